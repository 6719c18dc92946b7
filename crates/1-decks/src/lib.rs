//! Deck lists: what a player brings to a game.
//!
//! A [`DeckList`] is a validated list of 36 physical cards from exactly three
//! houses, each copy with the house it plays as, its maverick flag and its
//! enhancement icons. Deck lists are read from three formats:
//!
//! - the project's JSON deck files (`decks/cota-decks.json`): an array of
//!   decks, or a single deck object, cards given by `id`, `number`, `name`,
//!   `house` and `count` (`json`);
//! - the online engine's deck JSON (`decks/mm-decks-keyteki-format.json`):
//!   cards by `id` and `count` with optional `enhancements` and `maverick`;
//! - the Master Vault's deck JSON, as saved from the official deck site
//!   (`data` with `_links.cards`, and `_linked.cards`; `master_vault`);
//! - Decks of KeyForge's deck JSON (`housesAndCards`, alone or in `deck`;
//!   `dok`);
//! - a forgiving plain-text format, documented in `decks/README.md`
//!   (`text`; written back by [`DeckListExt::to_text`]).
//!
//! [`stored`] reads and writes a deck list in serde's data model, as the
//! lines of the text format: job parameters hold decks that way.
//!
//! The files of `decks/` are compiled into the binary: [`embedded`] is that
//! library, [`resolve`] turns a command-line deck argument (a file path,
//! `-` for standard input, `path#deck name`, or a forgiving deck name) into a
//! deck list, and [`load_set`] turns a deck set argument (a folder, a file of
//! decks, or a comma-separated list) into deck lists; [`deck_source`] and
//! [`set_sources`] name the files they read.
//!
//! [`card_hash`] identifies a deck's card list in 16 hex digits, whatever
//! its name, format or card order (the `hash` module defines it).

mod dok;
mod gigantic_pairs;
mod hash;
mod json;
mod library;
mod master_vault;
mod printed_set;
mod random;
mod set;
mod sources;
pub mod stored;
mod text;

#[cfg(test)]
mod real_deck_tests;
#[cfg(test)]
mod tests;

pub use hash::{card_hash, card_hash_text};
pub use keysim_facts::{DeckCard, DeckList};
pub use library::{embedded, find_embedded, resolve};
pub use printed_set::{printed_set, PrintedSet};
pub use random::{random_deck, random_deck_name};
pub use set::{load_set, names_in_part, NAMED_DECKS};
pub use sources::{deck_source, set_sources};

use keysim_facts::{self as cards, CardId, CardType, House, Icons};
use std::fmt;
use std::path::Path;

/// The number of cards in a KeyForge deck (every set supported here).
pub const DECK_SIZE: usize = 36;

/// Validated construction of a [`DeckList`] and its text format: deck
/// lists are card facts (`keysim-facts`), the formats that read and write
/// them live here. Bring it into scope to call `DeckList::new`,
/// `DeckList::from_text` and `deck.to_text()`.
pub trait DeckListExt: Sized {
    /// Builds a validated deck list. `houses` may be given in any order (they
    /// are sorted); `cards` lists one entry per physical copy, in any order
    /// (they are sorted into the stable deck order).
    ///
    /// # Errors
    /// [`DeckError::Houses`] unless there are exactly three distinct houses,
    /// [`DeckError::OffHouse`] for a copy that plays as another house, and
    /// [`DeckError::CardCount`] unless there are [`DECK_SIZE`] cards.
    fn new(
        name: impl Into<String>,
        houses: &[House],
        cards: Vec<DeckCard>,
    ) -> Result<Self, DeckError>;

    /// Parses one deck in the text format (see `decks/README.md`).
    ///
    /// # Errors
    /// Any [`DeckError`] about the text, with its line number.
    fn from_text(text: &str) -> Result<Self, DeckError>;

    /// Writes the deck in the text format (see `decks/README.md`);
    /// [`DeckListExt::from_text`] reads it back to an identical deck.
    fn to_text(&self) -> String;
}

impl DeckListExt for DeckList {
    fn new(
        name: impl Into<String>,
        houses: &[House],
        cards: Vec<DeckCard>,
    ) -> Result<DeckList, DeckError> {
        let cards = cards.into_iter().map(|c| (c, Origin::NONE)).collect();
        build(name.into(), houses, cards, &Origin::NONE)
    }

