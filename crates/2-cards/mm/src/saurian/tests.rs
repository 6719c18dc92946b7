//! Tests of the Saurian cards of Mass Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::House;

#[test]
fn beware_the_ides_destroys_the_center_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Beware the Ides"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Beware the Ides");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "a flank, not the center"
    );
    assert!(
        t.is_legal(Choice::Target(t.find("Doc Bookton"))),
        "alone: the center of its line"
    );
    t.choose("Krump");
    assert_eq!(t.line(B), ["Troll", "Bumpsy"], "23 damage");
    assert_eq!(t.amber(A), 1, "its bonus");
}

#[test]
fn beware_the_ides_finds_no_center_in_an_even_battleline() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Beware the Ides"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Beware the Ides");
    assert_eq!(t.line(B), ["Troll", "Krump"]);
    assert_eq!(t.discard(A), ["Beware the Ides"]);
}

#[test]
fn citizen_shrix_exalts_itself_and_steals_when_played() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Citizen Shrix"])
        .amber(B, 3)
        .start();
    t.play("Citizen Shrix");
    assert_eq!(t.amber_on("Citizen Shrix"), 1);
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn citizen_shrix_exalts_itself_and_steals_when_reaping() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Citizen Shrix"])
        .amber(B, 3)
        .start();
    t.reap("Citizen Shrix");
    assert_eq!(t.amber_on("Citizen Shrix"), 1);
    assert_eq!(t.amber(A), 2, "1 reaped, 1 stolen");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn consul_primus_reap_moves_one_amber_between_creatures() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Consul Primus"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Bumpsy", 1);
    t.reap("Consul Primus");
    t.choose("Troll");
    t.choose("Consul Primus");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Consul Primus"), 1);
}

/// A creature with no Æmber on it may be chosen to move from (the FAQ: a
/// choice that does nothing is legal): nothing moves.
#[test]
fn consul_primus_may_choose_a_creature_without_amber() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Consul Primus"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_amber_on("Troll", 2);
    t.reap("Consul Primus");
    t.choose("Krump");
    t.choose("Consul Primus");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber_on("Consul Primus"), 0);
}

#[test]
fn cornicen_octavia_action_captures_two() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Cornicen Octavia"])
        .amber(B, 3)
        .start();
    t.action("Cornicen Octavia");
    assert_eq!(t.amber_on("Cornicen Octavia"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn curse_of_vanity_exalts_a_friendly_and_an_enemy_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Curse of Vanity"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy", "Dextre"])
        .start();
    t.play("Curse of Vanity");
    assert!(
        !t.is_legal(Choice::Target(t.find("Bumpsy"))),
        "friendly first"
    );
    t.choose("Krump");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "then an enemy"
    );
    t.choose("Dextre");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Dextre"), 1);
    assert_eq!(t.amber_on("Troll") + t.amber_on("Bumpsy"), 0);
}

#[test]
fn daemo_saurus_exalts_itself_to_deal_three_damage() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Dæmo-Saurus"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Dæmo-Saurus");
    t.yes();
    t.choose("Troll");
    assert_eq!(t.amber_on("Dæmo-Saurus"), 1);
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn daemo_saurus_without_exalting_deals_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Dæmo-Saurus"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Dæmo-Saurus");
    t.no();
    assert_eq!(t.amber_on("Dæmo-Saurus"), 0);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn daemo_saurus_destroyed_steals_one() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dæmo-Saurus"])
        .amber(A, 2)
        .start();
    t.fight("Troll", "Dæmo-Saurus");
    assert_eq!(t.discard(B), ["Dæmo-Saurus"]);
    assert_eq!(t.amber(B), 1, "stolen by its controller");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn defense_initiative_exalting_wards_the_neighbors_too() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Defense Initiative"])
        .battleline(A, &["Troll", "Krump", "Bumpsy", "Dextre"])
        .start();
    t.play("Defense Initiative");
    t.choose("Krump");
    t.yes();
    assert_eq!(t.amber_on("Krump"), 1);
    for warded in ["Troll", "Krump", "Bumpsy"] {
        assert!(t.card(warded).is_warded(), "{warded}");
    }
    assert!(!t.card("Dextre").is_warded(), "not a neighbor");
}

