//! Tests of the Shadows cards of Worlds Collide: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

#[test]
fn a_vinda_kill_makes_the_opponent_discard_at_random() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["A. Vinda"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Troll"])
        .start();
    t.reap("A. Vinda");
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 1, "reaped");
    assert_eq!(t.discard(B), ["Dust Pixie", "Troll"]);
    assert!(t.hand_of(B).is_empty());
}

#[test]
fn a_vinda_without_a_kill_discards_nothing() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["A. Vinda"])
        .battleline(B, &["Troll"])
        .hand(B, &["Krump"])
        .start();
    t.reap("A. Vinda");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.hand_of(B), ["Krump"]);
}

#[test]
fn breaker_hill_gives_its_neighbors_an_action_to_steal_one() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Silvertooth", "Breaker Hill", "Dodger", "Umbra"])
        .amber(B, 3)
        .start();
    assert!(
        !t.is_legal(Choice::Action(t.find("Umbra"))),
        "not a neighbor"
    );
    assert!(!t.is_legal(Choice::Action(t.find("Breaker Hill"))));
    t.action("Silvertooth");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
    t.action("Dodger");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn breaker_hill_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Breaker Hill"])
        .start();
    t.fight("Troll", "Breaker Hill");
    assert_eq!(t.line(B), ["Breaker Hill"]);
    assert_eq!(t.damage("Breaker Hill"), 0);
}

#[test]
fn hit_and_run_deals_two_then_returns_a_friendly_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hit and Run"])
        .battleline(A, &["Silvertooth", "Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Hit and Run");
    t.choose("Troll");
    t.choose("Dodger");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.line(A), ["Silvertooth"]);
    assert_eq!(t.hand_of(A), ["Dodger"]);
}

#[test]
fn hit_and_run_without_a_friendly_creature_only_deals_damage() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hit and Run"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Hit and Run");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.line(B), ["Troll"], "an enemy creature is not returned");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn hock_destroys_an_artifact_and_gains_one() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hock"])
        .artifacts(B, &["The Warchest"])
        .start();
    t.play("Hock");
    assert_eq!(t.discard(B), ["The Warchest"]);
    assert_eq!(t.amber(A), 2, "1 bonus + 1");
}

#[test]
fn hock_without_an_artifact_gains_only_its_bonus() {
    let mut t = scenario(House::Shadows).hand(A, &["Hock"]).start();
    t.play("Hock");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn hugger_mugger_captures_then_steals_when_behind_on_keys() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hugger-Mugger"])
        .amber(B, 4)
        .keys(B, 1)
        .start();
    t.play("Hugger-Mugger");
    assert_eq!(t.amber_on("Hugger-Mugger"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn hugger_mugger_only_captures_when_keys_are_even() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hugger-Mugger"])
        .amber(B, 4)
        .keys(A, 1)
        .keys(B, 1)
        .start();
    t.play("Hugger-Mugger");
    assert_eq!(t.amber_on("Hugger-Mugger"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn inky_gloom_stops_reaping_on_the_opponents_next_turn_only() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Inky Gloom"])
        .battleline(A, &["Silvertooth"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Inky Gloom");
    t.reap("Silvertooth");
    assert_eq!(t.amber(A), 1, "your own creatures still reap this turn");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    t.reap("Silvertooth");
    assert_eq!(t.amber(A), 2, "the effect is over on your next turn");
}

#[test]
fn inky_gloom_expires_before_the_opponents_following_turn() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Inky Gloom"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Inky Gloom");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Troll");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn j_vinda_kill_steals_one() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["J. Vinda"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.reap("J. Vinda");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!((t.amber(A), t.amber(B)), (2, 1), "reaped 1, stole 1");
}

#[test]
fn j_vinda_without_a_kill_steals_nothing() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["J. Vinda"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.reap("J. Vinda");
    t.choose("Troll");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn kymoor_eclipse_shuffles_every_flank_creature_into_its_owners_deck() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Kymoor Eclipse"])
        .battleline(A, &["Silvertooth", "Dodger", "Umbra"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Kymoor Eclipse");
    assert_eq!(t.line(A), ["Dodger"]);
    assert!(t.line(B).is_empty(), "a lone creature is on a flank");
    for (p, name) in [(A, "Silvertooth"), (A, "Umbra"), (B, "Troll")] {
        assert!(t.deck_of(p).contains(&name), "{name} in its owner's deck");
    }
}

#[test]
fn kymoor_eclipse_is_stopped_by_a_ward() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Kymoor Eclipse"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Troll");
    t.play("Kymoor Eclipse");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(!t.card("Troll").is_warded());
}

#[test]
fn mug_takes_one_amber_from_a_creature_and_deals_two() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Mug"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    t.play("Mug");
    assert_eq!(t.amber(A), 2, "1 bonus + 1 moved");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn mug_on_a_creature_without_amber_still_deals_two() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Mug"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Mug");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn pestering_blow_deals_one_and_enrages() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Pestering Blow"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Pestering Blow");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.damage("Troll"), 1);
    assert!(t.card("Troll").is_enraged());
}
