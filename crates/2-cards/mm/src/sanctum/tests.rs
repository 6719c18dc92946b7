//! Tests of the Sanctum cards of Mass Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Icons};

/// The enemy creatures `attacker` may choose to fight, by title.
fn defenders(t: &keysim_engine::scenario::Test, attacker: &str) -> Vec<&'static str> {
    let a = t.find(attacker);
    let enemy = t.g.card(a).controller.opponent();
    t.g.creatures(enemy)
        .iter()
        .filter(|&&d| t.is_legal(Choice::Target(d)))
        .map(|&d| t.g.def(d).name)
        .collect()
}

/// Starts a fight with `attacker` and lists the creatures it may attack.
fn attackable(t: &mut keysim_engine::scenario::Test, attacker: &str) -> Vec<&'static str> {
    let a = t.find(attacker);
    t.apply(Choice::Fight(a));
    defenders(t, attacker)
}

const DAEMO_KNIGHT: &str = "{dæmo-knight}";
const ZEALOT: &str = "{gizelhart-s-zealot}";
const AEMBERHEART: &str = "{æmberheart}";
const GIZELHARTS_STANDARD: &str = "{gizelhart-s-standard}";
const GIZELHARTS_WRATH: &str = "{gizelhart-s-wrath}";

#[test]
fn ardent_hero_has_taunt() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Sequis", "Ardent Hero", "Grey Monk", "Krump"])
        .start();
    assert_eq!(attackable(&mut t, "Troll"), ["Ardent Hero", "Krump"]);
}

#[test]
fn ardent_hero_takes_no_damage_from_a_creature_with_power_five_or_more() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Ardent Hero"])
        .start();
    t.fight("Bumpsy", "Ardent Hero");
    assert_eq!(t.damage("Ardent Hero"), 0, "Bumpsy has power 5");
    assert_eq!(t.damage("Bumpsy"), 4, "Ardent Hero still hits back");
}

#[test]
fn ardent_hero_takes_no_damage_from_a_mutant_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Research Smoko"])
        .battleline(B, &["Ardent Hero"])
        .start();
    t.fight("Research Smoko", "Ardent Hero");
    assert_eq!(t.damage("Ardent Hero"), 0, "a 2-power Mutant");
    assert_eq!(t.discard(A), ["Research Smoko"]);
}

#[test]
fn ardent_hero_takes_damage_from_a_weaker_creature() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Raiding Knight"])
        .battleline(B, &["Ardent Hero"])
        .start();
    t.fight("Raiding Knight", "Ardent Hero");
    assert_eq!(
        t.discard(B),
        ["Ardent Hero"],
        "4 damage from a 4-power Human"
    );
}

#[test]
fn a_damage_bonus_icon_still_damages_ardent_hero() {
    // FAQ (Rock-Hurling Giant): a damage bonus icon's damage is done by a
    // game step, not by the card.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Troll"])
        .battleline(B, &["Ardent Hero"])
        .start();
    t.set_icons(
        "Troll",
        Icons {
            damage: 1,
            ..Icons::NONE
        },
    );
    t.play("Troll");
    t.choose("Ardent Hero");
    assert_eq!(t.damage("Ardent Hero"), 1);
}

#[test]
fn bull_wark_has_assault_and_gives_its_neighbors_assault_two() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis", "Bull-wark", "Raiding Knight", "Grey Monk"])
        .battleline(B, &["Troll"])
        .start();
    let assault = |t: &keysim_engine::scenario::Test, name: &str| t.g.assault(t.find(name));
    assert_eq!(assault(&t, "Bull-wark"), 2, "its own assault 2");
    assert_eq!(assault(&t, "Sequis"), 2);
    assert_eq!(assault(&t, "Raiding Knight"), 2);
    assert_eq!(assault(&t, "Grey Monk"), 0, "not a neighbor");
    assert_eq!(assault(&t, "Troll"), 0, "an enemy");
    t.fight("Sequis", "Troll");
    assert_eq!(t.damage("Troll"), 2 + 4, "assault 2, then Sequis' 4 power");
}

#[test]
fn burning_glare_stuns_one_enemy_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Burning Glare"])
        .battleline(A, &["Research Smoko"])
        .battleline(B, &["Troll", "Rogue Ogre"])
        .start();
    t.play("Burning Glare");
    t.choose_option(0);
    t.choose("Troll");
    assert!(t.stunned("Troll"));
    assert!(!t.stunned("Rogue Ogre"));
    assert!(!t.stunned("Research Smoko"));
}

