//! Tests of the Geistoid cards of Tokens of Change: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Identity;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

/// Destroys the named card and lets the destruction resolve.
fn destroy(t: &mut Test, name: &str) {
    let c = t.find(name);
    t.g.destroy(c);
    t.advance();
}

#[test]
fn suzerain_purges_the_top_card_of_the_opponents_deck_and_makes_a_minion() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Suzerain"])
        .deck(A, &["Troll", "Krump"])
        .deck(B, &["Bumpsy"])
        .start();
    t.reap("Suzerain");
    t.choose_option(1);
    assert_eq!(t.purged(B), ["Bumpsy"]);
    t.choose_option(0);
    assert_eq!(t.line(A), ["Minion", "Suzerain"]);
    assert_eq!(t.g.identity(t.find("Minion")), Identity::Token);
    assert_eq!(
        t.deck_of(A),
        ["Krump"],
        "the Minion came from the top of its maker's deck"
    );
}

#[test]
fn suzerain_purging_nothing_makes_no_minion() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Suzerain"])
        .deck(A, &["Troll"])
        .deck(B, &[])
        .start();
    t.reap("Suzerain");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Suzerain"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn inevitable_decay_destroys_each_artifact_and_upgrade_and_makes_a_token_for_each() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Inevitable Decay"])
        .artifacts(A, &["Gauntlet of Command"])
        .artifacts(B, &["The Sting"])
        .battleline(B, &["Troll"])
        .upgrade(B, "Rocket Boots", "Troll")
        .deck(A, &["Krump", "Bumpsy", "Punch", "Punch"])
        .token(A, "Wrecker")
        .start();
    t.play("Inevitable Decay");
    t.choose_option(0);
    t.choose_option(0);
    assert_eq!(t.line(A), ["Wrecker", "Wrecker", "Wrecker"]);
    assert!(t.artifacts_of(A).is_empty());
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.discard(B), ["The Sting", "Rocket Boots"]);
}

#[test]
fn recycler_makes_a_token_for_each_creature_among_the_3_cards_it_discards() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Recycler"])
        .deck(A, &["Troll", "Punch", "Krump", "Bumpsy", "Dust Pixie"])
        .token(A, "Wrecker")
        .start();
    t.reap("Recycler");
    assert_eq!(t.discard(A), ["Troll", "Punch", "Krump"]);
    t.choose_option(1);
    t.choose_option(1);
    assert_eq!(t.line(A), ["Recycler", "Wrecker", "Wrecker"]);
    assert!(
        t.deck_of(A).is_empty(),
        "Bumpsy and Dust Pixie became the tokens"
    );
}

#[test]
fn spinnertech_puts_a_discarded_card_on_top_then_makes_a_token_from_it_when_played() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Spinnertech"])
        .discard(A, &["Troll", "Punch"])
        .deck(A, &["Krump"])
        .token(A, "Wrecker")
        .start();
    t.play("Spinnertech");
    t.choose("Troll");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Wrecker", "Spinnertech"]);
    assert_eq!(t.deck_of(A), ["Krump"], "Troll became the token");
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn spinnertech_does_it_again_when_destroyed() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Spinnertech", "Krump"])
        .discard(A, &["Troll", "Punch"])
        .deck(A, &["Bumpsy"])
        .token(A, "Wrecker")
        .start();
    destroy(&mut t, "Spinnertech");
    t.choose("Troll");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Krump", "Wrecker"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
    assert_eq!(t.discard(A), ["Punch", "Spinnertech"]);
}

#[test]
fn sidekick_puts_a_card_from_hand_into_play_as_a_token() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Sidekick", "Punch", "Troll"])
        .token(A, "Phantasm")
        .start();
    t.play("Sidekick");
    t.choose("Punch");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Phantasm", "Sidekick"]);
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.g.identity(t.find("Phantasm")), Identity::Token);
}

#[test]
fn phantasm_discards_a_card_from_hand_after_reaping() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Phantasm"])
        .hand(A, &["Punch", "Troll"])
        .start();
    t.reap("Phantasm");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Punch"]);
}

#[test]
fn wrecker_discards_the_top_card_of_the_chosen_players_deck() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Wrecker"])
        .deck(A, &["Punch"])
        .deck(B, &["Troll", "Krump"])
        .start();
    t.reap("Wrecker");
    t.choose_option(1);
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.deck_of(A), ["Punch"]);
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Wrecker"])
        .deck(A, &["Punch"])
        .start();
    t.reap("Wrecker");
    t.choose_option(0);
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn aemberologist_captures_1() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Æmberologist"])
        .amber(B, 2)
        .start();
    t.action("Æmberologist");
    assert_eq!(t.amber_on("Æmberologist"), 1);
    assert_eq!(t.amber(B), 1);
}

