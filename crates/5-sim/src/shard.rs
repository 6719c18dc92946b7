//! Shards: `--shard I/N` plays only the I-th of N shares of a run's games.
//!
//! Games go to shards by deal: in a paired matchup, the two games of a deal
//! (game indices `2p` and `2p + 1`) form pair `p`, which belongs to shard
//! `p % N + 1`; in an unpaired matchup, game `g` belongs to shard
//! `g % N + 1`. So the N shards partition every matchup's games, each pair
//! stays whole in one shard, and each shard gets an even share whatever the
//! number of games.

use serde::{Deserialize, Serialize};

use super::runner::MatchConfig;

/// Shard `index` (from 1) of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    pub index: u64,
    pub count: u64,
}

impl Shard {
    /// Parses `I/N` with `1 <= I <= N`.
    ///
    /// # Errors
    /// A one-line message saying what to write instead.
    pub fn parse(s: &str) -> Result<Shard, String> {
        let bad = || format!("expected a shard as I/N with 1 <= I <= N, like 2/8, not {s:?}");
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let index: u64 = i.trim().parse().map_err(|_| bad())?;
        let count: u64 = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || count == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// The shard that game `game` of a matchup configured by `cfg` belongs to.
    pub fn of_game(cfg: &MatchConfig, game: u64, count: u64) -> u64 {
        let unit = if cfg.paired { game / 2 } else { game };
        unit % count + 1
    }

    /// Whether this shard plays game `game` of the matchup `cfg`.
    pub fn owns(&self, cfg: &MatchConfig, game: u64) -> bool {
        Shard::of_game(cfg, game, self.count) == self.index
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_agents::AgentSpec;
    use keysim_decks as deck;

    fn config(paired: bool) -> MatchConfig {
        let a = deck::resolve("radiant").unwrap();
        let b = deck::resolve("onyx").unwrap();
        let mut cfg = MatchConfig::new(a, b, AgentSpec::Random, AgentSpec::Random);
        cfg.paired = paired;
        cfg
    }

    #[test]
    fn parses_i_of_n() {
        assert_eq!(Shard::parse("2/8"), Ok(Shard { index: 2, count: 8 }));
        assert!(Shard::parse("0/8").is_err());
        assert!(Shard::parse("9/8").is_err());
        assert!(Shard::parse("2").is_err());
        assert!(Shard::parse("a/b").is_err());
    }

    #[test]
    fn shards_partition_the_games_and_keep_pairs_whole() {
        for paired in [true, false] {
            let cfg = config(paired);
            for count in 1..=5u64 {
                let shards: Vec<Shard> = (1..=count).map(|index| Shard { index, count }).collect();
                let mut sizes = vec![0u64; count as usize];
                for game in 0..37u64 {
                    let owners: Vec<&Shard> =
                        shards.iter().filter(|s| s.owns(&cfg, game)).collect();
                    assert_eq!(owners.len(), 1, "game {game} of {count} shards");
                    sizes[owners[0].index as usize - 1] += 1;
                    if paired && game % 2 == 1 {
                        assert!(owners[0].owns(&cfg, game - 1));
                    }
                }
                assert_eq!(sizes.iter().sum::<u64>(), 37);
                let unit = if paired { 2 } else { 1 };
                let (lo, hi) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
                assert!(hi - lo <= unit, "{sizes:?}");
            }
        }
    }
}
