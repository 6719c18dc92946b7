//! Honest capacities: each engine limit at its worst case, then one past
//! it, where the game ends naming the limit.

use keysim_engine::ability::{Behavior, Expiry, Step};
use keysim_engine::scenario::Scenario;
use keysim_engine::Player::A;
use keysim_engine::{Limit, Outcome, MAX_LASTING, MAX_TITLES_PER_TURN};
use keysim_facts::House;

use super::scenario;

// ----- Honest capacities: at the worst case, then one past it --------------

static RECURSE_WHILE_SHORT: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        // Nest one more copy of this ability while A has fewer than 9 Æmber.
        if g.player(f.controller).amber < 9 {
            g.gain(f.controller, 1);
            g.trigger(RECURSE_WHILE_SHORT.play, f.source, f.controller);
        }
    })],
    ..Behavior::VANILLA
};

/// Nests a copy of itself for ever, each copy with a step left to resolve
/// after it.
static RECURSE_FOREVER: Behavior = Behavior {
    play: &[
        Step::then(|g, f| {
            g.trigger(RECURSE_FOREVER.play, f.source, f.controller);
        }),
        Step::then(|g, f| {
            g.gain(f.controller, 1);
        }),
    ],
    ..Behavior::VANILLA
};

/// Queues a copy of itself for ever from its last step: each copy is over
/// when it queues the next.
static REQUEUE_FOREVER: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.trigger(REQUEUE_FOREVER.play, f.source, f.controller);
    })],
    ..Behavior::VANILLA
};

#[test]
fn a_deep_chain_of_abilities_resolves_and_an_endless_one_ends_the_game_without_a_panic() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .behavior("Gateway to Dis", &RECURSE_WHILE_SHORT)
        .start();
    t.play("Gateway to Dis");
    assert_eq!(
        t.amber(A),
        9,
        "nine nested abilities, more than any card chain"
    );
    assert!(t.g.outcome().is_none());

    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .behavior("Gateway to Dis", &RECURSE_FOREVER)
        .start();
    t.play("Gateway to Dis");
    assert_eq!(
        t.g.outcome(),
        Some(Outcome::Aborted(Limit::ResolutionStack))
    );
    assert_eq!(t.g.decision(), None, "the game is over, with no winner");
    assert_eq!(t.g.winner(), None);

    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .behavior("Gateway to Dis", &REQUEUE_FOREVER)
        .start();
    t.play("Gateway to Dis");
    assert_eq!(
        t.g.outcome(),
        Some(Outcome::Aborted(Limit::Runaway)),
        "finished abilities leave the stack: the loop never outgrows it"
    );
}

fn gateway_in_hand() -> Scenario {
    scenario(House::Dis).hand(A, &["Gateway to Dis"])
}

static MAKE_MAX_LASTING: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for _ in 0..MAX_LASTING {
            g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
        }
    })],
    ..Behavior::VANILLA
};

static MAKE_ONE_MORE_LASTING: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for _ in 0..=MAX_LASTING {
            g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
        }
    })],
    ..Behavior::VANILLA
};

#[test]
fn lasting_effects_fill_their_capacity_and_one_more_ends_the_game() {
    let mut t = gateway_in_hand()
        .behavior("Gateway to Dis", &MAKE_MAX_LASTING)
        .start();
    t.play("Gateway to Dis");
    assert_eq!(t.g.lasting_effects().len(), MAX_LASTING);
    assert!(t.g.outcome().is_none());

    let mut t = gateway_in_hand()
        .behavior("Gateway to Dis", &MAKE_ONE_MORE_LASTING)
        .start();
    t.play("Gateway to Dis");
    assert_eq!(
        t.g.outcome(),
        Some(Outcome::Aborted(Limit::LastingEffects)),
        "never dropped silently"
    );
}

/// 25 different Call of the Archons titles.
const TITLES: [&str; 25] = [
    "Anger",
    "Barehanded",
    "Blood Money",
    "Brothers in Battle",
    "Burn the Stockpile",
    "Coward’s End",
    "Follow the Leader",
    "Lava Ball",
    "Loot the Bodies",
    "Punch",
    "Relentless Assault",
    "Smith",
    "Sound the Horns",
    "Tremor",
    "Unguarded Camp",
    "Warsong",
    "Autocannon",
    "Banner of Battle",
    "Cannon",
    "Gauntlet of Command",
    "Iron Obelisk",
    "Mighty Javelin",
    "Pile of Skulls",
    "Screechbomb",
    "Troll",
];

#[test]
fn the_rule_of_six_counts_every_title_of_a_turn_up_to_its_capacity() {
    let max = MAX_TITLES_PER_TURN;
    assert!(TITLES.len() > max);
    let mut t = scenario(House::Brobnar).hand(A, &TITLES).start();
    for name in &TITLES[..max] {
        let c = t.find(name);
        t.count_title_use(c);
    }
    assert!(t.g.outcome().is_none(), "{max} titles fit");
    let c = t.find(TITLES[max]);
    t.count_title_use(c);
    assert_eq!(
        t.g.outcome(),
        Some(Outcome::Aborted(Limit::TitlesPerTurn)),
        "never left uncounted silently"
    );
}

/// Reap: starts over, for ever, with nothing to decide.
static REAPS_FOR_EVER: Behavior = Behavior {
    reap: &[Step::then(|_, f| {
        *f = keysim_engine::ability::Frame::new(f.ability, f.source, f.controller);
        f.repeat = true;
    })],
    ..Behavior::VANILLA
};

#[test]
fn a_loop_without_decisions_ends_the_game_as_a_runaway() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .behavior("Troll", &REAPS_FOR_EVER)
        .start();
    t.reap("Troll");
    assert_eq!(
        t.g.outcome(),
        Some(Outcome::Aborted(Limit::Runaway)),
        "reported for that game, never a hang"
    );
}
