//! Unit tests of "each creature that … captures N" ([`Step::each_captures`]):
//! all capture at once when every pool holds enough; otherwise the active
//! player chooses, one at a time, which capture (the FAQ on Sir Marrows).

use crate::ability::{filter, Behavior, Step};
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

/// Play: each creature captures 2 from its opponent.
static EACH_CAPTURES_TWO: Behavior = Behavior::play(&[Step::each_captures(filter::any, 2)]);

/// Play: each enemy creature captures 1 from its own side.
static ENEMIES_CAPTURE_FROM_THEIR_SIDE: Behavior =
    Behavior::play(&[Step::each_captures_from_own_side(filter::enemy, 1)]);

#[test]
fn with_enough_in_every_pool_each_creature_captures_without_a_choice() {
    // Anger's own Æmber bonus makes A's pool 4: enough for two creatures.
    let mut t = scenario()
        .hand(A, &["Anger"])
        .behavior("Anger", &EACH_CAPTURES_TWO)
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy", "Valdr"])
        .amber(A, 3)
        .amber(B, 2)
        .start();
    t.play("Anger");
    assert!(!t.asks_target());
    assert_eq!(t.amber_on("Krump"), 2);
    assert_eq!((t.amber_on("Bumpsy"), t.amber_on("Valdr")), (2, 2));
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
}

#[test]
fn short_of_amber_the_active_player_chooses_who_captures_one_at_a_time() {
    // A's pool holds 3 for the 4 the two enemy creatures would capture.
    let mut t = scenario()
        .hand(A, &["Anger"])
        .behavior("Anger", &EACH_CAPTURES_TWO)
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy", "Valdr"])
        .amber(A, 2)
        .amber(B, 5)
        .start();
    t.play("Anger");
    assert_eq!(t.g.decision().map(|d| d.player), Some(A));
    t.choose("Valdr");
    assert_eq!(t.amber_on("Valdr"), 2);
    t.choose("Bumpsy");
    assert_eq!(t.amber_on("Bumpsy"), 1, "what was left");
    assert_eq!(t.amber_on("Krump"), 2, "the last one, from a full pool");
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn once_a_short_pool_is_empty_the_creatures_of_the_other_pool_still_capture() {
    // A's pool holds 1 for the 2 Bumpsy would capture; B's pool is full.
    let mut t = scenario()
        .hand(A, &["Anger"])
        .behavior("Anger", &EACH_CAPTURES_TWO)
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .amber(B, 5)
        .start();
    t.play("Anger");
    t.choose("Bumpsy");
    assert_eq!(t.amber_on("Bumpsy"), 1);
    assert_eq!(t.amber_on("Krump"), 2);
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn captures_from_their_own_side_take_from_the_creatures_controller() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .behavior("Anger", &ENEMIES_CAPTURE_FROM_THEIR_SIDE)
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy", "Valdr"])
        .amber(B, 1)
        .start();
    t.play("Anger");
    t.choose("Valdr");
    assert_eq!((t.amber_on("Bumpsy"), t.amber_on("Valdr")), (0, 1));
    assert_eq!(t.amber_on("Krump"), 0, "friendly: not one of them");
    assert_eq!((t.amber(A), t.amber(B)), (1, 0), "A keeps Anger's bonus");
}
