//! Untamed, Dark Tidings.

use keysim_engine::ability::{filter, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, Query, Zones};
use keysim_facts::Keywords;

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "chelonia-evil-twin" => &CHELONIA_EVIL_TWIN,
        "youngest-bear-evil-twin" => &YOUNGEST_BEAR_EVIL_TWIN,
        "washed-away" => &WASHED_AWAY,
        "æmbermancy" => &AEMBERMANCY,
        "beach-day" => &BEACH_DAY,
        "cross-porpoises" => &CROSS_PORPOISES,
        "genetic-drift" => &GENETIC_DRIFT,
        "waste-not" => &WASTE_NOT,
        "all-tide-up" => &ALL_TIDE_UP,
        "assert-dominance" => &ASSERT_DOMINANCE,
        "chelonia" => &CHELONIA,
        "deepwater-gruen" => &DEEPWATER_GRUEN,
        "infighting" => &INFIGHTING,
        "mollymawk" => &MOLLYMAWK,
        "mookling" => &MOOKLING,
        "myliobe" => &MYLIOBE,
        "way-of-the-pixie" => &WAY_OF_THE_PIXIE,
        "witch-of-the-dawn" => &WITCH_OF_THE_DAWN,
        "youngest-bear" => &YOUNGEST_BEAR,
        _ => return None,
    })
}

/// Whether the tide is high for the ability's controller.
fn tide_high(g: &Game, f: &Frame) -> bool {
    g.tide_is_high(f.controller)
}

/// Whether the tide is not high for the ability's controller.
fn tide_not_high(g: &Game, f: &Frame) -> bool {
    !g.tide_is_high(f.controller)
}

/// Raises the tide for the ability's controller.
fn raise_tide(g: &mut Game, f: &mut Frame) {
    g.raise_tide(f.controller);
}

/// Destroys the card chosen last.
fn destroy_chosen(g: &mut Game, f: &mut Frame) {
    g.destroy(f.last_target());
}

/// "After you play another creature, if the tide is high, ..." (Chelonia
/// and its evil twin): whether `ev` is such a play for the controller of
/// `me` with the tide high for them.
fn another_creature_played_at_high_tide(g: &Game, me: CardRef, ev: Event) -> bool {
    let mine = g.card(me).controller;
    matches!(ev, Event::CardPlayed { card, player }
        if player == mine && card != me && g.is_creature_card(card) && g.tide_is_high(mine))
}

/// Chelonia (evil twin) — after you play another creature at high tide,
/// the opponent loses 1 (elusive is printed).
static CHELONIA_EVIL_TWIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if another_creature_played_at_high_tide(g, me, ev) {
            g.lose(g.card(me).controller.opponent(), 1);
        }
    }),
    hears: Events::CARD_PLAYED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Youngest Bear (evil twin) — Reap: it may have a neighbor fight.
static YOUNGEST_BEAR_EVIL_TWIN: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::neighbor).optional(),
    |g, f| g.fight_with(f.last_target()),
)]);

/// Washed Away — Play: at high tide every artifact is destroyed; otherwise
/// the tide rises.
static WASHED_AWAY: Behavior = Behavior {
    play: &[
        Step::then(|g, f| {
            let artifacts = each(g, f.controller, Zones::ARTIFACTS, |_| true);
            for &c in artifacts.iter() {
                g.destroy(c);
            }
        })
        .only_if(tide_high),
        Step::then(raise_tide).only_if(tide_not_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Æmbermancy — Play: take up to three +1 power counters off a creature,
/// gaining 1 per counter taken.
static AEMBERMANCY: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let removed = g.remove_power_counters(f.last_target(), 3);
    g.gain(f.controller, removed);
})]);

/// Beach Day — Play: a creature goes back to its owner's hand; at high
/// tide, gain 1.
static BEACH_DAY: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::ANY_CREATURE, |g, f| {
            g.return_to_hand(f.last_target())
        }),
        Step::gain(1).only_if(tide_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Cross Porpoises — Play: raise the tide, then enrage two enemy creatures.
static CROSS_PORPOISES: Behavior = Behavior {
    play: &[
        Step::then(raise_tide),
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::enemy).exactly(2),
            |g, f| g.enrage(f.last_target()),
        ),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Genetic Drift — Play: one +1 power counter on a creature, then one more
/// on every creature that has any.
static GENETIC_DRIFT: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.add_power_counters(f.last_target(), 1)
    }),
    Step::then(|g, f| {
        let grown = each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).power_counters > 0
        });
        for &c in grown.iter() {
            g.add_power_counters(c, 1);
        }
    }),
]);

