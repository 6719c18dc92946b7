//! The three jobs users come for: deck strength against a gauntlet, the
//! chain handicap of a matchup, and a league of agents.
//!
//! Every job follows one contract, so that result logs, resumed runs,
//! shards and merges work for all of them:
//!
//! 1. its parameters are one `Serialize + Deserialize` struct (decks as
//!    their text lists, agents as canonical spec strings), from which the
//!    job is rebuilt;
//! 2. it plays no game itself: it asks a [`GamePlayer`] for batches of games
//!    of its fixed list of matchups (`matchups(&params)`), deciding each next
//!    batch only from the results so far;
//! 3. its output (table, CSV, JSON, and the plain data a report draws from)
//!    is a pure function of the parameters and those results.
//!
//! - [`strength`]: decks against a gauntlet, with Bradley–Terry ratings;
//! - [`gauntlet`]: the stored round robin of a gauntlet's decks;
//! - [`handicap`]: the chains that make a matchup even;
//! - [`league`]: a round robin of agents in mirror matches, with an SPRT;
//! - [`kinds`]: the three as [`Job`](super::Job)s, to log, resume, shard and merge.

pub mod gauntlet;
pub mod handicap;
pub mod kinds;
pub mod league;
pub mod strength;

pub use kinds::{HandicapJob, LeagueJob, StrengthJob};

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::logged::Finished;
use super::plan::{Batch, GamePlayer};
use super::runner::{MatchConfig, RunError};
use super::stats::GameResult;
use keysim_agents::AgentSpec;
use keysim_cards as cards;
use keysim_decks::{DeckList, DeckListExt};
use keysim_engine::mix_seed;

/// A deck as a job stores it: its name and its list in the text format
/// (which reads back to the identical deck).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckEntry {
    pub name: String,
    pub list: String,
}

impl DeckEntry {
    /// The entry of a deck.
    pub fn of(deck: &DeckList) -> DeckEntry {
        DeckEntry {
            name: deck.name.clone(),
            list: deck.to_text(),
        }
    }

    /// The deck back from its list.
    ///
    /// # Errors
    /// [`JobError::Params`] if the list does not read as a deck.
    pub fn deck(&self) -> Result<DeckList, JobError> {
        DeckList::from_text(&self.list)
            .map_err(|e| JobError::Params(format!("deck \"{}\": {e}", self.name)))
    }

    /// The deck's card hash ([`keysim_decks::card_hash`]), written beside
    /// its name in CSV and JSON outputs (empty if the list does not read,
    /// which a job refuses before it plays).
    pub fn hash(&self) -> String {
        self.deck()
            .map(|d| keysim_decks::card_hash(&d))
            .unwrap_or_default()
    }
}

/// Why a job cannot run.
#[derive(Debug)]
pub enum JobError {
    /// The parameters make no sense (a message for the user).
    Params(String),
    /// The games could not be played.
    Run(RunError),
}

