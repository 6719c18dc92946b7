//! Bradley–Terry ratings on the Elo scale, fitted by maximum likelihood.
//!
//! Entity `i` has a strength `θᵢ`; it beats `j` with probability
//! `σ(θᵢ − θⱼ) = 1 / (1 + e^−(θᵢ−θⱼ))`. [`fit`] maximises the log-likelihood
//! of the observed wins and losses by Newton–Raphson (the log-likelihood is
//! concave, so Newton with step halving converges from zero), and reports
//! each strength on the Elo scale, `Elo = 400·log10(e)·θ`, so that 200 Elo
//! points mean odds of `10^(200/400) ≈ 3.16 : 1`.
//!
//! **Anchor.** Only differences of strengths are identified: ratings are
//! reported relative to the mean strength of an anchor set of entities (for
//! `keysim strength`, the gauntlet's decks), so the anchor set averages 0.
//!
//! **Intervals.** The covariance of the estimates is the inverse of the
//! observed information (the negated Hessian of the log-likelihood at the
//! optimum); a rating's 95% interval is ±1.96 standard errors of its
//! contrast with the anchor mean (Wald interval). Near a clean sweep (an
//! entity that won or lost almost every game) a Wald interval is poor: it is
//! very wide and symmetric, so its far end may include values the games rule
//! out. The games and win counts are reported beside every rating so that
//! such a case is visible.
//!
//! **A weak prior.** When an entity won (or lost) every game, the maximum
//! likelihood estimate is infinite. To keep every estimate finite, the fit
//! adds a Gaussian prior on each `θᵢ` with a standard deviation of
//! [`PRIOR_SD_ELO`] (1000 Elo): its weight equals about 1/25 of a single
//! game between equal opponents, so with real data it moves estimates by a
//! small fraction of their standard error, while an all-wins entity gets a
//! large, honest interval instead of an infinite estimate.
//!
//! **Unfinished games.** A game ended by the turn cap says nothing about
//! which side would have won. Counting it as half a win for each side would
//! pull the two ratings together by an amount that depends on how often the
//! cap is hit, which is a property of the engine's cap, not of the decks.
//! So unfinished games are excluded from the fit; [`Record::unfinished`]
//! carries them and [`Fit::unfinished`] reports their total.

use serde::{Deserialize, Serialize};

use super::stats::Z95;

/// Elo points per unit of natural-log strength: `400 / ln 10`.
pub const ELO_PER_NAT: f64 = 400.0 / std::f64::consts::LN_10;

/// The standard deviation of the weak prior on each strength, in Elo.
pub const PRIOR_SD_ELO: f64 = 1000.0;

/// Games between two entities: `a` won `wins_a`, `b` won `wins_b`, and
/// `unfinished` ended with no winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub a: usize,
    pub b: usize,
    pub wins_a: u64,
    pub wins_b: u64,
    pub unfinished: u64,
}

/// One entity's fitted rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating in Elo, relative to the anchor mean.
    pub elo: f64,
    /// The 95% interval of `elo`.
    pub elo_low: f64,
    pub elo_high: f64,
    /// The standard error of `elo`.
    pub se: f64,
    /// Finished games that entered the fit.
    pub games: u64,
}

/// A fitted rating list.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    /// Each entity's rating, in entity order.
    pub ratings: Vec<Rating>,
    /// Games left out of the fit because they ended with no winner.
    pub unfinished: u64,
    /// Newton iterations used.
    pub iterations: usize,
    /// The fitted strengths (natural-log scale, before anchoring).
    theta: Vec<f64>,
    /// The covariance of `theta` (inverse observed information), row-major.
    covariance: Vec<f64>,
}

impl Fit {
    /// The probability that entity `i` beats entity `j` under the fit.
    pub fn expected(&self, i: usize, j: usize) -> f64 {
        logistic(self.theta[i] - self.theta[j])
    }

    /// The Elo difference `i − j`, with its standard error (which, unlike
    /// the two ratings' errors, accounts for their correlation).
    pub fn difference(&self, i: usize, j: usize) -> (f64, f64) {
        let n = self.theta.len();
        let c = |r: usize, s: usize| self.covariance[r * n + s];
        let var = c(i, i) + c(j, j) - 2.0 * c(i, j);
        (
            ELO_PER_NAT * (self.theta[i] - self.theta[j]),
            ELO_PER_NAT * var.max(0.0).sqrt(),
        )
    }
}

