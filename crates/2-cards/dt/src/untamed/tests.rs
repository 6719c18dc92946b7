//! Tests of the Untamed cards of Dark Tidings: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;

// ----- Chelonia and its evil twin --------------------------------------------

#[test]
fn chelonia_gains_1_when_you_play_another_creature_at_high_tide() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Chelonia"])
        .hand(A, &["Dust Pixie"])
        .tide_high(A)
        .start();
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 3, "Dust Pixie's 2 and Chelonia's 1");
}

#[test]
fn chelonia_gains_nothing_when_the_tide_is_not_high() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Chelonia"])
        .hand(A, &["Dust Pixie"])
        .tide()
        .start();
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 2, "Dust Pixie's bonus alone");
}

#[test]
fn chelonia_evil_twin_makes_the_opponent_lose_1_at_high_tide() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{chelonia-evil-twin}"])
        .hand(A, &["Dust Pixie"])
        .amber(B, 3)
        .tide_high(A)
        .start();
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert_eq!((t.amber(A), t.amber(B)), (2, 2));
}

#[test]
fn chelonia_evil_twin_does_nothing_at_low_tide() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{chelonia-evil-twin}"])
        .hand(A, &["Dust Pixie"])
        .amber(B, 3)
        .tide_high(B)
        .start();
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert_eq!(t.amber(B), 3);
}

// ----- Youngest Bear and its evil twin ---------------------------------------

#[test]
fn youngest_bear_may_reap_with_a_neighbor() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie", "Youngest Bear", "Snufflegator"])
        .start();
    t.reap("Youngest Bear");
    t.choose("Snufflegator");
    assert_eq!(t.amber(A), 2, "two reaps");
    assert!(t.exhausted("Snufflegator"));
    assert!(!t.exhausted("Dust Pixie"));
}

#[test]
fn youngest_bear_may_decline_to_reap_with_a_neighbor() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie", "Youngest Bear", "Snufflegator"])
        .start();
    t.reap("Youngest Bear");
    t.pass();
    assert_eq!(t.amber(A), 1);
    assert!(!t.exhausted("Snufflegator"));
}

#[test]
fn youngest_bear_evil_twin_may_fight_with_a_neighbor() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{youngest-bear-evil-twin}", "Snufflegator"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.reap("Youngest Bear");
    t.choose("Snufflegator");
    if t.asks_target() {
        t.choose("Dust Pixie");
    }
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.amber(A), 1, "the reap alone");
}

// ----- Washed Away, All Tide Up, Cross Porpoises -----------------------------

#[test]
fn washed_away_at_high_tide_destroys_each_artifact() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Washed Away"])
        .artifacts(A, &["Gauntlet of Command"])
        .artifacts(B, &["Pile of Skulls"])
        .tide_high(A)
        .start();
    t.play("Washed Away");
    assert!(t.artifacts_of(A).is_empty());
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.amber(A), 1, "its bonus");
}

#[test]
fn washed_away_otherwise_raises_the_tide() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Washed Away"])
        .artifacts(B, &["Pile of Skulls"])
        .tide()
        .start();
    t.play("Washed Away");
    assert!(t.g.tide_is_high(A));
    assert_eq!(t.artifacts_of(B), ["Pile of Skulls"]);
}

#[test]
fn all_tide_up_at_high_tide_gains_1() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["All Tide Up"])
        .tide_high(A)
        .start();
    t.play("All Tide Up");
    assert_eq!(t.amber(A), 2, "bonus and 1");
}

#[test]
fn all_tide_up_otherwise_raises_the_tide() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["All Tide Up"])
        .tide_high(B)
        .start();
    t.play("All Tide Up");
    assert!(t.g.tide_is_high(A));
    assert_eq!(t.amber(A), 1, "the bonus alone");
}

#[test]
fn cross_porpoises_raises_the_tide_and_enrages_two_enemies() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Cross Porpoises"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .tide()
        .start();
    t.play("Cross Porpoises");
    t.choose("Troll");
    t.choose("Dust Pixie");
    assert!(t.g.tide_is_high(A));
    assert!(t.card("Troll").is_enraged());
    assert!(t.card("Dust Pixie").is_enraged());
    assert!(!t.card("Krump").is_enraged());
}

// ----- Beach Day -----------------------------------------------------------------

#[test]
fn beach_day_returns_a_creature_and_gains_1_at_high_tide() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Beach Day"])
        .battleline(B, &["Troll"])
        .tide_high(A)
        .start();
    t.play("Beach Day");
    assert_eq!(t.hand_of(B), ["Troll"]);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn beach_day_gains_nothing_more_when_the_tide_is_not_high() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Beach Day"])
        .battleline(B, &["Troll"])
        .tide()
        .start();
    t.play("Beach Day");
    assert_eq!(t.hand_of(B), ["Troll"]);
    assert_eq!(t.amber(A), 1, "the bonus alone");
}

// ----- Power counters: Æmbermancy, Genetic Drift ----------------------------------

#[test]
fn aembermancy_removes_up_to_three_counters_for_1_each() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Æmbermancy"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    let troll = t.find("Troll");
    t.g.add_power_counters(troll, 5);
    t.play("Æmbermancy");
    t.choose("Troll");
    assert_eq!(t.card("Troll").power_counters, 2);
    assert_eq!(t.amber(A), 4, "bonus and 3");
}

