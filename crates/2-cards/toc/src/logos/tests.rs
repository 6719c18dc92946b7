//! Tests of the Logos cards of Tokens of Change: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Identity};
use keysim_facts::House;

/// Destroys the named card and lets the destruction resolve.
fn destroy(t: &mut Test, name: &str) {
    let c = t.find(name);
    t.g.destroy(c);
    t.advance();
}

#[test]
fn beta_forge_makes_an_alpha_gamma_and_forges_at_12_more_less_1_per_archived_card() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Beta-Forge"])
        .deck(A, &["Troll"])
        .archives(A, &["Punch", "Punch", "Punch", "Punch"])
        .amber(A, 14)
        .start();
    t.action("Beta-Forge");
    assert_eq!(t.line(A), ["Alpha-Gamma"]);
    assert_eq!(t.g.identity(t.find("Alpha-Gamma")), Identity::Token);
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0, "6 + 12 - 4 = 14");
    assert_eq!(t.purged(A), ["Beta-Forge"]);
}

#[test]
fn beta_forge_stays_when_its_key_is_not_forged() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Beta-Forge"])
        .deck(A, &["Troll"])
        .amber(A, 18)
        .start();
    t.action("Beta-Forge");
    t.no();
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.artifacts_of(A), ["Beta-Forge"]);
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Beta-Forge"])
        .deck(A, &["Troll"])
        .amber(A, 17)
        .start();
    t.action("Beta-Forge");
    assert!(
        t.g.decision()
            .is_some_and(|d| d.player == A && t.is_legal(Choice::EndTurn)),
        "17 cannot pay 18: nothing asked"
    );
    assert_eq!(t.artifacts_of(A), ["Beta-Forge"]);
}

#[test]
fn cognitive_assumptions_makes_a_token_per_logos_card_revealed() {
    let mut t = scenario(House::Logos)
        .hand(
            A,
            &["Cognitive Assumptions", "Dextre", "Library Access", "Troll"],
        )
        .deck(A, &["Krump", "Bumpsy", "Punch"])
        .token(A, "Spydrone")
        .start();
    t.play("Cognitive Assumptions");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "Troll is not Logos"
    );
    t.choose("Dextre");
    t.choose("Library Access");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Spydrone", "Spydrone"]);
    assert_eq!(t.hand_of(A), ["Dextre", "Library Access", "Troll"]);
}

#[test]
fn dr_westing_makes_a_token_after_reaping_on_a_flank_only() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dr. Westing", "Krump"])
        .deck(A, &["Troll"])
        .token(A, "Chronicler")
        .start();
    t.reap("Dr. Westing");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Chronicler", "Dr. Westing", "Krump"]);
    let mut t = scenario(House::Logos)
        .battleline(A, &["Krump", "Dr. Westing", "Bumpsy"])
        .deck(A, &["Troll"])
        .token(A, "Chronicler")
        .start();
    t.reap("Dr. Westing");
    assert_eq!(t.line(A), ["Krump", "Dr. Westing", "Bumpsy"]);
}

#[test]
fn titan_outpost_bottoms_a_friendly_creature_then_makes_a_token_and_archives_a_card() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Titan Outpost"])
        .battleline(A, &["Krump", "Bumpsy"])
        .hand(A, &["Punch", "Troll"])
        .deck(A, &["Dust Pixie"])
        .token(A, "Savant")
        .start();
    t.action("Titan Outpost");
    t.choose("Krump");
    t.choose_option(1);
    t.choose("Troll");
    assert_eq!(t.line(A), ["Bumpsy", "Savant"]);
    assert_eq!(t.deck_of(A), ["Krump"]);
    assert_eq!(t.archives_of(A), ["Troll"]);
}

