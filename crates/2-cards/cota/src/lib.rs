//! Call of the Archons (set 1): what each of its cards does, one file per
//! house (`brobnar/mod.rs`, ...), each with its tests beside it
//! (`brobnar/tests.rs`). Later sets that reprint a card use this behaviour
//! by title.

mod brobnar;
mod dis;
mod family;
mod logos;
mod mars;
mod sanctum;
mod shadows;
mod untamed;

use std::sync::OnceLock;

use keysim_engine::{Behavior, CardPool};

/// The behaviour of a Call of the Archons card, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    brobnar::behavior(slug)
        .or_else(|| dis::behavior(slug))
        .or_else(|| logos::behavior(slug))
        .or_else(|| mars::behavior(slug))
        .or_else(|| sanctum::behavior(slug))
        .or_else(|| shadows::behavior(slug))
        .or_else(|| untamed::behavior(slug))
}

/// A pool of this set's cards alone (every other card plays as its printed
/// facts): the pool this set's tests play with.
pub fn pool() -> &'static CardPool {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(behavior))
}

/// A board for a test of this set's cards: player A in step 3 with
/// `house` active.
#[cfg(test)]
fn scenario(house: keysim_facts::House) -> keysim_engine::scenario::Scenario {
    keysim_engine::scenario::Scenario::new(pool(), house)
}
