//! Tests of [`GameAction::PutBeneath`](crate::GameAction::PutBeneath): a
//! card that would be discarded from a hand is revealed and put facedown
//! beneath a card in play instead.

use crate::ability::{Behavior, Queries};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, GameAction, Query};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "each card that would be discarded from a hand is put
/// beneath this card instead".
static CATCHES_DISCARDS: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|_, me, q| {
        if let Query::Instead {
            action: GameAction::Discard { card },
        } = *q
        {
            *q = Query::Instead {
                action: GameAction::PutBeneath { card, host: me },
            };
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_discarded_card_goes_beneath_the_card_instead_revealed_to_both() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Pile of Skulls", &CATCHES_DISCARDS)
        .artifacts(B, &["Pile of Skulls"])
        .hand(A, &["Troll"])
        .start();
    t.discard_card("Troll");
    assert_eq!(t.beneath_of("Pile of Skulls"), ["Troll"]);
    assert!(t.discard(A).is_empty());
    let troll = t.find("Troll");
    assert!(!t.card("Troll").is_grafted(), "facedown");
    assert_eq!(t.card("Troll").host, t.find("Pile of Skulls"));
    assert_ne!(t.g.known[B.index()] & (1u128 << troll.0), 0, "B saw it");
}
