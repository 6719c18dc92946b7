//! Tests of the Mars cards of Grim Reminders: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Keywords};

/// Ten cards in a discard pile: its player is haunted.
const HAUNTING: [&str; 10] = ["Anger"; 10];

#[test]
fn aberrant_warp_event_warps_a_creature_in_on_each_side_and_kills_a_neighbor() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Aberrant Warp Event"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .deck(A, &["Punch", "Troll", "Anger"])
        .deck(B, &["Lava Ball", "Grey Monk", "Smith"])
        .start();
    t.play("Aberrant Warp Event");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll"], "Troll on the right, Krump destroyed");
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(B),
        "B places Grey Monk"
    );
    t.choose_option(0);
    assert_eq!(t.line(B), ["Grey Monk"], "Bumpsy was its only neighbor");
    assert_eq!(t.discard(A), ["Punch", "Krump", "Aberrant Warp Event"]);
    assert_eq!(t.discard(B), ["Lava Ball", "Bumpsy"]);
    assert_eq!(t.deck_of(A), ["Anger"]);
    assert_eq!(t.deck_of(B), ["Smith"]);
}

#[test]
fn aberrant_warp_event_without_a_creature_in_the_deck_discards_it_all() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Aberrant Warp Event"])
        .battleline(A, &["Krump"])
        .deck(A, &["Punch", "Anger"])
        .deck(B, &["Grey Monk"])
        .start();
    t.play("Aberrant Warp Event");
    assert_eq!(t.line(A), ["Krump"], "no creature, no neighbor destroyed");
    assert!(t.deck_of(A).is_empty());
    assert_eq!(
        t.line(B),
        ["Grey Monk"],
        "into an empty battleline, with no neighbor to destroy"
    );
}

#[test]
fn curse_of_disappearances_enters_under_the_opponent() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Curse of Disappearances"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Curse of Disappearances");
    assert_eq!(t.artifacts_of(B), ["Curse of Disappearances"]);
    assert!(t.artifacts_of(A).is_empty());
    t.end_turn();
    assert_eq!(
        t.line(A),
        ["Troll"],
        "the end of A's turn is not its controller's"
    );
    assert!(t.archives_of(B).is_empty());
}

#[test]
fn curse_of_disappearances_sends_a_creature_of_its_controller_to_the_other_archives() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Curse of Disappearances"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.end_turn();
    t.choose("Troll");
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.archives_of(B), ["Troll"]);
    let troll = t.find("Troll");
    assert!(!t.g.discard_from_archives(troll), "not discarded");
    assert_eq!(
        t.location("Troll"),
        Location::Hand,
        "leaving B's archives, it goes to its owner's hand"
    );
    assert!(t.hand_of(A).contains(&"Troll"));
}

#[test]
fn elite_disruptzord_stops_more_powerful_creatures_being_played() {
    let t = scenario(House::Brobnar)
        .battleline(B, &["Elite Disruptzord"])
        .hand(A, &["Troll", "Krump"])
        .start();
    assert!(
        !t.is_legal(Choice::Play(t.find("Troll"))),
        "8 power is more than 6"
    );
    assert!(
        t.is_legal(Choice::Play(t.find("Krump"))),
        "6 power is not more than 6"
    );
}

#[test]
fn plan_10_takes_every_non_mars_creature_and_gives_one_back_each_turn() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Plan 10"])
        .battleline(A, &["Troll", "Zorg"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.play("Plan 10");
    assert_eq!(t.line(A), ["Zorg"]);
    assert!(t.line(B).is_empty());
    assert_eq!(t.beneath_of("Plan 10").len(), 3);
    t.end_turn();
    t.choose("Krump");
    assert_eq!(t.location("Krump"), Location::Hand);
    assert_eq!(t.hand_of(B), ["Krump"], "to its owner's hand");
    assert_eq!(t.beneath_of("Plan 10").len(), 2);
    assert_eq!(t.artifacts_of(A), ["Plan 10"], "cards are left under it");
}

#[test]
fn plan_10_is_destroyed_once_its_last_card_is_returned() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Plan 10"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Plan 10");
    t.end_turn();
    assert_eq!(t.hand_of(B), ["Krump"]);
    assert!(t.artifacts_of(A).is_empty());
    assert!(t.discard(A).contains(&"Plan 10"));
}

