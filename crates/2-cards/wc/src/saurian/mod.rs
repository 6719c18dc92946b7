//! Saurian, Worlds Collide.

use keysim_engine::ability::{
    filter, Ability, Behavior, Chooser, Events, Expiry, HouseSpec, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::destroyed::target_destroyed;
use keysim_engine::key_cost;
use keysim_engine::select::each;
use keysim_engine::{
    control, CardRef, Event, Flank, Frame, Game, GameAction, LastingEffect, Location, Player,
    Query, Zones,
};
use keysim_facts::{traits, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "axiom-of-grisk" => &AXIOM_OF_GRISK,
        "brutodon-auxiliary" => &Behavior::VANILLA,
        "chant-of-hubris" => &CHANT_OF_HUBRIS,
        "imperial-scutum" => &IMPERIAL_SCUTUM,
        "imperium" => &IMPERIUM,
        "legatus-raptor" => &LEGATUS_RAPTOR,
        "odoac-the-patrician" => &ODOAC_THE_PATRICIAN,
        "phalanx-strike" => &PHALANX_STRIKE,
        "praefectus-ludo" => &PRAEFECTUS_LUDO,
        "questor-jarta" => &QUESTOR_JARTA,
        "rhetor-gallim" => &RHETOR_GALLIM,
        "senator-shrix" => &SENATOR_SHRIX,
        "the-golden-spiral" => &THE_GOLDEN_SPIRAL,
        "thero-centurion" => &THERO_CENTURION,
        "tribute" => &TRIBUTE,
        "tricerian-legionary" => &TRICERIAN_LEGIONARY,
        "ancient-power" => &ANCIENT_POWER,
        "centurion-stenopius" => &CENTURION_STENOPIUS,
        "city-state-interest" => &CITY_STATE_INTEREST,
        "draco-praeco" => &DRACO_PRAECO,
        "exile" => &EXILE,
        "gargantodon" => &GARGANTODON,
        "library-of-polliasaurus" => &LIBRARY_OF_POLLIASAURUS,
        "orator-hissaro" => &ORATOR_HISSARO,
        "paraguardian" => &PARAGUARDIAN,
        "philophosaurus" => &PHILOPHOSAURUS,
        "regrettable-meteor" => &REGRETTABLE_METEOR,
        "sic-semper-tyrannosaurus" => &SIC_SEMPER_TYRANNOSAURUS,
        "stomp" => &STOMP,
        "terrordactyl" => &TERRORDACTYL,
        "the-callipygian-ideal" => &THE_CALLIPYGIAN_IDEAL,
        "tribune-pompitus" => &TRIBUNE_POMPITUS,
        "auto-legionary" => &AUTO_LEGIONARY,
        "cincinnatus-rex" => &CINCINNATUS_REX,
        "city-gates" => &CITY_GATES,
        "crassosaurus" => &CRASSOSAURUS,
        "diplo-macy" => &DIPLO_MACY,
        "favor-of-rex" => &FAVOR_OF_REX,
        "good-of-the-many" => &GOOD_OF_THE_MANY,
        "grimlocus-dux" => &GRIMLOCUS_DUX,
        "imperial-forge" => &IMPERIAL_FORGE,
        "imperial-road" => &IMPERIAL_ROAD,
        "kompsos-haruspex" => &KOMPSOS_HARUSPEX,
        "livia-the-elder" => &LIVIA_THE_ELDER,
        "primus-unguis" => &PRIMUS_UNGUIS,
        "saurus-rex" => &SAURUS_REX,
        "saury-about-that" => &SAURY_ABOUT_THAT,
        "senator-bracchus" => &SENATOR_BRACCHUS,
        "sow-salt" => &SOW_SALT,
        "spartasaur" => &SPARTASAUR,
        "tertiate" => &TERTIATE,
        "the-colosseum" => &THE_COLOSSEUM,
        "triumph" => &TRIUMPH,
        _ => return None,
    })
}

/// "You may exalt this creature": on yes, the ability's source is exalted,
/// and [`Frame::done`] tells the "if you do" steps after it that it was.
const MAY_EXALT_ITSELF: Step = Step::may(|g, f| {
    f.done = g.in_battleline(f.source);
    g.exalt(f.source);
});

/// Whether the "if you do" of the step before held.
fn did(_: &Game, f: &Frame) -> bool {
    f.done
}

/// A friendly creature other than the ability's source.
fn other_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    c != f.source && filter::friendly(g, f, c)
}

