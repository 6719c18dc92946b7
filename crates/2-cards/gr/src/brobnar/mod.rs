//! Brobnar, Grim Reminders.

use keysim_engine::ability::{
    filter, Ability, Behavior, Frame, Queries, Query, Reach, Step, TargetSpec,
};
use keysim_engine::select::each;
use keysim_engine::{
    control, CardRef, Event, Events, Expiry, Flank, Game, GameAction, Location, Player, Zones,
};
use keysim_facts::{traits, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "beanstalk" => &BEANSTALK,
        "brawling-grounds" => &BRAWLING_GROUNDS,
        "curse-of-cowardice" => &CURSE_OF_COWARDICE,
        "final-refrain" => &FINAL_REFRAIN,
        "countryside-crusher" => &COUNTRYSIDE_CRUSHER,
        "fling" => &FLING,
        "returning-champion" => &RETURNING_CHAMPION,
        "rorag-screamer" => &RORAG_SCREAMER,
        "awakened-titan" => &AWAKENED_TITAN,
        "bonecrusher" => &BONECRUSHER,
        "concussive-transfer" => &CONCUSSIVE_TRANSFER,
        "fight-to-the-end" => &FIGHT_TO_THE_END,
        "lifting-buddy" => &LIFTING_BUDDY,
        "plummet" => &PLUMMET,
        "raider-of-the-peaks" => &RAIDER_OF_THE_PEAKS,
        "rickety-cybergiant" => &RICKETY_CYBERGIANT,
        "blunderbore" => &BLUNDERBORE,
        "cacophonous-riot" => &CACOPHONOUS_RIOT,
        "down-to-size" => &DOWN_TO_SIZE,
        "fiery-jark" => &FIERY_JARK,
        "heavyweight-morik" => &HEAVYWEIGHT_MORIK,
        "lash-out" => &LASH_OUT,
        "memorialize-the-fallen" => &MEMORIALIZE_THE_FALLEN,
        "mournful-barn-burner" => &MOURNFUL_BARN_BURNER,
        "ornar-skullface" => &ORNAR_SKULLFACE,
        "recklessness" => &RECKLESSNESS,
        "soul-bomb" => &SOUL_BOMB,
        "thunderdell" => &THUNDERDELL,
        "phantom-drummernaut" => &PHANTOM_DRUMMERNAUT,
        "spectral-ruth" => &SPECTRAL_RUTH,
        _ => return None,
    })
}

/// Whether the ability's controller is haunted.
fn haunted(g: &Game, f: &Frame) -> bool {
    g.is_haunted(f.controller)
}

/// "Destroyed: if you are haunted, archive this creature" (the Specters
/// of Grim Reminders): checked as the ability resolves, while the
/// creature is still in play, so it is not yet in the discard pile.
pub(crate) const ARCHIVED_IF_HAUNTED: Ability = &[ARCHIVE_IF_HAUNTED];

/// The step of [`ARCHIVED_IF_HAUNTED`], for a "Destroyed:" ability that
/// does something else first (Duma the Returned).
pub(crate) const ARCHIVE_IF_HAUNTED: Step =
    Step::then(|g, f| g.archive(f.controller, f.source)).only_if(haunted);

