//! A played card's "Play:" abilities, which a replacement effect may
//! replace ("when your opponent plays an action card, instead of resolving
//! its play effect, destroy the creature on your left flank": Bryozoarch).
//! The card's bonus icons and the "after you play" reactions are not its
//! play effect and resolve as usual. A card with no "Play:" ability, its
//! own or granted, has no play effect to replace. The replacement is
//! asked of the cards answering [`QueryClass::Rare`] only: a game where no
//! such card is in play pays one bit test per card played.

use super::ability::{Query, QueryClass};
use super::action::GameAction;
use super::question::{Instead, Question};
use super::{CardRef, Game, Player};

impl Game {
    /// Resolves the "Play:" abilities of `card`, just played by `player`,
    /// or what a replacement effect does instead
    /// ([`GameAction::ResolvePlayEffect`]).
    #[inline]
    pub(crate) fn resolve_play_effect(&mut self, card: CardRef, player: Player) {
        if self.answered(QueryClass::Rare) {
            self.resolve_replaceable_play_effect(card, player);
        } else {
            self.trigger_own(card, player, |b| b.play);
        }
    }

    /// [`Game::resolve_play_effect`] while a replacement effect is in play.
    #[cold]
    #[inline(never)]
    fn resolve_replaceable_play_effect(&mut self, card: CardRef, player: Player) {
        if !self.has_play_effect(card) {
            return;
        }
        let action = GameAction::ResolvePlayEffect { card, player };
        let mut q = Query::Instead { action };
        self.modify_now(QueryClass::Rare, &mut q);
        match <Instead as Question>::answer(q, action) {
            GameAction::ResolvePlayEffect { card, player } => {
                self.trigger_own(card, player, |b| b.play);
            }
            other => self.perform_instead(other, 0),
        }
    }

    /// "Resolve the play effect of `card` as if you had just played it"
    /// (Missile Officer Myers: a neighbor's, or a card just discarded):
    /// its "Play:" abilities, printed (unless its text box is blank) and
    /// granted, resolve for `player` with `card` as their source, wherever
    /// the card is. The card is not played: no bonus icons, no "after you
    /// play" reactions, nothing counted as played.
    pub fn resolve_play_effect_as_if_played(&mut self, card: CardRef, player: Player) {
        if card.is_some() {
            self.trigger_own(card, player, |b| b.play);
        }
    }

    /// [`Game::resolve_play_effect_as_if_played`] relayed by `relayer`, a
    /// card whose ability resolves a neighbor's play effect (Missile
    /// Officer Myers): the frames resolving `card`'s play effect have
    /// `relayer` as their [`Frame::subject`](crate::Frame::subject), so
    /// that a relay among them can tell which card relayed to it.
    pub fn relay_play_effect(&mut self, card: CardRef, player: Player, relayer: CardRef) {
        if card.is_some() {
            self.trigger_own_about(card, player, |b| b.play, relayer);
        }
    }

    /// Whether `card` has a "Play:" ability, its own or granted.
    fn has_play_effect(&self, card: CardRef) -> bool {
        !self.behavior(card).play.is_empty()
            || self.may_be_granted() && self.granted_by(card).any(|(_, b)| !b.play.is_empty())
    }
}