/// Readies a creature and uses it ("ready and use").
fn ready_and_use(g: &mut Game, c: CardRef) {
    if g.in_battleline(c) {
        g.ready(c);
        g.use_creature(c);
    }
}

/// Axiom of Grisk — Play: ward a creature, destroy every creature without
/// Æmber on it, gain 2 chains.
static AXIOM_OF_GRISK: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| g.ward(f.last_target())),
    Step::then(|g, f| {
        let bare = each(g, f.controller, Zones::CREATURES, |c| g.card(c).amber == 0);
        for &c in bare.iter() {
            g.destroy(c);
        }
        g.gain_chains(f.controller, 2);
    }),
]);

/// Chant of Hubris — Play: 1 Æmber moves from one creature to another (any
/// creature may be chosen to move it from, with Æmber on it or not).
static CHANT_OF_HUBRIS: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, keysim_engine::ability::record),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::not_chosen),
        |g, f| {
            if f.last_target().is_some() && g.remove_amber(f.target(0), 1) == 1 {
                g.place_amber(f.last_target(), 1);
            }
        },
    )
    .only_if(|_, f| f.target(0).is_some()),
]);

/// "Destroyed: the Æmber on this creature goes back to the supply" (what
/// Imperial Scutum and Praefectus Ludo give).
static AMBER_TO_SUPPLY_WHEN_DESTROYED: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let on_it = g.card(f.source).amber as u32;
    g.remove_amber(f.source, on_it);
})]);

/// Imperial Scutum — its creature gets +2 armor, and when destroyed its
/// Æmber goes to the supply.
static IMPERIAL_SCUTUM: Behavior = Behavior {
    grants: Some(&AMBER_TO_SUPPLY_WHEN_DESTROYED),
    modifies: Queries::ARMOR,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if *card == g.card(me).host {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Imperium — Play: ward 2 friendly creatures.
static IMPERIUM: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly).exactly(2),
    |g, f| g.ward(f.last_target()),
)]);

/// Legatus Raptor — Fight: it may exalt itself to ready and use another
/// friendly creature.
static LEGATUS_RAPTOR: Behavior = Behavior::fight(&[
    MAY_EXALT_ITSELF,
    Step::target(TargetSpec::new(Zones::CREATURES, other_friendly), |g, f| {
        ready_and_use(g, f.last_target())
    })
    .only_if(did),
]);

/// Odoac the Patrician — Play: capture 1. While it holds Æmber, its
/// controller's Æmber cannot be stolen.
static ODOAC_THE_PATRICIAN: Behavior = Behavior {
    play: &[Step::capture(1)],
    modifies: Queries::REPLACEMENTS_BUT_READYING,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Steal { thief, .. },
        } = *q
        {
            let mine = g.card(me);
            if thief != mine.controller && mine.amber > 0 {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Phalanx Strike's effect: choose a creature, 1 damage to it for each
/// friendly creature.
const STRIKE_STEP: Step = Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let friendly = g.creatures(f.controller).len() as u32;
    g.deal_damage(f.last_target(), friendly);
});

/// Exalts the friendly creature chosen, if any ("you may exalt a friendly
/// creature to ..."): [`did`] says whether it was.
fn exalt_chosen(g: &mut Game, f: &mut Frame) {
    f.done = g.in_battleline(f.last_target());
    g.exalt(f.last_target());
}

/// Phalanx Strike — Play: choose a creature, 1 damage to it per friendly
/// creature; exalting a friendly creature repeats that effect, a creature
/// chosen again (the same or another) and a separate effect (the first
/// may break a ward, the second still hits: FAQ).
static PHALANX_STRIKE: Behavior = Behavior::play(&[
    STRIKE_STEP,
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).optional(),
        exalt_chosen,
    ),
    Step::repeat(&[STRIKE_STEP]).only_if(did),
]);

/// Praefectus Ludo — each other friendly creature gains "Destroyed: the
/// Æmber on this creature goes back to the supply".
static PRAEFECTUS_LUDO: Behavior = Behavior {
    grants: Some(&AMBER_TO_SUPPLY_WHEN_DESTROYED),
    grants_to: Some(|g, me, c| {
        c != me && g.in_battleline(c) && g.card(c).controller == g.card(me).controller
    }),
    ..Behavior::VANILLA
};

/// Questor Jarta — elusive; Reap: it may exalt itself to gain 1.
static QUESTOR_JARTA: Behavior = Behavior::reap(&[MAY_EXALT_ITSELF, Step::gain(1).only_if(did)]);

