//! Logos, Call of the Archons.

use keysim_engine::ability::Events;
use keysim_engine::ability::{
    filter, record, Behavior, CardSlot, Chooser, Frame, HouseSpec, Queries, Step, TargetSpec,
};
use keysim_engine::control;
use keysim_engine::extra_plays;
use keysim_engine::select::each;
use keysim_engine::GameAction;
use keysim_engine::{
    CardRef, Event, Expiry, Game, LastingEffect, Location, Player, Query, Zones, MAX_CARDS,
};
use keysim_facts::House;

/// The behaviour of a Logos card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "dimension-door" => &DIMENSION_DOOR,
        "library-access" => &LIBRARY_ACCESS,
        "twin-bolt-emission" => &TWIN_BOLT_EMISSION,
        "wild-wormhole" => &WILD_WORMHOLE,
        "library-of-babble" => &LIBRARY_OF_BABBLE,
        "batdrone" => &BATDRONE,
        "doc-bookton" => &DOC_BOOKTON,
        "dr-escotera" => &DR_ESCOTERA,
        "quixo-the-adventurer" => &QUIXO_THE_ADVENTURER,
        "mother" => &MOTHER,
        "ganymede-archivist" => &GANYMEDE_ARCHIVIST,
        "labwork" => &LABWORK,
        "neutron-shark" => &NEUTRON_SHARK,
        "dextre" => &DEXTRE,
        "phase-shift" => &PHASE_SHIFT,
        "rocket-boots" => &ROCKET_BOOTS,
        "effervescent-principle" => &EFFERVESCENT_PRINCIPLE,
        "neuro-syphon" => &NEURO_SYPHON,
        "novu-archaeologist" => &NOVU_ARCHAEOLOGIST,
        "research-smoko" => &RESEARCH_SMOKO,
        "foggify" => &FOGGIFY,
        "positron-bolt" => &POSITRON_BOLT,
        "sloppy-labwork" => &SLOPPY_LABWORK,
        "brain-eater" => &BRAIN_EATER,
        "titan-mechanic" => &TITAN_MECHANIC,
        "timetraveller" => &TIMETRAVELLER,
        "vespilon-theorist" => &VESPILON_THEORIST,
        "anomaly-exploiter" => &ANOMALY_EXPLOITER,
        "random-access-archives" => &RANDOM_ACCESS_ARCHIVES,
        "strange-gizmo" => &STRANGE_GIZMO,
        "scrambler-storm" => &SCRAMBLER_STORM,
        "dysania" => &DYSANIA,
        "knowledge-is-power" => &KNOWLEDGE_IS_POWER,
        "reverse-time" => &REVERSE_TIME,
        "help-from-future-self" => &HELP_FROM_FUTURE_SELF,
        "mobius-scroll" => &MOBIUS_SCROLL,
        "the-howling-pit" => &THE_HOWLING_PIT,
        "replicator" => &REPLICATOR,
        "skippy-timehog" => &SKIPPY_TIMEHOG,
        "bouncing-deathquark" => &BOUNCING_DEATHQUARK,
        "interdimensional-graft" => &INTERDIMENSIONAL_GRAFT,
        "chaos-portal" => &CHAOS_PORTAL,
        "remote-access" => &REMOTE_ACCESS,
        "veylan-analyst" => &VEYLAN_ANALYST,
        "ozmo-martianologist" => &OZMO_MARTIANOLOGIST,
        "harland-mindlock" => &HARLAND_MINDLOCK,
        "transposition-sandals" => &TRANSPOSITION_SANDALS,
        "crazy-killing-machine" => &CRAZY_KILLING_MACHINE,
        "experimental-therapy" => &EXPERIMENTAL_THERAPY,
        "spectral-tunneler" => &SPECTRAL_TUNNELER,
        "spangler-box" => &SPANGLER_BOX,
        "psychic-bug" => &PSYCHIC_BUG,
        "pocket-universe" => &POCKET_UNIVERSE,
        _ => return None,
    })
}

