//! Tests of the Unfathomable cards of Grim Reminders: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::{House, Keywords};

/// Ends A's turn and has B choose `house`: B is in step 3.
fn hand_over(t: &mut Test, house: House) {
    t.end_turn();
    t.apply(Choice::House(house));
}

// ----- Bottomless Depths -----------------------------------------------------

#[test]
fn bottomless_depths_takes_each_card_you_discard_from_hand_beneath_it() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Bottomless Depths"])
        .hand(A, &["Troll", "Anger"])
        .start();
    t.discard_card("Troll");
    t.discard_card("Anger");
    assert!(t.discard(A).is_empty(), "neither stays in the discard pile");
    assert_eq!(t.beneath_of("Bottomless Depths"), ["Troll", "Anger"]);
}

#[test]
fn bottomless_depths_leaves_the_opponents_discards_alone() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Bottomless Depths"])
        .hand(A, &["Troll"])
        .start();
    t.discard_card("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert!(t.beneath_of("Bottomless Depths").is_empty());
}

// ----- Curse of Confusion ----------------------------------------------------

#[test]
fn curse_of_confusion_enters_under_the_opponent_and_exhausts_their_active_house_as_their_turn_ends()
{
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Curse of Confusion"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Curse of Confusion");
    assert_eq!(t.artifacts_of(B), ["Curse of Confusion"], "treachery");
    hand_over(&mut t, House::Brobnar);
    assert!(!t.exhausted("Krump"), "A's turn ended without it");
    t.end_turn();
    assert!(t.exhausted("Troll"), "Brobnar, B's active house");
    assert!(!t.exhausted("Dust Pixie"), "Untamed");
}

// ----- Thing from the Deep ---------------------------------------------------

#[test]
fn thing_from_the_deep_cannot_be_played_without_open_the_seal_in_your_discard_pile() {
    let t = scenario(House::Unfathomable)
        .hand(A, &["Thing from the Deep"])
        .discard(B, &["Open the Seal"])
        .start();
    let thing = t.find("Thing from the Deep");
    assert!(
        !t.is_legal(Choice::Play(thing)),
        "the opponent's pile does not count"
    );
}

#[test]
fn thing_from_the_deep_is_played_with_open_the_seal_in_your_discard_pile() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Thing from the Deep"])
        .discard(A, &["Open the Seal"])
        .start();
    t.play("Thing from the Deep");
    assert_eq!(t.line(A), ["Thing from the Deep"]);
}

#[test]
fn thing_from_the_deep_steals_2_after_a_fight() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Thing from the Deep"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.fight("Thing from the Deep", "Troll");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber(B), 1);
}

// ----- Addlefish -------------------------------------------------------------

#[test]
fn addlefish_has_the_opponent_discard_2_random_cards_after_a_fight() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Addlefish"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Troll", "Krump", "Anger"])
        .start();
    t.fight("Addlefish", "Dust Pixie");
    assert_eq!(t.hand_of(B).len(), 1);
    assert_eq!(t.discard(B).len(), 3, "Dust Pixie and 2 cards from hand");
}

// ----- Dirge of the Deep -----------------------------------------------------

#[test]
fn dirge_of_the_deep_exhausts_each_creature_sharing_a_house_with_the_opponents_bottom_card() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dirge of the Deep"])
        .battleline(A, &["Krump", "Addlefish"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .deck(B, &["Virtuous Works", "Anger"])
        .start();
    t.play("Dirge of the Deep");
    assert_eq!(t.discard(B), ["Anger"], "the bottom card");
    assert!(
        t.exhausted("Krump") && t.exhausted("Troll"),
        "Brobnar, both sides"
    );
    assert!(!t.exhausted("Addlefish") && !t.exhausted("Dust Pixie"));
}

// ----- Dredge ----------------------------------------------------------------

#[test]
fn dredge_gives_friendly_creatures_a_reap_returning_a_discarded_card_to_the_deck_top() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dredge"])
        .battleline(A, &["Addlefish"])
        .discard(A, &["Troll"])
        .start();
    t.play("Dredge");
    t.reap("Addlefish");
    t.choose("Troll");
    assert_eq!(t.deck_of(A)[0], "Troll");
    assert_eq!(t.discard(A), ["Dredge"]);
}

