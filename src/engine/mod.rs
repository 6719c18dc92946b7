//! The rules engine: game state, the turn sequence, and the vocabulary of
//! game actions that card behaviour is written in.

pub mod ability;
mod actions;
mod card_set;
pub mod choice;
mod flow;
pub mod history;
pub mod ids;
mod observe;
pub mod rng;
pub mod scenario;
mod state;
pub mod zone;

#[cfg(test)]
mod hook_tests;

pub use ability::{
    Behavior, CardSlot, Chooser, Count, Event, Expiry, Frame, HouseSpec, LastingEffect, Queries,
    Query, QueryClass, Reach, Step, TargetSpec, MAX_ORDERED_TARGETS,
};
pub use card_set::CardSet;
pub use choice::{Choice, ChoiceList, Decision, DecisionKind};
pub use flow::{chain_penalty, mix_seed, GameSetup, IllegalChoice, SetupError, DEFAULT_TURN_CAP};
pub use history::{GameHistory, TurnHistory};
pub use ids::{CardRef, Flank, Player};
pub use observe::{Observation, Seat};
pub use state::{Card, Game, Limit, Location, Outcome, Phase, PlayerState, MAX_CARDS, SHARED_ZONE};
