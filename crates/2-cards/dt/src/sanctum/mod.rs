//! Sanctum, Dark Tidings.

use keysim_engine::ability::{filter, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::tide::words::{tide_high, tide_low};
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, LastingEffect, Query, Zones};
use keysim_facts::{House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "almsmaster-evil-twin" => &ALMSMASTER_EVIL_TWIN,
        "grey-augur-evil-twin" => &GREY_AUGUR_EVIL_TWIN,
        "lærie-of-the-lake-evil-twin" => &LAERIE_OF_THE_LAKE_EVIL_TWIN,
        // Poison and taunt are printed: the engine deals them.
        "sir-bevor-evil-twin" | "sir-bevor" => &Behavior::VANILLA,
        "lightsmith-clariel-evil-twin" => &LIGHTSMITH_CLARIEL_EVIL_TWIN,
        "seneschal-sargassa-evil-twin" => &SENESCHAL_SARGASSA_EVIL_TWIN,
        "urien-the-circumspect-evil-twin" => &URIEN_THE_CIRCUMSPECT_EVIL_TWIN,
        "orphiel-sea-s-chosen" => &ORPHIEL_SEAS_CHOSEN,
        "orphion-land-s-chosen" => &ORPHION_LANDS_CHOSEN,
        "aja-the-inconspicuous" => &AJA_THE_INCONSPICUOUS,
        "avenging-aura" => &AVENGING_AURA,
        "dry-the-river" => &DRY_THE_RIVER,
        "harmonic-ritual" => &HARMONIC_RITUAL,
        "lightsmith-clariel" => &LIGHTSMITH_CLARIEL,
        "sgs-illuminator" => &SGS_ILLUMINATOR,
        "the-corpulent-collector" => &THE_CORPULENT_COLLECTOR,
        "trial-by-water" => &TRIAL_BY_WATER,
        "almsmaster" => &ALMSMASTER,
        "first-or-last" => &FIRST_OR_LAST,
        "grey-augur" => &GREY_AUGUR,
        "holdfast" => &HOLDFAST,
        "honor-or-glory" => &HONOR_OR_GLORY,
        "light-everlasting" => &LIGHT_EVERLASTING,
        "redhand-registry" => &REDHAND_REGISTRY,
        "badgemagus" => &BADGEMAGUS,
        "grand-melee" => &GRAND_MELEE,
        "hammer-gram" => &HAMMER_GRAM,
        "heal-or-harm" => &HEAL_OR_HARM,
        "lærie-of-the-lake" => &LAERIE_OF_THE_LAKE,
        "marshal-ewer" => &MARSHAL_EWER,
        "seneschal-sargassa" => &SENESCHAL_SARGASSA,
        "shifting-battlefield" => &SHIFTING_BATTLEFIELD,
        "strange-ordination" => &STRANGE_ORDINATION,
        "taxing-journey" => &TAXING_JOURNEY,
        "urien-the-circumspect" => &URIEN_THE_CIRCUMSPECT,
        _ => return None,
    })
}

/// Whether two creatures share a house.
fn share_a_house(g: &Game, a: CardRef, b: CardRef) -> bool {
    g.houses(a) & g.houses(b) != 0
}

