//! Tests of the Skyborn cards of Æmber Skies: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{self, A, B};
use keysim_engine::{Choice, Flank, KeyColor, Location};
use keysim_facts::{House, Keywords};

/// Sets `p`'s forged keys to exactly `colors`.
fn forged(t: &mut Test, p: Player, colors: &[KeyColor]) {
    let ps = t.player_mut(p);
    ps.forged = colors.iter().fold(0, |m, c| m | c.bit());
    ps.keys = colors.len() as u8;
}

// ----- Aero O'Fore ------------------------------------------------------------

#[test]
fn aero_o_fore_in_the_center_rearranges_and_its_flanks_capture_2() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Bosun Creen", "{aero-o-fore}", "Bux Bastian"])
        .amber(B, 5)
        .start();
    t.reap("{aero-o-fore}");
    assert!(
        !t.is_legal(Choice::Target(t.find("{aero-o-fore}"))),
        "it keeps its place"
    );
    t.choose("Bux Bastian");
    t.pass();
    assert_eq!(t.line(A), ["Bux Bastian", "Aero O’Fore", "Bosun Creen"]);
    assert_eq!(
        (t.amber_on("Bux Bastian"), t.amber_on("Bosun Creen")),
        (2, 2)
    );
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn aero_o_fore_off_center_only_reaps() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["{aero-o-fore}", "Bosun Creen"])
        .amber(B, 5)
        .start();
    t.reap("{aero-o-fore}");
    assert_eq!(t.amber_on("Bosun Creen"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (1, 5));
}

// ----- Black Tempest ----------------------------------------------------------

#[test]
fn black_tempest_steals_3_when_you_have_no_key() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Black Tempest"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 5)
        .start();
    t.fight("Black Tempest", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (3, 2));
}

#[test]
fn black_tempest_steals_2_when_you_have_a_key() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Black Tempest"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 5)
        .keys(A, 1)
        .start();
    t.fight("Black Tempest", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (2, 3));
}

// ----- Cloudburst Command -----------------------------------------------------

#[test]
fn cloudburst_command_raises_the_opponents_keys_per_skyborn_flank_creature() {
    let t = scenario(House::Skyborn)
        .artifacts(A, &["Cloudburst Command"])
        .battleline(A, &["Bosun Creen", "Bux Bastian", "Troll"])
        .battleline(B, &["Scalawag Finn"])
        .start();
    assert_eq!(t.g.key_cost(B), 6 + 2, "Bosun Creen and Scalawag Finn");
    assert_eq!(t.g.key_cost(A), 6);
}

// ----- Flip Stallard ----------------------------------------------------------

#[test]
fn flip_stallard_takes_the_destroyed_abilities_of_enemy_creatures() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Flip Stallard", "Bad Penny"])
        .battleline(B, &["Bad Penny"])
        .start();
    let theirs = t.find_all("Bad Penny")[1];
    let ours = t.find_all("Bad Penny")[0];
    t.g.destroy(theirs);
    t.g.destroy(ours);
    t.advance();
    assert_eq!(t.discard(B), ["Bad Penny"], "an enemy: no Destroyed:");
    assert_eq!(t.hand_of(A), ["Bad Penny"], "a friendly one keeps it");
}

// ----- Han Peregrine ----------------------------------------------------------

#[test]
fn han_peregrine_exalted_heals_a_damaged_creature_and_moves_it_to_a_flank() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Han Peregrine"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_damage("Troll", 3);
    t.reap("Han Peregrine");
    t.yes();
    t.choose_option(1);
    assert_eq!(t.amber_on("Han Peregrine"), 1, "exalted");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.line(B), ["Krump", "Troll"]);
}

#[test]
fn han_peregrine_not_exalted_does_nothing_more() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Han Peregrine"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_damage("Troll", 3);
    t.reap("Han Peregrine");
    t.no();
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.line(B), ["Troll", "Krump"]);
}

// ----- Ley, Earl of Hurl ------------------------------------------------------

