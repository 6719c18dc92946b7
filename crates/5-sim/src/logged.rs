//! Game players that keep a result log: [`Logged`] plays games and writes
//! each finished one to the log, skips games a resumed log already holds,
//! plays only its shard's share, and stops cleanly when asked;
//! [`FromLogs`] plays nothing and answers from the logs of finished runs
//! (`keysim merge`).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use rayon::prelude::*;

use super::plan::{chunks, Batch, GamePlayer};
use super::records::{Log, LogWriter, Record};
use super::runner::{MatchConfig, ProgressView, RunError};
use super::shard::Shard;
use super::stats::GameResult;
use keysim_engine::Player;

/// Finished games by (matchup, game index).
pub type Finished = BTreeMap<(usize, u64), GameResult>;

/// Plays games on a thread pool, writing each finished game to a result
/// log (if it has one) as soon as it ends.
#[derive(Debug)]
pub struct Logged {
    pool: rayon::ThreadPool,
    run: String,
    writer: Option<LogWriter>,
    finished: Finished,
    shard: Option<Shard>,
    stop: Arc<AtomicBool>,
    progress: Option<ProgressView>,
    played: u64,
    /// Games played by [`GamePlayer::fold`], which keeps no result.
    streamed: u64,
}

impl Logged {
    /// A player of run `run` (its hash, written in each record) with
    /// `threads` worker threads, no log, no shard, no progress bar.
    ///
    /// # Errors
    /// [`RunError::Threads`] if the pool cannot be built.
    pub fn new(run: &str, threads: usize) -> Result<Logged, RunError> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.max(1))
            .build()
            .map_err(|e| RunError::Threads(e.to_string()))?;
        Ok(Logged {
            pool,
            run: run.to_string(),
            writer: None,
            finished: Finished::new(),
            shard: None,
            stop: Arc::new(AtomicBool::new(false)),
            progress: None,
            played: 0,
            streamed: 0,
        })
    }

    /// Writes each finished game to `writer`.
    pub fn with_log(mut self, writer: LogWriter) -> Logged {
        self.writer = Some(writer);
        self
    }

    /// Takes the games `log` holds as finished (they are not played again).
    pub fn resuming(mut self, log: &Log) -> Logged {
        self.finished
            .extend(log.games.iter().map(|(k, v)| (*k, *v)));
        self
    }

    /// Plays only `shard`'s share of the games.
    pub fn with_shard(mut self, shard: Option<Shard>) -> Logged {
        self.shard = shard;
        self
    }

    /// Starts no new game once `stop` is set (in-flight games finish and
    /// are logged).
    pub fn stop_on(mut self, stop: Arc<AtomicBool>) -> Logged {
        self.stop = stop;
        self
    }

    /// Shows the games' progress with `progress` (`None`: nothing).
    pub fn with_progress(mut self, progress: Option<ProgressView>) -> Logged {
        self.progress = progress;
        self
    }

    /// The finished games this player keeps: those read from the log and
    /// those played for [`GamePlayer::play`] (not those of
    /// [`GamePlayer::fold`], which keeps none).
    pub fn finished(&self) -> &Finished {
        &self.finished
    }

    /// How many games are finished: read from the log or played.
    pub fn finished_count(&self) -> u64 {
        self.finished.len() as u64 + self.streamed
    }

    /// The shard this player plays, if any.
    pub fn shard(&self) -> Option<Shard> {
        self.shard
    }

    /// Games played by this player (not read from a log).
    pub fn played(&self) -> u64 {
        self.played
    }
}

/// What the threads playing a run's games share: the result log, its
/// first write error, the stop flag and the progress counters.
struct Shared<'a> {
    run: &'a str,
    stop: &'a AtomicBool,
    writer: Mutex<Option<&'a mut LogWriter>>,
    write_error: Mutex<Option<String>>,
    done: AtomicU64,
    wins_a: AtomicU64,
}

