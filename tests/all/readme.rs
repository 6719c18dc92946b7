//! The README's examples, run: every command of `README.md` that calls
//! `keysim` runs here, with small game counts, and must exit as the README
//! says.
//!
//! How the examples are found. In each fenced block opened with `` ```sh ``,
//! a line (joined with the next while it ends in `\`) whose first word is
//! `keysim` is an example. Other lines (`cargo`, `scripts/…`, `kubectl`) and
//! commands quoted in the prose are not run. A trailing `# comment` is
//! dropped; a comment that says `exit code N` makes N the expected exit
//! code, 0 otherwise.
//!
//! How they run. The examples of one block run in order, each by `bash -c`
//! (a README example may use a redirection or `<(…)`), in one fresh folder
//! holding links to the repository's `decks`, `examples`, `agents` and
//! `tests` folders, with the `keysim` under test first on `PATH`. So an
//! example reads the repository's files by the paths the README gives
//! (from the repository root), a later line of a block can resume or merge
//! the log an earlier one wrote, and no output lands in the repository.
//!
//! What the test changes, so that all of them take a few seconds in a
//! release build:
//! - game counts: the value of `-n`/`--games` and of the other count flags
//!   ([`COUNTS`]) is replaced by a small one, and a job that gives none gets
//!   them appended (not when it resumes a log, whose header holds them, and
//!   `--max-games` instead of `--games` with `--precision`);
//! - search budgets: in an agent spec of `ismcts`, `pimc` or `cheat`,
//!   `iterations=N` becomes [`ITERATIONS`] (inserted where the spec gives no
//!   budget) and `time_ms=N` becomes 1;
//! - a league that measures its time per decision measures it over
//!   [`TIMING`] decisions.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The count flags of each subcommand and the small value each is given.
const COUNTS: &[(&str, &[(&str, &str)])] = &[
    ("match", &[("--games", "2")]),
    ("strength", &[("--games", "2"), ("--max-games", "2")]),
    ("handicap", &[("--games", "2")]),
    ("league", &[("--games", "2")]),
    (
        "train",
        &[
            ("--games", "2"),
            ("--gate-games", "2"),
            ("--eval-games", "2"),
            ("--generations", "1"),
        ],
    ),
    ("train-prior", &[("--games", "2"), ("--holdout-games", "2")]),
];

/// The iterations a searching agent of an example gets.
const ITERATIONS: &str = "4";

/// The decisions a league's time per decision is measured over.
const TIMING: &str = "4";

/// The most time one example may take before the test fails.
const LIMIT: Duration = Duration::from_secs(120);

/// One command of the README and the exit code it documents.
#[derive(Debug)]
struct Example {
    line: String,
    code: i32,
}

/// The `keysim` examples of `readme`, block by block.
fn examples(readme: &str) -> Vec<Vec<Example>> {
    let mut blocks = Vec::new();
    // `fence`: inside a fenced block; `block`: that block's examples, when
    // it is an `sh` block.
    let mut fence = false;
    let mut block: Option<Vec<Example>> = None;
    let mut pending = String::new();
    for raw in readme.lines() {
        let trimmed = raw.trim();
        if trimmed.starts_with("```") {
            if fence {
                blocks.extend(block.take());
            } else {
                block = (trimmed == "```sh").then(Vec::new);
            }
            fence = !fence;
            pending.clear();
            continue;
        }
        let Some(b) = block.as_mut() else { continue };
        if let Some(head) = trimmed.strip_suffix('\\') {
            pending.push_str(head);
            pending.push(' ');
            continue;
        }
        pending.push_str(trimmed);
        let line = std::mem::take(&mut pending);
        let (command, comment) = split_comment(&line);
        if command.split_whitespace().next() != Some("keysim") {
            continue;
        }
        b.push(Example {
            line: command.split_whitespace().collect::<Vec<_>>().join(" "),
            code: expected_code(comment),
        });
    }
    blocks
}