#[test]
fn ley_earl_of_hurl_off_a_flank_survives_and_moves_to_a_flank() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Bosun Creen", "Ley, Earl of Hurl", "Bux Bastian"])
        .start();
    t.set_damage("Ley, Earl of Hurl", 3);
    t.g.destroy(t.find("Ley, Earl of Hurl"));
    t.advance();
    t.choose_option(0);
    assert_eq!(
        t.line(A),
        ["Ley, Earl of Hurl", "Bosun Creen", "Bux Bastian"]
    );
    assert_eq!(t.damage("Ley, Earl of Hurl"), 0);
    assert!(t.exhausted("Ley, Earl of Hurl"));
    assert!(t.card("Ley, Earl of Hurl").is_warded());
}

#[test]
fn ley_earl_of_hurl_on_a_flank_is_destroyed() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Ley, Earl of Hurl", "Bosun Creen"])
        .start();
    t.g.destroy(t.find("Ley, Earl of Hurl"));
    t.advance();
    assert_eq!(t.discard(A), ["Ley, Earl of Hurl"]);
}

// ----- Maqui Expedition -------------------------------------------------------

#[test]
fn maqui_expedition_takes_control_of_an_enemy_flank_creature() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Maqui Expedition"])
        .battleline(A, &["Bosun Creen"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .start();
    t.play("Maqui Expedition");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "not on a flank"
    );
    t.choose("Krump");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Bosun Creen", "Krump"]);
    assert_eq!(t.line(B), ["Troll", "Dust Pixie"]);
}

// ----- Nantucket --------------------------------------------------------------

#[test]
fn nantucket_gains_1_per_skyborn_neighbor() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Bosun Creen", "Nantucket", "Bux Bastian"])
        .start();
    t.reap("Nantucket");
    assert_eq!(t.amber(A), 3);
}

#[test]
fn nantucket_gains_nothing_for_other_neighbors() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Dust Pixie", "Nantucket"])
        .start();
    t.reap("Nantucket");
    assert_eq!(t.amber(A), 1);
}

// ----- Nomadic Insight --------------------------------------------------------

#[test]
fn nomadic_insight_has_each_friendly_flank_creature_capture_1() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Nomadic Insight"])
        .battleline(A, &["Bosun Creen", "Troll", "Bux Bastian"])
        .amber(B, 5)
        .start();
    t.play("Nomadic Insight");
    assert_eq!(
        (t.amber_on("Bosun Creen"), t.amber_on("Bux Bastian")),
        (1, 1)
    );
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(B), 3);
}

// ----- Razor's Gambit ---------------------------------------------------------

#[test]
fn razor_s_gambit_readies_and_fights_with_a_skyborn_creature() {
    let mut t = scenario(House::Skyborn)
        .artifacts(A, &["{razor-s-gambit}"])
        .battleline(A, &["Scalawag Finn"])
        .battleline(B, &["Dust Pixie", "Bad Penny"])
        .start();
    t.set_exhausted("Scalawag Finn", true);
    t.action("{razor-s-gambit}");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Bad Penny"], "one fight without the blue key");
}

#[test]
fn razor_s_gambit_with_your_blue_key_fights_again() {
    let mut t = scenario(House::Skyborn)
        .artifacts(A, &["{razor-s-gambit}"])
        .battleline(A, &["Scalawag Finn"])
        .battleline(B, &["Dust Pixie", "Bad Penny"])
        .start();
    forged(&mut t, A, &[KeyColor::Blue]);
    t.action("{razor-s-gambit}");
    t.choose("Dust Pixie");
    assert!(t.line(B).is_empty(), "the second fight took Bad Penny");
}

// ----- Recreational Jettison ----------------------------------------------------

#[test]
fn recreational_jettison_discards_a_card_and_resolves_its_bonus_icons() {
    let mut t = scenario(House::Skyborn)
        .hand(
            A,
            &["Recreational Jettison", "Virtuous Works", "Dust Pixie"],
        )
        .start();
    t.play("Recreational Jettison");
    t.choose("Virtuous Works");
    assert_eq!(t.amber(A), 1 + 3);
    assert_eq!(t.hand_of(A), ["Dust Pixie"]);
}

