//! Logos, Mass Mutation.

use keysim_engine::ability::{filter, record, Behavior, Events, Queries, Step, TargetSpec};
use keysim_engine::control;
use keysim_engine::key_cost;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Expiry, Flank, Frame, Game, Identity, LastingEffect, Location, Param, Query,
    Zones,
};
use keysim_facts::{traits, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "auto-encoder" => &AUTO_ENCODER,
        "bot-bookton" => &BOT_BOOKTON,
        "dæmo-bot" => &DAEMO_BOT,
        "diametric-charge" => &DIAMETRIC_CHARGE,
        "eclectic-inquiry" => &ECLECTIC_INQUIRY,
        "even-ivan" => &EVEN_IVAN,
        "infomorph" => &Behavior::VANILLA,
        "lethologica" => &LETHOLOGICA,
        "munchling" => &MUNCHLING,
        "opposition-research" => &OPPOSITION_RESEARCH,
        "q-mechs" => &Q_MECHS,
        "titan-engineer" => &TITAN_ENGINEER,
        "causal-loop" => &CAUSAL_LOOP,
        "chronus" => &CHRONUS,
        "fission-bloom" => &FISSION_BLOOM,
        "forge-compiler" => &FORGE_COMPILER,
        "krrrzzzaaap" => &KRRRZZZAAAP,
        "mutagenic-serum" => &MUTAGENIC_SERUM,
        "novu-dynamo" => &NOVU_DYNAMO,
        "professor-terato" => &PROFESSOR_TERATO,
        "adaptoid" => &ADAPTOID,
        "animator" => &ANIMATOR,
        "auto-vac-5150" => &AUTO_VAC_5150,
        "cyber-clone" => &CYBER_CLONE,
        "library-card" => &LIBRARY_CARD,
        "mind-over-matter" => &MIND_OVER_MATTER,
        "the-archivist" => &THE_ARCHIVIST,
        "it-s-coming" => &ITS_COMING,
        "odd-clawde" => &ODD_CLAWDE,
        "ultra-gravitron" | "ultra-gravitron2" => &ULTRA_GRAVITRON,
        _ => return None,
    })
}

/// A Logos card in your hand or archives.
const LOGOS_IN_HAND_OR_ARCHIVES: TargetSpec =
    TargetSpec::new(Zones::HAND.and(Zones::ARCHIVES), |g, _, c| {
        g.belongs_to(c, House::Logos)
    });

/// Discards card `c` from its controller's hand or archives; returns
/// whether it was discarded (a card archived from the opponent goes back
/// to its owner's hand instead).
fn discard_from_hand_or_archives(g: &mut Game, c: CardRef) -> bool {
    match g.card(c).location {
        Location::Archives => g.discard_from_archives(c),
        Location::Hand => {
            g.discard_from_hand(c);
            g.card(c).location == Location::Discard
        }
        _ => false,
    }
}

/// Auto-Encoder — after a card is discarded from your hand, archive the
/// top card of your deck.
static AUTO_ENCODER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::DiscardedFromHand { player, .. } = ev {
            if player == g.card(me).controller {
                if let Some(top) = g.player(player).deck.last() {
                    g.archive(player, top);
                }
            }
        }
    }),
    hears: Events::DISCARDED_FROM_HAND,
    ..Behavior::VANILLA
};

/// Bot Bookton — Reap: play the top card of your deck.
static BOT_BOOKTON: Behavior = Behavior::reap(&[Step::play_top_of_deck()]);

/// Dæmo-Bot — Reap: discard a card from your hand to draw a card.
/// Destroyed: steal 1.
static DAEMO_BOT: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::new(Zones::HAND, filter::any),
        |g, f| {
            if f.last_target().is_some() {
                g.discard_from_hand(f.last_target());
                g.draw(f.controller, 1);
            }
        },
    )],
    destroyed: &[Step::steal(1)],
    ..Behavior::VANILLA
};

/// Diametric Charge — Play: 1 damage to a creature, with 2 splash, all
/// dealt at once.
static DIAMETRIC_CHARGE: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage_with_splash(f.last_target(), 1, 2)
    })]);

