//! Tests of the Shadows cards of Dark Tidings: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Keywords};

// ----- Captain No-Beard and its evil twin -------------------------------------

#[test]
fn captain_no_beard_gives_its_neighbors_taunt_and_reap_captures_1() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Troll", "{captain-no-beard}", "Krump", "Bumpsy"])
        .amber(B, 3)
        .start();
    assert!(t.g.keywords(t.find("Troll")).contains(Keywords::TAUNT));
    assert!(t.g.keywords(t.find("Krump")).contains(Keywords::TAUNT));
    assert!(!t.g.keywords(t.find("Bumpsy")).contains(Keywords::TAUNT));
    assert!(!t
        .g
        .keywords(t.find("Captain No-Beard"))
        .contains(Keywords::TAUNT));
    t.reap("Captain No-Beard");
    assert_eq!(t.amber_on("Captain No-Beard"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn captain_no_beard_evil_twin_destroyed_makes_each_neighbor_capture_1() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Krump", "{captain-no-beard-evil-twin}", "Bumpsy"])
        .battleline(B, &["Troll"])
        .amber(B, 5)
        .start();
    t.fight("Captain No-Beard", "Troll");
    assert_eq!(t.location("Captain No-Beard"), Location::Discard);
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Bumpsy"), 1);
    assert_eq!(t.amber(B), 3);
}

// ----- Freebooter Faye and its evil twin --------------------------------------

#[test]
fn freebooter_faye_play_raises_the_tide() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{freebooter-faye}"])
        .tide()
        .start();
    t.play("Freebooter Faye");
    assert!(t.g.tide_is_high(A));
}

#[test]
fn freebooter_faye_reap_steals_1_with_the_tide_high() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{freebooter-faye}"])
        .tide_high(A)
        .amber(B, 3)
        .start();
    t.reap("Freebooter Faye");
    assert_eq!((t.amber(A), t.amber(B)), (2, 2));
}

#[test]
fn freebooter_faye_reap_steals_nothing_with_the_tide_low() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{freebooter-faye}"])
        .tide_high(B)
        .amber(B, 3)
        .start();
    t.reap("Freebooter Faye");
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}

#[test]
fn freebooter_faye_evil_twin_raises_the_tide_and_steals_before_fight_when_high() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{freebooter-faye-evil-twin}"])
        .battleline(A, &["{freebooter-faye-evil-twin}"])
        .battleline(B, &["Dust Pixie"])
        .tide()
        .amber(B, 3)
        .start();
    t.play("Freebooter Faye");
    t.flank(Flank::Right);
    assert!(t.g.tide_is_high(A));
    t.fight("Freebooter Faye", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn freebooter_faye_evil_twin_steals_nothing_before_fight_with_the_tide_low() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{freebooter-faye-evil-twin}"])
        .battleline(B, &["Dust Pixie"])
        .tide_high(B)
        .amber(B, 3)
        .start();
    t.fight("Freebooter Faye", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

// ----- Hard Simpson (evil twin) -----------------------------------------------

#[test]
fn hard_simpson_evil_twin_reap_makes_a_damaged_creature_capture_from_its_own_side() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{hard-simpson-evil-twin}"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .tide_high(A)
        .amber(B, 3)
        .start();
    t.set_damage("Troll", 2);
    t.set_damage("Bumpsy", 1);
    t.reap("Hard Simpson");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "Krump is undamaged"
    );
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn hard_simpson_evil_twin_reap_does_nothing_with_the_tide_low() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{hard-simpson-evil-twin}"])
        .battleline(B, &["Troll"])
        .tide_high(B)
        .amber(B, 3)
        .start();
    t.set_damage("Troll", 2);
    t.reap("Hard Simpson");
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(B), 3);
}

// ----- Hobnobber and its evil twin --------------------------------------------

#[test]
fn hobnobber_action_steals_2_from_an_opponent_with_6() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{hobnobber}"])
        .amber(B, 6)
        .start();
    t.action("Hobnobber");
    assert_eq!((t.amber(A), t.amber(B)), (2, 4));
}

#[test]
fn hobnobber_action_steals_nothing_from_an_opponent_with_5() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{hobnobber}"])
        .amber(B, 5)
        .start();
    t.action("Hobnobber");
    assert_eq!((t.amber(A), t.amber(B)), (0, 5));
}

