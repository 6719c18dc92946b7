//! Ekwidon, Winds of Exchange.

use keysim_engine::ability::{
    filter, record, Ability, Behavior, Events, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::control;
use keysim_engine::outposts;
use keysim_engine::select::each;
use keysim_engine::{
    BonusEffect, CardRef, Event, Expiry, Flank, Frame, Game, GameAction, Location, Player, Query,
    Zones,
};
use keysim_facts::{traits, CardType, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "æmbitrage" => &AEMBITRAGE,
        "antiquities-dealer" => &ANTIQUITIES_DEALER,
        "avid-collecting" => &AVID_COLLECTING,
        "conductor-jărroyă" => &CONDUCTOR_JARROYA,
        "corner-the-market" => &CORNER_THE_MARKET,
        "cursed-relic" => &CURSED_RELIC,
        "envoy-of-ekwirrĕ" => &ENVOY_OF_EKWIRRE,
        "flea-market" => &FLEA_MARKET,
        "freelancer" => &FREELANCER,
        "insurance-policy" => &INSURANCE_POLICY,
        "molluscaller" => &MOLLUSCALLER,
        "staff-up" => &STAFF_UP,
        "talent-scout" => &TALENT_SCOUT,
        "the-æmber-road" => &THE_AEMBER_ROAD,
        "token-of-appreciation" => &TOKEN_OF_APPRECIATION,
        "tourist-trap" => &TOURIST_TRAP,
        "transitory-philosopher" => &TRANSITORY_PHILOSOPHER,
        "exchange-program" => &EXCHANGE_PROGRAM,
        "exo-shell-system" => &EXO_SHELL_SYSTEM,
        "gĕzdrutyŏ-the-arcane" => &GEZDRUTYO_THE_ARCANE,
        "gezrăhi-blacksmith" => &GEZRAHI_BLACKSMITH,
        "ikwijĭ-outpost" => &IKWIJI_OUTPOST,
        "market-crash" => &MARKET_CRASH,
        "niffle-paw" => &NIFFLE_PAW,
        "outnegotiate" => &OUTNEGOTIATE,
        "pull-up-stakes" => &PULL_UP_STAKES,
        "puzzling-trinket" => &PUZZLING_TRINKET,
        "sandhopper" => &SANDHOPPER,
        "scrapscrounger" => &SCRAPSCROUNGER,
        "shĭzyokŭ-swopper" => &SHIZYOKU_SWOPPER,
        "trade-secrets" => &TRADE_SECRETS,
        "tya-arhĭ-esquire" => &TYA_ARHI_ESQUIRE,
        "uncommon-currency" => &UNCOMMON_CURRENCY,
        "auction-off" => &AUCTION_OFF,
        "belligerent-guard" => &BELLIGERENT_GUARD,
        "closed-door-negotiation" => &CLOSED_DOOR_NEGOTIATION,
        "dthoshră-recruiter" => &DTHOSHRA_RECRUITER,
        "forced-retirement" => &FORCED_RETIREMENT,
        "gemcoat-vendor" => &GEMCOAT_VENDOR,
        "general-ză-orhă" => &GENERAL_ZA_ORHA,
        "generous-offer" => &GENEROUS_OFFER,
        "hire-on" => &HIRE_ON,
        "mass-buyout" => &MASS_BUYOUT,
        "ornate-talking-tray" => &ORNATE_TALKING_TRAY,
        "shopping-spree" => &SHOPPING_SPREE,
        "shrewd-investor" => &SHREWD_INVESTOR,
        // Its enhance icons are printed on other cards of the deck.
        "steward-su-uzyanĕ" => &Behavior::VANILLA,
        "the-old-tinker" => &THE_OLD_TINKER,
        "the-visible-hand" => &THE_VISIBLE_HAND,
        "trading-frenzy" => &TRADING_FRENZY,
        "shĭgzisŏ-buggy" => &SHIGZISO_BUGGY,
        "shĭsnyasĭ-buggy" => &SHISNYASI_BUGGY,
        "shĭzyokŭ-buggy" => &SHIZYOKU_BUGGY,
        "strange-shell" => &STRANGE_SHELL,
        "diplomat" => &DIPLOMAT,
        "trader" => &TRADER,
        "prospector" => &PROSPECTOR,
        _ => return None,
    })
}

