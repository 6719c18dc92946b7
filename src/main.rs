//! The `keysim` command line: matches between decks, card coverage, and the
//! deck library.
//!
//! Errors in what the user typed are reported on one line, `keysim: ...`,
//! with exit code 2. A closed output pipe (`keysim ... | head`) ends the
//! program quietly.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use clap::{Args, Parser, Subcommand, ValueEnum};

mod commands;
mod files;
mod progress;
mod stop;
mod terminal;

use keysim_agents::AgentSpec;
use keysim_decks::{self as deck, DeckList};
use keysim_engine::DEFAULT_TURN_CAP;
use keysim_sim::runs::{self, Ended, RunOptions, RunsError};
use keysim_sim::{self as sim, jobs, Coverage, Format, MatchConfig, MatchJob, Shard};

use files::RunFiles;

/// The starter decks the default match plays.
const STARTER_A: &str = "Radiant Argus the Supreme";
const STARTER_B: &str = "Miss “Onyx” Censorius";
/// Games of the default match (`keysim` with no subcommand): greedy plays
/// about 7 games per second per core, so this takes a few seconds.
const DEFAULT_MATCH_GAMES: u64 = 100;
/// Default games for fast agents (random, greedy) and for ISMCTS.
const FAST_AGENT_GAMES: u64 = 1000;
const SLOW_AGENT_GAMES: u64 = 100;
/// Default games against each gauntlet deck in `keysim strength`.
const STRENGTH_FAST_GAMES: u64 = 100;
const STRENGTH_SLOW_GAMES: u64 = 20;
/// Default game budget of `keysim handicap`.
const HANDICAP_FAST_GAMES: u64 = 400;
const HANDICAP_SLOW_GAMES: u64 = 60;
/// Default games per pair of agents in `keysim league`, without and with
/// `--sprt`.
const LEAGUE_FAST_GAMES: u64 = 100;
const LEAGUE_SLOW_GAMES: u64 = 20;
const LEAGUE_SPRT_FAST_GAMES: u64 = 2000;
const LEAGUE_SPRT_SLOW_GAMES: u64 = 200;
/// Decisions timed per agent for a league's time per decision, by default.
const LEAGUE_TIMED_DECISIONS: u64 = 200;
/// Games per pairing of `keysim strength --rebuild-gauntlet`.
const REBUILD_GAMES_PER_PAIRING: u64 = 20;

#[derive(Parser, Debug)]
#[command(
    name = "keysim",
    version,
    about = "A KeyForge simulator: plays seeded games between real decks and prints win rates.",
    long_about = "A KeyForge simulator: plays seeded games between real decks and prints \
                  win rates.\n\nWith no subcommand, plays 100 games (50 deals, each played \
                  twice with each deck going first once) between greedy agents with the two \
                  Call of the Archons starter decks, Radiant Argus the Supreme and \
                  Miss \"Onyx\" Censorius, and prints the win-rate table.",
    after_help = "Examples:\n  keysim match radiant onyx --games 2000\n  \
                  keysim match decks/radiant-argus-the-supreme.txt voltpixel \
                  --agent-a ismcts:iterations=200,c=0.7 --agent-b greedy\n  \
                  keysim coverage radiant onyx\n  keysim decks\n  \
                  keysim play radiant onyx\n  keysim replay keysim-game-1764000000.json"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play many games between two decks and report the win rates.
    Match(Box<MatchArgs>),
    /// Show how many cards of each deck have their abilities implemented.
    Coverage {
        /// Deck files (a file of several decks reports each), folders of
        /// deck files, `file#name`, or built-in deck names.
        #[arg(value_name = "DECK", required_unless_present = "set")]
        decks: Vec<String>,
        /// A whole set instead, by its code (CotA, AoA, WC, MM, ...): which of
        /// its cards have their abilities implemented, by house.
        #[arg(long, value_name = "CODE")]
        set: Option<String>,
        #[arg(long, short = 'q', help = commands::QUIET_HELP)]
        quiet: bool,
    },
    /// List the built-in decks.
    Decks {
        #[arg(long, short = 'q', help = commands::QUIET_HELP)]
        quiet: bool,
    },
    /// Combine the result logs of one run (its shards, or an interrupted
    /// run's logs) into exactly the output of the whole run.
    Merge(MergeArgs),
    /// Rate decks against a gauntlet of reference decks (win rates and Elo).
    Strength(StrengthArgs),
    /// Find the chains that make a matchup even (a fitted win-rate curve).
    Handicap(HandicapArgs),
    /// Rate agents against each other in mirror matches (Elo, cross table, SPRT).
    League(LeagueArgs),
    /// Play a game yourself against an agent, in the terminal (plain text
    /// on standard input and output: a script can play it too).
    Play(Box<commands::play::PlayArgs>),
    /// Step through a game: one of `keysim play`, or one of a result log
    /// (--log) of match, strength, handicap or league, played again.
    Replay(Box<commands::replay::ReplayArgs>),
    /// Train the evaluation model by self-play: each generation plays
    /// games, fits a new model, and keeps it only if it beats the current
    /// one in paired mirror games.
    Train(Box<commands::train::TrainArgs>),
    /// Fit a prior over main-phase choices to a lookahead's choices in
    /// self-play games, for ISMCTS to search the likely choices first
    /// (ismcts:prior=FILE).
    TrainPrior(Box<commands::train_prior::TrainPriorArgs>),
}

#[derive(Args, Debug)]
struct MergeArgs {
    /// The result logs (written with --log) to combine.
    #[arg(value_name = "FILE", required = true)]
    files: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = FormatArg::Table)]
    format: FormatArg,
    /// Write the output to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    out: Option<PathBuf>,
    /// Also write the result as a self-contained HTML page (charts inline,
    /// no network needed to view it).
    #[arg(long, value_name = "FILE.html")]
    report: Option<PathBuf>,
    #[arg(long, short = 'q', help = commands::QUIET_HELP)]
    quiet: bool,
}

