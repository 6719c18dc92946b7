//! Tests of [`Game::return_to_hand`](crate::Game::return_to_hand) for a
//! card in archives ("put a card of your archives into your hand": Prof.
//! Garwynne): it goes to its owner's hand, the other archived cards stay.

use crate::scenario::Scenario;
use crate::CardPool;
use crate::Location;
use crate::Player::A;
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

#[test]
fn an_archived_card_returns_to_its_owners_hand() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .archives(A, &["Krump", "Troll"])
        .start();
    let troll = t.find("Troll");
    t.g.return_to_hand(troll);
    assert_eq!(t.location("Troll"), Location::Hand);
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert!(t.g.check_bookkeeping().is_ok());
}
