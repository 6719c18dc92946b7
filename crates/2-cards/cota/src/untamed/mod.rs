//! Untamed, Call of the Archons.

use keysim_engine::ability::Events;
use keysim_engine::ability::{
    filter, record, Ability, Behavior, Event, Expiry, Frame, Queries, Query, Reach, Step,
    TargetSpec,
};
use keysim_engine::select::{each, Tally};
use keysim_engine::{CardRef, Game, Zones, MAX_CARDS};
use keysim_facts::{traits, House, Keywords};

use crate::family::sacrifice_to_use;
use keysim_engine::host_gains::HostGains;

/// The behaviour of a Untamed card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cooperative-hunting" => &COOPERATIVE_HUNTING,
        "full-moon" => &FULL_MOON,
        "lost-in-the-woods" => &LOST_IN_THE_WOODS,
        "regrowth" => &REGROWTH,
        "dust-pixie" => &Behavior::VANILLA,
        "snufflegator" => &Behavior::VANILLA,
        "niffle-ape" => &NIFFLE_APE,
        "niffle-queen" => &NIFFLE_QUEEN,
        "hunting-witch" => &HUNTING_WITCH,
        "witch-of-the-eye" => &WITCH_OF_THE_EYE,
        "ancient-bear" => &Behavior::VANILLA,
        "flaxia" => &FLAXIA,
        "grasping-vines" => &GRASPING_VINES,
        "nocturnal-maneuver" => &NOCTURNAL_MANEUVER,
        "piranha-monkeys" => &PIRANHA_MONKEYS,
        "way-of-the-bear" => &WAY_OF_THE_BEAR,
        "save-the-pack" => &SAVE_THE_PACK,
        "nepenthe-seed" => &NEPENTHE_SEED,
        "murmook" => &MURMOOK,
        "dew-faerie" => &DEW_FAERIE,
        "fertility-chant" => &FERTILITY_CHANT,
        "fogbank" => &FOGBANK,
        "lifeweb" => &LIFEWEB,
        "mushroom-man" => &MUSHROOM_MAN,
        "teliga" => &TELIGA,
        "way-of-the-wolf" => &WAY_OF_THE_WOLF,
        "word-of-returning" => &WORD_OF_RETURNING,
        "troop-call" => &TROOP_CALL,
        "briar-grubbling" => &Behavior::VANILLA,
        "fuzzy-gruen" => &FUZZY_GRUEN,
        "inka-the-spider" => &INKA_THE_SPIDER,
        "perilous-wild" => &PERILOUS_WILD,
        "mighty-tiger" => &MIGHTY_TIGER,
        "curiosity" => &CURIOSITY,
        "halacor" => &HALACOR,
        "kindrith-longshot" => &KINDRITH_LONGSHOT,
        "lupo-the-scarred" => &LUPO_THE_SCARRED,
        "nature-s-call" => &NATURES_CALL,
        "ritual-of-balance" => &RITUAL_OF_BALANCE,
        "stampede" => &STAMPEDE,
        "vigor" => &VIGOR,
        "world-tree" => &WORLD_TREE,
        "ritual-of-the-hunt" => &RITUAL_OF_THE_HUNT,
        "the-common-cold" => &THE_COMMON_COLD,
        "key-charge" => &KEY_CHARGE,
        "chota-hazri" => &CHOTA_HAZRI,
        "giant-sloth" => &GIANT_SLOTH,
        "scout" => &SCOUT,
        "bear-flute" => &BEAR_FLUTE,
        "witch-of-the-wilds" => &WITCH_OF_THE_WILDS,
        "bigtwig" => &BIGTWIG,
        "mimicry" => &MIMICRY,
        _ => return None,
    })
}

/// Cooperative Hunting — Play: 1 damage per friendly creature, divided:
/// each point is assigned to a creature, then all of it is dealt at once.
static COOPERATIVE_HUNTING: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::CREATURES, filter::friendly)),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        if f.last_target().is_some() {
            g.assign_damage(f.last_target(), 1);
        }
    }),
    Step::then(|g, _| g.deal_assigned_damage()),
]);

