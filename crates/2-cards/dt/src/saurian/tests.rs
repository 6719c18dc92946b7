//! Tests of the Saurian cards of Dark Tidings: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Keywords};

// ----- Bestiarii Urso and its evil twin ---------------------------------------

#[test]
fn bestiarii_urso_evil_twin_play_and_fight_stun_a_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{bestiarii-urso-evil-twin}"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Bestiarii Urso");
    t.choose("Troll");
    assert!(t.stunned("Troll"));
    t.set_exhausted("Bestiarii Urso", false);
    t.fight("Bestiarii Urso", "Dust Pixie");
    t.choose("Bestiarii Urso");
    assert!(
        t.stunned("Bestiarii Urso"),
        "any creature, its own included"
    );
}

#[test]
fn bestiarii_urso_play_may_unstun_a_creature_and_reap_too() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{bestiarii-urso}"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.set_stunned("Krump");
    t.set_stunned("Troll");
    t.play("Bestiarii Urso");
    t.flank(Flank::Right);
    t.choose("Krump");
    assert!(!t.stunned("Krump"));
    t.set_exhausted("Bestiarii Urso", false);
    t.reap("Bestiarii Urso");
    t.pass();
    assert!(t.stunned("Troll"), "may: declined");
    assert_eq!(t.amber(A), 1);
}

// ----- Censor Philo and its evil twin -----------------------------------------

#[test]
fn censor_philo_evil_twin_play_deals_5_to_a_creature_with_amber() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{censor-philo-evil-twin}"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.set_amber_on("Troll", 1);
    t.set_amber_on("Krump", 1);
    t.play("Censor Philo");
    assert!(
        !t.is_legal(Choice::Target(t.find("Bumpsy"))),
        "only a creature with Æmber"
    );
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn censor_philo_cannot_be_damaged_by_a_creature_with_amber() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{censor-philo}"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.set_amber_on("Krump", 1);
    t.fight("Censor Philo", "Krump");
    assert_eq!(t.damage("Censor Philo"), 0, "Krump carries Æmber");
    assert_eq!(t.damage("Krump"), 5);
    t.set_exhausted("Censor Philo", false);
    t.fight("Censor Philo", "Bumpsy");
    assert_eq!(
        t.location("Censor Philo"),
        Location::Discard,
        "Bumpsy has none"
    );
}

// ----- Lapisaurus (evil twin) -------------------------------------------------

#[test]
fn lapisaurus_evil_twin_fight_exalts_the_creature_it_fought() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{lapisaurus-evil-twin}"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Lapisaurus", "Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.damage("Lapisaurus"), 0, "skirmish");
    assert_eq!(t.damage("Troll"), 3);
}

// ----- Magistra Vita and its evil twin ----------------------------------------

#[test]
fn magistra_vita_evil_twin_play_exalts_a_non_saurian_friend_to_fight_with_it() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{magistra-vita-evil-twin}"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Magistra Vita");
    t.flank(Flank::Right);
    assert!(
        !t.is_legal(Choice::Target(t.find("Magistra Vita"))),
        "a Saurian creature is not offered"
    );
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.location("Krump"), Location::Discard, "Troll fought it");
    assert!(t.exhausted("Troll"));
}

#[test]
fn magistra_vita_evil_twin_declined_exalts_and_fights_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{magistra-vita-evil-twin}"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Magistra Vita");
    t.flank(Flank::Right);
    t.pass();
    assert_eq!(t.amber_on("Troll"), 0);
    assert!(!t.exhausted("Troll"));
}

#[test]
fn magistra_vita_play_exalts_a_non_saurian_friend_to_reap_with_it() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{magistra-vita}"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Magistra Vita");
    t.flank(Flank::Right);
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(A), 1, "Troll reaped");
    assert!(t.exhausted("Troll"));
}

// ----- Physicus Felix and its evil twin ---------------------------------------

#[test]
fn physicus_felix_play_may_exalt_with_the_tide_high() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{physicus-felix}"])
        .battleline(B, &["Troll"])
        .tide_high(A)
        .start();
    t.play("Physicus Felix");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
}

#[test]
fn physicus_felix_play_asks_nothing_with_the_tide_low() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{physicus-felix}"])
        .battleline(B, &["Troll"])
        .tide_high(B)
        .start();
    t.play("Physicus Felix");
    assert!(!t.asks_target());
    assert_eq!(t.amber_on("Troll"), 0);
}