#[derive(Args, Debug)]
struct LeagueArgs {
    /// Two or more agent specs (random, greedy[:epsilon=E], fast, ismcts[:...], strong[:...]).
    #[arg(value_name = "AGENT", num_args = 2.., required_unless_present = "resume")]
    agents: Vec<String>,
    /// The decks both sides play: a directory, a file of decks, or a
    /// comma-separated list of deck files or built-in names [default: the
    /// decks of the gauntlet cota-aoa-wc-mm-momu-dt-woe-gr-as-toc-v6].
    #[arg(long, value_name = "SET")]
    decks: Option<String>,
    /// Games per pair of agents [default: 100, 20 with ismcts; with --sprt
    /// the most games before the test stops undecided: 2000, 200 with ismcts].
    #[arg(long, short = 'n', value_name = "N", value_parser = parse_games,
          allow_negative_numbers = true)]
    games: Option<u64>,
    /// With exactly two agents: a sequential test of "the first agent is
    /// elo0 Elo stronger" against "elo1 stronger", on game pairs; it stops as
    /// soon as one is accepted. alpha and beta default to 0.05.
    #[arg(
        long,
        value_name = "elo0,elo1[,alpha,beta]",
        allow_hyphen_values = true
    )]
    sprt: Option<String>,
    /// Leave out the measured time per decision, so that the output depends
    /// only on the games (two runs then compare byte for byte). A run with
    /// --log, --resume or --shard always leaves it out, so that its output
    /// is the one `keysim merge` gives.
    #[arg(long)]
    no_timing: bool,
    /// How many of each agent's decisions the time per decision is
    /// measured over (in separate mirror games on the league's decks, the
    /// agents taking turns game by game).
    #[arg(long, value_name = "N", default_value_t = LEAGUE_TIMED_DECISIONS,
          value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    timing_decisions: u64,
    /// Play only shard I of N (1 <= I <= N) into --log FILE; combine the N
    /// logs with `keysim merge`. Refused with --sprt, whose test chooses
    /// the next games from the results so far.
    #[arg(long, value_name = "I/N", value_parser = Shard::parse)]
    shard: Option<Shard>,
    #[command(flatten)]
    common: JobArgs,
}

#[derive(Args, Debug)]
struct HandicapArgs {
    /// Deck A: a deck file or a built-in deck name.
    #[arg(value_name = "DECK_A", required_unless_present = "resume")]
    deck_a: Option<String>,
    /// Deck B.
    #[arg(value_name = "DECK_B", required_unless_present = "resume")]
    deck_b: Option<String>,
    /// The agent of both sides [default: greedy].
    #[arg(long, value_name = "SPEC")]
    agent: Option<String>,
    /// The budget of games over all chain counts [default: 400, 60 with
    /// ismcts], in pairs; spent mostly near the even point.
    #[arg(long, short = 'n', value_name = "N", value_parser = parse_games,
          allow_negative_numbers = true)]
    games: Option<u64>,
    #[command(flatten)]
    common: JobArgs,
}

#[derive(Args, Debug)]
struct StrengthArgs {
    /// The decks to rate: deck files (every deck of a file of several, or
    /// of a folder), `file#name`, or built-in deck names.
    #[arg(value_name = "DECK", required_unless_present_any = ["rebuild_gauntlet", "resume"])]
    decks: Vec<String>,
    /// The reference decks: a directory, a file of decks (a JSON list), or a
    /// comma-separated list of deck files or built-in names [default: the
    /// stored gauntlet cota-aoa-wc-mm-momu-dt-woe-gr-as-toc-v6: the embedded decks whose abilities are all
    /// implemented and seeded random decks of the other complete sets].
    #[arg(long, value_name = "SET")]
    gauntlet: Option<String>,
    /// The agent of both sides [default: greedy].
    #[arg(long, value_name = "SPEC")]
    agent: Option<String>,
    /// Games against each opponent [default: 100, 20 with ismcts], in pairs.
    #[arg(long, short = 'n', value_name = "N", value_parser = parse_games,
          allow_negative_numbers = true, conflicts_with = "precision")]
    games: Option<u64>,
    /// Play pairs against each opponent until the 95% interval of the win
    /// rate is at most ±P (e.g. 0.05), or --max-games.
    #[arg(long, value_name = "P", value_parser = parse_precision)]
    precision: Option<f64>,
    /// With --precision, the most games against one opponent.
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = parse_games,
          allow_negative_numbers = true)]
    max_games: u64,
    /// Play the round robin of the default gauntlet's decks and write it
    /// (JSON) to --out: the stored ratings strength reuses. --games is then
    /// games per pairing [default: 20]. This run is not logged: --log,
    /// --resume and --shard do not apply.
    #[arg(long, conflicts_with_all = ["decks", "gauntlet", "precision"])]
    rebuild_gauntlet: bool,
    /// Play only shard I of N (1 <= I <= N) into --log FILE; combine the N
    /// logs with `keysim merge`. Refused with --precision, which chooses
    /// the next games from the results so far, and with --rebuild-gauntlet,
    /// which is not logged.
    #[arg(long, value_name = "I/N", value_parser = Shard::parse)]
    shard: Option<Shard>,
    #[command(flatten)]
    common: JobArgs,
}

