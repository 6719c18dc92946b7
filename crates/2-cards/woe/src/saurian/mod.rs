//! Saurian, Winds of Exchange.

use keysim_engine::ability::{
    filter, Ability, Behavior, CardSlot, Chooser, Expiry, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::control;
use keysim_engine::key_cost;
use keysim_engine::outposts;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Events, Flank, Frame, Game, LastingEffect, Player, Query, Zones,
};
use keysim_facts::House;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "aedile-tullia" => &AEDILE_TULLIA,
        "aristotlmimus" => &ARISTOTLMIMUS,
        "conscription" => &CONSCRIPTION,
        "edict-of-nerotaurus" => &EDICT_OF_NEROTAURUS,
        "election" => &ELECTION,
        "magistrate-crispus" => &MAGISTRATE_CRISPUS,
        "platopelta" => &PLATOPELTA,
        "rampaging-brutodon" => &RAMPAGING_BRUTODON,
        "socraterosaurus" => &SOCRATEROSAURUS,
        "tectonic-shift" => &TECTONIC_SHIFT,
        "training-costs" => &TRAINING_COSTS,
        "æmbrosia-outpost" => &AEMBROSIA_OUTPOST,
        "chaosodon" => &CHAOSODON,
        "hoplite-s-dory" => &HOPLITE_S_DORY,
        "imperator-drusilla" => &IMPERATOR_DRUSILLA,
        "inspiring-oration" => &INSPIRING_ORATION,
        "pax-sauriana" => &PAX_SAURIANA,
        "phalanx-leader" => &PHALANX_LEADER,
        "aquilia-lone-hero" => &AQUILIA_LONE_HERO,
        "arm-the-plebeians" => &ARM_THE_PLEBEIANS,
        "ballistego" => &BALLISTEGO,
        "chancellor-dexterus" => &CHANCELLOR_DEXTERUS,
        "epic-poem" => &EPIC_POEM,
        // Enhance is deck building: its icons are printed on other cards.
        "grammaticus-thrax" => &Behavior::VANILLA,
        "legionary-trainer" => &LEGIONARY_TRAINER,
        "longusaur-lector" => &LONGUSAUR_LECTOR,
        "pale-into-insignificance" => &PALE_INTO_INSIGNIFICANCE,
        "praetor-marius" => &PRAETOR_MARIUS,
        "recruit" => &RECRUIT,
        "symposium" => &SYMPOSIUM,
        "bellatoran-warrior" => &Behavior::VANILLA,
        "scholar" => &SCHOLAR,
        "senator" => &SENATOR,
        "trooper" => &TROOPER,
        _ => return None,
    })
}

/// Whether the "if you do" of the step before held.
fn did(_: &Game, f: &Frame) -> bool {
    f.done
}

/// How many more creatures `p`'s opponent controls than `p` (0 if not
/// more).
fn creatures_behind(g: &Game, p: Player) -> usize {
    g.creatures(p.opponent())
        .len()
        .saturating_sub(g.creatures(p).len())
}

/// Whether the opponent of the controller of `c` has more creatures than
/// that controller.
fn outnumbered(g: &Game, c: CardRef) -> bool {
    creatures_behind(g, g.card(c).controller) > 0
}

/// "You may exalt this creature": on yes, the ability's source is exalted,
/// and [`Frame::done`] tells the "if you do" steps after it that it was.
const MAY_EXALT_ITSELF: Step = Step::may(|g, f| {
    f.done = g.in_battleline(f.source);
    g.exalt(f.source);
});

/// "Exalt a friendly creature", remembering it as the ability's target.
const EXALT_A_FRIENDLY_CREATURE: Step = Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| g.exalt(f.last_target()),
);

/// The Æmber on the ability's first target, if it is still in play.
fn amber_on_target(g: &Game, f: &Frame) -> u8 {
    let c = f.target(0);
    if g.in_battleline(c) {
        g.card(c).amber
    } else {
        0
    }
}

/// How many creatures exhausted now stand to the left of creature `c` in
/// its controller's battleline.
fn exhausted_to_the_left(g: &Game, c: CardRef) -> usize {
    let Some(i) = g.battleline_index(c) else {
        return 0;
    };
    g.creatures(g.card(c).controller)[..i]
        .iter()
        .filter(|&&o| g.card(o).is_exhausted())
        .count()
}

