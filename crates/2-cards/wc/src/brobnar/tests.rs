//! Tests of the Brobnar cards Worlds Collide printed first: one ruling per
//! card and branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;

/// The cards the current target decision offers, by title.
fn offered(t: &Test) -> Vec<&'static str> {
    t.choices()
        .into_iter()
        .filter_map(|c| match c {
            Choice::Target(x) => Some(t.g.def(x).name),
            _ => None,
        })
        .collect()
}

/// Whether the named creature may be used to reap now.
fn may_reap(t: &Test, name: &str) -> bool {
    t.is_legal(Choice::Reap(t.find(name)))
}

#[test]
fn alaka_enters_play_ready_after_a_creature_fought_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Alaka"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Krump", "Dust Pixie");
    t.play("Alaka");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Alaka"));
    t.reap("Alaka");
    assert_eq!(t.amber(A), 1, "ready to be used at once");
}

#[test]
fn alaka_enters_play_exhausted_without_a_fight_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Alaka"])
        .battleline(A, &["Krump"])
        .start();
    t.reap("Krump");
    t.play("Alaka");
    t.flank(Flank::Right);
    assert!(t.exhausted("Alaka"), "a reap is not a fight");
}

#[test]
fn mega_alaka_enters_play_ready_after_a_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Mega Alaka"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Krump", "Dust Pixie");
    t.play("Mega Alaka");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Mega Alaka"));
}

#[test]
fn alakas_brew_gives_a_creature_two_power_counters() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Alaka’s Brew"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Alaka’s Brew");
    assert_eq!(offered(&t), ["Krump", "Dust Pixie"], "any creature");
    t.choose("Dust Pixie");
    assert_eq!(t.power("Dust Pixie"), 3);
    assert_eq!(t.amber(A), 1, "its Æmber bonus");
}

#[test]
fn every_brew_gives_a_creature_two_power_counters() {
    for brew in [
        "Chieftain’s Brew",
        "Cowfyne’s Brew",
        "Groke’s Brew",
        "Gron’s Brew",
        "Mogghunter’s Brew",
        "Narp’s Brew",
        "Shorty’s Brew",
    ] {
        let mut t = scenario(House::Brobnar)
            .hand(A, &[brew])
            .battleline(A, &["Krump"])
            .start();
        t.play(brew);
        assert_eq!(t.power("Krump"), 8, "{brew}");
    }
}

#[test]
fn ballcano_deals_four_to_each_creature_and_gives_two_chains() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ballcano"])
        .battleline(A, &["Krump", "Mighty Tiger"])
        .battleline(B, &["Troll", "Champion Anaphiel"])
        .start();
    t.play("Ballcano");
    assert_eq!(t.damage("Krump"), 4, "friendly creatures too");
    assert_eq!(t.discard(A), ["Mighty Tiger", "Ballcano"]);
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.damage("Champion Anaphiel"), 3, "1 armor");
    assert_eq!(t.g.player(A).chains, 2);
    assert_eq!(t.g.player(B).chains, 0);
}

#[test]
fn barn_razing_makes_the_opponent_lose_one_per_friendly_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Barn Razing"])
        .battleline(A, &["Bumpsy", "Troll"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger"])
        .amber(B, 5)
        .start();
    t.play("Barn Razing");
    t.fight("Bumpsy", "Dust Pixie");
    t.fight("Troll", "Mighty Tiger");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn barn_razing_ends_with_the_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Barn Razing"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .amber(A, 5)
        .amber(B, 5)
        .start();
    t.play("Barn Razing");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Krump");
    assert_eq!(
        t.amber(A),
        5,
        "the effect is over, and B's fights never counted"
    );
}

#[test]
fn berserker_slam_destroying_a_flank_creature_costs_its_controller_one() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Berserker Slam"])
        .battleline(B, &["Dust Pixie", "Troll", "Mighty Tiger"])
        .amber(B, 3)
        .start();
    t.play("Berserker Slam");
    assert_eq!(
        offered(&t),
        ["Dust Pixie", "Mighty Tiger"],
        "flank creatures only"
    );
    t.choose("Mighty Tiger");
    assert_eq!(t.discard(B), ["Mighty Tiger"]);
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 1, "its Æmber bonus only");
}

