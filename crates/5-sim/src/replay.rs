//! A finished (or saved) game as a list of steps to walk through: the game
//! before each decision and the choice made, then the game at the end.
//!
//! Two sources: a game file of `keysim play` ([`GameRecord`]), whose
//! answers are played again, and a game of a result log (`--log` of
//! `match`, `strength`, `handicap`, `league`), which is played again from
//! its job's parameters (the matchup's decks, agents and seeds): the same
//! game, as long as the engine and agents play as they did (a wall-clock
//! agent budget, `time_ms`, does not replay) — [`Replay::note`] says so
//! when the game played again ends otherwise than the log says.

use std::path::Path;

use keysim_agents::{next_choice, Agent};
use keysim_engine::{Choice, ChoiceList, Game, Player};

use super::game_record::{GameRecord, PERSON};
use super::job::find_kind;
use super::plan::{Batch, GamePlayer};
use super::records::read_log;
use super::report::Format;
use super::runner::{MatchConfig, RunError};
use super::stats::GameResult;

/// One decision of a replayed game.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// The game as the decision was asked.
    pub before: Game,
    pub choice: Choice,
}

/// A game to step through.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The decks' names, deck A's first.
    pub names: [String; 2],
    /// Who played each seat: an agent spec, or `person`.
    pub players: [String; 2],
    pub steps: Vec<Step>,
    /// The game after the last step.
    pub end: Game,
    /// What the source says that the replay does not show (a concession,
    /// or a result the replayed game does not reach).
    pub note: Option<String>,
}

impl Replay {
    /// The game of a file of `keysim play`.
    ///
    /// # Errors
    /// A message if an answer does not fit the game.
    pub fn of_record(rec: &GameRecord) -> Result<Replay, String> {
        let (steps, end) = rec.replay()?;
        Ok(Replay {
            names: [rec.deck_a.name.clone(), rec.deck_b.name.clone()],
            players: rec.players.clone(),
            steps: steps
                .into_iter()
                .map(|(before, choice)| Step { before, choice })
                .collect(),
            end,
            note: rec
                .conceded
                .as_ref()
                .map(|s| format!("{s} conceded the game here")),
        })
    }

    /// Game `game` (from 1, in the log's order: by matchup, then game
    /// index) of a result log, played again; also how many games the log
    /// holds.
    ///
    /// # Errors
    /// A message if the log cannot be read, its job not rebuilt, or it has
    /// no such game.
    pub fn of_result_log(path: &Path, game: usize) -> Result<(Replay, usize), String> {
        let log = read_log(path).map_err(|e| e.to_string())?;
        let count = log.games.len();
        let Some((&(matchup, index), &result)) = log.games.iter().nth(game.wrapping_sub(1)) else {
            return Err(format!(
                "\"{}\" holds {count} finished game{}: choose --game 1 to {count}",
                path.display(),
                if count == 1 { "" } else { "s" }
            ));
        };
        let kind = find_kind(&log.header.kind).ok_or_else(|| {
            format!(
                "\"{}\" is the log of a \"{}\" run, which this keysim does not know",
                path.display(),
                log.header.kind
            )
        })?;
        let mut capture = Capture {
            finished: log.games.clone(),
            matchups: Vec::new(),
        };
        // The job asks for its games, naming its matchups: answered from
        // the log (or with stand-ins), it plays nothing.
        let _ = (kind.run)(&log.header.params, &mut capture, Format::Table);
        let cfg = capture.matchups.get(matchup).cloned().ok_or_else(|| {
            format!(
                "the {} run of \"{}\" has no matchup {matchup}",
                log.header.kind,
                path.display()
            )
        })?;
        let replay = play_recorded(&cfg, index);
        let again = GameResult::of(&replay.end);
        let mut replay = replay;
        if again != result {
            replay.note = Some(format!(
                "played again, this game ends otherwise than the log says (there: winner {}, \
                 {} turns); the log was written by another build of keysim or with a \
                 wall-clock agent budget",
                result.winner.map_or("none".to_string(), |p| p.to_string()),
                result.turns
            ));
        }
        Ok((replay, count))
    }

    /// The index of the first step of each turn (and of the setup's first
    /// step, turn 0), with the turn's number.
    pub fn turn_starts(&self) -> Vec<(u16, usize)> {
        let mut out: Vec<(u16, usize)> = Vec::new();
        for (i, s) in self.steps.iter().enumerate() {
            let t = turn_number(&s.before);
            if out.last().is_none_or(|&(last, _)| last != t) {
                out.push((t, i));
            }
        }
        out
    }

