//! Tests of the Geistoid cards of Grim Reminders: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;

/// Ten cards: a discard pile that makes its player haunted.
pub(super) const TEN: [&str; 10] = ["Virtuous Works"; 10];

// ----- A Strong Feeling --------------------------------------------------------

#[test]
fn a_strong_feeling_readies_creatures_with_amber_then_takes_one_from_each() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["A Strong Feeling"])
        .battleline(A, &["Krump", "Troll"])
        .start();
    t.set_amber_on("Krump", 2);
    t.set_exhausted("Krump", true);
    t.set_exhausted("Troll", true);
    t.play("A Strong Feeling");
    assert!(!t.exhausted("Krump"), "Æmber on it: readied");
    assert!(t.exhausted("Troll"), "no Æmber on it: stays exhausted");
    assert_eq!(t.amber_on("Krump"), 1, "1 moved to the supply");
    assert_eq!(t.amber(A), 0, "to the supply, not the pool");
}

// ----- Call of Need --------------------------------------------------------------

#[test]
fn call_of_need_discards_the_card_searched_for() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Call of Need"])
        .deck(A, &["Virtuous Works", "Troll", "Krump"])
        .start();
    t.play("Call of Need");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll", "Call of Need"]);
    assert_eq!(t.deck_of(A).len(), 2);
}

#[test]
fn call_of_need_may_find_nothing() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Call of Need"])
        .deck(A, &["Troll"])
        .start();
    t.play("Call of Need");
    t.pass();
    assert_eq!(t.discard(A), ["Call of Need"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

// ----- Future is Past --------------------------------------------------------------

#[test]
fn future_is_past_swaps_each_deck_with_its_discard_pile() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Future is Past"])
        .deck(A, &["Troll"])
        .discard(A, &["Krump", "Dust Pixie"])
        .deck(B, &["Mother"])
        .discard(B, &["Batdrone"])
        .start();
    t.play("Future is Past");
    let mut deck = t.deck_of(A);
    deck.sort();
    assert_eq!(deck, ["Dust Pixie", "Krump"]);
    assert_eq!(t.discard(A), ["Troll", "Future is Past"]);
    assert_eq!(t.deck_of(B), ["Batdrone"]);
    assert_eq!(t.discard(B), ["Mother"]);
}

// ----- Island of Misfit Toys -------------------------------------------------------

#[test]
fn island_of_misfit_toys_returns_geistoid_cards_and_is_purged() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Island of Misfit Toys"])
        .discard(A, &["Snippy", "Troll", "Boo!"])
        .start();
    t.action("Island of Misfit Toys");
    let mut hand = t.hand_of(A);
    hand.sort();
    assert_eq!(hand, ["Boo!", "Snippy"]);
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.purged(A), ["Island of Misfit Toys"]);
}

// ----- Kaspara --------------------------------------------------------------------

#[test]
fn kaspara_power_is_the_amber_in_both_pools() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Kaspara"])
        .amber(A, 6)
        .amber(B, 1)
        .start();
    assert_eq!(t.power("Kaspara"), 7);
    t.set_damage("Kaspara", 3);
    t.advance();
    assert_eq!(t.line(A), ["Kaspara"]);
    t.end_turn();
    t.apply(Choice::House(House::Geistoid));
    t.end_turn();
    assert_eq!(t.keys(A), 1, "6 spent forging: 1 power left");
    assert_eq!(t.discard(A), ["Kaspara"], "3 damage reaches its power of 1");
}

#[test]
fn kaspara_gives_friendly_geistoid_creatures_play_and_destroyed_gains() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Kaspara"])
        .hand(A, &["Tangler", "Dust Pixie"])
        .amber(A, 1)
        .amber(B, 1)
        .start();
    t.play("Tangler");
    t.flank(Flank::Right);
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (2, 2),
        "Play: each player gains 1"
    );
    let tangler = t.find("Tangler");
    t.g.destroy(tangler);
    t.advance();
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (3, 3),
        "Destroyed: each player gains 1"
    );
}

#[test]
fn kaspara_gives_nothing_to_a_non_geistoid_creature() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Kaspara"])
        .hand(A, &["Dust Pixie"])
        .amber(A, 1)
        .start();
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert_eq!((t.amber(A), t.amber(B)), (3, 0), "Dust Pixie's own 2 only");
}

// ----- Mender ---------------------------------------------------------------------

