//! Tests of the Skyborn cards of Tokens of Change: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, KeyColor};
use keysim_facts::{House, Keywords};

#[test]
fn balaenora_cannot_be_played_while_the_opponent_has_fewer_than_7() {
    let t = scenario(House::Skyborn)
        .hand(A, &["Balaenora"])
        .amber(B, 6)
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Balaenora"))));
}

#[test]
fn balaenora_captures_all_the_opponents_aember_when_played() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Balaenora"])
        .amber(B, 8)
        .start();
    t.play("Balaenora");
    assert_eq!(t.amber_on("Balaenora"), 8);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn balaenora_goes_to_the_opponent_after_a_fight() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Balaenora", "Krump"])
        .battleline(B, &["Bumpsy", "Troll"])
        .start();
    t.fight("Balaenora", "Bumpsy");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.line(B), ["Balaenora", "Troll"]);
}

#[test]
fn hunter_of_legend_gives_skirmish_and_a_token_after_each_fight() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Hunter of Legend"])
        .battleline(A, &["Redhawk"])
        .battleline(B, &["Troll"])
        .deck(A, &["Krump"])
        .token(A, "Corsair")
        .start();
    t.play("Hunter of Legend");
    t.choose("Redhawk");
    assert!(t.g.keywords(t.find("Redhawk")).contains(Keywords::SKIRMISH));
    t.fight("Redhawk", "Troll");
    assert_eq!(t.damage("Redhawk"), 0, "skirmish");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Redhawk", "Corsair"]);
}

#[test]
fn redhawk_gives_each_player_1_and_makes_a_token() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Redhawk"])
        .deck(A, &["Krump"])
        .token(A, "Wrangler")
        .start();
    t.action("Redhawk");
    t.choose_option(0);
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.line(A), ["Wrangler", "Redhawk"]);
}

#[test]
fn watched_closely_makes_the_opponent_make_a_token_after_its_creature_reaps() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Redhawk"])
        .upgrade(B, "Watched Closely", "Redhawk")
        .battleline(B, &["Troll"])
        .deck(B, &["Krump"])
        .token(B, "Marketeer")
        .start();
    t.reap("Redhawk");
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(B),
        "B chooses the flank"
    );
    t.choose_option(0);
    assert_eq!(t.line(B), ["Marketeer", "Troll"]);
    assert_eq!(t.line(A), ["Redhawk"]);
}

#[test]
fn captain_pella_makes_a_token_after_reaping() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Captain Pella"])
        .deck(A, &["Krump"])
        .token(A, "Marketeer")
        .start();
    t.reap("Captain Pella");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Captain Pella", "Marketeer"]);
}

#[test]
fn fierce_competition_archives_itself_when_both_have_forged_as_many_keys() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Fierce Competition"])
        .deck(A, &["Krump"])
        .token(A, "Aerialist")
        .keys(A, 1)
        .keys(B, 1)
        .start();
    t.play("Fierce Competition");
    assert_eq!(t.line(A), ["Aerialist"]);
    assert_eq!(t.archives_of(A), ["Fierce Competition"]);
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Fierce Competition"])
        .deck(A, &["Krump"])
        .token(A, "Aerialist")
        .keys(B, 1)
        .start();
    t.play("Fierce Competition");
    assert_eq!(t.discard(A), ["Fierce Competition"]);
}

#[test]
fn shikari_makes_a_token_and_returns_to_hand_after_a_fight() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Shikari"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Krump"])
        .token(A, "Corsair")
        .start();
    t.play("Shikari");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Corsair", "Shikari"]);
    t.g.ready(t.find("Shikari"));
    t.fight("Shikari", "Dust Pixie");
    assert_eq!(t.hand_of(A), ["Shikari"]);
    assert_eq!(t.line(A), ["Corsair"]);
}

#[test]
fn the_twin_lamps_steals_1_and_makes_a_token_when_ahead() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["The Twin Lamps"])
        .deck(A, &["Krump"])
        .token(A, "Corsair")
        .amber(A, 1)
        .amber(B, 2)
        .start();
    t.play("The Twin Lamps");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.line(A), ["Corsair"]);
    let mut t = scenario(House::Skyborn)
        .hand(A, &["The Twin Lamps"])
        .deck(A, &["Krump"])
        .token(A, "Corsair")
        .amber(B, 3)
        .start();
    t.play("The Twin Lamps");
    assert!(t.line(A).is_empty(), "1 is not more than 2");
}

#[test]
fn wrangler_gives_each_player_1() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Wrangler"])
        .start();
    t.action("Wrangler");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn aerialist_captures_1_after_reaping_while_its_yellow_key_is_forged() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Aerialist"])
        .amber(B, 3)
        .start();
    t.reap("Aerialist");
    assert_eq!(t.amber_on("Aerialist"), 0, "no yellow key");
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Aerialist"])
        .amber(B, 3)
        .start();
    t.player_mut(A).forged |= KeyColor::Yellow.bit();
    t.player_mut(A).keys = 1;
    t.reap("Aerialist");
    assert_eq!(t.amber_on("Aerialist"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn corsair_gets_1_power_and_skirmish_while_its_red_key_is_forged() {
    let t = scenario(House::Skyborn).battleline(A, &["Corsair"]).start();
    assert_eq!(t.power("Corsair"), 2);
    assert!(!t.g.keywords(t.find("Corsair")).contains(Keywords::SKIRMISH));
    let t = scenario(House::Skyborn)
        .battleline(A, &["Corsair"])
        .keys(A, 1)
        .start();
    assert!(t.g.key_forged(A, KeyColor::Red));
    assert_eq!(t.power("Corsair"), 3);
    assert!(t.g.keywords(t.find("Corsair")).contains(Keywords::SKIRMISH));
}

#[test]
fn marketeer_has_its_action_only_while_its_blue_key_is_forged() {
    let t = scenario(House::Skyborn)
        .battleline(A, &["Marketeer"])
        .start();
    assert!(!t.is_legal(Choice::Action(t.find("Marketeer"))));
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Marketeer"])
        .start();
    t.player_mut(A).forged |= KeyColor::Blue.bit();
    t.player_mut(A).keys = 1;
    t.action("Marketeer");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.discard(A), ["Marketeer"]);
}
