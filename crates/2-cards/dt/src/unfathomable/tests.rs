//! Tests of the Unfathomable cards of Dark Tidings: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Keywords};

// ----- Flamegill Enforcer and its evil twin ---------------------------------

#[test]
fn flamegill_enforcer_is_enraged_when_the_opponent_raises_the_tide() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Tidal Wave"])
        .battleline(A, &["Flamegill Enforcer"])
        .start();
    t.play("Tidal Wave");
    assert!(
        t.g.tide_is_high(B),
        "Tidal Wave: the opponent raises the tide"
    );
    assert!(t.card("Flamegill Enforcer").is_enraged());
}

#[test]
fn flamegill_enforcer_is_not_enraged_when_its_controller_raises_the_tide() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Flamegill Enforcer"])
        .tide()
        .start();
    t.apply(Choice::RaiseTide);
    assert!(!t.card("Flamegill Enforcer").is_enraged());
}

#[test]
fn flamegill_enforcer_action_captures_3() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Flamegill Enforcer"])
        .amber(B, 4)
        .start();
    t.action("Flamegill Enforcer");
    assert_eq!(t.amber_on("Flamegill Enforcer"), 3);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn flamegill_enforcer_evil_twin_action_steals_1_and_hears_the_tide() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["{flamegill-enforcer-evil-twin}"])
        .amber(B, 4)
        .start();
    t.action("Flamegill Enforcer");
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
    t.g.raise_tide(B);
    assert!(t.card("Flamegill Enforcer").is_enraged());
}

// ----- Giltspine Netcaster ----------------------------------------------------

#[test]
fn giltspine_netcaster_reap_exhausts_a_creature() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Giltspine Netcaster"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.reap("Giltspine Netcaster");
    t.choose("Troll");
    assert!(t.exhausted("Troll"));
    assert!(!t.exhausted("Krump"));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn giltspine_netcaster_evil_twin_readies_and_uses_a_friendly_non_aquan_creature() {
    let mut t = scenario(House::Unfathomable)
        .battleline(
            A,
            &["{giltspine-netcaster-evil-twin}", "Troll", "Photic Raider"],
        )
        .start();
    t.set_exhausted("Troll", true);
    // Photic Raider is Aquan: Troll is the only choice, chosen by itself,
    // and with no enemy to fight it can only reap.
    t.reap("Giltspine Netcaster");
    assert_eq!(t.amber(A), 2, "both reaps");
    assert!(t.exhausted("Troll"));
}

// ----- Horrid Synan -----------------------------------------------------------

#[test]
fn horrid_synan_poison_destroys_what_it_damages_in_a_fight() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Horrid Synan"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Horrid Synan", "Troll");
    assert_eq!(t.location("Troll"), Location::Discard);
}

#[test]
fn horrid_synan_evil_twin_has_taunt_and_poison() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie", "{horrid-synan-evil-twin}"])
        .start();
    // Taunt leaves Horrid Synan the only creature Krump may attack: the
    // fight is not asked about.
    t.apply(Choice::Fight(t.find("Krump")));
    assert_eq!(t.location("Krump"), Location::Discard, "poison");
    assert_eq!(t.location("Horrid Synan"), Location::Discard);
    assert_eq!(t.damage("Dust Pixie"), 0);
}

// ----- Taniwha and its evil twin ---------------------------------------------

#[test]
fn taniwha_reap_destroys_a_friendly_creature_and_gains_1() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Taniwha", "Dust Pixie"])
        .start();
    t.reap("Taniwha");
    t.choose("Dust Pixie");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.amber(A), 2, "1 for the reap, 1 from the ability");
}

#[test]
fn taniwha_evil_twin_puts_a_creature_of_the_discard_pile_on_top_of_the_deck() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["{taniwha-evil-twin}"])
        .discard(A, &["Troll", "Punch", "Krump"])
        .start();
    t.reap("Taniwha");
    assert!(
        !t.is_legal(Choice::Target(t.find("Punch"))),
        "an action is no creature"
    );
    t.choose("Krump");
    assert_eq!(t.deck_of(A)[0], "Krump");
    assert_eq!(t.discard(A), ["Troll", "Punch"]);
}

// ----- Tomwa of the Glow and its evil twin ------------------------------------

