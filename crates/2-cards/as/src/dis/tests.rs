//! Tests of the Dis cards of Æmber Skies: one ruling per card and branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{House, Icons};

/// Ends A's turn and has B choose `house`: B is in step 3.
fn hand_over(t: &mut Test, house: House) {
    t.end_turn();
    t.apply(Choice::House(house));
}

// ----- Delta P ---------------------------------------------------------------

#[test]
fn delta_p_repeats_while_the_opponent_controls_more_creatures() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Delta P"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Valdr", "Dust Pixie", "Bumpsy"])
        .start();
    t.play("Delta P");
    t.choose("Troll");
    t.choose("Valdr");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Bumpsy"], "1 against 1: no more repeats");
    assert!(!t.asks_target());
}

#[test]
fn delta_p_repeats_after_taking_a_ward_off() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Delta P"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Valdr"])
        .start();
    t.set_ward("Troll");
    t.play("Delta P");
    t.choose("Troll");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Valdr"]);
}

#[test]
fn delta_p_destroys_once_when_the_opponent_does_not_control_more_creatures() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Delta P"])
        .battleline(A, &["Krump", "Bumpsy"])
        .battleline(B, &["Troll", "Valdr"])
        .start();
    t.play("Delta P");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Valdr"]);
    assert_eq!(t.g.decision().map(|d| d.player), Some(A));
    assert!(!t.asks_target(), "no second destruction");
}

// ----- Demonic Shelf ---------------------------------------------------------

#[test]
fn demonic_shelf_puts_a_friendly_creature_beneath_it_then_deals_3_per_card_beneath() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Demonic Shelf"])
        .grafted(A, "Anger", "Demonic Shelf")
        .battleline(A, &["Dust Pixie", "Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Demonic Shelf");
    t.choose("Dust Pixie");
    t.choose("Troll");
    t.choose("Troll");
    let mut beneath = t.beneath_of("Demonic Shelf");
    beneath.sort();
    assert_eq!(beneath, ["Anger", "Dust Pixie"]);
    assert_eq!(t.damage("Troll"), 6, "2 cards beneath: 3 damage twice");
}

#[test]
fn demonic_shelf_with_nothing_beneath_before_deals_3_once() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Demonic Shelf"])
        .battleline(A, &["Dust Pixie", "Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Demonic Shelf");
    t.choose("Krump");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Dust Pixie"]);
    assert_eq!(t.damage("Troll"), 3, "1 card beneath: 3 damage once");
}

// ----- Fiendish Apprentice ---------------------------------------------------

#[test]
fn fiendish_apprentice_deals_3_to_an_enemy_creature_per_friendly_dis_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Fiendish Apprentice"])
        .battleline(A, &["Shaffles", "Krump", "Charette"])
        .battleline(B, &["Troll", "Valdr"])
        .start();
    t.play("Fiendish Apprentice");
    t.choose("Troll");
    t.choose("Troll");
    assert_eq!(
        t.damage("Troll"),
        6,
        "2 Dis creatures: Krump does not count"
    );
    assert_eq!(t.damage("Valdr"), 0);
}

// ----- Infernal Terran -------------------------------------------------------

#[test]
fn infernal_terran_discards_a_card_then_steals_1_when_played_and_after_reaping() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Infernal Terran", "Troll", "Anger"])
        .amber(B, 3)
        .start();
    t.play("Infernal Terran");
    t.choose("Anger");
    assert_eq!(t.discard(A), ["Anger"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
    t.set_exhausted("Infernal Terran", false);
    t.reap("Infernal Terran");
    assert_eq!(t.discard(A), ["Anger", "Troll"]);
    assert_eq!((t.amber(A), t.amber(B)), (3, 1), "1 reaped, 1 stolen");
}

#[test]
fn infernal_terran_scrap_discards_your_hand_and_steals_1_per_amber_bonus_icon() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Infernal Terran", "Anger", "Virtuous Works", "Troll"])
        .amber(B, 6)
        .start();
    t.discard_card("Infernal Terran");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.amber(A), 4, "Anger's 1 and Virtuous Works' 3");
    assert_eq!(t.amber(B), 2);
}

// ----- Talon of Invidius -----------------------------------------------------

