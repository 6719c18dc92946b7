//! Tests of the Mars cards of Call of the Archons: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::House;

#[test]
fn ammonia_clouds_deals_three_to_each_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Ammonia Clouds"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Champion Anaphiel"])
        .start();
    t.play("Ammonia Clouds");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Champion Anaphiel"), 2, "armor absorbs 1");
}

#[test]
fn irradiated_aember_needs_six_on_the_opponents_side() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Irradiated Æmber"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .amber(B, 5)
        .start();
    t.play("Irradiated Æmber");
    assert_eq!(t.damage("Krump"), 0, "5 is not enough");

    let mut t = scenario(House::Mars)
        .hand(A, &["Irradiated Æmber"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .amber(B, 6)
        .start();
    t.play("Irradiated Æmber");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.damage("Troll"), 0, "only enemy creatures");
}

#[test]
fn phosphorus_stars_stuns_non_mars_creatures_and_gives_two_chains() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Phosphorus Stars"])
        .battleline(A, &["Tunk", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Phosphorus Stars");
    assert!(!t.stunned("Tunk"));
    assert!(t.stunned("Troll") && t.stunned("Krump"));
    assert_eq!(t.g.player(A).chains, 2);
}

#[test]
fn psychic_network_steals_per_ready_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Psychic Network"])
        .battleline(A, &["Tunk", "Mindwarper", "Zorg", "Troll"])
        .amber(B, 5)
        .start();
    t.set_exhausted("Zorg", true);
    t.play("Psychic Network");
    assert_eq!(
        t.amber(A),
        2,
        "Tunk and Mindwarper; Zorg is exhausted, Troll not Mars"
    );
    assert_eq!(t.amber(B), 3);
}

#[test]
fn shatter_storm_costs_the_opponent_triple() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Shatter Storm"])
        .amber(A, 2)
        .amber(B, 9)
        .start();
    t.play("Shatter Storm");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn squawker_readies_a_mars_creature_or_stuns_another() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Squawker"])
        .battleline(A, &["Tunk"])
        .battleline(B, &["Krump"])
        .start();
    t.set_exhausted("Tunk", true);
    t.play("Squawker");
    t.choose("Tunk");
    assert!(!t.exhausted("Tunk"));
    assert!(!t.stunned("Tunk"));

    let mut t = scenario(House::Mars)
        .hand(A, &["Squawker"])
        .battleline(A, &["Tunk"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Squawker");
    t.choose("Krump");
    assert!(t.stunned("Krump"));
}

#[test]
fn crystal_hive_pays_for_every_reap_this_turn() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Crystal Hive"])
        .battleline(A, &["Tunk", "Mindwarper"])
        .start();
    t.action("Crystal Hive");
    t.reap("Tunk");
    t.reap("Mindwarper");
    assert_eq!(t.amber(A), 4, "1 per reap and 1 from the Hive each time");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn ether_spider_captures_what_the_opponent_would_gain_or_steal() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll", "Dodger"])
        .battleline(B, &["Ether Spider"])
        .amber(B, 2)
        .start();
    t.play("Punch");
    t.choose("Troll");
    assert_eq!(t.amber(A), 0, "Punch's bonus Æmber is captured");
    assert_eq!(t.amber_on("Ether Spider"), 1);
    t.reap("Troll");
    assert_eq!(t.amber_on("Ether Spider"), 2);
    assert_eq!(t.amber(B), 2, "its controller's own pool is untouched");
}

#[test]
fn ether_spider_deals_no_fight_damage() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Ether Spider"])
        .start();
    t.fight("Krump", "Ether Spider");
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.damage("Ether Spider"), 6);
}

