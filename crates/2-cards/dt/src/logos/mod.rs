//! Logos, Dark Tidings.

#[cfg(test)]
mod tests;

use keysim_engine::ability::{filter, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::tide::words::tide_high;
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, LastingEffect, Location, Query, Zones};
use keysim_facts::{traits, CardType, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "armadrone-evil-twin" => &ARMADRONE_EVIL_TWIN,
        "binary-moray-evil-twin" => &BINARY_MORAY_EVIL_TWIN,
        "captain-kresage-evil-twin" => &CAPTAIN_KRESAGE_EVIL_TWIN,
        "old-egad-evil-twin" => &OLD_EGAD_EVIL_TWIN,
        "pi-sweven-evil-twin" => &PI_SWEVEN_EVIL_TWIN,
        "prof-garwynne-evil-twin" => &PROF_GARWYNNE_EVIL_TWIN,
        "talmage-steelheart-evil-twin" => &TALMAGE_STEELHEART_EVIL_TWIN,
        "dr-verokter" => &DR_VEROKTER,
        "rooftop-laboratory" => &ROOFTOP_LABORATORY,
        "reckless-experimentation" => &RECKLESS_EXPERIMENTATION,
        "groundbreaking-discovery" => &GROUNDBREAKING_DISCOVERY,
        "backup-plan" => &BACKUP_PLAN,
        "captain-kresage" => &CAPTAIN_KRESAGE,
        "chronophage" => &CHRONOPHAGE,
        "honors-keysis" => &HONORS_KEYSIS,
        "ruins-of-archonis" => &RUINS_OF_ARCHONIS,
        "slrs-austeralis" => &SLRS_AUSTERALIS,
        "tide-warp" => &TIDE_WARP,
        "archon-s-callback" => &ARCHONS_CALLBACK,
        "binary-moray" => &BINARY_MORAY,
        "forgive-or-forget" => &FORGIVE_OR_FORGET,
        "isotropic-core" => &ISOTROPIC_CORE,
        "mechabuoy" => &MECHABUOY,
        "mind-bullets" => &MIND_BULLETS,
        "prof-garwynne" => &PROF_GARWYNNE,
        "think-twice" => &THINK_TWICE,
        "armadrone" => &ARMADRONE,
        "austeralis-seaborg" => &AUSTERALIS_SEABORG,
        "bilgewarden" => &BILGEWARDEN,
        "final-analysis" => &FINAL_ANALYSIS,
        "hydrocataloguer" => &HYDROCATALOGUER,
        "old-egad" => &OLD_EGAD,
        "pi-sweven" => &PI_SWEVEN,
        "science" => &SCIENCE,
        "static-charge" => &STATIC_CHARGE,
        "submersive-principle" => &SUBMERSIVE_PRINCIPLE,
        "talmage-steelheart" => &TALMAGE_STEELHEART,
        "theory-or-conjecture" => &THEORY_OR_CONJECTURE,
        _ => return None,
    })
}

/// The cards the active player has played this turn, the one resolving
/// included (it is counted as it is played).
fn cards_played_this_turn(g: &Game) -> u32 {
    g.turn_history().cards_played as u32
}

/// Whether `f`'s controller controls a card in play (an upgrade included)
/// with this title.
fn controls_titled(g: &Game, f: &Frame, title: &str) -> bool {
    !each(g, f.controller, Zones::IN_PLAY.and(Zones::UPGRADES), |c| {
        g.card(c).controller == f.controller && g.def(c).name == title
    })
    .is_empty()
}

/// "Archive a card" (from your hand).
const ARCHIVE_A_CARD: Step = Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
    g.archive(f.controller, f.last_target())
});

/// "If the tide is high, your opponent raises the tide; otherwise, you
/// raise it" (Bilgewarden, Tide Warp).
fn swing_the_tide(g: &mut Game, f: &mut Frame) {
    if g.tide_is_high(f.controller) {
        g.raise_tide(f.opponent());
    } else {
        g.raise_tide(f.controller);
    }
}

