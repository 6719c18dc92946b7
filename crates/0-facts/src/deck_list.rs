//! A deck list as plain facts (the cards a player brings and how each copy
//! plays): the engine starts games from it; the deck formats that read and
//! write it live above the engine, in the `keysim-decks` crate.

use super::{CardDef, CardId, House, Icons};

/// A validated deck list: a name, exactly three distinct houses (sorted), and
/// 36 cards (`deck::DECK_SIZE`), one entry per physical copy, in a stable order
/// (house, then collector number, then set, then slug; identical copies are
/// adjacent).
///
/// Some decks bring cards that are not in the 36 (from Winds of Exchange
/// on): the token creature type the deck makes its tokens as, its
/// prophecies (Prophetic Visions) and its archon power (Crucible Clash).
///
/// The fields are public for reading; build decks with the loaders of
/// `keysim-decks` (`DeckListExt::new`) so that the invariants hold.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct DeckList {
    pub name: String,
    pub houses: [House; 3],
    pub cards: Vec<DeckCard>,
    /// The deck's token creature type: the record each token creature the
    /// deck makes is a copy of (a card of type `TokenCreature`).
    pub token: Option<CardId>,
    /// The deck's prophecy cards, outside the deck (in the order listed).
    pub prophecies: Vec<CardId>,
    /// The deck's archon power, outside the deck.
    pub archon_power: Option<CardId>,
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
    /// House icons added to this copy by enhancement, a bit per house
    /// (`1 << House as u16`; never [`House::Neutral`]): the copy belongs to
    /// those houses as well.
    pub house_icons: u16,
}

impl DeckCard {
    /// A plain copy of `card`: its printed house, no enhancement.
    pub fn new(card: CardId) -> DeckCard {
        DeckCard {
            card,
            house: card.def().house,
            maverick: false,
            enhancements: Icons::NONE,
            house_icons: 0,
        }
    }

    /// A maverick copy of `card` that plays as `house`.
    pub fn maverick(card: CardId, house: House) -> DeckCard {
        DeckCard {
            card,
            house,
            maverick: true,
            enhancements: Icons::NONE,
            house_icons: 0,
        }
    }

    /// This copy with the given enhancement icons.
    pub fn with_enhancements(mut self, icons: Icons) -> DeckCard {
        self.enhancements = icons;
        self
    }

    /// This copy with a house icon of `house` added (none for
    /// [`House::Neutral`], which no icon shows).
    pub fn with_house_icon(mut self, house: House) -> DeckCard {
        self.house_icons |= (1u32 << house as u32) as u16;
        self
    }

    /// Whether this copy has a house icon of `house`.
    pub fn has_house_icon(&self, house: House) -> bool {
        u32::from(self.house_icons) & (1 << house as u32) != 0
    }

    /// The houses of this copy's house icons, in house order.
    pub fn house_icon_houses(&self) -> impl Iterator<Item = House> + '_ {
        House::ALL.into_iter().filter(|&h| self.has_house_icon(h))
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
            (e.amber, e.capture, e.damage, e.draw, e.discard),
            self.house_icons,
        )
    }
}
