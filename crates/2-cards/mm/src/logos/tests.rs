//! Tests of the Logos cards of Mass Mutation: one ruling per card and
//! branch, and the rulings of the rulebook and FAQ that name them.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, DecisionKind, Flank};
use keysim_facts::{House, Icons};

/// Puts the creature being played on the right flank, if asked where.
fn place_right_if_asked(t: &mut Test) {
    if matches!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::Placement { .. })
    ) {
        t.flank(Flank::Right);
    }
}

/// Ends A's turn: B's turn starts, B choosing `house`.
fn to_turn_of_b(t: &mut Test, house: House) {
    t.end_turn();
    t.apply(Choice::House(house));
}

// ----- Auto-Encoder ---------------------------------------------------------

#[test]
fn auto_encoder_archives_the_top_card_after_a_card_is_discarded_from_hand() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Auto-Encoder"])
        .hand(A, &["Doc Bookton"])
        .deck(A, &["Krump", "Bumpsy"])
        .start();
    t.discard_card("Doc Bookton");
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

#[test]
fn auto_encoder_ignores_the_opponents_discards() {
    let mut t = scenario(House::Logos)
        .artifacts(B, &["Auto-Encoder"])
        .hand(A, &["Doc Bookton"])
        .deck(B, &["Krump"])
        .start();
    t.discard_card("Doc Bookton");
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.deck_of(B), ["Krump"]);
}

// ----- Bot Bookton ----------------------------------------------------------

#[test]
fn bot_bookton_plays_the_top_card_of_the_deck() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Bot Bookton"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.reap("Bot Bookton");
    place_right_if_asked(&mut t);
    assert_eq!(t.line(A), ["Bot Bookton", "Troll"], "even of another house");
    assert_eq!(t.deck_of(A), ["Krump"]);
}

// ----- Dæmo-Bot -------------------------------------------------------------

#[test]
fn daemo_bot_discards_a_card_to_draw_a_card() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dæmo-Bot"])
        .hand(A, &["Troll", "Bumpsy"])
        .deck(A, &["Krump"])
        .start();
    t.reap("Dæmo-Bot");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Bumpsy", "Krump"]);
}

#[test]
fn daemo_bot_with_an_empty_hand_draws_nothing() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dæmo-Bot"])
        .deck(A, &["Krump"])
        .start();
    t.reap("Dæmo-Bot");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn daemo_bot_steals_one_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dæmo-Bot"])
        .amber(A, 2)
        .start();
    t.fight("Troll", "Dæmo-Bot");
    assert_eq!(t.discard(B), ["Dæmo-Bot"]);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber(A), 1);
}

// ----- Diametric Charge -----------------------------------------------------

#[test]
fn diametric_charge_deals_one_with_two_splash() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Diametric Charge"])
        .battleline(B, &["Krump", "Troll", "Bumpsy"])
        .start();
    t.play("Diametric Charge");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Bumpsy"), 2);
    assert_eq!(t.amber(A), 1);
}

// ----- Eclectic Inquiry -----------------------------------------------------

#[test]
fn eclectic_inquiry_archives_the_top_two_cards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Eclectic Inquiry"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Eclectic Inquiry");
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

// ----- Even Ivan and Odd Clawde ---------------------------------------------

#[test]
fn even_ivan_steals_when_the_opponent_has_an_even_amount() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Even Ivan"])
        .amber(B, 4)
        .start();
    t.action("Even Ivan");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn even_ivan_does_not_steal_from_an_odd_amount() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Even Ivan"])
        .amber(B, 3)
        .start();
    t.action("Even Ivan");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn even_ivan_steals_nothing_from_zero() {
    let mut t = scenario(House::Logos).battleline(A, &["Even Ivan"]).start();
    t.action("Even Ivan");
    assert_eq!(t.amber(A), 0, "zero is even, but there is nothing to steal");
}

#[test]
fn odd_clawde_steals_when_the_opponent_has_an_odd_amount() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Odd Clawde"])
        .amber(B, 3)
        .start();
    t.action("Odd Clawde");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn odd_clawde_does_not_steal_from_an_even_amount() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Odd Clawde"])
        .amber(B, 4)
        .start();
    t.action("Odd Clawde");
    assert_eq!(t.amber(B), 4);
}

// ----- Infomorph ------------------------------------------------------------

#[test]
fn infomorphs_enhance_does_nothing_when_it_is_played() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Infomorph"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.play("Infomorph");
    assert_eq!(t.line(A), ["Infomorph"]);
    assert!(t.hand_of(A).is_empty(), "its draw icons are on other cards");
    assert_eq!(t.power("Infomorph"), 4);
}