/// Dimension Door — this turn, reaping steals instead of gaining.
static DIMENSION_DOOR: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::REPLACEMENTS_BUT_READYING,
    lasting_modify: Some(|_, e: LastingEffect, q: &mut Query| {
        if let Query::Instead {
            action:
                GameAction::Gain {
                    player,
                    amount,
                    reaped: true,
                    ..
                },
        } = *q
        {
            if player == e.controller {
                *q = Query::Instead {
                    action: GameAction::Steal {
                        thief: player,
                        amount,
                    },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Library Access — this turn, draw on each other card played; purge it.
static LIBRARY_ACCESS: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
        g.purge(f.source);
    })],
    lasting_event: Some(|g: &mut Game, e: LastingEffect, ev: Event| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && card != e.source {
                g.draw(player, 1);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Twin Bolt Emission — Play: 2 damage to each of two creatures.
static TWIN_BOLT_EMISSION: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, record),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::not_chosen),
        |g, f| {
            g.deal_damage_each(&[f.target(0), f.target(1)], 2);
        },
    ),
]);

/// Wild Wormhole — Play: play the top card of your deck.
static WILD_WORMHOLE: Behavior = Behavior::play(&[Step::play_top_of_deck()]);

/// Library of Babble — Action: draw a card.
static LIBRARY_OF_BABBLE: Behavior = Behavior::action(&[Step::draw(1)]);

/// Batdrone — Fight: steal 1.
static BATDRONE: Behavior = Behavior::fight(&[Step::steal(1)]);

/// Doc Bookton — Reap: draw a card.
static DOC_BOOKTON: Behavior = Behavior::reap(&[Step::draw(1)]);

/// Dr. Escotera — Play: gain 1 per key the opponent forged.
static DR_ESCOTERA: Behavior = Behavior::play(&[Step::then(|g, f| {
    let keys = g.player(f.opponent()).keys as u32;
    g.gain(f.controller, keys);
})]);

/// Quixo the "Adventurer" — Fight: draw a card.
static QUIXO_THE_ADVENTURER: Behavior = Behavior::fight(&[Step::draw(1)]);

/// Mother — its controller refills to one more card.
static MOTHER: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|g: &Game, me: CardRef, q: &mut Query| {
        if let Query::HandSize { player, value } = q {
            if *player == g.card(me).controller {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Archives the chosen card from hand.
const ARCHIVE_A_CARD: Step = Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
    g.archive(f.controller, f.target(0))
});

/// Ganymede Archivist — Reap: archive a card.
static GANYMEDE_ARCHIVIST: Behavior = Behavior::reap(&[ARCHIVE_A_CARD]);

/// Labwork — Play: archive a card.
static LABWORK: Behavior = Behavior::play(&[ARCHIVE_A_CARD]);

/// Neutron Shark — destroy an enemy and a friendly card; may repeat.
static NEUTRON_SHARK: Behavior = Behavior {
    play: SHARK_EFFECT,
    fight: SHARK_EFFECT,
    reap: SHARK_EFFECT,
    ..Behavior::VANILLA
};

/// Whether `p` has a creature that can still be chosen.
fn has_creature(g: &Game, p: Player) -> bool {
    g.creatures(p).iter().any(|&c| !g.card(c).is_tagged())
}

/// Remembers the chosen enemy card (in `f.subject`).
fn pick_enemy(_: &mut Game, f: &mut Frame) {
    if f.last_target().is_some() {
        f.subject = f.last_target();
    }
}

/// Destroys the chosen enemy card and the chosen friendly card together.
fn destroy_pair(g: &mut Game, f: &mut Frame) {
    let friendly = f.last_target();
    if friendly.is_some() {
        g.destroy(f.subject);
        g.destroy(friendly);
        f.done = true;
    }
}

// Each side's "creature or artifact" is chosen in up to three steps: an
// artifact instead of a creature (optional, only while a creature could be
// chosen), else a creature, else an artifact. `f.subject` holds the enemy
// card; `f.done` says the friendly one was chosen.
const SHARK_EFFECT: &[Step] = &[
    Step::target(
        TargetSpec::new(Zones::ARTIFACTS, |g, f, c| {
            filter::enemy(g, f, c) && has_creature(g, f.opponent())
        })
        .optional(),
        pick_enemy,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && f.subject.is_none()
        }),
        pick_enemy,
    ),
    Step::target(
        TargetSpec::new(Zones::ARTIFACTS, |g, f, c| {
            filter::enemy(g, f, c) && f.subject.is_none()
        }),
        pick_enemy,
    ),
    Step::target(
        TargetSpec::new(Zones::ARTIFACTS, |g, f, c| {
            filter::friendly(g, f, c) && has_creature(g, f.controller)
        })
        .optional(),
        destroy_pair,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && !f.done
        }),
        destroy_pair,
    ),
    Step::target(
        TargetSpec::new(Zones::ARTIFACTS, |g, f, c| {
            filter::friendly(g, f, c) && !f.done
        }),
        destroy_pair,
    ),
    Step::then(|g, f| {
        if !f.done {
            g.destroy(f.subject);
        }
    }),
    // The destructions have resolved: discard, and go again while the top
    // card is not Logos and the Shark is still in play (FAQ).
    Step::then(|g, f| {
        let top = g.discard_top_of_deck(f.controller);
        if top.is_some() && !g.belongs_to(top, House::Logos) && g.in_battleline(f.source) {
            // Restart this ability from its first step, in the same frame
            // (so a long streak does not deepen the resolution stack).
            *f = Frame::new(f.ability, f.source, f.controller);
            f.repeat = true;
        }
    }),
];

