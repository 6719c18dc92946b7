//! `keysim match` as a [`Job`]: two decks, paired games, one report.

use std::cell::Cell;

use serde::{Deserialize, Serialize};

use super::job::{Job, JobRunError};
use super::logged::Finished;
use super::plan::{Batch, GamePlayer};
use super::report::{Format, Report};
use super::runner::MatchConfig;
use super::stats::{GameResult, MatchStats, Tally};
use keysim_agents::AgentSpec;
use keysim_decks::DeckList;

/// The parameters of a match: everything that decides its report.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchParams {
    #[serde(with = "keysim_decks::stored")]
    pub deck_a: DeckList,
    #[serde(with = "keysim_decks::stored")]
    pub deck_b: DeckList,
    /// Canonical agent specs.
    pub agent_a: String,
    pub agent_b: String,
    pub games: u64,
    pub chains: [u8; 2],
    pub seed: u64,
    pub turn_cap: u16,
    pub paired: bool,
}

/// A match between two decks (its [`MatchConfig`]'s thread count, progress
/// and game logs do not change its report).
///
/// The job remembers the totals of the games its last run gave it, so a
/// second run (another format) plays nothing again, and an interrupted
/// run can report the games finished before it stopped, without keeping
/// any game's result.
#[derive(Clone, Debug)]
pub struct MatchJob {
    pub config: MatchConfig,
    folded: Cell<Folded>,
}

/// What a match job's last run gave: the totals of the longest run of
/// finished games from game 0 (whole pairs when paired), and of every game
/// when the run finished them all.
#[derive(Clone, Copy, Debug, Default)]
struct Folded {
    prefix: MatchStats,
    whole: Option<MatchStats>,
}

impl MatchJob {
    /// The match of `config`.
    pub fn new(config: MatchConfig) -> MatchJob {
        MatchJob {
            config,
            folded: Cell::new(Folded::default()),
        }
    }

    /// The report of the match's games, by game index.
    pub fn report(&self, results: &[GameResult]) -> Report {
        self.report_of(MatchStats::from_results(results, self.config.paired))
    }

    /// The report of `stats`, the totals of a run of the match's games.
    fn report_of(&self, stats: MatchStats) -> Report {
        let cfg = &self.config;
        Report {
            sides: cfg.sides(),
            seed: cfg.seed,
            games: stats.games,
            paired: cfg.paired,
            turn_cap: cfg.turn_cap,
            stats,
        }
    }

    /// The report of the games finished so far (of an interrupted run):
    /// the longest run of finished games from game 0, whole pairs only when
    /// paired, from `finished` or from what the last run folded, whichever
    /// is longer.
    pub fn report_so_far(&self, finished: &Finished) -> Report {
        let mut results: Vec<GameResult> = (0..self.config.games)
            .map_while(|g| finished.get(&(0, g)).copied())
            .collect();
        if self.config.paired {
            results.truncate(results.len() / 2 * 2);
        }
        let kept = MatchStats::from_results(&results, self.config.paired);
        let folded = self.folded.get().prefix;
        self.report_of(if folded.games > kept.games {
            folded
        } else {
            kept
        })
    }
}

impl Job for MatchJob {
    const KIND: &'static str = "match";
    type Params = MatchParams;

    fn params(&self) -> MatchParams {
        let c = &self.config;
        MatchParams {
            deck_a: c.deck_a.clone(),
            deck_b: c.deck_b.clone(),
            agent_a: c.agent_a.to_string(),
            agent_b: c.agent_b.to_string(),
            games: c.games,
            chains: c.chains,
            seed: c.seed,
            turn_cap: c.turn_cap,
            paired: c.paired,
        }
    }

    fn from_params(p: MatchParams) -> Result<MatchJob, String> {
        let agent = |s: &str| AgentSpec::parse(s).map_err(|e| format!("agent {s:?}: {e}"));
        let mut config =
            MatchConfig::new(p.deck_a, p.deck_b, agent(&p.agent_a)?, agent(&p.agent_b)?);
        config.games = p.games;
        config.chains = p.chains;
        config.seed = p.seed;
        config.turn_cap = p.turn_cap;
        config.paired = p.paired;
        Ok(MatchJob::new(config))
    }

    fn run(&self, player: &mut dyn GamePlayer, format: Format) -> Result<String, JobRunError> {
        let batch = Batch {
            matchup: 0,
            games: 0..self.config.games,
        };
        if let Some(stats) = self.folded.get().whole {
            return Ok(self.report_of(stats).render(format));
        }
        let mut tally = Tally::new(self.config.paired);
        let ran = player.fold(std::slice::from_ref(&self.config), &batch, &mut |g, r| {
            tally.add(g, r)
        });
        // A shard's player gives only its own games: those totals are not
        // the match's.
        let every_game = tally.total().games == self.config.games;
        self.folded.set(Folded {
            prefix: tally.prefix(),
            whole: (ran.is_ok() && every_game).then(|| tally.total()),
        });
        ran?;
        Ok(self.report_of(tally.total()).render(format))
    }

    fn so_far(&self, finished: &Finished) -> Option<String> {
        let report = self.report_so_far(finished);
        Some(format!(
            "the table of the first {} games (whole pairs in game order):\n\n{}",
            report.games,
            report.table()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::InMemory;
    use keysim_decks as deck;

    fn job() -> MatchJob {
        let a = deck::resolve("radiant").unwrap();
        let b = deck::resolve("onyx").unwrap();
        let mut config = MatchConfig::new(a, b, AgentSpec::Random, AgentSpec::Random);
        config.games = 6;
        config.seed = 5;
        config.threads = 2;
        MatchJob::new(config)
    }

    #[test]
    fn the_job_gives_what_run_gives() {
        let job = job();
        let direct = crate::run(&job.config).unwrap().report(&job.config);
        let mut player = InMemory::new(2).unwrap();
        assert_eq!(job.run(&mut player, Format::Csv).unwrap(), direct.csv());
    }

    #[test]
    fn the_job_rebuilds_from_its_parameters() {
        let job = job();
        let json = serde_json::to_value(job.params()).unwrap();
        let back = MatchJob::from_params(serde_json::from_value(json).unwrap()).unwrap();
        assert_eq!(back.params(), job.params());
    }
}
