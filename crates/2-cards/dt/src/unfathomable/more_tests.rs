//! More tests of the Unfathomable cards of Dark Tidings: the cards of the
//! "ready cards" step (Storm Surge, Kiri Giltspine, The Chosen One), Kaupe,
//! Mælstrom, Drawn Down, General Sherman, and further branches.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::House;
// ----- The "ready cards" step: Storm Surge, Kiri Giltspine, The Chosen One --------------

#[test]
fn storm_surge_leaves_the_opponents_cards_exhausted_in_their_next_ready_step() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Storm Surge"])
        .battleline(A, &["Photic Raider"])
        .battleline(B, &["Troll"])
        .artifacts(B, &["Pile of Skulls"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.play("Storm Surge");
    t.reap("Photic Raider");
    t.set_exhausted("Troll", true);
    t.set_exhausted("Pile of Skulls", true);
    t.end_turn();
    assert!(!t.exhausted("Photic Raider"), "its player's own step 4");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(t.exhausted("Troll") && t.exhausted("Pile of Skulls"));
}

#[test]
fn storm_surge_does_not_stop_an_ability_readying_a_card() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Storm Surge"])
        .battleline(B, &["Troll"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.play("Storm Surge");
    t.set_exhausted("Troll", true);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let troll = t.find("Troll");
    t.g.ready(troll);
    assert!(!t.exhausted("Troll"), "only the ready cards step");
}

#[test]
fn kiri_giltspine_keeps_an_enemy_creature_that_reaped_from_readying_once() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Kiri Giltspine"])
        .battleline(B, &["Troll", "Krump"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Troll");
    t.set_exhausted("Krump", true);
    t.end_turn();
    assert!(t.exhausted("Troll"), "it reaped");
    assert!(!t.exhausted("Krump"));
    assert!(t.g.lasting_effects().is_empty(), "used up by that step");
}

#[test]
fn kiri_giltspine_ignores_friendly_reaps() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Kiri Giltspine", "Photic Raider"])
        .start();
    t.reap("Photic Raider");
    t.end_turn();
    assert!(!t.exhausted("Photic Raider"));
}

#[test]
fn the_chosen_one_takes_1_damage_for_each_exhausted_creature_instead_of_readying_it() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["The Chosen One"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .artifacts(B, &["Pile of Skulls"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.set_exhausted("Troll", true);
    t.set_exhausted("Krump", true);
    t.set_exhausted("Pile of Skulls", true);
    t.end_turn();
    assert_eq!(t.damage("The Chosen One"), 2);
    assert!(t.exhausted("Troll") && t.exhausted("Krump"));
    assert!(!t.exhausted("Pile of Skulls"), "artifacts ready");
}

#[test]
fn the_chosen_one_lets_its_own_side_ready() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["The Chosen One", "Troll"])
        .start();
    t.set_exhausted("Troll", true);
    t.end_turn();
    assert!(!t.exhausted("Troll"));
    assert_eq!(t.damage("The Chosen One"), 0);
}

// ----- Kaupe and its evil twin ------------------------------------------------------

#[test]
fn kaupe_lets_the_opponent_play_one_card_of_each_type_a_turn() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Kaupe"])
        .hand(B, &["Full Moon", "Foggify", "Dust Pixie"])
        .houses(B, [House::Untamed, House::Dis, House::Logos])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.play("Full Moon");
    assert!(
        !t.is_legal(Choice::Play(t.find("Foggify"))),
        "a second action"
    );
    assert!(
        t.is_legal(Choice::Play(t.find("Dust Pixie"))),
        "a first creature"
    );
}

#[test]
fn kaupe_does_not_restrict_its_controller() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Kaupe"])
        .hand(A, &["Thalassophobia", "Sleep with the Fishes"])
        .start();
    t.play("Thalassophobia");
    assert!(t.is_legal(Choice::Play(t.find("Sleep with the Fishes"))));
}

#[test]
fn kaupe_evil_twin_restricts_its_own_controller() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["{kaupe-evil-twin}"])
        .hand(
            A,
            &["Thalassophobia", "Sleep with the Fishes", "Photic Raider"],
        )
        .start();
    t.play("Thalassophobia");
    assert!(!t.is_legal(Choice::Play(t.find("Sleep with the Fishes"))));
    assert!(t.is_legal(Choice::Play(t.find("Photic Raider"))));
}

