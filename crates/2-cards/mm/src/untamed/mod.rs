//! Untamed, Mass Mutation.

use keysim_engine::ability::{Behavior, Frame, Queries, Query, Step, TargetSpec};
use keysim_engine::{CardRef, Game, Player, Zones};
use keysim_facts::{traits, House, Trait};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cephaloist" => &CEPHALOIST,
        "dæmo-beast" => &DAEMO_BEAST,
        "dark-faerie" => &DARK_FAERIE,
        "fandangle" => &FANDANGLE,
        "floomf" => &FLOOMF,
        "gloriana-s-attendant" => &Behavior::VANILLA,
        "keyfrog" => &KEYFROG,
        "pismire" => &PISMIRE,
        "rapid-evolution" => &RAPID_EVOLUTION,
        _ => return None,
    })
}

/// Whether creature `c`, in play, has trait `t` (printed or gained).
fn is(g: &Game, c: CardRef, t: Trait) -> bool {
    g.has_trait(c, t)
}

/// How many creatures `p` controls that have trait `t`.
fn creatures_with_trait(g: &Game, p: Player, t: Trait) -> usize {
    g.creatures(p).iter().filter(|&&c| is(g, c, t)).count()
}

/// Cephaloist — while its controller has 4 Æmber or more, their Æmber
/// cannot be stolen.
static CEPHALOIST: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::CanBeStolen { player, value } = q {
            let mine = g.card(me).controller;
            if *player == mine && g.player(mine).amber >= 4 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Dæmo-Beast — Destroyed: steal 1 (skirmish is printed).
static DAEMO_BEAST: Behavior = Behavior::destroyed(&[Step::steal(1)]);

/// Dark Faerie — Fight: gain 2 (skirmish is printed).
static DARK_FAERIE: Behavior = Behavior::fight(&[Step::gain(2)]);

/// Fandangle — while its controller has 4 Æmber or more, their non-Untamed
/// creatures enter play ready.
static FANDANGLE: Behavior = Behavior {
    modifies: Queries::OTHER,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            let mine = g.card(me).controller;
            if g.card(*card).controller == mine
                && g.is_creature_card(*card)
                && !g.belongs_to(*card, House::Untamed)
                && g.player(mine).amber >= 4
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A Beast creature.
fn beast(g: &Game, _: &Frame, c: CardRef) -> bool {
    is(g, c, traits::BEAST)
}

/// Floomf — Fight: two +1 power counters on a Beast creature (skirmish is
/// printed).
static FLOOMF: Behavior = Behavior::fight(&[Step::target(
    TargetSpec::new(Zones::CREATURES, beast),
    |g, f| g.add_power_counters(f.last_target(), 2),
)]);

/// Keyfrog — Destroyed: its controller forges a key at current cost (with
/// Æmber on cards that may pay, the active player splits the cost).
static KEYFROG: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    g.forge_key_at_current_cost(f.controller);
})]);

/// Pismire — while its controller has more Mutant creatures than their
/// opponent, the opponent's keys cost 2 more.
static PISMIRE: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine
                && creatures_with_trait(g, mine, traits::MUTANT)
                    > creatures_with_trait(g, *player, traits::MUTANT)
            {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Rapid Evolution — Play: a creature gets a +1 power counter per Æmber in
/// your pool (its own Æmber bonus included).
static RAPID_EVOLUTION: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let amber = g.player(f.controller).amber as u32;
        g.add_power_counters(f.last_target(), amber);
    })]);

#[cfg(test)]
mod tests;
