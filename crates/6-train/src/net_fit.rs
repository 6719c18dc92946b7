//! Fitting a [`Network`] to search-distillation samples: the value to the
//! game's result (log-loss), the policy to the search's visit shares
//! (cross-entropy), by Adam over shuffled minibatches.
//!
//! Hand-written backpropagation over the network's two small layers, in
//! `f32`, on one thread, in a seeded order: a fit gives the same weights
//! bit for bit on every machine and thread count, and needs no dependency
//! (see `agents/models/README.md` for why no machine-learning crate).

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use keysim_agents::choice_features::CHOICE_DIM;
use keysim_agents::network::{Network, CHOICE_HIDDEN, HIDDEN};
use keysim_agents::position::POS_DIM;

/// One position of a self-play game, as its player saw it, with its
/// targets.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The position from its player's side ([`POS_DIM`] numbers).
    pub x: Vec<f32>,
    /// 1 if that player won the game, 0 if they lost.
    pub won: f32,
    /// The descriptions of the step 3 choices the search visited
    /// ([`CHOICE_DIM`] numbers each, one after another); empty for a
    /// position with no policy target.
    pub choices: Vec<f32>,
    /// The share of the search's visits of each choice (summing to 1).
    pub shares: Vec<f32>,
}

impl Sample {
    /// How many choices the sample has a policy target over.
    pub fn n_choices(&self) -> usize {
        self.shares.len()
    }
}

/// How a fit runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FitParams {
    /// Passes over the samples.
    pub epochs: u32,
    /// Samples per Adam step.
    pub batch: usize,
    /// Adam's step size.
    pub learning_rate: f32,
    /// The L2 penalty added to each weight's gradient.
    pub l2: f32,
    /// The seed of the initial weights and of the order of the samples.
    pub seed: u64,
}

impl Default for FitParams {
    fn default() -> Self {
        FitParams {
            epochs: 8,
            batch: 32,
            learning_rate: 1e-3,
            l2: 1e-4,
            seed: 1,
        }
    }
}

/// The mean losses of a network on samples.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Losses {
    /// Mean value log-loss over every sample.
    pub value: f64,
    /// Mean policy cross-entropy over the samples with choices.
    pub policy: f64,
}

/// Where each block of weights starts in the flat parameter vector.
struct Layout {
    w1: usize,
    b1: usize,
    wv: usize,
    bv: usize,
    wc: usize,
    wh: usize,
    bc: usize,
    wq: usize,
    len: usize,
}

const L: Layout = {
    let w1 = 0;
    let b1 = w1 + POS_DIM * HIDDEN;
    let wv = b1 + HIDDEN;
    let bv = wv + HIDDEN;
    let wc = bv + 1;
    let wh = wc + CHOICE_DIM * CHOICE_HIDDEN;
    let bc = wh + HIDDEN * CHOICE_HIDDEN;
    let wq = bc + CHOICE_HIDDEN;
    Layout {
        w1,
        b1,
        wv,
        bv,
        wc,
        wh,
        bc,
        wq,
        len: wq + CHOICE_HIDDEN,
    }
};

fn flatten(n: &Network) -> Vec<f32> {
    let mut p = Vec::with_capacity(L.len);
    p.extend_from_slice(&n.w1);
    p.extend_from_slice(&n.b1);
    p.extend_from_slice(&n.wv);
    p.push(n.bv);
    p.extend_from_slice(&n.wc);
    p.extend_from_slice(&n.wh);
    p.extend_from_slice(&n.bc);
    p.extend_from_slice(&n.wq);
    debug_assert_eq!(p.len(), L.len);
    p
}

fn unflatten(p: &[f32], n: &mut Network) {
    n.w1.copy_from_slice(&p[L.w1..L.b1]);
    n.b1.copy_from_slice(&p[L.b1..L.wv]);
    n.wv.copy_from_slice(&p[L.wv..L.bv]);
    n.bv = p[L.bv];
    n.wc.copy_from_slice(&p[L.wc..L.wh]);
    n.wh.copy_from_slice(&p[L.wh..L.bc]);
    n.bc.copy_from_slice(&p[L.bc..L.wq]);
    n.wq.copy_from_slice(&p[L.wq..L.len]);
}

/// A network of generation 0 with seeded small random weights, the start
/// of a fit from scratch.
pub fn initial(seed: u64) -> Network {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut p = vec![0.0f32; L.len];
    let mut fill = |from: usize, to: usize, scale: f32| {
        for w in &mut p[from..to] {
            *w = rng.gen_range(-scale..scale);
        }
    };
    fill(L.w1, L.b1, 0.1);
    fill(L.wv, L.bv, 0.3);
    fill(L.wc, L.wh, 0.1);
    fill(L.wh, L.bc, 0.3);
    fill(L.wq, L.len, 0.3);
    for b in &mut p[L.b1..L.wv] {
        *b = 0.01;
    }
    let mut n = Network::zero();
    unflatten(&p, &mut n);
    n
}

