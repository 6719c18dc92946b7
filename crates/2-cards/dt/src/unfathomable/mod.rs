//! Unfathomable, Dark Tidings.

use keysim_engine::ability::{
    filter, record, Behavior, CardSlot, Chooser, Events, HouseSpec, Queries, Reach, Step,
    TargetSpec,
};
use keysim_engine::control;
use keysim_engine::key_cost;
use keysim_engine::select::each;
use keysim_engine::tide::words::{tide_high, tide_not_high};
use keysim_engine::{
    CardRef, Event, Expiry, Flank, Frame, Game, GameAction, Location, Query, Tally, Zones,
    MAX_CARDS,
};
use keysim_facts::{traits, CardType, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "flamegill-enforcer-evil-twin" => &FLAMEGILL_ENFORCER_EVIL_TWIN,
        "giltspine-netcaster-evil-twin" => &GILTSPINE_NETCASTER_EVIL_TWIN,
        // Poison and taunt are printed: the engine deals them.
        "horrid-synan-evil-twin" | "horrid-synan" => &Behavior::VANILLA,
        "taniwha-evil-twin" => &TANIWHA_EVIL_TWIN,
        "tomwa-of-the-glow-evil-twin" => &TOMWA_OF_THE_GLOW_EVIL_TWIN,
        "kaupe-evil-twin" => &KAUPE_EVIL_TWIN,
        "wikolia-evil-twin" => &WIKOLIA_EVIL_TWIN,
        "drawn-down" => &DRAWN_DOWN,
        "dive-deep" => &DIVE_DEEP,
        "dark-discovery" => &DARK_DISCOVERY,
        "omnipus" => &OMNIPUS,
        "tentaclid" => &TENTACLID,
        "corrode" => &CORRODE,
        "cup-of-water" => &CUP_OF_WATER,
        "deep-priest-glebe" => &DEEP_PRIEST_GLEBE,
        "effigy-of-melerukh" => &EFFIGY_OF_MELERUKH,
        "flash-freeze" => &FLASH_FREEZE,
        "general-sherman" => &GENERAL_SHERMAN,
        "kiligog-s-trench" => &KILIGOGS_TRENCH,
        "llack-gaboon" => &LLACK_GABOON,
        "portalmonger" => &PORTALMONGER,
        "rustmiser" => &RUSTMISER,
        "sobogg-s-thingamabob" => &SOBOGGS_THINGAMABOB,
        "taniwha" => &TANIWHA,
        "te-wheke-kraken" => &TE_WHEKE_KRAKEN,
        "thalassophobia" => &THALASSOPHOBIA,
        "the-chosen-one" => &THE_CHOSEN_ONE,
        "the-susurrus" => &THE_SUSURRUS,
        "voice-of-rakuzel" => &VOICE_OF_RAKUZEL,
        "whirlpool" => &WHIRLPOOL,
        "abandon-ship" => &ABANDON_SHIP,
        "abyssal-zealot" => &ABYSSAL_ZEALOT,
        "allusions-of-grandeur" => &ALLUSIONS_OF_GRANDEUR,
        "echo-pearl" => &ECHO_PEARL,
        "fuguru" => &FUGURU,
        "kaupe" => &KAUPE,
        "kiri-giltspine" => &KIRI_GILTSPINE,
        "scyphos" => &SCYPHOS,
        "sleep-with-the-fishes" => &SLEEP_WITH_THE_FISHES,
        "sparkfist" => &SPARKFIST,
        "thundertow" => &THUNDERTOW,
        "tidal-wave" => &TIDAL_WAVE,
        "tomwa-of-the-glow" => &TOMWA_OF_THE_GLOW,
        "under-pressure" => &UNDER_PRESSURE,
        "wrath-or-ruin" => &WRATH_OR_RUIN,
        "brain-drain" => &BRAIN_DRAIN,
        "bubbles" => &BUBBLES,
        "call-of-the-void" => &CALL_OF_THE_VOID,
        "flamegill-enforcer" => &FLAMEGILL_ENFORCER,
        "frigorific-rod" => &FRIGORIFIC_ROD,
        "giltspine-netcaster" => &GILTSPINE_NETCASTER,
        "hookmaster" => &HOOKMASTER,
        "mælstrom" => &MAELSTROM,
        "photic-raider" => &PHOTIC_RAIDER,
        "pour-tal" => &POUR_TAL,
        "rakuzel-s-chant" => &RAKUZELS_CHANT,
        "seabringer-kekoa" => &SEABRINGER_KEKOA,
        "sink-or-swim" => &SINK_OR_SWIM,
        "storm-surge" => &STORM_SURGE,
        "wikolia" => &WIKOLIA,
        _ => return None,
    })
}

