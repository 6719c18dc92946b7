//! Star Alliance, Worlds Collide.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Queries, Reach, Step};
use keysim_engine::host_gains::HostGains;
use keysim_engine::key_cost;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Expiry, Frame, Game, LastingEffect, Player, Query, TargetSpec, Zones,
};
use keysim_facts::{traits, CardType, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "armsmaster-molina" => &ARMSMASTER_MOLINA,
        "chief-engineer-walls" => &CHIEF_ENGINEER_WALLS,
        "cloaking-dongle" => &CLOAKING_DONGLE,
        "com-officer-kirby" => &COM_OFFICER_KIRBY,
        "commander-chan" => &COMMANDER_CHAN,
        "explo-rover" => &EXPLO_ROVER,
        "first-officer-frane" => &FIRST_OFFICER_FRANE,
        "lieutenant-khrkhar" => &Behavior::VANILLA,
        "light-of-the-archons" => &LIGHT_OF_THE_ARCHONS,
        "medic-ingram" => &MEDIC_INGRAM,
        "molina-s-blaster" => &BLASTER,
        "red-alert" => &RED_ALERT,
        "sci-officer-qincan" => &SCI_OFFICER_QINCAN,
        "sensor-chief-garcia" => &SENSOR_CHIEF_GARCIA,
        "stealth-mode" => &STEALTH_MODE,
        "zap" => &ZAP,
        "calv-1n" => &CALV_1N,
        "cxo-taber" => &CXO_TABER,
        "force-field" => &FORCE_FIELD,
        "helmsman-spears" => &HELMSMAN_SPEARS,
        "information-officer-gray" => &INFORMATION_OFFICER_GRAY,
        "lay-of-the-land" => &LAY_OF_THE_LAND,
        "navigator-ali" => &NAVIGATOR_ALI,
        "nurse-soto" => &NURSE_SOTO,
        "quadracorder" => &QUADRACORDER,
        "quintrino-flux" => &QUINTRINO_FLUX,
        "sci-officer-morpheus" => &SCI_OFFICER_MORPHEUS,
        "stunner" => &STUNNER,
        "tactical-officer-moon" => &TACTICAL_OFFICER_MOON,
        "transporter-platform" => &TRANSPORTER_PLATFORM,
        "universal-translator" => &UNIVERSAL_TRANSLATOR,
        "xenotraining" => &XENOTRAINING,
        "æmbertracker" => &AEMBERTRACKER,
        "book-of-leq" => &BOOK_OF_LEQ,
        "captain-val-jericho" => &CAPTAIN_VAL_JERICHO,
        "crash-muldoon" => &CRASH_MULDOON,
        "disruption-field" => &DISRUPTION_FIELD,
        "doctor-driscoll" => &DOCTOR_DRISCOLL,
        "encounter-suit" => &ENCOUNTER_SUIT,
        "forging-an-alliance" => &FORGING_AN_ALLIANCE,
        "galactic-census" => &GALACTIC_CENSUS,
        "general-order-24" => &GENERAL_ORDER_24,
        "operations-officer-yshi" => &OPERATIONS_OFFICER_YSHI,
        "peace-accord" => &PEACE_ACCORD,
        "plasma-nozzle" => &PLASMA_NOZZLE,
        "psionic-officer-lang" => &PSIONIC_OFFICER_LANG,
        "quixxle-stone" => &QUIXXLE_STONE,
        "special-agent-fingers" => &SPECIAL_AGENT_FINGERS,
        "tachyon-pulse" => &TACHYON_PULSE,
        "techivore-pulpate" => &TECHIVORE_PULPATE,
        "uncharted-lands" => &UNCHARTED_LANDS,
        "united-action" => &UNITED_ACTION,
        "we-can-all-win" => &WE_CAN_ALL_WIN,
        "chan-s-blaster" => &BLASTER,
        "frane-s-blaster" => &BLASTER,
        "garcia-s-blaster" => &BLASTER,
        "ingram-s-blaster" => &BLASTER,
        "khrkhar-s-blaster" => &BLASTER,
        "kirby-s-blaster" => &BLASTER,
        "qincan-s-blaster" => &BLASTER,
        "walls--blaster" => &BLASTER,
        _ => return None,
    })
}

/// Whether a card belongs to house Star Alliance.
fn is_star_alliance(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::StarAlliance)
}

