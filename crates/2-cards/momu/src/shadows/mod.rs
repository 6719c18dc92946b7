//! Shadows, More Mutation.

use keysim_engine::ability::{
    filter, record, Ability, Behavior, Expiry, Queries, Step, TargetSpec,
};
use keysim_engine::{Flank, Location, Query, Zones};
use keysim_facts::{traits, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "boosted-b4-rry" | "boosted-b4-rry2" => &BOOSTED_B4_RRY,
        "dodger-s-102" | "dodger-s-10" => &DODGERS_10,
        "spare-arm-carmine" => &SPARE_ARM_CARMINE,
        _ => return None,
    })
}

/// Choose one: take control of an enemy artifact (of house Shadows while
/// you control it), or play a random card of the opponent's archives as if
/// it were yours.
const STEAL_ARTIFACT_OR_PLAY_ARCHIVED: Ability = &[
    Step::choose_one(
        &[
            "take control of an enemy artifact",
            "play a random card of the opponent's archives",
        ],
        record,
    ),
    Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::enemy), |g, f| {
        let artifact = f.last_target();
        if artifact.is_some() {
            g.take_control(artifact, f.controller, Flank::Right);
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::SubjectLeavesPlay,
                artifact,
                0,
            );
        }
    })
    .only_if(|_, f| f.option == 0),
    Step::then(|g, f| {
        // One half of a gigantic creature is not played (the engine's
        // rule: the rulebook's "Gigantic").
        let card = g.random_card_in(f.opponent(), Location::Archives);
        g.play_from_anywhere(card, f.controller);
    })
    .only_if(|_, f| f.option == 1),
];

/// Boosted B4-RRY (gigantic) — Play/After Fight/After Reap: take control of
/// an enemy artifact, which belongs to house Shadows only while you control
/// it; or play a random card of the opponent's archives as if it were
/// yours (which fails for half a gigantic creature).
static BOOSTED_B4_RRY: Behavior = Behavior {
    play: STEAL_ARTIFACT_OR_PLAY_ARCHIVED,
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|g, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject && g.card(*card).controller == e.controller {
                *value = 1 << House::Shadows as u32;
            }
        }
    }),
    ..Behavior::fight_and_reap(STEAL_ARTIFACT_OR_PLAY_ARCHIVED)
};

/// Steal half the opponent's Æmber, rounded down.
const STEAL_HALF: Ability = &[Step::then(|g, f| {
    let half = g.player(f.opponent()).amber as u32 / 2;
    g.steal(f.controller, half);
})];

/// Dodger's 10 (gigantic) — Play/After Fight/After Reap: steal half the
/// opponent's Æmber, rounded down.
static DODGERS_10: Behavior = Behavior {
    play: STEAL_HALF,
    ..Behavior::fight_and_reap(STEAL_HALF)
};

/// Spare Arm Carmine — After Reap: steal 2 if you have more Mutant
/// creatures than the opponent, else steal 1.
static SPARE_ARM_CARMINE: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let mutants = |p| {
        g.creatures(p)
            .iter()
            .filter(|&&c| g.has_trait(c, traits::MUTANT))
            .count()
    };
    let more = mutants(f.controller) > mutants(f.opponent());
    g.steal(f.controller, if more { 2 } else { 1 });
})]);

#[cfg(test)]
mod tests;
