//! Unfathomable, Winds of Exchange.

use keysim_engine::ability::{filter, Ability, Behavior, Step, TargetSpec};
use keysim_engine::control::FLANKS;
use keysim_engine::host_gains::HostGains;
use keysim_engine::key_cost;
use keysim_engine::named_tokens::TokenType;
use keysim_engine::outposts;
use keysim_engine::select::{self, Zones};
use keysim_engine::{
    CardRef, Event, Events, Expiry, Flank, Frame, Game, GameAction, HouseSpec, Queries, Query,
    Reach,
};
use keysim_facts::{CardType, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "brackish-shoreline" => &BRACKISH_SHORELINE,
        "bryozoarch" => &BRYOZOARCH,
        "extrematode-infection" => &EXTREMATODE_INFECTION,
        "giltspine-school" => &GILTSPINE_SCHOOL,
        "hypoxia" => &HYPOXIA,
        "offering-to-kiligog" => &OFFERING_TO_KILIGOG,
        "plunder" => &PLUNDER,
        "primordial-vault" => &PRIMORDIAL_VAULT,
        "sibyl-waimare" => &SIBYL_WAIMARE,
        "tangaika" => &TANGAIKA,
        "weak-link" => &WEAK_LINK,
        "azure-basin-outpost" => &AZURE_BASIN_OUTPOST,
        "catch-and-release" => &CATCH_AND_RELEASE,
        "dragnet" => &DRAGNET,
        "kelping-hands" => &KELPING_HANDS,
        "physaloha" => &PHYSALOHA,
        "soleft" => &SOLEFT,
        "stir-crazy" => &STIR_CRAZY,
        "timoti-the-dammed" => &TIMOTI_THE_DAMMED,
        "watch-your-step" => &WATCH_YOUR_STEP,
        "yanthi-ghostfin" => &YANTHI_GHOSTFIN,
        "abyssal-sight" => &ABYSSAL_SIGHT,
        "adult-swim" => &ADULT_SWIM,
        "befuddle" => &BEFUDDLE,
        "covetous-hema" => &COVETOUS_HEMA,
        "crushing-deep" => &CRUSHING_DEEP,
        "fathom-reaver" => &FATHOM_REAVER,
        "initiation" => &INITIATION,
        "kamalani" => &KAMALANI,
        // Enhance is printed: its icons are on the deck's cards already.
        "kelpminder" => &Behavior::VANILLA,
        "skullback-crab" => &SKULLBACK_CRAB,
        "sunk-cost" => &SUNK_COST,
        "toxicuda-venom" => &TOXICUDA_VENOM,
        "cultist" => &CULTIST,
        "flounderight" => &FLOUNDERIGHT,
        "fish" => &FISH,
        "priest" => &PRIEST,
        "raider" => &RAIDER,
        _ => return None,
    })
}

/// A creature of the controller's.
const FRIENDLY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::friendly);
/// A creature of the opponent's.
const ENEMY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::enemy);

/// The flank of a [`FLANKS`] choice.
fn chosen_flank(f: &Frame) -> Flank {
    if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    }
}

/// Whether the first card the ability chose was destroyed ("if you do").
fn first_target_destroyed(g: &Game, f: &Frame) -> bool {
    g.was_destroyed(f.target(0))
}

/// Whether creature `c` is a Cultist (the token creature of that title).
fn is_cultist(g: &Game, c: CardRef) -> bool {
    g.def(c).name == "Cultist"
}

