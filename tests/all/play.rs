//! `keysim play` driven through its standard input, as a script (or a
//! person at a pipe) plays it: whole games, the screen after each turn,
//! bad input, undo, saving and continuing.

use std::path::PathBuf;
use std::process::Output;

use keysim_sim::game_record::GameRecord;

/// Runs `keysim play ARGS` with `input` on its standard input.
fn play(args: &[&str], input: &str) -> Output {
    let mut all = vec!["play"];
    all.extend_from_slice(args);
    crate::keysim_with_input(&all, input)
}

fn text(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("play-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&p);
    p
}

/// The boards drawn in a transcript: each from its heading line (`Setup`
/// or `Turn N ·`) to the blank line after it (a heading line alone, when
/// only the active house changed, is no board).
fn boards(t: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur: Option<String> = None;
    for line in t.lines() {
        if line.starts_with("Setup · ") || line.starts_with("Turn ") {
            cur = Some(String::new());
        }
        if let Some(b) = cur.as_mut() {
            if line.is_empty() {
                out.push(cur.take().unwrap());
                continue;
            }
            b.push_str(line);
            b.push('\n');
        }
    }
    out.extend(cur);
    out.retain(|b| b.contains("battleline: "));
    out
}

/// The lines of one side of a board (`A` or `B`), from its header line on.
fn side<'a>(board: &'a str, seat: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = board.lines().collect();
    let start = lines
        .iter()
        .position(|l| {
            l.starts_with(&format!("{seat}  ")) || l.starts_with(&format!("{seat} (you)"))
        })
        .unwrap_or_else(|| panic!("no side {seat} in:\n{board}"));
    let end = lines[start + 1..]
        .iter()
        .position(|l| !l.starts_with("   "))
        .map_or(lines.len(), |i| start + 1 + i);
    lines[start..end].to_vec()
}

/// The cards of the Miss "Onyx" Censorius starter deck (the agent's), by
/// name: none of them may be named in its hand line unless it was seen in
/// the open before (returned to hand from play, say).
fn onyx_names() -> Vec<String> {
    let d = keysim_decks::resolve("onyx").unwrap();
    d.cards.iter().map(|c| c.def().name.to_string()).collect()
}

