//! Saurian, Dark Tidings.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::control;
use keysim_engine::select::each;
use keysim_engine::tide::words::{raise_the_tide, tide_high, tide_low, tide_not_high};
use keysim_engine::{CardRef, Event, Expiry, Flank, Frame, Game, GameAction, Query, Zones};
use keysim_facts::{House, Keywords};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "bestiarii-urso-evil-twin" => &BESTIARII_URSO_EVIL_TWIN,
        "censor-philo-evil-twin" => &CENSOR_PHILO_EVIL_TWIN,
        "eclectic-ambrosius-evil-twin" => &ECLECTIC_AMBROSIUS_EVIL_TWIN,
        "lapisaurus-evil-twin" => &LAPISAURUS_EVIL_TWIN,
        "magistra-vita-evil-twin" => &MAGISTRA_VITA_EVIL_TWIN,
        "physicus-felix-evil-twin" => &PHYSICUS_FELIX_EVIL_TWIN,
        "undagnathus-evil-twin" => &UNDAGNATHUS_EVIL_TWIN,
        "bracchanalia" => &BRACCHANALIA,
        "brachiaditus" => &BRACHIADITUS,
        "eclectic-ambrosius" => &ECLECTIC_AMBROSIUS,
        "enlist-numeri" => &ENLIST_NUMERI,
        "hastatus-raptor" => &HASTATUS_RAPTOR,
        "iss-indominus" => &ISS_INDOMINUS,
        "swallow-whole" => &SWALLOW_WHOLE,
        "the-first-scroll" => &THE_FIRST_SCROLL,
        "ankylo-formation" => &ANKYLO_FORMATION,
        "bestiarii-urso" => &BESTIARII_URSO,
        "bury-riches" => &BURY_RICHES,
        "di-no-you-didn-t" => &DI_NO_YOU_DIDNT,
        "physicus-felix" => &PHYSICUS_FELIX,
        "saurarium" => &SAURARIUM,
        "trojan-sauropod" => &TROJAN_SAUROPOD,
        "wipe-clear" => &WIPE_CLEAR,
        "altruist-s-rostrum" => &ALTRUISTS_ROSTRUM,
        "carpe-vinum" => &CARPE_VINUM,
        "censor-philo" => &CENSOR_PHILO,
        "crushing-charge" => &CRUSHING_CHARGE,
        "decadence" => &DECADENCE,
        "lapisaurus" => &LAPISAURUS,
        "magistra-vita" => &MAGISTRA_VITA,
        "medicus-lacus" => &MEDICUS_LACUS,
        "ostracize" => &OSTRACIZE,
        "reach-advantage" => &REACH_ADVANTAGE,
        "undagnathus" => &UNDAGNATHUS,
        "venator-altum" => &VENATOR_ALTUM,
        _ => return None,
    })
}

/// Whether creature `c` has Æmber on it.
fn has_amber(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.card(c).amber > 0
}

/// Whether `c` is a friendly creature that does not belong to house Saurian.
fn friendly_non_saurian(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && !g.belongs_to(c, House::Saurian)
}

/// Exalts the card chosen last, if one was chosen.
fn exalt_chosen(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    if c.is_some() {
        g.exalt(c);
    }
}

/// Stuns the card chosen last.
fn stun_chosen(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    if c.is_some() {
        g.stun(c);
    }
}

/// Moves 1 Æmber from the first creature chosen to the second.
fn move_1_amber_between_chosen(g: &mut Game, f: &mut Frame) {
    let (from, to) = (f.target(0), f.target(1));
    if from.is_some() && to.is_some() && g.remove_amber(from, 1) == 1 {
        g.place_amber(to, 1);
    }
}

/// "Move 1 Æmber from a creature to another creature": two creatures
/// chosen in turn, then the move.
const MOVE_1_AMBER: Ability = &[
    Step::target(TargetSpec::ANY_CREATURE, |_, _| {}),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::not_chosen),
        move_1_amber_between_chosen,
    ),
];