#[test]
fn dredge_lasts_only_for_the_turn() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dredge"])
        .battleline(A, &["Addlefish"])
        .discard(A, &["Troll"])
        .start();
    t.play("Dredge");
    hand_over(&mut t, House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Unfathomable));
    t.reap("Addlefish");
    assert_eq!(
        t.discard(A),
        ["Troll", "Dredge"],
        "no reap ability any more"
    );
}

// ----- Eldritch Synan --------------------------------------------------------

#[test]
fn eldritch_synan_cannot_be_dealt_damage_by_a_damaged_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Eldritch Synan"])
        .start();
    t.set_damage("Troll", 1);
    t.fight("Troll", "Eldritch Synan");
    assert_eq!(t.damage("Eldritch Synan"), 0);
    assert_eq!(t.damage("Troll"), 4, "it still hits back");
}

#[test]
fn eldritch_synan_is_dealt_damage_by_an_undamaged_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Eldritch Synan"])
        .start();
    t.fight("Troll", "Eldritch Synan");
    assert_eq!(t.discard(B), ["Eldritch Synan"]);
}

// ----- Nightmare Inducer -----------------------------------------------------

#[test]
fn nightmare_inducer_exhausts_enemies_sharing_a_house_with_the_chosen_card_and_buries_it() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Nightmare Inducer"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .discard(B, &["Anger", "Dust Pixie"])
        .start();
    t.action("Nightmare Inducer");
    t.choose("Anger");
    assert!(t.exhausted("Krump"), "an enemy Brobnar creature");
    assert!(!t.exhausted("Troll"), "friendly creatures are spared");
    assert!(!t.exhausted("Dust Pixie"));
    assert_eq!(t.deck_of(B).last(), Some(&"Anger"));
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

// ----- Beam of Forgetting ----------------------------------------------------

#[test]
fn beam_of_forgetting_puts_a_random_card_of_the_opponents_hand_on_the_bottom_of_their_deck() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Beam of Forgetting"])
        .hand(B, &["Troll"])
        .start();
    t.play("Beam of Forgetting");
    assert!(t.hand_of(B).is_empty());
    assert_eq!(t.deck_of(B).last(), Some(&"Troll"));
}

// ----- Echoing Deathknell ----------------------------------------------------

#[test]
fn echoing_deathknell_repeats_while_each_pass_destroys_a_creature() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Echoing Deathknell"])
        .battleline(A, &["Dust Pixie", "Troll"])
        .battleline(B, &["Batdrone", "Ganymede Archivist"])
        .start();
    t.play("Echoing Deathknell");
    assert_eq!(t.line(A), ["Troll"]);
    assert!(t.line(B).is_empty(), "power 1, then 2, then 3 destroyed");
    assert_eq!(t.damage("Troll"), 4, "a fourth pass destroyed nothing");
}

#[test]
fn echoing_deathknell_deals_damage_once_when_it_destroys_nothing() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Echoing Deathknell"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Ganymede Archivist"])
        .start();
    t.play("Echoing Deathknell");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Ganymede Archivist"), 1);
}

// ----- Koriki Germinator -----------------------------------------------------

#[test]
fn koriki_germinator_puts_a_card_of_the_opponents_discard_pile_under_their_deck_when_played() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Koriki Germinator"])
        .discard(B, &["Anger", "Troll"])
        .start();
    t.play("Koriki Germinator");
    t.choose("Anger");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.deck_of(B).last(), Some(&"Anger"));
}

#[test]
fn koriki_germinator_puts_one_of_your_discards_under_your_deck_after_reaping() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Koriki Germinator"])
        .discard(A, &["Troll"])
        .discard(B, &["Anger"])
        .start();
    t.reap("Koriki Germinator");
    t.choose("Troll");
    assert_eq!(t.deck_of(A).last(), Some(&"Troll"));
}

// ----- Open the Seal ---------------------------------------------------------

#[test]
fn open_the_seal_does_nothing_but_its_amber_bonus() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Open the Seal"])
        .start();
    t.play("Open the Seal");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(A), ["Open the Seal"]);
}

/// Ten cards: a discard pile holding them makes its player haunted.
const HAUNTING: [&str; 10] = ["Virtuous Works"; 10];

// ----- Awful Atoll -----------------------------------------------------------

