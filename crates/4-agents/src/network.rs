//! The learned policy and value: a small neural network over the
//! card-generic description of a position ([`position`]) and of its step 3
//! choices ([`choice_features`]).
//!
//! - *Trunk*: `h = relu(W1·x + b1)`, [`HIDDEN`] units, over the position
//!   `x` seen from one player's side.
//! - *Value*: `sigmoid(wv·h + bv)`, the probability that this player wins.
//! - *Policy*: each choice `c` scores `wq·relu(Wc·f(c) + Wh·h + bc)` over
//!   its description `f(c)` ([`CHOICE_HIDDEN`] units); the choices'
//!   probabilities are the softmax of their scores.
//!
//! ISMCTS uses the policy to decide which step 3 choices to search first
//! (`ismcts:policy=FILE`, progressive widening) and the value at the end of
//! its rollouts (`ismcts:leaf=net:FILE`); `ismcts:policy=builtin,leaf=net:builtin`
//! does both with the committed network. Inference runs on fixed-size arrays on the stack:
//! it allocates nothing. `keysim_train::distill` trains networks from
//! self-play; the file format is in `agents/models/README.md`.

use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::choice_features::{self, CHOICE_DIM};
use super::model::{Gating, ModelError};
use super::position::{self, POS_DIM};
use keysim_engine::{Choice, Game, Player};

/// The version of the network file format this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// Units of the trunk.
pub const HIDDEN: usize = 32;

/// Units of the policy's hidden layer.
pub const CHOICE_HIDDEN: usize = 16;

/// What a network was trained from.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NetTraining {
    /// The agent whose self-play games supplied the positions.
    pub agent: String,
    /// The decks (or deck sets) trained on.
    pub decks: String,
    /// Self-play games.
    pub games: u64,
    /// Positions fitted (each with a value target).
    pub positions: u64,
    /// Of them, step 3 decisions with a policy target (the search's visit
    /// shares).
    pub decisions: u64,
    /// Passes over the positions.
    pub epochs: u32,
    /// Mean value log-loss and policy cross-entropy after the last pass.
    pub value_loss: f64,
    pub policy_loss: f64,
    /// The training run's seed.
    pub seed: u64,
}

/// A network (see the module documentation). The weights are stored by
/// input: `w1[i * HIDDEN + j]` joins input `i` to unit `j`, and so do
/// `wc` (choice input to policy unit) and `wh` (trunk unit to policy unit).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Network {
    /// The file format's version ([`FORMAT_VERSION`]).
    pub format: u32,
    /// The sizes the file was written for: [`POS_DIM`], [`HIDDEN`],
    /// [`CHOICE_DIM`], [`CHOICE_HIDDEN`].
    pub sizes: [usize; 4],
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    pub wv: Vec<f32>,
    pub bv: f32,
    pub wc: Vec<f32>,
    pub wh: Vec<f32>,
    pub bc: Vec<f32>,
    pub wq: Vec<f32>,
    /// The training generation that produced it (0: untrained).
    pub generation: u32,
    /// What it was trained from; `null` for an untrained network.
    pub training: Option<NetTraining>,
    /// The gating match that promoted it (or not); `null` if not gated.
    pub gating: Option<Gating>,
    /// Where it was read from, as the spec named it (not stored).
    #[serde(skip)]
    pub source: String,
}

/// The trunk's output for one position, and its share of every policy
/// unit: what scoring the choices of one decision reuses.
#[derive(Clone, Copy, Debug)]
pub struct Context {
    /// The trunk's units.
    pub h: [f32; HIDDEN],
    /// `Wh·h + bc`.
    pub policy_bias: [f32; CHOICE_HIDDEN],
}

impl Network {
    /// The sizes this build's networks have.
    pub const SIZES: [usize; 4] = [POS_DIM, HIDDEN, CHOICE_DIM, CHOICE_HIDDEN];

    /// A network of generation 0 with every weight 0 (the value of every
    /// position ½, every choice equally likely).
    pub fn zero() -> Network {
        Network {
            format: FORMAT_VERSION,
            sizes: Self::SIZES,
            w1: vec![0.0; POS_DIM * HIDDEN],
            b1: vec![0.0; HIDDEN],
            wv: vec![0.0; HIDDEN],
            bv: 0.0,
            wc: vec![0.0; CHOICE_DIM * CHOICE_HIDDEN],
            wh: vec![0.0; HIDDEN * CHOICE_HIDDEN],
            bc: vec![0.0; CHOICE_HIDDEN],
            wq: vec![0.0; CHOICE_HIDDEN],
            generation: 0,
            training: None,
            gating: None,
            source: String::new(),
        }
    }

