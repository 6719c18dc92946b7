//! Tests of the Star Alliance cards of Winds of Exchange: one ruling per
//! card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Identity, Location};
use keysim_facts::{House, Keywords};

/// "Make a token creature" on the right flank of a non-empty battleline.
const RIGHT: Choice = Choice::Option(1);

fn sorted(mut v: Vec<&'static str>) -> Vec<&'static str> {
    v.sort_unstable();
    v
}

#[test]
fn cultural_exchange_puts_every_card_of_the_opponents_archives_into_their_hand() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Cultural Exchange"])
        .archives(A, &["Punch"])
        .archives(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Cultural Exchange");
    assert_eq!(sorted(t.hand_of(B)), ["Dust Pixie", "Troll"]);
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.archives_of(A), ["Punch"], "only the opponent's archives");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn norbyns_cavern_gives_each_friendly_aemberling_3_power_and_skirmish() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Norbyn’s Cavern"])
        .battleline(A, &["Troll"])
        .deck(A, &["Krump"])
        .token(A, "Æmberling")
        .deck(B, &["Bumpsy"])
        .token(B, "Æmberling")
        .start();
    let mine = t.g.make_token(A, Flank::Right);
    let theirs = t.g.make_token(B, Flank::Right);
    assert_eq!(t.g.power(mine), 4);
    assert!(t.g.keywords(mine).contains(Keywords::SKIRMISH));
    assert_eq!(t.g.power(theirs), 1, "an enemy Æmberling gets nothing");
    assert!(!t.g.keywords(theirs).contains(Keywords::SKIRMISH));
    assert_eq!(t.power("Troll"), 8, "only Æmberlings");
}

#[test]
fn recruiting_station_makes_a_token_when_the_discarded_card_is_of_the_chosen_house() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Recruiting Station"])
        .deck(A, &["Troll", "Krump"])
        .token(A, "Cadet")
        .start();
    let station = t.find("Recruiting Station");
    t.apply(Choice::Omni(station));
    t.choose_house(House::Brobnar);
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(
        t.line(A),
        ["Cadet"],
        "Krump, the next card, became the token"
    );
    assert!(t.deck_of(A).is_empty());
}

#[test]
fn recruiting_station_makes_nothing_when_the_discarded_card_is_of_another_house() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Recruiting Station"])
        .deck(A, &["Troll", "Krump"])
        .token(A, "Cadet")
        .start();
    let station = t.find("Recruiting Station");
    t.apply(Choice::Omni(station));
    t.choose_house(House::Dis);
    assert_eq!(t.discard(A), ["Troll"]);
    assert!(t.line(A).is_empty());
    assert_eq!(t.deck_of(A), ["Krump"]);
}

#[test]
fn shakedown_sullivan_gives_1_to_the_controller_when_the_top_card_shares_a_house() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Shakedown Sullivan"])
        .battleline(B, &["Krump"])
        .deck(B, &["Troll", "Bumpsy"])
        .start();
    t.reap("Shakedown Sullivan");
    t.choose("Krump");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.amber(B), 1, "Krump's controller gains 1");
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.amber(A), 1, "the reap");
}

#[test]
fn shakedown_sullivan_destroys_the_creature_when_the_top_card_shares_no_house() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Shakedown Sullivan"])
        .battleline(B, &["Krump"])
        .deck(B, &["Dust Pixie", "Bumpsy"])
        .start();
    t.reap("Shakedown Sullivan");
    t.choose("Krump");
    assert_eq!(t.discard(B), ["Dust Pixie", "Krump"]);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn shakedown_sullivan_destroys_the_creature_when_its_controllers_deck_is_empty() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Shakedown Sullivan"])
        .battleline(B, &["Krump"])
        .deck(B, &[])
        .start();
    t.reap("Shakedown Sullivan");
    t.choose("Krump");
    assert_eq!(t.discard(B), ["Krump"], "no card shares its house");
}