#[test]
fn talon_of_invidius_exalts_itself_3_times_when_played() {
    let mut t = scenario(House::Dis).hand(A, &["Talon of Invidius"]).start();
    t.play("Talon of Invidius");
    assert_eq!(t.amber_on("Talon of Invidius"), 3);
}

#[test]
fn talon_of_invidius_destroyed_moves_its_amber_to_an_enemy_creature() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Talon of Invidius"])
        .battleline(B, &["Kelifi Dragon", "Krump"])
        .start();
    t.set_amber_on("Talon of Invidius", 3);
    t.fight("Talon of Invidius", "Kelifi Dragon");
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 3);
    assert_eq!(t.amber(B), 0, "moved, not taken by the opponent");
    assert_eq!(t.discard(A), ["Talon of Invidius"]);
}

// ----- Cauterize Vitality ----------------------------------------------------

#[test]
fn cauterize_vitality_makes_the_opponent_lose_1_per_bonus_icon_of_the_destroyed_card() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Cauterize Vitality"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 5)
        .start();
    t.set_icons(
        "Troll",
        Icons {
            amber: 1,
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Cauterize Vitality");
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn cauterize_vitality_costs_nothing_when_the_card_is_not_destroyed() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Cauterize Vitality"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 5)
        .start();
    t.set_icons(
        "Troll",
        Icons {
            amber: 2,
            ..Icons::NONE
        },
    );
    t.set_ward("Troll");
    t.play("Cauterize Vitality");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Troll", "Krump"], "its ward saved it");
    assert_eq!(t.amber(B), 5);
}

// ----- Chauncey --------------------------------------------------------------

#[test]
fn chauncey_destroys_another_friendly_creature_and_itself_to_gain_3() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Chauncey", "Krump", "Troll"])
        .start();
    t.action("Chauncey");
    t.choose("Krump");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.amber(A), 3);
}

#[test]
fn chauncey_gains_nothing_when_the_other_creature_survives() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Chauncey", "Krump"])
        .start();
    t.set_ward("Krump");
    t.action("Chauncey");
    assert_eq!(t.line(A), ["Krump"], "Chauncey is still destroyed");
    assert_eq!(t.amber(A), 0);
}

// ----- Daat ------------------------------------------------------------------

#[test]
fn daat_makes_the_chosen_house_the_active_house() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Daat"])
        .battleline(A, &["Krump"])
        .start();
    t.play("Daat");
    t.flank(Flank::Left);
    t.choose_house(House::Brobnar);
    assert_eq!(t.g.active_house(), Some(House::Brobnar));
    t.reap("Krump");
    assert_eq!(t.amber(A), 2, "Daat's bonus, then Krump's reap");
}

// ----- Ecstacy Siphon --------------------------------------------------------

#[test]
fn ecstacy_siphon_deals_1_to_an_enemy_creature_per_card_in_the_opponents_hand() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Ecstacy Siphon"])
        .battleline(B, &["Troll", "Krump"])
        .hand(B, &["Anger", "Valdr", "Bumpsy"])
        .start();
    t.play("Ecstacy Siphon");
    t.choose("Troll");
    t.choose("Krump");
    t.choose("Troll");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (2, 1));
}

// ----- They Tell No Tales ----------------------------------------------------