/// Eclectic Inquiry — Play: archive the top 2 cards of your deck.
static ECLECTIC_INQUIRY: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.archive_top_of_deck(f.controller);
    g.archive_top_of_deck(f.controller);
})]);

/// "Action: if your opponent's Æmber is even (param 0) or odd (param 1),
/// steal 1" (Even Ivan, Odd Clawde).
const STEAL_ON_PARITY: Step = Step::then(|g, f| {
    if u32::from(g.player(f.opponent()).amber) % 2 == f.param().number() {
        g.steal(f.controller, 1);
    }
});

/// Even Ivan — Action: steal 1 if the opponent's Æmber is even.
static EVEN_IVAN: Behavior = Behavior::action(&[STEAL_ON_PARITY.with(Param::Number(0))]);

/// Lethologica — Play: discard from the top of your deck until a Logos
/// card is discarded, and put that card into your hand.
static LETHOLOGICA: Behavior = Behavior::play(&[Step::then(|g, f| loop {
    let discarded = g.discard_top_of_deck(f.controller);
    if discarded.is_none() {
        break;
    }
    if g.belongs_to(discarded, House::Logos) {
        g.return_to_hand(discarded);
        break;
    }
})]);

/// Munchling — Fight: you may discard a Logos card from your hand or
/// archives to gain 1.
static MUNCHLING: Behavior = Behavior::fight(&[Step::target(
    LOGOS_IN_HAND_OR_ARCHIVES.optional(),
    |g, f| {
        if f.last_target().is_some() && discard_from_hand_or_archives(g, f.last_target()) {
            g.gain(f.controller, 1);
        }
    },
)]);

/// Opposition Research — Play: during the opponent's next turn, enemy
/// creatures cannot reap.
static OPPOSITION_RESEARCH: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(enemies_cannot_reap_on_their_turn),
    ..Behavior::VANILLA
};

/// The lasting effect of Opposition Research: while the opponent of the
/// effect's controller is active, their creatures cannot reap.
fn enemies_cannot_reap_on_their_turn(g: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::CanReap { card, value } = q {
        if g.card(*card).controller != e.controller && g.active_player() != e.controller {
            *value = false;
        }
    }
}

/// Q-Mechs — Play: draw a card. Destroyed: archive it.
static Q_MECHS: Behavior = Behavior {
    play: &[Step::draw(1)],
    destroyed: &[Step::then(|g, f| g.archive(f.controller, f.source))],
    ..Behavior::VANILLA
};

/// Titan Engineer — while in the battleline but not on a flank, keys cost
/// 1 more.
static TITAN_ENGINEER: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { value, .. } = q {
            if g.in_battleline(me) && !g.on_flank(me) {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Causal Loop — Play: archive a card from your hand, then archive it.
static CAUSAL_LOOP: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.archive(f.controller, f.last_target())
    }),
    Step::then(|g, f| g.archive(f.controller, f.source)),
]);

/// Chronus — after you resolve a draw bonus icon, you may archive a card.
static CHRONUS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::BonusIconResolved {
            player,
            icon: keysim_engine::BonusEffect::Draw,
            ..
        } = ev
        {
            if player == g.card(me).controller {
                g.trigger(MAY_ARCHIVE_A_CARD, me, player);
            }
        }
    }),
    hears: Events::BONUS_ICON_RESOLVED,
    ..Behavior::VANILLA
};

/// "You may archive a card" (from your hand).
const MAY_ARCHIVE_A_CARD: &[Step] = &[Step::target(
    TargetSpec::new(Zones::HAND, filter::any).optional(),
    |g, f| g.archive(f.controller, f.last_target()),
)];

/// "The next time you play a card this turn, resolve each of its bonus
/// icons an additional time" (Fission Bloom, Wild Bounty), once a step has
/// started the lasting effect: the next resolution of a card's icons,
/// played or resolved as if played (the FAQ ruling on Fission Bloom and
/// Ultra Gravitron: "as if you had played it" triggers such effects),
/// resolves them once more.
pub(crate) const NEXT_CARDS_ICONS_AGAIN: Behavior = Behavior {
    lasting_event: Some(|g, e, ev| {
        if let Event::BonusIconsResolved {
            card,
            player,
            icons,
        } = ev
        {
            if player == e.controller {
                g.end_lasting(e);
                g.resolve_icons(card, player, icons);
            }
        }
    }),
    lasting_hears: Events::BONUS_ICONS_RESOLVED,
    ..Behavior::VANILLA
};