/// Flags every job shares.
#[derive(Args, Debug)]
struct JobArgs {
    #[arg(long, short = 'j', value_name = "T", allow_negative_numbers = true,
          help = commands::THREADS_HELP,
          value_parser = clap::value_parser!(u64).range(1..=1024))]
    threads: Option<u64>,
    /// The run's seed: the same seed gives the same games.
    #[arg(
        long,
        value_name = "S",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    seed: u64,
    /// A game still going after this many turns ends with no winner.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_TURN_CAP, allow_negative_numbers = true,
          value_parser = clap::value_parser!(u16).range(1..))]
    turn_cap: u16,
    /// Output format.
    #[arg(long, value_enum, default_value_t = FormatArg::Table)]
    format: FormatArg,
    /// Write the result to FILE instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    out: Option<PathBuf>,
    /// Also write the result as a self-contained HTML page (charts inline).
    #[arg(long, value_name = "FILE.html")]
    report: Option<PathBuf>,
    #[arg(long, short = 'q', help = commands::QUIET_HELP)]
    quiet: bool,
    /// Write a result log to FILE: one JSON line per finished game, so an
    /// interrupted run can be resumed and shards merged.
    #[arg(long, value_name = "FILE", conflicts_with = "resume")]
    log: Option<PathBuf>,
    /// Continue the interrupted run of this result log, replaying no
    /// finished game (the job's arguments may be left out: they come from
    /// the log); the output is the one the whole run gives.
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct MatchArgs {
    /// Deck A: a deck file, `file#name`, or a built-in deck name (loosely
    /// matched). With --resume, the decks and parameters come from the log
    /// (name them too to check that they match).
    #[arg(value_name = "DECK_A", required_unless_present = "resume")]
    deck_a: Option<String>,
    /// Deck B.
    #[arg(value_name = "DECK_B", required_unless_present = "resume")]
    deck_b: Option<String>,
    /// Games to play [default: 1000 with random or greedy agents, 100 with others].
    /// Games are played in pairs (one deal, each deck going first once): an
    /// odd number is rounded up.
    #[arg(long, short = 'n', value_name = "N", value_parser = parse_games, allow_negative_numbers = true)]
    games: Option<u64>,
    /// The agent of both decks, NAME[:PARAM=VALUE,...]: random;
    /// greedy[:epsilon=E,eval=advantage|fitted|model:FILE];
    /// fast (the strongest agent measured at no more than 1 ms per decision);
    /// ismcts[:iterations=N|time_ms=MS,c=C,rollout_turns=T,tree_turns=T,
    /// rollout_depth=D,rollout_greedy=P,house_playouts=P,determinizations=N,
    /// leaf=advantage|fitted|model:FILE|net:FILE,rollout_eval=...,rollout_turn_end=0|1,
    /// search=all|KIND+KIND,reuse=1|0,prior=FILE,policy=FILE,widen=W];
    /// strong[:as ismcts] (the strongest agent measured at default ISMCTS's time per
    /// decision: today default ISMCTS);
    /// pimc[:iterations=N,worlds=W,c=C,rollout_turns=T,tree_turns=T,rollout_depth=D,
    /// rollout_greedy=P]; cheat[:as pimc, without worlds] (sees hidden cards);
    /// external:[limit_ms=MS,]cmd=PROGRAM ARGS. README.md ("Agents" and "ISMCTS
    /// parameters") gives each parameter's meaning, range and default.
    #[arg(long, value_name = "SPEC", conflicts_with_all = ["agent_a", "agent_b"])]
    agent: Option<String>,
    /// The agent of deck A [default: greedy].
    #[arg(long, value_name = "SPEC")]
    agent_a: Option<String>,
    /// The agent of deck B [default: greedy].
    #[arg(long, value_name = "SPEC")]
    agent_b: Option<String>,
    /// Chains deck A starts with (a handicap, 0 to 24).
    #[arg(long, value_name = "K", default_value_t = 0, allow_negative_numbers = true,
          value_parser = clap::value_parser!(u8).range(0..=24))]
    chains_a: u8,
    /// Chains deck B starts with.
    #[arg(long, value_name = "K", default_value_t = 0, allow_negative_numbers = true,
          value_parser = clap::value_parser!(u8).range(0..=24))]
    chains_b: u8,
    #[arg(long, short = 'j', value_name = "T", allow_negative_numbers = true,
          help = commands::THREADS_HELP,
          value_parser = clap::value_parser!(u64).range(1..=1024))]
    threads: Option<u64>,
    /// The run's seed: the same seed gives the same games.
    #[arg(
        long,
        value_name = "S",
        default_value_t = 1,
        allow_negative_numbers = true
    )]
    seed: u64,
    /// Output format.
    #[arg(long, value_enum, default_value_t = FormatArg::Table)]
    format: FormatArg,
    /// Write the report to FILE instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    out: Option<PathBuf>,
    /// Also write the report as a self-contained HTML page (charts inline,
    /// no network) to FILE.
    #[arg(long, value_name = "FILE.html")]
    report: Option<PathBuf>,
    /// Write a turn-by-turn log of the first K games (to --log-file, or to
    /// standard error).
    #[arg(
        long,
        value_name = "K",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    log_games: u64,
    /// Where --log-games writes its logs.
    #[arg(long, value_name = "FILE")]
    log_file: Option<PathBuf>,
    /// A game still going after this many turns ends with no winner.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_TURN_CAP, allow_negative_numbers = true,
          value_parser = clap::value_parser!(u16).range(1..))]
    turn_cap: u16,
    /// Give each game its own deal and draw the first player, instead of
    /// playing each deal twice with each deck going first once.
    #[arg(long)]
    unpaired: bool,
    #[arg(long, short = 'q', help = commands::QUIET_HELP)]
    quiet: bool,
    /// Write a result log to FILE: one JSON line per finished game, so an
    /// interrupted run can be resumed and shards merged.
    #[arg(long, value_name = "FILE", conflicts_with = "resume")]
    log: Option<PathBuf>,
    /// Continue the interrupted run of this result log, replaying no
    /// finished game; the output is the one the whole run gives.
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
    /// Play only shard I of N (1 <= I <= N; each deal's pair of games stays
    /// in one shard) into --log FILE; combine the N logs with `keysim merge`.
    #[arg(long, value_name = "I/N", value_parser = Shard::parse)]
    shard: Option<Shard>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum FormatArg {
    Table,
    Csv,
    Json,
}

impl From<FormatArg> for Format {
    fn from(f: FormatArg) -> Format {
        match f {
            FormatArg::Table => Format::Table,
            FormatArg::Csv => Format::Csv,
            FormatArg::Json => Format::Json,
        }
    }
}

fn parse_precision(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(p) if p > 0.0 && p < 0.5 => Ok(p),
        Ok(_) => Err("the precision is a half-width between 0 and 0.5, e.g. 0.05".to_string()),
        Err(_) => Err("expected a number such as 0.05".to_string()),
    }
}

fn parse_games(s: &str) -> Result<u64, String> {
    let n: i128 = s
        .trim()
        .parse()
        .map_err(|_| "expected a whole number of games".to_string())?;
    if n < 1 {
        return Err("the number of games must be at least 1".to_string());
    }
    if n > i128::from(keysim_sim::MAX_GAMES) {
        return Err(format!(
            "the number of games must be at most {} (2^48)",
            keysim_sim::MAX_GAMES
        ));
    }
    Ok(n as u64)
}

/// Why `keysim` stopped.
#[derive(Debug)]
enum Error {
    /// Bad input: a message for the user, exit code 2.
    Usage(String),
    /// Something failed while running: exit code 1.
    Failed(String),
    /// Standard output was closed: stop quietly.
    BrokenPipe,
    /// Ctrl-C stopped the run (what it finished is already printed): exit
    /// code 130.
    Interrupted,
}

impl From<RunsError> for Error {
    fn from(e: RunsError) -> Error {
        match e {
            RunsError::Usage(m) => Error::Usage(m),
            RunsError::Failed(m) => Error::Failed(m),
        }
    }
}

