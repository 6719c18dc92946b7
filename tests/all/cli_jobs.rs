//! End-to-end tests of the jobs: `keysim strength`, `handicap` and
//! `league` (small game counts with random agents, so each runs in
//! seconds).

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

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

fn ok(args: &[&str]) -> String {
    let o = keysim(args);
    assert!(
        o.status.success(),
        "{args:?} failed ({:?}); stderr:\n{}",
        o.status,
        stderr(&o)
    );
    stdout(&o)
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = ok(args);
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}):\n{out}"))
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

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-jobs-tests");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(format!("{}-{name}", std::process::id()))
}

const SMALL_GAUNTLET: &str = "onyx,gregg,voltpixel";

#[test]
fn strength_rates_decks_and_names_missing_cards() {
    let v = json(&[
        "strength",
        "radiant",
        "random:PV:1",
        "--gauntlet",
        SMALL_GAUNTLET,
        "--agent",
        "random",
        "-n",
        "4",
        "--format",
        "json",
        "-q",
    ]);
    let decks = v["decks"].as_array().unwrap();
    assert_eq!(decks.len(), 2);
    assert_eq!(decks[0]["games"], 12);
    assert_eq!(decks[0]["opponents"].as_array().unwrap().len(), 3);
    assert_eq!(v["ratings"].as_array().unwrap().len(), 5);
    let missing = decks[1]["coverage"]["missing"].as_array().unwrap();
    assert!(!missing.is_empty());
    assert!(decks[0]["coverage"]["missing"]
        .as_array()
        .unwrap()
        .is_empty());
    assert_eq!(v["stored"]["used"], false);

    let o = keysim(&[
        "strength",
        "random:PV:1",
        "--gauntlet",
        SMALL_GAUNTLET,
        "--agent",
        "random",
        "-n",
        "2",
    ]);
    assert!(o.status.success());
    assert!(stderr(&o).contains("not implemented"), "{}", stderr(&o));
    assert!(stdout(&o).contains("WARNING"));
}

#[test]
fn strength_rates_every_deck_of_a_file_of_several() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/decks/rated-decks.json");
    let rate = |decks: &[&str]| {
        let mut args = vec!["strength"];
        args.extend_from_slice(decks);
        args.extend_from_slice(&[
            "--gauntlet",
            SMALL_GAUNTLET,
            "--agent",
            "random",
            "-n",
            "2",
            "--format",
            "json",
            "-q",
        ]);
        json(&args)
    };
    let v = rate(&[file, "radiant"]);
    let decks = v["decks"].as_array().unwrap();
    assert_eq!(decks.len(), 218, "the file's 217 decks and radiant");
    assert_eq!(decks[0]["deck"], "Jan, Laserholm Legate");
    assert_eq!(decks[217]["deck"], "Radiant Argus the Supreme");
    assert!(decks.iter().all(|d| d["games"] == 6));
    let one = rate(&[&format!("{file}#Laserholm")]);
    assert_eq!(one["decks"].as_array().unwrap().len(), 1);
}

#[test]
fn strength_uses_the_default_gauntlet_and_says_why_not_its_stored_games() {
    let out = ok(&["strength", "sadao", "--agent", "random", "-n", "2", "-q"]);
    assert!(
        out.contains("gauntlet cota-aoa-wc-mm-momu-dt-woe-gr-as-toc-v6 (81 decks)"),
        "{out}"
    );
    // The stored round robin was played by greedy: not fitted with random games.
    assert!(out.contains("was played by greedy"), "{out}");
    // Sadao is one of the 81: it plays the 80 others.
    assert!(out.contains("160 games played"), "{out}");
}

#[test]
fn strength_precision_stops_by_the_cap() {
    let v = json(&[
        "strength",
        "radiant",
        "--gauntlet",
        SMALL_GAUNTLET,
        "--agent",
        "random",
        "--precision",
        "0.3",
        "--max-games",
        "10",
        "--format",
        "json",
        "-q",
    ]);
    for o in v["decks"][0]["opponents"].as_array().unwrap() {
        let games = o["games"].as_u64().unwrap();
        let half = (o["ci_high"].as_f64().unwrap() - o["ci_low"].as_f64().unwrap()) / 2.0;
        assert!(games <= 10 && (games == 10 || half <= 0.3), "{o}");
    }
}

#[test]
fn job_outputs_do_not_depend_on_threads() {
    for format in ["json", "csv", "table"] {
        let run = |threads: &str| {
            ok(&[
                "strength",
                "radiant",
                "--gauntlet",
                SMALL_GAUNTLET,
                "--agent",
                "random",
                "-n",
                "4",
                "-j",
                threads,
                "--format",
                format,
                "-q",
            ])
        };
        assert_eq!(run("1"), run("2"), "{format}");
    }
}