#[test]
fn plan_10_with_nothing_under_it_is_destroyed_at_the_end_of_the_turn() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Plan 10"])
        .battleline(B, &["Zorg"])
        .start();
    t.play("Plan 10");
    assert_eq!(t.line(B), ["Zorg"], "a Mars creature stays");
    assert_eq!(t.artifacts_of(A), ["Plan 10"]);
    t.end_turn();
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn psychic_haze_keeps_enraged_creatures_off_friendly_mars_creatures() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Zorg", "Krump"])
        .artifacts(B, &["Psychic Haze"])
        .start();
    t.set_enraged("Troll");
    t.apply(Choice::Fight(t.find("Troll")));
    assert_eq!(
        t.line(B),
        ["Zorg"],
        "Krump was the only creature it could fight"
    );
    assert_eq!(t.damage("Zorg"), 0);
}

#[test]
fn psychic_haze_lets_a_calm_creature_attack_mars_creatures() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Zorg", "Krump"])
        .artifacts(B, &["Psychic Haze"])
        .start();
    t.apply(Choice::Fight(t.find("Troll")));
    assert!(t.is_legal(Choice::Target(t.find("Zorg"))));
}

#[test]
fn psychic_haze_enrages_each_enemy_creature() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Psychic Haze"])
        .battleline(A, &["Zorg"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.action("Psychic Haze");
    assert!(t.card("Troll").is_enraged());
    assert!(t.card("Krump").is_enraged());
    assert!(!t.card("Zorg").is_enraged());
}

#[test]
fn the_body_snatchers_takes_an_enemy_creature_destroyed_this_turn() {
    let mut t = scenario(House::Mars)
        .hand(A, &["The Body Snatchers"])
        .battleline(A, &["Zorg"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.play("The Body Snatchers");
    t.fight("Zorg", "Krump");
    assert_eq!(t.g.decision().map(|d| d.player), Some(A), "A places Krump");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Zorg", "Krump"], "Krump changed sides instead");
    assert_eq!(t.damage("Krump"), 0, "fully healed");
    assert_eq!(t.damage("Zorg"), 6);
    assert!(t.discard(B).is_empty());
}

#[test]
fn the_body_snatchers_leaves_friendly_creatures_destroyed() {
    let mut t = scenario(House::Mars)
        .hand(A, &["The Body Snatchers"])
        .battleline(A, &["Mindwarper"])
        .battleline(B, &["Troll"])
        .start();
    t.play("The Body Snatchers");
    t.fight("Mindwarper", "Troll");
    assert!(t.line(A).is_empty());
    assert_eq!(t.discard(A), ["The Body Snatchers", "Mindwarper"]);
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn urxym_loses_all_amber_to_destroy_one_enemy_non_mars_creature_per_amber() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Urxym the “Diplomat”"])
        .battleline(B, &["Troll", "Zorg", "Krump", "Bumpsy"])
        .amber(A, 1)
        .start();
    t.reap("Urxym the “Diplomat”");
    assert!(!t.is_legal(Choice::Target(t.find("Zorg"))), "Mars");
    t.choose("Troll");
    t.choose("Bumpsy");
    assert_eq!(t.amber(A), 0, "1 and the reap's 1 lost");
    assert_eq!(t.line(B), ["Zorg", "Krump"]);
}

#[test]
fn urxym_destroys_no_more_than_the_enemy_non_mars_creatures_there_are() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Urxym the “Diplomat”"])
        .battleline(B, &["Troll", "Zorg"])
        .amber(A, 5)
        .start();
    t.reap("Urxym the “Diplomat”");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.line(B), ["Zorg"]);
}

#[test]
fn crop_circles_captures_one_more_for_each_archived_card_purged() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Crop Circles"])
        .battleline(A, &["Zorg"])
        .battleline(B, &["Troll"])
        .archives(A, &["Anger", "Punch", "Smith"])
        .amber(B, 6)
        .start();
    t.play("Crop Circles");
    assert_eq!(t.amber_on("Troll"), 1, "the only non-Mars creature");
    t.choose("Anger");
    t.choose("Punch");
    t.pass();
    assert_eq!(t.amber_on("Troll"), 3);
    assert_eq!(t.amber(B), 3, "all from its own side");
    assert_eq!(t.purged(A), ["Anger", "Punch"]);
    assert_eq!(t.archives_of(A), ["Smith"]);
    assert_eq!(t.amber(A), 1, "the bonus icon");
}