/// Adds the gradient of one sample's losses at `p` to `grad`; returns the
/// sample's value and policy losses.
fn backprop(p: &[f32], s: &Sample, grad: &mut [f32]) -> (f64, f64) {
    // Forward: the trunk.
    let mut a1 = [0.0f32; HIDDEN];
    a1.copy_from_slice(&p[L.b1..L.wv]);
    for (i, &xi) in s.x.iter().enumerate() {
        if xi != 0.0 {
            let w = &p[L.w1 + i * HIDDEN..L.w1 + (i + 1) * HIDDEN];
            for (a, wj) in a1.iter_mut().zip(w) {
                *a += xi * wj;
            }
        }
    }
    let h = a1.map(|a| a.max(0.0));
    // The value.
    let wv = &p[L.wv..L.bv];
    let zv = p[L.bv] + h.iter().zip(wv).map(|(a, b)| a * b).sum::<f32>();
    let v = 1.0 / (1.0 + (-zv).exp());
    let eps = 1e-7f64;
    let value_loss = -(s.won as f64 * (v as f64 + eps).ln()
        + (1.0 - s.won as f64) * (1.0 - v as f64 + eps).ln());
    let dzv = v - s.won;
    let mut dh = [0.0f32; HIDDEN];
    for j in 0..HIDDEN {
        grad[L.wv + j] += dzv * h[j];
        dh[j] += dzv * wv[j];
    }
    grad[L.bv] += dzv;
    // The policy.
    let mut policy_loss = 0.0;
    let n = s.n_choices();
    if n > 0 {
        let mut pb = [0.0f32; CHOICE_HIDDEN];
        pb.copy_from_slice(&p[L.bc..L.wq]);
        for (j, &hj) in h.iter().enumerate() {
            if hj != 0.0 {
                let w = &p[L.wh + j * CHOICE_HIDDEN..L.wh + (j + 1) * CHOICE_HIDDEN];
                for (b, wk) in pb.iter_mut().zip(w) {
                    *b += hj * wk;
                }
            }
        }
        let wq = &p[L.wq..L.len];
        let mut pre = vec![[0.0f32; CHOICE_HIDDEN]; n];
        let mut logits = vec![0.0f32; n];
        for c in 0..n {
            let f = &s.choices[c * CHOICE_DIM..(c + 1) * CHOICE_DIM];
            let mut u = pb;
            for (i, &fi) in f.iter().enumerate() {
                if fi != 0.0 {
                    let w = &p[L.wc + i * CHOICE_HIDDEN..L.wc + (i + 1) * CHOICE_HIDDEN];
                    for (uk, wk) in u.iter_mut().zip(w) {
                        *uk += fi * wk;
                    }
                }
            }
            logits[c] = u.iter().zip(wq).map(|(a, b)| a.max(0.0) * b).sum();
            pre[c] = u;
        }
        let top = logits.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
        let total: f32 = logits.iter().map(|l| (l - top).exp()).sum();
        let mut dpb = [0.0f32; CHOICE_HIDDEN];
        for c in 0..n {
            let prob = (logits[c] - top).exp() / total;
            let target = s.shares[c];
            if target > 0.0 {
                policy_loss -= target as f64 * (prob as f64 + eps).ln();
            }
            let dl = prob - target;
            let f = &s.choices[c * CHOICE_DIM..(c + 1) * CHOICE_DIM];
            let mut de = [0.0f32; CHOICE_HIDDEN];
            for k in 0..CHOICE_HIDDEN {
                if pre[c][k] > 0.0 {
                    grad[L.wq + k] += dl * pre[c][k];
                    de[k] = dl * wq[k];
                }
            }
            for k in 0..CHOICE_HIDDEN {
                grad[L.bc + k] += de[k];
                dpb[k] += de[k];
            }
            for (i, &fi) in f.iter().enumerate() {
                if fi != 0.0 {
                    let g = &mut grad[L.wc + i * CHOICE_HIDDEN..L.wc + (i + 1) * CHOICE_HIDDEN];
                    for (gk, dk) in g.iter_mut().zip(&de) {
                        *gk += fi * dk;
                    }
                }
            }
        }
        for j in 0..HIDDEN {
            if h[j] != 0.0 {
                let at = L.wh + j * CHOICE_HIDDEN;
                for k in 0..CHOICE_HIDDEN {
                    grad[at + k] += h[j] * dpb[k];
                    dh[j] += p[at + k] * dpb[k];
                }
            }
        }
    }
    // Back through the trunk.
    let mut da1 = [0.0f32; HIDDEN];
    for j in 0..HIDDEN {
        if a1[j] > 0.0 {
            da1[j] = dh[j];
            grad[L.b1 + j] += dh[j];
        }
    }
    for (i, &xi) in s.x.iter().enumerate() {
        if xi != 0.0 {
            let g = &mut grad[L.w1 + i * HIDDEN..L.w1 + (i + 1) * HIDDEN];
            for (gj, dj) in g.iter_mut().zip(&da1) {
                *gj += xi * dj;
            }
        }
    }
    (value_loss, policy_loss)
}