#[test]
fn tomwa_of_the_glow_exhausts_and_with_the_tide_high_draws_per_exhausted_enemy() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Tomwa of the Glow"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .tide_high(A)
        .start();
    t.set_exhausted("Bumpsy", true);
    let hand = t.hand_of(A).len();
    t.reap("Tomwa of the Glow");
    t.choose("Troll");
    assert_eq!(
        t.hand_of(A).len(),
        hand + 2,
        "Troll and Bumpsy are exhausted"
    );
}

#[test]
fn tomwa_of_the_glow_draws_nothing_unless_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Tomwa of the Glow"])
        .battleline(B, &["Troll", "Krump"])
        .tide_high(B)
        .start();
    let hand = t.hand_of(A).len();
    t.reap("Tomwa of the Glow");
    t.choose("Troll");
    assert!(t.exhausted("Troll"));
    assert_eq!(t.hand_of(A).len(), hand);
}

#[test]
fn tomwa_of_the_glow_evil_twin_with_the_tide_high_exhausts_and_discards_at_random() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["{tomwa-of-the-glow-evil-twin}"])
        .battleline(B, &["Troll", "Krump"])
        .hand(B, &["Punch"])
        .tide_high(A)
        .start();
    t.reap("Tomwa of the Glow");
    t.choose("Krump");
    assert!(t.exhausted("Krump"));
    assert_eq!(t.discard(B), ["Punch"]);
}

#[test]
fn tomwa_of_the_glow_evil_twin_does_nothing_unless_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["{tomwa-of-the-glow-evil-twin}"])
        .battleline(B, &["Troll", "Krump"])
        .hand(B, &["Punch"])
        .tide()
        .start();
    t.reap("Tomwa of the Glow");
    assert!(!t.exhausted("Troll") && !t.exhausted("Krump"));
    assert_eq!(t.hand_of(B), ["Punch"]);
}

// ----- Wikolia and its evil twin ---------------------------------------------

#[test]
fn wikolia_raises_keys_by_2_during_the_opponents_next_turn() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Wikolia"])
        .amber(B, 7)
        .start();
    t.reap("Wikolia");
    assert_eq!(t.g.key_cost(B), 6, "not during A's turn");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.keys(B), 0, "7 is not enough at 8");
}

#[test]
fn wikolia_evil_twin_exalts_itself_and_raises_keys_by_4() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["{wikolia-evil-twin}"])
        .amber(B, 9)
        .start();
    t.reap("Wikolia");
    assert_eq!(t.amber_on("Wikolia"), 1, "exalted");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 10);
    assert_eq!(t.keys(B), 0);
}

// ----- Dive Deep, Thalassophobia -----------------------------------------------

#[test]
fn dive_deep_sends_a_creature_sharing_the_discarded_cards_house_to_the_bottom() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dive Deep"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Krump", "Mighty Tiger"])
        .deck(B, &["Punch", "Anger", "Dust Pixie"])
        .start();
    t.play("Dive Deep");
    assert_eq!(t.discard(B), ["Punch"], "a Brobnar card");
    assert!(!t.is_legal(Choice::Target(t.find("Mighty Tiger"))));
    t.choose("Krump");
    assert_eq!(t.deck_of(B).last(), Some(&"Krump"));
    assert_eq!(t.line(B), ["Troll", "Mighty Tiger"]);
}

#[test]
fn dive_deep_with_an_empty_opposing_deck_moves_nothing() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dive Deep"])
        .battleline(B, &["Troll"])
        .deck(B, &[])
        .start();
    t.play("Dive Deep");
    assert_eq!(t.line(B), ["Troll"]);
}

/// Dark Discovery played with the opponent's deck `deck` (top first), the
/// two names given in order.
fn dark_discovery(deck: &[&str], first: &str, second: &str) -> keysim_engine::scenario::Test {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dark Discovery"])
        .deck(A, &["Krump"])
        .deck(B, deck)
        .start();
    t.play("Dark Discovery");
    t.name_card(first);
    t.name_card(second);
    t
}

