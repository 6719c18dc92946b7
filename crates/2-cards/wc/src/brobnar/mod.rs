//! Brobnar, Worlds Collide.

use keysim_engine::ability::{
    filter, record, Ability, Behavior, Events, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::destroyed::target_destroyed;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Expiry, Frame, Game, LastingEffect, Location, Player, Query, Zones,
};
use keysim_facts::{traits, House, Keywords};

/// The behaviour of a Brobnar card of this file that this set printed
/// first, by slug. The Mega creatures play their base creature's
/// behaviour (Mega Cowfyne, Mega Ganger Chieftain and Mega Groke that of
/// the earlier set that printed the base), and the seven Brews are one
/// card.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "alaka" => &ALAKA,
        "alaka-s-brew" => &BREW,
        "ballcano" => &BALLCANO,
        "barn-razing" => &BARN_RAZING,
        "berserker-slam" => &BERSERKER_SLAM,
        "gron-nine-toes" => &GRON_NINE_TOES,
        "irestaff" => &IRESTAFF,
        "mogghunter" => &MOGGHUNTER,
        "narp" => &NARP,
        "shorty" => &SHORTY,
        "stilt-kin" => &STILT_KIN,
        "warriors--refrain" => &WARRIORS_REFRAIN,
        "fyre-breath" => &FYRE_BREATH,
        "gravelguts" => &GRAVELGUTS,
        "overrun" => &OVERRUN,
        "power-of-fire" => &POWER_OF_FIRE,
        "ragwarg" => &RAGWARG,
        "shattered-throne" => &SHATTERED_THRONE,
        "sköll" => &SKOLL,
        "slimy-jark" => &SLIMY_JARK,
        "guji-dinosaur-hunter" => &GUJI_DINOSAUR_HUNTER,
        "igon-the-green" => &IGON_THE_GREEN,
        "kaloch-stonefather" => &KALOCH_STONEFATHER,
        "nogi-smartfist" => &NOGI_SMARTFIST,
        "old-boomy" => &OLD_BOOMY,
        "ragnarok" => &RAGNAROK,
        "the-big-one" => &THE_BIG_ONE,
        "the-floor-is-lava" => &THE_FLOOR_IS_LAVA,
        "igon-the-terrible" => &IGON_THE_TERRIBLE,
        "mega-alaka" => &ALAKA,
        "mega-cowfyne" => return keysim_aoa::behavior("cowfyne"),
        "mega-ganger-chieftain" => return keysim_cota::behavior("ganger-chieftain"),
        "mega-groke" => return keysim_aoa::behavior("groke"),
        "mega-gron-nine-toes" => &GRON_NINE_TOES,
        "mega-mogghunter" => &MOGGHUNTER,
        "mega-narp" => &NARP,
        "mega-shorty" => &SHORTY,
        "chieftain-s-brew" | "cowfyne-s-brew" | "groke-s-brew" | "gron-s-brew"
        | "mogghunter-s-brew" | "narp-s-brew" | "shorty-s-brew" => &BREW,
        _ => return None,
    })
}

/// Alaka (and Mega Alaka) — enters play ready if a creature was used to
/// fight this turn (a fight still being resolved counts).
static ALAKA: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me && (g.turn_history().fights > 0 || g.fight_in_progress().is_some()) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Alaka's Brew (and the six other Brews) — Play: two +1 power counters on
/// a creature.
static BREW: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.add_power_counters(f.target(0), 2)
})]);

/// Ballcano — Play: 4 damage to each creature; gain 2 chains.
static BALLCANO: Behavior = Behavior::play(&[Step::then(|g, f| {
    let creatures = each(g, f.controller, Zones::CREATURES, |_| true);
    g.deal_damage_each(&creatures, 4);
    g.gain_chains(f.controller, 2);
})]);

/// Barn Razing — Play: this turn, the opponent loses 1 each time a
/// friendly creature fights.
static BARN_RAZING: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::Fought { controller, .. } = ev {
            if controller == e.controller {
                g.lose(e.controller.opponent(), 1);
            }
        }
    }),
    lasting_hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

/// A creature on a flank of its battleline.
fn flank_creature(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.on_flank(c)
}

/// Berserker Slam — Play: 4 damage to a flank creature; if that destroys
/// it, its controller loses 1.
static BERSERKER_SLAM: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, flank_creature), |g, f| {
        let c = f.target(0);
        if c.is_some() {
            let controller = g.card(c).controller;
            f.tally[controller.index()] = 1;
            g.deal_damage(c, 4);
        }
    }),
    // The destruction has resolved: a creature that stayed in play was not
    // destroyed after all.
    Step::then(|g, f| {
        if g.was_destroyed(f.target(0)) {
            for p in Player::BOTH {
                if f.tally[p.index()] > 0 {
                    g.lose(p, 1);
                }
            }
        }
    }),
]);

/// Gron Nine-Toes (and Mega Gron Nine-Toes) — +4 power while it has damage
/// it survived.
static GRON_NINE_TOES: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me && g.has_survived_damage(me) {
                *value += 4;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Irestaff — Action: enrage a creature and give it a +1 power counter.
static IRESTAFF: Behavior = Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.enrage(f.target(0));
    g.add_power_counters(f.target(0), 1);
})]);

