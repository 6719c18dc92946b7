//! Ekwidon, Grim Reminders.

use keysim_engine::ability::{
    filter, record, Ability, Behavior, Events, HouseSpec, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::control;
use keysim_engine::select::each;
use keysim_engine::{CardRef, Event, Expiry, Flank, Frame, Game, Location, Player, Query, Zones};
use keysim_facts::{CardType, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "art-project" => &ART_PROJECT,
        "azuretooth" => &AZURETOOTH,
        "curse-of-spontaneity" => &CURSE_OF_SPONTANEITY,
        "ekwirrĕ-s-fulcrum" => &EKWIRRES_FULCRUM,
        "elenya-the-charming" => &ELENYA_THE_CHARMING,
        "grisly-exchange" => &GRISLY_EXCHANGE,
        "midyear-festivities" => &MIDYEAR_FESTIVITIES,
        "put-in-a-spin" => &PUT_IN_A_SPIN,
        "skreel-swarm" => &SKREEL_SWARM,
        "soul-exchange" => &SOUL_EXCHANGE,
        "tachyon-manifold" => &TACHYON_MANIFOLD,
        "zavel-archaeologist" => &ZAVEL_ARCHAEOLOGIST,
        "bonded-auctioneer" => &BONDED_AUCTIONEER,
        "forbidden-tome" => &FORBIDDEN_TOME,
        "fortune-reverser" => &FORTUNE_REVERSER,
        "gegrrŏkŭŭ-sapper" => &GEGRROKUU_SAPPER,
        "market-fluctuation" => &MARKET_FLUCTUATION,
        "pen-pal" => &PEN_PAL,
        "phobivore" => &PHOBIVORE,
        "ravening-morphazoid" => &RAVENING_MORPHAZOID,
        "sandwyrm" => &SANDWYRM,
        "technorachnophobia" => &TECHNORACHNOPHOBIA,
        "de-escalation" => &DE_ESCALATION,
        "estate-sale" => &ESTATE_SALE,
        "historian-li-darkin" => &HISTORIAN_LI_DARKIN,
        "hoaxpitality" => &HOAXPITALITY,
        "incarnation-pod" => &INCARNATION_POD,
        "iron-heidy" => &IRON_HEIDY,
        "legerdemain" => &LEGERDEMAIN,
        "permanent-record" => &PERMANENT_RECORD,
        "rumor-sower" => &RUMOR_SOWER,
        "security-detail" => &SECURITY_DETAIL,
        "siphonapterian" => &SIPHONAPTERIAN,
        "tutor-bin-rillo" => &TUTOR_BIN_RILLO,
        "revived-ză-orhă" => &REVIVED_ZA_ORHA,
        _ => return None,
    })
}

/// The subject of the ability goes to the ability's controller, on the
/// flank they choose (queued with [`Game::trigger_about`] for the player
/// who gains it).
const TAKE_SUBJECT: Ability = &[
    Step::then(control::take_subject_if_no_choice),
    Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
        .only_if(control::flank_choice_needed),
];

/// Gives creature `c` to the opponent of its controller, who chooses its
/// flank, as an ability of `source` resolving next.
fn give_to_opponent(g: &mut Game, c: CardRef, source: CardRef) {
    if g.in_battleline(c) {
        let to = g.card(c).controller.opponent();
        g.trigger_about(TAKE_SUBJECT, source, to, c);
    }
}

/// Whether the ability's controller is haunted.
fn you_are_haunted(g: &Game, f: &Frame) -> bool {
    g.is_haunted(f.controller)
}

/// Whether the controller of card `me` is haunted.
fn controller_haunted(g: &Game, me: CardRef) -> bool {
    g.is_haunted(g.card(me).controller)
}

/// Exhausts the creature chosen last; `f.done` tells whether it was ready
/// and is now exhausted ("if you do": exhausting an exhausted creature
/// does nothing).
fn exhaust_chosen(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    f.done = false;
    if c.is_some() && !g.card(c).is_exhausted() {
        g.exhaust(c);
        f.done = g.card(c).is_exhausted();
    }
}

/// Art Project — Play: unforge one of your opponent's keys; if one was
/// unforged, purge this card and your opponent draws 10.
static ART_PROJECT: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.unforge_key(f.opponent()) {
        g.purge(f.source);
        g.draw(f.opponent(), 10);
    }
})]);

/// Azuretooth — After Fight/After Reap: choose a friendly creature (it
/// may be Azuretooth itself); all the Æmber on it goes to your pool and
/// your opponent takes control of it.
static AZURETOOTH: Behavior = Behavior::fight_and_reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        let amber = g.card(c).amber as u32;
        g.take_amber_from(c, f.controller, amber);
        give_to_opponent(g, c, f.source);
    },
)]);