/// Starts Rhetor Gallim's tax: the opponent's keys cost 3 more during
/// their next turn.
fn tax_next_turn(g: &mut Game, f: &mut Frame) {
    g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn);
}

/// Rhetor Gallim — Play, and Reap if it exalts itself: the opponent's keys
/// cost +3 during their next turn.
static RHETOR_GALLIM: Behavior = Behavior {
    play: &[Step::then(tax_next_turn)],
    reap: &[MAY_EXALT_ITSELF, Step::then(tax_next_turn).only_if(did)],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_opponents_keys_during_their_turn(g, &e, q, 3)),
    ..Behavior::VANILLA
};

/// Senator Shrix — its Æmber may pay for keys; Play/Reap: it may exalt
/// itself.
static SENATOR_SHRIX: Behavior = Behavior {
    play: &[MAY_EXALT_ITSELF],
    reap: &[MAY_EXALT_ITSELF],
    forge_bank: true,
    ..Behavior::VANILLA
};

/// The Golden Spiral — Action: exalt a friendly creature, then ready and
/// use it.
static THE_GOLDEN_SPIRAL: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.exalt(f.last_target());
        ready_and_use(g, f.last_target());
    },
)]);

/// Thero Centurion — Play/Fight: capture 1.
static THERO_CENTURION: Behavior = Behavior {
    play: &[Step::capture(1)],
    fight: &[Step::capture(1)],
    ..Behavior::VANILLA
};

/// A most powerful friendly creature (ties: the player chooses).
fn most_powerful_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    let power = g.power(c);
    filter::friendly(g, f, c)
        && g.creatures(f.controller)
            .iter()
            .all(|&o| g.power(o) <= power)
}

/// Tribute's effect: the most powerful friendly creature (ties: the
/// player chooses) captures 2.
const TRIBUTE_CAPTURE: Step = Step::target(
    TargetSpec::new(Zones::CREATURES, most_powerful_friendly),
    |g, f| {
        g.capture(f.last_target(), 2);
    },
);

/// Tribute — Play: the most powerful friendly creature captures 2; the
/// player may exalt that creature to repeat the effect (the most powerful
/// friendly creature is found, and a tie chosen, again).
static TRIBUTE: Behavior = Behavior::play(&[
    TRIBUTE_CAPTURE,
    Step::may(|g, f| {
        f.done = g.in_battleline(f.target(0));
        g.exalt(f.target(0));
    })
    .only_if(|g, f| g.in_battleline(f.target(0))),
    Step::repeat(&[TRIBUTE_CAPTURE]).only_if(did),
]);

/// Tricerian Legionary — taunt; Play: ward a friendly creature.
static TRICERIAN_LEGIONARY: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| g.ward(f.last_target()),
)]);

/// Ancient Power — Play: ward each friendly creature with Æmber on it.
static ANCIENT_POWER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let stocked = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller && g.card(c).amber > 0
    });
    for &c in stocked.iter() {
        g.ward(c);
    }
})]);

/// Centurion Stenopius — +3 power per Æmber on it; Play/Fight/Reap: it may
/// exalt itself.
static CENTURION_STENOPIUS: Behavior = Behavior {
    play: &[MAY_EXALT_ITSELF],
    fight: &[MAY_EXALT_ITSELF],
    reap: &[MAY_EXALT_ITSELF],
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += 3 * g.card(me).amber as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// City-State Interest — Play: each friendly creature captures 1 (when
/// the opponent has too little for all, the active player chooses which).
static CITY_STATE_INTEREST: Behavior = Behavior::play(&[Step::each_captures(filter::friendly, 1)]);

/// Draco Praeco — Reap: it may exalt itself to enrage each creature of a
/// house of the player's choice.
static DRACO_PRAECO: Behavior = Behavior::reap(&[
    MAY_EXALT_ITSELF,
    Step::choose_house(HouseSpec::Any, |g, f| {
        let Some(house) = f.house else { return };
        let of_house = each(g, f.controller, Zones::CREATURES, |c| {
            g.belongs_to(c, house)
        });
        for &c in of_house.iter() {
            g.enrage(c);
        }
    })
    .only_if(did),
]);

/// Gives the ability's subject to the controller's opponent on the flank
/// they choose ([`Frame::option`], asked when their battleline is not
/// empty).
fn give_subject_to_opponent(g: &mut Game, f: &mut Frame) {
    let flank = if g.creatures(f.opponent()).is_empty() || f.option == 1 {
        Flank::Right
    } else {
        Flank::Left
    };
    g.take_control(f.subject, f.opponent(), flank);
}

/// Exile — Play: the opponent takes control of a friendly creature (they
/// choose its flank).
static EXILE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            f.subject = f.last_target();
            if g.in_battleline(f.subject) && g.creatures(f.opponent()).is_empty() {
                give_subject_to_opponent(g, f);
            }
        },
    ),
    Step::choose_one(control::FLANKS, give_subject_to_opponent)
        .chosen_by(Chooser::Opponent)
        .only_if(|g, f| g.in_battleline(f.subject) && g.card(f.subject).controller == f.controller),
]);

