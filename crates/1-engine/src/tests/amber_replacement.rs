//! Unit tests of Æmber replacements: a steal captured instead by a creature
//! the active player chooses, and "cannot be stolen" taking precedence over
//! it, on a pool where every card plays as its printed facts.

use crate::ability::{Behavior, Queries, Query};
use crate::action::GameAction;
use crate::scenario::{Scenario, Test};
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "Each Æmber that would be stolen is captured by a creature controlled
/// by the active player instead."
static STEALS_CAPTURED_INSTEAD: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|_, _, q| {
        if let Query::Instead {
            action: GameAction::Steal { thief, amount },
        } = *q
        {
            *q = Query::Instead {
                action: GameAction::Capture {
                    creature: crate::CardRef::NONE,
                    from: thief.opponent(),
                    amount,
                },
            };
        }
    }),
    ..Behavior::VANILLA
};

/// "Your Æmber cannot be stolen."
static AMBER_CANNOT_BE_STOLEN: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Steal { thief, .. },
        } = *q
        {
            if thief != g.card(me).controller {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_steal_captured_instead_lets_the_active_player_pick_a_creature_per_amber() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .behavior("Bumpsy", &STEALS_CAPTURED_INSTEAD)
        .amber(B, 5)
        .start();
    assert_eq!(t.g.steal(A, 2), 0, "nothing is stolen");
    t.advance();
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!((t.amber_on("Troll"), t.amber_on("Krump")), (1, 1));
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn a_steal_captured_instead_with_no_active_creature_does_nothing() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(B, &["Bumpsy"])
        .behavior("Bumpsy", &STEALS_CAPTURED_INSTEAD)
        .amber(B, 5)
        .start();
    t.g.steal(A, 2);
    t.advance();
    assert_eq!((t.amber(A), t.amber(B), t.amber_on("Bumpsy")), (0, 5, 0));
}

/// A board where B's Æmber cannot be stolen (Bumpsy's effect) and steals
/// are captured instead (Krump's), B's battleline in the order given (the
/// order the effects are asked in).
fn cannot_and_instead(line: &[&str]) -> Test {
    Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, line)
        .behavior("Bumpsy", &AMBER_CANNOT_BE_STOLEN)
        .behavior("Krump", &STEALS_CAPTURED_INSTEAD)
        .amber(B, 5)
        .start()
}

#[test]
fn amber_that_cannot_be_stolen_is_not_captured_instead_either() {
    for line in [["Bumpsy", "Krump"], ["Krump", "Bumpsy"]] {
        let mut t = cannot_and_instead(&line);
        t.g.steal(A, 2);
        t.advance();
        assert_eq!(t.amber(B), 5, "{line:?}");
        assert_eq!(t.amber_on("Troll"), 0);
    }
}
