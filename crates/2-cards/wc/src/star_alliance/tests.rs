//! Tests of the Star Alliance cards of Worlds Collide: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{House, Keywords};

#[test]
fn armsmaster_molina_and_its_neighbors_are_hazardous_3() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump", "Ancient Bear"])
        .battleline(B, &["Dust Pixie", "Armsmaster Molina", "Snufflegator"])
        .start();
    t.fight("Troll", "Snufflegator");
    assert_eq!(t.damage("Troll"), 3 + 4, "3 hazardous before the fight");
    assert_eq!(
        t.g.hazardous(t.find("Armsmaster Molina")),
        3,
        "its own, not 6"
    );
    assert_eq!(t.g.hazardous(t.find("Dust Pixie")), 3);
}

#[test]
fn armsmaster_molina_gives_nothing_beyond_its_neighbors() {
    let t = scenario(House::Brobnar)
        .battleline(B, &["Armsmaster Molina", "Snufflegator", "Dust Pixie"])
        .start();
    assert_eq!(t.g.hazardous(t.find("Dust Pixie")), 0);
    assert_eq!(t.g.hazardous(t.find("Snufflegator")), 3);
}

#[test]
fn chief_engineer_walls_may_return_an_upgrade_or_a_robot_card() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Chief Engineer Walls"])
        .discard(A, &["Tunk", "Cloaking Dongle", "Troll"])
        .start();
    t.play("Chief Engineer Walls");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "neither an upgrade nor a Robot"
    );
    t.choose("Tunk");
    assert_eq!(t.hand_of(A), ["Tunk"]);
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Chief Engineer Walls"])
        .discard(A, &["Cloaking Dongle", "Troll"])
        .start();
    t.reap("Chief Engineer Walls");
    t.choose("Cloaking Dongle");
    assert_eq!(t.hand_of(A), ["Cloaking Dongle"]);
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn chief_engineer_walls_may_return_nothing() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Chief Engineer Walls"])
        .discard(A, &["Tunk"])
        .start();
    t.reap("Chief Engineer Walls");
    t.pass();
    assert_eq!(t.discard(A), ["Tunk"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn cloaking_dongle_makes_its_creature_and_its_neighbors_elusive() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Krump", "Dust Pixie", "Snufflegator"])
        .upgrade(A, "Cloaking Dongle", "Krump")
        .start();
    let elusive = |n: &str| t.g.keywords(t.find(n)).contains(Keywords::ELUSIVE);
    assert!(elusive("Troll") && elusive("Krump") && elusive("Dust Pixie"));
    assert!(!elusive("Snufflegator"));
}

#[test]
fn commander_chan_uses_another_friendly_creature() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Commander Chan", "Troll"])
        .start();
    t.reap("Commander Chan");
    assert_eq!(
        t.amber(A),
        2,
        "a Brobnar creature used on a Star Alliance turn"
    );
    assert!(t.exhausted("Troll"));
}

#[test]
fn first_officer_frane_has_a_friendly_creature_capture_one() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["First Officer Frane"])
        .battleline(A, &["Troll"])
        .amber(B, 3)
        .start();
    t.play("First Officer Frane");
    t.flank(Flank::Right);
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn lieutenant_khrkhar_has_taunt_and_hazardous_3() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Lieutenant Khrkhar"])
        .start();
    let troll = t.find("Troll");
    assert!(
        !t.g.can_be_fought(troll, t.find("Dust Pixie")),
        "taunt protects its neighbor"
    );
    t.fight("Troll", "Lieutenant Khrkhar");
    assert_eq!(t.discard(A), ["Troll"], "3 hazardous and 5 in the fight");
    assert_eq!(t.discard(B), ["Lieutenant Khrkhar"]);
}

#[test]
fn light_of_the_archons_counts_each_upgrade_on_its_creature() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll"])
        .upgrade(A, "Light of the Archons", "Troll")
        .upgrade(A, "Cloaking Dongle", "Troll")
        .start();
    assert_eq!(t.power("Troll"), 10);
    assert_eq!(t.armor("Troll"), 2);
}

#[test]
fn medic_ingram_heals_three_and_wards() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Medic Ingram", "Troll"])
        .start();
    t.set_damage("Troll", 5);
    t.reap("Medic Ingram");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
    assert!(t.card("Troll").is_warded());
}