impl<'a> Shared<'a> {
    fn new(run: &'a str, stop: &'a AtomicBool, writer: Option<&'a mut LogWriter>) -> Shared<'a> {
        Shared {
            run,
            stop,
            writer: Mutex::new(writer),
            write_error: Mutex::new(None),
            done: AtomicU64::new(0),
            wins_a: AtomicU64::new(0),
        }
    }

    /// Plays the games `todo` (matchup, game index) on `pool`, writing each
    /// to the log as it ends; `None` for a game not played (the run was
    /// stopped or the log could not be written).
    fn play(
        &self,
        pool: &rayon::ThreadPool,
        matchups: &[MatchConfig],
        todo: &[(usize, u64)],
    ) -> Vec<Option<GameResult>> {
        pool.install(|| {
            todo.par_iter()
                .map(|&(m, g)| {
                    if self.stop.load(Ordering::Relaxed) {
                        return None;
                    }
                    let cfg = &matchups[m];
                    let (r, _) = cfg.play(g, false);
                    let mut w = self.writer.lock().unwrap_or_else(|e| e.into_inner());
                    if let Some(w) = w.as_mut() {
                        if let Err(e) = w.write(&Record::new(self.run, m, cfg, g, &r)) {
                            self.write_error
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .get_or_insert(e.to_string());
                            self.stop.store(true, Ordering::Relaxed);
                            return None;
                        }
                    }
                    drop(w);
                    self.done.fetch_add(1, Ordering::Relaxed);
                    if r.winner == Some(Player::A) {
                        self.wins_a.fetch_add(1, Ordering::Relaxed);
                    }
                    Some(r)
                })
                .collect()
        })
    }

    /// Runs `games` while `view` (if any) shows the progress of `total`
    /// games on a thread of its own.
    fn showing<T>(&self, view: Option<ProgressView>, total: u64, games: impl FnOnce() -> T) -> T {
        let bar_done = AtomicBool::new(false);
        let start = Instant::now();
        std::thread::scope(|s| {
            if let Some(view) = view.filter(|_| total > 0) {
                let (done, wins_a, bar_done) = (&self.done, &self.wins_a, &bar_done);
                let read = move || (done.load(Ordering::Relaxed), wins_a.load(Ordering::Relaxed));
                s.spawn(move || view(total, &read, bar_done, start));
            }
            // Set `bar_done` even if a game panics, so the bar's thread ends.
            struct Done<'a>(&'a AtomicBool);
            impl Drop for Done<'_> {
                fn drop(&mut self) {
                    self.0.store(true, Ordering::Relaxed);
                }
            }
            let _done = Done(&bar_done);
            games()
        })
    }

    /// The first write error, if any.
    fn write_error(self) -> Option<String> {
        self.write_error
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
    }
}

impl GamePlayer for Logged {
    fn play(
        &mut self,
        matchups: &[MatchConfig],
        batches: &[Batch],
    ) -> Result<Vec<Vec<GameResult>>, RunError> {
        for b in batches {
            matchups[b.matchup].validate().map_err(RunError::Setup)?;
        }
        let shard = self.shard;
        let finished = &self.finished;
        let todo: Vec<(usize, u64)> = batches
            .iter()
            .flat_map(|b| b.games.clone().map(move |g| (b.matchup, g)))
            .filter(|key| !finished.contains_key(key))
            .filter(|&(m, g)| shard.is_none_or(|s| s.owns(&matchups[m], g)))
            .collect();
        let shared = Shared::new(&self.run, &self.stop, self.writer.as_mut());
        let results = shared.showing(self.progress, todo.len() as u64, || {
            shared.play(&self.pool, matchups, &todo)
        });
        let mut newly = 0;
        for (key, r) in todo.iter().zip(results) {
            if let Some(r) = r {
                self.finished.insert(*key, r);
                newly += 1;
            }
        }
        self.played += newly;
        if let Some(e) = shared.write_error() {
            return Err(RunError::Log(e));
        }
        if newly < todo.len() as u64 {
            return Err(RunError::Interrupted { finished: newly });
        }
        match shard {
            Some(s) if s.count > 1 => Ok(shard_answer(&self.finished, batches)),
            _ => answer(&self.finished, matchups, batches, None),
        }
    }

