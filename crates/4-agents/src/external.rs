//! External agents: any program, playing over a line protocol on its
//! standard input and output (`external:cmd=...`), as the Universal Chess
//! Interface lets any chess engine play.
//!
//! The protocol is documented, with a transcript, in `crates/4-agents/src/PROTOCOL.md`;
//! `examples/reference_bot.py` is a bot that speaks it. In short, every
//! message is one line of JSON:
//!
//! 1. keysim starts the program at the first decision put to it and sends
//!    `hello` (the protocol version, the player it plays, its time limit);
//!    the program answers `ready` with the same version;
//! 2. for each decision, keysim sends `decision`: the seat's
//!    [`Observation`] and the legal choices described in words; the
//!    program answers `{"choice": INDEX}`;
//! 3. at the end of the game keysim closes the program's input; the
//!    program should exit (it is killed after [`EXIT_GRACE`]).
//!
//! Each program leads a process group of its own, and keysim ends the
//! whole group when its game ends or it fails, so nothing a bot started
//! (the program that `sh -c '...'` runs) outlives its game; and no line of
//! its output may be longer than [`MAX_LINE`].
//!
//! What is sent is built from the [`Observation`] alone
//! ([`decision_message`] takes nothing else), so an external agent sees no
//! more than any other agent: the opponent's hand, archives and deck and
//! the order of its own deck are sent as counts.
//!
//! A program that fails (cannot be started, exits, does not answer within
//! its time limit, answers something that is not a well-formed message, or
//! chooses an index out of range) forfeits the game
//! ([`keysim_engine::Outcome::Forfeited`]): the agent's
//! [`Agent::try_choose`] says why, a line on standard error gives the
//! details (with the last lines the program wrote to its standard error),
//! and the run goes on with the next game.

use std::collections::VecDeque;
use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::Agent;
use keysim_engine::{
    CardRef, Choice, DecisionKind, Flank, ForfeitReason, Location, Observation, OptionSpec, Phase,
    Player, Seat,
};
use keysim_facts::CardType;

/// The protocol's version, sent in `hello` and expected back in `ready`.
pub const PROTOCOL_VERSION: u64 = 1;
/// The protocol's name, sent in `hello`.
pub const PROTOCOL_NAME: &str = "keysim-agent";
/// How long a program may take to start and answer `hello` (at least; a
/// longer decision limit applies if it is longer).
pub const HANDSHAKE_LIMIT: Duration = Duration::from_secs(10);
/// How long a program may take to exit once its input is closed at the end
/// of a game, before it is killed.
pub const EXIT_GRACE: Duration = Duration::from_millis(500);
/// How many of the last lines a program wrote to its standard error are
/// kept, to explain a failure.
const STDERR_LINES: usize = 8;
/// The longest line a program may write on its standard output, in bytes
/// (without its `\n`): an answer is a few dozen bytes, so 64 KiB leaves
/// room for any name and comment while a program that writes an endless
/// line costs at most this much memory. A longer line forfeits the game.
pub const MAX_LINE: usize = 64 * 1024;
/// How many lines a program may write ahead of being asked before its
/// reader waits (a line written ahead is an error anyway): bounds the
/// memory of a program that floods its output with short lines.
const LINES_AHEAD: usize = 4;

/// The parameters of an external agent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalParams {
    /// The command: a program and its arguments, separated by spaces;
    /// single or double quotes group words that contain spaces (no shell
    /// is involved).
    pub cmd: String,
    /// The time limit of each decision, in milliseconds.
    pub limit_ms: u64,
}

impl ExternalParams {
    /// The default time limit of a decision, in milliseconds.
    pub const DEFAULT_LIMIT_MS: u64 = 1000;
}

