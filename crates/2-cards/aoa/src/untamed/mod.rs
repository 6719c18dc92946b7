//! Untamed, Age of Ascension.

use keysim_engine::ability::{
    filter, Ability, Behavior, Event, Events, Expiry, Frame, HouseSpec, Queries, Query, Reach,
    Step, TargetSpec,
};
use keysim_engine::select::{each, Tally};
use keysim_engine::{CardRef, Game, Player, Zones};
use keysim_facts::{House, Keywords};

use crate::family::COUNT_FRIENDLY_SHARDS;

/// The behaviour of a Untamed card this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "dharna" => &DHARNA,
        "duskwitch" => &DUSKWITCH,
        "fanghouse" => &Behavior::VANILLA,
        "glimmer" => &GLIMMER,
        "grovekeeper" => &GROVEKEEPER,
        "knoxx" => &KNOXX,
        "marmo-swarm" => &MARMO_SWARM,
        "persistence-hunting" => &PERSISTENCE_HUNTING,
        "rustgnawer" => &RUSTGNAWER,
        "song-of-spring" => &SONG_OF_SPRING,
        "tantadlin" => &TANTADLIN,
        "they-re-everywhere" => &THEYRE_EVERYWHERE,
        "æmberspine-mongrel" => &AEMBERSPINE_MONGREL,
        "bumblebird" => &BUMBLEBIRD,
        "camouflage" => &CAMOUFLAGE,
        "niffle-grounds" => &NIFFLE_GROUNDS,
        "panpaca-anga" => &PANPACA_ANGA,
        "panpaca-jaga" => &PANPACA_JAGA,
        "soldiers-to-flowers" => &SOLDIERS_TO_FLOWERS,
        "way-of-the-porcupine" => &WAY_OF_THE_PORCUPINE,
        "earthbind" => &EARTHBIND,
        "gravid-cycle" => &GRAVID_CYCLE,
        "heart-of-the-forest" => &HEART_OF_THE_FOREST,
        "po-s-pixies" => &POS_PIXIES,
        "punctuated-equilibrium" => &PUNCTUATED_EQUILIBRIUM,
        "quicksand" => &QUICKSAND,
        "roxador" => &ROXADOR,
        "shard-of-life" => &SHARD_OF_LIFE,
        _ => return None,
    })
}

fn damaged_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.card(c).damage > 0
}

/// Dharna — Play: gain 1 per damaged friendly creature. Reap: heal 2 from
/// a friendly creature.
static DHARNA: Behavior = Behavior {
    play: &[
        Step::count(Tally::Cards(Zones::CREATURES, damaged_friendly)),
        Step::then(|g, f| g.gain(f.controller, f.count as u32)),
    ],
    reap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.heal(f.target(0), 2);
        },
    )],
    ..Behavior::VANILLA
};

/// Duskwitch — its controller's creatures enter play ready (itself too).
static DUSKWITCH: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if g.card(*card).controller == g.card(me).controller && g.is_creature_card(*card) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Play: a card from your discard pile to your hand" (Glimmer, Gravid
/// Cycle: alpha and omega are printed keywords).
const RETURN_FROM_DISCARD: Ability = &[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::any),
    |g, f| g.return_to_hand(f.target(0)),
)];

/// Glimmer — Play: a card from your discard pile to your hand.
static GLIMMER: Behavior = Behavior::play(RETURN_FROM_DISCARD);

/// Grovekeeper — as its controller's turn ends, each neighbor gets a +1
/// power counter.
static GROVEKEEPER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if ev
            == (Event::TurnEnded {
                player: g.card(me).controller,
            })
        {
            let mut neighbors = [CardRef::NONE; 2];
            for (slot, n) in neighbors.iter_mut().zip(g.neighbors(me)) {
                *slot = n;
            }
            for n in neighbors {
                g.add_power_counters(n, 1);
            }
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Knoxx — +3 power for each neighbor.
static KNOXX: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += 3 * g.neighbors(me).count() as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Marmo Swarm — +1 power for each Æmber in its controller's pool. Its
/// power falls as the pool is spent, which no move of a card signals: its
/// damage is checked against it whenever the game settles.
static MARMO_SWARM: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += g.player(g.card(me).controller).amber as i32;
            }
        }
    }),
    destroy_if: Some(|g, me| g.card(me).damage as i32 >= g.power(me)),
    ..Behavior::VANILLA
};

/// Persistence Hunting — Play: choose a house; exhaust each enemy creature
/// of it.
static PERSISTENCE_HUNTING: Behavior =
    Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
        if let Some(house) = f.house {
            let prey = each(g, f.controller, Zones::CREATURES, |c| {
                g.card(c).controller != f.controller && g.belongs_to(c, house)
            });
            for &c in &*prey {
                g.exhaust(c);
            }
        }
    })]);

