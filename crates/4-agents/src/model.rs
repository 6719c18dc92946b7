//! Evaluation models: the weights of a logistic win-probability model over
//! [`eval::features`], read from a small JSON file written by
//! `keysim train` (see `agents/models/README.md` for the format).
//!
//! A model file is loaded once, when an agent spec naming it is parsed
//! (`greedy:eval=model:FILE`, `ismcts:leaf=model:FILE`,
//! `ismcts:rollout_eval=model:FILE`), and shared read-only by every agent
//! built from the spec: no file is read during a game.

use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::eval::{self, FEATURE_NAMES, N_FEATURES, WEIGHTS};
use keysim_engine::{Game, Player};

/// The version of the model file format this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// What a model was fitted from.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Training {
    /// Self-play games played to collect the positions.
    pub games: u64,
    /// Positions (training examples) the model was fitted to.
    pub positions: u64,
    /// Mean log-loss of the fitted model on those positions (with the L2
    /// penalty left out).
    pub loss: f64,
}

/// The gating match that decided whether a model was promoted: the
/// candidate against the incumbent in paired mirror games.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Gating {
    /// Games played.
    pub games: u64,
    /// Games the candidate won.
    pub wins: u64,
    /// Games that ended with no winner (turn cap), counted as not won.
    pub unfinished: u64,
    /// 95% Wilson interval of the candidate's win rate.
    pub interval: [f64; 2],
    /// Whether the candidate was promoted: the sequential test accepted
    /// that it is stronger (files of format 1 written before the test
    /// existed: the interval's lower bound was above 50%).
    pub promoted: bool,
    /// The sequential test that stopped the gating match, if one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub test: Option<GateTest>,
}

/// The sequential probability ratio test of a gating match
/// (`keysim_sim::sprt`) on its game pairs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GateTest {
    /// H0: the candidate is `elo0` Elo stronger than the incumbent.
    pub elo0: f64,
    /// H1: the candidate is `elo1` Elo stronger.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
    /// Counts of the pair scores 0, ½, 1, 1½ and 2 points for the candidate.
    pub pairs: [u64; 5],
    /// The log-likelihood ratio of H1 against H0 when the match stopped.
    pub llr: f64,
    /// `H1` (promoted), `H0`, or `undecided` (the game budget ran out).
    pub decision: String,
}

/// A logistic model of "the player whose turn has just ended wins" over
/// [`eval::features`], with where it came from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Model {
    /// The file format's version ([`FORMAT_VERSION`]).
    pub format: u32,
    /// The feature names, in the order of the weights ([`FEATURE_NAMES`]).
    pub features: Vec<String>,
    /// One weight per feature.
    pub weights: Vec<f64>,
    /// The training generation that produced it (0: the built-in weights).
    pub generation: u32,
    /// What it was fitted from (`None` for the built-in weights).
    pub training: Option<Training>,
    /// The gating match that promoted it (or not), if any.
    pub gating: Option<Gating>,
    /// Where it was read from, as the spec named it (not stored).
    #[serde(skip)]
    pub source: String,
}

/// Why a model file (or a prior file, [`super::prior`]) cannot be used;
/// displays as one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModelError {
    /// What the file should have been: "model" or "prior".
    pub kind: &'static str,
    /// The file, as named.
    pub path: String,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot use {} file \"{}\": {}",
            self.kind, self.path, self.reason
        )
    }
}

impl std::error::Error for ModelError {}

impl Model {
    /// A model of generation `generation` with `weights`, not yet trained
    /// nor gated.
    pub fn new(weights: [f64; N_FEATURES], generation: u32) -> Model {
        Model {
            format: FORMAT_VERSION,
            features: FEATURE_NAMES.iter().map(|s| s.to_string()).collect(),
            weights: weights.to_vec(),
            generation,
            training: None,
            gating: None,
            source: String::new(),
        }
    }

    /// The built-in fitted model ([`WEIGHTS`]), generation 0.
    pub fn builtin() -> Model {
        Model::new(WEIGHTS, 0)
    }

    /// The weights, one per feature of [`eval::features`].
    pub fn weight_array(&self) -> [f64; N_FEATURES] {
        let mut w = [0.0; N_FEATURES];
        w.copy_from_slice(&self.weights);
        w
    }

    /// The log-odds that `me` wins ([`eval::turn_end_score`]: the features
    /// of the position as of the end of `me`'s turn, the moment the model
    /// was fitted on): a scorer for greedy choices and rollouts.
    pub fn score(&self, g: &Game, me: Player) -> f64 {
        eval::turn_end_score(g, me, &self.weight_array())
    }

