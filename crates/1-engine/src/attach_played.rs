//! "Attach this card to it as an upgrade" (Poltergeistoids, Spontaneous
//! Awakening): a card being played, an action in limbo, becomes an upgrade
//! attached to a creature or an artifact in play, and stays there instead
//! of reaching the discard pile once its play is over. An upgrade on an
//! artifact leaves play with it, as one on a creature does.

use super::ids::CardRef;
use super::state::{Game, Location};

impl Game {
    /// Attaches `card`, a card being played, to `host`, a creature or an
    /// artifact in play, as an upgrade under the control of the player
    /// playing it ([`Event::UpgradeAttached`](crate::Event::UpgradeAttached)
    /// and [`Event::EnteredPlay`](crate::Event::EnteredPlay) are heard).
    /// Returns whether it is attached: not when `card` is not being played
    /// or `host` is not a creature or artifact in play.
    pub fn attach_as_upgrade(&mut self, card: CardRef, host: CardRef) -> bool {
        if card.is_none()
            || host.is_none()
            || self.card(card).location != Location::Limbo
            || !matches!(
                self.card(host).location,
                Location::Battleline | Location::Artifacts
            )
        {
            return false;
        }
        self.attach(card, host);
        true
    }
}