impl std::fmt::Display for JobError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JobError::Params(m) => f.write_str(m),
            JobError::Run(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for JobError {}

impl From<RunError> for JobError {
    fn from(e: RunError) -> JobError {
        JobError::Run(e)
    }
}

/// Parses an agent spec stored in a job's parameters.
///
/// # Errors
/// [`JobError::Params`] naming the spec.
pub fn agent(spec: &str) -> Result<AgentSpec, JobError> {
    AgentSpec::parse(spec).map_err(|e| JobError::Params(format!("agent \"{spec}\": {e}")))
}

/// The matchup of two decks and agents; its seed is the job's seed mixed
/// with the matchup's index, so every matchup deals differently.
pub fn matchup(
    decks: [&DeckList; 2],
    agents: [&AgentSpec; 2],
    chains: [u8; 2],
    seed: u64,
    index: usize,
    turn_cap: u16,
) -> MatchConfig {
    let mut cfg = MatchConfig::new(
        decks[0].clone(),
        decks[1].clone(),
        agents[0].clone(),
        agents[1].clone(),
    );
    cfg.chains = chains;
    cfg.seed = mix_seed(seed, index as u64);
    cfg.turn_cap = turn_cap;
    cfg.games = 0;
    cfg.threads = 1;
    cfg
}

/// Whether a spec's games depend on the wall clock (an ISMCTS time budget):
/// such a run cannot be reproduced from its seed.
pub fn uses_wall_clock(spec: &AgentSpec) -> bool {
    matches!(
        spec,
        AgentSpec::Ismcts(p) if matches!(p.budget, keysim_agents::Budget::TimeMs(_))
    )
}

/// The games each matchup has played so far, and a helper to play more.
#[derive(Debug)]
pub struct Played {
    /// Each matchup's results, in game index order.
    pub results: Vec<Vec<GameResult>>,
}

impl Played {
    /// Nothing played yet, for `n` matchups.
    pub fn new(n: usize) -> Played {
        Played {
            results: vec![Vec::new(); n],
        }
    }

    /// Plays `pairs[m]` more pairs of each matchup `m` (continuing its game
    /// indices) in one request to `player`.
    ///
    /// # Errors
    /// The player's [`RunError`].
    pub fn play_pairs(
        &mut self,
        player: &mut dyn GamePlayer,
        matchups: &[MatchConfig],
        pairs: &[(usize, u64)],
    ) -> Result<u64, RunError> {
        let batches: Vec<Batch> = pairs
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|&(m, n)| {
                let start = self.results[m].len() as u64;
                Batch {
                    matchup: m,
                    games: start..start + 2 * n,
                }
            })
            .collect();
        if batches.is_empty() {
            return Ok(0);
        }
        let got = player.play(matchups, &batches)?;
        let mut games = 0;
        for (b, r) in batches.iter().zip(got) {
            games += r.len() as u64;
            self.results[b.matchup].extend(r);
        }
        Ok(games)
    }

    /// What an interrupted run of `n` matchups can show: each matchup's
    /// finished games from its first on, up to its first missing one, in
    /// whole pairs (a job asks for games in pairs, and a pair is one deal).
    pub fn so_far(finished: &Finished, n: usize) -> Played {
        let results = (0..n)
            .map(|m| {
                let mut r: Vec<GameResult> = (0..)
                    .map_while(|g| finished.get(&(m, g)).copied())
                    .collect();
                r.truncate(r.len() / 2 * 2);
                r
            })
            .collect();
        Played { results }
    }

    /// Games played in all matchups.
    pub fn games(&self) -> u64 {
        self.results.iter().map(|r| r.len() as u64).sum()
    }
}

/// Which of a deck's cards have their abilities implemented.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coverage {
    /// Copies whose abilities are implemented.
    pub implemented: usize,
    /// Copies in the deck.
    pub cards: usize,
    /// The missing cards, each title once with its house and copies.
    pub missing: Vec<MissingCard>,
}

/// A card whose abilities are not implemented (it plays with its printed
/// power, armor, Æmber and keywords only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissingCard {
    pub title: String,
    pub house: String,
    pub copies: usize,
}

impl Coverage {
    /// The coverage of a deck.
    pub fn of(deck: &DeckList) -> Coverage {
        let mut implemented = 0;
        let mut missing: Vec<MissingCard> = Vec::new();
        for c in &deck.cards {
            if cards::is_implemented(c.card) {
                implemented += 1;
                continue;
            }
            let title = c.def().name;
            let house = c.house.name();
            match missing
                .iter_mut()
                .find(|m| m.title == title && m.house == house)
            {
                Some(m) => m.copies += 1,
                None => missing.push(MissingCard {
                    title: title.to_string(),
                    house: house.to_string(),
                    copies: 1,
                }),
            }
        }
        Coverage {
            implemented,
            cards: deck.cards.len(),
            missing,
        }
    }

    /// Whether every card is implemented.
    pub fn complete(&self) -> bool {
        self.missing.is_empty()
    }

    /// The share of copies not implemented, in `[0, 1]`.
    pub fn missing_share(&self) -> f64 {
        if self.cards == 0 {
            0.0
        } else {
            1.0 - self.implemented as f64 / self.cards as f64
        }
    }

    /// `"3 of 36 cards (8%) not implemented: 2× A (Dis), B (Logos)"`, or
    /// an empty string when complete.
    pub fn describe(&self) -> String {
        if self.complete() {
            return String::new();
        }
        let titles: Vec<String> = self
            .missing
            .iter()
            .map(|m| {
                if m.copies > 1 {
                    format!("{}× {} ({})", m.copies, m.title, m.house)
                } else {
                    format!("{} ({})", m.title, m.house)
                }
            })
            .collect();
        format!(
            "{} of {} cards ({:.0}%) not implemented: {}",
            self.cards - self.implemented,
            self.cards,
            100.0 * self.missing_share(),
            titles.join(", ")
        )
    }
}