/// "Gains splash-attack `N`" while `condition` holds for the creature.
fn gains_splash_attack<const N: u32>(
    g: &Game,
    me: CardRef,
    q: &mut Query,
    condition: fn(&Game, CardRef) -> bool,
) {
    if let Query::SplashAttack { card, value } = q {
        if *card == me && condition(g, me) {
            *value += N;
        }
    }
}

/// "Make a token creature", queued by a reaction.
const MAKE_A_TOKEN: Ability = &[Step::make_tokens(1)];

/// Aedile Tullia — each time its controller exalts a friendly creature
/// that is not a token creature, they make a token creature.
static AEDILE_TULLIA: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Exalted { card, by } = ev {
            let mine = g.card(me).controller;
            if by == mine && g.card(card).controller == mine && !g.is_token(card) {
                g.trigger(MAKE_A_TOKEN, me, mine);
            }
        }
    }),
    hears: Events::EXALTED,
    ..Behavior::VANILLA
};

/// Recruit — Play: make a token creature; if you exalted a friendly
/// creature this turn, archive Recruit.
static RECRUIT: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| g.archive(f.controller, f.source))
        .only_if(|g, f| g.turn_history().friendly_exalted[f.controller.index()] > 0),
]);

/// Whether the ability's source has a wisdom counter.
fn wise(g: &Game, f: &Frame) -> bool {
    g.counters(f.source) > 0
}

/// Whether the ability's source has no wisdom counter.
fn not_wise(g: &Game, f: &Frame) -> bool {
    !wise(g, f)
}

/// "You may put a wisdom counter on ..." a creature in play that `title`
/// selects.
const fn may_put_wisdom_on(title: fn(&Game, &Frame, CardRef) -> bool) -> Step {
    Step::target(
        TargetSpec::new(Zones::CREATURES, title).optional(),
        |g, f| {
            g.add_counters(f.last_target(), 1);
        },
    )
}

/// A creature titled Platopelta.
fn platopelta(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).slug == "platopelta"
}

/// A creature titled Aristotlmimus.
fn aristotlmimus(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).slug == "aristotlmimus"
}

/// "Archive 1 card" (from your hand).
const ARCHIVE_A_CARD: Step = Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
    g.archive(f.controller, f.last_target())
});

/// Plays the chosen card of your archives, if it can be played.
fn play_chosen(g: &mut Game, f: &mut Frame) {
    g.play_from_anywhere(f.last_target(), f.controller);
}

/// Socraterosaurus — After Reap: draw 1; you may put a wisdom counter on a
/// Platopelta.
static SOCRATEROSAURUS: Behavior = Behavior::reap(&[Step::draw(1), may_put_wisdom_on(platopelta)]);

/// Platopelta — After Reap: with a wisdom counter, draw 1, archive a card
/// and you may put a wisdom counter on an Aristotlmimus; without one,
/// archive a card.
static PLATOPELTA: Behavior = Behavior::reap(&[
    Step::then(|g, f| f.done = wise(g, f)),
    Step::draw(1).only_if(did),
    ARCHIVE_A_CARD,
    may_put_wisdom_on(aristotlmimus).only_if(did),
]);

/// Aristotlmimus — After Reap: with a wisdom counter, draw 1, archive a
/// card and play a card from your archives; without one, you may play a
/// card from your archives.
static ARISTOTLMIMUS: Behavior = Behavior::reap(&[
    Step::draw(1).only_if(wise),
    ARCHIVE_A_CARD.only_if(wise),
    Step::target(TargetSpec::new(Zones::ARCHIVES, filter::any), play_chosen).only_if(wise),
    Step::target(
        TargetSpec::new(Zones::ARCHIVES, filter::any).optional(),
        play_chosen,
    )
    .only_if(not_wise),
]);

/// Edict of Nerotaurus's restrictions, in [`LastingEffect::value`]: the
/// next creature used this turn cannot reap, or cannot fight.
const NEXT_CANNOT_REAP: u8 = 0;
const NEXT_CANNOT_FIGHT: u8 = 1;

