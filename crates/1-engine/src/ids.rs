//! Small `Copy` identifiers used throughout the engine.

use std::fmt;

/// Most cards a game holds: two decks of at most 40 cards (a larger deck
/// is refused at setup). Card sets fit a `u128` mask. Cards that later
/// sets create during a game (tokens) will need room here.
pub const MAX_CARDS: usize = 80;
// Card sets held as `u128` bit masks (bit `i` is card index `i`) cannot
// grow past 128 cards: the build stops here first.
const _: () = assert!(
    MAX_CARDS <= 128,
    "MAX_CARDS outgrew the u128 card masks: widen (or make a CardSet of) the Game fields \
     modifiers, reactors, conditioned, grantors, animating, mineralized, granted_when_tagged, forge_banks, fresh_damage, beneath, \
     attached, known, used, destroyed_elsewhere, destroyed and tagged, the fightable mask of legality.rs (and its use in \
     resolve.rs), the masks of knowledge.rs and observe.rs, and the in-play mask of log.rs"
);

/// One of the two players. `A` plays the first deck given to the game, `B`
/// the second; who goes first is decided at setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Player {
    A = 0,
    B = 1,
}

impl Player {
    /// Both players, `A` first.
    pub const BOTH: [Player; 2] = [Player::A, Player::B];

    /// The other player.
    #[inline]
    pub fn opponent(self) -> Player {
        match self {
            Player::A => Player::B,
            Player::B => Player::A,
        }
    }

    /// 0 for `A`, 1 for `B`.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::A => "A",
            Player::B => "B",
        })
    }
}

/// A handle to one physical card of a game (an index into the game's card
/// table). Stable for the whole game, whatever zone the card moves to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardRef(pub u8);

impl CardRef {
    /// "No card": an unfilled target, a creature that is not attached, ...
    pub const NONE: CardRef = CardRef(u8::MAX);

    /// Whether this is [`CardRef::NONE`].
    #[inline]
    pub fn is_none(self) -> bool {
        self == CardRef::NONE
    }

    /// Whether this refers to a card.
    #[inline]
    pub fn is_some(self) -> bool {
        self != CardRef::NONE
    }

    /// The index into the game's card table.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Debug for CardRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_none() {
            f.write_str("#none")
        } else {
            write!(f, "#{}", self.0)
        }
    }
}

/// Which flank of a battleline a creature enters on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flank {
    Left,
    Right,
}
