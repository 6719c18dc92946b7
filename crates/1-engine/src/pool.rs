//! The card pool a game is played with: what each card does, by card id.
//!
//! The engine knows no card's behaviour. The card pool crate builds a pool
//! from every set's implemented cards ([`CardPool::from_lookup`]) and every
//! game is set up with one ([`crate::Game::new`]); the game keeps a
//! reference to it (a pointer: the state stays plain data).

use super::ability::Behavior;
use super::state::CardFacts;
use keysim_facts::CardId;

/// The behaviour of every card record, by [`CardId`]. A card without an
/// entry plays as its printed facts only ([`Behavior::VANILLA`]).
#[derive(Debug, Clone)]
pub struct CardPool {
    behaviors: Box<[&'static Behavior]>,
    /// Each record's [`CardFacts`] bits, worked out once for every game.
    facts: Box<[u8]>,
    implemented: Box<[bool]>,
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
    pub fn is_implemented(&self, id: CardId) -> bool {
        self.implemented
            .get(id.0 as usize)
            .copied()
            .unwrap_or(false)
    }
}
