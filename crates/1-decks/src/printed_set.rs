//! The set a deck belongs to, read from its cards: a deck of a set holds
//! only cards that set prints (its own and its reprints). A deck whose
//! cards no single set prints together is a mix of several sets.

use keysim_facts::{self as cards, DeckList};
use std::collections::HashMap;

/// The set a deck's cards come from, as [`printed_set`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintedSet {
    /// The earliest set (by release) that prints every card of the deck.
    One(&'static str),
    /// No set prints every card: the sets that first printed its cards, by
    /// release.
    Mixed(Vec<&'static str>),
}

impl std::fmt::Display for PrintedSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PrintedSet::One(set) => f.write_str(set),
            PrintedSet::Mixed(sets) => write!(f, "mixed ({})", sets.join(", ")),
        }
    }
}

/// The set `deck` belongs to: the earliest set whose card list holds a
/// record of every card of the deck (by slug), or, if none does, the sets
/// its cards were first printed in.
pub fn printed_set(deck: &DeckList) -> PrintedSet {
    let order: Vec<&'static str> = cards::set_codes().collect();
    // For each distinct card of the deck, the sets that print it.
    let mut printed_in: HashMap<&str, Vec<usize>> = deck
        .cards
        .iter()
        .map(|c| (c.def().slug, Vec::new()))
        .collect();
    for def in cards::all() {
        if let (Some(sets), Some(set)) = (
            printed_in.get_mut(def.slug),
            order.iter().position(|s| *s == def.set),
        ) {
            sets.push(set);
        }
    }
    let prints_all = |set: usize| printed_in.values().all(|sets| sets.contains(&set));
    if let Some(set) = (0..order.len()).find(|&s| prints_all(s)) {
        return PrintedSet::One(order[set]);
    }
    let mut first: Vec<usize> = printed_in
        .values()
        .filter_map(|sets| sets.iter().min().copied())
        .collect();
    first.sort_unstable();
    first.dedup();
    PrintedSet::Mixed(first.into_iter().map(|s| order[s]).collect())
}