#[test]
fn mender_purges_a_card_and_heals_and_wards_each_robot() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Mender"])
        .battleline(A, &["Mother"])
        .battleline(B, &["Batdrone", "Troll"])
        .discard(B, &["Krump", "Dust Pixie"])
        .start();
    t.set_damage("Mother", 3);
    t.set_damage("Troll", 3);
    t.play("Mender");
    t.flank(Flank::Right);
    t.choose("Krump");
    assert_eq!(t.purged(B), ["Krump"]);
    assert_eq!(t.damage("Mother"), 0, "a Robot: fully healed");
    assert_eq!(t.damage("Troll"), 3, "not a Robot");
    assert!(t.card("Mother").is_warded());
    assert!(t.card("Batdrone").is_warded(), "enemy Robots too");
    assert!(t.card("Mender").is_warded(), "Mender is a Robot");
}

// ----- Miss Chievous --------------------------------------------------------------

#[test]
fn miss_chievous_makes_each_player_discard_two_when_a_geistoid_creature_enters() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Miss Chievous"])
        .hand(A, &["Tangler"])
        .start();
    t.play("Tangler");
    t.flank(Flank::Right);
    assert_eq!(t.discard(A), ["Virtuous Works", "Virtuous Works"]);
    assert_eq!(t.discard(B), ["Virtuous Works", "Virtuous Works"]);
}

#[test]
fn miss_chievous_ignores_other_houses_creatures() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Miss Chievous"])
        .hand(A, &["Dust Pixie"])
        .start();
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert!(t.discard(A).is_empty());
}

#[test]
fn miss_chievous_plays_the_topmost_creature_of_the_discard_pile_after_reaping() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Miss Chievous"])
        .discard(A, &["Krump", "Dust Pixie", "Virtuous Works"])
        .start();
    t.reap("Miss Chievous");
    t.flank(Flank::Right);
    assert_eq!(
        t.line(A),
        ["Miss Chievous", "Dust Pixie"],
        "the creature nearest the top"
    );
    assert_eq!(t.amber(A), 3, "1 reaped, Dust Pixie's 2");
}

// ----- Protective Playmate ---------------------------------------------------------

#[test]
fn protective_playmate_is_elusive_when_not_haunted() {
    let t = scenario(House::Geistoid)
        .battleline(A, &["Protective Playmate"])
        .start();
    assert_eq!(t.power("Protective Playmate"), 3);
    let c = t.find("Protective Playmate");
    assert!(t.g.keywords(c).contains(keysim_facts::Keywords::ELUSIVE));
}

#[test]
fn protective_playmate_gets_six_power_when_haunted() {
    let t = scenario(House::Geistoid)
        .battleline(A, &["Protective Playmate"])
        .discard(A, &TEN)
        .start();
    assert_eq!(t.power("Protective Playmate"), 9);
    let c = t.find("Protective Playmate");
    assert!(!t.g.keywords(c).contains(keysim_facts::Keywords::ELUSIVE));
}

// ----- Replicative Growth ----------------------------------------------------------

#[test]
fn replicative_growth_makes_friendly_reaps_take_amber_from_the_reaper() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Replicative Growth"])
        .battleline(A, &["Tangler"])
        .start();
    t.set_amber_on("Tangler", 2);
    t.play("Replicative Growth");
    assert_eq!(t.amber(A), 1, "its bonus");
    t.reap("Tangler");
    assert_eq!(t.amber(A), 3, "1 reaped, 1 moved from Tangler");
    assert_eq!(t.amber_on("Tangler"), 1);
}

// ----- Shadys ----------------------------------------------------------------------

#[test]
fn shadys_plays_a_creature_from_the_discard_pile() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Shadys"])
        .discard(A, &["Dust Pixie"])
        .start();
    t.action("Shadys");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Shadys", "Dust Pixie"]);
}

#[test]
fn shadys_is_destroyed_after_playing_purse_a_phone() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Shadys"])
        .discard(A, &["Purse-a-phone"])
        .start();
    t.action("Shadys");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Purse-a-phone"]);
    assert_eq!(t.discard(A), ["Shadys"]);
}

// ----- Synchronizer ----------------------------------------------------------------