#[test]
fn stronger_together_readies_a_star_alliance_creature_between_two_other_houses() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Stronger Together"])
        .battleline(A, &["Troll", "Friendly Guide", "Dust Pixie"])
        .battleline(B, &["Krump", "CPO Zytar", "Bumpsy"])
        .start();
    t.set_exhausted("Friendly Guide", true);
    t.set_exhausted("CPO Zytar", true);
    t.play("Stronger Together");
    assert!(
        !t.exhausted("Friendly Guide"),
        "Brobnar and Untamed beside it"
    );
    assert!(t.exhausted("CPO Zytar"), "two Brobnar neighbors: one house");
}

#[test]
fn stronger_together_needs_two_neighbors_outside_star_alliance() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Stronger Together"])
        .battleline(A, &["Troll", "Friendly Guide", "CPO Zytar"])
        .start();
    t.set_exhausted("Friendly Guide", true);
    t.set_exhausted("CPO Zytar", true);
    t.play("Stronger Together");
    assert!(
        t.exhausted("Friendly Guide"),
        "one neighbor is Star Alliance"
    );
    assert!(
        t.exhausted("CPO Zytar"),
        "a flank creature has one neighbor"
    );
}

#[test]
fn badge_of_unity_makes_its_creature_star_alliance_as_well() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll"])
        .upgrade(A, "Badge of Unity", "Troll")
        .start();
    let troll = t.find("Troll");
    assert!(t.g.belongs_to(troll, House::StarAlliance));
    assert!(t.g.belongs_to(troll, House::Brobnar));
    t.reap("Troll");
    assert_eq!(t.amber(A), 1, "usable with Star Alliance active");
}

#[test]
fn camaraderie_exhausts_a_ready_star_alliance_creature_to_draw_2_per_outside_neighbor() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Camaraderie"])
        .battleline(A, &["Troll", "Friendly Guide", "Dust Pixie"])
        .start();
    t.play("Camaraderie");
    assert!(
        t.exhausted("Friendly Guide"),
        "the only Star Alliance creature"
    );
    assert_eq!(t.hand_of(A).len(), 4, "2 for each of 2 neighbors");
}

#[test]
fn camaraderie_draws_nothing_when_the_creature_was_already_exhausted() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Camaraderie"])
        .battleline(A, &["Troll", "Friendly Guide", "Dust Pixie"])
        .start();
    t.set_exhausted("Friendly Guide", true);
    t.play("Camaraderie");
    assert!(
        t.hand_of(A).is_empty(),
        "not exhausted by it: no 'if you do'"
    );
}

#[test]
fn camaraderie_counts_only_neighbors_outside_star_alliance() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Camaraderie"])
        .battleline(A, &["CPO Zytar", "Friendly Guide", "Dust Pixie"])
        .start();
    t.play("Camaraderie");
    t.choose("Friendly Guide");
    assert!(t.exhausted("Friendly Guide"));
    assert!(!t.exhausted("CPO Zytar"));
    assert_eq!(t.hand_of(A).len(), 2, "CPO Zytar is Star Alliance");
}

#[test]
fn collector_boren_takes_an_upgrade_back_and_readies_when_one_is_attached() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Collector Boren"])
        .discard(A, &["Troll", "Echo Reflector"])
        .start();
    t.play("Collector Boren");
    assert_eq!(t.hand_of(A), ["Echo Reflector"], "the only upgrade offered");
    assert!(t.exhausted("Collector Boren"), "entered play exhausted");
    t.play("Echo Reflector");
    assert!(!t.exhausted("Collector Boren"));
}

#[test]
fn fof_transponder_moves_to_the_token_its_creature_makes_when_destroyed() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Photon Blast"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(B, "FOF Transponder", "Dust Pixie")
        .deck(B, &["Troll", "Krump"])
        .token(B, "Cadet")
        .start();
    t.play("Photon Blast");
    t.apply(RIGHT);
    assert_eq!(t.line(B), ["Cadet"]);
    let cadet = t.find("Cadet");
    let fof = t.find("FOF Transponder");
    assert_eq!(t.g.card(fof).location, Location::Attached);
    assert_eq!(t.g.card(fof).host, cadet);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

