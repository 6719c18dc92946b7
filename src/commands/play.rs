//! `keysim play`: a person against an agent, in plain text on standard
//! input and output (so a script can play it through a pipe).
//!
//! The screen shows what the person's player may know, drawn from their
//! observation ([`keysim_engine::Game::observe`]), never from the true
//! game. Each decision put to the person is a numbered list of its legal
//! choices; they answer by number or by part of a card's name, or with a
//! command (`help`, `undo`, `log`, `board`, `concede`, `quit`). The game is
//! saved after every decision, as a file that `keysim play --resume`
//! continues and `keysim replay` steps through.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use clap::{Args, ValueEnum};

use keysim_agents::{Agent, AgentSpec};
use keysim_engine::{
    mix_seed, Choice, ChoiceList, Game, GameSetup, Observation, Player, DEFAULT_TURN_CAP,
};
use keysim_sim::game_record::{seat_name, GameRecord, PERSON};
use keysim_sim::replay::turn_number;
use keysim_sim::screen::{self, Viewer};
use keysim_sim::{hints, words};

use crate::files::{self, RunFiles};
use crate::terminal::{ColorChoice, Painted, CLEAR, ENTER_FULL_SCREEN, LEAVE_FULL_SCREEN};
use crate::{parse_agent, resolve_deck, Error};

/// The agent a person plays against by default: ISMCTS at its default
/// budget (500 iterations), the strongest agent that needs no model file.
pub const DEFAULT_AGENT: &str = "ismcts";

/// The opponent's deck when none is named: a Call of the Archons starter.
const DEFAULT_OPPONENT: &str = "Miss “Onyx” Censorius";
const OTHER_STARTER: &str = "Radiant Argus the Supreme";

/// Deals sampled for each hint's lookahead values.
const HINT_WORLDS: u32 = 8;

/// The most moves a full screen lists under the board.
const FULL_SCREEN_MOVES: usize = 12;

/// The person is always player A: deck A is theirs.
const PERSON_SEAT: Player = Player::A;

#[derive(Args, Debug)]
#[command(after_help = PLAY_AFTER_HELP)]
pub struct PlayArgs {
    /// Your deck: a deck file, `file#name`, or a built-in deck name.
    #[arg(value_name = "DECK", required_unless_present = "resume")]
    deck: Option<String>,
    /// The agent's deck [default: Miss "Onyx" Censorius, or Radiant Argus
    /// the Supreme if that is yours].
    #[arg(value_name = "OPPONENT_DECK")]
    opponent: Option<String>,
    /// The agent you play against [default: ismcts, 500 iterations per
    /// decision: the strongest agent that needs no model file, about 20 ms
    /// per decision on one core]. Any spec of `keysim match --agent`.
    #[arg(long, value_name = "SPEC")]
    agent: Option<String>,
    /// The seed of the deal and of every random event [default: from the
    /// clock; the screen shows it]: the same seed, decks and answers give
    /// the same game.
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// Who takes the first turn.
    #[arg(long, value_enum, default_value_t = First::Random)]
    first: First,
    /// A game still going after this many turns ends with no winner.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_TURN_CAP,
          value_parser = clap::value_parser!(u16).range(1..))]
    turn_cap: u16,
    /// Show, at each of your decisions, what the agent would choose in your
    /// place and the greedy lookahead's value of each choice.
    #[arg(long)]
    hints: bool,
    /// Save the game to FILE after every decision [default:
    /// keysim-game-SECONDS.json in the current folder, a new file]. The
    /// file continues with --resume and replays with `keysim replay`.
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Continue the game saved in FILE (decks, agent and seed come from it);
    /// it is never written over: the game goes on in --save's file.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["deck", "opponent", "agent", "seed", "first"])]
    resume: Option<PathBuf>,
    /// Colour the screen: auto (when standard output is a terminal, unless
    /// NO_COLOR is set or TERM is dumb), always, or never (plain text).
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    /// The full-screen layout: the terminal's alternate screen, cleared at
    /// each of your decisions and drawn with the board on top, the moves
    /// since your last decision, then the question and its choices. The
    /// normal screen comes back, with the result, when the game stops.
    #[arg(long)]
    full_screen: bool,
}