/// Mogghunter (and Mega Mogghunter) — Fight: 2 damage to a flank creature.
static MOGGHUNTER: Behavior = Behavior::fight(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, flank_creature),
    2,
)]);

/// Narp (and Mega Narp) — its neighbors cannot reap.
static NARP: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanReap { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Shorty (and Mega Shorty; assault 4) — Reap: enrage it.
static SHORTY: Behavior = Behavior::reap(&[Step::then(|g, f| g.enrage(f.source))]);

/// Ready this card and fight with it.
const READY_AND_FIGHT_ITSELF: Ability = &[Step::then(|g, f| {
    g.ready_and_fight(f.source);
})];

/// Stilt-Kin (skirmish) — after a Giant creature is played beside it, it
/// readies and fights.
static STILT_KIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, .. } = ev {
            if g.are_neighbors(me, card) && g.has_trait(card, traits::GIANT) {
                let mine = g.card(me).controller;
                g.trigger(READY_AND_FIGHT_ITSELF, me, mine);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Warriors' Refrain — Play: stun each creature with power 3 or lower.
static WARRIORS_REFRAIN: Behavior = Behavior::play(&[Step::then(|g, f| {
    let weak = each(g, f.controller, Zones::CREATURES, |c| g.power(c) <= 3);
    for &c in weak.iter() {
        g.stun(c);
    }
})]);

/// "Before Fight: 2 damage to each neighbor of the creature fought", the
/// ability Fyre-Breath gives its creature.
static HIT_NEIGHBORS_OF_THE_FOUGHT: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    g.deal_damage_to_neighbors(f.subject, 2);
})]);

/// Fyre-Breath — its creature gets +3 power and "Before Fight: 2 damage to
/// each neighbor of the creature fought".
static FYRE_BREATH: Behavior = Behavior {
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
    grants: Some(&HIT_NEIGHBORS_OF_THE_FOUGHT),
    ..Behavior::VANILLA
};

/// Gravelguts — after an enemy creature is destroyed fighting it, it gets
/// two +1 power counters.
static GRAVELGUTS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            controller,
            fighting,
            ..
        } = ev
        {
            if fighting == me && controller != g.card(me).controller {
                g.add_power_counters(me, 2);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Overrun — Play: if 3 or more enemy creatures were destroyed this turn,
/// the opponent loses 2.
static OVERRUN: Behavior = Behavior::play(&[Step::opponent_loses(2)
    .only_if(|g, f| g.turn_history().creatures_destroyed[f.opponent().index()] >= 3)]);

/// Power of Fire — Play: sacrifice a friendly creature; if you do, each
/// player loses half its power (rounded down). Gain 1 chain.
static POWER_OF_FIRE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                f.count = (g.power(c) / 2).clamp(0, u8::MAX as i32) as u8;
                g.destroy(c);
            }
        },
    ),
    // The destruction has resolved: a creature still in play was not
    // sacrificed after all.
    Step::then(|g, f| {
        for p in Player::BOTH {
            g.lose(p, f.count.into());
        }
    })
    .only_if(target_destroyed),
    Step::then(|g, f| g.gain_chains(f.controller, 1)),
]);

/// Ragwarg — after the first reap of each turn, the creature that reaped
/// takes 2 damage.
static RAGWARG: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Reaped { creature, .. } = ev {
            if g.is_first_reap(creature) {
                g.deal_damage(creature, 2);
            }
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Shattered Throne — after a creature is used to fight, it captures 1.
static SHATTERED_THRONE: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Fought { attacker, .. } = ev {
            g.capture(attacker, 1);
        }
    }),
    hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

/// Give a friendly creature a +1 power counter.
const FRIENDLY_POWER_COUNTER: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| g.add_power_counters(f.target(0), 1),
)];

/// Sköll (assault 3) — after its assault damage destroys an enemy
/// creature, a friendly creature gets a +1 power counter. The creature it
/// attacks, destroyed while the fight is on but not by the fight's damage
/// ("destroyed fighting"), was destroyed before the fight: by the assault.
static SKOLL: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            card,
            controller,
            fighting,
            ..
        } = ev
        {
            let mine = g.card(me).controller;
            if controller != mine && fighting.is_none() && g.fight_in_progress() == Some((me, card))
            {
                g.trigger(FRIENDLY_POWER_COUNTER, me, mine);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Slimy Jark (skirmish, elusive) — Fight: enrage the creature it fought.
static SLIMY_JARK: Behavior = Behavior::fight(&[Step::then(|g, f| g.enrage(f.subject))]);

/// Guji Dinosaur Hunter (elusive) — Action: 2 damage to a creature, or 6
/// to a Dinosaur or a creature with Æmber on it.
static GUJI_DINOSAUR_HUNTER: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_some() {
            let prey = g.has_trait(c, traits::DINOSAUR) || g.card(c).amber > 0;
            g.deal_damage(c, if prey { 6 } else { 2 });
        }
    })]);

