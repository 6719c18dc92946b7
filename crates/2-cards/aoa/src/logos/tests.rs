//! Tests of the Logos cards of Age of Ascension: one ruling per card and
//! branch, and the FAQ rulings that name them.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, DecisionKind, Flank, Location};
use keysim_facts::House;

/// Ends A's turn and B's (B choosing Brobnar): A's next turn is at step 2.
fn to_next_turn_of_a(t: &mut Test) {
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
}

/// Puts the creature being played on the right flank, if asked where.
fn place_right_if_asked(t: &mut Test) {
    if matches!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::Placement { .. })
    ) {
        t.flank(Flank::Right);
    }
}

// ----- Archimedes ----------------------------------------------------------

#[test]
fn archimedes_neighbor_is_archived_when_destroyed() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Twin Bolt Emission"])
        .battleline(A, &["Dust Pixie", "Archimedes", "Troll"])
        .start();
    t.play("Twin Bolt Emission");
    t.choose("Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Twin Bolt Emission"]);
    assert_eq!(t.line(A), ["Archimedes", "Troll"]);
}

#[test]
fn archimedes_neighbor_taken_from_the_opponent_goes_to_its_owners_archives() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Twin Bolt Emission"])
        .battleline(A, &["Archimedes", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    let pixie = t.find("Dust Pixie");
    t.g.take_control(pixie, A, Flank::Left);
    assert_eq!(t.line(A), ["Dust Pixie", "Archimedes", "Troll"]);
    t.play("Twin Bolt Emission");
    t.choose("Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.archives_of(B), ["Dust Pixie"], "its owner's archives");
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn archimedes_gives_nothing_to_a_creature_beyond_its_neighbors() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Twin Bolt Emission"])
        .battleline(A, &["Dust Pixie", "Troll", "Archimedes"])
        .start();
    t.play("Twin Bolt Emission");
    t.choose("Dust Pixie");
    t.choose("Troll");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Dust Pixie", "Twin Bolt Emission"]);
}

#[test]
fn archimedes_itself_is_not_archived() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Twin Bolt Emission"])
        .battleline(A, &["Troll", "Archimedes"])
        .start();
    t.play("Twin Bolt Emission");
    t.choose("Archimedes");
    assert_eq!(t.damage("Troll"), 2, "the other creature");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Archimedes", "Twin Bolt Emission"]);
}

/// FAQ (destruction example): Gateway to Dis destroys Archimedes in the
/// middle of four creatures; its two neighbors are archived; the creatures
/// that become its neighbors as the line collapses were tagged already and
/// gain nothing.
#[test]
fn gateway_to_dis_archives_only_the_neighbors_archimedes_had_when_tagged() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(
            A,
            &["Dust Pixie", "Urchin", "Archimedes", "Dew Faerie", "Troll"],
        )
        .start();
    t.play("Gateway to Dis");
    assert_eq!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::TriggerOrder),
        "two Destroyed: abilities at once"
    );
    t.choose("Urchin");
    assert!(t.line(A).is_empty());
    assert_eq!(t.archives_of(A), ["Urchin", "Dew Faerie"]);
    let discard = t.discard(A);
    for gone in ["Dust Pixie", "Archimedes", "Troll", "Gateway to Dis"] {
        assert!(discard.contains(&gone), "{gone} is discarded");
    }
}

// ----- Binate Rupture ------------------------------------------------------

#[test]
fn binate_rupture_doubles_each_players_pool() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Binate Rupture"])
        .amber(A, 3)
        .amber(B, 5)
        .start();
    t.play("Binate Rupture");
    assert_eq!(t.amber(A), 6);
    assert_eq!(t.amber(B), 10);
}

#[test]
fn binate_rupture_is_alpha() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Cutthroat Research", "Binate Rupture"])
        .start();
    let rupture = t.find("Binate Rupture");
    assert!(t.is_legal(Choice::Play(rupture)));
    t.play("Cutthroat Research");
    assert!(!t.is_legal(Choice::Play(rupture)), "not first this step");
}

// ----- Cutthroat Research --------------------------------------------------

