//! Shadows, Worlds Collide.

use keysim_engine::ability::{filter, Behavior, Expiry, Queries, Query, Step, TargetSpec};
use keysim_engine::destroyed::note_destroyed;
use keysim_engine::select::each;
use keysim_engine::Zones;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "a-vinda" => &A_VINDA,
        "breaker-hill" => &BREAKER_HILL,
        "hit-and-run" => &HIT_AND_RUN,
        "hock" => &HOCK,
        "hugger-mugger" => &HUGGER_MUGGER,
        "inky-gloom" => &INKY_GLOOM,
        "j-vinda" => &J_VINDA,
        "kymoor-eclipse" => &KYMOOR_ECLIPSE,
        "mug" => &MUG,
        "pestering-blow" => &PESTERING_BLOW,
        _ => return None,
    })
}

/// 1 damage to a creature, noting in [`Frame::done`] whether it destroyed
/// it (A. Vinda, J. Vinda).
///
/// [`Frame::done`]: keysim_engine::Frame::done
const ONE_DAMAGE_NOTING_KILL: Step = Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.deal_damage(f.target(0), 1);
    note_destroyed(g, f);
});

/// A. Vinda — Reap: 1 damage to a creature; if that destroys it, the
/// opponent discards a random card from hand.
static A_VINDA: Behavior = Behavior::reap(&[
    ONE_DAMAGE_NOTING_KILL,
    Step::then(|g, f| {
        g.discard_random(f.opponent());
    })
    .only_if(|_, f| f.done),
]);

/// Breaker Hill — each of its neighbors gains "Action: steal 1".
static BREAKER_HILL: Behavior = Behavior {
    grants: Some(&STEAL_ONE_ACTION),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// "Action: steal 1."
static STEAL_ONE_ACTION: Behavior = Behavior::action(&[Step::steal(1)]);

/// Hit and Run — Play: 2 damage to a creature, then return a friendly
/// creature to your hand.
static HIT_AND_RUN: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 2),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.return_to_hand(f.last_target()),
    ),
]);

/// Hock — Play: destroy an artifact; if you do, gain 1.
static HOCK: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::any), |g, f| {
        let artifact = f.target(0);
        g.destroy(artifact);
        f.done = artifact.is_some() && g.card(artifact).is_tagged();
    }),
    Step::gain(1).only_if(|_, f| f.done),
]);

/// Hugger-Mugger — Play: capture 1, then steal 1 if the opponent has
/// forged more keys.
static HUGGER_MUGGER: Behavior = Behavior::play(&[
    Step::capture(1),
    Step::steal(1).only_if(|g, f| g.player(f.opponent()).keys > g.player(f.controller).keys),
]);

/// Inky Gloom — Play: on the opponent's next turn, no creature can be used
/// to reap (the effect lasts until your next turn and holds only while the
/// opponent is the active player).
static INKY_GLOOM: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanReap { value, .. } = q {
            if g.active_player() != e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// J. Vinda — Reap: 1 damage to a creature; if that destroys it, steal 1.
static J_VINDA: Behavior = Behavior::reap(&[
    ONE_DAMAGE_NOTING_KILL,
    Step::steal(1).only_if(|_, f| f.done),
]);

/// Kymoor Eclipse — Play: every flank creature, of both battlelines, is
/// shuffled into its owner's deck.
static KYMOOR_ECLIPSE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let flanks = each(g, f.controller, Zones::CREATURES, |c| g.on_flank(c));
    for &c in flanks.iter() {
        g.shuffle_into_deck(c);
    }
})]);

/// Mug — Play: move 1 Æmber from a creature to your pool, then 2 damage to
/// that creature.
static MUG: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let victim = f.target(0);
    g.take_amber_from(victim, f.controller, 1);
    g.deal_damage(victim, 2);
})]);

/// Pestering Blow — Play: 1 damage to a creature, and enrage it.
static PESTERING_BLOW: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        g.deal_damage(c, 1);
        g.enrage(c);
    })]);

#[cfg(test)]
mod tests;
