//! Brobnar, Call of the Archons.

use keysim_engine::ability::Events;
use keysim_engine::ability::{
    filter, record, Ability, Behavior, HouseSpec, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::select::each;
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, LastingEffect, Query, Zones};
use keysim_facts::{House, Keywords};

use crate::family::{fight_kill_costs_one, remember_chosen_house};
use keysim_engine::host_gains::HostGains;

/// The behaviour of a Brobnar card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "anger" => &ANGER,
        "blood-of-titans" => &BLOOD_OF_TITANS,
        "ganger-chieftain" => &GANGER_CHIEFTAIN,
        "gauntlet-of-command" => &GAUNTLET_OF_COMMAND,
        "headhunter" => &HEADHUNTER,
        "loot-the-bodies" => &LOOT_THE_BODIES,
        "punch" => &PUNCH,
        "smaaash" => &SMAAASH,
        "valdr" => &VALDR,
        "warsong" => &WARSONG,
        "bumpsy" => &BUMPSY,
        "burn-the-stockpile" => &BURN_THE_STOCKPILE,
        "coward-s-end" => &COWARDS_END,
        "firespitter" => &FIRESPITTER,
        "hebe-the-huge" => &HEBE_THE_HUGE,
        "krump" => &KRUMP,
        "looter-goblin" => &LOOTER_GOBLIN,
        "mighty-javelin" => &MIGHTY_JAVELIN,
        "phoenix-heart" => &PHOENIX_HEART,
        "pile-of-skulls" => &PILE_OF_SKULLS,
        "relentless-assault" => &RELENTLESS_ASSAULT,
        "screechbomb" => &SCREECHBOMB,
        "sound-the-horns" => &SOUND_THE_HORNS,
        "the-warchest" => &THE_WARCHEST,
        "tremor" => &TREMOR,
        "unguarded-camp" => &UNGUARDED_CAMP,
        "wardrummer" => &WARDRUMMER,
        "yo-mama-mastery" => &YO_MAMA_MASTERY,
        "smith" => &SMITH,
        "lomir-flamefist" => &LOMIR_FLAMEFIST,
        "troll" => &TROLL,
        "earthshaker" => &EARTHSHAKER,
        "barehanded" => &BAREHANDED,
        "banner-of-battle" => &BANNER_OF_BATTLE,
        "cannon" => &CANNON,
        "grenade-snib" => &GRENADE_SNIB,
        "king-of-the-crag" => &KING_OF_THE_CRAG,
        "bilgum-avalanche" => &BILGUM_AVALANCHE,
        "take-that-smartypants" => &TAKE_THAT_SMARTYPANTS,
        "lava-ball" => &LAVA_BALL,
        "iron-obelisk" => &IRON_OBELISK,
        "pingle-who-annoys" => &PINGLE_WHO_ANNOYS,
        "autocannon" => &AUTOCANNON,
        "mugwump" => &MUGWUMP,
        "rogue-ogre" => &ROGUE_OGRE,
        "kelifi-dragon" => &KELIFI_DRAGON,
        "blood-money" => &BLOOD_MONEY,
        "brothers-in-battle" => &BROTHERS_IN_BATTLE,
        "champion-s-challenge" => &CHAMPIONS_CHALLENGE,
        "follow-the-leader" => &FOLLOW_THE_LEADER,
        "rock-hurling-giant" => &ROCK_HURLING_GIANT,
        "tireless-crocag" => &TIRELESS_CROCAG,
        _ => return None,
    })
}

/// Anger — Play: ready and fight with a friendly creature.
static ANGER: Behavior = Behavior::play(&[Step::ready_and_fight(TargetSpec::new(
    Zones::CREATURES,
    filter::friendly,
))]);

/// Punch — Play: 3 damage to a creature.
static PUNCH: Behavior = Behavior::play(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 3)]);

/// Loot the Bodies — this turn: +1 per enemy destroyed.
static LOOT_THE_BODIES: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(loot_the_bodies),
    lasting_hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

fn loot_the_bodies(g: &mut Game, e: LastingEffect, ev: Event) {
    if let Event::Destroyed { controller, .. } = ev {
        if controller != e.controller {
            g.gain(e.controller, 1);
        }
    }
}

