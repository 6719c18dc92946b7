//! Tests of the Star Alliance cards of Grim Reminders: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::House;

/// Ten cards for a discard pile: its player is haunted.
const HAUNTING: [&str; 10] = ["Virtuous Works"; 10];

#[test]
fn anachronometer_recycles_the_discard_pile_draws_then_mills_as_many_as_the_opponent_discarded() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Anachronometer", "Troll")
        .discard(A, &["Punch", "Anger"])
        .deck(A, &["Krump", "Bumpsy", "Dust Pixie"])
        .discard(B, &["Punch", "Punch"])
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.hand_of(A).len(), 1, "one card drawn");
    assert_eq!(
        t.deck_of(A).len(),
        2,
        "5 cards after the shuffle, 1 drawn, 2 discarded"
    );
    assert_eq!(t.discard(A).len(), 2, "as many as B's discard pile holds");
}

#[test]
fn anachronometer_also_triggers_after_a_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Anachronometer", "Troll")
        .discard(A, &["Punch"])
        .deck(A, &["Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.hand_of(A).len(), 1);
    assert!(
        t.deck_of(A).is_empty(),
        "2 cards after the shuffle, 1 drawn"
    );
    assert_eq!(
        t.discard(A).len(),
        1,
        "B's discard pile held only Dust Pixie once the fight resolved: 1 card milled"
    );
}

#[test]
fn curse_of_obstinacy_enters_play_under_the_opponents_control() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Curse of Obstinacy"])
        .start();
    t.play("Curse of Obstinacy");
    assert_eq!(t.artifacts_of(B), ["Curse of Obstinacy"]);
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn curse_of_obstinacy_stuns_inner_creatures_sharing_a_house_with_a_neighbor_at_the_end_of_its_controllers_turn(
) {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Curse of Obstinacy"])
        .battleline(A, &["Troll", "Krump", "Bumpsy", "Dust Pixie", "Urchin"])
        .start();
    t.end_turn();
    assert!(!t.stunned("Troll"), "a flank creature");
    assert!(t.stunned("Krump"), "Brobnar beside Troll");
    assert!(t.stunned("Bumpsy"), "Brobnar beside Krump");
    assert!(
        !t.stunned("Dust Pixie"),
        "Untamed between Brobnar and Shadows"
    );
    assert!(!t.stunned("Urchin"), "a flank creature");
}

#[test]
fn curse_of_obstinacy_does_nothing_at_the_end_of_the_other_players_turn() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Curse of Obstinacy"])
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.end_turn();
    for c in t.find_all("Krump") {
        assert!(!t.g.card(c).is_stunned());
    }
}

#[test]
fn jackpot_greene_gains_1_when_the_card_discarded_after_a_reap_is_star_alliance() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Jackpot Greene", "Hayden Oswin"])
        .deck(A, &["Scout Pete", "Troll"])
        .start();
    t.reap("Hayden Oswin");
    assert_eq!(t.discard(A), ["Scout Pete"]);
    assert_eq!(t.amber(A), 2, "1 for the reap, 1 for a Star Alliance card");
}

#[test]
fn jackpot_greene_gains_nothing_when_the_discarded_card_is_of_another_house() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Jackpot Greene", "Hayden Oswin"])
        .deck(A, &["Troll", "Scout Pete"])
        .start();
    t.reap("Jackpot Greene");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn multi_dimensional_rescue_returns_one_card_of_each_type_allows_one_off_house_play_and_is_purged()
{
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Multi-Dimensional Rescue"])
        .discard(
            A,
            &["Punch", "Lifeward", "Troll", "Blood of Titans", "Krump"],
        )
        .start();
    t.play("Multi-Dimensional Rescue");
    t.choose("Troll");
    let mut hand = t.hand_of(A);
    hand.sort();
    assert_eq!(hand, ["Blood of Titans", "Lifeward", "Punch", "Troll"]);
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.purged(A), ["Multi-Dimensional Rescue"]);
    t.play("Troll");
    assert_eq!(t.line(A), ["Troll"], "one non-Star Alliance card played");
    assert!(
        !t.is_legal(Choice::Play(t.find("Punch"))),
        "only one such card"
    );
}

