//! Tests of the Brobnar cards of Æmber Skies: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, KeyColor};
use keysim_facts::House;

/// Ends A's turn, plays B's turn with Brobnar and nothing else, and ends
/// it: A's next turn begins.
fn to_next_turn_of_a(t: &mut Test) {
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
}

#[test]
fn belcher_discards_until_a_creature_and_deals_its_power_to_an_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Belcher"])
        .deck(A, &["Punch", "Punch", "Bumpsy", "Troll"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.action("Belcher");
    assert_eq!(t.discard(A), ["Punch", "Punch", "Bumpsy"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 5, "Bumpsy's power");
}

#[test]
fn belcher_with_no_creature_in_the_deck_discards_it_all_and_deals_nothing() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Belcher"])
        .deck(A, &["Punch", "Punch"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Belcher");
    assert!(t.deck_of(A).is_empty());
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn eruption_is_exalted_three_times_and_moves_1_to_the_pool_after_fighting() {
    let mut t = scenario(House::Brobnar).hand(A, &["Eruption"]).start();
    t.play("Eruption");
    assert_eq!(t.amber_on("Eruption"), 3);
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Eruption"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_amber_on("Eruption", 3);
    t.fight("Eruption", "Dust Pixie");
    assert_eq!(t.amber_on("Eruption"), 2);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn eruption_is_versatile_usable_whatever_the_active_house() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Eruption"])
        .start();
    t.reap("Eruption");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn grat_tattuu_gives_each_other_friendly_brobnar_creature_2_power() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Grat Tattuu", "Krump", "Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    assert_eq!(t.power("Krump"), 8);
    assert_eq!(t.power("Grat Tattuu"), 5, "not itself");
    assert_eq!(t.power("Dust Pixie"), 1, "not Brobnar");
    assert_eq!(t.power("Troll"), 8, "not friendly");
}

#[test]
fn improvised_aviation_the_next_creature_enters_ready_and_shuffles_an_artifact_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Improvised Aviation", "Krump", "Bumpsy"])
        .battleline(B, &["Dust Pixie"])
        .artifacts(B, &["Gauntlet of Command"])
        .start();
    t.play("Improvised Aviation");
    t.play("Krump");
    assert!(!t.exhausted("Krump"));
    t.play("Bumpsy");
    t.flank(Flank::Right);
    assert!(t.exhausted("Bumpsy"), "only the next creature");
    t.fight("Krump", "Dust Pixie");
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.deck_of(B).len(), 13, "shuffled into the 12-card deck");
}

#[test]
fn on_the_mark_moves_all_the_amber_of_a_friendly_creature_onto_an_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["On the Mark"])
        .battleline(A, &["Krump", "Bumpsy"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.set_amber_on("Bumpsy", 3);
    t.play("On the Mark");
    t.choose("Bumpsy");
    t.choose("Troll");
    assert_eq!(t.amber_on("Bumpsy"), 0);
    assert_eq!(t.amber_on("Troll"), 3);
}

#[test]
fn brunx_and_bongle_first_use_may_ready_and_reap_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Brunx and Bongle"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Brunx and Bongle", "Dust Pixie");
    t.yes();
    assert_eq!(t.amber(A), 1, "reaped");
    assert!(t.exhausted("Brunx and Bongle"));
}

#[test]
fn brunx_and_bongle_second_use_offers_nothing() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Brunx and Bongle"])
        .battleline(B, &["Dust Pixie", "Urchin"])
        .start();
    t.fight("Brunx and Bongle", "Dust Pixie");
    t.yes();
    let brunx = t.find("Brunx and Bongle");
    t.g.ready(brunx);
    t.fight("Brunx and Bongle", "Urchin");
    assert!(t.exhausted("Brunx and Bongle"), "no second offer");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn clap_of_thunder_destroys_the_least_powerful_and_readies_and_enrages_the_most_powerful() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Clap of Thunder"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("Clap of Thunder");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(!t.exhausted("Troll"));
    assert!(t.card("Troll").is_enraged());
}

#[test]
fn clap_of_thunder_a_tie_lets_its_player_choose() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Clap of Thunder"])
        .battleline(A, &["Krump", "Dust Pixie"])
        .battleline(B, &["Valdr", "Urchin"])
        .start();
    t.play("Clap of Thunder");
    t.choose("Urchin");
    t.choose("Valdr");
    assert_eq!(t.line(A), ["Krump", "Dust Pixie"]);
    assert!(t.card("Valdr").is_enraged());
    assert!(!t.card("Krump").is_enraged());
}

