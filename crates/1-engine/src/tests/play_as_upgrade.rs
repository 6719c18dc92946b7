//! Tests of [`Behavior::plays_as_upgrade`]: a creature that may be played
//! as an upgrade instead.

use crate::ability::{Behavior, Queries, Reach, Step};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, Flank, Location, Query};
use keysim_facts::{House, Keywords};

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A creature that may be played as an upgrade giving "Reap: gain 1" and
/// taunt to its creature.
static REAPER_OR_UPGRADE: Behavior = Behavior {
    plays_as_upgrade: true,
    grants: Some(&REAP_GAIN_ONE),
    modifies: Queries::KEYWORDS,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == g.card(me).host {
                *value = value.with(Keywords::TAUNT);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Reap: gain 1.
static REAP_GAIN_ONE: Behavior = Behavior::reap(&[Step::gain(1)]);

#[test]
fn a_creature_that_plays_as_an_upgrade_may_be_attached_instead() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Bumpsy", &REAPER_OR_UPGRADE)
        .hand(A, &["Bumpsy"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Bumpsy");
    assert!(
        t.is_legal(Choice::Flank(Flank::Left)),
        "still a creature if you like"
    );
    t.choose("Krump");
    let (bumpsy, krump) = (t.find("Bumpsy"), t.find("Krump"));
    assert_eq!(t.g.card(bumpsy).location, Location::Attached);
    assert_eq!(t.g.card(bumpsy).host, krump);
    assert_eq!(t.line(A), ["Troll"]);
    assert!(t.g.keywords(krump).contains(Keywords::TAUNT));
    t.g.destroy(krump);
    t.advance();
    assert_eq!(t.discard(A), ["Bumpsy"], "it leaves play with its creature");
}

#[test]
fn a_creature_played_as_an_upgrade_grants_its_abilities() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Bumpsy", &REAPER_OR_UPGRADE)
        .hand(A, &["Bumpsy"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Bumpsy");
    t.choose("Troll");
    t.reap("Troll");
    assert_eq!(t.amber(A), 2, "the reap and the granted gain");
}

#[test]
fn with_no_creature_in_play_it_is_played_as_a_creature() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Bumpsy", &REAPER_OR_UPGRADE)
        .hand(A, &["Bumpsy"])
        .start();
    t.play("Bumpsy");
    assert_eq!(t.line(A), ["Bumpsy"], "nothing to attach it to: not asked");
}

#[test]
fn with_only_enemy_creatures_in_play_it_may_still_enter_the_empty_battleline() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Bumpsy", &REAPER_OR_UPGRADE)
        .hand(A, &["Bumpsy"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Bumpsy");
    assert!(t.is_legal(Choice::Target(t.find("Krump"))));
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Bumpsy"]);
}
