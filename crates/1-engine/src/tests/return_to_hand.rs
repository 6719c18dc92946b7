//! Tests of [`Game::return_to_hand`](crate::Game::return_to_hand) for a
//! card out of play: from a discard pile, a deck or archives, it goes to
//! its owner's hand.

use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

#[test]
fn a_card_in_archives_returns_to_its_owners_hand() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .archives(B, &["Krump", "Troll"])
        .start();
    let krump = t.find("Krump");
    t.g.return_to_hand(krump);
    assert_eq!(t.hand_of(B), ["Krump"]);
    assert_eq!(t.archives_of(B), ["Troll"]);
    assert!(t.hand_of(A).is_empty());
    assert!(t.g.check_bookkeeping().is_ok());
}
