//! Tests of the Brobnar cards of Grim Reminders: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Keywords};

/// Ten cards: a discard pile that makes its player haunted.
const HAUNTING: [&str; 10] = ["Punch"; 10];

/// Cards enough for a player to refill their hand at the end of a turn
/// without shuffling the discard pile back.
const FILLER: [&str; 8] = ["Punch"; 8];

/// Ends A's turn, plays B's turn with Brobnar and nothing else, and ends
/// it: A's next turn begins.
fn to_next_turn_of_a(t: &mut Test) {
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
}

#[test]
fn beanstalk_friendly_giants_enter_play_ready_other_creatures_exhausted() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Beanstalk"])
        .hand(A, &["Krump", "Raider of the Peaks"])
        .start();
    t.play("Krump");
    assert!(!t.exhausted("Krump"), "Krump is a Giant");
    t.play("Raider of the Peaks");
    t.flank(Flank::Right);
    assert!(t.exhausted("Raider of the Peaks"), "a Goblin");
}

#[test]
fn beanstalk_does_not_ready_the_opponents_giants() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Beanstalk"])
        .hand(A, &["Krump"])
        .start();
    t.play("Krump");
    assert!(t.exhausted("Krump"));
}

#[test]
fn beanstalk_action_takes_a_giant_creature_from_the_deck_only_giants_offered() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Beanstalk"])
        .deck(A, &["Punch", "Krump", "Dust Pixie", "Valdr"])
        .start();
    t.action("Beanstalk");
    let pixie = t.find("Dust Pixie");
    assert!(!t.is_legal(Choice::Target(pixie)), "not a Giant");
    t.choose("Krump");
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(t.deck_of(A).len(), 3);
}

#[test]
fn beanstalk_action_may_take_the_giant_from_the_discard_pile() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Beanstalk"])
        .discard(A, &["Krump", "Punch"])
        .deck(A, &["Valdr"])
        .start();
    t.action("Beanstalk");
    t.choose("Krump");
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn brawling_grounds_a_creature_destroyed_fighting_costs_its_controller_a_random_card() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Brawling Grounds"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy", "Dust Pixie"])
        .hand(B, &["Punch", "Punch"])
        .start();
    t.apply(Choice::Omni(t.find("Brawling Grounds")));
    t.fight("Krump", "Bumpsy");
    assert_eq!(t.hand_of(B).len(), 1, "Bumpsy's controller discarded 1");
    assert_eq!(t.location("Brawling Grounds"), Location::Artifacts);
}

#[test]
fn brawling_grounds_without_its_omni_used_fights_cost_no_card() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Brawling Grounds"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .hand(B, &["Punch", "Punch"])
        .start();
    t.fight("Krump", "Bumpsy");
    assert_eq!(t.hand_of(B).len(), 2);
}

#[test]
fn brawling_grounds_a_creature_destroyed_outside_a_fight_costs_nothing() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Brawling Grounds"])
        .hand(A, &["Punch"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Punch", "Punch"])
        .start();
    t.apply(Choice::Omni(t.find("Brawling Grounds")));
    t.play("Punch");
    assert!(t.line(B).is_empty(), "Punch destroyed Dust Pixie");
    assert_eq!(t.hand_of(B).len(), 2);
}

#[test]
fn curse_of_cowardice_enters_under_the_opponent_who_loses_2_without_a_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Curse of Cowardice"])
        .battleline(B, &["Krump"])
        .amber(B, 3)
        .deck(B, &FILLER)
        .start();
    t.play("Curse of Cowardice");
    assert_eq!(t.artifacts_of(B), ["Curse of Cowardice"]);
    t.end_turn();
    assert_eq!(t.amber(B), 3, "A's turn: not the curse's controller's");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber(B), 1, "B used no creature to fight");
    assert_eq!(
        t.artifacts_of(B),
        ["Curse of Cowardice"],
        "B has a creature"
    );
}

