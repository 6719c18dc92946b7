//! "Forge your blue key at current cost" (the Æmberdrakes of Æmber
//! Skies): a key forged by an ability that must be of one colour. Nothing
//! happens if that key is already forged; otherwise the forging goes as
//! [`Game::forge_key_at_current_cost`] does, and the key forged takes that
//! colour instead of the first unforged one or the forging player's
//! choice ([`crate::keys`]).

use super::ids::Player;
use super::keys::KeyColor;
use super::state::Game;

impl Game {
    /// `p` forges their key of colour `color` at current cost: false (and
    /// nothing happens) if that key is forged already or `p` cannot forge
    /// a key now. A card calling it reads key colours
    /// ([`Behavior::reads_key_colors`](crate::Behavior::reads_key_colors)).
    pub fn forge_key_of_color_at_current_cost(&mut self, p: Player, color: KeyColor) -> bool {
        if self.key_forged(p, color) {
            return false;
        }
        self.key_color_wanted = Some((p, color));
        let underway = self.forge_key_at_current_cost(p);
        if !underway {
            self.key_color_wanted = None;
        }
        underway
    }
}
