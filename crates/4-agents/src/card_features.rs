//! A card described by what it is and what it does, never by its name:
//! the card-generic representation the learned network reads.
//!
//! A card's features are its printed facts (type, house, power, armor,
//! Æmber bonus, keywords, assault/hazardous/splash values, traits) and what
//! the engine knows of its behaviour as data ([`Behavior`]): which abilities
//! it has (play, reap, fight, before fight, action, omni, destroyed, leaves
//! play, scrap, a cost to use), what its steps ask for (cards in which
//! zones, how many, a house, a "may", modes, numbers), the numbers they
//! carry, which events its reactions hear and which kinds of constant
//! abilities it has. A card of a set no model trained on gets a meaningful
//! description from day one; a card whose abilities are not implemented
//! is described by its printed facts alone.
//!
//! The features are computed once per card record and kept in a read-only
//! table shared by every game ([`of`]).

use std::sync::OnceLock;

use keysim_engine::ability::Ability;
use keysim_engine::{Ask, Behavior, Events, OptionSpec, Param, Queries, Zones};
use keysim_facts::{all, CardDef, CardId, CardType, House, Keywords};

/// How many numbers describe a card.
pub const CARD_DIM: usize = 124;

/// Traits are folded into this many slots (trait index modulo the count),
/// so that a set's new traits still land somewhere.
const TRAIT_SLOTS: usize = 16;

/// The keywords described, one feature each.
const KEYWORDS: [Keywords; 11] = [
    Keywords::ELUSIVE,
    Keywords::TAUNT,
    Keywords::SKIRMISH,
    Keywords::POISON,
    Keywords::DEPLOY,
    Keywords::ALPHA,
    Keywords::OMEGA,
    Keywords::INVULNERABLE,
    Keywords::TREACHERY,
    Keywords::VERSATILE,
    Keywords::ENTRENCH,
];

/// The zones a target step may choose from, one feature each.
const TARGET_ZONES: [Zones; 8] = [
    Zones::CREATURES,
    Zones::ARTIFACTS,
    Zones::HAND,
    Zones::DISCARD,
    Zones::OPPONENT_HAND,
    Zones::OPPONENT_DISCARD,
    Zones::ARCHIVES,
    Zones::UPGRADES,
];

/// The events a reaction may hear, one feature each.
const HEARD: [Events; 10] = [
    Events::CARD_PLAYED,
    Events::FOUGHT,
    Events::DESTROYED,
    Events::REAPED,
    Events::TURN_ENDED,
    Events::KEY_FORGED,
    Events::TURN_STARTED,
    Events::USED,
    Events::DAMAGED,
    Events::AMBER_STOLEN,
];

/// The kinds of constant ability, one feature each.
const MODIFIES: [Queries; 8] = [
    Queries::POWER,
    Queries::KEYWORDS,
    Queries::ARMOR,
    Queries::PERMISSIONS,
    Queries::FIGHT,
    Queries::ECONOMY,
    Queries::READYING,
    Queries::HOUSES,
];

/// The features of a card record, written one after another.
struct Writer {
    out: [f32; CARD_DIM],
    at: usize,
}

impl Writer {
    fn push(&mut self, v: f32) {
        self.out[self.at] = v;
        self.at += 1;
    }

    fn flag(&mut self, b: bool) {
        self.push(b as u8 as f32);
    }
}

/// The abilities a card may have, in feature order.
fn abilities(b: &Behavior) -> [Ability; 10] {
    [
        b.play,
        b.reap,
        b.fight,
        b.before_fight,
        b.action,
        b.omni,
        b.destroyed,
        b.leaves_play,
        b.scrap,
        b.to_use,
    ]
}

