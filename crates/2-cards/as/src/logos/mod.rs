//! Logos, Æmber Skies.

use keysim_engine::ability::{filter, Ability, Behavior, Frame, Queries, Query, Step};
use keysim_engine::destroyed::target_destroyed;
use keysim_engine::select::each;
use keysim_engine::{
    control, extra_plays, type_change, BonusEffect, CardRef, Event, Events, Expiry, Flank, Game,
    Location, Player, TargetSpec, Zones,
};
use keysim_facts::House;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_de_animator;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "arcenomometer" => &ARCENOMOMETER,
        "captain-nemo" => &CAPTAIN_NEMO,
        "empyrean-charge" => &EMPYREAN_CHARGE,
        "minerva-s-wings" => &MINERVA_S_WINGS,
        "nautilus" => &NAUTILUS,
        "weigh-the-anchor" => &WEIGH_THE_ANCHOR,
        "cmd-prompt" => &CMD_PROMPT,
        "de-animator" => &DE_ANIMATOR,
        "de-doss" => &DE_DOSS,
        "quantum-compass" => &QUANTUM_COMPASS,
        "rm-foler" => &RM_FOLER,
        "root-access" => &ROOT_ACCESS,
        "articulated-ren" => &ARTICULATED_REN,
        "brillix-ponder" => &BRILLIX_PONDER,
        "connectome-transfer" => &CONNECTOME_TRANSFER,
        "ezra-paws" => &EZRA_PAWS,
        "placeholder" => &PLACEHOLDER,
        "quantum-mouse" => &QUANTUM_MOUSE,
        "skippy-the-glorious" => &SKIPPY_THE_GLORIOUS,
        "wurm-tunnel" => &WURM_TUNNEL,
        "holo-camo" => &HOLO_CAMO,
        "reallocation-accessory" => &REALLOCATION_ACCESSORY,
        "void-shields" => &VOID_SHIELDS,
        "titan-sentry" => &TITAN_SENTRY,
        _ => return None,
    })
}

/// The controller of the creature upgrade `me` is attached to.
fn host_controller(g: &Game, me: CardRef) -> Player {
    g.card(g.card(me).host).controller
}

/// The houses card `c` belongs to, a bit per house, without the neutral
/// bit (neutral is no house to share).
fn houses_of(g: &Game, c: CardRef) -> u32 {
    g.houses(c) & !(1 << House::Neutral as u32)
}

/// Arcenomometer — Action: during your opponent's next turn, they lose 1
/// each time they play a card (its enhancement icons are printed on the
/// deck's cards).
static ARCENOMOMETER: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { player, .. } = ev {
            let opponent = e.controller.opponent();
            if player == opponent && g.active_player() == opponent {
                g.lose(opponent, 1);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Captain Nemo — After Fight: destroy an artifact and a creature (both
/// chosen, then destroyed together).
static CAPTAIN_NEMO: Behavior = Behavior::fight(&[
    Step::target(
        TargetSpec::new(Zones::ARTIFACTS, filter::any),
        keysim_engine::ability::record,
    ),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        for c in [f.target(0), f.target(1)] {
            if c.is_some() {
                g.destroy(c);
            }
        }
    }),
]);

/// Empyrean Charge — Play: forge a key at current cost +6, less 1 per card
/// in both players' archives (never below 0); then each player's archives
/// are discarded.
static EMPYREAN_CHARGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let archived =
        (g.player(f.controller).archives.len() + g.player(f.opponent()).archives.len()) as u32;
    let cost = (g.key_cost(f.controller) + 6).saturating_sub(archived);
    g.forge_key_paying(f.controller, cost);
    for p in [f.controller, f.opponent()] {
        let archives = g.player(p).archives;
        for c in archives.iter() {
            g.discard_from_archives(c);
        }
    }
})]);

/// What Minerva's Wings gives its creature: "Action: draw 2 cards".
static DRAW_TWO_ACTION: Behavior = Behavior::action(&[Step::draw(2)]);

/// Minerva's Wings — its creature cannot fight or reap, and gains "Action:
/// draw 2 cards".
static MINERVA_S_WINGS: Behavior = Behavior {
    grants: Some(&DRAW_TWO_ACTION),
    modifies: Queries::COMBAT.and(Queries::PERMISSIONS),
    modify: Some(|g, me, q| match q {
        Query::CanReap { card, value } if *card == g.card(me).host => *value = false,
        Query::CanFight { attacker, value } if *attacker == g.card(me).host => *value = false,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// "Ward a creature. Draw a card."
const WARD_THEN_DRAW: Ability = &[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| g.ward(f.last_target())),
    Step::draw(1),
];

/// Nautilus — Play/After Fight: ward a creature, then draw a card.
static NAUTILUS: Behavior = Behavior {
    play: WARD_THEN_DRAW,
    fight: WARD_THEN_DRAW,
    ..Behavior::VANILLA
};

/// Weigh the Anchor — Play: once per creature the opponent controls beyond
/// your own count, stun an enemy creature (the same one may be chosen
/// again).
static WEIGH_THE_ANCHOR: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let theirs = g.creatures(f.opponent()).len();
        let mine = g.creatures(f.controller).len();
        f.count = theirs.saturating_sub(mine).min(u8::MAX as usize) as u8;
    }),
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.stun(f.last_target())
    }),
]);

