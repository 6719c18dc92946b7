//! JSON deck files: an array of decks or a single deck object.
//!
//! Two shapes are read by the same code, since they share `name`, `houses`,
//! `expansion` and `cards`:
//!
//! - the project's shape (`decks/cota-decks.json`): each card entry has `id`
//!   (slug), `number`, `name`, `house` (printed), `type`, `count`, and for a
//!   maverick `maverick: "<house it plays as>"`;
//! - the online engine's shape (`decks/mm-decks-keyteki-format.json`): each
//!   card entry has `id` and `count`, optional `enhancements` (one icon per
//!   entry: `"amber"`, `"capture"`, `"damage"`, `"draw"`, `"discard"`, or
//!   a house for a house icon, `"brobnar"`; every copy of the entry gets
//!   them) and optional `maverick: "<house>"`.
//!
//! Both may name the cards a deck brings beside its 36: `token` (the token
//! creature type; `tokenCard` also), `prophecies` (a list) and
//! `archon_power` (`archonPower` also), each by slug or title.
//!
//! A Master Vault deck response (`data` + `_linked`) and a Decks of
//! KeyForge deck (`housesAndCards`) are turned into the same shape first
//! (`master_vault`, `dok`). Anything else is refused as not a deck.
//!
//! A card is looked up by `id`, else by `name`, else by `number`, in the
//! deck's `expansion` first (then any set: the online engine lists reprints
//! under the reprinting set). Unknown fields are ignored.

use super::Extras;
use super::{add_icon, build, find_card, infer_houses, parse_expansion, unknown_icon_message};
use super::{DeckCard, DeckError, DeckList, Origin, DECK_SIZE};
use keysim_facts::{self as cards, CardId, House, Icons};
use serde::Deserialize;
use serde_json::Value;
use std::path::Path;

#[derive(Deserialize)]
pub(super) struct RawDeck {
    pub(super) name: Option<String>,
    #[serde(default)]
    pub(super) houses: Vec<String>,
    pub(super) expansion: Option<Value>,
    #[serde(default)]
    pub(super) cards: Vec<RawCard>,
    /// The token creature type (slug or title).
    #[serde(default, alias = "tokenCard", alias = "token_card")]
    pub(super) token: Option<String>,
    /// The prophecies (slugs or titles).
    #[serde(default)]
    pub(super) prophecies: Vec<String>,
    /// The archon power (slug or title).
    #[serde(default, alias = "archonPower")]
    pub(super) archon_power: Option<String>,
}

#[derive(Deserialize)]
pub(super) struct RawCard {
    pub(super) id: Option<String>,
    pub(super) number: Option<Value>,
    pub(super) name: Option<String>,
    pub(super) house: Option<String>,
    #[serde(default = "one")]
    pub(super) count: u32,
    pub(super) maverick: Option<Value>,
    /// An anomaly's mark: `true`, or the house it plays as (`"dis"`).
    #[serde(default)]
    pub(super) anomaly: Option<Value>,
    /// One word per icon, from a list (`["draw", "draw"]`) or counts
    /// (`{"draw": 2}`).
    #[serde(default, deserialize_with = "icon_words")]
    pub(super) enhancements: Vec<String>,
    pub(super) expansion: Option<Value>,
}

fn one() -> u32 {
    1
}

/// A card entry's enhancements, one word per icon: a list of words, or
/// counts by word (`{"draw": 1, "aember": 2}`, as the rated deck lists
/// write them). A count's `"enhanced": true` only says that the copy is
/// enhanced: without its icons, the copy is read plain.
fn icon_words<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Words {
        List(Vec<String>),
        Counts(std::collections::BTreeMap<String, Value>),
    }
    Ok(match Words::deserialize(d)? {
        Words::List(words) => words,
        Words::Counts(counts) => {
            let mut words = Vec::new();
            for (word, n) in counts {
                if word == "enhanced" && n.is_boolean() {
                    continue;
                }
                let n = n.as_u64().filter(|&n| n <= 9).ok_or_else(|| {
                    serde::de::Error::custom(format!(
                        "enhancement count {n} for \"{word}\"; give a number from 0 to 9"
                    ))
                })?;
                words.extend((0..n).map(|_| word.clone()));
            }
            words
        }
    })
}