#[test]
fn grabber_jammer_raises_the_opponents_keys_and_captures() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Grabber Jammer"])
        .amber(B, 3)
        .start();
    assert_eq!(t.g.key_cost(B), 7);
    assert_eq!(t.g.key_cost(A), 6);
    t.reap("Grabber Jammer");
    assert_eq!(t.amber_on("Grabber Jammer"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn grommid_forbids_creatures_and_punishes_its_victims() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Tunk", "Ammonia Clouds"])
        .battleline(A, &["Grommid"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    let tunk = t.find("Tunk");
    assert!(!t.is_legal(keysim_engine::Choice::Play(tunk)));
    t.fight("Grommid", "Dust Pixie");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn mindwarper_makes_an_enemy_capture_from_its_own_side() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Mindwarper"])
        .battleline(B, &["Krump"])
        .amber(B, 3)
        .start();
    t.action("Mindwarper");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn phylyx_costs_one_per_other_friendly_mars_creature() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Phylyx the Disintegrator", "Tunk", "Zorg", "Troll"])
        .amber(B, 5)
        .start();
    t.action("Phylyx the Disintegrator");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn tunk_heals_when_another_mars_creature_is_played() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Mindwarper", "Ammonia Clouds"])
        .battleline(A, &["Tunk"])
        .start();
    t.set_damage("Tunk", 2);
    t.play("Ammonia Clouds");
    assert_eq!(
        t.damage("Tunk"),
        2 + 2,
        "armor 1; an action does not heal it"
    );
    t.play("Mindwarper");
    t.flank(Flank::Right);
    assert_eq!(t.damage("Tunk"), 0);
}

#[test]
fn yxili_marauder_captures_per_ready_mars_creature_and_grows() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Yxili Marauder"])
        .battleline(A, &["Tunk", "Mindwarper"])
        .amber(B, 5)
        .start();
    t.play("Yxili Marauder");
    t.flank(Flank::Right);
    // Played exhausted, it does not count itself.
    assert_eq!(t.amber_on("Yxili Marauder"), 2);
    assert_eq!(t.power("Yxili Marauder"), 2 + 2);
}

#[test]
fn yxilo_bolter_purges_what_its_damage_destroys() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Yxilo Bolter"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.reap("Yxilo Bolter");
    t.choose("Dust Pixie");
    assert_eq!(t.purged(B), ["Dust Pixie"]);
    assert!(t.discard(B).is_empty());
}

#[test]
fn yxilo_bolter_leaves_a_survivor_in_play() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Yxilo Bolter"])
        .battleline(B, &["Krump"])
        .start();
    t.reap("Yxilo Bolter");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 2);
    assert!(t.purged(B).is_empty());
}

#[test]
fn yxilx_dominator_and_zorg_enter_play_stunned() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Yxilx Dominator", "Zorg"])
        .start();
    t.play("Yxilx Dominator");
    t.play("Zorg");
    t.flank(Flank::Left);
    assert!(t.stunned("Yxilx Dominator"));
    assert!(t.stunned("Zorg"));
}

#[test]
fn zorg_stuns_the_creature_it_fights_and_its_neighbors() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Zorg"])
        .battleline(B, &["Dust Pixie", "Krump", "Troll", "Bumpsy"])
        .start();
    t.fight("Zorg", "Troll");
    assert!(t.stunned("Krump") && t.stunned("Bumpsy"));
    assert!(!t.stunned("Dust Pixie"));
    assert_eq!(t.damage("Troll"), 7);
}

#[test]
fn jammer_pack_raises_the_opponents_keys_by_two() {
    let t = scenario(House::Mars)
        .battleline(A, &["Tunk"])
        .upgrade(A, "Jammer Pack", "Tunk")
        .start();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn red_planet_ray_gun_deals_one_per_mars_creature_in_play() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Tunk", "Mindwarper"])
        .battleline(B, &["Zorg", "Troll"])
        .upgrade(A, "Red Planet Ray Gun", "Tunk")
        .start();
    t.reap("Tunk");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3, "Tunk, Mindwarper and Zorg are Mars");
}
#[test]
fn john_smyth_readies_a_non_agent_mars_creature() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["“John Smyth”", "Tunk"])
        .start();
    t.set_exhausted("Tunk", true);
    t.reap("“John Smyth”");
    assert!(
        !t.exhausted("Tunk"),
        "the only candidate: John Smyth is an Agent"
    );
}

#[test]
fn emp_blast_stuns_mars_and_robots_and_destroys_artifacts() {
    let mut t = scenario(House::Mars)
        .hand(A, &["EMP Blast"])
        .battleline(A, &["Mindwarper", "Troll"])
        .battleline(B, &["Batdrone"])
        .artifacts(A, &["Crystal Hive"])
        .artifacts(B, &["Lifeward"])
        .start();
    t.play("EMP Blast");
    assert!(t.stunned("Mindwarper") && t.stunned("Batdrone"));
    assert!(!t.stunned("Troll"));
    assert!(t.artifacts_of(A).is_empty() && t.artifacts_of(B).is_empty());
}
#[test]
fn soft_landing_readies_only_the_next_creature_or_artifact() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Soft Landing", "Crystal Hive", "Tunk"])
        .start();
    t.play("Soft Landing");
    t.play("Crystal Hive");
    assert!(!t.exhausted("Crystal Hive"), "the next one enters ready");
    t.play("Tunk");
    assert!(t.exhausted("Tunk"), "only the next one");
}

