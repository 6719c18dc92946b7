//! Unit tests of "reap with a creature" from an ability ([`Game::reap_with`]),
//! on a pool where every card plays as its printed facts.

use crate::ability::{Behavior, Queries, Query};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::A;
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

#[test]
fn reap_with_reaps_with_a_ready_creature_of_any_house() {
    let mut t = scenario().battleline(A, &["Dust Pixie"]).start();
    let pixie = t.find("Dust Pixie");
    t.g.reap_with(pixie);
    t.advance();
    assert_eq!(t.amber(A), 1);
    assert!(t.exhausted("Dust Pixie"));
    assert_eq!(t.g.turn_history().reaps, 1);
}

#[test]
fn reap_with_an_enraged_creature_reaps_and_keeps_the_enrage() {
    let mut t = scenario().battleline(A, &["Troll"]).start();
    t.set_enraged("Troll");
    let troll = t.find("Troll");
    t.g.reap_with(troll);
    t.advance();
    assert_eq!(t.amber(A), 1);
    assert!(t.card("Troll").is_enraged());
}

#[test]
fn reap_with_a_stunned_creature_removes_the_stun_instead() {
    let mut t = scenario().battleline(A, &["Troll"]).start();
    t.set_stunned("Troll");
    let troll = t.find("Troll");
    t.g.reap_with(troll);
    t.advance();
    assert_eq!(t.amber(A), 0);
    assert!(!t.stunned("Troll"));
    assert!(t.exhausted("Troll"));
}

/// This creature cannot reap.
static CANNOT_REAP: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|_, me, q| {
        if let Query::CanReap { card, value } = q {
            if *card == me {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn reap_with_an_exhausted_creature_or_one_that_cannot_reap_does_nothing() {
    let mut t = scenario()
        .battleline(A, &["Troll", "Krump"])
        .behavior("Krump", &CANNOT_REAP)
        .start();
    t.set_exhausted("Troll", true);
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    t.g.reap_with(troll);
    t.g.reap_with(krump);
    t.advance();
    assert_eq!(t.amber(A), 0);
    assert!(!t.exhausted("Krump"));
}
