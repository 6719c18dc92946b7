//! Tests of [`Game::put_on_top_of_deck`](crate::Game::put_on_top_of_deck)
//! for a card already in its owner's deck: found by a search, it is moved
//! to the top.

use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::A;
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

#[test]
fn a_card_in_the_deck_is_moved_to_its_top() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .deck(A, &["Krump", "Troll", "Punch"])
        .start();
    let punch = t.find("Punch");
    t.g.put_on_top_of_deck(punch);
    assert_eq!(t.deck_of(A), ["Punch", "Krump", "Troll"]);
    let krump = t.find("Krump");
    t.g.put_on_top_of_deck(krump);
    assert_eq!(
        t.deck_of(A),
        ["Krump", "Punch", "Troll"],
        "from below the top"
    );
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn a_purged_card_goes_back_on_top_of_its_owners_deck() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .deck(A, &["Krump"])
        .purged(A, &["Troll"])
        .start();
    let troll = t.find("Troll");
    t.g.put_on_top_of_deck(troll);
    assert_eq!(t.deck_of(A), ["Troll", "Krump"]);
    assert!(t.purged(A).is_empty());
}
