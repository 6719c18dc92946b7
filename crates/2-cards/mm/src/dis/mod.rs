//! Dis, Mass Mutation.

use keysim_engine::ability::{filter, record, Ability, Behavior, HouseSpec, Queries, Reach};
use keysim_engine::destroyed::picked_destroyed;
use keysim_engine::key_cost;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, DamageSource, Event, Events, Expiry, Frame, Game, Location, Query, Step, Tally,
    TargetSpec, Zones,
};
use keysim_facts::{traits, CardType, House, Icons};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "dark-æmber-vault" => &DARK_AEMBER_VAULT,
        "bonesaw" => &BONESAW,
        "brabble" => &BRABBLE,
        "dark-minion" => &DARK_MINION,
        "drecker" => &DRECKER,
        "imp-losion" => &IMP_LOSION,
        "mark-of-dis" => &MARK_OF_DIS,
        "mindfire" => &MINDFIRE,
        "sinder" => &SINDER,
        "snarette" => &SNARETTE,
        "stirring-grave" => &STIRRING_GRAVE,
        "waking-nightmare" => &WAKING_NIGHTMARE,
        "break-key" => &BREAK_KEY,
        "double-doom" => &DOUBLE_DOOM,
        "essence-scale" => &ESSENCE_SCALE,
        "grim-reminder" => &GRIM_REMINDER,
        "hystricog" => &HYSTRICOG,
        "picaroon" => &PICAROON,
        "relentless-creeper" => &RELENTLESS_CREEPER,
        "wail-of-the-damned" => &WAIL_OF_THE_DAMNED,
        "etan-s-jar" => &ETAN_S_JAR,
        "maleficorn" => &MALEFICORN,
        "painmail" => &PAINMAIL,
        "ritual-of-tognath" => &RITUAL_OF_TOGNATH,
        "skixuno" => &SKIXUNO,
        "the-pale-star" => &THE_PALE_STAR,
        "turnkey" => &TURNKEY,
        "desire" => &DESIRE,
        "envy" => &ENVY,
        "gluttony" => &GLUTTONY,
        "greed" => &GREED,
        "pride" => &PRIDE,
        "sloth" => &SLOTH,
        "wrath" => &WRATH,
        "exchange-officer" => &EXCHANGE_OFFICER,
        _ => return None,
    })
}

/// Whether card `c` is a creature with the Mutant trait.
fn is_mutant_creature(g: &Game, c: CardRef) -> bool {
    g.is_creature_card(c) && g.has_trait(c, traits::MUTANT)
}

/// Dark Æmber Vault — after you play a Mutant creature, draw a card;
/// friendly Mutant creatures get +2 power.
static DARK_AEMBER_VAULT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller && is_mutant_creature(g, card) {
                g.draw(player, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.card(*card).controller == g.card(me).controller && is_mutant_creature(g, *card) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bonesaw — enters play ready if a friendly creature was destroyed this
/// turn.
static BONESAW: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            let mine = g.card(me).controller;
            if *card == me && g.turn_history().creatures_destroyed[mine.index()] > 0 {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Brabble — Destroyed: the opponent loses 1, or 3 when it is not its
/// controller's turn.
static BRABBLE: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let amount = if g.active_player() == f.controller {
        1
    } else {
        3
    };
    g.lose(f.opponent(), amount);
})]);

/// Dark Minion — Destroyed: 1 damage to each enemy creature.
static DARK_MINION: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let enemies = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.opponent()
    });
    g.deal_damage_each(&enemies, 1);
})]);

/// Drecker — damage its neighbors are dealt in fights is dealt to it too,
/// at the same time (its own is not fight damage: two neighboring
/// Dreckers do not echo each other, the FAQ). Reap: steal 1.
static DRECKER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Damaged {
            card,
            amount,
            by: DamageSource::Fight,
        } = ev
        {
            if g.are_neighbors(me, card) {
                g.deal_damage(me, amount as u32);
            }
        }
    }),
    hears: Events::DAMAGED,
    reap: &[Step::steal(1)],
    ..Behavior::VANILLA
};

