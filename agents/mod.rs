//! Agents: players that choose among the engine's legal choices from their
//! own observation only.
//!
//! An agent is named on the command line by a spec string such as `random`,
//! `greedy`, `ismcts:iterations=2000,c=0.7` or `ismcts:time_ms=100`
//! ([`AgentSpec::parse`]). Agents are built fresh for each game from the spec
//! and a seed ([`AgentSpec::build`]), so runs are reproducible.

use crate::engine::{Choice, Observation};

/// A player of games. It sees only an [`Observation`]: the type system keeps
/// hidden information (the opponent's hand and archives, deck orders) away
/// from it.
pub trait Agent: Send {
    /// Chooses one of `choices` (the legal choices of `obs`'s decision; never
    /// empty).
    fn choose(&mut self, obs: &Observation, choices: &[Choice]) -> Choice;
}
