//! Card facts: what every card of every set is (title, set, house, type,
//! power, armor, Æmber bonus, keywords, traits, rarity), read from the generated
//! table (`table.rs`, written by `scripts/import_cards.py` from the
//! community card packs).
//!
//! The bottom layer of keysim: it names nothing above it. The rules engine
//! knows cards only through these facts; what a card does is card
//! behaviour, in the crates of each set above the engine. A deck list
//! ([`DeckList`]) is facts too: the cards a player brings.

mod db;
mod deck_list;
mod enhance;
mod gigantic;
mod table;

pub use db::{all, by_name, by_slug, get, set_codes, suggest_names, CardId};
pub use deck_list::{DeckCard, DeckList};
pub use gigantic::Half;

/// Trait constants (`traits::BEAST`, `traits::KNIGHT`, ...).
pub use table::t as traits;

use std::fmt;

/// A KeyForge house. `Neutral` stands for the few card records that have no
/// playable house (archon powers, prophecies, the tide).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[repr(u8)]
pub enum House {
    Brobnar,
    Dis,
    Ekwidon,
    Geistoid,
    Keyraken,
    Logos,
    Mars,
    Ouboros,
    Redemption,
    Sanctum,
    Saurian,
    Shadows,
    Skyborn,
    StarAlliance,
    Unfathomable,
    Untamed,
    #[default]
    Neutral,
}

/// The number of houses ([`House::ALL`]).
pub const HOUSE_COUNT: usize = 17;

impl House {
    /// Every house, in declaration order.
    pub const ALL: [House; HOUSE_COUNT] = [
        House::Brobnar,
        House::Dis,
        House::Ekwidon,
        House::Geistoid,
        House::Keyraken,
        House::Logos,
        House::Mars,
        House::Ouboros,
        House::Redemption,
        House::Sanctum,
        House::Saurian,
        House::Shadows,
        House::Skyborn,
        House::StarAlliance,
        House::Unfathomable,
        House::Untamed,
        House::Neutral,
    ];

    /// Parses a house name as the card packs and deck files spell it
    /// (`"staralliance"`, `"Star Alliance"`, `"star-alliance"` all work).
    pub fn parse(s: &str) -> Option<House> {
        let key: String = s
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        Some(match key.as_str() {
            "brobnar" => House::Brobnar,
            "dis" => House::Dis,
            "ekwidon" => House::Ekwidon,
            "geistoid" => House::Geistoid,
            "keyraken" => House::Keyraken,
            "logos" => House::Logos,
            "mars" => House::Mars,
            "ouboros" => House::Ouboros,
            "redemption" => House::Redemption,
            "sanctum" => House::Sanctum,
            "saurian" => House::Saurian,
            "shadows" => House::Shadows,
            "skyborn" => House::Skyborn,
            "staralliance" => House::StarAlliance,
            "unfathomable" => House::Unfathomable,
            "untamed" => House::Untamed,
            "archonpower" | "prophecy" | "thetide" | "neutral" => House::Neutral,
            _ => return None,
        })
    }

    /// The house's display name.
    pub fn name(self) -> &'static str {
        match self {
            House::Brobnar => "Brobnar",
            House::Dis => "Dis",
            House::Ekwidon => "Ekwidon",
            House::Geistoid => "Geistoid",
            House::Keyraken => "Keyraken",
            House::Logos => "Logos",
            House::Mars => "Mars",
            House::Ouboros => "Ouboros",
            House::Redemption => "Redemption",
            House::Sanctum => "Sanctum",
            House::Saurian => "Saurian",
            House::Shadows => "Shadows",
            House::Skyborn => "Skyborn",
            House::StarAlliance => "Star Alliance",
            House::Unfathomable => "Unfathomable",
            House::Untamed => "Untamed",
            House::Neutral => "Neutral",
        }
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A card's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum CardType {
    Action,
    Artifact,
    Creature,
    Upgrade,
    /// Token creatures (from Winds of Exchange on); they never start in a deck.
    TokenCreature,
    /// Archon powers, prophecies and the tide: not playable from a deck.
    Other,
}

/// A set of printed keywords, as bit flags. Numeric keywords (assault,
/// hazardous, splash-attack) are separate fields of [`CardDef`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Keywords(pub u32);

impl Keywords {
    pub const NONE: Keywords = Keywords(0);
    pub const ELUSIVE: Keywords = Keywords(1 << 0);
    pub const TAUNT: Keywords = Keywords(1 << 1);
    pub const SKIRMISH: Keywords = Keywords(1 << 2);
    pub const POISON: Keywords = Keywords(1 << 3);
    pub const DEPLOY: Keywords = Keywords(1 << 4);
    pub const ALPHA: Keywords = Keywords(1 << 5);
    pub const OMEGA: Keywords = Keywords(1 << 6);
    pub const INVULNERABLE: Keywords = Keywords(1 << 7);
    pub const TREACHERY: Keywords = Keywords(1 << 8);
    pub const VERSATILE: Keywords = Keywords(1 << 9);
    pub const ENTRENCH: Keywords = Keywords(1 << 10);

