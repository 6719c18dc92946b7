//! Tests of the Geistoid cards of Grim Reminders written on engine words
//! new with the set (scrap, extra turns, purge conditions, attaching a
//! played card, returning from a discard pile, replacing a draw), and
//! further branches of cards tested in `tests.rs`.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;

use super::tests::TEN;

// ----- Dark Memento ----------------------------------------------------------------

#[test]
fn dark_memento_discards_until_you_are_haunted_at_the_start_of_your_turn() {
    let mut t = scenario(House::Geistoid)
        .artifacts(B, &["Dark Memento"])
        .discard(B, &["Troll"; 7])
        .start();
    t.end_turn();
    assert_eq!(t.discard(B).len(), 10, "3 discarded: haunted");
}

#[test]
fn dark_memento_does_nothing_at_the_start_of_turn_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .artifacts(B, &["Dark Memento"])
        .discard(B, &TEN)
        .start();
    t.end_turn();
    assert_eq!(t.discard(B).len(), 10);
    assert_eq!(t.deck_of(B).len(), 12);
}

#[test]
fn dark_memento_scrap_discards_from_the_chosen_deck_until_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Dark Memento"])
        .discard(B, &["Troll"; 4])
        .start();
    t.discard_card("Dark Memento");
    t.choose_option(1);
    assert_eq!(t.discard(B).len(), 10);
    assert_eq!(t.deck_of(B).len(), 6);
}

#[test]
fn dark_memento_scrap_discards_one_card_from_a_haunted_players_deck() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Dark Memento"])
        .discard(B, &TEN)
        .start();
    t.discard_card("Dark Memento");
    t.choose_option(1);
    assert_eq!(
        t.discard(B).len(),
        11,
        "the first discard is not conditional"
    );
}

// ----- Boiler ----------------------------------------------------------------------

#[test]
fn boiler_deals_six_to_each_enemy_flank_creature_when_destroyed() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Boiler"])
        .battleline(B, &["Troll", "Krump", "Mother"])
        .start();
    let boiler = t.find("Boiler");
    t.g.destroy(boiler);
    t.advance();
    assert_eq!(t.damage("Troll"), 6);
    assert_eq!(t.damage("Krump"), 0, "not on a flank");
    assert_eq!(t.discard(B), ["Mother"]);
}

#[test]
fn boiler_scrap_deals_one_to_each_enemy_creature() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Boiler"])
        .battleline(A, &["Tangler"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.discard_card("Boiler");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.damage("Tangler"), 0);
}

// ----- Echofly ---------------------------------------------------------------------

#[test]
fn echofly_returns_an_action_card_from_the_discard_pile() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Echofly"])
        .discard(A, &["Boo!", "Troll"])
        .start();
    t.action("Echofly");
    assert_eq!(t.hand_of(A), ["Boo!"]);
}

#[test]
fn echofly_scrap_archives_the_topmost_action_card() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Echofly"])
        .discard(A, &["Boo!", "Future is Past", "Troll"])
        .start();
    t.discard_card("Echofly");
    assert_eq!(t.archives_of(A), ["Future is Past"]);
}

// ----- Infiltrator -----------------------------------------------------------------

#[test]
fn infiltrator_enters_under_the_opponent_and_destroys_its_neighbors_at_their_turn_end() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Infiltrator"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Infiltrator");
    t.flank(Flank::Right);
    assert_eq!(
        t.line(B),
        ["Troll", "Dust Pixie", "Infiltrator"],
        "treachery"
    );
    t.end_turn();
    assert_eq!(
        t.line(B),
        ["Troll", "Dust Pixie", "Infiltrator"],
        "not B's turn yet"
    );
    t.apply(Choice::House(House::Geistoid));
    t.end_turn();
    assert_eq!(t.line(B), ["Troll", "Infiltrator"]);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.line(A), ["Krump"]);
}

// ----- Tangler ---------------------------------------------------------------------

#[test]
fn tangler_stuns_a_creature_and_its_neighbors_after_reaping() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Tangler"])
        .battleline(B, &["Troll", "Krump", "Mother", "Dust Pixie"])
        .start();
    t.reap("Tangler");
    t.choose("Krump");
    assert!(t.stunned("Troll") && t.stunned("Krump") && t.stunned("Mother"));
    assert!(!t.stunned("Dust Pixie"));
}

#[test]
fn tangler_scrap_stuns_a_creature() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Tangler"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.discard_card("Tangler");
    t.choose("Krump");
    assert!(t.stunned("Krump"));
    assert!(!t.stunned("Troll"));
}

// ----- Snippy ----------------------------------------------------------------------

