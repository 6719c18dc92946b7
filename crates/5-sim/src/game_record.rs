//! One game as a file: its setup and every decision's answer, enough to
//! play it again exactly. `keysim play` writes it after each decision (the
//! save to continue from, and the log `keysim replay` steps through).
//!
//! An answer is stored as its index among the legal choices the engine
//! lists for the decision, so the file holds no engine type: replaying it
//! on the same engine gives the same game, and a file from an engine that
//! lists other choices is caught (an index out of range) rather than
//! misread silently where it can be.

use std::path::Path;

use serde::{Deserialize, Serialize};

use keysim_decks::DeckList;
use keysim_engine::{Choice, ChoiceList, ForfeitReason, Game, GameSetup, Player};

/// The version of the file format, written in every record.
pub const RECORD_FORMAT: u32 = 1;

/// Who plays a seat in a record: a person, or an agent by its spec.
pub const PERSON: &str = "person";

/// A game's setup and answers so far (see the module documentation).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    /// [`RECORD_FORMAT`] when written.
    pub format: u32,
    /// What the file is, for a person opening it: `"keysim game"`.
    pub kind: String,
    /// The keysim version that wrote it.
    pub keysim_version: String,
    #[serde(with = "keysim_decks::stored")]
    pub deck_a: DeckList,
    #[serde(with = "keysim_decks::stored")]
    pub deck_b: DeckList,
    pub chains: [u8; 2],
    /// The seed of the deal and every random event of the game.
    pub seed: u64,
    /// `"A"` or `"B"`.
    pub first: String,
    pub turn_cap: u16,
    /// Who plays seat A and seat B: [`PERSON`] or an agent spec.
    pub players: [String; 2],
    /// The seed the agents were built with.
    pub agent_seed: u64,
    /// Each decision's answer, as its index among the legal choices.
    pub answers: Vec<u16>,
    /// The seat that conceded, if one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conceded: Option<String>,
    /// The seat whose agent failed after the last answer, and why
    /// ([`ForfeitReason::name`]): the game ended there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<(String, String)>,
}

/// The seat's letter.
pub fn seat_name(p: Player) -> &'static str {
    match p {
        Player::A => "A",
        Player::B => "B",
    }
}

/// The seat of a letter.
pub fn seat_of(s: &str) -> Option<Player> {
    match s {
        "A" => Some(Player::A),
        "B" => Some(Player::B),
        _ => None,
    }
}

impl GameRecord {
    /// A record of a game about to start from `setup` (whose first player
    /// is fixed) with no answer yet.
    pub fn new(setup: &GameSetup, first: Player, players: [String; 2], agent_seed: u64) -> Self {
        GameRecord {
            format: RECORD_FORMAT,
            kind: "keysim game".to_string(),
            keysim_version: super::VERSION.to_string(),
            deck_a: setup.decks[0].clone(),
            deck_b: setup.decks[1].clone(),
            chains: setup.chains,
            seed: setup.seed,
            first: seat_name(first).to_string(),
            turn_cap: setup.turn_cap,
            players,
            agent_seed,
            answers: Vec::new(),
            conceded: None,
            forfeit: None,
        }
    }

    /// The game's setup.
    ///
    /// # Errors
    /// If the first player is not `A` or `B`.
    pub fn setup(&self) -> Result<GameSetup, String> {
        let first = seat_of(&self.first)
            .ok_or_else(|| format!("the first player is \"{}\", not A or B", self.first))?;
        Ok(GameSetup {
            decks: [self.deck_a.clone(), self.deck_b.clone()],
            chains: self.chains,
            seed: self.seed,
            first_player: Some(first),
            turn_cap: self.turn_cap,
        })
    }

    /// The decks' names, deck A's first.
    pub fn names(&self) -> [&str; 2] {
        [&self.deck_a.name, &self.deck_b.name]
    }

    /// Notes that `choice`, one of `legal`, answers the current decision.
    ///
    /// # Panics
    /// If `choice` is not among `legal`.
    pub fn push(&mut self, legal: &[Choice], choice: Choice) {
        let i = legal
            .iter()
            .position(|&c| c == choice)
            .expect("the answer is a legal choice");
        self.answers.push(i as u16);
    }

