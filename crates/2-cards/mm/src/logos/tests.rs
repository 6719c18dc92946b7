//! Tests of the Logos cards of Mass Mutation: one ruling per card and
//! branch, and the rulings of the rulebook and FAQ that name them.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, DecisionKind, Flank};
use keysim_facts::House;

/// Puts the creature being played on the right flank, if asked where.
fn place_right_if_asked(t: &mut Test) {
    if matches!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::Placement { .. })
    ) {
        t.flank(Flank::Right);
    }
}

/// Ends A's turn: B's turn starts, B choosing `house`.
fn to_turn_of_b(t: &mut Test, house: House) {
    t.end_turn();
    t.apply(Choice::House(house));
}

// ----- Auto-Encoder ---------------------------------------------------------

#[test]
fn auto_encoder_archives_the_top_card_after_a_card_is_discarded_from_hand() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Auto-Encoder"])
        .hand(A, &["Doc Bookton"])
        .deck(A, &["Krump", "Bumpsy"])
        .start();
    t.discard_card("Doc Bookton");
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

#[test]
fn auto_encoder_ignores_the_opponents_discards() {
    let mut t = scenario(House::Logos)
        .artifacts(B, &["Auto-Encoder"])
        .hand(A, &["Doc Bookton"])
        .deck(B, &["Krump"])
        .start();
    t.discard_card("Doc Bookton");
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.deck_of(B), ["Krump"]);
}

// ----- Bot Bookton ----------------------------------------------------------

#[test]
fn bot_bookton_plays_the_top_card_of_the_deck() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Bot Bookton"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.reap("Bot Bookton");
    place_right_if_asked(&mut t);
    assert_eq!(t.line(A), ["Bot Bookton", "Troll"], "even of another house");
    assert_eq!(t.deck_of(A), ["Krump"]);
}

// ----- Dæmo-Bot -------------------------------------------------------------

#[test]
fn daemo_bot_discards_a_card_to_draw_a_card() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dæmo-Bot"])
        .hand(A, &["Troll", "Bumpsy"])
        .deck(A, &["Krump"])
        .start();
    t.reap("Dæmo-Bot");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Bumpsy", "Krump"]);
}

#[test]
fn daemo_bot_with_an_empty_hand_draws_nothing() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dæmo-Bot"])
        .deck(A, &["Krump"])
        .start();
    t.reap("Dæmo-Bot");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn daemo_bot_steals_one_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dæmo-Bot"])
        .amber(A, 2)
        .start();
    t.fight("Troll", "Dæmo-Bot");
    assert_eq!(t.discard(B), ["Dæmo-Bot"]);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber(A), 1);
}

// ----- Diametric Charge -----------------------------------------------------

#[test]
fn diametric_charge_deals_one_with_two_splash() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Diametric Charge"])
        .battleline(B, &["Krump", "Troll", "Bumpsy"])
        .start();
    t.play("Diametric Charge");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Bumpsy"), 2);
    assert_eq!(t.amber(A), 1);
}

// ----- Eclectic Inquiry -----------------------------------------------------

#[test]
fn eclectic_inquiry_archives_the_top_two_cards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Eclectic Inquiry"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Eclectic Inquiry");
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

// ----- Even Ivan and Odd Clawde ---------------------------------------------

#[test]
fn even_ivan_steals_when_the_opponent_has_an_even_amount() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Even Ivan"])
        .amber(B, 4)
        .start();
    t.action("Even Ivan");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn even_ivan_does_not_steal_from_an_odd_amount() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Even Ivan"])
        .amber(B, 3)
        .start();
    t.action("Even Ivan");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn even_ivan_steals_nothing_from_zero() {
    let mut t = scenario(House::Logos).battleline(A, &["Even Ivan"]).start();
    t.action("Even Ivan");
    assert_eq!(t.amber(A), 0, "zero is even, but there is nothing to steal");
}

#[test]
fn odd_clawde_steals_when_the_opponent_has_an_odd_amount() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Odd Clawde"])
        .amber(B, 3)
        .start();
    t.action("Odd Clawde");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn odd_clawde_does_not_steal_from_an_even_amount() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Odd Clawde"])
        .amber(B, 4)
        .start();
    t.action("Odd Clawde");
    assert_eq!(t.amber(B), 4);
}

// ----- Infomorph ------------------------------------------------------------

#[test]
fn infomorphs_enhance_does_nothing_when_it_is_played() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Infomorph"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.play("Infomorph");
    assert_eq!(t.line(A), ["Infomorph"]);
    assert!(t.hand_of(A).is_empty(), "its draw icons are on other cards");
    assert_eq!(t.power("Infomorph"), 4);
}

