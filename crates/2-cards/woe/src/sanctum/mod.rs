//! Sanctum, Winds of Exchange.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::host_gains::HostGains;
use keysim_engine::outposts;
use keysim_engine::select::{each, Tally};
use keysim_engine::{CardRef, Event, Expiry, Flank, Game, GameAction, Player, Query, Zones};
use keysim_facts::{traits, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "batariel-of-the-grey" => &BATARIEL_OF_THE_GREY,
        "friendship" => &FRIENDSHIP,
        "halo-of-enlightenment" => &HALO_OF_ENLIGHTENMENT,
        "heavy-subsidies" => &HEAVY_SUBSIDIES,
        "renewed-life" => &RENEWED_LIFE,
        "sariel-the-steadfast" => &SARIEL_THE_STEADFAST,
        "the-promised-blade" => &THE_PROMISED_BLADE,
        "zephon-the-opulent" => &ZEPHON_THE_OPULENT,
        "grey-abbess" => &GREY_ABBESS,
        "hymn-to-duma" => &HYMN_TO_DUMA,
        "katerina-the-summoner" => &KATERINA_THE_SUMMONER,
        "lightbringer-outpost" => &LIGHTBRINGER_OUTPOST,
        "martyr-of-the-vault" => &MARTYR_OF_THE_VAULT,
        "squire-recruitment" => &SQUIRE_RECRUITMENT,
        "absolve" => &ABSOLVE,
        "battlefield-evangelist" => &BATTLEFIELD_EVANGELIST,
        "celestial-gorm" => &CELESTIAL_GORM,
        "colonel-mariana" => &COLONEL_MARIANA,
        // Enhance is deck building: its icons are printed on other cards.
        "kassiel-the-benevolent" => &Behavior::VANILLA,
        "knightapult" => &KNIGHTAPULT,
        "membership-drive" => &MEMBERSHIP_DRIVE,
        "muster" => &MUSTER,
        "ostentatious-mount" => &OSTENTATIOUS_MOUNT,
        "outflank" => &OUTFLANK,
        "pandulf-the-provoker" => &PANDULF_THE_PROVOKER,
        "request-donations" => &REQUEST_DONATIONS,
        "retribution" => &RETRIBUTION,
        "revered-monk" => &REVERED_MONK,
        "disciple" => &DISCIPLE,
        "cleric" => &CLERIC,
        // Printed numbers only (Squire's taunt is printed).
        "defender" | "squire" => &Behavior::VANILLA,
        _ => return None,
    })
}

/// A Knight creature of the ability's controller.
fn friendly_knight(g: &Game, f: &keysim_engine::Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.has_trait(c, traits::KNIGHT)
}

/// "A friendly creature captures `n`."
const fn friendly_creature_captures(n: u32) -> Step {
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.capture(f.last_target(), f.param().number());
        },
    )
    .with(keysim_engine::ability::Param::Number(n))
}

/// Batariel of the Grey — after it reaps, every Disciple in play is
/// readied (a Disciple is a creature of that title: the token type).
static BATARIEL_OF_THE_GREY: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let disciples = each(g, f.controller, Zones::CREATURES, |c| {
        g.def(c).name == "Disciple"
    });
    for &c in disciples.iter() {
        g.ready(c);
    }
})]);

/// Friendship — damage its creature would take (after its armor) goes to
/// that creature's neighbors instead, split as evenly as possible; with no
/// neighbor, the creature takes it. Damage it receives as a neighbor's
/// share of a division stays with it (see `keysim_engine::divided_damage`).
static FRIENDSHIP: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS_BUT_READYING,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Damage { card, amount },
        } = *q
        {
            if card == g.card(me).host && g.neighbors(card).next().is_some() && !g.dividing_damage()
            {
                *q = Query::Instead {
                    action: GameAction::DividedAmongNeighbors { card, amount },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Halo of Enlightenment — its creature cannot be attacked while that
/// creature's controller controls a token creature; Play: make a token.
static HALO_OF_ENLIGHTENMENT: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanAttack {
            defender, value, ..
        } = q
        {
            let host = g.card(me).host;
            if *defender == host && host.is_some() && g.token_creatures(g.card(host).controller) > 0
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Heavy Subsidies — every key costs 6 more, and every creature in play
/// has "after it reaps, its controller gains 1".
static HEAVY_SUBSIDIES: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|_, _, q| {
        if let Query::KeyCost { value, .. } = q {
            *value += 6;
        }
    }),
    grants: Some(&REAP_GAIN_ONE),
    grants_to: Some(|g, _, c| g.in_battleline(c)),
    ..Behavior::VANILLA
};

static REAP_GAIN_ONE: Behavior = Behavior::reap(&[Step::gain(1)]);

/// Renewed Life — Play: remove all damage from a creature, then make one
/// token creature per damage removed.
static RENEWED_LIFE: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        f.count = g.fully_heal(f.last_target()).min(u8::MAX as u32) as u8;
    }),
    Step::make_tokens_per_count(),
]);

