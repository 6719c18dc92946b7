//! Cards that cannot leave the archives they are in ("your opponent's
//! cards cannot leave your archives": Memrox the Red), and archives that
//! cannot be picked up in step 2 ("players cannot take their archives into
//! their hands during their 'choose a house' step": Titan Sentry, which
//! answers [`Query::PicksUpArchives`](crate::Query::PicksUpArchives): the
//! step offers no pick-up at all). A card answering
//! [`Query::LeavesArchives`](crate::Query::LeavesArchives) keeps a card
//! there: picking up archives in step 2 leaves it, and every way an
//! ability takes a card out of archives (discarding, purging, putting it
//! on a deck, returning it to hand) does nothing to it. A game where no
//! card answers the query ([`Queries::RARE`](crate::Queries::RARE)) pays
//! one test per such move.

use super::ids::{CardRef, Player};
use super::moves::Place;
use super::question::{LeavesArchives, PicksUpArchives, QueryClass};
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

    /// Whether `p` may take their archives into their hand in step 2.
    pub fn may_pick_up_archives(&self, p: Player) -> bool {
        !self.answered(QueryClass::Rare) || self.query(PicksUpArchives(p), true)
    }

    /// Step 2's "pick up your archives": every card of the active player's
    /// archives goes to its owner's hand, from the top down, but those a
    /// card keeps there. Out of line, so that answering other decisions
    /// does not pay for it.
    #[inline(never)]
    pub(crate) fn pick_up_archives(&mut self) {
        let p = self.active;
        if !self.answered(QueryClass::Rare) {
            while let Some(c) = self.player(p).archives.last() {
                let owner = self.card(c).owner;
                self.put(c, Location::Hand, owner, Place::Top);
            }
            return;
        }
        let archives = self.player(p).archives;
        for c in archives.iter().rev() {
            if self.may_leave_archives(c) {
                let owner = self.card(c).owner;
                self.put(c, Location::Hand, owner, Place::Top);
            }
        }
    }
}
