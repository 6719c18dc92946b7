//! Tests of the Sanctum cards of More Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{traits, House, Keywords};

#[test]
fn ascendant_hester_played_each_friendly_creature_captures_one() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["{ascendant-hester}", "{ascendant-hester2}"])
        .battleline(A, &["Troll"])
        .amber(B, 5)
        .start();
    t.set_amber_on("Troll", 1);
    t.play("Ascendant Hester");
    t.flank(Flank::Right);
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber_on("Ascendant Hester"), 1);
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.armor("Troll"), 4, "+2 per Æmber on it");
    assert_eq!(t.armor("Ascendant Hester"), 0, "only the other creatures");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn ascendant_hester_when_the_opponent_is_short_you_choose_who_captures() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{ascendant-hester}", "Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 1)
        .start();
    t.fight("Ascendant Hester", "Dust Pixie");
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber_on("Ascendant Hester"), 0);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn ascendant_hester_armor_is_not_given_to_enemy_creatures() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{ascendant-hester}", "Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Krump", 1);
    assert_eq!(t.armor("Troll"), 0);
    assert_eq!(t.armor("Krump"), 2);
}

#[test]
fn sirs_colossus_played_captures_all_the_opponents_amber_distributed() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["{sirs-colossus}", "{sirs-colossus2}"])
        .battleline(A, &["Troll"])
        .amber(B, 3)
        .start();
    t.play("Sirs Colossus");
    t.flank(Flank::Right);
    t.choose("Troll");
    t.choose("Sirs Colossus");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber_on("Sirs Colossus"), 1);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn sirs_colossus_after_fight_sends_a_creatures_amber_to_the_supply() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["{sirs-colossus}", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_amber_on("Troll", 3);
    t.fight("Sirs Colossus", "Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (0, 0), "to the supply");
}

#[test]
fn sirs_colossus_taunt_protects_its_neighbors() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "{sirs-colossus}", "Bumpsy"])
        .start();
    let (troll, pixie) = (t.find("Troll"), t.find("Dust Pixie"));
    assert!(!t.g.can_be_fought(troll, pixie), "taunt");
    assert!(t.is_legal(Choice::Fight(troll)));
}

#[test]
fn grey_aberrant_particle_sweep_deals_two_to_a_mutant_instead_of_destroying_it() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Particle Sweep"])
        .battleline(A, &["Grey Aberrant"])
        .battleline(B, &["Rogue Ogre", "Troll"])
        .start();
    t.play("Particle Sweep");
    t.choose("Rogue Ogre");
    assert_eq!(t.location("Rogue Ogre"), Location::Battleline);
    assert_eq!(t.damage("Rogue Ogre"), 2, "no longer a Mutant");
}

#[test]
fn grey_aberrant_loses_its_own_traits() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Particle Sweep"])
        .battleline(B, &["Grey Aberrant"])
        .start();
    let aberrant = t.find("Grey Aberrant");
    assert!(
        t.g.traits(aberrant).is_empty(),
        "a creature: neither Monk nor Mutant"
    );
    t.play("Particle Sweep");
    assert_eq!(t.damage("Grey Aberrant"), 2, "not destroyed as a Mutant");
}

#[test]
fn grey_aberrant_a_mutant_is_not_counted_for_spare_arm_carmine() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Spare Arm Carmine", "Grey Aberrant"])
        .battleline(B, &["Troll"])
        .amber(B, 5)
        .start();
    t.reap("Spare Arm Carmine");
    assert_eq!(t.amber(A), 1 + 1, "no Mutant on either side: steal 1");
}

#[test]
fn grey_aberrant_a_knight_is_not_a_knight_for_round_table() {
    let t = scenario(House::Sanctum)
        .artifacts(A, &["Round Table"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Grey Aberrant"])
        .start();
    assert_eq!(
        t.power("Sequis"),
        4,
        "no +1: an enemy Grey Aberrant takes it too"
    );
    assert!(!t.g.keywords(t.find("Sequis")).contains(Keywords::TAUNT));
    assert!(
        t.g.has_trait(t.find("Round Table"), traits::LOCATION),
        "an artifact is not a creature"
    );
}

#[test]
fn grey_aberrant_no_mutant_enters_play_for_berinon() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Grey Aberrant", "Bull-wark"])
        .battleline(A, &["Berinon"])
        .start();
    let berinon = t.find("Berinon");
    t.play("Grey Aberrant");
    t.flank(Flank::Right);
    assert!(!t.g.card(berinon).is_enraged(), "not a Mutant once in play");
    t.play("Bull-wark");
    t.flank(Flank::Right);
    assert!(!t.g.card(berinon).is_enraged());
    assert!(
        t.g.def(t.find("Bull-wark")).has_trait(traits::MUTANT),
        "printed"
    );
}

#[test]
fn grey_aberrant_traits_gained_while_it_is_in_play_are_lost_until_it_leaves() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mutation of Fury"])
        .battleline(A, &["Dew Faerie", "Trimble"])
        .battleline(B, &["Grey Aberrant"])
        .start();
    let faerie = t.find("Dew Faerie");
    t.play("Mutation of Fury");
    t.choose("Dew Faerie");
    assert!(!t.g.has_trait(faerie, traits::MUTANT), "gained, and lost");
    assert_eq!(t.g.assault(faerie), 3, "the keyword stays");
    assert!(
        !t.g.keywords(faerie).contains(Keywords::SKIRMISH),
        "Trimble sees no Mutant"
    );
    t.fight("Dew Faerie", "Grey Aberrant");
    assert_eq!(t.discard(B), ["Grey Aberrant"], "assault 3");
    assert!(t.g.has_trait(faerie, traits::MUTANT), "back once it left");
    assert!(t.g.keywords(faerie).contains(Keywords::SKIRMISH));
    assert!(t.g.has_trait(t.find("Trimble"), traits::MUTANT));
}
