//! Mars, Winds of Exchange.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::control;
use keysim_engine::outposts;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Expiry, Flank, Frame, Game, GameAction, Location, Player, Query, Zones,
};
use keysim_facts::{traits, CardId, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "big-magnet" => &BIG_MAGNET,
        "blorb-hive" => &BLORB_HIVE,
        "borka-rikk" => &BORKA_RIKK,
        "grondal" => &GRONDAL,
        "martian-revolution" => &MARTIAN_REVOLUTION,
        "nautilixian" => &NAUTILIXIAN,
        "r-evolution" => &R_EVOLUTION,
        "replay-pod" => &REPLAY_POD,
        "revo-hooligans" => &REVO_HOOLIGANS,
        "airlock" => &AIRLOCK,
        "ironyx-banner" => &IRONYX_BANNER,
        "memrox-the-red" => &MEMROX_THE_RED,
        "nyyon-outpost" => &NYYON_OUTPOST,
        "space-invaders" => &SPACE_INVADERS,
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
        "zizok" => &ZIZOK,
        "blorb" => &BLORB,
        "green-aeronaut" => &GREEN_AERONAUT,
        "purple-aeronaut" => &PURPLE_AERONAUT,
        "red-aeronaut" => &RED_AERONAUT,
        "white-aeronaut" => &WHITE_AERONAUT,
        // A token with no text beyond its printed facts.
        "grunt" => &Behavior::VANILLA,
        "rebel" => &REBEL,
        "researcher" => &RESEARCHER,
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

/// "Make a token creature", as an ability a reaction queues.
const MAKE_A_TOKEN: Ability = &[Step::make_tokens(1)];

/// "Any number" of cards (at most every card of the game).
const ANY_NUMBER: u8 = keysim_engine::MAX_CARDS as u8;

/// The flank option [`Frame::option`] names (0 left, 1 right) of a
/// [`control::FLANKS`] choice.
fn chosen_flank(f: &Frame) -> Flank {
    if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    }
}

/// Big Magnet — Play: choose a friendly creature; take control of every
/// upgrade in play and attach each to it.
static BIG_MAGNET: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let creature = f.target(0);
        if creature.is_none() {
            return;
        }
        for &u in &*each(g, f.controller, Zones::UPGRADES, |_| true) {
            g.take_control(u, f.controller, Flank::Right);
            g.move_upgrade(u, creature);
        }
    },
)]);

/// The card record of the Blorb token type.
fn blorb_type() -> Option<CardId> {
    keysim_facts::by_slug("blorb", None, None)
}

/// Whether `c` is a Blorb now (a Blorb token, or a copy of one).
fn is_blorb(g: &Game, c: CardRef) -> bool {
    g.def(c).slug == "blorb"
}

/// Makes one Blorb from the top of the controller's deck, whatever the
/// deck's token type, on the flank they choose (asked only when their
/// battleline is not empty).
const MAKE_ONE_BLORB: Ability = &[
    Step::then(|g, f| {
        if g.creatures(f.controller).is_empty() {
            make_blorb(g, f.controller, Flank::Right);
            f.done = true;
        }
    }),
    Step::choose_one(control::FLANKS, |g, f| {
        make_blorb(g, f.controller, chosen_flank(f))
    })
    .only_if(|g, f| !f.done && !g.player(f.controller).deck.is_empty()),
];

fn make_blorb(g: &mut Game, p: Player, flank: Flank) {
    let top = g.player(p).deck.as_slice().last().copied();
    if let (Some(top), Some(blorb)) = (top, blorb_type()) {
        g.make_token_from(top, blorb, p, flank);
    }
}

/// Blorb Hive — Omni: destroy a friendly creature; if it was destroyed,
/// make 2 Blorbs; then, controlling 10 Blorbs or more, destroy the Hive
/// and forge a key at no cost.
static BLORB_HIVE: Behavior = Behavior::omni(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            f.tally = g.turn_history().creatures_destroyed;
            g.destroy(f.target(0));
        },
    ),
    // The destruction has resolved (a ward or a replacement may have
    // stopped it).
    Step::then(|g, f| {
        let i = f.controller.index();
        if g.turn_history().creatures_destroyed[i] > f.tally[i] {
            for _ in 0..2 {
                g.trigger_or_repeat(MAKE_ONE_BLORB, f.source, f.controller);
            }
        }
    }),
    Step::then(|g, f| {
        let blorbs = g
            .creatures(f.controller)
            .iter()
            .filter(|&&c| is_blorb(g, c))
            .count();
        if blorbs >= 10 {
            g.destroy(f.source);
            g.forge_key_paying(f.controller, 0);
        }
    }),
]);

/// Borka Rikk — each time a Mars card is discarded from your hand, make a
/// token creature.
static BORKA_RIKK: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::DiscardedFromHand { card, player } = ev {
            if player == g.card(me).controller && is_mars(g, card) {
                g.trigger_or_repeat(MAKE_A_TOKEN, me, player);
            }
        }
    }),
    hears: Events::DISCARDED_FROM_HAND,
    ..Behavior::VANILLA
};

