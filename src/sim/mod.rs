//! Many games in parallel, their statistics, and reports.
//!
//! - [`runner`]: [`MatchConfig`] and [`run`]: seeded, paired games between
//!   two decks on a thread pool, with results independent of the thread
//!   count;
//! - [`stats`]: per-deck counters and the Wilson score interval;
//! - [`report`]: the result as a table, CSV or JSON;
//! - [`html`]: self-contained HTML report pages (tables, ranking charts,
//!   heat maps, curves);
//! - [`plan`]: the batches of games a job asks for, and the [`GamePlayer`]
//!   that plays them;
//! - [`rating`], [`sprt`], [`curve`]: Bradley–Terry ratings on the Elo
//!   scale, the pentanomial sequential test, and the logistic handicap curve;
//! - [`jobs`]: deck strength, chain handicaps and agent leagues.

pub mod curve;
pub mod html;
pub mod jobs;
pub mod plan;
pub mod rating;
pub mod report;
pub mod runner;
pub mod sprt;
pub mod stats;

pub use plan::{Batch, GamePlayer, InMemory};
pub use report::{Format, Report, Side, VERSION};
pub use runner::{run, MatchConfig, MatchResult, RunError};
pub use stats::{wilson95, DeckStats, GameResult, MatchStats, PairStats};
