//! Deck sets: the decks a job plays with (`--gauntlet`, `--decks`).

use super::library::{deck_files, load_source};
use super::{load_file, resolve, DeckError, DeckList, Origin};
use std::path::Path;

/// Loads a deck set. `spec` is one of:
///
/// 1. a directory: every deck of every deck file in it (`*.json`, `*.txt`,
///    `*.deck`), files sorted by name, a file's decks in file order;
/// 2. a file (or `-`, standard input, or a pipe): every deck in it, e.g. a
///    JSON list of decks in any of the accepted shapes;
/// 3. a comma-separated list of deck arguments, each resolved as by
///    [`resolve`] (a file, `path#name`, or a built-in deck name). A deck name
///    that itself holds a comma (`Gregg, the Adjutant of Myths`) is
///    recognised: at each place the longest run of pieces that resolves to a
///    deck is taken.
///
/// # Errors
/// A [`DeckError`] naming the file, the deck or the list item to fix.
pub fn load_set(spec: &str) -> Result<Vec<DeckList>, DeckError> {
    let spec = spec.trim();
    let path = Path::new(spec);
    if !spec.is_empty() && path.is_dir() {
        let files = deck_files(path)?;
        if files.is_empty() {
            return Err(DeckError::Format {
                at: Origin::file(spec),
                message: "the folder holds no deck file (*.json, *.txt or *.deck); put the \
                          set's decks in it, or list them separated by commas"
                    .into(),
            });
        }
        let mut decks = Vec::new();
        for file in files {
            decks.extend(load_file(&file)?);
        }
        return Ok(decks);
    }
    if let Some(loaded) = load_source(spec) {
        return loaded;
    }
    let pieces: Vec<&str> = spec
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if pieces.is_empty() {
        return Err(DeckError::Format {
            at: Origin::NONE,
            message: "empty deck set; give a folder of decks, a file of decks, or deck names \
                      separated by commas"
                .into(),
        });
    }
    let mut decks = Vec::new();
    let mut start = 0;
    while start < pieces.len() {
        let longest = (start + 2..=pieces.len()).rev().find_map(|end| {
            resolve(&pieces[start..end].join(", "))
                .ok()
                .map(|d| (end, d))
        });
        match longest {
            Some((end, deck)) => {
                decks.push(deck);
                start = end;
            }
            None => {
                decks.push(resolve(pieces[start])?);
                start += 1;
            }
        }
    }
    Ok(decks)
}

/// How many decks [`names_in_part`] names before it counts the rest.
pub const NAMED_DECKS: usize = 12;

/// The decks' names, joined by commas: the first [`NAMED_DECKS`], then how
/// many more (a folder may hold hundreds).
pub fn names_in_part(decks: &[DeckList]) -> String {
    let mut s = decks
        .iter()
        .take(NAMED_DECKS)
        .map(|d| d.name.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    if decks.len() > NAMED_DECKS {
        s += &format!(" and {} more", decks.len() - NAMED_DECKS);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_deck_list_is_named_in_part_with_the_count_of_the_rest() {
        let one = crate::embedded()[0].clone();
        let few = vec![one.clone(); 2];
        assert_eq!(names_in_part(&few), format!("{0}, {0}", one.name));
        let many = vec![one.clone(); NAMED_DECKS + 188];
        let line = names_in_part(&many);
        assert!(line.ends_with(&format!("{}, {} and 188 more", one.name, one.name)));
        assert_eq!(line.matches(&one.name).count(), NAMED_DECKS);
    }
}
