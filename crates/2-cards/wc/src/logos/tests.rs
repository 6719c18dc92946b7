//! Tests of the Logos cards of Worlds Collide: one ruling per card and
//! branch, and the rulings of the rulebook and FAQ that name them.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

/// Ends A's turn: B's turn starts, B choosing `house`.
fn to_turn_of_b(t: &mut Test, house: House) {
    t.end_turn();
    t.apply(Choice::House(house));
}

// ----- Babbling Bibliophile ------------------------------------------------

#[test]
fn babbling_bibliophile_draws_two_when_it_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Babbling Bibliophile"])
        .start();
    t.reap("Babbling Bibliophile");
    assert_eq!(t.hand_of(A).len(), 2);
    assert_eq!(t.amber(A), 1);
}

// ----- Daughter ------------------------------------------------------------

#[test]
fn daughter_refills_its_controllers_hand_to_seven() {
    let mut t = scenario(House::Logos).battleline(A, &["Daughter"]).start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 7);
}

#[test]
fn daughter_does_not_raise_the_opponents_hand() {
    let mut t = scenario(House::Logos).battleline(B, &["Daughter"]).start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 6);
}

#[test]
fn daughter_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Daughter"])
        .start();
    t.fight("Troll", "Daughter");
    assert_eq!(t.line(B), ["Daughter"]);
    assert_eq!(t.damage("Daughter"), 0);
    assert_eq!(t.damage("Troll"), 0);
}

// ----- EDAI "Edie" 4x4 -----------------------------------------------------

#[test]
fn edie_archives_a_card_and_raises_the_opponents_keys_per_archived_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["EDAI “Edie” 4x4", "Punch"])
        .archives(A, &["Anger"])
        .start();
    assert_eq!(t.g.key_cost(B), 6, "not in play yet");
    t.play("EDAI “Edie” 4x4");
    assert_eq!(t.archives_of(A), ["Anger", "Punch"]);
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6, "its controller's keys are not raised");
}

// ----- Hapsis --------------------------------------------------------------

#[test]
fn hapsis_is_warded_and_draws_after_destroying_an_enemy_in_a_fight() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Hapsis"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Hapsis", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(t.card("Hapsis").is_warded());
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn hapsis_destroyed_in_the_same_fight_gets_nothing() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Hapsis"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.fight("Hapsis", "Bumpsy");
    assert_eq!(t.discard(A), ["Hapsis"]);
    assert_eq!(t.discard(B), ["Bumpsy"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn hapsis_ignores_an_enemy_destroyed_fighting_another_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Hapsis", "Doc Bookton"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Doc Bookton", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(!t.card("Hapsis").is_warded());
    assert!(t.hand_of(A).is_empty());
}

// ----- Hologrammophone -----------------------------------------------------

#[test]
fn hologrammophone_wards_a_creature() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Hologrammophone"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Hologrammophone");
    assert!(t.card("Troll").is_warded());
}

// ----- Information Exchange ------------------------------------------------

#[test]
fn information_exchange_steals_one() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Information Exchange"])
        .amber(B, 5)
        .start();
    t.play("Information Exchange");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 4);
}

#[test]
fn information_exchange_steals_two_after_the_opponent_stole_on_their_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Information Exchange"])
        .hand(B, &["Urchin"])
        .houses(B, [House::Shadows, House::Brobnar, House::Dis])
        .amber(A, 2)
        .amber(B, 5)
        .start();
    to_turn_of_b(&mut t, House::Shadows);
    t.play("Urchin");
    assert_eq!(t.amber(A), 1, "Urchin stole 1");
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    t.play("Information Exchange");
    assert_eq!(t.amber(A), 3);
    assert_eq!(t.amber(B), 4);
}

#[test]
fn information_exchange_looks_only_at_the_opponents_previous_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Information Exchange"])
        .amber(B, 5)
        .start();
    t.game_history_mut().amber_stolen_last_turn = [3, 0];
    t.play("Information Exchange");
    assert_eq!(t.amber(A), 1, "A's own steals do not count");
}

// ----- Quant ---------------------------------------------------------------

#[test]
fn quant_allows_one_non_logos_action_card_and_no_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Quant"])
        .battleline(B, &["Krump"])
        .hand(A, &["Punch", "Troll", "Anger"])
        .start();
    let punch = t.find("Punch");
    assert!(!t.is_legal(Choice::Play(punch)));
    t.reap("Quant");
    assert!(!t.is_legal(Choice::Play(t.find("Troll"))), "not an action");
    t.play("Punch");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert!(!t.is_legal(Choice::Play(t.find("Anger"))), "only one");
}
