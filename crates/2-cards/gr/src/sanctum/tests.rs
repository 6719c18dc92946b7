//! Tests of the Sanctum cards of Grim Reminders: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::A;
use keysim_facts::House;

#[test]
fn duma_the_returned_destroyed_returns_the_top_3_cards_of_the_discard_pile() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Duma the Returned"])
        .discard(A, &["Troll", "Krump", "Bumpsy", "Valdr"])
        .start();
    t.play("Punch");
    let mut hand = t.hand_of(A);
    hand.sort_unstable();
    assert_eq!(
        hand,
        ["Bumpsy", "Krump", "Valdr"],
        "Punch was not in the pile yet"
    );
    assert!(t.discard(A).starts_with(&["Troll"]));
}

#[test]
fn duma_the_returned_still_haunted_after_the_return_is_archived() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Duma the Returned"])
        .discard(A, &["Troll"; 13])
        .start();
    t.play("Punch");
    assert_eq!(t.hand_of(A).len(), 3);
    assert_eq!(
        t.archives_of(A),
        ["Duma the Returned"],
        "10 cards left: haunted"
    );
}

#[test]
fn duma_the_returned_no_longer_haunted_after_the_return_is_discarded() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Duma the Returned"])
        .discard(A, &["Troll"; 12])
        .start();
    t.play("Punch");
    assert!(
        t.archives_of(A).is_empty(),
        "haunted before the return, 9 cards after it"
    );
    assert!(t.discard(A).contains(&"Duma the Returned"));
}
