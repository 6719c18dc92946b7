//! The embedded deck library (the files of `decks/`, compiled in) and the
//! resolution of a command-line deck argument.

use super::{parse, DeckError, DeckList, Origin};
use std::collections::HashSet;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The deck files of `decks/`, in library order. A deck whose name was
/// already seen (the starter decks exist as JSON and as text) is skipped.
const FILES: &[(&str, &str)] = &[
    (
        "decks/cota-starter-decks.json",
        include_str!("../../../decks/cota-starter-decks.json"),
    ),
    (
        "decks/cota-decks.json",
        include_str!("../../../decks/cota-decks.json"),
    ),
    (
        "decks/mm-decks-keyteki-format.json",
        include_str!("../../../decks/mm-decks-keyteki-format.json"),
    ),
    (
        "decks/mixed-decks-keyteki-format.json",
        include_str!("../../../decks/mixed-decks-keyteki-format.json"),
    ),
    (
        "decks/radiant-argus-the-supreme.txt",
        include_str!("../../../decks/radiant-argus-the-supreme.txt"),
    ),
    (
        "decks/miss-onyx-censorius.txt",
        include_str!("../../../decks/miss-onyx-censorius.txt"),
    ),
];

/// The embedded deck library: every deck of the files in `decks/`, parsed
/// once, distinct by (normalised) name, in file order.
///
/// # Panics
/// If an embedded file does not parse: that is a bug of the build (the tests
/// load every embedded deck).
pub fn embedded() -> &'static [DeckList] {
    static LIBRARY: OnceLock<Vec<DeckList>> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let mut seen = HashSet::new();
        let mut decks = Vec::new();
        for (file, contents) in FILES {
            let parsed = parse(contents, file)
                .unwrap_or_else(|e| panic!("embedded deck file is invalid (a bug): {e}"));
            for deck in parsed {
                if seen.insert(key(&deck.name)) {
                    decks.push(deck);
                }
            }
        }
        decks
    })
}

/// The embedded deck best matching `name` (see [`resolve`] for the rules).
///
/// # Errors
/// [`DeckError::AmbiguousDeck`] or [`DeckError::UnknownDeck`].
pub fn find_embedded(name: &str) -> Result<&'static DeckList, DeckError> {
    pick(embedded(), name, None)
}

/// Resolves a command-line deck argument:
///
/// 1. `-`: the deck piped to standard input (read once, however often `-`
///    is given);
/// 2. a path to an existing file, or to a pipe such as bash's `<(…)`: its
///    deck (a file holding several decks is an error listing them, unless a
///    deck is picked with `path#name`); a directory is an error saying so;
/// 3. `path#name`: the deck of that file matching `name`;
/// 4. otherwise a deck of the embedded library, matched forgivingly: case,
///    quotes (straight or curly), punctuation and spacing are ignored, and an
///    unambiguous prefix, substring, or set of words is enough
///    (`radiant` → "Radiant Argus the Supreme").
///
/// # Errors
/// [`DeckError::Io`] for a path that cannot be read,
/// [`DeckError::Directory`], any loading error of the file,
/// [`DeckError::SeveralDecks`], [`DeckError::AmbiguousDeck`] (with the
/// candidates) or [`DeckError::UnknownDeck`] (with the nearest names).
pub fn resolve(spec: &str) -> Result<DeckList, DeckError> {
    let spec = spec.trim();
    let path = Path::new(spec);
    if let Some(loaded) = load_source(spec) {
        let mut decks = loaded?;
        if decks.len() == 1 {
            return Ok(decks.remove(0));
        }
        return Err(DeckError::SeveralDecks {
            file: spec.to_string(),
            names: decks.into_iter().map(|d| d.name).collect(),
        });
    }
    if let Some((file, name)) = spec.rsplit_once('#') {
        if let Some(loaded) = load_source(file.trim()) {
            let decks = loaded?;
            return pick(&decks, name, Some(file.trim())).cloned();
        }
    }
    if let Some(rest) = strip_prefix_ignore_case(spec, "random:") {
        return random_spec(rest);
    }
    if looks_like_link(spec) {
        return Err(DeckError::Format {
            at: Origin::NONE,
            message: format!(
                "\"{spec}\" is a web address or deck id; keysim reads no network: save the \
                 deck's JSON (https://www.keyforgegame.com/api/decks/ID/?links=cards) to a file \
                 and name the file, or pipe it in as -"
            ),
        });
    }
    match pick(embedded(), spec, None) {
        Ok(deck) => Ok(deck.clone()),
        Err(e) => {
            if looks_like_path(spec) {
                if let Err(io) = std::fs::metadata(path) {
                    return Err(DeckError::Io {
                        path: spec.to_string(),
                        error: io,
                    });
                }
            }
            Err(e)
        }
    }
}

