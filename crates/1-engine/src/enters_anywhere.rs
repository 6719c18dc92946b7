//! Entering play anywhere in the battleline: deploy, printed, or given to
//! a creature about to enter play by [`Query::EntersAnywhere`](crate::Query::EntersAnywhere)
//! ("the next time a friendly creature enters play this turn, you may have
//! it enter anywhere in your battleline", Knightapult). A played creature's
//! placement then offers every position; a token is made at the position
//! its maker chooses ([`crate::tokens`]). A rare query: games where no card
//! answers it pay one bit test per placement.

use crate::question::EntersAnywhere;
use crate::{CardRef, Game};
use keysim_facts::Keywords;

impl Game {
    /// Whether card `c`, about to enter play as a creature whose printed
    /// keywords are `printed` (its own, or those of the token type it is
    /// about to become), may enter anywhere in its controller's
    /// battleline.
    pub(crate) fn enters_anywhere(&self, c: CardRef, printed: Keywords) -> bool {
        printed.contains(Keywords::DEPLOY) || self.query(EntersAnywhere(c), false)
    }
}