/// Library of Polliasaurus — Action: 1 Æmber from a friendly creature to
/// the pool (any friendly creature may be chosen).
static LIBRARY_OF_POLLIASAURUS: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.take_amber_from(f.last_target(), f.controller, 1);
    },
)]);

/// Orator Hissaro — deploy; Play: its neighbors are readied, exalted and of
/// house Saurian (only) for the rest of the turn.
static ORATOR_HISSARO: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let beside = each(g, f.controller, Zones::CREATURES, |c| {
            g.are_neighbors(f.source, c)
        });
        for &c in beside.iter() {
            g.ready(c);
            g.exalt(c);
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
        }
    })],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|_, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject {
                *value = 1 << House::Saurian as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Paraguardian — Reap: it may exalt itself to ward each of its neighbors.
static PARAGUARDIAN: Behavior = Behavior::reap(&[
    MAY_EXALT_ITSELF,
    Step::then(|g, f| {
        let beside = each(g, f.controller, Zones::CREATURES, |c| {
            g.are_neighbors(f.source, c)
        });
        for &c in beside.iter() {
            g.ward(c);
        }
    })
    .only_if(did),
]);

/// One of the cards Philophosaurus looked at, still in its controller's
/// hand.
fn looked_at_in_hand(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.chosen()[..f.count as usize].contains(&c) && g.card(c).location == Location::Hand
}

/// Philophosaurus — Reap: it may look at the top 3 cards of the deck, to
/// archive one, keep one in hand and discard one. The cards are taken into
/// the hand (seen by their owner alone) to be chosen from; the one
/// discarded goes back to the top of the deck to be discarded from there.
static PHILOPHOSAURUS: Behavior = Behavior::reap(&[
    Step::may(|g, f| {
        for _ in 0..3 {
            let Some(top) = g.player(f.controller).deck.last() else {
                break;
            };
            g.return_to_hand(top);
            f.push_target(top);
        }
        f.count = f.target_count;
    }),
    Step::target(TargetSpec::new(Zones::HAND, looked_at_in_hand), |g, f| {
        g.archive(f.controller, f.last_target());
    })
    .only_if(|_, f| f.count > 0),
    Step::target(TargetSpec::new(Zones::HAND, looked_at_in_hand), |g, f| {
        let kept = f.last_target();
        for i in 0..f.count as usize {
            let c = f.target(i);
            if c != kept && g.card(c).location == Location::Hand {
                g.put_on_top_of_deck(c);
                g.discard_top_of_deck(f.controller);
            }
        }
    })
    .only_if(|g, f| (0..f.count as usize).any(|i| looked_at_in_hand(g, f, f.target(i)))),
]);

/// Regrettable Meteor — Play: destroy each Dinosaur creature and each
/// creature with power 6 or more.
static REGRETTABLE_METEOR: Behavior = Behavior::play(&[Step::then(|g, f| {
    let doomed = each(g, f.controller, Zones::CREATURES, |c| {
        g.has_trait(c, traits::DINOSAUR) || g.power(c) >= 6
    });
    for &c in doomed.iter() {
        g.destroy(c);
    }
})]);

/// Sic Semper Tyrannosaurus — Play: the Æmber on the most powerful creature
/// goes to the pool, and that creature is destroyed.
static SIC_SEMPER_TYRANNOSAURUS: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::most_powerful),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            let on_it = g.card(c).amber as u32;
            g.take_amber_from(c, f.controller, on_it);
            g.destroy(c);
        }
    },
)]);

/// Stomp — Play: 5 damage to a creature; if that destroys it, exalt a
/// friendly creature.
static STOMP: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 5);
    }),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.exalt(f.last_target()),
    )
    .only_if(target_destroyed),
]);

