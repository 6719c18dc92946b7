//! Skyborn, Æmber Skies.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::control;
use keysim_engine::select::each;
use keysim_engine::shards;
use keysim_engine::{
    CardRef, Event, Flank, Frame, Game, GameAction, KeyColor, Player, Query, Zones,
};
use keysim_facts::{House, Keywords};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "aero-o-fore" => &AERO_O_FORE,
        "black-tempest" => &BLACK_TEMPEST,
        "cloudburst-command" => &CLOUDBURST_COMMAND,
        "flip-stallard" => &FLIP_STALLARD,
        "han-peregrine" => &HAN_PEREGRINE,
        "ley-earl-of-hurl" => &LEY_EARL_OF_HURL,
        "maqui-expedition" => &MAQUI_EXPEDITION,
        "nantucket" => &NANTUCKET,
        "nomadic-insight" => &NOMADIC_INSIGHT,
        "razor-s-gambit" => &RAZOR_S_GAMBIT,
        "recreational-jettison" => &RECREATIONAL_JETTISON,
        "refined-adhesive" => &REFINED_ADHESIVE,
        "treasure-island" => &TREASURE_ISLAND,
        "universal-welcome" => &UNIVERSAL_WELCOME,
        "viscount-of-aerys" => &VISCOUNT_OF_AERYS,
        "æmber-airhart" => &AEMBER_AIRHART,
        "edge-of-the-world" => &EDGE_OF_THE_WORLD,
        "freedom-to-be" => &FREEDOM_TO_BE,
        "navigator-ketarr" => &NAVIGATOR_KETARR,
        "pirate-champion" => &PIRATE_CHAMPION,
        "red-skies" => &RED_SKIES,
        "redline-rotation" => &REDLINE_ROTATION,
        "rose-of-sharon" => &ROSE_OF_SHARON,
        "shae-cloudkicker" => &SHAE_CLOUDKICKER,
        "silver-linings" => &SILVER_LININGS,
        "third-of-cliff" => &THIRD_OF_CLIFF,
        "transmuting-lift" => &TRANSMUTING_LIFT,
        "against-all-flags" => &AGAINST_ALL_FLAGS,
        "bomb-arang" => &BOMB_ARANG,
        "bosun-creen" => &BOSUN_CREEN,
        "bux-bastian" => &BUX_BASTIAN,
        "chandler-anouk" => &CHANDLER_ANOUK,
        "indigo-halyard" => &INDIGO_HALYARD,
        "prop-dusting" => &PROP_DUSTING,
        "raiding-party" => &RAIDING_PARTY,
        "safe-port" => &SAFE_PORT,
        "scalawag-finn" => &SCALAWAG_FINN,
        "seeker-missiles" => &SEEKER_MISSILES,
        "skulking-saboteurs" => &SKULKING_SABOTEURS,
        "efficient-æmber-burner" => &EFFICIENT_AEMBER_BURNER,
        "flint-s-legend" => &FLINT_S_LEGEND,
        "flint-s-map" => &FLINT_S_MAP,
        "flint-s-stash" => &FLINT_S_STASH,
        "lateral-thrusters" => &LATERAL_THRUSTERS,
        "torpefying-harpoon" => &TORPEFYING_HARPOON,
        "shard-of-courage" => &SHARD_OF_COURAGE,
        _ => return None,
    })
}

// ----- Shared words ------------------------------------------------------------

/// The flank of a [`control::FLANKS`] answer.
fn flank(option: u8) -> Flank {
    if option == 0 {
        Flank::Left
    } else {
        Flank::Right
    }
}

/// A friendly creature on a flank.
fn friendly_flank(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.on_flank(c)
}

/// An enemy creature on a flank.
fn enemy_flank(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::enemy(g, f, c) && g.on_flank(c)
}

/// The Skyborn creatures on a flank, on both sides.
fn skyborn_on_flanks(g: &Game) -> u32 {
    g.all_creatures()
        .filter(|&c| g.on_flank(c) && g.belongs_to(c, House::Skyborn))
        .count() as u32
}

/// Whether the ability's controller's key of colour `color` is forged.
fn your_key(g: &Game, f: &Frame, color: KeyColor) -> bool {
    g.key_forged(f.controller, color)
}

