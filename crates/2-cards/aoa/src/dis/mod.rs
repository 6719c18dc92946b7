//! Dis, Age of Ascension.

use keysim_engine::ability::{filter, record, Behavior, HouseSpec, Queries, Reach};
use keysim_engine::destroyed::target_destroyed;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Events, Expiry, Frame, Game, Location, Query, Step, TargetSpec, Zones,
};
use keysim_facts::Keywords;

/// The behaviour of a Dis card this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "æmber-imp" => &AEMBER_IMP,
        "banish" => &BANISH,
        "binding-irons" => &BINDING_IRONS,
        "cull-the-weak" => &CULL_THE_WEAK,
        "exhume" => &EXHUME,
        "gub" => &GUB,
        "misery-exploit" => &MISERY_EXPLOIT,
        "not-finished-with-you" => &NOT_FINISHED_WITH_YOU,
        "streke" => &STREKE,
        "tezmal" => &TEZMAL,
        "unlocked-gateway" => &UNLOCKED_GATEWAY,
        "yurk" => &YURK,
        "angwish" => &ANGWISH,
        "bloodshard-imp" => &BLOODSHARD_IMP,
        "bronze-key-imp" => &NoForgingKey::<1>::BEHAVIOR,
        "gold-key-imp" => &NoForgingKey::<3>::BEHAVIOR,
        "old-yurk" => &OLD_YURK,
        "pain-reaction" => &PAIN_REACTION,
        "silver-key-imp" => &NoForgingKey::<2>::BEHAVIOR,
        "skullion" => &SKULLION,
        "soulkeeper" => &SOULKEEPER,
        "spyyyder" => &SPYYYDER,
        "ancient-yurk" => &ANCIENT_YURK,
        "neffru" => &NEFFRU,
        "onyx-knight" => &ONYX_KNIGHT,
        "orb-of-invidius" => &ORB_OF_INVIDIUS,
        "ortannu-the-chained" => &ORTANNU_THE_CHAINED,
        "ortannu-s-binding" => &ORTANNU_S_BINDING,
        "shadow-of-dis" => &SHADOW_OF_DIS,
        "shard-of-pain" => &SHARD_OF_PAIN,
        "wretched-doll" => &WRETCHED_DOLL,
        _ => return None,
    })
}

/// "After a creature reaps, stun it" (Æmber Imp, Orb of Invidius).
const STUN_AFTER_REAP: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Reaped { creature, .. } = ev {
            g.stun(creature);
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Æmber Imp — after any creature reaps, it is stunned.
static AEMBER_IMP: Behavior = STUN_AFTER_REAP;

/// Banish — Play: an enemy creature goes into the archives of its owner
/// (the opponent's, unless the opponent took it from you).
static BANISH: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| g.archive(f.opponent(), f.target(0)),
)]);

/// Binding Irons — Play: the opponent gains 3 chains.
static BINDING_IRONS: Behavior =
    Behavior::play(&[Step::then(|g, f| g.gain_chains(f.opponent(), 3))]);

/// An enemy creature no other enemy creature is less powerful than (ties:
/// the player chooses).
fn least_powerful_enemy(g: &Game, f: &Frame, c: CardRef) -> bool {
    let p = g.power(c);
    filter::enemy(g, f, c) && g.creatures(f.opponent()).iter().all(|&o| g.power(o) >= p)
}

/// Cull the Weak — Play: destroy the least powerful enemy creature.
static CULL_THE_WEAK: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, least_powerful_enemy),
    |g, f| g.destroy(f.target(0)),
)]);

/// Exhume — Play: choose a creature in your discard pile; you may play it
/// whatever its house, as if it were in your hand.
static EXHUME: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::DISCARD, filter::creature_card),
        record,
    ),
    Step::may(|g, f| {
        g.play_from_anywhere(f.target(0), f.controller);
    })
    .only_if(|_, f| f.target(0).is_some()),
]);

/// Gub — while not on a flank, +5 power and taunt.
static GUB: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::KEYWORDS),
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value } if *card == me && !g.on_flank(me) => *value += 5,
        Query::Keywords { card, value } if *card == me && !g.on_flank(me) => {
            *value = value.with(Keywords::TAUNT)
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Misery Exploit — Play: gain 1 for each damaged enemy creature.
static MISERY_EXPLOIT: Behavior = Behavior::play(&[Step::then(|g, f| {
    let damaged = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.opponent() && g.card(c).damage > 0
    });
    g.gain(f.controller, damaged.len() as u32);
})]);

/// Any number of cards: every card a player can hold.
const ANY_NUMBER: u8 = keysim_engine::MAX_CARDS as u8;