/// [`swing_the_tide`] as an ability of its own.
const SWING_THE_TIDE: &[Step] = &[Step::then(swing_the_tide)];

/// Armadrone (evil twin) — Fight: steal 2.
static ARMADRONE_EVIL_TWIN: Behavior = Behavior::fight(&[Step::steal(2)]);

/// "After you raise the tide, ready this creature; after your opponent
/// raises it, exhaust it" (Binary Moray and its evil twin).
fn moray_follows_the_tide(g: &mut Game, me: CardRef, ev: Event) {
    if let Event::TideRaised { player } = ev {
        if player == g.card(me).controller {
            g.ready(me);
        } else {
            g.exhaust(me);
        }
    }
}

/// Binary Moray (evil twin) — readied when you raise the tide, exhausted
/// when the opponent does. Skirmish is printed.
static BINARY_MORAY_EVIL_TWIN: Behavior = Behavior {
    on_event: Some(moray_follows_the_tide),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Old Egad (evil twin) — Destroyed: each enemy creature becomes enraged.
static OLD_EGAD_EVIL_TWIN: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller != f.controller
    }) {
        g.enrage(c);
    }
})]);

/// PI Sweven (evil twin) — Reap: while the tide is high for you, the
/// opponent discards a card at random from hand.
static PI_SWEVEN_EVIL_TWIN: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        g.discard_random(f.opponent());
    })
    .only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// "You may take a card of your archives into your hand" (Prof. Garwynne
/// and its evil twin).
const ARCHIVED_CARD_TO_HAND: Step = Step::target(
    TargetSpec::new(Zones::ARCHIVES, filter::any).optional(),
    |g, f| g.return_to_hand(f.last_target()),
);

/// Prof. Garwynne (evil twin) — Fight: you may take a card of your
/// archives into your hand. Skirmish is printed.
static PROF_GARWYNNE_EVIL_TWIN: Behavior = Behavior::fight(&[ARCHIVED_CARD_TO_HAND]);

/// Talmage Steelheart (evil twin) — Play: damage to an enemy creature, as
/// much as the cards you played this turn, itself included.
static TALMAGE_STEELHEART_EVIL_TWIN: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let n = cards_played_this_turn(g);
        g.deal_damage(f.last_target(), n);
    },
)]);

/// Tide Warp — at the start of your turn, the opponent raises the tide if
/// it is high for you; otherwise you raise it.
static TIDE_WARP: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(SWING_THE_TIDE, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Archon's Callback — Play: draw 5 (omega, printed, then ends the step).
static ARCHONS_CALLBACK: Behavior = Behavior::play(&[Step::draw(5)]);

/// Binary Moray — readied when you raise the tide, exhausted when the
/// opponent does; Reap: archive a card.
static BINARY_MORAY: Behavior = Behavior {
    reap: &[ARCHIVE_A_CARD],
    ..BINARY_MORAY_EVIL_TWIN
};

/// Mechabuoy — at the start of each player's turn, that player gains 1 if
/// the tide is high for them.
static MECHABUOY: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::TurnStarted { player } = ev {
            if g.tide_is_high(player) {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::TURN_STARTED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Mind Bullets — Play: for each card you played this turn (itself
/// included), 1 damage to each creature, dealt once per card.
static MIND_BULLETS: Behavior = Behavior::play(&[Step::then(|g, f| {
    for _ in 0..cards_played_this_turn(g) {
        let all = each(g, f.controller, Zones::CREATURES, |_| true);
        g.deal_damage_each(&all, 1);
    }
})]);

/// Prof. Garwynne — Reap: you may take a card of your archives into your
/// hand. Elusive is printed.
static PROF_GARWYNNE: Behavior = Behavior::reap(&[ARCHIVED_CARD_TO_HAND]);

/// Armadrone — Fight: steal 1.
static ARMADRONE: Behavior = Behavior::fight(&[Step::steal(1)]);

/// Bilgewarden — Play/Reap: the opponent raises the tide if it is high for
/// you; otherwise you raise it.
static BILGEWARDEN: Behavior = Behavior {
    play: SWING_THE_TIDE,
    reap: SWING_THE_TIDE,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Final Analysis — Play: destroy each creature; each player draws a card
/// per creature of theirs destroyed this way.
static FINAL_ANALYSIS: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        f.tally = g.turn_history().creatures_destroyed;
        for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
            g.destroy(c);
        }
    }),
    // The destructions have resolved: the history counts them by the
    // player who controlled each.
    Step::then(|g, f| {
        let now = g.turn_history().creatures_destroyed;
        for p in [f.controller, f.opponent()] {
            let i = p.index();
            g.draw(p, now[i].saturating_sub(f.tally[i]) as u32);
        }
    }),
]);

