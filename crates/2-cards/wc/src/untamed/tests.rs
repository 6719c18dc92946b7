//! Tests of the Untamed cards of Worlds Collide: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;

// ----- Bramble Lynx --------------------------------------------------------

#[test]
fn bramble_lynx_enters_ready_after_a_reap_this_turn() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Bramble Lynx"])
        .battleline(A, &["Dew Faerie"])
        .start();
    t.reap("Dew Faerie");
    t.play("Bramble Lynx");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Bramble Lynx"));
}

#[test]
fn bramble_lynx_enters_exhausted_without_a_reap() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Bramble Lynx"])
        .battleline(A, &["Dew Faerie"])
        .start();
    t.play("Bramble Lynx");
    t.flank(Flank::Right);
    assert!(t.exhausted("Bramble Lynx"));
}

#[test]
fn bramble_lynx_skirmish_takes_no_fight_damage() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Bramble Lynx"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Bramble Lynx", "Troll");
    assert_eq!(t.damage("Bramble Lynx"), 0);
    assert_eq!(t.damage("Troll"), 3);
}

// ----- Cauldron Boil -------------------------------------------------------

#[test]
fn cauldron_boil_doubles_the_damage_on_each_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Cauldron Boil"])
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Troll", "Niffle Ape"])
        .start();
    t.set_damage("Snufflegator", 1);
    t.set_damage("Troll", 3);
    t.set_damage("Niffle Ape", 2);
    t.play("Cauldron Boil");
    assert_eq!(t.damage("Snufflegator"), 2);
    assert_eq!(t.damage("Troll"), 6);
    assert_eq!(t.discard(B), ["Niffle Ape"], "2 more on 3 power");
    assert_eq!(t.amber(A), 1);
}

// ----- Deepwood Druid ------------------------------------------------------

#[test]
fn deepwood_druid_deploys_and_fully_heals_a_neighbor() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Deepwood Druid"])
        .battleline(A, &["Troll", "Snufflegator", "Niffle Ape"])
        .start();
    t.set_damage("Troll", 5);
    t.set_damage("Snufflegator", 3);
    t.set_damage("Niffle Ape", 2);
    t.play("Deepwood Druid");
    t.apply(Choice::Position(1));
    assert_eq!(
        t.line(A),
        ["Troll", "Deepwood Druid", "Snufflegator", "Niffle Ape"]
    );
    assert!(
        !t.is_legal(Choice::Target(t.find("Niffle Ape"))),
        "not a neighbor"
    );
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("Snufflegator"), 3);
}

#[test]
fn deepwood_druid_reap_fully_heals_a_neighbor() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Deepwood Druid", "Troll"])
        .start();
    t.set_damage("Troll", 7);
    t.reap("Deepwood Druid");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.amber(A), 1);
}

// ----- Ghosthawk -----------------------------------------------------------

#[test]
fn ghosthawk_reaps_with_each_neighbor_one_at_a_time() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Ghosthawk"])
        .battleline(A, &["Dew Faerie", "Troll", "Niffle Ape"])
        .start();
    t.play("Ghosthawk");
    t.apply(Choice::Position(1));
    assert_eq!(
        t.line(A),
        ["Dew Faerie", "Ghosthawk", "Troll", "Niffle Ape"]
    );
    assert!(
        !t.is_legal(Choice::Target(t.find("Niffle Ape"))),
        "not a neighbor"
    );
    t.choose("Troll");
    assert_eq!(t.amber(A), 1, "Troll reaped, off house");
    t.choose("Dew Faerie");
    assert_eq!(t.amber(A), 3, "Dew Faerie reaped: 1 and its Reap: 1");
    assert!(t.exhausted("Troll"));
    assert!(t.exhausted("Dew Faerie"));
    assert!(!t.exhausted("Niffle Ape"));
}

#[test]
fn ghosthawk_neighbors_may_decline_to_reap() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Ghosthawk"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Ghosthawk");
    t.flank(Flank::Right);
    t.pass();
    assert_eq!(t.amber(A), 0);
    assert!(!t.exhausted("Troll"));
    assert!(
        t.is_legal(Choice::EndTurn),
        "nothing more is asked: back to step 3"
    );
}

