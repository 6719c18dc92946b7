//! Star Alliance, More Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Step, TargetSpec};
use keysim_engine::Zones;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cadet-allison2" | "cadet-allison" => &CADET_ALLISON,
        "gysgt-margot" => &GYSGT_MARGOT,
        _ => return None,
    })
}

/// Discard a random card from your hand; if you do, its house becomes your
/// active house.
const DISCARD_RANDOM_TO_CHANGE_HOUSE: Ability = &[Step::then(|g, f| {
    let discarded = g.discard_random(f.controller);
    if discarded.is_some() {
        let house = g.card(discarded).house;
        g.change_active_house(house);
    }
})];

/// Cadet Allison (gigantic) — Play/After Reap: discard a random card from
/// your hand; if you do, its house becomes your active house.
static CADET_ALLISON: Behavior = Behavior {
    play: DISCARD_RANDOM_TO_CHANGE_HOUSE,
    ..Behavior::reap(DISCARD_RANDOM_TO_CHANGE_HOUSE)
};

/// 2 damage to an enemy creature, then ward a friendly creature.
const STRIKE_AND_WARD: Ability = &[
    Step::deal_damage(TargetSpec::new(Zones::CREATURES, filter::enemy), 2),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.ward(f.last_target()),
    ),
];

/// GySgt. Margot — After Fight/After Reap: 2 damage to an enemy creature;
/// ward a friendly creature.
static GYSGT_MARGOT: Behavior = Behavior::fight_and_reap(STRIKE_AND_WARD);

#[cfg(test)]
mod tests;
