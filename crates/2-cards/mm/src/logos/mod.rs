//! Logos, Mass Mutation.

use keysim_engine::ability::{filter, Behavior, Events, Queries, Step, TargetSpec};
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, LastingEffect, Param, Query, Zones};
use keysim_facts::House;

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
        "odd-clawde" => &ODD_CLAWDE,
        _ => return None,
    })
}

/// Archives the top card of `f.controller`'s deck, if any.
fn archive_top_of_deck(g: &mut Game, f: &Frame) {
    if let Some(top) = g.player(f.controller).deck.last() {
        g.archive(f.controller, top);
    }
}

/// A Logos card in your hand or archives.
const LOGOS_IN_HAND_OR_ARCHIVES: TargetSpec =
    TargetSpec::new(Zones::HAND.and(Zones::ARCHIVES), |g, _, c| {
        g.belongs_to(c, House::Logos)
    });

/// Discards card `c` from its controller's hand or archives.
fn discard_from_hand_or_archives(g: &mut Game, c: CardRef) {
    if !g.discard_from_archives(c) {
        g.discard_from_hand(c);
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
static BOT_BOOKTON: Behavior = Behavior::reap(&[Step::then(|g, f| {
    // An empty deck is not reshuffled; an unplayable card stays on top.
    let top = g.player(f.controller).deck.last().unwrap_or(CardRef::NONE);
    g.play_from_anywhere(top, f.controller);
})]);

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
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        let mut splash = [CardRef::NONE; 2];
        for (slot, n) in splash.iter_mut().zip(g.neighbors(c)) {
            *slot = n;
        }
        g.assign_damage(c, 1);
        for n in splash.into_iter().filter(|n| n.is_some()) {
            g.assign_damage(n, 2);
        }
        g.deal_assigned_damage();
    })]);

/// Eclectic Inquiry — Play: archive the top 2 cards of your deck.
static ECLECTIC_INQUIRY: Behavior = Behavior::play(&[Step::then(|g, f| {
    archive_top_of_deck(g, f);
    archive_top_of_deck(g, f);
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
        if f.last_target().is_some() {
            discard_from_hand_or_archives(g, f.last_target());
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

/// Odd Clawde — Action: steal 1 if the opponent's Æmber is odd.
static ODD_CLAWDE: Behavior = Behavior::action(&[STEAL_ON_PARITY.with(Param::Number(1))]);

#[cfg(test)]
mod tests;
