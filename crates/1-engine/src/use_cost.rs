//! "In order to use this card, you must ..." (Rampaging Brutodon): a cost
//! paid each time the card is used, before the use itself
//! ([`Behavior::to_use`](crate::Behavior::to_use)). The use is counted and
//! announced ([`Event::Used`](crate::Event::Used)) as it begins; the cost's
//! steps resolve with the card as their source, and then the use goes on
//! (exhaust, reap, fight, ...) if the card is still in play. Whether the
//! cost can be paid is the card's answer to
//! [`Query::CanUse`](crate::Query::CanUse): a card that cannot pay is not
//! offered for use. A card whose text box is blank has no cost.
//!
//! A game without such a card pays one test for this per use, only while
//! some card answers the permission queries.

use crate::ability::{Ability, Frame, Step};
use crate::choice::Choice;
use crate::state::Task;
use crate::{CardRef, Game, Player};

/// The ways of using a card, as [`Frame::option`] of [`GO_ON_WITH_USE`].
const USES: [fn(CardRef) -> Choice; 5] = [
    Choice::RemoveStun,
    Choice::Reap,
    Choice::Fight,
    Choice::Action,
    Choice::Omni,
];

/// The rest of a use whose cost was just paid: the card's use, if it is
/// still in play.
const GO_ON_WITH_USE: Ability = &[Step::then(|g, f| {
    if g.card(f.source).location.in_play() {
        g.perform_use(USES[f.option as usize](f.source));
    }
})];

impl Game {
    /// Whether using card `c` costs something first ([`Behavior::to_use`](crate::Behavior::to_use),
    /// its text box not blank).
    #[inline(never)]
    pub(crate) fn has_cost_to_use(&self, c: CardRef) -> bool {
        !self.behavior(c).to_use.is_empty() && !self.text_blank(c)
    }

    /// Queues the use `how` of card `c` by `p` behind the card's cost to
    /// use it, which resolves first.
    pub(crate) fn pay_to_use(&mut self, c: CardRef, p: Player, how: Choice) {
        let Some(way) = USES.iter().position(|make| make(c) == how) else {
            return self.perform_use(how);
        };
        let mut rest = Frame::new(GO_ON_WITH_USE, c, p);
        rest.option = way as u8;
        self.push_task(Task::Ability(rest));
        self.trigger(self.behavior(c).to_use, c, p);
    }
}