#[test]
fn berserker_slam_that_does_not_destroy_costs_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Berserker Slam"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.play("Berserker Slam");
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn berserker_slam_on_a_warded_creature_costs_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Berserker Slam"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.set_ward("Dust Pixie");
    t.play("Berserker Slam");
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn berserker_slam_on_a_friendly_creature_costs_you_one() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Berserker Slam"])
        .battleline(A, &["Dust Pixie"])
        .amber(A, 3)
        .start();
    t.play("Berserker Slam");
    assert_eq!(t.discard(A), ["Dust Pixie", "Berserker Slam"]);
    assert_eq!(t.amber(A), 3, "1 bonus, 1 lost");
}

#[test]
fn gron_nine_toes_dies_to_damage_equal_to_its_printed_power() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Gron Nine-Toes"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.fight("Gron Nine-Toes", "Bumpsy");
    assert_eq!(
        t.discard(A),
        ["Gron Nine-Toes"],
        "no bonus before surviving"
    );
    assert_eq!(t.discard(B), ["Bumpsy"]);
}

#[test]
fn gron_nine_toes_gets_four_power_once_it_survives_damage() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Gron Nine-Toes"])
        .battleline(B, &["Mighty Tiger", "Troll"])
        .start();
    assert_eq!(t.power("Gron Nine-Toes"), 5);
    t.fight("Gron Nine-Toes", "Mighty Tiger");
    assert_eq!(t.damage("Gron Nine-Toes"), 4);
    assert_eq!(t.power("Gron Nine-Toes"), 9);
    t.g.deal_damage(t.find("Gron Nine-Toes"), 4);
    t.advance();
    assert_eq!(t.line(A), ["Gron Nine-Toes"], "8 damage, 9 power");
}

#[test]
fn mega_gron_nine_toes_gets_four_power_while_damaged() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mega Gron Nine-Toes"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.fight("Mega Gron Nine-Toes", "Mighty Tiger");
    assert_eq!(t.power("Mega Gron Nine-Toes"), 11);
}

#[test]
fn irestaff_enrages_a_creature_and_gives_it_a_power_counter() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Irestaff"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Irestaff");
    t.choose("Troll");
    assert!(t.card("Troll").is_enraged());
    assert_eq!(t.power("Troll"), 9);
    assert!(!t.card("Krump").is_enraged());
}

#[test]
fn mogghunter_fight_deals_two_to_a_flank_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mogghunter"])
        .battleline(B, &["Mighty Tiger", "Dust Pixie", "Krump", "Doc Bookton"])
        .start();
    t.fight("Mogghunter", "Dust Pixie");
    assert_eq!(
        offered(&t),
        ["Mogghunter", "Mighty Tiger", "Doc Bookton"],
        "flank creatures of either side"
    );
    t.choose("Mighty Tiger");
    assert_eq!(t.damage("Mighty Tiger"), 2);
}

#[test]
fn mega_mogghunter_fight_deals_two_to_a_flank_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mega Mogghunter"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger"])
        .start();
    t.fight("Mega Mogghunter", "Dust Pixie");
    t.choose("Mighty Tiger");
    assert_eq!(t.damage("Mighty Tiger"), 2);
}

#[test]
fn narps_neighbors_cannot_reap() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Narp", "Bumpsy", "Valdr"])
        .start();
    assert!(!may_reap(&t, "Krump"));
    assert!(!may_reap(&t, "Bumpsy"));
    assert!(may_reap(&t, "Narp"), "Narp itself may reap");
    assert!(may_reap(&t, "Valdr"), "not a neighbor");
}

#[test]
fn mega_narps_neighbors_cannot_reap() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Mega Narp", "Krump"])
        .start();
    assert!(!may_reap(&t, "Krump"));
    assert!(may_reap(&t, "Mega Narp"));
}

#[test]
fn shorty_deals_four_assault_damage_and_its_reap_enrages_it() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Shorty", "Mega Shorty"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.fight("Shorty", "Mighty Tiger");
    assert_eq!(t.discard(B), ["Mighty Tiger"], "assault 4 before the fight");
    assert_eq!(t.damage("Shorty"), 0, "the Tiger died before fighting");
    t.reap("Mega Shorty");
    assert!(t.card("Mega Shorty").is_enraged());
}

#[test]
fn shorty_reap_enrages_it() {
    let mut t = scenario(House::Brobnar).battleline(A, &["Shorty"]).start();
    t.reap("Shorty");
    assert!(t.card("Shorty").is_enraged());
}

#[test]
fn stilt_kin_readies_and_fights_after_a_giant_is_played_beside_it() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Stilt-Kin"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.set_exhausted("Stilt-Kin", true);
    t.play("Krump");
    t.flank(Flank::Right);
    assert_eq!(t.damage("Mighty Tiger"), 2);
    assert_eq!(t.damage("Stilt-Kin"), 0, "skirmish");
    assert!(t.exhausted("Stilt-Kin"), "it fought");
}

