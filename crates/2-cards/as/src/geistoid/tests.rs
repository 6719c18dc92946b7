//! Tests of the Geistoid cards of Æmber Skies: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{House, Keywords};

/// Ten cards: a discard pile that makes its player haunted.
const TEN: [&str; 10] = ["Virtuous Works"; 10];

// ----- Aurascope -------------------------------------------------------------------

#[test]
fn aurascope_discards_a_card_to_purge_one_of_the_same_type() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Aurascope"])
        .hand(A, &["Troll", "Punch"])
        .discard(B, &["Krump", "Anger"])
        .start();
    t.action("Aurascope");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert!(
        !t.is_legal(Choice::Target(t.find("Anger"))),
        "an action, not a creature"
    );
    t.choose("Krump");
    assert_eq!(t.purged(B), ["Krump"]);
}

#[test]
fn aurascope_with_an_empty_hand_purges_nothing() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Aurascope"])
        .discard(B, &["Krump"])
        .start();
    t.action("Aurascope");
    assert!(t.purged(B).is_empty());
}

// ----- Ghoul-keeping ---------------------------------------------------------------

#[test]
fn ghoul_keeping_readies_a_friendly_geistoid_creature() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Ghoul-keeping"])
        .battleline(A, &["Krump", "Wellstring"])
        .start();
    t.set_exhausted("Wellstring", true);
    t.set_exhausted("Krump", true);
    t.play("Ghoul-keeping");
    assert!(!t.exhausted("Wellstring"), "the only Geistoid creature");
    assert!(t.exhausted("Krump"));
}

// ----- Helichopper -----------------------------------------------------------------

#[test]
fn helichopper_gets_three_power_per_amber_only_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Helichopper"])
        .amber(B, 5)
        .start();
    t.action("Helichopper");
    assert_eq!(t.amber_on("Helichopper"), 2, "Action: capture 2");
    assert_eq!(t.power("Helichopper"), 5, "not haunted");
    let t = scenario(House::Geistoid)
        .battleline(A, &["Helichopper"])
        .discard(A, &TEN)
        .start();
    let mut t = t;
    t.set_amber_on("Helichopper", 2);
    assert_eq!(t.power("Helichopper"), 11, "haunted: +3 per Æmber");
}

// ----- Jahneerie -------------------------------------------------------------------

#[test]
fn jahneerie_lets_friendly_creatures_with_amber_reap_it_into_the_pool() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Jahneerie", "Paradrone", "Portal Guardian"])
        .start();
    t.set_amber_on("Jahneerie", 2);
    t.set_amber_on("Paradrone", 1);
    t.reap("Jahneerie");
    assert_eq!(t.amber(A), 2, "1 reaped, 1 moved from itself");
    assert_eq!(t.amber_on("Jahneerie"), 1);
    t.reap("Paradrone");
    assert_eq!(t.amber(A), 4, "1 reaped, 1 moved from Paradrone");
    t.reap("Portal Guardian");
    assert_eq!(t.amber(A), 5, "no Æmber on it: reaped only");
}

// ----- P.K.E. Syphonator -------------------------------------------------------------

#[test]
fn pke_syphonator_gains_per_archived_card_and_empties_the_opponents_archives() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["P.K.E. Syphonator"])
        .archives(B, &["Troll", "Krump", "Anger"])
        .start();
    t.play("P.K.E. Syphonator");
    assert_eq!(t.amber(A), 3);
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.discard(B).len(), 3);
}

// ----- Shell of a Ghost -------------------------------------------------------------

#[test]
fn shell_of_a_ghost_destroys_inner_creatures_and_raises_one_from_a_discard_pile() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Shell of a Ghost"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Mother", "Dust Pixie"])
        .start();
    t.play("Shell of a Ghost");
    assert_eq!(
        t.line(B),
        ["Troll", "Dust Pixie"],
        "Mother was not on a flank"
    );
    t.choose_option(0);
    assert_eq!(
        t.line(A),
        ["Mother", "Krump"],
        "under A's control, on the left flank"
    );
    assert_eq!(t.player_mut(A).chains, 2);
}

// ----- A Ghost in the Sun -----------------------------------------------------------

