//! Tests of the Logos cards of More Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

#[test]
fn horizon_saber_played_archives_a_card_of_the_deck_and_reshuffles_the_discard() {
    let mut t = scenario(House::Logos)
        .hand(A, &["{horizon-saber}", "{horizon-saber2}"])
        .deck(A, &["Krump", "Troll"])
        .discard(A, &["Punch", "Anger"])
        .start();
    t.play("Horizon Saber");
    assert_eq!(t.line(A), ["Horizon Saber"], "one creature");
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert!(t.discard(A).is_empty(), "shuffled into the deck");
    assert_eq!(t.deck_of(A).len(), 3, "Krump, Punch and Anger");
    assert!(t.g.knows(B, t.find("Troll")), "revealed");
}

#[test]
fn horizon_saber_reaping_may_archive_a_card_of_the_discard_pile() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{horizon-saber}"])
        .deck(A, &["Krump"])
        .discard(A, &["Punch", "Anger"])
        .start();
    t.reap("Horizon Saber");
    t.choose("Anger");
    assert_eq!(t.archives_of(A), ["Anger"]);
    assert!(t.discard(A).is_empty());
    assert_eq!(t.deck_of(A).len(), 2);
}

#[test]
fn horizon_saber_after_fight_the_search_may_fail() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{horizon-saber}"])
        .battleline(B, &["Bumpsy"])
        .deck(A, &["Krump"])
        .discard(A, &["Punch"])
        .start();
    t.fight("Horizon Saber", "Bumpsy");
    t.pass();
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.deck_of(A).len(), 2, "Punch shuffled in all the same");
}

#[test]
fn graphton_reaping_archives_the_top_card_of_the_deck() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Graphton"])
        .deck(A, &["Krump", "Troll"])
        .start();
    t.reap("Graphton");
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
    assert_eq!(t.amber(A), 1);
}
