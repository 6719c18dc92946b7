//! Star Alliance, Grim Reminders.

use keysim_engine::ability::{filter, Ability, Behavior, Frame, Queries, Query, Reach, Step};
use keysim_engine::select::each;
use keysim_engine::{
    extra_plays, CardRef, Event, Events, Expiry, Game, GameAction, HouseSpec, Location, Player,
    TargetSpec, Zones,
};
use keysim_facts::{CardType, House};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "anachronometer" => &ANACHRONOMETER,
        "curse-of-obstinacy" => &CURSE_OF_OBSTINACY,
        "jackpot-greene" => &JACKPOT_GREENE,
        "missile-officer-myers" => &MISSILE_OFFICER_MYERS,
        "multi-dimensional-rescue" => &MULTI_DIMENSIONAL_RESCUE,
        "necromorph" => &NECROMORPH,
        "paradox-shield" => &PARADOX_SHIELD,
        "3ll-i0t" => &ELLIOT,
        "alien-horror" => &ALIEN_HORROR,
        "bad-chemistry" => &BAD_CHEMISTRY,
        "corporal-bridger" => &CORPORAL_BRIDGER,
        "event-horizon" => &EVENT_HORIZON,
        "pentacorder" => &PENTACORDER,
        "prototype-harness" => &PROTOTYPE_HARNESS,
        "staff-sergeant-rhea" => &STAFF_SERGEANT_RHEA,
        "séance-scanner" => &SEANCE_SCANNER,
        "com-officer-palik" => &COM_OFFICER_PALIK,
        "essence-entangler" => &ESSENCE_ENTANGLER,
        "into-the-warp" => &INTO_THE_WARP,
        "lieutenant-halasta" => &LIEUTENANT_HALASTA,
        "modular-exoskeleton" => &MODULAR_EXOSKELETON,
        "perimeter-alarm" => &PERIMETER_ALARM,
        "proton-siphon" => &PROTON_SIPHON,
        "quartermaster-botty" => &QUARTERMASTER_BOTTY,
        "retrotechnician-le" => &RETROTECHNICIAN_LE,
        "strength-from-diversity" => &STRENGTH_FROM_DIVERSITY,
        "triangulator-newsome" => &TRIANGULATOR_NEWSOME,
        "unprepared" => &UNPREPARED,
        "encounter-golem" => &ENCOUNTER_GOLEM,
        _ => return None,
    })
}

/// Whether card `c` belongs to house Star Alliance.
fn is_star_alliance(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::StarAlliance)
}

/// A friendly creature that does not belong to house Star Alliance.
fn friendly_non_star_alliance(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && !is_star_alliance(g, c)
}

/// The houses card `c` belongs to, a bit per house, without the neutral
/// bit (neutral is no house to share).
fn houses_of(g: &Game, c: CardRef) -> u32 {
    g.houses(c) & !(1 << House::Neutral as u32)
}

/// Whether creature `c` shares a house with one or more of its neighbors.
fn shares_house_with_a_neighbor(g: &Game, c: CardRef) -> bool {
    let mine = houses_of(g, c);
    g.neighbors(c).any(|n| houses_of(g, n) & mine != 0)
}

/// Whether the ability's controller is haunted.
fn haunted(g: &Game, f: &Frame) -> bool {
    g.is_haunted(f.controller)
}

/// The controller of the creature upgrade `me` is attached to.
fn host_controller(g: &Game, me: CardRef) -> Player {
    g.card(g.card(me).host).controller
}

/// Discards up to `n` cards from the top of `p`'s deck (without
/// reshuffling); returns how many were discarded.
fn discard_from_top(g: &mut Game, p: Player, n: usize) -> usize {
    (0..n)
        .take_while(|_| g.discard_top_of_deck(p).is_some())
        .count()
}

/// "Fully heal this creature" and it is not destroyed after all: the
/// first half of "... instead" in a "Destroyed:" ability.
fn survive_fully_healed(g: &mut Game, c: CardRef) {
    g.cancel_destruction(c);
    let damage = g.card(c).damage;
    g.heal(c, damage as u32);
}

/// A card whose "Play:", "After Fight:" and "After Reap:" abilities are
/// the same.
const fn play_fight_reap(ability: Ability) -> Behavior {
    Behavior {
        play: ability,
        fight: ability,
        reap: ability,
        ..Behavior::VANILLA
    }
}

