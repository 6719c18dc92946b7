//! Dis, Call of the Archons.

use keysim_engine::ability::Events;
use keysim_engine::ability::{
    filter, record, Behavior, HouseSpec, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::control;
use keysim_engine::key_cost;
use keysim_engine::select::each;
use keysim_engine::GameAction;
use keysim_engine::{
    CardRef, Event, Expiry, Flank, Frame, Game, Location, Param, Player, Query, Zones,
};
use keysim_facts::House;

use crate::family::remember_chosen_house;

/// The behaviour of a Dis card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "charette" => &CHARETTE,
        "dominator-bauble" => &DOMINATOR_BAUBLE,
        "dust-imp" => &DUST_IMP,
        "fear" => &FEAR,
        "hand-of-dis" => &HAND_OF_DIS,
        "mind-barb" => &MIND_BARB,
        "shooler" => &SHOOLER,
        "stealer-of-souls" => &STEALER_OF_SOULS,
        "the-terror" => &THE_TERROR,
        "tocsin" => &TOCSIN,
        "eater-of-the-dead" => &EATER_OF_THE_DEAD,
        "guardian-demon" => &GUARDIAN_DEMON,
        "lash-of-broken-dreams" => &LASH_OF_BROKEN_DREAMS,
        "succubus" => &SUCCUBUS,
        "flame-wreathed" => &FLAME_WREATHED,
        "ember-imp" => &EMBER_IMP,
        "tentacus" => &TENTACUS,
        "control-the-weak" => &CONTROL_THE_WEAK,
        "shaffles" => &SHAFFLES,
        "annihilation-ritual" => &ANNIHILATION_RITUAL,
        "gateway-to-dis" => &GATEWAY_TO_DIS,
        "pit-demon" => &PIT_DEMON,
        "lifeward" => &LIFEWARD,
        "arise" => &ARISE,
        "creeping-oblivion" => &CREEPING_OBLIVION,
        "drumble" => &DRUMBLE,
        "snudge" => &SNUDGE,
        "library-of-the-damned" => &LIBRARY_OF_THE_DAMNED,
        "master-of-1" => &MASTER_OF_1,
        "master-of-2" => &MASTER_OF_2,
        "master-of-3" => &MASTER_OF_3,
        "guilty-hearts" => &GUILTY_HEARTS,
        "hysteria" => &HYSTERIA,
        "key-to-dis" => &KEY_TO_DIS,
        "soul-snatcher" => &SOUL_SNATCHER,
        "tolas" => &TOLAS,
        "pandemonium" => &PANDEMONIUM,
        "dance-of-doom" => &DANCE_OF_DOOM,
        "gongoozle" => &GONGOOZLE,
        "hecatomb" => &HECATOMB,
        "tendrils-of-pain" => &TENDRILS_OF_PAIN,
        "key-hammer" => &KEY_HAMMER,
        "three-fates" => &THREE_FATES,
        "pitlord" => &PITLORD,
        "restringuntus" => &RESTRINGUNTUS,
        "truebaru" => &TRUEBARU,
        "poltergeist" => &POLTERGEIST,
        "sacrificial-altar" => &SACRIFICIAL_ALTAR,
        "screaming-cave" => &SCREAMING_CAVE,
        "red-hot-armor" => &RED_HOT_ARMOR,
        "collar-of-subordination" => &COLLAR_OF_SUBORDINATION,
        "overlord-greking" => &OVERLORD_GREKING,
        "a-fair-game" => &A_FAIR_GAME,
        "gabos-longarms" => &GABOS_LONGARMS,
        _ => return None,
    })
}

/// Fear — Play: return an enemy creature to its owner's hand.
static FEAR: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| g.return_to_hand(f.target(0)),
)]);

/// Hand of Dis — Play: destroy a creature not on a flank.
static HAND_OF_DIS: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| !g.on_flank(c)),
    |g, f| g.destroy(f.target(0)),
)]);

/// Mind Barb — Play: the opponent discards a random card.
static MIND_BARB: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.discard_random(f.opponent());
})]);

/// Dominator Bauble — Action: use a friendly creature.
static DOMINATOR_BAUBLE: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| g.use_creature(f.target(0)),
)]);

/// Charette — Play: capture 3.
static CHARETTE: Behavior = Behavior::play(&[Step::capture(3)]);

/// Dust Imp — Destroyed: gain 2.
static DUST_IMP: Behavior = Behavior::destroyed(&[Step::gain(2)]);

