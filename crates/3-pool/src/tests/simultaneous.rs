//! Simultaneous reactions: abilities queued at once, ordered by the
//! active player.

use keysim_engine::ability::{Behavior, Event, Step};
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, DecisionKind};
use keysim_facts::House;

use super::scenario;

// ----- Simultaneous reactions -----------------------------------------------

/// Overlord Greking and Pile of Skulls both react to the enemy creature
/// Greking destroys in a fight on its controller's turn.
fn greking_destroys_a_pixie_beside_pile_of_skulls() -> Test {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Overlord Greking"])
        .artifacts(A, &["Pile of Skulls"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .amber(B, 3)
        .start();
    t.fight("Overlord Greking", "Dust Pixie");
    t
}

#[test]
fn abilities_queued_by_one_event_are_ordered_by_the_active_player() {
    let t = greking_destroys_a_pixie_beside_pile_of_skulls();
    let d = t.g.decision().expect("a decision");
    assert_eq!(d.player, A);
    assert_eq!(d.kind, DecisionKind::TriggerOrder);
    let mut offered = t.choices();
    offered.sort_by_key(|c| format!("{c:?}"));
    let mut expected = vec![
        Choice::Trigger(t.find("Overlord Greking")),
        Choice::Trigger(t.find("Pile of Skulls")),
    ];
    expected.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(offered, expected);
}

#[test]
fn claiming_first_lets_the_claimed_creature_capture() {
    let mut t = greking_destroys_a_pixie_beside_pile_of_skulls();
    t.apply(Choice::Trigger(t.find("Overlord Greking")));
    t.choose_option(1); // the right flank
    assert_eq!(t.card("Dust Pixie").controller, A, "claimed");
    assert!(t.asks_target(), "two friendly creatures may capture");
    t.choose("Dust Pixie");
    assert_eq!(t.amber_on("Dust Pixie"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn capturing_first_leaves_greking_the_only_friendly_creature() {
    let mut t = greking_destroys_a_pixie_beside_pile_of_skulls();
    t.apply(Choice::Trigger(t.find("Pile of Skulls")));
    assert_eq!(
        t.amber_on("Overlord Greking"),
        1,
        "the only friendly creature"
    );
    t.choose_option(1); // the right flank
    assert_eq!(t.card("Dust Pixie").controller, A, "then claimed");
    assert_eq!(t.amber_on("Dust Pixie"), 0);
}

static GAIN_ONE: keysim_engine::ability::Ability = &[Step::then(|g, f| g.gain(f.controller, 1))];

/// "Each time a creature is destroyed, gain 1", queued once per event
/// with `trigger_or_repeat` (no card of this project has exactly this).
static GAINS_ONE_PER_DESTROYED: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed { .. } = ev {
            let mine = g.card(me).controller;
            g.trigger_or_repeat(GAIN_ONE, me, mine);
        }
    }),
    hears: keysim_engine::ability::Events::DESTROYED,
    ..Behavior::VANILLA
};

#[test]
fn a_board_wipe_orders_two_repeated_reactions_once() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .artifacts(A, &["Library of Babble", "Gauntlet of Command"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(
            B,
            &[
                "Dust Pixie",
                "Ganger Chieftain",
                "Bumpsy",
                "Valdr",
                "Brammo",
            ],
        )
        .behavior("Library of Babble", &GAINS_ONE_PER_DESTROYED)
        .behavior("Gauntlet of Command", &GAINS_ONE_PER_DESTROYED)
        .start();
    t.play("Gateway to Dis");
    let d = t.g.decision().expect("a decision");
    assert_eq!(d.kind, DecisionKind::TriggerOrder, "asked once");
    assert_eq!(t.choices().len(), 2);
    t.apply(Choice::Trigger(t.find("Gauntlet of Command")));
    assert_eq!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::Main),
        "no second ordering: each reaction repeats in its one stack entry"
    );
    assert_eq!(t.amber(A), 14, "7 creatures destroyed, 1 each for 2 cards");
}
