//! Star Alliance, Winds of Exchange.

use keysim_engine::ability::{filter, Ability, Behavior, Events, HouseSpec, Queries, Reach, Step};
use keysim_engine::outposts;
use keysim_engine::select::each;
use keysim_engine::top_of_deck;
use keysim_engine::{CardRef, Event, Expiry, Flank, Frame, Game, Query, TargetSpec, Zones};
use keysim_facts::{CardType, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cultural-exchange" => &CULTURAL_EXCHANGE,
        "mirror-shell" => &MIRROR_SHELL,
        "norbyn-s-cavern" => &NORBYNS_CAVERN,
        "pupgrade" => &PUPGRADE,
        "recruiting-station" => &RECRUITING_STATION,
        "shakedown-sullivan" => &SHAKEDOWN_SULLIVAN,
        "stronger-together" => &STRONGER_TOGETHER,
        "temporal-purge" => &TEMPORAL_PURGE,
        "badge-of-unity" => &BADGE_OF_UNITY,
        "camaraderie" => &CAMARADERIE,
        "collector-boren" => &COLLECTOR_BOREN,
        "fof-transponder" => &FOF_TRANSPONDER,
        "ganymede-outpost" => &GANYMEDE_OUTPOST,
        "grunt-work" => &GRUNT_WORK,
        "quintrino-warp" => &QUINTRINO_WARP,
        "sv3-lander" => &SV3_LANDER,
        // Enhance is applied when the deck is built.
        "cpo-zytar" => &Behavior::VANILLA,
        "echo-reflector" => &ECHO_REFLECTOR,
        "friendly-guide" => &FRIENDLY_GUIDE,
        "future-booster" => &FUTURE_BOOSTER,
        "photon-blast" => &PHOTON_BLAST,
        "pyr*0" => &PYR_0,
        "recorded-history" => &RECORDED_HISTORY,
        "rogue-operation" => &ROGUE_OPERATION,
        "scout-chief-korijir" => &SCOUT_CHIEF_KORIJIR,
        "specialist-guthrak" => &SPECIALIST_GUTHRAK,
        "teamwork" => &TEAMWORK,
        "uplink" => &UPLINK,
        "æmberling" => &AEMBERLING_TOKEN,
        "cadet" => &CADET,
        "explorer" => &EXPLORER,
        "b0-t" => &B0_T,
        _ => return None,
    })
}

/// Whether a card belongs to house Star Alliance.
fn is_star_alliance(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::StarAlliance)
}

/// The houses the cards of `cards` belong to, a bit per house (a card
/// belonging to several houses represents each of them).
fn houses_among(g: &Game, cards: impl IntoIterator<Item = CardRef>) -> u32 {
    let neutral = 1 << House::Neutral as u32;
    cards
        .into_iter()
        .filter(|c| c.is_some())
        .fold(0, |bits, c| bits | g.houses(c))
        & !neutral
}

/// The neighbors of creature `c` (none, one or two).
fn neighbors_of(g: &Game, c: CardRef) -> [CardRef; 2] {
    let mut beside = [CardRef::NONE; 2];
    for (slot, n) in beside.iter_mut().zip(g.neighbors(c)) {
        *slot = n;
    }
    beside
}

/// How many neighbors of creature `c` do not belong to Star Alliance.
fn non_star_alliance_neighbors(g: &Game, c: CardRef) -> u32 {
    neighbors_of(g, c)
        .into_iter()
        .filter(|&n| n.is_some() && !is_star_alliance(g, n))
        .count() as u32
}

/// A card whose "Play/Fight/Reap:" ability is `ability`.
const fn play_fight_reap(ability: Ability) -> Behavior {
    Behavior {
        play: ability,
        fight: ability,
        reap: ability,
        ..Behavior::VANILLA
    }
}

/// Whether the last step did what "if you do" asks for ([`Frame::done`]).
fn did(_: &Game, f: &Frame) -> bool {
    f.done
}

/// Cultural Exchange — Play: the opponent takes every card of their
/// archives into their hand.
static CULTURAL_EXCHANGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let archived = each(g, f.opponent(), Zones::ARCHIVES, |_| true);
    for &c in &*archived {
        g.return_to_hand(c);
    }
})]);

