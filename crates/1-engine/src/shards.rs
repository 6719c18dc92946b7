//! Shards (the Shard trait on artifacts: Age of Ascension's Shard of Pain,
//! Æmber Skies' Shard of Change, ...): "for each friendly Shard", the words
//! every Shard's ability starts with.

use crate::ability::Step;
use crate::select::{Tally, Zones};
use crate::{CardRef, Frame, Game};
use keysim_facts::traits;

/// A friendly artifact with the Shard trait. The Shard whose ability it is
/// counts as friendly even when used "as if it were yours" (the FAQ ruling
/// on Nexus using the opponent's Shard of Greed).
pub fn friendly_shard(g: &Game, f: &Frame, c: CardRef) -> bool {
    (g.card(c).controller == f.controller || c == f.source) && g.has_trait(c, traits::SHARD)
}

/// "For each friendly Shard": counts them as the ability resolves, into
/// [`Frame::count`].
pub const COUNT_FRIENDLY_SHARDS: Step = Step::count(Tally::Cards(Zones::ARTIFACTS, friendly_shard));
