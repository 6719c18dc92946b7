//! Tests of the Brobnar cards of Winds of Exchange: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Identity};
use keysim_facts::House;

#[test]
fn crogg_the_clumsy_splashes_2_on_each_neighbor_of_the_creature_it_attacks() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Crogg the Clumsy"])
        .battleline(B, &["Krump", "Bumpsy", "Troll"])
        .start();
    t.fight("Crogg the Clumsy", "Bumpsy");
    assert_eq!(
        t.line(B),
        ["Krump", "Troll"],
        "Bumpsy destroyed in the fight"
    );
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Crogg the Clumsy"), 5, "fight damage only");
}

#[test]
fn brawl_in_makes_2_enraged_tokens_from_the_top_of_the_deck_on_chosen_flanks() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brawl In"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll", "Bumpsy", "Punch"])
        .token(A, "Grumpus")
        .start();
    t.play("Brawl In");
    t.apply(Choice::Option(0));
    t.apply(Choice::Option(1));
    assert_eq!(t.line(A), ["Grumpus", "Krump", "Grumpus"]);
    for c in t.find_all("Grumpus") {
        assert_eq!(t.g.identity(c), Identity::Token);
        assert!(t.g.card(c).is_enraged());
    }
    assert_eq!(t.deck_of(A).len(), 1, "the top 2 cards became the tokens");
}

#[test]
fn brawl_in_with_an_empty_battleline_asks_no_flank_for_the_first_token() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brawl In"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Grumpus")
        .start();
    t.play("Brawl In");
    t.apply(Choice::Option(0));
    assert_eq!(t.line(A), ["Grumpus", "Grumpus"]);
    assert!(t.deck_of(A).is_empty());
}

#[test]
fn brawl_in_with_an_empty_deck_makes_no_token() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brawl In"])
        .deck(A, &[])
        .token(A, "Grumpus")
        .start();
    t.play("Brawl In");
    assert!(t.line(A).is_empty());
}

#[test]
fn a_grumpus_token_leaving_play_is_its_own_card_again() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brawl In"])
        .deck(A, &["Troll"])
        .token(A, "Grumpus")
        .battleline(B, &["Krump", "Bumpsy", "Mighty Tiger"])
        .start();
    t.play("Brawl In");
    let token = t.find("Grumpus");
    t.g.ready(token);
    t.fight("Grumpus", "Bumpsy");
    assert_eq!(t.damage("Krump"), 1, "splash-attack 1");
    assert_eq!(t.damage("Mighty Tiger"), 1);
    assert_eq!(
        t.discard(A),
        ["Brawl In", "Troll"],
        "Grumpus died fighting Bumpsy: it is Troll again"
    );
}

/// Ends A's turn, plays B's turn with `house` and nothing else, and ends
/// it: A's next turn begins.
fn to_next_turn_of_a(t: &mut Test) {
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
}

/// Cards enough for A to refill their hand at the end of a turn without
/// shuffling the discard pile back.
const FILLER: [&str; 8] = [
    "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch",
];

#[test]
fn ancient_battleground_friendly_creatures_cannot_reap_but_enemy_ones_can() {
    let t = scenario(House::Brobnar)
        .artifacts(A, &["Ancient Battleground"])
        .battleline(A, &["Krump"])
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Krump"))));
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Ancient Battleground"])
        .battleline(A, &["Krump"])
        .start();
    t.reap("Krump");
    assert_eq!(t.amber(A), 1, "only its controller's creatures are barred");
}