#[test]
fn handicap_suggests_chains_with_the_curve_and_the_rulebook() {
    let out = ok(&[
        "handicap", "radiant", "onyx", "--agent", "random", "-n", "16", "-q",
    ]);
    assert!(out.contains("Suggested:"), "{out}");
    assert!(out.contains("rulebook"), "{out}");
    assert!(out.contains("16 games"), "{out}");
    let path = scratch("handicap.csv");
    ok(&[
        "handicap",
        "radiant",
        "onyx",
        "--agent",
        "random",
        "-n",
        "16",
        "-q",
        "--format",
        "csv",
        "--out",
        path.to_str().unwrap(),
    ]);
    let csv = std::fs::read_to_string(&path).unwrap();
    assert!(csv.starts_with("chains_a,chains_b,games,"), "{csv}");
    assert_eq!(csv.lines().filter(|l| l.contains(",true,")).count(), 1);
}

#[test]
fn league_gives_a_cross_table_ratings_and_measured_time() {
    let out = ok(&[
        "league",
        "random",
        "greedy:epsilon=0.9",
        "--decks",
        "radiant,onyx",
        "-n",
        "8",
        "-q",
    ]);
    assert!(out.contains("Cross table"), "{out}");
    assert!(out.contains("Time per decision (measured"), "{out}");
    let v = json(&[
        "league",
        "random",
        "greedy:epsilon=0.9",
        "--decks",
        "radiant,onyx",
        "-n",
        "8",
        "-q",
        "--format",
        "json",
    ]);
    assert_eq!(v["games"], 8);
    assert_eq!(v["cross"].as_array().unwrap().len(), 2);
    assert_eq!(v["ratings"][0]["agent"], "random");
    assert!(v["decision_time"].is_array());
    let timed = json(&[
        "league",
        "random",
        "greedy:epsilon=0.9",
        "--decks",
        "radiant,onyx",
        "-n",
        "2",
        "-q",
        "--timing-decisions",
        "500",
        "--format",
        "json",
    ]);
    for t in timed["decision_time"].as_array().unwrap() {
        assert_eq!(t["decisions"], 500, "{t}");
    }
    let untimed = |threads: &str| {
        ok(&[
            "league",
            "random",
            "greedy:epsilon=0.9",
            "--decks",
            "radiant,onyx",
            "-n",
            "8",
            "-q",
            "--no-timing",
            "-j",
            threads,
        ])
    };
    let one = untimed("1");
    assert!(!one.contains("Time per decision"), "{one}");
    assert_eq!(one, untimed("2"));
}

