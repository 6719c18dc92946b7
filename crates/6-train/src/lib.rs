//! Self-play training of the evaluation model (`keysim train`).
//!
//! Each generation:
//!
//! 1. plays [`TrainConfig::games`] seeded self-play games between two copies
//!    of the current agent (the agent spec with the incumbent model as its
//!    evaluation), each game a mirror match on one deck of the training set
//!    (game `i` on deck `i mod n`), in parallel;
//! 2. records, at the end of every turn, the features
//!    ([`eval::features`]) of the player whose turn ended, read from that
//!    player's own observation, labelled with whether that player won, or
//!    with a λ-return bootstrapped from the incumbent's values
//!    ([`examples`], [`TrainConfig::lambda`]) (the positions of games with
//!    no winner are not used; the games are counted). These positions come after the next player's step 1 (a key
//!    forged), which is why a model scores a position in the middle of a
//!    turn by [`eval::turn_end_features`];
//! 3. fits a candidate model to them, with the positions of the
//!    [`TrainConfig::window`] − 1 generations before ([`fit::fit_logistic`],
//!    starting from the incumbent's weights);
//! 4. gates it: candidate against incumbent in paired mirror games spread
//!    over the training decks ([`pairs`]), stopped by a sequential
//!    probability ratio test ([`TrainConfig::gate_test`]); the candidate is
//!    promoted only if the test accepts that it is stronger.
//!
//! Every random draw derives from the run's seed and the game's index, and
//! results are gathered in index order, so a run gives the same models
//! whatever the thread count.

pub mod distill;
pub mod fit;
pub mod net_fit;
pub mod pairs;
pub mod prior;

use std::collections::VecDeque;
use std::sync::Arc;

use rayon::prelude::*;

use fit::{fit_logistic, Example};
use keysim_agents::eval::{self, N_FEATURES};
use keysim_agents::model::{Model, Training};
use keysim_agents::{next_choice, AgentSpec, Leaf};
use keysim_decks::DeckList;
use keysim_engine::{mix_seed, ChoiceList, Game, GameSetup, Outcome, Player};
use keysim_sim::sprt::Sprt;
use pairs::{pct, PairedMirror, Score};

/// Seed streams of a run, one per use.
const SELF_PLAY_STREAM: u64 = 0x7365_6c66; // "self"
const GATE_STREAM: u64 = 0x6761_7465; // "gate"
const EVAL_STREAM: u64 = 0x6576_616c; // "eval"

/// The L2 penalty of the fit (as `tools/src/bin/fit_eval.rs`).
pub const L2: f64 = 1.0;

/// What a training run does.
#[derive(Clone, Debug)]
pub struct TrainConfig {
    /// The decks trained on.
    pub decks: Vec<DeckList>,
    /// Decks not trained on, to compare the final model on.
    pub holdout: Vec<DeckList>,
    /// Generations to train.
    pub generations: u32,
    /// Self-play games per generation.
    pub games: u64,
    /// Most gating games, spread over the training decks (rounded up to
    /// whole pairs): a gating match the test has not decided by then does
    /// not promote its candidate.
    pub gate_games: u64,
    /// The sequential test of a gating match: H1, the candidate is `elo1`
    /// Elo stronger than the incumbent, against H0, `elo0`.
    pub gate_test: Sprt,
    /// Games of the final comparison on each deck set, spread over its
    /// decks (rounded up to whole pairs).
    pub eval_games: u64,
    /// The λ of the targets ([`examples`]): 1 fits the game's outcome, less
    /// bootstraps from the incumbent's value of the player's next position.
    pub lambda: f64,
    /// How many generations' self-play positions each fit uses: this
    /// generation's and those of the `window` − 1 before it (1: only its
    /// own). A candidate not promoted leaves the incumbent, so the next
    /// generation's games come from the same agent and the fit sees twice
    /// the positions.
    pub window: usize,
    /// The agent: `greedy` or `ismcts`, whose evaluation (greedy's `eval`,
    /// ISMCTS's `leaf`) becomes the model being trained. ISMCTS keeps its
    /// own `rollout_eval`: as a greedy policy's scorer the hand-weighted
    /// evaluation measured stronger than the models.
    pub agent: AgentSpec,
    /// The agent that gates each candidate and plays the final
    /// comparisons, with the model as its evaluation: the agent the model
    /// is trained for (`agent` by default; an ISMCTS agent, whose leaf is
    /// the model, when cheap greedy self-play supplies the positions).
    pub gate_agent: AgentSpec,
    /// The agent the final model is compared with, as given (with its own
    /// evaluation): `gate_agent` by default, or another budget or setting
    /// of it, for a comparison at equal time per decision.
    pub baseline: AgentSpec,
    /// The model training starts from: the built-in weights (generation
    /// 0), or a model of an earlier run to continue it; the generations
    /// trained are numbered on from its generation.
    pub start: Arc<Model>,
    /// The run's seed.
    pub seed: u64,
    /// Worker threads (results do not depend on it).
    pub threads: usize,
}

