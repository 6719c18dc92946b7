//! Tests of the Mars cards of Age of Ascension: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
use keysim_facts::House;

#[test]
fn agent_hoo_man_stuns_a_friendly_and_an_enemy_non_mars_creature() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Agent Hoo-man", "Troll", "Tunk"])
        .battleline(B, &["Mindwarper", "Krump"])
        .start();
    t.reap("Agent Hoo-man");
    assert!(t.stunned("Troll") && t.stunned("Krump"));
    assert!(
        !t.stunned("Tunk") && !t.stunned("Mindwarper"),
        "Mars ones are not chosen"
    );
    assert!(!t.stunned("Agent Hoo-man"));
}

#[test]
fn carpet_phloxem_deals_four_to_each_creature_only_without_friendly_creatures() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Carpet Phloxem"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.play("Carpet Phloxem");
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.damage("Krump"), 4);
    assert_eq!(t.discard(B), ["Dust Pixie"]);

    let mut t = scenario(House::Mars)
        .hand(A, &["Carpet Phloxem"])
        .battleline(A, &["Tunk"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Carpet Phloxem");
    assert_eq!(t.damage("Troll"), 0, "a friendly creature is in play");
    assert_eq!(t.amber(A), 1, "its Æmber bonus still");
}

#[test]
fn collector_worm_archives_the_creature_it_fights_until_it_leaves_for_its_owners_hand() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Collector Worm"])
        .battleline(B, &["Krump"])
        .start();
    t.fight("Collector Worm", "Krump");
    assert_eq!(t.damage("Collector Worm"), 1, "5 armor");
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert!(t.line(B).is_empty());
    let krump = t.find("Krump");
    t.g.discard_from_archives(krump);
    assert_eq!(
        t.hand_of(B),
        ["Krump"],
        "back to its owner's hand, not discarded"
    );
}

#[test]
fn collector_worm_archives_nothing_when_the_creature_fought_is_destroyed() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Collector Worm"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Collector Worm", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn glyxl_proliferator_archives_a_mars_card_from_the_discard_pile_on_a_flank() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Glyxl Proliferator", "Troll"])
        .discard(A, &["Tunk", "Anger"])
        .start();
    t.reap("Glyxl Proliferator");
    assert_eq!(t.archives_of(A), ["Tunk"], "the only Mars card");
    assert_eq!(t.discard(A), ["Anger"]);
}

#[test]
fn glyxl_proliferator_archives_nothing_off_the_flanks() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Troll", "Glyxl Proliferator", "Krump"])
        .discard(A, &["Tunk"])
        .start();
    t.reap("Glyxl Proliferator");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.amber(A), 1);
}

#[test]
fn ixxyxli_fixfinger_gives_each_other_martian_creature_one_armor() {
    let t = scenario(House::Mars)
        .battleline(A, &["Ixxyxli Fixfinger", "Mindwarper", "Tunk"])
        .battleline(B, &["Agent Hoo-man"])
        .start();
    assert_eq!(t.armor("Mindwarper"), 1);
    assert_eq!(t.armor("Agent Hoo-man"), 1, "an enemy Martian too");
    assert_eq!(t.armor("Tunk"), 1, "a Robot: its printed armor only");
    assert_eq!(t.armor("Ixxyxli Fixfinger"), 2, "not itself");
}

#[test]
fn mars_first_readies_and_uses_a_friendly_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Mars First"])
        .battleline(A, &["Skybooster Squadron", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_exhausted("Skybooster Squadron", true);
    t.play("Mars First");
    t.reap("Skybooster Squadron");
    assert_eq!(t.amber(A), 2, "1 bonus, 1 reaped");
    assert_eq!(t.hand_of(A), ["Skybooster Squadron"], "its Reap: resolved");
}

#[test]
fn mars_needs_aember_makes_damaged_enemy_non_mars_creatures_capture() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Mars Needs Æmber"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy", "Tunk"])
        .amber(B, 5)
        .start();
    t.set_damage("Krump", 1);
    t.set_damage("Tunk", 1);
    t.set_damage("Troll", 1);
    t.play("Mars Needs Æmber");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Bumpsy"), 0, "undamaged");
    assert_eq!(t.amber_on("Tunk"), 0, "Mars");
    assert_eq!(t.amber_on("Troll"), 0, "friendly");
    assert_eq!(t.amber(B), 4, "from its own side");
}

