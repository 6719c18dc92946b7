//! Which cards have their abilities implemented, and where.

use std::sync::OnceLock;

use super::{all, cota, CardId};
use crate::engine::Behavior;

/// The behaviour implemented for a card slug, if any.
fn lookup(slug: &str) -> Option<&'static Behavior> {
    cota::behavior(slug)
}

fn table() -> &'static [(&'static Behavior, bool)] {
    static TABLE: OnceLock<Vec<(&'static Behavior, bool)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        all()
            .iter()
            .map(|d| match lookup(d.slug) {
                Some(b) => (b, true),
                None => (&Behavior::VANILLA, false),
            })
            .collect()
    })
}

/// The behaviour of a card: its implemented abilities, or only its printed
/// facts (power, armor, Æmber, keywords) if its abilities are not
/// implemented yet.
pub fn behavior(id: CardId) -> &'static Behavior {
    table()[id.0 as usize].0
}

/// Whether the card's abilities are implemented (vanilla cards count).
pub fn is_implemented(id: CardId) -> bool {
    table()[id.0 as usize].1
}
