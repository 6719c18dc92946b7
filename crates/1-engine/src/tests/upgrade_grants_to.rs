//! Unit tests of an upgrade whose [`Behavior::grants_to`] names creatures
//! besides its own: "this creature and each creature with the same name
//! gain ..." (R-Evolution).

use crate::ability::{Behavior, Step};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Choice;
use crate::Player::{A, B};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "This creature and each creature with the same name gain 'Reap: gain 1'."
static SHARED_BY_NAMESAKES: Behavior = Behavior {
    grants: Some(&GAIN_ONE_ON_REAP),
    grants_to: Some(|g, me, c| {
        let host = g.card(me).host;
        host.is_some() && g.in_battleline(c) && g.def(c).name == g.def(host).name
    }),
    ..Behavior::VANILLA
};

/// "This creature gains 'Reap: gain 1'."
static ONLY_ITS_CREATURE: Behavior = Behavior {
    grants: Some(&GAIN_ONE_ON_REAP),
    ..Behavior::VANILLA
};

static GAIN_ONE_ON_REAP: Behavior = Behavior::reap(&[Step::gain(1)]);

#[test]
fn the_upgrade_grants_its_creature_and_the_creatures_it_names() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Krump", "Krump", "Troll"])
        .upgrade(A, "Blood of Titans", "Krump")
        .behavior("Blood of Titans", &SHARED_BY_NAMESAKES)
        .start();
    let krumps = t.find_all("Krump");
    t.apply(Choice::Reap(krumps[0]));
    assert_eq!(t.amber(A), 2, "its creature: 1 for the reap, 1 granted");
    t.apply(Choice::Reap(krumps[1]));
    assert_eq!(t.amber(A), 4, "a creature of the same name");
    t.reap("Troll");
    assert_eq!(t.amber(A), 5, "another name gains nothing");
}

#[test]
fn an_upgrade_without_grants_to_grants_only_its_creature() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Krump", "Krump"])
        .battleline(B, &["Troll"])
        .upgrade(A, "Blood of Titans", "Krump")
        .behavior("Blood of Titans", &ONLY_ITS_CREATURE)
        .start();
    let krumps = t.find_all("Krump");
    t.apply(Choice::Reap(krumps[1]));
    assert_eq!(t.amber(A), 1, "not its creature");
}