#[test]
fn crunch_gains_counters_equal_to_a_chosen_neighbors_power() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Crunch", "Troll"])
        .start();
    t.reap("Crunch");
    t.choose("Troll");
    assert_eq!(t.power("Crunch"), 10);
}

#[test]
fn crunch_after_fight_grows_too() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Crunch", "Krump"])
        .battleline(B, &["Urchin"])
        .start();
    t.fight("Crunch", "Urchin");
    assert_eq!(t.power("Crunch"), 8);
}

#[test]
fn nagoo_yani_deals_4_to_an_enemy_creature_on_play_and_after_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Nagoo Yani"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Nagoo Yani");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 4);
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Nagoo Yani"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.fight("Nagoo Yani", "Dust Pixie");
    assert_eq!(t.damage("Troll"), 4);
}

#[test]
fn nagoo_yani_scrap_deals_2_to_each_enemy_flank_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Nagoo Yani"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Valdr", "Bumpsy"])
        .start();
    t.discard_card("Nagoo Yani");
    assert_eq!((t.damage("Troll"), t.damage("Bumpsy")), (2, 2));
    assert_eq!(t.damage("Valdr"), 0);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn strength_within_raises_the_opponents_key_cost_by_the_damage_on_its_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Strength Within", "Troll")
        .start();
    assert_eq!(t.g.key_cost(B), 6);
    t.set_damage("Troll", 3);
    assert_eq!(t.g.key_cost(B), 9);
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn bosch_the_unyielding_fully_heals_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Bosch the Unyielding"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.set_damage("Bosch the Unyielding", 1);
    t.fight("Bosch the Unyielding", "Mighty Tiger");
    assert_eq!(t.damage("Bosch the Unyielding"), 0);
}

#[test]
fn cirrus_mace_gives_2_counters_and_deals_2_to_each_neighbor() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Cirrus Mace"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Valdr"])
        .start();
    t.action("Cirrus Mace");
    t.choose("Krump");
    assert_eq!(t.power("Krump"), 8);
    assert_eq!((t.damage("Troll"), t.damage("Bumpsy")), (2, 2));
    assert_eq!(t.damage("Valdr"), 0);
}

#[test]
fn db_gobber_after_reap_the_opponent_loses_1() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["D.B. Gobber"])
        .amber(B, 3)
        .start();
    t.reap("D.B. Gobber");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn db_gobber_scrap_each_player_with_7_or_more_loses_2() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["D.B. Gobber"])
        .amber(A, 7)
        .amber(B, 6)
        .start();
    t.discard_card("D.B. Gobber");
    assert_eq!((t.amber(A), t.amber(B)), (5, 6));
}

#[test]
fn fancy_donavon_scrap_readies_and_fights_with_a_non_brobnar_friendly_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fancy Donavon"])
        .battleline(A, &["Krump", "Mighty Tiger"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_exhausted("Mighty Tiger", true);
    t.discard_card("Fancy Donavon");
    assert_eq!(t.damage("Bumpsy"), 4, "Mighty Tiger fought Bumpsy");
    assert_eq!(t.line(A), ["Krump"], "and died to its 5 power");
    assert!(!t.exhausted("Krump"), "Krump is Brobnar");
}

#[test]
fn incensed_each_friendly_creature_gains_1_after_fighting_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Incensed"])
        .battleline(A, &["Krump", "Bumpsy"])
        .battleline(B, &["Urchin", "Dust Pixie"])
        .start();
    t.play("Incensed");
    assert_eq!(t.amber(A), 1, "its Æmber bonus");
    t.fight("Krump", "Urchin");
    t.fight("Bumpsy", "Dust Pixie");
    assert_eq!(t.amber(A), 3);
}

#[test]
fn raince_furyheart_exalts_the_creature_it_fights_before_the_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Raince Furyheart"])
        .battleline(B, &["Krump"])
        .start();
    t.fight("Raince Furyheart", "Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.damage("Raince Furyheart"), 0, "skirmish");
    assert_eq!(t.damage("Krump"), 3);
}