#[test]
fn physicus_felix_evil_twin_fight_may_exalt_with_the_tide_low() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{physicus-felix-evil-twin}"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .tide_high(B)
        .start();
    t.fight("Physicus Felix", "Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
}

#[test]
fn physicus_felix_evil_twin_play_asks_nothing_with_the_tide_high() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["{physicus-felix-evil-twin}"])
        .battleline(B, &["Troll"])
        .tide_high(A)
        .start();
    t.play("Physicus Felix");
    assert!(!t.asks_target());
    assert_eq!(t.amber_on("Troll"), 0);
}

// ----- Brachiaditus -----------------------------------------------------------

#[test]
fn brachiaditus_play_stuns_its_neighbors_and_returns_1_amber_from_each() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Brachiaditus"])
        .battleline(A, &["Krump", "Bumpsy", "Troll"])
        .start();
    t.set_amber_on("Krump", 2);
    t.set_amber_on("Bumpsy", 1);
    t.play("Brachiaditus");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Krump", "Brachiaditus", "Bumpsy", "Troll"]);
    assert!(t.stunned("Krump") && t.stunned("Bumpsy"));
    assert!(!t.stunned("Troll"));
    assert_eq!((t.amber_on("Krump"), t.amber_on("Bumpsy")), (1, 0));
    assert_eq!(t.amber(A), 0, "to the supply, not a pool");
}

// ----- Eclectic Ambrosius -----------------------------------------------------

#[test]
fn eclectic_ambrosius_gains_a_knowledge_counter_at_the_end_of_your_turn() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{eclectic-ambrosius}"])
        .start();
    t.end_turn();
    let me = t.find("Eclectic Ambrosius");
    assert_eq!(t.g.counters(me), 1);
}

#[test]
fn eclectic_ambrosius_action_removes_3_counters_to_gain_6() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{eclectic-ambrosius}"])
        .start();
    let me = t.find("Eclectic Ambrosius");
    t.g.add_counters(me, 4);
    t.action("Eclectic Ambrosius");
    assert_eq!(t.amber(A), 6);
    assert_eq!(t.g.counters(me), 1);
}

#[test]
fn eclectic_ambrosius_action_with_fewer_than_3_counters_does_nothing() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{eclectic-ambrosius}"])
        .start();
    let me = t.find("Eclectic Ambrosius");
    t.g.add_counters(me, 2);
    t.action("Eclectic Ambrosius");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.g.counters(me), 2);
}

// ----- Hastatus Raptor --------------------------------------------------------

#[test]
fn hastatus_raptor_exalted_before_fight_deals_1_per_amber_on_friendly_raptors() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Hastatus Raptor", "Hastatus Raptor"])
        .battleline(B, &["Troll"])
        .start();
    let raptors = t.find_all("Hastatus Raptor");
    t.g.place_amber(raptors[1], 1);
    t.apply(Choice::Fight(raptors[0]));
    t.yes();
    assert_eq!(t.damage("Troll"), 2 + 5, "1 + 1 Æmber, then the fight");
    assert_eq!(
        t.amber(B),
        1,
        "the attacker died of Troll's 8, its exalted Æmber to B"
    );
}

#[test]
fn hastatus_raptor_not_exalted_deals_only_its_power() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Hastatus Raptor"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Hastatus Raptor", "Troll");
    t.no();
    assert_eq!(t.amber_on("Hastatus Raptor"), 0);
    assert_eq!(t.damage("Troll"), 5);
}

// ----- ISS Indominus ----------------------------------------------------------

#[test]
fn iss_indominus_deals_1_to_each_enemy_per_saurian_exhausted() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["ISS Indominus"])
        .battleline(A, &["{censor-philo}", "{venator-altum}", "Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.action("ISS Indominus");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "Saurian creatures only"
    );
    t.choose("Censor Philo");
    t.choose("Venator Altum");
    assert!(t.exhausted("Censor Philo") && t.exhausted("Venator Altum"));
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn iss_indominus_counts_no_creature_that_was_already_exhausted() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["ISS Indominus"])
        .battleline(A, &["{censor-philo}", "{venator-altum}"])
        .battleline(B, &["Krump"])
        .start();
    t.set_exhausted("Censor Philo", true);
    t.action("ISS Indominus");
    t.choose("Censor Philo");
    t.choose("Venator Altum");
    assert_eq!(t.damage("Krump"), 1);
}