#[test]
fn ganymede_outpost_buries_a_friendly_creature_then_archives_2_cards() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Ganymede Outpost"])
        .battleline(A, &["Troll"])
        .hand(A, &["Krump", "Punch", "Dust Pixie"])
        .deck(A, &["Bumpsy"])
        .start();
    t.action("Ganymede Outpost");
    assert_eq!(t.deck_of(A), ["Bumpsy", "Troll"], "on the bottom");
    t.choose("Krump");
    t.choose("Punch");
    assert_eq!(sorted(t.archives_of(A)), ["Krump", "Punch"]);
    assert_eq!(t.hand_of(A), ["Dust Pixie"]);
}

#[test]
fn ganymede_outpost_archives_nothing_when_a_ward_keeps_the_creature() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Ganymede Outpost"])
        .battleline(A, &["Troll"])
        .hand(A, &["Krump", "Punch"])
        .start();
    t.set_ward("Troll");
    t.action("Ganymede Outpost");
    assert_eq!(t.line(A), ["Troll"]);
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.hand_of(A).len(), 2);
}

#[test]
fn quintrino_warp_destroys_the_chosen_pair_and_every_creature_of_their_houses() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Quintrino Warp"])
        .battleline(A, &["Troll", "Dust Pixie", "CPO Zytar"])
        .battleline(B, &["Krump", "Mighty Tiger", "Shooler"])
        .start();
    t.play("Quintrino Warp");
    t.choose("Dust Pixie");
    t.choose("Krump");
    assert_eq!(t.line(A), ["CPO Zytar"]);
    assert_eq!(t.line(B), ["Shooler"]);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn sv3_lander_makes_a_token_when_played() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["SV3 Lander"])
        .deck(A, &["Troll"])
        .token(A, "Cadet")
        .start();
    t.play("SV3 Lander");
    assert_eq!(t.line(A), ["Cadet"]);
}

#[test]
fn sv3_lander_destroys_itself_to_let_friendly_tokens_be_used_this_turn() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["SV3 Lander"])
        .battleline(A, &["Troll"])
        .deck(A, &["Krump", "Bumpsy"])
        .token(A, "Cadet")
        .start();
    let cadet = t.g.make_token(A, Flank::Right);
    t.advance();
    t.set_exhausted("Cadet", false);
    assert!(!t.is_legal(Choice::Reap(cadet)), "a Star Alliance token");
    let lander = t.find("SV3 Lander");
    t.apply(Choice::Omni(lander));
    assert_eq!(t.discard(A), ["SV3 Lander"]);
    assert!(t.is_legal(Choice::Reap(cadet)));
    assert!(
        !t.is_legal(Choice::Reap(t.find("Troll"))),
        "only token creatures"
    );
    t.apply(Choice::Reap(cadet));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn cpo_zytar_has_its_printed_power_and_armor() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["CPO Zytar"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("CPO Zytar", "Dust Pixie");
    assert_eq!(t.damage("CPO Zytar"), 0, "1 armor absorbs Dust Pixie's 1");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

#[test]
fn echo_reflector_raises_the_cost_of_its_controllers_opponents_keys() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Echo Reflector"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Echo Reflector");
    assert_eq!(t.g.key_cost(B), 9);
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn echo_reflector_on_an_enemy_creature_raises_your_own_keys() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Echo Reflector"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Echo Reflector");
    assert_eq!(t.g.key_cost(A), 9, "the creature's controller is B");
    assert_eq!(t.g.key_cost(B), 6);
}

#[test]
fn friendly_guide_may_be_used_after_one_of_its_neighbors() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["CPO Zytar", "Friendly Guide"])
        .start();
    t.reap("CPO Zytar");
    t.yes();
    // Using it offers only its reap (nothing to fight): no further ask.
    assert_eq!(t.amber(A), 2);
    assert!(t.exhausted("Friendly Guide"));
}

#[test]
fn friendly_guide_may_be_left_unused() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["CPO Zytar", "Friendly Guide"])
        .start();
    t.reap("CPO Zytar");
    t.no();
    assert!(!t.exhausted("Friendly Guide"));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn friendly_guide_offers_nothing_after_a_creature_that_is_not_its_neighbor() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["CPO Zytar", "Troll", "Friendly Guide"])
        .start();
    t.reap("CPO Zytar");
    assert!(!t.asks_target());
    assert!(t.is_legal(Choice::Reap(t.find("Friendly Guide"))));
}