#[test]
fn crop_circles_purging_nothing_captures_one() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Crop Circles"])
        .battleline(B, &["Troll"])
        .archives(A, &["Anger"])
        .amber(B, 6)
        .start();
    t.play("Crop Circles");
    t.pass();
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.archives_of(A), ["Anger"]);
}

#[test]
fn glimmerspore_archives_an_artifact_that_goes_home_when_it_leaves() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Glimmerspore"])
        .artifacts(B, &["Gauntlet of Command"])
        .start();
    t.play("Glimmerspore");
    assert_eq!(t.archives_of(A), ["Gauntlet of Command"]);
    let gauntlet = t.find("Gauntlet of Command");
    assert!(!t.g.discard_from_archives(gauntlet), "not discarded");
    assert_eq!(t.hand_of(B), ["Gauntlet of Command"]);
}

#[test]
fn loyalty_implants_lets_friendly_mars_creatures_be_used() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Loyalty Implants"])
        .battleline(A, &["Yxilo Bolter"])
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Yxilo Bolter"))));
    t.apply(Choice::Omni(t.find("Loyalty Implants")));
    assert_eq!(t.discard(A), ["Loyalty Implants"]);
    t.reap("Yxilo Bolter");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn nameless_horror_gains_elusive_and_skirmish_while_haunted() {
    let t = scenario(House::Mars)
        .battleline(A, &["Nameless Horror"])
        .discard(A, &HAUNTING)
        .start();
    let k = t.g.keywords(t.find("Nameless Horror"));
    assert!(k.contains(Keywords::ELUSIVE) && k.contains(Keywords::SKIRMISH));
    assert!(k.contains(Keywords::POISON));
}

#[test]
fn nameless_horror_has_only_poison_unhaunted() {
    let t = scenario(House::Mars)
        .battleline(A, &["Nameless Horror"])
        .discard(A, &HAUNTING[..9])
        .start();
    let k = t.g.keywords(t.find("Nameless Horror"));
    assert!(!k.contains(Keywords::ELUSIVE) && !k.contains(Keywords::SKIRMISH));
    assert!(k.contains(Keywords::POISON));
}

#[test]
fn the_red_death_does_not_ready_unless_haunted() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["The Red Death"])
        .start();
    t.set_exhausted("The Red Death", true);
    let red = t.find("The Red Death");
    t.g.ready(red);
    assert!(t.exhausted("The Red Death"));
}

#[test]
fn the_red_death_readies_while_haunted_and_gains_and_draws_after_fight() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["The Red Death"])
        .battleline(B, &["Troll"])
        .discard(A, &HAUNTING)
        .deck(A, &["Punch"])
        .start();
    t.set_exhausted("The Red Death", true);
    let red = t.find("The Red Death");
    t.g.ready(red);
    assert!(!t.exhausted("The Red Death"));
    t.fight("The Red Death", "Troll");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.hand_of(A), ["Punch"]);
    assert_eq!(t.line(B), Vec::<&str>::new());
}

#[test]
fn war_of_the_worlds_destroys_non_mars_creatures_and_damages_mars_ones() {
    let mut t = scenario(House::Mars)
        .hand(A, &["War of the Worlds"])
        .battleline(A, &["Tunk", "Krump"])
        .battleline(B, &["Mindwarper", "Troll"])
        .start();
    t.play("War of the Worlds");
    assert_eq!(t.line(A), ["Tunk"]);
    assert_eq!(t.damage("Tunk"), 1, "its armor took 1 of the 2");
    assert!(t.line(B).is_empty(), "Mindwarper dies of its 2 damage");
}

