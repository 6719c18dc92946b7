//! Tests of the Brobnar cards of Age of Ascension: one ruling per card and
//! branch.

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

/// Uses the named card's "Omni:" ability.
fn omni(t: &mut Test, name: &str) {
    let c = t.find(name);
    t.apply(Choice::Omni(c));
}

#[test]
fn one_two_punch_stuns_an_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["1-2 Punch"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("1-2 Punch");
    assert_eq!(offered(&t), ["Troll", "Dust Pixie"], "enemy creatures only");
    t.choose("Troll");
    assert!(t.stunned("Troll"));
    assert_eq!(t.line(B), ["Troll", "Dust Pixie"]);
    assert_eq!(t.amber(A), 1, "1-2 Punch's Æmber bonus");
}

#[test]
fn one_two_punch_destroys_a_creature_already_stunned() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["1-2 Punch"])
        .battleline(B, &["Troll"])
        .start();
    t.set_stunned("Troll");
    t.play("1-2 Punch");
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn bingle_bangbang_deals_five_to_each_neighbor_of_the_creature_it_fights() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Bingle Bangbang"])
        .battleline(B, &["Dust Pixie", "Troll", "Doc Bookton", "Mighty Tiger"])
        .start();
    t.fight("Bingle Bangbang", "Troll");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.location("Doc Bookton"), Location::Discard);
    assert_eq!(
        t.line(B),
        ["Troll", "Mighty Tiger"],
        "not a neighbor of Troll"
    );
    assert_eq!(t.damage("Mighty Tiger"), 0);
    assert_eq!(t.damage("Troll"), 2, "the fight itself");
    assert_eq!(t.discard(A), ["Bingle Bangbang"]);
}

#[test]
fn cowfyne_deals_two_to_each_neighbor_of_the_creature_it_fights() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Cowfyne"])
        .battleline(B, &["Dust Pixie", "Troll", "Mighty Tiger"])
        .start();
    t.fight("Cowfyne", "Troll");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Mighty Tiger"), 2);
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn cowfyne_fighting_a_flank_creature_hits_its_one_neighbor() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Cowfyne"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger", "Doc Bookton"])
        .start();
    t.fight("Cowfyne", "Dust Pixie");
    assert_eq!(t.damage("Mighty Tiger"), 2);
    assert_eq!(t.damage("Doc Bookton"), 0);
    assert_eq!(t.damage("Cowfyne"), 1);
}

#[test]
fn brammo_deals_two_to_each_enemy_flank_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brammo"])
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Dust Pixie", "Troll", "Doc Bookton"])
        .start();
    t.play("Brammo");
    t.flank(Flank::Right);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Doc Bookton"), 2);
    let enemy_troll = t.g.creatures(B)[0];
    assert_eq!(t.g.card(enemy_troll).damage, 0, "now a flank, but not then");
    assert_eq!(t.damage("Krump"), 0, "friendly flanks are spared");
}

#[test]
fn drummernaut_play_returns_another_friendly_giant() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Drummernaut"])
        .battleline(A, &["Krump", "Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Drummernaut");
    t.flank(Flank::Right);
    // Krump is the only other friendly Giant: chosen for us, never
    // Drummernaut itself nor the enemy Troll.
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(t.line(A), ["Dust Pixie", "Drummernaut"]);
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn drummernaut_reap_returns_another_friendly_giant() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Drummernaut", "Valdr"])
        .start();
    t.reap("Drummernaut");
    assert_eq!(t.hand_of(A), ["Valdr"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn drummernaut_fight_returns_another_friendly_giant() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Drummernaut", "Valdr"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Drummernaut", "Dust Pixie");
    assert_eq!(t.hand_of(A), ["Valdr"]);
}

#[test]
fn drummernaut_without_another_giant_stays() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Drummernaut", "Grenade Snib"])
        .start();
    t.reap("Drummernaut");
    assert_eq!(t.line(A), ["Drummernaut", "Grenade Snib"], "a Goblin stays");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn first_blood_divides_two_damage_per_friendly_brobnar_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["First Blood"])
        .battleline(A, &["Krump", "Dust Pixie", "Troll"])
        .battleline(B, &["Mighty Tiger", "Doc Bookton"])
        .start();
    t.play("First Blood");
    // Two Brobnar creatures: 4 damage, one point at a time.
    t.choose("Mighty Tiger");
    t.choose("Mighty Tiger");
    t.choose("Mighty Tiger");
    assert_eq!(
        t.damage("Mighty Tiger"),
        0,
        "dealt only once all is assigned"
    );
    t.choose("Doc Bookton");
    assert_eq!(t.damage("Mighty Tiger"), 3);
    assert_eq!(t.damage("Doc Bookton"), 1);
    assert!(!t.asks_target());
    assert_eq!(t.amber(A), 1);
}

