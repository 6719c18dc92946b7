//! Tests of the Shadows cards of More Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::House;

#[test]
fn boosted_b4_rry_takes_an_enemy_artifact_which_becomes_shadows() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{boosted-b4-rry}", "{boosted-b4-rry2}"])
        .battleline(A, &["Urchin"])
        .artifacts(B, &["Gauntlet of Command", "Safe Place"])
        .start();
    t.play("Boosted B4-RRY");
    t.flank(Flank::Right);
    t.choose_option(0);
    t.choose("Gauntlet of Command");
    assert_eq!(t.artifacts_of(A), ["Gauntlet of Command"]);
    let gauntlet = t.find("Gauntlet of Command");
    assert!(t.g.belongs_to(gauntlet, House::Shadows));
    assert!(
        !t.g.belongs_to(gauntlet, House::Brobnar),
        "instead of its own"
    );
    assert!(
        t.is_legal(Choice::Action(gauntlet)),
        "usable with Shadows active"
    );
}

#[test]
fn boosted_b4_rry_artifact_is_its_own_house_again_under_its_owners_control() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{boosted-b4-rry}"])
        .artifacts(B, &["Gauntlet of Command"])
        .start();
    t.reap("Boosted B4-RRY");
    t.choose_option(0);
    let gauntlet = t.find("Gauntlet of Command");
    assert!(t.g.belongs_to(gauntlet, House::Shadows));
    t.g.take_control(gauntlet, B, Flank::Right);
    assert!(t.g.belongs_to(gauntlet, House::Brobnar));
    assert!(!t.g.belongs_to(gauntlet, House::Shadows));
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn boosted_b4_rry_plays_a_random_card_of_the_opponents_archives() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{boosted-b4-rry}"])
        .battleline(B, &["Troll"])
        .archives(B, &["Punch"])
        .start();
    t.reap("Boosted B4-RRY");
    t.choose_option(1);
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3, "Punch, played by A");
    assert_eq!(t.amber(A), 1 + 1, "the reap and Punch's bonus");
    assert_eq!(t.discard(B), ["Punch"], "to its owner's discard pile");
}

#[test]
fn boosted_b4_rry_with_no_archived_card_plays_nothing() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{boosted-b4-rry}"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.fight("Boosted B4-RRY", "Bumpsy");
    t.choose_option(1);
    assert!(t.is_legal(Choice::EndTurn));
    assert_eq!(t.amber(A), 0);
}

#[test]
fn boosted_b4_rry_cannot_play_half_a_gigantic_creature_from_the_archives() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{boosted-b4-rry}"])
        .hand(A, &["{dodger-s-102}"])
        .archives(B, &["{dodger-s-10}"])
        .start();
    t.reap("Boosted B4-RRY");
    t.choose_option(1);
    assert_eq!(t.archives_of(B), ["Dodger’s 10"], "the play fails");
    assert_eq!(t.line(A), ["Boosted B4-RRY"]);
    assert_eq!(t.hand_of(A), ["Dodger’s 10"]);
}

#[test]
fn dodgers_10_played_steals_half_rounded_down() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{dodger-s-10}", "{dodger-s-102}"])
        .amber(B, 7)
        .start();
    t.play("Dodger’s 10");
    assert_eq!(t.amber(A), 3);
    assert_eq!(t.amber(B), 4);
}

#[test]
fn dodgers_10_reaping_steals_half_after_the_reap() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{dodger-s-10}"])
        .amber(B, 4)
        .start();
    t.reap("Dodger’s 10");
    assert_eq!(t.amber(A), 1 + 2);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn spare_arm_carmine_steals_two_with_more_friendly_mutants() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Spare Arm Carmine"])
        .battleline(B, &["Troll"])
        .amber(B, 5)
        .start();
    t.reap("Spare Arm Carmine");
    assert_eq!(t.amber(A), 1 + 2);
}

#[test]
fn spare_arm_carmine_steals_one_when_the_mutants_are_even() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Spare Arm Carmine"])
        .battleline(B, &["Scaethe"])
        .amber(B, 5)
        .start();
    t.reap("Spare Arm Carmine");
    assert_eq!(t.amber(A), 1 + 1);
}
