//! Mars, Call of the Archons.

use keysim_engine::ability::Events;
use keysim_engine::ability::{
    filter, Ability, Behavior, HouseSpec, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::destroyed::{target_destroyed, PURGE_IF_DESTROYED};
use keysim_engine::select::{each, Tally};
use keysim_engine::GameAction;
use keysim_engine::{CardRef, Event, Expiry, Flank, Frame, Game, Param, Player, Query, Zones};

use crate::family::fight_kill_costs_one;
use keysim_facts::{traits, House};

/// The behaviour of a Mars card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "ammonia-clouds" => &AMMONIA_CLOUDS,
        "irradiated-æmber" => &IRRADIATED_AEMBER,
        "phosphorus-stars" => &PHOSPHORUS_STARS,
        "psychic-network" => &PSYCHIC_NETWORK,
        "shatter-storm" => &SHATTER_STORM,
        "squawker" => &SQUAWKER,
        "crystal-hive" => &CRYSTAL_HIVE,
        "ether-spider" => &ETHER_SPIDER,
        "grabber-jammer" => &GRABBER_JAMMER,
        "grommid" => &GROMMID,
        "mindwarper" => &MINDWARPER,
        "phylyx-the-disintegrator" => &PHYLYX_THE_DISINTEGRATOR,
        "tunk" => &TUNK,
        "yxili-marauder" => &YXILI_MARAUDER,
        "yxilo-bolter" => &YXILO_BOLTER,
        "yxilx-dominator" => &YXILX_DOMINATOR,
        "zorg" => &ZORG,
        "jammer-pack" => &JAMMER_PACK,
        "red-planet-ray-gun" => &RED_PLANET_RAY_GUN,
        "john-smyth" => &JOHN_SMYTH,
        "emp-blast" => &EMP_BLAST,
        "soft-landing" => &SOFT_LANDING,
        "blypyp" => &BLYPYP,
        "incubation-chamber" => &INCUBATION_CHAMBER,
        "battle-fleet" => &BATTLE_FLEET,
        "orbital-bombardment" => &ORBITAL_BOMBARDMENT,
        "mothergun" => &MOTHERGUN,
        "hypnotic-command" => &HYPNOTIC_COMMAND,
        "mothership-support" => &MOTHERSHIP_SUPPORT,
        "chuff-ape" => &CHUFF_APE,
        "zyzzix-the-many" => &ZYZZIX_THE_MANY,
        "ulyq-megamouth" => &ULYQ_MEGAMOUTH,
        "invasion-portal" => &INVASION_PORTAL,
        "martians-make-bad-allies" => &MARTIANS_MAKE_BAD_ALLIES,
        "vezyma-thinkdrone" => &VEZYMA_THINKDRONE,
        "feeding-pit" => &FEEDING_PIT,
        "sniffer" => &SNIFFER,
        "total-recall" => &TOTAL_RECALL,
        "martian-hounds" => &MARTIAN_HOUNDS,
        "biomatrix-backup" => &BIOMATRIX_BACKUP,
        "mating-season" => &MATING_SEASON,
        "key-abduction" => &KEY_ABDUCTION,
        "mass-abduction" => &MASS_ABDUCTION,
        "sample-collection" => &SAMPLE_COLLECTION,
        "uxlyx-the-zookeeper" => &UXLYX_THE_ZOOKEEPER,
        "commpod" => &COMMPOD,
        "custom-virus" => &CUSTOM_VIRUS,
        "qyxxlyx-plague-master" => &QYXXLYX_PLAGUE_MASTER,
        "swap-widget" => &SWAP_WIDGET,
        "brain-stem-antenna" => &BRAIN_STEM_ANTENNA,
        "combat-pheromones" => &COMBAT_PHEROMONES,
        "deep-probe" => &DEEP_PROBE,
        _ => return None,
    })
}

/// Whether a card belongs to house Mars.
fn is_mars(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::Mars)
}

/// A friendly ready Mars creature.
fn friendly_ready_mars(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && is_mars(g, c) && !g.card(c).is_exhausted()
}

/// "For each friendly ready Mars creature".
const READY_MARS: Tally = Tally::Cards(Zones::CREATURES, friendly_ready_mars);