#[test]
fn synchronizer_collects_half_the_time_of_a_destroyed_clock_and_gives_it_back() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Synchronizer"])
        .battleline(A, &["Chronometer", "Tick-Tock"])
        .start();
    let chronometer = t.find("Chronometer");
    t.g.add_counters(chronometer, 5);
    t.g.destroy(chronometer);
    t.advance();
    let sync = t.find("Synchronizer");
    assert_eq!(t.g.counters(sync), 3, "half of 5, rounded up");
    t.apply(Choice::Omni(sync));
    let tick = t.find("Tick-Tock");
    assert_eq!(t.g.counters(tick), 3);
    assert_eq!(t.g.counters(sync), 0);
}

// ----- Varad the Indulgent ---------------------------------------------------------

#[test]
fn varad_captures_after_another_friendly_geistoid_fights() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Varad the Indulgent", "Tangler"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Tangler", "Dust Pixie");
    assert_eq!(t.amber_on("Varad the Indulgent"), 1);
    assert_eq!(t.power("Varad the Indulgent"), 5, "+1 per Æmber on it");
}

#[test]
fn varad_does_not_capture_after_it_fights_itself() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Varad the Indulgent"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Varad the Indulgent", "Dust Pixie");
    assert_eq!(t.amber_on("Varad the Indulgent"), 0);
}

// ----- Well of Memory --------------------------------------------------------------

#[test]
fn well_of_memory_returns_a_card_for_each_card_purged() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Well of Memory", "Troll", "Krump"])
        .discard(A, &["Dust Pixie", "Mother", "Batdrone"])
        .start();
    t.play("Well of Memory");
    t.choose("Troll");
    t.choose("Krump");
    t.choose("Mother");
    t.choose("Batdrone");
    let mut purged = t.purged(A);
    purged.sort();
    assert_eq!(purged, ["Krump", "Troll"]);
    let mut hand = t.hand_of(A);
    hand.sort();
    assert_eq!(hand, ["Batdrone", "Mother"]);
    assert_eq!(t.discard(A), ["Dust Pixie"]);
}

#[test]
fn well_of_memory_destroys_itself_as_its_action() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Well of Memory"])
        .start();
    t.action("Well of Memory");
    assert_eq!(t.discard(A), ["Well of Memory"]);
}

// ----- Dimo, Elderghast ------------------------------------------------------------

#[test]
fn dimo_pays_out_the_amber_of_a_destroyed_creature_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Dimo, Elderghast", "Troll"])
        .discard(A, &TEN)
        .start();
    t.set_amber_on("Troll", 3);
    let troll = t.find("Troll");
    t.g.destroy(troll);
    t.advance();
    assert_eq!(t.amber(A), 3, "1 per Æmber on it");
    assert_eq!(
        t.amber(B),
        3,
        "the Æmber on it goes to the opponent as it leaves"
    );
}

#[test]
fn dimo_pays_nothing_when_not_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Dimo, Elderghast", "Troll"])
        .start();
    t.set_amber_on("Troll", 3);
    let troll = t.find("Troll");
    t.g.destroy(troll);
    t.advance();
    assert_eq!(t.amber(A), 0);
}

// ----- Energy Vampirism ------------------------------------------------------------

#[test]
fn energy_vampirism_captures_from_its_own_side_then_deals_damage_per_amber() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Energy Vampirism"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 2)
        .start();
    t.set_amber_on("Troll", 1);
    t.play("Energy Vampirism");
    t.choose("Troll");
    assert_eq!(t.amber(B), 1, "captured from B's own pool");
    assert_eq!(t.amber_on("Troll"), 2);
    t.choose("Krump");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 2, "2 Æmber on Troll: 2 damage");
}

// ----- Phantasmal Visit ------------------------------------------------------------

#[test]
fn phantasmal_visit_stuns_and_exhausts_and_is_archived_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Phantasmal Visit"])
        .battleline(B, &["Troll"])
        .discard(A, &TEN)
        .start();
    t.play("Phantasmal Visit");
    assert!(t.stunned("Troll"));
    assert!(t.exhausted("Troll"));
    assert_eq!(t.archives_of(A), ["Phantasmal Visit"]);
}

#[test]
fn phantasmal_visit_is_discarded_when_not_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Phantasmal Visit"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Phantasmal Visit");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Phantasmal Visit"]);
}

// ----- Plow-Sword ------------------------------------------------------------------

