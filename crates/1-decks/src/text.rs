//! The plain-text deck format (documented in `decks/README.md`).
//!
//! ```text
//! # Miss "Onyx" Censorius
//! Set: CotA
//!
//! Brobnar
//! 1 Anger
//! 2 Ganger Chieftain
//! 1 Punch +capture +amber
//!
//! Logos
//! 1 Honorable Claim (maverick)
//! ```
//!
//! One card per line, read forgivingly: counts as `2`, `2x`, `x2` (leading)
//! or `x2` (trailing); titles compared ignoring case, quotes, punctuation and
//! accents; `{slug}` or `{slug@SET}` names a record exactly; `+amber`,
//! `+capture`, `+damage`, `+draw`, `+discard` and `+HOUSE` (a house icon,
//! `+brobnar`) add enhancement icons; `(maverick)` makes
//! the copy play as the house of the header above it. A copy that is not a
//! maverick must sit under its own house's header (if any header precedes
//! it): anything else is most likely a slip, and is refused with the line.
//! `Token:`, `Prophecy:` (one line each) and `Archon power:` name the cards
//! a deck brings beside its 36.

use super::{add_icon, build, find_card, infer_houses, parse_expansion, set_code};
use super::{extra_name, icon_words, unknown_icon_message, Extras};
use super::{DeckCard, DeckError, DeckList, Origin, DECK_SIZE};
use keysim_facts::{self as cards, CardId, House, Icons};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::Path;

/// One card line, read but not yet looked up.
struct Entry {
    line: usize,
    count: u32,
    name: String,
    slug: Option<String>,
    set: Option<u16>,
    /// `Some(None)`: `(maverick)` without a house (the header's house).
    maverick: Option<Option<House>>,
    icons: Icons,
    house_icons: u16,
    header: Option<House>,
}

/// Parses one deck in the text format. `file` names the source in errors,
/// and its stem names a deck that has no name line.
pub(super) fn parse(contents: &str, file: &str) -> Result<DeckList, DeckError> {
    let mut hash_name: Option<String> = None;
    let mut key_name: Option<String> = None;
    let mut declared: Option<Vec<House>> = None;
    let mut set: Option<u16> = None;
    let mut header: Option<House> = None;
    let mut headers: Vec<House> = Vec::new();
    let mut entries: Vec<Entry> = Vec::new();
    let mut started = false;
    let mut extras = Extras::default();

    for (i, raw) in contents.lines().enumerate() {
        let no = i + 1;
        let at = Origin::line(file, no);
        let line = raw.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        if line.starts_with('#') {
            if hash_name.is_none() && !started {
                let name = line.trim_start_matches('#').trim();
                if !name.is_empty() {
                    hash_name = Some(name.to_string());
                }
            }
            continue;
        }
        let line = match line.find("//") {
            Some(p) => line[..p].trim_end(),
            None => line,
        };
        if let Some((key, value)) = split_key(line) {
            match key {
                Key::Name => key_name = Some(value.to_string()).filter(|v| !v.is_empty()),
                Key::Houses => declared = Some(parse_house_list(value, &at)?),
                Key::Set => set = Some(expansion_of(value, &at)?),
                Key::Token => extras.token = Some((value.to_string(), at)),
                Key::Prophecy => extras.prophecies.push((value.to_string(), at)),
                Key::ArchonPower => extras.archon_power = Some((value.to_string(), at)),
                Key::House => {
                    let h = house_of(value, &at)?;
                    header = Some(h);
                    if !headers.contains(&h) {
                        headers.push(h);
                    }
                    started = true;
                }
            }
            continue;
        }
        started = true;
        if let Some(h) = parse_header(line) {
            header = Some(h);
            if !headers.contains(&h) {
                headers.push(h);
            }
            continue;
        }
        entries.push(parse_card_line(line, header, &at)?);
    }

    let name = key_name.or(hash_name).unwrap_or_else(|| {
        Path::new(file)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .filter(|s| !s.is_empty() && !s.starts_with('<'))
            .unwrap_or_else(|| "Unnamed deck".to_string())
    });
    if entries.is_empty() {
        return Err(DeckError::Format {
            at: Origin::file(file),
            message: format!(
                "deck \"{name}\" lists no card; write one card per line, e.g. \"2 Punch\" \
                 (format: decks/README.md)"
            ),
        });
    }

    // Houses preferred when a title has several records: the declared ones,
    // else the headers.
    let prefer: &[House] = declared.as_deref().unwrap_or(&headers);
    let mut cards = Vec::with_capacity(DECK_SIZE);
    for e in &entries {
        let at = Origin::line(file, e.line);
        let copy = resolve_entry(e, set, prefer, &at)?;
        for _ in 0..e.count {
            cards.push((copy, at.clone()));
        }
    }
    let houses = declared.unwrap_or_else(|| infer_houses(&cards));
    let mut deck = build(name, &houses, cards, &Origin::file(file))?;
    extras.apply(&mut deck, set)?;
    Ok(deck)
}