/// Splits a command into words: spaces separate words, single or double
/// quotes group them. `None` if a quote is not closed or there is no word.
pub fn split_command(cmd: &str) -> Option<Vec<String>> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for ch in cmd.chars() {
        match quote {
            Some(q) if ch == q => quote = None,
            Some(_) => word.push(ch),
            None if ch == '"' || ch == '\'' => {
                quote = Some(ch);
                in_word = true;
            }
            None if ch.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            None => {
                word.push(ch);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return None;
    }
    if in_word {
        words.push(word);
    }
    (!words.is_empty()).then_some(words)
}

/// What the reader of a program's standard output found.
enum Line {
    /// A line, without its `\n`.
    Text(String),
    /// A line longer than [`MAX_LINE`] bytes (the reader stops there).
    TooLong,
    /// A line that is not UTF-8.
    NotUtf8,
    /// The output could not be read.
    Failed(std::io::Error),
}

/// Reads `out` line by line into `tx`, holding at most [`MAX_LINE`] bytes
/// of a line, until the output ends, a line is too long or unreadable, or
/// the agent is gone.
fn read_lines(out: impl Read, tx: SyncSender<Line>) {
    let mut reader = BufReader::new(out);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // One byte more than a line may hold, to see that it is too long.
        let limit = MAX_LINE as u64 + 2;
        let line = match reader.by_ref().take(limit).read_until(b'\n', &mut buf) {
            Ok(0) => break,
            Err(e) => Line::Failed(e),
            Ok(_) => {
                if buf.last() == Some(&b'\n') {
                    buf.pop();
                    if buf.last() == Some(&b'\r') {
                        buf.pop();
                    }
                }
                if buf.len() > MAX_LINE {
                    Line::TooLong
                } else {
                    match String::from_utf8(std::mem::take(&mut buf)) {
                        Ok(text) => Line::Text(text),
                        Err(_) => Line::NotUtf8,
                    }
                }
            }
        };
        let last = !matches!(line, Line::Text(_));
        if tx.send(line).is_err() || last {
            break;
        }
    }
}