/// Imp-losion — Play: destroy a friendly creature and an enemy creature,
/// together.
static IMP_LOSION: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::friendly), record),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.destroy(f.target(0));
        g.destroy(f.target(1));
    }),
]);

/// Mark of Dis — Play: 2 damage to a creature; if it survives, its
/// controller must choose its house on their next turn. The lasting
/// effect belongs to the forced player and ends once they have chosen a
/// house.
static MARK_OF_DIS: Behavior = Behavior {
    play: &[
        Step::deal_damage(TargetSpec::ANY_CREATURE, 2),
        Step::then(|g, f| {
            let c = f.target(0);
            if g.in_battleline(c) && !g.card(c).is_tagged() {
                let house = g.card(c).house;
                let forced = g.card(c).controller;
                g.add_lasting_with(
                    f.source,
                    forced,
                    Expiry::SubjectLeavesPlay,
                    CardRef::NONE,
                    house as u8,
                );
            }
        }),
    ],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::HouseChoice { player, forced, .. } = q {
            if *player == e.controller {
                *forced |= 1 << e.house() as u32;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::HouseChosen { player, .. } = ev {
            if player == e.controller {
                g.end_lasting(e);
            }
        }
    }),
    lasting_hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// How many bonus icons `icons` holds, of every kind.
fn icon_count(icons: Icons) -> u32 {
    [
        icons.amber,
        icons.capture,
        icons.damage,
        icons.draw,
        icons.discard,
    ]
    .iter()
    .map(|&n| n as u32)
    .sum()
}

/// Mindfire — Play: the opponent discards a random card from hand; steal 1
/// for each bonus icon on it.
static MINDFIRE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let discarded = g.discard_random(f.opponent());
    if discarded.is_some() {
        let icons = icon_count(g.bonus_icons(discarded));
        g.steal(f.controller, icons);
    }
})]);

/// "Destroy a friendly creature" (Sinder).
const DESTROY_A_FRIENDLY_CREATURE: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| g.destroy(f.target(0)),
)];

/// Sinder — Reap: destroy a friendly creature.
static SINDER: Behavior = Behavior::reap(DESTROY_A_FRIENDLY_CREATURE);

/// Snarette — at the end of your turn, capture 1. Action: its Æmber goes
/// to the common supply.
static SNARETTE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if ev
            == (Event::TurnEnded {
                player: g.card(me).controller,
            })
        {
            g.capture(me, 1);
        }
    }),
    hears: Events::TURN_ENDED,
    action: &[Step::then(|g, f| {
        let on_it = g.card(f.source).amber as u32;
        g.remove_amber(f.source, on_it);
    })],
    ..Behavior::VANILLA
};

/// Stirring Grave — Play: archive a creature of your discard pile.
static STIRRING_GRAVE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::creature_card),
    |g, f| g.archive(f.controller, f.target(0)),
)]);

/// Waking Nightmare — Play: during the opponent's next turn, keys cost +1
/// for each Dis creature in play (counted whenever the cost is read).
static WAKING_NIGHTMARE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| {
        let dis = g
            .all_creatures()
            .filter(|&c| g.belongs_to(c, House::Dis))
            .count() as i32;
        key_cost::raise_during_opponents_turn(g, &e, q, dis);
    }),
    ..Behavior::VANILLA
};

/// Break Key — Play: if the opponent has forged more keys than you,
/// unforge one of theirs; if you do, they gain 6.
static BREAK_KEY: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.player(f.opponent()).keys > g.player(f.controller).keys && g.unforge_key(f.opponent()) {
        g.gain(f.opponent(), 6);
    }
})]);

/// Double Doom — Play: an enemy creature returns to its owner's hand; the
/// opponent discards a random card from hand.
static DOUBLE_DOOM: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.return_to_hand(f.target(0))
    }),
    Step::then(|g, f| {
        g.discard_random(f.opponent());
    }),
]);