#[test]
fn burning_glare_stuns_each_enemy_mutant_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Burning Glare"])
        .battleline(A, &["Research Smoko"])
        .battleline(B, &["Troll", "Rogue Ogre", "Neutron Shark"])
        .start();
    t.play("Burning Glare");
    t.choose_option(1);
    assert!(t.stunned("Rogue Ogre"));
    assert!(t.stunned("Neutron Shark"));
    assert!(!t.stunned("Troll"), "not a Mutant");
    assert!(!t.stunned("Research Smoko"), "friendly");
}

#[test]
fn commandeer_captures_after_each_other_card_played_this_turn() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Commandeer", "Virtuous Works", "Grey Monk"])
        .battleline(A, &["Sequis"])
        .amber(B, 5)
        .start();
    t.play("Commandeer");
    assert_eq!(t.amber_on("Sequis"), 0, "not after itself");
    t.play("Virtuous Works");
    assert_eq!(t.amber_on("Sequis"), 1);
    t.play("Grey Monk");
    t.flank(Flank::Right);
    t.choose("Grey Monk");
    assert_eq!(t.amber_on("Grey Monk"), 1, "a friendly creature of choice");
    assert_eq!(t.amber(B), 3);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    t.play("Virtuous Works");
    assert_eq!(t.amber(B), 3, "for the remainder of the turn only");
}

#[test]
fn daemo_knight_steals_when_destroyed() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &[DAEMO_KNIGHT])
        .amber(B, 3)
        .start();
    let knight = t.find(DAEMO_KNIGHT);
    t.g.destroy(knight);
    t.advance();
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.discard(A), ["Dæmo-Knight"]);
}

#[test]
fn fangs_of_gizelhart_purges_the_most_powerful_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Fangs of Gizelhart"])
        .battleline(A, &["Champion Anaphiel"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Fangs of Gizelhart");
    assert_eq!(t.purged(B), ["Troll"], "8 power, the only choice");
    assert_eq!(t.line(A), ["Champion Anaphiel"]);
}

#[test]
fn font_of_the_eye_captures_after_an_enemy_creature_was_destroyed() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Font of the Eye"])
        .battleline(A, &["Champion Anaphiel"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .amber(B, 4)
        .start();
    t.fight("Champion Anaphiel", "Dust Pixie");
    t.apply(Choice::Omni(t.find("Font of the Eye")));
    assert_eq!(t.amber_on("Champion Anaphiel"), 1);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn font_of_the_eye_does_nothing_without_an_enemy_creature_destroyed() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Font of the Eye"])
        .battleline(A, &["Champion Anaphiel", "Sequis"])
        .battleline(B, &["Krump"])
        .amber(B, 4)
        .start();
    let sequis = t.find("Sequis");
    t.g.destroy(sequis);
    t.advance();
    t.apply(Choice::Omni(t.find("Font of the Eye")));
    assert_eq!(
        t.amber_on("Champion Anaphiel"),
        0,
        "a friendly one does not count"
    );
    assert_eq!(t.amber(B), 4);
}

#[test]
fn general_xalvador_does_nothing_but_its_own_bonus_icons() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["General Xalvador"])
        .amber(B, 3)
        .start();
    t.play("General Xalvador");
    assert_eq!(t.line(A), ["General Xalvador"]);
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber(B), 3, "enhance puts icons on other cards");
    assert_eq!(t.amber_on("General Xalvador"), 0);
}

#[test]
fn gizelharts_zealot_enters_play_ready_and_enraged() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &[ZEALOT])
        .battleline(B, &["Krump"])
        .start();
    t.play(ZEALOT);
    let zealot = t.find(ZEALOT);
    assert!(!t.exhausted(ZEALOT));
    assert!(t.g.card(zealot).is_enraged());
    assert!(t.is_legal(Choice::Fight(zealot)));
    assert!(!t.is_legal(Choice::Reap(zealot)), "enraged: it must fight");
}