#[test]
fn recreational_jettison_repeats_while_a_yellow_key_is_forged() {
    let mut t = scenario(House::Skyborn)
        .hand(
            A,
            &["Recreational Jettison", "Virtuous Works", "Dust Pixie"],
        )
        .start();
    forged(&mut t, B, &[KeyColor::Yellow]);
    t.play("Recreational Jettison");
    t.choose("Virtuous Works");
    // Dust Pixie, the only card left, is discarded without asking.
    assert_eq!(t.amber(A), 1 + 3 + 2);
    assert!(t.hand_of(A).is_empty());
}

// ----- Treasure Island --------------------------------------------------------

#[test]
fn treasure_island_gives_skyborn_creatures_a_reap_that_stashes_1_on_it() {
    let mut t = scenario(House::Skyborn)
        .artifacts(A, &["Treasure Island"])
        .battleline(A, &["Bosun Creen"])
        .amber(A, 2)
        .start();
    t.reap("Bosun Creen");
    assert_eq!((t.amber(A), t.amber_on("Treasure Island")), (2, 1));
}

#[test]
fn treasure_island_gives_other_creatures_nothing() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Treasure Island"])
        .battleline(A, &["Dust Pixie"])
        .start();
    t.reap("Dust Pixie");
    assert_eq!((t.amber(A), t.amber_on("Treasure Island")), (1, 0));
}

#[test]
fn treasure_island_aember_pays_for_keys() {
    let mut t = scenario(House::Skyborn)
        .artifacts(A, &["Treasure Island"])
        .amber(A, 4)
        .start();
    t.set_amber_on("Treasure Island", 2);
    assert!(t.g.can_pay_for_key(A, 6));
}

// ----- Universal Welcome ------------------------------------------------------

#[test]
fn universal_welcome_takes_the_creature_in_the_center_of_the_enemy_line() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Universal Welcome"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .start();
    t.play("Universal Welcome");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Krump", "Dust Pixie"]);
}

#[test]
fn universal_welcome_takes_nothing_from_a_line_with_no_center() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Universal Welcome"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.play("Universal Welcome");
    assert!(t.line(A).is_empty());
}

// ----- Viscount of Aerys ------------------------------------------------------

#[test]
fn viscount_of_aerys_with_your_yellow_key_stuns_each_enemy_creature() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Viscount of Aerys"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    forged(&mut t, A, &[KeyColor::Yellow]);
    t.play("Viscount of Aerys");
    assert!(t.stunned("Krump") && t.stunned("Troll"));
    assert!(!t.stunned("Viscount of Aerys"));
}

#[test]
fn viscount_of_aerys_without_your_yellow_key_stuns_nothing() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Viscount of Aerys"])
        .battleline(B, &["Krump"])
        .start();
    forged(&mut t, B, &[KeyColor::Yellow]);
    t.play("Viscount of Aerys");
    assert!(!t.stunned("Krump"));
}

#[test]
fn viscount_of_aerys_makes_enemy_creatures_enter_play_stunned() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Viscount of Aerys"])
        .hand(B, &["Krump"])
        .hand(A, &["Bosun Creen"])
        .start();
    forged(&mut t, A, &[KeyColor::Yellow]);
    let krump = t.find("Krump");
    t.g.put_into_play(krump, B, Flank::Right);
    assert!(t.stunned("Krump"));
    t.play("Bosun Creen");
    t.flank(Flank::Right);
    assert!(
        !t.stunned("Bosun Creen"),
        "friendly creatures enter as usual"
    );
}

// ----- Æmber Airhart ----------------------------------------------------------

#[test]
fn aember_airhart_is_shuffled_into_its_deck_after_reaping() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Æmber Airhart"])
        .start();
    t.reap("Æmber Airhart");
    assert_eq!(t.location("Æmber Airhart"), Location::Deck);
    assert_eq!(t.amber(A), 1);
}

// ----- Edge of the World ------------------------------------------------------

