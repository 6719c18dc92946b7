//! A sequential probability ratio test on game pairs (pentanomial), as
//! chess engine testing frameworks run it.
//!
//! **The unit is a pair**: one deal played twice with the seats swapped. A
//! pair scores 0, ½, 1, 1½ or 2 points for the tested agent (a win is 1, a
//! game ended by the turn cap ½, a loss 0), so the data are the counts
//! `n₀ … n₄` of the five pair scores. Playing pairs removes most of the
//! deal's and the first player's luck, and counting pair scores (instead of
//! single games) keeps the correlation of the two games of a pair in the
//! variance, so the test stays honest.
//!
//! **Hypotheses.** H0: the agent is `elo0` (logistic) Elo stronger; H1: it
//! is `elo1` stronger. A difference of `e` Elo means an expected game score
//! `s(e) = 1 / (1 + 10^(−e/400))`, so an expected pair score (halved, in
//! `[0, 1]`) of `s(e)`.
//!
//! **The generalised log-likelihood ratio.** The pair-score distribution is
//! unknown beyond its mean, so each hypothesis is the set of distributions
//! `p` on the five scores `aᵢ = 0, ¼, ½, ¾, 1` with mean `μ = s(e)`. The
//! test compares the best-fitting distribution of each set. Maximising
//! `Σ nᵢ ln pᵢ` subject to `Σ pᵢ = 1` and `Σ pᵢ aᵢ = μ` with Lagrange
//! multipliers gives `pᵢ = p̂ᵢ / (1 + λ(aᵢ − μ))`, where `p̂ᵢ = nᵢ / N` are the
//! observed frequencies and `λ` solves `Σ p̂ᵢ (aᵢ − μ) / (1 + λ(aᵢ − μ)) = 0`
//! (the left side falls strictly as `λ` grows, so bisection finds it). Then
//!
//! `LLR = Σ nᵢ ln(p¹ᵢ / p⁰ᵢ) = Σ nᵢ [ln(1 + λ₀(aᵢ − μ₀)) − ln(1 + λ₁(aᵢ − μ₁))]`.
//!
//! To keep `λ` defined when a score was never seen (and the constrained
//! optimum would leave the simplex), [`PSEUDO_PAIRS`] pseudo-pairs are
//! added to each of the five counts before computing frequencies.
//!
//! **Wald's bounds.** With error rates `alpha` (accepting H1 when H0 is
//! true) and `beta` (accepting H0 when H1 is true), the test accepts H0 when
//! `LLR ≤ ln(beta / (1 − alpha))` and H1 when `LLR ≥ ln((1 − beta) / alpha)`,
//! and otherwise asks for more pairs.

use serde::{Deserialize, Serialize};

use super::rating::elo_to_score;
use super::stats::GameResult;
use keysim_engine::Player;

/// Pseudo-pairs added to each pair-score count (see the module docs).
pub const PSEUDO_PAIRS: f64 = 1e-3;

/// The five pair scores, halved into `[0, 1]`.
const SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

/// The test's hypotheses and error rates.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    /// H0 accepted: the agent is not `elo1` stronger.
    H0,
    /// H1 accepted: the agent is `elo1` stronger.
    H1,
    /// Keep playing.
    Continue,
}

/// Why SPRT parameters are refused. Displays as one line.
#[derive(Clone, Debug, PartialEq)]
pub struct SprtError(pub String);

impl std::fmt::Display for SprtError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SprtError {}