    fn from_text(text: &str) -> Result<DeckList, DeckError> {
        text::parse(text, "<text>")
    }

    fn to_text(&self) -> String {
        text::write(self)
    }
}

/// Parses the decks of one file's contents, guessing the format: JSON (either
/// shape; an array yields several decks) when the text starts with `[` or
/// `{`, the text format otherwise. `file` names the source in error messages
/// (and its stem names a text deck that has no name line).
///
/// # Errors
/// The first problem found, as a one-line [`DeckError`].
pub fn parse(contents: &str, file: &str) -> Result<Vec<DeckList>, DeckError> {
    let trimmed = contents.trim_start_matches('\u{feff}').trim_start();
    if trimmed.starts_with('<') {
        return Err(DeckError::NotADeck {
            file: file.to_string(),
            reason: "it is HTML or XML (a saved web page?), not a deck".into(),
        });
    }
    if trimmed.starts_with('[') || trimmed.starts_with('{') {
        json::parse(contents, file)
    } else {
        text::parse(contents, file).map(|d| vec![d])
    }
}

/// Reads and parses a deck file (any format; see [`parse`]). The file may
/// be a pipe: it is read once, to its end.
///
/// # Errors
/// [`DeckError::Io`] if the file cannot be read, else as [`parse`].
pub fn load_file(path: impl AsRef<Path>) -> Result<Vec<DeckList>, DeckError> {
    let path = path.as_ref();
    let contents = library::read_path(path)?;
    parse(&contents, &path.display().to_string())
}

/// Where a problem was found: a file, a line of it, a deck of it. Printed as a
/// prefix of the error message (`file:line: `, `file: deck "N": `).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    pub file: Option<String>,
    pub line: Option<usize>,
    pub deck: Option<String>,
}

impl Origin {
    /// No location known.
    pub const NONE: Origin = Origin {
        file: None,
        line: None,
        deck: None,
    };

    fn file(file: &str) -> Origin {
        Origin {
            file: Some(file.to_string()),
            ..Origin::NONE
        }
    }

    fn line(file: &str, line: usize) -> Origin {
        Origin {
            file: Some(file.to_string()),
            line: Some(line),
            deck: None,
        }
    }

    fn in_deck(&self, deck: &str) -> Origin {
        Origin {
            deck: Some(deck.to_string()),
            ..self.clone()
        }
    }
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.file, self.line) {
            (Some(file), Some(line)) => write!(f, "{file}:{line}: ")?,
            (Some(file), None) => write!(f, "{file}: ")?,
            (None, Some(line)) => write!(f, "line {line}: ")?,
            (None, None) => {}
        }
        if let Some(deck) = &self.deck {
            write!(f, "deck \"{deck}\": ")?;
        }
        Ok(())
    }
}