/// Warsong — this turn: +1 per friendly fight.
static WARSONG: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(warsong),
    lasting_hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

fn warsong(g: &mut Game, e: LastingEffect, ev: Event) {
    if let Event::Fought { controller, .. } = ev {
        if controller == e.controller {
            g.gain(e.controller, 1);
        }
    }
}

/// Gauntlet of Command — Action: ready, fight with a friendly.
static GAUNTLET_OF_COMMAND: Behavior = Behavior::action(&[Step::ready_and_fight(TargetSpec::new(
    Zones::CREATURES,
    filter::friendly,
))]);

/// Valdr — +2 damage attacking a flank enemy.
static VALDR: Behavior = Behavior {
    modifies: Queries::FIGHT_DAMAGE,
    modify: Some(valdr),
    ..Behavior::VANILLA
};

fn valdr(g: &Game, me: CardRef, q: &mut Query) {
    if let Query::FightDamage {
        dealer,
        receiver,
        attacker,
        value,
    } = q
    {
        if *dealer == me && *attacker == me && g.on_flank(*receiver) {
            *value += 2;
        }
    }
}

/// Ganger Chieftain — Play: may ready, fight a neighbor.
static GANGER_CHIEFTAIN: Behavior = Behavior::play(&[Step::ready_and_fight(
    TargetSpec::new(Zones::CREATURES, filter::neighbor).optional(),
)]);

/// Headhunter — Fight: gain 1.
static HEADHUNTER: Behavior = Behavior::fight(&[Step::gain(1)]);

/// Smaaash — Play: stun a creature.
static SMAAASH: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.stun(f.target(0))
})]);

/// Blood of Titans — its creature gets +5 power.
static BLOOD_OF_TITANS: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value += 5;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Whether a creature has no damage on it.
fn undamaged(g: &Game, c: CardRef) -> bool {
    g.card(c).damage == 0
}

/// Bumpsy — Play: the opponent loses 1.
static BUMPSY: Behavior = Behavior::play(&[Step::opponent_loses(1)]);

/// Burn the Stockpile — Play: opponent at 7+ loses 4.
static BURN_THE_STOCKPILE: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.player(f.opponent()).amber >= 7 {
        g.lose(f.opponent(), 4);
    }
})]);

/// Coward's End — Play: destroy the undamaged; gain 3 chains.
static COWARDS_END: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| undamaged(g, c)) {
        g.destroy(c);
    }
    g.gain_chains(f.controller, 3);
})]);

/// Firespitter — Before Fight: 1 damage to each enemy.
static FIRESPITTER: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    let enemies = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller != f.controller
    });
    g.deal_damage_each(&enemies, 1);
})]);

/// Hebe the Huge — Play: 2 damage to each other undamaged one.
static HEBE_THE_HUGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let hit = each(g, f.controller, Zones::CREATURES, |c| {
        c != f.source && undamaged(g, c)
    });
    g.deal_damage_each(&hit, 2);
})]);

/// Krump — enemies it kills in fights cost their owner 1.
/// (Reactions only run while Krump is in play: it must survive the fight.)
static KRUMP: Behavior = Behavior {
    on_event: Some(fight_kill_costs_one),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Looter Goblin — Reap: this turn, +1 per enemy destroyed.
static LOOTER_GOBLIN: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(loot_the_bodies),
    lasting_hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Mighty Javelin — Omni: sacrifice it, 4 damage to a creature.
static MIGHTY_JAVELIN: Behavior = Behavior::omni(&[
    Step::sacrifice(),
    Step::deal_damage(TargetSpec::ANY_CREATURE, 4),
]);

/// Screechbomb — Omni: sacrifice it, the opponent loses 2.
static SCREECHBOMB: Behavior = Behavior::omni(&[Step::sacrifice(), Step::opponent_loses(2)]);

/// Phoenix Heart — its creature gains a Destroyed: ability.
static PHOENIX_HEART: Behavior = Behavior {
    grants: Some(&PHOENIX_HEART_GAINS),
    ..Behavior::VANILLA
};

/// Destroyed: back to its owner's hand, 3 damage to each creature.
static PHOENIX_HEART_GAINS: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    g.return_to_hand(f.source);
    let others = each(g, f.controller, Zones::CREATURES, |c| c != f.source);
    g.deal_damage_each(&others, 3);
})]);

