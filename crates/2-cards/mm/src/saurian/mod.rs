//! Saurian, Mass Mutation.

use keysim_engine::ability::{
    filter, Ability, Behavior, Events, Expiry, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::key_cost;
use keysim_engine::select::each;
use keysim_engine::{
    control, BonusEffect, CardRef, Event, Flank, Frame, Game, GameAction, Location, Player, Query,
    Zones,
};
use keysim_facts::{traits, CardType, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "beware-the-ides" => &BEWARE_THE_IDES,
        "citizen-shrix" => &CITIZEN_SHRIX,
        "consul-primus" => &CONSUL_PRIMUS,
        "cornicen-octavia" => &CORNICEN_OCTAVIA,
        "curse-of-vanity" => &CURSE_OF_VANITY,
        "dæmo-saurus" => &DAEMO_SAURUS,
        "defense-initiative" => &DEFENSE_INITIATIVE,
        "faust-the-great" => &FAUST_THE_GREAT,
        "galeatops" => &GALEATOPS,
        "monument-to-ludo" => &MONUMENT_TO_LUDO,
        "sagittarii-s-gaze" => &SAGITTARII_S_GAZE,
        "spoils-of-battle" => &SPOILS_OF_BATTLE,
        "blast-from-the-past" => &BLAST_FROM_THE_PAST,
        "curia-saurus" => &CURIA_SAURUS,
        "dark-centurion" => &DARK_CENTURION,
        "dreadbone-decimus" => &DREADBONE_DECIMUS,
        "gladiodontus" => &GLADIODONTUS,
        "hedonistic-intent" => &HEDONISTIC_INTENT,
        "humble" => &HUMBLE,
        "saurian-egg" => &SAURIAN_EGG,
        "senator-quintina" => &SENATOR_QUINTINA,
        "siren-horn" => &SIREN_HORN,
        "amphora-captura" => &AMPHORA_CAPTURA,
        "crystal-surge" => &CRYSTAL_SURGE,
        "forum-of-giants" => &FORUM_OF_GIANTS,
        "high-priest-torvus" => &HIGH_PRIEST_TORVUS,
        "legion-s-march" => &LEGION_S_MARCH,
        "nerotaurus" => &NEROTAURUS,
        "optio-gorkus" => &OPTIO_GORKUS,
        "patronage" => &PATRONAGE,
        "scylla" => &SCYLLA,
        "charybdis" => &CHARYBDIS,
        "monument-to-faust" => &MONUMENT_TO_FAUST,
        "monument-to-octavia" => &MONUMENT_TO_OCTAVIA,
        "monument-to-primus" => &MONUMENT_TO_PRIMUS,
        "monument-to-shrix" => &MONUMENT_TO_SHRIX,
        "deusillus" | "deusillus2" => &DEUSILLUS,
        _ => return None,
    })
}

/// "You may exalt this creature": on yes, the ability's source is exalted,
/// and [`Frame::done`] tells the "if you do" steps after it that it was.
const MAY_EXALT_ITSELF: Step = Step::may(|g, f| {
    f.done = g.in_battleline(f.source);
    g.exalt(f.source);
});

/// Whether the "if you do" of the step before held.
fn did(_: &Game, f: &Frame) -> bool {
    f.done
}

/// Whether a card of the title `slug` is in `p`'s discard pile ("if
/// Praefectus Ludo is in your discard pile").
fn in_discard(g: &Game, p: Player, slug: &str) -> bool {
    g.player(p).discard.iter().any(|c| g.def(c).slug == slug)
}

/// Exalts each creature `keep` selects.
fn exalt_each(g: &mut Game, f: &Frame, keep: fn(&Game, CardRef) -> bool) {
    let chosen = each(g, f.controller, Zones::CREATURES, |c| keep(g, c));
    for &c in chosen.iter() {
        g.exalt(c);
    }
}

/// Beware the Ides — Play: 23 damage to the creature in the center of its
/// controller's battleline.
static BEWARE_THE_IDES: Behavior = Behavior::play(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, |g, _, c| g.in_center(c)),
    23,
)]);

/// Citizen Shrix's Play/Reap: it exalts itself, then steals 1.
const EXALT_ITSELF_AND_STEAL_ONE: Ability = &[Step::then(|g, f| g.exalt(f.source)), Step::steal(1)];

