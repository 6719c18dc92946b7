//! Unit tests of what a player may do with their bonus icons: a constant
//! ability that stops them resolving the icons of the cards they play
//! ([`Query::MayResolveBonusIcons`]), and one that lets them resolve an
//! icon as something else ([`Query::BonusIconAs`]), the player choosing
//! icon by icon.

use crate::ability::{Behavior, Queries, Query, Step};
use crate::bonus::BonusEffect;
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

/// Its controller's opponent resolves no bonus icons of the cards they play.
static OPPONENT_RESOLVES_NO_ICONS: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::MayResolveBonusIcons { player, value, .. } = q {
            if *player != g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "When you resolve a capture icon, you may steal 1 instead."
static CAPTURE_ICONS_MAY_STEAL: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::BonusIconAs {
            player,
            icon: BonusEffect::Capture,
            value,
        } = q
        {
            if *player == g.card(me).controller {
                *value |= BonusEffect::Steal.bit();
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "You may resolve any bonus icon as a capture icon instead."
static ANY_ICON_MAY_CAPTURE: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::BonusIconAs { player, value, .. } = q {
            if *player == g.card(me).controller {
                *value |= BonusEffect::Capture.bit();
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Play: gain 2", so that the card's own ability is told from its icons.
static PLAY_GAIN_TWO: Behavior = Behavior::play(&[Step::gain(2)]);

#[test]
fn a_player_stopped_from_resolving_icons_resolves_none_of_them() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .deck(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .behavior("Bumpsy", &OPPONENT_RESOLVES_NO_ICONS)
        .behavior("Anger", &PLAY_GAIN_TWO)
        .start();
    t.set_icons(
        "Anger",
        Icons {
            amber: 1,
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Anger");
    assert_eq!(t.amber(A), 2, "only the Play: ability, none of the 2 Æmber");
    assert!(t.hand_of(A).is_empty(), "no draw");
}

#[test]
fn the_stop_covers_icons_resolved_as_if_played_but_not_its_controller() {
    let mut t = scenario()
        .discard(A, &["Anger"])
        .battleline(B, &["Bumpsy"])
        .behavior("Bumpsy", &OPPONENT_RESOLVES_NO_ICONS)
        .start();
    let anger = t.find("Anger");
    t.g.resolve_bonus_icons(anger, A);
    t.advance();
    assert_eq!(t.amber(A), 0);
    t.g.resolve_bonus_icons(anger, B);
    t.advance();
    assert_eq!(t.amber(B), 1, "its controller resolves icons");
}

#[test]
fn a_capture_icon_may_be_resolved_as_a_steal() {
    let mut t = scenario()
        .hand(A, &["Anger", "Punch"])
        .battleline(A, &["Krump"])
        .behavior("Krump", &CAPTURE_ICONS_MAY_STEAL)
        .amber(B, 5)
        .start();
    t.set_icons(
        "Anger",
        Icons {
            capture: 2,
            ..Icons::NONE
        },
    );
    t.play("Anger");
    assert_eq!(t.amber(A), 1, "the printed Æmber resolves as ever");
    t.yes();
    assert_eq!(t.amber(A), 2, "stole 1");
    assert_eq!(t.amber(B), 4);
    t.no();
    assert_eq!(t.amber_on("Krump"), 1, "the second icon captures");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn an_icon_resolved_as_a_capture_may_then_become_a_steal() {
    let mut t = scenario()
        .hand(A, &["Punch"])
        .battleline(A, &["Krump", "Troll"])
        .behavior("Krump", &ANY_ICON_MAY_CAPTURE)
        .behavior("Troll", &CAPTURE_ICONS_MAY_STEAL)
        .amber(B, 5)
        .start();
    t.set_icons(
        "Punch",
        Icons {
            amber: 0,
            damage: 1,
            ..Icons::NONE
        },
    );
    t.play("Punch");
    // The printed Æmber: as a capture instead? No.
    t.no();
    assert_eq!(t.amber(A), 1);
    // The damage icon: as a capture? Yes; that capture as a steal? Yes.
    t.yes();
    t.yes();
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber(B), 4);
    assert_eq!(t.amber_on("Krump") + t.amber_on("Troll"), 0);
}