/// Whether either player's key of colour `color` is forged ("if a red key
/// is forged").
fn any_key(g: &Game, color: KeyColor) -> bool {
    Player::BOTH.iter().any(|&p| g.key_forged(p, color))
}

/// "Move it to a flank of its controller's battleline", the flank asked
/// of the ability's controller for the creature chosen last (asked only
/// when it has another creature beside it).
const MOVE_CHOSEN_TO_A_FLANK: Step = Step::choose_one(control::FLANKS, |g, f| {
    g.move_to_flank(f.last_target(), flank(f.option))
})
.only_if(chosen_can_move);

/// Whether the creature chosen last is in a battleline with another
/// creature (a move would change something).
fn chosen_can_move(g: &Game, f: &Frame) -> bool {
    let c = f.last_target();
    g.in_battleline(c) && g.creatures(g.card(c).controller).len() > 1
}

/// "A creature" chosen for the steps after it (Edge of the World, Bosun
/// Creen: moved to a flank).
const CHOOSE_A_CREATURE: Step = Step::target(TargetSpec::ANY_CREATURE, |_, _| {});

/// "Move a creature to a flank of its controller's battleline" (Edge of
/// the World, Bosun Creen).
const MOVE_A_CREATURE_TO_A_FLANK: Ability = &[CHOOSE_A_CREATURE, MOVE_CHOSEN_TO_A_FLANK];

// ----- Rares --------------------------------------------------------------------

/// Aero O'Fore — while in the center of its battleline it gains "After
/// Reap: you may rearrange the other friendly creatures (it keeps its
/// place), then each friendly flank creature captures 2". The center is
/// read as it reaps.
static AERO_O_FORE: Behavior = Behavior::reap(&[
    Step::then(|g, f| {
        f.done = g.in_center(f.source);
        f.subject = f.source;
    }),
    Step::rearrange_battleline().only_if(|_, f| f.done),
    Step::each_captures(friendly_flank, 2).only_if(|_, f| f.done),
]);

/// Black Tempest — Fight: steal 3 if you have no forged key, 2 otherwise
/// (hazardous 2 is printed).
static BLACK_TEMPEST: Behavior = Behavior::fight(&[Step::then(|g, f| {
    let n = if g.player(f.controller).keys == 0 {
        3
    } else {
        2
    };
    g.steal(f.controller, n);
})]);

/// Cloudburst Command — the opponent's keys cost 1 more for each Skyborn
/// creature on a flank (of either battleline).
static CLOUDBURST_COMMAND: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != g.card(me).controller {
                *value += skyborn_on_flanks(g) as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Flip Stallard — enemy creatures have no "Destroyed:" abilities (their
/// own or gained).
static FLIP_STALLARD: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::DestroyedAbilitiesTrigger { card, value } = q {
            if g.card(*card).controller != g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Han Peregrine — Fight/Reap: you may exalt it; if you do, a damaged
/// creature is fully healed and moved to a flank of its controller's
/// battleline.
static HAN_PEREGRINE: Behavior = Behavior::fight_and_reap(&[
    Step::may(|g, f| {
        g.exalt(f.source);
        f.done = true;
    }),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| g.card(c).damage > 0),
        |g, f| {
            g.heal(f.last_target(), u32::MAX);
        },
    )
    .only_if(|_, f| f.done),
    MOVE_CHOSEN_TO_A_FLANK,
]);

/// Ley, Earl of Hurl — Destroyed: if it is not on a flank, instead it is
/// fully healed, exhausted, warded and moved to the flank its controller
/// chooses.
static LEY_EARL_OF_HURL: Behavior =
    Behavior::destroyed(&[Step::choose_one(control::FLANKS, |g, f| {
        let me = f.source;
        g.cancel_destruction(me);
        g.heal(me, u32::MAX);
        g.exhaust(me);
        g.ward(me);
        g.move_to_flank(me, flank(f.option));
    })
    .only_if(|g, f| g.in_battleline(f.source) && !g.on_flank(f.source))]);

/// Takes control of the subject at once when there is no flank to choose.
const TAKE_CONTROL_AT_ONCE: Step = Step::then(control::take_subject_if_no_choice);

/// Takes control of the subject on the flank its new controller chooses.
const TAKE_CONTROL_ON_A_FLANK: Step =
    Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
        .only_if(control::flank_choice_needed);

/// Maqui Expedition — Play: take control of an enemy flank creature.
static MAQUI_EXPEDITION: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, enemy_flank), |_, f| {
        f.subject = f.last_target()
    }),
    TAKE_CONTROL_AT_ONCE,
    TAKE_CONTROL_ON_A_FLANK,
]);

