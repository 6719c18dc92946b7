//! Knowledge of hidden cards: what a player has seen of the opponent's
//! hand and archives, and what an observation shows.

use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{CardRef, Location};
use keysim_facts::House;

use super::scenario;

// ----- Knowledge of hidden cards -------------------------------------------

/// A's view of B's hand in the observation and in determinizations of it.
fn b_hand_seen_by_a(t: &Test) -> (Vec<CardRef>, Vec<Vec<CardRef>>) {
    let obs = t.g.observe(A);
    let mut rng = <rand_xoshiro::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(7);
    let sorted = |g: &keysim_engine::Game| {
        let mut h: Vec<CardRef> = g.player(B).hand.iter().collect();
        h.sort();
        h
    };
    let samples = (0..20).map(|_| sorted(&obs.sample(&mut rng))).collect();
    (sorted(obs.game()), samples)
}

#[test]
fn a_creature_returned_to_hand_stays_known_to_the_opponent() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Dextre"])
        .hand(B, &["Punch", "Troll"])
        .deck(B, &["Krump", "Anger", "Smith", "Bumpsy"])
        .start();
    let dextre = t.find("Dextre");
    assert!(!t.g.knows(A, t.find("Punch")), "dealt unseen");
    t.g.return_to_hand(dextre);
    assert!(t.g.knows(A, dextre));
    let (seen, samples) = b_hand_seen_by_a(&t);
    assert!(seen.contains(&dextre), "the observation keeps it in hand");
    assert!(
        samples.iter().all(|h| h.contains(&dextre)),
        "so do determinizations"
    );
    assert!(
        samples.iter().any(|h| !h.contains(&t.find("Punch"))),
        "the unseen cards are dealt at random"
    );
}

#[test]
fn a_known_card_shuffled_into_the_deck_and_drawn_is_unknown_again() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Dextre"])
        .deck(B, &[])
        .start();
    let dextre = t.find("Dextre");
    t.g.return_to_hand(dextre);
    assert!(t.g.knows(A, dextre));
    t.g.shuffle_zone_into_deck(B, Location::Hand);
    t.g.draw(B, 1);
    assert_eq!(t.g.card(dextre).location, Location::Hand);
    assert!(!t.g.knows(A, dextre), "drawn unseen");
}

#[test]
fn an_observation_holds_what_was_revealed_and_nothing_more() {
    let mut t = scenario(House::Brobnar)
        .hand(B, &["Punch", "Troll"])
        .deck(B, &["Krump", "Anger", "Smith", "Bumpsy"])
        .start();
    let punch = t.find("Punch");
    let mut rng = <rand_xoshiro::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(3);
    let same_view = |g: &keysim_engine::Game, rng: &mut rand_xoshiro::Xoshiro256PlusPlus| {
        let seen = format!("{:?}", g.observe(A));
        (0..10).all(|_| format!("{:?}", g.observe(A).sample(rng).observe(A)) == seen)
    };
    assert!(
        same_view(&t.g, &mut rng),
        "every deal A cannot rule out looks the same"
    );
    let (seen, _) = b_hand_seen_by_a(&t);
    assert!(!seen.contains(&punch) || !seen.contains(&t.find("Troll")));
    t.g.reveal_hand(B, A);
    assert!(same_view(&t.g, &mut rng));
    let (seen, samples) = b_hand_seen_by_a(&t);
    let mut truth = vec![punch, t.find("Troll")];
    truth.sort();
    assert_eq!(seen, truth, "the revealed hand is in A's observation");
    assert!(samples.iter().all(|h| *h == truth));
    assert!(!t.g.knows(B, t.find("Krump")), "B's deck stays unknown");
}

#[test]
fn the_cards_a_player_looks_at_keep_their_places_in_that_players_view() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Biome Discovery"])
        .deck(
            A,
            &["Troll", "Krump", "Dust Pixie", "Anger", "Smith", "Bumpsy"],
        )
        .tide_high(A)
        .start();
    t.play("Biome Discovery");
    let mut looked_at = keysim_engine::ChoiceList::new();
    t.g.legal_choices(&mut looked_at);
    assert_eq!(looked_at.len(), 3, "the top 2 cards or none: {looked_at:?}");
    let obs = t.g.observe(A);
    let mut rng = <rand_xoshiro::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(7);
    let mut rest_orders = std::collections::HashSet::new();
    for _ in 0..20 {
        let world = obs.sample(&mut rng);
        let mut offered = keysim_engine::ChoiceList::new();
        world.legal_choices(&mut offered);
        assert_eq!(offered.as_slice(), looked_at.as_slice());
        rest_orders.insert(world.player(A).deck.as_slice()[..4].to_vec());
    }
    assert!(rest_orders.len() > 1, "the cards below stay unseen");
}