impl Error {
    fn io(what: &str, e: io::Error) -> Error {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Error::BrokenPipe
        } else {
            Error::Failed(format!("{what}: {e}"))
        }
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(Error::BrokenPipe) => ExitCode::SUCCESS,
        Err(Error::Interrupted) => ExitCode::from(130),
        Err(Error::Usage(msg)) => {
            let _ = writeln!(io::stderr(), "keysim: {msg}");
            ExitCode::from(2)
        }
        Err(Error::Failed(msg)) => {
            let _ = writeln!(io::stderr(), "keysim: {msg}");
            ExitCode::from(1)
        }
    }
}

fn run() -> Result<(), Error> {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(e),
    };
    match cli.command {
        Some(Command::Match(args)) => run_match(*args),
        Some(Command::Coverage { decks, set, .. }) => match set {
            Some(code) => commands::coverage::set_coverage(&code, &decks),
            None => commands::coverage::coverage(&decks),
        },
        Some(Command::Decks { .. }) => commands::coverage::list_decks(),
        Some(Command::Merge(args)) => merge(args),
        Some(Command::Strength(args)) => run_strength(args),
        Some(Command::Handicap(args)) => run_handicap(args),
        Some(Command::League(args)) => run_league(args),
        Some(Command::Play(args)) => commands::play::run(&args),
        Some(Command::Replay(args)) => commands::replay::run(&args),
        Some(Command::Train(args)) => {
            use commands::train::{run, CommandError};
            run(&args, &mut io::stdout().lock()).map_err(|e| match e {
                CommandError::Usage(m) => Error::Usage(m),
                CommandError::Failed(m) => Error::Failed(m),
            })
        }
        Some(Command::TrainPrior(args)) => {
            use commands::train::CommandError;
            commands::train_prior::run(&args, &mut io::stdout().lock()).map_err(|e| match e {
                CommandError::Usage(m) => Error::Usage(m),
                CommandError::Failed(m) => Error::Failed(m),
            })
        }
        None => default_match(),
    }
}

/// Help and version go to standard output as clap writes them; a usage
/// error becomes one line.
fn clap_error(e: clap::Error) -> Result<(), Error> {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let text = e.render().to_string();
            let code = e.exit_code();
            if code == 0 {
                write_stdout(&text)
            } else {
                let first = text.lines().next().unwrap_or("").trim();
                Err(Error::Usage(first.to_string()))
            }
        }
        _ => {
            // The message is the text up to the first blank line (clap puts
            // the missing arguments on the lines after the first).
            let text = e.render().to_string();
            let parts: Vec<&str> = text
                .lines()
                .map(str::trim)
                .skip_while(|l| l.is_empty())
                .take_while(|l| !l.is_empty())
                .collect();
            let joined = parts.join(" ");
            let line = joined.strip_prefix("error: ").unwrap_or(&joined);
            let line = if line.is_empty() {
                "invalid arguments"
            } else {
                line
            };
            Err(Error::Usage(format!("{line} (see keysim --help)")))
        }
    }
}

fn write_stdout(text: &str) -> Result<(), Error> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .map_err(|e| Error::io("cannot write to standard output", e))
}

fn resolve_deck(spec: &str) -> Result<DeckList, Error> {
    deck::resolve(spec).map_err(|e| Error::Usage(e.to_string()))
}

/// The decks one deck argument of `coverage` or `strength` names: every
/// deck of a file or folder (as a deck set reads them), else the one deck
/// it names (a built-in name, `file#name`, `random:SET:SEED`).
fn decks_of_argument(spec: &str) -> Result<Vec<DeckList>, Error> {
    if spec == "-" || std::path::Path::new(spec).exists() {
        let decks = deck::load_set(spec).map_err(|e| Error::Usage(e.to_string()))?;
        if decks.is_empty() {
            return Err(Error::Usage(format!("\"{spec}\" holds no deck")));
        }
        return Ok(decks);
    }
    Ok(vec![resolve_deck(spec)?])
}

fn parse_agent(spec: &str, which: &str) -> Result<AgentSpec, Error> {
    sim::parse_agent(spec).map_err(|e| Error::Usage(format!("{which}: {e}")))
}

fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn run_match(args: MatchArgs) -> Result<(), Error> {
    let mut files = RunFiles::new();
    for (spec, role) in [
        (&args.deck_a, "the file of deck A"),
        (&args.deck_b, "the file of deck B"),
    ] {
        if let Some(path) = spec.as_deref().and_then(deck::deck_source) {
            files.read(role, path);
        }
    }
    if let Some(log) = &args.resume {
        files.read("the log --resume continues", log);
    }
    files.write("--log", "run.jsonl", args.log.as_deref());
    files.write("--out", "result.txt", args.out.as_deref());
    files.write("--report", "report.html", args.report.as_deref());
    files.write("--log-file", "games.log", args.log_file.as_deref());
    files.check().map_err(Error::Usage)?;
    if args.shard.is_some() && args.log.is_none() && args.resume.is_none() {
        return Err(Error::Usage(
            "--shard needs --log FILE: a shard's games go to its log, for `keysim merge`".into(),
        ));
    }
    let resumed = args.resume.as_deref().map(runs::read_resumed).transpose()?;
    let job = match (&args.deck_a, &args.deck_b, &resumed) {
        (Some(a), Some(b), _) => Some(match_job(&args, a, b)?),
        (_, _, Some(_)) => None,
        _ => {
            return Err(Error::Usage(
                "name deck A and deck B (see keysim match --help)".into(),
            ))
        }
    };
    let threads = args.threads.map_or_else(default_threads, |t| t as usize);
    let stop = Arc::new(AtomicBool::new(false));
    let opts = RunOptions {
        threads,
        log: args.log.clone(),
        shard: args.shard,
        progress: progress::games_view(!args.quiet),
        stop: stop.clone(),
    };
    let (job, player) = match &resumed {
        Some(log) => {
            let player = runs::resume(job.as_ref(), log, &opts)?;
            let job = match job {
                Some(job) => job,
                None => runs::job_of_log::<MatchJob>(log)?,
            };
            if !args.quiet {
                note(&format!(
                    "resuming \"{}\": {} of its games are finished",
                    log.path.display(),
                    log.games.len()
                ));
            }
            (job, player)
        }
        None => {
            let job = job.ok_or_else(|| Error::Usage("name deck A and deck B".into()))?;
            let (_, player) = runs::start(&job, &opts)?;
            (job, player)
        }
    };
    stop::on_ctrl_c(stop).map_err(Error::Failed)?;
    let mut job = job;
    job.config.threads = threads;
    job.config.log_games = args.log_games.min(job.config.games);
    let log_path = args.resume.clone().or(args.log.clone());
    let resume_command = log_path.as_ref().map(|p| {
        let mut extra: Vec<String> = Vec::new();
        if let Some(t) = args.threads {
            extra.extend(["-j".into(), t.to_string()]);
        }
        if !matches!(args.format, FormatArg::Table) {
            extra.extend(["--format".into(), format_name(args.format).into()]);
        }
        if let Some(o) = &args.out {
            extra.extend(["--out".into(), o.display().to_string()]);
        }
        if args.quiet {
            extra.push("-q".into());
        }
        runs::resume_command("match", p, &extra)
    });
    play_job(
        &job,
        player,
        Output {
            format: args.format.into(),
            out: args.out,
            log_file: args.log_file,
            quiet: args.quiet,
            log_path,
            resume_command,
            html: args.report,
        },
    )
}

