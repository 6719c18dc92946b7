//! Deck lists in serde's data model (a job's parameters): stored as the
//! lines of the text deck format ([`DeckListExt::to_text`]), which read
//! back to an identical deck.
//!
//! A result log's header holds its job's parameters, decks included, so a
//! job can be rebuilt from the log alone (`keysim merge`, `--resume`): a
//! parameter struct that derives `Serialize` and `Deserialize` marks its
//! `DeckList` fields `#[serde(with = "keysim_decks::stored")]`.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{DeckList, DeckListExt};

/// A deck as stored: its name and the lines of its text form.
#[derive(Serialize, Deserialize)]
struct StoredDeck {
    name: String,
    cards: Vec<String>,
}

/// Writes `deck` as its name and the lines of its text form.
///
/// # Errors
/// The serializer's.
pub fn serialize<S: Serializer>(deck: &DeckList, serializer: S) -> Result<S::Ok, S::Error> {
    let text = deck.to_text();
    StoredDeck {
        name: deck.name.clone(),
        cards: text
            .lines()
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect(),
    }
    .serialize(serializer)
}

/// Reads a deck written by [`serialize`].
///
/// # Errors
/// The deserializer's, or the deck's own problem, naming the deck.
pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<DeckList, D::Error> {
    let stored = StoredDeck::deserialize(deserializer)?;
    let mut text = stored.cards.join("\n");
    text.push('\n');
    let mut deck = DeckList::from_text(&text)
        .map_err(|e| D::Error::custom(format!("deck \"{}\": {e}", stored.name)))?;
    deck.name = stored.name;
    Ok(deck)
}

#[cfg(test)]
mod tests {
    use crate::DeckList;

    #[test]
    fn every_embedded_deck_reads_back_identical() {
        for d in crate::embedded() {
            let mut json = Vec::new();
            super::serialize(d, &mut serde_json::Serializer::new(&mut json)).unwrap();
            let back: DeckList =
                super::deserialize(&mut serde_json::Deserializer::from_slice(&json)).unwrap();
            assert_eq!(&back, d, "{}", d.name);
        }
    }
}
