//! Saurian, More Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Step, TargetSpec};
use keysim_engine::Zones;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "bawretchadontius" | "bawretchadontius2" => &BAWRETCHADONTIUS,
        "cera-severa" => &CERA_SEVERA,
        _ => return None,
    })
}

/// Exalt a friendly creature, then 2 enemy creatures.
const EXALT_ONE_FRIEND_TWO_ENEMIES: [Step; 2] = [
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.exalt(f.last_target()),
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy).exactly(2),
        |g, f| g.exalt(f.last_target()),
    ),
];

/// After Reap: 4 damage to a creature. Bawretchadontius gives it to
/// each friendly creature with Æmber on it.
static REAP_DEAL_FOUR: Behavior = Behavior::reap(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 4)]);

/// Bawretchadontius (gigantic) — each friendly creature with Æmber on it
/// has an After Reap: of 4 damage to a creature. Play/After Fight/After
/// Reap: exalt a friendly creature and 2 enemy creatures. Holding Æmber as
/// it reaps, it has the granted reap too, as an ability of its own
/// (resolved first, before its own exalting can change the condition).
static BAWRETCHADONTIUS: Behavior = Behavior {
    play: &EXALT_ONE_FRIEND_TWO_ENEMIES,
    fight: &EXALT_ONE_FRIEND_TWO_ENEMIES,
    reap: &[
        Step::then(|g, f| {
            if g.card(f.source).amber > 0 {
                g.trigger(REAP_DEAL_FOUR.reap, f.source, f.controller);
            }
        }),
        EXALT_ONE_FRIEND_TWO_ENEMIES[0],
        EXALT_ONE_FRIEND_TWO_ENEMIES[1],
    ],
    grants: Some(&REAP_DEAL_FOUR),
    grants_to: Some(|g, me, c| {
        g.in_battleline(c) && g.card(c).controller == g.card(me).controller && g.card(c).amber > 0
    }),
    ..Behavior::VANILLA
};

/// Capture 1.
const CAPTURE_ONE: Ability = &[Step::capture(1)];

/// Cera Severa — After Fight/After Reap: capture 1. Destroyed: 1 damage to
/// an enemy creature per Æmber on it.
static CERA_SEVERA: Behavior = Behavior {
    destroyed: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        |g, f| {
            let on_it = g.card(f.source).amber as u32;
            g.deal_damage(f.last_target(), on_it);
        },
    )],
    ..Behavior::fight_and_reap(CAPTURE_ONE)
};

#[cfg(test)]
mod tests;