/// "Enters play stunned": the creature stuns itself as it is played.
fn enters_play_stunned(g: &mut Game, me: CardRef, ev: Event) {
    if ev
        == (Event::CardPlayed {
            card: me,
            player: g.card(me).controller,
        })
    {
        g.stun(me);
    }
}

/// Ammonia Clouds — Play: 3 damage to each creature.
static AMMONIA_CLOUDS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let all = each(g, f.controller, Zones::CREATURES, |_| true);
    g.deal_damage_each(&all, 3);
})]);

/// Irradiated Æmber — Play: if the opponent has 6 or more, 3 damage to each
/// enemy creature.
static IRRADIATED_AEMBER: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.player(f.opponent()).amber >= 6 {
        let enemies = each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller != f.controller
        });
        g.deal_damage_each(&enemies, 3);
    }
})]);

/// Phosphorus Stars — Play: stun each non-Mars creature; gain 2 chains.
static PHOSPHORUS_STARS: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| !is_mars(g, c)) {
        g.stun(c);
    }
    g.gain_chains(f.controller, 2);
})]);

/// Psychic Network — Play: steal 1 per friendly ready Mars creature.
static PSYCHIC_NETWORK: Behavior = Behavior::play(&[
    Step::count(READY_MARS),
    Step::then(|g, f| {
        g.steal(f.controller, f.count.into());
    }),
]);

/// Shatter Storm — Play: lose all your Æmber; the opponent loses three
/// times as much.
static SHATTER_STORM: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mine = g.player(f.controller).amber as u32;
    let lost = g.lose(f.controller, mine);
    g.lose(f.opponent(), 3 * lost);
})]);

/// Squawker — Play: ready a Mars creature or stun a non-Mars creature (the
/// creature chosen decides which).
static SQUAWKER: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let c = f.target(0);
    if c.is_some() && is_mars(g, c) {
        g.ready(c);
    } else {
        g.stun(c);
    }
})]);

/// Crystal Hive — Action: this turn, gain 1 each time a creature reaps.
static CRYSTAL_HIVE: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::Reaped { .. } = ev {
            g.gain(e.controller, 1);
        }
    }),
    lasting_hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Ether Spider — deals no fight damage; Æmber that would reach the
/// opponent's pool is captured by it instead.
static ETHER_SPIDER: Behavior = Behavior {
    modifies: Queries::FIGHT_DAMAGE.and(Queries::REPLACEMENTS_BUT_READYING),
    modify: Some(|g, me, q| match q {
        Query::FightDamage { dealer, value, .. } if *dealer == me => *value = 0,
        Query::Instead {
            action:
                GameAction::Gain {
                    player,
                    amount,
                    from,
                    ..
                },
        } if *player != g.card(me).controller && *from != me => {
            *q = Query::Instead {
                action: GameAction::PutOnCard {
                    card: me,
                    amount: *amount,
                },
            }
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Grabber Jammer — the opponent's keys cost +1; Fight/Reap: capture 1.
static GRABBER_JAMMER: Behavior = Behavior {
    fight: &[Step::capture(1)],
    reap: &[Step::capture(1)],
    modifies: Queries::ECONOMY,
    modify: Some(crate::family::opponent_keys_cost_one_more),
    ..Behavior::VANILLA
};

/// Grommid — you cannot play creatures; an enemy destroyed fighting it
/// costs the opponent 1.
static GROMMID: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player == g.card(me).controller && g.is_creature_card(*card) {
                *value = false;
            }
        }
    }),
    on_event: Some(fight_kill_costs_one),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Mindwarper — Action: an enemy creature captures 1 from its own side.
static MINDWARPER: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.capture_from(c, g.card(c).controller, 1);
        }
    },
)]);

/// Phylyx the Disintegrator — Action: the opponent loses 1 per other
/// friendly Mars creature.
static PHYLYX_THE_DISINTEGRATOR: Behavior = Behavior::action(&[Step::then(|g, f| {
    let others = each(g, f.controller, Zones::CREATURES, |c| {
        c != f.source && g.card(c).controller == f.controller && is_mars(g, c)
    });
    g.lose(f.opponent(), others.len() as u32);
})]);