#[test]
fn hobnobber_evil_twin_omni_steals_the_opponents_single_amber() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["{hobnobber-evil-twin}"])
        .amber(B, 1)
        .start();
    t.apply(Choice::Omni(t.find("Hobnobber")));
    assert_eq!((t.amber(A), t.amber(B)), (1, 0));
}

#[test]
fn hobnobber_evil_twin_omni_steals_nothing_from_an_opponent_with_2() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["{hobnobber-evil-twin}"])
        .amber(B, 2)
        .start();
    t.apply(Choice::Omni(t.find("Hobnobber")));
    assert_eq!((t.amber(A), t.amber(B)), (0, 2));
}

// ----- Monty Bank and its evil twin -------------------------------------------

#[test]
fn monty_bank_may_exalt_itself_twice() {
    let mut t = scenario(House::Shadows).hand(A, &["{monty-bank}"]).start();
    t.play("Monty Bank");
    t.choose_option(2);
    assert_eq!(t.amber_on("Monty Bank"), 2);
}

#[test]
fn monty_bank_may_decline_to_exalt_itself() {
    let mut t = scenario(House::Shadows).hand(A, &["{monty-bank}"]).start();
    t.play("Monty Bank");
    t.choose_option(0);
    assert_eq!(t.amber_on("Monty Bank"), 0);
}

#[test]
fn monty_bank_action_steals_1_per_amber_on_it() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{monty-bank}"])
        .amber(B, 5)
        .start();
    t.set_amber_on("Monty Bank", 2);
    t.action("Monty Bank");
    assert_eq!((t.amber(A), t.amber(B)), (2, 3));
}

#[test]
fn monty_bank_evil_twin_play_exalts_it_twice() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{monty-bank-evil-twin}"])
        .start();
    t.play("Monty Bank");
    assert_eq!(t.amber_on("Monty Bank"), 2);
}

#[test]
fn monty_bank_evil_twin_action_steals_1_per_amber_on_it() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{monty-bank-evil-twin}"])
        .amber(B, 5)
        .start();
    t.set_amber_on("Monty Bank", 3);
    t.action("Monty Bank");
    assert_eq!((t.amber(A), t.amber(B)), (3, 2));
}

// ----- One-Eyed Willa and its evil twin ---------------------------------------

#[test]
fn one_eyed_willa_fight_steals_1() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{one-eyed-willa}"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("One-Eyed Willa", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn one_eyed_willa_gains_elusive_and_skirmish_only_with_the_tide_high() {
    let t = scenario(House::Shadows)
        .battleline(A, &["{one-eyed-willa}"])
        .tide_high(A)
        .start();
    let kw = t.g.keywords(t.find("One-Eyed Willa"));
    assert!(kw.contains(Keywords::ELUSIVE) && kw.contains(Keywords::SKIRMISH));
    let t = scenario(House::Shadows)
        .battleline(A, &["{one-eyed-willa}"])
        .tide_high(B)
        .start();
    let kw = t.g.keywords(t.find("One-Eyed Willa"));
    assert!(!kw.contains(Keywords::ELUSIVE) && !kw.contains(Keywords::SKIRMISH));
}

#[test]
fn one_eyed_willa_evil_twin_fight_makes_the_opponent_lose_2_with_the_tide_high() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{one-eyed-willa-evil-twin}"])
        .battleline(B, &["Dust Pixie"])
        .tide_high(A)
        .amber(B, 3)
        .start();
    t.fight("One-Eyed Willa", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
}

#[test]
fn one_eyed_willa_evil_twin_fight_does_nothing_with_the_tide_low() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{one-eyed-willa-evil-twin}"])
        .battleline(B, &["Dust Pixie"])
        .tide_high(B)
        .amber(B, 3)
        .start();
    t.fight("One-Eyed Willa", "Dust Pixie");
    assert_eq!(t.amber(B), 3);
}

// ----- Sea Urchin and its evil twin -------------------------------------------

#[test]
fn sea_urchin_captures_1_unless_the_tide_is_high() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{sea-urchin}"])
        .tide()
        .amber(B, 3)
        .start();
    t.play("Sea Urchin");
    assert_eq!(t.amber_on("Sea Urchin"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (0, 2));
}