/// The logistic function.
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The expected score of a player rated `elo` points above its opponent.
pub fn elo_to_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference whose expected score is `score` (in `(0, 1)`).
pub fn score_to_elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// Why a rating fit cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FitError {
    /// A record names an entity beyond the count, or an entity against itself.
    BadRecord(usize),
    /// The anchor set is empty or names an entity beyond the count.
    BadAnchor,
}

impl std::fmt::Display for FitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FitError::BadRecord(i) => write!(f, "rating record {i} names an invalid entity"),
            FitError::BadAnchor => write!(f, "the rating anchor set is empty or invalid"),
        }
    }
}

impl std::error::Error for FitError {}

/// The penalised log-likelihood, its gradient and the negated Hessian
/// (the observed information) at `theta`.
fn evaluate(records: &[Record], theta: &[f64], prior_precision: f64) -> (f64, Vec<f64>, Vec<f64>) {
    let n = theta.len();
    let mut ll = 0.0;
    let mut grad = vec![0.0; n];
    let mut info = vec![0.0; n * n];
    for (i, t) in theta.iter().enumerate() {
        ll -= 0.5 * prior_precision * t * t;
        grad[i] -= prior_precision * t;
        info[i * n + i] += prior_precision;
    }
    for r in records {
        let games = (r.wins_a + r.wins_b) as f64;
        if games == 0.0 {
            continue;
        }
        let d = theta[r.a] - theta[r.b];
        let p = logistic(d);
        // log σ(d) = −ln(1 + e^−d), computed stably.
        let log_p = -softplus(-d);
        let log_q = -softplus(d);
        ll += r.wins_a as f64 * log_p + r.wins_b as f64 * log_q;
        let g = r.wins_a as f64 - games * p;
        grad[r.a] += g;
        grad[r.b] -= g;
        let w = games * p * (1.0 - p);
        info[r.a * n + r.a] += w;
        info[r.b * n + r.b] += w;
        info[r.a * n + r.b] -= w;
        info[r.b * n + r.a] -= w;
    }
    (ll, grad, info)
}

/// `ln(1 + e^x)` without overflow.
fn softplus(x: f64) -> f64 {
    if x > 30.0 {
        x
    } else {
        x.exp().ln_1p()
    }
}

/// Fits Bradley–Terry strengths for `entities` entities from `records`, and
/// reports them on the Elo scale relative to the mean of `anchor`.
///
/// # Errors
/// [`FitError`] for a record naming a bad entity or a bad anchor set.
pub fn fit(entities: usize, records: &[Record], anchor: &[usize]) -> Result<Fit, FitError> {
    for (k, r) in records.iter().enumerate() {
        if r.a >= entities || r.b >= entities || r.a == r.b {
            return Err(FitError::BadRecord(k));
        }
    }
    if anchor.is_empty() || anchor.iter().any(|&i| i >= entities) {
        return Err(FitError::BadAnchor);
    }
    let n = entities;
    let prior_sd = PRIOR_SD_ELO / ELO_PER_NAT;
    let prior_precision = 1.0 / (prior_sd * prior_sd);
    let mut theta = vec![0.0; n];
    let (mut ll, mut grad, mut info) = evaluate(records, &theta, prior_precision);
    let mut iterations = 0;
    for _ in 0..100 {
        iterations += 1;
        let step = solve(&info, &grad, n).expect("the information is positive definite");
        let mut scale = 1.0;
        let (mut next, mut next_eval);
        loop {
            next = theta
                .iter()
                .zip(&step)
                .map(|(t, s)| t + scale * s)
                .collect::<Vec<_>>();
            next_eval = evaluate(records, &next, prior_precision);
            if next_eval.0 >= ll - 1e-12 || scale < 1e-6 {
                break;
            }
            scale *= 0.5;
        }
        let moved = step.iter().map(|s| (scale * s).abs()).fold(0.0, f64::max);
        theta = next;
        (ll, grad, info) = next_eval;
        if moved < 1e-10 {
            break;
        }
    }
    let _ = grad;
    let covariance = invert(&info, n).expect("the information is positive definite");
    let mut games = vec![0u64; n];
    let mut unfinished = 0;
    for r in records {
        games[r.a] += r.wins_a + r.wins_b;
        games[r.b] += r.wins_a + r.wins_b;
        unfinished += r.unfinished;
    }
    let k = anchor.len() as f64;
    let mean: f64 = anchor.iter().map(|&i| theta[i]).sum::<f64>() / k;
    let ratings = (0..n)
        .map(|i| {
            // The contrast c = e_i − (1/k)·Σ_anchor e_a; Var = cᵀ Σ c.
            let mut c = vec![0.0; n];
            c[i] += 1.0;
            for &a in anchor {
                c[a] -= 1.0 / k;
            }
            let mut var = 0.0;
            for r in 0..n {
                for s in 0..n {
                    var += c[r] * covariance[r * n + s] * c[s];
                }
            }
            let elo = ELO_PER_NAT * (theta[i] - mean);
            let se = ELO_PER_NAT * var.max(0.0).sqrt();
            Rating {
                elo,
                elo_low: elo - Z95 * se,
                elo_high: elo + Z95 * se,
                se,
                games: games[i],
            }
        })
        .collect();
    Ok(Fit {
        ratings,
        unfinished,
        iterations,
        theta,
        covariance,
    })
}