/// Anachronometer — its creature gains "After Fight/After Reap: shuffle
/// your discard pile into your deck, draw a card, then discard from the
/// top of your deck as many cards as your opponent's discard pile holds".
static ANACHRONOMETER: Behavior = Behavior {
    grants: Some(&RECYCLE_THEN_MILL),
    ..Behavior::VANILLA
};

/// What Anachronometer's creature gains.
static RECYCLE_THEN_MILL: Behavior = Behavior::fight_and_reap(&[Step::then(|g, f| {
    g.shuffle_zone_into_deck(f.controller, Location::Discard);
    g.draw(f.controller, 1);
    let x = g.player(f.opponent()).discard.len();
    discard_from_top(g, f.controller, x);
})]);

/// Curse of Obstinacy — (treachery is printed: it enters play under the
/// opponent's control) at the end of its controller's turn, each of their
/// creatures that is not on a flank and shares a house with a neighbor is
/// stunned.
static CURSE_OF_OBSTINACY: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            let stubborn = each(g, mine, Zones::CREATURES, |c| {
                g.card(c).controller == mine && !g.on_flank(c) && shares_house_with_a_neighbor(g, c)
            });
            for &c in &*stubborn {
                g.stun(c);
            }
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Jackpot Greene — after any creature reaps, the top card of that
/// creature's controller's deck is discarded; if it is a Star Alliance
/// card, Jackpot's controller gains 1.
static JACKPOT_GREENE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Reaped { controller, .. } = ev {
            let top = g.discard_top_of_deck(controller);
            if top.is_some() && is_star_alliance(g, top) {
                g.gain(g.card(me).controller, 1);
            }
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// "Resolve the play effect of a neighboring creature as if you had just
/// played it." The neighbor that relayed this play effect to its card
/// ([`Game::relay_play_effect`](keysim_engine::Game::relay_play_effect))
/// is not offered: see Missile Officer Myers.
const NEIGHBOR_PLAY_EFFECT: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::neighbor(g, f, c) && c != f.subject
    }),
    |g, f| g.relay_play_effect(f.last_target(), f.controller, f.source),
)];

/// Missile Officer Myers — (deploy is printed) Play/After Reap: a
/// neighbor's "Play:" abilities resolve again for you. Scrap: discard a
/// card from your hand and resolve its "Play:" abilities (it is not played:
/// no bonus icons). A Myers whose play effect another Myers resolved does
/// not resolve that Myers's back: the two would resolve each other for
/// ever, each time round changing nothing, and the rulebook lets the
/// active player stop a loop after as many rounds as they choose (none
/// gives the same game as any number).
static MISSILE_OFFICER_MYERS: Behavior = Behavior {
    play: NEIGHBOR_PLAY_EFFECT,
    reap: NEIGHBOR_PLAY_EFFECT,
    scrap: &[Step::target(
        TargetSpec::new(Zones::HAND, filter::any),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.discard_from_hand(c);
                g.resolve_play_effect_as_if_played(c, f.controller);
            }
        },
    )],
    ..Behavior::VANILLA
};

/// Multi-Dimensional Rescue — Play: return an action, an artifact, a
/// creature and an upgrade from your discard pile to your hand (each if
/// there is one); this turn you may play one non-Star Alliance card;
/// purge it.
static MULTI_DIMENSIONAL_RESCUE: Behavior = Behavior {
    play: &[
        Step::return_from_discard_of_type(CardType::Action),
        Step::return_from_discard_of_type(CardType::Artifact),
        Step::return_from_discard_of_type(CardType::Creature),
        Step::return_from_discard_of_type(CardType::Upgrade),
        extra_plays::allow_one_non_house_play(House::StarAlliance),
        Step::then(|g, f| g.purge(f.source)),
    ],
    ..extra_plays::ALLOWS_NON_HOUSE_PLAYS
};

/// A neighbor of the ability's source that does not belong to house Star
/// Alliance.
fn non_star_alliance_neighbor(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::neighbor(g, f, c) && !is_star_alliance(g, c)
}