/// Shooler — Play: steal 1 if the opponent has 4 or more.
static SHOOLER: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.player(f.opponent()).amber >= 4 {
        g.steal(f.controller, 1);
    }
})]);

/// Stealer of Souls — after an enemy creature is destroyed fighting it,
/// purge that creature and gain 1. A creature its own "Destroyed:" ability
/// took out of the discard pile (Bad Penny to hand) was still destroyed
/// (the FAQ on Tolas and Bad Penny): it is not purged, and the gain still
/// happens (no "if you do").
static STEALER_OF_SOULS: Behavior = Behavior {
    on_event: Some(stealer_of_souls),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

fn stealer_of_souls(g: &mut Game, me: CardRef, ev: Event) {
    // Reactions only run while Stealer of Souls is in play, so nothing
    // happens if it was destroyed in the same fight.
    if let Event::Destroyed {
        card,
        controller,
        fighting,
        ..
    } = ev
    {
        let mine = g.card(me).controller;
        if fighting == me && controller != mine {
            if g.card(card).location == Location::Discard {
                g.purge(card);
            }
            g.gain(mine, 1);
        }
    }
}

/// The Terror — Play: gain 2 if the opponent has no Æmber.
static THE_TERROR: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.player(f.opponent()).amber == 0 {
        g.gain(f.controller, 2);
    }
})]);

/// Tocsin — Reap: the opponent discards a random card.
static TOCSIN: Behavior = Behavior::reap(&[Step::then(|g, f| {
    g.discard_random(f.opponent());
})]);

/// Eater of the Dead — purge a discarded creature; if so, +1 power.
static EATER_OF_THE_DEAD: Behavior = Behavior::fight_and_reap(EAT_THE_DEAD);

const EAT_THE_DEAD: &[Step] = &[Step::target(
    TargetSpec::new(Zones::ANY_DISCARD, filter::creature_card),
    |g, f| {
        let eaten = f.target(0);
        if eaten.is_some() {
            g.purge(eaten);
            g.add_power_counters(f.source, 1);
        }
    },
)];

/// Guardian Demon — move up to 2 damage between two creatures.
static GUARDIAN_DEMON: Behavior = Behavior {
    play: GUARDIAN_DEMON_ABILITY,
    fight: GUARDIAN_DEMON_ABILITY,
    reap: GUARDIAN_DEMON_ABILITY,
    ..Behavior::VANILLA
};

// "Up to 2": the player chooses how much, 0 to 2, of the damage it has.
const GUARDIAN_DEMON_ABILITY: &[Step] = &[
    Step::target(TargetSpec::ANY_CREATURE, record),
    Step::choose_number(0, 2, |g, f| {
        f.count = g.heal(f.target(0), f.option as u32) as u8;
    })
    .only_if(|g, f| f.target(0).is_some() && g.card(f.target(0)).damage > 0),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            f.count > 0 && filter::not_chosen(g, f, c)
        }),
        |g, f| {
            g.deal_damage(f.target(1), f.count as u32);
        },
    ),
];

/// Lash of Broken Dreams — Action: keys cost +3 next opposing turn.
static LASH_OF_BROKEN_DREAMS: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, 3)),
    ..Behavior::VANILLA
};

