//! Steps shared by cards that act on a creature their damage destroyed.

use crate::ability::{Frame, Step};
use crate::{Game, Location};

/// Records in [`Frame::done`] whether the ability's first target is now
/// tagged for destruction (call right after dealing the damage).
pub fn note_destroyed(g: &Game, f: &mut Frame) {
    let c = f.target(0);
    f.done = c.is_some() && g.card(c).is_tagged();
}

/// "If this damage destroys that creature, purge it": runs after the
/// destruction resolved, so the creature is purged from the discard pile it
/// went to; one its own "Destroyed:" ability sent elsewhere (Bad Penny to
/// its owner's hand) stays there (the FAQ ruling on Yxilo Bolter and Bad
/// Penny). The damage step records the destruction with [`note_destroyed`].
pub const PURGE_IF_DESTROYED: Step = Step::then(|g, f| {
    let c = f.target(0);
    if f.done && g.card(c).location == Location::Discard {
        g.purge(c);
    }
});
