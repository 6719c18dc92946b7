//! The three jobs as [`Job`]s, so that `--log`, `--resume`, `--shard` and
//! `keysim merge` work for them as they do for `match`.
//!
//! Each wraps its parameters and, when run from the command line, reports
//! to the observer the command gives it (a progress bar); rebuilt from a
//! log's header it runs silently. Its output is the job's rendered output, a pure function of
//! the parameters and the games: the league's measured time per decision
//! is never part of it. An interrupted run shows the table of its games
//! so far.

use super::handicap::{self, HandicapParams};
use super::league::{self, LeagueParams};
use super::strength::{self, Sampling, StrengthParams};
use super::{observer, JobError, MakeObserver, Played};
use crate::job::{Job, JobRunError};
use crate::logged::Finished;
use crate::plan::GamePlayer;
use crate::report::Format;

/// What an interrupted job prints: the table `table` renders of the games
/// of `finished` in whole pairs from each of the `matchups`' first game;
/// `None` before any such pair.
fn so_far(
    finished: &Finished,
    matchups: Result<usize, JobError>,
    table: impl FnOnce(&Played) -> String,
) -> Option<String> {
    let played = Played::so_far(finished, matchups.ok()?);
    let games = played.games();
    (games > 0).then(|| {
        format!(
            "the result of {games} of them (whole pairs, each matchup's from its first \
             game):\n\n{}",
            table(&played)
        )
    })
}

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

    fn so_far(&self, finished: &Finished) -> Option<String> {
        let n = strength::matchups(&self.params).map(|m| m.len());
        so_far(finished, n, |p| strength::output(&self.params, p).table())
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

    fn so_far(&self, finished: &Finished) -> Option<String> {
        let n = league::matchups(&self.params).map(|m| m.len());
        so_far(finished, n, |p| league::output(&self.params, p).table())
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

    fn so_far(&self, finished: &Finished) -> Option<String> {
        let n = handicap::matchups(&self.params).map(|m| m.len());
        so_far(finished, n, |p| handicap::output(&self.params, p).table())
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

    /// Checks a job's table so far: once every game is finished it is the
    /// whole run's table; with holes, each matchup's games stop at its
    /// first hole, in whole pairs; with no whole pair, there is none.
    fn check_so_far<J: Job>(job: &J, matchups: usize) {
        let mut player = crate::Logged::new("x", 2).unwrap();
        let whole = job.run(&mut player, Format::Table).unwrap();
        let all = player.finished().clone();
        let text = job.so_far(&all).unwrap();
        assert!(
            text.ends_with(&format!(":\n\n{whole}")),
            "{text}\nis not the whole table\n{whole}"
        );
        assert!(text.starts_with(&format!("the result of {} of them", all.len())));
        // In the matchup with the most games, drop game 3 (of games 0 to
        // 2, one whole pair counts); in the others, every game but the
        // first (half a pair).
        let most = (0..matchups)
            .max_by_key(|m| all.keys().filter(|(k, _)| k == m).count())
            .unwrap();
        let cut: Finished = all
            .iter()
            .filter(|((m, g), _)| if *m == most { *g != 3 } else { *g == 0 })
            .map(|(k, v)| (*k, *v))
            .collect();
        let text = job.so_far(&cut).unwrap();
        assert!(text.starts_with("the result of 2 of them"), "{text}");
        assert!(!text.contains("NaN"), "{text}");
        assert_eq!(job.so_far(&Finished::new()), None);
        let lone: Finished = all.iter().take(1).map(|(k, v)| (*k, *v)).collect();
        assert_eq!(job.so_far(&lone), None, "half a pair says nothing");
    }

    #[test]
    fn an_interrupted_job_shows_its_table_so_far() {
        let league = LeagueJob::from_params(league_params(false)).unwrap();
        check_so_far(&league, league::matchups(&league.params).unwrap().len());
        let entry = |d: &str| DeckEntry::of(&deck::resolve(d).unwrap());
        let strength = StrengthJob::from_params(StrengthParams {
            decks: vec![entry("radiant")],
            gauntlet: crate::jobs::gauntlet::Gauntlet {
                name: "two".into(),
                decks: vec![entry("onyx"), entry("gregg")],
                stored: None,
            },
            agent: "random".into(),
            seed: 5,
            sampling: Sampling::Games(4),
            turn_cap: 80,
        })
        .unwrap();
        check_so_far(&strength, 2);
        let handicap = HandicapJob::from_params(HandicapParams {
            deck_a: entry("radiant"),
            deck_b: entry("onyx"),
            agent: "random".into(),
            seed: 9,
            games: 64,
            turn_cap: 80,
        })
        .unwrap();
        check_so_far(
            &handicap,
            handicap::matchups(&handicap.params).unwrap().len(),
        );
    }

    #[test]
    fn bad_parameters_are_refused_when_rebuilt() {
        let mut params = league_params(false);
        params.agents.pop();
        assert!(LeagueJob::from_params(params).is_err());
    }
}
