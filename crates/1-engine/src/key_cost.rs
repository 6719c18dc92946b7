//! "Keys cost +N during your opponent's next turn" (The Evil Eye, Lash of
//! Broken Dreams, Sensor Chief Garcia, ...): a lasting effect that raises
//! the cost of every key forged during that turn, the effect's controller's
//! own keys included (a key they forge on the opponent's turn, Keyfrog's).
//! Cards that raise only the opponent's keys say so ("your opponent's keys
//! cost +3 during their next turn", Rhetor Gallim).

use crate::ability::{LastingEffect, Query};
use crate::Game;

/// Adds `amount` to the key cost asked by `q` if it is asked during the
/// turn of the opponent of the lasting effect `e`'s controller, whichever
/// player's key it is. Call from the card's `lasting_modify`, with a
/// lasting effect that expires at the start of its controller's next turn.
pub fn raise_during_opponents_turn(g: &Game, e: &LastingEffect, q: &mut Query, amount: i32) {
    if let Query::KeyCost { value, .. } = q {
        if g.active_player() != e.controller {
            *value += amount;
        }
    }
}

/// Adds `amount` to the cost of the keys of the opponent of the lasting
/// effect `e`'s controller, during that opponent's turn ("your opponent's
/// keys cost +3 during their next turn": Rhetor Gallim, Distant Void
/// Prober). Call from the card's `lasting_modify`, with a lasting effect
/// that expires at the start of its controller's next turn.
pub fn raise_opponents_keys_during_their_turn(
    g: &Game,
    e: &LastingEffect,
    q: &mut Query,
    amount: i32,
) {
    if let Query::KeyCost { player, value } = q {
        if *player != e.controller && g.active_player() == *player {
            *value += amount;
        }
    }
}
