//! What a job plays: batches of games of its matchups, and who plays them.
//!
//! A job (a match, a strength gauntlet, a handicap search, a league) is a
//! list of matchups, each a [`MatchConfig`], and asks for games of them in
//! [`Batch`]es: a range of game indices of one matchup. A game's result
//! depends only on its matchup and its index, so a [`GamePlayer`] may play a
//! batch in any order and on any number of threads, read finished games from
//! a result log instead of playing them again, or play only a shard's share.
//! Jobs never play games themselves: they ask a [`GamePlayer`].

use std::ops::Range;

use rayon::prelude::*;

use super::runner::{MatchConfig, RunError};
use super::stats::GameResult;

/// Games `games` of matchup `matchup` (an index into the job's matchups).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Batch {
    pub matchup: usize,
    pub games: Range<u64>,
}

/// Plays batches of games for a job.
pub trait GamePlayer {
    /// The results of each batch, in the order of `batches`, each in game
    /// index order.
    ///
    /// # Errors
    /// [`RunError`] if a game cannot start or the run is stopped.
    fn play(
        &mut self,
        matchups: &[MatchConfig],
        batches: &[Batch],
    ) -> Result<Vec<Vec<GameResult>>, RunError>;
}

/// Plays every game asked for on a thread pool, keeping nothing.
#[derive(Debug)]
pub struct InMemory {
    pool: rayon::ThreadPool,
}

impl InMemory {
    /// A player with `threads` worker threads (at least one).
    ///
    /// # Errors
    /// [`RunError::Threads`] if the pool cannot be built.
    pub fn new(threads: usize) -> Result<InMemory, RunError> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.max(1))
            .build()
            .map_err(|e| RunError::Threads(e.to_string()))?;
        Ok(InMemory { pool })
    }
}

impl GamePlayer for InMemory {
    fn play(
        &mut self,
        matchups: &[MatchConfig],
        batches: &[Batch],
    ) -> Result<Vec<Vec<GameResult>>, RunError> {
        for b in batches {
            matchups[b.matchup].validate().map_err(RunError::Setup)?;
        }
        let games: Vec<(usize, u64)> = batches
            .iter()
            .enumerate()
            .flat_map(|(i, b)| b.games.clone().map(move |g| (i, g)))
            .collect();
        let results: Vec<GameResult> = self.pool.install(|| {
            games
                .par_iter()
                .map(|&(i, g)| matchups[batches[i].matchup].play(g, false).0)
                .collect()
        });
        let mut out: Vec<Vec<GameResult>> = batches
            .iter()
            .map(|b| Vec::with_capacity((b.games.end - b.games.start) as usize))
            .collect();
        for (&(i, _), r) in games.iter().zip(results) {
            out[i].push(r);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_agents::AgentSpec;
    use keysim_decks as deck;

    #[test]
    fn batches_give_the_games_a_match_gives() {
        let a = deck::resolve("radiant").unwrap();
        let b = deck::resolve("onyx").unwrap();
        let mut cfg = MatchConfig::new(a, b, AgentSpec::Random, AgentSpec::Random);
        cfg.games = 8;
        cfg.threads = 2;
        let whole = super::super::run(&cfg).unwrap().results;
        let mut player = InMemory::new(2).unwrap();
        let batches = [
            Batch {
                matchup: 0,
                games: 4..8,
            },
            Batch {
                matchup: 0,
                games: 0..4,
            },
        ];
        let got = player.play(&[cfg], &batches).unwrap();
        assert_eq!(got[1], whole[0..4]);
        assert_eq!(got[0], whole[4..8]);
    }
}
