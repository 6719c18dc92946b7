//! Unit tests of reactions of cards in a discard pile
//! ([`Behavior::in_discard`]): heard only while the card is there.

use crate::ability::{Behavior, Event, Events};
use crate::scenario::{Scenario, Test};
use crate::CardPool;
use crate::Choice;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "While in your discard pile: after you choose a house, gain 1."
static GAINS_FROM_THE_DISCARD_PILE: Behavior = Behavior {
    in_discard: Some(|g, me, ev| {
        if let Event::HouseChosen { player, .. } = ev {
            if player == g.card(me).owner {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// Ends A's turn and B's (B choosing Logos), up to A's choice of a house.
fn to_a_choosing_a_house(t: &mut Test) {
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    t.end_turn();
}

fn with_the_reaction(s: Scenario) -> Test {
    s.behavior("Troll", &GAINS_FROM_THE_DISCARD_PILE).start()
}

#[test]
fn a_card_in_its_owners_discard_pile_reacts() {
    let mut t =
        with_the_reaction(Scenario::new(vanilla_pool(), House::Brobnar).discard(A, &["Troll"]));
    to_a_choosing_a_house(&mut t);
    assert_eq!(t.amber(B), 0, "the opponent's choice: not its owner's");
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.g.check_bookkeeping(), Ok(()));
}

#[test]
fn a_card_discarded_from_hand_starts_reacting() {
    let mut t =
        with_the_reaction(Scenario::new(vanilla_pool(), House::Brobnar).hand(A, &["Troll"]));
    t.discard_card("Troll");
    assert_eq!(t.g.check_bookkeeping(), Ok(()));
    to_a_choosing_a_house(&mut t);
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn a_card_out_of_the_discard_pile_does_not_react() {
    let mut t =
        with_the_reaction(Scenario::new(vanilla_pool(), House::Brobnar).discard(A, &["Troll"]));
    let troll = t.find("Troll");
    t.g.return_to_hand(troll);
    t.advance();
    assert_eq!(t.g.check_bookkeeping(), Ok(()));
    to_a_choosing_a_house(&mut t);
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.amber(A), 0, "in hand");
}