#[test]
fn plow_sword_buries_a_creature_to_deal_three_damage() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Plow-Sword"])
        .discard(B, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Plow-Sword");
    assert_eq!(
        t.deck_of(B).last(),
        Some(&"Krump"),
        "bottom of its owner's deck"
    );
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn plow_sword_deals_nothing_without_a_creature_in_a_discard_pile() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Plow-Sword"])
        .discard(B, &["Virtuous Works"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Plow-Sword");
    assert_eq!(t.damage("Troll"), 0);
}

// ----- Return to Rubble ------------------------------------------------------------

#[test]
fn return_to_rubble_with_ten_cards_destroys_each_creature() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Return to Rubble"])
        .discard(A, &TEN)
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .deck(A, &[])
        .start();
    t.play("Return to Rubble");
    assert_eq!(t.deck_of(A).len(), 10);
    assert_eq!(t.discard(A), ["Krump", "Return to Rubble"]);
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn return_to_rubble_with_fewer_than_ten_cards_destroys_nothing() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Return to Rubble"])
        .discard(A, &["Virtuous Works"; 9])
        .battleline(B, &["Troll"])
        .deck(A, &[])
        .start();
    t.play("Return to Rubble");
    assert_eq!(t.deck_of(A).len(), 9, "what there is is shuffled in");
    assert_eq!(t.line(B), ["Troll"], "not completely done: no destruction");
}

// ----- Soul Vial, Thoughtcatcher ---------------------------------------------------

#[test]
fn soul_vial_archives_a_destroyed_friendly_creature_with_amber() {
    let mut t = scenario(House::Geistoid)
        .artifacts(A, &["Soul Vial"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.set_amber_on("Troll", 1);
    for name in ["Troll", "Krump"] {
        let c = t.find(name);
        t.g.destroy(c);
    }
    t.advance();
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Krump"], "no Æmber on it");
}

#[test]
fn thoughtcatcher_draws_a_card_when_a_friendly_creature_with_amber_is_destroyed() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Thoughtcatcher", "Troll", "Krump"])
        .start();
    t.set_amber_on("Troll", 1);
    for name in ["Troll", "Krump"] {
        let c = t.find(name);
        t.g.destroy(c);
    }
    t.advance();
    assert_eq!(t.hand_of(A).len(), 1, "Troll only");
}

// ----- Tribute Collector -----------------------------------------------------------

#[test]
fn tribute_collector_has_a_friendly_creature_capture_on_play_and_after_fight() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Tribute Collector"])
        .battleline(A, &["Tangler"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 5)
        .start();
    t.play("Tribute Collector");
    t.flank(Flank::Right);
    t.choose("Tangler");
    assert_eq!(t.amber_on("Tangler"), 1);
    t.set_exhausted("Tribute Collector", false);
    t.fight("Tribute Collector", "Dust Pixie");
    t.choose("Tribute Collector");
    assert_eq!(t.amber_on("Tribute Collector"), 1);
    assert_eq!(t.amber(B), 3);
}

// ----- Veil of Ectoplasm -----------------------------------------------------------

#[test]
fn veil_of_ectoplasm_captures_once_per_geistoid_card_in_the_discard_pile() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Veil of Ectoplasm"])
        .battleline(A, &["Tangler", "Krump"])
        .discard(A, &["Snippy", "Boo!", "Troll"])
        .amber(B, 5)
        .start();
    t.play("Veil of Ectoplasm");
    t.choose("Tangler");
    t.choose("Krump");
    assert_eq!(t.amber_on("Tangler"), 1);
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(B), 3, "2 Geistoid cards: Troll does not count");
}

// ----- Be Our Geist ----------------------------------------------------------------

/// Nine filler cards under `top`: a discard pile of 10 (haunted).
fn haunted_pile_topped_by(top: &'static str) -> Vec<&'static str> {
    let mut pile = vec!["Virtuous Works"; 9];
    pile.push(top);
    pile
}

#[test]
fn be_our_geist_plays_a_creature_from_a_haunted_players_discard_pile() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Be Our Geist"])
        .discard(B, &haunted_pile_topped_by("Dust Pixie"))
        .discard(A, &["Krump"])
        .start();
    t.play("Be Our Geist");
    assert_eq!(t.line(A), ["Dust Pixie"], "played under A's control");
    assert_eq!(t.amber(A), 3, "its bonus and Dust Pixie's 2");
}

#[test]
fn be_our_geist_finds_nothing_in_an_unhaunted_pile() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Be Our Geist"])
        .discard(B, &["Dust Pixie"])
        .start();
    t.play("Be Our Geist");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(t.line(A).is_empty());
}

// ----- Boo! -------------------------------------------------------------------------