/// "You may exalt a creature", asked only while `condition` holds (the
/// tide high, or low, for the controller).
const fn may_exalt_a_creature(condition: fn(&Game, &Frame) -> bool) -> Step {
    Step::target(TargetSpec::ANY_CREATURE.optional(), exalt_chosen).only_if(condition)
}

/// Bestiarii Urso (evil twin) — Play/Fight: stun a creature.
static BESTIARII_URSO_EVIL_TWIN: Behavior = Behavior {
    play: &[Step::target(TargetSpec::ANY_CREATURE, stun_chosen)],
    fight: &[Step::target(TargetSpec::ANY_CREATURE, stun_chosen)],
    ..Behavior::VANILLA
};

/// Censor Philo (evil twin) — Play: 5 damage to a creature carrying Æmber.
static CENSOR_PHILO_EVIL_TWIN: Behavior = Behavior::play(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, has_amber),
    5,
)]);

/// Lapisaurus (evil twin) — Fight: exalt the creature it fought (skirmish
/// is printed).
static LAPISAURUS_EVIL_TWIN: Behavior = Behavior::fight(&[Step::then(|g, f| {
    if f.subject.is_some() && g.in_battleline(f.subject) {
        g.exalt(f.subject);
    }
})]);

/// Magistra Vita (evil twin) — Play/Fight: you may exalt a friendly
/// creature of another house than Saurian, and then fight with it.
static MAGISTRA_VITA_EVIL_TWIN: Behavior = Behavior {
    play: MAY_EXALT_TO_FIGHT,
    fight: MAY_EXALT_TO_FIGHT,
    ..Behavior::VANILLA
};

/// Exalt a friendly non-Saurian creature if you choose one; fight with it.
const MAY_EXALT_TO_FIGHT: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_non_saurian).optional(),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() {
            g.exalt(c);
            g.fight_with(c);
        }
    },
)];

/// Physicus Felix (evil twin) — Play/Fight: with the tide low for you, you
/// may exalt a creature.
static PHYSICUS_FELIX_EVIL_TWIN: Behavior = Behavior {
    play: &[may_exalt_a_creature(tide_low)],
    fight: &[may_exalt_a_creature(tide_low)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Brachiaditus — Play: stun each of its neighbors and return 1 Æmber from
/// each of them to the supply (deploy is printed).
static BRACHIADITUS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let me = f.source;
    let neighbors = each(g, f.controller, Zones::CREATURES, |c| {
        g.are_neighbors(me, c)
    });
    for &c in neighbors.iter() {
        g.stun(c);
        g.remove_amber(c, 1);
    }
})]);

/// Eclectic Ambrosius — a knowledge counter on it at the end of each of
/// your turns; Action: remove 3 of them to gain 6.
static ECLECTIC_AMBROSIUS: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        if g.counters(f.source) >= 3 {
            g.remove_counters(f.source, 3);
            g.gain(f.controller, 6);
        }
    })],
    on_event: Some(|g, me, ev| {
        if ev
            == (Event::TurnEnded {
                player: g.card(me).controller,
            })
        {
            g.add_counters(me, 1);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// The Æmber on the friendly creatures titled like `me` (itself included).
fn amber_on_friendly_namesakes(g: &Game, me: CardRef) -> u32 {
    let mine = g.card(me).controller;
    let title = g.def(me).name;
    let namesakes = each(g, mine, Zones::CREATURES, |c| {
        g.card(c).controller == mine && g.def(c).name == title
    });
    namesakes.iter().map(|&c| g.card(c).amber as u32).sum()
}

/// Hastatus Raptor — Before Fight: you may exalt it; if you do, the
/// creature it fights takes 1 damage per Æmber on friendly Hastatus
/// Raptors.
static HASTATUS_RAPTOR: Behavior = Behavior::before_fight(&[Step::may(|g, f| {
    g.exalt(f.source);
    let n = amber_on_friendly_namesakes(g, f.source);
    if n > 0 && f.subject.is_some() && g.in_battleline(f.subject) {
        g.deal_damage(f.subject, n);
    }
})]);

/// ISS Indominus — Action: exhaust up to 5 friendly Saurian creatures;
/// 1 damage to each enemy creature for each one exhausted this way.
static ISS_INDOMINUS: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && g.belongs_to(c, House::Saurian)
        })
        .up_to(5),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if c.is_some() && !g.card(c).is_exhausted() {
                g.exhaust(c);
                if g.card(c).is_exhausted() {
                    f.count += 1;
                }
            }
        },
    ),
    Step::then(|g, f| {
        for _ in 0..f.count {
            let enemies = each(g, f.controller, Zones::CREATURES, |c| {
                g.card(c).controller != f.controller
            });
            g.deal_damage_each(&enemies, 1);
        }
    }),
]);

