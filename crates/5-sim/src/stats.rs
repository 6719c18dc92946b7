//! Statistics: the Wilson score interval and per-deck counters.
//!
//! Every counter is an integer, and counters add together with `+=`, so a
//! run's totals do not depend on how its games were split among threads (the
//! runner still sums them in game-index order).

use std::ops::AddAssign;

use keysim_engine::{ForfeitReason, Game, Outcome, Player};

/// The normal quantile for a two-sided 95% interval.
pub const Z95: f64 = 1.959964;

/// The Wilson score interval for `successes` out of `trials` at the normal
/// quantile `z`, clamped to `[0, 1]`. With no trial it is `[0, 1]` (nothing
/// is known).
pub fn wilson_interval(successes: u64, trials: u64, z: f64) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let n = trials as f64;
    let p = successes as f64 / n;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    let lo = if successes == 0 {
        0.0
    } else {
        (centre - half).max(0.0)
    };
    let hi = if successes == trials {
        1.0
    } else {
        (centre + half).min(1.0)
    };
    (lo, hi)
}

/// The 95% Wilson score interval ([`Z95`]).
pub fn wilson95(successes: u64, trials: u64) -> (f64, f64) {
    wilson_interval(successes, trials, Z95)
}

/// `num / den`, or 0 when `den` is 0.
pub fn ratio(num: u64, den: u64) -> f64 {
    if den == 0 {
        0.0
    } else {
        num as f64 / den as f64
    }
}

/// What one finished game says, from the point of view of the two decks
/// (deck A always sits in seat A).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The winner, or `None` if the turn cap ended the game (or, rarely, an
    /// engine capacity: [`keysim_engine::Outcome::Aborted`]).
    pub winner: Option<Player>,
    /// Who took the first turn.
    pub first_player: Player,
    /// Turns played (the winning turn counts; a capped game played the cap).
    pub turns: u16,
    /// Keys each player had at the end.
    pub keys: [u8; 2],
    /// The player who forfeited the game and why (the program playing for
    /// them failed; [`keysim_engine::Outcome::Forfeited`]): `winner` is
    /// their opponent.
    pub forfeit: Option<(Player, ForfeitReason)>,
}

impl GameResult {
    /// Reads the result of a finished game.
    pub fn of(g: &Game) -> GameResult {
        let turns = g.turn();
        GameResult {
            winner: g.winner(),
            first_player: g.first_player(),
            turns,
            keys: [g.player(Player::A).keys, g.player(Player::B).keys],
            forfeit: match g.outcome() {
                Some(Outcome::Forfeited { player, reason }) => Some((player, reason)),
                _ => None,
            },
        }
    }
}

/// One deck's counters over a set of games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeckStats {
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    /// Games ended by the turn cap.
    pub unfinished: u64,
    /// Games in which this deck went first, and those it won.
    pub games_first: u64,
    pub wins_first: u64,
    /// Games in which this deck went second, and those it won.
    pub games_second: u64,
    pub wins_second: u64,
    /// Sum of the lengths (in turns) of the games this deck won.
    pub turns_in_wins: u64,
    /// Sum of the keys this deck held at the end of each game.
    pub keys: u64,
    /// Games this deck's agent forfeited (counted among the losses), by
    /// reason ([`ForfeitReason::index`]).
    pub forfeits: [u64; 4],
}

impl DeckStats {
    /// The counters of one game for the deck in `seat`.
    pub fn of_game(r: &GameResult, seat: Player) -> DeckStats {
        let won = r.winner == Some(seat);
        let lost = r.winner == Some(seat.opponent());
        let first = r.first_player == seat;
        DeckStats {
            games: 1,
            wins: won as u64,
            losses: lost as u64,
            unfinished: r.winner.is_none() as u64,
            games_first: first as u64,
            wins_first: (first && won) as u64,
            games_second: !first as u64,
            wins_second: (!first && won) as u64,
            turns_in_wins: if won { r.turns as u64 } else { 0 },
            keys: r.keys[seat.index()] as u64,
            forfeits: {
                let mut f = [0; 4];
                if let Some((p, reason)) = r.forfeit {
                    if p == seat {
                        f[reason.index()] = 1;
                    }
                }
                f
            },
        }
    }

