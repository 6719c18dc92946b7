//! Tests of [`Game::swap_piles`](crate::Game::swap_piles): two cards of
//! different piles switch places, neither discarded nor drawn.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Scrap: gain 2".
static SCRAP_GAIN_TWO: Behavior = Behavior {
    scrap: &[Step::gain(2)],
    ..Behavior::VANILLA
};

#[test]
fn a_hand_card_and_a_discard_pile_card_switch_places_without_a_discard() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &SCRAP_GAIN_TWO)
        .hand(A, &["Troll", "Punch"])
        .discard(A, &["Krump", "Anger"])
        .start();
    assert!(t.g.swap_piles(t.find("Troll"), t.find("Krump")));
    assert_eq!(t.hand_of(A), ["Punch", "Krump"]);
    assert_eq!(t.discard(A), ["Anger", "Troll"]);
    t.advance();
    assert_eq!(t.amber(A), 0, "swapped, not discarded: no scrap");
}

#[test]
fn two_cards_of_one_kind_of_pile_do_not_swap() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .hand(A, &["Troll", "Punch"])
        .hand(B, &["Krump"])
        .start();
    assert!(!t.g.swap_piles(t.find("Troll"), t.find("Punch")));
    assert!(!t.g.swap_piles(t.find("Troll"), t.find("Krump")));
    assert_eq!(t.hand_of(A), ["Troll", "Punch"]);
    assert!(!t.g.swap_piles(t.find("Krump"), t.find("Krump")));
}

#[test]
fn each_swapped_card_goes_to_its_owners_pile() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .hand(A, &["Punch"])
        .discard(B, &["Krump"])
        .start();
    assert!(t.g.swap_piles(t.find("Punch"), t.find("Krump")));
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(t.hand_of(B), ["Krump"]);
}
