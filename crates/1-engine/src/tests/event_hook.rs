//! Unit tests of the reaction events "after a player gains Æmber by
//! reaping" and "after a creature prevents damage with its armor", and of
//! removing Æmber from a card, and "after Æmber is stolen", on a pool
//! where every card plays as its
//! printed facts; a real card is given a hand-built behaviour
//! ([`Scenario::behavior`]) to react.

use crate::ability::{Behavior, Event, Events, Queries, Query};
use crate::action::GameAction;
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

fn scenario(house: House) -> Scenario {
    Scenario::new(vanilla_pool(), house)
}

/// After the opponent gains Æmber by reaping, its controller gains 2.
static WATCHES_ENEMY_REAPS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::GainedByReaping { player, creature } = ev {
            let mine = g.card(me).controller;
            if player != mine && g.card(creature).controller == player {
                g.gain(mine, 2);
            }
        }
    }),
    hears: Events::GAINED_BY_REAPING,
    ..Behavior::VANILLA
};

/// Æmber reaped is prevented (it reaches no pool).
static PREVENTS_REAPED_AMBER: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|_, _, q| {
        if let Query::Instead {
            action: GameAction::Gain { reaped: true, .. },
        } = *q
        {
            *q = Query::Instead {
                action: GameAction::Prevented,
            };
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn gaining_amber_by_reaping_is_heard_with_the_reaper() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll"])
        .behavior("Troll", &WATCHES_ENEMY_REAPS)
        .start();
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 2, "heard once, with the reaping creature");
}

#[test]
fn reaped_amber_replaced_by_another_action_is_not_gained_by_reaping() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll"])
        .artifacts(A, &["Mighty Javelin"])
        .behavior("Troll", &WATCHES_ENEMY_REAPS)
        .behavior("Mighty Javelin", &PREVENTS_REAPED_AMBER)
        .start();
    t.reap("Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
}

/// After its armor prevents damage, its controller gains that much.
static GAINS_WHAT_ITS_ARMOR_PREVENTS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::ArmorPrevented { card, amount } = ev {
            if card == me {
                g.gain(g.card(me).controller, amount as u32);
            }
        }
    }),
    hears: Events::ARMOR_PREVENTED,
    ..Behavior::VANILLA
};

#[test]
fn armor_preventing_damage_is_heard_with_the_amount_prevented() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis"])
        .behavior("Sequis", &GAINS_WHAT_ITS_ARMOR_PREVENTS)
        .start();
    let sequis = t.find("Sequis");
    t.g.deal_damage(sequis, 3);
    assert_eq!(t.damage("Sequis"), 1);
    assert_eq!(t.amber(A), 2, "its 2 armor prevented 2");
    t.g.deal_damage(sequis, 1);
    assert_eq!(t.amber(A), 2, "its armor is spent for the turn");
}

#[test]
fn damage_a_ward_stops_never_reaches_the_armor() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis"])
        .behavior("Sequis", &GAINS_WHAT_ITS_ARMOR_PREVENTS)
        .start();
    t.set_ward("Sequis");
    let sequis = t.find("Sequis");
    t.g.deal_damage(sequis, 3);
    assert_eq!(t.damage("Sequis"), 0);
    assert_eq!(t.amber(A), 0);
    assert!(t.is_legal(Choice::Reap(sequis)));
}

#[test]
fn removing_amber_from_a_card_returns_it_to_the_supply() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis"])
        .amber(A, 1)
        .amber(B, 1)
        .start();
    t.set_amber_on("Sequis", 2);
    let sequis = t.find("Sequis");
    assert_eq!(t.g.remove_amber(sequis, 1), 1);
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(t.g.remove_amber(sequis, 5), 1, "only what is there");
    assert_eq!(t.amber_on("Sequis"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1), "no pool gets it");
}

/// At the end of its controller's "ready cards" step, discard a card from
/// hand (an ability queued by the reaction): with "a card" chosen, the
/// controller sees the hand as it is between readying and drawing.
static DISCARDS_AFTER_READYING: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::CardsReadied { player: mine }) {
            if !g.card(me).is_exhausted() {
                g.gain(mine, 1);
            }
            g.trigger(crate::bonus::DISCARD, me, mine);
        }
    }),
    hears: Events::CARDS_READIED,
    ..Behavior::VANILLA
};

#[test]
fn the_end_of_the_ready_cards_step_comes_after_readying_and_before_drawing() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis"])
        .hand(A, &["Troll", "Krump"])
        .battleline(B, &["Grey Monk"])
        .behavior("Sequis", &DISCARDS_AFTER_READYING)
        .behavior("Grey Monk", &DISCARDS_AFTER_READYING)
        .start();
    t.set_exhausted("Sequis", true);
    t.end_turn();
    assert_eq!(t.amber(A), 1, "Sequis was readied when the step ended");
    assert_eq!(t.g.active_player(), A, "the turn waits for the discard");
    t.choose("Krump");
    assert_eq!(
        t.discard(A),
        ["Krump"],
        "chosen from the hand before drawing"
    );
    assert_eq!(t.hand_of(A).len(), 6, "then step 5 refills the hand");
    assert_eq!(t.g.active_player(), B);
    assert!(
        t.discard(B).is_empty(),
        "only the active player's step ends"
    );
}

/// After Æmber is stolen from its controller, it gets that many +1 power
/// counters.
static GROWS_WHEN_ROBBED: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::AmberStolen { thief, amount } = ev {
            if thief != g.card(me).controller {
                g.add_power_counters(me, amount as u32);
            }
        }
    }),
    hears: Events::AMBER_STOLEN,
    ..Behavior::VANILLA
};

#[test]
fn amber_stolen_is_heard_with_the_thief_and_the_amount_taken() {
    let mut t = scenario(House::Untamed)
        .battleline(B, &["Troll"])
        .behavior("Troll", &GROWS_WHEN_ROBBED)
        .amber(B, 2)
        .start();
    t.g.steal(A, 3);
    assert_eq!(t.amber(A), 2, "only 2 to take");
    assert_eq!(t.card("Troll").power_counters, 2);
    t.g.steal(A, 1);
    assert_eq!(
        t.card("Troll").power_counters,
        2,
        "nothing stolen, nothing heard"
    );
    t.g.steal(B, 1);
    assert_eq!(t.card("Troll").power_counters, 2, "its controller stealing");
}