#[test]
fn sea_urchin_steals_1_instead_with_the_tide_high() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{sea-urchin}"])
        .tide_high(A)
        .amber(B, 3)
        .start();
    t.play("Sea Urchin");
    assert_eq!(t.amber_on("Sea Urchin"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn sea_urchin_evil_twin_captures_2_unless_the_tide_is_high() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{sea-urchin-evil-twin}"])
        .tide()
        .amber(B, 3)
        .start();
    t.play("Sea Urchin");
    assert_eq!(t.amber_on("Sea Urchin"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn sea_urchin_evil_twin_steals_2_instead_with_the_tide_high() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{sea-urchin-evil-twin}"])
        .tide_high(A)
        .amber(B, 3)
        .start();
    t.play("Sea Urchin");
    assert_eq!(t.amber_on("Sea Urchin"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

// ----- Archon's Revenge -------------------------------------------------------

#[test]
fn archons_revenge_steals_1_per_friendly_shadows_creature_it_exhausts() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["{archon-s-revenge}"])
        .battleline(A, &["Urchin", "Silvertooth", "Troll"])
        .amber(B, 5)
        .start();
    t.action("{archon-s-revenge}");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "Troll is Brobnar"
    );
    t.choose("Urchin");
    t.choose("Silvertooth");
    assert!(t.exhausted("Urchin") && t.exhausted("Silvertooth"));
    assert_eq!((t.amber(A), t.amber(B)), (2, 3));
}

#[test]
fn archons_revenge_steals_nothing_for_a_creature_already_exhausted() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["{archon-s-revenge}"])
        .battleline(A, &["Urchin", "Silvertooth"])
        .amber(B, 5)
        .start();
    t.set_exhausted("Silvertooth", true);
    t.action("{archon-s-revenge}");
    t.choose("Urchin");
    t.choose("Silvertooth");
    assert_eq!((t.amber(A), t.amber(B)), (1, 4));
}

// ----- Early Birds, Easy Marks, Submersible -----------------------------------

#[test]
fn early_birds_readies_each_shadows_card() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{early-birds}"])
        .battleline(A, &["Urchin", "Troll"])
        .artifacts(A, &["{archon-s-revenge}"])
        .battleline(B, &["Silvertooth"])
        .start();
    for name in ["Urchin", "Troll", "{archon-s-revenge}", "Silvertooth"] {
        t.set_exhausted(name, true);
    }
    t.play("{early-birds}");
    assert!(!t.exhausted("Urchin"));
    assert!(!t.exhausted("{archon-s-revenge}"));
    assert!(
        !t.exhausted("Silvertooth"),
        "each Shadows card, the enemy's too"
    );
    assert!(t.exhausted("Troll"));
}

#[test]
fn easy_marks_exalts_each_damaged_enemy_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{easy-marks}"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.set_damage("Troll", 1);
    t.set_damage("Krump", 1);
    t.play("{easy-marks}");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Bumpsy"), 0, "undamaged");
    assert_eq!(t.amber_on("Krump"), 0, "friendly");
}

#[test]
fn submersible_gives_friendly_thieves_elusive_while_the_tide_is_high() {
    let t = scenario(House::Shadows)
        .artifacts(A, &["{submersible}"])
        .battleline(A, &["Silvertooth", "Troll"])
        .battleline(B, &["Dodger"])
        .tide_high(A)
        .start();
    assert!(t
        .g
        .keywords(t.find("Silvertooth"))
        .contains(Keywords::ELUSIVE));
    assert!(!t.g.keywords(t.find("Troll")).contains(Keywords::ELUSIVE));
    assert!(!t.g.keywords(t.find("Dodger")).contains(Keywords::ELUSIVE));
}

#[test]
fn submersible_gives_nothing_while_the_tide_is_low() {
    let t = scenario(House::Shadows)
        .artifacts(A, &["{submersible}"])
        .battleline(A, &["Silvertooth"])
        .tide_high(B)
        .start();
    assert!(!t
        .g
        .keywords(t.find("Silvertooth"))
        .contains(Keywords::ELUSIVE));
}

