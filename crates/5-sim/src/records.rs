//! The result log: one JSON line per finished game, after a header line.
//!
//! The header names the log format, the job's kind (`match`, `strength`,
//! ...), the run hash (FNV-1a over the canonical JSON of the job's
//! parameters: object keys sorted, no spaces), the parameters themselves,
//! and the shard this log plays, if any. Each record names the run hash,
//! the matchup and game index, and what the game gave. Records are appended
//! and flushed one by one as games finish, in any order, so a killed process
//! leaves at most a partial last line: [`read_log`] drops it.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::runner::MatchConfig;
use super::shard::Shard;
use super::stats::GameResult;
use keysim_engine::{ForfeitReason, Player};

/// The version of the log format written in every header.
pub const LOG_FORMAT: u32 = 1;

/// The 64-bit FNV-1a hash of `bytes`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The canonical JSON of a value: object keys sorted, no whitespace.
pub fn canonical_json(value: &Value) -> String {
    // serde_json's maps are sorted by key (no `preserve_order` feature).
    serde_json::to_string(value).unwrap_or_default()
}

/// The run hash of a job's parameters, as 16 hex digits.
pub fn run_hash(params: &Value) -> String {
    format!("{:016x}", fnv1a(canonical_json(params).as_bytes()))
}

/// The first line of a result log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Header {
    /// [`LOG_FORMAT`] when written.
    pub format: u32,
    /// The keysim version that wrote the log.
    pub keysim_version: String,
    /// The job's kind, the key of its entry in the job registry.
    pub kind: String,
    /// [`run_hash`] of `params`.
    pub run: String,
    /// The share of the games this log plays, if it is a shard's log.
    pub shard: Option<Shard>,
    /// The job's parameters.
    pub params: Value,
}

impl Header {
    /// The header of a run of job `kind` with `params`.
    pub fn new(kind: &str, params: Value, shard: Option<Shard>) -> Header {
        Header {
            format: LOG_FORMAT,
            keysim_version: super::VERSION.to_string(),
            kind: kind.to_string(),
            run: run_hash(&params),
            shard,
            params,
        }
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The run hash of the header.
    pub run: String,
    /// The matchup's index in the job.
    pub matchup: usize,
    /// The game's index in its matchup.
    pub game: u64,
    /// The decks' names, deck A's first.
    pub decks: [String; 2],
    /// The agents' specs, deck A's first.
    pub agents: [String; 2],
    pub chains: [u8; 2],
    /// The seed of the game's deal.
    pub seed: u64,
    /// `"A"`, `"B"`, or none for an unfinished (turn-capped) game.
    pub winner: Option<String>,
    /// `"A"` or `"B"`.
    pub first: String,
    pub turns: u16,
    pub keys: [u8; 2],
    /// The seat (`"A"`/`"B"`) whose agent forfeited the game and why
    /// ([`ForfeitReason::name`]); absent for a game played out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<(String, String)>,
}

fn seat_name(p: Player) -> String {
    match p {
        Player::A => "A".to_string(),
        Player::B => "B".to_string(),
    }
}

fn seat_of(s: &str) -> Option<Player> {
    match s {
        "A" => Some(Player::A),
        "B" => Some(Player::B),
        _ => None,
    }
}

impl Record {
    /// The record of game `game` of matchup `matchup` (configured by `cfg`).
    pub fn new(run: &str, matchup: usize, cfg: &MatchConfig, game: u64, r: &GameResult) -> Record {
        Record {
            run: run.to_string(),
            matchup,
            game,
            decks: [cfg.deck_a.name.clone(), cfg.deck_b.name.clone()],
            agents: [cfg.agent_a.to_string(), cfg.agent_b.to_string()],
            chains: cfg.chains,
            seed: cfg.setup(game).seed,
            winner: r.winner.map(seat_name),
            first: seat_name(r.first_player),
            turns: r.turns,
            keys: r.keys,
            forfeit: r
                .forfeit
                .map(|(p, why)| (seat_name(p), why.name().to_string())),
        }
    }

