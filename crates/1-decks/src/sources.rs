//! The files a deck argument or a deck set reads, so that a run can refuse
//! to write its output over one of them.

use super::library::deck_files;
use std::path::{Path, PathBuf};

/// The file the deck argument `spec` reads, as [`resolve`](super::resolve)
/// would read it: the path itself if it names an existing file (or pipe),
/// or the file of `path#name`; `None` for standard input (`-`), a folder or
/// a built-in deck name.
pub fn deck_source(spec: &str) -> Option<PathBuf> {
    let spec = spec.trim();
    if let Some(path) = existing_file(spec) {
        return Some(path);
    }
    let (file, _) = spec.rsplit_once('#')?;
    existing_file(file.trim())
}

/// The files the deck set `spec` reads, as [`load_set`](super::load_set)
/// would read them: the deck files of a folder, the file itself, or the file
/// of each item of a comma-separated list.
pub fn set_sources(spec: &str) -> Vec<PathBuf> {
    let spec = spec.trim();
    if !spec.is_empty() && Path::new(spec).is_dir() {
        return deck_files(Path::new(spec)).unwrap_or_default();
    }
    if let Some(path) = existing_file(spec) {
        return vec![path];
    }
    let mut files: Vec<PathBuf> = spec.split(',').filter_map(deck_source).collect();
    files.dedup();
    files
}

/// `spec` as a path if it names something that exists and is not a folder
/// (standard input, `-`, is no file).
fn existing_file(spec: &str) -> Option<PathBuf> {
    if spec.is_empty() || spec == "-" {
        return None;
    }
    let meta = std::fs::metadata(spec).ok()?;
    (!meta.is_dir()).then(|| PathBuf::from(spec))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decks_dir() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../decks")
    }

    #[test]
    fn a_deck_argument_names_its_file_or_none() {
        let file = decks_dir().join("radiant-argus-the-supreme.txt");
        let spec = file.to_str().unwrap();
        assert_eq!(deck_source(spec), Some(file.clone()));
        let json = decks_dir().join("cota-starter-decks.json");
        let picked = format!("{}#onyx", json.display());
        assert_eq!(deck_source(&picked), Some(json));
        assert_eq!(deck_source("radiant"), None);
        assert_eq!(deck_source("-"), None);
        assert_eq!(deck_source(decks_dir().to_str().unwrap()), None);
        assert_eq!(deck_source("no/such/deck.txt"), None);
    }

    #[test]
    fn a_deck_set_names_every_file_it_reads() {
        let dir = decks_dir();
        let in_folder = set_sources(dir.to_str().unwrap());
        assert!(in_folder.contains(&dir.join("radiant-argus-the-supreme.txt")));
        assert!(in_folder.iter().all(|f| f.is_file()));
        let txt = dir.join("radiant-argus-the-supreme.txt");
        let list = format!("onyx, {}", txt.display());
        assert_eq!(set_sources(&list), vec![txt.clone()]);
        assert_eq!(set_sources(txt.to_str().unwrap()), vec![txt]);
        assert!(set_sources("radiant,onyx").is_empty());
    }
}