/// Almsmaster (evil twin) — each of its neighbors gains "Destroyed: steal
/// 1" (deploy is printed).
static ALMSMASTER_EVIL_TWIN: Behavior = Behavior {
    grants: Some(&STEAL_ONE_WHEN_DESTROYED),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// "Destroyed: steal 1."
static STEAL_ONE_WHEN_DESTROYED: Behavior = Behavior::destroyed(&[Step::steal(1)]);

/// Grey Augur (evil twin) — each of its neighbors gains "Reap: gain 1 and
/// exalt this creature".
static GREY_AUGUR_EVIL_TWIN: Behavior = Behavior {
    grants: Some(&REAP_GAIN_ONE_AND_EXALT),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// "Reap: gain 1 and exalt this creature."
static REAP_GAIN_ONE_AND_EXALT: Behavior =
    Behavior::reap(&[Step::gain(1), Step::then(|g, f| g.exalt(f.source))]);

/// Lærie of the Lake (evil twin) — +5 armor while the tide is high for its
/// controller.
static LAERIE_OF_THE_LAKE_EVIL_TWIN: Behavior = Behavior {
    modifies: Queries::ARMOR,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if *card == me && g.tide_is_high(g.card(me).controller) {
                *value += 5;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Urien the Circumspect (evil twin) — Reap: the opponent loses as much
/// Æmber as its armor.
static URIEN_THE_CIRCUMSPECT_EVIL_TWIN: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let armor = g.armor(f.source).max(0) as u32;
    g.lose(f.opponent(), armor);
})]);

/// Orphiel, Sea's Chosen — while the tide is high for its controller, it
/// has skirmish and "Fight: gain 2".
static ORPHIEL_SEAS_CHOSEN: Behavior = Behavior {
    fight: &[Step::gain(2).only_if(tide_high)],
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me && g.tide_is_high(g.card(me).controller) {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Orphion, Land's Chosen — while the tide is low for its controller, it
/// gets +3 armor and has "Reap: capture 2".
static ORPHION_LANDS_CHOSEN: Behavior = Behavior {
    reap: &[Step::capture(2).only_if(tide_low)],
    modifies: Queries::ARMOR,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if *card == me && g.tide_is_low(g.card(me).controller) {
                *value += 3;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Aja the Inconspicuous — cannot be dealt damage while it is not on a
/// flank.
static AJA_THE_INCONSPICUOUS: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::CanBeDamaged { card, value } = q {
            if *card == me && !g.on_flank(me) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Dry the River — a creature cannot reap while the tide is low for its
/// controller.
static DRY_THE_RIVER: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, _, q| {
        if let Query::CanReap { card, value } = q {
            if g.tide_is_low(g.card(*card).controller) {
                *value = false;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Harmonic Ritual — Play: choose a friendly creature; while the left
/// neighbor of the creature reached shares a house with it, gain 1 and go
/// on from that neighbor.
static HARMONIC_RITUAL: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let mut c = f.last_target();
        while let Some(i) = g.battleline_index(c) {
            if i == 0 {
                break;
            }
            let left = g.creatures(g.card(c).controller)[i - 1];
            if !share_a_house(g, c, left) {
                break;
            }
            g.gain(f.controller, 1);
            c = left;
        }
    },
)]);

/// The Corpulent Collector — Play: capture all the opponent's Æmber, then
/// deal itself 1 damage per Æmber on it.
static THE_CORPULENT_COLLECTOR: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let all = g.player(f.opponent()).amber as u32;
        g.capture(f.source, all);
    }),
    Step::then(|g, f| {
        if g.in_battleline(f.source) {
            let n = g.card(f.source).amber as u32;
            g.deal_damage(f.source, n);
        }
    }),
]);

/// Almsmaster — Play: each of its neighbors captures 1 (deploy and taunt
/// are printed).
static ALMSMASTER: Behavior = Behavior::play(&[Step::each_captures(
    |g, f, c| g.are_neighbors(f.source, c),
    1,
)]);

/// First or Last — Play, choose one: purge each creature of the highest
/// power, or each of the lowest.
static FIRST_OR_LAST: Behavior = Behavior::play(&[Step::choose_one(
    &[
        "purge each creature with the highest power",
        "purge each creature with the lowest power",
    ],
    |g, f| {
        let powers = g.all_creatures().map(|c| g.power(c));
        let extreme = if f.option == 0 {
            powers.max()
        } else {
            powers.min()
        };
        let Some(extreme) = extreme else { return };
        let chosen = each(g, f.controller, Zones::CREATURES, |c| g.power(c) == extreme);
        for &c in chosen.iter() {
            g.purge(c);
        }
    },
)]);