/// Beanstalk — friendly Giant creatures enter play ready. Action: take a
/// Giant creature card from your deck or discard pile into your hand,
/// shown to the opponent; the deck is shuffled after the search.
static BEANSTALK: Behavior = Behavior {
    action: &[
        Step::target(
            TargetSpec::new(Zones::DECK.and(Zones::DISCARD), |g, _, c| {
                g.is_creature_card(c) && g.def(c).has_trait(traits::GIANT)
            }),
            |g, f| {
                let c = f.target(0);
                if c.is_some() {
                    g.return_to_hand(c);
                    g.reveal(c, f.opponent());
                }
            },
        ),
        Step::then(|g, f| g.shuffle_deck(f.controller)),
    ],
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if g.card(*card).controller == g.card(me).controller
                && g.is_creature_card(*card)
                && g.has_trait(*card, traits::GIANT)
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Brawling Grounds — Omni: for the rest of the turn, each time a
/// creature is destroyed in a fight, the player who controlled it
/// discards a random card from their hand (each use adds one more such
/// effect).
static BRAWLING_GROUNDS: Behavior = Behavior {
    omni: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, _, ev| {
        if let Event::Destroyed {
            controller,
            fighting,
            ..
        } = ev
        {
            if fighting.is_some() {
                g.discard_random(controller);
            }
        }
    }),
    lasting_hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Curse of Cowardice — treachery (printed: it enters play under the
/// opponent's control). At the end of its controller's turn: if no
/// creature was used to fight that turn, they lose 2; then, if they
/// control no creature, it is destroyed.
static CURSE_OF_COWARDICE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            if g.turn_history().fights == 0 {
                g.lose(mine, 2);
            }
            if g.creatures(mine).is_empty() {
                g.destroy(me);
            }
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Countryside Crusher — After Fight: if the opponent is haunted, you may
/// ready a neighbor of it and fight with that creature. Scrap: ready and
/// fight with a least powerful friendly creature (ties: its player
/// chooses).
static COUNTRYSIDE_CRUSHER: Behavior = Behavior {
    fight: &[
        Step::ready_and_fight(TargetSpec::new(Zones::CREATURES, filter::neighbor).optional())
            .only_if(|g, f| g.is_haunted(f.opponent())),
    ],
    scrap: &[Step::ready_and_fight(TargetSpec::new(
        Zones::CREATURES,
        |g, f, c| {
            filter::friendly(g, f, c)
                && g.creatures(f.controller)
                    .iter()
                    .all(|&o| g.power(o) >= g.power(c))
        },
    ))],
    ..Behavior::VANILLA
};

/// Final Refrain — Play: every creature card of your discard pile enters
/// play ready, one at a time from the top of the pile (our reading: the
/// pile's order, each one's flank chosen by you); then you fight with
/// each of them that can fight, one at a time in the order you choose;
/// then each of them still in play is destroyed, all together.
static FINAL_REFRAIN: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        while g.creatures(f.controller).is_empty() {
            let Some(c) = next_refrain(g, f) else {
                break;
            };
            refrain_enters(g, f, c, Flank::Right);
        }
    }),
    Step::choose_one(control::FLANKS, |g, f| {
        if let Some(c) = next_refrain(g, f) {
            let flank = if f.option == 0 {
                Flank::Left
            } else {
                Flank::Right
            };
            refrain_enters(g, f, c, flank);
        }
        f.repeat = next_refrain(g, f).is_some();
    })
    .only_if(|g, f| next_refrain(g, f).is_some()),
    Step::target(
        TargetSpec::new(Zones::CREATURES, may_refrain_fight),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            g.fight_with(c);
            // A creature the fight left ready could not fight after all:
            // asking again would loop.
            let used = !g.in_battleline(c) || g.card(c).is_exhausted();
            f.repeat = used
                && g.creatures(f.controller)
                    .iter()
                    .any(|&o| may_refrain_fight(g, f, o));
        },
    ),
    Step::then(|g, f| {
        let entered: Vec<CardRef> = f.picked.iter().filter(|&c| g.in_battleline(c)).collect();
        for c in entered {
            g.destroy(c);
        }
    }),
]);

/// The top creature card of the controller's discard pile that Final
/// Refrain has not put into play yet.
fn next_refrain(g: &Game, f: &Frame) -> Option<CardRef> {
    g.player(f.controller)
        .discard
        .iter()
        .rev()
        .find(|&c| g.is_creature_card(c) && !f.picked.contains(c))
}

/// Puts a creature card of Final Refrain into play ready, and remembers
/// it (a card that cannot enter, half of a gigantic creature, is
/// remembered too, so that it is not offered again).
fn refrain_enters(g: &mut Game, f: &mut Frame, c: CardRef, flank: Flank) {
    f.push_target(c);
    if g.put_into_play(c, f.controller, flank) {
        g.ready(c);
    }
}