#[test]
fn necromorph_destroys_its_non_star_alliance_neighbor_instead_and_is_fully_healed() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Krump", "Necromorph", "Hayden Oswin"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Necromorph", "Troll");
    assert_eq!(t.line(A), ["Necromorph", "Hayden Oswin"]);
    assert_eq!(t.damage("Necromorph"), 0, "fully healed");
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn necromorph_with_two_non_star_alliance_neighbors_lets_its_controller_choose_which_is_destroyed() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Krump", "Necromorph", "Bumpsy"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Necromorph", "Troll");
    t.choose("Bumpsy");
    assert_eq!(t.line(A), ["Krump", "Necromorph"]);
    assert_eq!(t.discard(A), ["Bumpsy"]);
}

#[test]
fn necromorph_with_only_star_alliance_neighbors_is_destroyed() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Hayden Oswin", "Necromorph", "Scout Pete"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Necromorph", "Troll");
    assert_eq!(t.line(A), ["Hayden Oswin", "Scout Pete"]);
    assert_eq!(t.discard(A), ["Necromorph"]);
}

#[test]
fn paradox_shield_discards_as_many_cards_as_the_power_and_is_destroyed_instead() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll"])
        .upgrade(A, "Paradox Shield", "Troll")
        .start();
    t.set_damage("Troll", 7);
    t.play("Punch");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.damage("Troll"), 0, "fully healed");
    assert_eq!(t.deck_of(A).len(), 12 - 8, "Troll's power: 8 cards");
    assert!(t.discard(A).contains(&"Paradox Shield"));
    assert_eq!(
        t.discard(A).len(),
        8 + 2,
        "the 8 cards, Punch and the shield"
    );
}

#[test]
fn paradox_shield_with_an_empty_deck_does_not_save_its_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll"])
        .upgrade(A, "Paradox Shield", "Troll")
        .deck(A, &[])
        .start();
    t.set_damage("Troll", 7);
    t.play("Punch");
    assert!(t.line(A).is_empty());
    assert!(t.discard(A).contains(&"Troll"));
}

#[test]
fn alien_horror_gets_7_power_while_haunted() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Alien Horror"])
        .discard(A, &HAUNTING)
        .start();
    assert_eq!(t.power("Alien Horror"), 10);
}

#[test]
fn alien_horror_has_its_printed_power_when_not_haunted_and_its_neighbors_capture_after_it_fights() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Hayden Oswin", "Alien Horror", "Scout Pete"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 5)
        .start();
    assert_eq!(t.power("Alien Horror"), 3);
    t.fight("Alien Horror", "Dust Pixie");
    assert_eq!(t.amber_on("Hayden Oswin"), 1);
    assert_eq!(t.amber_on("Scout Pete"), 1);
    assert_eq!(t.amber_on("Alien Horror"), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn bad_chemistry_stuns_each_creature_sharing_a_house_with_a_neighbor() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Bad Chemistry"])
        .battleline(A, &["Troll", "Krump", "Dust Pixie"])
        .battleline(B, &["Hayden Oswin", "Scout Pete", "Urchin"])
        .start();
    t.play("Bad Chemistry");
    assert!(t.stunned("Troll"));
    assert!(t.stunned("Krump"));
    assert!(!t.stunned("Dust Pixie"));
    assert!(t.stunned("Hayden Oswin"));
    assert!(t.stunned("Scout Pete"));
    assert!(!t.stunned("Urchin"));
}

#[test]
fn corporal_bridger_allows_one_non_star_alliance_creature_to_be_used() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Corporal Bridger"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Troll"))));
    t.play("Corporal Bridger");
    t.flank(Flank::Right);
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
    assert!(
        !t.is_legal(Choice::Reap(t.find("Krump"))),
        "the one use is spent"
    );
}

#[test]
fn corporal_bridger_gives_another_use_after_it_reaps() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Corporal Bridger", "Troll", "Krump"])
        .start();
    t.reap("Corporal Bridger");
    t.reap("Troll");
    assert!(!t.is_legal(Choice::Reap(t.find("Krump"))));
    assert!(
        !t.is_legal(Choice::Play(t.find("Krump"))),
        "a use, not a play"
    );
    assert_eq!(t.amber(A), 2);
}

#[test]
fn event_horizon_discards_until_an_action_card_and_plays_it() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Event Horizon"])
        .deck(A, &["Troll", "Krump", "Virtuous Works", "Bumpsy"])
        .start();
    t.play("Event Horizon");
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
    assert_eq!(
        t.amber(A),
        1 + 3,
        "Event Horizon's bonus and Virtuous Works'"
    );
    let mut discard = t.discard(A);
    discard.sort();
    assert_eq!(
        discard,
        ["Event Horizon", "Krump", "Troll", "Virtuous Works"]
    );
}

