//! Brobnar, Age of Ascension.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Param, Queries, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, Query, Tally, Zones};
use keysim_facts::{traits, House};

/// The behaviour of a Brobnar card this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "1-2-punch" => &ONE_TWO_PUNCH,
        "bingle-bangbang" => &BINGLE_BANGBANG,
        "brammo" => &BRAMMO,
        "cowfyne" => &COWFYNE,
        "drummernaut" => &DRUMMERNAUT,
        "first-blood" => &FIRST_BLOOD,
        "foozle" => &FOOZLE,
        "groggins" => &GROGGINS,
        "groke" => &GROKE,
        "into-the-fray" => &INTO_THE_FRAY,
        "lollop-the-titanic" => &LOLLOP_THE_TITANIC,
        "pound" => &POUND,
        "culf-the-quiet" => &Behavior::VANILLA,
        "flamethrower" => &FLAMETHROWER,
        "flamewake-shaman" => &FLAMEWAKE_SHAMAN,
        "gargantes-scrapper" => &GARGANTES_SCRAPPER,
        "grump-buggy" => &GRUMP_BUGGY,
        "little-rapscal" => &LITTLE_RAPSCAL,
        "ogopogo" => &OGOPOGO,
        "the-flex" => &THE_FLEX,
        "bellowing-patrizate" => &BELLOWING_PATRIZATE,
        "cybergiant-rig" => &CYBERGIANT_RIG,
        "forgemaster-og" => &FORGEMASTER_OG,
        "grumpus-tamer" => &GRUMPUS_TAMER,
        "might-makes-right" => &MIGHT_MAKES_RIGHT,
        "shard-of-strength" => &SHARD_OF_STRENGTH,
        "signal-fire" => &SIGNAL_FIRE,
        "war-grumpus" => &WAR_GRUMPUS,
        _ => return None,
    })
}

/// 1-2 Punch — Play: stun an enemy creature, or destroy it if it was
/// already stunned.
static ONE_TWO_PUNCH: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let c = f.target(0);
        if g.in_battleline(c) && g.card(c).is_stunned() {
            g.destroy(c);
        } else {
            g.stun(c);
        }
    },
)]);

/// "Before Fight: deal `n` damage to each neighbor of the creature fought"
/// (Bingle Bangbang, Cowfyne).
const fn hit_neighbors_of_the_fought(n: u32) -> Step {
    Step::then(damage_neighbors_of_the_fought).with(Param::Number(n))
}

fn damage_neighbors_of_the_fought(g: &mut Game, f: &mut Frame) {
    g.deal_damage_to_neighbors(f.subject, f.param().number());
}

/// Bingle Bangbang — Before Fight: 5 damage to each neighbor of the
/// creature it fights.
static BINGLE_BANGBANG: Behavior = Behavior::before_fight(&[hit_neighbors_of_the_fought(5)]);

/// Brammo — Play: 2 damage to each enemy flank creature.
static BRAMMO: Behavior = Behavior::play(&[Step::then(|g, f| {
    let flanks = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller != f.controller && g.on_flank(c)
    });
    g.deal_damage_each(&flanks, 2);
})]);

/// Cowfyne — Before Fight: 2 damage to each neighbor of the creature it
/// fights.
static COWFYNE: Behavior = Behavior::before_fight(&[hit_neighbors_of_the_fought(2)]);

/// A friendly Giant creature other than this card (Drummernaut).
fn another_friendly_giant(g: &Game, f: &Frame, c: CardRef) -> bool {
    c != f.source && filter::friendly(g, f, c) && g.has_trait(c, traits::GIANT)
}

/// "Return another friendly Giant creature to your hand."
const RETURN_ANOTHER_GIANT: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, another_friendly_giant),
    |g, f| g.return_to_hand(f.target(0)),
)];

/// Drummernaut — Play/Fight/Reap: another friendly Giant creature back to
/// hand.
static DRUMMERNAUT: Behavior = Behavior {
    play: RETURN_ANOTHER_GIANT,
    fight: RETURN_ANOTHER_GIANT,
    reap: RETURN_ANOTHER_GIANT,
    ..Behavior::VANILLA
};

/// A friendly Brobnar creature.
fn friendly_brobnar(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.belongs_to(c, House::Brobnar)
}

/// First Blood (alpha) — Play: 2 damage per friendly Brobnar creature,
/// divided among creatures as you like: each point is assigned, then all of
/// it is dealt at once.
static FIRST_BLOOD: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::CREATURES, friendly_brobnar)),
    Step::then(|_, f| f.count = f.count.saturating_mul(2)),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        if f.last_target().is_some() {
            g.assign_damage(f.last_target(), 1);
        }
    }),
    Step::then(|g, _| g.deal_assigned_damage()),
]);

/// Foozle — Reap: gain 1 if an enemy creature was destroyed this turn.
static FOOZLE: Behavior =
    Behavior::reap(&[Step::gain(1)
        .only_if(|g, f| g.turn_history().creatures_destroyed[f.opponent().index()] > 0)]);

