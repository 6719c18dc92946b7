//! Unit tests of [`Query::PowerArmorSwitched`]: a creature whose power and
//! armor are switched has each value the other would have.

use crate::ability::{Behavior, Queries, Query};
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

/// While in play: every creature's power and armor are switched.
static SWITCH_EVERY_CREATURE: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|_, _, q| {
        if let Query::PowerArmorSwitched { value, .. } = q {
            *value = !*value;
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_switched_creature_has_its_armor_as_power_and_its_power_as_armor() {
    let t = scenario()
        .artifacts(A, &["Safe Place"])
        .battleline(A, &["Sequis"])
        .behavior("Safe Place", &SWITCH_EVERY_CREATURE)
        .start();
    assert_eq!(t.power("Sequis"), 2);
    assert_eq!(t.armor("Sequis"), 4);
}

/// While in play: the power and armor of B's creatures are switched.
static SWITCH_BS_CREATURES: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, _, q| {
        if let Query::PowerArmorSwitched { card, value } = q {
            if g.card(*card).controller == B {
                *value = !*value;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_switched_creature_is_destroyed_by_damage_equal_to_its_switched_power() {
    let mut t = scenario()
        .artifacts(A, &["Safe Place"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Sequis", "Krump"])
        .behavior("Safe Place", &SWITCH_BS_CREATURES)
        .start();
    t.set_damage("Sequis", 2);
    t.reap("Troll");
    assert!(
        t.line(B).is_empty(),
        "Sequis: 2 damage, 2 power; Krump: 0 power"
    );
    assert_eq!(t.power("Troll"), 8, "not switched");
}

#[test]
fn two_switches_cancel() {
    let t = scenario()
        .artifacts(A, &["Safe Place", "Safe Place"])
        .battleline(A, &["Sequis"])
        .behavior("Safe Place", &SWITCH_EVERY_CREATURE)
        .start();
    assert_eq!(t.power("Sequis"), 4);
    assert_eq!(t.armor("Sequis"), 2);
}