#[test]
fn medic_ingram_may_choose_no_creature() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Medic Ingram", "Troll"])
        .start();
    t.set_damage("Troll", 5);
    t.reap("Medic Ingram");
    t.pass();
    assert_eq!(t.damage("Troll"), 5);
    assert!(!t.card("Troll").is_warded());
}

#[test]
fn red_alert_deals_the_difference_to_each_enemy_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Red Alert"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Snufflegator", "Dust Pixie", "Urchin"])
        .start();
    t.play("Red Alert");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.damage("Snufflegator"), 3);
    assert_eq!(t.discard(B), ["Dust Pixie", "Urchin"]);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn red_alert_does_nothing_without_more_enemy_creatures() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Red Alert"])
        .battleline(A, &["Troll", "Ancient Bear"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.play("Red Alert");
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.line(B), ["Krump", "Dust Pixie"]);
}

#[test]
fn sci_officer_qincan_steals_when_a_house_matching_nothing_in_play_is_chosen() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Sci. Officer Qincan"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    assert_eq!(t.amber(A), 1, "no Dis card in play");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn sci_officer_qincan_steals_nothing_when_the_house_matches_a_card_in_play() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Sci. Officer Qincan"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn sensor_chief_garcia_raises_every_key_during_the_opponents_next_turn_only() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Sensor Chief Garcia"])
        .amber(B, 7)
        .start();
    t.play("Sensor Chief Garcia");
    assert_eq!(t.g.key_cost(B), 6, "not during this turn");
    t.end_turn();
    assert_eq!(t.keys(B), 0, "a key costs 8 on B's turn");
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 8, "every key forged in that turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 6, "over on A's next turn");
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn stealth_mode_stops_the_opponent_playing_actions_on_their_next_turn() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Stealth Mode"])
        .hand(B, &["Anger", "Troll"])
        .start();
    t.play("Stealth Mode");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.is_legal(Choice::Play(t.find("Anger"))));
    assert!(t.is_legal(Choice::Play(t.find("Troll"))));
    t.end_turn();
    t.apply(Choice::House(House::StarAlliance));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(
        t.is_legal(Choice::Play(t.find("Anger"))),
        "only that one turn"
    );
}

#[test]
fn zap_deals_one_damage_per_house_among_creatures_in_play() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Zap"])
        .battleline(A, &["Troll", "Medic Ingram"])
        .battleline(B, &["Krump", "Sequis"])
        .start();
    t.play("Zap");
    t.choose("Krump");
    t.choose("Krump");
    t.choose("Troll");
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(
        t.damage("Troll"),
        1,
        "3 houses: Brobnar, Star Alliance, Sanctum"
    );
    assert!(!t.asks_target());
}

#[test]
fn com_officer_kirby_allows_one_non_star_alliance_artifact_upgrade_or_action() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Com. Officer Kirby"])
        .battleline(B, &["Krump"])
        .hand(A, &["Anger", "Punch", "Troll"])
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Anger"))));
    t.reap("Com. Officer Kirby");
    assert!(t.is_legal(Choice::Play(t.find("Anger"))));
    assert!(!t.is_legal(Choice::Play(t.find("Troll"))), "not a creature");
    t.play("Punch");
    t.choose("Krump");
    assert!(!t.is_legal(Choice::Play(t.find("Anger"))), "one card only");
}

#[test]
fn com_officer_kirby_twice_allows_two_cards() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Com. Officer Kirby", "Anger", "Punch", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Com. Officer Kirby");
    t.set_exhausted("Com. Officer Kirby", false);
    t.reap("Com. Officer Kirby");
    t.play("Punch");
    t.choose("Krump");
    assert!(
        t.is_legal(Choice::Play(t.find("Anger"))),
        "a second play left"
    );
}

#[test]
fn cxo_taber_allows_one_non_star_alliance_card_played_or_used() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["CxO Taber", "Troll"])
        .hand(A, &["Krump"])
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Troll"))));
    t.reap("CxO Taber");
    assert!(t.is_legal(Choice::Play(t.find("Krump"))));
    t.reap("Troll");
    assert_eq!(t.amber(A), 2);
    assert!(
        !t.is_legal(Choice::Play(t.find("Krump"))),
        "the one card was used"
    );
}

#[test]
fn force_field_wards_its_creature_when_it_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Force Field", "Troll")
        .start();
    t.reap("Troll");
    assert!(t.card("Troll").is_warded());
}

