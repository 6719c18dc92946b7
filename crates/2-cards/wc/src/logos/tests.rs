//! Tests of the Logos cards of Worlds Collide: one ruling per card and
//! branch, and the rulings of the rulebook and FAQ that name them.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, DecisionKind, Flank};
use keysim_facts::House;

/// Puts the creature being played on the right flank, if asked where.
fn place_right_if_asked(t: &mut Test) {
    if matches!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::Placement { .. })
    ) {
        t.flank(Flank::Right);
    }
}

/// Ends A's turn: B's turn starts, B choosing `house`.
fn to_turn_of_b(t: &mut Test, house: House) {
    t.end_turn();
    t.apply(Choice::House(house));
}

/// The cards offered as targets now, by title.
fn offered(t: &Test) -> Vec<&'static str> {
    t.choices()
        .into_iter()
        .filter_map(|c| match c {
            Choice::Target(x) => Some(t.g.def(x).name),
            _ => None,
        })
        .collect()
}

// ----- Babbling Bibliophile ------------------------------------------------

#[test]
fn babbling_bibliophile_draws_two_when_it_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Babbling Bibliophile"])
        .start();
    t.reap("Babbling Bibliophile");
    assert_eq!(t.hand_of(A).len(), 2);
    assert_eq!(t.amber(A), 1);
}

// ----- Daughter ------------------------------------------------------------

#[test]
fn daughter_refills_its_controllers_hand_to_seven() {
    let mut t = scenario(House::Logos).battleline(A, &["Daughter"]).start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 7);
}

#[test]
fn daughter_does_not_raise_the_opponents_hand() {
    let mut t = scenario(House::Logos).battleline(B, &["Daughter"]).start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 6);
}

#[test]
fn daughter_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Daughter"])
        .start();
    t.fight("Troll", "Daughter");
    assert_eq!(t.line(B), ["Daughter"]);
    assert_eq!(t.damage("Daughter"), 0);
    assert_eq!(t.damage("Troll"), 0);
}

// ----- EDAI "Edie" 4x4 -----------------------------------------------------

#[test]
fn edie_archives_a_card_and_raises_the_opponents_keys_per_archived_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["EDAI “Edie” 4x4", "Punch"])
        .archives(A, &["Anger"])
        .start();
    assert_eq!(t.g.key_cost(B), 6, "not in play yet");
    t.play("EDAI “Edie” 4x4");
    assert_eq!(t.archives_of(A), ["Anger", "Punch"]);
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6, "its controller's keys are not raised");
}

// ----- Hapsis --------------------------------------------------------------

#[test]
fn hapsis_is_warded_and_draws_after_destroying_an_enemy_in_a_fight() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Hapsis"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Hapsis", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(t.card("Hapsis").is_warded());
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn hapsis_destroyed_in_the_same_fight_gets_nothing() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Hapsis"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.fight("Hapsis", "Bumpsy");
    assert_eq!(t.discard(A), ["Hapsis"]);
    assert_eq!(t.discard(B), ["Bumpsy"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn hapsis_ignores_an_enemy_destroyed_fighting_another_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Hapsis", "Doc Bookton"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Doc Bookton", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(!t.card("Hapsis").is_warded());
    assert!(t.hand_of(A).is_empty());
}

// ----- Hologrammophone -----------------------------------------------------

#[test]
fn hologrammophone_wards_a_creature() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Hologrammophone"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Hologrammophone");
    assert!(t.card("Troll").is_warded());
}

// ----- Information Exchange ------------------------------------------------

#[test]
fn information_exchange_steals_one() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Information Exchange"])
        .amber(B, 5)
        .start();
    t.play("Information Exchange");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 4);
}

