//! "Does not ready during the 'ready cards' step" (Winds of Exchange on:
//! Physaloha's damaged creatures, Giltspine School's tokens, Brackish
//! Shoreline's creatures that fought): in step 4 the active player's
//! exhausted cards ready unless a constant ability or a lasting effect
//! answers [`Query::ReadiesInReadyStep`](crate::Query::ReadiesInReadyStep)
//! false for them. Readying by an ability is not the step, and is not
//! stopped. A card answering it declares
//! [`Queries::READYING`](crate::Queries::READYING): a game without such a card readies its
//! cards as before, asking nothing.

use super::question::ReadiesInReadyStep;
use super::{CardRef, Game};

impl Game {
    /// Whether card `c`, exhausted, readies in its controller's "ready
    /// cards" step.
    #[cold]
    #[inline(never)]
    pub fn readies_in_ready_step(&self, c: CardRef) -> bool {
        self.query(ReadiesInReadyStep(c), true)
    }
}