/// Succubus — the opponent refills to one card fewer.
static SUCCUBUS: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|g, me, q| {
        if let Query::HandSize { player, value } = q {
            if *player != g.card(me).controller {
                *value -= 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Flame-Wreathed — its creature gets +2 power and hazardous 2.
static FLAME_WREATHED: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::ASSAULT_HAZARDOUS),
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        match q {
            Query::Power { card, value } if *card == host => *value += 2,
            Query::Hazardous { card, value } if *card == host => *value += 2,
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Ember Imp — the opponent plays at most 2 cards a turn.
static EMBER_IMP: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanPlay { player, value, .. } = q {
            if *player != g.card(me).controller && g.turn_history().cards_played >= 2 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Tentacus — the opponent pays you 1 to use an artifact.
static TENTACUS: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::UseCost {
            player,
            card,
            value,
        } = q
        {
            if *player != g.card(me).controller && g.card(*card).location == Location::Artifacts {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Control the Weak — Play: name the opponent's next house.
static CONTROL_THE_WEAK: Behavior = Behavior {
    play: &[Step::choose_house(HouseSpec::OpponentIdentity, |g, f| {
        remember_chosen_house(g, f, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::HouseChoice { player, forced, .. } = q {
            if *player != e.controller {
                *forced |= 1 << e.house() as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Shaffles — as my turn ends, the opponent loses 1.
static SHAFFLES: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.lose(mine.opponent(), 1);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Annihilation Ritual — a creature going from play to a discard pile is
/// purged instead.
static ANNIHILATION_RITUAL: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS_BUT_READYING,
    modify: Some(|_, _, q| {
        if let Query::Instead {
            action:
                GameAction::LeavePlay {
                    from: Location::Battleline,
                    to: to @ Location::Discard,
                    ..
                },
        } = q
        {
            *to = Location::Purged;
        }
    }),
    ..Behavior::VANILLA
};

/// Gateway to Dis — Play: destroy each creature; gain 3 chains.
static GATEWAY_TO_DIS: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
        g.destroy(c);
    }
    g.gain_chains(f.controller, 3);
})]);

/// Pit Demon — Action: steal 1.
static PIT_DEMON: Behavior = Behavior::action(&[Step::steal(1)]);

/// Lifeward — Omni: sacrifice it; the opponent cannot play creatures on
/// their next turn.
static LIFEWARD: Behavior = Behavior {
    omni: &[Step::then(|g, f| {
        g.destroy(f.source);
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn);
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player != e.controller && g.is_creature_card(*card) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Arise! — Play: choose a house; each creature of it in your discard pile
/// returns to your hand; gain 1 chain.
static ARISE: Behavior = Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
    if let Some(h) = f.house {
        let back = each(g, f.controller, Zones::DISCARD, |c| {
            g.belongs_to(c, h) && g.is_creature_card(c)
        });
        for &c in &*back {
            g.return_to_hand(c);
        }
    }
    g.gain_chains(f.controller, 1);
})]);

/// A card of the discard pile the ability's first choice came from (any
/// pile before the first choice).
fn same_discard_pile(g: &Game, f: &keysim_engine::Frame, c: CardRef) -> bool {
    f.picked.is_empty() || g.card(c).owner == g.card(f.target(0)).owner
}

/// Creeping Oblivion — Play: purge up to 2 cards from one discard pile.
static CREEPING_OBLIVION: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ANY_DISCARD, same_discard_pile).up_to(2),
    |g, f| g.purge(f.last_target()),
)]);

/// Drumble — Play: if the opponent has 7 or more, capture all of it.
static DRUMBLE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let theirs = g.player(f.opponent()).amber as u32;
    if theirs >= 7 {
        g.capture_from(f.source, f.opponent(), theirs);
    }
})]);

/// "Fight/Reap: return an artifact or flank creature to its owner's hand."
static RETURN_ARTIFACT_OR_FLANK: &[Step] = &[Step::target(
    TargetSpec::new(Zones::IN_PLAY, |g, _, c| {
        !g.is_creature_card(c) || g.on_flank(c)
    }),
    |g, f| g.return_to_hand(f.target(0)),
)];

/// Snudge — Fight/Reap: return an artifact or a flank creature to its
/// owner's hand.
static SNUDGE: Behavior = Behavior::fight_and_reap(RETURN_ARTIFACT_OR_FLANK);

/// Library of the Damned — Action: archive a card.
static LIBRARY_OF_THE_DAMNED: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::HAND, filter::any),
    |g, f| {
        g.archive(f.controller, f.target(0));
    },
)]);

/// "You may destroy a creature with `power` power" (Master of 1, 2 and 3).
const fn destroy_with_power(power: u32) -> Step {
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::power_is).optional(),
        |g, f| g.destroy(f.target(0)),
    )
    .with(Param::Number(power))
}

/// Master of 1 — Reap: you may destroy a creature with 1 power.
static MASTER_OF_1: Behavior = Behavior::reap(&[destroy_with_power(1)]);

/// Master of 2 — Reap: you may destroy a creature with 2 power.
static MASTER_OF_2: Behavior = Behavior::reap(&[destroy_with_power(2)]);

/// Master of 3 — Reap: you may destroy a creature with 3 power.
static MASTER_OF_3: Behavior = Behavior::reap(&[destroy_with_power(3)]);

/// Guilty Hearts — Play: destroy each creature with Æmber on it.
static GUILTY_HEARTS: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| g.card(c).amber > 0) {
        g.destroy(c);
    }
})]);

/// Hysteria — Play: return each creature to its owner's hand.
static HYSTERIA: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
        g.return_to_hand(c);
    }
})]);

/// Key to Dis — Omni: sacrifice it; destroy each creature.
static KEY_TO_DIS: Behavior = Behavior::omni(&[Step::then(|g, f| {
    g.destroy(f.source);
    for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
        g.destroy(c);
    }
})]);

