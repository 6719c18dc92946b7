//! Priors: a learned policy over step 3 choices, which ISMCTS uses to
//! decide which choices of a main-phase decision to search first
//! (`ismcts:prior=FILE`, progressive widening).
//!
//! A prior is a conditional logit: each legal choice gets a score, the sum
//! of weights times features read off the position without playing the
//! choice (a few array reads, far cheaper than a lookahead), and the
//! choices' probabilities are the softmax of their scores. The features are
//! of two kinds:
//!
//! - generic ones ([`GENERIC_NAMES`]): the kind of choice (play, reap,
//!   fight, ...), what is played (creature, artifact, action, upgrade, its
//!   Æmber bonus and power), whether a reap reaches a key, whether a fight
//!   can kill an enemy creature and survive it;
//! - one weight per card for playing it and one for using it (reaping,
//!   fighting, its action or omni ability), keyed by the card's slug, so
//!   that reprints share them: what the generic features cannot see of a
//!   card's abilities.
//!
//! `keysim train-prior` fits a prior to the choices of a lookahead policy
//! (`keysim_train::prior`); the file format is described in
//! `agents/models/README.md`.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::model::ModelError;
use keysim_engine::{CardRef, Choice, Game, Player};
use keysim_facts::{all, CardId, CardType};

/// The version of the prior file format this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// The names of the generic features of a step 3 choice, in index order.
pub const GENERIC_NAMES: [&str; N_GENERIC] = [
    "play",
    "reap",
    "fight",
    "action",
    "omni",
    "remove_stun",
    "discard",
    "end_turn",
    "play_creature",
    "play_artifact",
    "play_action",
    "play_upgrade",
    "play_amber",
    "play_power",
    "reap_reaches_key",
    "fight_power",
    "fight_safe_kill",
    "fight_kill",
    "fight_enemies",
    "discard_amber",
    "reap_power",
    "play_action_enemies",
    "play_action_friends",
];

/// How many generic features there are.
pub const N_GENERIC: usize = 23;

/// Most nonzero features of one choice.
pub const MAX_NONZERO: usize = 8;

/// The slugs of every card, each once (sorted), and each card record's
/// index among them: the per-card features are indexed by slug.
struct Slugs {
    names: Vec<&'static str>,
    of_card: Vec<u32>,
}

fn slugs() -> &'static Slugs {
    static SLUGS: OnceLock<Slugs> = OnceLock::new();
    SLUGS.get_or_init(|| {
        let mut names: Vec<&'static str> = all().iter().map(|d| d.slug).collect();
        names.sort_unstable();
        names.dedup();
        let of_card = all()
            .iter()
            .map(|d| names.binary_search(&d.slug).expect("listed") as u32)
            .collect();
        Slugs { names, of_card }
    })
}

/// How many distinct card slugs there are.
pub fn n_slugs() -> usize {
    slugs().names.len()
}

/// The slug of per-card slot `i` (see [`feature_count`]).
pub fn slug_name(i: usize) -> &'static str {
    slugs().names[i]
}

/// The number of features: the generic ones, then two per slug
/// (`N_GENERIC + 2 * slug` for playing the card, `+ 1` for using it).
pub fn feature_count() -> usize {
    N_GENERIC + 2 * n_slugs()
}

/// The nonzero features of one choice, as (index, value) pairs.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ChoiceFeatures {
    idx: [u32; MAX_NONZERO],
    val: [f64; MAX_NONZERO],
    len: usize,
}

impl ChoiceFeatures {
    /// Features with the given (index, value) pairs (zeros left out, at
    /// most [`MAX_NONZERO`] kept).
    pub fn from_pairs(pairs: &[(usize, f64)]) -> ChoiceFeatures {
        let mut f = ChoiceFeatures::default();
        for &(i, v) in pairs {
            f.push(i, v);
        }
        f
    }

    fn push(&mut self, i: usize, v: f64) {
        if v != 0.0 && self.len < MAX_NONZERO {
            self.idx[self.len] = i as u32;
            self.val[self.len] = v;
            self.len += 1;
        }
    }

