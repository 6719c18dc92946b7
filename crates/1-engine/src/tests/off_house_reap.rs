//! Unit tests of [`Query::OffHouseReap`]: a permission to reap with a
//! creature that does not belong to the active house, and with it only to
//! reap.

use crate::ability::{Behavior, Queries, Query};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// While in play: its controller may reap with each friendly creature.
static REAP_WITH_ANY_FRIEND: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::OffHouseReap {
            player,
            card,
            value,
        } = q
        {
            let mine = g.card(me).controller;
            if *player == mine && g.card(*card).controller == mine {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn an_off_house_creature_may_reap_but_not_fight() {
    let mut t = scenario()
        .artifacts(A, &["Safe Place"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll"])
        .behavior("Safe Place", &REAP_WITH_ANY_FRIEND)
        .start();
    let pixie = t.find("Dust Pixie");
    assert!(!t.is_legal(Choice::Fight(pixie)));
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn without_the_permission_an_off_house_creature_cannot_reap() {
    let t = scenario().battleline(A, &["Dust Pixie"]).start();
    let pixie = t.find("Dust Pixie");
    assert!(!t.is_legal(Choice::Reap(pixie)));
}

#[test]
fn a_stunned_off_house_creature_may_remove_its_stun_and_an_enraged_one_reap() {
    let mut t = scenario()
        .artifacts(A, &["Safe Place"])
        .battleline(A, &["Dust Pixie", "Dextre"])
        .battleline(B, &["Troll"])
        .behavior("Safe Place", &REAP_WITH_ANY_FRIEND)
        .start();
    t.set_stunned("Dust Pixie");
    t.set_enraged("Dextre");
    let (pixie, dextre) = (t.find("Dust Pixie"), t.find("Dextre"));
    assert!(t.is_legal(Choice::RemoveStun(pixie)));
    assert!(!t.is_legal(Choice::Reap(pixie)));
    assert!(
        t.is_legal(Choice::Reap(dextre)),
        "not able to fight: enraged, it may reap"
    );
}