/// The keys of `Key: value` lines.
#[derive(Clone, Copy)]
enum Key {
    Name,
    Houses,
    Set,
    House,
    Token,
    Prophecy,
    ArchonPower,
}

/// Splits a `Key: value` line with a known key (case-insensitive).
fn split_key(line: &str) -> Option<(Key, &str)> {
    let (key, value) = line.split_once(':')?;
    let key = match key.trim().to_ascii_lowercase().as_str() {
        "name" | "deck" | "deck name" | "title" => Key::Name,
        "houses" => Key::Houses,
        "set" | "expansion" => Key::Set,
        "house" => Key::House,
        "token" | "token creature" => Key::Token,
        "prophecy" => Key::Prophecy,
        "archon power" => Key::ArchonPower,
        _ => return None,
    };
    Some((key, value.trim()))
}

/// A playable house (not `Neutral`).
fn parse_house(s: &str) -> Option<House> {
    House::parse(s).filter(|h| *h != House::Neutral)
}

fn house_of(s: &str, at: &Origin) -> Result<House, DeckError> {
    parse_house(s).ok_or_else(|| DeckError::UnknownHouse {
        at: at.clone(),
        house: s.trim().to_string(),
    })
}

fn expansion_of(s: &str, at: &Origin) -> Result<u16, DeckError> {
    parse_expansion(s).ok_or_else(|| DeckError::Format {
        at: at.clone(),
        message: format!(
            "unknown set \"{}\"; write a set code such as CotA or MM, or an expansion number \
             such as 341",
            s.trim()
        ),
    })
}

/// `Brobnar, Dis, Shadows` (commas, semicolons, slashes or `|`), or the same
/// separated by spaces only (`Star Alliance` is one house).
fn parse_house_list(value: &str, at: &Origin) -> Result<Vec<House>, DeckError> {
    let parts: Vec<String> = if value.contains([',', ';', '/', '|']) {
        value
            .split([',', ';', '/', '|'])
            .map(|p| p.trim().to_string())
            .filter(|p| !p.is_empty())
            .collect()
    } else {
        let words: Vec<&str> = value.split_whitespace().collect();
        let mut parts = Vec::new();
        let mut i = 0;
        while i < words.len() {
            if i + 1 < words.len()
                && parse_house(&format!("{}{}", words[i], words[i + 1]))
                    == Some(House::StarAlliance)
            {
                parts.push(format!("{} {}", words[i], words[i + 1]));
                i += 2;
            } else {
                parts.push(words[i].to_string());
                i += 1;
            }
        }
        parts
    };
    parts.iter().map(|p| house_of(p, at)).collect()
}

/// A house header: the house name alone, with optional decoration
/// (`Brobnar:`, `== Brobnar ==`, `Brobnar (12)`, `**Brobnar**`).
fn parse_header(line: &str) -> Option<House> {
    let mut text = String::new();
    let mut depth = 0;
    for c in line.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            _ if depth == 0 => text.push(c),
            _ => {}
        }
    }
    let text = text.trim_matches(|c: char| !c.is_alphanumeric());
    if text.is_empty() || text.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    parse_house(text)
}