#[test]
fn ghosthawk_next_to_an_enraged_creature_it_can_reap() {
    // FAQ: Ghosthawk says reap, not use, so the enraged creature reaps,
    // exhausts, and keeps its enrage counter.
    let mut t = scenario(House::Untamed)
        .hand(A, &["Ghosthawk"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Niffle Ape"])
        .start();
    t.set_enraged("Troll");
    t.play("Ghosthawk");
    t.flank(Flank::Right);
    t.choose("Troll");
    assert_eq!(t.amber(A), 1);
    assert!(t.exhausted("Troll"));
    assert!(t.card("Troll").is_enraged());
}

// ----- Harmonia ------------------------------------------------------------

#[test]
fn harmonia_gains_one_when_outnumbered_after_a_creature_is_played() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Niffle Ape"])
        .battleline(A, &["Harmonia"])
        .battleline(B, &["Troll", "Krump", "Valdr"])
        .start();
    t.play("Niffle Ape");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 1, "3 enemy creatures against 2");
}

#[test]
fn harmonia_hears_its_own_play() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Harmonia"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Harmonia");
    assert_eq!(
        t.amber(A),
        1,
        "in play as it is played: 2 enemy creatures against 1"
    );
}

#[test]
fn harmonia_gains_nothing_when_not_outnumbered() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Niffle Ape", "Cauldron Boil"])
        .battleline(A, &["Harmonia"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Niffle Ape");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 0, "2 against 2");
    t.play("Cauldron Boil");
    assert_eq!(t.amber(A), 1, "only Cauldron Boil's bonus: not a creature");
}

// ----- Imprinted Murmook ---------------------------------------------------

#[test]
fn imprinted_murmook_lowers_its_controllers_key_cost() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Imprinted Murmook"])
        .start();
    assert_eq!(t.g.key_cost(A), 5);
    assert_eq!(t.g.key_cost(B), 6);
}

// ----- Molephin ------------------------------------------------------------

#[test]
fn molephin_deals_one_damage_to_each_enemy_creature_per_amber_stolen() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Sergeant Zakiel", "Niffle Ape"])
        .battleline(B, &["Molephin", "Dust Pixie"])
        .amber(B, 5)
        .start();
    t.g.steal(A, 2);
    assert_eq!(t.damage("Niffle Ape"), 2, "two times 1 damage");
    assert_eq!(
        t.damage("Sergeant Zakiel"),
        1,
        "two separate points: its 1 armor stops only the first"
    );
    assert_eq!(
        t.line(B),
        ["Molephin", "Dust Pixie"],
        "not friendly creatures"
    );
}

#[test]
fn molephin_ignores_its_own_controller_stealing() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Molephin"])
        .battleline(B, &["Niffle Ape"])
        .amber(B, 2)
        .start();
    t.g.steal(A, 1);
    assert_eq!(t.damage("Niffle Ape"), 0);
}

#[test]
fn molephin_hazardous_three_strikes_its_attacker_first() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Molephin"])
        .start();
    t.fight("Niffle Ape", "Molephin");
    assert_eq!(t.discard(A), ["Niffle Ape"]);
    assert_eq!(t.damage("Molephin"), 0);
}

// ----- Musthic Murmook -----------------------------------------------------

#[test]
fn musthic_murmook_raises_both_key_costs_and_deals_four_damage() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Musthic Murmook"])
        .battleline(B, &["Troll"])
        .start();
    assert_eq!(t.g.key_cost(A), 6);
    t.play("Musthic Murmook");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.g.key_cost(A), 7);
    assert_eq!(t.g.key_cost(B), 7);
}

// ----- Song of the Wild ----------------------------------------------------

#[test]
fn song_of_the_wild_gives_each_friendly_reap_one_more() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Song of the Wild"])
        .battleline(A, &["Niffle Ape", "Dew Faerie"])
        .start();
    t.play("Song of the Wild");
    t.reap("Niffle Ape");
    assert_eq!(t.amber(A), 2, "1 for the reap, 1 for the gained ability");
    t.reap("Dew Faerie");
    assert_eq!(t.amber(A), 5, "reap, Dew Faerie's own 1, and the song's 1");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "it lasts for the turn");
}

#[test]
fn song_of_the_wild_reaches_creatures_that_arrive_later_but_not_enemies() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Song of the Wild", "Niffle Ape"])
        .battleline(B, &["Dew Faerie"])
        .start();
    t.play("Song of the Wild");
    t.play("Niffle Ape");
    let ape = t.find("Niffle Ape");
    t.g.ready(ape);
    t.reap("Niffle Ape");
    assert_eq!(t.amber(A), 2);
    let faerie = t.find("Dew Faerie");
    assert_eq!(t.g.granted(faerie).count(), 0, "not an enemy creature");
}

