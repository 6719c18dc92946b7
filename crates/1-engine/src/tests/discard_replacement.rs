//! Tests of [`GameAction::Discard`](crate::GameAction::Discard): a discard
//! from a hand that a replacement effect changes, and
//! [`GameAction::MayArchiveInstead`](crate::GameAction::MayArchiveInstead),
//! the holder's choice to archive the card instead.

use crate::ability::{Behavior, Queries, Step};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, Expiry, GameAction, Query};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Play: for the rest of the turn, each time a card is
/// discarded from a hand, its holder may archive it instead".
static DISCARDS_MAY_BE_ARCHIVED: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::RARE,
    lasting_modify: Some(|_, _, q| {
        if let Query::Instead {
            action: GameAction::Discard { card },
        } = *q
        {
            *q = Query::Instead {
                action: GameAction::MayArchiveInstead { card },
            };
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_discard_from_the_main_step_may_be_archived_instead() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &DISCARDS_MAY_BE_ARCHIVED)
        .hand(A, &["Punch", "Troll", "Krump"])
        .start();
    t.play("Punch");
    t.discard_card("Troll");
    assert_eq!(t.g.decision().map(|d| d.player), Some(A));
    t.choose_option(1);
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Punch"], "Troll never reached the pile");
    t.discard_card("Krump");
    t.choose_option(0);
    assert_eq!(t.discard(A), ["Punch", "Krump"]);
}

#[test]
fn the_holder_of_a_card_an_ability_discards_chooses() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &DISCARDS_MAY_BE_ARCHIVED)
        .hand(A, &["Punch"])
        .hand(B, &["Troll"])
        .start();
    t.play("Punch");
    t.g.discard_from_hand(t.find("Troll"));
    t.advance();
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    t.apply(Choice::Option(1));
    assert_eq!(t.archives_of(B), ["Troll"]);
}
