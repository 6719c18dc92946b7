//! Redemption, Tokens of Change.

use keysim_engine::ability::{filter, Behavior, Queries, Query, Reach, Step, TargetSpec};
use keysim_engine::{outposts, CardRef, Event, Events, Game, Player, Zones};
use keysim_facts::{traits, CardId};

use crate::family::{archive_itself_if, MAKE_ONE_TOKEN};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "vault-of-redemption" => &VAULT_OF_REDEMPTION,
        "redeemer-amara" => &REDEEMER_AMARA,
        "sacred-duty" => &SACRED_DUTY,
        "vindication-outpost" => &VINDICATION_OUTPOST,
        "admirable-neophyte" => &ADMIRABLE_NEOPHYTE,
        "intrepid-exemplar" => &INTREPID_EXEMPLAR,
        "steadfast-commitment" => &STEADFAST_COMMITMENT,
        "swift-induction" => &SWIFT_INDUCTION,
        "paragon" => &PARAGON,
        "sentinel" => &SENTINEL,
        // Assault 2 (Zealot) is printed; Guardian has no text.
        "zealot" | "guardian" => &Behavior::VANILLA,
        _ => return None,
    })
}

/// Whether a destroyed creature was a Mutant, by what it was when it was
/// destroyed (a token, by its type).
fn was_mutant(was: CardId) -> bool {
    was.def().has_trait(traits::MUTANT)
}

/// Whether creature `c` in play is a Mutant.
fn is_mutant(g: &Game, c: CardRef) -> bool {
    g.has_trait(c, traits::MUTANT)
}

/// Vault of Redemption — each time a Mutant creature is destroyed, its
/// controller draws a card. Reading: the destroyed creature's printed
/// traits (a token's, its type's) decide.
static VAULT_OF_REDEMPTION: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed { was, .. } = ev {
            if was_mutant(was) {
                let mine = g.card(me).controller;
                g.draw(mine, 1);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Redeemer Amara — each time an enemy creature or a Mutant creature is
/// destroyed, make a token creature (once per creature, whichever it is).
static REDEEMER_AMARA: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            controller, was, ..
        } = ev
        {
            let mine = g.card(me).controller;
            if controller != mine || was_mutant(was) {
                g.trigger_or_repeat(MAKE_ONE_TOKEN, me, mine);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// What Sacred Duty gives its creature: "After Fight: make a token
/// creature".
static TOKEN_AFTER_FIGHT: Behavior = Behavior::fight(MAKE_ONE_TOKEN);

/// Sacred Duty — its creature gets +2 power and "After Fight: make a token
/// creature". Play: ready its creature.
static SACRED_DUTY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let host = g.card(f.source).host;
        g.ready(host);
    })],
    grants: Some(&TOKEN_AFTER_FIGHT),
    modifies: Queries::POWER,
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Vindication Outpost — Action: put a friendly creature on the bottom of
/// its owner's deck; if it went there, make a token creature, ready it and
/// fight with it.
static VINDICATION_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::make_tokens(1).only_if(outposts::did),
    Step::then(|g, _| {
        let made = g.tokens_just_made().next();
        if let Some(token) = made {
            g.ready_and_fight(token);
        }
    })
    .only_if(outposts::did),
]);

/// Admirable Neophyte — Play: make a token creature (its enhancement is
/// printed on the deck's cards).
static ADMIRABLE_NEOPHYTE: Behavior = Behavior::play(MAKE_ONE_TOKEN);

/// Intrepid Exemplar — After Fight and Destroyed: make a token creature
/// (taunt is printed).
static INTREPID_EXEMPLAR: Behavior = Behavior {
    fight: MAKE_ONE_TOKEN,
    destroyed: MAKE_ONE_TOKEN,
    ..Behavior::VANILLA
};

/// Steadfast Commitment — Play: the top card of your discard pile goes to
/// the bottom of your deck; make a token creature.
static STEADFAST_COMMITMENT: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        if let Some(&top) = g.player(f.controller).discard.as_slice().last() {
            g.put_on_bottom_of_deck(top);
        }
    }),
    Step::make_tokens(1),
]);

/// Swift Induction — Play: make a token creature; if it enters beside a
/// Mutant creature, archive Swift Induction.
static SWIFT_INDUCTION: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    archive_itself_if(|g, _| {
        g.tokens_just_made()
            .any(|t| g.neighbors(t).any(|n| is_mutant(g, n)))
    }),
]);

/// Whether a Mutant creature is in play, on either side.
fn mutant_in_play(g: &Game) -> bool {
    Player::BOTH
        .into_iter()
        .any(|p| g.creatures(p).iter().any(|&c| is_mutant(g, c)))
}

/// Paragon (token creature) — enters play enraged while a Mutant creature
/// is in play.
static PARAGON: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::EnteredPlay { card, .. } = ev {
            if card == me && mutant_in_play(g) {
                g.enrage(me);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// Sentinel (token creature) — Action: stun an enemy creature, or destroy
/// it instead if it is already stunned.
static SENTINEL: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        if g.card(c).is_stunned() {
            g.destroy(c);
        } else {
            g.stun(c);
        }
    },
)]);