#[test]
fn awful_atoll_takes_2_power_from_each_creature_of_a_haunted_player() {
    let t = scenario(House::Brobnar)
        .artifacts(A, &["Awful Atoll"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .discard(B, &HAUNTING)
        .start();
    assert_eq!(t.power("Troll"), 6, "B is haunted");
    assert_eq!(t.power("Krump"), 6, "A is not");
}

#[test]
fn awful_atoll_is_destroyed_once_no_creature_is_in_play() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(B, &["Awful Atoll"])
        .hand(A, &["Echoing Deathknell"])
        .battleline(B, &["Dust Pixie"])
        .start();
    assert_eq!(t.artifacts_of(B), ["Awful Atoll"], "a creature is in play");
    t.play("Echoing Deathknell");
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.discard(B), ["Dust Pixie", "Awful Atoll"]);
}

// ----- Giltspine Mesmerist --------------------------------------------------

#[test]
fn giltspine_mesmerist_discards_the_top_card_of_a_deck_per_card_its_player_readies() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Giltspine Mesmerist"])
        .deck(
            A,
            &[
                "Anger",
                "Valdr",
                "Bumpsy",
                "Dust Pixie",
                "Punch",
                "Urchin",
                "Pitlord",
            ],
        )
        .start();
    t.reap("Troll");
    t.end_turn();
    assert_eq!(
        t.discard(A),
        ["Anger"],
        "Troll readied in step 4; Krump was ready"
    );
    assert!(t.discard(B).is_empty());
}

#[test]
fn giltspine_mesmerist_counts_a_card_an_ability_readies() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Giltspine Mesmerist", "Troll"])
        .deck(A, &["Anger", "Valdr"])
        .start();
    t.set_exhausted("Troll", true);
    t.g.ready(t.find("Troll"));
    assert_eq!(t.discard(A), ["Anger"]);
    t.g.ready(t.find("Troll"));
    assert_eq!(t.discard(A), ["Anger"], "a ready card is not readied");
}

#[test]
fn giltspine_mesmerist_scrap_discards_the_top_3_cards_of_the_deck_chosen() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Giltspine Mesmerist"])
        .deck(B, &["Troll", "Krump", "Anger", "Valdr"])
        .start();
    t.discard_card("Giltspine Mesmerist");
    t.choose_option(1);
    assert_eq!(t.discard(B), ["Troll", "Krump", "Anger"]);
    assert_eq!(t.deck_of(B), ["Valdr"]);
}

// ----- Ihaka of the Depths ---------------------------------------------------

#[test]
fn ihaka_of_the_depths_may_bury_the_top_of_your_discard_pile_per_card_drawn_on_your_turn() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Ihaka of the Depths"])
        .hand(A, &["Troll", "Krump", "Valdr", "Bumpsy"])
        .discard(A, &["Anger", "Punch"])
        .deck(A, &["Dust Pixie", "Urchin", "Pitlord"])
        .start();
    t.end_turn();
    t.yes();
    t.no();
    assert_eq!(t.discard(A), ["Anger"], "one of the 2 draws buried Punch");
    assert_eq!(t.deck_of(A), ["Pitlord", "Punch"]);
}

#[test]
fn ihaka_of_the_depths_ignores_draws_on_the_opponents_turn() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Ihaka of the Depths"])
        .discard(B, &["Anger"])
        .hand(A, &["Troll", "Krump", "Valdr", "Bumpsy"])
        .start();
    t.end_turn();
    assert_eq!(t.g.active_player(), B, "nothing asked of B");
    assert_eq!(t.discard(B), ["Anger"]);
}

#[test]
fn ihaka_of_the_depths_asks_nothing_with_an_empty_discard_pile() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Ihaka of the Depths"])
        .hand(A, &["Troll", "Krump", "Valdr", "Bumpsy", "Punch"])
        .start();
    t.end_turn();
    assert_eq!(t.g.active_player(), B);
}

// ----- Strange Torpedo -------------------------------------------------------

#[test]
fn strange_torpedo_stuns_and_exhausts_each_creature_it_damaged_when_the_opponent_is_haunted() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Strange Torpedo"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie", "Valdr"])
        .discard(B, &HAUNTING)
        .start();
    t.set_ward("Krump");
    t.play("Strange Torpedo");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert!(t.stunned("Troll") && t.exhausted("Troll"));
    assert!(
        !t.stunned("Krump") && !t.exhausted("Krump"),
        "its ward took the splash"
    );
    assert!(!t.stunned("Valdr"), "not a neighbor");
    assert_eq!(
        t.line(B),
        ["Krump", "Troll", "Valdr"],
        "Dust Pixie destroyed"
    );
}

