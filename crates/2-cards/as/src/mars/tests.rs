//! Tests of the Mars cards of Æmber Skies: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{House, Keywords};

#[test]
fn bartos_the_ruiner_destroys_a_non_mars_creature_after_it_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Bartos the Ruiner"])
        .battleline(B, &["Krump"])
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 1, "the reap resolved first");
    assert_eq!(t.line(A), ["Bartos the Ruiner"]);
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn bartos_the_ruiner_lets_the_fight_resolve_before_destroying_the_attacker() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bartos the Ruiner"])
        .start();
    t.fight("Troll", "Krump");
    assert_eq!(t.discard(B), ["Krump"], "the fight happened");
    assert_eq!(t.discard(A), ["Troll"], "then Troll was destroyed");
}

#[test]
fn bartos_the_ruiner_destroys_a_non_mars_artifact_after_its_action() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Bartos the Ruiner"])
        .artifacts(A, &["The Warchest"])
        .start();
    t.action("The Warchest");
    assert!(t.artifacts_of(A).is_empty(), "an enemy Bartos ruins it too");
    assert_eq!(t.discard(A), ["The Warchest"]);
}

#[test]
fn bartos_the_ruiner_spares_mars_creatures() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Bartos the Ruiner", "Zorg"])
        .start();
    t.reap("Bartos the Ruiner");
    t.reap("Zorg");
    assert_eq!(t.line(A), ["Bartos the Ruiner", "Zorg"]);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn deimos_burst_destroys_friendly_artifacts_and_flank_creatures_for_amber() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Deimos Burst"])
        .battleline(A, &["Troll", "Zorg", "Krump"])
        .artifacts(A, &["Crystal Hive"])
        .battleline(B, &["Bumpsy", "Grey Monk", "Dust Pixie"])
        .start();
    t.set_ward("Krump");
    t.play("Deimos Burst");
    assert_eq!(t.line(A), ["Zorg", "Krump"], "the ward saved Krump");
    assert!(t.artifacts_of(A).is_empty());
    assert_eq!(t.amber(A), 2, "Troll and Crystal Hive");
    assert_eq!(t.line(B).len(), 3, "enemy cards untouched");
}

#[test]
fn eldest_batchminder_grows_every_other_mars_creature_at_the_end_of_your_turn() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Eldest Batchminder", "Zorg", "Troll"])
        .battleline(B, &["Yxilo Bolter"])
        .start();
    t.end_turn();
    assert_eq!(t.power("Zorg"), 9);
    assert_eq!(t.power("Yxilo Bolter"), 5, "an enemy Mars creature too");
    assert_eq!(t.power("Troll"), 8, "not Mars");
    assert_eq!(t.power("Eldest Batchminder"), 3, "not itself");
}

#[test]
fn nice_to_greet_you_readies_each_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Nice to Greet You"])
        .battleline(A, &["Zorg", "Troll"])
        .battleline(B, &["Yxilo Bolter"])
        .start();
    for c in ["Zorg", "Troll", "Yxilo Bolter"] {
        t.set_exhausted(c, true);
    }
    t.play("Nice to Greet You");
    assert!(!t.exhausted("Zorg") && !t.exhausted("Yxilo Bolter"));
    assert!(t.exhausted("Troll"));
}

#[test]
fn saucer_149_exalts_itself_four_times_and_moves_2_to_an_enemy() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Saucer 149"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Saucer 149");
    assert_eq!(t.amber_on("Saucer 149"), 4);
    t.set_exhausted("Saucer 149", false);
    t.action("Saucer 149");
    assert_eq!(t.amber_on("Saucer 149"), 2);
    assert_eq!(t.amber_on("Troll"), 2);
}

#[test]
fn saucer_149_is_versatile() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Saucer 149"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Saucer 149", 1);
    t.action("Saucer 149");
    assert_eq!(t.amber_on("Saucer 149"), 0);
    assert_eq!(t.amber_on("Troll"), 1, "as much as it had");
}

#[test]
fn tangrant_lets_you_play_one_mars_card_while_mars_is_not_active() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Tangrant"])
        .hand(A, &["Zorg", "Yxilo Bolter", "Troll"])
        .start();
    assert!(t.is_legal(Choice::Play(t.find("Yxilo Bolter"))));
    t.play("Zorg");
    t.flank(Flank::Right);
    assert!(
        !t.is_legal(Choice::Play(t.find("Yxilo Bolter"))),
        "one Mars card a turn"
    );
    assert!(t.is_legal(Choice::Play(t.find("Troll"))));
}

