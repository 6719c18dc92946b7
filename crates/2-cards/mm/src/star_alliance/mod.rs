//! Star Alliance, Mass Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Events, HouseSpec, Queries, Reach, Step};
use keysim_engine::host_gains::HostGains;
use keysim_engine::select::each;
use keysim_engine::top_of_deck;
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, Query, TargetSpec, Zones};
use keysim_facts::{traits, CardType, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "access-denied" => &HostCannot::<REAP>::BEHAVIOR,
        "blast-shielding" => &BLAST_SHIELDING,
        "crewman-jörg" => &CREWMAN_JORG,
        "dæmo-alien" => &DAEMO_ALIEN,
        "hadron-collision" => &HADRON_COLLISION,
        "observ-u-max" => &OBSERV_U_MAX,
        "scout-pete" => &SCOUT_PETE,
        "securi-droid" => &CreatureOrUpgradeGranting::<{ Keywords::TAUNT.0 }>::BEHAVIOR,
        "subdue" => &SUBDUE,
        "subject-kirby" => &SUBJECT_KIRBY,
        "survey" => &SURVEY,
        "teleporter-chief-tink" => &TELEPORTER_CHIEF_TINK,
        "ant1-10ny" => &ANT1_10NY,
        "armory-officer-nel" => &ARMORY_OFFICER_NEL,
        "away-team" => &AWAY_TEAM,
        "detention-coil" => &HostCannot::<FIGHT>::BEHAVIOR,
        "hayden-oswin" => &HAYDEN_OSWIN,
        "lcdr-trigon" => &LCDR_TRIGON,
        "mutagenesis-researcher" => &Behavior::VANILLA,
        "new-frontiers" => &NEW_FRONTIERS,
        "particle-sweep" => &PARTICLE_SWEEP,
        "stealthster" => &CreatureOrUpgradeGranting::<{ Keywords::ELUSIVE.0 }>::BEHAVIOR,
        "ambassador-liu" => &AMBASSADOR_LIU,
        "commander-dhrxgar" => &COMMANDER_DHRXGAR,
        "ensign-el-samra" => &ENSIGN_EL_SAMRA,
        "hapless-cadet" => &HAPLESS_CADET,
        "hold-the-line" => &HOLD_THE_LINE,
        "jon-cargo" => &JON_CARGO,
        "kartanoo" => &KARTANOO,
        "matter-maker" => &MATTER_MAKER,
        "z-force-agent-14" => &Z_FORCE_AGENT_14,
        "z-particle-tracker" => &Z_PARTICLE_TRACKER,
        "z-ray-blaster" => &Z_RAY_BLASTER,
        "z-wave-emitter" => &Z_WAVE_EMITTER,
        _ => return None,
    })
}

/// Whether a card belongs to house Star Alliance.
fn is_star_alliance(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::StarAlliance)
}

/// How many upgrades are attached to creature `host`.
fn upgrades_on(g: &Game, host: CardRef) -> u32 {
    each(g, g.card(host).controller, Zones::UPGRADES, |u| {
        g.card(u).host == host
    })
    .len() as u32
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

/// What a [`HostCannot`] upgrade forbids its creature: reaping.
const REAP: bool = false;
/// What a [`HostCannot`] upgrade forbids its creature: fighting.
const FIGHT: bool = true;

/// An upgrade whose creature cannot reap ([`REAP`]: Access Denied) or
/// cannot fight ([`FIGHT`]: Detention Coil).
struct HostCannot<const USE: bool>;

impl<const USE: bool> HostCannot<USE> {
    const BEHAVIOR: Behavior = Behavior {
        modifies: if USE == FIGHT {
            Queries::PERMISSIONS
        } else {
            Queries::COMBAT
        },
        modify: Some(Self::modify),
        ..Behavior::VANILLA
    };

    fn modify(g: &Game, me: CardRef, q: &mut Query) {
        let host = g.card(me).host;
        match q {
            Query::CanReap { card, value } if USE == REAP && *card == host => *value = false,
            Query::CanFight { attacker, value } if USE == FIGHT && *attacker == host => {
                *value = false
            }
            _ => {}
        }
    }
}

/// Blast Shielding — its creature gets +2 armor; after that creature is
/// used, the creature's controller may move Blast Shielding to one of its
/// neighbors.
static BLAST_SHIELDING: Behavior = Behavior {
    modifies: Queries::ARMOR,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if *card == g.card(me).host {
                *value += 2;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        if let Event::Used { card, .. } = ev {
            if card == g.card(me).host {
                g.trigger(MAY_MOVE_TO_A_NEIGHBOR, me, g.card(card).controller);
            }
        }
    }),
    hears: Events::USED,
    ..Behavior::VANILLA
};

