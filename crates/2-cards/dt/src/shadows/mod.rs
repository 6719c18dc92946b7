//! Shadows, Dark Tidings.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::host_gains::HostGains;
use keysim_engine::select::each;
use keysim_engine::tide::words::{raise_the_tide, tide_high, tide_not_high};
use keysim_engine::{CardRef, Event, Frame, Game, Query, Zones, MAX_CARDS};
use keysim_facts::{traits, House, Keywords};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "captain-no-beard-evil-twin" => &CAPTAIN_NO_BEARD_EVIL_TWIN,
        "freebooter-faye-evil-twin" => &FREEBOOTER_FAYE_EVIL_TWIN,
        "hard-simpson-evil-twin" => &HARD_SIMPSON_EVIL_TWIN,
        "hobnobber-evil-twin" => &HOBNOBBER_EVIL_TWIN,
        "monty-bank-evil-twin" => &MONTY_BANK_EVIL_TWIN,
        "one-eyed-willa-evil-twin" => &ONE_EYED_WILLA_EVIL_TWIN,
        "sea-urchin-evil-twin" => &SEA_URCHIN_EVIL_TWIN,
        "archon-s-revenge" => &ARCHONS_REVENGE,
        "captain-no-beard" => &CAPTAIN_NO_BEARD,
        "dead-man-s-chest" => &DEAD_MANS_CHEST,
        "early-birds" => &EARLY_BIRDS,
        "easy-marks" => &EASY_MARKS,
        "ransom" => &RANSOM,
        "submersible" => &SUBMERSIBLE,
        "widespread-corruption" => &WIDESPREAD_CORRUPTION,
        "blatant-thievery" => &BLATANT_THIEVERY,
        "freebooter-faye" => &FREEBOOTER_FAYE,
        "hand-cannon" => &HAND_CANNON,
        "monty-bank" => &MONTY_BANK,
        "safe-or-sorry" => &SAFE_OR_SORRY,
        "stir-up-trouble" => &STIR_UP_TROUBLE,
        "the-flyin--specter" => &THE_FLYIN_SPECTER,
        "trickle-down-theory" => &TRICKLE_DOWN_THEORY,
        "cement-shoes" => &CEMENT_SHOES,
        "gas-pipes-malone" => &GAS_PIPES_MALONE,
        "hard-simpson" => &HARD_SIMPSON,
        "hobnobber" => &HOBNOBBER,
        "hornswoggle" => &HORNSWOGGLE,
        "jackie-tar" => &JACKIE_TAR,
        "kerwollop" => &KERWOLLOP,
        "loot-or-pillage" => &LOOT_OR_PILLAGE,
        "one-eyed-willa" => &ONE_EYED_WILLA,
        "scooped" => &SCOOPED,
        "sea-urchin" => &SEA_URCHIN,
        "walk-the-plank" => &WALK_THE_PLANK,
        _ => return None,
    })
}

/// Whether the ability's controller's opponent holds at least 6 Æmber.
fn opponent_has_6(g: &Game, f: &Frame) -> bool {
    g.player(f.opponent()).amber >= 6
}

/// Whether creature `c` carries damage.
fn damaged(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.card(c).damage > 0
}

/// The creature chosen last captures 1 from its own controller's pool.
fn chosen_captures_1_from_own_side(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    if c.is_some() {
        g.capture_from(c, g.card(c).controller, 1);
    }
}

/// Captain No-Beard (evil twin) — taunt is printed; Destroyed: each of its
/// neighbors captures 1.
static CAPTAIN_NO_BEARD_EVIL_TWIN: Behavior =
    Behavior::destroyed(&[Step::each_captures(filter::neighbor, 1)]);

/// Freebooter Faye (evil twin) — Play: raise the tide; Before Fight: steal
/// 1 while the tide is high for you.
static FREEBOOTER_FAYE_EVIL_TWIN: Behavior = Behavior {
    play: &[Step::then(raise_the_tide)],
    before_fight: &[Step::steal(1).only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Hard Simpson (evil twin) — Reap: with the tide high for you, a damaged
/// creature captures 1 from its own side.
static HARD_SIMPSON_EVIL_TWIN: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, damaged),
        chosen_captures_1_from_own_side,
    )
    .only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Hobnobber (evil twin) — Omni: steal the opponent's only Æmber when they
/// hold exactly 1.
static HOBNOBBER_EVIL_TWIN: Behavior =
    Behavior::omni(&[Step::steal(1).only_if(|g, f| g.player(f.opponent()).amber == 1)]);

