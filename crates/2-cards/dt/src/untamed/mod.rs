//! Untamed, Dark Tidings.

use keysim_engine::ability::{filter, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::tide::words::{tide_high, tide_not_high};
use keysim_engine::{CardRef, Event, Expiry, Flank, Frame, Game, Query, Zones};
use keysim_facts::{House, Keywords};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "æmberfin-shark-evil-twin" => &AEMBERFIN_SHARK_EVIL_TWIN,
        "chelonia-evil-twin" => &CHELONIA_EVIL_TWIN,
        "mookling-evil-twin" => &MOOKLING_EVIL_TWIN,
        "ol--paddy-evil-twin" => &OL_PADDY_EVIL_TWIN,
        "sporegorger-evil-twin" => &SPOREGORGER_EVIL_TWIN,
        "witch-of-the-dawn-evil-twin" => &WITCH_OF_THE_DAWN_EVIL_TWIN,
        "youngest-bear-evil-twin" => &YOUNGEST_BEAR_EVIL_TWIN,
        "chenille" => &CHENILLE,
        "bombyx" => &BOMBYX,
        "fifalde" => &FIFALDE,
        "æmberfin-shark" => &AEMBERFIN_SHARK,
        "dredging-druid" => &DREDGING_DRUID,
        "pestergrove" => &PESTERGROVE,
        "primal-relic" => &PRIMAL_RELIC,
        "ritual-of-life" => &RITUAL_OF_LIFE,
        "the-mysticeti" => &THE_MYSTICETI,
        "washed-away" => &WASHED_AWAY,
        "æmbermancy" => &AEMBERMANCY,
        "beach-day" => &BEACH_DAY,
        "cross-porpoises" => &CROSS_PORPOISES,
        "genetic-drift" => &GENETIC_DRIFT,
        "ol--paddy" => &OL_PADDY,
        "sporegorger" => &SPOREGORGER,
        "thin-the-herd" => &THIN_THE_HERD,
        "waste-not" => &WASTE_NOT,
        "all-tide-up" => &ALL_TIDE_UP,
        "assert-dominance" => &ASSERT_DOMINANCE,
        "chelonia" => &CHELONIA,
        "deepwater-gruen" => &DEEPWATER_GRUEN,
        "infighting" => &INFIGHTING,
        "mollymawk" => &MOLLYMAWK,
        "mookling" => &MOOKLING,
        "myliobe" => &MYLIOBE,
        "reap-or-sow" => &REAP_OR_SOW,
        "way-of-the-pixie" => &WAY_OF_THE_PIXIE,
        "witch-of-the-dawn" => &WITCH_OF_THE_DAWN,
        "youngest-bear" => &YOUNGEST_BEAR,
        _ => return None,
    })
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
            if c.is_none() {
                return;
            }
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
            if c.is_none() {
                return;
            }
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
            g.ready_and_fight(c);
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

/// Æmberfin Shark (evil twin) — at the end of your turn each player loses
/// 1, and it gets a +1 power counter per Æmber lost.
static AEMBERFIN_SHARK_EVIL_TWIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            let lost = g.lose(mine, 1) + g.lose(mine.opponent(), 1);
            g.add_power_counters(me, lost);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Æmberfin Shark — Play: three +1 power counters on it; at the end of
