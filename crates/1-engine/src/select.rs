//! Selecting cards for effects that hit "each" of them, without allocating.

use crate::{CardRef, Game, MAX_CARDS};

/// The creatures in play that `keep` selects, as a list and its length.
pub fn creatures_where(g: &Game, keep: impl Fn(CardRef) -> bool) -> ([CardRef; MAX_CARDS], usize) {
    let mut list = [CardRef::NONE; MAX_CARDS];
    let mut n = 0;
    for c in g.all_creatures().filter(|&c| keep(c)) {
        list[n] = c;
        n += 1;
    }
    (list, n)
}