// ----- Blatant Thievery, Hand Cannon ------------------------------------------

#[test]
fn blatant_thievery_enrages_an_enemy_and_takes_its_amber() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{blatant-thievery}"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 3);
    t.play("{blatant-thievery}");
    assert!(t.card("Troll").is_enraged());
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(A), 4, "1 bonus Æmber and the 3 on Troll");
}

#[test]
fn hand_cannon_gives_skirmish_and_takes_1_from_the_creature_fought() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .upgrade(A, "{hand-cannon}", "Krump")
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    assert!(t.g.keywords(t.find("Krump")).contains(Keywords::SKIRMISH));
    t.fight("Krump", "Troll");
    assert_eq!(t.damage("Krump"), 0, "skirmish");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(A), 1);
}

// ----- Safe or Sorry, Stir Up Trouble -----------------------------------------

#[test]
fn safe_or_sorry_archives_friendly_creatures() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{safe-or-sorry}"])
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("{safe-or-sorry}");
    t.choose_option(0);
    t.choose("Troll");
    t.choose("Krump");
    t.pass();
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    assert_eq!(t.line(A), ["Bumpsy"]);
}

#[test]
fn safe_or_sorry_deals_1_per_opponent_amber() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{safe-or-sorry}"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 4)
        .start();
    t.play("{safe-or-sorry}");
    t.choose_option(1);
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 4);
}

#[test]
fn stir_up_trouble_makes_a_creature_and_its_neighbor_damage_each_other() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{stir-up-trouble}"])
        .battleline(B, &["Bumpsy", "Krump", "Troll", "Dust Pixie"])
        .start();
    t.play("{stir-up-trouble}");
    t.choose("Troll");
    assert!(
        !t.is_legal(Choice::Target(t.find("Bumpsy"))),
        "not Troll's neighbor"
    );
    t.choose("Dust Pixie");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.damage("Troll"), 1);
}

// ----- The Flyin' Specter, Trickle-Down Theory --------------------------------

#[test]
fn the_flyin_specter_steals_1_with_the_tide_high() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["{the-flyin--specter}"])
        .tide_high(A)
        .amber(B, 2)
        .start();
    t.action("{the-flyin--specter}");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn the_flyin_specter_steals_nothing_with_the_tide_low() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["{the-flyin--specter}"])
        .tide_high(B)
        .amber(B, 2)
        .start();
    t.action("{the-flyin--specter}");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn the_flyin_specter_is_destroyed_when_the_opponent_raises_the_tide() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["{the-flyin--specter}"])
        .tide()
        .start();
    t.g.raise_tide(A);
    assert_eq!(t.artifacts_of(A), ["The Flyin’ Specter"]);
    t.g.raise_tide(B);
    t.advance();
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn trickle_down_theory_raises_the_tide_and_omni_gains_against_6() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["{trickle-down-theory}"])
        .amber(B, 6)
        .start();
    t.apply(Choice::Omni(t.find("{trickle-down-theory}")));
    assert_eq!(t.amber(A), 1);
    let mut t = scenario(House::Shadows)
        .hand(A, &["{trickle-down-theory}"])
        .tide()
        .start();
    t.play("{trickle-down-theory}");
    assert!(t.g.tide_is_high(A));
}

#[test]
fn trickle_down_theory_omni_gains_nothing_against_5() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["{trickle-down-theory}"])
        .amber(B, 5)
        .start();
    t.apply(Choice::Omni(t.find("{trickle-down-theory}")));
    assert_eq!(t.amber(A), 0);
}

// ----- Cement Shoes, Scooped, Kerwollop ---------------------------------------

#[test]
fn cement_shoes_raises_the_tide_when_its_damage_destroys() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{cement-shoes}"])
        .battleline(B, &["Dust Pixie"])
        .tide()
        .start();
    t.play("{cement-shoes}");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert!(t.g.tide_is_high(A));
}

#[test]
fn cement_shoes_leaves_the_tide_when_the_creature_survives() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{cement-shoes}"])
        .battleline(B, &["Troll"])
        .tide()
        .start();
    t.play("{cement-shoes}");
    assert_eq!(t.damage("Troll"), 2);
    assert!(!t.g.tide_is_high(A));
}

