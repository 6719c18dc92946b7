//! Tests of [`Event::DiscardShuffled`]: a player's discard pile shuffled
//! into their deck, by an ability or to draw from an empty deck.

use crate::ability::{Behavior, Events, Step};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Event, Location};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "after you shuffle your discard pile into your deck, gain
/// 3".
static GAINS_ON_SHUFFLE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::DiscardShuffled { player: mine }) {
            g.gain(mine, 3);
        }
    }),
    hears: Events::DISCARD_SHUFFLED,
    ..Behavior::VANILLA
};

/// A test card: "Play: each player shuffles their discard pile into their
/// deck".
static EACH_SHUFFLES: Behavior = Behavior::play(&[Step::then(|g, f| {
    for p in [f.controller, f.controller.opponent()] {
        g.shuffle_zone_into_deck(p, Location::Discard);
    }
})]);

#[test]
fn an_ability_shuffling_a_discard_pile_into_the_deck_is_heard() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &GAINS_ON_SHUFFLE)
        .behavior("Punch", &EACH_SHUFFLES)
        .battleline(A, &["Troll"])
        .hand(A, &["Punch"])
        .discard(A, &["Krump"])
        .start();
    t.play("Punch");
    assert_eq!(t.amber(A), 1 + 3, "Punch's bonus, then the shuffle");
    assert_eq!(t.location("Krump"), Location::Deck);
}

#[test]
fn shuffling_an_empty_discard_pile_is_not_heard() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &GAINS_ON_SHUFFLE)
        .behavior("Punch", &EACH_SHUFFLES)
        .battleline(B, &["Troll"])
        .hand(A, &["Punch"])
        .start();
    t.play("Punch");
    assert_eq!(t.amber(B), 0, "B's discard pile was empty");
}

#[test]
fn drawing_from_an_empty_deck_shuffles_the_discard_pile_and_is_heard() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Troll", &GAINS_ON_SHUFFLE)
        .battleline(A, &["Troll"])
        .discard(
            A,
            &[
                "Krump",
                "Bumpsy",
                "Punch",
                "Anger",
                "Smaaash",
                "Valdr",
                "Loot the Bodies",
            ],
        )
        .deck(A, &[])
        .start();
    t.end_turn();
    assert_eq!(t.amber(A), 3);
    assert_eq!(t.hand_of(A).len(), 6);
}