#[test]
fn curse_of_cowardice_a_fight_spares_the_amber() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Curse of Cowardice"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Krump"])
        .amber(B, 3)
        .deck(B, &FILLER)
        .start();
    t.play("Curse of Cowardice");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Krump", "Dust Pixie");
    t.end_turn();
    assert_eq!(t.amber(B), 3);
}

#[test]
fn curse_of_cowardice_is_destroyed_when_its_controller_has_no_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Curse of Cowardice"])
        .amber(B, 3)
        .deck(B, &FILLER)
        .start();
    t.play("Curse of Cowardice");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber(B), 1, "the loss comes first");
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.discard(A), ["Curse of Cowardice"], "its owner's pile");
}

#[test]
fn fling_deals_the_destroyed_creatures_power_with_3_splash() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fling"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy", "Sequis"])
        .start();
    let c = t.find("Krump");
    t.g.add_power_counters(c, 1);
    t.play("Fling");
    t.choose("Bumpsy");
    assert_eq!(t.discard(A), ["Krump", "Fling"]);
    assert_eq!(t.line(B), ["Troll", "Sequis"], "7 damage destroys Bumpsy");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.damage("Sequis"), 1, "2 armor");
}

#[test]
fn fling_a_warded_creature_not_destroyed_deals_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fling"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Krump");
    t.play("Fling");
    assert_eq!(t.line(A), ["Krump"]);
    assert!(!t.asks_target());
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn returning_champion_damages_itself_when_played() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Returning Champion"])
        .start();
    t.play("Returning Champion");
    assert_eq!(t.damage("Returning Champion"), 3);
}

#[test]
fn returning_champion_haunted_moves_all_its_damage_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Returning Champion", "Krump"])
        .battleline(B, &["Sequis", "Troll"])
        .discard(A, &HAUNTING)
        .start();
    t.set_damage("Returning Champion", 3);
    t.fight("Returning Champion", "Sequis");
    t.choose("Troll");
    assert_eq!(t.damage("Returning Champion"), 0);
    assert_eq!(t.damage("Troll"), 7, "3 + 4 from Sequis, moved past armor");
}

#[test]
fn returning_champion_not_haunted_keeps_its_damage() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Returning Champion"])
        .battleline(B, &["Sequis", "Troll"])
        .start();
    t.set_damage("Returning Champion", 3);
    t.fight("Returning Champion", "Sequis");
    assert!(!t.asks_target());
    assert_eq!(t.damage("Returning Champion"), 7);
}

#[test]
fn awakened_titan_cannot_ready_unless_haunted() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Awakened Titan"])
        .start();
    t.set_exhausted("Awakened Titan", true);
    let titan = t.find("Awakened Titan");
    t.g.ready(titan);
    assert!(t.exhausted("Awakened Titan"));
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Awakened Titan"])
        .discard(A, &HAUNTING)
        .start();
    t.set_exhausted("Awakened Titan", true);
    let titan = t.find("Awakened Titan");
    t.g.ready(titan);
    assert!(!t.exhausted("Awakened Titan"));
}

#[test]
fn awakened_titan_stays_exhausted_through_its_ready_cards_step() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Awakened Titan"])
        .deck(A, &FILLER)
        .start();
    t.set_exhausted("Awakened Titan", true);
    t.end_turn();
    assert!(t.exhausted("Awakened Titan"));
}

#[test]
fn bonecrusher_gives_its_creature_an_action_that_destroys_a_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .upgrade(A, "Bonecrusher", "Krump")
        .battleline(B, &["Troll"])
        .start();
    t.action("Krump");
    t.choose("Troll");
    assert!(t.line(B).is_empty());
    assert!(t.exhausted("Krump"));
}

#[test]
fn concussive_transfer_deals_3_then_puts_all_damage_where_its_player_chooses() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Concussive Transfer"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Sequis"])
        .start();
    t.set_damage("Troll", 2);
    t.play("Concussive Transfer");
    t.choose("Troll");
    for _ in 0..4 {
        t.choose("Sequis");
    }
    t.choose("Krump");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.line(B), ["Troll"], "4 placed on Sequis, armor or not");
    assert_eq!(t.damage("Krump"), 1);
}

