//! "Its creature gains `K`": an upgrade whose creature gains keywords
//! (Way of the Wolf, Toxicuda Venom, Hand Cannon), or a card played as an
//! upgrade that gives its creature its keyword (Explo-rover), written once
//! for every set. A card with more to it takes the rest of its behaviour
//! from [`HostGains::BEHAVIOR`] with `..`.

use crate::ability::{Behavior, Queries, Reach};
use crate::{CardRef, Game, Query};
use keysim_facts::Keywords;

/// An upgrade whose creature gains the keywords `K` (a [`Keywords`] set's
/// bits: `HostGains::<{ Keywords::SKIRMISH.0 }>::BEHAVIOR`).
pub struct HostGains<const K: u32>;

impl<const K: u32> HostGains<K> {
    /// The upgrade's behaviour.
    pub const BEHAVIOR: Behavior = Behavior {
        modifies: Queries::KEYWORDS,
        reach: Reach::Host,
        modify: Some(Self::modify),
        ..Behavior::VANILLA
    };

    /// The keywords `K` for the card `me` is attached to (none while `me`
    /// is not an upgrade: it has no host).
    fn modify(g: &Game, me: CardRef, q: &mut Query) {
        if let Query::Keywords { card, value } = q {
            if *card == g.card(me).host {
                *value = value.with(Keywords(K));
            }
        }
    }
}