    /// The (index, value) pairs.
    pub fn iter(&self) -> impl Iterator<Item = (usize, f64)> + '_ {
        (0..self.len).map(|k| (self.idx[k] as usize, self.val[k]))
    }

    /// The value of feature `i` (0 when absent).
    pub fn get(&self, i: usize) -> f64 {
        self.iter().find(|&(j, _)| j == i).map_or(0.0, |(_, v)| v)
    }
}

/// A creature's remaining health: power and armor, less its damage.
fn health(g: &Game, c: CardRef) -> i32 {
    g.power(c) + g.armor(c) - g.card(c).damage as i32
}

/// The features of the step 3 choice `c` of the active player `me` at `g`
/// (other choices have none).
pub fn features(g: &Game, me: Player, c: Choice) -> ChoiceFeatures {
    let table = slugs();
    let card_slot = |card: CardRef, used: bool| {
        N_GENERIC + 2 * table.of_card[g.card(card).def.0 as usize] as usize + used as usize
    };
    let mut f = ChoiceFeatures::default();
    match c {
        Choice::Play(card) => {
            let def = g.def(card);
            f.push(0, 1.0);
            f.push(card_slot(card, false), 1.0);
            f.push(12, (def.amber + g.card(card).icons.amber) as f64);
            match def.kind {
                CardType::Creature | CardType::TokenCreature => {
                    f.push(8, 1.0);
                    f.push(13, def.power as f64);
                }
                CardType::Artifact => f.push(9, 1.0),
                CardType::Action => {
                    f.push(10, 1.0);
                    f.push(21, g.creatures(me.opponent()).len() as f64);
                    f.push(22, g.creatures(me).len() as f64);
                }
                CardType::Upgrade => f.push(11, 1.0),
                CardType::Other => {}
            }
        }
        Choice::Reap(card) => {
            f.push(1, 1.0);
            f.push(card_slot(card, true), 1.0);
            f.push(
                14,
                (g.player(me).amber as u32 + 1 == g.key_cost(me)) as u8 as f64,
            );
            f.push(20, g.power(card) as f64);
        }
        Choice::Fight(card) => {
            f.push(2, 1.0);
            f.push(card_slot(card, true), 1.0);
            let power = g.power(card);
            let mine = health(g, card);
            let enemies = g.creatures(me.opponent());
            let kill = enemies.iter().any(|&e| health(g, e) <= power);
            let safe = enemies
                .iter()
                .any(|&e| health(g, e) <= power && g.power(e) < mine);
            f.push(15, power as f64);
            f.push(16, safe as u8 as f64);
            f.push(17, kill as u8 as f64);
            f.push(18, enemies.len() as f64);
        }
        Choice::Action(card) => {
            f.push(3, 1.0);
            f.push(card_slot(card, true), 1.0);
        }
        Choice::Omni(card) => {
            f.push(4, 1.0);
            f.push(card_slot(card, true), 1.0);
        }
        Choice::RemoveStun(_) => f.push(5, 1.0),
        Choice::Discard(card) => {
            f.push(6, 1.0);
            f.push(19, (g.def(card).amber + g.card(card).icons.amber) as f64);
        }
        Choice::EndTurn => f.push(7, 1.0),
        _ => {}
    }
    f
}

/// What a prior was fitted from, and how well it imitates its teacher.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PriorTraining {
    /// The agent whose self-play games supplied the positions.
    pub agent: String,
    /// The policy imitated: the choice it makes is the target.
    pub teacher: String,
    /// Self-play games played for the fit.
    pub games: u64,
    /// Decisions (main-phase, with two choices or more) fitted to.
    pub decisions: u64,
    /// Mean log-loss of the teacher's choices under the fitted prior.
    pub loss: f64,
    /// On decisions of games on the held-out decks, if any: how often the
    /// prior's most likely choice is the teacher's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holdout_agreement: Option<f64>,
}

