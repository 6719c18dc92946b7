//! Fitting a prior over step 3 choices ([`keysim_agents::prior`]) by
//! imitation (`keysim train-prior`).
//!
//! Self-play games of an agent (greedy by default) are played on the
//! training decks, each game a mirror match on one deck (game `i` on deck
//! `i mod n`). At every main-phase decision with two choices or more, the
//! teacher, the lookahead of ISMCTS's rollout policy (each choice played
//! on one determinization of the deciding player's observation and scored
//! by [`eval::score`] after its follow-up question, as
//! [`eval::GreedyRollout::step`] does), names its choice; the decision's
//! choices are recorded by their [`prior::features`] with the teacher's
//! choice as the target. A conditional logit is fitted to them by
//! Newton's method with an L2 penalty ([`fit_choices`]): the prior
//! becomes a cheap guess at what the lookahead would do. Games on held-out
//! decks measure how often its most likely choice is the teacher's.
//!
//! Every random draw derives from the run's seed and the game's index, and
//! results are gathered in index order, so a run gives the same prior
//! whatever the thread count.

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;

use super::TrainError;
use keysim_agents::prior::{self, ChoiceFeatures, Prior, PriorTraining};
use keysim_agents::{eval, greedy, next_choice, AgentSpec};
use keysim_decks::DeckList;
use keysim_engine::{mix_seed, ChoiceList, DecisionKind, Game, GameSetup};

/// Seed streams of a run.
const TRAIN_STREAM: u64 = 0x7072_696f; // "prio"
const HOLDOUT_STREAM: u64 = 0x686f_6c64; // "hold"

/// The L2 penalty of the fit, on every weight.
pub const L2: f64 = 1.0;

/// Most Newton steps of a fit.
const MAX_STEPS: u32 = 30;

/// The teacher, as the prior file names it.
pub const TEACHER: &str = "the rollout policy's lookahead (eval::score after one follow-up \
                           question, on one determinization)";

/// One recorded decision: the features of each choice and the teacher's.
#[derive(Clone, Debug, PartialEq)]
pub struct ChoiceExample {
    /// The features of the choices, in legal order.
    pub choices: Vec<ChoiceFeatures>,
    /// The index of the teacher's choice.
    pub chosen: usize,
}

/// What a `keysim train-prior` run does.
#[derive(Clone, Debug)]
pub struct PriorConfig {
    /// The decks trained on.
    pub decks: Vec<DeckList>,
    /// Decks not trained on, to measure the agreement on.
    pub holdout: Vec<DeckList>,
    /// Self-play games on the training decks.
    pub games: u64,
    /// Self-play games on the held-out decks.
    pub holdout_games: u64,
    /// The agent whose self-play supplies the positions.
    pub agent: AgentSpec,
    /// The run's seed.
    pub seed: u64,
    /// Worker threads (results do not depend on it).
    pub threads: usize,
}

/// What a run produced.
#[derive(Clone, Debug)]
pub struct PriorRun {
    /// The fitted prior, with its training facts.
    pub prior: Prior,
    /// Newton steps the fit took.
    pub steps: u32,
    /// How often the prior's most likely choice is the teacher's, on the
    /// training decisions.
    pub agreement: f64,
    /// The same on the held-out decks' decisions, with their number, if any.
    pub holdout: Option<(f64, u64)>,
    /// The chance that ISMCTS's rule-based rollout choice
    /// ([`eval::rollout_choice`]) is the teacher's, on the same decisions
    /// (the held-out ones if any).
    pub rule_agreement: f64,
}

