//! The Master Vault's deck JSON: what a user saves from the official deck
//! site's deck page (`/api/decks/ID/?links=cards`).
//!
//! ```text
//! { "data": { "name": …, "expansion": 341,
//!             "_links": { "houses": ["Brobnar", …], "cards": [card id, …] },
//!             "bonus_icons": [ { "card_id": …, "bonus_icons": ["amber", …] } ] },
//!   "_linked": { "cards": [ { "id": …, "card_title": …, "house": …,
//!                             "card_number": "219", "expansion": 341,
//!                             "is_maverick": true, … } ] } }
//! ```
//!
//! `_links.cards` (or `data.cards`) repeats a card's id once per copy.
//! `_linked.cards` describes each id once; a maverick has its own id, with
//! the house it plays as and `is_maverick` (an anomaly, `is_anomaly`,
//! also plays as the house given, and is no maverick). `bonus_icons` has one entry per
//! enhanced copy, in the order of the copies. A page of decks (`data` an
//! array, one `_linked` for all) gives each of its decks.
//!
//! Each deck becomes the [`RawDeck`] shape of the other JSON formats, one
//! entry per copy, so the same lookup and validation apply.

use super::json::{RawCard, RawDeck};
use super::{DeckError, Origin};
use serde::Deserialize;
use serde_json::Value;
use std::collections::HashMap;

#[derive(Deserialize)]
struct Response {
    data: Value,
    #[serde(rename = "_linked")]
    linked: Option<Linked>,
}

#[derive(Deserialize)]
struct Data {
    name: Option<String>,
    expansion: Option<Value>,
    #[serde(rename = "_links")]
    links: Option<Links>,
    cards: Option<Vec<String>>,
    #[serde(default)]
    bonus_icons: Option<Vec<BonusIcons>>,
}

#[derive(Deserialize)]
struct Links {
    #[serde(default)]
    houses: Vec<String>,
    cards: Option<Vec<String>>,
}

#[derive(Deserialize, Default)]
struct Linked {
    #[serde(default)]
    cards: Vec<Card>,
}

#[derive(Deserialize)]
struct Card {
    id: String,
    card_title: String,
    house: String,
    card_number: Option<Value>,
    expansion: Option<Value>,
    #[serde(default)]
    is_maverick: bool,
    #[serde(default)]
    is_anomaly: bool,
}

#[derive(Deserialize)]
struct BonusIcons {
    card_id: String,
    #[serde(default)]
    bonus_icons: Vec<String>,
}

/// Whether a JSON value looks like a Master Vault deck response: a `data`
/// object (or array of them) with `_links` or `cards`.
pub(super) fn is_master_vault(item: &Value) -> bool {
    let deck_like = |d: &Value| d.get("_links").is_some() || d.get("cards").is_some();
    match item.get("data") {
        Some(Value::Array(decks)) => !decks.is_empty() && decks.iter().all(deck_like),
        Some(d) => deck_like(d),
        None => false,
    }
}

/// The decks of a Master Vault deck response, in the shape of the other JSON
/// formats.
pub(super) fn decks(item: &Value, file: &str) -> Result<Vec<RawDeck>, DeckError> {
    let malformed = |e: serde_json::Error| DeckError::Format {
        at: Origin::file(file),
        message: format!("malformed Master Vault deck: {e}"),
    };
    let response = Response::deserialize(item).map_err(malformed)?;
    let linked = response.linked.unwrap_or_default();
    let by_id: HashMap<&str, &Card> = linked.cards.iter().map(|c| (c.id.as_str(), c)).collect();
    let datas: Vec<&Value> = match &response.data {
        Value::Array(decks) => decks.iter().collect(),
        one => vec![one],
    };
    datas
        .into_iter()
        .map(|d| {
            let data = Data::deserialize(d).map_err(malformed)?;
            deck(data, &by_id, file)
        })
        .collect()
}

fn deck(data: Data, by_id: &HashMap<&str, &Card>, file: &str) -> Result<RawDeck, DeckError> {
    let at = match &data.name {
        Some(name) => Origin::file(file).in_deck(name),
        None => Origin::file(file),
    };
    let (houses, ids) = match data.links {
        Some(links) => (links.houses, links.cards.or(data.cards)),
        None => (Vec::new(), data.cards),
    };
    let ids = ids.unwrap_or_default();
    if ids.is_empty() {
        return Err(DeckError::Format {
            at,
            message: "the Master Vault deck lists no card id in data._links.cards; save the \
                      deck page with its cards (…/api/decks/ID/?links=cards)"
                .into(),
        });
    }
    // Each enhanced copy has its own entry; copies take them in order.
    let mut icons: HashMap<&str, Vec<Vec<String>>> = HashMap::new();
    for entry in data.bonus_icons.iter().flatten().rev() {
        icons
            .entry(entry.card_id.as_str())
            .or_default()
            .push(entry.bonus_icons.clone());
    }
    let mut cards = Vec::with_capacity(ids.len());
    for id in &ids {
        let Some(card) = by_id.get(id.as_str()) else {
            return Err(DeckError::Format {
                at,
                message: format!(
                    "card id {id} of data._links.cards is not in _linked.cards; save the deck \
                     page with its cards (…/api/decks/ID/?links=cards)"
                ),
            });
        };
        let enhancements = icons
            .get_mut(id.as_str())
            .and_then(Vec::pop)
            .unwrap_or_default();
        // A maverick, or an anomaly (a card of no house that a deck holds
        // in one of its houses), plays as the house the site gives it; the
        // validation makes an anomaly no maverick.
        let plays_elsewhere = card.is_maverick || card.is_anomaly;
        cards.push(RawCard {
            id: None,
            number: card.card_number.clone(),
            name: Some(card.card_title.clone()),
            house: (!plays_elsewhere).then(|| card.house.clone()),
            count: 1,
            maverick: plays_elsewhere.then(|| Value::String(card.house.clone())),
            anomaly: None,
            enhancements,
            expansion: card.expansion.clone(),
        });
    }
    Ok(RawDeck {
        name: data.name,
        houses,
        expansion: data.expansion,
        cards,
        token: None,
        prophecies: Vec::new(),
        archon_power: None,
    })
}