/// Everything that can be wrong with a deck list or a deck argument. Each
/// message is one line that says what to fix.
#[derive(Debug)]
pub enum DeckError {
    /// A deck file could not be read.
    Io { path: String, error: std::io::Error },
    /// A JSON deck file is malformed (syntax, or a field of the wrong type).
    Json {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// Any other problem with the shape of a deck file: a bad count, an
    /// unknown enhancement or set, a line that cannot be read.
    Format { at: Origin, message: String },
    /// A card name or id that is not in the card database.
    UnknownCard {
        at: Origin,
        name: String,
        suggestions: Vec<&'static str>,
    },
    /// A house name that is not a KeyForge house.
    UnknownHouse { at: Origin, house: String },
    /// A deck without exactly [`DECK_SIZE`] cards.
    CardCount {
        at: Origin,
        deck: String,
        count: usize,
    },
    /// A deck without exactly three distinct houses.
    Houses {
        at: Origin,
        deck: String,
        houses: Vec<House>,
    },
    /// A copy that plays as a house that is not one of the deck's.
    OffHouse {
        at: Origin,
        card: &'static str,
        house: House,
        maverick: bool,
        houses: [House; 3],
    },
    /// No deck of the library (or of `file`) matches the name.
    UnknownDeck {
        spec: String,
        file: Option<String>,
        suggestions: Vec<String>,
    },
    /// Several decks match the name.
    AmbiguousDeck {
        spec: String,
        candidates: Vec<String>,
    },
    /// A deck file holds several decks and none was picked.
    SeveralDecks { file: String, names: Vec<String> },
    /// A JSON file that is not a deck (nor a list of decks).
    NotADeck { file: String, reason: String },
    /// A directory was named where one deck was expected; `deck_files` is
    /// the number of deck files in it.
    Directory { path: String, deck_files: usize },
}

/// `"A", "B", "C"` for a list of names.
fn quoted_list<S: AsRef<str>>(names: &[S]) -> String {
    names
        .iter()
        .map(|n| format!("\"{}\"", n.as_ref()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn house_list(houses: &[House]) -> String {
    houses
        .iter()
        .map(|h| h.name())
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::Io { path, error } => {
                write!(f, "cannot read deck file \"{path}\": {error}")
            }
            DeckError::Json {
                file,
                line,
                column,
                message,
            } => write!(
                f,
                "{file}:{line}:{column}: malformed JSON deck file: {message} \
                 (fix the file at line {line}, column {column})"
            ),
            DeckError::Format { at, message } => write!(f, "{at}{message}"),
            DeckError::UnknownCard {
                at,
                name,
                suggestions,
            } => {
                write!(f, "{at}unknown card \"{name}\"")?;
                if suggestions.is_empty() {
                    write!(f, "; check the spelling against the card list")
                } else {
                    write!(f, "; did you mean: {}?", suggestions.join(", "))
                }
            }
            DeckError::UnknownHouse { at, house } => write!(
                f,
                "{at}unknown house \"{house}\"; the houses are {}",
                house_list(&House::ALL[..House::ALL.len() - 1])
            ),
            DeckError::CardCount { at, deck, count } => {
                let fix = if *count > DECK_SIZE {
                    format!("remove {}", count - DECK_SIZE)
                } else {
                    format!("add {}", DECK_SIZE - count)
                };
                write!(
                    f,
                    "{at}deck \"{deck}\" has {count} cards; a KeyForge deck has {DECK_SIZE} \
                     ({fix})"
                )
            }
            DeckError::Houses { at, deck, houses } => {
                write!(f, "{at}deck \"{deck}\" has ")?;
                if houses.is_empty() {
                    write!(f, "no house")?;
                } else {
                    let n = houses.len();
                    let s = if n == 1 { "" } else { "s" };
                    write!(f, "{n} house{s} ({})", house_list(houses))?;
                }
                write!(f, "; a KeyForge deck has exactly 3 different houses")?;
                if houses.contains(&House::Neutral) {
                    write!(f, ", and Neutral is not one")?;
                }
                write!(f, " (fix the house list or the house headers)")
            }
            DeckError::OffHouse {
                at,
                card,
                house,
                maverick,
                houses,
            } => {
                if *maverick {
                    write!(
                        f,
                        "{at}maverick \"{card}\" plays as {house} but the deck's houses are {}; \
                         make it a maverick of one of them",
                        house_list(houses)
                    )
                } else {
                    write!(
                        f,
                        "{at}\"{card}\" is {house} but the deck's houses are {}; \
                         mark it as a maverick if that is intended",
                        house_list(houses)
                    )
                }
            }
            DeckError::UnknownDeck {
                spec,
                file,
                suggestions,
            } => {
                match file {
                    Some(file) => write!(f, "no deck in \"{file}\" matches \"{spec}\"")?,
                    None => write!(f, "no deck file or built-in deck matches \"{spec}\"")?,
                }
                if !suggestions.is_empty() {
                    write!(f, "; did you mean: {}?", quoted_list(suggestions))?;
                } else {
                    write!(f, "; give a deck file path or a built-in deck name")?;
                }
                Ok(())
            }
            DeckError::AmbiguousDeck { spec, candidates } => write!(
                f,
                "\"{spec}\" matches {} decks: {}; give more of the name",
                candidates.len(),
                quoted_list(candidates)
            ),
            DeckError::SeveralDecks { file, names } => write!(
                f,
                "\"{file}\" holds {} decks; pick one as \"{file}#NAME\" (part of a name is \
                 enough): {}",
                names.len(),
                quoted_list(names)
            ),
            DeckError::NotADeck { file, reason } => write!(
                f,
                "{file}: not a deck file: {reason}; a deck is a JSON object with \"cards\", \
                 a Master Vault deck, or a list of those (formats: decks/README.md)"
            ),
            DeckError::Directory { path, deck_files } => {
                write!(f, "\"{path}\" is a directory, not a deck file")?;
                if *deck_files > 0 {
                    let s = if *deck_files == 1 { "" } else { "s" };
                    write!(
                        f,
                        "; it holds {deck_files} deck file{s}: name one of them, or pass the \
                         folder as a deck set (--gauntlet or --decks)"
                    )
                } else {
                    write!(f, "; name a deck file")
                }
            }
        }
    }
}

impl std::error::Error for DeckError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DeckError::Io { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// Validates and sorts a deck. `at` locates deck-level problems; each card
/// carries its own origin for card-level ones.
fn build(
    name: String,
    houses: &[House],
    cards: Vec<(DeckCard, Origin)>,
    at: &Origin,
) -> Result<DeckList, DeckError> {
    let mut distinct = houses.to_vec();
    distinct.sort();
    distinct.dedup();
    if distinct.len() != 3 || distinct.contains(&House::Neutral) {
        return Err(DeckError::Houses {
            at: at.clone(),
            deck: name,
            houses: distinct,
        });
    }
    let houses = [distinct[0], distinct[1], distinct[2]];
    let mut cards = cards;
    for (card, _) in &mut cards {
        // An anomaly has no house to stray from: the house it is listed
        // under is its own, never a maverick's.
        if card.def().is_anomaly() {
            card.maverick = false;
        }
    }
    for (card, origin) in &cards {
        if card.def().is_anomaly() && !houses.contains(&card.house) {
            return Err(DeckError::Format {
                at: origin.clone(),
                message: format!(
                    "\"{}\" is an anomaly, a card of no house; list it under one of the deck's \
                     houses ({}), the house it plays as",
                    card.def().name,
                    house_list(&houses)
                ),
            });
        }
        if !houses.contains(&card.house) {
            return Err(DeckError::OffHouse {
                at: origin.clone(),
                card: card.def().name,
                house: card.house,
                maverick: card.maverick,
                houses,
            });
        }
    }
    if cards.len() != DECK_SIZE {
        return Err(DeckError::CardCount {
            at: at.clone(),
            deck: name,
            count: cards.len(),
        });
    }
    let mut cards: Vec<DeckCard> = cards.into_iter().map(|(c, _)| c).collect();
    gigantic_pairs::pair_halves(&mut cards);
    cards.sort_by_cached_key(|c| c.sort_key());
    Ok(DeckList {
        name,
        houses,
        cards,
        ..DeckList::default()
    })
}

/// The cards a deck brings beside its 36, as a deck file names them: its
/// token creature type, prophecies and archon power.
#[derive(Default)]
struct Extras {
    token: Option<(String, Origin)>,
    prophecies: Vec<(String, Origin)>,
    archon_power: Option<(String, Origin)>,
}

impl Extras {
    /// Looks the named cards up and puts them on `deck`.
    ///
    /// # Errors
    /// [`DeckError::UnknownCard`] for a name that is no card, and
    /// [`DeckError::Format`] for a card of the wrong type (a token type
    /// that is not a token creature, a prophecy or archon power that is a
    /// card of the deck's kinds).
    fn apply(self, deck: &mut DeckList, expansion: Option<u16>) -> Result<(), DeckError> {
        if let Some((name, at)) = &self.token {
            deck.token = Some(extra_card(name, expansion, at, "token creature", |t| {
                t == CardType::TokenCreature
            })?);
        }
        for (name, at) in &self.prophecies {
            deck.prophecies
                .push(extra_card(name, expansion, at, "prophecy", |t| {
                    t == CardType::Other
                })?);
        }
        if let Some((name, at)) = &self.archon_power {
            deck.archon_power = Some(extra_card(name, expansion, at, "archon power", |t| {
                t == CardType::Other
            })?);
        }
        if deck.token.is_none() {
            require_token(deck, expansion)?;
        }
        Ok(())
    }
}

/// A deck of a set whose decks each name a token creature (Winds of
/// Exchange, Tokens of Change) must name its own: without it, its "make a
/// token creature" cards would make none, and the game would be another.
/// The set is the deck's expansion when the file gives it, otherwise the
/// set most of its cards are printings of.
///
/// # Errors
/// [`DeckError::Format`] saying how to add the token line, with the token
/// types of the deck's houses.
fn require_token(deck: &DeckList, expansion: Option<u16>) -> Result<(), DeckError> {
    let set = match expansion.and_then(set_code) {
        Some(set) => set,
        None => {
            let mut counts: Vec<(&str, usize)> = Vec::new();
            for c in &deck.cards {
                let set = c.def().set;
                match counts.iter_mut().find(|(s, _)| *s == set) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((set, 1)),
                }
            }
            match counts.iter().max_by_key(|(_, n)| *n) {
                Some(&(set, n)) if 2 * n > deck.cards.len() => set,
                _ => return Ok(()),
            }
        }
    };
    let types: Vec<&str> = cards::all()
        .iter()
        .filter(|d| d.set == set && d.kind == CardType::TokenCreature)
        .filter(|d| deck.houses.contains(&d.house))
        .map(|d| d.name)
        .collect();
    let any_types = cards::all()
        .iter()
        .any(|d| d.set == set && d.kind == CardType::TokenCreature);
    if !any_types {
        return Ok(());
    }
    Err(DeckError::Format {
        at: Origin::NONE,
        message: format!(
            "deck \"{}\" is a {set} deck and names no token creature: add a line \
             \"Token: NAME\" to a text deck, or \"token\": \"NAME\" to a JSON deck \
             (its houses' token types: {})",
            deck.name,
            types.join(", ")
        ),
    })
}

/// The card a deck names outside its 36: by slug or title, or exactly by a
/// `{slug}` or `{slug@SET}` anywhere in `name` (the title beside it is then
/// for people to read), of a type `fits` accepts.
fn extra_card(
    name: &str,
    expansion: Option<u16>,
    at: &Origin,
    what: &str,
    fits: impl Fn(CardType) -> bool,
) -> Result<CardId, DeckError> {
    let text = name.trim();
    let braced = text
        .find('{')
        .and_then(|i| text[i + 1..].find('}').map(|j| &text[i + 1..i + 1 + j]));
    let (key, set) = match braced {
        Some(inner) => match inner.split_once('@') {
            Some((slug, set)) => (slug.trim(), parse_expansion(set).or(expansion)),
            None => (inner.trim(), expansion),
        },
        None => (text, expansion),
    };
    let found = cards::by_slug(key, set, None).or_else(|| cards::by_name(key, set, None));
    let Some(id) = found else {
        return Err(DeckError::UnknownCard {
            at: at.clone(),
            name: text.to_string(),
            suggestions: cards::suggest_names(&key.replace('-', " "), 3),
        });
    };
    if !fits(id.def().kind) {
        return Err(DeckError::Format {
            at: at.clone(),
            message: format!(
                "\"{}\" is a {:?} card, not a {what}; name the deck's {what} card",
                id.def().name,
                id.def().kind
            ),
        });
    }
    Ok(id)
}

/// How a deck file names a card outside the 36: its slug, with its set
/// when the slug alone would find another record (`{slug@SET}`).
fn extra_name(id: CardId) -> String {
    let def = id.def();
    if cards::by_slug(def.slug, None, None) == Some(id) {
        def.slug.to_string()
    } else {
        format!("{{{}@{}}}", def.slug, def.set)
    }
}

/// The houses of a deck that does not list them: the houses its copies play
/// as. When a few stray copies (at most 5 in all) add houses beyond three,
/// the three houses with the most copies, so that validation points at the
/// strays (which probably lack a maverick mark).
fn infer_houses(cards: &[(DeckCard, Origin)]) -> Vec<House> {
    let mut counts: Vec<(House, usize)> = Vec::new();
    for (c, _) in cards {
        match counts.iter_mut().find(|(h, _)| *h == c.house) {
            Some((_, n)) => *n += 1,
            None => counts.push((c.house, 1)),
        }
    }
    if counts.len() > 3 {
        let mut ranked = counts.clone();
        ranked.sort_by_key(|(_, n)| std::cmp::Reverse(*n)); // stable: ties by appearance
        let strays: usize = ranked[3..].iter().map(|(_, n)| n).sum();
        if strays <= 5 {
            return ranked[..3].iter().map(|(h, _)| *h).collect();
        }
    }
    counts.into_iter().map(|(h, _)| h).collect()
}

/// Finds a card record with `lookup(expansion, house)` (one of the card
/// database's lookups, which prefer the expansion over the house and return
/// `None` only for an unknown card). Returns the first record whose house is
/// one of `prefer` (in order), looking in the given expansion first, then in
/// any set; else the lookup's best record. Reprints and multi-house cards
/// thus resolve to the record that fits the deck best.
fn find_card(
    expansion: Option<u16>,
    prefer: &[House],
    lookup: impl Fn(Option<u16>, Option<House>) -> Option<CardId>,
) -> Option<CardId> {
    let best = lookup(expansion, None)?;
    let mut expansions = vec![expansion];
    if expansion.is_some() {
        expansions.push(None);
    }
    for e in expansions {
        for &h in prefer {
            if let Some(id) = lookup(e, Some(h)) {
                if id.def().house == h {
                    return Some(id);
                }
            }
        }
    }
    Some(best)
}

/// The expansion id for a set given as a number (`341`) or a set code
/// (`CotA`, `mm`).
fn parse_expansion(s: &str) -> Option<u16> {
    let s = s.trim();
    if let Ok(n) = s.parse::<u16>() {
        return Some(n);
    }
    cards::all()
        .iter()
        .find(|def| def.set.eq_ignore_ascii_case(s))
        .map(|def| def.expansion)
}

/// The set code of an expansion id (`341` → `CotA`).
fn set_code(expansion: u16) -> Option<&'static str> {
    cards::all()
        .iter()
        .find(|def| def.expansion == expansion)
        .map(|def| def.set)
}

/// Adds one enhancement icon named `word` (`amber`/`aember`/`æmber`,
/// `capture`, `damage`, `draw`, `discard`; case-insensitive, plural
/// accepted) `n` times, or a house icon named by its house (`brobnar`,
/// `staralliance`, optionally `house:brobnar`). Returns false for an unknown
/// word.
fn add_icon(icons: &mut Icons, house_icons: &mut u16, word: &str, n: u8) -> bool {
    let w = word.trim().to_lowercase();
    let house = w
        .strip_prefix("house")
        .map(|h| h.trim_start_matches([':', '-', '=']));
    if let Some(h) = House::parse(house.unwrap_or(&w)).filter(|h| *h != House::Neutral) {
        *house_icons |= 1 << h as u16;
        return true;
    }
    let w = w.strip_suffix('s').unwrap_or(&w);
    let slot = match w {
        "amber" | "aember" | "æmber" => &mut icons.amber,
        "capture" => &mut icons.capture,
        "damage" => &mut icons.damage,
        "draw" => &mut icons.draw,
        "discard" => &mut icons.discard,
        _ => return false,
    };
    *slot = slot.saturating_add(n);
    true
}

/// The words of a copy's enhancement icons, one per icon, as [`add_icon`]
/// reads them: the icons that resolve in their order, then the house icons
/// by house (`brobnar`, `staralliance`).
fn icon_words(copy: &DeckCard) -> Vec<String> {
    let mut words = Vec::new();
    for (n, word) in copy.enhancements.counted() {
        words.extend(std::iter::repeat_n(word.to_string(), n as usize));
    }
    for h in copy.house_icon_houses() {
        words.push(h.name().to_lowercase().replace(' ', ""));
    }
    words
}

/// The message for an unknown enhancement word.
fn unknown_icon_message(word: &str, card: &str) -> String {
    format!(
        "unknown enhancement \"{word}\" on \"{card}\"; keysim knows the bonus icons amber, \
         capture, damage, draw and discard, and house icons named by their house (brobnar)"
    )
}