    /// Games this deck's agent forfeited, whatever the reason.
    pub fn forfeits_total(&self) -> u64 {
        self.forfeits.iter().sum()
    }

    /// Wins over games.
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.games)
    }

    /// The 95% Wilson interval of the win rate.
    pub fn win_rate_ci(&self) -> (f64, f64) {
        wilson95(self.wins, self.games)
    }

    /// The win rate in games where this deck went first.
    pub fn win_rate_first(&self) -> f64 {
        ratio(self.wins_first, self.games_first)
    }

    /// The win rate in games where this deck went second.
    pub fn win_rate_second(&self) -> f64 {
        ratio(self.wins_second, self.games_second)
    }

    /// The average length of the games this deck won, in turns.
    pub fn avg_turns_in_wins(&self) -> f64 {
        ratio(self.turns_in_wins, self.wins)
    }

    /// The average number of keys held at the end of a game.
    pub fn avg_keys(&self) -> f64 {
        ratio(self.keys, self.games)
    }
}

impl AddAssign for DeckStats {
    fn add_assign(&mut self, o: DeckStats) {
        self.games += o.games;
        self.wins += o.wins;
        self.losses += o.losses;
        self.unfinished += o.unfinished;
        self.games_first += o.games_first;
        self.wins_first += o.wins_first;
        self.games_second += o.games_second;
        self.wins_second += o.wins_second;
        self.turns_in_wins += o.turns_in_wins;
        self.keys += o.keys;
        for (f, g) in self.forfeits.iter_mut().zip(o.forfeits) {
            *f += g;
        }
    }
}

/// How the two games of a pair (one deal, each deck going first once) went
/// for deck A.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairStats {
    /// Pairs played.
    pub pairs: u64,
    /// Deck A won both games.
    pub a_swept: u64,
    /// Deck B won both games.
    pub b_swept: u64,
    /// Each deck won one game.
    pub split: u64,
    /// At least one game of the pair hit the turn cap.
    pub unfinished: u64,
}

impl PairStats {
    /// The counters of one pair of games.
    pub fn of_pair(first: &GameResult, second: &GameResult) -> PairStats {
        let mut s = PairStats {
            pairs: 1,
            ..PairStats::default()
        };
        match (first.winner, second.winner) {
            (Some(Player::A), Some(Player::A)) => s.a_swept = 1,
            (Some(Player::B), Some(Player::B)) => s.b_swept = 1,
            (Some(_), Some(_)) => s.split = 1,
            _ => s.unfinished = 1,
        }
        s
    }
}

impl AddAssign for PairStats {
    fn add_assign(&mut self, o: PairStats) {
        self.pairs += o.pairs;
        self.a_swept += o.a_swept;
        self.b_swept += o.b_swept;
        self.split += o.split;
        self.unfinished += o.unfinished;
    }
}

/// The counters of a whole match: both decks, the pairs, and game lengths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchStats {
    /// Deck A's and deck B's counters.
    pub decks: [DeckStats; 2],
    /// Pair outcomes (zero when games were not paired).
    pub pairs: PairStats,
    /// Games played.
    pub games: u64,
    /// Sum of game lengths, in turns.
    pub turns: u64,
}

impl MatchStats {
    /// The counters of one game.
    pub fn of_game(r: &GameResult) -> MatchStats {
        MatchStats {
            decks: [
                DeckStats::of_game(r, Player::A),
                DeckStats::of_game(r, Player::B),
            ],
            pairs: PairStats::default(),
            games: 1,
            turns: r.turns as u64,
        }
    }

    /// The average game length, in turns.
    pub fn avg_turns(&self) -> f64 {
        ratio(self.turns, self.games)
    }