/// The name standard input goes by in messages about its contents.
const STDIN_NAME: &str = "<stdin>";

/// The decks of a deck argument that names a source: `-` (standard input)
/// or an existing path that is not a directory (a regular file, a pipe such
/// as `<(…)`, a device), read once to its end. `None` if `spec` names no
/// such thing.
pub(super) fn load_source(spec: &str) -> Option<Result<Vec<DeckList>, DeckError>> {
    if spec.is_empty() {
        return None;
    }
    if spec == "-" {
        return Some(stdin_contents().and_then(|c| parse(&c, STDIN_NAME)));
    }
    let path = Path::new(spec);
    let meta = std::fs::metadata(path).ok()?;
    if meta.is_dir() {
        return Some(Err(DeckError::Directory {
            path: spec.to_string(),
            deck_files: deck_files(path).map_or(0, |f| f.len()),
        }));
    }
    Some(read_path(path).and_then(|c| parse(&c, spec)))
}

/// Standard input's contents, read once (a run may name `-` twice).
fn stdin_contents() -> Result<String, DeckError> {
    static CONTENTS: OnceLock<Result<String, String>> = OnceLock::new();
    let read = CONTENTS.get_or_init(|| {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map(|_| s)
            .map_err(|e| e.to_string())
    });
    match read {
        Ok(s) if s.trim().is_empty() => Err(DeckError::Format {
            at: Origin::NONE,
            message: "the deck \"-\" is read from standard input, which is empty; pipe a \
                      deck file in, e.g. keysim match - onyx < my-deck.txt"
                .into(),
        }),
        Ok(s) => Ok(s.clone()),
        Err(e) => Err(DeckError::Io {
            path: "standard input".into(),
            error: std::io::Error::other(e.clone()),
        }),
    }
}

/// Reads a file, or a pipe, to its end (without relying on its size).
pub(super) fn read_path(path: &Path) -> Result<String, DeckError> {
    let io_error = |error| DeckError::Io {
        path: path.display().to_string(),
        error,
    };
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|mut f| f.read_to_end(&mut bytes))
        .map_err(io_error)?;
    String::from_utf8(bytes).map_err(|e| {
        io_error(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("not UTF-8 text ({e})"),
        ))
    })
}

/// The deck files of a directory (`*.json`, `*.txt`, `*.deck`, not hidden),
/// sorted by name.
pub(super) fn deck_files(dir: &Path) -> Result<Vec<PathBuf>, DeckError> {
    let entries = std::fs::read_dir(dir).map_err(|error| DeckError::Io {
        path: dir.display().to_string(),
        error,
    })?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().map(|n| n.to_string_lossy().to_lowercase());
            name.is_some_and(|n| {
                !n.starts_with('.') && [".json", ".txt", ".deck"].iter().any(|e| n.ends_with(e))
            }) && !p.is_dir()
        })
        .collect();
    files.sort();
    Ok(files)
}

/// A URL, or a bare Master Vault deck id (a UUID).
fn looks_like_link(spec: &str) -> bool {
    let lower = spec.to_ascii_lowercase();
    let uuid = spec.len() == 36
        && spec.char_indices().all(|(i, c)| {
            if [8, 13, 18, 23].contains(&i) {
                c == '-'
            } else {
                c.is_ascii_hexdigit()
            }
        });
    lower.starts_with("http://") || lower.starts_with("https://") || uuid
}

