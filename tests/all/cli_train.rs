//! `keysim train` through the real binary: a tiny run, reproducible
//! whatever the thread count, whose model files load as agent
//! evaluations; bad model files are refused in one line.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn keysim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(args)
        .output()
        .expect("keysim runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A fresh, empty directory for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("keysim-cli-train-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A tiny training run into `out` with `threads` threads.
fn tiny_run(out: &Path, threads: &str) -> Output {
    keysim(&[
        "train",
        "--decks",
        "radiant,onyx",
        "--holdout",
        "sahl",
        "--generations",
        "2",
        "--games",
        "4",
        "--gate-games",
        "4",
        "--eval-games",
        "2",
        "--seed",
        "5",
        "--threads",
        threads,
        "--out",
        s(out),
    ])
}

#[test]
fn a_tiny_run_is_reproducible_and_its_models_load() {
    let dir = scratch("tiny");
    let (one, two) = (dir.join("one"), dir.join("two"));
    let a = tiny_run(&one, "1");
    assert!(a.status.success(), "{}", stderr(&a));
    let b = tiny_run(&two, "2");
    assert!(b.status.success(), "{}", stderr(&b));
    assert_eq!(stdout(&a), stdout(&b));
    let text = stdout(&a);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 7, "{text}");
    assert!(
        lines[0].starts_with(
            "training greedy (gated by greedy:epsilon=0; baseline greedy:epsilon=0) on 2 deck(s): "
        ),
        "{text}"
    );
    for (i, line) in lines[1..3].iter().enumerate() {
        assert!(
            line.starts_with(&format!("generation {}: 4 self-play games (", i + 1)),
            "{line}"
        );
        assert!(line.contains("gate vs incumbent: "), "{line}");
        assert!(line.contains("; SPRT(+0,+30) LLR "), "{line}");
        assert!(line.ends_with("not promoted"), "{line}");
    }
    // No candidate was promoted: the final model is the start, which it is
    // not played against.
    assert_eq!(
        lines[3],
        "final model: generation 0 (the built-in weights: no candidate was promoted)"
    );
    assert_eq!(
        lines[4],
        "final vs generation 0: not played, the final model is generation 0"
    );
    assert!(
        lines[5].starts_with(
            "final vs the baseline (greedy:epsilon=0), paired mirror games, trained decks: "
        ) && lines[5].contains("/2 wins, "),
        "{text}"
    );
    assert!(
        lines[6].contains("held-out decks (Sahl the Aegian): ")
            && lines[6].contains(" over 1 pairs, "),
        "{text}"
    );
    for g in ["gen-0.json", "gen-1.json", "gen-2.json", "final.json"] {
        let x = std::fs::read(one.join(g)).unwrap();
        assert_eq!(x, std::fs::read(two.join(g)).unwrap(), "{g}");
    }
    // The model files load as the evaluation of greedy and ismcts.
    let model = format!("model:{}", s(&one.join("gen-1.json")));
    let m = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--games",
        "2",
        "--agent-a",
        &format!("greedy:eval={model}"),
        "--agent-b",
        &format!("ismcts:iterations=20,leaf={model},rollout_eval={model}"),
    ]);
    assert!(m.status.success(), "{}", stderr(&m));
    assert!(stdout(&m).contains("gen-1.json"), "{}", stdout(&m));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_model_files_are_refused_in_one_line() {
    let dir = scratch("bad");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\"format\": 1}").unwrap();
    for (file, why) in [
        (s(&bad).to_string(), "not a model file: missing field"),
        (
            s(&dir.join("missing.json")).to_string(),
            "cannot use model file",
        ),
    ] {
        let o = keysim(&[
            "match",
            "radiant",
            "onyx",
            "--agent-a",
            &format!("greedy:eval=model:{file}"),
        ]);
        assert_eq!(o.status.code(), Some(2));
        let err = stderr(&o);
        assert!(err.starts_with("keysim: "), "{err}");
        assert!(err.contains(why), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let o = keysim(&["train", "--agent", "random"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "keysim: --agent: cannot train random: the agent must be greedy or ismcts, whose \
         evaluation the model replaces\n"
    );
    let o = keysim(&["train", "--gate-sprt", "30,0"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "keysim: --gate-sprt: SPRT needs elo0 < elo1 (got 30 and 0)\n"
    );
    let o = keysim(&["train", "--decks", "radiant", "--holdout", "radiant"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("is both trained on"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_run_continues_from_a_model_file() {
    let dir = scratch("start");
    let start =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("agents/models/ismcts-selfplay/gen-1.json");
    let o = keysim(&[
        "train",
        "--decks",
        "radiant,onyx",
        "--generations",
        "1",
        "--games",
        "4",
        "--gate-games",
        "4",
        "--eval-games",
        "2",
        "--start",
        s(&start),
        "--out",
        s(&dir),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("generation 2:"),
        "numbered on from the start: {text}"
    );
    assert!(
        text.contains("final vs generation 1: not played, the final model is generation 1"),
        "{text}"
    );
    let model = |p: &Path| keysim_agents::Model::load(s(p)).unwrap();
    let (written, read) = (model(&dir.join("gen-1.json")), model(&start));
    assert_eq!(
        (
            written.weights,
            written.generation,
            written.training,
            written.gating
        ),
        (read.weights, read.generation, read.training, read.gating),
        "the start model is written under its own generation"
    );
    assert!(dir.join("gen-2.json").exists());
    let bad = keysim(&["train", "--start", "no-such-model.json"]);
    assert_eq!(bad.status.code(), Some(2));
    let err = stderr(&bad);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--start"), "{err}");
}

#[test]
fn the_final_model_is_compared_with_the_baseline_named() {
    let o = keysim(&[
        "train",
        "--decks",
        "radiant,onyx",
        "--generations",
        "1",
        "--games",
        "2",
        "--gate-games",
        "2",
        "--eval-games",
        "4",
        "--baseline",
        "random",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let line = text
        .lines()
        .find(|l| l.starts_with("final vs the baseline (random), paired mirror games"))
        .unwrap_or_else(|| panic!("{text}"));
    // Greedy with any model beats a random player in every game.
    assert!(line.contains(": 4/4 wins, "), "{line}");
    let bad = keysim(&["train", "--baseline", "nobody"]);
    assert_eq!(bad.status.code(), Some(2));
    let err = stderr(&bad);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--baseline"), "{err}");
}

/// A tiny `keysim train-prior` run writing `file` with `threads` threads.
fn tiny_prior(file: &Path, threads: &str) -> Output {
    keysim(&[
        "train-prior",
        "--decks",
        "radiant,onyx",
        "--holdout",
        "sahl",
        "--games",
        "6",
        "--holdout-games",
        "2",
        "--seed",
        "3",
        "--threads",
        threads,
        "--out",
        s(file),
    ])
}

#[test]
fn train_prior_writes_the_same_prior_whatever_the_threads_and_ismcts_loads_it() {
    let dir = scratch("prior");
    let (one, two) = (dir.join("one.json"), dir.join("two.json"));
    let o = tiny_prior(&one, "1");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.starts_with("fitting a step 3 prior to 6 self-play games"),
        "{text}"
    );
    assert!(
        text.contains("the prior's first choice is the teacher's in"),
        "{text}"
    );
    assert!(text.contains("held-out decks (2 games, "), "{text}");
    assert!(text.contains("the rule-based rollout choice in"), "{text}");
    assert!(tiny_prior(&two, "2").status.success());
    let a = std::fs::read_to_string(&one).unwrap();
    assert_eq!(a, std::fs::read_to_string(&two).unwrap());
    let prior = keysim_agents::Prior::from_json(&a).unwrap();
    let training = prior.training.as_ref().unwrap();
    assert_eq!(training.games, 6);
    assert!(training.decisions > 0);
    assert!(!prior.cards.is_empty(), "the decks' cards are weighed");
    // The prior guides a short ISMCTS match.
    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "-n",
        "2",
        "--agent-a",
        &format!("ismcts:iterations=20,prior={}", s(&one)),
        "--agent-b",
        "ismcts:iterations=20",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn train_prior_refuses_bad_input_in_one_line() {
    let dir = scratch("prior-bad");
    let out = dir.join("p.json");
    for (args, expect) in [
        (vec!["--decks", "no-such-deck"], "--decks: "),
        (
            vec!["--decks", "radiant", "--holdout", "radiant"],
            "is both trained on (--decks) and held out (--holdout)",
        ),
        (vec!["--agent", "ismcts:widen=2"], "--agent: "),
    ] {
        let mut all = vec!["train-prior", "--out", s(&out)];
        all.extend(args);
        let o = keysim(&all);
        assert_eq!(o.status.code(), Some(2), "{all:?}");
        let e = stderr(&o);
        assert_eq!(e.lines().count(), 1, "{e}");
        assert!(e.contains(expect), "{all:?}: {e}");
    }
    assert!(!out.exists());
}
