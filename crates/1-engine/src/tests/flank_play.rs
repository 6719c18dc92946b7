//! Unit tests of the flanks a creature may be played on
//! ([`Query::MayPlayOnFlank`]: Phantasmaquid's "your opponent cannot play
//! creatures on their right flank").

use crate::ability::{Behavior, Queries};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, Flank, Query};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "Your opponent cannot play creatures on their right flank."
static NO_RIGHT_FLANK_FOR_THE_OPPONENT: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::MayPlayOnFlank {
            player,
            flank: Flank::Right,
            value,
        } = q
        {
            if *player != g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Each creature you play may enter anywhere in your battleline."
static PLAYED_CREATURES_ENTER_ANYWHERE: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|_, _, q| {
        if let Query::EntersAnywhere { value, .. } = q {
            *value = true;
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_creature_played_where_the_right_flank_is_forbidden_goes_on_the_left() {
    let mut t = scenario()
        .artifacts(B, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &NO_RIGHT_FLANK_FOR_THE_OPPONENT)
        .battleline(A, &["Troll"])
        .hand(A, &["Krump"])
        .start();
    t.play("Krump");
    assert_eq!(t.line(A), ["Krump", "Troll"], "the one place left, taken");
}

#[test]
fn the_restriction_spares_its_controllers_own_creatures() {
    let mut t = scenario()
        .artifacts(A, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &NO_RIGHT_FLANK_FOR_THE_OPPONENT)
        .battleline(A, &["Troll"])
        .hand(A, &["Krump"])
        .start();
    t.play("Krump");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Troll", "Krump"]);
}

#[test]
fn a_creature_entering_anywhere_cannot_take_the_forbidden_end() {
    let mut t = scenario()
        .artifacts(B, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &NO_RIGHT_FLANK_FOR_THE_OPPONENT)
        .artifacts(A, &["Library of Babble"])
        .behavior("Library of Babble", &PLAYED_CREATURES_ENTER_ANYWHERE)
        .battleline(A, &["Troll", "Bumpsy"])
        .hand(A, &["Krump"])
        .start();
    t.play("Krump");
    assert!(t.is_legal(Choice::Position(0)));
    assert!(t.is_legal(Choice::Position(1)));
    assert!(!t.is_legal(Choice::Position(2)), "the right flank");
}

#[test]
fn a_creature_played_into_an_empty_battleline_still_enters() {
    let mut t = scenario()
        .artifacts(B, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &NO_RIGHT_FLANK_FOR_THE_OPPONENT)
        .hand(A, &["Krump"])
        .start();
    t.play("Krump");
    assert_eq!(t.line(A), ["Krump"]);
}