/// Hydrocataloguer — after a player raises the tide, they archive the top
/// card of their deck.
static HYDROCATALOGUER: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::TideRaised { player } = ev {
            g.archive_top_of_deck(player);
        }
    }),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Old Egad — Destroyed: ward each of its neighbors.
static OLD_EGAD: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let mut neighbors = [CardRef::NONE; 2];
    for (slot, n) in neighbors.iter_mut().zip(g.neighbors(f.source)) {
        *slot = n;
    }
    for c in neighbors.into_iter().filter(|c| c.is_some()) {
        g.ward(c);
    }
})]);

/// PI Sweven — Reap: while the tide is high for you, draw 3.
static PI_SWEVEN: Behavior = Behavior {
    reap: &[Step::draw(3).only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Submersive Principle — Play: each player loses 1; while the tide is
/// high for you, each loses half their Æmber (the loss rounded down)
/// instead.
static SUBMERSIVE_PRINCIPLE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let halve = g.tide_is_high(f.controller);
        for p in [f.controller, f.opponent()] {
            let loss = if halve {
                g.player(p).amber as u32 / 2
            } else {
                1
            };
            g.lose(p, loss);
        }
    })],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Talmage Steelheart — Play: a +1 power counter for each card you played
/// this turn, itself included.
static TALMAGE_STEELHEART: Behavior = Behavior::play(&[Step::then(|g, f| {
    let n = cards_played_this_turn(g);
    g.add_power_counters(f.source, n);
})]);

/// Dr. Verokter — Reap: an upgrade or action card of your discard pile
/// goes on top of your deck. Elusive is printed.
static DR_VEROKTER: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD, |g, _, c| {
        matches!(g.def(c).kind, CardType::Upgrade | CardType::Action)
    }),
    |g, f| g.put_on_top_of_deck(f.last_target()),
)]);

/// Rooftop Laboratory — friendly Scientist creatures enter play ready.
static ROOFTOP_LABORATORY: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if g.card(*card).controller == g.card(me).controller
                && g.is_creature_card(*card)
                && g.has_trait(*card, traits::SCIENTIST)
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Reap: play the top card of your deck", the ability Reckless
/// Experimentation gives its creature.
static REAP_PLAYS_THE_TOP_CARD: Behavior = Behavior::reap(&[Step::play_top_of_deck()]);

/// Reckless Experimentation — its creature gains "Reap: play the top card
/// of your deck".
static RECKLESS_EXPERIMENTATION: Behavior = Behavior {
    grants: Some(&REAP_PLAYS_THE_TOP_CARD),
    ..Behavior::VANILLA
};

/// Whether `f`'s controller controls Dr. Verokter, Rooftop Laboratory and
/// Reckless Experimentation.
fn controls_the_experiment(g: &Game, f: &Frame) -> bool {
    controls_titled(g, f, "Dr. Verokter")
        && controls_titled(g, f, "Rooftop Laboratory")
        && controls_titled(g, f, "Reckless Experimentation")
}

/// Groundbreaking Discovery — Play: with Dr. Verokter, Rooftop Laboratory
/// and Reckless Experimentation under your control, destroy each card in
/// play, unforge a key of the opponent and purge this card.
static GROUNDBREAKING_DISCOVERY: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        f.done = true;
        let all = each(g, f.controller, Zones::IN_PLAY.and(Zones::UPGRADES), |_| {
            true
        });
        for &c in &*all {
            g.destroy(c);
        }
    })
    .only_if(controls_the_experiment),
    Step::then(|g, f| {
        g.unforge_key(f.opponent());
        g.purge(f.source);
    })
    .only_if(|_, f| f.done),
]);

