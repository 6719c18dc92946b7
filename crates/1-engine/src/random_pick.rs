//! A card chosen at random among cards an ability names ("reveal a random
//! unrevealed card from your opponent's hand": Plunder; "in a random
//! order": Adult Swim), drawn from the game's seeded generator.

use super::{CardRef, Game};
use rand::Rng;

impl Game {
    /// One of `cards` chosen at random, or [`CardRef::NONE`] if there is
    /// none.
    pub fn random_among(&mut self, cards: &[CardRef]) -> CardRef {
        if cards.is_empty() {
            return CardRef::NONE;
        }
        cards[self.rng.gen_range(0..cards.len())]
    }
}