#[test]
fn scooped_survivor_captures_1_from_its_own_side() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{scooped}"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.play("{scooped}");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn scooped_destroyed_creature_captures_nothing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{scooped}"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.play("{scooped}");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn kerwollop_gains_1_per_creature_its_damage_destroys() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{kerwollop}"])
        .battleline(A, &["Urchin", "Troll"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.play("{kerwollop}");
    assert_eq!(t.location("Urchin"), Location::Discard);
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.amber(A), 2);
}

// ----- Gas-Pipes Malone, Hobnobber, Hornswoggle, Jackie Tar -------------------

#[test]
fn gas_pipes_malone_makes_the_creature_it_fights_capture_from_its_own_side() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{gas-pipes-malone}"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.fight("Gas-Pipes Malone", "Troll");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber_on("Troll"), 1);
}

#[test]
fn hornswoggle_uses_an_enemy_artifact_as_yours() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{hornswoggle}"])
        .artifacts(B, &["{the-flyin--specter}"])
        .tide_high(A)
        .amber(B, 2)
        .start();
    t.play("{hornswoggle}");
    assert_eq!(t.amber(A), 2, "1 bonus Æmber and 1 stolen by the Specter");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn jackie_tar_reap_deals_1_with_the_tide_low() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{jackie-tar}"])
        .battleline(B, &["Troll"])
        .tide_high(B)
        .start();
    t.reap("Jackie Tar");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
}

#[test]
fn jackie_tar_reap_deals_6_with_the_tide_high() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["{jackie-tar}"])
        .battleline(B, &["Troll"])
        .tide_high(A)
        .start();
    t.reap("Jackie Tar");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 6);
}

// ----- Loot or Pillage, Walk the Plank ----------------------------------------

#[test]
fn loot_or_pillage_steals_1() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{loot-or-pillage}"])
        .amber(B, 4)
        .start();
    t.play("{loot-or-pillage}");
    t.choose_option(0);
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}

#[test]
fn loot_or_pillage_makes_a_friendly_creature_capture_3() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{loot-or-pillage}"])
        .battleline(A, &["Troll", "Krump"])
        .amber(B, 4)
        .start();
    t.play("{loot-or-pillage}");
    t.choose_option(1);
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 3);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn walk_the_plank_steals_1_when_the_opponent_has_amber() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{walk-the-plank}"])
        .battleline(B, &["Troll"])
        .amber(B, 1)
        .start();
    t.play("{walk-the-plank}");
    assert_eq!((t.amber(A), t.amber(B)), (1, 0));
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn walk_the_plank_deals_4_when_the_opponent_has_none() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{walk-the-plank}"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("{walk-the-plank}");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.amber(A), 0);
}

// ----- Dead Man's Chest -------------------------------------------------------

#[test]
fn dead_mans_chest_play_puts_4_on_it_and_deals_2() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{dead-man-s-chest}"])
        .battleline(B, &["Troll"])
        .start();
    t.play("{dead-man-s-chest}");
    assert_eq!(t.amber_on("{dead-man-s-chest}"), 4);
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn dead_mans_chest_pays_the_active_player_after_the_sixth_destruction() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{kerwollop}"])
        .artifacts(A, &["{dead-man-s-chest}"])
        .battleline(A, &["Urchin", "Dust Pixie", "Bad Penny"])
        .battleline(B, &["Mooncurser", "Carlo Phantom", "Smiling Ruth"])
        .start();
    t.set_amber_on("{dead-man-s-chest}", 4);
    t.play("{kerwollop}");
    assert_eq!(t.amber_on("{dead-man-s-chest}"), 0);
    assert_eq!(t.amber(A), 4 + 6, "the chest's 4 and Kerwollop's 6");
}

#[test]
fn dead_mans_chest_keeps_its_amber_when_exhausted() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{kerwollop}"])
        .artifacts(A, &["{dead-man-s-chest}"])
        .battleline(A, &["Urchin", "Dust Pixie", "Bad Penny"])
        .battleline(B, &["Mooncurser", "Carlo Phantom", "Smiling Ruth"])
        .start();
    t.set_amber_on("{dead-man-s-chest}", 4);
    t.set_exhausted("{dead-man-s-chest}", true);
    t.play("{kerwollop}");
    assert_eq!(t.amber_on("{dead-man-s-chest}"), 4);
    assert_eq!(t.amber(A), 6);
}