#[test]
fn edge_of_the_world_moves_a_creature_to_a_flank_and_steals_1() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Edge of the World"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .amber(B, 2)
        .start();
    t.play("Edge of the World");
    t.choose("Troll");
    t.choose_option(0);
    assert_eq!(t.line(B), ["Troll", "Krump", "Dust Pixie"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

// ----- Freedom to Be ----------------------------------------------------------

#[test]
fn freedom_to_be_forges_at_4_more_less_1_per_skyborn_flank_creature() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Freedom to Be"])
        .battleline(A, &["Bosun Creen"])
        .amber(A, 10)
        .start();
    t.play("Freedom to Be");
    assert_eq!((t.keys(A), t.amber(A)), (1, 1), "6 + 4 - 1");
}

#[test]
fn freedom_to_be_forges_nothing_you_cannot_pay() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Freedom to Be"])
        .battleline(A, &["Bosun Creen"])
        .amber(A, 8)
        .start();
    t.play("Freedom to Be");
    assert_eq!((t.keys(A), t.amber(A)), (0, 8));
}

// ----- Navigator Ketarr -------------------------------------------------------

#[test]
fn navigator_ketarr_on_a_flank_draws_2_and_archives_a_card() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Navigator Ketarr", "Dust Pixie"])
        .deck(A, &["Troll", "Krump", "Urchin"])
        .start();
    t.reap("Navigator Ketarr");
    t.choose("Krump");
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn navigator_ketarr_off_a_flank_only_reaps() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Dust Pixie", "Navigator Ketarr", "Bosun Creen"])
        .deck(A, &["Troll", "Krump", "Urchin"])
        .start();
    t.reap("Navigator Ketarr");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.amber(A), 1);
}

// ----- Pirate Champion --------------------------------------------------------

#[test]
fn pirate_champion_may_move_to_a_flank_after_fighting() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Pirate Champion", "Bosun Creen"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Pirate Champion", "Dust Pixie");
    t.choose_option(2);
    assert_eq!(t.line(A), ["Bosun Creen", "Pirate Champion"]);
}

#[test]
fn pirate_champion_may_stay() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Pirate Champion", "Bosun Creen"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Pirate Champion", "Dust Pixie");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Pirate Champion", "Bosun Creen"]);
}

// ----- Red Skies --------------------------------------------------------------

#[test]
fn red_skies_moves_a_friendly_skyborn_creature_to_a_flank_and_readies_it() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Red Skies"])
        .battleline(A, &["Troll", "Bosun Creen", "Krump"])
        .start();
    t.set_exhausted("Bosun Creen", true);
    t.play("Red Skies");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Bosun Creen", "Troll", "Krump"]);
    assert!(!t.exhausted("Bosun Creen"));
}

#[test]
fn red_skies_repeats_while_a_red_key_is_forged() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Red Skies"])
        .battleline(A, &["Troll", "Bosun Creen", "Krump"])
        .start();
    forged(&mut t, B, &[KeyColor::Red]);
    t.play("Red Skies");
    t.choose_option(0);
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll", "Krump", "Bosun Creen"]);
}

// ----- Redline Rotation -------------------------------------------------------

#[test]
fn redline_rotation_steals_half_from_an_opponent_with_7_or_more() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Redline Rotation"])
        .amber(B, 9)
        .start();
    t.play("Redline Rotation");
    assert_eq!((t.amber(A), t.amber(B)), (1 + 4, 5));
}

#[test]
fn redline_rotation_steals_nothing_from_an_opponent_with_6() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Redline Rotation"])
        .amber(B, 6)
        .start();
    t.play("Redline Rotation");
    assert_eq!((t.amber(A), t.amber(B)), (1, 6));
}

// ----- Rose of Sharon ---------------------------------------------------------

#[test]
fn rose_of_sharon_deals_a_neighbors_power_to_an_enemy_creature() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Troll", "Rose of Sharon"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.action("Rose of Sharon");
    t.choose("Krump");
    assert_eq!(t.line(B), ["Dust Pixie"], "8 damage");
}

