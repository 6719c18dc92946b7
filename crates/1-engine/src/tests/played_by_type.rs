//! Unit tests of [`TurnHistory::played_by_type`](crate::TurnHistory::played_by_type):
//! the cards played this turn, counted by card type.

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

#[test]
fn plays_are_counted_by_card_type_for_the_turn() {
    let mut t = scenario().hand(A, &["Anger", "Punch", "Troll"]).start();
    t.play("Anger");
    t.play("Punch");
    t.play("Troll");
    let by_type = t.g.turn_history().played_by_type;
    assert_eq!(by_type[CardType::Action as usize], 2);
    assert_eq!(by_type[CardType::Creature as usize], 1);
    assert_eq!(by_type[CardType::Artifact as usize], 0);
    t.end_turn();
    assert_eq!(t.g.turn_history().played_by_type, [0; 6], "a new turn");
}