#[test]
fn mindworm_makes_the_creature_it_fights_damage_its_neighbors() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Mindworm"])
        .battleline(B, &["Dust Pixie", "Krump", "Troll"])
        .start();
    t.fight("Mindworm", "Krump");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Troll"), 6, "Krump's power");
    assert_eq!(t.damage("Krump"), 1, "then the fight");
    assert_eq!(t.discard(A), ["Mindworm"]);
}

#[test]
fn skybooster_squadron_returns_to_hand_after_reaping() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Skybooster Squadron"])
        .start();
    t.reap("Skybooster Squadron");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.hand_of(A), ["Skybooster Squadron"]);
}

#[test]
fn tyxl_beambuckler_damages_a_creature_and_moves_it_to_a_flank() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Tyxl Beambuckler"])
        .battleline(B, &["Krump", "Troll", "Bumpsy"])
        .start();
    t.play("Tyxl Beambuckler");
    t.choose("Troll");
    t.choose_option(0);
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(
        t.line(B),
        ["Troll", "Krump", "Bumpsy"],
        "its controller's left flank"
    );
}

#[test]
fn tyxl_beambuckler_moves_nothing_it_destroyed() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Tyxl Beambuckler"])
        .battleline(B, &["Krump", "Dust Pixie", "Bumpsy"])
        .start();
    t.play("Tyxl Beambuckler");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(!t.asks_target(), "no flank to choose");
    assert_eq!(t.line(B), ["Krump", "Bumpsy"]);
}

#[test]
fn xanthyx_harvester_cannot_be_used_beside_a_non_mars_creature() {
    let t = scenario(House::Mars)
        .battleline(A, &["Xanthyx Harvester", "Troll"])
        .start();
    let harvester = t.find("Xanthyx Harvester");
    assert!(!t.is_legal(Choice::Reap(harvester)));
    assert!(!t.is_legal(Choice::Fight(harvester)));

    let mut t = scenario(House::Mars)
        .battleline(A, &["Xanthyx Harvester", "Tunk"])
        .start();
    t.reap("Xanthyx Harvester");
    assert_eq!(t.amber(A), 2, "1 reaped, 1 from its Reap:");
}

#[test]
fn zysysyx_shockworm_stuns_an_enemy_creature_after_it_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Zysysyx Shockworm"])
        .start();
    t.reap("Troll");
    assert!(t.stunned("Troll"));
    t.reap("Krump");
    assert!(t.stunned("Krump"), "each time");
    assert_eq!(t.amber(A), 2, "the reaps happened");
}

#[test]
fn zysysyx_shockworm_leaves_friendly_reapers_alone() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Zysysyx Shockworm", "Tunk"])
        .start();
    t.reap("Tunk");
    assert!(!t.stunned("Tunk"));
}

#[test]
fn aember_conduction_unit_stuns_only_the_first_creature_to_reap_each_turn() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .artifacts(B, &["Æmber Conduction Unit"])
        .start();
    t.reap("Troll");
    assert!(t.stunned("Troll"));
    t.reap("Krump");
    assert!(!t.stunned("Krump"), "not the first reap of the turn");
}

#[test]
fn aember_conduction_unit_stuns_the_first_reaper_though_a_reap_it_made_is_announced_first() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Ulyq Megamouth", "Dew Faerie"])
        .artifacts(B, &["Æmber Conduction Unit"])
        .start();
    t.reap("Ulyq Megamouth");
    assert_eq!(t.amber(A), 3, "Dew Faerie reaped through Ulyq's Reap:");
    assert!(t.stunned("Ulyq Megamouth"), "it reaped first");
    assert!(!t.stunned("Dew Faerie"), "it reaped second");
}

#[test]
fn aember_conduction_unit_leaves_friendly_reapers_alone() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Tunk"])
        .artifacts(A, &["Æmber Conduction Unit"])
        .start();
    t.reap("Tunk");
    assert!(!t.stunned("Tunk"));
}

#[test]
fn containment_field_destroys_its_creature_after_it_is_used() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dew Faerie"])
        .upgrade(B, "Containment Field", "Dew Faerie")
        .start();
    t.reap("Dew Faerie");
    assert_eq!(t.amber(A), 2, "the reap and its Reap: resolved first");
    assert_eq!(t.discard(A), ["Dew Faerie"]);
    assert_eq!(t.discard(B), ["Containment Field"]);
}

