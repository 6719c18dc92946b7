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

/// Games [`GamePlayer::fold`] plays at a time: each chunk is played in
/// parallel and its results are folded in game index order before the next
/// starts, so a run holds at most this many results whatever its length
/// (16,384 results of 16 bytes: 256 KiB). Even, so chunks hold whole pairs.
pub const CHUNK: u64 = 1 << 14;

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

    /// Gives the results of `batch`'s games to `fold`, with each game's
    /// index, in game index order, holding at most [`CHUNK`] results at a
    /// time: a run of any length in constant memory. A shard's player gives
    /// only its own games. After an interruption, `fold` has had the games
    /// finished before the first one that did not.
    ///
    /// # Errors
    /// [`RunError`] if a game cannot start or the run is stopped.
    fn fold(
        &mut self,
        matchups: &[MatchConfig],
        batch: &Batch,
        fold: &mut dyn FnMut(u64, &GameResult),
    ) -> Result<(), RunError> {
        for games in chunks(batch.games.clone()) {
            let chunk = Batch {
                matchup: batch.matchup,
                games: games.clone(),
            };
            let got = self.play(matchups, std::slice::from_ref(&chunk))?;
            for (g, r) in games.zip(got.iter().flatten()) {
                fold(g, r);
            }
        }
        Ok(())
    }
}

/// `games` cut into consecutive ranges of [`CHUNK`] games (the last may be
/// shorter), in order.
pub fn chunks(games: Range<u64>) -> impl Iterator<Item = Range<u64>> {
    let end = games.end;
    std::iter::successors(Some(games.start), move |&s| {
        Some(s.saturating_add(CHUNK)).filter(|&n| n < end)
    })
    .take_while(move |&s| s < end)
    .map(move |s| s..end.min(s.saturating_add(CHUNK)))
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

    #[test]
    fn chunks_cover_the_games_in_order() {
        let got: Vec<Range<u64>> = chunks(3..2 * CHUNK + 10).collect();
        assert_eq!(
            got,
            [
                3..CHUNK + 3,
                CHUNK + 3..2 * CHUNK + 3,
                2 * CHUNK + 3..2 * CHUNK + 10
            ]
        );
        let one: Vec<Range<u64>> = chunks(0..CHUNK).collect();
        assert_eq!((one.len(), one[0].clone()), (1, 0..CHUNK));
        assert_eq!(chunks(5..5).count(), 0);
        let top = u64::MAX - 3..u64::MAX;
        assert_eq!(chunks(top.clone()).collect::<Vec<_>>(), [top]);
    }
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
        let got = player.play(std::slice::from_ref(&cfg), &batches).unwrap();
        assert_eq!(got[1], whole[0..4]);
        assert_eq!(got[0], whole[4..8]);
        let mut folded = Vec::new();
        let batch = Batch {
            matchup: 0,
            games: 0..8,
        };
        player
            .fold(&[cfg], &batch, &mut |g, r| folded.push((g, *r)))
            .unwrap();
        let indexed: Vec<(u64, GameResult)> = (0..8).zip(whole).collect();
        assert_eq!(folded, indexed);
    }
}