#[test]
fn a_whole_game_answered_1_each_time_is_played_to_its_end_showing_only_what_the_person_may_know() {
    let save = scratch("whole.json");
    let input = "1\n".repeat(3000);
    let o = play(
        &[
            "radiant",
            "onyx",
            "--agent",
            "random",
            "--seed",
            "5",
            "--first",
            "them",
            "--save",
            save.to_str().unwrap(),
        ],
        &input,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let t = text(&o);
    assert!(
        t.contains("You win on turn") || t.contains("B wins on turn") || t.contains("No winner"),
        "{t}"
    );
    let names = onyx_names();
    let all = boards(&t);
    assert!(all.len() > 10, "{} boards:\n{t}", all.len());
    let mut last_turn = 0;
    for (i, b) in all.iter().enumerate() {
        // The heading names the turn; turns never go back.
        if let Some(rest) = b.strip_prefix("Turn ") {
            let n: u16 = rest.split(' ').next().unwrap().parse().unwrap();
            assert!(n >= last_turn, "turn {n} after {last_turn}:\n{b}");
            last_turn = n;
        }
        for seat in ["A", "B"] {
            let s = side(b, seat).join("\n");
            for part in [
                "Æmber ",
                "keys ",
                "next costs ",
                "chains ",
                "deck ",
                "battleline: ",
                "artifacts: ",
                "hand (",
                "archives (",
                "discard (top first) (",
            ] {
                assert!(s.contains(part), "no \"{part}\" on side {seat}:\n{b}");
            }
        }
        // The opponent's hand: a count of hidden cards, and only the cards
        // already seen in the open earlier in the transcript.
        let theirs = side(b, "B");
        let hand = theirs.iter().find(|l| l.contains("hand (")).unwrap();
        let before = &t[..t.find(b.as_str()).unwrap()];
        for name in &names {
            if hand.contains(name.as_str()) {
                assert!(
                    before.contains(name.as_str()),
                    "board {i} names {name} in the opponent's hand, never seen before:\n{b}"
                );
            }
        }
        let count: usize = hand
            .split("hand (")
            .nth(1)
            .and_then(|r| r.split(')').next())
            .unwrap()
            .parse()
            .unwrap();
        if count > 0 {
            assert!(hand.contains("hidden card"), "{hand}");
        }
    }
    // The saved game is the game played, to its end.
    let rec = GameRecord::read(&save).unwrap();
    let (_, end) = rec.replay().unwrap();
    assert!(end.is_over());
    std::fs::remove_file(&save).unwrap();
}

#[test]
fn bad_input_gets_one_line_saying_what_is_possible_and_loses_nothing() {
    let save = scratch("bad.json");
    let args = [
        "radiant",
        "onyx",
        "--agent",
        "random",
        "--seed",
        "2",
        "--first",
        "me",
        "--save",
        save.to_str().unwrap(),
    ];
    // Keep; at the house decision: out of range, unknown, empty, and a
    // word every choice holds.
    let o = play(&args, "1\n99\nfrobnicate\n\nhouse\nquit\n");
    assert!(o.status.success());
    let t = text(&o);
    let answers: Vec<&str> = t.split("> ").skip(2).take(4).collect();
    let first_lines: Vec<&str> = answers.iter().map(|a| a.lines().next().unwrap()).collect();
    assert_eq!(
        first_lines[0],
        "there is no choice 99: answer 1 to 3, part of a card's name, or help, undo, log, \
         board, concede, quit"
    );
    assert!(
        first_lines[1].starts_with("\"frobnicate\" is not a command and no choice names it"),
        "{first_lines:?}"
    );
    assert!(
        first_lines[2].starts_with("nothing typed: "),
        "{first_lines:?}"
    );
    assert_eq!(
        first_lines[3],
        "\"house\" names 3 choices (1 house Logos; 2 house Sanctum; 3 house Untamed): type \
         its number"
    );
    for l in &first_lines[..3] {
        assert!(l.contains("help, undo, log, board, concede, quit"), "{l}");
    }
    // Each bad line is one line: the next thing is the prompt again.
    for a in &answers {
        assert_eq!(a.lines().count(), 1, "{a:?}");
    }
    assert!(t.contains("Stopped; the game is saved in"), "{t}");
    // Nothing was lost: the good answer is saved, and continuing asks the
    // house decision again, where a card's name alone plays it.
    let rec = GameRecord::read(&save).unwrap();
    assert_eq!(rec.answers.len(), 2, "the two mulligans");
    let next = scratch("bad-continued.json");
    let o = play(
        &[
            "--resume",
            save.to_str().unwrap(),
            "--save",
            next.to_str().unwrap(),
        ],
        "logos\nquit\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let t = text(&o);
    assert!(
        t.contains("Continuing a saved game after 2 decisions."),
        "{t}"
    );
    assert!(t.contains("Choose the active house for this turn."), "{t}");
    assert!(t.contains("A (you): house Logos"), "{t}");
    let main = &t[t
        .rfind("Play, discard or use a card, or end the turn.")
        .unwrap()..];
    let first = main.lines().nth(1).unwrap();
    assert!(first.starts_with("  1. play "), "{main}");
    let card = &first["  1. play ".len()..];
    let o = play(
        &[
            "--resume",
            next.to_str().unwrap(),
            "--save",
            save.to_str().unwrap(),
        ],
        &format!("{}\nquit\n", &card[..card.len().min(5)].to_lowercase()),
    );
    let t = text(&o);
    assert!(t.contains(&format!("A (you): play {card}")), "{t}");
    for p in [save, next] {
        std::fs::remove_file(p).unwrap();
    }
}

#[test]
fn end_of_input_saves_and_ends_cleanly() {
    let save = scratch("eof.json");
    let o = play(
        &[
            "radiant",
            "--agent",
            "random",
            "--seed",
            "4",
            "--first",
            "me",
            "--save",
            save.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success());
    let t = text(&o);
    assert!(t.contains("Keep your opening hand?"), "{t}");
    assert!(t.contains("Stopped; the game is saved"), "{t}");
    // The opponent is the other starter deck by default.
    assert!(t.contains("against B (Miss \"Onyx\" Censorius)"), "{t}");
    assert!(GameRecord::read(&save).unwrap().answers.is_empty());
    std::fs::remove_file(save).unwrap();
}

#[test]
fn undo_goes_back_to_the_previous_decision_unless_something_hidden_was_seen() {
    let save = scratch("undo.json");
    let args = [
        "radiant",
        "onyx",
        "--agent",
        "random",
        "--seed",
        "2",
        "--first",
        "me",
        "--save",
        save.to_str().unwrap(),
    ];
    // Keeping the hand reveals nothing: undo goes back to the mulligan.
    let o = play(&args, "1\nundo\nquit\n");
    let t = text(&o);
    assert!(t.contains("Back to your previous decision."), "{t}");
    let after = &t[t.find("Back to your previous decision.").unwrap()..];
    assert!(after.contains("Keep your opening hand?"), "{after}");
    assert!(GameRecord::read(&save).unwrap().answers.is_empty());
    // A mulligan shuffles and draws: it cannot be taken back.
    let o = play(&args, "2\nundo\nquit\n");
    let t = text(&o);
    assert!(t.contains("Cannot undo: you have seen "), "{t}");
    assert!(!t.contains("Back to your previous decision."), "{t}");
    // Nothing to undo at the first decision.
    let o = play(&args, "undo\nquit\n");
    assert!(text(&o).contains("Nothing to undo"), "{}", text(&o));
    std::fs::remove_file(save).unwrap();
}

#[test]
fn log_and_hints_describe_the_moves_and_the_agents_view() {
    let save = scratch("hints.json");
    let o = play(
        &[
            "radiant",
            "onyx",
            "--agent",
            "greedy",
            "--seed",
            "2",
            "--first",
            "them",
            "--hints",
            "--save",
            save.to_str().unwrap(),
        ],
        "1\nlog\nquit\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let t = text(&o);
    assert!(t.contains("hint: the agent would choose "), "{t}");
    assert!(t.contains("lookahead values (best first"), "{t}");
    // The agent's first turn, in words, in the log.
    assert!(t.contains("turn 1 · B: house "), "{t}");
    assert!(t.contains("turn 1 · B: end the turn"), "{t}");
    std::fs::remove_file(save).unwrap();
}

#[test]
fn the_save_file_is_never_an_input_and_must_be_writable() {
    let save = scratch("input.json");
    let o = play(
        &[
            "radiant",
            "--agent",
            "random",
            "--save",
            save.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success());
    let before = std::fs::read(&save).unwrap();
    let o = play(
        &[
            "--resume",
            save.to_str().unwrap(),
            "--save",
            save.to_str().unwrap(),
        ],
        "1\n",
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("--save") && err.contains("the game --resume continues"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&save).unwrap(),
        before,
        "the input is untouched"
    );
    let o = play(
        &["radiant", "--save", "/nonexistent-keysim-folder/game.json"],
        "1\n",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).is_empty(), "nothing is played");
    std::fs::remove_file(save).unwrap();
}

#[test]
fn an_agent_that_fails_forfeits_and_the_saved_game_says_so() {
    let save = scratch("forfeit.json");
    let o = play(
        &[
            "radiant",
            "onyx",
            "--agent",
            "external:cmd=false",
            "--seed",
            "3",
            "--first",
            "them",
            "--save",
            save.to_str().unwrap(),
        ],
        "1\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let t = text(&o);
    assert!(
        t.contains("The agent failed (crashed): you win on turn 1."),
        "{t}"
    );
    let (_, end) = GameRecord::read(&save).unwrap().replay().unwrap();
    assert_eq!(end.winner(), Some(keysim_engine::Player::A));
    // A finished game does not go on.
    let other = scratch("forfeit-continued.json");
    let o = play(
        &[
            "--resume",
            save.to_str().unwrap(),
            "--save",
            other.to_str().unwrap(),
        ],
        "",
    );
    assert!(!other.exists());
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("is over: keysim replay"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    std::fs::remove_file(save).unwrap();
}
