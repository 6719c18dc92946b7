//! Tests of [`GameAction::MakeTokens`](crate::GameAction::MakeTokens): Æmber
//! that would reach a pool makes that many token creatures instead.

use crate::ability::{Behavior, Queries, Step};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Expiry, GameAction, Identity, Query};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Play: for the rest of the turn, Æmber that would be added
/// to your pool makes that many token creatures instead; gain 2; steal 1".
static GAINS_MAKE_TOKENS: Behavior = Behavior {
    play: &[
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)),
        Step::gain(2),
        Step::steal(1),
    ],
    lasting_modifies: Queries::REPLACEMENTS_BUT_READYING,
    lasting_modify: Some(|_, e, q| {
        if let Query::Instead {
            action: GameAction::Gain { player, amount, .. },
        } = *q
        {
            if player == e.controller {
                *q = Query::Instead {
                    action: GameAction::MakeTokens {
                        player,
                        amount,
                        source: e.source,
                    },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn aember_gained_or_stolen_makes_tokens_instead() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &GAINS_MAKE_TOKENS)
        .hand(A, &["Punch"])
        .deck(A, &["Troll", "Krump", "Bumpsy", "Dust Pixie"])
        .token(A, "Grumpus")
        .amber(B, 2)
        .start();
    t.play("Punch");
    // Punch's Æmber bonus resolved before its Play: ability began the
    // effect. The first token needs no flank: the line was empty.
    t.choose_option(1);
    t.choose_option(1);
    assert_eq!(t.amber(A), 1, "the bonus only");
    assert_eq!(t.amber(B), 1, "the stolen Æmber still left B's pool");
    assert_eq!(t.line(A).len(), 3, "2 gained + 1 stolen");
    for c in t.find_all("Grumpus") {
        assert_eq!(t.g.identity(c), Identity::Token);
    }
}

#[test]
fn the_opponents_aember_still_reaches_their_pool() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &GAINS_MAKE_TOKENS)
        .hand(A, &["Punch"])
        .deck(A, &[])
        .token(A, "Grumpus")
        .start();
    t.play("Punch");
    t.g.gain(B, 2);
    assert_eq!(t.amber(B), 2);
    assert!(t.line(A).is_empty(), "an empty deck makes no token");
}
