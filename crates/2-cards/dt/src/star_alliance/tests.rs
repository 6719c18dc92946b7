//! Tests of the Star Alliance cards of Dark Tidings: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
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

// ----- Operative Espion and its evil twin -------------------------------------

#[test]
fn operative_espion_lets_the_player_raising_the_tide_use_a_creature() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll"])
        .battleline(B, &["Operative Espion"])
        .tide()
        .start();
    t.apply(Choice::RaiseTide);
    t.choose("Troll");
    assert!(t.is_legal(Choice::Fight(t.find("Troll"))), "used: any use");
    t.apply(Choice::Reap(t.find("Troll")));
    assert!(t.exhausted("Troll"));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn operative_espion_does_not_trigger_when_the_tide_is_raised_off_turn() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Operative Espion"])
        .battleline(B, &["Troll"])
        .tide()
        .start();
    t.g.raise_tide(B);
    assert!(!t.asks_target(), "B raised it on A's turn");
}

#[test]
fn operative_espion_evil_twin_lets_the_player_raising_the_tide_deal_3() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["{operative-espion-evil-twin}"])
        .battleline(B, &["Krump"])
        .tide()
        .start();
    t.apply(Choice::RaiseTide);
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
}

// ----- Shield-U-Later and its evil twin ---------------------------------------

#[test]
fn shield_u_later_as_an_upgrade_gives_2_armor() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Shield-U-Later"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Shield-U-Later");
    t.choose("Troll");
    assert_eq!(t.armor("Troll"), 2);
    assert_eq!(t.line(A), ["Troll"]);
}

#[test]
fn shield_u_later_as_a_creature_has_its_printed_armor() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Shield-U-Later"])
        .start();
    assert_eq!(t.armor("Shield-U-Later"), 2);
}

#[test]
fn shield_u_later_evil_twin_as_an_upgrade_takes_armor_and_2_power() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Champion Anaphiel"])
        .upgrade(A, "{shield-u-later-evil-twin}", "Champion Anaphiel")
        .start();
    assert_eq!(t.armor("Champion Anaphiel"), 0);
    assert_eq!(t.power("Champion Anaphiel"), 4);
}

// ----- Ceaseforge -----------------------------------------------------------------

#[test]
fn ceaseforge_stops_forging_for_two_of_its_turns_then_is_destroyed() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Ceaseforge"])
        .amber(B, 7)
        .start();
    t.play("Ceaseforge");
    assert_eq!(t.g.counters(t.find("Ceaseforge")), 2);
    t.end_turn();
    assert_eq!(t.keys(B), 0, "no key forged while Ceaseforge is in play");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.counters(t.find("Ceaseforge")), 1);
    t.apply(Choice::House(House::StarAlliance));
    t.end_turn();
    assert_eq!(t.keys(B), 0);
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.location("Ceaseforge"), Location::Discard);
}

// ----- Exploratory Craft ----------------------------------------------------------

#[test]
fn exploratory_craft_draws_one_card_per_house_exhausted() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Exploratory Craft"])
        .battleline(A, &["Troll", "Krump", "Dust Pixie"])
        .deck(A, &["Punch", "Punch", "Punch"])
        .start();
    t.action("Exploratory Craft");
    t.choose("Troll");
    t.choose("Krump");
    t.choose("Dust Pixie");
    assert!(t.exhausted("Troll") && t.exhausted("Krump") && t.exhausted("Dust Pixie"));
    assert_eq!(t.hand_of(A).len(), 2, "Brobnar and Untamed");
}

#[test]
fn exploratory_craft_counts_only_creatures_it_exhausted() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Exploratory Craft"])
        .battleline(A, &["Troll", "Dust Pixie"])
        .deck(A, &["Punch", "Punch", "Punch"])
        .start();
    t.set_exhausted("Dust Pixie", true);
    t.action("Exploratory Craft");
    t.choose("Troll");
    t.choose("Dust Pixie");
    assert_eq!(t.hand_of(A).len(), 1, "Dust Pixie was exhausted already");
}

// ----- Sabotage Mission -----------------------------------------------------------

#[test]
fn sabotage_mission_raises_keys_by_the_different_powers_of_friendly_creatures() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Sabotage Mission"])
        .battleline(A, &["Troll", "Krump", "Dust Pixie", "Dust Pixie"])
        .start();
    t.play("Sabotage Mission");
    assert_eq!(t.g.key_cost(B), 6, "not during this turn");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 9, "powers 8, 6 and 1");
}