/// Waste Not — Play: destroy a friendly creature, then draw half its power,
/// rounded up (its power as it was chosen).
static WASTE_NOT: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.last_target();
            f.count = g.power(c).clamp(0, 255) as u8;
            g.destroy(c);
        },
    ),
    Step::then(|g, f| g.draw(f.controller, (f.count as u32).div_ceil(2))),
]);

/// All Tide Up — Play: at high tide gain 1; otherwise raise the tide.
static ALL_TIDE_UP: Behavior = Behavior {
    play: &[
        Step::gain(1).only_if(tide_high),
        Step::then(raise_tide).only_if(tide_not_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Assert Dominance — Play: a friendly creature has skirmish for the turn,
/// is readied and fights.
static ASSERT_DOMINANCE: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.last_target();
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
            g.ready(c);
            g.fight_with(c);
        },
    )],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|_, e, q| {
        if let Query::Keywords { card, value } = q {
            if *card == e.subject {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Chelonia — after you play another creature at high tide, gain 1
/// (elusive is printed).
static CHELONIA: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if another_creature_played_at_high_tide(g, me, ev) {
            g.gain(g.card(me).controller, 1);
        }
    }),
    hears: Events::CARD_PLAYED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// "If the tide is low, your opponent gains 1" (Deepwater Gruen).
const OPPONENT_GAINS_AT_LOW_TIDE: &[Step] = &[Step::then(|g, f| {
    if g.tide_is_low(f.controller) {
        g.gain(f.opponent(), 1);
    }
})];

/// Deepwater Gruen — Play/Reap: at low tide the opponent gains 1.
static DEEPWATER_GRUEN: Behavior = Behavior {
    play: OPPONENT_GAINS_AT_LOW_TIDE,
    reap: OPPONENT_GAINS_AT_LOW_TIDE,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Infighting — Play: every creature deals its power in damage to its
/// right neighbour, all chosen by the powers before any is dealt.
static INFIGHTING: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut hits: Vec<(CardRef, u32)> = Vec::new();
    for p in [f.controller, f.opponent()] {
        for pair in g.creatures(p).windows(2) {
            hits.push((pair[1], g.power(pair[0]).max(0) as u32));
        }
    }
    for (right, power) in hits {
        if power > 0 {
            g.assign_damage(right, power);
        }
    }
    g.deal_assigned_damage();
})]);

/// Mollymawk — Play: destroy an artifact.
static MOLLYMAWK: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::any),
    destroy_chosen,
)]);

/// Mookling — the opponent's keys cost more by its power.
static MOOKLING: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != g.card(me).controller {
                *value += g.power(me).max(0);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Myliobe — skirmish at high tide; Before Fight: enrage the creature it
/// fights and that creature's neighbours.
static MYLIOBE: Behavior = Behavior {
    before_fight: &[Step::then(|g, f| {
        let defender = f.subject;
        let neighbors: Vec<CardRef> = g.neighbors(defender).collect();
        g.enrage(defender);
        for c in neighbors {
            g.enrage(c);
        }
    })],
    modifies: Queries::KEYWORDS,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me && g.tide_is_high(g.card(me).controller) {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// "Reap: gain 1", given by Way of the Pixie.
static REAP_GAIN_ONE: Behavior = Behavior::reap(&[Step::gain(1)]);

/// Way of the Pixie — its creature has "Reap: gain 1".
static WAY_OF_THE_PIXIE: Behavior = Behavior {
    reach: Reach::Host,
    grants: Some(&REAP_GAIN_ONE),
    ..Behavior::VANILLA
};

/// Witch of the Dawn — Play: a creature card of your discard pile goes
/// back to your hand.
static WITCH_OF_THE_DAWN: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::creature_card),
    |g, f| g.return_to_hand(f.last_target()),
)]);

/// Youngest Bear — Reap: it may have a neighbor reap.
static YOUNGEST_BEAR: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::neighbor).optional(),
    |g, f| g.reap_with(f.last_target()),
)]);