#[test]
fn blypyp_readies_the_next_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Crystal Hive", "Tunk"])
        .battleline(A, &["Blypyp"])
        .start();
    t.reap("Blypyp");
    t.play("Crystal Hive");
    assert!(t.exhausted("Crystal Hive"), "not a creature");
    t.play("Tunk");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Tunk"));
}

#[test]
fn incubation_chamber_archives_a_mars_creature_from_hand() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Incubation Chamber"])
        .hand(A, &["Tunk", "Troll", "Ammonia Clouds"])
        .start();
    t.apply(Choice::Omni(t.find("Incubation Chamber")));
    assert_eq!(t.archives_of(A), ["Tunk"], "the only Mars creature");
}

#[test]
fn battle_fleet_draws_one_per_mars_card_revealed() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Battle Fleet", "Tunk", "Zorg", "Troll"])
        .start();
    t.play("Battle Fleet");
    t.choose("Tunk");
    t.choose("Zorg");
    assert_eq!(
        t.hand_of(A).len(),
        3 + 2,
        "Tunk, Zorg and Troll stay; two drawn"
    );
}

#[test]
fn battle_fleet_reveals_only_the_mars_cards_chosen() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Battle Fleet", "Tunk", "Zorg"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.play("Battle Fleet");
    t.choose("Zorg");
    t.pass();
    assert_eq!(t.hand_of(A).len(), 2 + 1, "one revealed: one drawn");
    assert!(t.g.knows(B, t.find("Zorg")));
    assert!(!t.g.knows(B, t.find("Tunk")), "kept hidden");

    let mut t = scenario(House::Mars)
        .hand(A, &["Battle Fleet", "Tunk"])
        .deck(A, &["Troll"])
        .start();
    t.play("Battle Fleet");
    t.pass();
    assert_eq!(t.hand_of(A), ["Tunk"], "none revealed: none drawn");
}

#[test]
fn orbital_bombardment_shoots_once_per_card_revealed_not_per_mars_card() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Orbital Bombardment", "Tunk", "Zorg"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Orbital Bombardment");
    t.choose("Tunk");
    t.pass();
    t.choose("Troll");
    assert!(!t.asks_target());
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (2, 0));
    assert!(!t.g.knows(B, t.find("Zorg")));
}

#[test]
fn orbital_bombardment_deals_two_per_card_revealed() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Orbital Bombardment", "Tunk", "Zorg"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Orbital Bombardment");
    t.choose("Tunk");
    t.choose("Zorg");
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (2, 2));
}

