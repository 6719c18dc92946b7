//! Tests of [`Game::attach_as_upgrade`](crate::Game::attach_as_upgrade): an
//! action card, while it is played, attached to a creature as an upgrade.

use crate::ability::{Behavior, Queries, Reach, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::Player::A;
use crate::{CardPool, Location, Query, Zones};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test action: "Play: attach this card to a creature as an upgrade
/// with 'This creature gets +3 power'".
static BECOMES_AN_UPGRADE: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, crate::ability::filter::any),
        |g, f| {
            g.attach_as_upgrade(f.source, f.last_target());
        },
    )],
    modifies: Queries::POWER,
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn an_action_attached_as_it_is_played_stays_as_an_upgrade() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &BECOMES_AN_UPGRADE)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Punch");
    assert_eq!(t.location("Punch"), Location::Attached);
    assert_eq!(t.card("Punch").host, t.find("Troll"));
    assert_eq!(t.power("Troll"), 11);
    assert!(t.discard(A).is_empty(), "not discarded once played");
    t.g.destroy(t.find("Troll"));
    t.advance();
    assert_eq!(
        t.discard(A),
        ["Punch", "Troll"],
        "it goes with its creature"
    );
}