/// Dextre — Play: capture 1. Destroyed: back on top of your deck.
static DEXTRE: Behavior = Behavior {
    play: &[Step::capture(1)],
    destroyed: &[Step::then(|g, f| g.put_on_top_of_deck(f.source))],
    ..Behavior::VANILLA
};

/// Phase Shift — this turn, you may play one more non-Logos card.
static PHASE_SHIFT: Behavior = Behavior {
    play: &[extra_plays::allow_one_non_house_play(House::Logos)],
    ..extra_plays::ALLOWS_NON_HOUSE_PLAYS
};

/// Rocket Boots — its creature readies after its first use a turn.
static ROCKET_BOOTS: Behavior = Behavior {
    grants: Some(&ROCKET_BOOTS_GAINS),
    ..Behavior::VANILLA
};

static ROCKET_BOOTS_GAINS: Behavior = Behavior::fight_and_reap(READY_IF_FIRST_USE);

const READY_IF_FIRST_USE: &[Step] = &[Step::then(|g, f| {
    if g.times_used_this_turn(f.source) == 1 {
        g.ready(f.source);
    }
})];

/// Effervescent Principle — each player loses half; gain a chain.
static EFFERVESCENT_PRINCIPLE: Behavior = Behavior::play(&[Step::then(|g, f| {
    for p in Player::BOTH {
        let half = g.player(p).amber as u32 / 2;
        g.lose(p, half);
    }
    g.gain_chains(f.controller, 1);
})]);

/// Neuro Syphon — Play: if the opponent has more Æmber, steal 1 and draw.
static NEURO_SYPHON: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.player(f.opponent()).amber > g.player(f.controller).amber {
        g.steal(f.controller, 1);
        g.draw(f.controller, 1);
    }
})]);

/// Novu Archaeologist — Action: archive a card from your discard pile.
static NOVU_ARCHAEOLOGIST: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::any),
    |g, f| {
        g.archive(f.controller, f.target(0));
    },
)]);

/// Research Smoko — Destroyed: archive the top card of your deck.
static RESEARCH_SMOKO: Behavior = Behavior::destroyed(&[Step::archive_top_of_deck()]);

/// Foggify — Play: the opponent cannot use creatures to fight on their
/// next turn.
static FOGGIFY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(opponent_cannot_fight),
    ..Behavior::VANILLA
};