/// A creature Final Refrain put into play that can still be used to
/// fight now.
fn may_refrain_fight(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.picked.contains(c)
        && g.in_battleline(c)
        && g.card(c).controller == f.controller
        && !g.card(c).is_exhausted()
        && g.may_use(c)
        && (g.card(c).is_stunned() || g.can_fight(c))
}

/// Fling — Play: destroy a friendly creature; if it is destroyed, deal
/// damage equal to its power (as it was when destroyed) to an enemy
/// creature, with 3 splash.
static FLING: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                f.count = g.power(c).clamp(0, u8::MAX as i32) as u8;
                g.destroy(c);
            }
        },
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.deal_damage_with_splash(f.last_target(), f.count as u32, 3);
    })
    .only_if(|g, f| g.was_destroyed(f.target(0))),
]);

/// Returning Champion — Play: 3 damage to itself. After Fight: if you are
/// haunted, all the damage on it is moved (placed, not dealt) onto
/// another creature.
static RETURNING_CHAMPION: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.deal_damage(f.source, 3);
    })],
    fight: &[Step::target(
        TargetSpec::new(Zones::CREATURES, |_, f, c| c != f.source),
        |g, f| {
            let to = f.target(0);
            if to.is_some() {
                let moved = g.remove_damage(f.source, u32::MAX);
                g.assign_damage(to, moved);
                g.place_assigned_damage();
            }
        },
    )
    .only_if(haunted)],
    ..Behavior::VANILLA
};

/// Rorag Screamer — After Fight: it readies. Scrap: for the rest of the
/// turn, a creature has no elusive and 0 armor.
static RORAG_SCREAMER: Behavior = Behavior {
    fight: &[Step::then(|g, f| g.ready(f.source))],
    scrap: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
        }
    })],
    lasting_modifies: Queries::KEYWORDS.and(Queries::ARMOR),
    lasting_modify: Some(|_, e, q| match q {
        Query::Keywords { card, value } if *card == e.subject => {
            *value = value.without(Keywords::ELUSIVE);
        }
        Query::Armor { card, value } if *card == e.subject => *value = 0,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Awakened Titan — taunt is printed; it cannot be readied, by any
/// effect or by step 4, unless its controller is haunted.
static AWAKENED_TITAN: Behavior = Behavior {
    modifies: Queries::READYING,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Ready { card },
        } = *q
        {
            if card == me && !g.is_haunted(g.card(me).controller) {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// What Bonecrusher gives its creature: "Action: destroy a creature".
static DESTROY_A_CREATURE_ACTION: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.destroy(f.target(0))
    })]);

/// Bonecrusher — its creature gains "Action: destroy a creature".
static BONECRUSHER: Behavior = Behavior {
    grants: Some(&DESTROY_A_CREATURE_ACTION),
    ..Behavior::VANILLA
};

/// Concussive Transfer — Play: 3 damage to a creature; then all the
/// damage on every creature is taken off and put back, one point at a
/// time, on creatures its player chooses (placed, not dealt: no armor, and
/// a creature may be given more than its power).
static CONCUSSIVE_TRANSFER: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 3),
    Step::then(|g, f| {
        let damaged = each(g, f.controller, Zones::CREATURES, |c| g.card(c).damage > 0);
        let mut total = 0;
        for &c in &*damaged {
            total += g.remove_damage(c, u32::MAX);
        }
        f.count = total.min(u8::MAX as u32) as u8;
    }),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        g.assign_damage(f.last_target(), 1)
    }),
    Step::then(|g, _| g.place_assigned_damage()),
]);

/// Fight to the End — Play: choose a friendly creature; if you are
/// haunted it gains skirmish for the rest of the turn; ready it and fight
/// with it.
static FIGHT_TO_THE_END: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.target(0);
            if c.is_none() {
                return;
            }
            if g.is_haunted(f.controller) {
                g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
            }
            g.ready_and_fight(c);
        },
    )],
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

/// Lifting Buddy's ability: two +1 power counters on itself and two on
/// another friendly creature.
const LIFT: Ability = &[
    Step::then(|g, f| g.add_power_counters(f.source, 2)),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            c != f.source && filter::friendly(g, f, c)
        }),
        |g, f| g.add_power_counters(f.target(0), 2),
    ),
];

