//! Dis, Tokens of Change.

use keysim_engine::ability::{
    filter, Ability, Behavior, Frame, LastingEffect, Queries, Query, Step, TargetSpec,
};
use keysim_engine::{key_cost, CardRef, Event, Events, Expiry, Flank, Game, Location, Zones};

use crate::family::{archive_itself_if, MAKE_ONE_TOKEN};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "codex-of-true-names" => &CODEX_OF_TRUE_NAMES,
        "beyond-all-darkness" => &BEYOND_ALL_DARKNESS,
        "the-amasser" => &THE_AMASSER,
        "the-forsaken" => &THE_FORSAKEN,
        "gate-warden" => &GATE_WARDEN,
        "havoc" => &HAVOC,
        "levy-of-souls" => &LEVY_OF_SOULS,
        "unbinding" => &UNBINDING,
        "catena-fiend" => &CATENA_FIEND,
        "facet" => &FACET,
        "snare" => &SNARE,
        "thrall" => &THRALL,
        _ => return None,
    })
}

/// The title of the Catena Fiend token creature, which Codex of True
/// Names names.
const CATENA_FIEND_TITLE: &str = "Catena Fiend";

/// Codex of True Names — Action: destroy it; if it is destroyed, each
/// friendly Catena Fiend goes back to its owner's hand, then an enemy
/// creature goes back to its owner's hand for each card that went back.
static CODEX_OF_TRUE_NAMES: Behavior = Behavior::action(&[
    Step::then(|g, f| g.destroy(f.source)),
    Step::then(|g, f| {
        let fiends: Vec<CardRef> = g
            .creatures(f.controller)
            .iter()
            .copied()
            .filter(|&c| g.def(c).name == CATENA_FIEND_TITLE)
            .collect();
        for &c in &fiends {
            g.return_to_hand(c);
        }
        let returned = fiends
            .iter()
            .filter(|&&c| g.card(c).location == Location::Hand)
            .count();
        f.count = returned.min(u8::MAX as usize) as u8;
    })
    .only_if(|g, f| g.was_destroyed(f.source)),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && filter::not_chosen(g, f, c)
        }),
        |g, f| g.return_to_hand(f.last_target()),
    ),
]);

/// Beyond All Darkness — Play: for the rest of the turn, make a token
/// creature each time a creature is destroyed.
static BEYOND_ALL_DARKNESS: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g: &mut Game, e: LastingEffect, ev: Event| {
        if let Event::Destroyed { .. } = ev {
            g.trigger_or_repeat(MAKE_ONE_TOKEN, e.source, e.controller);
        }
    }),
    lasting_hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// "Make a token creature on your right flank."
const MAKE_ONE_TOKEN_ON_THE_RIGHT: Ability = &[Step::then(|g, f| {
    g.make_token_on(f.controller, Flank::Right);
})];

/// The Amasser — each time the opponent draws a card, make a token
/// creature on the right flank.
static THE_AMASSER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::Drew { player, .. } = ev {
            if player != mine {
                g.trigger_or_repeat(MAKE_ONE_TOKEN_ON_THE_RIGHT, me, mine);
            }
        }
    }),
    hears: Events::DREW,
    ..Behavior::VANILLA
};

/// "Make a token creature on your left flank."
const MAKE_ONE_TOKEN_ON_THE_LEFT: Ability = &[Step::then(|g, f| {
    g.make_token_on(f.controller, Flank::Left);
})];

/// The Forsaken — each time the opponent discards a card from their hand,
/// make a token creature on the left flank.
static THE_FORSAKEN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::DiscardedFromHand { player, .. } = ev {
            if player != mine {
                g.trigger_or_repeat(MAKE_ONE_TOKEN_ON_THE_LEFT, me, mine);
            }
        }
    }),
    hears: Events::DISCARDED_FROM_HAND,
    ..Behavior::VANILLA
};

/// Gate Warden — while its controller controls a token creature, enemy
/// creatures cannot reap. Play: make a token creature.
static GATE_WARDEN: Behavior = Behavior {
    play: MAKE_ONE_TOKEN,
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanReap { card, value } = q {
            let mine = g.card(me).controller;
            if g.card(*card).controller != mine && g.controls_a_token(mine) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Havoc — Play: make a token creature (its enhancement is printed on the
/// deck's cards).
static HAVOC: Behavior = Behavior::play(MAKE_ONE_TOKEN);

/// Levy of Souls — Action: make a token creature; during the opponent's
/// next turn, keys cost 1 more for each token creature its controller then
/// controls. Reading: "keys" is every player's keys, and the count is
/// taken as each key cost is asked.
static LEVY_OF_SOULS: Behavior = Behavior {
    action: &[
        Step::make_tokens(1),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)),
    ],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| {
        let tokens = g.token_creatures(e.controller);
        key_cost::raise_during_opponents_turn(g, &e, q, tokens as i32);
    }),
    ..Behavior::VANILLA
};

/// Unbinding — Play: make a token creature; if a friendly creature was
/// destroyed this turn, archive Unbinding.
static UNBINDING: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    archive_itself_if(|g, f| g.turn_history().creatures_destroyed[f.controller.index()] > 0),
]);

/// Catena Fiend (token creature) — After Fight: steal 1, then deal 3
/// damage to a friendly creature.
static CATENA_FIEND: Behavior = Behavior::fight(&[
    Step::steal(1),
    Step::deal_damage(TargetSpec::new(Zones::CREATURES, filter::friendly), 3),
]);

/// Whether it is the turn of the destroyed card's controller.
fn my_turn(g: &Game, f: &Frame) -> bool {
    g.active_player() == f.controller
}

/// Facet (token creature) — Destroyed: gain 1 if it is its controller's
/// turn.
static FACET: Behavior = Behavior::destroyed(&[Step::gain(1).only_if(my_turn)]);

/// Snare (token creature) — Destroyed: the opponent loses 1 if it is its
/// controller's turn.
static SNARE: Behavior = Behavior::destroyed(&[Step::opponent_loses(1).only_if(my_turn)]);

/// Thrall (token creature) — Destroyed: the opponent discards a random
/// card from their hand.
static THRALL: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    g.discard_random(f.opponent());
})]);