#[test]
fn ancient_battleground_gives_each_friendly_creature_gain_1_after_fight() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Ancient Battleground"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger"])
        .start();
    t.fight("Krump", "Dust Pixie");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn hallafest_takes_up_to_4_brakken_cards_of_different_titles_for_as_many_chains() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Hallafest"])
        .deck(A, &["Ged Hammer", "Troll", "Vulka"])
        .discard(A, &["Vulka", "Harmal Atoon", "Brikk Nastee", "Krump"])
        .start();
    t.play("Hallafest");
    let deck_vulka = t.find_all("Vulka")[1];
    t.choose("Ged Hammer");
    t.choose_card(deck_vulka);
    let discard_vulka = t.find_all("Vulka")[1];
    assert!(
        !t.is_legal(Choice::Target(discard_vulka)),
        "another Vulka has the same title"
    );
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))), "not Bräkken");
    t.choose("Harmal Atoon");
    t.choose("Brikk Nastee");
    assert_eq!(
        t.hand_of(A),
        ["Ged Hammer", "Vulka", "Harmal Atoon", "Brikk Nastee"]
    );
    assert_eq!(t.g.player(A).chains, 4);
    assert_eq!(t.discard(A), ["Vulka", "Krump", "Hallafest"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn hallafest_may_stop_short_and_gains_a_chain_per_card_taken() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Hallafest"])
        .deck(A, &["Ged Hammer", "Vulka"])
        .start();
    t.play("Hallafest");
    t.choose("Vulka");
    t.pass();
    assert_eq!(t.hand_of(A), ["Vulka"]);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn harmal_atoon_returns_another_friendly_brobnar_creature_destroyed_to_hand() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Harmal Atoon", "Krump", "Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Krump", "Troll");
    assert_eq!(t.hand_of(A), ["Krump"]);
    t.fight("Harmal Atoon", "Troll");
    assert_eq!(t.discard(A), ["Harmal Atoon"], "not itself");
    assert!(t.hand_of(A).len() == 1);
}

#[test]
fn harmal_atoon_gives_nothing_to_a_friendly_creature_of_another_house() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Harmal Atoon", "Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.g.destroy(t.find("Dust Pixie"));
    t.advance();
    assert_eq!(t.discard(A), ["Dust Pixie"]);
}

#[test]
fn nirbor_flamewing_rises_ready_from_the_discard_pile_when_a_friendly_creature_is_destroyed() {
    let mut t = scenario(House::Brobnar)
        .discard(A, &["Nirbor Flamewing"])
        .battleline(A, &["Dust Pixie"])
        .deck(A, &FILLER)
        .start();
    to_next_turn_of_a(&mut t);
    t.choose("Dust Pixie");
    assert_eq!(t.line(A), ["Nirbor Flamewing"]);
    assert!(!t.exhausted("Nirbor Flamewing"));
    assert_eq!(t.discard(A), ["Dust Pixie"]);
}

#[test]
fn nirbor_flamewing_stays_in_the_discard_pile_when_its_owner_declines() {
    let mut t = scenario(House::Brobnar)
        .discard(A, &["Nirbor Flamewing"])
        .battleline(A, &["Dust Pixie"])
        .deck(A, &FILLER)
        .start();
    to_next_turn_of_a(&mut t);
    t.pass();
    assert_eq!(t.line(A), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Nirbor Flamewing"]);
}

#[test]
fn nirbor_flamewing_stays_in_the_discard_pile_when_the_creature_is_warded() {
    let mut t = scenario(House::Brobnar)
        .discard(A, &["Nirbor Flamewing"])
        .battleline(A, &["Dust Pixie", "Krump"])
        .deck(A, &FILLER)
        .start();
    t.set_ward("Dust Pixie");
    to_next_turn_of_a(&mut t);
    t.choose("Dust Pixie");
    assert_eq!(t.line(A), ["Dust Pixie", "Krump"], "the ward stopped it");
    assert_eq!(t.discard(A), ["Nirbor Flamewing"]);
}

#[test]
fn nirbor_flamewing_asks_a_flank_when_creatures_remain_and_makes_a_token_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .discard(A, &["Nirbor Flamewing"])
        .battleline(A, &["Dust Pixie", "Krump"])
        .deck(A, &FILLER)
        .token(A, "Warrior")
        .start();
    to_next_turn_of_a(&mut t);
    t.choose("Dust Pixie");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Nirbor Flamewing", "Krump"]);
    let nirbor = t.find("Nirbor Flamewing");
    t.g.destroy(nirbor);
    t.advance();
    t.choose_option(1);
    assert_eq!(t.line(A), ["Krump", "Warrior"]);
}