/// The match the arguments describe (decks, agents, games, ...).
fn match_job(args: &MatchArgs, deck_a: &str, deck_b: &str) -> Result<MatchJob, Error> {
    // Cheap checks first, so a mistake is reported before anything runs.
    let (agent_a, agent_b) = match &args.agent {
        Some(spec) => {
            let a = parse_agent(spec, "--agent")?;
            (a.clone(), a)
        }
        None => (
            parse_agent(args.agent_a.as_deref().unwrap_or("greedy"), "--agent-a")?,
            parse_agent(args.agent_b.as_deref().unwrap_or("greedy"), "--agent-b")?,
        ),
    };
    let deck_a = resolve_deck(deck_a)?;
    let deck_b = resolve_deck(deck_b)?;
    let slow = [&agent_a, &agent_b]
        .iter()
        .any(|a| !matches!(a.name(), "random" | "greedy"));
    let mut cfg = MatchConfig::new(deck_a, deck_b, agent_a, agent_b);
    cfg.games = match args.games {
        Some(n) => n,
        None if slow => SLOW_AGENT_GAMES,
        None => FAST_AGENT_GAMES,
    };
    cfg.chains = [args.chains_a, args.chains_b];
    cfg.seed = args.seed;
    cfg.turn_cap = args.turn_cap;
    cfg.paired = !args.unpaired;
    if args.games.is_none() && slow && !args.quiet {
        note(&format!(
            "playing {} games (the default with ismcts; set --games for more)",
            cfg.games
        ));
    }
    let asked = cfg.games;
    if cfg.round_to_pairs() && !args.quiet {
        note(&format!(
            "{asked} game{} rounded up to {} (games are played in pairs: one deal, \
             each deck going first once; --unpaired plays exactly {asked})",
            if asked == 1 { "" } else { "s" },
            cfg.games
        ));
    }
    Ok(MatchJob::new(cfg))
}

fn format_name(f: FormatArg) -> &'static str {
    match f {
        FormatArg::Table => "table",
        FormatArg::Csv => "csv",
        FormatArg::Json => "json",
    }
}

fn default_match() -> Result<(), Error> {
    let a = resolve_deck(STARTER_A)?;
    let b = resolve_deck(STARTER_B)?;
    let greedy = AgentSpec::parse("greedy").map_err(|e| Error::Failed(e.to_string()))?;
    let mut cfg = MatchConfig::new(a, b, greedy.clone(), greedy);
    cfg.games = DEFAULT_MATCH_GAMES;
    cfg.threads = default_threads();
    let stop = Arc::new(AtomicBool::new(false));
    let opts = RunOptions {
        progress: progress::games_view(true),
        stop: stop.clone(),
        ..RunOptions::new(cfg.threads)
    };
    let job = MatchJob::new(cfg);
    let (_, player) = runs::start(&job, &opts)?;
    stop::on_ctrl_c(stop).map_err(Error::Failed)?;
    play_job(
        &job,
        player,
        Output {
            format: Format::Table,
            out: None,
            log_file: None,
            quiet: false,
            log_path: None,
            resume_command: None,
            html: None,
        },
    )
}

/// A rate with about three significant digits.
fn rate(x: f64) -> String {
    if x >= 100.0 {
        format!("{x:.0}")
    } else if x >= 10.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    }
}

fn note(msg: &str) {
    let _ = writeln!(io::stderr(), "keysim: {msg}");
}

/// Where and how a job's output goes.
struct Output {
    format: Format,
    /// The report file (written atomically), or standard output.
    out: Option<PathBuf>,
    /// Where --log-games writes its logs (or standard error).
    log_file: Option<PathBuf>,
    quiet: bool,
    /// The result log, if any.
    log_path: Option<PathBuf>,
    /// The command that resumes the run, if it has a log.
    resume_command: Option<String>,
    /// Where to write the HTML report page, if anywhere.
    html: Option<PathBuf>,
}

/// Writes the output to its file (atomically, if it is a regular file) or
/// to standard output.
fn write_output(out: &Option<PathBuf>, text: &str) -> Result<(), Error> {
    match out {
        Some(p) => files::write_output(p, text.as_bytes())
            .map_err(|e| Error::Failed(format!("cannot write \"{}\": {e}", p.display()))),
        None => write_stdout(text),
    }
}

/// Plays a match with `player` and writes what it gives: the report, or
/// after Ctrl-C the games finished and how to resume, or a shard's note.
fn play_job(job: &MatchJob, mut player: sim::Logged, o: Output) -> Result<(), Error> {
    let cfg = &job.config;
    for (deck, side) in [&cfg.deck_a, &cfg.deck_b].iter().zip(["A", "B"]) {
        let c = Coverage::of(deck);
        if !c.is_complete() {
            note(&format!("warning: deck {side} {}", c.warning(&deck.name)));
        }
    }
    let start = Instant::now();
    let ended = runs::finish(job, &mut player, o.format)?;
    let elapsed = start.elapsed();
    if !o.quiet && player.played() > 0 {
        let played = player.played();
        note(&format!(
            "{played} games in {:.2} s ({} games/s on {} thread{})",
            elapsed.as_secs_f64(),
            rate(played as f64 / elapsed.as_secs_f64().max(1e-9)),
            cfg.threads,
            if cfg.threads == 1 { "" } else { "s" }
        ));
    }
    if let Ended::Done(report) = &ended {
        write_game_logs(cfg, &o.log_file)?;
        write_html(job, &mut player, &o.html)?;
        return write_output(&o.out, report);
    }
    let message = runs::end_message(
        job,
        &player,
        &ended,
        o.log_path.as_deref(),
        o.resume_command.as_deref(),
    );
    let _ = io::stderr().write_all(message.unwrap_or_default().as_bytes());
    match ended {
        Ended::Interrupted => Err(Error::Interrupted),
        _ => Ok(()),
    }
}