// ----- The Fittest ---------------------------------------------------------

#[test]
fn the_fittest_gives_each_friendly_creature_a_power_counter() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["The Fittest"])
        .battleline(A, &["Niffle Ape", "Dew Faerie"])
        .battleline(B, &["Troll"])
        .start();
    t.play("The Fittest");
    assert_eq!(t.power("Niffle Ape"), 4);
    assert_eq!(t.power("Dew Faerie"), 3);
    assert_eq!(t.power("Troll"), 8);
}

// ----- Unnatural Selection -------------------------------------------------

#[test]
fn unnatural_selection_destroys_every_creature_not_chosen() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Unnatural Selection"])
        .battleline(
            A,
            &["Niffle Ape", "Dew Faerie", "Snufflegator", "Dust Pixie"],
        )
        .battleline(B, &["Troll", "Krump", "Valdr", "Bumpsy"])
        .start();
    t.play("Unnatural Selection");
    t.choose("Niffle Ape");
    t.choose("Dew Faerie");
    t.choose("Snufflegator");
    t.choose("Troll");
    t.choose("Krump");
    t.choose("Valdr");
    assert_eq!(t.line(A), ["Niffle Ape", "Dew Faerie", "Snufflegator"]);
    assert_eq!(t.line(B), ["Troll", "Krump", "Valdr"]);
    assert_eq!(t.discard(A), ["Dust Pixie", "Unnatural Selection"]);
    assert_eq!(t.discard(B), ["Bumpsy"]);
}

#[test]
fn unnatural_selection_spares_everyone_on_a_small_side() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Unnatural Selection"])
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Unnatural Selection");
    assert_eq!(t.line(A), ["Niffle Ape"]);
    assert_eq!(t.line(B), ["Troll", "Krump"]);
}

// ----- Unsuspecting Prey ---------------------------------------------------

#[test]
fn unsuspecting_prey_damages_up_to_three_undamaged_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Unsuspecting Prey"])
        .battleline(B, &["Troll", "Krump", "Valdr", "Bumpsy"])
        .start();
    t.set_damage("Bumpsy", 1);
    t.play("Unsuspecting Prey");
    assert!(
        !t.is_legal(Choice::Target(t.find("Bumpsy"))),
        "already damaged"
    );
    t.choose("Troll");
    t.choose("Krump");
    t.pass();
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Valdr"), 0);
    assert_eq!(t.damage("Bumpsy"), 1);
}

// ----- Fangtooth Cavern ----------------------------------------------------

#[test]
fn fangtooth_cavern_destroys_the_least_powerful_creature_at_the_end_of_its_controllers_turn() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Fangtooth Cavern"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Niffle Ape", "Dust Pixie"])
        .start();
    t.end_turn();
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.line(B), ["Niffle Ape"]);
}

#[test]
fn fangtooth_cavern_does_nothing_at_the_end_of_the_opponents_turn() {
    let mut t = scenario(House::Untamed)
        .artifacts(B, &["Fangtooth Cavern"])
        .battleline(B, &["Niffle Ape", "Dust Pixie"])
        .start();
    t.end_turn();
    assert_eq!(t.line(B), ["Niffle Ape", "Dust Pixie"]);
}

// ----- Gebuk ---------------------------------------------------------------

#[test]
fn gebuk_replaces_itself_with_a_creature_from_the_top_of_the_deck() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape", "Gebuk", "Dew Faerie"])
        .deck(A, &["Troll", "Anger"])
        .start();
    let gebuk = t.find("Gebuk");
    t.g.destroy(gebuk);
    t.advance();
    assert_eq!(
        t.line(A),
        ["Niffle Ape", "Troll", "Dew Faerie"],
        "in Gebuk's position"
    );
    assert!(t.exhausted("Troll"), "put into play, exhausted");
    assert_eq!(t.discard(A), ["Gebuk"]);
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn gebuk_discards_a_card_that_is_not_a_creature() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape", "Gebuk"])
        .deck(A, &["Anger", "Troll"])
        .start();
    let gebuk = t.find("Gebuk");
    t.g.destroy(gebuk);
    t.advance();
    assert_eq!(t.line(A), ["Niffle Ape"]);
    let mut discard = t.discard(A);
    discard.sort();
    assert_eq!(discard, ["Anger", "Gebuk"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn gebuk_destroyed_in_a_fight_on_the_opponents_side() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Gebuk", "Dust Pixie"])
        .deck(B, &["Niffle Ape"])
        .start();
    t.fight("Troll", "Gebuk");
    assert_eq!(t.line(B), ["Niffle Ape", "Dust Pixie"]);
    assert_eq!(t.card("Niffle Ape").controller, B);
}

// ----- Instrument of Silence -----------------------------------------------

#[test]
fn instrument_of_silence_gives_skirmish_and_fight_gain_one() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape"])
        .upgrade(A, "Instrument of Silence", "Niffle Ape")
        .battleline(B, &["Dust Pixie", "Snufflegator"])
        .start();
    t.fight("Niffle Ape", "Snufflegator");
    assert_eq!(t.damage("Niffle Ape"), 0, "skirmish");
    assert_eq!(t.amber(A), 1, "Fight: gain 1");
}