/// Mirror Shell — Play: make a token creature. Its creature gains
/// "Fight/Reap: for the rest of the turn, each friendly token creature is
/// a copy of this creature" (those made later in the turn too, while the
/// creature is in play); at the end of the turn they are tokens of their
/// deck's type again.
static MIRROR_SHELL: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    grants: Some(&FRIENDLY_TOKENS_COPY_THIS_CREATURE),
    lasting_event: Some(|g, e, ev| match ev {
        Event::EnteredPlay { card, controller } if controller == e.controller => {
            let host = CardRef(e.value);
            if g.is_token(card) && card != host && g.in_battleline(host) {
                g.become_copy(card, g.card(host).def);
            }
        }
        Event::TurnEnded { .. } => {
            let tokens = each(g, e.controller, Zones::CREATURES, |c| {
                g.card(c).controller == e.controller && g.is_token(c)
            });
            for &c in &*tokens {
                if let Some(own_type) = g.player(g.card(c).owner).token {
                    if g.card(c).def != own_type {
                        g.become_copy(c, own_type);
                    }
                }
            }
        }
        _ => {}
    }),
    lasting_hears: Events::ENTERED_PLAY.and(Events::TURN_ENDED),
    ..Behavior::VANILLA
};

/// Fight/Reap: for the rest of the turn each friendly token creature is a
/// copy of this creature (the lasting effect is the upgrade's, remembering
/// this creature).
static FRIENDLY_TOKENS_COPY_THIS_CREATURE: Behavior =
    Behavior::fight_and_reap(&[Step::then(|g, f| {
        let me = f.source;
        g.add_lasting_with(
            f.granted_by,
            f.controller,
            Expiry::EndOfTurn,
            CardRef::NONE,
            me.0,
        );
        let copied = g.card(me).def;
        let tokens = each(g, f.controller, Zones::CREATURES, |c| {
            c != me && g.card(c).controller == f.controller && g.is_token(c)
        });
        for &c in &*tokens {
            g.become_copy(c, copied);
        }
    })]);

/// The title of the Æmberling token creature type.
const AEMBERLING: &str = "Æmberling";

/// Norbyn's Cavern — each friendly Æmberling (a token of that type, or a
/// creature that is one) gets +3 power and skirmish.
static NORBYNS_CAVERN: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::KEYWORDS),
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value } if is_friendly_aemberling(g, me, *card) => *value += 3,
        Query::Keywords { card, value } if is_friendly_aemberling(g, me, *card) => {
            *value = value.with(keysim_facts::Keywords::SKIRMISH);
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Whether creature `c` is an Æmberling controlled by `me`'s controller.
fn is_friendly_aemberling(g: &Game, me: CardRef, c: CardRef) -> bool {
    g.card(c).controller == g.card(me).controller
        && g.in_battleline(c)
        && g.def(c).name == AEMBERLING
}

/// Pupgrade — may be played as an upgrade instead: its creature gets +3
/// power and gains "Destroyed: put Pupgrade on the right flank of your
/// battleline as a creature, ready".
static PUPGRADE: Behavior = Behavior {
    plays_as_upgrade: true,
    grants: Some(&PUPGRADE_COMES_BACK_AS_A_CREATURE),
    modifies: Queries::POWER,
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            let host = g.card(me).host;
            if host.is_some() && *card == host {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Destroyed: the upgrade granting this (Pupgrade) goes on the right flank
/// of the ability's controller's battleline as a creature, ready.
static PUPGRADE_COMES_BACK_AS_A_CREATURE: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let pupgrade = f.granted_by;
    if g.put_upgrade_into_battleline(pupgrade, f.controller, Flank::Right) {
        g.ready(pupgrade);
    }
})]);

/// Recruiting Station — Omni: choose a house and discard the top card of
/// your deck; if that card belongs to the house, make a token creature.
static RECRUITING_STATION: Behavior = Behavior::omni(&[
    Step::choose_house(HouseSpec::Any, |g, f| {
        let top = g.discard_top_of_deck(f.controller);
        f.done = top.is_some() && f.house.is_some_and(|h| g.belongs_to(top, h));
    }),
    Step::make_tokens(1).only_if(did),
]);

