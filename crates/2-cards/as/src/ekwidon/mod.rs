//! Ekwidon, Æmber Skies.

use keysim_engine::ability::{
    filter, record, Ability, Behavior, Events, HouseSpec, Queries, Step, TargetSpec,
};
use keysim_engine::control;
use keysim_engine::select::each;
use keysim_engine::shards;
use keysim_engine::top_of_deck;
use keysim_engine::{CardRef, Event, Expiry, Flank, Frame, Game, Location, Query, Zones};
use keysim_facts::House;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "barter-and-games" => &BARTER_AND_GAMES,
        "game-changer" => &GAME_CHANGER,
        "skŏllĕnbŭzzz" => &SKOLLENBUZZZ,
        "three-sheets-to-the-wind" => &THREE_SHEETS_TO_THE_WIND,
        "æmberwind" => &AEMBERWIND,
        "change-agent" => &CHANGE_AGENT,
        "cogg-miller" => &COGG_MILLER,
        "high-street-churn" => &HIGH_STREET_CHURN,
        "moon-light-special" => &MOON_LIGHT_SPECIAL,
        "niche-market" => &NICHE_MARKET,
        "reap-the-wild-wind" => &REAP_THE_WILD_WIND,
        "ace-jonavan" => &ACE_JONAVAN,
        "aerial-pedlar" => &AERIAL_PEDLAR,
        "contract-execution" => &CONTRACT_EXECUTION,
        "distributor-janŏŏnt" => &DISTRIBUTOR_JANOONT,
        "hoist-operations" => &HOIST_OPERATIONS,
        "skipper-hukŏ" => &SKIPPER_HUKO,
        "transparency-report" => &TRANSPARENCY_REPORT,
        "vendor-hyertula" => &VENDOR_HYERTULA,
        "vĕsted-harŏld" => &VESTED_HAROLD,
        "requisition-writ" => &REQUISITION_WRIT,
        "suggestion-box" => &SUGGESTION_BOX,
        "shard-of-change" => &SHARD_OF_CHANGE,
        _ => return None,
    })
}

/// The subject of the ability goes to the ability's controller, on the
/// flank they choose.
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

/// Makes the card chosen last the ability's subject.
fn subject_is_chosen(_: &mut Game, f: &mut Frame) {
    f.subject = f.last_target();
}

/// Each player reveals a random card: of their hand, or, with
/// `archives_too`, of their hand and archives together. The ability's
/// controller's card first.
fn reveal_random_cards(g: &mut Game, f: &Frame, archives_too: bool) -> [CardRef; 2] {
    let zones = if archives_too {
        Zones::HAND.and(Zones::ARCHIVES)
    } else {
        Zones::HAND
    };
    [f.controller, f.opponent()].map(|p| {
        let cards = each(g, p, zones, |_| true);
        let c = g.random_among(&cards);
        g.reveal(c, p.opponent());
        c
    })
}

/// Each player gains 1 per Æmber bonus icon of the card they revealed.
fn gain_per_amber_icon(g: &mut Game, f: &Frame, revealed: [CardRef; 2]) {
    for (p, c) in [f.controller, f.opponent()].into_iter().zip(revealed) {
        if c.is_some() {
            let icons = g.bonus_icons(c).amber as u32;
            g.gain(p, icons);
        }
    }
}

/// Barter and Games — Play: each player reveals a random card of their
/// hand and archives together and gains 1 per Æmber bonus icon on it;
/// each creature sharing a house with a revealed card is destroyed; the
/// revealed cards are discarded.
static BARTER_AND_GAMES: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let revealed = reveal_random_cards(g, f, true);
        gain_per_amber_icon(g, f, revealed);
        let mut houses = 0;
        for c in revealed {
            if c.is_some() {
                houses |= g.houses(c);
                f.push_target(c);
            }
        }
        let doomed = each(g, f.controller, Zones::CREATURES, |c| {
            g.houses(c) & houses != 0
        });
        for &c in doomed.iter() {
            g.destroy(c);
        }
    }),
    // The destructions have resolved: the revealed cards go last.
    Step::then(|g, f| {
        for &c in f.chosen() {
            match g.card(c).location {
                Location::Hand => g.discard_from_hand(c),
                Location::Archives => {
                    g.discard_from_archives(c);
                }
                _ => {}
            }
        }
    }),
]);

/// Reap the Wild Wind — Play: each player reveals a random card of their
/// hand and gains 1 per Æmber bonus icon on it (its enhance icons are
/// printed on other cards).
static REAP_THE_WILD_WIND: Behavior = Behavior::play(&[Step::then(|g, f| {
    let revealed = reveal_random_cards(g, f, false);
    gain_per_amber_icon(g, f, revealed);
})]);

