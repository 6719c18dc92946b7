//! `keysim match --report FILE.html`: a self-contained page of the match.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn keysim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the keysim binary runs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-report");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(format!("{}-{name}", std::process::id()))
}

#[test]
fn match_writes_an_html_report_beside_its_table() {
    let page_path = scratch("match.html");
    let page_arg = page_path.to_str().unwrap();
    let args = [
        "match", "radiant", "onyx", "--games", "4", "--agent", "random", "-q", "--report", page_arg,
    ];
    let o = keysim(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // The table still goes to standard output.
    let table = String::from_utf8(o.stdout).unwrap();
    assert!(table.starts_with("Radiant Argus the Supreme (random) vs"));
    let page = std::fs::read_to_string(&page_path).unwrap();
    let opts = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..roxmltree::ParsingOptions::default()
    };
    let doc = roxmltree::Document::parse_with_options(&page, opts).expect("well-formed");
    let title = doc.descendants().find(|n| n.has_tag_name("title")).unwrap();
    assert_eq!(
        title.text(),
        Some("Radiant Argus the Supreme vs Miss \"Onyx\" Censorius")
    );
    assert!(page.contains("4 games in 2 pairs, seed 1"));
    assert!(!page.contains("<script"));
    // The same run writes the same page.
    let again = scratch("again.html");
    let mut args2 = args;
    args2[9] = again.to_str().unwrap();
    assert!(keysim(&args2).status.success());
    assert_eq!(std::fs::read_to_string(&again).unwrap(), page);
    // A report path that cannot be created fails before any game.
    let o = keysim(&[
        "match",
        "radiant",
        "onyx",
        "--games",
        "2",
        "-q",
        "--report",
        "/no/such/dir/r.html",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.starts_with("keysim: cannot create --report \"/no/such/dir/r.html\""),
        "{err}"
    );
}

#[test]
fn check_report_script_parses_and_checks_its_arguments() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/check-report.sh");
    let syntax = Command::new("bash").args(["-n", script]).output().unwrap();
    assert!(
        syntax.status.success(),
        "{}",
        String::from_utf8_lossy(&syntax.stderr)
    );
    let usage = Command::new("bash").arg(script).output().unwrap();
    assert_eq!(usage.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&usage.stderr).starts_with("usage: scripts/check-report.sh"));
    let missing = Command::new("bash")
        .args([script, "/no/such/report.html"])
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(2));
    let page = scratch("size.html");
    std::fs::write(&page, "<!DOCTYPE html><html></html>").unwrap();
    let bad_size = Command::new("bash")
        .args([script, page.to_str().unwrap(), "/tmp/x.png", "big"])
        .output()
        .unwrap();
    assert_eq!(bad_size.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad_size.stderr).contains("is not WIDTHxHEIGHT"));
}