#[test]
fn dead_mans_chest_keeps_its_amber_after_five_destructions() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{kerwollop}"])
        .artifacts(A, &["{dead-man-s-chest}"])
        .battleline(A, &["Urchin", "Dust Pixie", "Troll"])
        .battleline(B, &["Mooncurser", "Carlo Phantom", "Smiling Ruth"])
        .start();
    t.set_amber_on("{dead-man-s-chest}", 4);
    t.play("{kerwollop}");
    assert_eq!(t.amber_on("{dead-man-s-chest}"), 4);
    assert_eq!(t.amber(A), 5);
}

// ----- Ransom -----------------------------------------------------------------

#[test]
fn ransom_stops_its_creature_being_used() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .upgrade(B, "{ransom}", "Troll")
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Troll"))));
    assert!(!t.is_legal(Choice::Fight(t.find("Troll"))));
    assert!(t.is_legal(Choice::Reap(t.find("Krump"))));
}

#[test]
fn ransom_paid_at_the_start_of_the_turn_is_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Troll"])
        .upgrade(A, "{ransom}", "Troll")
        .amber(B, 3)
        .start();
    t.end_turn();
    t.yes();
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
    assert_eq!(t.location("{ransom}"), Location::Discard);
}

#[test]
fn ransom_unpaid_stays() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Troll"])
        .upgrade(A, "{ransom}", "Troll")
        .amber(B, 3)
        .start();
    t.end_turn();
    t.no();
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.location("{ransom}"), Location::Attached);
}

// ----- Widespread Corruption ----------------------------------------------------

#[test]
fn widespread_corruption_has_a_creature_the_reaper_does_not_control_capture_the_reaped_amber() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["{widespread-corruption}"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy", "Dust Pixie"])
        .start();
    t.reap("Troll");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "a creature of the reaping player"
    );
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber_on("Dust Pixie"), 1);
}

// ----- Hard Simpson -------------------------------------------------------------

#[test]
fn hard_simpson_steals_1_after_surviving_damage() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{cement-shoes}"])
        .battleline(A, &["{hard-simpson}"])
        .tide()
        .amber(B, 3)
        .start();
    t.play("{cement-shoes}");
    assert_eq!(t.damage("Hard Simpson"), 2);
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (2, 2),
        "Cement Shoes' bonus and the steal"
    );
}

#[test]
fn hard_simpson_with_the_tide_low_lets_the_opponent_steal_1() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{cement-shoes}"])
        .battleline(A, &["{hard-simpson}"])
        .tide_high(B)
        .amber(A, 2)
        .start();
    t.play("{cement-shoes}");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1), "2 + 1 bonus - 1 stolen");
}

#[test]
fn hard_simpson_destroyed_by_the_damage_steals_nothing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{walk-the-plank}"])
        .battleline(A, &["{hard-simpson}"])
        .tide_high(A)
        .start();
    t.play("{walk-the-plank}");
    assert_eq!(t.location("Hard Simpson"), Location::Discard);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn dead_mans_chest_readied_after_the_sixth_destruction_pays_at_the_seventh() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["{kerwollop}", "{scooped}"])
        .artifacts(A, &["{dead-man-s-chest}"])
        .battleline(A, &["Urchin", "Dust Pixie", "Bad Penny", "Krump"])
        .battleline(B, &["Mooncurser", "Carlo Phantom", "Smiling Ruth"])
        .start();
    t.set_amber_on("{dead-man-s-chest}", 4);
    t.set_exhausted("{dead-man-s-chest}", true);
    t.play("{kerwollop}");
    assert_eq!(t.amber_on("{dead-man-s-chest}"), 4, "exhausted: kept");
    t.set_exhausted("{dead-man-s-chest}", false);
    t.set_damage("Krump", 4);
    t.play("{scooped}");
    assert_eq!(t.location("Krump"), Location::Discard);
    assert_eq!(t.amber_on("{dead-man-s-chest}"), 0);
    assert_eq!(t.amber(A), 6 + 1 + 4);
}
