//! The tide (Dark Tidings): a state both players share. It starts neutral;
//! a player who raises it makes it high for them and low for their
//! opponent. In a game where the tide is in play (a Dark Tidings deck, or
//! a card that reads the tide), the active player may, in step 3, raise
//! the tide and gain 3 chains
//! ([`Choice::RaiseTide`](crate::Choice::RaiseTide)); the rules grant that,
//! not a card, so no card is exhausted or used. It is offered while the
//! tide is not high for them and no effect forbids raising it
//! ([`Game::can_raise_tide`]): the reference card says a tide high for a
//! player cannot be raised by them (a ruling lets a player take the chains
//! anyway; offering a move that only adds chains, again and again, would
//! let an agent loop forever).

use super::ability::Event;
use super::ids::Player;
use super::question::CanRaiseTide;
use super::state::Game;

/// The tide's state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tide {
    /// Whether the game has the tide (a deck of Dark Tidings, or a card
    /// that reads or raises it): only then is its Omni offered.
    pub(crate) in_game: bool,
    /// The player the tide is high for (neutral when none).
    pub(crate) high_for: Option<Player>,
}

/// The expansion number of Dark Tidings: a game with a deck of its cards
/// has the tide.
pub const DARK_TIDINGS_EXPANSION: u16 = 496;

/// The chains the tide's own Omni costs.
pub const RAISE_TIDE_CHAINS: u32 = 3;

impl Game {
    /// Whether this game has the tide, and so offers its Omni.
    pub fn tide_in_game(&self) -> bool {
        self.tide.in_game
    }

    /// The player the tide is high for, if it is not neutral.
    pub fn tide_high_for(&self) -> Option<Player> {
        self.tide.high_for
    }

    /// Whether the tide is high for `p`.
    #[inline]
    pub fn tide_is_high(&self, p: Player) -> bool {
        self.tide.high_for == Some(p)
    }

    /// Whether the tide is low for `p` (high for their opponent; a neutral
    /// tide is neither).
    #[inline]
    pub fn tide_is_low(&self, p: Player) -> bool {
        self.tide.high_for == Some(p.opponent())
    }

    /// Whether `p` may raise the tide now: it is not already high for them,
    /// and no effect forbids it ([`CanRaiseTide`]: "players cannot raise
    /// the tide").
    pub fn can_raise_tide(&self, p: Player) -> bool {
        !self.tide_is_high(p) && self.query(CanRaiseTide(p), true)
    }

    /// "Reset the tide": it becomes neutral, high for neither player.
    pub fn reset_tide(&mut self) {
        self.tide.in_game = true;
        self.tide.high_for = None;
    }

    /// `p` raises the tide: it becomes high for them and low for their
    /// opponent, and "after you raise the tide" reactions hear it. A tide
    /// already high for `p`, or one an effect forbids raising
    /// ([`Game::can_raise_tide`]), is not raised: nothing happens.
    /// Returns whether the tide was raised.
    pub fn raise_tide(&mut self, p: Player) -> bool {
        if !self.can_raise_tide(p) {
            return false;
        }
        self.tide.in_game = true;
        self.tide.high_for = Some(p);
        self.emit(Event::TideRaised { player: p });
        true
    }

    /// The tide's Omni, granted by the rules to the active player in step
    /// 3 while the tide is not high for them: raise the tide and gain 3
    /// chains.
    pub(crate) fn use_tide_omni(&mut self) {
        let p = self.active;
        self.raise_tide(p);
        self.gain_chains(p, RAISE_TIDE_CHAINS);
    }
}

/// Conditions and actions on the tide for the ability's controller, the
/// words the cards that read the tide share (`Step::then(..).only_if(tide_high)`).
pub mod words {
    use crate::{Frame, Game};

    /// "If the tide is high" (for you).
    pub fn tide_high(g: &Game, f: &Frame) -> bool {
        g.tide_is_high(f.controller)
    }

    /// "If the tide is not high" (neutral or low for you).
    pub fn tide_not_high(g: &Game, f: &Frame) -> bool {
        !g.tide_is_high(f.controller)
    }

    /// "If the tide is low" (for you).
    pub fn tide_low(g: &Game, f: &Frame) -> bool {
        g.tide_is_low(f.controller)
    }

    /// "Raise the tide" (you raise it).
    pub fn raise_the_tide(g: &mut Game, f: &mut Frame) {
        g.raise_tide(f.controller);
    }
}
