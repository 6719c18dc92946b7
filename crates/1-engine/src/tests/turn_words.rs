//! Tests of turn and deck words cards call: [`Game::end_main_step`] ("end
//! your turn"), [`Game::change_active_house`] ("its house becomes your
//! active house") and [`Game::arrange_top_of_deck`] ("put them back in any
//! order").
//!
//! [`Game::end_main_step`]: crate::Game::end_main_step
//! [`Game::change_active_house`]: crate::Game::change_active_house
//! [`Game::arrange_top_of_deck`]: crate::Game::arrange_top_of_deck

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, DecisionKind};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// Action: gain 1, end your turn, gain 1 more (the ability still resolves
/// to its end).
static GAIN_AND_END_THE_TURN: Behavior = Behavior::action(&[
    Step::gain(1),
    Step::then(|g, _| g.end_main_step()),
    Step::gain(1),
]);

/// Action: your active house becomes Dis.
static BECOME_DIS: Behavior =
    Behavior::action(&[Step::then(|g, _| g.change_active_house(House::Dis))]);

#[test]
fn end_main_step_ends_the_turn_once_the_ability_resolved() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("The Warchest", &GAIN_AND_END_THE_TURN)
        .artifacts(A, &["The Warchest"])
        .battleline(A, &["Troll"])
        .hand(A, &["Punch"])
        .start();
    t.set_exhausted("Troll", true);
    t.action("The Warchest");
    assert_eq!(t.amber(A), 2, "the whole ability resolved");
    assert_eq!(t.g.active_player(), B, "A's turn is over");
    assert!(!t.exhausted("Troll"), "step 4 readied A's cards");
    assert_eq!(t.hand_of(A).len(), 6, "step 5 refilled A's hand");
    assert!(matches!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::House)
    ));
}

#[test]
fn change_active_house_lets_the_new_house_be_played_and_used() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("The Warchest", &BECOME_DIS)
        .artifacts(A, &["The Warchest"])
        .battleline(A, &["Troll"])
        .hand(A, &["Punch", "Hand of Dis"])
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Hand of Dis"))));
    t.action("The Warchest");
    assert_eq!(t.g.active_house(), Some(House::Dis));
    assert!(t.is_legal(Choice::Play(t.find("Hand of Dis"))));
    assert!(!t.is_legal(Choice::Play(t.find("Punch"))));
    assert!(!t.is_legal(Choice::Reap(t.find("Troll"))));
}

#[test]
fn arrange_top_of_deck_puts_the_top_cards_back_in_the_order_given() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .deck(A, &["Punch", "Anger", "Smith", "Troll"])
        .start();
    t.g.arrange_top_of_deck(A, &[2, 0, 1]);
    assert_eq!(t.deck_of(A), ["Smith", "Punch", "Anger", "Troll"]);
    t.g.arrange_top_of_deck(A, &[1]);
    assert_eq!(
        t.deck_of(A),
        ["Smith", "Punch", "Anger", "Troll"],
        "one card: nothing to arrange"
    );
    t.g.arrange_top_of_deck(A, &[1, 1, 0]);
    assert_eq!(
        t.deck_of(A),
        ["Punch", "Smith", "Anger", "Troll"],
        "a position named twice counts once"
    );
}

#[test]
fn arrange_top_of_deck_arranges_a_short_deck_whole() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .deck(A, &["Punch", "Anger"])
        .start();
    t.g.arrange_top_of_deck(A, &[2, 1, 0]);
    assert_eq!(t.deck_of(A), ["Anger", "Punch"]);
}