/// Ten cards: a discard pile that makes its player haunted.
const TEN: [&str; 10] = ["Punch"; 10];

#[test]
fn administrator_rivet_makes_a_token_and_haunted_each_friendly_token_captures_1() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Administrator Rivet"])
        .battleline(A, &["Wrecker"])
        .discard(A, &TEN)
        .deck(A, &["Troll", "Krump"])
        .token(A, "Wrecker")
        .amber(B, 5)
        .start();
    t.g.make_token_on(A, keysim_engine::Flank::Left);
    t.play("Administrator Rivet");
    t.flank(keysim_engine::Flank::Right);
    t.choose_option(1);
    let line = t.g.creatures(A).to_vec();
    let captured: Vec<u8> = line.iter().map(|&c| t.g.card(c).amber).collect();
    assert_eq!(
        captured,
        [1, 0, 0, 1],
        "each token captured; the printed Wrecker card and Rivet are no tokens"
    );
    assert_eq!(t.amber(B), 3);
}

#[test]
fn administrator_rivet_unhaunted_captures_nothing() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Administrator Rivet"])
        .deck(A, &["Troll", "Krump"])
        .token(A, "Wrecker")
        .amber(B, 5)
        .start();
    t.play("Administrator Rivet");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Administrator Rivet", "Wrecker"]);
    assert_eq!(t.amber(B), 5);
}

#[test]
fn bump_in_the_night_makes_a_token_when_its_damage_destroys() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Bump in the Night"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .deck(A, &["Krump"])
        .token(A, "Phantasm")
        .start();
    t.play("Bump in the Night");
    t.choose("Dust Pixie");
    assert_eq!(t.line(A), ["Phantasm"]);
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn bump_in_the_night_makes_no_token_when_the_creature_survives() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Bump in the Night"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .deck(A, &["Krump"])
        .token(A, "Phantasm")
        .start();
    t.play("Bump in the Night");
    t.choose("Troll");
    assert!(t.line(A).is_empty());
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn bump_in_the_night_haunted_does_it_all_again() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Bump in the Night"])
        .discard(A, &TEN)
        .battleline(B, &["Dust Pixie", "Troll", "Bumpsy"])
        .deck(A, &["Krump", "Punch"])
        .token(A, "Phantasm")
        .start();
    t.play("Bump in the Night");
    t.choose("Dust Pixie");
    t.choose("Troll");
    assert_eq!(
        t.line(A),
        ["Phantasm"],
        "the second 2 damage destroyed nothing"
    );
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.line(B), ["Troll", "Bumpsy"]);
}

#[test]
fn looping_dirge_makes_a_token_only_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Looping Dirge"])
        .discard(A, &TEN)
        .deck(A, &["Krump"])
        .token(A, "Phantasm")
        .start();
    t.play("Looping Dirge");
    assert_eq!(t.line(A), ["Phantasm"]);
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Looping Dirge"])
        .discard(A, &TEN[..9])
        .deck(A, &["Krump"])
        .token(A, "Phantasm")
        .start();
    t.play("Looping Dirge");
    assert!(
        t.line(A).is_empty(),
        "9 cards: not haunted while it resolves"
    );
}

#[test]
fn minion_returns_the_top_discard_of_the_one_haunted_player_to_their_deck() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Minion"])
        .discard(
            B,
            &[
                "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch",
                "Troll",
            ],
        )
        .deck(B, &["Krump"])
        .start();
    t.reap("Minion");
    assert_eq!(t.deck_of(B), ["Troll", "Krump"]);
}

#[test]
fn minion_asks_which_discard_pile_when_both_players_are_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Minion"])
        .discard(A, &TEN)
        .discard(
            B,
            &[
                "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch",
                "Troll",
            ],
        )
        .deck(A, &["Krump"])
        .deck(B, &["Krump"])
        .start();
    t.reap("Minion");
    t.choose_option(0);
    assert_eq!(t.deck_of(A), ["Punch", "Krump"]);
    assert_eq!(t.deck_of(B), ["Krump"]);
}

#[test]
fn minion_does_nothing_when_no_player_is_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Minion"])
        .discard(B, &["Troll"])
        .deck(B, &["Krump"])
        .start();
    t.reap("Minion");
    assert_eq!(t.deck_of(B), ["Krump"]);
}