/// Tribune Pompitus — each friendly creature gets +2 power per Æmber on
/// it; Before Fight: it may exalt itself.
static TRIBUNE_POMPITUS: Behavior = Behavior {
    before_fight: &[MAY_EXALT_ITSELF],
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.card(*card).controller == g.card(me).controller {
                *value += 2 * g.card(*card).amber as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Puts the ability's source on the flank `option` names (0 left, 1
/// right): from the artifacts to the battleline, or within it.
fn source_to_flank(g: &mut Game, f: &mut Frame) {
    let flank = if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    };
    if g.in_battleline(f.source) {
        g.move_to_flank(f.source, flank);
    } else {
        g.move_artifact_to_battleline(f.source, flank);
    }
}

/// Whether the controller's battleline holds a creature other than the
/// ability's source (a flank to choose).
fn other_creature_in_line(g: &Game, f: &Frame) -> bool {
    g.creatures(f.controller).iter().any(|&c| c != f.source)
}

/// Auto-Legionary — Action: it goes to a flank of the battleline (the
/// player's choice), where it is a 5-power creature that may be used as if
/// it belonged to the active house (errata: it does not belong to it).
static AUTO_LEGIONARY: Behavior = Behavior {
    action: &[
        Step::then(source_to_flank).only_if(|g, f| !other_creature_in_line(g, f)),
        Step::choose_one(control::FLANKS, source_to_flank).only_if(other_creature_in_line),
    ],
    modifies: Queries::POWER.and(Queries::PERMISSIONS),
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value } if *card == me && g.in_battleline(me) => *value += 5,
        Query::OffHouseUse { card, value, .. } if *card == me && g.in_battleline(me) => {
            *value = true
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Cincinnatus Rex — destroyed when there are no enemy creatures; Fight:
/// it may exalt itself to ready each other friendly card.
static CINCINNATUS_REX: Behavior = Behavior {
    fight: &[
        MAY_EXALT_ITSELF,
        Step::then(|g, f| {
            let others = each(g, f.controller, Zones::IN_PLAY, |c| {
                c != f.source && g.card(c).controller == f.controller
            });
            for &c in others.iter() {
                g.ready(c);
            }
        })
        .only_if(did),
    ],
    destroy_if: Some(|g, me| g.creatures(g.card(me).controller.opponent()).is_empty()),
    ..Behavior::VANILLA
};

/// City Gates — Action: a friendly creature captures 1, a Dinosaur 2.
static CITY_GATES: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            let n = if g.has_trait(c, traits::DINOSAUR) {
                2
            } else {
                1
            };
            g.capture(c, n);
        }
    },
)]);

/// What Crassosaurus captures in all.
const CRASSOSAURUS_CAPTURE: u32 = 10;

/// How much of Crassosaurus's capture the player may take from the
/// opponent: all 10 must be captured when both pools hold them (FAQ), so
/// at least what the own pool cannot give, at most what the opponent has.
fn from_opponent_bounds(g: &Game, f: &Frame) -> (u8, u8) {
    let own = g.player(f.controller).amber as u32;
    let theirs = g.player(f.opponent()).amber as u32;
    let most = theirs.min(CRASSOSAURUS_CAPTURE);
    let least = CRASSOSAURUS_CAPTURE.saturating_sub(own).min(most);
    (least as u8, most as u8)
}

/// Crassosaurus — elusive; Play: it captures 10 from either pool or both
/// (the player splits it), then it is purged if it holds fewer than 10.
static CRASSOSAURUS: Behavior = Behavior::play(&[
    Step::choose_number_between(from_opponent_bounds, |g, f| {
        let from_them = f.option as u32;
        let taken = g.capture_from(f.source, f.opponent(), from_them);
        g.capture_from(f.source, f.controller, CRASSOSAURUS_CAPTURE - taken);
    }),
    Step::then(|g, f| {
        if g.in_battleline(f.source) && (g.card(f.source).amber as u32) < CRASSOSAURUS_CAPTURE {
            g.purge(f.source);
        }
    }),
]);

/// Diplo-macy — alpha; Play: until your next turn, each creature exalts
/// itself before it fights.
static DIPLO_MACY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_event: Some(|g, _, ev| {
        if let Event::FightStarting { attacker, .. } = ev {
            g.exalt(attacker);
        }
    }),
    lasting_hears: Events::FIGHT_STARTING,
    ..Behavior::VANILLA
};

/// Queues `c`'s printed ability `pick` for `p`, unless its text box is
/// blank ("trigger the play effect of a creature").
fn trigger_printed(g: &mut Game, c: CardRef, p: Player, pick: fn(&Behavior) -> Ability) {
    if g.in_battleline(c) && !g.text_blank(c) {
        let ability = pick(g.behavior(c));
        if !ability.is_empty() {
            g.trigger(ability, c, p);
        }
    }
}

