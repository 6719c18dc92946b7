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
//! - [`job`]: jobs that can be logged, resumed, sharded and merged, and
//!   their registry; [`match_job`]: `keysim match` as one;
//! - [`records`]: the result log; [`logged`]: the players that write and
//!   read it; [`shard`]: `--shard I/N`; [`runs`]: starting, resuming and
//!   merging runs, stopping, atomic output files; [`log`]: the readable
//!   log of a game;
//! - [`game_record`]: one game as a file (`keysim play`'s saves and
//!   logs); [`replay`]: a game's steps to walk through, from such a file
//!   or a result log; [`hints`]: how the greedy lookahead values a
//!   person's choices; [`screen`] and [`words`]: the board, decisions and
//!   choices in plain words, for a person;
//! - [`golden`]: seeded games whose results are stored and replayed by a
//!   test, and the golden hash that names how this engine plays them;
//! - [`coverage`]: how much of a deck's abilities are implemented;
//! - [`rating`], [`sprt`], [`curve`]: Bradley–Terry ratings on the Elo
//!   scale, the pentanomial sequential test, and the logistic handicap curve;
//! - [`jobs`]: deck strength, chain handicaps and agent leagues;
//! - [`agent_spec`]: agent specs as the command line takes them, with the
//!   checks of parameters that make no sense.

pub mod agent_spec;
pub mod coverage;
pub mod curve;
pub mod game_record;
pub mod golden;
pub mod hints;
pub mod html;
pub mod job;
pub mod jobs;
pub mod log;
pub mod logged;
pub mod match_job;
pub mod plan;
pub mod rating;
pub mod records;
pub mod replay;
pub mod report;
pub mod runner;
pub mod runs;
pub mod screen;
pub mod shard;
pub mod sprt;
pub mod stats;
pub mod words;

pub use agent_spec::parse_agent;
pub use coverage::Coverage;
pub use job::{registry, Job, JobKind};
pub use logged::{FromLogs, Logged};
pub use match_job::{MatchJob, MatchParams};
pub use plan::{Batch, GamePlayer, InMemory};
pub use report::{Format, Report, Side, VERSION};
pub use runner::{run, MatchConfig, MatchResult, ProgressView, RunError, MAX_GAMES};
pub use runs::{RunOptions, RunsError};
pub use shard::Shard;
pub use stats::{wilson95, DeckStats, GameResult, MatchStats, PairStats};
