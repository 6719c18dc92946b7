//! Tests of the anomalies of Worlds Collide (Brobnar cards in the card
//! table): one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, KeyColor, Location};
use keysim_facts::House;

// ----- Ghostform -----------------------------------------------------------

#[test]
fn ghostform_makes_its_creature_invulnerable() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .upgrade(A, "Ghostform", "Krump")
        .battleline(B, &["Troll"])
        .start();
    t.fight("Krump", "Troll");
    assert_eq!(t.damage("Krump"), 0, "cannot be dealt damage");
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.archives_of(A), ["Ghostform"], "Fight: archive Ghostform");
}

#[test]
fn ghostform_is_archived_when_its_creature_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .upgrade(A, "Ghostform", "Krump")
        .start();
    let krump = t.find("Krump");
    t.g.destroy(krump);
    t.advance();
    assert_eq!(t.line(A), ["Krump"], "cannot be destroyed");
    t.reap("Krump");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.archives_of(A), ["Ghostform"]);
    t.g.destroy(krump);
    t.advance();
    assert_eq!(t.discard(A), ["Krump"], "no longer invulnerable");
}

// ----- Infomancer ----------------------------------------------------------

#[test]
fn infomancer_grafts_an_action_card_from_hand_when_played() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Infomancer", "Punch", "Anger", "Troll"])
        .start();
    t.play("Infomancer");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "only an action card"
    );
    t.choose("Punch");
    assert_eq!(t.beneath_of("Infomancer"), ["Punch"]);
    assert!(t.card("Punch").is_grafted());
    assert_eq!(t.hand_of(A), ["Anger", "Troll"]);
}

#[test]
fn infomancer_reap_triggers_the_play_effect_of_its_grafted_action() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Infomancer"])
        .grafted(A, "Punch", "Infomancer")
        .battleline(B, &["Troll"])
        .start();
    t.reap("Infomancer");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3, "Punch's Play: 3 damage");
    assert_eq!(t.amber(A), 1, "the reap only: no Æmber bonus");
    assert_eq!(t.beneath_of("Infomancer"), ["Punch"], "it stays grafted");
}

#[test]
fn infomancer_reap_without_a_graft_does_nothing_more() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Infomancer"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Infomancer");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn infomancer_graft_is_discarded_when_it_leaves_play() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Infomancer"])
        .grafted(A, "Punch", "Infomancer")
        .start();
    let infomancer = t.find("Infomancer");
    t.g.destroy(infomancer);
    t.advance();
    let mut discard = t.discard(A);
    discard.sort();
    assert_eq!(discard, ["Infomancer", "Punch"]);
}

// ----- Lateral Shift -------------------------------------------------------

#[test]
fn lateral_shift_plays_a_card_from_the_opponents_hand_as_yours() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Lateral Shift"])
        .hand(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Lateral Shift");
    t.choose("Dust Pixie");
    assert_eq!(
        t.line(A),
        ["Dust Pixie"],
        "it enters play under your control"
    );
    assert_eq!(t.amber(A), 2, "its Play: gain 2 is yours");
    assert_eq!(t.hand_of(B), ["Troll"]);
    assert_eq!(t.card("Dust Pixie").owner, B);
}

// ----- Memolith ------------------------------------------------------------

#[test]
fn memolith_grafts_an_action_card_from_hand() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Memolith"])
        .hand(A, &["Punch", "Anger"])
        .start();
    t.action("Memolith");
    t.choose_option(0);
    t.choose("Anger");
    assert_eq!(t.beneath_of("Memolith"), ["Anger"]);
    assert_eq!(t.hand_of(A), ["Punch"]);
}

#[test]
fn memolith_triggers_the_play_effect_of_a_grafted_action_of_your_choice() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Memolith"])
        .grafted(A, "Punch", "Memolith")
        .grafted(A, "Virtuous Works", "Memolith")
        .battleline(B, &["Troll"])
        .start();
    t.action("Memolith");
    t.choose_option(1);
    t.choose("Punch");
    assert_eq!(t.damage("Troll"), 3);
    let mut grafted = t.beneath_of("Memolith");
    grafted.sort();
    assert_eq!(grafted, ["Punch", "Virtuous Works"]);
}

// ----- Nizak, The Forgotten ------------------------------------------------

#[test]
fn nizak_is_invulnerable_while_fighting_and_returns_its_victim_to_hand() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Nizak, The Forgotten"])
        .battleline(B, &["Krump"])
        .start();
    t.fight("Nizak, The Forgotten", "Krump");
    assert_eq!(t.damage("Nizak, The Forgotten"), 0);
    assert!(t.line(B).is_empty());
    assert_eq!(
        t.hand_of(B),
        ["Krump"],
        "returned instead of staying discarded"
    );
}

#[test]
fn nizak_can_be_damaged_outside_a_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Nizak, The Forgotten"])
        .start();
    let nizak = t.find("Nizak, The Forgotten");
    t.g.deal_damage(nizak, 2);
    assert_eq!(t.damage("Nizak, The Forgotten"), 2);
}

#[test]
fn nizak_leaves_a_creature_destroyed_otherwise_in_the_discard_pile() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Nizak, The Forgotten"])
        .battleline(B, &["Dust Pixie"])
        .start();
    let pixie = t.find("Dust Pixie");
    t.g.destroy(pixie);
    t.advance();
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

// ----- Orb of Wonder -------------------------------------------------------

#[test]
fn orb_of_wonder_searches_the_deck_for_a_card() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Orb of Wonder"])
        .deck(A, &["Anger", "Punch", "Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Orb of Wonder")));
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Orb of Wonder"]);
    assert_eq!(t.deck_of(A).len(), 2);
}

