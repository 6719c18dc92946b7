//! Tests of the Saurian cards of Winds of Exchange: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{CardRef, Choice, Flank, Identity, Location};
use keysim_facts::House;

/// Answers the flank of each token being made: the left one.
fn tokens_on_the_left(t: &mut Test, n: usize) {
    for _ in 0..n {
        t.apply(Choice::Option(0));
    }
}

/// The token creatures in play.
fn tokens(t: &Test) -> Vec<CardRef> {
    t.g.all_cards()
        .filter(|&c| t.g.in_battleline(c) && t.g.identity(c) == Identity::Token)
        .collect()
}

#[test]
fn conscription_makes_one_token_per_enemy_creature_beyond_yours() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Conscription"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy", "Dust Pixie"])
        .deck(A, &["Punch", "Punch", "Punch"])
        .token(A, "Trooper")
        .start();
    t.play("Conscription");
    tokens_on_the_left(&mut t, 2);
    assert_eq!(t.line(A), ["Trooper", "Trooper", "Krump"], "3 - 1 = 2");
    assert_eq!(t.deck_of(A).len(), 1);
}

#[test]
fn conscription_makes_nothing_when_you_have_as_many_creatures() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Conscription"])
        .battleline(A, &["Krump", "Dust Pixie"])
        .battleline(B, &["Troll", "Bumpsy"])
        .deck(A, &["Punch", "Punch"])
        .token(A, "Trooper")
        .start();
    t.play("Conscription");
    assert_eq!(t.line(A), ["Krump", "Dust Pixie"]);
    assert_eq!(t.discard(A), ["Conscription"]);
}

#[test]
fn aembrosia_outpost_puts_a_creature_under_its_owners_deck_and_takes_1_from_a_creature() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Æmbrosia Outpost"])
        .battleline(A, &["Krump", "Dust Pixie"])
        .deck(A, &["Punch"])
        .start();
    t.set_amber_on("Krump", 2);
    t.action("Æmbrosia Outpost");
    t.choose("Dust Pixie");
    assert_eq!(
        t.deck_of(A),
        ["Punch", "Dust Pixie"],
        "the bottom of the deck"
    );
    // Krump, the only friendly creature left, is chosen without asking.
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn aembrosia_outpost_moves_nothing_when_a_ward_keeps_the_creature_in_play() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Æmbrosia Outpost"])
        .battleline(A, &["Krump"])
        .start();
    t.set_amber_on("Krump", 2);
    t.set_ward("Krump");
    t.action("Æmbrosia Outpost");
    assert_eq!(t.line(A), ["Krump"], "the ward prevented it leaving play");
    assert_eq!(t.amber_on("Krump"), 2, "no 'if you do'");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn chaosodon_hits_its_own_neighbors_before_fighting_and_splashes_the_enemys() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Krump", "Chaosodon", "Troll"])
        .battleline(B, &["Mighty Tiger", "Bumpsy", "Doc Bookton"])
        .start();
    t.fight("Chaosodon", "Bumpsy");
    assert_eq!(t.damage("Krump"), 3, "Before Fight: its own neighbor");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.damage("Mighty Tiger"), 3, "splash-attack 3");
    assert_eq!(t.damage("Doc Bookton"), 3);
    assert_eq!(t.line(B), ["Mighty Tiger", "Doc Bookton"]);
    assert_eq!(t.damage("Chaosodon"), 5);
}

#[test]
fn hoplites_dory_adds_2_power_per_exhausted_creature_to_its_left() {
    let mut t = scenario(House::Saurian)
        .battleline(
            A,
            &["Troll", "Dust Pixie", "Bumpsy", "Krump", "Mighty Tiger"],
        )
        .upgrade(A, "Hoplite's Dory", "Krump")
        .start();
    t.set_exhausted("Troll", true);
    t.set_exhausted("Bumpsy", true);
    t.set_exhausted("Mighty Tiger", true);
    assert_eq!(
        t.power("Krump"),
        6 + 4,
        "two on its left; the right one counts not"
    );
    t.set_exhausted("Troll", false);
    assert_eq!(t.power("Krump"), 6 + 2);
}

