//! Replacement effects ("instead") and who chooses among several.

use keysim_engine::ability::{Behavior, Query};
use keysim_engine::instead::GameAction;
use keysim_engine::Location;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

use super::scenario;

// ----- Replacement effects --------------------------------------------------

static CAPTURES_WHAT_THE_OPPONENT_GAINS: Behavior = Behavior {
    modifies: keysim_engine::ability::Queries::REPLACEMENTS,
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

#[test]
fn gained_amber_can_be_captured_instead() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 1)
        .behavior("Dust Pixie", &CAPTURES_WHAT_THE_OPPONENT_GAINS)
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 0, "A's reap Æmber goes elsewhere");
    assert_eq!(
        t.amber_on("Dust Pixie"),
        1,
        "captured by the replacing creature"
    );
    assert_eq!(t.amber(B), 1, "not gained by B either");
}

/// "Friendly creatures are exhausted instead of destroyed" (no card of
/// this project says so; it exercises destruction and exhaustion as
/// replaceable actions).
static EXHAUSTED_INSTEAD_OF_DESTROYED: Behavior = Behavior {
    modifies: keysim_engine::ability::Queries::REPLACEMENTS,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Destroy { card },
        } = *q
        {
            if card != me && g.card(card).controller == g.card(me).controller {
                *q = Query::Instead {
                    action: GameAction::Exhaust { card },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_destruction_can_be_replaced_by_another_action() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Hand of Dis"])
        .battleline(B, &["Dust Pixie", "Troll", "Krump"])
        .behavior("Dust Pixie", &EXHAUSTED_INSTEAD_OF_DESTROYED)
        .start();
    t.play("Hand of Dis"); // the only creature not on a flank: Troll
    assert_eq!(t.location("Troll"), Location::Battleline, "not destroyed");
    assert!(t.exhausted("Troll"), "exhausted instead");
}

/// "Creatures cannot be readied" (no card of this project says so).
static NOTHING_READIES: Behavior = Behavior {
    modifies: keysim_engine::ability::Queries::REPLACEMENTS,
    modify: Some(|_, _, q| {
        if let Query::Instead {
            action: GameAction::Ready { .. },
        } = q
        {
            *q = Query::Instead {
                action: GameAction::Prevented,
            };
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn readying_can_be_prevented() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .behavior("Dust Pixie", &NOTHING_READIES)
        .start();
    t.reap("Troll");
    t.end_turn();
    assert!(t.exhausted("Troll"), "step 4 readies nothing");
}