/// Whether `c` is a friendly token creature.
fn friendly_token(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.card(c).controller == f.controller && g.is_token(c)
}

/// Destroys the creature chosen last; the next step reads
/// [`Game::was_destroyed`] on it.
fn destroy_chosen(g: &mut Game, f: &mut Frame) {
    g.destroy(f.last_target());
}

/// Whether the creature chosen first was destroyed ("if you do").
fn chosen_was_destroyed(g: &Game, f: &Frame) -> bool {
    g.was_destroyed(f.target(0))
}

/// Æmbitrage — your keys cost 1 more; your hand refills to 1 more card.
static AEMBITRAGE: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| match q {
        Query::KeyCost { player, value } if *player == g.card(me).controller => *value += 1,
        Query::HandSize { player, value } if *player == g.card(me).controller => *value += 1,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Insurance Policy — its creature gains "Destroyed: if it is not your
/// turn, gain 4"; Play: lose 1.
static INSURANCE_POLICY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.lose(f.controller, 1);
    })],
    grants: Some(&PAYS_4_WHEN_DESTROYED_OFF_TURN),
    ..Behavior::VANILLA
};

/// What Insurance Policy gives its creature: destroyed on another player's
/// turn, its controller gains 4.
static PAYS_4_WHEN_DESTROYED_OFF_TURN: Behavior =
    Behavior::destroyed(&[Step::gain(4).only_if(|g, f| g.active_player() != f.controller)]);

/// The Æmber Road — Omni: a trade counter on it, then gain 1 per trade
/// counter; then your opponent controls it.
static THE_AEMBER_ROAD: Behavior = Behavior::omni(&[Step::then(|g, f| {
    g.add_counters(f.source, 1);
    let n = g.counters(f.source);
    g.gain(f.controller, n);
    if g.card(f.source).location == Location::Artifacts {
        g.take_control(f.source, f.opponent(), Flank::Right);
    }
})]);

/// Token of Appreciation — Play: make a token creature, then forge a key
/// at 7 more than current cost, 1 less per friendly token creature.
static TOKEN_OF_APPRECIATION: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| {
        let tokens = g.token_creatures(f.controller) as u32;
        let cost = (g.key_cost(f.controller) + 7).saturating_sub(tokens);
        g.forge_key_paying(f.controller, cost);
    }),
]);

/// Swaps control of the two cards the ability chose, if it chose both
/// ("if you do").
fn swap_chosen(g: &mut Game, f: &mut Frame) {
    control::swap_control(g, f.target(0), f.target(1), f.source);
}

/// Tourist Trap — Play: make a token creature; Action: a friendly token
/// creature and an enemy creature change sides.
static TOURIST_TRAP: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    action: &[
        Step::target(TargetSpec::new(Zones::CREATURES, friendly_token), record),
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::enemy),
            swap_chosen,
        ),
    ],
    ..Behavior::VANILLA
};

/// Whether `c` is on a flank of its battleline.
fn flank_creature(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.on_flank(c)
}

/// Exchange Program — Play: a friendly flank creature and an enemy flank
/// creature change sides.
static EXCHANGE_PROGRAM: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && flank_creature(g, f, c)
        }),
        record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && flank_creature(g, f, c)
        }),
        swap_chosen,
    ),
]);

/// Niffle Paw — its creature gains "Reap: destroy this creature and move
/// Niffle Paw to another creature".
static NIFFLE_PAW: Behavior = Behavior {
    grants: Some(&NIFFLE_PAW_MOVES_ON),
    ..Behavior::VANILLA
};

/// What Niffle Paw gives its creature.
static NIFFLE_PAW_MOVES_ON: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |_, f, c| c != f.source),
    |g, f| {
        g.destroy(f.source);
        g.move_upgrade(f.granted_by, f.last_target());
    },
)]);

/// Outnegotiate — Play: choose a card in your opponent's discard pile;
/// steal 1 per Æmber bonus icon on it, and it goes to the bottom of its
/// owner's deck.
static OUTNEGOTIATE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::OPPONENT_DISCARD, filter::any),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() {
            g.steal(f.controller, g.bonus_icons(c).amber as u32);
            g.put_on_bottom_of_deck(c);
        }
    },
)]);