/// "After your opponent raises the tide, enrage this creature" (Flamegill
/// Enforcer and its evil twin).
fn enraged_by_opponents_tide(g: &mut Game, me: CardRef, ev: Event) {
    if let Event::TideRaised { player } = ev {
        if player != g.card(me).controller {
            g.enrage(me);
        }
    }
}

/// Flamegill Enforcer (evil twin) — enraged when the opponent raises the
/// tide; Action: steal 1.
static FLAMEGILL_ENFORCER_EVIL_TWIN: Behavior = Behavior {
    action: &[Step::steal(1)],
    on_event: Some(enraged_by_opponents_tide),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Giltspine Netcaster (evil twin) — Reap: ready a friendly non-Aquan
/// creature and use it. (Enhance is deck building: its icons are on the
/// cards already.)
static GILTSPINE_NETCASTER_EVIL_TWIN: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && !g.has_trait(c, traits::AQUAN)
    }),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        g.ready(c);
        g.use_creature(c);
    },
)]);

/// Taniwha (evil twin) — Fight/Reap: a creature card of your discard pile
/// goes on top of your deck.
static TANIWHA_EVIL_TWIN: Behavior = Behavior::fight_and_reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::creature_card),
    |g, f| g.put_on_top_of_deck(f.last_target()),
)]);

/// Tomwa of the Glow (evil twin) — Reap: while the tide is high for you,
/// exhaust an enemy creature and the opponent discards a card at random
/// from hand.
static TOMWA_OF_THE_GLOW_EVIL_TWIN: Behavior = Behavior {
    reap: &[
        Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
            g.exhaust(f.last_target())
        })
        .only_if(tide_high),
        Step::then(|g, f| {
            g.discard_random(f.opponent());
        })
        .only_if(tide_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Wikolia (evil twin) — Reap: exalt it; keys cost +4 during the
/// opponent's next turn.
static WIKOLIA_EVIL_TWIN: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        g.exalt(f.source);
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn);
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, 4)),
    ..Behavior::VANILLA
};

/// Dive Deep — Play: discard the opponent's top card; a creature that
/// shares a house with it goes to the bottom of its owner's deck.
static DIVE_DEEP: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let top = g.discard_top_of_deck(f.opponent());
        f.push_target(top);
    }),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            let top = f.target(0);
            top.is_some() && g.belongs_to(c, g.card(top).house)
        }),
        |g, f| g.put_on_bottom_of_deck(f.last_target()),
    ),
]);

/// Dark Discovery — Play: name 2 cards, then discard the bottom 2 cards
/// of the opponent's deck; if those are the 2 named cards, in either
/// order, Dark Discovery is purged and its player forges a key at no cost.
/// A deck of fewer than 2 cards discards fewer, which are not "the named
/// cards".
static DARK_DISCOVERY: Behavior = Behavior::play(&[
    Step::name_a_card(record),
    Step::name_a_card(record),
    Step::then(|g, f| {
        let opponent = f.opponent();
        let first = g.discard_bottom_of_deck(opponent);
        let second = g.discard_bottom_of_deck(opponent);
        if are_the_named_cards(g, f, first, second) {
            g.purge(f.source);
            g.forge_key_paying(f.controller, 0);
        }
    }),
]);

/// Whether cards `a` and `b` are the two cards the ability named, in
/// either order.
fn are_the_named_cards(g: &Game, f: &Frame, a: CardRef, b: CardRef) -> bool {
    let (Some(x), Some(y)) = (g.named(f, 0), g.named(f, 1)) else {
        return false;
    };
    (g.is_named(a, x) && g.is_named(b, y)) || (g.is_named(a, y) && g.is_named(b, x))
}

