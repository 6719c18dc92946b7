//! `keysim match` as a [`Job`]: two decks, paired games, one report.

use serde::{Deserialize, Serialize};

use super::job::{Job, JobRunError};
use super::logged::Finished;
use super::plan::{Batch, GamePlayer};
use super::report::{Format, Report};
use super::runner::MatchConfig;
use super::stats::{GameResult, MatchStats};
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
#[derive(Clone, Debug)]
pub struct MatchJob {
    pub config: MatchConfig,
}

impl MatchJob {
    /// The report of the match's games, by game index.
    pub fn report(&self, results: &[GameResult]) -> Report {
        let cfg = &self.config;
        Report {
            sides: cfg.sides(),
            seed: cfg.seed,
            games: results.len() as u64,
            paired: cfg.paired,
            turn_cap: cfg.turn_cap,
            stats: MatchStats::from_results(results, cfg.paired),
        }
    }

    /// The report of the games finished so far (of an interrupted run):
    /// the longest run of finished games from game 0, whole pairs only when
    /// paired.
    pub fn report_so_far(&self, finished: &Finished) -> Report {
        let mut results: Vec<GameResult> = (0..self.config.games)
            .map_while(|g| finished.get(&(0, g)).copied())
            .collect();
        if self.config.paired {
            results.truncate(results.len() / 2 * 2);
        }
        self.report(&results)
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
        Ok(MatchJob { config })
    }

    fn run(&self, player: &mut dyn GamePlayer, format: Format) -> Result<String, JobRunError> {
        let batch = Batch {
            matchup: 0,
            games: 0..self.config.games,
        };
        let results = player.play(std::slice::from_ref(&self.config), &[batch])?;
        Ok(self.report(&results[0]).render(format))
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
        MatchJob { config }
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
