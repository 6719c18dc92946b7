//! Logos, More Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Step, TargetSpec};
use keysim_engine::{Location, Zones};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "horizon-saber" | "horizon-saber2" => &HORIZON_SABER,
        "graphton" => &GRAPHTON,
        _ => return None,
    })
}

/// Search your deck and discard pile for a card, reveal it and archive it
/// (the search may fail); then the discard pile is shuffled into the deck
/// (which also shuffles the searched deck).
const ARCHIVE_ANY_CARD_THEN_RESHUFFLE: Ability = &[
    Step::target(
        TargetSpec::new(Zones::DECK.and(Zones::DISCARD), filter::any).optional(),
        |g, f| {
            let found = f.last_target();
            g.archive(f.controller, found);
            g.reveal(found, f.opponent());
        },
    ),
    Step::then(|g, f| g.shuffle_zone_into_deck(f.controller, Location::Discard)),
];

/// Horizon Saber (gigantic) — Play/After Fight/After Reap: archive any card
/// of your deck or discard pile, then shuffle your discard pile into your
/// deck.
static HORIZON_SABER: Behavior = Behavior {
    play: ARCHIVE_ANY_CARD_THEN_RESHUFFLE,
    ..Behavior::fight_and_reap(ARCHIVE_ANY_CARD_THEN_RESHUFFLE)
};

/// Graphton — After Reap: archive the top card of your deck.
static GRAPHTON: Behavior = Behavior::reap(&[Step::archive_top_of_deck()]);

#[cfg(test)]
mod tests;