/// Grondal — at the start of your turn, destroy the least powerful
/// creature (ties: you choose); Play: make 2 token creatures.
static GRONDAL: Behavior = Behavior {
    play: &[Step::make_tokens(2)],
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(DESTROY_LEAST_POWERFUL, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

const DESTROY_LEAST_POWERFUL: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::least_powerful),
    |g, f| g.destroy(f.target(0)),
)];

/// Whether `p` used a Mars creature they control this turn (a creature
/// when used: not a mineralized one used as an artifact).
fn used_friendly_mars_creature(g: &Game, p: Player) -> bool {
    g.cards_used_this_turn()
        .any(|c| g.card(c).controller == p && g.used_as_creature_this_turn(c) && is_mars(g, c))
}

/// Whether `c` is a Pilot creature controlled by `me`'s controller.
fn friendly_pilot(g: &Game, me: CardRef, c: CardRef) -> bool {
    g.card(c).controller == g.card(me).controller
        && g.in_battleline(c)
        && g.has_trait(c, traits::PILOT)
}

/// Nautilixian — usable only once you have used a friendly Mars creature
/// this turn; friendly Pilot creatures cannot be dealt damage or
/// destroyed.
static NAUTILIXIAN: Behavior = Behavior {
    modifies: Queries::PERMISSIONS
        .and(Queries::OTHER_BUT_FIGHT)
        .and(Queries::REPLACEMENTS_BUT_READYING),
    modify: Some(|g, me, q| match q {
        Query::CanUse { card, value, .. }
            if *card == me && !used_friendly_mars_creature(g, g.card(me).controller) =>
        {
            *value = false
        }
        Query::CanBeDamaged { card, value } if friendly_pilot(g, me, *card) => *value = false,
        Query::Instead {
            action: GameAction::Destroy { card },
        } if friendly_pilot(g, me, *card) => {
            *q = Query::Instead {
                action: GameAction::Prevented,
            }
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// R-Evolution — its creature and every creature of the same title gain
/// "Reap: 2 damage to an enemy creature".
static R_EVOLUTION: Behavior = Behavior {
    grants: Some(&DEAL_2_TO_AN_ENEMY_AFTER_REAP),
    grants_to: Some(|g, me, c| {
        let host = g.card(me).host;
        host.is_some() && g.in_battleline(c) && g.def(c).name == g.def(host).name
    }),
    ..Behavior::VANILLA
};

static DEAL_2_TO_AN_ENEMY_AFTER_REAP: Behavior = Behavior::reap(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    2,
)]);

/// Replay Pod — friendly Mars creatures gain "Destroyed: put this creature
/// facedown under Replay Pod"; Action: every card under it goes to its
/// owner's hand, and the Pod is purged.
static REPLAY_POD: Behavior = Behavior {
    grants: Some(&PUT_UNDER_THE_POD_WHEN_DESTROYED),
    grants_to: Some(|g, me, c| {
        g.card(c).controller == g.card(me).controller && g.in_battleline(c) && is_mars(g, c)
    }),
    action: &[Step::then(|g, f| {
        let under: Vec<CardRef> = g.cards_beneath(f.source).collect();
        for c in under {
            g.return_to_hand(c);
        }
        g.purge(f.source);
    })],
    ..Behavior::VANILLA
};

static PUT_UNDER_THE_POD_WHEN_DESTROYED: Behavior =
    Behavior::destroyed(&[Step::then(|g, f| g.put_beneath(f.source, f.granted_by))]);

/// Revo Hooligans — Reap: put a paint counter on an artifact; while it has
/// one, that artifact belongs to house Mars only (elusive is printed).
static REVO_HOOLIGANS: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::new(Zones::ARTIFACTS, filter::any),
        |g, f| {
            let artifact = f.target(0);
            if artifact.is_none() {
                return;
            }
            g.add_counters(artifact, 1);
            let me = g.card(f.source).def;
            let painted = g
                .lasting_effects()
                .iter()
                .any(|e| e.source_def == me && e.subject == artifact);
            if !painted {
                g.add_lasting_with(
                    f.source,
                    f.controller,
                    Expiry::SubjectLeavesPlay,
                    artifact,
                    0,
                );
            }
        },
    )],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|g, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject && g.counters(e.subject) > 0 {
                *value = 1 << House::Mars as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Space Invaders — Play: reveal any number of creatures from your hand
/// and put each into play facedown as a token creature.
static SPACE_INVADERS: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::HAND, filter::creature_card).up_to(ANY_NUMBER),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() {
            g.reveal(c, f.opponent());
            g.trigger_about(PUT_INTO_PLAY_AS_TOKEN, f.source, f.controller, c);
        }
    },
)]);