const PLAY_AFTER_HELP: &str = "At each of your decisions, answer with the number of a choice or \
part of a card's name, or a command: help, undo (back to your previous decision, while nothing \
hidden has been revealed since), log (the moves of the last turn and this one), board, concede, quit (save and stop). \
The end of the input also saves and stops.\n\nExamples:\n  keysim play radiant onyx --first me\n  \
keysim play decks/radiant-argus-the-supreme.txt voltpixel --agent greedy --hints\n  \
keysim play --resume keysim-game-1764000000.json";

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum First {
    Me,
    Them,
    Random,
}

/// The commands, for help and for messages about bad input.
const COMMANDS: &str = "help, undo, log, board, concede, quit";

/// A game in progress between the person and the agent.
struct Session {
    g: Game,
    record: GameRecord,
    agent: Box<dyn Agent>,
    /// The agent that answers `--hints` (the same spec, its own seed).
    hint_agent: Option<Box<dyn Agent>>,
    /// The person's answered decisions, for `undo`: the game then, and how
    /// many answers and moves there were.
    undo: Vec<(Game, usize, usize)>,
    /// Every move of the game in words, with its turn.
    moves: Vec<(u16, String)>,
    save: PathBuf,
    /// Whether the screen is cleared and drawn whole at each decision.
    full_screen: bool,
    /// How many moves the person has seen on a full screen.
    moves_shown: usize,
    /// Time the agent spent deciding, and on how many decisions.
    agent_time: Duration,
    agent_decisions: u32,
}

/// How the session ended.
enum Ended {
    Over,
    Conceded,
    /// The person stopped (quit, or the end of the input): saved to go on.
    Stopped,
}

/// `keysim play`.
pub(crate) fn run(args: &PlayArgs) -> Result<(), Error> {
    let mut files = RunFiles::new();
    if let Some(r) = &args.resume {
        files.read("the game --resume continues", r);
    }
    for spec in [&args.deck, &args.opponent].into_iter().flatten() {
        if let Some(path) = keysim_decks::deck_source(spec) {
            files.read("a deck file", path);
        }
    }
    let save = match &args.save {
        Some(p) => p.clone(),
        None => default_save_path(),
    };
    files.write("--save", "game.json", Some(&save));
    files.check().map_err(Error::Usage)?;
    let (record, resumed) = match &args.resume {
        Some(path) => (GameRecord::read(path).map_err(Error::Usage)?, true),
        None => (new_record(args)?, false),
    };
    let spec_text = &record.players[PERSON_SEAT.opponent().index()];
    let spec = parse_agent(spec_text, "the agent")?;
    let (steps, g) = record.replay().map_err(Error::Usage)?;
    if let (Some(path), true) = (&args.resume, record.conceded.is_some() || g.is_over()) {
        return Err(Error::Usage(format!(
            "the game in \"{}\" is over: keysim replay {} steps through it",
            path.display(),
            path.display()
        )));
    }
    let agent_seed = mix_seed(record.agent_seed, record.answers.len() as u64);
    let mut session = Session {
        g,
        agent: spec.build(agent_seed),
        hint_agent: args.hints.then(|| spec.build(mix_seed(agent_seed, 1))),
        record,
        undo: Vec::new(),
        moves: Vec::new(),
        save,
        full_screen: args.full_screen,
        moves_shown: 0,
        agent_time: Duration::ZERO,
        agent_decisions: 0,
    };
    // The moves of the turn in progress, for `log`.
    for (before, choice) in &steps {
        let mut after = *before;
        after.apply_unchecked(*choice);
        session.note_move(before, &after, *choice);
    }
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut out = Painted::new(stdout.lock(), args.color.enabled());
    let w = |e| Error::io("cannot write to standard output", e);
    // The introduction stays on the normal screen, above the result.
    session.intro(&mut out, &spec, resumed).map_err(w)?;
    session.write_save()?;
    if args.full_screen {
        write!(out, "{ENTER_FULL_SCREEN}").map_err(w)?;
    }
    let ended = session.play(&mut input, &mut out);
    if args.full_screen {
        write!(out, "{LEAVE_FULL_SCREEN}").map_err(w)?;
    }
    session.finish(&mut out, ended?).map_err(w)
}

/// `keysim-game-SECONDS.json` in the current folder, a name no file has.
fn default_save_path() -> PathBuf {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut n = 0;
    loop {
        let name = if n == 0 {
            format!("keysim-game-{secs}.json")
        } else {
            format!("keysim-game-{secs}-{n}.json")
        };
        let p = PathBuf::from(name);
        if !p.exists() {
            return p;
        }
        n += 1;
    }
}