/// your turn it loses one, and if it did each player gains 1.
static AEMBERFIN_SHARK: Behavior = Behavior {
    play: &[Step::then(|g, f| g.add_power_counters(f.source, 3))],
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) && g.remove_power_counters(me, 1) == 1 {
            g.gain(mine, 1);
            g.gain(mine.opponent(), 1);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Mookling (evil twin) — after the opponent forges a key, a +1 power
/// counter on it per Æmber they paid.
static MOOKLING_EVIL_TWIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { player, paid } = ev {
            if player != g.card(me).controller {
                g.add_power_counters(me, paid as u32);
            }
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// "You may remove each +1 power counter from it: 1 damage to each other
/// creature per counter removed", one round of damage per counter
/// (Sporegorger and its evil twin).
const SPORE_BURST: Step = Step::may(|g, f| {
    let removed = g.remove_power_counters(f.source, u32::MAX);
    for _ in 0..removed {
        let others = each(g, f.controller, Zones::CREATURES, |c| c != f.source);
        g.deal_damage_each(&others, 1);
    }
})
.only_if(|g, f| g.in_battleline(f.source) && g.card(f.source).power_counters > 0);

/// Sporegorger — Reap: a +1 power counter on it, then it may spend all its
/// counters on damage to every other creature.
static SPOREGORGER: Behavior = Behavior::reap(&[
    Step::then(|g, f| g.add_power_counters(f.source, 1)),
    SPORE_BURST,
]);

/// Sporegorger (evil twin) — Play: every +1 power counter in play moves
/// onto it; Reap: it may spend them on damage to every other creature.
static SPOREGORGER_EVIL_TWIN: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let others = each(g, f.controller, Zones::CREATURES, |c| c != f.source);
        let mut moved = 0;
        for &c in others.iter() {
            moved += g.remove_power_counters(c, u32::MAX);
        }
        g.add_power_counters(f.source, moved);
    })],
    reap: &[SPORE_BURST],
    ..Behavior::VANILLA
};

/// Whether the card chosen first by this ability was destroyed ("if you
/// do").
fn first_destroyed(g: &Game, f: &Frame) -> bool {
    g.was_destroyed(f.target(0))
}

/// A creature card of the controller's discard pile other than the card
/// chosen first ("a different creature").
fn different_creature_card(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::creature_card(g, f, c) && c != f.target(0)
}

/// Witch of the Dawn (evil twin) — Play: destroy another friendly
/// creature; if it was destroyed, play a different creature from your
/// discard pile, then ready and use it.
static WITCH_OF_THE_DAWN_EVIL_TWIN: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && c != f.source
        }),
        destroy_chosen,
    ),
    Step::target(
        TargetSpec::new(Zones::DISCARD, different_creature_card),
        |g, f| {
            g.play_from_anywhere(f.last_target(), f.controller);
        },
    )
    .only_if(first_destroyed),
    Step::then(|g, f| {
        let c = f.target(1);
        if g.in_battleline(c) {
            g.ready(c);
            g.use_creature(c);
        }
    })
    .only_if(first_destroyed),
]);

/// Ritual of Life — Action: destroy a friendly creature; if it was
/// destroyed, a different creature card of your discard pile goes to your
/// hand.
static RITUAL_OF_LIFE: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        destroy_chosen,
    ),
    Step::target(
        TargetSpec::new(Zones::DISCARD, different_creature_card),
        |g, f| g.return_to_hand(f.last_target()),
    )
    .only_if(first_destroyed),
]);

/// Returns the card chosen last to its owner's hand.
fn return_chosen_to_hand(g: &mut Game, f: &mut Frame) {
    g.return_to_hand(f.last_target());
}

/// Destroys the ability's own card unless its first chosen card was
/// destroyed ("destroy a friendly X; if you do not, destroy this").
fn destroy_self_unless_first_destroyed(g: &mut Game, f: &mut Frame) {
    if !g.was_destroyed(f.target(0)) {
        g.destroy(f.source);
    }
}

/// Chenille — Action: a Bombyx of your discard pile goes to your hand
/// (hazardous is printed).
static CHENILLE: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::DISCARD, |g, _, c| g.def(c).name == "Bombyx"),
    return_chosen_to_hand,
)]);

/// Bombyx — Play: destroy a friendly Chenille, or else itself; Action: a
/// Fifalde of your discard pile goes to your hand.
static BOMBYX: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::friendly(g, f, c) && g.def(c).name == "Chenille"
            }),
            destroy_chosen,
        ),
        Step::then(destroy_self_unless_first_destroyed),
    ],
    action: &[Step::target(
        TargetSpec::new(Zones::DISCARD, |g, _, c| g.def(c).name == "Fifalde"),
        return_chosen_to_hand,
    )],
    ..Behavior::VANILLA
};