/// Brackish Shoreline — a creature that fights stays exhausted through
/// this turn's "ready cards" step.
static BRACKISH_SHORELINE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Fought { attacker, .. } = ev {
            let already = g
                .lasting_effects()
                .iter()
                .any(|e| e.source == me && e.subject == attacker);
            if !already {
                let mine = g.card(me).controller;
                g.add_lasting_with(me, mine, Expiry::EndOfTurn, attacker, 0);
            }
        }
    }),
    hears: Events::FOUGHT,
    lasting_modifies: Queries::READYING,
    lasting_modify: Some(|_, e, q| {
        if let Query::ReadiesInReadyStep { card, value } = q {
            if *card == e.subject {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bryozoarch — when the opponent plays an action card with a "Play:"
/// ability, the creature on your left flank is destroyed instead of that
/// ability resolving (its bonus icons still resolve).
static BRYOZOARCH: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::ResolvePlayEffect { card, player },
        } = *q
        {
            let mine = g.card(me).controller;
            if player != mine && g.def(card).kind == CardType::Action {
                if let Some(&left) = g.creatures(mine).first() {
                    *q = Query::Instead {
                        action: GameAction::Destroy { card: left },
                    };
                }
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Extrematode Infection — Play: 3 hatch counters on it. At the start of
/// its controller's turn it loses one; with none left, its creature is
/// destroyed and its controller makes 3 token creatures.
static EXTREMATODE_INFECTION: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_counters(f.source, 3);
    })],
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(HATCH, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// One hatch counter off; hatched with none left.
const HATCH: Ability = &[
    Step::then(|g, f| {
        g.remove_counters(f.source, 1);
        f.done = g.counters(f.source) == 0;
        if f.done {
            g.destroy(g.card(f.source).host);
        }
    }),
    Step::make_tokens(3).only_if(|_, f| f.done),
];

/// Giltspine School — token creatures stay exhausted through their
/// controller's "ready cards" step. Play: make 3 token creatures.
static GILTSPINE_SCHOOL: Behavior = Behavior {
    play: &[Step::make_tokens(3)],
    modifies: Queries::READYING,
    modify: Some(|g, _, q| {
        if let Query::ReadiesInReadyStep { card, value } = q {
            if g.is_token(*card) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Hypoxia — Play: destroy every token creature.
static HYPOXIA: Behavior = Behavior::play(&[Step::then(|g, f| {
    for c in select::each(g, f.controller, Zones::CREATURES, |c| g.is_token(c)).iter() {
        g.destroy(*c);
    }
})]);

/// Offering to Kiligog — Omni, one of two: destroy a friendly creature
/// and, if it is destroyed, put a creature of your discard pile facedown
/// beneath it; or put each card beneath it into play as a token creature.
static OFFERING_TO_KILIGOG: Behavior = Behavior::omni(&[
    Step::choose_one(
        &[
            "destroy a friendly creature to place a creature of your discard pile beneath",
            "put each card beneath into play as a token creature",
        ],
        |_, _| {},
    ),
    Step::target(FRIENDLY_CREATURE, |g, f| g.destroy(f.last_target()))
        .only_if(|_, f| f.option == 0),
    Step::target(
        TargetSpec::new(Zones::DISCARD, filter::creature_card),
        |g, f| g.put_beneath(f.last_target(), f.source),
    )
    .only_if(|g, f| f.option == 0 && first_target_destroyed(g, f)),
    Step::then(|g, f| {
        let beneath: Vec<CardRef> = g.cards_beneath(f.source).collect();
        for c in beneath {
            g.trigger_about(RELEASE_ONE, f.source, f.controller, c);
        }
    })
    .only_if(|_, f| f.option == 1),
]);

/// One card from beneath Offering to Kiligog ([`Frame::subject`]) into play
/// as a token creature, on the flank its controller chooses.
const RELEASE_ONE: Ability = &[
    Step::then(|g, f| {
        if g.creatures(f.controller).is_empty() {
            g.put_into_play_as_token(f.subject, f.controller, Flank::Right);
            f.done = true;
        }
    }),
    Step::choose_one(FLANKS, |g, f| {
        g.put_into_play_as_token(f.subject, f.controller, chosen_flank(f));
    })
    .only_if(|g, f| !f.done && g.player(f.controller).token.is_some()),
];

/// Plunder — Play: reveal a random card of the opponent's hand not yet
/// revealed by it; then reveal another the same way, or have them discard
/// the last one revealed (once none is left to reveal, they discard it).
static PLUNDER: Behavior = Behavior::play(&[
    Step::then(reveal_one),
    Step::choose_one(
        &[
            "reveal another random card",
            "your opponent discards the last revealed card",
        ],
        |g, f| {
            if f.option == 0 {
                reveal_one(g, f);
                f.repeat = unrevealed_left(g, f);
            } else {
                g.discard_from_hand(f.last);
                f.done = true;
            }
        },
    )
    .only_if(unrevealed_left),
    Step::then(|g, f| g.discard_from_hand(f.last)).only_if(|_, f| !f.done),
]);

/// The cards of the opponent's hand Plunder has not revealed.
fn unrevealed(g: &Game, f: &Frame) -> Vec<CardRef> {
    let hand = g.player(f.opponent()).hand.as_slice();
    hand.iter()
        .copied()
        .filter(|&c| !f.picked.contains(c))
        .collect()
}

fn unrevealed_left(g: &Game, f: &Frame) -> bool {
    !unrevealed(g, f).is_empty()
}

fn reveal_one(g: &mut Game, f: &mut Frame) {
    let c = g.random_among(&unrevealed(g, f));
    if c.is_some() {
        g.reveal(c, f.controller);
        f.picked.insert(c);
        f.last = c;
    }
}

/// Primordial Vault — at the start of your turn, make a Cultist. Action:
/// destroy 4 friendly Cultists; if all 4 are destroyed, search your deck
/// and discard pile for Tangaika, reveal it, take it into your hand and
/// shuffle your deck.
static PRIMORDIAL_VAULT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(MAKE_A_CULTIST, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    action: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::friendly(g, f, c) && is_cultist(g, c)
            })
            .exactly(4),
            |g, f| g.destroy(f.last_target()),
        ),
        Step::then(|g, f| {
            if f.picked.iter().filter(|&c| g.was_destroyed(c)).count() < 4 {
                return;
            }
            let found = select::each(g, f.controller, Zones::DECK.and(Zones::DISCARD), |c| {
                g.def(c).name == "Tangaika"
            });
            if let Some(&tangaika) = found.first() {
                g.return_to_hand(tangaika);
                g.reveal(tangaika, f.opponent());
            }
            g.shuffle_deck(f.controller);
        }),
    ],
    ..Behavior::VANILLA
};

/// The Cultist token creature (Primordial Vault makes it).
struct Cultist;

impl TokenType for Cultist {
    const SLUG: &'static str = "cultist";
}

/// "Make a Cultist": a Cultist token creature, whatever the deck's token
/// type, on the flank its maker chooses.
const MAKE_A_CULTIST: Ability = &[Step::make_named_token::<Cultist>()];

/// Sibyl Waimare — at the start of the opponent's turn, they discard the
/// top card of their deck and exhaust each creature of its house.
static SIBYL_WAIMARE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev
            == (Event::TurnStarted {
                player: mine.opponent(),
            })
        {
            g.trigger(MILL_AND_EXHAUST, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

const MILL_AND_EXHAUST: Ability = &[Step::then(|g, f| {
    let top = g.discard_top_of_deck(f.opponent());
    if top.is_none() {
        return;
    }
    let house = g.card(top).house;
    for c in select::each(g, f.controller, Zones::CREATURES, |c| {
        g.belongs_to(c, house)
    })
    .iter()
    {
        g.exhaust(*c);
    }
})];

/// Tangaika — playable only while you control 4 or more Cultists.
/// (Splash-attack is printed.) After Fight: gain 1.
static TANGAIKA: Behavior = Behavior {
    play_condition: Some(|g, p| g.creatures(p).iter().filter(|&&c| is_cultist(g, c)).count() >= 4),
    fight: &[Step::gain(1)],
    ..Behavior::VANILLA
};

/// Weak Link — while its creature is exhausted, that creature's
/// controller's keys cost 6 more.
static WEAK_LINK: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let host = g.card(me).host;
            if host.is_some() && g.card(host).controller == *player && g.card(host).is_exhausted() {
                *value += 6;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Azure Basin Outpost — Action: put a friendly creature on the bottom of
/// its owner's deck; if it goes, exhaust 3 enemy creatures.
static AZURE_BASIN_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::target(ENEMY_CREATURE.exactly(3), |g, f| g.exhaust(f.last_target()))
        .only_if(outposts::did),
]);

/// Catch and Release — Play: every creature returns to its owner's hand;
/// each player then discards at random down to 6 cards in hand; gain 2
/// chains.
static CATCH_AND_RELEASE: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        for c in select::each(g, f.controller, Zones::CREATURES, |_| true).iter() {
            g.return_to_hand(*c);
        }
    }),
    Step::then(|g, f| {
        for p in [f.controller, f.opponent()] {
            while g.player(p).hand.len() > 6 {
                g.discard_random(p);
            }
        }
        g.gain_chains(f.controller, 2);
    }),
]);