    /// The game at position `i`: before step `i`, or the end if `i` is
    /// past the last step.
    pub fn game_at(&self, i: usize) -> &Game {
        self.steps.get(i).map_or(&self.end, |s| &s.before)
    }
}

/// The turn `g` is in, 0 during the setup (the mulligans).
pub fn turn_number(g: &Game) -> u16 {
    if matches!(g.phase(), keysim_engine::Phase::Mulligan(_)) {
        0
    } else {
        g.turn()
    }
}

/// Plays game `index` of matchup `cfg` as a run plays it, keeping every
/// decision.
pub fn play_recorded(cfg: &MatchConfig, index: u64) -> Replay {
    let setup = cfg.setup(index);
    let mut a = cfg.agent_a.build(cfg.agent_seed(index, Player::A));
    let mut b = cfg.agent_b.build(cfg.agent_seed(index, Player::B));
    let mut agents: [&mut dyn Agent; 2] = [a.as_mut(), b.as_mut()];
    let mut g = Game::new(&setup, keysim_cards::pool()).expect("the run's games start");
    let mut list = ChoiceList::new();
    let mut steps = Vec::new();
    while let Some(d) = g.decision() {
        g.legal_choices(&mut list);
        match next_choice(&g, &mut agents, &list) {
            Ok(c) => {
                steps.push(Step {
                    before: g,
                    choice: c,
                });
                g.apply_unchecked(c);
            }
            Err(reason) => g.forfeit(d.player, reason),
        }
    }
    Replay {
        names: [cfg.deck_a.name.clone(), cfg.deck_b.name.clone()],
        players: [cfg.agent_a.to_string(), cfg.agent_b.to_string()],
        steps,
        end: g,
        note: None,
    }
}

/// Whether a seat of a replay was played by a person.
pub fn is_person(spec: &str) -> bool {
    spec == PERSON
}

/// A game player that keeps the matchups a job names and answers from a
/// log's finished games, with a stand-in (no winner, no turn) for any
/// other: it plays nothing.
struct Capture {
    finished: super::logged::Finished,
    matchups: Vec<MatchConfig>,
}

impl GamePlayer for Capture {
    fn play(
        &mut self,
        matchups: &[MatchConfig],
        batches: &[Batch],
    ) -> Result<Vec<Vec<GameResult>>, RunError> {
        if matchups.len() >= self.matchups.len() {
            self.matchups = matchups.to_vec();
        }
        Ok(batches
            .iter()
            .map(|b| {
                let first = matchups[b.matchup].setup(b.games.start).first_player;
                b.games
                    .clone()
                    .map(|g| {
                        self.finished
                            .get(&(b.matchup, g))
                            .copied()
                            .unwrap_or(GameResult {
                                winner: None,
                                first_player: first.unwrap_or(Player::A),
                                turns: 0,
                                keys: [0, 0],
                                forfeit: None,
                            })
                    })
                    .collect()
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::match_job::MatchJob;
    use crate::runs::{self, RunOptions};
    use keysim_agents::AgentSpec;
    use keysim_decks as deck;

    #[test]
    fn a_game_of_a_match_log_replays_to_its_logged_result() {
        let dir = std::env::temp_dir().join(format!("keysim-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("run.jsonl");
        let _ = std::fs::remove_file(&path);
        let a = deck::resolve("radiant").unwrap();
        let b = deck::resolve("onyx").unwrap();
        let mut cfg = MatchConfig::new(a, b, AgentSpec::Random, AgentSpec::Random);
        cfg.games = 4;
        cfg.threads = 1;
        let job = MatchJob::new(cfg.clone());
        let opts = RunOptions {
            log: Some(path.clone()),
            ..RunOptions::new(1)
        };
        let (_, mut player) = runs::start(&job, &opts).unwrap();
        runs::finish(&job, &mut player, Format::Table).unwrap();
        let whole = crate::run(&cfg).unwrap().results;
        for n in 1..=4 {
            let (replay, count) = Replay::of_result_log(&path, n).unwrap();
            assert_eq!(count, 4);
            assert_eq!(GameResult::of(&replay.end), whole[n - 1]);
            assert!(replay.note.is_none());
            assert_eq!(replay.turn_starts()[0].0, 0, "the setup comes first");
        }
        let err = Replay::of_result_log(&path, 5).unwrap_err();
        assert!(err.contains("choose --game 1 to 4"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