/// Steal 1 for each Æmber on the ability's source (the Monty Banks' Action:).
fn steal_per_amber_on_self(g: &mut Game, f: &mut Frame) {
    let on_me = g.card(f.source).amber as u32;
    g.steal(f.controller, on_me);
}

/// Monty Bank (evil twin) — Play: exalt it twice; Action: steal 1 per
/// Æmber on it (elusive is printed).
static MONTY_BANK_EVIL_TWIN: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.exalt(f.source);
        g.exalt(f.source);
    })],
    action: &[Step::then(steal_per_amber_on_self)],
    ..Behavior::VANILLA
};

/// One-Eyed Willa (evil twin) — Fight: with the tide high for you, the
/// opponent loses 2 (elusive and skirmish are printed).
static ONE_EYED_WILLA_EVIL_TWIN: Behavior = Behavior {
    fight: &[Step::opponent_loses(2).only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Sea Urchin (evil twin) — Play: capture 2, or steal 2 instead while the
/// tide is high for you.
static SEA_URCHIN_EVIL_TWIN: Behavior = Behavior {
    play: &[
        Step::capture(2).only_if(tide_not_high),
        Step::steal(2).only_if(tide_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Archon's Revenge — Action: exhaust up to 2 friendly Shadows creatures;
/// steal 1 for each that was ready and so was exhausted.
static ARCHONS_REVENGE: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && g.belongs_to(c, House::Shadows)
    })
    .up_to(2),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() && !g.card(c).is_exhausted() {
            g.exhaust(c);
            if g.card(c).is_exhausted() {
                g.steal(f.controller, 1);
            }
        }
    },
)]);

/// Captain No-Beard — its neighbors gain taunt; Reap: capture 1.
static CAPTAIN_NO_BEARD: Behavior = Behavior {
    reap: &[Step::capture(1)],
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value = value.with(Keywords::TAUNT);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Early Birds — Play: ready each Shadows creature and artifact in play
/// (alpha is printed).
static EARLY_BIRDS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let shadows = each(g, f.controller, Zones::IN_PLAY, |c| {
        g.belongs_to(c, House::Shadows)
    });
    for &c in shadows.iter() {
        g.ready(c);
    }
})]);

/// Easy Marks — Play: exalt each damaged enemy creature.
static EASY_MARKS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let marks = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller != f.controller && g.card(c).damage > 0
    });
    for &c in marks.iter() {
        g.exalt(c);
    }
})]);

/// Submersible — while the tide is high for you, each friendly Thief
/// creature gains elusive.
static SUBMERSIBLE: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            let mine = g.card(me).controller;
            if g.card(*card).controller == mine
                && g.has_trait(*card, traits::THIEF)
                && g.tide_is_high(mine)
            {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Blatant Thievery — Play: enrage an enemy creature and take all the
/// Æmber on it into your pool.
static BLATANT_THIEVERY: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        g.enrage(c);
        let all = g.card(c).amber as u32;
        g.take_amber_from(c, f.controller, all);
    },
)]);

/// Freebooter Faye — Play: raise the tide; Reap: steal 1 while the tide is
/// high for you.
static FREEBOOTER_FAYE: Behavior = Behavior {
    play: &[Step::then(raise_the_tide)],
    reap: &[Step::steal(1).only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Hand Cannon — its creature gains skirmish and "Fight: take 1 Æmber from
/// the creature fought into your pool".
static HAND_CANNON: Behavior = Behavior {
    grants: Some(&HAND_CANNON_GAINS),
    ..HostGains::<{ Keywords::SKIRMISH.0 }>::BEHAVIOR
};

/// Fight: move 1 Æmber from the creature fought to your pool.
static HAND_CANNON_GAINS: Behavior = Behavior::fight(&[Step::then(|g, f| {
    g.take_amber_from(f.subject, f.controller, 1);
})]);

/// Monty Bank — Play: you may exalt it up to twice; Action: steal 1 per
/// Æmber on it.
static MONTY_BANK: Behavior = Behavior {
    play: &[Step::choose_number(0, 2, |g, f| {
        for _ in 0..f.option {
            g.exalt(f.source);
        }
    })],
    action: &[Step::then(steal_per_amber_on_self)],
    ..Behavior::VANILLA
};

/// Safe or Sorry — Play, choose one: archive any number of friendly
/// creatures from play, or deal a creature 1 damage per Æmber the
/// opponent holds.
static SAFE_OR_SORRY: Behavior = Behavior::play(&[
    Step::choose_one(
        &[
            "archive friendly creatures",
            "damage a creature per opponent's Æmber",
        ],
        |_, _| {},
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).up_to(MAX_CARDS as u8),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if c.is_some() {
                g.archive(f.controller, c);
            }
        },
    )
    .only_if(|_, f| f.option == 0),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let n = g.player(f.opponent()).amber as u32;
        if n > 0 {
            g.deal_damage(f.last_target(), n);
        }
    })
    .only_if(|_, f| f.option == 1),
]);