/// The record of a new game from the arguments.
fn new_record(args: &PlayArgs) -> Result<GameRecord, Error> {
    let spec = parse_agent(args.agent.as_deref().unwrap_or(DEFAULT_AGENT), "--agent")?;
    let mine = resolve_deck(args.deck.as_deref().unwrap_or_default())?;
    let theirs = match &args.opponent {
        Some(o) => resolve_deck(o)?,
        None => {
            let default = resolve_deck(DEFAULT_OPPONENT)?;
            if default.name == mine.name {
                resolve_deck(OTHER_STARTER)?
            } else {
                default
            }
        }
    };
    let seed = args.seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000)
    });
    let first = match args.first {
        First::Me => PERSON_SEAT,
        First::Them => PERSON_SEAT.opponent(),
        First::Random => {
            if mix_seed(seed, 0x6669_7273).is_multiple_of(2) {
                Player::A
            } else {
                Player::B
            }
        }
    };
    let setup = GameSetup {
        decks: [mine, theirs],
        chains: [0, 0],
        seed,
        first_player: Some(first),
        turn_cap: args.turn_cap,
    };
    Game::new(&setup, keysim_cards::pool()).map_err(|e| Error::Usage(e.to_string()))?;
    let players = [PERSON.to_string(), spec.to_string()];
    Ok(GameRecord::new(&setup, first, players, mix_seed(seed, 1)))
}

/// What the person typed, read.
enum Answer {
    Choice(usize),
    Help,
    Undo,
    Log,
    Board,
    Concede,
    Quit,
    /// Bad input, with the one line that says what is possible.
    Bad(String),
}

/// Reads one answer to a decision whose choices read `texts`.
fn parse_answer(line: &str, texts: &[String]) -> Answer {
    let what = format!(
        "answer 1 to {}, part of a card's name, or {COMMANDS}",
        texts.len()
    );
    let s = line.trim();
    if s.is_empty() {
        return Answer::Bad(format!("nothing typed: {what}"));
    }
    match s.to_lowercase().as_str() {
        "help" | "?" | "h" => return Answer::Help,
        "undo" | "u" => return Answer::Undo,
        "log" => return Answer::Log,
        "board" | "b" => return Answer::Board,
        "concede" => return Answer::Concede,
        "quit" | "exit" | "q" => return Answer::Quit,
        _ => {}
    }
    if let Ok(n) = s.parse::<i64>() {
        return if n >= 1 && n as usize <= texts.len() {
            Answer::Choice(n as usize - 1)
        } else {
            Answer::Bad(format!("there is no choice {n}: {what}"))
        };
    }
    let needle = s.to_lowercase();
    let mut found: Vec<usize> = Vec::new();
    for (i, t) in texts.iter().enumerate() {
        // Choices that read the same (two copies of a card) are one answer.
        if t.to_lowercase().contains(&needle) && !found.iter().any(|&j| texts[j] == *t) {
            found.push(i);
        }
    }
    // A card's name alone means playing it rather than discarding it.
    if let [first, second] = found[..] {
        let play = |t: &str| t.strip_prefix("play ").map(str::to_string);
        let discarded = |t: &str| t.strip_prefix("discard ").map(str::to_string);
        if play(&texts[first]).is_some() && play(&texts[first]) == discarded(&texts[second]) {
            found = vec![first];
        }
    }
    match found.as_slice() {
        [i] => Answer::Choice(*i),
        [] => Answer::Bad(format!(
            "\"{s}\" is not a command and no choice names it: {what}"
        )),
        many => {
            let list: Vec<String> = many
                .iter()
                .map(|&i| format!("{} {}", i + 1, texts[i]))
                .collect();
            Answer::Bad(format!(
                "\"{s}\" names {} choices ({}): type its number",
                many.len(),
                list.join("; ")
            ))
        }
    }
}

impl Session {
    fn person_view(&self) -> Observation {
        self.g.observe(PERSON_SEAT)
    }

    fn names(&self) -> [&str; 2] {
        self.record.names()
    }

    fn intro(&self, out: &mut impl Write, spec: &AgentSpec, resumed: bool) -> io::Result<()> {
        let n = self.names();
        writeln!(
            out,
            "keysim play: you are A ({}) against B ({}), played by {spec}; seed {}",
            n[0], n[1], self.record.seed
        )?;
        if resumed {
            writeln!(
                out,
                "Continuing a saved game after {} decisions.",
                self.record.answers.len()
            )?;
        }
        writeln!(
            out,
            "The game is saved after every decision to \"{}\" (keysim play --resume continues \
             it; keysim replay steps through it). Type help for the commands.",
            self.save.display()
        )
    }

