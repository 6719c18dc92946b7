//! Decks of KeyForge's deck JSON: what the community deck site
//! (decksofkeyforge.com) answers for a deck, as users save it.
//!
//! ```text
//! { "deck": { "name": …, "expansion": "WORLDS_COLLIDE",
//!             "housesAndCards": [
//!               { "house": "Brobnar",
//!                 "cards": [ { "cardTitle": "Ballcano", "maverick": false,
//!                              "anomaly": false, "enhanced": true,
//!                              "bonusAember": 1, "bonusCapture": 0, …,
//!                              "bonusHouses": ["Dis"] }, … ] }, … ] },
//!   "sasVersion": … }
//! ```
//!
//! The deck object may also stand alone (without the `deck` wrapper), as
//! in lists of decks. Each card entry is one copy, listed under the house
//! it plays as: a maverick or an anomaly plays as that house. Bonus icons
//! are counts (`bonusAember`, `bonusCapture`, `bonusDamage`, `bonusDraw`,
//! `bonusDiscard`); house icons are a list (`bonusHouses`) or one flag per
//! house (`bonusLogos: true`). Fields not named here (ratings, statistics,
//! image addresses) are ignored.
//!
//! Each deck becomes the [`RawDeck`] shape of the other JSON formats, one
//! entry per copy, so the same lookup and validation apply.

use super::json::{RawCard, RawDeck};
use super::{DeckError, Origin};
use serde::Deserialize;
use serde_json::{Map, Value};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Deck {
    name: Option<String>,
    expansion: Option<Value>,
    houses_and_cards: Vec<HouseCards>,
}

#[derive(Deserialize)]
struct HouseCards {
    house: String,
    #[serde(default)]
    cards: Vec<Map<String, Value>>,
}

/// Decks of KeyForge's expansion names and the set codes of the card data.
const EXPANSIONS: &[(&str, &str)] = &[
    ("CALL_OF_THE_ARCHONS", "CotA"),
    ("AGE_OF_ASCENSION", "AoA"),
    ("WORLDS_COLLIDE", "WC"),
    ("MASS_MUTATION", "MM"),
    ("DARK_TIDINGS", "DT"),
    ("WINDS_OF_EXCHANGE", "WoE"),
    ("GRIM_REMINDERS", "GR"),
    ("AEMBER_SKIES", "AS"),
    ("TOKENS_OF_CHANGE", "ToC"),
    ("MORE_MUTATION", "MoMu"),
    ("CRUCIBLE_CLASH", "CC"),
    ("PROPHETIC_VISIONS", "PV"),
    ("DRACONIAN_MEASURES", "DM"),
    ("MENAGERIE_2024", "MG24"),
    ("VAULT_MASTERS_2025", "VM25"),
];

/// The deck object of a Decks of KeyForge answer, if `item` is one: the
/// value of its `deck` field, or `item` itself, holding `housesAndCards`.
fn deck_object(item: &Value) -> Option<&Value> {
    let deck = item.get("deck").unwrap_or(item);
    deck.get("housesAndCards")
        .is_some_and(Value::is_array)
        .then_some(deck)
}

/// Whether a JSON value looks like a Decks of KeyForge deck.
pub(super) fn is_dok(item: &Value) -> bool {
    deck_object(item).is_some()
}

/// The deck of a Decks of KeyForge answer, in the shape of the other JSON
/// formats.
pub(super) fn deck(item: &Value, file: &str) -> Result<RawDeck, DeckError> {
    let malformed = |e: serde_json::Error| DeckError::Format {
        at: Origin::file(file),
        message: format!("malformed Decks of KeyForge deck: {e}"),
    };
    let value = deck_object(item).unwrap_or(item);
    let deck = Deck::deserialize(value).map_err(malformed)?;
    // The site's expansion names; a name it does not know leaves the
    // cards to their earliest printings.
    let expansion = deck.expansion.map(|e| match &e {
        Value::String(s) => EXPANSIONS
            .iter()
            .find(|(dok, _)| dok.eq_ignore_ascii_case(s))
            .map_or(e.clone(), |(_, code)| Value::String(code.to_string())),
        _ => e,
    });
    let mut houses = Vec::new();
    let mut cards = Vec::new();
    for group in deck.houses_and_cards {
        houses.push(group.house.clone());
        for card in &group.cards {
            cards.push(copy(card, &group.house, file)?);
        }
    }
    Ok(RawDeck {
        name: deck.name,
        houses,
        expansion,
        cards,
        token: None,
        prophecies: Vec::new(),
        archon_power: None,
    })
}

/// One card entry: a copy listed under `house`.
fn copy(card: &Map<String, Value>, house: &str, file: &str) -> Result<RawCard, DeckError> {
    let Some(title) = card.get("cardTitle").and_then(Value::as_str) else {
        return Err(DeckError::Format {
            at: Origin::file(file),
            message: format!("a card entry under {house} has no \"cardTitle\"; name the card"),
        });
    };
    let flag = |field: &str| card.get(field).and_then(Value::as_bool).unwrap_or(false);
    let listed = Value::String(house.to_string());
    let mut enhancements = Vec::new();
    for (field, word) in [
        ("bonusAember", "amber"),
        ("bonusCapture", "capture"),
        ("bonusDamage", "damage"),
        ("bonusDraw", "draw"),
        ("bonusDiscard", "discard"),
    ] {
        let n = card.get(field).and_then(Value::as_u64).unwrap_or(0);
        enhancements.extend((0..n).map(|_| word.to_string()));
    }
    if let Some(Value::Array(bonus_houses)) = card.get("bonusHouses") {
        enhancements.extend(
            bonus_houses
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_string),
        );
    }
    for (field, value) in card {
        let house_flag = field
            .strip_prefix("bonus")
            .filter(|_| value == &Value::Bool(true));
        if let Some(h) = house_flag {
            // The site spells one of these flags `bonusBobnar`.
            enhancements.push(if h == "Bobnar" { "Brobnar" } else { h }.to_string());
        }
    }
    Ok(RawCard {
        id: None,
        number: None,
        name: Some(title.to_string()),
        house: Some(house.to_string()),
        count: 1,
        maverick: flag("maverick").then(|| listed.clone()),
        anomaly: flag("anomaly").then_some(listed),
        enhancements,
        expansion: None,
    })
}