// ----- Lethologica ----------------------------------------------------------

#[test]
fn lethologica_discards_until_a_logos_card_and_takes_it() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Lethologica"])
        .deck(A, &["Troll", "Krump", "Doc Bookton", "Bumpsy"])
        .start();
    t.play("Lethologica");
    assert_eq!(t.hand_of(A), ["Doc Bookton"]);
    assert_eq!(t.discard(A), ["Troll", "Krump", "Lethologica"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

#[test]
fn lethologica_without_a_logos_card_discards_the_whole_deck() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Lethologica"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.play("Lethologica");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.discard(A), ["Troll", "Krump", "Lethologica"]);
    assert!(t.deck_of(A).is_empty());
}

// ----- Munchling ------------------------------------------------------------

#[test]
fn munchling_discards_a_logos_card_from_archives_to_gain_one() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Munchling"])
        .battleline(B, &["Dust Pixie"])
        .archives(A, &["Doc Bookton"])
        .start();
    t.fight("Munchling", "Dust Pixie");
    t.choose("Doc Bookton");
    assert_eq!(t.discard(A), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn munchling_may_discard_from_hand_but_not_a_card_of_another_house() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Munchling"])
        .battleline(B, &["Dust Pixie"])
        .hand(A, &["Troll", "Doc Bookton"])
        .start();
    t.fight("Munchling", "Dust Pixie");
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Target(troll)));
    t.choose("Doc Bookton");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn munchling_gains_nothing_without_a_discard() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Munchling"])
        .battleline(B, &["Dust Pixie"])
        .hand(A, &["Doc Bookton"])
        .start();
    t.fight("Munchling", "Dust Pixie");
    t.pass();
    assert_eq!(t.hand_of(A), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn munchling_takes_no_damage_fighting_thanks_to_skirmish() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Munchling"])
        .battleline(B, &["Krump"])
        .start();
    t.fight("Munchling", "Krump");
    assert_eq!(t.damage("Munchling"), 0);
    assert_eq!(t.damage("Krump"), 3);
}

// ----- Opposition Research --------------------------------------------------

#[test]
fn opposition_research_stops_enemy_reaps_on_the_opponents_next_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Opposition Research"])
        .battleline(B, &["Krump"])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    t.play("Opposition Research");
    to_turn_of_b(&mut t, House::Brobnar);
    let krump = t.find("Krump");
    assert!(!t.is_legal(Choice::Reap(krump)));
}

#[test]
fn opposition_research_does_not_stop_friendly_reaps() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Opposition Research"])
        .battleline(A, &["Doc Bookton"])
        .start();
    t.play("Opposition Research");
    t.reap("Doc Bookton");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn opposition_research_ends_when_its_controllers_next_turn_starts() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Opposition Research"])
        .battleline(B, &["Krump"])
        .houses(A, [House::Logos, House::Dis, House::Mars])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    t.play("Opposition Research");
    to_turn_of_b(&mut t, House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    assert!(t.g.lasting_effects().is_empty());
}

// ----- Q-Mechs --------------------------------------------------------------

#[test]
fn q_mechs_draws_a_card_when_played() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Q-Mechs"])
        .deck(A, &["Troll"])
        .start();
    t.play("Q-Mechs");
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn q_mechs_is_archived_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Q-Mechs"])
        .start();
    t.fight("Troll", "Q-Mechs");
    assert_eq!(t.archives_of(B), ["Q-Mechs"]);
    assert!(t.discard(B).is_empty());
}

// ----- Titan Engineer -------------------------------------------------------

#[test]
fn titan_engineer_raises_keys_when_not_on_a_flank() {
    let t = scenario(House::Logos)
        .battleline(A, &["Krump", "Titan Engineer", "Troll"])
        .start();
    assert_eq!(t.g.key_cost(A), 7);
    assert_eq!(t.g.key_cost(B), 7);
}

#[test]
fn titan_engineer_on_a_flank_raises_nothing() {
    let t = scenario(House::Logos)
        .battleline(A, &["Titan Engineer", "Troll"])
        .start();
    assert_eq!(t.g.key_cost(A), 6);
    assert_eq!(t.g.key_cost(B), 6);
}

// ----- Causal Loop ----------------------------------------------------------

#[test]
fn causal_loop_archives_a_card_and_itself() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Causal Loop", "Troll", "Krump"])
        .start();
    t.play("Causal Loop");
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll", "Causal Loop"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn causal_loop_with_an_empty_hand_still_archives_itself() {
    let mut t = scenario(House::Logos).hand(A, &["Causal Loop"]).start();
    t.play("Causal Loop");
    assert_eq!(t.archives_of(A), ["Causal Loop"]);
}
