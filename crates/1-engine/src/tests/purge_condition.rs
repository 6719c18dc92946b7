//! Tests of [`Behavior::purge_if`]: "if ..., purge this card", checked
//! whenever the game settles while the card is in play, as
//! [`Behavior::destroy_if`] is.

use crate::ability::{Behavior, Step};
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

/// A test card: "If there are no creatures in play, purge this card."
static PURGED_WITHOUT_CREATURES: Behavior = Behavior {
    purge_if: Some(|g, _| g.all_creatures().next().is_none()),
    ..Behavior::VANILLA
};

/// A test card: "Play: destroy each creature."
static DESTROY_EACH_CREATURE: Behavior = Behavior::play(&[Step::then(|g, _| {
    let all: Vec<_> = g.all_creatures().collect();
    for c in all {
        g.destroy(c);
    }
})]);

#[test]
fn a_card_whose_purge_condition_comes_true_is_purged_not_destroyed() {
    let mut t = scenario()
        .behavior("Gauntlet of Command", &PURGED_WITHOUT_CREATURES)
        .behavior("Punch", &DESTROY_EACH_CREATURE)
        .artifacts(B, &["Gauntlet of Command"])
        .battleline(A, &["Troll"])
        .hand(A, &["Punch"])
        .start();
    assert_eq!(
        t.artifacts_of(B),
        ["Gauntlet of Command"],
        "a creature is in play"
    );
    t.play("Punch");
    assert_eq!(t.purged(B), ["Gauntlet of Command"]);
    assert!(t.discard(B).is_empty());
}