// ----- Lethologica ----------------------------------------------------------

#[test]
fn lethologica_discards_until_a_logos_card_and_takes_it() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Lethologica"])
        .deck(A, &["Troll", "Krump", "Doc Bookton", "Bumpsy"])
        .start();
    t.play("Lethologica");
    assert_eq!(t.hand_of(A), ["Doc Bookton"]);
    assert_eq!(t.discard(A), ["Troll", "Krump", "Lethologica"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

#[test]
fn lethologica_without_a_logos_card_discards_the_whole_deck() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Lethologica"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.play("Lethologica");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.discard(A), ["Troll", "Krump", "Lethologica"]);
    assert!(t.deck_of(A).is_empty());
}

// ----- Munchling ------------------------------------------------------------

#[test]
fn munchling_discards_a_logos_card_from_archives_to_gain_one() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Munchling"])
        .battleline(B, &["Dust Pixie"])
        .archives(A, &["Doc Bookton"])
        .start();
    t.fight("Munchling", "Dust Pixie");
    t.choose("Doc Bookton");
    assert_eq!(t.discard(A), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn munchling_may_discard_from_hand_but_not_a_card_of_another_house() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Munchling"])
        .battleline(B, &["Dust Pixie"])
        .hand(A, &["Troll", "Doc Bookton"])
        .start();
    t.fight("Munchling", "Dust Pixie");
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Target(troll)));
    t.choose("Doc Bookton");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn munchling_gains_nothing_without_a_discard() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Munchling"])
        .battleline(B, &["Dust Pixie"])
        .hand(A, &["Doc Bookton"])
        .start();
    t.fight("Munchling", "Dust Pixie");
    t.pass();
    assert_eq!(t.hand_of(A), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn munchling_gains_nothing_for_an_opponents_card_that_goes_home_instead() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Munchling"])
        .battleline(B, &["Dust Pixie", "Doc Bookton"])
        .start();
    let doc = t.find("Doc Bookton");
    t.g.archive_into(A, doc);
    t.advance();
    assert_eq!(t.archives_of(A), ["Doc Bookton"]);
    t.fight("Munchling", "Dust Pixie");
    t.choose("Doc Bookton");
    assert_eq!(t.hand_of(B), ["Doc Bookton"], "back to its owner's hand");
    assert_eq!(t.amber(A), 0, "not discarded");
}

#[test]
fn munchling_takes_no_damage_fighting_thanks_to_skirmish() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Munchling"])
        .battleline(B, &["Krump"])
        .start();
    t.fight("Munchling", "Krump");
    assert_eq!(t.damage("Munchling"), 0);
    assert_eq!(t.damage("Krump"), 3);
}

// ----- Opposition Research --------------------------------------------------

#[test]
fn opposition_research_stops_enemy_reaps_on_the_opponents_next_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Opposition Research"])
        .battleline(B, &["Krump"])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    t.play("Opposition Research");
    to_turn_of_b(&mut t, House::Brobnar);
    let krump = t.find("Krump");
    assert!(!t.is_legal(Choice::Reap(krump)));
}

#[test]
fn opposition_research_does_not_stop_friendly_reaps() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Opposition Research"])
        .battleline(A, &["Doc Bookton"])
        .start();
    t.play("Opposition Research");
    t.reap("Doc Bookton");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn opposition_research_ends_when_its_controllers_next_turn_starts() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Opposition Research"])
        .battleline(B, &["Krump"])
        .houses(A, [House::Logos, House::Dis, House::Mars])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    t.play("Opposition Research");
    to_turn_of_b(&mut t, House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    assert!(t.g.lasting_effects().is_empty());
}

// ----- Q-Mechs --------------------------------------------------------------

#[test]
fn q_mechs_draws_a_card_when_played() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Q-Mechs"])
        .deck(A, &["Troll"])
        .start();
    t.play("Q-Mechs");
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn q_mechs_is_archived_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Q-Mechs"])
        .start();
    t.fight("Troll", "Q-Mechs");
    assert_eq!(t.archives_of(B), ["Q-Mechs"]);
    assert!(t.discard(B).is_empty());
}

// ----- Titan Engineer -------------------------------------------------------

#[test]
fn titan_engineer_raises_keys_when_not_on_a_flank() {
    let t = scenario(House::Logos)
        .battleline(A, &["Krump", "Titan Engineer", "Troll"])
        .start();
    assert_eq!(t.g.key_cost(A), 7);
    assert_eq!(t.g.key_cost(B), 7);
}

