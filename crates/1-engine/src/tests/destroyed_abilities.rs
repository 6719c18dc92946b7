//! Unit tests of "Destroyed:" abilities that cannot trigger
//! ([`Query::DestroyedAbilitiesTrigger`]).

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

/// "Destroyed effects cannot trigger."
static NO_DESTROYED_EFFECTS: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|_, _, q| {
        if let Query::DestroyedAbilitiesTrigger { value, .. } = q {
            *value = false;
        }
    }),
    ..Behavior::VANILLA
};

/// "Destroyed: gain 2."
static DESTROYED_GAIN_TWO: Behavior = Behavior::destroyed(&[Step::gain(2)]);

#[test]
fn destroyed_abilities_do_not_trigger_while_the_card_is_in_play() {
    let mut t = scenario()
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .behavior("Troll", &DESTROYED_GAIN_TWO)
        .behavior("Krump", &DESTROYED_GAIN_TWO)
        .behavior("Bumpsy", &NO_DESTROYED_EFFECTS)
        .start();
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    t.g.destroy(troll);
    t.g.destroy(krump);
    t.advance();
    assert_eq!(t.discard(A).len(), 2, "destroyed all the same");
    assert_eq!(t.amber(A), 0, "no ability, and no order to choose");
}

#[test]
fn destroyed_abilities_trigger_again_once_the_card_is_gone() {
    let mut t = scenario()
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy"])
        .behavior("Troll", &DESTROYED_GAIN_TWO)
        .behavior("Bumpsy", &NO_DESTROYED_EFFECTS)
        .start();
    let bumpsy = t.find("Bumpsy");
    t.g.destroy(bumpsy);
    t.advance();
    let troll = t.find("Troll");
    t.g.destroy(troll);
    t.advance();
    assert_eq!(t.amber(A), 2);
}