#[test]
fn fight_to_the_end_haunted_gives_skirmish_for_the_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fight to the End"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .discard(A, &HAUNTING)
        .start();
    t.set_exhausted("Krump", true);
    t.play("Fight to the End");
    assert!(t.line(B).is_empty());
    assert_eq!(t.damage("Krump"), 0, "skirmish");
}

#[test]
fn fight_to_the_end_not_haunted_readies_and_fights_without_skirmish() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fight to the End"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_exhausted("Krump", true);
    t.play("Fight to the End");
    assert!(t.line(B).is_empty());
    assert_eq!(t.damage("Krump"), 5);
}

#[test]
fn lifting_buddy_gives_itself_and_another_friendly_creature_two_counters_on_play() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Lifting Buddy"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Lifting Buddy");
    t.flank(Flank::Right);

    assert_eq!(t.power("Lifting Buddy"), 7);
    assert_eq!(t.power("Krump"), 8);
}

#[test]
fn lifting_buddy_after_reap_alone_lifts_only_itself() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Lifting Buddy"])
        .start();
    t.reap("Lifting Buddy");
    assert_eq!(t.power("Lifting Buddy"), 7);
}

#[test]
fn lifting_buddy_after_fight_lifts_again() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Lifting Buddy", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Lifting Buddy", "Dust Pixie");
    assert_eq!(t.power("Lifting Buddy"), 7);
    assert_eq!(t.power("Krump"), 8);
}

#[test]
fn plummet_discards_the_hand_and_deals_1_per_card_to_each_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Plummet", "Punch", "Punch", "Troll"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Plummet");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.line(B), ["Troll"]);
    let troll = t.find_all("Troll")[0];
    assert_eq!(t.g.card(troll).damage, 3);
}

#[test]
fn plummet_with_an_empty_hand_deals_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Plummet"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Plummet");
    assert_eq!(t.line(B), ["Dust Pixie"]);
}

#[test]
fn raider_of_the_peaks_the_player_with_the_most_powerful_creature_discards_from_their_deck() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Raider of the Peaks"])
        .battleline(B, &["Troll"])
        .deck(A, &FILLER)
        .deck(B, &FILLER)
        .start();
    to_next_turn_of_a(&mut t);
    assert_eq!(t.discard(B), ["Punch"], "Troll is the most powerful");
    assert!(t.discard(A).is_empty());
}

#[test]
fn raider_of_the_peaks_a_tie_makes_both_players_discard() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Raider of the Peaks", "Krump"])
        .battleline(B, &["Valdr"])
        .deck(A, &FILLER)
        .deck(B, &FILLER)
        .start();
    to_next_turn_of_a(&mut t);
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(t.discard(B), ["Punch"]);
}

#[test]
fn raider_of_the_peaks_does_nothing_at_the_start_of_the_opponents_turn() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Raider of the Peaks"])
        .battleline(B, &["Troll"])
        .deck(A, &FILLER)
        .deck(B, &FILLER)
        .start();
    t.end_turn();
    assert!(t.discard(B).is_empty());
}

#[test]
fn rickety_cybergiant_damages_itself_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Rickety Cybergiant"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Rickety Cybergiant", "Dust Pixie");
    assert_eq!(
        t.damage("Rickety Cybergiant"),
        2,
        "1 from the fight, 1 its own"
    );
}

#[test]
fn blunderbore_after_fight_opponent_loses_1() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Blunderbore"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 5)
        .start();
    t.fight("Blunderbore", "Dust Pixie");
    assert_eq!(t.amber(B), 4);
}