#[test]
fn league_sprt_prints_the_llr_as_it_goes() {
    let o = keysim(&[
        "league",
        "greedy",
        "random",
        "--decks",
        "radiant,onyx",
        "--sprt",
        "0,200",
        "-n",
        "200",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("sprt:") && err.contains("LLR"), "{err}");
    assert!(
        stdout(&o).contains("H1 (elo1 = 200) accepted"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn job_mistakes_are_one_line() {
    assert_usage_error(&["strength"], "required");
    assert_usage_error(&["strength", "radiant", "--precision", "0.7"], "precision");
    assert_usage_error(&["strength", "nosuchdeck"], "nosuchdeck");
    assert_usage_error(&["handicap", "radiant"], "DECK_B");
    assert_usage_error(&["league", "random"], "AGENT");
    assert_usage_error(&["league", "random", "random", "-n", "2"], "twice");
    assert_usage_error(
        &["league", "random", "greedy", "--sprt", "50,0"],
        "elo0 < elo1",
    );
    assert_usage_error(
        &[
            "league",
            "random",
            "greedy",
            "greedy:epsilon=0.5",
            "--sprt",
            "0,50",
        ],
        "exactly two",
    );
}

/// Each job writes a well-formed, self-contained HTML page with its charts.
#[test]
fn jobs_write_html_reports() {
    let runs: [(&str, Vec<&str>, usize); 3] = [
        (
            "strength",
            vec![
                "strength",
                "radiant",
                "sadao",
                "--gauntlet",
                SMALL_GAUNTLET,
                "--agent",
                "random",
                "-n",
                "2",
            ],
            3,
        ),
        (
            "handicap",
            vec![
                "handicap", "radiant", "onyx", "--agent", "random", "-n", "8",
            ],
            1,
        ),
        (
            "league",
            vec![
                "league",
                "random",
                "greedy:epsilon=0.9",
                "--decks",
                "radiant",
                "-n",
                "2",
                "--sprt",
                "0,100",
            ],
            2,
        ),
    ];
    for (name, mut args, charts) in runs {
        let path = scratch(&format!("{name}.html"));
        args.extend(["-q", "--report", path.to_str().unwrap()]);
        ok(&args);
        let page = std::fs::read_to_string(&path).unwrap();
        let opts = roxmltree::ParsingOptions {
            allow_dtd: true,
            ..roxmltree::ParsingOptions::default()
        };
        let doc = roxmltree::Document::parse_with_options(&page, opts)
            .unwrap_or_else(|e| panic!("{name}: not well-formed: {e}"));
        let svgs = doc.descendants().filter(|n| n.has_tag_name("svg")).count();
        assert!(svgs >= charts, "{name}: {svgs} charts");
        assert!(!page.contains("<script") && !page.contains("http://") || page.contains("xmlns"));
    }
}

fn s(p: &std::path::Path) -> &str {
    p.to_str().expect("a UTF-8 scratch path")
}

/// `base` with `extra` appended.
fn with<'a>(base: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
    base.iter().chain(extra).copied().collect()
}

/// Runs `job` unsharded and in two shards with --log, then checks that
/// `keysim merge` of the two logs prints the unsharded output byte for
/// byte in every format.
fn assert_shards_merge_exactly(name: &str, job: &[&str]) {
    let logs: Vec<PathBuf> = (1..=2)
        .map(|i| scratch(&format!("{name}-shard{i}.jsonl")))
        .collect();
    for (i, log) in logs.iter().enumerate() {
        let _ = std::fs::remove_file(log);
        let shard = format!("{}/2", i + 1);
        let out = ok(&with(job, &["--shard", &shard, "--log", s(log)]));
        assert!(out.is_empty(), "a shard prints no output: {out}");
    }
    for log in &logs {
        let records = std::fs::read_to_string(log).unwrap().lines().count() - 1;
        assert!(records > 0, "each shard plays some of the games");
    }
    for format in ["table", "csv", "json"] {
        let whole = ok(&with(job, &["--format", format]));
        let merged = ok(&["merge", s(&logs[1]), s(&logs[0]), "--format", format]);
        assert_eq!(merged, whole, "{name} --format {format}");
    }
}

const STRENGTH_RUN: &[&str] = &[
    "strength",
    "radiant",
    "--gauntlet",
    "onyx,gregg",
    "--agent",
    "random",
    "-n",
    "4",
    "--seed",
    "7",
    "-q",
];

#[test]
fn strength_shards_merge_into_exactly_the_unsharded_output() {
    assert_shards_merge_exactly("strength", STRENGTH_RUN);
}

#[test]
fn league_shards_merge_into_exactly_the_unsharded_output() {
    assert_shards_merge_exactly(
        "league",
        &[
            "league",
            "random",
            "greedy",
            "--decks",
            "radiant,onyx",
            "-n",
            "8",
            "--seed",
            "5",
            "--no-timing",
            "-q",
        ],
    );
}

#[test]
fn a_resumed_strength_log_gives_the_output_of_the_whole_run() {
    let log = scratch("strength-resume.jsonl");
    let _ = std::fs::remove_file(&log);
    let whole = ok(&with(STRENGTH_RUN, &["--format", "csv"]));
    assert_eq!(
        ok(&with(STRENGTH_RUN, &["--format", "csv", "--log", s(&log)])),
        whole
    );
    // Cut the log after the header and three records, mid-way through the
    // fourth (as a killed process leaves it).
    let text = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 9, "a header and eight records");
    let mut cut = lines[..4].join("\n");
    cut.push('\n');
    cut.push_str(&lines[4][..lines[4].len() / 2]);
    std::fs::write(&log, &cut).unwrap();
    let resumed = keysim(&["strength", "--resume", s(&log), "--format", "csv"]);
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert_eq!(stdout(&resumed), whole);
    assert!(
        stderr(&resumed).contains("resuming"),
        "{}",
        stderr(&resumed)
    );
    assert_eq!(std::fs::read_to_string(&log).unwrap().lines().count(), 9);
    // Naming other parameters than the log's is refused.
    let mut other = with(STRENGTH_RUN, &["--resume", s(&log)]);
    other[9] = "8";
    assert_usage_error(&other, "seed");
}

#[test]
fn adaptive_jobs_refuse_to_shard_on_one_line() {
    // handicap has no --shard at all.
    let log = scratch("handicap-shard.jsonl");
    assert_usage_error(
        &[
            "handicap",
            "radiant",
            "onyx",
            "--agent",
            "random",
            "-n",
            "4",
            "--shard",
            "1/2",
            "--log",
            s(&log),
        ],
        "unexpected argument '--shard'",
    );
    assert!(!log.exists(), "a refused run writes no log");
    assert_usage_error(
        &with(STRENGTH_RUN, &["--precision", "0.2", "--shard", "1/2"]),
        "--precision",
    );
    assert_usage_error(
        &[
            "league", "random", "greedy", "--sprt", "0,50", "--shard", "2/2",
        ],
        "--sprt",
    );
}

/// The card hash of a deck as the library computes it.
fn hash_of(deck: &str) -> String {
    keysim_decks::card_hash(&keysim_decks::resolve(deck).unwrap())
}

/// The values of column `name` of a CSV text, row by row.
fn csv_column(text: &str, name: &str) -> Vec<String> {
    let mut r = csv::Reader::from_reader(text.as_bytes());
    let i = r
        .headers()
        .unwrap()
        .iter()
        .position(|h| h == name)
        .unwrap_or_else(|| panic!("no column {name} in:\n{text}"));
    r.records().map(|rec| rec.unwrap()[i].to_string()).collect()
}

#[test]
fn csv_and_json_outputs_give_each_deck_its_card_hash() {
    let (radiant, onyx) = (hash_of("radiant"), hash_of("onyx"));
    assert_ne!(radiant, onyx);
    assert_eq!(radiant.len(), 16);
    let deck_file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("decks/radiant-argus-the-supreme.txt");
    let deck_file = deck_file.to_str().unwrap();
    // A match: the deck file and the built-in deck of the same list have
    // one hash.
    let m = [
        "match", deck_file, "onyx", "--agent", "random", "-n", "2", "-q",
    ];
    let v = json(&[&m[..], &["--format", "json"]].concat());
    assert_eq!(v["decks"][0]["deck_hash"], radiant.as_str(), "{v}");
    assert_eq!(v["decks"][1]["deck_hash"], onyx.as_str(), "{v}");
    assert_eq!(v["parameters"]["deck_a_hash"], radiant.as_str(), "{v}");
    let csv = ok(&[&m[..], &["--format", "csv"]].concat());
    assert_eq!(
        csv_column(&csv, "deck_hash"),
        [radiant.clone(), onyx.clone()]
    );
    assert_eq!(
        csv_column(&csv, "opponent_hash"),
        [onyx.clone(), radiant.clone()]
    );
    // Strength: the rated deck, its opponents and the ratings.
    let s = [
        "strength",
        "radiant",
        "--gauntlet",
        "onyx",
        "--agent",
        "random",
        "-n",
        "2",
        "-q",
    ];
    let v = json(&[&s[..], &["--format", "json"]].concat());
    assert_eq!(v["decks"][0]["deck_hash"], radiant.as_str(), "{v}");
    assert_eq!(
        v["decks"][0]["opponents"][0]["opponent_hash"],
        onyx.as_str(),
        "{v}"
    );
    for r in v["ratings"].as_array().unwrap() {
        let want = if r["deck"].as_str().unwrap().starts_with("Radiant") {
            &radiant
        } else {
            &onyx
        };
        assert_eq!(r["deck_hash"], want.as_str(), "{r}");
    }
    let csv = ok(&[&s[..], &["--format", "csv"]].concat());
    assert!(
        csv_column(&csv, "deck_hash").iter().all(|h| h.len() == 16),
        "{csv}"
    );
    assert!(csv_column(&csv, "opponent_hash").contains(&onyx), "{csv}");
    // Handicap.
    let h = [
        "handicap", "radiant", "onyx", "--agent", "random", "-n", "4", "-q",
    ];
    let v = json(&[&h[..], &["--format", "json"]].concat());
    assert_eq!(v["deck_a_hash"], radiant.as_str(), "{v}");
    assert_eq!(v["deck_b_hash"], onyx.as_str(), "{v}");
    let csv = ok(&[&h[..], &["--format", "csv"]].concat());
    assert!(
        csv_column(&csv, "deck_a_hash")
            .iter()
            .all(|x| *x == radiant),
        "{csv}"
    );
    assert!(
        csv_column(&csv, "deck_b_hash").iter().all(|x| *x == onyx),
        "{csv}"
    );
    // League: one hash per deck of the league.
    let l = [
        "league",
        "random",
        "greedy",
        "--decks",
        "radiant,onyx",
        "-n",
        "2",
        "--no-timing",
        "-q",
    ];
    let v = json(&[&l[..], &["--format", "json"]].concat());
    assert_eq!(v["deck_hashes"], serde_json::json!([radiant, onyx]), "{v}");
    let csv = ok(&[&l[..], &["--format", "csv"]].concat());
    let hashes: Vec<String> = csv_column(&csv, "deck_hash")
        .into_iter()
        .filter(|h| !h.is_empty())
        .collect();
    assert_eq!(hashes, [radiant, onyx], "{csv}");
}
