//! Brobnar, Winds of Exchange.

use keysim_engine::ability::{
    filter, Ability, Behavior, Frame, LastingEffect, Queries, Query, Reach, Step, TargetSpec,
};
use keysim_engine::outposts;
use keysim_engine::select::Tally;
use keysim_engine::{control, CardRef, Event, Events, Expiry, Flank, Game, Location, Zones};
use keysim_facts::{traits, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "ancient-battleground" => &ANCIENT_BATTLEGROUND,
        "endless-hordes" => &ENDLESS_HORDES,
        "frost-giant" => &FROST_GIANT,
        "hallafest" => &HALLAFEST,
        "harmal-atoon" => &HARMAL_ATOON,
        "kretchee" => &KRETCHEE,
        "nirbor-flamewing" => &NIRBOR_FLAMEWING,
        "revna-starsong" => &REVNA_STARSONG,
        "brawl-in" => &BRAWL_IN,
        "broken-axe-outpost" => &BROKEN_AXE_OUTPOST,
        "crim-torchtooth" => &CRIM_TORCHTOOTH,
        "feats-of-strength" => &FEATS_OF_STRENGTH,
        "ged-hammer" => &GED_HAMMER,
        "the-grand-gord" => &THE_GRAND_GORD,
        "vow-of-blood" => &VOW_OF_BLOOD,
        "vulka" => &VULKA,
        "brikk-nastee" => &BRIKK_NASTEE,
        "fresh-marks" => &FRESH_MARKS,
        "jarl-svend" => &JARL_SVEND,
        "might-club" => &MIGHT_CLUB,
        "pelf" => &PELF,
        "press-gang" => &PRESS_GANG,
        "ragnarok-prep" => &RAGNAROK_PREP,
        "rant-and-rive" => &RANT_AND_RIVE,
        "shock-herder" => &SHOCK_HERDER,
        "stratosmack" => &STRATOSMACK,
        "berserker" => &BERSERKER,
        "warrior" => &WARRIOR,
        "ecto-charge" => &ECTO_CHARGE,
        "near-future-lens" => &NEAR_FUTURE_LENS,
        "curse-of-forgetfulness" => &CURSE_OF_FORGETFULNESS,
        // Splash-attack and skirmish are printed: the engine deals them;
        // Rowdy Skald's enhancement icons are printed on the deck's cards.
        "crogg-the-clumsy" | "rowdy-skald" | "skirmisher" | "grumpus" => &Behavior::VANILLA,
        _ => return None,
    })
}

/// "Make a token creature", as an ability of its own (for reactions).
const MAKE_ONE_TOKEN: Ability = &[Step::make_tokens(1)];

/// What Ancient Battleground gives each friendly creature: after it
/// fights, its controller gains 1.
static GAIN_ONE_AFTER_FIGHT: Behavior = Behavior::fight(&[Step::gain(1)]);

/// Ancient Battleground — friendly creatures cannot reap; each has "After
/// Fight: gain 1".
static ANCIENT_BATTLEGROUND: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanReap { card, value } = q {
            if g.card(*card).controller == g.card(me).controller {
                *value = false;
            }
        }
    }),
    grants: Some(&GAIN_ONE_AFTER_FIGHT),
    grants_to: Some(|g, me, c| g.in_battleline(c) && g.card(c).controller == g.card(me).controller),
    ..Behavior::VANILLA
};

/// Endless Hordes — Play: for each enemy creature, one at a time (in the
/// order its player chooses), make a token creature, ready it and have it
/// fight that creature, taunt notwithstanding. A creature gone before its
/// turn still gets its token, which cannot fight it.
static ENDLESS_HORDES: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::CREATURES, filter::enemy)),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && filter::not_chosen(g, f, c)
        }),
        |g, f| {
            // With none left to choose, the step ends with the count of
            // the creatures gone before their turn.
            if f.last_target().is_some() {
                g.trigger_about(ONE_HORDE, f.source, f.controller, f.last_target());
            }
        },
    ),
    Step::make_tokens_per_count(),
    Step::then(|g, _| {
        let made: Vec<CardRef> = g.tokens_just_made().collect();
        for c in made {
            g.ready(c);
        }
    }),
]);

