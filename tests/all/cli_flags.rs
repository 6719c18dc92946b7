//! The flags every subcommand shares, and the help texts: a flag means the
//! same in every subcommand and its help says so in the same words; no help
//! offers a flag that is always refused; every example of a help text runs.

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

/// The subcommands.
const SUBCOMMANDS: [&str; 9] = [
    "match",
    "coverage",
    "decks",
    "merge",
    "strength",
    "handicap",
    "league",
    "train",
    "train-prior",
];

/// `keysim ARGS --help`, which must succeed.
fn help(args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.push("--help");
    let o = keysim(&all);
    assert!(o.status.success(), "{all:?}: {}", stderr(&o));
    stdout(&o)
}

/// The help of one flag (`-q, --quiet`): its lines up to the next flag,
/// whitespace collapsed.
fn flag_help(help: &str, flag: &str) -> Option<String> {
    let start = help
        .lines()
        .position(|l| l.trim_start().starts_with(flag))?;
    let mut text: Vec<&str> = vec![help.lines().nth(start)?.trim()];
    for l in help.lines().skip(start + 1) {
        let t = l.trim();
        if t.is_empty() || t.starts_with('-') {
            break;
        }
        text.push(t);
    }
    Some(
        text.join(" ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
    )
}

#[test]
fn every_subcommand_has_quiet_with_the_same_help() {
    let mut seen: Option<(String, &str)> = None;
    for sub in SUBCOMMANDS {
        let text = help(&[sub]);
        let q = flag_help(&text, "-q, --quiet")
            .unwrap_or_else(|| panic!("keysim {sub} --help has no -q, --quiet:\n{text}"));
        match &seen {
            None => seen = Some((q, sub)),
            Some((first, first_sub)) => assert_eq!(
                &q, first,
                "keysim {sub} and keysim {first_sub} word -q differently"
            ),
        }
    }
}

#[test]
fn every_job_takes_threads_and_out_the_same_way() {
    for sub in [
        "match",
        "strength",
        "handicap",
        "league",
        "train",
        "train-prior",
    ] {
        let text = help(&[sub]);
        let j = flag_help(&text, "-j, --threads <T>")
            .unwrap_or_else(|| panic!("keysim {sub} --help has no -j, --threads <T>:\n{text}"));
        assert!(j.contains("Results do not depend on it"), "{sub}: {j}");
        assert!(
            flag_help(&text, "-o, --out").is_some(),
            "keysim {sub} --help has no -o, --out:\n{text}"
        );
    }
}

#[test]
fn handicap_offers_no_shard_and_the_others_say_when_they_refuse_it() {
    assert!(!help(&["handicap"]).contains("--shard"));
    let o = keysim(&[
        "handicap", "radiant", "onyx", "--shard", "1/2", "--log", "x.jsonl",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(stderr(&o).lines().count(), 1, "{}", stderr(&o));
    assert!(stderr(&o).contains("--shard"), "{}", stderr(&o));
    let league = flag_help(&help(&["league"]), "--shard").unwrap();
    assert!(league.contains("Refused with --sprt"), "{league}");
    let strength = flag_help(&help(&["strength"]), "--shard").unwrap();
    assert!(
        strength.contains("--precision") && strength.contains("--rebuild-gauntlet"),
        "{strength}"
    );
}

#[test]
fn quiet_leaves_only_the_result() {
    // 3 games are rounded up to 4, which is a note.
    let o = keysim(&[
        "match", "radiant", "onyx", "--agent", "random", "-n", "3", "-q",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    assert!(stdout(&o).contains("4 games"), "{}", stdout(&o));
    let dir = std::env::temp_dir().join(format!("keysim-cli-flags-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let o = keysim(&[
        "train",
        "--decks",
        "radiant,onyx",
        "-g",
        "1",
        "-n",
        "2",
        "--gate-games",
        "2",
        "--eval-games",
        "2",
        "-j",
        "2",
        "-o",
        dir.to_str().unwrap(),
        "-q",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).is_empty(),
        "train -q printed notes:\n{}",
        stderr(&o)
    );
    assert!(stdout(&o).contains("final model"), "{}", stdout(&o));
    assert!(dir.join("final.json").exists());
    let _ = std::fs::remove_dir_all(&dir);
    for args in [&["coverage", "radiant", "-q"][..], &["decks", "-q"][..]] {
        let o = keysim(args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).is_empty(), "{args:?}: {}", stderr(&o));
        assert!(!o.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn the_default_run_plays_the_games_its_help_says() {
    let text = help(&[]);
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let games: u64 = flat
        .split("plays ")
        .skip(1)
        .find_map(|rest| rest.split(' ').next().and_then(|n| n.parse().ok()))
        .unwrap_or_else(|| panic!("keysim --help does not say how many games:\n{text}"));
    let o = keysim(&[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains(&format!("\n{games} games (")),
        "keysim --help says {games} games, keysim played:\n{out}"
    );
}

#[test]
fn every_example_of_a_help_text_names_files_that_exist() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut examples = 0;
    let interactive = ["play", "replay"];
    for args in std::iter::once(&[][..])
        .chain(SUBCOMMANDS.iter().map(std::slice::from_ref))
        .chain(interactive.iter().map(std::slice::from_ref))
    {
        let text = help(args);
        for line in text.lines().map(str::trim) {
            if !line.starts_with("keysim ") {
                continue;
            }
            examples += 1;
            for word in line.split_whitespace().skip(1) {
                // A path: a word with a folder in it that is not a flag or an
                // agent spec.
                if !word.contains('/') || word.starts_with('-') || word.contains(':') {
                    continue;
                }
                let path = word.split('#').next().unwrap();
                assert!(
                    root.join(path).exists(),
                    "keysim {args:?} --help: the example `{line}` names {path}, which does not exist"
                );
            }
        }
    }
    assert!(examples > 0, "no help text has an example");
}

/// The parameters an agent accepts, as its "unknown parameter" error
/// lists them.
fn parameters_of(agent: &str) -> Vec<String> {
    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--agent",
        &format!("{agent}:no_such_parameter=1"),
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    let expected = err
        .split("expected ")
        .nth(1)
        .unwrap_or_else(|| panic!("{err}"))
        .split(" (")
        .next()
        .unwrap()
        .trim();
    expected
        .replace(" or ", ", ")
        .split(", ")
        .map(|s| s.trim().to_string())
        .collect()
}

#[test]
fn match_help_names_every_agent_parameter() {
    let text = help(&["match"]);
    let flat: String = text.split_whitespace().collect();
    for agent in ["greedy", "ismcts", "pimc", "cheat"] {
        let params = parameters_of(agent);
        assert!(params.len() >= 2, "{agent}: {params:?}");
        for p in params {
            assert!(
                flat.contains(&format!("{p}=")),
                "keysim match --help does not name {agent}'s parameter {p}:\n{text}"
            );
        }
    }
    for p in ["limit_ms=", "cmd="] {
        assert!(flat.contains(p), "no external {p} in:\n{text}");
    }
    assert!(flat.contains("ISMCTSparameters"), "{text}");
}