#[test]
fn boo_discards_the_top_ten_cards_of_the_chosen_players_deck() {
    let mut t = scenario(House::Geistoid).hand(A, &["Boo!"]).start();
    t.play("Boo!");
    t.choose_option(1);
    assert_eq!(t.discard(B).len(), 10);
    assert_eq!(t.deck_of(B).len(), 2);
}

// ----- Darklamp ---------------------------------------------------------------------

#[test]
fn darklamp_captures_and_makes_friendly_creatures_with_amber_elusive() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Darklamp"])
        .battleline(A, &["Krump"])
        .amber(B, 2)
        .start();
    t.play("Darklamp");
    t.flank(Flank::Right);
    assert_eq!(t.amber_on("Darklamp"), 1);
    let darklamp = t.find("Darklamp");
    let krump = t.find("Krump");
    assert!(t
        .g
        .keywords(darklamp)
        .contains(keysim_facts::Keywords::ELUSIVE));
    assert!(!t
        .g
        .keywords(krump)
        .contains(keysim_facts::Keywords::ELUSIVE));
}

// ----- Hallowed Eve Festival ---------------------------------------------------------

#[test]
fn hallowed_eve_festival_captures_once_per_geistoid_card_discarded() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Hallowed Eve Festival"])
        .battleline(A, &["Krump"])
        .deck(
            A,
            &["Snippy", "Troll", "Boo!", "Krump", "Dust Pixie", "Tangler"],
        )
        .amber(B, 5)
        .start();
    t.play("Hallowed Eve Festival");
    assert_eq!(t.deck_of(A), ["Tangler"], "5 discarded");
    assert_eq!(t.amber_on("Krump"), 2, "Snippy and Boo!");
    assert_eq!(t.amber(B), 3);
}

// ----- Harvest Skimmer ---------------------------------------------------------------

#[test]
fn harvest_skimmer_gains_one_when_it_discards_a_creature() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Harvest Skimmer"])
        .deck(A, &["Troll", "Virtuous Works"])
        .start();
    t.reap("Harvest Skimmer");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn harvest_skimmer_gains_nothing_for_a_non_creature() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Harvest Skimmer"])
        .deck(A, &["Virtuous Works", "Troll"])
        .start();
    t.reap("Harvest Skimmer");
    assert_eq!(t.discard(A), ["Virtuous Works"]);
    assert_eq!(t.amber(A), 1);
}

// ----- Haunted House -----------------------------------------------------------------

#[test]
fn haunted_house_discards_at_the_start_of_turn_when_not_haunted() {
    let mut t = scenario(House::Geistoid)
        .artifacts(B, &["Haunted House"])
        .start();
    t.end_turn();
    assert_eq!(t.discard(B), ["Virtuous Works"]);
}

#[test]
fn haunted_house_discards_nothing_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .artifacts(B, &["Haunted House"])
        .discard(B, &TEN)
        .start();
    t.end_turn();
    assert_eq!(t.discard(B).len(), 10);
}

#[test]
fn haunted_house_omni_gains_one_only_when_haunted() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Haunted House"])
        .discard(A, &TEN)
        .start();
    t.apply(Choice::Omni(t.find("Haunted House")));
    assert_eq!(t.amber(A), 1);
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Haunted House"])
        .start();
    t.apply(Choice::Omni(t.find("Haunted House")));
    assert_eq!(t.amber(A), 0);
}

// ----- In Here Somewhere… ------------------------------------------------------------

#[test]
fn in_here_somewhere_archives_two_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["In Here Somewhere…"])
        .discard(A, &{
            let mut pile = haunted_pile_topped_by("Krump");
            pile[0] = "Troll";
            pile
        })
        .start();
    t.play("In Here Somewhere…");
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    assert_eq!(t.deck_of(A).len(), 12, "nothing discarded from the deck");
}

#[test]
fn in_here_somewhere_discards_five_when_not_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["In Here Somewhere…"])
        .start();
    t.play("In Here Somewhere…");
    assert_eq!(t.deck_of(A).len(), 7);
    assert_eq!(t.discard(A).len(), 6);
}

// ----- Junk Restoration ---------------------------------------------------------------

#[test]
fn junk_restoration_may_keep_one_of_the_three_cards_discarded() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Junk Restoration"])
        .discard(A, &["Mother"])
        .deck(A, &["Troll", "Krump", "Dust Pixie", "Batdrone"])
        .start();
    t.play("Junk Restoration");
    assert!(
        !t.is_legal(Choice::Target(t.find("Mother"))),
        "not discarded this way"
    );
    t.choose("Krump");
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(
        t.discard(A),
        ["Mother", "Troll", "Dust Pixie", "Junk Restoration"]
    );
}

