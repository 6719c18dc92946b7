//! Card behaviour: what each implemented card does, one file per house and
//! set (`cota/brobnar/mod.rs`, ...), registered in `registry` into the
//! [`CardPool`](crate::engine::CardPool) every game is set up with
//! ([`pool`]). The card facts it is written against (the `keysim-facts`
//! crate: ids, houses, keywords, traits) are re-exported here, with the
//! deck list a game starts from ([`DeckList`], facts about a deck).

mod control;
mod cota;
mod deck_list;
mod destroyed;
mod registry;
mod select;

pub use deck_list::{DeckCard, DeckList};
pub use keysim_facts::*;
pub use registry::{is_implemented, pool};
