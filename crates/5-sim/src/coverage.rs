//! How much of a deck plays as printed: the share of its cards whose
//! abilities are implemented, and the titles that are not.
//!
//! A deck with unimplemented abilities plays a different game (those cards
//! keep only their power, armor, Æmber and keywords), so every report says
//! so instead of printing its win rate unqualified.

use serde::Serialize;

use keysim_cards as cards;
use keysim_decks::DeckList;

/// A deck's implemented cards (copies) and its missing titles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Coverage {
    /// Copies whose abilities are implemented.
    pub implemented: usize,
    /// Copies in the deck.
    pub cards: usize,
    /// The distinct titles not implemented, in deck order.
    pub missing: Vec<String>,
}

impl Coverage {
    /// The coverage of `deck`.
    pub fn of(deck: &DeckList) -> Coverage {
        let mut missing: Vec<String> = Vec::new();
        let mut implemented = 0;
        for c in &deck.cards {
            if cards::is_implemented(c.card) {
                implemented += 1;
            } else if !missing.iter().any(|m| m == c.def().name) {
                missing.push(c.def().name.to_string());
            }
        }
        Coverage {
            implemented,
            cards: deck.cards.len(),
            missing,
        }
    }

    /// Whether every card's abilities are implemented.
    pub fn is_complete(&self) -> bool {
        self.implemented == self.cards
    }

    /// Implemented copies over copies (1 for an empty deck).
    pub fn share(&self) -> f64 {
        if self.cards == 0 {
            1.0
        } else {
            self.implemented as f64 / self.cards as f64
        }
    }

    /// One line for a warning: `"<deck>": 30 of 36 cards implemented
    /// (83%); missing: A, B`.
    pub fn warning(&self, deck: &str) -> String {
        format!(
            "\"{deck}\": {} of {} cards implemented ({:.0}%), the others play with their \
             printed power, armor, Æmber and keywords only; missing: {}",
            self.implemented,
            self.cards,
            100.0 * self.share(),
            self.missing.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_decks as deck;

    #[test]
    fn starter_decks_are_complete() {
        let c = Coverage::of(&deck::resolve("radiant").unwrap());
        assert!(c.is_complete());
        assert_eq!(c.cards, 36);
        assert_eq!(c.share(), 1.0);
    }

    #[test]
    fn a_deck_of_a_set_not_implemented_yet_is_not() {
        let incomplete = Coverage::of(&deck::resolve("random:PV:1").unwrap());
        assert!(!incomplete.missing.is_empty());
        assert!(incomplete.share() < 1.0);
    }
}
