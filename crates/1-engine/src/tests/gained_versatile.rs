//! Versatile gained: a card that gives versatile (answering
//! [`Query::Keywords`](crate::Query::Keywords) and declaring
//! [`Behavior::gives_versatile`]) lets the cards it gives it to be used
//! whatever the active house, as printed versatile does, in a game where no
//! card has the keyword printed.

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

/// A test card: each other friendly creature gains versatile.
static GIVES_FRIENDS_VERSATILE: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card != me && g.card(*card).controller == g.card(me).controller {
                *value = value.with(Keywords::VERSATILE);
            }
        }
    }),
    gives_versatile: true,
    ..Behavior::VANILLA
};

#[test]
fn a_creature_that_gained_versatile_is_used_whatever_the_active_house() {
    let mut t = scenario(House::Dis)
        .behavior("Dust Pixie", &GIVES_FRIENDS_VERSATILE)
        .battleline(A, &["Dust Pixie", "Troll"])
        .start();
    let pixie = t.find("Dust Pixie");
    assert!(
        !t.is_legal(Choice::Reap(pixie)),
        "it gives, it does not gain"
    );
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn without_the_giver_the_creature_keeps_to_its_house() {
    let t = scenario(House::Dis)
        .battleline(A, &["Dust Pixie", "Troll"])
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
}