/// Writes the job's HTML report page (atomically), if asked for: the
/// player keeps the finished games, so this plays nothing again.
fn write_html<J: sim::Job>(
    job: &J,
    player: &mut dyn sim::GamePlayer,
    html: &Option<PathBuf>,
) -> Result<(), Error> {
    if html.is_none() {
        return Ok(());
    }
    let page = job
        .run(player, Format::Html)
        .map_err(|e| Error::Failed(e.to_string()))?;
    write_output(html, &page)
}

/// Writes the turn-by-turn logs of the first `cfg.log_games` games (played
/// again with logging: same seeds, same games).
fn write_game_logs(cfg: &MatchConfig, log_file: &Option<PathBuf>) -> Result<(), Error> {
    if cfg.log_games == 0 {
        return Ok(());
    }
    let mut text = String::new();
    for i in 0..cfg.log_games {
        let (_, log) = cfg.play(i, true);
        let first = cfg.setup(i).first_player;
        let who = match first {
            Some(p) => format!(", {} going first", cfg.sides()[p.index()].deck),
            None => String::new(),
        };
        text.push_str(&format!("=== Game {} of {}{who} ===\n", i + 1, cfg.games));
        text.push_str(&log.unwrap_or_default());
        text.push('\n');
    }
    match log_file {
        Some(_) => write_output(log_file, &text),
        None => {
            let _ = io::stderr().write_all(text.as_bytes());
            Ok(())
        }
    }
}

/// `keysim merge`: the library combines the logs; this writes the result.
fn merge(args: MergeArgs) -> Result<(), Error> {
    let mut files = RunFiles::new();
    for log in &args.files {
        files.read("a log being merged", log);
    }
    files.write("--out", "result.txt", args.out.as_deref());
    files.write("--report", "report.html", args.report.as_deref());
    files.check().map_err(Error::Usage)?;
    let text = runs::merge(&args.files, args.format.into())?;
    if args.report.is_some() {
        let page = runs::merge(&args.files, Format::Html)?;
        write_output(&args.report, &page)?;
    }
    write_output(&args.out, &text)
}

/// The player and observer of a job run from the command line.
fn job_player(common: &JobArgs) -> Result<(sim::InMemory, progress::Bar), Error> {
    let threads = common.threads.map_or_else(default_threads, |t| t as usize);
    let player = sim::InMemory::new(threads).map_err(|e| Error::Failed(e.to_string()))?;
    Ok((player, progress::Bar::new(common.quiet)))
}

/// Writes a job's HTML page to `--report`, if asked.
fn write_report(report: &Option<PathBuf>, page: impl FnOnce() -> String) -> Result<(), Error> {
    match report {
        Some(_) => write_output(report, &page()),
        None => Ok(()),
    }
}

fn job_error(e: jobs::JobError) -> Error {
    match e {
        jobs::JobError::Params(m) => Error::Usage(m),
        jobs::JobError::Run(e) => Error::Failed(e.to_string()),
    }
}

fn canonical_agent(spec: Option<&str>, flag: &str) -> Result<String, Error> {
    Ok(parse_agent(spec.unwrap_or("greedy"), flag)?.to_string())
}

/// `keysim strength --rebuild-gauntlet`: the stored round robin.
fn rebuild_gauntlet(args: &StrengthArgs) -> Result<(), Error> {
    let c = &args.common;
    if c.log.is_some() || c.resume.is_some() || args.shard.is_some() {
        return Err(Error::Usage(
            "--rebuild-gauntlet is not logged: leave out --log, --resume and --shard".into(),
        ));
    }
    let mut files = RunFiles::new();
    files.write("--out", "gauntlet.json", c.out.as_deref());
    files.write("--report", "report.html", c.report.as_deref());
    files.check().map_err(Error::Usage)?;
    let params = jobs::gauntlet::RoundRobinParams {
        name: jobs::gauntlet::DEFAULT_NAME.to_string(),
        decks: jobs::gauntlet::reference_decks()
            .iter()
            .map(jobs::DeckEntry::of)
            .collect(),
        agent: canonical_agent(args.agent.as_deref(), "--agent")?,
        seed: args.common.seed,
        games_per_pairing: args.games.unwrap_or(REBUILD_GAMES_PER_PAIRING),
        turn_cap: args.common.turn_cap,
    };
    let (mut player, mut bar) = job_player(&args.common)?;
    let rr = jobs::gauntlet::run(&params, &mut player, &mut bar).map_err(job_error)?;
    drop(bar);
    let mut text = serde_json::to_string_pretty(&rr).map_err(|e| Error::Failed(e.to_string()))?;
    text.push('\n');
    write_output(&args.common.out, &text)
}

fn run_strength(args: StrengthArgs) -> Result<(), Error> {
    if args.rebuild_gauntlet {
        return rebuild_gauntlet(&args);
    }
    let job = if args.decks.is_empty() {
        None
    } else {
        Some(strength_job(&args)?)
    };
    let mut files = RunFiles::new();
    for (i, spec) in args.decks.iter().enumerate() {
        if let Some(path) = deck::deck_source(spec) {
            files.read(format!("the file of deck {} to rate", i + 1), path);
        }
    }
    if let Some(set) = &args.gauntlet {
        for path in deck::set_sources(set) {
            files.read("a deck file of --gauntlet", path);
        }
    }
    let Some((job, mut player)) = play_logged(job, &args.common, args.shard, files)? else {
        return Ok(());
    };
    let output = jobs::strength::run(&job.params, &mut player).map_err(job_error)?;
    write_report(&args.common.report, || output.html())?;
    write_output(&args.common.out, &output.render(args.common.format.into()))
}