    fn write_save(&self) -> Result<(), Error> {
        files::write_output(&self.save, self.record.to_json().as_bytes())
            .map_err(|e| Error::Failed(format!("cannot save to \"{}\": {e}", self.save.display())))
    }

    /// Notes a move for `log`; returns its line, after a heading line if
    /// it is the first move of a turn.
    fn note_move(&mut self, before: &Game, after: &Game, c: Choice) -> String {
        let turn = turn_number(before);
        let heading = if self.moves.last().is_none_or(|m| m.0 != turn) && turn > 0 {
            let p = before.active_player();
            format!(
                "— Turn {turn}: {} —\n",
                if p == PERSON_SEAT { "yours" } else { "B's" }
            )
        } else {
            String::new()
        };
        let who = before.decision().map_or(Player::A, |d| d.player);
        let line = format!(
            "{}: {}",
            if who == PERSON_SEAT { "A (you)" } else { "B" },
            move_words(before, after, c)
        );
        self.moves.push((turn, line.clone()));
        format!("{heading}{line}")
    }

    /// The moves of the last turn and of this one, for `log`.
    fn recent_moves(&self) -> String {
        let now = turn_number(&self.g);
        let lines: Vec<String> = self
            .moves
            .iter()
            .filter(|(t, _)| *t + 1 >= now)
            .map(|(t, l)| format!("turn {t} · {l}"))
            .collect();
        if lines.is_empty() {
            "No move yet.".to_string()
        } else {
            lines.join("\n")
        }
    }

    /// Plays on until the game ends or the person stops.
    fn play(&mut self, input: &mut impl BufRead, out: &mut impl Write) -> Result<Ended, Error> {
        let w = |e| Error::io("cannot write to standard output", e);
        let mut list = ChoiceList::new();
        let mut shown: Option<String> = None;
        while let Some(d) = self.g.decision() {
            self.g.legal_choices(&mut list);
            if d.player != PERSON_SEAT || list.len() == 1 {
                let c = if list.len() == 1 {
                    list[0]
                } else {
                    match self.agent_choice(&list) {
                        Ok(c) => c,
                        Err(reason) => {
                            self.g.forfeit(d.player, reason);
                            self.record.forfeit =
                                Some((seat_name(d.player).to_string(), reason.name().to_string()));
                            break;
                        }
                    }
                };
                self.apply(&list, c, out).map_err(w)?;
                self.write_save()?;
                continue;
            }
            let board = screen::seen_by(&self.person_view(), self.names());
            match &shown {
                _ if self.full_screen => self.draw_full_screen(&board, out).map_err(w)?,
                // Only the heading changed (the active house): its line.
                Some(s) if below_heading(s) == below_heading(&board) => {
                    writeln!(out, "\n{}", board.lines().next().unwrap_or_default()).map_err(w)?;
                }
                _ => writeln!(out, "\n{board}").map_err(w)?,
            }
            shown = Some(board);
            let texts = self.write_decision(&list, out).map_err(w)?;
            loop {
                write!(out, "> ").map_err(w)?;
                out.flush().map_err(w)?;
                let mut line = String::new();
                let read = input
                    .read_line(&mut line)
                    .map_err(|e| Error::Failed(format!("cannot read standard input: {e}")))?;
                if read == 0 {
                    writeln!(out).map_err(w)?;
                    return Ok(Ended::Stopped);
                }
                match parse_answer(&line, &texts) {
                    Answer::Choice(i) => {
                        self.undo
                            .push((self.g, self.record.answers.len(), self.moves.len()));
                        self.apply(&list, list[i], out).map_err(w)?;
                        self.write_save()?;
                        break;
                    }
                    Answer::Help => writeln!(out, "{}", help_text()).map_err(w)?,
                    Answer::Log => writeln!(out, "{}", self.recent_moves()).map_err(w)?,
                    Answer::Board => {
                        let board = screen::seen_by(&self.person_view(), self.names());
                        writeln!(out, "{board}").map_err(w)?;
                    }
                    Answer::Undo => match self.try_undo() {
                        Ok(()) => {
                            writeln!(out, "Back to your previous decision.").map_err(w)?;
                            shown = None;
                            break;
                        }
                        Err(why) => writeln!(out, "{why}").map_err(w)?,
                    },
                    Answer::Concede => {
                        self.record.conceded = Some(seat_name(PERSON_SEAT).to_string());
                        self.write_save()?;
                        return Ok(Ended::Conceded);
                    }
                    Answer::Quit => return Ok(Ended::Stopped),
                    Answer::Bad(msg) => writeln!(out, "{msg}").map_err(w)?,
                }
            }
        }
        self.write_save()?;
        Ok(Ended::Over)
    }