/// Soul Snatcher — each time a creature is destroyed, its owner gains 1.
static SOUL_SNATCHER: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Destroyed { card, .. } = ev {
            let owner = g.card(card).owner;
            g.gain(owner, 1);
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Tolas — each time a creature is destroyed, its opponent gains 1.
static TOLAS: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Destroyed { controller, .. } = ev {
            g.gain(controller.opponent(), 1);
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Pandemonium — Play: each undamaged creature captures 1 from its
/// opponent (when a pool holds too little for all, the active player
/// chooses which).
static PANDEMONIUM: Behavior =
    Behavior::play(&[Step::each_captures(|g, _, c| g.card(c).damage == 0, 1)]);

/// The highest number Dance of Doom offers: above any creature's power in
/// a real game (the strongest printed creature has 12, and counters rarely
/// add more than a dozen).
const DANCE_OF_DOOM_MAX: u8 = 30;

/// Dance of Doom — Play: choose a number; destroy each creature with that
/// power.
static DANCE_OF_DOOM: Behavior =
    Behavior::play(&[Step::choose_number(0, DANCE_OF_DOOM_MAX, |g, f| {
        let n = f.option as i32;
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| g.power(c) == n) {
            g.destroy(c);
        }
    })]);

/// Gongoozle — Play: 3 damage to a creature; if it survives, its owner
/// discards a random card from hand.
static GONGOOZLE: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.target(0), 3);
    }),
    // Any destruction has resolved.
    Step::then(|g, f| {
        let c = f.target(0);
        if c.is_some() && g.in_battleline(c) {
            g.discard_random(g.card(c).owner);
        }
    }),
]);

/// Hecatomb — Play: destroy each Dis creature; each player gains 1 for
/// each of their creatures destroyed this way.
static HECATOMB: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        f.tally = g.turn_history().creatures_destroyed;
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
            g.belongs_to(c, House::Dis)
        }) {
            g.destroy(c);
        }
    }),
    // The destructions have resolved: the history counts them by
    // the player who controlled each.
    Step::then(|g, f| {
        let now = g.turn_history().creatures_destroyed;
        for p in Player::BOTH {
            let i = p.index();
            g.gain(p, now[i].saturating_sub(f.tally[i]) as u32);
        }
    }),
]);

/// Whether the opponent of `f`'s controller forged a key on their
/// previous turn.
fn opponent_forged_last_turn(g: &Game, f: &Frame) -> bool {
    g.player(f.opponent()).keys_forged_last_turn > 0
}

/// Tendrils of Pain — Play: 1 damage to each creature, 4 instead if the
/// opponent forged a key on their previous turn.
static TENDRILS_OF_PAIN: Behavior = Behavior::play(&[Step::then(|g, f| {
    let amount = if opponent_forged_last_turn(g, f) {
        1 + 3
    } else {
        1
    };
    let all = each(g, f.controller, Zones::CREATURES, |_| true);
    g.deal_damage_each(&all, amount);
})]);

/// Key Hammer — Play: unforge the key the opponent forged on their
/// previous turn, if any; the opponent gains 6.
static KEY_HAMMER: Behavior = Behavior::play(&[Step::then(|g, f| {
    if opponent_forged_last_turn(g, f) {
        g.unforge_key(f.opponent());
    }
    g.gain(f.opponent(), 6);
})]);

/// Among the creatures this ability has not chosen yet, the most powerful
/// (ties: any of them).
fn most_powerful_not_chosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    let p = g.power(c);
    g.all_creatures()
        .filter(|&o| !f.picked.contains(o) && !g.card(o).is_tagged())
        .all(|o| g.power(o) <= p)
}

/// Three Fates — Play: destroy the 3 most powerful creatures (ties are the
/// controller's choice).
static THREE_FATES: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, most_powerful_not_chosen).exactly(3),
    |g, f| g.destroy(f.last_target()),
)]);

