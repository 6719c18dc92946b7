//! The marks a recorded README output uses for what varies from run to
//! run, and how an output is compared with a recording that has them.
//!
//! - `[…]` inside a line stands for any text within that line (a time, a
//!   rate, a path): `100 games in […] s`.
//! - A line that is exactly `[… N lines …]` stands for N whole lines left
//!   out of a long output (`[… 44 lines …]`): the output must have that
//!   many lines there, whatever they say.
//!
//! Everything else must be equal, line for line.

/// The mark for any text within a line.
pub const ANY_TEXT: &str = "[…]";

/// The number of lines a `[… N lines …]` line leaves out, if `line` is one.
pub fn left_out(line: &str) -> Option<usize> {
    let n = line.trim().strip_prefix("[… ")?.strip_suffix(" lines …]")?;
    n.parse().ok()
}

/// Whether `actual` is `pattern`, its `[…]` marks standing for any text.
pub fn line_matches(pattern: &str, actual: &str) -> bool {
    let parts: Vec<&str> = pattern.split(ANY_TEXT).collect();
    let [first, middle @ .., last] = parts.as_slice() else {
        return pattern == actual;
    };
    let Some(mut rest) = actual.strip_prefix(first) else {
        return false;
    };
    for part in middle {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

/// The first line at which `actual` differs from the recorded `pattern`
/// (0-based, in `actual`), or `None` when it matches.
pub fn first_difference(pattern: &[&str], actual: &[&str]) -> Option<usize> {
    let mut at = 0;
    for p in pattern {
        if let Some(n) = left_out(p) {
            if at + n > actual.len() {
                return Some(actual.len());
            }
            at += n;
        } else {
            match actual.get(at) {
                Some(a) if line_matches(p, a) => at += 1,
                _ => return Some(at),
            }
        }
    }
    (at != actual.len()).then_some(at)
}

/// A new recording of `actual` that keeps the marks of the old one
/// (`pattern`) where they still fit: line for line, a marked line that
/// matches its new line stays as it was, and a `[… N lines …]` stays when
/// as many lines are there to leave out. `None` when the output's shape
/// changed (more or fewer lines): the new output is then recorded in full
/// and its marks are to be set again by hand.
pub fn remark(pattern: &[&str], actual: &[&str]) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut at = 0;
    for p in pattern {
        if let Some(n) = left_out(p) {
            if at + n > actual.len() {
                return None;
            }
            out.push(p.to_string());
            at += n;
        } else {
            let a = actual.get(at)?;
            out.push(if line_matches(p, a) { p } else { a }.to_string());
            at += 1;
        }
    }
    (at == actual.len()).then_some(out)
}

#[test]
fn a_mark_stands_for_any_text_within_its_line() {
    assert!(line_matches("100 games in […] s", "100 games in 4.01 s"));
    assert!(line_matches("100 games in […] s", "100 games in  s"));
    assert!(!line_matches("100 games in […] s", "200 games in 4.01 s"));
    assert!(!line_matches("100 games in […] s", "100 games in 4.01 ms"));
    assert!(line_matches(
        "[…] took […] ms […]",
        "greedy took 3.2 ms on 2 threads"
    ));
    assert!(!line_matches("a […] b […] c", "a x c"));
    assert!(line_matches("no mark", "no mark"));
    assert!(!line_matches("no mark", "no mark!"));
}

#[test]
fn left_out_lines_are_counted() {
    assert_eq!(left_out("[… 44 lines …]"), Some(44));
    assert_eq!(left_out("… 44 more …"), None);
    let pattern = ["head", "[… 2 lines …]", "tail […]"];
    assert_eq!(
        first_difference(&pattern, &["head", "x", "y", "tail 1"]),
        None
    );
    assert_eq!(
        first_difference(&pattern, &["head", "x", "tail 1"]),
        Some(3)
    );
    assert_eq!(
        first_difference(&pattern, &["head", "x", "y", "z", "tail"]),
        Some(3)
    );
    assert_eq!(first_difference(&["a", "b"], &["a", "b", "c"]), Some(2));
}

#[test]
fn a_new_recording_keeps_the_marks_that_still_fit() {
    let pattern = ["seed 1", "[… 2 lines …]", "in […] s", "wins 3"];
    assert_eq!(
        remark(&pattern, &["seed 1", "x", "y", "in 2.0 s", "wins 4"]),
        Some(
            ["seed 1", "[… 2 lines …]", "in […] s", "wins 4"]
                .map(String::from)
                .to_vec()
        )
    );
    assert_eq!(
        remark(&pattern, &["seed 1", "x", "in 2.0 s", "wins 4"]),
        None
    );
}