/// Tentaclid — cannot reap (skirmish and taunt are printed).
static TENTACLID: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|_, me, q| {
        if let Query::CanReap { card, value } = q {
            if *card == me {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Corrode — Play, choose one: destroy an artifact, an upgrade, or a
/// creature with armor.
static CORRODE: Behavior = Behavior::play(&[
    Step::choose_one(
        &[
            "destroy an artifact",
            "destroy an upgrade",
            "destroy a creature with armor",
        ],
        |_, _| {},
    ),
    Step::target(
        TargetSpec::new(Zones::ARTIFACTS, filter::any),
        destroy_chosen,
    )
    .only_if(|_, f| f.option == 0),
    Step::target(
        TargetSpec::new(Zones::UPGRADES, filter::any),
        destroy_chosen,
    )
    .only_if(|_, f| f.option == 1),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| g.armor(c) > 0),
        destroy_chosen,
    )
    .only_if(|_, f| f.option == 2),
]);

/// Destroys the card chosen last.
fn destroy_chosen(g: &mut Game, f: &mut Frame) {
    g.destroy(f.last_target());
}

/// Exhausts the card chosen last.
fn exhaust_last(g: &mut Game, f: &mut Frame) {
    g.exhaust(f.last_target());
}

/// Cup of Water — Play: stun each Cyborg and each Robot creature.
static CUP_OF_WATER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let machines = each(g, f.controller, Zones::CREATURES, |c| {
        g.has_trait(c, traits::CYBORG) || g.has_trait(c, traits::ROBOT)
    });
    for &c in machines.iter() {
        g.stun(c);
    }
})]);

/// Exhaust an enemy creature (Deep Priest Glebe's reaction).
const EXHAUST_AN_ENEMY: &[Step] = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    exhaust_last,
)];

/// Deep Priest Glebe — after you play an Aquan creature, exhaust an enemy
/// creature.
static DEEP_PRIEST_GLEBE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            let mine = g.card(me).controller;
            if player == mine
                && g.def(card).kind == CardType::Creature
                && g.has_trait(card, traits::AQUAN)
            {
                g.trigger(EXHAUST_AN_ENEMY, me, mine);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Portalmonger — while the tide is high for you, the opponent's keys cost
/// +4.
static PORTALMONGER: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine && g.tide_is_high(mine) {
                *value += 4;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Rustmiser — Reap: exhaust each enemy artifact.
static RUSTMISER: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let theirs = each(g, f.controller, Zones::ARTIFACTS, |c| {
        g.card(c).controller != f.controller
    });
    for &c in theirs.iter() {
        g.exhaust(c);
    }
})]);

/// Sobogg's Thingamabob — after the opponent forges a key, exhaust each
/// creature they control.
static SOBOGGS_THINGAMABOB: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { player, .. } = ev {
            if player != g.card(me).controller {
                let theirs: Vec<CardRef> = g.creatures(player).to_vec();
                for c in theirs {
                    g.exhaust(c);
                }
            }
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// Taniwha — Fight/Reap: destroy a friendly creature and gain 1.
static TANIWHA: Behavior = Behavior::fight_and_reap(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        destroy_chosen,
    ),
    Step::gain(1),
]);

/// Thalassophobia — Play: discard the top 10 cards of the opponent's deck.
static THALASSOPHOBIA: Behavior = Behavior::play(&[Step::then(|g, f| {
    for _ in 0..10 {
        g.discard_top_of_deck(f.opponent());
    }
})]);

/// Abandon Ship — Play: return a creature to its owner's hand, or 4 of
/// them while the tide is high for you.
static ABANDON_SHIP: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::ANY_CREATURE, return_chosen).only_if(tide_not_high),
        Step::target(TargetSpec::ANY_CREATURE.exactly(4), return_chosen).only_if(tide_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Returns the card chosen last to its owner's hand.
fn return_chosen(g: &mut Game, f: &mut Frame) {
    g.return_to_hand(f.last_target());
}

/// Echo Pearl — Omni: destroy it; exhaust, stun and enrage a creature.
static ECHO_PEARL: Behavior = Behavior::omni(&[
    Step::then(|g, f| g.destroy(f.source)),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        g.exhaust(c);
        g.stun(c);
        g.enrage(c);
    }),
]);

/// Fuguru — the opponent refills their hand to one card fewer (poison is
/// printed).
static FUGURU: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|g, me, q| {
        if let Query::HandSize { player, value } = q {
            if *player != g.card(me).controller {
                *value -= 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Sleep with the Fishes — Play: destroy each exhausted creature.
static SLEEP_WITH_THE_FISHES: Behavior = Behavior::play(&[Step::then(|g, f| {
    let tired = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).is_exhausted()
    });
    for &c in tired.iter() {
        g.destroy(c);
    }
})]);

/// Sparkfist — Fight: stun and exhaust the creature fought (skirmish is
/// printed).
static SPARKFIST: Behavior = Behavior::fight(&[Step::then(|g, f| {
    g.stun(f.subject);
    g.exhaust(f.subject);
})]);

/// Thundertow — Play: exhaust 2 creatures, then 2 damage to each exhausted
/// creature.
static THUNDERTOW: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE.exactly(2), exhaust_last),
    Step::then(|g, f| {
        let tired = each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).is_exhausted()
        });
        g.deal_damage_each(&tired, 2);
    }),
]);