/// Dragnet — Play: a creature, and each of its neighbors that shares a
/// house with it, return to their owners' hands.
static DRAGNET: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    let houses = g.houses(c);
    let mut caught = vec![c];
    caught.extend(g.neighbors(c).filter(|&n| g.houses(n) & houses != 0));
    for c in caught {
        g.return_to_hand(c);
    }
})]);

/// Kelping Hands — Omni: destroy it; friendly creatures have poison for
/// the rest of the turn.
static KELPING_HANDS: Behavior = Behavior {
    omni: &[Step::then(|g, f| {
        g.destroy(f.source);
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
    })],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|g, e, q| {
        if let Query::Keywords { card, value } = q {
            if g.card(*card).controller == e.controller && g.in_battleline(*card) {
                *value = value.with(Keywords::POISON);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Physaloha — damaged creatures stay exhausted through the "ready cards"
/// step. (Enhance is printed.)
static PHYSALOHA: Behavior = Behavior {
    modifies: Queries::READYING,
    modify: Some(|g, _, q| {
        if let Query::ReadiesInReadyStep { card, value } = q {
            if g.card(*card).damage > 0 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Soleft — Destroyed: destroy the creature on the opponent's left flank.
static SOLEFT: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let left = g.creatures(f.opponent()).first().copied();
    if let Some(c) = left {
        g.destroy(c);
    }
})]);

/// Flounderight — Destroyed: destroy the creature on the opponent's right
/// flank.
static FLOUNDERIGHT: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let right = g.creatures(f.opponent()).last().copied();
    if let Some(c) = right {
        g.destroy(c);
    }
})]);

