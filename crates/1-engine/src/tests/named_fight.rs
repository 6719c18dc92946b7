//! Unit tests of a fight whose defender an ability names
//! ([`Game::fight_creature`](crate::Game::fight_creature)), on a pool where
//! every card plays as its printed facts.

use crate::scenario::{Scenario, Test};
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A has Troll; B has Dust Pixie beside Champion Anaphiel (taunt), and
/// Urchin (elusive).
fn board() -> Test {
    Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie", "Champion Anaphiel", "Urchin"])
        .start()
}

fn fight(t: &mut Test, attacker: &str, defender: &str) {
    let (a, d) = (t.find(attacker), t.find(defender));
    t.g.fight_creature(a, d);
    t.advance();
}

#[test]
fn the_named_creature_is_fought_though_a_neighbor_has_taunt() {
    let mut t = board();
    assert!(!t.g.can_be_fought(t.find("Troll"), t.find("Dust Pixie")));
    fight(&mut t, "Troll", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(t.exhausted("Troll"), "used to fight");
    assert_eq!(t.g.turn_history().fights, 1);
}

#[test]
fn elusive_still_protects_the_named_creature() {
    let mut t = board();
    fight(&mut t, "Troll", "Urchin");
    assert_eq!(t.line(B), ["Dust Pixie", "Champion Anaphiel", "Urchin"]);
    assert_eq!(t.damage("Urchin"), 0);
    assert!(t.exhausted("Troll"));
}

#[test]
fn an_exhausted_attacker_does_not_fight() {
    let mut t = board();
    t.set_exhausted("Troll", true);
    fight(&mut t, "Troll", "Dust Pixie");
    assert_eq!(t.line(B).len(), 3);
}

#[test]
fn a_stunned_attacker_only_loses_its_stun() {
    let mut t = board();
    t.set_stunned("Troll");
    fight(&mut t, "Troll", "Dust Pixie");
    assert!(!t.stunned("Troll"));
    assert!(t.exhausted("Troll"));
    assert_eq!(t.line(B).len(), 3);
}

#[test]
fn a_friendly_creature_is_not_fought() {
    let mut t = board();
    fight(&mut t, "Troll", "Krump");
    assert!(!t.exhausted("Troll"));
    assert_eq!(t.damage("Krump"), 0);
}
