//! Mars, Winds of Exchange.

use keysim_engine::ability::{filter, Behavior, Queries, Reach, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::{CardRef, Expiry, Frame, Game, Location, Query, Zones};
use keysim_facts::{traits, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "martian-revolution" => &MARTIAN_REVOLUTION,
        "airlock" => &AIRLOCK,
        "ironyx-banner" => &IRONYX_BANNER,
        "nyyon-outpost" => &NYYON_OUTPOST,
        "suspended-animation" => &SUSPENDED_ANIMATION,
        "yxl-the-iron-captain" => &YXL_THE_IRON_CAPTAIN,
        "braindart" => &BRAINDART,
        "clone-home" => &CLONE_HOME,
        "genetic-blast" => &GENETIC_BLAST,
        // Enhance is applied when the deck is built: nothing else to do.
        "glylyx-weaponsmith" => &Behavior::VANILLA,
        "ironyx-propaganda" => &IRONYX_PROPAGANDA,
        "ironyx-rebel" => &IRONYX_REBEL,
        "ironyx-vatminder" => &IRONYX_VATMINDER,
        "kaboom" => &KABOOM,
        "mk2-generator" => &MK2_GENERATOR,
        "myx-the-tallminded" => &MYX_THE_TALLMINDED,
        "scoop-up" => &SCOOP_UP,
        "yxlix-mesmerist" => &YXLIX_MESMERIST,
        "green-aeronaut" => &GREEN_AERONAUT,
        "red-aeronaut" => &RED_AERONAUT,
        "white-aeronaut" => &WHITE_AERONAUT,
        // A token with no text beyond its printed facts.
        "grunt" => &Behavior::VANILLA,
        "rebel" => &REBEL,
        _ => return None,
    })
}

/// Whether a card belongs to house Mars.
fn is_mars(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::Mars)
}

/// A friendly Nautilixian (the creature several Aeronauts name).
fn friendly_nautilixian(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.def(c).slug == "nautilixian"
}

/// Martian Revolution — Play: destroy each friendly creature, then make a
/// token creature for each one that was destroyed.
static MARTIAN_REVOLUTION: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        f.tally = g.turn_history().creatures_destroyed;
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller == f.controller
        }) {
            g.destroy(c);
        }
    }),
    // The destructions have resolved: the history counts them by the
    // player who controlled each.
    Step::then(|g, f| {
        let i = f.controller.index();
        f.count = g.turn_history().creatures_destroyed[i].saturating_sub(f.tally[i]);
    }),
    Step::make_tokens_per_count(),
]);

/// Airlock — Action: discard a non-Mars card from your hand; if you did,
/// draw a card.
static AIRLOCK: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::HAND, |g, _, c| !is_mars(g, c)),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.discard_from_hand(c);
                f.done = true;
            }
        },
    ),
    Step::draw(1).only_if(|_, f| f.done),
]);

/// Ironyx Banner — friendly Ironyx creatures get +1 power and +1 armor;
/// Play: make a token creature.
static IRONYX_BANNER: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    modifies: Queries::POWER.and(Queries::ARMOR),
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value } | Query::Armor { card, value }
            if g.card(*card).controller == g.card(me).controller
                && g.has_trait(*card, traits::IRONYX) =>
        {
            *value += 1
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Nyyon Outpost — Action: put a friendly creature on the bottom of its
/// owner's deck; if it went, make 2 token creatures.
static NYYON_OUTPOST: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            let c = f.target(0);
            if c.is_some() {
                g.put_on_bottom_of_deck(c);
                f.done = g.card(c).location == Location::Deck;
            }
        },
    ),
    Step::make_tokens(2).only_if(|_, f| f.done),
]);

/// Suspended Animation — Play: put a damaged enemy creature into your
/// archives (it goes to its owner's hand whenever it leaves them). Its
/// enhancement is applied when the deck is built.
static SUSPENDED_ANIMATION: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::enemy(g, f, c) && g.card(c).damage > 0
    }),
    |g, f| g.archive_into(f.controller, f.target(0)),
)]);

/// Yxl the Iron Captain — Play: each friendly Ironyx creature captures 2.
static YXL_THE_IRON_CAPTAIN: Behavior = Behavior::play(&[Step::each_captures(
    |g, f, c| filter::friendly(g, f, c) && g.has_trait(c, traits::IRONYX),
    2,
)]);

/// Braindart — Play: enrage an enemy creature; it captures 1 from its own
/// controller.
static BRAINDART: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.enrage(c);
            g.capture_from(c, g.card(c).controller, 1);
        }
    },
)]);

/// Clone Home — Play: make a token creature; then, with more friendly
/// creatures than enemy ones, archive this card.
static CLONE_HOME: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| {
        let you = g.creatures(f.controller).len();
        let them = g.creatures(f.opponent()).len();
        if you > them {
            g.archive(f.controller, f.source);
        }
    }),
]);