/// Citizen Shrix — Play/Reap: exalt itself, steal 1.
static CITIZEN_SHRIX: Behavior = Behavior {
    play: EXALT_ITSELF_AND_STEAL_ONE,
    reap: EXALT_ITSELF_AND_STEAL_ONE,
    ..Behavior::VANILLA
};

/// Moves 1 Æmber from the ability's first target to its last one.
fn move_one_from_first_target(g: &mut Game, f: &mut Frame) {
    if f.last_target().is_some() && g.remove_amber(f.target(0), 1) == 1 {
        g.place_amber(f.last_target(), 1);
    }
}

/// Consul Primus — Reap: 1 Æmber moves from one creature to another (any
/// creature may be chosen to move it from, with Æmber on it or not).
static CONSUL_PRIMUS: Behavior = Behavior::reap(&[
    Step::target(TargetSpec::ANY_CREATURE, keysim_engine::ability::record),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::not_chosen),
        move_one_from_first_target,
    )
    .only_if(|_, f| f.target(0).is_some()),
]);

/// Cornicen Octavia — Action: capture 2.
static CORNICEN_OCTAVIA: Behavior = Behavior::action(&[Step::capture(2)]);

/// Curse of Vanity — Play: exalt a friendly creature and an enemy one.
static CURSE_OF_VANITY: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.exalt(f.last_target()),
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.exalt(f.last_target())
    }),
]);

/// Dæmo-Saurus — Play: it may exalt itself to deal 3 damage to a creature;
/// Destroyed: steal 1.
static DAEMO_SAURUS: Behavior = Behavior {
    play: &[
        MAY_EXALT_ITSELF,
        Step::deal_damage(TargetSpec::ANY_CREATURE, 3).only_if(did),
    ],
    destroyed: &[Step::steal(1)],
    ..Behavior::VANILLA
};

/// Defense Initiative — Play: ward a creature; exalting it wards its
/// neighbors too.
static DEFENSE_INITIATIVE: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| g.ward(f.last_target())),
    Step::may(|g, f| {
        let c = f.target(0);
        g.exalt(c);
        let beside: Vec<CardRef> = g.neighbors(c).collect();
        for n in beside {
            g.ward(n);
        }
    })
    .only_if(|g, f| g.in_battleline(f.target(0))),
]);

/// Faust the Great — the opponent's keys cost +1 per friendly creature
/// with Æmber on it; Play: it may exalt a friendly creature.
static FAUST_THE_GREAT: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).optional(),
        |g, f| g.exalt(f.last_target()),
    )],
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine {
                let stocked = g
                    .creatures(mine)
                    .iter()
                    .filter(|&&c| g.card(c).amber > 0)
                    .count();
                *value += stocked as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Only deals `N` damage when fighting": the damage it deals by its power
/// in a fight is at most `N` (with another such limit, the lower one).
struct FightsFor<const N: i32>;

impl<const N: i32> FightsFor<N> {
    /// The limit as a constant ability.
    fn modify(_: &Game, me: CardRef, q: &mut Query) {
        if let Query::FightDamage { dealer, value, .. } = q {
            if *dealer == me {
                *value = (*value).min(N);
            }
        }
    }
}

/// Galeatops — deals at most 4 damage when fighting.
static GALEATOPS: Behavior = Behavior {
    modifies: Queries::OTHER,
    reach: Reach::Itself,
    modify: Some(FightsFor::<4>::modify),
    ..Behavior::VANILLA
};

/// Monument to Ludo — Action: 1 Æmber from a creature to the supply, 2 if
/// Praefectus Ludo is in the discard pile (any creature may be chosen).
static MONUMENT_TO_LUDO: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let n = if in_discard(g, f.controller, "praefectus-ludo") {
            2
        } else {
            1
        };
        g.remove_amber(f.last_target(), n);
    })]);

/// Sagittarii's Gaze — Play: exalt a damaged creature.
static SAGITTARII_S_GAZE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| g.card(c).damage > 0),
    |g, f| g.exalt(f.last_target()),
)]);

/// Spoils of Battle — Play: a friendly creature captures 1; then each
/// creature with Æmber on it captures 1 from its opponent (when a pool
/// holds too little for all, the active player chooses which).
static SPOILS_OF_BATTLE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.capture(f.last_target(), 1);
        },
    ),
    Step::each_captures(|g, _, c| g.card(c).amber > 0, 1),
]);

/// A Saurian creature card.
fn saurian_creature_card(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::creature_card(g, f, c) && g.card(c).house == House::Saurian
}