#[test]
fn cutthroat_research_steals_two_from_an_opponent_with_eight() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Cutthroat Research"])
        .amber(B, 8)
        .start();
    t.play("Cutthroat Research");
    assert_eq!(t.amber(A), 3, "1 bonus, 2 stolen");
    assert_eq!(t.amber(B), 6);
}

#[test]
fn cutthroat_research_steals_nothing_from_an_opponent_with_seven() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Cutthroat Research"])
        .amber(B, 7)
        .start();
    t.play("Cutthroat Research");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 7);
}

// ----- Eyegor --------------------------------------------------------------

#[test]
fn eyegor_keeps_one_of_the_top_three_and_discards_the_others() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Eyegor", "Fear"])
        .deck(A, &["Mother", "Batdrone", "Doc Bookton", "Dextre"])
        .start();
    t.play("Eyegor");
    t.choose("Batdrone");
    assert_eq!(t.hand_of(A), ["Fear", "Batdrone"]);
    let discard = t.discard(A);
    assert_eq!(discard.len(), 2);
    assert!(discard.contains(&"Mother") && discard.contains(&"Doc Bookton"));
    assert_eq!(t.deck_of(A), ["Dextre"]);
}

#[test]
fn eyegor_with_one_card_left_in_the_deck_takes_it() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Eyegor"])
        .deck(A, &["Mother"])
        .discard(A, &["Troll"])
        .start();
    t.play("Eyegor");
    assert_eq!(t.hand_of(A), ["Mother"]);
    assert_eq!(t.discard(A), ["Troll"], "no reshuffle, nothing discarded");
}

// ----- Helper Bot ----------------------------------------------------------

#[test]
fn helper_bot_allows_one_non_logos_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Helper Bot", "Punch", "Fear", "Doc Bookton"])
        .battleline(B, &["Dust Pixie"])
        .start();
    let punch = t.find("Punch");
    assert!(!t.is_legal(Choice::Play(punch)));
    t.play("Helper Bot");
    assert!(t.is_legal(Choice::Play(punch)));
    t.play("Doc Bookton");
    place_right_if_asked(&mut t);
    assert!(t.is_legal(Choice::Play(punch)), "Logos cards do not use it");
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(!t.is_legal(Choice::Play(t.find("Fear"))), "only one");
}

#[test]
fn two_helper_bots_allow_two_non_logos_cards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Helper Bot", "Helper Bot", "Mind Barb", "Mind Barb"])
        .hand(B, &["Troll", "Troll", "Troll"])
        .start();
    t.play("Helper Bot");
    t.play("Helper Bot");
    place_right_if_asked(&mut t);
    t.play("Mind Barb");
    t.play("Mind Barb");
    assert_eq!(t.hand_of(B).len(), 1);
    assert!(t.g.lasting_effects().is_empty(), "both plays used");
}

#[test]
fn helper_bot_on_the_first_turn_allows_another_card() {
    let mut t = scenario(House::Logos)
        .turn(1)
        .hand(A, &["Helper Bot", "Punch", "Poke"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Helper Bot");
    assert!(
        !t.is_legal(Choice::Play(t.find("Poke"))),
        "the first-turn rule"
    );
    t.play("Punch");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn helper_bot_and_phase_shift_allow_one_non_logos_card_each() {
    let mut t = scenario(House::Logos)
        .hand(
            A,
            &[
                "Phase Shift",
                "Helper Bot",
                "Mind Barb",
                "Mind Barb",
                "Fear",
            ],
        )
        .hand(B, &["Troll", "Troll", "Troll"])
        .start();
    t.play("Phase Shift");
    t.play("Helper Bot");
    assert_eq!(t.g.lasting_effects().len(), 1, "one count of plays");
    t.play("Mind Barb");
    let other = t.find_all("Mind Barb")[0];
    assert!(t.is_legal(Choice::Play(other)), "one play left");
    t.play("Mind Barb");
    assert!(!t.is_legal(Choice::Play(t.find("Fear"))), "both used");
}

// ----- Hexpion -------------------------------------------------------------

#[test]
fn hexpion_destroyed_archives_itself_and_the_top_card_of_the_deck() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Hexpion"])
        .battleline(B, &["Troll"])
        .deck(A, &["Mother", "Dextre"])
        .start();
    t.fight("Hexpion", "Troll");
    let archives = t.archives_of(A);
    assert_eq!(archives.len(), 2);
    assert!(archives.contains(&"Hexpion") && archives.contains(&"Mother"));
    assert!(t.discard(A).is_empty());
    assert_eq!(t.deck_of(A), ["Dextre"]);
}

#[test]
fn hexpion_taken_from_the_opponent_goes_to_its_owners_archives() {
    let mut t = scenario(House::Logos)
        .battleline(B, &["Hexpion", "Troll"])
        .deck(A, &["Mother", "Dextre"])
        .start();
    let hexpion = t.find("Hexpion");
    t.g.take_control(hexpion, A, Flank::Right);
    t.fight("Hexpion", "Troll");
    assert_eq!(t.archives_of(B), ["Hexpion"], "its owner's archives");
    assert_eq!(
        t.archives_of(A),
        ["Mother"],
        "the top card of its controller's deck"
    );
}

// ----- Pip Pip -------------------------------------------------------------

#[test]
fn pip_pip_stuns_an_enemy_creature_after_it_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Pip Pip"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Troll");
    assert_eq!(t.amber(B), 1, "the reap happened");
    assert!(t.stunned("Troll"));
}