/// Nantucket — Fight/Reap: gain 1 for each Skyborn neighbor (deploy is
/// printed).
static NANTUCKET: Behavior = Behavior::fight_and_reap(&[Step::then(|g, f| {
    let n = g
        .neighbors(f.source)
        .filter(|&c| g.belongs_to(c, House::Skyborn))
        .count();
    g.gain(f.controller, n as u32);
})]);

/// Nomadic Insight — Play: each friendly flank creature captures 1.
static NOMADIC_INSIGHT: Behavior = Behavior::play(&[Step::each_captures(friendly_flank, 1)]);

/// "Ready and fight with a friendly Skyborn creature" (Razor's Gambit).
const READY_AND_FIGHT_A_SKYBORN: Step =
    Step::ready_and_fight(TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && g.belongs_to(c, House::Skyborn)
    }));

/// Razor's Gambit — Action: ready and fight with a friendly Skyborn
/// creature; with your blue key forged, again (Enhance is a deck-building
/// icon).
static RAZOR_S_GAMBIT: Behavior = Behavior {
    action: &[
        READY_AND_FIGHT_A_SKYBORN,
        Step::repeat(&[READY_AND_FIGHT_A_SKYBORN]).only_if(|g, f| your_key(g, f, KeyColor::Blue)),
    ],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// "Discard a card. Resolve its bonus icons as if you had played it."
const DISCARD_AND_RESOLVE_ICONS: Step =
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.discard_from_hand(c);
            g.resolve_bonus_icons(c, f.controller);
        }
    });

/// Recreational Jettison — Play: discard a card from your hand and resolve
/// its bonus icons as if you had played it; if either player's yellow key
/// is forged, again.
static RECREATIONAL_JETTISON: Behavior = Behavior {
    play: &[
        DISCARD_AND_RESOLVE_ICONS,
        Step::repeat(&[DISCARD_AND_RESOLVE_ICONS]).only_if(|g, _| any_key(g, KeyColor::Yellow)),
    ],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Refined Adhesive — each card that would be discarded from a player's
/// hand is instead revealed and put facedown beneath its creature (no
/// discard: no "Scrap:", no discard reactions).
static REFINED_ADHESIVE: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Discard { card },
        } = *q
        {
            let host = g.card(me).host;
            if g.in_battleline(host) {
                *q = Query::Instead {
                    action: GameAction::PutBeneath { card, host },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Treasure Island — its controller may spend the Æmber on it when forging;
/// each friendly Skyborn creature gains "After Reap: move 1 from your pool
/// to Treasure Island".
static TREASURE_ISLAND: Behavior = Behavior {
    forge_bank: true,
    grants: Some(&STASH_ON_THE_ISLAND),
    grants_to: Some(|g, me, c| {
        g.in_battleline(c)
            && g.card(c).controller == g.card(me).controller
            && g.belongs_to(c, House::Skyborn)
    }),
    ..Behavior::VANILLA
};

/// "After Reap: move 1 Æmber from your pool to Treasure Island."
static STASH_ON_THE_ISLAND: Behavior = Behavior::reap(&[Step::then(|g, f| {
    if f.granted_by.is_some() && g.card(f.granted_by).location.in_play() {
        g.move_amber_to_card(f.controller, f.granted_by, 1);
    }
})]);

/// Universal Welcome — Play: take control of the creature in the center of
/// the opponent's battleline.
static UNIVERSAL_WELCOME: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && g.in_center(c)
        }),
        |_, f| f.subject = f.last_target(),
    ),
    TAKE_CONTROL_AT_ONCE,
    TAKE_CONTROL_ON_A_FLANK,
]);

