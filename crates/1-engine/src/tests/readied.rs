//! Unit tests of [`Event::Readied`] ("after a player readies a card"):
//! told for each exhausted card step 4 or an ability readies, never for a
//! card already ready.

use crate::ability::{Behavior, Event, Step};
use crate::readied::HEARS_READIED;
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "After a player readies a card, they gain 1."
static GAIN_PER_READY: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Readied { player, .. } = ev {
            g.gain(player, 1);
        }
    }),
    ..HEARS_READIED
};

/// "Play: ready each friendly creature."
static READY_EACH_FRIENDLY: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mine: Vec<_> = g.creatures(f.controller).to_vec();
    for c in mine {
        g.ready(c);
    }
})]);

#[test]
fn step_4_tells_each_exhausted_card_readied() {
    let mut t = scenario()
        .artifacts(B, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &GAIN_PER_READY)
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.set_exhausted("Troll", true);
    t.set_exhausted("Krump", true);
    t.end_turn();
    assert_eq!(t.amber(A), 2, "two cards readied; Bumpsy was ready");
    assert!(!t.exhausted("Troll") && !t.exhausted("Krump"));
}

#[test]
fn an_ability_readying_an_exhausted_card_tells_it() {
    let mut t = scenario()
        .artifacts(B, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &GAIN_PER_READY)
        .behavior("Punch", &READY_EACH_FRIENDLY)
        .battleline(A, &["Troll", "Krump"])
        .hand(A, &["Punch"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("Punch");
    assert_eq!(
        t.amber(A),
        2,
        "Punch's bonus, and Troll readied; Krump was ready"
    );
    assert!(!t.exhausted("Troll"));
}
