//! Unit tests of [`Game::random_order`](crate::Game::random_order): "in a
//! random order", drawn from the game's seeded generator.

use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::A;
use keysim_facts::House;

fn scenario(seed: u64) -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
    .battleline(A, &["Troll", "Krump", "Bumpsy"])
    .seed(seed)
}

#[test]
fn a_random_order_keeps_the_cards_and_is_the_same_for_the_same_seed() {
    let mut first = scenario(7).start();
    let mut again = scenario(7).start();
    let mut a = first.g.creatures(A).to_vec();
    let mut b = again.g.creatures(A).to_vec();
    first.g.random_order(&mut a);
    again.g.random_order(&mut b);
    assert_eq!(a, b, "seeded");
    let mut sorted = a.clone();
    sorted.sort_by_key(|c| c.0);
    let mut line = first.g.creatures(A).to_vec();
    line.sort_by_key(|c| c.0);
    assert_eq!(sorted, line, "the same cards");
}

#[test]
fn every_order_of_3_cards_comes_out_over_seeds() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..60 {
        let mut t = scenario(seed).start();
        let mut cards = t.g.creatures(A).to_vec();
        t.g.random_order(&mut cards);
        seen.insert(cards.iter().map(|c| c.0).collect::<Vec<_>>());
    }
    assert_eq!(seen.len(), 6, "all 3! orders, not a fixed one");
}
