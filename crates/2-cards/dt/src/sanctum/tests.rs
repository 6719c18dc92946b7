//! Tests of the Sanctum cards of Dark Tidings: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

#[test]
fn sir_bevor_taunt_protects_its_neighbor() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Sir Bevor", "Sequis"])
        .start();
    let sequis = t.find("Sequis");
    let krump = t.find("Krump");
    t.apply(Choice::Fight(krump));
    assert!(!t.is_legal(Choice::Target(sequis)), "taunt");
}

#[test]
fn sir_bevor_evil_twin_poisons_the_creature_it_damages() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{sir-bevor-evil-twin}"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Sir Bevor", "Troll");
    assert!(t.line(B).is_empty(), "poison destroys Troll");
}

#[test]
fn urien_the_circumspect_gains_its_armor_on_reap() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Urien the Circumspect"])
        .start();
    t.reap("Urien the Circumspect");
    assert_eq!(t.amber(A), 2, "1 for the reap, 1 for its armor");
}

#[test]
fn urien_evil_twin_makes_the_opponent_lose_its_armor() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{urien-the-circumspect-evil-twin}"])
        .amber(B, 3)
        .start();
    t.reap("Urien the Circumspect");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn hammer_gram_deals_3_and_stuns() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Hammer-gram"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.play("Hammer-gram");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert!(t.stunned("Krump"));
    assert!(!t.stunned("Troll"));
}

#[test]
fn honor_or_glory_hits_the_flanks() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Honor or Glory"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Krump", "Troll", "Bumpsy"])
        .start();
    t.play("Honor or Glory");
    t.choose_option(0);
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("Bumpsy"), 3);
    assert_eq!(
        t.damage("Sequis"),
        1,
        "a lone creature is on a flank; 2 armor"
    );
}

#[test]
fn honor_or_glory_hits_the_creatures_not_on_a_flank() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Honor or Glory"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Krump", "Troll", "Bumpsy"])
        .start();
    t.play("Honor or Glory");
    t.choose_option(1);
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.damage("Sequis"), 0);
}

#[test]
fn first_or_last_purges_each_creature_of_the_highest_power() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["First or Last"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Troll", "Krump", "Troll"])
        .start();
    t.play("First or Last");
    t.choose_option(0);
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.purged(B).len(), 2);
}

#[test]
fn first_or_last_purges_each_creature_of_the_lowest_power() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["First or Last"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Troll", "Sequis"])
        .start();
    t.play("First or Last");
    t.choose_option(1);
    assert!(t.line(A).is_empty());
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn marshal_ewer_raises_the_tide_when_played_and_after_a_fight() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Marshal Ewer"])
        .battleline(B, &["Dust Pixie"])
        .tide()
        .start();
    t.play("Marshal Ewer");
    assert!(t.g.tide_is_high(A));
    t.g.raise_tide(B);
    assert!(t.g.tide_is_low(A));
    t.set_exhausted("Marshal Ewer", false);
    t.fight("Marshal Ewer", "Dust Pixie");
    assert!(t.g.tide_is_high(A));
}

#[test]
fn strange_ordination_can_be_played_only_while_the_tide_is_high() {
    let t = scenario(House::Sanctum)
        .hand(A, &["Strange Ordination"])
        .tide()
        .start();
    let card = t.find("Strange Ordination");
    assert!(!t.is_legal(Choice::Play(card)));
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Strange Ordination"])
        .tide_high(A)
        .start();
    t.play("Strange Ordination");
    assert_eq!(t.amber(A), 3);
}

#[test]
fn almsmaster_neighbors_each_capture_1() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Almsmaster"])
        .battleline(A, &["Sequis", "Raiding Knight", "Grey Monk"])
        .amber(B, 5)
        .start();
    t.play("Almsmaster");
    t.apply(Choice::Position(1));
    assert_eq!(
        t.line(A),
        ["Sequis", "Almsmaster", "Raiding Knight", "Grey Monk"]
    );
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(t.amber_on("Raiding Knight"), 1);
    assert_eq!(t.amber_on("Grey Monk"), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn taxing_journey_captures_with_the_creature_and_its_same_house_neighbors() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Taxing Journey"])
        .battleline(A, &["Krump", "Sequis", "Raiding Knight"])
        .amber(B, 5)
        .start();
    t.play("Taxing Journey");
    t.choose("Sequis");
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(t.amber_on("Raiding Knight"), 1);
    assert_eq!(t.amber_on("Krump"), 0, "Brobnar shares no house");
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.amber(A), 1, "bonus");
}

