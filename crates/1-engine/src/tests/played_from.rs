//! Tests of [`Game::played_from`](crate::Game::played_from): the zone a
//! card being played came from, read by "each time you play a card from
//! your discard pile".

use crate::ability::{Behavior, Events, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::Player::A;
use crate::{CardPool, Event, Location, Zones};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Play: play a card from your discard pile".
static PLAYS_FROM_DISCARD: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::DISCARD, crate::ability::filter::any),
    |g, f| {
        g.play_from_anywhere(f.last_target(), f.controller);
    },
)]);

/// A test card: "Each time you play a card from your discard pile, gain
/// 1".
static PAID_FOR_DISCARD_PLAYS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller && g.played_from(card) == Some(Location::Discard) {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

#[test]
fn a_card_played_from_a_discard_pile_is_known_to_come_from_there() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Punch", &PLAYS_FROM_DISCARD)
        .behavior("Troll", &PAID_FOR_DISCARD_PLAYS)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll"])
        .discard(A, &["Library of Babble", "Krump"])
        .start();
    t.play("Punch");
    assert_eq!(t.amber(A), 1, "Punch's bonus only: it came from hand");
    t.choose("Library of Babble");
    assert_eq!(t.artifacts_of(A), ["Library of Babble"]);
    assert_eq!(
        t.amber(A),
        2,
        "Library of Babble came from the discard pile"
    );
}

#[test]
fn a_card_not_being_played_was_played_from_nowhere() {
    let t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll"])
        .start();
    assert_eq!(t.g.played_from(t.find("Troll")), None);
}
