//! Unit tests of [`QueryClass::HandSize`](crate::ability::QueryClass::HandSize):
//! the hand size is a query class of its own, apart from the key cost.

use crate::ability::{Behavior, Queries, Query};
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
}

/// While in play: its controller's hand size is 1 more.
const fn one_more_card(declared: Queries) -> Behavior {
    Behavior {
        modifies: declared,
        modify: Some(|g, me, q| {
            if let Query::HandSize { player, value } = q {
                if *player == g.card(me).controller {
                    *value += 1;
                }
            }
        }),
        ..Behavior::VANILLA
    }
}

#[test]
fn a_card_declaring_the_hand_size_changes_it_and_not_the_key_cost() {
    static DECLARED: Behavior = one_more_card(Queries::HAND_SIZE);
    let t = scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &DECLARED)
        .start();
    assert_eq!(t.g.hand_size(A), 7);
    assert_eq!(t.g.hand_size(B), 6, "the opponent's is not changed");
    assert_eq!(t.g.key_cost(A), 6);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn a_card_changing_the_hand_size_without_declaring_it_is_reported() {
    static UNDECLARED: Behavior = one_more_card(Queries::KEY_COST);
    let t = scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &UNDECLARED)
        .start();
    assert_eq!(t.g.hand_size(A), 6, "never asked about the hand size");
    let err = t.g.check_bookkeeping().expect_err("undeclared hand size");
    assert!(err.contains("HandSize"), "{err}");
}
