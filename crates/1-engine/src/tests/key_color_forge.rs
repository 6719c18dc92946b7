//! "Forge your blue key at current cost": the key forged takes the colour
//! the ability names, and nothing happens when that key is already
//! forged or cannot be paid for.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::KeyColor;
use crate::Player::A;
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// A test card: "Play: forge your blue key at current cost".
static FORGE_BLUE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.forge_key_of_color_at_current_cost(f.controller, KeyColor::Blue);
    })],
    reads_key_colors: true,
    ..Behavior::VANILLA
};

#[test]
fn the_key_forged_is_the_named_colour() {
    let mut t = scenario()
        .behavior("Punch", &FORGE_BLUE)
        .hand(A, &["Punch"])
        .amber(A, 5)
        .start();
    t.play("Punch");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0, "6 paid: Punch's bonus and the pool");
    assert!(t.g.key_forged(A, KeyColor::Blue));
    assert!(!t.g.key_forged(A, KeyColor::Red));
}

#[test]
fn with_that_key_already_forged_nothing_happens() {
    let mut t = scenario()
        .behavior("Punch", &FORGE_BLUE)
        .hand(A, &["Punch"])
        .amber(A, 5)
        .keys(A, 1)
        .start();
    t.player_mut(A).forged = KeyColor::Blue.bit();
    t.play("Punch");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 6);
}

#[test]
fn unable_to_pay_nothing_happens_and_no_colour_waits() {
    let mut t = scenario()
        .behavior("Punch", &FORGE_BLUE)
        .hand(A, &["Punch"])
        .amber(A, 2)
        .start();
    t.play("Punch");
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.g.key_color_wanted, None);
}
