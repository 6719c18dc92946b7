//! Where cards are: the [`Location`] of a card, and the small
//! fixed-capacity card lists that hold a player's zones (deck, hand, ...).

use super::ids::CardRef;

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    Deck,
    Hand,
    Discard,
    Archives,
    Purged,
    Battleline,
    Artifacts,
    /// Attached to a creature as an upgrade (see [`Card::host`](crate::Card::host)).
    Attached,
    /// Facedown beneath another card in play ([`Card::host`](crate::Card::host)), held by the
    /// host's controller (hidden from their opponent). Not in play; goes to
    /// its owner's discard pile when the host leaves play.
    Beneath,
    /// Being played (an action card resolving) or otherwise between zones.
    Limbo,
    /// The other half of a gigantic creature in play, joined to it
    /// ([`Card::host`](crate::Card::host) is the half in play, whose own `host` is this one):
    /// part of that one creature, not a card in play of its own. It leaves
    /// play with the creature, to the same zone.
    Joined,
}

impl Location {
    /// Whether a card here is in play.
    pub fn in_play(self) -> bool {
        matches!(
            self,
            Location::Battleline | Location::Artifacts | Location::Attached
        )
    }
}

/// An ordered list of card references with a fixed capacity and no heap
/// data, so copying a game state is a plain memory copy.
///
/// Order conventions: in a deck the *last* card is the top card; in a
/// discard pile the last card is on top; in a battleline index 0 is the left
/// flank.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Zone<const N: usize> {
    len: u8,
    items: [CardRef; N],
}

impl<const N: usize> Default for Zone<N> {
    fn default() -> Self {
        Zone {
            len: 0,
            items: [CardRef::NONE; N],
        }
    }
}

impl<const N: usize> std::fmt::Debug for Zone<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<const N: usize> Zone<N> {
    /// The cards, in order.
    #[inline]
    pub fn as_slice(&self) -> &[CardRef] {
        &self.items[..self.len as usize]
    }

    #[inline]
    pub(crate) fn as_mut_slice(&mut self) -> &mut [CardRef] {
        &mut self.items[..self.len as usize]
    }

    /// Number of cards.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the zone is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Iterates over the cards in order.
    #[inline]
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = CardRef> + ExactSizeIterator + '_ {
        self.as_slice().iter().copied()
    }

    /// Whether the zone holds `card`.
    #[inline]
    pub fn contains(&self, card: CardRef) -> bool {
        self.as_slice().contains(&card)
    }

    /// The position of `card`, if present.
    #[inline]
    pub fn position(&self, card: CardRef) -> Option<usize> {
        self.as_slice().iter().position(|&c| c == card)
    }

    /// The last card (the top of a deck or discard pile).
    #[inline]
    pub fn last(&self) -> Option<CardRef> {
        self.as_slice().last().copied()
    }

    /// The first card.
    #[inline]
    pub fn first(&self) -> Option<CardRef> {
        self.as_slice().first().copied()
    }

    /// Appends a card. The capacity covers every card of the game that can
    /// reach this zone, so overflowing is a bug.
    #[inline]
    pub(crate) fn push(&mut self, card: CardRef) {
        assert!((self.len as usize) < N, "zone capacity {N} exceeded");
        self.items[self.len as usize] = card;
        self.len += 1;
    }

    /// Inserts a card at `index`, shifting later cards right.
    pub(crate) fn insert(&mut self, index: usize, card: CardRef) {
        assert!((self.len as usize) < N, "zone capacity {N} exceeded");
        // The cards from `index` up move up one by one: zones are short,
        // and a call to `memmove` costs more than the few moves.
        for i in (index..self.len as usize).rev() {
            self.items[i + 1] = self.items[i];
        }
        self.items[index] = card;
        self.len += 1;
    }

    /// Removes the last card (the top of a deck or discard pile), if any.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<CardRef> {
        let card = self.last()?;
        self.len -= 1;
        Some(card)
    }

    /// Removes the card at `index`, keeping the order of the others.
    pub(crate) fn remove_at(&mut self, index: usize) -> CardRef {
        let card = self.items[index];
        // The cards above it move down one by one (see `insert`).
        let moved = &mut self.items[index..self.len as usize];
        for i in 1..moved.len() {
            moved[i - 1] = moved[i];
        }
        self.len -= 1;
        card
    }

    /// Removes `card`, keeping the order of the others. Returns whether it
    /// was present.
    pub(crate) fn remove(&mut self, card: CardRef) -> bool {
        // Most removals take the top card (the last), so search backwards.
        match self.as_slice().iter().rposition(|&c| c == card) {
            Some(i) => {
                self.remove_at(i);
                true
            }
            None => false,
        }
    }

    /// Removes every card.
    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_insert_remove_keep_order() {
        let mut z: Zone<4> = Zone::default();
        z.push(CardRef(1));
        z.push(CardRef(3));
        z.insert(1, CardRef(2));
        assert_eq!(z.as_slice(), &[CardRef(1), CardRef(2), CardRef(3)]);
        assert!(z.remove(CardRef(2)));
        assert!(!z.remove(CardRef(2)));
        assert_eq!(z.as_slice(), &[CardRef(1), CardRef(3)]);
        assert_eq!(z.len(), 2);
    }
}