#[test]
fn rose_of_sharon_with_your_red_key_strikes_again() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Troll", "Rose of Sharon"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    forged(&mut t, A, &[KeyColor::Red]);
    t.action("Rose of Sharon");
    t.choose("Krump");
    assert!(t.line(B).is_empty());
}

// ----- Shae "Cloudkicker" -----------------------------------------------------

#[test]
fn shae_cloudkicker_swaps_with_another_friendly_creature_when_played() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["{shae-cloudkicker}"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.play("{shae-cloudkicker}");
    t.flank(Flank::Right);
    t.choose("Troll");
    assert_eq!(t.line(A), ["Shae “Cloudkicker”", "Krump", "Troll"]);
}

#[test]
fn shae_cloudkicker_swaps_after_reaping() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Troll", "{shae-cloudkicker}", "Krump"])
        .start();
    t.reap("{shae-cloudkicker}");
    t.choose("Krump");
    assert_eq!(t.line(A), ["Troll", "Krump", "Shae “Cloudkicker”"]);
}

// ----- Silver Linings ---------------------------------------------------------

#[test]
fn silver_linings_gains_1_per_house_among_friendly_flank_creatures() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Silver Linings"])
        .battleline(A, &["Bosun Creen", "Troll", "Dust Pixie"])
        .start();
    t.play("Silver Linings");
    assert_eq!(t.amber(A), 1 + 2);
}

#[test]
fn silver_linings_counts_a_shared_house_once() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Silver Linings"])
        .battleline(A, &["Bosun Creen", "Troll", "Bux Bastian"])
        .start();
    t.play("Silver Linings");
    assert_eq!(t.amber(A), 1 + 1);
}

// ----- Third of Cliff ---------------------------------------------------------

#[test]
fn third_of_cliff_with_your_red_key_destroys_each_enemy_flank_creature() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Third of Cliff"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .start();
    forged(&mut t, A, &[KeyColor::Red]);
    t.action("Third of Cliff");
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn third_of_cliff_otherwise_destroys_one_enemy_flank_creature() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Third of Cliff"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .start();
    t.action("Third of Cliff");
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Krump", "Troll"]);
}

// ----- Transmuting Lift -------------------------------------------------------

#[test]
fn transmuting_lift_lets_its_creature_move_anywhere_after_reaping() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Troll", "Krump", "Bosun Creen"])
        .upgrade(A, "Transmuting Lift", "Bosun Creen")
        .start();
    t.reap("Bosun Creen");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll", "Bosun Creen", "Krump"]);
}

// ----- Against All Flags ------------------------------------------------------

#[test]
fn against_all_flags_steals_2_when_two_flank_creatures_share_a_house() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Against All Flags"])
        .battleline(A, &["Bosun Creen"])
        .battleline(B, &["Bux Bastian", "Krump", "Troll"])
        .amber(B, 5)
        .start();
    t.play("Against All Flags");
    assert_eq!((t.amber(A), t.amber(B)), (1 + 2, 3));
}

#[test]
fn against_all_flags_otherwise_steals_1() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Against All Flags"])
        .battleline(A, &["Bosun Creen"])
        .battleline(B, &["Dust Pixie", "Krump", "Troll"])
        .amber(B, 5)
        .start();
    t.play("Against All Flags");
    assert_eq!((t.amber(A), t.amber(B)), (1 + 1, 4));
}

// ----- Bomb-arang -------------------------------------------------------------

#[test]
fn bomb_arang_hits_a_friendly_creature_when_the_enemy_survives() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Bomb-arang"])
        .battleline(A, &["Bosun Creen"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Bomb-arang");
    assert_eq!((t.damage("Troll"), t.damage("Bosun Creen")), (3, 1));
}

#[test]
fn bomb_arang_spares_your_creatures_when_the_enemy_is_destroyed() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Bomb-arang"])
        .battleline(A, &["Bosun Creen"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Bomb-arang");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.damage("Bosun Creen"), 0);
}

// ----- Bosun Creen, Bux Bastian -----------------------------------------------

#[test]
fn bosun_creen_scrap_moves_a_creature_to_a_flank() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Bosun Creen"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .start();
    t.discard_card("Bosun Creen");
    t.choose("Troll");
    t.choose_option(1);
    assert_eq!(t.line(B), ["Krump", "Dust Pixie", "Troll"]);
}

#[test]
fn bux_bastian_scrap_exalts_an_enemy_flank_creature() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Bux Bastian"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .start();
    t.discard_card("Bux Bastian");
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
}