// ----- Kangaphant ----------------------------------------------------------

#[test]
fn kangaphant_makes_every_reaping_creature_destroy_itself() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Kangaphant"])
        .start();
    t.reap("Niffle Ape");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(A), ["Niffle Ape"]);
}

#[test]
fn kangaphant_destroys_itself_when_it_reaps() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Kangaphant", "Niffle Ape"])
        .start();
    t.reap("Kangaphant");
    assert_eq!(t.discard(A), ["Kangaphant"]);
    assert_eq!(t.line(A), ["Niffle Ape"]);
}

// ----- Low Dawn ------------------------------------------------------------

#[test]
fn low_dawn_gains_two_with_three_untamed_creatures_and_shuffles_them_in() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Low Dawn"])
        .discard(
            A,
            &[
                "Niffle Ape",
                "Dew Faerie",
                "Dust Pixie",
                "Troll",
                "Cauldron Boil",
            ],
        )
        .deck(A, &[])
        .start();
    t.play("Low Dawn");
    assert_eq!(t.amber(A), 3, "bonus 1 and 2");
    assert_eq!(t.discard(A), ["Troll", "Cauldron Boil", "Low Dawn"]);
    let mut deck = t.deck_of(A);
    deck.sort();
    assert_eq!(deck, ["Dew Faerie", "Dust Pixie", "Niffle Ape"]);
}

#[test]
fn low_dawn_with_fewer_untamed_creatures_still_shuffles_them_in() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Low Dawn"])
        .discard(A, &["Niffle Ape", "Dew Faerie", "Troll"])
        .deck(A, &[])
        .start();
    t.play("Low Dawn");
    assert_eq!(t.amber(A), 1, "only the bonus");
    assert_eq!(t.discard(A), ["Troll", "Low Dawn"]);
    assert_eq!(t.deck_of(A).len(), 2);
}

// ----- Mab the Mad ---------------------------------------------------------

#[test]
fn mab_the_mad_shuffles_itself_into_the_deck_when_it_reaps() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Mab the Mad"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Mab the Mad");
    assert_eq!(t.amber(A), 1);
    assert!(t.line(A).is_empty());
    assert_eq!(t.location("Mab the Mad"), Location::Deck);
    assert_eq!(t.deck_of(A).len(), 2);
}

// ----- The Feathered Shaman ------------------------------------------------

#[test]
fn the_feathered_shaman_wards_its_neighbors_when_it_reaps() {
    let mut t = scenario(House::Untamed)
        .battleline(
            A,
            &[
                "Niffle Ape",
                "The Feathered Shaman",
                "Dew Faerie",
                "Snufflegator",
            ],
        )
        .start();
    t.reap("The Feathered Shaman");
    assert!(t.card("Niffle Ape").is_warded());
    assert!(t.card("Dew Faerie").is_warded());
    assert!(!t.card("Snufflegator").is_warded());
    assert!(!t.card("The Feathered Shaman").is_warded());
}

#[test]
fn the_feathered_shaman_wards_its_neighbors_after_a_fight() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["The Feathered Shaman", "Niffle Ape"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("The Feathered Shaman", "Dust Pixie");
    assert!(t.card("Niffle Ape").is_warded());
}

// ----- Wild Spirit ---------------------------------------------------------

#[test]
fn wild_spirit_gives_reap_capture_one() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape"])
        .upgrade(A, "Wild Spirit", "Niffle Ape")
        .amber(B, 3)
        .start();
    t.reap("Niffle Ape");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber_on("Niffle Ape"), 1);
}