/// Favor of Rex — Play: a creature's Play: ability resolves again, for
/// this player, as if they had just played it.
static FAVOR_OF_REX: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.resolve_play_effect_as_if_played(f.last_target(), f.controller)
    })]);

/// Whether creature `c` shares a trait with another creature of its
/// controller's battleline.
fn has_kin(g: &Game, c: CardRef) -> bool {
    let traits = g.traits(c);
    g.creatures(g.card(c).controller)
        .iter()
        .any(|&o| o != c && traits.iter().any(|t| g.has_trait(o, t)))
}

/// Good of the Many — Play: destroy each creature sharing no trait with
/// another creature of its own battleline.
static GOOD_OF_THE_MANY: Behavior = Behavior::play(&[Step::then(|g, f| {
    let lonely = each(g, f.controller, Zones::CREATURES, |c| !has_kin(g, c));
    for &c in lonely.iter() {
        g.destroy(c);
    }
})]);

/// Grimlocus Dux — taunt; Play: it exalts itself twice.
static GRIMLOCUS_DUX: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.exalt(f.source);
    g.exalt(f.source);
})]);

/// The Æmber on creatures controlled by the ability's controller.
fn amber_on_friendly_creatures(g: &Game, f: &Frame) -> u32 {
    g.creatures(f.controller)
        .iter()
        .map(|&c| g.card(c).amber as u32)
        .sum()
}

/// Imperial Forge — Play: forge a key at current cost +8, less 1 per
/// Æmber on friendly creatures.
static IMPERIAL_FORGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let cost = (g.key_cost(f.controller) + 8).saturating_sub(amber_on_friendly_creatures(g, f));
    g.forge_key_paying(f.controller, cost);
})]);

/// Kompsos Haruspex — after a friendly creature reaps, its Play: ability
/// resolves too.
static KOMPSOS_HARUSPEX: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Reaped {
            creature,
            controller,
        } = ev
        {
            if controller == g.card(me).controller {
                trigger_printed(g, creature, controller, |b| b.play);
            }
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Livia the Elder — Reap: it may exalt itself; then, for the rest of the
/// turn, friendly creatures' Fight: abilities also resolve after they reap
/// and their Reap: abilities after they fight (and survive).
static LIVIA_THE_ELDER: Behavior = Behavior {
    reap: &[
        MAY_EXALT_ITSELF,
        Step::then(|g, f| {
            let def = g.card(f.source).def;
            let already = g
                .lasting_effects()
                .iter()
                .any(|e| e.source_def == def && e.controller == f.controller);
            if !already {
                g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
            }
        })
        .only_if(did),
    ],
    lasting_event: Some(|g, e, ev| match ev {
        Event::Reaped {
            creature,
            controller,
        } if controller == e.controller => {
            trigger_printed(g, creature, controller, |b| b.fight);
        }
        Event::Fought {
            attacker,
            controller,
            defender,
        } if controller == e.controller && defender.is_some() && !g.card(attacker).is_tagged() => {
            trigger_printed(g, attacker, controller, |b| b.reap);
        }
        _ => {}
    }),
    lasting_hears: Events::REAPED.and(Events::FOUGHT),
    ..Behavior::VANILLA
};

/// Primus Unguis — each friendly creature gets +2 power per Æmber on
/// Primus Unguis; Reap: it exalts itself.
static PRIMUS_UNGUIS: Behavior = Behavior {
    reap: &[Step::then(|g, f| g.exalt(f.source))],
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.card(*card).controller == g.card(me).controller {
                *value += 2 * g.card(me).amber as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// One of the Saurian cards Saurus Rex's search took from the deck, still
/// in hand.
fn searched_in_hand(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.picked.contains(c) && g.card(c).location == Location::Hand
}

/// Saurus Rex — Fight/Reap: in the center of the battleline, it may exalt
/// itself to search the deck for a Saurian card, reveal it and take it;
/// the deck is then shuffled. The deck's Saurian cards are taken into the
/// hand (seen by their owner alone) to be chosen from, and the others go
/// back before the shuffle.
const SAURUS_REX_SEARCH: Ability = &[
    MAY_EXALT_ITSELF.only_if(|g, f| g.in_center(f.source)),
    Step::then(|g, f| {
        let deck = g.player(f.controller).deck;
        for c in deck.iter() {
            if g.card(c).house == House::Saurian {
                g.return_to_hand(c);
                f.push_target(c);
            }
        }
    })
    .only_if(did),
    Step::target(TargetSpec::new(Zones::HAND, searched_in_hand), |g, f| {
        let kept = f.last_target();
        g.reveal(kept, f.opponent());
        let back = each(g, f.controller, Zones::HAND, |c| {
            c != kept && f.picked.contains(c)
        });
        for &c in back.iter() {
            g.put_on_top_of_deck(c);
        }
    })
    .only_if(did),
    Step::then(|g, f| g.shuffle_deck(f.controller)).only_if(did),
];

/// Saurus Rex — Fight/Reap: see [`SAURUS_REX_SEARCH`].
static SAURUS_REX: Behavior = Behavior::fight_and_reap(SAURUS_REX_SEARCH);

/// Saury About That — Play: destroy a creature; its controller gains 1.
static SAURY_ABOUT_THAT: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_some() {
            let controller = g.card(c).controller;
            g.destroy(c);
            g.gain(controller, 1);
        }
    })]);