/// Shakedown Sullivan — Reap: choose a creature and discard the top card
/// of its controller's deck; if the card shares a house with the
/// creature, its controller gains 1, otherwise the creature is destroyed
/// (also when their deck had no card to discard).
static SHAKEDOWN_SULLIVAN: Behavior =
    Behavior::reap(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let creature = f.last_target();
        if creature.is_none() {
            return;
        }
        let controller = g.card(creature).controller;
        let top = g.discard_top_of_deck(controller);
        if top.is_some() && g.houses(top) & g.houses(creature) != 0 {
            g.gain(controller, 1);
        } else {
            g.destroy(creature);
        }
    })]);

/// Whether creature `c` has two neighbors, neither of them Star Alliance,
/// that are not of the same houses.
fn has_two_outside_neighbors_of_different_houses(g: &Game, c: CardRef) -> bool {
    let [a, b] = neighbors_of(g, c);
    a.is_some()
        && b.is_some()
        && !is_star_alliance(g, a)
        && !is_star_alliance(g, b)
        && g.houses(a) != g.houses(b)
}

/// Stronger Together — Play: ready each Star Alliance creature (on either
/// side) whose two neighbors are non-Star Alliance creatures of different
/// houses.
static STRONGER_TOGETHER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let readied = each(g, f.controller, Zones::CREATURES, |c| {
        is_star_alliance(g, c) && has_two_outside_neighbors_of_different_houses(g, c)
    });
    for &c in &*readied {
        g.ready(c);
    }
})]);

/// Temporal Purge — Play: flip each token creature faceup; each card that
/// is not a creature is put into its owner's discard pile.
static TEMPORAL_PURGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let tokens = each(g, f.controller, Zones::CREATURES, |c| g.is_token(c));
    for &c in &*tokens {
        g.flip_token_faceup(c);
    }
})]);

/// Badge of Unity — its creature also belongs to house Star Alliance.
static BADGE_OF_UNITY: Behavior = Behavior {
    modifies: Queries::HOUSES,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Houses { card, value } = q {
            if *card == g.card(me).host {
                *value |= 1 << House::StarAlliance as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A friendly Star Alliance creature.
fn friendly_star_alliance(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && is_star_alliance(g, c)
}

/// Camaraderie — Play: exhaust a friendly Star Alliance creature; if you
/// did (it was ready), draw 2 cards per non-Star Alliance neighbor of it.
static CAMARADERIE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_star_alliance),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            let was_ready = !g.card(c).is_exhausted();
            g.exhaust(c);
            f.done = was_ready && g.card(c).is_exhausted();
        },
    ),
    Step::then(|g, f| {
        let draws = 2 * non_star_alliance_neighbors(g, f.target(0));
        g.draw(f.controller, draws);
    })
    .only_if(did),
]);

/// An upgrade card.
fn upgrade_card(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).kind == CardType::Upgrade
}

/// Collector Boren — readies itself each time an upgrade is attached to
/// it; Play: take an upgrade from your discard pile into your hand.
static COLLECTOR_BOREN: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::DISCARD, upgrade_card),
        |g, f| g.return_to_hand(f.last_target()),
    )],
    on_event: Some(|g, me, ev| {
        if let Event::UpgradeAttached { host, .. } = ev {
            if host == me {
                g.ready(me);
            }
        }
    }),
    hears: Events::UPGRADE_ATTACHED,
    ..Behavior::VANILLA
};

/// FOF Transponder — its creature gains "Destroyed: make a token creature
/// and attach this upgrade to it".
static FOF_TRANSPONDER: Behavior = Behavior {
    grants: Some(&MAKE_A_TOKEN_AND_MOVE_THE_TRANSPONDER),
    ..Behavior::VANILLA
};

/// Destroyed: make a token creature; the upgrade granting this moves to it.
static MAKE_A_TOKEN_AND_MOVE_THE_TRANSPONDER: Behavior = Behavior::destroyed(&[
    Step::make_tokens(1),
    Step::then(|g, f| {
        let token = g.tokens_just_made().next();
        if let Some(token) = token {
            g.move_upgrade(f.granted_by, token);
        }
    }),
]);