/// Plays game `index` of `stream` on `decks` and returns its recorded
/// decisions.
fn record(cfg: &PriorConfig, decks: &[DeckList], stream: u64, index: u64) -> Vec<ChoiceExample> {
    let deck = &decks[(index % decks.len() as u64) as usize];
    let seed = mix_seed(mix_seed(cfg.seed, stream), index);
    let setup = GameSetup::new(deck.clone(), deck.clone(), seed);
    let Ok(mut g) = Game::new(&setup, keysim_cards::pool()) else {
        return Vec::new();
    };
    let mut a = cfg.agent.build(mix_seed(seed, 0));
    let mut b = cfg.agent.build(mix_seed(seed, 1));
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(mix_seed(seed, 2));
    let mut list = ChoiceList::new();
    let mut pruned = ChoiceList::new();
    let mut out = Vec::new();
    while let Some(d) = g.decision() {
        g.legal_choices(&mut list);
        if d.kind == DecisionKind::Main {
            eval::prune(&list, &mut pruned);
            if pruned.len() > 1 {
                let world = g.seat(d.player).observe().sample(&mut rng);
                let best = greedy::best_choice(
                    &world,
                    &pruned,
                    d.player,
                    eval::ROLLOUT_FOLLOWUP,
                    false,
                    &mut rng,
                );
                out.push(ChoiceExample {
                    choices: pruned
                        .iter()
                        .map(|&c| prior::features(&world, d.player, c))
                        .collect(),
                    chosen: pruned.iter().position(|&c| c == best).unwrap_or(0),
                });
            }
        }
        match next_choice(&g, &mut [a.as_mut(), b.as_mut()], &list) {
            Ok(c) => g.apply_unchecked(c),
            Err(reason) => g.forfeit(d.player, reason),
        }
    }
    out
}

/// The choices' probabilities under `weights` (softmax of their scores).
pub fn probabilities(e: &ChoiceExample, weights: &[f64]) -> Vec<f64> {
    let scores: Vec<f64> = e
        .choices
        .iter()
        .map(|f| f.iter().map(|(i, v)| weights[i] * v).sum())
        .collect();
    let max = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let exp: Vec<f64> = scores.iter().map(|s| (s - max).exp()).collect();
    let total: f64 = exp.iter().sum();
    exp.into_iter().map(|x| x / total).collect()
}

/// Mean log-loss of the teacher's choices under `weights`.
pub fn choice_loss(data: &[ChoiceExample], weights: &[f64]) -> f64 {
    if data.is_empty() {
        return 0.0;
    }
    let total: f64 = data
        .iter()
        .map(|e| -probabilities(e, weights)[e.chosen].max(1e-300).ln())
        .sum();
    total / data.len() as f64
}

/// How often the most likely choice under `weights` (the first among
/// equals) is the teacher's.
pub fn agreement(data: &[ChoiceExample], weights: &[f64]) -> f64 {
    if data.is_empty() {
        return 0.0;
    }
    let right = data
        .iter()
        .filter(|e| {
            let p = probabilities(e, weights);
            let best = (0..p.len()).fold(0, |b, i| if p[i] > p[b] { i } else { b });
            best == e.chosen
        })
        .count();
    right as f64 / data.len() as f64
}

/// The mean chance that [`eval::rollout_choice`]'s weighted draw among step
/// 3 choices (play 4, reap 3, fight, action or removing a stun 2, omni 1,
/// discarding or ending the turn only when nothing else is left) is the
/// teacher's choice.
pub fn rule_agreement(data: &[ChoiceExample]) -> f64 {
    if data.is_empty() {
        return 0.0;
    }
    // The generic kind features, in index order: play, reap, fight,
    // action, omni, remove_stun, discard, end_turn.
    const KIND_WEIGHTS: [f64; 8] = [4.0, 3.0, 2.0, 2.0, 1.0, 2.0, 0.0, 0.0];
    let weight = |f: &ChoiceFeatures| (0..8).map(|k| f.get(k) * KIND_WEIGHTS[k]).sum::<f64>();
    let total: f64 = data
        .iter()
        .map(|e| {
            let all: f64 = e.choices.iter().map(weight).sum();
            if all > 0.0 {
                weight(&e.choices[e.chosen]) / all
            } else {
                // Nothing but discarding and ending the turn: the turn ends.
                (e.choices[e.chosen].get(7) > 0.0) as u8 as f64
            }
        })
        .sum();
    total / data.len() as f64
}

