//! A monotone fit of a win rate against a handicap: logistic regression.
//!
//! The model is `P(win | x) = σ(b₀ + b₁·x)` for an integer handicap `x`
//! (chains), fitted by maximum likelihood with Newton–Raphson over the win
//! and loss counts observed at each `x`. A logistic curve is monotone in
//! `x` by construction, so the fitted win rate never goes up and down with
//! noise, and it crosses 50% once, at `x* = −b₀ / b₁`.
//!
//! **Intervals.** The covariance of `(b₀, b₁)` is the inverse of the observed
//! information. The 95% interval of the win rate at `x` is
//! `σ(η ± 1.96·se(η))` with `η = b₀ + b₁x` and
//! `se(η)² = v₀₀ + 2x·v₀₁ + x²·v₁₁` (a Wald interval on the logit scale,
//! mapped back, so it stays inside `[0, 1]`). The crossing's standard error
//! is the delta method's: the gradient of `−b₀/b₁` is `(−1/b₁, b₀/b₁²)`.
//!
//! **A weak prior.** If every game at every handicap was won (or lost), the
//! likelihood has no maximum. A Gaussian prior with standard deviation
//! [`PRIOR_SD`] on each coefficient keeps the fit finite; it weighs about
//! as much as a fraction of one game, so it does not move an estimate from
//! real data by any amount that matters.
//!
//! **Unfinished games** (turn cap) carry no winner: the caller counts them
//! in [`Point::unfinished`]; the fit leaves them out.

use serde::{Deserialize, Serialize};

use super::rating::logistic;
use super::stats::Z95;

/// The prior standard deviation of each logistic coefficient.
pub const PRIOR_SD: f64 = 10.0;

/// Games at one handicap value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Point {
    pub x: i32,
    pub wins: u64,
    pub losses: u64,
    pub unfinished: u64,
}

/// A fitted logistic curve.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Logistic {
    /// The intercept `b₀` and slope `b₁` (per unit of `x`).
    pub b0: f64,
    pub b1: f64,
    /// The covariance of `(b₀, b₁)`: `[v₀₀, v₀₁, v₁₁]`.
    pub cov: [f64; 3],
    /// Finished games fitted.
    pub games: u64,
}

/// A win rate with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Logistic {
    /// Fits the curve to `points`.
    pub fn fit(points: &[Point]) -> Logistic {
        let precision = 1.0 / (PRIOR_SD * PRIOR_SD);
        let objective = |b: [f64; 2]| -> f64 {
            let mut ll = -0.5 * precision * (b[0] * b[0] + b[1] * b[1]);
            for p in points {
                let eta = b[0] + b[1] * p.x as f64;
                ll -= p.wins as f64 * softplus(-eta) + p.losses as f64 * softplus(eta);
            }
            ll
        };
        let derivatives = |b: [f64; 2]| -> ([f64; 2], [f64; 3]) {
            let mut g = [-precision * b[0], -precision * b[1]];
            let mut info = [precision, 0.0, precision];
            for p in points {
                let x = p.x as f64;
                let n = (p.wins + p.losses) as f64;
                let q = logistic(b[0] + b[1] * x);
                let r = p.wins as f64 - n * q;
                g[0] += r;
                g[1] += r * x;
                let w = n * q * (1.0 - q);
                info[0] += w;
                info[1] += w * x;
                info[2] += w * x * x;
            }
            (g, info)
        };
        let mut b = [0.0, 0.0];
        let mut ll = objective(b);
        for _ in 0..100 {
            let (g, info) = derivatives(b);
            let step = solve2(info, g);
            let mut scale = 1.0;
            let mut next;
            loop {
                next = [b[0] + scale * step[0], b[1] + scale * step[1]];
                let nl = objective(next);
                if nl >= ll - 1e-12 || scale < 1e-6 {
                    ll = nl;
                    break;
                }
                scale *= 0.5;
            }
            let moved = (scale * step[0]).abs().max((scale * step[1]).abs());
            b = next;
            if moved < 1e-10 {
                break;
            }
        }
        let (_, info) = derivatives(b);
        let det = info[0] * info[2] - info[1] * info[1];
        Logistic {
            b0: b[0],
            b1: b[1],
            cov: [info[2] / det, -info[1] / det, info[0] / det],
            games: points.iter().map(|p| p.wins + p.losses).sum(),
        }
    }

    /// The fitted win rate at `x` with its 95% interval.
    pub fn at(&self, x: f64) -> Estimate {
        let eta = self.b0 + self.b1 * x;
        let var = self.cov[0] + 2.0 * x * self.cov[1] + x * x * self.cov[2];
        let half = Z95 * var.max(0.0).sqrt();
        Estimate {
            rate: logistic(eta),
            low: logistic(eta - half),
            high: logistic(eta + half),
        }
    }

    /// Where the curve crosses 50% (`−b₀/b₁`) and its standard error (delta
    /// method), or `None` when the slope is zero.
    pub fn crossing(&self) -> Option<(f64, f64)> {
        if self.b1 == 0.0 {
            return None;
        }
        let x = -self.b0 / self.b1;
        let (g0, g1) = (-1.0 / self.b1, self.b0 / (self.b1 * self.b1));
        let var = g0 * g0 * self.cov[0] + 2.0 * g0 * g1 * self.cov[1] + g1 * g1 * self.cov[2];
        Some((x, var.max(0.0).sqrt()))
    }

    /// The integer in `range` whose fitted win rate is closest to 50%
    /// (the smaller one on a tie).
    pub fn closest_to_even(&self, range: std::ops::RangeInclusive<i32>) -> i32 {
        let mut best = *range.start();
        let mut best_gap = f64::INFINITY;
        for x in range {
            let gap = (self.at(x as f64).rate - 0.5).abs();
            if gap < best_gap - 1e-12 {
                best = x;
                best_gap = gap;
            }
        }
        best
    }
}

