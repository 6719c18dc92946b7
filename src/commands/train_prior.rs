//! The `keysim train-prior` command: its flags, and the run that fits a
//! prior over step 3 choices and writes its file.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;

use super::train::{deck_sets, thread_count, usage, CommandError};
use keysim_train::prior::{train_prior, PriorConfig};

/// The flags of `keysim train-prior`.
#[derive(Args, Debug, Clone)]
pub struct TrainPriorArgs {
    /// The decks to train on: a folder, a deck file, or deck names separated
    /// by commas [default: the built-in decks whose cards are all
    /// implemented, less the held-out ones].
    #[arg(long, value_name = "SET")]
    pub decks: Option<String>,
    /// Decks not trained on: the prior's agreement with its teacher is
    /// measured on them.
    #[arg(long, value_name = "SET")]
    pub holdout: Option<String>,
    /// Self-play games on the training decks.
    #[arg(long, short = 'n', value_name = "N", default_value_t = 2000,
          value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    pub games: u64,
    /// Self-play games on the held-out decks.
    #[arg(long, value_name = "N", default_value_t = 500,
          value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    pub holdout_games: u64,
    /// The agent whose self-play supplies the positions.
    #[arg(long, value_name = "SPEC", default_value = "greedy:epsilon=0.05")]
    pub agent: String,
    /// Where to write the prior (JSON; load it with ismcts:prior=FILE).
    #[arg(long, short = 'o', value_name = "FILE")]
    pub out: PathBuf,
    /// The run's seed: the same seed gives the same prior.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    #[arg(long, short = 'j', value_name = "T", allow_negative_numbers = true,
          help = super::THREADS_HELP,
          value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub threads: Option<u64>,
    #[arg(long, short = 'q', help = super::QUIET_HELP)]
    pub quiet: bool,
}

/// The configuration `args` describe.
///
/// # Errors
/// [`CommandError::Usage`] for a bad deck set or agent.
pub fn config(args: &TrainPriorArgs) -> Result<PriorConfig, CommandError> {
    let (decks, holdout) = deck_sets(args.decks.as_deref(), args.holdout.as_deref())?;
    let agent = keysim_sim::parse_agent(&args.agent).map_err(|e| usage(format!("--agent: {e}")))?;
    Ok(PriorConfig {
        decks,
        holdout,
        games: args.games,
        holdout_games: args.holdout_games,
        agent,
        seed: args.seed,
        threads: thread_count(args.threads),
    })
}

/// Runs `keysim train-prior`: plays the games, fits the prior, writes it
/// to `--out` and reports on `out` how often it agrees with its teacher.
///
/// # Errors
/// [`CommandError`]: bad flags, a file that cannot be written, or `out`
/// closed.
pub fn run(args: &TrainPriorArgs, out: &mut dyn Write) -> Result<(), CommandError> {
    let cfg = config(args)?;
    // The prior's file is checked before any game is played.
    let mut files = crate::files::RunFiles::new();
    files.write("--out", "prior.json", Some(&args.out));
    files.check().map_err(CommandError::Usage)?;
    let write = |out: &mut dyn Write, line: String| {
        writeln!(out, "{line}").map_err(|e| CommandError::Failed(e.to_string()))
    };
    write(
        out,
        format!(
            "fitting a step 3 prior to {} self-play games of {} on {} deck(s): {}; seed {}",
            cfg.games,
            cfg.agent,
            cfg.decks.len(),
            keysim_decks::names_in_part(&cfg.decks),
            cfg.seed
        ),
    )?;
    let start = Instant::now();
    let run = train_prior(&cfg).map_err(CommandError::Failed)?;
    let training = run.prior.training.clone().unwrap_or_default();
    write(
        out,
        format!(
            "{} decisions, log-loss {:.4} after {} Newton steps; the prior's first choice is the \
             teacher's in {:.1}% of them",
            training.decisions,
            training.loss,
            run.steps,
            100.0 * run.agreement
        ),
    )?;
    if let Some((agreement, n)) = run.holdout {
        write(
            out,
            format!(
                "held-out decks ({} games, {n} decisions): the prior's first choice is the \
                 teacher's in {:.1}%; the rule-based rollout choice in {:.1}%",
                cfg.holdout_games,
                100.0 * agreement,
                100.0 * run.rule_agreement
            ),
        )?;
    }
    std::fs::write(&args.out, run.prior.to_json())
        .map_err(|e| CommandError::Failed(format!("cannot write {}: {e}", args.out.display())))?;
    write(
        out,
        format!(
            "wrote {} ({} cards weighed) in {:.1}s",
            args.out.display(),
            run.prior.cards.len(),
            start.elapsed().as_secs_f64()
        ),
    )
}
