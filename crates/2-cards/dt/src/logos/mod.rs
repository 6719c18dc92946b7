//! Logos, Dark Tidings.

#[cfg(test)]
mod tests;

use keysim_engine::ability::{filter, Behavior, Events, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::{CardRef, Event, Frame, Game, Player, Zones};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "armadrone-evil-twin" => &ARMADRONE_EVIL_TWIN,
        "binary-moray-evil-twin" => &BINARY_MORAY_EVIL_TWIN,
        "old-egad-evil-twin" => &OLD_EGAD_EVIL_TWIN,
        "pi-sweven-evil-twin" => &PI_SWEVEN_EVIL_TWIN,
        "prof-garwynne-evil-twin" => &PROF_GARWYNNE_EVIL_TWIN,
        "talmage-steelheart-evil-twin" => &TALMAGE_STEELHEART_EVIL_TWIN,
        "tide-warp" => &TIDE_WARP,
        "archon-s-callback" => &ARCHONS_CALLBACK,
        "binary-moray" => &BINARY_MORAY,
        "mechabuoy" => &MECHABUOY,
        "mind-bullets" => &MIND_BULLETS,
        "prof-garwynne" => &PROF_GARWYNNE,
        "armadrone" => &ARMADRONE,
        "bilgewarden" => &BILGEWARDEN,
        "final-analysis" => &FINAL_ANALYSIS,
        "hydrocataloguer" => &HYDROCATALOGUER,
        "old-egad" => &OLD_EGAD,
        "pi-sweven" => &PI_SWEVEN,
        "submersive-principle" => &SUBMERSIVE_PRINCIPLE,
        "talmage-steelheart" => &TALMAGE_STEELHEART,
        _ => return None,
    })
}

/// The cards the active player has played this turn, the one resolving
/// included (it is counted as it is played).
fn cards_played_this_turn(g: &Game) -> u32 {
    g.turn_history().cards_played as u32
}

/// Archives the top card of `p`'s deck, if any.
fn archive_top_of_deck(g: &mut Game, p: Player) {
    if let Some(top) = g.player(p).deck.last() {
        g.archive(p, top);
    }
}

/// "Archive a card" (from your hand).
const ARCHIVE_A_CARD: Step = Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
    g.archive(f.controller, f.last_target())
});

/// "If the tide is high, your opponent raises the tide; otherwise, you
/// raise it" (Bilgewarden, Tide Warp).
fn swing_the_tide(g: &mut Game, f: &mut Frame) {
    if g.tide_is_high(f.controller) {
        g.raise_tide(f.opponent());
    } else {
        g.raise_tide(f.controller);
    }
}

/// [`swing_the_tide`] as an ability of its own.
const SWING_THE_TIDE: &[Step] = &[Step::then(swing_the_tide)];

/// Armadrone (evil twin) — Fight: steal 2.
static ARMADRONE_EVIL_TWIN: Behavior = Behavior::fight(&[Step::steal(2)]);

/// "After you raise the tide, ready this creature; after your opponent
/// raises it, exhaust it" (Binary Moray and its evil twin).
fn moray_follows_the_tide(g: &mut Game, me: CardRef, ev: Event) {
    if let Event::TideRaised { player } = ev {
        if player == g.card(me).controller {
            g.ready(me);
        } else {
            g.exhaust(me);
        }
    }
}

/// Binary Moray (evil twin) — readied when you raise the tide, exhausted
/// when the opponent does. Skirmish is printed.
static BINARY_MORAY_EVIL_TWIN: Behavior = Behavior {
    on_event: Some(moray_follows_the_tide),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Old Egad (evil twin) — Destroyed: each enemy creature becomes enraged.
static OLD_EGAD_EVIL_TWIN: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller != f.controller
    }) {
        g.enrage(c);
    }
})]);

/// Whether the tide is high for the ability's controller.
fn tide_high(g: &Game, f: &Frame) -> bool {
    g.tide_is_high(f.controller)
}

/// PI Sweven (evil twin) — Reap: while the tide is high for you, the
/// opponent discards a card at random from hand.
static PI_SWEVEN_EVIL_TWIN: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        g.discard_random(f.opponent());
    })
    .only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// "You may take a card of your archives into your hand" (Prof. Garwynne
/// and its evil twin).
const ARCHIVED_CARD_TO_HAND: Step = Step::target(
    TargetSpec::new(Zones::ARCHIVES, filter::any).optional(),
    |g, f| g.return_to_hand(f.last_target()),
);