    /// Plays the answers from the start: the game before each answer with
    /// the choice it stands for, and the game after the last.
    ///
    /// # Errors
    /// A message if the game cannot start or an answer is not a legal
    /// choice (a file from another engine, or damaged).
    pub fn replay(&self) -> Result<(Vec<(Game, Choice)>, Game), String> {
        let setup = self.setup()?;
        let mut g = Game::new(&setup, keysim_cards::pool()).map_err(|e| e.to_string())?;
        let mut list = ChoiceList::new();
        let mut steps = Vec::with_capacity(self.answers.len());
        for (n, &i) in self.answers.iter().enumerate() {
            if g.decision().is_none() {
                return Err(format!(
                    "answer {} comes after the end of the game: the file is damaged or \
                     was written by another build of keysim",
                    n + 1
                ));
            }
            g.legal_choices(&mut list);
            let Some(&c) = list.get(i as usize) else {
                return Err(format!(
                    "answer {} is choice {} of a decision with {}: the file is damaged or \
                     was written by another build of keysim",
                    n + 1,
                    i as usize + 1,
                    list.len()
                ));
            };
            steps.push((g, c));
            g.apply_unchecked(c);
        }
        if let Some((seat, why)) = &self.forfeit {
            let p = seat_of(seat).ok_or_else(|| format!("the forfeit names seat \"{seat}\""))?;
            let reason = ForfeitReason::ALL
                .iter()
                .find(|r| r.name() == why)
                .ok_or_else(|| format!("the forfeit gives an unknown reason \"{why}\""))?;
            g.forfeit(p, *reason);
        }
        Ok((steps, g))
    }

    /// Reads a record from a file.
    ///
    /// # Errors
    /// A one-line message if the file cannot be read or is not a record.
    pub fn read(path: &Path) -> Result<GameRecord, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read \"{}\": {e}", path.display()))?;
        let rec: GameRecord = serde_json::from_str(&text).map_err(|e| {
            format!(
                "\"{}\" is not a game saved by keysim play: {e}",
                path.display()
            )
        })?;
        if rec.format != RECORD_FORMAT {
            return Err(format!(
                "\"{}\" is a game file of format {}; this keysim reads format {RECORD_FORMAT}",
                path.display(),
                rec.format
            ));
        }
        Ok(rec)
    }

    /// The record as JSON text (one object, ending with a newline).
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_agents::{next_choice, AgentSpec};
    use keysim_decks as deck;

    #[test]
    fn a_record_replays_the_game_it_was_written_from() {
        let a = deck::resolve("radiant").unwrap();
        let b = deck::resolve("onyx").unwrap();
        let mut setup = GameSetup::new(a, b, 11);
        setup.first_player = Some(Player::B);
        let players = ["random".to_string(), "random".to_string()];
        let mut rec = GameRecord::new(&setup, Player::B, players, 5);
        let mut g = Game::new(&setup, keysim_cards::pool()).unwrap();
        let (mut x, mut y) = (AgentSpec::Random.build(1), AgentSpec::Random.build(2));
        let mut agents: [&mut dyn keysim_agents::Agent; 2] = [x.as_mut(), y.as_mut()];
        let mut list = ChoiceList::new();
        while g.decision().is_some() {
            g.legal_choices(&mut list);
            let c = next_choice(&g, &mut agents, &list).unwrap();
            rec.push(&list, c);
            g.apply_unchecked(c);
        }
        let back: GameRecord = serde_json::from_str(&rec.to_json()).unwrap();
        let (steps, end) = back.replay().unwrap();
        assert_eq!(steps.len(), rec.answers.len());
        assert_eq!(end.outcome(), g.outcome());
        assert_eq!(end.turn(), g.turn());
        assert_eq!(end.player(Player::A).keys, g.player(Player::A).keys);
        let mut damaged = back.clone();
        damaged.answers[0] = 400;
        assert!(damaged.replay().unwrap_err().contains("answer 1"));
    }
}