#[test]
fn helmsman_spears_draws_a_card_per_card_discarded() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Helmsman Spears"])
        .hand(A, &["Troll", "Krump", "Anger"])
        .deck(A, &["Punch", "Pound", "Smith"])
        .start();
    t.reap("Helmsman Spears");
    t.choose("Troll");
    t.choose("Anger");
    t.pass();
    assert_eq!(t.discard(A), ["Troll", "Anger"]);
    assert_eq!(t.hand_of(A), ["Krump", "Punch", "Pound"]);
}

#[test]
fn helmsman_spears_may_discard_nothing() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Helmsman Spears"])
        .hand(A, &["Troll"])
        .start();
    t.reap("Helmsman Spears");
    t.pass();
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn information_officer_gray_archives_a_revealed_non_star_alliance_card() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Information Officer Gray"])
        .hand(A, &["Troll", "Zap"])
        .start();
    t.reap("Information Officer Gray");
    assert!(!t.is_legal(Choice::Target(t.find("Zap"))));
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert!(t.g.knows(B, t.find("Troll")), "revealed");
}

#[test]
fn information_officer_gray_may_archive_nothing() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Information Officer Gray"])
        .hand(A, &["Troll"])
        .start();
    t.reap("Information Officer Gray");
    t.pass();
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn nurse_soto_heals_three_from_each_neighbor() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Nurse Soto", "Krump", "Ancient Bear"])
        .start();
    for n in ["Troll", "Krump", "Ancient Bear"] {
        t.set_damage(n, 4);
    }
    t.reap("Nurse Soto");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.damage("Ancient Bear"), 4, "not a neighbor");
}

#[test]
fn nurse_soto_deploys_between_two_creatures() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Nurse Soto"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.set_damage("Troll", 4);
    t.set_damage("Krump", 4);
    t.play("Nurse Soto");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Troll", "Nurse Soto", "Krump"]);
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Krump"), 1);
}

#[test]
fn quadracorder_raises_the_opponents_keys_per_friendly_house_up_to_three() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Medic Ingram"])
        .upgrade(A, "Quadracorder", "Troll")
        .start();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6);
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Medic Ingram", "Dust Pixie", "Bulwark"])
        .battleline(B, &["Tunk"])
        .upgrade(A, "Quadracorder", "Troll")
        .start();
    assert_eq!(t.g.key_cost(B), 9, "at most +3");
}

#[test]
fn quintrino_flux_destroys_both_chosen_and_each_creature_of_either_power() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Quintrino Flux"])
        .battleline(A, &["Dust Pixie", "Troll", "Snufflegator"])
        .battleline(B, &["Krump", "Urchin", "Mighty Tiger", "Tunk"])
        .start();
    t.play("Quintrino Flux");
    t.choose("Dust Pixie");
    t.choose("Tunk");
    assert_eq!(t.line(A), ["Troll", "Snufflegator"]);
    assert_eq!(t.line(B), ["Mighty Tiger"], "Krump has power 6 like Tunk");
}

#[test]
fn stunner_gives_a_may_stun_on_fight_and_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .upgrade(A, "Stunner", "Troll")
        .start();
    t.reap("Troll");
    t.choose("Krump");
    assert!(t.stunned("Krump"));
}

#[test]
fn stunner_may_stun_nothing() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .upgrade(A, "Stunner", "Troll")
        .start();
    t.fight("Troll", "Krump");
    t.pass();
    assert!(!t.stunned("Troll"));
}

#[test]
fn transporter_platform_returns_a_creature_and_its_upgrades_to_hand() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Transporter Platform"])
        .battleline(A, &["Troll", "Krump"])
        .upgrade(A, "Stunner", "Troll")
        .upgrade(B, "Cloaking Dongle", "Troll")
        .start();
    t.action("Transporter Platform");
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Stunner", "Troll"]);
    assert_eq!(t.hand_of(B), ["Cloaking Dongle"], "to its owner's hand");
    assert!(t.discard(A).is_empty());
}

#[test]
fn universal_translator_uses_a_friendly_non_star_alliance_creature() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Medic Ingram", "Troll", "Commander Chan"])
        .upgrade(A, "Universal Translator", "Medic Ingram")
        .start();
    t.reap("Medic Ingram");
    t.pass();
    assert_eq!(
        t.amber(A),
        2,
        "Troll, the only non-Star Alliance one, reaped"
    );
    assert!(t.exhausted("Troll"));
}

