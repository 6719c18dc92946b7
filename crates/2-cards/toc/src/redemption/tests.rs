//! Tests of the Redemption cards of Tokens of Change: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Flank;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

/// Destroys the named card and lets the destruction resolve.
fn destroy(t: &mut Test, name: &str) {
    let c = t.find(name);
    t.g.destroy(c);
    t.advance();
}

#[test]
fn vault_of_redemption_draws_a_card_for_a_mutant_creature_destroyed_on_either_side() {
    let mut t = scenario(House::Redemption)
        .artifacts(A, &["Vault of Redemption"])
        .battleline(B, &["Dysania", "Troll"])
        .deck(A, &["Krump", "Punch"])
        .start();
    destroy(&mut t, "Dysania");
    assert_eq!(t.hand_of(A), ["Krump"]);
    destroy(&mut t, "Troll");
    assert_eq!(t.hand_of(A), ["Krump"], "Troll is no Mutant");
}

#[test]
fn vault_of_redemption_counts_a_mutant_token_type() {
    let mut t = scenario(House::Redemption)
        .artifacts(A, &["Vault of Redemption"])
        .deck(A, &["Krump", "Punch"])
        .token(A, "Zealot")
        .start();
    t.g.make_token_on(A, Flank::Left);
    destroy(&mut t, "Zealot");
    assert_eq!(t.hand_of(A), ["Punch"]);
}

#[test]
fn redeemer_amara_makes_a_token_for_an_enemy_creature_or_a_friendly_mutant_destroyed() {
    let mut t = scenario(House::Redemption)
        .battleline(A, &["Redeemer Amara", "Dysania", "Krump"])
        .battleline(B, &["Troll"])
        .deck(A, &["Punch", "Punch", "Punch"])
        .token(A, "Guardian")
        .start();
    destroy(&mut t, "Troll");
    t.choose_option(0);
    assert_eq!(
        t.line(A),
        ["Guardian", "Redeemer Amara", "Dysania", "Krump"]
    );
    destroy(&mut t, "Dysania");
    t.choose_option(1);
    assert_eq!(
        t.line(A),
        ["Guardian", "Redeemer Amara", "Krump", "Guardian"]
    );
    destroy(&mut t, "Krump");
    assert_eq!(
        t.line(A),
        ["Guardian", "Redeemer Amara", "Guardian"],
        "a friendly non-Mutant makes none"
    );
}

