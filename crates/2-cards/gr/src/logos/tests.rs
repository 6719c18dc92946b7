//! Tests of the Logos cards of Grim Reminders: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

/// Ten cards: a discard pile that makes its player haunted.
const HAUNTING: [&str; 10] = ["Punch"; 10];

#[test]
fn ghostly_dr_verokter_puts_a_card_of_the_discard_pile_on_top_of_the_deck() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Ghostly Dr. Verokter"])
        .discard(A, &["Krump", "Punch"])
        .deck(A, &["Troll"])
        .start();
    t.play("Ghostly Dr. Verokter");
    t.choose("Krump");
    assert_eq!(t.deck_of(A), ["Krump", "Troll"], "on top");
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn ghostly_dr_verokter_after_reap_does_it_again() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Ghostly Dr. Verokter"])
        .discard(A, &["Krump", "Punch"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Ghostly Dr. Verokter");
    t.choose("Punch");
    assert_eq!(t.deck_of(A), ["Punch", "Troll"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn ghostly_dr_verokter_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Ghostly Dr. Verokter"])
        .start();
    t.fight("Krump", "Ghostly Dr. Verokter");
    assert_eq!(t.damage("Ghostly Dr. Verokter"), 0);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn ghostly_dr_verokter_destroyed_while_haunted_is_archived() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Ghostly Dr. Verokter"])
        .discard(A, &HAUNTING)
        .start();
    t.play("Punch");
    assert_eq!(t.archives_of(A), ["Ghostly Dr. Verokter"]);
}

#[test]
fn portalmonster_not_haunted_keys_cost_2_less_for_both_players() {
    let t = scenario(House::Logos)
        .battleline(A, &["Portalmonster"])
        .start();
    assert_eq!(t.g.key_cost(A), 4);
    assert_eq!(t.g.key_cost(B), 4);
}

#[test]
fn portalmonster_haunted_keys_cost_1_more_per_card_in_its_controllers_discard_pile() {
    let t = scenario(House::Logos)
        .battleline(A, &["Portalmonster"])
        .discard(A, &["Punch"; 11])
        .discard(B, &["Punch"; 3])
        .start();
    assert_eq!(t.g.key_cost(A), 17);
    assert_eq!(t.g.key_cost(B), 17, "B's own pile does not count");
}

#[test]
fn portalmonster_destroyed_while_not_haunted_is_discarded() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Portalmonster"])
        .start();
    t.play("Punch");
    assert!(t.archives_of(A).is_empty());
    assert!(t.discard(A).contains(&"Portalmonster"));
}