#[test]
fn information_exchange_steals_two_after_the_opponent_stole_on_their_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Information Exchange"])
        .hand(B, &["Urchin"])
        .houses(B, [House::Shadows, House::Brobnar, House::Dis])
        .amber(A, 2)
        .amber(B, 5)
        .start();
    to_turn_of_b(&mut t, House::Shadows);
    t.play("Urchin");
    assert_eq!(t.amber(A), 1, "Urchin stole 1");
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    t.play("Information Exchange");
    assert_eq!(t.amber(A), 3);
    assert_eq!(t.amber(B), 4);
}

#[test]
fn information_exchange_looks_only_at_the_opponents_previous_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Information Exchange"])
        .amber(B, 5)
        .start();
    t.game_history_mut().amber_stolen_last_turn = [3, 0];
    t.play("Information Exchange");
    assert_eq!(t.amber(A), 1, "A's own steals do not count");
}

// ----- Quant ---------------------------------------------------------------

#[test]
fn quant_allows_one_non_logos_action_card_and_no_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Quant"])
        .battleline(B, &["Krump"])
        .hand(A, &["Punch", "Troll", "Anger"])
        .start();
    let punch = t.find("Punch");
    assert!(!t.is_legal(Choice::Play(punch)));
    t.reap("Quant");
    assert!(!t.is_legal(Choice::Play(t.find("Troll"))), "not an action");
    t.play("Punch");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert!(!t.is_legal(Choice::Play(t.find("Anger"))), "only one");
}

// ----- Sanitation Engineer -------------------------------------------------

#[test]
fn sanitation_engineer_discards_a_card_when_it_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Sanitation Engineer"])
        .hand(A, &["Punch", "Troll"])
        .start();
    t.reap("Sanitation Engineer");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Punch"]);
}

#[test]
fn sanitation_engineer_is_hazardous_one() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Sanitation Engineer"])
        .start();
    t.fight("Krump", "Sanitation Engineer");
    assert_eq!(t.damage("Krump"), 5, "1 hazardous and 4 from the fight");
    assert_eq!(t.discard(B), ["Sanitation Engineer"]);
}

// ----- Tautau Vapors -------------------------------------------------------