/// Viscount of Aerys — while your yellow key is forged, enemy creatures
/// enter play stunned; Play: with your yellow key forged, each enemy
/// creature is stunned.
static VISCOUNT_OF_AERYS: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let enemies = each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller != f.controller
        });
        for &c in enemies.iter() {
            g.stun(c);
        }
    })
    .only_if(|g, f| your_key(g, f, KeyColor::Yellow))],
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::EntersStunned { card, value } = q {
            let mine = g.card(me).controller;
            if g.card(*card).controller != mine && g.key_forged(mine, KeyColor::Yellow) {
                *value = true;
            }
        }
    }),
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Æmber Airhart — Fight/Reap: it is shuffled into its owner's deck.
static AEMBER_AIRHART: Behavior =
    Behavior::fight_and_reap(&[Step::then(|g, f| g.shuffle_into_deck(f.source))]);

// ----- Uncommons ----------------------------------------------------------------

/// Edge of the World — Play: a creature moves to a flank of its
/// controller's battleline; steal 1.
static EDGE_OF_THE_WORLD: Behavior =
    Behavior::play(&[CHOOSE_A_CREATURE, MOVE_CHOSEN_TO_A_FLANK, Step::steal(1)]);

/// Freedom to Be — Play: forge a key at current cost +4, less 1 for each
/// Skyborn creature on a flank (of either battleline).
static FREEDOM_TO_BE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let cost = (g.key_cost(f.controller) + 4).saturating_sub(skyborn_on_flanks(g));
    g.forge_key_paying(f.controller, cost);
})]);

/// Navigator Ketarr — Reap: if it is on a flank, draw 2, then archive a
/// card from your hand.
static NAVIGATOR_KETARR: Behavior = Behavior::reap(&[
    Step::then(|g, f| {
        f.done = g.on_flank(f.source);
        if f.done {
            g.draw(f.controller, 2);
        }
    }),
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.archive(f.controller, f.last_target())
    })
    .only_if(|_, f| f.done),
]);

/// Pirate Champion — Fight: you may move it to a flank (taunt is printed).
static PIRATE_CHAMPION: Behavior = Behavior::fight(&[Step::choose_one(
    &["stay", "move to the left flank", "move to the right flank"],
    |g, f| {
        if f.option > 0 {
            g.move_to_flank(f.source, flank(f.option - 1));
        }
    },
)
.only_if(|g, f| g.in_battleline(f.source) && g.creatures(f.controller).len() > 1)]);

/// "Move a friendly Skyborn creature to a flank and ready it" (Red Skies).
const RED_SKIES_EFFECT: Ability = &[
    CHOOSE_A_FRIENDLY_SKYBORN,
    MOVE_CHOSEN_TO_A_FLANK,
    READY_CHOSEN,
];

/// "A friendly Skyborn creature", chosen for the steps after it.
const CHOOSE_A_FRIENDLY_SKYBORN: Step = Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && g.belongs_to(c, House::Skyborn)
    }),
    |_, _| {},
);

/// Readies the creature chosen last.
const READY_CHOSEN: Step = Step::then(|g, f| g.ready(f.last_target()));

/// Red Skies — Play: a friendly Skyborn creature moves to a flank and is
/// readied; if either player's red key is forged, again.
static RED_SKIES: Behavior = Behavior {
    play: &[
        CHOOSE_A_FRIENDLY_SKYBORN,
        MOVE_CHOSEN_TO_A_FLANK,
        READY_CHOSEN,
        Step::repeat(RED_SKIES_EFFECT).only_if(|g, _| any_key(g, KeyColor::Red)),
    ],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Redline Rotation — Play: if the opponent has 7 or more, steal half of
/// it, rounded down.
static REDLINE_ROTATION: Behavior = Behavior::play(&[Step::then(|g, f| {
    let theirs = g.player(f.opponent()).amber as u32;
    if theirs >= 7 {
        g.steal(f.controller, theirs / 2);
    }
})]);

/// "Choose a neighbor; deal an enemy creature damage equal to its power"
/// (Rose of Sharon).
const NEIGHBOR_STRIKE: Ability = &[CHOOSE_A_NEIGHBOR, STRIKE_WITH_ITS_POWER];

/// "Choose one of its neighbors" (Rose of Sharon).
const CHOOSE_A_NEIGHBOR: Step = Step::target(
    TargetSpec::new(Zones::CREATURES, filter::neighbor),
    |_, _| {},
);

/// "Deal damage to an enemy creature equal to that neighbor's power."
const STRIKE_WITH_ITS_POWER: Step =
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        let neighbor = f.target(0);
        if g.in_battleline(neighbor) {
            let power = g.power(neighbor).max(0) as u32;
            g.deal_damage(f.last_target(), power);
        }
    });

