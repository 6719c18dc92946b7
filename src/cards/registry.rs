//! Which cards have their abilities implemented, and where.

use std::sync::OnceLock;

use super::{all, cota, CardId};
use crate::engine::Behavior;

/// The behaviour implemented for a card slug, if any.
fn lookup(slug: &str) -> Option<&'static Behavior> {
    cota::behavior(slug)
}

/// The behaviour of every card record, by id (vanilla where not
/// implemented), and whether it is implemented: two flat tables, as the
/// engine looks behaviours up on every query.
struct Tables {
    behaviors: Box<[&'static Behavior]>,
    implemented: Box<[bool]>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let found: Vec<Option<&'static Behavior>> = all().iter().map(|d| lookup(d.slug)).collect();
        Tables {
            behaviors: found
                .iter()
                .map(|b| b.unwrap_or(&Behavior::VANILLA))
                .collect(),
            implemented: found.iter().map(Option::is_some).collect(),
        }
    })
}

/// The behaviour of a card: its implemented abilities, or only its printed
/// facts (power, armor, Æmber, keywords) if its abilities are not
/// implemented yet.
#[inline]
pub fn behavior(id: CardId) -> &'static Behavior {
    tables().behaviors[id.0 as usize]
}

/// Whether the card's abilities are implemented (vanilla cards count).
pub fn is_implemented(id: CardId) -> bool {
    tables().implemented[id.0 as usize]
}