/// Fission Bloom — Action: the next card you play this turn (or resolve
/// the bonus icons of as if you had played it) resolves each of its bonus
/// icons once more.
static FISSION_BLOOM: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    ..NEXT_CARDS_ICONS_AGAIN
};

/// Whether card `c` has the Mutant trait.
fn is_mutant(g: &Game, c: CardRef) -> bool {
    g.has_trait(c, traits::MUTANT)
}

/// Forge Compiler — after the opponent forges a key, destroy it and ward
/// each friendly creature.
static FORGE_COMPILER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { player, .. } = ev {
            let mine = g.card(me).controller;
            if player != mine {
                g.destroy(me);
                let friendly = each(g, mine, Zones::CREATURES, |c| g.card(c).controller == mine);
                for &c in &*friendly {
                    g.ward(c);
                }
            }
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// Krrrzzzaaap!!! — Play: destroy each non-Mutant creature; gain 1 chain.
static KRRRZZZAAAP: Behavior = Behavior::play(&[Step::then(|g, f| {
    let doomed = each(g, f.controller, Zones::CREATURES, |c| !is_mutant(g, c));
    for &c in &*doomed {
        g.destroy(c);
    }
    g.gain_chains(f.controller, 1);
})]);

/// Mutagenic Serum — Omni: destroy it; this turn, you may use friendly
/// Mutant creatures.
static MUTAGENIC_SERUM: Behavior = Behavior {
    omni: &[Step::then(|g, f| {
        g.destroy(f.source);
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHouseUse {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller
                && g.in_battleline(*card)
                && g.card(*card).controller == e.controller
                && is_mutant(g, *card)
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Novu Dynamo — at the start of your turn, you may discard a Logos card
/// from your hand or archives to gain 1; otherwise it is destroyed.
static NOVU_DYNAMO: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(DISCARD_LOGOS_OR_DESTROY_ITSELF, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Novu Dynamo's ability at the start of its controller's turn.
const DISCARD_LOGOS_OR_DESTROY_ITSELF: &[Step] = &[
    Step::target(LOGOS_IN_HAND_OR_ARCHIVES.optional(), |g, f| {
        if f.last_target().is_some() && discard_from_hand_or_archives(g, f.last_target()) {
            g.gain(f.controller, 1);
            f.done = true;
        }
    }),
    Step::then(|g, f| g.destroy(f.source)).only_if(|_, f| !f.done),
];

/// Professor Terato — each Mutant creature gains "Reap: draw a card",
/// itself included (a Mutant: the engine never has a card grant to itself,
/// so it has the reap as its own).
static PROFESSOR_TERATO: Behavior = Behavior {
    reap: REAP_DRAW_ONE.reap,
    grants: Some(&REAP_DRAW_ONE),
    grants_to: Some(|g, _, c| g.in_battleline(c) && is_mutant(g, c)),
    ..Behavior::VANILLA
};

static REAP_DRAW_ONE: Behavior = Behavior::reap(&[Step::draw(1)]);

/// Adaptoid — after you play a card with a bonus icon, it gains for the
/// rest of the turn, chosen: +2 armor, assault 2, or "Fight: steal 1". The
/// lasting effect remembers the choice in its value.
static ADAPTOID: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller && !g.bonus_icons(card).is_empty() {
                g.trigger(ADAPT, me, player);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    lasting_modifies: Queries::ARMOR.and(Queries::ASSAULT_HAZARDOUS),
    lasting_modify: Some(|_, e, q| match q {
        Query::Armor { card, value } if *card == e.subject && e.value == ADAPT_ARMOR => {
            *value += 2;
        }
        Query::Assault { card, value } if *card == e.subject && e.value == ADAPT_ASSAULT => {
            *value += 2;
        }
        _ => {}
    }),
    lasting_grants: Some(|_, e, c| {
        (c == e.subject && e.value == ADAPT_STEAL).then_some(&FIGHT_STEAL_ONE)
    }),
    ..Behavior::VANILLA
};

const ADAPT_ARMOR: u8 = 0;
const ADAPT_ASSAULT: u8 = 1;
const ADAPT_STEAL: u8 = 2;

/// Adaptoid's choice, kept by a lasting effect on it for the turn.
const ADAPT: &[Step] = &[Step::choose_one(
    &["+2 armor", "assault 2", "Fight: steal 1"],
    |g, f| {
        if g.in_battleline(f.source) {
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::EndOfTurn,
                f.source,
                f.option,
            );
        }
    },
)];

static FIGHT_STEAL_ONE: Behavior = Behavior::fight(&[Step::steal(1)]);

/// Animator — Action: move an artifact to a flank of its controller's
/// battleline: for the rest of the turn it is a 3-power creature of the
/// active house (a lasting effect on it), back among the artifacts as the
/// turn ends.
static ANIMATOR: Behavior = Behavior {
    action: &[
        Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::any), record),
        Step::then(animate).only_if(|g, f| chosen_artifact(g, f) && !flank_to_choose(g, f)),
        Step::choose_one(control::FLANKS, animate)
            .only_if(|g, f| chosen_artifact(g, f) && flank_to_choose(g, f)),
    ],
    lasting_modifies: Queries::POWER.and(Queries::HOUSES),
    lasting_modify: Some(|g, e, q| match q {
        Query::Power { card, value } if *card == e.subject && g.in_battleline(*card) => {
            *value += 3;
        }
        Query::Houses { card, value } if *card == e.subject && g.in_battleline(*card) => {
            if let Some(h) = g.active_house() {
                *value = 1 << h as u32;
            }
        }
        _ => {}
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::TurnEnded { .. } = ev {
            g.move_battleline_artifact_to_artifacts(e.subject);
        }
    }),
    lasting_hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Whether Animator's chosen artifact is still among the artifacts.
fn chosen_artifact(g: &Game, f: &Frame) -> bool {
    f.target(0).is_some() && g.card(f.target(0)).location == Location::Artifacts
}

/// Whether the chosen artifact's controller has a battleline to choose a
/// flank of.
fn flank_to_choose(g: &Game, f: &Frame) -> bool {
    !g.creatures(g.card(f.target(0)).controller).is_empty()
}

/// Moves Animator's chosen artifact to the flank `f.option` names (0 the
/// left) and makes it a creature for the rest of the turn.
fn animate(g: &mut Game, f: &mut Frame) {
    let c = f.target(0);
    let flank = if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    };
    g.move_artifact_to_battleline(c, flank);
    g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
}

/// Auto-Vac 5150 — Action: you may discard a card from your archives; if
/// you do, keys cost +3 during the opponent's next turn, otherwise archive
/// a card.
static AUTO_VAC_5150: Behavior = Behavior {
    action: &[
        Step::target(
            TargetSpec::new(Zones::ARCHIVES, filter::any).optional(),
            |g, f| {
                if g.discard_from_archives(f.last_target()) {
                    f.done = true;
                    g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn);
                }
            },
        ),
        Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
            g.archive(f.controller, f.last_target())
        })
        .only_if(|_, f| !f.done),
    ],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, 3)),
    ..Behavior::VANILLA
};

