//! Card families of Age of Ascension written once, used by several houses.

use keysim_engine::ability::Step;
use keysim_engine::{CardRef, Frame, Game, Tally, Zones};
use keysim_facts::traits;

/// A friendly artifact with the Shard trait. The Shard whose ability it is
/// counts as friendly even when used "as if it were yours" (the FAQ ruling
/// on Nexus using the opponent's Shard of Greed).
pub fn friendly_shard(g: &Game, f: &Frame, c: CardRef) -> bool {
    (g.card(c).controller == f.controller || c == f.source) && g.has_trait(c, traits::SHARD)
}

/// "For each friendly Shard": counts them as the ability resolves, into
/// `f.count` (every Shard of the set starts its action with this step).
pub const COUNT_FRIENDLY_SHARDS: Step = Step::count(Tally::Cards(Zones::ARTIFACTS, friendly_shard));
