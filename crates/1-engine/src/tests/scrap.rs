//! Tests of "Scrap:" ([`Behavior::scrap`]): the ability resolves after the
//! card is discarded from its owner's hand during its owner's turn.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Scrap: gain 2".
static SCRAP_GAIN_TWO: Behavior = Behavior {
    scrap: &[Step::gain(2)],
    ..Behavior::VANILLA
};

/// A test card: "Play: your opponent discards a random card from hand".
static OPPONENT_DISCARDS: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.discard_random(f.controller.opponent());
})]);

#[test]
fn discarding_a_scrap_card_from_hand_on_your_turn_resolves_it() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &SCRAP_GAIN_TWO)
        .hand(A, &["Troll"])
        .start();
    t.discard_card("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.amber(A), 2, "its owner gained from the scrap ability");
}

#[test]
fn a_scrap_card_discarded_on_the_opponents_turn_does_nothing() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &SCRAP_GAIN_TWO)
        .behavior("Punch", &OPPONENT_DISCARDS)
        .hand(A, &["Punch"])
        .hand(B, &["Troll"])
        .start();
    t.play("Punch");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.amber(B), 0, "not discarded during its owner's turn");
}

#[test]
fn a_scrap_card_leaving_hand_another_way_does_nothing() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &SCRAP_GAIN_TWO)
        .hand(A, &["Troll"])
        .start();
    t.play("Troll");
    assert_eq!(t.amber(A), 0, "played, not discarded");
}
