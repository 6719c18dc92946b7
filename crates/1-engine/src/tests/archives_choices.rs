//! Unit tests of the archives of a card that says how it is archived or
//! how they are picked up (The Archivist): archived faceup
//! ([`Behavior::archived_faceup`]), and picked up card by card in step 2
//! ([`Behavior::picks_up_archives_selectively`]), on a pool where every
//! card plays as its printed facts; a real card is given a hand-built
//! behaviour ([`Scenario::behavior`]).

use crate::ability::Behavior;
use crate::scenario::{Scenario, Test};
use crate::Player::{A, B};
use crate::{CardPool, Choice, DecisionKind};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

static ARCHIVED_FACEUP: Behavior = Behavior {
    archived_faceup: true,
    ..Behavior::VANILLA
};

static PICKS_UP_SELECTIVELY: Behavior = Behavior {
    picks_up_archives_selectively: true,
    ..Behavior::VANILLA
};

/// Ends A's turn and B's: A's next turn starts with Brobnar chosen.
fn to_next_turn_of_a(t: &mut Test) {
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
}

#[test]
fn a_card_archived_faceup_is_seen_by_the_other_player() {
    let mut t = scenario()
        .hand(A, &["Krump", "Troll"])
        .behavior("Krump", &ARCHIVED_FACEUP)
        .start();
    let (krump, troll) = (t.find("Krump"), t.find("Troll"));
    t.g.archive(A, krump);
    t.g.archive(A, troll);
    assert!(t.g.knows(B, krump), "faceup");
    assert!(!t.g.knows(B, troll), "facedown");
}

#[test]
fn archives_are_picked_up_card_by_card_while_such_a_card_is_in_them() {
    let mut t = scenario()
        .archives(A, &["Krump", "Troll", "Bumpsy"])
        .behavior("Krump", &PICKS_UP_SELECTIVELY)
        .houses(A, [House::Brobnar, House::Dis, House::Mars])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_next_turn_of_a(&mut t);
    assert_eq!(t.g.decision().unwrap().kind, DecisionKind::Archives);
    let (krump, troll, bumpsy) = (t.find("Krump"), t.find("Troll"), t.find("Bumpsy"));
    assert!(t.is_legal(Choice::Target(bumpsy)));
    t.apply(Choice::Target(troll));
    assert_eq!(t.g.decision().unwrap().kind, DecisionKind::Archives);
    t.apply(Choice::Target(krump));
    assert!(
        !t.is_legal(Choice::Target(bumpsy)),
        "no longer while the card is in hand"
    );
    t.apply(Choice::LeaveArchives);
    assert_eq!(t.g.decision().unwrap().kind, DecisionKind::Main);
    assert_eq!(t.archives_of(A), ["Bumpsy"]);
    assert!(t.hand_of(A).contains(&"Troll") && t.hand_of(A).contains(&"Krump"));
}

#[test]
fn picking_up_the_last_archived_card_ends_the_choice() {
    let mut t = scenario()
        .archives(A, &["Krump"])
        .behavior("Krump", &PICKS_UP_SELECTIVELY)
        .houses(A, [House::Brobnar, House::Dis, House::Mars])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_next_turn_of_a(&mut t);
    t.apply(Choice::Target(t.find("Krump")));
    assert_eq!(t.g.decision().unwrap().kind, DecisionKind::Main);
}

#[test]
fn other_archives_are_picked_up_all_or_nothing() {
    let mut t = scenario()
        .archives(A, &["Krump", "Troll"])
        .houses(A, [House::Brobnar, House::Dis, House::Mars])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_next_turn_of_a(&mut t);
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.apply(Choice::PickUpArchives);
    assert!(t.archives_of(A).is_empty());
}