#[test]
fn first_blood_without_friendly_brobnar_creatures_deals_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["First Blood"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Krump"])
        .start();
    t.play("First Blood");
    assert!(!t.asks_target(), "enemy Brobnar creatures do not count");
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn first_blood_is_alpha() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch", "First Blood"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.play("Punch");
    let first_blood = t.find("First Blood");
    assert!(
        !t.is_legal(Choice::Play(first_blood)),
        "a card was played first"
    );
}

#[test]
fn foozle_reaps_one_more_after_an_enemy_creature_was_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Foozle", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Troll", "Dust Pixie");
    t.reap("Foozle");
    assert_eq!(t.amber(A), 2, "the reap and Foozle's 1");
}

#[test]
fn foozle_gains_nothing_when_no_enemy_creature_was_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Foozle", "Grenade Snib"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Grenade Snib", "Troll");
    assert_eq!(t.discard(A), ["Grenade Snib"], "a friendly creature died");
    t.reap("Foozle");
    assert_eq!(t.amber(A), 1, "only the reap");
}

#[test]
fn groggins_can_only_attack_flank_creatures() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Groggins"])
        .battleline(B, &["Dust Pixie", "Doc Bookton", "Mighty Tiger"])
        .start();
    let groggins = t.find("Groggins");
    t.apply(Choice::Fight(groggins));
    assert_eq!(offered(&t), ["Dust Pixie", "Mighty Tiger"]);
    t.choose("Mighty Tiger");
    assert_eq!(t.discard(B), ["Mighty Tiger"]);
}

#[test]
fn groke_fight_makes_the_opponent_lose_one() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Groke"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Groke", "Dust Pixie");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn into_the_fray_readies_its_creature_after_each_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Into the Fray"])
        .battleline(A, &["Krump", "Dust Pixie"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger"])
        .start();
    t.play("Into the Fray");
    // Krump is the only friendly Brobnar creature.
    t.fight("Krump", "Dust Pixie");
    assert!(!t.exhausted("Krump"));
    t.fight("Krump", "Mighty Tiger");
    assert!(!t.exhausted("Krump"));
    assert_eq!(t.damage("Krump"), 5);
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "it lasts for the turn");
}

#[test]
fn into_the_fray_does_not_ready_after_a_reap() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Into the Fray"])
        .battleline(A, &["Krump"])
        .start();
    t.play("Into the Fray");
    t.reap("Krump");
    assert!(t.exhausted("Krump"));
}

#[test]
fn lollop_the_titanic_deals_no_damage_when_attacked() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Lollop the Titanic"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Lollop the Titanic");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("Lollop the Titanic"), 8);
}

#[test]
fn lollop_the_titanic_deals_its_damage_when_attacking() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Lollop the Titanic"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Lollop the Titanic", "Troll");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.damage("Lollop the Titanic"), 8);
}

#[test]
fn pound_deals_two_with_one_splash() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Pound"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger", "Doc Bookton", "Troll"])
        .start();
    t.play("Pound");
    t.choose("Mighty Tiger");
    assert_eq!(t.damage("Mighty Tiger"), 2);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Doc Bookton"), 1);
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn culf_the_quiet_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Culf the Quiet"])
        .start();
    t.fight("Troll", "Culf the Quiet");
    assert_eq!(t.line(B), ["Culf the Quiet"]);
    assert_eq!(
        t.damage("Culf the Quiet"),
        0,
        "the first attack deals nothing"
    );
    assert_eq!(t.damage("Troll"), 0);
    t.fight("Krump", "Culf the Quiet");
    assert_eq!(t.discard(B), ["Culf the Quiet"]);
}

#[test]
fn flamethrower_deals_one_with_one_splash() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Flamethrower"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger", "Doc Bookton"])
        .start();
    t.action("Flamethrower");
    t.choose("Mighty Tiger");
    assert_eq!(t.damage("Mighty Tiger"), 1);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Doc Bookton"), 1);
    assert!(t.exhausted("Flamethrower"));
}

#[test]
fn flamewake_shaman_deals_two_to_a_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Flamewake Shaman"])
        .battleline(B, &["Mighty Tiger", "Dust Pixie"])
        .start();
    t.play("Flamewake Shaman");
    t.choose("Mighty Tiger");
    assert_eq!(t.damage("Mighty Tiger"), 2);
    assert_eq!(t.line(A), ["Flamewake Shaman"]);
}