/// Ends every process of the process group `group` (the program keysim
/// started and whatever it started in turn, such as the bot of a
/// `sh -c '...'` command) with `SIGKILL`, through the system's `kill`
/// command; says whether it ran.
fn kill_group(group: u32) -> bool {
    Command::new("kill")
        .args(["-s", "KILL", "--", &format!("-{group}")])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

/// A program playing for an external agent, with threads reading its output
/// lines and the tail of its standard error. It leads a process group of
/// its own, so that ending it ends what it started too.
struct Program {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Line>,
    stderr_tail: Arc<Mutex<VecDeque<String>>>,
    /// The exit status, once reaped.
    status: Option<ExitStatus>,
}

impl Program {
    fn start(words: &[String]) -> std::io::Result<Program> {
        let mut command = Command::new(&words[0]);
        command
            .args(&words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command.spawn()?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take();
        let stderr = child.stderr.take();
        let (tx, lines) = mpsc::sync_channel(LINES_AHEAD);
        if let Some(out) = stdout {
            std::thread::spawn(move || read_lines(out, tx));
        }
        let stderr_tail = Arc::new(Mutex::new(VecDeque::new()));
        if let Some(err) = stderr {
            let tail = Arc::clone(&stderr_tail);
            std::thread::spawn(move || {
                let mut reader = BufReader::new(err);
                let mut buf = Vec::new();
                loop {
                    buf.clear();
                    match reader.by_ref().take(4096).read_until(b'\n', &mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {
                            let line = String::from_utf8_lossy(&buf).trim_end().to_string();
                            if let Ok(mut t) = tail.lock() {
                                if t.len() == STDERR_LINES {
                                    t.pop_front();
                                }
                                t.push_back(line);
                            }
                        }
                    }
                }
            });
        }
        Ok(Program {
            child,
            stdin,
            lines,
            stderr_tail,
            status: None,
        })
    }

    /// Writes one line to the program.
    fn send(&mut self, line: &str) -> std::io::Result<()> {
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| std::io::Error::other("input already closed"))?;
        stdin.write_all(line.as_bytes())?;
        stdin.write_all(b"\n")?;
        stdin.flush()
    }

    /// Whether the program has exited. On Linux this leaves it unreaped
    /// (a zombie in `/proc`), so that its id, and with it its process
    /// group's, stays reserved until [`Program::end`] has signalled the
    /// group; elsewhere `try_wait` reaps it and the group is not signalled.
    fn has_exited(&mut self) -> bool {
        if self.status.is_some() {
            return true;
        }
        if let Ok(stat) = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())) {
            // The state follows the command name, which is in parentheses.
            let state = stat
                .rsplit(')')
                .next()
                .and_then(|r| r.split_whitespace().next());
            return matches!(state, Some("Z" | "X"));
        }
        if let Ok(Some(status)) = self.child.try_wait() {
            self.status = Some(status);
        }
        self.status.is_some()
    }

    /// Waits at most `grace` for the program to exit; says whether it did.
    fn wait_exit(&mut self, grace: Duration) -> bool {
        let deadline = Instant::now() + grace;
        loop {
            if self.has_exited() {
                return true;
            }
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// Ends the program and everything in its process group (what it
    /// started, such as the bot of a `sh -c '...'` command, even once the
    /// program itself has exited), and reaps it: its exit status.
    fn end(&mut self) -> Option<ExitStatus> {
        self.stdin = None;
        if self.status.is_none() {
            // Not reaped yet: the group's id cannot belong to another
            // process, so the signal reaches only the program's group.
            if !(cfg!(unix) && kill_group(self.child.id())) {
                let _ = self.child.kill();
            }
            self.status = self.child.wait().ok();
        }
        self.status
    }

    /// Ends the program (waiting briefly for it to exit first with `wait`)
    /// and says, for a failure message, its exit status if it exited by
    /// itself, and the last lines of its standard error.
    fn post_mortem(&mut self, wait: bool) -> String {
        let exited = self.wait_exit(Duration::from_millis(if wait { 200 } else { 0 }));
        let status = self.end();
        // Let the standard error reader catch up with the last lines.
        std::thread::sleep(Duration::from_millis(20));
        let mut out = String::new();
        if let (true, Some(s)) = (exited, status) {
            let _ = write!(out, "; it exited ({s})");
        }
        if let Ok(t) = self.stderr_tail.lock() {
            if !t.is_empty() {
                let lines: Vec<&str> = t.iter().map(|l| l.as_str()).collect();
                let _ = write!(out, "; its last standard error: {}", lines.join(" | "));
            }
        }
        out
    }

    /// Ends the program at the end of a game: closes its input, gives it
    /// [`EXIT_GRACE`] to exit, then ends its process group (what it left
    /// running, or itself if it did not exit).
    fn stop(&mut self) {
        self.stdin = None;
        self.wait_exit(EXIT_GRACE);
        self.end();
    }
}

/// An agent played by a program over the protocol of this module.
pub struct ExternalAgent {
    params: ExternalParams,
    program: Option<Program>,
    /// Why the program failed, once it has (it is not asked again).
    failed: Option<ForfeitReason>,
    /// Decisions sent so far.
    decisions: u64,
}

impl ExternalAgent {
    /// An agent that will start `params.cmd` at its first decision.
    pub fn new(params: ExternalParams) -> ExternalAgent {
        ExternalAgent {
            params,
            program: None,
            failed: None,
            decisions: 0,
        }
    }

    /// Why the program failed, if it has.
    pub fn failure(&self) -> Option<ForfeitReason> {
        self.failed
    }

    /// Records a failure: the program's process group is killed, and a
    /// line on standard error says what happened.
    fn fail(&mut self, player: Player, reason: ForfeitReason, detail: &str) -> ForfeitReason {
        let mut detail = detail.to_string();
        if let Some(p) = self.program.as_mut() {
            detail.push_str(&p.post_mortem(reason == ForfeitReason::Crashed));
        }
        eprintln!(
            "keysim: warning: external agent \"{}\" playing {player} forfeits the game ({}): {detail}",
            self.params.cmd,
            reason.name()
        );
        self.failed = Some(reason);
        reason
    }

    /// Waits for the program's next line, at most `limit`.
    fn receive(&mut self, player: Player, limit: Duration) -> Result<String, ForfeitReason> {
        let Some(p) = self.program.as_mut() else {
            return Err(self.fail(player, ForfeitReason::Crashed, "not running"));
        };
        match p.lines.recv_timeout(limit) {
            Ok(Line::Text(line)) => Ok(line),
            Ok(Line::NotUtf8) => {
                Err(self.fail(player, ForfeitReason::Malformed, "its output is not UTF-8"))
            }
            Ok(Line::TooLong) => Err(self.fail(
                player,
                ForfeitReason::Malformed,
                &format!("it wrote a line longer than {MAX_LINE} bytes"),
            )),
            Ok(Line::Failed(e)) => Err(self.fail(
                player,
                ForfeitReason::Crashed,
                &format!("cannot read its output: {e}"),
            )),
            Err(RecvTimeoutError::Timeout) => Err(self.fail(
                player,
                ForfeitReason::TimedOut,
                &format!("no answer within {} ms", limit.as_millis()),
            )),
            Err(RecvTimeoutError::Disconnected) => Err(self.fail(
                player,
                ForfeitReason::Crashed,
                "it closed its output without answering",
            )),
        }
    }

    /// Sends a line, or fails.
    fn send(&mut self, player: Player, line: &str) -> Result<(), ForfeitReason> {
        let result = match self.program.as_mut() {
            Some(p) => p.send(line),
            None => Err(std::io::Error::other("not running")),
        };
        result.map_err(|e| {
            self.fail(
                player,
                ForfeitReason::Crashed,
                &format!("cannot write to it: {e}"),
            )
        })
    }

    /// Starts the program and exchanges `hello` and `ready`.
    fn start(&mut self, player: Player) -> Result<(), ForfeitReason> {
        let Some(words) = split_command(&self.params.cmd) else {
            return Err(self.fail(player, ForfeitReason::Crashed, "the command is empty"));
        };
        match Program::start(&words) {
            Ok(p) => self.program = Some(p),
            Err(e) => {
                return Err(self.fail(
                    player,
                    ForfeitReason::Crashed,
                    &format!("cannot start {}: {e}", words[0]),
                ))
            }
        }
        self.send(player, &hello_message(player, self.params.limit_ms))?;
        let limit = HANDSHAKE_LIMIT.max(Duration::from_millis(self.params.limit_ms));
        let line = self.receive(player, limit)?;
        check_ready(&line).map_err(|why| self.fail(player, ForfeitReason::Malformed, &why))
    }
}

impl Drop for ExternalAgent {
    fn drop(&mut self) {
        if let Some(p) = self.program.as_mut() {
            p.stop();
        }
    }
}

impl Agent for ExternalAgent {
    /// As [`Agent::try_choose`]; after a failure (which only
    /// [`super::play_game`] turns into a forfeit) it answers the first legal
    /// choice.
    fn choose(&mut self, seat: &Seat, choices: &[Choice]) -> Choice {
        self.try_choose(seat, choices).unwrap_or(choices[0])
    }

    fn try_choose(&mut self, seat: &Seat, choices: &[Choice]) -> Result<Choice, ForfeitReason> {
        if let Some(reason) = self.failed {
            return Err(reason);
        }
        let player = seat.player();
        if self.program.is_none() {
            self.start(player)?;
        }
        // A line already waiting was written before anything was asked.
        if let Some(Ok(Line::Text(line))) = self.program.as_ref().map(|p| p.lines.try_recv()) {
            return Err(self.fail(
                player,
                ForfeitReason::Malformed,
                &format!("it wrote a line it was not asked for: {}", shorten(&line)),
            ));
        }
        self.decisions += 1;
        let message = decision_message(&seat.observe(), choices, self.decisions);
        self.send(player, &message)?;
        let line = self.receive(player, Duration::from_millis(self.params.limit_ms))?;
        match parse_answer(&line, choices.len()) {
            Ok(i) => Ok(choices[i]),
            Err((reason, why)) => Err(self.fail(player, reason, &why)),
        }
    }
}

/// At most 200 characters of a line, for messages.
fn shorten(line: &str) -> String {
    let mut s: String = line.chars().take(200).collect();
    if s.len() < line.len() {
        s.push('…');
    }
    format!("\"{s}\"")
}

/// The `hello` line keysim sends first.
pub fn hello_message(player: Player, limit_ms: u64) -> String {
    json!({
        "type": "hello",
        "protocol": PROTOCOL_NAME,
        "version": PROTOCOL_VERSION,
        "player": player.to_string(),
        "time_limit_ms": limit_ms,
    })
    .to_string()
}

/// Checks the program's answer to `hello`.
fn check_ready(line: &str) -> Result<(), String> {
    let v: Value = serde_json::from_str(line)
        .map_err(|e| format!("its answer to hello is not JSON ({e}): {}", shorten(line)))?;
    if v.get("type").and_then(Value::as_str) != Some("ready") {
        return Err(format!(
            "it answered hello with something other than {{\"type\": \"ready\", ...}}: {}",
            shorten(line)
        ));
    }
    match v.get("version").and_then(Value::as_u64) {
        Some(PROTOCOL_VERSION) => Ok(()),
        Some(other) => Err(format!(
            "it speaks protocol version {other}; keysim speaks version {PROTOCOL_VERSION}"
        )),
        None => Err(format!(
            "its ready message has no protocol version: {}",
            shorten(line)
        )),
    }
}

/// Reads a choice index from an answer line: `{"choice": INDEX}` with
/// `INDEX` below `n`.
///
/// # Errors
/// [`ForfeitReason::Malformed`] or [`ForfeitReason::Illegal`], with why.
pub fn parse_answer(line: &str, n: usize) -> Result<usize, (ForfeitReason, String)> {
    let malformed = |why: String| (ForfeitReason::Malformed, why);
    let v: Value = serde_json::from_str(line)
        .map_err(|e| malformed(format!("its answer is not JSON ({e}): {}", shorten(line))))?;
    let Some(c) = v.get("choice") else {
        return Err(malformed(format!(
            "its answer has no \"choice\": {}",
            shorten(line)
        )));
    };
    let Some(i) = c.as_u64() else {
        return Err(malformed(format!(
            "its choice is not a whole number: {}",
            shorten(line)
        )));
    };
    if i as usize >= n || i > u32::MAX as u64 {
        return Err((
            ForfeitReason::Illegal,
            format!(
                "it chose index {i}, but the choices are numbered 0 to {}",
                n - 1
            ),
        ));
    }
    Ok(i as usize)
}

/// Whether the observer of `obs` may see card `c` (it is in no zone hidden
/// from them: the opponent's hand, archives, deck or facedown cards, or
/// their own deck).
fn visible(obs: &Observation, c: CardRef) -> bool {
    let card = obs.game().card(c);
    match card.location {
        Location::Deck => false,
        Location::Hand | Location::Archives | Location::Beneath => {
            card.controller == obs.observer()
        }
        _ => true,
    }
}

fn type_name(t: CardType) -> &'static str {
    match t {
        CardType::Action => "action",
        CardType::Artifact => "artifact",
        CardType::Creature => "creature",
        CardType::Upgrade => "upgrade",
        CardType::TokenCreature => "token creature",
        CardType::Other => "other",
    }
}