#[test]
fn defense_initiative_without_exalting_wards_one_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Defense Initiative"])
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Defense Initiative");
    t.choose("Krump");
    t.no();
    assert_eq!(t.amber_on("Krump"), 0);
    assert!(t.card("Krump").is_warded());
    assert!(!t.card("Troll").is_warded());
    assert!(!t.card("Bumpsy").is_warded());
}

#[test]
fn faust_the_great_raises_the_opponents_keys_per_friendly_creature_with_amber() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Faust the Great"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Bumpsy", 1);
    t.play("Faust the Great");
    t.flank(Flank::Right);
    t.choose("Faust the Great");
    assert_eq!(t.amber_on("Faust the Great"), 1);
    assert_eq!(t.g.key_cost(B), 6 + 2, "Troll and Faust hold Æmber");
    assert_eq!(t.g.key_cost(A), 6, "only the opponent's");
}

#[test]
fn faust_the_great_may_exalt_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Faust the Great"])
        .start();
    t.play("Faust the Great");
    t.pass();
    assert_eq!(t.amber_on("Faust the Great"), 0);
    assert_eq!(t.g.key_cost(B), 6);
}

#[test]
fn galeatops_deals_only_four_when_fighting() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Galeatops"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Galeatops", "Troll");
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.damage("Galeatops"), 8);
}

#[test]
fn monument_to_ludo_removes_one_amber() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Ludo"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 3);
    t.action("Monument to Ludo");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(A) + t.amber(B), 0, "to the supply");
}

#[test]
fn monument_to_ludo_removes_two_with_praefectus_ludo_in_the_discard_pile() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Ludo"])
        .discard(A, &["Praefectus Ludo"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 3);
    t.action("Monument to Ludo");
    assert_eq!(t.amber_on("Troll"), 1);
}

#[test]
fn sagittarii_s_gaze_exalts_a_damaged_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Sagittarii's Gaze"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.set_damage("Krump", 1);
    t.set_damage("Bumpsy", 2);
    t.play("Sagittarii's Gaze");
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))), "undamaged");
    t.choose("Bumpsy");
    assert_eq!(t.amber_on("Bumpsy"), 1);
    assert_eq!(t.amber_on("Krump"), 0);
}

#[test]
fn spoils_of_battle_captures_then_each_creature_with_amber_captures() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Spoils of Battle"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy", "Dextre"])
        .amber(A, 2)
        .amber(B, 5)
        .start();
    t.set_amber_on("Dextre", 1);
    t.play("Spoils of Battle");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 2, "1, then 1 more for holding Æmber");
    assert_eq!(t.amber_on("Krump"), 0, "held none");
    assert_eq!(t.amber_on("Dextre"), 2, "captured from A");
    assert_eq!(t.amber_on("Bumpsy"), 0);
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.amber(A), 2 + 1 - 1, "its bonus, less Dextre's capture");
}

#[test]
fn blast_from_the_past_archives_a_saurian_creature_and_deals_its_power() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Blast from the Past"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .discard(A, &["Praefectus Ludo", "Dextre", "Questor Jarta"])
        .start();
    t.play("Blast from the Past");
    assert_eq!(t.amber_on("Troll"), 1);
    assert!(!t.is_legal(Choice::Target(t.find("Dextre"))), "not Saurian");
    t.choose("Praefectus Ludo");
    assert_eq!(t.archives_of(A), ["Praefectus Ludo"]);
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 5, "Praefectus Ludo's power");
}

#[test]
fn blast_from_the_past_with_no_saurian_creature_deals_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Blast from the Past"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .discard(A, &["Dextre"])
        .start();
    t.play("Blast from the Past");
    assert_eq!(t.amber_on("Troll"), 1);
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.damage("Krump") + t.damage("Bumpsy"), 0);
}