#[test]
fn stilt_kin_readies_even_with_nothing_to_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Stilt-Kin"])
        .start();
    t.set_exhausted("Stilt-Kin", true);
    t.play("Krump");
    t.flank(Flank::Left);
    assert!(!t.exhausted("Stilt-Kin"), "readied, and no enemy to fight");
    t.reap("Stilt-Kin");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn stilt_kin_ignores_a_non_giant_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Grenade Snib"])
        .battleline(A, &["Stilt-Kin"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.set_exhausted("Stilt-Kin", true);
    t.play("Grenade Snib");
    t.flank(Flank::Right);
    assert!(t.exhausted("Stilt-Kin"));
    assert_eq!(t.damage("Mighty Tiger"), 0);
}

#[test]
fn stilt_kin_ignores_a_giant_played_on_the_other_flank() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Stilt-Kin", "Troll"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.set_exhausted("Stilt-Kin", true);
    t.play("Krump");
    t.flank(Flank::Right);
    assert!(t.exhausted("Stilt-Kin"), "not adjacent");
    assert_eq!(t.damage("Mighty Tiger"), 0);
}

#[test]
fn warriors_refrain_stuns_each_creature_with_power_three_or_lower() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Warriors’ Refrain"])
        .battleline(A, &["Grenade Snib", "Krump"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger"])
        .start();
    t.play("Warriors’ Refrain");
    assert!(t.stunned("Grenade Snib"), "friendly too");
    assert!(t.stunned("Dust Pixie"));
    assert!(!t.stunned("Krump"));
    assert!(!t.stunned("Mighty Tiger"), "power 4");
}

#[test]
fn mega_cowfyne_deals_two_to_each_neighbor_of_the_creature_it_fights() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mega Cowfyne"])
        .battleline(B, &["Dust Pixie", "Troll", "Mighty Tiger"])
        .start();
    t.fight("Mega Cowfyne", "Troll");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Mighty Tiger"), 2);
    assert_eq!(t.damage("Troll"), 7);
}

#[test]
fn mega_ganger_chieftain_may_ready_and_fight_with_a_neighbor() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Mega Ganger Chieftain"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.set_exhausted("Krump", true);
    t.play("Mega Ganger Chieftain");
    t.flank(Flank::Right);
    t.choose("Krump");
    assert_eq!(t.location("Mighty Tiger"), Location::Discard);
    assert!(t.exhausted("Krump"));
}

#[test]
fn mega_groke_fight_makes_the_opponent_lose_one() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mega Groke"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.fight("Mega Groke", "Dust Pixie");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn fyre_breath_gives_three_power_and_hits_the_neighbors_of_the_creature_fought() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Fyre-Breath"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie", "Troll", "Mighty Tiger", "Bumpsy"])
        .start();
    t.play("Fyre-Breath");
    t.choose("Krump");
    assert_eq!(t.power("Krump"), 9);
    t.fight("Krump", "Troll");
    assert_eq!(
        t.discard(B),
        ["Dust Pixie", "Troll"],
        "a neighbor of Troll, before the fight; then Troll"
    );
    assert_eq!(t.damage("Mighty Tiger"), 2);
    assert_eq!(t.damage("Bumpsy"), 0, "not a neighbor");
    assert_eq!(t.damage("Krump"), 8, "9 power survives Troll's 8");
}

#[test]
fn gravelguts_grows_after_destroying_the_creature_it_attacks() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Gravelguts"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Gravelguts", "Dust Pixie");
    assert_eq!(t.power("Gravelguts"), 7);
}

#[test]
fn gravelguts_grows_after_destroying_a_creature_that_attacks_it() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Gravelguts"])
        .battleline(B, &["Grenade Snib"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Grenade Snib", "Gravelguts");
    assert_eq!(t.power("Gravelguts"), 7);
}

#[test]
fn gravelguts_does_not_grow_when_the_creature_fought_survives() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Gravelguts"])
        .battleline(B, &["Bulwark"])
        .start();
    t.fight("Gravelguts", "Bulwark");
    assert_eq!(t.damage("Bulwark"), 3, "2 armor");
    assert_eq!(t.power("Gravelguts"), 5);
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Gravelguts", "Krump"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger"])
        .start();
    t.fight("Krump", "Dust Pixie");
    assert_eq!(
        t.power("Gravelguts"),
        5,
        "destroyed fighting another creature"
    );
    t.fight("Gravelguts", "Mighty Tiger");
    assert_eq!(t.power("Gravelguts"), 7);
}

