//! Unit tests of the Æmber stolen on a player's previous turn (the turn and
//! game history), of choosing among your purged cards ([`Zones::PURGED`]),
//! of the permission to play one action card of another house, and of
//! whether alpha would allow a card being played, on a
//! pool where every card plays as its printed facts; a real card is given
//! a hand-built behaviour ([`Scenario::behavior`]).

use crate::ability::{Behavior, Queries, Query, Step};
use crate::action::GameAction;
use crate::extra_plays;
use crate::scenario::Scenario;
use crate::select::{each, Zones};
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

/// Play: steal 2.
static STEALS_TWO: Behavior = Behavior::play(&[Step::steal(2)]);

#[test]
fn amber_stolen_is_counted_this_turn_and_remembered_for_the_previous_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Library Access"])
        .amber(B, 1)
        .behavior("Library Access", &STEALS_TWO)
        .start();
    t.play("Library Access");
    assert_eq!(t.g.turn_history().amber_stolen, [1, 0], "only 1 to take");
    assert_eq!(t.g.game_history().amber_stolen_last_turn, [0, 0]);
    t.end_turn();
    assert_eq!(t.g.turn_history().amber_stolen, [0, 0], "a new turn");
    assert_eq!(t.g.game_history().amber_stolen_last_turn, [1, 0]);
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(
        t.g.game_history().amber_stolen_last_turn,
        [1, 0],
        "B stole nothing on their turn; A's previous turn is still remembered"
    );
}

#[test]
fn zone_purged_selects_your_own_purged_cards() {
    let t = scenario(House::Brobnar)
        .purged(A, &["Punch", "Troll"])
        .purged(B, &["Anger"])
        .archives(A, &["Krump"])
        .start();
    let purged = each(&t.g, A, Zones::PURGED, |_| true);
    let names: Vec<_> = purged.iter().map(|&c| t.g.def(c).name).collect();
    assert_eq!(names, ["Punch", "Troll"]);
    let theirs = each(&t.g, B, Zones::PURGED, |_| true);
    assert_eq!(theirs.len(), 1);
}

/// Play: this turn, you may play one non-Logos action card.
static ALLOWS_A_NON_LOGOS_ACTION: Behavior = Behavior {
    play: &[extra_plays::allow_one_non_house_action_play(House::Logos)],
    ..extra_plays::ALLOWS_NON_HOUSE_ACTION_PLAYS
};

/// Play: this turn, you may play one non-Logos card.
static ALLOWS_A_NON_LOGOS_CARD: Behavior = Behavior {
    play: &[extra_plays::allow_one_non_house_play(House::Logos)],
    ..extra_plays::ALLOWS_NON_HOUSE_PLAYS
};

#[test]
fn a_permission_for_action_cards_allows_one_action_and_no_creature() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Library Access", "Troll", "Punch", "Fear"])
        .battleline(B, &["Krump"])
        .behavior("Library Access", &ALLOWS_A_NON_LOGOS_ACTION)
        .start();
    t.play("Library Access");
    assert!(!t.is_legal(Choice::Play(t.find("Troll"))), "not a creature");
    assert!(t.is_legal(Choice::Play(t.find("Punch"))));
    t.play("Punch");
    assert!(!t.is_legal(Choice::Play(t.find("Fear"))), "only one");
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn an_action_allowed_by_both_kinds_of_permission_uses_the_action_one() {
    for action_first in [true, false] {
        let (first, second) = if action_first {
            ("Library Access", "Phase Shift")
        } else {
            ("Phase Shift", "Library Access")
        };
        let mut t = scenario(House::Logos)
            .hand(A, &["Library Access", "Phase Shift", "Troll", "Punch"])
            .battleline(B, &["Krump"])
            .behavior("Library Access", &ALLOWS_A_NON_LOGOS_ACTION)
            .behavior("Phase Shift", &ALLOWS_A_NON_LOGOS_CARD)
            .start();
        t.play(first);
        t.play(second);
        t.play("Punch");
        assert_eq!(t.g.lasting_effects().len(), 1, "one permission left");
        assert!(
            t.is_legal(Choice::Play(t.find("Troll"))),
            "the permission for any card is kept for the creature"
        );
        t.play("Troll");
        assert!(t.g.lasting_effects().is_empty());
    }
}

/// Its controller's Æmber cannot be stolen.
static KEEPS_ITS_AMBER: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::CanBeStolen { player, value } = q {
            if *player == g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Æmber that would be stolen is captured instead by it.
static CAPTURES_STOLEN_AMBER: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS,
    modify: Some(|_, me, q| {
        if let Query::Instead {
            action: GameAction::Steal { thief, amount },
        } = *q
        {
            *q = Query::Instead {
                action: GameAction::Capture {
                    creature: me,
                    from: thief.opponent(),
                    amount,
                },
            };
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn amber_that_cannot_be_stolen_is_not_stolen_nor_replaced_whatever_the_order() {
    for (first, second) in [("Troll", "Krump"), ("Krump", "Troll")] {
        let mut t = scenario(House::Logos)
            .hand(A, &["Library Access"])
            .battleline(B, &[first, second])
            .amber(B, 3)
            .behavior("Library Access", &STEALS_TWO)
            .behavior("Troll", &KEEPS_ITS_AMBER)
            .behavior("Krump", &CAPTURES_STOLEN_AMBER)
            .start();
        t.play("Library Access");
        assert_eq!(t.amber(B), 3, "nothing stolen");
        assert_eq!(t.amber(A), 0, "nothing gained");
        assert_eq!(t.amber_on("Krump"), 0, "nothing captured instead");
        assert_eq!(t.g.turn_history().amber_stolen, [0, 0]);
    }
}

/// Play: gain 1 if alpha would allow this card's play.
static GAINS_IF_PLAYED_FIRST: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.alpha_allows_play(f.source) {
        g.gain(f.controller, 1);
    }
})]);

#[test]
fn alpha_allows_a_card_played_first_in_step_3() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Library Access"])
        .behavior("Library Access", &GAINS_IF_PLAYED_FIRST)
        .start();
    t.play("Library Access");
    assert_eq!(t.amber(A), 1, "no bonus: the gain");
}

#[test]
fn alpha_forbids_a_card_played_after_another_or_after_a_use() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Foggify", "Library Access"])
        .behavior("Library Access", &GAINS_IF_PLAYED_FIRST)
        .start();
    t.play("Foggify");
    t.play("Library Access");
    assert_eq!(t.amber(A), 1, "Foggify's bonus only");

    let mut t = scenario(House::Logos)
        .hand(A, &["Library Access"])
        .battleline(A, &["Dextre"])
        .behavior("Library Access", &GAINS_IF_PLAYED_FIRST)
        .start();
    t.reap("Dextre");
    t.play("Library Access");
    assert_eq!(t.amber(A), 1, "the reap only");
}
