//! The powers of a whole battleline read in one pass
//! ([`Game::battleline_powers`](crate::Game::battleline_powers)) are the
//! powers of its creatures one by one: a power lowered below 0 counts as 0.

use crate::ability::{Behavior, Queries, Reach};
use crate::scenario::{Scenario, Test};
use crate::Player::{self, A, B};
use crate::{CardPool, Query};
use keysim_facts::House;

fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "Each enemy creature gets -3 power."
static ENEMIES_LOSE_THREE: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Any,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.in_battleline(*card) && g.card(*card).controller != g.card(me).controller {
                *value -= 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Each other friendly creature gets +1 power."
static FRIENDS_GAIN_ONE: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card != me
                && g.in_battleline(*card)
                && g.card(*card).controller == g.card(me).controller
            {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The battleline's powers read in one pass, into a buffer just long
/// enough for it.
fn line_powers(t: &Test, p: Player) -> Vec<i32> {
    let mut out = vec![0; t.g.creatures(p).len()];
    t.g.battleline_powers(p, &mut out).to_vec()
}

fn each_power(t: &Test, p: Player) -> Vec<i32> {
    t.g.creatures(p).iter().map(|&c| t.g.power(c)).collect()
}

#[test]
fn a_power_lowered_below_zero_counts_as_zero_in_the_battleline() {
    // Dust Pixie (1 power) and Troll (8) facing "each enemy creature
    // gets -3 power".
    let t = Scenario::new(vanilla_pool(), House::Untamed)
        .battleline(A, &["Dust Pixie", "Troll"])
        .battleline(B, &["Krump"])
        .behavior("Krump", &ENEMIES_LOSE_THREE)
        .start();
    assert_eq!(line_powers(&t, A), [0, 5]);
    assert_eq!(line_powers(&t, A), each_power(&t, A));
    assert_eq!(line_powers(&t, B), each_power(&t, B));
}

#[test]
fn powers_only_raised_match_each_creatures_power() {
    let t = Scenario::new(vanilla_pool(), House::Untamed)
        .battleline(A, &["Dust Pixie", "Troll", "Krump"])
        .behavior("Troll", &FRIENDS_GAIN_ONE)
        .battleline(B, &["Bumpsy"])
        .start();
    assert_eq!(line_powers(&t, A), [2, 8, 7]);
    assert_eq!(line_powers(&t, A), each_power(&t, A));
    assert_eq!(line_powers(&t, B), [5]);
}

#[test]
fn a_power_raised_and_lowered_counts_as_zero_only_below_zero() {
    // Dust Pixie: 1 + 1 - 3 is below 0; Troll: 8 - 3.
    let t = Scenario::new(vanilla_pool(), House::Untamed)
        .battleline(A, &["Dust Pixie", "Troll", "Ancient Bear"])
        .behavior("Ancient Bear", &FRIENDS_GAIN_ONE)
        .battleline(B, &["Krump"])
        .behavior("Krump", &ENEMIES_LOSE_THREE)
        .start();
    assert_eq!(line_powers(&t, A), each_power(&t, A));
    assert_eq!(line_powers(&t, A)[..2], [0, 6]);
}