#[test]
fn tautau_vapors_draws_two_then_archives_a_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Tautau Vapors", "Punch"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Tautau Vapors");
    t.choose("Krump");
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert_eq!(t.hand_of(A), ["Punch", "Troll"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

// ----- Thorium Plasmate ----------------------------------------------------

/// Plays Thorium Plasmate on `creature` of B's line Dust Pixie, Troll,
/// Krump, Bumpsy, moved to place `to`.
fn thorium_plasmate(creature: &str, to: u8) -> Test {
    let mut t = scenario(House::Logos)
        .hand(A, &["Thorium Plasmate"])
        .battleline(B, &["Dust Pixie", "Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Thorium Plasmate");
    t.choose(creature);
    t.choose_option(to);
    t
}

#[test]
fn thorium_plasmate_deals_four_to_a_creature_between_two_of_its_house() {
    let t = thorium_plasmate("Dust Pixie", 3);
    assert_eq!(t.line(B), ["Troll", "Krump", "Bumpsy", "Dust Pixie"]);
    let t = thorium_plasmate("Krump", 2);
    assert_eq!(t.line(B), ["Dust Pixie", "Troll", "Krump", "Bumpsy"]);
    assert_eq!(t.damage("Krump"), 4);
}

#[test]
fn thorium_plasmate_deals_two_per_neighbor_sharing_a_house() {
    let t = thorium_plasmate("Troll", 3);
    assert_eq!(t.line(B), ["Dust Pixie", "Krump", "Bumpsy", "Troll"]);
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Bumpsy"), 0);
}

#[test]
fn thorium_plasmate_deals_nothing_beside_other_houses() {
    let t = thorium_plasmate("Dust Pixie", 2);
    assert_eq!(t.line(B), ["Troll", "Krump", "Dust Pixie", "Bumpsy"]);
    assert_eq!(t.damage("Dust Pixie"), 0);
    let t = thorium_plasmate("Troll", 0);
    assert_eq!(t.line(B), ["Troll", "Dust Pixie", "Krump", "Bumpsy"]);
    assert_eq!(t.damage("Troll"), 0);
}

// ----- Titan Guardian ------------------------------------------------------

#[test]
fn titan_guardian_destroyed_off_a_flank_draws_two() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(A, &["Dust Pixie", "Titan Guardian", "Troll"])
        .start();
    t.play("Gateway to Dis");
    assert!(t.line(A).is_empty());
    assert_eq!(t.hand_of(A).len(), 2);
}

#[test]
fn titan_guardian_destroyed_on_a_flank_draws_nothing() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(A, &["Titan Guardian", "Troll"])
        .start();
    t.play("Gateway to Dis");
    assert!(t.line(A).is_empty());
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn titan_guardian_taunts_for_its_neighbors() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Titan Guardian", "Urchin", "Krump"])
        .start();
    let troll = t.find("Troll");
    t.apply(Choice::Fight(troll));
    assert_eq!(offered(&t), ["Titan Guardian", "Krump"]);
}

// ----- Wormhole Technician -------------------------------------------------

#[test]
fn wormhole_technician_plays_a_logos_card_from_the_top_of_the_deck() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Wormhole Technician"])
        .deck(A, &["Batdrone", "Troll"])
        .start();
    t.reap("Wormhole Technician");
    place_right_if_asked(&mut t);
    assert_eq!(t.line(A), ["Wormhole Technician", "Batdrone"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn wormhole_technician_archives_a_card_of_another_house() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Wormhole Technician"])
        .deck(A, &["Troll", "Batdrone"])
        .start();
    t.reap("Wormhole Technician");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.deck_of(A), ["Batdrone"]);
    assert!(t.g.knows(B, t.find("Troll")), "revealed");
}

// ----- C.Æ.N.D.L.E. Unit ---------------------------------------------------

#[test]
fn caendle_unit_draws_after_an_enemy_creature_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["C.Æ.N.D.L.E. Unit"])
        .battleline(B, &["Dust Pixie"])
        .houses(B, [House::Untamed, House::Brobnar, House::Dis])
        .start();
    to_turn_of_b(&mut t, House::Untamed);
    let before = t.hand_of(A).len();
    t.reap("Dust Pixie");
    assert_eq!(t.hand_of(A).len(), before + 1);
}

#[test]
fn caendle_unit_does_not_draw_after_a_friendly_creature_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["C.Æ.N.D.L.E. Unit", "Dextre"])
        .start();
    t.reap("Dextre");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn caendle_unit_captures_one_with_its_action() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["C.Æ.N.D.L.E. Unit"])
        .amber(B, 2)
        .start();
    t.action("C.Æ.N.D.L.E. Unit");
    assert_eq!(t.amber_on("C.Æ.N.D.L.E. Unit"), 1);
    assert_eq!(t.amber(B), 1);
}

// ----- Code Monkey ---------------------------------------------------------

/// Plays Code Monkey (deploy) between the two creatures of A's line.
fn code_monkey_between(left: &str, right: &str) -> Test {
    let mut t = scenario(House::Logos)
        .hand(A, &["Code Monkey"])
        .battleline(A, &[left, right])
        .start();
    t.play("Code Monkey");
    t.apply(Choice::Position(1));
    t
}

