//! Unit tests of the reaction event "after an upgrade is attached to a
//! creature" ([`Event::UpgradeAttached`]): as the upgrade enters play
//! (played onto a creature, or a creature played as an upgrade) and as it
//! moves to another creature ([`Game::move_upgrade`](crate::Game::move_upgrade)),
//! on a pool where every card plays as its printed facts; a real card is
//! given a hand-built behaviour to react.

use crate::ability::{Ability, Behavior, Event, Events, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Location;
use crate::Player::A;
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

fn scenario(house: House) -> Scenario {
    Scenario::new(vanilla_pool(), house)
}

/// After an upgrade is attached to this creature, its controller gains 1
/// if the upgrade entered play, 3 if it moved here.
static COUNTS_ATTACHMENTS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::UpgradeAttached { host, entering, .. } = ev {
            if host == me {
                let gained = if entering { 1 } else { 3 };
                g.gain(g.card(me).controller, gained);
            }
        }
    }),
    hears: Events::UPGRADE_ATTACHED,
    ..Behavior::VANILLA
};

/// A queued ability: its controller draws a card.
const DRAW_ONE: Ability = &[Step::draw(1)];

/// After an upgrade is attached to any creature, queue an ability: draw a
/// card.
static QUEUES_A_DRAW: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::UpgradeAttached { .. } = ev {
            g.trigger(DRAW_ONE, me, g.card(me).controller);
        }
    }),
    hears: Events::UPGRADE_ATTACHED,
    ..Behavior::VANILLA
};

/// A creature that may be played as an upgrade instead.
static PLAYS_AS_UPGRADE: Behavior = Behavior {
    plays_as_upgrade: true,
    ..Behavior::VANILLA
};

#[test]
fn an_upgrade_played_onto_a_creature_is_attached_as_it_enters_play() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Way of the Wolf"])
        .battleline(A, &["Troll", "Krump"])
        .behavior("Troll", &COUNTS_ATTACHMENTS)
        .start();
    t.play("Way of the Wolf");
    t.choose("Troll");
    assert_eq!(t.amber(A), 1 + 1, "its Æmber bonus, and the reaction's 1");
}

#[test]
fn an_upgrade_played_onto_another_creature_is_not_heard_as_attached_to_this_one() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Way of the Wolf"])
        .battleline(A, &["Troll", "Krump"])
        .behavior("Troll", &COUNTS_ATTACHMENTS)
        .start();
    t.play("Way of the Wolf");
    t.choose("Krump");
    assert_eq!(t.amber(A), 1, "its Æmber bonus only");
}

#[test]
fn a_creature_played_as_an_upgrade_is_attached_as_it_enters_play() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Troll"])
        .behavior("Krump", &PLAYS_AS_UPGRADE)
        .behavior("Troll", &COUNTS_ATTACHMENTS)
        .start();
    t.play("Krump");
    t.choose("Troll");
    assert_eq!(t.location("Krump"), Location::Attached);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn an_upgrade_moved_to_a_creature_is_attached_without_entering_play() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Krump", "Troll"])
        .upgrade(A, "Way of the Wolf", "Krump")
        .behavior("Troll", &COUNTS_ATTACHMENTS)
        .start();
    let (wolf, troll) = (t.find("Way of the Wolf"), t.find("Troll"));
    assert!(t.g.move_upgrade(wolf, troll));
    assert_eq!(t.amber(A), 3);
    assert!(
        !t.g.move_upgrade(wolf, troll),
        "already there: no attachment"
    );
    assert_eq!(t.amber(A), 3);
}

#[test]
fn an_ability_queued_by_the_attachment_resolves_and_the_play_goes_on() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Way of the Wolf"])
        .battleline(A, &["Troll"])
        .deck(A, &["Krump", "Bumpsy"])
        .behavior("Troll", &QUEUES_A_DRAW)
        .start();
    t.play("Way of the Wolf");
    assert_eq!(t.hand_of(A), ["Krump"], "the queued draw");
    assert_eq!(t.amber(A), 1, "the play resumed: its Æmber bonus");
    assert_eq!(t.location("Way of the Wolf"), Location::Attached);
    assert!(t.g.decision().is_some_and(|d| d.player == A));
}