/// A friendly creature of the house the frame holds ([`Frame::house`]).
fn friendly_of_the_house(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && f.house.is_some_and(|h| g.belongs_to(c, h))
}

/// Essence Scale — Action: destroy a friendly creature; if it is
/// destroyed, ready and use a friendly creature of its house (the house
/// it belonged to as it was destroyed; of a creature belonging to several
/// houses at once, the first in house order).
static ESSENCE_SCALE: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                f.house = House::ALL.iter().copied().find(|&h| g.belongs_to(c, h));
                g.destroy(c);
            }
        },
    ),
    // The destruction has resolved: a warded creature stayed in play.
    Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_of_the_house),
        |g, f| {
            let c = f.target(1);
            if c.is_some() {
                g.ready(c);
                g.use_creature(c);
            }
        },
    )
    .only_if(|g, f| f.target(0).is_some() && !g.in_battleline(f.target(0))),
]);

/// Grim Reminder — Play: choose a house; archive each creature of that
/// house from your discard pile; gain 1 chain.
static GRIM_REMINDER: Behavior = Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
    if let Some(h) = f.house {
        let creatures = each(g, f.controller, Zones::DISCARD, |c| {
            g.is_creature_card(c) && g.belongs_to(c, h)
        });
        for &c in &*creatures {
            g.archive(f.controller, c);
        }
    }
    g.gain_chains(f.controller, 1);
})]);

/// Hystricog — Action: destroy a damaged creature.
static HYSTRICOG: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| g.card(c).damage > 0),
    |g, f| g.destroy(f.target(0)),
)]);

/// Picaroon — its power is the combined power of its neighbors that are
/// not Changelings. A neighboring Picaroon is left out even when it has
/// lost its Changeling trait (Grey Aberrant): its power would be this
/// one's and this one's its, a circle with no value.
static PICAROON: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += g
                    .neighbors(me)
                    .filter(|&n| {
                        !g.has_trait(n, traits::CHANGELING)
                            && !std::ptr::eq(g.behavior(n), &PICAROON)
                    })
                    .map(|n| g.power(n))
                    .sum::<i32>();
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Relentless Creeper — after you choose Dis as your active house, you
/// may return it from your discard pile to your hand.
static RELENTLESS_CREEPER: Behavior = Behavior {
    in_discard: Some(|g, me, ev| {
        let owner = g.card(me).owner;
        if ev
            == (Event::HouseChosen {
                player: owner,
                house: House::Dis,
            })
        {
            g.trigger(MAY_RETURN_FROM_DISCARD_TO_HAND, me, owner);
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// You may take this card from your discard pile back into your hand.
const MAY_RETURN_FROM_DISCARD_TO_HAND: Ability = &[Step::may(|g, f| g.return_to_hand(f.source))
    .only_if(|g, f| g.card(f.source).location == Location::Discard)];

/// Wail of the Damned — Play: destroy a creature with no bonus icons.
static WAIL_OF_THE_DAMNED: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| {
        icon_count(g.bonus_icons(c)) == 0
    }),
    |g, f| g.destroy(f.target(0)),
)]);

/// Whether cards `a` and `b` have the same title (as printed: a card out
/// of play is its printed card).
fn same_title(g: &Game, a: CardRef, b: CardRef) -> bool {
    let (a, b) = (g.card(a).printed, g.card(b).printed);
    a == b || a.def().name == b.def().name
}