/// A count token: `2`, `2x`, `x2`, `2×`, `×2`.
fn parse_count(token: &str) -> Option<u32> {
    let t = token.to_lowercase();
    let digits = t
        .strip_prefix(['x', '×'])
        .or_else(|| t.strip_suffix(['x', '×']))
        .unwrap_or(&t);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Reads one card line (comments already stripped).
fn parse_card_line(line: &str, header: Option<House>, at: &Origin) -> Result<Entry, DeckError> {
    let format_error = |message: String| DeckError::Format {
        at: at.clone(),
        message,
    };
    // Pull out the `( … )` and `{ … }` groups.
    let mut rest = String::new();
    let mut maverick = None;
    let mut slug = None;
    let mut set = None;
    let mut paren_count = None;
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let close = match c {
            '(' => ')',
            '{' => '}',
            _ => {
                rest.push(c);
                continue;
            }
        };
        let Some(len) = line[i + 1..].find(close) else {
            rest.push(c);
            continue;
        };
        let inner = line[i + 1..i + 1 + len].trim();
        while chars.peek().is_some_and(|(j, _)| *j <= i + 1 + len) {
            chars.next();
        }
        rest.push(' ');
        if close == '}' {
            let (s, code) = match inner.split_once('@') {
                Some((s, code)) => (s.trim(), Some(code)),
                None => (inner, None),
            };
            if s.is_empty() {
                return Err(format_error(format!(
                    "empty card id \"{{{inner}}}\"; write a card id such as {{punch}} or \
                     {{punch@CotA}}"
                )));
            }
            slug = Some(s.to_string());
            if let Some(code) = code {
                set = Some(expansion_of(code, at)?);
            }
        } else if inner.to_lowercase().starts_with("maverick") {
            let house = inner["maverick".len()..]
                .trim_start_matches(|c: char| c.is_whitespace() || ":-=".contains(c))
                .trim();
            maverick = Some(if house.is_empty() {
                None
            } else {
                Some(house_of(house, at)?)
            });
        } else if let Some(n) = parse_count(&inner.replace(' ', "")) {
            paren_count = Some(n);
        }
        // Any other parenthesised note is ignored.
    }

    let mut icons = Icons::NONE;
    let mut house_icons = 0;
    let mut bad_icon = None;
    let mut words: Vec<&str> = Vec::new();
    for token in rest.split_whitespace() {
        if let Some(icon) = token.strip_prefix('+').filter(|t| !t.is_empty()) {
            let digits = icon.chars().take_while(|c| c.is_ascii_digit()).count();
            let n: u8 = if digits == 0 {
                1
            } else {
                icon[..digits].parse().unwrap_or(u8::MAX)
            };
            if !add_icon(&mut icons, &mut house_icons, &icon[digits..], n) && bad_icon.is_none() {
                bad_icon = Some(token);
            }
        } else {
            words.push(token);
        }
    }
    // Leading bullets.
    while words
        .first()
        .is_some_and(|w| ["-", "*", "•", "–", "—"].contains(w))
    {
        words.remove(0);
    }
    let mut counts = Vec::new();
    if let Some(n) = words.first().and_then(|w| parse_count(w)) {
        counts.push(n);
        words.remove(0);
    }
    if let Some(n) = words
        .last()
        .filter(|w| w.starts_with(['x', 'X', '×']) || w.ends_with(['x', 'X', '×']))
        .and_then(|w| parse_count(w))
    {
        counts.push(n);
        words.pop();
    }
    counts.extend(paren_count);
    if counts.len() > 1 {
        return Err(format_error(format!(
            "\"{line}\" gives {} counts; give one, e.g. \"2 {}\"",
            counts.len(),
            words.join(" ")
        )));
    }
    let count = counts.first().copied().unwrap_or(1);
    let name = words.join(" ");
    if let Some(token) = bad_icon {
        return Err(format_error(unknown_icon_message(token, &name)));
    }
    if name.is_empty() && slug.is_none() {
        return Err(format_error(format!(
            "\"{line}\" names no card; write a count and a card title, e.g. \"2 Punch\""
        )));
    }
    if count == 0 || count as usize > DECK_SIZE {
        return Err(format_error(format!(
            "count {count} for \"{name}\"; give a count from 1 to {DECK_SIZE}"
        )));
    }
    Ok(Entry {
        line: at.line.unwrap_or(0),
        count,
        name,
        slug,
        set,
        maverick,
        icons,
        house_icons,
        header,
    })
}

/// The houses a line prefers, best first: the maverick house or the header,
/// then the deck's houses.
fn preference(play: Option<House>, header: Option<House>, houses: &[House]) -> Vec<House> {
    let mut prefer: Vec<House> = play.or(header).into_iter().collect();
    prefer.extend(houses.iter().copied());
    prefer
}

/// Looks a card line up, as the parser does.
fn lookup(
    name: &str,
    slug: Option<&str>,
    expansion: Option<u16>,
    prefer: &[House],
) -> Option<CardId> {
    match slug {
        Some(slug) => find_card(expansion, prefer, |e, h| cards::by_slug(slug, e, h)),
        None => find_card(expansion, prefer, |e, h| cards::by_name(name, e, h))
            .or_else(|| find_card(expansion, prefer, |e, h| cards::by_slug(name, e, h))),
    }
}

