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
    // The only enemy: the defender is not asked about.
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
    // The only enemy: the defender is not asked about.
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

// ----- Æmberfin Shark and its evil twin ------------------------------------------

#[test]
fn aemberfin_shark_spends_a_counter_at_the_end_of_your_turn_for_1_each() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Æmberfin Shark"])
        .start();
    t.play("Æmberfin Shark");
    assert_eq!(t.power("Æmberfin Shark"), 6, "three counters");
    t.end_turn();
    assert_eq!(t.card("Æmberfin Shark").power_counters, 2);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn aemberfin_shark_without_a_counter_gives_nothing() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Æmberfin Shark"])
        .start();
    t.end_turn();
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
}

#[test]
fn aemberfin_shark_evil_twin_grows_by_the_amber_lost() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{æmberfin-shark-evil-twin}"])
        .amber(A, 2)
        .start();
    t.end_turn();
    assert_eq!((t.amber(A), t.amber(B)), (1, 0));
    assert_eq!(
        t.card("Æmberfin Shark").power_counters,
        1,
        "the opponent had nothing to lose"
    );
}

// ----- Mookling (evil twin) ----------------------------------------------------------

#[test]
fn mookling_evil_twin_grows_by_the_amber_the_opponent_spends_on_a_key() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{mookling-evil-twin}"])
        .amber(B, 7)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.card("Mookling").power_counters, 6);
}

#[test]
fn mookling_evil_twin_ignores_its_controllers_own_keys() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{mookling-evil-twin}"])
        .amber(A, 6)
        .start();
    t.g.forge_key_paying(A, 6);
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.card("Mookling").power_counters, 0);
}

// ----- Sporegorger and its evil twin -----------------------------------------------

#[test]
fn sporegorger_reap_grows_and_may_spend_each_counter_on_every_other_creature() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Sporegorger", "Dust Pixie"])
        .battleline(B, &["Bumpsy"])
        .start();
    let s = t.find("Sporegorger");
    t.g.add_power_counters(s, 1);
    t.reap("Sporegorger");
    t.yes();
    assert_eq!(t.card("Sporegorger").power_counters, 0);
    assert_eq!(t.damage("Sporegorger"), 0);
    assert_eq!(t.damage("Bumpsy"), 2);
    assert_eq!(t.location("Dust Pixie"), Location::Discard, "friendly too");
}

#[test]
fn sporegorger_may_keep_its_counters() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Sporegorger"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.reap("Sporegorger");
    t.no();
    assert_eq!(t.card("Sporegorger").power_counters, 1);
    assert_eq!(t.damage("Bumpsy"), 0);
}

#[test]
fn sporegorger_evil_twin_takes_every_counter_in_play() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{sporegorger-evil-twin}"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    let (krump, troll) = (t.find("Krump"), t.find("Troll"));
    t.g.add_power_counters(krump, 1);
    t.g.add_power_counters(troll, 2);
    t.play("Sporegorger");
    t.flank(Flank::Right);
    assert_eq!(t.card("Sporegorger").power_counters, 3);
    assert_eq!(t.card("Krump").power_counters, 0);
    assert_eq!(t.card("Troll").power_counters, 0);
}

#[test]
fn sporegorger_evil_twin_reap_may_spend_its_counters_without_growing() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{sporegorger-evil-twin}"])
        .battleline(B, &["Troll"])
        .start();
    let s = t.find("Sporegorger");
    t.g.add_power_counters(s, 3);
    t.reap("Sporegorger");
    t.yes();
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.card("Sporegorger").power_counters, 0);
}

// ----- Witch of the Dawn (evil twin), Ritual of Life -----------------------------------

#[test]
fn witch_of_the_dawn_evil_twin_trades_a_friendly_creature_for_one_from_the_discard() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{witch-of-the-dawn-evil-twin}"])
        .battleline(A, &["Dust Pixie"])
        .discard(A, &["Snufflegator"])
        .start();
    t.play("Witch of the Dawn");
    t.flank(Flank::Right);
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Snufflegator", "Witch of the Dawn"]);
    // Readied and used: with no enemy to fight, it reaps.
    assert_eq!(t.amber(A), 1);
    assert!(t.exhausted("Snufflegator"));
}