/// A lasting effect: creatures of the effect's controller's opponent cannot
/// be used to fight.
pub(super) fn opponent_cannot_fight(g: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::CanFight { attacker, value } = q {
        if g.card(*attacker).controller != e.controller {
            *value = false;
        }
    }
}

/// Positron Bolt — Play: 3 damage to a flank creature, 2 to its neighbor
/// (chosen if it has two: a creature considered a flank creature, the FAQ
/// ruling on Spectral Tunneler), 1 to that neighbor's other neighbor; the
/// creatures are found before any damage.
static POSITRON_BOLT: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| g.on_flank(c)),
        record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| g.are_neighbors(f.target(0), c)),
        record,
    ),
    Step::then(|g, f| {
        let (first, second) = (f.target(0), f.target(1));
        let third = if second.is_some() {
            g.neighbors(second)
                .find(|&c| c != first)
                .unwrap_or(CardRef::NONE)
        } else {
            CardRef::NONE
        };
        g.assign_damage(first, 3);
        g.assign_damage(second, 2);
        g.assign_damage(third, 1);
        g.deal_assigned_damage();
    }),
]);

/// Sloppy Labwork — Play: archive a card, then discard a card.
static SLOPPY_LABWORK: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.archive(f.controller, f.target(0));
    }),
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        let c = f.target(1);
        if c.is_some() {
            g.discard_from_hand(c);
        }
    }),
]);

/// Brain Eater — after a creature is destroyed fighting it, draw a card.
static BRAIN_EATER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed { fighting, .. } = ev {
            if fighting == me {
                g.draw(g.card(me).controller, 1);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Titan Mechanic — while on a flank, each key costs 1 less.
static TITAN_MECHANIC: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { value, .. } = q {
            if g.on_flank(me) {
                *value -= 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Timetraveller — Play: draw 2; Action: shuffle it into your deck.
static TIMETRAVELLER: Behavior = Behavior {
    play: &[Step::draw(2)],
    action: &[Step::then(|g, f| g.shuffle_into_deck(f.source))],
    ..Behavior::VANILLA
};

/// Vespilon Theorist — Reap: choose a house and reveal the top card of
/// your deck: of that house, archive it and gain 1; otherwise discard it.
static VESPILON_THEORIST: Behavior =
    Behavior::reap(&[Step::choose_house(HouseSpec::Any, |g, f| {
        let Some(top) = g.player(f.controller).deck.last() else {
            return;
        };
        if Some(g.card(top).house) == f.house {
            g.archive(f.controller, top);
            g.gain(f.controller, 1);
        } else {
            g.discard_top_of_deck(f.controller);
        }
    })]);

/// Anomaly Exploiter — Action: destroy a damaged creature.
static ANOMALY_EXPLOITER: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| g.card(c).damage > 0),
    |g, f| g.destroy(f.target(0)),
)]);

/// Random Access Archives — Play: archive the top card of your deck.
static RANDOM_ACCESS_ARCHIVES: Behavior = Behavior::play(&[Step::archive_top_of_deck()]);

/// Strange Gizmo — after you forge a key, destroy each creature and
/// artifact.
static STRANGE_GIZMO: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if matches!(ev, Event::KeyForged { player, .. } if player == g.card(me).controller) {
            let mine = g.card(me).controller;
            for &c in &*each(g, mine, Zones::IN_PLAY, |_| true) {
                g.destroy(c);
            }
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// Scrambler Storm — Play: the opponent cannot play actions on their next
/// turn.
static SCRAMBLER_STORM: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player != e.controller && g.def(*card).kind == keysim_facts::CardType::Action {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Dysania — Play: the opponent discards their archives; gain 1 per card.
static DYSANIA: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut n = 0;
    // From the top down; a card kept in archives (Memrox the Red) stays.
    let archives = g.player(f.opponent()).archives;
    for c in archives.iter().rev() {
        if g.discard_from_archives(c) {
            n += 1;
        }
    }
    g.gain(f.controller, n);
})]);

