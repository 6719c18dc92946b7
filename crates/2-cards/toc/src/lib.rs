//! Tokens of Change (2024, the ninth set): what each of its new cards does, one file per house
//! (`dis/mod.rs`, ...), each with its tests beside it
//! (`dis/tests.rs`). Its reprints of earlier cards play their first
//! printing's behaviour, by title: the card pool (`keysim-cards`) looks
//! them up in the set that printed them first, so this crate depends on
//! the engine alone.

mod dis;
mod family;
mod geistoid;
mod logos;
mod redemption;
mod shadows;
mod skyborn;
mod untamed;

use keysim_engine::Behavior;

/// The behaviour of a card Tokens of Change printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    dis::behavior(slug)
        .or_else(|| geistoid::behavior(slug))
        .or_else(|| logos::behavior(slug))
        .or_else(|| redemption::behavior(slug))
        .or_else(|| shadows::behavior(slug))
        .or_else(|| skyborn::behavior(slug))
        .or_else(|| untamed::behavior(slug))
}

/// The pool this set's tests play with: its cards and those of Call of the
/// Archons, which the tests' boards use.
#[cfg(test)]
fn pool() -> &'static keysim_engine::CardPool {
    static POOL: std::sync::OnceLock<keysim_engine::CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        keysim_engine::CardPool::from_lookup(|slug| {
            behavior(slug).or_else(|| keysim_cota::behavior(slug))
        })
    })
}

/// A board for a test of this set's cards: player A in step 3 with
/// `house` active.
#[cfg(test)]
fn scenario(house: keysim_facts::House) -> keysim_engine::scenario::Scenario {
    keysim_engine::scenario::Scenario::new(pool(), house)
}
