//! Mars, Grim Reminders.

use keysim_engine::ability::{
    filter, Ability, Behavior, Chooser, Events, Param, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::control;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Expiry, Flank, Frame, Game, GameAction, Location, Player, Query, TraitSet,
    Zones,
};
use keysim_facts::{House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "aberrant-warp-event" => &ABERRANT_WARP_EVENT,
        "curse-of-disappearances" => &CURSE_OF_DISAPPEARANCES,
        "elite-disruptzord" => &ELITE_DISRUPTZORD,
        "ilxid-avenger" => &ILXID_AVENGER,
        "plan-10" => &PLAN_10,
        "psychic-haze" => &PSYCHIC_HAZE,
        "the-body-snatchers" => &THE_BODY_SNATCHERS,
        "urxym-the-diplomat" => &URXYM_THE_DIPLOMAT,
        "crop-circles" => &CROP_CIRCLES,
        "glimmerspore" => &GLIMMERSPORE,
        "loyalty-implants" => &LOYALTY_IMPLANTS,
        "nameless-horror" => &NAMELESS_HORROR,
        "overclocked-shock-collar" => &OVERCLOCKED_SHOCK_COLLAR,
        "the-red-death" => &THE_RED_DEATH,
        "war-of-the-worlds" => &WAR_OF_THE_WORLDS,
        "xyp-the-implanter" => &XYP_THE_IMPLANTER,
        "yipyax-abductor" => &YIPYAX_ABDUCTOR,
        "abduct-o-matic" => &ABDUCT_O_MATIC,
        "brash-grabber" => &BRASH_GRABBER,
        "distant-void-prober" => &DISTANT_VOID_PROBER,
        "don-t-believe-your-eyes" => &DONT_BELIEVE_YOUR_EYES,
        "dr-xyloxxzlphrex" => &DR_XYLOXXZLPHREX,
        "phloxem-spewer" => &PHLOXEM_SPEWER,
        "plague-wind" => &PLAGUE_WIND,
        "shrink-ray-technician" => &SHRINK_RAY_TECHNICIAN,
        "target-yynxzdyl" => &TARGET_YYNXZDYL,
        "terrible-teammates" => &TERRIBLE_TEAMMATES,
        "ufo" => &UFO,
        "qyxxlyxx-grave-master" => &QYXXLYXX_GRAVE_MASTER,
        _ => return None,
    })
}

/// Whether a card belongs to house Mars.
fn is_mars(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::Mars)
}

/// "Any number" of cards (at most every card of the game).
const ANY_NUMBER: u8 = keysim_engine::MAX_CARDS as u8;

/// The flank a [`control::FLANKS`] answer ([`Frame::option`]) names.
fn chosen_flank(f: &Frame) -> Flank {
    if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    }
}

/// The player a step of Aberrant Warp Event works on: its controller
/// (`Param::Number(0)`) or their opponent (`Param::Number(1)`).
fn warped_side(f: &Frame) -> Player {
    if f.param().number() == 0 {
        f.controller
    } else {
        f.opponent()
    }
}

/// Discards the top of the side's deck until a creature is discarded (it
/// becomes [`Frame::subject`]) or the deck runs out; a creature entering
/// an empty battleline goes in at once.
fn discard_to_a_creature(g: &mut Game, f: &mut Frame) {
    let p = warped_side(f);
    f.subject = CardRef::NONE;
    loop {
        let c = g.discard_top_of_deck(p);
        if c.is_none() {
            return;
        }
        if g.is_creature_card(c) {
            f.subject = c;
            break;
        }
    }
    if g.creatures(p).is_empty() {
        g.put_into_play(f.subject, p, Flank::Right);
    }
}

/// Whether the discarded creature still waits for its flank (one half of
/// a gigantic creature cannot enter play alone: nothing to place).
fn warped_creature_waits(g: &Game, f: &Frame) -> bool {
    f.subject.is_some()
        && g.card(f.subject).location == Location::Discard
        && !g.is_gigantic_half(f.subject)
}

fn put_warped_creature_on_chosen_flank(g: &mut Game, f: &mut Frame) {
    let p = warped_side(f);
    g.put_into_play(f.subject, p, chosen_flank(f));
}

/// Destroys the neighbor chosen of the creature that entered play.
fn destroy_chosen_neighbor(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_some() {
        g.destroy(c);
    }
}

