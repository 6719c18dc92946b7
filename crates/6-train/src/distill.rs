//! Search distillation: training the learned policy and value
//! ([`Network`]) from ISMCTS self-play, in generations gated by the
//! sequential test.
//!
//! Each generation:
//!
//! 1. plays [`DistillConfig::games`] seeded self-play games of ISMCTS
//!    ([`DistillConfig::search`]) guided by the incumbent network (its
//!    policy ordering step 3 choices, its value at the leaves; plain ISMCTS
//!    before any network is promoted), each a mirror match on one deck of
//!    the training set (game `i` on deck `i mod n`), in parallel;
//! 2. records, at each searched step 3 and house decision, the position
//!    from the deciding player's side, read from their own observation
//!    (no peeking); at step 3 also the search's visit share of each root
//!    choice (the policy target). Once the game is over each position's
//!    value target is whether its player won (games with no winner are
//!    not used);
//! 3. fits a candidate ([`net_fit::fit`]) to this generation's samples and
//!    the previous generation's, starting from the incumbent's weights
//!    (from seeded random weights before any network);
//! 4. gates it: ISMCTS guided by the candidate against the incumbent's
//!    agent in paired mirror games over the training decks, stopped by a
//!    sequential probability ratio test; promoted only if the test accepts
//!    that it is stronger.
//!
//! Every random draw derives from the run's seed and the game's index, and
//! results are gathered in index order: a run gives the same networks
//! whatever the thread count.

use std::sync::Arc;

use rayon::prelude::*;

use keysim_agents::choice_features::{self, CHOICE_DIM};
use keysim_agents::network::{NetTraining, Network};
use keysim_agents::position::{self, POS_DIM};
use keysim_agents::{Agent, AgentSpec, IsmctsAgent, IsmctsParams, Leaf};
use keysim_decks::DeckList;
use keysim_engine::{mix_seed, Choice, ChoiceList, DecisionKind, Game, GameSetup, Outcome};
use keysim_sim::sprt::Sprt;

use super::net_fit::{self, FitParams, Losses, Sample};
use super::pairs::PairedMirror;
use super::TrainError;

/// Seed streams of a run, one per use.
const SELF_PLAY_STREAM: u64 = 0x6e65_7473; // "nets"
const GATE_STREAM: u64 = 0x6e67_6174; // "ngat"
const INIT_STREAM: u64 = 0x6e69_6e69; // "nini"

/// What a distillation run does.
#[derive(Clone, Debug)]
pub struct DistillConfig {
    /// The decks trained on.
    pub decks: Vec<DeckList>,
    /// How the decks were named (recorded in the network files).
    pub decks_named: String,
    /// Generations to train.
    pub generations: u32,
    /// Self-play games per generation.
    pub games: u64,
    /// The search that plays the self-play and gating games; the network
    /// becomes its policy and leaf.
    pub search: IsmctsParams,
    /// Most gating games (rounded up to whole pairs).
    pub gate_games: u64,
    /// The sequential test of a gating match.
    pub gate_test: Sprt,
    /// How each candidate is fitted.
    pub fit: FitParams,
    /// The run's seed.
    pub seed: u64,
    /// Worker threads (results do not depend on it).
    pub threads: usize,
}

/// What one generation did.
#[derive(Clone, Debug, PartialEq)]
pub struct NetGeneration {
    /// The candidate network, with its training and gating results.
    pub candidate: Network,
    /// Self-play games with no winner (their positions are not used).
    pub unfinished: u64,
    /// The candidate's losses on this generation's samples before the fit
    /// (those of the incumbent's weights, or the random start's).
    pub before: Losses,
}