/// The keyword names of a set of keywords.
fn keyword_names(k: keysim_facts::Keywords) -> Vec<&'static str> {
    use keysim_facts::Keywords as K;
    let all = [
        (K::ELUSIVE, "elusive"),
        (K::TAUNT, "taunt"),
        (K::SKIRMISH, "skirmish"),
        (K::POISON, "poison"),
        (K::DEPLOY, "deploy"),
        (K::ALPHA, "alpha"),
        (K::OMEGA, "omega"),
        (K::INVULNERABLE, "invulnerable"),
        (K::TREACHERY, "treachery"),
        (K::VERSATILE, "versatile"),
        (K::ENTRENCH, "entrench"),
    ];
    all.iter()
        .filter(|(f, _)| k.contains(*f))
        .map(|&(_, n)| n)
        .collect()
}

/// A card the observer may see: its identity and printed facts; in play,
/// its current state too. A card they may not see is only its id.
fn card_json(obs: &Observation, c: CardRef) -> Value {
    if !visible(obs, c) {
        return json!({ "id": c.index() });
    }
    let g = obs.game();
    let card = g.card(c);
    let def = g.def(c);
    let mut v = json!({
        "id": c.index(),
        "title": def.name,
        "house": card.house.name(),
        "type": type_name(def.kind),
        "owner": card.owner.to_string(),
        "amber_bonus": def.amber + card.icons.amber,
    });
    if card.icons != Default::default() {
        v["enhancements"] = json!({
            "amber": card.icons.amber,
            "capture": card.icons.capture,
            "damage": card.icons.damage,
            "draw": card.icons.draw,
        });
    }
    if matches!(def.kind, CardType::Creature | CardType::TokenCreature) {
        v["printed_power"] = json!(def.power);
        v["printed_armor"] = json!(def.armor);
    }
    if card.location.in_play() {
        v["controller"] = json!(card.controller.to_string());
        v["exhausted"] = json!(card.is_exhausted());
        v["amber"] = json!(card.amber);
        if card.location == Location::Battleline {
            v["power"] = json!(g.power(c));
            v["armor"] = json!(g.armor(c));
            v["damage"] = json!(card.damage);
            v["stunned"] = json!(card.is_stunned());
            v["warded"] = json!(card.is_warded());
            v["enraged"] = json!(card.is_enraged());
            v["keywords"] = json!(keyword_names(g.keywords(c)));
            let upgrades: Vec<Value> = g
                .all_cards()
                .filter(|&u| g.card(u).location == Location::Attached && g.card(u).host == c)
                .map(|u| card_json(obs, u))
                .collect();
            v["upgrades"] = Value::Array(upgrades);
        }
        let beneath: Vec<CardRef> = g
            .all_cards()
            .filter(|&b| g.card(b).location == Location::Beneath && g.card(b).host == c)
            .collect();
        if !beneath.is_empty() {
            v["beneath"] = Value::Array(beneath.iter().map(|&b| card_json(obs, b)).collect());
        }
    }
    v
}