/// Full Moon — Play: this turn, gain 1 per creature you play.
static FULL_MOON: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && g.is_creature_card(card) {
                g.gain(player, 1);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

fn friendly_unchosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && filter::not_chosen(g, f, c)
}

fn enemy_unchosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::enemy(g, f, c) && filter::not_chosen(g, f, c)
}

/// Lost in the Woods — Play: shuffle 2 friendly, 2 enemy into decks.
static LOST_IN_THE_WOODS: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, friendly_unchosen), record),
    Step::target(TargetSpec::new(Zones::CREATURES, friendly_unchosen), record),
    Step::target(TargetSpec::new(Zones::CREATURES, enemy_unchosen), record),
    Step::target(TargetSpec::new(Zones::CREATURES, enemy_unchosen), |g, f| {
        for &c in f.chosen() {
            g.shuffle_into_deck(c);
        }
    }),
]);

/// Regrowth — Play: a creature from your discard to hand.
static REGROWTH: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::creature_card),
    |g, f| g.return_to_hand(f.target(0)),
)]);

/// Niffle Ape — ignores taunt and elusive while attacking.
static NIFFLE_APE: Behavior = Behavior {
    modifies: Queries::TAUNT_ELUSIVE,
    modify: Some(|_, me, q| {
        if let Query::IgnoresTauntAndElusive { attacker, value } = q {
            if *attacker == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Niffle Queen — other friendly Beasts +1, other Niffles +1.
static NIFFLE_QUEEN: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            let c = *card;
            if c != me && g.in_battleline(c) && g.card(c).controller == g.card(me).controller {
                *value +=
                    g.has_trait(c, traits::BEAST) as i32 + g.has_trait(c, traits::NIFFLE) as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Hunting Witch — gain 1 each time you play another creature.
static HUNTING_WITCH: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if card != me && player == g.card(me).controller && g.is_creature_card(card) {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Witch of the Eye — Reap: a card from your discard to hand.
static WITCH_OF_THE_EYE: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::any),
    |g, f| g.return_to_hand(f.target(0)),
)]);

/// Flaxia — Play: gain 2 if you have more creatures.
static FLAXIA: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.creatures(f.controller).len() > g.creatures(f.opponent()).len() {
        g.gain(f.controller, 2);
    }
})]);

/// Grasping Vines — Play: bounce at most 3 artifacts.
static GRASPING_VINES: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::any).up_to(3),
    |g, f| {
        g.return_to_hand(f.last_target());
    },
)]);

/// Nocturnal Maneuver — Play: exhaust at most 3 creatures.
static NOCTURNAL_MANEUVER: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE.up_to(3), |g, f| {
        g.exhaust(f.last_target());
    })]);

/// Deals 2 damage to each creature but the source, at once.
fn two_to_each_other(g: &mut Game, f: &mut Frame) {
    let others = each(g, f.controller, Zones::CREATURES, |c| c != f.source);
    g.deal_damage_each(&others, 2);
}

/// Piranha Monkeys — Play/Reap: 2 to every creature but itself.
static PIRANHA_MONKEYS: Behavior = Behavior {
    play: &[Step::then(two_to_each_other)],
    reap: &[Step::then(two_to_each_other)],
    ..Behavior::VANILLA
};

/// Save the Pack — Play: damaged creatures die; take a chain.
static SAVE_THE_PACK: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| g.card(c).damage > 0) {
        g.destroy(c);
    }
    g.gain_chains(f.controller, 1);
})]);

