//! "After a player readies a card" ([`Event::Readied`]: Giltspine
//! Mesmerist; Cosmicrux and Seda the Sleeper read the same event). Step 4
//! and abilities ready cards on every turn, so the event is told only on
//! the path readying takes while a card answering [`Queries::READYING`]
//! is in play (the readying replacements' path): a card hearing it takes
//! the fields of [`HEARS_READIED`], which declares that class, and a game
//! without such a card pays nothing. Reactions to it run while step 4 is
//! still readying cards: they act at once (an ability they queue would
//! resolve after the draw).

use crate::ability::{Behavior, Event, Events, Queries};
use crate::{CardRef, Game};

/// The fields of a card that reacts to [`Event::Readied`]: it hears it,
/// and declares [`Queries::READYING`] (answering nothing) so that readying
/// takes the path that tells it.
pub const HEARS_READIED: Behavior = Behavior {
    hears: Events::READIED,
    modifies: Queries::READYING,
    modify: Some(|_, _, _| {}),
    ..Behavior::VANILLA
};

impl Game {
    /// Tells [`Event::Readied`] for card `c`, just readied.
    pub(crate) fn tell_readied(&mut self, c: CardRef) {
        if self.may_hear(Events::READIED) {
            let player = self.card(c).controller;
            self.emit(Event::Readied { card: c, player });
        }
    }
}