/// Stir-Crazy — Play: each ready creature captures 1 from its
/// controller's opponent.
static STIR_CRAZY: Behavior =
    Behavior::play(&[Step::each_captures(|g, _, c| !g.card(c).is_exhausted(), 1)]);

/// Timoti the Dammed — while you control a token creature, your opponent
/// cannot forge keys. Play: make a token creature.
static TIMOTI_THE_DAMMED: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::MayForgeKeys { player, value } = q {
            if *player != g.card(me).controller && g.controls_a_token(g.card(me).controller) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Watch Your Step — Play: name a house of the opponent's identity card;
/// if they choose another house in their next turn, make 2 token
/// creatures and ready them.
static WATCH_YOUR_STEP: Behavior = Behavior {
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
            if player == e.controller.opponent() && house != e.house() {
                g.trigger(MAKE_TWO_READY_TOKENS, e.source, e.controller);
            }
        }
    }),
    lasting_hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

const MAKE_TWO_READY_TOKENS: Ability = &[
    Step::make_tokens(2),
    Step::then(|g, _| {
        let made: Vec<CardRef> = g.tokens_just_made().collect();
        for c in made {
            g.ready(c);
        }
    }),
];

/// Yanthi Ghostfin — (elusive is printed) Reap: purge a creature card
/// from a discard pile; if it is purged, make a token creature.
static YANTHI_GHOSTFIN: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, filter::creature_card),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            g.purge(c);
            f.done = c.is_some() && g.card(c).location == keysim_engine::Location::Purged;
        },
    ),
    Step::make_tokens(1).only_if(|_, f| f.done),
]);

/// Abyssal Sight — Play: destroy a friendly creature; if it is destroyed,
/// look at the opponent's hand and choose a card of it for them to
/// discard.
static ABYSSAL_SIGHT: Behavior = Behavior::play(&[
    Step::target(FRIENDLY_CREATURE, |g, f| g.destroy(f.last_target())),
    Step::then(|g, f| {
        f.done = first_target_destroyed(g, f);
        if f.done {
            g.reveal_hand(f.opponent(), f.controller);
        }
    }),
    Step::target(
        TargetSpec::new(Zones::OPPONENT_HAND, filter::any),
        |g, f| g.discard_from_hand(f.last_target()),
    )
    .only_if(|_, f| f.done),
]);