impl NetGeneration {
    /// One line: games, samples, losses, gating result.
    pub fn summary(&self) -> String {
        let n = &self.candidate;
        let t = n.training.clone().unwrap_or_default();
        let g = n.gating.clone().unwrap_or_default();
        let test = g.test.clone().unwrap_or_default();
        format!(
            "generation {}: {} self-play games ({} unfinished), {} positions ({} with a policy \
             target); value log-loss {:.4} → {:.4}, policy cross-entropy {:.4} → {:.4}; gate vs \
             incumbent: {} wins of {} games ({} unfinished), 95% CI [{:.1}%, {:.1}%]; \
             SPRT({:+},{:+}) LLR {:.2}: {}",
            n.generation,
            t.games,
            self.unfinished,
            t.positions,
            t.decisions,
            self.before.value,
            t.value_loss,
            self.before.policy,
            t.policy_loss,
            g.wins,
            g.games,
            g.unfinished,
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

/// `search` guided by `net` (policy and leaf), or plain without one.
pub fn guided(search: &IsmctsParams, net: Option<&Arc<Network>>) -> IsmctsParams {
    let mut p = search.clone();
    if let Some(net) = net {
        p.policy = Some(net.clone());
        p.leaf = Leaf::Net(net.clone());
    }
    p
}

/// Plays self-play game `index` of generation `generation` with `params`
/// and returns its samples, or `None` if it ended with no winner.
fn self_play(
    cfg: &DistillConfig,
    params: &IsmctsParams,
    generation: u32,
    index: u64,
) -> Option<Vec<Sample>> {
    let deck = &cfg.decks[(index % cfg.decks.len() as u64) as usize];
    let seed = mix_seed(
        mix_seed(mix_seed(cfg.seed, SELF_PLAY_STREAM), generation as u64),
        index,
    );
    let setup = GameSetup::new(deck.clone(), deck.clone(), seed);
    let mut g = Game::new(&setup, keysim_cards::pool()).ok()?;
    let mut agents = [
        IsmctsAgent::new(mix_seed(seed, 0), params.clone()),
        IsmctsAgent::new(mix_seed(seed, 1), params.clone()),
    ];
    let mut list = ChoiceList::new();
    let mut visits: Vec<(Choice, u32)> = Vec::new();
    let mut seen = Vec::new();
    let mut x = [0.0f32; POS_DIM];
    let mut f = [0.0f32; CHOICE_DIM];
    while let Some(d) = g.decision() {
        g.legal_choices(&mut list);
        if list.len() == 1 {
            g.apply_unchecked(list[0]);
            continue;
        }
        let me = d.player;
        let seat = g.seat(me);
        let agent = &mut agents[me.index()];
        let c = agent.choose(&seat, list.as_slice());
        if matches!(d.kind, DecisionKind::Main | DecisionKind::House) {
            let obs = seat.observe();
            let view = obs.game();
            position::encode(view, me, &mut x);
            let mut sample = Sample {
                x: x.to_vec(),
                won: 0.0,
                choices: Vec::new(),
                shares: Vec::new(),
            };
            if d.kind == DecisionKind::Main {
                agent.root_visits(me, &mut visits);
                let total: u32 = visits.iter().map(|v| v.1).sum();
                if visits.len() > 1 && total > 0 {
                    for &(choice, n) in &visits {
                        choice_features::encode(view, me, choice, &mut f);
                        sample.choices.extend_from_slice(&f);
                        sample.shares.push(n as f32 / total as f32);
                    }
                }
            }
            seen.push((me, sample));
        }
        g.apply_unchecked(c);
    }
    let Some(Outcome::Won(w)) = g.outcome() else {
        return None;
    };
    Some(
        seen.into_iter()
            .map(|(p, mut s)| {
                s.won = (p == w) as u8 as f32;
                s
            })
            .collect(),
    )
}

/// Trains one generation from `incumbent` (`None`: plain ISMCTS, before
/// any network): self-play, fit, gate. `previous` holds the samples of
/// the generation before (fitted again with this one's), and is replaced
/// by this generation's.
///
/// # Errors
/// If the games cannot start.
pub fn generation(
    cfg: &DistillConfig,
    incumbent: Option<&Arc<Network>>,
    number: u32,
    previous: &mut Vec<Sample>,
) -> Result<NetGeneration, TrainError> {
    let params = guided(&cfg.search, incumbent);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.threads.max(1))
        .build()
        .map_err(|e| format!("cannot start the worker threads: {e}"))?;
    let games: Vec<Option<Vec<Sample>>> = pool.install(|| {
        (0..cfg.games)
            .into_par_iter()
            .map(|i| self_play(cfg, &params, number, i))
            .collect()
    });
    let unfinished = games.iter().filter(|g| g.is_none()).count() as u64;
    let own: Vec<Sample> = games.into_iter().flatten().flatten().collect();
    let mut candidate = match incumbent {
        Some(n) => (**n).clone(),
        None => net_fit::initial(mix_seed(mix_seed(cfg.seed, INIT_STREAM), number as u64)),
    };
    let before = net_fit::losses(&candidate, &own);
    let mut samples = std::mem::take(previous);
    samples.extend(own.iter().cloned());
    let fit = FitParams {
        seed: mix_seed(cfg.fit.seed, number as u64),
        ..cfg.fit
    };
    let after = net_fit::fit(&mut candidate, &samples, &fit);
    *previous = own;
    candidate.generation = number;
    candidate.source = format!("generation {number}");
    candidate.gating = None;
    candidate.training = Some(NetTraining {
        agent: AgentSpec::Ismcts(cfg.search.clone()).to_string(),
        decks: cfg.decks_named.clone(),
        games: cfg.games,
        positions: samples.len() as u64,
        decisions: samples.iter().filter(|s| s.n_choices() > 0).count() as u64,
        epochs: fit.epochs,
        value_loss: after.value,
        policy_loss: after.policy,
        seed: cfg.seed,
    });
    let candidate_arc = Arc::new(candidate.clone());
    let gate_seed = mix_seed(mix_seed(cfg.seed, GATE_STREAM), number as u64);
    let gate = PairedMirror::new(
        &AgentSpec::Ismcts(guided(&cfg.search, Some(&candidate_arc))),
        &AgentSpec::Ismcts(guided(&cfg.search, incumbent)),
        &cfg.decks,
        gate_seed,
        cfg.threads,
    )?
    .sequential(&cfg.gate_test, cfg.gate_games);
    candidate.gating = Some(gate.gating(&cfg.gate_test));
    Ok(NetGeneration {
        candidate,
        unfinished,
        before,
    })
}

/// Trains `cfg.generations` generations, calling `each` with every
/// generation as it finishes; returns the last promoted network, or the
/// last candidate if none was promoted (the base of the next run; its
/// gating record says it was not promoted).
///
/// # Errors
/// If games cannot start, or `each` fails.
pub fn distill(
    cfg: &DistillConfig,
    mut each: impl FnMut(&NetGeneration) -> Result<(), TrainError>,
) -> Result<Network, TrainError> {
    let mut incumbent: Option<Arc<Network>> = None;
    let mut last = None;
    let mut previous = Vec::new();
    for number in 1..=cfg.generations {
        let g = generation(cfg, incumbent.as_ref(), number, &mut previous)?;
        each(&g)?;
        if g.candidate.gating.as_ref().is_some_and(|g| g.promoted) {
            incumbent = Some(Arc::new(g.candidate.clone()));
        }
        last = Some(g.candidate);
    }
    match (incumbent, last) {
        (Some(n), _) => Ok((*n).clone()),
        (None, Some(n)) => Ok(n),
        (None, None) => Err("no generation was trained".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_agents::Budget;
    use keysim_decks as deck;

    fn tiny(threads: usize) -> DistillConfig {
        DistillConfig {
            decks: deck::embedded()[..2].to_vec(),
            decks_named: "two starter decks".into(),
            generations: 1,
            games: 2,
            search: IsmctsParams {
                budget: Budget::Iterations(8),
                ..IsmctsParams::default()
            },
            gate_games: 2,
            gate_test: Sprt::new(0.0, 30.0, 0.05, 0.05).unwrap(),
            fit: FitParams {
                epochs: 2,
                ..FitParams::default()
            },
            seed: 3,
            threads,
        }
    }

    #[test]
    fn distillation_is_the_same_whatever_the_thread_count() {
        let one = generation(&tiny(1), None, 1, &mut Vec::new()).unwrap();
        let two = generation(&tiny(2), None, 1, &mut Vec::new()).unwrap();
        assert_eq!(one, two);
        let t = one.candidate.training.as_ref().unwrap();
        assert_eq!(t.games, 2);
        assert!(t.decisions > 10, "{} step 3 decisions", t.decisions);
        assert!(t.positions > t.decisions);
        let gate = one.candidate.gating.as_ref().unwrap();
        assert_eq!(gate.games, 2);
    }

    #[test]
    fn policy_targets_are_the_searchs_visit_shares() {
        let cfg = tiny(1);
        let samples = self_play(&cfg, &cfg.search, 1, 0).unwrap();
        let with_choices: Vec<&Sample> = samples.iter().filter(|s| s.n_choices() > 0).collect();
        assert!(!with_choices.is_empty());
        for s in with_choices {
            let total: f32 = s.shares.iter().sum();
            assert!((total - 1.0).abs() < 1e-5, "shares sum to {total}");
            assert_eq!(s.choices.len(), s.n_choices() * CHOICE_DIM);
        }
        let won: f32 = samples.iter().map(|s| s.won).sum();
        assert!(
            won > 0.0 && won < samples.len() as f32,
            "both sides' positions"
        );
    }
}