/// Puzzling Trinket — you may resolve each Æmber bonus icon as a capture,
/// damage or draw icon instead.
static PUZZLING_TRINKET: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::BonusIconAs {
            player,
            icon: BonusEffect::Amber,
            value,
        } = q
        {
            if *player == g.card(me).controller {
                *value |= BonusEffect::Capture.bit()
                    | BonusEffect::Damage.bit()
                    | BonusEffect::Draw.bit();
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Sandhopper — Action: return a friendly creature to its owner's hand;
/// if it went, you may play a creature of another house than Ekwidon from
/// your hand.
static SANDHOPPER: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.return_to_hand(f.last_target()),
    ),
    Step::target(
        TargetSpec::new(Zones::HAND, |g, _, c| {
            g.def(c).kind == CardType::Creature && !g.belongs_to(c, House::Ekwidon)
        })
        .optional(),
        |g, f| {
            g.play_from_anywhere(f.last_target(), f.controller);
        },
    )
    .only_if(|g, f| f.target(0).is_some() && g.card(f.target(0)).location == Location::Hand),
]);

/// Scrapscrounger — Reap: swap an artifact of your discard pile with a
/// card of your hand (a swap: the card is not discarded from hand, so no
/// "Scrap:" ability or discard reaction hears it).
static SCRAPSCROUNGER: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::DISCARD, |g, _, c| {
            g.def(c).kind == CardType::Artifact
        }),
        record,
    ),
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.swap_piles(f.target(0), f.last_target());
    })
    .only_if(|_, f| f.target(0).is_some()),
]);

/// Shĭzyokŭ Swopper — Fight: it and the creature it fought change sides,
/// if both survived.
static SHIZYOKU_SWOPPER: Behavior = Behavior::fight(&[Step::then(|g, f| {
    if g.in_battleline(f.source) && g.in_battleline(f.subject) {
        control::swap_control(g, f.source, f.subject, f.source);
    }
})]);

/// Uncommon Currency — Action: it and an enemy artifact change sides.
static UNCOMMON_CURRENCY: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::enemy),
    |g, f| {
        control::swap_control(g, f.source, f.last_target(), f.source);
    },
)]);

/// The subject of the ability goes to the ability's controller, on the
/// flank they choose.
const TAKE_SUBJECT: Ability = &[
    Step::then(control::take_subject_if_no_choice),
    Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
        .only_if(control::flank_choice_needed),
];