/// One of Endless Hordes' tokens, for the enemy creature its frame is
/// about.
const ONE_HORDE: Ability = &[
    Step::make_tokens(1),
    Step::then(|g, f| {
        let token = g.tokens_just_made().next();
        if let Some(token) = token {
            g.ready(token);
            g.fight_creature(token, f.subject);
        }
    }),
];

/// Frost Giant — step 4 (ready cards) does not ready it.
static FROST_GIANT: Behavior = Behavior {
    modifies: Queries::READYING,
    modify: Some(|_, me, q| {
        if let Query::ReadiesInReadyStep { card, value } = q {
            if *card == me {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Hallafest — Play: take up to 4 Bräkken cards of different titles from
/// your deck and discard pile into your hand, shown to the opponent;
/// shuffle your deck; gain a chain per card taken.
static HALLAFEST: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::DECK.and(Zones::DISCARD), |g, f, c| {
            g.def(c).has_trait(traits::BRAKKEN)
                && f.chosen()
                    .iter()
                    .all(|&p| p.is_none() || p == c || g.def(p).name != g.def(c).name)
        })
        .up_to(4),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            g.return_to_hand(c);
            g.reveal(c, f.opponent());
        },
    ),
    Step::then(|g, f| {
        g.shuffle_deck(f.controller);
        let taken = f
            .chosen()
            .iter()
            .filter(|&&c| c.is_some() && g.card(c).location == Location::Hand)
            .count();
        g.gain_chains(f.controller, taken as u32);
    }),
]);

/// What Harmal Atoon gives each other friendly Brobnar creature: when
/// destroyed, it goes back to its owner's hand.
static RETURN_TO_HAND_WHEN_DESTROYED: Behavior =
    Behavior::destroyed(&[Step::then(|g, f| g.return_to_hand(f.source))]);

/// Harmal Atoon — each other friendly Brobnar creature has "Destroyed:
/// return it to its owner's hand".
static HARMAL_ATOON: Behavior = Behavior {
    grants: Some(&RETURN_TO_HAND_WHEN_DESTROYED),
    grants_to: Some(|g, me, c| {
        c != me
            && g.in_battleline(c)
            && g.card(c).controller == g.card(me).controller
            && g.belongs_to(c, House::Brobnar)
    }),
    ..Behavior::VANILLA
};

/// Kretchee — each time a creature is exalted or captures Æmber, 1 more
/// Æmber from the supply goes on it.
static KRETCHEE: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Exalted { card: creature, .. } | Event::Captured { creature, .. } = ev {
            g.place_amber(creature, 1);
        }
    }),
    hears: Events::EXALTED.and(Events::CAPTURED),
    ..Behavior::VANILLA
};