    /// The trunk's units for the position `x`.
    pub fn trunk(&self, x: &[f32; POS_DIM]) -> [f32; HIDDEN] {
        let mut h = [0.0f32; HIDDEN];
        h.copy_from_slice(&self.b1);
        for (i, &xi) in x.iter().enumerate() {
            if xi != 0.0 {
                let w = &self.w1[i * HIDDEN..(i + 1) * HIDDEN];
                for (hj, wj) in h.iter_mut().zip(w) {
                    *hj += xi * wj;
                }
            }
        }
        for hj in &mut h {
            *hj = hj.max(0.0);
        }
        h
    }

    /// The value's log-odds for the trunk's units `h`.
    pub fn value_logit(&self, h: &[f32; HIDDEN]) -> f32 {
        self.bv + h.iter().zip(&self.wv).map(|(a, b)| a * b).sum::<f32>()
    }

    /// The trunk and policy share of the position `x`.
    pub fn context_of(&self, x: &[f32; POS_DIM]) -> Context {
        let h = self.trunk(x);
        let mut policy_bias = [0.0f32; CHOICE_HIDDEN];
        policy_bias.copy_from_slice(&self.bc);
        for (j, &hj) in h.iter().enumerate() {
            if hj != 0.0 {
                let w = &self.wh[j * CHOICE_HIDDEN..(j + 1) * CHOICE_HIDDEN];
                for (p, wk) in policy_bias.iter_mut().zip(w) {
                    *p += hj * wk;
                }
            }
        }
        Context { h, policy_bias }
    }

    /// The policy's score of the choice described by `f` in context `ctx`.
    pub fn choice_logit(&self, ctx: &Context, f: &[f32; CHOICE_DIM]) -> f32 {
        let mut u = ctx.policy_bias;
        for (i, &fi) in f.iter().enumerate() {
            if fi != 0.0 {
                let w = &self.wc[i * CHOICE_HIDDEN..(i + 1) * CHOICE_HIDDEN];
                for (uk, wk) in u.iter_mut().zip(w) {
                    *uk += fi * wk;
                }
            }
        }
        u.iter().zip(&self.wq).map(|(a, b)| a.max(0.0) * b).sum()
    }

    /// The context of `g` seen from `me`'s side, for [`Network::score_choice`].
    pub fn context(&self, g: &Game, me: Player) -> Context {
        let mut x = [0.0f32; POS_DIM];
        position::encode(g, me, &mut x);
        self.context_of(&x)
    }

    /// The policy's score of `me`'s step 3 choice `c` at `g` (higher: more
    /// likely), `ctx` being [`Network::context`] of the same position.
    pub fn score_choice(&self, ctx: &Context, g: &Game, me: Player, c: Choice) -> f64 {
        let mut f = [0.0f32; CHOICE_DIM];
        choice_features::encode(g, me, c, &mut f);
        self.choice_logit(ctx, &f) as f64
    }

    /// The log-odds that `me` wins `g`: a scorer for greedy lookahead.
    pub fn score(&self, g: &Game, me: Player) -> f64 {
        let mut x = [0.0f32; POS_DIM];
        position::encode(g, me, &mut x);
        self.value_logit(&self.trunk(&x)) as f64
    }

    /// The probability that `p` wins `g`: a leaf value for ISMCTS. A game
    /// already won or lost is worth 1 or 0.
    pub fn win_probability(&self, g: &Game, p: Player) -> f64 {
        if let Some(w) = g.winner() {
            return (w == p) as u8 as f64;
        }
        1.0 / (1.0 + (-self.score(g, p)).exp())
    }

