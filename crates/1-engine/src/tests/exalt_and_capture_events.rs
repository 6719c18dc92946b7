//! Unit tests of the events of a creature exalted and of a creature
//! capturing Æmber ([`Event::Exalted`], [`Event::Captured`]), on a pool
//! where every card plays as its printed facts.

use crate::ability::{Behavior, Event, Events, Queries, Query};
use crate::action::GameAction;
use crate::scenario::{Scenario, Test};
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A tally on an artifact: 1 Æmber on it per creature exalted, 10 per
/// Æmber captured.
static TALLY: Behavior = Behavior {
    on_event: Some(|g, me, ev| match ev {
        Event::Exalted { .. } => g.place_amber(me, 1),
        Event::Captured { amount, .. } => g.place_amber(me, 10 * amount as u32),
        _ => {}
    }),
    hears: Events::EXALTED.and(Events::CAPTURED),
    ..Behavior::VANILLA
};

/// "Æmber your opponent would gain is captured by Troll instead."
static TROLL_CAPTURES_GAINS: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS_BUT_READYING,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Gain { player, amount, .. },
        } = *q
        {
            if player != g.card(me).controller {
                *q = Query::Instead {
                    action: GameAction::PutOnCard { card: me, amount },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

fn board(b_amber: u8) -> Test {
    Scenario::new(vanilla_pool(), House::Brobnar)
        .artifacts(A, &["Gauntlet of Command"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .amber(B, b_amber)
        .behavior("Gauntlet of Command", &TALLY)
        .start()
}

#[test]
fn exalting_a_creature_on_either_side_is_heard() {
    let mut t = board(0);
    let (krump, troll) = (t.find("Krump"), t.find("Troll"));
    t.g.exalt(krump);
    t.g.exalt(troll);
    assert_eq!(t.amber_on("Gauntlet of Command"), 2);
}

#[test]
fn a_capture_is_heard_with_the_amber_actually_captured() {
    let mut t = board(2);
    let krump = t.find("Krump");
    t.g.capture(krump, 3);
    assert_eq!(t.amber_on("Krump"), 2);
    assert_eq!(t.amber_on("Gauntlet of Command"), 20);
}

#[test]
fn capturing_from_an_empty_pool_is_not_heard() {
    let mut t = board(0);
    let krump = t.find("Krump");
    t.g.capture(krump, 1);
    assert_eq!(t.amber_on("Gauntlet of Command"), 0);
}

#[test]
fn amber_captured_instead_of_gained_is_heard() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .artifacts(A, &["Gauntlet of Command"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .behavior("Gauntlet of Command", &TALLY)
        .behavior("Troll", &TROLL_CAPTURES_GAINS)
        .start();
    t.reap("Krump");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Gauntlet of Command"), 10);
}