#[test]
fn imperator_drusilla_destroys_another_friendly_creature_when_played() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Imperator Drusilla"])
        .battleline(A, &["Krump"])
        .start();
    t.play("Imperator Drusilla");
    t.flank(Flank::Right);
    // Krump, the only other friendly creature, is chosen without asking.
    assert_eq!(t.line(A), ["Imperator Drusilla"]);
    assert_eq!(t.discard(A), ["Krump"]);
}

#[test]
fn imperator_drusilla_splashes_4_while_outnumbered() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Imperator Drusilla"])
        .battleline(B, &["Krump", "Dust Pixie", "Troll"])
        .start();
    t.fight("Imperator Drusilla", "Dust Pixie");
    assert_eq!(t.damage("Krump"), 4);
    assert_eq!(t.damage("Troll"), 4);
}

#[test]
fn imperator_drusilla_does_not_splash_when_not_outnumbered() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Imperator Drusilla", "Bumpsy"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.fight("Imperator Drusilla", "Dust Pixie");
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn inspiring_oration_makes_a_token_per_amber_on_the_exalted_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Inspiring Oration"])
        .battleline(A, &["Krump"])
        .deck(A, &["Punch", "Punch", "Punch"])
        .token(A, "Senator")
        .start();
    t.set_amber_on("Krump", 1);
    t.play("Inspiring Oration");
    tokens_on_the_left(&mut t, 2);
    assert_eq!(t.amber_on("Krump"), 2);
    assert_eq!(t.line(A), ["Senator", "Senator", "Krump"]);
}

#[test]
fn pax_sauriana_wards_each_creature_of_both_sides() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Pax Sauriana"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Pax Sauriana");
    for name in ["Krump", "Troll", "Bumpsy"] {
        assert!(t.card(name).is_warded(), "{name}");
    }
}

#[test]
fn phalanx_leader_makes_a_token_immediately_to_its_left() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Phalanx Leader"])
        .battleline(A, &["Krump"])
        .deck(A, &["Punch"])
        .token(A, "Trooper")
        .start();
    t.play("Phalanx Leader");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Krump", "Trooper", "Phalanx Leader"]);
}

#[test]
fn phalanx_leader_after_reap_gives_each_creature_to_its_left_2_power_this_turn() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Krump", "Troll", "Phalanx Leader", "Bumpsy"])
        .start();
    t.reap("Phalanx Leader");
    assert_eq!(t.power("Krump"), 8);
    assert_eq!(t.power("Troll"), 10);
    assert_eq!(t.power("Bumpsy"), 5, "on its right");
    assert_eq!(t.power("Phalanx Leader"), 4);
    t.end_turn();
    assert_eq!(t.power("Krump"), 6, "for the remainder of the turn");
}

#[test]
fn phalanx_leader_after_fight_strengthens_its_left() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Krump", "Phalanx Leader"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Phalanx Leader", "Dust Pixie");
    assert_eq!(t.power("Krump"), 8);
}

#[test]
fn aquilia_captures_1_with_its_omni_while_outnumbered() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Aquilia, Lone Hero"])
        .battleline(B, &["Krump", "Troll"])
        .amber(B, 3)
        .start();
    t.apply(Choice::Omni(t.find("Aquilia, Lone Hero")));
    assert_eq!(t.amber_on("Aquilia, Lone Hero"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn aquilia_captures_nothing_when_not_outnumbered() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Aquilia, Lone Hero"])
        .battleline(B, &["Krump"])
        .amber(B, 3)
        .start();
    t.apply(Choice::Omni(t.find("Aquilia, Lone Hero")));
    assert_eq!(t.amber_on("Aquilia, Lone Hero"), 0);
    assert_eq!(t.amber(B), 3);
    assert!(t.exhausted("Aquilia, Lone Hero"), "used all the same");
}

#[test]
fn arm_the_plebeians_makes_a_warded_token() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Arm the Plebeians"])
        .deck(A, &["Punch"])
        .token(A, "Bellatoran Warrior")
        .start();
    t.play("Arm the Plebeians");
    assert_eq!(t.line(A), ["Bellatoran Warrior"]);
    let token = tokens(&t)[0];
    assert!(t.g.card(token).is_warded());
    assert_eq!(t.amber(A), 1, "its bonus");
}