fn resolve_entry(
    e: &Entry,
    deck_set: Option<u16>,
    houses: &[House],
    at: &Origin,
) -> Result<DeckCard, DeckError> {
    let play = match e.maverick {
        None => None,
        Some(Some(h)) => Some(h),
        Some(None) => Some(e.header.ok_or_else(|| DeckError::Format {
            at: at.clone(),
            message: format!(
                "\"{}\" is marked (maverick) but no house header comes before it; put it under \
                 the header of the house it plays as, or write (maverick Logos)",
                e.name
            ),
        })?),
    };
    let prefer = preference(play, e.header, houses);
    let expansion = e.set.or(deck_set);
    let Some(id) = lookup(&e.name, e.slug.as_deref(), expansion, &prefer) else {
        let shown = e.slug.as_deref().unwrap_or(&e.name);
        return Err(DeckError::UnknownCard {
            at: at.clone(),
            name: if e.slug.is_some() {
                format!("{{{shown}}}")
            } else {
                shown.to_string()
            },
            suggestions: cards::suggest_names(&shown.replace('-', " "), 3),
        });
    };
    // An anomaly has no house of its own: it plays as its header's house.
    let play = play.or(e.header.filter(|_| id.def().is_anomaly()));
    let printed = id.def().house;
    if let (None, Some(header)) = (play, e.header) {
        if printed != header {
            return Err(DeckError::Format {
                at: at.clone(),
                message: format!(
                    "\"{}\" is {printed} but sits under the {header} header; move it under \
                     {printed}, or write \"(maverick)\" after it if this copy plays as {header}",
                    id.def().name
                ),
            });
        }
    }
    Ok(DeckCard {
        card: id,
        house: play.unwrap_or(printed),
        maverick: play.is_some() && !id.def().is_anomaly(),
        enhancements: e.icons,
        house_icons: e.house_icons,
    })
}

/// Writes a deck in the text format: a `#` name line, a `Set:` line (the
/// set most of the cards come from), then each house header with its cards,
/// identical copies grouped as one line with a count. A card whose title
/// would not read back as the same record gets an explicit `{slug}` or
/// `{slug@SET}`.
pub(super) fn write(deck: &DeckList) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# {}", deck.name);
    let mut by_set: HashMap<u16, usize> = HashMap::new();
    for c in &deck.cards {
        *by_set.entry(c.def().expansion).or_default() += 1;
    }
    let set = by_set
        .iter()
        .max_by_key(|(exp, n)| (**n, std::cmp::Reverse(**exp)))
        .map(|(exp, _)| *exp);
    if let Some(exp) = set {
        match set_code(exp) {
            Some(code) => {
                let _ = writeln!(out, "Set: {code}");
            }
            None => {
                let _ = writeln!(out, "Set: {exp}");
            }
        }
    }
    if let Some(token) = deck.token {
        let _ = writeln!(out, "Token: {}", extra_text(token));
    }
    for &p in &deck.prophecies {
        let _ = writeln!(out, "Prophecy: {}", extra_text(p));
    }
    if let Some(power) = deck.archon_power {
        let _ = writeln!(out, "Archon power: {}", extra_text(power));
    }
    for &house in &deck.houses {
        let _ = writeln!(out, "\n{house}");
        let mut i = 0;
        let cards: Vec<&DeckCard> = deck.cards.iter().filter(|c| c.house == house).collect();
        while i < cards.len() {
            let c = cards[i];
            let n = cards[i..].iter().take_while(|d| **d == c).count();
            i += n;
            let _ = writeln!(out, "{n} {}", card_text(c, set, house, &deck.houses));
        }
    }
    out
}

/// A card line without its count: title, id if needed, icons, maverick mark.
fn card_text(c: &DeckCard, set: Option<u16>, header: House, houses: &[House]) -> String {
    let def = c.def();
    let play = c.maverick.then_some(c.house);
    let prefer = preference(play, Some(header), houses);
    let mut s = def.name.to_string();
    if lookup(def.name, None, set, &prefer) != Some(c.card) {
        if lookup("", Some(def.slug), set, &prefer) == Some(c.card) {
            let _ = write!(s, " {{{}}}", def.slug);
        } else {
            let _ = write!(s, " {{{}@{}}}", def.slug, def.set);
        }
    }
    for word in icon_words(c) {
        let _ = write!(s, " +{word}");
    }
    if c.maverick {
        s.push_str(" (maverick)");
    }
    s
}

/// A card outside the 36 as a `Token:`, `Prophecy:` or `Archon power:`
/// line names it: its title and `{slug}` (`{slug@SET}` when needed).
fn extra_text(id: CardId) -> String {
    let slug = extra_name(id);
    if slug.starts_with('{') {
        format!("{} {slug}", id.def().name)
    } else {
        format!("{} {{{slug}}}", id.def().name)
    }
}