#[test]
fn overrun_after_three_enemy_creatures_were_destroyed_costs_the_opponent_two() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ballcano", "Overrun"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger", "Grenade Snib"])
        .amber(B, 5)
        .start();
    t.play("Ballcano");
    t.play("Overrun");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn overrun_counts_only_enemy_creatures() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ballcano", "Overrun"])
        .battleline(A, &["Mighty Tiger"])
        .battleline(B, &["Dust Pixie", "Grenade Snib", "Troll"])
        .amber(B, 5)
        .start();
    t.play("Ballcano");
    assert_eq!(t.g.turn_history().creatures_destroyed, [1, 2]);
    t.play("Overrun");
    assert_eq!(t.amber(B), 5);
}

#[test]
fn power_of_fire_sacrifices_a_creature_and_each_player_loses_half_its_power() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Power of Fire"])
        .battleline(A, &["Bumpsy", "Krump"])
        .battleline(B, &["Troll"])
        .amber(A, 5)
        .amber(B, 5)
        .start();
    t.play("Power of Fire");
    assert_eq!(offered(&t), ["Bumpsy", "Krump"], "friendly creatures only");
    t.choose("Bumpsy");
    assert_eq!(t.discard(A), ["Bumpsy", "Power of Fire"]);
    assert_eq!(t.amber(A), 3, "half of 5, rounded down");
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn power_of_fire_on_a_warded_creature_still_gives_a_chain() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Power of Fire"])
        .battleline(A, &["Troll"])
        .amber(A, 5)
        .amber(B, 5)
        .start();
    t.set_ward("Troll");
    t.play("Power of Fire");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!((t.amber(A), t.amber(B)), (5, 5), "not sacrificed: no loss");
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn power_of_fire_without_a_friendly_creature_gives_a_chain() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Power of Fire"])
        .battleline(B, &["Troll"])
        .amber(B, 5)
        .start();
    t.play("Power of Fire");
    assert_eq!(t.amber(B), 5);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn ragwarg_damages_only_the_first_creature_to_reap_each_turn() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Ragwarg"])
        .battleline(A, &["Krump", "Troll"])
        .start();
    t.reap("Krump");
    assert_eq!(t.damage("Krump"), 2);
    t.reap("Troll");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn ragwarg_spares_the_second_reap_of_the_first_creature_to_reap() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Ragwarg"])
        .battleline(A, &["Krump"])
        .start();
    t.reap("Krump");
    t.set_exhausted("Krump", false);
    t.reap("Krump");
    assert_eq!(t.damage("Krump"), 2, "only its first reap was the first");
}

#[test]
fn ragwarg_played_after_the_first_reap_spares_later_reaps() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ragwarg"])
        .battleline(A, &["Krump", "Troll"])
        .start();
    t.reap("Krump");
    t.play("Ragwarg");
    t.set_exhausted("Krump", false);
    t.reap("Krump");
    t.reap("Troll");
    assert_eq!((t.damage("Krump"), t.damage("Troll")), (0, 0));
}

#[test]
fn ragwarg_damages_the_opponents_first_reaper_too() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Ragwarg"])
        .battleline(B, &["Krump"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Krump");
    assert_eq!(t.damage("Krump"), 2);
}

#[test]
fn shattered_throne_makes_a_creature_used_to_fight_capture_one() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Shattered Throne"])
        .battleline(A, &["Troll", "Dust Pixie"])
        .battleline(B, &["Mighty Tiger"])
        .amber(B, 3)
        .start();
    t.fight("Troll", "Mighty Tiger");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn shattered_throne_gives_nothing_to_an_attacker_destroyed_in_the_fight() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Shattered Throne"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.set_house("Dust Pixie", House::Brobnar);
    t.fight("Dust Pixie", "Troll");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn skoll_assault_destroying_a_creature_gives_a_friendly_power_counter() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Sköll", "Krump"])
        .battleline(B, &["Grenade Snib"])
        .start();
    t.fight("Sköll", "Grenade Snib");
    assert_eq!(t.discard(B), ["Grenade Snib"]);
    assert_eq!(offered(&t), ["Sköll", "Krump"]);
    t.choose("Krump");
    assert_eq!(t.power("Krump"), 7);
    assert_eq!(
        t.damage("Sköll"),
        0,
        "no fight after the assault destroyed it"
    );
}

