//! Golden games: seeded games between the embedded decks, stored with their
//! outcome, turn count and a hash of their game log (`golden.jsonl`, one
//! game per line). A unit test replays every one, so any change to how the
//! engine plays a game shows up as a named game that differs.
//!
//! Every embedded deck plays at least one game with each agent kind (random
//! and greedy): the decks are paired over a rotation of the library, not in
//! every pairing, to keep the replay to a few seconds.
//!
//! When a change is meant to alter how games are played (a rule, a card, an
//! agent, the deck library), regenerate the file with
//!
//! ```text
//! scripts/golden.sh
//! ```
//!
//! (`KEYSIM_GOLDEN=write cargo test --release --lib sim::golden`), which
//! prints how many games changed, and say so in the commit. The hash of the
//! whole file, [`golden_hash`], identifies how this engine plays: the stored
//! gauntlet records the one it was measured under
//! ([`RoundRobin::golden`](crate::jobs::gauntlet::RoundRobin::golden)).

use serde::{Deserialize, Serialize};

use keysim_agents::AgentSpec;
use keysim_decks::{self as deck, DeckList};
use keysim_engine::{mix_seed, GameSetup, Outcome};

/// The stored golden games.
const STORED: &str = include_str!("golden.jsonl");

/// The agent kinds every deck plays with.
pub const AGENTS: [&str; 2] = ["random", "greedy"];

/// The [`mix_seed`] stream of the agents' seeds (apart from the streams
/// the game's setup draws from its seed).
const AGENT_STREAM: u64 = 0x601d;

/// The command that regenerates the stored file.
pub const REGENERATE: &str = "scripts/golden.sh";

/// One golden game: what it was played with and how it went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoldenGame {
    /// Player A's and player B's decks (embedded deck names).
    pub decks: [String; 2],
    /// Player A's and player B's agents (canonical specs).
    pub agents: [String; 2],
    /// The game's seed ([`GameSetup::seed`]); each agent's seed derives
    /// from it and its seat.
    pub seed: u64,
    /// How it ended ([`outcome_text`]).
    pub outcome: String,
    /// The turn it ended on.
    pub turns: u16,
    /// [`fnv1a64`] of its game log (`crate::log`), in hexadecimal.
    pub log: String,
}

impl GoldenGame {
    /// The fields of `self` and `other` that differ, first one first:
    /// `(field, self's value, other's value)`.
    pub fn differences(&self, other: &GoldenGame) -> Vec<(&'static str, String, String)> {
        let mut out = Vec::new();
        let mut field = |name, a: String, b: String| {
            if a != b {
                out.push((name, a, b));
            }
        };
        field("decks", self.decks.join(" vs "), other.decks.join(" vs "));
        field(
            "agents",
            self.agents.join(" vs "),
            other.agents.join(" vs "),
        );
        field("seed", self.seed.to_string(), other.seed.to_string());
        field("outcome", self.outcome.clone(), other.outcome.clone());
        field("turns", self.turns.to_string(), other.turns.to_string());
        field("log hash", self.log.clone(), other.log.clone());
        out
    }

    /// A short name of the game for messages.
    pub fn describe(&self) -> String {
        format!(
            "{} vs {}, {} vs {}, seed {}",
            self.decks[0], self.decks[1], self.agents[0], self.agents[1], self.seed
        )
    }
}

/// FNV-1a, 64 bits: a hash that stays the same across Rust versions and
/// platforms (unlike `DefaultHasher`).
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    bytes
        .iter()
        .fold(OFFSET, |h, &b| (h ^ u64::from(b)).wrapping_mul(PRIME))
}

/// How an outcome reads in the golden file.
pub fn outcome_text(outcome: Option<Outcome>) -> String {
    match outcome {
        Some(Outcome::Won(p)) => format!("{p} wins"),
        Some(Outcome::TurnCap) => "turn cap".into(),
        Some(Outcome::Aborted(limit)) => format!("aborted: {limit}"),
        Some(Outcome::Forfeited { player, reason }) => format!("{player} forfeits: {reason:?}"),
        None => "not over".into(),
    }
}

/// The golden games to play, in order, without their results: for each
/// agent kind `k` and each embedded deck `i` (of `n`), deck `i` against
/// deck `(i + 1 + k) % n`, both sides played by that kind, with seed
/// `k * n + i`.
pub fn plan() -> Vec<GoldenGame> {
    let decks = deck::embedded();
    let n = decks.len();
    let mut out = Vec::with_capacity(AGENTS.len() * n);
    for (k, agent) in AGENTS.iter().enumerate() {
        for i in 0..n {
            let j = (i + 1 + k) % n;
            out.push(GoldenGame {
                decks: [decks[i].name.clone(), decks[j].name.clone()],
                agents: [agent.to_string(), agent.to_string()],
                seed: (k * n + i) as u64,
                outcome: String::new(),
                turns: 0,
                log: String::new(),
            });
        }
    }
    out
}

fn embedded(name: &str) -> Result<&'static DeckList, String> {
    deck::embedded()
        .iter()
        .find(|d| d.name == name)
        .ok_or_else(|| format!("no embedded deck is named \"{name}\""))
}

