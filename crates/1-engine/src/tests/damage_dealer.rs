//! Unit tests of the card dealing damage ([`Game::damage_dealer`]) and
//! damage a creature cannot be dealt by some cards
//! ([`Query::CanBeDamagedBy`]): a fighting creature deals its power,
//! assault and hazardous; a card's ability deals its damage; a bonus icon's
//! damage has no dealer.
//!
//! [`Game::damage_dealer`]: crate::Game::damage_dealer

use crate::ability::{Behavior, Queries, Query, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::{House, Icons};

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "Cannot be dealt damage by creatures with power 5 or higher."
static SAFE_FROM_THE_MIGHTY: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::CanBeDamagedBy {
            card,
            dealer,
            value,
        } = q
        {
            if *card == me && g.is_creature_card(*dealer) && g.power(*dealer) >= 5 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Reap: deal 2 damage to a creature."
static REAP_TWO_DAMAGE: Behavior =
    Behavior::reap(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 2)]);

#[test]
fn a_mighty_creature_deals_no_fight_damage_to_it() {
    let mut t = scenario()
        .battleline(A, &["Troll", "Looter Goblin"])
        .battleline(B, &["Grey Monk"])
        .behavior("Grey Monk", &SAFE_FROM_THE_MIGHTY)
        .start();
    t.fight("Troll", "Grey Monk");
    assert_eq!(t.damage("Grey Monk"), 0, "Troll has 8 power");
    assert_eq!(t.damage("Troll"), 3, "it still deals its own");
    t.fight("Looter Goblin", "Grey Monk");
    assert_eq!(t.discard(A), ["Looter Goblin"], "2 power: damage dealt");
    assert_eq!(t.damage("Grey Monk"), 2);
}

#[test]
fn nor_its_abilities_damage() {
    let mut t = scenario()
        .battleline(A, &["Krump", "Looter Goblin"])
        .battleline(B, &["Grey Monk"])
        .behavior("Krump", &REAP_TWO_DAMAGE)
        .behavior("Looter Goblin", &REAP_TWO_DAMAGE)
        .behavior("Grey Monk", &SAFE_FROM_THE_MIGHTY)
        .start();
    t.reap("Krump");
    t.choose("Grey Monk");
    assert_eq!(t.damage("Grey Monk"), 0, "Krump has 6 power");
    assert_eq!(t.g.damage_dealer(), crate::CardRef::NONE, "none once done");
    t.reap("Looter Goblin");
    t.choose("Grey Monk");
    assert_eq!(t.damage("Grey Monk"), 2);
}

#[test]
fn a_bonus_damage_icon_has_no_dealer() {
    let mut t = scenario()
        .hand(A, &["Troll"])
        .battleline(B, &["Grey Monk"])
        .behavior("Grey Monk", &SAFE_FROM_THE_MIGHTY)
        .start();
    t.set_icons(
        "Troll",
        Icons {
            damage: 1,
            ..Icons::NONE
        },
    );
    t.play("Troll");
    t.choose("Grey Monk");
    assert_eq!(t.damage("Grey Monk"), 1, "dealt by a game step, not Troll");
}
