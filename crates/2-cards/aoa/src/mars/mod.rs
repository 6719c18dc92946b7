//! Mars, Age of Ascension.

use keysim_engine::ability::{filter, record, Ability, Behavior, Events, Queries, Reach, Step};
use keysim_engine::select::{each, Tally};
use keysim_engine::{
    control, CardRef, Event, Flank, Frame, Game, Location, Query, TargetSpec, Zones,
};
use keysim_facts::{traits, House, Keywords};

/// The behaviour of a Mars card this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "agent-hoo-man" => &AGENT_HOO_MAN,
        "carpet-phloxem" => &CARPET_PHLOXEM,
        "collector-worm" => &COLLECTOR_WORM,
        "glyxl-proliferator" => &GLYXL_PROLIFERATOR,
        "ixxyxli-fixfinger" => &IXXYXLI_FIXFINGER,
        "mars-first" => &MARS_FIRST,
        "mars-needs-æmber" => &MARS_NEEDS_AEMBER,
        "mindworm" => &MINDWORM,
        "skybooster-squadron" => &SKYBOOSTER_SQUADRON,
        "tyxl-beambuckler" => &TYXL_BEAMBUCKLER,
        "xanthyx-harvester" => &XANTHYX_HARVESTER,
        "zysysyx-shockworm" => &ZYSYSYX_SHOCKWORM,
        "æmber-conduction-unit" => &AEMBER_CONDUCTION_UNIT,
        "containment-field" => &CONTAINMENT_FIELD,
        "destroy-them-all" => &DESTROY_THEM_ALL,
        "exterminate-exterminate" => &EXTERMINATE_EXTERMINATE,
        "hypnobeam" => &HYPNOBEAM,
        "nyzyk-resonator" => &NYZYK_RESONATOR,
        "phloxem-spike" => &PHLOXEM_SPIKE,
        "storm-crawler" => &STORM_CRAWLER,
        "destructive-analysis" => &DESTRUCTIVE_ANALYSIS,
        "entropic-manipulator" => &ENTROPIC_MANIPULATOR,
        "extinction" => &EXTINCTION,
        "killzord-mk-9001" => &KILLZORD_MK_9001,
        "martian-generosity" => &MARTIAN_GENEROSITY,
        "shard-of-hate" => &SHARD_OF_HATE,
        "yxlyx-stimrager" => &YXLYX_STIMRAGER,
        "yzphyz-knowdrone" => &YZPHYZ_KNOWDRONE,
        _ => return None,
    })
}

/// Whether a card belongs to house Mars.
fn is_mars(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::Mars)
}

/// A friendly Mars creature.
fn friendly_mars(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && is_mars(g, c)
}

/// Whether the ability's controller has no creature in play.
fn no_friendly_creatures(g: &Game, f: &Frame) -> bool {
    g.creatures(f.controller).is_empty()
}

/// Any number of cards: every card a player can hold.
const ANY_NUMBER: u8 = keysim_engine::MAX_CARDS as u8;

/// Agent Hoo-man — Reap: stun a friendly non-Mars creature and an enemy
/// non-Mars creature.
static AGENT_HOO_MAN: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && !is_mars(g, c)
        }),
        record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && !is_mars(g, c)
        }),
        |g, f| {
            g.stun(f.target(0));
            g.stun(f.target(1));
        },
    ),
]);

/// Carpet Phloxem — Play: with no friendly creature in play, 4 damage to
/// each creature.
static CARPET_PHLOXEM: Behavior = Behavior::play(&[Step::then(|g, f| {
    let all = each(g, f.controller, Zones::CREATURES, |_| true);
    g.deal_damage_each(&all, 4);
})
.only_if(no_friendly_creatures)]);

/// Collector Worm — Fight: the creature fought goes into your archives
/// (to its owner's hand when it leaves them).
static COLLECTOR_WORM: Behavior = Behavior::fight(&[Step::then(|g, f| {
    if g.in_battleline(f.subject) {
        g.archive_into(f.controller, f.subject);
    }
})]);

/// Glyxl Proliferator — Reap: while on a flank, archive a Mars card from
/// your discard pile.
static GLYXL_PROLIFERATOR: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD, |g, _, c| is_mars(g, c)),
    |g, f| g.archive(f.controller, f.target(0)),
)
.only_if(|g, f| g.on_flank(f.source))]);