#[test]
fn pip_pip_leaves_friendly_reapers_alone() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Pip Pip", "Dextre"])
        .start();
    t.reap("Dextre");
    assert!(!t.stunned("Dextre"));
}

// ----- Poke ----------------------------------------------------------------

#[test]
fn poke_draws_a_card_when_its_damage_destroys_the_creature() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Poke"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Mother"])
        .start();
    t.play("Poke");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.hand_of(A), ["Mother"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn poke_draws_nothing_when_armageddon_cloak_saves_the_creature() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Poke"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(B, "Armageddon Cloak", "Dust Pixie")
        .deck(A, &["Mother"])
        .start();
    t.play("Poke");
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert!(t.hand_of(A).is_empty(), "not destroyed: no draw");
}

#[test]
fn poke_draws_nothing_when_the_creature_survives() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Poke"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Troll"])
        .deck(A, &["Mother"])
        .start();
    t.play("Poke");
    assert_eq!(t.damage("Troll"), 1, "only an enemy creature is offered");
    assert!(t.hand_of(A).is_empty());
}

// ----- Professor Sutterkin -------------------------------------------------

#[test]
fn professor_sutterkin_draws_one_per_friendly_logos_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Professor Sutterkin", "Doc Bookton", "Troll"])
        .battleline(B, &["Dextre"])
        .deck(A, &["Mother", "Mother", "Mother"])
        .start();
    t.reap("Professor Sutterkin");
    assert_eq!(t.hand_of(A), ["Mother", "Mother"], "itself and Doc Bookton");
}

// ----- Standardized Testing ------------------------------------------------

#[test]
fn standardized_testing_destroys_the_weakest_and_the_strongest() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Standardized Testing"])
        .battleline(A, &["Troll", "Dextre"])
        .battleline(B, &["Dust Pixie", "Krump", "Urchin"])
        .start();
    t.play("Standardized Testing");
    assert_eq!(t.line(A), ["Dextre"]);
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn standardized_testing_destroys_a_lone_creature_both_lowest_and_highest() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Standardized Testing"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Standardized Testing");
    assert!(t.line(B).is_empty());
}

// ----- Titan Librarian -----------------------------------------------------

#[test]
fn titan_librarian_archives_a_card_at_the_end_of_turn_off_the_flanks() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Troll"])
        .battleline(A, &["Doc Bookton", "Titan Librarian", "Mother"])
        .start();
    t.end_turn();
    assert!(t.asks_target(), "after the draw, before the turn is over");
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.g.active_player(), B);
}

#[test]
fn titan_librarian_on_a_flank_archives_nothing() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Troll"])
        .battleline(A, &["Titan Librarian", "Doc Bookton"])
        .start();
    t.end_turn();
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.g.active_player(), B);
}

// ----- Z.Y.X. Researcher ---------------------------------------------------