/// Tunk — after you play another Mars creature, fully heal Tunk.
static TUNK: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if card != me
                && player == g.card(me).controller
                && is_mars(g, card)
                && g.is_creature_card(card)
            {
                let damage = g.card(me).damage as u32;
                g.heal(me, damage);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Yxili Marauder — +1 power per Æmber on it; Play: capture 1 per friendly
/// ready Mars creature.
static YXILI_MARAUDER: Behavior = Behavior {
    play: &[
        Step::count(READY_MARS),
        Step::then(|g, f| {
            g.capture_from(f.source, f.opponent(), f.count.into());
        }),
    ],
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += g.card(me).amber as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Fight/Reap: 2 damage to a creature; purge it if that destroys it."
static BOLT_AND_PURGE: &[Step] = &[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.target(0), 2);
    }),
    PURGE_IF_DESTROYED,
];

/// Yxilo Bolter — Fight/Reap: 2 damage to a creature, purged if destroyed.
static YXILO_BOLTER: Behavior = Behavior::fight_and_reap(BOLT_AND_PURGE);

/// Yxilx Dominator — enters play stunned.
static YXILX_DOMINATOR: Behavior = Behavior {
    on_event: Some(enters_play_stunned),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Zorg — enters play stunned; Before Fight: stun the creature fought and
/// its neighbors.
static ZORG: Behavior = Behavior {
    on_event: Some(enters_play_stunned),
    before_fight: &[Step::then(stun_fought_and_neighbors)],
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

fn stun_fought_and_neighbors(g: &mut Game, f: &mut Frame) {
    let mut hit = [CardRef::NONE; 3];
    hit[0] = f.subject;
    for (i, c) in g.neighbors(f.subject).enumerate() {
        hit[i + 1] = c;
    }
    for c in hit {
        g.stun(c);
    }
}

/// Jammer Pack — its creature gains "your opponent's keys cost +2".
static JAMMER_PACK: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let host = g.card(me).host;
            if host.is_some() && *player != g.card(host).controller {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Red Planet Ray Gun — its creature gains "Reap: 1 damage to a creature
/// per Mars creature in play".
static RED_PLANET_RAY_GUN: Behavior = Behavior {
    grants: Some(&RAY_GUN_REAP),
    ..Behavior::VANILLA
};

static RAY_GUN_REAP: Behavior =
    Behavior::reap(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let mars = each(g, f.controller, Zones::CREATURES, |c| is_mars(g, c));
        g.deal_damage(f.target(0), mars.len() as u32);
    })]);

/// "Fight/Reap: ready a non-Agent Mars creature."
static READY_NON_AGENT_MARS: &[Step] = &[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| {
        is_mars(g, c) && !g.has_trait(c, traits::AGENT)
    }),
    |g, f| g.ready(f.target(0)),
)];

/// "John Smyth" — Fight/Reap: ready a non-Agent Mars creature.
static JOHN_SMYTH: Behavior = Behavior::fight_and_reap(READY_NON_AGENT_MARS);

/// EMP Blast — Play: stun each Mars and each Robot creature; destroy each
/// artifact.
static EMP_BLAST: Behavior = Behavior::play(&[Step::then(|g, f| {
    let hit = each(g, f.controller, Zones::CREATURES, |c| {
        is_mars(g, c) || g.has_trait(c, traits::ROBOT)
    });
    for &c in &*hit {
        g.stun(c);
    }
    for &c in &*each(g, f.controller, Zones::ARTIFACTS, |_| true) {
        g.destroy(c);
    }
})]);

/// Whether `c` is a creature or an artifact card.
fn creature_or_artifact(g: &Game, c: CardRef) -> bool {
    matches!(
        g.def(c).kind,
        keysim_facts::CardType::Creature | keysim_facts::CardType::Artifact
    )
}