#[test]
fn dark_discovery_naming_both_bottom_cards_is_purged_and_forges_a_key() {
    let t = dark_discovery(&["Punch", "Anger", "Troll"], "Anger", "Troll");
    assert_eq!(t.discard(B), ["Troll", "Anger"], "the bottom card first");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1, "its own Æmber bonus: the key cost nothing");
    assert_eq!(t.purged(A), ["Dark Discovery"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn dark_discovery_names_match_in_either_order() {
    let t = dark_discovery(&["Punch", "Anger", "Troll"], "Troll", "Anger");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.purged(A), ["Dark Discovery"]);
}

#[test]
fn dark_discovery_with_one_name_wrong_forges_nothing() {
    let t = dark_discovery(&["Punch", "Anger", "Troll"], "Troll", "Punch");
    assert_eq!(t.discard(B), ["Troll", "Anger"], "discarded all the same");
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.discard(A), ["Dark Discovery"]);
    assert!(t.purged(A).is_empty());
}

#[test]
fn dark_discovery_naming_one_card_twice_needs_two_copies() {
    let t = dark_discovery(&["Punch", "Anger", "Troll"], "Troll", "Troll");
    assert_eq!(t.keys(A), 0);
    let t = dark_discovery(&["Punch", "Troll", "Troll"], "Troll", "Troll");
    assert_eq!(t.keys(A), 1);
}

#[test]
fn dark_discovery_with_one_card_left_in_the_opposing_deck_forges_nothing() {
    let t = dark_discovery(&["Troll"], "Troll", "Troll");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.keys(A), 0);
}

#[test]
fn thalassophobia_discards_the_top_10_cards_of_the_opponents_deck() {
    let deck = ["Troll"; 12];
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Thalassophobia"])
        .deck(B, &deck)
        .start();
    t.play("Thalassophobia");
    assert_eq!(t.discard(B).len(), 10);
    assert_eq!(t.deck_of(B).len(), 2);
}

// ----- Tentaclid -------------------------------------------------------------

#[test]
fn tentaclid_cannot_reap() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Tentaclid"])
        .battleline(B, &["Troll"])
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Tentaclid"))));
    assert!(
        t.is_legal(Choice::Fight(t.find("Tentaclid"))),
        "it may fight"
    );
}

#[test]
fn tentaclid_skirmishes() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Tentaclid"])
        .battleline(B, &["Krump"])
        .start();
    t.fight("Tentaclid", "Krump");
    assert_eq!(t.damage("Tentaclid"), 0, "skirmish");
    assert_eq!(t.damage("Krump"), 3);
}

// ----- Corrode, Wrath or Ruin, Sink or Swim: choose one ------------------------

#[test]
fn corrode_destroys_an_artifact() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Corrode"])
        .artifacts(B, &["Lash of Broken Dreams", "Pile of Skulls"])
        .start();
    t.play("Corrode");
    t.choose_option(0);
    t.choose("Pile of Skulls");
    assert_eq!(t.artifacts_of(B), ["Lash of Broken Dreams"]);
}

#[test]
fn corrode_destroys_an_upgrade() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Corrode"])
        .battleline(B, &["Troll"])
        .upgrade(B, "Blood of Titans", "Troll")
        .start();
    t.play("Corrode");
    t.choose_option(1);
    assert_eq!(t.discard(B), ["Blood of Titans"]);
    assert_eq!(t.power("Troll"), 8);
}

#[test]
fn corrode_destroys_only_a_creature_with_armor() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Corrode"])
        .battleline(B, &["Troll", "Champion Anaphiel", "Bulwark"])
        .start();
    t.play("Corrode");
    t.choose_option(2);
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Bulwark");
    assert_eq!(t.line(B), ["Troll", "Champion Anaphiel"]);
}

#[test]
fn wrath_or_ruin_destroys_a_flank_creature() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Wrath or Ruin"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Wrath or Ruin");
    t.choose_option(0);
    assert!(!t.is_legal(Choice::Target(t.find("Krump"))), "not a flank");
    t.choose("Bumpsy");
    assert_eq!(t.line(B), ["Troll", "Krump"]);
}

#[test]
fn wrath_or_ruin_returns_2_enemy_creatures_to_hand() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Wrath or Ruin"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Wrath or Ruin");
    t.choose_option(1);
    t.choose("Troll");
    t.choose("Bumpsy");
    assert_eq!(t.line(B), ["Krump"]);
    assert!(t.hand_of(B).contains(&"Troll") && t.hand_of(B).contains(&"Bumpsy"));
    assert_eq!(t.line(A), ["Dust Pixie"]);
}

