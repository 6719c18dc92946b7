//! Unit tests of replacing the damage a creature would deal by its power in
//! a fight ([`GameAction::DealDamage`]: "when this creature would deal
//! damage, steal 1 instead"), on a pool where every card plays as its
//! printed facts.

use crate::ability::{Behavior, Queries, Query};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, GameAction};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

fn scenario(house: House) -> Scenario {
    Scenario::new(vanilla_pool(), house)
}

/// "When this creature would deal damage, steal 1 instead."
static STEALS_INSTEAD_OF_DAMAGE: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::DealDamage { dealer, .. },
        } = *q
        {
            if dealer == me {
                *q = Query::Instead {
                    action: GameAction::Steal {
                        thief: g.card(me).controller,
                        amount: 1,
                    },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_defender_whose_damage_is_replaced_steals_and_deals_none() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .behavior("Troll", &STEALS_INSTEAD_OF_DAMAGE)
        .amber(A, 3)
        .start();
    t.fight("Krump", "Troll");
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.damage("Troll"), 6, "the attacker's damage is dealt");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn an_attacker_whose_damage_is_replaced_steals_and_deals_none() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy"])
        .behavior("Troll", &STEALS_INSTEAD_OF_DAMAGE)
        .amber(B, 3)
        .start();
    t.fight("Troll", "Bumpsy");
    assert_eq!((t.damage("Bumpsy"), t.damage("Troll")), (0, 5));
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn damage_that_a_ward_would_stop_is_still_replaced() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .behavior("Troll", &STEALS_INSTEAD_OF_DAMAGE)
        .amber(A, 3)
        .start();
    t.set_ward("Krump");
    t.fight("Krump", "Troll");
    assert!(t.card("Krump").is_warded(), "no damage reached the ward");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn a_creature_that_deals_no_damage_replaces_nothing() {
    // Urchin is elusive: attacked for the first time this turn, it deals
    // no damage, so there is nothing to replace.
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Urchin"])
        .behavior("Urchin", &STEALS_INSTEAD_OF_DAMAGE)
        .amber(A, 3)
        .start();
    t.fight("Krump", "Urchin");
    assert_eq!((t.damage("Krump"), t.damage("Urchin")), (0, 0));
    assert_eq!((t.amber(A), t.amber(B)), (3, 0));
}