/// Soft Landing — Play: the next creature or artifact you play this turn
/// enters play ready.
static SOFT_LANDING: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::OTHER_BUT_FIGHT,
    lasting_modify: Some(|g, e, q| {
        if let Query::EntersReady { card, value } = q {
            if g.card(*card).controller == e.controller && creature_or_artifact(g, *card) {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && creature_or_artifact(g, card) {
                g.end_lasting(e);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Blypyp — Reap: the next Mars creature you play this turn enters play
/// ready.
static BLYPYP: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::OTHER_BUT_FIGHT,
    lasting_modify: Some(|g, e, q| {
        if let Query::EntersReady { card, value } = q {
            if g.card(*card).controller == e.controller
                && is_mars(g, *card)
                && g.is_creature_card(*card)
            {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && is_mars(g, card) && g.is_creature_card(card) {
                g.end_lasting(e);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// A Mars creature card.
fn mars_creature(g: &Game, _: &Frame, c: CardRef) -> bool {
    is_mars(g, c) && g.is_creature_card(c)
}

/// Incubation Chamber — Omni: reveal a Mars creature from your hand and
/// archive it.
static INCUBATION_CHAMBER: Behavior = Behavior::omni(&[Step::target(
    TargetSpec::new(Zones::HAND, mars_creature),
    |g, f| {
        g.reveal(f.target(0), f.opponent());
        g.archive(f.controller, f.target(0));
    },
)]);

/// Any number of cards: every card a player can hold.
const ANY_NUMBER: u8 = keysim_engine::MAX_CARDS as u8;

/// "Reveal any number of Mars cards from your hand": counted in
/// [`Frame::count`].
const REVEAL_MARS_CARDS: Step = Step::target(
    TargetSpec::new(Zones::HAND, |g, _, c| is_mars(g, c)).up_to(ANY_NUMBER),
    |g, f| {
        if f.last_target().is_some() {
            g.reveal(f.last_target(), f.opponent());
            f.count += 1;
        }
    },
);

/// Any creature, while the count of the ability is not used up.
fn while_count_left(_: &Game, f: &Frame, _: CardRef) -> bool {
    f.count > 0
}

/// "Deal `n` damage to a creature for each one counted, divided as you
/// choose": each point is assigned, then dealt at once.
const fn divided_damage(n: u32) -> Step {
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        if f.last_target().is_some() {
            g.assign_damage(f.last_target(), f.param().number());
        }
    })
    .with(Param::Number(n))
}

/// Battle Fleet — Play: reveal Mars cards from your hand; draw 1 per card.
static BATTLE_FLEET: Behavior = Behavior::play(&[
    REVEAL_MARS_CARDS,
    Step::then(|g, f| g.draw(f.controller, f.count as u32)),
]);

/// Orbital Bombardment — Play: reveal Mars cards from your hand; 2 damage
/// to a creature per card (a different creature each time if you like),
/// all chosen first and dealt at once.
static ORBITAL_BOMBARDMENT: Behavior = Behavior::play(&[
    REVEAL_MARS_CARDS,
    divided_damage(2),
    Step::then(|g, _| g.deal_assigned_damage()),
]);

/// Mothergun — Action: reveal Mars cards from your hand; that much damage
/// to a creature.
static MOTHERGUN: Behavior = Behavior::action(&[
    REVEAL_MARS_CARDS,
    Step::target(
        TargetSpec::new(Zones::CREATURES, while_count_left),
        |g, f| {
            g.deal_damage(f.last_target(), f.count as u32);
        },
    ),
]);

/// Hypnotic Command — Play: per friendly Mars creature, an enemy creature
/// captures 1 from its own side.
static HYPNOTIC_COMMAND: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && is_mars(g, c)
    })),
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.capture_from(c, g.card(c).controller, 1);
        }
    }),
]);

/// Mothership Support — Play: per friendly ready Mars creature, 2 damage
/// to a creature, all chosen first and dealt at once.
static MOTHERSHIP_SUPPORT: Behavior = Behavior::play(&[
    Step::count(READY_MARS),
    divided_damage(2),
    Step::then(|g, _| g.deal_assigned_damage()),
]);

/// "Fight/Reap: you may sacrifice another friendly creature; if you do,
/// fully heal this creature."
static SACRIFICE_TO_HEAL: &[Step] = &[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            c != f.source && filter::friendly(g, f, c)
        })
        .optional(),
        |g, f| g.destroy(f.target(0)),
    ),
    // The sacrifice has resolved: a creature a ward kept in play was not
    // sacrificed.
    Step::then(|g, f| {
        let damage = g.card(f.source).damage as u32;
        g.heal(f.source, damage);
    })
    .only_if(target_destroyed),
];