// ----- Chandler Anouk ---------------------------------------------------------

#[test]
fn chandler_anouk_gives_friendly_flank_creatures_2_armor_and_taunt() {
    let t = scenario(House::Skyborn)
        .battleline(A, &["Bosun Creen", "Chandler Anouk", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    assert_eq!(t.armor("Bosun Creen"), 2);
    assert!(t.g.keywords(t.find("Troll")).contains(Keywords::TAUNT));
    assert_eq!(t.armor("Chandler Anouk"), 0, "in the middle");
    assert_eq!(t.armor("Krump"), 0, "an enemy");
}

// ----- Indigo Halyard ---------------------------------------------------------

#[test]
fn indigo_halyard_with_your_blue_key_readies_and_fights_with_another_creature() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Indigo Halyard", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    forged(&mut t, A, &[KeyColor::Blue]);
    t.set_exhausted("Troll", true);
    t.reap("Indigo Halyard");
    assert!(t.line(B).is_empty(), "Troll fought Dust Pixie");
}

#[test]
fn indigo_halyard_without_your_blue_key_only_reaps() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Indigo Halyard", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.reap("Indigo Halyard");
    assert_eq!(t.line(B), ["Dust Pixie"]);
}

#[test]
fn indigo_halyard_gives_its_neighbors_taunt_while_the_opponents_blue_key_is_forged() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Troll", "Indigo Halyard", "Krump"])
        .start();
    let troll = t.find("Troll");
    assert!(!t.g.keywords(troll).contains(Keywords::TAUNT));
    forged(&mut t, B, &[KeyColor::Blue]);
    assert!(t.g.keywords(troll).contains(Keywords::TAUNT));
    assert!(!t
        .g
        .keywords(t.find("Indigo Halyard"))
        .contains(Keywords::TAUNT));
}

// ----- Prop Dusting -----------------------------------------------------------

#[test]
fn prop_dusting_destroys_an_enemy_flank_creature() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Prop Dusting"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .start();
    t.play("Prop Dusting");
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Krump");
    assert_eq!(t.line(B), ["Troll", "Dust Pixie"]);
}

// ----- Raiding Party ----------------------------------------------------------

#[test]
fn raiding_party_steals_2_when_both_players_forged_the_same_colour() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Raiding Party"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 5)
        .start();
    forged(&mut t, A, &[KeyColor::Red]);
    forged(&mut t, B, &[KeyColor::Red, KeyColor::Blue]);
    t.fight("Raiding Party", "Dust Pixie");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn raiding_party_otherwise_steals_1() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Raiding Party"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 5)
        .start();
    forged(&mut t, A, &[KeyColor::Red]);
    forged(&mut t, B, &[KeyColor::Blue]);
    t.fight("Raiding Party", "Dust Pixie");
    assert_eq!(t.amber(B), 4);
}

// ----- Safe Port --------------------------------------------------------------

#[test]
fn safe_port_with_your_yellow_key_has_a_friendly_creature_capture_2() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Safe Port"])
        .battleline(A, &["Bosun Creen"])
        .amber(B, 3)
        .start();
    forged(&mut t, A, &[KeyColor::Yellow]);
    t.play("Safe Port");
    assert_eq!((t.amber_on("Bosun Creen"), t.amber(B)), (2, 1));
    assert_eq!(t.amber(A), 1, "its bonus; no steal");
}

#[test]
fn safe_port_with_the_opponents_yellow_key_steals_1() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Safe Port"])
        .battleline(A, &["Bosun Creen"])
        .amber(B, 3)
        .start();
    forged(&mut t, B, &[KeyColor::Yellow]);
    t.play("Safe Port");
    assert_eq!(t.amber_on("Bosun Creen"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (2, 2));
}

