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
