//! Tests of the Dis cards of More Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

#[test]
fn tormax_played_discards_your_hand_and_purges_two_random_enemy_cards() {
    let mut t = scenario(House::Dis)
        .hand(A, &["{tormax}", "{tormax2}", "Krump", "Troll"])
        .hand(B, &["Punch", "Anger", "Bumpsy"])
        .start();
    t.play("Tormax");
    assert_eq!(t.line(A), ["Tormax"]);
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.discard(A), ["Krump", "Troll"]);
    assert_eq!(t.hand_of(B).len(), 1);
    assert_eq!(t.purged(B).len(), 2);
}

#[test]
fn tormax_reaping_with_one_card_in_the_opponents_hand_purges_it() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["{tormax}"])
        .hand(A, &["Krump"])
        .hand(B, &["Punch"])
        .start();
    t.reap("Tormax");
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.purged(B), ["Punch"], "as much as it can");
}

#[test]
fn tormax_after_fight_does_it_again() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["{tormax}"])
        .battleline(B, &["Bumpsy"])
        .hand(A, &["Krump"])
        .hand(B, &["Punch", "Anger"])
        .start();
    t.fight("Tormax", "Bumpsy");
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.purged(B).len(), 2);
}

#[test]
fn wretched_anathema_played_destroys_two_other_creatures() {
    let mut t = scenario(House::Dis)
        .hand(A, &["{wretched-anathema}", "{wretched-anathema2}"])
        .battleline(A, &["Pitlord"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Wretched Anathema");
    t.flank(keysim_engine::Flank::Right);
    let anathema = t.find("Wretched Anathema");
    assert!(!t.is_legal(Choice::Target(anathema)), "other creatures");
    t.choose("Pitlord");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Wretched Anathema"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
}

#[test]
fn wretched_anathema_alone_may_gain_four_with_its_action() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["{wretched-anathema}"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Wretched Anathema");
    assert_eq!(t.amber(A), 4);
}

#[test]
fn wretched_anathema_with_another_friendly_creature_has_no_action() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["{wretched-anathema}", "Pitlord"])
        .start();
    let anathema = t.find("Wretched Anathema");
    assert!(!t.is_legal(Choice::Action(anathema)));
    assert!(t.is_legal(Choice::Reap(anathema)));
    t.reap("Wretched Anathema");
    assert_eq!(
        t.line(A),
        ["Wretched Anathema"],
        "the only other creature: as much as it can"
    );
    assert!(t.is_legal(Choice::EndTurn));
    t.set_exhausted("Wretched Anathema", false);
    assert!(t.is_legal(Choice::Action(anathema)), "alone now");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn scaethe_destroyed_destroys_the_least_powerful_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .battleline(B, &["Scaethe", "Dust Pixie"])
        .start();
    t.fight("Troll", "Scaethe");
    assert_eq!(
        t.line(A),
        ["Troll", "Krump"],
        "Bumpsy (5) is the least powerful"
    );
    assert_eq!(t.line(B), ["Dust Pixie"], "not an enemy of Scaethe's");
}

#[test]
fn scaethe_ties_for_least_powerful_are_its_controllers_choice() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Bumpsy", "Bumpsy"])
        .battleline(B, &["Scaethe"])
        .start();
    t.fight("Troll", "Scaethe");
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    let second = t.find_all("Bumpsy")[1];
    t.choose_card(second);
    assert_eq!(t.line(A), ["Troll", "Bumpsy"]);
    assert_eq!(t.discard(A), ["Bumpsy"]);
}
