//! Star Alliance, Dark Tidings.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::key_cost;
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, Player, Query, Zones};
use keysim_facts::{House, Keywords};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cr-officer-hawkins-evil-twin" => &CR_OFFICER_HAWKINS_EVIL_TWIN,
        "ch-337a-evil-twin" => &CH_337A_EVIL_TWIN,
        "colonist-chapman-evil-twin" => &COLONIST_CHAPMAN_EVIL_TWIN,
        "rocketeer-tryska-evil-twin" => &ROCKETEER_TRYSKA_EVIL_TWIN,
        "d1-v3-pod" => &D1_V3_POD,
        "agent-sepdia" => &AGENT_SEPDIA,
        "ch-337a" => &CH_337A,
        "static-collection-array" => &STATIC_COLLECTION_ARRAY,
        "cr-officer-hawkins" => &CR_OFFICER_HAWKINS,
        "lieutenant-valmart" => &LIEUTENANT_VALMART,
        "technobabble" => &TECHNOBABBLE,
        "operative-espion-evil-twin" => &OPERATIVE_ESPION_EVIL_TWIN,
        "shield-u-later-evil-twin" => &SHIELD_U_LATER_EVIL_TWIN,
        "ceaseforge" => &CEASEFORGE,
        "exploratory-craft" => &EXPLORATORY_CRAFT,
        "sabotage-mission" => &SABOTAGE_MISSION,
        "æmber-vac" => &AEMBER_VAC,
        "officer-s-blaster" => &OFFICERS_BLASTER,
        "operative-espion" => &OPERATIVE_ESPION,
        "shield-u-later" => &SHIELD_U_LATER,
        _ => return None,
    })
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

/// Whether the tide is high for the ability's controller.
fn tide_high(g: &Game, f: &Frame) -> bool {
    g.tide_is_high(f.controller)
}

/// The neighbours of `c` that do not belong to Star Alliance.
fn non_star_alliance_neighbors(g: &Game, c: CardRef) -> u32 {
    g.neighbors(c)
        .filter(|&n| !g.belongs_to(n, House::StarAlliance))
        .count() as u32
}

/// "While the tide is high, each of this creature's neighbours gains `K`"
/// (CH-337A and its evil twin; their own keyword is printed).
struct NeighborsGainWhileTideHigh<const K: u32>;

impl<const K: u32> NeighborsGainWhileTideHigh<K> {
    const BEHAVIOR: Behavior = Behavior {
        modifies: Queries::KEYWORDS,
        reach: Reach::Friendly,
        modify: Some(Self::modify),
        reads_tide: true,
        ..Behavior::VANILLA
    };

    fn modify(g: &Game, me: CardRef, q: &mut Query) {
        if let Query::Keywords { card, value } = q {
            if g.are_neighbors(me, *card) && g.tide_is_high(g.card(me).controller) {
                *value = value.with(Keywords(K));
            }
        }
    }
}

/// C.R. Officer Hawkins (evil twin) — deploy; Play: the opponent loses 1
/// per non-Star Alliance neighbour.
static CR_OFFICER_HAWKINS_EVIL_TWIN: Behavior = Behavior::play(&[Step::then(|g, f| {
    let n = non_star_alliance_neighbors(g, f.source);
    g.lose(f.opponent(), n);
})]);

/// CH-337A (evil twin) — skirmish; while the tide is high for its
/// controller, its neighbours have skirmish too.
static CH_337A_EVIL_TWIN: Behavior =
    NeighborsGainWhileTideHigh::<{ Keywords::SKIRMISH.0 }>::BEHAVIOR;

/// Colonist Chapman (evil twin) — elusive; Play: it captures every Æmber
/// of both pools.
static COLONIST_CHAPMAN_EVIL_TWIN: Behavior = Behavior::play(&[Step::then(|g, f| {
    let me = f.source;
    let opponent = f.opponent();
    let theirs = g.player(opponent).amber as u32;
    g.capture_from(me, opponent, theirs);
    let mine = g.player(f.controller).amber as u32;
    g.capture_from(me, f.controller, mine);
})]);