#[test]
fn xenotraining_captures_once_per_friendly_house() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Xenotraining"])
        .battleline(A, &["Troll", "Krump", "Medic Ingram"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 5)
        .start();
    t.play("Xenotraining");
    t.choose("Troll");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 2, "Brobnar and Star Alliance");
    assert_eq!(t.amber(B), 3);
    assert!(!t.asks_target());
}

#[test]
fn aembertracker_deals_two_through_armor_to_each_enemy_holding_aember() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Æmbertracker"])
        .battleline(B, &["Sequis", "Krump", "Troll"])
        .start();
    t.set_amber_on("Sequis", 1);
    t.set_amber_on("Troll", 1);
    t.play("Æmbertracker");
    assert_eq!(t.damage("Sequis"), 2, "its armor does not count");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn sci_officer_morpheus_resolves_a_played_creatures_play_ability_twice() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mighty Tiger"])
        .battleline(A, &["Sci. Officer Morpheus"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Mighty Tiger");
    t.flank(Flank::Right);
    assert_eq!(t.discard(B), ["Troll"], "4 damage twice");
}

#[test]
fn sci_officer_morpheus_repeats_nothing_of_an_action_or_an_opponents_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Sci. Officer Morpheus"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Punch");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3, "an action: once");
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Sci. Officer Morpheus"])
        .hand(B, &["Bumpsy"])
        .amber(A, 3)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.play("Bumpsy");
    assert_eq!(t.amber(A), 2, "the opponent's creature: once");
}

#[test]
fn tactical_officer_moon_rearranges_a_players_battleline() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Tactical Officer Moon"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Snufflegator", "Urchin"])
        .start();
    t.play("Tactical Officer Moon");
    t.flank(Flank::Right);
    t.choose_option(1);
    t.choose("Urchin");
    t.choose("Dust Pixie");
    t.pass();
    assert_eq!(t.line(B), ["Urchin", "Dust Pixie", "Snufflegator"]);
}

#[test]
fn tactical_officer_moon_may_keep_the_order() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Tactical Officer Moon"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.play("Tactical Officer Moon");
    t.flank(Flank::Left);
    t.choose_option(0);
    t.pass();
    assert_eq!(t.line(A), ["Tactical Officer Moon", "Troll", "Krump"]);
}

#[test]
fn tactical_officer_moon_has_assault_2() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Tactical Officer Moon"])
        .battleline(B, &["Snufflegator"])
        .start();
    t.fight("Tactical Officer Moon", "Snufflegator");
    assert_eq!(t.discard(B), ["Snufflegator"], "2 assault and 4 power");
    assert_eq!(
        t.damage("Tactical Officer Moon"),
        0,
        "destroyed before it hits back"
    );
}

#[test]
fn captain_val_jericho_in_the_center_allows_one_card_of_another_house() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Virtuous Works", "Virtuous Works"])
        .battleline(A, &["Troll", "Captain Val Jericho", "Krump"])
        .start();
    t.play("Virtuous Works");
    assert_eq!(t.amber(A), 3);
    let other = t.find_all("Virtuous Works")[1];
    assert!(!t.is_legal(Choice::Play(other)), "one card a turn");
}

#[test]
fn captain_val_jericho_off_center_allows_nothing() {
    let t = scenario(House::StarAlliance)
        .hand(A, &["Virtuous Works"])
        .battleline(A, &["Captain Val Jericho", "Troll"])
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Virtuous Works"))));
}

#[test]
fn crash_muldoon_enters_ready_and_uses_a_neighboring_non_star_alliance_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Crash Muldoon"])
        .battleline(A, &["Troll", "Medic Ingram"])
        .start();
    t.play("Crash Muldoon");
    t.apply(Choice::Position(1));
    assert!(!t.exhausted("Crash Muldoon"));
    t.action("Crash Muldoon");
    assert_eq!(t.amber(A), 1, "Troll reaped; Medic Ingram is Star Alliance");
    assert!(t.exhausted("Troll"));
}

#[test]
fn doctor_driscoll_gains_one_per_damage_healed() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Doctor Driscoll", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.set_damage("Troll", 5);
    t.set_damage("Krump", 1);
    t.action("Doctor Driscoll");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.amber(A), 2);
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Doctor Driscoll"])
        .battleline(B, &["Krump"])
        .start();
    t.set_damage("Krump", 1);
    t.action("Doctor Driscoll");
    t.choose("Krump");
    assert_eq!(t.amber(A), 1, "only 1 damage to heal");
}

