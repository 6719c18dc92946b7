//! The layers of the crate, checked: card facts at the bottom, the rules
//! engine above them, card behaviour above the engine, then agents,
//! simulation and statistics, training, and the command line. A layer's
//! code (outside its tests) names nothing of the layers above it.

use std::fs;
use std::path::Path;

/// What the engine may use of `crate::cards`: the card facts (the generated
/// table and its lookups, houses, keywords, deck lists), never behaviour.
const CARD_FACTS: &[&str] = &[
    "CardDef",
    "CardId",
    "CardType",
    "DeckCard",
    "DeckList",
    "House",
    "HOUSE_COUNT",
    "Icons",
    "Keywords",
    "all",
    "by_name",
    "by_slug",
    "get",
    "traits",
];

/// Each layer and the modules above it that it must not name.
const FORBIDDEN: &[(&str, &[&str])] = &[
    (
        "engine",
        &["deck", "agents", "sim", "train", "log", "testing"],
    ),
    ("cards", &["deck", "agents", "sim", "train", "log"]),
    ("deck", &["engine", "agents", "sim", "train", "log"]),
    ("agents", &["sim", "train"]),
    ("sim", &["train"]),
];

/// The code of a source file without its tests (a `#[cfg(test)]` module
/// ends what is checked) and with comments blanked (lines keep their
/// numbers).
fn code_of(path: &Path) -> String {
    let text = fs::read_to_string(path).expect("readable source");
    let mut code = String::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]") {
            break;
        }
        if !trimmed.starts_with("//") {
            code.push_str(line);
        }
        code.push('\n');
    }
    code
}

fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("source folder") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_name().unwrap().to_string_lossy();
            // Test files of a layer (`tests.rs`, `hook_tests.rs`) use the
            // test support above it.
            if !name.ends_with("tests.rs") {
                out.push(path);
            }
        }
    }
}

/// A path into the crate named in the code: its module, the items it names
/// in that module (each of a `{A, B}` list), and the line it starts on.
struct Named {
    module: String,
    items: Vec<String>,
    line: usize,
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Every `crate::MODULE::ITEM` and `crate::MODULE::{A, B}` in `code`.
fn named_paths(code: &str) -> Vec<Named> {
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(i) = code[at..].find("crate::") {
        let start = at + i;
        let rest = &code[start + "crate::".len()..];
        let module: String = rest.chars().take_while(|&c| is_ident(c)).collect();
        let after = &rest[module.len()..];
        let items = match after.strip_prefix("::") {
            Some(list) if list.starts_with('{') => {
                let close = list.find('}').unwrap_or(list.len());
                list[1..close]
                    .split(',')
                    .map(|s| s.trim().split("::").next().unwrap_or("").to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            }
            Some(item) => vec![item.chars().take_while(|&c| is_ident(c)).collect()],
            None => vec![String::new()],
        };
        let line = code[..start].matches('\n').count() + 1;
        found.push(Named {
            module,
            items,
            line,
        });
        at = start + "crate::".len();
    }
    found
}

fn layer_sources(layer: &str) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src")
            .join(layer),
        &mut files,
    );
    assert!(!files.is_empty(), "no sources for layer {layer}");
    files
}

#[test]
fn no_layer_names_a_layer_above_it() {
    let mut violations = Vec::new();
    for (layer, above) in FORBIDDEN {
        for file in layer_sources(layer) {
            for named in named_paths(&code_of(&file)) {
                if above.contains(&named.module.as_str()) {
                    violations.push(format!(
                        "{}:{}: crate::{}",
                        file.display(),
                        named.line,
                        named.module
                    ));
                }
            }
        }
    }
    assert!(
        violations.is_empty(),
        "upward imports:\n{}",
        violations.join("\n")
    );
}

#[test]
fn the_engine_uses_card_facts_only() {
    let mut violations = Vec::new();
    for file in layer_sources("engine") {
        for named in named_paths(&code_of(&file)) {
            if named.module != "cards" {
                continue;
            }
            for item in &named.items {
                if !CARD_FACTS.contains(&item.as_str()) {
                    violations.push(format!(
                        "{}:{}: crate::cards::{item}",
                        file.display(),
                        named.line
                    ));
                }
            }
        }
    }
    assert!(
        violations.is_empty(),
        "the engine names card behaviour:\n{}",
        violations.join("\n")
    );
}

#[test]
fn the_checks_see_an_upward_import() {
    let code = "use crate::cards::{House,\n    pool};\nfn f() { crate::sim::run(); }\n";
    let named = named_paths(code);
    assert_eq!(named.len(), 2);
    assert_eq!(named[0].module, "cards");
    assert_eq!(named[0].items, ["House", "pool"]);
    assert_eq!((named[1].module.as_str(), named[1].line), ("sim", 3));
}
