//! Runs that survive and scale, through the real binary: result logs,
//! `--resume`, `--shard` and `keysim merge`, Ctrl-C, atomic `--out`,
//! coverage warnings, and the cluster scripts.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn keysim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(args)
        .output()
        .expect("keysim runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn assert_ok(o: &Output) {
    assert!(o.status.success(), "keysim failed: {}", stderr(o));
}

/// A fresh, empty directory for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("keysim-cli-runs-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The arguments of a small random-agent match.
const MATCH: [&str; 7] = [
    "match", "radiant", "onyx", "--agent", "random", "--seed", "3",
];

fn match_args<'a>(games: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut v: Vec<&str> = MATCH.to_vec();
    v.extend(["--games", games, "-q"]);
    v.extend(extra);
    v
}

#[test]
fn a_resumed_log_gives_the_output_of_the_whole_run() {
    let dir = scratch("resume");
    let log = dir.join("run.jsonl");
    for format in ["table", "csv", "json"] {
        let _ = std::fs::remove_file(&log);
        let whole = keysim(&match_args("10", &["--format", format]));
        assert_ok(&whole);
        let logged = keysim(&match_args("10", &["--format", format, "--log", s(&log)]));
        assert_ok(&logged);
        assert_eq!(logged.stdout, whole.stdout);
        // Cut the log after the header and four records, mid-way through
        // the fifth (as a killed process leaves it).
        let text = std::fs::read_to_string(&log).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 11, "a header and ten records");
        let mut cut = lines[..5].join("\n");
        cut.push('\n');
        cut.push_str(&lines[5][..lines[5].len() / 2]);
        std::fs::write(&log, &cut).unwrap();
        let resumed = keysim(&["match", "--resume", s(&log), "--format", format, "-q"]);
        assert_ok(&resumed);
        assert_eq!(
            String::from_utf8_lossy(&resumed.stdout),
            String::from_utf8_lossy(&whole.stdout)
        );
        // The log is whole again, each game once.
        let after = std::fs::read_to_string(&log).unwrap();
        assert_eq!(after.lines().count(), 11);
        for line in after.lines() {
            serde_json::from_str::<serde_json::Value>(line).expect("whole JSON lines");
        }
        // Resuming a finished run plays nothing and prints the same.
        let again = keysim(&["match", "--resume", s(&log), "--format", format]);
        assert_ok(&again);
        assert_eq!(again.stdout, whole.stdout);
        assert!(!stderr(&again).contains("games in"), "{}", stderr(&again));
    }
}

#[test]
fn a_log_of_other_parameters_is_refused_on_one_line() {
    let dir = scratch("other");
    let log = dir.join("run.jsonl");
    assert_ok(&keysim(&match_args("2", &["--log", s(&log)])));
    let mut args = match_args("2", &["--resume", s(&log)]);
    args[6] = "4";
    let o = keysim(&args);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("parameter `seed` is 3 in the log but 4 here"),
        "{err}"
    );
    // An existing log is not overwritten by --log.
    let o = keysim(&match_args("2", &["--log", s(&log)]));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--resume"), "{}", stderr(&o));
}

#[test]
fn shards_merge_into_exactly_the_unsharded_output() {
    let dir = scratch("shards");
    let logs: Vec<PathBuf> = (1..=3)
        .map(|i| dir.join(format!("shard{i}.jsonl")))
        .collect();
    for (i, log) in logs.iter().enumerate() {
        let shard = format!("{}/3", i + 1);
        let o = keysim(&match_args("10", &["--shard", &shard, "--log", s(log)]));
        assert_ok(&o);
        assert!(o.stdout.is_empty());
    }
    let mut games = 0;
    for log in &logs {
        games += std::fs::read_to_string(log).unwrap().lines().count() - 1;
    }
    assert_eq!(games, 10, "the shards partition the games");
    for format in ["table", "csv", "json"] {
        let whole = keysim(&match_args("10", &["--format", format]));
        assert_ok(&whole);
        // In any order of the logs.
        let o = keysim(&[
            "merge",
            s(&logs[2]),
            s(&logs[0]),
            s(&logs[1]),
            "--format",
            format,
        ]);
        assert_ok(&o);
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&whole.stdout)
        );
    }
    let out = dir.join("merged.csv");
    let o = keysim(&[
        "merge",
        s(&logs[0]),
        s(&logs[1]),
        s(&logs[2]),
        "--format",
        "csv",
        "--out",
        s(&out),
    ]);
    assert_ok(&o);
    let whole = keysim(&match_args("10", &["--format", "csv"]));
    assert_eq!(std::fs::read(&out).unwrap(), whole.stdout);
}