fn neighbor_of_subject(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.subject.is_some() && g.in_battleline(f.subject) && g.are_neighbors(f.subject, c)
}

/// Aberrant Warp Event — Play: discard from the top of your deck until a
/// creature; it enters play (its owner chooses the flank) and you destroy
/// one of its neighbors; then the same on your opponent's deck, the
/// creature entering play on their side.
static ABERRANT_WARP_EVENT: Behavior = Behavior::play(&[
    Step::then(discard_to_a_creature).with(Param::Number(0)),
    Step::choose_one(control::FLANKS, put_warped_creature_on_chosen_flank)
        .only_if(warped_creature_waits)
        .with(Param::Number(0)),
    Step::target(
        TargetSpec::new(Zones::CREATURES, neighbor_of_subject),
        destroy_chosen_neighbor,
    ),
    Step::then(discard_to_a_creature).with(Param::Number(1)),
    Step::choose_one(control::FLANKS, put_warped_creature_on_chosen_flank)
        .chosen_by(Chooser::Opponent)
        .only_if(warped_creature_waits)
        .with(Param::Number(1)),
    Step::target(
        TargetSpec::new(Zones::CREATURES, neighbor_of_subject),
        destroy_chosen_neighbor,
    ),
]);

/// Curse of Disappearances — treachery (printed); at the end of its
/// controller's turn, they put a creature of theirs into their opponent's
/// archives, from which it goes to its owner's hand if it leaves.
static CURSE_OF_DISAPPEARANCES: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.trigger(ARCHIVE_A_FRIENDLY_CREATURE_WITH_THE_OPPONENT, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

const ARCHIVE_A_FRIENDLY_CREATURE_WITH_THE_OPPONENT: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| g.archive_into(f.opponent(), f.target(0)),
)];

/// Elite Disruptzord — no creature with more power than it has may be
/// played (a card in hand has its printed power).
static ELITE_DISRUPTZORD: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanPlay { card, value, .. } = q {
            if g.def(*card).kind == keysim_facts::CardType::Creature
                && i32::from(g.def(*card).power) > g.power(me)
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Plan 10 — Play: each non-Mars creature goes faceup under it; at the
/// end of every turn, a card under it goes back to its owner's hand (its
/// controller chooses which), then, with nothing left under it, it is
/// destroyed. Reading: the check follows the return, so returning the last
/// card destroys it at once.
static PLAN_10: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| !is_mars(g, c)) {
            g.graft(c, f.source);
        }
    })],
    on_event: Some(|g, me, ev| {
        if let Event::TurnEnded { .. } = ev {
            let mine = g.card(me).controller;
            g.trigger(RETURN_ONE_FROM_UNDER_PLAN_10, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

const RETURN_ONE_FROM_UNDER_PLAN_10: Ability = &[
    Step::target(
        TargetSpec::new(Zones::GRAFTED, |g, f, c| g.card(c).host == f.source),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.return_to_hand(c);
            }
        },
    ),
    Step::then(|g, f| {
        if g.card(f.source).location.in_play() && g.cards_beneath(f.source).next().is_none() {
            g.destroy(f.source);
        }
    }),
];

/// Psychic Haze — enraged creatures cannot attack friendly Mars
/// creatures; Action: enrage each enemy creature.
static PSYCHIC_HAZE: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller != f.controller
        }) {
            g.enrage(c);
        }
    })],
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanAttack {
            attacker,
            defender,
            value,
        } = q
        {
            if g.card(*attacker).is_enraged()
                && g.card(*defender).controller == g.card(me).controller
                && is_mars(g, *defender)
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The Body Snatchers — Play: for the rest of the turn, each enemy
/// creature has "Destroyed: fully heal it and its controller's opponent
/// takes control of it instead" (the new controller chooses the flank).
static THE_BODY_SNATCHERS: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_grants: Some(|g, e, c| {
        (g.in_battleline(c) && g.card(c).controller != e.controller).then_some(&SNATCHED)
    }),
    ..Behavior::VANILLA
};

/// Whether the snatched creature still waits to change sides.
fn snatched_waits(g: &Game, f: &Frame) -> bool {
    g.in_battleline(f.source) && g.card(f.source).controller == f.controller
}