#[test]
fn broken_axe_outpost_bottoms_a_friendly_creature_to_deal_6_to_an_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Broken Axe Outpost"])
        .battleline(A, &["Dust Pixie", "Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .deck(A, &["Punch"])
        .start();
    t.action("Broken Axe Outpost");
    t.choose("Dust Pixie");
    t.choose("Troll");
    assert_eq!(t.deck_of(A), ["Punch", "Dust Pixie"], "on the bottom");
    assert_eq!(t.damage("Troll"), 6);
}

#[test]
fn broken_axe_outpost_deals_nothing_when_a_ward_keeps_the_creature_in_play() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Broken Axe Outpost"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Dust Pixie");
    t.action("Broken Axe Outpost");
    assert_eq!(t.line(A), ["Dust Pixie"]);
    assert_eq!(t.damage("Troll"), 0);
    assert!(!t.asks_target());
}

#[test]
fn crim_torchtooth_splashes_4_and_enrages_its_neighbors_after_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Crim Torchtooth", "Bumpsy"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger", "Troll"])
        .start();
    t.fight("Crim Torchtooth", "Mighty Tiger");
    assert_eq!(t.discard(B), ["Dust Pixie", "Mighty Tiger"]);
    assert_eq!(t.damage("Troll"), 4);
    assert!(t.card("Krump").is_enraged());
    assert!(t.card("Bumpsy").is_enraged());
    assert!(!t.card("Crim Torchtooth").is_enraged());
}

#[test]
fn feats_of_strength_makes_a_token_for_each_enemy_creature_destroyed_in_a_fight_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Feats of Strength", "Punch"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger", "Bumpsy"])
        .deck(A, &["Punch", "Punch", "Punch"])
        .token(A, "Skirmisher")
        .start();
    t.play("Feats of Strength");
    t.fight("Troll", "Mighty Tiger");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Skirmisher", "Troll", "Krump"]);
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.line(A).len(), 3, "not destroyed in a fight");
    t.fight("Krump", "Bumpsy");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Skirmisher", "Troll", "Krump", "Skirmisher"]);
}

#[test]
fn feats_of_strength_makes_no_token_for_a_friendly_creature_destroyed_in_a_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Feats of Strength"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .deck(A, &["Punch"])
        .token(A, "Skirmisher")
        .start();
    t.play("Feats of Strength");
    t.fight("Krump", "Troll");
    assert!(t.line(A).is_empty());
}

#[test]
fn ged_hammer_destroyed_readies_and_enrages_each_other_friendly_brobnar_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Ged Hammer", "Krump", "Dust Pixie"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.fight("Krump", "Bumpsy");
    t.set_exhausted("Dust Pixie", true);
    t.fight("Ged Hammer", "Troll");
    assert!(!t.exhausted("Krump"));
    assert!(t.card("Krump").is_enraged());
    assert!(t.exhausted("Dust Pixie"), "not Brobnar");
    assert!(!t.card("Dust Pixie").is_enraged());
}

#[test]
fn the_grand_gord_makes_a_token_at_the_start_of_the_turn_with_the_most_powerful_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["The Grand Gord"])
        .battleline(B, &["Bumpsy"])
        .deck(A, &FILLER)
        .token(A, "Warrior")
        .start();
    to_next_turn_of_a(&mut t);
    t.choose_option(1);
    assert_eq!(t.line(A), ["The Grand Gord", "Warrior"], "tied at 5");
}

#[test]
fn the_grand_gord_makes_nothing_when_the_opponent_has_a_more_powerful_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["The Grand Gord"])
        .battleline(B, &["Troll"])
        .deck(A, &FILLER)
        .token(A, "Warrior")
        .start();
    to_next_turn_of_a(&mut t);
    assert_eq!(t.line(A), ["The Grand Gord"]);
}

#[test]
fn vow_of_blood_deals_2_to_each_damaged_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Vow of Blood"])
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Troll", "Mighty Tiger", "Krump"])
        .start();
    t.set_damage("Troll", 1);
    t.set_damage("Bumpsy", 1);
    t.set_damage("Krump", 5);
    t.play("Vow of Blood");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.damage("Mighty Tiger"), 0);
    assert_eq!(t.damage("Bumpsy"), 1, "friendly");
    assert_eq!(t.discard(B), ["Krump"]);
}

#[test]
fn vulka_gives_friendly_brobnar_creatures_splash_attack_1_adding_to_printed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Vulka", "Krump", "Crogg the Clumsy"])
        .battleline(B, &["Dust Pixie", "Troll", "Mighty Tiger", "Bumpsy"])
        .start();
    t.fight("Krump", "Mighty Tiger");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Bumpsy"), 1);
    t.fight("Crogg the Clumsy", "Troll");
    assert_eq!(
        t.discard(B),
        ["Mighty Tiger", "Dust Pixie", "Troll"],
        "Troll: 1 splashed before, 7 now"
    );
    assert_eq!(t.damage("Bumpsy"), 4, "splash 2 + 1 added to the 1 before");
}