/// Fifalde — Play: destroy a friendly Bombyx, or else itself; Fight/Reap:
/// fully healed, and gain 1.
static FIFALDE: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::friendly(g, f, c) && g.def(c).name == "Bombyx"
            }),
            destroy_chosen,
        ),
        Step::then(destroy_self_unless_first_destroyed),
    ],
    fight: HEAL_FULLY_AND_GAIN_ONE,
    reap: HEAL_FULLY_AND_GAIN_ONE,
    ..Behavior::VANILLA
};

/// Fifalde's "Fight/Reap": fully heal it and gain 1.
const HEAL_FULLY_AND_GAIN_ONE: &[Step] = &[
    Step::then(|g, f| {
        g.heal(f.source, u32::MAX);
    }),
    Step::gain(1),
];

/// Dredging Druid — Reap: at high tide, up to 3 creature cards of your
/// discard pile go on top of your deck (elusive is printed).
static DREDGING_DRUID: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::new(Zones::DISCARD, filter::creature_card).up_to(3),
        |g, f| g.put_on_top_of_deck(f.last_target()),
    )
    .only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Pestergrove — every creature enters play enraged.
static PESTERGROVE: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::EnteredPlay { card, .. } = ev {
            if g.in_battleline(card) {
                g.enrage(card);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// The total power of the creatures `p` controls.
fn total_power(g: &Game, p: keysim_engine::Player) -> i32 {
    g.creatures(p).iter().map(|&c| g.power(c).max(0)).sum()
}

/// Primal Relic — Play: 4 Æmber from the supply on it and a +1 power
/// counter on each of 3 creatures; at the start of a player's turn, if
/// their creatures total 20 power or more, its Æmber goes to their pool.
static PRIMAL_RELIC: Behavior = Behavior {
    play: &[
        Step::then(|g, f| g.place_amber(f.source, 4)),
        Step::target(TargetSpec::ANY_CREATURE.exactly(3), |g, f| {
            g.add_power_counters(f.last_target(), 1)
        }),
    ],
    on_event: Some(|g, me, ev| {
        if let Event::TurnStarted { player } = ev {
            if total_power(g, player) >= 20 {
                g.take_amber_from(me, player, u32::MAX);
            }
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Among the creatures not yet chosen by the ability, one of the least
/// powerful (ties: the chooser picks).
fn least_powerful_unchosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    if f.picked.contains(c) {
        return false;
    }
    let rest = each(g, f.controller, Zones::CREATURES, |x| !f.picked.contains(x));
    let least = rest.iter().map(|&x| g.power(x)).min().unwrap_or(i32::MAX);
    g.power(c) <= least
}

/// Thin the Herd — Play: the 4 least powerful creatures are shuffled into
/// their owners' decks (ties for the last places: you choose).
static THIN_THE_HERD: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, least_powerful_unchosen).exactly(4),
    |g, f| g.shuffle_into_deck(f.last_target()),
)]);

/// Reap or Sow — Play, choose one: ready a friendly creature and reap with
/// it, or give three +1 power counters divided among creatures.
static REAP_OR_SOW: Behavior = Behavior::play(&[
    Step::choose_one(
        &[
            "ready and reap with a friendly creature",
            "give three +1 power counters",
        ],
        |_, f| f.count = 3,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            g.ready(c);
            g.reap_with(c);
        },
    )
    .only_if(|_, f| f.option == 0),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        g.add_power_counters(f.last_target(), 1)
    })
    .only_if(|_, f| f.option == 1),
]);

/// How many cards Ol' Paddy and its evil twin discard: 3 at high tide, else
/// 1.
const PADDY_DISCARDS: usize = 3;