/// Way of the Bear — its creature gains assault 2.
static WAY_OF_THE_BEAR: Behavior = Behavior {
    modifies: Queries::ASSAULT_HAZARDOUS,
    modify: Some(|g, me, q| {
        if let Query::Assault { card, value } = q {
            if *card == g.card(me).host {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Nepenthe Seed — Omni: sacrifice it; return a card from your discard
/// pile to your hand.
static NEPENTHE_SEED: Behavior = Behavior::omni(&[
    Step::sacrifice(),
    Step::target(TargetSpec::new(Zones::DISCARD, filter::any), |g, f| {
        g.return_to_hand(f.target(0));
    }),
]);

/// Murmook — the opponent's keys cost +1.
static MURMOOK: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(crate::family::opponent_keys_cost_one_more),
    ..Behavior::VANILLA
};

/// Dew Faerie — Reap: gain 1.
static DEW_FAERIE: Behavior = Behavior::reap(&[Step::gain(1)]);

/// Fertility Chant — Play: the opponent gains 2.
static FERTILITY_CHANT: Behavior = Behavior::play(&[Step::then(|g, f| g.gain(f.opponent(), 2))]);

/// Fogbank — Play: the opponent cannot use creatures to fight on their
/// next turn.
static FOGBANK: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(super::logos::opponent_cannot_fight),
    ..Behavior::VANILLA
};

/// Lifeweb — Play: steal 2 if the opponent played 3 or more creatures on
/// their previous turn.
static LIFEWEB: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.game_history().creatures_played_last_turn[f.opponent().index()] >= 3 {
        g.steal(f.controller, 2);
    }
})]);

/// Mushroom Man — +3 power for each key its controller has not forged.
static MUSHROOM_MAN: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                let unforged = 3 - g.player(g.card(me).controller).keys.min(3) as i32;
                *value += 3 * unforged;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Teliga — each time the opponent plays a creature, gain 1.
static TELIGA: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            let mine = g.card(me).controller;
            if player != mine && g.is_creature_card(card) {
                g.gain(mine, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Way of the Wolf — its creature gains skirmish.
static WAY_OF_THE_WOLF: Behavior = HostGains::<{ Keywords::SKIRMISH.0 }>::BEHAVIOR;

/// Word of Returning — Play: each enemy creature is dealt 1 damage per
/// Æmber on it, then its Æmber comes to your pool.
static WORD_OF_RETURNING: Behavior = Behavior::play(&[Step::then(|g, f| {
    let enemies = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller != f.controller && g.card(c).amber > 0
    });
    for &c in &*enemies {
        g.deal_damage(c, g.card(c).amber as u32);
    }
    for &c in &*enemies {
        let a = g.card(c).amber as u32;
        if a > 0 && g.card(c).location.in_play() {
            g.take_amber_from(c, f.controller, a);
        }
    }
})]);

/// Troop Call — Play: each friendly Niffle creature in your discard pile
/// or in play returns to your hand.
static TROOP_CALL: Behavior = Behavior::play(&[Step::then(|g, f| {
    let discarded = each(g, f.controller, Zones::DISCARD, |c| {
        g.def(c).has_trait(traits::NIFFLE) && g.is_creature_card(c)
    });
    let in_play = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller
            && g.has_trait(c, traits::NIFFLE)
            && g.is_creature_card(c)
    });
    for &c in discarded.iter().chain(in_play.iter()) {
        g.return_to_hand(c);
    }
})]);

/// Fuzzy Gruen — Play: the opponent gains 1.
static FUZZY_GRUEN: Behavior = Behavior::play(&[Step::then(|g, f| g.gain(f.opponent(), 1))]);

/// "Stun a creature."
static STUN_A_CREATURE: &[Step] = &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.stun(f.target(0));
})];

/// Inka the Spider — Play/Reap: stun a creature.
static INKA_THE_SPIDER: Behavior = Behavior {
    play: STUN_A_CREATURE,
    reap: STUN_A_CREATURE,
    ..Behavior::VANILLA
};

/// Perilous Wild — Play: destroy each elusive creature.
static PERILOUS_WILD: Behavior =
    Behavior::play(&[Step::then(super::sanctum::destroy_each_elusive)]);

/// Mighty Tiger — Play: 4 damage to an enemy creature.
static MIGHTY_TIGER: Behavior = Behavior::play(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    4,
)]);

/// Curiosity — Play: destroy each Scientist creature.
static CURIOSITY: Behavior = Behavior::play(&[Step::then(|g, f| {
    let scientist = |c| g.has_trait(c, traits::SCIENTIST);
    for &c in &*each(g, f.controller, Zones::CREATURES, scientist) {
        g.destroy(c);
    }
})]);

