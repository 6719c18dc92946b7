//! The card pool: every set's card behaviour assembled into the one
//! [`CardPool`] every game is set up with ([`pool`]). Each set's cards live
//! in a crate of their own (`keysim-cota`, ...); a reprint plays as its
//! first printing, by title. The card facts they are written against (the
//! `keysim-facts` crate: ids, houses, keywords, traits, deck lists) are
//! re-exported here.
//!
//! The tests of the rules that need real cards (the engine's hooks, the
//! rulebook, the FAQ rulings, the soak) live here, where every set is in
//! the pool.

mod registry;

pub use keysim_engine::CardPool;
pub use keysim_facts::*;
pub use registry::{is_implemented, pool};

#[cfg(test)]
mod tests;