/// A neighbor of the creature the ability's source (an upgrade) is on.
fn neighbor_of_host(g: &Game, f: &Frame, c: CardRef) -> bool {
    let host = g.card(f.source).host;
    host.is_some() && g.are_neighbors(host, c)
}

/// You may attach this upgrade to a neighbor of its creature (nothing to
/// choose once it has left play with its creature).
const MAY_MOVE_TO_A_NEIGHBOR: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, neighbor_of_host).optional(),
    |g, f| {
        g.move_upgrade(f.source, f.last_target());
    },
)];

/// Crewman Jörg — enhance; Action: steal 1 if none of its neighbors is
/// Star Alliance.
static CREWMAN_JORG: Behavior = Behavior::action(&[
    Step::steal(1).only_if(|g, f| !g.neighbors(f.source).any(|n| is_star_alliance(g, n)))
]);

/// Dæmo-Alien — Fight: of the top 3 cards of your deck, one goes on the
/// bottom, one into your hand, and the last back on top. Destroyed: steal
/// 1.
static DAEMO_ALIEN: Behavior = Behavior {
    fight: &[
        Step::look_at_top(3),
        // With a single card, it goes to the hand.
        Step::target(
            TargetSpec::new(Zones::HAND, top_of_deck::looked_at_in_hand),
            |g, f| {
                g.put_on_bottom_of_deck(f.last_target());
            },
        )
        .only_if(|_, f| f.count >= 2),
        Step::target(
            TargetSpec::new(Zones::HAND, top_of_deck::looked_at_in_hand),
            |g, f| {
                top_of_deck::put_back(g, f, f.last_target());
            },
        )
        .only_if(top_of_deck::looked_at_any),
    ],
    destroyed: &[Step::steal(1)],
    ..Behavior::VANILLA
};

/// Hadron Collision — Play: remove a creature's ward and deal it 3
/// damage that armor does not prevent.
static HADRON_COLLISION: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        g.remove_ward(c);
        g.deal_damage_each_through_armor(&[c], 3);
    })]);

/// Observ-u-Max — its creature gains "Fight/Reap: capture 1".
static OBSERV_U_MAX: Behavior = Behavior {
    grants: Some(&CAPTURE_ONE_ON_FIGHT_AND_REAP),
    ..Behavior::VANILLA
};

/// Fight/Reap: capture 1.
static CAPTURE_ONE_ON_FIGHT_AND_REAP: Behavior = Behavior::fight_and_reap(&[Step::capture(1)]);

/// Scout Pete — Play/Fight/Reap: look at the top card of your deck; you
/// may discard it.
static SCOUT_PETE: Behavior = play_fight_reap(&[
    Step::look_at_top(1),
    Step::choose_one(&["put it back", "discard it"], |g, f| {
        let top = f.target(0);
        if f.option == 1 {
            top_of_deck::discard(g, f, top);
        } else {
            top_of_deck::put_back(g, f, CardRef::NONE);
        }
    })
    .only_if(top_of_deck::looked_at_any),
]);

/// A creature with the keywords `K` (a [`Keywords`] set's bits) that may be
/// played as an upgrade instead, giving its creature those keywords
/// (Securi-Droid: taunt; Stealthster: elusive).
struct CreatureOrUpgradeGranting<const K: u32>;

impl<const K: u32> CreatureOrUpgradeGranting<K> {
    const BEHAVIOR: Behavior = Behavior {
        plays_as_upgrade: true,
        ..HostGains::<K>::BEHAVIOR
    };
}

/// Subdue — Play: 1 damage to a creature, and stun it.
static SUBDUE: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let c = f.last_target();
    g.deal_damage(c, 1);
    g.stun(c);
})]);

/// A non-Star Alliance creature card (Subject Kirby's permission).
fn non_star_alliance_creature(g: &Game, card: CardRef) -> bool {
    g.is_creature_card(card) && !is_star_alliance(g, card)
}