#[test]
fn vulka_gives_nothing_to_enemy_creatures() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie", "Vulka", "Troll"])
        .start();
    t.fight("Krump", "Vulka");
    assert_eq!(t.damage("Dust Pixie"), 0);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn brikk_nastee_gains_1_after_another_friendly_brobnar_creature_fights() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Brikk Nastee", "Krump"])
        .battleline(B, &["Dust Pixie", "Urchin", "Mighty Tiger"])
        .start();
    t.fight("Krump", "Dust Pixie");
    assert_eq!(t.amber(A), 1);
    t.fight("Brikk Nastee", "Mighty Tiger");
    assert_eq!(t.amber(A), 1, "not itself");
}

#[test]
fn brikk_nastee_gains_nothing_for_a_friendly_creature_of_another_house() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Brikk Nastee", "Mighty Tiger"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Mighty Tiger", "Dust Pixie");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn fresh_marks_destroys_a_friendly_creature_to_exalt_3_enemy_creatures() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fresh Marks"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Mighty Tiger"])
        .start();
    t.play("Fresh Marks");
    // Dust Pixie, the only friendly creature, is destroyed.
    t.choose("Troll");
    t.choose("Krump");
    t.choose("Mighty Tiger");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Mighty Tiger"), 1);
    assert_eq!(t.amber_on("Bumpsy"), 0);
    assert_eq!(t.amber(A), 1, "Fresh Marks' bonus");
}

#[test]
fn fresh_marks_exalts_nothing_when_the_destruction_is_prevented() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fresh Marks"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Dust Pixie");
    t.play("Fresh Marks");
    assert_eq!(t.line(A), ["Dust Pixie"], "the ward stopped it");
    assert_eq!(t.amber_on("Troll"), 0);
}

#[test]
fn jarl_svend_makes_a_token_after_an_enemy_creature_dies_fighting_it() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Jarl Svend"])
        .battleline(B, &["Krump", "Troll"])
        .deck(A, &["Punch"])
        .token(A, "Warrior")
        .start();
    t.fight("Jarl Svend", "Krump");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Warrior", "Jarl Svend"]);
}

#[test]
fn jarl_svend_makes_nothing_when_it_dies_in_the_same_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Jarl Svend"])
        .battleline(B, &["Troll"])
        .deck(A, &["Punch"])
        .token(A, "Warrior")
        .start();
    t.set_damage("Troll", 1);
    t.fight("Jarl Svend", "Troll");
    assert_eq!(t.discard(B), ["Troll"]);
    assert!(t.line(A).is_empty(), "Jarl Svend must survive");
}

#[test]
fn jarl_svend_makes_a_token_when_defending() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Jarl Svend"])
        .battleline(B, &["Krump"])
        .deck(A, &FILLER)
        .token(A, "Warrior")
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Krump", "Jarl Svend");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Warrior", "Jarl Svend"]);
}

#[test]
fn might_club_readies_and_enrages_a_creature() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Might Club"])
        .battleline(A, &["Krump"])
        .start();
    t.set_exhausted("Krump", true);
    t.action("Might Club");
    assert!(!t.exhausted("Krump"));
    assert!(t.card("Krump").is_enraged());
}

#[test]
fn pelf_fights_unharmed_and_the_opponent_loses_1() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Pelf"])
        .battleline(B, &["Mighty Tiger"])
        .amber(B, 3)
        .start();
    t.fight("Pelf", "Mighty Tiger");
    assert_eq!(t.damage("Pelf"), 0, "skirmish");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn press_gang_is_archived_when_an_enemy_creature_was_destroyed_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Press Gang"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Punch"])
        .token(A, "Warrior")
        .start();
    t.fight("Troll", "Dust Pixie");
    t.play("Press Gang");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll", "Warrior"]);
    assert_eq!(t.archives_of(A), ["Press Gang"]);
    assert!(!t.discard(A).contains(&"Press Gang"));
}