#[test]
fn ballistego_may_exalt_itself_and_then_splashes_3() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Ballistego"])
        .battleline(B, &["Krump", "Dust Pixie", "Bumpsy"])
        .start();
    t.play("Ballistego");
    t.yes();
    assert_eq!(t.amber_on("Ballistego"), 1);
    t.g.ready(t.find("Ballistego"));
    t.fight("Ballistego", "Dust Pixie");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.damage("Bumpsy"), 3);
}

#[test]
fn ballistego_without_amber_does_not_splash() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Ballistego"])
        .battleline(B, &["Krump", "Dust Pixie", "Bumpsy"])
        .start();
    t.play("Ballistego");
    t.no();
    assert_eq!(t.amber_on("Ballistego"), 0);
    t.g.ready(t.find("Ballistego"));
    t.fight("Ballistego", "Dust Pixie");
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn chancellor_dexterus_exalts_its_right_neighbor_which_becomes_saurian_for_the_turn() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Troll", "Chancellor Dexterus", "Krump"])
        .start();
    t.reap("Chancellor Dexterus");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "its left neighbor is not offered"
    );
    t.choose("Krump");
    let krump = t.find("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    assert!(t.g.belongs_to(krump, House::Saurian));
    assert!(
        !t.g.belongs_to(krump, House::Brobnar),
        "instead of its house"
    );
    t.end_turn();
    assert!(t.g.belongs_to(krump, House::Brobnar));
}

#[test]
fn chancellor_dexterus_may_decline() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Chancellor Dexterus", "Krump"])
        .start();
    t.reap("Chancellor Dexterus");
    t.pass();
    let krump = t.find("Krump");
    assert_eq!(t.amber_on("Krump"), 0);
    assert!(t.g.belongs_to(krump, House::Brobnar));
}

#[test]
fn epic_poem_gains_1_per_amber_on_the_exalted_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Epic Poem"])
        .battleline(A, &["Krump", "Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    t.play("Epic Poem");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 3);
    assert_eq!(t.amber(A), 3);
}

#[test]
fn grammaticus_thrax_plays_as_its_printed_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Grammaticus Thrax"])
        .start();
    t.play("Grammaticus Thrax");
    assert_eq!(t.line(A), ["Grammaticus Thrax"]);
    assert_eq!(t.power("Grammaticus Thrax"), 5);
}

#[test]
fn legionary_trainer_makes_a_token_that_enters_play_ready() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Legionary Trainer", "Arm the Plebeians"])
        .deck(A, &["Punch", "Punch"])
        .token(A, "Trooper")
        .start();
    t.play("Legionary Trainer");
    t.apply(Choice::Option(1));
    assert_eq!(t.line(A), ["Legionary Trainer", "Trooper"]);
    assert!(!t.g.card(tokens(&t)[0]).is_exhausted(), "enters ready");
    assert!(t.exhausted("Legionary Trainer"), "itself not a token");
}

#[test]
fn legionary_trainer_does_not_ready_enemy_tokens() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Legionary Trainer"])
        .battleline(B, &["Troll"])
        .deck(B, &["Punch"])
        .token(B, "Trooper")
        .start();
    t.play("Legionary Trainer");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let made = t.g.make_token_on(B, Flank::Left);
    assert!(t.g.card(made).is_exhausted());
}