/// Rustgnawer — Fight: destroy an artifact; gain its Æmber bonus.
static RUSTGNAWER: Behavior = Behavior::fight(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::any),
    |g, f| {
        let artifact = f.target(0);
        if artifact.is_some() {
            let bonus = g.def(artifact).amber as u32 + g.card(artifact).icons.amber as u32;
            g.destroy(artifact);
            g.gain(f.controller, bonus);
        }
    },
)]);

/// A friendly Untamed creature in play, or an Untamed creature card in your
/// hand or discard pile.
fn friendly_untamed_creature(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.is_creature_card(c)
        && g.belongs_to(c, House::Untamed)
        && (!g.card(c).location.in_play() || filter::friendly(g, f, c))
}

/// Song of Spring — Play: shuffle any number of friendly Untamed creatures
/// from hand, discard pile or battleline into your deck.
static SONG_OF_SPRING: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(
            Zones::CREATURES.and(Zones::HAND).and(Zones::DISCARD),
            friendly_untamed_creature,
        )
        .up_to(u8::MAX),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if g.card(c).location.in_play() {
                g.shuffle_into_deck(c);
            } else {
                g.put_on_top_of_deck(c);
            }
        },
    ),
    Step::then(|g, f| g.shuffle_deck(f.controller)),
]);

/// "Only deals 2 damage when fighting" (Tantadlin, Roxador): its fight
/// damage, attacking or defending, is at most 2.
fn deals_two_when_fighting(_: &Game, me: CardRef, q: &mut Query) {
    if let Query::FightDamage { dealer, value, .. } = q {
        if *dealer == me {
            *value = (*value).min(2);
        }
    }
}

/// Tantadlin — deals at most 2 damage when fighting. Fight: discard a
/// random card of the opponent's archives.
static TANTADLIN: Behavior = Behavior {
    fight: &[Step::then(|g, f| {
        g.discard_random_from_archives(f.opponent());
    })],
    modifies: Queries::OTHER,
    modify: Some(deals_two_when_fighting),
    ..Behavior::VANILLA
};

/// They're Everywhere! — Play: 2 damage to each enemy flank creature, 1 to
/// each other enemy creature.
static THEYRE_EVERYWHERE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let enemy_flank = |on_flank: bool| {
        each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller != f.controller && g.on_flank(c) == on_flank
        })
    };
    let (flank, inner) = (enemy_flank(true), enemy_flank(false));
    g.deal_damage_each(&flank, 2);
    g.deal_damage_each(&inner, 1);
})]);

/// Æmberspine Mongrel — gain 1 each time the opponent uses a creature to
/// reap.
static AEMBERSPINE_MONGREL: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Reaped { controller, .. } = ev {
            let mine = g.card(me).controller;
            if controller != mine {
                g.gain(mine, 1);
            }
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Bumblebird — Play: two +1 power counters on each other friendly Untamed
/// creature.
static BUMBLEBIRD: Behavior = Behavior::play(&[Step::then(|g, f| {
    let flock = each(g, f.controller, Zones::CREATURES, |c| {
        c != f.source && g.card(c).controller == f.controller && g.belongs_to(c, House::Untamed)
    });
    for &c in &*flock {
        g.add_power_counters(c, 2);
    }
})]);

/// Camouflage — creatures not on a flank cannot fight its creature.
static CAMOUFLAGE: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanAttack {
            attacker,
            defender,
            value,
        } = q
        {
            if *defender == g.card(me).host && !g.on_flank(*attacker) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Niffle Grounds — Action: a creature loses taunt and elusive for the
/// rest of the turn.
static NIFFLE_GROUNDS: Behavior = Behavior {
    action: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
        }
    })],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|_, e, q| {
        if let Query::Keywords { card, value } = q {
            if *card == e.subject {
                *value = value.without(Keywords::TAUNT.with(Keywords::ELUSIVE));
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Whether creature `c` stands in `me`'s battleline on its right side
/// (`right`) or its left side, however far.
fn on_side_of(g: &Game, me: CardRef, c: CardRef, right: bool) -> bool {
    if g.card(c).controller != g.card(me).controller {
        return false;
    }
    match (g.battleline_index(me), g.battleline_index(c)) {
        (Some(mine), Some(theirs)) if right => theirs > mine,
        (Some(mine), Some(theirs)) => theirs < mine,
        _ => false,
    }
}

/// Panpaca, Anga — creatures to its right get +2 power.
static PANPACA_ANGA: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if on_side_of(g, me, *card, true) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Panpaca, Jaga — creatures to its left gain skirmish.
static PANPACA_JAGA: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if on_side_of(g, me, *card, false) {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Soldiers to Flowers — Play: purge each Untamed creature of both discard
/// piles; each purged card's owner gains 1.
static SOLDIERS_TO_FLOWERS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let fallen = each(g, f.controller, Zones::ANY_DISCARD, |c| {
        g.is_creature_card(c) && g.belongs_to(c, House::Untamed)
    });
    for &c in &*fallen {
        g.purge(c);
        g.gain(g.card(c).owner, 1);
    }
})]);

