//! More Mutation (2024, the remix of Mass Mutation): what each of its new cards does, one file per
//! house (`dis/mod.rs`, ...), each with its tests beside it
//! (`dis/tests.rs`). Its reprints of earlier cards play their first
//! printing's behaviour (`keysim-cota` to `keysim-mm`), by title.

mod dis;
mod every_house;
mod logos;
mod sanctum;
mod saurian;
mod shadows;
mod star_alliance;
mod untamed;

use keysim_engine::Behavior;

/// The behaviour of a card More Mutation printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    dis::behavior(slug)
        .or_else(|| every_house::behavior(slug))
        .or_else(|| logos::behavior(slug))
        .or_else(|| sanctum::behavior(slug))
        .or_else(|| saurian::behavior(slug))
        .or_else(|| shadows::behavior(slug))
        .or_else(|| star_alliance::behavior(slug))
        .or_else(|| untamed::behavior(slug))
}

/// The pool this set's tests play with: its cards and those of the earlier
/// sets, which it reprints and which the tests' boards use.
#[cfg(test)]
fn pool() -> &'static keysim_engine::CardPool {
    static POOL: std::sync::OnceLock<keysim_engine::CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        keysim_engine::CardPool::from_lookup(|slug| {
            behavior(slug)
                .or_else(|| keysim_cota::behavior(slug))
                .or_else(|| keysim_aoa::behavior(slug))
                .or_else(|| keysim_wc::behavior(slug))
                .or_else(|| keysim_mm::behavior(slug))
        })
    })
}

/// A board for a test of this set's cards: player A in step 3 with
/// `house` active.
#[cfg(test)]
fn scenario(house: keysim_facts::House) -> keysim_engine::scenario::Scenario {
    keysim_engine::scenario::Scenario::new(pool(), house)
}
