//! Unit tests of [`QueryClass::TauntElusive`](crate::ability::QueryClass::TauntElusive):
//! ignoring taunt and elusive is a query class of its own, apart from
//! fight damage.

use crate::ability::{Behavior, Queries, Query};
use crate::question::{FightDamage, IgnoresTauntAndElusive};
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// While in play: it ignores taunt and elusive when it attacks, and it
/// deals no damage in fights.
const fn niffle(declared: Queries) -> Behavior {
    Behavior {
        modifies: declared,
        modify: Some(|_, me, q| match q {
            Query::IgnoresTauntAndElusive { attacker, value } if *attacker == me => *value = true,
            Query::FightDamage { dealer, value, .. } if *dealer == me => *value = 0,
            _ => {}
        }),
        ..Behavior::VANILLA
    }
}

#[test]
fn a_card_declaring_only_taunt_and_elusive_is_asked_only_that() {
    static DECLARED: Behavior = niffle(Queries::TAUNT_ELUSIVE);
    let t = scenario()
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .behavior("Troll", &DECLARED)
        .start();
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    assert!(t.g.query(IgnoresTauntAndElusive(troll), false));
    assert_eq!(
        t.g.query(FightDamage(troll, krump, troll), 8),
        8,
        "fight damage is another class"
    );
    let err =
        t.g.check_bookkeeping()
            .expect_err("undeclared fight damage");
    assert!(err.contains("does not declare Fight"), "{err}");
}

#[test]
fn a_card_ignoring_taunt_without_declaring_it_is_reported() {
    static UNDECLARED: Behavior = niffle(Queries::FIGHT_DAMAGE);
    let t = scenario()
        .battleline(A, &["Troll"])
        .behavior("Troll", &UNDECLARED)
        .start();
    assert!(!t.g.query(IgnoresTauntAndElusive(t.find("Troll")), false));
    let err =
        t.g.check_bookkeeping()
            .expect_err("undeclared taunt and elusive");
    assert!(err.contains("TauntElusive"), "{err}");
}
