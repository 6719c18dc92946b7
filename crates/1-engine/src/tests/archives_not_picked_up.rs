//! Unit tests of archives that cannot be picked up in step 2
//! ([`Query::PicksUpArchives`]: "players cannot take their archives into
//! their hands during their 'choose a house' step", Titan Sentry).

use crate::ability::{Behavior, Queries};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, DecisionKind, Query};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "No player picks up their archives in step 2."
static NO_PICKING_UP: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|_, _, q| {
        if let Query::PicksUpArchives { value, .. } = q {
            *value = false;
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn archives_that_cannot_be_picked_up_are_not_offered_in_step_2() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll"])
        .behavior("Troll", &NO_PICKING_UP)
        .archives(B, &["Krump"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::Main),
        "straight to step 3"
    );
    assert_eq!(t.archives_of(B), ["Krump"]);
}

#[test]
fn archives_are_offered_in_step_2_otherwise() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .archives(B, &["Krump"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.g.decision().map(|d| d.kind), Some(DecisionKind::Archives));
}
