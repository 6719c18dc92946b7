//! Shadows, Mass Mutation.

use keysim_engine::ability::{filter, Behavior, Queries, Reach};
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Events, Expiry, Flank, Frame, Game, LastingEffect, Location, Query, Step,
    TargetSpec, Zones,
};
use keysim_facts::{traits, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "dark-æmber-vault" => &DARK_AMBER_VAULT,
        "bo-nithing" => &BO_NITHING,
        "dæmo-thief" => &DAEMO_THIEF,
        "dark-wave" => &DARK_WAVE,
        "francis-the-economist" => &FRANCIS_THE_ECONOMIST,
        "look-over-there" => &LOOK_OVER_THERE,
        "mutant-cutpurse" => &Behavior::VANILLA,
        "opportunist" => &OPPORTUNIST,
        "rad-penny" => &RAD_PENNY,
        "subtle-otto" => &SUBTLE_OTTO,
        "tempting-offer" => &TEMPTING_OFFER,
        "vandalize" => &VANDALIZE,
        "borrow" => &BORROW,
        "boss-zarek" => &BOSS_ZAREK,
        "lucky-dice" => &LUCKY_DICE,
        "miasma-bomb" => &MIASMA_BOMB,
        "ransack" => &RANSACK,
        "reckless-rizzo" => &RECKLESS_RIZZO,
        _ => return None,
    })
}

/// Whether `c` is a Mutant.
fn is_mutant(g: &Game, c: CardRef) -> bool {
    g.def(c).has_trait(traits::MUTANT)
}

/// An enemy creature.
const ENEMY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::enemy);

/// Dark Æmber Vault — after you play a Mutant creature, draw a card;
/// friendly Mutant creatures get +2 power.
static DARK_AMBER_VAULT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller && g.is_creature_card(card) && is_mutant(g, card) {
                g.draw(player, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.card(*card).controller == g.card(me).controller && is_mutant(g, *card) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bo Nithing — Play: steal 1 per key the opponent has forged.
static BO_NITHING: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.steal(f.controller, g.player(f.opponent()).keys as u32);
})]);

/// Dæmo-Thief — elusive; Destroyed: steal 1.
static DAEMO_THIEF: Behavior = Behavior::destroyed(&[Step::steal(1)]);

/// Dark Wave — Play: 2 damage to each creature that is not a Mutant.
static DARK_WAVE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let others = each(g, f.controller, Zones::CREATURES, |c| !is_mutant(g, c));
    g.deal_damage_each(&others, 2);
})]);

/// Francis the Economist — skirmish; Fight: both players gain 1.
static FRANCIS_THE_ECONOMIST: Behavior = Behavior::fight(&[Step::then(|g, f| {
    g.gain(f.controller, 1);
    g.gain(f.opponent(), 1);
})]);

/// Look Over There! — Play: 2 damage to a creature; steal 1 if it
/// survives.
static LOOK_OVER_THERE: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 2),
    // Any destruction has resolved.
    Step::steal(1).only_if(|g, f| f.target(0).is_some() && g.in_battleline(f.target(0))),
]);

/// Opportunist — its creature is elusive; Play: that creature captures 1.
static OPPORTUNIST: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.capture(g.card(f.source).host, 1);
    })],
    modifies: Queries::KEYWORDS,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == g.card(me).host {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Rad Penny — Play: steal 1. Destroyed: she is shuffled into her owner's
/// deck.
static RAD_PENNY: Behavior = Behavior {
    play: &[Step::steal(1)],
    destroyed: &[Step::then(|g, f| g.shuffle_into_deck(f.source))],
    ..Behavior::VANILLA
};

/// Subtle Otto — Play: the opponent discards a random card from hand.
static SUBTLE_OTTO: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.discard_random(f.opponent());
})]);

/// Tempting Offer — Play: return an enemy creature to its owner's hand; if
/// it goes, the opponent gains 1.
static TEMPTING_OFFER: Behavior = Behavior::play(&[Step::target(ENEMY_CREATURE, |g, f| {
    let c = f.target(0);
    g.return_to_hand(c);
    if c.is_some() && g.card(c).location == Location::Hand {
        g.gain(f.opponent(), 1);
    }
})]);

/// One of the cards Vandalize took off the top of the opponent's deck,
/// still in the opponent's hand where it waits to be chosen.
fn looked_at(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.chosen()[..f.count as usize].contains(&c) && g.card(c).location == Location::Hand
}