    /// Sums per-game results in order; with `paired`, games `2i` and `2i+1`
    /// also count as pair `i` (a trailing unpaired game counts only as a
    /// game).
    pub fn from_results(results: &[GameResult], paired: bool) -> MatchStats {
        let mut total = MatchStats::default();
        for r in results {
            total += MatchStats::of_game(r);
        }
        if paired {
            for pair in results.chunks_exact(2) {
                total.pairs += PairStats::of_pair(&pair[0], &pair[1]);
            }
        }
        total
    }
}

/// Sums results fed one game at a time, in game index order, into the
/// totals [`MatchStats::from_results`] gives, holding one game at most: a
/// run of any length is summed in constant memory. It also keeps the totals
/// of the longest run of games fed from game 0 without a gap (whole pairs
/// when paired), what an interrupted run can report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    paired: bool,
    total: MatchStats,
    /// The first game of a pair (an even index), waiting for the second.
    pending: Option<(u64, GameResult)>,
    /// The index the gapless run from game 0 continues with, or `None`
    /// once a game was skipped.
    next: Option<u64>,
    prefix: MatchStats,
}

impl Tally {
    /// Nothing fed yet; with `paired`, games `2i` and `2i + 1` also count as
    /// pair `i`.
    pub fn new(paired: bool) -> Tally {
        Tally {
            paired,
            total: MatchStats::default(),
            pending: None,
            next: Some(0),
            prefix: MatchStats::default(),
        }
    }

    /// Adds game `game`'s result (games must come in increasing index order;
    /// a skipped index ends the gapless run and the pair it belongs to).
    pub fn add(&mut self, game: u64, r: &GameResult) {
        self.total += MatchStats::of_game(r);
        if self.paired {
            match self.pending.take() {
                Some((first, a)) if first + 1 == game => {
                    self.total.pairs += PairStats::of_pair(&a, r);
                }
                _ if game.is_multiple_of(2) => self.pending = Some((game, *r)),
                _ => {}
            }
        }
        self.next = self.next.filter(|&n| n == game).map(|n| n + 1);
        if let Some(n) = self.next {
            if !self.paired || n.is_multiple_of(2) {
                self.prefix = self.total;
            }
        }
    }

    /// The totals of every game fed.
    pub fn total(&self) -> MatchStats {
        self.total
    }

    /// The totals of the longest run of games fed from game 0 without a gap,
    /// whole pairs only when paired (its length is their `games`).
    pub fn prefix(&self) -> MatchStats {
        self.prefix
    }
}

impl AddAssign for MatchStats {
    fn add_assign(&mut self, o: MatchStats) {
        self.decks[0] += o.decks[0];
        self.decks[1] += o.decks[1];
        self.pairs += o.pairs;
        self.games += o.games;
        self.turns += o.turns;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: (f64, f64), b: (f64, f64)) -> bool {
        (a.0 - b.0).abs() < 5e-5 && (a.1 - b.1).abs() < 5e-5
    }

    #[test]
    fn wilson_known_values() {
        assert!(
            close(wilson95(50, 100), (0.4038, 0.5962)),
            "{:?}",
            wilson95(50, 100)
        );
        assert!(
            close(wilson95(0, 10), (0.0, 0.2775)),
            "{:?}",
            wilson95(0, 10)
        );
        assert!(
            close(wilson95(10, 10), (0.7225, 1.0)),
            "{:?}",
            wilson95(10, 10)
        );
        // 1/10 → [0.0179, 0.4042]; 812/1000 → [0.7866, 0.8350].
        assert!(
            close(wilson95(1, 10), (0.0179, 0.4042)),
            "{:?}",
            wilson95(1, 10)
        );
        assert!(
            close(wilson95(812, 1000), (0.7866, 0.8350)),
            "{:?}",
            wilson95(812, 1000)
        );
    }

    #[test]
    fn wilson_edges() {
        assert_eq!(wilson95(0, 0), (0.0, 1.0));
        assert_eq!(wilson95(0, 10).0, 0.0);
        assert_eq!(wilson95(10, 10).1, 1.0);
        let (lo, hi) = wilson95(3, 7);
        assert!(0.0 < lo && lo < 3.0 / 7.0 && 3.0 / 7.0 < hi && hi < 1.0);
        // Symmetric: k/n and (n-k)/n mirror each other.
        let (lo2, hi2) = wilson95(4, 7);
        assert!((lo - (1.0 - hi2)).abs() < 1e-12 && (hi - (1.0 - lo2)).abs() < 1e-12);
    }

