//! Unit tests of [`Event::Drew`] ("after you draw a card"): told for each
//! card drawn, in step 5 or by an ability; abilities it queues in step 5
//! resolve before the turn ends.

use crate::ability::{Ability, Behavior, Event, Events, Step};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "After you draw a card, you may gain 1."
static MAY_GAIN_PER_DRAW: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::Drew { player, .. } = ev {
            if player == mine {
                g.trigger(MAY_GAIN_ONE, me, mine);
            }
        }
    }),
    hears: Events::DREW,
    ..Behavior::VANILLA
};

const MAY_GAIN_ONE: Ability = &[Step::may(|g, f| {
    g.gain(f.controller, 1);
})];

/// "Play: draw 2 cards."
static DRAW_TWO: Behavior = Behavior::play(&[Step::draw(2)]);

#[test]
fn each_card_drawn_in_step_5_is_told_before_the_turn_ends() {
    let mut t = scenario()
        .artifacts(A, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &MAY_GAIN_PER_DRAW)
        .hand(A, &["Troll", "Krump", "Bumpsy", "Valdr"])
        .start();
    t.end_turn();
    t.yes();
    t.yes();
    assert_eq!(t.amber(A), 2, "2 cards drawn up to 6");
    assert_eq!(t.g.active_player(), B, "then the turn ended");
    assert!(t.is_legal(Choice::House(House::Brobnar)));
}

#[test]
fn each_card_an_ability_draws_is_told() {
    let mut t = scenario()
        .artifacts(A, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &MAY_GAIN_PER_DRAW)
        .behavior("Punch", &DRAW_TWO)
        .hand(A, &["Punch"])
        .start();
    t.play("Punch");
    t.yes();
    t.no();
    assert_eq!(t.amber(A), 2, "Punch's bonus, and 1 of the 2 draws");
    assert_eq!(t.hand_of(A).len(), 2);
}