#[test]
fn zyx_researcher_archives_the_top_card_of_the_deck() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Z.Y.X. Researcher"])
        .deck(A, &["Mother", "Dextre"])
        .discard(A, &["Troll"])
        .start();
    t.play("Z.Y.X. Researcher");
    t.choose_option(0);
    assert_eq!(t.archives_of(A), ["Mother"]);
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn zyx_researcher_archives_the_top_card_of_the_discard_pile() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Z.Y.X. Researcher"])
        .deck(A, &["Mother"])
        .discard(A, &["Krump", "Troll"])
        .start();
    t.play("Z.Y.X. Researcher");
    t.choose_option(1);
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.deck_of(A), ["Mother"]);
}

// ----- Backup Copy ---------------------------------------------------------

#[test]
fn backup_copy_puts_its_destroyed_creature_on_top_of_the_deck() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Twin Bolt Emission"])
        .battleline(A, &["Dust Pixie"])
        .upgrade(A, "Backup Copy", "Dust Pixie")
        .battleline(B, &["Troll"])
        .deck(A, &["Mother"])
        .start();
    t.play("Twin Bolt Emission");
    t.choose("Dust Pixie");
    assert_eq!(t.deck_of(A), ["Dust Pixie", "Mother"]);
    assert_eq!(t.discard(A), ["Backup Copy", "Twin Bolt Emission"]);
}

// ----- Director of Z.Y.X. --------------------------------------------------

#[test]
fn director_of_zyx_archives_the_top_card_as_its_controllers_turn_starts() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Director of Z.Y.X."])
        .deck(
            A,
            &[
                "Mother", "Mother", "Mother", "Mother", "Mother", "Mother", "Troll", "Krump",
            ],
        )
        .start();
    t.end_turn();
    assert!(t.archives_of(A).is_empty(), "not at the opponent's turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.active_player(), A);
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.deck_of(A), ["Krump"]);
}

// ----- Eureka! -------------------------------------------------------------

#[test]
fn eureka_gains_two_and_archives_two_random_cards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Eureka!", "Troll", "Krump", "Mother"])
        .start();
    t.play("Eureka!");
    assert_eq!(t.amber(A), 3, "1 bonus and 2");
    assert_eq!(t.archives_of(A).len(), 2);
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn eureka_with_one_card_in_hand_archives_it() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Eureka!", "Troll"])
        .start();
    t.play("Eureka!");
    assert_eq!(t.archives_of(A), ["Troll"]);
}

#[test]
fn eureka_is_alpha() {
    let mut t = scenario(House::Logos).hand(A, &["Poke", "Eureka!"]).start();
    t.play("Poke");
    assert!(!t.is_legal(Choice::Play(t.find("Eureka!"))));
}

/// FAQ: Mimicry may be played as a copy of Eureka as the first thing done
/// in step 3.
#[test]
fn mimicry_can_copy_eureka_as_the_first_thing_in_step_3() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mimicry", "Troll", "Krump"])
        .discard(B, &["Eureka!"])
        .start();
    t.play("Mimicry");
    assert_eq!(t.amber(A), 3, "Eureka's bonus and its 2");
    assert_eq!(t.archives_of(A).len(), 2);
    assert!(t.hand_of(A).is_empty());
}

// ----- Fila the Researcher -------------------------------------------------

#[test]
fn fila_draws_when_a_creature_is_played_next_to_her() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Doc Bookton"])
        .battleline(A, &["Fila the Researcher"])
        .deck(A, &["Mother"])
        .start();
    t.play("Doc Bookton");
    t.flank(Flank::Left);
    assert_eq!(t.hand_of(A), ["Mother"]);
}

#[test]
fn fila_draws_nothing_for_a_creature_played_elsewhere() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Doc Bookton"])
        .battleline(A, &["Fila the Researcher", "Mother"])
        .deck(A, &["Dextre"])
        .start();
    t.play("Doc Bookton");
    t.flank(Flank::Right);
    assert!(t.hand_of(A).is_empty());
}

// ----- Jargogle ------------------------------------------------------------