#[test]
fn gargantes_scrapper_with_three_amber_deals_three_to_an_enemy() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Gargantes Scrapper"])
        .battleline(B, &["Mighty Tiger"])
        .amber(A, 3)
        .start();
    t.play("Gargantes Scrapper");
    assert_eq!(t.damage("Mighty Tiger"), 3);
    assert_eq!(t.damage("Gargantes Scrapper"), 0);
}

#[test]
fn gargantes_scrapper_with_less_than_three_amber_does_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Gargantes Scrapper"])
        .battleline(B, &["Mighty Tiger"])
        .amber(A, 2)
        .start();
    t.play("Gargantes Scrapper");
    assert!(!t.asks_target());
    assert_eq!(t.damage("Mighty Tiger"), 0);
}

#[test]
fn gargantes_scrapper_is_alpha() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Gargantes Scrapper", "Krump"])
        .start();
    t.discard_card("Krump");
    let scrapper = t.find("Gargantes Scrapper");
    assert!(
        !t.is_legal(Choice::Play(scrapper)),
        "a card was discarded first"
    );
}

#[test]
fn grump_buggy_raises_each_key_by_the_big_creatures_across() {
    let t = scenario(House::Brobnar)
        .artifacts(A, &["Grump Buggy"])
        .battleline(A, &["Troll", "Dust Pixie"])
        .battleline(B, &["Krump", "Mighty Tiger", "Doc Bookton"])
        .start();
    assert_eq!(t.g.key_cost(B), 7, "Troll is the one friendly at 5 or more");
    assert_eq!(
        t.g.key_cost(A),
        8,
        "Krump and Doc Bookton, not Mighty Tiger"
    );
}

#[test]
fn little_rapscal_makes_every_creature_fight_when_used_if_able() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Little Rapscal", "Dust Pixie"])
        .start();
    let troll = t.find("Troll");
    assert!(t.is_legal(Choice::Fight(troll)));
    assert!(
        !t.is_legal(Choice::Reap(troll)),
        "an enemy Rapscal binds us too"
    );
}

#[test]
fn little_rapscal_lets_a_creature_with_nothing_to_fight_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Little Rapscal", "Troll"])
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn little_rapscal_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Little Rapscal"])
        .start();
    t.fight("Troll", "Little Rapscal");
    assert_eq!(t.line(B), ["Little Rapscal"]);
    assert_eq!(t.damage("Little Rapscal"), 0);
}

#[test]
fn ogopogo_may_deal_two_after_it_attacks_and_destroys() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Ogopogo"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger"])
        .start();
    t.fight("Ogopogo", "Dust Pixie");
    assert!(t.asks_target(), "optional: asked");
    t.choose("Mighty Tiger");
    assert_eq!(t.damage("Mighty Tiger"), 2);
}

#[test]
fn ogopogo_damage_may_be_declined() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Ogopogo"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger"])
        .start();
    t.fight("Ogopogo", "Dust Pixie");
    t.pass();
    assert_eq!(t.damage("Mighty Tiger"), 0);
    assert_eq!(t.damage("Ogopogo"), 1);
}

#[test]
fn ogopogo_destroyed_in_the_same_fight_does_nothing() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Ogopogo"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.fight("Ogopogo", "Krump");
    assert_eq!(t.discard(A), ["Ogopogo"]);
    assert_eq!(t.discard(B), ["Krump"]);
    assert!(!t.asks_target());
    assert_eq!(t.line(B), ["Dust Pixie"]);
}

#[test]
fn ogopogo_destroying_its_attacker_does_nothing() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Ogopogo", "Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Bumpsy", "Ogopogo");
    assert_eq!(t.discard(B), ["Bumpsy"]);
    assert!(!t.asks_target(), "Ogopogo did not attack");
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn the_flex_exhausts_a_ready_brobnar_creature_for_half_its_power() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["The Flex"])
        .battleline(A, &["Troll", "Bumpsy", "Dust Pixie"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("The Flex");
    // Troll is exhausted and Dust Pixie is not Brobnar: Bumpsy it is.
    assert!(t.exhausted("Bumpsy"));
    assert_eq!(t.amber(A), 2, "half of 5, rounded down");
}

#[test]
fn the_flex_gains_half_an_even_power() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["The Flex"])
        .battleline(A, &["Troll"])
        .start();
    t.play("The Flex");
    assert_eq!(t.amber(A), 4);
    assert!(t.exhausted("Troll"));
}

