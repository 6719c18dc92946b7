//! Unit tests of [`Game::make_token_from`](crate::Game::make_token_from):
//! a given card put into play facedown as a token creature of a given
//! type ("put it into play as a token creature", "make a Blorb").

use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Flank, Identity, Location};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

#[test]
fn a_card_from_hand_enters_play_as_a_token_of_the_type_named() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .hand(A, &["Troll"])
        .battleline(A, &["Krump"])
        .token(A, "Grumpus")
        .start();
    let troll = t.find("Troll");
    let blorb = keysim_facts::by_slug("blorb", None, None).expect("Blorb is a token type");
    assert_eq!(t.g.make_token_from(troll, blorb, A, Flank::Left), troll);
    assert_eq!(
        t.line(A),
        ["Blorb", "Krump"],
        "its type, not the deck's Grumpus"
    );
    assert_eq!(t.g.identity(troll), Identity::Token);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn the_token_is_its_own_card_again_when_it_leaves_play() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .hand(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    let troll = t.find("Troll");
    let blorb = keysim_facts::by_slug("blorb", None, None).expect("Blorb is a token type");
    t.g.make_token_from(troll, blorb, A, Flank::Right);
    t.g.destroy(troll);
    t.advance();
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.g.identity(troll), Identity::Printed);
}

#[test]
fn a_card_already_in_play_makes_no_token() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .battleline(A, &["Troll"])
        .start();
    let troll = t.find("Troll");
    let blorb = keysim_facts::by_slug("blorb", None, None).expect("Blorb is a token type");
    assert!(t.g.make_token_from(troll, blorb, A, Flank::Right).is_none());
    assert_eq!(t.location("Troll"), Location::Battleline);
    assert_eq!(t.g.identity(troll), Identity::Printed);
}