#[test]
fn containment_field_destroys_a_stunned_creature_whose_stun_is_removed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Containment Field", "Troll")
        .start();
    t.set_stunned("Troll");
    t.remove_stun("Troll");
    assert_eq!(t.discard(A), ["Containment Field", "Troll"]);
}

#[test]
fn destroy_them_all_destroys_an_artifact_a_creature_and_an_upgrade() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Destroy Them All!"])
        .battleline(B, &["Troll", "Krump"])
        .artifacts(B, &["Crystal Hive"])
        .upgrade(B, "Killzord Mk. 9001", "Troll")
        .start();
    t.play("Destroy Them All!");
    t.choose("Krump");
    assert_eq!(t.discard(B).len(), 3);
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.power("Troll"), 8, "its upgrade is gone");
}

#[test]
fn destroy_them_all_takes_an_upgrade_with_its_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Destroy Them All!"])
        .battleline(B, &["Troll", "Krump"])
        .upgrade(B, "Killzord Mk. 9001", "Troll")
        .start();
    t.play("Destroy Them All!");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Krump"]);
    let mut gone = t.discard(B);
    gone.sort();
    assert_eq!(gone, ["Killzord Mk. 9001", "Troll"], "each once");
}

#[test]
fn exterminate_exterminate_matches_each_victim_to_a_more_powerful_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Exterminate! Exterminate!"])
        .battleline(A, &["Tunk", "Zorg"])
        .battleline(B, &["Krump", "Troll", "Bumpsy", "Dust Pixie"])
        .start();
    t.play("Exterminate! Exterminate!");
    let troll = t.find("Troll");
    assert!(
        !t.is_legal(Choice::Target(troll)),
        "8 power: no Mars creature above it"
    );
    t.choose("Bumpsy");
    // Bumpsy (5) is matched to Tunk (6), so Zorg (7) is left for Krump (6).
    t.choose("Krump");
    let mut gone = t.discard(B);
    gone.sort();
    assert_eq!(gone, ["Bumpsy", "Krump"]);
    assert_eq!(
        t.line(B),
        ["Troll", "Dust Pixie"],
        "two Mars creatures, two victims"
    );
}

#[test]
fn exterminate_exterminate_destroys_nothing_without_a_less_powerful_non_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Exterminate! Exterminate!"])
        .battleline(A, &["Mindwarper"])
        .battleline(B, &["Krump", "Tunk"])
        .start();
    t.play("Exterminate! Exterminate!");
    assert_eq!(t.line(B), ["Krump", "Tunk"]);
    assert!(!t.asks_target());
}

#[test]
fn hypnobeam_takes_control_of_an_enemy_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Hypnobeam"])
        .battleline(A, &["Tunk"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.play("Hypnobeam");
    t.choose("Troll");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Troll", "Tunk"]);
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.card("Troll").owner, B);
}

#[test]
fn hypnobeam_needs_no_flank_choice_into_an_empty_battleline() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Hypnobeam"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.play("Hypnobeam");
    t.choose("Krump");
    assert!(!t.asks_target());
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.card("Krump").controller, A);
}

#[test]
fn nyzyk_resonator_raises_the_opponents_keys_two_per_neighbor() {
    let t = scenario(House::Mars)
        .battleline(A, &["Tunk", "Nyzyk Resonator", "Troll"])
        .start();
    assert_eq!(t.g.key_cost(B), 10);
    assert_eq!(t.g.key_cost(A), 6);

    let t = scenario(House::Mars)
        .battleline(A, &["Nyzyk Resonator", "Troll"])
        .start();
    assert_eq!(t.g.key_cost(B), 8);
}

#[test]
fn phloxem_spike_destroys_each_creature_off_the_flanks_without_friendly_creatures() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Phloxem Spike"])
        .battleline(B, &["Krump", "Troll", "Bumpsy", "Dust Pixie"])
        .start();
    t.play("Phloxem Spike");
    assert_eq!(t.line(B), ["Krump", "Dust Pixie"]);

    let mut t = scenario(House::Mars)
        .hand(A, &["Phloxem Spike"])
        .battleline(A, &["Tunk"])
        .battleline(B, &["Krump", "Troll", "Bumpsy"])
        .start();
    t.play("Phloxem Spike");
    assert_eq!(
        t.line(B),
        ["Krump", "Troll", "Bumpsy"],
        "a friendly creature is in play"
    );
}