/// Ganymede Outpost — Action: put a friendly creature on the bottom of its
/// owner's deck; if you do, archive 2 cards from your hand.
static GANYMEDE_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::target(
        TargetSpec::new(Zones::HAND, filter::any).exactly(2),
        |g, f| g.archive(f.controller, f.last_target()),
    )
    .only_if(outposts::did),
]);

/// Grunt Work — Play: put the top 3 cards of your deck back in any order,
/// then make a token creature.
static GRUNT_WORK: Behavior = Behavior::play(&[Step::arrange_top_three(), Step::make_tokens(1)]);

/// Quintrino Warp — Play: choose a friendly and an enemy creature; destroy
/// them and each creature sharing a house with either; gain 1 chain.
static QUINTRINO_WARP: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        keysim_engine::ability::record,
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        let chosen = [f.target(0), f.target(1)];
        let houses = houses_among(g, chosen);
        let doomed = each(g, f.controller, Zones::CREATURES, |c| {
            chosen.contains(&c) || g.houses(c) & houses != 0
        });
        for &c in &*doomed {
            g.destroy(c);
        }
    }),
    Step::then(|g, f| g.gain_chains(f.controller, 1)),
]);

/// SV3 Lander — Play: make a token creature. Omni: destroy it; for the
/// rest of the turn you may use friendly token creatures.
static SV3_LANDER: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    omni: &[
        Step::then(|g, f| g.destroy(f.source)),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)),
    ],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHouseUse {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller
                && g.card(*card).controller == e.controller
                && g.is_token(*card)
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Echo Reflector — its creature gains "your opponent's keys cost +3":
/// the keys of the opponent of the creature's controller.
static ECHO_REFLECTOR: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        if let Query::KeyCost { player, value } = q {
            if host.is_some() && *player != g.card(host).controller {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Friendly Guide — elusive; after you use one of its neighbors, you may
/// use it.
static FRIENDLY_GUIDE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Used { card, player } = ev {
            if player == g.card(me).controller && g.are_neighbors(me, card) {
                g.trigger(MAY_USE_ITSELF, me, player);
            }
        }
    }),
    hears: Events::USED,
    ..Behavior::VANILLA
};

/// "You may use this creature" (asked only while it is ready in play).
const MAY_USE_ITSELF: Ability = &[Step::may(|g, f| g.use_creature(f.source))
    .only_if(|g, f| g.in_battleline(f.source) && !g.card(f.source).is_exhausted())];

/// Future Booster — Omni: look at the top card of your deck; you may put
/// it on the bottom.
static FUTURE_BOOSTER: Behavior = Behavior::omni(&[
    Step::look_at_top(1),
    Step::choose_one(&["keep it on top", "put it on the bottom"], |g, f| {
        if f.option == 1 {
            top_of_deck::to_bottom(g, f.target(0));
        } else {
            top_of_deck::put_back(g, f, CardRef::NONE);
        }
    })
    .only_if(top_of_deck::looked_at_any),
]);

/// Photon Blast — Play: 2 damage to a creature and 1 to each of its
/// neighbors, dealt at once; if it destroys a creature, make a token
/// creature.
static PHOTON_BLAST: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        f.tally = g.turn_history().creatures_destroyed;
        for n in neighbors_of(g, c).into_iter().filter(|n| n.is_some()) {
            g.assign_damage(n, 1);
        }
        g.assign_damage(c, 2);
        g.deal_assigned_damage();
    }),
    Step::make_tokens(1)
        .only_if(|g, f| f.target(0).is_some() && g.turn_history().creatures_destroyed != f.tally),
]);

/// PYR*0 — splash-attack 3; may be played as an upgrade instead, giving
/// its creature splash-attack 3.
static PYR_0: Behavior = Behavior {
    plays_as_upgrade: true,
    modifies: Queries::RARE,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::SplashAttack { card, value } = q {
            let host = g.card(me).host;
            if host.is_some() && *card == host {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A card of the hand of no house shared with a card the ability chose.
fn of_a_house_not_chosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.chosen()
        .iter()
        .all(|&o| o.is_none() || g.houses(o) & g.houses(c) == 0)
}

/// Recorded History — Play: reveal up to 3 cards of different houses from
/// your hand and archive them.
static RECORDED_HISTORY: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::HAND, of_a_house_not_chosen).up_to(3),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() {
            g.reveal(c, f.opponent());
            g.archive(f.controller, c);
        }
    },
)]);