#[test]
fn code_monkey_archives_its_neighbors_and_gains_two_if_they_share_a_house() {
    let t = code_monkey_between("Dextre", "Doc Bookton");
    assert_eq!(t.line(A), ["Code Monkey"]);
    assert_eq!(t.archives_of(A).len(), 2);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn code_monkey_gains_nothing_if_its_neighbors_share_no_house() {
    let t = code_monkey_between("Dextre", "Troll");
    assert_eq!(t.archives_of(A).len(), 2);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn code_monkey_on_a_flank_archives_its_one_neighbor_and_gains_nothing() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Code Monkey"])
        .battleline(A, &["Dextre", "Doc Bookton"])
        .start();
    t.play("Code Monkey");
    t.apply(Choice::Position(2));
    assert_eq!(t.line(A), ["Dextre", "Code Monkey"]);
    assert_eq!(t.archives_of(A), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 0);
}

/// Rulebook (leaving play): Code Monkey reads the houses its neighbors
/// belonged to just before they were archived.
#[test]
fn code_monkey_reads_the_houses_its_neighbors_had_before_being_archived() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Code Monkey"])
        .battleline(A, &["Dextre", "Troll"])
        .upgrade(A, "Academy Training", "Troll")
        .start();
    t.play("Code Monkey");
    t.apply(Choice::Position(1));
    assert_eq!(t.archives_of(A).len(), 2);
    assert_eq!(t.amber(A), 2, "Troll belonged to Logos when archived");
}

// ----- Data Forge ----------------------------------------------------------

#[test]
fn data_forge_forges_at_ten_more_less_one_per_card_in_hand() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Data Forge", "Punch", "Troll", "Anger", "Fear"])
        .amber(A, 11)
        .start();
    t.play("Data Forge");
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0, "1 bonus, 6 + 10 - 4 paid");
}

#[test]
fn data_forge_asks_nothing_without_enough_amber() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Data Forge", "Punch"])
        .amber(A, 13)
        .start();
    t.play("Data Forge");
    assert!(!t.asks_target());
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.amber(A), 14, "a key costs 15 with one card in hand");
}

#[test]
fn data_forge_key_may_be_declined() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Data Forge"])
        .amber(A, 20)
        .start();
    t.play("Data Forge");
    t.no();
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.amber(A), 21);
}

// ----- Discombobulator -----------------------------------------------------

#[test]
fn discombobulator_stops_the_opponent_stealing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(B, &["Troll"])
        .upgrade(B, "Discombobulator", "Troll")
        .amber(B, 3)
        .start();
    t.play("Urchin");
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn discombobulator_protects_only_its_creatures_controller() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(A, &["Troll"])
        .upgrade(A, "Discombobulator", "Troll")
        .amber(B, 3)
        .start();
    t.play("Urchin");
    place_right_if_asked(&mut t);
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 1);
}

// ----- Dr. Milli -----------------------------------------------------------

#[test]
fn dr_milli_archives_a_card_per_enemy_creature_in_excess() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dr. Milli", "Punch", "Anger", "Fear", "Krump"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Urchin", "Bumpsy", "Dextre"])
        .start();
    t.play("Dr. Milli");
    place_right_if_asked(&mut t);
    t.choose("Punch");
    t.choose("Anger");
    t.choose("Fear");
    assert_eq!(t.archives_of(A), ["Punch", "Anger", "Fear"]);
    assert_eq!(t.hand_of(A), ["Krump"]);
}

#[test]
fn dr_milli_archives_nothing_without_an_excess() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dr. Milli", "Punch"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Dr. Milli");
    place_right_if_asked(&mut t);
    assert!(!t.asks_target());
    assert!(t.archives_of(A).is_empty());
}

// ----- Groupthink Tank -----------------------------------------------------

#[test]
fn groupthink_tank_damages_each_creature_sharing_a_house_with_a_neighbor() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Groupthink Tank", "Doc Bookton"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.action("Groupthink Tank");
    assert_eq!(t.damage("Groupthink Tank"), 1, "3 armor");
    assert_eq!(t.damage("Doc Bookton"), 4);
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.damage("Krump"), 4);
    assert_eq!(t.damage("Dust Pixie"), 0);
}

// ----- Mini Groupthink Tank ------------------------------------------------