#[test]
fn storm_crawler_deals_only_one_damage_when_fighting() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Storm Crawler"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.fight("Storm Crawler", "Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 1);
    assert_eq!(t.damage("Storm Crawler"), 4, "5 less 1 armor");
}

#[test]
fn storm_crawler_stuns_an_enemy_creature_after_it_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Storm Crawler"])
        .start();
    t.reap("Troll");
    assert!(t.stunned("Troll"));
}

#[test]
fn destructive_analysis_purges_archived_cards_for_two_more_damage_each() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Destructive Analysis"])
        .battleline(B, &["Troll"])
        .archives(A, &["Anger", "Punch", "Krump"])
        .start();
    t.play("Destructive Analysis");
    t.choose("Anger");
    t.choose("Punch");
    t.pass();
    assert_eq!(t.damage("Troll"), 6, "2, then 2 for each of 2 cards purged");
    assert_eq!(t.purged(A), ["Anger", "Punch"]);
    assert_eq!(t.archives_of(A), ["Krump"]);
}

#[test]
fn destructive_analysis_purges_nothing_when_the_first_damage_destroys() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Destructive Analysis"])
        .battleline(B, &["Dust Pixie"])
        .archives(A, &["Anger"])
        .start();
    t.play("Destructive Analysis");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.archives_of(A), ["Anger"]);
}

#[test]
fn destructive_analysis_gets_nothing_for_an_archived_enemy_card_that_goes_home() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Destructive Analysis"])
        .battleline(A, &["Collector Worm"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.fight("Collector Worm", "Krump");
    assert_eq!(t.archives_of(A), ["Krump"]);
    t.play("Destructive Analysis");
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!(t.damage("Troll"), 2, "Krump was not purged");
    assert_eq!(t.hand_of(B), ["Krump"]);
}

#[test]
fn entropic_manipulator_redistributes_the_damage_on_one_players_creatures() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Entropic Manipulator"])
        .battleline(A, &["Tunk"])
        .battleline(B, &["Troll", "Krump", "Bulwark"])
        .start();
    t.set_damage("Troll", 4);
    t.set_damage("Krump", 3);
    t.set_damage("Tunk", 2);
    t.play("Entropic Manipulator");
    t.choose_option(2);
    for _ in 0..7 {
        t.choose("Troll");
    }
    assert_eq!(t.damage("Troll"), 7, "more than before, placed, not dealt");
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(
        t.damage("Tunk"),
        2,
        "the other player's creatures keep theirs"
    );

    let mut t = scenario(House::Mars)
        .hand(A, &["Entropic Manipulator"])
        .battleline(B, &["Troll", "Bulwark"])
        .start();
    t.set_damage("Troll", 5);
    t.play("Entropic Manipulator");
    t.choose_option(2);
    for _ in 0..5 {
        t.choose("Bulwark");
    }
    assert_eq!(
        t.discard(B),
        ["Bulwark"],
        "armor does not stop placed damage"
    );
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn entropic_manipulator_may_redistribute_the_damage_on_your_own_creatures() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Entropic Manipulator"])
        .battleline(A, &["Troll", "Tunk"])
        .battleline(B, &["Krump"])
        .start();
    t.set_damage("Troll", 2);
    t.set_damage("Krump", 3);
    t.play("Entropic Manipulator");
    t.choose_option(1);
    t.choose("Tunk");
    t.choose("Tunk");
    assert_eq!(t.damage("Tunk"), 2, "armor does not apply to placed damage");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("Krump"), 3, "the opponent's are untouched");
}