#[test]
fn a_ghost_in_the_sun_puts_a_creature_into_play_per_opponent_key() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["A Ghost in the Sun"])
        .discard(A, &["Troll", "Krump", "Mother"])
        .keys(B, 2)
        .start();
    t.play("A Ghost in the Sun");
    t.choose("Troll");
    t.choose("Krump");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll", "Krump"]);
    assert_eq!(t.discard(A), ["Mother", "A Ghost in the Sun"]);
    assert!(t.exhausted("Krump"), "put into play, not readied");
}

#[test]
fn a_ghost_in_the_sun_does_nothing_without_opponent_keys() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["A Ghost in the Sun"])
        .discard(A, &["Troll"])
        .start();
    t.play("A Ghost in the Sun");
    assert!(t.line(A).is_empty());
}

// ----- Atomic Destabilizer ----------------------------------------------------------

#[test]
fn atomic_destabilizer_captures_then_costs_its_controller_per_amber_on_the_creature() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Krump"])
        .upgrade(A, "Atomic Destabilizer", "Krump")
        .amber(A, 5)
        .amber(B, 3)
        .start();
    t.set_amber_on("Krump", 1);
    t.end_turn();
    assert_eq!(t.amber_on("Krump"), 2, "captured 1");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 3, "2 Æmber on it: lose 2");
}

#[test]
fn atomic_destabilizer_does_nothing_at_the_end_of_the_other_players_turn() {
    let mut t = scenario(House::Geistoid)
        .battleline(B, &["Krump"])
        .upgrade(A, "Atomic Destabilizer", "Krump")
        .amber(A, 3)
        .start();
    t.end_turn();
    assert_eq!(t.amber_on("Krump"), 0, "A's turn ended, Krump is B's");
    assert_eq!(t.amber(A), 3);
}

// ----- Crepuscular Rays -------------------------------------------------------------

#[test]
fn crepuscular_rays_cashes_in_a_friendly_creature() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Crepuscular Rays"])
        .battleline(A, &["Krump", "Troll"])
        .start();
    t.set_amber_on("Troll", 3);
    t.play("Crepuscular Rays");
    t.choose("Troll");
    assert_eq!(t.amber(A), 4, "its bonus and the 3 on Troll");
    assert_eq!(t.discard(A), ["Troll", "Crepuscular Rays"]);
}

// ----- Paradrone ----------------------------------------------------------------------

#[test]
fn paradrone_has_a_friendly_creature_capture_after_fighting() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Paradrone", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.fight("Paradrone", "Dust Pixie");
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
}

// ----- Titan Apparition -------------------------------------------------------------

#[test]
fn titan_apparition_destroyed_on_its_controllers_turn_mills_their_own_deck() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Titan Apparition"])
        .start();
    let titan = t.find("Titan Apparition");
    t.g.destroy(titan);
    t.advance();
    assert_eq!(t.discard(A).len(), 6, "itself and 5 from the deck");
    assert!(t.discard(B).is_empty());
}

#[test]
fn titan_apparition_destroyed_on_the_opponents_turn_mills_theirs() {
    let mut t = scenario(House::Geistoid)
        .battleline(B, &["Titan Apparition"])
        .start();
    let titan = t.find("Titan Apparition");
    t.g.destroy(titan);
    t.advance();
    assert_eq!(
        t.discard(A).len(),
        5,
        "A, the active player, is B's opponent"
    );
    assert_eq!(t.discard(B), ["Titan Apparition"]);
}

// ----- All Hands on Deck ------------------------------------------------------------

#[test]
fn all_hands_on_deck_destroys_a_creature_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["All Hands on Deck"])
        .battleline(B, &["Troll", "Krump"])
        .discard(A, &TEN)
        .start();
    t.play("All Hands on Deck");
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn all_hands_on_deck_deals_three_damage_when_not_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["All Hands on Deck"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("All Hands on Deck");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3);
}

// ----- Colonel Slime ----------------------------------------------------------------

#[test]
fn colonel_slime_scrap_has_a_friendly_creature_capture() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Colonel Slime"])
        .battleline(A, &["Krump", "Troll"])
        .amber(B, 2)
        .start();
    t.discard_card("Colonel Slime");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
}

