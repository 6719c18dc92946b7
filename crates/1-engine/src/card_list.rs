//! A small stack-allocated list of card references.

use super::ids::CardRef;
use super::state::MAX_CARDS;

/// Up to every card of the game, without allocating.
pub struct Vec80 {
    len: usize,
    items: [CardRef; MAX_CARDS],
}

impl FromIterator<CardRef> for Vec80 {
    fn from_iter<I: IntoIterator<Item = CardRef>>(iter: I) -> Self {
        let mut v = Vec80 {
            len: 0,
            items: [CardRef::NONE; MAX_CARDS],
        };
        for c in iter {
            v.items[v.len] = c;
            v.len += 1;
        }
        v
    }
}

impl IntoIterator for Vec80 {
    type Item = CardRef;
    type IntoIter = std::iter::Take<std::array::IntoIter<CardRef, MAX_CARDS>>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(self.len)
    }
}

impl std::ops::Deref for Vec80 {
    type Target = [CardRef];
    fn deref(&self) -> &[CardRef] {
        &self.items[..self.len]
    }
}