#[test]
fn the_flex_without_a_ready_brobnar_creature_gains_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["The Flex"])
        .battleline(A, &["Troll", "Dust Pixie"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("The Flex");
    assert_eq!(t.amber(A), 0);
    assert!(!t.exhausted("Dust Pixie"));
}

#[test]
fn bellowing_patrizate_ready_damages_each_creature_entering_play() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Bellowing Patrizate"])
        .start();
    t.play("Krump");
    t.flank(Flank::Right);
    assert_eq!(t.damage("Krump"), 1);
}

#[test]
fn bellowing_patrizate_exhausted_does_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Bellowing Patrizate"])
        .start();
    t.set_exhausted("Bellowing Patrizate", true);
    t.play("Krump");
    t.flank(Flank::Right);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn bellowing_patrizate_enters_play_exhausted_and_spares_itself() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Bellowing Patrizate"])
        .start();
    t.play("Bellowing Patrizate");
    assert_eq!(t.damage("Bellowing Patrizate"), 0);
}

#[test]
fn cybergiant_rig_turns_the_damage_healed_into_power_counters() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Cybergiant Rig"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.set_damage("Troll", 5);
    t.play("Cybergiant Rig");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 0, "fully healed");
    assert_eq!(t.power("Troll"), 13, "5 counters");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn cybergiant_rig_on_an_undamaged_creature_gives_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Cybergiant Rig"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Cybergiant Rig");
    assert_eq!(t.power("Troll"), 8);
}

#[test]
fn cybergiant_rig_creature_loses_a_counter_at_the_end_of_its_controllers_turns() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Cybergiant Rig"])
        .battleline(A, &["Troll"])
        .start();
    t.set_damage("Troll", 2);
    t.play("Cybergiant Rig");
    assert_eq!(t.power("Troll"), 10);
    t.end_turn();
    assert_eq!(t.power("Troll"), 9, "the end of A's turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.power("Troll"), 9, "not the end of B's turn");
}

#[test]
fn cybergiant_rig_on_an_enemy_creature_counts_its_controllers_turns() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Cybergiant Rig"])
        .battleline(B, &["Troll"])
        .start();
    t.set_damage("Troll", 3);
    t.play("Cybergiant Rig");
    assert_eq!(t.power("Troll"), 11);
    t.end_turn();
    assert_eq!(t.power("Troll"), 11, "not the end of B's turn yet");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.power("Troll"), 10);
}

#[test]
fn forgemaster_og_empties_the_pool_of_an_opponent_who_forges() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Forgemaster Og"])
        .amber(B, 10)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 0, "the 4 left are lost");
}

#[test]
fn forgemaster_og_empties_its_controllers_pool_after_a_key_forged_by_an_ability() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Might Makes Right"])
        .battleline(A, &["Troll", "Krump", "Valdr", "Bumpsy", "Forgemaster Og"])
        .amber(A, 3)
        .start();
    t.play("Might Makes Right");
    for c in ["Troll", "Krump", "Valdr", "Bumpsy"] {
        t.choose(c);
    }
    t.pass();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0, "the 3 and the bonus are lost");
}

#[test]
fn grumpus_tamer_takes_a_war_grumpus_from_the_deck_and_reveals_it() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Grumpus Tamer"])
        .deck(A, &["Virtuous Works", "War Grumpus", "Virtuous Works"])
        .start();
    t.reap("Grumpus Tamer");
    assert_eq!(t.hand_of(A), ["War Grumpus"]);
    assert_eq!(t.deck_of(A), ["Virtuous Works", "Virtuous Works"]);
    assert!(t.g.knows(B, t.find("War Grumpus")), "revealed");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn grumpus_tamer_takes_a_war_grumpus_from_the_discard_pile() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Grumpus Tamer"])
        .discard(A, &["War Grumpus", "Punch"])
        .start();
    t.reap("Grumpus Tamer");
    assert_eq!(t.hand_of(A), ["War Grumpus"]);
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn grumpus_tamer_chooses_the_pile_when_both_hold_one() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Grumpus Tamer"])
        .deck(A, &["War Grumpus", "Virtuous Works"])
        .discard(A, &["War Grumpus"])
        .start();
    t.reap("Grumpus Tamer");
    t.choose_option(1);
    assert_eq!(t.hand_of(A), ["War Grumpus"]);
    assert!(t.discard(A).is_empty());
    assert_eq!(t.deck_of(A).len(), 2, "the deck's copy stays");
}