#[test]
fn sink_or_swim_makes_the_opponent_discard_at_random() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Sink or Swim"])
        .hand(B, &["Punch"])
        .start();
    t.play("Sink or Swim");
    t.choose_option(0);
    assert_eq!(t.discard(B), ["Punch"]);
}

#[test]
fn sink_or_swim_exhausts_a_creature_and_its_neighbors() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Sink or Swim"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Mighty Tiger"])
        .start();
    t.play("Sink or Swim");
    t.choose_option(1);
    t.choose("Krump");
    assert!(t.exhausted("Troll") && t.exhausted("Krump") && t.exhausted("Bumpsy"));
    assert!(!t.exhausted("Mighty Tiger"));
}

// ----- Cup of Water, Rustmiser, Sobogg's Thingamabob ----------------------------

#[test]
fn cup_of_water_stuns_each_cyborg_and_robot_creature() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Cup of Water"])
        .battleline(A, &["Batdrone"])
        .battleline(B, &["Dr. Escotera", "Troll"])
        .start();
    t.play("Cup of Water");
    assert!(t.stunned("Batdrone"), "a Robot, friendly too");
    assert!(t.stunned("Dr. Escotera"), "a Cyborg");
    assert!(!t.stunned("Troll"));
}

#[test]
fn rustmiser_exhausts_each_enemy_artifact() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Rustmiser"])
        .artifacts(A, &["Pile of Skulls"])
        .artifacts(B, &["Lash of Broken Dreams", "Gauntlet of Command"])
        .start();
    t.reap("Rustmiser");
    assert!(t.exhausted("Lash of Broken Dreams") && t.exhausted("Gauntlet of Command"));
    assert!(!t.exhausted("Pile of Skulls"));
}

#[test]
fn soboggs_thingamabob_exhausts_the_opponents_creatures_after_they_forge() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Sobogg’s Thingamabob"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 6)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert!(t.exhausted("Troll") && t.exhausted("Krump"));
    assert!(!t.exhausted("Dust Pixie"));
}

// ----- Deep Priest Glebe, Portalmonger, Fuguru ----------------------------------

#[test]
fn deep_priest_glebe_exhausts_an_enemy_after_an_aquan_creature_is_played() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Deep Priest Glebe"])
        .hand(A, &["Photic Raider", "Rustmiser"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Rustmiser");
    t.flank(Flank::Right);
    assert!(!t.asks_target(), "Rustmiser is a Beast");
    t.play("Photic Raider");
    t.flank(Flank::Right);
    t.choose("Krump");
    assert!(t.exhausted("Krump"));
    assert!(!t.exhausted("Troll"));
}

#[test]
fn portalmonger_raises_the_opponents_keys_by_4_while_the_tide_is_high() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Portalmonger"])
        .tide_high(A)
        .start();
    assert_eq!((t.g.key_cost(A), t.g.key_cost(B)), (6, 10));
}

#[test]
fn portalmonger_costs_nothing_while_the_tide_is_not_high() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Portalmonger"])
        .tide_high(B)
        .start();
    assert_eq!((t.g.key_cost(A), t.g.key_cost(B)), (6, 6));
}

#[test]
fn fuguru_shrinks_the_opponents_refill_by_one() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Fuguru"])
        .start();
    assert_eq!((t.g.hand_size(A), t.g.hand_size(B)), (6, 5));
}

// ----- Abandon Ship, Bubbles, Call of the Void ------------------------------------

#[test]
fn abandon_ship_returns_one_creature_unless_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Abandon Ship"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Abandon Ship");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.hand_of(B), ["Troll"]);
}

#[test]
fn abandon_ship_returns_4_creatures_while_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Abandon Ship"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Mighty Tiger"])
        .tide_high(A)
        .start();
    t.play("Abandon Ship");
    for name in ["Troll", "Krump", "Bumpsy", "Dust Pixie"] {
        t.choose(name);
    }
    assert_eq!(t.line(B), ["Mighty Tiger"]);
    assert!(t.line(A).is_empty());
    assert_eq!(t.hand_of(B).len(), 3);
}

#[test]
fn bubbles_puts_an_enemy_creature_on_top_of_its_owners_deck() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["“Bubbles”"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("“Bubbles”");
    t.choose("Krump");
    assert_eq!(t.deck_of(B)[0], "Krump");
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn call_of_the_void_exhausts_a_ready_creature() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Call of the Void"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 2)
        .start();
    t.play("Call of the Void");
    t.choose("Troll");
    assert!(t.exhausted("Troll"));
    assert_eq!(t.amber(B), 2);
}

