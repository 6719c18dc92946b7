//! Star Alliance, Dark Tidings.

use keysim_engine::ability::{
    filter, Ability, Behavior, Events, HouseSpec, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::key_cost;
use keysim_engine::select::each;
use keysim_engine::tide::words::tide_high;
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
        "5c077-evil-twin" => &FIVE_C077_EVIL_TWIN,
        "com-officer-hings" => &COM_OFFICER_HINGS,
        "com-officer-gross" => &COM_OFFICER_GROSS,
        "5c077" => &FIVE_C077,
        "make-it-so" => &MAKE_IT_SO,
        "prof-emeritus-kering" => &PROF_EMERITUS_KERING,
        "colonist-chapman" => &COLONIST_CHAPMAN,
        "biome-discovery" => &BIOME_DISCOVERY,
        "diplomat-agung" => &DIPLOMAT_AGUNG,
        "rocketeer-tryska" => &ROCKETEER_TRYSKA,
        "unity-or-discord" => &UNITY_OR_DISCORD,
        "selective-preservation" => &SELECTIVE_PRESERVATION,
        "grand-alliance-council" => &GRAND_ALLIANCE_COUNCIL,
        "together" => &TOGETHER,
        "the-ulfberht-device" => &THE_ULFBERHT_DEVICE,
        "t3r-35a" => &T3R_35A,
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
        if c.is_none() {
            return;
        }
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
        if c.is_none() {
            return;
        }
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
/// draw a card per house among those it exhausted (a creature already
/// exhausted may be chosen, but is not exhausted this way). `f.count`
/// keeps a bit per target index exhausted this way.
static EXPLORATORY_CRAFT: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).up_to(3),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if g.card(c).is_exhausted() {
                return;
            }
            g.exhaust(c);
            if let Some(i) = f.targets.iter().position(|&t| t == c) {
                f.count |= 1 << i;
            }
        },
    ),
    Step::then(|g, f| {
        let mut houses = 0u32;
        for (i, &c) in f.targets.iter().enumerate() {
            if f.count & (1 << i) != 0 {
                houses |= g.houses(c);
            }
        }
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

/// The other friendly creatures with the same power as the ability's source.
fn same_power_as_source(g: &Game, f: &Frame, c: CardRef) -> bool {
    c != f.source && g.power(c) == g.power(f.source)
}

/// "You may give this creature a +1 power counter or remove one from it"
/// (5C077 and its evil twin): the third mode does neither.
const MAY_ADJUST_OWN_POWER: Step = Step::choose_one(
    &[
        "give it a +1 power counter",
        "remove a +1 power counter from it",
        "leave its power counters",
    ],
    |g, f| match f.option {
        0 => {
            g.add_power_counters(f.source, 1);
        }
        1 => {
            g.remove_power_counters(f.source, 1);
        }
        _ => {}
    },
);

/// 5C077 (evil twin) — Reap: destroy another creature with its power;
/// then it may gain or lose a +1 power counter.
static FIVE_C077_EVIL_TWIN: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, same_power_as_source),
        |g, f| g.destroy(f.last_target()),
    ),
    MAY_ADJUST_OWN_POWER,
]);

/// 5C077 — Reap: ready and use another friendly creature with its power;
/// then it may gain or lose a +1 power counter.
static FIVE_C077: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && same_power_as_source(g, f, c)
        }),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            g.ready(c);
            g.use_creature(c);
        },
    ),
    MAY_ADJUST_OWN_POWER,
]);

/// The creatures strictly between the ability's source and the friendly
/// creature titled `partner` (none when there is no such creature).
fn creatures_between(g: &Game, f: &Frame, partner: &str) -> (usize, usize) {
    let line = g.creatures(g.card(f.source).controller);
    let Some(me) = line.iter().position(|&c| c == f.source) else {
        return (0, 0);
    };
    let Some(other) = line.iter().position(|&c| g.def(c).name == partner) else {
        return (0, 0);
    };
    (me.min(other) + 1, me.max(other))
}

/// Com. Officer Hings — Play: you may search your deck for Com. Officer
/// Gross into your hand. Fight/Reap: draw a card per creature between the
/// two officers.
static COM_OFFICER_HINGS: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::DECK, |g, _, c| g.def(c).name == "Com. Officer Gross")
                .optional(),
            reveal_and_take,
        ),
        Step::then(|g, f| g.shuffle_deck(f.controller)),
    ],
    ..Behavior::fight_and_reap(&[Step::then(|g, f| {
        let (from, to) = creatures_between(g, f, "Com. Officer Gross");
        g.draw(f.controller, (to - from) as u32);
    })])
};

