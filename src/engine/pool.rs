//! The card pool a game is played with: what each card does, by card id.
//!
//! The engine knows no card's behaviour. The card layer builds a pool from
//! its implemented cards (`crate::cards::pool`) and every game is set up
//! with one ([`crate::engine::Game::new`]); the game keeps a reference to it
//! (a pointer: the state stays plain data).

use super::ability::Behavior;
use crate::cards::CardId;

/// The behaviour of every card record, by [`CardId`]. A card without an
/// entry plays as its printed facts only ([`Behavior::VANILLA`]).
#[derive(Debug)]
pub struct CardPool {
    behaviors: Box<[&'static Behavior]>,
}

impl CardPool {
    /// A pool in which card id `i` behaves as `behaviors[i]`.
    pub fn new(behaviors: Box<[&'static Behavior]>) -> CardPool {
        CardPool { behaviors }
    }

    /// The behaviour of card `id`.
    #[inline]
    pub fn behavior(&self, id: CardId) -> &'static Behavior {
        match self.behaviors.get(id.0 as usize) {
            Some(b) => b,
            None => &Behavior::VANILLA,
        }
    }
}