/// Senator Bracchus — the Æmber on friendly creatures may pay for keys;
/// Fight/Reap: it exalts itself.
static SENATOR_BRACCHUS: Behavior = Behavior {
    fight: &[Step::then(|g, f| g.exalt(f.source))],
    reap: &[Step::then(|g, f| g.exalt(f.source))],
    modifies: Queries::ECONOMY.and(Queries::RARE),
    modify: Some(|g, me, q| {
        if let Query::SpendsAsPool { card, value } = q {
            if g.in_battleline(*card) && g.card(*card).controller == g.card(me).controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Sow Salt — alpha; Play: until your next turn, no creature can reap.
static SOW_SALT: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|_, _, q| {
        if let Query::CanReap { value, .. } = q {
            *value = false;
        }
    }),
    ..Behavior::VANILLA
};

/// Spartasaur — after a friendly creature is destroyed, each non-Dinosaur
/// creature is destroyed; Fight: gain 2.
static SPARTASAUR: Behavior = Behavior {
    fight: &[Step::gain(2)],
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed { controller, .. } = ev {
            if controller == g.card(me).controller {
                let mine = g.card(me).controller;
                let others = each(g, mine, Zones::CREATURES, |c| {
                    !g.has_trait(c, traits::DINOSAUR) && !g.card(c).is_tagged()
                });
                for &c in others.iter() {
                    g.destroy(c);
                }
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// A third of `n`, rounded up.
fn third_rounded_up(n: usize) -> u8 {
    n.div_ceil(3) as u8
}

/// Tertiate — Play: the player chooses a third of the enemy creatures and
/// a third of the friendly ones (each rounded up), counted as it
/// resolves; all of them are destroyed at once.
static TERTIATE: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        f.count = third_rounded_up(g.creatures(f.opponent()).len());
        f.tally[0] = third_rounded_up(g.creatures(f.controller).len());
    }),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && filter::not_chosen(g, f, c)
        }),
        keysim_engine::ability::record,
    ),
    Step::then(|_, f| f.count = f.tally[0]),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && filter::not_chosen(g, f, c)
        }),
        keysim_engine::ability::record,
    ),
    Step::then(|g, f| {
        let chosen = f.picked;
        for c in chosen.iter() {
            g.destroy(c);
        }
    }),
]);

/// Triumph — Play: with no enemy creatures, exalt each friendly creature;
/// if that exalted 6 or more, forge a key at no cost.
static TRIUMPH: Behavior = Behavior::play(&[Step::then(|g, f| {
    if !g.creatures(f.opponent()).is_empty() {
        return;
    }
    let line = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller
    });
    for &c in line.iter() {
        g.exalt(c);
    }
    if line.len() >= 6 {
        g.forge_key_paying(f.controller, 0);
    }
})]);

/// The giants' constant abilities: it enters play stunned, and deals at
/// most 4 damage when fighting (with another such limit, the lower one
/// applies: FAQ).
fn stunned_on_entry_and_fights_for_four(_: &Game, me: CardRef, q: &mut Query) {
    match q {
        Query::EntersStunned { card, value } if *card == me => *value = true,
        Query::FightDamage { dealer, value, .. } if *dealer == me => *value = (*value).min(4),
        _ => {}
    }
}

