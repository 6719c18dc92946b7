//! Unit tests of [`Game::used_this_turn`](crate::Game::used_this_turn),
//! [`Game::cards_used_this_turn`](crate::Game::cards_used_this_turn) and
//! [`Game::uses_this_turn`](crate::Game::uses_this_turn): "if you have
//! used a Mars creature this turn", "after 4 Pilot creatures are used".

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
fn the_cards_used_this_turn_are_remembered_until_it_ends() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Bumpsy"])
        .start();
    let (krump, troll) = (t.find("Krump"), t.find("Troll"));
    assert!(!t.g.used_this_turn(krump));
    t.reap("Krump");
    assert!(t.g.used_this_turn(krump));
    assert!(!t.g.used_this_turn(troll));
    assert_eq!(t.g.uses_this_turn(krump), 1);
    assert_eq!(t.g.cards_used_this_turn().collect::<Vec<_>>(), [krump]);
    t.g.ready(krump);
    t.reap("Krump");
    assert_eq!(t.g.uses_this_turn(krump), 2);
    t.end_turn();
    assert!(!t.g.used_this_turn(krump));
    assert_eq!(t.g.uses_this_turn(krump), 0);
    assert_eq!(t.g.cards_used_this_turn().count(), 0);
}

#[test]
fn a_creature_used_then_destroyed_still_counts_as_used() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    let krump = t.find("Krump");
    t.fight("Krump", "Troll");
    assert_eq!(t.discard(A), ["Krump"]);
    assert!(t.g.used_this_turn(krump));
}