/// Lifting Buddy — Play/After Fight/After Reap: two +1 power counters on
/// itself and two on another friendly creature.
static LIFTING_BUDDY: Behavior = Behavior {
    play: LIFT,
    fight: LIFT,
    reap: LIFT,
    ..Behavior::VANILLA
};

/// Plummet — Play: discard your hand; 1 damage to each creature per card
/// that went to the discard pile.
static PLUMMET: Behavior = Behavior::play(&[Step::then(|g, f| {
    let hand = g.player(f.controller).hand;
    let mut discarded = 0;
    for c in hand.iter() {
        g.discard_from_hand(c);
        if g.card(c).location == Location::Discard {
            discarded += 1;
        }
    }
    if discarded > 0 {
        let all: Vec<CardRef> = g.all_creatures().collect();
        g.deal_damage_each(&all, discarded);
    }
})]);

/// Raider of the Peaks — at the start of its controller's turn, each
/// player controlling a most powerful creature discards the top card of
/// their deck (our reading of a tie: both players discard).
static RAIDER_OF_THE_PEAKS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if ev
            == (Event::TurnStarted {
                player: g.card(me).controller,
            })
        {
            let Some(top) = g.all_creatures().map(|c| g.power(c)).max() else {
                return;
            };
            for p in [Player::A, Player::B] {
                if g.creatures(p).iter().any(|&c| g.power(c) == top) {
                    g.discard_top_of_deck(p);
                }
            }
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Rickety Cybergiant — After Fight: 1 damage to itself.
static RICKETY_CYBERGIANT: Behavior = Behavior::fight(&[Step::then(|g, f| {
    g.deal_damage(f.source, 1);
})]);

/// Blunderbore — After Fight: the opponent loses 2 if you are haunted,
/// otherwise 1.
static BLUNDERBORE: Behavior = Behavior::fight(&[Step::then(|g, f| {
    let n = if g.is_haunted(f.controller) { 2 } else { 1 };
    g.lose(f.opponent(), n);
})]);

/// Cacophonous Riot — Play: ready and enrage a creature and each of its
/// neighbors.
static CACOPHONOUS_RIOT: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_none() {
            return;
        }
        let mut rioters: Vec<CardRef> = g.neighbors(c).collect();
        rioters.insert(0, c);
        for r in rioters {
            g.ready(r);
            g.enrage(r);
        }
    })]);

/// Down To Size — Play: until the end of the turn, an enemy creature
/// counts as having 1 power and 0 armor, whatever else changes them.
static DOWN_TO_SIZE: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
            }
        },
    )],
    lasting_modifies: Queries::POWER.and(Queries::ARMOR),
    lasting_modify: Some(|_, e, q| match q {
        Query::Power { card, value } if *card == e.subject => *value = 1,
        Query::Armor { card, value } if *card == e.subject => *value = 0,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// One round of Fiery Jark's play effect: an enemy creature and a
/// friendly creature (Fiery Jark itself may be chosen) destroyed
/// together; then, if both sides still have a creature, its player may
/// resolve another round.
const FIERY_JARK_ROUND: Ability = &[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), record),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.destroy(f.target(0));
            g.destroy(f.target(1));
        },
    ),
    // Another round in this stack entry (Frame::again), not nested: a
    // round per creature pair could outgrow the resolution stack.
    Step::may(|_, f| f.again = f.again.saturating_add(1)).only_if(|g, f| {
        !g.creatures(f.controller).is_empty() && !g.creatures(f.opponent()).is_empty()
    }),
];

/// A target step that only records its choice.
fn record(_: &mut Game, _: &mut Frame) {}

/// Fiery Jark — Play: destroy an enemy creature and a friendly creature,
/// as many times as its player likes while both can be chosen (as much
/// as possible the first time).
static FIERY_JARK: Behavior = Behavior::play(FIERY_JARK_ROUND);

/// Heavyweight Morik — splash-attack 2 is printed. Scrap: 2 damage to a
/// friendly creature and 2 to an enemy creature, dealt together.
static HEAVYWEIGHT_MORIK: Behavior = Behavior {
    scrap: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| g.assign_damage(f.target(0), 2),
        ),
        Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
            g.assign_damage(f.target(1), 2)
        }),
        Step::then(|g, _| g.deal_assigned_damage()),
    ],
    ..Behavior::VANILLA
};