#[test]
fn blunderbore_haunted_after_fight_opponent_loses_2() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Blunderbore"])
        .battleline(B, &["Dust Pixie"])
        .discard(A, &HAUNTING)
        .amber(B, 5)
        .start();
    t.fight("Blunderbore", "Dust Pixie");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn cacophonous_riot_readies_and_enrages_a_creature_and_its_neighbors() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Cacophonous Riot"])
        .battleline(A, &["Krump", "Troll", "Bumpsy", "Valdr"])
        .start();
    for c in ["Krump", "Troll", "Bumpsy", "Valdr"] {
        t.set_exhausted(c, true);
    }
    t.play("Cacophonous Riot");
    t.choose("Troll");
    for c in ["Krump", "Troll", "Bumpsy"] {
        assert!(!t.exhausted(c), "{c} ready");
        assert!(t.card(c).is_enraged(), "{c} enraged");
    }
    assert!(t.exhausted("Valdr"), "not a neighbor");
    assert!(!t.card("Valdr").is_enraged());
}

#[test]
fn down_to_size_an_enemy_creature_has_1_power_and_0_armor_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Down To Size"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Sequis"])
        .deck(A, &FILLER)
        .start();
    let c = t.find("Sequis");
    t.g.add_power_counters(c, 2);
    t.play("Down To Size");
    assert_eq!((t.power("Sequis"), t.armor("Sequis")), (1, 0));
    t.end_turn();
    assert_eq!((t.power("Sequis"), t.armor("Sequis")), (6, 2));
}

#[test]
fn down_to_size_the_creature_fought_dies_to_any_damage() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Down To Size"])
        .battleline(A, &["Raider of the Peaks"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Down To Size");
    t.fight("Raider of the Peaks", "Troll");
    assert!(t.line(B).is_empty(), "4 damage is lethal to 1 power");
    assert_eq!(t.damage("Raider of the Peaks"), 1, "Troll hits back with 1");
}

#[test]
fn fiery_jark_destroys_an_enemy_and_a_friendly_creature_and_may_repeat() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fiery Jark"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Fiery Jark");
    t.flank(Flank::Right);
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!(t.line(A), ["Fiery Jark"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
    t.yes();
    assert!(t.line(A).is_empty());
    assert!(t.line(B).is_empty());
    assert!(!t.asks_target(), "nothing left to destroy: no more rounds");
}

#[test]
fn fiery_jark_its_player_may_stop_repeating() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fiery Jark"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Fiery Jark");
    t.flank(Flank::Right);
    t.choose("Troll");
    t.choose("Krump");
    t.no();
    assert_eq!(t.line(A), ["Fiery Jark"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
}

#[test]
fn fiery_jark_without_enemy_creatures_still_destroys_a_friendly_one() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fiery Jark"])
        .battleline(A, &["Krump"])
        .start();
    t.play("Fiery Jark");
    t.flank(Flank::Right);
    t.choose("Krump");
    assert_eq!(t.line(A), ["Fiery Jark"], "as much as can be resolved");
}

#[test]
fn lash_out_not_haunted_deals_3_without_splash() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Lash Out"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Lash Out");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!((t.damage("Troll"), t.damage("Bumpsy")), (0, 0));
}

#[test]
fn lash_out_haunted_splashes_3_on_each_neighbor() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Lash Out"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .discard(A, &HAUNTING)
        .start();
    t.play("Lash Out");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!((t.damage("Troll"), t.damage("Bumpsy")), (3, 3));
}

#[test]
fn memorialize_the_fallen_each_player_loses_one_per_creature_in_their_own_discard() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Memorialize the Fallen"])
        .discard(A, &["Krump", "Punch"])
        .discard(B, &["Troll", "Bumpsy", "Dust Pixie", "Punch"])
        .amber(A, 3)
        .amber(B, 5)
        .start();
    t.play("Memorialize the Fallen");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn recklessness_each_player_discards_3_at_random_then_draws_3() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Recklessness", "Punch", "Punch", "Punch", "Punch"])
        .hand(B, &["Troll", "Krump"])
        .deck(A, &FILLER)
        .deck(B, &FILLER)
        .start();
    t.play("Recklessness");
    assert_eq!(t.hand_of(A).len(), 4, "1 left, 3 drawn");
    assert_eq!(t.discard(A).len(), 4, "Recklessness and 3 discarded");
    assert_eq!(t.hand_of(B), ["Punch", "Punch", "Punch"], "both discarded");
    assert_eq!(t.discard(B).len(), 2);
}

