//! The README's examples, run: every command of `README.md` that calls
//! `keysim` runs here and must exit as the README says, and an example
//! whose output the README shows must print that output.
//!
//! How the examples are found. In each fenced block opened with `` ```sh ``,
//! a line (joined with the next while it ends in `\`) whose first word is
//! `keysim` is an example, and so is `cargo run --release -- ARGS`
//! (`keysim ARGS`). Other lines (`cargo test`, `scripts/…`, `kubectl`) and
//! commands quoted in the prose are not run. A trailing `# comment` is
//! dropped; a comment that says `exit code N` makes N the expected exit
//! code, 0 otherwise.
//!
//! Recorded outputs. A block opened with `` ```text `` is an output of the
//! examples of the nearest `` ```sh `` block above it: their standard
//! output, one after the other; `` ```text stderr `` is their standard
//! error; `` ```text transcript `` is their standard output as a person
//! at the terminal sees it, the answers typed after each prompt `> ` (the
//! test types them, on standard input). What varies from run to run is
//! marked ([`crate::readme_marks`]): `[…]` in a line stands for any text
//! (a time), and a line `[… N lines …]` for N lines left out. An example
//! with a recorded output runs exactly as the README writes it, so its
//! output must take a few seconds; `scripts/readme-examples.sh` records
//! them all again (this test with `KEYSIM_README_RECORD=1`, in a release
//! build), keeping the marks that still fit.
//!
//! How they run. The examples of one block run in order, each by `bash -c`
//! (a README example may use a redirection or `<(…)`), in one fresh folder
//! holding links to the repository's `decks`, `examples`, `agents` and
//! `tests` folders, with the `keysim` under test first on `PATH`. So an
//! example reads the repository's files by the paths the README gives
//! (from the repository root), a later line of a block can resume or merge
//! the log an earlier one wrote, and no output lands in the repository.
//!
//! What the test changes in an example without a recorded output, so that
//! all of them take a few seconds in a release build:
//! - game counts: the value of `-n`/`--games` and of the other count flags
//!   ([`COUNTS`]) is replaced by a small one, and a job that gives none gets
//!   them appended (not when it resumes a log, whose header holds them, and
//!   `--max-games` instead of `--games` with `--precision`);
//! - search budgets: in an agent spec of `ismcts`, `pimc` or `cheat`,
//!   `iterations=N` becomes [`ITERATIONS`] (inserted where the spec gives no
//!   budget) and `time_ms=N` becomes 1;
//! - a league that measures its time per decision measures it over
//!   [`TIMING`] decisions.

use std::io::{Read, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::readme_marks::{first_difference, remark};

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

/// What a recorded output shows of its examples' run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stream {
    /// `` ```text ``: standard output.
    Stdout,
    /// `` ```text stderr ``: standard error.
    Stderr,
    /// `` ```text transcript ``: standard output, with the answers typed.
    Transcript,
}

/// A recorded output: which stream, and the README lines that hold it.
#[derive(Debug)]
struct Output {
    stream: Stream,
    lines: Range<usize>,
}

/// A `` ```sh `` block: its examples and the outputs recorded for them.
#[derive(Debug, Default)]
struct Block {
    examples: Vec<Example>,
    outputs: Vec<Output>,
}

