//! Unit tests of readying in step 4 as replacement effects see it
//! ([`GameAction::Ready`] while [`Game::in_ready_cards_step`](crate::Game::in_ready_cards_step)), on a pool where every card
//! plays as its printed facts.

use crate::ability::{Behavior, Queries, Query, QueryClass};
use crate::action::GameAction;
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Choice;
use crate::Player::A;
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "This creature does not ready during your 'ready cards' step."
static STAYS_EXHAUSTED_IN_READY_STEP: Behavior = Behavior {
    modifies: Queries(1 << QueryClass::Readying as u16),
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Ready { card },
        } = *q
        {
            if card == me && g.in_ready_cards_step() {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn step_4_readying_is_told_apart_from_an_ability_readying() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .deck(A, &["Punch"; 8])
        .behavior("Troll", &STAYS_EXHAUSTED_IN_READY_STEP)
        .start();
    t.set_exhausted("Troll", true);
    t.set_exhausted("Krump", true);
    t.end_turn();
    assert!(t.exhausted("Troll"), "step 4 did not ready it");
    assert!(!t.exhausted("Krump"));
    let troll = t.find("Troll");
    t.g.ready(troll);
    assert!(!t.exhausted("Troll"), "an ability readies it");
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.exhausted("Troll"));
}
