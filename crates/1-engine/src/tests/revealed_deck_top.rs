//! Unit tests of a deck played with its top card revealed
//! ([`Game::revealed_deck_top`](crate::Game::revealed_deck_top)): both
//! players know it, and observations and their determinizations keep it on
//! top, on a pool where every card plays as its printed facts.

use crate::ability::{Behavior, Queries, Query};
use crate::rng::GameRng;
use crate::scenario::{Scenario, Test};
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "Play with the top card of your deck revealed."
static REVEALS_DECK_TOP: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::DeckTopRevealed { player, value } = q {
            if *player == g.card(me).controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

const DECK: [&str; 6] = ["Troll", "Krump", "Bumpsy", "Punch", "Anger", "Smaaash"];

fn board(revealed: bool) -> Test {
    let s = Scenario::new(vanilla_pool(), House::Brobnar)
        .artifacts(A, &["Gauntlet of Command"])
        .deck(A, &DECK)
        .deck(B, &DECK);
    if revealed {
        s.behavior("Gauntlet of Command", &REVEALS_DECK_TOP).start()
    } else {
        s.start()
    }
}

#[test]
fn both_players_know_the_revealed_top_card_and_only_it() {
    let t = board(true);
    let deck = t.g.player(A).deck;
    let top = deck.last().unwrap();
    assert_eq!(t.g.def(top).name, "Troll", "the first card listed");
    assert_eq!(t.g.revealed_deck_top(A), top);
    assert!(t.g.knows(A, top) && t.g.knows(B, top));
    let below = deck.as_slice()[deck.len() - 2];
    assert!(!t.g.knows(A, below) && !t.g.knows(B, below));
    assert!(t.g.revealed_deck_top(B).is_none(), "only its controller's");
    let t = board(false);
    let top = t.g.player(A).deck.last().unwrap();
    assert!(!t.g.knows(B, top));
}

#[test]
fn observations_and_samples_keep_the_revealed_top_card_on_top() {
    let t = board(true);
    let top = t.g.player(A).deck.last().unwrap();
    for p in [A, B] {
        let obs = t.g.observe(p);
        assert_eq!(obs.game().player(A).deck.last(), Some(top));
        assert_eq!(obs.game().player(A).deck.len(), DECK.len());
        let mut rng = GameRng::seed_from_u64(7);
        for _ in 0..20 {
            let g = obs.sample(&mut rng);
            assert_eq!(g.player(A).deck.last(), Some(top));
            assert_eq!(g.player(A).deck.len(), DECK.len());
        }
    }
}

#[test]
fn without_a_reveal_an_observers_view_of_the_top_card_varies() {
    let t = board(false);
    let obs = t.g.observe(B);
    let mut rng = GameRng::seed_from_u64(7);
    let tops: std::collections::HashSet<_> = (0..40)
        .map(|_| obs.sample(&mut rng).player(A).deck.last())
        .collect();
    assert!(tops.len() > 1);
}