/// What one generation did.
#[derive(Clone, Debug, PartialEq)]
pub struct Generation {
    /// The candidate model, with its training and gating results.
    pub candidate: Model,
    /// Self-play games with no winner (their positions are not used).
    pub unfinished: u64,
}

impl Generation {
    /// One line: games, positions, fit loss, gating result, promoted or not.
    pub fn summary(&self) -> String {
        let m = &self.candidate;
        let t = m.training.clone().unwrap_or_default();
        let g = m.gating.clone().unwrap_or_default();
        let test = g.test.clone().unwrap_or_default();
        format!(
            "generation {}: {} self-play games ({} unfinished), {} positions, fit log-loss \
             {:.4}; gate vs incumbent: {} wins of {} games ({} unfinished), {:.1}% 95% CI \
             [{:.1}%, {:.1}%]; SPRT({:+},{:+}) LLR {:.2}: {}",
            m.generation,
            t.games,
            self.unfinished,
            t.positions,
            t.loss,
            g.wins,
            g.games,
            g.unfinished,
            pct(g.wins, g.games),
            g.interval[0] * 100.0,
            g.interval[1] * 100.0,
            test.elo0,
            test.elo1,
            test.llr,
            match (g.promoted, test.decision.as_str()) {
                (true, _) => "H1 accepted, promoted",
                (false, "H0") => "H0 accepted, not promoted",
                _ => "undecided at the game budget, not promoted",
            }
        )
    }
}

/// Why a training run cannot go on (one line).
pub type TrainError = String;

/// `spec` with `model` as its evaluation.
///
/// # Errors
/// If the agent has no evaluation to train (not greedy nor ismcts).
pub fn with_model(spec: &AgentSpec, model: &Arc<Model>) -> Result<AgentSpec, TrainError> {
    let leaf = Leaf::Model(model.clone());
    match spec {
        AgentSpec::Greedy { epsilon, .. } => Ok(AgentSpec::Greedy {
            epsilon: *epsilon,
            eval: leaf,
        }),
        AgentSpec::Ismcts(p) => {
            let mut p = p.clone();
            p.leaf = leaf;
            Ok(AgentSpec::Ismcts(p))
        }
        other => Err(format!(
            "cannot train {}: the agent must be greedy or ismcts, whose evaluation the model \
             replaces",
            other.name()
        )),
    }
}

