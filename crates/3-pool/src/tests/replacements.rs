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

// ----- What counts as destroyed ---------------------------------------------

#[test]
fn a_creature_armageddon_cloak_saves_was_not_destroyed() {
    // The rulebook's replacement effects: the destroyed tag moves from the
    // creature to the Cloak, so the creature was never destroyed.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(B, "Armageddon Cloak", "Dust Pixie")
        .start();
    let (pixie, cloak) = (t.find("Dust Pixie"), t.find("Armageddon Cloak"));
    t.play("Punch");
    assert_eq!(t.location("Dust Pixie"), Location::Battleline);
    assert!(!t.g.was_destroyed(pixie));
    assert!(t.g.was_destroyed(cloak));
    assert_eq!(t.g.game_history().creatures_destroyed, [0, 0]);
}

#[test]
fn a_creature_its_own_destroyed_ability_returns_to_hand_was_destroyed() {
    // FAQ (Tolas and Bad Penny): cards still count as destroyed when their
    // "Destroyed:" ability moves them out of play.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Bad Penny"])
        .start();
    let penny = t.find("Bad Penny");
    t.play("Punch");
    assert_eq!(t.location("Bad Penny"), Location::Hand);
    assert!(t.g.was_destroyed(penny));
    assert_eq!(t.g.game_history().creatures_destroyed, [0, 1]);
}

#[test]
fn a_warded_creature_or_one_that_left_play_otherwise_was_not_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch", "Punch"])
        .battleline(B, &["Bad Penny", "Dust Pixie"])
        .start();
    let (penny, pixie) = (t.find("Bad Penny"), t.find("Dust Pixie"));
    t.set_ward("Dust Pixie");
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.location("Dust Pixie"), Location::Battleline);
    assert!(!t.g.was_destroyed(pixie), "the ward prevented it");
    t.play("Punch");
    t.choose("Bad Penny");
    assert!(t.g.was_destroyed(penny));
    t.g.put_into_play(penny, B, keysim_engine::Flank::Right);
    t.advance();
    assert!(!t.g.was_destroyed(penny), "in play again");
    t.g.return_to_hand(penny);
    t.advance();
    assert_eq!(t.location("Bad Penny"), Location::Hand);
    assert!(
        !t.g.was_destroyed(penny),
        "left play without being destroyed"
    );
}