/// Puts the revealed card ([`Frame::subject`]) into play as a token
/// creature of the controller's token type, on the flank they choose
/// (asked only when their battleline is not empty).
const PUT_INTO_PLAY_AS_TOKEN: Ability = &[
    Step::then(|g, f| {
        if g.creatures(f.controller).is_empty() {
            subject_as_token(g, f, Flank::Right);
            f.done = true;
        }
    }),
    Step::choose_one(control::FLANKS, |g, f| {
        let flank = chosen_flank(f);
        subject_as_token(g, f, flank)
    })
    .only_if(|g, f| {
        !f.done
            && g.card(f.subject).location == Location::Hand
            && g.player(f.controller).token.is_some()
    }),
];

fn subject_as_token(g: &mut Game, f: &Frame, flank: Flank) {
    if g.card(f.subject).location != Location::Hand {
        return;
    }
    if let Some(token) = g.player(f.controller).token {
        g.make_token_from(f.subject, token, f.controller, flank);
    }
}

/// Zizok — after its splash-attack damage destroys an enemy creature,
/// ready Zizok (skirmish and splash-attack are printed).
static ZIZOK: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            card,
            controller,
            fighting,
            ..
        } = ev
        {
            if destroyed_by_splash_of(g, me, card, controller, fighting) {
                g.ready(me);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Whether creature `card`, controlled by `controller`, was destroyed by
/// the splash-attack damage of `attacker`: an enemy of it, not in the fight
/// (`fighting` is none), destroyed while `attacker` attacks another
/// creature (splash-attack damage goes to the neighbors of the creature
/// attacked).
fn destroyed_by_splash_of(
    g: &Game,
    attacker: CardRef,
    card: CardRef,
    controller: Player,
    fighting: CardRef,
) -> bool {
    controller != g.card(attacker).controller
        && fighting.is_none()
        && matches!(g.fight_in_progress(), Some((a, d)) if a == attacker && d != card)
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

/// Memrox the Red — the opponent's cards cannot leave your archives;
/// Action: gain 1 per card in your archives.
static MEMROX_THE_RED: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        let archived = g.player(f.controller).archives.len();
        g.gain(f.controller, archived as u32);
    })],
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::LeavesArchives { card, value } = q {
            // A card in archives is held by the player whose archives they
            // are.
            let mine = g.card(me).controller;
            let card = g.card(*card);
            if card.controller == mine && card.owner != mine {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Nyyon Outpost — Action: put a friendly creature on the bottom of its
/// owner's deck; if it went, make 2 token creatures.
static NYYON_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::make_tokens(2).only_if(outposts::did),
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
    lasting_modifies: Queries::RARE,
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
                if c.is_some() && g.creatures(f.controller).is_empty() {
                    g.put_into_play(c, f.controller, Flank::Right);
                }
            },
        ),
        Step::choose_one(control::FLANKS, |g, f| {
            g.put_into_play(f.target(0), f.controller, chosen_flank(f));
        })
        .only_if(|g, f| f.target(0).is_some() && !g.card(f.target(0)).location.in_play()),
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

/// Purple Aeronaut — once a fourth different friendly Pilot creature is
/// used in a turn, a friendly Nautilixian gains "Fight: destroy each enemy
/// creature" for the rest of the turn.
static PURPLE_AERONAUT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::Used { card, player } = ev {
            let pilot = |c: CardRef| {
                g.card(c).controller == mine
                    && g.used_as_creature_this_turn(c)
                    && g.has_trait(c, traits::PILOT)
            };
            if player == mine
                && pilot(card)
                && g.uses_this_turn(card) == 1
                && g.cards_used_this_turn().filter(|&c| pilot(c)).count() == 4
            {
                g.trigger(EMPOWER_A_NAUTILIXIAN, me, mine);
            }
        }
    }),
    hears: Events::USED,
    lasting_grants: Some(|_, e, c| (c == e.subject).then_some(&DESTROY_EACH_ENEMY_AFTER_FIGHT)),
    ..Behavior::VANILLA
};

const EMPOWER_A_NAUTILIXIAN: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_nautilixian),
    |g, f| g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, f.target(0), 0),
)];

static DESTROY_EACH_ENEMY_AFTER_FIGHT: Behavior = Behavior::fight(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller != f.controller
    }) {
        g.destroy(c);
    }
})]);

/// Blorb (token) — cannot reap; Destroyed: return a Blorb Hive from your
/// discard pile to your hand (elusive is printed).
static BLORB: Behavior = Behavior {
    destroyed: &[Step::target(
        TargetSpec::new(Zones::DISCARD, |g, _, c| g.def(c).slug == "blorb-hive"),
        |g, f| g.return_to_hand(f.target(0)),
    )],
    modifies: Queries::COMBAT,
    reach: Reach::Itself,
    modify: Some(|_, me, q| {
        if let Query::CanReap { card, value } = q {
            if *card == me {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Researcher (token) — Omni: reveal a Mars card from your hand and
/// archive it.
static RESEARCHER: Behavior = Behavior::omni(&[Step::target(
    TargetSpec::new(Zones::HAND, |g, _, c| is_mars(g, c)),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.reveal(c, f.opponent());
            g.archive(f.controller, c);
        }
    },
)]);

/// Rebel (token) — Reap: 1 damage to a creature.
static REBEL: Behavior = Behavior::reap(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 1)]);

#[cfg(test)]
mod tests;