fn player_json(obs: &Observation, p: Player) -> Value {
    let g = obs.game();
    let ps = g.player(p);
    let cards = |zone: &[CardRef]| -> Value {
        Value::Array(zone.iter().map(|&c| card_json(obs, c)).collect())
    };
    let mut v = json!({
        "player": p.to_string(),
        "houses": ps.houses.iter().map(|h| h.name()).collect::<Vec<_>>(),
        "amber": ps.amber,
        "keys": ps.keys,
        "key_cost": g.key_cost(p),
        "chains": ps.chains,
        "deck_count": ps.deck.len(),
        "hand_count": ps.hand.len(),
        "archives_count": ps.archives.len(),
        "battleline": cards(ps.battleline.as_slice()),
        "artifacts": cards(ps.artifacts.as_slice()),
        "discard": cards(ps.discard.as_slice()),
        "purged": cards(ps.purged.as_slice()),
    });
    if p == obs.observer() {
        v["hand"] = cards(ps.hand.as_slice());
        v["archives"] = cards(ps.archives.as_slice());
    } else {
        // The opponent's cards the observer has seen (returned to hand,
        // revealed): part of what the seat may know.
        let seen = |zone: &[CardRef]| -> Vec<CardRef> {
            zone.iter()
                .copied()
                .filter(|&c| g.knows(obs.observer(), c))
                .collect()
        };
        v["known_hand"] = cards(&seen(ps.hand.as_slice()));
        v["known_archives"] = cards(&seen(ps.archives.as_slice()));
    }
    v
}