/// Tidal Wave — Play: while the tide is high for you, destroy a creature
/// and its neighbors; then the opponent raises the tide.
static TIDAL_WAVE: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::ANY_CREATURE, |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            let mut doomed = [c, CardRef::NONE, CardRef::NONE];
            for (slot, n) in doomed[1..].iter_mut().zip(g.neighbors(c)) {
                *slot = n;
            }
            for d in doomed {
                g.destroy(d);
            }
        })
        .only_if(tide_high),
        Step::then(|g, f| {
            g.raise_tide(f.opponent());
        }),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Tomwa of the Glow — Reap: exhaust a creature; while the tide is high
/// for you, draw a card for each exhausted enemy creature.
static TOMWA_OF_THE_GLOW: Behavior = Behavior {
    reap: &[
        Step::target(TargetSpec::ANY_CREATURE, exhaust_last),
        Step::then(|g, f| {
            let tired = g
                .creatures(f.opponent())
                .iter()
                .filter(|&&c| g.card(c).is_exhausted())
                .count() as u32;
            g.draw(f.controller, tired);
        })
        .only_if(tide_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Wrath or Ruin — Play, choose one: destroy a flank creature, or return 2
/// enemy creatures to their owners' hands.
static WRATH_OR_RUIN: Behavior = Behavior::play(&[
    Step::choose_one(
        &["destroy a flank creature", "return 2 enemy creatures"],
        |_, _| {},
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| g.on_flank(c)),
        destroy_chosen,
    )
    .only_if(|_, f| f.option == 0),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy).exactly(2),
        return_chosen,
    )
    .only_if(|_, f| f.option == 1),
]);

/// "Bubbles" — Play: an enemy creature goes on top of its owner's deck.
static BUBBLES: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| g.put_on_top_of_deck(f.last_target()),
)]);

/// Call of the Void — Play: exhaust a creature; if it was exhausted
/// already, destroy it instead and its controller loses 1.
static CALL_OF_THE_VOID: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if g.card(c).is_exhausted() {
            let controller = g.card(c).controller;
            g.destroy(c);
            g.lose(controller, 1);
        } else {
            g.exhaust(c);
        }
    })]);

/// Flamegill Enforcer — enraged when the opponent raises the tide;
/// Action: capture 3.
static FLAMEGILL_ENFORCER: Behavior = Behavior {
    action: &[Step::capture(3)],
    on_event: Some(enraged_by_opponents_tide),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Frigorific Rod — Action: exhaust a creature or an artifact.
static FRIGORIFIC_ROD: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::IN_PLAY, filter::any),
    exhaust_last,
)]);

/// Giltspine Netcaster — Reap: exhaust a creature. (Enhance is deck
/// building: its icons are on the cards already.)
static GILTSPINE_NETCASTER: Behavior =
    Behavior::reap(&[Step::target(TargetSpec::ANY_CREATURE, exhaust_last)]);

/// Hookmaster — Fight: while the tide is high for you, the opponent loses
/// 2.
static HOOKMASTER: Behavior = Behavior {
    fight: &[Step::opponent_loses(2).only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Photic Raider — Play: capture 2; +4 power while the tide is high for
/// you.
static PHOTIC_RAIDER: Behavior = Behavior {
    play: &[Step::capture(2)],
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me && g.tide_is_high(g.card(me).controller) {
                *value += 4;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Pour-tal — Play: archive it while the tide is high for you; otherwise
/// raise the tide.
static POUR_TAL: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        if g.tide_is_high(f.controller) {
            g.archive(f.controller, f.source);
        } else {
            g.raise_tide(f.controller);
        }
    })],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Rakuzel's Chant — Play: exhaust a creature, or each creature while the
/// tide is high for you.
static RAKUZELS_CHANT: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::ANY_CREATURE, exhaust_last).only_if(tide_not_high),
        Step::then(|g, f| {
            let all = each(g, f.controller, Zones::CREATURES, |_| true);
            for &c in all.iter() {
                g.exhaust(c);
            }
        })
        .only_if(tide_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Seabringer Kekoa — Destroyed: raise the tide (taunt is printed).
static SEABRINGER_KEKOA: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| {
        g.raise_tide(f.controller);
    })],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Sink or Swim — Play, choose one: the opponent discards a random card