/// The houses the cards of `cards` belong to, a bit per house (a card
/// belonging to several houses represents each of them).
fn houses_among(g: &Game, cards: impl IntoIterator<Item = CardRef>) -> u32 {
    let neutral = 1 << House::Neutral as u32;
    cards.into_iter().fold(0, |bits, c| bits | g.houses(c)) & !neutral
}

/// How many houses are represented among the creatures in play.
fn houses_among_creatures(g: &Game) -> u32 {
    houses_among(g, g.all_creatures()).count_ones()
}

/// How many houses are represented among `p`'s creatures.
fn houses_among_creatures_of(g: &Game, p: Player) -> u32 {
    houses_among(g, g.creatures(p).iter().copied()).count_ones()
}

/// The upgrades attached to creature `host`.
fn upgrades_on(g: &Game, host: CardRef) -> usize {
    each(g, g.card(host).controller, Zones::UPGRADES, |u| {
        g.card(u).host == host
    })
    .len()
}

/// A card whose "Play/Fight/Reap:" ability is `ability`.
const fn play_fight_reap(ability: Ability) -> Behavior {
    Behavior {
        play: ability,
        fight: ability,
        reap: ability,
        ..Behavior::VANILLA
    }
}

/// Armsmaster Molina — hazardous 3; each of its neighbors gains hazardous 3.
static ARMSMASTER_MOLINA: Behavior = Behavior {
    modifies: Queries::ASSAULT_HAZARDOUS,
    modify: Some(|g, me, q| {
        if let Query::Hazardous { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// An upgrade or a Robot card.
fn upgrade_or_robot(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).kind == CardType::Upgrade || g.def(c).has_trait(traits::ROBOT)
}

/// Chief Engineer Walls — Play/Fight/Reap: you may return an upgrade or a
/// Robot card from your discard pile to your hand.
static CHIEF_ENGINEER_WALLS: Behavior = play_fight_reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD, upgrade_or_robot).optional(),
    |g, f| g.return_to_hand(f.last_target()),
)]);

/// Cloaking Dongle — its creature and each of that creature's neighbors
/// gain elusive.
static CLOAKING_DONGLE: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        if let Query::Keywords { card, value } = q {
            if host.is_some() && (*card == host || g.are_neighbors(host, *card)) {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Whether `card` needed an off-house permission: not of the active house.
fn off_house(g: &Game, card: CardRef) -> bool {
    g.active_house().is_none_or(|h| !g.belongs_to(card, h))
}

/// A non-Star Alliance artifact, upgrade or action card (Com. Officer
/// Kirby's permission).
fn kirby_may_play(g: &Game, card: CardRef) -> bool {
    matches!(
        g.def(card).kind,
        CardType::Artifact | CardType::Upgrade | CardType::Action
    ) && !is_star_alliance(g, card)
}

/// Com. Officer Kirby — Play/Fight/Reap: this turn you may play one
/// non-Star Alliance artifact, upgrade or action card.
static COM_OFFICER_KIRBY: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHousePlay {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller && kirby_may_play(g, *card) {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller
                && g.played_from_hand(card)
                && kirby_may_play(g, card)
                && off_house(g, card)
            {
                g.use_one_permission(e);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..play_fight_reap(&[Step::then(|g, f| g.allow_one_more(f.source, f.controller))])
};

/// A friendly creature other than the ability's source.
fn another_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && c != f.source
}

/// Commander Chan — Fight/Reap: use another friendly creature.
static COMMANDER_CHAN: Behavior = Behavior::fight_and_reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, another_friendly),
    |g, f| g.use_creature(f.last_target()),
)]);

/// Explo-rover — skirmish; may be played as an upgrade instead, giving
/// its creature skirmish.
static EXPLO_ROVER: Behavior = Behavior {
    plays_as_upgrade: true,
    ..HostGains::<{ Keywords::SKIRMISH.0 }>::BEHAVIOR
};

/// First Officer Frane — Play/Fight/Reap: a friendly creature captures 1.
static FIRST_OFFICER_FRANE: Behavior = play_fight_reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.last_target(), 1);
    },
)]);

/// Light of the Archons — its creature gets +1 power and +1 armor per
/// upgrade on it.
static LIGHT_OF_THE_ARCHONS: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::ARMOR),
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        match q {
            Query::Power { card, value } | Query::Armor { card, value } if *card == host => {
                *value += upgrades_on(g, host) as i32;
            }
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Medic Ingram — Play/Fight/Reap: you may heal 3 damage from a creature
/// and ward it.
static MEDIC_INGRAM: Behavior =
    play_fight_reap(&[Step::target(TargetSpec::ANY_CREATURE.optional(), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.heal(c, 3);
            g.ward(c);
        }
    })]);

