//! Tests of the Star Alliance cards of Dark Tidings: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::{House, Keywords};

// ----- C.R. Officer Hawkins and its evil twin --------------------------------

#[test]
fn cr_officer_hawkins_deploys_and_gains_1_per_non_star_alliance_neighbor() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["C.R. Officer Hawkins"])
        .battleline(A, &["Troll", "Dust Pixie", "Lieutenant Valmart"])
        .start();
    t.play("C.R. Officer Hawkins");
    t.apply(Choice::Position(1));
    assert_eq!(t.amber(A), 2, "Troll and Dust Pixie");
}

#[test]
fn cr_officer_hawkins_gains_nothing_for_a_star_alliance_neighbor() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["C.R. Officer Hawkins"])
        .battleline(A, &["Troll", "Lieutenant Valmart"])
        .start();
    t.play("C.R. Officer Hawkins");
    t.apply(Choice::Position(2));
    assert_eq!(t.amber(A), 0, "its only neighbour is Star Alliance");
}

#[test]
fn cr_officer_hawkins_evil_twin_makes_the_opponent_lose_1_per_non_star_alliance_neighbor() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["{cr-officer-hawkins-evil-twin}"])
        .battleline(A, &["Troll", "Dust Pixie", "Lieutenant Valmart"])
        .amber(B, 5)
        .start();
    t.play("C.R. Officer Hawkins");
    t.apply(Choice::Position(1));
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.amber(A), 0);
}

// ----- CH-337A and its evil twin --------------------------------------------

#[test]
fn ch_337a_neighbors_are_elusive_while_the_tide_is_high() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "CH-337A", "Krump", "Dust Pixie"])
        .tide_high(A)
        .start();
    assert!(t.g.keywords(t.find("Troll")).contains(Keywords::ELUSIVE));
    assert!(t.g.keywords(t.find("Krump")).contains(Keywords::ELUSIVE));
    assert!(!t
        .g
        .keywords(t.find("Dust Pixie"))
        .contains(Keywords::ELUSIVE));
}

#[test]
fn ch_337a_neighbors_are_not_elusive_while_the_tide_is_not_high() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "CH-337A"])
        .tide_high(B)
        .start();
    assert!(!t.g.keywords(t.find("Troll")).contains(Keywords::ELUSIVE));
    assert!(t.g.keywords(t.find("CH-337A")).contains(Keywords::ELUSIVE));
}

#[test]
fn ch_337a_evil_twin_neighbors_have_skirmish_while_the_tide_is_high() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "{ch-337a-evil-twin}"])
        .tide_high(A)
        .start();
    assert!(t.g.keywords(t.find("Troll")).contains(Keywords::SKIRMISH));
    let low = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "{ch-337a-evil-twin}"])
        .tide_high(B)
        .start();
    assert!(!low
        .g
        .keywords(low.find("Troll"))
        .contains(Keywords::SKIRMISH));
}

// ----- Colonist Chapman (evil twin) -------------------------------------------

#[test]
fn colonist_chapman_evil_twin_captures_all_amber_of_both_players() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["{colonist-chapman-evil-twin}"])
        .amber(A, 2)
        .amber(B, 4)
        .start();
    t.play("Colonist Chapman");
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
    assert_eq!(t.amber_on("Colonist Chapman"), 6);
}

// ----- Rocketeer Tryska (evil twin) -------------------------------------------

#[test]
fn rocketeer_tryska_evil_twin_enters_ready_while_the_tide_is_high() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["{rocketeer-tryska-evil-twin}"])
        .tide_high(A)
        .start();
    t.play("Rocketeer Tryska");
    assert!(!t.exhausted("Rocketeer Tryska"));
}

#[test]
fn rocketeer_tryska_evil_twin_enters_exhausted_while_the_tide_is_low() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["{rocketeer-tryska-evil-twin}"])
        .tide_high(B)
        .start();
    t.play("Rocketeer Tryska");
    assert!(t.exhausted("Rocketeer Tryska"));
}

// ----- D1-V3 Pod --------------------------------------------------------------

#[test]
fn d1_v3_pod_gives_skirmish_while_the_tide_is_high() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll"])
        .upgrade(A, "D1-V3 Pod", "Troll")
        .tide_high(A)
        .start();
    let k = t.g.keywords(t.find("Troll"));
    assert!(k.contains(Keywords::SKIRMISH) && !k.contains(Keywords::ELUSIVE));
}

#[test]
fn d1_v3_pod_gives_elusive_while_the_tide_is_low() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll"])
        .upgrade(A, "D1-V3 Pod", "Troll")
        .tide_high(B)
        .start();
    let k = t.g.keywords(t.find("Troll"));
    assert!(k.contains(Keywords::ELUSIVE) && !k.contains(Keywords::SKIRMISH));
}

// ----- Agent Sepdia -------------------------------------------------------------

#[test]
fn agent_sepdia_reap_deals_1_and_stuns_while_the_tide_is_high() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Agent Sepdia"])
        .battleline(B, &["Troll", "Krump"])
        .tide_high(A)
        .start();
    t.reap("Agent Sepdia");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert!(t.stunned("Troll"));
}

#[test]
fn agent_sepdia_reap_only_deals_1_while_the_tide_is_not_high() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Agent Sepdia"])
        .battleline(B, &["Troll", "Krump"])
        .tide()
        .start();
    t.reap("Agent Sepdia");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert!(!t.stunned("Troll"));
}

// ----- Static Collection Array --------------------------------------------------

#[test]
fn static_collection_array_keys_cost_1_less_while_the_tide_is_high() {
    let t = scenario(House::StarAlliance)
        .artifacts(A, &["Static Collection Array"])
        .tide_high(A)
        .start();
    assert_eq!(t.g.key_cost(A), 5);
    assert_eq!(t.g.key_cost(B), 6, "only its controller's keys");
}

#[test]
fn static_collection_array_keys_cost_1_more_while_the_tide_is_low() {
    let t = scenario(House::StarAlliance)
        .artifacts(A, &["Static Collection Array"])
        .tide_high(B)
        .start();
    assert_eq!(t.g.key_cost(A), 7);
    let neutral = scenario(House::StarAlliance)
        .artifacts(A, &["Static Collection Array"])
        .tide()
        .start();
    assert_eq!(neutral.g.key_cost(A), 6, "a neutral tide is neither");
}

// ----- Lieutenant Valmart -------------------------------------------------------

#[test]
fn lieutenant_valmart_reap_raises_keys_by_3_on_the_opponents_turn_while_the_tide_is_high() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Lieutenant Valmart"])
        .tide_high(A)
        .start();
    t.reap("Lieutenant Valmart");
    assert_eq!(t.g.key_cost(B), 6, "not during this turn");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 9);
}

#[test]
fn lieutenant_valmart_reap_does_nothing_more_while_the_tide_is_not_high() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Lieutenant Valmart"])
        .tide()
        .start();
    t.reap("Lieutenant Valmart");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 6);
}

// ----- Technobabble -------------------------------------------------------------

#[test]
fn technobabble_stuns_a_creature_and_its_neighbors_of_its_house() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Technobabble"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie", "Bumpsy"])
        .start();
    t.play("Technobabble");
    t.choose("Krump");
    assert!(t.stunned("Krump"));
    assert!(t.stunned("Troll"), "Brobnar like Krump");
    assert!(!t.stunned("Dust Pixie"), "Untamed");
    assert!(!t.stunned("Bumpsy"), "not a neighbour");
}
