//! Tests of the Shadows cards of Tokens of Change: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

/// Destroys the named card and lets the destruction resolve.
fn destroy(t: &mut Test, name: &str) {
    let c = t.find(name);
    t.g.destroy(c);
    t.advance();
}

#[test]
fn the_long_con_forges_a_key_at_no_cost_when_6_stooges_are_destroyed() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["The Long Con"])
        .battleline(A, &["Stooge", "Stooge", "Stooge", "Stooge", "Stooge"])
        .deck(A, &["Troll"])
        .start();
    t.action("The Long Con");
    t.choose_option(1);
    for c in t.find_all("Stooge") {
        t.choose_card(c);
    }
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.purged(A), ["The Long Con"]);
    assert!(t.line(A).is_empty());
}

#[test]
fn the_long_con_stays_when_fewer_than_6_stooges_are_destroyed() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["The Long Con"])
        .battleline(A, &["Stooge", "Krump"])
        .deck(A, &["Troll"])
        .start();
    t.action("The Long Con");
    t.choose_option(0);
    for c in t.find_all("Stooge") {
        t.choose_card(c);
    }
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.artifacts_of(A), ["The Long Con"]);
}

#[test]
fn the_long_con_bars_friendly_stooges_from_reaping() {
    let t = scenario(House::Shadows)
        .artifacts(A, &["The Long Con"])
        .battleline(A, &["Stooge"])
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Stooge"))));
    assert!(t.is_legal(Choice::Action(t.find("Stooge"))));
}

#[test]
fn big_sal_makes_two_token_creatures() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Big Sal"])
        .deck(A, &["Troll", "Krump"])
        .token(A, "Prowler")
        .start();
    t.play("Big Sal");
    t.choose_option(0);
    t.choose_option(1);
    assert_eq!(t.line(A), ["Prowler", "Big Sal", "Prowler"]);
}

#[test]
fn kymoor_outpost_bottoms_a_friendly_creature_to_steal_1_and_make_a_token() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Kymoor Outpost"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll"])
        .token(A, "Cleaner")
        .amber(B, 2)
        .start();
    t.action("Kymoor Outpost");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.line(A), ["Cleaner"]);
    assert_eq!(t.deck_of(A), ["Krump"]);
}

#[test]
fn kymoor_outpost_with_no_friendly_creature_steals_nothing() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Kymoor Outpost"])
        .deck(A, &["Troll"])
        .token(A, "Cleaner")
        .amber(B, 2)
        .start();
    t.action("Kymoor Outpost");
    assert_eq!(t.amber(A), 0);
    assert!(t.line(A).is_empty());
}

#[test]
fn rich_score_steals_half_the_friendly_tokens_rounded_up() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Rich Score"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll", "Bumpsy", "Punch"])
        .token(A, "Prowler")
        .amber(B, 5)
        .start();
    t.g.make_token_on(A, keysim_engine::Flank::Left);
    t.g.make_token_on(A, keysim_engine::Flank::Left);
    t.play("Rich Score");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Prowler", "Prowler", "Krump", "Prowler"]);
    assert_eq!(t.amber(A), 2, "3 tokens: half rounded up");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn cover_operation_makes_a_ready_token() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Cover Operation"])
        .deck(A, &["Troll"])
        .token(A, "Cleaner")
        .start();
    t.play("Cover Operation");
    assert!(!t.exhausted("Cleaner"));
}

#[test]
fn lurking_hob_makes_a_token_after_reaping() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Lurking Hob"])
        .deck(A, &["Troll"])
        .token(A, "Cleaner")
        .start();
    t.reap("Lurking Hob");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Cleaner", "Lurking Hob"]);
}

#[test]
fn slipshot_makes_a_token_and_readies_when_a_neighbor_is_destroyed() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Slipshot"])
        .battleline(A, &["Krump", "Bumpsy"])
        .deck(A, &["Troll"])
        .token(A, "Cleaner")
        .start();
    t.play("Slipshot");
    t.flank(keysim_engine::Flank::Left);
    t.choose_option(1);
    assert_eq!(t.line(A), ["Slipshot", "Krump", "Bumpsy", "Cleaner"]);
    assert!(t.exhausted("Slipshot"));
    destroy(&mut t, "Bumpsy");
    assert!(t.exhausted("Slipshot"), "Bumpsy was no neighbor");
    destroy(&mut t, "Krump");
    assert!(!t.exhausted("Slipshot"));
}

#[test]
fn sneaky_feats_archives_itself_after_a_steal_this_turn() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Sneaky Feats"])
        .battleline(A, &["Prowler"])
        .deck(A, &["Troll"])
        .token(A, "Cleaner")
        .amber(B, 3)
        .start();
    t.reap("Prowler");
    t.play("Sneaky Feats");
    t.choose_option(0);
    assert_eq!(t.archives_of(A), ["Sneaky Feats"]);
    let mut t = scenario(House::Shadows)
        .hand(A, &["Sneaky Feats"])
        .deck(A, &["Troll"])
        .token(A, "Cleaner")
        .start();
    t.play("Sneaky Feats");
    assert_eq!(t.discard(A), ["Sneaky Feats"]);
}

#[test]
fn stooge_makes_a_token_from_a_flank_only() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Stooge", "Krump"])
        .deck(A, &["Troll"])
        .token(A, "Stooge")
        .start();
    t.action("Stooge");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Stooge", "Krump", "Stooge"]);
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Krump", "Stooge", "Bumpsy"])
        .deck(A, &["Troll"])
        .token(A, "Stooge")
        .start();
    t.action("Stooge");
    assert_eq!(t.line(A), ["Krump", "Stooge", "Bumpsy"]);
}

#[test]
fn cleaner_deals_3_damage_to_a_creature() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Cleaner"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.action("Cleaner");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn prowler_steals_1_only_when_the_opponent_has_more_aember() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Prowler"])
        .amber(B, 2)
        .start();
    t.reap("Prowler");
    assert_eq!(t.amber(A), 2, "reaped 1, then 1 < 2: stole 1");
    assert_eq!(t.amber(B), 1);
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Prowler"])
        .amber(B, 1)
        .start();
    t.reap("Prowler");
    assert_eq!(t.amber(A), 1, "1 is not more than 1");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn yardbird_readies_another_yardbird_before_fighting() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Yardbird", "Yardbird"])
        .battleline(B, &["Dust Pixie"])
        .start();
    let [first, second] = [t.g.creatures(A)[0], t.g.creatures(A)[1]];
    t.g.exhaust(second);
    t.apply(Choice::Fight(first));
    assert!(!t.g.card(second).is_exhausted());
    assert!(t.g.card(first).is_exhausted());
}
