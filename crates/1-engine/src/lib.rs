//! The rules engine: game state, the turn sequence, and the vocabulary of
//! game actions that card behaviour is written in. It knows no card by name
//! and no deck format beyond the deck list it is set up with. Card
//! behaviour (a crate per set, above this one) is written in its vocabulary
//! and handed to each game as a [`CardPool`]: the engine imports only card
//! facts (`keysim-facts`).
//!
//! One concept per file:
//! - the state: `state` (the game, cards, players, capacities), `identity`
//!   (what a physical card is now: printed, token, copy, gigantic), `pool`
//!   (what each card does, by id), `ids` (and the card capacity),
//!   `zone` (locations and zones), `card_set`, `trait_set`, `card_list`,
//!   `history` (what happened this turn and game), `rng`;
//! - what card behaviour is written in: `ability` (abilities, steps, asks and
//!   their choosers, events, lasting effects), `select` (zones as a set,
//!   "each card that …", "for each …" counts), `words` (ready-made steps
//!   with parameters, "repeat the preceding effect"), `each_captures`
//!   ("each creature that … captures", the active player choosing who
//!   captures when a pool runs short), `question` (the table of queries constant abilities
//!   answer, asked with `Game::query`);
//! - game actions: `moves` (every zone change), `amber`, `status`, `exalt`
//!   (who exalted which creature), `damage`,
//!   `effects` (triggers, lasting effects, events), `action` (a game
//!   action about to happen) and `instead` (the one place replacement
//!   effects change, replace or prevent it before it happens), `forging` (keys and
//!   what pays for them), `queries` (power, armor,
//!   keywords and other values constant abilities change);
//! - the rules around them: `setup`, `turn` (steps 1, 2, 4, 5), `legality`
//!   (what step 3 allows), `playing`, `uses`, `use_cost` ("in order to use
//!   this card"), `fight`, `destruction`,
//!   `granted` (abilities granted by upgrades);
//! - decisions: `choice` (decisions and choices), `resolve` (the one decision
//!   the game waits for, and running on to the next), `asks` (an ability's
//!   targets and houses), `observe` (what a player may know), `knowledge`
//!   (which hidden cards of the opponent a player has seen).

pub mod ability;
mod action;
mod amber;
pub mod archive_locks;
mod asks;
mod attach_played;
mod bonus;
mod card_list;
mod card_set;
pub mod choice;
mod damage;
mod destruction;
mod discard_return;
pub mod divided_damage;
mod draw_replacement;
mod drew;
mod each_captures;
mod effects;
mod enters_anywhere;
mod exalt;
mod extra_turn;
mod fight;
mod flank_play;
mod forging;
mod granted;
pub mod history;
pub mod host_gains;
mod identity;
pub mod ids;
pub mod instead;
mod key_color_forge;
pub mod key_cost;
mod keys;
mod knowledge;
mod legality;
pub(crate) mod moves;
pub mod name_a_card;
mod named_fight;
pub mod named_tokens;
mod observe;
pub mod outposts;
mod pile_swap;
mod play_effect;
mod played_from;
mod playing;
pub mod pool;
mod power_armor_switch;
mod queries;
pub mod question;
mod random_order;
mod random_pick;
pub mod readied;
mod ready_step;
mod rearrange;
mod resolve;
mod revealed_top;
pub mod rng;
mod setup;
mod splash;
pub(crate) mod state;
mod status;
pub mod tide;
mod token_flip;
mod tokens;
mod trait_set;
mod turn;
pub mod type_change;
mod upgrade_as_creature;
mod upgrade_onto;
pub mod use_cost;
mod uses;
pub mod zone;

pub mod control;
pub mod destroyed;
pub mod extra_plays;
pub mod scenario;
pub mod select;
pub mod shards;
pub mod text_box;
pub mod top_of_deck;
pub mod use_house;
mod words;

#[cfg(test)]
mod tests;

pub use ability::{
    Ask, Behavior, CaptureFrom, Capturers, CardSlot, Chooser, CopyHouse, Count, DamageSource,
    Event, Events, Expiry, Frame, HouseSpec, LastingEffect, LastingKind, OptionSpec, Param,
    Queries, Query, QueryClass, Reach, Step, TargetSpec, MAX_ORDERED_TARGETS,
};
pub use action::GameAction;
pub use bonus::BonusEffect;
pub use card_set::CardSet;
pub use choice::{Choice, ChoiceList, Decision, DecisionKind};
pub use history::{GameHistory, TurnHistory};
pub use identity::Identity;
pub use ids::{CardRef, Flank, Player};
pub use keys::KeyColor;
pub use observe::{Observation, Seat};
pub use pool::CardPool;
pub use resolve::IllegalChoice;
pub use select::{Cards, Tally, Zones};
pub use setup::{chain_penalty, mix_seed, GameSetup, SetupError, DEFAULT_TURN_CAP};
pub use state::{
    Card, ForfeitReason, Game, Limit, Location, Outcome, Phase, PlayerState, MAX_CARDS,
    MAX_GRANTED, MAX_LASTING, MAX_STEPS_WITHOUT_DECISION, MAX_TASKS, MAX_TITLES_PER_TURN,
    SHARED_ZONE,
};
pub use trait_set::TraitSet;
