//! The three jobs as [`Job`]s, so that `--log`, `--resume`, `--shard` and
//! `keysim merge` work for them as they do for `match`.
//!
//! Each wraps its parameters and, when run from the command line, shows the
//! jobs' progress bar ([`Bar`]); rebuilt from a log's header it runs
//! silently. Its output is the job's rendered output, a pure function of
//! the parameters and the games: the league's measured time per decision
//! is never part of it.

use super::handicap::{self, HandicapParams};
use super::league::{self, LeagueParams};
use super::strength::{self, Sampling, StrengthParams};
use super::{Bar, JobError};
use crate::sim::job::{Job, JobRunError};
use crate::sim::plan::GamePlayer;
use crate::sim::report::Format;

impl From<JobError> for JobRunError {
    fn from(e: JobError) -> JobRunError {
        match e {
            JobError::Params(m) => JobRunError::Params(m),
            JobError::Run(e) => JobRunError::Run(e),
        }
    }
}

/// `keysim strength` as a [`Job`].
#[derive(Clone, Debug)]
pub struct StrengthJob {
    pub params: StrengthParams,
    /// Show the progress bar and notes on standard error while running.
    pub progress: bool,
}

impl Job for StrengthJob {
    const KIND: &'static str = "strength";
    type Params = StrengthParams;

    fn params(&self) -> StrengthParams {
        self.params.clone()
    }

    fn from_params(params: StrengthParams) -> Result<StrengthJob, String> {
        strength::matchups(&params).map_err(|e| e.to_string())?;
        Ok(StrengthJob {
            params,
            progress: false,
        })
    }

    fn unshardable(&self) -> Option<String> {
        matches!(self.params.sampling, Sampling::Precision { .. }).then(|| {
            "strength --precision chooses its next games from the results so far, so it \
             cannot be sharded (it can be logged and resumed); shard a run with --games"
                .to_string()
        })
    }

    fn run(&self, player: &mut dyn GamePlayer, format: Format) -> Result<String, JobRunError> {
        let mut bar = Bar::new(!self.progress);
        Ok(strength::run_with(&self.params, player, &mut bar)?.render(format))
    }
}

/// `keysim league` as a [`Job`]: its output never holds the measured time
/// per decision (the command line adds that itself, outside the log).
#[derive(Clone, Debug)]
pub struct LeagueJob {
    pub params: LeagueParams,
    /// Show the progress bar and notes on standard error while running.
    pub progress: bool,
}

impl Job for LeagueJob {
    const KIND: &'static str = "league";
    type Params = LeagueParams;

    fn params(&self) -> LeagueParams {
        self.params.clone()
    }

    fn from_params(params: LeagueParams) -> Result<LeagueJob, String> {
        league::matchups(&params).map_err(|e| e.to_string())?;
        Ok(LeagueJob {
            params,
            progress: false,
        })
    }

    fn unshardable(&self) -> Option<String> {
        self.params.sprt.is_some().then(|| {
            "league --sprt stops as soon as its test decides, from the results so far, so \
             it cannot be sharded (it can be logged and resumed); shard a league without --sprt"
                .to_string()
        })
    }

    fn run(&self, player: &mut dyn GamePlayer, format: Format) -> Result<String, JobRunError> {
        let mut bar = Bar::new(!self.progress);
        Ok(league::run_with(&self.params, player, &mut bar)?.render(format))
    }
}

/// `keysim handicap` as a [`Job`]: adaptive (it spends its games near the
/// even point found so far), so it resumes but never shards.
#[derive(Clone, Debug)]
pub struct HandicapJob {
    pub params: HandicapParams,
    /// Show the progress bar and notes on standard error while running.
    pub progress: bool,
}

impl Job for HandicapJob {
    const KIND: &'static str = "handicap";
    type Params = HandicapParams;

    fn params(&self) -> HandicapParams {
        self.params.clone()
    }

    fn from_params(params: HandicapParams) -> Result<HandicapJob, String> {
        handicap::matchups(&params).map_err(|e| e.to_string())?;
        Ok(HandicapJob {
            params,
            progress: false,
        })
    }

    fn unshardable(&self) -> Option<String> {
        Some(
            "handicap chooses its next chain counts from the results so far, so it cannot \
             be sharded (it can be logged and resumed)"
                .to_string(),
        )
    }

    fn run(&self, player: &mut dyn GamePlayer, format: Format) -> Result<String, JobRunError> {
        let mut bar = Bar::new(!self.progress);
        Ok(handicap::run_with(&self.params, player, &mut bar)?.render(format))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck;
    use crate::sim::jobs::DeckEntry;
    use crate::sim::plan::InMemory;

    fn league_params(sprt: bool) -> LeagueParams {
        let decks = ["radiant", "onyx"]
            .iter()
            .map(|d| DeckEntry::of(&deck::resolve(d).unwrap()))
            .collect();
        LeagueParams {
            agents: vec!["random".into(), "greedy".into()],
            deck_set: "two starters".into(),
            decks,
            games: 4,
            seed: 3,
            turn_cap: 30,
            sprt: sprt.then(|| crate::sim::sprt::Sprt::parse("0,50").unwrap()),
        }
    }

    #[test]
    fn the_league_job_renders_what_the_league_gives() {
        let params = league_params(false);
        let job = LeagueJob::from_params(params.clone()).unwrap();
        let mut player = InMemory::new(2).unwrap();
        let direct = league::run(&params, &mut player).unwrap();
        let mut player = InMemory::new(2).unwrap();
        assert_eq!(
            job.run(&mut player, Format::Csv).unwrap(),
            direct.render(Format::Csv)
        );
        assert!(job.unshardable().is_none());
    }

    #[test]
    fn adaptive_jobs_say_why_they_cannot_be_sharded() {
        let job = LeagueJob::from_params(league_params(true)).unwrap();
        assert!(job.unshardable().unwrap().contains("--sprt"));
    }

    #[test]
    fn bad_parameters_are_refused_when_rebuilt() {
        let mut params = league_params(false);
        params.agents.pop();
        assert!(LeagueJob::from_params(params).is_err());
    }
}
