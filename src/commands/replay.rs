//! `keysim replay`: step through a game, forward and back, one decision or
//! one turn at a time, as one player saw it or with every card face up.
//!
//! It reads a game file of `keysim play`, or a result log (`--log`) of
//! `match`, `strength`, `handicap` or `league`, whose game it plays again
//! from the run's parameters. Commands come on standard input (`next`,
//! `back`, `turn N`, ...); with `--print` it writes the game (from `--turn`
//! on) without asking anything, for scripts.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use clap::Args;

use keysim_engine::{Game, Player};
use keysim_sim::game_record::{GameRecord, PERSON};
use keysim_sim::replay::{is_person, turn_number, Replay};
use keysim_sim::screen::{self, Viewer};
use keysim_sim::words;

use crate::terminal::{ColorChoice, Painted};
use crate::Error;

#[derive(Args, Debug)]
#[command(after_help = REPLAY_AFTER_HELP)]
pub struct ReplayArgs {
    /// A game file of `keysim play`, or a result log written with --log by
    /// match, strength, handicap or league.
    #[arg(value_name = "LOG")]
    log: PathBuf,
    /// Which game of a result log, from 1, in the log's order [default: 1].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    game: Option<u64>,
    /// Start at the beginning of turn T (0: the mulligans).
    #[arg(long, value_name = "T", default_value_t = 0)]
    turn: u16,
    /// Show the board as player A or B may know it [default: the person of
    /// a `keysim play` game, A otherwise].
    #[arg(long = "as", value_name = "A|B", value_parser = parse_seat, conflicts_with = "open")]
    seat: Option<Player>,
    /// Show every card face up: both hands, archives and decks.
    #[arg(long)]
    open: bool,
    /// Write the game from --turn to the end without asking (the board at
    /// the start of each turn, then each decision and its choice).
    #[arg(long)]
    print: bool,
    /// Colour the screen: auto (when standard output is a terminal, unless
    /// NO_COLOR is set or TERM is dumb), always, or never (plain text).
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
}

const REPLAY_AFTER_HELP: &str = "Commands (one a line): next or Enter (one decision on), back \
(one decision back), turn (the next turn), turn N, prev (the previous turn), start, end, as A, \
as B, open, board (show it again), help, quit.\n\nExamples:\n  keysim replay keysim-game-1764000000.json\n  \
keysim match radiant onyx --games 10 --log run.jsonl && keysim replay run.jsonl --game 3 --turn 5 --open";

fn parse_seat(s: &str) -> Result<Player, String> {
    match s.trim().to_ascii_uppercase().as_str() {
        "A" => Ok(Player::A),
        "B" => Ok(Player::B),
        _ => Err("expected A or B".to_string()),
    }
}

/// `keysim replay`.
pub(crate) fn run(args: &ReplayArgs) -> Result<(), Error> {
    let (replay, header) = load(args)?;
    let person = replay.players.iter().position(|p| is_person(p));
    let mut viewer = if args.open {
        Viewer::Open
    } else {
        match (args.seat, person) {
            (Some(p), _) => Viewer::Player(p),
            (None, Some(1)) => Viewer::Player(Player::B),
            _ => Viewer::Player(Player::A),
        }
    };
    let starts = replay.turn_starts();
    let start = match starts.iter().find(|&&(t, _)| t >= args.turn) {
        Some(&(_, i)) => i,
        // A game that ended before its first decision: only its end.
        None if starts.is_empty() && args.turn == 0 => 0,
        None => {
            let last = starts.last().map_or(0, |s| s.0);
            return Err(Error::Usage(format!(
                "the game has no turn {}: its last turn is {last}",
                args.turn
            )));
        }
    };
    let stdout = io::stdout();
    let mut out = Painted::new(stdout.lock(), args.color.enabled());
    let w = |e| Error::io("cannot write to standard output", e);
    writeln!(out, "{header}").map_err(w)?;
    if args.print {
        print_all(&replay, viewer, start, &mut out).map_err(w)?;
        return Ok(());
    }
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut at = start;
    show(&replay, viewer, at, &mut out).map_err(w)?;
    loop {
        write!(out, "> ").map_err(w)?;
        out.flush().map_err(w)?;
        let mut line = String::new();
        let n = input
            .read_line(&mut line)
            .map_err(|e| Error::Failed(format!("cannot read standard input: {e}")))?;
        if n == 0 {
            writeln!(out).map_err(w)?;
            return Ok(());
        }
        let cmd = line.trim().to_ascii_lowercase();
        let words: Vec<&str> = cmd.split_whitespace().collect();
        let last = replay.steps.len();
        let turn_of = |i: usize| turn_number(replay.game_at(i));
        match words.as_slice() {
            [] | ["next"] | ["n"] => {
                if at >= last {
                    writeln!(out, "This is the end of the game.").map_err(w)?;
                    continue;
                }
                at += 1;
            }
            ["back"] | ["b"] => {
                if at == 0 {
                    writeln!(out, "This is the start of the game.").map_err(w)?;
                    continue;
                }
                at -= 1;
            }
            ["turn"] | ["t"] => {
                let now = turn_of(at);
                at = starts
                    .iter()
                    .find(|&&(t, _)| t > now)
                    .map_or(last, |&(_, i)| i);
            }
            ["prev"] | ["p"] => {
                let now = turn_of(at);
                let this = starts.iter().rev().find(|&&(t, _)| t <= now);
                at = match this {
                    // Inside a turn: back to its start; at its start: the
                    // previous turn's.
                    Some(&(_, i)) if i < at => i,
                    _ => starts
                        .iter()
                        .rev()
                        .find(|&&(t, _)| t < now)
                        .map_or(0, |&(_, i)| i),
                };
            }
            ["turn", n] | ["t", n] => match n.parse::<u16>() {
                Ok(t) => match starts.iter().find(|&&(s, _)| s == t) {
                    Some(&(_, i)) => at = i,
                    None => {
                        let top = starts.last().map_or(0, |s| s.0);
                        writeln!(out, "There is no turn {t}: turns 0 to {top}.").map_err(w)?;
                        continue;
                    }
                },
                Err(_) => {
                    writeln!(out, "turn takes a number: turn 5").map_err(w)?;
                    continue;
                }
            },
            ["start"] => at = 0,
            ["end"] => at = last,
            ["as", s] => match parse_seat(s) {
                Ok(p) => viewer = Viewer::Player(p),
                Err(_) => {
                    writeln!(out, "as A or as B").map_err(w)?;
                    continue;
                }
            },
            ["open"] => viewer = Viewer::Open,
            ["board"] => {}
            ["help"] | ["h"] | ["?"] => {
                writeln!(out, "{REPLAY_AFTER_HELP}").map_err(w)?;
                continue;
            }
            ["quit"] | ["q"] | ["exit"] => return Ok(()),
            _ => {
                writeln!(
                    out,
                    "\"{}\" is not a command: next, back, turn, turn N, prev, start, end, as A, \
                     as B, open, board, help, quit",
                    line.trim()
                )
                .map_err(w)?;
                continue;
            }
        }
        show(&replay, viewer, at, &mut out).map_err(w)?;
    }
}