#[test]
fn press_gang_goes_to_the_discard_pile_when_no_enemy_creature_was_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Press Gang"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Punch"])
        .token(A, "Warrior")
        .start();
    t.play("Press Gang");
    assert_eq!(t.line(A), ["Warrior"]);
    assert_eq!(t.discard(A), ["Press Gang"]);
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn ragnarok_prep_makes_a_token_then_the_opponent_loses_2_if_you_have_more_creatures() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ragnarok Prep"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Punch"])
        .token(A, "Warrior")
        .amber(B, 5)
        .start();
    t.play("Ragnarok Prep");
    t.choose_option(0);
    assert_eq!(t.amber(B), 3, "2 creatures against 1, counting the token");
}

#[test]
fn ragnarok_prep_takes_nothing_when_creatures_are_equal() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ragnarok Prep"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .deck(A, &["Punch"])
        .token(A, "Warrior")
        .amber(B, 5)
        .start();
    t.play("Ragnarok Prep");
    assert_eq!(t.amber(B), 5, "1 creature against 2");
}

#[test]
fn rant_and_rive_halves_an_opponent_with_8_or_more_rounding_the_loss_down() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Rant and Rive"])
        .amber(B, 9)
        .start();
    t.play("Rant and Rive");
    assert_eq!(t.amber(B), 5, "loses 4 of 9");
}

#[test]
fn rant_and_rive_does_nothing_below_8() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Rant and Rive"])
        .amber(B, 7)
        .start();
    t.play("Rant and Rive");
    assert_eq!(t.amber(B), 7);
}

#[test]
fn rowdy_skald_is_a_vanilla_creature() {
    let mut t = scenario(House::Brobnar).hand(A, &["Rowdy Skald"]).start();
    t.play("Rowdy Skald");
    assert_eq!(t.line(A), ["Rowdy Skald"]);
    assert_eq!(t.power("Rowdy Skald"), 4);
}

#[test]
fn shock_herder_deploys_and_readies_a_neighbor_to_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Shock Herder"])
        .battleline(A, &["Krump", "Dust Pixie"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.set_exhausted("Krump", true);
    t.play("Shock Herder");
    // Deploy: between Krump and Dust Pixie.
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Krump", "Shock Herder", "Dust Pixie"]);
    t.choose("Krump");
    assert_eq!(t.discard(B), ["Mighty Tiger"], "the only creature to fight");
    assert!(t.exhausted("Krump"), "it fought");
}

#[test]
fn stratosmack_makes_a_token_when_its_damage_destroys_the_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Stratosmack"])
        .battleline(B, &["Mighty Tiger", "Dust Pixie"])
        .deck(A, &["Punch"])
        .token(A, "Warrior")
        .start();
    t.play("Stratosmack");
    t.choose("Dust Pixie");
    assert_eq!(t.line(A), ["Warrior"]);
}

#[test]
fn stratosmack_makes_nothing_when_the_creature_survives() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Stratosmack"])
        .battleline(B, &["Mighty Tiger"])
        .deck(A, &["Punch"])
        .token(A, "Warrior")
        .start();
    t.play("Stratosmack");
    assert_eq!(t.damage("Mighty Tiger"), 3);
    assert!(t.line(A).is_empty());
}

#[test]
fn a_berserker_token_enters_ready_and_enraged_and_is_destroyed_after_it_fights() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Press Gang"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Troll"])
        .token(A, "Berserker")
        .start();
    t.play("Press Gang");
    let berserker = t.find("Berserker");
    assert!(!t.g.card(berserker).is_exhausted());
    assert!(t.g.card(berserker).is_enraged());
    t.fight("Berserker", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(t.line(A).is_empty());
    assert_eq!(t.discard(A), ["Press Gang", "Troll"]);
}

#[test]
fn a_warrior_token_cannot_reap_while_an_enemy_creature_is_in_play() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Press Gang"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Troll"])
        .token(A, "Warrior")
        .start();
    t.play("Press Gang");
    let warrior = t.find("Warrior");
    t.g.ready(warrior);
    assert!(!t.is_legal(Choice::Reap(warrior)));
    t.g.destroy(t.find("Dust Pixie"));
    t.advance();
    assert!(t.is_legal(Choice::Reap(warrior)));
}

