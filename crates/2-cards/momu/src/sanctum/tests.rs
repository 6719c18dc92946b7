//! Tests of the Sanctum cards of More Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::House;

#[test]
fn ascendant_hester_played_each_friendly_creature_captures_one() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["{ascendant-hester}", "{ascendant-hester2}"])
        .battleline(A, &["Troll"])
        .amber(B, 5)
        .start();
    t.set_amber_on("Troll", 1);
    t.play("Ascendant Hester");
    t.flank(Flank::Right);
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber_on("Ascendant Hester"), 1);
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.armor("Troll"), 4, "+2 per Æmber on it");
    assert_eq!(t.armor("Ascendant Hester"), 0, "only the other creatures");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn ascendant_hester_when_the_opponent_is_short_you_choose_who_captures() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{ascendant-hester}", "Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 1)
        .start();
    t.fight("Ascendant Hester", "Dust Pixie");
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber_on("Ascendant Hester"), 0);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn ascendant_hester_armor_is_not_given_to_enemy_creatures() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{ascendant-hester}", "Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Krump", 1);
    assert_eq!(t.armor("Troll"), 0);
    assert_eq!(t.armor("Krump"), 2);
}

#[test]
fn sirs_colossus_played_captures_all_the_opponents_amber_distributed() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["{sirs-colossus}", "{sirs-colossus2}"])
        .battleline(A, &["Troll"])
        .amber(B, 3)
        .start();
    t.play("Sirs Colossus");
    t.flank(Flank::Right);
    t.choose("Troll");
    t.choose("Sirs Colossus");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber_on("Sirs Colossus"), 1);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn sirs_colossus_after_fight_sends_a_creatures_amber_to_the_supply() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{sirs-colossus}", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_amber_on("Troll", 3);
    t.fight("Sirs Colossus", "Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (0, 0), "to the supply");
}

#[test]
fn sirs_colossus_taunt_protects_its_neighbors() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "{sirs-colossus}", "Bumpsy"])
        .start();
    let (troll, pixie) = (t.find("Troll"), t.find("Dust Pixie"));
    assert!(!t.g.can_be_fought(troll, pixie), "taunt");
    assert!(t.is_legal(Choice::Fight(troll)));
}