#[test]
fn jargogle_puts_a_card_from_hand_beneath_it() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Jargogle", "Punch", "Fear"])
        .start();
    t.play("Jargogle");
    t.choose("Punch");
    assert_eq!(t.beneath_of("Jargogle"), ["Punch"]);
    assert_eq!(t.hand_of(A), ["Fear"]);
}

#[test]
fn jargogle_destroyed_on_your_turn_plays_the_card_beneath() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Jargogle"])
        .beneath(A, "Punch", "Jargogle")
        .battleline(B, &["Troll"])
        .start();
    t.fight("Jargogle", "Troll");
    assert_eq!(t.damage("Troll"), 5, "2 from the fight, 3 from Punch");
    assert_eq!(t.amber(A), 1, "Punch's bonus");
    let discard = t.discard(A);
    assert!(discard.contains(&"Punch") && discard.contains(&"Jargogle"));
}

#[test]
fn jargogle_destroyed_on_the_opponents_turn_archives_the_card_beneath() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Jargogle"])
        .beneath(A, "Punch", "Jargogle")
        .hand(B, &["Lava Ball"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.play("Lava Ball");
    assert_eq!(t.archives_of(A), ["Punch"]);
    assert_eq!(t.discard(A), ["Jargogle"]);
}

/// FAQ: Jargogle destroyed in step 3 plays an Omega card: no card may be
/// played or used afterwards.
#[test]
fn jargogle_playing_an_omega_card_in_step_3_ends_the_step() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Poke"])
        .battleline(A, &["Jargogle"])
        .beneath(A, "Duskwitch", "Jargogle")
        .battleline(B, &["Troll"])
        .start();
    t.fight("Jargogle", "Troll");
    place_right_if_asked(&mut t);
    assert_eq!(t.line(A), ["Duskwitch"]);
    assert_eq!(t.g.active_player(), B, "Omega ended step 3");
}

/// FAQ: Jargogle destroyed in step 1 (Strange Gizmo after forging) plays
/// an Omega card: step 2 and step 3 follow as usual.
#[test]
fn jargogle_playing_an_omega_card_in_step_1_leaves_step_3_open() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Punch"])
        .battleline(A, &["Jargogle"])
        .beneath(A, "Duskwitch", "Jargogle")
        .artifacts(A, &["Strange Gizmo"])
        .amber(A, 6)
        .start();
    to_next_turn_of_a(&mut t);
    place_right_if_asked(&mut t);
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.line(A), ["Duskwitch"]);
    assert!(t.artifacts_of(A).is_empty(), "the Gizmo destroyed itself");
    t.apply(Choice::House(House::Brobnar));
    assert!(t.is_legal(Choice::Play(t.find("Punch"))));
}

// ----- Memory Chip ---------------------------------------------------------

#[test]
fn memory_chip_archives_a_card_after_you_choose_logos() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Troll"])
        .artifacts(A, &["Memory Chip"])
        .start();
    to_next_turn_of_a(&mut t);
    t.apply(Choice::House(House::Logos));
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll"]);
}

#[test]
fn memory_chip_does_nothing_for_another_house() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Troll"])
        .artifacts(A, &["Memory Chip"])
        .start();
    to_next_turn_of_a(&mut t);
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.asks_target());
    assert!(t.archives_of(A).is_empty());
}

// ----- Quantum Fingertrap --------------------------------------------------

#[test]
fn quantum_fingertrap_swaps_two_creatures_of_one_battleline() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Quantum Fingertrap"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Troll", "Krump", "Urchin"])
        .start();
    t.action("Quantum Fingertrap");
    let lone = t.find("Doc Bookton");
    assert!(!t.is_legal(Choice::Target(lone)), "nothing to swap it with");
    t.choose("Troll");
    assert!(!t.is_legal(Choice::Target(lone)), "another battleline");
    t.choose("Urchin");
    assert_eq!(t.line(B), ["Urchin", "Krump", "Troll"]);
}

// ----- Seismo-entangler ----------------------------------------------------

#[test]
fn seismo_entangler_stops_reaps_of_the_house_on_the_opponents_next_turn() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Seismo-entangler"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.action("Seismo-entangler");
    t.choose_house(House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
    assert!(t.is_legal(Choice::Fight(troll)), "only reaping");
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.is_legal(Choice::Reap(troll)), "only that turn");
}