#[test]
fn longusaur_lector_exalting_itself_makes_a_token() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Longusaur Lector"])
        .deck(A, &["Punch"])
        .token(A, "Scholar")
        .start();
    t.play("Longusaur Lector");
    t.yes();
    t.apply(Choice::Option(0));
    assert_eq!(t.amber_on("Longusaur Lector"), 1);
    assert_eq!(t.line(A), ["Scholar", "Longusaur Lector"]);
}

#[test]
fn longusaur_lector_not_exalted_makes_no_token() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Longusaur Lector"])
        .deck(A, &["Punch"])
        .token(A, "Scholar")
        .start();
    t.reap("Longusaur Lector");
    t.no();
    assert_eq!(t.line(A), ["Longusaur Lector"]);
    assert_eq!(t.amber_on("Longusaur Lector"), 0);
}

#[test]
fn pale_into_insignificance_destroys_every_creature_tied_for_the_lowest_power() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Pale Into Insignificance"])
        .battleline(A, &["Krump", "Bumpsy"])
        .battleline(B, &["Troll", "Doc Bookton"])
        .start();
    t.play("Pale Into Insignificance");
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.line(B), ["Troll"], "Doc Bookton ties Bumpsy at 5");
}

#[test]
fn praetor_marius_captures_1_per_exhausted_creature_to_its_left() {
    let mut t = scenario(House::Saurian)
        .battleline(
            A,
            &["Krump", "Troll", "Bumpsy", "Praetor Marius", "Dust Pixie"],
        )
        .amber(B, 5)
        .start();
    t.set_exhausted("Krump", true);
    t.set_exhausted("Bumpsy", true);
    t.set_exhausted("Dust Pixie", true);
    t.reap("Praetor Marius");
    assert_eq!(t.amber_on("Praetor Marius"), 2);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn symposium_exalts_readies_and_uses_a_creature_but_no_second_for_a_non_token() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Symposium"])
        .battleline(A, &["Krump", "Troll"])
        .start();
    t.set_exhausted("Krump", true);
    t.play("Symposium");
    t.choose("Krump");
    // With no enemy to fight, Krump's only use is to reap: not asked.
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(A), 1, "Krump reaped");
    assert!(t.exhausted("Krump"));
    assert!(!t.exhausted("Troll"), "no second creature");
    assert_eq!(t.discard(A), ["Symposium"]);
}

#[test]
fn symposium_on_a_token_may_exalt_ready_and_use_another_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Arm the Plebeians", "Symposium"])
        .battleline(A, &["Krump"])
        .deck(A, &["Punch"])
        .token(A, "Senator")
        .start();
    t.play("Arm the Plebeians");
    t.apply(Choice::Option(0));
    t.set_exhausted("Krump", true);
    t.play("Symposium");
    t.choose("Senator");
    t.reap("Senator");
    t.choose("Krump");
    assert_eq!(t.amber_on("Senator"), 1);
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(A), 1 + 2, "the Plebeians' bonus and two reaps");
}

#[test]
fn a_scholar_token_draws_a_card_after_reaping() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Arm the Plebeians"])
        .deck(A, &["Troll", "Punch"])
        .token(A, "Scholar")
        .start();
    t.play("Arm the Plebeians");
    t.g.ready(tokens(&t)[0]);
    t.reap("Scholar");
    assert_eq!(t.hand_of(A), ["Punch"], "Troll, the top card, is the token");
}

#[test]
fn a_senator_token_raises_every_key_cost_during_the_opponents_next_turn() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Arm the Plebeians"])
        .deck(
            A,
            &[
                "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch",
            ],
        )
        .token(A, "Senator")
        .start();
    t.play("Arm the Plebeians");
    t.g.ready(tokens(&t)[0]);
    t.action("Senator");
    assert_eq!(t.g.key_cost(A), 6, "not during this turn");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 7);
    assert_eq!(t.g.key_cost(A), 7);
}

