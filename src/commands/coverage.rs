//! `keysim coverage` (which cards of a deck, a file of decks or a whole set
//! have their abilities implemented) and `keysim decks` (the built-in
//! library).

use keysim_cards as cards;
use keysim_decks::{self as deck, DeckList};

use crate::{write_stdout, Error};

/// The copies of a deck whose abilities are implemented, and the distinct
/// missing cards with their counts.
fn deck_coverage(d: &DeckList) -> (usize, Vec<(usize, &'static str, String)>) {
    let mut done = 0;
    let mut missing: Vec<(usize, &'static str, String)> = Vec::new();
    for c in &d.cards {
        if cards::is_implemented(c.card) {
            done += 1;
            continue;
        }
        let name = c.def().name;
        let house = c.house.name().to_string();
        match missing.iter_mut().find(|m| m.1 == name && m.2 == house) {
            Some(m) => m.0 += 1,
            None => missing.push((1, name, house)),
        }
    }
    (done, missing)
}

fn percent(done: usize, total: usize) -> f64 {
    if total == 0 {
        0.0
    } else {
        100.0 * done as f64 / total as f64
    }
}

fn houses(d: &DeckList) -> String {
    d.houses
        .iter()
        .map(|h| h.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `keysim coverage --set CODE`: the set's implemented and missing cards by
/// house (each title once, in collector-number order).
pub(crate) fn set_coverage(code: &str, decks: &[String]) -> Result<(), Error> {
    if !decks.is_empty() {
        return Err(Error::Usage(
            "name decks or --set, not both (`keysim coverage --set CotA`)".into(),
        ));
    }
    let cards: Vec<&keysim_cards::CardDef> = keysim_cards::all()
        .iter()
        .filter(|d| d.set.eq_ignore_ascii_case(code))
        .collect();
    if cards.is_empty() {
        let mut sets: Vec<&str> = keysim_cards::all().iter().map(|d| d.set).collect();
        sets.sort_unstable();
        sets.dedup();
        return Err(Error::Usage(format!(
            "no set with the code {code:?}; the sets are {}",
            sets.join(", ")
        )));
    }
    let mut seen = std::collections::HashSet::new();
    let mut by_house: Vec<(keysim_cards::House, Vec<&keysim_cards::CardDef>)> = Vec::new();
    for d in cards {
        if !seen.insert(d.slug) {
            continue;
        }
        match by_house.iter_mut().find(|(h, _)| *h == d.house) {
            Some((_, v)) => v.push(d),
            None => by_house.push((d.house, vec![d])),
        }
    }
    let implemented = |d: &keysim_cards::CardDef| {
        keysim_cards::by_slug(d.slug, Some(d.expansion), None)
            .is_some_and(keysim_cards::is_implemented)
    };
    let total: usize = by_house.iter().map(|(_, v)| v.len()).sum();
    let done: usize = by_house
        .iter()
        .map(|(_, v)| v.iter().filter(|d| implemented(d)).count())
        .sum();
    let mut out = format!(
        "{}: {done}/{total} cards implemented ({:.0}%)\n",
        by_house[0].1[0].set,
        percent(done, total)
    );
    for (house, v) in &by_house {
        let n = v.iter().filter(|d| implemented(d)).count();
        out.push_str(&format!("{house}: {n}/{}\n", v.len()));
        let missing: Vec<&str> = v
            .iter()
            .filter(|d| !implemented(d))
            .map(|d| d.name)
            .collect();
        if !missing.is_empty() {
            out.push_str(&format!("  missing: {}\n", missing.join(", ")));
        }
    }
    write_stdout(&out)
}

pub(crate) fn coverage(specs: &[String]) -> Result<(), Error> {
    let mut decks = Vec::new();
    for spec in specs {
        decks.extend(crate::decks_of_argument(spec)?);
    }
    let mut out = String::new();
    for d in &decks {
        let (done, missing) = deck_coverage(d);
        let total = d.cards.len();
        out.push_str(&format!(
            "{} ({}): {done} of {total} cards implemented ({:.0}%)\n",
            d.name,
            houses(d),
            percent(done, total)
        ));
        if missing.is_empty() {
            out.push_str("  every card is implemented\n");
        } else {
            out.push_str("  not implemented (they play with their printed power, armor, Æmber and keywords only):\n");
            for (n, name, house) in missing {
                out.push_str(&format!("    {n}× {name} ({house})\n"));
            }
        }
    }
    write_stdout(&out)
}

pub(crate) fn list_decks() -> Result<(), Error> {
    let decks = deck::embedded();
    let name_w = decks
        .iter()
        .map(|d| d.name.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let house_w = decks
        .iter()
        .map(|d| houses(d).chars().count())
        .max()
        .unwrap_or(6)
        .max(6);
    let pad = |s: &str, w: usize| {
        let mut s = s.to_string();
        let n = s.chars().count();
        s.push_str(&" ".repeat(w.saturating_sub(n)));
        s
    };
    let sets: Vec<String> = decks
        .iter()
        .map(|d| keysim_decks::printed_set(d).to_string())
        .collect();
    let set_w = sets
        .iter()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(3)
        .max(3);
    let mut out = format!(
        "{}  {}  {}  implemented\n",
        pad("deck", name_w),
        pad("houses", house_w),
        pad("set", set_w)
    );
    for (d, set) in decks.iter().zip(&sets) {
        let (done, _) = deck_coverage(d);
        out.push_str(&format!(
            "{}  {}  {}  {:>10.0}%\n",
            pad(&d.name, name_w),
            pad(&houses(d), house_w),
            pad(set, set_w),
            percent(done, d.cards.len())
        ));
    }
    out.push_str(&format!(
        "\n{} built-in decks (set: the set that prints every card of the deck, or the sets a mixed deck's cards were first printed in); name one by any unambiguous part of its name, e.g. `keysim match radiant onyx`\n",
        decks.len()
    ));
    write_stdout(&out)
}