/// Cmd. Prompt — After Reap: this turn you may play one non-Logos card.
static CMD_PROMPT: Behavior = Behavior {
    reap: &[extra_plays::allow_one_non_house_play(House::Logos)],
    ..extra_plays::ALLOWS_NON_HOUSE_PLAYS
};

/// "Put a mineralize counter on a creature."
const MINERALIZE_A_CREATURE: Ability = &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.mineralize(f.last_target())
})];

/// The action a mineralized card gains: destroy this artifact.
static DESTROY_THIS_ARTIFACT: Behavior =
    Behavior::action(&[Step::then(|g, f| g.destroy(f.source))]);

/// De-Animator — elusive; while it is in play each card with a mineralize
/// counter is an artifact with "Action: destroy this artifact"
/// (`keysim_engine::type_change`); Play/After Reap: a mineralize counter
/// on a creature.
static DE_ANIMATOR: Behavior = Behavior {
    play: MINERALIZE_A_CREATURE,
    reap: MINERALIZE_A_CREATURE,
    mineralized_are_artifacts: true,
    leaves_play: type_change::RETURN_MINERALIZED,
    on_event: Some(|g, me, ev| {
        if let Event::EnteredPlay { card, .. } = ev {
            if card == me {
                g.mineralized_become_artifacts();
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    grants: Some(&DESTROY_THIS_ARTIFACT),
    grants_to: Some(|g, _, c| g.is_mineralized(c) && g.card(c).location == Location::Artifacts),
    grants_itself: true,
    ..Behavior::VANILLA
};

/// De-Doss — its creature gains "your opponent cannot play creatures more
/// powerful than this creature" (a creature card's power as printed).
static DE_DOSS: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            let host = g.card(me).host;
            if *player == host_controller(g, me).opponent()
                && g.is_creature_card(*card)
                && g.def(*card).power as i32 > g.power(host)
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Quantum Compass — Omni: archive the top card of your deck.
static QUANTUM_COMPASS: Behavior = Behavior::omni(&[Step::archive_top_of_deck()]);

/// Rm-Foler — After Reap: destroy an enemy creature; if it is destroyed,
/// draw a card.
static RM_FOLER: Behavior = Behavior::reap(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.destroy(f.last_target())
    }),
    Step::draw(1).only_if(target_destroyed),
]);

/// Root Access — Play: discard the bottom card of the opponent's deck; 2
/// damage to each enemy creature sharing a house with it.
static ROOT_ACCESS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let bottom = g.discard_bottom_of_deck(f.opponent());
    if bottom.is_none() {
        return;
    }
    let houses = houses_of(g, bottom);
    let hit = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.opponent() && houses_of(g, c) & houses != 0
    });
    g.deal_damage_each(&hit, 2);
})]);

/// Articulated Ren's end of turn: you may exhaust a friendly creature; if
/// you do (it was ready), draw a card.
const EXHAUST_TO_DRAW: Ability = &[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).optional(),
        |g, f| {
            let c = f.last_target();
            f.done = c.is_some() && !g.card(c).is_exhausted();
            g.exhaust(c);
        },
    ),
    Step::draw(1).only_if(|_, f| f.done),
];

/// Articulated Ren — (hazardous 1 is printed) at the end of your turn, you
/// may exhaust a friendly creature to draw a card. Exhausting a creature
/// already exhausted is not doing it (our reading): no card is drawn.
static ARTICULATED_REN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.trigger(EXHAUST_TO_DRAW, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Brillix Ponder — Scrap: draw a card (its enhancement icons are printed
/// on the deck's cards).
static BRILLIX_PONDER: Behavior = Behavior {
    scrap: &[Step::draw(1)],
    ..Behavior::VANILLA
};

/// Connectome Transfer — Play: each flank creature goes to its owner's
/// archives.
static CONNECTOME_TRANSFER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let flanks = each(g, f.controller, Zones::CREATURES, |c| g.on_flank(c));
    for &c in &*flanks {
        let owner = g.card(c).owner;
        g.archive(owner, c);
    }
})]);

/// "Reveal your opponent's hand. Draw a card."
const REVEAL_THEN_DRAW: Ability = &[
    Step::then(|g, f| g.reveal_hand(f.opponent(), f.controller)),
    Step::draw(1),
];

/// Ezra Paws — Play/After Reap: look at the opponent's hand, then draw a
/// card.
static EZRA_PAWS: Behavior = Behavior {
    play: REVEAL_THEN_DRAW,
    reap: REVEAL_THEN_DRAW,
    ..Behavior::VANILLA
};

/// "Move a creature to a flank of its controller's battleline (its
/// player's choice of flank) and deal 2 damage to it."
const MOVE_TO_A_FLANK: Step =
    Step::target(TargetSpec::ANY_CREATURE, keysim_engine::ability::record);