/// The Cholesky factor `L` (row-major, lower) of a symmetric positive
/// definite `n × n` matrix, or `None` if it is not positive definite.
fn cholesky(m: &[f64], n: usize) -> Option<Vec<f64>> {
    let mut l = vec![0.0; n * n];
    for i in 0..n {
        for j in 0..=i {
            let mut s = m[i * n + j];
            for k in 0..j {
                s -= l[i * n + k] * l[j * n + k];
            }
            if i == j {
                if s <= 0.0 {
                    return None;
                }
                l[i * n + i] = s.sqrt();
            } else {
                l[i * n + j] = s / l[j * n + j];
            }
        }
    }
    Some(l)
}

/// Solves `m x = b` for a symmetric positive definite `m`.
fn solve(m: &[f64], b: &[f64], n: usize) -> Option<Vec<f64>> {
    let l = cholesky(m, n)?;
    Some(solve_with(&l, b, n))
}

fn solve_with(l: &[f64], b: &[f64], n: usize) -> Vec<f64> {
    let mut y = vec![0.0; n];
    for i in 0..n {
        let mut s = b[i];
        for k in 0..i {
            s -= l[i * n + k] * y[k];
        }
        y[i] = s / l[i * n + i];
    }
    let mut x = vec![0.0; n];
    for i in (0..n).rev() {
        let mut s = y[i];
        for k in i + 1..n {
            s -= l[k * n + i] * x[k];
        }
        x[i] = s / l[i * n + i];
    }
    x
}