    /// Parses a network from JSON and checks it: the format version, the
    /// sizes of this build, and finite weights of the right counts.
    ///
    /// # Errors
    /// What is wrong, in one line (without the file name).
    pub fn from_json(text: &str) -> Result<Network, String> {
        let n: Network =
            serde_json::from_str(text).map_err(|e| format!("not a network file: {e}"))?;
        if n.format != FORMAT_VERSION {
            return Err(format!(
                "format version {} is not the one this keysim reads ({FORMAT_VERSION})",
                n.format
            ));
        }
        if n.sizes != Self::SIZES {
            return Err(format!(
                "sizes {:?} (position, trunk, choice, policy units) are not this keysim's {:?}",
                n.sizes,
                Self::SIZES
            ));
        }
        let z = Network::zero();
        for (name, got, want) in [
            ("w1", &n.w1, &z.w1),
            ("b1", &n.b1, &z.b1),
            ("wv", &n.wv, &z.wv),
            ("wc", &n.wc, &z.wc),
            ("wh", &n.wh, &z.wh),
            ("bc", &n.bc, &z.bc),
            ("wq", &n.wq, &z.wq),
        ] {
            if got.len() != want.len() {
                return Err(format!(
                    "{name} has {} weights, not {}",
                    got.len(),
                    want.len()
                ));
            }
            if !got.iter().all(|w| w.is_finite()) {
                return Err(format!("a weight of {name} is not a number"));
            }
        }
        if !n.bv.is_finite() {
            return Err("bv is not a number".into());
        }
        Ok(n)
    }

    /// Reads a network file; `builtin` names the committed network of
    /// [`super::strong`].
    ///
    /// # Errors
    /// [`ModelError`] naming the file and what is wrong.
    pub fn load(path: &str) -> Result<Network, ModelError> {
        if path == super::strong::BUILTIN {
            return Ok((*super::strong::builtin_network()).clone());
        }
        let err = |reason: String| ModelError {
            kind: "network",
            path: path.to_string(),
            reason,
        };
        let text = std::fs::read_to_string(Path::new(path)).map_err(|e| err(e.to_string()))?;
        let mut n = Network::from_json(&text).map_err(err)?;
        n.source = path.to_string();
        Ok(n)
    }

    /// The network as JSON (one line per field), ending with a newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string(self).expect("a network serializes");
        s = s.replace(",\"", ",\n\"");
        s.push('\n');
        s
    }
}

impl fmt::Display for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.source)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_decks as deck;
    use keysim_engine::GameSetup;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// A network with seeded random weights.
    fn random_net(seed: u64) -> Network {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut n = Network::zero();
        for w in
            n.w1.iter_mut()
                .chain(&mut n.b1)
                .chain(&mut n.wv)
                .chain(&mut n.wc)
                .chain(&mut n.wh)
                .chain(&mut n.bc)
                .chain(&mut n.wq)
        {
            *w = rng.gen_range(-0.3..0.3);
        }
        n.bv = 0.1;
        n.generation = 2;
        n
    }

    fn game() -> Game {
        let decks = deck::embedded();
        let setup = GameSetup::new(decks[0].clone(), decks[1].clone(), 1);
        Game::new(&setup, keysim_cards::pool()).unwrap()
    }

    #[test]
    fn a_network_file_round_trips() {
        let n = random_net(7);
        let back = Network::from_json(&n.to_json()).unwrap();
        assert_eq!(back, n);
        let g = game();
        assert_eq!(
            back.win_probability(&g, Player::A),
            n.win_probability(&g, Player::A)
        );
    }

    #[test]
    fn a_file_of_other_sizes_or_with_a_bad_weight_is_refused() {
        let mut n = random_net(1);
        n.sizes[0] += 1;
        let e = Network::from_json(&n.to_json()).unwrap_err();
        assert!(e.starts_with("sizes"), "{e}");
        let mut n = random_net(1);
        n.wq.pop();
        let e = Network::from_json(&n.to_json()).unwrap_err();
        assert_eq!(
            e,
            format!("wq has {} weights, not {CHOICE_HIDDEN}", CHOICE_HIDDEN - 1)
        );
        let e = Network::load("no/such/net.json").unwrap_err().to_string();
        assert!(
            e.starts_with("cannot use network file \"no/such/net.json\""),
            "{e}"
        );
    }

    #[test]
    fn the_untrained_network_values_every_position_even() {
        let g = game();
        let z = Network::zero();
        assert_eq!(z.win_probability(&g, Player::A), 0.5);
        let ctx = z.context(&g, Player::A);
        assert_eq!(z.score_choice(&ctx, &g, Player::A, Choice::EndTurn), 0.0);
    }

    #[test]
    fn the_value_is_of_the_player_asked_about() {
        let n = random_net(3);
        let g = game();
        let (a, b) = (
            n.win_probability(&g, Player::A),
            n.win_probability(&g, Player::B),
        );
        assert!(a > 0.0 && a < 1.0 && b > 0.0 && b < 1.0);
        assert_ne!(a, b, "each side's own view");
    }
}