#[test]
fn orbital_bombardment_chooses_every_creature_before_dealing_damage() {
    // Bad Penny, chosen first, is not destroyed (and back in hand) before
    // the second creature is chosen: all the damage is dealt at once.
    let mut t = scenario(House::Mars)
        .hand(A, &["Orbital Bombardment", "Tunk", "Zorg"])
        .battleline(B, &["Bad Penny", "Troll"])
        .start();
    t.play("Orbital Bombardment");
    t.choose("Tunk");
    t.choose("Zorg");
    t.choose("Bad Penny");
    assert_eq!(t.line(B), ["Bad Penny", "Troll"]);
    assert!(t.is_legal(Choice::Target(t.find("Bad Penny"))));
    t.choose("Troll");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn mothergun_deals_damage_equal_to_the_cards_revealed() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Mothergun"])
        .hand(A, &["Tunk", "Zorg", "Punch"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Mothergun");
    t.choose("Tunk");
    t.choose("Zorg");
    assert_eq!(t.damage("Troll"), 2, "Punch is not Mars: two revealed");
}

#[test]
fn mothergun_counts_only_the_cards_its_user_reveals() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Mothergun"])
        .hand(A, &["Tunk", "Zorg"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Mothergun");
    t.choose("Zorg");
    t.pass();
    assert_eq!(t.damage("Troll"), 1);
    assert!(!t.g.knows(B, t.find("Tunk")));
}

#[test]
fn hypnotic_command_makes_enemies_capture_from_their_own_side() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Hypnotic Command"])
        .battleline(A, &["Tunk", "Zorg", "Troll"])
        .battleline(B, &["Krump"])
        .amber(B, 5)
        .start();
    t.play("Hypnotic Command");
    assert_eq!(t.amber_on("Krump"), 2, "two friendly Mars creatures");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn mothership_support_deals_two_per_ready_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Mothership Support"])
        .battleline(A, &["Tunk", "Zorg"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_exhausted("Zorg", true);
    t.play("Mothership Support");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Troll"), 0, "one ready Mars creature: one shot");
}
#[test]
fn chuff_ape_enters_stunned_and_eats_a_friend_to_heal() {
    let mut t = scenario(House::Mars).hand(A, &["Chuff Ape"]).start();
    t.play("Chuff Ape");
    assert!(t.stunned("Chuff Ape"));

    let mut t = scenario(House::Mars)
        .battleline(A, &["Chuff Ape", "Tunk"])
        .start();
    t.set_damage("Chuff Ape", 5);
    t.reap("Chuff Ape");
    t.choose("Tunk");
    assert_eq!(t.damage("Chuff Ape"), 0);
    assert_eq!(t.discard(A), ["Tunk"]);
}

#[test]
fn chuff_ape_is_not_healed_when_a_ward_stops_the_sacrifice() {
    // "If you do": the ward kept Tunk in play, so nothing was sacrificed.
    let mut t = scenario(House::Mars)
        .battleline(A, &["Chuff Ape", "Tunk"])
        .start();
    t.set_damage("Chuff Ape", 5);
    t.set_ward("Tunk");
    t.reap("Chuff Ape");
    t.choose("Tunk");
    assert_eq!(t.line(A), ["Chuff Ape", "Tunk"]);
    assert_eq!(t.damage("Chuff Ape"), 5);
}

#[test]
fn zyzzix_archives_a_creature_for_three_power_counters() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Zyzzix the Many"])
        .hand(A, &["Troll", "Punch"])
        .start();
    t.reap("Zyzzix the Many");
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.power("Zyzzix the Many"), 3 + 3);
}

#[test]
fn ulyq_megamouth_uses_a_friendly_non_mars_creature() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Ulyq Megamouth", "Dew Faerie"])
        .start();
    t.reap("Ulyq Megamouth");
    assert_eq!(t.amber(A), 1 + 2, "Dew Faerie reaps, off house");
}

#[test]
fn invasion_portal_digs_for_a_mars_creature() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Invasion Portal"])
        .deck(A, &["Punch", "Ammonia Clouds", "Tunk", "Zorg"])
        .start();
    t.action("Invasion Portal");
    assert_eq!(t.hand_of(A), ["Tunk"]);
    assert_eq!(t.discard(A), ["Punch", "Ammonia Clouds"]);
    assert_eq!(t.deck_of(A), ["Zorg"]);
}

#[test]
fn martians_make_bad_allies_purges_non_mars_creatures_from_hand() {
    let mut t = scenario(House::Mars)
        .hand(
            A,
            &[
                "Martians Make Bad Allies",
                "Troll",
                "Krump",
                "Tunk",
                "Punch",
            ],
        )
        .start();
    t.play("Martians Make Bad Allies");
    assert_eq!(t.purged(A), ["Troll", "Krump"]);
    assert_eq!(t.hand_of(A), ["Tunk", "Punch"]);
    assert_eq!(t.amber(A), 2);
}
#[test]
fn vezyma_thinkdrone_may_archive_a_friendly_card_in_play() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Vezyma Thinkdrone", "Tunk"])
        .artifacts(A, &["Crystal Hive"])
        .start();
    t.reap("Vezyma Thinkdrone");
    t.choose("Crystal Hive");
    assert_eq!(t.archives_of(A), ["Crystal Hive"]);

    let mut t = scenario(House::Mars)
        .battleline(A, &["Vezyma Thinkdrone", "Tunk"])
        .start();
    t.reap("Vezyma Thinkdrone");
    t.pass();
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn feeding_pit_eats_a_creature_from_hand() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Feeding Pit"])
        .hand(A, &["Troll", "Punch"])
        .start();
    t.action("Feeding Pit");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn sniffer_strips_elusive_for_the_turn() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Sniffer"])
        .battleline(A, &["Tunk"])
        .battleline(B, &["Urchin"])
        .start();
    t.action("Sniffer");
    t.set_house("Tunk", House::Mars);
    t.fight("Tunk", "Urchin");
    assert_eq!(t.discard(B), ["Urchin"], "no elusive: the fight happens");
}