/// Knowledge is Power — Play: choose one: archive a card, or gain 1 per
/// card in your archives.
static KNOWLEDGE_IS_POWER: Behavior = Behavior::play(&[
    Step::choose_one(&["archive a card", "gain 1 per archived card"], |g, f| {
        if f.option == 1 {
            let n = g.player(f.controller).archives.len();
            g.gain(f.controller, n as u32);
        }
    }),
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.archive(f.controller, f.target(0));
    })
    .only_if(|_, f| f.option == 0),
]);

/// Reverse Time — Play: swap your deck and discard pile, then shuffle the
/// deck.
static REVERSE_TIME: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.swap_deck_and_discard(f.controller);
    g.shuffle_deck(f.controller);
})]);

/// Help from Future Self — Play: a Timetraveller from your deck or discard
/// pile to your hand; shuffle your discard pile into your deck.
static HELP_FROM_FUTURE_SELF: Behavior = Behavior::play(&[Step::then(|g, f| {
    let ps = g.player(f.controller);
    let found = ps
        .deck
        .iter()
        .chain(ps.discard.iter())
        .find(|&c| g.def(c).name == "Timetraveller");
    if let Some(c) = found {
        g.return_to_hand(c);
    }
    g.shuffle_zone_into_deck(f.controller, Location::Discard);
})]);

/// Mobius Scroll — Action: archive it and up to 2 cards from your hand.
static MOBIUS_SCROLL: Behavior = Behavior::action(&[
    Step::then(|g, f| g.archive(f.controller, f.source)),
    Step::target(
        TargetSpec::new(Zones::HAND, filter::any).up_to(2),
        |g, f| {
            g.archive(f.controller, f.last_target());
        },
    ),
]);

/// The Howling Pit — each player refills their hand to one more card.
static THE_HOWLING_PIT: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|_, _, q| {
        if let Query::HandSize { value, .. } = q {
            *value += 1;
        }
    }),
    ..Behavior::VANILLA
};

/// Replicator — Reap: trigger another creature's Reap: ability as if you
/// controlled it. Another Replicator is not offered: copying it only
/// copies a third creature's ability (or loops, and the rules let the
/// active player stop a loop at once), so it adds no outcome.
static REPLICATOR: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        c != f.source && !g.behavior(c).reap.is_empty() && !std::ptr::eq(g.behavior(c), &REPLICATOR)
    }),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.trigger(g.behavior(c).reap, c, f.controller);
        }
    },
)]);

/// Skippy Timehog — Play: the opponent cannot use cards on their next
/// turn.
static SKIPPY_TIMEHOG: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::CanUse { player, value, .. } = q {
            if *player != e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bouncing Deathquark — Play: destroy an enemy creature and a friendly
/// creature; you may repeat it while both sides have creatures.
static BOUNCING_DEATHQUARK: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), record),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.destroy(f.target(0));
            g.destroy(f.target(1));
        },
    ),
    // The destructions have resolved.
    Step::may(|_, f| {
        let times = f.count + 1;
        *f = Frame::new(f.ability, f.source, f.controller);
        f.count = times;
        f.repeat = true;
    })
    .only_if(|g, f| {
        !g.creatures(f.controller).is_empty()
            && !g.creatures(f.opponent()).is_empty()
            && (f.count as usize) < MAX_CARDS
    }),
]);

/// Interdimensional Graft's giving: the opponent gives you the Æmber they
/// have left.
const OPPONENT_GIVES_WHAT_IS_LEFT: keysim_engine::ability::Ability = &[Step::then(|g, f| {
    let left = g.player(f.opponent()).amber as u32;
    g.give_amber(f.opponent(), f.controller, left);
})];

/// Interdimensional Graft — Play: if the opponent forges a key on their
/// next turn, they give you the Æmber they have left. The giving is an
/// ability queued after the key is forged, so the forging player orders it
/// with other abilities of that moment (the FAQ with Forgemaster Og).
static INTERDIMENSIONAL_GRAFT: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::KeyForged { player, .. } = ev {
            if player != e.controller && g.active_player() == player {
                g.trigger(OPPONENT_GIVES_WHAT_IS_LEFT, e.source, e.controller);
            }
        }
    }),
    lasting_hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// Chaos Portal — Action: choose a house; reveal the top card of your
