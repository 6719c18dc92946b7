//! `keysim play` and `keysim replay` on a terminal: colour with `--color`,
//! and the full-screen layout. The text is the plain text whatever the
//! colour: escape codes are only added around it.

use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("play-terminal-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&p);
    p
}

/// `text` without its ANSI escape sequences (`ESC [ … final byte`).
fn strip_escapes(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            out.push(c);
            continue;
        }
        assert_eq!(chars.next(), Some('['), "an escape that is not CSI");
        for c in chars.by_ref() {
            if ('@'..='~').contains(&c) {
                break;
            }
        }
    }
    out
}

/// The standard output of a short game of `keysim play` (a random agent,
/// seed 3, the answers `1`, `2`, `log`, `1`, `quit`) with `extra` flags,
/// saved to `save`, without the agent's time per decision (a wall-clock
/// figure).
fn short_game(save: &str, extra: &[&str]) -> String {
    let mut args = vec![
        "play", "radiant", "onyx", "--agent", "random", "--seed", "3", "--first", "me", "--save",
        save,
    ];
    args.extend_from_slice(extra);
    let o = crate::keysim_with_input(&args, "1\n2\nlog\n1\nquit\n");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .filter(|l| !l.contains("The agent decided"))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn color_always_paints_the_plain_text_and_changes_nothing_else() {
    let save = scratch("color.json");
    let save = save.to_str().unwrap();
    let plain = short_game(save, &[]);
    let never = short_game(save, &["--color", "never"]);
    let always = short_game(save, &["--color", "always"]);
    // Into a pipe, `auto` is plain text.
    assert!(!plain.contains('\x1b'), "{plain}");
    assert_eq!(plain, never);
    // The headings, both sides, the choices and the moves are painted.
    for painted in [
        "\x1b[1mSetup · A (Radiant Argus the Supreme) decides on a mulligan\x1b[0m",
        "\x1b[1;32mA (you)  Radiant Argus the Supreme",
        "\x1b[1;31mB  Miss \"Onyx\" Censorius",
        "  \x1b[1m\x1b[36m1.\x1b[0m keep the hand",
        "  \x1b[32mA (you):\x1b[0m keep the hand",
    ] {
        assert!(always.contains(painted), "no {painted:?} in:\n{always}");
    }
    assert_eq!(strip_escapes(&always), plain);
    std::fs::remove_file(save).ok();
}

#[test]
fn the_full_screen_layout_clears_the_screen_at_each_decision_and_restores_it() {
    let save = scratch("full.json");
    let save = save.to_str().unwrap();
    let full = short_game(save, &["--full-screen", "--color", "never"]);
    let enter = full
        .find("\x1b[?1049h")
        .expect("the alternate screen is entered");
    let leave = full.find("\x1b[?1049l").expect("and left");
    assert!(enter < leave);
    // The introduction before the alternate screen, the result after it.
    assert!(
        full[..enter].starts_with("keysim play: you are A"),
        "{full}"
    );
    assert!(
        full[leave..].contains("Stopped; the game is saved"),
        "{full}"
    );
    // One cleared screen per decision put to the person (the mulligan,
    // the house, then two in the main phase: `log` asks again without
    // clearing), each with the board on top and its choices below.
    let screens: Vec<&str> = full[enter..leave].split("\x1b[H\x1b[2J").skip(1).collect();
    assert_eq!(screens.len(), 4, "{full}");
    for s in &screens {
        let board = s.find("battleline: ").expect("the board");
        let choices = s.find("  1. ").expect("the choices");
        assert!(board < choices, "{s}");
    }
    // The moves since the last decision are listed under the board.
    assert!(screens[1].contains("Since your last decision:\n  A (you): keep the hand"));
    // In colour, the heading after the clearing is painted too.
    let painted = short_game(save, &["--full-screen", "--color", "always"]);
    assert!(
        painted.contains("\x1b[H\x1b[2J\x1b[1mSetup · "),
        "{painted}"
    );
    std::fs::remove_file(save).ok();
}

#[test]
fn a_replay_in_colour_is_the_plain_replay_painted() {
    let save = scratch("replayed.json");
    let save = save.to_str().unwrap();
    short_game(save, &[]);
    let replay = |color: &str| {
        let o = crate::keysim_with_input(&["replay", save, "--print", "--color", color], "");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let (plain, painted) = (replay("never"), replay("always"));
    assert!(!plain.contains('\x1b'));
    assert!(painted.contains("\x1b[1m"), "{painted}");
    assert_eq!(strip_escapes(&painted), plain);
    std::fs::remove_file(save).ok();
}
