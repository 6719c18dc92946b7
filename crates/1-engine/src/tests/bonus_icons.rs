//! Unit tests of resolving a card's bonus icons again, as if it had been
//! played ([`Game::resolve_bonus_icons`]): its printed Æmber bonus and the
//! icons this copy was enhanced with, in the order the rules give.

use crate::scenario::Scenario;
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

#[test]
fn the_printed_amber_and_the_enhanced_amber_and_draw_icons_resolve() {
    // Anger prints one Æmber; this copy was enhanced with 1 Æmber and 2 draws.
    let mut t = scenario()
        .discard(A, &["Anger"])
        .deck(A, &["Troll", "Krump", "Smith"])
        .start();
    t.set_icons(
        "Anger",
        Icons {
            amber: 1,
            draw: 2,
            ..Icons::NONE
        },
    );
    let anger = t.find("Anger");
    assert_eq!(t.g.bonus_icons(anger).amber, 2);
    t.g.resolve_bonus_icons(anger, A);
    t.advance();
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.hand_of(A).len(), 2);
    assert_eq!(t.discard(A), ["Anger"], "the card itself stays where it is");
}

#[test]
fn capture_then_damage_icons_each_ask_for_their_creature() {
    let mut t = scenario()
        .discard(A, &["Troll"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy", "Valdr"])
        .amber(B, 3)
        .start();
    t.set_icons(
        "Troll",
        Icons {
            capture: 1,
            damage: 1,
            ..Icons::NONE
        },
    );
    let troll = t.find("Troll");
    t.g.resolve_bonus_icons(troll, A);
    t.advance();
    // The capture icon: Krump, the only friendly creature, captures 1.
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(B), 2);
    // The damage icon: any creature.
    assert!(t.asks_target());
    t.choose("Valdr");
    assert_eq!(t.damage("Valdr"), 1);
    assert_eq!(t.damage("Bumpsy"), 0);
}

#[test]
fn a_card_without_icons_resolves_nothing() {
    let mut t = scenario()
        .discard(A, &["Troll"])
        .deck(A, &["Krump"])
        .start();
    let troll = t.find("Troll");
    t.g.resolve_bonus_icons(troll, A);
    t.advance();
    assert_eq!(t.amber(A), 0);
    assert!(t.hand_of(A).is_empty());
    assert!(!t.asks_target());
}

/// Its controller's opponent resolves no bonus icons.
static OPPONENT_RESOLVES_NO_ICONS: crate::ability::Behavior = crate::ability::Behavior {
    modifies: crate::ability::Queries::RARE,
    modify: Some(|g, me, q| {
        if let crate::ability::Query::MayResolveBonusIcons { player, value, .. } = q {
            if *player != g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..crate::ability::Behavior::VANILLA
};

#[test]
fn a_player_who_cannot_resolve_bonus_icons_resolves_none_played_or_again() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .discard(A, &["Troll"])
        .battleline(B, &["Krump"])
        .behavior("Krump", &OPPONENT_RESOLVES_NO_ICONS)
        .deck(A, &["Smith"])
        .start();
    t.set_icons(
        "Troll",
        Icons {
            amber: 2,
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Anger");
    assert_eq!(t.amber(A), 0, "Anger's printed Æmber");
    let troll = t.find("Troll");
    t.g.resolve_bonus_icons(troll, A);
    t.advance();
    assert_eq!(t.amber(A), 0);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn the_controller_of_the_restriction_still_resolves_their_icons() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .battleline(A, &["Krump"])
        .behavior("Krump", &OPPONENT_RESOLVES_NO_ICONS)
        .start();
    t.play("Anger");
    assert_eq!(t.amber(A), 1);
}