/// Whether `c` is a creature in play, controlled by `me`'s controller,
/// that belongs to Ekwidon.
fn friendly_ekwidon_creature(g: &Game, me: CardRef, c: CardRef) -> bool {
    g.in_battleline(c)
        && g.card(c).controller == g.card(me).controller
        && g.belongs_to(c, House::Ekwidon)
}

/// "Action: Steal 1", as Game Changer and Niche Market give it.
static STEAL_ONE_ACTION: Behavior = Behavior::action(&[Step::steal(1)]);

/// Game Changer — each friendly Ekwidon creature (itself included) cannot
/// reap and gains "Action: Steal 1" (its enhance icons are printed on
/// other cards).
static GAME_CHANGER: Behavior = Behavior {
    grants: Some(&STEAL_ONE_ACTION),
    grants_to: Some(friendly_ekwidon_creature),
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanReap { card, value } = q {
            if friendly_ekwidon_creature(g, me, *card) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Niche Market — each least powerful creature in play gains "Action:
/// Steal 1" (for its controller).
static NICHE_MARKET: Behavior = Behavior {
    grants: Some(&STEAL_ONE_ACTION),
    grants_to: Some(|g, _, c| {
        g.in_battleline(c) && g.all_creatures().all(|o| g.power(o) >= g.power(c))
    }),
    ..Behavior::VANILLA
};

/// Whether `c` is a creature card grafted under the ability's source.
fn creature_under_me(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.card(c).host == f.source && g.is_creature_card(c)
}

/// Skŏllĕnbŭzzz — Play/After Reap: you may put a creature from your hand
/// faceup under it. Destroyed: each creature under it enters play under
/// your control (one at a time, you choosing each flank), then it goes on
/// top of its owner's deck.
static SKOLLENBUZZZ: Behavior = Behavior {
    play: PUT_A_CREATURE_UNDER,
    reap: PUT_A_CREATURE_UNDER,
    destroyed: &[
        Step::repeat(&PUT_ONE_UNDER_INTO_PLAY).only_if(any_creature_under_me),
        Step::then(|g, f| g.put_on_top_of_deck(f.source)),
    ],
    ..Behavior::VANILLA
};

/// "You may put a creature from your hand faceup under this."
const PUT_A_CREATURE_UNDER: Ability = &[Step::target(
    TargetSpec::new(Zones::HAND, filter::creature_card).optional(),
    |g, f| g.graft(f.last_target(), f.source),
)];

/// Whether a creature is still under the ability's source.
fn any_creature_under_me(g: &Game, f: &Frame) -> bool {
    g.grafted_onto(f.source).any(|c| g.is_creature_card(c))
}

/// One creature under the source enters play on the flank its controller
/// chooses, and again while one is left.
static PUT_ONE_UNDER_INTO_PLAY: [Step; 4] = [
    Step::target(
        TargetSpec::new(Zones::GRAFTED, creature_under_me),
        subject_is_chosen,
    ),
    Step::then(|g, f| {
        if g.creatures(f.controller).is_empty() {
            g.put_into_play(f.subject, f.controller, Flank::Right);
        }
    }),
    Step::choose_one(control::FLANKS, |g, f| {
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        g.put_into_play(f.subject, f.controller, flank);
    })
    .only_if(|g, f| f.subject.is_some() && g.card(f.subject).location == Location::Beneath),
    Step::repeat(&PUT_ONE_UNDER_INTO_PLAY).only_if(any_creature_under_me),
];

/// Three Sheets to the Wind — Play: your opponent draws 3, then discards a
/// random card of their hand, puts another random one on top of their
/// deck and purges a third.
static THREE_SHEETS_TO_THE_WIND: Behavior = Behavior::play(&[Step::then(|g, f| {
    let opponent = f.opponent();
    g.draw(opponent, 3);
    g.discard_random(opponent);
    let top = g.random_card_in(opponent, Location::Hand);
    g.put_on_top_of_deck(top);
    let purged = g.random_card_in(opponent, Location::Hand);
    g.purge(purged);
})]);

/// Æmberwind — elusive, versatile; Play: exalt it 3 times; After Reap:
/// move 1 Æmber from it to your pool.
static AEMBERWIND: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for _ in 0..3 {
            g.exalt(f.source);
        }
    })],
    reap: &[Step::then(|g, f| {
        g.take_amber_from(f.source, f.controller, 1);
    })],
    ..Behavior::VANILLA
};

