//! Geistoid, Æmber Skies.

use keysim_engine::ability::{
    filter, Ability, Behavior, Events, Frame, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::select::each;
use keysim_engine::shards;
use keysim_engine::text_box;
use keysim_engine::{control, CardRef, Event, Expiry, Flank, Game, Location, Query, Zones};
use keysim_facts::House;

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "aurascope" => &AURASCOPE,
        "ghoul-keeping" => &GHOUL_KEEPING,
        "helichopper" => &HELICHOPPER,
        "jahneerie" => &JAHNEERIE,
        "pke-syphonator" => &PKE_SYPHONATOR,
        "shell-of-a-ghost" => &SHELL_OF_A_GHOST,
        "a-ghost-in-the-sun" => &A_GHOST_IN_THE_SUN,
        "atomic-destabilizer" => &ATOMIC_DESTABILIZER,
        "crepuscular-rays" => &CREPUSCULAR_RAYS,
        "paradrone" => &PARADRONE,
        "titan-apparition" => &TITAN_APPARITION,
        "all-hands-on-deck" => &ALL_HANDS_ON_DECK,
        "colonel-slime" => &COLONEL_SLIME,
        "haunting-deck" => &HAUNTING_DECK,
        "manifestation" => &MANIFESTATION,
        "parabyte" => &PARABYTE,
        "portal-guardian" => &PORTAL_GUARDIAN,
        "stratowise" => &STRATOWISE,
        "summoned-counsel" => &SUMMONED_COUNSEL,
        "wellstring" => &WELLSTRING,
        "banshee-suit" => &BANSHEE_SUIT,
        "ethereal-adaptor" => &ETHEREAL_ADAPTOR,
        "shard-of-resurgence" => &SHARD_OF_RESURGENCE,
        "doppelganger" => &DOPPELGANGER,
        _ => return None,
    })
}

// ----- Shared words ----------------------------------------------------------

/// Whether the ability's controller is haunted.
fn haunted(g: &Game, f: &Frame) -> bool {
    g.is_haunted(f.controller)
}

/// "A friendly creature captures 1."
const FRIENDLY_CAPTURES_ONE: Step = Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.last_target(), 1);
    },
);

/// "Purge a card from a discard pile."
const PURGE_FROM_A_DISCARD_PILE: Step =
    Step::target(TargetSpec::new(Zones::ANY_DISCARD, filter::any), |g, f| {
        g.purge(f.last_target())
    });

/// Whether the frame's subject is still in a discard pile.
fn subject_in_a_discard_pile(g: &Game, f: &Frame) -> bool {
    f.subject.is_some() && g.card(f.subject).location == Location::Discard
}

/// Puts the subject, a creature card in a discard pile, into play under
/// the ability's controller, on the flank they choose (asked only when
/// their battleline is not empty).
const PUT_SUBJECT_INTO_PLAY: Ability = &[
    Step::then(|g, f| {
        if subject_in_a_discard_pile(g, f) && g.creatures(f.controller).is_empty() {
            g.put_into_play(f.subject, f.controller, Flank::Right);
        }
    }),
    Step::choose_one(control::FLANKS, |g, f| {
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        g.put_into_play(f.subject, f.controller, flank);
    })
    .only_if(subject_in_a_discard_pile),
];

/// Queues [`PUT_SUBJECT_INTO_PLAY`] for the creature card chosen last.
fn put_chosen_into_play(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_some() {
        g.trigger_about(PUT_SUBJECT_INTO_PLAY, f.source, f.controller, c);
    }
}

/// Whether `c` is in play, controlled by `me`'s controller, with Æmber on
/// it.
fn friendly_with_amber(g: &Game, me: CardRef, c: CardRef) -> bool {
    g.in_battleline(c) && g.card(c).controller == g.card(me).controller && g.card(c).amber > 0
}

/// A creature whose power varies with something no move of a card signals
/// is checked against its damage whenever the game settles (Marmo Swarm's
/// rule).
fn damage_reaches_power(g: &Game, me: CardRef) -> bool {
    g.card(me).damage as i32 >= g.power(me)
}

// ----- Rares -----------------------------------------------------------------

/// Aurascope — Action: discard a card from your hand; if you do, purge a
/// card of the same card type from a discard pile (the one discarded may
/// be chosen).
static AURASCOPE: Behavior = Behavior::action(&[
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.discard_from_hand(c);
            f.done = g.card(c).location == Location::Discard;
        }
    }),
    Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, |g, f, c| {
            g.def(c).kind == g.def(f.target(0)).kind
        }),
        |g, f| g.purge(f.last_target()),
    )
    .only_if(|_, f| f.done),
]);

/// Ghoul-keeping — Play: ready a friendly Geistoid creature (its enhance
/// icons are printed on the deck's cards).
static GHOUL_KEEPING: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && g.belongs_to(c, House::Geistoid)
    }),
    |g, f| g.ready(f.last_target()),
)]);