    fn result(winner: Option<Player>, first: Player, turns: u16, keys: [u8; 2]) -> GameResult {
        GameResult {
            winner,
            first_player: first,
            turns,
            keys,
            forfeit: None,
        }
    }

    #[test]
    fn deck_counters_and_sums() {
        let games = [
            result(Some(Player::A), Player::A, 20, [3, 1]),
            result(Some(Player::B), Player::B, 22, [2, 3]),
            result(None, Player::A, 200, [1, 1]),
            result(Some(Player::A), Player::B, 18, [3, 2]),
        ];
        let m = MatchStats::from_results(&games, true);
        let a = m.decks[0];
        let b = m.decks[1];
        assert_eq!((a.games, a.wins, a.losses, a.unfinished), (4, 2, 1, 1));
        assert_eq!((b.games, b.wins, b.losses, b.unfinished), (4, 1, 2, 1));
        assert_eq!((a.games_first, a.wins_first), (2, 1));
        assert_eq!((a.games_second, a.wins_second), (2, 1));
        assert_eq!((b.games_first, b.wins_first), (2, 1));
        assert_eq!((b.games_second, b.wins_second), (2, 0));
        assert_eq!(a.turns_in_wins, 38);
        assert_eq!(a.avg_turns_in_wins(), 19.0);
        assert_eq!(a.keys, 9);
        assert_eq!(m.turns, 260);
        assert_eq!(m.pairs.pairs, 2);
        assert_eq!(m.pairs.split, 1);
        assert_eq!(m.pairs.unfinished, 1);

        // Summing halves gives the same totals as summing the whole.
        let mut halves = MatchStats::from_results(&games[..2], true);
        halves += MatchStats::from_results(&games[2..], true);
        assert_eq!(halves, m);
    }

    #[test]
    fn a_tally_gives_the_sums_of_the_whole_and_of_the_gapless_start() {
        let mut games = Vec::new();
        for i in 0..41u64 {
            let winner = match i * 7 % 5 {
                0 => None,
                1 | 3 => Some(Player::A),
                _ => Some(Player::B),
            };
            let first = if i % 2 == 0 { Player::A } else { Player::B };
            games.push(result(
                winner,
                first,
                10 + (i % 13) as u16,
                [(i % 4) as u8, 1],
            ));
        }
        for paired in [true, false] {
            let mut t = Tally::new(paired);
            for (g, r) in games.iter().enumerate() {
                t.add(g as u64, r);
            }
            assert_eq!(t.total(), MatchStats::from_results(&games, paired));
            // 41 games: the prefix stops at the last whole pair when paired.
            let whole = if paired { 40 } else { 41 };
            assert_eq!(
                t.prefix(),
                MatchStats::from_results(&games[..whole], paired)
            );
            // A gap (game 9 missing) ends the prefix at the pair before it
            // and leaves the pair it broke out of the totals.
            let mut t = Tally::new(paired);
            for (g, r) in games.iter().enumerate().filter(|(g, _)| *g != 9) {
                t.add(g as u64, r);
            }
            let before = if paired { 8 } else { 9 };
            assert_eq!(
                t.prefix(),
                MatchStats::from_results(&games[..before], paired)
            );
            let mut expected = MatchStats::from_results(&games[..8], paired);
            expected += MatchStats::from_results(&games[8..9], paired);
            expected += MatchStats::from_results(&games[10..], paired);
            assert_eq!(t.total(), expected);
            assert_eq!(t.prefix().games, before as u64);
        }
    }

    #[test]
    fn empty_rates_are_zero() {
        let s = DeckStats::default();
        assert_eq!(s.win_rate(), 0.0);
        assert_eq!(s.win_rate_first(), 0.0);
        assert_eq!(s.avg_keys(), 0.0);
        assert_eq!(s.win_rate_ci(), (0.0, 1.0));
    }
}
