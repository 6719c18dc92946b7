//! Tests of the Logos cards of Dark Tidings: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Choice;
use keysim_engine::Location;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

// ----- Armadrone and its evil twin ------------------------------------------

#[test]
fn armadrone_fight_steals_1() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Armadrone"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Armadrone", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn armadrone_evil_twin_fight_steals_2() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{armadrone-evil-twin}"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Armadrone", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

// ----- Binary Moray and its evil twin ----------------------------------------

#[test]
fn binary_moray_is_readied_when_its_controller_raises_the_tide() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Binary Moray"])
        .hand(A, &["Troll"])
        .tide()
        .start();
    // The only card in hand is archived without asking.
    t.reap("Binary Moray");
    assert_eq!(t.archives_of(A), ["Troll"], "Reap: archive a card");
    assert!(t.exhausted("Binary Moray"));
    t.apply(Choice::RaiseTide);
    assert!(!t.exhausted("Binary Moray"));
}

#[test]
fn binary_moray_is_exhausted_when_the_opponent_raises_the_tide() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Binary Moray"])
        .tide()
        .start();
    t.g.raise_tide(B);
    assert!(t.exhausted("Binary Moray"));
}

#[test]
fn binary_moray_evil_twin_follows_the_tide_both_ways() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{binary-moray-evil-twin}"])
        .tide()
        .start();
    t.g.raise_tide(B);
    assert!(t.exhausted("Binary Moray"));
    t.g.raise_tide(A);
    assert!(!t.exhausted("Binary Moray"));
}

// ----- Old Egad and its evil twin --------------------------------------------

#[test]
fn old_egad_destroyed_wards_each_of_its_neighbors() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dust Pixie", "Old Egad", "Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Old Egad", "Troll");
    assert_eq!(t.location("Old Egad"), Location::Discard);
    assert!(t.card("Dust Pixie").is_warded());
    assert!(t.card("Krump").is_warded());
}

#[test]
fn old_egad_evil_twin_destroyed_enrages_each_enemy_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{old-egad-evil-twin}", "Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.fight("Old Egad", "Troll");
    assert_eq!(t.location("Old Egad"), Location::Discard);
    assert!(t.card("Troll").is_enraged() && t.card("Dust Pixie").is_enraged());
    assert!(!t.card("Krump").is_enraged(), "friendly creatures are not");
}

// ----- PI Sweven and its evil twin -------------------------------------------

#[test]
fn pi_sweven_reap_draws_3_while_the_tide_is_high() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["PI Sweven"])
        .deck(A, &["Troll", "Krump", "Dust Pixie", "Lava Ball"])
        .tide_high(A)
        .start();
    t.reap("PI Sweven");
    assert_eq!(t.hand_of(A).len(), 3);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn pi_sweven_reap_draws_nothing_while_the_tide_is_not_high() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["PI Sweven"])
        .deck(A, &["Troll", "Krump", "Dust Pixie", "Lava Ball"])
        .tide_high(B)
        .start();
    t.reap("PI Sweven");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn pi_sweven_evil_twin_reap_makes_the_opponent_discard_at_random_while_the_tide_is_high() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{pi-sweven-evil-twin}"])
        .hand(B, &["Troll"])
        .tide_high(A)
        .start();
    t.reap("PI Sweven");
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn pi_sweven_evil_twin_reap_does_nothing_more_while_the_tide_is_neutral() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{pi-sweven-evil-twin}"])
        .hand(B, &["Troll"])
        .tide()
        .start();
    t.reap("PI Sweven");
    assert_eq!(t.hand_of(B), ["Troll"]);
}

// ----- Prof. Garwynne and its evil twin --------------------------------------

#[test]
fn prof_garwynne_reap_may_take_an_archived_card_into_hand() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Prof. Garwynne"])
        .archives(A, &["Troll", "Krump"])
        .start();
    t.reap("Prof. Garwynne");
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.archives_of(A), ["Krump"]);
}

#[test]
fn prof_garwynne_reap_may_take_nothing() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Prof. Garwynne"])
        .archives(A, &["Troll"])
        .start();
    t.reap("Prof. Garwynne");
    t.pass();
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.archives_of(A), ["Troll"]);
}

#[test]
fn prof_garwynne_evil_twin_fight_may_take_an_archived_card_into_hand() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{prof-garwynne-evil-twin}"])
        .battleline(B, &["Dust Pixie"])
        .archives(A, &["Troll"])
        .start();
    t.fight("Prof. Garwynne", "Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.damage("Prof. Garwynne"), 0, "skirmish");
}

// ----- Talmage Steelheart and its evil twin ----------------------------------

