//! Unit tests of a key forged at current cost by an ability
//! ([`Game::forge_key_at_current_cost`]): with Æmber on cards that may pay
//! for it, the active player chooses how much the cards pay, whoever
//! forges (the FAQ ruling on Senator Shrix and Keyfrog).

use crate::ability::{Behavior, Step};
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

/// Play: your opponent forges a key at current cost.
static OPPONENT_FORGES: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.forge_key_at_current_cost(f.opponent());
})]);

/// Its controller may spend the Æmber on it when forging.
static BANK: Behavior = Behavior {
    forge_bank: true,
    ..Behavior::VANILLA
};

#[test]
fn without_cards_that_pay_the_pool_pays() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .behavior("Anger", &OPPONENT_FORGES)
        .amber(B, 7)
        .start();
    t.play("Anger");
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn with_cards_that_pay_the_active_player_splits_the_cost() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .behavior("Anger", &OPPONENT_FORGES)
        .battleline(B, &["Troll"])
        .behavior("Troll", &BANK)
        .amber(B, 5)
        .start();
    t.set_amber_on("Troll", 5);
    t.play("Anger");
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(A),
        "the active player chooses, not the forging one"
    );
    assert!(!t.is_legal(crate::Choice::Option(0)), "the pool lacks 1");
    t.choose_option(5);
    while t.asks_target() {
        t.choose("Troll");
    }
    assert_eq!(t.keys(B), 1);
    assert_eq!((t.amber(B), t.amber_on("Troll")), (4, 0));
}

#[test]
fn short_of_amber_nothing_is_forged() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .behavior("Anger", &OPPONENT_FORGES)
        .battleline(B, &["Troll"])
        .behavior("Troll", &BANK)
        .amber(B, 3)
        .start();
    t.set_amber_on("Troll", 2);
    t.play("Anger");
    assert_eq!(t.keys(B), 0);
    assert_eq!((t.amber(B), t.amber_on("Troll")), (3, 2));
}