#[test]
fn curia_saurus_moves_one_amber_to_the_most_powerful_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Curia Saurus"])
        .battleline(A, &["Troll", "Krump", "Dextre"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_amber_on("Bumpsy", 3);
    t.fight("Troll", "Bumpsy");
    assert_eq!(t.amber_on("Troll"), 1, "the most powerful enemy of Bumpsy");
    assert_eq!(t.amber(A), 2, "the rest, for Bumpsy's opponent");
}

#[test]
fn curia_saurus_gives_nothing_to_a_creature_without_amber() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Curia Saurus"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.fight("Troll", "Bumpsy");
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn dark_centurion_removes_one_amber_and_wards_that_creature() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Dark Centurion"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Bumpsy", 1);
    t.action("Dark Centurion");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert!(t.card("Troll").is_warded());
}

#[test]
fn dark_centurion_on_a_creature_without_amber_wards_nothing() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Dark Centurion"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_amber_on("Krump", 1);
    t.action("Dark Centurion");
    assert!(
        t.is_legal(Choice::Target(t.find("Troll"))),
        "a creature without Æmber may be chosen"
    );
    t.choose("Troll");
    assert!(!t.card("Troll").is_warded());
    assert_eq!(t.amber_on("Krump"), 1);
    assert!(!t.card("Dark Centurion").is_warded());
}

#[test]
fn dreadbone_decimus_exalts_itself_to_destroy_a_weaker_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Dreadbone Decimus"])
        .battleline(B, &["Troll", "Dextre", "Dust Pixie"])
        .start();
    t.play("Dreadbone Decimus");
    t.yes();
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "8 power is not lower"
    );
    t.choose("Dextre");
    assert_eq!(t.line(B), ["Troll", "Dust Pixie"]);
    assert_eq!(t.amber_on("Dreadbone Decimus"), 1);
}

#[test]
fn dreadbone_decimus_fight_without_exalting_destroys_nothing() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Dreadbone Decimus"])
        .battleline(B, &["Dextre", "Bumpsy"])
        .start();
    t.fight("Dreadbone Decimus", "Dextre");
    t.no();
    assert_eq!(t.line(B), ["Bumpsy"], "only the creature fought");
}

#[test]
fn gladiodontus_enters_play_stunned() {
    let mut t = scenario(House::Saurian).hand(A, &["Gladiodontus"]).start();
    t.play("Gladiodontus");
    assert!(t.stunned("Gladiodontus"));
}

#[test]
fn gladiodontus_deals_five_and_is_readied_and_enraged_on_its_first_use() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Gladiodontus"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.fight("Gladiodontus", "Troll");
    assert_eq!(t.damage("Troll"), 5);
    assert!(!t.exhausted("Gladiodontus"), "readied");
    assert!(t.card("Gladiodontus").is_enraged());
    t.fight("Gladiodontus", "Krump");
    assert!(t.exhausted("Gladiodontus"), "second use: not again");
    assert!(!t.card("Gladiodontus").is_enraged(), "the fight ends it");
}

#[test]
fn gladiodontus_reap_readies_it_once() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Gladiodontus"])
        .start();
    t.reap("Gladiodontus");
    assert!(!t.exhausted("Gladiodontus"));
    assert!(t.card("Gladiodontus").is_enraged());
    t.reap("Gladiodontus");
    assert_eq!(t.amber(A), 2);
    assert!(t.exhausted("Gladiodontus"));
}

#[test]
fn hedonistic_intent_exalts_each_flank_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Hedonistic Intent"])
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .battleline(B, &["Dextre"])
        .start();
    t.play("Hedonistic Intent");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Krump"), 0, "in the center");
    assert_eq!(t.amber_on("Bumpsy"), 1);
    assert_eq!(t.amber_on("Dextre"), 1, "alone: both flanks, exalted once");
}