/// Com. Officer Gross — Play: you may search your deck for Com. Officer
/// Hings into your hand. Fight/Reap: a +1 power counter on each creature
/// between the two officers.
static COM_OFFICER_GROSS: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::DECK, |g, _, c| g.def(c).name == "Com. Officer Hings")
                .optional(),
            reveal_and_take,
        ),
        Step::then(|g, f| g.shuffle_deck(f.controller)),
    ],
    ..Behavior::fight_and_reap(&[Step::then(|g, f| {
        let (from, to) = creatures_between(g, f, "Com. Officer Hings");
        let mut between = [CardRef::NONE; keysim_engine::MAX_CARDS];
        let line = g.creatures(f.controller);
        let n = to - from;
        between[..n].copy_from_slice(&line[from..to]);
        for &c in &between[..n] {
            g.add_power_counters(c, 1);
        }
    })])
};

/// Reveals the card chosen last to the opponent and puts it into its
/// owner's hand.
fn reveal_and_take(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    g.reveal(c, f.opponent());
    g.return_to_hand(c);
}

/// Make It So — Play: choose a house; reveal the top card of your deck
/// and draw it if it belongs to that house, again until one does not.
static MAKE_IT_SO: Behavior = Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
    let Some(house) = f.house else { return };
    loop {
        let Some(top) = g.player(f.controller).deck.iter().next_back() else {
            return;
        };
        g.reveal(top, f.opponent());
        if g.card(top).house != house {
            return;
        }
        g.draw(f.controller, 1);
    }
})]);

/// Prof. Emeritus Kering — deploy; Play/Fight/Reap: use one of its
/// neighbours, and, if the tide is high, the other one too.
static PROF_EMERITUS_KERING: Behavior = Behavior {
    reads_tide: true,
    ..play_fight_reap(&[
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::neighbor),
            |g, f| g.use_creature(f.last_target()),
        ),
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::neighbor(g, f, c) && filter::not_chosen(g, f, c)
            }),
            |g, f| g.use_creature(f.last_target()),
        )
        .only_if(tide_high),
    ])
};

/// Colonist Chapman — taunt; each of its non-Star Alliance neighbours has
/// "Reap: gain 1".
static COLONIST_CHAPMAN: Behavior = Behavior {
    grants: Some(&REAP_GAIN_ONE),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c) && !g.belongs_to(c, House::StarAlliance)),
    ..Behavior::VANILLA
};

/// Reap: gain 1 (granted by Colonist Chapman).
static REAP_GAIN_ONE: Behavior = Behavior::reap(&[Step::gain(1)]);

/// Biome Discovery — Play: if the tide is high, you may look at your top
/// 2 cards and discard one of them; otherwise raise the tide.
static BIOME_DISCOVERY: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::DECK, |g, f, c| {
                g.player(f.controller)
                    .deck
                    .iter()
                    .rev()
                    .take(2)
                    .any(|d| d == c)
            })
            .optional(),
            |g, f| {
                g.put_on_top_of_deck(f.last_target());
                g.discard_top_of_deck(f.controller);
            },
        )
        .only_if(tide_high),
        Step::then(|g, f| {
            g.raise_tide(f.controller);
        })
        .only_if(|g, f| !g.tide_is_high(f.controller)),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Diplomat Agung — Play/Fight/Reap: for the rest of the turn, a friendly
/// creature also belongs to a house of your choice.
static DIPLOMAT_AGUNG: Behavior = Behavior {
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|_, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject {
                *value |= 1 << e.value;
            }
        }
    }),
    ..play_fight_reap(&[
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |_, _| {},
        ),
        Step::choose_house(HouseSpec::Any, |g, f| {
            if let Some(house) = f.house {
                let c = f.last_target();
                if c.is_none() {
                    return;
                }
                g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, house as u8);
            }
        })
        .only_if(|_, f| f.last_target().is_some()),
    ])
};