// ----- Memette -----------------------------------------------------------------------

#[test]
fn memette_archives_the_top_card_of_the_discard_pile_on_play_and_destruction() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Memette"])
        .discard(A, &["Troll", "Krump"])
        .start();
    t.play("Memette");
    assert_eq!(t.archives_of(A), ["Krump"]);
    let memette = t.find("Memette");
    t.g.destroy(memette);
    t.advance();
    assert_eq!(
        t.archives_of(A),
        ["Krump", "Troll"],
        "before it reaches the pile"
    );
    assert_eq!(t.discard(A), ["Memette"]);
}

// ----- Reaver -----------------------------------------------------------------------

#[test]
fn reaver_takes_amber_from_a_friendly_creature_and_then_discards() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Reaver", "Krump"])
        .hand(A, &["Troll"])
        .start();
    t.set_amber_on("Krump", 1);
    t.reap("Reaver");
    t.choose("Krump");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn reaver_discards_nothing_when_no_amber_moved() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Reaver", "Krump"])
        .hand(A, &["Troll"])
        .start();
    t.reap("Reaver");
    t.choose("Krump");
    assert_eq!(t.hand_of(A), ["Troll"]);
}

// ----- Touchstone, Precocious Fragment ------------------------------------------------

#[test]
fn touchstone_draws_two_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Touchstone"])
        .discard(A, &TEN)
        .start();
    t.reap("Touchstone");
    assert_eq!(t.hand_of(A).len(), 2);
}

#[test]
fn touchstone_discards_two_when_not_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Touchstone"])
        .start();
    t.reap("Touchstone");
    assert_eq!(t.discard(A).len(), 2);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn precocious_fragment_gains_one_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Precocious Fragment"])
        .discard(A, &TEN)
        .start();
    t.reap("Precocious Fragment");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.discard(A).len(), 10);
}

#[test]
fn precocious_fragment_discards_one_when_not_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Precocious Fragment"])
        .start();
    t.reap("Precocious Fragment");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(A).len(), 1);
}

// ----- Webstur ----------------------------------------------------------------------

#[test]
fn webstur_may_mill_both_decks_once_per_damage_on_it() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Webstur"])
        .battleline(B, &["Krump"])
        .start();
    t.fight("Webstur", "Krump");
    assert_eq!(t.damage("Webstur"), 6);
    t.yes();
    t.yes();
    t.no();
    assert_eq!(t.discard(A).len(), 2);
    assert_eq!(t.discard(B), ["Krump", "Virtuous Works", "Virtuous Works"]);
}

// ----- Winds of Death ----------------------------------------------------------------

#[test]
fn winds_of_death_archives_discarded_creatures_then_destroys_each_creature() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Winds of Death"])
        .discard(A, &["Troll", "Virtuous Works"])
        .discard(B, &["Dust Pixie"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Mother"])
        .start();
    t.play("Winds of Death");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.archives_of(B), ["Dust Pixie"]);
    assert_eq!(
        t.location("Krump"),
        Location::Discard,
        "destroyed after the archiving"
    );
    assert_eq!(t.discard(B), ["Mother"]);
}

// ----- Ælbia Stray ------------------------------------------------------------------

#[test]
fn aelbia_stray_enters_ready_when_haunted() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Ælbia Stray"])
        .discard(A, &TEN)
        .start();
    t.play("Ælbia Stray");
    assert!(!t.exhausted("Ælbia Stray"));
}

#[test]
fn aelbia_stray_enters_exhausted_when_not_haunted_and_captures_after_reaping() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Ælbia Stray"])
        .amber(B, 2)
        .start();
    t.play("Ælbia Stray");
    assert!(t.exhausted("Ælbia Stray"));
    t.set_exhausted("Ælbia Stray", false);
    t.reap("Ælbia Stray");
    assert_eq!(t.amber_on("Ælbia Stray"), 1);
}

// ----- Chronometer, Tick-Tock ------------------------------------------------------

#[test]
fn chronometer_winds_each_friendly_clock_at_the_end_of_the_turn() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Chronometer", "Tick-Tock"])
        .start();
    t.end_turn();
    t.choose("Chronometer");
    let chrono = t.find("Chronometer");
    let tick = t.find("Tick-Tock");
    assert_eq!(t.g.counters(chrono), 2, "one from each Clock");
    assert_eq!(t.g.counters(tick), 2);
}

