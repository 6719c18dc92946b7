//! Unit tests of an Æmber bonus icon resolved as "make a token creature"
//! instead ([`BonusEffect::Token`] in a [`Query::BonusIconAs`] answer),
//! icon by icon, on a pool where every card plays as its printed facts but
//! the one given the ability here.

use crate::ability::{Behavior, Queries, Query};
use crate::bonus::BonusEffect;
use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::A;
use keysim_facts::{House, Icons};

/// "When you resolve an Æmber bonus icon, you may make a token creature
/// instead."
static AMBER_ICONS_MAY_MAKE_TOKENS: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::BonusIconAs {
            player,
            icon: BonusEffect::Amber,
            value,
        } = q
        {
            if *player == g.card(me).controller {
                *value |= BonusEffect::Token.bit();
            }
        }
    }),
    ..Behavior::VANILLA
};

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
    .behavior("Krump", &AMBER_ICONS_MAY_MAKE_TOKENS)
}

#[test]
fn each_aember_icon_may_make_a_token_instead_asked_one_at_a_time() {
    let mut t = scenario()
        .battleline(A, &["Krump"])
        .hand(A, &["Punch"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Grumpus")
        .start();
    t.set_icons(
        "Punch",
        Icons {
            amber: 1,
            ..Icons::NONE
        },
    );
    t.play("Punch");
    t.yes();
    t.choose_option(1);
    assert_eq!(t.line(A), ["Krump", "Grumpus"]);
    t.no();
    assert_eq!(t.amber(A), 1, "the second icon stayed Æmber");
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

#[test]
fn an_icon_made_into_a_token_with_no_token_type_makes_nothing() {
    let mut t = scenario()
        .battleline(A, &["Krump"])
        .hand(A, &["Punch"])
        .deck(A, &["Troll"])
        .start();
    t.play("Punch");
    t.yes();
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.amber(A), 0);
}