/// Igon the Green — Destroyed: purge it, and an Igon the Terrible from your
/// discard pile goes to your hand.
static IGON_THE_GREEN: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    g.purge(f.source);
    let terrible = g
        .player(f.controller)
        .discard
        .iter()
        .find(|&c| g.def(c).slug == "igon-the-terrible");
    if let Some(c) = terrible {
        g.return_to_hand(c);
    }
})]);

/// Kaloch Stonefather — while it is in the center of its battleline, each
/// friendly creature has skirmish.
static KALOCH_STONEFATHER: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if g.card(*card).controller == g.card(me).controller && g.in_center(me) {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Nogi Smartfist — Fight: draw 2, then discard 2 random cards from hand.
static NOGI_SMARTFIST: Behavior = Behavior::fight(&[
    Step::draw(2),
    Step::then(|g, f| {
        for _ in 0..2 {
            let c = g.random_card_in(f.controller, Location::Hand);
            g.discard_from_hand(c);
        }
    }),
]);

/// Reveals the top card of your deck and archives it; `f.done` when it is
/// a Brobnar card (Old Boomy).
fn archive_the_top_card_revealed(g: &mut Game, f: &mut Frame) {
    if let Some(c) = g.player(f.controller).deck.last() {
        f.done = g.belongs_to(c, House::Brobnar);
        g.archive(f.controller, c);
        g.reveal(c, f.opponent());
    }
}

/// Old Boomy — Reap: reveal the top card of your deck, and go on revealing
/// until a Brobnar card or until you stop; each card revealed is archived,
/// and a Brobnar card revealed deals 2 damage to Old Boomy.
static OLD_BOOMY: Behavior = Behavior::reap(&[
    Step::then(archive_the_top_card_revealed),
    Step::may(|g, f| {
        archive_the_top_card_revealed(g, f);
        f.repeat = true;
    })
    .only_if(|g, f| !f.done && !g.player(f.controller).deck.is_empty()),
    Step::then(|g, f| {
        g.deal_damage(f.source, 2);
    })
    .only_if(|_, f| f.done),
]);

/// Destroys each creature, and each artifact too with `ARTIFACTS`
/// (Ragnarok, The Big One).
fn destroy_each<const ARTIFACTS: bool>(g: &mut Game, f: &mut Frame) {
    let zones = if ARTIFACTS {
        Zones::IN_PLAY
    } else {
        Zones::CREATURES
    };
    for &c in each(g, f.controller, zones, |_| true).iter() {
        g.destroy(c);
    }
}

/// Destroy each creature.
const DESTROY_EACH_CREATURE: Ability = &[Step::then(destroy_each::<false>)];

/// Ragnarok (alpha) — Play: this turn, creatures cannot reap and you gain 1
/// each time a friendly creature fights; at the end of the turn, each
/// creature is destroyed.
static RAGNAROK: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|_, _, q| {
        if let Query::CanReap { value, .. } = q {
            *value = false;
        }
    }),
    lasting_event: Some(ragnarok),
    lasting_hears: Events::FOUGHT.and(Events::TURN_ENDED),
    ..Behavior::VANILLA
};

fn ragnarok(g: &mut Game, e: LastingEffect, ev: Event) {
    match ev {
        Event::Fought { controller, .. } if controller == e.controller => g.gain(e.controller, 1),
        Event::TurnEnded { .. } => g.trigger(DESTROY_EACH_CREATURE, e.source, e.controller),
        _ => {}
    }
}

/// Destroy each creature and artifact.
const DESTROY_EACH_CREATURE_AND_ARTIFACT: Ability = &[Step::then(destroy_each::<true>)];

/// The Big One — a fuse counter on it after each creature played; with 10
/// or more, each creature and artifact is destroyed.
static THE_BIG_ONE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, .. } = ev {
            if g.is_creature_card(card) && g.add_counters(me, 1) >= 10 {
                let mine = g.card(me).controller;
                g.trigger(DESTROY_EACH_CREATURE_AND_ARTIFACT, me, mine);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// 1 damage to a friendly creature and 1 to an enemy creature, at once.
const ONE_FRIENDLY_ONE_ENEMY: Ability = &[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::friendly), record),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), record),
    Step::then(|g, f| g.deal_damage_each(&[f.target(0), f.target(1)], 1)),
];

/// The Floor is Lava — at the start of your turn, 1 damage to a friendly
/// creature and 1 to an enemy creature.
static THE_FLOOR_IS_LAVA: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(ONE_FRIENDLY_ONE_ENEMY, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Whether an Igon the Green is purged (Igon the Terrible).
fn igon_the_green_purged(g: &Game) -> bool {
    g.all_cards()
        .any(|c| g.card(c).location == Location::Purged && g.def(c).slug == "igon-the-green")
}

/// Igon the Terrible — Play: destroy it unless an Igon the Green was
/// purged. Fight: steal 1.
static IGON_THE_TERRIBLE: Behavior = Behavior {
    play: &[Step::then(|g, f| g.destroy(f.source)).only_if(|g, _| !igon_the_green_purged(g))],
    fight: &[Step::steal(1)],
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