/// The game the arguments name, and a heading line about it.
fn load(args: &ReplayArgs) -> Result<(Replay, String), Error> {
    let text = std::fs::read_to_string(&args.log)
        .map_err(|e| Error::Usage(format!("cannot read \"{}\": {e}", args.log.display())))?;
    let is_game_file = serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .is_some_and(|v| v.get("answers").is_some());
    if is_game_file {
        if args.game.is_some_and(|g| g != 1) {
            return Err(Error::Usage(format!(
                "\"{}\" is one game of keysim play: leave out --game",
                args.log.display()
            )));
        }
        let rec = GameRecord::read(&args.log).map_err(Error::Usage)?;
        let replay = Replay::of_record(&rec).map_err(Error::Usage)?;
        let header = format!(
            "A game of keysim play, seed {}: A {} ({}) against B {} ({}).",
            rec.seed,
            rec.deck_a.name,
            who(&rec.players[0]),
            rec.deck_b.name,
            who(&rec.players[1])
        );
        return Ok((replay, header));
    }
    let n = args.game.unwrap_or(1) as usize;
    let (replay, count) = Replay::of_result_log(&args.log, n).map_err(Error::Usage)?;
    let mut header = format!(
        "Game {n} of {count} in \"{}\", played again: A {} ({}) against B {} ({}).",
        args.log.display(),
        replay.names[0],
        replay.players[0],
        replay.names[1],
        replay.players[1]
    );
    if let Some(note) = &replay.note {
        header.push_str(&format!("\nNote: {note}."));
    }
    Ok((replay, header))
}

fn who(player: &str) -> String {
    if player == PERSON {
        "a person".to_string()
    } else {
        player.to_string()
    }
}

fn board(replay: &Replay, viewer: Viewer, g: &Game) -> String {
    let names = [replay.names[0].as_str(), replay.names[1].as_str()];
    match viewer {
        Viewer::Open => screen::open(g, names),
        Viewer::Player(p) => screen::seen_by(&g.observe(p), names),
    }
}

/// The decision at position `at` and the choice made, in words for
/// `viewer`: the deciding player's own cards are named for them, the
/// other's only once `viewer` may see them.
fn decision_line(replay: &Replay, viewer: Viewer, at: usize) -> String {
    let Some(step) = replay.steps.get(at) else {
        return match &replay.note {
            Some(note) => format!("End of the game: {}. {note}.", outcome(&replay.end)),
            None => format!("End of the game: {}.", outcome(&replay.end)),
        };
    };
    let g = &step.before;
    let d = g.decision().expect("a step is a decision");
    let mut after = *g;
    after.apply_unchecked(step.choice);
    let named = match (viewer, words::card_of(step.choice)) {
        (Viewer::Player(_), Some(c)) if !viewer.sees(g, c) && !viewer.sees(&after, c) => {
            words::choice(g, viewer, step.choice)
        }
        _ => words::choice(g, Viewer::Open, step.choice),
    };
    let q = words::question(g, viewer);
    format!(
        "Decision {} of {} · {} ({}): {q} → {named}",
        at + 1,
        replay.steps.len(),
        d.player,
        short_spec(&replay.players[d.player.index()])
    )
}

/// An agent's name without its parameters (the heading gives them all).
fn short_spec(spec: &str) -> &str {
    spec.split(':').next().unwrap_or(spec)
}

fn outcome(g: &Game) -> String {
    match g.winner() {
        Some(p) => format!(
            "{p} wins on turn {}, {} keys to {}",
            g.turn(),
            g.player(p).keys,
            g.player(p.opponent()).keys
        ),
        None => format!("no winner, turn {}", g.turn()),
    }
}

fn show(replay: &Replay, viewer: Viewer, at: usize, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "\n{}", board(replay, viewer, replay.game_at(at)))?;
    writeln!(out, "{}", decision_line(replay, viewer, at))
}

fn print_all(
    replay: &Replay,
    viewer: Viewer,
    start: usize,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut turn = None;
    for at in start..=replay.steps.len() {
        let t = turn_number(replay.game_at(at));
        if turn != Some(t) {
            writeln!(out, "\n{}", board(replay, viewer, replay.game_at(at)))?;
            turn = Some(t);
        }
        writeln!(out, "{}", decision_line(replay, viewer, at))?;
    }
    Ok(())
}