/// Rocketeer Tryska — while the tide is high for its controller, a
/// creature entering play beside it enters ready.
static ROCKETEER_TRYSKA: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if g.are_neighbors(me, *card) && g.tide_is_high(g.card(me).controller) {
                *value = true;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Unity or Discord — Play, choose one: use a friendly non-Star Alliance
/// creature, or return up to 2 friendly creatures with their upgrades to
/// their owners' hands.
static UNITY_OR_DISCORD: Behavior = Behavior::play(&[
    Step::choose_one(
        &[
            "use a friendly non-Star Alliance creature",
            "return up to 2 friendly creatures and their upgrades to hand",
        ],
        |_, _| {},
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && !g.belongs_to(c, House::StarAlliance)
        }),
        |g, f| g.use_creature(f.last_target()),
    )
    .only_if(|_, f| f.option == 0),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).up_to(2),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            let upgrades = each(g, f.controller, Zones::UPGRADES, |u| g.card(u).host == c);
            for &u in upgrades.iter() {
                g.return_to_hand(u);
            }
            g.return_to_hand(c);
        },
    )
    .only_if(|_, f| f.option == 1),
]);

/// "Choose a creature of each ...": one choice per creature in play at
/// most, each adding a value no earlier choice has, until none is left
/// (Selective Preservation, Grand Alliance Council).
fn choose_until_every_value_is_covered(g: &mut Game, f: &mut Frame) {
    f.count = g.all_creatures().count().min(u8::MAX as usize) as u8;
}

/// Destroys each creature in play the ability did not choose.
fn destroy_each_not_chosen(g: &mut Game, f: &mut Frame) {
    let spared = f.picked;
    let doomed = each(g, f.controller, Zones::CREATURES, |c| !spared.contains(c));
    for &c in doomed.iter() {
        g.destroy(c);
    }
}

/// Selective Preservation — Play: choose one creature of each power value
/// in play; destroy every other creature.
static SELECTIVE_PRESERVATION: Behavior = Behavior::play(&[
    Step::then(choose_until_every_value_is_covered),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            let power = g.power(c);
            !f.picked.iter().any(|p| g.power(p) == power)
        }),
        |_, _| {},
    ),
    Step::then(destroy_each_not_chosen),
]);

/// Grand Alliance Council — Play: choose one creature of each house in
/// play; destroy every other creature.
static GRAND_ALLIANCE_COUNCIL: Behavior = Behavior::play(&[
    Step::then(choose_until_every_value_is_covered),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            let covered = f.picked.iter().fold(0u32, |acc, p| acc | g.houses(p));
            g.houses(c) & !covered != 0
        }),
        |_, _| {},
    ),
    Step::then(destroy_each_not_chosen),
]);

/// A non-Star Alliance card in your hand, not chosen already.
fn non_star_alliance_in_hand(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.card(c).house != House::StarAlliance && filter::not_chosen(g, f, c)
}

/// Together! — Play: you may play a non-Star Alliance card from your hand,
/// and, if the tide is high, another one.
static TOGETHER: Behavior = Behavior {
    reads_tide: true,
    ..Behavior::play(&[
        Step::target(
            TargetSpec::new(Zones::HAND, non_star_alliance_in_hand).optional(),
            play_chosen,
        ),
        Step::target(
            TargetSpec::new(Zones::HAND, non_star_alliance_in_hand).optional(),
            play_chosen,
        )
        .only_if(tide_high),
    ])
};

/// Plays the card chosen last.
fn play_chosen(g: &mut Game, f: &mut Frame) {
    g.play_from_anywhere(f.last_target(), f.controller);
}

/// The Ulfberht Device — no player may choose the active house they chose
/// on their previous turn.
static THE_ULFBERHT_DEVICE: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, _, q| {
        if let Query::HouseChoice {
            player, forbidden, ..
        } = q
        {
            if let Some(h) = g.game_history().last_house[player.index()] {
                *forbidden |= 1 << h as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// T3R-35A — may be used as if it belonged to a house of one of its
/// neighbours; played as an upgrade instead, its creature may.
static T3R_35A: Behavior = Behavior {
    plays_as_upgrade: true,
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::OffHouseUse { card, value, .. } = q {
            let host = g.card(me).host;
            let subject = if host.is_some() { host } else { me };
            if *card != subject {
                return;
            }
            if let Some(active) = g.active_house() {
                if g.neighbors(subject).any(|n| g.belongs_to(n, active)) {
                    *value = true;
                }
            }
        }
    }),
    ..Behavior::VANILLA
};
