//! Steps shared by cards that act on a creature their damage destroyed.

use crate::ability::{Frame, Step};
use crate::{Game, Location};

/// "If this destroys that creature": whether the ability's first target
/// was destroyed ([`Game::was_destroyed`]). Use as the condition of the
/// step after the one that dealt the damage or destroyed it, once the
/// destruction has resolved: a creature saved instead (Armageddon Cloak)
/// was not destroyed; one its own "Destroyed:" ability returned to hand
/// (Bad Penny) was.
pub fn target_destroyed(g: &Game, f: &Frame) -> bool {
    g.was_destroyed(f.target(0))
}

/// "If this damage destroys that creature, purge it": runs after the
/// destruction resolved, so the creature is purged from the discard pile it
/// went to; one its own "Destroyed:" ability sent elsewhere (Bad Penny to
/// its owner's hand) stays there (the FAQ ruling on Yxilo Bolter and Bad
/// Penny).
pub const PURGE_IF_DESTROYED: Step = Step::then(|g, f| {
    let c = f.target(0);
    if g.card(c).location == Location::Discard {
        g.purge(c);
    }
})
.only_if(target_destroyed);

/// "For each creature destroyed this way": how many of the cards the
/// ability picked ([`Frame::picked`]) were destroyed
/// ([`Game::was_destroyed`]). Read it in the step after the one that
/// destroyed or damaged them.
pub fn picked_destroyed(g: &Game, f: &Frame) -> u32 {
    f.picked.iter().filter(|&c| g.was_destroyed(c)).count() as u32
}
