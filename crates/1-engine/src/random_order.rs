//! "In a random order" (Mælstrom: each creature goes on top of its owner's
//! deck in a random order): a list of cards put in an order drawn from the
//! game's seeded generator.

use rand::Rng;

use super::ids::CardRef;
use super::state::Game;

impl Game {
    /// Puts `cards` in a random order, drawn from the game's generator
    /// (a uniform shuffle: every order equally likely).
    pub fn random_order(&mut self, cards: &mut [CardRef]) {
        let mut rng = self.rng;
        for i in (1..cards.len()).rev() {
            let j = rng.gen_range(0..=i);
            cards.swap(i, j);
        }
        self.rng = rng;
    }
}