    /// The game's result, or `None` if a seat is not `A` or `B`.
    pub fn result(&self) -> Option<GameResult> {
        let winner = match &self.winner {
            None => None,
            Some(w) => Some(seat_of(w)?),
        };
        let forfeit = match &self.forfeit {
            None => None,
            Some((seat, why)) => Some((
                seat_of(seat)?,
                *ForfeitReason::ALL.iter().find(|r| r.name() == why)?,
            )),
        };
        Some(GameResult {
            winner,
            first_player: seat_of(&self.first)?,
            turns: self.turns,
            keys: self.keys,
            forfeit,
        })
    }
}

/// Why a result log cannot be read or used.
#[derive(Debug)]
pub enum LogError {
    /// The file cannot be read or written.
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// A line is not what the format says.
    Format {
        path: PathBuf,
        line: usize,
        message: String,
    },
    /// The log is from a run with other parameters.
    OtherRun { path: PathBuf, message: String },
    /// Two lines give one game different results.
    TwoResults {
        path: PathBuf,
        matchup: usize,
        game: u64,
        lines: [usize; 2],
    },
}

impl std::fmt::Display for LogError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LogError::Io { path, error } => write!(f, "\"{}\": {error}", path.display()),
            LogError::Format {
                path,
                line,
                message,
            } => write!(
                f,
                "\"{}\" line {line} is not a keysim result log line: {message}",
                path.display()
            ),
            LogError::OtherRun { path, message } => write!(
                f,
                "\"{}\" is the log of another run: {message}",
                path.display()
            ),
            LogError::TwoResults {
                path,
                matchup,
                game,
                lines,
            } => write!(
                f,
                "\"{}\" lines {} and {} give game {game} of matchup {matchup} different \
                 results: one game cannot end two ways in one run, so the log is damaged; \
                 remove the wrong line",
                path.display(),
                lines[0],
                lines[1]
            ),
        }
    }
}

impl std::error::Error for LogError {}

/// A result log as read: its header and its finished games.
#[derive(Clone, Debug)]
pub struct Log {
    pub path: PathBuf,
    pub header: Header,
    /// Each finished game's result by (matchup, game).
    pub games: BTreeMap<(usize, u64), GameResult>,
    /// The line (from 1) of each finished game's record.
    pub lines: BTreeMap<(usize, u64), usize>,
    /// The length in bytes of the whole lines (a partial last line, cut
    /// off by a killed process, lies beyond it).
    pub whole_len: u64,
}

/// Reads a result log, dropping a partial last line (one without its
/// newline that does not parse). A game recorded twice with one result is
/// taken once.
///
/// # Errors
/// [`LogError`] if the file cannot be read, has no header, a line other
/// than a partial last one does not parse or names another run, or two
/// lines give one game different results.
pub fn read_log(path: &Path) -> Result<Log, LogError> {
    let io_err = |error| LogError::Io {
        path: path.to_path_buf(),
        error,
    };
    let format_err = |line: usize, message: String| LogError::Format {
        path: path.to_path_buf(),
        line,
        message,
    };
    let mut reader = BufReader::new(File::open(path).map_err(io_err)?);
    let mut header: Option<Header> = None;
    let mut games = BTreeMap::new();
    let mut lines: BTreeMap<(usize, u64), usize> = BTreeMap::new();
    let mut whole_len = 0u64;
    let mut buf = String::new();
    let mut number = 0;
    loop {
        buf.clear();
        let n = reader.read_line(&mut buf).map_err(io_err)?;
        if n == 0 {
            break;
        }
        number += 1;
        let complete = buf.ends_with('\n');
        let line = buf.trim_end();
        if line.is_empty() {
            whole_len += n as u64;
            continue;
        }
        match &header {
            None => {
                let h: Header = match serde_json::from_str(line) {
                    Ok(h) => h,
                    Err(_) if !complete => break,
                    Err(e) => return Err(format_err(number, format!("not a header ({e})"))),
                };
                if h.format != LOG_FORMAT {
                    return Err(format_err(
                        number,
                        format!(
                            "log format {} (this keysim reads format {LOG_FORMAT})",
                            h.format
                        ),
                    ));
                }
                header = Some(h);
            }
            Some(h) => {
                let r: Record = match serde_json::from_str(line) {
                    Ok(r) => r,
                    Err(_) if !complete => break,
                    Err(e) => return Err(format_err(number, e.to_string())),
                };
                if r.run != h.run {
                    return Err(format_err(
                        number,
                        format!("a record of run {}, not of run {}", r.run, h.run),
                    ));
                }
                let result = r
                    .result()
                    .ok_or_else(|| format_err(number, "a seat is not A or B".into()))?;
                let key = (r.matchup, r.game);
                match games.get(&key) {
                    Some(old) if *old != result => {
                        return Err(LogError::TwoResults {
                            path: path.to_path_buf(),
                            matchup: key.0,
                            game: key.1,
                            lines: [lines[&key], number],
                        })
                    }
                    Some(_) => {}
                    None => {
                        games.insert(key, result);
                        lines.insert(key, number);
                    }
                }
            }
        }
        if !complete {
            // A last line without its newline parsed: keep it but write
            // the next record on a line of its own.
            whole_len += n as u64;
            break;
        }
        whole_len += n as u64;
    }
    let header = header.ok_or_else(|| format_err(1, "the file has no header line".into()))?;
    Ok(Log {
        path: path.to_path_buf(),
        header,
        games,
        lines,
        whole_len,
    })
}