/// Watches a job: progress between batches and notes (such as the SPRT's
/// log-likelihood ratio) that go to standard error, never into the output.
pub trait Observer {
    /// `done` of at most `total` games played; `estimate` is the current
    /// estimate in a few words.
    fn progress(&mut self, done: u64, total: u64, estimate: &str);
    /// A line for the user while the job runs.
    fn note(&mut self, line: &str);
}

/// An observer that shows nothing.
#[derive(Debug, Default)]
pub struct Silent;

impl Observer for Silent {
    fn progress(&mut self, _: u64, _: u64, _: &str) {}
    fn note(&mut self, _: &str) {}
}

/// Makes the observer a job reports to while it runs: the `keysim` command
/// supplies a progress bar on the terminal; without one, a job runs
/// [`Silent`].
pub type MakeObserver = fn() -> Box<dyn Observer>;

/// The observer `make` gives, or [`Silent`].
pub(crate) fn observer(make: Option<MakeObserver>) -> Box<dyn Observer> {
    make.map_or_else(|| Box::new(Silent) as Box<dyn Observer>, |f| f())
}

/// Rounds to 6 decimals for the machine-readable formats.
pub(crate) fn r6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

/// Rounds to 1 decimal (Elo points).
pub(crate) fn r1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// Elo points with a sign, rounded to a whole point (0 unsigned).
pub(crate) fn signed(x: f64) -> String {
    let r = x.round();
    if r == 0.0 {
        "0".to_string()
    } else {
        format!("{r:+.0}")
    }
}

/// A rate as a percentage with one decimal.
pub(crate) fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

/// A plain text table: a header row and rows, columns padded to their
/// widest cell (by characters), the first `left` columns left-aligned and
/// the others right-aligned.
pub(crate) fn text_table(header: &[&str], rows: &[Vec<String>], left: usize) -> String {
    let cols = header.len();
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for r in rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |cells: Vec<&str>| {
        let mut out = String::new();
        for (i, c) in cells.iter().enumerate().take(cols) {
            let pad = " ".repeat(widths[i].saturating_sub(c.chars().count()));
            if i > 0 {
                out.push_str("  ");
            }
            if i < left {
                out.push_str(c);
                if i + 1 < cols {
                    out.push_str(&pad);
                }
            } else {
                out.push_str(&pad);
                out.push_str(c);
            }
        }
        out.push('\n');
        out
    };
    let mut out = line(header.to_vec());
    for r in rows {
        out.push_str(&line(r.iter().map(String::as_str).collect()));
    }
    out
}

/// Writes CSV records (the first is the header) to a string.
pub(crate) fn csv_text(records: &[Vec<String>]) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    for r in records {
        w.write_record(r)
            .expect("writing CSV to memory cannot fail");
    }
    let bytes = w.into_inner().expect("writing CSV to memory cannot fail");
    String::from_utf8(bytes).expect("CSV of UTF-8 fields is UTF-8")
}

/// Pretty JSON with a final newline.
pub(crate) fn json_text<T: Serialize>(value: &T) -> String {
    let mut s = serde_json::to_string_pretty(value).expect("job outputs serialise");
    s.push('\n');
    s
}

/// `"12.3% [8.1%, 17.0%]"`.
pub(crate) fn rate_ci(rate: f64, low: f64, high: f64) -> String {
    let mut s = String::new();
    let _ = write!(s, "{} [{}, {}]", pct(rate), pct(low), pct(high));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_decks as deck;

    #[test]
    fn deck_entries_read_back_to_the_deck() {
        let d = deck::resolve("radiant").unwrap();
        assert_eq!(DeckEntry::of(&d).deck().unwrap(), d);
    }

    #[test]
    fn coverage_names_the_missing_cards() {
        let full = Coverage::of(&deck::resolve("radiant").unwrap());
        assert!(full.complete());
        assert_eq!(full.describe(), "");
        let partial = Coverage::of(&deck::resolve("random:PV:1").unwrap());
        assert!(!partial.complete());
        assert!(partial.missing_share() > 0.0 && partial.missing_share() < 1.0);
        assert!(partial.describe().contains("not implemented"));
    }

    #[test]
    fn tables_align_by_characters() {
        let t = text_table(
            &["deck", "n"],
            &[
                vec!["Æmber".into(), "1".into()],
                vec!["ab".into(), "100".into()],
            ],
            1,
        );
        assert_eq!(t, "deck     n\nÆmber    1\nab     100\n");
    }
}
