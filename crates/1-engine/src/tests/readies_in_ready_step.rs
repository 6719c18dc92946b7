//! Unit tests of "does not ready during the 'ready cards' step"
//! ([`Query::ReadiesInReadyStep`]), on a pool where every card plays as its
//! printed facts.

use crate::ability::{Behavior, Queries, Query, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "Damaged creatures do not ready during the 'ready cards' step."
static DAMAGED_STAY_EXHAUSTED: Behavior = Behavior {
    modifies: Queries::READYING,
    modify: Some(|g, _, q| {
        if let Query::ReadiesInReadyStep { card, value } = q {
            if g.card(*card).damage > 0 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Reap: ready each friendly creature."
static READY_FRIENDS_ON_REAP: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let mine: Vec<_> = g.creatures(f.controller).to_vec();
    for c in mine {
        g.ready(c);
    }
})]);

#[test]
fn a_creature_kept_from_readying_stays_exhausted_through_step_4() {
    let mut t = scenario()
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .behavior("Dust Pixie", &DAMAGED_STAY_EXHAUSTED)
        .start();
    t.set_damage("Troll", 1);
    t.set_exhausted("Troll", true);
    t.set_exhausted("Krump", true);
    t.end_turn();
    assert!(t.exhausted("Troll"), "damaged: not readied in step 4");
    assert!(!t.exhausted("Krump"), "undamaged: readied as usual");
}

#[test]
fn readying_by_an_ability_is_not_the_ready_cards_step() {
    let mut t = scenario()
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .behavior("Dust Pixie", &DAMAGED_STAY_EXHAUSTED)
        .behavior("Krump", &READY_FRIENDS_ON_REAP)
        .start();
    t.set_damage("Troll", 1);
    t.set_exhausted("Troll", true);
    t.reap("Krump");
    assert!(!t.exhausted("Troll"));
}