/// Corner the Market — Play: during your opponent's next turn they cannot
/// play cards, and each card they discard from hand they may archive
/// instead.
static CORNER_THE_MARKET: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::PERMISSIONS.and(Queries::RARE),
    lasting_modify: Some(|g, e, q| {
        let opponent = e.controller.opponent();
        if g.active_player() != opponent {
            return;
        }
        if let Query::CanPlay { player, value, .. } = q {
            if *player == opponent {
                *value = false;
            }
        } else if let Query::Instead {
            action: GameAction::Discard { card },
        } = *q
        {
            if g.card(card).controller == opponent {
                *q = Query::Instead {
                    action: GameAction::MayArchiveInstead { card },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Cursed Relic — it cannot be played, nor discarded from hand except by a
/// card's ability (its enhance icons are printed on other cards).
static CURSED_RELIC: Behavior = Behavior {
    play_condition: Some(|_, _| false),
    discarded_only_by_abilities: true,
    ..Behavior::VANILLA
};

/// Envoy of Ekwirrĕ — Reap: it trades places with a neighbor, and the two
/// trade their Æmber, damage, counters and upgrades too.
static ENVOY_OF_EKWIRRE: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::neighbor),
    |g, f| swap_with_everything_on_them(g, f.source, f.last_target()),
)]);

/// What is on a creature that Envoy of Ekwirrĕ swaps: Æmber, damage,
/// power counters and the counters its text names.
#[derive(Clone, Copy)]
struct Holdings {
    amber: u32,
    damage: u32,
    power_counters: u32,
    counters: u32,
}

fn holdings(g: &Game, c: CardRef) -> Holdings {
    let card = g.card(c);
    Holdings {
        amber: card.amber as u32,
        damage: card.damage as u32,
        power_counters: card.power_counters as u32,
        counters: g.counters(c),
    }
}

/// Takes everything `h` counts off creature `c`.
fn strip(g: &mut Game, c: CardRef, h: Holdings) {
    g.remove_amber(c, h.amber);
    g.remove_damage(c, h.damage);
    g.remove_power_counters(c, h.power_counters);
    g.remove_counters(c, h.counters);
}

/// Puts what `h` counts on creature `c` (its damage placed, not dealt).
fn endow(g: &mut Game, c: CardRef, h: Holdings) {
    g.place_amber(c, h.amber);
    g.assign_damage(c, h.damage);
    g.add_power_counters(c, h.power_counters);
    g.add_counters(c, h.counters);
}

/// Swaps creatures `a` and `b` of one battleline along with their Æmber,
/// damage, counters and upgrades.
fn swap_with_everything_on_them(g: &mut Game, a: CardRef, b: CardRef) {
    if a == b || !g.in_battleline(a) || !g.in_battleline(b) {
        return;
    }
    g.swap_creatures(a, b);
    let (on_a, on_b) = (holdings(g, a), holdings(g, b));
    strip(g, a, on_a);
    strip(g, b, on_b);
    endow(g, a, on_b);
    endow(g, b, on_a);
    g.place_assigned_damage();
    let upgrades = each(g, g.card(a).controller, Zones::UPGRADES, |u| {
        let host = g.card(u).host;
        host == a || host == b
    });
    for &u in upgrades.iter() {
        let to = if g.card(u).host == a { b } else { a };
        g.move_upgrade(u, to);
    }
}

/// Flea Market — Action: a random card of your opponent's hand is shown to
/// you; you may give them 1 Æmber to play it as if it were yours.
static FLEA_MARKET: Behavior = Behavior::action(&[
    Step::then(|g, f| {
        f.subject = g.random_card_in(f.opponent(), Location::Hand);
        g.reveal(f.subject, f.controller);
    }),
    Step::may(|g, f| {
        if g.give_amber(f.controller, f.opponent(), 1) == 1 {
            g.play_from_anywhere(f.subject, f.controller);
        }
    })
    .only_if(|g, f| f.subject.is_some() && g.player(f.controller).amber >= 1),
]);

/// Freelancer — at the start of each turn, the player whose turn it is
/// takes control of its creature, which may be used as if it belonged to
/// the active house.
static FREELANCER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TurnStarted { player } = ev {
            let host = g.card(me).host;
            if host.is_some() && g.card(host).controller != player {
                g.trigger_about(TAKE_SUBJECT, me, player, host);
            }
        }
    }),
    hears: Events::TURN_STARTED,
    modifies: Queries::PERMISSIONS,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::OffHouseUse { card, value, .. } = q {
            if *card == g.card(me).host {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Molluscaller — Reap: for the rest of the turn, each friendly Strange
/// Shell gets +3 power and loses all its abilities.
static MOLLUSCALLER: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::POWER.and(Queries::TEXT),
    lasting_modify: Some(|g, e, q| match q {
        Query::Power { card, value } if friendly_strange_shell(g, e.controller, *card) => {
            *value += 3
        }
        Query::TextBlank { card, value } if friendly_strange_shell(g, e.controller, *card) => {
            *value = true
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Whether `c` is a Strange Shell in play that `p` controls.
fn friendly_strange_shell(g: &Game, p: Player, c: CardRef) -> bool {
    g.in_battleline(c) && g.card(c).controller == p && g.def(c).name == "Strange Shell"
}

/// Staff Up — Play: for the rest of the turn, Æmber that would be added to
/// your pool makes that many token creatures instead.
static STAFF_UP: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::REPLACEMENTS_BUT_READYING,
    lasting_modify: Some(|_, e, q| {
        if let Query::Instead {
            action: GameAction::Gain { player, amount, .. },
        } = *q
        {
            if player == e.controller {
                *q = Query::Instead {
                    action: GameAction::MakeTokens {
                        player,
                        amount,
                        source: e.source,
                    },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Talent Scout — may be used as if it belonged to the active house; Play:
/// look at your opponent's hand and play a creature of it as if it were
/// yours; then your opponent takes control of Talent Scout.
static TALENT_SCOUT: Behavior = Behavior {
    play: &[
        Step::then(|g, f| g.reveal_hand(f.opponent(), f.controller)),
        Step::target(
            TargetSpec::new(Zones::OPPONENT_HAND, |g, _, c| {
                g.def(c).kind == CardType::Creature
            }),
            |g, f| {
                g.play_from_anywhere(f.last_target(), f.controller);
            },
        ),
        Step::then(|g, f| {
            if g.in_battleline(f.source) {
                g.trigger_about(TAKE_SUBJECT, f.source, f.opponent(), f.source);
            }
        }),
    ],
    modifies: Queries::PERMISSIONS,
    reach: Reach::Itself,
    modify: Some(|_, me, q| {
        if let Query::OffHouseUse { card, value, .. } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Antiquities Dealer — Action: gain 2 while you control an artifact.
static ANTIQUITIES_DEALER: Behavior = Behavior::action(&[
    Step::gain(2).only_if(|g, f| !g.player(f.controller).artifacts.as_slice().is_empty())
]);

/// Avid Collecting — Play: a friendly token creature goes back to its
/// owner's hand (as the card it is face up).
static AVID_COLLECTING: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_token),
    |g, f| g.return_to_hand(f.last_target()),
)]);

/// Conductor Jărroyă — Reap: readies each friendly Buggy artifact.
static CONDUCTOR_JARROYA: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let buggies = each(g, f.controller, Zones::ARTIFACTS, |c| {
        g.card(c).controller == f.controller && g.has_trait(c, traits::BUGGY)
    });
    for &c in buggies.iter() {
        g.ready(c);
    }
})]);

/// Transitory Philosopher — Action: steal 1 per enemy artifact.
static TRANSITORY_PHILOSOPHER: Behavior = Behavior::action(&[Step::then(|g, f| {
    let n = g.player(f.opponent()).artifacts.as_slice().len() as u32;
    g.steal(f.controller, n);
})]);

/// Exo-shell System — friendly token creatures are elusive; Play: make a
/// token creature.
static EXO_SHELL_SYSTEM: Behavior = Behavior {
    play: &[Step::make_tokens(1)],
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if g.card(*card).controller == g.card(me).controller
                && g.in_battleline(*card)
                && g.is_token(*card)
            {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Gĕzdrutyŏ the Arcane — Action: steal 2, then it turns facedown and is
/// a token creature from then on (until it leaves play): a copy of the
/// token type of its controller's deck, as a token they make would be (with
/// no token type, it stays itself).
static GEZDRUTYO_THE_ARCANE: Behavior = Behavior::action(&[
    Step::steal(2),
    Step::then(|g, f| {
        let me = f.source;
        if !g.in_battleline(me) {
            return;
        }
        if let Some(token) = g.player(f.controller).token {
            g.become_copy(me, token);
        }
    }),
]);

/// Gezrăhi Blacksmith — at the start of each turn, the player whose turn
/// it is chooses: make a token creature or draw a card.
static GEZRAHI_BLACKSMITH: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TurnStarted { player } = ev {
            g.trigger(TOKEN_OR_DRAW, me, player);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// "Choose: make a token creature or draw a card", for the ability's
/// controller.
const TOKEN_OR_DRAW: Ability = &[
    Step::choose_one(&["make a token creature", "draw a card"], |_, _| {}),
    Step::make_tokens(1).only_if(|_, f| f.option == 0),
    Step::draw(1).only_if(|_, f| f.option == 1),
];

/// Ikwijĭ Outpost — Action: put a friendly creature on the bottom of its
/// owner's deck; if it went there, draw 3.
static IKWIJI_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::draw(3).only_if(outposts::did),
]);

/// Market Crash — Play: destroy each creature that is not a token; gain 2
/// chains.
static MARKET_CRASH: Behavior = Behavior::play(&[Step::then(|g, f| {
    let doomed = each(g, f.controller, Zones::CREATURES, |c| !g.is_token(c));
    for &c in doomed.iter() {
        g.destroy(c);
    }
    g.gain_chains(f.controller, 2);
})]);

/// Pull Up Stakes — Play: shuffle 2 friendly creatures into their owners'
/// decks, then return 4 enemy creatures to their owners' hands.
static PULL_UP_STAKES: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).exactly(2),
        |g, f| g.shuffle_into_deck(f.last_target()),
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy).exactly(4),
        |g, f| g.return_to_hand(f.last_target()),
    ),
]);

/// Trade Secrets — Play: discard any number of Ekwidon cards from your
/// hand, then steal 1 per card discarded.
static TRADE_SECRETS: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::HAND, |g, _, c| g.belongs_to(c, House::Ekwidon)).up_to(u8::MAX),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            if c.is_some() {
                g.discard_from_hand(c);
                f.count += 1;
            }
        },
    ),
    Step::then(|g, f| {
        g.steal(f.controller, f.count as u32);
    }),
]);