/// Curse of Spontaneity — treachery; as its controller's "draw cards" step
/// begins (their "ready cards" step just ended), they discard their hand.
static CURSE_OF_SPONTANEITY: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardsReadied { player } = ev {
            if player == g.card(me).controller {
                g.trigger(DISCARD_YOUR_HAND, me, player);
            }
        }
    }),
    hears: Events::CARDS_READIED,
    ..Behavior::VANILLA
};

/// The ability's controller discards every card of their hand.
const DISCARD_YOUR_HAND: Ability = &[Step::then(|g, f| {
    let hand = each(g, f.controller, Zones::HAND, |_| true);
    for &c in hand.iter() {
        g.discard_from_hand(c);
    }
})];

/// Ekwirrĕ's Fulcrum — as each player's turn ends, that player may gain 1;
/// if they do, their opponent draws 2.
static EKWIRRES_FULCRUM: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TurnEnded { player } = ev {
            g.trigger(GAIN_ONE_OPPONENT_DRAWS_TWO, me, player);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// "You may gain 1; if you do, your opponent draws 2."
const GAIN_ONE_OPPONENT_DRAWS_TWO: Ability = &[Step::may(|g, f| {
    g.gain(f.controller, 1);
    g.draw(f.opponent(), 2);
})];

/// Elenya the Charming — treachery; after its controller forges a key,
/// their most powerful creature (Elenya included; ties: they choose) goes
/// to their opponent.
static ELENYA_THE_CHARMING: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { player, .. } = ev {
            if player == g.card(me).controller {
                g.trigger(GIVE_MOST_POWERFUL_FRIENDLY, me, player);
            }
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// Whether `c` is a most powerful creature among the ability controller's.
fn most_powerful_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    let p = g.power(c);
    filter::friendly(g, f, c) && g.creatures(f.controller).iter().all(|&o| g.power(o) <= p)
}

/// Your most powerful creature goes to your opponent.
const GIVE_MOST_POWERFUL_FRIENDLY: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, most_powerful_friendly),
    |g, f| give_to_opponent(g, f.last_target(), f.source),
)];

/// Grisly Exchange — Play: the top 5 cards of your opponent's discard pile
/// go to the bottom of their deck (the topmost first), then you discard the
/// top 5 cards of your deck.
static GRISLY_EXCHANGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    for _ in 0..5 {
        match g.player(f.opponent()).discard.last() {
            Some(c) => g.put_on_bottom_of_deck(c),
            None => break,
        }
    }
    for _ in 0..5 {
        g.discard_top_of_deck(f.controller);
    }
})]);

/// Midyear Festivities — Play: choose 9 creatures (all of them if fewer);
/// each one's Æmber goes to its controller's pool, then they are
/// destroyed.
static MIDYEAR_FESTIVITIES: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE.exactly(9), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            let amber = g.card(c).amber as u32;
            g.take_amber_from(c, g.card(c).controller, amber);
        }
    }),
    Step::then(|g, f| {
        for c in f.picked.iter() {
            g.destroy(c);
        }
    }),
]);

/// Put in a Spin — Play: lose 1; if you do, name a house and discard the
/// top card of your opponent's deck: gain 4 if it belongs to that house.
static PUT_IN_A_SPIN: Behavior = Behavior::play(&[
    Step::then(|g, f| f.done = g.lose(f.controller, 1) == 1),
    Step::choose_house(HouseSpec::Any, |g, f| {
        let top = g.discard_top_of_deck(f.opponent());
        if let Some(h) = f.house {
            if top.is_some() && g.belongs_to(top, h) {
                g.gain(f.controller, 4);
            }
        }
    })
    .only_if(|_, f| f.done),
]);

/// The player Soul Exchange chose ([`Frame::option`]: 0 you, 1 your
/// opponent).
fn chosen_player(f: &Frame) -> Player {
    if f.option == 0 {
        f.controller
    } else {
        f.opponent()
    }
}

/// Soul Exchange — Play: choose a player; the topmost creature of their
/// discard pile goes back to their hand, then destroy a creature they
/// control.
static SOUL_EXCHANGE: Behavior = Behavior::play(&[
    Step::choose_one(&["you", "your opponent"], |g, f| {
        let p = chosen_player(f);
        let top_creature = g
            .player(p)
            .discard
            .iter()
            .rev()
            .find(|&c| g.def(c).kind == CardType::Creature);
        if let Some(c) = top_creature {
            g.return_to_hand(c);
        }
    }),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            g.card(c).controller == chosen_player(f)
        }),
        |g, f| g.destroy(f.last_target()),
    ),
]);