#[test]
fn heal_or_harm_fully_heals_and_gains_1() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Heal or Harm"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Troll"])
        .start();
    t.set_damage("Sequis", 3);
    t.play("Heal or Harm");
    t.choose_option(0);
    t.choose("Sequis");
    assert_eq!(t.damage("Sequis"), 0);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn heal_or_harm_readies_and_fights_with_a_friendly_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Heal or Harm"])
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .start();
    t.set_exhausted("Krump", true);
    t.play("Heal or Harm");
    t.choose_option(1);
    t.choose("Krump");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert!(t.exhausted("Krump"));
}

#[test]
fn grand_melee_destroys_each_creature_without_a_same_house_neighbor() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Grand Melee"])
        .battleline(A, &["Sequis", "Raiding Knight", "Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Grand Melee");
    assert_eq!(t.line(A), ["Sequis", "Raiding Knight"]);
    assert!(t.line(B).is_empty(), "a creature without neighbors");
}

#[test]
fn the_corpulent_collector_captures_everything_and_is_hurt_by_it() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["The Corpulent Collector"])
        .amber(B, 4)
        .start();
    t.play("The Corpulent Collector");
    assert_eq!(t.amber(B), 0);
    assert_eq!(t.amber_on("The Corpulent Collector"), 4);
    assert_eq!(t.damage("The Corpulent Collector"), 4);
}

#[test]
fn laerie_of_the_lake_arms_friendly_creatures_while_the_tide_is_high() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Lærie of the Lake", "Krump"])
        .battleline(B, &["Troll"])
        .tide_high(A)
        .start();
    assert_eq!(t.armor("Krump"), 2);
    assert_eq!(t.armor("Lærie of the Lake"), 2);
    assert_eq!(t.armor("Troll"), 0);
}

#[test]
fn laerie_of_the_lake_gives_nothing_while_the_tide_is_not_high() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Lærie of the Lake", "Krump"])
        .tide_high(B)
        .start();
    assert_eq!(t.armor("Krump"), 0);
}

#[test]
fn laerie_evil_twin_gets_5_armor_while_the_tide_is_high() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["{lærie-of-the-lake-evil-twin}", "Krump"])
        .tide_high(A)
        .start();
    assert_eq!(t.armor("Lærie of the Lake"), 5);
    assert_eq!(t.armor("Krump"), 0);
    let t = scenario(House::Sanctum)
        .battleline(A, &["{lærie-of-the-lake-evil-twin}"])
        .tide()
        .start();
    assert_eq!(t.armor("Lærie of the Lake"), 0);
}

#[test]
fn orphiel_skirmishes_and_gains_2_on_fight_while_the_tide_is_high() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Orphiel, Sea’s Chosen"])
        .battleline(B, &["Dust Pixie"])
        .tide_high(A)
        .start();
    t.fight("Orphiel, Sea’s Chosen", "Dust Pixie");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.damage("Orphiel, Sea’s Chosen"), 0, "skirmish");
}

#[test]
fn orphiel_fights_plainly_while_the_tide_is_low() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Orphiel, Sea’s Chosen"])
        .battleline(B, &["Dust Pixie"])
        .tide_high(B)
        .start();
    t.fight("Orphiel, Sea’s Chosen", "Dust Pixie");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.damage("Orphiel, Sea’s Chosen"), 1);
}