fn decision_json(obs: &Observation) -> Value {
    let Some(d) = obs.decision() else {
        return Value::Null;
    };
    let (kind, card_key, card) = match d.kind {
        DecisionKind::Mulligan => ("mulligan", "", None),
        DecisionKind::House => ("house", "", None),
        DecisionKind::Archives => ("archives", "", None),
        DecisionKind::Main => ("main", "", None),
        DecisionKind::Placement { card } => ("placement", "card", Some(card)),
        DecisionKind::UpgradeHost { upgrade } => ("upgrade_host", "upgrade", Some(upgrade)),
        DecisionKind::Defender { attacker } => ("defender", "attacker", Some(attacker)),
        DecisionKind::Use { creature } => ("use", "creature", Some(creature)),
        DecisionKind::Target { source } => ("target", "source", Some(source)),
        DecisionKind::TriggerOrder => ("trigger_order", "", None),
    };
    let mut v = json!({ "player": d.player.to_string(), "kind": kind });
    if let Some(c) = card {
        v[card_key] = card_json(obs, c);
    }
    v
}

fn title(obs: &Observation, c: CardRef) -> String {
    if visible(obs, c) {
        obs.game().def(c).name.to_string()
    } else {
        format!("hidden card {}", c.index())
    }
}

/// One legal choice, described: `kind`, the card, house, flank, position
/// or option it names, and a short `text` in words.
fn choice_json(obs: &Observation, index: usize, c: Choice) -> Value {
    let with_card = |kind: &str, verb: &str, card: CardRef| {
        json!({
            "index": index,
            "kind": kind,
            "card": card_json(obs, card),
            "text": format!("{verb} {}", title(obs, card)),
        })
    };
    let plain = |kind: &str, text: &str| json!({ "index": index, "kind": kind, "text": text });
    match c {
        Choice::Keep => plain("keep", "keep the opening hand"),
        Choice::Mulligan => plain(
            "mulligan",
            "mulligan: shuffle the hand back, draw one fewer",
        ),
        Choice::House(h) => json!({
            "index": index, "kind": "house", "house": h.name(),
            "text": format!("choose {h} as the active house"),
        }),
        Choice::PickUpArchives => plain("pick_up_archives", "pick up the archives"),
        Choice::LeaveArchives => plain("leave_archives", "leave the archives"),
        Choice::Play(card) => with_card("play", "play", card),
        Choice::Discard(card) => with_card("discard", "discard", card),
        Choice::Reap(card) => with_card("reap", "reap with", card),
        Choice::Fight(card) => with_card("fight", "fight with", card),
        Choice::Action(card) => with_card("action", "use the action of", card),
        Choice::Omni(card) => with_card("omni", "use the omni ability of", card),
        Choice::RemoveStun(card) => with_card("remove_stun", "remove the stun of", card),
        Choice::EndTurn => plain("end_turn", "end the turn"),
        Choice::RaiseTide => plain("raise_tide", "raise the tide and gain 3 chains"),
        Choice::ReturnFromDiscard(card) => with_card(
            "return_from_discard",
            "return to hand from the discard pile",
            card,
        ),
        Choice::Flank(f) => {
            let side = match f {
                Flank::Left => "left",
                Flank::Right => "right",
            };
            json!({
                "index": index, "kind": "flank", "flank": side,
                "text": format!("put it on the {side} flank"),
            })
        }
        Choice::Position(i) => json!({
            "index": index, "kind": "position", "position": i,
            "text": format!("put it at position {} of the battleline", i as usize + 1),
        }),
        Choice::Target(card) => with_card("target", "choose", card),
        Choice::Pass => plain("pass", "choose nothing (or decline)"),
        Choice::Trigger(card) => with_card("trigger", "resolve first the ability of", card),
        Choice::ChooseHouse(h) => json!({
            "index": index, "kind": "choose_house", "house": h.name(),
            "text": format!("choose {h}"),
        }),
        Choice::NameCard(i) => {
            let name = obs.game().offered_name(i).map_or("?", |id| id.def().name);
            json!({
                "index": index, "kind": "name_card", "name": name,
                "text": format!("name {name}"),
            })
        }
        Choice::Option(i) => {
            let label = match obs.game().pending_options() {
                Some(OptionSpec::May) => (if i == 1 { "yes" } else { "no" }).to_string(),
                Some(OptionSpec::Modes(labels)) => labels
                    .get(i as usize)
                    .map_or_else(|| i.to_string(), |l| l.to_string()),
                _ => i.to_string(),
            };
            json!({
                "index": index, "kind": "option", "option": i, "label": label,
                "text": format!("answer {label}"),
            })
        }
    }
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Mulligan(_) => "mulligan",
        Phase::ChooseHouse => "choose_house",
        Phase::Archives => "archives",
        Phase::Main => "main",
        Phase::Over => "over",
    }
}