#[test]
fn soul_bomb_haunted_deals_4_to_each_creature_and_is_destroyed() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Soul Bomb"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .discard(A, &HAUNTING)
        .start();
    t.apply(Choice::Omni(t.find("Soul Bomb")));
    assert_eq!(t.damage("Krump"), 4);
    assert_eq!(t.line(B), ["Troll"]);
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn soul_bomb_not_haunted_is_only_destroyed() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Soul Bomb"])
        .battleline(A, &["Krump"])
        .start();
    t.apply(Choice::Omni(t.find("Soul Bomb")));
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.discard(A), ["Soul Bomb"]);
}

#[test]
fn thunderdell_haunted_has_splash_attack_5() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Thunderdell"])
        .battleline(B, &["Troll", "Dust Pixie", "Krump"])
        .discard(A, &HAUNTING)
        .start();
    t.fight("Thunderdell", "Dust Pixie");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (5, 5));
}

#[test]
fn thunderdell_not_haunted_has_no_splash_attack() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Thunderdell"])
        .battleline(B, &["Troll", "Dust Pixie", "Krump"])
        .start();
    t.fight("Thunderdell", "Dust Pixie");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (0, 0));
}

#[test]
fn phantom_drummernaut_returns_a_creature_card_from_the_discard_pile() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Phantom Drummernaut"])
        .discard(A, &["Krump", "Valdr", "Punch"])
        .start();
    t.play("Phantom Drummernaut");
    let punch = t.find("Punch");
    assert!(!t.is_legal(Choice::Target(punch)), "creatures only");
    t.choose("Krump");
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(t.discard(A), ["Valdr", "Punch"]);
}

#[test]
fn phantom_drummernaut_after_fight_returns_a_creature_card() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Phantom Drummernaut"])
        .battleline(B, &["Dust Pixie"])
        .discard(A, &["Krump"])
        .start();
    t.fight("Phantom Drummernaut", "Dust Pixie");
    assert_eq!(t.hand_of(A), ["Krump"]);
}

#[test]
fn phantom_drummernaut_destroyed_while_haunted_is_archived() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Phantom Drummernaut"])
        .discard(A, &HAUNTING)
        .start();
    t.set_damage("Phantom Drummernaut", 3);
    t.play("Punch");
    assert_eq!(t.archives_of(A), ["Phantom Drummernaut"]);
}

#[test]
fn phantom_drummernaut_destroyed_while_not_haunted_goes_to_the_discard_pile() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Phantom Drummernaut"])
        .start();
    t.set_damage("Phantom Drummernaut", 3);
    t.play("Punch");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Phantom Drummernaut", "Punch"]);
}

#[test]
fn spectral_ruth_after_forging_a_key_archives_the_discard_pile() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Spectral Ruth"])
        .discard(A, &["Krump", "Punch"])
        .start();
    t.player_mut(A).keys_forged_last_turn = 1;
    t.play("Spectral Ruth");
    assert!(t.discard(A).is_empty());
    assert_eq!(t.archives_of(A).len(), 2);
}

#[test]
fn spectral_ruth_without_a_key_forged_this_turn_archives_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Spectral Ruth"])
        .discard(A, &["Krump", "Punch"])
        .start();
    t.play("Spectral Ruth");
    assert_eq!(t.discard(A), ["Krump", "Punch"]);
}

#[test]
fn spectral_ruth_destroyed_while_haunted_is_archived() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Spectral Ruth"])
        .discard(A, &HAUNTING)
        .start();
    t.play("Punch");
    assert_eq!(t.archives_of(A), ["Spectral Ruth"]);
}