/// Pile of Skulls — on my turn, enemy dies: a friendly captures 1.
static PILE_OF_SKULLS: Behavior = Behavior {
    on_event: Some(pile_of_skulls),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// A friendly creature captures 1 (queued by Pile of Skulls).
static FRIENDLY_CAPTURES_ONE: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.target(0), 1);
    },
)];

fn pile_of_skulls(g: &mut Game, me: CardRef, ev: Event) {
    if let Event::Destroyed { controller, .. } = ev {
        let mine = g.card(me).controller;
        if controller != mine && g.active_player() == mine {
            // A board wipe queues one ability that captures once per
            // enemy destroyed.
            g.trigger_or_repeat(FRIENDLY_CAPTURES_ONE, me, mine);
        }
    }
}

/// The next friendly creature for Relentless Assault: not one already
/// chosen, and only while every earlier choice was made (a declined
/// choice ends the assault).
fn next_assault(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.target_count == f.step
        && f.chosen().iter().all(|t| t.is_some())
        && filter::friendly(g, f, c)
        && filter::not_chosen(g, f, c)
}

/// One creature of Relentless Assault: may ready and fight with it.
const ASSAULT: Step =
    Step::ready_and_fight(TargetSpec::new(Zones::CREATURES, next_assault).optional());

/// Relentless Assault — Play: ready, fight with up to 3 friendlies.
static RELENTLESS_ASSAULT: Behavior = Behavior::play(&[ASSAULT, ASSAULT, ASSAULT]);

/// Sound the Horns — Play: mill to a Brobnar creature, take it.
static SOUND_THE_HORNS: Behavior = Behavior::play(&[Step::then(|g, f| loop {
    let c = g.discard_top_of_deck(f.controller);
    if c.is_none() {
        break;
    }
    if g.belongs_to(c, House::Brobnar) && g.is_creature_card(c) {
        g.return_to_hand(c);
        break;
    }
})]);

/// The Warchest — Action: +1 per enemy killed in a fight.
static THE_WARCHEST: Behavior = Behavior::action(&[Step::then(|g, f| {
    let n = g.turn_history().destroyed_in_fight[f.opponent().index()];
    g.gain(f.controller, n.into());
})]);

/// Tremor — Play: stun a creature and its neighbors.
static TREMOR: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let t = f.target(0);
    let mut hit = [t, CardRef::NONE, CardRef::NONE];
    for (slot, n) in hit[1..].iter_mut().zip(g.neighbors(t)) {
        *slot = n;
    }
    for c in hit {
        g.stun(c);
    }
})]);

/// A friendly creature for Unguarded Camp: `f.count` captures remain;
/// creatures are chosen left to right (each captures at most once), and
/// enough creatures must remain to its right for the rest.
fn camp_capturer(g: &Game, f: &Frame, c: CardRef) -> bool {
    if f.count == 0 || !filter::friendly(g, f, c) {
        return false;
    }
    let (Some(i), line) = (g.battleline_index(c), g.creatures(f.controller)) else {
        return false;
    };
    let after_last = match g.battleline_index(f.last_target()) {
        Some(j) => i > j,
        None => true,
    };
    after_last && line.len() - i >= f.count as usize
}

/// Unguarded Camp — Play: one capture per creature you have extra, each by
/// a different friendly creature. Only as many captures as the opponent
/// has Æmber are asked for: the chooser picks which creatures get it.
static UNGUARDED_CAMP: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let mine = g.creatures(f.controller).len();
        let theirs = g.creatures(f.opponent()).len();
        let amber = g.player(f.opponent()).amber as usize;
        f.count = mine.saturating_sub(theirs).min(amber) as u8;
    }),
    Step::target(TargetSpec::new(Zones::CREATURES, camp_capturer), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.capture(c, 1);
            f.count -= 1;
            f.repeat = f.count > 0;
        }
    }),
]);

/// Wardrummer — Play: other friendly Brobnar creatures to hand.
static WARDRUMMER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let back = each(g, f.controller, Zones::CREATURES, |c| {
        c != f.source && g.card(c).controller == f.controller && g.belongs_to(c, House::Brobnar)
    });
    for &c in &*back {
        g.return_to_hand(c);
    }
})]);