static SNATCHED: Behavior = Behavior::destroyed(&[
    Step::then(|g, f| {
        g.cancel_destruction(f.source);
        let damage = g.card(f.source).damage;
        g.heal(f.source, damage as u32);
        if g.creatures(f.opponent()).is_empty() {
            g.take_control(f.source, f.opponent(), Flank::Right);
        }
    }),
    Step::choose_one(control::FLANKS, |g, f| {
        g.take_control(f.source, f.opponent(), chosen_flank(f))
    })
    .chosen_by(Chooser::Opponent)
    .only_if(snatched_waits),
]);

/// Urxym the "Diplomat" — Reap: lose all your Æmber, then destroy a
/// different enemy non-Mars creature per Æmber lost (elusive is printed).
static URXYM_THE_DIPLOMAT: Behavior = Behavior::reap(&[
    Step::then(|g, f| {
        let all = g.player(f.controller).amber as u32;
        f.count = g.lose(f.controller, all).min(u8::MAX as u32) as u8;
    }),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && !is_mars(g, c) && filter::not_chosen(g, f, c)
        }),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.destroy(c);
            }
        },
    ),
]);

/// Crop Circles — Play: a non-Mars creature captures 1 from its own side;
/// you may purge any number of cards from your archives, and it captures 1
/// more from its own side for each.
static CROP_CIRCLES: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| !is_mars(g, c)),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.capture_from(c, g.card(c).controller, 1);
            }
        },
    ),
    Step::target(
        TargetSpec::new(Zones::ARCHIVES, filter::any)
            .up_to(ANY_NUMBER)
            .optional(),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.purge(c);
                f.count += 1;
            }
        },
    ),
    Step::then(|g, f| {
        let c = f.target(0);
        if c.is_some() && g.in_battleline(c) && f.count > 0 {
            g.capture_from(c, g.card(c).controller, f.count.into());
        }
    }),
]);

/// Glimmerspore — Play: put an artifact in play into your archives (one
/// you do not own goes to its owner's hand when it leaves them).
static GLIMMERSPORE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::any),
    |g, f| g.archive_into(f.controller, f.target(0)),
)]);

/// Loyalty Implants — Omni: destroy it; friendly Mars creatures may be
/// used this turn.
static LOYALTY_IMPLANTS: Behavior = Behavior {
    omni: &[keysim_engine::use_house::sacrifice_to_use(House::Mars)],
    ..keysim_engine::use_house::USE_HOUSE_THIS_TURN
};

/// Nameless Horror — while its controller is haunted, it has elusive and
/// skirmish (poison is printed).
static NAMELESS_HORROR: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me && g.is_haunted(g.card(me).controller) {
                *value = value.with(Keywords::ELUSIVE).with(Keywords::SKIRMISH);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The Red Death — it does not ready unless its controller is haunted;
/// After Fight: gain 1 and draw a card. Its enhancement is applied when
/// the deck is built.
static THE_RED_DEATH: Behavior = Behavior {
    fight: &[Step::gain(1), Step::draw(1)],
    modifies: Queries::READYING,
    reach: Reach::Itself,
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

/// War of the Worlds — Play: destroy every non-Mars creature, then 2
/// damage to each Mars creature.
static WAR_OF_THE_WORLDS: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| !is_mars(g, c)) {
            g.destroy(c);
        }
    }),
    Step::then(|g, f| {
        let mars = each(g, f.controller, Zones::CREATURES, |c| is_mars(g, c));
        g.deal_damage_each(&mars, 2);
    }),
]);

/// Xyp the Implanter — Reap: take control of an enemy creature (you choose
/// its flank), then destroy a friendly creature (elusive is printed).
static XYP_THE_IMPLANTER: Behavior = Behavior::reap(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |_, f| {
        f.subject = f.target(0)
    }),
    Step::then(control::take_subject_if_no_choice),
    Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
        .only_if(control::flank_choice_needed),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.destroy(c);
            }
        },
    ),
]);

/// Yipyax Abductor — Play and After Fight: put an upgrade in play into
/// your archives (one you do not own goes to its owner's hand when it
/// leaves them).
static YIPYAX_ABDUCTOR: Behavior = Behavior {
    play: ABDUCT_AN_UPGRADE,
    fight: ABDUCT_AN_UPGRADE,
    ..Behavior::VANILLA
};