/// Necromorph — Destroyed: if a neighbor of it does not belong to Star
/// Alliance, it is fully healed and stays, and that neighbor (its
/// controller's choice of two) is destroyed instead. A neighbor already
/// being destroyed with it cannot be destroyed instead (our reading): with
/// no other such neighbor, Necromorph is destroyed.
static NECROMORPH: Behavior = Behavior::destroyed(&[Step::target(
    TargetSpec::new(Zones::CREATURES, non_star_alliance_neighbor),
    |g, f| {
        let neighbor = f.last_target();
        if neighbor.is_some() {
            survive_fully_healed(g, f.source);
            g.destroy(neighbor);
        }
    },
)]);

/// Paradox Shield — its creature gains "Destroyed: discard as many cards
/// from the top of your deck as this creature's power; if you do, it is
/// fully healed and stays, and Paradox Shield is destroyed instead". "If
/// you do" holds when at least one card was discarded (our reading: a deck
/// shorter than the power still discards what it has).
static PARADOX_SHIELD: Behavior = Behavior {
    grants: Some(&PARADOX_SHIELD_GAINS),
    ..Behavior::VANILLA
};

/// What Paradox Shield's creature gains.
static PARADOX_SHIELD_GAINS: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let power = g.power(f.source).max(0) as usize;
    if discard_from_top(g, f.controller, power) > 0 {
        survive_fully_healed(g, f.source);
        g.destroy(f.granted_by);
    }
})]);

/// An upgrade card (out of play).
fn upgrade_card(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).kind == CardType::Upgrade
}

/// 3LL-I0T — Play/After Fight/After Reap: you may play an upgrade from your
/// discard pile onto it. Scrap: every upgrade in play is shuffled into its
/// owner's deck.
static ELLIOT: Behavior = Behavior {
    scrap: &[Step::then(|g, f| {
        let upgrades = each(g, f.controller, Zones::UPGRADES, |_| true);
        for &u in &*upgrades {
            g.shuffle_into_deck(u);
        }
    })],
    ..play_fight_reap(&[Step::target(
        TargetSpec::new(Zones::DISCARD, upgrade_card).optional(),
        |g, f| {
            g.play_upgrade_onto(f.last_target(), f.controller, f.source);
        },
    )])
};

/// Alien Horror — +7 power while its controller is haunted. After Fight:
/// each of its neighbors captures 1.
static ALIEN_HORROR: Behavior = Behavior {
    fight: &[Step::each_captures(filter::neighbor, 1)],
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me && g.is_haunted(g.card(me).controller) {
                *value += 7;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bad Chemistry — Play: stun each creature that shares a house with one
/// of its neighbors.
static BAD_CHEMISTRY: Behavior = Behavior::play(&[Step::then(|g, f| {
    let reactive = each(g, f.controller, Zones::CREATURES, |c| {
        shares_house_with_a_neighbor(g, c)
    });
    for &c in &*reactive {
        g.stun(c);
    }
})]);

/// Whether `card` needed an off-house permission: not of the active house.
fn off_house(g: &Game, card: CardRef) -> bool {
    g.active_house().is_none_or(|h| !g.belongs_to(card, h))
}

/// A non-Star Alliance creature (Corporal Bridger's permission).
fn bridger_may_use(g: &Game, card: CardRef) -> bool {
    g.is_creature_card(card) && !is_star_alliance(g, card)
}

/// Corporal Bridger — Play/After Fight/After Reap: this turn you may use
/// one non-Star Alliance creature (each time, one more such use).
static CORPORAL_BRIDGER: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHouseUse {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller && bridger_may_use(g, *card) {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        // A use from step 3 itself (an ability using a card needs no
        // permission: it is resolving on the stack).
        if let Event::Used { card, player } = ev {
            if player == e.controller
                && g.stack_depth() == 0
                && off_house(g, card)
                && bridger_may_use(g, card)
            {
                g.use_one_permission(e);
            }
        }
    }),
    lasting_hears: Events::USED,
    ..play_fight_reap(&[Step::then(|g, f| g.allow_one_more(f.source, f.controller))])
};

/// Event Horizon — Play: discard from the top of your deck until an action
/// card is discarded or the deck is empty; play that action card.
static EVENT_HORIZON: Behavior = Behavior::play(&[Step::then(|g, f| loop {
    let top = g.discard_top_of_deck(f.controller);
    if top.is_none() {
        break;
    }
    if g.def(top).kind == CardType::Action {
        g.play_from_anywhere(top, f.controller);
        break;
    }
})]);

/// Pentacorder — its creature gains "your opponent's keys cost +1 for each
/// house among your creatures" (a creature of several houses counts each).
static PENTACORDER: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = host_controller(g, me);
            if *player == mine.opponent() {
                let houses = g
                    .creatures(mine)
                    .iter()
                    .fold(0, |bits, &c| bits | houses_of(g, c));
                *value += houses.count_ones() as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Deal 1 damage to this creature" (Prototype Harness's creature).
const DAMAGE_ITSELF: Ability = &[Step::then(|g, f| {
    g.deal_damage(f.source, 1);
})];

/// Prototype Harness — its creature gets +6 power and gains "at the start
/// of your turn, deal 1 damage to this creature".
static PROTOTYPE_HARNESS: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value += 6;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if host.is_some()
            && ev
                == (Event::TurnStarted {
                    player: host_controller(g, me),
                })
        {
            g.trigger(DAMAGE_ITSELF, host, g.card(host).controller);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Staff Sergeant Rhea — while Star Alliance is the active house, its
/// neighbors may be used (they count as Star Alliance for using only).
/// Scrap: ready a friendly creature and use it.
static STAFF_SERGEANT_RHEA: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::OffHouseUse {
            player,
            card,
            value,
        } = q
        {
            if g.active_house() == Some(House::StarAlliance)
                && *player == g.card(me).controller
                && g.are_neighbors(me, *card)
            {
                *value = true;
            }
        }
    }),
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.ready(c);
                g.use_creature(c);
            }
        },
    )],
    ..Behavior::VANILLA
};