/// Yo Mama Mastery — its creature gains taunt; Play: full heal.
static YO_MAMA_MASTERY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.heal(g.card(f.source).host, u32::MAX);
    })],
    ..HostGains::<{ Keywords::TAUNT.0 }>::BEHAVIOR
};

/// Smith — Play: gain 2 if you control more creatures than the opponent.
static SMITH: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.creatures(f.controller).len() > g.creatures(f.opponent()).len() {
        g.gain(f.controller, 2);
    }
})]);

/// Lomir Flamefist — Play: an opponent at 7 or more loses 2.
static LOMIR_FLAMEFIST: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.player(f.opponent()).amber >= 7 {
        g.lose(f.opponent(), 2);
    }
})]);

/// Troll — Reap: Troll heals 3 damage.
static TROLL: Behavior = Behavior::reap(&[Step::then(|g, f| {
    g.heal(f.source, 3);
})]);

/// Earthshaker — Play: destroy each creature with power 3 or lower.
static EARTHSHAKER: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| g.power(c) <= 3) {
        g.destroy(c);
    }
})]);

/// Barehanded — Play: put each artifact on top of its owner's deck.
static BAREHANDED: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::ARTIFACTS, |_| true) {
        g.put_on_top_of_deck(c);
    }
})]);

/// Banner of Battle — each friendly creature gets +1 power.
static BANNER_OF_BATTLE: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.card(*card).controller == g.card(me).controller {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Cannon — Action: 2 damage to a creature.
static CANNON: Behavior = Behavior::action(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 2)]);

/// Grenade Snib — Destroyed: the opponent loses 2.
static GRENADE_SNIB: Behavior = Behavior::destroyed(&[Step::opponent_loses(2)]);

/// King of the Crag — each enemy Brobnar creature gets -2 power.
static KING_OF_THE_CRAG: Behavior = Behavior {
    modifies: Queries::POWER,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.card(*card).controller != g.card(me).controller
                && g.belongs_to(*card, House::Brobnar)
            {
                *value -= 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bilgum Avalanche — after you forge a key, 2 damage to each enemy
/// creature.
static BILGUM_AVALANCHE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if matches!(ev, Event::KeyForged { player, .. } if player == mine) {
            let enemies = each(g, mine, Zones::CREATURES, |c| g.card(c).controller != mine);
            g.deal_damage_each(&enemies, 2);
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// Take that, Smartypants — Play: steal 2 if the opponent has 3 or more
/// Logos cards in play.
static TAKE_THAT_SMARTYPANTS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let theirs = |c| g.card(c).controller != f.controller;
    let logos = each(g, f.controller, Zones::IN_PLAY, |c| {
        theirs(c) && g.belongs_to(c, House::Logos)
    });
    if logos.len() >= 3 {
        g.steal(f.controller, 2);
    }
})]);

/// Lava Ball — Play: 4 damage to a creature, 2 splash to its neighbors.
static LAVA_BALL: Behavior = Behavior::play(&[Step::target(
    TargetSpec::ANY_CREATURE,
    crate::family::four_with_two_splash,
)]);

