//! Unit tests of [`Game::in_ready_cards_step`](crate::Game::in_ready_cards_step):
//! a replacement of readying that applies to step 4 (ready cards) only.

use crate::ability::{Behavior, Queries, Query};
use crate::scenario::Scenario;
use crate::Player::A;
use crate::{CardPool, GameAction};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// While in play: no card is readied by step 4 (abilities still ready
/// cards).
static NOTHING_READIES_IN_STEP_4: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|g, _, q| {
        if let Query::Instead {
            action: GameAction::Ready { .. },
        } = q
        {
            if g.in_ready_cards_step() {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_replacement_of_step_4_leaves_cards_exhausted() {
    let mut t = scenario()
        .artifacts(A, &["Safe Place"])
        .battleline(A, &["Troll"])
        .behavior("Safe Place", &NOTHING_READIES_IN_STEP_4)
        .start();
    assert!(!t.g.in_ready_cards_step(), "step 3");
    t.reap("Troll");
    t.end_turn();
    assert!(t.exhausted("Troll"));
    assert!(!t.g.in_ready_cards_step(), "over with step 4");
}

#[test]
fn a_replacement_of_step_4_lets_an_ability_ready_a_card_in_step_3() {
    let mut t = scenario()
        .artifacts(A, &["Safe Place"])
        .battleline(A, &["Troll"])
        .behavior("Safe Place", &NOTHING_READIES_IN_STEP_4)
        .start();
    t.reap("Troll");
    let troll = t.find("Troll");
    t.g.ready(troll);
    assert!(!t.exhausted("Troll"));
}