/// The inverse of a symmetric positive definite matrix.
fn invert(m: &[f64], n: usize) -> Option<Vec<f64>> {
    let l = cholesky(m, n)?;
    let mut inv = vec![0.0; n * n];
    for col in 0..n {
        let mut e = vec![0.0; n];
        e[col] = 1.0;
        let x = solve_with(&l, &e, n);
        for row in 0..n {
            inv[row * n + col] = x[row];
        }
    }
    Some(inv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    fn rec(a: usize, b: usize, wins_a: u64, wins_b: u64) -> Record {
        Record {
            a,
            b,
            wins_a,
            wins_b,
            unfinished: 0,
        }
    }

    #[test]
    fn two_players_match_the_closed_form() {
        // 30 wins of 40: θa − θb = ln 3, Elo difference 400·log10 3 ≈ 190.85;
        // the variance of the difference is 1/(n p q) = 1/(40·0.75·0.25).
        let f = fit(2, &[rec(0, 1, 30, 10)], &[0, 1]).unwrap();
        let (d, se) = f.difference(0, 1);
        // The weak prior moves the estimate by well under one Elo point.
        assert!((d - 190.849).abs() < 1.0, "{d}");
        let se_closed = ELO_PER_NAT * (1.0f64 / 7.5).sqrt();
        assert!(
            (se - se_closed).abs() / se_closed < 0.01,
            "{se} vs {se_closed}"
        );
        // Anchored on both: ±d/2, each with half the difference's error.
        assert!((f.ratings[0].elo + f.ratings[1].elo).abs() < 1e-9);
        assert!((f.ratings[0].se - se / 2.0).abs() < 1e-6);
        assert!((f.expected(0, 1) - 0.75).abs() < 0.002);
        // Anchored on player 1: player 1 is 0 with no error.
        let g = fit(2, &[rec(0, 1, 30, 10)], &[1]).unwrap();
        assert!(g.ratings[1].elo.abs() < 1e-9 && g.ratings[1].se < 1e-9);
        assert!((g.ratings[0].elo - d).abs() < 1e-6);
    }

    /// Zermelo's / Hunter's MM iteration for the plain (unpenalised) MLE:
    /// γᵢ ← Wᵢ / Σⱼ nᵢⱼ / (γᵢ + γⱼ).
    fn mm(n: usize, records: &[Record]) -> Vec<f64> {
        let mut gamma = vec![1.0; n];
        for _ in 0..20_000 {
            let mut next = vec![0.0; n];
            for (i, slot) in next.iter_mut().enumerate() {
                let mut wins = 0.0;
                let mut denom = 0.0;
                for r in records {
                    let games = (r.wins_a + r.wins_b) as f64;
                    if r.a == i {
                        wins += r.wins_a as f64;
                        denom += games / (gamma[i] + gamma[r.b]);
                    } else if r.b == i {
                        wins += r.wins_b as f64;
                        denom += games / (gamma[i] + gamma[r.a]);
                    }
                }
                *slot = wins / denom;
            }
            let norm = next[0];
            gamma = next.iter().map(|g| g / norm).collect();
        }
        gamma.iter().map(|g| ELO_PER_NAT * g.ln()).collect()
    }

    #[test]
    fn newton_agrees_with_the_mm_iteration() {
        let records = [
            rec(0, 1, 12, 8),
            rec(0, 2, 15, 5),
            rec(1, 2, 11, 9),
            rec(1, 3, 14, 6),
            rec(2, 3, 10, 10),
            rec(0, 3, 17, 3),
        ];
        let newton = fit(4, &records, &[0]).unwrap();
        let mm = mm(4, &records);
        for (i, (r, m)) in newton.ratings.iter().zip(&mm).enumerate() {
            assert!((r.elo - m).abs() < 1.0, "{i}: {} vs {m}", r.elo);
        }
    }

    #[test]
    fn a_balanced_cycle_rates_everyone_equal() {
        let records = [rec(0, 1, 6, 4), rec(1, 2, 6, 4), rec(2, 0, 6, 4)];
        let f = fit(3, &records, &[0, 1, 2]).unwrap();
        for r in &f.ratings {
            assert!(r.elo.abs() < 1e-6, "{r:?}");
            assert_eq!(r.games, 20);
        }
    }

    #[test]
    fn unfinished_games_are_counted_not_fitted() {
        let mut r = rec(0, 1, 30, 10);
        r.unfinished = 7;
        let with = fit(2, &[r], &[0, 1]).unwrap();
        let without = fit(2, &[rec(0, 1, 30, 10)], &[0, 1]).unwrap();
        assert_eq!(with.unfinished, 7);
        assert_eq!(with.ratings, without.ratings);
    }

    #[test]
    fn a_clean_sweep_stays_finite_with_a_wide_interval() {
        let f = fit(2, &[rec(0, 1, 10, 0)], &[1]).unwrap();
        let r = f.ratings[0];
        assert!(r.elo.is_finite() && r.elo > 300.0, "{r:?}");
        assert!(r.elo_high - r.elo_low > 400.0, "{r:?}");
    }

    #[test]
    fn bad_input_is_refused() {
        assert_eq!(
            fit(2, &[rec(0, 2, 1, 1)], &[0]),
            Err(FitError::BadRecord(0))
        );
        assert_eq!(
            fit(2, &[rec(1, 1, 1, 1)], &[0]),
            Err(FitError::BadRecord(0))
        );
        assert_eq!(fit(2, &[rec(0, 1, 1, 1)], &[]), Err(FitError::BadAnchor));
    }

    #[test]
    fn elo_and_score_convert_both_ways() {
        assert!((elo_to_score(0.0) - 0.5).abs() < 1e-12);
        assert!((elo_to_score(400.0) - 10.0 / 11.0).abs() < 1e-12);
        assert!((score_to_elo(10.0 / 11.0) - 400.0).abs() < 1e-9);
    }

    /// Calibration: four entities of known Elo play a round robin of 40
    /// games per pairing; over 300 replications, the 95% intervals of the
    /// four anchored ratings cover the truth about 95% of the time.
    #[test]
    fn intervals_cover_the_truth_about_95_percent_of_the_time() {
        let truth = [-150.0, -30.0, 60.0, 120.0];
        let mean = truth.iter().sum::<f64>() / 4.0;
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(14);
        let (mut covered, mut total) = (0, 0);
        for _ in 0..300 {
            let mut records = Vec::new();
            for a in 0..4 {
                for b in a + 1..4 {
                    let p = elo_to_score(truth[a] - truth[b]);
                    let wins_a = (0..40).filter(|_| rng.gen::<f64>() < p).count() as u64;
                    records.push(rec(a, b, wins_a, 40 - wins_a));
                }
            }
            let f = fit(4, &records, &[0, 1, 2, 3]).unwrap();
            for (r, t) in f.ratings.iter().zip(truth) {
                total += 1;
                if r.elo_low <= t - mean && t - mean <= r.elo_high {
                    covered += 1;
                }
            }
        }
        let coverage = covered as f64 / total as f64;
        assert!((0.925..=0.975).contains(&coverage), "coverage {coverage}");
    }
}