#[test]
fn friendly_guide_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Friendly Guide"])
        .start();
    t.fight("Krump", "Friendly Guide");
    assert_eq!(t.damage("Friendly Guide"), 0);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn photon_blast_makes_a_token_when_its_damage_destroys_a_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Photon Blast"])
        .battleline(B, &["Krump", "Dust Pixie", "Troll"])
        .deck(A, &["Bumpsy"])
        .token(A, "Cadet")
        .start();
    t.play("Photon Blast");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Krump", "Troll"]);
    assert_eq!(t.damage("Krump"), 1, "splash");
    assert_eq!(t.damage("Troll"), 1, "splash");
    assert_eq!(t.line(A), ["Cadet"]);
}

#[test]
fn photon_blast_makes_no_token_when_nothing_is_destroyed() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Photon Blast"])
        .battleline(B, &["Krump", "Troll"])
        .deck(A, &["Bumpsy"])
        .token(A, "Cadet")
        .start();
    t.play("Photon Blast");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Krump"), 1);
    assert!(t.line(A).is_empty());
}

#[test]
fn photon_blast_counts_a_neighbor_destroyed_by_the_splash() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Photon Blast"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .deck(A, &["Bumpsy"])
        .token(A, "Cadet")
        .start();
    t.play("Photon Blast");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.line(A), ["Cadet"]);
}

#[test]
fn pyr_0_splashes_3_when_it_attacks() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["PYR*0"])
        .battleline(B, &["Krump", "Dust Pixie", "Troll"])
        .start();
    t.fight("PYR*0", "Dust Pixie");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn pyr_0_played_as_an_upgrade_gives_its_creature_splash_attack_3() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["PYR*0"])
        .battleline(A, &["CPO Zytar"])
        .battleline(B, &["Krump", "Dust Pixie", "Troll"])
        .start();
    t.play("PYR*0");
    t.choose("CPO Zytar");
    assert_eq!(t.line(A), ["CPO Zytar"]);
    t.fight("CPO Zytar", "Dust Pixie");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn recorded_history_archives_up_to_3_cards_of_different_houses() {
    let mut t = scenario(House::StarAlliance)
        .hand(
            A,
            &[
                "Recorded History",
                "Troll",
                "Krump",
                "Dust Pixie",
                "Shooler",
            ],
        )
        .start();
    t.play("Recorded History");
    t.choose("Troll");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "Krump shares Troll's house"
    );
    t.choose("Dust Pixie");
    t.pass();
    assert_eq!(sorted(t.archives_of(A)), ["Dust Pixie", "Troll"]);
    assert_eq!(sorted(t.hand_of(A)), ["Krump", "Shooler"]);
}

#[test]
fn rogue_operation_steals_1_per_house_among_the_2_discarded_cards() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Rogue Operation"])
        .deck(A, &["Troll", "Dust Pixie", "Krump"])
        .amber(B, 5)
        .start();
    t.play("Rogue Operation");
    assert_eq!(
        sorted(t.discard(A)),
        ["Dust Pixie", "Rogue Operation", "Troll"]
    );
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn rogue_operation_steals_1_when_both_cards_share_a_house() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Rogue Operation"])
        .deck(A, &["Troll", "Krump"])
        .amber(B, 5)
        .start();
    t.play("Rogue Operation");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 4);
}

#[test]
fn scout_chief_korijir_makes_a_token_when_played_and_after_reaping() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Scout Chief Korijir"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .token(A, "Cadet")
        .start();
    t.play("Scout Chief Korijir");
    t.apply(RIGHT);
    assert_eq!(t.line(A), ["Scout Chief Korijir", "Cadet"]);
    t.set_exhausted("Scout Chief Korijir", false);
    t.reap("Scout Chief Korijir");
    t.apply(Choice::Option(0));
    assert_eq!(t.line(A), ["Cadet", "Scout Chief Korijir", "Cadet"]);
}