#[test]
fn witch_of_the_dawn_evil_twin_plays_nothing_without_another_friendly_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{witch-of-the-dawn-evil-twin}"])
        .discard(A, &["Snufflegator"])
        .start();
    t.play("Witch of the Dawn");
    assert_eq!(t.discard(A), ["Snufflegator"]);
    assert_eq!(t.line(A), ["Witch of the Dawn"]);
}

#[test]
fn ritual_of_life_trades_a_friendly_creature_for_a_different_one() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Ritual of Life"])
        .battleline(A, &["Krump"])
        .discard(A, &["Troll"])
        .start();
    t.action("Ritual of Life");
    assert_eq!(t.location("Krump"), Location::Discard);
    assert_eq!(t.location("Troll"), Location::Hand);
}

#[test]
fn ritual_of_life_returns_nothing_if_nothing_was_destroyed() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Ritual of Life"])
        .discard(A, &["Troll"])
        .start();
    t.action("Ritual of Life");
    assert_eq!(t.location("Troll"), Location::Discard);
}

// ----- Chenille, Bombyx, Fifalde ------------------------------------------------------

#[test]
fn chenille_action_returns_a_bombyx_from_the_discard_pile() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Chenille"])
        .discard(A, &["Bombyx", "Troll"])
        .start();
    t.action("Chenille");
    assert_eq!(t.location("Bombyx"), Location::Hand);
    assert_eq!(t.location("Troll"), Location::Discard);
}

#[test]
fn chenille_hazardous_6_hits_its_attacker_first() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Chenille"])
        .start();
    t.fight("Krump", "Chenille");
    assert_eq!(t.location("Krump"), Location::Discard);
    assert_eq!(t.damage("Chenille"), 0);
}

#[test]
fn bombyx_play_destroys_a_friendly_chenille() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Bombyx"])
        .battleline(A, &["Chenille"])
        .start();
    t.play("Bombyx");
    t.flank(Flank::Right);
    assert_eq!(t.location("Chenille"), Location::Discard);
    assert_eq!(t.line(A), ["Bombyx"]);
}

#[test]
fn bombyx_without_a_chenille_destroys_itself() {
    let mut t = scenario(House::Untamed).hand(A, &["Bombyx"]).start();
    t.play("Bombyx");
    assert_eq!(t.location("Bombyx"), Location::Discard);
    assert_eq!(t.amber(A), 1, "its bonus still resolved");
}

#[test]
fn bombyx_action_returns_a_fifalde() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Bombyx"])
        .discard(A, &["Fifalde"])
        .start();
    t.action("Bombyx");
    assert_eq!(t.location("Fifalde"), Location::Hand);
}

#[test]
fn fifalde_play_destroys_a_friendly_bombyx() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Fifalde"])
        .battleline(A, &["Bombyx"])
        .start();
    t.play("Fifalde");
    t.flank(Flank::Right);
    assert_eq!(t.location("Bombyx"), Location::Discard);
    assert_eq!(t.line(A), ["Fifalde"]);
}

#[test]
fn fifalde_without_a_bombyx_destroys_itself() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Fifalde"])
        .battleline(A, &["Chenille"])
        .start();
    t.play("Fifalde");
    t.flank(Flank::Right);
    assert_eq!(t.location("Fifalde"), Location::Discard);
    assert_eq!(t.line(A), ["Chenille"]);
}

#[test]
fn fifalde_reap_fully_heals_it_and_gains_1() {
    let mut t = scenario(House::Untamed).battleline(A, &["Fifalde"]).start();
    t.set_damage("Fifalde", 5);
    t.reap("Fifalde");
    assert_eq!(t.damage("Fifalde"), 0);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn fifalde_fight_fully_heals_it_and_gains_1() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Fifalde"])
        .battleline(B, &["Krump"])
        .start();
    t.fight("Fifalde", "Krump");
    assert_eq!(t.location("Krump"), Location::Discard);
    assert_eq!(t.damage("Fifalde"), 0, "healed after Krump's 6");
    assert_eq!(t.amber(A), 1);
}

// ----- Dredging Druid --------------------------------------------------------------------