    /// Clears the screen and draws the board, then the moves since the
    /// person's last decision (the last [`FULL_SCREEN_MOVES`] of them).
    fn draw_full_screen(&mut self, board: &str, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "{CLEAR}{board}")?;
        let new = &self.moves[self.moves_shown.min(self.moves.len())..];
        if !new.is_empty() {
            writeln!(out, "Since your last decision:")?;
            let skip = new.len().saturating_sub(FULL_SCREEN_MOVES);
            for (_, line) in &new[skip..] {
                writeln!(out, "  {}", line.replace('\n', "\n  "))?;
            }
        }
        self.moves_shown = self.moves.len();
        writeln!(out)
    }

    /// Writes the question and the numbered choices (and hints); returns
    /// the choices' texts.
    fn write_decision(
        &mut self,
        list: &ChoiceList,
        out: &mut impl Write,
    ) -> io::Result<Vec<String>> {
        let me = Viewer::Player(PERSON_SEAT);
        let texts: Vec<String> = list
            .iter()
            .map(|&c| words::choice(&self.g, me, c))
            .collect();
        writeln!(out, "{}", words::question(&self.g, me))?;
        for (i, t) in texts.iter().enumerate() {
            writeln!(out, "  {}. {t}", i + 1)?;
        }
        if let Some(agent) = self.hint_agent.as_mut() {
            let pick = agent.choose(&self.g.seat(PERSON_SEAT), list);
            let seed = mix_seed(self.record.agent_seed, self.record.answers.len() as u64);
            let values = hints::lookahead_values(&self.person_view(), list, HINT_WORLDS, seed);
            let i = list.iter().position(|&c| c == pick).unwrap_or(0);
            let mut order: Vec<usize> = (0..texts.len()).collect();
            order.sort_by(|&a, &b| values[b].total_cmp(&values[a]));
            let best: Vec<String> = order
                .iter()
                .take(5)
                .map(|&j| format!("{} {:+.2}", j + 1, values[j] - values[order[0]]))
                .collect();
            writeln!(
                out,
                "  hint: the agent would choose {}. {}; lookahead values (best first, \
                 relative to the best): {}",
                i + 1,
                texts[i],
                best.join(", ")
            )?;
        }
        Ok(texts)
    }

    fn agent_choice(&mut self, list: &ChoiceList) -> Result<Choice, keysim_engine::ForfeitReason> {
        let start = Instant::now();
        let seat = PERSON_SEAT.opponent();
        let c = match self.agent.as_cheater() {
            Some(cheater) => Ok(cheater.choose_seeing_all(&self.g, list)),
            None => self.agent.try_choose(&self.g.seat(seat), list),
        };
        self.agent_time += start.elapsed();
        self.agent_decisions += 1;
        c
    }

    /// Applies `c`, records it, and shows it (the agent's moves as they
    /// happen, and the person's, so that a transcript reads whole).
    fn apply(&mut self, list: &ChoiceList, c: Choice, out: &mut impl Write) -> io::Result<()> {
        let before = self.g;
        self.record.push(list, c);
        self.g.apply_unchecked(c);
        let after = self.g;
        let line = self.note_move(&before, &after, c);
        writeln!(out, "  {}", line.replace('\n', "\n  "))
    }

    /// Goes back to the person's previous decision, unless something
    /// hidden was revealed (a card drawn or shown) or a random event
    /// happened since.
    fn try_undo(&mut self) -> Result<(), String> {
        let Some(&(then, answers, lines)) = self.undo.last() else {
            return Err(
                "Nothing to undo: this is your first decision of the game (or since \
                        the last undo that could go back no further)."
                    .to_string(),
            );
        };
        if let Some(why) = revealed_since(&then, &self.g) {
            return Err(format!("Cannot undo: {why} since your previous decision."));
        }
        self.undo.pop();
        self.g = then;
        self.record.answers.truncate(answers);
        self.moves.truncate(lines);
        self.write_save().map_err(|e| format!("{e:?}"))
    }

    /// Who won, on which turn, with how many keys.
    fn result_line(&self) -> String {
        match self.g.winner() {
            Some(p) if p == PERSON_SEAT => format!(
                "You win on turn {}, {} keys to {}.",
                self.g.turn(),
                self.g.player(p).keys,
                self.g.player(p.opponent()).keys
            ),
            Some(p) => format!(
                "B wins on turn {}, {} keys to {}.",
                self.g.turn(),
                self.g.player(p).keys,
                self.g.player(p.opponent()).keys
            ),
            None => format!(
                "No winner: the game stopped on turn {} (the turn cap is {}).",
                self.g.turn(),
                self.g.turn_cap()
            ),
        }
    }

    fn finish(&mut self, out: &mut impl Write, ended: Ended) -> io::Result<()> {
        let board = screen::seen_by(&self.person_view(), self.names());
        match ended {
            Ended::Stopped => {
                writeln!(
                    out,
                    "Stopped; the game is saved in \"{}\": keysim play --resume {} continues it.",
                    self.save.display(),
                    self.save.display()
                )?;
            }
            Ended::Conceded => {
                writeln!(out, "\n{board}")?;
                writeln!(out, "You concede: B wins.")?;
            }
            Ended::Over => {
                writeln!(out, "\n{board}")?;
                let text = match self.g.outcome() {
                    Some(keysim_engine::Outcome::Forfeited { reason, .. }) => format!(
                        "The agent failed ({}): you win on turn {}.",
                        reason.name(),
                        self.g.turn()
                    ),
                    _ => self.result_line(),
                };
                writeln!(out, "{text}")?;
            }
        }
        if self.agent_decisions > 0 {
            writeln!(
                out,
                "The agent decided {} times, {:.1} ms per decision on average.",
                self.agent_decisions,
                self.agent_time.as_secs_f64() * 1000.0 / f64::from(self.agent_decisions)
            )?;
        }
        if !matches!(ended, Ended::Stopped) {
            writeln!(
                out,
                "The game is saved in \"{}\": keysim replay {} steps through it.",
                self.save.display(),
                self.save.display()
            )?;
        }
        Ok(())
    }
}