/// A prior over step 3 choices (see the module documentation).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prior {
    /// The file format's version ([`FORMAT_VERSION`]).
    pub format: u32,
    /// The generic features' weights, by name ([`GENERIC_NAMES`]).
    pub generic: BTreeMap<String, f64>,
    /// Per card slug: the weights of playing the card and of using it.
    pub cards: BTreeMap<String, [f64; 2]>,
    /// What it was fitted from.
    pub training: Option<PriorTraining>,
    /// Where it was read from, as the spec named it (not stored).
    #[serde(skip)]
    pub source: String,
    /// Every weight, by feature index ([`features`]; not stored).
    #[serde(skip)]
    weights: Vec<f64>,
}

impl Prior {
    /// A prior with the given weights, one per feature ([`feature_count`]);
    /// per-card weights of 0 are left out of the file.
    pub fn from_weights(weights: &[f64], training: Option<PriorTraining>) -> Prior {
        assert_eq!(weights.len(), feature_count());
        let generic = GENERIC_NAMES
            .iter()
            .zip(weights)
            .map(|(n, &w)| (n.to_string(), w))
            .collect();
        let cards = (0..n_slugs())
            .filter_map(|s| {
                let w = [weights[N_GENERIC + 2 * s], weights[N_GENERIC + 2 * s + 1]];
                (w != [0.0, 0.0]).then(|| (slug_name(s).to_string(), w))
            })
            .collect();
        Prior {
            format: FORMAT_VERSION,
            generic,
            cards,
            training,
            source: String::new(),
            weights: weights.to_vec(),
        }
    }

    /// Parses a prior from JSON and checks it: the format version, generic
    /// feature names of [`GENERIC_NAMES`] (an unnamed one weighs 0), card
    /// slugs this keysim knows and finite weights.
    ///
    /// # Errors
    /// What is wrong, in one line (without the file name).
    pub fn from_json(text: &str) -> Result<Prior, String> {
        let p: Prior = serde_json::from_str(text).map_err(|e| format!("not a prior file: {e}"))?;
        if p.format != FORMAT_VERSION {
            return Err(format!(
                "format version {} is not the one this keysim reads ({FORMAT_VERSION})",
                p.format
            ));
        }
        let mut weights = vec![0.0; feature_count()];
        for (name, &w) in &p.generic {
            let Some(i) = GENERIC_NAMES.iter().position(|n| n == name) else {
                return Err(format!(
                    "feature \"{name}\" is not one of this keysim's {N_GENERIC} step 3 features ({}, ...)",
                    GENERIC_NAMES[..3].join(", ")
                ));
            };
            if !w.is_finite() {
                return Err(format!("the weight of {name} is not a number"));
            }
            weights[i] = w;
        }
        for (slug, w) in &p.cards {
            let Ok(s) = slugs().names.binary_search(&slug.as_str()) else {
                return Err(format!(
                    "card \"{slug}\" is not a card slug this keysim knows"
                ));
            };
            if !w.iter().all(|w| w.is_finite()) {
                return Err(format!("a weight of card {slug} is not a number"));
            }
            weights[N_GENERIC + 2 * s] = w[0];
            weights[N_GENERIC + 2 * s + 1] = w[1];
        }
        Ok(Prior { weights, ..p })
    }

    /// Reads a prior file.
    ///
    /// # Errors
    /// The file cannot be read or is not a prior ([`Prior::from_json`]).
    pub fn load(path: &str) -> Result<Prior, ModelError> {
        let err = |reason: String| ModelError {
            kind: "prior",
            path: path.to_string(),
            reason,
        };
        let text = std::fs::read_to_string(Path::new(path)).map_err(|e| err(e.to_string()))?;
        let mut p = Prior::from_json(&text).map_err(err)?;
        p.source = path.to_string();
        Ok(p)
    }

