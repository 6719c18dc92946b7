//! Unit tests of an ability playing an upgrade onto a creature it names
//! ([`Game::play_upgrade_onto`](crate::Game::play_upgrade_onto)), on a pool
//! where every card plays as its printed facts.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::zone::Location;
use crate::CardPool;
use crate::Player::{A, B};
use crate::TargetSpec;
use crate::Zones;
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "Reap: play an upgrade from your discard pile on this creature."
static PLAY_AN_UPGRADE_ON_ME: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD, |g, _, c| {
        g.def(c).kind == keysim_facts::CardType::Upgrade
    }),
    |g, f| {
        g.play_upgrade_onto(f.last_target(), f.controller, f.source);
    },
)]);

#[test]
fn an_upgrade_played_onto_a_named_creature_is_attached_without_asking_for_a_host() {
    let mut t = scenario()
        .behavior("Troll", &PLAY_AN_UPGRADE_ON_ME)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .discard(A, &["Blood of Titans"])
        .start();
    t.reap("Troll");
    let upgrade = t.find("Blood of Titans");
    assert_eq!(t.g.card(upgrade).location, Location::Attached);
    assert_eq!(t.g.card(upgrade).host, t.find("Troll"));
    assert_eq!(
        t.amber(A),
        1 + 1,
        "the reap, then the upgrade's Æmber bonus"
    );
}

#[test]
fn a_card_that_is_not_an_upgrade_is_not_played_onto_a_creature() {
    let mut t = scenario()
        .battleline(A, &["Troll"])
        .discard(A, &["Punch"])
        .start();
    let punch = t.find("Punch");
    let troll = t.find("Troll");
    assert!(!t.g.play_upgrade_onto(punch, A, troll));
    assert_eq!(t.discard(A), ["Punch"]);
}
