//! "While ..., you may return this card from your discard pile to your
//! hand" (Singing Scythe): a step 3 choice for a card in the active
//! player's discard pile ([`Choice::ReturnFromDiscard`]), offered while
//! the card's condition ([`Behavior::returns_from_discard`]) holds for
//! its owner. Returning it is neither playing, discarding nor using a
//! card: the first-turn rule, alpha and the rule of six do not count it.
//! A game with no such card never looks at a discard pile in step 3.

use super::ability::Behavior;
use super::choice::Choice;
use super::resolve::ChoiceSink;
use super::state::Game;
use crate::CardRef;

impl Game {
    /// Step 3's [`Choice::ReturnFromDiscard`] of the active player's cards.
    pub(super) fn discard_return_choices(&self, out: &mut impl ChoiceSink) {
        if !self.discard_returns_possible {
            return;
        }
        let me = self.active;
        for c in self.player(me).discard.iter() {
            if self.may_return_from_discard(c) {
                out.push(Choice::ReturnFromDiscard(c));
            }
        }
    }

    /// Whether card `c`, in a discard pile, may now be returned to its
    /// owner's hand by its own condition.
    fn may_return_from_discard(&self, c: CardRef) -> bool {
        let b: &Behavior = self.behavior(c);
        b.returns_from_discard
            .is_some_and(|condition| condition(self, self.card(c).owner))
    }

    /// Resolves [`Choice::ReturnFromDiscard`]: the card goes from the
    /// discard pile to its owner's hand.
    pub(super) fn return_from_discard(&mut self, c: CardRef) {
        self.return_to_hand(c);
    }
}
