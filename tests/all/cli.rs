//! End-to-end tests of the `keysim` binary: reports, determinism, errors,
//! logs.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use keysim_decks::DeckListExt;

fn keysim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the keysim binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

/// A path for a scratch file of this test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-tests");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(format!("{}-{name}", std::process::id()))
}

fn assert_ok(o: &Output) {
    assert!(
        o.status.success(),
        "keysim failed ({:?}); stderr:\n{}",
        o.status,
        stderr(o)
    );
}

/// Bad input: exit code 2, nothing on stdout, one `keysim: ...` line on
/// stderr that contains `needle`.
fn assert_usage_error(args: &[&str], needle: &str) {
    let o = keysim(args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: stderr:\n{err}");
    assert!(o.stdout.is_empty(), "{args:?}: stdout: {}", stdout(&o));
    assert_eq!(err.lines().count(), 1, "{args:?}: not one line:\n{err}");
    assert!(err.starts_with("keysim: "), "{args:?}: {err}");
    assert!(
        err.to_lowercase().contains(&needle.to_lowercase()),
        "{args:?}: {err:?} does not mention {needle:?}"
    );
}

#[test]
fn table_has_a_row_per_deck() {
    let o = keysim(&[
        "match", "radiant", "onyx", "--games", "6", "--agent", "random", "-q",
    ]);
    assert_ok(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    let header = lines
        .iter()
        .position(|l| l.starts_with("deck"))
        .unwrap_or_else(|| panic!("no header row in:\n{out}"));
    for col in [
        "agent",
        "wins",
        "losses",
        "unfinished",
        "win rate",
        "95% CI",
        "first",
        "second",
        "keys",
    ] {
        assert!(lines[header].contains(col), "no column {col}: {out}");
    }
    assert!(lines[header + 1].starts_with("Radiant Argus the Supreme"));
    assert!(lines[header + 2].starts_with("Miss"));
    assert!(lines[header + 1].contains("random"));
    assert!(out.contains("6 games (3 pairs"), "{out}");
    assert!(out.contains("seed 1"), "{out}");
    // Wins of both decks plus unfinished games make 6.
    let wins = |l: &str| -> u64 {
        let cells: Vec<&str> = l.split_whitespace().collect();
        let i = cells.iter().position(|c| *c == "random").unwrap();
        cells[i + 1].parse().unwrap()
    };
    let unfinished: u64 = lines[header + 1]
        .split_whitespace()
        .skip_while(|c| *c != "random")
        .nth(3)
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(
        wins(lines[header + 1]) + wins(lines[header + 2]) + unfinished,
        6
    );
}

#[test]
fn csv_is_identical_for_any_thread_count() {
    for agent in ["random", "greedy"] {
        let games = if agent == "random" { "40" } else { "2" };
        let run = |threads: &str| {
            let o = keysim(&[
                "match",
                "radiant",
                "onyx",
                "--agent",
                agent,
                "--games",
                games,
                "--seed",
                "99",
                "--format",
                "csv",
                "--threads",
                threads,
                "-q",
            ]);
            assert_ok(&o);
            o.stdout
        };
        let one = run("1");
        let two = run("2");
        assert_eq!(one, two, "{agent}: --threads 1 and 2 differ");
        assert_eq!(one, run("2"), "{agent}: two runs differ");
        let text = String::from_utf8(one).unwrap();
        assert_eq!(text.lines().count(), 3, "{text}");
        assert!(text.starts_with("keysim_version,"), "{text}");
    }
}

#[test]
fn another_seed_gives_other_games() {
    let run = |seed: &str| {
        let o = keysim(&[
            "match", "radiant", "onyx", "--agent", "random", "--games", "40", "--seed", seed,
            "--format", "json", "-q",
        ]);
        assert_ok(&o);
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        (v["decks"].clone(), v["avg_game_turns"].clone())
    };
    assert_ne!(run("1"), run("2"));
}

#[test]
fn json_parses_and_holds_the_parameters() {
    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--agent-a",
        "random",
        "--agent-b",
        "greedy:epsilon=0.5",
        "--games",
        "4",
        "--seed",
        "7",
        "--chains-a",
        "2",
        "--turn-cap",
        "150",
        "--format",
        "json",
        "-q",
    ]);
    assert_ok(&o);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("valid JSON");
    let p = &v["parameters"];
    assert_eq!(p["deck_a"], "Radiant Argus the Supreme");
    assert!(p["deck_b"].as_str().unwrap().starts_with("Miss"));
    assert_eq!(p["agent_a"], "random");
    assert_eq!(p["agent_b"], "greedy:epsilon=0.5");
    assert_eq!(p["seed"], 7);
    assert_eq!(p["games"], 4);
    assert_eq!(p["chains"], serde_json::json!([2, 0]));
    assert_eq!(p["turn_cap"], 150);
    assert_eq!(p["paired"], true);
    assert_eq!(v["keysim_version"], env!("CARGO_PKG_VERSION"));
    let decks = v["decks"].as_array().unwrap();
    assert_eq!(decks.len(), 2);
    let total: u64 = decks
        .iter()
        .map(|d| d["wins"].as_u64().unwrap())
        .sum::<u64>()
        + decks[0]["unfinished"].as_u64().unwrap();
    assert_eq!(total, 4);
    for d in decks {
        let ci = d["win_rate_ci95"].as_array().unwrap();
        let (lo, hi) = (ci[0].as_f64().unwrap(), ci[1].as_f64().unwrap());
        let r = d["win_rate"].as_f64().unwrap();
        assert!(lo <= r && r <= hi, "{d}");
        assert_eq!(d["first"]["games"], 2);
        assert_eq!(d["second"]["games"], 2);
    }
    // No wall-clock figure in the file.
    let text = stdout(&o);
    assert!(!text.contains("elapsed") && !text.contains("per_second"));
}