/// Groggins — can attack only flank creatures.
static GROGGINS: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanAttack {
            attacker,
            defender,
            value,
        } = q
        {
            if *attacker == me && !g.on_flank(*defender) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Groke — Fight: the opponent loses 1.
static GROKE: Behavior = Behavior::fight(&[Step::opponent_loses(1)]);

/// Into the Fray — Play: this turn, a friendly Brobnar creature gains
/// "Fight: ready this creature" (it readies after a fight it survives).
static INTO_THE_FRAY: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_brobnar),
        |g, f| {
            if f.target(0).is_some() {
                g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, f.target(0), 0);
            }
        },
    )],
    lasting_event: Some(|g, e, ev| {
        if let Event::Fought { attacker, .. } = ev {
            if attacker == e.subject && g.in_battleline(attacker) && !g.card(attacker).is_tagged() {
                g.ready(attacker);
            }
        }
    }),
    lasting_hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

/// Lollop the Titanic — deals no damage when attacked.
static LOLLOP_THE_TITANIC: Behavior = Behavior {
    modifies: Queries::FIGHT_DAMAGE,
    modify: Some(|_, me, q| {
        if let Query::FightDamage {
            dealer,
            attacker,
            value,
            ..
        } = q
        {
            if *dealer == me && *attacker != me {
                *value = 0;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Pound — Play: 2 damage to a creature, with 1 splash.
static POUND: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.deal_damage_with_splash(f.last_target(), 2, 1)
})]);

/// Flamethrower — Action: 1 damage to a creature, with 1 splash.
static FLAMETHROWER: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage_with_splash(f.last_target(), 1, 1)
    })]);

/// Flamewake Shaman — Play: 2 damage to a creature.
static FLAMEWAKE_SHAMAN: Behavior =
    Behavior::play(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 2)]);

/// Gargantes Scrapper (alpha) — Play: with 3 Æmber or more, 3 damage to an
/// enemy creature.
static GARGANTES_SCRAPPER: Behavior =
    Behavior::play(&[
        Step::deal_damage(TargetSpec::new(Zones::CREATURES, filter::enemy), 3)
            .only_if(|g, f| g.player(f.controller).amber >= 3),
    ]);

/// Grump Buggy — each player's keys cost +1 per creature with power 5 or
/// more on the other side (its controller's creatures raise the
/// opponent's cost, the opponent's raise its controller's).
static GRUMP_BUGGY: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, _, q| {
        if let Query::KeyCost { player, value } = q {
            let big = g
                .creatures(player.opponent())
                .iter()
                .filter(|&&c| g.power(c) >= 5)
                .count();
            *value += big as i32;
        }
    }),
    ..Behavior::VANILLA
};

/// Little Rapscal — every creature, when used, must fight if it can.
static LITTLE_RAPSCAL: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|_, _, q| {
        if let Query::MustFight { value, .. } = q {
            *value = true;
        }
    }),
    ..Behavior::VANILLA
};

/// Ogopogo — after it attacks and destroys a creature, you may deal 2
/// damage to a creature.
static OGOPOGO: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            controller,
            fighting,
            ..
        } = ev
        {
            let mine = g.card(me).controller;
            // Creatures are used to fight on their controller's turn: on
            // the opponent's turn Ogopogo was the one attacked. Destroyed
            // creatures leave play together before their events: an
            // Ogopogo destroyed in the same fight hears nothing.
            if fighting == me && controller != mine && g.active_player() == mine {
                g.trigger(MAY_DEAL_TWO, me, mine);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// You may deal 2 damage to a creature.
const MAY_DEAL_TWO: Ability = &[Step::deal_damage(TargetSpec::ANY_CREATURE.optional(), 2)];

/// A ready friendly Brobnar creature (The Flex).
fn ready_friendly_brobnar(g: &Game, f: &Frame, c: CardRef) -> bool {
    friendly_brobnar(g, f, c) && !g.card(c).is_exhausted()
}

/// The Flex — Play: exhaust a ready friendly Brobnar creature; gain half
/// its power, rounded down.
static THE_FLEX: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, ready_friendly_brobnar),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.exhaust(c);
            let half = g.power(c) / 2;
            g.gain(f.controller, half as u32);
        }
    },
)]);