    /// The probability that `p` wins ([`eval::win_probability`] with these
    /// weights): a leaf value for ISMCTS.
    pub fn win_probability(&self, g: &Game, p: Player) -> f64 {
        eval::linear_win_probability(g, p, &self.weight_array())
    }

    /// Parses a model from JSON and checks it: the format version, feature
    /// names of [`FEATURE_NAMES`] (each at most once, in any order) and one
    /// finite weight per feature. A feature the file does not name weighs
    /// 0, so files written before a feature was added still load and value
    /// positions as they did; the model returned names every feature, in
    /// [`FEATURE_NAMES`] order.
    ///
    /// # Errors
    /// What is wrong, in one line (without the file name).
    pub fn from_json(text: &str) -> Result<Model, String> {
        let mut m: Model =
            serde_json::from_str(text).map_err(|e| format!("not a model file: {e}"))?;
        if m.format != FORMAT_VERSION {
            return Err(format!(
                "format version {} is not the one this keysim reads ({FORMAT_VERSION})",
                m.format
            ));
        }
        if m.weights.len() != m.features.len() {
            return Err(format!(
                "it has {} weights for {} features",
                m.weights.len(),
                m.features.len()
            ));
        }
        let mut weights = [0.0; N_FEATURES];
        let mut named = [false; N_FEATURES];
        for (name, &w) in m.features.iter().zip(&m.weights) {
            let Some(i) = FEATURE_NAMES.iter().position(|&n| n == name) else {
                return Err(format!(
                    "feature \"{name}\" is not one of this keysim's {N_FEATURES} features ({}, ...)",
                    FEATURE_NAMES[..3].join(", ")
                ));
            };
            if named[i] {
                return Err(format!("feature \"{name}\" is named twice"));
            }
            if !w.is_finite() {
                return Err(format!("the weight of {name} is not a number"));
            }
            named[i] = true;
            weights[i] = w;
        }
        m.features = FEATURE_NAMES.iter().map(|s| s.to_string()).collect();
        m.weights = weights.to_vec();
        Ok(m)
    }

    /// Reads and checks the model file at `path`.
    ///
    /// # Errors
    /// [`ModelError`] naming the file and what is wrong.
    pub fn load(path: &str) -> Result<Model, ModelError> {
        let err = |reason: String| ModelError {
            kind: "model",
            path: path.to_string(),
            reason,
        };
        let text = std::fs::read_to_string(Path::new(path)).map_err(|e| err(e.to_string()))?;
        let mut m = Model::from_json(&text).map_err(err)?;
        m.source = path.to_string();
        Ok(m)
    }

    /// The model as pretty-printed JSON, ending with a newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).expect("a model serializes");
        s.push('\n');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{next_choice, AgentSpec};
    use keysim_decks as deck;
    use keysim_engine::{ChoiceList, GameSetup};