#[test]
fn event_horizon_with_no_action_card_discards_the_whole_deck() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Event Horizon"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.play("Event Horizon");
    assert!(t.deck_of(A).is_empty());
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(A).len(), 3);
}

#[test]
fn pentacorder_raises_the_opponents_key_cost_by_each_house_among_friendly_creatures() {
    let t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Hayden Oswin", "Krump", "Dust Pixie"])
        .upgrade(A, "Pentacorder", "Hayden Oswin")
        .battleline(B, &["Urchin"])
        .start();
    assert_eq!(t.g.key_cost(B), 6 + 3, "Brobnar, Star Alliance, Untamed");
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn prototype_harness_gives_6_power() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Prototype Harness", "Troll")
        .start();
    assert_eq!(t.power("Troll"), 14);
}

#[test]
fn prototype_harness_deals_1_damage_to_its_creature_at_the_start_of_its_controllers_turn() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .upgrade(B, "Prototype Harness", "Krump")
        .start();
    t.end_turn();
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn seance_scanner_uses_a_friendly_non_star_alliance_creature_while_haunted() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Séance Scanner"])
        .battleline(A, &["Troll"])
        .discard(A, &HAUNTING)
        .start();
    t.action("Séance Scanner");
    assert_eq!(t.amber(A), 1, "Troll reaped");
    assert!(t.exhausted("Troll"));
}

#[test]
fn seance_scanner_does_nothing_when_not_haunted() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Séance Scanner"])
        .battleline(A, &["Troll"])
        .start();
    t.action("Séance Scanner");
    assert_eq!(t.amber(A), 0);
    assert!(!t.exhausted("Troll"));
}

#[test]
fn into_the_warp_destroys_each_creature_sharing_a_house_with_either_discarded_card() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Into the Warp"])
        .deck(A, &["Krump"])
        .deck(B, &["Dust Pixie"])
        .battleline(A, &["Troll", "Hayden Oswin"])
        .battleline(B, &["Mighty Tiger", "Urchin"])
        .start();
    t.play("Into the Warp");
    assert_eq!(t.line(A), ["Hayden Oswin"]);
    assert_eq!(t.line(B), ["Urchin"]);
    assert_eq!(t.discard(B), ["Dust Pixie", "Mighty Tiger"]);
}

#[test]
fn modular_exoskeleton_gives_4_power() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Modular Exoskeleton", "Troll")
        .start();
    assert_eq!(t.power("Troll"), 12);
}

#[test]
fn modular_exoskeleton_may_return_from_its_owners_discard_pile_at_the_start_of_their_turn() {
    let mut t = scenario(House::Brobnar)
        .discard(B, &["Modular Exoskeleton"])
        .start();
    t.end_turn();
    t.yes();
    assert_eq!(t.hand_of(B), ["Modular Exoskeleton"]);
    assert!(t.discard(B).is_empty());
}

#[test]
fn modular_exoskeleton_may_stay_in_the_discard_pile() {
    let mut t = scenario(House::Brobnar)
        .discard(B, &["Modular Exoskeleton"])
        .start();
    t.end_turn();
    t.no();
    assert_eq!(t.discard(B), ["Modular Exoskeleton"]);
}

#[test]
fn perimeter_alarm_uses_a_non_star_alliance_creature_and_archives_itself_when_haunted() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Perimeter Alarm"])
        .battleline(A, &["Troll"])
        .discard(A, &HAUNTING)
        .start();
    t.play("Perimeter Alarm");
    assert_eq!(t.amber(A), 1, "Troll reaped");
    assert_eq!(t.archives_of(A), ["Perimeter Alarm"]);
}

#[test]
fn perimeter_alarm_goes_to_the_discard_pile_when_not_haunted() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Perimeter Alarm"])
        .battleline(A, &["Troll", "Hayden Oswin"])
        .start();
    t.play("Perimeter Alarm");
    assert_eq!(t.amber(A), 1, "Troll, the only non-Star Alliance creature");
    assert!(!t.exhausted("Hayden Oswin"));
    assert_eq!(t.discard(A), ["Perimeter Alarm"]);
}

