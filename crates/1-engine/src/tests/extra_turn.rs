//! Tests of [`Game::take_another_turn`](crate::Game::take_another_turn):
//! "take another turn after this one".

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use crate::{Choice, DecisionKind};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Play: take another turn after this one".
static ANOTHER_TURN: Behavior =
    Behavior::play(&[Step::then(|g, f| g.take_another_turn(f.controller))]);

#[test]
fn the_same_player_takes_the_next_turn_then_play_passes_as_usual() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &ANOTHER_TURN)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll"])
        .start();
    let turn = t.g.turn();
    t.play("Punch");
    t.reap("Troll");
    t.end_turn();
    assert_eq!(t.g.active_player(), A, "A takes the extra turn");
    assert_eq!(t.g.turn(), turn + 1, "an extra turn is a turn");
    assert!(!t.exhausted("Troll"), "A's cards readied in step 4");
    assert!(matches!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::House)
    ));
    t.apply(Choice::House(House::Brobnar));
    assert!(t.g.extra_turn().is_none(), "the extra turn was taken");
    t.end_turn();
    assert_eq!(t.g.active_player(), B, "then the opponent's turn");
}

#[test]
fn asking_twice_in_one_turn_gives_one_extra_turn() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &ANOTHER_TURN)
        .hand(A, &["Punch", "Punch"])
        .start();
    t.play("Punch");
    t.play("Punch");
    t.end_turn();
    assert_eq!(t.g.active_player(), A);
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.active_player(), B);
}
