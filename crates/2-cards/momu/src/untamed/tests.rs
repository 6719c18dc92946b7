//! Tests of the Untamed cards of More Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Flank;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

#[test]
fn titanic_bumblebird_played_destroys_and_feeds_its_power_to_a_friendly_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{titanic-bumblebird}", "{titanic-bumblebird2}"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Titanic Bumblebird");
    t.flank(Flank::Right);
    t.choose("Troll");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert_eq!(t.power("Dust Pixie"), 1 + 8, "Troll's power in counters");
}

#[test]
fn titanic_bumblebird_reaping_feeds_nothing_when_the_ward_saves_it() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{titanic-bumblebird}", "Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Troll");
    t.reap("Titanic Bumblebird");
    assert_eq!(t.line(B), ["Troll"], "the ward is removed instead");
    assert!(!t.card("Troll").is_warded());
    assert_eq!(t.power("Dust Pixie"), 1, "not destroyed: no counters");
    assert_eq!(t.power("Titanic Bumblebird"), 8);
}

#[test]
fn titanic_bumblebird_reaping_with_no_enemy_creature_destroys_and_feeds_nothing() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{titanic-bumblebird}", "Dust Pixie"])
        .start();
    t.reap("Titanic Bumblebird");
    assert_eq!(t.amber(A), 1, "the reap");
    assert_eq!(t.power("Dust Pixie"), 1);
    assert_eq!(t.power("Titanic Bumblebird"), 8);
}

#[test]
fn rockatiel_played_shuffles_two_creatures_into_their_owners_decks() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Rockatiel"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    let deck_b = t.deck_of(B).len();
    t.play("Rockatiel");
    t.flank(Flank::Right);
    t.choose("Troll");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert_eq!(t.line(A), ["Rockatiel"]);
    assert_eq!(t.deck_of(B).len(), deck_b + 1);
    assert!(t.deck_of(A).contains(&"Dust Pixie"));
}

#[test]
fn rockatiel_reaping_may_shuffle_fewer() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Rockatiel"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.reap("Rockatiel");
    t.choose("Bumpsy");
    t.pass();
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.amber(A), 1);
}
