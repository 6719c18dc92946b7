//! Unit tests of "make a Minion" ([`Step::make_named_token`]): a token of
//! the type a card names, whatever the deck's type, on a pool where every
//! card plays as its printed facts but the one given an ability here.

use crate::ability::{Behavior, Step};
use crate::named_tokens::TokenType;
use crate::scenario::Scenario;
use crate::Player::A;
use crate::{CardPool, Identity};
use keysim_facts::House;

struct Cultist;

impl TokenType for Cultist {
    const SLUG: &'static str = "cultist";
}

/// "Action: make a Cultist; enrage it."
static MAKES_A_CULTIST: Behavior = Behavior::action(&[
    Step::make_named_token::<Cultist>(),
    Step::then(|g, _| {
        let made: Vec<_> = g.tokens_just_made().collect();
        for c in made {
            g.enrage(c);
        }
    }),
]);

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
    .behavior("Krump", &MAKES_A_CULTIST)
}

#[test]
fn a_named_token_is_made_on_the_chosen_flank_from_the_top_card_before_the_next_step() {
    let mut t = scenario()
        .battleline(A, &["Krump"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Fish")
        .start();
    t.action("Krump");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Cultist", "Krump"]);
    let c = t.find("Cultist");
    assert_eq!(t.g.identity(c), Identity::Token);
    assert!(t.g.card(c).is_enraged(), "the next step found it");
    assert_eq!(t.deck_of(A), ["Bumpsy"], "Troll became the Cultist");
}

#[test]
fn a_named_token_needs_no_token_type_on_the_deck() {
    let mut t = scenario()
        .artifacts(A, &[])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll"])
        .start();
    t.action("Krump");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Krump", "Cultist"]);
}

#[test]
fn no_named_token_comes_from_an_empty_deck() {
    let mut t = scenario().battleline(A, &["Krump"]).deck(A, &[]).start();
    t.action("Krump");
    assert_eq!(t.line(A), ["Krump"]);
}