#[test]
fn orphion_gets_armor_and_captures_on_reap_while_the_tide_is_low() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Orphion, Land’s Chosen"])
        .amber(B, 3)
        .tide_high(B)
        .start();
    assert_eq!(t.armor("Orphion, Land’s Chosen"), 3);
    t.reap("Orphion, Land’s Chosen");
    assert_eq!(t.amber_on("Orphion, Land’s Chosen"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn orphion_reaps_plainly_while_the_tide_is_high() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Orphion, Land’s Chosen"])
        .amber(B, 3)
        .tide_high(A)
        .start();
    assert_eq!(t.armor("Orphion, Land’s Chosen"), 0);
    t.reap("Orphion, Land’s Chosen");
    assert_eq!(t.amber_on("Orphion, Land’s Chosen"), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn aja_cannot_be_damaged_between_neighbors() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Sequis", "Aja the Inconspicuous", "Grey Monk"])
        .start();
    t.fight("Krump", "Aja the Inconspicuous");
    assert_eq!(t.damage("Aja the Inconspicuous"), 0);
    assert_eq!(t.damage("Krump"), 3);
}

#[test]
fn aja_on_a_flank_is_damaged() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Aja the Inconspicuous", "Grey Monk"])
        .start();
    t.fight("Krump", "Aja the Inconspicuous");
    assert_eq!(t.line(B), ["Grey Monk"]);
}

#[test]
fn dry_the_river_stops_reaping_while_the_tide_is_low() {
    let t = scenario(House::Sanctum)
        .artifacts(A, &["Dry the River"])
        .battleline(A, &["Sequis"])
        .tide_high(B)
        .start();
    let sequis = t.find("Sequis");
    assert!(!t.is_legal(Choice::Reap(sequis)));
    let t = scenario(House::Sanctum)
        .artifacts(B, &["Dry the River"])
        .battleline(A, &["Sequis"])
        .tide()
        .start();
    let sequis = t.find("Sequis");
    assert!(
        t.is_legal(Choice::Reap(sequis)),
        "a neutral tide is not low"
    );
}

#[test]
fn harmonic_ritual_gains_for_each_same_house_left_neighbor_in_a_row() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Harmonic Ritual"])
        .battleline(
            A,
            &["Sequis", "Krump", "Raiding Knight", "Grey Monk", "Bulwark"],
        )
        .start();
    t.play("Harmonic Ritual");
    t.choose("Bulwark");
    assert_eq!(
        t.amber(A),
        1 + 2,
        "bonus, then Grey Monk and Raiding Knight"
    );
}

#[test]
fn harmonic_ritual_on_a_creature_without_a_same_house_left_neighbor_gains_nothing() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Harmonic Ritual"])
        .battleline(A, &["Krump", "Sequis"])
        .start();
    t.play("Harmonic Ritual");
    t.choose("Sequis");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn grey_augur_neighbors_gain_1_after_a_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Grey Augur", "Troll"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .start();
    t.fight("Krump", "Dust Pixie");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn grey_augur_evil_twin_neighbors_gain_1_and_exalt_themselves_on_reap() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis", "{grey-augur-evil-twin}"])
        .start();
    t.reap("Sequis");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber_on("Sequis"), 1, "exalted");
    t.reap("Grey Augur");
    assert_eq!(t.amber_on("Grey Augur"), 0);
}

#[test]
fn almsmaster_evil_twin_neighbors_steal_1_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Sequis", "{almsmaster-evil-twin}"])
        .amber(A, 3)
        .start();
    t.fight("Troll", "Sequis");
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn shifting_battlefield_moves_a_friendly_creature_which_captures_1() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Shifting Battlefield"])
        .battleline(A, &["Sequis", "Krump", "Grey Monk"])
        .amber(B, 2)
        .start();
    t.play("Shifting Battlefield");
    t.choose("Sequis");
    t.choose_option(2);
    assert_eq!(t.line(A), ["Krump", "Grey Monk", "Sequis"]);
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn seneschal_sargassa_lets_the_player_raising_the_tide_capture_2() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Seneschal Sargassa", "Sequis"])
        .battleline(B, &["Krump", "Troll"])
        .amber(A, 3)
        .amber(B, 3)
        .tide()
        .start();
    t.g.raise_tide(B);
    t.advance();
    t.choose("Troll");
    assert_eq!(
        t.amber_on("Troll"),
        2,
        "the opponent raised it: their creature"
    );
    assert_eq!(t.amber(A), 1);
    t.g.raise_tide(A);
    t.advance();
    t.choose("Sequis");
    assert_eq!(t.amber_on("Sequis"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn seneschal_sargassa_evil_twin_captures_2_whoever_raises_the_tide() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{seneschal-sargassa-evil-twin}"])
        .amber(B, 5)
        .tide()
        .start();
    t.g.raise_tide(B);
    t.advance();
    assert_eq!(t.amber_on("Seneschal Sargassa"), 2);
    t.g.raise_tide(A);
    t.advance();
    assert_eq!(t.amber_on("Seneschal Sargassa"), 4);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn avenging_aura_gives_friendly_creatures_assault_per_enemy_key() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Avenging Aura"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Krump", "Troll"])
        .keys(B, 2)
        .start();
    t.play("Avenging Aura");
    t.fight("Sequis", "Troll");
    assert_eq!(t.damage("Troll"), 2 + 4, "assault 2, then 4 power");
}