/// Stir Up Trouble — Play: a creature and one of its neighbors deal each
/// other damage equal to their power, at once.
static STIR_UP_TROUBLE: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |_, _| {}),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| g.are_neighbors(f.target(0), c)),
        |g, f| {
            let (first, second) = (f.target(0), f.target(1));
            if first.is_none() || second.is_none() {
                return;
            }
            let (from_first, from_second) = (g.power(first), g.power(second));
            g.assign_damage(second, from_first.max(0) as u32);
            g.assign_damage(first, from_second.max(0) as u32);
            g.deal_assigned_damage();
        },
    ),
]);

/// The Flyin' Specter — destroyed after the opponent raises the tide;
/// Action: steal 1 while the tide is high for you.
static THE_FLYIN_SPECTER: Behavior = Behavior {
    action: &[Step::steal(1).only_if(tide_high)],
    on_event: Some(|g, me, ev| {
        if let Event::TideRaised { player } = ev {
            if player != g.card(me).controller {
                g.destroy(me);
            }
        }
    }),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Trickle-Down Theory — Play: raise the tide; Omni: gain 1 if the
/// opponent holds 6 or more.
static TRICKLE_DOWN_THEORY: Behavior = Behavior {
    play: &[Step::then(raise_the_tide)],
    omni: &[Step::gain(1).only_if(opponent_has_6)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Cement Shoes — Play: 2 damage to a creature; raise the tide if that
/// destroys it.
static CEMENT_SHOES: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::ANY_CREATURE, |g, f| {
            g.deal_damage(f.target(0), 2);
        }),
        // Any destruction has resolved.
        Step::then(raise_the_tide).only_if(|g, f| {
            let c = f.target(0);
            c.is_some() && !g.in_battleline(c)
        }),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Gas-Pipes Malone — Before Fight: the creature it fights captures 1 from
/// its own side.
static GAS_PIPES_MALONE: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    let fought = f.subject;
    if fought.is_some() {
        g.capture_from(fought, g.card(fought).controller, 1);
    }
})]);

/// Hobnobber — Action: steal 2 if the opponent holds 6 or more.
static HOBNOBBER: Behavior = Behavior::action(&[Step::steal(2).only_if(opponent_has_6)]);

/// Hornswoggle — Play: use an enemy artifact as if it were yours.
static HORNSWOGGLE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::enemy),
    |g, f| {
        g.use_artifact_as_yours(f.target(0), f.controller);
    },
)]);

/// Jackie Tar — Reap: 1 damage to a creature, or 6 while the tide is high
/// for you (elusive is printed).
static JACKIE_TAR: Behavior = Behavior {
    reap: &[
        Step::deal_damage(TargetSpec::ANY_CREATURE, 1).only_if(tide_not_high),
        Step::deal_damage(TargetSpec::ANY_CREATURE, 6).only_if(tide_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Kerwollop — Play: 1 damage to each creature; gain 1 per creature
/// destroyed this way.
static KERWOLLOP: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        f.tally = g.turn_history().creatures_destroyed;
        let all = each(g, f.controller, Zones::CREATURES, |_| true);
        g.deal_damage_each(&all, 1);
    }),
    // The destructions have resolved: the history counts them.
    Step::then(|g, f| {
        let now = g.turn_history().creatures_destroyed;
        let destroyed: u32 = (0..2)
            .map(|i| now[i].saturating_sub(f.tally[i]) as u32)
            .sum();
        g.gain(f.controller, destroyed);
    }),
]);

/// Loot or Pillage — Play, choose one: steal 1, or a friendly creature
/// captures 3.
static LOOT_OR_PILLAGE: Behavior = Behavior::play(&[
    Step::choose_one(&["steal 1", "a friendly creature captures 3"], |_, _| {}),
    Step::steal(1).only_if(|_, f| f.option == 0),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.capture(f.last_target(), 3);
        },
    )
    .only_if(|_, f| f.option == 1),
]);

