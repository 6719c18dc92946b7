//! Sanctum, More Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Queries, Reach, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::{CardRef, Frame, Game, Query, Zones};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "ascendant-hester" | "ascendant-hester2" => &ASCENDANT_HESTER,
        "sirs-colossus2" | "sirs-colossus" => &SIRS_COLOSSUS,
        "grey-aberrant" => &GREY_ABERRANT,
        _ => return None,
    })
}

/// A friendly creature not yet chosen by this ability.
fn friendly_not_chosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && filter::not_chosen(g, f, c)
}

/// Each friendly creature captures 1. When the opponent has less Æmber
/// than there are friendly creatures, the controller chooses which of them
/// capture it.
const EACH_FRIENDLY_CAPTURES_ONE: Ability = &[
    Step::then(|g, f| {
        let friendly = each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller == f.controller
        });
        let pool = g.player(f.opponent()).amber as usize;
        if pool >= friendly.len() {
            for &c in friendly.iter() {
                g.capture(c, 1);
            }
            f.count = 0;
        } else {
            f.count = pool as u8;
        }
    }),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, friendly_not_chosen),
        |g, f| {
            g.capture(f.last_target(), 1);
        },
    ),
];

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
