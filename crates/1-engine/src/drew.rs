//! "After you draw a card" ([`Event::Drew`]: Ihaka of the Depths; The
//! Amasser and The Cards Will Tell read the same event): told after each
//! card drawn, in step 5 or by an ability, once that card is in hand.
//! Abilities its reactions queue during step 5 resolve once the draw is
//! over and before the end of the turn ([`Task::DrawStepOver`](crate::state::Task::DrawStepOver)); during
//! an ability, after that ability. A game where no card hears it pays one
//! bit test per draw.

use crate::ability::Event;
use crate::{CardRef, Game, Player};

impl Game {
    /// Tells [`Event::Drew`]: `p` just drew `c`.
    #[inline(never)]
    pub(crate) fn tell_drew(&mut self, c: CardRef, p: Player) {
        self.emit(Event::Drew { card: c, player: p });
    }
}