#[test]
fn humble_exhausts_a_creature_and_sends_three_amber_to_the_supply() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Humble"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 4);
    t.play("Humble");
    assert!(t.exhausted("Troll"));
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn humble_on_an_exhausted_creature_removes_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Humble"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 4);
    t.set_exhausted("Troll", true);
    t.play("Humble");
    assert_eq!(t.amber_on("Troll"), 4, "not exhausted by Humble");
}

#[test]
fn saurian_egg_cannot_fight_or_reap() {
    let t = scenario(House::Saurian)
        .battleline(A, &["Saurian Egg"])
        .battleline(B, &["Troll"])
        .start();
    let egg = t.find("Saurian Egg");
    assert!(!t.is_legal(Choice::Reap(egg)));
    assert!(!t.is_legal(Choice::Fight(egg)));
    assert!(t.is_legal(Choice::Omni(egg)));
}

#[test]
fn saurian_egg_both_cards_saurian_creatures_hatch_as_twins() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Saurian Egg"])
        .deck(A, &["Tricerian Legionary", "Questor Jarta", "Troll"])
        .start();
    t.set_exhausted("Saurian Egg", false);
    let egg = t.find("Saurian Egg");
    t.apply(Choice::Omni(egg));
    t.choose_option(1);
    t.choose_option(0);
    assert_eq!(
        t.line(A),
        ["Questor Jarta", "Tricerian Legionary"],
        "both come into play, the egg destroyed"
    );
    assert_eq!(t.discard(A), ["Saurian Egg"]);
    assert_eq!(t.power("Tricerian Legionary"), 5 + 3);
    assert_eq!(t.power("Questor Jarta"), 3 + 3, "three counters each");
    assert!(!t.exhausted("Tricerian Legionary"), "ready");
    assert!(!t.exhausted("Questor Jarta"));
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn saurian_egg_hatches_both_halves_of_deusillus_as_one_creature() {
    // The rulebook's "Gigantic": both halves put into play are the
    // creature; it gets the three counters.
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Saurian Egg"])
        .deck(A, &["{deusillus2}", "{deusillus}", "Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Saurian Egg")));
    t.choose_option(1);
    assert_eq!(t.line(A), ["Deusillus"], "the egg is destroyed");
    let deusillus = t.g.creatures(A)[0];
    assert_eq!(t.g.identity(deusillus), keysim_engine::Identity::Gigantic);
    assert_eq!(t.card("Deusillus").power_counters, 3);
    assert!(!t.exhausted("Deusillus"), "ready");
    assert_eq!(t.discard(A), ["Saurian Egg"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn saurian_egg_does_not_hatch_one_half_of_a_gigantic_creature() {
    // The rulebook's "Gigantic": putting one half into play fails; the
    // Saurian creature beside it hatches alone.
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Saurian Egg"])
        .deck(A, &["{deusillus}", "Questor Jarta"])
        .start();
    t.apply(Choice::Omni(t.find("Saurian Egg")));
    t.choose_option(1);
    assert_eq!(t.line(A), ["Questor Jarta"]);
    assert_eq!(t.power("Questor Jarta"), 3 + 3);
    let mut discard = t.discard(A);
    discard.sort();
    assert_eq!(discard, ["Deusillus", "Saurian Egg"]);
}

#[test]
fn saurian_egg_discarding_no_saurian_creature_stays() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Saurian Egg"])
        .deck(A, &["Troll", "Imperial Scutum"])
        .start();
    let egg = t.find("Saurian Egg");
    t.apply(Choice::Omni(egg));
    assert_eq!(t.line(A), ["Saurian Egg"]);
    assert_eq!(t.discard(A).len(), 2);
}

#[test]
fn senator_quintina_exalts_each_creature_that_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Senator Quintina"])
        .start();
    t.reap("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber_on("Senator Quintina"), 0);
}

#[test]
fn siren_horn_moves_one_amber_to_the_creature_fought() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .upgrade(A, "Siren Horn", "Troll")
        .start();
    t.set_amber_on("Troll", 2);
    t.fight("Troll", "Krump");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.amber(A), 1, "Krump's Æmber goes to its opponent");
}