/// The mean losses of `net` on `samples`.
pub fn losses(net: &Network, samples: &[Sample]) -> Losses {
    let p = flatten(net);
    let mut grad = vec![0.0f32; L.len];
    let (mut v, mut pl, mut with_choices) = (0.0, 0.0, 0usize);
    for s in samples {
        let (a, b) = backprop(&p, s, &mut grad);
        v += a;
        pl += b;
        with_choices += (s.n_choices() > 0) as usize;
    }
    Losses {
        value: v / samples.len().max(1) as f64,
        policy: pl / with_choices.max(1) as f64,
    }
}

/// Fits `net` to `samples` (see the module documentation), starting from
/// its weights; returns the mean losses of the last pass.
pub fn fit(net: &mut Network, samples: &[Sample], params: &FitParams) -> Losses {
    let mut p = flatten(net);
    let mut m = vec![0.0f32; L.len];
    let mut v = vec![0.0f32; L.len];
    let mut grad = vec![0.0f32; L.len];
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(params.seed ^ 0x0066_6974);
    let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut step = 0i32;
    let mut last = Losses::default();
    for _ in 0..params.epochs {
        order.shuffle(&mut rng);
        let (mut vl, mut pl, mut with_choices) = (0.0, 0.0, 0usize);
        for batch in order.chunks(params.batch.max(1)) {
            grad.fill(0.0);
            for &i in batch {
                let (a, b) = backprop(&p, &samples[i], &mut grad);
                vl += a;
                pl += b;
                with_choices += (samples[i].n_choices() > 0) as usize;
            }
            step += 1;
            let scale = 1.0 / batch.len() as f32;
            let (c1, c2) = (1.0 - b1.powi(step), 1.0 - b2.powi(step));
            for k in 0..L.len {
                let g = grad[k] * scale + params.l2 * p[k];
                m[k] = b1 * m[k] + (1.0 - b1) * g;
                v[k] = b2 * v[k] + (1.0 - b2) * g * g;
                p[k] -= params.learning_rate * (m[k] / c1) / ((v[k] / c2).sqrt() + eps);
            }
        }
        last = Losses {
            value: vl / samples.len().max(1) as f64,
            policy: pl / with_choices.max(1) as f64,
        };
    }
    unflatten(&p, net);
    last
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Samples where the value follows the first input and the policy
    /// prefers the choice whose first feature is set.
    fn toy(n: usize) -> Vec<Sample> {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(4);
        (0..n)
            .map(|_| {
                let mut x = vec![0.0f32; POS_DIM];
                let up = rng.gen_bool(0.5);
                x[0] = if up { 1.0 } else { -1.0 };
                x[POS_DIM - 1] = 1.0;
                let mut choices = vec![0.0f32; 2 * CHOICE_DIM];
                choices[0] = 1.0;
                choices[CHOICE_DIM + 1] = 1.0;
                Sample {
                    x,
                    won: up as u8 as f32,
                    choices,
                    shares: vec![0.9, 0.1],
                }
            })
            .collect()
    }

    #[test]
    fn the_gradient_is_the_slope_of_the_losses() {
        let net = initial(3);
        let s = &toy(1)[0];
        let p = flatten(&net);
        let mut grad = vec![0.0f32; L.len];
        backprop(&p, s, &mut grad);
        let loss_at = |p: &[f32]| {
            let (a, b) = backprop(p, s, &mut vec![0.0; L.len]);
            a + b
        };
        // Central differences on weights of every block.
        for k in [
            L.w1,
            L.b1 + 3,
            L.wv + 1,
            L.bv,
            L.wc,
            L.wh + 5,
            L.bc + 2,
            L.wq + 7,
        ] {
            let h = 1e-2f32;
            let (mut up, mut down) = (p.clone(), p.clone());
            up[k] += h;
            down[k] -= h;
            let slope = (loss_at(&up) - loss_at(&down)) / (2.0 * h as f64);
            assert!(
                (slope - grad[k] as f64).abs() < 2e-3 + 0.05 * slope.abs(),
                "weight {k}: slope {slope}, gradient {}",
                grad[k]
            );
        }
    }

    #[test]
    fn a_fit_learns_the_targets_and_is_reproducible() {
        let data = toy(200);
        let params = FitParams {
            epochs: 30,
            ..FitParams::default()
        };
        let mut net = initial(1);
        let before = losses(&net, &data);
        fit(&mut net, &data, &params);
        let after = losses(&net, &data);
        assert!(after.value < 0.2, "value log-loss {}", after.value);
        assert!(
            after.policy < before.policy && after.policy < 0.4,
            "policy cross-entropy {} then {}",
            before.policy,
            after.policy
        );
        let mut again = initial(1);
        fit(&mut again, &data, &params);
        assert_eq!(again, net, "the same seed gives the same weights");
    }
}