#[test]
fn a_trooper_token_exalts_itself_after_reaping_and_after_fighting() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Arm the Plebeians"])
        .deck(A, &["Punch"])
        .token(A, "Trooper")
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Arm the Plebeians");
    let trooper = tokens(&t)[0];
    t.g.ready(trooper);
    t.reap("Trooper");
    assert_eq!(t.g.card(trooper).amber, 1);
    t.g.ready(trooper);
    t.fight("Trooper", "Dust Pixie");
    assert_eq!(t.g.card(trooper).amber, 2);
}

#[test]
fn a_bellatoran_warrior_token_fights_with_its_printed_armor() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Conscription"])
        .deck(A, &["Punch"])
        .token(A, "Bellatoran Warrior")
        .battleline(B, &["Bumpsy"])
        .start();
    t.play("Conscription");
    let warrior = tokens(&t)[0];
    t.g.ready(warrior);
    t.fight("Bellatoran Warrior", "Bumpsy");
    assert_eq!(t.g.card(warrior).damage, 3, "2 armor absorbs 2 of 5");
    assert!(t.line(B).is_empty());
    assert_eq!(t.g.card(warrior).location, Location::Battleline);
}

#[test]
fn socraterosaurus_draws_and_may_put_a_wisdom_counter_on_platopelta() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Socraterosaurus", "Krump"])
        .battleline(B, &["Platopelta"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Socraterosaurus");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "only a Platopelta"
    );
    t.choose("Platopelta");
    assert_eq!(t.g.counters(t.find("Platopelta")), 1, "an enemy one too");
}

#[test]
fn socraterosaurus_may_keep_its_wisdom() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Socraterosaurus", "Platopelta"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Socraterosaurus");
    t.pass();
    assert_eq!(t.g.counters(t.find("Platopelta")), 0);
}

#[test]
fn platopelta_without_wisdom_only_archives_a_card() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Platopelta", "Aristotlmimus"])
        .hand(A, &["Punch", "Troll"])
        .deck(A, &["Krump"])
        .start();
    t.reap("Platopelta");
    t.choose("Punch");
    assert_eq!(t.archives_of(A), ["Punch"]);
    assert_eq!(t.hand_of(A), ["Troll"], "no draw");
    assert_eq!(t.g.counters(t.find("Aristotlmimus")), 0, "nothing asked");
}

#[test]
fn platopelta_with_wisdom_draws_archives_and_may_pass_wisdom_to_aristotlmimus() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Platopelta", "Aristotlmimus"])
        .hand(A, &["Punch"])
        .deck(A, &["Krump"])
        .start();
    let platopelta = t.find("Platopelta");
    t.g.add_counters(platopelta, 1);
    t.reap("Platopelta");
    t.choose("Krump");
    assert_eq!(t.archives_of(A), ["Krump"], "the card just drawn");
    t.choose("Aristotlmimus");
    assert_eq!(t.g.counters(t.find("Aristotlmimus")), 1);
    assert_eq!(t.g.counters(platopelta), 1, "its own counter stays");
}

#[test]
fn aristotlmimus_without_wisdom_may_play_a_card_from_archives() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Aristotlmimus"])
        .archives(A, &["Punch"])
        .battleline(B, &["Krump"])
        .start();
    t.reap("Aristotlmimus");
    t.choose("Punch");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3, "Punch, a Brobnar card, played anyway");
    assert_eq!(t.amber(A), 2, "the reap and Punch's bonus");
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn aristotlmimus_without_wisdom_may_leave_its_archives_alone() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Aristotlmimus"])
        .archives(A, &["Punch"])
        .start();
    t.reap("Aristotlmimus");
    t.pass();
    assert_eq!(t.archives_of(A), ["Punch"]);
}