/// Ixxyxli Fixfinger — each other Martian creature has +1 armor.
static IXXYXLI_FIXFINGER: Behavior = Behavior {
    modifies: Queries::ARMOR,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if *card != me && g.has_trait(*card, traits::MARTIAN) {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Mars First — Play: ready and use a friendly Mars creature.
static MARS_FIRST: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_mars),
    |g, f| {
        g.ready(f.target(0));
        g.use_creature(f.target(0));
    },
)]);

/// Mars Needs Æmber — Play: each damaged enemy non-Mars creature captures
/// 1 from its own side (when that side has too little for all, the active
/// player chooses which: the FAQ on Sir Marrows).
static MARS_NEEDS_AEMBER: Behavior = Behavior::play(&[Step::each_captures_from_own_side(
    |g, f, c| filter::enemy(g, f, c) && !is_mars(g, c) && g.card(c).damage > 0,
    1,
)]);

/// Mindworm — Before Fight: the creature fought deals its power in damage
/// to each of its neighbors.
static MINDWORM: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    let power = g.power(f.subject).max(0) as u32;
    g.deal_damage_to_neighbors(f.subject, power);
})]);

/// Skybooster Squadron — Reap: return it to your hand.
static SKYBOOSTER_SQUADRON: Behavior =
    Behavior::reap(&[Step::then(|g, f| g.return_to_hand(f.source))]);

/// The flank of a [`control::FLANKS`] answer.
fn flank(option: u8) -> Flank {
    if option == 0 {
        Flank::Left
    } else {
        Flank::Right
    }
}

/// "2 damage to a creature, then move it to either flank of its
/// controller's battleline" (asked only if it survives beside another
/// creature).
const DAMAGE_AND_MOVE_TO_FLANK: Ability = &[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 2),
    Step::choose_one(control::FLANKS, |g, f| {
        g.move_to_flank(f.target(0), flank(f.option))
    })
    .only_if(|g, f| {
        let c = f.target(0);
        g.in_battleline(c) && g.creatures(g.card(c).controller).len() > 1
    }),
];

/// Tyxl Beambuckler — Play: 2 damage to a creature, moved to a flank.
static TYXL_BEAMBUCKLER: Behavior = Behavior::play(DAMAGE_AND_MOVE_TO_FLANK);

/// Xanthyx Harvester — cannot be used beside a non-Mars creature; Reap:
/// gain 1.
static XANTHYX_HARVESTER: Behavior = Behavior {
    reap: &[Step::gain(1)],
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanUse { card, value, .. } = q {
            if *card == me && g.neighbors(me).any(|n| !is_mars(g, n)) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The enemy creature that just reaped, if `ev` is such a reap.
fn enemy_reaper(g: &Game, me: CardRef, ev: Event) -> Option<CardRef> {
    match ev {
        Event::Reaped {
            creature,
            controller,
        } if controller != g.card(me).controller => Some(creature),
        _ => None,
    }
}

/// "After an enemy creature reaps, stun it."
fn stun_enemy_reaper(g: &mut Game, me: CardRef, ev: Event) {
    if let Some(c) = enemy_reaper(g, me, ev) {
        g.stun(c);
    }
}

/// Zysysyx Shockworm — after an enemy creature reaps, stun it.
static ZYSYSYX_SHOCKWORM: Behavior = Behavior {
    on_event: Some(stun_enemy_reaper),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Æmber Conduction Unit — after an enemy creature reaps, if it was the
/// first creature to reap this turn, stun it.
static AEMBER_CONDUCTION_UNIT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Some(c) = enemy_reaper(g, me, ev) {
            if g.turn_history().first_reaper == Some(c) {
                g.stun(c);
            }
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Destroys the ability's subject if it is still in play.
const DESTROY_SUBJECT: Ability = &[Step::then(|g, f| {
    if g.in_battleline(f.subject) {
        g.destroy(f.subject);
    }
})];

/// Containment Field — after its creature is used (once that use has
/// resolved), destroy the creature.
static CONTAINMENT_FIELD: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if let Event::Used { card, .. } = ev {
            if card == host && host.is_some() {
                // Queued beneath the use's own tasks: it resolves after them.
                g.trigger_about(DESTROY_SUBJECT, me, g.card(me).controller, host);
            }
        }
    }),
    hears: Events::USED,
    ..Behavior::VANILLA
};

/// Destroy Them All! — Play: destroy an artifact, a creature and an
/// upgrade, all chosen first (an upgrade on the creature destroyed goes
/// with it).
static DESTROY_THEM_ALL: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::any), record),
    Step::target(TargetSpec::ANY_CREATURE, record),
    Step::target(TargetSpec::new(Zones::UPGRADES, filter::any), |g, f| {
        let (artifact, creature, upgrade) = (f.target(0), f.target(1), f.target(2));
        g.destroy(artifact);
        g.destroy(creature);
        let host = if upgrade.is_some() {
            g.card(upgrade).host
        } else {
            CardRef::NONE
        };
        if !(host.is_some() && g.card(host).is_tagged()) {
            g.destroy(upgrade);
        }
    }),
]);