/// Edict of Nerotaurus — after a creature reaps, the next creature used
/// that turn cannot reap; after a creature fights, the next one used that
/// turn cannot fight.
static EDICT_OF_NEROTAURUS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let restriction = match ev {
            Event::Reaped { .. } => NEXT_CANNOT_REAP,
            Event::Fought { .. } => NEXT_CANNOT_FIGHT,
            _ => return,
        };
        let mine = g.card(me).controller;
        g.add_lasting_with(me, mine, Expiry::EndOfTurn, CardRef::NONE, restriction);
    }),
    hears: Events::REAPED.and(Events::FOUGHT),
    lasting_event: Some(|g, e, ev| {
        if let Event::Used { card, .. } = ev {
            if g.in_battleline(card) {
                g.end_lasting(e);
            }
        }
    }),
    lasting_hears: Events::USED,
    lasting_modifies: Queries::COMBAT.and(Queries::PERMISSIONS),
    lasting_modify: Some(|_, e, q| match q {
        Query::CanReap { value, .. } if e.value == NEXT_CANNOT_REAP => *value = false,
        Query::CanFight { value, .. } if e.value == NEXT_CANNOT_FIGHT => *value = false,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Election's counters, kept in one count: a Yea counter is 1, a Nay
/// counter [`NAY`] (at most 6 of each stay on it).
const NAY: u32 = 16;

/// The vote Election gives each creature: After Reap, its controller puts
/// a Yea or a Nay counter on Election; at 6 Yea, Election and each
/// creature are destroyed; at 6 Nay, each artifact is.
static VOTE: Behavior = Behavior::reap(&[Step::choose_one(
    &[
        "put a Yea counter on Election",
        "put a Nay counter on Election",
    ],
    |g, f| {
        let election = f.granted_by;
        let vote = if f.option == 0 { 1 } else { NAY };
        let counters = g.add_counters(election, vote);
        if counters == 0 {
            return;
        }
        if counters % NAY >= 6 {
            g.destroy(election);
            for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
                g.destroy(c);
            }
        } else if counters / NAY >= 6 {
            for &c in &*each(g, f.controller, Zones::ARTIFACTS, |_| true) {
                g.destroy(c);
            }
        }
    },
)]);

/// Election — each creature gains "After Reap: put a Yea or a Nay counter
/// on Election"; 6 Yea destroy it and each creature, 6 Nay each artifact.
static ELECTION: Behavior = Behavior {
    grants: Some(&VOTE),
    grants_to: Some(|g, _, c| g.in_battleline(c)),
    ..Behavior::VANILLA
};

/// A creature the ability's subject names goes back to its owner, who
/// chooses its flank.
const RETURN_SUBJECT_TO_OWNER: Ability = &[
    Step::then(control::return_subject_if_no_choice),
    Step::choose_one(control::FLANKS, control::return_subject_on_chosen_flank)
        .chosen_by(Chooser::OwnerOf(CardSlot::Subject))
        .only_if(control::return_flank_choice_needed),
];

/// Magistrate Crispus — at the end of its controller's turn, each player
/// takes control of each creature and artifact they own (each owner
/// choosing the flank of each creature).
static MAGISTRATE_CRISPUS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev != (Event::TurnEnded { player: mine }) {
            return;
        }
        let strays = each(g, mine, Zones::IN_PLAY, |c| {
            g.card(c).owner != g.card(c).controller
        });
        for &c in strays.iter() {
            if g.in_battleline(c) {
                g.trigger_about(RETURN_SUBJECT_TO_OWNER, me, mine, c);
            } else {
                g.take_control(c, g.card(c).owner, Flank::Right);
            }
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Tectonic Shift's choices for the battleline of side `I` (0 yours, 1
/// your opponent's): the player whose battleline it is.
fn side<const I: usize>(f: &Frame) -> Player {
    if I == 0 {
        f.controller
    } else {
        f.opponent()
    }
}

/// Starts side `I`'s division with its left half the smaller one.
fn halve<const I: usize>(g: &mut Game, f: &mut Frame) {
    f.tally[I] = (g.creatures(side::<I>(f)).len() / 2) as u8;
}

/// Whether side `I`'s battleline has a middle creature to place.
fn has_middle<const I: usize>(g: &Game, f: &Frame) -> bool {
    g.creatures(side::<I>(f)).len() % 2 == 1
}

/// Whether side `I` has creatures to divide.
fn has_creatures<const I: usize>(g: &Game, f: &Frame) -> bool {
    !g.creatures(side::<I>(f)).is_empty()
}

/// The middle creature of side `I` joins the left half (option 0) or the
/// right one.
fn place_middle<const I: usize>(_: &mut Game, f: &mut Frame) {
    if f.option == 0 {
        f.tally[I] += 1;
    }
}

/// Marks the right half of side `I` (option 1) as the one destroyed.
const RIGHT_HALF: u8 = 0x80;

fn choose_half<const I: usize>(_: &mut Game, f: &mut Frame) {
    if f.option == 1 {
        f.tally[I] |= RIGHT_HALF;
    }
}

/// The options of Tectonic Shift's choices.
const MIDDLE: &[&str] = &[
    "the middle creature is in the left half",
    "the middle creature is in the right half",
];
const HALVES: &[&str] = &["destroy the left half", "destroy the right half"];

/// Tectonic Shift — Play: each battleline is divided into two halves as
/// even as they can be, in order; the player who played it chooses, for
/// each battleline, where an odd middle creature goes and which half is
/// destroyed; all of them are destroyed at once.
static TECTONIC_SHIFT: Behavior = Behavior::play(&[
    Step::then(halve::<0>),
    Step::then(halve::<1>),
    Step::choose_one(MIDDLE, place_middle::<0>).only_if(has_middle::<0>),
    Step::choose_one(HALVES, choose_half::<0>).only_if(has_creatures::<0>),
    Step::choose_one(MIDDLE, place_middle::<1>).only_if(has_middle::<1>),
    Step::choose_one(HALVES, choose_half::<1>).only_if(has_creatures::<1>),
    Step::then(|g, f| {
        let mut doomed = Vec::new();
        for (i, p) in [f.controller, f.opponent()].into_iter().enumerate() {
            let line = g.creatures(p);
            let left = (f.tally[i] & !RIGHT_HALF) as usize;
            let half = if f.tally[i] & RIGHT_HALF != 0 {
                &line[left.min(line.len())..]
            } else {
                &line[..left.min(line.len())]
            };
            doomed.extend_from_slice(half);
        }
        for c in doomed {
            g.destroy(c);
        }
    }),
]);

/// Training Costs — only a card's ability may discard it from hand; Play:
/// its player loses 2 Æmber, and unless all 2 were lost (the rulebook's
/// "if you do": completely), the card is shuffled into their deck instead
/// of going to the discard pile.
static TRAINING_COSTS: Behavior = Behavior {
    play: &[
        Step::then(|g, f| f.done = g.lose(f.controller, 2) == 2),
        Step::then(|g, f| g.shuffle_into_deck(f.source)).only_if(|_, f| !f.done),
    ],
    discarded_only_by_abilities: true,
    ..Behavior::VANILLA
};

/// Rampaging Brutodon — each use costs destroying another friendly
/// creature (it cannot be used without one); Play: make a token creature.
static RAMPAGING_BRUTODON: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    to_use: &[Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && c != f.source
        }),
        |g, f| g.destroy(f.last_target()),
    )],
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanUse { card, value, .. } = q {
            if *card == me && g.creatures(g.card(me).controller).len() < 2 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Conscription — Play: one token creature for each enemy creature beyond
/// the number of friendly creatures.
static CONSCRIPTION: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = creatures_behind(g, f.controller).min(255) as u8),
    Step::make_tokens_per_count(),
]);

