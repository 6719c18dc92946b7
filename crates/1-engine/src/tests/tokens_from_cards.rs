//! Unit tests of token creatures made otherwise than from the deck's token
//! type and top card ([`Game::make_token_as`], [`Game::put_into_play_as_token`])
//! and of a random pick among cards ([`Game::random_among`]), on a pool
//! where every card plays as its printed facts.

use crate::rng::GameRng;
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, CardRef, Flank, Game, Identity, Location};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

fn cultist() -> keysim_facts::CardId {
    keysim_facts::by_name("Cultist", None, None).unwrap()
}

#[test]
fn a_token_of_a_named_type_is_made_from_the_top_card_whatever_the_decks_type() {
    let mut t = scenario()
        .battleline(A, &["Krump"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Fish")
        .start();
    let c = t.g.make_token_as(A, Flank::Left, cultist());
    assert_eq!(t.line(A), ["Cultist", "Krump"]);
    assert_eq!(t.g.identity(c), Identity::Token);
    assert_eq!(t.deck_of(A), ["Bumpsy"], "Troll became the Cultist");
    assert_eq!(t.g.tokens_just_made().collect::<Vec<_>>(), [c]);
}

#[test]
fn no_token_of_a_named_type_comes_from_an_empty_deck() {
    let mut t = scenario().deck(A, &[]).start();
    assert!(t.g.make_token_as(A, Flank::Left, cultist()).is_none());
    assert!(t.line(A).is_empty());
}

#[test]
fn a_card_out_of_play_enters_as_the_decks_token_and_is_itself_again_when_it_leaves() {
    let mut t = scenario().discard(A, &["Punch"]).token(A, "Priest").start();
    let punch = t.find("Punch");
    let c = t.g.put_into_play_as_token(punch, A, Flank::Right);
    assert_eq!(c, punch);
    assert_eq!(t.line(A), ["Priest"]);
    t.g.destroy(c);
    t.advance();
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(t.g.identity(punch), Identity::Printed);
}

#[test]
fn tokens_made_either_way_are_tokens_in_every_observation_and_sample() {
    let mut t = scenario()
        .deck(A, &["Troll", "Bumpsy", "Krump"])
        .discard(A, &["Punch"])
        .token(A, "Priest")
        .start();
    let punch = t.find("Punch");
    let named = t.g.make_token_as(A, Flank::Left, cultist());
    let from_discard = t.g.put_into_play_as_token(punch, A, Flank::Right);
    let from_deck = t.g.make_token(A, Flank::Right);
    let deployed = t.g.make_token_at(A, 1);
    let tokens = [named, from_discard, from_deck, deployed];
    assert_eq!(t.line(A), ["Cultist", "Priest", "Priest", "Priest"]);
    assert_eq!(t.g.token_creatures(A), 4);
    for p in [A, B] {
        let obs = t.g.observe(p);
        assert_eq!(obs.game().token_creatures(A), 4, "{p}'s observation");
        let mut rng = GameRng::seed_from_u64(3);
        for _ in 0..10 {
            let g = obs.sample(&mut rng);
            for c in tokens {
                assert_eq!(g.identity(c), Identity::Token, "{p}'s sample");
            }
        }
    }
}

#[test]
fn a_card_cannot_become_a_token_when_the_deck_names_no_token_type() {
    let mut t = scenario().discard(A, &["Punch"]).start();
    let punch = t.find("Punch");
    assert!(t.g.put_into_play_as_token(punch, A, Flank::Right).is_none());
    assert_eq!(t.g.card(punch).location, Location::Discard);
}

#[test]
fn a_random_pick_is_one_of_the_cards_and_each_can_come_up() {
    let mut t = scenario().hand(A, &["Troll", "Krump", "Bumpsy"]).start();
    let hand: Vec<CardRef> = t.g.player(A).hand.as_slice().to_vec();
    let mut seen = [0u32; 3];
    for _ in 0..60 {
        let c = t.g.random_among(&hand);
        let i = hand.iter().position(|&h| h == c).expect("one of the cards");
        seen[i] += 1;
    }
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    assert!(Game::random_among(&mut t.g, &[]).is_none());
}

#[test]
fn a_token_made_from_an_enhanced_card_has_no_bonus_icons() {
    let mut t = scenario()
        .deck(A, &["Troll", "Krump"])
        .discard(A, &["Punch"])
        .token(A, "Priest")
        .start();
    let icons = keysim_facts::Icons {
        capture: 1,
        draw: 2,
        ..keysim_facts::Icons::NONE
    };
    t.set_icons("Krump", icons);
    t.set_icons("Punch", icons);
    let punch = t.find("Punch");
    let from_deck = t.g.make_token(A, Flank::Left);
    let from_discard = t.g.put_into_play_as_token(punch, A, Flank::Left);
    for c in [from_deck, from_discard] {
        assert_eq!(t.g.bonus_icons(c), keysim_facts::Icons::NONE);
    }
    t.g.destroy(punch);
    t.advance();
    let own = t.g.bonus_icons(punch);
    assert_eq!(
        (own.capture, own.draw),
        (1, 2),
        "out of play, its own card again"
    );
}