/// Vandalize — Play: of the top 3 cards of the opponent's deck, one is
/// discarded and the others go back in the order you choose. The cards
/// wait in the opponent's hand, revealed to you, to be chosen from; each
/// goes back to the top of the deck (the discarded one to be discarded
/// from there).
static VANDALIZE: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let opponent = f.opponent();
        for _ in 0..3 {
            let Some(top) = g.player(opponent).deck.last() else {
                break;
            };
            g.return_to_hand(top);
            g.reveal(top, f.controller);
            f.push_target(top);
        }
        f.count = f.target_count;
    }),
    Step::target(TargetSpec::new(Zones::OPPONENT_HAND, looked_at), |g, f| {
        g.put_on_top_of_deck(f.last_target());
        g.discard_top_of_deck(f.opponent());
    })
    .only_if(|_, f| f.count > 0),
    // The card chosen goes on top, the other beneath it.
    Step::target(TargetSpec::new(Zones::OPPONENT_HAND, looked_at), |g, f| {
        let top = f.last_target();
        for i in 0..f.count as usize {
            let c = f.target(i);
            if c != top && g.card(c).location == Location::Hand {
                g.put_on_top_of_deck(c);
            }
        }
        g.put_on_top_of_deck(top);
    })
    .only_if(|g, f| (0..f.count as usize).any(|i| looked_at(g, f, f.target(i)))),
]);

/// "While under your control, it belongs to house Shadows": the lasting
/// effect's subject, while its controller controls it (Borrow,
/// Shadowsaurus).
fn shadows_while_yours(g: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::Houses { card, value } = q {
        if *card == e.subject && g.card(*card).controller == e.controller {
            *value = 1 << House::Shadows as u32;
        }
    }
}

/// Remembers the subject as a card that belongs to Shadows while the
/// ability's controller controls it ([`shadows_while_yours`]).
fn mark_subject_shadows(g: &mut Game, f: &Frame) {
    if f.subject.is_some() {
        g.add_lasting_with(
            f.source,
            f.controller,
            Expiry::SubjectLeavesPlay,
            f.subject,
            0,
        );
    }
}

/// Borrow — Play: take control of an enemy artifact; it belongs to Shadows
/// while you control it.
static BORROW: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::ARTIFACTS, filter::enemy),
        |g, f| {
            f.subject = f.target(0);
            mark_subject_shadows(g, f);
            g.take_control(f.subject, f.controller, Flank::Right);
        },
    )],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(shadows_while_yours),
    ..Behavior::VANILLA
};

/// Boss Zarek — each friendly creature with Æmber on it is elusive.
static BOSS_ZAREK: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            let c = g.card(*card);
            if c.controller == g.card(me).controller
                && c.location == Location::Battleline
                && c.amber > 0
            {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Lucky Dice — Omni: sacrifice it; during the opponent's next turn,
/// friendly creatures cannot be dealt damage.
static LUCKY_DICE: Behavior = Behavior {
    omni: &[
        Step::sacrifice(),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)),
    ],
    lasting_modifies: Queries::OTHER,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanBeDamaged { card, value } = q {
            if g.active_player() != e.controller && g.card(*card).controller == e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Miasma Bomb — Action: sacrifice it; the opponent skips step 1 (forge a
/// key) of their next turn.
static MIASMA_BOMB: Behavior = Behavior {
    action: &[
        Step::sacrifice(),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)),
    ],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::CanForge { player, value } = q {
            if *player != e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Ransack — Play: steal 1 and discard the top card of your deck, again
/// while the card discarded is a Shadows card.
static RANSACK: Behavior = Behavior::play(&[Step::then(|g, f| loop {
    g.steal(f.controller, 1);
    let top = g.discard_top_of_deck(f.controller);
    if top.is_none() || !g.belongs_to(top, House::Shadows) {
        break;
    }
})]);

/// Reckless Rizzo — elusive; Action: steal 2, and it loses elusive until
/// your next turn starts.
static RECKLESS_RIZZO: Behavior = Behavior {
    action: &[
        Step::steal(2),
        Step::then(|g, f| {
            g.add_lasting_with(f.source, f.controller, Expiry::StartOfNextTurn, f.source, 0);
        }),
    ],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|_, e, q| {
        if let Query::Keywords { card, value } = q {
            if *card == e.subject {
                *value = value.without(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