#[test]
fn titan_engineer_on_a_flank_raises_nothing() {
    let t = scenario(House::Logos)
        .battleline(A, &["Titan Engineer", "Troll"])
        .start();
    assert_eq!(t.g.key_cost(A), 6);
    assert_eq!(t.g.key_cost(B), 6);
}

// ----- Causal Loop ----------------------------------------------------------

#[test]
fn causal_loop_archives_a_card_and_itself() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Causal Loop", "Troll", "Krump"])
        .start();
    t.play("Causal Loop");
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll", "Causal Loop"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn causal_loop_with_an_empty_hand_still_archives_itself() {
    let mut t = scenario(House::Logos).hand(A, &["Causal Loop"]).start();
    t.play("Causal Loop");
    assert_eq!(t.archives_of(A), ["Causal Loop"]);
}

// ----- Forge Compiler -------------------------------------------------------

#[test]
fn forge_compiler_wards_friendly_creatures_after_the_opponent_forges() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Forge Compiler"])
        .battleline(A, &["Troll", "Doc Bookton"])
        .battleline(B, &["Krump"])
        .amber(B, 6)
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_turn_of_b(&mut t, House::Brobnar);
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.discard(A), ["Forge Compiler"]);
    assert!(t.card("Troll").is_warded());
    assert!(t.card("Doc Bookton").is_warded());
    assert!(
        !t.card("Krump").is_warded(),
        "enemy creatures are not warded"
    );
}

#[test]
fn forge_compiler_ignores_its_controllers_own_keys() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Forge Compiler"])
        .battleline(A, &["Troll"])
        .amber(A, 6)
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_turn_of_b(&mut t, House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.artifacts_of(A), ["Forge Compiler"]);
    assert!(!t.card("Troll").is_warded());
}

// ----- Krrrzzzaaap!!! -------------------------------------------------------

#[test]
fn krrrzzzaaap_destroys_each_non_mutant_creature_and_gives_a_chain() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Krrrzzzaaap!!!"])
        .battleline(A, &["Dysania", "Troll"])
        .battleline(B, &["Rogue Ogre", "Krump"])
        .start();
    t.play("Krrrzzzaaap!!!");
    assert_eq!(t.line(A), ["Dysania"]);
    assert_eq!(t.line(B), ["Rogue Ogre"]);
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.g.player(A).chains, 1);
}

// ----- Mutagenic Serum ------------------------------------------------------

#[test]
fn mutagenic_serum_lets_friendly_mutants_be_used_this_turn() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Mutagenic Serum"])
        .battleline(A, &["Dysania", "Doc Bookton"])
        .start();
    let dysania = t.find("Dysania");
    assert!(!t.is_legal(Choice::Reap(dysania)));
    t.apply(Choice::Omni(t.find("Mutagenic Serum")));
    assert_eq!(t.discard(A), ["Mutagenic Serum"]);
    assert!(
        !t.is_legal(Choice::Reap(t.find("Doc Bookton"))),
        "not a Mutant"
    );
    t.reap("Dysania");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn mutagenic_serum_lasts_only_this_turn() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Mutagenic Serum"])
        .battleline(A, &["Dysania"])
        .houses(A, [House::Brobnar, House::Dis, House::Mars])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    t.apply(Choice::Omni(t.find("Mutagenic Serum")));
    to_turn_of_b(&mut t, House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.is_legal(Choice::Reap(t.find("Dysania"))));
}

// ----- Novu Dynamo ----------------------------------------------------------

/// A's turn ends, B's turn passes, and A's next turn starts.
fn to_next_turn_of_a(t: &mut Test) {
    to_turn_of_b(t, House::Brobnar);
    t.end_turn();
}

#[test]
fn novu_dynamo_discards_a_logos_card_to_gain_one_at_the_start_of_the_turn() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Novu Dynamo"])
        .archives(A, &["Doc Bookton"])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_next_turn_of_a(&mut t);
    t.choose("Doc Bookton");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(A), ["Doc Bookton"]);
    assert_eq!(t.line(A), ["Novu Dynamo"]);
}

#[test]
fn novu_dynamo_is_destroyed_when_its_controller_declines() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Novu Dynamo"])
        .archives(A, &["Doc Bookton"])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_next_turn_of_a(&mut t);
    t.pass();
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.discard(A), ["Novu Dynamo"]);
    assert_eq!(t.archives_of(A), ["Doc Bookton"]);
}