#[test]
fn aristotlmimus_with_wisdom_draws_archives_and_must_play_from_archives() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Aristotlmimus"])
        .hand(A, &["Troll"])
        .deck(A, &["Punch"])
        .archives(A, &["Bumpsy"])
        .battleline(B, &["Krump"])
        .start();
    t.g.add_counters(t.find("Aristotlmimus"), 1);
    t.reap("Aristotlmimus");
    assert_eq!(t.hand_of(A), ["Troll", "Punch"], "drew 1");
    t.choose("Punch");
    assert_eq!(t.archives_of(A).len(), 2);
    assert!(!t.is_legal(Choice::Pass), "the play is not optional");
    t.choose("Punch");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.archives_of(A), ["Bumpsy"]);
}

#[test]
fn aedile_tullia_makes_a_token_each_time_you_exalt_a_friendly_non_token_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Epic Poem"])
        .battleline(A, &["Aedile Tullia", "Krump"])
        .deck(A, &["Punch", "Punch"])
        .token(A, "Trooper")
        .start();
    t.play("Epic Poem");
    t.choose("Krump");
    t.apply(Choice::Option(1));
    assert_eq!(t.line(A), ["Aedile Tullia", "Krump", "Trooper"]);
}

#[test]
fn aedile_tullia_makes_nothing_when_a_token_is_exalted() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Conscription", "Epic Poem"])
        .battleline(A, &["Aedile Tullia"])
        .battleline(B, &["Krump", "Troll"])
        .deck(A, &["Punch", "Punch"])
        .token(A, "Trooper")
        .start();
    t.play("Conscription");
    t.apply(Choice::Option(1));
    t.play("Epic Poem");
    t.choose("Trooper");
    assert_eq!(t.line(A), ["Aedile Tullia", "Trooper"], "no second token");
    assert_eq!(t.amber_on("Trooper"), 1);
}

#[test]
fn aedile_tullia_ignores_an_enemy_creature_exalted() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Aedile Tullia"])
        .battleline(B, &["Krump"])
        .deck(A, &["Punch"])
        .token(A, "Trooper")
        .start();
    let krump = t.find("Krump");
    t.g.exalt(krump);
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.line(A), ["Aedile Tullia"], "A exalted an enemy creature");
}

#[test]
fn recruit_is_archived_after_you_exalted_a_friendly_creature_this_turn() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Epic Poem", "Recruit"])
        .battleline(A, &["Krump"])
        .deck(A, &["Punch"])
        .token(A, "Trooper")
        .start();
    t.play("Epic Poem");
    t.play("Recruit");
    t.apply(Choice::Option(0));
    assert_eq!(t.line(A), ["Trooper", "Krump"]);
    assert_eq!(t.archives_of(A), ["Recruit"]);
}

#[test]
fn recruit_goes_to_the_discard_pile_when_nothing_was_exalted() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Recruit"])
        .deck(A, &["Punch"])
        .token(A, "Trooper")
        .start();
    t.play("Recruit");
    assert_eq!(t.line(A), ["Trooper"]);
    assert_eq!(t.discard(A), ["Recruit"]);
}

#[test]
fn edict_of_nerotaurus_forbids_the_next_creature_used_to_reap_after_a_reap() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Edict of Nerotaurus"])
        .battleline(A, &["Krump", "Troll", "Bumpsy"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger"])
        .start();
    t.reap("Krump");
    let (troll, bumpsy) = (t.find("Troll"), t.find("Bumpsy"));
    assert!(!t.is_legal(Choice::Reap(troll)));
    assert!(
        t.is_legal(Choice::Fight(troll)),
        "only reaping is forbidden"
    );
    t.fight("Troll", "Dust Pixie");
    assert!(
        t.is_legal(Choice::Reap(bumpsy)),
        "Troll was the next creature used: the reap restriction is over"
    );
    assert!(
        !t.is_legal(Choice::Fight(bumpsy)),
        "Troll fought: the next one used cannot fight"
    );
    t.reap("Bumpsy");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn edict_of_nerotaurus_restrictions_end_with_the_turn() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Edict of Nerotaurus"])
        .battleline(A, &["Krump", "Troll"])
        .start();
    t.reap("Krump");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.is_legal(Choice::Reap(t.find("Troll"))));
}