const ABDUCT_AN_UPGRADE: Ability = &[Step::target(
    TargetSpec::new(Zones::UPGRADES, filter::any),
    |g, f| g.archive_into(f.controller, f.target(0)),
)];

/// Brash Grabber — enters play enraged unless its controller is haunted;
/// Omni: move 1 Æmber from an enemy creature to your pool.
static BRASH_GRABBER: Behavior = Behavior {
    omni: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.take_amber_from(c, f.controller, 1);
            }
        },
    )],
    on_event: Some(|g, me, ev| {
        if let Event::EnteredPlay { card, controller } = ev {
            if card == me && !g.is_haunted(controller) {
                g.enrage(me);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// Don't Believe Your Eyes — Play: haunted, a creature captures 2 from its
/// own side; otherwise a creature captures 1 (from its opponent).
static DONT_BELIEVE_YOUR_EYES: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_none() {
            return;
        }
        if g.is_haunted(f.controller) {
            g.capture_from(c, g.card(c).controller, 2);
        } else {
            g.capture(c, 1);
        }
    })]);

/// Dr. Xyloxxzlphrex — Reap: play a Mars creature from your discard pile,
/// then ready it (elusive is printed).
static DR_XYLOXXZLPHREX: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::DISCARD, |g, f, c| {
            filter::creature_card(g, f, c) && is_mars(g, c)
        }),
        |g, f| {
            f.done = g.play_from_anywhere(f.target(0), f.controller);
        },
    ),
    Step::then(|g, f| {
        if g.in_battleline(f.target(0)) {
            g.ready(f.target(0));
        }
    })
    .only_if(|_, f| f.done),
]);

/// Phloxem Spewer — each of its Mars neighbors gains splash-attack 2 (its
/// own is printed).
static PHLOXEM_SPEWER: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::SplashAttack { card, value } = q {
            if g.are_neighbors(me, *card) && is_mars(g, *card) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Plague Wind — Play: each non-Mars creature gets -3 power for the rest
/// of the turn.
static PLAGUE_WIND: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::POWER,
    lasting_modify: Some(|g, _, q| {
        if let Query::Power { card, value } = q {
            if !is_mars(g, *card) {
                *value -= 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Target Yynxzdyl — Play: archive a card from your discard pile; Reap:
/// archive Target Yynxzdyl.
static TARGET_YYNXZDYL: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::DISCARD, filter::any),
        |g, f| g.archive(f.controller, f.target(0)),
    )],
    reap: &[Step::then(|g, f| g.archive(f.controller, f.source))],
    ..Behavior::VANILLA
};

/// Terrible Teammates — Play: you may discard a non-Mars card from your
/// hand. Its enhancement is applied when the deck is built.
static TERRIBLE_TEAMMATES: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::HAND, |g, _, c| !is_mars(g, c)).optional(),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.discard_from_hand(c);
        }
    },
)]);

/// U.F.O. — Play: discard from the top of your deck until a Mars card,
/// which goes to your hand.
static UFO: Behavior = Behavior::play(&[Step::then(|g, f| loop {
    let c = g.discard_top_of_deck(f.controller);
    if c.is_none() {
        break;
    }
    if is_mars(g, c) {
        g.return_to_hand(c);
        break;
    }
})]);

/// Qyxxlyxx Grave Master — Play: purge a creature from a discard pile, then
/// 2 damage to each creature sharing a trait with it; Destroyed: if you are
/// haunted, archive it.
static QYXXLYXX_GRAVE_MASTER: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, filter::creature_card),
        |g, f| {
            let purged = f.target(0);
            if purged.is_none() {
                return;
            }
            let traits = TraitSet::of(g.def(purged).traits);
            g.purge(purged);
            let hit = each(g, f.controller, Zones::CREATURES, |c| {
                g.traits(c).intersects(traits)
            });
            g.deal_damage_each(&hit, 2);
        },
    )],
    destroyed: &[Step::then(|g, f| g.archive(f.controller, f.source))
        .only_if(|g, f| g.is_haunted(f.controller))],
    ..Behavior::VANILLA
};

/// The Mars cards in the ability's controller's discard pile.
fn mars_cards_in_your_discard(g: &Game, f: &Frame) -> u32 {
    g.player(f.controller)
        .discard
        .iter()
        .filter(|&c| is_mars(g, c))
        .count() as u32
}

