//! Logistic regression by Newton's method (iteratively reweighted least
//! squares) with an L2 penalty: small enough to write and test here, and
//! exact to the last digit for a given order of the examples, which a
//! reproducible training run needs.

use keysim_agents::eval::N_FEATURES;

/// One training example: a position's features (feature 0 is the bias,
/// always 1) and its target, the probability that the player they describe
/// wins: 1 or 0 for the game's outcome, or a value in between for a
/// bootstrapped (TD) target.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Example {
    /// The features ([`keysim_agents::eval::features`]).
    pub x: [f64; N_FEATURES],
    /// The target probability of a win, in [0, 1].
    pub target: f64,
}

/// A fitted model's weights and how well they fit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// One weight per feature.
    pub weights: [f64; N_FEATURES],
    /// Mean log-loss on the examples (without the penalty).
    pub loss: f64,
    /// Newton steps taken.
    pub steps: u32,
}

/// Most Newton steps of a fit; it converges in well under ten on game data.
const MAX_STEPS: u32 = 50;

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn dot(x: &[f64; N_FEATURES], w: &[f64; N_FEATURES]) -> f64 {
    x.iter().zip(w).map(|(x, w)| x * w).sum()
}

/// Mean log-loss (cross-entropy against the targets) of `weights` on
/// `data` (0 for no data).
pub fn log_loss(data: &[Example], weights: &[f64; N_FEATURES]) -> f64 {
    if data.is_empty() {
        return 0.0;
    }
    let total: f64 = data
        .iter()
        .map(|e| {
            // The cross-entropy t log(1 + e^-z) + (1 - t) log(1 + e^z),
            // computed without overflow.
            let z = dot(&e.x, weights);
            let softplus = |m: f64| m.max(0.0) + (-m.abs()).exp().ln_1p();
            e.target * softplus(-z) + (1.0 - e.target) * softplus(z)
        })
        .sum();
    total / data.len() as f64
}

/// The penalized objective: total log-loss plus `l2 / 2` times the squared
/// weights other than the bias.
fn objective(data: &[Example], w: &[f64; N_FEATURES], l2: f64) -> f64 {
    let penalty: f64 = w[1..].iter().map(|w| w * w).sum::<f64>() * l2 / 2.0;
    log_loss(data, w) * data.len() as f64 + penalty
}