#[test]
fn call_of_the_void_destroys_an_exhausted_creature_and_its_controller_loses_1() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Call of the Void"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 2)
        .start();
    t.set_exhausted("Troll", true);
    t.play("Call of the Void");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.amber(B), 1);
}

// ----- Echo Pearl, Frigorific Rod ------------------------------------------------

#[test]
fn echo_pearl_destroys_itself_to_exhaust_stun_and_enrage_a_creature() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Echo Pearl"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.apply(Choice::Omni(t.find("Echo Pearl")));
    t.choose("Krump");
    assert_eq!(t.discard(A), ["Echo Pearl"]);
    assert!(t.exhausted("Krump") && t.stunned("Krump"));
    assert!(t.card("Krump").is_enraged());
}

#[test]
fn frigorific_rod_exhausts_a_creature_or_an_artifact() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Frigorific Rod"])
        .artifacts(B, &["Pile of Skulls"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Frigorific Rod");
    t.choose("Pile of Skulls");
    assert!(t.exhausted("Pile of Skulls"));
    assert!(!t.exhausted("Troll"));
}

// ----- Sleep with the Fishes, Thundertow, Rakuzel's Chant ------------------------

#[test]
fn sleep_with_the_fishes_destroys_each_exhausted_creature() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Sleep with the Fishes"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_exhausted("Dust Pixie", true);
    t.set_exhausted("Troll", true);
    t.play("Sleep with the Fishes");
    assert!(t.line(A).is_empty());
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn thundertow_exhausts_2_then_damages_each_exhausted_creature() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Thundertow"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.set_exhausted("Dust Pixie", true);
    t.play("Thundertow");
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (2, 2));
    assert_eq!(t.damage("Bumpsy"), 0);
    assert_eq!(
        t.location("Dust Pixie"),
        Location::Discard,
        "exhausted already"
    );
}

#[test]
fn rakuzels_chant_exhausts_one_creature_unless_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Rakuzel’s Chant"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Rakuzel’s Chant");
    t.choose("Troll");
    assert!(t.exhausted("Troll") && !t.exhausted("Krump"));
}

#[test]
fn rakuzels_chant_exhausts_each_creature_while_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Rakuzel’s Chant"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Krump"])
        .tide_high(A)
        .start();
    t.play("Rakuzel’s Chant");
    assert!(t.exhausted("Troll") && t.exhausted("Krump") && t.exhausted("Dust Pixie"));
}

// ----- Sparkfist, Hookmaster -------------------------------------------------------

#[test]
fn sparkfist_stuns_and_exhausts_the_creature_it_fights() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Sparkfist"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Sparkfist", "Troll");
    assert!(t.stunned("Troll") && t.exhausted("Troll"));
    assert_eq!(t.damage("Sparkfist"), 0, "skirmish");
}

#[test]
fn hookmaster_fight_costs_the_opponent_2_while_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Hookmaster"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .tide_high(A)
        .start();
    t.fight("Hookmaster", "Dust Pixie");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn hookmaster_fight_costs_nothing_while_the_tide_is_not_high() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Hookmaster"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .tide()
        .start();
    t.fight("Hookmaster", "Dust Pixie");
    assert_eq!(t.amber(B), 3);
}

// ----- Tidal Wave, Pour-tal, Seabringer Kekoa, Photic Raider -----------------------

#[test]
fn tidal_wave_with_the_tide_high_destroys_a_creature_and_its_neighbors() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Tidal Wave"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Mighty Tiger"])
        .tide_high(A)
        .start();
    t.play("Tidal Wave");
    t.choose("Krump");
    assert_eq!(t.line(B), ["Mighty Tiger"]);
    assert!(t.g.tide_is_high(B), "then the opponent raises the tide");
}

#[test]
fn tidal_wave_without_the_tide_high_destroys_nothing() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Tidal Wave"])
        .battleline(B, &["Troll", "Krump"])
        .tide()
        .start();
    t.play("Tidal Wave");
    assert_eq!(t.line(B), ["Troll", "Krump"]);
    assert!(t.g.tide_is_high(B));
}

