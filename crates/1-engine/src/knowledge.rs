//! What a player knows of the opponent's hidden cards.
//!
//! A card in a player's hand or archives is hidden from the opponent,
//! unless the opponent saw it go there from a public zone (a creature
//! returned to hand, a card archived from play or from a discard pile) or
//! an ability revealed it ("look at your opponent's hand", "reveal a card").
//! The knowledge lasts while the card stays in hidden zones; it is lost
//! when the card enters a deck or is drawn (decks are shuffled, draws are
//! unseen). Observations keep known cards where they are, and
//! determinizations deal only the unknown ones.

use super::ids::{CardRef, Player};
use super::state::{Game, Location};

/// Whether a card at `l` is hidden from its holder's opponent, with an
/// identity the opponent can still know.
fn hand_or_archives(l: Location) -> bool {
    matches!(l, Location::Hand | Location::Archives)
}

/// Whether a card at `l` is seen by both players.
fn public(l: Location) -> bool {
    !matches!(
        l,
        Location::Deck | Location::Hand | Location::Archives | Location::Beneath
    )
}

impl Game {
    /// Keeps the knowledge bits in step with a card moving from `from`
    /// (held by `from_holder`) to `to` (held by `holder`).
    #[inline]
    pub(super) fn note_hidden_move(
        &mut self,
        c: CardRef,
        from: Location,
        from_holder: Player,
        to: Location,
        holder: Player,
    ) {
        if !hand_or_archives(to) {
            return;
        }
        let bit = 1u128 << c.0;
        let watcher = holder.opponent().index();
        if public(from)
            || (from_holder != holder && hand_or_archives(from))
            || (to == Location::Archives && self.behavior(c).archived_faceup)
        {
            // Seen on its way, it came from the watcher's own hand or
            // archives, or it is archived faceup.
            self.known[watcher] |= bit;
        } else if !hand_or_archives(from) {
            // From a deck or from beneath a card: unseen.
            self.known[watcher] &= !bit;
        }
    }

    /// `to` sees every card in `p`'s hand ("look at", "reveal").
    pub fn reveal_hand(&mut self, p: Player, to: Player) {
        if p == to {
            return;
        }
        let mut bits = 0u128;
        for c in self.player(p).hand.iter() {
            bits |= 1u128 << c.0;
        }
        self.known[to.index()] |= bits;
    }

    /// `to` sees card `c` (in its holder's hand or archives); nothing
    /// for [`CardRef::NONE`].
    pub fn reveal(&mut self, c: CardRef, to: Player) {
        if c.is_some() && self.card(c).controller != to {
            self.known[to.index()] |= 1u128 << c.0;
        }
    }

    /// Whether `p` knows card `c`: a card in the open, one of their own
    /// cards outside their deck, or an opponent's card in hand or archives
    /// that they saw.
    pub fn knows(&self, p: Player, c: CardRef) -> bool {
        let card = self.card(c);
        if public(card.location) || card.is_grafted() {
            return true;
        }
        if card.location == Location::Deck {
            return self.revealed_deck_top(card.controller) == c;
        }
        if card.controller == p {
            return hand_or_archives(card.location);
        }
        hand_or_archives(card.location) && self.known[p.index()] & (1u128 << c.0) != 0
    }

    /// The cards in `holder`'s hand and archives that their opponent knows.
    pub(super) fn known_hidden(&self, holder: Player) -> u128 {
        let mut held = 0u128;
        let h = self.player(holder);
        for c in h.hand.iter().chain(h.archives.iter()) {
            held |= 1u128 << c.0;
        }
        held & self.known[holder.opponent().index()]
    }
}
