//! Unit tests of "make N token creatures" ([`Step::make_tokens`],
//! [`Step::make_tokens_per_count`]) for a large N: the makes take one
//! entry of the resolution stack, however many (a stack entry per token
//! outgrew the stack at 16). On a pool where every card plays as its
//! printed facts, a real card given a hand-built behaviour.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::Player::A;
use crate::{CardPool, Choice, Identity};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// Play: make 20 token creatures.
static MAKES_20_TOKENS: Behavior = Behavior::play(&[Step::make_tokens(20)]);

#[test]
fn twenty_tokens_are_made_one_after_another_without_outgrowing_the_stack() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .hand(A, &["Punch"])
        .deck(A, &["Troll"; 22])
        .token(A, "Trooper")
        .behavior("Punch", &MAKES_20_TOKENS)
        .start();
    t.play("Punch");
    for _ in 1..20 {
        t.apply(Choice::Option(1));
    }
    assert_eq!(t.g.outcome(), None, "not aborted");
    let tokens =
        t.g.all_cards()
            .filter(|&c| t.g.in_battleline(c) && t.g.identity(c) == Identity::Token)
            .count();
    assert_eq!(tokens, 20);
    assert_eq!(t.deck_of(A).len(), 2);
}