#[test]
fn skoll_gives_nothing_when_the_fight_damage_destroys_the_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Sköll", "Krump"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.fight("Sköll", "Mighty Tiger");
    assert_eq!(
        t.discard(B),
        ["Mighty Tiger"],
        "3 assault, then 3 in the fight"
    );
    assert!(!t.asks_target());
    assert_eq!(t.power("Krump"), 6);
}

#[test]
fn slimy_jark_enrages_the_creature_it_fights() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Slimy Jark"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Slimy Jark", "Troll");
    assert!(t.card("Troll").is_enraged());
    assert_eq!(t.damage("Slimy Jark"), 0, "skirmish");
    assert_eq!(t.damage("Troll"), 1);
}

#[test]
fn guji_deals_two_damage_to_an_ordinary_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Guji Dinosaur Hunter"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Guji Dinosaur Hunter");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn guji_deals_six_damage_to_a_dinosaur() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Guji Dinosaur Hunter"])
        .battleline(B, &["Odoac the Patrician"])
        .start();
    t.action("Guji Dinosaur Hunter");
    t.choose("Odoac the Patrician");
    assert_eq!(t.discard(B), ["Odoac the Patrician"]);
}

#[test]
fn guji_deals_six_damage_to_a_creature_with_amber_on_it() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Guji Dinosaur Hunter"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 1);
    t.action("Guji Dinosaur Hunter");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 6);
}

#[test]
fn igon_the_green_is_purged_and_brings_back_igon_the_terrible() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Igon the Green"])
        .discard(A, &["Igon the Terrible"])
        .start();
    t.g.deal_damage(t.find("Igon the Green"), 4);
    t.advance();
    assert_eq!(t.purged(A), ["Igon the Green"]);
    assert_eq!(t.hand_of(A), ["Igon the Terrible"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn igon_the_green_without_igon_the_terrible_is_purged() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Igon the Green"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Igon the Green", "Troll");
    assert_eq!(t.purged(A), ["Igon the Green"]);
    assert!(t.discard(A).is_empty());
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn kaloch_stonefather_in_the_center_gives_each_friendly_creature_skirmish() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Kaloch Stonefather", "Bumpsy"])
        .battleline(B, &["Mighty Tiger", "Troll"])
        .start();
    t.fight("Krump", "Mighty Tiger");
    assert_eq!(t.damage("Krump"), 0, "skirmish");
    t.fight("Kaloch Stonefather", "Troll");
    assert_eq!(t.damage("Kaloch Stonefather"), 0, "itself too");
    assert_eq!(t.damage("Troll"), 6);
}

#[test]
fn kaloch_stonefather_off_center_gives_nothing() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Kaloch Stonefather", "Krump", "Bumpsy"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.fight("Krump", "Mighty Tiger");
    assert_eq!(t.damage("Krump"), 4);
}

#[test]
fn kaloch_stonefather_has_no_center_in_an_even_battleline() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Kaloch Stonefather"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.fight("Krump", "Mighty Tiger");
    assert_eq!(t.damage("Krump"), 4);
}

#[test]
fn nogi_smartfist_fight_draws_two_then_discards_two_at_random() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Nogi Smartfist"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Anger", "Smaaash", "Troll"])
        .start();
    t.fight("Nogi Smartfist", "Dust Pixie");
    assert_eq!(t.hand_of(A).len(), 1, "1 + 2 - 2");
    assert_eq!(t.discard(A).len(), 2);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn old_boomy_reveals_until_a_brobnar_card_archives_them_and_takes_two() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Old Boomy"])
        .deck(A, &["Dust Pixie", "Doc Bookton", "Troll", "Krump"])
        .start();
    t.reap("Old Boomy");
    t.yes();
    t.yes();
    let mut archived = t.archives_of(A);
    archived.sort();
    assert_eq!(archived, ["Doc Bookton", "Dust Pixie", "Troll"]);
    assert_eq!(t.deck_of(A), ["Krump"], "the Brobnar card ends it");
    assert_eq!(t.discard(A), ["Old Boomy"], "2 damage on 2 power");
}

#[test]
fn old_boomy_may_stop_revealing_before_a_brobnar_card() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Old Boomy"])
        .deck(A, &["Dust Pixie", "Troll"])
        .start();
    t.reap("Old Boomy");
    t.no();
    assert_eq!(t.archives_of(A), ["Dust Pixie"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
    assert_eq!(t.damage("Old Boomy"), 0, "no Brobnar card revealed");
}

#[test]
fn old_boomy_revealing_a_brobnar_card_first_stops_at_once() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Old Boomy"])
        .deck(A, &["Troll", "Dust Pixie"])
        .start();
    t.reap("Old Boomy");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Old Boomy"]);
}