#[test]
fn election_gives_each_creature_a_vote_after_reaping() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Election"])
        .battleline(A, &["Krump", "Troll"])
        .start();
    t.reap("Krump");
    t.choose_option(0);
    assert_eq!(t.g.counters(t.find("Election")), 1, "one Yea");
    t.reap("Troll");
    t.choose_option(1);
    assert_eq!(t.g.counters(t.find("Election")), 1 + 16, "and one Nay");
}

#[test]
fn election_at_6_yea_destroys_itself_and_each_creature() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Election", "Library of Babble"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.g.add_counters(t.find("Election"), 5);
    t.reap("Krump");
    t.choose_option(0);
    assert!(t.line(A).is_empty());
    assert!(t.line(B).is_empty());
    assert_eq!(t.artifacts_of(A), ["Library of Babble"]);
    assert!(t.discard(A).contains(&"Election"));
}

#[test]
fn election_at_6_nay_destroys_each_artifact() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Election", "Library of Babble"])
        .artifacts(B, &["Lash of Broken Dreams"])
        .battleline(A, &["Krump"])
        .start();
    t.g.add_counters(t.find("Election"), 5 * 16 + 5);
    t.reap("Krump");
    t.choose_option(1);
    assert!(t.artifacts_of(A).is_empty());
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.line(A), ["Krump"]);
}

#[test]
fn magistrate_crispus_returns_each_card_to_its_owner_at_the_end_of_your_turn() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Magistrate Crispus"])
        .battleline(B, &["Troll", "Krump"])
        .artifacts(B, &["Library of Babble"])
        .start();
    let (krump, library) = (t.find("Krump"), t.find("Library of Babble"));
    t.g.take_control(krump, A, Flank::Right);
    t.g.take_control(library, A, Flank::Right);
    t.end_turn();
    assert_eq!(
        t.g.decision().unwrap().player,
        B,
        "the owner chooses the flank"
    );
    t.choose_option(0);
    assert_eq!(t.line(B), ["Krump", "Troll"]);
    assert_eq!(t.artifacts_of(B), ["Library of Babble"]);
    assert_eq!(t.line(A), ["Magistrate Crispus"]);
}

#[test]
fn magistrate_crispus_does_nothing_at_the_end_of_the_opponents_turn() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Magistrate Crispus"])
        .battleline(B, &["Krump"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let krump = t.find("Krump");
    t.g.take_control(krump, A, Flank::Right);
    t.end_turn();
    assert_eq!(t.line(A), ["Magistrate Crispus", "Krump"]);
}

#[test]
fn tectonic_shift_destroys_the_chosen_half_of_each_battleline() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Tectonic Shift"])
        .battleline(A, &["Krump", "Troll", "Bumpsy", "Dust Pixie"])
        .battleline(B, &["Mighty Tiger", "Doc Bookton", "Champion Anaphiel"])
        .start();
    t.play("Tectonic Shift");
    t.choose_option(1);
    t.choose_option(0);
    t.choose_option(0);
    assert_eq!(t.line(A), ["Krump", "Troll"], "its right half destroyed");
    assert_eq!(
        t.line(B),
        ["Champion Anaphiel"],
        "the middle creature joined the left half, destroyed"
    );
}

#[test]
fn tectonic_shift_may_leave_an_odd_middle_creature_with_the_half_that_stays() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Tectonic Shift"])
        .battleline(B, &["Mighty Tiger", "Doc Bookton", "Champion Anaphiel"])
        .start();
    t.play("Tectonic Shift");
    t.choose_option(1);
    t.choose_option(0);
    assert_eq!(t.line(B), ["Doc Bookton", "Champion Anaphiel"]);
}

#[test]
fn training_costs_cannot_be_discarded_from_hand_in_the_main_step() {
    let t = scenario(House::Saurian)
        .hand(A, &["Training Costs", "Conscription"])
        .start();
    let costs = t.find("Training Costs");
    assert!(t.is_legal(Choice::Play(costs)));
    assert!(!t.is_legal(Choice::Discard(costs)));
    assert!(t.is_legal(Choice::Discard(t.find("Conscription"))));
}

