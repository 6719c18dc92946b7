//! "Play an upgrade on this creature" (3LL-I0T): an ability plays an
//! upgrade from any zone and names the creature it is attached to, so its
//! player is not asked for a host.

use super::ids::{CardRef, Player};
use super::state::Game;
use keysim_facts::CardType;

impl Game {
    /// Plays upgrade `c` for `player`, attached to creature `host` in
    /// play; returns whether it was played. Fails (nothing happens) if `c`
    /// is not an upgrade, cannot be played now, or `host` is not in play.
    pub fn play_upgrade_onto(&mut self, c: CardRef, player: Player, host: CardRef) -> bool {
        if c.is_none()
            || self.def(c).kind != CardType::Upgrade
            || !self.in_battleline(host)
            || !self.can_play(c, player)
        {
            return false;
        }
        self.count_title_use(c);
        self.start_play(c, player, false);
        // As for a host chosen by its player: the play moves on first.
        self.set_top_stage(1);
        self.attach(c, host);
        true
    }
}
