//! Unit tests of a creature that enters play as a copy of another creature
//! in play ([`Behavior::enters_as_copy`]), on a pool where every card plays
//! as its printed facts; a real card is given a hand-built behaviour
//! ([`Scenario::behavior`]).

use crate::ability::{Behavior, CopyHouse};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, DecisionKind, Identity};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

fn scenario(house: House) -> Scenario {
    Scenario::new(vanilla_pool(), house)
}

/// Enters play as a copy of another creature, keeping its own house.
static COPIES_KEEPING_ITS_HOUSE: Behavior = Behavior {
    enters_as_copy: Some(CopyHouse::Own),
    ..Behavior::VANILLA
};

/// Enters play as a copy of another creature, of the copy's house.
static COPIES_WITH_ITS_HOUSE: Behavior = Behavior {
    enters_as_copy: Some(CopyHouse::Copied),
    ..Behavior::VANILLA
};

#[test]
fn a_copy_enters_as_the_chosen_creatures_card_and_is_itself_again_once_gone() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dextre"])
        .battleline(B, &["Troll", "Krump"])
        .behavior("Dextre", &COPIES_KEEPING_ITS_HOUSE)
        .start();
    t.set_damage("Troll", 3);
    t.play("Dextre");
    assert!(matches!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::Target { .. })
    ));
    t.choose_card(t.find_all("Troll")[0]);
    assert_eq!(
        t.line(A),
        ["Troll"],
        "entered as Troll, the only place asked"
    );
    let copy = t.g.creatures(A)[0];
    assert_eq!(t.g.identity(copy), Identity::Copy);
    assert_eq!(t.g.power(copy), 8);
    assert_eq!(t.g.card(copy).damage, 0, "the card, not its damage");
    assert!(t.g.belongs_to(copy, House::Logos), "its own house");
    assert!(!t.g.belongs_to(copy, House::Brobnar));
    t.g.destroy(copy);
    t.advance();
    assert_eq!(t.discard(A), ["Dextre"], "its printed card again");
}

#[test]
fn a_copy_may_take_the_copied_creatures_house() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dextre"])
        .battleline(B, &["Troll"])
        .behavior("Dextre", &COPIES_WITH_ITS_HOUSE)
        .start();
    t.play("Dextre");
    let copy = t.g.creatures(A)[0];
    assert!(t.g.belongs_to(copy, House::Brobnar));
}

#[test]
fn a_copy_of_a_deploy_creature_may_enter_anywhere_in_the_battleline() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dextre"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Code Monkey", "Bumpsy"])
        .behavior("Dextre", &COPIES_KEEPING_ITS_HOUSE)
        .start();
    t.play("Dextre");
    t.choose("Code Monkey");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Troll", "Code Monkey", "Krump"]);
}

#[test]
fn without_a_creature_to_copy_it_is_played_as_itself() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dextre"])
        .behavior("Dextre", &COPIES_KEEPING_ITS_HOUSE)
        .start();
    t.play("Dextre");
    assert_eq!(t.line(A), ["Dextre"]);
    assert_eq!(t.g.identity(t.find("Dextre")), Identity::Printed);
}