#[test]
fn novu_dynamo_without_a_logos_card_is_destroyed() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Novu Dynamo"])
        .archives(A, &["Troll"])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_next_turn_of_a(&mut t);
    assert_eq!(t.discard(A), ["Novu Dynamo"]);
    assert_eq!(t.archives_of(A), ["Troll"]);
}

#[test]
fn novu_dynamo_does_nothing_at_the_start_of_the_opponents_turn() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Novu Dynamo"])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_turn_of_b(&mut t, House::Brobnar);
    assert_eq!(t.line(A), ["Novu Dynamo"]);
}

// ----- Professor Terato -----------------------------------------------------

#[test]
fn professor_terato_gives_each_mutant_reap_draw_a_card() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Professor Terato", "Dysania", "Titan Engineer"])
        .battleline(B, &["Rogue Ogre"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.reap("Dysania");
    assert_eq!(t.hand_of(A), ["Troll"]);
    t.reap("Professor Terato");
    assert_eq!(t.hand_of(A), ["Troll", "Krump"], "itself a Mutant");
    t.reap("Titan Engineer");
    assert_eq!(t.hand_of(A).len(), 2, "not a Mutant");
}

#[test]
fn professor_terato_also_gives_enemy_mutants_the_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Rogue Ogre"])
        .battleline(B, &["Professor Terato"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Rogue Ogre");
    assert_eq!(t.hand_of(A), ["Troll"]);
}

// ----- Adaptoid -------------------------------------------------------------

#[test]
fn adaptoid_gains_two_armor_after_a_card_with_a_bonus_icon_is_played() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Adaptoid"])
        .hand(A, &["Eclectic Inquiry"])
        .start();
    t.play("Eclectic Inquiry");
    t.choose_option(0);
    assert_eq!(t.armor("Adaptoid"), 2);
    t.end_turn();
    assert_eq!(t.armor("Adaptoid"), 0, "for the remainder of the turn");
}

#[test]
fn adaptoid_may_gain_assault_two() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Adaptoid"])
        .battleline(B, &["Troll"])
        .hand(A, &["Eclectic Inquiry"])
        .start();
    t.play("Eclectic Inquiry");
    t.choose_option(1);
    t.fight("Adaptoid", "Troll");
    assert_eq!(t.damage("Troll"), 6, "2 assault and 4 power");
}

#[test]
fn adaptoid_may_gain_fight_steal_one() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Adaptoid"])
        .battleline(B, &["Dust Pixie"])
        .hand(A, &["Eclectic Inquiry"])
        .amber(B, 3)
        .start();
    t.play("Eclectic Inquiry");
    t.choose_option(2);
    t.fight("Adaptoid", "Dust Pixie");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 2, "1 from the card's bonus, 1 stolen");
}

#[test]
fn adaptoid_ignores_a_card_without_bonus_icons() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Adaptoid"])
        .hand(A, &["Causal Loop"])
        .start();
    t.play("Causal Loop");
    assert!(t.g.lasting_effects().is_empty());
    assert_eq!(t.armor("Adaptoid"), 0);
}

// ----- Auto-Vac 5150 --------------------------------------------------------

#[test]
fn auto_vac_discards_from_archives_to_raise_the_opponents_next_keys() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Auto-Vac 5150"])
        .archives(A, &["Troll"])
        .hand(A, &["Krump"])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    t.action("Auto-Vac 5150");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Krump"], "nothing archived");
    assert_eq!(t.g.key_cost(B), 6, "not on A's turn");
    to_turn_of_b(&mut t, House::Brobnar);
    assert_eq!(t.g.key_cost(B), 9);
    assert_eq!(t.g.key_cost(A), 9, "every key forged in that turn");
}

#[test]
fn auto_vac_archives_a_card_when_nothing_is_discarded() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Auto-Vac 5150"])
        .archives(A, &["Troll"])
        .hand(A, &["Krump"])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    t.action("Auto-Vac 5150");
    t.pass();
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    to_turn_of_b(&mut t, House::Brobnar);
    assert_eq!(t.g.key_cost(B), 6);
}

#[test]
fn auto_vac_with_empty_archives_archives_a_card() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Auto-Vac 5150"])
        .hand(A, &["Krump"])
        .start();
    t.action("Auto-Vac 5150");
    assert_eq!(t.archives_of(A), ["Krump"]);
}

// ----- Library Card ---------------------------------------------------------