/// Helichopper — while its controller is haunted, +3 power per Æmber on
/// it. Action: capture 2.
static HELICHOPPER: Behavior = Behavior {
    action: &[Step::capture(2)],
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me && g.is_haunted(g.card(me).controller) {
                *value += 3 * g.card(me).amber as i32;
            }
        }
    }),
    destroy_if: Some(damage_reaches_power),
    ..Behavior::VANILLA
};

/// "After Reap: move 1 Æmber from this creature to your pool."
static REAP_TAKES_ONE_FROM_ITSELF: Behavior = Behavior::reap(&[Step::then(|g, f| {
    g.take_amber_from(f.source, f.controller, 1);
})]);

/// Jahneerie — each friendly creature with Æmber on it (itself included)
/// has "After Reap: move 1 Æmber from this creature to your pool" (its
/// enhance icons are printed on the deck's cards).
static JAHNEERIE: Behavior = Behavior {
    // Itself included: a card's grants reach the others only.
    reap: &[Step::then(|g, f| {
        g.take_amber_from(f.source, f.controller, 1);
    })],
    grants: Some(&REAP_TAKES_ONE_FROM_ITSELF),
    grants_to: Some(friendly_with_amber),
    ..Behavior::VANILLA
};

/// P.K.E. Syphonator — Play: gain 1 per card in your opponent's archives;
/// then they discard every card of their archives.
static PKE_SYPHONATOR: Behavior = Behavior::play(&[Step::then(|g, f| {
    let archived = g.player(f.opponent()).archives;
    g.gain(f.controller, archived.len() as u32);
    for c in archived.iter() {
        g.discard_from_archives(c);
    }
})]);

/// Shell of a Ghost — Play: destroy each creature not on a flank; then put
/// a creature card from either discard pile into play under your control;
/// gain 2 chains.
static SHELL_OF_A_GHOST: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let inner = each(g, f.controller, Zones::CREATURES, |c| !g.on_flank(c));
        for &c in inner.iter() {
            g.destroy(c);
        }
    }),
    Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, filter::creature_card),
        put_chosen_into_play,
    ),
    Step::then(|g, f| g.gain_chains(f.controller, 2)),
]);

// ----- Uncommons ---------------------------------------------------------------

/// A Ghost in the Sun — Play: for each key your opponent has forged, put a
/// creature card from your discard pile into play (each on the flank you
/// choose).
static A_GHOST_IN_THE_SUN: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = g.player(f.opponent()).keys),
    Step::target_per_count(
        TargetSpec::new(Zones::DISCARD, filter::creature_card),
        put_chosen_into_play,
    ),
]);

/// What Atomic Destabilizer's creature does at the end of its
/// controller's turn: it captures 1; then they lose 1 per Æmber on it.
const DESTABILIZE: Ability = &[Step::then(|g, f| {
    let creature = f.subject;
    if !g.in_battleline(creature) {
        return;
    }
    g.capture(creature, 1);
    let on_it = g.card(creature).amber as u32;
    g.lose(f.controller, on_it);
})];

/// Atomic Destabilizer — its creature has "at the end of your turn, this
/// creature captures 1; lose 1 for each Æmber on it" ("your" is the
/// creature's controller).
static ATOMIC_DESTABILIZER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if host.is_none() || !g.in_battleline(host) {
            return;
        }
        let theirs = g.card(host).controller;
        if ev == (Event::TurnEnded { player: theirs }) {
            g.trigger_about(DESTABILIZE, me, theirs, host);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Crepuscular Rays — Play: choose a friendly creature; all the Æmber on
/// it goes to your pool, and it is destroyed.
static CREPUSCULAR_RAYS: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.take_amber_from(c, f.controller, u32::MAX);
            g.destroy(c);
        }
    },
)]);

/// Paradrone — After Fight: a friendly creature captures 1.
static PARADRONE: Behavior = Behavior::fight(&[FRIENDLY_CAPTURES_ONE]);

/// Titan Apparition — Destroyed: on its controller's opponent's turn, that
/// opponent discards the top 5 cards of their deck; on its controller's
/// turn, they discard the top 5 of their own (taunt is printed).
static TITAN_APPARITION: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let p = if g.active_player() == f.controller {
        f.controller
    } else {
        f.opponent()
    };
    for _ in 0..5 {
        if g.discard_top_of_deck(p).is_none() {
            break;
        }
    }
})]);

// ----- Commons -----------------------------------------------------------------

/// All Hands on Deck — Play: if you are haunted, destroy a creature;
/// otherwise 3 damage to a creature.
static ALL_HANDS_ON_DECK: Behavior = Behavior::play(&[
    Step::then(|g, f| f.done = haunted(g, f)),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| g.destroy(f.last_target()))
        .only_if(|_, f| f.done),
    Step::deal_damage(TargetSpec::ANY_CREATURE, 3).only_if(|_, f| !f.done),
]);

/// Colonel Slime — Scrap: a friendly creature captures 1 (its enhance
/// icons are printed on the deck's cards).
static COLONEL_SLIME: Behavior = Behavior {
    scrap: &[FRIENDLY_CAPTURES_ONE],
    ..Behavior::VANILLA
};