#[test]
fn total_recall_pays_for_ready_creatures_and_takes_them_all_back() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Total Recall"])
        .battleline(A, &["Tunk", "Zorg"])
        .start();
    t.set_exhausted("Zorg", true);
    t.play("Total Recall");
    assert_eq!(t.amber(A), 1 + 1);
    assert!(t.line(A).is_empty());
    assert_eq!(t.hand_of(A).len(), 2);
}

#[test]
fn martian_hounds_count_the_damaged_creatures() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Martian Hounds"])
        .battleline(A, &["Tunk"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_damage("Troll", 1);
    t.set_damage("Krump", 1);
    t.play("Martian Hounds");
    t.choose("Tunk");
    assert_eq!(t.power("Tunk"), 6 + 4);
}

#[test]
fn biomatrix_backup_may_archive_its_destroyed_creature() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Zorg"])
        .upgrade(A, "Biomatrix Backup", "Zorg")
        .battleline(B, &["Troll"])
        .start();
    t.fight("Zorg", "Troll");
    t.yes();
    assert_eq!(t.archives_of(A), ["Zorg"]);
    assert_eq!(t.discard(A), ["Biomatrix Backup"]);
}

#[test]
fn biomatrix_backup_may_let_it_go_to_the_discard_pile() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Zorg"])
        .upgrade(A, "Biomatrix Backup", "Zorg")
        .battleline(B, &["Troll"])
        .start();
    t.fight("Zorg", "Troll");
    t.no();
    assert_eq!(t.archives_of(A), Vec::<&str>::new());
    assert_eq!(t.discard(A).len(), 2);
}

#[test]
fn mating_season_pays_each_owner_per_creature_shuffled() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Mating Season"])
        .battleline(A, &["Zorg", "Troll"])
        .battleline(B, &["Tunk", "Zorg"])
        .start();
    let deck = t.deck_of(B).len();
    t.play("Mating Season");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), Vec::<&str>::new());
    assert_eq!(t.amber(A), 1 + 1);
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.deck_of(B).len(), deck + 2);
}

#[test]
fn key_abduction_returns_mars_creatures_then_may_forge() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Key Abduction", "Troll", "Punch"])
        .battleline(A, &["Zorg", "Tunk"])
        .amber(A, 10)
        .start();
    t.play("Key Abduction");
    // Hand: Troll, Punch, Zorg, Tunk: 6 + 9 - 4 = 11; 11 Æmber.
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn key_abduction_offers_nothing_when_unaffordable() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Key Abduction"])
        .amber(A, 10)
        .start();
    t.play("Key Abduction");
    assert!(!t.asks_target(), "15 needed");
    assert_eq!(t.keys(A), 0);
}

#[test]
fn mass_abduction_archives_up_to_three_damaged_enemies() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Mass Abduction"])
        .battleline(B, &["Troll", "Krump", "Urchin"])
        .start();
    t.set_damage("Troll", 1);
    t.set_damage("Krump", 1);
    t.play("Mass Abduction");
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    assert_eq!(t.line(B), ["Urchin"], "undamaged");
}

#[test]
fn sample_collection_takes_one_per_forged_key() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Sample Collection"])
        .battleline(B, &["Troll", "Krump", "Urchin"])
        .keys(B, 2)
        .start();
    t.play("Sample Collection");
    t.choose("Troll");
    t.choose("Urchin");
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.archives_of(A).len(), 2);
}

#[test]
fn archived_enemy_creatures_go_to_their_owners_hand() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Uxlyx the Zookeeper"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Uxlyx the Zookeeper");
    assert_eq!(t.archives_of(A), ["Troll"]);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Mars));
    t.apply(Choice::PickUpArchives);
    assert!(t.hand_of(B).contains(&"Troll"));
    assert!(!t.hand_of(A).contains(&"Troll"));
}

#[test]
fn commpod_readies_a_mars_creature_per_mars_card_revealed() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Commpod"])
        .battleline(A, &["Zorg", "Tunk", "Troll"])
        .hand(A, &["Mass Abduction", "Punch"])
        .start();
    t.set_exhausted("Zorg", true);
    t.set_exhausted("Tunk", true);
    t.set_exhausted("Troll", true);
    t.action("Commpod");
    t.choose("Mass Abduction");
    t.choose("Tunk");
    assert!(!t.exhausted("Tunk"));
    assert!(t.exhausted("Zorg"), "one Mars card: one creature");
    assert!(t.g.knows(B, t.find("Mass Abduction")));
}