/// Forbidden Tome — each haunted player's hand refills to 1 more card
/// (its enhance icons are printed on other cards).
static FORBIDDEN_TOME: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|g, _, q| {
        if let Query::HandSize { player, value } = q {
            if g.is_haunted(*player) {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Fortune Reverser — its creature's text box is blank (its traits stay);
/// Play: destroy each other upgrade on that creature.
static FORTUNE_REVERSER: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let host = g.card(f.source).host;
        if host.is_none() {
            return;
        }
        let others = each(g, f.controller, Zones::UPGRADES, |u| {
            u != f.source && g.card(u).host == host
        });
        for &u in others.iter() {
            g.destroy(u);
        }
    })],
    modifies: Queries::TEXT,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::TextBlank { card, value } = q {
            if *card == g.card(me).host {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Market Fluctuation — Play: each haunted player draws 3; each player
/// who is not discards 3 random cards from hand (who is haunted is read
/// once, as the card resolves).
static MARKET_FLUCTUATION: Behavior = Behavior::play(&[Step::then(|g, f| {
    let players = [f.controller, f.opponent()];
    let haunted = players.map(|p| g.is_haunted(p));
    for (p, h) in players.into_iter().zip(haunted) {
        if h {
            g.draw(p, 3);
        }
    }
    for (p, h) in players.into_iter().zip(haunted) {
        if !h {
            for _ in 0..3 {
                g.discard_random(p);
            }
        }
    }
})]);

/// Pen Pal — Action: exhaust an enemy creature; if it was ready, each
/// player gains 1.
static PEN_PAL: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        exhaust_chosen,
    ),
    Step::then(|g, _| {
        for p in Player::BOTH {
            g.gain(p, 1);
        }
    })
    .only_if(|_, f| f.done),
]);

/// Phobivore — its creature cannot be used while that creature's
/// controller is haunted.
static PHOBIVORE: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::CanUse { card, value, .. } = q {
            let host = g.card(me).host;
            if *card == host && controller_haunted(g, host) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Keywords a creature gains while its controller is haunted
/// ([`HauntedGains::BEHAVIOR`]'s constant ability).
fn gains_while_haunted(g: &Game, me: CardRef, q: &mut Query, gained: Keywords) {
    if let Query::Keywords { card, value } = q {
        if *card == me && controller_haunted(g, me) {
            *value = value.with(gained);
        }
    }
}

/// Ravening Morphazoid — poison and skirmish while you are haunted; After
/// Fight/After Reap: draw a card, then discard a card.
static RAVENING_MORPHAZOID: Behavior = Behavior {
    fight: DRAW_THEN_DISCARD,
    reap: DRAW_THEN_DISCARD,
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        gains_while_haunted(g, me, q, Keywords::POISON.with(Keywords::SKIRMISH))
    }),
    ..Behavior::VANILLA
};

/// Draw a card, then discard a card from hand.
const DRAW_THEN_DISCARD: Ability = &[
    Step::draw(1),
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.discard_from_hand(f.last_target())
    }),
];

/// Sandwyrm — After Fight: it is shuffled into its owner's deck.
static SANDWYRM: Behavior = Behavior::fight(&[Step::then(|g, f| g.shuffle_into_deck(f.source))]);

/// Technorachnophobia — Play: discard the top 10 cards of your deck; steal
/// 2 if 5 or more of them share a house.
static TECHNORACHNOPHOBIA: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut per_house = [0u8; House::ALL.len()];
    for _ in 0..10 {
        let c = g.discard_top_of_deck(f.controller);
        if c.is_none() {
            break;
        }
        for (i, &h) in House::ALL.iter().enumerate() {
            if g.belongs_to(c, h) {
                per_house[i] += 1;
            }
        }
    }
    if per_house.iter().any(|&n| n >= 5) {
        g.steal(f.controller, 2);
    }
})]);

/// De-escalation — Play: destroy each creature; your opponent archives the
/// top 3 cards of their deck.
static DE_ESCALATION: Behavior = Behavior::play(&[Step::then(|g, f| {
    let all = each(g, f.controller, Zones::CREATURES, |_| true);
    for &c in all.iter() {
        g.destroy(c);
    }
    let opponent = f.opponent();
    for _ in 0..3 {
        match g.player(opponent).deck.last() {
            Some(c) => g.archive(opponent, c),
            None => break,
        }
    }
})]);