#[test]
fn raise_your_glass_readies_and_uses_the_least_powerful_friendly_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Raise Your Glass"])
        .battleline(A, &["Krump", "Dust Pixie"])
        .start();
    t.set_exhausted("Dust Pixie", true);
    t.play("Raise Your Glass");
    assert_eq!(t.amber(A), 2, "its bonus, and the reap: no enemy to fight");
    assert!(t.exhausted("Dust Pixie"));
}

#[test]
fn terrance_surefoot_captures_and_loses_1_after_an_enemy_creature_reaps() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Terrance Surefoot"])
        .battleline(B, &["Krump"])
        .amber(B, 3)
        .start();
    t.play("Terrance Surefoot");
    assert_eq!(t.amber_on("Terrance Surefoot"), 1);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Krump");
    assert_eq!(t.amber_on("Terrance Surefoot"), 0, "to the supply");
    assert_eq!(t.amber(B), 3, "2 left after the capture, 1 reaped");
}

#[test]
fn terrance_surefoot_after_reap_captures_and_a_friendly_reap_costs_nothing() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Terrance Surefoot"])
        .amber(B, 3)
        .start();
    t.reap("Terrance Surefoot");
    assert_eq!(t.amber_on("Terrance Surefoot"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn armored_spikes_gives_2_armor_and_hazardous_2() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .upgrade(B, "Armored Spikes", "Troll")
        .start();
    assert_eq!(t.armor("Troll"), 2);
    t.fight("Krump", "Troll");
    assert_eq!(t.damage("Troll"), 4, "2 armor");
    assert_eq!(t.line(A), Vec::<&str>::new(), "hazardous 2 then 8 power");
}

#[test]
fn bigger_guns_for_everyone_gives_after_fight_5_damage() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .upgrade(A, "Bigger Guns for Everyone", "Krump")
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.fight("Krump", "Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn akugyo_captures_the_amber_the_opponent_would_gain() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Akugyo"])
        .start();
    t.reap("Krump");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber_on("Akugyo"), 1);
}

#[test]
fn akugyo_after_fight_moves_2_to_its_controllers_pool() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Akugyo"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_amber_on("Akugyo", 3);
    t.fight("Akugyo", "Dust Pixie");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber_on("Akugyo"), 1);
}

#[test]
fn alien_puffer_destroyed_gains_2_and_has_hazardous_3() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Alien Puffer"])
        .start();
    let troll = t.find("Troll");
    t.g.add_power_counters(troll, 5);
    t.fight("Troll", "Alien Puffer");
    assert!(t.line(B).is_empty());
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.damage("Troll"), 3 + 6, "hazardous 3, then 6 power");
}

#[test]
fn anvil_crawler_each_player_draws_to_one_more_card() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Anvil Crawler"])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 7);
}

#[test]
fn beehemoth_gives_a_counter_at_the_start_of_its_controllers_turn() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Beehemoth", "Krump"])
        .start();
    to_next_turn_of_a(&mut t);
    t.choose("Krump");
    assert_eq!(t.power("Krump"), 7);
}

#[test]
fn beehemoth_after_reap_moves_and_takes_its_new_neighbors_counters_as_amber() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Beehemoth", "Krump", "Troll", "Bumpsy"])
        .start();
    for (name, n) in [("Krump", 1), ("Troll", 2), ("Bumpsy", 3)] {
        let c = t.find(name);
        t.g.add_power_counters(c, n);
    }
    t.reap("Beehemoth");
    t.choose_option(2);
    assert_eq!(t.line(A), ["Krump", "Troll", "Beehemoth", "Bumpsy"]);
    assert_eq!(t.amber(A), 1 + 5);
    assert_eq!(t.power("Krump"), 7, "not a neighbor now");
    assert_eq!((t.power("Troll"), t.power("Bumpsy")), (8, 5));
}

#[test]
fn colossipede_exalts_each_creature_and_friendly_creatures_with_amber_bank_it_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Colossipede"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Colossipede");
    t.flank(Flank::Right);
    for c in ["Krump", "Colossipede", "Troll", "Dust Pixie"] {
        assert_eq!(t.amber_on(c), 1, "{c} exalted");
    }
    t.fight("Krump", "Dust Pixie");
    assert_eq!(t.amber_on("Krump"), 0);
    assert_eq!(
        t.amber(A),
        2,
        "Krump's 1, and Dust Pixie's 1 as it left play"
    );
}

