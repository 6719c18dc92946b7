//! Unit tests of where a played action card goes once it has resolved
//! ([`GameAction::LeavePlay`] from [`Location::Limbo`]), on a pool where
//! every card plays as its printed facts.

use crate::ability::{Behavior, Queries, Query};
use crate::action::GameAction;
use crate::scenario::Scenario;
use crate::zone::Location;
use crate::CardPool;
use crate::Player::A;
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Sanctum,
    )
}

/// "A resolved action card returns to its owner's hand instead of the
/// discard pile."
static RESOLVED_CARDS_RETURN_TO_HAND: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|_, _, q| {
        if let Query::Instead {
            action:
                GameAction::LeavePlay {
                    from: Location::Limbo,
                    to: to @ Location::Discard,
                    ..
                },
        } = q
        {
            *to = Location::Hand;
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_resolved_action_card_goes_to_the_discard_pile() {
    let mut t = scenario()
        .hand(A, &["Virtuous Works"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Virtuous Works");
    assert_eq!(t.discard(A), ["Virtuous Works"]);
}

#[test]
fn a_replacement_sends_a_resolved_action_card_elsewhere() {
    let mut t = scenario()
        .hand(A, &["Virtuous Works"])
        .battleline(A, &["Troll"])
        .behavior("Troll", &RESOLVED_CARDS_RETURN_TO_HAND)
        .start();
    t.play("Virtuous Works");
    assert_eq!(t.amber(A), 3, "it resolved");
    assert!(t.discard(A).is_empty());
    assert_eq!(t.hand_of(A), ["Virtuous Works"]);
}

/// "A resolved action card goes to its owner's deck instead of the
/// discard pile."
static RESOLVED_CARDS_GO_TO_THE_DECK: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|_, _, q| {
        if let Query::Instead {
            action:
                GameAction::LeavePlay {
                    from: Location::Limbo,
                    to: to @ Location::Discard,
                    ..
                },
        } = q
        {
            *to = Location::Deck;
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_resolved_action_card_sent_to_its_deck_goes_to_the_bottom() {
    let mut t = scenario()
        .hand(A, &["Virtuous Works"])
        .battleline(A, &["Troll"])
        .deck(A, &["Punch", "Krump"])
        .behavior("Troll", &RESOLVED_CARDS_GO_TO_THE_DECK)
        .start();
    t.play("Virtuous Works");
    assert!(t.discard(A).is_empty());
    assert_eq!(
        t.deck_of(A),
        ["Punch", "Krump", "Virtuous Works"],
        "top first: the card at the bottom"
    );
}