/// Grey Augur — each of its neighbors gains "Fight: gain 1".
static GREY_AUGUR: Behavior = Behavior {
    grants: Some(&FIGHT_GAIN_ONE),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// "Fight: gain 1."
static FIGHT_GAIN_ONE: Behavior = Behavior::fight(&[Step::gain(1)]);

/// Honor or Glory — Play, choose one: 3 damage to each flank creature, or
/// to each creature not on a flank.
static HONOR_OR_GLORY: Behavior = Behavior::play(&[Step::choose_one(
    &[
        "deal 3 damage to each flank creature",
        "deal 3 damage to each creature not on a flank",
    ],
    |g, f| {
        let flank = f.option == 0;
        let hit = each(g, f.controller, Zones::CREATURES, |c| {
            g.on_flank(c) == flank
        });
        g.deal_damage_each(&hit, 3);
    },
)]);

/// Grand Melee — Play: destroy each creature that shares no house with any
/// of its neighbors (a creature without neighbors included).
static GRAND_MELEE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let lonely = each(g, f.controller, Zones::CREATURES, |c| {
        !g.neighbors(c).any(|n| share_a_house(g, c, n))
    });
    for &c in lonely.iter() {
        g.destroy(c);
    }
})]);

/// Hammer-gram — Play: 3 damage to a creature, then stun it.
static HAMMER_GRAM: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 3),
    Step::then(|g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() && g.in_battleline(c) {
            g.stun(c);
        }
    }),
]);

/// Heal or Harm — Play, choose one: fully heal a creature and gain 1, or
/// ready a friendly creature and fight with it.
static HEAL_OR_HARM: Behavior = Behavior::play(&[
    Step::choose_one(
        &[
            "fully heal a creature and gain 1",
            "ready and fight with a friendly creature",
        ],
        |_, _| {},
    ),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.fully_heal(f.last_target());
        g.gain(f.controller, 1);
    })
    .only_if(|_, f| f.option == 0),
    Step::ready_and_fight(TargetSpec::new(Zones::CREATURES, filter::friendly))
        .only_if(|_, f| f.option == 1),
]);

/// Lærie of the Lake — while the tide is high for its controller, each of
/// their creatures gets +2 armor.
static LAERIE_OF_THE_LAKE: Behavior = Behavior {
    modifies: Queries::ARMOR,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            let mine = g.card(me).controller;
            if g.card(*card).controller == mine && g.tide_is_high(mine) {
                *value += 2;
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Raises the tide for the ability's controller.
const RAISE_THE_TIDE: &[Step] = &[Step::then(|g, f| {
    g.raise_tide(f.controller);
})];

/// Marshal Ewer — Play/Fight: raise the tide.
static MARSHAL_EWER: Behavior = Behavior {
    play: RAISE_THE_TIDE,
    fight: RAISE_THE_TIDE,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Shifting Battlefield — Play: move a friendly creature to any position
/// of your battleline (counted from the left); it captures 1.
static SHIFTING_BATTLEFIELD: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        keysim_engine::ability::record,
    ),
    Step::choose_number_between(
        |g, f| {
            let line = g.creatures(g.card(f.target(0)).controller);
            (0, line.len().saturating_sub(1) as u8)
        },
        |g, f| g.move_in_battleline(f.target(0), f.option as usize),
    )
    .only_if(|g, f| f.target(0).is_some() && g.in_battleline(f.target(0))),
    Step::then(|g, f| {
        let c = f.target(0);
        if c.is_some() && g.in_battleline(c) {
            g.capture(c, 1);
        }
    }),
]);

/// Strange Ordination — can be played only while the tide is high for its
/// player (its Æmber bonus is printed).
static STRANGE_ORDINATION: Behavior = Behavior {
    play_condition: Some(|g, p| g.tide_is_high(p)),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Taxing Journey — Play: a friendly creature captures 1, and so does each
/// of its neighbors that shares a house with it.
static TAXING_JOURNEY: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.capture(f.last_target(), 1);
        },
    ),
    Step::each_captures(
        |g, f, c| {
            let chosen = f.target(0);
            chosen.is_some() && g.are_neighbors(chosen, c) && share_a_house(g, chosen, c)
        },
        1,
    ),
]);