#[test]
fn agent_specs_with_commas_work() {
    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--agent-a",
        "ismcts:iterations=20,c=0.7",
        "--agent-b",
        "random",
        "--games",
        "2",
        "--format",
        "json",
        "-q",
    ]);
    assert_ok(&o);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let a = v["parameters"]["agent_a"].as_str().unwrap();
    assert!(a.starts_with("ismcts:iterations=20,c=0.7"), "{a}");
}

#[test]
fn odd_game_counts_round_up_to_pairs() {
    let o = keysim(&[
        "match", "radiant", "onyx", "--agent", "random", "--games", "3", "--format", "json",
    ]);
    assert_ok(&o);
    assert!(stderr(&o).contains("rounded up to 4"), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["parameters"]["games"], 4);

    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--agent",
        "random",
        "--games",
        "3",
        "--unpaired",
        "--format",
        "json",
        "-q",
    ]);
    assert_ok(&o);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["parameters"]["games"], 3);
    assert_eq!(v["parameters"]["paired"], false);
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    assert_usage_error(&["match", "nosuchdeckxyz", "onyx"], "nosuchdeckxyz");
    assert_usage_error(
        &["match", "radiant", "onyx", "--agent", "clever"],
        "unknown agent",
    );
    assert_usage_error(
        &["match", "radiant", "onyx", "--agent-b", "greedy:depth=3"],
        "unknown parameter",
    );
    assert_usage_error(
        &["match", "radiant", "onyx", "--agent", "ismcts:iterations=0"],
        "iterations",
    );
    assert_usage_error(&["match", "radiant", "onyx", "--games", "0"], "at least 1");
    assert_usage_error(&["match", "radiant", "onyx", "--games", "-5"], "at least 1");
    assert_usage_error(&["match", "radiant", "onyx", "--games", "many"], "games");
    // u64::MAX was rounded up to pairs, wrapped to 0 and played nothing.
    for too_many in ["18446744073709551615", "281474976710657"] {
        assert_usage_error(
            &["match", "radiant", "onyx", "--games", too_many],
            "the number of games must be at most 281474976710656 (2^48)",
        );
    }
    assert_usage_error(&["match", "radiant", "onyx", "--chains-a", "25"], "25");
    assert_usage_error(&["match", "radiant", "onyx", "--turn-cap", "0"], "turn-cap");
    assert_usage_error(&["match", "radiant", "onyx", "--format", "xml"], "xml");
    assert_usage_error(
        &[
            "match",
            "radiant",
            "onyx",
            "--agent",
            "random",
            "--agent-a",
            "greedy",
        ],
        "--agent",
    );
    assert_usage_error(&["match", "radiant"], "DECK_B");
    assert_usage_error(&["frobnicate"], "frobnicate");
    assert_usage_error(&["coverage", "nosuchdeckxyz"], "nosuchdeckxyz");
}