#[test]
fn aembermancy_gains_only_for_the_counters_there_were() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Æmbermancy"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    let troll = t.find("Troll");
    t.g.add_power_counters(troll, 1);
    t.play("Æmbermancy");
    t.choose("Troll");
    assert_eq!(t.card("Troll").power_counters, 0);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn genetic_drift_grows_each_creature_with_a_counter() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Genetic Drift"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .start();
    let troll = t.find("Troll");
    t.g.add_power_counters(troll, 1);
    t.play("Genetic Drift");
    t.choose("Krump");
    assert_eq!(t.card("Krump").power_counters, 2);
    assert_eq!(t.card("Troll").power_counters, 2);
    assert_eq!(t.card("Dust Pixie").power_counters, 0);
}

// ----- Waste Not ---------------------------------------------------------------------

#[test]
fn waste_not_draws_half_the_power_rounded_up() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Waste Not"])
        .battleline(A, &["Bumpsy", "Troll"])
        .start();
    let before = t.hand_of(A).len();
    t.play("Waste Not");
    t.choose("Bumpsy");
    assert_eq!(t.location("Bumpsy"), Location::Discard);
    assert_eq!(t.hand_of(A).len(), before - 1 + 3, "5 power: 3 cards");
}

// ----- Assert Dominance -----------------------------------------------------------

#[test]
fn assert_dominance_readies_and_fights_with_skirmish() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Assert Dominance"])
        .battleline(A, &["Krump", "Dust Pixie"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_exhausted("Krump", true);
    t.play("Assert Dominance");
    t.choose("Krump");
    if t.asks_target() {
        t.choose("Bumpsy");
    }
    assert_eq!(t.location("Bumpsy"), Location::Discard);
    assert_eq!(t.damage("Krump"), 0, "skirmish");
    assert!(t.exhausted("Krump"));
}

// ----- Deepwater Gruen --------------------------------------------------------------

#[test]
fn deepwater_gruen_reap_gives_the_opponent_1_at_low_tide() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Deepwater Gruen"])
        .tide_high(B)
        .start();
    t.reap("Deepwater Gruen");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn deepwater_gruen_play_gives_nothing_when_the_tide_is_not_low() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Deepwater Gruen"])
        .tide()
        .start();
    t.play("Deepwater Gruen");
    assert_eq!((t.amber(A), t.amber(B)), (2, 0));
}

#[test]
fn deepwater_gruen_play_gives_the_opponent_1_at_low_tide() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Deepwater Gruen"])
        .tide_high(B)
        .start();
    t.play("Deepwater Gruen");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

// ----- Infighting ----------------------------------------------------------------------

#[test]
fn infighting_each_creature_hits_its_right_neighbor() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Infighting"])
        .battleline(A, &["Dust Pixie", "Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Infighting");
    assert_eq!(t.damage("Krump"), 1, "Dust Pixie's power");
    assert_eq!(t.damage("Dust Pixie"), 0, "nothing is left of it");
    assert_eq!(t.location("Bumpsy"), Location::Discard, "Troll's 8");
    assert_eq!(t.damage("Troll"), 0);
}

// ----- Mollymawk ---------------------------------------------------------------------------

#[test]
fn mollymawk_destroys_an_artifact() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mollymawk"])
        .artifacts(B, &["Pile of Skulls"])
        .start();
    t.play("Mollymawk");
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.discard(B), ["Pile of Skulls"]);
}

// ----- Mookling ---------------------------------------------------------------------------

#[test]
fn mookling_raises_the_opponents_keys_by_its_power() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Mookling"])
        .start();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6, "its controller's keys are unchanged");
    let m = t.find("Mookling");
    t.g.add_power_counters(m, 2);
    assert_eq!(t.g.key_cost(B), 10);
}

// ----- Myliobe -----------------------------------------------------------------------------

#[test]
fn myliobe_at_high_tide_fights_with_skirmish_and_enrages_the_defender_and_its_neighbors() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Myliobe"])
        .battleline(B, &["Dust Pixie", "Bumpsy", "Krump"])
        .tide_high(A)
        .start();
    t.fight("Myliobe", "Bumpsy");
    assert_eq!(t.damage("Myliobe"), 0, "skirmish");
    assert!(t.card("Bumpsy").is_enraged());
    assert!(t.card("Dust Pixie").is_enraged());
    assert!(t.card("Krump").is_enraged());
}

#[test]
fn myliobe_without_high_tide_takes_damage_back() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Myliobe"])
        .battleline(B, &["Dust Pixie", "Snufflegator"])
        .tide()
        .start();
    t.fight("Myliobe", "Dust Pixie");
    assert_eq!(t.damage("Myliobe"), 1);
    assert!(t.card("Snufflegator").is_enraged());
}

// ----- Way of the Pixie --------------------------------------------------------------------

#[test]
fn way_of_the_pixie_gives_its_creature_reap_gain_1() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .upgrade(A, "Way of the Pixie", "Snufflegator")
        .start();
    t.reap("Snufflegator");
    assert_eq!(t.amber(A), 2);
}

// ----- Witch of the Dawn --------------------------------------------------------------------

#[test]
fn witch_of_the_dawn_returns_a_creature_from_your_discard_pile() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Witch of the Dawn"])
        .discard(A, &["Troll", "Krump", "Punch"])
        .start();
    t.play("Witch of the Dawn");
    assert!(!t.is_legal(Choice::Target(t.find("Punch"))));
    t.choose("Krump");
    assert_eq!(t.hand_of(A).iter().filter(|n| **n == "Krump").count(), 1);
    assert_eq!(t.location("Troll"), Location::Discard);
}
