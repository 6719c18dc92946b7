//! Tests of [`Game::move_upgrade`](crate::Game::move_upgrade): an upgrade
//! in play attached to another creature.

use crate::scenario::Scenario;
use crate::CardPool;
use crate::Location;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts: the tests read where the upgrade is
/// and whose it is.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

#[test]
fn move_upgrade_attaches_an_upgrade_to_another_creature() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .upgrade(A, "Way of the Wolf", "Troll")
        .start();
    let (wolf, krump, bumpsy) = (t.find("Way of the Wolf"), t.find("Krump"), t.find("Bumpsy"));
    assert!(t.g.move_upgrade(wolf, krump));
    assert_eq!(t.g.card(wolf).host, krump);
    assert!(t.g.move_upgrade(wolf, bumpsy), "onto an enemy creature too");
    assert_eq!(t.g.card(wolf).host, bumpsy);
    assert_eq!(t.g.card(wolf).controller, A, "it stays its controller's");
    assert_eq!(t.g.card(wolf).location, Location::Attached);
    let troll = t.find("Troll");
    t.g.destroy(troll);
    t.advance();
    assert_eq!(
        t.g.card(wolf).location,
        Location::Attached,
        "Troll's loss is not its"
    );
    t.g.destroy(bumpsy);
    t.advance();
    assert_eq!(
        t.discard(A),
        ["Troll", "Way of the Wolf"],
        "it goes with its new creature"
    );
}

#[test]
fn move_upgrade_does_nothing_without_an_upgrade_in_play_or_a_new_creature() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll"])
        .hand(A, &["Way of the Wolf"])
        .upgrade(A, "Blood of Titans", "Troll")
        .start();
    let (wolf, blood, troll) = (
        t.find("Way of the Wolf"),
        t.find("Blood of Titans"),
        t.find("Troll"),
    );
    assert!(!t.g.move_upgrade(wolf, troll), "not in play");
    assert!(!t.g.move_upgrade(blood, troll), "already on it");
    assert_eq!(t.g.card(wolf).location, Location::Hand);
    assert_eq!(t.g.card(blood).host, troll);
}
