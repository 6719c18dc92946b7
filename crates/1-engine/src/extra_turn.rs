//! Extra turns: "take another turn after this one" (Tachyon Manifold,
//! Ancestral Timekeeper). When the turn ends, its player starts a whole
//! new turn (all five steps; "until your next turn" effects end, per-turn
//! counts start over) instead of their opponent. One extra turn at a time:
//! asking again during the same turn changes nothing, and the turn cap
//! counts extra turns, so no chain of them lasts forever.

use super::ids::Player;
use super::state::Game;

impl Game {
    /// `p` takes another turn after the current one. Only the active
    /// player's own extra turn is kept: a pending extra turn is not
    /// doubled, and a later request by the other player replaces it.
    pub fn take_another_turn(&mut self, p: Player) {
        self.extra_turn = Some(p);
    }

    /// The player who takes another turn after this one, if any.
    pub fn extra_turn(&self) -> Option<Player> {
        self.extra_turn
    }
}