/// Tya-Arhĭ, Esquire — each friendly creature that is not a token gains
/// "Destroyed: make a token creature".
static TYA_ARHI_ESQUIRE: Behavior = Behavior {
    grants: Some(&MAKES_A_TOKEN_WHEN_DESTROYED),
    grants_to: Some(|g, me, c| g.card(c).controller == g.card(me).controller && !g.is_token(c)),
    ..Behavior::VANILLA
};

/// What Tya-Arhĭ, Esquire gives: "Destroyed: make a token creature".
static MAKES_A_TOKEN_WHEN_DESTROYED: Behavior = Behavior::destroyed(&[Step::make_tokens(1)]);

/// Auction Off — Play: purge an artifact; its controller gains 1.
static AUCTION_OFF: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::any),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() {
            let controller = g.card(c).controller;
            g.purge(c);
            g.gain(controller, 1);
        }
    },
)]);

/// Belligerent Guard — enters play ready; Play: your opponent draws a card.
static BELLIGERENT_GUARD: Behavior = Behavior {
    play: &[Step::then(|g, f| g.draw(f.opponent(), 1))],
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|_, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Closed-Door Negotiation's effect: your opponent draws a card, you steal
/// 1; if you did and they still have more Æmber than you, the whole
/// effect resolves again ("repeat this effect": the draw included).
static DRAW_THEN_STEAL: [Step; 3] = [
    Step::then(|g, f| g.draw(f.opponent(), 1)),
    Step::then(|g, f| f.done = g.steal(f.controller, 1) == 1),
    Step::repeat(&DRAW_THEN_STEAL)
        .only_if(|g, f| f.done && g.player(f.opponent()).amber > g.player(f.controller).amber),
];

/// Closed-Door Negotiation — Play: your opponent draws a card and you
/// steal 1, again and again while you stole and they still have more than
/// you.
static CLOSED_DOOR_NEGOTIATION: Behavior = Behavior::play(&DRAW_THEN_STEAL);

/// Dthoshră, Recruiter — Reap: make a token creature.
static DTHOSHRA_RECRUITER: Behavior = Behavior::reap(&[Step::make_tokens(1)]);

/// Forced Retirement — Play: destroy a creature; if it was destroyed, the
/// player who controlled it gains 1.
static FORCED_RETIREMENT: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if c.is_some() {
            f.tally = [0; 2];
            f.tally[g.card(c).controller.index()] = 1;
            g.destroy(c);
        }
    }),
    Step::then(|g, f| {
        for p in Player::BOTH {
            if f.tally[p.index()] == 1 {
                g.gain(p, 1);
            }
        }
    })
    .only_if(chosen_was_destroyed),
]);