#[test]
fn countryside_crusher_opponent_haunted_may_ready_and_fight_with_a_neighbor() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Countryside Crusher", "Krump"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .discard(B, &HAUNTING)
        .start();
    t.set_exhausted("Krump", true);
    t.fight("Countryside Crusher", "Dust Pixie");
    t.choose("Krump");
    assert!(t.line(B).is_empty(), "Krump fought Bumpsy");
    assert_eq!(t.damage("Krump"), 5);
}

#[test]
fn countryside_crusher_opponent_haunted_the_neighbor_fight_may_be_declined() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Countryside Crusher", "Krump"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .discard(B, &HAUNTING)
        .start();
    t.set_exhausted("Krump", true);
    t.fight("Countryside Crusher", "Dust Pixie");
    t.pass();
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert!(t.exhausted("Krump"));
}

#[test]
fn countryside_crusher_opponent_not_haunted_offers_no_second_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Countryside Crusher", "Krump"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .discard(A, &HAUNTING)
        .start();
    t.set_exhausted("Krump", true);
    t.fight("Countryside Crusher", "Dust Pixie");
    assert!(!t.asks_target(), "only the opponent's pile counts");
    assert!(t.exhausted("Krump"));
}

#[test]
fn countryside_crusher_scrap_readies_and_fights_with_the_least_powerful_friendly_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Countryside Crusher"])
        .battleline(A, &["Krump", "Raider of the Peaks"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_exhausted("Raider of the Peaks", true);
    t.discard_card("Countryside Crusher");
    assert_eq!(t.line(A), ["Krump"], "Raider (4) fought Bumpsy (5)");
    assert_eq!(t.damage("Bumpsy"), 4);
}

#[test]
fn rorag_screamer_readies_after_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Rorag Screamer"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Rorag Screamer", "Dust Pixie");
    assert!(!t.exhausted("Rorag Screamer"));
}

#[test]
fn rorag_screamer_scrap_a_creature_loses_its_armor_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Rorag Screamer"])
        .battleline(B, &["Sequis", "Urchin"])
        .deck(A, &FILLER)
        .start();
    t.discard_card("Rorag Screamer");
    t.choose("Sequis");
    assert_eq!(t.armor("Sequis"), 0);
    t.end_turn();
    assert_eq!(t.armor("Sequis"), 2, "for the remainder of the turn");
}

#[test]
fn rorag_screamer_scrap_a_creature_loses_elusive_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Rorag Screamer"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Sequis", "Urchin"])
        .start();
    t.discard_card("Rorag Screamer");
    t.choose("Urchin");
    let urchin = t.find("Urchin");
    assert!(!t.g.keywords(urchin).contains(Keywords::ELUSIVE));
    t.fight("Krump", "Urchin");
    assert_eq!(
        t.line(B),
        ["Sequis"],
        "the fight was not cancelled by elusive"
    );
}

#[test]
fn heavyweight_morik_has_splash_attack_2() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Heavyweight Morik"])
        .battleline(B, &["Troll", "Dust Pixie", "Krump"])
        .start();
    t.fight("Heavyweight Morik", "Dust Pixie");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (2, 2));
}

#[test]
fn heavyweight_morik_scrap_deals_2_to_a_friendly_and_2_to_an_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Heavyweight Morik"])
        .battleline(A, &["Krump", "Bumpsy"])
        .battleline(B, &["Troll", "Valdr"])
        .start();
    t.discard_card("Heavyweight Morik");
    let troll = t.find("Troll");
    assert!(
        !t.is_legal(Choice::Target(troll)),
        "a friendly creature first"
    );
    t.choose("Bumpsy");
    t.choose("Valdr");
    assert_eq!((t.damage("Bumpsy"), t.damage("Valdr")), (2, 2));
    assert_eq!((t.damage("Krump"), t.damage("Troll")), (0, 0));
}