/// Chuff Ape — enters play stunned; Fight/Reap: you may sacrifice another
/// friendly creature to fully heal it.
static CHUFF_APE: Behavior = Behavior {
    on_event: Some(enters_play_stunned),
    fight: SACRIFICE_TO_HEAL,
    reap: SACRIFICE_TO_HEAL,
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// "Fight/Reap: you may reveal a creature from your hand; if you do,
/// archive it and this creature gets three +1 power counters."
static ARCHIVE_FOR_POWER: &[Step] = &[Step::target(
    TargetSpec::new(Zones::HAND, |g, _, c| g.is_creature_card(c)).optional(),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.reveal(c, f.opponent());
            g.archive(f.controller, c);
            g.add_power_counters(f.source, 3);
        }
    },
)];

/// Zyzzix the Many — Fight/Reap: archive a creature from your hand for
/// three +1 power counters.
static ZYZZIX_THE_MANY: Behavior = Behavior::fight_and_reap(ARCHIVE_FOR_POWER);

/// "Fight/Reap: use a friendly non-Mars creature."
static USE_NON_MARS: &[Step] = &[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && !is_mars(g, c)
    }),
    |g, f| g.use_creature(f.target(0)),
)];

/// Ulyq Megamouth — Fight/Reap: use a friendly non-Mars creature.
static ULYQ_MEGAMOUTH: Behavior = Behavior::fight_and_reap(USE_NON_MARS);

/// Invasion Portal — Action: discard from the top of your deck until a
/// Mars creature, which goes to your hand.
static INVASION_PORTAL: Behavior = Behavior::action(&[Step::then(|g, f| loop {
    let c = g.discard_top_of_deck(f.controller);
    if c.is_none() {
        break;
    }
    if is_mars(g, c) && g.is_creature_card(c) {
        g.return_to_hand(c);
        break;
    }
})]);

/// Martians Make Bad Allies — Play: purge each non-Mars creature in your
/// hand; gain 1 per card purged.
static MARTIANS_MAKE_BAD_ALLIES: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut gone = [CardRef::NONE; keysim_engine::MAX_CARDS];
    let mut n = 0;
    for c in g.player(f.controller).hand.iter() {
        if g.is_creature_card(c) && !is_mars(g, c) {
            gone[n] = c;
            n += 1;
        }
    }
    for &c in &gone[..n] {
        g.purge(c);
    }
    g.gain(f.controller, n as u32);
})]);

/// Vezyma Thinkdrone — Reap: you may archive a friendly creature or
/// artifact from play.
static VEZYMA_THINKDRONE: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::IN_PLAY, filter::friendly).optional(),
    |g, f| g.archive(f.controller, f.target(0)),
)]);

/// Feeding Pit — Action: discard a creature from your hand; if you do,
/// gain 1.
static FEEDING_PIT: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::HAND, |g, _, c| g.is_creature_card(c)),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.discard_from_hand(c);
            g.gain(f.controller, 1);
        }
    },
)]);

/// Sniffer — Action: for the rest of the turn, each creature loses elusive.
static SNIFFER: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|_, _, q| {
        if let Query::Keywords { value, .. } = q {
            *value = value.without(keysim_facts::Keywords::ELUSIVE);
        }
    }),
    ..Behavior::VANILLA
};

/// Total Recall — Play: gain 1 per friendly ready creature; return each
/// friendly creature to your hand.
static TOTAL_RECALL: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mine = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller
    });
    let ready = mine.iter().filter(|&&c| !g.card(c).is_exhausted()).count();
    g.gain(f.controller, ready as u32);
    for &c in &*mine {
        g.return_to_hand(c);
    }
})]);

/// Martian Hounds — Play: a chosen creature gets two +1 power counters per
/// damaged creature.
static MARTIAN_HOUNDS: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let damaged = each(g, f.controller, Zones::CREATURES, |c| g.card(c).damage > 0);
        g.add_power_counters(f.target(0), 2 * damaged.len() as u32);
    })]);

