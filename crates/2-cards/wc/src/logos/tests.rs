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