/// Genetic Blast — Play: 2 damage to a creature and to each other creature
/// of the same title, all at once.
static GENETIC_BLAST: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let chosen = f.target(0);
        if chosen.is_none() {
            return;
        }
        let name = g.def(chosen).name;
        let hit = each(g, f.controller, Zones::CREATURES, |c| g.def(c).name == name);
        g.deal_damage_each(&hit, 2);
    })]);

/// Ironyx Propaganda — its creature gains "Fight/Reap: make a token
/// creature".
static IRONYX_PROPAGANDA: Behavior = Behavior {
    grants: Some(&MAKE_A_TOKEN_ON_FIGHT_OR_REAP),
    ..Behavior::VANILLA
};

static MAKE_A_TOKEN_ON_FIGHT_OR_REAP: Behavior = Behavior::fight_and_reap(&[Step::make_tokens(1)]);

/// Ironyx Rebel — Play: ready each of its Mars neighbors (deploy is
/// printed).
static IRONYX_REBEL: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut mars = [CardRef::NONE; 2];
    for (slot, c) in mars.iter_mut().zip(g.neighbors(f.source)) {
        if is_mars(g, c) {
            *slot = c;
        }
    }
    for c in mars {
        if c.is_some() {
            g.ready(c);
        }
    }
})]);

/// Ironyx Vatminder — Play and Destroyed: make a token creature.
static IRONYX_VATMINDER: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    destroyed: &[Step::make_tokens(1)],
    ..Behavior::VANILLA
};

/// Kaboom! — Play: each Mars creature goes to its owner's archives, then
/// every creature left is destroyed; gain 3 chains.
static KABOOM: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| is_mars(g, c)) {
        let owner = g.card(c).owner;
        g.archive(owner, c);
    }
    for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
        g.destroy(c);
    }
    g.gain_chains(f.controller, 3);
})]);

/// Mk.2 Generator — enters play ready; Action: make a token creature.
static MK2_GENERATOR: Behavior = Behavior {
    action: &[Step::make_tokens(1)],
    modifies: Queries::OTHER_BUT_FIGHT,
    reach: Reach::Itself,
    modify: Some(|_, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Myx, the Tallminded — the opponent's keys cost 1 more per friendly Mars
/// creature.
static MYX_THE_TALLMINDED: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine {
                let mars = g.creatures(mine).iter().filter(|&&c| is_mars(g, c)).count();
                *value += mars as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Scoop Up — Play: put a friendly non-Mars creature and an enemy non-Mars
/// creature into your archives (a card of the opponent's goes to its
/// owner's hand whenever it leaves them).
static SCOOP_UP: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && !is_mars(g, c)
        }),
        |g, f| g.archive_into(f.controller, f.last_target()),
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && !is_mars(g, c)
        }),
        |g, f| g.archive_into(f.controller, f.last_target()),
    ),
]);

/// Yxlix Mesmerist — Action: a creature captures 1 from its own side.
static YXLIX_MESMERIST: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.capture_from(c, g.card(c).controller, 1);
        }
    })]);

/// Green Aeronaut — Action: a friendly Nautilixian gains splash-attack 3
/// this turn.
static GREEN_AERONAUT: Behavior = Behavior {
    action: &[Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_nautilixian),
        |g, f| g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, f.target(0), 0),
    )],
    lasting_modifies: Queries::FIGHT,
    lasting_modify: Some(|_, e, q| {
        if let Query::SplashAttack { card, value } = q {
            if *card == e.subject {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Red Aeronaut — Play: search your deck and discard pile for a
/// Nautilixian and put it into play, then shuffle your deck; Action: a
/// friendly Nautilixian gets +5 power this turn.
static RED_AERONAUT: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::DECK.and(Zones::DISCARD), |g, _, c| {
                g.def(c).slug == "nautilixian"
            }),
            |g, f| {
                let c = f.target(0);
                if c.is_some() {
                    g.put_into_play(c, f.controller, keysim_engine::Flank::Right);
                }
            },
        ),
        Step::then(|g, f| g.shuffle_deck(f.controller)),
    ],
    action: &[Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_nautilixian),
        |g, f| g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, f.target(0), 0),
    )],
    lasting_modifies: Queries::POWER,
    raises_power_only: true,
    lasting_modify: Some(|_, e, q| {
        if let Query::Power { card, value } = q {
            if *card == e.subject {
                *value += 5;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// White Aeronaut — Action: ward a friendly Nautilixian and heal all its
/// damage.
static WHITE_AERONAUT: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_nautilixian),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.ward(c);
            let damage = g.card(c).damage as u32;
            g.heal(c, damage);
        }
    },
)]);

/// Rebel (token) — Reap: 1 damage to a creature.
static REBEL: Behavior = Behavior::reap(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 1)]);

#[cfg(test)]
mod tests;
