//! Which cards have their abilities implemented, and where.

use std::sync::OnceLock;

use super::{all, cota, CardId};
use crate::engine::{Behavior, CardPool};

/// The behaviour implemented for a card slug, if any.
fn lookup(slug: &str) -> Option<&'static Behavior> {
    cota::behavior(slug)
}

/// The behaviour of every card record, by id (vanilla where not
/// implemented), and whether it is implemented.
struct Tables {
    pool: CardPool,
    implemented: Box<[bool]>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let found: Vec<Option<&'static Behavior>> = all().iter().map(|d| lookup(d.slug)).collect();
        Tables {
            pool: CardPool::new(
                found
                    .iter()
                    .map(|b| b.unwrap_or(&Behavior::VANILLA))
                    .collect(),
            ),
            implemented: found.iter().map(Option::is_some).collect(),
        }
    })
}

/// Every card's behaviour: the pool games are set up with
/// (`Game::new(&setup, cards::pool())`). A card whose abilities are not
/// implemented yet plays as its printed facts (power, armor, Æmber,
/// keywords).
pub fn pool() -> &'static CardPool {
    &tables().pool
}

/// Whether the card's abilities are implemented (vanilla cards count).
pub fn is_implemented(id: CardId) -> bool {
    tables().implemented[id.0 as usize]
}
