//! Where a card being played came from: "each time you play an artifact
//! from your discard pile" (Zavel, "Archaeologist") reads it in a reaction
//! to [`Event::CardPlayed`](crate::Event::CardPlayed), heard while the
//! play is under way.

use super::ids::CardRef;
use super::state::{Game, Task};
use super::zone::Location;

impl Game {
    /// The zone card `c` was played from (its hand, a discard pile, a
    /// deck, archives, ...), while it is being played: up to the end of
    /// its Play: abilities. `None` for a card not being played.
    pub fn played_from(&self, c: CardRef) -> Option<Location> {
        self.stack().iter().rev().find_map(|t| match *t {
            Task::Play { card, from, .. } if card == c => Some(from),
            _ => None,
        })
    }
}
