//! Gigantic creatures: one creature printed over two cards, each its own
//! record with the same title and collector number. The record `x` carries
//! the creature (power, armor, traits, text box) and `x2` its bonus icons
//! (the rulebook's "Gigantic": each half has the attributes printed on it;
//! the two are played together as one creature).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::table::CARDS;
use super::CardId;

/// Which half of a gigantic creature a record is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Half {
    /// The half with the creature's power, armor, traits and text box:
    /// what the creature in play is.
    Creature,
    /// The half with the bonus icons, joined to the other one in play.
    Icons,
}

impl CardId {
    /// Which half of a gigantic creature this record is, and the record of
    /// the other half (same set, title and number), or `None` for a card
    /// that is not half of a gigantic creature.
    #[inline]
    pub fn gigantic(self) -> Option<(Half, CardId)> {
        let packed = *halves().get(self.0 as usize)?;
        match packed {
            NONE => None,
            _ if packed & ICONS != 0 => Some((Half::Icons, CardId(packed & !ICONS))),
            _ => Some((Half::Creature, CardId(packed))),
        }
    }
}

/// No other half.
const NONE: u16 = u16::MAX;
/// The bit set on a packed entry when the record is the icons half.
const ICONS: u16 = 1 << 15;

/// For each record, the other half's id (with [`ICONS`] set when the
/// record itself is the icons half), or [`NONE`].
fn halves() -> &'static [u16] {
    static HALVES: OnceLock<Box<[u16]>> = OnceLock::new();
    HALVES.get_or_init(|| {
        let mut by_key: HashMap<(u16, &str, &str), u16> = HashMap::new();
        for (i, def) in CARDS.iter().enumerate() {
            by_key.insert((def.expansion, def.number, def.slug), i as u16);
        }
        let mut out = vec![NONE; CARDS.len()];
        for (i, def) in CARDS.iter().enumerate() {
            let Some(base) = def.slug.strip_suffix('2') else {
                continue;
            };
            let Some(&creature) = by_key.get(&(def.expansion, def.number, base)) else {
                continue;
            };
            if CARDS[creature as usize].name != def.name {
                continue;
            }
            out[creature as usize] = i as u16;
            out[i] = creature | ICONS;
        }
        out.into_boxed_slice()
    })
}

#[cfg(test)]
mod tests {
    use super::super::{all, by_slug, CardType};
    use super::Half;

    #[test]
    fn the_halves_of_niffle_kong_know_each_other() {
        let creature = by_slug("niffle-kong", Some(479), None).unwrap();
        let icons = by_slug("niffle-kong2", Some(479), None).unwrap();
        assert_eq!(creature.gigantic(), Some((Half::Creature, icons)));
        assert_eq!(icons.gigantic(), Some((Half::Icons, creature)));
        let punch = by_slug("punch", Some(341), None).unwrap();
        assert_eq!(punch.gigantic(), None);
    }

    #[test]
    fn every_gigantic_half_is_a_creature_with_a_partner() {
        let mut pairs = 0;
        for (i, def) in all().iter().enumerate() {
            let id = super::CardId(i as u16);
            if let Some((half, other)) = id.gigantic() {
                assert_eq!(def.kind, CardType::Creature, "{}", def.slug);
                assert_eq!(other.def().name, def.name);
                let back = other.gigantic().map(|(h, o)| (h != half, o));
                assert_eq!(back, Some((true, id)), "{}", def.slug);
                pairs += usize::from(half == Half::Creature);
            }
        }
        // MM 3, MoMu 11 new + reprints, DM 6: at least twenty pairs.
        assert!(pairs >= 20, "{pairs} gigantic pairs");
    }
}