/// The first parameter (a dotted path) where `a` and `b` differ, with each
/// side's value shortened for a message.
pub fn first_difference(a: &Value, b: &Value) -> Option<(String, String, String)> {
    fn short(v: &Value) -> String {
        let s = canonical_json(v);
        if s.chars().count() > 60 {
            let cut: String = s.chars().take(57).collect();
            format!("{cut}...")
        } else {
            s
        }
    }
    fn walk(path: &str, a: &Value, b: &Value) -> Option<(String, String, String)> {
        if a == b {
            return None;
        }
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                let keys: std::collections::BTreeSet<&String> = x.keys().chain(y.keys()).collect();
                for k in keys {
                    let p = if path.is_empty() {
                        k.clone()
                    } else {
                        format!("{path}.{k}")
                    };
                    let (va, vb) = (
                        x.get(k).unwrap_or(&Value::Null),
                        y.get(k).unwrap_or(&Value::Null),
                    );
                    if let Some(d) = walk(&p, va, vb) {
                        return Some(d);
                    }
                }
                None
            }
            (Value::Array(x), Value::Array(y))
                if x.len() == y.len() && !path.ends_with("cards") =>
            {
                x.iter()
                    .zip(y)
                    .enumerate()
                    .find_map(|(i, (va, vb))| walk(&format!("{path}[{i}]"), va, vb))
            }
            _ => Some((path.to_string(), short(a), short(b))),
        }
    }
    walk("", a, b)
}

/// Checks that `log` is a log of the run with `header` (same kind and
/// parameters).
///
/// # Errors
/// [`LogError::OtherRun`] naming the first parameter that differs.
pub fn check_same_run(log: &Log, header: &Header) -> Result<(), LogError> {
    let other = |message: String| LogError::OtherRun {
        path: log.path.clone(),
        message,
    };
    if log.header.kind != header.kind {
        return Err(other(format!(
            "it is a `{}` run, not a `{}` run",
            log.header.kind, header.kind
        )));
    }
    if log.header.keysim_version != header.keysim_version {
        return Err(other(format!(
            "it was written by keysim {}, this is keysim {} (another engine may play \
             other games)",
            log.header.keysim_version, header.keysim_version
        )));
    }
    if log.header.run == header.run {
        return Ok(());
    }
    Err(other(
        match first_difference(&log.header.params, &header.params) {
            Some((path, theirs, ours)) => {
                format!("parameter `{path}` is {theirs} in the log but {ours} here")
            }
            None => format!(
                "run hash {} in the log, {} here",
                log.header.run, header.run
            ),
        },
    ))
}

/// Appends records to a result log, one flushed line each.
#[derive(Debug)]
pub struct LogWriter {
    path: PathBuf,
    file: File,
}

impl LogWriter {
    /// Creates a new log at `path` and writes its header; an existing file
    /// is refused (resume it or remove it).
    ///
    /// # Errors
    /// [`LogError::Io`] if the file exists or cannot be created.
    pub fn create(path: &Path, header: &Header) -> Result<LogWriter, LogError> {
        let io_err = |error| LogError::Io {
            path: path.to_path_buf(),
            error,
        };
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(io_err)?;
        let mut w = LogWriter {
            path: path.to_path_buf(),
            file,
        };
        let line = serde_json::to_string(header).unwrap_or_default();
        w.write_line(&line)?;
        Ok(w)
    }

    /// Opens `log`'s file to append records after its whole lines (a
    /// partial last line is cut off).
    ///
    /// # Errors
    /// [`LogError::Io`] if the file cannot be opened or cut.
    pub fn append(log: &Log) -> Result<LogWriter, LogError> {
        let io_err = |error| LogError::Io {
            path: log.path.clone(),
            error,
        };
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .open(&log.path)
            .map_err(io_err)?;
        let len = file.metadata().map_err(io_err)?.len();
        if len > log.whole_len {
            file.set_len(log.whole_len).map_err(io_err)?;
        }
        let mut w = LogWriter {
            path: log.path.clone(),
            file,
        };
        use std::io::{Seek, SeekFrom};
        w.file.seek(SeekFrom::End(0)).map_err(io_err)?;
        if log.whole_len > 0 && !ends_with_newline(&log.path, log.whole_len).map_err(io_err)? {
            w.file.write_all(b"\n").map_err(io_err)?;
        }
        Ok(w)
    }