#[test]
fn old_boomy_stops_when_the_deck_runs_out() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Old Boomy"])
        .deck(A, &["Dust Pixie"])
        .discard(A, &["Troll"])
        .start();
    t.reap("Old Boomy");
    assert_eq!(t.archives_of(A), ["Dust Pixie"]);
    assert_eq!(
        t.discard(A),
        ["Troll"],
        "the discard pile is not reshuffled"
    );
    assert_eq!(t.damage("Old Boomy"), 0);
}

#[test]
fn ragnarok_stops_reaping_rewards_fights_and_destroys_each_creature_at_the_end_of_the_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ragnarok"])
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .start();
    t.play("Ragnarok");
    assert!(!may_reap(&t, "Krump"));
    t.fight("Krump", "Dust Pixie");
    assert_eq!(t.amber(A), 1, "a friendly creature fought");
    t.end_turn();
    assert!(t.line(A).is_empty());
    assert!(t.line(B).is_empty());
    let mut destroyed = t.discard(A);
    destroyed.sort();
    assert_eq!(destroyed, ["Krump", "Ragnarok", "Troll"]);
}

#[test]
fn ragnarok_is_alpha() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch", "Ragnarok"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Punch");
    let ragnarok = t.find("Ragnarok");
    assert!(!t.is_legal(Choice::Play(ragnarok)));
}

#[test]
fn the_big_one_counts_creatures_played_only() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump", "Punch"])
        .artifacts(A, &["The Big One"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Krump");
    t.play("Punch");
    assert_eq!(
        t.g.counters(t.find("The Big One")),
        1,
        "Punch is no creature"
    );
}

#[test]
fn the_big_one_counts_the_opponents_creatures_too() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Big One"])
        .hand(B, &["Krump"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.play("Krump");
    assert_eq!(t.g.counters(t.find("The Big One")), 1);
}

#[test]
fn the_big_one_with_ten_fuse_counters_destroys_each_creature_and_artifact() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .artifacts(A, &["The Big One", "The Warchest"])
        .artifacts(B, &["Lifeward"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy"])
        .start();
    let big_one = t.find("The Big One");
    t.g.add_counters(big_one, 9);
    t.play("Krump");
    t.flank(Flank::Right);
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert!(t.artifacts_of(A).is_empty() && t.artifacts_of(B).is_empty());
    assert_eq!(t.location("The Big One"), Location::Discard);
}

#[test]
fn the_floor_is_lava_hits_a_friendly_and_an_enemy_creature_as_your_turn_starts() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Floor is Lava"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(
        (t.damage("Krump"), t.damage("Troll")),
        (0, 0),
        "not on B's turn"
    );
    t.end_turn();
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.damage("Troll"), 1);
}

#[test]
fn the_floor_is_lava_without_a_friendly_creature_still_hits_an_enemy() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Floor is Lava"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.damage("Troll"), 1);
}

#[test]
fn the_floor_is_lava_lets_you_choose_the_creatures() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Floor is Lava"])
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(offered(&t), ["Krump", "Troll"]);
    t.choose("Troll");
    assert_eq!(offered(&t), ["Dust Pixie", "Bumpsy"]);
    t.choose("Dust Pixie");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn igon_the_terrible_is_destroyed_unless_igon_the_green_was_purged() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Igon the Terrible"])
        .start();
    t.play("Igon the Terrible");
    assert_eq!(t.discard(A), ["Igon the Terrible"]);
}

#[test]
fn igon_the_terrible_stays_once_igon_the_green_was_purged_and_steals_when_it_fights() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Igon the Terrible"])
        .purged(A, &["Igon the Green"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.play("Igon the Terrible");
    assert_eq!(t.line(A), ["Igon the Terrible"]);
    t.set_exhausted("Igon the Terrible", false);
    t.fight("Igon the Terrible", "Dust Pixie");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn igon_the_green_destroyed_lets_igon_the_terrible_stay() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Igon the Terrible"])
        .battleline(A, &["Igon the Green"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Igon the Green", "Troll");
    assert_eq!(t.hand_of(A), ["Igon the Terrible"]);
    t.play("Igon the Terrible");
    assert_eq!(t.line(A), ["Igon the Terrible"]);
}
