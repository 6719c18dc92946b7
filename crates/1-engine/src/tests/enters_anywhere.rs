//! Unit tests of entering anywhere in the battleline without printed
//! deploy ([`Query::EntersAnywhere`]: Knightapult's "you may have it enter
//! anywhere in your battleline"): a creature played, and a token made,
//! enter at the position their controller chooses.

use crate::ability::{Behavior, Queries};
use crate::scenario::Scenario;
use crate::Player::A;
use crate::{CardPool, Choice, Flank, Query};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// "Each creature you are about to put into play may enter anywhere in
/// your battleline."
static ENTERING_CARDS_DEPLOY: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::EntersAnywhere { card, value } = q {
            if g.card(*card).controller == g.card(me).controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_creature_played_that_may_enter_anywhere_enters_where_its_controller_chooses() {
    let mut t = scenario()
        .artifacts(A, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &ENTERING_CARDS_DEPLOY)
        .battleline(A, &["Troll", "Bumpsy"])
        .hand(A, &["Krump"])
        .start();
    t.play("Krump");
    assert!(t.is_legal(Choice::Position(1)));
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Troll", "Krump", "Bumpsy"]);
}

#[test]
fn a_creature_without_deploy_enters_on_a_flank() {
    let mut t = scenario()
        .battleline(A, &["Troll", "Bumpsy"])
        .hand(A, &["Krump"])
        .start();
    t.play("Krump");
    assert!(!t.is_legal(Choice::Position(1)));
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Krump", "Troll", "Bumpsy"]);
}

#[test]
fn a_token_that_may_enter_anywhere_is_made_at_a_chosen_position() {
    let mut t = scenario()
        .artifacts(A, &["Gauntlet of Command"])
        .behavior("Gauntlet of Command", &ENTERING_CARDS_DEPLOY)
        .behavior("Krump", &MAKES_A_TOKEN)
        .battleline(A, &["Troll", "Bumpsy"])
        .hand(A, &["Krump"])
        .deck(A, &["Dust Pixie"])
        .token(A, "Grumpus")
        .start();
    t.play("Krump");
    t.apply(Choice::Position(0));
    assert_eq!(t.choices().len(), 4, "positions 0 to 3: {:?}", t.choices());
    t.choose_option(2);
    assert_eq!(t.line(A), ["Krump", "Troll", "Grumpus", "Bumpsy"]);
    assert!(t.g.is_token(t.g.creatures(A)[2]));
}

/// "Play: make a token creature."
static MAKES_A_TOKEN: Behavior = Behavior::play(&[crate::ability::Step::make_tokens(1)]);