/// Cyber-Clone — Play: purge another creature; until Cyber-Clone leaves
/// play, it has that creature's power and gains its armor, keywords
/// (assault and hazardous values included) and traits. A lasting effect on
/// Cyber-Clone remembers the purged card (its value): its power is read
/// from the card as purged, out of play (its printed power). The card does
/// not say "if you do": when the purge is prevented (a ward), Cyber-Clone
/// still takes the chosen creature's printed power, armor, keywords and
/// traits.
static CYBER_CLONE: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, |_, f, c| c != f.source),
        |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            g.purge(c);
            if g.in_battleline(f.source) {
                g.add_lasting_with(
                    f.source,
                    f.controller,
                    Expiry::SubjectLeavesPlay,
                    f.source,
                    c.0,
                );
            }
        },
    )],
    lasting_modifies: Queries::POWER
        .and(Queries::ARMOR)
        .and(Queries::KEYWORDS)
        .and(Queries::ASSAULT_HAZARDOUS)
        .and(Queries::RARE),
    lasting_modify: Some(|g, e, q| {
        let purged = g.def(CardRef(e.value));
        match q {
            Query::Power { card, value } if *card == e.subject => {
                *value += purged.power as i32 - g.def(e.subject).power as i32;
            }
            Query::Armor { card, value } if *card == e.subject => {
                *value += purged.armor as i32;
            }
            Query::Keywords { card, value } if *card == e.subject => {
                *value = value.with(purged.keywords);
            }
            Query::Assault { card, value } if *card == e.subject => {
                *value += purged.assault as u32;
            }
            Query::Hazardous { card, value } if *card == e.subject => {
                *value += purged.hazardous as u32;
            }
            Query::HasTrait { card, which, value } if *card == e.subject => {
                *value |= purged.has_trait(*which);
            }
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Library Card — Action: purge it; for the rest of the turn, after you
/// play a card, draw a card.
static LIBRARY_CARD: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.purge(f.source);
        if g.card(f.source).location == Location::Purged {
            g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
        }
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { player, .. } = ev {
            if player == e.controller {
                g.draw(player, 1);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Mind Over Matter — Play: put each creature into its owner's archives.
static MIND_OVER_MATTER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let creatures = each(g, f.controller, Zones::CREATURES, |_| true);
    for &c in &*creatures {
        let owner = g.card(c).owner;
        g.archive(owner, c);
    }
})]);

/// The Archivist — archived faceup; while it is in your archives, you may
/// pick up any number of your archived cards instead of all of them.
static THE_ARCHIVIST: Behavior = Behavior {
    archived_faceup: true,
    picks_up_archives_selectively: true,
    ..Behavior::VANILLA
};

/// Either half of a gigantic creature.
fn gigantic_half(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.card(c).printed.gigantic().is_some()
}

/// It's Coming... — Play: search your deck and discard pile for either
/// half of a gigantic creature, reveal it and take it into your hand; then
/// shuffle your deck.
static ITS_COMING: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::DECK.and(Zones::DISCARD), gigantic_half),
        |g, f| {
            let found = f.last_target();
            if found.is_some() {
                g.return_to_hand(found);
                g.reveal(found, f.opponent());
            }
        },
    ),
    Step::then(|g, f| g.shuffle_deck(f.controller)),
]);