    /// The prior as pretty-printed JSON, ending with a newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).expect("a prior serializes");
        s.push('\n');
        s
    }

    /// Every weight, by feature index.
    pub fn weights(&self) -> &[f64] {
        &self.weights
    }

    /// The score of step 3 choice `c` for the active player `me`: its
    /// log-probability, up to a constant shared by the decision's choices.
    pub fn score(&self, g: &Game, me: Player, c: Choice) -> f64 {
        features(g, me, c)
            .iter()
            .map(|(i, v)| self.weights[i] * v)
            .sum()
    }

    /// The weights of card `id`: of playing it and of using it.
    pub fn card_weights(&self, id: CardId) -> [f64; 2] {
        let s = slugs().of_card[id.0 as usize] as usize;
        [
            self.weights[N_GENERIC + 2 * s],
            self.weights[N_GENERIC + 2 * s + 1],
        ]
    }
}

impl fmt::Display for Prior {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "prior {} ({} cards weighed)",
            self.source,
            self.cards.len()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_engine::scenario::Scenario;
    use keysim_facts::House;

    /// The generic feature called `name` of `f`.
    fn named(f: &ChoiceFeatures, name: &str) -> f64 {
        f.get(GENERIC_NAMES.iter().position(|&n| n == name).unwrap())
    }

    #[test]
    fn a_fight_that_kills_and_survives_is_told_from_one_that_cannot_kill() {
        let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
            .battleline(Player::A, &["Troll", "Bumpsy"])
            .battleline(Player::B, &["Dust Pixie", "Ganger Chieftain"])
            .start();
        let troll = features(&t.g, Player::A, Choice::Fight(t.find("Troll")));
        assert_eq!(named(&troll, "fight"), 1.0);
        assert_eq!(named(&troll, "fight_power"), 8.0);
        assert_eq!(named(&troll, "fight_kill"), 1.0);
        assert_eq!(named(&troll, "fight_safe_kill"), 1.0);
        assert_eq!(named(&troll, "fight_enemies"), 2.0);
        // Bumpsy cannot kill a Troll.
        let outmatched = Scenario::new(keysim_cards::pool(), House::Brobnar)
            .battleline(Player::A, &["Bumpsy"])
            .battleline(Player::B, &["Troll"])
            .start();
        let bumpsy = features(
            &outmatched.g,
            Player::A,
            Choice::Fight(outmatched.find("Bumpsy")),
        );
        assert_eq!(named(&bumpsy, "fight_kill"), 0.0);
        assert_eq!(named(&bumpsy, "fight_safe_kill"), 0.0);
    }

    #[test]
    fn playing_a_card_reads_its_printed_facts_and_its_own_weight() {
        let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
            .hand(Player::A, &["Troll", "Anger"])
            .start();
        let troll = t.find("Troll");
        let f = features(&t.g, Player::A, Choice::Play(troll));
        assert_eq!(named(&f, "play"), 1.0);
        assert_eq!(named(&f, "play_creature"), 1.0);
        assert_eq!(named(&f, "play_power"), t.g.def(troll).power as f64);
        assert_eq!(named(&f, "reap"), 0.0);
        let anger = features(&t.g, Player::A, Choice::Play(t.find("Anger")));
        assert_eq!(named(&anger, "play_action"), 1.0);
        assert_eq!(named(&anger, "play_amber"), 1.0);
        // A prior that likes only playing the Troll scores just that.
        let mut w = vec![0.0; feature_count()];
        let slot = slugs().of_card[t.g.card(troll).def.0 as usize] as usize;
        w[N_GENERIC + 2 * slot] = 2.5;
        let prior = Prior::from_weights(&w, None);
        assert_eq!(prior.score(&t.g, Player::A, Choice::Play(troll)), 2.5);
        assert_eq!(prior.score(&t.g, Player::A, Choice::Reap(troll)), 0.0);
        assert_eq!(prior.card_weights(t.g.card(troll).def), [2.5, 0.0]);
        assert_eq!(
            prior.score(&t.g, Player::A, Choice::Play(t.find("Anger"))),
            0.0
        );
    }