#[test]
fn gizelharts_zealot_put_into_play_is_ready_and_enraged_too() {
    let mut t = scenario(House::Sanctum).discard(A, &[ZEALOT]).start();
    let zealot = t.find(ZEALOT);
    t.g.put_into_play(zealot, A, Flank::Left);
    t.advance();
    assert!(!t.exhausted(ZEALOT));
    assert!(t.g.card(zealot).is_enraged());
}

#[test]
fn lieutenant_gorvenal_captures_after_any_friendly_fight() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Lieutenant Gorvenal", "Sequis"])
        .battleline(B, &["Dust Pixie", "Ember Imp"])
        .amber(B, 4)
        .start();
    t.fight("Sequis", "Dust Pixie");
    assert_eq!(t.amber_on("Lieutenant Gorvenal"), 1);
    t.fight("Lieutenant Gorvenal", "Ember Imp");
    assert_eq!(t.amber_on("Lieutenant Gorvenal"), 2, "its own fight too");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn lieutenant_gorvenal_ignores_enemy_fights() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Lieutenant Gorvenal", "Sequis"])
        .amber(A, 4)
        .start();
    t.fight("Krump", "Sequis");
    assert_eq!(t.amber_on("Lieutenant Gorvenal"), 0);
    assert_eq!(t.amber(A), 4);
}

#[test]
fn seeker_of_truth_may_then_fight_with_a_non_sanctum_creature() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Seeker of Truth", "Krump", "Sequis"])
        .battleline(B, &["Dust Pixie", "Ember Imp", "Bumpsy"])
        .start();
    t.fight("Seeker of Truth", "Dust Pixie");
    assert!(!t.is_legal(Choice::Target(t.find("Sequis"))), "Sanctum");
    t.choose("Krump");
    t.choose("Ember Imp");
    assert_eq!(t.discard(B), ["Dust Pixie", "Ember Imp"]);
    assert!(t.exhausted("Krump"));
}

/// An exhausted friendly non-Sanctum creature may be chosen (the FAQ on
/// Anger: a choice that does nothing is legal): it does not fight.
#[test]
fn seeker_of_truth_may_choose_an_exhausted_creature_that_then_does_not_fight() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Seeker of Truth", "Krump", "Troll"])
        .battleline(B, &["Dust Pixie", "Ember Imp", "Bumpsy"])
        .start();
    t.set_exhausted("Troll", true);
    t.fight("Seeker of Truth", "Dust Pixie");
    assert!(t.is_legal(Choice::Target(t.find("Krump"))));
    t.choose("Troll");
    assert!(t.exhausted("Troll"));
    assert_eq!(t.damage("Troll"), 0, "it did not fight");
    assert_eq!(t.line(B), ["Ember Imp", "Bumpsy"]);
}

#[test]
fn seeker_of_truth_may_decline() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Seeker of Truth", "Krump"])
        .battleline(B, &["Dust Pixie", "Ember Imp"])
        .start();
    t.fight("Seeker of Truth", "Dust Pixie");
    t.pass();
    assert!(!t.exhausted("Krump"));
    assert_eq!(t.line(B), ["Ember Imp"]);
}

#[test]
fn squire_alys_captures_two_when_played() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Squire Alys"])
        .amber(B, 3)
        .start();
    t.play("Squire Alys");
    assert_eq!(t.amber_on("Squire Alys"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn aemberheart_exalts_wards_and_fully_heals_a_friendly_creature() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &[AEMBERHEART])
        .battleline(A, &["Champion Anaphiel", "Sequis"])
        .battleline(B, &["Krump"])
        .start();
    t.set_damage("Champion Anaphiel", 4);
    t.action(AEMBERHEART);
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "friendly only"
    );
    t.choose("Champion Anaphiel");
    assert_eq!(t.damage("Champion Anaphiel"), 0);
    assert_eq!(t.amber_on("Champion Anaphiel"), 1);
    let anaphiel = t.find("Champion Anaphiel");
    t.g.deal_damage(anaphiel, 5);
    assert_eq!(t.damage("Champion Anaphiel"), 0, "warded");
    t.g.deal_damage(anaphiel, 5);
    assert_eq!(t.damage("Champion Anaphiel"), 4, "one ward, then 1 armor");
}

