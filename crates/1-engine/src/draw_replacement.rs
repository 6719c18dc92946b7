//! "While this card is in your discard pile, if you would draw a card
//! during your turn, you may ... instead" (Scooboo,
//! [`Behavior::instead_of_drawing`]): each card a player would draw during
//! their own turn while such a card is in their discard pile is asked
//! about, one at a time, as a "may" of that card: yes resolves the card's
//! replacement in place of that one draw, no draws it. The draws left
//! resolve after the answer, before the rest of the ability (or step 5)
//! that drew, and are each asked about again. A game with no such card
//! pays one flag test per draw.

use super::ability::{Behavior, Frame, Step};
use super::state::{Game, Phase, Task};
use crate::{CardRef, Player};

/// The question asked for one card drawn: may the replacement resolve
/// instead ([`Frame::count`] holds the draws left, this one included)?
const ASK_INSTEAD_OF_DRAWING: &[Step] = &[
    Step::may(|g, f| {
        if let Some(instead) = g.behavior(f.source).instead_of_drawing {
            instead(g, f.source);
        }
        f.done = true;
    }),
    Step::then(|g, f| {
        let left = f.count as u32 - 1;
        if !f.done {
            g.draw_now(f.controller, 1);
        }
        g.draw(f.controller, left);
    }),
];

impl Game {
    /// If `p` would draw `n` cards now and a card of their discard pile
    /// may replace a draw, asks about the first draw and returns true:
    /// the draws then resolve through that question.
    #[inline(never)]
    pub(super) fn replace_draws(&mut self, p: Player, n: u32) -> bool {
        if n == 0 || p != self.active || matches!(self.phase, Phase::Mulligan(_) | Phase::Over) {
            return false;
        }
        let Some(card) = self.draw_replacer(p) else {
            return false;
        };
        let mut ask = Frame::new(ASK_INSTEAD_OF_DRAWING, card, p);
        ask.count = n.min(u8::MAX as u32) as u8;
        self.push_task(Task::Ability(ask));
        true
    }

    /// The first card of `p`'s discard pile that may replace a draw.
    fn draw_replacer(&self, p: Player) -> Option<CardRef> {
        self.player(p).discard.iter().find(|&c| {
            let b: &Behavior = self.behavior(c);
            b.instead_of_drawing.is_some()
        })
    }
}