// ----- Creed of Nature -----------------------------------------------------

#[test]
fn creed_of_nature_gives_skirmish_and_assault_equal_to_power() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Creed of Nature"])
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Troll", "Niffle Ape"])
        .start();
    t.apply(Choice::Omni(t.find("Creed of Nature")));
    t.choose("Snufflegator");
    assert_eq!(t.discard(A), ["Creed of Nature"]);
    assert_eq!(t.g.assault(t.find("Snufflegator")), 4);
    t.fight("Snufflegator", "Niffle Ape");
    assert_eq!(t.discard(B), ["Niffle Ape"], "assault 4 kills it first");
    assert_eq!(t.damage("Snufflegator"), 0);
    t.end_turn();
    assert_eq!(t.g.assault(t.find("Snufflegator")), 0, "for the turn only");
}

// ----- Creed of Nurture ----------------------------------------------------

#[test]
fn creed_of_nurture_with_bad_penny_returns_the_chosen_creature_to_hand() {
    // Rules example: revealing Bad Penny and choosing Dust Pixie, Dust Pixie
    // gains "Destroyed: return Dust Pixie to your hand".
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Creed of Nurture"])
        .hand(A, &["Bad Penny", "Troll"])
        .battleline(A, &["Dust Pixie", "Niffle Ape"])
        .start();
    t.apply(Choice::Omni(t.find("Creed of Nurture")));
    t.choose("Bad Penny");
    t.choose("Dust Pixie");
    assert!(t.g.knows(B, t.find("Bad Penny")), "revealed");
    assert_eq!(t.hand_of(A), ["Bad Penny", "Troll"], "it stays in hand");
    let pixie = t.find("Dust Pixie");
    t.g.destroy(pixie);
    t.advance();
    assert_eq!(t.hand_of(A), ["Bad Penny", "Troll", "Dust Pixie"]);
    assert_eq!(t.discard(A), ["Creed of Nurture"]);
}

#[test]
fn creed_of_nurture_gives_the_revealed_keywords_and_constant_abilities() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Creed of Nurture"])
        .hand(A, &["Imprinted Murmook"])
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Creed of Nurture")));
    t.choose("Troll");
    let troll = t.find("Troll");
    assert!(t
        .g
        .keywords(troll)
        .contains(keysim_facts::Keywords::ELUSIVE));
    assert_eq!(t.g.key_cost(B), 5, "its controller's keys cost 1 less");
    assert_eq!(t.g.key_cost(A), 6);
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 6, "for the turn only");
}

#[test]
fn creed_of_nurture_gives_the_revealed_reactions() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Creed of Nurture"])
        .hand(A, &["Harmonia", "Dust Pixie"])
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Troll", "Krump", "Valdr"])
        .start();
    t.apply(Choice::Omni(t.find("Creed of Nurture")));
    t.choose("Harmonia");
    t.choose("Niffle Ape");
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 3, "Dust Pixie's 2 and Harmonia's text's 1");
}

#[test]
fn creed_of_nurture_without_a_creature_in_hand_does_nothing_more() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Creed of Nurture"])
        .hand(A, &["Cauldron Boil"])
        .battleline(A, &["Niffle Ape"])
        .start();
    t.apply(Choice::Omni(t.find("Creed of Nurture")));
    assert_eq!(t.discard(A), ["Creed of Nurture"]);
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn creed_of_nurture_terrordactyls_text_caps_another_creatures_fight_damage() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Creed of Nurture"])
        .hand(A, &["Terrordactyl"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.apply(Choice::Omni(t.find("Creed of Nurture")));
    t.choose("Troll");
    t.fight("Troll", "Krump");
    assert_eq!(t.damage("Krump"), 4, "8 power, but only 4 when fighting");
}

// ----- Eldest Bear ---------------------------------------------------------

#[test]
fn eldest_bear_in_the_center_gains_two_before_fighting() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape", "Eldest Bear", "Dew Faerie"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Eldest Bear", "Troll");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.discard(B), ["Troll"], "assault 3 and 5 power");
}

#[test]
fn eldest_bear_off_center_gains_nothing() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Eldest Bear", "Niffle Ape"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Eldest Bear", "Troll");
    assert_eq!(t.amber(A), 0, "two creatures: no center");
}

// ----- Giant Gnawbill ------------------------------------------------------