#[test]
fn bad_deck_files_are_one_line_and_exit_code_2() {
    let broken = scratch("broken.json");
    std::fs::write(&broken, "[{\"name\": \"Broken\", \"cards\": [\n").unwrap();
    assert_usage_error(
        &["match", broken.to_str().unwrap(), "onyx", "--games", "2"],
        "malformed",
    );

    // A 35-card deck in the text format: the starter deck less one card.
    let text = keysim_decks::find_embedded("radiant").unwrap().to_text();
    let mut removed = false;
    let short: String = text
        .lines()
        .filter_map(|l| {
            if !removed {
                if let Some(rest) = l.strip_prefix("2 ") {
                    removed = true;
                    return Some(format!("1 {rest}"));
                }
                if l.starts_with("1 ") {
                    removed = true;
                    return None;
                }
            }
            Some(l.to_string())
        })
        .map(|l| l + "\n")
        .collect();
    assert!(removed);
    let path = scratch("short.txt");
    std::fs::write(&path, short).unwrap();
    assert_usage_error(
        &["match", path.to_str().unwrap(), "onyx", "--games", "2"],
        "35 cards",
    );

    let missing = scratch("does-not-exist.txt");
    assert_usage_error(
        &["match", missing.to_str().unwrap(), "onyx", "--games", "2"],
        "does-not-exist",
    );
}

#[test]
fn a_deck_file_plays() {
    let text = keysim_decks::find_embedded("onyx").unwrap().to_text();
    let path = scratch("onyx.txt");
    std::fs::write(&path, text).unwrap();
    let o = keysim(&[
        "match",
        "radiant",
        path.to_str().unwrap(),
        "--agent",
        "random",
        "--games",
        "2",
        "-q",
    ]);
    assert_ok(&o);
    assert!(stdout(&o).contains("Censorius"));
}

fn check_log(log: &str) {
    assert!(log.contains("=== Game 1 of 2"), "{log}");
    assert!(log.contains("Setup — "), "{log}");
    assert!(
        log.contains("Turn 1 — A (Radiant Argus the Supreme): chooses "),
        "{log}"
    );
    assert!(log.contains("Turn 2 — B (Miss"), "{log}");
    assert!(log.contains("ends turn — Æmber "), "{log}");
    assert!(log.contains(" · B "), "{log}");
    assert!(
        log.contains(" wins on turn ") || log.contains("No winner"),
        "{log}"
    );
    // Only the first game is logged.
    assert!(!log.contains("=== Game 2"), "{log}");
}

#[test]
fn log_games_writes_a_readable_log() {
    // To a log file; the report still goes to stdout.
    let log_path = scratch("game.log");
    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--agent",
        "random",
        "--games",
        "2",
        "--log-games",
        "1",
        "--log-file",
        log_path.to_str().unwrap(),
        "-q",
    ]);
    assert_ok(&o);
    check_log(&std::fs::read_to_string(&log_path).unwrap());
    assert!(stdout(&o).contains("Radiant Argus the Supreme"));

    // With --out, the report goes to the file and the log to stderr.
    let out_path = scratch("report.txt");
    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--agent",
        "random",
        "--games",
        "2",
        "--log-games",
        "1",
        "--out",
        out_path.to_str().unwrap(),
        "-q",
    ]);
    assert_ok(&o);
    assert!(o.stdout.is_empty());
    check_log(&stderr(&o));
    let report = std::fs::read_to_string(&out_path).unwrap();
    assert!(report.contains("win rate"), "{report}");
}

#[test]
fn logging_does_not_change_the_results() {
    let run = |log: &str| {
        let o = keysim(&[
            "match",
            "radiant",
            "onyx",
            "--games",
            "2",
            "--log-games",
            log,
            "--format",
            "csv",
            "-q",
        ]);
        assert_ok(&o);
        o.stdout
    };
    assert_eq!(run("0"), run("2"));
}