/// Plays self-play game `index` of generation `generation` and returns its
/// training examples, or `None` if it ended with no winner.
fn self_play(
    cfg: &TrainConfig,
    spec: &AgentSpec,
    weights: &[f64; N_FEATURES],
    generation: u32,
    index: u64,
) -> Option<Vec<Example>> {
    let deck = &cfg.decks[(index % cfg.decks.len() as u64) as usize];
    let seed = mix_seed(
        mix_seed(mix_seed(cfg.seed, SELF_PLAY_STREAM), generation as u64),
        index,
    );
    let setup = GameSetup::new(deck.clone(), deck.clone(), seed);
    let mut g = Game::new(&setup, keysim_cards::pool()).ok()?;
    let mut a = spec.build(mix_seed(seed, 0));
    let mut b = spec.build(mix_seed(seed, 1));
    let mut list = ChoiceList::new();
    let mut seen: Vec<(Player, [f64; N_FEATURES])> = Vec::new();
    let mut turn = g.turn();
    while let Some(d) = g.decision() {
        g.legal_choices(&mut list);
        match next_choice(&g, &mut [a.as_mut(), b.as_mut()], &list) {
            Ok(c) => g.apply_unchecked(c),
            Err(reason) => g.forfeit(d.player, reason),
        }
        if g.turn() != turn && !g.is_over() {
            turn = g.turn();
            let ended = g.active_player().opponent();
            let obs = g.seat(ended).observe();
            seen.push((ended, eval::features(obs.game(), ended)));
        }
    }
    let Some(Outcome::Won(w)) = g.outcome() else {
        return None;
    };
    Some(examples(&seen, w, weights, cfg.lambda))
}

/// The training examples of one game's end-of-turn positions (in the order
/// played) won by `winner`: each position's target is its player's
/// λ-return, `G = (1 − λ)·V(next) + λ·G(next)` over that player's next
/// position, where `V` is the win probability by `weights` (the incumbent
/// model) and the return after a player's last position is the outcome
/// (1 or 0). With `lambda` 1 every target is the outcome.
pub fn examples(
    seen: &[(Player, [f64; N_FEATURES])],
    winner: Player,
    weights: &[f64; N_FEATURES],
    lambda: f64,
) -> Vec<Example> {
    let value = |x: &[f64; N_FEATURES]| {
        let z: f64 = x.iter().zip(weights).map(|(x, w)| x * w).sum();
        1.0 / (1.0 + (-z).exp())
    };
    let mut out: Vec<Example> = seen
        .iter()
        .map(|&(_, x)| Example { x, target: 0.0 })
        .collect();
    for p in [Player::A, Player::B] {
        let outcome = (p == winner) as u8 as f64;
        let (mut next_value, mut next_return) = (outcome, outcome);
        for (i, (q, x)) in seen.iter().enumerate().rev() {
            if *q != p {
                continue;
            }
            let g = (1.0 - lambda) * next_value + lambda * next_return;
            out[i].target = g;
            next_value = value(x);
            next_return = g;
        }
    }
    out
}

/// `candidate` against `opponent` in `games` paired mirror games (rounded
/// up to whole pairs) spread over `decks` ([`pairs`]).
///
/// # Errors
/// If the games cannot start.
pub fn paired_mirror(
    candidate: &AgentSpec,
    opponent: &AgentSpec,
    decks: &[DeckList],
    games: u64,
    seed: u64,
    threads: usize,
) -> Result<Score, TrainError> {
    Ok(PairedMirror::new(candidate, opponent, decks, seed, threads)?.fixed(games))
}

/// Trains one generation from `incumbent`: self-play, fit, gate. The fit
/// uses this generation's positions and those in `recent` (the earlier
/// generations', newest last), to which it adds its own, keeping the last
/// [`TrainConfig::window`] generations'.
///
/// # Errors
/// If the agent cannot carry a model, or games cannot start.
pub fn generation(
    cfg: &TrainConfig,
    incumbent: &Arc<Model>,
    number: u32,
    recent: &mut VecDeque<(u64, Vec<Example>)>,
) -> Result<Generation, TrainError> {
    let spec = with_model(&cfg.agent, incumbent)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.threads.max(1))
        .build()
        .map_err(|e| format!("cannot start the worker threads: {e}"))?;
    let weights = incumbent.weight_array();
    let games: Vec<Option<Vec<Example>>> = pool.install(|| {
        (0..cfg.games)
            .into_par_iter()
            .map(|i| self_play(cfg, &spec, &weights, number, i))
            .collect()
    });
    let unfinished = games.iter().filter(|g| g.is_none()).count() as u64;
    recent.push_back((cfg.games, games.into_iter().flatten().flatten().collect()));
    while recent.len() > cfg.window.max(1) {
        recent.pop_front();
    }
    let examples: Vec<Example> = recent.iter().flat_map(|(_, e)| e).copied().collect();
    let fit = fit_logistic(&examples, L2, &incumbent.weight_array());
    let mut candidate = Model::new(fit.weights, number);
    candidate.training = Some(Training {
        games: recent.iter().map(|(g, _)| g).sum(),
        positions: examples.len() as u64,
        loss: fit.loss,
    });
    let candidate_arc = Arc::new(candidate.clone());
    let gate_seed = mix_seed(mix_seed(cfg.seed, GATE_STREAM), number as u64);
    let gate = PairedMirror::new(
        &with_model(&cfg.gate_agent, &candidate_arc)?,
        &with_model(&cfg.gate_agent, incumbent)?,
        &cfg.decks,
        gate_seed,
        cfg.threads,
    )?
    .sequential(&cfg.gate_test, cfg.gate_games);
    candidate.gating = Some(gate.gating(&cfg.gate_test));
    Ok(Generation {
        candidate,
        unfinished,
    })
}