/// Blast from the Past — Play: exalt a friendly creature, archive a
/// Saurian creature from the discard pile, and deal its power in damage to
/// an enemy creature.
static BLAST_FROM_THE_PAST: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.exalt(f.last_target()),
    ),
    Step::target(
        TargetSpec::new(Zones::DISCARD, saurian_creature_card),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.archive(f.controller, c);
                f.count = g.def(c).power;
            }
        },
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.deal_damage(f.last_target(), f.count as u32);
    })
    .only_if(|_, f| f.count > 0),
]);

/// A most powerful creature among the enemies of the ability's controller.
fn most_powerful_enemy(g: &Game, f: &Frame, c: CardRef) -> bool {
    let power = g.power(c);
    filter::enemy(g, f, c)
        && g.creatures(f.opponent())
            .iter()
            .all(|&o| g.power(o) <= power)
}

/// "Destroyed: 1 Æmber from this creature to the most powerful enemy
/// creature" (what Curia Saurus gives).
static AMBER_TO_STRONGEST_ENEMY_WHEN_DESTROYED: Behavior = Behavior::destroyed(&[Step::target(
    TargetSpec::new(Zones::CREATURES, most_powerful_enemy),
    |g, f| {
        if f.last_target().is_some() && g.remove_amber(f.source, 1) == 1 {
            g.place_amber(f.last_target(), 1);
        }
    },
)
.only_if(|g, f| g.card(f.source).amber > 0)]);

/// Curia Saurus — each creature with Æmber on it gains "Destroyed: 1
/// Æmber from this creature to the most powerful enemy creature".
static CURIA_SAURUS: Behavior = Behavior {
    grants: Some(&AMBER_TO_STRONGEST_ENEMY_WHEN_DESTROYED),
    grants_to: Some(|g, _, c| g.in_battleline(c) && g.card(c).amber > 0),
    ..Behavior::VANILLA
};

/// Dark Centurion — Action: 1 Æmber from a creature to the supply; if it
/// was, ward that creature (any creature may be chosen: one without Æmber
/// is not warded).
static DARK_CENTURION: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if g.remove_amber(c, 1) == 1 {
            g.ward(c);
        }
    })]);

/// Dreadbone Decimus's Play/Fight: it may exalt itself to destroy a
/// creature with lower power than its own.
const DREADBONE_EXECUTION: Ability = &[
    MAY_EXALT_ITSELF,
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| g.power(c) < g.power(f.source)),
        |g, f| g.destroy(f.last_target()),
    )
    .only_if(did),
];

/// Dreadbone Decimus — Play/Fight: see [`DREADBONE_EXECUTION`].
static DREADBONE_DECIMUS: Behavior = Behavior {
    play: DREADBONE_EXECUTION,
    fight: DREADBONE_EXECUTION,
    ..Behavior::VANILLA
};

/// Gladiodontus's Fight/Reap: the first time it is used in a turn, it is
/// readied and enraged.
const READY_AND_ENRAGE_ON_FIRST_USE: Ability = &[Step::then(|g, f| {
    if g.times_used_this_turn(f.source) == 1 {
        g.ready(f.source);
        g.enrage(f.source);
    }
})];

/// Gladiodontus — enters play stunned, deals at most 5 damage when
/// fighting; Fight/Reap: on its first use of the turn, ready and enrage it.
static GLADIODONTUS: Behavior = Behavior {
    fight: READY_AND_ENRAGE_ON_FIRST_USE,
    reap: READY_AND_ENRAGE_ON_FIRST_USE,
    modifies: Queries::OTHER.and(Queries::RARE),
    reach: Reach::Itself,
    modify: Some(|g, me, q| match q {
        Query::EntersStunned { card, value } if *card == me => *value = true,
        _ => FightsFor::<5>::modify(g, me, q),
    }),
    ..Behavior::VANILLA
};

/// Hedonistic Intent — Play: exalt each flank creature.
static HEDONISTIC_INTENT: Behavior =
    Behavior::play(&[Step::then(|g, f| exalt_each(g, f, Game::on_flank))]);

/// Humble — Play: exhaust a creature; if that exhausted it, 3 Æmber from it
/// to the supply.
static HUMBLE: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let c = f.last_target();
    if c.is_some() && !g.card(c).is_exhausted() {
        g.exhaust(c);
        if g.card(c).is_exhausted() {
            g.remove_amber(c, 3);
        }
    }
})]);

