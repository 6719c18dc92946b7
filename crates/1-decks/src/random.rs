//! Seeded random decks of a set, built the way that set's decks are: three
//! of the set's houses, twelve cards each, every card drawn by rarity.
//!
//! The rarity of each of a house's twelve slots is drawn with the mix of the
//! real decks the project holds (`decks/cota-decks.json` and the starter
//! decks, 19 Call of the Archons decks: 476 common, 149 uncommon and 58 rare
//! slots of 683), then a card of that rarity, house and set is drawn
//! uniformly; no card has more than three copies, the most any of those
//! decks holds. A gigantic creature is drawn by the rarity of the half that
//! has one of the three and takes two of the house's slots, both halves.
//! Other cards outside the three rarities (variants, anomalies and other
//! fixed cards, specials, tokens) are never drawn. Random decks have no
//! mavericks.
//!
//! Enhancements are placed as a set with the Enhance keyword places them
//! (Mass Mutation and later): each icon of each copy with Enhance goes to a
//! copy, drawn uniformly, of a card of the deck without the keyword.
//!
//! The generator is its own small PRNG (SplitMix64), so a `(set, seed)`
//! names the same deck in every build and on every machine: a gauntlet may
//! store a random deck by its name.

use keysim_facts::{
    self as cards, CardId, CardType, DeckCard, DeckList, Half, House, Icons, Rarity,
};

use crate::{DeckError, DeckListExt, Origin};

/// Slots of each rarity among the 683 slots of the real decks measured
/// (common, uncommon, rare).
const RARITY_MIX: [(Rarity, u64); 3] = [
    (Rarity::Common, 476),
    (Rarity::Uncommon, 149),
    (Rarity::Rare, 58),
];

/// Cards of each house in a deck.
const PER_HOUSE: usize = 12;

/// The most copies of one card a random deck holds.
const MAX_COPIES: usize = 3;

/// The name of the random deck `seed` of `set` ("Random AoA 7"), which
/// [`crate::resolve`] reads back as `random:AoA:7`.
pub fn random_deck_name(set: &str, seed: u64) -> String {
    format!("Random {set} {seed}")
}

/// The seeded random deck `seed` of the set with code `set` (`"CotA"`,
/// `"AoA"`, ... as `keysim coverage --set` names them).
///
/// # Errors
/// [`DeckError::Format`] for a set code that is not a set, or a set with
/// fewer than three houses that can fill twelve slots.
pub fn random_deck(set: &str, seed: u64) -> Result<DeckList, DeckError> {
    let Some(code) = cards::set_codes().find(|s| s.eq_ignore_ascii_case(set)) else {
        let known: Vec<&str> = cards::set_codes().collect();
        return Err(DeckError::Format {
            at: Origin::NONE,
            message: format!(
                "no set \"{set}\" to draw a random deck from; the sets are {}",
                known.join(", ")
            ),
        });
    };
    let pools = HousePools::of(code);
    if pools.houses.len() < 3 {
        return Err(DeckError::Format {
            at: Origin::NONE,
            message: format!(
                "the set {code} has too few houses with cards of every rarity to draw a deck"
            ),
        });
    }
    let mut rng = SplitMix64(seed ^ 0x6b65_7973_696d_0001);
    let mut houses = pools.houses.clone();
    let mut chosen = Vec::with_capacity(3);
    for _ in 0..3 {
        let i = rng.below(houses.len() as u64) as usize;
        chosen.push(houses.remove(i));
    }
    chosen.sort_by_key(|(h, _)| *h);
    let mut list = Vec::with_capacity(3 * PER_HOUSE);
    for (_, by_rarity) in &chosen {
        let mut picked: Vec<CardId> = Vec::with_capacity(PER_HOUSE);
        while picked.len() < PER_HOUSE {
            let pool = &by_rarity[rarity_slot(&mut rng)];
            let card = pool[rng.below(pool.len() as u64) as usize];
            let halves = card.gigantic().map(|(_, other)| other);
            let slots = if halves.is_some() { 2 } else { 1 };
            if picked.iter().filter(|&&c| c == card).count() < MAX_COPIES
                && picked.len() + slots <= PER_HOUSE
            {
                picked.push(card);
                picked.extend(halves);
            }
        }
        list.extend(picked.into_iter().map(DeckCard::new));
    }
    place_enhancements(&mut list, &mut rng);
    let houses: Vec<House> = chosen.iter().map(|(h, _)| *h).collect();
    let token = token_type(code, &houses, &mut rng);
    let mut deck = DeckList::new(random_deck_name(code, seed), &houses, list)?;
    deck.token = token;
    Ok(deck)
}