/// Trains `cfg.generations` generations from `cfg.start`, calling `each`
/// with every generation as it finishes; returns the final incumbent (the
/// last promoted model, or the start).
///
/// # Errors
/// If the agent cannot carry a model, or games cannot start.
pub fn train(
    cfg: &TrainConfig,
    mut each: impl FnMut(&Generation) -> Result<(), TrainError>,
) -> Result<Model, TrainError> {
    let mut incumbent = cfg.start.clone();
    let mut recent = VecDeque::new();
    let first = cfg.start.generation + 1;
    for number in first..first + cfg.generations {
        let g = generation(cfg, &incumbent, number, &mut recent)?;
        each(&g)?;
        if g.candidate.gating.as_ref().is_some_and(|g| g.promoted) {
            incumbent = Arc::new(g.candidate);
        }
    }
    Ok((*incumbent).clone())
}

/// What the final model, as the evaluation of the gating agent, is
/// compared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The gating agent with the model training started from
    /// ([`TrainConfig::start`]: the built-in `fitted` weights, generation
    /// 0, unless the run continues another).
    Generation0,
    /// The baseline agent ([`TrainConfig::baseline`]), with its own
    /// evaluation (for `greedy` and `ismcts`, the hand-weighted
    /// `advantage`): what training must beat.
    Baseline,
}