/// Whether the Saurian Egg's `i`th hatchling (a Saurian creature it
/// discarded) is still in the discard pile, to be put into play.
fn hatchling(g: &Game, f: &Frame, i: usize) -> bool {
    let c = f.target(i);
    c.is_some() && g.card(c).location == keysim_engine::Location::Discard
}

/// Puts the `i`th hatchling into play on the flank [`Frame::option`] names
/// (0 left, 1 right): with the other card discarded if the two are the
/// halves of a gigantic creature, which enters as one creature.
fn hatch(g: &mut Game, f: &Frame, i: usize) {
    let flank = if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    };
    let c = f.target(i);
    if g.is_gigantic_half(c) {
        let other = g.other_half_among(c, &[f.target(0), f.target(1)]);
        g.put_halves_into_play(c, other, f.controller, flank);
    } else {
        g.put_into_play(c, f.controller, flank);
    }
}

/// The steps that put the `I`th hatchling into play, asking the flank only
/// when the battleline is not empty.
struct Hatch<const I: usize>;

impl<const I: usize> Hatch<I> {
    const ALONE: Step = Step::then(|g, f| {
        f.option = 1;
        hatch(g, f, I);
    })
    .only_if(|g, f| hatchling(g, f, I) && g.creatures(f.controller).is_empty());
    const ON_A_FLANK: Step = Step::choose_one(control::FLANKS, |g, f| hatch(g, f, I))
        .only_if(|g, f| hatchling(g, f, I) && !g.creatures(f.controller).is_empty());
}

/// Saurian Egg — cannot fight or reap; Omni: discard the top 2 cards of the
/// deck; each Saurian creature among them enters play ready with three +1
/// power counters (both, if both are: FAQ), and then the egg is destroyed.
/// The two halves of a gigantic Saurian creature enter as that one
/// creature; one half without the other does not enter (the rulebook's
/// "Gigantic").
static SAURIAN_EGG: Behavior = Behavior {
    omni: &[
        Step::then(|g, f| {
            let first = g.discard_top_of_deck(f.controller);
            let second = g.discard_top_of_deck(f.controller);
            for (c, other) in [(first, second), (second, first)] {
                if c.is_some()
                    && g.card(c).house == House::Saurian
                    && g.is_creature_card(c)
                    && (!g.is_gigantic_half(c) || g.gigantic_halves(c, other).is_some())
                {
                    f.push_target(c);
                }
            }
        }),
        Hatch::<0>::ALONE,
        Hatch::<0>::ON_A_FLANK,
        Hatch::<1>::ALONE,
        Hatch::<1>::ON_A_FLANK,
        Step::then(|g, f| {
            let mut hatched = false;
            for i in 0..f.target_count as usize {
                let c = f.target(i);
                if g.in_battleline(c) {
                    g.ready(c);
                    g.add_power_counters(c, 3);
                    hatched = true;
                }
            }
            if hatched {
                g.destroy(f.source);
            }
        }),
    ],
    modifies: Queries::PERMISSIONS.and(Queries::COMBAT),
    reach: Reach::Itself,
    modify: Some(|_, me, q| match q {
        Query::CanFight { attacker, value } if *attacker == me => *value = false,
        Query::CanReap { card, value } if *card == me => *value = false,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Senator Quintina — after a creature reaps, exalt it.
static SENATOR_QUINTINA: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Reaped { creature, .. } = ev {
            g.exalt(creature);
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// "Before Fight: 1 Æmber from this creature to the creature it fights"
/// (what Siren Horn gives): not onto a creature already destroyed (by
/// assault resolved first: FAQ).
static AMBER_TO_THE_FOUGHT: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    let fought = f.subject;
    if g.in_battleline(fought) && !g.card(fought).is_tagged() && g.remove_amber(f.source, 1) == 1 {
        g.place_amber(fought, 1);
    }
})]);

/// Siren Horn — its creature gains "Before Fight: 1 Æmber from this
/// creature to the creature it fights".
static SIREN_HORN: Behavior = Behavior {
    grants: Some(&AMBER_TO_THE_FOUGHT),
    ..Behavior::VANILLA
};