#[test]
fn xyp_takes_an_enemy_creature_then_destroys_a_friendly_one() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Xyp the Implanter", "Yxilo Bolter"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.reap("Xyp the Implanter");
    t.choose("Troll");
    t.choose_option(0);
    t.choose("Yxilo Bolter");
    assert_eq!(t.line(A), ["Troll", "Xyp the Implanter"]);
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn yipyax_abductor_archives_an_upgrade_when_played_and_after_a_fight() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Yipyax Abductor"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .upgrade(B, "Blood of Titans", "Troll")
        .upgrade(B, "Jammer Pack", "Troll")
        .start();
    t.play("Yipyax Abductor");
    t.choose("Blood of Titans");
    assert_eq!(t.archives_of(A), ["Blood of Titans"]);
    assert_eq!(t.power("Troll"), 8);
    t.set_exhausted("Yipyax Abductor", false);
    t.fight("Yipyax Abductor", "Dust Pixie");
    assert_eq!(t.archives_of(A), ["Blood of Titans", "Jammer Pack"]);
    let blood = t.find("Blood of Titans");
    assert!(!t.g.discard_from_archives(blood), "not discarded");
    assert_eq!(t.hand_of(B), ["Blood of Titans"], "home to its owner");
}

#[test]
fn brash_grabber_enters_enraged_unless_haunted() {
    let mut t = scenario(House::Mars).hand(A, &["Brash Grabber"]).start();
    t.play("Brash Grabber");
    assert!(t.card("Brash Grabber").is_enraged());
    let mut t = scenario(House::Mars)
        .hand(A, &["Brash Grabber"])
        .discard(A, &HAUNTING)
        .start();
    t.play("Brash Grabber");
    assert!(!t.card("Brash Grabber").is_enraged());
}

#[test]
fn brash_grabber_moves_1_amber_from_an_enemy_creature_to_your_pool() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Brash Grabber"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    t.apply(Choice::Omni(t.find("Brash Grabber")));
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn dont_believe_your_eyes_haunted_captures_2_from_its_own_side() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Don’t Believe Your Eyes"])
        .battleline(B, &["Troll"])
        .discard(A, &HAUNTING)
        .amber(A, 3)
        .amber(B, 3)
        .start();
    t.play("Don’t Believe Your Eyes");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber(A), 3);
}

#[test]
fn dont_believe_your_eyes_unhaunted_captures_1_from_the_opponent() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Don’t Believe Your Eyes"])
        .battleline(B, &["Troll"])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    t.play("Don’t Believe Your Eyes");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(A), 2, "Troll's opponent is A");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn dr_xyloxxzlphrex_plays_a_mars_creature_from_the_discard_pile_ready() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Dr. Xyloxxzlphrex"])
        .discard(A, &["Troll", "Yxilo Bolter", "Zorg"])
        .start();
    t.reap("Dr. Xyloxxzlphrex");
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))), "not Mars");
    t.choose("Yxilo Bolter");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Dr. Xyloxxzlphrex", "Yxilo Bolter"]);
    assert!(!t.exhausted("Yxilo Bolter"));
    assert_eq!(t.g.turn_history().cards_played, 1, "it was played");
}

#[test]
fn phloxem_spewer_gives_its_mars_neighbors_splash_attack_2() {
    let t = scenario(House::Mars)
        .battleline(A, &["Yxilo Bolter", "Phloxem Spewer", "Troll", "Zorg"])
        .start();
    assert_eq!(t.g.splash_attack(t.find("Phloxem Spewer")), 2);
    assert_eq!(t.g.splash_attack(t.find("Yxilo Bolter")), 2);
    assert_eq!(t.g.splash_attack(t.find("Troll")), 0, "not Mars");
    assert_eq!(t.g.splash_attack(t.find("Zorg")), 0, "not a neighbor");
}

#[test]
fn plague_wind_weakens_non_mars_creatures_for_the_turn() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Plague Wind"])
        .battleline(A, &["Zorg"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Plague Wind");
    assert_eq!(t.power("Troll"), 5);
    assert_eq!(t.power("Zorg"), 7);
    assert_eq!(
        t.line(B),
        ["Troll"],
        "no power left: Dust Pixie is destroyed"
    );
    t.end_turn();
    assert_eq!(t.power("Troll"), 8);
}

#[test]
fn target_yynxzdyl_archives_a_discarded_card_then_itself_after_reaping() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Target Yynxzdyl"])
        .discard(A, &["Troll", "Punch"])
        .start();
    t.play("Target Yynxzdyl");
    t.choose("Punch");
    assert_eq!(t.archives_of(A), ["Punch"]);
    t.set_exhausted("Target Yynxzdyl", false);
    t.reap("Target Yynxzdyl");
    assert_eq!(t.archives_of(A), ["Punch", "Target Yynxzdyl"]);
    assert!(t.line(A).is_empty());
}

