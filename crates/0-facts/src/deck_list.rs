//! A deck list as plain facts (the cards a player brings and how each copy
//! plays): the engine starts games from it; the deck formats that read and
//! write it live above the engine, in the `keysim-decks` crate.

use super::{CardDef, CardId, House, Icons};

/// A validated deck list: a name, exactly three distinct houses (sorted), and
/// 36 cards (`deck::DECK_SIZE`), one entry per physical copy, in a stable order
/// (house, then collector number, then set, then slug; identical copies are
/// adjacent).
///
/// The fields are public for reading; build decks with the loaders of
/// `keysim-decks` (`DeckListExt::new`) so that the invariants hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckList {
    pub name: String,
    pub houses: [House; 3],
    pub cards: Vec<DeckCard>,
}

impl DeckList {
    /// The number of cards (physical copies) in the deck.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the deck has no card (never true for a validated deck).
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

/// One physical copy of a card in a deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeckCard {
    /// The card record (printed facts).
    pub card: CardId,
    /// The house this copy plays as: the printed house, or the maverick house.
    pub house: House,
    /// Whether this copy is a maverick (plays as a house other than printed).
    pub maverick: bool,
    /// Bonus icons added to this copy by enhancement.
    pub enhancements: Icons,
}

impl DeckCard {
    /// A plain copy of `card`: its printed house, no enhancement.
    pub fn new(card: CardId) -> DeckCard {
        DeckCard {
            card,
            house: card.def().house,
            maverick: false,
            enhancements: Icons::NONE,
        }
    }

    /// A maverick copy of `card` that plays as `house`.
    pub fn maverick(card: CardId, house: House) -> DeckCard {
        DeckCard {
            card,
            house,
            maverick: true,
            enhancements: Icons::NONE,
        }
    }

    /// This copy with the given enhancement icons.
    pub fn with_enhancements(mut self, icons: Icons) -> DeckCard {
        self.enhancements = icons;
        self
    }

    /// The printed facts of the card.
    pub fn def(&self) -> &'static CardDef {
        self.card.def()
    }

    /// The stable sort key of a copy within a deck.
    pub fn sort_key(&self) -> impl Ord {
        let def = self.def();
        let e = self.enhancements;
        (
            self.house,
            def.number,
            def.expansion,
            def.slug,
            self.maverick,
            (e.amber, e.capture, e.damage, e.draw),
        )
    }
}
