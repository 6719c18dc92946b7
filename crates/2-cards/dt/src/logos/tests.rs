//! Tests of the Logos cards of Dark Tidings: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Choice;
use keysim_engine::Location;
use keysim_engine::Player::{A, B};
use keysim_facts::{House, Keywords};

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

// ----- The experiment: Dr. Verokter, Rooftop Laboratory, Reckless
// Experimentation, Groundbreaking Discovery -----------------------------------

#[test]
fn dr_verokter_reap_puts_an_action_of_the_discard_pile_on_top_of_the_deck() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dr. Verokter"])
        .discard(A, &["Troll", "Foggify"])
        .deck(A, &["Krump"])
        .start();
    // Troll is no upgrade or action: Foggify is the only choice.
    t.reap("Dr. Verokter");
    assert_eq!(t.deck_of(A).first(), Some(&"Foggify"));
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn dr_verokter_reap_may_take_an_upgrade() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dr. Verokter"])
        .discard(A, &["Blood of Titans", "Foggify"])
        .start();
    t.reap("Dr. Verokter");
    t.choose("Blood of Titans");
    assert_eq!(t.deck_of(A).first(), Some(&"Blood of Titans"));
}

#[test]
fn rooftop_laboratory_makes_friendly_scientists_enter_play_ready() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Rooftop Laboratory"])
        .hand(A, &["Doc Bookton", "Brain Eater"])
        .battleline(A, &["Batdrone"])
        .start();
    t.play("Doc Bookton");
    t.flank(keysim_engine::Flank::Right);
    t.play("Brain Eater");
    t.flank(keysim_engine::Flank::Right);
    assert!(!t.exhausted("Doc Bookton"), "a Scientist");
    assert!(t.exhausted("Brain Eater"), "not a Scientist");
}

#[test]
fn reckless_experimentation_gives_reap_play_the_top_card_of_your_deck() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Batdrone"])
        .upgrade(A, "Reckless Experimentation", "Batdrone")
        .deck(A, &["Foggify"])
        .start();
    t.reap("Batdrone");
    assert_eq!(t.discard(A), ["Foggify"], "played");
    assert_eq!(t.amber(A), 2, "the reap and Foggify's bonus");
}

#[test]
fn groundbreaking_discovery_with_the_three_destroys_everything_and_unforges() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Groundbreaking Discovery"])
        .battleline(A, &["Dr. Verokter"])
        .upgrade(A, "Reckless Experimentation", "Dr. Verokter")
        .artifacts(A, &["Rooftop Laboratory"])
        .battleline(B, &["Troll"])
        .artifacts(B, &["Library of Babble"])
        .keys(B, 2)
        .start();
    t.play("Groundbreaking Discovery");
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert!(t.artifacts_of(A).is_empty() && t.artifacts_of(B).is_empty());
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.purged(A), ["Groundbreaking Discovery"]);
}

#[test]
fn groundbreaking_discovery_without_the_laboratory_does_nothing() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Groundbreaking Discovery"])
        .battleline(A, &["Dr. Verokter"])
        .upgrade(A, "Reckless Experimentation", "Dr. Verokter")
        .battleline(B, &["Troll"])
        .keys(B, 2)
        .start();
    t.play("Groundbreaking Discovery");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.keys(B), 2);
    assert_eq!(t.discard(A), ["Groundbreaking Discovery"]);
}

// ----- Backup Plan, Honors Keysis, Ruins of Archonis, SLRS Austeralis --------

#[test]
fn backup_plan_archives_one_card_per_enemy_creature_beyond_yours() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Backup Plan"])
        .battleline(A, &["Batdrone"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .deck(A, &["Lava Ball", "Punch", "Anger"])
        .start();
    t.play("Backup Plan");
    assert_eq!(t.archives_of(A).len(), 2);
    assert_eq!(t.deck_of(A).len(), 1);
}

#[test]
fn backup_plan_archives_nothing_when_the_opponent_has_no_more_creatures() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Backup Plan"])
        .battleline(A, &["Batdrone", "Doc Bookton"])
        .battleline(B, &["Troll"])
        .deck(A, &["Lava Ball"])
        .start();
    t.play("Backup Plan");
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn honors_keysis_forges_at_7_more_less_1_per_card_played_and_is_purged() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Honors Keysis"])
        .amber(A, 11)
        .start();
    t.turn_history_mut().cards_played = 2;
    t.play("Honors Keysis");
    // 6 + 7 - 3 cards (itself included) = 10; Honors Keysis's bonus is 1.
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.purged(A), ["Honors Keysis"]);
}

#[test]
fn honors_keysis_that_cannot_be_paid_forges_nothing_and_is_discarded() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Honors Keysis"])
        .amber(A, 9)
        .start();
    t.play("Honors Keysis");
    assert_eq!(t.keys(A), 0, "12 needed, 10 held");
    assert_eq!(t.discard(A), ["Honors Keysis"]);
}