#[test]
fn terrible_teammates_may_discard_a_non_mars_card() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Terrible Teammates", "Troll", "Zorg"])
        .start();
    t.play("Terrible Teammates");
    assert!(!t.is_legal(Choice::Target(t.find("Zorg"))));
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll", "Terrible Teammates"]);
    assert_eq!(t.hand_of(A), ["Zorg"]);
}

#[test]
fn terrible_teammates_may_discard_nothing() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Terrible Teammates", "Troll"])
        .start();
    t.play("Terrible Teammates");
    t.pass();
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn ufo_discards_to_a_mars_card_and_takes_it() {
    let mut t = scenario(House::Mars)
        .hand(A, &["U.F.O."])
        .deck(A, &["Anger", "Troll", "Zorg", "Punch"])
        .start();
    t.play("U.F.O.");
    assert_eq!(t.hand_of(A), ["Zorg"]);
    assert_eq!(t.discard(A), ["Anger", "Troll", "U.F.O."]);
    assert_eq!(t.deck_of(A), ["Punch"]);
}

#[test]
fn ufo_without_a_mars_card_discards_the_whole_deck() {
    let mut t = scenario(House::Mars)
        .hand(A, &["U.F.O."])
        .deck(A, &["Anger", "Troll"])
        .start();
    t.play("U.F.O.");
    assert!(t.hand_of(A).is_empty());
    assert!(t.deck_of(A).is_empty());
}

#[test]
fn qyxxlyxx_grave_master_purges_a_creature_and_hurts_its_kin() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Qyxxlyxx Grave Master"])
        .battleline(A, &["Zorg"])
        .battleline(B, &["Troll", "Chuff Ape"])
        .discard(B, &["Brain Eater"])
        .start();
    t.play("Qyxxlyxx Grave Master");
    t.flank(Flank::Right);
    assert_eq!(t.purged(B), ["Brain Eater"]);
    assert_eq!(t.damage("Zorg"), 2, "a Beast, as Brain Eater");
    assert_eq!(t.damage("Chuff Ape"), 2);
    assert_eq!(t.damage("Troll"), 0, "a Giant");
    assert_eq!(t.damage("Qyxxlyxx Grave Master"), 0, "a Specter");
}

#[test]
fn qyxxlyxx_grave_master_is_archived_when_destroyed_while_haunted() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Qyxxlyxx Grave Master"])
        .battleline(B, &["Troll"])
        .discard(A, &HAUNTING)
        .start();
    t.fight("Qyxxlyxx Grave Master", "Troll");
    assert_eq!(t.archives_of(A), ["Qyxxlyxx Grave Master"]);
}

#[test]
fn qyxxlyxx_grave_master_is_discarded_when_destroyed_unhaunted() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Qyxxlyxx Grave Master"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Qyxxlyxx Grave Master", "Troll");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Qyxxlyxx Grave Master"]);
}

#[test]
fn ilxid_avenger_grows_by_the_mars_cards_in_your_discard_pile() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Ilxid Avenger"])
        .battleline(B, &["Dust Pixie"])
        .discard(A, &["Zorg", "Tunk", "Troll"])
        .start();
    t.play("Ilxid Avenger");
    assert_eq!(t.power("Ilxid Avenger"), 5, "2 Mars cards: Zorg and Tunk");
    t.set_exhausted("Ilxid Avenger", false);
    t.fight("Ilxid Avenger", "Dust Pixie");
    assert_eq!(t.power("Ilxid Avenger"), 7, "2 more after the fight");
}

#[test]
fn ilxid_avenger_scrapped_gives_a_friendly_creature_counters_counting_itself() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Ilxid Avenger"])
        .battleline(A, &["Troll", "Zorg"])
        .discard(A, &["Tunk"])
        .start();
    t.discard_card("Ilxid Avenger");
    t.choose("Troll");
    assert_eq!(t.power("Troll"), 10, "Tunk and the Avenger itself");
}