/// Not Finished With You — Play: shuffle any number of creatures from your
/// discard pile into your deck.
static NOT_FINISHED_WITH_YOU: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::DISCARD, filter::creature_card).up_to(ANY_NUMBER),
        |g, f| g.put_on_top_of_deck(f.last_target()),
    ),
    Step::then(|g, f| g.shuffle_deck(f.controller)),
]);

/// Streke — while not on a flank, the opponent refills to one card fewer.
static STREKE: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|g, me, q| {
        if let Query::HandSize { player, value } = q {
            if *player != g.card(me).controller && !g.on_flank(me) {
                *value -= 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Tezmal — Reap: choose a house; the opponent cannot choose it on their
/// next turn.
static TEZMAL: Behavior = Behavior {
    reap: &[Step::choose_house(HouseSpec::Any, |g, f| {
        if let Some(h) = f.house {
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::StartOfNextTurn,
                CardRef::NONE,
                h as u8,
            );
        }
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

/// Unlocked Gateway — Play: destroy each creature (omega ends the step).
static UNLOCKED_GATEWAY: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
        g.destroy(c);
    }
})]);

/// "Play: choose and discard `n` cards from your hand" (Yurk, Old Yurk,
/// Ancient Yurk): each chosen card is discarded.
const fn discard_from_hand(n: u8) -> Step {
    Step::target(
        TargetSpec::new(Zones::HAND, filter::any).exactly(n),
        |g, f| g.discard_from_hand(f.last_target()),
    )
}

/// Yurk — Play: discard a card of your choice from your hand.
static YURK: Behavior = Behavior::play(&[discard_from_hand(1)]);

/// Angwish — the opponent's keys cost +1 for each damage on it.
static ANGWISH: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != g.card(me).controller {
                *value += g.card(me).damage as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bloodshard Imp — after any creature reaps, its controller sacrifices it.
static BLOODSHARD_IMP: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Reaped { creature, .. } = ev {
            g.destroy(creature);
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// "Players cannot forge their `N`th key" (Bronze, Silver and Gold Key
/// Imp: 1, 2 and 3), in step 1 or by an ability.
struct NoForgingKey<const N: u8>;

impl<const N: u8> NoForgingKey<N> {
    /// The imp's behaviour.
    const BEHAVIOR: Behavior = Behavior {
        modifies: Queries::PERMISSIONS,
        modify: Some(Self::modify),
        ..Behavior::VANILLA
    };

    fn modify(g: &Game, _: CardRef, q: &mut Query) {
        if let Query::MayForgeKeys { player, value } = q {
            if g.player(*player).keys + 1 == N {
                *value = false;
            }
        }
    }
}

/// Old Yurk — Play: discard 2 cards of your choice from your hand.
static OLD_YURK: Behavior = Behavior::play(&[discard_from_hand(2)]);

/// Pain Reaction — Play: 2 damage to an enemy creature; if that destroys
/// it, 2 damage to each creature that was its neighbor, once it has left
/// play.
static PAIN_REACTION: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        let hit = f.target(0);
        if hit.is_none() {
            return;
        }
        let neighbors = neighbors_of(g, hit);
        g.deal_damage(hit, 2);
        for n in neighbors {
            f.push_target(n);
        }
    }),
    // The destruction has resolved: the creature has left play.
    Step::then(|g, f| {
        let mut former = [CardRef::NONE; 2];
        for (slot, &n) in former.iter_mut().zip(&f.chosen()[1..]) {
            if g.in_battleline(n) {
                *slot = n;
            }
        }
        g.deal_damage_each(&former, 2);
    })
    .only_if(target_destroyed),
]);

/// The creatures beside `c` in its battleline ([`CardRef::NONE`] for a
/// missing one).
fn neighbors_of(g: &Game, c: CardRef) -> [CardRef; 2] {
    let mut out = [CardRef::NONE; 2];
    for (slot, n) in out.iter_mut().zip(g.neighbors(c)) {
        *slot = n;
    }
    out
}

/// Skullion — Play: sacrifice a friendly creature.
static SKULLION: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| g.destroy(f.target(0)),
)]);

/// Soulkeeper — its creature gains "Destroyed: destroy the most powerful
/// enemy creature".
static SOULKEEPER: Behavior = Behavior {
    grants: Some(&SOULKEEPER_GAINS),
    ..Behavior::VANILLA
};

/// An enemy creature as powerful as the most powerful enemy creature,
/// counting those already tagged for destruction (the FAQ ruling on
/// Soulkeeper and Opal Knight: a tagged creature can be the most powerful,
/// and destroying it again does nothing).
fn most_powerful_enemy(g: &Game, f: &Frame, c: CardRef) -> bool {
    let top = g.creatures(f.opponent()).iter().map(|&o| g.power(o)).max();
    filter::enemy(g, f, c) && top == Some(g.power(c))
}