/// A Blaster: the officer it is named after and what happens after it is
/// attached to that officer (with the Blaster as [`Frame::source`] and the
/// officer as [`Frame::subject`]).
struct Blaster {
    slug: &'static str,
    officer: &'static str,
    after_attach: Ability,
}

/// The Blasters, one family: each card registers [`BLASTER`] and is told
/// apart by its slug.
static BLASTERS: [Blaster; 9] = [
    Blaster {
        slug: "molina-s-blaster",
        officer: "armsmaster-molina",
        after_attach: &[Step::target(TargetSpec::ANY_CREATURE.optional(), |g, f| {
            g.deal_damage(f.last_target(), 3);
        })],
    },
    Blaster {
        slug: "chan-s-blaster",
        officer: "commander-chan",
        after_attach: &[Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::friendly(g, f, c) && c != f.subject
            })
            .optional(),
            |g, f| g.use_creature(f.last_target()),
        )],
    },
    Blaster {
        slug: "frane-s-blaster",
        officer: "first-officer-frane",
        after_attach: &[Step::then(|g, f| {
            let all = g.card(f.subject).amber as u32;
            g.take_amber_from(f.subject, f.controller, all);
        })],
    },
    Blaster {
        slug: "garcia-s-blaster",
        officer: "sensor-chief-garcia",
        after_attach: &[Step::steal(1)],
    },
    Blaster {
        slug: "ingram-s-blaster",
        officer: "medic-ingram",
        after_attach: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
            g.heal(f.last_target(), u32::MAX);
        })],
    },
    Blaster {
        slug: "khrkhar-s-blaster",
        officer: "lieutenant-khrkhar",
        after_attach: &[Step::then(|g, f| g.ward(f.subject))],
    },
    Blaster {
        slug: "kirby-s-blaster",
        officer: "com-officer-kirby",
        after_attach: &[Step::draw(2)],
    },
    Blaster {
        slug: "qincan-s-blaster",
        officer: "sci-officer-qincan",
        after_attach: &[Step::target(TargetSpec::ANY_CREATURE.optional(), |g, f| {
            g.archive(f.controller, f.last_target())
        })],
    },
    Blaster {
        slug: "walls--blaster",
        officer: "chief-engineer-walls",
        after_attach: &[
            Step::then(|g, f| f.count = upgrades_on(g, f.subject) as u8),
            Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| g.stun(f.last_target())),
        ],
    },
];

/// The Blaster `upgrade` is, if it is one.
fn blaster_of(g: &Game, upgrade: CardRef) -> Option<&'static Blaster> {
    let slug = g.def(upgrade).slug;
    BLASTERS.iter().find(|b| b.slug == slug)
}

/// "After you attach this Blaster to its officer": queued when `blaster`
/// was just attached to `creature` by `you`, if `creature` is its officer.
fn after_attaching(g: &mut Game, blaster: CardRef, you: Player, creature: CardRef) {
    if let Some(b) = blaster_of(g, blaster) {
        if creature.is_some() && g.def(creature).slug == b.officer {
            g.trigger_about(b.after_attach, blaster, you, creature);
        }
    }
}

/// The officer the Blaster granting the ability in progress may be
/// attached to (not the creature it is already on).
fn officer_of_granting_blaster(g: &Game, f: &Frame, c: CardRef) -> bool {
    let blaster = f.granted_by;
    blaster_of(g, blaster).is_some_and(|b| g.def(c).slug == b.officer) && g.card(blaster).host != c
}

/// The Blasters (Molina's, Chan's, Frane's, Garcia's, Ingram's, Khrkhar's,
/// Kirby's, Qincan's, Walls') — its creature gains "Fight/Reap: you may
/// deal 2 damage to a creature, or attach this Blaster to its officer";
/// after you attach it to its officer (playing it there included), the
/// officer's bonus ([`BLASTERS`]).
static BLASTER: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let host = g.card(f.source).host;
        after_attaching(g, f.source, f.controller, host);
    })],
    grants: Some(&BLASTER_FIGHT_AND_REAP),
    ..Behavior::VANILLA
};

