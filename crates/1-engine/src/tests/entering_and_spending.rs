//! Unit tests of how a creature may enter play (stunned) and of Æmber on
//! cards that an ability lets a player spend as if it were in their pool,
//! on a pool where every card plays as its printed facts.

use crate::ability::{Behavior, Queries, Query, Reach};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, Flank};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

fn scenario(house: House) -> Scenario {
    Scenario::new(vanilla_pool(), house)
}

/// "This creature enters play stunned."
static ENTERS_STUNNED: Behavior = Behavior {
    modifies: Queries::RARE,
    reach: Reach::Itself,
    modify: Some(|_, me, q| {
        if let Query::EntersStunned { card, value } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_creature_that_enters_play_stunned_is_stunned_when_played_or_put_into_play() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Troll", "Krump"])
        .behavior("Troll", &ENTERS_STUNNED)
        .start();
    t.play("Troll");
    assert!(t.stunned("Troll"));
    t.play("Krump");
    t.flank(Flank::Right);
    assert!(!t.stunned("Krump"), "only the one that says so");
    let troll = t.find("Troll");
    t.g.return_to_hand(troll);
    t.g.put_into_play(troll, B, Flank::Left);
    assert!(t.stunned("Troll"), "put into play, stunned too");
}

/// "You may spend Æmber on friendly creatures as if it were in your pool."
static FRIENDLY_AMBER_SPENDABLE: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::SpendsAsPool { card, value } = q {
            if g.in_battleline(*card) && g.card(*card).controller == g.card(me).controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn amber_an_ability_lets_a_player_spend_pays_for_a_key_in_step_one() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .behavior("Troll", &FRIENDLY_AMBER_SPENDABLE)
        .amber(A, 3)
        .start();
    t.set_amber_on("Krump", 3);
    t.set_amber_on("Bumpsy", 3);
    assert!(t.g.is_forge_bank(t.find("Krump")));
    assert!(!t.g.is_forge_bank(t.find("Bumpsy")), "not the opponent's");
    assert_eq!(t.g.forge_bank(A), 3);
    assert_eq!(t.g.forge_bank(B), 0);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 1);
    assert_eq!((t.amber(A), t.amber_on("Krump")), (0, 0));
}

#[test]
fn amber_on_creatures_pays_for_nothing_without_such_an_ability() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .amber(A, 3)
        .start();
    t.set_amber_on("Krump", 3);
    assert_eq!(t.g.forge_bank(A), 0);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 0);
}

/// "Your opponent may spend Æmber on this creature as if it were in their
/// pool."
static OPPONENT_MAY_SPEND_ITS_AMBER: Behavior = Behavior {
    modifies: Queries::RARE,
    reach: Reach::Itself,
    modify: Some(|_, me, q| {
        if let Query::OpponentSpendsAsPool { card, value } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn amber_on_an_enemy_creature_an_ability_lets_a_player_spend_pays_for_their_key() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy", "Krump"])
        .behavior("Bumpsy", &OPPONENT_MAY_SPEND_ITS_AMBER)
        .amber(A, 3)
        .start();
    t.set_amber_on("Bumpsy", 3);
    t.set_amber_on("Krump", 3);
    let bumpsy = t.find("Bumpsy");
    assert!(t.g.is_forge_bank_for(bumpsy, A));
    assert!(!t.g.is_forge_bank_for(bumpsy, B), "not its controller");
    assert!(!t.g.is_forge_bank_for(t.find("Krump"), A), "only that one");
    assert_eq!((t.g.forge_bank(A), t.g.forge_bank(B)), (3, 0));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 1);
    assert_eq!((t.amber(A), t.amber_on("Bumpsy")), (0, 0));
    assert_eq!(t.amber_on("Krump"), 3);
}

#[test]
fn amber_on_an_enemy_creature_pays_only_what_the_pool_lacks_when_forging_by_an_ability() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Bumpsy"])
        .behavior("Bumpsy", &OPPONENT_MAY_SPEND_ITS_AMBER)
        .amber(A, 4)
        .start();
    t.set_amber_on("Bumpsy", 3);
    assert!(t.g.forge_key_paying(A, 6));
    assert_eq!(t.keys(A), 1);
    assert_eq!((t.amber(A), t.amber_on("Bumpsy")), (0, 1), "the pool first");
}