/// deck and play it if it is of that house.
static CHAOS_PORTAL: Behavior = Behavior::action(&[Step::choose_house(HouseSpec::Any, |g, f| {
    if let (Some(top), Some(h)) = (g.player(f.controller).deck.last(), f.house) {
        if g.belongs_to(top, h) {
            g.play_from_anywhere(top, f.controller);
        }
    }
})]);

/// Remote Access — Play: use an opponent's artifact as if it were yours.
static REMOTE_ACCESS: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::enemy),
    |g, f| {
        g.use_artifact_as_yours(f.target(0), f.controller);
    },
)]);

/// Veylan Analyst — each time you use an artifact, gain 1.
static VEYLAN_ANALYST: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Used { card, player } = ev {
            if player == g.card(me).controller && g.card(card).location == Location::Artifacts {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::USED,
    ..Behavior::VANILLA
};

/// Ozmo, Martianologist — Fight/Reap: choose one: heal 3 damage from a
/// Mars creature, or stun a Mars creature.
static OZMO_MARTIANOLOGIST: Behavior = Behavior::fight_and_reap(OZMO_TENDS_MARTIANS);

const OZMO_TENDS_MARTIANS: keysim_engine::ability::Ability = &[
    Step::choose_one(
        &["heal 3 from a Mars creature", "stun a Mars creature"],
        record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| g.belongs_to(c, House::Mars)),
        |g, f| {
            if f.option == 0 {
                g.heal(f.target(0), 3);
            } else {
                g.stun(f.target(0));
            }
        },
    ),
];

/// Harland Mindlock — Play: take control of an enemy flank creature until
/// Harland Mindlock leaves play.
static HARLAND_MINDLOCK: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::enemy(g, f, c) && g.on_flank(c)
            }),
            |g, f| {
                f.subject = f.target(0);
                control::hold_subject(g, f);
            },
        ),
        Step::then(control::take_subject_if_no_choice),
        Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
            .only_if(control::flank_choice_needed),
    ],
    leaves_play: control::GIVE_BACK_HELD,
    ..Behavior::VANILLA
};

/// Transposition Sandals — its creature gains "Action: swap with another
/// friendly creature; you may use that creature this turn".
static TRANSPOSITION_SANDALS: Behavior = Behavior {
    grants: Some(&TRANSPOSITION_SANDALS_GAINS),
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::OffHouseUse { card, value, .. } = q {
            if *card == e.subject {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

static TRANSPOSITION_SANDALS_GAINS: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        c != f.source && filter::friendly(g, f, c)
    }),
    |g, f| {
        let other = f.target(0);
        if other.is_some() {
            g.swap_creatures(f.source, other);
            g.add_lasting_with(f.granted_by, f.controller, Expiry::EndOfTurn, other, 0);
        }
    },
)]);

/// Crazy Killing Machine — Action: discard the top card of each deck; for
/// each, destroy a creature or artifact of its house if able; unless 2
/// cards were destroyed so, destroy the Machine.
static CRAZY_KILLING_MACHINE: Behavior = Behavior::action(&[
    // The discarded cards are kept as the first two targets.
    Step::then(|g, f| {
        let mine = g.discard_top_of_deck(f.controller);
        let theirs = g.discard_top_of_deck(f.opponent());
        f.push_target(mine);
        f.push_target(theirs);
    }),
    Step::target(
        TargetSpec::new(Zones::IN_PLAY, |g, f, c| of_discarded_house(g, f, c, 0)),
        |g, f| {
            if f.target(2).is_some() {
                g.destroy(f.target(2));
                f.count += 1;
            }
        },
    ),
    Step::target(
        TargetSpec::new(Zones::IN_PLAY, |g, f, c| of_discarded_house(g, f, c, 1)),
        |g, f| {
            if f.target(3).is_some() {
                g.destroy(f.target(3));
                f.count += 1;
            }
        },
    ),
    // The destructions have resolved.
    Step::then(|g, f| {
        if f.count < 2 {
            g.destroy(f.source);
        }
    }),
]);