#[test]
fn chronometer_at_six_counters_is_destroyed_and_purges_a_card() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Chronometer"])
        .discard(B, &["Troll"])
        .start();
    let chrono = t.find("Chronometer");
    t.g.add_counters(chrono, 5);
    t.end_turn();
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Troll"]);
    assert_eq!(t.discard(A), ["Chronometer"]);
}

#[test]
fn tick_tock_at_three_counters_is_destroyed_and_archives_up_to_three_cards() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Tick-Tock"])
        .hand(A, &["Troll"])
        .discard(A, &["Krump"])
        .start();
    let tick = t.find("Tick-Tock");
    t.g.add_counters(tick, 2);
    t.end_turn();
    t.choose("Troll");
    t.choose("Krump");
    t.pass();
    let mut archived = t.archives_of(A);
    archived.sort();
    assert_eq!(archived, ["Krump", "Troll"]);
    assert_eq!(t.location("Tick-Tock"), Location::Discard);
}

#[test]
fn tick_tock_below_three_counters_stays() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Tick-Tock"])
        .start();
    t.end_turn();
    assert_eq!(t.line(A), ["Tick-Tock"]);
}

// ----- Purse-a-phone ----------------------------------------------------------------

#[test]
fn purse_a_phone_lowers_each_players_key_cost_by_two() {
    let t = scenario(House::Geistoid)
        .battleline(A, &["Purse-a-phone"])
        .start();
    assert_eq!(t.g.key_cost(A), 4);
    assert_eq!(t.g.key_cost(B), 4);
}

#[test]
fn purse_a_phone_returns_shadys_from_the_discard_pile_when_destroyed() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Purse-a-phone"])
        .discard(A, &["Shadys"])
        .start();
    let phone = t.find("Purse-a-phone");
    t.g.destroy(phone);
    t.advance();
    assert_eq!(t.hand_of(A), ["Shadys"]);
}

// ----- Soultender -------------------------------------------------------------------

#[test]
fn soultender_clears_heals_and_wards_each_specter() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Soultender"])
        .battleline(A, &["Touchstone", "Troll"])
        .battleline(B, &["Tangler"])
        .start();
    t.set_amber_on("Tangler", 2);
    t.set_amber_on("Troll", 2);
    t.set_damage("Touchstone", 2);
    t.play("Soultender");
    t.flank(Flank::Right);
    assert_eq!(t.amber_on("Tangler"), 0);
    assert_eq!(t.amber(B), 0, "to the supply");
    assert_eq!(t.amber_on("Troll"), 2, "not a Specter");
    assert_eq!(t.damage("Touchstone"), 0);
    assert!(t.card("Tangler").is_warded());
    assert!(!t.card("Troll").is_warded());
}

// ----- Immortal Greking --------------------------------------------------------------

#[test]
fn immortal_greking_takes_an_enemy_creature_into_its_house_while_it_stays() {
    let mut t = scenario(House::Geistoid)
        .hand(A, &["Immortal Greking"])
        .battleline(A, &["Krump", "Tangler"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Immortal Greking");
    t.flank(Flank::Right);
    t.choose_option(1);
    assert_eq!(t.line(A), ["Krump", "Troll", "Tangler", "Immortal Greking"]);
    let troll = t.find("Troll");
    assert!(t.g.belongs_to(troll, House::Geistoid));
    assert!(!t.g.belongs_to(troll, House::Brobnar));
    let greking = t.find("Immortal Greking");
    t.g.destroy(greking);
    t.advance();
    assert!(
        t.g.belongs_to(troll, House::Brobnar),
        "Greking gone: its own house again"
    );
    assert_eq!(t.line(A), ["Krump", "Troll", "Tangler"], "control stays");
    assert_eq!(t.discard(A), ["Immortal Greking"], "not haunted: discarded");
}

#[test]
fn immortal_greking_is_archived_when_destroyed_while_haunted() {
    let mut t = scenario(House::Geistoid)
        .battleline(A, &["Immortal Greking"])
        .discard(A, &TEN)
        .start();
    let greking = t.find("Immortal Greking");
    t.g.destroy(greking);
    t.advance();
    assert_eq!(t.archives_of(A), ["Immortal Greking"]);
}