/// Æmbrosia Outpost — Action: a friendly creature goes to the bottom of its
/// owner's deck; if it does, 1 Æmber moves from a friendly creature to
/// your pool (any friendly creature may be chosen, with Æmber or not).
static AEMBROSIA_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.take_amber_from(f.last_target(), f.controller, 1);
        },
    )
    .only_if(outposts::did),
]);

/// Chaosodon — splash-attack 3 (printed); Before Fight: 3 damage to each of
/// its own neighbors.
static CHAOSODON: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    let beside: Vec<CardRef> = g.neighbors(f.source).collect();
    g.deal_damage_each(&beside, 3);
})]);

/// Hoplite's Dory — its creature gets +2 power for each exhausted creature
/// to its left.
static HOPLITE_S_DORY: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value += 2 * exhausted_to_the_left(g, *card) as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Imperator Drusilla — splash-attack 4 while its controller is
/// outnumbered; Play: destroy another friendly creature.
static IMPERATOR_DRUSILLA: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && c != f.source
        }),
        |g, f| g.destroy(f.last_target()),
    )],
    modifies: Queries::RARE,
    reach: Reach::Itself,
    modify: Some(|g, me, q| gains_splash_attack::<4>(g, me, q, outnumbered)),
    ..Behavior::VANILLA
};