/// Halacor — each friendly flank creature gains skirmish.
static HALACOR: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if g.card(*card).controller == g.card(me).controller && g.on_flank(*card) {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Kindrith Longshot — Reap: 2 damage to a creature.
static KINDRITH_LONGSHOT: Behavior =
    Behavior::reap(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 2)]);

/// Lupo the Scarred — Play: 2 damage to an enemy creature.
static LUPO_THE_SCARRED: Behavior = Behavior::play(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    2,
)]);

/// Nature's Call — Play: return up to 3 creatures to their owners' hands.
static NATURES_CALL: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE.up_to(3), |g, f| {
        g.return_to_hand(f.last_target());
    })]);

/// Ritual of Balance — Action: if the opponent has 6 or more, steal 1.
static RITUAL_OF_BALANCE: Behavior = Behavior::action(&[Step::then(|g, f| {
    if g.player(f.opponent()).amber >= 6 {
        g.steal(f.controller, 1);
    }
})]);

/// Stampede — Play: steal 2 if you used 3 or more creatures this turn.
static STAMPEDE: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.turn_history().creatures_used >= 3 {
        g.steal(f.controller, 2);
    }
})]);

/// Vigor — Play: heal up to 3 damage from a creature; gain 1 if 3 were
/// healed.
static VIGOR: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    if g.heal(f.target(0), 3) == 3 {
        g.gain(f.controller, 1);
    }
})]);

/// World Tree — Action: put a creature from your discard pile on top of
/// your deck.
static WORLD_TREE: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::creature_card),
    |g, f| g.put_on_top_of_deck(f.target(0)),
)]);

/// Ritual of the Hunt — Omni: sacrifice it; this turn you may use friendly
/// Untamed creatures whatever the active house.
static RITUAL_OF_THE_HUNT: Behavior = Behavior {
    omni: &[sacrifice_to_use(House::Untamed)],
    ..crate::family::USE_HOUSE_THIS_TURN
};

/// The Common Cold — Play: 1 damage to each creature; you may then
/// destroy every Mars creature.
static THE_COMMON_COLD: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let all = each(g, f.controller, Zones::CREATURES, |_| true);
        g.deal_damage_each(&all, 1);
    }),
    Step::may(|g, f| {
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
            g.belongs_to(c, House::Mars)
        }) {
            g.destroy(c);
        }
    })
    .only_if(|g, f| {
        !each(g, f.controller, Zones::CREATURES, |c| {
            g.belongs_to(c, House::Mars)
        })
        .is_empty()
    }),
]);

/// "Lose 1; if you do, you may forge a key at current cost" (Key Charge,
/// Chota Hazri).
const LOSE_ONE_TO_FORGE: Ability = &[
    Step::then(|g, f| f.done = g.lose(f.controller, 1) == 1),
    Step::may(|g, f| {
        g.forge_key_paying(f.controller, g.key_cost(f.controller));
    })
    .only_if(|g, f| f.done && g.can_pay_for_key(f.controller, g.key_cost(f.controller))),
];

/// Key Charge — Play: lose 1; if you do, you may forge a key at current
/// cost.
static KEY_CHARGE: Behavior = Behavior::play(LOSE_ONE_TO_FORGE);

/// Chota Hazri — Play: lose 1; if you do, you may forge a key at current
/// cost.
static CHOTA_HAZRI: Behavior = Behavior::play(LOSE_ONE_TO_FORGE);