/// Gemcoat Vendor — Action: steal 1, then 1 damage to itself.
static GEMCOAT_VENDOR: Behavior = Behavior::action(&[
    Step::steal(1),
    Step::then(|g, f| {
        g.deal_damage(f.source, 1);
    }),
]);

/// General Ză-Orhă — Play: one token creature per key your opponent has
/// forged.
static GENERAL_ZA_ORHA: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = g.player(f.opponent()).keys),
    Step::make_tokens_per_count(),
]);

/// Generous Offer — Play: destroy a friendly creature; if it was
/// destroyed, steal 2.
static GENEROUS_OFFER: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        destroy_chosen,
    ),
    Step::steal(2).only_if(chosen_was_destroyed),
]);

/// Hire On — Play: make a token creature; then, with 6 or more Æmber in
/// the two pools together, archive this card.
static HIRE_ON: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| g.archive(f.controller, f.source))
        .only_if(|g, _| g.player(Player::A).amber as u32 + g.player(Player::B).amber as u32 >= 6),
]);

/// Mass Buyout — Play: destroy each creature; each player gains half the
/// number of their creatures destroyed this way, rounded up.
static MASS_BUYOUT: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let all = each(g, f.controller, Zones::CREATURES, |_| true);
        f.tally = [0; 2];
        for &c in all.iter() {
            f.tally[g.card(c).controller.index()] += 1;
            f.picked.insert(c);
            g.destroy(c);
        }
    }),
    // The destruction has resolved: a creature still in play was saved
    // (a ward, a replacement) and does not count.
    Step::then(|g, f| {
        for c in f.picked.iter() {
            if !g.was_destroyed(c) && g.in_battleline(c) {
                let p = g.card(c).controller.index();
                f.tally[p] = f.tally[p].saturating_sub(1);
            }
        }
        for p in Player::BOTH {
            g.gain(p, f.tally[p.index()].div_ceil(2) as u32);
        }
    }),
]);

