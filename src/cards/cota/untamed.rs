//! Untamed, Call of the Archons.

use crate::engine::Behavior;

/// The behaviour of a Untamed card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        _ => return None,
    })
}
