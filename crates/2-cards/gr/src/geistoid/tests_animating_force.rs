//! Tests of Animating Force: an upgrade attached to an artifact that
//! makes it a creature in its player's battleline
//! (`keysim_engine::type_change`).

use crate::scenario;
use keysim_engine::scenario::{Scenario, Test};
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{House, Keywords};

/// `board` with A's Animating Force on B's Library of Babble (a Logos
/// artifact), its play already resolved: the Library is a 4-power creature
/// on A's right flank, ready.
fn animated(board: Scenario) -> Test {
    let mut t = board
        .artifacts(B, &["Library of Babble"])
        .upgrade(A, "Animating Force", "Library of Babble")
        .start();
    let force = t.find("Animating Force");
    assert!(t.g.animate_host(force, A, Flank::Right));
    t.set_exhausted("Library of Babble", false);
    t.advance();
    t
}

#[test]
fn animating_force_takes_an_enemy_artifact_into_your_battleline_as_a_4_power_creature() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Animating Force"])
        .battleline(A, &["Krump"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.play("Animating Force");
    // The one artifact in play is its host, chosen at once.
    t.choose_option(0);
    assert_eq!(
        t.line(A),
        ["Library of Babble", "Krump"],
        "on the left flank"
    );
    assert!(t.artifacts_of(B).is_empty());
    let library = t.find("Library of Babble");
    assert_eq!(t.g.card(library).controller, A);
    assert_eq!(t.g.card(library).owner, B);
    assert_eq!(t.power("Library of Babble"), 4);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn animating_force_on_your_own_artifact_with_no_creature_needs_no_flank_choice() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Animating Force"])
        .artifacts(A, &["Library of Babble"])
        .start();
    assert!(
        t.is_legal(Choice::Play(t.find("Animating Force"))),
        "an artifact to attach it to is enough: no creature is needed"
    );
    t.play("Animating Force");
    assert_eq!(t.line(A), ["Library of Babble"]);
    assert!(t.artifacts_of(A).is_empty());
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn animating_force_cannot_be_played_with_no_artifact_in_play() {
    let t = scenario(House::Geistoid)
        .hand(A, &["Animating Force"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Animating Force"))));
}

#[test]
fn animating_force_is_attached_to_an_artifact_never_a_creature() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Animating Force"])
        .battleline(A, &["Krump"])
        .artifacts(A, &["Gauntlet of Command"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.play("Animating Force");
    assert!(t.is_legal(Choice::Target(t.find("Gauntlet of Command"))));
    assert!(t.is_legal(Choice::Target(t.find("Library of Babble"))));
    assert!(!t.is_legal(Choice::Target(t.find("Krump"))));
}

#[test]
fn animating_force_put_into_play_without_its_play_leaves_its_artifact_an_artifact() {
    let t = scenario(House::Geistoid)
        .artifacts(B, &["Library of Babble"])
        .upgrade(A, "Animating Force", "Library of Babble")
        .start();
    assert_eq!(t.artifacts_of(B), ["Library of Babble"]);
    assert_eq!(t.power("Library of Babble"), 0);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn the_animated_artifact_is_versatile_and_reaps_off_house() {
    let mut t = animated(scenario(House::Geistoid));
    t.reap("Library of Babble");
    assert_eq!(t.amber(A), 1, "a Logos creature used with Geistoid active");
    let library = t.find("Library of Babble");
    assert!(t.g.used_as_creature_this_turn(library));
    assert_eq!(t.g.turn_history().creatures_used, 1, "a creature used");
}

#[test]
fn the_animated_artifact_fights_with_4_power_and_goes_to_its_owners_discard() {
    let mut t = animated(scenario(House::Geistoid).battleline(B, &["Bumpsy"]));
    t.fight("Library of Babble", "Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 4);
    assert_eq!(t.discard(B), ["Library of Babble"], "its owner's pile");
    assert_eq!(t.discard(A), ["Animating Force"], "the upgrade's owner's");
    assert!(t.line(A).is_empty() && t.artifacts_of(A).is_empty());
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn each_creature_effects_reach_the_animated_artifact() {
    let mut t = animated(
        scenario(House::Dis)
            .hand(A, &["Gateway to Dis"])
            .battleline(B, &["Krump"]),
    );
    t.play("Gateway to Dis");
    assert!(t.discard(B).contains(&"Library of Babble"));
    assert!(t.discard(B).contains(&"Krump"));
    assert!(t.discard(A).contains(&"Animating Force"));
}

#[test]
fn artifact_effects_cannot_choose_the_animated_artifact() {
    let mut t = animated(
        scenario(House::Untamed)
            .hand(A, &["Grasping Vines"])
            .artifacts(A, &["Gauntlet of Command"]),
    );
    t.play("Grasping Vines");
    assert!(t.is_legal(Choice::Target(t.find("Gauntlet of Command"))));
    assert!(!t.is_legal(Choice::Target(t.find("Library of Babble"))));
}

#[test]
fn when_animating_force_leaves_play_its_card_is_an_artifact_again_under_the_same_control() {
    let mut t = animated(scenario(House::Geistoid));
    t.reap("Library of Babble");
    t.set_damage("Library of Babble", 2);
    let force = t.find("Animating Force");
    t.g.destroy(force);
    t.advance();
    assert_eq!(t.discard(A), ["Animating Force"]);
    assert!(t.line(A).is_empty());
    assert_eq!(t.artifacts_of(A), ["Library of Babble"], "control stays");
    assert_eq!(t.damage("Library of Babble"), 0, "its creature damage goes");
    assert!(t.exhausted("Library of Babble"), "exhausted as it was");
    assert_eq!(t.power("Library of Babble"), 0);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn animating_force_moved_to_another_creature_leaves_its_artifact_an_artifact_again() {
    let mut t = animated(scenario(House::Geistoid).battleline(A, &["Krump"]));
    t.set_damage("Library of Babble", 1);
    let (force, krump) = (t.find("Animating Force"), t.find("Krump"));
    assert!(t.g.move_upgrade(force, krump));
    t.advance();
    assert_eq!(t.line(A), ["Krump"], "the old host leaves the battleline");
    assert_eq!(t.artifacts_of(A), ["Library of Babble"], "control stays");
    assert_eq!(t.damage("Library of Babble"), 0, "its creature damage goes");
    assert_eq!(t.power("Library of Babble"), 0);
    assert_eq!(
        t.location("Animating Force"),
        keysim_engine::Location::Attached
    );
    assert_eq!(t.power("Krump"), 6, "the new host gains nothing");
    assert!(!t.g.keywords(krump).contains(Keywords::VERSATILE));
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn animating_force_scrap_gains_one() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Animating Force"])
        .start();
    t.discard_card("Animating Force");
    assert_eq!(t.amber(A), 1);
}
