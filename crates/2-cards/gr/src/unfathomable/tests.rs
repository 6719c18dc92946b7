//! Tests of the Unfathomable cards of Grim Reminders: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

/// Ends A's turn and has B choose `house`: B is in step 3.
fn hand_over(t: &mut Test, house: House) {
    t.end_turn();
    t.apply(Choice::House(house));
}

// ----- Bottomless Depths -----------------------------------------------------

#[test]
fn bottomless_depths_takes_each_card_you_discard_from_hand_beneath_it() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Bottomless Depths"])
        .hand(A, &["Troll", "Anger"])
        .start();
    t.discard_card("Troll");
    t.discard_card("Anger");
    assert!(t.discard(A).is_empty(), "neither stays in the discard pile");
    assert_eq!(t.beneath_of("Bottomless Depths"), ["Troll", "Anger"]);
}

#[test]
fn bottomless_depths_leaves_the_opponents_discards_alone() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Bottomless Depths"])
        .hand(A, &["Troll"])
        .start();
    t.discard_card("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert!(t.beneath_of("Bottomless Depths").is_empty());
}

// ----- Curse of Confusion ----------------------------------------------------

#[test]
fn curse_of_confusion_enters_under_the_opponent_and_exhausts_their_active_house_as_their_turn_ends()
{
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Curse of Confusion"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Curse of Confusion");
    assert_eq!(t.artifacts_of(B), ["Curse of Confusion"], "treachery");
    hand_over(&mut t, House::Brobnar);
    assert!(!t.exhausted("Krump"), "A's turn ended without it");
    t.end_turn();
    assert!(t.exhausted("Troll"), "Brobnar, B's active house");
    assert!(!t.exhausted("Dust Pixie"), "Untamed");
}

// ----- Thing from the Deep ---------------------------------------------------

#[test]
fn thing_from_the_deep_cannot_be_played_without_open_the_seal_in_your_discard_pile() {
    let t = scenario(House::Unfathomable)
        .hand(A, &["Thing from the Deep"])
        .discard(B, &["Open the Seal"])
        .start();
    let thing = t.find("Thing from the Deep");
    assert!(
        !t.is_legal(Choice::Play(thing)),
        "the opponent's pile does not count"
    );
}

#[test]
fn thing_from_the_deep_is_played_with_open_the_seal_in_your_discard_pile() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Thing from the Deep"])
        .discard(A, &["Open the Seal"])
        .start();
    t.play("Thing from the Deep");
    assert_eq!(t.line(A), ["Thing from the Deep"]);
}

#[test]
fn thing_from_the_deep_steals_2_after_a_fight() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Thing from the Deep"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.fight("Thing from the Deep", "Troll");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber(B), 1);
}

// ----- Addlefish -------------------------------------------------------------

#[test]
fn addlefish_has_the_opponent_discard_2_random_cards_after_a_fight() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Addlefish"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Troll", "Krump", "Anger"])
        .start();
    t.fight("Addlefish", "Dust Pixie");
    assert_eq!(t.hand_of(B).len(), 1);
    assert_eq!(t.discard(B).len(), 3, "Dust Pixie and 2 cards from hand");
}

// ----- Dirge of the Deep -----------------------------------------------------

#[test]
fn dirge_of_the_deep_exhausts_each_creature_sharing_a_house_with_the_opponents_bottom_card() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dirge of the Deep"])
        .battleline(A, &["Krump", "Addlefish"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .deck(B, &["Virtuous Works", "Anger"])
        .start();
    t.play("Dirge of the Deep");
    assert_eq!(t.discard(B), ["Anger"], "the bottom card");
    assert!(
        t.exhausted("Krump") && t.exhausted("Troll"),
        "Brobnar, both sides"
    );
    assert!(!t.exhausted("Addlefish") && !t.exhausted("Dust Pixie"));
}

// ----- Dredge ----------------------------------------------------------------

#[test]
fn dredge_gives_friendly_creatures_a_reap_returning_a_discarded_card_to_the_deck_top() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dredge"])
        .battleline(A, &["Addlefish"])
        .discard(A, &["Troll"])
        .start();
    t.play("Dredge");
    t.reap("Addlefish");
    t.choose("Troll");
    assert_eq!(t.deck_of(A)[0], "Troll");
    assert_eq!(t.discard(A), ["Dredge"]);
}

