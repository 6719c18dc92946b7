//! Unit tests of exalting ([`Game::exalt`](crate::Game::exalt)): who
//! exalted a creature is the controller of the card whose ability did,
//! announced by [`Event::Exalted`] and counted in
//! [`TurnHistory::friendly_exalted`](crate::TurnHistory) when the creature
//! is theirs; on a pool where every card plays as its printed facts, real
//! cards given hand-built behaviours.

use crate::ability::{filter, Behavior, Event, Events, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Zones};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

fn scenario(house: House) -> Scenario {
    Scenario::new(vanilla_pool(), house)
}

/// Play: exalt a creature.
static EXALTS_A_CREATURE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::any),
    |g, f| g.exalt(f.last_target()),
)]);

/// Each time its controller exalts a creature, they gain 1; each time the
/// other player does, that player gains 2.
static PAYS_FOR_EXALTING: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Exalted { by, .. } = ev {
            let gained = if by == g.card(me).controller { 1 } else { 2 };
            g.gain(by, gained);
        }
    }),
    hears: Events::EXALTED,
    ..Behavior::VANILLA
};

#[test]
fn exalting_a_friendly_creature_is_announced_and_counted_for_its_exalter() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll", "Krump"])
        .behavior("Punch", &EXALTS_A_CREATURE)
        .behavior("Krump", &PAYS_FOR_EXALTING)
        .start();
    t.play("Punch");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(A), 1 + 1, "Punch's bonus and the reaction's 1");
    assert_eq!(t.g.turn_history().friendly_exalted, [1, 0]);
}

#[test]
fn exalting_an_enemy_creature_is_announced_but_not_counted_as_friendly() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Troll", "Krump"])
        .behavior("Punch", &EXALTS_A_CREATURE)
        .behavior("Krump", &PAYS_FOR_EXALTING)
        .start();
    t.play("Punch");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(A), 1 + 2, "A exalted: Krump's controller is B");
    assert_eq!(t.g.turn_history().friendly_exalted, [0, 0]);
}
