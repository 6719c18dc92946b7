//! Unit tests of "in order to use this card, you must ..." ([`crate::use_cost`]):
//! the cost resolves before the use, which goes on once it is paid; a card
//! that cannot pay is not offered for use. On a pool where every card plays
//! as its printed facts, a real card given a hand-built behaviour.

use crate::ability::{filter, Behavior, Queries, Query, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, Zones};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

fn scenario(house: House) -> Scenario {
    Scenario::new(vanilla_pool(), house)
}

/// In order to use this creature, you must destroy another friendly
/// creature (it cannot be used without one).
static DESTROYS_TO_BE_USED: Behavior = Behavior {
    to_use: &[Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && c != f.source
        }),
        |g, f| g.destroy(f.last_target()),
    )],
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanUse { card, value, .. } = q {
            if *card == me && g.creatures(g.card(me).controller).len() < 2 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn the_cost_to_use_a_creature_is_paid_before_it_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .behavior("Troll", &DESTROYS_TO_BE_USED)
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 0, "not reaped before the cost is paid");
    assert!(!t.exhausted("Troll"));
    t.choose("Bumpsy");
    assert_eq!(t.line(A), ["Troll", "Krump"]);
    assert_eq!(t.amber(A), 1, "then it reaps");
    assert!(t.exhausted("Troll"));
}

#[test]
fn the_cost_to_use_a_creature_is_paid_before_its_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .behavior("Troll", &DESTROYS_TO_BE_USED)
        .start();
    let troll = t.find("Troll");
    t.apply(Choice::Fight(troll));
    assert_eq!(t.line(A), ["Troll"], "Krump, the only other one, destroyed");
    // Bumpsy, the only creature to fight, is chosen without asking.
    assert!(t.line(B).is_empty());
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn a_creature_that_cannot_pay_its_cost_is_not_offered_for_use() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .behavior("Troll", &DESTROYS_TO_BE_USED)
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
}