/// Giant Sloth — usable only after you discarded an Untamed card from hand
/// this turn. Action: gain 3.
static GIANT_SLOTH: Behavior = Behavior {
    action: &[Step::gain(3)],
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanUse {
            player,
            card,
            value,
        } = q
        {
            let discarded = g.turn_history().houses_discarded[player.index()];
            if *card == me && discarded & (1 << House::Untamed as u32) == 0 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Scout — Play: up to 2 friendly creatures gain skirmish for the turn,
/// then fight with them one at a time.
static SCOUT: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly).up_to(2),
            |g, f| {
                g.add_lasting_with(
                    f.source,
                    f.controller,
                    Expiry::EndOfTurn,
                    f.last_target(),
                    0,
                );
            },
        ),
        Step::then(|g, f| g.fight_with(f.target(0))),
        Step::then(|g, f| g.fight_with(f.target(1))),
    ],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|_, e, q| {
        if let Query::Keywords { card, value } = q {
            if *card == e.subject {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    ..Behavior::VANILLA
};

fn is_ancient_bear(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).name == "Ancient Bear"
}

/// Bear Flute — Action: fully heal an Ancient Bear; with none in play,
/// every Ancient Bear of your deck and discard pile to your hand, then
/// shuffle the discard pile into the deck.
static BEAR_FLUTE: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, is_ancient_bear),
    |g, f| {
        let bear = f.target(0);
        if bear.is_some() {
            let damage = g.card(bear).damage;
            g.heal(bear, damage as u32);
            return;
        }
        let ps = g.player(f.controller);
        let mut bears = [CardRef::NONE; MAX_CARDS];
        let mut n = 0;
        for c in ps.deck.iter().chain(ps.discard.iter()) {
            if is_ancient_bear(g, f, c) {
                bears[n] = c;
                n += 1;
            }
        }
        for &c in &bears[..n] {
            g.return_to_hand(c);
        }
        if n > 0 {
            g.shuffle_zone_into_deck(f.controller, keysim_engine::Location::Discard);
        }
    },
)]);

/// Witch of the Wilds — on a turn when Untamed is not your active house,
/// you may play one Untamed card.
static WITCH_OF_THE_WILDS: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::OffHousePlay {
            player,
            card,
            value,
        } = q
        {
            let untamed = House::Untamed;
            if *player == g.card(me).controller
                && g.active_house() != Some(untamed)
                && g.belongs_to(*card, untamed)
                && g.turn_history().played_by_house[untamed as usize] == 0
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bigtwig — can only fight stunned creatures. Reap: stun and exhaust a
/// creature.
static BIGTWIG: Behavior = Behavior {
    reap: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.stun(f.target(0));
        g.exhaust(f.target(0));
    })],
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanAttack {
            attacker,
            defender,
            value,
        } = q
        {
            if *attacker == me && !g.card(*defender).is_stunned() {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Whether `c` is a card Mimicry copies: an action card, not another
/// Mimicry (copying it would only copy a card of the same pile again).
fn mimicry_copies(g: &Game, c: CardRef) -> bool {
    g.def(c).kind == keysim_facts::CardType::Action && !std::ptr::eq(g.behavior(c), &MIMICRY)
}

/// Whether Mimicry may be played as a copy of `c` now: a copy of an alpha
/// card has alpha, so only while alpha allows the play of `mimicry`
/// (`None`: a play that would begin now).
fn mimicry_may_copy(g: &Game, mimicry: Option<CardRef>, c: CardRef) -> bool {
    mimicry_copies(g, c)
        && (!g.def(c).keywords.contains(Keywords::ALPHA)
            || mimicry.map_or(!g.turn_history().step_acted, |m| g.alpha_allows_play(m)))
}

/// Mimicry — played as a copy of an action card in the opponent's discard
/// pile: that card's Æmber bonus and Play: ability, and a play of that
/// card for the rule of six. A copy of an alpha card has alpha: once
/// anything else was done in the step it is not offered, and Mimicry
/// cannot be played when the pile's action cards are all alpha (FAQ: it
/// would not be played and would go back to hand).
static MIMICRY: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::OPPONENT_DISCARD, |g, f, c| {
            mimicry_may_copy(g, Some(f.source), c)
        }),
        |g, f| {
            let copied = f.target(0);
            if copied.is_some() {
                g.count_play_as(f.source, copied);
                g.gain(f.controller, g.def(copied).amber as u32);
                g.trigger(g.behavior(copied).play, f.source, f.controller);
            }
        },
    )],
    play_condition: Some(|g, p| {
        let pile = &g.player(p.opponent()).discard;
        !pile.iter().any(|c| mimicry_copies(g, c))
            || pile.iter().any(|c| mimicry_may_copy(g, None, c))
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