#[test]
fn mini_groupthink_tank_deals_eight_to_a_creature_between_two_of_its_house() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Mini Groupthink Tank"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Dust Pixie"])
        .battleline(A, &["Dextre", "Doc Bookton", "Dr. Escotera"])
        .start();
    t.play("Mini Groupthink Tank");
    place_right_if_asked(&mut t);
    assert_eq!(
        offered(&t),
        ["Doc Bookton", "Dr. Escotera", "Krump"],
        "Dr. Escotera has the Tank on its right; Bumpsy an Untamed neighbor"
    );
    t.choose("Krump");
    assert_eq!(t.discard(B), ["Krump"]);
}

#[test]
fn mini_groupthink_tank_deals_eight_when_it_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Mini Groupthink Tank"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.reap("Mini Groupthink Tank");
    assert_eq!(t.discard(B), ["Krump"]);
}

#[test]
fn mini_groupthink_tank_deals_eight_after_it_fights() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Mini Groupthink Tank"])
        .battleline(B, &["Dust Pixie", "Troll", "Krump", "Bumpsy"])
        .start();
    t.fight("Mini Groupthink Tank", "Bumpsy");
    assert_eq!(t.discard(A), ["Mini Groupthink Tank"], "no Fight: ability");
    let mut t = scenario(House::Logos)
        .battleline(A, &["Mini Groupthink Tank"])
        .battleline(B, &["Troll", "Dust Pixie", "Krump", "Bumpsy"])
        .start();
    t.fight("Mini Groupthink Tank", "Dust Pixie");
    // Krump, now between Troll and Bumpsy, is the only creature offered.
    assert_eq!(t.discard(B), ["Dust Pixie", "Krump"]);
}

#[test]
fn mini_groupthink_tank_without_a_candidate_does_nothing() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Mini Groupthink Tank"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Mini Groupthink Tank");
    assert!(!t.asks_target());
    assert_eq!(t.damage("Troll") + t.damage("Krump"), 0);
}

// ----- Reassembling Automaton ----------------------------------------------

#[test]
fn reassembling_automaton_is_rebuilt_on_a_flank_instead_of_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Reassembling Automaton", "Troll", "Dust Pixie"])
        .start();
    t.play("Punch");
    t.choose("Reassembling Automaton");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll", "Dust Pixie", "Reassembling Automaton"]);
    assert_eq!(t.damage("Reassembling Automaton"), 0);
    assert!(t.exhausted("Reassembling Automaton"));
    assert!(t.discard(A).iter().all(|&c| c != "Reassembling Automaton"));
    assert_eq!(t.g.turn_history().creatures_destroyed, [0, 0]);
}

#[test]
fn reassembling_automaton_alone_is_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Reassembling Automaton"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Punch");
    t.choose("Reassembling Automaton");
    assert!(!t.asks_target());
    assert!(t.line(A).is_empty());
    assert!(t.discard(A).contains(&"Reassembling Automaton"));
}

// ----- Self-Bolstering Automata --------------------------------------------

#[test]
fn self_bolstering_automata_is_rebuilt_with_two_power_counters() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll", "Self-Bolstering Automata"])
        .start();
    t.play("Punch");
    t.choose("Self-Bolstering Automata");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Self-Bolstering Automata", "Troll"]);
    assert_eq!(t.power("Self-Bolstering Automata"), 3);
    assert_eq!(t.damage("Self-Bolstering Automata"), 0);
    assert!(t.exhausted("Self-Bolstering Automata"));
}

#[test]
fn self_bolstering_automata_alone_is_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Self-Bolstering Automata"])
        .start();
    t.play("Punch");
    assert!(t.line(A).is_empty());
    assert!(t.discard(A).contains(&"Self-Bolstering Automata"));
}

// ----- Academy Training ----------------------------------------------------

