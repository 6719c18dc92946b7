//! Plays a match: many seeded games between two decks, in parallel.
//!
//! Games are paired by default: pair `i` deals from one seed (derived from
//! the run's seed and `i`), game `2i` with deck A going first and game
//! `2i + 1` with the same deal and deck B going first. Every game's seeds
//! (the deal, each agent's) derive from the run's seed and the game's index
//! only, and results are collected by game index and summed in that order,
//! so a run's output does not depend on the number of threads.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rayon::prelude::*;

use super::coverage::Coverage;
use super::report::{Report, Side};
use super::stats::{GameResult, MatchStats};
use keysim_agents::{play_game, AgentSpec};
use keysim_decks::DeckList;
use keysim_engine::{mix_seed, Game, GameSetup, Player, SetupError, DEFAULT_TURN_CAP};

/// Everything that decides a match's result.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub deck_a: DeckList,
    pub deck_b: DeckList,
    pub agent_a: AgentSpec,
    pub agent_b: AgentSpec,
    /// Games to play (with `paired`, an odd count leaves the last deal
    /// played once, deck A first: round it up with [`MatchConfig::round_to_pairs`]).
    pub games: u64,
    /// Chains deck A and deck B start with.
    pub chains: [u8; 2],
    pub seed: u64,
    /// Worker threads (does not change results).
    pub threads: usize,
    pub turn_cap: u16,
    /// Play each deal twice, each deck going first once (default). Without
    /// it, each game has its own deal and the first player is drawn from
    /// the seed.
    pub paired: bool,
    /// Write a log of the first this-many games.
    pub log_games: u64,
    /// Shows the run's progress on a thread of its own (`None`: nothing).
    pub progress: Option<ProgressView>,
}

/// The most games one run may ask for: 2^48 (281,474,976,710,656). A game
/// lasts at most `u16::MAX` turns, so the sums of a run's turns (and of its
/// keys) stay within the 64-bit counters of [`MatchStats`], and an odd count
/// can be rounded up to pairs without overflow. At a million games a second
/// such a run would still take nine years.
pub const MAX_GAMES: u64 = 1 << 48;

/// Streams of [`mix_seed`] used to derive seeds from the run's seed.
const DEAL_STREAM: u64 = 0x6465_616c; // "deal"
const AGENT_STREAM: u64 = 0x6167_6e74; // "agnt"

impl MatchConfig {
    /// A paired match of `games` games with default chains (0), seed (1),
    /// threads (all cores) and turn cap.
    pub fn new(deck_a: DeckList, deck_b: DeckList, agent_a: AgentSpec, agent_b: AgentSpec) -> Self {
        MatchConfig {
            deck_a,
            deck_b,
            agent_a,
            agent_b,
            games: 1000,
            chains: [0, 0],
            seed: 1,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            turn_cap: DEFAULT_TURN_CAP,
            paired: true,
            log_games: 0,
            progress: None,
        }
    }

    /// With `paired`, rounds an odd game count up to whole pairs; returns
    /// whether it changed.
    pub fn round_to_pairs(&mut self) -> bool {
        if self.paired && !self.games.is_multiple_of(2) {
            self.games += 1;
            true
        } else {
            false
        }
    }

    /// The setup of game `index`.
    pub fn setup(&self, index: u64) -> GameSetup {
        let (deal, first) = if self.paired {
            let first = if index.is_multiple_of(2) {
                Player::A
            } else {
                Player::B
            };
            (index / 2, Some(first))
        } else {
            (index, None)
        };
        GameSetup {
            decks: [self.deck_a.clone(), self.deck_b.clone()],
            chains: self.chains,
            seed: mix_seed(mix_seed(self.seed, DEAL_STREAM), deal),
            first_player: first,
            turn_cap: self.turn_cap,
        }
    }

    /// The seed of the agent in `seat` in game `index`.
    pub fn agent_seed(&self, index: u64, seat: Player) -> u64 {
        let game = mix_seed(mix_seed(self.seed, AGENT_STREAM), index);
        mix_seed(game, seat.index() as u64)
    }

    /// Checks that the games can start (deck sizes, chains).
    ///
    /// # Errors
    /// The [`SetupError`] of the first game.
    pub fn validate(&self) -> Result<(), SetupError> {
        Game::new(&self.setup(0), keysim_cards::pool()).map(|_| ())
    }