#[test]
fn library_card_is_purged_and_each_card_played_this_turn_draws_a_card() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Library Card"])
        .hand(A, &["Causal Loop", "Doc Bookton"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.action("Library Card");
    assert_eq!(t.purged(A), ["Library Card"]);
    t.play("Doc Bookton");
    assert_eq!(t.hand_of(A), ["Causal Loop", "Troll"]);
    t.play("Causal Loop");
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Krump"]);
}

#[test]
fn library_card_ends_with_the_turn() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Library Card"])
        .start();
    t.action("Library Card");
    assert_eq!(t.g.lasting_effects().len(), 1);
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

// ----- Mind Over Matter -----------------------------------------------------

#[test]
fn mind_over_matter_puts_each_creature_into_its_owners_archives() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Mind Over Matter"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.play("Mind Over Matter");
    assert!(t.line(A).is_empty());
    assert!(t.line(B).is_empty());
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.archives_of(B), ["Krump", "Bumpsy"]);
}

#[test]
fn mind_over_matter_is_stopped_by_a_ward() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Mind Over Matter"])
        .battleline(B, &["Krump"])
        .start();
    t.set_ward("Krump");
    t.play("Mind Over Matter");
    assert_eq!(t.line(B), ["Krump"]);
    assert!(!t.card("Krump").is_warded());
}

// ----- It's Coming... -------------------------------------------------------

#[test]
fn its_coming_finds_half_of_a_gigantic_creature_in_the_deck() {
    let mut t = scenario(House::Logos)
        .hand(A, &["It’s Coming..."])
        .deck(A, &["Troll", "{ultra-gravitron2}", "Krump"])
        .start();
    t.play("It’s Coming...");
    assert_eq!(t.hand_of(A), ["Ultra Gravitron"]);
    assert!(t.g.knows(B, t.find("Ultra Gravitron")), "revealed");
    assert_eq!(t.deck_of(A).len(), 2);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn its_coming_may_take_either_half_from_the_discard_pile() {
    let mut t = scenario(House::Logos)
        .hand(A, &["It’s Coming..."])
        .discard(A, &["{ultra-gravitron}"])
        .deck(A, &["{ultra-gravitron2}"])
        .start();
    t.play("It’s Coming...");
    let halves = t.find_all("Ultra Gravitron");
    let in_discard = halves
        .into_iter()
        .find(|&c| t.g.card(c).location == keysim_engine::Location::Discard)
        .unwrap();
    t.choose_card(in_discard);
    assert_eq!(t.hand_of(A), ["Ultra Gravitron"]);
    assert_eq!(t.deck_of(A), ["Ultra Gravitron"]);
    assert_eq!(t.discard(A), ["It’s Coming..."]);
}

#[test]
fn its_coming_finds_nothing_without_a_gigantic_creature() {
    let mut t = scenario(House::Logos)
        .hand(A, &["It’s Coming..."])
        .deck(A, &["Troll"])
        .discard(A, &["Krump"])
        .start();
    t.play("It’s Coming...");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.deck_of(A), ["Troll"]);
}

// ----- Chronus --------------------------------------------------------------

const TWO_DRAWS: Icons = Icons {
    draw: 2,
    ..Icons::NONE
};