/// from hand, or exhaust a creature and its neighbors.
static SINK_OR_SWIM: Behavior = Behavior::play(&[
    Step::choose_one(
        &[
            "opponent discards at random",
            "exhaust a creature and its neighbors",
        ],
        |g, f| {
            if f.option == 0 {
                g.discard_random(f.opponent());
            }
        },
    ),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        let mut tired = [c, CardRef::NONE, CardRef::NONE];
        for (slot, n) in tired[1..].iter_mut().zip(g.neighbors(c)) {
            *slot = n;
        }
        for t in tired {
            g.exhaust(t);
        }
    })
    .only_if(|_, f| f.option == 1),
]);

/// Wikolia — Reap: keys cost +2 during the opponent's next turn.
static WIKOLIA: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, 2)),
    ..Behavior::VANILLA
};

/// Whether card `c` is a Tentaclid (by title: Omnipus names it).
fn is_tentaclid(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).name == "Tentaclid"
}

/// Omnipus — cannot fight; Play: discard the top 8 cards of your deck,
/// then play each Tentaclid of your discard pile, one after another (in
/// the order you choose); Reap: gain 1 for each friendly Tentaclid.
static OMNIPUS: Behavior = Behavior {
    play: &[
        Step::then(|g, f| {
            for _ in 0..8 {
                g.discard_top_of_deck(f.controller);
            }
        }),
        Step::count(Tally::Cards(Zones::DISCARD, is_tentaclid)),
        Step::target_per_count(
            TargetSpec::new(Zones::DISCARD, |g, f, c| {
                is_tentaclid(g, f, c) && filter::not_chosen(g, f, c)
            }),
            |g, f| {
                g.play_from_anywhere(f.last_target(), f.controller);
            },
        ),
    ],
    reap: &[Step::then(|g, f| {
        let arms = g
            .creatures(f.controller)
            .iter()
            .filter(|&&c| is_tentaclid(g, f, c))
            .count() as u32;
        g.gain(f.controller, arms);
    })],
    modifies: Queries::PERMISSIONS,
    modify: Some(|_, me, q| {
        if let Query::CanFight { attacker, value } = q {
            if *attacker == me {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The awakening counters that turn Effigy of Melerukh into a creature.
const AWAKENING: u32 = 6;

/// Moves the Effigy to the flank `option` names (0 left, 1 right).
fn awaken_to_flank(g: &mut Game, f: &mut Frame) {
    let flank = if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    };
    g.move_artifact_to_battleline(f.source, flank);
}

/// The Effigy, with 6 or more awakening counters, goes to a flank of its
/// controller's battleline (chosen when there is a creature there).
const AWAKEN: &[Step] = &[
    Step::then(awaken_to_flank)
        .only_if(|g, f| still_asleep(g, f) && g.creatures(f.controller).is_empty()),
    Step::choose_one(control::FLANKS, awaken_to_flank)
        .only_if(|g, f| still_asleep(g, f) && !g.creatures(f.controller).is_empty()),
];

/// Whether the Effigy is still an artifact with enough counters to wake.
fn still_asleep(g: &Game, f: &Frame) -> bool {
    g.card(f.source).location == Location::Artifacts && g.counters(f.source) >= AWAKENING
}

/// Effigy of Melerukh — after an enemy creature reaps, it gains an
/// awakening counter; with 6 or more it moves to a flank of your
/// battleline as a creature of power 100 and armor 100 with no text of
/// its own (as a creature, it gains no more counters: its text is blank).
static EFFIGY_OF_MELERUKH: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Reaped { controller, .. } = ev {
            let mine = g.card(me).controller;
            if controller != mine && !g.in_battleline(me) {
                g.add_counters(me, 1);
                if g.counters(me) >= AWAKENING {
                    g.trigger(AWAKEN, me, mine);
                }
            }
        }
    }),
    hears: Events::REAPED,
    modifies: Queries::POWER.and(Queries::ARMOR),
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value } if *card == me && g.in_battleline(me) => *value += 100,
        Query::Armor { card, value } if *card == me && g.in_battleline(me) => *value += 100,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Exhaust a creature (Flash Freeze's reaction).
const EXHAUST_A_CREATURE: &[Step] = &[Step::target(TargetSpec::ANY_CREATURE, exhaust_last)];

/// Flash Freeze — Play: for the rest of the turn, after you play another
/// card, exhaust a creature.
static FLASH_FREEZE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && card != e.source {
                g.trigger(EXHAUST_A_CREATURE, e.source, e.controller);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Kiligog's Trench's end of turn: a depth counter, then destroy each
/// creature whose power equals the counters.
const DEEPEN: &[Step] = &[Step::then(|g, f| {
    let depth = g.add_counters(f.source, 1) as i32;
    let sunk = each(g, f.controller, Zones::CREATURES, |c| g.power(c) == depth);
    for &c in sunk.iter() {
        g.destroy(c);
    }
})];

/// Kiligog's Trench — at the end of your turn, it gains a depth counter,
/// then each creature with power equal to its depth counters is destroyed.
static KILIGOGS_TRENCH: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.trigger(DEEPEN, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// How many creatures other than `me` are exhausted.
fn other_exhausted(g: &Game, me: CardRef) -> i32 {
    g.all_creatures()
        .filter(|&c| c != me && g.card(c).is_exhausted())
        .count() as i32
}

/// Llack Gaboon — +1 power for each other exhausted creature; with 3 or
/// more of them, skirmish and hazardous 5.
static LLACK_GABOON: Behavior = Behavior {
    modifies: Queries::POWER
        .and(Queries::KEYWORDS)
        .and(Queries::ASSAULT_HAZARDOUS),
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value } if *card == me => *value += other_exhausted(g, me),
        Query::Keywords { card, value } if *card == me && other_exhausted(g, me) >= 3 => {
            *value = value.with(Keywords::SKIRMISH)
        }
        Query::Hazardous { card, value } if *card == me && other_exhausted(g, me) >= 3 => {
            *value += 5
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// "Deal 2 damage to the chosen creature, with 2 splash" to each of its
/// neighbors, all dealt at once (the family of Pound, Age of Ascension).
fn two_with_two_splash(g: &mut Game, f: &mut Frame) {
    g.deal_damage_with_splash(f.last_target(), 2, 2);
}

/// Te-wheke Kraken — Play: exhaust 2 friendly Unfathomable creatures, or
/// it is destroyed (a creature already exhausted is not exhausted by it);
/// Fight/Reap: 2 damage to a creature, with 2 splash.
static TE_WHEKE_KRAKEN: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::friendly(g, f, c) && g.belongs_to(c, House::Unfathomable)
            })
            .exactly(2),
            |g, f| {
                let c = f.last_target();
                if c.is_none() {
                    return;
                }
                if c.is_some() && !g.card(c).is_exhausted() {
                    g.exhaust(c);
                    f.count += g.card(c).is_exhausted() as u8;
                }
            },
        ),
        Step::then(|g, f| g.destroy(f.source)).only_if(|_, f| f.count < 2),
    ],
    reap: &[Step::target(TargetSpec::ANY_CREATURE, two_with_two_splash)],
    fight: &[Step::target(TargetSpec::ANY_CREATURE, two_with_two_splash)],
    ..Behavior::VANILLA
};