#[test]
fn a_skirmisher_token_is_dealt_no_damage_when_it_fights() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Press Gang"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Troll"])
        .token(A, "Skirmisher")
        .start();
    t.play("Press Gang");
    let skirmisher = t.find("Skirmisher");
    t.g.ready(skirmisher);
    t.fight("Skirmisher", "Dust Pixie");
    assert_eq!(t.g.card(skirmisher).damage, 0);
}

#[test]
fn ecto_charge_forges_at_20_over_cost_less_1_per_discarded_card_and_is_purged() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ecto-Charge"])
        .discard(A, &["Punch", "Punch", "Punch", "Punch"])
        .amber(A, 22)
        .start();
    t.play("Ecto-Charge");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1, "22 + 1 bonus - (6 + 20 - 4)");
    assert_eq!(t.purged(A), ["Ecto-Charge"]);
}

#[test]
fn ecto_charge_costs_never_less_than_6() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ecto-Charge"])
        .discard(A, &["Punch"; 25])
        .amber(A, 6)
        .start();
    t.play("Ecto-Charge");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1, "6 + 1 bonus - 6");
}

#[test]
fn ecto_charge_goes_to_the_discard_pile_when_no_key_is_forged() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ecto-Charge"])
        .discard(A, &["Punch", "Punch", "Punch", "Punch"])
        .amber(A, 20)
        .start();
    t.play("Ecto-Charge");
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.amber(A), 21);
    assert_eq!(t.discard(A).last(), Some(&"Ecto-Charge"));
    assert!(t.purged(A).is_empty());
}

#[test]
fn curse_of_forgetfulness_enters_under_the_opponents_control() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Curse of Forgetfulness"])
        .start();
    t.play("Curse of Forgetfulness");
    assert_eq!(t.artifacts_of(B), ["Curse of Forgetfulness"]);
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn curse_of_forgetfulness_purges_the_top_of_its_controllers_discard_pile_as_their_turn_ends() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Curse of Forgetfulness"])
        .discard(A, &["Troll"])
        .discard(B, &["Krump", "Bumpsy"])
        .deck(A, &FILLER)
        .deck(B, &FILLER)
        .start();
    t.end_turn();
    assert!(t.purged(A).is_empty(), "not at the end of A's turn");
    assert!(t.purged(B).is_empty());
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.purged(B), ["Bumpsy"], "the top card");
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn endless_hordes_sends_a_ready_token_at_each_enemy_creature_one_at_a_time_ignoring_taunt() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Endless Hordes"])
        .battleline(B, &["Dust Pixie", "Champion Anaphiel", "Mighty Tiger"])
        .deck(A, &FILLER)
        .token(A, "Warrior")
        .start();
    t.play("Endless Hordes");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"], "beside a taunt creature");
    assert_eq!(t.line(A), ["Warrior"]);
    assert!(t.exhausted("Warrior"), "readied, then used to fight");
    t.choose("Mighty Tiger");
    t.choose_option(1);
    assert_eq!(t.discard(B), ["Dust Pixie", "Mighty Tiger"]);
    // Champion Anaphiel, the last, is chosen without asking.
    t.choose_option(1);
    assert_eq!(t.damage("Champion Anaphiel"), 3, "4 less 1 armor");
    assert_eq!(t.line(A), ["Warrior"], "two tokens died fighting");
    assert_eq!(t.deck_of(A).len(), FILLER.len() - 3);
}

#[test]
fn endless_hordes_still_makes_and_readies_the_token_of_a_creature_destroyed_before_its_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Endless Hordes"])
        .battleline(B, &["Dust Pixie", "Krump", "Urchin"])
        .deck(A, &FILLER)
        .token(A, "Grumpus")
        .start();
    t.play("Endless Hordes");
    t.choose("Krump");
    assert_eq!(
        t.discard(B),
        ["Dust Pixie", "Urchin"],
        "splash-attack 1 killed Krump's neighbors"
    );
    t.choose_option(1);
    assert_eq!(t.line(A), ["Grumpus", "Grumpus"], "one per creature gone");
    assert_eq!(t.deck_of(A).len(), FILLER.len() - 3);
    for c in t.find_all("Grumpus") {
        assert!(!t.g.card(c).is_exhausted());
    }
}