#[test]
fn chronus_may_archive_a_card_after_each_draw_icon() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Chronus"])
        .hand(A, &["Eclectic Inquiry", "Punch"])
        .deck(A, &["Troll", "Krump", "Bumpsy", "Smith"])
        .start();
    t.set_icons("Eclectic Inquiry", TWO_DRAWS);
    t.play("Eclectic Inquiry");
    assert_eq!(t.hand_of(A), ["Punch", "Troll"], "one card drawn so far");
    t.choose("Punch");
    assert_eq!(t.hand_of(A), ["Troll", "Krump"]);
    t.choose("Krump");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.archives_of(A), ["Punch", "Krump", "Bumpsy", "Smith"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn chronus_archiving_is_optional() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Chronus"])
        .hand(A, &["Eclectic Inquiry", "Punch"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.set_icons(
        "Eclectic Inquiry",
        Icons {
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Eclectic Inquiry");
    t.pass();
    assert_eq!(t.hand_of(A), ["Punch", "Troll"]);
    assert_eq!(t.archives_of(A), ["Krump", "Bumpsy"]);
}

#[test]
fn chronus_ignores_the_opponents_draw_icons() {
    let mut t = scenario(House::Logos)
        .battleline(B, &["Chronus"])
        .hand(A, &["Eclectic Inquiry", "Punch"])
        .hand(B, &["Troll"])
        .deck(A, &["Krump", "Bumpsy", "Smith"])
        .start();
    t.set_icons(
        "Eclectic Inquiry",
        Icons {
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Eclectic Inquiry");
    assert!(!t.asks_target());
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.hand_of(A), ["Punch", "Krump"]);
}

#[test]
fn chronus_ignores_other_icons() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Chronus"])
        .hand(A, &["Eclectic Inquiry", "Punch"])
        .deck(A, &["Krump", "Bumpsy"])
        .start();
    t.play("Eclectic Inquiry");
    assert!(!t.asks_target(), "an Æmber icon only");
    assert_eq!(t.archives_of(A), ["Krump", "Bumpsy"]);
}

// ----- Fission Bloom --------------------------------------------------------

#[test]
fn fission_bloom_resolves_the_next_cards_icons_an_additional_time() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Fission Bloom"])
        .hand(A, &["Eclectic Inquiry", "Diametric Charge"])
        .deck(A, &["Troll", "Krump", "Bumpsy", "Smith"])
        .start();
    t.set_icons(
        "Eclectic Inquiry",
        Icons {
            draw: 1,
            ..Icons::NONE
        },
    );
    t.action("Fission Bloom");
    t.play("Eclectic Inquiry");
    assert_eq!(t.amber(A), 2, "its Æmber bonus twice");
    assert_eq!(t.hand_of(A), ["Diametric Charge", "Troll", "Krump"]);
    assert_eq!(t.archives_of(A), ["Bumpsy", "Smith"]);
    assert!(t.g.lasting_effects().is_empty(), "used up");
}

#[test]
fn fission_bloom_applies_only_to_the_next_card_played() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Fission Bloom"])
        .hand(A, &["Causal Loop", "Eclectic Inquiry", "Punch"])
        .start();
    t.action("Fission Bloom");
    t.play("Causal Loop");
    t.choose("Punch");
    assert!(
        t.g.lasting_effects().is_empty(),
        "a card without icons uses it"
    );
    t.play("Eclectic Inquiry");
    assert_eq!(t.amber(A), 1, "its Æmber bonus once");
}

#[test]
fn fission_bloom_ends_with_the_turn() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Fission Bloom"])
        .start();
    t.action("Fission Bloom");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn fission_bloom_and_ultra_gravitron_resolve_all_the_purged_creatures_icons_twice() {
    // FAQ: Ultra Gravitron's "as if you had played" triggers Fission Bloom.
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Fission Bloom"])
        .battleline(A, &["{ultra-gravitron}"])
        .battleline(B, &["Krump"])
        .archives(A, &["Punch"])
        .deck(A, &["Troll", "Bumpsy", "Smith"])
        .start();
    t.set_icons(
        "Krump",
        Icons {
            amber: 1,
            draw: 1,
            ..Icons::NONE
        },
    );
    t.action("Fission Bloom");
    t.reap("Ultra Gravitron");
    t.choose("Krump");
    assert_eq!(t.purged(B), ["Krump"]);
    assert_eq!(t.amber(A), 1 + 2, "the reap, then 1 Æmber icon twice");
    assert_eq!(t.hand_of(A), ["Troll", "Bumpsy"]);
}

// ----- Ultra Gravitron ------------------------------------------------------

#[test]
fn ultra_gravitron_played_from_both_halves_archives_the_top_five_cards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["{ultra-gravitron}", "{ultra-gravitron2}"])
        .deck(A, &["Troll", "Krump", "Bumpsy", "Smith", "Punch", "Anger"])
        .start();
    t.apply(Choice::Play(t.find("{ultra-gravitron}")));
    assert_eq!(t.line(A), ["Ultra Gravitron"]);
    assert_eq!(
        t.archives_of(A),
        ["Troll", "Krump", "Bumpsy", "Smith", "Punch"]
    );
    assert_eq!(t.deck_of(A), ["Anger"]);
}

#[test]
fn ultra_gravitron_discards_from_archives_to_purge_a_creature_and_resolve_its_icons() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{ultra-gravitron}"])
        .battleline(B, &["Krump", "Bumpsy"])
        .archives(A, &["Punch"])
        .deck(A, &["Troll", "Smith"])
        .amber(B, 2)
        .start();
    t.set_icons(
        "Krump",
        Icons {
            capture: 1,
            draw: 1,
            ..Icons::NONE
        },
    );
    t.reap("Ultra Gravitron");
    assert_eq!(t.discard(A), ["Punch"]);
    t.choose("Krump");
    assert_eq!(t.purged(B), ["Krump"]);
    assert_eq!(t.amber_on("Ultra Gravitron"), 1, "the capture icon");
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.hand_of(A), ["Troll"], "the draw icon");
    assert_eq!(t.amber(A), 1, "the reap");
}