/// Fight/Reap: you may deal 2 damage to a creature, or attach the Blaster
/// granting this to its officer.
static BLASTER_FIGHT_AND_REAP: Behavior = Behavior::fight_and_reap(&[
    Step::choose_one(
        &[
            "neither",
            "deal 2 damage to a creature",
            "attach the Blaster to its officer",
        ],
        |_, _| {},
    ),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 2);
    })
    .only_if(|_, f| f.option == 1),
    Step::target(
        TargetSpec::new(Zones::CREATURES, officer_of_granting_blaster),
        |g, f| {
            let (blaster, officer) = (f.granted_by, f.last_target());
            if officer.is_some() && g.move_upgrade(blaster, officer) {
                after_attaching(g, blaster, f.controller, officer);
            }
        },
    )
    .only_if(|_, f| f.option == 2),
]);

/// Red Alert — Play: each enemy creature takes as much damage as the enemy
/// creatures outnumber the friendly ones.
static RED_ALERT: Behavior = Behavior::play(&[Step::then(|g, f| {
    let theirs = g.creatures(f.opponent()).len();
    let ours = g.creatures(f.controller).len();
    if theirs > ours {
        let enemies = each(g, f.controller, Zones::CREATURES, |c| {
            filter::enemy(g, f, c)
        });
        g.deal_damage_each(&enemies, (theirs - ours) as u32);
    }
})]);

/// Sci. Officer Qincan — elusive; after a player chooses an active house
/// no card in play belongs to, steal 1.
static SCI_OFFICER_QINCAN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::HouseChosen { house, .. } = ev {
            let matching = each(
                g,
                g.card(me).controller,
                Zones::IN_PLAY.and(Zones::UPGRADES),
                |c| g.belongs_to(c, house),
            );
            if matching.is_empty() {
                g.steal(g.card(me).controller, 1);
            }
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// "During your opponent's next turn": the lasting effect `e` lasts until
/// its controller's next turn, and applies while the opponent is active.
fn during_opponents_turn(g: &Game, e: &keysim_engine::LastingEffect) -> bool {
    g.active_player() != e.controller
}

/// Sensor Chief Garcia — Play/Fight/Reap: keys cost +2 during the
/// opponent's next turn (every key forged in it).
static SENSOR_CHIEF_GARCIA: Behavior = Behavior {
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, 2)),
    ..play_fight_reap(&[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })])
};

/// Stealth Mode — Play: the opponent cannot play action cards during
/// their next turn.
static STEALTH_MODE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player != e.controller
                && during_opponents_turn(g, &e)
                && g.def(*card).kind == CardType::Action
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Zap — Play: 1 damage per house among the creatures in play, each point
/// to a creature of your choice (the same one again if you like), all
/// dealt at once.
static ZAP: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = houses_among_creatures(g) as u8),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        if f.last_target().is_some() {
            g.assign_damage(f.last_target(), 1);
        }
    }),
    Step::then(|g, _| g.deal_assigned_damage()),
]);

/// Fight/Reap: draw a card.
const DRAW_A_CARD: Ability = &[Step::draw(1)];

/// CALV-1N — Fight/Reap: draw a card; may be played as an upgrade instead,
/// giving its creature that ability.
static CALV_1N: Behavior = Behavior {
    fight: DRAW_A_CARD,
    reap: DRAW_A_CARD,
    plays_as_upgrade: true,
    grants: Some(&DRAWS_ON_FIGHT_AND_REAP),
    ..Behavior::VANILLA
};

/// Fight/Reap: draw a card (CALV-1N as an upgrade).
static DRAWS_ON_FIGHT_AND_REAP: Behavior = Behavior::fight_and_reap(DRAW_A_CARD);

