//! keysim: a KeyForge rules engine, simulator and AI lab.
//!
//! - [`engine`]: the rules (game state, turn sequence, game actions);
//! - [`cards`]: the card table and the behaviour of implemented cards;
//! - [`deck`]: deck lists and the embedded deck library;
//! - [`agents`]: players (random, greedy, ISMCTS);
//! - [`sim`]: many games in parallel, statistics and reports.

pub mod agents;
pub mod cards;
pub mod deck;
pub mod engine;
pub mod log;
pub mod sim;
pub mod testing;
pub mod train;