// ----- The First Scroll -------------------------------------------------------

#[test]
fn the_first_scroll_creatures_of_the_forger_capture_from_their_own_side() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["The First Scroll"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .amber(B, 8)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!((t.amber_on("Krump"), t.amber_on("Bumpsy")), (1, 1));
    assert_eq!(t.amber(B), 0);
    assert_eq!(t.amber_on("Troll"), 0, "the forger's creatures only");
}

// ----- Bury Riches ------------------------------------------------------------

#[test]
fn bury_riches_with_the_tide_high_moves_1_from_each_creature_to_its_controller() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Bury Riches"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .tide_high(A)
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Krump", 1);
    t.play("Bury Riches");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    assert_eq!((t.amber_on("Troll"), t.amber_on("Krump")), (1, 0));
    assert!(t.g.tide_is_high(A));
}

#[test]
fn bury_riches_otherwise_raises_the_tide() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Bury Riches"])
        .battleline(A, &["Troll"])
        .tide()
        .start();
    t.set_amber_on("Troll", 2);
    t.play("Bury Riches");
    assert!(t.g.tide_is_high(A));
    assert_eq!(t.amber_on("Troll"), 2);
}

// ----- Di-No You Didn't! ------------------------------------------------------

#[test]
fn di_no_you_didnt_destroys_an_enemy_creature_with_amber() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Di-No You Didn’t!"])
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.set_amber_on("Troll", 1);
    t.set_amber_on("Dust Pixie", 1);
    t.set_amber_on("Bumpsy", 1);
    t.play("Di-No You Didn’t!");
    assert!(!t.is_legal(Choice::Target(t.find("Bumpsy"))), "enemy only");
    assert!(!t.is_legal(Choice::Target(t.find("Krump"))));
    t.choose("Troll");
    assert_eq!(t.location("Troll"), Location::Discard);
}

// ----- Saurarium --------------------------------------------------------------

#[test]
fn saurarium_the_least_powerful_creatures_cannot_reap() {
    let t = scenario(House::Brobnar)
        .artifacts(A, &["Saurarium"])
        .battleline(A, &["Bumpsy", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    assert!(
        !t.is_legal(Choice::Reap(t.find("Bumpsy"))),
        "power 5, the lowest"
    );
    assert!(t.is_legal(Choice::Reap(t.find("Troll"))));
}

// ----- Wipe Clear -------------------------------------------------------------

#[test]
fn wipe_clear_deals_1_to_each_creature_and_destroys_each_upgrade() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Wipe Clear"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .upgrade(B, "Blood of Titans", "Krump")
        .start();
    t.play("Wipe Clear");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (1, 1));
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.location("Blood of Titans"), Location::Discard);
}

// ----- Altruist's Rostrum and Decadence ---------------------------------------

#[test]
fn altruists_rostrum_moves_1_amber_from_a_creature_to_another() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Altruist’s Rostrum"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.set_amber_on("Krump", 2);
    t.action("Altruist’s Rostrum");
    t.choose("Krump");
    t.choose("Troll");
    assert_eq!((t.amber_on("Krump"), t.amber_on("Troll")), (1, 1));
}

#[test]
fn decadence_first_mode_exalts_readies_and_uses_a_friendly_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Decadence"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("Decadence");
    t.choose_option(0);
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(
        t.amber(A),
        1,
        "readied and used off-house: its only use, a reap"
    );
    assert!(t.exhausted("Troll"));
}

#[test]
fn decadence_second_mode_moves_1_amber_between_creatures() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Decadence"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.set_amber_on("Krump", 1);
    t.play("Decadence");
    t.choose_option(1);
    t.choose("Krump");
    t.choose("Troll");
    assert_eq!((t.amber_on("Krump"), t.amber_on("Troll")), (0, 1));
}

// ----- Carpe Vinum ------------------------------------------------------------

