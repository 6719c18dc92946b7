//! The card pool a game is played with: what each card does, by card id.
//!
//! The engine knows no card's behaviour. The card pool crate builds a pool
//! from every set's implemented cards ([`CardPool::from_lookup`]) and every
//! game is set up with one ([`crate::Game::new`]); the game keeps a
//! reference to it (a pointer: the state stays plain data).

use super::ability::Behavior;
use super::state::{CardFacts, Game};
use keysim_facts::CardId;

/// The behaviour of every card record, by [`CardId`]. A card without an
/// entry plays as its printed facts only ([`Behavior::VANILLA`]).
#[derive(Debug, Clone)]
pub struct CardPool {
    behaviors: Box<[&'static Behavior]>,
    /// Each record's [`CardFacts`] bits, worked out once for every game.
    facts: Box<[u8]>,
    game_facts: Box<[u8]>,
    implemented: Box<[bool]>,
}

/// What a card brings to a whole game it is in, as bits of a `u8`
/// ([`CardPool::game_facts`]): read once per card when a game is set up, so
/// that a rule no card of the game needs costs nothing while it plays.
pub(crate) struct GameFacts;

impl GameFacts {
    /// It reads the colours of keys ([`Behavior::reads_key_colors`]).
    pub const KEY_COLORS: u8 = 1 << 0;
    /// It reads or raises the tide ([`Behavior::reads_tide`]).
    pub const TIDE: u8 = 1 << 1;
    /// It reacts while in a discard pile ([`Behavior::in_discard`]).
    pub const DISCARD_REACTIONS: u8 = 1 << 2;
    /// It has printed versatile, or can give it
    /// ([`Behavior::gives_versatile`]).
    pub const VERSATILE: u8 = 1 << 3;
    /// It has a "Scrap:" ability ([`Behavior::scrap`]).
    pub const SCRAP: u8 = 1 << 4;
    /// It may be returned from a discard pile in step 3
    /// ([`Behavior::returns_from_discard`]).
    pub const DISCARD_RETURNS: u8 = 1 << 5;
    /// It may replace a draw from a discard pile
    /// ([`Behavior::instead_of_drawing`]).
    pub const DRAW_REPLACEMENTS: u8 = 1 << 6;
    /// It changes a card's type in play ([`Behavior::attaches_to_artifact`],
    /// [`Behavior::mineralized_are_artifacts`]: [`crate::type_change`]).
    pub const TYPE_CHANGES: u8 = 1 << 7;

    /// The game facts of a card `id` that behaves as `b`.
    fn of(id: CardId, b: &Behavior) -> u8 {
        let bit = |on: bool, f: u8| if on { f } else { 0 };
        bit(b.reads_key_colors, Self::KEY_COLORS)
            | bit(b.reads_tide, Self::TIDE)
            | bit(b.in_discard.is_some(), Self::DISCARD_REACTIONS)
            | bit(
                b.gives_versatile
                    || id
                        .def()
                        .keywords
                        .contains(keysim_facts::Keywords::VERSATILE),
                Self::VERSATILE,
            )
            | bit(!b.scrap.is_empty(), Self::SCRAP)
            | bit(b.returns_from_discard.is_some(), Self::DISCARD_RETURNS)
            | bit(b.instead_of_drawing.is_some(), Self::DRAW_REPLACEMENTS)
            | bit(
                b.attaches_to_artifact || b.mineralized_are_artifacts,
                Self::TYPE_CHANGES,
            )
    }
}

impl CardPool {
    /// A pool of every card record that `lookup` gives a behaviour for, by
    /// slug; the others play as their printed facts and count as not
    /// implemented.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<&'static Behavior>) -> CardPool {
        let found: Vec<Option<&'static Behavior>> =
            keysim_facts::all().iter().map(|d| lookup(d.slug)).collect();
        let behaviors: Box<[&'static Behavior]> = found
            .iter()
            .map(|b| b.unwrap_or(&Behavior::VANILLA))
            .collect();
        CardPool {
            facts: (0..behaviors.len())
                .map(|i| CardFacts::of(CardId(i as u16), behaviors[i]))
                .collect(),
            game_facts: (0..behaviors.len())
                .map(|i| GameFacts::of(CardId(i as u16), behaviors[i]))
                .collect(),
            behaviors,
            implemented: found.iter().map(Option::is_some).collect(),
        }
    }

    /// This pool with card `id` behaving as `behavior` (for tests of the
    /// engine's hooks, which give a real card a hand-built behaviour).
    pub fn with_behavior(&self, id: CardId, behavior: &'static Behavior) -> CardPool {
        let mut pool = self.clone();
        if let Some(b) = pool.behaviors.get_mut(id.0 as usize) {
            *b = behavior;
            pool.facts[id.0 as usize] = CardFacts::of(id, behavior);
            pool.game_facts[id.0 as usize] = GameFacts::of(id, behavior);
            pool.implemented[id.0 as usize] = true;
        }
        pool
    }

    /// The behaviour of card `id`.
    #[inline]
    pub fn behavior(&self, id: CardId) -> &'static Behavior {
        match self.behaviors.get(id.0 as usize) {
            Some(b) => b,
            None => &Behavior::VANILLA,
        }
    }

    /// The [`CardFacts`] bits of a copy of card `id`.
    #[inline]
    pub(crate) fn facts(&self, id: CardId) -> u8 {
        match self.facts.get(id.0 as usize) {
            Some(&f) => f,
            None => CardFacts::of(id, &Behavior::VANILLA),
        }
    }

    /// Whether card `id`'s abilities are implemented (vanilla cards count).
    /// What card `id` brings to a game it is in ([`GameFacts`]).
    #[inline]
    pub(crate) fn game_facts(&self, id: CardId) -> u8 {
        match self.game_facts.get(id.0 as usize) {
            Some(&f) => f,
            None => GameFacts::of(id, &Behavior::VANILLA),
        }
    }

    pub fn is_implemented(&self, id: CardId) -> bool {
        self.implemented
            .get(id.0 as usize)
            .copied()
            .unwrap_or(false)
    }
}

impl Game {
    /// Turns on the rules the cards with `facts` ([`GameFacts`]) bring to
    /// this game.
    pub(crate) fn add_game_facts(&mut self, facts: u8) {
        let has = |f: u8| facts & f != 0;
        self.key_colors_matter |= has(GameFacts::KEY_COLORS);
        self.tide.in_game |= has(GameFacts::TIDE);
        self.discard_reactions_possible |= has(GameFacts::DISCARD_REACTIONS);
        self.versatile_possible |= has(GameFacts::VERSATILE);
        self.scrap_possible |= has(GameFacts::SCRAP);
        self.discard_returns_possible |= has(GameFacts::DISCARD_RETURNS);
        self.draw_replacements_possible |= has(GameFacts::DRAW_REPLACEMENTS);
        self.type_changes_possible |= has(GameFacts::TYPE_CHANGES);
    }
}