#[test]
fn specialist_guthrak_captures_1_per_house_among_it_and_its_neighbors() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Specialist Guthrak", "Dust Pixie"])
        .amber(B, 5)
        .start();
    t.reap("Specialist Guthrak");
    assert_eq!(t.amber_on("Specialist Guthrak"), 3);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn specialist_guthrak_has_skirmish() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Specialist Guthrak", "CPO Zytar"])
        .battleline(B, &["Bumpsy"])
        .amber(B, 5)
        .start();
    t.fight("Specialist Guthrak", "Bumpsy");
    assert_eq!(t.damage("Specialist Guthrak"), 0);
    assert_eq!(
        t.amber_on("Specialist Guthrak"),
        1,
        "one house: Star Alliance"
    );
}

#[test]
fn teamwork_is_archived_when_the_opponent_still_has_more_creatures() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Teamwork"])
        .battleline(B, &["Krump", "Troll"])
        .deck(A, &["Bumpsy"])
        .token(A, "Cadet")
        .start();
    t.play("Teamwork");
    assert_eq!(t.line(A), ["Cadet"]);
    assert_eq!(t.archives_of(A), ["Teamwork"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn teamwork_is_discarded_when_the_token_evens_the_creatures() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Teamwork"])
        .battleline(B, &["Krump"])
        .deck(A, &["Bumpsy"])
        .token(A, "Cadet")
        .start();
    t.play("Teamwork");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Teamwork"]);
}

#[test]
fn uplink_gives_an_action_making_a_token_per_neighbor_outside_star_alliance() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "CPO Zytar", "Dust Pixie"])
        .upgrade(A, "Uplink", "CPO Zytar")
        .deck(A, &["Bumpsy", "Krump", "Shooler"])
        .token(A, "Cadet")
        .start();
    t.action("CPO Zytar");
    t.apply(RIGHT);
    t.apply(RIGHT);
    assert_eq!(
        t.line(A),
        ["Troll", "CPO Zytar", "Dust Pixie", "Cadet", "Cadet"]
    );
    assert!(t.exhausted("CPO Zytar"));
}

#[test]
fn uplink_counts_no_star_alliance_neighbor() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Friendly Guide", "CPO Zytar", "Dust Pixie"])
        .upgrade(A, "Uplink", "CPO Zytar")
        .deck(A, &["Bumpsy", "Krump"])
        .token(A, "Cadet")
        .start();
    t.action("CPO Zytar");
    t.apply(RIGHT);
    assert_eq!(t.line(A).len(), 4, "one token: Dust Pixie");
}

#[test]
fn a_cadet_destroyed_readies_its_most_powerful_neighbor() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Photon Blast"])
        .battleline(B, &["Krump", "Troll"])
        .deck(B, &["Bumpsy"])
        .token(B, "Cadet")
        .start();
    let cadet = t.g.make_token(B, Flank::Left);
    t.g.move_in_battleline(cadet, 1);
    t.advance();
    t.set_exhausted("Krump", true);
    t.set_exhausted("Troll", true);
    assert_eq!(t.line(B), ["Krump", "Cadet", "Troll"]);
    t.play("Photon Blast");
    t.choose_card(cadet);
    assert_eq!(t.line(B), ["Krump", "Troll"]);
    assert!(!t.exhausted("Troll"), "power 8 beats Krump's 6");
    assert!(t.exhausted("Krump"));
    assert_eq!(t.g.identity(cadet), Identity::Printed, "Bumpsy again");
}

#[test]
fn b0_t_uses_a_friendly_creature_of_another_house() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "CPO Zytar"])
        .deck(A, &["Bumpsy"])
        .token(A, "B0-T")
        .start();
    let bot = t.g.make_token(A, Flank::Right);
    t.advance();
    t.set_exhausted("B0-T", false);
    t.apply(Choice::Action(bot));
    // Troll, the only friendly creature outside Star Alliance, is chosen
    // without asking; using it offers its reap (nothing to fight).
    assert_eq!(t.amber(A), 1, "Troll reaped");
    assert!(t.exhausted("Troll"));
    assert!(
        !t.exhausted("CPO Zytar"),
        "a Star Alliance creature is not offered"
    );
}

