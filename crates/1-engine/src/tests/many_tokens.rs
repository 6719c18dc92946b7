//! Unit tests of making many token creatures at once ("for each creature
//! destroyed this way, make a token creature" after a board wipe): one
//! stack entry however many, each token still on its chosen flank.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::Player::A;
use crate::{CardPool, Choice, Identity, Outcome};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "Play: make 20 token creatures."
static MAKE_TWENTY: Behavior = Behavior::play(&[Step::make_tokens(20)]);

#[test]
fn twenty_tokens_are_made_one_at_a_time_within_the_stacks_depth() {
    let deck = ["Troll"; 20];
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .hand(A, &["Anger"])
        .deck(A, &deck)
        .token(A, "Grumpus")
        .behavior("Anger", &MAKE_TWENTY)
        .start();
    t.play("Anger");
    // The first token has no flank to choose; each later one is asked.
    for i in 1..20 {
        t.apply(Choice::Option((i % 2) as u8));
    }
    assert!(!matches!(t.g.outcome(), Some(Outcome::Aborted(_))));
    let line = t.line(A);
    assert_eq!(line.len(), 20);
    assert!(line.iter().all(|&name| name == "Grumpus"));
    assert!(t.deck_of(A).is_empty());
    let first = t.g.player(A).battleline.as_slice()[0];
    assert_eq!(t.g.identity(first), Identity::Token);
}