    /// Plays the batch chunk by chunk and keeps none of the games it plays
    /// (only their count): the games a resumed log holds are given from
    /// the log, and a shard gives only its own games.
    fn fold(
        &mut self,
        matchups: &[MatchConfig],
        batch: &Batch,
        fold: &mut dyn FnMut(u64, &GameResult),
    ) -> Result<(), RunError> {
        let m = batch.matchup;
        let cfg = &matchups[m];
        cfg.validate().map_err(RunError::Setup)?;
        let shard = self.shard.filter(|s| s.count > 1);
        let owned = |g: u64| shard.is_none_or(|s| s.owns(cfg, g));
        let finished = &self.finished;
        let resumed = |g: u64| finished.contains_key(&(m, g));
        let (lo, hi) = (batch.games.start, batch.games.end);
        let total = match shard {
            None => (hi - lo) - finished.range((m, lo)..(m, hi)).count() as u64,
            Some(_) => batch
                .games
                .clone()
                .filter(|&g| owned(g) && !resumed(g))
                .count() as u64,
        };
        let shared = Shared::new(&self.run, &self.stop, self.writer.as_mut());
        let pool = &self.pool;
        let mut newly = 0;
        let mut interrupted = false;
        shared.showing(self.progress, total, || {
            for games in chunks(batch.games.clone()) {
                let todo: Vec<(usize, u64)> = games
                    .clone()
                    .filter(|&g| owned(g) && !resumed(g))
                    .map(|g| (m, g))
                    .collect();
                let results = shared.play(pool, matchups, &todo);
                newly += results.iter().flatten().count() as u64;
                let mut played = results.iter();
                for g in games.filter(|&g| owned(g)) {
                    let r = match finished.get(&(m, g)) {
                        Some(r) => Some(r),
                        None => played.next().and_then(Option::as_ref),
                    };
                    match r {
                        Some(r) if !interrupted => fold(g, r),
                        _ => interrupted = true,
                    }
                }
                if interrupted {
                    break;
                }
            }
        });
        self.played += newly;
        self.streamed += newly;
        if let Some(e) = shared.write_error() {
            return Err(RunError::Log(e));
        }
        if interrupted {
            return Err(RunError::Interrupted { finished: newly });
        }
        Ok(())
    }
}

/// What a shard's player answers: its own games' results, and for the
/// other shards' games a stand-in (no winner, no turn, no key) that lets a
/// job whose batches do not depend on results ask for all of them. A
/// shard's output is never shown ([`crate::runs::finish`] drops it).
fn shard_answer(finished: &Finished, batches: &[Batch]) -> Vec<Vec<GameResult>> {
    let stand_in = |g: u64| GameResult {
        winner: None,
        first_player: if g.is_multiple_of(2) {
            Player::A
        } else {
            Player::B
        },
        turns: 0,
        keys: [0, 0],
        forfeit: None,
    };
    batches
        .iter()
        .map(|b| {
            b.games
                .clone()
                .map(|g| {
                    finished
                        .get(&(b.matchup, g))
                        .copied()
                        .unwrap_or_else(|| stand_in(g))
                })
                .collect()
        })
        .collect()
}

/// The results of `batches`, read from `finished`; a missing game names
/// its shard of `shards`.
fn answer(
    finished: &Finished,
    matchups: &[MatchConfig],
    batches: &[Batch],
    shards: Option<u64>,
) -> Result<Vec<Vec<GameResult>>, RunError> {
    batches
        .iter()
        .map(|b| {
            b.games
                .clone()
                .map(|g| {
                    finished
                        .get(&(b.matchup, g))
                        .copied()
                        .ok_or_else(|| RunError::Missing {
                            matchup: b.matchup,
                            game: g,
                            shard: shards.map(|count| Shard {
                                index: Shard::of_game(&matchups[b.matchup], g, count),
                                count,
                            }),
                        })
                })
                .collect()
        })
        .collect()
}

/// Answers from the logs of finished runs and plays nothing.
#[derive(Debug, Default)]
pub struct FromLogs {
    finished: Finished,
    shards: Option<u64>,
}