/// The features of card `def` with behaviour `b` (see the module
/// documentation).
pub fn describe(def: &CardDef, b: &Behavior) -> [f32; CARD_DIM] {
    let mut w = Writer {
        out: [0.0; CARD_DIM],
        at: 0,
    };
    for kind in [
        CardType::Action,
        CardType::Artifact,
        CardType::Creature,
        CardType::Upgrade,
    ] {
        let creature = def.kind == CardType::TokenCreature && kind == CardType::Creature;
        w.flag(def.kind == kind || creature);
    }
    w.flag(def.kind == CardType::Other);
    w.push(def.power as f32 / 5.0);
    w.push(def.armor as f32 / 2.0);
    w.push(def.amber as f32 / 2.0);
    w.push(def.assault as f32 / 2.0);
    w.push(def.hazardous as f32 / 2.0);
    w.push(def.splash as f32 / 2.0);
    for k in KEYWORDS {
        w.flag(def.keywords.contains(k));
    }
    for h in House::ALL {
        w.flag(def.house == h);
    }
    let mut traits = [0.0f32; TRAIT_SLOTS];
    for t in def.traits {
        traits[t.0 as usize % TRAIT_SLOTS] = 1.0;
    }
    for t in traits {
        w.push(t);
    }
    // Which abilities, and how long each is.
    for a in abilities(b) {
        w.push(a.len().min(4) as f32 / 2.0);
    }
    // What the steps of every ability ask and carry.
    let (mut targets, mut many, mut optional) = (0.0f32, 0.0f32, 0.0f32);
    let mut zones = [0.0f32; TARGET_ZONES.len()];
    let (mut houses, mut may, mut modes, mut numbers, mut conditions) = (0.0, 0.0, 0.0, 0.0, 0.0);
    let (mut param_number, mut tallies, mut capturers, mut repeats) = (0.0f32, 0.0, 0.0, 0.0);
    for a in abilities(b)
        .into_iter()
        .chain(b.grants.map(abilities).into_iter().flatten())
    {
        for s in a.iter() {
            match s.ask {
                Ask::Nothing => {}
                Ask::Cards(t) => {
                    targets += 1.0;
                    many += (t.count.most() > 1) as u8 as f32;
                    optional += t.optional as u8 as f32;
                    for (z, &zone) in zones.iter_mut().zip(&TARGET_ZONES) {
                        if t.zones.contains(zone) {
                            *z += 1.0;
                        }
                    }
                }
                Ask::House(_) => houses += 1.0,
                Ask::Option(OptionSpec::May) => may += 1.0,
                // Naming a card is a choice among many options, as modes are.
                Ask::Option(OptionSpec::Modes(_)) | Ask::CardName => modes += 1.0,
                Ask::Option(OptionSpec::Number { .. }) | Ask::Number(_) => numbers += 1.0,
            }
            conditions += s.when.is_some() as u8 as f32;
            match s.param {
                Param::Number(n) => param_number += n.min(10) as f32,
                Param::Tally(_) => tallies += 1.0,
                Param::Capturers(c) => capturers += c.amount as f32,
                Param::Effect(_) => repeats += 1.0,
                Param::None | Param::House(_) | Param::Keywords(_) => {}
            }
        }
    }
    for v in [targets, many, optional] {
        w.push(v / 2.0);
    }
    for z in zones {
        w.push(z / 2.0);
    }
    for v in [houses, may, modes, numbers, conditions] {
        w.push(v / 2.0);
    }
    w.push(param_number / 5.0);
    for v in [tallies, capturers, repeats] {
        w.push(v / 2.0);
    }
    // Reactions ("each time ...") and what they hear.
    let reacts = b.on_event.is_some() || b.in_discard.is_some();
    w.flag(b.on_event.is_some());
    w.flag(b.in_discard.is_some());
    w.flag(reacts && b.hears.0 == Events::ALL.0);
    for e in HEARD {
        w.flag(reacts && b.hears.0 != Events::ALL.0 && b.hears.0 & e.0 != 0);
    }
    // Constant abilities and what they change.
    w.flag(b.modify.is_some());
    for q in MODIFIES {
        w.flag(b.modify.is_some() && b.modifies.0 & q.0 != 0);
    }
    w.flag(b.lasting_event.is_some() || b.lasting_modify.is_some());
    w.flag(b.lasting_grants.is_some());
    w.flag(b.grants.is_some());
    w.flag(b.grants_to.is_some());
    w.flag(b.play_condition.is_some());
    w.push(b.lose_to_play as f32 / 2.0);
    w.flag(b.destroy_if.is_some());
    w.flag(b.enters_under_opponent);
    w.flag(b.enters_as_copy.is_some());
    w.flag(b.plays_as_upgrade);
    w.flag(b.forge_bank);
    w.flag(b.reads_tide);
    w.flag(b.archived_faceup || b.picks_up_archives_selectively);
    debug_assert_eq!(w.at, CARD_DIM - PADDING);
    w.out
}