/// Discards the bottom card of `p`'s deck, or the bottom 3 at high tide
/// for the ability's controller, keeping them in the frame's first three
/// ordered targets (empty slots when the deck ran out) without counting
/// them as chosen, so a later step may choose among them.
fn discard_bottom_by_tide(g: &mut Game, f: &mut Frame, p: keysim_engine::Player) {
    let n = if g.tide_is_high(f.controller) {
        PADDY_DISCARDS
    } else {
        1
    };
    for i in 0..PADDY_DISCARDS {
        f.targets[i] = if i < n {
            g.discard_bottom_of_deck(p)
        } else {
            CardRef::NONE
        };
    }
    f.target_count = PADDY_DISCARDS as u8;
}

/// Whether `c` is one of the cards [`discard_bottom_by_tide`] discarded.
fn discarded_by_paddy(f: &Frame, c: CardRef) -> bool {
    f.targets[..PADDY_DISCARDS].contains(&c)
}

/// Ol' Paddy — Reap: discard the bottom card of your deck (3 at high
/// tide), then play each creature discarded, one at a time, in the order
/// you choose.
static OL_PADDY: Behavior = Behavior {
    reap: &[
        Step::then(|g, f| discard_bottom_by_tide(g, f, f.controller)),
        Step::target(
            TargetSpec::new(Zones::DISCARD, |g, f, c| {
                discarded_by_paddy(f, c) && filter::creature_card(g, f, c)
            })
            .exactly(PADDY_DISCARDS as u8),
            |g, f| {
                g.play_from_anywhere(f.last_target(), f.controller);
            },
        ),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Ol' Paddy (evil twin) — Reap: discard the bottom card of the opponent's
/// deck (3 at high tide), then destroy a creature that shares a house with
/// one of them.
static OL_PADDY_EVIL_TWIN: Behavior = Behavior {
    reap: &[
        Step::then(|g, f| discard_bottom_by_tide(g, f, f.opponent())),
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                f.targets[..PADDY_DISCARDS]
                    .iter()
                    .any(|&d| d.is_some() && g.belongs_to(c, g.card(d).house))
            }),
            destroy_chosen,
        ),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// A friendly Untamed creature this ability has not chosen yet.
fn unchosen_friendly_untamed(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && !f.picked.contains(c) && g.belongs_to(c, House::Untamed)
}

/// Exhausts the creature chosen last, counting it in [`Frame::count`] if
/// it was ready ("for each creature exhausted this way").
fn exhaust_counting(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    if g.in_battleline(c) && !g.card(c).is_exhausted() {
        g.exhaust(c);
        f.count = f.count.saturating_add(1);
    }
}

/// The Mysticeti — Action: exhaust one or more friendly Untamed creatures;
/// if any was exhausted, it takes three +1 power counters per creature and
/// moves to the place of your battleline you choose, as a creature of 0
/// power with taunt (from then on, while in the battleline).
static THE_MYSTICETI: Behavior = Behavior {
    action: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, unchosen_friendly_untamed),
            exhaust_counting,
        ),
        Step::target(
            TargetSpec::new(Zones::CREATURES, unchosen_friendly_untamed).up_to(u8::MAX),
            exhaust_counting,
        )
        .only_if(|_, f| f.target_count > 0),
        Step::choose_number_between(
            |g, f| {
                let others = g.creatures(f.controller).iter().filter(|&&c| c != f.source);
                (0, others.count().min(u8::MAX as usize) as u8)
            },
            |g, f| {
                if !g.in_battleline(f.source) {
                    g.move_artifact_to_battleline(f.source, Flank::Left);
                }
                g.move_in_battleline(f.source, f.option as usize);
                g.add_power_counters(f.source, 3 * f.count as u32);
            },
        )
        .only_if(|_, f| f.count > 0),
    ],
    modifies: Queries::KEYWORDS,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me && g.in_battleline(me) {
                *value = value.with(Keywords::TAUNT);
            }
        }
    }),
    ..Behavior::VANILLA
};