#[test]
fn snippy_deals_two_damage_when_played() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Snippy"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Snippy");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn snippy_scrap_destroys_an_enemy_flank_creature() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Snippy"])
        .battleline(B, &["Troll", "Krump", "Mother"])
        .start();
    t.discard_card("Snippy");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "not on a flank"
    );
    t.choose("Mother");
    assert_eq!(t.discard(B), ["Mother"]);
}

// ----- Ancestral Timekeeper --------------------------------------------------------

#[test]
fn ancestral_timekeeper_at_twelve_counters_is_purged_for_another_turn() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Ancestral Timekeeper"])
        .start();
    let keeper = t.find("Ancestral Timekeeper");
    t.g.add_counters(keeper, 11);
    t.end_turn();
    assert_eq!(t.purged(A), ["Ancestral Timekeeper"]);
    assert_eq!(t.g.active_player(), A, "A takes another turn");
}

#[test]
fn ancestral_timekeeper_below_twelve_counters_stays() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Ancestral Timekeeper"])
        .start();
    t.end_turn();
    assert_eq!(t.line(A), ["Ancestral Timekeeper"]);
    assert_eq!(t.g.active_player(), B);
}

#[test]
fn infiltrator_is_versatile_for_its_controller() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Infiltrator"])
        .start();
    t.reap("Infiltrator");
    assert_eq!(t.amber(A), 1, "used although Brobnar is the active house");
}

// ----- Empathic Malice -------------------------------------------------------------

#[test]
fn empathic_malice_captures_three_and_goes_under_the_deck_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Empathic Malice"])
        .battleline(A, &["Krump"])
        .discard(A, &TEN)
        .deck(A, &["Troll"])
        .amber(B, 4)
        .start();
    t.play("Empathic Malice");
    assert_eq!(t.amber_on("Krump"), 3);
    assert_eq!(t.deck_of(A), ["Troll", "Empathic Malice"]);
    assert_eq!(t.discard(A).len(), 10);
}

#[test]
fn empathic_malice_is_discarded_when_not_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Empathic Malice"])
        .battleline(A, &["Krump"])
        .amber(B, 4)
        .start();
    t.play("Empathic Malice");
    assert_eq!(t.amber_on("Krump"), 3);
    assert_eq!(t.discard(A), ["Empathic Malice"]);
}

// ----- Junkyard Cemetery -----------------------------------------------------------

#[test]
fn junkyard_cemetery_counts_purged_cards_toward_being_haunted() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Junkyard Cemetery"])
        .discard(A, &TEN)
        .purged(B, &["Troll"; 3])
        .start();
    assert!(t.g.is_haunted(A));
    t.action("Junkyard Cemetery");
    t.choose("Virtuous Works");
    assert_eq!(t.purged(A), ["Virtuous Works"]);
    assert!(t.g.is_haunted(A), "9 in the discard pile and 1 purged");
    assert!(!t.g.is_haunted(B), "only its controller's cards count");
}

#[test]
fn junkyard_cemetery_needs_ten_cards_between_both_zones() {
    let t = scenario(House::Geistoid)
        .artifacts(A, &["Junkyard Cemetery"])
        .discard(A, &["Troll"; 5])
        .purged(A, &["Krump"; 4])
        .start();
    assert!(!t.g.is_haunted(A), "9 in all");
}

// ----- Cursed Tomb -----------------------------------------------------------------

#[test]
fn cursed_tomb_purges_destroyed_creatures_with_no_amber() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Cursed Tomb"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Dust Pixie", "Mother"])
        .start();
    t.set_amber_on("Dust Pixie", 1);
    for name in ["Troll", "Dust Pixie"] {
        let c = t.find(name);
        t.g.destroy(c);
    }
    t.advance();
    assert_eq!(t.purged(B), ["Troll"], "no Æmber on it");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.artifacts_of(A), ["Cursed Tomb"], "creatures remain");
}

#[test]
fn cursed_tomb_is_purged_once_no_creature_is_in_play() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Cursed Tomb"])
        .battleline(B, &["Troll"])
        .start();
    let troll = t.find("Troll");
    t.g.destroy(troll);
    t.advance();
    assert_eq!(t.purged(A), ["Cursed Tomb"]);
    assert_eq!(t.purged(B), ["Troll"]);
}

#[test]
fn cursed_tomb_played_with_no_creature_in_play_is_purged_at_once() {
    let mut t = scenario(House::Geistoid).hand(A, &["Cursed Tomb"]).start();
    t.play("Cursed Tomb");
    assert_eq!(t.purged(A), ["Cursed Tomb"]);
}

// ----- Cards that give themselves what they give others ------------------------

#[test]
fn kaspara_gives_itself_play_and_destroyed_gains() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Kaspara"])
        .amber(B, 2)
        .start();
    t.play("Kaspara");
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
    let kaspara = t.find("Kaspara");
    t.g.destroy(kaspara);
    t.advance();
    assert_eq!((t.amber(A), t.amber(B)), (2, 4));
}

