//! The card hash of a deck: 16 hex digits that identify its card list, so
//! that a result (a CSV or JSON output of a match or a job) can be tied to
//! the deck files it came from.
//!
//! **Definition.** Each physical copy is written as one line,
//! `EXPANSION/NUMBER/SLUG HOUSE MAVERICK AMBER.CAPTURE.DAMAGE.DRAW.DISCARD ICONS`:
//! the card's expansion number, collector number and slug (what names a
//! card across keysim versions, unlike its index in the card table), the
//! house it plays as, `m` for a maverick (`-` otherwise), its enhancement
//! icon counts, and its added house icons by name joined with `+` (`-` for
//! none). Identical copies are counted, `COUNT×LINE`; the deck's token
//! creature, prophecies and archon power, which are part of the deck but
//! not of the 36 cards, add `token SLUG`, `prophecy SLUG` and
//! `archon SLUG`. The lines are sorted (byte order), joined with `\n`, and
//! hashed with 64-bit FNV-1a; the hash is written as 16 lowercase hex
//! digits.
//!
//! So the hash does not depend on the deck's name, the file's format or the
//! order of its cards, and changes when a card, a copy count, a house, a
//! maverick or an enhancement changes. FNV-1a is defined by its constants,
//! not by a library version (std's `DefaultHasher` may change between Rust
//! releases), so a hash stays valid across builds. It identifies a list; it
//! is not a cryptographic digest.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use keysim_facts::{CardId, DeckCard, DeckList, House};

/// 64-bit FNV-1a's offset basis and prime.
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(FNV_OFFSET, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(FNV_PRIME)
    })
}

fn card_key(card: CardId) -> String {
    let def = card.def();
    format!("{}/{}/{}", def.expansion, def.number, def.slug)
}

fn copy_line(c: &DeckCard) -> String {
    let e = c.enhancements;
    let icons: Vec<&str> = House::ALL
        .into_iter()
        .filter(|&h| c.has_house_icon(h))
        .map(|h| h.name())
        .collect();
    format!(
        "{} {} {} {}.{}.{}.{}.{} {}",
        card_key(c.card),
        c.house.name(),
        if c.maverick { "m" } else { "-" },
        e.amber,
        e.capture,
        e.damage,
        e.draw,
        e.discard,
        if icons.is_empty() {
            "-".to_string()
        } else {
            icons.join("+")
        }
    )
}

/// The canonical text the card hash is computed from: one sorted line per
/// distinct copy (with its count) and per card outside the 36.
pub fn card_hash_text(deck: &DeckList) -> String {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for c in &deck.cards {
        *counts.entry(copy_line(c)).or_default() += 1;
    }
    let mut lines: Vec<String> = counts
        .into_iter()
        .map(|(line, n)| format!("{n}×{line}"))
        .collect();
    if let Some(t) = deck.token {
        lines.push(format!("token {}", card_key(t)));
    }
    for &p in &deck.prophecies {
        lines.push(format!("prophecy {}", card_key(p)));
    }
    if let Some(a) = deck.archon_power {
        lines.push(format!("archon {}", card_key(a)));
    }
    lines.sort_unstable();
    lines.join("\n")
}

/// The card hash of `deck` (see the module documentation): 16 lowercase
/// hex digits of the 64-bit FNV-1a hash of [`card_hash_text`].
pub fn card_hash(deck: &DeckList) -> String {
    let mut out = String::with_capacity(16);
    let _ = write!(out, "{:016x}", fnv1a(card_hash_text(deck).as_bytes()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DeckListExt;

    fn radiant() -> DeckList {
        crate::resolve("radiant").unwrap()
    }

    #[test]
    fn fnv1a_matches_its_published_test_vectors() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn the_hash_is_sixteen_hex_digits_and_ignores_the_name_and_card_order() {
        let deck = radiant();
        let h = card_hash(&deck);
        assert_eq!(h.len(), 16);
        assert!(h
            .chars()
            .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()));
        let mut renamed = deck.clone();
        renamed.name = "Another name".into();
        assert_eq!(card_hash(&renamed), h);
        let mut shuffled = deck.clone();
        shuffled.cards.reverse();
        shuffled.cards.rotate_left(7);
        assert_eq!(card_hash(&shuffled), h);
        // Read back from its text in another order of houses and lines.
        let back = DeckList::from_text(&deck.to_text()).unwrap();
        assert_eq!(card_hash(&back), h);
    }

    #[test]
    fn the_hash_changes_when_a_card_changes() {
        let deck = radiant();
        let h = card_hash(&deck);
        let other = crate::resolve("onyx").unwrap();
        assert_ne!(card_hash(&other), h);
        // One copy swapped for a copy of another card of the deck.
        let mut swapped = deck.clone();
        let i = swapped
            .cards
            .iter()
            .position(|c| c.card != deck.cards[0].card)
            .unwrap();
        swapped.cards[0] = deck.cards[i];
        assert_ne!(card_hash(&swapped), h);
        // One copy enhanced.
        let mut enhanced = deck.clone();
        enhanced.cards[3].enhancements.amber += 1;
        assert_ne!(card_hash(&enhanced), h);
        // One copy made a maverick.
        let mut maverick = deck.clone();
        maverick.cards[5].maverick = true;
        assert_ne!(card_hash(&maverick), h);
    }
}