#[test]
fn coverage_of_a_whole_set() {
    let o = keysim(&["coverage", "--set", "CotA"]);
    assert_ok(&o);
    let out = stdout(&o);
    let first = out.lines().next().unwrap_or_default();
    assert!(first.starts_with("CotA: "), "{out}");
    assert!(first.contains("/370 cards implemented"), "{out}");
    // The totals by house add up to the set.
    let by_house: usize = out
        .lines()
        .filter(|l| !l.starts_with(' ') && !l.starts_with("CotA"))
        .map(|l| {
            l.rsplit('/')
                .next()
                .unwrap()
                .trim()
                .parse::<usize>()
                .unwrap()
        })
        .sum();
    assert_eq!(by_house, 370, "{out}");
    assert!(out.contains("Mars: "), "{out}");

    let wc = stdout(&keysim(&["coverage", "--set", "WC"]));
    assert!(
        wc.starts_with("WC: 415/415 cards implemented (100%)"),
        "{wc}"
    );
    assert!(
        wc.contains("\nStar Alliance: 61/61\n"),
        "houses by name: {wc}"
    );
    assert!(stdout(&keysim(&["coverage", "--set", "AoA"])).starts_with("AoA: 370/370"));

    assert_usage_error(&["coverage", "--set", "XYZ"], "no set with the code");
    assert_usage_error(&["coverage", "radiant", "--set", "CotA"], "not both");
}

#[test]
fn coverage_and_decks() {
    let o = keysim(&["coverage", "radiant", "onyx"]);
    assert_ok(&o);
    let out = stdout(&o);
    assert!(out.contains("Radiant Argus the Supreme (Logos, Sanctum, Untamed): "));
    assert!(out.contains(" of 36 cards implemented ("), "{out}");
    assert!(out.contains("Censorius"), "{out}");

    let o = keysim(&["decks"]);
    assert_ok(&o);
    let out = stdout(&o);
    assert!(out.starts_with("deck "), "{out}");
    assert!(out.contains("Radiant Argus the Supreme"), "{out}");
    assert!(out.contains("built-in decks"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("Wu, the Naturalist") && l.contains("  MM  ")),
        "{out}"
    );
    assert!(
        out.lines()
            .any(|l| l.starts_with("Hershey") && l.contains("mixed (CotA, AoA, WC)")),
        "{out}"
    );
    let n = keysim_decks::embedded().len();
    assert_eq!(out.lines().filter(|l| l.ends_with('%')).count(), n, "{out}");
}

#[test]
fn help_and_version_succeed() {
    let o = keysim(&["--help"]);
    assert_ok(&o);
    assert!(stdout(&o).contains("match"));
    let o = keysim(&["match", "--help"]);
    assert_ok(&o);
    assert!(stdout(&o).contains("--log-games"));
    let o = keysim(&["--version"]);
    assert_ok(&o);
    assert!(stdout(&o).contains(env!("CARGO_PKG_VERSION")));
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(["decks"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{:?} {}", o.status, stderr(&o));
    assert!(o.stderr.is_empty(), "{}", stderr(&o));
}

#[test]
fn agent_parameters_that_make_no_sense_are_refused_in_one_line() {
    for (spec, needle) in [
        ("pimc:rollout_depth=0", "rollout_depth=0"),
        ("cheat:rollout_depth=0", "rollout_depth=0"),
        (
            "pimc:rollout_turns=1,tree_turns=2",
            "tree_turns=2 is above rollout_turns=1",
        ),
        (
            "cheat:tree_turns=3,rollout_turns=0",
            "tree_turns=3 is above rollout_turns=0",
        ),
        (
            "pimc:iterations=4,worlds=10",
            "worlds=10 is above iterations=4",
        ),
        (
            "ismcts:rollout_turns=1,tree_turns=2",
            "tree_turns=2 is above rollout_turns=1",
        ),
    ] {
        assert_usage_error(&["match", "radiant", "onyx", "--agent", spec], needle);
        assert_usage_error(&["league", "greedy", spec], needle);
        assert_usage_error(&["strength", "radiant", "--agent", spec], needle);
    }
    assert_usage_error(
        &["train", "--gate-agent", "pimc:rollout_depth=0"],
        "--gate-agent: pimc: rollout_depth=0",
    );
    // A shorter rollout_turns alone is fine: tree_turns follows it.
    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--agent-a",
        "pimc:iterations=2,worlds=2,rollout_turns=0",
        "-n",
        "2",
        "--format",
        "json",
        "-q",
    ]);
    assert_ok(&o);
    assert!(
        stdout(&o).contains("rollout_turns=0,tree_turns=0"),
        "{}",
        stdout(&o)
    );
}
