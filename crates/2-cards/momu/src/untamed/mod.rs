//! Untamed, More Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Step, TargetSpec};
use keysim_engine::Zones;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "titanic-bumblebird2" | "titanic-bumblebird" => &TITANIC_BUMBLEBIRD,
        "rockatiel" => &ROCKATIEL,
        _ => return None,
    })
}

/// Destroy an enemy creature; if it is destroyed, a friendly creature gets
/// as many +1 power counters as its power when it was destroyed.
const DESTROY_AND_FEED: Ability = &[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        let prey = f.last_target();
        if prey.is_none() {
            return;
        }
        f.count = g.power(prey).clamp(0, u8::MAX as i32) as u8;
        g.destroy(prey);
    }),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.add_power_counters(f.last_target(), f.count.into()),
    )
    .only_if(|g, f| f.target(0).is_some() && !g.in_battleline(f.target(0))),
];

/// Titanic Bumblebird (gigantic) — Play/After Reap: destroy an enemy
/// creature; if you do, a friendly creature gets +1 power counters equal to
/// its power.
static TITANIC_BUMBLEBIRD: Behavior = Behavior {
    play: DESTROY_AND_FEED,
    ..Behavior::reap(DESTROY_AND_FEED)
};

/// Up to 2 creatures are shuffled into their owners' decks.
const SHUFFLE_AWAY_TWO: Ability = &[Step::target(TargetSpec::ANY_CREATURE.up_to(2), |g, f| {
    g.shuffle_into_deck(f.last_target())
})];

/// Rockatiel — Play/After Reap: shuffle up to 2 creatures into their
/// owners' decks.
static ROCKATIEL: Behavior = Behavior {
    play: SHUFFLE_AWAY_TWO,
    ..Behavior::reap(SHUFFLE_AWAY_TWO)
};

#[cfg(test)]
mod tests;
