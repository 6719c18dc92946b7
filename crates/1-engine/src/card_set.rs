//! A set of cards of one game, as bits: any number of them, no cap.

use super::ids::CardRef;
use super::ids::MAX_CARDS;

/// Words of a [`CardSet`]: one bit for every card a game can hold.
const WORDS: usize = MAX_CARDS.div_ceil(16);

/// A set of cards of one game (a bit per [`CardRef`] index): small, `Copy`,
/// and able to hold every card of the game, so adding never fails.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct CardSet([u16; WORDS]);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet([0; WORDS]);

    /// Adds a card ([`CardRef::NONE`] is ignored).
    #[inline]
    pub fn insert(&mut self, c: CardRef) {
        if c.is_some() {
            self.0[c.index() / 16] |= 1 << (c.index() % 16);
        }
    }

    /// Whether the set holds `c`.
    #[inline]
    pub fn contains(&self, c: CardRef) -> bool {
        c.is_some() && self.0[c.index() / 16] & (1 << (c.index() % 16)) != 0
    }

    /// How many cards the set holds.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The cards, in the order of the game's card table.
    pub fn iter(&self) -> impl Iterator<Item = CardRef> + '_ {
        (0..MAX_CARDS as u8)
            .map(CardRef)
            .filter(|&c| self.contains(c))
    }
}

impl std::fmt::Debug for CardSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_every_card_of_a_full_game() {
        let mut s = CardSet::EMPTY;
        for i in 0..MAX_CARDS as u8 {
            s.insert(CardRef(i));
        }
        assert_eq!(s.len(), MAX_CARDS);
        assert!(s.contains(CardRef(MAX_CARDS as u8 - 1)));
        assert_eq!(s.iter().count(), MAX_CARDS);
    }

    #[test]
    fn ignores_no_card() {
        let mut s = CardSet::EMPTY;
        s.insert(CardRef::NONE);
        assert!(s.is_empty());
        assert!(!s.contains(CardRef::NONE));
    }
}