#[test]
fn carpe_vinum_exalts_2_enemy_creatures() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Carpe Vinum"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy", "Dust Pixie"])
        .start();
    t.play("Carpe Vinum");
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Krump");
    t.choose("Bumpsy");
    assert_eq!((t.amber_on("Krump"), t.amber_on("Bumpsy")), (1, 1));
    assert_eq!(t.amber_on("Dust Pixie"), 0);
}

// ----- Crushing Charge --------------------------------------------------------

#[test]
fn crushing_charge_destroys_each_creature_of_power_4_or_less_and_gains_a_chain() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Crushing Charge"])
        .battleline(A, &["Snufflegator", "Troll"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .start();
    t.play("Crushing Charge");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert_eq!(t.g.player(A).chains, 1);
}

// ----- Medicus Lacus ----------------------------------------------------------

#[test]
fn medicus_lacus_with_the_tide_high_amber_on_friendly_creatures_pays_for_keys() {
    let t = scenario(House::Saurian)
        .battleline(A, &["{medicus-lacus}", "Troll"])
        .amber(A, 4)
        .tide_high(A)
        .start();
    let mut t = t;
    t.set_amber_on("Troll", 2);
    assert!(t.g.can_pay_for_key(A, 6));
}

#[test]
fn medicus_lacus_with_the_tide_low_amber_on_creatures_stays_there() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{medicus-lacus}", "Troll"])
        .amber(A, 4)
        .tide_high(B)
        .start();
    t.set_amber_on("Troll", 2);
    assert!(!t.g.can_pay_for_key(A, 6));
}

// ----- Ostracize --------------------------------------------------------------

#[test]
fn ostracize_loses_1_to_purge_a_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Ostracize"])
        .battleline(B, &["Troll", "Krump"])
        .amber(A, 2)
        .start();
    t.play("Ostracize");
    t.choose("Troll");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.location("Troll"), Location::Purged);
}

#[test]
fn ostracize_without_amber_purges_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Ostracize"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Ostracize");
    assert!(!t.asks_target());
    assert_eq!(t.location("Troll"), Location::Battleline);
}

// ----- Reach Advantage --------------------------------------------------------

#[test]
fn reach_advantage_with_the_tide_high_a_friendly_creature_captures_3() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Reach Advantage"])
        .battleline(A, &["Troll"])
        .amber(B, 5)
        .tide_high(A)
        .start();
    t.play("Reach Advantage");
    assert_eq!(t.amber_on("Troll"), 3);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn reach_advantage_otherwise_raises_the_tide() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Reach Advantage"])
        .battleline(A, &["Troll"])
        .amber(B, 5)
        .tide_high(B)
        .start();
    t.play("Reach Advantage");
    assert!(t.g.tide_is_high(A));
    assert_eq!(t.amber_on("Troll"), 0);
}

// ----- Undagnathus ------------------------------------------------------------

#[test]
fn undagnathus_with_the_tide_low_deals_no_fight_damage() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{undagnathus}"])
        .battleline(B, &["Troll"])
        .tide_high(B)
        .start();
    t.fight("Undagnathus", "Troll");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("Undagnathus"), 8);
}

#[test]
fn undagnathus_with_the_tide_high_fights_normally() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{undagnathus}"])
        .battleline(B, &["Troll"])
        .tide_high(A)
        .start();
    t.fight("Undagnathus", "Troll");
    assert_eq!(t.location("Troll"), Location::Discard);
}

// ----- Venator Altum ----------------------------------------------------------

#[test]
fn venator_altum_dealt_damage_with_the_tide_low_is_exalted() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Venator Altum"])
        .battleline(B, &["Krump"])
        .tide_high(B)
        .start();
    t.fight("Venator Altum", "Krump");
    assert_eq!(t.damage("Venator Altum"), 4, "armor 2 of 6");
    assert_eq!(t.amber_on("Venator Altum"), 1);
}

#[test]
fn venator_altum_dealt_damage_with_the_tide_high_is_not_exalted() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Venator Altum"])
        .battleline(B, &["Krump"])
        .tide_high(A)
        .start();
    t.fight("Venator Altum", "Krump");
    assert_eq!(t.amber_on("Venator Altum"), 0);
}

// ----- Eclectic Ambrosius (evil twin) -----------------------------------------

