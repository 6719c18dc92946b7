//! Deck lists in a job's parameters: stored as the lines of the text deck
//! format ([`DeckList::to_text`]), which read back to an identical deck.
//!
//! A result log's header holds its job's parameters, decks included, so a
//! job can be rebuilt from the log alone (`keysim merge`, `--resume`): with
//! these impls a parameter struct derives `Serialize` and `Deserialize` with
//! `DeckList` (or `Vec<DeckList>`) fields.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::deck::DeckList;

/// A deck as stored: its name and the lines of its text form.
#[derive(Serialize, Deserialize)]
struct StoredDeck {
    name: String,
    cards: Vec<String>,
}

impl Serialize for DeckList {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let text = self.to_text();
        StoredDeck {
            name: self.name.clone(),
            cards: text
                .lines()
                .filter(|l| !l.is_empty())
                .map(str::to_string)
                .collect(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for DeckList {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<DeckList, D::Error> {
        let stored = StoredDeck::deserialize(deserializer)?;
        let mut text = stored.cards.join("\n");
        text.push('\n');
        let mut deck = DeckList::from_text(&text)
            .map_err(|e| D::Error::custom(format!("deck \"{}\": {e}", stored.name)))?;
        deck.name = stored.name;
        Ok(deck)
    }
}

#[cfg(test)]
mod tests {
    use crate::deck::{self, DeckList};

    #[test]
    fn every_embedded_deck_reads_back_identical() {
        for d in deck::embedded() {
            let json = serde_json::to_string(d).unwrap();
            let back: DeckList = serde_json::from_str(&json).unwrap();
            assert_eq!(&back, d, "{}", d.name);
        }
    }
}