#[test]
fn falcron_neighbors_steal_1_after_reaping_but_not_others() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Falcron", "Troll", "Bumpsy"])
        .amber(B, 3)
        .start();
    t.reap("Krump");
    assert_eq!((t.amber(A), t.amber(B)), (2, 2));
    t.reap("Bumpsy");
    assert_eq!((t.amber(A), t.amber(B)), (3, 2));
    t.reap("Falcron");
    assert_eq!(t.amber(B), 2, "not its own neighbor");
}

#[test]
fn grinder_swarm_gets_1_power_per_creature_and_captures_2_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Grinder Swarm", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    assert_eq!(t.power("Grinder Swarm"), 6);
    t.fight("Grinder Swarm", "Dust Pixie");
    assert_eq!(t.power("Grinder Swarm"), 5);
    assert_eq!(t.amber_on("Grinder Swarm"), 2);
}

#[test]
fn grizzled_wyvern_captures_6_split_between_the_players_and_stays() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Grizzled Wyvern"])
        .amber(A, 2)
        .amber(B, 5)
        .start();
    t.play("Grizzled Wyvern");
    t.choose_option(4);
    assert_eq!(t.amber_on("Grizzled Wyvern"), 6);
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
}

#[test]
fn grizzled_wyvern_with_fewer_than_6_on_it_is_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Grizzled Wyvern"])
        .amber(B, 5)
        .start();
    t.play("Grizzled Wyvern");
    t.choose_option(6);
    assert!(t.line(A).is_empty());
    assert_eq!(
        t.amber(B),
        5,
        "the Æmber on it goes to its controller's opponent"
    );
}

#[test]
fn hungry_hippogriff_other_friendly_creatures_bank_their_amber_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Hungry Hippogriff", "Dust Pixie"])
        .start();
    t.set_amber_on("Dust Pixie", 2);
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 1 + 2, "Punch's bonus and the 2 on Dust Pixie");
}

#[test]
fn icarus_20_each_friendly_creature_has_action_draw_a_card() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Icarus 2.0", "Krump"])
        .start();
    t.action("Krump");
    assert_eq!(t.hand_of(A).len(), 1);
    t.action("Icarus 2.0");
    assert_eq!(t.hand_of(A).len(), 2);
}

#[test]
fn impzilla_destroys_the_most_powerful_enemy_creature_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Impzilla"])
        .battleline(B, &["Dust Pixie", "Troll", "Krump"])
        .start();
    t.fight("Impzilla", "Dust Pixie");
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn lancet_each_friendly_creature_captures_1_after_fighting_itself_included() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Lancet", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(B), 1);
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Lancet"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.fight("Lancet", "Dust Pixie");
    assert_eq!(t.amber_on("Lancet"), 1);
}

#[test]
fn malifi_dragon_gains_2_at_the_end_of_its_turn_with_4_or_less() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Malifi Dragon"])
        .amber(A, 4)
        .start();
    t.end_turn();
    assert_eq!(t.amber(A), 6);
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Malifi Dragon"])
        .amber(A, 5)
        .start();
    t.end_turn();
    assert_eq!(t.amber(A), 5);
}

#[test]
fn naja_gains_3_after_reaping() {
    let mut t = scenario(House::Brobnar).battleline(A, &["Naja"]).start();
    t.reap("Naja");
    assert_eq!(t.amber(A), 4);
}

#[test]
fn rorqual_exalts_itself_grows_with_its_amber_and_banks_it_by_action() {
    let mut t = scenario(House::Brobnar).battleline(A, &["Rorqual"]).start();
    t.reap("Rorqual");
    assert_eq!(t.amber_on("Rorqual"), 1);
    assert_eq!(t.power("Rorqual"), 6);
    let rorqual = t.find("Rorqual");
    t.g.ready(rorqual);
    t.action("Rorqual");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.power("Rorqual"), 5);
}

#[test]
fn screeyan_the_opponent_discards_their_top_card_and_cannot_choose_its_house_next() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Screeyan"])
        .deck(
            B,
            &[
                "Krump", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch",
            ],
        )
        .start();
    t.end_turn();
    assert_eq!(t.discard(B), ["Krump"]);
    assert!(!t.is_legal(Choice::House(House::Brobnar)));
    assert!(t.is_legal(Choice::House(House::Dis)));
    t.apply(Choice::House(House::Dis));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.g.active_player(), A);
}

