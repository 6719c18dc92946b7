//! Mars, Æmber Skies.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Queries, Step, TargetSpec};
use keysim_engine::host_gains::HostGains;
use keysim_engine::select::each;
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, Location, Player, Query, Zones};
use keysim_facts::{House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "bartos-the-ruiner" => &BARTOS_THE_RUINER,
        "deimos-burst" => &DEIMOS_BURST,
        // Enhance is applied when the deck is built: nothing else to do.
        "eldest-batchminder" => &ELDEST_BATCHMINDER,
        "nice-to-greet-you" => &NICE_TO_GREET_YOU,
        "saucer-149" => &SAUCER_149,
        "tangrant" => &TANGRANT,
        "envyx-glider" => &ENVYX_GLIDER,
        "iyxrenu-the-clever" => &IYXRENU_THE_CLEVER,
        "kyypax-encapsulator" => &KYYPAX_ENCAPSULATOR,
        "phosphorus-blast" => &PHOSPHORUS_BLAST,
        "shark-bait" => &SHARK_BAIT,
        "wind-shield" => &WIND_SHIELD,
        "cobalt-kapulet" => &COBALT_KAPULET,
        "crimson-dax" => &CRIMSON_DAX,
        "donor-vox" => &DONOR_VOX,
        "harmonic-pack" => &HARMONIC_PACK,
        "intentional-discharge" => &INTENTIONAL_DISCHARGE,
        // Splash-attack 2 and taunt, both printed.
        "number-612" => &Behavior::VANILLA,
        "synwyx-the-bold" => &SYNWYX_THE_BOLD,
        "watney-s-calculation" => &WATNEYS_CALCULATION,
        "yandylinx" => &YANDYLINX,
        "gamma-blaster" => &GAMMA_BLASTER,
        "stealth-modifications" => &STEALTH_MODIFICATIONS,
        _ => return None,
    })
}

/// Whether a card belongs to house Mars.
fn is_mars(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::Mars)
}

/// Whether `c` is a Mars creature (any side).
fn mars_creature(g: &Game, _: &Frame, c: CardRef) -> bool {
    is_mars(g, c)
}

/// Whether `c` is a Mars creature of the ability's controller.
fn friendly_mars_creature(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && is_mars(g, c)
}

/// Whether `c` is a non-Mars creature or artifact in play.
fn ruined_by_bartos(g: &Game, c: CardRef) -> bool {
    let card = g.card(c);
    matches!(card.location, Location::Battleline | Location::Artifacts) && !is_mars(g, c)
}

/// Bartos the Ruiner — each non-Mars creature and artifact has "after this
/// card is used, destroy it": once such a card's use (its reap, fight,
/// action, omni or stun removal) has resolved, it is destroyed.
static BARTOS_THE_RUINER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Used { card, player } = ev {
            if ruined_by_bartos(g, card) {
                g.trigger_about(DESTROY_THE_CARD_USED, me, player, card);
            }
        }
    }),
    hears: Events::USED,
    ..Behavior::VANILLA
};

const DESTROY_THE_CARD_USED: Ability = &[Step::then(|g, f| {
    if g.card(f.subject).location.in_play() {
        g.destroy(f.subject);
    }
})];

/// Deimos Burst — Play: destroy each friendly artifact and each friendly
/// flank creature; gain 1 for each card destroyed.
static DEIMOS_BURST: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let burst = each(g, f.controller, Zones::IN_PLAY, |c| {
            g.card(c).controller == f.controller
                && (g.card(c).location == Location::Artifacts || g.on_flank(c))
        });
        for &c in &*burst {
            f.picked.insert(c);
            g.destroy(c);
        }
    }),
    // The destructions have resolved (a ward may have stopped one).
    Step::then(|g, f| {
        let destroyed = f.picked.iter().filter(|&c| g.was_destroyed(c)).count();
        g.gain(f.controller, destroyed as u32);
    }),
]);

/// Eldest Batchminder — at the end of your turn, every other Mars
/// creature, on either side, gets two +1 power counters. Its enhancement
/// is applied when the deck is built.
static ELDEST_BATCHMINDER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            for &c in &*each(g, mine, Zones::CREATURES, |c| c != me && is_mars(g, c)) {
                g.add_power_counters(c, 2);
            }
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Nice to Greet You — Play: ready each Mars creature, on either side.
/// Its enhancement is applied when the deck is built.
static NICE_TO_GREET_YOU: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| is_mars(g, c)) {
        g.ready(c);
    }
})]);