#[test]
fn kaupe_evil_twin_deals_2_to_an_enemy_creature_per_card_discarded() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["{kaupe-evil-twin}"])
        .hand(A, &["Punch", "Anger", "Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.reap("Kaupe");
    t.choose("Punch");
    t.choose("Anger");
    t.pass();
    t.choose("Krump");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 4);
    assert_eq!(t.damage("Bumpsy"), 0);
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Punch", "Anger"]);
}

#[test]
fn kaupe_evil_twin_discarding_nothing_deals_nothing() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["{kaupe-evil-twin}"])
        .hand(A, &["Punch"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.reap("Kaupe");
    t.pass();
    assert!(!t.asks_target());
    assert_eq!(t.damage("Krump") + t.damage("Bumpsy"), 0);
    assert_eq!(t.hand_of(A), ["Punch"]);
}

// ----- Mælstrom -------------------------------------------------------------------

#[test]
fn maelstrom_puts_each_creature_on_top_of_its_owners_deck_and_gains_2_chains() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Mælstrom"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Krump"])
        .deck(A, &["Punch"])
        .deck(B, &["Anger"])
        .start();
    t.play("Mælstrom");
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert_eq!(t.deck_of(A), ["Dust Pixie", "Punch"]);
    let mut top_b = t.deck_of(B)[..2].to_vec();
    top_b.sort();
    assert_eq!(top_b, ["Krump", "Troll"]);
    assert_eq!(t.deck_of(B)[2], "Anger");
    assert_eq!(t.g.player(A).chains, 2);
}

// ----- Drawn Down ------------------------------------------------------------------

#[test]
fn drawn_down_discards_one_bottoms_one_and_tops_one_of_the_opponents_top_3() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Drawn Down"])
        .deck(B, &["Troll", "Krump", "Bumpsy", "Anger"])
        .start();
    t.play("Drawn Down");
    t.choose("Krump");
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.deck_of(B), ["Bumpsy", "Anger", "Troll"]);
    assert!(t.hand_of(B).is_empty());
}

#[test]
fn drawn_down_with_2_cards_left_discards_one_and_bottoms_the_other() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Drawn Down"])
        .deck(B, &["Troll", "Krump"])
        .start();
    t.play("Drawn Down");
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.deck_of(B), ["Krump"]);
    assert!(t.hand_of(B).is_empty());
}

// ----- General Sherman ---------------------------------------------------------------

#[test]
fn general_sherman_purges_each_other_creature() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["General Sherman"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.play("General Sherman");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["General Sherman"]);
    assert!(t.line(B).is_empty());
    assert_eq!(t.purged(A), ["Troll"]);
    assert_eq!(t.purged(B).len(), 2);
}

#[test]
fn general_sherman_leaving_play_returns_the_purged_creatures_exhausted_to_their_owners() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["General Sherman", "Abandon Ship"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.play("General Sherman");
    t.flank(Flank::Right);
    t.play("Abandon Ship");
    while t
        .g
        .decision()
        .is_some_and(|d| d.kind != keysim_engine::DecisionKind::Main)
    {
        t.choose_option(1);
    }
    assert_eq!(t.hand_of(A), ["General Sherman"]);
    assert_eq!(t.line(A), ["Troll"]);
    let mut theirs = t.line(B);
    theirs.sort();
    assert_eq!(theirs, ["Bumpsy", "Krump"]);
    for name in ["Troll", "Krump", "Bumpsy"] {
        assert!(t.exhausted(name), "{name} returns exhausted");
    }
    assert!(t.purged(A).is_empty() && t.purged(B).is_empty());
}

#[test]
fn general_sherman_deals_no_damage_when_fighting() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["General Sherman"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("General Sherman", "Troll");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("General Sherman"), 8);
}

// ----- More branches ------------------------------------------------------------------

#[test]
fn frigorific_rod_exhausts_a_creature() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Frigorific Rod"])
        .artifacts(B, &["Pile of Skulls"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Frigorific Rod");
    t.choose("Troll");
    assert!(t.exhausted("Troll"));
    assert!(!t.exhausted("Pile of Skulls"));
}

#[test]
fn soboggs_thingamabob_ignores_its_controllers_own_keys() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Sobogg’s Thingamabob"])
        .battleline(A, &["Dust Pixie"])
        .amber(A, 6)
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 1, "forged at the start of A's turn");
    assert!(!t.exhausted("Dust Pixie"));
}

#[test]
fn fuguru_makes_the_opponent_draw_to_5_in_their_draw_step() {
    let deck = ["Troll"; 10];
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Fuguru"])
        .deck(B, &deck)
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.hand_of(B).len(), 5);
}