/// The command and its trailing comment (`#` after a space, outside
/// quotes; `file#name` is not a comment).
fn split_comment(line: &str) -> (&str, &str) {
    let mut quote = None;
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == '#' && prev.is_whitespace() => return (&line[..i], &line[i + 1..]),
            None => {}
        }
        prev = c;
    }
    (line, "")
}

/// The exit code a comment documents (`exit code N`), 0 without one.
fn expected_code(comment: &str) -> i32 {
    match comment.find("exit code ") {
        Some(at) => comment[at + "exit code ".len()..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .expect("a number after `exit code`"),
        None => 0,
    }
}

/// The example as the test runs it: small counts and budgets (see the
/// module's documentation).
fn shrink(line: &str) -> String {
    let mut words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
    let sub = words.get(1).cloned().unwrap_or_default();
    let counts = COUNTS
        .iter()
        .find(|(name, _)| *name == sub)
        .map(|(_, c)| *c)
        .unwrap_or(&[]);
    let resuming = words.iter().any(|w| w == "--resume");
    for (flag, small) in counts {
        let short = (*flag == "--games").then_some("-n");
        let mut found = false;
        for i in 0..words.len() {
            let w = words[i].clone();
            if (w == *flag || Some(w.as_str()) == short) && i + 1 < words.len() {
                words[i + 1] = small.to_string();
                found = true;
            } else if w.starts_with(&format!("{flag}=")) {
                words[i] = format!("{flag}={small}");
                found = true;
            }
        }
        // A `--precision` run takes `--max-games` instead of `--games`.
        let precision = words.iter().any(|w| w == "--precision");
        let applies = match *flag {
            "--max-games" => precision,
            "--games" => !precision,
            _ => true,
        };
        if !found && !resuming && applies {
            words.push(flag.to_string());
            words.push(small.to_string());
        }
    }
    if sub == "league"
        && !words
            .iter()
            .any(|w| ["--no-timing", "--log", "--resume", "--shard"].contains(&w.as_str()))
    {
        words.push("--timing-decisions".into());
        words.push(TIMING.into());
    }
    for w in words.iter_mut() {
        *w = shrink_agent(w);
    }
    words.join(" ")
}

/// An agent spec word with a small search budget; other words unchanged.
fn shrink_agent(word: &str) -> String {
    let (open, spec) = match word.strip_prefix(['"', '\'']) {
        Some(rest) => (&word[..1], rest),
        None => ("", word),
    };
    let Some(name) = ["ismcts", "pimc", "cheat"]
        .into_iter()
        .find(|n| spec == *n || spec.starts_with(&format!("{n}:")) || spec == format!("{n}{open}"))
    else {
        return word.to_string();
    };
    let params = spec[name.len()..].trim_start_matches(':');
    let (params, close) = match params.strip_suffix(open).filter(|_| !open.is_empty()) {
        Some(p) => (p, open),
        None => (params, ""),
    };
    let mut budget = false;
    let mut parts: Vec<String> = Vec::new();
    for p in params.split(',').filter(|p| !p.is_empty()) {
        if p.starts_with("iterations=") {
            parts.push(format!("iterations={ITERATIONS}"));
            budget = true;
        } else if p.starts_with("time_ms=") {
            parts.push("time_ms=1".into());
            budget = true;
        } else {
            parts.push(p.to_string());
        }
    }
    if !budget {
        parts.insert(0, format!("iterations={ITERATIONS}"));
    }
    format!("{open}{name}:{}{close}", parts.join(","))
}

/// A fresh folder with links to the repository folders the examples read.
fn workdir(n: usize) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("readme-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for folder in ["decks", "examples", "agents", "tests"] {
        std::os::unix::fs::symlink(root.join(folder), dir.join(folder)).unwrap();
    }
    dir
}

