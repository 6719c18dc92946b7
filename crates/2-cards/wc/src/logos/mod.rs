//! Logos, Worlds Collide.

use keysim_engine::ability::{filter, Behavior, Events, Queries, Step, TargetSpec};
use keysim_engine::extra_plays;
use keysim_engine::{CardRef, Event, Game, Query, Zones};
use keysim_facts::House;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "babbling-bibliophile" => &BABBLING_BIBLIOPHILE,
        "daughter" => &DAUGHTER,
        "edai-edie-4x4" => &EDAI_EDIE_4X4,
        "hapsis" => &HAPSIS,
        "hologrammophone" => &HOLOGRAMMOPHONE,
        "information-exchange" => &INFORMATION_EXCHANGE,
        "quant" => &QUANT,
        _ => return None,
    })
}

/// "Archive a card" (from your hand).
const ARCHIVE_A_CARD: Step = Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
    g.archive(f.controller, f.last_target())
});

/// The hand size of the controller of `me`, raised by `more` while
/// `applies` holds ("during your draw cards step, refill your hand to N
/// additional cards").
fn refill_more(g: &Game, me: CardRef, q: &mut Query, more: i32, applies: bool) {
    if let Query::HandSize { player, value } = q {
        if *player == g.card(me).controller && applies {
            *value += more;
        }
    }
}

/// Babbling Bibliophile — Reap: draw 2.
static BABBLING_BIBLIOPHILE: Behavior = Behavior::reap(&[Step::draw(2)]);

/// Daughter — its controller refills to one more card.
static DAUGHTER: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| refill_more(g, me, q, 1, true)),
    ..Behavior::VANILLA
};

/// Edai "Edie" 4x4 — Play: archive a card. The opponent's keys cost 1 more
/// per card in its controller's archives.
static EDAI_EDIE_4X4: Behavior = Behavior {
    play: &[ARCHIVE_A_CARD],
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine {
                *value += g.player(mine).archives.len() as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Hapsis — after an enemy creature is destroyed fighting it, ward it and
/// draw a card.
static HAPSIS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            controller,
            fighting,
            ..
        } = ev
        {
            let mine = g.card(me).controller;
            if fighting == me && controller != mine && g.in_battleline(me) {
                g.ward(me);
                g.draw(mine, 1);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Hologrammophone — Action: ward a creature.
static HOLOGRAMMOPHONE: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.ward(f.last_target())
    })]);

/// Information Exchange — Play: steal 1, or 2 if the opponent stole from
/// you on their previous turn.
static INFORMATION_EXCHANGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let stolen_from_me = g.game_history().amber_stolen_last_turn[f.opponent().index()] > 0;
    g.steal(f.controller, if stolen_from_me { 2 } else { 1 });
})]);

/// Quant — Reap: this turn, you may play one non-Logos action card.
static QUANT: Behavior = Behavior {
    reap: &[extra_plays::allow_one_non_house_action_play(House::Logos)],
    ..extra_plays::ALLOWS_NON_HOUSE_ACTION_PLAYS
};

#[cfg(test)]
mod tests;