/// A friendly Mars creature that has not destroyed a creature for
/// Exterminate! Exterminate! yet (those that have are kept in
/// [`Frame::picked`]).
fn unspent_exterminator(g: &Game, f: &Frame, c: CardRef) -> bool {
    friendly_mars(g, f, c) && !f.picked.contains(c)
}

/// A non-Mars creature less powerful than some unspent exterminator.
fn exterminable(g: &Game, f: &Frame, c: CardRef) -> bool {
    let power = g.power(c);
    !is_mars(g, c)
        && g.creatures(f.controller)
            .iter()
            .any(|&m| unspent_exterminator(g, f, m) && g.power(m) > power)
}

/// Exterminate! Exterminate! — Play: each friendly Mars creature destroys
/// a non-Mars creature less powerful than it. Each creature chosen is
/// matched to the least powerful unspent Mars creature above it, so any
/// set of choices that a matching allows can be made.
static EXTERMINATE_EXTERMINATE: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::CREATURES, friendly_mars)),
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, exterminable), |g, f| {
        let victim = f.last_target();
        if victim.is_none() {
            return;
        }
        let power = g.power(victim);
        let spent = g
            .creatures(f.controller)
            .iter()
            .copied()
            .filter(|&m| unspent_exterminator(g, f, m) && g.power(m) > power)
            .min_by_key(|&m| g.power(m));
        if let Some(m) = spent {
            f.picked.insert(m);
        }
        g.destroy(victim);
    }),
]);

/// Hypnobeam — Play: take control of an enemy creature.
static HYPNOBEAM: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |_, f| {
        f.subject = f.target(0);
    }),
    Step::then(control::take_subject_if_no_choice),
    Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
        .only_if(control::flank_choice_needed),
]);

/// Nyzyk Resonator — the opponent's keys cost +2 per neighbor it has.
static NYZYK_RESONATOR: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != g.card(me).controller {
                *value += 2 * g.neighbors(me).count() as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Phloxem Spike — Play: with no friendly creature in play, destroy each
/// creature not on a flank.
static PHLOXEM_SPIKE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let inner = each(g, f.controller, Zones::CREATURES, |c| !g.on_flank(c));
    for &c in &*inner {
        g.destroy(c);
    }
})
.only_if(no_friendly_creatures)]);

/// Storm Crawler — deals at most 1 damage in fights; after an enemy
/// creature reaps, stun it.
static STORM_CRAWLER: Behavior = Behavior {
    modifies: Queries::FIGHT_DAMAGE,
    modify: Some(|_, me, q| {
        if let Query::FightDamage { dealer, value, .. } = q {
            if *dealer == me {
                *value = (*value).min(1);
            }
        }
    }),
    on_event: Some(stun_enemy_reaper),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Destructive Analysis — Play: 2 damage to a creature; if it survives,
/// purge cards of your archives for 2 more damage to it each.
static DESTRUCTIVE_ANALYSIS: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 2),
    Step::target(
        TargetSpec::new(Zones::ARCHIVES, filter::any).up_to(ANY_NUMBER),
        |g, f| {
            if g.purge_from_archives(f.last_target()) {
                f.count += 1;
            }
        },
    )
    .only_if(|g, f| g.in_battleline(f.target(0))),
    Step::then(|g, f| {
        g.deal_damage(f.target(0), 2 * f.count as u32);
    }),
]);