/// Pitlord — while it is in play, its controller must choose Dis.
static PITLORD: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::HouseChoice { player, forced, .. } = q {
            if *player == g.card(me).controller {
                *forced |= 1 << House::Dis as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Restringuntus — Play: choose a house; the opponent cannot choose it
/// while Restringuntus stays in play.
static RESTRINGUNTUS: Behavior = Behavior {
    play: &[Step::choose_house(HouseSpec::Any, |g, f| {
        remember_chosen_house(g, f, Expiry::SubjectLeavesPlay)
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::HouseChoice {
            player, forbidden, ..
        } = q
        {
            if *player != e.controller {
                *forbidden |= 1 << e.house() as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Truebaru — you must lose 3 Æmber to play it. Destroyed: gain 5.
static TRUEBARU: Behavior = Behavior {
    lose_to_play: 3,
    destroyed: &[Step::gain(5)],
    ..Behavior::VANILLA
};

/// Poltergeist — Play: use an artifact, anyone's, as if it were yours;
/// then destroy it.
static POLTERGEIST: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::any), |g, f| {
        g.use_artifact_as_yours(f.target(0), f.controller);
    }),
    // Its ability has resolved.
    Step::then(|g, f| g.destroy(f.target(0))),
]);

/// Sacrificial Altar — Action: purge a friendly Human creature; if you do,
/// play a creature from your discard pile.
static SACRIFICIAL_ALTAR: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && g.has_trait(c, keysim_facts::traits::HUMAN)
        }),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.purge(c);
                f.done = g.card(c).location == Location::Purged;
            }
        },
    ),
    Step::target(
        TargetSpec::new(Zones::DISCARD, filter::creature_card),
        |g, f| {
            g.play_from_anywhere(f.target(1), f.controller);
        },
    )
    .only_if(|_, f| f.done),
]);

/// Screaming Cave — Action: shuffle your hand and discard pile into your
/// deck.
static SCREAMING_CAVE: Behavior = Behavior::action(&[Step::then(|g, f| {
    g.shuffle_zone_into_deck(f.controller, Location::Hand);
    g.shuffle_zone_into_deck(f.controller, Location::Discard);
})]);

/// Red-Hot Armor — Play: each enemy creature loses its armor for the turn
/// and takes 1 damage per point lost.
static RED_HOT_ARMOR: Behavior = Behavior::play(&[Step::then(|g, f| {
    let enemies = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.opponent()
    });
    for &c in &*enemies {
        let lost = g.lose_armor_this_turn(c);
        g.deal_damage(c, lost);
    }
})]);

/// Collar of Subordination — you control its creature (it goes back to its
/// owner when the Collar leaves play).
static COLLAR_OF_SUBORDINATION: Behavior = Behavior {
    play: &[
        Step::then(|g, f| {
            f.subject = g.card(f.source).host;
            control::hold_subject(g, f);
        }),
        Step::then(control::take_subject_if_no_choice),
        Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
            .only_if(control::flank_choice_needed),
    ],
    leaves_play: control::GIVE_BACK_HELD,
    ..Behavior::VANILLA
};

/// Overlord Greking — after an enemy creature is destroyed fighting it, put
/// that creature into play under your control.
static OVERLORD_GREKING: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            card,
            controller,
            fighting,
            ..
        } = ev
        {
            let mine = g.card(me).controller;
            if fighting == me && controller != mine {
                g.trigger_about(GREKING_CLAIMS, me, mine, card);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Puts the destroyed creature (the subject, now in a discard pile) into
/// play for the ability's controller, on the flank they choose.
const GREKING_CLAIMS: keysim_engine::ability::Ability = &[
    Step::then(|g, f| {
        if in_a_discard_pile(g, f) && g.creatures(f.controller).is_empty() {
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
    .only_if(in_a_discard_pile),
];

fn in_a_discard_pile(g: &Game, f: &Frame) -> bool {
    f.subject.is_some() && g.card(f.subject).location == Location::Discard
}

#[cfg(test)]
mod tests;

/// "Discard the top card of `victim`'s deck and reveal their hand;
/// `winner` gains 1 per card in it of the discarded card's house."
fn fair_game_round(g: &mut Game, victim: Player, winner: Player) {
    let top = g.discard_top_of_deck(victim);
    g.reveal_hand(victim, winner);
    if top.is_none() {
        return;
    }
    let house = g.card(top).house;
    let n = g
        .player(victim)
        .hand
        .iter()
        .filter(|&c| g.belongs_to(c, house))
        .count();
    g.gain(winner, n as u32);
}

/// A Fair Game — Play: a round against the opponent, then the opponent
/// plays the same round against you.
static A_FAIR_GAME: Behavior = Behavior::play(&[Step::then(|g, f| {
    fair_game_round(g, f.opponent(), f.controller);
    fair_game_round(g, f.controller, f.opponent());
})]);

/// Gabos Longarms — Before Fight: choose a creature; this creature deals
/// its fight damage to it instead of the creature it fights.
static GABOS_LONGARMS: Behavior =
    Behavior::before_fight(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.redirect_fight_damage(f.target(0));
    })]);