/// Fits a conditional logit to `data` by Newton's method: the weights
/// (`n` of them, those no choice uses stay 0) minimizing the total
/// log-loss of the teacher's choices plus `l2 / 2` times the squared
/// weights; each step is halved until the objective does not grow, until
/// no weight moves by more than 1e-7. Returns the weights and the steps.
pub fn fit_choices(data: &[ChoiceExample], n: usize, l2: f64) -> (Vec<f64>, u32) {
    // Only the weights some choice uses are solved for.
    let mut column = vec![usize::MAX; n];
    let mut used = Vec::new();
    for e in data {
        for f in &e.choices {
            for (i, _) in f.iter() {
                if column[i] == usize::MAX {
                    column[i] = used.len();
                    used.push(i);
                }
            }
        }
    }
    let m = used.len();
    let mut w = vec![0.0; n];
    let objective = |w: &[f64]| {
        choice_loss(data, w) * data.len() as f64 + w.iter().map(|x| x * x).sum::<f64>() * l2 / 2.0
    };
    let mut current = objective(&w);
    let mut steps = 0;
    let mut mean: Vec<(usize, f64)> = Vec::new();
    while steps < MAX_STEPS {
        steps += 1;
        let mut grad = vec![0.0; m];
        let mut hess = vec![0.0; m * m];
        for e in data {
            let p = probabilities(e, &w);
            mean.clear();
            for (k, (f, &pk)) in e.choices.iter().zip(&p).enumerate() {
                let y = (k == e.chosen) as u8 as f64;
                for (i, v) in f.iter() {
                    let a = column[i];
                    grad[a] -= y * v;
                    match mean.iter_mut().find(|(j, _)| *j == a) {
                        Some(x) => x.1 += pk * v,
                        None => mean.push((a, pk * v)),
                    }
                    for (i2, v2) in f.iter() {
                        hess[a * m + column[i2]] += pk * v * v2;
                    }
                }
            }
            for &(a, v) in &mean {
                grad[a] += v;
                for &(b, v2) in &mean {
                    hess[a * m + b] -= v * v2;
                }
            }
        }
        for a in 0..m {
            grad[a] += l2 * w[used[a]];
            hess[a * m + a] += l2 + 1e-9;
        }
        let step = solve(hess, grad, m);
        let mut scale = 1.0;
        let mut next = w.clone();
        loop {
            for a in 0..m {
                next[used[a]] = w[used[a]] - scale * step[a];
            }
            let value = objective(&next);
            if value <= current || scale < 1e-6 {
                current = value;
                break;
            }
            scale /= 2.0;
        }
        let moved = (0..m)
            .map(|a| (next[used[a]] - w[used[a]]).abs())
            .fold(0.0, f64::max);
        w = next;
        if moved < 1e-7 {
            break;
        }
    }
    (w, steps)
}

/// Solves `a x = b` (`a` is `m` × `m`, row-major) by Gaussian elimination
/// with partial pivoting.
fn solve(mut a: Vec<f64>, mut b: Vec<f64>, m: usize) -> Vec<f64> {
    for k in 0..m {
        let p = (k..m)
            .max_by(|&i, &j| a[i * m + k].abs().total_cmp(&a[j * m + k].abs()))
            .unwrap_or(k);
        if p != k {
            for j in 0..m {
                a.swap(k * m + j, p * m + j);
            }
            b.swap(k, p);
        }
        let pivot = a[k * m + k];
        for i in k + 1..m {
            let f = a[i * m + k] / pivot;
            if f != 0.0 {
                for j in k..m {
                    a[i * m + j] -= f * a[k * m + j];
                }
                b[i] -= f * b[k];
            }
        }
    }
    let mut x = vec![0.0; m];
    for k in (0..m).rev() {
        let s: f64 = (k + 1..m).map(|j| a[k * m + j] * x[j]).sum();
        x[k] = (b[k] - s) / a[k * m + k];
    }
    x
}