// ----- Haunting Deck ----------------------------------------------------------------

#[test]
fn haunting_deck_purges_a_card_only_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Haunting Deck"])
        .discard(A, &TEN)
        .discard(B, &["Troll"])
        .start();
    t.play("Haunting Deck");
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Troll"]);
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Haunting Deck"])
        .discard(B, &["Troll"])
        .start();
    t.play("Haunting Deck");
    assert!(t.purged(B).is_empty());
}

// ----- Manifestation ----------------------------------------------------------------

#[test]
fn manifestation_resolves_the_bonus_icons_of_a_card_in_a_haunted_pile() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Manifestation"])
        .discard(B, &TEN)
        .discard(A, &["Virtuous Works"])
        .start();
    t.play("Manifestation");
    assert!(t.asks_target());
    let theirs = t.g.player(B).discard.last().expect("a card");
    assert!(
        !t.is_legal(Choice::Target(t.g.player(A).discard.first().unwrap())),
        "A is not haunted"
    );
    t.choose_card(theirs);
    assert_eq!(t.amber(A), 4, "Manifestation's 1 and Virtuous Works' 3");
}

// ----- Parabyte ---------------------------------------------------------------------

#[test]
fn parabyte_raises_the_opponents_key_cost_per_amber_on_friendly_creatures() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Parabyte"])
        .battleline(A, &["Krump"])
        .amber(B, 3)
        .start();
    t.play("Parabyte");
    t.flank(Flank::Right);
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    t.set_amber_on("Parabyte", 2);
    assert_eq!(t.g.key_cost(B), 9, "3 Æmber on A's creatures");
    assert_eq!(t.g.key_cost(A), 6);
}

// ----- Portal Guardian --------------------------------------------------------------

#[test]
fn portal_guardian_has_another_friendly_creature_capture_two_when_destroyed() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Portal Guardian", "Krump"])
        .amber(B, 3)
        .start();
    let guardian = t.find("Portal Guardian");
    t.g.destroy(guardian);
    t.advance();
    assert_eq!(t.amber_on("Krump"), 2);
    assert_eq!(t.amber(B), 1);
}

// ----- Stratowise -------------------------------------------------------------------

#[test]
fn stratowise_discards_and_captures_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Stratowise"])
        .hand(A, &["Troll"])
        .discard(A, &["Krump"; 9])
        .amber(B, 2)
        .start();
    t.reap("Stratowise");
    assert_eq!(t.discard(A).len(), 10);
    assert_eq!(t.amber_on("Stratowise"), 1, "the discard made A haunted");
}

#[test]
fn stratowise_discards_without_capturing_when_not_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Stratowise"])
        .hand(A, &["Troll"])
        .amber(B, 2)
        .start();
    t.reap("Stratowise");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.amber_on("Stratowise"), 0);
}

// ----- Summoned Counsel -------------------------------------------------------------

#[test]
fn summoned_counsel_shuffles_a_purged_card_back_into_the_deck() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Summoned Counsel"])
        .discard(A, &["Krump"])
        .purged(A, &["Troll"])
        .deck(A, &[])
        .start();
    t.reap("Summoned Counsel");
    t.choose("Troll");
    assert_eq!(t.deck_of(A), ["Troll"]);
    assert!(t.purged(A).is_empty());
}

#[test]
fn summoned_counsel_shuffles_a_discarded_card_back_into_the_deck() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Summoned Counsel"])
        .discard(A, &["Krump"])
        .deck(A, &[])
        .start();
    t.reap("Summoned Counsel");
    assert_eq!(t.deck_of(A), ["Krump"]);
}

// ----- Wellstring -------------------------------------------------------------------

#[test]
fn wellstring_deals_three_damage_after_reaping_and_fighting() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Wellstring"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.reap("Wellstring");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3);
    t.set_exhausted("Wellstring", false);
    t.fight("Wellstring", "Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 6);
}

// ----- Banshee Suit -----------------------------------------------------------------