/// The player whose creatures' damage Entropic Manipulator redistributes
/// (mode 1: yours, mode 2: the opponent's).
fn redistributed(f: &Frame) -> keysim_engine::Player {
    if f.option == 1 {
        f.controller
    } else {
        f.opponent()
    }
}

/// Entropic Manipulator — Play: you may take all the damage off one
/// player's creatures and put it back on them as you choose (more than a
/// creature's power if you like); placed, not dealt.
static ENTROPIC_MANIPULATOR: Behavior = Behavior::play(&[
    Step::choose_one(
        &[
            "leave the damage as it is",
            "redistribute the damage on your creatures",
            "redistribute the damage on the opponent's creatures",
        ],
        |g, f| {
            if f.option == 0 {
                return;
            }
            let p = redistributed(f);
            let theirs = each(g, f.controller, Zones::CREATURES, |c| {
                g.card(c).controller == p
            });
            let mut total = 0;
            for &c in &*theirs {
                total += g.remove_damage(c, u32::MAX);
            }
            f.count = total.min(u8::MAX as u32) as u8;
        },
    )
    .only_if(|g, _| g.all_creatures().any(|c| g.card(c).damage > 0)),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            g.card(c).controller == redistributed(f)
        }),
        |g, f| g.assign_damage(f.last_target(), 1),
    ),
    Step::then(|g, _| g.place_assigned_damage()),
]);

/// Extinction — Play: destroy a creature and each creature sharing a trait
/// with it; gain 1 chain.
static EXTINCTION: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let chosen = f.target(0);
        if chosen.is_none() {
            return;
        }
        let kin = g.traits(chosen);
        let doomed = each(g, f.controller, Zones::CREATURES, |c| {
            c == chosen || kin.iter().any(|t| g.has_trait(c, t))
        });
        for &c in &*doomed {
            g.destroy(c);
        }
    }),
    Step::then(|g, f| g.gain_chains(f.controller, 1)),
]);

/// Killzord Mk. 9001 — its creature gets +2 power, +2 armor and skirmish,
/// and gains "Fight: gain 1 chain".
static KILLZORD_MK_9001: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::ARMOR).and(Queries::KEYWORDS),
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        match q {
            Query::Power { card, value } | Query::Armor { card, value } if *card == host => {
                *value += 2
            }
            Query::Keywords { card, value } if *card == host => {
                *value = value.with(Keywords::SKIRMISH)
            }
            _ => {}
        }
    }),
    grants: Some(&KILLZORD_GAINS),
    ..Behavior::VANILLA
};

/// Fight: gain 1 chain.
static KILLZORD_GAINS: Behavior =
    Behavior::fight(&[Step::then(|g, f| g.gain_chains(f.controller, 1))]);

/// Martian Generosity — Play: lose all your Æmber; draw 2 per Æmber lost.
static MARTIAN_GENEROSITY: Behavior = Behavior::play(&[Step::then(|g, f| {
    let all = g.player(f.controller).amber as u32;
    let lost = g.lose(f.controller, all);
    g.draw(f.controller, 2 * lost);
})]);

/// Shard of Hate — Action: stun an enemy creature per friendly Shard.
static SHARD_OF_HATE: Behavior = Behavior::action(&[
    crate::family::COUNT_FRIENDLY_SHARDS,
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.stun(f.last_target())
    }),
]);

/// Yxlyx Stimrager — Fight: 2 damage to a creature, moved to a flank.
static YXLYX_STIMRAGER: Behavior = Behavior::fight(DAMAGE_AND_MOVE_TO_FLANK);

/// Yzphyz Knowdrone — Play: archive a card; you may purge an archived
/// card (one of yours, or a random one of the opponent's: the FAQ); if you
/// do, stun a creature.
static YZPHYZ_KNOWDRONE: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.archive(f.controller, f.target(0))
    }),
    Step::target(
        TargetSpec::new(Zones::ARCHIVES, filter::any).optional(),
        |g, f| {
            let c = f.last_target();
            f.count = c.is_some() as u8;
            f.done = g.purge_from_archives(c);
        },
    ),
    Step::may(|g, f| {
        let c = g.random_card_in(f.opponent(), Location::Archives);
        f.done = g.purge_from_archives(c);
    })
    .only_if(|g, f| f.count == 0 && !g.player(f.opponent()).archives.is_empty()),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| g.stun(f.last_target())).only_if(|_, f| f.done),
]);

#[cfg(test)]
mod tests;
