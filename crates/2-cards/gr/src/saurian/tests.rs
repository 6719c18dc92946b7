//! Tests of the Saurian cards of Grim Reminders: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

/// Ten cards: a discard pile that makes its player haunted.
const HAUNTING: [&str; 10] = ["Punch"; 10];

#[test]
fn cincinnatus_resurrexit_captures_2_is_exalted_and_gets_1_power_per_amber_on_it() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Cincinnatus Resurrexit"])
        .amber(B, 5)
        .start();
    t.play("Cincinnatus Resurrexit");
    assert_eq!(t.amber(B), 3);
    assert_eq!(
        t.amber_on("Cincinnatus Resurrexit"),
        3,
        "2 captured, 1 exalted"
    );
    assert_eq!(t.power("Cincinnatus Resurrexit"), 9);
}

#[test]
fn cincinnatus_resurrexit_after_fight_captures_and_exalts_again() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Cincinnatus Resurrexit"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 1)
        .start();
    t.fight("Cincinnatus Resurrexit", "Dust Pixie");
    assert_eq!(t.amber(B), 0);
    assert_eq!(
        t.amber_on("Cincinnatus Resurrexit"),
        2,
        "1 captured, 1 exalted"
    );
    assert_eq!(t.power("Cincinnatus Resurrexit"), 8);
}

#[test]
fn cincinnatus_resurrexit_destroyed_while_haunted_is_archived() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fling"])
        .battleline(A, &["Cincinnatus Resurrexit"])
        .discard(A, &HAUNTING)
        .start();
    t.play("Fling");
    assert_eq!(t.archives_of(A), ["Cincinnatus Resurrexit"]);
}

#[test]
fn cincinnatus_resurrexit_destroyed_while_not_haunted_is_discarded() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fling"])
        .battleline(A, &["Cincinnatus Resurrexit"])
        .start();
    t.play("Fling");
    assert!(t.archives_of(A).is_empty());
    assert!(t.discard(A).contains(&"Cincinnatus Resurrexit"));
}