    #[test]
    fn a_saved_model_loads_with_the_same_weights_to_the_last_bit() {
        let mut m = Model::builtin();
        m.weights = (0..N_FEATURES)
            .map(|i| 0.20445226189125734 * (i as f64 + 1.0) / 3.0)
            .collect();
        // Read back as ...737 by a parser that does not round-trip.
        m.weights[0] = 0.20445226189125734;
        let back = Model::from_json(&m.to_json()).unwrap();
        let bits = |m: &Model| m.weights.iter().map(|w| w.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&back), bits(&m));
    }

    /// Every position of a game between random agents, finished included.
    fn positions() -> Vec<Game> {
        let decks = deck::embedded();
        let setup = GameSetup::new(decks[0].clone(), decks[1].clone(), 7);
        let mut g = Game::new(&setup, keysim_cards::pool()).unwrap();
        let mut a = AgentSpec::Random.build(1);
        let mut b = AgentSpec::Random.build(2);
        let mut list = ChoiceList::new();
        let mut seen = vec![g];
        while g.decision().is_some() {
            g.legal_choices(&mut list);
            let c = next_choice(&g, &mut [a.as_mut(), b.as_mut()], &list).unwrap();
            g.apply_unchecked(c);
            seen.push(g);
        }
        seen
    }

    #[test]
    fn a_file_written_before_a_feature_was_added_loads_with_that_feature_at_zero() {
        let mut old = Model::builtin();
        old.weights[1] = 2.5;
        let mut json: serde_json::Value = serde_json::from_str(&old.to_json()).unwrap();
        for key in ["features", "weights"] {
            json[key].as_array_mut().unwrap().truncate(22);
        }
        json["features"].as_array_mut().unwrap().swap(1, 2);
        json["weights"].as_array_mut().unwrap().swap(1, 2);
        let back = Model::from_json(&json.to_string()).unwrap();
        assert_eq!(back.features, FEATURE_NAMES);
        assert_eq!(back.weights[1], 2.5);
        assert_eq!(back.weights[2], WEIGHTS[2]);
        assert!(back.weights[22..].iter().all(|&w| w == 0.0));
        let lab = Model::from_json(include_str!("../../../agents/models/lab/final.json")).unwrap();
        assert_eq!(lab.weights.len(), N_FEATURES);
    }

    #[test]
    fn round_trips_through_json() {
        let mut m = Model::new(WEIGHTS, 3);
        m.weights[4] = 0.1 + 0.2;
        m.training = Some(Training {
            games: 40,
            positions: 1234,
            loss: 0.4567,
        });
        m.gating = Some(Gating {
            games: 20,
            wins: 13,
            unfinished: 1,
            interval: [0.43, 0.82],
            promoted: false,
            test: Some(GateTest {
                elo0: 0.0,
                elo1: 30.0,
                alpha: 0.05,
                beta: 0.05,
                pairs: [1, 2, 3, 2, 2],
                llr: -0.25,
                decision: "undecided".into(),
            }),
        });
        let back = Model::from_json(&m.to_json()).unwrap();
        assert_eq!(back, m);
    }

    #[test]
    fn builtin_model_values_leaves_as_the_fitted_evaluation() {
        let m = Model::builtin();
        let all = positions();
        assert!(all.len() > 50);
        for g in all {
            for p in [Player::A, Player::B] {
                assert_eq!(m.score(&g, p), eval::turn_end_score(&g, p, &WEIGHTS));
                assert_eq!(m.win_probability(&g, p), eval::win_probability(&g, p));
            }
        }
    }

    #[test]
    fn bad_models_are_refused_in_one_line() {
        let good = Model::builtin().to_json();
        let cases = [
            ("{", "not a model file"),
            (
                &good.replace("\"format\": 1", "\"format\": 7"),
                "format version 7",
            ),
            (
                &good.replace("keys_me", "keys_mine"),
                "feature \"keys_mine\" is not one of this keysim's 26 features",
            ),
            (
                &good.replace("keys_them", "keys_me"),
                "feature \"keys_me\" is named twice",
            ),
            (
                &good.replace("\"generation\": 0", "\"generation\": -1"),
                "not a model file",
            ),
        ];
        for (text, want) in cases {
            let e = Model::from_json(text).unwrap_err();
            assert!(e.contains(want), "{e}");
            assert!(!e.contains('\n'), "{e}");
        }
        let mut short = Model::builtin();
        short.weights.pop();
        assert!(Model::from_json(&short.to_json())
            .unwrap_err()
            .contains("25 weights for 26 features"));
        let e = Model::load("no/such/model.json").unwrap_err().to_string();
        assert!(
            e.starts_with("cannot use model file \"no/such/model.json\": "),
            "{e}"
        );
    }

    #[test]
    fn specs_load_a_model_file_once_and_name_it() {
        let path = std::env::temp_dir().join(format!("keysim-model-{}.json", std::process::id()));
        let mut m = Model::builtin();
        m.weights[1] = 2.0;
        std::fs::write(&path, m.to_json()).unwrap();
        let file = path.to_str().unwrap();
        let spec = AgentSpec::parse(&format!("greedy:eval=model:{file}")).unwrap();
        assert_eq!(
            spec.to_string(),
            format!("greedy:epsilon=0,eval=model:{file}")
        );
        let AgentSpec::Greedy { eval, .. } = &spec else {
            panic!("greedy")
        };
        let crate::Leaf::Model(loaded) = eval else {
            panic!("a model")
        };
        assert_eq!(loaded.weights, m.weights);
        let ismcts = AgentSpec::parse(&format!("ismcts:leaf=model:{file}")).unwrap();
        assert!(ismcts.to_string().contains(&format!(",leaf=model:{file},")));
        // Parsed once: the file is not read again by the agents.
        std::fs::remove_file(&path).unwrap();
        assert!(AgentSpec::parse(&spec.to_string()).is_err());
        let _agent = spec.build(1);
    }
}
