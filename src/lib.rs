//! keysim: a KeyForge rules engine, simulator and AI lab.
//!
//! Layers, each naming only those before it (`tests/layering.rs` checks):
//! - card facts: the generated card table, in the `keysim-facts` crate of
//!   this workspace (the compiler keeps it free of everything above),
//!   re-exported by [`cards`] ([`cards::CardId`], [`cards::House`], ...),
//!   and deck lists ([`cards::DeckList`]);
//! - [`engine`]: the rules (game state, turn sequence, game actions),
//!   which knows cards only by their facts;
//! - [`cards`] behaviour: what each implemented card does, by set and
//!   house, handed to every game as the engine's [`engine::CardPool`]
//!   ([`cards::pool`]);
//! - [`deck`]: deck formats, the embedded deck library, deck sets;
//! - [`agents`]: players (random, greedy, ISMCTS, PIMC, cheat, external
//!   programs) and evaluation models;
//! - [`sim`] and [`log`]: many games in parallel, statistics, jobs, logs and
//!   reports; [`train`]: self-play training;
//! - [`testing`]: the scenario harness tests are written with.

pub mod agents;
pub mod cards;
pub mod deck;
pub mod engine;
pub mod log;
pub mod sim;
pub mod testing;
pub mod train;