    /// Plays game `index`; with `log`, also writes its log.
    pub fn play(&self, index: u64, log: bool) -> (GameResult, Option<String>) {
        let setup = self.setup(index);
        let mut a = self.agent_a.build(self.agent_seed(index, Player::A));
        let mut b = self.agent_b.build(self.agent_seed(index, Player::B));
        if log {
            let (g, text) = crate::log::play_logged(&setup, [a.as_mut(), b.as_mut()]);
            (GameResult::of(&g), Some(text))
        } else {
            let g = play_game(&setup, [a.as_mut(), b.as_mut()]);
            (GameResult::of(&g), None)
        }
    }

    /// The report's description of the two sides.
    pub fn sides(&self) -> [Side; 2] {
        let side = |d: &DeckList, a: &AgentSpec, chains: u8| Side {
            deck: d.name.clone(),
            deck_hash: keysim_decks::card_hash(d),
            houses: d.houses.iter().map(|h| h.name().to_string()).collect(),
            agent: a.to_string(),
            chains,
            coverage: Coverage::of(d),
        };
        [
            side(&self.deck_a, &self.agent_a, self.chains[0]),
            side(&self.deck_b, &self.agent_b, self.chains[1]),
        ]
    }
}

/// What a match gives: the per-game results, their totals, the logs of the
/// first games, and how long it took.
#[derive(Clone, Debug)]
pub struct MatchResult {
    /// Each game's result, by game index.
    pub results: Vec<GameResult>,
    /// The totals, summed in game-index order.
    pub stats: MatchStats,
    /// The logs of the first [`MatchConfig::log_games`] games, in order.
    pub logs: Vec<String>,
    /// Wall-clock time of the games (for stderr only; never in a report).
    pub elapsed: Duration,
}

impl MatchResult {
    /// The report of this result.
    pub fn report(&self, cfg: &MatchConfig) -> Report {
        Report {
            sides: cfg.sides(),
            seed: cfg.seed,
            games: cfg.games,
            paired: cfg.paired,
            turn_cap: cfg.turn_cap,
            stats: self.stats,
        }
    }

    /// Games per second.
    pub fn games_per_second(&self) -> f64 {
        self.results.len() as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Why a match cannot run.
#[derive(Debug)]
pub enum RunError {
    /// The games cannot start.
    Setup(SetupError),
    /// The thread pool cannot be built.
    Threads(String),
    /// The run was stopped (Ctrl-C) after `finished` games of this call.
    Interrupted { finished: u64 },
    /// A game asked for is in no result log given (`keysim merge`); with
    /// shard logs, the shard it belongs to.
    Missing {
        matchup: usize,
        game: u64,
        shard: Option<super::shard::Shard>,
    },
    /// The result log cannot be written.
    Log(String),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Setup(e) => write!(f, "{e}"),
            RunError::Threads(e) => write!(f, "cannot start worker threads: {e}"),
            RunError::Interrupted { finished } => {
                write!(f, "stopped after {finished} more games")
            }
            RunError::Missing { matchup, game, .. } => {
                write!(f, "game {game} of matchup {matchup} is in no log")
            }
            RunError::Log(e) => write!(f, "cannot write the result log: {e}"),
        }
    }
}

impl std::error::Error for RunError {}

/// The progress counter: finished games in the low 32 bits, deck A's wins
/// in the high 32 bits, so one atomic add records a game.
struct Progress(AtomicU64);

impl Progress {
    const WIN: u64 = 1 << 32;

    fn record(&self, r: &GameResult) {
        let add = 1 + if r.winner == Some(Player::A) {
            Self::WIN
        } else {
            0
        };
        self.0.fetch_add(add, Ordering::Relaxed);
    }

    fn read(&self) -> (u64, u64) {
        let v = self.0.load(Ordering::Relaxed);
        (v & 0xFFFF_FFFF, v >> 32)
    }
}

