//! Unit tests of [`Game::put_on_bottom_of_deck`](crate::Game::put_on_bottom_of_deck):
//! "put it on the bottom of your deck", and of
//! [`Game::discard_bottom_of_deck`](crate::Game::discard_bottom_of_deck).

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

#[test]
fn a_card_from_hand_or_discard_goes_under_its_owners_deck() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .hand(A, &["Troll"])
        .discard(B, &["Krump"])
        .deck(A, &["Bumpsy", "Anger"])
        .deck(B, &["Punch"])
        .start();
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    t.g.put_on_bottom_of_deck(troll);
    t.g.put_on_bottom_of_deck(krump);
    assert_eq!(t.deck_of(A), ["Bumpsy", "Anger", "Troll"]);
    assert_eq!(t.deck_of(B), ["Punch", "Krump"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn a_creature_in_play_leaves_it_unless_warded() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .deck(A, &["Bumpsy"])
        .start();
    t.set_ward("Krump");
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    t.g.put_on_bottom_of_deck(troll);
    t.g.put_on_bottom_of_deck(krump);
    t.advance();
    assert_eq!(t.deck_of(A), ["Bumpsy", "Troll"]);
    assert_eq!(t.line(A), ["Krump"], "its ward is removed instead");
    assert!(!t.card("Krump").is_warded());
}

#[test]
fn discarding_the_bottom_card_takes_the_deck_bottom_to_the_discard_top() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .deck(A, &["Bumpsy", "Anger", "Troll"])
        .discard(A, &["Punch"])
        .start();
    let first = t.g.discard_bottom_of_deck(A);
    assert_eq!(first, t.find("Troll"));
    t.g.discard_bottom_of_deck(A);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
    assert_eq!(t.discard(A), ["Punch", "Troll", "Anger"]);
    t.g.discard_bottom_of_deck(A);
    assert!(t.g.discard_bottom_of_deck(A).is_none(), "an empty deck");
    assert!(t.g.check_bookkeeping().is_ok());
}

/// A test card: "Play: put this card on the bottom of your deck".
static PLAY_GOES_UNDER_THE_DECK: Behavior =
    Behavior::play(&[Step::then(|g, f| g.put_on_bottom_of_deck(f.source))]);

#[test]
fn an_action_card_being_played_goes_under_the_deck_instead_of_the_discard_pile() {
    let mut t = Scenario::new(vanilla_pool(), House::Sanctum)
        .behavior("Virtuous Works", &PLAY_GOES_UNDER_THE_DECK)
        .hand(A, &["Virtuous Works"])
        .deck(A, &["Troll"])
        .start();
    t.play("Virtuous Works");
    assert_eq!(t.amber(A), 3, "its bonus resolved");
    assert_eq!(t.deck_of(A), ["Troll", "Virtuous Works"]);
    assert!(t.discard(A).is_empty());
}