#[test]
fn entropic_manipulator_may_leave_the_damage_as_it_is() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Entropic Manipulator"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_damage("Troll", 4);
    t.play("Entropic Manipulator");
    t.choose_option(0);
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn extinction_destroys_a_creature_and_each_sharing_a_trait_and_gives_a_chain() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Extinction"])
        .battleline(A, &["Bumpsy", "Tunk"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Extinction");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Tunk"], "Bumpsy is a Giant too");
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn killzord_gives_power_armor_skirmish_and_a_chain_per_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Killzord Mk. 9001", "Troll")
        .battleline(B, &["Krump"])
        .start();
    assert_eq!(t.power("Troll"), 10);
    assert_eq!(t.armor("Troll"), 2);
    t.fight("Troll", "Krump");
    assert_eq!(t.damage("Troll"), 0, "skirmish");
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn martian_generosity_draws_two_per_aember_lost() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Martian Generosity"])
        .amber(A, 2)
        .start();
    t.play("Martian Generosity");
    assert_eq!(t.amber(A), 0);
    assert_eq!(
        t.hand_of(A).len(),
        6,
        "its own Æmber bonus is lost too: 3 lost"
    );
}

#[test]
fn shard_of_hate_stuns_an_enemy_creature_per_friendly_shard() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Shard of Hate", "Shard of Hate"])
        .artifacts(B, &["Shard of Hate"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.action("Shard of Hate");
    t.choose("Troll");
    t.choose("Krump");
    assert!(t.stunned("Troll") && t.stunned("Krump"));
    assert!(!t.stunned("Bumpsy"), "two friendly Shards, not the enemy's");
}

#[test]
fn yxlyx_stimrager_damages_a_creature_and_moves_it_to_a_flank_after_fighting() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Yxlyx Stimrager"])
        .battleline(B, &["Krump", "Dust Pixie", "Troll", "Bumpsy"])
        .start();
    t.fight("Yxlyx Stimrager", "Dust Pixie");
    t.choose("Troll");
    t.choose_option(1);
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.line(B), ["Krump", "Bumpsy", "Troll"]);
}

#[test]
fn yzphyz_knowdrone_archives_a_card_and_may_purge_one_of_yours_to_stun() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Yzphyz Knowdrone", "Anger"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Yzphyz Knowdrone");
    assert_eq!(t.archives_of(A), ["Anger"], "the only card left in hand");
    t.choose("Anger");
    t.choose("Krump");
    assert_eq!(t.purged(A), ["Anger"]);
    assert!(t.stunned("Krump"));
}

#[test]
fn yzphyz_knowdrone_stuns_nothing_if_nothing_is_purged() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Yzphyz Knowdrone", "Anger"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Yzphyz Knowdrone");
    t.pass();
    assert_eq!(t.archives_of(A), ["Anger"]);
    assert!(!t.stunned("Troll"));
}

/// FAQ: a card can be purged from any player's archives, but one of the
/// opponent's (hidden to you) is chosen at random.
#[test]
fn yzphyz_knowdrone_can_purge_from_the_opponents_archives_at_random() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Yzphyz Knowdrone"])
        .battleline(B, &["Troll"])
        .archives(B, &["Anger", "Punch"])
        .start();
    t.play("Yzphyz Knowdrone");
    let anger = t.find("Anger");
    assert!(
        !t.is_legal(Choice::Target(anger)),
        "the opponent's archived cards are not offered by name"
    );
    t.yes();
    assert_eq!(t.purged(B).len(), 1, "one of the two, at random");
    assert_eq!(t.g.player(B).archives.len(), 1);
    t.choose("Troll");
    assert!(t.stunned("Troll"), "purged: a creature is stunned");
    assert!(t
        .find_all("Anger")
        .iter()
        .chain(&t.find_all("Punch"))
        .all(|&c| { matches!(t.g.card(c).location, Location::Archives | Location::Purged) }));
}

/// When the opponent holds too little Æmber for every damaged creature,
/// the active player chooses which captures (the FAQ on Sir Marrows), not
/// the leftmost.
#[test]
fn mars_needs_aember_short_of_amber_the_active_player_chooses_who_captures() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Mars Needs Æmber"])
        .battleline(B, &["Krump", "Bumpsy"])
        .amber(B, 1)
        .start();
    t.set_damage("Krump", 1);
    t.set_damage("Bumpsy", 1);
    t.play("Mars Needs Æmber");
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(A),
        "the active player"
    );
    assert!(t.is_legal(Choice::Target(t.find("Krump"))));
    t.choose("Bumpsy");
    assert_eq!(t.amber_on("Bumpsy"), 1);
    assert_eq!(t.amber_on("Krump"), 0);
    assert_eq!(t.amber(B), 0);
}