/// Nirbor Flamewing — at the start of its owner's turn, from their discard
/// pile: they may destroy a friendly creature to put it into play ready.
/// Destroyed: make a token creature.
static NIRBOR_FLAMEWING: Behavior = Behavior {
    destroyed: MAKE_ONE_TOKEN,
    in_discard: Some(|g, me, ev| {
        let owner = g.card(me).owner;
        if ev == (Event::TurnStarted { player: owner }) {
            g.trigger(NIRBOR_RISES, me, owner);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Nirbor Flamewing's return: a friendly creature destroyed, then Nirbor
/// put into play ready on the flank its owner chooses.
const NIRBOR_RISES: Ability = &[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).optional(),
        |g, f| g.destroy(f.target(0)),
    )
    .only_if(in_discard),
    Step::then(|g, f| {
        if g.creatures(f.controller).is_empty() {
            rise_on(g, f, Flank::Right);
        }
    })
    .only_if(sacrificed),
    Step::choose_one(control::FLANKS, |g, f| {
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        rise_on(g, f, flank);
    })
    .only_if(sacrificed),
];

/// Whether the ability's source is still in a discard pile.
fn in_discard(g: &Game, f: &Frame) -> bool {
    g.card(f.source).location == Location::Discard
}

/// Whether the creature chosen was destroyed and the source is still in
/// the discard pile, to be put into play.
fn sacrificed(g: &Game, f: &Frame) -> bool {
    in_discard(g, f) && g.was_destroyed(f.target(0))
}

fn rise_on(g: &mut Game, f: &Frame, flank: Flank) {
    if g.put_into_play(f.source, f.controller, flank) {
        g.ready(f.source);
    }
}

/// Revna Starsong — each friendly Berserker has no "After Fight:"
/// abilities, its own (the token's self-destruction) or gained.
static REVNA_STARSONG: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::HasFightAbilities { card, value } = q {
            if g.card(*card).controller == g.card(me).controller
                && g.def(*card).name == BERSERKER_TITLE
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The title of the Berserker token creature, which Revna Starsong names.
const BERSERKER_TITLE: &str = "Berserker";

/// Brawl In — Play: make 2 token creatures and enrage them.
static BRAWL_IN: Behavior = Behavior::play(&[
    Step::make_tokens(2),
    Step::then(|g, _| {
        let made: Vec<_> = g.tokens_just_made().collect();
        for c in made {
            g.enrage(c);
        }
    }),
]);

/// Broken Axe Outpost — Action: put a friendly creature on the bottom of
/// its owner's deck; if it went there, deal 6 damage to an enemy creature.
static BROKEN_AXE_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::deal_damage(TargetSpec::new(Zones::CREATURES, filter::enemy), 6).only_if(outposts::did),
]);

/// Crim Torchtooth — After Fight: enrage each of its neighbors.
static CRIM_TORCHTOOTH: Behavior = Behavior::fight(&[Step::then(|g, f| {
    let neighbors: Vec<CardRef> = g.neighbors(f.source).collect();
    for n in neighbors {
        g.enrage(n);
    }
})]);

/// Feats of Strength — Play: for the rest of the turn, make a token
/// creature each time an enemy creature is destroyed in a fight.
static FEATS_OF_STRENGTH: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(feats_of_strength),
    lasting_hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

fn feats_of_strength(g: &mut Game, e: LastingEffect, ev: Event) {
    if let Event::Destroyed {
        controller,
        fighting,
        ..
    } = ev
    {
        if controller != e.controller && fighting.is_some() {
            g.trigger(MAKE_ONE_TOKEN, e.source, e.controller);
        }
    }
}

/// Ged Hammer — Destroyed: ready and enrage each other friendly Brobnar
/// creature.
static GED_HAMMER: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let others: Vec<CardRef> = g
        .creatures(f.controller)
        .iter()
        .copied()
        .filter(|&c| c != f.source && g.belongs_to(c, House::Brobnar))
        .collect();
    for c in others {
        g.ready(c);
        g.enrage(c);
    }
})]);

/// The Grand Gord — at the start of your turn, make a token creature if
/// you control a most powerful creature (ties count).
static THE_GRAND_GORD: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(GRAND_GORD_TOKEN, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// The Grand Gord's token, made if its controller holds the top power.
const GRAND_GORD_TOKEN: Ability = &[Step::make_tokens(1).only_if(|g, f| {
    let top = g.all_creatures().map(|c| g.power(c)).max();
    g.creatures(f.controller)
        .iter()
        .any(|&c| Some(g.power(c)) == top)
})];

/// Vow of Blood — Play: 2 damage to each damaged enemy creature.
static VOW_OF_BLOOD: Behavior = Behavior::play(&[Step::then(|g, f| {
    let damaged: Vec<CardRef> = g
        .creatures(f.opponent())
        .iter()
        .copied()
        .filter(|&c| g.card(c).damage > 0)
        .collect();
    g.deal_damage_each(&damaged, 2);
})]);

/// Vulka — each friendly Brobnar creature has splash-attack 1 more.
static VULKA: Behavior = Behavior {
    modifies: Queries::RARE,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::SplashAttack { card, value } = q {
            if g.card(*card).controller == g.card(me).controller
                && g.belongs_to(*card, House::Brobnar)
            {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Brikk Nastee — its controller gains 1 after another friendly Brobnar
/// creature fights.
static BRIKK_NASTEE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Fought {
            attacker,
            controller,
            ..
        } = ev
        {
            let mine = g.card(me).controller;
            if attacker != me && controller == mine && g.belongs_to(attacker, House::Brobnar) {
                g.gain(mine, 1);
            }
        }
    }),
    hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

/// Fresh Marks — Play: destroy a friendly creature; if it is destroyed,
/// exalt 3 enemy creatures.
static FRESH_MARKS: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.destroy(f.target(0)),
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy).exactly(3),
        |g, f| g.exalt(f.last_target()),
    )
    .only_if(|g, f| g.was_destroyed(f.target(0))),
]);

