//! Runs that survive and scale: starting a logged run, resuming it,
//! sharding it, merging shard logs, stopping on Ctrl-C, and writing output
//! files atomically. The command line calls these for every [`Job`].

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::job::{find_kind, params_json, registry, Job, JobRunError};
use super::logged::{FromLogs, Logged};
use super::records::{
    check_same_run, first_difference, read_log, Header, Log, LogError, LogWriter,
};
use super::report::Format;
use super::runner::{ProgressView, RunError};
use super::shard::Shard;

/// Why a run could not start or finish.
#[derive(Debug)]
pub enum RunsError {
    /// Bad input (a log of another run, a missing shard, ...): one line for
    /// the user, exit code 2.
    Usage(String),
    /// Something failed while running: exit code 1.
    Failed(String),
}

impl std::fmt::Display for RunsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunsError::Usage(m) | RunsError::Failed(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for RunsError {}

fn log_error(e: LogError) -> RunsError {
    match e {
        LogError::Io { .. } => RunsError::Failed(e.to_string()),
        _ => RunsError::Usage(e.to_string()),
    }
}

/// How a run plays: threads, log, shard, progress, and the stop flag.
#[derive(Clone, Debug)]
pub struct RunOptions {
    pub threads: usize,
    /// Write a new result log here.
    pub log: Option<PathBuf>,
    pub shard: Option<Shard>,
    /// Shows the games' progress (`None`: nothing).
    pub progress: Option<ProgressView>,
    /// Set (by Ctrl-C) to start no new game.
    pub stop: Arc<AtomicBool>,
}

impl RunOptions {
    /// `threads` threads, no log, no shard, no progress bar, never stopped.
    pub fn new(threads: usize) -> RunOptions {
        RunOptions {
            threads,
            log: None,
            shard: None,
            progress: None,
            stop: Arc::new(AtomicBool::new(false)),
        }
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The job finished: its output.
    Done(String),
    /// Stopped (Ctrl-C) before every game was played.
    Interrupted,
    /// A shard played its share.
    ShardDone,
}

/// The player of a new run of `job`: checks the shard, creates the log
/// (refusing an existing file) and writes its header.
///
/// # Errors
/// [`RunsError::Usage`] if the job cannot be sharded or the log exists.
pub fn start<J: Job>(job: &J, opts: &RunOptions) -> Result<(Header, Logged), RunsError> {
    if let (Some(shard), Some(why)) = (opts.shard, job.unshardable()) {
        return Err(RunsError::Usage(format!("--shard {shard}: {why}")));
    }
    let header = Header::new(J::KIND, params_json(job), opts.shard);
    let mut player = player(&header, opts)?;
    if let Some(path) = &opts.log {
        if path.exists() {
            return Err(RunsError::Usage(format!(
                "the log \"{}\" exists: continue its run with `keysim {} --resume {}`, \
                 or choose another --log",
                path.display(),
                J::KIND,
                path.display()
            )));
        }
        player = player.with_log(LogWriter::create(path, &header).map_err(log_error)?);
    }
    Ok((header, player))
}

/// Reads the log of an interrupted run (`--resume`), to continue it.
///
/// # Errors
/// [`RunsError`] if the log cannot be read.
pub fn read_resumed(path: &Path) -> Result<Log, RunsError> {
    read_log(path).map_err(log_error)
}

/// The player that continues the run of `log`: it appends to the log and
/// plays only the games the log does not hold, in the log's shard. With
/// `job`, the job must be the log's (same kind and parameters).
///
/// # Errors
/// [`RunsError::Usage`] naming the first parameter that differs, or if
/// `opts` names another shard than the log's.
pub fn resume<J: Job>(job: Option<&J>, log: &Log, opts: &RunOptions) -> Result<Logged, RunsError> {
    if let Some(job) = job {
        let ours = Header::new(J::KIND, params_json(job), log.header.shard);
        check_same_run(log, &ours).map_err(log_error)?;
    } else {
        job_of_log::<J>(log)?;
        let ours = Header::new(J::KIND, log.header.params.clone(), log.header.shard);
        check_same_run(log, &ours).map_err(log_error)?;
    }
    if opts.shard.is_some() && opts.shard != log.header.shard {
        return Err(RunsError::Usage(format!(
            "\"{}\" is the log of {}, not of shard {}",
            log.path.display(),
            log.header
                .shard
                .map_or("the whole run".to_string(), |s| format!("shard {s}")),
            opts.shard.map(|s| s.to_string()).unwrap_or_default()
        )));
    }
    let opts = RunOptions {
        shard: log.header.shard,
        ..opts.clone()
    };
    Ok(player(&log.header, &opts)?
        .resuming(log)
        .with_log(LogWriter::append(log).map_err(log_error)?))
}

/// The job of `log`'s header (for `--resume FILE` without the job's
/// arguments).
///
/// # Errors
/// [`RunsError::Usage`] if the log is of another kind of job or its
/// parameters do not make a job.
pub fn job_of_log<J: Job>(log: &Log) -> Result<J, RunsError> {
    if log.header.kind != J::KIND {
        return Err(RunsError::Usage(format!(
            "\"{}\" is the log of a `{}` run: continue it with `keysim {} --resume {}`",
            log.path.display(),
            log.header.kind,
            log.header.kind,
            log.path.display()
        )));
    }
    let bad = |m: String| RunsError::Usage(format!("\"{}\": {m}", log.path.display()));
    let params: J::Params = serde_json::from_value(log.header.params.clone())
        .map_err(|e| bad(format!("the {} parameters: {e}", J::KIND)))?;
    J::from_params(params).map_err(bad)
}

fn player(header: &Header, opts: &RunOptions) -> Result<Logged, RunsError> {
    Ok(Logged::new(&header.run, opts.threads)
        .map_err(|e| RunsError::Failed(e.to_string()))?
        .with_shard(opts.shard)
        .with_progress(opts.progress)
        .stop_on(opts.stop.clone()))
}

/// Runs `job` with `player` and says how it ended.
///
/// # Errors
/// [`RunsError`] if a game cannot start or the log cannot be written.
pub fn finish<J: Job>(job: &J, player: &mut Logged, format: Format) -> Result<Ended, RunsError> {
    match job.run(player, format) {
        Ok(_) if player.shard().is_some_and(|s| s.count > 1) => Ok(Ended::ShardDone),
        Ok(out) => Ok(Ended::Done(out)),
        Err(JobRunError::Run(RunError::Interrupted { .. })) => Ok(Ended::Interrupted),
        Err(JobRunError::Params(m)) => Err(RunsError::Usage(m)),
        Err(JobRunError::Run(e @ (RunError::Setup(_) | RunError::Missing { .. }))) => {
            Err(RunsError::Usage(e.to_string()))
        }
        Err(JobRunError::Run(e)) => Err(RunsError::Failed(e.to_string())),
    }
}

/// The command that resumes the run of the log at `log`: `keysim KIND
/// --resume LOG` and `extra` (output flags, say), shell-quoted.
pub fn resume_command(kind: &str, log: &Path, extra: &[String]) -> String {
    let mut cmd = format!(
        "keysim {kind} --resume {}",
        shell_word(&log.display().to_string())
    );
    for e in extra {
        cmd.push(' ');
        cmd.push_str(&shell_word(e));
    }
    cmd
}

/// `s` quoted for a POSIX shell if it needs it.
fn shell_word(s: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c);
    if !s.is_empty() && s.chars().all(plain) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// What to print on standard error when a run ended without its output:
/// after Ctrl-C, the games finished, what they say so far ([`Job::so_far`])
/// and the command that resumes the run (`resume`, if it has a log); after
/// a shard's share, where its games are. `None` for a finished run.
pub fn end_message<J: Job>(
    job: &J,
    player: &Logged,
    ended: &Ended,
    log: Option<&Path>,
    resume: Option<&str>,
) -> Option<String> {
    let finished = player.finished_count();
    match ended {
        Ended::Done(_) => None,
        Ended::ShardDone => Some(format!(
            "keysim: this shard's {finished} games are in \"{}\"; when every shard is done, \
             combine their logs with `keysim merge LOG...`\n",
            log.map(|p| p.display().to_string()).unwrap_or_default()
        )),
        Ended::Interrupted => {
            let mut text = format!("keysim: interrupted: {finished} games finished");
            if let Some(so_far) = job.so_far(player.finished()) {
                text.push_str("; ");
                text.push_str(&so_far);
            }
            match (log, resume) {
                (Some(log), Some(cmd)) => text.push_str(&format!(
                    "\nkeysim: the log \"{}\" is whole; continue the run with:\n  {cmd}\n",
                    log.display()
                )),
                _ => text.push_str(
                    "\nkeysim: this run had no --log, so it cannot be resumed; \
                     run it with --log FILE to make it resumable\n",
                ),
            }
            Some(text)
        }
    }
}

/// `keysim merge`: reads the logs of one run (its shards, or whole or
/// partial logs), checks they share one run and hold every game, rebuilds
/// the job from the header and renders its output in `format`, exactly as
/// the unsharded run prints it.
///
/// # Errors
/// [`RunsError::Usage`] naming a log of another run, a missing shard, or
/// the log that lacks a game.
pub fn merge(paths: &[PathBuf], format: Format) -> Result<String, RunsError> {
    if paths.is_empty() {
        return Err(RunsError::Usage("name the result logs to merge".into()));
    }
    let logs = paths
        .iter()
        .map(|p| read_log(p).map_err(log_error))
        .collect::<Result<Vec<Log>, _>>()?;
    check_one_run(&logs)?;
    let first = &logs[0];
    let kind = find_kind(&first.header.kind).ok_or_else(|| {
        let known: Vec<&str> = registry().iter().map(|k| k.kind).collect();
        RunsError::Usage(format!(
            "\"{}\" is the log of a `{}` run, which this keysim cannot merge (it merges {})",
            first.path.display(),
            first.header.kind,
            known.join(", ")
        ))
    })?;
    check_shards(&logs)?;
    let mut player = FromLogs::new(&logs).map_err(RunsError::Usage)?;
    match (kind.run)(&first.header.params, &mut player, format) {
        Ok(out) => Ok(out),
        Err(JobRunError::Params(m)) => Err(RunsError::Usage(format!(
            "\"{}\": {m}",
            first.path.display()
        ))),
        Err(JobRunError::Run(RunError::Missing {
            matchup,
            game,
            shard,
        })) => Err(RunsError::Usage(missing_game(&logs, matchup, game, shard))),
        Err(JobRunError::Run(e)) => Err(RunsError::Failed(e.to_string())),
    }
}

/// Checks what `--resume` checks of each log: written by this keysim, its
/// run hash that of its parameters, and every log of the first log's run
/// (same kind and parameters; a difference names both logs).
fn check_one_run(logs: &[Log]) -> Result<(), RunsError> {
    let first = &logs[0];
    let ours = Header::new(
        &first.header.kind,
        first.header.params.clone(),
        first.header.shard,
    );
    for log in logs {
        let h = &log.header;
        let other = |what: String| {
            RunsError::Usage(format!(
                "\"{}\" and \"{}\" are logs of different runs: {what}; merge the logs of \
                 one run",
                first.path.display(),
                log.path.display()
            ))
        };
        if h.kind != first.header.kind {
            return Err(other(format!(
                "a `{}` run and a `{}` run",
                first.header.kind, h.kind
            )));
        }
        if let Some((path, a, b)) = first_difference(&first.header.params, &h.params) {
            return Err(other(format!(
                "parameter `{path}` is {a} in the first and {b} in the second"
            )));
        }
        check_same_run(log, &ours).map_err(log_error)?;
    }
    Ok(())
}

/// Checks that shard logs cover every shard of one split: names the
/// missing shards.
fn check_shards(logs: &[Log]) -> Result<(), RunsError> {
    if logs
        .iter()
        .any(|l| l.header.shard.is_none_or(|s| s.count == 1))
    {
        return Ok(());
    }
    let counts: BTreeSet<u64> = logs
        .iter()
        .filter_map(|l| l.header.shard.map(|s| s.count))
        .collect();
    if counts.len() > 1 {
        let list: Vec<String> = counts.iter().map(u64::to_string).collect();
        return Err(RunsError::Usage(format!(
            "the logs split the run in different numbers of shards ({}): merge the shards \
             of one split",
            list.join(", ")
        )));
    }
    let count = counts.into_iter().next().unwrap_or(1);
    let present: BTreeSet<u64> = logs
        .iter()
        .filter_map(|l| l.header.shard.map(|s| s.index))
        .collect();
    let missing: Vec<String> = (1..=count)
        .filter(|i| !present.contains(i))
        .map(|i| format!("{i}/{count}"))
        .collect();
    if !missing.is_empty() {
        return Err(RunsError::Usage(format!(
            "no log of shard{} {} was given: run {} with --shard and the same \
             parameters, then merge all {count}",
            if missing.len() == 1 { "" } else { "s" },
            missing.join(", "),
            if missing.len() == 1 { "it" } else { "them" }
        )));
    }
    Ok(())
}

/// The message for a game no log holds: which log should have had it.
fn missing_game(logs: &[Log], matchup: usize, game: u64, shard: Option<Shard>) -> String {
    let kind = &logs[0].header.kind;
    let owner = logs
        .iter()
        .find(|l| shard.is_none() || l.header.shard == shard);
    match owner {
        Some(l) => format!(
            "game {game} of matchup {matchup} is in no log: \"{}\"{} is incomplete; \
             continue it with `keysim {kind} --resume {}`, then merge again",
            l.path.display(),
            shard.map(|s| format!(" (shard {s})")).unwrap_or_default(),
            l.path.display()
        ),
        None => format!("game {game} of matchup {matchup} is in no log"),
    }
}

/// Writes `contents` to `path` atomically: to a temporary file in the same
/// directory, renamed over `path` once complete, so an interrupted write
/// leaves the previous file as it was.
///
/// # Errors
/// The I/O error of the write or the rename.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    let tmp = dir.join(format!(".{name}.keysim-{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(contents)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resume_commands_quote_what_the_shell_would_split() {
        let extra = ["--out".to_string(), "my results.csv".to_string()];
        assert_eq!(
            resume_command("match", Path::new("runs/a b.jsonl"), &extra),
            "keysim match --resume 'runs/a b.jsonl' --out 'my results.csv'"
        );
        assert_eq!(shell_word("it's"), "'it'\\''s'");
    }

    #[test]
    fn atomic_writes_replace_the_file_and_leave_no_temporary() {
        let dir = std::env::temp_dir().join(format!("keysim-atomic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("out.csv");
        write_atomic(&path, b"old").unwrap();
        write_atomic(&path, b"new").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        assert!(write_atomic(&dir.join("no/such/dir/out.csv"), b"x").is_err());
    }
}
