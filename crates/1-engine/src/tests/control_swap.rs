//! Tests of [`control::swap_control`](crate::control::swap_control): two
//! cards of different sides change sides, each creature on the flank its
//! new controller chooses.

use crate::ability::{filter, Behavior, Step, TargetSpec};
use crate::control;
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Zones};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Action: swap control of this card and an enemy card in
/// play".
static SWAP_WITH_ENEMY: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::IN_PLAY, filter::enemy),
    |g, f| {
        control::swap_control(g, f.source, f.last_target(), f.source);
    },
)]);

#[test]
fn swapped_creatures_go_to_the_flanks_their_new_controllers_choose() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Krump", &SWAP_WITH_ENEMY)
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Bumpsy", "Mighty Tiger"])
        .start();
    t.set_damage("Krump", 2);
    t.action("Krump");
    t.choose("Mighty Tiger");
    assert_eq!(t.g.decision().map(|d| d.player), Some(A), "A takes first");
    t.choose_option(0);
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    t.choose_option(1);
    assert_eq!(t.line(A), ["Mighty Tiger", "Troll"]);
    assert_eq!(t.line(B), ["Bumpsy", "Krump"]);
    assert_eq!(t.damage("Krump"), 2, "its damage goes with it");
    assert_eq!(t.g.card(t.find("Krump")).owner, A);
}

#[test]
fn a_creature_swapped_into_a_battleline_left_empty_asks_no_flank() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Krump", &SWAP_WITH_ENEMY)
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.action("Krump");
    // A takes Bumpsy beside Krump, still there; B's line is then empty.
    t.choose_option(1);
    assert!(t
        .g
        .decision()
        .is_some_and(|d| d.kind == crate::DecisionKind::Main));
    assert_eq!(t.line(A), ["Bumpsy"]);
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn swapped_artifacts_change_sides_at_once() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Krump", &SWAP_WITH_ENEMY)
        .battleline(A, &["Krump", "Troll"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.action("Krump");
    assert_eq!(t.artifacts_of(A), ["Library of Babble"]);
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.line(A), ["Troll"]);
}

#[test]
fn cards_of_one_side_do_not_swap() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Krump", "Troll"])
        .start();
    let (krump, troll) = (t.find("Krump"), t.find("Troll"));
    assert!(!control::swap_control(&mut t.g, krump, troll, krump));
    assert_eq!(t.line(A), ["Krump", "Troll"]);
}