/// CxO Taber — Fight/Reap: this turn you may play or use one non-Star
/// Alliance card.
static CXO_TABER: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| match q {
        Query::OffHousePlay {
            player,
            card,
            value,
        }
        | Query::OffHouseUse {
            player,
            card,
            value,
        } if *player == e.controller && !is_star_alliance(g, *card) => *value = true,
        _ => {}
    }),
    lasting_event: Some(|g, e, ev| {
        let needed = match ev {
            Event::CardPlayed { card, player } => {
                player == e.controller && g.played_from_hand(card) && off_house(g, card)
            }
            // A use from step 3 itself (an ability using a card needs no
            // permission: it is resolving on the stack).
            Event::Used { card, player } => {
                player == e.controller && off_house(g, card) && g.stack_depth() == 0
            }
            _ => false,
        };
        if let Event::CardPlayed { card, .. } | Event::Used { card, .. } = ev {
            if needed && !is_star_alliance(g, card) {
                g.use_one_permission(e);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED.and(Events::USED),
    ..Behavior::fight_and_reap(&[Step::then(|g, f| g.allow_one_more(f.source, f.controller))])
};

/// Force Field — its creature gains "Reap: ward this creature".
static FORCE_FIELD: Behavior = Behavior {
    grants: Some(&WARD_ITSELF_ON_REAP),
    ..Behavior::VANILLA
};

/// Reap: ward this creature.
static WARD_ITSELF_ON_REAP: Behavior = Behavior::reap(&[Step::then(|g, f| g.ward(f.source))]);

/// Any number of cards: every card a player can hold.
const ANY_NUMBER: u8 = keysim_engine::MAX_CARDS as u8;

/// Helmsman Spears — Fight/Reap: discard any number of cards from your
/// hand, then draw a card per card discarded.
static HELMSMAN_SPEARS: Behavior = Behavior::fight_and_reap(&[
    Step::target(
        TargetSpec::new(Zones::HAND, filter::any).up_to(ANY_NUMBER),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.discard_from_hand(c);
                f.count += 1;
            }
        },
    ),
    Step::then(|g, f| g.draw(f.controller, f.count as u32)),
]);

/// A non-Star Alliance card.
fn not_star_alliance(g: &Game, _: &Frame, c: CardRef) -> bool {
    !is_star_alliance(g, c)
}

/// Information Officer Gray — Play/Fight/Reap: you may reveal a
/// non-Star Alliance card from your hand and archive it.
static INFORMATION_OFFICER_GRAY: Behavior = play_fight_reap(&[Step::target(
    TargetSpec::new(Zones::HAND, not_star_alliance).optional(),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.reveal(c, f.opponent());
            g.archive(f.controller, c);
        }
    },
)]);

/// Lay of the Land — Play: put the top 3 cards of your deck back in any
/// order, then draw a card.
static LAY_OF_THE_LAND: Behavior = Behavior::play(&[Step::arrange_top_three(), Step::draw(1)]);

/// Navigator Ali — Play/Fight/Reap: put the top 3 cards of your deck back
/// in any order.
static NAVIGATOR_ALI: Behavior = play_fight_reap(&[Step::arrange_top_three()]);

/// Nurse Soto — deploy; Play/Fight/Reap: heal 3 damage from each of its
/// neighbors.
static NURSE_SOTO: Behavior = play_fight_reap(&[Step::then(|g, f| {
    let mut beside = [CardRef::NONE; 2];
    for (slot, n) in beside.iter_mut().zip(g.neighbors(f.source)) {
        *slot = n;
    }
    for c in beside.into_iter().filter(|c| c.is_some()) {
        g.heal(c, 3);
    }
})]);

/// Quadracorder — the opponent's keys cost +1 per house among its
/// controller's creatures, at most +3.
static QUADRACORDER: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine {
                *value += houses_among_creatures_of(g, mine).min(3) as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Quintrino Flux — Play: choose a friendly and an enemy creature; destroy
/// them and each creature with the power of either.
static QUINTRINO_FLUX: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |_, _| {},
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        let chosen = [f.target(0), f.target(1)];
        let powers = chosen.map(|c| c.is_some().then(|| g.power(c)));
        let doomed = each(g, f.controller, Zones::CREATURES, |c| {
            chosen.contains(&c) || powers.contains(&Some(g.power(c)))
        });
        for &c in &*doomed {
            g.destroy(c);
        }
    }),
]);

/// Sci. Officer Morpheus — after you play a creature with a Play:
/// ability, that ability resolves once more.
static SCI_OFFICER_MORPHEUS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            let play = g.behavior(card).play;
            if player == g.card(me).controller
                && g.is_creature_card(card)
                && !play.is_empty()
                && !g.text_blank(card)
            {
                g.trigger(play, card, player);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Stunner — its creature gains "Fight/Reap: you may stun a creature".
static STUNNER: Behavior = Behavior {
    grants: Some(&MAY_STUN),
    ..Behavior::VANILLA
};

/// Fight/Reap: you may stun a creature.
static MAY_STUN: Behavior =
    Behavior::fight_and_reap(&[Step::target(TargetSpec::ANY_CREATURE.optional(), |g, f| {
        g.stun(f.last_target())
    })]);

/// Tactical Officer Moon — assault 2; Play: you may rearrange a player's
/// battleline: the creatures chosen, in order, take its places from the
/// left (choosing nothing keeps the order; the creatures left unchosen
/// fill the rest).
static TACTICAL_OFFICER_MOON: Behavior = Behavior::play(&[
    Step::choose_one(
        &[
            "rearrange your battleline",
            "rearrange the opponent's battleline",
        ],
        |_, _| {},
    ),
    Step::rearrange_battleline(),
]);

/// Transporter Platform — Action: return a friendly creature and each
/// upgrade on it to their owners' hands.
static TRANSPORTER_PLATFORM: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let creature = f.last_target();
        if creature.is_none() {
            return;
        }
        let upgrades = each(g, f.controller, Zones::UPGRADES, |u| {
            g.card(u).host == creature
        });
        for &u in &*upgrades {
            g.return_to_hand(u);
        }
        g.return_to_hand(creature);
    },
)]);

