//! Sanctum, Grim Reminders.

use keysim_engine::ability::{Behavior, Step};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "duma-the-returned" => &DUMA_THE_RETURNED,
        _ => return None,
    })
}

/// Duma the Returned — Destroyed: the top 3 cards of your discard pile go
/// to your hand; then, if you are still haunted, Duma is archived (the
/// return comes first, so it may end the haunting).
static DUMA_THE_RETURNED: Behavior = Behavior::destroyed(&[
    Step::then(|g, f| {
        let pile = g.player(f.controller).discard;
        let top: Vec<_> = pile.iter().rev().take(3).collect();
        for c in top {
            g.return_to_hand(c);
        }
    }),
    crate::brobnar::ARCHIVE_IF_HAUNTED,
]);

#[cfg(test)]
mod tests;