fn looks_like_path(spec: &str) -> bool {
    let lower = spec.to_ascii_lowercase();
    spec.contains(['/', '\\'])
        || [".json", ".txt", ".deck"]
            .iter()
            .any(|ext| lower.ends_with(ext))
}

/// The words of a name for matching: lower case, `æ` as `ae`, quotes and
/// apostrophes dropped (`Rotlane's` → `rotlanes`), other punctuation and
/// spaces separating words.
fn words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    for c in s.chars().flat_map(char::to_lowercase) {
        match c {
            '\'' | '"' | '`' | '\u{2018}' | '\u{2019}' | '\u{201c}' | '\u{201d}' | '\u{00ab}'
            | '\u{00bb}' => {}
            'æ' => word.push_str("ae"),
            'œ' => word.push_str("oe"),
            c if c.is_alphanumeric() => word.push(c),
            _ => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
            }
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// The comparison key of a name: its words run together.
fn key(s: &str) -> String {
    words(s).concat()
}

/// The deck of `decks` matching `spec`: exactly (by key), else by prefix,
/// else by substring, else containing every word of `spec`. The first rule
/// with any match decides; several matches are ambiguous.
fn pick<'a>(
    decks: &'a [DeckList],
    spec: &str,
    file: Option<&str>,
) -> Result<&'a DeckList, DeckError> {
    let spec_key = key(spec);
    let spec_words = words(spec);
    let keys: Vec<String> = decks.iter().map(|d| key(&d.name)).collect();
    if !spec_key.is_empty() {
        let rules: [&dyn Fn(&str) -> bool; 4] = [
            &|k| k == spec_key,
            &|k| k.starts_with(&spec_key),
            &|k| k.contains(&spec_key),
            &|k| spec_words.iter().all(|w| k.contains(w.as_str())),
        ];
        for rule in rules {
            let found: Vec<&DeckList> = decks
                .iter()
                .zip(&keys)
                .filter(|(_, k)| rule(k))
                .map(|(d, _)| d)
                .collect();
            match found.len() {
                0 => continue,
                1 => return Ok(found[0]),
                _ => {
                    return Err(DeckError::AmbiguousDeck {
                        spec: spec.to_string(),
                        candidates: found.iter().map(|d| d.name.clone()).collect(),
                    })
                }
            }
        }
    }
    Err(DeckError::UnknownDeck {
        spec: spec.to_string(),
        file: file.map(str::to_string),
        suggestions: nearest(decks, &spec_words, 3),
    })
}

/// Up to `n` deck names nearest to the words: for each word, the edit
/// distance to the closest word of the name, summed.
fn nearest(decks: &[DeckList], spec_words: &[String], n: usize) -> Vec<String> {
    let mut scored: Vec<(usize, &str)> = decks
        .iter()
        .map(|d| {
            let name_words = words(&d.name);
            let score = spec_words
                .iter()
                .map(|w| {
                    name_words
                        .iter()
                        .map(|nw| edit_distance(w, nw))
                        .min()
                        .unwrap_or(w.chars().count())
                })
                .sum();
            (score, d.name.as_str())
        })
        .collect();
    scored.sort();
    scored
        .into_iter()
        .take(n)
        .map(|(_, name)| name.to_string())
        .collect()
}

/// Levenshtein distance.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let subst = prev[j] + usize::from(ca != *cb);
            cur[j + 1] = subst.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// `random:SET:SEED`: the seeded random deck [`crate::random_deck`] draws.
fn random_spec(rest: &str) -> Result<DeckList, DeckError> {
    let bad = || DeckError::Format {
        at: Origin::NONE,
        message: format!(
            "\"random:{rest}\" is not a random deck: write random:SET:SEED, e.g. random:AoA:7"
        ),
    };
    let (set, seed) = rest.split_once(':').ok_or_else(bad)?;
    let seed: u64 = seed.trim().parse().map_err(|_| bad())?;
    crate::random_deck(set.trim(), seed)
}

/// `s` without `prefix`, compared without regard to ASCII case.
fn strip_prefix_ignore_case<'a>(s: &'a str, prefix: &str) -> Option<&'a str> {
    let head = s.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &s[prefix.len()..])
}