#[test]
fn strange_torpedo_only_deals_damage_when_the_opponent_is_not_haunted() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Strange Torpedo"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.play("Strange Torpedo");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Krump"), 1, "the splash");
    assert!(!t.stunned("Troll") && !t.exhausted("Troll"));
}

// ----- Unsettling Ancestry ---------------------------------------------------

#[test]
fn unsettling_ancestry_stuns_and_exhausts_an_enemy_and_is_archived_while_you_are_haunted() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Unsettling Ancestry"])
        .battleline(B, &["Troll"])
        .discard(A, &HAUNTING)
        .start();
    t.play("Unsettling Ancestry");
    assert!(t.stunned("Troll") && t.exhausted("Troll"));
    assert_eq!(t.archives_of(A), ["Unsettling Ancestry"]);
}

#[test]
fn unsettling_ancestry_goes_to_the_discard_pile_while_you_are_not_haunted() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Unsettling Ancestry"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Unsettling Ancestry");
    assert!(t.stunned("Troll"));
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Unsettling Ancestry"]);
}

// ----- Gatewatcher -----------------------------------------------------------

#[test]
fn gatewatcher_destroyed_destroys_each_enemy_flank_creature_when_its_opponent_is_haunted() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Troll", "Dust Pixie"])
        .battleline(B, &["Gatewatcher"])
        .discard(A, &HAUNTING)
        .start();
    t.fight("Troll", "Gatewatcher");
    assert_eq!(
        t.line(A),
        ["Troll"],
        "Krump and Dust Pixie were on the flanks"
    );
}

#[test]
fn gatewatcher_destroyed_does_nothing_when_its_opponent_is_not_haunted() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Troll", "Dust Pixie"])
        .battleline(B, &["Gatewatcher"])
        .start();
    t.fight("Troll", "Gatewatcher");
    assert_eq!(t.line(A), ["Krump", "Troll", "Dust Pixie"]);
    assert_eq!(t.discard(B), ["Gatewatcher"]);
}

// ----- Hukaru Icefin ---------------------------------------------------------

#[test]
fn hukaru_icefin_exhausts_each_creature_of_the_chosen_house_after_reaping() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Hukaru Icefin", "Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.reap("Hukaru Icefin");
    t.choose_house(House::Brobnar);
    assert!(t.exhausted("Krump") && t.exhausted("Troll"), "both sides");
    assert!(!t.exhausted("Dust Pixie"));
}

#[test]
fn hukaru_icefin_scrap_exhausts_a_creature_or_an_artifact() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Hukaru Icefin"])
        .battleline(B, &["Troll"])
        .artifacts(B, &["Nightmare Inducer"])
        .start();
    t.discard_card("Hukaru Icefin");
    t.choose("Nightmare Inducer");
    assert!(t.exhausted("Nightmare Inducer"));
    assert!(!t.exhausted("Troll"));
}

// ----- Thoughtswim -----------------------------------------------------------

#[test]
fn thoughtswim_protects_its_creature_from_damage_while_the_opponent_is_haunted() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Thoughtswim", "Troll")
        .battleline(B, &["Krump"])
        .discard(B, &HAUNTING)
        .start();
    t.fight("Troll", "Krump");
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn thoughtswim_does_nothing_while_the_opponent_is_not_haunted() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Thoughtswim", "Troll")
        .battleline(B, &["Krump"])
        .discard(A, &HAUNTING)
        .start();
    t.fight("Troll", "Krump");
    assert_eq!(t.damage("Troll"), 6, "A's own haunting does not count");
}

// ----- Arcane Transmitter ----------------------------------------------------

#[test]
fn arcane_transmitter_discards_the_top_4_cards_of_the_deck_chosen() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Arcane Transmitter"])
        .deck(B, &["Troll", "Krump", "Anger", "Valdr", "Dust Pixie"])
        .start();
    t.action("Arcane Transmitter");
    t.choose_option(1);
    assert_eq!(t.deck_of(B), ["Dust Pixie"]);
    assert_eq!(t.discard(B), ["Troll", "Krump", "Anger", "Valdr"]);
}

