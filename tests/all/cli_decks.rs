//! End-to-end tests of deck arguments as users give them: standard input,
//! pipes, Master Vault files, and the mistakes they make.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn keysim_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the keysim binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

fn keysim(args: &[&str]) -> Output {
    keysim_with_stdin(args, "")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-decks");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(format!("{}-{name}", std::process::id()))
}

fn repo(path: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(path)
        .to_string_lossy()
        .into_owned()
}

/// A short match of `a` against `b` (random agents, 2 games).
fn match_args<'a>(a: &'a str, b: &'a str) -> Vec<&'a str> {
    vec!["match", a, b, "--games", "2", "--agent", "random", "-q"]
}

fn assert_usage_error(o: &Output, needle: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "stderr:\n{err}");
    assert!(o.stdout.is_empty(), "stdout: {}", stdout(o));
    assert_eq!(err.lines().count(), 1, "not one line:\n{err}");
    assert!(err.starts_with("keysim: "), "{err}");
    assert!(err.contains(needle), "{err:?} does not mention {needle:?}");
}

fn first_line(o: &Output) -> String {
    assert!(o.status.success(), "stderr:\n{}", stderr(o));
    stdout(o).lines().next().unwrap_or_default().to_string()
}

#[test]
fn deck_from_standard_input() {
    let text = std::fs::read_to_string(repo("decks/radiant-argus-the-supreme.txt")).unwrap();
    let o = keysim_with_stdin(&match_args("-", "onyx"), &text);
    assert!(first_line(&o).starts_with("Radiant Argus the Supreme (random) vs Miss"));
    // Both decks from the one input: it is read once.
    let o = keysim_with_stdin(&match_args("-", "-"), &text);
    assert!(first_line(&o)
        .starts_with("Radiant Argus the Supreme (random) vs Radiant Argus the Supreme"));
    // A file of several decks on standard input: pick one with -#NAME
    // (after `--`, which tells the argument parser that no flag follows).
    let json = std::fs::read_to_string(repo("decks/cota-starter-decks.json")).unwrap();
    let args = [
        "match", "--games", "2", "--agent", "random", "-q", "--", "-#onyx", "radiant",
    ];
    let o = keysim_with_stdin(&args, &json);
    assert!(first_line(&o).starts_with("Miss"));
    // Nothing piped in.
    assert_usage_error(
        &keysim(&match_args("-", "onyx")),
        "is read from standard input, which is empty",
    );
}

#[test]
fn deck_from_a_pipe_path() {
    let fifo = scratch("deck.fifo");
    let _ = std::fs::remove_file(&fifo);
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let text = std::fs::read_to_string(repo("decks/miss-onyx-censorius.txt")).unwrap();
    let path = fifo.clone();
    // The writer blocks until keysim opens the pipe, as with bash's <(cat …).
    let writer = std::thread::spawn(move || std::fs::write(path, text).unwrap());
    let o = keysim(&match_args(fifo.to_str().unwrap(), "radiant"));
    writer.join().unwrap();
    assert!(first_line(&o).starts_with("Miss \"Onyx\" Censorius (random) vs Radiant"));
    let _ = std::fs::remove_file(fifo);
}

#[test]
fn master_vault_deck_file_plays() {
    let o = keysim(&match_args(
        &repo("tests/decks/gregg-master-vault.json"),
        "onyx",
    ));
    assert!(first_line(&o).starts_with("Gregg, the Adjutant of Myths (random) vs Miss"));
}

#[test]
fn deck_argument_mistakes_get_one_line() {
    // A directory.
    let o = keysim(&match_args(&repo("decks"), "onyx"));
    assert_usage_error(&o, "is a directory, not a deck file; it holds 6 deck files");
    assert!(stderr(&o).contains("--gauntlet or --decks"));
    // JSON that is not a deck.
    let not_deck = scratch("package.json");
    std::fs::write(&not_deck, r#"{"name": "x", "dependencies": {}}"#).unwrap();
    let o = keysim(&match_args(not_deck.to_str().unwrap(), "onyx"));
    assert_usage_error(
        &o,
        "not a deck file: the file is a JSON object with the fields",
    );
    assert!(!stderr(&o).contains("houses"));
    // A card under another house's header.
    let text = std::fs::read_to_string(repo("decks/miss-onyx-censorius.txt")).unwrap();
    let moved = text
        .replacen("1 Punch\n", "", 1)
        .replacen("\nDis\n", "\nDis\n1 Punch\n", 1);
    let line = moved.lines().position(|l| l == "1 Punch").unwrap() + 1;
    let file = scratch("moved.txt");
    std::fs::write(&file, moved).unwrap();
    let o = keysim(&match_args(file.to_str().unwrap(), "radiant"));
    assert_usage_error(
        &o,
        &format!(":{line}: \"Punch\" is Brobnar but sits under the Dis header"),
    );
}

#[test]
fn coverage_reports_each_deck_of_a_file_of_decks() {
    let file = repo("decks/cota-decks.json");
    let o = keysim(&["coverage", &file]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let reported = |out: &str| {
        out.lines()
            .filter(|l| l.contains("cards implemented ("))
            .count()
    };
    assert_eq!(reported(&out), 17, "{out}");
    assert!(out.contains("Voltpixel, Underground Boss ("), "{out}");
    // One deck of it, a file of one deck, and a built-in name, together.
    let o = keysim(&[
        "coverage",
        &format!("{file}#voltpixel"),
        &repo("decks/radiant-argus-the-supreme.txt"),
        "hershey",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(reported(&stdout(&o)), 3, "{}", stdout(&o));
    // The same file read from standard input.
    let text = std::fs::read_to_string(&file).unwrap();
    let o = keysim_with_stdin(&["coverage", "-"], &text);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(reported(&stdout(&o)), 17);
}
