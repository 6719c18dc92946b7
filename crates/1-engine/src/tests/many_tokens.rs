//! Unit test of "make a token creature for each …" with a large count:
//! the makes take one entry of the resolution stack however many there
//! are, each token still placed on the flank its maker chooses.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::select::{Tally, Zones};
use crate::Player::A;
use crate::{CardPool, DecisionKind};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "Play: make a token creature for each card in your deck."
static A_TOKEN_PER_CARD_IN_DECK: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::DECK, |_, _, _| true)),
    Step::make_tokens_per_count(),
]);

#[test]
fn thirty_tokens_are_made_without_outgrowing_the_resolution_stack() {
    let mut t = scenario()
        .behavior("Krump", &A_TOKEN_PER_CARD_IN_DECK)
        .hand(A, &["Krump"])
        .deck(A, &["Troll"; 30])
        .token(A, "Grumpus")
        .start();
    t.play("Krump");
    while t.g.decision().is_some_and(|d| d.kind != DecisionKind::Main) {
        t.choose_option(1);
    }
    assert_eq!(t.g.outcome(), None);
    assert_eq!(t.line(A).len(), 31, "Krump and 30 tokens");
    assert!(t.deck_of(A).is_empty());
}