/// Etan's Jar — Play: name a card ([`Step::name_a_card`]); until the Jar
/// leaves play, no card of that title can be played. The name is kept as
/// the first card of the game with that title.
static ETAN_S_JAR: Behavior = Behavior {
    play: &[Step::name_a_card(|g, f| {
        let named = g
            .named(f, 0)
            .and_then(|name| g.all_cards().find(|&c| g.is_named(c, name)))
            .unwrap_or(CardRef::NONE);
        if named.is_some() && g.card(f.source).location.in_play() {
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::SubjectLeavesPlay,
                f.source,
                named.0,
            );
        }
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanPlay { card, value, .. } = q {
            if same_title(g, *card, CardRef(e.value)) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Maleficorn — after an enemy creature is dealt damage by a damage bonus
/// icon, 1 more damage to it (its own icons included: it is in play
/// before they resolve, the FAQ).
static MALEFICORN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Damaged {
            card,
            by: DamageSource::BonusIcon,
            ..
        } = ev
        {
            let mine = g.card(me).controller;
            if g.card(card).controller != mine {
                g.trigger_about(ONE_MORE_DAMAGE, me, mine, card);
            }
        }
    }),
    hears: Events::DAMAGED,
    ..Behavior::VANILLA
};

/// 1 damage to the creature the ability is about.
const ONE_MORE_DAMAGE: Ability = &[Step::then(|g, f| {
    g.deal_damage(f.subject, 1);
})];

/// Painmail — once any player picks Dis as active house, Painmail goes to
/// its owner's archives and its creature is destroyed (an ability of the
/// creature, controlled by the creature's controller).
static PAINMAIL: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::HouseChosen {
            house: House::Dis, ..
        } = ev
        {
            let host = g.card(me).host;
            let controller = g.card(host).controller;
            g.trigger_about(PAINMAIL_TRIGGERED, me, controller, host);
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// Painmail's ability: itself into its owner's archives, then its
/// creature destroyed.
const PAINMAIL_TRIGGERED: Ability = &[Step::then(|g, f| {
    if g.card(f.source).location == Location::Attached {
        let owner = g.card(f.source).owner;
        g.archive(owner, f.source);
    }
    g.destroy(f.subject);
})];

/// Ritual of Tognath — Play: destroy 2 friendly creatures.
static RITUAL_OF_TOGNATH: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly).exactly(2),
    |g, f| g.destroy(f.last_target()),
)]);

/// Skixuno — Play: destroy each other creature; it gets a +1 power
/// counter for each creature destroyed this way.
static SKIXUNO: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let others = each(g, f.controller, Zones::CREATURES, |c| c != f.source);
        for &c in &*others {
            f.push_target(c);
            g.destroy(c);
        }
    }),
    // The destructions resolved: a warded creature stayed in play.
    Step::then(|g, f| g.add_power_counters(f.source, picked_destroyed(g, f))),
]);

/// The Pale Star — Omni: destroy it; for the rest of the turn each
/// creature has 1 power and 0 armor, whatever else changes them (the FAQ:
/// power counters and bonuses added afterwards included).
static THE_PALE_STAR: Behavior = Behavior {
    omni: &[Step::then(|g, f| {
        g.destroy(f.source);
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
    })],
    lasting_modifies: Queries::POWER.and(Queries::ARMOR),
    lasting_modify: Some(|_, _, q| match q {
        Query::Power { value, .. } => *value = 1,
        Query::Armor { value, .. } => *value = 0,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Turnkey — Play: unforge an opponent's key; if you do, the opponent
/// forges a key at no cost when Turnkey leaves play. The promise is a
/// lasting effect of Turnkey, kept until it leaves play.
static TURNKEY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        if g.unforge_key(f.opponent()) {
            g.add_lasting(f.source, f.controller, Expiry::SubjectLeavesPlay);
        }
    })],
    leaves_play: &[Step::then(|g, f| {
        let promise = g
            .lasting_effects()
            .iter()
            .copied()
            .find(|e| e.source == f.source && e.expiry == Expiry::SubjectLeavesPlay);
        if let Some(e) = promise {
            g.end_lasting(e);
            g.forge_key_paying(e.controller.opponent(), 0);
        }
    })],
    ..Behavior::VANILLA
};

/// A friendly creature with the Sin trait.
fn friendly_sin(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.has_trait(c, traits::SIN)
}

/// How many creatures with the Sin trait `me`'s controller has in play.
fn friendly_sins(g: &Game, me: CardRef) -> usize {
    let mine = g.card(me).controller;
    g.creatures(mine)
        .iter()
        .filter(|&&c| g.has_trait(c, traits::SIN))
        .count()
}

