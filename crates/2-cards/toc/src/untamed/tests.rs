//! Tests of the Untamed cards of Tokens of Change: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Flank;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

/// Destroys the named card and lets the destruction resolve.
fn destroy(t: &mut Test, name: &str) {
    let c = t.find(name);
    t.g.destroy(c);
    t.advance();
}

#[test]
fn niffle_sanctuary_makes_a_niffle_brute_that_gains_1_after_fighting_this_turn() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Niffle Sanctuary"])
        .deck(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.action("Niffle Sanctuary");
    assert_eq!(t.line(A), ["Niffle Brute"]);
    t.g.ready(t.find("Niffle Brute"));
    t.fight("Niffle Brute", "Dust Pixie");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn niffle_sanctuarys_gift_ends_with_the_turn() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Niffle Sanctuary"])
        .deck(A, &["Troll"])
        .start();
    t.action("Niffle Sanctuary");
    let brute = t.find("Niffle Brute");
    assert!(t.g.granted(brute).next().is_some());
    t.end_turn();
    assert!(t.g.granted(brute).next().is_none());
}

#[test]
fn harlock_makes_a_token_when_the_creature_it_fought_was_destroyed() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Harlock"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .deck(A, &["Krump", "Bumpsy"])
        .token(A, "Steppe Wolf")
        .start();
    t.fight("Harlock", "Dust Pixie");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Harlock", "Steppe Wolf"]);
    t.g.ready(t.find("Harlock"));
    t.fight("Harlock", "Troll");
    assert_eq!(t.line(A), ["Harlock", "Steppe Wolf"], "Troll survived");
}

#[test]
fn kharisma_returns_another_friendly_creature_to_make_a_token() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Kharisma", "Krump"])
        .deck(A, &["Troll"])
        .token(A, "Briar Instar")
        .start();
    t.reap("Kharisma");
    assert_eq!(t.hand_of(A), ["Krump"]);
    t.choose_option(1);
    assert_eq!(t.line(A), ["Kharisma", "Briar Instar"]);
}

#[test]
fn kharisma_alone_makes_no_token() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Kharisma"])
        .deck(A, &["Troll"])
        .token(A, "Briar Instar")
        .start();
    t.reap("Kharisma");
    assert_eq!(t.line(A), ["Kharisma"]);
}

#[test]
fn umwas_makes_a_token_and_gives_each_friendly_token_a_power_counter() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Umwas"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Briar Instar")
        .start();
    t.g.make_token_on(A, Flank::Left);
    t.play("Umwas");
    t.flank(Flank::Right);
    t.choose_option(1);
    assert_eq!(
        t.line(A),
        ["Briar Instar", "Krump", "Umwas", "Briar Instar"]
    );
    for c in t.find_all("Briar Instar") {
        assert_eq!(t.g.power(c), 3);
    }
    assert_eq!(t.power("Krump"), 6, "not a token");
}

#[test]
fn massing_at_midnight_makes_3_tokens_and_is_purged() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Massing at Midnight"])
        .deck(A, &["Troll", "Bumpsy", "Krump", "Punch"])
        .token(A, "Twilight Pixie")
        .start();
    t.play("Massing at Midnight");
    t.choose_option(0);
    t.choose_option(0);
    assert_eq!(t.find_all("Twilight Pixie").len(), 3);
    assert_eq!(t.purged(A), ["Massing at Midnight"]);
}

#[test]
fn signal_faerie_makes_a_token_when_played_and_after_reaping() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Signal Faerie"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Steppe Wolf")
        .start();
    t.play("Signal Faerie");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Steppe Wolf", "Signal Faerie"]);
    t.g.ready(t.find("Signal Faerie"));
    t.reap("Signal Faerie");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Steppe Wolf", "Signal Faerie", "Steppe Wolf"]);
}

#[test]
fn survival_of_the_richest_archives_itself_with_more_aember_than_the_opponent() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Survival of the Richest"])
        .deck(A, &["Troll"])
        .token(A, "Steppe Wolf")
        .amber(A, 2)
        .amber(B, 1)
        .start();
    t.play("Survival of the Richest");
    assert_eq!(t.line(A), ["Steppe Wolf"]);
    assert_eq!(t.archives_of(A), ["Survival of the Richest"]);
    let mut t = scenario(House::Untamed)
        .hand(A, &["Survival of the Richest"])
        .deck(A, &["Troll"])
        .token(A, "Steppe Wolf")
        .amber(A, 1)
        .amber(B, 1)
        .start();
    t.play("Survival of the Richest");
    assert_eq!(t.discard(A), ["Survival of the Richest"]);
}

#[test]
fn whimsical_conjuror_may_make_a_token_instead_of_each_aember_icon() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Whimsical Conjuror"])
        .hand(A, &["Fogbank"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .token(A, "Steppe Wolf")
        .start();
    t.set_icons(
        "Fogbank",
        keysim_facts::Icons {
            amber: 1,
            ..keysim_facts::Icons::NONE
        },
    );
    t.play("Fogbank");
    t.yes();
    t.choose_option(0);
    t.no();
    assert_eq!(t.line(A), ["Steppe Wolf", "Whimsical Conjuror"]);
    assert_eq!(t.amber(A), 1, "one icon made a token, the other gave Æmber");
}

#[test]
fn whimsical_conjuror_leaves_the_aember_when_declined() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Whimsical Conjuror"])
        .hand(A, &["Fogbank"])
        .deck(A, &["Troll"])
        .token(A, "Steppe Wolf")
        .start();
    t.play("Fogbank");
    t.no();
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.line(A), ["Whimsical Conjuror"]);
}

#[test]
fn niffle_brute_returns_niffle_sanctuary_from_the_discard_pile_first() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Brute"])
        .discard(A, &["Niffle Sanctuary", "Niffle Ape"])
        .start();
    destroy(&mut t, "Niffle Brute");
    assert_eq!(t.hand_of(A), ["Niffle Sanctuary"]);
}

#[test]
fn niffle_brute_otherwise_returns_a_chosen_niffle_card() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Brute"])
        .discard(A, &["Niffle Ape", "Troll", "Niffle Ape"])
        .start();
    destroy(&mut t, "Niffle Brute");
    t.choose_card(t.find_all("Niffle Ape")[1]);
    assert_eq!(t.hand_of(A), ["Niffle Ape"]);
    assert_eq!(t.discard(A), ["Niffle Ape", "Troll", "Niffle Brute"]);
}

#[test]
fn briar_instar_deals_hazardous_2_to_its_attacker() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Briar Instar"])
        .start();
    t.fight("Krump", "Briar Instar");
    assert_eq!(t.damage("Krump"), 4, "hazardous 2 and power 2");
}

#[test]
fn steppe_wolf_gets_1_power_per_other_friendly_wolf() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Steppe Wolf", "Steppe Wolf", "Krump"])
        .battleline(B, &["Steppe Wolf"])
        .start();
    for c in t.g.creatures(A)[..2].iter() {
        assert_eq!(t.g.power(*c), 2, "one other friendly Wolf");
    }
    assert_eq!(
        t.g.power(t.g.creatures(B)[0]),
        1,
        "enemy Wolves do not count"
    );
}

#[test]
fn twilight_pixie_gives_its_non_faerie_neighbors_gain_1_after_reaping() {
    let mut t = scenario(House::Untamed)
        .battleline(
            A,
            &["Dust Pixie", "Twilight Pixie", "Snufflegator", "Bumpsy"],
        )
        .start();
    t.reap("Snufflegator");
    assert_eq!(t.amber(A), 2, "reap 1 and the gift");
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 3, "a Faerie neighbor gains nothing");
}