/// Saucer 149 — Play: exalt it four times; Action: move 2 Æmber from it
/// to an enemy creature (versatile is printed).
static SAUCER_149: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for _ in 0..4 {
            if g.in_battleline(f.source) {
                g.exalt(f.source);
            }
        }
    })],
    action: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                let moved = g.remove_amber(f.source, 2);
                g.place_amber(c, moved);
            }
        },
    )],
    ..Behavior::VANILLA
};

/// Whether `p` has played a Mars card from hand this turn while Mars was
/// not their active house (Tangrant's play, used up).
fn tangrant_play_used(g: &Game, p: Player) -> bool {
    g.lasting_effects()
        .iter()
        .any(|e| e.controller == p && g.def(e.source).slug == "tangrant")
}

/// Tangrant — on each turn its controller's active house is not Mars, they
/// may play one Mars card. Reading: one such play a turn whatever the
/// number of Tangrants (each grants the same permission).
static TANGRANT: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::OffHousePlay {
            player,
            card,
            value,
        } = q
        {
            if *player == g.card(me).controller
                && is_mars(g, *card)
                && g.active_house() != Some(House::Mars)
                && !tangrant_play_used(g, *player)
            {
                *value = true;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller
                && g.played_from_hand(card)
                && is_mars(g, card)
                && g.active_house() != Some(House::Mars)
                && !tangrant_play_used(g, player)
            {
                g.add_lasting(me, player, Expiry::EndOfTurn);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Envyx Glider — After Fight: during your opponent's next turn, keys cost
/// +1 for each friendly Mars creature. Reading: the creatures are counted
/// as each key's cost is asked during that turn.
static ENVYX_GLIDER: Behavior = Behavior {
    fight: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| {
        let mars = g
            .creatures(e.controller)
            .iter()
            .filter(|&&c| is_mars(g, c))
            .count();
        keysim_engine::key_cost::raise_during_opponents_turn(g, &e, q, mars as i32)
    }),
    ..Behavior::VANILLA
};

/// Iyxrenu the Clever — Action: lose 1; if you did, take all the Æmber on
/// a creature into your pool (elusive is printed; its enhancement is
/// applied when the deck is built).
static IYXRENU_THE_CLEVER: Behavior = Behavior::action(&[
    Step::then(|g, f| f.done = g.lose(f.controller, 1) == 1),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_some() {
            let all = g.card(c).amber as u32;
            g.take_amber_from(c, f.controller, all);
        }
    })
    .only_if(|_, f| f.done),
]);

/// Kyypax Encapsulator — Reap: put an enemy creature into its owner's
/// archives (elusive is printed).
static KYYPAX_ENCAPSULATOR: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.archive(g.card(c).owner, c);
        }
    },
)]);

/// Phosphorus Blast — Play: 2 damage to each non-Mars creature.
static PHOSPHORUS_BLAST: Behavior = Behavior::play(&[Step::then(|g, f| {
    let hit = each(g, f.controller, Zones::CREATURES, |c| !is_mars(g, c));
    g.deal_damage_each(&hit, 2);
})]);

/// Shark Bait — Play: 2 damage to a friendly non-Mars creature; if it
/// survives, it captures 2.
static SHARK_BAIT: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && !is_mars(g, c)
        }),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.deal_damage(c, 2);
            }
        },
    ),
    Step::then(|g, f| {
        let c = f.target(0);
        if c.is_some() && g.in_battleline(c) && !g.was_destroyed(c) {
            g.capture(c, 2);
        }
    }),
]);

/// Wind Shield — its creature gains elusive and "Reap: a friendly
/// creature captures 1".
static WIND_SHIELD: Behavior = Behavior {
    grants: Some(&A_FRIENDLY_CREATURE_CAPTURES_1_AFTER_REAP),
    ..HostGains::<{ Keywords::ELUSIVE.0 }>::BEHAVIOR
};

static A_FRIENDLY_CREATURE_CAPTURES_1_AFTER_REAP: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.capture(c, 1);
        }
    },
)]);

/// Cobalt Kapulet — Reap: it captures 2 for each of its Mars neighbors.
static COBALT_KAPULET: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let mars = g.neighbors(f.source).filter(|&c| is_mars(g, c)).count() as u32;
    if mars > 0 && g.in_battleline(f.source) {
        g.capture(f.source, 2 * mars);
    }
})]);

