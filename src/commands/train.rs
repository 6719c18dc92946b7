//! The `keysim train` command: its flags, and the run that prints one line
//! per generation and writes each generation's model file.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;

use keysim_decks::{self as deck, DeckList};
use keysim_sim::sprt::Sprt;
use keysim_sim::Coverage;
use keysim_train::{compare, train, Generation, Opponent, TrainConfig};

/// The flags of `keysim train`.
#[derive(Args, Debug, Clone)]
pub struct TrainArgs {
    /// The decks to train on: a folder, a deck file, or deck names separated
    /// by commas [default: the built-in decks whose cards are all
    /// implemented, less the held-out ones].
    #[arg(long, value_name = "SET")]
    pub decks: Option<String>,
    /// Decks not trained on: the final model is compared on them too.
    #[arg(long, value_name = "SET")]
    pub holdout: Option<String>,
    /// Generations to train.
    #[arg(long, short = 'g', value_name = "G", default_value_t = 3,
          value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub generations: u32,
    /// Self-play games per generation.
    #[arg(long, short = 'n', value_name = "N", default_value_t = 2000,
          value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    pub games: u64,
    /// Most gating games (candidate against incumbent), spread over the
    /// training decks, rounded up to whole pairs; the match stops earlier
    /// as soon as the sequential test decides.
    #[arg(long, value_name = "N", default_value_t = 2000,
          value_parser = clap::value_parser!(u64).range(2..=10_000_000))]
    pub gate_games: u64,
    /// The gating test: a sequential probability ratio test on game pairs
    /// of H1 (the candidate is elo1 Elo stronger than the incumbent)
    /// against H0 (elo0); alpha and beta default to 0.05. Only a candidate
    /// whose test accepts H1 is promoted.
    #[arg(long, value_name = "ELO0,ELO1[,ALPHA,BETA]", default_value = "0,30")]
    pub gate_sprt: String,
    /// Games of each final comparison (with the generation-0 agent, unless
    /// no candidate was promoted, and with the baseline), on the trained
    /// decks and again on the held-out ones, rounded up to whole pairs.
    #[arg(long, value_name = "N", default_value_t = 400,
          value_parser = clap::value_parser!(u64).range(2..=10_000_000))]
    pub eval_games: u64,
    /// The targets' λ in [0, 1]: 1 fits each end-of-turn position to the
    /// game's outcome; below 1, to a λ-return that mixes in the incumbent
    /// model's win probability of the same player's next position.
    #[arg(long, value_name = "L", default_value_t = 1.0)]
    pub lambda: f64,
    /// How many generations' self-play positions each fit uses: its own
    /// and those of the W − 1 generations before it.
    #[arg(long, value_name = "W", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub window: u64,
    /// The agent trained: greedy or ismcts; the model replaces its
    /// evaluation (greedy's eval, ismcts's leaf).
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub agent: String,
    /// The agent that gates each candidate and plays the final comparisons
    /// with the model as its evaluation [default: --agent]; for example
    /// ismcts:iterations=50, whose leaf the model becomes, while cheap
    /// greedy self-play supplies the positions.
    #[arg(long, value_name = "SPEC")]
    pub gate_agent: Option<String>,
    /// The agent the final model must beat, as given (its own evaluation)
    /// [default: --gate-agent with its own evaluation]. To compare at no
    /// more time per decision, give it a budget that takes at least as long
    /// as the gating agent's: ismcts:iterations=50 (about 2.3 ms per
    /// decision) against a gating agent ismcts:iterations=400,rollout_turns=0
    /// (about 1.2 ms).
    #[arg(long, value_name = "SPEC")]
    pub baseline: Option<String>,
    /// A model file to start from, continuing an earlier run (its
    /// generations are numbered on from the file's) [default: the built-in
    /// weights, generation 0].
    #[arg(long, value_name = "FILE")]
    pub start: Option<PathBuf>,
    /// Where to write each generation's model file (gen-G.json; the model
    /// training starts from as gen-0.json, or under its own generation with
    /// --start; final.json the final model).
    #[arg(long, short = 'o', value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// The run's seed: the same seed gives the same models.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    #[arg(long, short = 'j', value_name = "T", allow_negative_numbers = true,
          help = super::THREADS_HELP,
          value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub threads: Option<u64>,
    #[arg(long, short = 'q', help = super::QUIET_HELP)]
    pub quiet: bool,
}