/// Jarl Svend — make a token creature after an enemy creature is
/// destroyed fighting it, if Jarl Svend survives.
static JARL_SVEND: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            controller,
            fighting,
            ..
        } = ev
        {
            let mine = g.card(me).controller;
            if fighting == me
                && controller != mine
                && g.in_battleline(me)
                && !g.card(me).is_tagged()
            {
                g.trigger(MAKE_ONE_TOKEN, me, mine);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Might Club — Action: ready and enrage a creature.
static MIGHT_CLUB: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.ready(f.target(0));
        g.enrage(f.target(0));
    })]);

/// Pelf — After Fight: the opponent loses 1.
static PELF: Behavior = Behavior::fight(&[Step::opponent_loses(1)]);

/// Press Gang — Play: make a token creature; archive Press Gang if an
/// enemy creature was destroyed this turn.
static PRESS_GANG: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| g.archive(f.controller, f.source))
        .only_if(|g, f| g.turn_history().creatures_destroyed[f.opponent().index()] > 0),
]);

/// Ragnarok Prep — Play: make a token creature; then, with more creatures
/// than the opponent, they lose 2.
static RAGNAROK_PREP: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::opponent_loses(2)
        .only_if(|g, f| g.creatures(f.controller).len() > g.creatures(f.opponent()).len()),
]);

/// Rant and Rive — Play: an opponent holding 8 or more loses half, the
/// loss rounded down.
static RANT_AND_RIVE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let amber = g.player(f.opponent()).amber as u32;
    if amber >= 8 {
        g.lose(f.opponent(), amber / 2);
    }
})]);

/// Shock Herder — Play: ready a neighbor and fight with it.
static SHOCK_HERDER: Behavior = Behavior::play(&[Step::ready_and_fight(TargetSpec::new(
    Zones::CREATURES,
    filter::neighbor,
))]);

/// Stratosmack — Play: 3 damage to a creature; make a token creature if
/// that destroys it.
static STRATOSMACK: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 3),
    Step::make_tokens(1).only_if(|g, f| g.was_destroyed(f.target(0))),
]);

/// Berserker (token) — enters play ready and enraged; After Fight: it is
/// destroyed.
static BERSERKER: Behavior = Behavior {
    fight: &[Step::then(|g, f| g.destroy(f.source))],
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|_, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        if ev
            == (Event::EnteredPlay {
                card: me,
                controller: g.card(me).controller,
            })
        {
            g.enrage(me);
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// Warrior (token) — cannot reap while an enemy creature is in play.
static WARRIOR: Behavior = Behavior {
    modifies: Queries::COMBAT,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::CanReap { card, value } = q {
            if *card == me && !g.creatures(g.card(me).controller.opponent()).is_empty() {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Ecto-Charge — Play: forge a key at 20 over the current cost, 1 less
/// per card in your discard pile but never under 6; if a key is forged,
/// purge Ecto-Charge.
static ECTO_CHARGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let discarded = g.player(f.controller).discard.len() as u32;
    let cost = (g.key_cost(f.controller) + 20)
        .saturating_sub(discarded)
        .max(6);
    if g.forge_key_paying(f.controller, cost) {
        g.purge(f.source);
    }
})]);

/// Near-Future Lens — the top card of its controller's deck is revealed
/// to both players; Omni: play that card, whatever its house, as if from
/// hand.
static NEAR_FUTURE_LENS: Behavior = Behavior {
    omni: &[Step::play_top_of_deck()],
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::DeckTopRevealed { player, value } = q {
            if *player == g.card(me).controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Curse of Forgetfulness — treachery: it enters play under the
/// opponent's control; at the end of its controller's turn, the top card
/// of their discard pile is purged.
static CURSE_OF_FORGETFULNESS: Behavior = Behavior {
    enters_under_opponent: true,
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            if let Some(&top) = g.player(mine).discard.as_slice().last() {
                g.purge(top);
            }
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