/// The `sh` blocks of `readme`, with their `keysim` examples and outputs.
fn examples(readme: &str) -> Vec<Block> {
    let mut blocks: Vec<Block> = Vec::new();
    // Inside a fence: whether it is an `sh` block, or the output it holds
    // (from which line).
    let mut fence: Option<Option<(Stream, usize)>> = None;
    let mut in_sh = false;
    let mut pending = String::new();
    for (n, raw) in readme.lines().enumerate() {
        let trimmed = raw.trim();
        if let Some(info) = trimmed.strip_prefix("```") {
            match fence.take() {
                Some(Some((stream, from))) => {
                    let block = blocks.last_mut().expect("an output follows an sh block");
                    block.outputs.push(Output {
                        stream,
                        lines: from..n,
                    });
                }
                Some(None) => {}
                None => {
                    let mut words = info.split_whitespace();
                    let lang = words.next();
                    in_sh = lang == Some("sh");
                    if in_sh {
                        blocks.push(Block::default());
                    }
                    let output = (lang == Some("text")).then(|| {
                        assert!(
                            !blocks.is_empty(),
                            "line {}: a text block with no sh block above it",
                            n + 1
                        );
                        let stream = match words.next() {
                            None => Stream::Stdout,
                            Some("stderr") => Stream::Stderr,
                            Some("transcript") => Stream::Transcript,
                            Some(other) => {
                                panic!("line {}: unknown output `text {other}`", n + 1)
                            }
                        };
                        (stream, n + 1)
                    });
                    fence = Some(output);
                }
            }
            pending.clear();
            continue;
        }
        if fence.is_none() || !in_sh {
            continue;
        }
        if let Some(head) = trimmed.strip_suffix('\\') {
            pending.push_str(head);
            pending.push(' ');
            continue;
        }
        pending.push_str(trimmed);
        let line = std::mem::take(&mut pending);
        let (command, comment) = split_comment(&line);
        let words: Vec<&str> = command.split_whitespace().collect();
        let words = match words.as_slice() {
            ["keysim", ..] => words,
            ["cargo", "run", "--release", rest @ ..] => {
                let args = rest.strip_prefix(&["--"]).unwrap_or(rest);
                std::iter::once("keysim")
                    .chain(args.iter().copied())
                    .collect()
            }
            _ => continue,
        };
        blocks.last_mut().unwrap().examples.push(Example {
            line: words.join(" "),
            code: expected_code(comment),
        });
    }
    for b in &blocks {
        assert!(
            !b.examples.is_empty() || b.outputs.is_empty(),
            "an output is recorded under an sh block with no keysim example: {b:?}"
        );
    }
    blocks.retain(|b| !b.examples.is_empty());
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

/// What one example printed, and how it exited.
struct Ran {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs `line` by bash in `dir` with `input` on its standard input,
/// failing the test after [`LIMIT`].
fn run(line: &str, dir: &Path, input: &str) -> Ran {
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
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bash runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    // A command that stops reading early closes the pipe: no error here.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let read = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            pipe.read_to_end(&mut bytes).ok();
            String::from_utf8(bytes).expect("the output is UTF-8")
        })
    };
    let out = read(Box::new(child.stdout.take().unwrap()));
    let err = read(Box::new(child.stderr.take().unwrap()));
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
    writer.join().unwrap();
    Ran {
        code: status.code().unwrap_or(-1),
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

fn readme_path() -> &'static str {
    concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")
}

fn readme() -> String {
    std::fs::read_to_string(readme_path()).expect("README.md is readable")
}

/// The answers a transcript types: what follows each prompt `> `.
fn answers(transcript: &[&str]) -> String {
    transcript
        .iter()
        .filter_map(|l| l.strip_prefix("> "))
        .map(|a| format!("{}\n", a.trim_end()))
        .collect()
}

/// Standard output as a person at the terminal sees it: each prompt `> `
/// at the start of a line followed by the answer typed there.
fn with_answers(stdout: &str, typed: &str) -> String {
    let mut typed = typed.lines();
    let mut out = String::new();
    let mut rest = stdout;
    while let Some(at) = prompt(rest) {
        out.push_str(&rest[..at + 2]);
        rest = &rest[at + 2..];
        if let Some(answer) = typed.next() {
            out.push_str(answer);
            out.push('\n');
        }
    }
    out.push_str(rest);
    out
}

/// Where the next prompt `> ` at the start of a line is.
fn prompt(text: &str) -> Option<usize> {
    if text.starts_with("> ") {
        return Some(0);
    }
    text.find("\n> ").map(|at| at + 1)
}

/// What a block's examples printed to `stream`, in order.
fn shown(ran: &[Ran], stream: Stream, typed: &str) -> String {
    let text: String = ran
        .iter()
        .map(|r| match stream {
            Stream::Stderr => r.stderr.as_str(),
            Stream::Stdout | Stream::Transcript => r.stdout.as_str(),
        })
        .collect();
    match stream {
        Stream::Transcript => with_answers(&text, typed),
        _ => text,
    }
}

