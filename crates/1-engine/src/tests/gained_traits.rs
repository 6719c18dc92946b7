//! Unit tests of traits gained from abilities ([`Game::has_trait`],
//! [`Query::HasTrait`]): a card has its printed traits and those a constant
//! ability or a lasting effect gives it.

use crate::ability::{Behavior, Queries, Query};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::{traits, House};

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Untamed,
    )
}

/// Each enemy creature has the Mutant trait.
static ENEMIES_ARE_MUTANTS: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::HasTrait { card, which, value } = q {
            if *which == traits::MUTANT && g.card(*card).controller != g.card(me).controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn printed_traits_count_without_any_ability() {
    let t = scenario().battleline(A, &["Snufflegator"]).start();
    let gator = t.find("Snufflegator");
    assert!(t.g.has_trait(gator, traits::BEAST));
    assert!(!t.g.has_trait(gator, traits::MUTANT));
}

#[test]
fn a_constant_ability_gives_a_trait_to_the_cards_it_names() {
    let t = scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &ENEMIES_ARE_MUTANTS)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Troll"])
        .start();
    assert!(t.g.has_trait(t.find("Troll"), traits::MUTANT));
    assert!(
        t.g.has_trait(t.find("Troll"), traits::GIANT),
        "printed kept"
    );
    assert!(!t.g.has_trait(t.find("Snufflegator"), traits::MUTANT));
}