#[test]
fn ruins_of_archonis_holds_4_and_archives_a_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Ruins of Archonis", "Troll"])
        .start();
    t.play("Ruins of Archonis");
    assert_eq!(t.amber_on("Ruins of Archonis"), 4);
    assert_eq!(t.archives_of(A), ["Troll"]);
}

#[test]
fn ruins_of_archonis_ready_pays_out_at_the_sixth_card_played() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Ruins of Archonis"])
        .hand(A, &["Foggify"])
        .start();
    t.set_amber_on("Ruins of Archonis", 4);
    t.turn_history_mut().cards_played = 5;
    t.play("Foggify");
    assert_eq!(t.amber(A), 5, "Foggify's 1 and the Ruins' 4");
    assert_eq!(t.amber_on("Ruins of Archonis"), 0);
}

#[test]
fn ruins_of_archonis_exhausted_keeps_its_amber() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Ruins of Archonis"])
        .hand(A, &["Foggify"])
        .start();
    t.set_amber_on("Ruins of Archonis", 4);
    t.set_exhausted("Ruins of Archonis", true);
    t.turn_history_mut().cards_played = 5;
    t.play("Foggify");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber_on("Ruins of Archonis"), 4);
}

#[test]
fn slrs_austeralis_plays_the_top_card_once_per_creature_it_exhausts() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["SLRS Austeralis"])
        .battleline(A, &["Batdrone", "Doc Bookton", "Troll"])
        .deck(A, &["Foggify", "Foggify", "Foggify"])
        .start();
    t.set_exhausted("Doc Bookton", true);
    t.action("SLRS Austeralis");
    t.choose("Batdrone");
    t.choose("Doc Bookton");
    assert!(t.exhausted("Batdrone"));
    assert!(!t.exhausted("Troll"), "not Logos");
    assert_eq!(
        t.discard(A),
        ["Foggify"],
        "Doc Bookton was already exhausted"
    );
    assert_eq!(t.deck_of(A).len(), 2);
}

// ----- Forgive or Forget -----------------------------------------------------

#[test]
fn forgive_or_forget_archives_2_cards_of_different_types() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Forgive or Forget"])
        .discard(A, &["Troll", "Krump", "Foggify"])
        .start();
    t.play("Forgive or Forget");
    t.choose_option(0);
    t.choose("Troll");
    // Krump is a creature too: Foggify, the only card of another type, is
    // archived without asking.
    assert_eq!(t.archives_of(A), ["Troll", "Foggify"]);
    assert_eq!(t.discard(A), ["Krump", "Forgive or Forget"]);
}

#[test]
fn forgive_or_forget_purges_up_to_2_cards_of_each_discard_pile() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Forgive or Forget"])
        .discard(A, &["Troll"])
        .discard(B, &["Krump", "Lava Ball", "Punch"])
        .start();
    t.play("Forgive or Forget");
    t.choose_option(1);
    t.choose("Troll");
    t.choose("Krump");
    t.choose("Punch");
    assert_eq!(t.purged(A), ["Troll"]);
    assert_eq!(t.purged(B).len(), 2);
    assert_eq!(t.discard(B), ["Lava Ball"]);
}

// ----- Isotropic Core, Static Charge, Austeralis Seaborg ---------------------

#[test]
fn isotropic_core_gives_friendly_creatures_hazardous_1() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Isotropic Core"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Krump", "Troll");
    assert_eq!(t.location("Krump"), Location::Discard);
    assert_eq!(t.damage("Troll"), 6);
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Isotropic Core"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.damage("Troll"), 2, "hazardous 1, then the Pixie's 1");
}

#[test]
fn static_charge_deals_2_to_each_neighbor_at_the_start_of_its_controllers_turn() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Troll", "Batdrone", "Krump"])
        .upgrade(A, "Static Charge", "Batdrone")
        .battleline(B, &["Doc Bookton"])
        .start();
    t.end_turn();
    assert_eq!(t.damage("Troll"), 0, "not at the opponent's turn");
    t.apply(Choice::House(House::Logos));
    t.end_turn();
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (2, 2));
    assert_eq!(t.damage("Batdrone"), 0);
    assert_eq!(t.damage("Doc Bookton"), 0);
}

#[test]
fn austeralis_seaborg_raises_the_tide_when_its_damage_destroys() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Austeralis Seaborg"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .tide()
        .start();
    t.reap("Austeralis Seaborg");
    t.choose("Dust Pixie");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert!(t.g.tide_is_high(A));
}

#[test]
fn austeralis_seaborg_leaves_the_tide_when_the_creature_survives() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Austeralis Seaborg"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .tide()
        .start();
    t.reap("Austeralis Seaborg");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.g.tide_high_for(), None);
}

// ----- Science!, Think Twice, Theory or Conjecture ---------------------------