/// The First Scroll — after a player forges a key, each creature they
/// control captures 1 from their own pool.
static THE_FIRST_SCROLL: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { player, .. } = ev {
            g.trigger(FORGER_CREATURES_CAPTURE, me, player);
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// Each creature of the player who forged (the ability's controller)
/// captures 1 from their own side.
const FORGER_CREATURES_CAPTURE: Ability = &[Step::each_captures_from_own_side(filter::friendly, 1)];

/// Bestiarii Urso — Play/Reap: you may unstun a creature.
static BESTIARII_URSO: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::ANY_CREATURE.optional(),
        unstun_chosen,
    )],
    reap: &[Step::target(
        TargetSpec::ANY_CREATURE.optional(),
        unstun_chosen,
    )],
    ..Behavior::VANILLA
};

/// Removes the stun of the card chosen last, if one was chosen.
fn unstun_chosen(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    if c.is_some() {
        g.unstun(c);
    }
}

/// Bury Riches — Play: with the tide high for you, 1 Æmber from each
/// creature goes to its controller's pool; otherwise raise the tide.
static BURY_RICHES: Behavior = Behavior {
    play: &[
        Step::then(|g, f| {
            let all = each(g, f.controller, Zones::CREATURES, |_| true);
            for &c in all.iter() {
                g.take_amber_from(c, g.card(c).controller, 1);
            }
        })
        .only_if(tide_high),
        Step::then(raise_the_tide).only_if(tide_not_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Di-No You Didn't! — Play: destroy an enemy creature carrying Æmber.
static DI_NO_YOU_DIDNT: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::enemy(g, f, c) && has_amber(g, f, c)
    }),
    |g, f| g.destroy(f.last_target()),
)]);

/// Physicus Felix — Play/Fight: with the tide high for you, you may exalt
/// a creature.
static PHYSICUS_FELIX: Behavior = Behavior {
    play: &[may_exalt_a_creature(tide_high)],
    fight: &[may_exalt_a_creature(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Saurarium — no creature of the lowest power in play may reap.
static SAURARIUM: Behavior = Behavior {
    modifies: Queries::COMBAT,
    reach: Reach::Any,
    modify: Some(|g, _, q| {
        if let Query::CanReap { card, value } = q {
            let p = g.power(*card);
            if g.all_creatures().all(|o| g.power(o) >= p) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Wipe Clear — Play: 1 damage to each creature; destroy each upgrade.
static WIPE_CLEAR: Behavior = Behavior::play(&[Step::then(|g, f| {
    let creatures = each(g, f.controller, Zones::CREATURES, |_| true);
    g.deal_damage_each(&creatures, 1);
    let upgrades = each(g, f.controller, Zones::UPGRADES, |_| true);
    for &u in upgrades.iter() {
        g.destroy(u);
    }
})]);

/// Altruist's Rostrum — Action: move 1 Æmber from a creature to another.
static ALTRUISTS_ROSTRUM: Behavior = Behavior::action(MOVE_1_AMBER);

/// Carpe Vinum — Play: exalt 2 enemy creatures.
static CARPE_VINUM: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy).exactly(2),
    exalt_chosen,
)]);

/// Censor Philo — creatures carrying Æmber cannot damage it.
static CENSOR_PHILO: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::CanBeDamagedBy {
            card,
            dealer,
            value,
        } = q
        {
            let dealer = *dealer;
            if *card == me
                && dealer.is_some()
                && g.is_creature_card(dealer)
                && g.card(dealer).amber > 0
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Crushing Charge — Play: destroy each creature of power 4 or less; gain
/// 1 chain.
static CRUSHING_CHARGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let weak = each(g, f.controller, Zones::CREATURES, |c| g.power(c) <= 4);
    for &c in weak.iter() {
        g.destroy(c);
    }
    g.gain_chains(f.controller, 1);
})]);

