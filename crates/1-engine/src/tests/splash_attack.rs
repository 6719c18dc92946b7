//! Splash-attack (Winds of Exchange on): a creature attacking also deals
//! its splash-attack value to each neighbor of the creature it attacks,
//! and only when it attacks.

use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

#[test]
fn splash_attack_hits_both_neighbors_of_the_creature_attacked() {
    let mut t = scenario()
        .battleline(A, &["Crogg the Clumsy"])
        .battleline(B, &["Krump", "Dust Pixie", "Troll"])
        .start();
    t.fight("Crogg the Clumsy", "Dust Pixie");
    assert_eq!((t.damage("Krump"), t.damage("Troll")), (2, 2));
}

#[test]
fn splash_attack_on_a_flank_creature_hits_its_one_neighbor() {
    let mut t = scenario()
        .battleline(A, &["Crogg the Clumsy"])
        .battleline(B, &["Dust Pixie", "Krump", "Troll"])
        .start();
    t.fight("Crogg the Clumsy", "Dust Pixie");
    assert_eq!((t.damage("Krump"), t.damage("Troll")), (2, 0));
}

#[test]
fn a_creature_with_splash_attack_that_is_attacked_deals_no_splash() {
    let mut t = scenario()
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Crogg the Clumsy", "Dust Pixie"])
        .start();
    t.fight("Troll", "Crogg the Clumsy");
    assert_eq!(t.damage("Troll"), 7);
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.line(B), ["Krump", "Dust Pixie"]);
}