/// Change Agent — After Fight/After Reap: your opponent loses 1 per card in
/// their hand beyond 5.
static CHANGE_AGENT: Behavior = Behavior::fight_and_reap(&[Step::then(|g, f| {
    let excess = g.player(f.opponent()).hand.len().saturating_sub(5) as u32;
    g.lose(f.opponent(), excess);
})]);

/// Cogg Miller — After Fight: you may destroy an artifact; if you do, its
/// owner archives a random card of their hand.
static COGG_MILLER: Behavior = Behavior::fight(&[
    Step::target(
        TargetSpec::new(Zones::ARTIFACTS, filter::any).optional(),
        |g, f| g.destroy(f.last_target()),
    ),
    Step::then(|g, f| {
        let owner = g.card(f.target(0)).owner;
        let c = g.random_card_in(owner, Location::Hand);
        g.archive(owner, c);
    })
    .only_if(|g, f| f.target(0).is_some() && g.was_destroyed(f.target(0))),
]);

/// High Street Churn — Play: name a house on your opponent's identity
/// card; they discard random cards from hand until one of that house is
/// discarded or their hand is empty, then refill their hand as in their
/// "draw cards" step.
static HIGH_STREET_CHURN: Behavior =
    Behavior::play(&[Step::choose_house(HouseSpec::OpponentIdentity, |g, f| {
        let opponent = f.opponent();
        let Some(house) = f.house else { return };
        loop {
            let c = g.discard_random(opponent);
            if c.is_none() || g.belongs_to(c, house) {
                break;
            }
        }
        g.refill_hand(opponent);
    })]);

/// Moon Light Special — Play: discard a random card of your hand; if you
/// do, gain 1.
static MOON_LIGHT_SPECIAL: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.discard_random(f.controller).is_some() {
        g.gain(f.controller, 1);
    }
})]);

/// Ace Jonavan — keys cost 1 more for each Æmber on it (for both players);
/// Play: capture 1.
static ACE_JONAVAN: Behavior = Behavior {
    play: &[Step::capture(1)],
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { value, .. } = q {
            *value += g.card(me).amber as i32;
        }
    }),
    ..Behavior::VANILLA
};

/// Aerial Pedlar — After Reap: take control of the least powerful enemy
/// creature (ties: you choose), which you may use this turn whatever its
/// house; then your opponent takes control of Aerial Pedlar.
static AERIAL_PEDLAR: Behavior = Behavior {
    reap: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::enemy(g, f, c)
                    && g.creatures(f.opponent())
                        .iter()
                        .all(|&o| g.power(o) >= g.power(c))
            }),
            subject_is_chosen,
        ),
        Step::then(control::take_subject_if_no_choice),
        Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
            .only_if(control::flank_choice_needed),
        Step::then(|g, f| {
            if g.in_battleline(f.subject) && g.card(f.subject).controller == f.controller {
                g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, f.subject, 0);
            }
            give_to_opponent(g, f.source, f.source);
        }),
    ],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::OffHouseUse {
            player,
            card,
            value,
        } = q
        {
            if *card == e.subject && *player == e.controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Contract Execution — Play: for the rest of the turn, each time you play
/// a creature, deal 2 damage to a creature.
static CONTRACT_EXECUTION: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && g.is_creature_card(card) {
                g.trigger(DEAL_TWO_TO_A_CREATURE, e.source, player);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// "Deal 2 damage to a creature."
const DEAL_TWO_TO_A_CREATURE: Ability = &[Step::deal_damage(TargetSpec::ANY_CREATURE, 2)];

/// Distributor Janŏŏnt — After Fight/After Reap: move 1 Æmber from a
/// creature to another creature (its enhance icons are printed on other
/// cards).
static DISTRIBUTOR_JANOONT: Behavior = Behavior::fight_and_reap(&[
    Step::target(TargetSpec::ANY_CREATURE, record),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |_, f, c| c != f.target(0)),
        |g, f| {
            let (from, to) = (f.target(0), f.last_target());
            if to.is_some() && g.remove_amber(from, 1) == 1 {
                g.place_amber(to, 1);
            }
        },
    )
    .only_if(|_, f| f.target(0).is_some()),
]);

/// Hoist Operations — Play: put a creature into its owner's archives.
static HOIST_OPERATIONS: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.archive(g.card(c).owner, c);
        }
    })]);

/// Skipper Hukŏ — After Reap: capture 1; if you do, exalt each enemy flank
/// creature.
static SKIPPER_HUKO: Behavior = Behavior::reap(&[Step::then(|g, f| {
    if g.capture(f.source, 1) == 1 {
        let flanks = each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller != f.controller && g.on_flank(c)
        });
        for &c in flanks.iter() {
            g.exalt(c);
        }
    }
})]);

