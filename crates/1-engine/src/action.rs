//! A game action about to happen, as replacement effects see and change it
//! (`instead`).

use super::ids::{CardRef, Player};
use super::question::QueryClass;
use super::zone::Location;

/// A game action about to happen, as replacement effects see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameAction {
    /// Nothing happens: the action was prevented.
    Prevented,
    /// `amount` Æmber about to reach `player`'s pool, coming off card
    /// `from` ([`CardRef::NONE`]: from the supply or a pool); `reaped`
    /// when it is the Æmber a creature's reap gains.
    Gain {
        player: Player,
        amount: u8,
        from: CardRef,
        reaped: bool,
    },
    /// `amount` Æmber about to be put on `card` (captured instead of
    /// gained: "captured by this creature instead").
    PutOnCard { card: CardRef, amount: u8 },
    /// `thief` about to steal up to `amount` Æmber from their opponent.
    Steal { thief: Player, amount: u8 },
    /// `creature` about to capture up to `amount` Æmber from `from`'s pool.
    /// As a replacement, `creature` [`CardRef::NONE`] is "captured by a
    /// creature controlled by the active player": they choose the creature
    /// for each Æmber (Gargantodon).
    Capture {
        creature: CardRef,
        from: Player,
        amount: u8,
    },
    /// `amount` damage (what armor left of it) about to be dealt to `card`.
    Damage { card: CardRef, amount: u8 },
    /// As a replacement of [`GameAction::Damage`]: the `amount` damage
    /// meant for `card` is divided among its neighbors as evenly as
    /// possible instead (Friendship; [`crate::divided_damage`]).
    DividedAmongNeighbors { card: CardRef, amount: u8 },
    /// Creature `dealer` about to deal `amount` damage (more than 0) to
    /// `receiver` by its power in a fight ("when this creature would deal
    /// damage", Shoulder Id): asked before armor, wards, invulnerability
    /// and "cannot be dealt damage" apply, and only when the creature
    /// deals damage at all (not when skirmish or elusive means it deals
    /// none). Another action in its place is carried out instead of the
    /// damage.
    DealDamage {
        dealer: CardRef,
        receiver: CardRef,
        amount: u8,
    },
    /// `card` about to be destroyed (tagged for destruction).
    Destroy { card: CardRef },
    /// `card` about to leave play from `from` to its owner's `to` zone.
    /// From [`Location::Limbo`]: a played card that has resolved (an
    /// action card) on its way to the discard pile; a replacement may send
    /// it elsewhere ("return it to your hand instead of placing it in your
    /// discard pile").
    LeavePlay {
        card: CardRef,
        from: Location,
        to: Location,
    },
    /// `card` about to be readied (by step 4 while
    /// [`Game::in_ready_cards_step`](crate::Game::in_ready_cards_step)).
    Ready { card: CardRef },
    /// `card` about to be exhausted.
    Exhaust { card: CardRef },
    /// `card` about to be discarded from the hand that holds it (every
    /// discard from a hand, by the rules' step 3 or by an ability), asked
    /// of the replacement effects of class [`QueryClass::Rare`].
    Discard { card: CardRef },
    /// The player holding `card` chooses: discard it, or archive it
    /// instead ("each time they discard a card from their hand, they may
    /// instead archive that card": Corner the Market). Only a replacement's
    /// outcome.
    MayArchiveInstead { card: CardRef },
    /// As a replacement of [`GameAction::Discard`]: `card` is revealed to
    /// both players and put facedown beneath `host`, a card in play,
    /// instead of being discarded (Refined Adhesive). Only a replacement's
    /// outcome.
    PutBeneath { card: CardRef, host: CardRef },
    /// `player` makes `amount` token creatures, one at a time on the flanks
    /// they choose, as an ability of `source` ("when Æmber would be added
    /// to your pool, make that many token creatures instead": Staff Up).
    /// Only a replacement's outcome: no game action is asked about as this.
    MakeTokens {
        player: Player,
        amount: u8,
        source: CardRef,
    },
    /// The "Play:" abilities of `card`, a card `player` just played, about
    /// to resolve (after its bonus icons and "after you play" reactions;
    /// asked only for a card that has one). "Instead of resolving its play
    /// effect, ..." (Bryozoarch) replaces it with another action, or
    /// prevents it. Few cards do: the play asks [`QueryClass::Rare`] only,
    /// not through [`Game::instead`](crate::Game::instead), so that the
    /// other replacement effects are not asked at every play.
    ResolvePlayEffect { card: CardRef, player: Player },
}

impl GameAction {
    /// The class of the replacement effects that may change this action:
    /// readying and exhausting are asked of [`QueryClass::Readying`] only,
    /// a discard from a hand (few cards replace it, and every game has
    /// many) of [`QueryClass::Rare`]. (A play effect is asked of
    /// [`QueryClass::Rare`] only, by the play itself: see
    /// [`GameAction::ResolvePlayEffect`].)
    #[inline]
    pub fn replacement_class(self) -> QueryClass {
        match self {
            GameAction::Ready { .. } | GameAction::Exhaust { .. } => QueryClass::Readying,
            GameAction::Discard { .. } | GameAction::MayArchiveInstead { .. } => QueryClass::Rare,
            _ => QueryClass::Replacement,
        }
    }
}
