//! Exalt (the rulebook's "Exalt"): 1 Æmber from the common supply is
//! placed on a creature. Who exalted it is the player whose ability did:
//! the controller of the card whose ability or reaction is resolving
//! ([`Game::damage_dealer`]), or the active player when no card's ability
//! is (an engine call from a test). "Each time you exalt a friendly
//! creature" hears [`Event::Exalted`]; "if you exalted a friendly creature
//! this turn" reads [`TurnHistory::friendly_exalted`](crate::TurnHistory).

use crate::history::bump;
use crate::{CardRef, Event, Game, Player};

impl Game {
    /// Exalts a creature in play: 1 Æmber from the supply is placed on
    /// it, and the player exalting it is recorded and announced.
    pub fn exalt(&mut self, c: CardRef) {
        if !self.in_battleline(c) {
            return;
        }
        self.place_amber(c, 1);
        let by = self.exalting_player();
        if self.card(c).controller == by {
            bump(&mut self.turn_history.friendly_exalted[by.index()]);
        }
        self.emit(Event::Exalted { card: c, by });
    }

    /// The player whose ability is exalting a creature now.
    fn exalting_player(&self) -> Player {
        let acting = self.damage_dealer();
        if acting.is_some() {
            self.card(acting).controller
        } else {
            self.active_player()
        }
    }
}