#[test]
fn titan_outpost_with_no_friendly_creature_does_nothing_more() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Titan Outpost"])
        .hand(A, &["Punch"])
        .deck(A, &["Dust Pixie"])
        .token(A, "Savant")
        .start();
    t.action("Titan Outpost");
    assert!(t.line(A).is_empty());
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn auto_autopsy_makes_a_token_when_played_and_gains_1_for_a_friendly_creature_destroyed() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Auto-Autopsy 2.1"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll"])
        .token(A, "Alpha-Gamma")
        .start();
    t.play("Auto-Autopsy 2.1");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Alpha-Gamma", "Krump"]);
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Auto-Autopsy 2.1"])
        .battleline(A, &["Krump"])
        .start();
    t.apply(Choice::Omni(t.find("Auto-Autopsy 2.1")));
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn auto_autopsy_gains_nothing_when_the_creature_is_not_destroyed() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Auto-Autopsy 2.1"])
        .battleline(A, &["Krump"])
        .start();
    t.set_ward("Krump");
    t.apply(Choice::Omni(t.find("Auto-Autopsy 2.1")));
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn golis_artificer_makes_a_token_after_reaping() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Golis Artificer"])
        .deck(A, &["Troll"])
        .token(A, "Spydrone")
        .start();
    t.reap("Golis Artificer");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Golis Artificer", "Spydrone"]);
}

#[test]
fn hypothesize_archives_itself_with_3_friendly_logos_cards_in_play() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Hypothesize"])
        .battleline(A, &["Dextre"])
        .artifacts(A, &["Library of Babble"])
        .deck(A, &["Troll"])
        .token(A, "Chronicler")
        .start();
    t.play("Hypothesize");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Dextre", "Chronicler"]);
    assert_eq!(
        t.archives_of(A),
        ["Hypothesize"],
        "the Logos token is the third"
    );
}

#[test]
fn hypothesize_goes_to_the_discard_pile_with_fewer_friendly_logos_cards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Hypothesize"])
        .battleline(A, &["Dextre"])
        .battleline(B, &["Doc Bookton"])
        .deck(A, &["Troll"])
        .token(A, "Chronicler")
        .start();
    t.play("Hypothesize");
    t.choose_option(1);
    assert_eq!(t.discard(A), ["Hypothesize"]);
}

#[test]
fn practical_methods_makes_a_token_then_destroys_a_friendly_and_an_enemy_creature() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Practical Methods"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy", "Troll"])
        .deck(A, &["Dust Pixie"])
        .token(A, "Chronicler")
        .start();
    t.play("Practical Methods");
    t.choose_option(1);
    t.choose("Chronicler");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert_eq!(t.discard(A), ["Dust Pixie", "Practical Methods"]);
}

#[test]
fn alpha_gamma_is_archived_when_destroyed() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Beta-Forge"])
        .deck(A, &["Troll"])
        .start();
    t.action("Beta-Forge");
    destroy(&mut t, "Alpha-Gamma");
    assert_eq!(t.archives_of(A), ["Troll"], "its own card again");
    assert!(t.discard(A).is_empty());
}

#[test]
fn chronicler_archives_the_top_card_of_the_deck_after_reaping() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Chronicler"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.reap("Chronicler");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.deck_of(A), ["Krump"]);
}

#[test]
fn savant_takes_an_archived_card_to_hand_or_else_archives_one() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Savant"])
        .archives(A, &["Troll", "Krump"])
        .hand(A, &["Punch", "Bumpsy"])
        .start();
    t.action("Savant");
    t.choose("Krump");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Punch", "Bumpsy", "Krump"]);
    let mut t = scenario(House::Logos)
        .battleline(A, &["Savant"])
        .archives(A, &["Troll"])
        .hand(A, &["Punch", "Bumpsy"])
        .start();
    t.action("Savant");
    t.pass();
    t.choose("Bumpsy");
    assert_eq!(t.archives_of(A), ["Troll", "Bumpsy"]);
}

#[test]
fn spydrone_draws_a_card() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Spydrone"])
        .deck(A, &["Troll"])
        .start();
    t.action("Spydrone");
    assert_eq!(t.hand_of(A), ["Troll"]);
}