#[test]
fn dimo_pays_out_its_own_amber_when_destroyed_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Dimo, Elderghast"])
        .discard(A, &TEN)
        .start();
    t.set_amber_on("Dimo, Elderghast", 2);
    let dimo = t.find("Dimo, Elderghast");
    t.g.destroy(dimo);
    t.advance();
    assert_eq!(t.amber(A), 2);
}

#[test]
fn thoughtcatcher_draws_when_destroyed_with_amber_on_itself_only() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Thoughtcatcher"])
        .start();
    t.set_amber_on("Thoughtcatcher", 1);
    let c = t.find("Thoughtcatcher");
    t.g.destroy(c);
    t.advance();
    assert_eq!(t.hand_of(A).len(), 1);
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Thoughtcatcher"])
        .start();
    let c = t.find("Thoughtcatcher");
    t.g.destroy(c);
    t.advance();
    assert!(t.hand_of(A).is_empty(), "no Æmber on it");
}

// ----- Poltergeistoids -------------------------------------------------------------

#[test]
fn poltergeistoids_plays_a_purged_card_and_haunts_it_into_geistoid() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Poltergeistoids"])
        .purged(A, &["Troll"])
        .discard(B, &["Krump"])
        .start();
    t.play("Poltergeistoids");
    assert_eq!(t.purged(B), ["Krump"], "the only card in a discard pile");
    assert_eq!(t.line(A), ["Troll"], "played from A's purged cards");
    let troll = t.find("Troll");
    assert_eq!(t.location("Poltergeistoids"), Location::Attached);
    assert_eq!(t.g.card(t.find("Poltergeistoids")).host, troll);
    assert!(t.g.belongs_to(troll, House::Geistoid));
    assert!(!t.g.belongs_to(troll, House::Brobnar));
    t.g.destroy(troll);
    t.advance();
    assert_eq!(t.discard(A), ["Poltergeistoids", "Troll"]);
}

#[test]
fn poltergeistoids_plays_nothing_without_a_card_to_purge() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Poltergeistoids"])
        .purged(A, &["Troll"])
        .start();
    t.play("Poltergeistoids");
    assert!(t.line(A).is_empty());
    assert_eq!(t.discard(A), ["Poltergeistoids"]);
}

// ----- Spontaneous Awakening -------------------------------------------------------

#[test]
fn spontaneous_awakening_destroys_and_replays_an_enemy_robot_when_they_are_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Spontaneous Awakening"])
        .battleline(B, &["Mother", "Troll", "Batdrone"])
        .discard(B, &TEN)
        .start();
    t.play("Spontaneous Awakening");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "not a Cyborg or Robot"
    );
    t.choose("Mother");
    assert_eq!(t.line(A), ["Mother"], "played under A's control");
    let mother = t.find("Mother");
    assert_eq!(t.g.card(mother).owner, B);
    assert!(t.g.belongs_to(mother, House::Geistoid));
    assert_eq!(t.location("Spontaneous Awakening"), Location::Attached);
}

#[test]
fn spontaneous_awakening_can_take_an_enemy_artifact() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Spontaneous Awakening"])
        .artifacts(B, &["Gauntlet of Command"])
        .discard(B, &TEN)
        .start();
    t.play("Spontaneous Awakening");
    assert_eq!(t.artifacts_of(A), ["Gauntlet of Command"]);
    let gauntlet = t.find("Gauntlet of Command");
    assert_eq!(t.g.card(t.find("Spontaneous Awakening")).host, gauntlet);
    assert!(t.g.belongs_to(gauntlet, House::Geistoid));
}

#[test]
fn spontaneous_awakening_does_nothing_unless_the_opponent_is_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Spontaneous Awakening"])
        .battleline(B, &["Mother"])
        .start();
    t.play("Spontaneous Awakening");
    assert_eq!(t.line(B), ["Mother"]);
    assert_eq!(t.discard(A), ["Spontaneous Awakening"]);
}

// ----- Miss Chievous entering play herself -------------------------------------------

#[test]
fn miss_chievous_entering_play_counts_as_a_friendly_geistoid_creature_entering() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Miss Chievous"])
        .start();
    t.play("Miss Chievous");
    assert_eq!(t.discard(A).len(), 2);
    assert_eq!(t.discard(B).len(), 2);
}

// ----- More branches -----------------------------------------------------------------

#[test]
fn mender_mends_again_after_reaping() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Mender", "Mother"])
        .discard(A, &["Krump"])
        .start();
    t.set_damage("Mother", 2);
    t.reap("Mender");
    assert_eq!(t.purged(A), ["Krump"]);
    assert_eq!(t.damage("Mother"), 0);
    assert!(t.card("Mother").is_warded());
}

