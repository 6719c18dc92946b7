//! Tests of the key cost words ([`crate::key_cost`]): "keys cost +N during
//! your opponent's next turn" raises every key forged that turn, "your
//! opponent's keys cost +N during their next turn" only theirs.

use crate::ability::{Behavior, Queries, Step};
use crate::key_cost;
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Expiry};
use keysim_facts::House;

fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Play: keys cost +2 during your opponent's next turn".
static EVERY_KEY_COSTS_2_MORE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, 2)),
    ..Behavior::VANILLA
};

/// A test card: "Play: your opponent's keys cost +2 during their next
/// turn".
static OPPONENTS_KEYS_COST_2_MORE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_opponents_keys_during_their_turn(g, &e, q, 2)),
    ..Behavior::VANILLA
};

#[test]
fn keys_cost_more_for_both_players_during_the_opponents_next_turn() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &EVERY_KEY_COSTS_2_MORE)
        .hand(A, &["Punch"])
        .start();
    t.play("Punch");
    assert_eq!(t.g.key_cost(B), 6, "not during your own turn");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 8, "a key you forge on their turn too");
}

#[test]
fn only_the_opponents_keys_cost_more_during_their_next_turn() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &OPPONENTS_KEYS_COST_2_MORE)
        .hand(A, &["Punch"])
        .start();
    t.play("Punch");
    assert_eq!(t.g.key_cost(B), 6, "not during your own turn");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6, "your own keys are not raised");
}