// ----- Scalawag Finn ----------------------------------------------------------

#[test]
fn scalawag_finn_heals_3_after_fighting() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Scalawag Finn"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_damage("Scalawag Finn", 3);
    t.fight("Scalawag Finn", "Dust Pixie");
    assert_eq!(t.damage("Scalawag Finn"), 1, "3 + 1 - 3");
}

// ----- Seeker Missiles --------------------------------------------------------

#[test]
fn seeker_missiles_deals_2_per_skyborn_flank_creature() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Seeker Missiles"])
        .battleline(A, &["Bosun Creen", "Krump", "Bux Bastian"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Seeker Missiles");
    t.choose("Troll");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 4);
}

// ----- Skulking Saboteurs -----------------------------------------------------

#[test]
fn skulking_saboteurs_destroys_per_key_colour_you_forged() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Skulking Saboteurs"])
        .battleline(B, &["Troll"])
        .artifacts(B, &["Pile of Skulls"])
        .upgrade(B, "Way of the Bear", "Troll")
        .start();
    forged(
        &mut t,
        A,
        &[KeyColor::Red, KeyColor::Yellow, KeyColor::Blue],
    );
    t.reap("Skulking Saboteurs");
    assert!(t.line(B).is_empty());
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.discard(B).len(), 3);
}

#[test]
fn skulking_saboteurs_with_only_your_yellow_key_destroys_an_artifact() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Skulking Saboteurs"])
        .battleline(B, &["Troll"])
        .artifacts(B, &["Pile of Skulls"])
        .start();
    forged(&mut t, A, &[KeyColor::Yellow]);
    forged(&mut t, B, &[KeyColor::Red]);
    t.reap("Skulking Saboteurs");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(t.artifacts_of(B).is_empty());
}

// ----- Efficient Æmber Burner -------------------------------------------------

#[test]
fn efficient_aember_burner_lowers_the_opponents_keys_per_aember_on_its_creature() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Bosun Creen"])
        .upgrade(A, "Efficient Æmber Burner", "Bosun Creen")
        .start();
    t.set_amber_on("Bosun Creen", 2);
    assert_eq!(t.g.key_cost(B), 4);
    assert_eq!(t.g.key_cost(A), 6);
    t.reap("Bosun Creen");
    assert_eq!(t.amber_on("Bosun Creen"), 3, "exalted after the reap");
    assert_eq!(t.g.key_cost(B), 3);
}

// ----- Flint's Legend, Map and Stash ------------------------------------------

#[test]
fn flint_s_legend_moves_1_from_the_opponents_pool_to_treasure_island() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["{flint-s-legend}"])
        .artifacts(A, &["Treasure Island"])
        .amber(B, 3)
        .start();
    t.play("{flint-s-legend}");
    assert_eq!((t.amber_on("Treasure Island"), t.amber(B)), (1, 2));
    assert_eq!(t.amber(A), 1, "its bonus alone");
}

#[test]
fn flint_s_map_archives_a_treasure_card_from_your_deck_or_discard_pile() {
    let mut t = scenario(House::Skyborn)
        .artifacts(A, &["{flint-s-map}"])
        .deck(A, &["Troll", "{flint-s-stash}"])
        .discard(A, &["Treasure Island", "Krump"])
        .start();
    t.apply(Choice::Omni(t.find("{flint-s-map}")));
    t.choose("{flint-s-stash}");
    assert_eq!(t.archives_of(A), ["Flint’s Stash"]);
    assert_eq!(t.discard(A), ["Treasure Island", "Krump"]);
}

#[test]
fn flint_s_stash_gives_flank_creatures_destroyed_gain_2() {
    let mut t = scenario(House::Skyborn)
        .artifacts(A, &["{flint-s-stash}"])
        .battleline(B, &["Krump", "Troll", "Mighty Tiger", "Dust Pixie"])
        .start();
    t.g.destroy(t.find("Krump"));
    t.advance();
    assert_eq!(t.amber(B), 2, "its controller gains");
    t.g.destroy(t.find("Mighty Tiger"));
    t.advance();
    assert_eq!(t.amber(B), 2, "Mighty Tiger was not on a flank");
}