/// Rocketeer Tryska (evil twin) — skirmish; enters play ready while the
/// tide is high for its controller.
static ROCKETEER_TRYSKA_EVIL_TWIN: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me && g.tide_is_high(g.card(me).controller) {
                *value = true;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// D1-V3 Pod — its creature has skirmish while the tide is high for the
/// upgrade's controller, elusive while it is low.
static D1_V3_POD: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            let mine = g.card(me);
            if *card == mine.host {
                if g.tide_is_high(mine.controller) {
                    *value = value.with(Keywords::SKIRMISH);
                } else if g.tide_is_low(mine.controller) {
                    *value = value.with(Keywords::ELUSIVE);
                }
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Agent Sepdia — Fight/Reap: 1 damage to a creature, which is also
/// stunned if the tide is high.
static AGENT_SEPDIA: Behavior = Behavior {
    reads_tide: true,
    ..Behavior::fight_and_reap(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        let high = tide_high(g, f);
        g.deal_damage(c, 1);
        if high {
            g.stun(c);
        }
    })])
};

/// CH-337A — elusive; while the tide is high for its controller, its
/// neighbours have elusive too.
static CH_337A: Behavior = NeighborsGainWhileTideHigh::<{ Keywords::ELUSIVE.0 }>::BEHAVIOR;

/// Static Collection Array — its controller's keys cost 1 less while the
/// tide is high for them, 1 more while it is low.
static STATIC_COLLECTION_ARRAY: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player == mine {
                if g.tide_is_high(mine) {
                    *value -= 1;
                } else if g.tide_is_low(mine) {
                    *value += 1;
                }
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// C.R. Officer Hawkins — deploy; Play: gain 1 per non-Star Alliance
/// neighbour.
static CR_OFFICER_HAWKINS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let n = non_star_alliance_neighbors(g, f.source);
    g.gain(f.controller, n);
})]);

/// Lieutenant Valmart — Play/Fight/Reap: if the tide is high, keys cost 3
/// more during the opponent's next turn.
static LIEUTENANT_VALMART: Behavior = Behavior {
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, 3)),
    reads_tide: true,
    ..play_fight_reap(&[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })
    .only_if(tide_high)])
};

/// Technobabble — Play: stun a creature and each of its neighbours that
/// shares a house with it.
static TECHNOBABBLE: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        let houses = g.houses(c);
        let mut stunned = [c; 3];
        let mut n = 1;
        for neighbor in g.neighbors(c) {
            if g.houses(neighbor) & houses != 0 {
                stunned[n] = neighbor;
                n += 1;
            }
        }
        for &s in &stunned[..n] {
            g.stun(s);
        }
    })]);

/// "After a player raises the tide during their turn, they may ..." (Operative
/// Espion and its evil twin): queues `ability` for that player.
fn after_tide_raised_on_own_turn(g: &mut Game, me: CardRef, ev: Event, ability: Ability) {
    if let Event::TideRaised { player } = ev {
        if player == g.active_player() {
            g.trigger(ability, me, player);
        }
    }
}

/// Operative Espion (evil twin) — elusive; after a player raises the tide
/// on their own turn, they may deal 3 damage to a creature.
static OPERATIVE_ESPION_EVIL_TWIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| after_tide_raised_on_own_turn(g, me, ev, MAY_DEAL_3)),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// You may deal 3 damage to a creature.
const MAY_DEAL_3: Ability = &[Step::target(TargetSpec::ANY_CREATURE.optional(), |g, f| {
    g.deal_damage(f.last_target(), 3);
})];

/// Operative Espion — elusive; after a player raises the tide on their
/// own turn, they may use a creature they control.
static OPERATIVE_ESPION: Behavior = Behavior {
    on_event: Some(|g, me, ev| after_tide_raised_on_own_turn(g, me, ev, MAY_USE_A_FRIENDLY)),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// You may use a creature you control.
const MAY_USE_A_FRIENDLY: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly).optional(),
    |g, f| g.use_creature(f.last_target()),
)];

