//! Unit tests of deploy gained, not printed: a creature being played whose
//! keywords ([`Query::Keywords`]) include deploy may enter play anywhere in
//! its battleline ("play it anywhere in your battleline").

use crate::ability::{Behavior, Queries, Query};
use crate::scenario::Scenario;
use crate::Player::A;
use crate::{CardPool, Choice};
use keysim_facts::{House, Keywords};

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// While in play: every creature has deploy.
static EVERY_CREATURE_DEPLOYS: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    modify: Some(|_, _, q| {
        if let Query::Keywords { value, .. } = q {
            *value = value.with(Keywords::DEPLOY);
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_creature_that_gained_deploy_may_enter_between_two_creatures() {
    let mut t = scenario()
        .artifacts(A, &["Safe Place"])
        .hand(A, &["Troll"])
        .battleline(A, &["Krump", "Bumpsy"])
        .behavior("Safe Place", &EVERY_CREATURE_DEPLOYS)
        .start();
    t.play("Troll");
    assert!(t.is_legal(Choice::Position(1)));
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Krump", "Troll", "Bumpsy"]);
}

#[test]
fn without_deploy_a_creature_enters_on_a_flank() {
    let mut t = scenario()
        .hand(A, &["Troll"])
        .battleline(A, &["Krump", "Bumpsy"])
        .start();
    t.play("Troll");
    assert!(!t.is_legal(Choice::Position(1)));
    assert!(t.is_legal(Choice::Flank(crate::Flank::Left)));
}