#[test]
fn academy_training_makes_its_creature_logos_with_reap_draw_a_card() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Troll"])
        .upgrade(A, "Academy Training", "Troll")
        .start();
    let troll = t.find("Troll");
    assert!(t.g.belongs_to(troll, House::Logos));
    assert!(!t.g.belongs_to(troll, House::Brobnar), "instead of Brobnar");
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn academy_training_on_an_enemy_creature_leaves_its_house() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Academy Training"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Academy Training");
    let krump = t.find("Krump");
    assert!(t.g.belongs_to(krump, House::Brobnar));
    assert!(!t.g.belongs_to(krump, House::Logos));
    to_turn_of_b(&mut t, House::Brobnar);
    let before = t.hand_of(B).len();
    t.reap("Krump");
    assert_eq!(t.hand_of(B).len(), before + 1, "it still gains the reap");
}

// ----- Hyde ----------------------------------------------------------------

#[test]
fn hyde_draws_a_card_when_it_reaps() {
    let mut t = scenario(House::Logos).battleline(A, &["Hyde"]).start();
    t.reap("Hyde");
    assert_eq!(t.hand_of(A).len(), 1);
}

/// Rulebook (resolving abilities): "if you control Velum, draw 2 cards
/// instead" replaces the first draw: 2 cards, not 3.
#[test]
fn hyde_with_velum_draws_two_instead() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Hyde", "Velum"])
        .start();
    t.reap("Hyde");
    assert_eq!(t.hand_of(A).len(), 2);
}

#[test]
fn hyde_destroyed_archives_velum_from_the_discard_and_itself() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Hyde"])
        .discard(A, &["Velum"])
        .start();
    t.set_damage("Hyde", 3);
    t.play("Punch");
    assert_eq!(t.archives_of(A), ["Velum", "Hyde"]);
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn hyde_destroyed_without_velum_in_the_discard_is_discarded() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Hyde"])
        .start();
    t.set_damage("Hyde", 3);
    t.play("Punch");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Hyde", "Punch"]);
}

// ----- Mimic Gel -----------------------------------------------------------

#[test]
fn mimic_gel_cannot_be_played_without_a_creature_in_play() {
    let t = scenario(House::Logos).hand(A, &["Mimic Gel"]).start();
    assert!(!t.is_legal(Choice::Play(t.find("Mimic Gel"))));
}

#[test]
fn mimic_gel_enters_as_a_copy_of_a_creature_belonging_to_logos() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Mimic Gel"])
        .battleline(A, &["Dextre"])
        .battleline(B, &["Urchin"])
        .amber(B, 2)
        .start();
    t.play("Mimic Gel");
    t.choose("Urchin");
    place_right_if_asked(&mut t);
    assert_eq!(t.line(A), ["Dextre", "Urchin"]);
    let copy = t.g.creatures(A)[1];
    assert!(t.g.belongs_to(copy, House::Logos));
    assert!(!t.g.belongs_to(copy, House::Shadows));
    assert!(t.g.keywords(copy).contains(keysim_facts::Keywords::ELUSIVE));
    assert_eq!(t.amber(A), 1, "the copy's Play: ability stole 1");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn mimic_gel_is_itself_again_once_it_leaves_play() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Mimic Gel", "Punch"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Mimic Gel");
    let gel = t.g.creatures(A)[0];
    assert_eq!(t.g.def(gel).name, "Troll");
    t.g.return_to_hand(gel);
    t.advance();
    assert_eq!(t.hand_of(A), ["Punch", "Mimic Gel"]);
}

/// FAQ: Mimic Gel copies the base card, without the damage, +1 power
/// counters, ward and upgrades on the creature it copies.
#[test]
fn mimic_gel_copies_the_base_card_without_counters_ward_or_upgrades() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Mimic Gel"])
        .battleline(B, &["Krump"])
        .upgrade(B, "Blood of Titans", "Krump")
        .start();
    let krump = t.find("Krump");
    t.set_damage("Krump", 2);
    t.set_ward("Krump");
    t.g.add_power_counters(krump, 2);
    assert_eq!(t.g.power(krump), 13);
    t.play("Mimic Gel");
    let gel = t.g.creatures(A)[0];
    assert_eq!(t.g.def(gel).name, "Krump");
    assert_eq!(t.g.power(gel), 6);
    assert_eq!(t.g.card(gel).damage, 0);
    assert!(!t.g.card(gel).is_warded());
}