// ----- Lateral Thrusters ------------------------------------------------------

#[test]
fn lateral_thrusters_lets_its_controller_rearrange_at_the_start_of_their_turn() {
    let mut t = scenario(House::Skyborn)
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .upgrade(B, "Lateral Thrusters", "Troll")
        .start();
    t.end_turn();
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    t.choose("Dust Pixie");
    t.choose("Troll");
    t.pass();
    assert_eq!(t.line(B), ["Dust Pixie", "Troll", "Krump"]);
}

// ----- Torpefying Harpoon -----------------------------------------------------

#[test]
fn torpefying_harpoon_destroys_its_creature_off_a_flank_as_your_turn_ends() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Krump", "Troll", "Dust Pixie"])
        .upgrade(A, "Torpefying Harpoon", "Troll")
        .start();
    t.end_turn();
    assert_eq!(t.line(A), ["Krump", "Dust Pixie"]);
}

#[test]
fn torpefying_harpoon_spares_a_flank_creature() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Troll", "Krump"])
        .upgrade(A, "Torpefying Harpoon", "Troll")
        .start();
    t.end_turn();
    assert_eq!(t.line(A), ["Troll", "Krump"]);
}

// ----- Shard of Courage -------------------------------------------------------

#[test]
fn shard_of_courage_readies_and_fights_once_per_friendly_shard() {
    let mut t = scenario(House::Skyborn)
        .artifacts(A, &["Shard of Courage", "Shard of Hope"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie", "Bad Penny"])
        .start();
    t.set_exhausted("Troll", true);
    t.set_exhausted("Krump", true);
    t.action("Shard of Courage");
    t.choose("Troll");
    t.choose("Dust Pixie");
    t.choose("Krump");
    assert!(t.line(B).is_empty(), "two fights");
}

// ----- Refined Adhesive -------------------------------------------------------

#[test]
fn refined_adhesive_puts_a_card_discarded_from_hand_beneath_its_creature() {
    let mut t = scenario(House::Skyborn)
        .battleline(B, &["Troll"])
        .upgrade(B, "Refined Adhesive", "Troll")
        .hand(A, &["Bux Bastian"])
        .start();
    t.discard_card("Bux Bastian");
    assert_eq!(t.beneath_of("Troll"), ["Bux Bastian"]);
    assert!(t.discard(A).is_empty());
    assert_eq!(
        t.amber_on("Troll"),
        0,
        "not discarded: its Scrap: did not exalt"
    );
    assert!(!t.card("Bux Bastian").is_grafted(), "facedown");
}

#[test]
fn refined_adhesive_catches_discards_of_either_hand() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Troll", "Bosun Creen"])
        .upgrade(A, "Refined Adhesive", "Troll")
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Krump"])
        .start();
    t.g.discard_random(B);
    t.advance();
    assert_eq!(t.beneath_of("Troll"), ["Krump"]);
    assert!(t.discard(B).is_empty());
}

#[test]
fn rose_of_sharon_alone_has_no_neighbor_and_deals_nothing() {
    let mut t = scenario(House::Skyborn)
        .battleline(A, &["Rose of Sharon"])
        .battleline(B, &["Krump"])
        .start();
    t.action("Rose of Sharon");
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn safe_port_with_no_yellow_key_forged_only_gives_its_bonus() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["Safe Port"])
        .battleline(A, &["Bosun Creen"])
        .amber(B, 3)
        .start();
    forged(&mut t, A, &[KeyColor::Red]);
    forged(&mut t, B, &[KeyColor::Blue]);
    t.play("Safe Port");
    assert_eq!(t.amber_on("Bosun Creen"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}

#[test]
fn flint_s_legend_with_no_treasure_island_moves_nothing() {
    let mut t = scenario(House::Skyborn)
        .hand(A, &["{flint-s-legend}"])
        .amber(B, 3)
        .start();
    t.play("{flint-s-legend}");
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}