/// Com. Officer Palik — (versatile is printed: it may be used whatever the
/// active house) After Fight/After Reap: a friendly creature captures 1.
static COM_OFFICER_PALIK: Behavior = Behavior::fight_and_reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.last_target(), 1);
    },
)]);

/// Essence Entangler — its creature gets -1 power per Æmber on it (the
/// engine is told when its creature captures or is exalted, so a creature
/// brought to 0 power is destroyed; Æmber an ability merely places on it
/// counts at the next such moment or power change). Scrap: move 1 Æmber
/// from a creature to another creature.
static ESSENCE_ENTANGLER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if let Event::Captured { creature: c, .. } | Event::Exalted { card: c, .. } = ev {
            if c == host {
                g.power_may_have_changed();
            }
        }
    }),
    hears: Events::CAPTURED.and(Events::EXALTED),
    modifies: Queries::POWER,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value -= g.card(*card).amber as i32;
            }
        }
    }),
    scrap: &[
        Step::target(TargetSpec::ANY_CREATURE, keysim_engine::ability::record),
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::not_chosen),
            |g, f| {
                let (from, to) = (f.target(0), f.target(1));
                if from.is_some() && to.is_some() && g.remove_amber(from, 1) == 1 {
                    g.place_amber(to, 1);
                }
            },
        ),
    ],
    ..Behavior::VANILLA
};

/// A most powerful enemy creature (ties: the player chooses).
fn most_powerful_enemy(g: &Game, f: &Frame, c: CardRef) -> bool {
    let power = g.power(c);
    filter::enemy(g, f, c)
        && g.creatures(f.opponent())
            .iter()
            .all(|&o| g.power(o) <= power)
}

/// Lieutenant Halasta — After Reap: stun a creature. Scrap: stun the most
/// powerful enemy creature.
static LIEUTENANT_HALASTA: Behavior = Behavior {
    reap: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.stun(f.last_target())
    })],
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, most_powerful_enemy),
        |g, f| g.stun(f.last_target()),
    )],
    ..Behavior::VANILLA
};

/// "Use a friendly non-Star Alliance creature."
const USE_A_NON_STAR_ALLIANCE_CREATURE: Step = Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_non_star_alliance),
    |g, f| g.use_creature(f.last_target()),
);

/// Séance Scanner — Action: if you are haunted, use a friendly non-Star
/// Alliance creature (its enhancement icons are printed on the deck's
/// cards).
static SEANCE_SCANNER: Behavior =
    Behavior::action(&[USE_A_NON_STAR_ALLIANCE_CREATURE.only_if(haunted)]);

/// Into the Warp — Play: each player discards the top card of their deck
/// (the active player first); each creature sharing a house with either
/// discarded card is destroyed.
static INTO_THE_WARP: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut houses = 0;
    for p in [f.controller, f.opponent()] {
        let top = g.discard_top_of_deck(p);
        if top.is_some() {
            houses |= houses_of(g, top);
        }
    }
    let doomed = each(g, f.controller, Zones::CREATURES, |c| {
        houses_of(g, c) & houses != 0
    });
    for &c in &*doomed {
        g.destroy(c);
    }
})]);