#[test]
fn merge_names_a_missing_shard_and_an_incomplete_log() {
    let dir = scratch("missing");
    let logs: Vec<PathBuf> = (1..=3)
        .map(|i| dir.join(format!("shard{i}.jsonl")))
        .collect();
    for (i, log) in logs.iter().enumerate() {
        let shard = format!("{}/3", i + 1);
        assert_ok(&keysim(&match_args(
            "8",
            &["--shard", &shard, "--log", s(log)],
        )));
    }
    let o = keysim(&["merge", s(&logs[0]), s(&logs[2])]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("shard 2/3"), "{}", stderr(&o));

    // Drop shard 2's last record: merge names the log and how to finish it.
    let text = std::fs::read_to_string(&logs[1]).unwrap();
    let kept: Vec<&str> = text.lines().collect();
    std::fs::write(&logs[1], kept[..kept.len() - 1].join("\n") + "\n").unwrap();
    let o = keysim(&["merge", s(&logs[0]), s(&logs[1]), s(&logs[2])]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("shard 2/3"), "{err}");
    assert!(err.contains("keysim match --resume"), "{err}");
    // Resuming the shard plays its missing game; then the merge is whole.
    assert_ok(&keysim(&["match", "--resume", s(&logs[1]), "-q"]));
    let o = keysim(&["merge", s(&logs[0]), s(&logs[1]), s(&logs[2])]);
    assert_ok(&o);
    assert_eq!(o.stdout, keysim(&match_args("8", &[])).stdout);

    // Logs of another run are refused.
    let other = dir.join("other.jsonl");
    let mut args = match_args("8", &["--shard", "2/3", "--log", s(&other)]);
    args[6] = "9";
    assert_ok(&keysim(&args));
    let o = keysim(&["merge", s(&logs[0]), s(&other), s(&logs[2])]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("parameter `seed`"), "{}", stderr(&o));
}

/// Writes `lines` to `path`, each with its newline.
fn write_lines(path: &Path, lines: &[String]) {
    std::fs::write(path, lines.join("\n") + "\n").unwrap();
}

/// Line `i` of the log at `path` as JSON, changed by `edit`.
fn edited_line(path: &Path, i: usize, edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(text.lines().nth(i).unwrap()).unwrap();
    edit(&mut v);
    v.to_string()
}

fn lines_of(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// A refusal: exit code 2, one line holding each of `needles`.
fn assert_refused(o: &Output, needles: &[&str]) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    for n in needles {
        assert!(err.contains(n), "{err:?} does not mention {n:?}");
    }
}