/// The token creature type of a random deck of a set with token creatures
/// (Winds of Exchange, Tokens of Change): one of the set's token types of
/// the deck's houses, drawn uniformly, as each of those sets' decks names
/// one of its houses' tokens. None for a set without token creatures (no
/// draw is made, so those sets' decks do not change).
fn token_type(set: &str, houses: &[House], rng: &mut SplitMix64) -> Option<CardId> {
    let tokens: Vec<CardId> = cards::all()
        .iter()
        .enumerate()
        .filter(|(_, def)| {
            def.set == set && def.kind == CardType::TokenCreature && houses.contains(&def.house)
        })
        .map(|(i, _)| CardId(i as u16))
        .collect();
    if tokens.is_empty() {
        return None;
    }
    Some(tokens[rng.below(tokens.len() as u64) as usize])
}

/// Places the icons of every copy with the Enhance keyword, one at a time,
/// each on a copy drawn uniformly among the copies without the keyword.
fn place_enhancements(list: &mut [DeckCard], rng: &mut SplitMix64) {
    let plain: Vec<usize> = (0..list.len())
        .filter(|&i| list[i].card.enhance() == Icons::NONE)
        .collect();
    if plain.is_empty() {
        return;
    }
    for i in 0..list.len() {
        let e = list[i].card.enhance();
        let icons = [e.amber, e.capture, e.damage, e.draw, e.discard];
        for (kind, &n) in icons.iter().enumerate() {
            for _ in 0..n {
                let to = &mut list[plain[rng.below(plain.len() as u64) as usize]].enhancements;
                let slot = match kind {
                    0 => &mut to.amber,
                    1 => &mut to.capture,
                    2 => &mut to.damage,
                    3 => &mut to.draw,
                    _ => &mut to.discard,
                };
                *slot += 1;
            }
        }
    }
}

/// The index into [`RARITY_MIX`] of one slot's rarity.
fn rarity_slot(rng: &mut SplitMix64) -> usize {
    let total: u64 = RARITY_MIX.iter().map(|(_, n)| n).sum();
    let mut x = rng.below(total);
    for (i, (_, n)) in RARITY_MIX.iter().enumerate() {
        if x < *n {
            return i;
        }
        x -= n;
    }
    unreachable!("x < total")
}

/// The cards a random deck of a set may draw, by house and rarity.
struct HousePools {
    /// Each house with at least one card of each rarity of [`RARITY_MIX`],
    /// in house order, with its cards of each of those rarities.
    houses: Vec<(House, [Vec<CardId>; 3])>,
}