#[test]
fn talmage_steelheart_gets_a_power_counter_per_card_played_this_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Talmage Steelheart"])
        .start();
    t.turn_history_mut().cards_played = 2;
    t.play("Talmage Steelheart");
    assert_eq!(
        t.card("Talmage Steelheart").power_counters,
        3,
        "itself included"
    );
    assert_eq!(t.power("Talmage Steelheart"), 6);
}

#[test]
fn talmage_steelheart_evil_twin_deals_damage_per_card_played_this_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["{talmage-steelheart-evil-twin}"])
        .battleline(B, &["Troll"])
        .start();
    t.turn_history_mut().cards_played = 1;
    t.play("Talmage Steelheart");
    assert_eq!(t.damage("Troll"), 2, "itself included");
}

// ----- The tide: Bilgewarden, Tide Warp, Mechabuoy, Hydrocataloguer ---------

#[test]
fn bilgewarden_play_raises_the_tide_for_you_when_it_is_not_high() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Bilgewarden"])
        .tide_high(B)
        .start();
    t.play("Bilgewarden");
    assert!(t.g.tide_is_high(A));
}

#[test]
fn bilgewarden_reap_makes_the_opponent_raise_a_tide_high_for_you() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Bilgewarden"])
        .tide_high(A)
        .start();
    t.reap("Bilgewarden");
    assert!(t.g.tide_is_high(B));
}

#[test]
fn tide_warp_raises_the_tide_for_you_at_the_start_of_your_turn() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Tide Warp"])
        .tide()
        .start();
    t.end_turn();
    assert_eq!(t.g.tide_high_for(), None, "not at the opponent's turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(t.g.tide_is_high(A));
}

#[test]
fn tide_warp_makes_the_opponent_raise_a_tide_high_for_you() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Tide Warp"])
        .tide_high(A)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(t.g.tide_is_high(B));
}

#[test]
fn mechabuoy_gives_1_to_the_player_whose_turn_starts_with_the_tide_high() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Mechabuoy"])
        .tide_high(B)
        .start();
    t.end_turn();
    assert_eq!(t.amber(B), 1, "the opponent's turn, their tide");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber(A), 0, "the tide is low for A");
}

#[test]
fn hydrocataloguer_makes_whoever_raises_the_tide_archive_their_top_card() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Hydrocataloguer"])
        .deck(A, &["Krump"])
        .deck(B, &["Troll"])
        .tide()
        .start();
    t.apply(Choice::RaiseTide);
    assert_eq!(t.archives_of(A), ["Krump"]);
    t.g.raise_tide(B);
    assert_eq!(t.archives_of(B), ["Troll"]);
}

// ----- Actions ------------------------------------------------------------------

#[test]
fn archons_callback_draws_5_and_omega_ends_the_step() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Archon’s Callback", "Troll"])
        .deck(A, &["Krump", "Krump", "Krump", "Krump", "Krump", "Krump"])
        .start();
    let troll = t.find("Troll");
    t.play("Archon’s Callback");
    assert_ne!(
        t.g.active_player(),
        A,
        "omega: the step ended, then the turn"
    );
    assert!(!t.is_legal(Choice::Play(troll)));
    assert_eq!(t.hand_of(A).len(), 6);
}

#[test]
fn mind_bullets_deals_1_to_each_creature_per_card_played_this_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Mind Bullets"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.turn_history_mut().cards_played = 1;
    t.play("Mind Bullets");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
}

#[test]
fn final_analysis_destroys_each_creature_and_each_player_draws_per_creature_lost() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Final Analysis"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .deck(A, &["Lava Ball", "Lava Ball", "Lava Ball"])
        .deck(B, &["Lava Ball", "Lava Ball", "Lava Ball"])
        .start();
    t.play("Final Analysis");
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert_eq!(t.hand_of(A).len(), 1);
    assert_eq!(t.hand_of(B).len(), 2);
}

#[test]
fn submersive_principle_each_player_loses_1_while_the_tide_is_not_high() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Submersive Principle"])
        .amber(A, 5)
        .amber(B, 7)
        .tide()
        .start();
    t.play("Submersive Principle");
    assert_eq!((t.amber(A), t.amber(B)), (4, 6));
}

#[test]
fn submersive_principle_each_player_loses_half_rounded_down_while_the_tide_is_high() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Submersive Principle"])
        .amber(A, 5)
        .amber(B, 7)
        .tide_high(A)
        .start();
    t.play("Submersive Principle");
    assert_eq!((t.amber(A), t.amber(B)), (3, 4), "5 loses 2, 7 loses 3");
}