/// Whether `c` is a card in play, not yet chosen, of the house of the
/// `i`-th card Crazy Killing Machine discarded.
fn of_discarded_house(g: &Game, f: &Frame, c: CardRef, i: usize) -> bool {
    let discarded = f.target(i);
    discarded.is_some()
        && g.belongs_to(c, g.card(discarded).house)
        && !f.picked.contains(c)
        && !g.card(c).is_tagged()
}

/// Experimental Therapy — its creature belongs to all houses. Play: stun
/// and exhaust it.
static EXPERIMENTAL_THERAPY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let host = g.card(f.source).host;
        g.stun(host);
        g.exhaust(host);
    })],
    modifies: Queries::HOUSES,
    modify: Some(|g, me, q| {
        if let Query::Houses { card, value } = q {
            if *card == g.card(me).host {
                *value = u32::MAX;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Spectral Tunneler — Action: for the rest of the turn, a creature counts
/// as a flank creature and gains "Reap: draw a card".
static SPECTRAL_TUNNELER: Behavior = Behavior {
    action: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        if f.target(0).is_some() {
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, f.target(0), 0);
        }
    })],
    lasting_modifies: Queries::OTHER_BUT_FIGHT,
    lasting_modify: Some(|_, e, q| {
        if let Query::IsFlank { card, value } = q {
            if *card == e.subject {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::Reaped {
            creature,
            controller,
        } = ev
        {
            if creature == e.subject {
                g.draw(controller, 1);
            }
        }
    }),
    lasting_hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Spangler Box — Action: purge a creature; if you do, your opponent gains
/// control of the Box. When the Box leaves play, every card it purged
/// returns to play (its owner choosing the flank).
static SPANGLER_BOX: Behavior = Behavior {
    action: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        g.purge_for(c, f.source);
        if c.is_some() && g.card(c).location == Location::Purged {
            g.take_control(f.source, f.opponent(), keysim_engine::Flank::Right);
        }
    })],
    leaves_play: &[
        Step::then(|g, f| {
            f.subject = g.purged_by(f.source).unwrap_or(CardRef::NONE);
            if f.subject.is_some() {
                let owner = g.card(f.subject).owner;
                if g.creatures(owner).is_empty() {
                    g.return_purged(f.source, f.subject, owner, keysim_engine::Flank::Right);
                }
            }
        }),
        Step::choose_one(control::FLANKS, |g, f| {
            let owner = g.card(f.subject).owner;
            let flank = if f.option == 0 {
                keysim_engine::Flank::Left
            } else {
                keysim_engine::Flank::Right
            };
            g.return_purged(f.source, f.subject, owner, flank);
        })
        .chosen_by(Chooser::OwnerOf(CardSlot::Subject))
        .only_if(|g, f| f.subject.is_some() && g.card(f.subject).location == Location::Purged),
        // The next card the Box purged, if any.
        Step::then(|_, f| {
            if f.subject.is_some() {
                let times = f.count + 1;
                *f = Frame::new(f.ability, f.source, f.controller);
                f.count = times;
                f.repeat = (times as usize) < MAX_CARDS;
            }
        }),
    ],
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;

/// "Look at your opponent's hand."
const LOOK_AT_OPPONENTS_HAND: Step = Step::then(|g, f| g.reveal_hand(f.opponent(), f.controller));

/// Psychic Bug — Play/Reap: look at your opponent's hand.
static PSYCHIC_BUG: Behavior = Behavior {
    play: &[LOOK_AT_OPPONENTS_HAND],
    reap: &[LOOK_AT_OPPONENTS_HAND],
    ..Behavior::VANILLA
};

/// Pocket Universe — Æmber on it may be spent when forging keys; Action:
/// move 1 Æmber from your pool onto it.
static POCKET_UNIVERSE: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.move_amber_to_card(f.controller, f.source, 1);
    })],
    forge_bank: true,
    ..Behavior::VANILLA
};