#[test]
fn banshee_suit_archives_its_creature_and_two_discarded_cards() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Krump"])
        .upgrade(A, "Banshee Suit", "Krump")
        .discard(A, &["Troll", "Mother", "Anger"])
        .start();
    let krump = t.find("Krump");
    t.g.destroy(krump);
    t.advance();
    assert_eq!(t.archives_of(A), ["Krump", "Anger", "Mother"]);
    assert_eq!(t.discard(A), ["Troll", "Banshee Suit"]);
}

// ----- Ethereal Adaptor -------------------------------------------------------------

#[test]
fn ethereal_adaptor_lets_the_amber_on_its_creature_pay_for_keys() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Krump"])
        .upgrade(A, "Ethereal Adaptor", "Krump")
        .amber(A, 4)
        .start();
    t.set_amber_on("Krump", 2);
    assert!(t.g.can_pay_for_key(A, 6));
}

// ----- Shard of Resurgence ----------------------------------------------------------

#[test]
fn shard_of_resurgence_archives_a_card_per_friendly_shard() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Shard of Resurgence", "Shard of Resurgence"])
        .discard(A, &["Troll", "Krump", "Mother"])
        .start();
    let shard = t.find("Shard of Resurgence");
    t.apply(Choice::Action(shard));
    t.choose("Troll");
    t.choose("Mother");
    assert_eq!(t.archives_of(A), ["Troll", "Mother"]);
    assert_eq!(t.discard(A), ["Krump"]);
}

// ----- More branches -----------------------------------------------------------------

#[test]
fn parabyte_has_a_friendly_creature_capture_after_reaping() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Parabyte", "Krump"])
        .amber(B, 2)
        .start();
    t.reap("Parabyte");
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
}

#[test]
fn stratowise_discards_after_fighting_too() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Stratowise"])
        .battleline(B, &["Dust Pixie"])
        .hand(A, &["Troll"])
        .start();
    t.fight("Stratowise", "Dust Pixie");
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn ethereal_adaptor_amber_is_spent_forging_in_step_one() {
    let mut t = scenario(House::Geistoid)
        .battleline(B, &["Krump"])
        .upgrade(B, "Ethereal Adaptor", "Krump")
        .amber(B, 4)
        .start();
    t.set_amber_on("Krump", 2);
    t.end_turn();
    assert_eq!(t.keys(B), 1, "4 in the pool and 2 on Krump");
}

// ----- Doppelganger ------------------------------------------------------------------

/// Ends A's turn and B's: A's next turn starts.
fn to_next_turn_of_a(t: &mut keysim_engine::scenario::Test) {
    t.end_turn();
    t.apply(Choice::House(House::Geistoid));
    t.end_turn();
}

#[test]
fn doppelganger_gains_the_reap_ability_of_the_neighbor_chosen_at_the_start_of_the_turn() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Troll", "Doppelganger", "Sequis"])
        .amber(B, 3)
        .start();
    to_next_turn_of_a(&mut t);
    t.choose("Sequis");
    t.apply(Choice::House(House::Geistoid));
    t.reap("Doppelganger");
    assert_eq!(t.amber(A), 1, "the reap");
    assert_eq!(t.amber_on("Doppelganger"), 1, "Sequis's Reap: capture 1");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn doppelganger_gains_keywords_but_not_power_and_only_for_the_turn() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Doppelganger", "Looter Goblin"])
        .start();
    to_next_turn_of_a(&mut t);
    let doppelganger = t.find("Doppelganger");
    assert!(
        t.g.keywords(doppelganger).contains(Keywords::ELUSIVE),
        "its only neighbor, chosen at once"
    );
    assert_eq!(t.power("Doppelganger"), 3, "its own power");
    t.apply(Choice::House(House::Geistoid));
    t.end_turn();
    assert!(!t.g.keywords(doppelganger).contains(Keywords::ELUSIVE));
}

#[test]
fn doppelganger_without_neighbors_gains_nothing() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Doppelganger"])
        .start();
    to_next_turn_of_a(&mut t);
    t.apply(Choice::House(House::Geistoid));
    let doppelganger = t.find("Doppelganger");
    assert_eq!(t.g.keywords(doppelganger), Keywords::NONE);
    t.reap("Doppelganger");
    assert_eq!(t.amber(A), 1);
}