/// Why `keysim train` stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandError {
    /// Bad input: what to fix (exit code 2).
    Usage(String),
    /// Something failed while running (exit code 1).
    Failed(String),
}

pub(crate) fn usage(e: impl ToString) -> CommandError {
    CommandError::Usage(e.to_string())
}

/// The default training set: the built-in decks with every card
/// implemented.
fn complete_decks() -> Vec<DeckList> {
    deck::embedded()
        .iter()
        .filter(|d| Coverage::of(d).is_complete())
        .cloned()
        .collect()
}

/// The training and held-out decks of `--decks` and `--holdout` (by
/// default every built-in deck whose cards are all implemented, less the
/// held-out ones), checked: some deck to train on, none in both.
///
/// # Errors
/// [`CommandError::Usage`], naming the flag to fix.
pub(crate) fn deck_sets(
    decks: Option<&str>,
    holdout: Option<&str>,
) -> Result<(Vec<DeckList>, Vec<DeckList>), CommandError> {
    let holdout = match holdout {
        Some(s) => deck::load_set(s).map_err(|e| usage(format!("--holdout: {e}")))?,
        None => Vec::new(),
    };
    let decks = match decks {
        Some(s) => deck::load_set(s).map_err(|e| usage(format!("--decks: {e}")))?,
        None => complete_decks()
            .into_iter()
            .filter(|d| holdout.iter().all(|h| h.name != d.name))
            .collect(),
    };
    if decks.is_empty() {
        return Err(usage("--decks: no deck left to train on"));
    }
    if let Some(d) = decks
        .iter()
        .find(|d| holdout.iter().any(|h| h.name == d.name))
    {
        return Err(usage(format!(
            "\"{}\" is both trained on (--decks) and held out (--holdout)",
            d.name
        )));
    }
    Ok((decks, holdout))
}

/// The worker threads of `--threads` (default: all cores).
pub(crate) fn thread_count(threads: Option<u64>) -> usize {
    threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |t| t as usize,
    )
}

/// The configuration `args` describe.
///
/// # Errors
/// [`CommandError::Usage`] for a bad deck set or agent.
pub fn config(args: &TrainArgs) -> Result<TrainConfig, CommandError> {
    let (decks, holdout) = deck_sets(args.decks.as_deref(), args.holdout.as_deref())?;
    let gate_test = Sprt::parse(&args.gate_sprt).map_err(|e| {
        let why = e.to_string();
        usage(match why.strip_prefix("--sprt") {
            Some(rest) => format!("--gate-sprt{rest}"),
            None => format!("--gate-sprt: {why}"),
        })
    })?;
    if !(0.0..=1.0).contains(&args.lambda) {
        return Err(usage(format!(
            "--lambda must be between 0 and 1 (got {})",
            args.lambda
        )));
    }
    let agent = keysim_sim::parse_agent(&args.agent).map_err(|e| usage(format!("--agent: {e}")))?;
    let gate_agent = match &args.gate_agent {
        Some(s) => keysim_sim::parse_agent(s).map_err(|e| usage(format!("--gate-agent: {e}")))?,
        None => agent.clone(),
    };
    let baseline = match &args.baseline {
        Some(s) => keysim_sim::parse_agent(s).map_err(|e| usage(format!("--baseline: {e}")))?,
        None => gate_agent.clone(),
    };
    let threads = thread_count(args.threads);
    let start = match &args.start {
        Some(path) => keysim_agents::Model::load(&path.to_string_lossy())
            .map_err(|e| usage(format!("--start: {e}")))?,
        None => keysim_agents::Model::builtin(),
    };
    let cfg = TrainConfig {
        start: std::sync::Arc::new(start),
        decks,
        holdout,
        generations: args.generations,
        games: args.games,
        gate_games: args.gate_games,
        gate_test,
        lambda: args.lambda,
        window: args.window as usize,
        eval_games: args.eval_games,
        agent,
        gate_agent,
        baseline,
        seed: args.seed,
        threads,
    };
    let builtin = std::sync::Arc::new(keysim_agents::Model::builtin());
    keysim_train::with_model(&cfg.agent, &builtin).map_err(|e| usage(format!("--agent: {e}")))?;
    keysim_train::with_model(&cfg.gate_agent, &builtin)
        .map_err(|e| usage(format!("--gate-agent: {e}")))?;
    Ok(cfg)
}