// ----- The Grim Reaper -----------------------------------------------------

#[test]
fn the_grim_reaper_enters_ready_when_haunted() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["The Grim Reaper"])
        .discard(A, &["Virtuous Works"; 10])
        .start();
    t.play("The Grim Reaper");
    assert!(!t.exhausted("The Grim Reaper"));
}

#[test]
fn the_grim_reaper_enters_exhausted_when_not_haunted() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["The Grim Reaper"])
        .discard(A, &["Virtuous Works"; 9])
        .start();
    t.play("The Grim Reaper");
    assert!(t.exhausted("The Grim Reaper"));
}

#[test]
fn the_grim_reaper_purges_an_enemy_and_a_friendly_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["The Grim Reaper", "Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("The Grim Reaper");
    // Troll, the only enemy creature, is chosen by itself.
    t.choose("Krump");
    assert_eq!(t.purged(A), ["Krump"]);
    assert_eq!(t.purged(B), ["Troll"]);
    assert_eq!(t.line(A), ["The Grim Reaper"]);
}

// ----- Timequake -----------------------------------------------------------

#[test]
fn timequake_shuffles_friendly_cards_in_play_away_and_draws_for_each() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Timequake"])
        .battleline(A, &["Krump", "Troll"])
        .upgrade(A, "Ghostform", "Krump")
        .artifacts(A, &["Lifeward"])
        .battleline(B, &["Valdr"])
        .deck(A, &[])
        .start();
    t.play("Timequake");
    assert!(t.line(A).is_empty());
    assert!(t.artifacts_of(A).is_empty());
    assert_eq!(t.line(B), ["Valdr"]);
    let mut hand = t.hand_of(A);
    hand.sort();
    assert_eq!(
        hand,
        ["Ghostform", "Krump", "Lifeward", "Troll"],
        "4 shuffled in, 4 drawn"
    );
    assert_eq!(t.discard(A), ["Timequake"]);
}

#[test]
fn timequake_draws_nothing_for_a_card_going_to_the_opponents_deck() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Timequake"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .deck(A, &["Valdr", "Bumpsy"])
        .start();
    let troll = t.find("Troll");
    t.g.take_control(troll, A, Flank::Right);
    t.play("Timequake");
    assert_eq!(t.location("Troll"), Location::Deck);
    assert_eq!(t.g.card(troll).controller, B, "in its owner's deck");
    assert_eq!(t.hand_of(A).len(), 1, "only Krump went into your deck");
}

#[test]
fn timequake_draws_nothing_for_a_warded_creature_that_stays() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Timequake"])
        .battleline(A, &["Krump"])
        .deck(A, &["Valdr"])
        .start();
    t.set_ward("Krump");
    t.play("Timequake");
    assert_eq!(t.line(A), ["Krump"]);
    assert!(t.hand_of(A).is_empty());
}

// ----- Valoocanth ----------------------------------------------------------

#[test]
fn valoocanth_exhausts_an_enemy_creature_and_its_neighbors() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Valoocanth"])
        .battleline(B, &["Troll", "Krump", "Valdr", "Bumpsy"])
        .start();
    t.reap("Valoocanth");
    t.choose("Krump");
    assert!(t.exhausted("Troll"));
    assert!(t.exhausted("Krump"));
    assert!(t.exhausted("Valdr"));
    assert!(!t.exhausted("Bumpsy"));
    assert!(!t.is_legal(Choice::Target(t.find("Valoocanth"))));
}

#[test]
fn valoocanth_can_be_used_in_a_game_without_a_tide() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Valoocanth"])
        .battleline(B, &["Bumpsy", "Dust Pixie"])
        .start();
    t.fight("Valoocanth", "Bumpsy");
    assert_eq!(t.discard(B), ["Bumpsy"]);
    assert!(
        t.exhausted("Dust Pixie"),
        "Fight: the one enemy creature left"
    );
}

// ----- The Red Baron -------------------------------------------------------

#[test]
fn the_red_baron_steals_when_it_reaps_while_its_red_key_is_forged() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["The Red Baron"])
        .keys(A, 1)
        .amber(B, 3)
        .start();
    assert!(t.g.key_forged(A, KeyColor::Red));
    t.reap("The Red Baron");
    assert_eq!((t.amber(A), t.amber(B)), (2, 2), "1 for reaping, 1 stolen");
}

#[test]
fn the_red_baron_does_not_steal_while_its_red_key_is_unforged() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["The Red Baron"])
        .amber(B, 3)
        .start();
    t.reap("The Red Baron");
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}

#[test]
fn the_red_baron_is_elusive_while_the_opponents_red_key_is_forged() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["The Red Baron"])
        .keys(A, 1)
        .start();
    t.fight("Troll", "The Red Baron");
    assert_eq!(t.line(B), ["The Red Baron"], "elusive: no damage");
    assert_eq!(t.damage("The Red Baron"), 0);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn the_red_baron_is_not_elusive_while_the_opponents_red_key_is_unforged() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["The Red Baron"])
        .start();
    t.fight("Troll", "The Red Baron");
    assert_eq!(t.line(B), Vec::<&str>::new(), "Troll's 8 power destroys it");
}

#[test]
fn a_game_with_the_red_baron_asks_the_colour_of_each_key() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["The Red Baron"])
        .amber(B, 6)
        .start();
    t.end_turn();
    let mut choices = keysim_engine::ChoiceList::new();
    t.g.legal_choices(&mut choices);
    assert_eq!(choices.len(), 3, "red, blue or yellow");
    t.choose_option(1);
    assert!(t.g.key_forged(B, KeyColor::Blue));
    assert!(!t.g.key_forged(B, KeyColor::Red));
}
