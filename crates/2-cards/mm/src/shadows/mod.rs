//! Shadows, Mass Mutation.

use keysim_engine::ability::{Behavior, Queries, Reach};
use keysim_engine::select::each;
use keysim_engine::{CardRef, Event, Events, Game, Query, Step, TargetSpec, Zones};
use keysim_facts::{traits, Keywords};

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
        _ => return None,
    })
}

/// Whether `c` is a Mutant.
fn is_mutant(g: &Game, c: CardRef) -> bool {
    g.def(c).has_trait(traits::MUTANT)
}

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

#[cfg(test)]
mod tests;
