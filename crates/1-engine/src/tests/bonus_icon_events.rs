//! Unit tests of the events of bonus icons: "after you resolve a bonus
//! icon" ([`Event::BonusIconResolved`], told once each icon's effect is
//! over, before the next icon) and "after a card's bonus icons resolved"
//! ([`Event::BonusIconsResolved`], with every icon of the resolution), on
//! a pool where every card plays as its printed facts; a real card is
//! given a hand-built behaviour ([`Scenario::behavior`]) to react.

use crate::ability::{Behavior, Event, Events};
use crate::scenario::Scenario;
use crate::BonusEffect;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::{House, Icons};

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// After its controller resolves a draw icon, they gain 1 per card in
/// their hand.
static GAINS_HAND_SIZE_PER_DRAW_ICON: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::BonusIconResolved {
            player,
            icon: BonusEffect::Draw,
            ..
        } = ev
        {
            if player == mine {
                g.gain(mine, g.player(mine).hand.len() as u32);
            }
        }
    }),
    hears: Events::BONUS_ICON_RESOLVED,
    ..Behavior::VANILLA
};

/// After its controller resolves a damage icon, they gain 1 if a creature
/// is damaged.
static GAINS_IF_DAMAGED_AFTER_DAMAGE_ICON: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::BonusIconResolved {
            player,
            icon: BonusEffect::Damage,
            ..
        } = ev
        {
            if player == g.card(me).controller && g.all_creatures().any(|c| g.card(c).damage > 0) {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::BONUS_ICON_RESOLVED,
    ..Behavior::VANILLA
};

/// After its controller's card's bonus icons resolved, they gain 1 plus
/// the number of draw icons resolved.
static GAINS_PER_RESOLUTION: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::BonusIconsResolved { player, icons, .. } = ev {
            if player == g.card(me).controller {
                g.gain(player, 1 + icons.draw as u32);
            }
        }
    }),
    hears: Events::BONUS_ICONS_RESOLVED,
    ..Behavior::VANILLA
};

const TWO_DRAWS: Icons = Icons {
    draw: 2,
    ..Icons::NONE
};

#[test]
fn each_draw_icon_is_heard_after_its_own_card_is_drawn() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .battleline(A, &["Krump"])
        .behavior("Krump", &GAINS_HAND_SIZE_PER_DRAW_ICON)
        .deck(A, &["Troll", "Bumpsy"])
        .start();
    t.set_icons("Anger", TWO_DRAWS);
    t.play("Anger");
    assert_eq!(t.hand_of(A).len(), 2);
    // Anger's Æmber bonus, then 1 (hand of 1) and 2 (hand of 2): the
    // reaction to the first icon comes before the second draw.
    assert_eq!(t.amber(A), 1 + 1 + 2);
}

#[test]
fn a_damage_icon_is_heard_once_its_damage_is_dealt() {
    let mut t = scenario()
        .hand(A, &["Troll"])
        .battleline(A, &["Krump"])
        .behavior("Krump", &GAINS_IF_DAMAGED_AFTER_DAMAGE_ICON)
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_icons(
        "Troll",
        Icons {
            damage: 1,
            ..Icons::NONE
        },
    );
    t.play("Troll");
    if t.g
        .decision()
        .is_some_and(|d| matches!(d.kind, crate::DecisionKind::Placement { .. }))
    {
        t.flank(crate::Flank::Right);
    }
    assert!(t.asks_target());
    t.choose("Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 1);
    assert_eq!(t.amber(A), 1, "heard after the damage");
}

#[test]
fn all_the_icons_of_a_played_card_are_heard_after_the_last() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .battleline(A, &["Krump"])
        .behavior("Krump", &GAINS_PER_RESOLUTION)
        .deck(A, &["Troll", "Bumpsy"])
        .start();
    t.set_icons("Anger", TWO_DRAWS);
    t.play("Anger");
    assert_eq!(t.hand_of(A).len(), 2);
    assert_eq!(t.amber(A), 1 + 1 + 2, "Anger's bonus, then 1 + 2 draws");
}

#[test]
fn a_card_played_without_icons_is_heard_too() {
    let mut t = scenario()
        .hand(A, &["Troll"])
        .battleline(A, &["Krump"])
        .behavior("Krump", &GAINS_PER_RESOLUTION)
        .start();
    t.play("Troll");
    if t.g
        .decision()
        .is_some_and(|d| matches!(d.kind, crate::DecisionKind::Placement { .. }))
    {
        t.flank(crate::Flank::Right);
    }
    assert_eq!(t.amber(A), 1);
}

#[test]
fn icons_resolved_as_if_played_are_heard_and_may_be_resolved_again() {
    let mut t = scenario()
        .discard(A, &["Anger"])
        .battleline(A, &["Krump"])
        .behavior("Krump", &GAINS_PER_RESOLUTION)
        .deck(A, &["Troll", "Bumpsy", "Smith"])
        .start();
    t.set_icons(
        "Anger",
        Icons {
            draw: 1,
            ..Icons::NONE
        },
    );
    let anger = t.find("Anger");
    t.g.resolve_bonus_icons(anger, A);
    t.advance();
    // Anger's printed Æmber and its draw, then the reaction: 1 + 1.
    assert_eq!(t.amber(A), 1 + 2);
    assert_eq!(t.hand_of(A).len(), 1);
    t.g.resolve_icons(anger, A, TWO_DRAWS);
    t.advance();
    assert_eq!(t.hand_of(A).len(), 3, "the icons given, not the card's");
    assert_eq!(t.amber(A), 3 + 3);
}

/// Its controller's opponent cannot resolve bonus icons.
static OPPONENT_RESOLVES_NO_ICONS: Behavior = Behavior {
    modifies: crate::ability::Queries::RARE,
    modify: Some(|g, me, q| {
        if let crate::ability::Query::MayResolveBonusIcons { player, value, .. } = q {
            if *player != g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn icons_that_cannot_resolve_are_heard_as_none_resolved() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .behavior("Krump", &GAINS_PER_RESOLUTION)
        .behavior("Troll", &OPPONENT_RESOLVES_NO_ICONS)
        .deck(A, &["Bumpsy", "Smith"])
        .start();
    t.set_icons("Anger", TWO_DRAWS);
    t.play("Anger");
    assert!(t.hand_of(A).is_empty(), "no icon resolved");
    assert_eq!(t.amber(A), 1, "heard once, with no draw icon resolved");
}