/// Amphora Captura — its controller may resolve each bonus icon as a
/// capture icon instead.
static AMPHORA_CAPTURA: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::BonusIconAs { player, value, .. } = q {
            if *player == g.card(me).controller {
                *value |= BonusEffect::Capture.bit();
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Crystal Surge — Play: exalt each Mutant creature.
static CRYSTAL_SURGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    exalt_each(g, f, |g, c| g.has_trait(c, traits::MUTANT))
})]);

/// The player who controls the most powerful creature in play, if one
/// player controls all the creatures tied for it; `None` with no creature
/// or a tie across both battlelines.
fn sole_controller_of_most_powerful(g: &Game) -> Option<Player> {
    let strongest = g.all_creatures().map(|c| g.power(c)).max()?;
    let mut holders = g
        .all_creatures()
        .filter(|&c| g.power(c) == strongest)
        .map(|c| g.card(c).controller);
    let first = holders.next()?;
    holders.all(|p| p == first).then_some(first)
}

/// With creatures of both players tied for most powerful, the active
/// player chooses which is "the most powerful creature": its controller
/// gains 1.
static TIED_GIANT_GAINS_ONE: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::most_powerful),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.gain(g.card(c).controller, 1);
        }
    },
)];

/// Forum of Giants — at the start of its controller's turn, the player who
/// controls the most powerful creature gains 1 (on a tie across both
/// battlelines, the active player chooses the creature).
static FORUM_OF_GIANTS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev != (Event::TurnStarted { player: mine }) || g.all_creatures().next().is_none() {
            return;
        }
        match sole_controller_of_most_powerful(g) {
            Some(p) => g.gain(p, 1),
            None => g.trigger(TIED_GIANT_GAINS_ONE, me, mine),
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// High Priest Torvus's lasting effect before the next action card is
/// played; then its value is that card's index.
const NO_ACTION_CARD_YET: u8 = CardRef::NONE.0;

/// High Priest Torvus — Reap: it may exalt itself; if it does, the next
/// action card the player plays this turn returns to their hand once it
/// has resolved, instead of going to the discard pile (once: played again,
/// it is discarded).
static HIGH_PRIEST_TORVUS: Behavior = Behavior {
    reap: &[
        MAY_EXALT_ITSELF,
        Step::then(|g, f| {
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::EndOfTurn,
                CardRef::NONE,
                NO_ACTION_CARD_YET,
            )
        })
        .only_if(did),
    ],
    lasting_event: Some(|g, e, ev| {
        let Event::CardPlayed { card, player } = ev else {
            return;
        };
        if player != e.controller || g.def(card).kind != CardType::Action {
            return;
        }
        if e.value == NO_ACTION_CARD_YET {
            g.end_lasting(e);
            g.add_lasting_with(
                e.source,
                e.controller,
                Expiry::EndOfTurn,
                CardRef::NONE,
                card.0,
            );
        } else if card.0 == e.value || g.card(CardRef(e.value)).location != Location::Limbo {
            // The card it returned is played again, or another one after it.
            g.end_lasting(e);
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    lasting_modifies: Queries::REPLACEMENTS_BUT_READYING,
    lasting_modify: Some(|_, e, q| {
        if let Query::Instead {
            action:
                GameAction::LeavePlay {
                    card,
                    from: Location::Limbo,
                    to: to @ Location::Discard,
                },
        } = q
        {
            if e.value != NO_ACTION_CARD_YET && card.0 == e.value {
                *to = Location::Hand;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Deal 1 damage to each non-Dinosaur creature" (Legion's March, once a
/// Dinosaur was used).
static DAMAGE_EACH_NON_DINOSAUR: Ability = &[Step::then(|g, f| {
    let others = each(g, f.controller, Zones::CREATURES, |c| {
        !g.has_trait(c, traits::DINOSAUR)
    });
    g.deal_damage_each(&others, 1);
})];

/// Legion's March — Play: for the rest of the turn, after the player uses
/// a Dinosaur creature (a creature when used; once that use resolved), 1
/// damage to each non-Dinosaur creature.
static LEGION_S_MARCH: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::Used { card, player } = ev {
            if player == e.controller
                && g.in_battleline(card)
                && g.has_trait(card, traits::DINOSAUR)
            {
                g.trigger_about(DAMAGE_EACH_NON_DINOSAUR, e.source, e.controller, card);
            }
        }
    }),
    lasting_hears: Events::USED,
    ..Behavior::VANILLA
};

/// What Nerotaurus forbids the enemy creatures during the opponent's next
/// turn ([`keysim_engine::LastingEffect::value`]).
const NO_REAPING: u8 = 0;
const NO_FIGHTING: u8 = 1;

/// Starts Nerotaurus's restriction named by the step's number.
fn restrict_next_turn(g: &mut Game, f: &mut Frame) {
    let what = f.param().number() as u8;
    g.add_lasting_with(
        f.source,
        f.controller,
        Expiry::StartOfNextTurn,
        CardRef::NONE,
        what,
    );
}

/// Nerotaurus — Fight: enemy creatures cannot reap during the opponent's
/// next turn; Reap: they cannot fight during it.
static NEROTAURUS: Behavior = Behavior {
    fight: &[Step::then(restrict_next_turn)
        .with(keysim_engine::ability::Param::Number(NO_REAPING as u32))],
    reap: &[Step::then(restrict_next_turn)
        .with(keysim_engine::ability::Param::Number(NO_FIGHTING as u32))],
    lasting_modifies: Queries::COMBAT.and(Queries::PERMISSIONS),
    lasting_modify: Some(|g, e, q| {
        let theirs = e.controller.opponent();
        if g.active_player() != theirs {
            return;
        }
        match q {
            Query::CanReap { card, value }
                if e.value == NO_REAPING && g.card(*card).controller == theirs =>
            {
                *value = false
            }
            Query::CanFight { attacker, value }
                if e.value == NO_FIGHTING && g.card(*attacker).controller == theirs =>
            {
                *value = false
            }
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// The neighbors of the ability's source named Optio Gorkus, left first
/// (tagged for destruction or not: the FAQ ruling with Imperial Scutum
/// moves the Æmber onto a Gorkus destroyed at the same time).
fn neighboring_gorkuses(g: &Game, f: &Frame) -> Vec<CardRef> {
    g.neighbors(f.source)
        .filter(|&c| g.def(c).slug == "optio-gorkus")
        .collect()
}

/// Moves each Æmber on the ability's source to its neighboring Optio
/// Gorkus number `i` (left first).
fn move_all_to_gorkus(g: &mut Game, f: &Frame, i: usize) {
    if let Some(&to) = neighboring_gorkuses(g, f).get(i) {
        let on_it = g.card(f.source).amber as u32;
        let moved = g.remove_amber(f.source, on_it);
        g.place_amber(to, moved);
    }
}

/// The two neighbors, when both are Optio Gorkus.
const GORKUS_SIDES: &[&str] = &[
    "the Optio Gorkus on its left",
    "the Optio Gorkus on its right",
];

/// "Destroyed: each Æmber on this creature moves to a neighboring Optio
/// Gorkus" (what Optio Gorkus gives its neighbors); with a Gorkus on each
/// side, its controller chooses which.
static AMBER_TO_NEIGHBORING_GORKUS_WHEN_DESTROYED: Behavior = Behavior::destroyed(&[
    Step::then(|g, f| move_all_to_gorkus(g, f, 0))
        .only_if(|g, f| neighboring_gorkuses(g, f).len() == 1),
    Step::choose_one(GORKUS_SIDES, |g, f| {
        move_all_to_gorkus(g, f, f.option as usize)
    })
    .only_if(|g, f| neighboring_gorkuses(g, f).len() == 2 && g.card(f.source).amber > 0),
]);

/// Optio Gorkus — elusive; its neighbors gain "Destroyed: each Æmber on
/// this creature moves to a neighboring Optio Gorkus".
static OPTIO_GORKUS: Behavior = Behavior {
    grants: Some(&AMBER_TO_NEIGHBORING_GORKUS_WHEN_DESTROYED),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// Patronage — Play: half the Æmber on a creature (rounded up) to the
/// player's pool, the rest to the opponent's.
static PATRONAGE: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let c = f.last_target();
    if c.is_some() {
        let on_it = g.card(c).amber as u32;
        g.take_amber_from(c, f.controller, on_it.div_ceil(2));
        g.take_amber_from(c, f.opponent(), on_it / 2);
    }
})]);

/// "Reap: 4 damage to this creature" (what Scylla gives).
static HURT_ITSELF_ON_REAP: Behavior = Behavior::reap(&[Step::then(|g, f| {
    g.deal_damage(f.source, 4);
})]);

/// Whether `c` is an enemy creature of card `me`'s controller.
fn enemy_of(g: &Game, me: CardRef, c: CardRef) -> bool {
    g.in_battleline(c) && g.card(c).controller != g.card(me).controller
}

/// Scylla — each enemy creature gains "Reap: 4 damage to this creature".
static SCYLLA: Behavior = Behavior {
    grants: Some(&HURT_ITSELF_ON_REAP),
    grants_to: Some(enemy_of),
    ..Behavior::VANILLA
};

/// "Before Fight: lose 1" (what Charybdis gives).
static LOSE_ONE_BEFORE_FIGHT: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    g.lose(f.controller, 1);
})]);

/// Charybdis — each enemy creature gains "Before Fight: lose 1".
static CHARYBDIS: Behavior = Behavior {
    grants: Some(&LOSE_ONE_BEFORE_FIGHT),
    grants_to: Some(enemy_of),
    ..Behavior::VANILLA
};

/// Monument to Faust — Action: keys cost +1 during the opponent's next
/// turn, +2 if Faust the Great is in the discard pile.
static MONUMENT_TO_FAUST: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        let more = if in_discard(g, f.controller, "faust-the-great") {
            2
        } else {
            1
        };
        g.add_lasting_with(
            f.source,
            f.controller,
            Expiry::StartOfNextTurn,
            CardRef::NONE,
            more,
        );
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, e.value as i32)),
    ..Behavior::VANILLA
};

