//! "Deal N damage to a creature with M splash": the creature and each of
//! its neighbors are dealt their damage at once, armor applying to each.

use crate::ability::{Behavior, Step, TargetSpec};
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

/// A hand-built action: 3 damage to a creature with 2 splash.
static THREE_WITH_TWO_SPLASH: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage_with_splash(f.target(0), 3, 2)
    })]);

#[test]
fn the_target_takes_the_damage_and_each_neighbor_the_splash() {
    let mut t = scenario()
        .behavior("Punch", &THREE_WITH_TWO_SPLASH)
        .hand(A, &["Punch"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Punch");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!((t.damage("Troll"), t.damage("Bumpsy")), (2, 2));
}

#[test]
fn a_flank_creature_splashes_its_one_neighbor_and_armor_applies_to_each() {
    let mut t = scenario()
        .behavior("Punch", &THREE_WITH_TWO_SPLASH)
        .hand(A, &["Punch"])
        .battleline(B, &["Dust Pixie", "Sequis", "Troll"])
        .start();
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Sequis", "Troll"], "Dust Pixie destroyed");
    assert_eq!(t.damage("Sequis"), 0, "Sequis's 2 armor absorbs the splash");
    assert_eq!(t.damage("Troll"), 0, "not a neighbor");
}

#[test]
fn each_neighbor_destroyed_by_the_splash_leaves_the_target_in_play() {
    let mut t = scenario()
        .behavior("Punch", &THREE_WITH_TWO_SPLASH)
        .hand(A, &["Punch"])
        .battleline(B, &["Dust Pixie", "Krump", "Bad Penny"])
        .start();
    t.play("Punch");
    t.choose("Krump");
    assert_eq!(
        t.line(B),
        ["Krump"],
        "both 1-power neighbors destroyed together"
    );
    assert_eq!(t.damage("Krump"), 3);
}