#[test]
fn encounter_suit_wards_before_the_action_cards_play_ability_resolves() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll"])
        .upgrade(A, "Encounter Suit", "Troll")
        .start();
    t.play("Punch");
    assert_eq!(t.amber(A), 1, "after the bonus");
    assert_eq!(t.damage("Troll"), 0, "the ward stops Punch");
    assert!(!t.card("Troll").is_warded());
}

#[test]
fn forging_an_alliance_forges_at_seven_more_less_one_per_house_in_play() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Forging an Alliance"])
        .battleline(A, &["Troll", "Medic Ingram"])
        .battleline(B, &["Dust Pixie"])
        .amber(A, 9)
        .start();
    t.play("Forging an Alliance");
    assert_eq!(t.keys(A), 1, "6 + 7 - 3 houses = 10");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn forging_an_alliance_forges_nothing_short_of_the_cost() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Forging an Alliance"])
        .battleline(A, &["Troll", "Medic Ingram"])
        .amber(A, 9)
        .start();
    t.play("Forging an Alliance");
    assert_eq!(t.keys(A), 0, "2 houses: a key costs 11");
    assert_eq!(t.amber(A), 10);
}

#[test]
fn galactic_census_gains_by_the_houses_among_creatures() {
    let census = |line_a: &[&str], line_b: &[&str]| {
        let mut t = scenario(House::StarAlliance)
            .hand(A, &["Galactic Census"])
            .battleline(A, line_a)
            .battleline(B, line_b)
            .start();
        t.play("Galactic Census");
        t.amber(A) - 1
    };
    assert_eq!(census(&["Troll"], &["Tunk"]), 0);
    assert_eq!(census(&["Troll", "Medic Ingram"], &["Tunk"]), 1);
    assert_eq!(census(&["Troll", "Medic Ingram"], &["Tunk", "Bulwark"]), 1);
    assert_eq!(
        census(
            &["Troll", "Medic Ingram", "Dust Pixie"],
            &["Tunk", "Bulwark"]
        ),
        2
    );
    assert_eq!(
        census(
            &["Troll", "Medic Ingram", "Dust Pixie"],
            &["Tunk", "Bulwark", "Urchin"]
        ),
        3
    );
}

#[test]
fn general_order_24_has_each_player_destroy_a_house_at_the_start_of_their_turn() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["General Order 24"])
        .battleline(A, &["Troll", "Medic Ingram"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.end_turn();
    t.choose("Krump");
    assert_eq!(t.line(A), ["Medic Ingram"]);
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.artifacts_of(A), ["General Order 24"]);
}

#[test]
fn general_order_24_is_destroyed_when_the_player_has_no_creature() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["General Order 24"])
        .battleline(A, &["Troll"])
        .start();
    t.end_turn();
    assert!(t.artifacts_of(A).is_empty());
    assert_eq!(t.line(A), ["Troll"]);
}

#[test]
fn operations_officer_yshi_gives_its_neighbors_a_capture_on_fight_and_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Operations Officer Yshi", "Krump", "Bumpsy"])
        .amber(B, 3)
        .start();
    t.reap("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    t.reap("Bumpsy");
    assert_eq!(t.amber_on("Bumpsy"), 0, "not a neighbor");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn peace_accord_gives_two_to_each_then_punishes_the_first_fight() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Peace Accord"])
        .battleline(A, &["Tactical Officer Moon"])
        .battleline(B, &["Dust Pixie"])
        .amber(A, 3)
        .start();
    t.play("Peace Accord");
    assert_eq!((t.amber(A), t.amber(B)), (5, 2));
    t.fight("Tactical Officer Moon", "Dust Pixie");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(A), ["Peace Accord"]);
}

#[test]
fn plasma_nozzle_deals_two_with_two_splash_before_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Krump", "Snufflegator"])
        .upgrade(A, "Plasma Nozzle", "Troll")
        .start();
    t.fight("Troll", "Krump");
    assert_eq!(t.discard(B), ["Dust Pixie", "Krump"]);
    assert_eq!(t.damage("Snufflegator"), 2);
    assert_eq!(t.damage("Troll"), 6);
}

#[test]
fn psionic_officer_lang_archives_the_top_card_after_an_enemy_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Psionic Officer Lang"])
        .battleline(B, &["Psionic Officer Lang"])
        .deck(B, &["Punch", "Anger"])
        .start();
    t.reap("Troll");
    assert_eq!(t.archives_of(B), ["Punch"]);
    assert!(t.archives_of(A).is_empty(), "a friendly reap");
}

