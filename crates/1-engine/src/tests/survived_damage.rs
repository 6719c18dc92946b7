//! Unit tests of the damage a creature survived
//! ([`Game::has_survived_damage`](crate::Game::has_survived_damage)): a
//! bonus "while damaged" that the creature gets only if it survives the
//! damage.

use crate::ability::{Behavior, Queries, Query, Reach};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::A;
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "Gets +4 power while damaged (only if it survives the damage)."
static STRONGER_WHEN_HURT: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me && g.has_survived_damage(me) {
                *value += 4;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bumpsy (power 5) with the bonus.
fn bumpsy_stronger_when_hurt() -> crate::scenario::Test {
    Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Bumpsy"])
        .behavior("Bumpsy", &STRONGER_WHEN_HURT)
        .start()
}

#[test]
fn damage_equal_to_its_power_destroys_an_undamaged_creature_before_the_bonus() {
    let mut t = bumpsy_stronger_when_hurt();
    let bumpsy = t.find("Bumpsy");
    t.g.deal_damage(bumpsy, 5);
    t.advance();
    assert_eq!(t.discard(A), ["Bumpsy"]);
}

#[test]
fn a_creature_that_survives_damage_gets_the_bonus_against_later_damage() {
    let mut t = bumpsy_stronger_when_hurt();
    let bumpsy = t.find("Bumpsy");
    assert_eq!(t.power("Bumpsy"), 5);
    t.g.deal_damage(bumpsy, 3);
    t.advance();
    assert_eq!(t.power("Bumpsy"), 9, "survived: the bonus applies");
    t.g.deal_damage(bumpsy, 5);
    t.advance();
    assert_eq!(t.line(A), ["Bumpsy"], "8 damage is less than 9 power");
    t.g.heal(bumpsy, 8);
    assert_eq!(t.power("Bumpsy"), 5, "no damage, no bonus");
}

#[test]
fn simultaneous_hits_on_an_undamaged_creature_are_all_fresh() {
    let mut t = bumpsy_stronger_when_hurt();
    let bumpsy = t.find("Bumpsy");
    // Two hits of one ability, dealt at once: both are fresh.
    t.g.deal_damage_each(&[bumpsy, bumpsy], 3);
    t.advance();
    assert_eq!(t.discard(A), ["Bumpsy"]);
}