/// Plays the match.
///
/// # Errors
/// [`RunError`] if the games cannot start (checked before any is played).
pub fn run(cfg: &MatchConfig) -> Result<MatchResult, RunError> {
    cfg.validate().map_err(RunError::Setup)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.threads.max(1))
        .build()
        .map_err(|e| RunError::Threads(e.to_string()))?;
    let progress = Progress(AtomicU64::new(0));
    let finished = AtomicBool::new(false);
    // The progress counter holds 32 bits of games: no bar beyond that.
    let view = cfg.progress.filter(|_| cfg.games < (1 << 32));
    let start = Instant::now();
    let games: Vec<(GameResult, Option<String>)> = std::thread::scope(|s| {
        if let Some(view) = view {
            let (progress, finished) = (&progress, &finished);
            s.spawn(move || view(cfg.games, &|| progress.read(), finished, start));
        }
        // Set `finished` even if a game panics, so the bar's thread ends.
        struct Done<'a>(&'a AtomicBool);
        impl Drop for Done<'_> {
            fn drop(&mut self) {
                self.0.store(true, Ordering::Relaxed);
            }
        }
        let _done = Done(&finished);
        pool.install(|| {
            (0..cfg.games)
                .into_par_iter()
                .map(|i| {
                    let out = cfg.play(i, i < cfg.log_games);
                    progress.record(&out.0);
                    out
                })
                .collect()
        })
    });
    let elapsed = start.elapsed();
    let mut results = Vec::with_capacity(games.len());
    let mut logs = Vec::new();
    for (r, log) in games {
        results.push(r);
        logs.extend(log);
    }
    let stats = MatchStats::from_results(&results, cfg.paired);
    Ok(MatchResult {
        results,
        stats,
        logs,
        elapsed,
    })
}

/// Shows a run's progress until `finished` is set, on a thread of its
/// own: `total` games, of which `read` gives the games done and deck A's
/// wins so far, since `start`. The `keysim` command draws a bar on the
/// terminal; the library draws nothing itself.
pub type ProgressView =
    fn(total: u64, read: &(dyn Fn() -> (u64, u64) + Sync), finished: &AtomicBool, start: Instant);

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_decks as deck;

    fn config(games: u64, threads: usize) -> MatchConfig {
        let a = deck::resolve("radiant").unwrap();
        let b = deck::resolve("onyx").unwrap();
        let mut cfg = MatchConfig::new(a, b, AgentSpec::Random, AgentSpec::Random);
        cfg.games = games;
        cfg.threads = threads;
        cfg.seed = 42;
        cfg
    }

    #[test]
    fn pairs_share_a_deal_and_swap_the_first_player() {
        let cfg = config(4, 1);
        let (s0, s1, s2) = (cfg.setup(0), cfg.setup(1), cfg.setup(2));
        assert_eq!(s0.seed, s1.seed);
        assert_ne!(s0.seed, s2.seed);
        assert_eq!(s0.first_player, Some(Player::A));
        assert_eq!(s1.first_player, Some(Player::B));
        assert_ne!(cfg.agent_seed(0, Player::A), cfg.agent_seed(0, Player::B));
        assert_ne!(cfg.agent_seed(0, Player::A), cfg.agent_seed(1, Player::A));
        let g0 = Game::new(&s0, keysim_cards::pool()).unwrap();
        let g1 = Game::new(&s1, keysim_cards::pool()).unwrap();
        assert_eq!(g0.first_player(), Player::A);
        assert_eq!(g1.first_player(), Player::B);
    }

    #[test]
    fn results_do_not_depend_on_threads() {
        let one = run(&config(12, 1)).unwrap();
        let three = run(&config(12, 3)).unwrap();
        assert_eq!(one.results, three.results);
        assert_eq!(one.stats, three.stats);
        assert_eq!(one.stats.games, 12);
        assert_eq!(one.stats.pairs.pairs, 6);
    }

    #[test]
    fn logged_games_give_the_same_results() {
        let mut cfg = config(4, 2);
        let plain = run(&cfg).unwrap();
        cfg.log_games = 2;
        let logged = run(&cfg).unwrap();
        assert_eq!(plain.results, logged.results);
        assert_eq!(logged.logs.len(), 2);
        assert!(logged.logs[0].contains("Turn 1 — A (Radiant Argus the Supreme)"));
    }

    #[test]
    fn odd_counts_round_up_to_pairs() {
        let mut cfg = config(5, 1);
        assert!(cfg.round_to_pairs());
        assert_eq!(cfg.games, 6);
        assert!(!cfg.round_to_pairs());
    }
}
