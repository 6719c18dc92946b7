//! Skyborn, Tokens of Change.

use keysim_engine::ability::{Ability, Behavior, Queries, Query, Reach, Step};
use keysim_engine::control::{
    flank_choice_needed, take_subject_if_no_choice, take_subject_on_chosen_flank, FLANKS,
};
use keysim_engine::{CardRef, Game, KeyColor};
use keysim_facts::Keywords;

use crate::family::{archive_itself_if, MAKE_ONE_TOKEN};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "balaenora" => &BALAENORA,
        "hunter-of-legend" => &HUNTER_OF_LEGEND,
        "redhawk" => &REDHAWK,
        "watched-closely" => &WATCHED_CLOSELY,
        "captain-pella" => &CAPTAIN_PELLA,
        "fierce-competition" => &FIERCE_COMPETITION,
        "shikari" => &SHIKARI,
        "the-twin-lamps" => &THE_TWIN_LAMPS,
        "wrangler" => &WRANGLER,
        "aerialist" => &AERIALIST,
        "corsair" => &CORSAIR,
        "marketeer" => &MARKETEER,
        _ => return None,
    })
}

/// "Each player gains 1".
const EACH_PLAYER_GAINS_ONE: Step = Step::then(|g, f| {
    g.gain(f.controller, 1);
    g.gain(f.opponent(), 1);
});

/// Whether the key of colour `color` of card `c`'s controller is forged.
fn own_key_forged(g: &Game, c: CardRef, color: KeyColor) -> bool {
    g.key_forged(g.card(c).controller, color)
}

/// The ability's controller takes control of its subject, on the flank
/// they choose.
const TAKE_CONTROL_OF_SUBJECT: Ability = &[
    Step::then(take_subject_if_no_choice),
    Step::choose_one(FLANKS, take_subject_on_chosen_flank).only_if(flank_choice_needed),
];

/// Balaenora — playable only while the opponent has 7 Æmber or more.
/// Play: capture all of the opponent's Æmber. After Fight: the opponent
/// takes control of it (on the flank they choose).
static BALAENORA: Behavior = Behavior {
    play_condition: Some(|g, p| g.player(p.opponent()).amber >= 7),
    play: &[Step::then(|g, f| {
        let all = g.player(f.opponent()).amber as u32;
        g.capture(f.source, all);
    })],
    fight: &[Step::then(|g, f| {
        g.trigger_about(TAKE_CONTROL_OF_SUBJECT, f.source, f.opponent(), f.source)
    })],
    ..Behavior::VANILLA
};

/// What Hunter of Legend gives its creature: "After Fight: make a token
/// creature".
static TOKEN_AFTER_FIGHT: Behavior = Behavior::fight(MAKE_ONE_TOKEN);

/// Hunter of Legend — its creature gains skirmish and "After Fight: make a
/// token creature".
static HUNTER_OF_LEGEND: Behavior = Behavior {
    grants: Some(&TOKEN_AFTER_FIGHT),
    modifies: Queries::KEYWORDS,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == g.card(me).host {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Redhawk — Action: each player gains 1; make a token creature.
static REDHAWK: Behavior = Behavior::action(&[EACH_PLAYER_GAINS_ONE, Step::make_tokens(1)]);

/// What Watched Closely gives its creature: after it reaps, the opponent
/// of its controller makes a token creature (an ability they resolve,
/// choosing the flank).
static OPPONENT_MAKES_A_TOKEN_AFTER_REAP: Behavior = Behavior::reap(&[Step::then(|g, f| {
    g.trigger(MAKE_ONE_TOKEN, f.source, f.opponent())
})]);

/// Watched Closely — its creature gains "After Reap: your opponent makes a
/// token creature" (the opponent of the creature's controller).
static WATCHED_CLOSELY: Behavior = Behavior {
    grants: Some(&OPPONENT_MAKES_A_TOKEN_AFTER_REAP),
    ..Behavior::VANILLA
};

/// Captain Pella — After Reap: make a token creature (its enhancement is
/// printed on the deck's cards).
static CAPTAIN_PELLA: Behavior = Behavior::reap(MAKE_ONE_TOKEN);

/// Fierce Competition — Play: make a token creature; if both players have
/// forged as many keys, archive Fierce Competition.
static FIERCE_COMPETITION: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    archive_itself_if(|g, f| g.player(f.controller).keys == g.player(f.opponent()).keys),
]);

/// Shikari — Play: make a token creature. After Fight: return it to its
/// owner's hand.
static SHIKARI: Behavior = Behavior {
    play: MAKE_ONE_TOKEN,
    fight: &[Step::then(|g, f| g.return_to_hand(f.source))],
    ..Behavior::VANILLA
};

/// The Twin Lamps — Play: steal 1; then, with more Æmber in your pool than
/// your opponent, make a token creature.
static THE_TWIN_LAMPS: Behavior = Behavior::play(&[
    Step::steal(1),
    Step::make_tokens(1)
        .only_if(|g, f| g.player(f.controller).amber > g.player(f.opponent()).amber),
]);

/// Wrangler (token creature) — Action: each player gains 1.
static WRANGLER: Behavior = Behavior::action(&[EACH_PLAYER_GAINS_ONE]);

/// Aerialist (token creature) — while its controller's yellow key is
/// forged, it has "After Reap: capture 1". Reading: the key is looked at
/// as the reap's abilities resolve.
static AERIALIST: Behavior = Behavior {
    reap: &[Step::capture(1).only_if(|g, f| own_key_forged(g, f.source, KeyColor::Yellow))],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Corsair (token creature) — while its controller's red key is forged,
/// +1 power and skirmish.
static CORSAIR: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::KEYWORDS),
    raises_power_only: true,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value } if *card == me && own_key_forged(g, me, KeyColor::Red) => {
            *value += 1;
        }
        Query::Keywords { card, value } if *card == me && own_key_forged(g, me, KeyColor::Red) => {
            *value = value.with(Keywords::SKIRMISH);
        }
        _ => {}
    }),
    reads_key_colors: true,
    ..Behavior::VANILLA
};

/// Marketeer (token creature) — while its controller's blue key is forged,
/// it has "Action: gain 2, then destroy Marketeer"; otherwise it has no
/// Action: to use.
static MARKETEER: Behavior = Behavior {
    action: &[Step::gain(2), Step::then(|g, f| g.destroy(f.source))],
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanAct { card, value } = q {
            if *card == me && !own_key_forged(g, me, KeyColor::Blue) {
                *value = false;
            }
        }
    }),
    reads_key_colors: true,
    ..Behavior::VANILLA
};