/// Backup Plan — Play: archive the top card of your deck once per creature
/// the opponent controls beyond your own count.
static BACKUP_PLAN: Behavior = Behavior::play(&[Step::then(|g, f| {
    let theirs = g.creatures(f.opponent()).len();
    let mine = g.creatures(f.controller).len();
    for _ in mine..theirs {
        g.archive_top_of_deck(f.controller);
    }
})]);

/// Honors Keysis — Play: forge a key at +7 current cost, 1 less per card
/// you played this turn (itself included); if you do, purge it.
static HONORS_KEYSIS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let cost = (g.key_cost(f.controller) + 7).saturating_sub(cards_played_this_turn(g));
    if g.forge_key_paying(f.controller, cost) {
        g.purge(f.source);
    }
})]);

/// Ruins of Archonis — Play: 4 Æmber from the supply on it, and archive a
/// card. After a player plays their sixth card of a turn, while it is
/// ready, its Æmber goes to that player's pool.
static RUINS_OF_ARCHONIS: Behavior = Behavior {
    play: &[
        Step::then(|g, f| g.place_amber(f.source, 4)),
        ARCHIVE_A_CARD,
    ],
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { player, .. } = ev {
            if g.turn_history().cards_played == 6 && !g.card(me).is_exhausted() {
                let all = g.card(me).amber as u32;
                g.take_amber_from(me, player, all);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// SLRS Austeralis — Action: exhaust up to 3 friendly Logos creatures;
/// play the top card of your deck once per creature exhausted this way,
/// one play resolved before the next.
static SLRS_AUSTERALIS: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && g.belongs_to(c, House::Logos)
        })
        .up_to(3),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if !g.card(c).is_exhausted() {
                g.exhaust(c);
                if g.card(c).is_exhausted() {
                    f.count += 1;
                }
            }
        },
    ),
    Step::play_top_of_deck().only_if(|_, f| f.count >= 1),
    Step::play_top_of_deck().only_if(|_, f| f.count >= 2),
    Step::play_top_of_deck().only_if(|_, f| f.count >= 3),
]);

/// Forgive or Forget — Play: choose one: archive 2 cards of different
/// types from your discard pile, or purge up to 2 cards of each discard
/// pile.
static FORGIVE_OR_FORGET: Behavior = Behavior::play(&[
    Step::choose_one(
        &[
            "archive 2 cards of different types from your discard pile",
            "purge up to 2 cards from each discard pile",
        ],
        |_, _| {},
    ),
    Step::target(
        TargetSpec::new(Zones::DISCARD, |g, f, c| {
            let first = f.target(0);
            first.is_none() || g.def(first).kind != g.def(c).kind
        })
        .exactly(2),
        |g, f| g.archive(f.controller, f.last_target()),
    )
    .only_if(|_, f| f.option == 0),
    Step::target(
        TargetSpec::new(Zones::DISCARD, filter::any).up_to(2),
        |g, f| g.purge(f.last_target()),
    )
    .only_if(|_, f| f.option == 1),
    Step::target(
        TargetSpec::new(Zones::OPPONENT_DISCARD, filter::any).up_to(2),
        |g, f| g.purge(f.last_target()),
    )
    .only_if(|_, f| f.option == 1),
]);

/// Isotropic Core — each friendly creature gains hazardous 1.
static ISOTROPIC_CORE: Behavior = Behavior {
    modifies: Queries::ASSAULT_HAZARDOUS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Hazardous { card, value } = q {
            if g.card(*card).controller == g.card(me).controller {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Think Twice — Play: play an action card of your discard pile, then
/// purge that card.
static THINK_TWICE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::DISCARD, |g, f, c| {
            g.def(c).kind == CardType::Action && g.can_play(c, f.controller)
        }),
        |g, f| {
            g.play_from_anywhere(f.last_target(), f.controller);
        },
    ),
    Step::then(|g, f| {
        // Purged from the discard pile it went to once resolved; a card
        // its own effects sent elsewhere is left there.
        let played = f.target(0);
        if played.is_some() && g.card(played).location == Location::Discard {
            g.purge(played);
        }
    }),
]);