/// "For each friendly Sin creature": their count, into [`Frame::count`].
const COUNT_FRIENDLY_SINS: Step = Step::count(Tally::Cards(Zones::CREATURES, friendly_sin));

/// Desire — keys cost +4. Reap: forge a key at current cost, 1 less for
/// each friendly Sin creature.
static DESIRE: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|_, _, q| {
        if let Query::KeyCost { value, .. } = q {
            *value += 4;
        }
    }),
    reap: &[Step::then(|g, f| {
        let cost = g
            .key_cost(f.controller)
            .saturating_sub(friendly_sins(g, f.source) as u32);
        g.forge_key_paying(f.controller, cost);
    })],
    ..Behavior::VANILLA
};

/// Envy — Reap: with 2 or more friendly Sin creatures, it captures all of
/// the opponent's Æmber.
static ENVY: Behavior = Behavior::reap(&[Step::then(|g, f| {
    if friendly_sins(g, f.source) >= 2 {
        let all = g.player(f.opponent()).amber as u32;
        g.capture(f.source, all);
    }
})]);

/// Gluttony — Play: exalt it once for each friendly Sin creature. Reap:
/// the Æmber on friendly creatures goes to your pool.
static GLUTTONY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for _ in 0..friendly_sins(g, f.source) {
            g.exalt(f.source);
        }
    })],
    reap: &[Step::then(|g, f| {
        let friendly = each(g, f.controller, Zones::CREATURES, |c| {
            filter::friendly(g, f, c)
        });
        for &c in &*friendly {
            let on_it = g.card(c).amber as u32;
            g.take_amber_from(c, f.controller, on_it);
        }
    })],
    ..Behavior::VANILLA
};

/// Greed — in your "draw cards" step you refill to one more card for each
/// friendly Sin creature.
static GREED: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|g, me, q| {
        if let Query::HandSize { player, value } = q {
            if *player == g.card(me).controller {
                *value += friendly_sins(g, me) as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Pride — Reap: ward each friendly Sin creature.
static PRIDE: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let sins = each(g, f.controller, Zones::CREATURES, |c| friendly_sin(g, f, c));
    for &c in &*sins {
        g.ward(c);
    }
})]);

/// Sloth — at the end of your turn, if you used no creature this turn,
/// gain 1 for each friendly Sin creature.
static SLOTH: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) && g.turn_history().creatures_used == 0 {
            let sins = friendly_sins(g, me) as u32;
            g.gain(mine, sins);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Wrath — Fight: for each friendly Sin creature, enrage an enemy
/// creature.
static WRATH: Behavior = Behavior::fight(&[
    COUNT_FRIENDLY_SINS,
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        if f.last_target().is_some() {
            g.enrage(f.last_target());
        }
    }),
]);

/// "Use a friendly Star Alliance card" (Exchange Officer): a creature as
/// its controller chooses, an artifact by its Action: or Omni: ability.
const USE_A_FRIENDLY_STAR_ALLIANCE_CARD: Ability = &[Step::target(
    TargetSpec::new(Zones::IN_PLAY, |g, f, c| {
        filter::friendly(g, f, c) && g.belongs_to(c, House::StarAlliance)
    }),
    |g, f| {
        let c = f.target(0);
        if c.is_none() {
            return;
        }
        if g.def(c).kind == CardType::Artifact {
            g.use_artifact_as_yours(c, f.controller);
        } else {
            g.use_creature(c);
        }
    },
)];

/// Exchange Officer — Play/Fight/Reap: use a friendly Star Alliance card.
static EXCHANGE_OFFICER: Behavior = Behavior {
    play: USE_A_FRIENDLY_STAR_ALLIANCE_CARD,
    fight: USE_A_FRIENDLY_STAR_ALLIANCE_CARD,
    reap: USE_A_FRIENDLY_STAR_ALLIANCE_CARD,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