/// Subject Kirby — Play/Fight/Reap: this turn you may play one non-Star
/// Alliance creature.
static SUBJECT_KIRBY: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHousePlay {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller && non_star_alliance_creature(g, *card) {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            let needed = g.active_house().is_none_or(|h| !g.belongs_to(card, h));
            if player == e.controller
                && g.played_from_hand(card)
                && non_star_alliance_creature(g, card)
                && needed
            {
                g.use_one_permission(e);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..play_fight_reap(&[Step::then(|g, f| g.allow_one_more(f.source, f.controller))])
};

/// Survey — enhance; Play: look at the top 2 cards of your deck and
/// discard one of them; the other stays on top (the FAQ).
static SURVEY: Behavior = Behavior::play(&[
    Step::look_at_top(2),
    Step::target(
        TargetSpec::new(Zones::HAND, top_of_deck::looked_at_in_hand),
        |g, f| {
            let discarded = f.last_target();
            top_of_deck::put_back(g, f, discarded);
            top_of_deck::discard(g, f, discarded);
        },
    )
    .only_if(top_of_deck::looked_at_any),
]);

/// A friendly creature other than the ability's source.
fn another_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && c != f.source
}

/// Teleporter Chief Tink — elusive; Action: swap it with another friendly
/// creature, which you may use this turn.
static TELEPORTER_CHIEF_TINK: Behavior = Behavior {
    action: &[Step::target(
        TargetSpec::new(Zones::CREATURES, another_friendly),
        |g, f| {
            let other = f.last_target();
            g.swap_creatures(f.source, other);
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, other, 0);
        },
    )],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::OffHouseUse {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller && *card == e.subject {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// ANT1-10NY — Play: capture all of the opponent's Æmber. At the end of
/// your turn, 1 Æmber on it goes to the opponent's pool.
static ANT1_10NY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let all = g.player(f.opponent()).amber as u32;
        g.capture(f.source, all);
    })],
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.take_amber_from(me, mine.opponent(), 1);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Armory Officer Nel — enhance; after an upgrade enters play, draw a
/// card.
static ARMORY_OFFICER_NEL: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::UpgradeAttached { entering: true, .. } = ev {
            g.draw(g.card(me).controller, 1);
        }
    }),
    hears: Events::UPGRADE_ATTACHED,
    ..Behavior::VANILLA
};

/// Away Team — Destroyed: each upgrade on it goes to its owner's
/// archives.
static AWAY_TEAM: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let upgrades = each(g, f.controller, Zones::UPGRADES, |u| {
        g.card(u).host == f.source
    });
    for &u in &*upgrades {
        g.archive(g.card(u).owner, u);
    }
})]);

/// Gain 1 Æmber per upgrade on this creature.
const GAIN_PER_UPGRADE_ON_IT: Ability = &[Step::then(|g, f| {
    g.gain(f.controller, upgrades_on(g, f.source));
})];

/// Hayden Oswin — Reap: gain 1 per upgrade on it.
static HAYDEN_OSWIN: Behavior = Behavior::reap(GAIN_PER_UPGRADE_ON_IT);

/// LCdr. Trigon — Reap: discard the top card of your deck and resolve its
/// bonus icons as if you had played it.
static LCDR_TRIGON: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let top = g.discard_top_of_deck(f.controller);
    if top.is_some() {
        g.resolve_bonus_icons(top, f.controller);
    }
})]);

/// New Frontiers — Play: choose a house and reveal the top 3 cards of your
/// deck: those of that house are archived, the others discarded.
static NEW_FRONTIERS: Behavior = Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
    let Some(house) = f.house else {
        return;
    };
    for _ in 0..3 {
        let Some(top) = g.player(f.controller).deck.last() else {
            break;
        };
        if g.belongs_to(top, house) {
            g.archive(f.controller, top);
            g.reveal(top, f.opponent());
        } else {
            g.discard_top_of_deck(f.controller);
        }
    }
})]);

/// Particle Sweep — Play: 2 damage to a creature, or destroy it if it is a
/// Mutant.
static PARTICLE_SWEEP: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if g.has_trait(c, traits::MUTANT) {
            g.destroy(c);
        } else {
            g.deal_damage(c, 2);
        }
    })]);

/// Ambassador Liu — Action: discard a card from your hand: a Dis or
/// Shadows card steals 1, a Logos or Untamed card gains 2, a Sanctum or
/// Saurian card has it capture 3.
static AMBASSADOR_LIU: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::HAND, filter::any),
    |g, f| {
        let c = f.last_target();
        g.discard_from_hand(c);
        let of = |a: House, b: House| g.belongs_to(c, a) || g.belongs_to(c, b);
        let (steals, gains, captures) = (
            of(House::Dis, House::Shadows),
            of(House::Logos, House::Untamed),
            of(House::Sanctum, House::Saurian),
        );
        if steals {
            g.steal(f.controller, 1);
        }
        if gains {
            g.gain(f.controller, 2);
        }
        if captures {
            g.capture(f.source, 3);
        }
    },
)]);

