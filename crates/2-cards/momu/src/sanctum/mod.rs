//! Sanctum, More Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Queries, Reach, Step, TargetSpec};
use keysim_engine::{Query, Zones};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "ascendant-hester" | "ascendant-hester2" => &ASCENDANT_HESTER,
        "sirs-colossus2" | "sirs-colossus" => &SIRS_COLOSSUS,
        "grey-aberrant" => &GREY_ABERRANT,
        _ => return None,
    })
}

/// Each friendly creature captures 1 (when the opponent has too little for
/// all, the active player chooses which).
const EACH_FRIENDLY_CAPTURES_ONE: Ability = &[Step::each_captures(filter::friendly, 1)];

/// Ascendant Hester (gigantic) — each other friendly creature gets +2
/// armor per Æmber on it. Play/After Fight: each friendly creature
/// captures 1.
static ASCENDANT_HESTER: Behavior = Behavior {
    play: EACH_FRIENDLY_CAPTURES_ONE,
    fight: EACH_FRIENDLY_CAPTURES_ONE,
    modifies: Queries::ARMOR,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            let c = g.card(*card);
            if *card != me && c.controller == g.card(me).controller && g.in_battleline(*card) {
                *value += 2 * c.amber as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Sirs Colossus (gigantic; taunt) — Play: capture all the opponent's
/// Æmber, each 1 onto a friendly creature of your choice. After Fight: all
/// the Æmber on a friendly creature goes to the supply.
static SIRS_COLOSSUS: Behavior = Behavior {
    play: &[
        Step::then(|g, f| f.count = g.player(f.opponent()).amber),
        Step::target_per_count(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| {
                g.capture(f.last_target(), 1);
            },
        ),
    ],
    fight: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                let on_it = g.card(c).amber as u32;
                g.remove_amber(c, on_it);
            }
        },
    )],
    ..Behavior::VANILLA
};

/// Grey Aberrant — while it is in play, no creature in a battleline has a
/// trait, itself included: neither its printed traits nor those an ability
/// gives it, whenever it gained them. Cards out of play keep theirs.
static GREY_ABERRANT: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, _, q| {
        if let Query::LosesTrait { card, value, .. } = q {
            if g.in_battleline(*card) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
