//! Flanks a creature may be played on: "your opponent cannot play
//! creatures on their right flank" (Phantasmaquid) answers
//! [`Query::MayPlayOnFlank`](crate::Query::MayPlayOnFlank), and the
//! placement of a played creature offers only the flanks allowed (with
//! deploy, the positions at a forbidden end are left out). A creature
//! entering an empty battleline has one place, which stays allowed; when
//! both flanks are forbidden the restrictions cannot all apply, and none
//! does. Creatures put into play, not played, are not restricted. A rare
//! query: games where no card answers it pay one bit test per placement
//! into a battleline that is not empty.

use crate::question::{MayPlayOnFlank, QueryClass};
use crate::{Flank, Game, Player};

impl Game {
    /// Whether a creature played into `p`'s battleline may go on its left
    /// and on its right flank.
    pub(crate) fn playable_flanks(&self, p: Player) -> (bool, bool) {
        if !self.answered(QueryClass::Rare) {
            return (true, true);
        }
        let left = self.query(MayPlayOnFlank(p, Flank::Left), true);
        let right = self.query(MayPlayOnFlank(p, Flank::Right), true);
        if left || right {
            (left, right)
        } else {
            (true, true)
        }
    }
}