#[test]
fn ultra_gravitron_does_the_same_when_it_fights() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{ultra-gravitron}"])
        .battleline(B, &["Krump", "Bumpsy"])
        .archives(A, &["Punch"])
        .start();
    t.set_icons(
        "Bumpsy",
        Icons {
            amber: 2,
            ..Icons::NONE
        },
    );
    t.fight("Ultra Gravitron", "Krump");
    assert_eq!(t.discard(B), ["Krump"]);
    t.choose("Bumpsy");
    assert_eq!(t.purged(B), ["Bumpsy"]);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn ultra_gravitron_with_empty_archives_purges_nothing() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{ultra-gravitron}"])
        .battleline(B, &["Krump"])
        .start();
    t.reap("Ultra Gravitron");
    assert!(!t.asks_target());
    assert_eq!(t.line(B), ["Krump"]);
    assert!(t.purged(B).is_empty());
}

#[test]
fn ultra_gravitron_against_a_ward_loses_the_ward_but_still_resolves_the_icons() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["{ultra-gravitron}"])
        .battleline(B, &["Krump"])
        .archives(A, &["Punch"])
        .start();
    t.set_ward("Krump");
    t.set_icons(
        "Krump",
        Icons {
            amber: 1,
            ..Icons::NONE
        },
    );
    t.reap("Ultra Gravitron");
    t.choose("Krump");
    assert_eq!(t.line(B), ["Krump"]);
    assert!(!t.card("Krump").is_warded());
    assert_eq!(t.amber(A), 2, "the reap and the Æmber icon");
}

// ----- Animator -------------------------------------------------------------

#[test]
fn animator_makes_an_artifact_a_three_power_creature_of_the_active_house() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Animator", "The Warchest"])
        .battleline(A, &["Troll"])
        .start();
    t.action("Animator");
    t.choose("The Warchest");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll", "The Warchest"]);
    assert_eq!(t.artifacts_of(A), ["Animator"]);
    assert_eq!(t.power("The Warchest"), 3);
    let chest = t.find("The Warchest");
    assert!(t.g.belongs_to(chest, House::Logos));
    t.reap("The Warchest");
    assert_eq!(t.amber(A), 1, "used as a Logos creature");
}

#[test]
fn animator_puts_the_artifact_back_as_the_turn_ends() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Animator", "The Warchest"])
        .start();
    t.action("Animator");
    t.choose("The Warchest");
    assert_eq!(t.line(A), ["The Warchest"], "no flank to choose");
    t.end_turn();
    assert!(t.line(A).is_empty());
    assert_eq!(t.artifacts_of(A), ["Animator", "The Warchest"]);
    let chest = t.find("The Warchest");
    assert!(!t.g.belongs_to(chest, House::Logos));
}

#[test]
fn animator_moves_an_enemy_artifact_to_its_controllers_battleline() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Animator"])
        .battleline(A, &["Titan Engineer"])
        .artifacts(B, &["The Warchest"])
        .battleline(B, &["Krump"])
        .start();
    t.action("Animator");
    t.choose("The Warchest");
    t.choose_option(0);
    assert_eq!(t.line(B), ["The Warchest", "Krump"]);
    t.fight("Titan Engineer", "The Warchest");
    assert_eq!(t.discard(B), ["The Warchest"], "destroyed as a creature");
}

// ----- Cyber-Clone ----------------------------------------------------------

