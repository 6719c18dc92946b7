//! Tests of the Untamed cards of Mass Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{House, Icons};

// ----- Cephaloist ----------------------------------------------------------

#[test]
fn cephaloist_keeps_four_aember_or_more_from_being_stolen() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(B, &["Cephaloist"])
        .amber(B, 4)
        .start();
    t.play("Urchin");
    assert_eq!(t.amber(B), 4);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn cephaloist_below_four_aember_can_be_stolen_from() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(B, &["Cephaloist"])
        .amber(B, 3)
        .start();
    t.play("Urchin");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 1);
}

// ----- Dæmo-Beast ----------------------------------------------------------

#[test]
fn daemo_beast_destroyed_steals_one() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Dæmo-Beast"])
        .amber(B, 2)
        .start();
    t.play("Punch");
    assert_eq!(t.discard(A), ["Dæmo-Beast", "Punch"]);
    assert_eq!(t.amber(A), 2, "Punch's Æmber and the steal");
    assert_eq!(t.amber(B), 1);
}

// ----- Dark Faerie ---------------------------------------------------------

#[test]
fn dark_faerie_fights_without_damage_back_and_gains_two() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dark Faerie"])
        .battleline(B, &["Snufflegator"])
        .start();
    t.fight("Dark Faerie", "Snufflegator");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.damage("Dark Faerie"), 0, "skirmish");
    assert_eq!(t.damage("Snufflegator"), 2);
}

// ----- Fandangle -----------------------------------------------------------

#[test]
fn fandangle_with_four_aember_non_untamed_creatures_enter_ready() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Fandangle"])
        .amber(A, 4)
        .start();
    t.play("Krump");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Krump"));
}

#[test]
fn fandangle_below_four_aember_creatures_enter_exhausted() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Fandangle"])
        .amber(A, 3)
        .start();
    t.play("Krump");
    t.flank(Flank::Right);
    assert!(t.exhausted("Krump"));
}

#[test]
fn fandangle_does_not_ready_untamed_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Snufflegator"])
        .battleline(A, &["Fandangle"])
        .amber(A, 4)
        .start();
    t.play("Snufflegator");
    t.flank(Flank::Right);
    assert!(t.exhausted("Snufflegator"));
}

// ----- Floomf --------------------------------------------------------------

#[test]
fn floomf_fight_gives_a_beast_two_power_counters() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Floomf", "Snufflegator", "Dew Faerie"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Floomf", "Dust Pixie");
    assert_eq!(t.damage("Floomf"), 0, "skirmish");
    assert!(
        !t.is_legal(Choice::Target(t.find("Dew Faerie"))),
        "a Faerie, not a Beast"
    );
    t.choose("Snufflegator");
    assert_eq!(t.power("Snufflegator"), 6);
}

// ----- Gloriana's Attendant ------------------------------------------------

#[test]
fn glorianas_attendant_has_no_ability_only_the_icons_enhance_placed() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Gloriana’s Attendant"])
        .start();
    t.set_icons(
        "Gloriana’s Attendant",
        Icons {
            amber: 2,
            ..Icons::NONE
        },
    );
    t.play("Gloriana’s Attendant");
    assert_eq!(t.line(A), ["Gloriana’s Attendant"]);
    assert_eq!(t.amber(A), 2, "the copy's two Æmber icons");
    assert_eq!(t.power("Gloriana’s Attendant"), 1);
}

// ----- Keyfrog -------------------------------------------------------------

#[test]
fn keyfrog_destroyed_forges_a_key_at_current_cost() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Keyfrog"])
        .amber(A, 6)
        .start();
    t.play("Punch");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1, "7 with Punch's Æmber, less 6");
}

#[test]
fn keyfrog_destroyed_without_enough_aember_forges_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Keyfrog"])
        .amber(A, 4)
        .start();
    t.play("Punch");
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.amber(A), 5);
}

#[test]
fn senator_shrix_and_keyfrog_the_opponent_must_forge_and_the_active_player_splits_the_cost() {
    // FAQ: the opponent has 5 Æmber, 5 on Senator Shrix and a Keyfrog;
    // destroyed on my turn, Keyfrog makes them forge (not optional), and
    // I, the active player, choose how much comes from their pool and how
    // much from Senator Shrix.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Keyfrog", "Senator Shrix"])
        .amber(B, 5)
        .start();
    t.set_amber_on("Senator Shrix", 5);
    t.play("Punch");
    t.choose("Keyfrog");
    assert_eq!(t.g.decision().map(|d| d.player), Some(A));
    assert!(!t.is_legal(Choice::Option(0)), "the pool alone cannot pay");
    t.choose_option(4);
    while t.asks_target() {
        t.choose("Senator Shrix");
    }
    assert_eq!(t.keys(B), 1);
    assert_eq!((t.amber(B), t.amber_on("Senator Shrix")), (3, 1));
}

// ----- Pismire -------------------------------------------------------------

#[test]
fn pismire_with_more_mutants_raises_the_opponents_keys_by_two() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Pismire", "Trimble"])
        .battleline(B, &["Dysania", "Troll"])
        .start();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn pismire_with_as_many_mutants_changes_nothing() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Pismire", "Snufflegator"])
        .battleline(B, &["Dysania"])
        .start();
    assert_eq!(t.g.key_cost(B), 6);
}

// ----- Rapid Evolution -----------------------------------------------------

#[test]
fn rapid_evolution_gives_a_counter_per_aember_its_own_included() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Rapid Evolution"])
        .battleline(B, &["Troll"])
        .amber(A, 2)
        .start();
    t.play("Rapid Evolution");
    assert_eq!(t.power("Troll"), 11, "3 Æmber: 3 counters");
    assert_eq!(t.amber(A), 3);
}