#[test]
fn they_tell_no_tales_destroys_each_creature_of_the_chosen_house_and_gives_2_chains() {
    let mut t = scenario(House::Dis)
        .hand(A, &["They Tell No Tales"])
        .battleline(A, &["Krump", "Shaffles"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("They Tell No Tales");
    t.choose_house(House::Brobnar);
    assert_eq!(t.line(A), ["Shaffles"]);
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.g.player(A).chains, 2);
}

// ----- Trihard ---------------------------------------------------------------

#[test]
fn trihard_has_each_player_discard_a_third_of_their_hand_rounded_down() {
    let mut t = scenario(House::Dis)
        .hand(
            A,
            &[
                "Trihard", "Troll", "Krump", "Anger", "Valdr", "Bumpsy", "Punch",
            ],
        )
        .hand(B, &["Troll", "Krump", "Anger", "Valdr", "Bumpsy"])
        .start();
    t.play("Trihard");
    assert_eq!(t.hand_of(A).len(), 4, "6 cards: 2 discarded");
    assert_eq!(t.hand_of(B).len(), 4, "5 cards: 1 discarded");
    assert_eq!((t.discard(A).len(), t.discard(B).len()), (2, 1));
}

// ----- A Gift of Æmber -------------------------------------------------------

#[test]
fn a_gift_of_amber_gives_each_controller_1_per_creature_of_theirs_destroyed() {
    let mut t = scenario(House::Dis)
        .hand(A, &["A Gift of Æmber"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Valdr"])
        .start();
    t.set_ward("Valdr");
    t.play("A Gift of Æmber");
    t.choose("Krump");
    t.choose("Valdr");
    assert_eq!(t.amber(A), 2, "the bonus and Krump");
    assert_eq!(t.amber(B), 0, "Valdr's ward saved it");
    assert_eq!(t.line(B), ["Troll", "Valdr"]);
}

#[test]
fn a_gift_of_amber_may_destroy_fewer_creatures() {
    let mut t = scenario(House::Dis)
        .hand(A, &["A Gift of Æmber"])
        .battleline(B, &["Troll", "Valdr"])
        .start();
    t.play("A Gift of Æmber");
    t.choose("Troll");
    t.pass();
    assert_eq!(t.line(B), ["Valdr"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

// ----- Clipped Wings ---------------------------------------------------------

#[test]
fn clipped_wings_purges_a_random_card_from_the_opponents_hand() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Clipped Wings"])
        .hand(B, &["Troll"])
        .start();
    t.play("Clipped Wings");
    t.choose_option(0);
    assert_eq!(t.purged(B), ["Troll"]);
}

#[test]
fn clipped_wings_shuffles_the_opponents_archives_into_their_deck() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Clipped Wings"])
        .archives(B, &["Troll", "Krump"])
        .deck(B, &["Anger"])
        .start();
    t.play("Clipped Wings");
    t.choose_option(1);
    assert!(t.archives_of(B).is_empty());
    let mut deck = t.deck_of(B);
    deck.sort();
    assert_eq!(deck, ["Anger", "Krump", "Troll"]);
}

// ----- Infinity Strop --------------------------------------------------------

#[test]
fn infinity_strop_deals_4_to_each_creature_sharing_a_house_with_the_one_it_destroyed() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Infinity Strop"])
        .battleline(A, &["Mighty Tiger", "Krump"])
        .battleline(B, &["Dust Pixie", "Snufflegator", "Troll"])
        .start();
    t.play("Infinity Strop");
    t.choose("Dust Pixie");
    assert_eq!(t.line(A), ["Krump"], "Mighty Tiger, Untamed, destroyed");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn infinity_strop_deals_only_2_when_the_creature_survives() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Infinity Strop"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Infinity Strop");
    t.choose("Troll");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (2, 0));
}

// ----- Monsquito -------------------------------------------------------------

#[test]
fn monsquito_heals_fully_after_a_fight_then_deals_2_to_a_creature() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Monsquito"])
        .battleline(B, &["Batdrone", "Troll"])
        .start();
    t.fight("Monsquito", "Batdrone");
    t.choose("Troll");
    assert_eq!(t.damage("Monsquito"), 0, "2 damage from the fight, healed");
    assert_eq!(t.damage("Troll"), 2);
}

// ----- Searine ---------------------------------------------------------------

#[test]
fn searine_scrap_deals_2_to_a_friendly_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Searine"])
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Valdr"])
        .start();
    t.discard_card("Searine");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Valdr"), 0);
}

// ----- Slayer ----------------------------------------------------------------

#[test]
fn slayer_is_destroyed_once_no_enemy_creature_is_in_play() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Slayer"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Slayer", "Dust Pixie");
    assert!(t.line(B).is_empty());
    assert!(t.line(A).is_empty(), "no enemy left: Slayer destroyed");
}

#[test]
fn slayer_stays_while_an_enemy_creature_remains() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Slayer"])
        .battleline(B, &["Dust Pixie", "Krump", "Troll"])
        .start();
    t.fight("Slayer", "Dust Pixie");
    assert_eq!(t.line(A), ["Slayer"]);
    assert_eq!(t.line(B), ["Krump", "Troll"]);
    assert_eq!(t.damage("Krump"), 3, "splash-attack 3 on the neighbor");
}

// ----- Suspendamander --------------------------------------------------------