/// Decadence — Play, choose one: exalt, ready and use a friendly creature;
/// or move 1 Æmber from a creature to another.
static DECADENCE: Behavior = Behavior::play(&[
    Step::choose_one(
        &["exalt, ready and use a friendly creature", "move 1 Æmber"],
        |_, _| {},
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            g.exalt(c);
            g.ready(c);
            g.use_creature(c);
        },
    )
    .only_if(|_, f| f.option == 0),
    Step::target(TargetSpec::ANY_CREATURE, |_, _| {}).only_if(|_, f| f.option == 1),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::not_chosen),
        move_1_amber_between_chosen,
    )
    .only_if(|_, f| f.option == 1),
]);

/// Magistra Vita — Play/Reap: you may exalt a friendly creature of another
/// house than Saurian, and then reap with it.
static MAGISTRA_VITA: Behavior = Behavior {
    play: MAY_EXALT_TO_REAP,
    reap: MAY_EXALT_TO_REAP,
    ..Behavior::VANILLA
};

/// Exalt a friendly non-Saurian creature if you choose one; reap with it.
const MAY_EXALT_TO_REAP: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_non_saurian).optional(),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() {
            g.exalt(c);
            g.reap_with(c);
        }
    },
)];

/// Medicus Lacus — while the tide is high for you, the Æmber on friendly
/// creatures may be spent as if it were in your pool.
static MEDICUS_LACUS: Behavior = Behavior {
    modifies: Queries::ECONOMY.and(Queries::RARE),
    modify: Some(|g, me, q| {
        if let Query::SpendsAsPool { card, value } = q {
            let mine = g.card(me).controller;
            if g.in_battleline(*card) && g.card(*card).controller == mine && g.tide_is_high(mine) {
                *value = true;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Ostracize — Play: lose 1; if you do, purge a creature.
static OSTRACIZE: Behavior = Behavior::play(&[
    Step::then(|g, f| f.done = g.lose(f.controller, 1) == 1),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| g.purge(f.last_target())).only_if(|_, f| f.done),
]);

/// Reach Advantage — Play: with the tide high for you, a friendly creature
/// captures 3; otherwise raise the tide.
static REACH_ADVANTAGE: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| {
                g.capture(f.last_target(), 3);
            },
        )
        .only_if(tide_high),
        Step::then(raise_the_tide).only_if(tide_not_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Undagnathus — while the tide is low for its controller, it deals no
/// damage when fighting.
static UNDAGNATHUS: Behavior = Behavior {
    modifies: Queries::FIGHT_DAMAGE,
    modify: Some(|g, me, q| {
        if let Query::FightDamage { dealer, value, .. } = q {
            if *dealer == me && g.tide_is_low(g.card(me).controller) {
                *value = 0;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Venator Altum — after it is dealt damage, it is exalted if the tide is
/// low for its controller.
static VENATOR_ALTUM: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Damaged { card, .. } = ev {
            if card == me && g.tide_is_low(g.card(me).controller) {
                g.exalt(me);
            }
        }
    }),
    hears: Events::DAMAGED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Eclectic Ambrosius (evil twin) — Reap: an enemy creature gets an
/// ignorance counter; while it has it, its text box is blank (its traits
/// stay). The counter is kept as a lasting effect on that creature, ending
/// when it leaves play, as a counter would.
static ECLECTIC_AMBROSIUS_EVIL_TWIN: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if c.is_some() {
                g.add_lasting_with(f.source, f.controller, Expiry::SubjectLeavesPlay, c, 0);
            }
        },
    )],
    lasting_modifies: Queries::TEXT,
    lasting_modify: Some(|_, e, q| {
        if let Query::TextBlank { card, value } = q {
            if *card == e.subject {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Undagnathus (evil twin) — while the tide is low for its controller, the
/// damage dealt to it is doubled.
static UNDAGNATHUS_EVIL_TWIN: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS_BUT_READYING,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Damage { card, amount },
        } = q
        {
            if *card == me && g.tide_is_low(g.card(me).controller) {
                *amount = amount.saturating_mul(2);
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Bracchanalia — Play: 4 Æmber from the supply on it, and a friendly
/// creature captures 1. At the start of each turn, if the active player
/// controls 4 or more creatures carrying Æmber, the Æmber on it goes to
/// their pool.
static BRACCHANALIA: Behavior = Behavior {
    play: &[
        Step::then(|g, f| g.place_amber(f.source, 4)),
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| {
                g.capture(f.last_target(), 1);
            },
        ),
    ],
    on_event: Some(|g, me, ev| {
        if let Event::TurnStarted { player } = ev {
            let carriers = g
                .creatures(player)
                .iter()
                .filter(|&&c| g.card(c).amber > 0)
                .count();
            if carriers >= 4 {
                let all = g.card(me).amber as u32;
                g.take_amber_from(me, player, all);
            }
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Enlist Numeri — Play: take control of an enemy creature carrying Æmber;
/// while you control it, it belongs to house Saurian only.
static ENLIST_NUMERI: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::enemy(g, f, c) && has_amber(g, f, c)
            }),
            |g, f| {
                f.subject = f.target(0);
                if f.subject.is_some() {
                    g.add_lasting_with(
                        f.source,
                        f.controller,
                        Expiry::SubjectLeavesPlay,
                        f.subject,
                        0,
                    );
                }
            },
        ),
        Step::then(control::take_subject_if_no_choice),
        Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
            .only_if(control::flank_choice_needed),
    ],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|g, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject && g.card(*card).controller == e.controller {
                *value = 1 << House::Saurian as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Swallow Whole — play only with the tide high for you. Play: choose 2
/// creatures; purge the one of lower power (on a tie, you choose which)
/// and give the other as many +1 power counters as the purged one's power.
static SWALLOW_WHOLE: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::ANY_CREATURE.exactly(2), |_, _| {}),
        Step::choose_one(&["swallow the first", "swallow the second"], |g, f| {
            swallow(
                g,
                f.target(f.option as usize),
                f.target(1 - f.option as usize),
            );
        })
        .only_if(|g, f| both_chosen(f) && g.power(f.target(0)) == g.power(f.target(1))),
        Step::then(|g, f| {
            let (a, b) = (f.target(0), f.target(1));
            if !both_chosen(f) {
                swallow(g, a, CardRef::NONE);
            } else if g.power(a) < g.power(b) {
                swallow(g, a, b);
            } else {
                swallow(g, b, a);
            }
        })
        .only_if(|g, f| !both_chosen(f) || g.power(f.target(0)) != g.power(f.target(1))),
    ],
    play_condition: Some(|g, p| g.tide_is_high(p)),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Whether Swallow Whole's ability chose two creatures.
fn both_chosen(f: &Frame) -> bool {
    f.target(0).is_some() && f.target(1).is_some()
}

/// Purges `prey` and gives `eater` (if any) +1 power counters equal to the
/// prey's power.
fn swallow(g: &mut Game, prey: CardRef, eater: CardRef) {
    if prey.is_none() || !g.in_battleline(prey) {
        return;
    }
    let power = g.power(prey).max(0) as u32;
    g.purge(prey);
    if eater.is_some() && g.in_battleline(eater) && power > 0 {
        g.add_power_counters(eater, power);
    }
}

/// Ankylo Formation — Play, choose one: a friendly creature gains skirmish
/// for the turn; or exalt a friendly creature, and each friendly creature
/// gains skirmish for the turn.
static ANKYLO_FORMATION: Behavior = Behavior {
    play: &[
        Step::choose_one(
            &[
                "a friendly creature gains skirmish",
                "exalt one, all gain skirmish",
            ],
            |_, _| {},
        ),
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| {
                let c = f.last_target();
                if c.is_none() {
                    return;
                }
                if c.is_some() {
                    g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
                }
            },
        )
        .only_if(|_, f| f.option == 0),
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| {
                exalt_chosen(g, f);
                g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
            },
        )
        .only_if(|_, f| f.option == 1),
    ],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|g, e, q| {
        if let Query::Keywords { card, value } = q {
            let covered = if e.subject.is_some() {
                *card == e.subject
            } else {
                g.in_battleline(*card) && g.card(*card).controller == e.controller
            };
            if covered {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Lapisaurus — an enemy creature attacking it gains "Before Fight: exalt
/// this creature" (taunt is printed).
static LAPISAURUS: Behavior = Behavior {
    grants: Some(&EXALTS_ITSELF_BEFORE_FIGHT),
    grants_to: Some(|g, me, c| {
        g.fight_in_progress() == Some((c, me)) && g.card(c).controller != g.card(me).controller
    }),
    ..Behavior::VANILLA
};

/// Before Fight: exalt this creature.
static EXALTS_ITSELF_BEFORE_FIGHT: Behavior =
    Behavior::before_fight(&[Step::then(|g, f| g.exalt(f.source))]);

/// Trojan Sauropod — enters play under the opponent of the player who
/// played it. Omni: gain 3; your opponent reveals their hand, puts each
/// creature card of it into play ready (one at a time, choosing which and
/// its flank), refills their hand as in their draw step; then it is
/// destroyed.
static TROJAN_SAUROPOD: Behavior = Behavior {
    omni: &[Step::then(|g, f| {
        g.gain(f.controller, 3);
        let opponent = f.opponent();
        g.reveal_hand(opponent, f.controller);
        g.trigger(&UNLOAD_HAND_CREATURES, f.source, opponent);
    })],
    enters_under_opponent: true,
    ..Behavior::VANILLA
};

/// A creature card of the hand that can enter play alone (not half of a
/// gigantic creature).
fn hand_creature(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.is_creature_card(c) && !g.is_gigantic_half(c)
}

/// Whether the ability's controller still holds such a creature card.
fn holds_hand_creature(g: &Game, f: &Frame) -> bool {
    g.player(f.controller)
        .hand
        .iter()
        .any(|c| hand_creature(g, f, c))
}

/// Puts the chosen creature card into play ready on `flank`.
fn enter_ready(g: &mut Game, c: CardRef, p: keysim_engine::Player, flank: Flank) {
    if g.put_into_play(c, p, flank) {
        g.ready(c);
    }
}

/// Trojan Sauropod's unloading, controlled by the player who unloads: one
/// creature card of their hand into play ready (the flank asked unless
/// their battleline is empty), again while they hold one; then they refill
/// their hand and the Sauropod is destroyed.
static UNLOAD_HAND_CREATURES: [Step; 4] = [
    Step::target(TargetSpec::new(Zones::HAND, hand_creature), |g, f| {
        let c = f.target(0);
        if c.is_some() && g.creatures(f.controller).is_empty() {
            enter_ready(g, c, f.controller, Flank::Right);
        }
    })
    .only_if(holds_hand_creature),
    Step::choose_one(control::FLANKS, |g, f| {
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        enter_ready(g, f.target(0), f.controller, flank);
    })
    .only_if(|g, f| {
        f.target(0).is_some() && g.card(f.target(0)).location == keysim_engine::Location::Hand
    }),
    Step::then(|g, f| g.trigger(&UNLOAD_HAND_CREATURES, f.source, f.controller))
        .only_if(holds_hand_creature),
    Step::then(|g, f| {
        g.refill_hand(f.controller);
        g.destroy(f.source);
    })
    .only_if(|g, f| !holds_hand_creature(g, f)),
];
