//! A card whose type two cards change at once: an artifact animated by
//! Animating Force (Grim Reminders) mineralized by De-Animator (Æmber
//! Skies).

use super::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Flank, Location};
use keysim_facts::House;

#[test]
fn a_mineralized_animated_artifact_is_an_artifact_until_de_animator_leaves() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["De-Animator"])
        .battleline(B, &["Krump"])
        .artifacts(B, &["Library of Babble"])
        .upgrade(B, "Animating Force", "Library of Babble")
        .start();
    let force = t.find("Animating Force");
    assert!(t.g.animate_host(force, B, Flank::Right));
    t.advance();
    assert_eq!(t.line(B), ["Krump", "Library of Babble"]);
    let library = t.find("Library of Babble");
    t.g.mineralize(library);
    t.advance();
    assert_eq!(t.location("Library of Babble"), Location::Artifacts);
    assert_eq!(t.line(B), ["Krump"]);
    let de_animator = t.find("De-Animator");
    t.g.destroy(de_animator);
    t.advance();
    // Still animated by its upgrade: a creature again, its controller
    // choosing the flank.
    t.choose_option(0);
    assert_eq!(t.line(B), ["Library of Babble", "Krump"]);
    assert_eq!(t.power("Library of Babble"), 4);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn big_magnet_taking_animating_force_leaves_its_artifact_an_artifact_of_its_controller() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Big Magnet"])
        .battleline(A, &["Tunk"])
        .artifacts(B, &["Library of Babble"])
        .upgrade(B, "Animating Force", "Library of Babble")
        .start();
    let force = t.find("Animating Force");
    assert!(t.g.animate_host(force, B, Flank::Right));
    t.advance();
    assert_eq!(t.line(B), ["Library of Babble"]);
    // Tunk, the one friendly creature, is chosen at once.
    t.play("Big Magnet");
    assert_eq!(t.g.card(force).host, t.find("Tunk"));
    assert_eq!(t.g.card(force).controller, A);
    assert!(t.line(B).is_empty(), "no 0-power creature left to die");
    assert_eq!(t.artifacts_of(B), ["Library of Babble"], "still B's");
    assert!(t.discard(B).is_empty());
    assert_eq!(t.power("Tunk"), 6, "Tunk gains nothing from it");
    assert!(t.g.check_bookkeeping().is_ok());
}