#[test]
fn grumpus_tamer_without_a_war_grumpus_only_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Grumpus Tamer"])
        .deck(A, &["Virtuous Works", "Punch"])
        .start();
    t.reap("Grumpus Tamer");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.deck_of(A).len(), 2);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn might_makes_right_sacrifices_twenty_five_power_to_forge_for_free() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Might Makes Right"])
        .battleline(A, &["Troll", "Krump", "Valdr", "Bumpsy", "Dust Pixie"])
        .start();
    t.play("Might Makes Right");
    for c in ["Troll", "Krump", "Valdr", "Bumpsy"] {
        t.choose(c);
    }
    t.pass();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1, "the key cost nothing");
    assert_eq!(t.line(A), ["Dust Pixie"]);
}

#[test]
fn might_makes_right_picking_less_than_twenty_five_sacrifices_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Might Makes Right"])
        .battleline(A, &["Troll", "Krump", "Valdr", "Bumpsy"])
        .start();
    t.play("Might Makes Right");
    t.choose("Troll");
    t.pass();
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.line(A), ["Troll", "Krump", "Valdr", "Bumpsy"]);
}

#[test]
fn might_makes_right_without_twenty_five_power_asks_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Might Makes Right"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Lollop the Titanic", "Kelifi Dragon"])
        .start();
    t.play("Might Makes Right");
    assert!(!t.asks_target(), "enemy power does not count");
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.line(A), ["Troll", "Krump"]);
}

#[test]
fn might_makes_right_armageddon_cloak_saving_a_creature_can_undo_the_sacrifice() {
    // The Cloak is destroyed instead of Troll: only 17 power was
    // sacrificed, so no key.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Might Makes Right"])
        .battleline(A, &["Troll", "Krump", "Valdr", "Bumpsy"])
        .upgrade(A, "Armageddon Cloak", "Troll")
        .start();
    t.play("Might Makes Right");
    for c in ["Troll", "Krump", "Valdr", "Bumpsy"] {
        t.choose(c);
    }
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.keys(A), 0);
}

#[test]
fn might_makes_right_a_ward_saving_a_creature_can_undo_the_sacrifice() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Might Makes Right"])
        .battleline(A, &["Troll", "Krump", "Valdr", "Bumpsy"])
        .start();
    t.set_ward("Troll");
    t.play("Might Makes Right");
    for c in ["Troll", "Krump", "Valdr", "Bumpsy"] {
        t.choose(c);
    }
    assert_eq!(t.line(A), ["Troll"], "the ward saved Troll");
    assert_eq!(t.keys(A), 0, "17 power was sacrificed");
}

#[test]
fn shard_of_strength_gives_a_counter_per_friendly_shard() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Shard of Strength", "Shard of Pain"])
        .artifacts(B, &["Shard of Hope"])
        .battleline(A, &["Krump"])
        .start();
    t.action("Shard of Strength");
    assert_eq!(
        t.power("Krump"),
        8,
        "two friendly Shards; the enemy's does not count"
    );
}

#[test]
fn signal_fire_lets_friendly_brobnar_creatures_fight_this_turn() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Signal Fire"])
        .battleline(A, &["Krump", "Dust Pixie"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    let krump = t.find("Krump");
    assert!(!t.is_legal(Choice::Fight(krump)));
    omni(&mut t, "Signal Fire");
    assert_eq!(t.discard(A), ["Signal Fire"]);
    assert!(!t.is_legal(Choice::Reap(krump)), "fight only");
    let pixie = t.find("Dust Pixie");
    assert!(!t.is_legal(Choice::Fight(pixie)), "Brobnar only");
    t.fight("Krump", "Mighty Tiger");
    assert_eq!(t.discard(B), ["Mighty Tiger"]);
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "it lasts for the turn");
}

#[test]
fn war_grumpus_reap_readies_and_fights_with_a_neighboring_giant() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "War Grumpus", "Dust Pixie"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.set_exhausted("Krump", true);
    t.reap("War Grumpus");
    assert_eq!(t.discard(B), ["Mighty Tiger"]);
    assert_eq!(t.damage("Krump"), 4);
    assert!(t.exhausted("Krump"), "fighting exhausts it again");
}

#[test]
fn war_grumpus_fight_readies_and_fights_with_a_neighboring_giant() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["War Grumpus", "Troll"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger", "Doc Bookton"])
        .start();
    t.set_exhausted("Troll", true);
    t.fight("War Grumpus", "Dust Pixie");
    t.choose("Mighty Tiger");
    assert_eq!(t.discard(B), ["Dust Pixie", "Mighty Tiger"]);
}

#[test]
fn war_grumpus_without_a_giant_beside_it_only_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Dust Pixie", "War Grumpus"])
        .battleline(B, &["Mighty Tiger"])
        .start();
    t.reap("War Grumpus");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.line(B), ["Mighty Tiger"]);
}