/// Rose of Sharon — Action: an enemy creature is dealt as much damage as
/// the power of a neighbor you choose; with your red key forged, again
/// (deploy and elusive are printed).
static ROSE_OF_SHARON: Behavior = Behavior {
    action: &[
        CHOOSE_A_NEIGHBOR,
        STRIKE_WITH_ITS_POWER,
        Step::repeat(NEIGHBOR_STRIKE).only_if(|g, f| your_key(g, f, KeyColor::Red)),
    ],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// "Swap this creature with another friendly creature" (Shae
/// "Cloudkicker").
const SWAP_WITH_A_FRIEND: Step = Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && c != f.source
    }),
    |g, f| g.swap_creatures(f.source, f.last_target()),
);

/// Shae "Cloudkicker" — Play/Reap: it swaps places with another friendly
/// creature.
static SHAE_CLOUDKICKER: Behavior = Behavior {
    play: &[SWAP_WITH_A_FRIEND],
    reap: &[SWAP_WITH_A_FRIEND],
    ..Behavior::VANILLA
};

/// Silver Linings — Play: gain 1 for each house among friendly flank
/// creatures.
static SILVER_LININGS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let houses = g
        .creatures(f.controller)
        .iter()
        .filter(|&&c| g.on_flank(c))
        .fold(0u32, |h, &c| h | g.houses(c));
    g.gain(f.controller, houses.count_ones());
})]);

/// Third of Cliff — Action: with your red key forged, each enemy flank
/// creature is destroyed; otherwise an enemy flank creature you choose
/// (elusive is printed).
static THIRD_OF_CLIFF: Behavior = Behavior {
    action: &[
        Step::then(|g, f| {
            let flanks = each(g, f.controller, Zones::CREATURES, |c| enemy_flank(g, f, c));
            for &c in flanks.iter() {
                g.destroy(c);
            }
        })
        .only_if(|g, f| your_key(g, f, KeyColor::Red)),
        Step::target(TargetSpec::new(Zones::CREATURES, enemy_flank), |g, f| {
            g.destroy(f.last_target())
        })
        .only_if(|g, f| !your_key(g, f, KeyColor::Red)),
    ],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Transmuting Lift — its creature gains "Reap: you may move it anywhere
/// in its controller's battleline" (staying put is choosing its own
/// place).
static TRANSMUTING_LIFT: Behavior = Behavior {
    grants: Some(&MOVE_ANYWHERE_AFTER_REAP),
    ..Behavior::VANILLA
};

/// "After Reap: you may move this creature anywhere in its controller's
/// battleline": the place from the left, 0 first.
static MOVE_ANYWHERE_AFTER_REAP: Behavior = Behavior::reap(&[Step::choose_number_between(
    |g, f| {
        let n = g.creatures(g.card(f.source).controller).len();
        (0, n.saturating_sub(1).min(255) as u8)
    },
    |g, f| g.move_in_battleline(f.source, f.option as usize),
)
.only_if(|g, f| g.in_battleline(f.source))]);

// ----- Commons ------------------------------------------------------------------

/// Against All Flags — Play: steal 2 if two flank creatures (of either
/// battleline) share a house, 1 otherwise.
static AGAINST_ALL_FLAGS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let flanks = each(g, f.controller, Zones::CREATURES, |c| g.on_flank(c));
    let shared = flanks.iter().enumerate().any(|(i, &a)| {
        flanks[i + 1..]
            .iter()
            .any(|&b| g.houses(a) & g.houses(b) != 0)
    });
    g.steal(f.controller, if shared { 2 } else { 1 });
})]);