#[test]
fn proton_siphon_gives_splash_attack_5_while_haunted() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Proton Siphon", "Troll")
        .discard(A, &HAUNTING)
        .battleline(B, &["Dust Pixie", "Bumpsy", "Mighty Tiger"])
        .start();
    t.fight("Troll", "Bumpsy");
    assert!(
        t.line(B).is_empty(),
        "Bumpsy fought, its neighbors splashed"
    );
}

#[test]
fn proton_siphon_gives_nothing_when_not_haunted() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Proton Siphon", "Troll")
        .start();
    assert_eq!(t.g.splash_attack(t.find("Troll")), 0);
}

#[test]
fn quartermaster_botty_captures_2_when_haunted() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Quartermaster “Botty”"])
        .discard(A, &HAUNTING)
        .amber(B, 3)
        .start();
    t.play("Quartermaster “Botty”");
    assert_eq!(t.amber_on("Quartermaster “Botty”"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn quartermaster_botty_captures_nothing_when_not_haunted() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Quartermaster “Botty”"])
        .amber(B, 3)
        .start();
    t.reap("Quartermaster “Botty”");
    assert_eq!(t.amber_on("Quartermaster “Botty”"), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn retrotechnician_le_enters_play_ready_when_haunted() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Retrotechnician Le"])
        .discard(A, &HAUNTING)
        .start();
    t.play("Retrotechnician Le");
    assert!(!t.exhausted("Retrotechnician Le"));
}

#[test]
fn retrotechnician_le_enters_play_exhausted_when_not_haunted() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Retrotechnician Le"])
        .start();
    t.play("Retrotechnician Le");
    assert!(t.exhausted("Retrotechnician Le"));
}

#[test]
fn retrotechnician_le_may_play_a_creature_from_the_discard_pile_after_reaping() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Retrotechnician Le"])
        .discard(A, &["Troll", "Punch"])
        .start();
    t.reap("Retrotechnician Le");
    t.choose("Troll");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Retrotechnician Le", "Troll"]);
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn retrotechnician_le_may_play_nothing() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Retrotechnician Le"])
        .discard(A, &["Troll"])
        .start();
    t.reap("Retrotechnician Le");
    t.pass();
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn strength_from_diversity_has_each_friendly_non_star_alliance_creature_capture_1() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Strength from Diversity"])
        .battleline(A, &["Troll", "Hayden Oswin", "Dust Pixie"])
        .amber(B, 5)
        .start();
    t.play("Strength from Diversity");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Dust Pixie"), 1);
    assert_eq!(t.amber_on("Hayden Oswin"), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn triangulator_newsome_takes_its_neighbors_amber_when_haunted() {
    let mut t = scenario(House::StarAlliance)
        .battleline(
            A,
            &["Troll", "Triangulator Newsome", "Hayden Oswin", "Krump"],
        )
        .discard(A, &HAUNTING)
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Hayden Oswin", 1);
    t.set_amber_on("Krump", 3);
    t.reap("Triangulator Newsome");
    assert_eq!(t.amber(A), 1 + 2 + 1);
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber_on("Hayden Oswin"), 0);
    assert_eq!(t.amber_on("Krump"), 3, "not a neighbor");
}

#[test]
fn triangulator_newsome_takes_nothing_when_not_haunted() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Triangulator Newsome"])
        .start();
    t.set_amber_on("Troll", 2);
    t.reap("Triangulator Newsome");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber_on("Troll"), 2);
}

#[test]
fn unprepared_stuns_each_creature_of_the_chosen_house_on_both_sides() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Unprepared"])
        .battleline(A, &["Troll", "Hayden Oswin"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.play("Unprepared");
    t.choose_house(House::Brobnar);
    assert!(t.stunned("Troll"));
    assert!(t.stunned("Krump"));
    assert!(!t.stunned("Hayden Oswin"));
    assert!(!t.stunned("Dust Pixie"));
}

#[test]
fn missile_officer_myers_resolves_its_neighbors_play_effect_when_played() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Missile Officer Myers"])
        .battleline(A, &["Bumpsy"])
        .amber(B, 3)
        .start();
    t.play("Missile Officer Myers");
    t.flank(Flank::Right);
    assert_eq!(t.amber(B), 2, "Bumpsy's Play: the opponent loses 1");
}

