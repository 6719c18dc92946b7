//! Step 4 (ready cards) as replacement effects see it: "cannot ready cards
//! during the 'ready cards' step" (Storm Surge), "does not ready during
//! its controller's next 'ready cards' step" (Kiri Giltspine), "instead of
//! readying creatures during their 'ready cards' step, ..." (The Chosen
//! One) replace the [`GameAction::Ready`](crate::GameAction::Ready) of the
//! step only, not a card an ability readies in step 3.

use super::state::Game;

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
}