/// Monument to Octavia — Action: a friendly creature captures 1, 2 if
/// Cornicen Octavia is in the discard pile.
static MONUMENT_TO_OCTAVIA: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let n = if in_discard(g, f.controller, "cornicen-octavia") {
            2
        } else {
            1
        };
        g.capture(f.last_target(), n);
    },
)]);

/// Whether Monument to Primus may move Æmber between any creatures
/// (Consul Primus in the discard pile), not only friendly ones.
fn primus_remembered(g: &Game, f: &Frame) -> bool {
    in_discard(g, f.controller, "consul-primus")
}

/// Monument to Primus — Action: 1 Æmber from a friendly creature to
/// another; between any two creatures if Consul Primus is in the discard
/// pile.
static MONUMENT_TO_PRIMUS: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            primus_remembered(g, f) || filter::friendly(g, f, c)
        }),
        keysim_engine::ability::record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::not_chosen(g, f, c) && (primus_remembered(g, f) || filter::friendly(g, f, c))
        }),
        move_one_from_first_target,
    )
    .only_if(|_, f| f.target(0).is_some()),
]);

/// The pools Monument to Shrix may take from once Citizen Shrix is in the
/// discard pile.
const POOLS: &[&str] = &["your pool", "your opponent's pool"];

/// Monument to Shrix — its Æmber may pay for keys; Action: 1 Æmber from
/// the pool onto it, from either pool if Citizen Shrix is in the discard
/// pile.
static MONUMENT_TO_SHRIX: Behavior = Behavior {
    action: &[
        Step::then(|g, f| {
            g.move_amber_to_card(f.controller, f.source, 1);
        })
        .only_if(|g, f| !in_discard(g, f.controller, "citizen-shrix")),
        Step::choose_one(POOLS, |g, f| {
            let from = if f.option == 0 {
                f.controller
            } else {
                f.opponent()
            };
            g.move_amber_to_card(from, f.source, 1);
        })
        .only_if(|g, f| in_discard(g, f.controller, "citizen-shrix")),
    ],
    forge_bank: true,
    ..Behavior::VANILLA
};

/// Deusillus's Fight/Reap: 1 Æmber from it to the supply, and 2 damage to
/// each enemy creature.
const DEUSILLUS_RAMPAGE: Ability = &[Step::then(|g, f| {
    g.remove_amber(f.source, 1);
    let enemies = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller != f.controller
    });
    g.deal_damage_each(&enemies, 2);
})];

/// Deusillus (both halves of the gigantic creature) — Play: capture all of
/// the opponent's Æmber, 5 damage to an enemy creature; Fight/Reap: see
/// [`DEUSILLUS_RAMPAGE`].
static DEUSILLUS: Behavior = Behavior {
    play: &[
        Step::then(|g, f| {
            let theirs = g.player(f.opponent()).amber as u32;
            g.capture(f.source, theirs);
        }),
        Step::deal_damage(TargetSpec::new(Zones::CREATURES, filter::enemy), 5),
    ],
    fight: DEUSILLUS_RAMPAGE,
    reap: DEUSILLUS_RAMPAGE,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