/// Sariel the Steadfast — outside its controller's turn, nothing
/// exhausts their creatures.
static SARIEL_THE_STEADFAST: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Exhaust { card },
        } = *q
        {
            let mine = g.card(me).controller;
            if g.active_player() != mine && g.in_battleline(card) && g.card(card).controller == mine
            {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The Promised Blade — as each turn starts, the player with fewer
/// creatures in play takes control of it (nothing changes on a tie);
/// Omni: a friendly creature captures 1.
static THE_PROMISED_BLADE: Behavior = Behavior {
    omni: &[friendly_creature_captures(1)],
    on_event: Some(|g, me, ev| {
        if let Event::TurnStarted { .. } = ev {
            let (a, b) = (g.creatures(Player::A).len(), g.creatures(Player::B).len());
            let fewest = match a.cmp(&b) {
                std::cmp::Ordering::Less => Player::A,
                std::cmp::Ordering::Greater => Player::B,
                std::cmp::Ordering::Equal => return,
            };
            g.take_control(me, fewest, Flank::Right);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Zephon the Opulent — it cannot be used unless its controller has 2 or
/// more token creatures in play; Play: make 2 token creatures; Reap:
/// gain 2.
static ZEPHON_THE_OPULENT: Behavior = Behavior {
    play: &[Step::make_tokens(2)],
    reap: &[Step::gain(2)],
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanUse { card, value, .. } = q {
            if *card == me && g.token_creatures(g.card(me).controller) < 2 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Grey Abbess — each of its controller's token creatures gets +1 armor;
/// Play: make a token creature.
static GREY_ABBESS: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    modifies: Queries::ARMOR,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if g.card(*card).controller == g.card(me).controller && g.is_token(*card) {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Hymn to Duma — each friendly creature has "Omni: destroy this
/// creature; then a friendly creature captures 2".
static HYMN_TO_DUMA: Behavior = Behavior {
    grants: Some(&SACRIFICE_TO_CAPTURE_TWO),
    grants_to: Some(|g, me, c| g.in_battleline(c) && g.card(c).controller == g.card(me).controller),
    ..Behavior::VANILLA
};

static SACRIFICE_TO_CAPTURE_TWO: Behavior =
    Behavior::omni(&[Step::sacrifice(), friendly_creature_captures(2)]);

/// Katerina the Summoner — Play and Reap: capture 1; Destroyed: make a
/// token creature per Æmber on it.
static KATERINA_THE_SUMMONER: Behavior = Behavior {
    play: &[Step::capture(1)],
    reap: &[Step::capture(1)],
    destroyed: &[
        Step::count(Tally::AmberOn(Zones::CREATURES, |_, f, c| c == f.source)),
        Step::make_tokens_per_count(),
    ],
    ..Behavior::VANILLA
};

/// Lightbringer Outpost — Action: put a friendly creature on the bottom
/// of its owner's deck; if it went there, a friendly creature captures 3.
static LIGHTBRINGER_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    friendly_creature_captures(3).only_if(outposts::did),
]);

/// Martyr of the Vault — Destroyed: an opponent holding 7 or more Æmber
/// is cut down to 5.
static MARTYR_OF_THE_VAULT: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let amber = g.player(f.opponent()).amber as u32;
    if amber >= 7 {
        g.lose(f.opponent(), amber - 5);
    }
})]);

/// Squire Recruitment — Play: a token creature for each friendly Knight.
static SQUIRE_RECRUITMENT: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::CREATURES, friendly_knight)),
    Step::make_tokens_per_count(),
]);

/// Absolve — Play: heal 1 from every creature; each one that had damage
/// removed captures 1 from its controller's opponent. Healing cannot be
/// stopped and capturing changes no damage, so the creatures healed are
/// those damaged as the card resolves: they capture first (the active
/// player choosing who when a pool runs short), then every creature heals.
static ABSOLVE: Behavior = Behavior::play(&[
    Step::each_captures(|g, _, c| g.card(c).damage > 0, 1),
    Step::then(|g, f| {
        let creatures = each(g, f.controller, Zones::CREATURES, |_| true);
        for &c in creatures.iter() {
            g.heal(c, 1);
        }
    }),
]);

/// Battlefield Evangelist — Fight: make a token creature.
static BATTLEFIELD_EVANGELIST: Behavior = Behavior::fight(&[Step::make_tokens(1)]);

