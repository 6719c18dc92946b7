//! A step 3 choice described for the learned policy: what kind of choice
//! it is and what it promises, read off the position without playing it
//! (the generic features of the linear prior, [`prior::GENERIC_NAMES`]),
//! then the card-generic description of the card it plays or uses
//! ([`card_features`]), never the card's name.

use keysim_engine::{Choice, Game, Player};

use super::card_features::{self, CARD_DIM};
use super::prior::{self, N_GENERIC};

/// How many numbers describe a choice.
pub const CHOICE_DIM: usize = N_GENERIC + CARD_DIM;

/// Writes the description of `me`'s step 3 choice `c` at `g` into `out`.
pub fn encode(g: &Game, me: Player, c: Choice, out: &mut [f32; CHOICE_DIM]) {
    out.fill(0.0);
    for (i, v) in prior::features(g, me, c).iter() {
        if i < N_GENERIC {
            out[i] = v as f32 / if i >= 12 { 5.0 } else { 1.0 };
        }
    }
    let card = match c {
        Choice::Play(x)
        | Choice::Discard(x)
        | Choice::Reap(x)
        | Choice::Fight(x)
        | Choice::Action(x)
        | Choice::Omni(x)
        | Choice::RemoveStun(x) => x,
        _ => return,
    };
    out[N_GENERIC..].copy_from_slice(card_features::of(g.card(card).def));
}
