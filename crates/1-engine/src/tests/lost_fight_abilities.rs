//! Unit tests of a creature losing its "After Fight:" abilities
//! ([`Query::HasFightAbilities`](crate::Query::HasFightAbilities)), on a
//! pool where every card plays as its printed facts.

use crate::ability::{Behavior, Queries, Query, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "After Fight: gain 2."
static GAIN_TWO_AFTER_FIGHT: Behavior = Behavior::fight(&[Step::gain(2)]);

/// "Each friendly creature gains 'After Fight: gain 2'."
static GIVES_GAIN_AFTER_FIGHT: Behavior = Behavior {
    grants: Some(&GAIN_TWO_AFTER_FIGHT),
    grants_to: Some(|g, me, c| g.card(c).controller == g.card(me).controller),
    ..Behavior::VANILLA
};

/// "Troll loses all After Fight effects."
static TROLL_LOSES_FIGHT_ABILITIES: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, _, q| {
        if let Query::HasFightAbilities { card, value } = q {
            if g.def(*card).name == "Troll" {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

fn scenario() -> Scenario {
    Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(B, &["Dust Pixie", "Urchin"])
        .behavior("Troll", &GAIN_TWO_AFTER_FIGHT)
        .behavior("Bumpsy", &GIVES_GAIN_AFTER_FIGHT)
}

#[test]
fn a_printed_after_fight_ability_resolves_unless_lost() {
    let mut t = scenario().battleline(A, &["Troll"]).start();
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.amber(A), 2);
    let mut t = scenario()
        .battleline(A, &["Troll"])
        .artifacts(B, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &TROLL_LOSES_FIGHT_ABILITIES)
        .start();
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn gained_after_fight_abilities_are_lost_too_and_only_by_the_creature_named() {
    let mut t = scenario()
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .artifacts(B, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &TROLL_LOSES_FIGHT_ABILITIES)
        .start();
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.amber(A), 0, "neither its own nor the gained one");
    t.fight("Krump", "Urchin");
    assert_eq!(t.amber(A), 2, "Krump keeps what it gained");
}