#[test]
fn quixxle_stone_stops_the_player_with_more_creatures_playing_creatures() {
    let t = scenario(House::Brobnar)
        .hand(A, &["Bumpsy"])
        .artifacts(B, &["Quixxle Stone"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Bumpsy"))));
    let t = scenario(House::Brobnar)
        .hand(A, &["Bumpsy"])
        .artifacts(B, &["Quixxle Stone"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    assert!(t.is_legal(Choice::Play(t.find("Bumpsy"))), "not more");
}

#[test]
fn special_agent_fingers_steals_one() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Special Agent Fingers"])
        .amber(B, 2)
        .start();
    t.action("Special Agent Fingers");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn tachyon_pulse_destroys_artifacts_and_exhausts_upgraded_creatures() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Tachyon Pulse"])
        .artifacts(A, &["Transporter Platform"])
        .artifacts(B, &["The Warchest"])
        .battleline(A, &["Troll", "Krump"])
        .upgrade(A, "Stunner", "Troll")
        .start();
    t.play("Tachyon Pulse");
    assert!(t.artifacts_of(A).is_empty() && t.artifacts_of(B).is_empty());
    assert!(t.exhausted("Troll"));
    assert!(!t.exhausted("Krump"));
}

#[test]
fn techivore_pulpate_destroys_each_artifact_of_the_house_chosen() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Techivore Pulpate"])
        .artifacts(A, &["Transporter Platform"])
        .artifacts(B, &["The Warchest"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.artifacts_of(A), ["Transporter Platform"]);
}

#[test]
fn uncharted_lands_pays_star_alliance_reapers_from_its_aember() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Uncharted Lands"])
        .battleline(A, &["Medic Ingram", "Troll"])
        .start();
    t.play("Uncharted Lands");
    assert_eq!(t.amber_on("Uncharted Lands"), 6);
    t.reap("Medic Ingram");
    t.pass();
    assert_eq!(t.amber(A), 2, "1 reaped, 1 from Uncharted Lands");
    assert_eq!(t.amber_on("Uncharted Lands"), 5);
}

#[test]
fn united_action_allows_the_houses_in_play_and_forbids_using() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["United Action", "Punch", "Virtuous Works"])
        .battleline(A, &["Troll", "Medic Ingram"])
        .start();
    t.play("United Action");
    assert!(
        t.is_legal(Choice::Play(t.find("Punch"))),
        "Troll is Brobnar"
    );
    assert!(!t.is_legal(Choice::Play(t.find("Virtuous Works"))));
    assert!(!t.is_legal(Choice::Reap(t.find("Medic Ingram"))));
}

#[test]
fn united_action_is_alpha() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Zap", "United Action"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Zap");
    assert_eq!(t.damage("Troll"), 1);
    assert!(!t.is_legal(Choice::Play(t.find("United Action"))));
}

#[test]
fn we_can_all_win_lowers_both_players_keys_until_the_end_of_your_next_turn() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["We Can ALL Win"])
        .start();
    t.play("We Can ALL Win");
    assert_eq!((t.g.key_cost(A), t.g.key_cost(B)), (4, 4));
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 4);
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::StarAlliance));
    assert_eq!(t.g.key_cost(A), 4, "still A's next turn");
    t.end_turn();
    assert_eq!((t.g.key_cost(A), t.g.key_cost(B)), (6, 6));
}

#[test]
fn molinas_blaster_played_on_armsmaster_molina_may_deal_three() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Molina's Blaster"])
        .battleline(A, &["Armsmaster Molina", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Molina's Blaster");
    t.choose("Armsmaster Molina");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn a_blaster_played_on_another_creature_gives_no_bonus() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Garcia's Blaster"])
        .battleline(A, &["Troll"])
        .amber(B, 2)
        .start();
    t.play("Garcia's Blaster");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 1, "its bonus only");
}

#[test]
fn a_blasters_creature_may_deal_two_on_fight_or_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .upgrade(A, "Molina's Blaster", "Troll")
        .start();
    t.reap("Troll");
    t.choose_option(1);
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 2);
}

#[test]
fn a_blasters_creature_may_do_neither() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Armsmaster Molina"])
        .battleline(B, &["Krump"])
        .upgrade(A, "Molina's Blaster", "Troll")
        .start();
    t.reap("Troll");
    t.choose_option(0);
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.card("Molina's Blaster").host, t.find("Troll"));
}