/// Universal Translator — its creature gains "Fight/Reap: use a friendly
/// non-Star Alliance creature".
static UNIVERSAL_TRANSLATOR: Behavior = Behavior {
    grants: Some(&USE_A_FRIENDLY_NON_STAR_ALLIANCE_CREATURE),
    ..Behavior::VANILLA
};

/// A friendly non-Star Alliance creature.
fn friendly_non_star_alliance(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && !is_star_alliance(g, c)
}

/// Fight/Reap: use a friendly non-Star Alliance creature.
static USE_A_FRIENDLY_NON_STAR_ALLIANCE_CREATURE: Behavior =
    Behavior::fight_and_reap(&[Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_non_star_alliance),
        |g, f| g.use_creature(f.last_target()),
    )]);

/// Xenotraining — Play: per house among friendly creatures, a friendly
/// creature captures 1.
static XENOTRAINING: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = houses_among_creatures_of(g, f.controller) as u8),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.capture(f.last_target(), 1);
        },
    ),
]);

/// Æmbertracker — Play: 2 damage, through armor, to each enemy creature
/// with Æmber on it.
static AEMBERTRACKER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let holding = each(g, f.controller, Zones::CREATURES, |c| {
        filter::enemy(g, f, c) && g.card(c).amber > 0
    });
    g.deal_damage_each_through_armor(&holding, 2);
})]);

/// Book of Leq — Action: reveal the top card of your deck; a non-Star
/// Alliance card makes its house your active house, a Star Alliance one
/// ends your turn (an empty deck reveals nothing and does neither).
static BOOK_OF_LEQ: Behavior = Behavior::action(&[Step::then(|g, f| {
    let Some(top) = g.player(f.controller).deck.last() else {
        return;
    };
    g.reveal(top, f.opponent());
    if is_star_alliance(g, top) {
        g.end_main_step();
    } else {
        g.change_active_house(g.card(top).house);
    }
})]);

/// Whether Captain Val Jericho `me` may still let its controller play a
/// card of another house now: their turn, in the center, not yet used
/// this turn (a use is marked by a lasting effect of its own).
fn jericho_permits(g: &Game, me: CardRef) -> bool {
    let mine = g.card(me).controller;
    g.active_player() == mine
        && g.in_center(me)
        && !g.lasting_effects().iter().any(|e| e.source == me)
}