/// Destroyed: destroy the most powerful enemy creature.
static SOULKEEPER_GAINS: Behavior = Behavior::destroyed(&[Step::target(
    TargetSpec::new(Zones::CREATURES, most_powerful_enemy),
    |g, f| g.destroy(f.target(0)),
)]);

/// Spyyyder — has poison while attacking an enemy creature on a flank.
static SPYYYDER: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me {
                if let Some((attacker, defender)) = g.fight_in_progress() {
                    if attacker == me
                        && g.card(defender).controller != g.card(me).controller
                        && g.on_flank(defender)
                    {
                        *value = value.with(Keywords::POISON);
                    }
                }
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Ancient Yurk — Play: discard 3 cards of your choice from your hand.
static ANCIENT_YURK: Behavior = Behavior::play(&[discard_from_hand(3)]);

/// Neffru — each time a creature is destroyed, its owner gains 1.
static NEFFRU: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Destroyed { card, .. } = ev {
            let owner = g.card(card).owner;
            g.gain(owner, 1);
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Onyx Knight — Play: destroy each creature with odd power.
static ONYX_KNIGHT: Behavior = Behavior::play(&[Step::then(|g, f| {
    let odd = each(g, f.controller, Zones::CREATURES, |c| {
        g.power(c).rem_euclid(2) == 1
    });
    for &c in &*odd {
        g.destroy(c);
    }
})]);

/// Orb of Invidius — after any creature reaps, it is stunned.
static ORB_OF_INVIDIUS: Behavior = STUN_AFTER_REAP;

/// A copy of Ortannu's Binding.
fn is_ortannus_binding(g: &Game, c: CardRef) -> bool {
    g.def(c).slug == "ortannu-s-binding"
}

/// Ortannu the Chained — Reap: every Ortannu's Binding in your discard pile
/// returns to your hand; for each, 2 damage to a creature with 2 splash.
static ORTANNU_THE_CHAINED: Behavior = Behavior::reap(&[
    Step::then(|g, f| {
        let bindings = each(g, f.controller, Zones::DISCARD, |c| {
            is_ortannus_binding(g, c)
        });
        for &c in &*bindings {
            g.return_to_hand(c);
        }
        f.count = bindings
            .iter()
            .filter(|&&c| g.card(c).location == Location::Hand)
            .count() as u8;
    }),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.assign_damage(c, 2);
            for n in neighbors_of(g, c) {
                g.assign_damage(n, 2);
            }
            g.deal_assigned_damage();
        }
    }),
]);

/// Ortannu's Binding — Play: 2 damage to a friendly creature.
static ORTANNU_S_BINDING: Behavior = Behavior::play(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    2,
)]);

/// Shadow of Dis — Play: until your next turn, enemy creatures' text
/// boxes are blank (traits stay).
static SHADOW_OF_DIS: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::TEXT,
    lasting_modify: Some(|g, e, q| {
        if let Query::TextBlank { card, value } = q {
            if g.in_battleline(*card) && g.card(*card).controller != e.controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Shard of Pain — Action: 1 damage for each friendly Shard, each point to
/// an enemy creature of your choice, dealt at once.
static SHARD_OF_PAIN: Behavior = Behavior::action(&[
    crate::family::COUNT_FRIENDLY_SHARDS,
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        if f.last_target().is_some() {
            g.assign_damage(f.last_target(), 1);
        }
    }),
    Step::then(|g, _| g.deal_assigned_damage()),
]);

/// The creatures in play with a doom counter. A doom counter is a lasting
/// effect of a Wretched Doll on the creature (its subject): it stays
/// while the creature stays in play, whatever becomes of the Doll.
fn doomed(g: &Game) -> impl Iterator<Item = CardRef> + '_ {
    g.lasting_effects()
        .iter()
        .filter(|e| e.source_def.def().slug == "wretched-doll" && g.in_battleline(e.subject))
        .map(|e| e.subject)
}

/// Wretched Doll — Action: with a doom counter in play, destroy each
/// creature with one; otherwise put a doom counter on a creature.
static WRETCHED_DOLL: Behavior = Behavior::action(&[
    Step::then(|g, f| {
        let marked = each(g, f.controller, Zones::CREATURES, |c| {
            doomed(g).any(|d| d == c)
        });
        f.done = !marked.is_empty();
        for &c in &*marked {
            g.destroy(c);
        }
    }),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        if f.target(0).is_some() {
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::SubjectLeavesPlay,
                f.target(0),
                0,
            );
        }
    })
    .only_if(|_, f| !f.done),
]);

#[cfg(test)]
mod tests;