#[test]
fn angry_mob_may_dig_for_another_angry_mob() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Angry Mob"])
        .deck(A, &["Troll", "Krump", "Angry Mob", "Sequis"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Angry Mob", "Dust Pixie");
    t.yes();
    assert_eq!(t.hand_of(A), ["Angry Mob"]);
    assert_eq!(t.discard(A), ["Troll", "Krump"]);
    assert_eq!(t.deck_of(A), ["Sequis"]);
    assert_eq!(t.discard(B), ["Dust Pixie"], "then it fights");
}

#[test]
fn angry_mob_discards_the_whole_deck_when_no_mob_is_left() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Angry Mob"])
        .deck(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Angry Mob", "Dust Pixie");
    t.yes();
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.discard(A).len(), 2);
    assert!(t.deck_of(A).is_empty());
}

#[test]
fn angry_mob_may_decline() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Angry Mob"])
        .deck(A, &["Troll", "Angry Mob"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Angry Mob", "Dust Pixie");
    t.no();
    assert_eq!(t.deck_of(A).len(), 2);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

#[test]
fn baldric_the_bold_gains_two_fighting_the_most_powerful_enemy() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Baldric the Bold"])
        .battleline(B, &["Bumpsy", "Dust Pixie"])
        .start();
    t.fight("Baldric the Bold", "Bumpsy");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn baldric_the_bold_gains_nothing_fighting_a_weaker_enemy() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Baldric the Bold"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.fight("Baldric the Bold", "Dust Pixie");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn berinon_is_enraged_after_a_mutant_creature_enters_play() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Raiding Knight", "Bull-wark"])
        .battleline(A, &["Berinon"])
        .start();
    let berinon = t.find("Berinon");
    t.play("Raiding Knight");
    t.flank(Flank::Right);
    assert!(!t.g.card(berinon).is_enraged(), "not a Mutant");
    t.play("Bull-wark");
    t.flank(Flank::Right);
    assert!(t.g.card(berinon).is_enraged());
}

#[test]
fn berinon_is_enraged_by_an_enemy_mutant_put_into_play() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Berinon"])
        .discard(B, &["Research Smoko"])
        .start();
    let smoko = t.find("Research Smoko");
    t.g.put_into_play(smoko, B, Flank::Left);
    t.advance();
    assert!(t.g.card(t.find("Berinon")).is_enraged());
}

#[test]
fn berinon_captures_two_when_it_reaps() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Berinon"])
        .amber(B, 3)
        .start();
    t.reap("Berinon");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber_on("Berinon"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn bring_low_captures_all_but_five_spread_among_friendly_creatures() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Bring Low"])
        .battleline(A, &["Sequis", "Grey Monk"])
        .amber(B, 8)
        .start();
    t.play("Bring Low");
    t.choose("Sequis");
    t.choose("Grey Monk");
    t.choose("Sequis");
    assert_eq!(t.amber_on("Sequis"), 2);
    assert_eq!(t.amber_on("Grey Monk"), 1);
    assert_eq!(t.amber(B), 5);
}

#[test]
fn bring_low_captures_nothing_from_five_or_less() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Bring Low"])
        .battleline(A, &["Sequis"])
        .amber(B, 5)
        .start();
    t.play("Bring Low");
    assert_eq!(t.amber_on("Sequis"), 0);
    assert_eq!(t.amber(B), 5);
}

#[test]
fn gizelharts_standard_exalts_and_armors_creatures_with_amber() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &[GIZELHARTS_STANDARD])
        .battleline(A, &["Troll", "Sequis"])
        .battleline(B, &["Krump"])
        .start();
    t.set_amber_on("Krump", 1);
    t.play(GIZELHARTS_STANDARD);
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.armor("Troll"), 1, "Æmber on it");
    assert_eq!(t.armor("Sequis"), 2, "only its printed armor");
    assert_eq!(t.armor("Krump"), 0, "friendly only");
}

#[test]
fn purify_purges_a_mutant_and_brings_in_the_next_non_mutant_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Purify"])
        .battleline(B, &["Rogue Ogre", "Krump"])
        .deck(
            B,
            &["Virtuous Works", "Research Smoko", "Troll", "Dust Pixie"],
        )
        .start();
    t.play("Purify");
    assert_eq!(t.purged(B), ["Rogue Ogre"]);
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(B),
        "the owner's flank"
    );
    t.choose_option(0);
    assert_eq!(
        t.line(B),
        ["Troll", "Krump"],
        "its owner chose the left flank"
    );
    assert_eq!(t.discard(B), ["Virtuous Works", "Research Smoko"]);
    assert_eq!(t.deck_of(B), ["Dust Pixie"]);
}