    #[test]
    fn a_prior_file_without_a_card_scores_it_by_its_generic_features_alone() {
        // Issue 34: a card the file does not name (one of a set the prior
        // never trained on) is neutral, never an error.
        let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
            .hand(Player::A, &["Troll"])
            .start();
        let troll = t.find("Troll");
        let slot = slugs().of_card[t.g.card(troll).def.0 as usize] as usize;
        let mut w = vec![0.0; feature_count()];
        w[GENERIC_NAMES
            .iter()
            .position(|&n| n == "play_creature")
            .unwrap()] = 1.0;
        w[N_GENERIC + 2 * slot] = 2.5;
        let named = Prior::from_weights(&w, None);
        assert_eq!(named.score(&t.g, Player::A, Choice::Play(troll)), 3.5);
        let mut file = named.clone();
        assert!(file.cards.remove(slug_name(slot)).is_some());
        let without = Prior::from_json(&file.to_json()).unwrap();
        assert_eq!(without.card_weights(t.g.card(troll).def), [0.0, 0.0]);
        assert_eq!(without.score(&t.g, Player::A, Choice::Play(troll)), 1.0);
        assert_eq!(without.score(&t.g, Player::A, Choice::Reap(troll)), 0.0);
    }

    #[test]
    fn a_prior_trained_on_cota_weighs_a_card_it_never_saw_as_neutral() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../agents/models/prior/cota.json"
        );
        let prior = Prior::load(path).unwrap();
        let trained = (0..all().len() as u16)
            .map(CardId)
            .filter(|id| id.def().set == "CotA")
            .any(|id| prior.card_weights(id) != [0.0, 0.0]);
        assert!(trained, "the stored prior weighs CotA cards");
        for slug in ["the-red-baron", "gargantodon", "shard-of-greed"] {
            let id = keysim_facts::by_slug(slug, None, None).unwrap();
            assert_eq!(prior.card_weights(id), [0.0, 0.0], "{slug}");
        }
    }

    #[test]
    fn reprints_share_their_cards_weights() {
        let by_slug = |slug: &str| -> Vec<CardId> {
            (0..all().len() as u16)
                .map(CardId)
                .filter(|&id| id.def().slug == slug)
                .collect()
        };
        let reprinted = all()
            .iter()
            .map(|d| d.slug)
            .find(|s| by_slug(s).len() >= 2)
            .expect("some card is printed twice");
        let ids = by_slug(reprinted);
        let mut w = vec![0.0; feature_count()];
        w[N_GENERIC + 2 * slugs().of_card[ids[0].0 as usize] as usize + 1] = -1.0;
        let prior = Prior::from_weights(&w, None);
        for id in ids {
            assert_eq!(prior.card_weights(id), [0.0, -1.0], "{reprinted}");
        }
        assert_eq!(prior.cards.len(), 1);
    }

    #[test]
    fn a_prior_file_reads_back_as_written_and_bad_files_are_refused() {
        let mut w = vec![0.0; feature_count()];
        w[0] = 1.25;
        w[N_GENERIC + 5] = -0.5;
        let prior = Prior::from_weights(
            &w,
            Some(PriorTraining {
                games: 3,
                ..PriorTraining::default()
            }),
        );
        let back = Prior::from_json(&prior.to_json()).unwrap();
        assert_eq!(back.weights(), prior.weights());
        assert_eq!(back.training, prior.training);
        let unknown = prior.to_json().replace("\"reap\"", "\"reaping\"");
        let e = Prior::from_json(&unknown).unwrap_err();
        assert!(e.contains("feature \"reaping\" is not one of"), "{e}");
        let slug = slug_name(2);
        let bad_card = prior
            .to_json()
            .replace(&format!("\"{slug}\""), "\"no-such-card\"");
        let e = Prior::from_json(&bad_card).unwrap_err();
        assert!(e.contains("\"no-such-card\" is not a card slug"), "{e}");
        let later = prior.to_json().replace("\"format\": 1", "\"format\": 9");
        assert!(Prior::from_json(&later)
            .unwrap_err()
            .contains("format version 9"));
        assert!(Prior::from_json("{}")
            .unwrap_err()
            .starts_with("not a prior file"));
    }
}
