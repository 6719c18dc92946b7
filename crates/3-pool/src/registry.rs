//! Which cards have their abilities implemented, and where.

use std::sync::OnceLock;

use keysim_engine::{Behavior, CardPool};
use keysim_facts::CardId;

/// The behaviour implemented for a card slug, if any, in the set that
/// first printed it.
fn lookup(slug: &str) -> Option<&'static Behavior> {
    keysim_cota::behavior(slug)
        .or_else(|| keysim_aoa::behavior(slug))
        .or_else(|| keysim_wc::behavior(slug))
        .or_else(|| keysim_mm::behavior(slug))
        .or_else(|| keysim_momu::behavior(slug))
        .or_else(|| keysim_dt::behavior(slug))
        .or_else(|| keysim_woe::behavior(slug))
        .or_else(|| keysim_gr::behavior(slug))
        .or_else(|| keysim_as::behavior(slug))
        .or_else(|| keysim_toc::behavior(slug))
}

/// Every card's behaviour: the pool games are set up with
/// (`Game::new(&setup, keysim_cards::pool())`). A card whose abilities are
/// not implemented yet plays as its printed facts (power, armor, Æmber,
/// keywords).
pub fn pool() -> &'static CardPool {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(lookup))
}

/// Whether the card's abilities are implemented (vanilla cards count).
pub fn is_implemented(id: CardId) -> bool {
    pool().is_implemented(id)
}
