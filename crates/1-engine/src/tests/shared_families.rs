//! Tests of the card families every set writes the same way, kept as
//! engine words: "ready and fight with", "fully heal", "play / archive the
//! top card of your deck", "while you control a token creature",
//! "rearrange a battleline", "damage to each neighbor".

use crate::ability::{Behavior, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Flank, Zones};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Play: ready and fight with a creature."
static READY_AND_FIGHT: Behavior = Behavior::play(&[Step::ready_and_fight(TargetSpec::new(
    Zones::CREATURES,
    crate::ability::filter::friendly,
))]);

/// A test card: "Play: you may rearrange your battleline."
static REARRANGE_YOURS: Behavior = Behavior::play(&[Step::rearrange_battleline()]);

/// A test card: "Play: you may rearrange your battleline or your
/// opponent's" (option 1: the opponent's).
static REARRANGE_EITHER: Behavior = Behavior::play(&[
    Step::choose_one(&["yours", "theirs"], |_, _| {}),
    Step::rearrange_battleline(),
]);

/// A test card: "Play: a friendly creature deals 2 damage to each of its
/// neighbors."
static HIT_NEIGHBORS: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, crate::ability::filter::friendly),
    |g, f| g.deal_damage_to_neighbors(f.last_target(), 2),
)]);

/// A test card: "Play: play the top card of your deck."
static PLAY_TOP: Behavior = Behavior::play(&[Step::play_top_of_deck()]);

/// A test card: "Play: archive the top card of your deck."
static ARCHIVE_TOP: Behavior = Behavior::play(&[Step::archive_top_of_deck()]);

#[test]
fn ready_and_fight_readies_an_exhausted_creature_and_fights_with_it() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &READY_AND_FIGHT)
        .hand(A, &["Anger"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.reap("Troll");
    assert!(t.exhausted("Troll"));
    t.play("Anger");
    assert!(
        t.line(B).is_empty(),
        "Troll fought and destroyed Dust Pixie"
    );
    assert!(t.exhausted("Troll"), "exhausted again by its fight");
}

#[test]
fn fully_heal_removes_all_damage_and_says_how_much() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll"])
        .start();
    t.set_damage("Troll", 5);
    let troll = t.find("Troll");
    assert_eq!(t.g.fully_heal(troll), 5);
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.g.fully_heal(troll), 0, "nothing left to heal");
}

#[test]
fn play_top_of_deck_plays_it_and_an_empty_deck_plays_nothing() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &PLAY_TOP)
        .hand(A, &["Anger", "Anger"])
        .deck(A, &["Krump"])
        .start();
    t.play("Anger");
    assert_eq!(t.line(A), ["Krump"]);
    assert!(t.deck_of(A).is_empty());
    t.play("Anger");
    assert_eq!(t.line(A), ["Krump"], "an empty deck is not reshuffled");
}

#[test]
fn archive_top_of_deck_archives_the_top_card_only() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &ARCHIVE_TOP)
        .hand(A, &["Anger"])
        .deck(A, &["Krump", "Troll"])
        .start();
    t.play("Anger");
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn a_player_controls_a_token_once_one_is_made() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Krump"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Grumpus")
        .start();
    assert!(!t.g.controls_a_token(A));
    assert_eq!(t.g.token_creatures(A), 0);
    t.g.make_token_on(A, Flank::Right);
    t.g.make_token_on(A, Flank::Right);
    assert!(t.g.controls_a_token(A));
    assert_eq!(t.g.token_creatures(A), 2);
    assert!(!t.g.controls_a_token(B));
}

#[test]
fn rearrange_puts_the_chosen_creatures_first_in_the_order_chosen() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &REARRANGE_YOURS)
        .hand(A, &["Anger"])
        .battleline(A, &["Troll", "Krump", "Dust Pixie", "Urchin"])
        .start();
    t.play("Anger");
    t.choose("Urchin");
    t.choose("Krump");
    t.pass();
    assert_eq!(t.line(A), ["Urchin", "Krump", "Dust Pixie", "Troll"]);
}

#[test]
fn rearrange_may_order_the_opponents_battleline_and_keep_it_as_it_is() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &REARRANGE_EITHER)
        .hand(A, &["Anger"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Dust Pixie", "Urchin"])
        .start();
    t.play("Anger");
    t.choose_option(1);
    assert!(
        !t.is_legal(crate::Choice::Target(t.find("Troll"))),
        "only the opponent's creatures"
    );
    t.choose("Dust Pixie");
    t.pass();
    assert_eq!(t.line(B), ["Dust Pixie", "Krump", "Urchin"]);
    assert_eq!(t.line(A), ["Troll"]);
}

#[test]
fn damage_to_each_neighbor_spares_the_creature_in_the_middle() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &HIT_NEIGHBORS)
        .hand(A, &["Anger"])
        .battleline(A, &["Dust Pixie", "Troll", "Krump"])
        .start();
    t.play("Anger");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Troll", "Krump"], "Dust Pixie (power 1) died");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("Krump"), 2);
}