#[test]
fn merge_checks_what_resume_checks() {
    let dir = scratch("merge-checks");
    let log = dir.join("run.jsonl");
    assert_ok(&keysim(&match_args("4", &["--log", s(&log)])));
    let whole = lines_of(&log);

    // A log another keysim wrote: merge refuses it as --resume does.
    let old = dir.join("old.jsonl");
    let mut lines = whole.clone();
    lines[0] = edited_line(&log, 0, |h| h["keysim_version"] = "0.0.1".into());
    write_lines(&old, &lines);
    assert_refused(
        &keysim(&["merge", s(&old)]),
        &["old.jsonl", "written by keysim 0.0.1"],
    );
    assert_refused(
        &keysim(&["match", "--resume", s(&old)]),
        &["written by keysim 0.0.1"],
    );

    // A header whose parameters are not those of its run hash.
    let forged = dir.join("forged.jsonl");
    let mut lines = whole.clone();
    lines[0] = edited_line(&log, 0, |h| h["params"]["seed"] = 4.into());
    write_lines(&forged, &lines);
    assert_refused(
        &keysim(&["merge", s(&forged)]),
        &["forged.jsonl", "run hash"],
    );
    assert_refused(&keysim(&["match", "--resume", s(&forged)]), &["run hash"]);

    // Another run's log names both logs and the parameter.
    let other = dir.join("other.jsonl");
    let mut args = match_args("4", &["--log", s(&other)]);
    args[6] = "4";
    assert_ok(&keysim(&args));
    assert_refused(
        &keysim(&["merge", s(&log), s(&other)]),
        &[
            "run.jsonl",
            "other.jsonl",
            "parameter `seed` is 3 in the first and 4",
        ],
    );

    // One game with two results: in two logs, both records are named.
    let twin = dir.join("twin.jsonl");
    let mut lines = whole.clone();
    lines[2] = edited_line(&log, 2, |r| {
        r["turns"] = (r["turns"].as_u64().unwrap() + 1).into()
    });
    write_lines(&twin, &lines);
    assert_refused(
        &keysim(&["merge", s(&log), s(&twin)]),
        &[
            "game 1 of matchup 0",
            "run.jsonl\" line 3",
            "twin.jsonl\" line 3",
        ],
    );
    // In one log, both lines; --resume refuses it too.
    let mut lines = whole.clone();
    lines.push(edited_line(&twin, 2, |_| {}));
    write_lines(&twin, &lines);
    for args in [vec!["merge", s(&twin)], vec!["match", "--resume", s(&twin)]] {
        assert_refused(
            &keysim(&args),
            &["twin.jsonl\" lines 3 and 6", "game 1 of matchup 0"],
        );
    }
    // The same record twice is one game.
    let mut lines = whole.clone();
    lines.push(whole[2].clone());
    write_lines(&twin, &lines);
    let o = keysim(&["merge", s(&twin), s(&log)]);
    assert_ok(&o);
    assert_eq!(o.stdout, keysim(&match_args("4", &[])).stdout);
}

#[test]
fn shard_arguments_are_checked() {
    let o = keysim(&match_args("4", &["--shard", "2/3"]));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--shard needs --log"), "{}", stderr(&o));
    let o = keysim(&match_args("4", &["--shard", "4/3", "--log", "x.jsonl"]));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("I/N"), "{}", stderr(&o));
    let o = keysim(&["merge", "/no/such/log.jsonl"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o).lines().count(), 1);
}

#[cfg(unix)]
#[test]
fn ctrl_c_keeps_the_log_whole_and_says_how_to_resume() {
    let dir = scratch("ctrlc");
    let log = dir.join("run.jsonl");
    let out = dir.join("out.csv");
    std::fs::write(&out, "the previous result\n").unwrap();
    // Greedy against random: slow enough (about 10 games a second) for the
    // signal to arrive mid-run.
    let game_args = [
        "match",
        "radiant",
        "onyx",
        "--agent-a",
        "greedy",
        "--agent-b",
        "random",
        "--games",
        "16",
        "--format",
        "csv",
        "-q",
    ];
    let mut args = game_args.to_vec();
    args.extend(["-j", "1", "--log", s(&log), "--out", s(&out)]);
    let child = Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(&args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for some games in the log, then send SIGINT.
    let start = Instant::now();
    while std::fs::read_to_string(&log).map_or(0, |t| t.lines().count()) < 4
        && start.elapsed() < Duration::from_secs(60)
    {
        std::thread::sleep(Duration::from_millis(5));
    }
    let pid = child.id().to_string();
    assert!(Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap()
        .success());
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(130), "{err}");
    assert!(err.contains("interrupted:"), "{err}");
    assert!(err.contains("games finished"), "{err}");
    assert!(err.contains("keysim match --resume"), "{err}");
    assert!(err.contains("--format csv"), "{err}");
    // The previous output file is untouched.
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "the previous result\n"
    );
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(text.ends_with('\n'));
    for line in text.lines() {
        serde_json::from_str::<serde_json::Value>(line).expect("whole JSON lines");
    }
    let resumed = keysim(&[
        "match",
        "--resume",
        s(&log),
        "--format",
        "csv",
        "--out",
        s(&out),
        "-q",
    ]);
    assert_ok(&resumed);
    let whole = keysim(&game_args);
    assert_eq!(std::fs::read(&out).unwrap(), whole.stdout);
    // The atomic write left no temporary file behind.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

