//! "Swap" two cards of distinct game areas out of play (the rulebook's
//! "Swap": the cards switch game areas), such as a card of a hand and a
//! card of a discard pile (Shard of Change). Neither is discarded, drawn
//! or played: each takes the other's place, so no "discarded from hand"
//! reaction or "Scrap:" ability hears it.

use super::ids::CardRef;
use super::moves::Place;
use super::state::Game;
use super::zone::Location;

/// Whether a card in `at` is in one of the piles a swap exchanges.
fn is_pile(at: Location) -> bool {
    matches!(
        at,
        Location::Hand | Location::Discard | Location::Archives | Location::Deck
    )
}

impl Game {
    /// Swaps cards `a` and `b`, out of play in two different kinds of
    /// pile (a hand, a discard pile, archives or a deck): each goes on top
    /// of its owner's pile of the kind the other was in (a card out of
    /// play always goes to its owner's). False (and nothing moves) if they
    /// are not in two such piles.
    pub fn swap_piles(&mut self, a: CardRef, b: CardRef) -> bool {
        if a.is_none() || b.is_none() {
            return false;
        }
        let (at_a, at_b) = (self.card(a).location, self.card(b).location);
        if !is_pile(at_a) || !is_pile(at_b) || at_a == at_b {
            return false;
        }
        let (owner_a, owner_b) = (self.card(a).owner, self.card(b).owner);
        self.put(a, at_b, owner_a, Place::Top);
        self.put(b, at_a, owner_b, Place::Top);
        true
    }
}
