//! Unit tests of resolving a card's play effect as if it had just been
//! played ([`Game::resolve_play_effect_as_if_played`](crate::Game::resolve_play_effect_as_if_played)),
//! on a pool where every card plays as its printed facts.

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

/// "Play: gain 2."
static GAIN_2: Behavior = Behavior::play(&[Step::gain(2)]);

#[test]
fn a_play_effect_resolved_again_resolves_for_the_player_named_without_bonus_icons() {
    let mut t = scenario()
        .behavior("Troll", &GAIN_2)
        .battleline(B, &["Troll"])
        .start();
    let troll = t.find("Troll");
    t.g.resolve_play_effect_as_if_played(troll, A);
    t.advance();
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber(B), 0);
    assert_eq!(t.g.turn_history().cards_played, 0, "not played");
}

#[test]
fn the_play_effect_of_a_card_in_a_discard_pile_resolves_too() {
    let mut t = scenario()
        .behavior("Troll", &GAIN_2)
        .discard(A, &["Troll"])
        .start();
    let troll = t.find("Troll");
    t.g.resolve_play_effect_as_if_played(troll, A);
    t.advance();
    assert_eq!(t.amber(A), 2);
}