/// Captain Val Jericho — during your turn, while it is in the center of
/// your battleline, you may play one card not of the active house.
static CAPTAIN_VAL_JERICHO: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::OffHousePlay { player, value, .. } = q {
            if *player == g.card(me).controller && jericho_permits(g, me) {
                *value = true;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller
                && g.played_from_hand(card)
                && off_house(g, card)
                && jericho_permits(g, me)
            {
                g.add_lasting(me, player, Expiry::EndOfTurn);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// A neighbor of the ability's source that is not Star Alliance.
fn neighboring_non_star_alliance(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::neighbor(g, f, c) && !is_star_alliance(g, c)
}

/// Crash Muldoon — deploy; enters play ready; Action: use a neighboring
/// non-Star Alliance creature.
static CRASH_MULDOON: Behavior = Behavior {
    action: &[Step::target(
        TargetSpec::new(Zones::CREATURES, neighboring_non_star_alliance),
        |g, f| g.use_creature(f.last_target()),
    )],
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|_, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The disruption counters on Disruption Field `field`: kept as the value
/// of a lasting effect applied to it, so they go when it leaves play.
fn disruption_counters(g: &Game, field: CardRef) -> Option<LastingEffect> {
    g.lasting_effects()
        .iter()
        .find(|e| e.source == field && e.subject == field)
        .copied()
}

/// Disruption Field — the opponent's keys cost +1 per disruption counter
/// on it; its creature gains "Fight/Reap: put a disruption counter on
/// Disruption Field".
static DISRUPTION_FIELD: Behavior = Behavior {
    grants: Some(&ADD_A_DISRUPTION_COUNTER),
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != g.card(e.subject).controller {
                *value += e.value as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Fight/Reap: put a disruption counter on the Disruption Field granting
/// this.
static ADD_A_DISRUPTION_COUNTER: Behavior = Behavior::fight_and_reap(&[Step::then(|g, f| {
    let field = f.granted_by;
    let counters = match disruption_counters(g, field) {
        Some(e) => {
            g.end_lasting(e);
            e.value.saturating_add(1)
        }
        None => 1,
    };
    let holder = g.card(field).controller;
    g.add_lasting_with(field, holder, Expiry::SubjectLeavesPlay, field, counters);
})]);

/// Doctor Driscoll — elusive; Action: heal 2 damage from a creature, gain
/// 1 per damage healed.
static DOCTOR_DRISCOLL: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let healed = g.heal(f.last_target(), 2);
        g.gain(f.controller, healed);
    })]);

/// Encounter Suit — after an action card is played (its bonus resolved,
/// before its Play: ability: the FAQ), ward its creature.
static ENCOUNTER_SUIT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, .. } = ev {
            let host = g.card(me).host;
            if g.def(card).kind == CardType::Action && host.is_some() {
                g.ward(host);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// How many houses are represented among the cards in play (creatures,
/// artifacts and upgrades).
fn houses_among_cards_in_play(g: &Game, you: Player) -> u32 {
    let in_play = each(g, you, Zones::IN_PLAY.and(Zones::UPGRADES), |_| true);
    houses_among(g, in_play.iter().copied()).count_ones()
}

/// Forging an Alliance — Play: forge a key at +7 current cost, reduced by
/// 1 per house among the cards in play (at most 6).
static FORGING_AN_ALLIANCE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let reduction = houses_among_cards_in_play(g, f.controller).min(6);
    let cost = g.key_cost(f.controller) + 7 - reduction;
    g.forge_key_paying(f.controller, cost);
})]);

/// Galactic Census — Play: gain 1 with exactly 3 or 4 houses among the
/// creatures in play, 2 with exactly 5, 3 with 6 or more.
static GALACTIC_CENSUS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let gained = match houses_among_creatures(g) {
        0..=2 => 0,
        3 | 4 => 1,
        5 => 2,
        _ => 3,
    };
    g.gain(f.controller, gained);
})]);

/// General Order 24's start-of-turn order, resolved by the player whose
/// turn starts: with no creature, General Order 24 is destroyed; else they
/// choose one of their creatures and each creature of its house is
/// destroyed.
const ORDER_24: Ability = &[
    Step::then(|g, f| g.destroy(f.source)).only_if(|g, f| g.creatures(f.controller).is_empty()),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let chosen = f.last_target();
            if chosen.is_none() {
                return;
            }
            let houses = g.houses(chosen);
            let doomed = each(g, f.controller, Zones::CREATURES, |c| {
                g.houses(c) & houses != 0
            });
            for &c in &*doomed {
                g.destroy(c);
            }
        },
    ),
];

/// General Order 24 — at the start of each player's turn, they choose one
/// of their creatures and destroy each creature of its house; with no
/// creature, General Order 24 is destroyed instead.
static GENERAL_ORDER_24: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TurnStarted { player } = ev {
            g.trigger(ORDER_24, me, player);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Operations Officer Yshi — taunt; each of its neighbors gains
/// "Fight/Reap: capture 1".
static OPERATIONS_OFFICER_YSHI: Behavior = Behavior {
    grants: Some(&CAPTURE_ONE_ON_FIGHT_AND_REAP),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// Fight/Reap: capture 1.
static CAPTURE_ONE_ON_FIGHT_AND_REAP: Behavior = Behavior::fight_and_reap(&[Step::then(|g, f| {
    g.capture(f.source, 1);
})]);

/// Peace Accord — Play: each player gains 2; after a creature is used to
/// fight, its controller loses 4 and Peace Accord is destroyed.
static PEACE_ACCORD: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.gain(f.controller, 2);
        g.gain(f.opponent(), 2);
    })],
    on_event: Some(|g, me, ev| {
        if let Event::Fought { controller, .. } = ev {
            g.lose(controller, 4);
            g.destroy(me);
        }
    }),
    hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