    /// Whether every flag of `other` is set.
    pub const fn contains(self, other: Keywords) -> bool {
        self.0 & other.0 == other.0
    }
    /// The union of both sets.
    pub const fn with(self, other: Keywords) -> Keywords {
        Keywords(self.0 | other.0)
    }
    /// This set without the flags of `other`.
    pub const fn without(self, other: Keywords) -> Keywords {
        Keywords(self.0 & !other.0)
    }
}

/// A creature trait ("Knight", "Beast", ...), interned: the names live in
/// [`Trait::name`]'s table, generated with the card table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Trait(pub u8);

impl Trait {
    /// How many traits there are: every [`Trait`] number is below it.
    pub const COUNT: usize = table::TRAIT_NAMES.len();

    /// The trait's name in lower case, as the card packs spell it.
    pub fn name(self) -> &'static str {
        table::TRAIT_NAMES[self.0 as usize]
    }

    /// Looks a trait up by its (case-insensitive) name.
    pub fn parse(name: &str) -> Option<Trait> {
        table::TRAIT_NAMES
            .iter()
            .position(|t| t.eq_ignore_ascii_case(name))
            .map(|i| Trait(i as u8))
    }
}

/// Static facts about one card record: what is printed on it, never its
/// rules text. One record per (set, card, house).
#[derive(Debug)]
pub struct CardDef {
    /// The community slug, e.g. `"looter-goblin"`; stable across reprints.
    pub slug: &'static str,
    /// The printed title.
    pub name: &'static str,
    /// The set's short code, e.g. `"CotA"`.
    pub set: &'static str,
    /// The numeric expansion id (341 = Call of the Archons, ...).
    pub expansion: u16,
    /// The collector number as printed, e.g. `"041"`.
    pub number: &'static str,
    pub house: House,
    pub kind: CardType,
    pub power: u8,
    pub armor: u8,
    /// The printed Æmber bonus.
    pub amber: u8,
    pub keywords: Keywords,
    pub assault: u8,
    pub hazardous: u8,
    pub splash: u8,
    pub traits: &'static [Trait],
    /// The printed rarity (what the deck generator draws by).
    pub rarity: Rarity,
}

/// A card's printed rarity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Rarity {
    Common,
    Uncommon,
    Rare,
    /// Cards outside the usual rarity distribution (some of Mass Mutation's
    /// gigantic creatures, later sets' specials).
    Special,
    /// An alternative printing of a card.
    Variant,
    /// Cards every deck of a set holds a fixed share of (anomalies, ...).
    Fixed,
    /// The Evil Twin printings of Dark Tidings.
    EvilTwin,
    /// Token creatures, never in a deck.
    Token,
    /// The tide card.
    Tide,
}

impl CardDef {
    /// Whether the card has the given trait.
    pub fn has_trait(&self, t: Trait) -> bool {
        self.traits.contains(&t)
    }

    /// Whether the card is an anomaly (collector numbers `A01`, `A02`, …):
    /// printed without a house of its own (the card data files it under
    /// Brobnar), it plays as the house a deck lists it under.
    pub fn is_anomaly(&self) -> bool {
        let digits = self.number.strip_prefix('A').unwrap_or("");
        !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
    }
}

/// Bonus icons added to one copy of a card by enhancement that resolve
/// when it is played (the printed Æmber bonus is [`CardDef::amber`]), in
/// the order Æmber, capture, damage, draw, discard, after the printed Æmber
/// bonus. House icons, which do not resolve, are [`DeckCard::house_icons`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Icons {
    pub amber: u8,
    pub capture: u8,
    pub damage: u8,
    pub draw: u8,
    /// Discard icons: each discards a card from the player's hand.
    pub discard: u8,
}

impl Icons {
    /// No enhancement.
    pub const NONE: Icons = Icons {
        amber: 0,
        capture: 0,
        damage: 0,
        draw: 0,
        discard: 0,
    };

    /// Whether no icon is present.
    pub fn is_empty(&self) -> bool {
        *self == Icons::NONE
    }

    /// The icons as (count, name) pairs, in the order they resolve: the
    /// names deck formats write (`amber`, `capture`, `damage`, `draw`,
    /// `discard`).
    pub fn counted(&self) -> [(u8, &'static str); 5] {
        [
            (self.amber, "amber"),
            (self.capture, "capture"),
            (self.damage, "damage"),
            (self.draw, "draw"),
            (self.discard, "discard"),
        ]
    }
}
