//! A user's files are sacred: no output of a run (`--out`, `--report`,
//! `--log-file`, `--log`) may name a file the run reads or writes under
//! another role, and every output is checked before the first game. Each
//! refusal is one line, exit code 2, and leaves every file as it was.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn keysim_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("the keysim binary runs")
}

/// A fresh folder holding `mydeck.txt` (a copy of a deck of the library).
fn scratch(test: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cli-files-tests")
        .join(format!("{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("mydeck.txt"), deck_text()).unwrap();
    dir
}

fn deck_text() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("decks/radiant-argus-the-supreme.txt");
    std::fs::read_to_string(path).unwrap()
}

/// The names and contents of the files of `dir`, sorted.
fn snapshot(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let bytes = std::fs::read(e.path()).unwrap_or_default();
            (e.file_name().to_string_lossy().into_owned(), bytes)
        })
        .collect();
    files.sort();
    files
}

/// Runs `args` in `dir` and checks the refusal: exit code 2, nothing on
/// standard output, one `keysim: ...` line holding each of `needles`, and
/// every file of `dir` as it was.
fn assert_refused(dir: &Path, args: &[&str], needles: &[&str]) {
    let before = snapshot(dir);
    let o = keysim_in(dir, args);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(o.stdout.is_empty(), "{args:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: not one line:\n{err}");
    assert!(err.starts_with("keysim: "), "{err}");
    for n in needles {
        assert!(err.contains(n), "{args:?}: {err:?} does not mention {n:?}");
    }
    assert_eq!(snapshot(dir), before, "{args:?} changed the folder");
}

#[test]
fn an_output_over_an_input_deck_is_refused() {
    let dir = scratch("deck");
    let n = ["-n", "2", "--agent", "random"];
    let with = |extra: &[&'static str]| -> Vec<&'static str> {
        let mut v = vec!["match", "mydeck.txt", "onyx"];
        v.extend(n);
        v.extend(extra);
        v
    };
    assert_refused(
        &dir,
        &with(&["--out", "mydeck.txt"]),
        &["--out \"mydeck.txt\"", "deck A"],
    );
    // The same file under another name.
    assert_refused(
        &dir,
        &with(&["--report", "./mydeck.txt"]),
        &["--report", "deck A"],
    );
    assert_refused(
        &dir,
        &with(&["--log-games", "1", "--log-file", "mydeck.txt"]),
        &["--log-file", "deck A"],
    );
    assert_refused(&dir, &with(&["--log", "mydeck.txt"]), &["--log", "deck A"]);
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("mydeck.txt", dir.join("link.txt")).unwrap();
        assert_refused(
            &dir,
            &["match", "onyx", "link.txt", "--out", "mydeck.txt"],
            &["deck B (\"link.txt\")"],
        );
    }
    // A deck picked from a file of several decks.
    assert_refused(
        &dir,
        &[
            "match",
            "radiant",
            "mydeck.txt#radiant",
            "--out",
            "mydeck.txt",
        ],
        &["deck B"],
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("mydeck.txt")).unwrap(),
        deck_text()
    );
}

#[test]
fn the_jobs_refuse_an_output_over_their_decks() {
    let dir = scratch("jobs");
    std::fs::create_dir(dir.join("set")).unwrap();
    std::fs::write(dir.join("set/a.txt"), deck_text()).unwrap();
    assert_refused(
        &dir,
        &[
            "strength",
            "mydeck.txt",
            "--gauntlet",
            "radiant,onyx",
            "-n",
            "2",
            "--out",
            "mydeck.txt",
        ],
        &["deck 1 to rate"],
    );
    assert_refused(
        &dir,
        &[
            "strength",
            "onyx",
            "--gauntlet",
            "set",
            "--out",
            "set/a.txt",
        ],
        &["a deck file of --gauntlet"],
    );
    assert_refused(
        &dir,
        &[
            "league",
            "random",
            "greedy",
            "--decks",
            "set",
            "--report",
            "set/a.txt",
        ],
        &["a deck file of --decks"],
    );
    assert_refused(
        &dir,
        &[
            "league",
            "random",
            "greedy",
            "--decks",
            "onyx,mydeck.txt",
            "--log",
            "./mydeck.txt",
        ],
        &["a deck file of --decks"],
    );
    assert_refused(
        &dir,
        &["handicap", "onyx", "mydeck.txt", "--out", "mydeck.txt"],
        &["deck B"],
    );
}