/// Urien the Circumspect — Reap: gain as much Æmber as its armor.
static URIEN_THE_CIRCUMSPECT: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let armor = g.armor(f.source).max(0) as u32;
    g.gain(f.controller, armor);
})]);

/// Seneschal Sargassa (evil twin) — after any player raises the tide, it
/// captures 2 from its controller's opponent.
static SENESCHAL_SARGASSA_EVIL_TWIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TideRaised { .. } = ev {
            g.trigger(CAPTURE_TWO, me, g.card(me).controller);
        }
    }),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// "This creature captures 2."
const CAPTURE_TWO: &[Step] = &[Step::capture(2)];

/// Seneschal Sargassa — after a player raises the tide, that player
/// chooses one of their creatures, which captures 2 from their opponent.
static SENESCHAL_SARGASSA: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TideRaised { player } = ev {
            g.trigger(RAISER_CAPTURES_TWO, me, player);
        }
    }),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// "A creature they control captures 2" (the ability's controller is the
/// player who raised the tide).
const RAISER_CAPTURES_TWO: &[Step] = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.last_target(), 2);
    },
)];

/// Avenging Aura — Play: for the rest of the turn, each friendly creature
/// has assault equal to the opponent's forged keys.
static AVENGING_AURA: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::ASSAULT_HAZARDOUS,
    lasting_modify: Some(|g, e, q| {
        if let Query::Assault { card, value } = q {
            if g.card(*card).controller == e.controller {
                *value += g.player(e.controller.opponent()).keys as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// SGS Illuminator — Action: exhaust up to 4 friendly Sanctum creatures;
/// for each one this exhausted, stun and exalt a creature.
static SGS_ILLUMINATOR: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && g.belongs_to(c, House::Sanctum)
        })
        .up_to(4),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if c.is_some() && !g.card(c).is_exhausted() {
                g.exhaust(c);
                f.count += 1;
            }
        },
    ),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() {
            g.stun(c);
            g.exalt(c);
        }
    }),
]);

/// Holdfast — readies itself after one of its neighbors is dealt damage.
static HOLDFAST: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Damaged { card, .. } = ev {
            if g.are_neighbors(me, card) {
                g.ready(me);
            }
        }
    }),
    hears: Events::DAMAGED,
    ..Behavior::VANILLA
};

/// Keeps the source's neighbors as the ability starts, in `f.tally` (the
/// raw card numbers, [`CardRef::NONE`] for a missing one): "each of its
/// neighbors" is the creatures that were its neighbors then.
fn keep_neighbors(g: &mut Game, f: &mut Frame) {
    let mut kept = [CardRef::NONE.0; 2];
    for (slot, n) in kept.iter_mut().zip(g.neighbors(f.source)) {
        *slot = n.0;
    }
    f.tally = kept;
}

/// A creature kept by [`keep_neighbors`], still in play, that this ability
/// has not fought with yet.
fn kept_neighbor_not_fought(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.tally.contains(&c.0) && g.in_battleline(c) && filter::not_chosen(g, f, c)
}

/// Badgemagus — Fight: ready and fight with each of the creatures that
/// were its neighbors as the ability began, one at a time, in the order
/// its controller chooses (deploy is printed).
static BADGEMAGUS: Behavior = Behavior::fight(&[
    Step::then(keep_neighbors),
    Step::ready_and_fight(TargetSpec::new(Zones::CREATURES, kept_neighbor_not_fought)),
    Step::ready_and_fight(TargetSpec::new(Zones::CREATURES, kept_neighbor_not_fought)),
]);

