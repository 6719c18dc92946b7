//! A deck played with its top card revealed ("play with the top card of
//! your deck revealed": Near-Future Lens): while a card in play answers
//! [`Query::DeckTopRevealed`](crate::Query::DeckTopRevealed) for a player,
//! both players know the top card of that player's deck, whichever card it
//! is as the deck changes. Observations and their determinizations keep it
//! on top ([`Game::observe`]); the rest of the deck stays unseen.

use super::ids::{CardRef, Player};
use super::question::{DeckTopRevealed, QueryClass};
use super::state::Game;

impl Game {
    /// The top card of `p`'s deck if it is revealed now, else
    /// [`CardRef::NONE`] (also for an empty deck).
    #[inline]
    pub fn revealed_deck_top(&self, p: Player) -> CardRef {
        if !self.answered(QueryClass::Rare) || !self.query(DeckTopRevealed(p), false) {
            return CardRef::NONE;
        }
        self.player(p).deck.last().unwrap_or(CardRef::NONE)
    }
}