/// One-Eyed Willa — elusive and skirmish while the tide is high for its
/// controller; Fight: steal 1.
static ONE_EYED_WILLA: Behavior = Behavior {
    fight: &[Step::steal(1)],
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me && g.tide_is_high(g.card(me).controller) {
                *value = value.with(Keywords::ELUSIVE).with(Keywords::SKIRMISH);
            }
        }
    }),
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Scooped — Play: 2 damage to a creature; if it survives, it captures 1
/// from its own side.
static SCOOPED: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.target(0), 2);
    }),
    // Any destruction has resolved.
    Step::then(|g, f| {
        let c = f.target(0);
        if c.is_some() && g.in_battleline(c) {
            g.capture_from(c, g.card(c).controller, 1);
        }
    }),
]);

/// Sea Urchin — Play: capture 1, or steal 1 instead while the tide is high
/// for you (poison is printed).
static SEA_URCHIN: Behavior = Behavior {
    play: &[
        Step::capture(1).only_if(tide_not_high),
        Step::steal(1).only_if(tide_high),
    ],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Walk the Plank — Play: 4 damage to a creature if the opponent holds no
/// Æmber; otherwise steal 1.
static WALK_THE_PLANK: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 4)
        .only_if(|g, f| g.player(f.opponent()).amber == 0),
    Step::steal(1).only_if(|g, f| g.player(f.opponent()).amber > 0),
]);

/// Dead Man's Chest — Play: put 4 Æmber from the supply on it and deal 2
/// damage to a creature; after each creature destroyed from the sixth of a
/// turn on, if it is ready, the Æmber on it goes to the active player's
/// pool.
static DEAD_MANS_CHEST: Behavior = Behavior {
    play: &[
        Step::then(|g, f| g.place_amber(f.source, 4)),
        Step::deal_damage(TargetSpec::ANY_CREATURE, 2),
    ],
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed { .. } = ev {
            let [a, b] = g.turn_history().creatures_destroyed;
            if a as u32 + b as u32 >= 6 && !g.card(me).is_exhausted() {
                let all = g.card(me).amber as u32;
                g.take_amber_from(me, g.active_player(), all);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Ransom — its creature cannot be used; at the start of its controller's
/// turn, they may give their opponent 2 Æmber to destroy Ransom.
static RANSOM: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::CanUse { card, value, .. } = q {
            if *card == g.card(me).host {
                *value = false;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if host.is_some()
            && ev
                == (Event::TurnStarted {
                    player: g.card(host).controller,
                })
        {
            g.trigger(PAY_THE_RANSOM, me, g.card(host).controller);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// "You may give your opponent 2 Æmber; if you do, destroy Ransom."
const PAY_THE_RANSOM: Ability = &[Step::may(|g, f| {
    if g.give_amber(f.controller, f.opponent(), 2) == 2 {
        g.destroy(f.source);
    }
})
.only_if(|g, f| g.player(f.controller).amber >= 2)];

/// Widespread Corruption — after a player gains Æmber by reaping, a
/// creature they do not control (chosen by this card's controller)
/// captures that Æmber.
static WIDESPREAD_CORRUPTION: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::GainedByReaping { creature, .. } = ev {
            g.trigger_about(CAPTURE_THE_REAPED, me, g.card(me).controller, creature);
        }
    }),
    hears: Events::GAINED_BY_REAPING,
    ..Behavior::VANILLA
};

/// A creature the reaping creature's controller does not control captures
/// the reaped Æmber from them.
const CAPTURE_THE_REAPED: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        g.card(c).controller != g.card(f.subject).controller
    }),
    |g, f| {
        let reaper = g.card(f.subject).controller;
        g.capture_from(f.last_target(), reaper, 1);
    },
)];

/// Hard Simpson — after it is dealt damage and survives, steal 1; while
/// the tide is low for you, the opponent steals 1 instead (elusive is
/// printed).
static HARD_SIMPSON: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Damaged { card, .. } = ev {
            if card == me {
                g.trigger(STEAL_AFTER_DAMAGE, me, g.card(me).controller);
            }
        }
    }),
    hears: Events::DAMAGED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Hard Simpson's reaction, once the damage's destructions resolved: only
/// if it survived.
const STEAL_AFTER_DAMAGE: Ability = &[Step::then(|g, f| {
    if g.tide_is_low(f.controller) {
        g.steal(f.opponent(), 1);
    } else {
        g.steal(f.controller, 1);
    }
})
.only_if(|g, f| g.in_battleline(f.source))];