/// Odd Clawde — Action: steal 1 if the opponent's Æmber is odd.
static ODD_CLAWDE: Behavior = Behavior::action(&[STEAL_ON_PARITY.with(Param::Number(1))]);

/// Ultra Gravitron (both halves) — Play: archive the top 5 cards of your
/// deck. Fight/Reap: discard a card from your archives; if you do, purge a
/// creature and resolve its bonus icons as if you had played it.
static ULTRA_GRAVITRON: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for _ in 0..5 {
            g.archive_top_of_deck(f.controller);
        }
    })],
    ..Behavior::fight_and_reap(PURGE_AND_RESOLVE_ITS_ICONS)
};

/// Ultra Gravitron's Fight/Reap: the icons are read before the purge (a
/// gigantic creature's are those of both its halves); a ward stops the
/// purge, not the icons.
const PURGE_AND_RESOLVE_ITS_ICONS: &[Step] = &[
    Step::target(TargetSpec::new(Zones::ARCHIVES, filter::any), |g, f| {
        f.done = g.discard_from_archives(f.last_target())
    }),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        let mut icons = g.bonus_icons(c);
        if g.identity(c) == Identity::Gigantic {
            let half = g.bonus_icons(g.card(c).host);
            icons.amber += half.amber;
            icons.capture += half.capture;
            icons.damage += half.damage;
            icons.draw += half.draw;
            icons.discard += half.discard;
        }
        g.purge(c);
        g.resolve_icons(c, f.controller, icons);
    })
    .only_if(|_, f| f.done),
];

#[cfg(test)]
mod tests;
