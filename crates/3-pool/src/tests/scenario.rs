//! The scenario harness itself: every zone, the filler decks, decisions
//! with one answer.

use keysim_engine::scenario::{FILLER, FILLER_CARDS};
use keysim_engine::DecisionKind;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

use super::scenario;

#[test]
fn any_zone_can_be_set_up() {
    let t = scenario(House::Shadows)
        .battleline(A, &["Troll"])
        .artifacts(B, &["Safe Place"])
        .archives(A, &["Punch"])
        .purged(B, &["Krump"])
        .beneath(A, "Anger", "Safe Place")
        .deck(A, &["Bumpsy", "Tremor"])
        .start();
    assert_eq!(t.archives_of(A), ["Punch"]);
    assert_eq!(t.purged(B), ["Krump"]);
    assert_eq!(t.beneath_of("Safe Place"), ["Anger"]);
    assert_eq!(t.deck_of(A), ["Bumpsy", "Tremor"], "top card first");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn decks_are_filled_so_ending_a_turn_does_not_reshuffle() {
    let mut t = scenario(House::Brobnar).discard(A, &["Punch"]).start();
    assert_eq!(t.deck_of(B).len(), FILLER_CARDS);
    t.end_turn();
    assert_eq!(t.hand_of(A), [FILLER; 6]);
    assert_eq!(t.discard(A), ["Punch"], "the discard pile stays put");
}

#[test]
fn a_decision_with_one_answer_can_be_checked() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Troll"])
        .ask_every_decision()
        .start();
    t.play("Punch");
    let d =
        t.g.decision()
            .expect("asked although Troll is the only target");
    assert_eq!(d.player, A);
    assert!(matches!(d.kind, DecisionKind::Target { .. }));
    assert_eq!(t.choices().len(), 1);
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3);
}