#[test]
fn dredge_lasts_only_for_the_turn() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dredge"])
        .battleline(A, &["Addlefish"])
        .discard(A, &["Troll"])
        .start();
    t.play("Dredge");
    hand_over(&mut t, House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Unfathomable));
    t.reap("Addlefish");
    assert_eq!(
        t.discard(A),
        ["Troll", "Dredge"],
        "no reap ability any more"
    );
}

// ----- Eldritch Synan --------------------------------------------------------

#[test]
fn eldritch_synan_cannot_be_dealt_damage_by_a_damaged_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Eldritch Synan"])
        .start();
    t.set_damage("Troll", 1);
    t.fight("Troll", "Eldritch Synan");
    assert_eq!(t.damage("Eldritch Synan"), 0);
    assert_eq!(t.damage("Troll"), 4, "it still hits back");
}

#[test]
fn eldritch_synan_is_dealt_damage_by_an_undamaged_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Eldritch Synan"])
        .start();
    t.fight("Troll", "Eldritch Synan");
    assert_eq!(t.discard(B), ["Eldritch Synan"]);
}

// ----- Nightmare Inducer -----------------------------------------------------

#[test]
fn nightmare_inducer_exhausts_enemies_sharing_a_house_with_the_chosen_card_and_buries_it() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Nightmare Inducer"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .discard(B, &["Anger", "Dust Pixie"])
        .start();
    t.action("Nightmare Inducer");
    t.choose("Anger");
    assert!(t.exhausted("Krump"), "an enemy Brobnar creature");
    assert!(!t.exhausted("Troll"), "friendly creatures are spared");
    assert!(!t.exhausted("Dust Pixie"));
    assert_eq!(t.deck_of(B).last(), Some(&"Anger"));
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

// ----- Beam of Forgetting ----------------------------------------------------

#[test]
fn beam_of_forgetting_puts_a_random_card_of_the_opponents_hand_on_the_bottom_of_their_deck() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Beam of Forgetting"])
        .hand(B, &["Troll"])
        .start();
    t.play("Beam of Forgetting");
    assert!(t.hand_of(B).is_empty());
    assert_eq!(t.deck_of(B).last(), Some(&"Troll"));
}

// ----- Echoing Deathknell ----------------------------------------------------

#[test]
fn echoing_deathknell_repeats_while_each_pass_destroys_a_creature() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Echoing Deathknell"])
        .battleline(A, &["Dust Pixie", "Troll"])
        .battleline(B, &["Batdrone", "Ganymede Archivist"])
        .start();
    t.play("Echoing Deathknell");
    assert_eq!(t.line(A), ["Troll"]);
    assert!(t.line(B).is_empty(), "power 1, then 2, then 3 destroyed");
    assert_eq!(t.damage("Troll"), 4, "a fourth pass destroyed nothing");
}

#[test]
fn echoing_deathknell_deals_damage_once_when_it_destroys_nothing() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Echoing Deathknell"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Ganymede Archivist"])
        .start();
    t.play("Echoing Deathknell");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Ganymede Archivist"), 1);
}

// ----- Koriki Germinator -----------------------------------------------------

#[test]
fn koriki_germinator_puts_a_card_of_the_opponents_discard_pile_under_their_deck_when_played() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Koriki Germinator"])
        .discard(B, &["Anger", "Troll"])
        .start();
    t.play("Koriki Germinator");
    t.choose("Anger");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.deck_of(B).last(), Some(&"Anger"));
}

#[test]
fn koriki_germinator_puts_one_of_your_discards_under_your_deck_after_reaping() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Koriki Germinator"])
        .discard(A, &["Troll"])
        .discard(B, &["Anger"])
        .start();
    t.reap("Koriki Germinator");
    t.choose("Troll");
    assert_eq!(t.deck_of(A).last(), Some(&"Troll"));
}

// ----- Open the Seal ---------------------------------------------------------

#[test]
fn open_the_seal_does_nothing_but_its_amber_bonus() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Open the Seal"])
        .start();
    t.play("Open the Seal");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(A), ["Open the Seal"]);
}