// ----- Prescriptive Grammarbot ---------------------------------------------

#[test]
fn prescriptive_grammarbot_enrages_a_creature_when_it_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Prescriptive Grammarbot"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Prescriptive Grammarbot");
    t.choose("Troll");
    assert!(t.card("Troll").is_enraged());
}

#[test]
fn prescriptive_grammarbot_is_hazardous_three_and_taunts() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Prescriptive Grammarbot", "Dust Pixie", "Krump"])
        .start();
    let troll = t.find("Troll");
    t.apply(Choice::Fight(troll));
    assert_eq!(offered(&t), ["Prescriptive Grammarbot", "Krump"]);
    t.choose("Prescriptive Grammarbot");
    assert_eq!(t.damage("Troll"), 6, "3 hazardous and 3 from the fight");
}

// ----- Universal Keylock ---------------------------------------------------

#[test]
fn universal_keylock_raises_every_key_and_is_destroyed_after_a_forge() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Universal Keylock"])
        .amber(B, 10)
        .start();
    assert_eq!(t.g.key_cost(A), 9);
    assert_eq!(t.g.key_cost(B), 9);
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 1, "forged at 9");
    assert_eq!(t.discard(A), ["Universal Keylock"]);
    assert_eq!(t.g.key_cost(B), 6);
}

// ----- Universal Recycle Bin -----------------------------------------------

#[test]
fn universal_recycle_bin_archives_a_purged_card_you_own() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Universal Recycle Bin"])
        .purged(A, &["Punch", "Anger"])
        .purged(B, &["Troll"])
        .start();
    t.action("Universal Recycle Bin");
    assert_eq!(offered(&t), ["Punch", "Anger"], "not the opponent's");
    t.choose("Anger");
    assert_eq!(t.archives_of(A), ["Anger"]);
    assert_eq!(t.purged(A), ["Punch"]);
}

// ----- Zenzizenzizenzic ----------------------------------------------------

#[test]
fn zenzizenzizenzic_in_the_center_refills_to_eight() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dust Pixie", "Zenzizenzizenzic", "Troll"])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 8);
}

#[test]
fn zenzizenzizenzic_alone_is_in_the_center() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Zenzizenzizenzic"])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 8);
}

#[test]
fn zenzizenzizenzic_off_center_refills_to_six() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Zenzizenzizenzic", "Troll"])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 6, "an even line has no center");
    let mut t = scenario(House::Logos)
        .battleline(A, &["Zenzizenzizenzic", "Troll", "Krump"])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 6, "on a flank");
}

// ----- Velum ---------------------------------------------------------------

#[test]
fn velum_archives_a_card_when_it_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Velum"])
        .hand(A, &["Punch", "Anger"])
        .start();
    t.reap("Velum");
    t.choose("Anger");
    assert!(!t.asks_target());
    assert_eq!(t.archives_of(A), ["Anger"]);
}

#[test]
fn velum_with_hyde_archives_two_cards() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Velum", "Hyde"])
        .hand(A, &["Punch", "Anger", "Fear"])
        .start();
    t.reap("Velum");
    t.choose("Anger");
    t.choose("Punch");
    assert_eq!(t.archives_of(A), ["Anger", "Punch"]);
    assert_eq!(t.hand_of(A), ["Fear"]);
}

#[test]
fn velum_destroyed_archives_hyde_from_the_discard_and_itself() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Velum"])
        .discard(A, &["Hyde"])
        .start();
    t.play("Punch");
    assert_eq!(t.archives_of(A), ["Hyde", "Velum"]);
}

#[test]
fn velum_destroyed_without_hyde_in_the_discard_is_discarded() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Velum"])
        .start();
    t.play("Punch");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Velum", "Punch"]);
}
