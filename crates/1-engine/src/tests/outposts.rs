//! Unit tests of "put a friendly creature on the bottom of its owner's
//! deck; if you do, …" ([`Step::bottom_a_friendly_creature`]), on a pool
//! where every card plays as its printed facts but the one given the
//! ability here.

use crate::ability::{Behavior, Step};
use crate::outposts::did;
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::A;
use keysim_facts::House;

/// "Action: put a friendly creature on the bottom of its owner's deck; if
/// you do, gain 2."
static BOTTOMS_TO_GAIN: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::gain(2).only_if(did),
]);

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
    .behavior("Krump", &BOTTOMS_TO_GAIN)
}

#[test]
fn the_creature_goes_under_the_deck_and_the_rest_follows() {
    let mut t = scenario()
        .battleline(A, &["Krump", "Troll"])
        .deck(A, &["Punch"])
        .start();
    t.action("Krump");
    t.choose("Troll");
    assert_eq!(t.deck_of(A), ["Punch", "Troll"]);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn a_warded_creature_stays_and_nothing_follows() {
    let mut t = scenario()
        .battleline(A, &["Krump", "Troll"])
        .deck(A, &["Punch"])
        .start();
    t.set_ward("Troll");
    t.action("Krump");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Krump", "Troll"]);
    assert_eq!(t.amber(A), 0);
}