#[test]
fn purify_discards_the_whole_deck_when_no_non_mutant_creature_is_left() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Purify"])
        .battleline(A, &["Research Smoko"])
        .deck(A, &["Virtuous Works", "Neutron Shark"])
        .start();
    t.play("Purify");
    assert_eq!(t.purged(A), ["Research Smoko"]);
    assert_eq!(
        t.discard(A).len(),
        3,
        "Purify, Virtuous Works, Neutron Shark"
    );
    assert!(t.line(A).is_empty());
}

#[test]
fn purify_stops_at_one_half_of_a_gigantic_creature_which_does_not_enter() {
    // The rulebook's "Gigantic": putting one half into play fails.
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Purify"])
        .battleline(B, &["Rogue Ogre", "Krump"])
        .deck(B, &["{ultra-gravitron}", "Troll"])
        .start();
    t.play("Purify");
    assert_eq!(t.purged(B), ["Rogue Ogre"]);
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.discard(B), ["Ultra Gravitron"]);
    assert_eq!(t.deck_of(B), ["Troll"]);
    assert_eq!(t.g.decision().map(|d| d.player), Some(A), "no flank asked");
}

#[test]
fn purify_needs_a_mutant_to_purge() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Purify"])
        .battleline(B, &["Krump"])
        .deck(B, &["Troll"])
        .start();
    t.play("Purify");
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.deck_of(B), ["Troll"]);
}

#[test]
fn scrivener_favian_may_steal_instead_of_capturing() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Call to Action"])
        .battleline(A, &["Scrivener Favian"])
        .amber(B, 5)
        .start();
    t.set_icons(
        "Call to Action",
        Icons {
            capture: 2,
            ..Icons::NONE
        },
    );
    t.play("Call to Action");
    t.yes();
    assert_eq!(t.amber(A), 1, "stole 1");
    assert_eq!(t.amber(B), 4);
    t.no();
    assert_eq!(t.amber_on("Scrivener Favian"), 1, "captured");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn scrivener_favian_does_not_change_the_opponents_icons() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Call to Action"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Scrivener Favian"])
        .amber(B, 5)
        .start();
    t.set_icons(
        "Call to Action",
        Icons {
            capture: 1,
            ..Icons::NONE
        },
    );
    t.play("Call to Action");
    assert_eq!(t.amber_on("Sequis"), 1, "captured without a question");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn book_of_malefaction_gets_warrants_for_amber_stolen_and_purges_with_one() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Book of Malefaction"])
        .battleline(B, &["Krump"])
        .amber(A, 4)
        .start();
    let book = t.find("Book of Malefaction");
    t.g.steal(B, 2);
    t.advance();
    assert_eq!(t.g.counters(book), 2, "one per Æmber stolen");
    t.g.steal(A, 1);
    t.advance();
    assert_eq!(t.g.counters(book), 2, "not when its controller steals");
    t.apply(Choice::Omni(book));
    assert_eq!(t.purged(B), ["Krump"]);
    assert_eq!(t.g.counters(book), 1);
}

#[test]
fn book_of_malefaction_purges_nothing_without_a_warrant() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Book of Malefaction"])
        .battleline(B, &["Krump"])
        .start();
    t.apply(Choice::Omni(t.find("Book of Malefaction")));
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn call_to_action_readies_each_friendly_knight() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Call to Action"])
        .battleline(A, &["Sequis", "Grey Monk", "Raiding Knight"])
        .battleline(B, &["Bull-wark"])
        .start();
    for name in ["Sequis", "Grey Monk", "Raiding Knight"] {
        t.set_exhausted(name, true);
    }
    t.set_exhausted("Bull-wark", true);
    t.play("Call to Action");
    assert!(!t.exhausted("Sequis"));
    assert!(!t.exhausted("Raiding Knight"));
    assert!(t.exhausted("Grey Monk"), "a Monk");
    assert!(t.exhausted("Bull-wark"), "an enemy Knight");
}