// ----- Æmber-vac ------------------------------------------------------------------

#[test]
fn aember_vac_raises_the_tide_and_captures_2_at_the_start_of_a_high_tide_turn() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Æmber-vac"])
        .battleline(A, &["Troll"])
        .amber(B, 5)
        .tide()
        .start();
    t.play("Æmber-vac");
    assert!(t.g.tide_is_high(A));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber_on("Troll"), 2);
}

#[test]
fn aember_vac_captures_nothing_while_the_tide_is_not_high() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll"])
        .upgrade(A, "Æmber-vac", "Troll")
        .amber(B, 5)
        .tide_high(B)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber_on("Troll"), 0);
}

// ----- Officer's Blaster ------------------------------------------------------------

#[test]
fn officers_blaster_gives_2_power_and_moves_right_when_its_creature_is_destroyed() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Officer’s Blaster"])
        .battleline(A, &["Dust Pixie", "Troll", "Krump"])
        .start();
    t.play("Officer’s Blaster");
    t.choose("Troll");
    assert_eq!(t.power("Troll"), 10);
    t.g.destroy(t.find("Troll"));
    t.advance();
    assert_eq!(t.power("Krump"), 8, "its right neighbour");
    assert_eq!(t.power("Dust Pixie"), 1);
}

// ----- 5C077 and its evil twin ------------------------------------------------------

#[test]
fn five_c077_reap_readies_and_uses_a_friendly_creature_of_its_power() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["5C077", "C.R. Officer Hawkins", "Dust Pixie"])
        .start();
    t.set_exhausted("C.R. Officer Hawkins", true);
    t.reap("5C077");
    t.choose_option(0);
    assert_eq!(t.amber(A), 2, "both reaps");
    assert!(t.exhausted("C.R. Officer Hawkins"), "used again");
    assert_eq!(t.power("5C077"), 3, "a +1 power counter");
}

#[test]
fn five_c077_may_leave_its_power_counters() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["5C077", "Dust Pixie"])
        .start();
    t.reap("5C077");
    t.choose_option(2);
    assert_eq!(t.power("5C077"), 2);
    assert_eq!(t.amber(A), 1, "no other creature of power 2");
}

#[test]
fn five_c077_evil_twin_reap_destroys_a_creature_of_its_power() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["{5c077-evil-twin}", "Troll"])
        .battleline(B, &["Diplomat Agung", "Krump"])
        .start();
    t.g.add_power_counters(t.find("5C077"), 1);
    t.reap("5C077");
    t.choose_option(1);
    assert_eq!(
        t.location("Diplomat Agung"),
        Location::Battleline,
        "power 3 then"
    );
    assert_eq!(t.power("5C077"), 2, "the counter removed");
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["{5c077-evil-twin}", "Troll"])
        .battleline(B, &["Diplomat Agung", "Krump"])
        .start();
    t.reap("5C077");
    t.choose_option(2);
    assert_eq!(t.location("Diplomat Agung"), Location::Discard);
}

// ----- Com. Officer Hings and Com. Officer Gross -------------------------------------

#[test]
fn com_officer_hings_may_search_the_deck_for_gross() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Com. Officer Hings"])
        .deck(A, &["Punch", "Punch", "Com. Officer Gross", "Punch"])
        .start();
    t.play("Com. Officer Hings");
    t.choose("Com. Officer Gross");
    assert_eq!(t.hand_of(A), ["Com. Officer Gross"]);
    assert_eq!(t.deck_of(A).len(), 3);
}

#[test]
fn com_officer_hings_draws_a_card_per_creature_between_the_officers() {
    let mut t = scenario(House::StarAlliance)
        .battleline(
            A,
            &["Com. Officer Hings", "Troll", "Krump", "Com. Officer Gross"],
        )
        .deck(A, &["Punch", "Punch", "Punch"])
        .start();
    t.reap("Com. Officer Hings");
    assert_eq!(
        t.hand_of(A),
        ["Punch", "Punch"],
        "Troll and Krump are between"
    );
}

#[test]
fn com_officer_hings_draws_nothing_without_gross_in_play() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Com. Officer Hings", "Troll"])
        .deck(A, &["Punch", "Punch", "Punch"])
        .start();
    t.reap("Com. Officer Hings");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn com_officer_gross_gives_a_counter_to_each_creature_between_the_officers() {
    let mut t = scenario(House::StarAlliance)
        .battleline(
            A,
            &[
                "Dust Pixie",
                "Com. Officer Gross",
                "Troll",
                "Com. Officer Hings",
            ],
        )
        .start();
    t.reap("Com. Officer Gross");
    assert_eq!(t.power("Troll"), 9);
    assert_eq!(t.power("Dust Pixie"), 1, "not between");
}