#[test]
fn amphora_captura_resolves_a_bonus_icon_as_a_capture_if_chosen() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Hedonistic Intent"])
        .artifacts(A, &["Amphora Captura"])
        .battleline(A, &["Troll"])
        .amber(B, 2)
        .start();
    t.play("Hedonistic Intent");
    t.yes();
    assert_eq!(t.amber(A), 0, "its Æmber bonus captured instead");
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber_on("Troll"), 2, "1 captured, 1 exalted");
}

#[test]
fn amphora_captura_declined_the_icon_resolves_as_printed() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Hedonistic Intent"])
        .artifacts(A, &["Amphora Captura"])
        .battleline(A, &["Troll"])
        .amber(B, 2)
        .start();
    t.play("Hedonistic Intent");
    t.no();
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber_on("Troll"), 1, "exalted only");
}

#[test]
fn amphora_captura_applies_only_to_its_controllers_icons() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Hedonistic Intent"])
        .artifacts(B, &["Amphora Captura"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Hedonistic Intent");
    assert_eq!(t.amber(A), 1, "nothing asked");
}

/// FAQ: assault and "Before Fight:" abilities share a timing point, and the
/// active player orders them: with the assault first, Dextre is destroyed
/// and receives no Æmber (the other order is tested in the pool's FAQ
/// tests).
#[test]
fn siren_horn_with_assault_2_against_2_health_the_assault_destroys_first() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .battleline(B, &["Dextre"])
        .upgrade(A, "Siren Horn", "Ancient Bear")
        .start();
    t.set_amber_on("Ancient Bear", 1);
    t.set_damage("Dextre", 1);
    t.fight("Ancient Bear", "Dextre");
    t.choose("Ancient Bear");
    assert!(t.line(B).is_empty(), "destroyed by the assault");
    assert_eq!(t.amber_on("Ancient Bear"), 1, "nothing to move it onto");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn crystal_surge_exalts_each_mutant_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Crystal Surge"])
        .battleline(A, &["Citizen Shrix", "Troll"])
        .battleline(B, &["Dark Centurion"])
        .start();
    t.play("Crystal Surge");
    assert_eq!(t.amber_on("Citizen Shrix"), 1);
    assert_eq!(t.amber_on("Dark Centurion"), 1, "an enemy Mutant too");
    assert_eq!(t.amber_on("Troll"), 0);
}

/// Ends A's turn and B's (choosing Brobnar): A's next turn starts.
fn to_next_turn_of_a(t: &mut keysim_engine::scenario::Test) {
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
}

#[test]
fn forum_of_giants_gives_one_to_the_controller_of_the_most_powerful_creature() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Forum of Giants"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    to_next_turn_of_a(&mut t);
    assert_eq!(t.amber(B), 1, "Troll is the most powerful");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn forum_of_giants_on_a_tie_between_players_the_active_player_chooses_the_creature() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Forum of Giants"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Lieutenant Khrkhar", "Bumpsy"])
        .start();
    t.g.add_power_counters(t.find("Bumpsy"), 1);
    to_next_turn_of_a(&mut t);
    assert!(
        !t.is_legal(Choice::Target(t.find("Lieutenant Khrkhar"))),
        "5 power"
    );
    t.choose("Krump");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn forum_of_giants_gives_nothing_without_creatures() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Forum of Giants"])
        .start();
    to_next_turn_of_a(&mut t);
    assert_eq!(t.amber(A) + t.amber(B), 0);
}