/// Transparency Report — Play: reveal your hand; gain 2 if none of its
/// cards belongs to the active house.
static TRANSPARENCY_REPORT: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.reveal_hand(f.controller, f.opponent());
    let active = g.active_house();
    let none_active = g
        .player(f.controller)
        .hand
        .iter()
        .all(|c| active.is_none_or(|h| !g.belongs_to(c, h)));
    if none_active {
        g.gain(f.controller, 2);
    }
})]);

/// Vendor Hyertula — After Reap: you may destroy it; if you do, take
/// control of an enemy artifact, which belongs to house Ekwidon (and no
/// other) while you control it.
static VENDOR_HYERTULA: Behavior = Behavior {
    reap: &[
        Step::may(|g, f| {
            g.destroy(f.source);
            f.done = true;
        }),
        Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::enemy), |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.take_control(c, f.controller, Flank::Right);
                g.add_lasting_with(f.source, f.controller, Expiry::SubjectLeavesPlay, c, 0);
            }
        })
        .only_if(|g, f| f.done && g.was_destroyed(f.source)),
    ],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|g, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject && g.card(*card).controller == e.controller {
                *value = 1 << House::Ekwidon as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Vĕsted Harŏld — Scrap: choose a friendly creature and an enemy
/// creature; each goes into its owner's archives (its enhance icons are
/// printed on other cards).
static VESTED_HAROLD: Behavior = Behavior {
    scrap: &[
        Step::target(TargetSpec::new(Zones::CREATURES, filter::friendly), record),
        Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
            for c in [f.target(0), f.last_target()] {
                if c.is_some() {
                    g.archive(g.card(c).owner, c);
                }
            }
        }),
    ],
    ..Behavior::VANILLA
};

/// Requisition Writ — its creature gains "After Reap: pay your opponent 1;
/// if you do, take control of an enemy creature".
static REQUISITION_WRIT: Behavior = Behavior {
    grants: Some(&PAY_ONE_TO_TAKE_A_CREATURE),
    ..Behavior::VANILLA
};

/// What Requisition Writ gives its creature.
static PAY_ONE_TO_TAKE_A_CREATURE: Behavior = Behavior::reap(&[
    Step::then(|g, f| f.done = g.give_amber(f.controller, f.opponent(), 1) == 1),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        subject_is_chosen,
    )
    .only_if(|_, f| f.done),
    Step::then(control::take_subject_if_no_choice).only_if(|_, f| f.done),
    Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
        .only_if(|g, f| f.done && control::flank_choice_needed(g, f)),
]);

/// Suggestion Box — its creature gains "After Reap: look at the top 5
/// cards of your deck; put 1 into your hand and discard the others".
static SUGGESTION_BOX: Behavior = Behavior {
    grants: Some(&KEEP_ONE_OF_FIVE),
    ..Behavior::VANILLA
};

/// What Suggestion Box gives its creature. The 5 cards looked at are the
/// ability's picks ([`Frame::picked`]): more than it keeps in order.
static KEEP_ONE_OF_FIVE: Behavior = Behavior::reap(&[
    Step::look_at_top(5),
    Step::target(
        TargetSpec::new(Zones::HAND, |g, f, c| {
            f.picked.contains(c) && g.card(c).location == Location::Hand
        }),
        |g, f| {
            let kept = f.last_target();
            for c in f.picked.iter() {
                if c != kept && g.card(c).location == Location::Hand {
                    top_of_deck::discard(g, f, c);
                }
            }
        },
    )
    .only_if(top_of_deck::looked_at_any),
]);

/// Shard of Change — Action: once for each friendly Shard, you may swap a
/// card of your hand with a card of the same type in your discard pile
/// (the two switch places: the card leaving the hand is not discarded).
static SHARD_OF_CHANGE: Behavior = Behavior::action(&[
    shards::COUNT_FRIENDLY_SHARDS,
    Step::then(|g, f| {
        for _ in 0..f.count {
            g.trigger_or_repeat(SWAP_A_CARD_WITH_THE_DISCARD_PILE, f.source, f.controller);
        }
    }),
]);

/// "You may swap a card from your hand with a card of the same type in
/// your discard pile."
const SWAP_A_CARD_WITH_THE_DISCARD_PILE: Ability = &[
    Step::target(TargetSpec::new(Zones::HAND, filter::any).optional(), record),
    Step::target(
        TargetSpec::new(Zones::DISCARD, |g, f, c| {
            g.def(c).kind == g.def(f.target(0)).kind
        }),
        |g, f| {
            g.swap_piles(f.target(0), f.last_target());
        },
    )
    .only_if(|_, f| f.target(0).is_some()),
];

#[cfg(test)]
mod tests;
