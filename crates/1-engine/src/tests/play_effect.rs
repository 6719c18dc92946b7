//! Unit tests of replacing a played card's "Play:" abilities
//! ([`GameAction::ResolvePlayEffect`]), on a pool where every card plays
//! as its printed facts.

use crate::ability::{Behavior, Queries, Query, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::GameAction;
use crate::Player::{A, B};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "Play: gain 2."
static GAIN_2: Behavior = Behavior::play(&[Step::gain(2)]);

/// "Instead of the play effect of a card your opponent plays, exhaust this
/// creature."
static STUN_ME_INSTEAD: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::ResolvePlayEffect { player, .. },
        } = *q
        {
            if player != g.card(me).controller {
                *q = Query::Instead {
                    action: GameAction::Exhaust { card: me },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_replaced_play_effect_does_not_resolve_and_its_replacement_does() {
    let mut t = scenario()
        .hand(A, &["Punch"])
        .battleline(B, &["Troll"])
        .behavior("Punch", &GAIN_2)
        .behavior("Troll", &STUN_ME_INSTEAD)
        .start();
    t.play("Punch");
    assert_eq!(t.amber(A), 1, "the bonus icon only");
    assert!(t.exhausted("Troll"), "the replacement happened");
}

#[test]
fn a_play_effect_the_replacement_does_not_name_resolves() {
    let mut t = scenario()
        .hand(A, &["Punch"])
        .battleline(A, &["Troll"])
        .behavior("Punch", &GAIN_2)
        .behavior("Troll", &STUN_ME_INSTEAD)
        .start();
    t.play("Punch");
    assert_eq!(t.amber(A), 3);
    assert!(!t.exhausted("Troll"));
}