/// Bellowing Patrizate — while it is ready, each creature entering play
/// takes 1 damage.
static BELLOWING_PATRIZATE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, .. } = ev {
            if !g.card(me).is_exhausted() && g.in_battleline(card) {
                g.deal_damage(card, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Cybergiant Rig — Play: fully heal its creature, which gets a +1 power
/// counter per damage healed; the creature loses a +1 power counter at the
/// end of each of its controller's turns.
static CYBERGIANT_RIG: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let host = g.card(f.source).host;
        let healed = g.heal(host, u32::MAX);
        g.add_power_counters(host, healed);
    })],
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if g.in_battleline(host)
            && ev
                == (Event::TurnEnded {
                    player: g.card(host).controller,
                })
        {
            g.remove_power_counters(host, 1);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Forgemaster Og's loss when its controller forged the key.
const YOU_LOSE_WHAT_IS_LEFT: Ability = &[Step::then(|g, f| {
    let left = g.player(f.controller).amber;
    g.lose(f.controller, left.into());
})];

/// Forgemaster Og's loss when the opponent forged the key.
const OPPONENT_LOSES_WHAT_IS_LEFT: Ability = &[Step::then(|g, f| {
    let left = g.player(f.opponent()).amber;
    g.lose(f.opponent(), left.into());
})];

/// Forgemaster Og — after a player forges a key, they lose the Æmber they
/// have left: an ability queued after the key is forged, which the active
/// player orders with the others of that moment (the FAQ with
/// Interdimensional Graft).
static FORGEMASTER_OG: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { player, .. } = ev {
            let mine = g.card(me).controller;
            let loses = if player == mine {
                YOU_LOSE_WHAT_IS_LEFT
            } else {
                OPPONENT_LOSES_WHAT_IS_LEFT
            };
            g.trigger(loses, me, mine);
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// A War Grumpus in `f.controller`'s deck or discard pile, the deck's
/// first unless `from_discard`.
fn war_grumpus(g: &Game, f: &Frame, from_discard: bool) -> Option<CardRef> {
    let ps = g.player(f.controller);
    let pile = if from_discard { &ps.discard } else { &ps.deck };
    pile.iter().find(|&c| g.def(c).slug == "war-grumpus")
}

/// Grumpus Tamer — Reap: a War Grumpus from your deck or discard pile
/// (your choice when both hold one), revealed, to your hand; then your deck
/// is shuffled.
static GRUMPUS_TAMER: Behavior = Behavior::reap(&[
    Step::choose_one(&["from your deck", "from your discard pile"], |_, _| {})
        .only_if(|g, f| war_grumpus(g, f, false).is_some() && war_grumpus(g, f, true).is_some()),
    Step::then(|g, f| {
        let found = war_grumpus(g, f, false).filter(|_| f.option == 0);
        if let Some(c) = found.or_else(|| war_grumpus(g, f, true)) {
            g.return_to_hand(c);
            g.reveal(c, f.opponent());
        }
        g.shuffle_deck(f.controller);
    }),
]);

/// Any number of creatures: every card a player can hold.
const ANY_NUMBER: u8 = keysim_engine::MAX_CARDS as u8;

/// The total power of the creatures `f` picked.
fn picked_power(g: &Game, f: &Frame) -> i32 {
    f.picked.iter().map(|c| g.power(c)).sum()
}

/// Might Makes Right — Play: you may sacrifice friendly creatures with a
/// total power of 25 or more; if you do, forge a key at no cost. Picking
/// creatures worth less than 25 sacrifices nothing.
static MIGHT_MAKES_RIGHT: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).up_to(ANY_NUMBER),
        keysim_engine::ability::record,
    )
    .only_if(|g, f| {
        let total: i32 = g.creatures(f.controller).iter().map(|&c| g.power(c)).sum();
        total >= 25
    }),
    Step::then(|g, f| {
        let total = picked_power(g, f);
        if total < 25 {
            return;
        }
        f.tally = (total.clamp(0, u16::MAX as i32) as u16).to_le_bytes();
        for c in f.picked.iter() {
            g.destroy(c);
        }
    }),
    // The sacrifice has resolved: the power of the picked creatures that
    // were not destroyed after all (a ward, Armageddon Cloak) does not
    // count.
    Step::then(|g, f| {
        let total = u16::from_le_bytes(f.tally) as i32;
        let kept: i32 = f
            .picked
            .iter()
            .filter(|&c| g.in_battleline(c) && !g.was_destroyed(c))
            .map(|c| g.power(c))
            .sum();
        f.done = total - kept >= 25;
    }),
    Step::then(|g, f| {
        g.forge_key_paying(f.controller, 0);
    })
    .only_if(|_, f| f.done),
]);

/// Shard of Strength — Action: a friendly creature gets a +1 power counter
/// per friendly Shard.
static SHARD_OF_STRENGTH: Behavior = Behavior::action(&[
    crate::family::COUNT_FRIENDLY_SHARDS,
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.add_power_counters(f.target(0), f.count.into());
        },
    ),
]);

/// Signal Fire — Omni: sacrifice it; this turn, friendly Brobnar creatures
/// may fight whatever the active house.
static SIGNAL_FIRE: Behavior = Behavior {
    omni: &[
        Step::sacrifice(),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)),
    ],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHouseFight {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller
                && g.card(*card).controller == e.controller
                && g.belongs_to(*card, House::Brobnar)
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A Giant creature beside this one (War Grumpus).
fn neighboring_giant(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::neighbor(g, f, c) && g.has_trait(c, traits::GIANT)
}

/// War Grumpus — Fight/Reap: ready and fight with a neighboring Giant.
static WAR_GRUMPUS: Behavior = Behavior::fight_and_reap(&[Step::ready_and_fight(TargetSpec::new(
    Zones::CREATURES,
    neighboring_giant,
))]);

#[cfg(test)]
mod tests;
