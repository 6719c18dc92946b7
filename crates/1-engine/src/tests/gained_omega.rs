//! Omega gained: a card that gains omega (answering
//! [`Query::Keywords`](crate::Query::Keywords) for it, as Chronophage does
//! for the opponent's creatures and artifacts) ends step 3 once it has
//! been played, as a card printed with omega does.

use crate::ability::{Behavior, Queries};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Choice;
use crate::Player::A;
use crate::Query;
use keysim_facts::{House, Keywords};

fn scenario(house: House) -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(POOL.get_or_init(|| CardPool::from_lookup(|_| None)), house)
}

/// The creatures of the opponent of this card's controller gain omega.
static GIVES_ENEMY_CREATURES_OMEGA: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if g.card(*card).controller != g.card(me).controller && g.is_creature_card(*card) {
                *value = value.with(Keywords::OMEGA);
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_creature_that_gained_omega_ends_the_step_once_played() {
    let mut t = scenario(House::Brobnar)
        .behavior("Dust Pixie", &GIVES_ENEMY_CREATURES_OMEGA)
        .battleline(crate::Player::B, &["Dust Pixie"])
        .hand(A, &["Krump", "Troll"])
        .start();
    let troll = t.find("Troll");
    t.play("Krump");
    assert!(!t.is_legal(Choice::Play(troll)), "omega: the step is over");
}

#[test]
fn a_creature_without_omega_leaves_the_step_going() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump", "Troll"])
        .start();
    let troll = t.find("Troll");
    t.play("Krump");
    assert!(t.is_legal(Choice::Play(troll)));
}