impl FromLogs {
    /// The games of `logs` (which must be logs of one run: check their
    /// headers first).
    ///
    /// # Errors
    /// A message naming both records (file and line) if two logs hold
    /// different results for one game.
    pub fn new(logs: &[Log]) -> Result<FromLogs, String> {
        let shards = logs.iter().find_map(|l| l.header.shard).map(|s| s.count);
        let mut finished = Finished::new();
        let mut origin: BTreeMap<(usize, u64), &Log> = BTreeMap::new();
        for log in logs {
            for (key, r) in &log.games {
                match finished.get(key) {
                    Some(old) if old != r => {
                        let first = origin[key];
                        let at = |l: &Log| {
                            let line = l.lines.get(key).copied().unwrap_or(0);
                            format!("\"{}\" line {line}", l.path.display())
                        };
                        return Err(format!(
                            "game {} of matchup {} ended one way in {} and another in {}: one \
                             game cannot end two ways in one run, so one of the logs is damaged \
                             or was played by another build of keysim; leave it out",
                            key.1,
                            key.0,
                            at(first),
                            at(log)
                        ));
                    }
                    Some(_) => {}
                    None => {
                        finished.insert(*key, *r);
                        origin.insert(*key, log);
                    }
                }
            }
        }
        Ok(FromLogs { finished, shards })
    }
}

impl GamePlayer for FromLogs {
    fn play(
        &mut self,
        matchups: &[MatchConfig],
        batches: &[Batch],
    ) -> Result<Vec<Vec<GameResult>>, RunError> {
        answer(&self.finished, matchups, batches, self.shards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::InMemory;
    use keysim_agents::AgentSpec;
    use keysim_decks as deck;

    fn config() -> MatchConfig {
        let a = deck::resolve("radiant").unwrap();
        let b = deck::resolve("onyx").unwrap();
        let mut cfg = MatchConfig::new(a, b, AgentSpec::Random, AgentSpec::Random);
        cfg.games = 8;
        cfg
    }

    #[test]
    fn logged_gives_the_games_in_memory_gives_and_shards_partition_them() {
        let cfg = config();
        let batch = [Batch {
            matchup: 0,
            games: 0..8,
        }];
        let whole = InMemory::new(2)
            .unwrap()
            .play(std::slice::from_ref(&cfg), &batch)
            .unwrap();
        let mut plain = Logged::new("x", 2).unwrap();
        assert_eq!(
            plain.play(std::slice::from_ref(&cfg), &batch).unwrap(),
            whole
        );
        let mut all = Finished::new();
        for index in 1..=3 {
            let mut p = Logged::new("x", 1)
                .unwrap()
                .with_shard(Some(Shard { index, count: 3 }));
            let got = p.play(std::slice::from_ref(&cfg), &batch).unwrap();
            for (g, r) in got[0].iter().enumerate() {
                if p.finished().contains_key(&(0, g as u64)) {
                    assert_eq!(*r, whole[0][g]);
                } else {
                    assert_eq!(r.turns, 0, "a stand-in for another shard's game");
                }
            }
            for (k, r) in p.finished() {
                assert!(all.insert(*k, *r).is_none());
            }
        }
        let mut merged = FromLogs {
            finished: all,
            shards: Some(3),
        };
        assert_eq!(merged.play(&[cfg], &batch).unwrap(), whole);
    }

    #[test]
    fn a_shard_plays_its_share_of_every_call() {
        let cfg = config();
        let calls = [0..4u64, 4..8];
        let mut all = Finished::new();
        for index in 1..=2 {
            let mut p = Logged::new("x", 1)
                .unwrap()
                .with_shard(Some(Shard { index, count: 2 }));
            for games in &calls {
                let batch = [Batch {
                    matchup: 0,
                    games: games.clone(),
                }];
                p.play(std::slice::from_ref(&cfg), &batch).unwrap();
            }
            assert_eq!(p.played(), 4);
            all.extend(p.finished().iter().map(|(k, v)| (*k, *v)));
        }
        let whole = crate::run(&cfg).unwrap().results;
        let merged: Vec<GameResult> = all.values().copied().collect();
        assert_eq!(merged, whole);
    }

    #[test]
    fn a_stopped_player_starts_no_game() {
        let stop = Arc::new(AtomicBool::new(true));
        let mut p = Logged::new("x", 1).unwrap().stop_on(stop);
        let batch = [Batch {
            matchup: 0,
            games: 0..4,
        }];
        assert!(matches!(
            p.play(&[config()], &batch),
            Err(RunError::Interrupted { finished: 0 })
        ));
        assert_eq!(p.played(), 0);
    }
}