/// Runs `line` by bash in `dir` and returns its exit code and standard
/// error, failing the test after [`LIMIT`].
fn run(line: &str, dir: &Path) -> (i32, String) {
    let bin = Path::new(env!("CARGO_BIN_EXE_keysim")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut child = Command::new("bash")
        .args(["-c", line])
        .current_dir(dir)
        .env("PATH", path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bash runs");
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut err, &mut s).ok();
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > LIMIT {
            child.kill().ok();
            panic!("{line}: still running after {LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    (status.code().unwrap_or(-1), reader.join().unwrap())
}

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md is readable")
}

#[test]
fn every_readme_example_runs_as_documented() {
    let blocks = examples(&readme());
    let all: Vec<&Example> = blocks.iter().flatten().collect();
    // The extraction found the examples: every subcommand has one.
    for sub in [
        "match",
        "strength",
        "handicap",
        "league",
        "merge",
        "coverage",
        "decks",
        "train",
        "train-prior",
        "play",
        "replay",
    ] {
        assert!(
            all.iter()
                .any(|e| e.line.split_whitespace().nth(1) == Some(sub)),
            "no README example of keysim {sub} was found"
        );
    }
    let mut failures = Vec::new();
    for (n, block) in blocks.iter().enumerate() {
        let dir = workdir(n);
        for e in block {
            let line = shrink(&e.line);
            let start = Instant::now();
            let (code, err) = run(&line, &dir);
            println!(
                "{:>6.2} s  exit {code}  {line}",
                start.elapsed().as_secs_f64()
            );
            if code != e.code {
                failures.push(format!(
                    "{}\n  ran: {line}\n  exit code {code}, expected {}; stderr:\n{err}",
                    e.line, e.code
                ));
            }
        }
        std::fs::remove_dir_all(&dir).ok();
    }
    assert!(
        failures.is_empty(),
        "{} of {} README examples failed:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
}

#[test]
fn examples_are_found_in_sh_blocks_only() {
    let text = "```sh\nkeysim decks   # the library\nkeysim match a b \\\n  --games 10 # exit code 2\ncargo build\n```\n\
                ```text\nkeysim not run\n```\nkeysim in prose\n```sh\nkeysim coverage x#y\n```\n";
    let blocks = examples(text);
    let lines: Vec<Vec<(&str, i32)>> = blocks
        .iter()
        .map(|b| b.iter().map(|e| (e.line.as_str(), e.code)).collect())
        .collect();
    assert_eq!(
        lines,
        vec![
            vec![("keysim decks", 0), ("keysim match a b --games 10", 2)],
            vec![("keysim coverage x#y", 0)],
        ]
    );
}

#[test]
fn counts_and_budgets_are_made_small() {
    assert_eq!(
        shrink("keysim match radiant onyx --games 20000 --agent-a ismcts:iterations=400,c=0.1 --agent-b ismcts"),
        "keysim match radiant onyx --games 2 --agent-a ismcts:iterations=4,c=0.1 --agent-b ismcts:iterations=4"
    );
    assert_eq!(
        shrink("keysim league random \"pimc:worlds=2\" -n 20"),
        "keysim league random \"pimc:iterations=4,worlds=2\" -n 2 --timing-decisions 4"
    );
    assert_eq!(
        shrink("keysim handicap radiant onyx --agent ismcts:time_ms=50"),
        "keysim handicap radiant onyx --agent ismcts:time_ms=1 --games 2"
    );
    assert_eq!(
        shrink("keysim strength hershey --precision 0.05"),
        "keysim strength hershey --precision 0.05 --max-games 2"
    );
    assert_eq!(
        shrink("keysim strength hershey"),
        "keysim strength hershey --games 2"
    );
    assert_eq!(
        shrink("keysim match --resume ro.jsonl"),
        "keysim match --resume ro.jsonl"
    );
    // A path that holds an agent's name is not an agent.
    assert_eq!(
        shrink("keysim coverage agents/models/ismcts-selfplay"),
        "keysim coverage agents/models/ismcts-selfplay"
    );
}