/// Iron Obelisk — the opponent's keys cost +1 per friendly damaged Brobnar
/// creature.
static IRON_OBELISK: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine {
                let n = each(g, mine, Zones::CREATURES, |c| {
                    g.card(c).controller == mine
                        && g.card(c).damage > 0
                        && g.belongs_to(c, House::Brobnar)
                });
                *value += n.len() as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Pingle Who Annoys — 1 damage to each enemy creature as it enters play.
static PINGLE_WHO_ANNOYS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player != g.card(me).controller && g.in_battleline(card) {
                g.deal_damage(card, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Autocannon — 1 damage to each creature as it enters play.
static AUTOCANNON: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::CardPlayed { card, .. } = ev {
            if g.in_battleline(card) {
                g.deal_damage(card, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Mugwump — after an enemy creature dies fighting it, it fully heals and
/// gets a +1 power counter.
static MUGWUMP: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            controller,
            fighting,
            ..
        } = ev
        {
            if fighting == me && controller != g.card(me).controller && g.in_battleline(me) {
                let damage = g.card(me).damage;
                g.heal(me, damage as u32);
                g.add_power_counters(me, 1);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Rogue Ogre — at the end of your turn, if you played exactly one card,
/// it heals 2 and captures 1.
static ROGUE_OGRE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) && g.turn_history().cards_played == 1 {
            g.heal(me, 2);
            g.capture(me, 1);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Kelifi Dragon — playable only with 7 Æmber or more. Fight/Reap: gain 1,
/// 5 damage to a creature.
static KELIFI_DRAGON: Behavior = Behavior {
    play_condition: Some(|g, p| g.player(p).amber >= 7),
    fight: KELIFI_DRAGON_STRIKES,
    reap: KELIFI_DRAGON_STRIKES,
    ..Behavior::VANILLA
};

const KELIFI_DRAGON_STRIKES: Ability = &[
    Step::gain(1),
    Step::deal_damage(TargetSpec::ANY_CREATURE, 5),
];

/// Blood Money — Play: 2 Æmber from the supply onto an enemy creature.
static BLOOD_MONEY: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        g.place_amber(f.target(0), 2);
    },
)]);

/// Brothers in Battle — Play: choose a house; for the rest of the turn,
/// each friendly creature of that house may fight.
static BROTHERS_IN_BATTLE: Behavior = Behavior {
    play: &[Step::choose_house(HouseSpec::Any, |g, f| {
        remember_chosen_house(g, f, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHouseFight {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller && g.belongs_to(*card, e.house()) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Follow the Leader — Play: for the rest of the turn, each friendly
/// creature may fight.
static FOLLOW_THE_LEADER: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|_, e, q| {
        if let Query::OffHouseFight { player, value, .. } = q {
            if *player == e.controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Whether `c` is the creature kept on its side by Champion's Challenge:
/// among `c`'s side, no creature is more powerful.
fn most_powerful_of_its_side(g: &Game, _: &Frame, c: CardRef) -> bool {
    let p = g.power(c);
    g.creatures(g.card(c).controller)
        .iter()
        .all(|&o| g.power(o) <= p)
}

/// Champion's Challenge — Play: destroy every enemy creature but the most
/// powerful, then every friendly one but the most powerful (ties: the
/// player chooses which stays); ready and fight with the one left.
static CHAMPIONS_CHALLENGE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && most_powerful_of_its_side(g, f, c)
        }),
        record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && most_powerful_of_its_side(g, f, c)
        }),
        |g, f| {
            for &c in &*each(g, f.controller, Zones::CREATURES, |c| !f.picked.contains(c)) {
                g.destroy(c);
            }
        },
    ),
    // The destructions have resolved.
    Step::then(|g, f| {
        let champion = f.target(1);
        g.ready_and_fight(champion);
    }),
]);

/// Rock-Hurling Giant — on your turn, each time you discard a Brobnar card
/// from hand, you may deal 4 damage to a creature.
static ROCK_HURLING_GIANT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::DiscardedFromHand { card, player } = ev {
            let mine = g.card(me).controller;
            if player == mine && g.active_player() == mine && g.belongs_to(card, House::Brobnar) {
                g.trigger(HURL_A_ROCK, me, mine);
            }
        }
    }),
    hears: Events::DISCARDED_FROM_HAND,
    ..Behavior::VANILLA
};

/// You may deal 4 damage to a creature.
const HURL_A_ROCK: Ability = &[Step::deal_damage(TargetSpec::ANY_CREATURE.optional(), 4)];

#[cfg(test)]
mod tests;

/// Tireless Crocag — cannot reap; may be used as if it belonged to the
/// active house; destroyed while the opponent has no creatures in play.
static TIRELESS_CROCAG: Behavior = Behavior {
    modifies: Queries::PERMISSIONS.and(Queries::COMBAT),
    reach: Reach::Itself,
    modify: Some(|_, me, q| match q {
        Query::OffHouseUse { card, value, .. } if *card == me => *value = true,
        Query::CanReap { card, value } if *card == me => *value = false,
        _ => {}
    }),
    destroy_if: Some(|g, me| g.creatures(g.card(me).controller.opponent()).is_empty()),
    ..Behavior::VANILLA
};