#[test]
fn gizelharts_wrath_destroys_each_mutant() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &[GIZELHARTS_WRATH])
        .battleline(A, &["Research Smoko", "Sequis"])
        .battleline(B, &["Rogue Ogre", "Krump"])
        .start();
    t.play(GIZELHARTS_WRATH);
    assert_eq!(t.line(A), ["Sequis"]);
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn lady_loreenas_taunt_also_covers_her_neighbors_neighbors() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(
            B,
            &[
                "Champion Anaphiel",
                "Sequis",
                "Lady Loreena",
                "Grey Monk",
                "Krump",
                "Ember Imp",
            ],
        )
        .start();
    assert_eq!(
        attackable(&mut t, "Troll"),
        ["Champion Anaphiel", "Lady Loreena", "Ember Imp"],
        "Krump is two away; so is Anaphiel, but it has taunt"
    );
}

#[test]
fn lady_loreenas_wider_taunt_follows_the_battleline() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Sequis", "Lady Loreena"])
        .start();
    let pixie = t.find("Dust Pixie");
    let troll = t.find("Troll");
    assert!(!t
        .g
        .query(keysim_engine::question::CanAttack(troll, pixie), true));
    let sequis = t.find("Sequis");
    t.g.destroy(sequis);
    t.advance();
    assert!(
        t.g.query(keysim_engine::question::CanAttack(troll, pixie), true),
        "no longer two away"
    );
}

#[test]
fn mad_prophet_gizelhart_acts_only_in_the_center() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Sequis", "Mad Prophet Gizelhart"])
        .start();
    let prophet = t.find("Mad Prophet Gizelhart");
    assert!(
        !t.is_legal(Choice::Action(prophet)),
        "two creatures: no center"
    );
    let t = scenario(House::Sanctum)
        .battleline(A, &["Mad Prophet Gizelhart", "Sequis", "Grey Monk"])
        .start();
    let prophet = t.find("Mad Prophet Gizelhart");
    assert!(!t.is_legal(Choice::Action(prophet)), "on a flank");
}

#[test]
fn mad_prophet_gizelhart_heals_non_mutants_and_gains_for_each() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis", "Mad Prophet Gizelhart", "Research Smoko"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_damage("Sequis", 2);
    t.set_damage("Research Smoko", 1);
    t.set_damage("Troll", 5);
    t.action("Mad Prophet Gizelhart");
    assert_eq!(t.damage("Sequis"), 0);
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("Research Smoko"), 1, "a Mutant");
    assert_eq!(t.amber(A), 2, "Krump had no damage to heal");
    assert_eq!(t.location("Krump"), Location::Battleline);
}

#[test]
fn master_of_the_grey_stops_the_opponent_resolving_bonus_icons() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Virtuous Works", "Squire Alys"])
        .battleline(B, &["Master of the Grey"])
        .amber(B, 4)
        .start();
    t.set_icons(
        "Squire Alys",
        Icons {
            capture: 1,
            ..Icons::NONE
        },
    );
    t.play("Virtuous Works");
    assert_eq!(t.amber(A), 0, "3 printed Æmber, none resolved");
    t.play("Squire Alys");
    assert_eq!(
        t.amber_on("Squire Alys"),
        2,
        "its Play: ability, not its icon"
    );
}

#[test]
fn master_of_the_grey_lets_its_controller_resolve_bonus_icons() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Virtuous Works"])
        .battleline(A, &["Master of the Grey"])
        .start();
    t.play("Virtuous Works");
    assert_eq!(t.amber(A), 3);
}

#[test]
fn purifier_of_souls_stops_destroyed_abilities_on_both_sides() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &[DAEMO_KNIGHT, "Purifier of Souls"])
        .battleline(B, &[DAEMO_KNIGHT])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    for knight in t.find_all(DAEMO_KNIGHT) {
        t.g.destroy(knight);
    }
    t.advance();
    assert_eq!(t.discard(A), ["Dæmo-Knight"]);
    assert_eq!(t.discard(B), ["Dæmo-Knight"]);
    assert_eq!((t.amber(A), t.amber(B)), (3, 3), "no steal");
}

#[test]
fn destroyed_abilities_trigger_once_purifier_of_souls_is_gone() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &[DAEMO_KNIGHT, "Purifier of Souls"])
        .amber(B, 3)
        .start();
    let purifier = t.find("Purifier of Souls");
    t.g.destroy(purifier);
    t.advance();
    let knight = t.find(DAEMO_KNIGHT);
    t.g.destroy(knight);
    t.advance();
    assert_eq!(t.amber(A), 1);
}