/// Runs keysim with `args` and sends it `signal` (`INT` or `TERM`) after
/// a wait, longer each try until the run had finished a pair of games of
/// some matchup when it stopped (a slow machine plays fewer in the wait).
#[cfg(unix)]
fn interrupted(args: &[&str], signal: &str, log: Option<&Path>) -> Output {
    let mut wait = Duration::from_secs(2);
    loop {
        if let Some(log) = log {
            let _ = std::fs::remove_file(log);
        }
        let child = Command::new(env!("CARGO_BIN_EXE_keysim"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(wait);
        let pid = child.id().to_string();
        assert!(Command::new("kill")
            .args([&format!("-{signal}"), &pid])
            .status()
            .unwrap()
            .success());
        let o = child.wait_with_output().unwrap();
        if stderr(&o).contains("the result of") || wait > Duration::from_secs(60) {
            return o;
        }
        wait *= 2;
    }
}

/// Checks what an interrupted job printed: exit code 130, nothing on
/// standard output, and on standard error the games finished and the
/// job's table of them (`heading` is its first line).
#[cfg(unix)]
fn assert_result_so_far(o: &Output, heading: &str) -> String {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(130), "{err}");
    assert!(
        o.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    assert!(err.contains("keysim: interrupted: "), "{err}");
    assert!(err.contains("games finished; the result of "), "{err}");
    assert!(err.contains(&format!(":\n\n{heading}")), "{err}");
    err
}

#[cfg(unix)]
#[test]
fn ctrl_c_on_strength_prints_the_ratings_so_far() {
    let o = interrupted(
        &["strength", "radiant", "--games", "1000", "-j", "1", "-q"],
        "INT",
        None,
    );
    let err = assert_result_so_far(
        &o,
        "Strength against the gauntlet cota-aoa-wc-mm-momu-dt-woe-gr-as-toc-v6",
    );
    assert!(err.contains("Radiant Argus the Supreme"), "{err}");
    assert!(err.contains("this run had no --log"), "{err}");
}

#[cfg(unix)]
#[test]
fn sigterm_on_a_league_prints_the_cross_table_so_far() {
    let o = interrupted(
        &[
            "league", "greedy", "random", "--games", "100000", "-j", "1", "-q",
        ],
        "TERM",
        None,
    );
    let err = assert_result_so_far(&o, "League of 2 agents");
    assert!(err.contains("this run had no --log"), "{err}");
}

#[cfg(unix)]
#[test]
fn ctrl_c_on_a_logged_handicap_prints_the_curve_so_far_and_the_resume_command() {
    let dir = scratch("handicap-ctrlc");
    let log = dir.join("run.jsonl");
    let out = dir.join("out.json");
    let o = interrupted(
        &[
            "handicap",
            "radiant",
            "onyx",
            "--games",
            "100000",
            "-j",
            "1",
            "-q",
            "--format",
            "json",
            "--out",
            s(&out),
            "--log",
            s(&log),
        ],
        "INT",
        Some(&log),
    );
    let err = assert_result_so_far(&o, "Handicap: Radiant Argus the Supreme (A)");
    assert!(err.contains("Stronger at no chains"), "{err}");
    let resume = format!(
        "keysim handicap --resume {} -j 1 --format json --out {} -q",
        s(&log),
        s(&out)
    );
    assert!(err.contains(&resume), "{err}");
    assert!(!out.exists(), "no output before the run is done");
    let text = std::fs::read_to_string(&log).unwrap();
    for line in text.lines() {
        serde_json::from_str::<serde_json::Value>(line).expect("whole JSON lines");
    }
}

#[test]
fn incomplete_decks_are_warned_about_and_reported() {
    let o = keysim(&[
        "match",
        "random:PV:1",
        "onyx",
        "--agent",
        "random",
        "--games",
        "2",
        "--format",
        "json",
        "-q",
    ]);
    assert_ok(&o);
    let err = stderr(&o);
    assert!(err.contains("warning: deck A"), "{err}");
    assert!(err.contains("cards implemented"), "{err}");
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let a = &v["decks"][0]["coverage"];
    assert!(a["share"].as_f64().unwrap() < 1.0, "{a}");
    assert!(!a["missing"].as_array().unwrap().is_empty());
    assert_eq!(v["decks"][1]["coverage"]["share"], 1.0);
    assert_eq!(v["parameters"]["reproducible"], true);
}

#[test]
fn a_wall_clock_budget_is_called_unreproducible() {
    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--agent-a",
        "ismcts:time_ms=1,rollout_turns=1",
        "--agent-b",
        "random",
        "--games",
        "2",
        "--turn-cap",
        "4",
        "-q",
    ]);
    assert_ok(&o);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("not reproducible"), "{out}");
}