#[test]
fn avenging_aura_gives_no_assault_when_the_opponent_has_no_key() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Avenging Aura"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.play("Avenging Aura");
    t.fight("Sequis", "Krump");
    assert_eq!(t.damage("Krump"), 4);
}

#[test]
fn sgs_illuminator_stuns_and_exalts_once_per_creature_it_exhausted() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["SGS Illuminator"])
        .battleline(A, &["Sequis", "Raiding Knight", "Grey Monk", "Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.set_exhausted("Grey Monk", true);
    t.action("SGS Illuminator");
    t.choose("Sequis");
    t.choose("Raiding Knight");
    t.choose("Grey Monk");
    assert!(t.exhausted("Sequis") && t.exhausted("Raiding Knight"));
    t.choose("Troll");
    t.choose("Troll");
    assert!(t.stunned("Troll"));
    assert_eq!(t.amber_on("Troll"), 2, "2 exhausted this way: 2 exalts");
    assert!(!t.stunned("Bumpsy"));
}

#[test]
fn holdfast_readies_after_a_neighbor_is_damaged() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Holdfast", "Troll", "Bumpsy"])
        .start();
    t.set_exhausted("Holdfast", true);
    t.set_exhausted("Bumpsy", true);
    t.fight("Krump", "Troll");
    assert!(!t.exhausted("Holdfast"));
    assert!(t.exhausted("Bumpsy"), "not Holdfast's neighbor");
}

#[test]
fn holdfast_stays_exhausted_when_a_non_neighbor_is_damaged() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Holdfast", "Troll", "Bumpsy"])
        .start();
    t.set_exhausted("Holdfast", true);
    t.fight("Krump", "Bumpsy");
    assert!(t.exhausted("Holdfast"));
}

#[test]
fn badgemagus_readies_and_fights_with_each_neighbor_one_at_a_time() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis", "Badgemagus", "Raiding Knight"])
        .battleline(B, &["Dust Pixie", "Bumpsy", "Krump"])
        .start();
    t.set_exhausted("Sequis", true);
    t.fight("Badgemagus", "Dust Pixie");
    t.choose("Raiding Knight");
    t.choose("Bumpsy");
    t.choose("Krump");
    assert_eq!(t.damage("Bumpsy"), 4, "Raiding Knight fought first");
    assert_eq!(t.damage("Krump"), 4, "then Sequis, readied");
    assert_eq!(
        t.line(A),
        ["Badgemagus", "Raiding Knight"],
        "Krump hit back"
    );
    assert!(t.exhausted("Raiding Knight"));
}

#[test]
fn light_everlasting_plays_a_sanctum_creature_from_the_discard_anywhere() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Light Everlasting", "Sergeant Zakiel"])
        .battleline(A, &["Raiding Knight", "Grey Monk"])
        .discard(A, &["Sequis", "Bulwark", "Krump"])
        .start();
    t.play("Light Everlasting");
    let krump = t.find("Krump");
    assert!(!t.is_legal(Choice::Target(krump)), "Sanctum only");
    t.choose("Sequis");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Raiding Knight", "Sequis", "Grey Monk"]);
    t.play("Sergeant Zakiel");
    assert!(
        !t.is_legal(Choice::Position(1)),
        "the deploy was for the creature Light Everlasting played"
    );
}

#[test]
fn redhand_registry_skips_the_thiefs_next_forge_step_after_a_steal_in_their_turn() {
    let mut t = scenario(House::Sanctum)
        .artifacts(B, &["Redhand Registry"])
        .amber(A, 7)
        .amber(B, 2)
        .start();
    t.g.steal(A, 1);
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    t.end_turn();
    assert_eq!(t.keys(A), 0, "A's next turn: no forging");
    assert_eq!(t.amber(A), 8);
    t.apply(Choice::House(House::Sanctum));
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    t.end_turn();
    assert_eq!(t.keys(A), 1, "the turn after, A forges again");
}