#[test]
fn commpod_reveals_only_the_mars_cards_chosen() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Commpod"])
        .battleline(A, &["Zorg", "Tunk"])
        .hand(A, &["Mass Abduction", "Hypnotic Command"])
        .start();
    t.set_exhausted("Zorg", true);
    t.set_exhausted("Tunk", true);
    t.action("Commpod");
    t.choose("Hypnotic Command");
    t.pass();
    t.choose("Zorg");
    assert!(!t.asks_target(), "one card revealed: one creature");
    assert!(t.exhausted("Tunk"));
    assert!(t.g.knows(B, t.find("Hypnotic Command")));
    assert!(!t.g.knows(B, t.find("Mass Abduction")), "kept hidden");
}

#[test]
fn custom_virus_destroys_creatures_sharing_a_trait() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Custom Virus"])
        .hand(A, &["Krump"])
        .battleline(A, &["Zorg"])
        .battleline(B, &["Troll", "Urchin"])
        .start();
    t.apply(Choice::Omni(t.find("Custom Virus")));
    assert_eq!(t.purged(A), ["Krump"]);
    assert_eq!(t.line(B), ["Urchin"], "Troll is a Giant like Krump");
    assert_eq!(t.line(A), ["Zorg"]);
    assert_eq!(t.discard(A), ["Custom Virus"]);
}

#[test]
fn qyxxlyx_plague_master_damages_humans_through_armor() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Qyxxlyx Plague Master"])
        .battleline(B, &["Sequis", "Troll"])
        .start();
    t.reap("Qyxxlyx Plague Master");
    assert_eq!(t.damage("Sequis"), 3, "2 armor does not prevent it");
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn swap_widget_swaps_a_mars_creature_for_another() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Swap Widget"])
        .battleline(A, &["Zorg", "Troll"])
        .hand(A, &["Tunk", "Zorg"])
        .start();
    t.action("Swap Widget");
    // Zorg went back; only Tunk has another name.
    t.choose_option(0);
    assert_eq!(t.line(A), ["Tunk", "Troll"]);
    assert!(!t.exhausted("Tunk"), "readied");
    assert_eq!(
        t.g.turn_history().cards_played,
        0,
        "put into play, not played"
    );
}

#[test]
fn brain_stem_antenna_readies_and_marsifies_its_creature() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Troll"])
        .upgrade(A, "Brain Stem Antenna", "Troll")
        .hand(A, &["Zorg"])
        .battleline(B, &["Krump"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("Zorg");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Troll"));
    assert!(t.g.belongs_to(t.find("Troll"), House::Mars));
    t.reap("Troll");
    t.end_turn();
    assert!(
        !t.g.belongs_to(t.find("Troll"), House::Mars),
        "for the turn"
    );
}

#[test]
fn combat_pheromones_lets_you_use_two_mars_cards() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Combat Pheromones"])
        .battleline(A, &["Zorg", "Tunk", "Blypyp"])
        .start();
    t.apply(Choice::Omni(t.find("Combat Pheromones")));
    assert_eq!(t.discard(A), ["Combat Pheromones"]);
    t.reap("Zorg");
    t.reap("Tunk");
    assert!(!t.is_legal(Choice::Reap(t.find("Blypyp"))), "two uses only");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn deep_probe_discards_each_creature_of_the_chosen_house_from_the_hand() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Deep Probe"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .hand(B, &["Troll", "Krump", "Punch", "Shooler"])
        .start();
    t.play("Deep Probe");
    t.choose_house(House::Brobnar);
    assert_eq!(
        t.discard(B),
        ["Troll", "Krump"],
        "creatures of that house only"
    );
    assert_eq!(t.hand_of(B), ["Punch", "Shooler"]);
    assert!(t.g.knows(A, t.find("Shooler")), "the hand was revealed");
    assert_eq!(t.amber(A), 1);
}

/// A ready Mars creature may be chosen to ready (the FAQ: a choice that
/// does nothing is legal): the exhausted one stays exhausted.
#[test]
fn commpod_may_choose_a_ready_mars_creature() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Commpod"])
        .battleline(A, &["Zorg", "Tunk"])
        .hand(A, &["Mass Abduction"])
        .start();
    t.set_exhausted("Tunk", true);
    t.action("Commpod");
    t.choose("Mass Abduction");
    assert!(t.is_legal(Choice::Target(t.find("Zorg"))), "a ready one");
    t.choose("Zorg");
    assert!(t.exhausted("Tunk"));
    assert!(!t.exhausted("Zorg"));
}