/// The lines of the YAML block scalar that follows the line `- |` at or
/// after line `from`, dedented.
fn block_after(lines: &[&str], from: usize) -> String {
    let start = from
        + lines[from..]
            .iter()
            .position(|l| l.trim() == "- |")
            .unwrap()
        + 1;
    let indent = lines[start].len() - lines[start].trim_start().len();
    let mut text = String::new();
    let mut end = start;
    while end < lines.len()
        && (lines[end].trim().is_empty() || lines[end].starts_with(&" ".repeat(indent)))
    {
        text.push_str(lines[end].get(indent..).unwrap_or(""));
        text.push('\n');
        end += 1;
    }
    text
}

/// The value of `key: value` on the first line at or after `from` that has it.
fn yaml_value<'a>(lines: &[&'a str], from: usize, key: &str) -> &'a str {
    lines[from..]
        .iter()
        .find_map(|l| l.trim().strip_prefix(key).and_then(|v| v.strip_prefix(':')))
        .unwrap_or_else(|| panic!("no {key}"))
        .trim()
        .trim_matches('"')
}

fn script_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scripts")
        .join(name)
}

#[cfg(unix)]
#[test]
fn the_slurm_script_shards_resumes_and_merges() {
    let script = script_path("slurm-gauntlet.sh");
    let syntax = Command::new("bash")
        .arg("-n")
        .arg(&script)
        .status()
        .unwrap();
    assert!(syntax.success());
    let dir = scratch("slurm");
    let run = |mode: &str, task: Option<usize>, extra: &[&str]| {
        let mut cmd = Command::new("bash");
        cmd.arg(&script)
            .args([mode, "3", s(&dir)])
            .args(extra)
            .env("KEYSIM", env!("CARGO_BIN_EXE_keysim"));
        if let Some(t) = task {
            cmd.env("SLURM_ARRAY_TASK_ID", t.to_string());
        }
        let o = cmd.output().unwrap();
        assert_ok(&o);
    };
    let game: Vec<&str> = MATCH.iter().copied().chain(["--games", "10"]).collect();
    for task in 1..=3 {
        run("shard", Some(task), &game);
    }
    // A task run again (requeued) resumes its complete log: nothing changes.
    let before = std::fs::read(dir.join("shard-2-of-3.jsonl")).unwrap();
    run("shard", Some(2), &game);
    assert_eq!(
        std::fs::read(dir.join("shard-2-of-3.jsonl")).unwrap(),
        before
    );
    run("merge", None, &[]);
    for (file, format) in [
        ("result.txt", "table"),
        ("result.csv", "csv"),
        ("result.json", "json"),
    ] {
        let whole = keysim(&match_args("10", &["--format", format]));
        assert_eq!(
            std::fs::read(dir.join(file)).unwrap(),
            whole.stdout,
            "{file}"
        );
    }
}

