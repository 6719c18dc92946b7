//! Tests of [`Behavior::discarded_only_by_abilities`](crate::Behavior::discarded_only_by_abilities):
//! a card step 3 never offers to discard, that abilities still discard.

use crate::ability::Behavior;
use crate::scenario::Scenario;
use crate::Player::A;
use crate::{CardPool, Choice};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card that only abilities may discard from hand.
static DISCARDED_ONLY_BY_ABILITIES: Behavior = Behavior {
    discarded_only_by_abilities: true,
    ..Behavior::VANILLA
};

#[test]
fn step_3_does_not_offer_to_discard_it_but_it_still_plays() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &DISCARDED_ONLY_BY_ABILITIES)
        .hand(A, &["Troll", "Krump"])
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Discard(troll)));
    assert!(t.is_legal(Choice::Discard(t.find("Krump"))));
    t.play("Troll");
    assert_eq!(t.line(A), ["Troll"]);
}

#[test]
fn an_ability_still_discards_it() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &DISCARDED_ONLY_BY_ABILITIES)
        .hand(A, &["Troll"])
        .start();
    t.g.discard_from_hand(t.find("Troll"));
    assert_eq!(t.discard(A), ["Troll"]);
}
