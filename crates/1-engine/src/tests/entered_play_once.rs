//! Unit tests of [`Event::EnteredPlay`] heard once: a creature or an
//! artifact entering play, played or put into play, is announced once; a
//! creature changing control does not enter play.

use crate::ability::{Behavior, Event, Events, Step};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Flank};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
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
fn a_played_creature_and_a_played_artifact_enter_play() {
    let mut t = scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &WATCHER)
        .hand(A, &["Troll", "Gauntlet of Command"])
        .start();
    t.play("Troll");
    assert_eq!(t.amber(A), 1);
    t.play("Gauntlet of Command");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn a_creature_put_into_play_enters_play_but_one_taken_does_not() {
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