impl HousePools {
    fn of(set: &str) -> HousePools {
        let mut houses: Vec<(House, [Vec<CardId>; 3])> = Vec::new();
        for (i, def) in cards::all().iter().enumerate() {
            let id = CardId(i as u16);
            let drawable = def.set == set
                && def.house != House::Neutral
                && matches!(
                    def.kind,
                    CardType::Action | CardType::Artifact | CardType::Creature | CardType::Upgrade
                );
            let Some(slot) = RARITY_MIX.iter().position(|(r, _)| *r == def.rarity) else {
                continue;
            };
            if !drawable {
                continue;
            }
            // A gigantic creature is drawn as its creature half (the other
            // half follows it), by whichever half has a drawable rarity.
            let id = match id.gigantic() {
                Some((Half::Icons, creature)) => creature,
                _ => id,
            };
            let at = match houses.iter().position(|(h, _)| *h == def.house) {
                Some(at) => at,
                None => {
                    houses.push((def.house, Default::default()));
                    houses.len() - 1
                }
            };
            // A card printed in several houses has one record per house;
            // a reprint in the same set has one record: no duplicates.
            houses[at].1[slot].push(id);
        }
        houses.retain(|(_, pools)| pools.iter().all(|p| !p.is_empty()));
        houses.sort_by_key(|(h, _)| *h);
        HousePools { houses }
    }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny PRNG whose output is
/// fixed by its definition, so random decks never change between builds.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform number below `n` (`n > 0`), by rejection of the biased tail.
    fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next();
            if x < zone {
                return x % n;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_deck_of_a_token_set_names_a_token_type_of_one_of_its_houses() {
        for seed in 0..20 {
            let deck = random_deck("WoE", seed).unwrap();
            let token = deck
                .token
                .expect("a Winds of Exchange deck names a token type");
            let def = token.def();
            assert_eq!(def.kind, CardType::TokenCreature);
            assert_eq!(def.set, "WoE");
            assert!(deck.houses.contains(&def.house), "{}", def.name);
        }
    }

    #[test]
    fn a_random_deck_of_a_set_without_tokens_names_none() {
        assert_eq!(random_deck("DT", 3).unwrap().token, None);
        assert_eq!(random_deck("CotA", 3).unwrap().token, None);
    }

    #[test]
    fn a_random_deck_is_three_houses_of_twelve_cards_of_its_set() {
        let deck = random_deck("AoA", 7).unwrap();
        assert_eq!(deck.name, "Random AoA 7");
        assert_eq!(deck.cards.len(), 36);
        for h in deck.houses {
            let n = deck.cards.iter().filter(|c| c.house == h).count();
            assert_eq!(n, PER_HOUSE, "{h}");
        }
        for c in &deck.cards {
            let def = c.def();
            assert_eq!(def.set, "AoA", "{}", def.slug);
            assert!(matches!(
                def.rarity,
                Rarity::Common | Rarity::Uncommon | Rarity::Rare
            ));
            assert!(!c.maverick && c.enhancements == keysim_facts::Icons::NONE);
        }
    }

    #[test]
    fn the_same_seed_draws_the_same_deck_and_another_seed_another() {
        assert_eq!(random_deck("WC", 3).unwrap(), random_deck("WC", 3).unwrap());
        assert_ne!(
            random_deck("WC", 3).unwrap().cards,
            random_deck("WC", 4).unwrap().cards
        );
    }

    #[test]
    fn a_random_deck_never_changes_between_builds() {
        // The generator is fixed by its definition: a stored gauntlet names
        // random decks by set and seed.
        let deck = random_deck("CotA", 1).unwrap();
        let first: Vec<&str> = deck.cards.iter().take(4).map(|c| c.def().slug).collect();
        assert_eq!(
            deck.houses,
            [House::Brobnar, House::Sanctum, House::Untamed]
        );
        assert_eq!(
            first,
            [
                "anger",
                "coward-s-end",
                "loot-the-bodies",
                "loot-the-bodies"
            ]
        );
    }

    #[test]
    fn random_decks_follow_the_rarity_mix_of_real_decks() {
        let mut slots = [0u64; 3];
        for seed in 0..200 {
            for c in random_deck("CotA", seed).unwrap().cards {
                slots[RARITY_MIX
                    .iter()
                    .position(|(r, _)| *r == c.def().rarity)
                    .unwrap()] += 1;
            }
        }
        let total = 200 * 36;
        // 476 / 683 = 69.7% common, 21.8% uncommon, 8.5% rare: within 2
        // points each over 7,200 slots (3 standard deviations is 1.6).
        let share = |i: usize| slots[i] as f64 * 100.0 / total as f64;
        assert!((share(0) - 69.7).abs() < 2.0, "common {:.1}%", share(0));
        assert!((share(1) - 21.8).abs() < 2.0, "uncommon {:.1}%", share(1));
        assert!((share(2) - 8.5).abs() < 2.0, "rare {:.1}%", share(2));
    }

    #[test]
    fn no_card_has_more_than_three_copies() {
        for seed in 0..300 {
            let deck = random_deck("MM", seed).unwrap();
            for c in &deck.cards {
                let copies = deck.cards.iter().filter(|d| d.card == c.card).count();
                assert!(
                    copies <= MAX_COPIES,
                    "{} x{copies} in seed {seed}",
                    c.def().slug
                );
            }
        }
    }

    #[test]
    fn every_set_draws_random_decks_of_its_own_houses() {
        for set in cards::set_codes() {
            let deck = random_deck(set, 0).unwrap_or_else(|e| panic!("{set}: {e}"));
            assert!(deck.cards.iter().all(|c| c.def().set == set), "{set}");
        }
    }

    #[test]
    fn a_random_deck_is_named_random_set_seed_on_the_command_line() {
        let deck = crate::resolve("random:aoa:12").unwrap();
        assert_eq!(deck, random_deck("AoA", 12).unwrap());
        let err = crate::resolve("random:XYZ:1").unwrap_err().to_string();
        assert!(
            err.contains("no set \"XYZ\"") && err.contains("CotA"),
            "{err}"
        );
        let err = crate::resolve("random:AoA").unwrap_err().to_string();
        assert!(err.contains("random:SET:SEED"), "{err}");
    }

    /// The icons of every copy of a deck, added up.
    fn total(icons: impl Iterator<Item = Icons>) -> [u32; 5] {
        let mut t = [0; 5];
        for i in icons {
            for (k, n) in [i.amber, i.capture, i.damage, i.draw, i.discard]
                .into_iter()
                .enumerate()
            {
                t[k] += n as u32;
            }
        }
        t
    }

    #[test]
    fn mass_mutation_decks_carry_the_icons_of_their_enhance_cards_on_other_cards() {
        let mut enhanced_decks = 0;
        for seed in 1..=40 {
            for set in ["MM", "MoMu"] {
                let deck = random_deck(set, seed).unwrap();
                let given = total(deck.cards.iter().map(|c| c.card.enhance()));
                let placed = total(deck.cards.iter().map(|c| c.enhancements));
                assert_eq!(given, placed, "{}", deck.name);
                for c in &deck.cards {
                    if c.card.enhance() != Icons::NONE {
                        assert_eq!(c.enhancements, Icons::NONE, "{}", deck.name);
                    }
                }
                if placed != [0; 5] {
                    enhanced_decks += 1;
                }
            }
        }
        assert!(enhanced_decks > 40, "{enhanced_decks} of 80 decks enhanced");
        // A set without the keyword: no icons.
        let cota = random_deck("CotA", 1).unwrap();
        assert!(cota.cards.iter().all(|c| c.enhancements == Icons::NONE));
    }

    #[test]
    fn a_gigantic_creature_is_drawn_with_both_halves() {
        let mut gigantic = 0;
        for seed in 1..=200 {
            let deck = random_deck("MoMu", seed).unwrap();
            assert_eq!(deck.cards.len(), 36);
            for c in &deck.cards {
                if let Some((half, other)) = c.card.gigantic() {
                    let halves = |id| deck.cards.iter().filter(|d| d.card == id).count();
                    assert_eq!(halves(c.card), halves(other), "{}", deck.name);
                    if half == Half::Creature {
                        gigantic += 1;
                    }
                }
            }
        }
        assert!(gigantic > 0, "no gigantic creature in 200 decks");
    }
}