#[test]
fn redhand_registry_skips_the_opponents_coming_forge_step_after_a_steal_in_your_turn() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Redhand Registry"])
        .amber(A, 2)
        .amber(B, 7)
        .start();
    t.g.steal(B, 1);
    t.end_turn();
    assert_eq!(t.keys(B), 0);
    assert_eq!(t.amber(B), 8);
}

#[test]
fn without_a_steal_redhand_registry_lets_the_opponent_forge() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Redhand Registry"])
        .amber(B, 7)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
}

#[test]
fn trial_by_water_resets_the_tide_and_forbids_raising_it_until_your_next_turn() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Trial by Water"])
        .tide_high(B)
        .start();
    t.play("Trial by Water");
    assert_eq!(t.g.tide_high_for(), None, "reset to neutral");
    assert!(!t.is_legal(Choice::RaiseTide));
    assert!(!t.g.raise_tide(B), "no player can raise it");
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    assert!(!t.is_legal(Choice::RaiseTide), "nor in the opponent's turn");
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    assert!(
        t.is_legal(Choice::RaiseTide),
        "your next turn: allowed again"
    );
}

#[test]
fn lightsmith_clariel_may_switch_its_power_and_armor_before_fighting() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Lightsmith Clariel"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.fight("Lightsmith Clariel", "Krump");
    t.yes();
    assert_eq!(t.damage("Krump"), 2, "2 power after the switch");
    assert_eq!(t.damage("Lightsmith Clariel"), 1, "5 armor stops 5 of 6");
    assert_eq!(t.power("Lightsmith Clariel"), 2);
    t.end_turn();
    assert_eq!(
        t.power("Lightsmith Clariel"),
        5,
        "for the remainder of the turn"
    );
    assert_eq!(t.armor("Lightsmith Clariel"), 2);
}

#[test]
fn lightsmith_clariel_fights_unswitched_when_it_declines() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Lightsmith Clariel"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.fight("Lightsmith Clariel", "Krump");
    t.no();
    assert_eq!(t.damage("Krump"), 5);
    assert_eq!(t.damage("Lightsmith Clariel"), 4, "2 armor stops 2 of 6");
}

#[test]
fn lightsmith_clariel_evil_twin_switches_a_creature_to_its_armor() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{lightsmith-clariel-evil-twin}", "Sequis"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.action("Lightsmith Clariel");
    t.choose("Sequis");
    assert_eq!(t.power("Sequis"), 2);
    assert_eq!(t.armor("Sequis"), 4);
}

#[test]
fn lightsmith_clariel_evil_twin_destroys_a_creature_without_armor() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{lightsmith-clariel-evil-twin}", "Sequis"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.action("Lightsmith Clariel");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Krump"], "0 power: destroyed");
}

#[test]
fn badgemagus_fights_with_the_creatures_that_were_its_neighbors_as_its_ability_began() {
    let mut t = scenario(House::Sanctum)
        .battleline(
            A,
            &["Sequis", "Badgemagus", "Commander Remiel", "Raiding Knight"],
        )
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.set_exhausted("Sequis", true);
    t.fight("Badgemagus", "Dust Pixie");
    t.choose("Commander Remiel");
    assert_eq!(t.damage("Troll"), 3 + 4, "Commander Remiel, then Sequis");
    assert_eq!(
        t.line(A),
        ["Badgemagus", "Raiding Knight"],
        "Troll hit back"
    );
    assert!(
        !t.exhausted("Raiding Knight"),
        "a neighbor once Commander Remiel died, not when the ability began"
    );
}

#[test]
fn the_corpulent_collector_capturing_7_is_destroyed_and_the_amber_goes_back() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["The Corpulent Collector"])
        .amber(B, 7)
        .start();
    t.play("The Corpulent Collector");
    assert!(t.line(A).is_empty(), "7 damage on 7 power");
    assert_eq!(t.amber(B), 7, "captured Æmber returns to the opponent");
}