#[test]
fn arcane_transmitter_scrap_shuffles_your_discard_pile_into_your_deck() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Arcane Transmitter"])
        .discard(A, &["Troll", "Krump"])
        .deck(A, &["Anger"])
        .start();
    t.discard_card("Arcane Transmitter");
    assert!(t.discard(A).is_empty());
    let mut deck = t.deck_of(A);
    deck.sort();
    assert_eq!(deck, ["Anger", "Arcane Transmitter", "Krump", "Troll"]);
}

// ----- Circlespeak -----------------------------------------------------------

#[test]
fn circlespeak_captures_2_from_each_haunted_player() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Circlespeak"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .amber(A, 3)
        .amber(B, 3)
        .discard(A, &HAUNTING)
        .discard(B, &HAUNTING)
        .start();
    t.play("Circlespeak");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 4);
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (2, 1),
        "A gained 1 from the bonus"
    );
}

#[test]
fn circlespeak_spares_a_player_who_is_not_haunted() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Circlespeak"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .amber(B, 3)
        .discard(B, &HAUNTING)
        .start();
    t.play("Circlespeak");
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 2, "from B, haunted");
    assert_eq!(t.amber(A), 1, "A is not haunted: the bonus stays");
}

// ----- Echo Guardian ---------------------------------------------------------

#[test]
fn echo_guardian_gets_2_power_and_poison_while_you_are_haunted() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Echo Guardian"])
        .discard(A, &HAUNTING)
        .start();
    let guardian = t.find("Echo Guardian");
    assert_eq!(t.power("Echo Guardian"), 3);
    assert!(t.g.keywords(guardian).contains(Keywords::POISON));
    assert!(t.g.keywords(guardian).contains(Keywords::TAUNT));
}

#[test]
fn echo_guardian_is_plain_while_you_are_not_haunted() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Echo Guardian"])
        .discard(B, &HAUNTING)
        .start();
    let guardian = t.find("Echo Guardian");
    assert_eq!(t.power("Echo Guardian"), 1);
    assert!(!t.g.keywords(guardian).contains(Keywords::POISON));
}

// ----- Immersioneer ----------------------------------------------------------

#[test]
fn immersioneer_discards_the_top_3_cards_of_the_deck_chosen_after_reaping() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Immersioneer"])
        .deck(A, &["Troll", "Krump", "Anger", "Valdr"])
        .start();
    t.reap("Immersioneer");
    t.choose_option(0);
    assert_eq!(t.deck_of(A), ["Valdr"]);
    assert_eq!(t.discard(A), ["Troll", "Krump", "Anger"]);
}

#[test]
fn immersioneer_scrap_shuffles_the_bottom_3_cards_of_your_discard_pile_into_your_deck() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Immersioneer"])
        .discard(A, &["Troll", "Krump", "Anger", "Valdr"])
        .deck(A, &["Dust Pixie"])
        .start();
    t.discard_card("Immersioneer");
    assert_eq!(t.discard(A), ["Valdr", "Immersioneer"]);
    let mut deck = t.deck_of(A);
    deck.sort();
    assert_eq!(deck, ["Anger", "Dust Pixie", "Krump", "Troll"]);
}

// ----- Mnemoleech ------------------------------------------------------------

#[test]
fn mnemoleech_steals_2_after_reaping_when_the_opponent_is_haunted() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Mnemoleech"])
        .amber(B, 5)
        .discard(B, &HAUNTING)
        .start();
    t.reap("Mnemoleech");
    assert_eq!((t.amber(A), t.amber(B)), (3, 3), "1 reaped, 2 stolen");
}

#[test]
fn mnemoleech_steals_1_after_reaping_otherwise() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Mnemoleech"])
        .amber(B, 5)
        .start();
    t.reap("Mnemoleech");
    assert_eq!((t.amber(A), t.amber(B)), (2, 4));
}

// ----- Squallmaster ----------------------------------------------------------

#[test]
fn squallmaster_has_each_player_discard_a_random_card_after_reaping_or_fighting() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Squallmaster"])
        .battleline(B, &["Dust Pixie"])
        .hand(A, &["Troll"])
        .hand(B, &["Krump", "Anger"])
        .start();
    t.reap("Squallmaster");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.hand_of(B).len(), 1);
    t.set_exhausted("Squallmaster", false);
    t.fight("Squallmaster", "Dust Pixie");
    assert!(t.hand_of(B).is_empty(), "B discarded again after the fight");
    assert_eq!(t.discard(B).len(), 3, "Dust Pixie and both cards");
    assert_eq!(t.discard(A), ["Troll"], "an empty hand discards nothing");
}