/// Adult Swim — Play: each creature with power 3 or less goes on top of
/// its owner's deck, in a random order.
static ADULT_SWIM: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut small: Vec<CardRef> =
        select::each(g, f.controller, Zones::CREATURES, |c| g.power(c) <= 3).to_vec();
    while !small.is_empty() {
        let c = g.random_among(&small);
        small.retain(|&o| o != c);
        g.put_on_top_of_deck(c);
    }
})]);

/// Befuddle — Play: name a house of the opponent's identity card; in
/// their next turn they can play only cards of that house.
static BEFUDDLE: Behavior = Behavior {
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
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player != e.controller
                && g.active_player() == *player
                && !g.belongs_to(*card, e.house())
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Covetous Hema — elusive while not on a flank. Play: capture 3.
static COVETOUS_HEMA: Behavior = Behavior {
    play: &[Step::capture(3)],
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me && !g.on_flank(me) {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Crushing Deep — Play: during the opponent's next turn, every key costs
/// 3 more per key the opponent has forged.
static CRUSHING_DEEP: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| {
        let their_keys = g.player(e.controller.opponent()).keys as i32;
        key_cost::raise_during_opponents_turn(g, &e, q, 3 * their_keys);
    }),
    ..Behavior::VANILLA
};

/// Fathom Reaver — while you control a token creature, the opponent
/// refills to one card fewer. Play: make a token creature.
static FATHOM_REAVER: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    modifies: Queries::HAND_SIZE,
    modify: Some(|g, me, q| {
        if let Query::HandSize { player, value } = q {
            if *player != g.card(me).controller && g.controls_a_token(g.card(me).controller) {
                *value -= 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Initiation — Play: make a token creature; archive this card if you hold
/// fewer than 4 cards.
static INITIATION: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| {
        if g.player(f.controller).hand.len() < 4 {
            g.archive(f.controller, f.source);
        }
    }),
]);

/// Kamalani — Destroyed: make 2 token creatures.
static KAMALANI: Behavior = Behavior::destroyed(&[Step::make_tokens(2)]);

/// Skullback Crab — (poison is printed) Action: steal 1.
static SKULLBACK_CRAB: Behavior = Behavior::action(&[Step::steal(1)]);

/// Sunk Cost — Play: name a house; the opponent discards a random card
/// from hand, and if it belongs to that house you make a token creature.
static SUNK_COST: Behavior = Behavior::play(&[
    Step::choose_house(HouseSpec::Any, |g, f| {
        let c = g.discard_random(f.opponent());
        f.done = c.is_some() && f.house.is_some_and(|h| g.belongs_to(c, h));
    }),
    Step::make_tokens(1).only_if(|_, f| f.done),
]);

/// Toxicuda Venom — its creature has poison.
static TOXICUDA_VENOM: Behavior = HostGains::<{ Keywords::POISON.0 }>::BEHAVIOR;

/// Cultist (token creature) — Action: destroy it; if it is destroyed,
/// ward a friendly creature.
static CULTIST: Behavior = Behavior::action(&[
    Step::then(|g, f| g.destroy(f.source)),
    Step::target(FRIENDLY_CREATURE, |g, f| g.ward(f.last_target()))
        .only_if(|g, f| g.was_destroyed(f.source)),
]);

/// Fish (token creature) — Destroyed: 2 damage to the most powerful enemy
/// creature.
static FISH: Behavior = Behavior::destroyed(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        let p = g.power(c);
        filter::enemy(g, f, c) && g.creatures(f.opponent()).iter().all(|&o| g.power(o) <= p)
    }),
    |g, f| {
        g.deal_damage(f.last_target(), 2);
    },
)]);

/// Priest (token creature) — Action: exhaust an enemy creature.
static PRIEST: Behavior = Behavior::action(&[Step::target(ENEMY_CREATURE, |g, f| {
    g.exhaust(f.last_target())
})]);

/// Raider (token creature) — poison during its controller's turn.
static RAIDER: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me && g.active_player() == g.card(me).controller {
                *value = value.with(Keywords::POISON);
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
