//! Unit tests of damage divided among a creature's neighbors instead
//! ([`GameAction::DividedAmongNeighbors`]): half to each of two, the
//! active player choosing who takes an odd point, each neighbor's armor
//! applying to its share.

use crate::ability::{Behavior, Queries};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, GameAction, Query};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "Damage this creature would be dealt is divided among its neighbors
/// instead."
static DIVIDES_ITS_DAMAGE: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS_BUT_READYING,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Damage { card, amount },
        } = *q
        {
            if card == me && !g.dividing_damage() {
                *q = Query::Instead {
                    action: GameAction::DividedAmongNeighbors { card, amount },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn even_damage_is_halved_between_the_two_neighbors_each_armor_applying() {
    let mut t = scenario()
        .behavior("Krump", &DIVIDES_ITS_DAMAGE)
        .battleline(A, &["Sequis", "Krump", "Bumpsy"])
        .start();
    t.g.deal_damage(t.find("Krump"), 6);
    t.advance();
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.damage("Sequis"), 1, "3, less its 2 armor");
    assert_eq!(t.damage("Bumpsy"), 3);
}

#[test]
fn odd_damage_asks_the_active_player_which_neighbor_takes_the_extra_point() {
    let mut t = scenario()
        .behavior("Krump", &DIVIDES_ITS_DAMAGE)
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.g.deal_damage(t.find("Krump"), 3);
    t.advance();
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(A),
        "the active player, not the creature's controller"
    );
    t.choose("Bumpsy");
    assert_eq!((t.damage("Bumpsy"), t.damage("Krump")), (2, 0));
}

#[test]
fn a_share_of_divided_damage_is_not_divided_again() {
    let mut t = scenario()
        .behavior("Krump", &DIVIDES_ITS_DAMAGE)
        .behavior("Troll", &DIVIDES_ITS_DAMAGE)
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.g.deal_damage(t.find("Krump"), 4);
    t.advance();
    assert_eq!(t.g.outcome(), None);
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (4, 0));
}