#[test]
fn missile_officer_myers_after_reap_resolves_the_play_effect_of_the_neighbor_chosen() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Bumpsy", "Missile Officer Myers", "Troll"])
        .amber(B, 3)
        .start();
    t.reap("Missile Officer Myers");
    t.choose("Bumpsy");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn missile_officer_myers_scrap_discards_a_card_and_resolves_its_play_effect_without_its_bonus() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Missile Officer Myers", "Fertility Chant"])
        .start();
    t.discard_card("Missile Officer Myers");
    assert_eq!(
        t.amber(B),
        2,
        "Fertility Chant's Play: the opponent gains 2"
    );
    assert_eq!(t.amber(A), 0, "its Æmber bonus is not resolved");
    let mut discard = t.discard(A);
    discard.sort();
    assert_eq!(discard, ["Fertility Chant", "Missile Officer Myers"]);
}

#[test]
fn elliot_may_play_an_upgrade_from_the_discard_pile_on_itself() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["3LL-I0T"])
        .battleline(A, &["Troll"])
        .discard(A, &["Blood of Titans"])
        .start();
    t.play("3LL-I0T");
    t.flank(Flank::Left);
    t.choose("Blood of Titans");
    assert_eq!(t.power("3LL-I0T"), 4 + 5);
    assert_eq!(t.power("Troll"), 8);
    assert_eq!(t.amber(A), 1, "the upgrade's Æmber bonus");
}

#[test]
fn elliot_may_play_no_upgrade() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["3LL-I0T"])
        .discard(A, &["Blood of Titans"])
        .start();
    t.reap("3LL-I0T");
    t.pass();
    assert_eq!(t.discard(A), ["Blood of Titans"]);
}

#[test]
fn elliot_scrap_shuffles_every_upgrade_in_play_into_its_owners_deck() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["3LL-I0T"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .upgrade(A, "Blood of Titans", "Troll")
        .upgrade(B, "Anachronometer", "Krump")
        .start();
    t.discard_card("3LL-I0T");
    assert!(t.deck_of(A).contains(&"Blood of Titans"));
    assert!(t.deck_of(B).contains(&"Anachronometer"));
    assert_eq!(t.power("Troll"), 8);
}

#[test]
fn staff_sergeant_rhea_lets_her_neighbors_be_used_on_a_star_alliance_turn() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Staff Sergeant Rhea", "Krump", "Bumpsy"])
        .start();
    assert!(
        !t.is_legal(Choice::Reap(t.find("Bumpsy"))),
        "not a neighbor"
    );
    t.reap("Troll");
    t.reap("Krump");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn staff_sergeant_rhea_gives_nothing_on_another_houses_turn() {
    let t = scenario(House::Dis)
        .battleline(A, &["Troll", "Staff Sergeant Rhea"])
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Troll"))));
}

#[test]
fn staff_sergeant_rhea_scrap_readies_and_uses_a_friendly_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Staff Sergeant Rhea"])
        .battleline(A, &["Troll"])
        .start();
    t.set_exhausted("Troll", true);
    t.discard_card("Staff Sergeant Rhea");
    assert_eq!(t.amber(A), 1, "Troll readied and reaped");
    assert!(t.exhausted("Troll"));
}

#[test]
fn com_officer_palik_is_versatile_and_has_a_friendly_creature_capture_after_reaping() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Com. Officer Palik", "Troll"])
        .amber(B, 2)
        .start();
    t.reap("Com. Officer Palik");
    t.choose("Troll");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn essence_entangler_lowers_power_by_the_amber_on_its_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Essence Entangler", "Troll")
        .start();
    t.set_amber_on("Troll", 3);
    assert_eq!(t.power("Troll"), 5);
}

#[test]
fn essence_entangler_scrap_moves_1_amber_between_creatures() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Essence Entangler"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.set_amber_on("Troll", 2);
    t.discard_card("Essence Entangler");
    t.choose("Troll");
    assert_eq!(
        t.amber_on("Troll"),
        1,
        "Krump, the only other creature, got it"
    );
    assert_eq!(t.amber_on("Krump"), 1);
}

#[test]
fn lieutenant_halasta_stuns_a_creature_after_reaping() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Lieutenant Halasta"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.reap("Lieutenant Halasta");
    t.choose("Krump");
    assert!(t.stunned("Krump"));
    assert!(!t.stunned("Troll"));
}