#[test]
fn suspendamander_forbids_the_opponent_action_cards_of_the_chosen_house_next_turn() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Suspendamander"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Anger", "Troll"])
        .start();
    t.fight("Suspendamander", "Dust Pixie");
    t.choose_house(House::Brobnar);
    hand_over(&mut t, House::Brobnar);
    let (anger, troll) = (t.find("Anger"), t.find("Troll"));
    assert!(!t.is_legal(Choice::Play(anger)), "a Brobnar action");
    assert!(t.is_legal(Choice::Play(troll)), "a Brobnar creature");
}

#[test]
fn suspendamander_lasts_only_for_the_opponents_next_turn() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Suspendamander"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Anger"])
        .start();
    t.fight("Suspendamander", "Dust Pixie");
    t.choose_house(House::Brobnar);
    hand_over(&mut t, House::Dis);
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    hand_over(&mut t, House::Brobnar);
    let anger = t.find("Anger");
    assert!(t.is_legal(Choice::Play(anger)));
}

// ----- Vapor Imp -------------------------------------------------------------

#[test]
fn vapor_imp_forbids_the_opponent_cards_of_the_discarded_cards_type_next_turn() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Vapor Imp"])
        .hand(A, &["Punch"])
        .hand(B, &["Anger", "Troll"])
        .start();
    t.reap("Vapor Imp");
    assert_eq!(t.discard(A), ["Punch"]);
    hand_over(&mut t, House::Brobnar);
    let (anger, troll) = (t.find("Anger"), t.find("Troll"));
    assert!(!t.is_legal(Choice::Play(anger)), "an action, as Punch");
    assert!(t.is_legal(Choice::Play(troll)));
}

#[test]
fn vapor_imp_with_an_empty_hand_forbids_nothing() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Vapor Imp"])
        .hand(B, &["Anger"])
        .start();
    t.reap("Vapor Imp");
    hand_over(&mut t, House::Brobnar);
    let anger = t.find("Anger");
    assert!(t.is_legal(Choice::Play(anger)));
}

// ----- Ven Omawk -------------------------------------------------------------

#[test]
fn ven_omawk_has_the_opponent_refill_to_one_card_fewer() {
    let mut t = scenario(House::Dis).battleline(A, &["Ven Omawk"]).start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 6, "its controller refills as usual");
    t.apply(Choice::House(House::Dis));
    t.end_turn();
    assert_eq!(t.hand_of(B).len(), 5);
}

// ----- Pendra's Box ----------------------------------------------------------

#[test]
fn pendras_box_gives_its_creature_a_reap_exalting_it_and_its_neighbors() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump", "Valdr", "Bumpsy"])
        .upgrade(A, "Pendra’s Box", "Krump")
        .start();
    t.reap("Krump");
    assert_eq!(
        ["Troll", "Krump", "Valdr", "Bumpsy"].map(|c| t.amber_on(c)),
        [1, 1, 1, 0]
    );
}

// ----- Tomb of Agony ---------------------------------------------------------

#[test]
fn tomb_of_agony_gives_its_creature_a_reap_purging_an_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .upgrade(A, "Tomb of Agony", "Krump")
        .battleline(B, &["Troll", "Valdr"])
        .start();
    t.reap("Krump");
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Troll"]);
    assert_eq!(t.line(B), ["Valdr"]);
}

// ----- Phantasmaquid ---------------------------------------------------------

#[test]
fn phantasmaquid_keeps_the_opponent_from_playing_creatures_on_their_right_flank() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Phantasmaquid"])
        .battleline(B, &["Troll"])
        .hand(B, &["Krump"])
        .start();
    hand_over(&mut t, House::Brobnar);
    t.play("Krump");
    assert_eq!(
        t.line(B),
        ["Krump", "Troll"],
        "the left flank, the only place"
    );
}

#[test]
fn phantasmaquid_leaves_its_controllers_flanks_alone() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Phantasmaquid"])
        .hand(A, &["Shaffles"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Shaffles");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Phantasmaquid", "Shaffles"]);
}

#[test]
fn phantasmaquid_is_destroyed_as_your_turn_ends_with_no_enemy_creature_in_play() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Phantasmaquid"])
        .start();
    t.end_turn();
    assert_eq!(t.discard(A), ["Phantasmaquid"]);
}

#[test]
fn phantasmaquid_stays_while_an_enemy_creature_is_in_play() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Phantasmaquid"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    assert_eq!(t.line(A), ["Phantasmaquid"]);
}