#[test]
fn tangrant_gives_nothing_more_while_mars_is_active() {
    let t = scenario(House::Mars)
        .battleline(A, &["Tangrant"])
        .hand(A, &["Troll"])
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Troll"))));
}

#[test]
fn envyx_glider_raises_keys_during_the_next_opposing_turn_per_friendly_mars_creature() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Envyx Glider", "Zorg", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Envyx Glider", "Dust Pixie");
    assert_eq!(t.g.key_cost(B), 6, "not during your own turn");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8, "Envyx Glider and Zorg");
}

#[test]
fn iyxrenu_the_clever_loses_1_to_take_all_the_amber_on_a_creature() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Iyxrenu the Clever"])
        .battleline(B, &["Troll"])
        .amber(A, 1)
        .start();
    t.set_amber_on("Troll", 3);
    t.action("Iyxrenu the Clever");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(A), 3);
}

#[test]
fn iyxrenu_the_clever_with_no_amber_to_lose_takes_nothing() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Iyxrenu the Clever"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 3);
    t.action("Iyxrenu the Clever");
    assert_eq!(t.amber_on("Troll"), 3);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn kyypax_encapsulator_archives_an_enemy_creature_with_its_owner() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Kyypax Encapsulator"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Kyypax Encapsulator");
    assert!(t.line(B).is_empty());
    assert_eq!(t.archives_of(B), ["Troll"]);
}

#[test]
fn phosphorus_blast_deals_2_to_each_non_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Phosphorus Blast"])
        .battleline(A, &["Zorg", "Troll"])
        .battleline(B, &["Dust Pixie", "Yxilo Bolter"])
        .start();
    t.play("Phosphorus Blast");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Zorg"), 0);
    assert_eq!(t.damage("Yxilo Bolter"), 0);
    assert_eq!(t.line(B), ["Yxilo Bolter"]);
}

#[test]
fn shark_bait_captures_2_with_a_survivor() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Shark Bait"])
        .battleline(A, &["Troll", "Zorg"])
        .amber(B, 4)
        .start();
    t.play("Shark Bait");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn shark_bait_captures_nothing_when_the_creature_dies() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Shark Bait"])
        .battleline(A, &["Dust Pixie"])
        .amber(B, 4)
        .start();
    t.play("Shark Bait");
    assert!(t.line(A).is_empty());
    assert_eq!(t.amber(B), 4);
}

#[test]
fn wind_shield_gives_elusive_and_a_capture_after_reaping() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .upgrade(A, "Wind Shield", "Troll")
        .amber(B, 3)
        .start();
    assert!(t.g.keywords(t.find("Troll")).contains(Keywords::ELUSIVE));
    assert!(!t.g.keywords(t.find("Krump")).contains(Keywords::ELUSIVE));
    t.reap("Troll");
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn cobalt_kapulet_captures_2_per_mars_neighbor() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Zorg", "Cobalt Kapulet", "Troll"])
        .amber(B, 5)
        .start();
    t.reap("Cobalt Kapulet");
    assert_eq!(
        t.amber_on("Cobalt Kapulet"),
        2,
        "Zorg only: Troll is not Mars"
    );
    assert_eq!(t.amber(B), 3);
}

#[test]
fn crimson_dax_purges_a_revealed_non_mars_card_for_three_counters() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Crimson Dax", "Zorg"])
        .hand(A, &["Troll", "Tunk"])
        .start();
    t.reap("Crimson Dax");
    assert!(!t.is_legal(Choice::Target(t.find("Tunk"))));
    t.choose("Troll");
    t.choose("Zorg");
    assert_eq!(t.purged(A), ["Troll"]);
    assert_eq!(t.power("Zorg"), 10);
}

#[test]
fn crimson_dax_may_reveal_nothing() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Crimson Dax", "Zorg"])
        .hand(A, &["Troll"])
        .start();
    t.reap("Crimson Dax");
    t.pass();
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.power("Zorg"), 7);
}

#[test]
fn donor_vox_scrapped_gives_a_friendly_mars_creature_two_counters() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Donor Vox"])
        .battleline(A, &["Zorg", "Troll"])
        .start();
    t.discard_card("Donor Vox");
    assert_eq!(t.power("Zorg"), 9, "the only friendly Mars creature");
}

