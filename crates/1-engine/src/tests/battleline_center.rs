//! Tests of [`Game::in_center`](crate::Game::in_center): the middle
//! creature of an odd number of creatures.

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
fn the_middle_of_an_odd_battleline_is_its_center() {
    let t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .battleline(B, &["Valdr"])
        .start();
    assert!(t.g.in_center(t.find("Krump")));
    assert!(!t.g.in_center(t.find("Troll")));
    assert!(
        t.g.in_center(t.find("Valdr")),
        "a lone creature is the center"
    );
}

#[test]
fn an_even_battleline_has_no_center() {
    let t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .hand(A, &["Bumpsy"])
        .start();
    assert!(!t.g.in_center(t.find("Troll")));
    assert!(!t.g.in_center(t.find("Krump")));
    assert!(!t.g.in_center(t.find("Bumpsy")), "not in play");
}