#[test]
fn squallmaster_scrap_exhausts_an_enemy_creature() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Squallmaster"])
        .battleline(A, &["Valdr"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.discard_card("Squallmaster");
    t.choose("Krump");
    assert!(t.exhausted("Krump"));
    assert!(!t.exhausted("Troll"));
}

// ----- Tangimangi ------------------------------------------------------------

#[test]
fn tangimangi_raises_a_haunted_opponents_key_cost_by_3() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Tangimangi"])
        .discard(A, &HAUNTING)
        .discard(B, &HAUNTING)
        .start();
    assert_eq!(t.g.key_cost(B), 9);
    assert_eq!(t.g.key_cost(A), 6, "its own controller's keys are spared");
}

#[test]
fn tangimangi_leaves_an_opponent_who_is_not_haunted_alone() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Tangimangi"])
        .start();
    assert_eq!(t.g.key_cost(B), 6);
}

// ----- Tendrils from Beyond --------------------------------------------------

#[test]
fn tendrils_from_beyond_returns_the_creature_and_its_neighbors_when_its_controller_is_haunted() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Tendrils from Beyond"])
        .battleline(B, &["Dust Pixie", "Troll", "Krump", "Valdr"])
        .discard(B, &HAUNTING)
        .start();
    t.play("Tendrils from Beyond");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Valdr"]);
    assert_eq!(t.hand_of(B).len(), 3);
}

#[test]
fn tendrils_from_beyond_returns_the_creature_alone_otherwise() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Tendrils from Beyond"])
        .battleline(B, &["Dust Pixie", "Troll", "Krump"])
        .discard(A, &HAUNTING)
        .start();
    t.play("Tendrils from Beyond");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Dust Pixie", "Krump"]);
    assert_eq!(t.hand_of(B), ["Troll"]);
}

// ----- Trawler ---------------------------------------------------------------

#[test]
fn trawler_captures_all_the_opponents_amber_when_you_are_haunted() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Trawler"])
        .amber(B, 5)
        .discard(A, &HAUNTING)
        .start();
    t.play("Trawler");
    assert_eq!(t.amber_on("Trawler"), 5);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn trawler_captures_nothing_when_you_are_not_haunted() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Trawler"])
        .amber(B, 5)
        .start();
    t.play("Trawler");
    assert_eq!(t.amber_on("Trawler"), 0);
    assert_eq!(t.amber(B), 5);
}

// ----- Xenos Darkshadow ------------------------------------------------------

#[test]
fn xenos_darkshadow_counts_your_discard_pile_for_its_power_assault_hazardous_and_splash() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Xenos Darkshadow"])
        .discard(A, &["Troll", "Krump", "Anger"])
        .discard(B, &HAUNTING)
        .start();
    let xenos = t.find("Xenos Darkshadow");
    assert_eq!(t.power("Xenos Darkshadow"), 3);
    assert_eq!(t.g.assault(xenos), 3);
    assert_eq!(t.g.hazardous(xenos), 3);
    assert_eq!(t.g.splash_attack(xenos), 3);
}

#[test]
fn xenos_darkshadow_is_archived_when_destroyed_while_you_are_haunted() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Xenos Darkshadow"])
        .battleline(B, &["Kelifi Dragon"])
        .discard(A, &HAUNTING)
        .start();
    t.fight("Xenos Darkshadow", "Kelifi Dragon");
    assert_eq!(t.archives_of(A), ["Xenos Darkshadow"]);
    assert_eq!(t.discard(B), ["Kelifi Dragon"], "10 assault, then 10 power");
}

#[test]
fn xenos_darkshadow_goes_to_the_discard_pile_when_destroyed_while_you_are_not_haunted() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Xenos Darkshadow"])
        .battleline(B, &["Troll"])
        .discard(A, &["Krump", "Anger", "Valdr"])
        .start();
    t.fight("Xenos Darkshadow", "Troll");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(
        t.discard(A),
        ["Krump", "Anger", "Valdr", "Xenos Darkshadow"]
    );
    assert_eq!(t.damage("Troll"), 6, "3 assault and 3 power");
}
