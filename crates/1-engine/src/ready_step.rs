//! Step 4 (ready cards) as the cards that change it see it.
//!
//! - "Does not ready during the 'ready cards' step" (Physaloha's damaged
//!   creatures, Giltspine School's tokens, Brackish Shoreline's creatures
//!   that fought): in step 4 the active player's exhausted cards ready
//!   unless a constant ability or a lasting effect answers
//!   [`Query::ReadiesInReadyStep`](crate::Query::ReadiesInReadyStep) false
//!   for them. A card answering it declares
//!   [`Queries::READYING`](crate::Queries::READYING): a game without such a
//!   card readies its cards as before, asking nothing.
//! - "Cannot ready cards during the 'ready cards' step" (Storm Surge),
//!   "instead of readying creatures during their 'ready cards' step, ..."
//!   (The Chosen One): replacements of the step's
//!   [`GameAction::Ready`](crate::GameAction::Ready),
//!   which read [`Game::in_ready_cards_step`].
//!
//! Readying by an ability in step 3 is not the step, and is not stopped.

use super::question::ReadiesInReadyStep;
use super::{CardRef, Game};

impl Game {
    /// Whether step 4 (ready cards) is readying the active player's cards
    /// now: read by a replacement of [`GameAction::Ready`](crate::GameAction::Ready)
    /// that applies to that step only. (Step 4 readies cards through the
    /// replacements only while some card or lasting effect answers them:
    /// otherwise nothing can ask.)
    #[inline]
    pub fn in_ready_cards_step(&self) -> bool {
        self.turn_history.readying_cards
    }

    /// Whether card `c`, exhausted, readies in its controller's "ready
    /// cards" step.
    #[cold]
    #[inline(never)]
    pub fn readies_in_ready_step(&self, c: CardRef) -> bool {
        self.query(ReadiesInReadyStep(c), true)
    }
}