/// Gargantodon — enters play stunned, deals at most 4 damage when
/// fighting; Æmber that would be stolen is captured instead by a creature
/// of the active player (their choice, for each Æmber). Æmber that cannot
/// be stolen is not captured either (FAQ).
static GARGANTODON: Behavior = Behavior {
    modifies: Queries::OTHER
        .and(Queries::REPLACEMENTS_BUT_READYING)
        .and(Queries::RARE),
    modify: Some(|g, me, q| {
        stunned_on_entry_and_fights_for_four(g, me, q);
        if let Query::Instead {
            action: GameAction::Steal { thief, amount },
        } = *q
        {
            *q = Query::Instead {
                action: GameAction::Capture {
                    creature: CardRef::NONE,
                    from: thief.opponent(),
                    amount,
                },
            };
        }
    }),
    ..Behavior::VANILLA
};

/// Terrordactyl — enters play stunned, deals at most 4 damage when
/// fighting; Before Fight: 4 damage to each neighbor of the creature it
/// fights.
static TERRORDACTYL: Behavior = Behavior {
    before_fight: &[Step::then(|g, f| {
        let beside = each(g, f.controller, Zones::CREATURES, |c| {
            g.are_neighbors(f.subject, c)
        });
        g.deal_damage_each(&beside, 4);
    })],
    modifies: Queries::OTHER.and(Queries::RARE),
    reach: Reach::Itself,
    modify: Some(stunned_on_entry_and_fights_for_four),
    ..Behavior::VANILLA
};

/// The Callipygian Ideal — Play: exalt its creature; its controller may
/// spend the Æmber on that creature as if it were in their pool.
static THE_CALLIPYGIAN_IDEAL: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let host = g.card(f.source).host;
        g.exalt(host);
    })],
    modifies: Queries::ECONOMY.and(Queries::RARE),
    modify: Some(|g, me, q| {
        if let Query::SpendsAsPool { card, value } = q {
            if *card == g.card(me).host {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A Saurian creature card in the controller's hand that they may play.
fn playable_saurian_creature(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::creature_card(g, f, c)
        && g.card(c).house == House::Saurian
        && g.can_play(c, f.controller)
}

/// Imperial Road — Omni: play a Saurian creature from hand; it enters play
/// stunned (a lasting effect on that card, remembered as its index, that
/// ends once it has been played).
static IMPERIAL_ROAD: Behavior = Behavior {
    omni: &[Step::target(
        TargetSpec::new(Zones::HAND, playable_saurian_creature),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.add_lasting_with(
                    f.source,
                    f.controller,
                    Expiry::EndOfTurn,
                    CardRef::NONE,
                    c.0,
                );
                g.play_from_anywhere(c, f.controller);
            }
        },
    )],
    lasting_modifies: Queries::OTHER.and(Queries::RARE),
    lasting_modify: Some(|_, e, q| {
        if let Query::EntersStunned { card, value } = q {
            if *card == CardRef(e.value) {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, .. } = ev {
            if card == CardRef(e.value) {
                g.end_lasting(e);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Glory counters needed to forge with The Colosseum.
const GLORY_TO_FORGE: u8 = 6;

/// The glory counters on The Colosseum `me`: kept as the value of a lasting
/// effect of the card on itself, which ends when it leaves play.
fn glory(g: &Game, me: CardRef) -> Option<LastingEffect> {
    g.lasting_effects()
        .iter()
        .find(|e| e.source == me && e.subject == me)
        .copied()
}

/// Sets the glory counters on The Colosseum `me` to `n`.
fn set_glory(g: &mut Game, me: CardRef, n: u8) {
    if let Some(e) = glory(g, me) {
        g.end_lasting(e);
    }
    if n > 0 {
        let controller = g.card(me).controller;
        g.add_lasting_with(me, controller, Expiry::SubjectLeavesPlay, me, n);
    }
}

/// The Colosseum — after an enemy creature is destroyed in a fight, a glory
/// counter on it; Omni: with 6 or more, remove 6 and forge a key at current
/// cost.
static THE_COLOSSEUM: Behavior = Behavior {
    omni: &[Step::then(|g, f| {
        let counters = glory(g, f.source).map_or(0, |e| e.value);
        if counters >= GLORY_TO_FORGE {
            set_glory(g, f.source, counters - GLORY_TO_FORGE);
            g.forge_key_paying(f.controller, g.key_cost(f.controller));
        }
    })],
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            controller,
            fighting,
            ..
        } = ev
        {
            if controller != g.card(me).controller && fighting.is_some() {
                let counters = glory(g, me).map_or(0, |e| e.value);
                set_glory(g, me, counters.saturating_add(1));
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