/// "You may return this card from your discard pile to your hand."
const RETURN_FROM_DISCARD: Ability = &[Step::may(|g, f| g.return_to_hand(f.source))
    .only_if(|g, f| g.card(f.source).location == Location::Discard)];

/// Modular Exoskeleton — its creature gets +4 power. At the start of its
/// owner's turn, while it is in their discard pile, they may return it to
/// their hand.
static MODULAR_EXOSKELETON: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value += 4;
            }
        }
    }),
    in_discard: Some(|g, me, ev| {
        let owner = g.card(me).owner;
        if ev == (Event::TurnStarted { player: owner }) {
            g.trigger(RETURN_FROM_DISCARD, me, owner);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Perimeter Alarm — Play: use a friendly non-Star Alliance creature; then,
/// if you are haunted, archive Perimeter Alarm.
static PERIMETER_ALARM: Behavior = Behavior::play(&[
    USE_A_NON_STAR_ALLIANCE_CREATURE,
    Step::then(|g, f| g.archive(f.controller, f.source)).only_if(haunted),
]);

/// Proton Siphon — while its creature's controller is haunted, the creature
/// gains splash-attack 5.
static PROTON_SIPHON: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::SplashAttack { card, value } = q {
            if *card == g.card(me).host && g.is_haunted(host_controller(g, me)) {
                *value += 5;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Quartermaster "Botty" — Play/After Fight/After Reap: if you are haunted,
/// capture 2.
static QUARTERMASTER_BOTTY: Behavior = play_fight_reap(&[Step::capture(2).only_if(haunted)]);

/// Retrotechnician Le — enters play ready while its controller is haunted.
/// After Reap: you may play a creature from your discard pile.
static RETROTECHNICIAN_LE: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::new(Zones::DISCARD, filter::creature_card).optional(),
        |g, f| {
            g.play_from_anywhere(f.last_target(), f.controller);
        },
    )],
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me && g.is_haunted(g.card(me).controller) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Strength from Diversity — Play: each friendly non-Star Alliance creature
/// captures 1 (its enhancement icons are printed on the deck's cards).
static STRENGTH_FROM_DIVERSITY: Behavior =
    Behavior::play(&[Step::each_captures(friendly_non_star_alliance, 1)]);

/// Triangulator Newsome — (deploy is printed) After Reap: if you are
/// haunted, all the Æmber on its neighbors goes to your pool.
static TRIANGULATOR_NEWSOME: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let neighbors: Vec<CardRef> = g.neighbors(f.source).collect();
    for n in neighbors {
        let amber = g.card(n).amber as u32;
        g.take_amber_from(n, f.controller, amber);
    }
})
.only_if(haunted)]);

/// Unprepared — Play: choose a house; stun each creature of that house.
static UNPREPARED: Behavior = Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
    let Some(house) = f.house else {
        return;
    };
    let caught = each(g, f.controller, Zones::CREATURES, |c| {
        g.belongs_to(c, house)
    });
    for &c in &*caught {
        g.stun(c);
    }
})]);

/// Encounter Golem — (hazardous 3 is printed) after you play an action
/// card, that card goes to the bottom of your deck from your discard pile.
/// Destroyed: if you are haunted, archive it. The "after you play" moment
/// comes before the card's "Play:" and before it reaches the discard pile
/// (FAQ, Encounter Suit): our reading is that the card then goes to the
/// bottom of its owner's deck as it would be put into the discard pile
/// (none if it went elsewhere, purged or archived), even if the Golem has
/// left play meanwhile.
static ENCOUNTER_GOLEM: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| g.archive(f.controller, f.source)).only_if(haunted)],
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller && g.def(card).kind == CardType::Action {
                g.add_lasting_with(me, player, Expiry::EndOfTurn, CardRef::NONE, card.0);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    lasting_event: Some(|g, e, ev| {
        // Once the action card has left the play area (resolved, purged,
        // archived), the effect has nothing left to do.
        if matches!(ev, Event::CardPlayed { .. })
            && g.card(CardRef(e.value)).location != Location::Limbo
        {
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
            if card.0 == e.value {
                *to = Location::Deck;
            }
        }
    }),
    ..Behavior::VANILLA
};