/// Unused trailing features, kept at 0 so that a feature can be added
/// without changing the model files' shape.
const PADDING: usize = 4;

/// The read-only table of every card record's features, computed on first
/// use from the card pool's behaviours.
fn table() -> &'static [[f32; CARD_DIM]] {
    static TABLE: OnceLock<Vec<[f32; CARD_DIM]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let pool = keysim_cards::pool();
        all()
            .iter()
            .enumerate()
            .map(|(i, def)| describe(def, pool.behavior(CardId(i as u16))))
            .collect()
    })
}

/// The features of card record `id` (see the module documentation), from
/// the shared table; a record the table does not hold (none today) is
/// described as a card with nothing printed.
#[inline]
pub fn of(id: CardId) -> &'static [f32; CARD_DIM] {
    static NOTHING: [f32; CARD_DIM] = [0.0; CARD_DIM];
    table().get(id.0 as usize).unwrap_or(&NOTHING)
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_facts::by_name;

    fn id(name: &str) -> CardId {
        by_name(name, Some(341), None).unwrap()
    }

    fn slot(b: &Behavior, def: &CardDef) -> [f32; CARD_DIM] {
        describe(def, b)
    }

    /// The offset of the first ability feature (after type, numbers,
    /// keywords, houses and traits).
    const ABILITIES: usize = 5 + 6 + 11 + 17 + TRAIT_SLOTS;

    #[test]
    fn a_card_is_described_by_what_it_is_never_by_its_name() {
        let pixie = id("Dust Pixie");
        let def = pixie.def();
        let renamed = CardDef {
            slug: "renamed-pixie",
            name: "Renamed Pixie",
            set: "XYZ",
            expansion: 9999,
            number: "999",
            ..*def
        };
        let b = keysim_cards::pool().behavior(pixie);
        assert_eq!(slot(b, def), slot(b, &renamed));
        assert_eq!(of(pixie), &describe(def, b));
    }

    #[test]
    fn printed_facts_and_abilities_show_in_the_features() {
        let pool = keysim_cards::pool();
        // Bumpsy: a creature with a Play: ability (the opponent loses
        // Æmber) and no Reap: ability; Dust Pixie: only an Æmber bonus.
        let bumpsy = of(id("Bumpsy"));
        assert_eq!(bumpsy[2], 1.0, "a creature");
        assert_eq!(bumpsy[5], id("Bumpsy").def().power as f32 / 5.0);
        assert!(bumpsy[ABILITIES] > 0.0, "it has a Play: ability");
        assert_eq!(bumpsy[ABILITIES + 1], 0.0, "no Reap: ability");
        let pixie = of(id("Dust Pixie"));
        assert_eq!(pixie[7], id("Dust Pixie").def().amber as f32 / 2.0);
        assert!(pixie[7] > 0.0);
        assert_eq!(pixie[ABILITIES], 0.0, "no Play: ability");
        // Punch: an action whose ability chooses a creature.
        let punch = of(id("Punch"));
        assert_eq!(punch[0], 1.0, "an action");
        let targets = ABILITIES + 10;
        assert!(punch[targets] > 0.0, "it chooses a card");
        assert!(punch[targets + 3] > 0.0, "a creature");
        assert_eq!(pixie[targets], 0.0, "Dust Pixie chooses nothing");
        // The same card with no behaviour keeps its printed facts only.
        let bare = describe(id("Punch").def(), &Behavior::VANILLA);
        assert_eq!(bare[..ABILITIES], punch[..ABILITIES]);
        assert!(bare[ABILITIES..].iter().all(|&v| v == 0.0));
        assert!(pool.is_implemented(id("Punch")));
    }

    #[test]
    fn every_card_record_has_finite_features_in_the_shared_table() {
        assert_eq!(table().len(), all().len());
        assert!(table().iter().flatten().all(|v| v.is_finite()));
        let a = of(id("Punch")) as *const _;
        assert_eq!(a, of(id("Punch")) as *const _, "computed once, shared");
        // The padding stays 0.
        assert!(table()
            .iter()
            .all(|f| f[CARD_DIM - PADDING..].iter().all(|&v| v == 0.0)));
    }
}
