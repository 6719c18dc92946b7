//! Tests of the Saurian cards of More Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Flank;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

#[test]
fn bawretchadontius_played_exalts_a_friendly_and_two_enemy_creatures() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{bawretchadontius}", "{bawretchadontius2}"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy", "Dust Pixie"])
        .start();
    t.play("Bawretchadontius");
    t.flank(Flank::Right);
    t.choose("Troll");
    t.choose("Krump");
    t.choose("Dust Pixie");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Dust Pixie"), 1);
    assert_eq!(t.amber_on("Bumpsy"), 0);
}

#[test]
fn bawretchadontius_gives_a_friendly_creature_with_amber_a_damaging_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["{bawretchadontius}", "Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_amber_on("Troll", 1);
    t.reap("Troll");
    t.choose("Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 4);
    t.reap("Krump");
    assert_eq!(t.damage("Bumpsy"), 4, "no Æmber on Krump");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn bawretchadontius_after_fight_exalts() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{bawretchadontius}"])
        .battleline(B, &["Krump", "Bumpsy", "Dust Pixie"])
        .start();
    t.fight("Bawretchadontius", "Dust Pixie");
    t.choose("Krump");
    assert_eq!(
        t.amber_on("Bawretchadontius"),
        1,
        "the only friendly creature"
    );
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Bumpsy"), 1);
}

#[test]
fn bawretchadontius_reaping_with_amber_on_it_also_deals_four() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{bawretchadontius}"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.set_amber_on("Bawretchadontius", 1);
    t.reap("Bawretchadontius");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 4);
    t.choose("Troll");
    assert_eq!(t.amber_on("Bawretchadontius"), 2, "then it exalts itself");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Bumpsy"), 1);
}

#[test]
fn bawretchadontius_reaping_without_amber_deals_nothing() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{bawretchadontius}"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.reap("Bawretchadontius");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.amber_on("Bawretchadontius"), 1);
}

#[test]
fn cera_severa_reaping_captures_one() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Cera Severa"])
        .amber(B, 2)
        .start();
    t.reap("Cera Severa");
    assert_eq!(t.amber_on("Cera Severa"), 1);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn cera_severa_destroyed_deals_one_per_amber_on_it() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Cera Severa"])
        .start();
    t.set_amber_on("Cera Severa", 3);
    t.fight("Troll", "Cera Severa");
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(B),
        "its controller chooses"
    );
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.amber(A), 3, "the captured Æmber goes to the opponent");
}
