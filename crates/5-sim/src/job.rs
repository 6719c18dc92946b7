//! Jobs that can be logged, resumed, sharded and merged, and the registry
//! that rebuilds a job from a result log's header.
//!
//! A job (`match`, `strength`, `league`, ...) is rebuilt from its
//! parameters alone, asks a [`GamePlayer`] for all its games, and renders
//! its output as a pure function of its parameters and those games. To
//! plug a job into `--log`, `--resume`, `--shard` and `keysim merge`,
//! implement [`Job`] and add `JobKind::of::<YourJob>()` to [`registry`].

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use super::logged::Finished;
use super::plan::GamePlayer;
use super::report::Format;
use super::runner::RunError;

/// A job whose runs can be logged, resumed, sharded and merged.
pub trait Job: Sized {
    /// The job's kind: written in log headers, the key of its [`registry`]
    /// entry, and the subcommand that resumes it (`keysim KIND --resume`).
    const KIND: &'static str;
    /// Everything that decides the job's output (decks as [`DeckList`]s,
    /// agents as their canonical spec strings, seed, games, ...); not the
    /// thread count, the output format or file.
    ///
    /// [`DeckList`]: keysim_decks::DeckList
    type Params: Serialize + DeserializeOwned;

    /// The job's parameters.
    fn params(&self) -> Self::Params;

    /// The job of `params`.
    ///
    /// # Errors
    /// A one-line message if the parameters do not make a job (a bad agent
    /// spec, say).
    fn from_params(params: Self::Params) -> Result<Self, String>;

    /// Why the job cannot be sharded, if it cannot: an adaptive job (one
    /// that decides its next games from the results so far) must say so. A
    /// shard's player plays only its share of each batch and answers the
    /// other shards' games with stand-ins, so a shardable job's batches
    /// must not depend on the results (its output is dropped).
    fn unshardable(&self) -> Option<String> {
        None
    }

    /// Runs the job, asking `player` for its games, and renders its output
    /// in `format`. Running it again with the same player replays nothing
    /// (the player keeps finished games), so several formats cost one run.
    ///
    /// # Errors
    /// [`JobRunError::Params`] if the parameters make no sense,
    /// [`JobRunError::Run`] with the player's [`RunError`] (a game cannot
    /// start, the run was interrupted, a game is missing from the logs).
    fn run(&self, player: &mut dyn GamePlayer, format: Format) -> Result<String, JobRunError>;

    /// What the games finished so far say, for an interrupted run (a
    /// table, say); `None` if nothing useful can be said before the end.
    fn so_far(&self, finished: &Finished) -> Option<String> {
        let _ = finished;
        None
    }
}

/// Why a job could not give its output.
#[derive(Debug)]
pub enum JobRunError {
    /// The parameters do not make a job (a message for the user).
    Params(String),
    /// The run failed or stopped.
    Run(RunError),
}

/// A kind of job in the [`registry`]: rebuilds the job from a header's
/// parameters and runs it.
#[derive(Clone, Copy, Debug)]
pub struct JobKind {
    pub kind: &'static str,
    /// Rebuilds the job from its parameters and runs it with the player,
    /// rendering `format`.
    pub run: fn(&Value, &mut dyn GamePlayer, Format) -> Result<String, JobRunError>,
}

impl JobKind {
    /// The registry entry of job `J`.
    pub fn of<J: Job>() -> JobKind {
        JobKind {
            kind: J::KIND,
            run: run_from_params::<J>,
        }
    }
}

fn run_from_params<J: Job>(
    params: &Value,
    player: &mut dyn GamePlayer,
    format: Format,
) -> Result<String, JobRunError> {
    let params: J::Params = serde_json::from_value(params.clone())
        .map_err(|e| JobRunError::Params(format!("the {} parameters: {e}", J::KIND)))?;
    let job = J::from_params(params).map_err(JobRunError::Params)?;
    job.run(player, format)
}

/// The parameters of `job` as JSON.
pub fn params_json<J: Job>(job: &J) -> Value {
    serde_json::to_value(job.params()).unwrap_or(Value::Null)
}

impl From<RunError> for JobRunError {
    fn from(e: RunError) -> JobRunError {
        JobRunError::Run(e)
    }
}

impl std::fmt::Display for JobRunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JobRunError::Params(m) => f.write_str(m),
            JobRunError::Run(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for JobRunError {}

/// Every job kind `keysim merge` can rebuild.
pub fn registry() -> Vec<JobKind> {
    vec![
        JobKind::of::<super::match_job::MatchJob>(),
        JobKind::of::<super::jobs::StrengthJob>(),
        JobKind::of::<super::jobs::LeagueJob>(),
        JobKind::of::<super::jobs::HandicapJob>(),
    ]
}

/// The registry entry of `kind`.
pub fn find_kind(kind: &str) -> Option<JobKind> {
    registry().into_iter().find(|k| k.kind == kind)
}
