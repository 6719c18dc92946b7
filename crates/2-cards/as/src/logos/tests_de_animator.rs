//! Tests of De-Animator: mineralized creatures considered artifacts while
//! it is in play (`keysim_engine::type_change`).

use crate::scenario;
use keysim_engine::scenario::{Scenario, Test};
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
use keysim_facts::House;

/// `board`, started, with a mineralize counter put on `name` (already in
/// play).
fn mineralized(board: Scenario, name: &str) -> Test {
    let mut t = board.start();
    let c = t.find(name);
    t.g.mineralize(c);
    t.advance();
    t
}

#[test]
fn de_animator_play_makes_an_enemy_creature_an_artifact_and_the_battleline_closes_up() {
    let mut t = scenario(House::Logos)
        .hand(A, &["De-Animator"])
        .battleline(B, &["Krump", "Troll", "Bumpsy"])
        .start();
    t.play("De-Animator");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Krump", "Bumpsy"]);
    assert_eq!(t.artifacts_of(B), ["Troll"], "its controller's artifacts");
    assert!(t.g.is_mineralized(t.find("Troll")));
    assert!(t.g.are_neighbors(t.find("Krump"), t.find("Bumpsy")));
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn a_mineralized_creature_loses_its_damage_but_keeps_its_counters() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["De-Animator"])
        .battleline(B, &["Troll"])
        .start();
    let troll = t.find("Troll");
    t.set_damage("Troll", 3);
    t.g.add_power_counters(troll, 2);
    t.g.mineralize(troll);
    t.advance();
    assert_eq!(t.location("Troll"), Location::Artifacts);
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.g.card(troll).power_counters, 2);
}

#[test]
fn without_de_animator_in_play_a_mineralize_counter_leaves_a_creature_a_creature() {
    let t = mineralized(scenario(House::Logos).battleline(B, &["Troll"]), "Troll");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(t.g.is_mineralized(t.find("Troll")));
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn de_animator_entering_play_makes_creatures_already_mineralized_artifacts() {
    let mut t = mineralized(
        scenario(House::Logos)
            .hand(A, &["De-Animator"])
            .battleline(B, &["Troll", "Krump"]),
        "Troll",
    );
    t.play("De-Animator");
    assert_eq!(t.artifacts_of(B), ["Troll"]);
    t.choose("Krump");
    assert_eq!(t.artifacts_of(B), ["Troll", "Krump"]);
    assert!(t.line(B).is_empty());
}

#[test]
fn a_mineralized_creature_is_used_as_an_artifact_to_destroy_itself() {
    let mut t = mineralized(
        scenario(House::Brobnar).battleline(A, &["De-Animator", "Krump"]),
        "Krump",
    );
    let krump = t.find("Krump");
    assert!(!t.is_legal(Choice::Reap(krump)), "not a creature: no reap");
    assert!(!t.is_legal(Choice::Fight(krump)));
    t.action("Krump");
    assert_eq!(t.discard(A), ["Krump"]);
    assert!(!t.g.is_mineralized(krump), "its counter left play with it");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn a_mineralized_creature_is_used_only_when_its_house_is_active() {
    let t = mineralized(
        scenario(House::Logos).battleline(A, &["De-Animator", "Krump"]),
        "Krump",
    );
    assert!(!t.is_legal(Choice::Action(t.find("Krump"))));
}

#[test]
fn de_animator_mineralizing_itself_becomes_an_artifact_that_can_destroy_itself() {
    let mut t = scenario(House::Logos)
        .hand(A, &["De-Animator"])
        .battleline(B, &["Troll"])
        .start();
    t.play("De-Animator");
    t.choose("De-Animator");
    assert_eq!(t.artifacts_of(A), ["De-Animator"]);
    assert!(t.line(A).is_empty());
    t.set_exhausted("De-Animator", false);
    t.action("De-Animator");
    assert_eq!(t.discard(A), ["De-Animator"]);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn de_animator_after_reap_mineralizes_a_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["De-Animator"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.reap("De-Animator");
    t.choose("Krump");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.artifacts_of(B), ["Krump"]);
}

#[test]
fn each_creature_effects_miss_a_mineralized_creature_which_returns_when_de_animator_leaves() {
    let mut t = mineralized(
        scenario(House::Dis)
            .hand(A, &["Gateway to Dis"])
            .battleline(A, &["De-Animator"])
            .battleline(B, &["Troll", "Krump"]),
        "Troll",
    );
    t.play("Gateway to Dis");
    assert_eq!(t.discard(A), ["De-Animator", "Gateway to Dis"]);
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.line(B), ["Troll"], "a creature again: no flank to choose");
    assert!(t.artifacts_of(B).is_empty());
    assert!(t.g.is_mineralized(t.find("Troll")), "the counter stays");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn when_de_animator_leaves_its_controller_chooses_the_flank_of_each_returning_creature() {
    let mut t = mineralized(
        scenario(House::Logos)
            .battleline(A, &["De-Animator"])
            .battleline(B, &["Krump", "Troll"]),
        "Troll",
    );
    let de_animator = t.find("De-Animator");
    t.g.destroy(de_animator);
    t.advance();
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(B),
        "Troll's controller"
    );
    t.choose_option(0);
    assert_eq!(t.line(B), ["Troll", "Krump"], "on the left flank");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn another_de_animator_in_play_keeps_mineralized_creatures_artifacts() {
    let mut t = mineralized(
        scenario(House::Logos)
            .battleline(A, &["De-Animator", "De-Animator"])
            .battleline(B, &["Troll"]),
        "Troll",
    );
    let first = t.find_all("De-Animator")[0];
    t.g.destroy(first);
    t.advance();
    assert_eq!(t.artifacts_of(B), ["Troll"]);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn artifact_effects_reach_a_mineralized_creature() {
    let mut t = mineralized(
        scenario(House::Untamed)
            .hand(A, &["Grasping Vines"])
            .battleline(A, &["De-Animator"])
            .battleline(B, &["Troll"]),
        "Troll",
    );
    t.play("Grasping Vines");
    t.choose("Troll");
    if t.asks_target() {
        t.pass();
    }
    assert_eq!(t.hand_of(B), ["Troll"], "returned to its owner's hand");
    assert!(!t.g.is_mineralized(t.find("Troll")));
}

#[test]
fn a_mineralized_creature_used_as_an_artifact_is_not_a_creature_used_for_stampede() {
    let mut t = mineralized(
        scenario(House::Untamed)
            .hand(A, &["Stampede"])
            .battleline(
                A,
                &["De-Animator", "Dew Faerie", "Snufflegator", "Mighty Tiger"],
            )
            .amber(B, 5),
        "Mighty Tiger",
    );
    t.reap("Dew Faerie");
    t.reap("Snufflegator");
    let tiger = t.find("Mighty Tiger");
    t.action("Mighty Tiger");
    assert!(t.g.used_this_turn(tiger), "used, as an artifact");
    assert!(!t.g.used_as_creature_this_turn(tiger));
    assert_eq!(t.g.turn_history().creatures_used, 2);
    t.play("Stampede");
    assert_eq!(t.amber(B), 5, "2 creatures used, not 3: nothing stolen");
}