#[test]
fn sacred_duty_readies_its_creature_gives_2_power_and_a_token_after_each_fight() {
    let mut t = scenario(House::Redemption)
        .hand(A, &["Sacred Duty"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .deck(A, &["Punch"])
        .token(A, "Guardian")
        .start();
    t.set_exhausted("Krump", true);
    t.set_house("Krump", House::Redemption);
    t.play("Sacred Duty");
    t.choose("Krump");
    assert!(!t.exhausted("Krump"));
    assert_eq!(t.power("Krump"), 8);
    t.fight("Krump", "Bumpsy");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Krump", "Guardian"]);
}

#[test]
fn vindication_outpost_bottoms_a_friendly_creature_and_fights_with_a_ready_token() {
    let mut t = scenario(House::Redemption)
        .artifacts(A, &["Vindication Outpost"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .deck(A, &["Troll"])
        .token(A, "Paragon")
        .start();
    t.action("Vindication Outpost");
    assert_eq!(t.deck_of(A), ["Krump"], "Troll became the token");
    t.choose("Dust Pixie");
    assert_eq!(t.line(A), ["Paragon"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert!(t.exhausted("Paragon"), "it fought");
}

#[test]
fn vindication_outpost_with_no_friendly_creature_makes_no_token() {
    let mut t = scenario(House::Redemption)
        .artifacts(A, &["Vindication Outpost"])
        .deck(A, &["Troll"])
        .token(A, "Paragon")
        .start();
    t.action("Vindication Outpost");
    assert!(t.line(A).is_empty());
}

#[test]
fn admirable_neophyte_makes_a_token_creature() {
    let mut t = scenario(House::Redemption)
        .hand(A, &["Admirable Neophyte"])
        .deck(A, &["Troll"])
        .token(A, "Zealot")
        .start();
    t.play("Admirable Neophyte");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Zealot", "Admirable Neophyte"]);
}

#[test]
fn intrepid_exemplar_makes_a_token_after_a_fight_and_when_destroyed() {
    let mut t = scenario(House::Redemption)
        .battleline(A, &["Intrepid Exemplar"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Troll", "Krump"])
        .token(A, "Guardian")
        .start();
    t.fight("Intrepid Exemplar", "Dust Pixie");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Intrepid Exemplar", "Guardian"]);
    destroy(&mut t, "Intrepid Exemplar");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Guardian", "Guardian"]);
}

#[test]
fn steadfast_commitment_puts_the_top_discard_on_the_bottom_of_the_deck_and_makes_a_token() {
    let mut t = scenario(House::Redemption)
        .hand(A, &["Steadfast Commitment"])
        .discard(A, &["Punch", "Bumpsy"])
        .deck(A, &["Troll", "Krump"])
        .token(A, "Guardian")
        .start();
    t.play("Steadfast Commitment");
    assert_eq!(t.line(A), ["Guardian"]);
    assert_eq!(t.deck_of(A), ["Krump", "Bumpsy"]);
    assert_eq!(t.discard(A), ["Punch", "Steadfast Commitment"]);
}

#[test]
fn swift_induction_archives_itself_when_the_token_enters_beside_a_mutant() {
    let mut t = scenario(House::Redemption)
        .hand(A, &["Swift Induction"])
        .battleline(A, &["Dysania", "Krump"])
        .deck(A, &["Troll"])
        .token(A, "Guardian")
        .start();
    t.play("Swift Induction");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Guardian", "Dysania", "Krump"]);
    assert_eq!(t.archives_of(A), ["Swift Induction"]);
}

#[test]
fn swift_induction_is_discarded_when_the_token_enters_away_from_mutants() {
    let mut t = scenario(House::Redemption)
        .hand(A, &["Swift Induction"])
        .battleline(A, &["Dysania", "Krump"])
        .deck(A, &["Troll"])
        .token(A, "Guardian")
        .start();
    t.play("Swift Induction");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Dysania", "Krump", "Guardian"]);
    assert_eq!(t.discard(A), ["Swift Induction"]);
}

#[test]
fn zealot_deals_its_assault_before_the_fight() {
    let mut t = scenario(House::Redemption)
        .battleline(A, &["Zealot"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Zealot", "Troll");
    assert_eq!(t.damage("Troll"), 3, "assault 2 and power 1");
}

#[test]
fn guardian_is_a_1_power_2_armor_creature() {
    let mut t = scenario(House::Redemption)
        .battleline(A, &["Guardian"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Guardian", "Dust Pixie");
    assert_eq!(t.damage("Guardian"), 0, "armor 2 absorbs Dust Pixie's 1");
    assert_eq!(t.armor("Guardian"), 2);
}

#[test]
fn paragon_enters_enraged_while_a_mutant_creature_is_in_play() {
    let mut t = scenario(House::Redemption)
        .battleline(B, &["Dysania"])
        .deck(A, &["Troll"])
        .token(A, "Paragon")
        .start();
    let c = t.g.make_token_on(A, Flank::Left);
    assert!(t.g.card(c).is_enraged());
}

#[test]
fn paragon_enters_calm_without_a_mutant_in_play() {
    let mut t = scenario(House::Redemption)
        .battleline(B, &["Troll"])
        .deck(A, &["Troll"])
        .token(A, "Paragon")
        .start();
    let c = t.g.make_token_on(A, Flank::Left);
    assert!(!t.g.card(c).is_enraged());
}

#[test]
fn sentinel_stuns_an_enemy_creature_or_destroys_one_already_stunned() {
    let mut t = scenario(House::Redemption)
        .battleline(A, &["Sentinel"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_stunned("Krump");
    t.action("Sentinel");
    t.choose("Troll");
    assert!(t.stunned("Troll"));
    let mut t = scenario(House::Redemption)
        .battleline(A, &["Sentinel"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_stunned("Krump");
    t.action("Sentinel");
    t.choose("Krump");
    assert_eq!(t.line(B), ["Troll"]);
}
