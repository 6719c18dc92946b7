//! Untamed, Tokens of Change.

use keysim_engine::ability::{filter, Behavior, LastingEffect, Queries, Query, Step, TargetSpec};
use keysim_engine::named_tokens::TokenType;
use keysim_engine::{select, BonusEffect, CardRef, Expiry, Game, Location, Zones};
use keysim_facts::traits;

use crate::family::{archive_itself_if, MAKE_ONE_TOKEN};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "niffle-sanctuary" => &NIFFLE_SANCTUARY,
        "harlock" => &HARLOCK,
        "kharisma" => &KHARISMA,
        "umwas" => &UMWAS,
        "massing-at-midnight" => &MASSING_AT_MIDNIGHT,
        "signal-faerie" => &SIGNAL_FAERIE,
        "survival-of-the-richest" => &SURVIVAL_OF_THE_RICHEST,
        "whimsical-conjuror" => &WHIMSICAL_CONJUROR,
        "niffle-brute" => &NIFFLE_BRUTE,
        "steppe-wolf" => &STEPPE_WOLF,
        "twilight-pixie" => &TWILIGHT_PIXIE,
        // Hazardous 2 is printed.
        "briar-instar" => &Behavior::VANILLA,
        _ => return None,
    })
}

/// The Niffle Brute token creature (Niffle Sanctuary makes it).
struct NiffleBrute;

impl TokenType for NiffleBrute {
    const SLUG: &'static str = "niffle-brute";
}

/// The title of the Niffle Brute token creature.
const NIFFLE_BRUTE_TITLE: &str = "Niffle Brute";

/// The title of Niffle Sanctuary, which a Niffle Brute looks for.
const NIFFLE_SANCTUARY_TITLE: &str = "Niffle Sanctuary";

/// "After Fight: gain 1", what Niffle Sanctuary gives each Niffle Brute
/// for the turn.
static GAIN_ONE_AFTER_FIGHT: Behavior = Behavior::fight(&[Step::gain(1)]);

/// Niffle Sanctuary — Action: make a Niffle Brute; for the rest of the
/// turn, each Niffle Brute (on either side) has "After Fight: gain 1".
static NIFFLE_SANCTUARY: Behavior = Behavior {
    action: &[
        Step::make_named_token::<NiffleBrute>(),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)),
    ],
    lasting_grants: Some(|g: &Game, _: LastingEffect, c: CardRef| {
        (g.in_battleline(c) && g.def(c).name == NIFFLE_BRUTE_TITLE).then_some(&GAIN_ONE_AFTER_FIGHT)
    }),
    ..Behavior::VANILLA
};

/// Harlock — After Fight: make a token creature if the creature it fought
/// was destroyed (skirmish is printed).
static HARLOCK: Behavior =
    Behavior::fight(&[Step::make_tokens(1).only_if(|g, f| g.was_destroyed(f.subject))]);

/// Kharisma — After Reap: return another friendly creature to its owner's
/// hand; if it went there, make a token creature (elusive is printed).
static KHARISMA: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && c != f.source
        }),
        |g, f| {
            let c = f.target(0);
            g.return_to_hand(c);
            f.done = c.is_some() && g.card(c).location == Location::Hand;
        },
    ),
    Step::make_tokens(1).only_if(|_, f| f.done),
]);

/// Umwas — Play: make a token creature, then give each friendly token
/// creature a +1 power counter.
static UMWAS: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| {
        let tokens: Vec<CardRef> = g
            .creatures(f.controller)
            .iter()
            .copied()
            .filter(|&c| g.is_token(c))
            .collect();
        for c in tokens {
            g.add_power_counters(c, 1);
        }
    }),
]);

/// Massing at Midnight — Play: make 3 token creatures; purge it.
static MASSING_AT_MIDNIGHT: Behavior =
    Behavior::play(&[Step::make_tokens(3), Step::then(|g, f| g.purge(f.source))]);

/// Signal Faerie — Play and After Reap: make a token creature.
static SIGNAL_FAERIE: Behavior = Behavior {
    play: MAKE_ONE_TOKEN,
    reap: MAKE_ONE_TOKEN,
    ..Behavior::VANILLA
};

/// Survival of the Richest — Play: make a token creature; with more Æmber
/// than the opponent, archive it.
static SURVIVAL_OF_THE_RICHEST: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    archive_itself_if(|g, f| g.player(f.controller).amber > g.player(f.opponent()).amber),
]);

/// Niffle Brute (token creature) — Destroyed: Niffle Sanctuary from your
/// discard pile goes back to your hand; if none is there, a Niffle card of
/// your choice from your discard pile does.
static NIFFLE_BRUTE: Behavior = Behavior::destroyed(&[
    Step::then(|g, f| {
        let sanctuaries = select::each(g, f.controller, Zones::DISCARD, |c| {
            g.def(c).name == NIFFLE_SANCTUARY_TITLE
        });
        if let Some(&sanctuary) = sanctuaries.first() {
            g.return_to_hand(sanctuary);
            f.done = true;
        }
    }),
    Step::target(
        TargetSpec::new(Zones::DISCARD, |g, _, c| g.def(c).has_trait(traits::NIFFLE)),
        |g, f| g.return_to_hand(f.last_target()),
    )
    .only_if(|_, f| !f.done),
]);

/// Steppe Wolf (token creature) — +1 power for each other friendly Wolf
/// creature.
static STEPPE_WOLF: Behavior = Behavior {
    modifies: Queries::POWER,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                let mine = g.card(me).controller;
                let wolves = g
                    .creatures(mine)
                    .iter()
                    .filter(|&&c| c != me && g.has_trait(c, traits::WOLF))
                    .count();
                *value += wolves as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "After Reap: gain 1", what Twilight Pixie gives its neighbors.
static GAIN_ONE_AFTER_REAP: Behavior = Behavior::reap(&[Step::gain(1)]);

/// Twilight Pixie (token creature) — each of its neighbors that is not a
/// Faerie has "After Reap: gain 1".
static TWILIGHT_PIXIE: Behavior = Behavior {
    grants: Some(&GAIN_ONE_AFTER_REAP),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c) && !g.has_trait(c, traits::FAERIE)),
    ..Behavior::VANILLA
};

/// Whimsical Conjuror — each time its controller resolves an Æmber bonus
/// icon, they may make a token creature instead (its enhancement is
/// printed on the deck's cards).
static WHIMSICAL_CONJUROR: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::BonusIconAs {
            player,
            icon: BonusEffect::Amber,
            value,
        } = q
        {
            if *player == g.card(me).controller {
                *value |= BonusEffect::Token.bit();
            }
        }
    }),
    ..Behavior::VANILLA
};