/// Prof. Garwynne (evil twin) — Fight: you may take a card of your
/// archives into your hand. Skirmish is printed.
static PROF_GARWYNNE_EVIL_TWIN: Behavior = Behavior::fight(&[ARCHIVED_CARD_TO_HAND]);

/// Talmage Steelheart (evil twin) — Play: damage to an enemy creature, as
/// much as the cards you played this turn, itself included.
static TALMAGE_STEELHEART_EVIL_TWIN: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let n = cards_played_this_turn(g);
        g.deal_damage(f.last_target(), n);
    },
)]);

/// Tide Warp — at the start of your turn, the opponent raises the tide if
/// it is high for you; otherwise you raise it.
static TIDE_WARP: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(SWING_THE_TIDE, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Archon's Callback — Play: draw 5 (omega, printed, then ends the step).
static ARCHONS_CALLBACK: Behavior = Behavior::play(&[Step::draw(5)]);

/// Binary Moray — readied when you raise the tide, exhausted when the
/// opponent does; Reap: archive a card.
static BINARY_MORAY: Behavior = Behavior {
    reap: &[ARCHIVE_A_CARD],
    ..BINARY_MORAY_EVIL_TWIN
};

/// Mechabuoy — at the start of each player's turn, that player gains 1 if
/// the tide is high for them.
static MECHABUOY: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::TurnStarted { player } = ev {
            if g.tide_is_high(player) {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::TURN_STARTED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Mind Bullets — Play: for each card you played this turn (itself
/// included), 1 damage to each creature, dealt once per card.
static MIND_BULLETS: Behavior = Behavior::play(&[Step::then(|g, f| {
    for _ in 0..cards_played_this_turn(g) {
        let all = each(g, f.controller, Zones::CREATURES, |_| true);
        g.deal_damage_each(&all, 1);
    }
})]);

/// Prof. Garwynne — Reap: you may take a card of your archives into your
/// hand. Elusive is printed.
static PROF_GARWYNNE: Behavior = Behavior::reap(&[ARCHIVED_CARD_TO_HAND]);

/// Armadrone — Fight: steal 1.
static ARMADRONE: Behavior = Behavior::fight(&[Step::steal(1)]);

/// Bilgewarden — Play/Reap: the opponent raises the tide if it is high for
/// you; otherwise you raise it.
static BILGEWARDEN: Behavior = Behavior {
    play: SWING_THE_TIDE,
    reap: SWING_THE_TIDE,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Final Analysis — Play: destroy each creature; each player draws a card
/// per creature of theirs destroyed this way.
static FINAL_ANALYSIS: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        f.tally = g.turn_history().creatures_destroyed;
        for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
            g.destroy(c);
        }
    }),
    // The destructions have resolved: the history counts them by the
    // player who controlled each.
    Step::then(|g, f| {
        let now = g.turn_history().creatures_destroyed;
        for p in [f.controller, f.opponent()] {
            let i = p.index();
            g.draw(p, now[i].saturating_sub(f.tally[i]) as u32);
        }
    }),
]);

/// Hydrocataloguer — after a player raises the tide, they archive the top
/// card of their deck.
static HYDROCATALOGUER: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::TideRaised { player } = ev {
            archive_top_of_deck(g, player);
        }
    }),
    hears: Events::TIDE_RAISED,
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Old Egad — Destroyed: ward each of its neighbors.
static OLD_EGAD: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let mut neighbors = [CardRef::NONE; 2];
    for (slot, n) in neighbors.iter_mut().zip(g.neighbors(f.source)) {
        *slot = n;
    }
    for c in neighbors.into_iter().filter(|c| c.is_some()) {
        g.ward(c);
    }
})]);

/// PI Sweven — Reap: while the tide is high for you, draw 3.
static PI_SWEVEN: Behavior = Behavior {
    reap: &[Step::draw(3).only_if(tide_high)],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Submersive Principle — Play: each player loses 1; while the tide is
/// high for you, each loses half their Æmber (the loss rounded down)
/// instead.
static SUBMERSIVE_PRINCIPLE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let halve = g.tide_is_high(f.controller);
        for p in [f.controller, f.opponent()] {
            let loss = if halve {
                g.player(p).amber as u32 / 2
            } else {
                1
            };
            g.lose(p, loss);
        }
    })],
    reads_tide: true,
    ..Behavior::VANILLA
};

/// Talmage Steelheart — Play: a +1 power counter for each card you played
/// this turn, itself included.
static TALMAGE_STEELHEART: Behavior = Behavior::play(&[Step::then(|g, f| {
    let n = cards_played_this_turn(g);
    g.add_power_counters(f.source, n);
})]);