#[test]
fn sentient_cloud_only_the_most_powerful_friendly_creatures_gain_2_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Sentient Cloud", "Krump", "Bumpsy"])
        .battleline(B, &["Dust Pixie", "Urchin"])
        .start();
    t.fight("Bumpsy", "Dust Pixie");
    assert_eq!(t.amber(A), 0);
    t.fight("Krump", "Urchin");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn titanarpon_the_first_creature_played_each_turn_enters_ready() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Titanarpon"])
        .hand(A, &["Krump", "Bumpsy"])
        .start();
    t.play("Krump");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Krump"));
    t.play("Bumpsy");
    t.flank(Flank::Right);
    assert!(t.exhausted("Bumpsy"));
}

#[test]
fn tyrannus_aquilae_captures_1_at_the_end_of_each_turn_and_banks_1_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Tyrannus Aquilae"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.end_turn();
    assert_eq!(t.amber_on("Tyrannus Aquilae"), 1);
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber_on("Tyrannus Aquilae"), 2, "the opponent's turn too");
    t.apply(Choice::House(House::Brobnar));
    t.fight("Tyrannus Aquilae", "Dust Pixie");
    assert_eq!(t.amber_on("Tyrannus Aquilae"), 1);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn volax_destroyed_doubles_its_controllers_pool() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Volax"])
        .amber(B, 4)
        .start();
    t.set_damage("Volax", 12);
    t.play("Punch");
    assert_eq!(t.amber(B), 8);
}

#[test]
fn narplet_its_neighbors_are_versatile() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Krump", "Narplet", "Dust Pixie", "Troll"])
        .start();
    let troll = t.find("Troll");
    let narplet = t.find("Narplet");
    assert!(!t.is_legal(Choice::Reap(troll)), "not a neighbor");
    assert!(!t.is_legal(Choice::Reap(narplet)), "not its own neighbor");
    t.reap("Krump");
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn dreadstarr_the_lone_alone_among_friendly_brobnar_creatures_is_versatile() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Dreadstarr the Lone", "Dust Pixie"])
        .start();
    t.reap("Dreadstarr the Lone");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn dreadstarr_the_lone_with_another_friendly_brobnar_creature_is_not_versatile() {
    let t = scenario(House::Dis)
        .battleline(A, &["Dreadstarr the Lone", "Krump"])
        .start();
    let dreadstarr = t.find("Dreadstarr the Lone");
    assert!(!t.is_legal(Choice::Reap(dreadstarr)));
}

#[test]
fn dreadstarr_the_lone_after_fight_the_opponent_loses_1() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Dreadstarr the Lone"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.fight("Dreadstarr the Lone", "Dust Pixie");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn blue_aemberdrake_destroyed_gains_4_and_forges_the_blue_key() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Blue Æmberdrake"])
        .amber(B, 2)
        .start();
    t.set_damage("Blue Æmberdrake", 4);
    t.fight("Krump", "Blue Æmberdrake");
    assert_eq!(t.keys(B), 1);
    assert!(t.g.key_forged(B, KeyColor::Blue));
    assert_eq!(t.amber(B), 0, "2 + 4 paid for the key");
}

#[test]
fn red_aemberdrake_with_its_red_key_already_forged_only_gains_4() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Red Æmberdrake"])
        .amber(B, 2)
        .keys(B, 1)
        .start();
    t.player_mut(B).forged = KeyColor::Red.bit();
    t.set_damage("Red Æmberdrake", 4);
    t.fight("Krump", "Red Æmberdrake");
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 6);
}

#[test]
fn yellow_aemberdrake_unable_to_pay_gains_4_and_forges_nothing() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Yellow Æmberdrake"])
        .start();
    t.set_damage("Yellow Æmberdrake", 4);
    t.fight("Krump", "Yellow Æmberdrake");
    assert_eq!(t.keys(B), 0);
    assert_eq!(t.amber(B), 4);
    assert!(!t.g.key_forged(B, KeyColor::Yellow));
}

#[test]
fn sentient_cloud_itself_with_the_highest_power_gains_2_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Sentient Cloud"])
        .battleline(B, &["Urchin"])
        .start();
    t.apply(Choice::Fight(t.find("Sentient Cloud")));
    assert_eq!(t.amber(A), 2);
}

#[test]
fn colossipede_itself_with_amber_banks_it_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Colossipede"])
        .battleline(B, &["Urchin"])
        .start();
    t.set_amber_on("Colossipede", 2);
    t.apply(Choice::Fight(t.find("Colossipede")));
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber_on("Colossipede"), 0);
}