#[test]
fn science_gains_1_after_each_other_action_played_this_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Science!", "Foggify", "Batdrone"])
        .start();
    t.play("Science!");
    t.play("Batdrone");
    assert_eq!(t.amber(A), 0, "a creature");
    t.play("Foggify");
    assert_eq!(t.amber(A), 2, "Foggify's bonus and Science!");
}

#[test]
fn think_twice_plays_an_action_of_the_discard_pile_then_purges_it() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Think Twice"])
        .discard(A, &["Foggify", "Troll"])
        .start();
    t.play("Think Twice");
    assert_eq!(t.amber(A), 1, "Foggify's bonus: it was played");
    assert_eq!(t.purged(A), ["Foggify"]);
    assert_eq!(t.discard(A), ["Troll", "Think Twice"]);
}

#[test]
fn theory_or_conjecture_archives_the_top_2_cards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Theory or Conjecture"])
        .deck(A, &["Troll", "Krump", "Foggify"])
        .start();
    t.play("Theory or Conjecture");
    t.choose_option(0);
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    assert_eq!(t.deck_of(A), ["Foggify"]);
}

#[test]
fn theory_or_conjecture_plays_the_top_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Theory or Conjecture"])
        .deck(A, &["Foggify", "Troll"])
        .start();
    t.play("Theory or Conjecture");
    t.choose_option(1);
    assert_eq!(t.amber(A), 1, "Foggify played");
    assert_eq!(t.deck_of(A), ["Troll"]);
}

// ----- Captain Kresage and its evil twin, Chronophage ------------------------

#[test]
fn captain_kresage_gains_the_keywords_of_another_friendly_creature() {
    let t = scenario(House::Logos)
        .battleline(A, &["Captain Kresage", "Batdrone"])
        .battleline(B, &["Prof. Garwynne"])
        .start();
    let kresage = t.find("Captain Kresage");
    assert!(
        t.g.keywords(kresage).contains(Keywords::SKIRMISH),
        "Batdrone's"
    );
    assert!(
        !t.g.keywords(kresage).contains(Keywords::ELUSIVE),
        "an enemy's elusive is not lent"
    );
}

#[test]
fn captain_kresage_alone_has_no_keyword() {
    let t = scenario(House::Logos)
        .battleline(A, &["Captain Kresage", "Troll"])
        .start();
    assert_eq!(t.g.keywords(t.find("Captain Kresage")), Keywords::NONE);
}

#[test]
fn two_captain_kresages_lend_each_other_nothing_of_their_own() {
    let t = scenario(House::Logos)
        .battleline(A, &["Captain Kresage", "Captain Kresage", "Batdrone"])
        .start();
    for k in t.find_all("Captain Kresage") {
        assert_eq!(t.g.keywords(k), Keywords::SKIRMISH);
    }
}

#[test]
fn captain_kresage_evil_twin_takes_elusive_taunt_poison_and_skirmish_from_every_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{captain-kresage-evil-twin}", "Batdrone"])
        .battleline(B, &["Prof. Garwynne"])
        .start();
    assert_eq!(t.g.keywords(t.find("Batdrone")), Keywords::NONE);
    assert_eq!(t.g.keywords(t.find("Prof. Garwynne")), Keywords::NONE);
    // Without skirmish, Batdrone takes the damage back.
    t.fight("Batdrone", "Prof. Garwynne");
    assert_eq!(t.location("Batdrone"), Location::Discard);
}

#[test]
fn chronophage_ends_the_step_once_the_opponent_plays_a_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Chronophage"])
        .hand(A, &["Krump", "Troll"])
        .start();
    let troll = t.find("Troll");
    t.play("Krump");
    assert!(!t.is_legal(Choice::Play(troll)), "omega");
}

#[test]
fn chronophage_gives_no_omega_to_actions_or_to_its_own_side() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Chronophage"])
        .battleline(A, &["Dust Pixie"])
        .hand(A, &["Punch", "Troll"])
        .start();
    let troll = t.find("Troll");
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Chronophage"]);
    assert!(t.is_legal(Choice::Play(troll)), "an action: no omega");
    let mut t = scenario(House::Logos)
        .battleline(A, &["Chronophage"])
        .hand(A, &["Batdrone", "Doc Bookton"])
        .start();
    let doc = t.find("Doc Bookton");
    t.play("Batdrone");
    t.flank(keysim_engine::Flank::Right);
    assert!(
        t.is_legal(Choice::Play(doc)),
        "its controller's own creature"
    );
}

#[test]
fn slrs_austeralis_plays_the_top_card_twice_for_two_creatures_exhausted() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["SLRS Austeralis"])
        .battleline(A, &["Batdrone", "Doc Bookton"])
        .deck(A, &["Foggify", "Foggify", "Troll"])
        .start();
    t.action("SLRS Austeralis");
    t.choose("Batdrone");
    t.choose("Doc Bookton");
    assert_eq!(t.discard(A), ["Foggify", "Foggify"]);
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.deck_of(A), ["Troll"]);
}