/// Runs `keysim train`: one line per generation on `out`, each
/// generation's model file in `--out`, then the final model against the
/// generation-0 agent and the baseline on the trained and held-out
/// decks.
///
/// # Errors
/// [`CommandError`]: bad flags, a model file that cannot be written, games
/// that cannot start, or `out` closed.
pub fn run(args: &TrainArgs, out: &mut dyn Write) -> Result<(), CommandError> {
    let cfg = config(args)?;
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| CommandError::Failed(format!("cannot create {}: {e}", dir.display())))?;
    }
    let write = |out: &mut dyn Write, line: String| {
        writeln!(out, "{line}").map_err(|e| CommandError::Failed(e.to_string()))
    };
    write(
        out,
        format!(
            "training {} (gated by {}; baseline {}) on {} deck(s): {}; seed {}",
            cfg.agent.name(),
            cfg.gate_agent,
            cfg.baseline,
            cfg.decks.len(),
            keysim_decks::names_in_part(&cfg.decks),
            cfg.seed
        ),
    )?;
    if let Some(dir) = &args.out {
        let path = dir.join(format!("gen-{}.json", cfg.start.generation));
        std::fs::write(&path, cfg.start.to_json())
            .map_err(|e| CommandError::Failed(format!("cannot write {}: {e}", path.display())))?;
    }
    let start = Instant::now();
    let mut failure = None;
    let fin = train(&cfg, |g: &Generation| {
        let step = Instant::now();
        if let Some(dir) = &args.out {
            let path = dir.join(format!("gen-{}.json", g.candidate.generation));
            if let Err(e) = std::fs::write(&path, g.candidate.to_json()) {
                failure = Some(CommandError::Failed(format!(
                    "cannot write {}: {e}",
                    path.display()
                )));
                return Err(String::new());
            }
        }
        if let Err(e) = writeln!(out, "{}", g.summary()) {
            failure = Some(CommandError::Failed(e.to_string()));
            return Err(String::new());
        }
        if !args.quiet {
            eprintln!(
                "keysim: generation {} done at {:.1}s",
                g.candidate.generation,
                (step - start).as_secs_f64()
            );
        }
        Ok(())
    });
    let fin = match (fin, failure) {
        (_, Some(f)) => return Err(f),
        (Err(e), None) => return Err(CommandError::Failed(e)),
        (Ok(m), None) => m,
    };
    if let Some(dir) = &args.out {
        let path = dir.join("final.json");
        std::fs::write(&path, fin.to_json())
            .map_err(|e| CommandError::Failed(format!("cannot write {}: {e}", path.display())))?;
    }
    write(
        out,
        format!(
            "final model: generation {}{}",
            fin.generation,
            match (fin.generation == cfg.start.generation, args.start.is_some()) {
                (true, false) => " (the built-in weights: no candidate was promoted)",
                (true, true) => " (the start model: no candidate was promoted)",
                _ => "",
            }
        ),
    )?;
    let start_name = format!("generation {}", cfg.start.generation);
    let baseline_name = format!("the baseline ({})", cfg.baseline);
    for (against, opponent) in [
        (start_name.as_str(), Opponent::Generation0),
        (baseline_name.as_str(), Opponent::Baseline),
    ] {
        if opponent == Opponent::Generation0 && fin.generation == cfg.start.generation {
            write(
                out,
                format!("final vs {against}: not played, the final model is {against}"),
            )?;
            continue;
        }
        let (trained, holdout) = compare(&cfg, &fin, opponent).map_err(CommandError::Failed)?;
        write(
            out,
            format!(
                "final vs {against}, paired mirror games, trained decks: {}",
                trained.describe()
            ),
        )?;
        if let Some(h) = holdout {
            write(
                out,
                format!(
                    "final vs {against}, paired mirror games, held-out decks ({}): {}",
                    keysim_decks::names_in_part(&cfg.holdout),
                    h.describe()
                ),
            )?;
        }
    }
    if !args.quiet {
        eprintln!("keysim: {:.1}s in all", start.elapsed().as_secs_f64());
    }
    Ok(())
}
