//! `keysim replay`: a game of a match's result log and a game of `keysim
//! play`, stepped through on standard input or printed whole.

use std::path::PathBuf;
use std::process::Output;

fn keysim(args: &[&str], input: &str) -> Output {
    crate::keysim_with_input(args, input)
}

fn text(o: &Output) -> String {
    assert!(
        o.status.success(),
        "keysim failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("replay-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&p);
    p
}

/// A match of 4 random games between the starter decks, logged.
fn match_log(name: &str) -> PathBuf {
    let log = scratch(name);
    text(&keysim(
        &[
            "match",
            "radiant",
            "onyx",
            "--agent",
            "random",
            "--games",
            "4",
            "--seed",
            "9",
            "-q",
            "--log",
            log.to_str().unwrap(),
        ],
        "",
    ));
    log
}

#[test]
fn a_logged_match_game_replays_to_the_result_its_log_records() {
    let log = match_log("match.jsonl");
    let lines = std::fs::read_to_string(&log).unwrap();
    for game in 1..=4u64 {
        let rec: serde_json::Value = lines
            .lines()
            .skip(1)
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .find(|r| r["game"] == game - 1)
            .unwrap();
        let t = text(&keysim(
            &[
                "replay",
                log.to_str().unwrap(),
                "--game",
                &game.to_string(),
                "--print",
            ],
            "",
        ));
        assert!(
            t.starts_with(&format!("Game {game} of 4 in ")),
            "{}",
            &t[..200]
        );
        let end = t.lines().last().unwrap();
        let expected = match rec["winner"].as_str() {
            Some(w) => format!("End of the game: {w} wins on turn {}", rec["turns"]),
            None => "End of the game: no winner".to_string(),
        };
        assert!(end.starts_with(&expected), "{end} (the log: {rec})");
        assert!(!t.contains("Note:"), "the game replays as logged");
    }
    let o = keysim(&["replay", log.to_str().unwrap(), "--game", "5"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("choose --game 1 to 4"));
    std::fs::remove_file(log).unwrap();
}

#[test]
fn a_players_view_hides_the_other_hand_and_the_open_view_shows_every_card() {
    let log = match_log("views.jsonl");
    let path = log.to_str().unwrap();
    let as_a = text(&keysim(&["replay", path, "--print", "--as", "A"], ""));
    let open = text(&keysim(&["replay", path, "--print", "--open"], ""));
    assert!(as_a.contains("B  Miss \"Onyx\" Censorius"), "{as_a}");
    assert!(as_a.contains("hidden cards"), "{as_a}");
    assert!(!open.contains("hidden card"), "{open}");
    assert!(open.contains("deck (top first) ("), "{open}");
    // The same decisions in both.
    let decisions = |t: &str| t.lines().filter(|l| l.starts_with("Decision ")).count();
    assert_eq!(decisions(&as_a), decisions(&open));
    std::fs::remove_file(log).unwrap();
}

#[test]
fn commands_step_forward_and_back_by_decision_and_by_turn() {
    let log = match_log("steps.jsonl");
    let t = text(&keysim(
        &["replay", log.to_str().unwrap(), "--turn", "2"],
        "next\nback\nturn 3\nprev\nzz\nend\nnext\nstart\nback\nquit\n",
    ));
    let shown: Vec<&str> = t
        .lines()
        .filter(|l| l.starts_with("Decision ") || l.starts_with("End of the game"))
        .collect();
    let number = |l: &str| -> usize {
        l["Decision ".len()..]
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    // --turn 2, next, back, turn 3, prev (back to turn 2's start), end,
    // start.
    assert_eq!(shown.len(), 7, "{shown:#?}");
    let first = number(shown[0]);
    assert_eq!(number(shown[1]), first + 1);
    assert_eq!(number(shown[2]), first);
    assert!(number(shown[3]) > first);
    assert_eq!(number(shown[4]), first);
    assert!(shown[5].starts_with("End of the game"), "{}", shown[5]);
    assert_eq!(number(shown[6]), 1);
    assert!(t.contains("\"zz\" is not a command: next, back"), "{t}");
    assert!(t.contains("This is the end of the game."), "{t}");
    assert!(t.contains("This is the start of the game."), "{t}");
    assert!(t.contains("Turn 3 · "), "{t}");
    std::fs::remove_file(log).unwrap();
}

#[test]
fn a_game_of_keysim_play_replays_as_it_was_played() {
    let save = scratch("played.json");
    let played = text(&keysim(
        &[
            "play",
            "radiant",
            "onyx",
            "--agent",
            "random",
            "--seed",
            "12",
            "--first",
            "me",
            "--save",
            save.to_str().unwrap(),
        ],
        &"1\n".repeat(3000),
    ));
    let result = played
        .lines()
        .find(|l| l.starts_with("You win on turn") || l.starts_with("B wins on turn"))
        .expect("the game ended with a winner");
    let turn: String = result
        .split("on turn ")
        .nth(1)
        .unwrap()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let t = text(&keysim(&["replay", save.to_str().unwrap(), "--print"], ""));
    assert!(
        t.starts_with("A game of keysim play, seed 12: A Radiant Argus the Supreme (a person)"),
        "{}",
        &t[..200]
    );
    let end = t.lines().last().unwrap();
    let winner = if result.starts_with("You") { "A" } else { "B" };
    assert!(
        end.starts_with(&format!("End of the game: {winner} wins on turn {turn},")),
        "{end} vs {result}"
    );
    // The person's view is the default.
    assert!(t.contains("A (you)"), "{t}");
    std::fs::remove_file(save).unwrap();
}

/// Each game of the result log `log` replays to the result it records.
fn every_game_replays_as_logged(log: &std::path::Path) {
    let lines = std::fs::read_to_string(log).unwrap();
    let mut records: Vec<serde_json::Value> = lines
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // The log's order: by matchup, then game.
    records.sort_by_key(|r| (r["matchup"].as_u64(), r["game"].as_u64()));
    for (n, rec) in records.iter().enumerate() {
        let t = text(&keysim(
            &[
                "replay",
                log.to_str().unwrap(),
                "--game",
                &(n + 1).to_string(),
                "--print",
            ],
            "",
        ));
        let end = t.lines().last().unwrap();
        let expected = match rec["winner"].as_str() {
            Some(w) => format!("End of the game: {w} wins on turn {}", rec["turns"]),
            None => "End of the game: no winner".to_string(),
        };
        assert!(end.starts_with(&expected), "{end} (the log: {rec})");
    }
}

#[test]
fn games_of_league_and_strength_logs_replay_as_logged() {
    let league = scratch("league.jsonl");
    text(&keysim(
        &[
            "league",
            "random",
            "greedy",
            "--decks",
            "radiant,onyx",
            "-n",
            "2",
            "-q",
            "--log",
            league.to_str().unwrap(),
        ],
        "",
    ));
    every_game_replays_as_logged(&league);
    let strength = scratch("strength.jsonl");
    text(&keysim(
        &[
            "strength",
            "radiant",
            "--gauntlet",
            "onyx,sahl",
            "--games",
            "2",
            "-q",
            "--log",
            strength.to_str().unwrap(),
        ],
        "",
    ));
    every_game_replays_as_logged(&strength);
    for p in [league, strength] {
        std::fs::remove_file(p).unwrap();
    }
}