#[test]
fn a_blasters_creature_may_attach_it_to_its_officer_for_the_bonus() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Lieutenant Khrkhar"])
        .upgrade(A, "Khrkhar's Blaster", "Troll")
        .start();
    t.reap("Troll");
    t.choose_option(2);
    assert_eq!(
        t.card("Khrkhar's Blaster").host,
        t.find("Lieutenant Khrkhar")
    );
    assert!(t.card("Lieutenant Khrkhar").is_warded());
}

#[test]
fn chans_blaster_on_commander_chan_may_use_another_friendly_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Chan's Blaster"])
        .battleline(A, &["Commander Chan", "Troll"])
        .start();
    t.play("Chan's Blaster");
    t.choose("Commander Chan");
    t.choose("Troll");
    assert_eq!(t.amber(A), 2, "its bonus and Troll's reap");
}

#[test]
fn franes_blaster_on_first_officer_frane_takes_the_aember_on_it() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Frane's Blaster"])
        .battleline(A, &["First Officer Frane"])
        .start();
    t.set_amber_on("First Officer Frane", 2);
    t.play("Frane's Blaster");
    assert_eq!(t.amber(A), 3);
    assert_eq!(t.amber_on("First Officer Frane"), 0);
}

#[test]
fn garcias_blaster_on_sensor_chief_garcia_steals_one() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Garcia's Blaster"])
        .battleline(A, &["Sensor Chief Garcia"])
        .amber(B, 2)
        .start();
    t.play("Garcia's Blaster");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn ingrams_blaster_on_medic_ingram_fully_heals_a_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Ingram's Blaster"])
        .battleline(A, &["Medic Ingram", "Troll"])
        .start();
    t.set_damage("Troll", 7);
    t.play("Ingram's Blaster");
    t.choose("Medic Ingram");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn kirbys_blaster_on_com_officer_kirby_draws_two() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Kirby's Blaster"])
        .battleline(A, &["Com. Officer Kirby"])
        .start();
    t.play("Kirby's Blaster");
    assert_eq!(t.hand_of(A).len(), 2);
}

#[test]
fn qincans_blaster_on_sci_officer_qincan_may_archive_a_creature_in_play() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Qincan's Blaster"])
        .battleline(A, &["Sci. Officer Qincan"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Qincan's Blaster");
    t.choose("Sci. Officer Qincan");
    t.choose("Krump");
    assert_eq!(t.archives_of(B), ["Krump"], "its owner's archives");
    assert!(t.line(B).is_empty());
}

#[test]
fn walls_blaster_on_chief_engineer_walls_stuns_once_per_upgrade_on_it() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Walls' Blaster"])
        .battleline(A, &["Chief Engineer Walls"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .upgrade(A, "Cloaking Dongle", "Chief Engineer Walls")
        .start();
    t.play("Walls' Blaster");
    t.choose("Chief Engineer Walls");
    t.choose("Krump");
    t.choose("Troll");
    assert!(t.stunned("Krump") && t.stunned("Troll"));
    assert!(!t.stunned("Dust Pixie"), "2 upgrades, 2 stuns");
    assert!(!t.asks_target());
}

#[test]
fn disruption_field_raises_the_opponents_keys_per_counter_put_on_fight_and_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(A, "Disruption Field", "Troll")
        .start();
    assert_eq!(t.g.key_cost(B), 6, "no counter yet");
    t.reap("Troll");
    assert_eq!(t.g.key_cost(B), 7);
    t.set_exhausted("Troll", false);
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6);
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8, "the counters stay");
}

#[test]
fn disruption_fields_counters_go_when_it_leaves_play() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Troll"])
        .upgrade(A, "Disruption Field", "Krump")
        .start();
    t.reap("Krump");
    assert_eq!(t.g.key_cost(B), 7);
    let krump = t.find("Krump");
    t.g.destroy(krump);
    t.advance();
    assert_eq!(t.discard(A), ["Disruption Field", "Krump"]);
    assert_eq!(t.g.key_cost(B), 6);
}

#[test]
fn book_of_leq_makes_a_revealed_non_star_alliance_cards_house_active() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Book of Leq"])
        .battleline(A, &["Troll", "Medic Ingram"])
        .deck(A, &["Punch", "Zap"])
        .start();
    t.action("Book of Leq");
    assert_eq!(t.g.active_house(), Some(House::Brobnar));
    assert_eq!(t.deck_of(A), ["Punch", "Zap"], "it stays on top");
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
    assert!(!t.is_legal(Choice::Reap(t.find("Medic Ingram"))));
}