#[test]
fn seismo_entangler_does_not_stop_reaps_on_your_own_turn() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Seismo-entangler"])
        .battleline(A, &["Doc Bookton"])
        .start();
    t.action("Seismo-entangler");
    t.choose_house(House::Logos);
    t.reap("Doc Bookton");
    assert_eq!(t.amber(A), 1);
}

// ----- [REDACTED] ----------------------------------------------------------

#[test]
fn redacted_gains_one_amber_each_time_you_choose_logos() {
    let mut t = scenario(House::Logos).artifacts(A, &["[REDACTED]"]).start();
    to_next_turn_of_a(&mut t);
    t.apply(Choice::House(House::Logos));
    assert_eq!(t.amber_on("[REDACTED]"), 1);
    to_next_turn_of_a(&mut t);
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.amber_on("[REDACTED]"), 1, "only for Logos");
}

#[test]
fn redacted_with_four_amber_is_sacrificed_to_forge_a_key_at_no_cost() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["[REDACTED]"])
        .amber(A, 2)
        .start();
    t.set_amber_on("[REDACTED]", 3);
    to_next_turn_of_a(&mut t);
    t.apply(Choice::House(House::Logos));
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 2, "at no cost; its Æmber goes to the supply");
    assert_eq!(t.location("[REDACTED]"), Location::Discard);
}

/// FAQ: a 4th Æmber put on [REDACTED] by another means does not let it
/// forge at once: only its own ability, after Logos is chosen, does.
#[test]
fn a_fourth_amber_from_elsewhere_does_not_forge_until_logos_is_chosen() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["[REDACTED]"])
        .hand(A, &["Poke"])
        .start();
    t.set_amber_on("[REDACTED]", 4);
    t.play("Poke");
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.location("[REDACTED]"), Location::Artifacts);
    to_next_turn_of_a(&mut t);
    assert_eq!(t.keys(A), 0);
    t.apply(Choice::House(House::Logos));
    assert_eq!(t.keys(A), 1);
}

// ----- Entropic Swirl ------------------------------------------------------

#[test]
fn entropic_swirl_deals_two_and_gains_one_per_trait() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Entropic Swirl"])
        .battleline(B, &["Brain Eater", "Troll"])
        .start();
    t.play("Entropic Swirl");
    t.choose("Brain Eater");
    assert_eq!(t.damage("Brain Eater"), 4, "cyborg and beast");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn entropic_swirl_deals_each_two_on_its_own() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Entropic Swirl"])
        .battleline(B, &["Brain Eater"])
        .start();
    t.set_ward("Brain Eater");
    t.play("Entropic Swirl");
    assert_eq!(t.damage("Brain Eater"), 2, "the ward stops only the first");
    assert_eq!(t.amber(A), 2);
}

// ----- Fetchdrones ---------------------------------------------------------

#[test]
fn fetchdrones_captures_two_per_logos_card_discarded() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Fetchdrones"])
        .battleline(A, &["Dextre", "Doc Bookton"])
        .deck(A, &["Mother", "Dextre", "Troll"])
        .amber(B, 5)
        .start();
    t.action("Fetchdrones");
    t.choose("Doc Bookton");
    t.choose("Doc Bookton");
    assert_eq!(t.amber_on("Doc Bookton"), 4);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn fetchdrones_captures_nothing_without_a_logos_card() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Fetchdrones"])
        .battleline(A, &["Dextre"])
        .deck(A, &["Troll", "Krump", "Mother"])
        .amber(B, 5)
        .start();
    t.action("Fetchdrones");
    assert_eq!(t.amber_on("Dextre"), 0);
    assert_eq!(t.discard(A), ["Troll", "Krump"]);
}

// ----- Master the Theory ---------------------------------------------------

#[test]
fn master_the_theory_archives_a_card_per_enemy_creature() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Master the Theory", "Troll", "Krump", "Fear"])
        .battleline(B, &["Urchin", "Dust Pixie"])
        .start();
    t.play("Master the Theory");
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    assert_eq!(t.hand_of(A), ["Fear"]);
}