#[test]
fn mournful_barn_burner_after_fight_a_chosen_player_discards_2_from_their_deck() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mournful Barn-Burner"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &FILLER)
        .deck(B, &FILLER)
        .start();
    t.fight("Mournful Barn-Burner", "Dust Pixie");
    t.choose_option(1);
    assert_eq!(t.discard(B), ["Dust Pixie", "Punch", "Punch"]);
    assert_eq!(t.deck_of(B).len(), 6);
    assert_eq!(t.deck_of(A).len(), 8);
}

#[test]
fn mournful_barn_burner_after_fight_its_player_may_choose_their_own_deck() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mournful Barn-Burner"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &FILLER)
        .deck(B, &FILLER)
        .start();
    t.fight("Mournful Barn-Burner", "Dust Pixie");
    t.choose_option(0);
    assert_eq!(t.discard(A), ["Punch", "Punch"]);
    assert_eq!(t.deck_of(B).len(), 8);
}

#[test]
fn mournful_barn_burner_scrap_each_player_discards_their_top_card() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Mournful Barn-Burner"])
        .deck(A, &FILLER)
        .deck(B, &FILLER)
        .start();
    t.discard_card("Mournful Barn-Burner");
    assert_eq!(t.discard(A), ["Mournful Barn-Burner", "Punch"]);
    assert_eq!(t.discard(B), ["Punch"]);
}

#[test]
fn ornar_skullface_has_assault_3() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Ornar Skullface"])
        .battleline(B, &["Troll"])
        .start();
    let troll = t.find("Troll");
    t.g.add_power_counters(troll, 5);
    t.fight("Ornar Skullface", "Troll");
    assert_eq!(t.damage("Troll"), 8, "3 assault, then 5 power");
}

#[test]
fn ornar_skullface_scrap_deals_3_to_a_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ornar Skullface"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.discard_card("Ornar Skullface");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
}

#[test]
fn ornar_skullface_discarded_on_the_opponents_turn_does_not_scrap() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Recklessness"])
        .hand(B, &["Ornar Skullface"])
        .battleline(A, &["Krump"])
        .deck(A, &FILLER)
        .deck(B, &FILLER)
        .start();
    t.play("Recklessness");
    assert!(t.discard(B).contains(&"Ornar Skullface"));
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn final_refrain_puts_each_discarded_creature_into_play_fights_with_each_then_destroys_them() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Final Refrain"])
        .discard(A, &["Krump", "Punch", "Bumpsy"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .amber(B, 3)
        .start();
    t.play("Final Refrain");
    t.choose_option(0);
    assert_eq!(
        t.line(A),
        ["Krump", "Bumpsy"],
        "Bumpsy first, Krump on the left"
    );
    assert!(!t.exhausted("Krump") && !t.exhausted("Bumpsy"), "ready");
    assert_eq!(t.amber(B), 3, "put into play, not played: no Play:");
    t.choose("Krump");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(
        t.damage("Troll"),
        5,
        "Bumpsy fought the last enemy creature"
    );
    assert!(
        t.line(A).is_empty(),
        "Bumpsy died fighting, Krump was destroyed"
    );
    assert_eq!(t.discard(A).len(), 4);
    assert!(t.discard(A).contains(&"Krump"));
}

#[test]
fn final_refrain_without_enemy_creatures_the_creatures_enter_and_are_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Final Refrain"])
        .battleline(A, &["Troll"])
        .discard(A, &["Krump", "Punch"])
        .start();
    t.play("Final Refrain");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll"], "Troll was not put into play this way");
    assert_eq!(t.discard(A), ["Punch", "Krump", "Final Refrain"]);
}

#[test]
fn final_refrain_with_no_creature_in_the_discard_pile_does_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Final Refrain"])
        .battleline(A, &["Troll"])
        .discard(A, &["Punch"])
        .start();
    t.play("Final Refrain");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Punch", "Final Refrain"]);
}
