//! Dis, Tokens of Change.

use keysim_engine::ability::Behavior;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(_slug: &str) -> Option<&'static Behavior> {
    None
}