#[test]
fn giant_gnawbill_makes_the_player_destroy_an_artifact_of_the_chosen_house() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Giant Gnawbill"])
        .artifacts(A, &["Lifeward"])
        .artifacts(B, &["Library of Babble"])
        .houses(B, [House::Logos, House::Dis, House::Brobnar])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    assert_eq!(t.discard(B), ["Library of Babble"]);
    assert_eq!(t.artifacts_of(A), ["Lifeward"]);
}

#[test]
fn giant_gnawbill_destroys_the_choosers_own_house_artifact_on_either_side() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Giant Gnawbill"])
        .artifacts(A, &["Lifeward"])
        .houses(B, [House::Logos, House::Dis, House::Brobnar])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    assert_eq!(
        t.discard(A),
        ["Lifeward"],
        "an artifact of that house, anyone's"
    );
}

// ----- Moor Wolf -----------------------------------------------------------

#[test]
fn moor_wolf_readies_each_other_wolf() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Moor Wolf"])
        .battleline(A, &["Moor Wolf", "Niffle Ape"])
        .start();
    let (played, other) = (t.g.player(A).hand.as_slice()[0], t.g.creatures(A)[0]);
    t.set_exhausted("Moor Wolf", true);
    t.set_exhausted("Niffle Ape", true);
    t.play("Moor Wolf");
    t.flank(Flank::Right);
    assert!(!t.g.card(other).is_exhausted(), "the other Wolf");
    assert!(t.g.card(played).is_exhausted(), "not itself");
    assert!(t.exhausted("Niffle Ape"), "not a Wolf");
}

// ----- Nepeta Gigantica ----------------------------------------------------

#[test]
fn nepeta_gigantica_stuns_a_creature_of_power_five_or_a_giant() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Nepeta Gigantica"])
        .battleline(A, &["Ancient Bear"])
        .battleline(B, &["Niffle Ape", "Brammo"])
        .start();
    t.action("Nepeta Gigantica");
    assert!(
        t.is_legal(Choice::Target(t.find("Ancient Bear"))),
        "power 5"
    );
    assert!(
        t.is_legal(Choice::Target(t.find("Brammo"))),
        "a Giant of power 4"
    );
    assert!(!t.is_legal(Choice::Target(t.find("Niffle Ape"))));
    t.choose("Brammo");
    assert!(t.stunned("Brammo"));
}

// ----- Vineapple Tree ------------------------------------------------------

#[test]
fn vineapple_tree_growth_counters_raise_every_key_cost() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Vineapple Tree"])
        .start();
    t.action("Vineapple Tree");
    assert_eq!(t.g.key_cost(A), 7);
    assert_eq!(t.g.key_cost(B), 7);
    let tree = t.find("Vineapple Tree");
    t.g.ready(tree);
    t.action("Vineapple Tree");
    assert_eq!(t.g.key_cost(B), 8, "two growth counters");
    assert_eq!(t.g.lasting_effects().len(), 1, "one count of counters");
}

#[test]
fn vineapple_tree_loses_its_growth_counters_after_a_key_is_forged() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Vineapple Tree"])
        .amber(B, 9)
        .start();
    t.action("Vineapple Tree");
    t.end_turn();
    assert_eq!(t.keys(B), 1, "forged at 7");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.g.key_cost(B), 6, "the counters are gone");
}

#[test]
fn vineapple_tree_counters_leave_with_it() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Vineapple Tree"])
        .start();
    t.action("Vineapple Tree");
    let tree = t.find("Vineapple Tree");
    t.g.destroy(tree);
    t.advance();
    assert_eq!(t.g.key_cost(A), 6);
}

// ----- Xenos Bloodshadow ---------------------------------------------------

#[test]
fn xenos_bloodshadow_poisons_what_it_fights_without_taking_damage() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Xenos Bloodshadow"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Xenos Bloodshadow", "Troll");
    assert_eq!(t.discard(B), ["Troll"], "poison");
    assert_eq!(t.damage("Xenos Bloodshadow"), 0, "skirmish");
}

#[test]
fn xenos_bloodshadow_hazardous_six_strikes_its_attacker_first() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Xenos Bloodshadow"])
        .start();
    t.fight("Krump", "Xenos Bloodshadow");
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.damage("Xenos Bloodshadow"), 0);
}

// ----- Toad ----------------------------------------------------------------

#[test]
fn toad_cannot_reap() {
    let t = scenario(House::Untamed).battleline(A, &["Toad"]).start();
    assert!(!t.is_legal(Choice::Reap(t.find("Toad"))));
}
