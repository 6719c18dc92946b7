//! The words Tokens of Change's houses share: "make a token creature" as
//! an ability of its own, and "archive this card" (the actions that make
//! a token and, on a condition, go to their player's archives instead of
//! the discard pile).

use keysim_engine::ability::{Ability, Frame, Step};
use keysim_engine::Game;

/// "Make a token creature", as an ability of its own.
pub const MAKE_ONE_TOKEN: Ability = &[Step::make_tokens(1)];

/// "Archive this card" when `condition` holds (Unbinding, Hypothesize,
/// Swift Induction, Sneaky Feats, Fierce Competition, Survival of the
/// Richest): the card being played goes to its player's archives.
pub const fn archive_itself_if(condition: fn(&Game, &Frame) -> bool) -> Step {
    Step::then(archive_itself).only_if(condition)
}

/// Archives the ability's card (Alpha-Gamma, once destroyed).
pub fn archive_itself(g: &mut Game, f: &mut Frame) {
    g.archive(f.controller, f.source);
}