/// The Susurrus — Action: exhaust a friendly Unfathomable creature; if you
/// do, exhaust up to 3 creatures and artifacts.
static THE_SUSURRUS: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && g.belongs_to(c, House::Unfathomable)
        }),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if c.is_some() && !g.card(c).is_exhausted() {
                g.exhaust(c);
                f.done = g.card(c).is_exhausted();
            }
        },
    ),
    Step::target(
        TargetSpec::new(Zones::IN_PLAY, filter::not_chosen).up_to(3),
        exhaust_last,
    )
    .only_if(|_, f| f.done),
]);

/// Voice of Rakuzel — while the tide is high for you, each friendly
/// creature gets +1 power and +1 armor; while it is low, each enemy
/// creature does.
static VOICE_OF_RAKUZEL: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::ARMOR),
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let mine = g.card(me).controller;
        let favoured = |c: CardRef| {
            let friendly = g.card(c).controller == mine;
            (friendly && g.tide_is_high(mine)) || (!friendly && g.tide_is_low(mine))
        };
        match q {
            Query::Power { card, value } if favoured(*card) => *value += 1,
            Query::Armor { card, value } if favoured(*card) => *value += 1,
            _ => {}
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Whirlpool's end of turn: the turn's player gives the creature on their
/// right flank to their opponent, on the opponent's left flank.
const WHIRL: &[Step] = &[Step::then(|g, f| {
    if let Some(&c) = g.creatures(f.controller).last() {
        g.take_control(c, f.opponent(), Flank::Left);
    }
})];

/// Whirlpool — at the end of each turn, its player gives control of their
/// right flank creature to their opponent, who puts it on their left
/// flank.
static WHIRLPOOL: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TurnEnded { player } = ev {
            g.trigger(WHIRL, me, player);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Capture 2 (Abyssal Zealot's reaction).
const CAPTURE_TWO: &[Step] = &[Step::capture(2)];

/// Abyssal Zealot — after you raise the tide, capture 2; after the
/// opponent raises it, 2 Æmber on it go back to the supply.
static ABYSSAL_ZEALOT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TideRaised { player } = ev {
            let mine = g.card(me).controller;
            if player == mine {
                g.trigger(CAPTURE_TWO, me, mine);
            } else {
                g.remove_amber(me, 2);
            }
        }
    }),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Allusions of Grandeur — Play: choose a house of the opponent's identity
/// card; gain 3 if they choose another house in their next turn.
static ALLUSIONS_OF_GRANDEUR: Behavior = Behavior {
    play: &[Step::choose_house(HouseSpec::OpponentIdentity, |g, f| {
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
    lasting_event: Some(|g, e, ev| {
        if let Event::HouseChosen { player, house } = ev {
            if player != e.controller && house != e.house() {
                g.gain(e.controller, 3);
            }
        }
    }),
    lasting_hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// Scyphos — Destroyed: archive it while the tide is high for you
/// (hazardous 4 is printed).
static SCYPHOS: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| g.archive(f.controller, f.source)).only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Under Pressure — its creature cannot ready.
static UNDER_PRESSURE: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Ready { card },
        } = *q
        {
            if card == g.card(me).host {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Brain Drain — Play: look at the opponent's hand and put a card of it on
/// top of their deck.
static BRAIN_DRAIN: Behavior = Behavior::play(&[
    Step::then(|g, f| g.reveal_hand(f.opponent(), f.controller)),
    Step::target(
        TargetSpec::new(Zones::OPPONENT_HAND, filter::any),
        |g, f| g.put_on_top_of_deck(f.last_target()),
    ),
]);

/// "Cannot play more than 1 card of each card type each turn" for
/// `player`: whether a card of `card`'s type was played this turn.
fn type_played_this_turn(g: &Game, card: CardRef) -> bool {
    g.turn_history().played_by_type[g.def(card).kind as usize] >= 1
}

/// Kaupe — the opponent cannot play more than one card of each card type
/// (action, artifact, creature, upgrade) a turn.
static KAUPE: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player != g.card(me).controller && type_played_this_turn(g, *card) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Any number of cards: every card a player can hold.
const ANY_NUMBER: u8 = MAX_CARDS as u8;

/// Deals 2 damage to the enemy creature chosen last.
fn two_damage(g: &mut Game, f: &mut Frame) {
    g.deal_damage(f.last_target(), 2);
}

/// Kaupe's evil twin Fight/Reap: discard any number of cards from hand,
/// then 2 damage to an enemy creature for each card discarded.
const DISCARD_FOR_DAMAGE: &[Step] = &[
    Step::target(
        TargetSpec::new(Zones::HAND, filter::any).up_to(ANY_NUMBER),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if c.is_some() {
                g.discard_from_hand(c);
                f.count += 1;
            }
        },
    ),
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, filter::enemy), two_damage),
];

/// Kaupe (evil twin) — you cannot play more than one card of each card
/// type a turn; Fight/Reap: discard any number of cards from your hand,
/// and deal 2 damage to an enemy creature for each.
static KAUPE_EVIL_TWIN: Behavior = Behavior {
    fight: DISCARD_FOR_DAMAGE,
    reap: DISCARD_FOR_DAMAGE,
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player == g.card(me).controller && type_played_this_turn(g, *card) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Kiri Giltspine — after an enemy creature reaps, that creature does not
/// ready in its controller's next "ready cards" step (elusive is printed).
static KIRI_GILTSPINE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Reaped {
            creature,
            controller,
        } = ev
        {
            let mine = g.card(me).controller;
            if controller != mine && g.in_battleline(creature) {
                g.add_lasting_with(me, mine, Expiry::SubjectLeavesPlay, creature, 0);
            }
        }
    }),
    hears: Events::REAPED,
    lasting_modifies: Queries::REPLACEMENTS,
    lasting_modify: Some(|g, e, q| {
        if let Query::Instead {
            action: GameAction::Ready { card },
        } = *q
        {
            if card == e.subject && g.in_ready_cards_step() {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardsReadied { player } = ev {
            if player == g.card(e.subject).controller {
                g.expire_lasting(|x| *x == e);
            }
        }
    }),
    lasting_hears: Events::CARDS_READIED,
    ..Behavior::VANILLA
};

/// Storm Surge — Play: the opponent readies no card in the "ready cards"
/// step of their next turn.
static STORM_SURGE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::REPLACEMENTS,
    lasting_modify: Some(|g, e, q| {
        if let Query::Instead {
            action: GameAction::Ready { .. },
        } = *q
        {
            if g.in_ready_cards_step() && g.active_player() != e.controller {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The Chosen One — in the opponent's "ready cards" step, each of their
/// exhausted creatures stays exhausted and deals 1 damage to The Chosen
/// One instead of readying.
static THE_CHOSEN_ONE: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Ready { card },
        } = *q
        {
            let theirs = g.card(me).controller.opponent();
            if g.in_ready_cards_step()
                && g.active_player() == theirs
                && g.in_battleline(card)
                && g.card(card).controller == theirs
            {
                *q = Query::Instead {
                    action: GameAction::Damage {
                        card: me,
                        amount: 1,
                    },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Mælstrom — Play: each creature goes on top of its owner's deck, in a
/// random order; gain 2 chains.
static MAELSTROM: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut all: Vec<CardRef> = each(g, f.controller, Zones::CREATURES, |_| true).to_vec();
    g.random_order(&mut all);
    for c in all {
        g.put_on_top_of_deck(c);
    }
    g.gain_chains(f.controller, 2);
})]);

/// One of the cards Drawn Down took off the top of the opponent's deck,
/// still in the opponent's hand, where it waits to be chosen (the way of
/// Vandalize, Mass Mutation).
fn looked_at(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.chosen()[..f.count as usize].contains(&c) && g.card(c).location == Location::Hand
}

/// Whether a card Drawn Down took waits to be placed.
fn one_waits(g: &Game, f: &Frame) -> bool {
    (0..f.count as usize).any(|i| looked_at(g, f, f.target(i)))
}

/// Drawn Down — Play: of the top 3 cards of the opponent's deck, you
/// discard one, put one on the bottom of their deck and one back on top.
/// The cards wait in the opponent's hand, revealed to you, to be chosen
/// from (with fewer than 3, the discard is chosen first, then the bottom).
static DRAWN_DOWN: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let opponent = f.opponent();
        for _ in 0..3 {
            let Some(top) = g.player(opponent).deck.last() else {
                break;
            };
            g.return_to_hand(top);
            g.reveal(top, f.controller);
            f.push_target(top);
        }
        f.count = f.target_count;
    }),
    Step::target(TargetSpec::new(Zones::OPPONENT_HAND, looked_at), |g, f| {
        g.put_on_top_of_deck(f.last_target());
        g.discard_top_of_deck(f.opponent());
    })
    .only_if(one_waits),
    Step::target(TargetSpec::new(Zones::OPPONENT_HAND, looked_at), |g, f| {
        g.put_on_bottom_of_deck(f.last_target())
    })
    .only_if(one_waits),
    Step::then(|g, f| {
        for i in 0..f.count as usize {
            let c = f.target(i);
            if looked_at(g, f, c) {
                g.put_on_top_of_deck(c);
            }
        }
    }),
]);