/// Plasma Nozzle — its creature gains "Before Fight: 2 damage to the
/// creature attacked, with 2 splash".
static PLASMA_NOZZLE: Behavior = Behavior {
    grants: Some(&BLAST_THE_ATTACKED),
    ..Behavior::VANILLA
};

/// Before Fight: 2 damage to the creature attacked, with 2 splash.
static BLAST_THE_ATTACKED: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    g.deal_damage_with_splash(f.subject, 2, 2)
})]);

/// Psionic Officer Lang — after an enemy creature reaps, archive the top
/// card of your deck.
static PSIONIC_OFFICER_LANG: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::Reaped { controller, .. } = ev {
            if controller != mine {
                if let Some(top) = g.player(mine).deck.last() {
                    g.archive(mine, top);
                }
            }
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Quixxle Stone — a player with more creatures in play than their
/// opponent cannot play creatures.
static QUIXXLE_STONE: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, _, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if g.is_creature_card(*card)
                && g.creatures(*player).len() > g.creatures(player.opponent()).len()
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Special Agent Fingers — elusive; Action: steal 1.
static SPECIAL_AGENT_FINGERS: Behavior = Behavior::action(&[Step::steal(1)]);

/// Tachyon Pulse — Play: destroy each artifact, then exhaust each creature
/// with an upgrade.
static TACHYON_PULSE: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let artifacts = each(g, f.controller, Zones::ARTIFACTS, |_| true);
        for &c in &*artifacts {
            g.destroy(c);
        }
    }),
    Step::then(|g, f| {
        let upgraded = each(g, f.controller, Zones::CREATURES, |c| upgrades_on(g, c) > 0);
        for &c in &*upgraded {
            g.exhaust(c);
        }
    }),
]);

/// Techivore Pulpate — after a player chooses an active house, destroy
/// each artifact of that house.
static TECHIVORE_PULPATE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::HouseChosen { house, .. } = ev {
            let artifacts = each(g, g.card(me).controller, Zones::ARTIFACTS, |c| {
                g.belongs_to(c, house)
            });
            for &c in &*artifacts {
                g.destroy(c);
            }
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// Uncharted Lands — Play: 6 Æmber from the supply on it; each Star
/// Alliance creature gains "Reap: move 1 Æmber from Uncharted Lands to
/// your pool".
static UNCHARTED_LANDS: Behavior = Behavior {
    play: &[Step::then(|g, f| g.place_amber(f.source, 6))],
    grants: Some(&REAP_FROM_UNCHARTED_LANDS),
    grants_to: Some(|g, _, c| g.in_battleline(c) && is_star_alliance(g, c)),
    ..Behavior::VANILLA
};

/// Reap: move 1 Æmber from the Uncharted Lands granting this to your pool.
static REAP_FROM_UNCHARTED_LANDS: Behavior = Behavior::reap(&[Step::then(|g, f| {
    g.take_amber_from(f.granted_by, f.controller, 1);
})]);

/// Whether a card `p` controls in play belongs to `house`.
fn has_card_in_play_of(g: &Game, p: Player, house: House) -> bool {
    !each(g, p, Zones::IN_PLAY.and(Zones::UPGRADES), |c| {
        g.card(c).controller == p && g.belongs_to(c, house)
    })
    .is_empty()
}

/// United Action — alpha; Play: for the rest of the turn you may play
/// cards of any house you have a card in play of, and cannot use cards.
static UNITED_ACTION: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| match q {
        Query::OffHousePlay {
            player,
            card,
            value,
        } if *player == e.controller => {
            let houses = g.houses(*card);
            if House::ALL
                .iter()
                .any(|&h| houses & (1 << h as u32) != 0 && has_card_in_play_of(g, *player, h))
            {
                *value = true;
            }
        }
        Query::CanUse { player, value, .. } if *player == e.controller => *value = false,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// We Can All Win — Play: each player's keys cost 2 less until the end of
/// your next turn. The effect counts the ends of your turns in its value:
/// it ends at the second.
static WE_CAN_ALL_WIN: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::SubjectLeavesPlay)
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|_, _, q| {
        if let Query::KeyCost { value, .. } = q {
            *value -= 2;
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if ev
            == (Event::TurnEnded {
                player: e.controller,
            })
        {
            g.end_lasting(e);
            if e.value == 0 {
                g.add_lasting_with(e.source, e.controller, e.expiry, e.subject, 1);
            }
        }
    }),
    lasting_hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
