//! Tests of versatile: a card with the keyword may be used as if it
//! belonged to the active house.

use crate::scenario::Scenario;
use crate::CardPool;
use crate::Choice;
use crate::Player::A;
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

#[test]
fn a_versatile_creature_is_used_whatever_the_active_house() {
    // Com. Officer Palik is a versatile Star Alliance creature; Brobnar is active.
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Com. Officer Palik", "Troll"])
        .start();
    let palik = t.find("Com. Officer Palik");
    assert!(t.is_legal(Choice::Reap(palik)));
    t.reap("Com. Officer Palik");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn a_creature_without_versatile_is_not() {
    let t = Scenario::new(vanilla_pool(), House::Dis)
        .battleline(A, &["Com. Officer Palik", "Troll"])
        .start();
    let troll = t.find("Troll");
    let palik = t.find("Com. Officer Palik");
    assert!(
        !t.is_legal(Choice::Reap(troll)),
        "Troll is Brobnar, Dis is active"
    );
    assert!(t.is_legal(Choice::Reap(palik)));
}