/// The observation of a seat as the protocol sends it (see `PROTOCOL.md`).
pub fn observation_json(obs: &Observation) -> Value {
    let g = obs.game();
    json!({
        "you": obs.observer().to_string(),
        "turn": g.turn(),
        "turn_cap": g.turn_cap(),
        "first_player": g.first_player().to_string(),
        "active_player": g.active_player().to_string(),
        "phase": phase_name(g.phase()),
        "active_house": g.active_house().map(|h| h.name()),
        "decision": decision_json(obs),
        "players": [player_json(obs, Player::A), player_json(obs, Player::B)],
    })
}

/// The `decision` line for the `number`-th decision put to an agent: the
/// observation and the legal `choices`, indexed from 0. Built from the
/// observation alone, so it carries nothing the seat may not know.
pub fn decision_message(obs: &Observation, choices: &[Choice], number: u64) -> String {
    let choices: Vec<Value> = choices
        .iter()
        .enumerate()
        .map(|(i, &c)| choice_json(obs, i, c))
        .collect();
    json!({
        "type": "decision",
        "number": number,
        "observation": observation_json(obs),
        "choices": choices,
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_lines_are_read_up_to_their_limit() {
        let long = "x".repeat(MAX_LINE);
        let mut out = format!("a\n{long}\r\n").into_bytes();
        out.extend(b"\xff\n");
        let (tx, rx) = mpsc::sync_channel(8);
        read_lines(&out[..], tx);
        let got: Vec<Line> = rx.iter().collect();
        assert!(
            matches!(&got[..], [Line::Text(a), Line::Text(b), Line::NotUtf8] if a == "a" && *b == long)
        );
        // One byte more, with or without its end of line, is too long, and
        // the reader stops there.
        for end in ["\n", "", "yyy\nnext\n"] {
            let out = format!("{long}y{end}");
            let (tx, rx) = mpsc::sync_channel(8);
            read_lines(out.as_bytes(), tx);
            let got: Vec<Line> = rx.iter().collect();
            assert!(matches!(&got[..], [Line::TooLong]), "{end:?}");
        }
    }

    #[test]
    fn commands_split_into_words() {
        assert_eq!(
            split_command("python3  bot.py --x 1").unwrap(),
            ["python3", "bot.py", "--x", "1"]
        );
        assert_eq!(
            split_command("sh -c 'echo hi; exit 1' \"a b\"").unwrap(),
            ["sh", "-c", "echo hi; exit 1", "a b"]
        );
        assert_eq!(split_command("''").unwrap(), [""]);
        assert_eq!(split_command("  "), None);
        assert_eq!(split_command("sh 'oops"), None);
    }

    #[test]
    fn answers_are_checked() {
        assert_eq!(parse_answer("{\"choice\": 2}", 3), Ok(2));
        assert_eq!(parse_answer(" {\"choice\":0,\"note\":\"x\"} ", 1), Ok(0));
        for bad in [
            "2",
            "{\"choice\": \"2\"}",
            "{}",
            "choice 2",
            "{\"choice\": -1}",
        ] {
            assert_eq!(
                parse_answer(bad, 3).unwrap_err().0,
                ForfeitReason::Malformed,
                "{bad}"
            );
        }
        let (reason, why) = parse_answer("{\"choice\": 3}", 3).unwrap_err();
        assert_eq!(reason, ForfeitReason::Illegal);
        assert_eq!(why, "it chose index 3, but the choices are numbered 0 to 2");
    }

    #[test]
    fn ready_must_speak_this_version() {
        assert_eq!(check_ready("{\"type\":\"ready\",\"version\":1}"), Ok(()));
        assert!(check_ready("{\"type\":\"ready\",\"version\":2}")
            .unwrap_err()
            .contains("version 2"));
        assert!(check_ready("{\"type\":\"hello\",\"version\":1}").is_err());
        assert!(check_ready("ready").is_err());
    }
}