/// Biomatrix Backup — its creature gains "Destroyed: you may put it into
/// its owner's archives".
static BIOMATRIX_BACKUP: Behavior = Behavior {
    grants: Some(&BIOMATRIX_BACKUP_GAINS),
    ..Behavior::VANILLA
};

/// Destroyed: you may archive this creature in its owner's archives.
static BIOMATRIX_BACKUP_GAINS: Behavior = Behavior::destroyed(&[Step::may(|g, f| {
    g.archive(g.card(f.source).owner, f.source)
})]);

/// Mating Season — Play: shuffle each Mars creature into its owner's deck;
/// each player gains 1 per creature shuffled into their deck.
static MATING_SEASON: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut shuffled = [0u32; 2];
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| is_mars(g, c)) {
        let owner = g.card(c).owner;
        g.shuffle_into_deck(c);
        if !g.in_battleline(c) {
            shuffled[owner.index()] += 1;
        }
    }
    for p in Player::BOTH {
        g.gain(p, shuffled[p.index()]);
    }
})]);

/// Key Abduction's cost: +9 on the current cost, 1 less per card in hand.
fn key_abduction_cost(g: &Game, f: &Frame) -> u32 {
    let hand = g.player(f.controller).hand.len() as u32;
    (g.key_cost(f.controller) + 9).saturating_sub(hand)
}

/// Key Abduction — Play: return each Mars creature to its owner's hand;
/// then you may forge a key at +9 current cost, 1 less per card in hand.
static KEY_ABDUCTION: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| is_mars(g, c)) {
            g.return_to_hand(c);
        }
    }),
    Step::may(|g, f| {
        g.forge_key_paying(f.controller, key_abduction_cost(g, f));
    })
    .only_if(|g, f| g.can_pay_for_key(f.controller, key_abduction_cost(g, f))),
]);

/// Mass Abduction — Play: up to 3 damaged enemy creatures into your
/// archives (they go to their owner's hand when they leave it).
static MASS_ABDUCTION: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::enemy(g, f, c) && g.card(c).damage > 0
    })
    .up_to(3),
    |g, f| g.archive_into(f.controller, f.last_target()),
)]);

/// Sample Collection — Play: an enemy creature into your archives for each
/// key the opponent has forged.
static SAMPLE_COLLECTION: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = g.player(f.opponent()).keys),
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.archive_into(f.controller, f.last_target());
    }),
]);

/// Uxlyx the Zookeeper — Reap: an enemy creature into your archives.
static UXLYX_THE_ZOOKEEPER: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        g.archive_into(f.controller, f.target(0));
    },
)]);

/// Commpod — Action: reveal Mars cards from your hand; for each, you may
/// ready a Mars creature.
static COMMPOD: Behavior = Behavior::action(&[
    REVEAL_MARS_CARDS,
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, _, c| is_mars(g, c)).optional(),
        |g, f| g.ready(f.last_target()),
    ),
]);

/// Custom Virus — Omni: sacrifice it; purge a creature from your hand and
/// destroy each creature sharing a trait with it.
static CUSTOM_VIRUS: Behavior = Behavior::omni(&[
    Step::then(|g, f| g.destroy(f.source)),
    Step::target(
        TargetSpec::new(Zones::HAND, filter::creature_card),
        |g, f| {
            let purged = f.target(0);
            if purged.is_none() {
                return;
            }
            g.purge(purged);
            let traits = g.def(purged).traits;
            let shares = |c| traits.iter().any(|&t| g.has_trait(c, t));
            for &c in &*each(g, f.controller, Zones::CREATURES, shares) {
                g.destroy(c);
            }
        },
    ),
]);

/// Qyxxlyx Plague Master — Fight/Reap: 3 damage, through armor, to each
/// Human creature.
static QYXXLYX_PLAGUE_MASTER: Behavior = Behavior::fight_and_reap(PLAGUE);

const PLAGUE: Ability = &[Step::then(|g, f| {
    let humans = each(g, f.controller, Zones::CREATURES, |c| {
        g.has_trait(c, traits::HUMAN)
    });
    g.deal_damage_each_through_armor(&humans, 3);
})];