#[test]
fn harmonic_pack_with_a_card_revealed_deals_3_more_and_discards_it() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Harmonic Pack"])
        .battleline(B, &["Troll", "Krump"])
        .archives(B, &["Punch"])
        .start();
    t.play("Harmonic Pack");
    t.choose("Troll");
    t.choose_option(1);
    assert_eq!(t.damage("Troll"), 5);
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.discard(B), ["Punch"]);
}

#[test]
fn harmonic_pack_with_empty_archives_deals_2() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Harmonic Pack"])
        .battleline(B, &["Troll", "Krump"])
        .archives(B, &["Punch"])
        .start();
    t.play("Harmonic Pack");
    t.choose("Troll");
    t.choose_option(0);
    assert_eq!(t.damage("Troll"), 2, "A's archives are empty");
    assert_eq!(t.archives_of(B), ["Punch"]);
}

#[test]
fn intentional_discharge_returns_a_creature_to_ready_a_mars_one() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Intentional Discharge"])
        .battleline(A, &["Troll", "Zorg"])
        .start();
    t.set_exhausted("Zorg", true);
    t.play("Intentional Discharge");
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert!(!t.exhausted("Zorg"));
}

#[test]
fn intentional_discharge_readies_nothing_when_a_ward_keeps_the_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Intentional Discharge"])
        .battleline(A, &["Zorg"])
        .start();
    t.set_exhausted("Zorg", true);
    t.set_ward("Zorg");
    t.play("Intentional Discharge");
    assert_eq!(t.line(A), ["Zorg"]);
    assert!(t.exhausted("Zorg"));
}

#[test]
fn number_612_has_splash_attack_2_and_taunt() {
    let t = scenario(House::Mars).battleline(A, &["Number 612"]).start();
    let n = t.find("Number 612");
    assert_eq!(t.g.splash_attack(n), 2);
    assert!(t.g.keywords(n).contains(Keywords::TAUNT));
}

#[test]
fn synwyx_the_bold_has_an_enemy_capture_2_from_its_own_side_after_a_fight() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Synwyx the Bold"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    t.fight("Synwyx the Bold", "Dust Pixie");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber(A), 3);
}

#[test]
fn watneys_calculation_destroys_an_enemy_when_behind_in_amber() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Watney’s Calculation"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.play("Watney’s Calculation");
    assert!(t.line(B).is_empty(), "B had 3, A 1 after the bonus");
}

#[test]
fn watneys_calculation_destroys_nothing_when_not_behind() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Watney’s Calculation"])
        .battleline(B, &["Troll"])
        .amber(A, 1)
        .amber(B, 2)
        .start();
    t.play("Watney’s Calculation");
    assert_eq!(t.line(B), ["Troll"], "2 each after the bonus");
}

#[test]
fn yandylinx_discards_a_card_to_make_the_opponent_lose_1() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Yandylinx"])
        .hand(A, &["Troll", "Punch"])
        .amber(B, 2)
        .start();
    t.reap("Yandylinx");
    t.choose("Punch");
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn yandylinx_with_an_empty_hand_costs_the_opponent_nothing() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Yandylinx"])
        .amber(B, 2)
        .start();
    t.reap("Yandylinx");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn yandylinx_scrapped_has_each_friendly_mars_creature_capture_1() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Yandylinx"])
        .battleline(A, &["Zorg", "Troll", "Tunk"])
        .amber(B, 5)
        .start();
    t.discard_card("Yandylinx");
    assert_eq!(t.amber_on("Zorg"), 1);
    assert_eq!(t.amber_on("Tunk"), 1);
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn gamma_blaster_destroys_an_enemy_creature_with_amber_after_reaping() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Gamma Blaster", "Troll")
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.set_amber_on("Bumpsy", 1);
    t.reap("Troll");
    assert_eq!(t.line(B), ["Krump"], "Krump had no Æmber");
}

#[test]
fn stealth_modifications_wards_and_hides_its_creature_and_neighbors() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Stealth Modifications"])
        .battleline(A, &["Troll", "Zorg", "Krump", "Tunk"])
        .start();
    t.play("Stealth Modifications");
    t.choose("Zorg");
    for (c, near) in [
        ("Troll", true),
        ("Zorg", true),
        ("Krump", true),
        ("Tunk", false),
    ] {
        assert_eq!(t.card(c).is_warded(), near, "{c}");
        assert_eq!(
            t.g.keywords(t.find(c)).contains(Keywords::ELUSIVE),
            near,
            "{c}"
        );
    }
}