#[test]
fn overclocked_shock_collar_stuns_its_creature_and_neighbors_after_reaping() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Troll", "Zorg", "Tunk", "Krump"])
        .upgrade(A, "Overclocked Shock Collar", "Zorg")
        .start();
    t.reap("Zorg");
    assert_eq!(t.amber(A), 1);
    assert!(t.stunned("Troll") && t.stunned("Zorg") && t.stunned("Tunk"));
    assert!(!t.stunned("Krump"), "not a neighbor");
}

#[test]
fn overclocked_shock_collar_scrapped_unstuns_each_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Overclocked Shock Collar"])
        .battleline(A, &["Zorg", "Troll"])
        .battleline(B, &["Tunk"])
        .start();
    for c in ["Zorg", "Troll", "Tunk"] {
        t.set_stunned(c);
    }
    t.discard_card("Overclocked Shock Collar");
    assert!(
        !t.stunned("Zorg") && !t.stunned("Tunk"),
        "both sides' Mars creatures"
    );
    assert!(t.stunned("Troll"));
}

#[test]
fn abduct_o_matic_captures_2_after_a_fight_only_while_haunted() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Abduct-o-Matic"])
        .battleline(B, &["Dust Pixie", "Mindwarper"])
        .amber(B, 5)
        .start();
    t.fight("Abduct-o-Matic", "Dust Pixie");
    assert_eq!(t.amber_on("Abduct-o-Matic"), 0, "not haunted");
    let mut t = scenario(House::Mars)
        .battleline(A, &["Abduct-o-Matic"])
        .battleline(B, &["Dust Pixie"])
        .discard(A, &HAUNTING)
        .amber(B, 5)
        .start();
    t.fight("Abduct-o-Matic", "Dust Pixie");
    assert_eq!(t.amber_on("Abduct-o-Matic"), 2);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn abduct_o_matic_scrapped_has_your_least_powerful_creature_capture_2() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Abduct-o-Matic"])
        .battleline(A, &["Troll", "Mindwarper", "Zorg"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 5)
        .start();
    t.discard_card("Abduct-o-Matic");
    assert_eq!(
        t.amber_on("Mindwarper"),
        2,
        "the least powerful friendly creature"
    );
    assert_eq!(t.amber(B), 3);
}

#[test]
fn distant_void_prober_haunted_raises_the_opponents_keys_by_3_next_turn() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Distant Void Prober"])
        .discard(A, &HAUNTING)
        .start();
    t.reap("Distant Void Prober");
    assert_eq!(t.g.key_cost(A), 6, "your own keys are not raised");
    t.end_turn();
    assert_eq!(t.g.active_player(), B);
    assert_eq!(t.g.key_cost(B), 9);
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn distant_void_prober_unhaunted_raises_nothing() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Distant Void Prober"])
        .start();
    t.reap("Distant Void Prober");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 6);
}

#[test]
fn distant_void_prober_scrapped_has_an_enemy_capture_from_its_own_side() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Distant Void Prober"])
        .battleline(B, &["Troll"])
        .amber(A, 2)
        .amber(B, 2)
        .start();
    t.discard_card("Distant Void Prober");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn shrink_ray_technician_takes_2_power_from_an_enemy_for_the_turn() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Shrink-ray Technician"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Shrink-ray Technician");
    assert_eq!(t.power("Troll"), 6);
    t.end_turn();
    assert_eq!(t.power("Troll"), 8);
}

#[test]
fn shrink_ray_technician_scrapped_leaves_the_most_powerful_enemy_1_power_and_no_armor() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Shrink-ray Technician"])
        .battleline(A, &["Chuff Ape"])
        .battleline(B, &["Tunk", "Krump", "Troll"])
        .start();
    t.discard_card("Shrink-ray Technician");
    assert_eq!(
        t.power("Troll"),
        1,
        "the most powerful enemy, though Chuff Ape is stronger"
    );
    assert_eq!(t.power("Tunk"), 6);
    let mut t = scenario(House::Mars)
        .hand(A, &["Shrink-ray Technician"])
        .battleline(B, &["Tunk"])
        .start();
    t.discard_card("Shrink-ray Technician");
    assert_eq!(t.power("Tunk"), 1);
    assert_eq!(t.armor("Tunk"), 0);
}