#[test]
fn training_costs_is_discarded_from_hand_by_a_card_ability() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Shopping Spree", "Training Costs"])
        .deck(A, &["Troll"])
        .start();
    t.play("Shopping Spree");
    assert_eq!(t.discard(A), ["Training Costs", "Shopping Spree"]);
}

#[test]
fn training_costs_loses_two_and_goes_to_the_discard_pile() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Training Costs"])
        .deck(A, &["Troll"])
        .amber(A, 3)
        .start();
    t.play("Training Costs");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(A), ["Training Costs"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn training_costs_losing_only_one_is_shuffled_into_the_deck() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Training Costs"])
        .deck(A, &["Troll"])
        .amber(A, 1)
        .start();
    t.play("Training Costs");
    assert_eq!(t.amber(A), 0, "it loses what it can");
    assert!(
        t.discard(A).is_empty(),
        "not lost completely: no \"if you do\""
    );
    let mut deck = t.deck_of(A);
    deck.sort_unstable();
    assert_eq!(deck, ["Training Costs", "Troll"]);
}

#[test]
fn training_costs_with_no_amber_is_shuffled_into_the_deck() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Training Costs"])
        .deck(A, &["Troll"])
        .start();
    t.play("Training Costs");
    assert!(t.discard(A).is_empty());
    assert_eq!(t.deck_of(A).len(), 2);
    assert!(t.deck_of(A).contains(&"Training Costs"));
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn rampaging_brutodon_makes_a_token_when_played() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Rampaging Brutodon"])
        .deck(A, &["Punch"])
        .token(A, "Trooper")
        .start();
    t.play("Rampaging Brutodon");
    t.apply(Choice::Option(1));
    assert_eq!(t.line(A), ["Rampaging Brutodon", "Trooper"]);
}

#[test]
fn rampaging_brutodon_destroys_a_friendly_creature_in_order_to_reap() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Rampaging Brutodon", "Krump", "Troll"])
        .start();
    t.reap("Rampaging Brutodon");
    assert!(
        !t.is_legal(Choice::Target(t.find("Rampaging Brutodon"))),
        "another friendly creature"
    );
    t.choose("Krump");
    assert_eq!(t.line(A), ["Rampaging Brutodon", "Troll"]);
    assert_eq!(t.amber(A), 1, "then it reaps");
}

#[test]
fn rampaging_brutodon_alone_cannot_be_used() {
    let t = scenario(House::Saurian)
        .battleline(A, &["Rampaging Brutodon"])
        .battleline(B, &["Krump"])
        .start();
    let brutodon = t.find("Rampaging Brutodon");
    assert!(!t.is_legal(Choice::Reap(brutodon)));
    assert!(!t.is_legal(Choice::Fight(brutodon)));
}

#[test]
fn phalanx_leader_used_twice_gives_4_power_in_one_lasting_effect_per_creature() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Krump", "Troll", "Phalanx Leader"])
        .start();
    t.reap("Phalanx Leader");
    t.g.ready(t.find("Phalanx Leader"));
    t.reap("Phalanx Leader");
    assert_eq!(t.power("Krump"), 10);
    assert_eq!(t.power("Troll"), 12);
    assert_eq!(t.g.lasting_effects().len(), 2, "one per creature");
}

#[test]
fn two_senator_actions_raise_key_costs_by_2() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Conscription"])
        .battleline(B, &["Krump", "Troll"])
        .deck(
            A,
            &[
                "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch",
            ],
        )
        .token(A, "Senator")
        .start();
    t.play("Conscription");
    t.apply(Choice::Option(0));
    for token in tokens(&t) {
        t.g.ready(token);
        t.apply(Choice::Action(token));
    }
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.lasting_effects().len(), 1);
}
