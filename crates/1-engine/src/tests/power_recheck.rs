//! Unit tests of a card telling the engine that a power it computes may
//! have changed ([`Game::power_may_have_changed`](crate::Game::power_may_have_changed)),
//! on a pool where every card plays as its printed facts.

use crate::ability::{Behavior, Queries, Query, Reach, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::A;
use crate::{CardRef, Game};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "This creature gets -1 power for each Æmber on it."
static WEIGHED_DOWN_BY_AMBER: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value -= g.card(me).amber as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Reap: put 1 Æmber from the supply on Dust Pixie."
static PLACE_SILENTLY: Behavior = Behavior::reap(&[Step::then(|g, _| {
    let pixie = pixie(g);
    g.place_amber(pixie, 1);
})]);

/// "Reap: put 1 Æmber from the supply on Dust Pixie", telling the engine.
static PLACE_AND_TELL: Behavior = Behavior::reap(&[Step::then(|g, _| {
    let pixie = pixie(g);
    g.place_amber(pixie, 1);
    g.power_may_have_changed();
})]);

fn pixie(g: &Game) -> CardRef {
    g.creatures(A)
        .iter()
        .copied()
        .find(|&c| g.def(c).name == "Dust Pixie")
        .unwrap_or(CardRef::NONE)
}

#[test]
fn a_power_lowered_unseen_is_not_checked() {
    let mut t = scenario()
        .behavior("Dust Pixie", &WEIGHED_DOWN_BY_AMBER)
        .behavior("Troll", &PLACE_SILENTLY)
        .battleline(A, &["Dust Pixie", "Troll"])
        .start();
    t.reap("Troll");
    assert_eq!(t.power("Dust Pixie"), 0);
    assert_eq!(
        t.line(A),
        ["Dust Pixie", "Troll"],
        "the engine did not look"
    );
}

#[test]
fn a_creature_whose_power_fell_to_0_is_destroyed_once_the_engine_is_told() {
    let mut t = scenario()
        .behavior("Dust Pixie", &WEIGHED_DOWN_BY_AMBER)
        .behavior("Troll", &PLACE_AND_TELL)
        .battleline(A, &["Dust Pixie", "Troll"])
        .start();
    t.reap("Troll");
    assert_eq!(t.line(A), ["Troll"]);
}