#[cfg(unix)]
#[test]
fn the_kubernetes_manifest_is_an_indexed_job_whose_pods_shard_and_merge() {
    let text = std::fs::read_to_string(script_path("k8s-gauntlet.yaml")).unwrap();
    assert!(!text.contains('\t'), "YAML indents with spaces");
    let lines: Vec<&str> = text.lines().collect();
    let docs: Vec<usize> = std::iter::once(0)
        .chain(
            lines
                .iter()
                .enumerate()
                .filter(|(_, l)| **l == "---")
                .map(|(i, _)| i + 1),
        )
        .collect();
    assert_eq!(docs.len(), 2, "the shards' Job and the merge's template");
    assert_eq!(yaml_value(&lines, docs[0], "kind"), "Job");
    assert_eq!(yaml_value(&lines, docs[0], "completionMode"), "Indexed");
    let shards: usize = yaml_value(&lines, docs[0], "completions").parse().unwrap();
    assert_eq!(
        yaml_value(&lines, docs[0], "parallelism"),
        shards.to_string()
    );
    let shard_env = lines[docs[0]..]
        .iter()
        .position(|l| l.trim() == "- name: SHARDS")
        .unwrap();
    assert_eq!(
        yaml_value(&lines, docs[0] + shard_env, "value"),
        shards.to_string()
    );
    let shard_script = block_after(&lines, docs[0]);
    let merge_script = block_after(&lines, docs[1]);
    assert!(shard_script.contains("JOB_COMPLETION_INDEX"));

    // Run the pods' scripts here: keysim on PATH, /results in a scratch
    // directory, a small match, 3 shards.
    let dir = scratch("k8s");
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_keysim"), bin.join("keysim")).unwrap();
    let results = dir.join("results");
    std::fs::create_dir_all(&results).unwrap();
    let path = format!("{}:{}", s(&bin), std::env::var("PATH").unwrap_or_default());
    let pod = |script: &str, index: Option<usize>| {
        let script = script.replace("/results", s(&results));
        let mut cmd = Command::new("bash");
        cmd.args(["-c", &script])
            .env("PATH", &path)
            .env("SHARDS", "3")
            .env("THREADS", "1")
            .env("ARGS", MATCH.join(" ") + " --games 10");
        if let Some(i) = index {
            cmd.env("JOB_COMPLETION_INDEX", i.to_string());
        }
        let o = cmd.output().unwrap();
        assert_ok(&o);
    };
    for index in 0..3 {
        pod(&shard_script, Some(index));
    }
    pod(&merge_script, None);
    let whole = keysim(&match_args("10", &["--format", "csv"]));
    assert_eq!(
        std::fs::read(results.join("result.csv")).unwrap(),
        whole.stdout
    );
}

/// The peak resident memory of process `pid`, in KiB (`VmHWM`).
fn peak_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn a_run_of_billions_of_games_streams_in_constant_memory() {
    // 2^32 games: the list of games to play (16 bytes each) was allocated
    // before the first game, and failing, aborted the process.
    let dir = scratch("billions");
    let log = dir.join("run.jsonl");
    let mut args = MATCH.to_vec();
    args.extend(["--games", "4294967296", "-j", "2", "-q", "--log", s(&log)]);
    let child = Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(&args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while std::fs::read_to_string(&log).map_or(0, |t| t.lines().count()) < 200
        && start.elapsed() < Duration::from_secs(120)
    {
        std::thread::sleep(Duration::from_millis(20));
    }
    let peak = peak_kib(child.id());
    let pid = child.id().to_string();
    assert!(Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap()
        .success());
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(130), "{err}");
    // What the streamed games say so far is still reported.
    let first = err
        .split("the table of the first ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no table of the first games in:\n{err}"));
    assert!(first >= 2 && first.is_multiple_of(2), "{err}");
    assert!(peak < 100 * 1024, "peak resident memory {peak} KiB");
}