#[test]
fn master_the_theory_archiving_may_stop_early() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Master the Theory", "Troll", "Krump"])
        .battleline(B, &["Urchin", "Dust Pixie"])
        .start();
    t.play("Master the Theory");
    t.choose("Troll");
    t.pass();
    assert_eq!(t.archives_of(A), ["Troll"]);
}

#[test]
fn master_the_theory_does_nothing_with_a_friendly_creature_in_play() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Master the Theory", "Troll"])
        .battleline(A, &["Dextre"])
        .battleline(B, &["Urchin"])
        .start();
    t.play("Master the Theory");
    assert!(!t.asks_target());
    assert!(t.archives_of(A).is_empty());
}

// ----- Project Z.Y.X. ------------------------------------------------------

#[test]
fn project_zyx_plays_an_archived_card_of_another_house() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Project Z.Y.X."])
        .archives(A, &["Punch"])
        .battleline(B, &["Urchin"])
        .start();
    t.reap("Project Z.Y.X.");
    t.choose("Punch");
    t.choose("Urchin");
    assert_eq!(t.discard(B), ["Urchin"]);
    assert_eq!(t.amber(A), 2, "the reap and Punch's bonus");
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn project_zyx_plays_an_archived_card_after_a_fight_too() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Project Z.Y.X."])
        .archives(A, &["Punch"])
        .battleline(B, &["Urchin", "Troll"])
        .start();
    t.fight("Project Z.Y.X.", "Urchin");
    t.choose("Punch");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.line(B), ["Urchin", "Troll"], "elusive: no fight damage");
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn project_zyx_may_play_nothing() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Project Z.Y.X."])
        .archives(A, &["Punch"])
        .start();
    t.reap("Project Z.Y.X.");
    t.pass();
    assert_eq!(t.archives_of(A), ["Punch"]);
}

// ----- Scientifical Hack ---------------------------------------------------

#[test]
fn scientifical_hack_lets_you_use_friendly_artifacts_of_any_house() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Scientifical Hack", "Library of Babble"])
        .deck(A, &["Mother"])
        .start();
    let library = t.find("Library of Babble");
    assert!(!t.is_legal(Choice::Action(library)));
    t.apply(Choice::Omni(t.find("Scientifical Hack")));
    assert_eq!(t.discard(A), ["Scientifical Hack"]);
    t.action("Library of Babble");
    assert_eq!(t.hand_of(A), ["Mother"]);
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "for the turn only");
}

// ----- Shard of Knowledge --------------------------------------------------

#[test]
fn shard_of_knowledge_draws_one_per_friendly_shard() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Shard of Knowledge", "Shard of Pain"])
        .artifacts(B, &["Shard of Strength"])
        .deck(A, &["Mother", "Mother", "Mother"])
        .start();
    t.action("Shard of Knowledge");
    assert_eq!(t.hand_of(A).len(), 2);
}

// ----- The Curator ---------------------------------------------------------

#[test]
fn the_curator_makes_friendly_artifacts_enter_play_ready() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Library of Babble", "Doc Bookton"])
        .battleline(A, &["The Curator"])
        .start();
    t.play("Library of Babble");
    assert!(!t.exhausted("Library of Babble"));
    t.play("Doc Bookton");
    place_right_if_asked(&mut t);
    assert!(t.exhausted("Doc Bookton"), "only artifacts");
}

#[test]
fn without_the_curator_artifacts_enter_play_exhausted() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Library of Babble"])
        .start();
    t.play("Library of Babble");
    assert!(t.exhausted("Library of Babble"));
}

/// "Choose a house" may name a house no card in the game belongs to (the
/// FAQ: a choice that does nothing is legal): no creature is stopped.
#[test]
fn seismo_entangler_may_name_a_house_no_card_of_the_game_belongs_to() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Seismo-entangler"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Seismo-entangler");
    assert!(t.is_legal(Choice::ChooseHouse(House::Saurian)));
    t.choose_house(House::Saurian);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.is_legal(Choice::Reap(t.find("Troll"))));
}