/// Way of the Porcupine — its creature gains hazardous 3.
static WAY_OF_THE_PORCUPINE: Behavior = Behavior {
    modifies: Queries::ASSAULT_HAZARDOUS,
    modify: Some(|g, me, q| {
        if let Query::Hazardous { card, value } = q {
            if *card == g.card(me).host {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Earthbind — its creature cannot be used unless its controller has
/// discarded a card this turn.
static EARTHBIND: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanUse { card, value, .. } = q {
            let host = g.card(me).host;
            let controller = g.card(host).controller;
            if *card == host && g.turn_history().houses_discarded[controller.index()] == 0 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Gravid Cycle — Play: a card from your discard pile to your hand.
static GRAVID_CYCLE: Behavior = Behavior::play(RETURN_FROM_DISCARD);

/// Heart of the Forest — a player with more forged keys than their
/// opponent cannot forge keys.
static HEART_OF_THE_FOREST: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, _, q| {
        if let Query::MayForgeKeys { player, value } = q {
            if g.player(*player).keys > g.player(player.opponent()).keys {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Po's Pixies — Æmber stolen or captured from its controller's pool comes
/// from the common supply instead.
static POS_PIXIES: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS_BUT_READYING.and(Queries::RARE),
    modify: Some(|g, me, q| {
        if let Query::AmberFromSupply { player, value } = q {
            if *player == g.card(me).controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Punctuated Equilibrium — Play: each player discards their hand, then
/// each refills it as at the end of a turn.
static PUNCTUATED_EQUILIBRIUM: Behavior = Behavior::play(&[Step::then(|g, f| {
    let players = [f.controller, f.opponent()];
    for p in players {
        let hand = g.player(p).hand;
        for c in hand.iter() {
            g.discard_from_hand(c);
        }
    }
    for p in players {
        g.refill_hand(p);
    }
})]);

/// Whether `p` controls a ready Untamed creature.
fn controls_ready_untamed(g: &Game, p: Player) -> bool {
    g.creatures(p)
        .iter()
        .any(|&c| !g.card(c).is_exhausted() && g.belongs_to(c, House::Untamed))
}

/// A most powerful creature of its controller's battleline.
fn most_powerful_of_its_side(g: &Game, c: CardRef) -> bool {
    let p = g.power(c);
    g.creatures(g.card(c).controller)
        .iter()
        .all(|&o| g.power(o) <= p)
}

/// Quicksand — Play: for each player who controls no ready Untamed
/// creature, destroy their most powerful creature.
static QUICKSAND: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        for p in Player::BOTH {
            f.tally[p.index()] = !controls_ready_untamed(g, p) as u8;
        }
    }),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && most_powerful_of_its_side(g, c)
        }),
        |g, f| g.destroy(f.last_target()),
    )
    .only_if(|_, f| f.tally[f.controller.index()] == 1),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && most_powerful_of_its_side(g, c)
        }),
        |g, f| g.destroy(f.last_target()),
    )
    .only_if(|_, f| f.tally[f.opponent().index()] == 1),
]);

/// Roxador — deals at most 2 damage when fighting. Fight: stun the
/// creature fought.
static ROXADOR: Behavior = Behavior {
    fight: &[Step::then(|g, f| g.stun(f.subject))],
    modifies: Queries::OTHER,
    modify: Some(deals_two_when_fighting),
    ..Behavior::VANILLA
};

/// Shard of Life — Action: for each friendly Shard, shuffle a card from
/// your discard pile into your deck.
static SHARD_OF_LIFE: Behavior = Behavior::action(&[
    COUNT_FRIENDLY_SHARDS,
    Step::target_per_count(TargetSpec::new(Zones::DISCARD, filter::any), |g, f| {
        g.put_on_top_of_deck(f.last_target());
    }),
    Step::then(|g, f| g.shuffle_deck(f.controller)),
]);

#[cfg(test)]
mod tests;