#[test]
fn grunt_work_puts_the_top_3_back_in_any_order_then_makes_a_token() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Grunt Work"])
        .deck(A, &["Troll", "Krump", "Dust Pixie", "Bumpsy"])
        .token(A, "Cadet")
        .start();
    t.play("Grunt Work");
    t.choose_option(5);
    assert_eq!(t.line(A), ["Cadet"], "Dust Pixie, put on top, became it");
    assert_eq!(t.deck_of(A), ["Krump", "Troll", "Bumpsy"]);
}

#[test]
fn future_booster_may_put_the_top_card_on_the_bottom() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Future Booster"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    let booster = t.find("Future Booster");
    t.apply(Choice::Omni(booster));
    assert!(t.g.knows(A, t.find("Troll")), "its owner sees the card");
    assert!(!t.g.knows(B, t.find("Troll")));
    t.choose_option(1);
    assert_eq!(t.deck_of(A), ["Krump", "Bumpsy", "Troll"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn future_booster_may_leave_the_top_card_where_it_is() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Future Booster"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    let booster = t.find("Future Booster");
    t.apply(Choice::Omni(booster));
    t.choose_option(0);
    assert_eq!(t.deck_of(A), ["Troll", "Krump", "Bumpsy"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn an_explorer_reaping_may_discard_the_top_card_of_the_deck() {
    let mut t = scenario(House::StarAlliance)
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .token(A, "Explorer")
        .start();
    let explorer = t.g.make_token(A, Flank::Right);
    t.advance();
    t.set_exhausted("Explorer", false);
    assert_eq!(t.g.power(explorer), 2);
    t.apply(Choice::Reap(explorer));
    t.choose_option(1);
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn an_explorer_reaping_may_keep_the_top_card() {
    let mut t = scenario(House::StarAlliance)
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .token(A, "Explorer")
        .start();
    let explorer = t.g.make_token(A, Flank::Right);
    t.advance();
    t.set_exhausted("Explorer", false);
    t.apply(Choice::Reap(explorer));
    t.choose_option(0);
    assert!(t.discard(A).is_empty());
    assert_eq!(t.deck_of(A), ["Krump", "Bumpsy"]);
}

#[test]
fn pupgrade_as_an_upgrade_gives_3_power_and_comes_back_as_a_ready_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Pupgrade", "Photon Blast"])
        .battleline(A, &["CPO Zytar", "Dust Pixie"])
        .start();
    t.play("Pupgrade");
    t.choose("Dust Pixie");
    assert_eq!(t.power("Dust Pixie"), 4);
    assert_eq!(t.line(A), ["CPO Zytar", "Dust Pixie"]);
    t.set_damage("Dust Pixie", 3);
    t.play("Photon Blast");
    t.choose("Dust Pixie");
    assert_eq!(t.line(A), ["CPO Zytar", "Pupgrade"], "on the right flank");
    assert!(!t.exhausted("Pupgrade"), "ready");
    assert_eq!(t.power("Pupgrade"), 3);
    assert_eq!(t.discard(A), ["Dust Pixie", "Photon Blast"]);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn pupgrade_may_be_played_as_a_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Pupgrade"])
        .battleline(A, &["CPO Zytar"])
        .start();
    t.play("Pupgrade");
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Pupgrade", "CPO Zytar"]);
    assert_eq!(t.power("CPO Zytar"), 4);
}

#[test]
fn temporal_purge_flips_every_token_creature_faceup() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Temporal Purge"])
        .battleline(A, &["CPO Zytar"])
        .deck(A, &["Punch", "Troll"])
        .token(A, "Cadet")
        .deck(B, &["Krump"])
        .token(B, "Explorer")
        .start();
    let action_token = t.g.make_token(A, Flank::Left);
    let creature_token = t.g.make_token(A, Flank::Right);
    let enemy_token = t.g.make_token(B, Flank::Right);
    t.advance();
    t.play("Temporal Purge");
    assert_eq!(t.line(A), ["CPO Zytar", "Troll"]);
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.g.identity(creature_token), Identity::Printed);
    assert_eq!(t.g.identity(enemy_token), Identity::Printed);
    assert_eq!(t.g.card(action_token).location, Location::Discard);
    assert_eq!(t.discard(A), ["Punch", "Temporal Purge"]);
    assert_eq!(
        t.g.turn_history().creatures_destroyed,
        [0, 0],
        "put in the discard pile, not destroyed"
    );
    assert!(t.g.check_bookkeeping().is_ok());
}

/// B controls `tokens` Æmberlings (made from the top of their deck of
/// Krumps) and holds `pool` Æmber; A ends the turn, so B's step 1 comes
/// next.
fn forging_with_aemberlings(pool: u8, tokens: usize) -> keysim_engine::scenario::Test {
    let mut t = scenario(House::StarAlliance)
        .deck(B, &["Krump"; 8])
        .token(B, "Æmberling")
        .amber(B, pool)
        .start();
    for _ in 0..tokens {
        t.g.make_token(B, Flank::Right);
    }
    t.advance();
    t.end_turn();
    t
}

#[test]
fn aemberlings_pay_for_a_key_and_are_discarded_when_spent() {
    // 5 in the pool and 2 Æmberlings: the key (6) must be forged, with 1
    // or 2 Æmberlings spent.
    let mut t = forging_with_aemberlings(5, 2);
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    assert_eq!(t.choices(), [Choice::Option(1), Choice::Option(2)]);
    t.choose_option(1);
    t.choose("Æmberling");
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 0);
    assert_eq!(t.line(B), ["Æmberling"]);
    assert_eq!(
        t.discard(B),
        ["Krump"],
        "the spent token is its own card again"
    );
    assert_eq!(t.g.turn_history().creatures_destroyed, [0, 0]);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn aemberlings_short_of_the_cost_forge_nothing() {
    let t = forging_with_aemberlings(3, 2);
    assert_eq!(t.keys(B), 0);
    assert_eq!(t.line(B), ["Æmberling", "Æmberling"]);
}

#[test]
fn a_warded_aemberling_is_still_discarded_when_spent() {
    let mut t = scenario(House::StarAlliance)
        .deck(B, &["Krump"; 4])
        .token(B, "Æmberling")
        .amber(B, 5)
        .start();
    let token = t.g.make_token(B, Flank::Right);
    t.advance();
    t.g.ward(token);
    t.end_turn();
    // One way to pay: the pool's 5 and the Æmberling, asked of no one.
    assert_eq!(t.keys(B), 1);
    assert!(t.line(B).is_empty());
}

#[test]
fn an_aemberling_cannot_reap() {
    let mut t = scenario(House::StarAlliance)
        .deck(A, &["Krump"])
        .token(A, "Æmberling")
        .battleline(B, &["Dust Pixie"])
        .start();
    let token = t.g.make_token(A, Flank::Right);
    t.advance();
    t.set_exhausted("Æmberling", false);
    assert!(!t.is_legal(Choice::Reap(token)));
    assert!(t.is_legal(Choice::Fight(token)));
}

#[test]
fn pupgrade_on_an_enemy_creature_comes_back_on_that_creatures_side() {
    // The granted "Destroyed:" ability is its creature's controller's: "your
    // battleline" is theirs.
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Pupgrade", "Photon Blast"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.play("Pupgrade");
    t.choose("Dust Pixie");
    t.set_damage("Dust Pixie", 3);
    t.play("Photon Blast");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Krump", "Pupgrade"]);
    let pupgrade = t.find("Pupgrade");
    assert_eq!(t.g.card(pupgrade).controller, B);
    assert_eq!(t.g.card(pupgrade).owner, A);
}

#[test]
fn a_cadet_between_two_equally_powerful_neighbors_readies_the_one_chosen() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Photon Blast"])
        .battleline(B, &["Krump", "Krump"])
        .deck(B, &["Bumpsy"])
        .token(B, "Cadet")
        .start();
    let cadet = t.g.make_token(B, Flank::Left);
    t.g.move_in_battleline(cadet, 1);
    t.advance();
    let krumps = t.find_all("Krump");
    for &k in &krumps {
        t.g.exhaust(k);
    }
    t.play("Photon Blast");
    t.choose_card(cadet);
    assert!(t.is_legal(Choice::Target(krumps[0])));
    assert!(t.is_legal(Choice::Target(krumps[1])));
    t.choose_card(krumps[1]);
    assert!(t.g.card(krumps[0]).is_exhausted());
    assert!(!t.g.card(krumps[1]).is_exhausted());
}

#[test]
fn sv3_lander_does_not_let_its_controller_use_enemy_tokens() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["SV3 Lander"])
        .deck(B, &["Krump"])
        .token(B, "Cadet")
        .start();
    let enemy = t.g.make_token(B, Flank::Right);
    t.advance();
    t.set_exhausted("Cadet", false);
    t.apply(Choice::Omni(t.find("SV3 Lander")));
    assert!(!t.is_legal(Choice::Reap(enemy)));
    assert!(!t.is_legal(Choice::Fight(enemy)));
}