/// Lash Out — Play: 3 damage to a creature, with 3 splash if you are
/// haunted.
static LASH_OUT: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let splash = if g.is_haunted(f.controller) { 3 } else { 0 };
    g.deal_damage_with_splash(f.target(0), 3, splash);
})]);

/// Memorialize the Fallen — Play: each player loses 1 Æmber per creature
/// card in their own discard pile.
static MEMORIALIZE_THE_FALLEN: Behavior = Behavior::play(&[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        let fallen = g
            .player(p)
            .discard
            .iter()
            .filter(|&c| g.is_creature_card(c))
            .count();
        g.lose(p, fallen as u32);
    }
})]);

/// Mournful Barn-Burner — After Fight: its player chooses a player, who
/// discards the top 2 cards of their deck. Scrap: each player discards
/// the top card of their deck.
static MOURNFUL_BARN_BURNER: Behavior = Behavior {
    fight: &[Step::choose_one(
        &["your deck", "your opponent's deck"],
        |g, f| {
            let p = if f.option == 0 {
                f.controller
            } else {
                f.opponent()
            };
            for _ in 0..2 {
                g.discard_top_of_deck(p);
            }
        },
    )],
    scrap: &[Step::then(|g, f| {
        for p in [f.controller, f.opponent()] {
            g.discard_top_of_deck(p);
        }
    })],
    ..Behavior::VANILLA
};

/// Ornar Skullface — assault 3 is printed. Scrap: 3 damage to a creature.
static ORNAR_SKULLFACE: Behavior = Behavior {
    scrap: &[Step::deal_damage(TargetSpec::ANY_CREATURE, 3)],
    ..Behavior::VANILLA
};

/// Recklessness — Play: each player discards 3 random cards from their
/// hand, then each draws 3 (enhance icons are printed on the deck's cards).
static RECKLESSNESS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let players = [f.controller, f.opponent()];
    for p in players {
        for _ in 0..3 {
            g.discard_random(p);
        }
    }
    for p in players {
        g.draw(p, 3);
    }
})]);

/// Soul Bomb — Omni: if you are haunted, 4 damage to each creature; then
/// destroy Soul Bomb either way.
static SOUL_BOMB: Behavior = Behavior::omni(&[
    Step::then(|g, _| {
        let all: Vec<CardRef> = g.all_creatures().collect();
        g.deal_damage_each(&all, 4);
    })
    .only_if(haunted),
    Step::sacrifice(),
]);

/// Thunderdell — splash-attack 5 while its controller is haunted.
static THUNDERDELL: Behavior = Behavior {
    modifies: Queries::RARE,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::SplashAttack { card, value } = q {
            if *card == me && g.is_haunted(g.card(me).controller) {
                *value += 5;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Phantom Drummernaut's Play/After Fight: a creature card from your
/// discard pile to your hand.
const CREATURE_FROM_DISCARD_TO_HAND: Ability = &[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::creature_card),
    |g, f| g.return_to_hand(f.target(0)),
)];

/// Phantom Drummernaut — Play/After Fight: return a creature card from
/// your discard pile to your hand. Destroyed: archive it if you are
/// haunted.
static PHANTOM_DRUMMERNAUT: Behavior = Behavior {
    play: CREATURE_FROM_DISCARD_TO_HAND,
    fight: CREATURE_FROM_DISCARD_TO_HAND,
    destroyed: ARCHIVED_IF_HAUNTED,
    ..Behavior::VANILLA
};

/// Spectral Ruth — Play: if you forged a key this turn, archive every
/// card of your discard pile. Destroyed: archive it if you are haunted.
static SPECTRAL_RUTH: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let pile = g.player(f.controller).discard;
        for c in pile.iter() {
            g.archive(f.controller, c);
        }
    })
    .only_if(|g, f| g.player(f.controller).keys_forged_last_turn > 0)],
    destroyed: ARCHIVED_IF_HAUNTED,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
