//! Logos, Age of Ascension.

use keysim_engine::ability::Behavior;

/// The behaviour of a Logos card this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    let _ = slug;
    None
}