#[test]
fn soultender_tends_the_specters_again_after_reaping() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Soultender", "Touchstone"])
        .start();
    t.set_amber_on("Touchstone", 1);
    t.reap("Soultender");
    assert_eq!(t.amber_on("Touchstone"), 0);
    assert!(t.card("Touchstone").is_warded());
    assert!(t.card("Soultender").is_warded(), "a Specter itself");
}

#[test]
fn synchronizer_collects_nothing_from_a_creature_that_is_no_clock() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Synchronizer"])
        .battleline(A, &["Troll"])
        .start();
    let troll = t.find("Troll");
    t.g.add_counters(troll, 4);
    t.g.destroy(troll);
    t.advance();
    assert_eq!(t.g.counters(t.find("Synchronizer")), 0);
}

#[test]
fn junk_restoration_may_keep_none_of_the_cards() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Junk Restoration"])
        .deck(A, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.play("Junk Restoration");
    t.pass();
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.discard(A).len(), 4);
}

#[test]
fn boo_may_mill_your_own_deck() {
    let mut t = scenario(House::Geistoid).hand(A, &["Boo!"]).start();
    t.play("Boo!");
    t.choose_option(0);
    assert_eq!(t.deck_of(A).len(), 2);
    assert_eq!(t.discard(A).len(), 11, "10 and Boo! itself");
}

// ----- Singing Scythe --------------------------------------------------------------

#[test]
fn singing_scythe_returns_from_the_discard_pile_while_haunted() {
    let mut discard = vec!["Singing Scythe"];
    discard.extend(TEN);
    let mut t = scenario(House::Brobnar).discard(A, &discard).start();
    t.return_from_discard("Singing Scythe");
    assert_eq!(t.hand_of(A), ["Singing Scythe"]);
    assert_eq!(t.discard(A).len(), 10);
}

#[test]
fn singing_scythe_stays_in_the_discard_pile_when_not_haunted() {
    let t = scenario(House::Geistoid)
        .discard(A, &["Singing Scythe", "Troll"])
        .start();
    let scythe = t.find("Singing Scythe");
    assert!(!t.is_legal(Choice::ReturnFromDiscard(scythe)));
}

#[test]
fn singing_scythe_is_not_returned_from_the_opponents_discard_pile() {
    let mut discard = vec!["Singing Scythe"];
    discard.extend(TEN);
    let t = scenario(House::Geistoid)
        .discard(A, &TEN)
        .discard(B, &discard)
        .start();
    let scythe = t.find("Singing Scythe");
    assert!(!t.is_legal(Choice::ReturnFromDiscard(scythe)));
}

#[test]
fn singing_scythe_creature_purges_a_card_from_a_discard_pile_after_reaping_while_haunted() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Singing Scythe", "Troll")
        .discard(A, &TEN)
        .discard(B, &["Krump"])
        .start();
    t.reap("Troll");
    t.choose("Krump");
    assert_eq!(t.purged(B), ["Krump"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn singing_scythe_creature_purges_nothing_when_not_haunted() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Singing Scythe", "Troll")
        .discard(B, &["Krump"])
        .start();
    t.reap("Troll");
    assert!(!t.asks_target());
    assert!(t.purged(B).is_empty());
    assert_eq!(t.discard(B), ["Krump"]);
}

// ----- Scooboo ----------------------------------------------------------------------

/// Five cards: a hand that draws one card in step 5.
const FIVE: [&str; 5] = ["Troll"; 5];

#[test]
fn scooboo_may_replace_a_draw_by_discarding_three_and_returning_to_hand() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &FIVE)
        .discard(A, &["Scooboo"])
        .deck(A, &["Krump", "Punch", "Anger", "Troll"])
        .start();
    t.end_turn();
    t.yes();
    assert_eq!(t.location("Scooboo"), Location::Hand);
    assert_eq!(
        t.discard(A),
        ["Krump", "Punch", "Anger"],
        "the top 3 of the deck"
    );
    assert_eq!(t.deck_of(A), ["Troll"], "nothing drawn");
    assert_eq!(t.hand_of(A).len(), 6);
}

#[test]
fn scooboo_declined_leaves_the_draw_as_it_was() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &FIVE)
        .discard(A, &["Scooboo"])
        .deck(A, &["Krump", "Punch"])
        .start();
    t.end_turn();
    t.no();
    assert_eq!(t.location("Scooboo"), Location::Discard);
    assert_eq!(t.deck_of(A), ["Punch"], "Krump drawn");
    assert_eq!(t.hand_of(A).len(), 6);
}

#[test]
fn scooboo_does_not_replace_a_draw_on_the_opponents_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &FIVE)
        .discard(B, &["Scooboo"])
        .start();
    t.end_turn();
    assert_eq!(t.location("Scooboo"), Location::Discard);
}