/// The strength run the arguments describe.
fn strength_job(args: &StrengthArgs) -> Result<jobs::StrengthJob, Error> {
    let spec = parse_agent(args.agent.as_deref().unwrap_or("greedy"), "--agent")?;
    let mut decks = Vec::new();
    for spec in &args.decks {
        decks.extend(decks_of_argument(spec)?.iter().map(jobs::DeckEntry::of));
    }
    let gauntlet = match &args.gauntlet {
        Some(set) => jobs::gauntlet::Gauntlet {
            name: set.clone(),
            decks: deck_set(set, "--gauntlet")?,
            stored: None,
        },
        None => jobs::gauntlet::default_gauntlet().map_err(job_error)?,
    };
    let sampling = match args.precision {
        Some(p) => jobs::strength::Sampling::Precision {
            half_width: p,
            max_games: args.max_games,
        },
        None => jobs::strength::Sampling::Games(args.games.unwrap_or(if spec.name() == "ismcts" {
            STRENGTH_SLOW_GAMES
        } else {
            STRENGTH_FAST_GAMES
        })),
    };
    let params = jobs::strength::StrengthParams {
        decks,
        gauntlet,
        agent: spec.to_string(),
        seed: args.common.seed,
        sampling,
        turn_cap: args.common.turn_cap,
    };
    jobs::strength::matchups(&params).map_err(job_error)?;
    Ok(jobs::StrengthJob {
        params,
        observer: None,
    })
}

/// Runs a job (or continues the run of `--resume`) through a result-log
/// player, as `keysim match` does: `files` (the decks the job reads) and
/// the outputs checked first, `--log`, `--shard`, Ctrl-C stopping
/// after the games in flight. Returns the job and its player once every
/// game is played (the player replays none of them, so the caller renders
/// the output from it); `None` when a shard finished its share. After
/// Ctrl-C, prints what was finished and how to resume, and stops.
fn play_logged<J: LoggedJob>(
    job: Option<J>,
    common: &JobArgs,
    shard: Option<Shard>,
    mut files: RunFiles,
) -> Result<Option<(J, sim::Logged)>, Error> {
    if let Some(log) = &common.resume {
        files.read("the log --resume continues", log);
    }
    files.write("--log", "run.jsonl", common.log.as_deref());
    files.write("--out", "result.txt", common.out.as_deref());
    files.write("--report", "report.html", common.report.as_deref());
    files.check().map_err(Error::Usage)?;
    if let (Some(shard), Some(why)) = (shard, job.as_ref().and_then(J::unshardable)) {
        return Err(Error::Usage(format!("--shard {shard}: {why}")));
    }
    if shard.is_some() && common.log.is_none() && common.resume.is_none() {
        return Err(Error::Usage(
            "--shard needs --log FILE: a shard's games go to its log, for `keysim merge`".into(),
        ));
    }
    let resumed = common
        .resume
        .as_deref()
        .map(runs::read_resumed)
        .transpose()?;
    let threads = common.threads.map_or_else(default_threads, |t| t as usize);
    let stop = Arc::new(AtomicBool::new(false));
    let opts = RunOptions {
        threads,
        log: common.log.clone(),
        shard,
        progress: None,
        stop: stop.clone(),
    };
    let (mut job, mut player) = match (&resumed, job) {
        (Some(log), job) => {
            let player = runs::resume(job.as_ref(), log, &opts)?;
            let job = match job {
                Some(job) => job,
                None => runs::job_of_log::<J>(log)?,
            };
            if !common.quiet {
                note(&format!(
                    "resuming \"{}\": {} of its games are finished",
                    log.path.display(),
                    log.games.len()
                ));
            }
            (job, player)
        }
        (None, Some(job)) => {
            let (_, player) = runs::start(&job, &opts)?;
            (job, player)
        }
        (None, None) => {
            return Err(Error::Usage(format!(
                "name what to run, or --resume a log (see keysim {} --help)",
                J::KIND
            )))
        }
    };
    // Warnings stay with -q: they say the result may not mean what it seems.
    warn_coverage(job.decks().into_iter());
    for w in job.warnings() {
        note(&format!("warning: {w}"));
    }
    stop::on_ctrl_c(stop).map_err(Error::Failed)?;
    job.show_progress(!common.quiet);
    let start = Instant::now();
    let ended = runs::finish(&job, &mut player, common.format.into())?;
    job.show_progress(false);
    if !common.quiet && player.played() > 0 {
        note(&format!(
            "{} games in {:.1} s",
            player.played(),
            start.elapsed().as_secs_f64()
        ));
    }
    if let Ended::Done(_) = ended {
        return Ok(Some((job, player)));
    }
    let log_path = common.resume.clone().or(common.log.clone());
    let resume_command = log_path
        .as_ref()
        .map(|p| runs::resume_command(J::KIND, p, &output_flags(common)));
    let message = runs::end_message(
        &job,
        &player,
        &ended,
        log_path.as_deref(),
        resume_command.as_deref(),
    );
    let _ = io::stderr().write_all(message.unwrap_or_default().as_bytes());
    match ended {
        Ended::Interrupted => Err(Error::Interrupted),
        _ => Ok(None),
    }
}

/// The flags a resumed run repeats: threads and where its output goes.
fn output_flags(common: &JobArgs) -> Vec<String> {
    let mut extra: Vec<String> = Vec::new();
    if let Some(t) = common.threads {
        extra.extend(["-j".into(), t.to_string()]);
    }
    if !matches!(common.format, FormatArg::Table) {
        extra.extend(["--format".into(), format_name(common.format).into()]);
    }
    if let Some(o) = &common.out {
        extra.extend(["--out".into(), o.display().to_string()]);
    }
    if let Some(r) = &common.report {
        extra.extend(["--report".into(), r.display().to_string()]);
    }
    if common.quiet {
        extra.push("-q".into());
    }
    extra
}

/// What the command line needs of a job beyond [`sim::Job`]: its decks
/// (for coverage warnings), any other warning about its data, and a switch
/// for its progress bar.
trait LoggedJob: sim::Job {
    fn decks(&self) -> Vec<&jobs::DeckEntry>;
    fn show_progress(&mut self, show: bool);
    /// Warnings to print before it runs, one line each.
    fn warnings(&self) -> Vec<String> {
        Vec::new()
    }
}

