//! Unit tests of [`Step::return_from_discard_of_type`] ("return a card of
//! each type from your discard pile to your hand"), on a pool where every
//! card plays as its printed facts.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::A;
use keysim_facts::{CardType, House};

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "Play: return an action card and a creature card from your discard
/// pile to your hand."
static ACTION_AND_CREATURE_BACK: Behavior = Behavior::play(&[
    Step::return_from_discard_of_type(CardType::Action),
    Step::return_from_discard_of_type(CardType::Creature),
]);

#[test]
fn each_step_offers_only_cards_of_its_type() {
    let mut t = scenario()
        .behavior("Anger", &ACTION_AND_CREATURE_BACK)
        .hand(A, &["Anger"])
        .discard(A, &["Punch", "Troll", "Krump", "Blood of Titans"])
        .start();
    t.play("Anger");
    t.choose("Krump");
    let mut hand = t.hand_of(A);
    hand.sort();
    assert_eq!(
        hand,
        ["Krump", "Punch"],
        "Punch, the only action, without asking"
    );
}

#[test]
fn a_type_missing_from_the_pile_is_skipped() {
    let mut t = scenario()
        .behavior("Anger", &ACTION_AND_CREATURE_BACK)
        .hand(A, &["Anger"])
        .discard(A, &["Troll"])
        .start();
    t.play("Anger");
    assert_eq!(t.hand_of(A), ["Troll"]);
}