/// A small logged match in `dir`, into `log`.
fn logged_match(dir: &Path, log: &str) {
    let o = keysim_in(
        dir,
        &[
            "match", "radiant", "onyx", "--agent", "random", "-n", "2", "-q", "--log", log,
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn a_log_is_never_overwritten_by_an_output() {
    let dir = scratch("logs");
    logged_match(&dir, "run.jsonl");
    assert_refused(
        &dir,
        &["merge", "run.jsonl", "--out", "run.jsonl"],
        &["--out \"run.jsonl\" is a log being merged"],
    );
    assert_refused(
        &dir,
        &["merge", "run.jsonl", "--report", "./run.jsonl"],
        &["a log being merged"],
    );
    assert_refused(
        &dir,
        &["match", "--resume", "run.jsonl", "--out", "run.jsonl"],
        &["the log --resume continues"],
    );
    assert_refused(
        &dir,
        &["strength", "--resume", "run.jsonl", "--report", "run.jsonl"],
        &["the log --resume continues"],
    );
    // Two outputs of one file: neither is written.
    assert_refused(
        &dir,
        &[
            "match", "radiant", "onyx", "-n", "2", "--log", "x", "--out", "x",
        ],
        &["--log \"x\" and --out \"x\" name one file"],
    );
    assert_refused(
        &dir,
        &[
            "league", "random", "greedy", "--out", "y.txt", "--report", "./y.txt",
        ],
        &["name one file"],
    );
}

#[test]
fn a_folder_named_as_an_output_is_called_a_folder() {
    let dir = scratch("folder");
    std::fs::create_dir(dir.join("sub")).unwrap();
    assert_refused(
        &dir,
        &["match", "radiant", "onyx", "--out", "sub"],
        &["--out \"sub\" is a folder", "sub/result.txt"],
    );
    assert_refused(
        &dir,
        &["match", "radiant", "onyx", "--log", "sub"],
        &["--log \"sub\" is a folder"],
    );
    assert_refused(
        &dir,
        &["handicap", "radiant", "onyx", "--log", "sub/"],
        &["--log \"sub/\" is a folder"],
    );
    assert_refused(
        &dir,
        &["merge", "x.jsonl", "--out", "nowhere/x.txt"],
        &["the folder \"nowhere\" does not exist"],
    );
    assert!(std::fs::read_dir(dir.join("sub")).unwrap().next().is_none());
}

#[cfg(target_os = "linux")]
#[test]
fn an_output_that_cannot_be_created_is_refused_before_any_game() {
    let dir = scratch("proc");
    // Without -q a played run notes its games on standard error: the one
    // line shows that none was played. No log is left behind either.
    assert_refused(
        &dir,
        &[
            "match",
            "radiant",
            "onyx",
            "--log",
            "run.jsonl",
            "--out",
            "/proc/x.txt",
        ],
        &["cannot create --out \"/proc/x.txt\"", "\"/proc\""],
    );
    assert_refused(
        &dir,
        &[
            "match",
            "radiant",
            "onyx",
            "--log",
            "run.jsonl",
            "--log-games",
            "1",
            "--log-file",
            "/proc/games.log",
        ],
        &["--log-file"],
    );
    assert_refused(
        &dir,
        &[
            "strength",
            "radiant",
            "--log",
            "run.jsonl",
            "--report",
            "/proc/r.html",
        ],
        &["--report"],
    );
    assert!(!dir.join("run.jsonl").exists());
}

#[cfg(unix)]
#[test]
fn a_device_output_is_written_in_place() {
    let dir = scratch("device");
    let o = keysim_in(
        &dir,
        &[
            "match",
            "radiant",
            "onyx",
            "--agent",
            "random",
            "-n",
            "2",
            "-q",
            "--out",
            "/dev/null",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(o.stdout.is_empty());
    let null = std::fs::metadata("/dev/null").unwrap();
    assert!(!null.is_file(), "/dev/null is still a device");
}

#[test]
fn a_log_in_a_missing_folder_is_refused_naming_the_folder() {
    let dir = scratch("missing");
    for args in [
        &["match", "radiant", "onyx", "--log", "missing/x.jsonl"][..],
        &["strength", "radiant", "--log", "missing/x.jsonl"][..],
        &["handicap", "radiant", "onyx", "--log", "missing/x.jsonl"][..],
        &["league", "random", "greedy", "--log", "missing/x.jsonl"][..],
    ] {
        assert_refused(
            &dir,
            args,
            &[
                "--log \"missing/x.jsonl\"",
                "the folder \"missing\" does not exist",
            ],
        );
    }
    // The first missing folder is the one named.
    assert_refused(
        &dir,
        &[
            "match",
            "radiant",
            "onyx",
            "--log",
            "missing/deeper/x.jsonl",
        ],
        &["the folder \"missing\" does not exist"],
    );
    // train-prior checks its --out before it plays.
    assert_refused(
        &dir,
        &[
            "train-prior",
            "--decks",
            "radiant",
            "--out",
            "missing/prior.json",
        ],
        &[
            "--out \"missing/prior.json\"",
            "the folder \"missing\" does not exist",
        ],
    );
}
