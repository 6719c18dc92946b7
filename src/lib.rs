//! keysim: a KeyForge rules engine, simulator and AI lab.

pub mod cards;
pub mod deck;
pub mod engine;