#[test]
fn eclectic_ambrosius_evil_twin_reap_blanks_an_enemy_text_box_for_good() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{eclectic-ambrosius-evil-twin}"])
        .battleline(B, &["Champion Anaphiel", "Krump"])
        .start();
    t.reap("Eclectic Ambrosius");
    t.choose("Champion Anaphiel");
    let anaphiel = t.find("Champion Anaphiel");
    assert!(
        !t.g.keywords(anaphiel).contains(Keywords::TAUNT),
        "taunt blanked"
    );
    assert!(t.g.text_blank(anaphiel));
    assert!(!t.g.text_blank(t.find("Krump")));
    let ambrosius = t.find("Eclectic Ambrosius");
    t.g.destroy(ambrosius);
    t.advance();
    assert_eq!(t.location("Eclectic Ambrosius"), Location::Discard);
    assert!(
        t.g.text_blank(anaphiel),
        "the counter stays on the creature"
    );
}

// ----- Undagnathus (evil twin) ------------------------------------------------

#[test]
fn undagnathus_evil_twin_with_the_tide_low_takes_double_damage() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{undagnathus-evil-twin}"])
        .battleline(B, &["Krump"])
        .tide_high(B)
        .start();
    t.fight("Undagnathus", "Krump");
    assert_eq!(
        t.location("Undagnathus"),
        Location::Discard,
        "6 doubled is 12"
    );
}

#[test]
fn undagnathus_evil_twin_with_the_tide_high_takes_normal_damage() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{undagnathus-evil-twin}"])
        .battleline(B, &["Krump"])
        .tide_high(A)
        .start();
    t.fight("Undagnathus", "Krump");
    assert_eq!(t.damage("Undagnathus"), 6);
}

// ----- Bracchanalia -----------------------------------------------------------

#[test]
fn bracchanalia_play_puts_4_on_it_and_a_friendly_creature_captures_1() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Bracchanalia"])
        .battleline(A, &["Troll", "Krump"])
        .amber(B, 3)
        .start();
    t.play("Bracchanalia");
    t.choose("Krump");
    assert_eq!(t.amber_on("Bracchanalia"), 4);
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 1, "its Æmber bonus");
}

#[test]
fn bracchanalia_pays_out_to_a_player_starting_a_turn_with_4_creatures_carrying_amber() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Bracchanalia"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Dust Pixie"])
        .start();
    t.set_amber_on("Bracchanalia", 4);
    for name in ["Troll", "Krump", "Bumpsy", "Dust Pixie"] {
        t.set_amber_on(name, 1);
    }
    t.end_turn();
    assert_eq!(t.amber_on("Bracchanalia"), 0);
    assert_eq!(t.amber(B), 4);
}

#[test]
fn bracchanalia_keeps_its_amber_when_only_3_creatures_carry_amber() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Bracchanalia"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Dust Pixie"])
        .start();
    t.set_amber_on("Bracchanalia", 4);
    for name in ["Troll", "Krump", "Bumpsy"] {
        t.set_amber_on(name, 1);
    }
    t.end_turn();
    assert_eq!(t.amber_on("Bracchanalia"), 4);
    assert_eq!(t.amber(B), 0);
}

// ----- Enlist Numeri ----------------------------------------------------------