/// Plays the game `game` describes (its decks, agents and seed) and returns
/// it with its results filled in.
///
/// # Errors
/// A deck that is not embedded or an agent spec that does not parse.
pub fn play(game: &GoldenGame) -> Result<GoldenGame, String> {
    let setup = GameSetup::new(
        embedded(&game.decks[0])?.clone(),
        embedded(&game.decks[1])?.clone(),
        game.seed,
    );
    let agent = |seat: u64| -> Result<_, String> {
        let spec = AgentSpec::parse(&game.agents[seat as usize]).map_err(|e| e.to_string())?;
        Ok(spec.build(mix_seed(mix_seed(game.seed, AGENT_STREAM), seat)))
    };
    let (mut a, mut b) = (agent(0)?, agent(1)?);
    let (end, log) = crate::log::play_logged(&setup, [a.as_mut(), b.as_mut()]);
    Ok(GoldenGame {
        outcome: outcome_text(end.outcome()),
        turns: end.turn(),
        log: format!("{:016x}", fnv1a64(log.as_bytes())),
        ..game.clone()
    })
}

/// Plays every game of [`plan`], in parallel (the results do not depend on
/// the threads).
///
/// # Panics
/// If an embedded deck or agent does not load (a bug of the build).
pub fn play_all() -> Vec<GoldenGame> {
    use rayon::prelude::*;
    plan()
        .par_iter()
        .map(|g| play(g).expect("the plan names embedded decks and known agents"))
        .collect()
}

/// The golden file's text for `games`: one JSON object per line.
pub fn render(games: &[GoldenGame]) -> String {
    let mut out = String::new();
    for g in games {
        out.push_str(&serde_json::to_string(g).expect("plain data serializes"));
        out.push('\n');
    }
    out
}

/// Reads a golden file's text.
///
/// # Errors
/// The first line that is not a golden game.
pub fn parse(text: &str) -> Result<Vec<GoldenGame>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// The stored golden games.
///
/// # Panics
/// If the stored file does not read (a bug of the build: a test reads it).
pub fn stored() -> Vec<GoldenGame> {
    parse(STORED).unwrap_or_else(|e| panic!("the stored golden games: {e}"))
}

/// The hash of a list of golden games (of its [`render`]ing, so line
/// endings in a checkout do not matter), in hexadecimal.
pub fn hash_of(games: &[GoldenGame]) -> String {
    format!("{:016x}", fnv1a64(render(games).as_bytes()))
}

/// The golden hash: [`hash_of`] the stored golden games, which the replay
/// test keeps equal to how this engine plays them.
pub fn golden_hash() -> String {
    hash_of(&stored())
}

/// The first difference between the `expected` games and the `found` ones,
/// as a message naming the game and the field, or `None` if they are the
/// same.
pub fn first_difference(expected: &[GoldenGame], found: &[GoldenGame]) -> Option<String> {
    for (i, (e, f)) in expected.iter().zip(found).enumerate() {
        if let Some((field, want, got)) = e.differences(f).into_iter().next() {
            return Some(format!(
                "golden game {} ({}) differs: {field} expected {want}, found {got}",
                i + 1,
                e.describe()
            ));
        }
    }
    if expected.len() != found.len() {
        return Some(format!(
            "{} golden games expected, {} found (the deck library or the plan changed)",
            expected.len(),
            found.len()
        ));
    }
    None
}

/// How many of `new` differ from the game at the same place in `old`
/// (games beyond the shorter list count as changed).
pub fn changed(old: &[GoldenGame], new: &[GoldenGame]) -> usize {
    let same = old.iter().zip(new).filter(|(a, b)| a == b).count();
    old.len().max(new.len()) - same
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a64_is_the_published_function() {
        // Test vectors of the FNV reference (draft-eastlake-fnv).
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn every_embedded_deck_plays_with_every_agent_kind() {
        let games = stored();
        for d in deck::embedded() {
            for agent in AGENTS {
                assert!(
                    games
                        .iter()
                        .any(|g| g.agents.iter().all(|a| a == agent) && g.decks.contains(&d.name)),
                    "{} plays no golden game with {agent}: regenerate with {REGENERATE}",
                    d.name
                );
            }
        }
    }

    #[test]
    fn a_difference_names_the_game_and_the_field() {
        let a = stored();
        let mut b = a.clone();
        b[1].turns += 1;
        let message = first_difference(&a, &b).unwrap();
        assert!(message.starts_with("golden game 2 ("), "{message}");
        assert!(
            message.ends_with(&format!(
                "turns expected {}, found {}",
                a[1].turns,
                a[1].turns + 1
            )),
            "{message}"
        );
        assert_eq!(changed(&a, &b), 1);
        assert_ne!(hash_of(&a), hash_of(&b));
        assert_eq!(first_difference(&a, &a), None);
        assert_eq!(parse(&render(&a)).unwrap(), a);
    }

    /// Replays the golden games; with `KEYSIM_GOLDEN=write` in the
    /// environment (`scripts/golden.sh`), writes them to the stored file
    /// instead and says how many changed.
    #[test]
    fn golden_games_replay() {
        let found = play_all();
        let expected = stored();
        if std::env::var_os("KEYSIM_GOLDEN").is_some_and(|v| v == "write") {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/golden.jsonl");
            std::fs::write(path, render(&found)).expect("write the golden file");
            println!(
                "{} of {} golden games changed; wrote {path} (golden hash {})",
                changed(&expected, &found),
                found.len(),
                hash_of(&found)
            );
            return;
        }
        if let Some(message) = first_difference(&expected, &found) {
            panic!(
                "{message}\n({} of {} golden games changed.) If the change is intended, \
                 regenerate with {REGENERATE} and say so in the commit.",
                changed(&expected, &found),
                expected.len().max(found.len())
            );
        }
    }
}