#[test]
fn dredging_druid_at_high_tide_stacks_up_to_3_creatures_on_the_deck() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dredging Druid"])
        .discard(A, &["Troll", "Krump", "Bumpsy", "Punch"])
        .tide_high(A)
        .start();
    t.reap("Dredging Druid");
    t.choose("Troll");
    t.choose("Krump");
    t.choose("Bumpsy");
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(
        t.deck_of(A)[..3],
        ["Bumpsy", "Krump", "Troll"],
        "the last on top"
    );
}

#[test]
fn dredging_druid_does_nothing_more_when_the_tide_is_not_high() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dredging Druid"])
        .discard(A, &["Troll"])
        .tide()
        .start();
    t.reap("Dredging Druid");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.amber(A), 1);
}

// ----- Pestergrove ---------------------------------------------------------------------------

#[test]
fn pestergrove_creatures_enter_play_enraged() {
    let mut t = scenario(House::Untamed)
        .artifacts(B, &["Pestergrove"])
        .hand(A, &["Snufflegator"])
        .start();
    t.play("Snufflegator");
    assert!(t.card("Snufflegator").is_enraged());
}

// ----- Primal Relic ----------------------------------------------------------------------------

#[test]
fn primal_relic_pays_a_player_whose_creatures_total_20_power() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Primal Relic"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Primal Relic");
    t.choose("Troll");
    t.choose("Krump");
    // Bumpsy, the last creature left, is chosen by itself.
    assert_eq!(t.amber_on("Primal Relic"), 4);
    assert_eq!(t.power("Troll"), 9, "each of the 3 creatures grew");
    t.end_turn();
    assert_eq!(t.amber(B), 4, "22 power at the start of their turn");
    assert_eq!(t.amber_on("Primal Relic"), 0);
}

#[test]
fn primal_relic_keeps_its_amber_below_20_power() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Primal Relic"])
        .battleline(A, &["Dust Pixie", "Snufflegator", "Niffle Ape"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Primal Relic");
    t.choose("Dust Pixie");
    t.choose("Snufflegator");
    t.choose("Niffle Ape");
    t.end_turn();
    assert_eq!(t.amber(B), 0, "19 power");
    assert_eq!(t.amber_on("Primal Relic"), 4);
}

// ----- Thin the Herd --------------------------------------------------------------------------

#[test]
fn thin_the_herd_shuffles_away_the_4_least_powerful() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Thin the Herd"])
        .battleline(A, &["Dust Pixie", "Krump"])
        .battleline(B, &["Snufflegator", "Bumpsy", "Troll"])
        .start();
    t.play("Thin the Herd");
    assert_eq!(t.line(A), Vec::<&str>::new());
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.location("Bumpsy"), Location::Deck);
}

#[test]
fn thin_the_herd_lets_you_break_a_tie_for_the_last_place() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Thin the Herd"])
        .battleline(A, &["Dust Pixie", "Niffle Ape"])
        .battleline(B, &["Snufflegator", "Bumpsy", "Ganger Chieftain"])
        .start();
    t.play("Thin the Herd");
    // Dust Pixie, Niffle Ape and Snufflegator go by themselves; the two
    // creatures of power 5 tie for the last place.
    assert!(t.is_legal(Choice::Target(t.find("Bumpsy"))));
    assert!(t.is_legal(Choice::Target(t.find("Ganger Chieftain"))));
    t.choose("Ganger Chieftain");
    assert_eq!(t.line(B), ["Bumpsy"]);
}

// ----- Reap or Sow ------------------------------------------------------------------------------

#[test]
fn reap_or_sow_readies_and_reaps_with_a_friendly_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Reap or Sow"])
        .battleline(A, &["Krump"])
        .start();
    t.set_exhausted("Krump", true);
    t.play("Reap or Sow");
    t.choose_option(0);
    assert_eq!(t.amber(A), 1);
    assert!(t.exhausted("Krump"));
}

#[test]
fn reap_or_sow_divides_three_counters() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Reap or Sow"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Reap or Sow");
    t.choose_option(1);
    t.choose("Krump");
    t.choose("Krump");
    t.choose("Troll");
    assert_eq!(t.card("Krump").power_counters, 2);
    assert_eq!(t.card("Troll").power_counters, 1);
}

// ----- Ol' Paddy and its evil twin -------------------------------------------------------

