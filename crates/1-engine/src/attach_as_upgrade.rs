//! "Attach this card to it as an upgrade" (Came Back Wrong): a card that
//! is not an upgrade by type (an action being played) is attached to a
//! creature in play and stays there as an upgrade, with the abilities its
//! own behaviour gives its host ([`Behavior::modify`](crate::Behavior::modify)
//! with [`Reach::Host`](crate::Reach::Host), [`Behavior::grants`](crate::Behavior::grants)),
//! until it leaves play as any upgrade does. An action attached while it
//! is being played is not put into the discard pile once its play is over.

use super::ids::CardRef;
use super::state::Game;

impl Game {
    /// Attaches `card`, out of play (an action being played, or a card in a
    /// hand, discard pile or archives), to creature `host` in play as an
    /// upgrade controlled by the player who holds `card`; heard as
    /// [`Event::UpgradeAttached`](crate::Event::UpgradeAttached) entering
    /// play. False (and nothing happens) if `host` is not in a battleline or
    /// `card` is already in play.
    pub fn attach_as_upgrade(&mut self, card: CardRef, host: CardRef) -> bool {
        if card.is_none() || !self.in_battleline(host) || self.card(card).location.in_play() {
            return false;
        }
        self.attach(card, host);
        true
    }
}
