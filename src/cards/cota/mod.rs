//! Call of the Archons (set 1), one file per house.

mod brobnar;
mod dis;
mod logos;
mod mars;
mod sanctum;
mod shadows;
mod untamed;

use crate::engine::Behavior;

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