/// Swap Widget — Action: return a ready friendly Mars creature to hand; if
/// you do, put a Mars creature of another name from your hand into play
/// and ready it.
static SWAP_WIDGET: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && g.belongs_to(c, House::Mars) && !g.card(c).is_exhausted()
        }),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.return_to_hand(c);
                f.done = g.card(c).location == keysim_engine::Location::Hand;
            }
        },
    ),
    Step::target(
        TargetSpec::new(Zones::HAND, |g, f, c| {
            g.is_creature_card(c)
                && g.belongs_to(c, House::Mars)
                && g.def(c).name != g.def(f.target(0)).name
        }),
        |g, f| {
            let c = f.target(1);
            if c.is_some() && g.creatures(f.controller).is_empty() {
                g.put_into_play(c, f.controller, Flank::Right);
                g.ready(c);
            }
        },
    )
    .only_if(|_, f| f.done),
    Step::choose_one(keysim_engine::control::FLANKS, |g, f| {
        let c = f.target(1);
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        g.put_into_play(c, f.controller, flank);
        g.ready(c);
    })
    .only_if(|g, f| {
        f.done
            && f.target(1).is_some()
            && g.card(f.target(1)).location == keysim_engine::Location::Hand
    }),
]);

/// Brain Stem Antenna — its creature gains "after you play a Mars
/// creature, ready this creature; it belongs to Mars for the turn".
static BRAIN_STEM_ANTENNA: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            let host = g.card(me).host;
            if host.is_some()
                && player == g.card(host).controller
                && card != host
                && g.is_creature_card(card)
                && g.belongs_to(card, House::Mars)
            {
                g.ready(host);
                g.add_lasting_with(me, player, Expiry::EndOfTurn, host, House::Mars as u8);
            }
        }
    }),
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|_, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject {
                *value |= 1 << e.house() as u32;
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Combat Pheromones — Omni: sacrifice it; you may use up to 2 other Mars
/// cards this turn. The permission is for two cards, not two uses: a card
/// used through it may be used again (the FAQ ruling with "John Smyth"
/// and Mindwarper). One lasting effect counts the cards left to choose
/// (no subject); each card chosen gets one of its own (its subject).
static COMBAT_PHEROMONES: Behavior = Behavior {
    omni: &[Step::then(|g, f| {
        g.destroy(f.source);
        g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, CardRef::NONE, 2);
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHouseUse {
            player,
            card,
            value,
        } = q
        {
            let chosen = e.subject.is_some() && *card == e.subject;
            let may_choose = e.subject.is_none()
                && e.value > 0
                && *card != e.source
                && g.belongs_to(*card, House::Mars);
            if *player == e.controller && (chosen || may_choose) {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        let Event::Used { card, player } = ev else {
            return;
        };
        if e.subject.is_some() || player != e.controller || !g.belongs_to(card, House::Mars) {
            return;
        }
        let off_house = !g.active_house().is_some_and(|h| g.belongs_to(card, h));
        let already = g
            .lasting_effects()
            .iter()
            .any(|x| x.source == e.source && x.subject == card);
        if off_house && !already {
            g.end_lasting(e);
            g.add_lasting_with(e.source, e.controller, e.expiry, card, 0);
            if e.value > 1 {
                g.add_lasting_with(e.source, e.controller, e.expiry, CardRef::NONE, e.value - 1);
            }
        }
    }),
    lasting_hears: Events::USED,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;

/// Deep Probe — Play: choose a house (one of the opponent's: no other can
/// be in their hand), reveal the opponent's hand, discard each creature of
/// that house from it.
static DEEP_PROBE: Behavior =
    Behavior::play(&[Step::choose_house(HouseSpec::OpponentIdentity, |g, f| {
        let opp = f.opponent();
        g.reveal_hand(opp, f.controller);
        let Some(house) = f.house else { return };
        let hand: Vec<CardRef> = g.player(opp).hand.iter().collect();
        for c in hand {
            if g.is_creature_card(c) && g.belongs_to(c, house) {
                g.discard_from_hand(c);
            }
        }
    })]);