/// `ln(1 + e^x)` without overflow.
fn softplus(x: f64) -> f64 {
    if x > 30.0 {
        x
    } else {
        x.exp().ln_1p()
    }
}

/// Solves the symmetric 2×2 system `[[m0, m1], [m1, m2]] s = g`.
fn solve2(m: [f64; 3], g: [f64; 2]) -> [f64; 2] {
    let det = m[0] * m[2] - m[1] * m[1];
    [
        (m[2] * g[0] - m[1] * g[1]) / det,
        (m[0] * g[1] - m[1] * g[0]) / det,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    fn point(x: i32, wins: u64, losses: u64) -> Point {
        Point {
            x,
            wins,
            losses,
            unfinished: 0,
        }
    }

    /// With two handicap values the model is saturated: the fit reproduces
    /// the observed rates (¾ at 0 and ¼ at 2: logits ln 3 and −ln 3, so
    /// b₀ = ln 3 and b₁ = −ln 3, crossing at 1), and the variances are the
    /// textbook 1/(n p q) of each logit: var(b₀) = 1/(40·¾·¼), and
    /// var(b₀ + 2b₁) the same.
    #[test]
    fn saturated_fit_matches_the_hand_computation() {
        let f = Logistic::fit(&[point(0, 30, 10), point(2, 10, 30)]);
        let ln3 = 3f64.ln();
        assert!((f.b0 - ln3).abs() < 0.01, "{f:?}");
        assert!((f.b1 + ln3).abs() < 0.01, "{f:?}");
        let (x, _) = f.crossing().unwrap();
        assert!((x - 1.0).abs() < 0.01, "{x}");
        let v = 1.0 / 7.5;
        assert!((f.cov[0] - v).abs() / v < 0.02, "{:?}", f.cov);
        let at2 = f.cov[0] + 4.0 * f.cov[1] + 4.0 * f.cov[2];
        assert!((at2 - v).abs() / v < 0.02, "{at2}");
        assert!((f.at(0.0).rate - 0.75).abs() < 0.002);
        assert_eq!(f.closest_to_even(0..=4), 1);
        assert_eq!(f.games, 80);
    }

    #[test]
    fn a_clean_sweep_stays_finite_and_monotone() {
        let f = Logistic::fit(&[point(0, 10, 0), point(1, 10, 0)]);
        assert!(f.b0.is_finite() && f.b1.is_finite());
        let e = f.at(0.0);
        assert!(e.rate > 0.9 && e.low < e.rate && e.rate <= e.high);
    }

    #[test]
    fn unfinished_games_do_not_enter_the_fit() {
        let mut p = point(0, 30, 10);
        p.unfinished = 9;
        assert_eq!(
            Logistic::fit(&[p, point(2, 10, 30)]),
            Logistic::fit(&[point(0, 30, 10), point(2, 10, 30)])
        );
    }

    /// Calibration: the truth is σ(0.9 − 0.35x); 30 games at each of
    /// x = 0..6, 400 replications: the 95% intervals at x = 1 and x = 4
    /// cover the true rate about 95% of the time.
    #[test]
    fn intervals_cover_the_truth_about_95_percent_of_the_time() {
        let truth = |x: f64| logistic(0.9 - 0.35 * x);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let (mut covered, mut total) = (0, 0);
        for _ in 0..400 {
            let points: Vec<Point> = (0..=6)
                .map(|x| {
                    let p = truth(x as f64);
                    let wins = (0..30).filter(|_| rng.gen::<f64>() < p).count() as u64;
                    point(x, wins, 30 - wins)
                })
                .collect();
            let f = Logistic::fit(&points);
            for x in [1.0, 4.0] {
                let e = f.at(x);
                total += 1;
                if e.low <= truth(x) && truth(x) <= e.high {
                    covered += 1;
                }
            }
        }
        let coverage = covered as f64 / total as f64;
        assert!((0.92..=0.98).contains(&coverage), "coverage {coverage}");
    }
}
