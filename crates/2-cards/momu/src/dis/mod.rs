//! Dis, More Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Queries, Reach, Step, TargetSpec};
use keysim_engine::{CardRef, Frame, Game, Location, Query, Zones};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "tormax2" | "tormax" => &TORMAX,
        "wretched-anathema" | "wretched-anathema2" => &WRETCHED_ANATHEMA,
        "scaethe" => &SCAETHE,
        _ => return None,
    })
}

/// Discard your whole hand, then purge 2 random cards of the opponent's
/// hand.
const DISCARD_HAND_PURGE_TWO: Ability = &[Step::then(|g, f| {
    let hand: Vec<CardRef> = g.player(f.controller).hand.iter().collect();
    for c in hand {
        g.discard_from_hand(c);
    }
    for _ in 0..2 {
        let c = g.random_card_in(f.opponent(), Location::Hand);
        g.purge(c);
    }
})];

/// Tormax (gigantic) — Play/After Fight/After Reap: discard your hand;
/// purge 2 random cards of the opponent's hand.
static TORMAX: Behavior = Behavior {
    play: DISCARD_HAND_PURGE_TWO,
    ..Behavior::fight_and_reap(DISCARD_HAND_PURGE_TWO)
};

/// A creature other than the ability's source.
fn other_creature(_: &Game, f: &Frame, c: CardRef) -> bool {
    c != f.source
}

/// Destroy 2 other creatures.
const DESTROY_TWO_OTHERS: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, other_creature).exactly(2),
    |g, f| g.destroy(f.last_target()),
)];

/// Wretched Anathema (gigantic) — Play/After Reap: destroy 2 other
/// creatures. While it is its controller's only creature, it has an
/// Action: that gains 4 (written as its own Action:, unusable while
/// another friendly creature is in play).
static WRETCHED_ANATHEMA: Behavior = Behavior {
    play: DESTROY_TWO_OTHERS,
    reap: DESTROY_TWO_OTHERS,
    action: &[Step::gain(4)],
    modifies: Queries::COMBAT,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::CanAct { card, value } = q {
            if *card == me && g.creatures(g.card(me).controller).len() > 1 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A least powerful creature among the enemy creatures (ties: the player
/// chooses).
fn least_powerful_enemy(g: &Game, f: &Frame, c: CardRef) -> bool {
    let p = g.power(c);
    filter::enemy(g, f, c) && g.creatures(f.opponent()).iter().all(|&o| g.power(o) >= p)
}

/// Scaethe — Destroyed: destroy the least powerful enemy creature.
static SCAETHE: Behavior = Behavior::destroyed(&[Step::target(
    TargetSpec::new(Zones::CREATURES, least_powerful_enemy),
    |g, f| g.destroy(f.last_target()),
)]);

#[cfg(test)]
mod tests;