/// Austeralis Seaborg — Reap: 2 damage to a creature; if that destroys
/// it, raise the tide.
static AUSTERALIS_SEABORG: Behavior = Behavior {
    reap: &[
        Step::deal_damage(TargetSpec::ANY_CREATURE, 2),
        Step::then(|g, f| {
            g.raise_tide(f.controller);
        })
        .only_if(|g, f| f.target(0).is_some() && !g.in_battleline(f.target(0))),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Science! — Play: for the rest of the turn, gain 1 after you play
/// another action card.
static SCIENCE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g: &mut Game, e: LastingEffect, ev: Event| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && card != e.source && g.def(card).kind == CardType::Action {
                g.gain(player, 1);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// "At the start of your turn, 2 damage to each neighbor of this
/// creature", resolved as the creature's ability.
const DISCHARGE: &[Step] = &[Step::then(|g, f| {
    g.deal_damage_to_neighbors(f.source, 2);
})];

/// Static Charge — its creature gains "at the start of your turn, deal 2
/// damage to each of its neighbors".
static STATIC_CHARGE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if host.is_some() {
            let controller = g.card(host).controller;
            if ev == (Event::TurnStarted { player: controller }) {
                g.trigger(DISCHARGE, host, controller);
            }
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Theory or Conjecture — Play: choose one: archive the top 2 cards of
/// your deck, or play its top card.
static THEORY_OR_CONJECTURE: Behavior = Behavior::play(&[Step::choose_one(
    &[
        "archive the top 2 cards of your deck",
        "play the top card of your deck",
    ],
    |g, f| {
        if f.option == 0 {
            g.archive_top_of_deck(f.controller);
            g.archive_top_of_deck(f.controller);
        } else {
            g.play_top_of_deck(f.controller);
        }
    },
)]);

/// The keywords Captain Kresage and its evil twin read.
const KRESAGE_KEYWORDS: Keywords = Keywords::ELUSIVE
    .with(Keywords::TAUNT)
    .with(Keywords::POISON)
    .with(Keywords::SKIRMISH);

/// Captain Kresage (evil twin) — each creature loses elusive, taunt,
/// poison and skirmish.
static CAPTAIN_KRESAGE_EVIL_TWIN: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    modify: Some(|g, _, q| {
        if let Query::Keywords { card, value } = q {
            if g.is_creature_card(*card) {
                *value = value.without(KRESAGE_KEYWORDS);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Captain Kresage — has each of elusive, taunt, poison and skirmish that
/// another friendly creature has. Another Captain Kresage lends only its
/// printed keywords (none), so that two of them never ask each other.
static CAPTAIN_KRESAGE: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me {
                let mine = g.card(me).controller;
                let mut lent = Keywords::NONE;
                for &c in g.creatures(mine) {
                    if c == me {
                        continue;
                    }
                    let theirs = if std::ptr::eq(g.behavior(c), &CAPTAIN_KRESAGE) {
                        g.def(c).keywords
                    } else {
                        g.keywords(c)
                    };
                    lent = lent.with(Keywords(theirs.0 & KRESAGE_KEYWORDS.0));
                }
                *value = value.with(lent);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Chronophage — the opponent's creatures and artifacts gain omega: once
/// one is played, the step ends.
static CHRONOPHAGE: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if g.card(*card).controller != g.card(me).controller
                && matches!(
                    g.def(*card).kind,
                    CardType::Creature | CardType::TokenCreature | CardType::Artifact
                )
            {
                *value = value.with(Keywords::OMEGA);
            }
        }
    }),
    ..Behavior::VANILLA
};