/// Commander Dhrxgar — after an upgrade is attached to it or to one of its
/// neighbors, gain 1.
static COMMANDER_DHRXGAR: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::UpgradeAttached { host, .. } = ev {
            if host == me || g.are_neighbors(me, host) {
                g.gain(g.card(me).controller, 1);
            }
        }
    }),
    hears: Events::UPGRADE_ATTACHED,
    ..Behavior::VANILLA
};

/// Ensign El-Samra — enhance; Action: reveal a card from your hand and
/// resolve its bonus icons as if you had played it.
static ENSIGN_EL_SAMRA: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::HAND, filter::any),
    |g, f| {
        let c = f.last_target();
        g.reveal(c, f.opponent());
        g.resolve_bonus_icons(c, f.controller);
    },
)]);

/// Hapless Cadet — taunt; Destroyed: the opponent loses 3.
static HAPLESS_CADET: Behavior = Behavior::destroyed(&[Step::opponent_loses(3)]);

/// Hold the Line — Play: draw as many cards as the enemy creatures
/// outnumber the friendly ones.
static HOLD_THE_LINE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let theirs = g.creatures(f.opponent()).len() as u32;
    let ours = g.creatures(f.controller).len() as u32;
    g.draw(f.controller, theirs.saturating_sub(ours));
})]);

/// J.O.N. Cargo — Reap: discard the top card of your deck and reveal your
/// hand; each card of it sharing a house with the discarded card is
/// archived.
static JON_CARGO: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let discarded = g.discard_top_of_deck(f.controller);
    g.reveal_hand(f.controller, f.opponent());
    if discarded.is_none() {
        return;
    }
    let houses = g.houses(discarded);
    let sharing = each(g, f.controller, Zones::HAND, |c| g.houses(c) & houses != 0);
    for &c in &*sharing {
        g.archive(f.controller, c);
    }
})]);

/// Kartanoo — Reap: use an artifact, anyone's, as if it were yours.
static KARTANOO: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::any),
    |g, f| {
        g.use_artifact_as_yours(f.last_target(), f.controller);
    },
)]);

/// Matter Maker — you may play upgrades whatever the active house.
static MATTER_MAKER: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::OffHousePlay {
            player,
            card,
            value,
        } = q
        {
            if *player == g.card(me).controller && g.def(*card).kind == CardType::Upgrade {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Z-Force Agent 14 — Fight: gain 1 per upgrade on it.
static Z_FORCE_AGENT_14: Behavior = Behavior::fight(GAIN_PER_UPGRADE_ON_IT);

/// Z-Particle Tracker — its creature gains "Fight: search your deck for an
/// upgrade, put it into your hand, and shuffle your deck".
static Z_PARTICLE_TRACKER: Behavior = Behavior {
    grants: Some(&SEARCH_FOR_AN_UPGRADE_ON_FIGHT),
    ..Behavior::VANILLA
};

/// An upgrade card.
fn upgrade_card(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).kind == CardType::Upgrade
}

/// Fight: search your deck for an upgrade, put it into your hand, and
/// shuffle your deck.
static SEARCH_FOR_AN_UPGRADE_ON_FIGHT: Behavior = Behavior::fight(&[
    Step::target(TargetSpec::new(Zones::DECK, upgrade_card), |g, f| {
        g.return_to_hand(f.last_target())
    }),
    Step::then(|g, f| g.shuffle_deck(f.controller)),
]);

/// Z-Ray Blaster — its creature gets +3 power and gains "Before Fight: 3
/// damage to each neighbor of the creature fought".
static Z_RAY_BLASTER: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value += 3;
            }
        }
    }),
    grants: Some(&BLAST_THE_FOUGHTS_NEIGHBORS),
    ..Behavior::VANILLA
};

/// Before Fight: 3 damage to each neighbor of the creature fought.
static BLAST_THE_FOUGHTS_NEIGHBORS: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    let mut beside = [CardRef::NONE; 2];
    for (slot, n) in beside.iter_mut().zip(g.neighbors(f.subject)) {
        *slot = n;
    }
    g.deal_damage_each(&beside, 3);
})]);

/// Z-Wave Emitter — at the start of your turn, ward its creature.
static Z_WAVE_EMITTER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.ward(g.card(me).host);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