/// A board without its heading line.
fn below_heading(board: &str) -> &str {
    board.split_once('\n').map_or("", |(_, rest)| rest)
}

/// Why going back from `now` to `then` would let the person know what
/// they could not: a card they could not see then that they see now, or a
/// random event (a shuffle, a random choice) between the two.
pub(crate) fn revealed_since(then: &Game, now: &Game) -> Option<String> {
    let me = Viewer::Player(PERSON_SEAT);
    for c in now.all_cards() {
        if me.sees(now, c) && !me.sees(then, c) {
            return Some(format!("you have seen {}", now.def(c).name));
        }
    }
    if now.rolled_since(then) {
        return Some("a random event (a shuffle or a random choice) happened".to_string());
    }
    None
}

/// A move in words for the person: cards named once they may see them (a
/// card the agent plays is named, one it picks up from its archives is
/// not).
fn move_words(before: &Game, after: &Game, c: Choice) -> String {
    let me = Viewer::Player(PERSON_SEAT);
    let visible =
        words::card_of(c).is_none_or(|card| me.sees(after, card) || me.sees(before, card));
    words::move_text(before, me, if visible { Viewer::Open } else { me }, c)
}

fn help_text() -> String {
    format!(
        "Answer with the number of a choice, or part of a card's name (\"pun\" for Punch) when \
         one choice names it. Commands:\n  help     this text\n  undo     back to your \
         previous decision, if nothing hidden was revealed and nothing random happened since\n  \
         log      the moves of the last turn and this one, yours and the agent's\n  board    the board again\n  \
         concede  give up the game\n  quit     stop here; the save file continues it (so does \
         the end of the input)\nThe default agent, {DEFAULT_AGENT} at 500 iterations, is the \
         strongest keysim has that needs no model file, at about 20 ms per decision; the \
         trained agent (--agent ismcts:prior=agents/models/prior/cota.json,leaf=model:agents/\
         models/lab/final.json, from the repository) is stronger by about 57 Elo at the same \
         time (results/lab-prior-leaf-2026-11-25.md)."
    )
}
