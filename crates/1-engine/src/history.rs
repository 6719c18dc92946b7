//! What happened this turn and this game: counts that abilities read ("if
//! you have played 2 cards this turn", "for each enemy creature destroyed
//! in a fight this turn") from one place, instead of a counter per card.
//!
//! The engine records into it at the points where things happen (playing,
//! gaining Æmber, destruction, fights, reaps, house choice); cards only read
//! it through `Game::turn_history` and `Game::game_history`.

use super::ids::CardRef;
use keysim_facts::House;

/// Counts of the current turn, reset when a turn starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurnHistory {
    /// Cards played this turn, from hand or by abilities, including one
    /// being played now.
    pub cards_played: u8,
    /// Creatures played this turn, including one being played now.
    pub creatures_played: u8,
    /// Cards played this turn by card type (`CardType as usize`: action,
    /// artifact, creature, upgrade), including one being played now ("no
    /// more than 1 card of each card type each turn", Kaupe).
    pub played_by_type: [u8; CARD_TYPES],
    /// Cards played this turn by house (`House as usize`), including one
    /// being played now.
    pub played_by_house: [u8; keysim_facts::HOUSE_COUNT],
    /// Cards played or discarded from hand in step 3 (the first-turn rule).
    pub hand_actions: u8,
    /// Whether any card was played, used or discarded in step 3 (alpha).
    pub step_acted: bool,
    /// Creatures destroyed this turn, by the player who controlled them.
    pub creatures_destroyed: [u8; 2],
    /// Creatures destroyed in a fight this turn, by their controller.
    pub destroyed_in_fight: [u8; 2],
    /// Æmber each player gained this turn (reaping, bonus icons, abilities;
    /// not Æmber stolen or taken from a creature).
    pub amber_gained: [u8; 2],
    /// Æmber each player stole this turn (taken from the opponent's pool,
    /// wherever a replacement effect then put it).
    pub amber_stolen: [u8; 2],
    /// Different creatures used this turn (reap, fight, action, omni,
    /// removing a stun): a card counts by its type when used, so a
    /// mineralized creature used as an artifact (De-Animator) does not,
    /// and an animated artifact used as a creature does.
    pub creatures_used: u8,
    /// The cards used this turn while they were creatures (a bit per
    /// card, [`TurnHistory::creatures_used`] of them):
    /// [`Game::used_as_creature_this_turn`](crate::Game::used_as_creature_this_turn).
    pub used_as_creatures: u128,
    /// Creatures used to fight this turn.
    pub fights: u8,
    /// Creatures used to reap this turn.
    pub reaps: u8,
    /// The first creature used to reap this turn ("if it is the first time
    /// a creature has reaped this turn": a reap made by another's Reap:
    /// ability is announced before that one's, but comes second).
    pub first_reaper: Option<CardRef>,
    /// Whether the reap of [`TurnHistory::first_reaper`] was announced
    /// ([`Event::Reaped`](crate::Event::Reaped)) yet: see
    /// [`Game::is_first_reap`](crate::Game::is_first_reap).
    pub first_reap_heard: bool,
    /// The houses of the cards each player discarded from their hand this
    /// turn, a bit per `House as u32`.
    pub houses_discarded: [u32; 2],
    /// The attacker and the defender of the last fight this turn.
    pub last_fight: Option<(CardRef, CardRef)>,
    /// Whether step 4 (ready cards) is readying the active player's cards
    /// now ([`Game::in_ready_cards_step`](crate::Game::in_ready_cards_step)).
    pub readying_cards: bool,
    /// Creatures each player exalted this turn that they controlled ("if
    /// you exalted a friendly creature this turn"), counted each time.
    pub friendly_exalted: [u8; 2],
}

/// The number of card types ([`keysim_facts::CardType`]).
pub const CARD_TYPES: usize = 6;

/// Counts of the whole game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameHistory {
    /// The house each player chose on their most recent turn.
    pub last_house: [Option<House>; 2],
    /// Creatures destroyed so far, by the player who controlled them.
    pub creatures_destroyed: [u16; 2],
    /// Creatures each player played on their most recent finished turn.
    pub creatures_played_last_turn: [u8; 2],
    /// Æmber each player stole on their most recent finished turn ("if
    /// your opponent stole Æmber from you on their previous turn").
    pub amber_stolen_last_turn: [u8; 2],
}

/// Adds one to a counter, stopping at its maximum.
#[inline]
pub(crate) fn bump(n: &mut u8) {
    *n = n.saturating_add(1);
}