/// Light Everlasting — Play: play a Sanctum creature from your discard
/// pile, at any position of your battleline (it has deploy while it is
/// played).
static LIGHT_EVERLASTING: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::DISCARD, |g, f, c| {
                filter::creature_card(g, f, c) && g.def(c).house == House::Sanctum
            }),
            |g, f| {
                let c = f.last_target();
                if c.is_none() {
                    return;
                }
                if c.is_some() {
                    g.add_lasting_with(
                        f.source,
                        f.controller,
                        Expiry::EndOfTurn,
                        CardRef::NONE,
                        c.0,
                    );
                    g.play_from_anywhere(c, f.controller);
                }
            },
        ),
        Step::then(|g, f| {
            let me = f.source;
            g.expire_lasting(|e| e.source == me);
        }),
    ],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|_, e, q| {
        if let Query::Keywords { card, value } = q {
            if *card == CardRef(e.value) {
                *value = value.with(Keywords::DEPLOY);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Redhand Registry — after Æmber is stolen from its controller, their
/// opponent skips step 1 ("forge a key") of their next turn. The lasting
/// effect ends with that turn: its value counts the opponent's turn ends
/// still to come (1 when the steal happened during their own turn).
static REDHAND_REGISTRY: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::AmberStolen { thief, .. } = ev {
            let mine = g.card(me).controller;
            let during_their_turn = u8::from(g.active_player() == thief);
            let def = g.card(me).def;
            let already = g.lasting_effects().iter().any(|e| {
                e.source_def == def && e.controller == mine && e.value == during_their_turn
            });
            if thief != mine && !already {
                g.add_lasting_with(
                    me,
                    mine,
                    Expiry::SubjectLeavesPlay,
                    CardRef::NONE,
                    during_their_turn,
                );
            }
        }
    }),
    hears: Events::AMBER_STOLEN,
    lasting_event: Some(|g, e, ev| {
        if ev
            == (Event::TurnEnded {
                player: e.controller.opponent(),
            })
        {
            g.end_lasting(e);
            if e.value > 0 {
                g.add_lasting_with(e.source, e.controller, e.expiry, CardRef::NONE, e.value - 1);
            }
        }
    }),
    lasting_hears: Events::TURN_ENDED,
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::CanForge { player, value } = q {
            if *player == e.controller.opponent() && e.value == 0 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Trial by Water — Play: the tide becomes neutral, and no player can raise
/// it until the start of your next turn.
static TRIAL_BY_WATER: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.reset_tide();
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn);
    })],
    lasting_modifies: Queries::RARE,
    lasting_modify: Some(|_, _, q| {
        if let Query::CanRaiseTide { value, .. } = q {
            *value = false;
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Switches the power and armor of the lasting effect's subject (each
/// switch in effect toggles them).
fn switch_subjects_power_and_armor(_: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::PowerArmorSwitched { card, value } = q {
        if *card == e.subject {
            *value = !*value;
        }
    }
}

/// Switches `c`'s power and armor for the rest of the turn.
fn switch_for_the_turn(g: &mut Game, f: &Frame, c: CardRef) {
    if c.is_some() && g.in_battleline(c) {
        g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
    }
}

/// Lightsmith Clariel — Before Fight: it may switch its power and armor
/// for the rest of the turn.
static LIGHTSMITH_CLARIEL: Behavior = Behavior {
    before_fight: &[Step::may(|g, f| switch_for_the_turn(g, f, f.source))],
    lasting_modifies: Queries::RARE,
    lasting_modify: Some(switch_subjects_power_and_armor),
    ..Behavior::VANILLA
};

/// Lightsmith Clariel (evil twin) — Action: switch a creature's power and
/// armor for the rest of the turn.
static LIGHTSMITH_CLARIEL_EVIL_TWIN: Behavior = Behavior {
    action: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        switch_for_the_turn(g, f, f.last_target())
    })],
    lasting_modifies: Queries::RARE,
    lasting_modify: Some(switch_subjects_power_and_armor),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