impl LoggedJob for jobs::StrengthJob {
    fn decks(&self) -> Vec<&jobs::DeckEntry> {
        self.params
            .decks
            .iter()
            .chain(&self.params.gauntlet.decks)
            .collect()
    }
    fn show_progress(&mut self, show: bool) {
        self.observer = progress::job_observer(show);
    }
    /// A stored gauntlet measured under an engine that played the golden
    /// games differently.
    fn warnings(&self) -> Vec<String> {
        let engine = sim::golden::golden_hash();
        self.params
            .gauntlet
            .stored
            .iter()
            .filter_map(|s| s.engine_warning(&engine))
            .collect()
    }
}

impl LoggedJob for jobs::LeagueJob {
    fn decks(&self) -> Vec<&jobs::DeckEntry> {
        self.params.decks.iter().collect()
    }
    fn show_progress(&mut self, show: bool) {
        self.observer = progress::job_observer(show);
    }
}

impl LoggedJob for jobs::HandicapJob {
    fn decks(&self) -> Vec<&jobs::DeckEntry> {
        vec![&self.params.deck_a, &self.params.deck_b]
    }
    fn show_progress(&mut self, show: bool) {
        self.observer = progress::job_observer(show);
    }
}

/// A deck set on the command line (a directory, a file of decks, or a
/// comma-separated list of deck files or names: see `deck::load_set`).
fn deck_set(set: &str, flag: &str) -> Result<Vec<jobs::DeckEntry>, Error> {
    let decks = deck::load_set(set).map_err(|e| Error::Usage(format!("{flag}: {e}")))?;
    if decks.is_empty() {
        return Err(Error::Usage(format!("{flag} names no deck")));
    }
    Ok(decks.iter().map(jobs::DeckEntry::of).collect())
}

/// Warns on standard error about each deck whose abilities are not all
/// implemented (once per deck).
fn warn_coverage<'a>(decks: impl Iterator<Item = &'a jobs::DeckEntry>) {
    let mut seen = std::collections::HashSet::new();
    for d in decks {
        if !seen.insert(d.list.clone()) {
            continue;
        }
        if let Ok(list) = d.deck() {
            let c = jobs::Coverage::of(&list);
            if !c.complete() {
                note(&format!("warning: {}: {}", d.name, c.describe()));
            }
        }
    }
}

fn run_handicap(args: HandicapArgs) -> Result<(), Error> {
    let job = match (&args.deck_a, &args.deck_b) {
        (Some(a), Some(b)) => Some(handicap_job(&args, a, b)?),
        _ => None,
    };
    let mut files = RunFiles::new();
    for (spec, role) in [
        (&args.deck_a, "the file of deck A"),
        (&args.deck_b, "the file of deck B"),
    ] {
        if let Some(path) = spec.as_deref().and_then(deck::deck_source) {
            files.read(role, path);
        }
    }
    let Some((job, mut player)) = play_logged(job, &args.common, None, files)? else {
        return Ok(());
    };
    let output = jobs::handicap::run(&job.params, &mut player).map_err(job_error)?;
    write_report(&args.common.report, || output.html())?;
    write_output(&args.common.out, &output.render(args.common.format.into()))
}

/// The handicap run the arguments describe.
fn handicap_job(args: &HandicapArgs, a: &str, b: &str) -> Result<jobs::HandicapJob, Error> {
    let spec = parse_agent(args.agent.as_deref().unwrap_or("greedy"), "--agent")?;
    let deck_a = resolve_deck(a)?;
    let deck_b = resolve_deck(b)?;
    let games = args.games.unwrap_or(if spec.name() == "ismcts" {
        HANDICAP_SLOW_GAMES
    } else {
        HANDICAP_FAST_GAMES
    });
    let params = jobs::handicap::HandicapParams {
        deck_a: jobs::DeckEntry::of(&deck_a),
        deck_b: jobs::DeckEntry::of(&deck_b),
        agent: spec.to_string(),
        seed: args.common.seed,
        games,
        turn_cap: args.common.turn_cap,
    };
    jobs::handicap::matchups(&params).map_err(job_error)?;
    Ok(jobs::HandicapJob {
        params,
        observer: None,
    })
}

fn run_league(args: LeagueArgs) -> Result<(), Error> {
    let job = if args.agents.is_empty() {
        None
    } else {
        Some(league_job(&args)?)
    };
    let mut files = RunFiles::new();
    if let Some(set) = &args.decks {
        for path in deck::set_sources(set) {
            files.read("a deck file of --decks", path);
        }
    }
    let Some((job, mut player)) = play_logged(job, &args.common, args.shard, files)? else {
        return Ok(());
    };
    let mut output = jobs::league::run(&job.params, &mut player).map_err(job_error)?;
    let logged = args.common.log.is_some() || args.common.resume.is_some();
    if !args.no_timing && !logged {
        output.decision_time = Some(
            jobs::league::measure_decision_time(&job.params, args.timing_decisions)
                .map_err(job_error)?,
        );
    }
    write_report(&args.common.report, || output.html())?;
    write_output(&args.common.out, &output.render(args.common.format.into()))
}

/// The league the arguments describe.
fn league_job(args: &LeagueArgs) -> Result<jobs::LeagueJob, Error> {
    let specs = args
        .agents
        .iter()
        .map(|a| parse_agent(a, "agent"))
        .collect::<Result<Vec<_>, _>>()?;
    let sprt = args
        .sprt
        .as_deref()
        .map(keysim_sim::sprt::Sprt::parse)
        .transpose()
        .map_err(|e| Error::Usage(e.to_string()))?;
    let (deck_set, decks) = match &args.decks {
        Some(set) => (set.clone(), deck_set(set, "--decks")?),
        None => {
            let g = jobs::gauntlet::default_gauntlet().map_err(job_error)?;
            (g.name, g.decks)
        }
    };
    let slow = specs.iter().any(|s| s.name() == "ismcts");
    let games = args.games.unwrap_or(match (sprt.is_some(), slow) {
        (false, false) => LEAGUE_FAST_GAMES,
        (false, true) => LEAGUE_SLOW_GAMES,
        (true, false) => LEAGUE_SPRT_FAST_GAMES,
        (true, true) => LEAGUE_SPRT_SLOW_GAMES,
    });
    let params = jobs::league::LeagueParams {
        agents: specs.iter().map(|s| s.to_string()).collect(),
        deck_set,
        decks,
        games,
        seed: args.common.seed,
        turn_cap: args.common.turn_cap,
        sprt,
    };
    jobs::league::matchups(&params).map_err(job_error)?;
    Ok(jobs::LeagueJob {
        params,
        observer: None,
    })
}