#[test]
fn pour_tal_raises_the_tide_when_it_is_not_high() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Pour-tal"])
        .tide()
        .start();
    t.play("Pour-tal");
    assert!(t.g.tide_is_high(A));
    assert_eq!(
        t.g.player(A).chains,
        0,
        "an ability raising the tide gives no chains"
    );
    assert_eq!(t.discard(A), ["Pour-tal"]);
}

#[test]
fn pour_tal_archives_itself_while_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Pour-tal"])
        .tide_high(A)
        .start();
    t.play("Pour-tal");
    assert_eq!(t.archives_of(A), ["Pour-tal"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn seabringer_kekoa_raises_the_tide_for_its_controller_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Seabringer Kekoa"])
        .tide_high(A)
        .start();
    t.fight("Troll", "Seabringer Kekoa");
    assert_eq!(t.location("Seabringer Kekoa"), Location::Discard);
    assert!(t.g.tide_is_high(B));
}

#[test]
fn photic_raider_captures_2_and_gets_4_power_while_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Photic Raider"])
        .amber(B, 3)
        .tide()
        .start();
    t.play("Photic Raider");
    assert_eq!(t.amber_on("Photic Raider"), 2);
    assert_eq!(t.power("Photic Raider"), 2);
    t.g.raise_tide(A);
    assert_eq!(t.power("Photic Raider"), 6);
    t.g.raise_tide(B);
    assert_eq!(t.power("Photic Raider"), 2, "low for A");
}

// ----- Omnipus -----------------------------------------------------------------

#[test]
fn omnipus_discards_8_and_plays_each_tentaclid_of_the_discard_pile() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Omnipus"])
        .deck(
            A,
            &[
                "Troll",
                "Tentaclid",
                "Krump",
                "Punch",
                "Tentaclid",
                "Anger",
                "Bumpsy",
                "Troll",
                "Dust Pixie",
            ],
        )
        .start();
    t.play("Omnipus");
    t.choose("Tentaclid");
    t.flank(Flank::Right);
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Tentaclid", "Omnipus", "Tentaclid"]);
    assert_eq!(t.discard(A).len(), 6, "8 discarded, 2 of them played");
    assert_eq!(t.deck_of(A), ["Dust Pixie"]);
}

#[test]
fn omnipus_reaps_1_for_each_friendly_tentaclid_and_cannot_fight() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Tentaclid", "Omnipus", "Tentaclid"])
        .battleline(B, &["Tentaclid", "Troll"])
        .start();
    assert!(!t.is_legal(Choice::Fight(t.find("Omnipus"))));
    t.reap("Omnipus");
    assert_eq!(
        t.amber(A),
        3,
        "1 for the reap, 2 for the friendly Tentaclids"
    );
}

// ----- Effigy of Melerukh ---------------------------------------------------------

#[test]
fn effigy_of_melerukh_counts_enemy_reaps_only() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Effigy of Melerukh"])
        .battleline(A, &["Photic Raider"])
        .battleline(B, &["Troll"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    let effigy = t.find("Effigy of Melerukh");
    t.reap("Photic Raider");
    assert_eq!(t.g.counters(effigy), 0, "a friendly reap");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Troll");
    assert_eq!(t.g.counters(effigy), 1);
    assert_eq!(t.location("Effigy of Melerukh"), Location::Artifacts);
}

#[test]
fn effigy_of_melerukh_wakes_with_6_counters_as_a_100_power_100_armor_creature() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Effigy of Melerukh"])
        .battleline(A, &["Photic Raider"])
        .battleline(B, &["Troll"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    let effigy = t.find("Effigy of Melerukh");
    t.g.add_counters(effigy, 5);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Troll");
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(A),
        "its controller chooses"
    );
    t.choose_option(0);
    assert_eq!(t.line(A), ["Effigy of Melerukh", "Photic Raider"]);
    assert_eq!(
        (t.power("Effigy of Melerukh"), t.armor("Effigy of Melerukh")),
        (100, 100)
    );
}

// ----- Flash Freeze, Kiligog's Trench ------------------------------------------------

#[test]
fn flash_freeze_exhausts_a_creature_after_each_other_card_played_this_turn() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Flash Freeze", "Rustmiser"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Flash Freeze");
    assert!(!t.asks_target(), "not after itself");
    t.play("Rustmiser");
    t.choose("Krump");
    assert!(t.exhausted("Krump"));
    assert!(!t.exhausted("Troll"));
}