/// Celestial Gorm — Omni: destroy it, then every other artifact in play
/// returns to its owner's hand.
static CELESTIAL_GORM: Behavior = Behavior::omni(&[
    Step::sacrifice(),
    Step::then(|g, f| {
        let others = each(g, f.controller, Zones::ARTIFACTS, |c| c != f.source);
        for &c in others.iter() {
            g.return_to_hand(c);
        }
    }),
]);

/// Colonel Mariana — Play: every friendly Knight captures 1.
static COLONEL_MARIANA: Behavior = Behavior::play(&[Step::each_captures(friendly_knight, 1)]);

/// Knightapult — Action: this turn, the next creature to enter play
/// under your control may enter anywhere in your battleline (played or
/// made as a token), and enters ready. Entering anywhere
/// includes the flanks, so the player's "may" is the position they choose;
/// entering ready is never declined.
static KNIGHTAPULT: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::RARE.and(Queries::OTHER_BUT_FIGHT),
    lasting_modify: Some(|g, e, q| match q {
        Query::EntersAnywhere { card, value } if g.card(*card).controller == e.controller => {
            *value = true;
        }
        Query::EntersReady { card, value }
            if g.card(*card).controller == e.controller && g.is_creature_card(*card) =>
        {
            *value = true;
        }
        _ => {}
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::EnteredPlay { card, controller } = ev {
            if controller == e.controller && g.is_creature_card(card) {
                g.end_lasting(e);
            }
        }
    }),
    lasting_hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// Membership Drive — Play: make a token creature, then gain 1 per
/// friendly token creature.
static MEMBERSHIP_DRIVE: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| {
        let n = g.token_creatures(f.controller) as u32;
        g.gain(f.controller, n);
    }),
]);

/// Muster — Play: make a token creature; then, if the opponent holds more
/// Æmber than you, this card goes to your archives.
static MUSTER: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| {
        if g.player(f.opponent()).amber > g.player(f.controller).amber {
            g.archive(f.controller, f.source);
        }
    }),
]);

/// Ostentatious Mount — its creature has taunt; Play: move that creature
/// to any position of its controller's battleline (counted from the left).
static OSTENTATIOUS_MOUNT: Behavior = Behavior {
    play: &[Step::choose_number_between(
        |g, f| {
            let host = g.card(f.source).host;
            let line = g.creatures(g.card(host).controller);
            (0, line.len().saturating_sub(1) as u8)
        },
        |g, f| g.move_in_battleline(g.card(f.source).host, f.option as usize),
    )
    .only_if(|g, f| g.in_battleline(g.card(f.source).host))],
    ..HostGains::<{ keysim_facts::Keywords::TAUNT.0 }>::BEHAVIOR
};

/// Outflank — Play: every Sanctum creature on a flank, on either side,
/// captures 2 from its controller's opponent.
static OUTFLANK: Behavior = Behavior::play(&[Step::each_captures(
    |g, _, c| g.belongs_to(c, House::Sanctum) && g.on_flank(c),
    2,
)]);

/// Pandulf the Provoker — taunt (printed); Play: enrage an enemy creature.
static PANDULF_THE_PROVOKER: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| g.enrage(f.last_target()),
)]);

/// Request Donations — Play: make a token creature; it captures 2.
static REQUEST_DONATIONS: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, _| {
        let made: Vec<_> = g.tokens_just_made().collect();
        for c in made {
            g.capture(c, 2);
        }
    }),
]);

/// Retribution — Play: with more enemy creatures than friendly ones in
/// play, destroy an enemy creature.
static RETRIBUTION: Behavior =
    Behavior::play(&[
        Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
            g.destroy(f.last_target())
        })
        .only_if(|g, f| g.creatures(f.opponent()).len() > g.creatures(f.controller).len()),
    ]);

/// Revered Monk — +2 armor for each neighbor that belongs to Sanctum.
static REVERED_MONK: Behavior = Behavior {
    modifies: Queries::ARMOR,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if *card == me {
                let sanctum = g
                    .neighbors(me)
                    .filter(|&n| g.belongs_to(n, House::Sanctum))
                    .count();
                *value += 2 * sanctum as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Disciple (token creature) — +1 power and +1 armor for each Monk
/// neighbor.
static DISCIPLE: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::ARMOR),
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let monks = |g: &Game| {
            g.neighbors(me)
                .filter(|&n| g.has_trait(n, traits::MONK))
                .count() as i32
        };
        match q {
            Query::Power { card, value } if *card == me => *value += monks(g),
            Query::Armor { card, value } if *card == me => *value += monks(g),
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Cleric (token creature) — after it enters play, it captures 1.
static CLERIC: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::EnteredPlay { card, controller } = ev {
            if card == me {
                g.trigger(CAPTURE_ONE, me, controller);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

const CAPTURE_ONE: Ability = &[Step::capture(1)];

#[cfg(test)]
mod tests;