#[test]
fn book_of_leq_ends_the_turn_on_a_star_alliance_card() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Book of Leq"])
        .battleline(A, &["Medic Ingram"])
        .deck(
            A,
            &["Zap", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch"],
        )
        .start();
    t.action("Book of Leq");
    assert_eq!(t.g.active_player(), B);
    assert_eq!(t.hand_of(A).len(), 6, "A drew in step 5");
    assert!(!t.exhausted("Book of Leq"), "A readied in step 4");
}

#[test]
fn lay_of_the_land_arranges_the_top_three_then_draws() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Lay of the Land"])
        .deck(A, &["Punch", "Anger", "Smith", "Troll"])
        .start();
    t.play("Lay of the Land");
    t.choose_option(4);
    assert_eq!(
        t.hand_of(A),
        ["Smith"],
        "3rd, 1st, 2nd: Smith on top, drawn"
    );
    assert_eq!(t.deck_of(A), ["Punch", "Anger", "Troll"]);
}

#[test]
fn navigator_ali_may_keep_the_order() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Navigator Ali"])
        .deck(A, &["Punch", "Anger", "Smith"])
        .start();
    t.reap("Navigator Ali");
    t.choose_option(0);
    assert_eq!(t.deck_of(A), ["Punch", "Anger", "Smith"]);
}

#[test]
fn navigator_ali_arranges_the_top_three_on_play() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Navigator Ali"])
        .deck(A, &["Punch", "Anger", "Smith", "Troll"])
        .start();
    t.play("Navigator Ali");
    t.choose_option(5);
    assert_eq!(t.deck_of(A), ["Smith", "Anger", "Punch", "Troll"]);
}

#[test]
fn zap_deals_its_damage_at_once_so_a_ward_stops_all_of_it() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Zap"])
        .battleline(A, &["Medic Ingram"])
        .battleline(B, &["Krump"])
        .start();
    t.set_ward("Krump");
    t.play("Zap");
    t.choose("Krump");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 0);
    assert!(!t.card("Krump").is_warded());
}

#[test]
fn explo_rover_played_as_a_creature_has_skirmish() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Explo-rover"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Explo-rover");
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Explo-rover"]);
    t.set_exhausted("Explo-rover", false);
    t.fight("Explo-rover", "Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.discard(A), Vec::<&str>::new(), "skirmish: no damage back");
}

#[test]
fn explo_rover_played_as_an_upgrade_gives_its_creature_skirmish() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Explo-rover"])
        .battleline(A, &["Medic Ingram"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Explo-rover");
    t.choose("Medic Ingram");
    assert_eq!(t.line(A), ["Medic Ingram"]);
    assert_eq!(t.card("Explo-rover").host, t.find("Medic Ingram"));
    t.fight("Medic Ingram", "Krump");
    assert_eq!(t.damage("Medic Ingram"), 0, "skirmish");
}

#[test]
fn exhume_may_play_explo_rover_as_an_upgrade() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Exhume"])
        .discard(A, &["Explo-rover"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Exhume");
    t.yes();
    t.choose("Troll");
    assert_eq!(t.line(A), ["Troll"]);
    assert!(t.g.keywords(t.find("Troll")).contains(Keywords::SKIRMISH));
}

#[test]
fn calv_1n_draws_on_fight_and_reap_as_a_creature() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["CALV-1N"])
        .start();
    t.reap("CALV-1N");
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn calv_1n_played_as_an_upgrade_gives_its_creature_the_draw() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["CALV-1N"])
        .battleline(A, &["Medic Ingram"])
        .start();
    t.play("CALV-1N");
    t.choose("Medic Ingram");
    assert!(t.hand_of(A).is_empty());
    t.set_exhausted("Medic Ingram", false);
    t.reap("Medic Ingram");
    t.pass();
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn cxo_tabers_permission_is_not_used_up_by_a_card_an_ability_uses() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["CxO Taber", "Commander Chan", "Troll"])
        .hand(A, &["Krump"])
        .start();
    t.reap("CxO Taber");
    t.reap("Commander Chan");
    t.choose("Troll");
    assert_eq!(t.amber(A), 3, "Troll reaped through Commander Chan");
    assert!(t.is_legal(Choice::Play(t.find("Krump"))), "still one card");
}
