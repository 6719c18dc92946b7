//! Unit tests of the event "after a card enters play"
//! ([`Event::EnteredPlay`]), announced once: creatures and artifacts played
//! or put into play, and upgrades played; not a card changing control.

use crate::ability::{Ability, Behavior, Event, Events, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Flank;
use crate::Player::{A, B};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "After a card enters play under your opponent's control, gain 1;
/// after one enters play under yours, your opponent gains 1."
static COUNTS_ENTRIES: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::EnteredPlay { controller, .. } = ev {
            let mine = g.card(me).controller;
            if controller == mine {
                g.gain(mine.opponent(), 1);
            } else {
                g.gain(mine, 1);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// "After a card enters play, you gain 1", as an ability queued by the
/// reaction.
static QUEUES_A_GAIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::EnteredPlay { .. } = ev {
            g.trigger(GAIN_ONE, me, g.card(me).controller);
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// Gain 1.
const GAIN_ONE: Ability = &[Step::gain(1)];

#[test]
fn played_creatures_artifacts_and_upgrades_enter_play() {
    let mut t = scenario()
        .hand(
            A,
            &[
                "Krump",
                "Autocannon",
                "Blood of Titans",
                "Brothers in Battle",
            ],
        )
        .battleline(B, &["Bumpsy"])
        .behavior("Bumpsy", &COUNTS_ENTRIES)
        .start();
    t.play("Krump");
    assert_eq!(t.amber(B), 1);
    t.play("Autocannon");
    assert_eq!(t.amber(B), 2);
    t.play("Blood of Titans");
    t.choose("Krump");
    assert_eq!(t.amber(B), 3);
    t.play("Brothers in Battle");
    assert_eq!(t.amber(B), 3, "an action does not enter play");
}

#[test]
fn a_creature_put_into_play_enters_play_but_one_taken_does_not() {
    let mut t = scenario()
        .discard(B, &["Troll"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .behavior("Krump", &COUNTS_ENTRIES)
        .start();
    let troll = t.find("Troll");
    t.g.put_into_play(troll, B, Flank::Left);
    t.advance();
    assert_eq!(t.amber(A), 1);
    let bumpsy = t.find("Bumpsy");
    t.g.take_control(bumpsy, A, Flank::Right);
    t.advance();
    assert_eq!(t.amber(A), 1, "a control change");
    assert_eq!(t.amber(B), 0);
}

#[test]
fn an_ability_queued_as_a_card_enters_play_resolves_before_the_play_goes_on() {
    let mut t = scenario()
        .hand(A, &["Krump", "Troll", "Autocannon", "Blood of Titans"])
        .battleline(B, &["Bumpsy"])
        .behavior("Bumpsy", &QUEUES_A_GAIN)
        .start();
    t.play("Krump");
    assert_eq!(t.line(A), ["Krump"], "placed once");
    assert_eq!(t.amber(B), 1);
    t.play("Troll");
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Troll", "Krump"]);
    assert_eq!(t.amber(B), 2);
    t.play("Autocannon");
    assert_eq!(t.artifacts_of(A), ["Autocannon"]);
    assert_eq!(t.amber(B), 3);
    t.play("Blood of Titans");
    t.choose("Krump");
    assert_eq!(t.power("Krump"), 6, "vanilla here, but attached");
    assert_eq!(t.amber(B), 4);
    assert_eq!(
        t.g.decision().map(|d| d.kind),
        Some(crate::DecisionKind::Main)
    );
}

/// After a card enters play under its controller's control, they gain 1.
static WATCHER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::EnteredPlay { controller, .. } = ev {
            if controller == mine {
                g.gain(mine, 1);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// Play: put the first creature of your discard pile into play, and take
/// control of the first enemy creature.
static PUT_AND_TAKE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let fallen = g.player(f.controller).discard.iter().next();
    if let Some(c) = fallen {
        g.put_into_play(c, f.controller, Flank::Right);
    }
    if let Some(&enemy) = g.creatures(f.opponent()).first() {
        g.take_control(enemy, f.controller, Flank::Left);
    }
})]);

#[test]
fn one_ability_putting_a_creature_into_play_and_taking_another_announces_only_the_first() {
    let mut t = scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &WATCHER)
        .hand(A, &["Anger"])
        .behavior("Anger", &PUT_AND_TAKE)
        .discard(A, &["Krump"])
        .battleline(B, &["Valdr"])
        .start();
    t.play("Anger");
    assert_eq!(t.line(A), ["Valdr", "Krump"]);
    assert_eq!(
        t.amber(A),
        2,
        "Anger's Æmber and Krump entering play; Valdr changed control"
    );
}