/// Bomb-arang — Play: 3 damage to an enemy creature; if it survives, 1
/// damage to a friendly creature.
static BOMB_ARANG: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::new(Zones::CREATURES, filter::enemy), 3),
    Step::deal_damage(TargetSpec::new(Zones::CREATURES, filter::friendly), 1)
        .only_if(|g, f| g.in_battleline(f.target(0))),
]);

/// Bosun Creen — Scrap: a creature moves to a flank of its controller's
/// battleline (Enhance is a deck-building icon).
static BOSUN_CREEN: Behavior = Behavior {
    scrap: MOVE_A_CREATURE_TO_A_FLANK,
    ..Behavior::VANILLA
};

/// Bux Bastian — Scrap: exalt an enemy flank creature (Enhance is a
/// deck-building icon).
static BUX_BASTIAN: Behavior = Behavior {
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, enemy_flank),
        |g, f| g.exalt(f.last_target()),
    )],
    ..Behavior::VANILLA
};

/// Chandler Anouk — each friendly flank creature has 2 more armor and
/// taunt.
static CHANDLER_ANOUK: Behavior = Behavior {
    modifies: Queries::ARMOR.and(Queries::KEYWORDS),
    reach: Reach::Friendly,
    modify: Some(|g, me, q| match q {
        Query::Armor { card, value } if friendly_flank_of(g, me, *card) => *value += 2,
        Query::Keywords { card, value } if friendly_flank_of(g, me, *card) => {
            *value = value.with(Keywords::TAUNT);
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Whether `c` is a creature on a flank of the battleline of `me`'s
/// controller.
fn friendly_flank_of(g: &Game, me: CardRef, c: CardRef) -> bool {
    g.in_battleline(c) && g.card(c).controller == g.card(me).controller && g.on_flank(c)
}

/// Indigo Halyard — while your blue key is forged, Reap: ready and fight
/// with another friendly creature; while the opponent's blue key is
/// forged, its neighbors have taunt.
static INDIGO_HALYARD: Behavior = Behavior {
    reap: &[
        Step::ready_and_fight(TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && c != f.source
        }))
        .only_if(|g, f| your_key(g, f, KeyColor::Blue)),
    ],
    modifies: Queries::KEYWORDS,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            let opponent = g.card(me).controller.opponent();
            if g.are_neighbors(me, *card) && g.key_forged(opponent, KeyColor::Blue) {
                *value = value.with(Keywords::TAUNT);
            }
        }
    }),
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Prop Dusting — Play: destroy an enemy flank creature.
static PROP_DUSTING: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, enemy_flank),
    |g, f| g.destroy(f.last_target()),
)]);

/// Raiding Party — Fight: steal 2 if both players have forged a key of the
/// same colour, 1 otherwise.
static RAIDING_PARTY: Behavior = Behavior {
    fight: &[Step::then(|g, f| {
        let matching = KeyColor::ALL
            .iter()
            .any(|&c| g.key_forged(Player::A, c) && g.key_forged(Player::B, c));
        g.steal(f.controller, if matching { 2 } else { 1 });
    })],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Safe Port — Play: with your yellow key forged, a friendly creature
/// captures 2; with the opponent's yellow key forged, steal 1.
static SAFE_PORT: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| {
                g.capture(f.last_target(), 2);
            },
        )
        .only_if(|g, f| your_key(g, f, KeyColor::Yellow)),
        Step::steal(1).only_if(|g, f| g.key_forged(f.opponent(), KeyColor::Yellow)),
    ],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Scalawag Finn — Fight: it heals 3 damage.
static SCALAWAG_FINN: Behavior = Behavior::fight(&[Step::then(|g, f| {
    g.heal(f.source, 3);
})]);

/// Seeker Missiles — Play: for each Skyborn flank creature (of either
/// battleline), 2 damage to a creature (chosen each time).
static SEEKER_MISSILES: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = skyborn_on_flanks(g).min(255) as u8),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 2);
    }),
]);