/// Inspiring Oration — Play: exalt a friendly creature, then make one token
/// creature per Æmber on it.
static INSPIRING_ORATION: Behavior = Behavior::play(&[
    EXALT_A_FRIENDLY_CREATURE,
    Step::then(|g, f| f.count = amber_on_target(g, f)),
    Step::make_tokens_per_count(),
]);

/// Pax Sauriana — Play: ward each creature.
static PAX_SAURIANA: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
        g.ward(c);
    }
})]);

/// Phalanx Leader's After Fight/After Reap: each creature to its left gets
/// +2 power for the turn. A lasting effect applies to every card in play
/// during its period, not only those there when it began (rulebook), so
/// it is one effect on Phalanx Leader itself, read as the creatures stand:
/// a creature that comes to its left gains, one that leaves its left
/// loses, and it ends if Phalanx Leader leaves play. One effect however
/// many creatures stand to its left: one per creature outgrew the
/// engine's lasting effects in a long soak.
const STRENGTHEN_THE_LEFT: Ability = &[Step::then(|g, f| {
    if g.in_battleline(f.source) {
        add_to_lasting(g, f.source, f.controller, Expiry::EndOfTurn, f.source, 2);
    }
})];

/// Starts a lasting effect of `source`'s card, or adds `amount` to the
/// value of the one of the same card, player, expiry and subject already
/// running (a second +2 power on the same creature, a second Senator's
/// +1): one effect per subject however often the card acts.
fn add_to_lasting(
    g: &mut Game,
    source: CardRef,
    controller: Player,
    expiry: Expiry,
    subject: CardRef,
    amount: u8,
) {
    let def = g.card(source).def;
    let running = g
        .lasting_effects()
        .iter()
        .find(|e| {
            e.source_def == def
                && e.controller == controller
                && e.expiry == expiry
                && e.subject == subject
        })
        .copied();
    let value = match running {
        Some(e) => {
            g.end_lasting(e);
            e.value.saturating_add(amount)
        }
        None => amount,
    };
    g.add_lasting_with(source, controller, expiry, subject, value);
}

/// Phalanx Leader — Play: a token creature is made immediately to its
/// left (on a chosen flank if it left play); After Fight/After Reap: each
/// creature to its left gets +2 power for the turn.
static PHALANX_LEADER: Behavior = Behavior {
    play: &[
        Step::then(|g, f| {
            let Some(i) = g.battleline_index(f.source) else {
                return;
            };
            f.done = true;
            let token = g.make_token_on(f.controller, Flank::Left);
            if token.is_some() {
                g.move_in_battleline(token, i);
            }
        }),
        Step::make_tokens(1).only_if(|_, f| !f.done),
    ],
    fight: STRENGTHEN_THE_LEFT,
    reap: STRENGTHEN_THE_LEFT,
    lasting_modifies: Queries::POWER,
    lasting_modify: Some(raise_power_left_of_subject),
    ..Behavior::VANILLA
};

/// A lasting "+N power" on each creature to the left of the effect's
/// subject, in its battleline (N the effect's value).
fn raise_power_left_of_subject(g: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::Power { card, value } = q {
        let Some(leader) = g.battleline_index(e.subject) else {
            return;
        };
        let line = g.creatures(g.card(e.subject).controller);
        if line[..leader].contains(card) {
            *value += e.value as i32;
        }
    }
}

/// Aquilia, Lone Hero — Omni: capture 1 if outnumbered.
static AQUILIA_LONE_HERO: Behavior = Behavior::omni(&[Step::then(|g, f| {
    if outnumbered(g, f.source) {
        g.capture(f.source, 1);
    }
})]);

/// Arm the Plebeians — Play: make a token creature and ward it.
static ARM_THE_PLEBEIANS: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, _| {
        let made: Vec<_> = g.tokens_just_made().collect();
        for c in made {
            g.ward(c);
        }
    }),
]);

