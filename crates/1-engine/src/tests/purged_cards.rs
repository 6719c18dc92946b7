//! Tests of purged cards as a target zone of either player
//! ([`Zones::ANY_PURGED`]) and of a purged card put back on top of its
//! owner's deck ([`Game::put_on_top_of_deck`](crate::Game::put_on_top_of_deck)).

use crate::ability::{Behavior, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Location, Zones};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Play: put a purged card on top of its owner's deck".
static UNPURGE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ANY_PURGED, crate::ability::filter::any),
    |g, f| g.put_on_top_of_deck(f.last_target()),
)]);

#[test]
fn a_purged_card_of_either_player_may_be_chosen() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &UNPURGE)
        .hand(A, &["Punch"])
        .purged(A, &["Troll"])
        .purged(B, &["Krump"])
        .start();
    t.play("Punch");
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    assert!(t.is_legal(crate::Choice::Target(troll)));
    assert!(t.is_legal(crate::Choice::Target(krump)));
    t.choose("Krump");
    assert_eq!(t.location("Krump"), Location::Deck);
    assert_eq!(t.deck_of(B)[0], "Krump", "on top of its owner's deck");
    assert!(t.purged(B).is_empty());
    assert_eq!(t.purged(A), ["Troll"]);
}