/// Parses a JSON deck file's contents: one deck object, an array of them,
/// or a Master Vault deck response (see [`master_vault`]).
pub(super) fn parse(contents: &str, file: &str) -> Result<Vec<DeckList>, DeckError> {
    let json_error = |e: serde_json::Error| {
        let full = e.to_string();
        let suffix = format!(" at line {} column {}", e.line(), e.column());
        DeckError::Json {
            file: file.to_string(),
            line: e.line(),
            column: e.column(),
            message: full.strip_suffix(&suffix).unwrap_or(&full).to_string(),
        }
    };
    let trimmed = contents.trim_start_matches('\u{feff}');
    let value: Value = serde_json::from_str(trimmed).map_err(json_error)?;
    let items: Vec<&Value> = match &value {
        Value::Array(items) => items.iter().collect(),
        one => vec![one],
    };
    if items.is_empty() {
        return Err(DeckError::Format {
            at: Origin::file(file),
            message: "the file holds no deck (an empty JSON array); add a deck object".into(),
        });
    }
    let shapes = items
        .iter()
        .enumerate()
        .map(|(i, item)| shape_of(item, file, value.is_array().then_some(i)))
        .collect::<Result<Vec<Shape>, DeckError>>()?;
    let raw: Vec<RawDeck> = if shapes.iter().all(|s| *s == Shape::Plain) {
        // Deserialise from the text, so a field of the wrong type is
        // reported with its line and column.
        if value.is_array() {
            serde_json::from_str(trimmed).map_err(json_error)?
        } else {
            vec![serde_json::from_str(trimmed).map_err(json_error)?]
        }
    } else {
        let mut raw = Vec::new();
        for (item, shape) in items.iter().zip(&shapes) {
            match shape {
                Shape::Plain => {
                    raw.push(RawDeck::deserialize(*item).map_err(|e| DeckError::Format {
                        at: Origin::file(file),
                        message: format!("malformed deck object: {e}"),
                    })?)
                }
                Shape::MasterVault => raw.extend(super::master_vault::decks(item, file)?),
                Shape::DecksOfKeyForge => raw.push(super::dok::deck(item, file)?),
            }
        }
        raw
    };
    let several = raw.len() > 1;
    raw.into_iter()
        .enumerate()
        .map(|(i, deck)| {
            let fallback = file_stem(file);
            let fallback = if several {
                format!("{fallback} #{}", i + 1)
            } else {
                fallback
            };
            convert(deck, file, fallback)
        })
        .collect()
}

/// The shapes of JSON deck objects.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// `name`, `houses`, `expansion`, `cards` (project and online engine).
    Plain,
    /// A Master Vault deck response: `data` and `_linked`.
    MasterVault,
    /// A Decks of KeyForge deck: `housesAndCards`, alone or in `deck`.
    DecksOfKeyForge,
}

/// Which deck shape a JSON value has, or an error saying it is no deck.
/// `index` is the item's place in the file's array, if the file is one.
fn shape_of(item: &Value, file: &str, index: Option<usize>) -> Result<Shape, DeckError> {
    let which = match index {
        Some(i) => format!("item {} of the array", i + 1),
        None => "the file".to_string(),
    };
    let Value::Object(fields) = item else {
        return Err(DeckError::NotADeck {
            file: file.to_string(),
            reason: format!("{which} is {}, not a deck object", json_kind(item)),
        });
    };
    if fields.contains_key("cards") {
        return Ok(Shape::Plain);
    }
    if super::master_vault::is_master_vault(item) {
        return Ok(Shape::MasterVault);
    }
    if super::dok::is_dok(item) {
        return Ok(Shape::DecksOfKeyForge);
    }
    let mut keys: Vec<String> = fields.keys().take(6).map(|k| format!("\"{k}\"")).collect();
    if fields.len() > keys.len() {
        keys.push("…".into());
    }
    let found = if keys.is_empty() {
        "no field".to_string()
    } else {
        format!("the fields {}", keys.join(", "))
    };
    Err(DeckError::NotADeck {
        file: file.to_string(),
        reason: format!(
            "{which} is a JSON object with {found} but no \"cards\" list (nor the Master \
             Vault's \"data\" with \"_links\", nor a Decks of KeyForge deck)"
        ),
    })
}