impl Sprt {
    /// A test of `elo0` against `elo1` with error rates `alpha` and `beta`.
    ///
    /// # Errors
    /// [`SprtError`] unless `elo0 < elo1` (both finite, within ±2000) and
    /// both rates are in `(0, 0.5)`.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, SprtError> {
        if !(elo0.is_finite() && elo1.is_finite() && elo0.abs() <= 2000.0 && elo1.abs() <= 2000.0) {
            return Err(SprtError(
                "SPRT Elo bounds must be numbers within ±2000".into(),
            ));
        }
        if elo0 >= elo1 {
            return Err(SprtError(format!(
                "SPRT needs elo0 < elo1 (got {elo0} and {elo1})"
            )));
        }
        for (name, v) in [("alpha", alpha), ("beta", beta)] {
            if !(v > 0.0 && v < 0.5) {
                return Err(SprtError(format!(
                    "SPRT {name} must be between 0 and 0.5 (got {v})"
                )));
            }
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// Parses `elo0,elo1[,alpha,beta]` (alpha and beta default to 0.05).
    ///
    /// # Errors
    /// [`SprtError`] saying what is wrong.
    pub fn parse(s: &str) -> Result<Sprt, SprtError> {
        let parts: Vec<&str> = s.split(',').map(str::trim).collect();
        if parts.len() != 2 && parts.len() != 4 {
            return Err(SprtError(format!(
                "--sprt takes elo0,elo1 or elo0,elo1,alpha,beta (got {s:?})"
            )));
        }
        let num = |t: &str| {
            t.parse::<f64>()
                .map_err(|_| SprtError(format!("--sprt: {t:?} is not a number")))
        };
        let (alpha, beta) = if parts.len() == 4 {
            (num(parts[2])?, num(parts[3])?)
        } else {
            (0.05, 0.05)
        };
        Sprt::new(num(parts[0])?, num(parts[1])?, alpha, beta)
    }

    /// The lower bound `ln(beta / (1 − alpha))`: accept H0 at or below it.
    pub fn lower(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    /// The upper bound `ln((1 − beta) / alpha)`: accept H1 at or above it.
    pub fn upper(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    /// The generalised log-likelihood ratio of H1 against H0 given the
    /// pair-score counts (see the module docs). Zero with no pair.
    pub fn llr(&self, counts: &Pentanomial) -> f64 {
        if counts.pairs() == 0 {
            return 0.0;
        }
        let total: f64 = counts.0.iter().map(|&n| n as f64 + PSEUDO_PAIRS).sum();
        let freq: Vec<f64> = counts
            .0
            .iter()
            .map(|&n| (n as f64 + PSEUDO_PAIRS) / total)
            .collect();
        let mu0 = elo_to_score(self.elo0);
        let mu1 = elo_to_score(self.elo1);
        let l0 = lagrange(&freq, mu0);
        let l1 = lagrange(&freq, mu1);
        counts
            .0
            .iter()
            .zip(SCORES)
            .map(|(&n, a)| n as f64 * ((1.0 + l0 * (a - mu0)).ln() - (1.0 + l1 * (a - mu1)).ln()))
            .sum()
    }

    /// The decision for an LLR value.
    pub fn decide(&self, llr: f64) -> Decision {
        if llr >= self.upper() {
            Decision::H1
        } else if llr <= self.lower() {
            Decision::H0
        } else {
            Decision::Continue
        }
    }
}

/// The multiplier `λ` of the mean-`mu` constrained maximum-likelihood
/// distribution for observed frequencies `freq` (all positive) on
/// [`SCORES`], by bisection on its open interval of validity.
fn lagrange(freq: &[f64], mu: f64) -> f64 {
    let f = |l: f64| -> f64 {
        freq.iter()
            .zip(SCORES)
            .map(|(p, a)| p * (a - mu) / (1.0 + l * (a - mu)))
            .sum()
    };
    // 1 + λ(a − μ) > 0 for a = 0 and a = 1.
    let (mut lo, mut hi) = (-1.0 / (1.0 - mu), 1.0 / mu);
    let shrink = 1e-12;
    lo += shrink * (hi - lo);
    hi -= shrink * (hi - lo);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
        if hi - lo < 1e-14 {
            break;
        }
    }
    0.5 * (lo + hi)
}

/// Counts of the five pair scores (0, ½, 1, 1½, 2 points) for one agent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pentanomial(pub [u64; 5]);

impl Pentanomial {
    /// Pairs counted.
    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }

    /// Adds one pair whose score, in half points, is `half_points` (0..=4).
    pub fn add(&mut self, half_points: usize) {
        self.0[half_points] += 1;
    }

    /// Counts the pairs `(results[2i], results[2i+1])` for the player in
    /// `seat` (a trailing unpaired game is ignored).
    pub fn of_results(results: &[GameResult], seat: Player) -> Pentanomial {
        let mut p = Pentanomial::default();
        for pair in results.chunks_exact(2) {
            p.add(half_points(&pair[0], seat) + half_points(&pair[1], seat));
        }
        p
    }

    /// The mean score per game (pair points / 2), or ½ with no pair.
    pub fn mean_score(&self) -> f64 {
        let n = self.pairs();
        if n == 0 {
            return 0.5;
        }
        self.0
            .iter()
            .zip(SCORES)
            .map(|(&c, a)| c as f64 * a)
            .sum::<f64>()
            / n as f64
    }
}

/// A game's score for `seat` in half points: 2 for a win, 1 for a game with
/// no winner, 0 for a loss.
pub fn half_points(r: &GameResult, seat: Player) -> usize {
    match r.winner {
        Some(w) if w == seat => 2,
        Some(_) => 0,
        None => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    #[test]
    fn wald_bounds() {
        let t = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
        assert!((t.upper() - 19f64.ln()).abs() < 1e-12);
        assert!((t.lower() + 19f64.ln()).abs() < 1e-12);
        let u = Sprt::new(0.0, 10.0, 0.05, 0.1).unwrap();
        assert!((u.lower() - (0.1f64 / 0.95).ln()).abs() < 1e-12);
        assert!((u.upper() - 18f64.ln()).abs() < 1e-12);
        assert_eq!(u.decide(3.0), Decision::H1);
        assert_eq!(u.decide(-2.3), Decision::H0);
        assert_eq!(u.decide(0.0), Decision::Continue);
    }

    #[test]
    fn parses_and_refuses() {
        let t = Sprt::parse("0,50").unwrap();
        assert_eq!((t.elo0, t.elo1, t.alpha, t.beta), (0.0, 50.0, 0.05, 0.05));
        let u = Sprt::parse("-10, 20, 0.1, 0.2").unwrap();
        assert_eq!((u.alpha, u.beta), (0.1, 0.2));
        assert!(Sprt::parse("50,0").is_err());
        assert!(Sprt::parse("0,50,0.05").is_err());
        assert!(Sprt::parse("0,x").is_err());
        assert!(Sprt::parse("0,50,0.6,0.05").is_err());
    }

    /// When every pair is a sweep (2 or 0 points), the constrained optimum
    /// puts mass `μ` on 2 points and `1 − μ` on 0 (up to the pseudo-pairs),
    /// so the LLR is `n₄ ln(μ₁/μ₀) + n₀ ln((1−μ₁)/(1−μ₀))`.
    #[test]
    fn llr_of_sweeps_matches_the_hand_computation() {
        let t = Sprt::new(0.0, 100.0, 0.05, 0.05).unwrap();
        let counts = Pentanomial([12, 0, 0, 0, 30]);
        let (m0, m1) = (0.5, elo_to_score(100.0));
        let hand = 30.0 * (m1 / m0).ln() + 12.0 * ((1.0 - m1) / (1.0 - m0)).ln();
        let got = t.llr(&counts);
        assert!((got - hand).abs() < 0.01, "{got} vs {hand}");
        assert_eq!(t.llr(&Pentanomial::default()), 0.0);
    }

    /// Near the hypotheses, the GLLR approaches the normal approximation
    /// `N (μ₁ − μ₀)(2x̄ − μ₀ − μ₁) / (2σ²)` with σ² the per-pair variance.
    #[test]
    fn llr_agrees_with_the_normal_approximation() {
        let t = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
        let counts = Pentanomial([300, 1800, 4200, 2000, 350]);
        let n = counts.pairs() as f64;
        let mean = counts.mean_score();
        let var = counts
            .0
            .iter()
            .zip(SCORES)
            .map(|(&c, a)| c as f64 * (a - mean) * (a - mean))
            .sum::<f64>()
            / n;
        let (m0, m1) = (elo_to_score(0.0), elo_to_score(10.0));
        let normal = n * (m1 - m0) * (2.0 * mean - m0 - m1) / (2.0 * var);
        let got = t.llr(&counts);
        assert!(
            (got - normal).abs() < 0.02 * normal.abs().max(1.0),
            "{got} vs {normal}"
        );
    }

    #[test]
    fn pairs_are_scored_from_the_seat() {
        let r = |winner: Option<Player>| GameResult {
            winner,
            first_player: Player::A,
            turns: 10,
            keys: [0, 0],
            forfeit: None,
        };
        let games = [
            r(Some(Player::A)),
            r(Some(Player::A)),
            r(None),
            r(Some(Player::B)),
            r(Some(Player::A)),
        ];
        assert_eq!(
            Pentanomial::of_results(&games, Player::A),
            Pentanomial([0, 1, 0, 0, 1])
        );
        assert_eq!(
            Pentanomial::of_results(&games, Player::B),
            Pentanomial([1, 0, 0, 1, 0])
        );
    }

    /// One SPRT run on synthetic pairs whose games score `s` on average
    /// (10% of games unfinished); returns the decision.
    fn simulate(t: &Sprt, elo: f64, rng: &mut Xoshiro256PlusPlus) -> Decision {
        let s = elo_to_score(elo);
        let draw = 0.1;
        let win = s - draw / 2.0;
        let mut counts = Pentanomial::default();
        let game = |rng: &mut Xoshiro256PlusPlus| {
            let u: f64 = rng.gen();
            if u < win {
                2
            } else if u < win + draw {
                1
            } else {
                0
            }
        };
        for _ in 0..20_000 {
            let half = game(rng) + game(rng);
            counts.add(half);
            match t.decide(t.llr(&counts)) {
                Decision::Continue => {}
                d => return d,
            }
        }
        Decision::Continue
    }

    /// Calibration: run the test many times with the truth at elo0 and at
    /// elo1; the wrong decisions happen at about rates alpha and beta (a
    /// little less, as the LLR overshoots the bounds).
    #[test]
    fn error_rates_are_near_alpha_and_beta() {
        let t = Sprt::new(0.0, 60.0, 0.05, 0.1).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(2024);
        let runs = 600;
        let false_h1 = (0..runs)
            .filter(|_| simulate(&t, t.elo0, &mut rng) == Decision::H1)
            .count() as f64
            / runs as f64;
        let false_h0 = (0..runs)
            .filter(|_| simulate(&t, t.elo1, &mut rng) == Decision::H0)
            .count() as f64
            / runs as f64;
        assert!((0.015..=0.075).contains(&false_h1), "alpha {false_h1}");
        assert!((0.04..=0.13).contains(&false_h0), "beta {false_h0}");
    }
}