// ----- Make It So ------------------------------------------------------------------

#[test]
fn make_it_so_draws_while_the_top_card_belongs_to_the_chosen_house() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Make It So"])
        .deck(A, &["Troll", "Krump", "Dust Pixie", "Bumpsy"])
        .start();
    t.play("Make It So");
    t.choose_house(House::Brobnar);
    assert_eq!(t.hand_of(A), ["Troll", "Krump"]);
    assert_eq!(t.deck_of(A), ["Dust Pixie", "Bumpsy"], "Dust Pixie stays");
}

// ----- Prof. Emeritus Kering ----------------------------------------------------------

#[test]
fn prof_emeritus_kering_uses_both_neighbors_while_the_tide_is_high() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Prof. Emeritus Kering", "Krump"])
        .tide_high(A)
        .start();
    t.reap("Prof. Emeritus Kering");
    t.choose("Troll");
    assert_eq!(t.amber(A), 3, "Kering, Troll, Krump reap");
}

#[test]
fn prof_emeritus_kering_uses_one_neighbor_while_the_tide_is_not_high() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Prof. Emeritus Kering", "Krump"])
        .tide()
        .start();
    t.reap("Prof. Emeritus Kering");
    t.choose("Troll");
    assert_eq!(t.amber(A), 2);
    assert!(!t.exhausted("Krump"));
}

// ----- Colonist Chapman -------------------------------------------------------------

#[test]
fn colonist_chapman_gives_its_non_star_alliance_neighbors_reap_gain_1() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Colonist Chapman", "Krump"])
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 2);
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Lieutenant Valmart", "Colonist Chapman"])
        .start();
    t.reap("Lieutenant Valmart");
    assert_eq!(t.amber(A), 1, "a Star Alliance neighbour gains nothing");
}

// ----- Biome Discovery ----------------------------------------------------------------

#[test]
fn biome_discovery_discards_one_of_the_top_2_while_the_tide_is_high() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Biome Discovery"])
        .deck(A, &["Troll", "Krump", "Dust Pixie"])
        .tide_high(A)
        .start();
    t.play("Biome Discovery");
    assert!(
        !t.is_legal(Choice::Target(t.find("Dust Pixie"))),
        "third card"
    );
    t.choose("Krump");
    assert_eq!(t.deck_of(A), ["Troll", "Dust Pixie"]);
    assert!(t.discard(A).contains(&"Krump"));
}

#[test]
fn biome_discovery_raises_the_tide_otherwise() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Biome Discovery"])
        .tide_high(B)
        .start();
    t.play("Biome Discovery");
    assert!(t.g.tide_is_high(A));
}

// ----- Diplomat Agung -----------------------------------------------------------------

#[test]
fn diplomat_agung_makes_a_friendly_creature_belong_to_a_chosen_house_this_turn() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Diplomat Agung", "Troll"])
        .start();
    t.reap("Diplomat Agung");
    t.choose("Troll");
    t.choose_house(House::Logos);
    let troll = t.find("Troll");
    assert!(t.g.belongs_to(troll, House::Logos) && t.g.belongs_to(troll, House::Brobnar));
    t.end_turn();
    assert!(!t.g.belongs_to(troll, House::Logos));
}

// ----- Rocketeer Tryska ----------------------------------------------------------------

#[test]
fn rocketeer_tryska_neighbors_enter_play_ready_while_the_tide_is_high() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Troll", "Krump"])
        .battleline(A, &["Dust Pixie", "Rocketeer Tryska"])
        .tide_high(A)
        .start();
    t.play("Troll");
    t.flank(keysim_engine::Flank::Right);
    t.play("Krump");
    t.flank(keysim_engine::Flank::Left);
    assert!(!t.exhausted("Troll"), "beside Tryska");
    assert!(t.exhausted("Krump"), "beside Dust Pixie");
}

#[test]
fn rocketeer_tryska_neighbors_enter_exhausted_while_the_tide_is_not_high() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Troll"])
        .battleline(A, &["Rocketeer Tryska"])
        .tide()
        .start();
    t.play("Troll");
    t.flank(keysim_engine::Flank::Right);
    assert!(t.exhausted("Troll"));
}