/// "a number", "a string", ... for an error message.
fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn file_stem(file: &str) -> String {
    Path::new(file)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| file.to_string())
}

/// A JSON value naming a set: a number, or a string holding a number or a
/// set code.
fn expansion_of(v: &Value, at: &Origin) -> Result<u16, DeckError> {
    let found = match v {
        Value::Number(n) => n.as_u64().and_then(|n| u16::try_from(n).ok()),
        Value::String(s) => parse_expansion(s),
        _ => None,
    };
    found.ok_or_else(|| DeckError::Format {
        at: at.clone(),
        message: format!(
            "unknown expansion {v}; use an expansion number such as 341 or a set code such as \
             \"CotA\""
        ),
    })
}

fn house_of(s: &str, at: &Origin) -> Result<House, DeckError> {
    House::parse(s).ok_or_else(|| DeckError::UnknownHouse {
        at: at.clone(),
        house: s.to_string(),
    })
}

fn convert(raw: RawDeck, file: &str, fallback_name: String) -> Result<DeckList, DeckError> {
    let name = raw
        .name
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .unwrap_or(fallback_name);
    let at = Origin::file(file).in_deck(&name);
    let expansion = raw
        .expansion
        .as_ref()
        .filter(|v| !v.is_null())
        .map(|v| expansion_of(v, &at))
        .transpose()?;
    let mut houses = Vec::new();
    for h in &raw.houses {
        houses.push(house_of(h, &at)?);
    }
    if houses.is_empty() && raw.cards.is_empty() {
        return Err(DeckError::Format {
            at,
            message: "the deck lists no card and no house; give its houses in \"houses\" and \
                      its 36 cards in \"cards\""
                .into(),
        });
    }

    let mut cards = Vec::new();
    for rc in &raw.cards {
        let (id, play, maverick) = card_of(rc, expansion, &houses, &at)?;
        if rc.count == 0 || rc.count as usize > DECK_SIZE {
            return Err(DeckError::Format {
                at: at.clone(),
                message: format!(
                    "count {} for \"{}\"; give a count from 1 to {DECK_SIZE}",
                    rc.count,
                    id.def().name
                ),
            });
        }
        let mut icons = Icons::NONE;
        let mut house_icons = 0;
        for word in &rc.enhancements {
            if !add_icon(&mut icons, &mut house_icons, word, 1) {
                return Err(DeckError::Format {
                    at: at.clone(),
                    message: unknown_icon_message(word, id.def().name),
                });
            }
        }
        let copy = DeckCard {
            card: id,
            house: play,
            maverick,
            enhancements: icons,
            house_icons,
        };
        for _ in 0..rc.count {
            cards.push((copy, at.clone()));
        }
    }
    if houses.is_empty() {
        houses = infer_houses(&cards);
    }
    let extras = Extras {
        token: raw.token.map(|t| (t, at.clone())),
        prophecies: raw
            .prophecies
            .into_iter()
            .map(|p| (p, at.clone()))
            .collect(),
        archon_power: raw.archon_power.map(|a| (a, at.clone())),
    };
    let mut deck = build(name, &houses, cards, &Origin::file(file))?;
    extras.apply(&mut deck, expansion)?;
    Ok(deck)
}