#[test]
fn ol_paddy_plays_the_creature_it_discards_from_the_bottom() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ol’ Paddy"])
        .deck(A, &["Punch", "Troll", "Dust Pixie"])
        .tide()
        .start();
    t.reap("Ol’ Paddy");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Ol’ Paddy", "Dust Pixie"]);
    assert_eq!(t.amber(A), 3, "the reap and Dust Pixie's bonus");
    assert_eq!(t.deck_of(A), ["Punch", "Troll"]);
}

#[test]
fn ol_paddy_discards_a_non_creature_without_playing_it() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ol’ Paddy"])
        .deck(A, &["Troll", "Punch"])
        .tide()
        .start();
    t.reap("Ol’ Paddy");
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(t.line(A), ["Ol’ Paddy"]);
}

#[test]
fn ol_paddy_at_high_tide_plays_each_of_three_in_the_order_you_choose() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ol’ Paddy"])
        .deck(A, &["Bumpsy", "Troll", "Punch", "Dust Pixie"])
        .tide_high(A)
        .start();
    t.reap("Ol’ Paddy");
    t.choose("Dust Pixie");
    t.flank(Flank::Right);
    // Troll, the other creature, is played next by itself.
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Troll", "Ol’ Paddy", "Dust Pixie"]);
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

#[test]
fn ol_paddy_evil_twin_destroys_a_creature_of_a_discarded_card_house() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{ol--paddy-evil-twin}"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .deck(B, &["Snufflegator", "Krump"])
        .tide()
        .start();
    t.reap("Ol’ Paddy");
    assert_eq!(t.discard(B), ["Krump", "Troll"], "Krump is Brobnar");
    assert_eq!(t.line(B), ["Dust Pixie"]);
}

#[test]
fn ol_paddy_evil_twin_at_high_tide_reads_three_cards() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["{ol--paddy-evil-twin}"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .deck(B, &["Bumpsy", "Punch", "Snufflegator", "Fertility Chant"])
        .tide_high(A)
        .start();
    t.reap("Ol’ Paddy");
    // Brobnar (Punch) and Untamed (Snufflegator, Fertility Chant) were
    // discarded: any creature of those houses may be destroyed.
    assert!(t.is_legal(Choice::Target(t.find("Ol’ Paddy"))));
    assert!(t.is_legal(Choice::Target(t.find("Dust Pixie"))));
    t.choose("Troll");
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.deck_of(B), ["Bumpsy"]);
}

// ----- The Mysticeti -----------------------------------------------------------------------

#[test]
fn the_mysticeti_becomes_a_taunt_creature_of_three_counters_per_creature_exhausted() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["The Mysticeti"])
        .battleline(A, &["Snufflegator", "Dust Pixie", "Krump"])
        .start();
    t.action("The Mysticeti");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "Krump is not Untamed"
    );
    t.choose("Snufflegator");
    t.choose("Dust Pixie");
    t.choose_option(1);
    assert_eq!(
        t.line(A),
        ["Snufflegator", "The Mysticeti", "Dust Pixie", "Krump"]
    );
    assert!(t.exhausted("Snufflegator") && t.exhausted("Dust Pixie"));
    assert_eq!(t.power("The Mysticeti"), 6);
    let m = t.find("The Mysticeti");
    assert!(t.g.keywords(m).contains(keysim_facts::Keywords::TAUNT));
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn the_mysticeti_may_stop_after_one_creature() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["The Mysticeti"])
        .battleline(A, &["Snufflegator", "Dust Pixie"])
        .start();
    t.action("The Mysticeti");
    t.choose("Snufflegator");
    t.pass();
    t.choose_option(0);
    assert_eq!(t.line(A), ["The Mysticeti", "Snufflegator", "Dust Pixie"]);
    assert_eq!(t.power("The Mysticeti"), 3);
    assert!(!t.exhausted("Dust Pixie"));
}

#[test]
fn the_mysticeti_stays_an_artifact_if_nothing_was_exhausted() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["The Mysticeti"])
        .battleline(A, &["Snufflegator"])
        .start();
    t.set_exhausted("Snufflegator", true);
    t.action("The Mysticeti");
    assert_eq!(t.artifacts_of(A), ["The Mysticeti"]);
    assert_eq!(t.line(A), ["Snufflegator"]);
}
