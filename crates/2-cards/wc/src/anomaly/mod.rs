//! The anomalies, Worlds Collide.

use keysim_engine::ability::{
    filter, Behavior, Event, Events, Frame, Queries, Query, Reach, Step, TargetSpec,
};
use keysim_engine::host_gains::HostGains;
use keysim_engine::select::each;
use keysim_engine::{CardRef, Game, KeyColor, Location, Zones};
use keysim_facts::{CardType, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "ghostform" => &GHOSTFORM,
        "infomancer" => &INFOMANCER,
        "lateral-shift" => &LATERAL_SHIFT,
        "memolith" => &MEMOLITH,
        "nizak-the-forgotten" => &NIZAK_THE_FORGOTTEN,
        "orb-of-wonder" => &ORB_OF_WONDER,
        "the-grim-reaper" => &THE_GRIM_REAPER,
        "the-red-baron" => &THE_RED_BARON,
        "timequake" => &TIMEQUAKE,
        "valoocanth" => &VALOOCANTH,
        _ => return None,
    })
}

/// The Red Baron — while its controller's red key is forged, "Reap: steal
/// 1"; while the opponent's red key is forged, elusive.
static THE_RED_BARON: Behavior = Behavior {
    reap: &[Step::steal(1).only_if(|g, f| g.key_forged(f.controller, KeyColor::Red))],
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            let opponent = g.card(me).controller.opponent();
            if *card == me && g.key_forged(opponent, KeyColor::Red) {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Ghostform — its creature gains invulnerable and "Fight/Reap: archive
/// Ghostform".
static GHOSTFORM: Behavior = Behavior {
    grants: Some(&ARCHIVE_GHOSTFORM),
    ..HostGains::<{ Keywords::INVULNERABLE.0 }>::BEHAVIOR
};

/// "Fight/Reap: archive Ghostform" (the upgrade granting it).
static ARCHIVE_GHOSTFORM: Behavior =
    Behavior::fight_and_reap(&[Step::then(|g, f| g.archive(f.controller, f.granted_by))]);

/// An action card (in a hand, or grafted).
fn action_card(g: &Game, c: CardRef) -> bool {
    g.def(c).kind == CardType::Action
}

/// "Graft an action card from your hand onto this card."
const GRAFT_AN_ACTION_FROM_HAND: Step = Step::target(
    TargetSpec::new(Zones::HAND, |g, _, c| action_card(g, c)),
    |g, f| g.graft(f.last_target(), f.source),
);

/// "Trigger the play effect of an action card grafted onto this card":
/// its Play: abilities resolve for you, the grafted card their source.
const TRIGGER_A_GRAFTED_ACTION: Step = Step::target(
    TargetSpec::new(Zones::GRAFTED, grafted_action_of_source),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.trigger(g.behavior(c).play, c, f.controller);
        }
    },
);

/// An action card grafted onto the ability's source.
fn grafted_action_of_source(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.card(c).host == f.source && action_card(g, c)
}

/// Infomancer — Play: graft an action card from your hand onto it. Reap:
/// trigger the play effect of an action card grafted onto it (elusive is
/// printed).
static INFOMANCER: Behavior = Behavior {
    play: &[GRAFT_AN_ACTION_FROM_HAND],
    reap: &[TRIGGER_A_GRAFTED_ACTION],
    ..Behavior::VANILLA
};

/// Lateral Shift — Play: look at the opponent's hand and play one of its
/// cards as if it were yours.
static LATERAL_SHIFT: Behavior = Behavior::play(&[
    Step::then(|g, f| g.reveal_hand(f.opponent(), f.controller)),
    Step::target(
        TargetSpec::new(Zones::OPPONENT_HAND, filter::any),
        |g, f| {
            g.play_from_anywhere(f.last_target(), f.controller);
        },
    ),
]);

/// Memolith — Action: graft an action card from your hand onto it, or
/// trigger the play effect of an action card grafted onto it.
static MEMOLITH: Behavior = Behavior::action(&[
    Step::choose_one(
        &["graft an action card", "trigger a grafted action card"],
        keysim_engine::ability::record,
    ),
    GRAFT_AN_ACTION_FROM_HAND.only_if(|_, f| f.option == 0),
    TRIGGER_A_GRAFTED_ACTION.only_if(|_, f| f.option == 1),
]);

/// Nizak, The Forgotten — invulnerable while fighting; an enemy creature
/// destroyed fighting it returns to its owner's hand.
static NIZAK_THE_FORGOTTEN: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me
                && g.fight_in_progress()
                    .is_some_and(|(attacker, defender)| attacker == me || defender == me)
            {
                *value = value.with(Keywords::INVULNERABLE);
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            card,
            controller,
            fighting,
            ..
        } = ev
        {
            if fighting == me
                && controller != g.card(me).controller
                && g.card(card).location == Location::Discard
            {
                g.return_to_hand(card);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Orb of Wonder — Omni: sacrifice it; search your deck for a card, put it
/// into your hand, and shuffle your deck.
static ORB_OF_WONDER: Behavior = Behavior::omni(&[
    Step::sacrifice(),
    Step::target(TargetSpec::new(Zones::DECK, filter::any), |g, f| {
        g.return_to_hand(f.last_target())
    }),
    Step::then(|g, f| g.shuffle_deck(f.controller)),
]);

/// The Grim Reaper — enters play ready if its controller is haunted. Reap:
/// purge an enemy creature and a friendly creature.
static THE_GRIM_REAPER: Behavior = Behavior {
    reap: &[
        Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
            g.purge(f.last_target())
        }),
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| g.purge(f.last_target()),
        ),
    ],
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me && g.is_haunted(g.card(me).controller) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Timequake — Play: shuffle each friendly card in play into its owner's
/// deck; draw a card for each one that went into your deck.
static TIMEQUAKE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let friendly = each(g, f.controller, Zones::IN_PLAY.and(Zones::UPGRADES), |c| {
        g.card(c).controller == f.controller
    });
    // Upgrades first: one left on a creature leaving play is discarded.
    for upgrades_first in [true, false] {
        for &c in &*friendly {
            if (g.card(c).location == Location::Attached) == upgrades_first {
                g.shuffle_into_deck(c);
            }
        }
    }
    let shuffled_in = friendly
        .iter()
        .filter(|&&c| g.card(c).location == Location::Deck && g.card(c).owner == f.controller)
        .count();
    g.shuffle_deck(f.controller);
    g.draw(f.controller, shuffled_in as u32);
})]);

/// Valoocanth — Fight/Reap: exhaust an enemy creature and its neighbors.
/// (It cannot be used while the tide is low; Worlds Collide has no tide,
/// so the tide is never low in its games.)
static VALOOCANTH: Behavior = Behavior::fight_and_reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        let mut neighbors = [CardRef::NONE; 2];
        for (slot, n) in neighbors.iter_mut().zip(g.neighbors(c)) {
            *slot = n;
        }
        g.exhaust(c);
        for n in neighbors {
            if n.is_some() {
                g.exhaust(n);
            }
        }
    },
)]);

#[cfg(test)]
mod tests;