    /// Appends one record and flushes it to the file.
    ///
    /// # Errors
    /// [`LogError::Io`] if the write fails.
    pub fn write(&mut self, record: &Record) -> Result<(), LogError> {
        let line = serde_json::to_string(record).unwrap_or_default();
        self.write_line(&line)
    }

    fn write_line(&mut self, line: &str) -> Result<(), LogError> {
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
        self.file
            .write_all(&bytes)
            .and_then(|_| self.file.flush())
            .map_err(|error| LogError::Io {
                path: self.path.clone(),
                error,
            })
    }
}

fn ends_with_newline(path: &Path, len: u64) -> std::io::Result<bool> {
    use std::io::{Read, Seek, SeekFrom};
    let mut f = File::open(path)?;
    f.seek(SeekFrom::Start(len - 1))?;
    let mut b = [0u8; 1];
    f.read_exact(&mut b)?;
    Ok(b[0] == b'\n')
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_forfeit_survives_the_log() {
        let mut r = record(1);
        r.winner = Some("A".into());
        r.forfeit = Some(("B".into(), ForfeitReason::TimedOut.name().into()));
        let line = serde_json::to_string(&r).unwrap();
        let back: Record = serde_json::from_str(&line).unwrap();
        assert_eq!(
            back.result().unwrap().forfeit,
            Some((Player::B, ForfeitReason::TimedOut))
        );
        let plain = serde_json::to_string(&record(2)).unwrap();
        assert!(!plain.contains("forfeit"), "absent for a game played out");
    }

    #[test]
    fn fnv1a_matches_published_values() {
        // Test vectors of the FNV reference (64-bit FNV-1a).
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn the_hash_ignores_key_order() {
        let a: Value = serde_json::from_str(r#"{"seed":1,"games":4}"#).unwrap();
        let b: Value = serde_json::from_str(r#"{"games":4,"seed":1}"#).unwrap();
        assert_eq!(run_hash(&a), run_hash(&b));
        assert_ne!(run_hash(&a), run_hash(&json!({"seed": 2, "games": 4})));
    }

    #[test]
    fn the_first_difference_is_named() {
        let a = json!({"seed": 1, "chains": [0, 2], "games": 4});
        let b = json!({"seed": 1, "chains": [0, 3], "games": 4});
        let d = first_difference(&a, &b).unwrap();
        assert_eq!(
            d,
            ("chains[1]".to_string(), "2".to_string(), "3".to_string())
        );
        assert_eq!(first_difference(&a, &a), None);
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("keysim-records-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join(name);
        let _ = std::fs::remove_file(&p);
        p
    }

    fn record(game: u64) -> Record {
        Record {
            run: run_hash(&json!({"games": 4})),
            matchup: 0,
            game,
            decks: ["a".into(), "b".into()],
            agents: ["random".into(), "random".into()],
            chains: [0, 0],
            seed: 9,
            winner: Some("B".into()),
            first: "A".into(),
            turns: 12,
            keys: [1, 3],
            forfeit: None,
        }
    }

    #[test]
    fn a_partial_last_line_is_dropped_and_overwritten() {
        let path = scratch("partial.jsonl");
        let header = Header::new("match", json!({"games": 4}), None);
        let mut w = LogWriter::create(&path, &header).unwrap();
        w.write(&record(0)).unwrap();
        w.write(&record(1)).unwrap();
        drop(w);
        let full = std::fs::read_to_string(&path).unwrap();
        let cut = full.len() - 20;
        std::fs::write(&path, &full[..cut]).unwrap();
        let log = read_log(&path).unwrap();
        assert_eq!(log.games.len(), 1);
        assert_eq!(log.header, header);
        let mut w = LogWriter::append(&log).unwrap();
        w.write(&record(1)).unwrap();
        drop(w);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), full);
        assert!(LogWriter::create(&path, &header).is_err());
    }

    #[test]
    fn another_runs_log_is_refused_with_the_parameter() {
        let path = scratch("other.jsonl");
        let header = Header::new("match", json!({"games": 4, "seed": 1}), None);
        drop(LogWriter::create(&path, &header).unwrap());
        let log = read_log(&path).unwrap();
        let ours = Header::new("match", json!({"games": 4, "seed": 2}), None);
        let e = check_same_run(&log, &ours).unwrap_err().to_string();
        assert!(
            e.contains("parameter `seed` is 1 in the log but 2 here"),
            "{e}"
        );
        assert!(check_same_run(&log, &header).is_ok());
        let mut older = header.clone();
        older.keysim_version = "0.0.1".into();
        let e = check_same_run(&log, &older).unwrap_err().to_string();
        assert!(e.contains("written by keysim"), "{e}");
    }
}
