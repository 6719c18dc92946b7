//! Saurian, Grim Reminders.

use crate::brobnar::ARCHIVED_IF_HAUNTED;
use keysim_engine::ability::{Ability, Behavior, Queries, Query, Reach, Step};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cincinnatus-resurrexit" => &CINCINNATUS_RESURREXIT,
        _ => return None,
    })
}

/// Cincinnatus Resurrexit's Play/After Fight: it captures 2 from the
/// opponent, then is exalted.
const CAPTURE_TWO_AND_EXALT: Ability = &[Step::capture(2), Step::then(|g, f| g.exalt(f.source))];

/// Cincinnatus Resurrexit — +1 power per Æmber on it. Play/After Fight:
/// capture 2 and exalt it. Destroyed: archive it if you are haunted.
static CINCINNATUS_RESURREXIT: Behavior = Behavior {
    play: CAPTURE_TWO_AND_EXALT,
    fight: CAPTURE_TWO_AND_EXALT,
    destroyed: ARCHIVED_IF_HAUNTED,
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += g.card(me).amber as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