#[test]
fn flash_freeze_ends_with_the_turn() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Flash Freeze"])
        .start();
    t.play("Flash Freeze");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn kiligogs_trench_deepens_each_turn_end_and_destroys_creatures_of_that_power() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Kiligog’s Trench"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Batdrone", "Dust Pixie"])
        .start();
    t.end_turn();
    assert_eq!(t.g.counters(t.find("Kiligog’s Trench")), 1);
    assert!(t.line(A).is_empty(), "power 1");
    assert_eq!(t.line(B), ["Batdrone"], "power 2 survives");
}

// ----- Llack Gaboon ---------------------------------------------------------------

#[test]
fn llack_gaboon_gets_1_power_per_other_exhausted_creature() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Llack Gaboon", "Dust Pixie"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_exhausted("Llack Gaboon", true);
    t.set_exhausted("Dust Pixie", true);
    t.set_exhausted("Troll", true);
    assert_eq!(t.power("Llack Gaboon"), 5, "itself does not count");
    let llack = t.find("Llack Gaboon");
    assert!(!t.g.keywords(llack).contains(Keywords::SKIRMISH));
    assert_eq!(t.g.hazardous(llack), 0);
}

#[test]
fn llack_gaboon_gains_skirmish_and_hazardous_5_with_3_other_exhausted_creatures() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Llack Gaboon", "Dust Pixie"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    for name in ["Dust Pixie", "Troll", "Krump"] {
        t.set_exhausted(name, true);
    }
    let llack = t.find("Llack Gaboon");
    assert_eq!(t.power("Llack Gaboon"), 6);
    assert!(t.g.keywords(llack).contains(Keywords::SKIRMISH));
    assert_eq!(t.g.hazardous(llack), 5);
}

// ----- Te-wheke Kraken, The Susurrus ---------------------------------------------------

#[test]
fn te_wheke_kraken_stays_when_it_exhausts_2_friendly_unfathomable_creatures() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Te-wheke Kraken"])
        .battleline(A, &["Photic Raider", "Hookmaster", "Troll"])
        .start();
    t.play("Te-wheke Kraken");
    t.flank(Flank::Right);
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "not Unfathomable"
    );
    t.choose("Photic Raider");
    t.choose("Hookmaster");
    assert!(t.exhausted("Photic Raider") && t.exhausted("Hookmaster"));
    assert_eq!(t.location("Te-wheke Kraken"), Location::Battleline);
}

#[test]
fn te_wheke_kraken_is_destroyed_unless_it_exhausts_2() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Te-wheke Kraken"])
        .battleline(A, &["Photic Raider"])
        .start();
    t.play("Te-wheke Kraken");
    t.flank(Flank::Right);
    // The only choices: Photic Raider and the Kraken itself, which entered
    // play exhausted and so is not exhausted by choosing it.
    t.choose("Photic Raider");
    assert!(
        !t.asks_target(),
        "the Kraken is the last choice, made by itself"
    );
    assert_eq!(t.location("Te-wheke Kraken"), Location::Discard);
    assert!(t.exhausted("Photic Raider"));
}

#[test]
fn te_wheke_kraken_reap_deals_2_with_2_splash() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Te-wheke Kraken"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Mighty Tiger"])
        .start();
    t.reap("Te-wheke Kraken");
    t.choose("Krump");
    assert_eq!(
        (t.damage("Troll"), t.damage("Krump"), t.damage("Bumpsy")),
        (2, 2, 2)
    );
    assert_eq!(t.damage("Mighty Tiger"), 0);
}

#[test]
fn the_susurrus_exhausts_a_friendly_unfathomable_creature_then_up_to_3_cards() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["The Susurrus"])
        .battleline(A, &["Photic Raider", "Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .artifacts(B, &["Pile of Skulls"])
        .start();
    t.action("The Susurrus");
    assert!(
        t.exhausted("Photic Raider"),
        "the only friendly Unfathomable creature"
    );
    t.choose("Krump");
    t.choose("Pile of Skulls");
    t.choose("Bumpsy");
    assert!(t.exhausted("Krump") && t.exhausted("Bumpsy") && t.exhausted("Pile of Skulls"));
}

#[test]
fn the_susurrus_does_nothing_more_if_its_creature_was_exhausted_already() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["The Susurrus"])
        .battleline(A, &["Photic Raider"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.set_exhausted("Photic Raider", true);
    t.action("The Susurrus");
    assert!(!t.asks_target());
    assert!(!t.exhausted("Krump") && !t.exhausted("Bumpsy"));
}

// ----- Voice of Rakuzel, Whirlpool ------------------------------------------------------

#[test]
fn voice_of_rakuzel_strengthens_friendly_creatures_while_the_tide_is_high() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Voice of Rakuzel", "Troll"])
        .battleline(B, &["Krump"])
        .tide_high(A)
        .start();
    assert_eq!((t.power("Troll"), t.armor("Troll")), (9, 1));
    assert_eq!(
        (t.power("Voice of Rakuzel"), t.armor("Voice of Rakuzel")),
        (6, 2)
    );
    assert_eq!((t.power("Krump"), t.armor("Krump")), (6, 0));
}

