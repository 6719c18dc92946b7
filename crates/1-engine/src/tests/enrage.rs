//! Unit tests of enrage counters and fights: "after a creature with an
//! enrage counter on it is used to fight, remove all enrage counters from
//! it", on a pool where every card plays as its printed facts.

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

#[test]
fn an_enraged_creature_used_to_fight_loses_its_enrage() {
    let mut t = scenario()
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_enraged("Troll");
    t.fight("Troll", "Dust Pixie");
    assert!(!t.card("Troll").is_enraged());
}

/// "Fight: enrage this creature."
static ENRAGE_ITSELF_ON_FIGHT: Behavior = Behavior::fight(&[Step::then(|g, f| g.enrage(f.source))]);

#[test]
fn an_enrage_gained_during_the_fight_stays() {
    let mut t = scenario()
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .behavior("Troll", &ENRAGE_ITSELF_ON_FIGHT)
        .start();
    t.fight("Troll", "Dust Pixie");
    assert!(
        t.card("Troll").is_enraged(),
        "not enraged when it was used to fight"
    );
}