/// Ornate Talking Tray — Omni: destroy it, then make a token creature.
static ORNATE_TALKING_TRAY: Behavior = Behavior::omni(&[Step::sacrifice(), Step::make_tokens(1)]);

/// Shopping Spree — Play: discard your hand, then draw as many cards as
/// were discarded.
static SHOPPING_SPREE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let hand = each(g, f.controller, Zones::HAND, |_| true);
    let mut n = 0;
    for &c in hand.iter() {
        g.discard_from_hand(c);
        n += 1;
    }
    g.draw(f.controller, n);
})]);

/// Shrewd Investor — Play: you may give your opponent 1 Æmber from the
/// supply; if you do, it captures 4.
static SHREWD_INVESTOR: Behavior = Behavior::play(&[Step::may(|g, f| {
    g.gain(f.opponent(), 1);
    g.capture_from(f.source, f.opponent(), 4);
})]);

/// The Old Tinker — Reap: discard a card from your hand, then draw a card.
static THE_OLD_TINKER: Behavior = Behavior::reap(&[
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.discard_from_hand(f.last_target())
    }),
    Step::draw(1),
]);

/// The Visible Hand — Play: make 2 token creatures; your opponent sees
/// your hand.
static THE_VISIBLE_HAND: Behavior = Behavior::play(&[
    Step::make_tokens(2),
    Step::then(|g, f| g.reveal_hand(f.controller, f.opponent())),
]);

/// Trading Frenzy — Play: a friendly creature captures 3 from your
/// opponent and an enemy creature 3 from you.
static TRADING_FRENZY: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.capture_from(f.last_target(), f.opponent(), 3);
        },
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.capture_from(f.last_target(), f.controller, 3);
    }),
]);

/// Shĭgzisŏ Buggy — Action: destroy a friendly creature; if it was
/// destroyed, gain 2.
static SHIGZISO_BUGGY: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        destroy_chosen,
    ),
    Step::gain(2).only_if(chosen_was_destroyed),
]);

/// Shĭsnyasĭ Buggy — Action: lose 1; if you did, draw 3.
static SHISNYASI_BUGGY: Behavior = Behavior::action(&[
    Step::then(|g, f| f.done = g.lose(f.controller, 1) == 1),
    Step::draw(3).only_if(|_, f| f.done),
]);

/// Shĭzyokŭ Buggy — Action: reveal 2 cards of your hand; if they share a
/// house, discard both and make a token creature.
static SHIZYOKU_BUGGY: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::HAND, filter::any).exactly(2),
        |g, f| g.reveal(f.last_target(), f.opponent()),
    ),
    Step::then(|g, f| {
        let (a, b) = (f.target(0), f.target(1));
        f.done = a.is_some() && b.is_some() && g.card(a).house == g.card(b).house;
        if f.done {
            g.discard_from_hand(a);
            g.discard_from_hand(b);
        }
    }),
    Step::make_tokens(1).only_if(|_, f| f.done),
]);

/// Strange Shell (token) — cannot fight or reap; Action: it goes back to
/// its owner's hand.
static STRANGE_SHELL: Behavior = Behavior {
    action: &[Step::then(|g, f| g.return_to_hand(f.source))],
    modifies: Queries::PERMISSIONS.and(Queries::COMBAT),
    reach: Reach::Itself,
    modify: Some(|_, me, q| match q {
        Query::CanFight { attacker, value } if *attacker == me => *value = false,
        Query::CanReap { card, value } if *card == me => *value = false,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Diplomat (token) — Reap: each player gains 1.
static DIPLOMAT: Behavior = Behavior::reap(&[Step::then(|g, _| {
    for p in Player::BOTH {
        g.gain(p, 1);
    }
})]);

/// Trader (token) — Action: steal 1, then destroy it.
static TRADER: Behavior = Behavior::action(&[Step::steal(1), Step::sacrifice()]);

/// Prospector (token) — Destroyed: draw a card.
static PROSPECTOR: Behavior = Behavior::destroyed(&[Step::draw(1)]);

#[cfg(test)]
mod tests;
