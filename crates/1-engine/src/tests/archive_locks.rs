//! Unit tests of cards kept in archives ([`Query::LeavesArchives`]:
//! "your opponent's cards cannot leave your archives", Memrox the Red).

use crate::ability::{Behavior, Queries};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, Query};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// "No Krump can leave the archives it is in."
static KRUMP_STAYS_ARCHIVED: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, _, q| {
        if let Query::LeavesArchives { card, value } = q {
            if g.def(*card).name == "Krump" {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_kept_card_stays_whatever_an_ability_does() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll"])
        .archives(A, &["Krump", "Punch"])
        .behavior("Troll", &KRUMP_STAYS_ARCHIVED)
        .start();
    let krump = t.find("Krump");
    assert!(!t.g.may_leave_archives(krump));
    assert!(!t.g.discard_from_archives(krump));
    assert!(!t.g.purge_from_archives(krump));
    t.g.put_on_top_of_deck(krump);
    t.g.put_on_bottom_of_deck(krump);
    t.g.purge(krump);
    assert_eq!(t.archives_of(A), ["Krump", "Punch"]);
    let punch = t.find("Punch");
    assert!(t.g.discard_from_archives(punch), "another card leaves");
    assert_eq!(t.archives_of(A), ["Krump"]);
}

#[test]
fn picking_up_archives_leaves_a_kept_card_behind() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll"])
        .archives(A, &["Krump", "Punch"])
        .behavior("Troll", &KRUMP_STAYS_ARCHIVED)
        .ask_every_decision()
        .start();
    t.end_turn();
    // B's turn: choose a house, end it; A's turn: choose a house.
    while t.g.decision().map(|d| d.player) != Some(A) || !t.is_legal(Choice::PickUpArchives) {
        let next = t.choices()[0];
        let end = t.is_legal(Choice::EndTurn);
        t.apply(if end { Choice::EndTurn } else { next });
    }
    t.apply(Choice::PickUpArchives);
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert!(t.hand_of(A).contains(&"Punch"));
    assert!(!t.hand_of(A).contains(&"Krump"));
}

#[test]
fn without_a_lock_every_card_leaves() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(B, &["Troll"])
        .archives(A, &["Krump"])
        .start();
    let krump = t.find("Krump");
    assert!(t.g.may_leave_archives(krump));
    assert!(t.g.discard_from_archives(krump));
    assert_eq!(t.discard(A), ["Krump"]);
}