#[test]
fn endless_hordes_makes_nothing_without_enemy_creatures() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Endless Hordes"])
        .deck(A, &FILLER)
        .token(A, "Warrior")
        .start();
    t.play("Endless Hordes");
    assert!(t.line(A).is_empty());
}

#[test]
fn frost_giant_does_not_ready_in_its_controllers_ready_cards_step() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Frost Giant", "Krump"])
        .battleline(B, &["Troll"])
        .deck(A, &FILLER)
        .start();
    t.fight("Frost Giant", "Troll");
    t.reap("Krump");
    t.end_turn();
    assert!(t.exhausted("Frost Giant"));
    assert!(!t.exhausted("Krump"));
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(
        t.exhausted("Frost Giant"),
        "still exhausted on its next turn"
    );
}

#[test]
fn frost_giant_readies_by_an_ability() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Might Club"])
        .battleline(A, &["Frost Giant"])
        .start();
    t.set_exhausted("Frost Giant", true);
    t.action("Might Club");
    assert!(!t.exhausted("Frost Giant"));
}

#[test]
fn revna_starsong_keeps_a_friendly_berserker_alive_after_it_fights() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Press Gang"])
        .artifacts(A, &["Ancient Battleground"])
        .battleline(A, &["Revna Starsong"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Troll"])
        .token(A, "Berserker")
        .start();
    t.play("Press Gang");
    t.choose_option(1);
    t.fight("Berserker", "Dust Pixie");
    assert_eq!(t.line(A), ["Revna Starsong", "Berserker"]);
    assert_eq!(t.amber(A), 0, "Ancient Battleground's gain is lost too");
}

#[test]
fn revna_starsong_does_not_spare_an_enemy_berserker() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Press Gang"])
        .battleline(B, &["Revna Starsong", "Dust Pixie"])
        .deck(A, &["Troll"])
        .token(A, "Berserker")
        .start();
    t.play("Press Gang");
    t.fight("Berserker", "Dust Pixie");
    assert!(t.line(A).is_empty());
}

#[test]
fn kretchee_adds_1_to_each_creature_exalted_on_either_side() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fresh Marks"])
        .battleline(A, &["Kretchee", "Dust Pixie"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Fresh Marks");
    t.choose("Dust Pixie");
    t.choose("Troll");
    t.choose("Krump");
    // Bumpsy, the last, is exalted without asking.
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber_on("Krump"), 2);
    assert_eq!(t.amber_on("Bumpsy"), 2);
    assert_eq!(t.amber_on("Kretchee"), 0);
}

#[test]
fn kretchee_adds_1_to_a_creature_that_captures_but_nothing_when_nothing_is_captured() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Raiding Knight"])
        .battleline(B, &["Kretchee"])
        .amber(B, 2)
        .start();
    t.play("Raiding Knight");
    assert_eq!(
        t.amber_on("Raiding Knight"),
        2,
        "1 captured, 1 from Kretchee"
    );
    assert_eq!(t.amber(B), 1);
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Raiding Knight"])
        .battleline(B, &["Kretchee"])
        .start();
    t.play("Raiding Knight");
    assert_eq!(t.amber_on("Raiding Knight"), 0, "an empty pool: no capture");
}

#[test]
fn near_future_lens_reveals_the_top_card_of_its_controllers_deck_to_both_players() {
    let t = scenario(House::Brobnar)
        .artifacts(A, &["Near-Future Lens"])
        .deck(A, &["Dust Pixie", "Troll"])
        .deck(B, &["Krump", "Bumpsy"])
        .start();
    let top = t.find("Dust Pixie");
    assert_eq!(t.g.revealed_deck_top(A), top);
    assert!(t.g.knows(B, top));
    assert!(!t.g.knows(B, t.find("Troll")), "only the top card");
    assert!(!t.g.knows(A, t.find("Krump")), "not the opponent's deck");
}

#[test]
fn near_future_lens_plays_the_top_card_of_the_deck_whatever_its_house() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Near-Future Lens"])
        .deck(A, &["Dust Pixie", "Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Near-Future Lens")));
    assert_eq!(
        t.line(A),
        ["Dust Pixie"],
        "an Untamed card on a Brobnar turn"
    );
    assert_eq!(t.amber(A), 2, "its bonus");
    assert_eq!(
        t.g.revealed_deck_top(A),
        t.find("Troll"),
        "the next top card"
    );
}