#[test]
fn friendly_guide_may_be_used_after_a_neighbor_fights() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Friendly Guide", "CPO Zytar"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.fight("CPO Zytar", "Dust Pixie");
    assert_eq!(t.line(B), ["Krump"], "the fight resolved first");
    t.yes();
    t.reap("Friendly Guide");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn mirror_shell_makes_a_token_when_played() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Mirror Shell"])
        .battleline(A, &["CPO Zytar"])
        .deck(A, &["Troll"])
        .token(A, "Cadet")
        .start();
    t.play("Mirror Shell");
    t.apply(RIGHT);
    assert_eq!(t.line(A), ["CPO Zytar", "Cadet"]);
    let shell = t.find("Mirror Shell");
    assert_eq!(t.g.card(shell).host, t.find("CPO Zytar"));
}

#[test]
fn mirror_shell_makes_each_friendly_token_a_copy_of_its_creature_for_the_turn() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Scout Chief Korijir"])
        .upgrade(A, "Mirror Shell", "Scout Chief Korijir")
        .deck(A, &["Troll", "Krump", "Bumpsy", "Dust Pixie"])
        .token(A, "Cadet")
        .deck(B, &["Shooler"])
        .token(B, "Cadet")
        .start();
    let old = t.g.make_token(A, Flank::Left);
    let enemy = t.g.make_token(B, Flank::Left);
    t.advance();
    t.reap("Scout Chief Korijir");
    // The reap's own token (its Reap: resolves first), then the copies.
    t.apply(RIGHT);
    assert_eq!(
        t.line(A),
        [
            "Scout Chief Korijir",
            "Scout Chief Korijir",
            "Scout Chief Korijir"
        ]
    );
    assert_eq!(t.g.identity(old), Identity::Token, "still a token creature");
    assert!(t.g.is_token(old));
    assert_eq!(t.g.power(old), 2);
    assert_eq!(t.line(B), ["Cadet"], "only friendly tokens");
    assert_eq!(t.g.identity(enemy), Identity::Token);
    assert!(t.g.check_bookkeeping().is_ok());
    t.end_turn();
    assert_eq!(t.line(A), ["Cadet", "Scout Chief Korijir", "Cadet"]);
    assert_eq!(t.g.power(old), 1);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn mirror_shell_tokens_made_later_in_the_turn_are_copies_too() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["SV3 Lander"])
        .battleline(A, &["CPO Zytar"])
        .upgrade(A, "Mirror Shell", "CPO Zytar")
        .deck(A, &["Troll", "Krump"])
        .token(A, "Cadet")
        .start();
    t.reap("CPO Zytar");
    t.play("SV3 Lander");
    t.apply(RIGHT);
    assert_eq!(t.line(A), ["CPO Zytar", "CPO Zytar"]);
    let token = t.find_all("CPO Zytar")[1];
    assert!(t.g.is_token(token));
    assert_eq!(t.g.power(token), 4);
    t.end_turn();
    assert_eq!(t.line(A), ["CPO Zytar", "Cadet"]);
    assert!(t.g.check_bookkeeping().is_ok());
}