/// Shield-U-Later (evil twin) — a creature that may be played as an
/// upgrade instead, whose creature then loses all its armor and has 2
/// less power.
static SHIELD_U_LATER_EVIL_TWIN: Behavior = Behavior {
    plays_as_upgrade: true,
    modifies: Queries::POWER.and(Queries::ARMOR),
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        match q {
            Query::Power { card, value } if host.is_some() && *card == host => *value -= 2,
            Query::Armor { card, value } if host.is_some() && *card == host => *value = 0,
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Shield-U-Later — a creature that may be played as an upgrade instead,
/// giving its creature 2 more armor.
static SHIELD_U_LATER: Behavior = Behavior {
    plays_as_upgrade: true,
    modifies: Queries::ARMOR,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        if let Query::Armor { card, value } = q {
            if host.is_some() && *card == host {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Ceaseforge — Play: 2 time counters on it. No one can forge keys while
/// it is in play; at the start of its controller's turn it loses a time
/// counter, and is destroyed once it has none.
static CEASEFORGE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_counters(f.source, 2);
    })],
    modifies: Queries::PERMISSIONS,
    modify: Some(|_, _, q| {
        if let Query::MayForgeKeys { value, .. } = q {
            *value = false;
        }
    }),
    on_event: Some(|g, me, ev| {
        if ev
            == (Event::TurnStarted {
                player: g.card(me).controller,
            })
        {
            g.remove_counters(me, 1);
            if g.counters(me) == 0 {
                g.destroy(me);
            }
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Exploratory Craft — Action: exhaust up to 3 friendly creatures, then
/// draw a card per house among them.
static EXPLORATORY_CRAFT: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).up_to(3),
        |g, f| g.exhaust(f.last_target()),
    ),
    Step::then(|g, f| {
        let houses = f.picked.iter().fold(0u32, |acc, c| acc | g.houses(c));
        g.draw(f.controller, houses.count_ones());
    }),
]);

/// The number of different power values among `p`'s creatures.
fn different_powers(g: &Game, p: Player) -> i32 {
    let line = g.creatures(p);
    let mut n = 0;
    for (i, &c) in line.iter().enumerate() {
        let power = g.power(c);
        if !line[..i].iter().any(|&earlier| g.power(earlier) == power) {
            n += 1;
        }
    }
    n
}

/// Sabotage Mission — Play: during the opponent's next turn, keys cost 1
/// more per different power value among its player's creatures.
static SABOTAGE_MISSION: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| {
        let n = different_powers(g, e.controller);
        key_cost::raise_during_opponents_turn(g, &e, q, n)
    }),
    ..Behavior::VANILLA
};

/// Æmber-vac — Play: raise the tide. At the start of its controller's
/// turn, if the tide is high for them, its creature captures 2.
static AEMBER_VAC: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.raise_tide(f.controller);
    })],
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if host.is_none() {
            return;
        }
        let owner = g.card(host).controller;
        if ev == (Event::TurnStarted { player: owner }) && g.tide_is_high(owner) {
            g.capture(host, 2);
        }
    }),
    hears: Events::TURN_STARTED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Officer's Blaster — its creature gets +2 power and gains "Destroyed:
/// move this Blaster to this creature's right neighbour".
static OFFICERS_BLASTER: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value += 2;
            }
        }
    }),
    grants: Some(&BLASTER_MOVES_RIGHT),
    ..Behavior::VANILLA
};

/// Destroyed: the granting Blaster moves to the creature's right neighbour.
static BLASTER_MOVES_RIGHT: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let me = f.source;
    let line = g.creatures(g.card(me).controller);
    if let Some(i) = line.iter().position(|&c| c == me) {
        if let Some(&right) = line.get(i + 1) {
            g.move_upgrade(f.granted_by, right);
        }
    }
})]);