/// Plays the self-play games, fits the prior and measures it.
///
/// # Errors
/// If the worker threads cannot start.
pub fn train_prior(cfg: &PriorConfig) -> Result<PriorRun, TrainError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.threads.max(1))
        .build()
        .map_err(|e| format!("cannot start the worker threads: {e}"))?;
    let play = |decks: &[DeckList], stream: u64, games: u64| -> Vec<ChoiceExample> {
        if decks.is_empty() {
            return Vec::new();
        }
        pool.install(|| {
            (0..games)
                .into_par_iter()
                .map(|i| record(cfg, decks, stream, i))
                .collect::<Vec<_>>()
        })
        .into_iter()
        .flatten()
        .collect()
    };
    let train = play(&cfg.decks, TRAIN_STREAM, cfg.games);
    let held = play(&cfg.holdout, HOLDOUT_STREAM, cfg.holdout_games);
    let (weights, steps) = pool.install(|| fit_choices(&train, prior::feature_count(), L2));
    let holdout = (!held.is_empty()).then(|| (agreement(&held, &weights), held.len() as u64));
    let rule_agreement = rule_agreement(if held.is_empty() { &train } else { &held });
    let training = PriorTraining {
        agent: cfg.agent.to_string(),
        teacher: TEACHER.to_string(),
        games: cfg.games,
        decisions: train.len() as u64,
        loss: choice_loss(&train, &weights),
        holdout_agreement: holdout.map(|h| h.0),
    };
    Ok(PriorRun {
        prior: Prior::from_weights(&weights, Some(training)),
        steps,
        agreement: agreement(&train, &weights),
        holdout,
        rule_agreement,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn the_fit_recovers_the_weights_that_drew_the_choices() {
        let truth = [1.5, -0.8, 0.4, 0.0];
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
        let data: Vec<ChoiceExample> = (0..20_000)
            .map(|_| {
                let n = rng.gen_range(2..5);
                let choices: Vec<ChoiceFeatures> = (0..n)
                    .map(|_| {
                        let kind = rng.gen_range(0..3);
                        ChoiceFeatures::from_pairs(&[(kind, 1.0), (3, rng.gen_range(-1.0..1.0))])
                    })
                    .collect();
                let e = ChoiceExample { choices, chosen: 0 };
                let p = probabilities(&e, &truth);
                let mut r = rng.gen::<f64>();
                let chosen = p.iter().position(|&q| {
                    r -= q;
                    r < 0.0
                });
                ChoiceExample {
                    chosen: chosen.unwrap_or(n - 1),
                    ..e
                }
            })
            .collect();
        let (w, steps) = fit_choices(&data, 4, 1e-3);
        // Only differences between choices are identified: compare them.
        for (i, j) in [(0, 1), (0, 2), (1, 2)] {
            let (fit, want) = (w[i] - w[j], truth[i] - truth[j]);
            assert!((fit - want).abs() < 0.1, "{i}-{j}: {fit} for {want}");
        }
        assert!(w[3].abs() < 0.1, "a feature of no effect: {}", w[3]);
        assert!(steps < 15, "{steps} steps");
        assert!(choice_loss(&data, &w) <= choice_loss(&data, &truth));
    }

    #[test]
    fn the_rule_based_chance_follows_the_rollout_weights() {
        // Play (4) against reap (3) and ending the turn (0): the rule-based
        // rollout plays 4 times in 7.
        let play = ChoiceFeatures::from_pairs(&[(0, 1.0)]);
        let reap = ChoiceFeatures::from_pairs(&[(1, 1.0)]);
        let end = ChoiceFeatures::from_pairs(&[(7, 1.0)]);
        let e = ChoiceExample {
            choices: vec![play, reap, end],
            chosen: 0,
        };
        assert!((rule_agreement(std::slice::from_ref(&e)) - 4.0 / 7.0).abs() < 1e-12);
        let ended = ChoiceExample { chosen: 2, ..e };
        assert_eq!(rule_agreement(&[ended]), 0.0);
        // With nothing else left, the rule ends the turn.
        let only = ChoiceExample {
            choices: vec![ChoiceFeatures::from_pairs(&[(6, 1.0)]), end],
            chosen: 1,
        };
        assert_eq!(rule_agreement(&[only]), 1.0);
    }
}