#[test]
fn every_readme_example_runs_as_documented() {
    let blocks = examples(&readme());
    let all: Vec<&Example> = blocks.iter().flat_map(|b| &b.examples).collect();
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
        if !block.outputs.is_empty() {
            continue;
        }
        let dir = workdir(n);
        for e in &block.examples {
            let line = shrink(&e.line);
            let start = Instant::now();
            let ran = run(&line, &dir, "");
            println!(
                "{:>6.2} s  exit {}  {line}",
                start.elapsed().as_secs_f64(),
                ran.code
            );
            if ran.code != e.code {
                failures.push(format!(
                    "{}\n  ran: {line}\n  exit code {}, expected {}; stderr:\n{}",
                    e.line, ran.code, e.code, ran.stderr
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

/// Every example with a recorded output, run as written, prints that
/// output (up to its marks). With `KEYSIM_README_RECORD=1`
/// (`scripts/readme-examples.sh`) it records the outputs in the README
/// instead, keeping the marks that still fit.
#[test]
fn every_recorded_readme_output_is_what_the_example_prints() {
    let record = std::env::var_os("KEYSIM_README_RECORD").is_some_and(|v| v == "1");
    let text = readme();
    let lines: Vec<&str> = text.lines().collect();
    let blocks = examples(&text);
    let mut failures = Vec::new();
    let mut rewrites: Vec<(Range<usize>, Vec<String>)> = Vec::new();
    for (n, block) in blocks.iter().enumerate() {
        if block.outputs.is_empty() {
            continue;
        }
        let typed: String = block
            .outputs
            .iter()
            .filter(|o| o.stream == Stream::Transcript)
            .map(|o| answers(&lines[o.lines.clone()]))
            .collect();
        let dir = workdir(n);
        let mut ran = Vec::new();
        for e in &block.examples {
            let start = Instant::now();
            let r = run(&e.line, &dir, &typed);
            println!(
                "{:>6.2} s  exit {}  {}",
                start.elapsed().as_secs_f64(),
                r.code,
                e.line
            );
            if r.code != e.code {
                failures.push(format!(
                    "{}\n  exit code {}, expected {}; stderr:\n{}",
                    e.line, r.code, e.code, r.stderr
                ));
            }
            ran.push(r);
        }
        std::fs::remove_dir_all(&dir).ok();
        let commands: Vec<&str> = block.examples.iter().map(|e| e.line.as_str()).collect();
        for o in &block.outputs {
            let recorded = &lines[o.lines.clone()];
            let actual = shown(&ran, o.stream, &typed);
            let actual: Vec<&str> = actual.trim_end_matches('\n').lines().collect();
            let Some(at) = first_difference(recorded, &actual) else {
                continue;
            };
            if record {
                let new = remark(recorded, &actual).unwrap_or_else(|| {
                    println!(
                        "README line {}: the output of `{}` changed shape; recorded in full, \
                         set its marks again",
                        o.lines.start + 1,
                        commands.join("; ")
                    );
                    actual.iter().map(|l| l.to_string()).collect()
                });
                println!("README line {}: recorded again", o.lines.start + 1);
                rewrites.push((o.lines.clone(), new));
            } else {
                failures.push(format!(
                    "{} (README line {}, {:?}): output line {} is {:?}, the README's is \
                     {:?}; the whole output:\n{}",
                    commands.join("; "),
                    o.lines.start + 1,
                    o.stream,
                    at + 1,
                    actual.get(at).copied().unwrap_or("(the end)"),
                    recorded.get(at).copied().unwrap_or("(the end)"),
                    actual.join("\n")
                ));
            }
        }
    }
    if !rewrites.is_empty() {
        let mut new: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        for (range, block) in rewrites.into_iter().rev() {
            new.splice(range, block);
        }
        std::fs::write(readme_path(), new.join("\n") + "\n").expect("README.md is writable");
    }
    assert!(
        failures.is_empty(),
        "{} README outputs differ (scripts/readme-examples.sh records them again):\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn examples_are_found_in_sh_blocks_only() {
    let text = "```sh\nkeysim decks   # the library\nkeysim match a b \\\n  --games 10 # exit code 2\ncargo build\n```\n\
                ```text\nkeysim not run\n```\nkeysim in prose\n```sh\nkeysim coverage x#y\n\
                cargo run --release -- decks\ncargo run --release\n```\n";
    let blocks = examples(text);
    let lines: Vec<Vec<(&str, i32)>> = blocks
        .iter()
        .map(|b| {
            b.examples
                .iter()
                .map(|e| (e.line.as_str(), e.code))
                .collect()
        })
        .collect();
    assert_eq!(
        lines,
        vec![
            vec![("keysim decks", 0), ("keysim match a b --games 10", 2)],
            vec![
                ("keysim coverage x#y", 0),
                ("keysim decks", 0),
                ("keysim", 0)
            ],
        ]
    );
}

#[test]
fn a_text_block_is_an_output_of_the_sh_block_above_it() {
    let text = "```sh\nkeysim play a\n```\n\nprose\n\n```text transcript\nQ?\n> 1\nA\n```\n\
                and on standard error:\n```text stderr\nkeysim: done in […] s\n```\n\
                ```sh\nkeysim decks\n```\n```text\none\ntwo\n```\n";
    let blocks = examples(text);
    let outputs: Vec<Vec<(Stream, Range<usize>)>> = blocks
        .iter()
        .map(|b| {
            b.outputs
                .iter()
                .map(|o| (o.stream, o.lines.clone()))
                .collect()
        })
        .collect();
    assert_eq!(
        outputs,
        vec![
            vec![(Stream::Transcript, 7..10), (Stream::Stderr, 13..14)],
            vec![(Stream::Stdout, 19..21)],
        ]
    );
}

#[test]
fn a_transcript_types_its_answers_after_the_prompts() {
    let transcript = ["Keep?", "> 1", "  kept", "House?", "> logos", "  Logos"];
    let typed = answers(&transcript);
    assert_eq!(typed, "1\nlogos\n");
    let stdout = "Keep?\n>   kept\nHouse?\n>   Logos\n";
    assert_eq!(with_answers(stdout, &typed), transcript.join("\n") + "\n");
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