#[test]
fn high_priest_torvus_exalted_returns_the_next_action_card_to_hand() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Hedonistic Intent", "Crystal Surge"])
        .battleline(A, &["High Priest Torvus"])
        .start();
    t.reap("High Priest Torvus");
    t.yes();
    assert_eq!(t.amber_on("High Priest Torvus"), 1);
    t.play("Hedonistic Intent");
    assert_eq!(t.amber_on("High Priest Torvus"), 2, "it resolved");
    assert_eq!(t.hand_of(A), ["Crystal Surge", "Hedonistic Intent"]);
    assert!(t.discard(A).is_empty());
    t.play("Crystal Surge");
    assert_eq!(t.discard(A), ["Crystal Surge"], "only the next one");
    t.play("Hedonistic Intent");
    assert_eq!(
        t.discard(A),
        ["Crystal Surge", "Hedonistic Intent"],
        "returned once"
    );
}

#[test]
fn high_priest_torvus_not_exalted_returns_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Hedonistic Intent"])
        .battleline(A, &["High Priest Torvus"])
        .start();
    t.reap("High Priest Torvus");
    t.no();
    t.play("Hedonistic Intent");
    assert_eq!(t.discard(A), ["Hedonistic Intent"]);
}

#[test]
fn legion_s_march_dinosaur_uses_damage_each_non_dinosaur() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Legion's March"])
        .battleline(A, &["Tricerian Legionary", "Galeatops"])
        .battleline(B, &["Troll", "Questor Jarta"])
        .start();
    t.play("Legion's March");
    t.reap("Galeatops");
    assert_eq!(t.damage("Troll"), 0, "Galeatops is a Beast");
    t.reap("Tricerian Legionary");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Galeatops"), 1, "friendly too");
    assert_eq!(t.damage("Questor Jarta"), 0, "a Dinosaur");
    assert_eq!(t.damage("Tricerian Legionary"), 0);
}

#[test]
fn nerotaurus_fight_stops_enemy_reaps_during_their_next_turn() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Nerotaurus"])
        .battleline(B, &["Troll", "Dextre"])
        .start();
    t.fight("Nerotaurus", "Dextre");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
    assert!(t.is_legal(Choice::Fight(troll)));
    t.end_turn();
    t.apply(Choice::House(House::Saurian));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.is_legal(Choice::Reap(troll)), "only their next turn");
}

#[test]
fn nerotaurus_reap_stops_enemy_fights_during_their_next_turn() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Nerotaurus"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Nerotaurus");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Fight(troll)));
    assert!(t.is_legal(Choice::Reap(troll)));
}

#[test]
fn optio_gorkus_neighbors_move_their_amber_to_it_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy", "Optio Gorkus", "Dextre"])
        .start();
    t.set_amber_on("Bumpsy", 2);
    t.fight("Troll", "Bumpsy");
    assert_eq!(t.amber_on("Optio Gorkus"), 2);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn patronage_splits_a_creatures_amber_rounding_up_for_the_player() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Patronage"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 5);
    t.play("Patronage");
    assert_eq!(t.amber(A), 3);
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber_on("Troll"), 0);
}

#[test]
fn scylla_enemy_creatures_take_four_when_they_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Bumpsy"])
        .battleline(B, &["Scylla"])
        .start();
    t.reap("Troll");
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.amber(A), 1);
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Scylla", "Galeatops"])
        .start();
    t.reap("Galeatops");
    assert_eq!(t.damage("Galeatops"), 0, "friendly creatures gain nothing");
}

#[test]
fn charybdis_enemy_creatures_lose_one_before_they_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Charybdis"])
        .amber(A, 3)
        .start();
    t.fight("Troll", "Charybdis");
    assert_eq!(t.amber(A), 2);
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Charybdis"])
        .battleline(B, &["Troll"])
        .amber(A, 3)
        .start();
    t.fight("Charybdis", "Troll");
    assert_eq!(t.amber(A), 3, "not its own side");
}

#[test]
fn monument_to_faust_raises_keys_during_the_opponents_next_turn() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Faust"])
        .start();
    t.action("Monument to Faust");
    assert_eq!(t.g.key_cost(B), 6, "not during this turn");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 7);
    assert_eq!(t.g.key_cost(A), 7, "every key forged in that turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 6, "over at A's next turn");
}

