//! Cards that cannot leave the archives they are in ("your opponent's
//! cards cannot leave your archives": Memrox the Red). A card answering
//! [`Query::LeavesArchives`](crate::Query::LeavesArchives) keeps a card
//! there: picking up archives in step 2 leaves it, and every way an
//! ability takes a card out of archives (discarding, purging, putting it
//! on a deck, returning it to hand) does nothing to it. A game where no
//! card answers the query ([`Queries::RARE`](crate::Queries::RARE)) pays
//! one test per such move.

use super::ids::CardRef;
use super::question::{LeavesArchives, QueryClass};
use super::state::{Game, Location};

impl Game {
    /// Whether card `c` may leave where it is: always, unless it is in
    /// archives that a card keeps it in.
    pub fn may_leave_archives(&self, c: CardRef) -> bool {
        c.is_none()
            || self.card(c).location != Location::Archives
            || !self.answered(QueryClass::Rare)
            || self.query(LeavesArchives(c), true)
    }
}