/// The flank chosen for the creature of [`MOVE_TO_A_FLANK`], then the
/// damage.
const TO_FLANK_THEN_HIT: Step = Step::choose_one(control::FLANKS, |g, f| {
    let c = f.target(0);
    let flank = if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    };
    g.move_to_flank(c, flank);
    if c.is_some() {
        g.deal_damage(c, 2);
    }
});

/// Whether the creature the effect hit is not destroyed.
fn survived(g: &Game, f: &Frame) -> bool {
    f.target(0).is_some() && !g.was_destroyed(f.target(0))
}

/// Placeholder — Play: move a creature to a flank and deal 2 damage to
/// it; if it is not destroyed, do it again (to that creature or another),
/// once: "repeat the preceding effect" repeats only what comes before the
/// instruction (rulebook, "Repeat"; the FAQ on Bait and Switch).
static PLACEHOLDER: Behavior = Behavior::play(&[
    MOVE_TO_A_FLANK,
    TO_FLANK_THEN_HIT,
    Step::repeat(&[MOVE_TO_A_FLANK, TO_FLANK_THEN_HIT]).only_if(survived),
]);

/// Quantum Mouse — each draw bonus icon its controller resolves may be
/// resolved as a discard icon instead (its enhancement icons are printed
/// on the deck's cards).
static QUANTUM_MOUSE: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::BonusIconAs {
            player,
            icon: BonusEffect::Draw,
            value,
        } = q
        {
            if *player == g.card(me).controller {
                *value |= BonusEffect::Discard.bit();
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Archive the top card of your deck."
const ARCHIVE_TOP: Ability = &[Step::archive_top_of_deck()];

/// Skippy the Glorious — Play/After Reap: archive the top card of your
/// deck. Scrap: use an opponent's artifact as if it were yours; if you do,
/// draw a card.
static SKIPPY_THE_GLORIOUS: Behavior = Behavior {
    play: ARCHIVE_TOP,
    reap: ARCHIVE_TOP,
    scrap: &[
        Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::enemy), |g, f| {
            f.done = g.use_artifact_as_yours(f.last_target(), f.controller);
        }),
        Step::draw(1).only_if(|_, f| f.done),
    ],
    ..Behavior::VANILLA
};

/// Wurm Tunnel — Play: move 1 Æmber from a creature to the common supply;
/// if you do, draw 2 cards (its enhancement icons are printed on the
/// deck's cards).
static WURM_TUNNEL: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        f.done = g.remove_amber(f.last_target(), 1) == 1;
    }),
    Step::draw(2).only_if(|_, f| f.done),
]);

/// Holo-Camo — its creature cannot be dealt damage while it is ready.
static HOLO_CAMO: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::CanBeDamaged { card, value } = q {
            if *card == g.card(me).host && !g.card(*card).is_exhausted() {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// What Reallocation Accessory's creature gains: archive a card from your
/// hand; choose a player; deal 1 damage to a creature once per card in
/// that player's archives, each chosen in turn.
static ARCHIVE_THEN_DAMAGE_PER_ARCHIVED: Behavior = Behavior::reap(&[
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.archive(f.controller, f.last_target())
    }),
    Step::choose_one(&["you", "your opponent"], |g, f| {
        let chosen = if f.option == 0 {
            f.controller
        } else {
            f.opponent()
        };
        f.count = g.player(chosen).archives.len().min(u8::MAX as usize) as u8;
    }),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.deal_damage(c, 1);
        }
    }),
]);

/// Reallocation Accessory — its creature gains "After Reap: archive a
/// card; choose a player; for each card in their archives, deal 1 damage
/// to a creature".
static REALLOCATION_ACCESSORY: Behavior = Behavior {
    grants: Some(&ARCHIVE_THEN_DAMAGE_PER_ARCHIVED),
    ..Behavior::VANILLA
};

/// Void Shields — its creature gains "at the end of your turn, ward this
/// creature".
static VOID_SHIELDS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let host = g.card(me).host;
        if host.is_some()
            && ev
                == (Event::TurnEnded {
                    player: host_controller(g, me),
                })
        {
            g.ward(host);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// "Choose a player; a random card of their hand goes to their archives."
const ARCHIVE_A_RANDOM_CARD: Ability = &[Step::choose_one(&["you", "your opponent"], |g, f| {
    let chosen = if f.option == 0 {
        f.controller
    } else {
        f.opponent()
    };
    let c = g.random_card_in(chosen, Location::Hand);
    if c.is_some() {
        g.archive(chosen, c);
    }
})];

/// Titan Sentry — while it is in play, no player picks up their archives
/// in step 2. Play/After Reap: choose a player; a random card of their
/// hand goes to their archives.
static TITAN_SENTRY: Behavior = Behavior {
    play: ARCHIVE_A_RANDOM_CARD,
    reap: ARCHIVE_A_RANDOM_CARD,
    modifies: Queries::RARE,
    modify: Some(|_, _, q| {
        if let Query::PicksUpArchives { value, .. } = q {
            *value = false;
        }
    }),
    ..Behavior::VANILLA
};