/// Fits the weights minimizing the total log-loss on `data` plus `l2 / 2`
/// times the squared weights (the bias, feature 0, is not penalized),
/// starting from `start`: Newton steps, each halved until the objective
/// does not grow, until no weight moves by more than 1e-9.
pub fn fit_logistic(data: &[Example], l2: f64, start: &[f64; N_FEATURES]) -> Fit {
    let mut w = *start;
    let mut current = objective(data, &w, l2);
    let mut steps = 0;
    while steps < MAX_STEPS {
        steps += 1;
        let mut grad = [0.0; N_FEATURES];
        let mut hess = [[0.0; N_FEATURES]; N_FEATURES];
        for e in data {
            let p = sigmoid(dot(&e.x, &w));
            let r = p - e.target;
            let h = p * (1.0 - p);
            for (i, row) in hess.iter_mut().enumerate() {
                grad[i] += r * e.x[i];
                let hx = h * e.x[i];
                for (cell, xj) in row.iter_mut().zip(&e.x) {
                    *cell += hx * xj;
                }
            }
        }
        for i in 1..N_FEATURES {
            grad[i] += l2 * w[i];
            hess[i][i] += l2;
        }
        // Keeps the system solvable when a feature never varies.
        for (i, row) in hess.iter_mut().enumerate() {
            row[i] += 1e-9;
        }
        let step = solve(hess, grad);
        let mut scale = 1.0;
        let mut next = w;
        loop {
            for i in 0..N_FEATURES {
                next[i] = w[i] - scale * step[i];
            }
            let value = objective(data, &next, l2);
            if value <= current || scale < 1e-6 {
                current = value;
                break;
            }
            scale /= 2.0;
        }
        let moved = (0..N_FEATURES)
            .map(|i| (next[i] - w[i]).abs())
            .fold(0.0, f64::max);
        w = next;
        if moved < 1e-9 {
            break;
        }
    }
    Fit {
        weights: w,
        loss: log_loss(data, &w),
        steps,
    }
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: [[f64; N_FEATURES]; N_FEATURES], mut b: [f64; N_FEATURES]) -> [f64; N_FEATURES] {
    let n = N_FEATURES;
    for k in 0..n {
        let p = (k..n)
            .max_by(|&i, &j| a[i][k].abs().total_cmp(&a[j][k].abs()))
            .unwrap_or(k);
        a.swap(k, p);
        b.swap(k, p);
        let pivot = a[k];
        for i in k + 1..n {
            let m = a[i][k] / pivot[k];
            for (x, p) in a[i][k..].iter_mut().zip(&pivot[k..]) {
                *x -= m * p;
            }
            b[i] -= m * b[k];
        }
    }
    let mut x = [0.0; N_FEATURES];
    for k in (0..n).rev() {
        let s: f64 = (k + 1..n).map(|j| a[k][j] * x[j]).sum();
        x[k] = (b[k] - s) / a[k][k];
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// `n` examples with features drawn at random (some of them binary,
    /// like the game's) and outcomes drawn from the logistic model `w`.
    fn synthetic(w: &[f64; N_FEATURES], n: usize, seed: u64) -> Vec<Example> {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        (0..n)
            .map(|_| {
                let mut x = [0.0; N_FEATURES];
                x[0] = 1.0;
                for (i, v) in x.iter_mut().enumerate().skip(1) {
                    *v = if i % 4 == 0 {
                        rng.gen_bool(0.3) as u8 as f64
                    } else {
                        rng.gen_range(-2.0..2.0)
                    };
                }
                let won = rng.gen_bool(sigmoid(dot(&x, w)));
                Example {
                    x,
                    target: won as u8 as f64,
                }
            })
            .collect()
    }

    #[test]
    fn recovers_known_weights_from_synthetic_data() {
        let mut truth = [0.0; N_FEATURES];
        for (i, t) in truth.iter_mut().enumerate() {
            *t = ((i as f64 * 0.7).sin() * 1.2 * 100.0).round() / 100.0;
        }
        let data = synthetic(&truth, 40_000, 3);
        let fit = fit_logistic(&data, 1e-6, &[0.0; N_FEATURES]);
        for (i, (fitted, t)) in fit.weights.iter().zip(&truth).enumerate() {
            assert!(
                (fitted - t).abs() < 0.08,
                "weight {i}: fitted {fitted} for {t}"
            );
        }
        assert!(fit.steps < 20, "{} steps", fit.steps);
        // The fit is at least as good as the truth on its own data.
        assert!(fit.loss <= log_loss(&data, &truth));
    }

    #[test]
    fn the_penalty_shrinks_weights_but_not_the_bias() {
        let mut truth = [0.0; N_FEATURES];
        truth[0] = 1.0;
        truth[1] = 2.0;
        let data = synthetic(&truth, 2_000, 5);
        let loose = fit_logistic(&data, 1e-6, &[0.0; N_FEATURES]);
        let tight = fit_logistic(&data, 1e5, &[0.0; N_FEATURES]);
        assert!(tight.weights[1].abs() < 0.05 * loose.weights[1].abs());
        // With every other weight near 0, the bias fits the win rate.
        let rate = data.iter().map(|e| e.target).sum::<f64>() / data.len() as f64;
        assert!((sigmoid(tight.weights[0]) - rate).abs() < 0.01);
    }

    #[test]
    fn soft_targets_fit_their_log_odds() {
        // Two groups with targets 0.8 and 0.3: the fit's probabilities are
        // the targets (the penalty is negligible).
        let mut data = Vec::new();
        for i in 0..200 {
            let mut x = [0.0; N_FEATURES];
            x[0] = 1.0;
            x[1] = (i % 2) as f64;
            let target = if i % 2 == 1 { 0.8 } else { 0.3 };
            data.push(Example { x, target });
        }
        let fit = fit_logistic(&data, 1e-9, &[0.0; N_FEATURES]);
        assert!((sigmoid(fit.weights[0]) - 0.3).abs() < 1e-6);
        assert!((sigmoid(fit.weights[0] + fit.weights[1]) - 0.8).abs() < 1e-6);
    }

    #[test]
    fn separable_data_stays_finite() {
        let mut data = Vec::new();
        for i in 0..100 {
            let mut x = [0.0; N_FEATURES];
            x[0] = 1.0;
            x[1] = i as f64 - 49.5;
            data.push(Example {
                x,
                target: (x[1] > 0.0) as u8 as f64,
            });
        }
        let fit = fit_logistic(&data, 1.0, &[0.0; N_FEATURES]);
        assert!(fit.weights.iter().all(|w| w.is_finite()));
        assert!(fit.loss < 0.1, "{}", fit.loss);
    }
}