/// Estate Sale — Play: purge a card that is not a creature from your
/// discard pile; if you do, gain 2.
static ESTATE_SALE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::DISCARD, |g, _, c| {
        g.def(c).kind != CardType::Creature
    }),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        g.purge(c);
        if g.card(c).location == Location::Purged {
            g.gain(f.controller, 2);
        }
    },
)]);

/// Historian Li-Darkin — After Reap: each player takes the top card of
/// their discard pile back into hand.
static HISTORIAN_LI_DARKIN: Behavior = Behavior::reap(&[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        if let Some(c) = g.player(p).discard.last() {
            g.return_to_hand(c);
        }
    }
})]);

/// Hoaxpitality — Play: choose an enemy creature, then a friendly one: for
/// the rest of the turn the friendly creature's power is the enemy's power
/// as this resolves (read once, not followed afterwards).
static HOAXPITALITY: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), record),
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| {
                let (enemy, friend) = (f.target(0), f.last_target());
                if friend.is_some() && g.in_battleline(enemy) {
                    let power = g.power(enemy).clamp(0, u8::MAX as i32) as u8;
                    g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, friend, power);
                }
            },
        )
        .only_if(|_, f| f.target(0).is_some()),
    ],
    lasting_modifies: Queries::POWER,
    lasting_modify: Some(|_, e, q| {
        if let Query::Power { card, value } = q {
            if *card == e.subject {
                *value = e.value as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Iron Heidy — while its controller is haunted, it and each of its
/// neighbors get +2 armor.
static IRON_HEIDY: Behavior = Behavior {
    modifies: Queries::ARMOR,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if (*card == me || g.are_neighbors(me, *card)) && controller_haunted(g, me) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Legerdemain — Play: return a damaged creature to its owner's hand; if
/// it left play, the player who controlled it gains 1 (its enhance icons
/// are printed on other cards).
static LEGERDEMAIN: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| g.card(c).damage > 0),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        let controller = g.card(c).controller;
        g.return_to_hand(c);
        if g.card(c).location == Location::Hand {
            g.gain(controller, 1);
        }
    },
)]);

/// Permanent Record — Play: exhaust a friendly creature; if it was ready,
/// steal 2.
static PERMANENT_RECORD: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        exhaust_chosen,
    ),
    Step::steal(2).only_if(|_, f| f.done),
]);

/// Rumor-sower — After Reap: your opponent discards the top card of their
/// deck; stun an enemy creature sharing a house with it.
static RUMOR_SOWER: Behavior = Behavior::reap(&[
    Step::then(|g, f| f.subject = g.discard_top_of_deck(f.opponent())),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && g.houses(c) & g.houses(f.subject) != 0
        }),
        |g, f| g.stun(f.last_target()),
    )
    .only_if(|_, f| f.subject.is_some()),
]);

/// Security Detail — Play: a friendly creature and each of its neighbors
/// capture 1 each.
static SECURITY_DETAIL: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::friendly), record),
    Step::each_captures(
        |g, f, c| c == f.target(0) || g.are_neighbors(f.target(0), c),
        1,
    )
    .only_if(|_, f| f.target(0).is_some()),
]);

/// Siphonapterian — taunt while you are haunted; Destroyed: if it is not
/// your turn, gain 2.
static SIPHONAPTERIAN: Behavior = Behavior {
    destroyed: &[Step::gain(2).only_if(|g, f| g.active_player() != f.controller)],
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    modify: Some(|g, me, q| gains_while_haunted(g, me, q, Keywords::TAUNT)),
    ..Behavior::VANILLA
};

/// Revived Ză-Orhă — Play: if your opponent has forged more keys than you,
/// forge a key at current cost; if you do, purge it. Destroyed: if you are
/// haunted, archive it.
static REVIVED_ZA_ORHA: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        if g.player(f.opponent()).keys > g.player(f.controller).keys
            && g.forge_key_at_current_cost(f.controller)
        {
            g.purge(f.source);
        }
    })],
    destroyed: &[
        Step::then(|g, f| g.archive(g.card(f.source).owner, f.source)).only_if(you_are_haunted),
    ],
    ..Behavior::VANILLA
};

/// Skreel Swarm — Play: 1 damage to each enemy creature. Scrap: you may
/// archive it from your discard pile.
static SKREEL_SWARM: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let enemies = each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller != f.controller
        });
        g.deal_damage_each(&enemies, 1);
    })],
    scrap: &[Step::may(|g, f| g.archive(f.controller, f.source))
        .only_if(|g, f| g.card(f.source).location == Location::Discard)],
    ..Behavior::VANILLA
};

/// Tachyon Manifold — Action: you take another turn after this one, your
/// opponent draws 10, and it is purged.
static TACHYON_MANIFOLD: Behavior = Behavior::action(&[Step::then(|g, f| {
    g.take_another_turn(f.controller);
    g.draw(f.opponent(), 10);
    g.purge(f.source);
})]);