// ----- Unity or Discord ----------------------------------------------------------------

#[test]
fn unity_or_discord_uses_a_friendly_non_star_alliance_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Unity or Discord"])
        .battleline(A, &["Troll", "Lieutenant Valmart"])
        .start();
    t.play("Unity or Discord");
    t.choose_option(0);
    assert!(t.exhausted("Troll"), "the only choice, reaped");
    assert_eq!(t.amber(A), 1);
    assert!(!t.exhausted("Lieutenant Valmart"));
}

#[test]
fn unity_or_discord_returns_creatures_with_their_upgrades() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Unity or Discord"])
        .battleline(A, &["Troll", "Krump", "Dust Pixie"])
        .upgrade(A, "D1-V3 Pod", "Troll")
        .start();
    t.play("Unity or Discord");
    t.choose_option(1);
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!(t.line(A), ["Dust Pixie"]);
    let mut hand = t.hand_of(A);
    hand.sort();
    assert_eq!(hand, ["D1-V3 Pod", "Krump", "Troll"]);
}

// ----- Selective Preservation and Grand Alliance Council -------------------------------

#[test]
fn selective_preservation_keeps_one_creature_of_each_power() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Selective Preservation"])
        .battleline(A, &["Troll", "Dust Pixie"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Selective Preservation");
    let enemy_troll = t.g.creatures(B)[0];
    t.choose_card(enemy_troll);
    assert!(
        !t.is_legal(Choice::Target(t.g.creatures(A)[0])),
        "power 8 is chosen"
    );
    t.choose("Krump");
    assert_eq!(t.line(A), ["Dust Pixie"], "the only creature of power 1");
    assert_eq!(t.line(B), ["Troll", "Krump"]);
}

#[test]
fn grand_alliance_council_keeps_one_creature_of_each_house() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Grand Alliance Council"])
        .battleline(A, &["Troll", "Dust Pixie"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.play("Grand Alliance Council");
    t.choose("Bumpsy");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "Brobnar is chosen"
    );
    assert_eq!(t.line(A), ["Dust Pixie"], "the only Untamed creature");
    assert_eq!(t.line(B), ["Bumpsy"]);
}

// ----- Together! -------------------------------------------------------------------------

#[test]
fn together_plays_two_non_star_alliance_cards_while_the_tide_is_high() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Together!", "Troll", "Punch", "Lieutenant Valmart"])
        .tide_high(A)
        .start();
    t.play("Together!");
    assert!(!t.is_legal(Choice::Target(t.find("Lieutenant Valmart"))));
    t.choose("Troll");
    t.choose("Punch");
    assert_eq!(t.line(A), ["Troll"]);
    assert!(t.discard(A).contains(&"Punch"));
}

#[test]
fn together_plays_one_non_star_alliance_card_otherwise() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Together!", "Troll", "Punch"])
        .tide()
        .start();
    t.play("Together!");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Punch"]);
}

// ----- The Ulfberht Device ------------------------------------------------------------------

#[test]
fn the_ulfberht_device_forbids_the_house_chosen_on_the_previous_turn() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["The Ulfberht Device"])
        .houses(B, [House::Brobnar, House::Untamed, House::Logos])
        .start();
    t.game_history_mut().last_house[B.index()] = Some(House::Brobnar);
    t.end_turn();
    assert!(!t.is_legal(Choice::House(House::Brobnar)));
    assert!(t.is_legal(Choice::House(House::Untamed)));
}

// ----- T3R-35A ---------------------------------------------------------------------------------

#[test]
fn t3r_35a_may_be_used_with_a_neighbors_house() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "T3R-35A", "Dust Pixie"])
        .start();
    t.reap("T3R-35A");
    assert_eq!(t.amber(A), 1, "Troll is Brobnar");
    let t = scenario(House::Logos)
        .battleline(A, &["Troll", "T3R-35A", "Dust Pixie"])
        .start();
    assert!(
        !t.is_legal(Choice::Reap(t.find("T3R-35A"))),
        "no Logos neighbour"
    );
}

#[test]
fn t3r_35a_as_an_upgrade_lets_its_creature_use_a_neighbors_house() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Troll", "Krump", "Dust Pixie"])
        .upgrade(A, "T3R-35A", "Krump")
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Troll"))), "no upgrade");
    t.reap("Krump");
    assert_eq!(t.amber(A), 1, "Dust Pixie is Untamed");
}
