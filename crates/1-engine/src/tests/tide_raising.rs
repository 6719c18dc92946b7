//! Unit tests of [`Query::CanRaiseTide`] ("players cannot raise the tide")
//! and of resetting the tide to neutral.

use crate::ability::{Behavior, Queries, Query};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// While in play: no player may raise the tide.
static NOBODY_RAISES_THE_TIDE: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|_, _, q| {
        if let Query::CanRaiseTide { value, .. } = q {
            *value = false;
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_forbidden_tide_is_neither_offered_nor_raised_by_an_ability() {
    let mut t = scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &NOBODY_RAISES_THE_TIDE)
        .tide()
        .start();
    assert!(!t.is_legal(Choice::RaiseTide));
    assert!(!t.g.raise_tide(B));
    assert_eq!(t.g.tide_high_for(), None);
}

#[test]
fn without_the_restriction_the_tide_omni_is_offered() {
    let t = scenario().tide().start();
    assert!(t.is_legal(Choice::RaiseTide));
}

#[test]
fn a_reset_tide_is_neutral() {
    let mut t = scenario().tide_high(B).start();
    t.g.reset_tide();
    assert!(!t.g.tide_is_high(B) && !t.g.tide_is_low(A));
    assert!(t.is_legal(Choice::RaiseTide));
}