#[test]
fn enlist_numeri_takes_an_enemy_creature_with_amber_which_becomes_saurian() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Enlist Numeri"])
        .battleline(A, &["{censor-philo}"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.set_amber_on("Troll", 1);
    t.set_amber_on("Krump", 1);
    t.play("Enlist Numeri");
    assert!(
        !t.is_legal(Choice::Target(t.find("Bumpsy"))),
        "no Æmber on it"
    );
    t.choose("Troll");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Censor Philo", "Troll"]);
    let troll = t.find("Troll");
    assert!(t.g.belongs_to(troll, House::Saurian));
    assert!(!t.g.belongs_to(troll, House::Brobnar));
    assert!(
        t.is_legal(Choice::Reap(troll)),
        "used as a Saurian creature"
    );
}

// ----- Swallow Whole ----------------------------------------------------------

#[test]
fn swallow_whole_cannot_be_played_unless_the_tide_is_high() {
    let t = scenario(House::Saurian)
        .hand(A, &["Swallow Whole"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .tide_high(B)
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Swallow Whole"))));
}

#[test]
fn swallow_whole_purges_the_weaker_and_feeds_its_power_to_the_other() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Swallow Whole"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .tide_high(A)
        .start();
    t.play("Swallow Whole");
    t.choose("Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.location("Dust Pixie"), Location::Purged);
    assert_eq!(t.power("Troll"), 9, "+1 counter for Dust Pixie's power 1");
}

#[test]
fn swallow_whole_on_a_tie_you_choose_which_is_purged() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Swallow Whole"])
        .battleline(A, &["Champion Anaphiel"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .tide_high(A)
        .start();
    t.play("Swallow Whole");
    t.choose("Krump");
    t.choose("Champion Anaphiel");
    t.choose_option(0);
    assert_eq!(t.location("Krump"), Location::Purged);
    assert_eq!(t.power("Champion Anaphiel"), 12);
}

// ----- Ankylo Formation -------------------------------------------------------

#[test]
fn ankylo_formation_first_mode_gives_one_friendly_creature_skirmish_this_turn() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Ankylo Formation"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.play("Ankylo Formation");
    t.choose_option(0);
    t.choose("Troll");
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    assert!(t.g.keywords(troll).contains(Keywords::SKIRMISH));
    assert!(!t.g.keywords(krump).contains(Keywords::SKIRMISH));
    assert_eq!(t.amber_on("Troll"), 0);
    t.end_turn();
    assert!(
        !t.g.keywords(troll).contains(Keywords::SKIRMISH),
        "the turn is over"
    );
}

#[test]
fn ankylo_formation_second_mode_exalts_one_and_gives_each_friendly_creature_skirmish() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Ankylo Formation"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.play("Ankylo Formation");
    t.choose_option(1);
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    for name in ["Troll", "Krump"] {
        assert!(t.g.keywords(t.find(name)).contains(Keywords::SKIRMISH));
    }
    assert!(!t.g.keywords(t.find("Bumpsy")).contains(Keywords::SKIRMISH));
}

// ----- Lapisaurus -------------------------------------------------------------

#[test]
fn lapisaurus_an_enemy_attacking_it_is_exalted_before_the_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["{lapisaurus}"])
        .start();
    t.fight("Troll", "Lapisaurus");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.location("Lapisaurus"), Location::Discard);
    assert_eq!(t.amber_on("Krump"), 0, "only the attacker");
}

// ----- Trojan Sauropod --------------------------------------------------------

#[test]
fn trojan_sauropod_enters_play_under_the_opponent() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Trojan Sauropod"])
        .start();
    t.play("Trojan Sauropod");
    assert_eq!(t.artifacts_of(B), ["Trojan Sauropod"]);
    assert_eq!(
        t.amber(A),
        1,
        "its Æmber bonus goes to the player who played it"
    );
}

#[test]
fn trojan_sauropod_omni_unloads_the_opponents_creatures_ready_and_refills_their_hand() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Trojan Sauropod"])
        .battleline(B, &["Bumpsy"])
        .hand(B, &["Troll", "Krump", "Punch"])
        .deck(
            B,
            &[
                "Dust Pixie",
                "Urchin",
                "Ember Imp",
                "Silvertooth",
                "Mighty Tiger",
            ],
        )
        .start();
    let omni = t.find("Trojan Sauropod");
    t.apply(Choice::Omni(omni));
    assert_eq!(t.amber(A), 3);
    t.choose("Krump");
    t.choose_option(0);
    t.choose_option(1);
    assert_eq!(t.line(B), ["Krump", "Bumpsy", "Troll"]);
    assert!(!t.exhausted("Krump") && !t.exhausted("Troll"), "ready");
    assert_eq!(t.hand_of(B).len(), 6, "Punch and 5 drawn");
    assert_eq!(t.location("Trojan Sauropod"), Location::Discard);
}

#[test]
fn the_first_scroll_with_too_little_left_the_active_player_chooses_who_captures() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["The First Scroll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .amber(B, 7)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    t.choose("Bumpsy");
    assert_eq!((t.amber_on("Krump"), t.amber_on("Bumpsy")), (0, 1));
    assert_eq!(t.amber(B), 0);
}

#[test]
fn physicus_felix_fight_may_exalt_with_the_tide_high() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["{physicus-felix}"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .tide_high(A)
        .start();
    t.fight("Physicus Felix", "Dust Pixie");
    t.pass();
    assert_eq!(t.amber_on("Troll"), 0, "may: declined");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
}