/// Ilxid Avenger — Play and After Fight: a +1 power counter on itself per
/// Mars card in your discard pile; Scrap: as many on a friendly creature
/// (the scrapped Avenger, in the pile, counts).
static ILXID_AVENGER: Behavior = Behavior {
    play: AVENGE_ITSELF,
    fight: AVENGE_ITSELF,
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                let n = mars_cards_in_your_discard(g, f);
                g.add_power_counters(c, n);
            }
        },
    )],
    ..Behavior::VANILLA
};

const AVENGE_ITSELF: Ability = &[Step::then(|g, f| {
    if g.in_battleline(f.source) {
        let n = mars_cards_in_your_discard(g, f);
        g.add_power_counters(f.source, n);
    }
})];

/// Overclocked Shock Collar — its creature gains "After Reap: stun this
/// creature and each of its neighbors"; Scrap: unstun each Mars creature.
static OVERCLOCKED_SHOCK_COLLAR: Behavior = Behavior {
    grants: Some(&STUN_ITSELF_AND_NEIGHBORS_AFTER_REAP),
    scrap: &[Step::then(|g, f| {
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| is_mars(g, c)) {
            g.unstun(c);
        }
    })],
    ..Behavior::VANILLA
};

static STUN_ITSELF_AND_NEIGHBORS_AFTER_REAP: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let mut hit = [CardRef::NONE; 3];
    hit[0] = f.source;
    for (slot, c) in hit[1..].iter_mut().zip(g.neighbors(f.source)) {
        *slot = c;
    }
    for c in hit {
        if c.is_some() && g.in_battleline(c) {
            g.stun(c);
        }
    }
})]);

/// Whether `c` is a least powerful creature of the ability's controller.
fn least_powerful_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    let p = g.power(c);
    filter::friendly(g, f, c) && g.creatures(f.controller).iter().all(|&o| g.power(o) >= p)
}

/// Whether `c` is a most powerful creature of the controller's opponent.
fn most_powerful_enemy(g: &Game, f: &Frame, c: CardRef) -> bool {
    let p = g.power(c);
    filter::enemy(g, f, c) && g.creatures(f.opponent()).iter().all(|&o| g.power(o) <= p)
}

/// Abduct-o-Matic — After Fight: if you are haunted, it captures 2; Scrap:
/// your least powerful creature captures 2 (ties: you choose).
static ABDUCT_O_MATIC: Behavior = Behavior {
    fight: &[Step::then(|g, f| {
        if g.in_battleline(f.source) {
            g.capture(f.source, 2);
        }
    })
    .only_if(|g, f| g.is_haunted(f.controller))],
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, least_powerful_friendly),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.capture(c, 2);
            }
        },
    )],
    ..Behavior::VANILLA
};

/// Distant Void Prober — After Reap: if you are haunted, your opponent's
/// keys cost +3 during their next turn; Scrap: an enemy creature captures
/// 1 from its own side.
static DISTANT_VOID_PROBER: Behavior = Behavior {
    reap: &[
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn))
            .only_if(|g, f| g.is_haunted(f.controller)),
    ],
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.capture_from(c, g.card(c).controller, 1);
            }
        },
    )],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| {
        keysim_engine::key_cost::raise_opponents_keys_during_their_turn(g, &e, q, 3)
    }),
    ..Behavior::VANILLA
};

/// The lasting effects of Shrink-ray Technician, by [`LastingEffect::value`](keysim_engine::LastingEffect::value).
const SHRUNK_BY_2: u8 = 0;
const SHRUNK_TO_1: u8 = 1;

/// Shrink-ray Technician — After Reap: an enemy creature gets -2 power for
/// the turn; Scrap: the most powerful enemy creature (ties: you choose) is
/// considered to have 1 power and 0 armor for the turn.
static SHRINK_RAY_TECHNICIAN: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, SHRUNK_BY_2);
            }
        },
    )],
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, most_powerful_enemy),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, SHRUNK_TO_1);
            }
        },
    )],
    lasting_modifies: Queries::POWER.and(Queries::ARMOR),
    lasting_modify: Some(|_, e, q| match q {
        Query::Power { card, value } if *card == e.subject => {
            if e.value == SHRUNK_TO_1 {
                *value = 1;
            } else {
                *value -= 2;
            }
        }
        Query::Armor { card, value } if *card == e.subject && e.value == SHRUNK_TO_1 => *value = 0,
        _ => {}
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
