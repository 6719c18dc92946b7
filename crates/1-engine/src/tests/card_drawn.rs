//! Unit tests of the reaction event "each time a player draws a card"
//! ([`Event::CardDrawn`]): one event per card, whoever draws it and
//! whatever makes them draw, on a pool where every card plays as its
//! printed facts; a real card is given a hand-built behaviour to react.

use crate::ability::{Behavior, Event, Events};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
    .behavior("Krump", &COUNTS_OPPONENT_DRAWS)
}

/// Each time the opponent draws a card, its controller gains 1.
static COUNTS_OPPONENT_DRAWS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::CardDrawn { player, card } = ev {
            assert_eq!(g.card(card).location, crate::Location::Hand);
            if player != mine {
                g.gain(mine, 1);
            }
        }
    }),
    hears: Events::CARD_DRAWN,
    ..Behavior::VANILLA
};

#[test]
fn each_card_an_opponent_draws_is_heard_once_in_their_hand() {
    let mut t = scenario()
        .battleline(A, &["Krump"])
        .deck(B, &["Troll", "Bumpsy", "Punch"])
        .start();
    t.g.draw(B, 2);
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.hand_of(B), ["Troll", "Bumpsy"]);
}

#[test]
fn the_draw_that_refills_a_hand_is_heard_card_by_card_and_the_controllers_own_are_not() {
    let mut t = scenario()
        .battleline(A, &["Krump"])
        .deck(A, &["Troll"; 8])
        .deck(B, &["Troll"; 3])
        .start();
    t.end_turn();
    assert_eq!(t.amber(A), 0, "A refilled its own hand");
    t.apply(crate::Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.hand_of(B).len(), 3, "all B's deck held");
    assert_eq!(t.amber(A), 3, "one for each card B drew in step 5");
}