/// Haunting Deck — Play: if you are haunted, purge a card from a discard
/// pile (its enhance icons are printed on the deck's cards).
static HAUNTING_DECK: Behavior = Behavior::play(&[PURGE_FROM_A_DISCARD_PILE.only_if(haunted)]);

/// Manifestation — Play: choose a card in a haunted player's discard pile
/// (either player's); resolve its bonus icons as if you had played it.
static MANIFESTATION: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ANY_DISCARD, |g, _, c| g.is_haunted(g.card(c).owner)),
    |g, f| g.resolve_bonus_icons(f.last_target(), f.controller),
)]);

/// "Play/After Reap: a friendly creature captures 1."
const CAPTURE_FOR_A_FRIEND: Ability = &[FRIENDLY_CAPTURES_ONE];

/// Parabyte — the opponent's keys cost 1 more per Æmber on its
/// controller's creatures. Play/After Reap: a friendly creature captures 1.
static PARABYTE: Behavior = Behavior {
    play: CAPTURE_FOR_A_FRIEND,
    reap: CAPTURE_FOR_A_FRIEND,
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine {
                let on_friendly: i32 = g
                    .creatures(mine)
                    .iter()
                    .map(|&c| g.card(c).amber as i32)
                    .sum();
                *value += on_friendly;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Portal Guardian — Destroyed: another friendly creature captures 2
/// (taunt is printed).
static PORTAL_GUARDIAN: Behavior = Behavior::destroyed(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && c != f.source
    }),
    |g, f| {
        g.capture(f.last_target(), 2);
    },
)]);

/// "After Fight/After Reap: discard a card; if you are haunted, capture
/// 1."
const DISCARD_THEN_CAPTURE_IF_HAUNTED: Ability = &[
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.discard_from_hand(f.last_target())
    }),
    Step::capture(1).only_if(haunted),
];

/// Stratowise — After Fight/After Reap: discard a card from your hand;
/// then, if you are haunted, it captures 1.
static STRATOWISE: Behavior = Behavior::fight_and_reap(DISCARD_THEN_CAPTURE_IF_HAUNTED);

/// Summoned Counsel — After Reap: choose a card of your discard pile or a
/// purged card you own, and shuffle it into your deck.
static SUMMONED_COUNSEL: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD.and(Zones::PURGED), filter::any),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.put_on_top_of_deck(c);
            g.shuffle_deck(g.card(c).owner);
        }
    },
)]);

/// Wellstring — After Fight/After Reap: 3 damage to a creature (its
/// enhance icons are printed on the deck's cards).
static WELLSTRING: Behavior =
    Behavior::fight_and_reap(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 3)]);

// ----- Specials and the Shard -----------------------------------------------------

/// What Banshee Suit gives its creature: when destroyed, it is archived
/// and so are the top 2 cards of its controller's discard pile.
static ARCHIVE_ITSELF_AND_TWO: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    // The top 2 as the ability resolves, before the creature leaves play
    // (and its upgrades reach the pile).
    let pile = g.player(f.controller).discard;
    let top_two: Vec<CardRef> = pile.iter().rev().take(2).collect();
    g.archive(f.controller, f.source);
    for c in top_two {
        g.archive(f.controller, c);
    }
})]);

/// Banshee Suit — its creature has "Destroyed: archive this creature and
/// the top 2 cards of your discard pile" (the top 2 before the creature and
/// this upgrade leave play).
static BANSHEE_SUIT: Behavior = Behavior {
    grants: Some(&ARCHIVE_ITSELF_AND_TWO),
    ..Behavior::VANILLA
};

/// Ethereal Adaptor — its creature's controller may spend the Æmber on it
/// as if it were in their pool.
static ETHEREAL_ADAPTOR: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::SpendsAsPool { card, value } = q {
            if *card == g.card(me).host {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Shard of Resurgence — Action: for each friendly Shard in play (itself
/// included), archive a card from your discard pile.
static SHARD_OF_RESURGENCE: Behavior = Behavior::action(&[
    shards::COUNT_FRIENDLY_SHARDS,
    Step::target_per_count(TargetSpec::new(Zones::DISCARD, filter::any), |g, f| {
        g.archive(f.controller, f.last_target())
    }),
]);

/// Doppelganger — at the start of your turn, choose one of its neighbors:
/// for the rest of the turn it gains that creature's text box.
static DOPPELGANGER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(TAKE_A_NEIGHBORS_TEXT_BOX, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..text_box::GAINS_TEXT_BOX
};

/// "Choose one of its neighbors: for the remainder of the turn, it gains
/// the text box of the chosen creature."
const TAKE_A_NEIGHBORS_TEXT_BOX: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::neighbor),
    |g, f| {
        g.gain_text_box(
            f.source,
            f.controller,
            f.source,
            f.last_target(),
            Expiry::EndOfTurn,
        )
    },
)];