/// The final model against `opponent` in paired mirror games, on the
/// training decks and on the held-out decks (`None` without any).
///
/// # Errors
/// If the agent cannot carry a model, or games cannot start.
pub fn compare(
    cfg: &TrainConfig,
    model: &Model,
    opponent: Opponent,
) -> Result<(Score, Option<Score>), TrainError> {
    let trained = with_model(&cfg.gate_agent, &Arc::new(model.clone()))?;
    let (other, stream) = match opponent {
        Opponent::Generation0 => (with_model(&cfg.gate_agent, &cfg.start)?, 0),
        Opponent::Baseline => (cfg.baseline.clone(), 2),
    };
    let seed = mix_seed(mix_seed(cfg.seed, EVAL_STREAM), stream);
    let on_trained = paired_mirror(
        &trained,
        &other,
        &cfg.decks,
        cfg.eval_games,
        seed,
        cfg.threads,
    )?;
    let on_holdout = if cfg.holdout.is_empty() {
        None
    } else {
        Some(paired_mirror(
            &trained,
            &other,
            &cfg.holdout,
            cfg.eval_games,
            mix_seed(seed, 1),
            cfg.threads,
        )?)
    };
    Ok((on_trained, on_holdout))
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_decks as deck;

    fn tiny(threads: usize) -> TrainConfig {
        TrainConfig {
            decks: deck::embedded()[..2].to_vec(),
            holdout: Vec::new(),
            generations: 1,
            games: 4,
            gate_games: 4,
            gate_test: Sprt::new(0.0, 30.0, 0.05, 0.05).unwrap(),
            lambda: 1.0,
            window: 1,
            eval_games: 2,
            agent: AgentSpec::parse("greedy").unwrap(),
            gate_agent: AgentSpec::parse("greedy").unwrap(),
            baseline: AgentSpec::parse("greedy").unwrap(),
            start: Arc::new(Model::builtin()),
            seed: 9,
            threads,
        }
    }

    #[test]
    fn training_is_the_same_whatever_the_thread_count() {
        let b = Arc::new(Model::builtin());
        let one = generation(&tiny(1), &b, 1, &mut VecDeque::new()).unwrap();
        let two = generation(&tiny(2), &b, 1, &mut VecDeque::new()).unwrap();
        assert_eq!(one, two);
        let t = one.candidate.training.as_ref().unwrap();
        assert_eq!(t.games, 4);
        assert!(t.positions > 20, "{} positions", t.positions);
        assert_ne!(one.candidate.weights, Model::builtin().weights);
        let gate = one.candidate.gating.as_ref().unwrap();
        assert_eq!(gate.games, 4);
        assert_eq!(gate.promoted, gate.interval[0] > 0.5);
    }

    #[test]
    fn a_window_fits_the_positions_of_the_generations_before_too() {
        let cfg = TrainConfig {
            window: 2,
            ..tiny(2)
        };
        let b = Arc::new(Model::builtin());
        let mut recent = VecDeque::new();
        let positions = |g: &Generation| g.candidate.training.as_ref().unwrap().positions;
        let first = generation(&cfg, &b, 1, &mut recent).unwrap();
        let own_1 = recent[0].1.len() as u64;
        assert_eq!(positions(&first), own_1);
        let second = generation(&cfg, &b, 2, &mut recent).unwrap();
        let own_2 = recent[1].1.len() as u64;
        assert_eq!(positions(&second), own_1 + own_2);
        assert_eq!(second.candidate.training.as_ref().unwrap().games, 8);
        let third = generation(&cfg, &b, 3, &mut recent).unwrap();
        assert_eq!(
            recent.len(),
            2,
            "the oldest generation's positions are dropped"
        );
        assert_eq!(positions(&third), own_2 + recent[1].1.len() as u64);
    }

    #[test]
    fn targets_are_outcomes_at_lambda_one_and_bootstrapped_below() {
        let mut x = [[0.0; N_FEATURES]; 4];
        for (i, f) in x.iter_mut().enumerate() {
            f[0] = 1.0;
            f[1] = i as f64;
        }
        let seen = [
            (Player::A, x[0]),
            (Player::B, x[1]),
            (Player::A, x[2]),
            (Player::B, x[3]),
        ];
        let mut w = [0.0; N_FEATURES];
        w[1] = 0.5;
        let t = |l| -> Vec<f64> {
            examples(&seen, Player::B, &w, l)
                .iter()
                .map(|e| e.target)
                .collect()
        };
        assert_eq!(t(1.0), [0.0, 1.0, 0.0, 1.0]);
        let v = |i: usize| 1.0 / (1.0 + (-0.5 * i as f64).exp());
        // λ = 0: the value of the player's next position, the outcome last.
        assert_eq!(t(0.0), [v(2), v(3), 0.0, 1.0]);
        let half = t(0.5);
        assert!((half[0] - (0.5 * v(2) + 0.5 * 0.0)).abs() < 1e-12);
        assert!((half[1] - (0.5 * v(3) + 0.5 * 1.0)).abs() < 1e-12);
    }

    #[test]
    fn only_greedy_and_ismcts_carry_a_model() {
        let m = Arc::new(Model::builtin());
        let AgentSpec::Ismcts(p) = with_model(&AgentSpec::parse("ismcts").unwrap(), &m).unwrap()
        else {
            panic!("ismcts")
        };
        assert_eq!(p.leaf, Leaf::Model(m.clone()));
        assert_eq!(p.rollout_eval, Leaf::Advantage);
        let e = with_model(&AgentSpec::Random, &m).unwrap_err();
        assert!(e.starts_with("cannot train random"), "{e}");
    }
}
