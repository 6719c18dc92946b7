//! The card pool a game is played with: what each card does, by card id.
//!
//! The engine knows no card's behaviour. The card pool crate builds a pool
//! from every set's implemented cards ([`CardPool::from_lookup`]) and every
//! game is set up with one ([`crate::Game::new`]); the game keeps a
//! reference to it (a pointer: the state stays plain data).

use super::ability::Behavior;
use keysim_facts::CardId;

/// The behaviour of every card record, by [`CardId`]. A card without an
/// entry plays as its printed facts only ([`Behavior::VANILLA`]).
#[derive(Debug, Clone)]
pub struct CardPool {
    behaviors: Box<[&'static Behavior]>,
    implemented: Box<[bool]>,
}

impl CardPool {
    /// A pool of every card record that `lookup` gives a behaviour for, by
    /// slug; the others play as their printed facts and count as not
    /// implemented.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<&'static Behavior>) -> CardPool {
        let found: Vec<Option<&'static Behavior>> =
            keysim_facts::all().iter().map(|d| lookup(d.slug)).collect();
        CardPool {
            behaviors: found
                .iter()
                .map(|b| b.unwrap_or(&Behavior::VANILLA))
                .collect(),
            implemented: found.iter().map(Option::is_some).collect(),
        }
    }

    /// This pool with card `id` behaving as `behavior` (for tests of the
    /// engine's hooks, which give a real card a hand-built behaviour).
    pub fn with_behavior(&self, id: CardId, behavior: &'static Behavior) -> CardPool {
        let mut pool = self.clone();
        if let Some(b) = pool.behaviors.get_mut(id.0 as usize) {
            *b = behavior;
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

    /// Whether card `id`'s abilities are implemented (vanilla cards count).
    pub fn is_implemented(&self, id: CardId) -> bool {
        self.implemented
            .get(id.0 as usize)
            .copied()
            .unwrap_or(false)
    }
}
