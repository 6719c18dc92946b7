//! Shadows, More Mutation.

use keysim_engine::ability::Behavior;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    let _ = slug;
    None
}