/// General Sherman's return: each creature it purged comes back to play
/// exhausted under its owner's control, its owner choosing the flank, one
/// after another (the way of Spangler Box, Call of the Archons).
const RETURN_PURGED: &[Step] = &[
    Step::then(|g, f| {
        f.subject = g.purged_by(f.source).unwrap_or(CardRef::NONE);
        if f.subject.is_some() {
            let owner = g.card(f.subject).owner;
            if g.creatures(owner).is_empty() {
                g.return_purged(f.source, f.subject, owner, Flank::Right);
                g.exhaust(f.subject);
            }
        }
    }),
    Step::choose_one(control::FLANKS, |g, f| {
        let owner = g.card(f.subject).owner;
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        g.return_purged(f.source, f.subject, owner, flank);
        g.exhaust(f.subject);
    })
    .chosen_by(Chooser::OwnerOf(CardSlot::Subject))
    .only_if(|g, f| f.subject.is_some() && g.card(f.subject).location == Location::Purged),
    // The next creature it purged, if any.
    Step::then(|_, f| {
        if f.subject.is_some() {
            let times = f.count + 1;
            *f = Frame::new(f.ability, f.source, f.controller);
            f.count = times;
            f.repeat = (times as usize) < MAX_CARDS;
        }
    }),
];

/// General Sherman — deals no damage in fights; Play: purge each other
/// creature; when it leaves play, they return to play, exhausted, under
/// their owners' control.
static GENERAL_SHERMAN: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let others = each(g, f.controller, Zones::CREATURES, |c| c != f.source);
        for &c in others.iter() {
            g.purge_for(c, f.source);
        }
    })],
    leaves_play: RETURN_PURGED,
    modifies: Queries::FIGHT_DAMAGE,
    modify: Some(|_, me, q| {
        if let Query::FightDamage { dealer, value, .. } = q {
            if *dealer == me {
                *value = 0;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod more_tests;
#[cfg(test)]
mod tests;