#[test]
fn cyber_clone_takes_the_purged_creatures_power_armor_keywords_and_traits() {
    use keysim_facts::{traits, Keywords};
    let mut t = scenario(House::Logos)
        .hand(A, &["Cyber-Clone"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Champion Anaphiel", "Krump"])
        .start();
    t.play("Cyber-Clone");
    place_right_if_asked(&mut t);
    t.choose("Champion Anaphiel");
    assert_eq!(t.purged(B), ["Champion Anaphiel"]);
    let clone = t.find("Cyber-Clone");
    assert_eq!(t.power("Cyber-Clone"), 6);
    assert_eq!(t.armor("Cyber-Clone"), 1);
    assert!(t.g.keywords(clone).contains(Keywords::TAUNT));
    assert!(t.g.has_trait(clone, traits::KNIGHT));
    assert!(t.g.has_trait(clone, traits::SPIRIT));
    assert!(t.g.has_trait(clone, traits::MUTANT), "its own trait stays");
}

#[test]
fn cyber_clone_loses_it_all_once_it_leaves_play() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Cyber-Clone"])
        .battleline(B, &["Champion Anaphiel", "Krump"])
        .start();
    t.play("Cyber-Clone");
    t.choose("Krump");
    assert_eq!(t.power("Cyber-Clone"), 6);
    let clone = t.find("Cyber-Clone");
    t.g.return_to_hand(clone);
    t.advance();
    assert!(t.g.lasting_effects().is_empty());
    assert_eq!(t.power("Cyber-Clone"), 1);
}

#[test]
fn cyber_clone_cannot_purge_itself() {
    let mut t = scenario(House::Logos).hand(A, &["Cyber-Clone"]).start();
    t.play("Cyber-Clone");
    assert_eq!(t.line(A), ["Cyber-Clone"]);
    assert_eq!(t.power("Cyber-Clone"), 1);
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn cyber_clone_still_copies_the_creature_when_a_ward_stops_the_purge() {
    // Text after a prevented part still resolves unless the card says "if
    // you do": the ward stops the purge, and Cyber-Clone takes Champion
    // Anaphiel's printed power, armor, keywords and traits all the same.
    use keysim_facts::{traits, Keywords};
    let mut t = scenario(House::Logos)
        .hand(A, &["Cyber-Clone"])
        .battleline(B, &["Champion Anaphiel"])
        .start();
    t.set_ward("Champion Anaphiel");
    t.play("Cyber-Clone");
    assert_eq!(t.line(B), ["Champion Anaphiel"], "not purged");
    assert!(!t.card("Champion Anaphiel").is_warded());
    let clone = t.find("Cyber-Clone");
    assert_eq!(t.power("Cyber-Clone"), 6);
    assert_eq!(t.armor("Cyber-Clone"), 1);
    assert!(t.g.keywords(clone).contains(Keywords::TAUNT));
    assert!(t.g.has_trait(clone, traits::KNIGHT));
}

// ----- The Archivist --------------------------------------------------------

#[test]
fn the_archivist_is_archived_faceup() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Causal Loop", "The Archivist", "Troll"])
        .start();
    t.play("Causal Loop");
    t.choose("The Archivist");
    assert_eq!(t.archives_of(A), ["The Archivist", "Causal Loop"]);
    assert!(t.g.knows(B, t.find("The Archivist")));
}

#[test]
fn another_card_archived_from_hand_stays_facedown() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Causal Loop", "The Archivist", "Troll"])
        .start();
    t.play("Causal Loop");
    t.choose("Troll");
    assert!(!t.g.knows(B, t.find("Troll")));
}

/// Ends A's turn and B's: A's next turn starts with Logos chosen.
fn to_step_two_of_a(t: &mut Test) {
    to_turn_of_b(t, House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Logos));
}

#[test]
fn the_archivist_in_archives_lets_any_number_of_cards_be_picked_up() {
    let mut t = scenario(House::Logos)
        .archives(A, &["The Archivist", "Troll", "Krump"])
        .houses(A, [House::Logos, House::Dis, House::Mars])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_step_two_of_a(&mut t);
    assert_eq!(t.g.decision().unwrap().kind, DecisionKind::Archives);
    t.choose("Troll");
    t.choose("The Archivist");
    t.apply(Choice::LeaveArchives);
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert!(t.hand_of(A).contains(&"Troll"));
    assert!(t.hand_of(A).contains(&"The Archivist"));
    assert!(!t.hand_of(A).contains(&"Krump"));
}

#[test]
fn the_archivist_still_allows_picking_up_all_archives() {
    let mut t = scenario(House::Logos)
        .archives(A, &["The Archivist", "Troll"])
        .houses(A, [House::Logos, House::Dis, House::Mars])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_step_two_of_a(&mut t);
    t.apply(Choice::PickUpArchives);
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn the_archivist_in_the_opponents_archives_changes_nothing_for_you() {
    let mut t = scenario(House::Logos)
        .archives(A, &["Troll", "Krump"])
        .archives(B, &["The Archivist"])
        .houses(A, [House::Logos, House::Dis, House::Mars])
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    to_turn_of_b(&mut t, House::Brobnar);
    t.apply(Choice::LeaveArchives);
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
}