#[test]
fn lieutenant_halasta_scrap_stuns_the_most_powerful_enemy_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Lieutenant Halasta"])
        .battleline(A, &["Shooler"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.discard_card("Lieutenant Halasta");
    assert!(t.stunned("Troll"));
    assert!(!t.stunned("Krump"));
}

#[test]
fn encounter_golem_puts_each_action_card_you_play_on_the_bottom_of_your_deck() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Unprepared", "Bad Chemistry"])
        .battleline(A, &["Encounter Golem"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.play("Unprepared");
    t.choose_house(House::Dis);
    t.play("Bad Chemistry");
    assert!(t.discard(A).is_empty());
    assert_eq!(
        t.deck_of(A),
        ["Troll", "Krump", "Unprepared", "Bad Chemistry"],
        "top first"
    );
}

#[test]
fn encounter_golem_leaves_a_purged_action_card_where_it_is() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Multi-Dimensional Rescue"])
        .battleline(A, &["Encounter Golem"])
        .start();
    t.play("Multi-Dimensional Rescue");
    assert_eq!(t.purged(A), ["Multi-Dimensional Rescue"]);
}

#[test]
fn encounter_golem_does_not_move_the_opponents_action_cards() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Unprepared"])
        .battleline(B, &["Encounter Golem"])
        .start();
    t.play("Unprepared");
    t.choose_house(House::Dis);
    assert_eq!(t.discard(A), ["Unprepared"]);
}

#[test]
fn encounter_golem_is_archived_when_destroyed_while_haunted() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Encounter Golem"])
        .battleline(B, &["Troll"])
        .discard(A, &HAUNTING)
        .start();
    t.fight("Encounter Golem", "Troll");
    assert_eq!(t.archives_of(A), ["Encounter Golem"]);
    assert_eq!(
        t.damage("Troll"),
        3,
        "its power (hazardous protects it when attacked)"
    );
}

#[test]
fn encounter_golem_destroyed_when_not_haunted_goes_to_the_discard_pile() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Encounter Golem"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Encounter Golem", "Troll");
    assert_eq!(t.discard(A), ["Encounter Golem"]);
}

#[test]
fn essence_entangler_destroys_its_creature_once_the_amber_on_it_brings_its_power_to_0() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Strength from Diversity"])
        .battleline(A, &["Dust Pixie", "Troll"])
        .upgrade(A, "Essence Entangler", "Dust Pixie")
        .amber(B, 3)
        .start();
    t.play("Strength from Diversity");
    assert_eq!(t.line(A), ["Troll"], "Dust Pixie at 0 power is destroyed");
    assert!(t.discard(A).contains(&"Dust Pixie"));
}

#[test]
fn necromorph_cannot_hand_its_destruction_to_a_neighbor_destroyed_with_it() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(A, &["Krump", "Necromorph"])
        .start();
    t.play("Gateway to Dis");
    assert!(t.line(A).is_empty(), "Krump was already being destroyed");
    assert!(t.discard(A).contains(&"Necromorph"));
}

#[test]
fn encounter_golem_sends_the_action_card_down_even_when_that_card_destroyed_it() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(A, &["Encounter Golem"])
        .deck(A, &["Troll"])
        .start();
    t.play("Gateway to Dis");
    assert_eq!(t.discard(A), ["Encounter Golem"]);
    assert_eq!(t.deck_of(A), ["Troll", "Gateway to Dis"], "top first");
}

#[test]
fn missile_officer_myers_resolved_by_its_neighbor_myers_does_not_resolve_that_one_back() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Missile Officer Myers"])
        .battleline(A, &["Bumpsy", "Missile Officer Myers"])
        .amber(B, 3)
        .start();
    t.play("Missile Officer Myers");
    t.apply(Choice::Position(2));
    assert!(
        !t.asks_target(),
        "the Myers in play resolves Bumpsy's play effect, its only other neighbor"
    );
    assert_eq!(t.amber(B), 2, "Bumpsy's Play: the opponent loses 1");
    assert!(t.g.decision().is_some(), "the game goes on");
}

#[test]
fn two_missile_officer_myers_neighboring_only_each_other_resolve_nothing_more() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Missile Officer Myers"])
        .battleline(A, &["Missile Officer Myers"])
        .start();
    t.play("Missile Officer Myers");
    t.flank(Flank::Right);
    assert!(t.g.outcome().is_none(), "not a runaway loop");
    assert_eq!(t.g.stack_depth(), 0);
    assert_eq!(t.line(A).len(), 2);
}