/// Resolves one card entry: the record, the house the copies play as, and
/// whether they are mavericks.
fn card_of(
    rc: &RawCard,
    deck_expansion: Option<u16>,
    deck_houses: &[House],
    at: &Origin,
) -> Result<(CardId, House, bool), DeckError> {
    let expansion = match &rc.expansion {
        Some(v) if !v.is_null() => Some(expansion_of(v, at)?),
        _ => deck_expansion,
    };
    let printed = rc.house.as_deref().map(|h| house_of(h, at)).transpose()?;
    let maverick = marked_house(rc, "maverick", rc.maverick.as_ref(), printed, at)?;
    let anomaly = marked_house(rc, "anomaly", rc.anomaly.as_ref(), printed, at)?;

    // Houses to prefer, best first.
    let mut prefer: Vec<House> = Vec::new();
    prefer.extend(printed);
    prefer.extend(maverick);
    prefer.extend(deck_houses.iter().copied());

    let mut found = None;
    if let Some(slug) = rc.id.as_deref() {
        found = find_card(expansion, &prefer, |e, h| cards::by_slug(slug, e, h));
    }
    if found.is_none() {
        if let Some(name) = rc.name.as_deref() {
            found = find_card(expansion, &prefer, |e, h| cards::by_name(name, e, h));
        }
    }
    if found.is_none() && rc.id.is_none() && rc.name.is_none() {
        if let Some(number) = &rc.number {
            found = by_number(number, expansion, &prefer);
        }
    }
    let Some(id) = found else {
        let shown = rc
            .name
            .clone()
            .or_else(|| rc.id.clone())
            .or_else(|| rc.number.as_ref().map(|n| format!("number {n}")))
            .unwrap_or_else(|| "(a card entry with no id, name or number)".to_string());
        let query = rc
            .name
            .clone()
            .or_else(|| rc.id.as_ref().map(|s| s.replace('-', " ")))
            .unwrap_or_default();
        return Err(DeckError::UnknownCard {
            at: at.clone(),
            name: shown,
            suggestions: if query.is_empty() {
                Vec::new()
            } else {
                cards::suggest_names(&query, 3)
            },
        });
    };
    // An anomaly has no house of its own: it plays as the house the entry
    // lists it under.
    if id.def().is_anomaly() {
        if let Some(h) = maverick.or(anomaly).or(printed) {
            return Ok((id, h, false));
        }
    }
    Ok(match maverick {
        Some(h) => (id, h, true),
        None => (id, id.def().house, false),
    })
}

/// The house a card entry's `maverick` or `anomaly` mark names: a house
/// (`"logos"`), or `true` for the entry's own `house` (the house the copy
/// is listed under, as Decks of KeyForge and the rated deck lists write
/// it); `None` when unmarked (`false`, `null`, `""`).
fn marked_house(
    rc: &RawCard,
    field: &str,
    mark: Option<&Value>,
    listed: Option<House>,
    at: &Origin,
) -> Result<Option<House>, DeckError> {
    let card = || rc.id.as_deref().or(rc.name.as_deref()).unwrap_or("?");
    match mark {
        None | Some(Value::Null) | Some(Value::Bool(false)) => Ok(None),
        Some(Value::String(h)) if h.trim().is_empty() => Ok(None),
        Some(Value::String(h)) => Ok(Some(house_of(h, at)?)),
        Some(Value::Bool(true)) => match listed {
            Some(h) => Ok(Some(h)),
            None => Err(DeckError::Format {
                at: at.clone(),
                message: format!(
                    "\"{field}\": true on card {} without a \"house\"; give the house the copy \
                     plays as, e.g. \"{field}\": \"logos\"",
                    card()
                ),
            }),
        },
        Some(other) => Err(DeckError::Format {
            at: at.clone(),
            message: format!(
                "\"{field}\": {other} on card {}; give the house the copy plays as, e.g. \
                 \"{field}\": \"logos\"",
                card()
            ),
        }),
    }
}

/// Finds a card by collector number within an expansion.
fn by_number(number: &Value, expansion: Option<u16>, prefer: &[House]) -> Option<CardId> {
    let number = match number {
        Value::String(s) => s.trim().to_string(),
        Value::Number(n) => n.to_string(),
        _ => return None,
    };
    let same = |a: &str| a.trim_start_matches('0') == number.trim_start_matches('0');
    let candidates: Vec<CardId> = cards::all()
        .iter()
        .enumerate()
        .filter(|(_, def)| expansion.is_none_or(|e| def.expansion == e) && same(def.number))
        .map(|(i, _)| CardId(i as u16))
        .collect();
    prefer
        .iter()
        .find_map(|h| candidates.iter().copied().find(|c| c.def().house == *h))
        .or_else(|| candidates.first().copied())
}