#[test]
fn voice_of_rakuzel_strengthens_enemy_creatures_while_the_tide_is_low() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Voice of Rakuzel", "Troll"])
        .battleline(B, &["Krump"])
        .tide_high(B)
        .start();
    assert_eq!((t.power("Troll"), t.armor("Troll")), (8, 0));
    assert_eq!((t.power("Krump"), t.armor("Krump")), (7, 1));
}

#[test]
fn whirlpool_gives_the_right_flank_creature_to_the_opponents_left_flank() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Whirlpool"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy", "Dust Pixie"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.end_turn();
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Krump", "Bumpsy", "Dust Pixie"]);
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(
        t.line(B),
        ["Krump", "Bumpsy"],
        "at the end of each player's turn"
    );
    assert_eq!(t.line(A), ["Dust Pixie", "Troll"]);
}

// ----- Abyssal Zealot, Allusions of Grandeur ---------------------------------------------

#[test]
fn abyssal_zealot_captures_2_when_you_raise_the_tide() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Abyssal Zealot"])
        .amber(B, 3)
        .tide()
        .start();
    t.apply(Choice::RaiseTide);
    assert_eq!(t.amber_on("Abyssal Zealot"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn abyssal_zealot_loses_2_to_the_supply_when_the_opponent_raises_the_tide() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Abyssal Zealot"])
        .tide_high(A)
        .start();
    t.set_amber_on("Abyssal Zealot", 3);
    t.g.raise_tide(B);
    assert_eq!(t.amber_on("Abyssal Zealot"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (0, 0), "to the common supply");
}

#[test]
fn allusions_of_grandeur_gains_3_when_the_opponent_chooses_another_house() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Allusions of Grandeur"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.play("Allusions of Grandeur");
    t.choose_house(House::Brobnar);
    assert_eq!(t.amber(A), 1, "the bonus");
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    assert_eq!(t.amber(A), 4);
}

#[test]
fn allusions_of_grandeur_gains_nothing_when_the_opponent_chooses_the_named_house() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Allusions of Grandeur"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.play("Allusions of Grandeur");
    t.choose_house(House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.amber(A), 1);
}

// ----- Scyphos, Under Pressure, Brain Drain -------------------------------------------------

#[test]
fn scyphos_is_archived_when_destroyed_while_the_tide_is_high() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Scyphos"])
        .battleline(B, &["Troll"])
        .tide_high(A)
        .start();
    t.fight("Scyphos", "Troll");
    assert_eq!(t.archives_of(A), ["Scyphos"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn scyphos_goes_to_the_discard_pile_while_the_tide_is_not_high() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Scyphos"])
        .battleline(B, &["Troll"])
        .tide()
        .start();
    t.fight("Scyphos", "Troll");
    assert_eq!(t.discard(A), ["Scyphos"]);
}

#[test]
fn under_pressure_keeps_its_creature_from_readying() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Troll", "Krump"])
        .upgrade(A, "Under Pressure", "Troll")
        .start();
    t.set_exhausted("Troll", true);
    t.set_exhausted("Krump", true);
    t.end_turn();
    assert!(t.exhausted("Troll"));
    assert!(!t.exhausted("Krump"));
}

#[test]
fn brain_drain_puts_a_card_of_the_opponents_hand_on_top_of_their_deck() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Brain Drain"])
        .hand(B, &["Punch", "Anger"])
        .start();
    t.play("Brain Drain");
    t.choose("Anger");
    assert_eq!(t.hand_of(B), ["Punch"]);
    assert_eq!(t.deck_of(B)[0], "Anger");
}