/// Skulking Saboteurs — Reap: with your red key forged, destroy an enemy
/// creature; with your yellow key, an enemy artifact; with your blue key,
/// an enemy upgrade (elusive is printed).
static SKULKING_SABOTEURS: Behavior = Behavior {
    reap: &[
        Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
            g.destroy(f.last_target())
        })
        .only_if(|g, f| your_key(g, f, KeyColor::Red)),
        Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::enemy), |g, f| {
            g.destroy(f.last_target())
        })
        .only_if(|g, f| your_key(g, f, KeyColor::Yellow)),
        Step::target(TargetSpec::new(Zones::UPGRADES, filter::enemy), |g, f| {
            g.destroy(f.last_target())
        })
        .only_if(|g, f| your_key(g, f, KeyColor::Blue)),
    ],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

// ----- Specials -----------------------------------------------------------------

/// Efficient Æmber Burner — its creature gains "the opponent's keys cost 1
/// less for each Æmber on this creature" and "After Reap: exalt this
/// creature". The opponent is that of the creature's controller.
static EFFICIENT_AEMBER_BURNER: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let host = g.card(me).host;
            if g.in_battleline(host) && *player != g.card(host).controller {
                *value -= g.card(host).amber as i32;
            }
        }
    }),
    grants: Some(&EXALT_AFTER_REAP),
    ..Behavior::VANILLA
};

/// "After Reap: exalt this creature."
static EXALT_AFTER_REAP: Behavior = Behavior::reap(&[Step::then(|g, f| g.exalt(f.source))]);

/// Whether `c` is a Treasure Island in play.
fn treasure_island(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).slug == "treasure-island"
}

/// Flint's Legend — Play: 1 Æmber of the opponent's pool goes onto a
/// Treasure Island in play (not a steal).
static FLINT_S_LEGEND: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, treasure_island),
    |g, f| {
        let island = f.last_target();
        if island.is_some() {
            g.move_amber_to_card(f.opponent(), island, 1);
        }
    },
)]);

/// Flint's Map — Omni: a Flint's Legend, Flint's Stash or Treasure Island
/// of your deck or discard pile is revealed and archived (the deck is
/// shuffled after the search).
static FLINT_S_MAP: Behavior = Behavior::omni(&[
    Step::target(
        TargetSpec::new(Zones::DECK.and(Zones::DISCARD), |g, _, c| {
            matches!(
                g.def(c).slug,
                "flint-s-legend" | "flint-s-stash" | "treasure-island"
            )
        }),
        |g, f| {
            let found = f.last_target();
            if found.is_some() {
                g.reveal(found, f.opponent());
                g.archive(f.controller, found);
            }
        },
    ),
    Step::then(|g, f| g.shuffle_deck(f.controller)),
]);

/// Flint's Stash — each flank creature (of either battleline) gains
/// "Destroyed: gain 2" (for its controller).
static FLINT_S_STASH: Behavior = Behavior {
    grants: Some(&GAIN_TWO_WHEN_DESTROYED),
    grants_to: Some(|g, _, c| g.in_battleline(c) && g.on_flank(c)),
    ..Behavior::VANILLA
};

/// "Destroyed: gain 2."
static GAIN_TWO_WHEN_DESTROYED: Behavior = Behavior::destroyed(&[Step::gain(2)]);

/// Lateral Thrusters — its creature gains "at the start of your turn, you
/// may rearrange the creatures in your battleline".
static LATERAL_THRUSTERS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if !g.in_battleline(host) {
            return;
        }
        let mine = g.card(host).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(REARRANGE_YOUR_LINE, host, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// "You may rearrange the creatures in your battleline."
const REARRANGE_YOUR_LINE: Ability = &[Step::rearrange_battleline()];

/// Torpefying Harpoon — its creature gains "at the end of your turn, if
/// this creature is not on a flank, destroy it".
static TORPEFYING_HARPOON: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if !g.in_battleline(host) {
            return;
        }
        let mine = g.card(host).controller;
        if ev == (Event::TurnEnded { player: mine }) && !g.on_flank(host) {
            g.destroy(host);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Shard of Courage — Action: for each friendly Shard (itself included),
/// ready and fight with a friendly creature, one fight at a time.
static SHARD_OF_COURAGE: Behavior = Behavior::action(&[
    shards::COUNT_FRIENDLY_SHARDS,
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.ready_and_fight(f.last_target()),
    ),
]);