/// Ballistego — splash-attack 3 while Æmber is on it; Play: it may exalt
/// itself.
static BALLISTEGO: Behavior = Behavior {
    play: &[MAY_EXALT_ITSELF],
    modifies: Queries::RARE,
    reach: Reach::Itself,
    modify: Some(|g, me, q| gains_splash_attack::<3>(g, me, q, |g, c| g.card(c).amber > 0)),
    ..Behavior::VANILLA
};

/// The creature immediately to the right of the ability's source.
fn right_neighbor(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.battleline_index(f.source)
        .is_some_and(|i| g.creatures(f.controller).get(i + 1) == Some(&c))
}

/// Chancellor Dexterus — After Reap: it may exalt its right neighbor, which
/// then belongs to house Saurian only for the turn.
static CHANCELLOR_DEXTERUS: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, right_neighbor).optional(),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if g.in_battleline(c) {
                g.exalt(c);
                g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
            }
        },
    )],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|_, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject {
                *value = 1 << House::Saurian as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Epic Poem — Play: exalt a friendly creature, then gain 1 per Æmber on it.
static EPIC_POEM: Behavior = Behavior::play(&[
    EXALT_A_FRIENDLY_CREATURE,
    Step::then(|g, f| g.gain(f.controller, amber_on_target(g, f) as u32)),
]);

/// Legionary Trainer — friendly token creatures enter play ready; Play:
/// make a token creature.
static LEGIONARY_TRAINER: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if g.card(*card).controller == g.card(me).controller && g.is_token(*card) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Longusaur Lector's Play/After Reap: it may exalt itself to make a token
/// creature.
const EXALT_ITSELF_FOR_A_TOKEN: Ability = &[MAY_EXALT_ITSELF, Step::make_tokens(1).only_if(did)];

/// Longusaur Lector — Play/After Reap: it may exalt itself; if it does,
/// make a token creature.
static LONGUSAUR_LECTOR: Behavior = Behavior {
    play: EXALT_ITSELF_FOR_A_TOKEN,
    reap: EXALT_ITSELF_FOR_A_TOKEN,
    ..Behavior::VANILLA
};

/// Pale Into Insignificance — Play: destroy each creature of the lowest
/// power in play (ties all go).
static PALE_INTO_INSIGNIFICANCE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let all = each(g, f.controller, Zones::CREATURES, |_| true);
    let Some(lowest) = all.iter().map(|&c| g.power(c)).min() else {
        return;
    };
    for &c in all.iter() {
        if g.power(c) == lowest {
            g.destroy(c);
        }
    }
})]);

/// Praetor Marius — After Reap: capture 1 for each exhausted creature to
/// its left.
static PRAETOR_MARIUS: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let n = exhausted_to_the_left(g, f.source) as u32;
    if n > 0 {
        g.capture(f.source, n);
    }
})]);

/// Exalts, readies and uses the chosen creature, remembering in
/// [`Frame::done`] whether it was a token creature when chosen.
fn exalt_ready_and_use(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    f.done = c.is_some() && g.is_token(c);
    g.exalt(c);
    g.ready(c);
    g.use_creature(c);
}

/// Symposium — Play: exalt, ready and use a friendly creature; if it was a
/// token creature, you may do the same with another friendly creature.
static SYMPOSIUM: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        exalt_ready_and_use,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && filter::not_chosen(g, f, c)
        })
        .optional(),
        exalt_ready_and_use,
    )
    .only_if(did),
]);

/// Scholar (token) — After Reap: draw 1.
static SCHOLAR: Behavior = Behavior::reap(&[Step::draw(1)]);

/// Senator (token) — Action: keys cost +1 during the opponent's next turn.
static SENATOR: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        add_to_lasting(
            g,
            f.source,
            f.controller,
            Expiry::StartOfNextTurn,
            CardRef::NONE,
            1,
        )
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, e.value as i32)),
    ..Behavior::VANILLA
};

/// Trooper (token) — After Fight/After Reap: exalt itself.
static TROOPER: Behavior = Behavior::fight_and_reap(&[Step::then(|g, f| g.exalt(f.source))]);

#[cfg(test)]
mod tests;
