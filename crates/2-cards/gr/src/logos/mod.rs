//! Logos, Grim Reminders.

use crate::brobnar::ARCHIVED_IF_HAUNTED;
use keysim_engine::ability::{filter, Ability, Behavior, Queries, Query, Step, TargetSpec};
use keysim_engine::Zones;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "ghostly-dr-verokter" => &GHOSTLY_DR_VEROKTER,
        "portalmonster" => &PORTALMONSTER,
        _ => return None,
    })
}

/// Ghostly Dr. Verokter's Play/After Reap: a card of your discard pile
/// onto your deck.
const DISCARD_TO_TOP_OF_DECK: Ability = &[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::any),
    |g, f| g.put_on_top_of_deck(f.target(0)),
)];

/// Ghostly Dr. Verokter — elusive is printed. Play/After Reap: put a card
/// of your discard pile on top of your deck. Destroyed: archive it if you
/// are haunted.
static GHOSTLY_DR_VEROKTER: Behavior = Behavior {
    play: DISCARD_TO_TOP_OF_DECK,
    reap: DISCARD_TO_TOP_OF_DECK,
    destroyed: ARCHIVED_IF_HAUNTED,
    ..Behavior::VANILLA
};

/// Portalmonster — every player's keys cost 1 more per card in its
/// controller's discard pile while that controller is haunted, and 2
/// less otherwise. Destroyed: archive it if you are haunted.
static PORTALMONSTER: Behavior = Behavior {
    destroyed: ARCHIVED_IF_HAUNTED,
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { value, .. } = q {
            let mine = g.card(me).controller;
            if g.is_haunted(mine) {
                *value += g.player(mine).discard.len() as i32;
            } else {
                *value -= 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