#[test]
fn monument_to_faust_raises_by_two_with_faust_the_great_in_the_discard_pile() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Faust"])
        .discard(A, &["Faust the Great"])
        .start();
    t.action("Monument to Faust");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8);
}

#[test]
fn monument_to_octavia_captures_one() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Octavia"])
        .battleline(A, &["Troll"])
        .amber(B, 3)
        .start();
    t.action("Monument to Octavia");
    assert_eq!(t.amber_on("Troll"), 1);
}

#[test]
fn monument_to_octavia_captures_two_with_cornicen_octavia_in_the_discard_pile() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Octavia"])
        .discard(A, &["Cornicen Octavia"])
        .battleline(A, &["Troll"])
        .amber(B, 3)
        .start();
    t.action("Monument to Octavia");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn monument_to_primus_moves_amber_between_friendly_creatures() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Primus"])
        .battleline(A, &["Troll", "Krump", "Dextre"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_amber_on("Troll", 1);
    t.set_amber_on("Dextre", 1);
    t.set_amber_on("Bumpsy", 1);
    t.action("Monument to Primus");
    assert!(!t.is_legal(Choice::Target(t.find("Bumpsy"))), "an enemy");
    t.choose("Troll");
    assert!(!t.is_legal(Choice::Target(t.find("Bumpsy"))));
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Troll"), 0);
}

#[test]
fn monument_to_primus_with_consul_primus_in_the_discard_pile_reaches_any_creature() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Primus"])
        .discard(A, &["Consul Primus"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy", "Krump"])
        .start();
    t.set_amber_on("Bumpsy", 2);
    t.set_amber_on("Troll", 1);
    t.action("Monument to Primus");
    t.choose("Bumpsy");
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Bumpsy"), 1);
}

#[test]
fn monument_to_shrix_stores_amber_from_the_pool_that_pays_for_keys() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Shrix"])
        .amber(A, 5)
        .start();
    t.action("Monument to Shrix");
    assert_eq!(t.amber_on("Monument to Shrix"), 1);
    assert_eq!(t.amber(A), 4);
    assert!(t.g.is_forge_bank(t.find("Monument to Shrix")));
    t.g.gain(A, 1);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 1, "5 in the pool and 1 on the monument");
}

#[test]
fn monument_to_shrix_with_citizen_shrix_in_the_discard_pile_takes_from_either_pool() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Monument to Shrix"])
        .discard(A, &["Citizen Shrix"])
        .amber(B, 2)
        .start();
    t.action("Monument to Shrix");
    t.choose_option(1);
    assert_eq!(t.amber_on("Monument to Shrix"), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn deusillus_is_both_halves_and_captures_all_the_opponents_amber() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{deusillus}", "{deusillus2}"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 7)
        .start();
    let creature = t.find("{deusillus}");
    t.apply(Choice::Play(creature));
    t.choose("Krump");
    assert_eq!(t.line(A), ["Deusillus"]);
    assert_eq!(t.amber_on("Deusillus"), 7);
    assert_eq!(t.amber(B), 0);
    assert_eq!(t.damage("Krump"), 5);
}

#[test]
fn deusillus_reap_sends_one_amber_to_the_supply_and_damages_each_enemy() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{deusillus}", "{deusillus2}"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .amber(B, 2)
        .start();
    let creature = t.find("{deusillus}");
    t.apply(Choice::Play(creature));
    t.choose("Troll");
    t.set_exhausted("Deusillus", false);
    t.reap("Deusillus");
    assert_eq!(t.amber_on("Deusillus"), 1);
    assert_eq!(t.damage("Troll"), 5 + 2);
    assert_eq!(t.line(B), ["Troll"], "Dust Pixie destroyed");
    assert_eq!(t.amber(A), 1, "the reap");
}
