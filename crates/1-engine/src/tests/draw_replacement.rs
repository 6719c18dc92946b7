//! Tests of a draw replaced from a discard pile
//! ([`Behavior::instead_of_drawing`]): asked for each card drawn during
//! the owner's turn, one at a time.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Location};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "While this card is in your discard pile, if you would
/// draw a card during your turn, you may gain 1 and return this card to
/// your hand instead".
static GAIN_AND_RETURN_INSTEAD: Behavior = Behavior {
    instead_of_drawing: Some(|g, me| {
        let owner = g.card(me).owner;
        g.gain(owner, 1);
        g.return_to_hand(me);
    }),
    ..Behavior::VANILLA
};

/// A test card: "Play: draw 2 cards, then gain 1 for each card in your
/// hand".
static DRAW_TWO_THEN_COUNT: Behavior = Behavior::play(&[
    Step::draw(2),
    Step::then(|g, f| {
        let n = g.player(f.controller).hand.len() as u32;
        g.gain(f.controller, n);
    }),
]);

/// Five cards: a hand that draws one card in step 5.
const FIVE: [&str; 5] = ["Punch"; 5];

#[test]
fn a_draw_in_step_5_may_be_replaced_from_the_discard_pile() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &GAIN_AND_RETURN_INSTEAD)
        .hand(A, &FIVE)
        .discard(A, &["Troll"])
        .start();
    let deck = t.deck_of(A).len();
    t.end_turn();
    t.yes();
    assert_eq!(t.location("Troll"), Location::Hand);
    assert_eq!(t.hand_of(A).len(), 6);
    assert_eq!(t.deck_of(A).len(), deck, "nothing drawn");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.g.active_player(), B, "the turn ended after the draw");
}

#[test]
fn a_declined_replacement_draws_and_asks_again_for_the_next_card() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &GAIN_AND_RETURN_INSTEAD)
        .hand(A, &["Punch"; 4])
        .discard(A, &["Troll"])
        .start();
    let deck = t.deck_of(A).len();
    t.end_turn();
    t.no();
    assert_eq!(t.deck_of(A).len(), deck - 1, "the first card drawn");
    t.yes();
    assert_eq!(t.deck_of(A).len(), deck - 1, "the second replaced");
    assert_eq!(t.location("Troll"), Location::Hand);
    assert_eq!(t.hand_of(A).len(), 6);
    assert_eq!(t.g.active_player(), B);
}

#[test]
fn a_draw_during_an_ability_is_replaced_before_the_rest_of_the_ability() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &GAIN_AND_RETURN_INSTEAD)
        .behavior("Punch", &DRAW_TWO_THEN_COUNT)
        .hand(A, &["Punch"])
        .discard(A, &["Troll"])
        .start();
    t.play("Punch");
    t.yes();
    assert!(
        !t.asks_target(),
        "Troll left the pile: the second card is drawn"
    );
    assert_eq!(t.hand_of(A).len(), 2, "Troll and one card drawn");
    assert_eq!(
        t.amber(A),
        1 + 1 + 2,
        "Punch's bonus icon, 1 from Troll, then the 2 cards counted"
    );
}

#[test]
fn a_draw_on_the_opponents_turn_is_not_replaced() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &GAIN_AND_RETURN_INSTEAD)
        .hand(A, &FIVE)
        .hand(B, &FIVE)
        .discard(B, &["Troll"])
        .start();
    t.end_turn();
    assert_eq!(t.g.active_player(), B, "A drew with no question");
    assert_eq!(t.location("Troll"), Location::Discard);
}
