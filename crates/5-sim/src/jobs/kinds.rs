//! The three jobs as [`Job`]s, so that `--log`, `--resume`, `--shard` and
//! `keysim merge` work for them as they do for `match`.
//!
//! Each wraps its parameters and, when run from the command line, reports
//! to the observer the command gives it (a progress bar); rebuilt from a
//! log's header it runs silently. Its output is the job's rendered output, a pure function of
//! the parameters and the games: the league's measured time per decision
//! is never part of it.

use super::handicap::{self, HandicapParams};
use super::league::{self, LeagueParams};
use super::strength::{self, Sampling, StrengthParams};
use super::{observer, JobError, MakeObserver};
use crate::job::{Job, JobRunError};
use crate::plan::GamePlayer;
use crate::report::Format;

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
    /// What the job reports its progress and notes to while running
    /// (`None`: nothing).
    pub observer: Option<MakeObserver>,
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
            observer: None,
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
        let mut observer = observer(self.observer);
        Ok(strength::run_with(&self.params, player, observer.as_mut())?.render(format))
    }
}

/// `keysim league` as a [`Job`]: its output never holds the measured time
/// per decision (the command line adds that itself, outside the log).
#[derive(Clone, Debug)]
pub struct LeagueJob {
    pub params: LeagueParams,
    /// What the job reports its progress and notes to while running
    /// (`None`: nothing).
    pub observer: Option<MakeObserver>,
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
            observer: None,
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
        let mut observer = observer(self.observer);
        Ok(league::run_with(&self.params, player, observer.as_mut())?.render(format))
    }
}

/// `keysim handicap` as a [`Job`]: adaptive (it spends its games near the
/// even point found so far), so it resumes but never shards.
#[derive(Clone, Debug)]
pub struct HandicapJob {
    pub params: HandicapParams,
    /// What the job reports its progress and notes to while running
    /// (`None`: nothing).
    pub observer: Option<MakeObserver>,
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
            observer: None,
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
        let mut observer = observer(self.observer);
        Ok(handicap::run_with(&self.params, player, observer.as_mut())?.render(format))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::DeckEntry;
    use crate::plan::InMemory;
    use keysim_decks as deck;

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
            sprt: sprt.then(|| crate::sprt::Sprt::parse("0,50").unwrap()),
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
