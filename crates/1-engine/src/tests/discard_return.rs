//! Tests of step 3's return of a card from a discard pile by its own
//! permission ([`Behavior::returns_from_discard`]).

use crate::ability::Behavior;
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, Location};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "While you have 2 Æmber or more, you may return this card
/// from your discard pile to your hand".
static RETURNS_WITH_TWO_AMBER: Behavior = Behavior {
    returns_from_discard: Some(|g, p| g.player(p).amber >= 2),
    ..Behavior::VANILLA
};

#[test]
fn while_its_condition_holds_the_card_returns_from_the_discard_pile_to_hand() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &RETURNS_WITH_TWO_AMBER)
        .discard(A, &["Troll", "Krump"])
        .amber(A, 2)
        .start();
    t.return_from_discard("Troll");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.amber(A), 2, "returning it costs nothing");
    assert!(
        !t.choices()
            .iter()
            .any(|c| matches!(c, Choice::ReturnFromDiscard(_))),
        "nothing else in the pile may return"
    );
}

#[test]
fn without_its_condition_the_card_stays_in_the_discard_pile() {
    let t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &RETURNS_WITH_TWO_AMBER)
        .discard(A, &["Troll"])
        .amber(A, 1)
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::ReturnFromDiscard(troll)));
}

#[test]
fn only_the_active_player_returns_a_card_from_their_own_pile() {
    let t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &RETURNS_WITH_TWO_AMBER)
        .discard(B, &["Troll"])
        .amber(B, 5)
        .start();
    let troll = t.find("Troll");
    assert_eq!(t.location("Troll"), Location::Discard);
    assert!(!t.is_legal(Choice::ReturnFromDiscard(troll)));
}

#[test]
fn returning_a_card_is_not_a_play_for_the_first_turn_rule() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &RETURNS_WITH_TWO_AMBER)
        .discard(A, &["Troll"])
        .hand(A, &["Krump"])
        .amber(A, 2)
        .turn(1)
        .start();
    t.return_from_discard("Troll");
    t.play("Krump");
    assert_eq!(t.line(A), ["Krump"]);
    let troll = t.find("Troll");
    assert!(
        !t.is_legal(Choice::Play(troll)),
        "one card played on the first turn, as ever"
    );
}