/// Crimson Dax — Reap: you may reveal a non-Mars card from your hand; if
/// you do, purge it and give a Mars creature three +1 power counters.
static CRIMSON_DAX: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::HAND, |g, _, c| !is_mars(g, c)).optional(),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.reveal(c, f.opponent());
                g.purge(c);
                f.done = true;
            }
        },
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, mars_creature), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.add_power_counters(c, 3);
        }
    })
    .only_if(|_, f| f.done),
]);

/// Donor Vox — Scrap: a friendly Mars creature gets two +1 power counters.
/// Its enhancement is applied when the deck is built.
static DONOR_VOX: Behavior = Behavior {
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_mars_creature),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.add_power_counters(c, 2);
            }
        },
    )],
    ..Behavior::VANILLA
};

/// Harmonic Pack — Play: 2 damage to a creature; reveal a random card of
/// the archives you choose (yours or your opponent's); if one was
/// revealed, 3 more damage to the same creature, and the revealed card is
/// discarded.
static HARMONIC_PACK: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.deal_damage(c, 2);
        }
    }),
    Step::choose_one(&["your archives", "your opponent's archives"], |g, f| {
        let p = if f.option == 0 {
            f.controller
        } else {
            f.opponent()
        };
        let revealed = g.random_card_in(p, Location::Archives);
        if revealed.is_none() {
            return;
        }
        g.reveal(revealed, p.opponent());
        let c = f.target(0);
        if c.is_some() && g.in_battleline(c) {
            g.deal_damage(c, 3);
        }
        g.discard_from_archives(revealed);
    }),
]);

/// Intentional Discharge — Play: return a friendly creature to its owner's
/// hand; if you did, ready a friendly Mars creature. Its enhancement is
/// applied when the deck is built.
static INTENTIONAL_DISCHARGE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.return_to_hand(c);
                f.done = g.card(c).location == Location::Hand;
            }
        },
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_mars_creature),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.ready(c);
            }
        },
    )
    .only_if(|_, f| f.done),
]);

/// Synwyx the Bold — After Fight: an enemy creature captures 2 from its
/// own side.
static SYNWYX_THE_BOLD: Behavior = Behavior::fight(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.capture_from(c, g.card(c).controller, 2);
        }
    },
)]);

/// Watney's Calculation — Play: if your opponent has more Æmber than you,
/// destroy an enemy creature.
static WATNEYS_CALCULATION: Behavior =
    Behavior::play(&[
        Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.destroy(c);
            }
        })
        .only_if(|g, f| g.player(f.opponent()).amber > g.player(f.controller).amber),
    ]);

/// Yandylinx — Reap: discard a card from your hand; if you did, your
/// opponent loses 1; Scrap: each friendly Mars creature captures 1.
static YANDYLINX: Behavior = Behavior {
    reap: &[
        Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.discard_from_hand(c);
                f.done = g.card(c).location == Location::Discard;
            }
        }),
        Step::opponent_loses(1).only_if(|_, f| f.done),
    ],
    scrap: &[Step::each_captures(friendly_mars_creature, 1)],
    ..Behavior::VANILLA
};

/// Gamma Blaster — its creature gains "Reap: destroy an enemy creature
/// with Æmber on it".
static GAMMA_BLASTER: Behavior = Behavior {
    grants: Some(&DESTROY_AN_ENEMY_WITH_AMBER_AFTER_REAP),
    ..Behavior::VANILLA
};

static DESTROY_AN_ENEMY_WITH_AMBER_AFTER_REAP: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::enemy(g, f, c) && g.card(c).amber > 0
    }),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.destroy(c);
        }
    },
)]);

/// Whether `c` is the creature upgrade `me` is attached to or one of its
/// neighbors.
fn host_or_neighbor(g: &Game, me: CardRef, c: CardRef) -> bool {
    let host = g.card(me).host;
    host.is_some() && (c == host || g.are_neighbors(host, c))
}

/// Stealth Modifications — its creature and each of its neighbors have
/// elusive; Play: ward its creature and each of its neighbors.
static STEALTH_MODIFICATIONS: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let host = g.card(f.source).host;
        if host.is_none() || !g.in_battleline(host) {
            return;
        }
        let mut warded = [host, CardRef::NONE, CardRef::NONE];
        for (slot, c) in warded[1..].iter_mut().zip(g.neighbors(host)) {
            *slot = c;
        }
        for c in warded {
            if c.is_some() {
                g.ward(c);
            }
        }
    })],
    modifies: Queries::KEYWORDS,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if g.in_battleline(*card) && host_or_neighbor(g, me, *card) {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