/// Destroys the artifact chosen last, remembering its controller in
/// `f.tally` for "its controller".
fn destroy_chosen_artifact(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_some() {
        f.tally = [0; 2];
        f.tally[g.card(c).controller.index()] = 1;
        g.destroy(c);
    }
}

/// Whether the card chosen first was destroyed ("if you do").
fn first_chosen_destroyed(g: &Game, f: &Frame) -> bool {
    f.target(0).is_some() && g.was_destroyed(f.target(0))
}

/// Bonded Auctioneer — After Reap: destroy an artifact; if you do, the
/// player who controlled it gains 1. Scrap: return an artifact to its
/// owner's hand.
static BONDED_AUCTIONEER: Behavior = Behavior {
    reap: &[
        Step::target(
            TargetSpec::new(Zones::ARTIFACTS, filter::any),
            destroy_chosen_artifact,
        ),
        Step::then(|g, f| {
            for p in Player::BOTH {
                if f.tally[p.index()] == 1 {
                    g.gain(p, 1);
                }
            }
        })
        .only_if(first_chosen_destroyed),
    ],
    scrap: &[Step::target(
        TargetSpec::new(Zones::ARTIFACTS, filter::any),
        |g, f| g.return_to_hand(f.last_target()),
    )],
    ..Behavior::VANILLA
};

/// Gegrrŏkŭŭ Sapper — Play/After Fight: take control of an enemy artifact,
/// then your opponent takes control of the Sapper (whether or not an
/// artifact was taken). Scrap: destroy a friendly artifact; if you do,
/// destroy an enemy artifact.
static GEGRROKUU_SAPPER: Behavior = Behavior {
    play: SAPPER_SWAP,
    fight: SAPPER_SWAP,
    scrap: &[
        Step::target(
            TargetSpec::new(Zones::ARTIFACTS, filter::friendly),
            |g, f| g.destroy(f.last_target()),
        ),
        Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::enemy), |g, f| {
            g.destroy(f.last_target())
        })
        .only_if(first_chosen_destroyed),
    ],
    ..Behavior::VANILLA
};

/// Take an enemy artifact, then give the Sapper to the opponent.
const SAPPER_SWAP: Ability = &[
    Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::enemy), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.take_control(c, f.controller, Flank::Right);
        }
    }),
    Step::then(|g, f| give_to_opponent(g, f.source, f.source)),
];

/// Incarnation Pod — Action: put a card of either discard pile on the
/// bottom of its owner's deck. Scrap: purge the bottom card of each
/// player's deck.
static INCARNATION_POD: Behavior = Behavior {
    action: &[Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, filter::any),
        |g, f| g.put_on_bottom_of_deck(f.last_target()),
    )],
    scrap: &[Step::then(|g, f| {
        for p in [f.controller, f.opponent()] {
            if let Some(c) = g.player(p).deck.first() {
                g.purge(c);
            }
        }
    })],
    ..Behavior::VANILLA
};

/// Tutor Bin-Rillo — Play: discard up to 3 cards from your hand; your
/// opponent draws a card. Scrap: each player draws a card.
static TUTOR_BIN_RILLO: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::HAND, filter::any).up_to(3),
            |g, f| g.discard_from_hand(f.last_target()),
        ),
        Step::then(|g, f| g.draw(f.opponent(), 1)),
    ],
    scrap: &[Step::then(|g, f| {
        g.draw(f.controller, 1);
        g.draw(f.opponent(), 1);
    })],
    ..Behavior::VANILLA
};

/// Whether `c` is an artifact card.
fn artifact_card(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).kind == CardType::Artifact
}

/// Zavel, "Archaeologist" — each time you play an artifact from your
/// discard pile, gain 1; Play/After Reap: you may play an artifact from
/// your discard pile.
static ZAVEL_ARCHAEOLOGIST: Behavior = Behavior {
    play: PLAY_AN_ARTIFACT_FROM_DISCARD,
    reap: PLAY_AN_ARTIFACT_FROM_DISCARD,
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller
                && g.card(card).owner == player
                && g.def(card).kind == CardType::Artifact
                && g.played_from(card) == Some(Location::Discard)
            {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// "You may play an artifact from your discard pile."
const PLAY_AN_ARTIFACT_FROM_DISCARD: Ability = &[Step::target(
    TargetSpec::new(Zones::DISCARD, artifact_card).optional(),
    |g, f| {
        g.play_from_anywhere(f.last_target(), f.controller);
    },
)];

#[cfg(test)]
mod tests;