/// Rogue Operation — Play: discard the top 2 cards of your deck, then
/// steal 1 per house among them.
static ROGUE_OPERATION: Behavior = Behavior::play(&[Step::then(|g, f| {
    let discarded = [
        g.discard_top_of_deck(f.controller),
        g.discard_top_of_deck(f.controller),
    ];
    let houses = houses_among(g, discarded).count_ones();
    g.steal(f.controller, houses);
})]);

/// Scout Chief Korijir — Play/Fight/Reap: make a token creature.
static SCOUT_CHIEF_KORIJIR: Behavior = play_fight_reap(&[Step::make_tokens(1)]);

/// Specialist Guthrak — skirmish; Fight/Reap: capture 1 per house among
/// it and its neighbors.
static SPECIALIST_GUTHRAK: Behavior = Behavior::fight_and_reap(&[Step::then(|g, f| {
    let [a, b] = neighbors_of(g, f.source);
    let houses = houses_among(g, [f.source, a, b]).count_ones();
    g.capture(f.source, houses);
})]);

/// Teamwork — Play: make a token creature; then, if the opponent has more
/// creatures than you, archive this card.
static TEAMWORK: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| g.archive(f.controller, f.source))
        .only_if(|g, f| g.creatures(f.opponent()).len() > g.creatures(f.controller).len()),
]);

/// Uplink — its creature gains "Action: make a token creature per non-Star
/// Alliance neighbor of this creature".
static UPLINK: Behavior = Behavior {
    grants: Some(&TOKENS_PER_OUTSIDE_NEIGHBOR),
    ..Behavior::VANILLA
};

/// Action: a token creature per non-Star Alliance neighbor.
static TOKENS_PER_OUTSIDE_NEIGHBOR: Behavior = Behavior::action(&[
    Step::then(|g, f| f.count = non_star_alliance_neighbors(g, f.source) as u8),
    Step::make_tokens_per_count(),
]);

/// Æmberling (token creature) — cannot reap; its controller may spend it
/// as 1 Æmber when forging, discarding it (wards do not stop that).
static AEMBERLING_TOKEN: Behavior = Behavior {
    modifies: Queries::COMBAT.and(Queries::RARE),
    reach: Reach::Itself,
    modify: Some(|_, me, q| match q {
        Query::CanReap { card, value } if *card == me => *value = false,
        Query::SpentAsAmber { card, value } if *card == me => *value = true,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// A most powerful neighbor of the ability's source (ties: the player
/// chooses).
fn most_powerful_neighbor(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.are_neighbors(f.source, c)
        && neighbors_of(g, f.source)
            .into_iter()
            .all(|n| n.is_none() || g.power(n) <= g.power(c))
}

/// Cadet (token creature) — Destroyed: ready its most powerful neighbor.
static CADET: Behavior = Behavior::destroyed(&[Step::target(
    TargetSpec::new(Zones::CREATURES, most_powerful_neighbor),
    |g, f| g.ready(f.last_target()),
)]);

/// Explorer (token creature) — Reap: look at the top card of your deck; you
/// may discard it.
static EXPLORER: Behavior = Behavior::reap(&[
    Step::look_at_top(1),
    Step::choose_one(&["keep it on top", "discard it"], |g, f| {
        if f.option == 1 {
            top_of_deck::discard(g, f, f.target(0));
        } else {
            top_of_deck::put_back(g, f, CardRef::NONE);
        }
    })
    .only_if(top_of_deck::looked_at_any),
]);

/// A friendly creature that does not belong to Star Alliance.
fn friendly_non_star_alliance(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && !is_star_alliance(g, c)
}

/// B0-T (token creature) — Action: use a friendly non-Star Alliance
/// creature.
static B0_T: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_non_star_alliance),
    |g, f| g.use_creature(f.last_target()),
)]);

#[cfg(test)]
mod tests;
