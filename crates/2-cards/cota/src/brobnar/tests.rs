//! Tests of the Brobnar cards of Call of the Archons: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;
use keysim_facts::Keywords;

#[test]
fn punch_deals_three_damage() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Dust Pixie", "Champion Anaphiel"])
        .start();
    t.play("Punch");
    t.choose("Champion Anaphiel");
    assert_eq!(t.amber(A), 1, "Punch's Æmber bonus");
    assert_eq!(t.damage("Champion Anaphiel"), 2, "1 armor absorbs 1 of 3");
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn anger_readies_and_fights() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Anger"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_exhausted("Dust Pixie", true);
    t.play("Anger");
    // The only friendly creature and the only enemy are chosen for us.
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Dust Pixie", "Anger"]);
}

#[test]
fn anger_on_a_stunned_creature_removes_the_stun_without_enemies() {
    // FAQ: unstunning replaces the fight, even with nothing to fight.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Anger"])
        .battleline(A, &["Troll"])
        .start();
    t.set_stunned("Troll");
    t.set_exhausted("Troll", true);
    t.play("Anger");
    assert!(!t.stunned("Troll"), "the stun is removed");
    assert!(t.exhausted("Troll"), "removing the stun exhausts it");
}

#[test]
fn anger_on_an_exhausted_creature_without_enemies_leaves_it_ready() {
    // FAQ: it is readied, cannot fight, and stays ready to be used.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Anger"])
        .battleline(A, &["Troll"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("Anger");
    assert!(!t.exhausted("Troll"));
    t.reap("Troll");
    assert_eq!(t.amber(A), 2, "Anger's bonus and the reap");
}

#[test]
fn loot_the_bodies_pays_for_enemy_creatures_destroyed_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Loot the Bodies", "Punch"])
        .battleline(A, &["Troll", "Headhunter"])
        .battleline(B, &["Dust Pixie", "Doc Bookton"])
        .start();
    t.play("Loot the Bodies");
    assert_eq!(t.amber(A), 0);
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 2, "Punch's bonus and one enemy destroyed");
    // Headhunter and Doc Bookton (both 5) destroy each other: only the
    // enemy counts.
    t.fight("Headhunter", "Doc Bookton");
    assert_eq!(t.discard(A), ["Loot the Bodies", "Punch", "Headhunter"]);
    assert_eq!(t.discard(B), ["Dust Pixie", "Doc Bookton"]);
    assert_eq!(t.amber(A), 3, "the friendly creature does not count");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "it lasts for the turn");
}

#[test]
fn warsong_pays_for_each_friendly_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Warsong"])
        .battleline(A, &["Troll", "Headhunter"])
        .battleline(B, &["Doc Bookton", "Dust Pixie"])
        .start();
    t.play("Warsong");
    t.fight("Troll", "Doc Bookton");
    assert_eq!(t.amber(A), 1);
    t.fight("Headhunter", "Dust Pixie");
    assert_eq!(t.amber(A), 3, "Warsong and Headhunter's Fight: ability");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "it lasts for the turn");
}

#[test]
fn warsong_counts_a_fight_by_the_controller_at_the_time_of_the_fight() {
    // A creature A took from B fights and dies: it was friendly when it
    // fought, although it now sits in B's discard pile.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Warsong"])
        .battleline(B, &["Bumpsy", "Troll"])
        .start();
    let bumpsy = t.find("Bumpsy");
    t.g.take_control(bumpsy, A, Flank::Right);
    t.play("Warsong");
    t.fight("Bumpsy", "Troll");
    assert_eq!(t.discard(B), ["Bumpsy"]);
    assert_eq!(t.amber(A), 1, "Warsong pays for the fight");
}

#[test]
fn gauntlet_of_command_readies_and_fights() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Gauntlet of Command"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.set_exhausted("Troll", true);
    t.action("Gauntlet of Command");
    assert_eq!(t.discard(B), ["Doc Bookton"]);
    assert_eq!(t.damage("Troll"), 5);
    assert!(t.exhausted("Troll"), "fighting exhausts it again");
    assert!(t.exhausted("Gauntlet of Command"));
}

#[test]
fn valdr_deals_two_more_attacking_a_flank_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Valdr"])
        .battleline(B, &["Troll", "Doc Bookton"])
        .start();
    t.fight("Valdr", "Troll");
    assert_eq!(t.discard(B), ["Troll"], "6 + 2 damage kills the 8 power");
    assert_eq!(t.discard(A), ["Valdr"], "Troll hits back for 8");
}

#[test]
fn valdr_deals_normal_damage_to_a_creature_in_the_middle() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Valdr"])
        .battleline(B, &["Dust Pixie", "Troll", "Dust Pixie"])
        .start();
    t.fight("Valdr", "Troll");
    assert_eq!(t.damage("Troll"), 6);
}

#[test]
fn valdr_deals_normal_damage_when_defending() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Valdr"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Valdr");
    assert_eq!(t.location("Troll"), Location::Battleline);
    assert_eq!(t.damage("Troll"), 6, "no bonus while defending");
    assert_eq!(t.discard(A), ["Valdr"]);
}

#[test]
fn ganger_chieftain_may_ready_and_fight_with_a_neighbor() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ganger Chieftain"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("Ganger Chieftain");
    t.flank(Flank::Right);
    assert!(t.asks_target(), "optional: asked even with one candidate");
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Doc Bookton"]);
    assert!(t.exhausted("Troll"));
}

#[test]
fn ganger_chieftain_declined() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ganger Chieftain"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("Ganger Chieftain");
    t.flank(Flank::Left);
    t.pass();
    assert_eq!(t.line(B), ["Doc Bookton"]);
    assert!(t.exhausted("Troll"), "not readied");
}

#[test]
fn ganger_chieftain_without_neighbors_does_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Ganger Chieftain"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.play("Ganger Chieftain");
    assert!(!t.asks_target());
    assert_eq!(t.line(B), ["Doc Bookton"]);
    assert!(t.exhausted("Ganger Chieftain"));
}

#[test]
fn headhunter_gains_only_if_it_survives() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Headhunter"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Headhunter", "Dust Pixie");
    assert_eq!(t.amber(A), 1);

    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Headhunter"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Headhunter", "Troll");
    assert_eq!(t.discard(A), ["Headhunter"]);
    assert_eq!(t.amber(A), 0, "Fight: needs the attacker to survive");
}

#[test]
fn smaaash_stuns_a_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Smaaash"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Smaaash");
    t.choose("Troll");
    assert!(t.stunned("Troll"));
    assert!(!t.stunned("Smaaash"));
}

#[test]
fn smaaash_may_choose_an_already_stunned_enemy() {
    // FAQ: it need not stun itself; the stunned enemy stays stunned.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Smaaash"])
        .battleline(B, &["Troll"])
        .start();
    t.set_stunned("Troll");
    t.play("Smaaash");
    t.choose("Troll");
    assert!(t.stunned("Troll"));
    assert!(!t.stunned("Smaaash"));
}

#[test]
fn smaaash_alone_stuns_itself() {
    let mut t = scenario(House::Brobnar).hand(A, &["Smaaash"]).start();
    t.play("Smaaash");
    assert!(t.stunned("Smaaash"), "the only creature must be chosen");
}

#[test]
fn blood_of_titans_gives_its_creature_five_power() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Blood of Titans"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Blood of Titans");
    t.choose("Dust Pixie");
    assert_eq!(t.power("Dust Pixie"), 6);
    assert_eq!(t.power("Troll"), 8, "only its own creature");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
}

#[test]
fn blood_of_titans_leaves_with_its_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(B, "Blood of Titans", "Dust Pixie")
        .start();
    assert_eq!(t.power("Dust Pixie"), 6);
    t.play("Punch");
    assert_eq!(t.damage("Dust Pixie"), 3, "6 power survives 3 damage");
}
#[test]
fn bumpsy_makes_the_opponent_lose_one() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Bumpsy"])
        .amber(B, 3)
        .start();
    t.play("Bumpsy");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.line(A), ["Bumpsy"]);
}

#[test]
fn bumpsy_against_an_empty_pool_does_nothing() {
    let mut t = scenario(House::Brobnar).hand(A, &["Bumpsy"]).start();
    t.play("Bumpsy");
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
}

#[test]
fn burn_the_stockpile_needs_seven() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Burn the Stockpile"])
        .amber(B, 7)
        .start();
    t.play("Burn the Stockpile");
    assert_eq!(t.amber(B), 3);

    let mut t = scenario(House::Brobnar)
        .hand(A, &["Burn the Stockpile"])
        .amber(B, 6)
        .start();
    t.play("Burn the Stockpile");
    assert_eq!(t.amber(B), 6, "6 is not enough");
}

#[test]
fn firespitter_burns_each_enemy_before_fighting() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Firespitter", "Troll"])
        .battleline(B, &["Champion Anaphiel", "Dust Pixie", "Doc Bookton"])
        .start();
    t.fight("Firespitter", "Doc Bookton");
    assert_eq!(t.discard(B), ["Dust Pixie", "Doc Bookton"]);
    assert_eq!(t.damage("Champion Anaphiel"), 0, "armor absorbs 1");
    assert_eq!(t.damage("Troll"), 0, "friendly creatures are spared");
    assert_eq!(t.damage("Firespitter"), 4, "its armor absorbs 1 of 5");
}

#[test]
fn firespitter_killing_the_defender_before_the_fight_takes_no_damage() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Firespitter"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Firespitter", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Firespitter"), 0);
    assert!(t.exhausted("Firespitter"));
}

#[test]
fn firespitter_defending_does_not_burn() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Firespitter"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Firespitter");
    assert_eq!(t.line(B), ["Troll", "Dust Pixie"]);
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn hebe_the_huge_hits_each_other_undamaged_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Hebe the Huge"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Doc Bookton", "Champion Anaphiel"])
        .start();
    t.set_damage("Troll", 1);
    t.set_damage("Doc Bookton", 1);
    t.play("Hebe the Huge");
    t.flank(Flank::Right);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Troll"), 1, "already damaged");
    assert_eq!(t.damage("Doc Bookton"), 1, "already damaged");
    assert_eq!(t.damage("Champion Anaphiel"), 1, "armor absorbs 1");
    assert_eq!(t.damage("Hebe the Huge"), 0, "not itself");
}

#[test]
fn krump_makes_the_owner_of_its_fight_victims_lose_one() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .amber(B, 3)
        .start();
    t.fight("Krump", "Dust Pixie");
    assert_eq!(t.amber(B), 2);
    // Defending counts too.
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.fight("Niffle Ape", "Krump");
    assert_eq!(t.discard(B), ["Dust Pixie", "Niffle Ape"]);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn krump_must_survive_the_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Hebe the Huge"])
        .amber(B, 3)
        .start();
    t.fight("Krump", "Hebe the Huge");
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.discard(B), ["Hebe the Huge"]);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn krump_ignores_creatures_destroyed_otherwise() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn looter_goblin_reap_pays_for_enemies_destroyed_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Looter Goblin", "Headhunter"])
        .battleline(B, &["Dust Pixie", "Doc Bookton"])
        .start();
    t.reap("Looter Goblin");
    assert_eq!(t.amber(A), 1);
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 3, "Punch's bonus and the enemy destroyed");
    t.fight("Headhunter", "Doc Bookton");
    assert_eq!(t.amber(A), 4, "the friendly Headhunter does not count");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "it lasts for the turn");
}

#[test]
fn looter_goblin_without_a_reap_does_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Looter Goblin"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn mighty_javelin_is_sacrificed_to_deal_four() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Mighty Javelin"])
        .battleline(B, &["Troll", "Champion Anaphiel"])
        .start();
    let javelin = t.find("Mighty Javelin");
    t.apply(Choice::Omni(javelin));
    assert_eq!(t.discard(A), ["Mighty Javelin"], "usable off-house");
    t.choose("Champion Anaphiel");
    assert_eq!(t.damage("Champion Anaphiel"), 3, "armor absorbs 1");
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn screechbomb_is_sacrificed_to_make_the_opponent_lose_two() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Screechbomb"])
        .amber(B, 3)
        .start();
    let bomb = t.find("Screechbomb");
    t.apply(Choice::Omni(bomb));
    assert_eq!(t.discard(A), ["Screechbomb"]);
    assert_eq!(t.amber(B), 1);
    assert!(!t.is_legal(Choice::Omni(bomb)), "it is gone");
}

#[test]
fn pile_of_skulls_captures_for_enemies_destroyed_on_my_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch", "Punch"])
        .artifacts(A, &["Pile of Skulls"])
        .battleline(A, &["Troll", "Headhunter", "Dust Pixie"])
        .battleline(B, &["Dust Pixie", "Snufflegator"])
        .amber(B, 3)
        .start();
    t.play("Punch");
    t.choose_card(t.find_all("Dust Pixie")[1]);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(t.asks_target(), "which friendly creature captures");
    t.choose("Headhunter");
    assert_eq!(t.amber_on("Headhunter"), 1);
    assert_eq!(t.amber(B), 2);
    // A friendly creature destroyed does not count.
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(A), ["Punch", "Dust Pixie", "Punch"]);
    assert!(!t.asks_target());
    assert_eq!(t.amber(B), 2);
    // Enemies destroyed fighting count too.
    t.fight("Headhunter", "Snufflegator");
    assert_eq!(t.discard(B), ["Dust Pixie", "Snufflegator"]);
    t.choose("Troll");
    assert_eq!((t.amber_on("Troll"), t.amber(B)), (1, 1));
}

#[test]
fn pile_of_skulls_captures_once_per_enemy_of_a_board_wipe() {
    // Coward's End played by Wild Wormhole (a deeper chain) destroys
    // twenty enemies: each capture is chosen in turn.
    let enemies = ["Dust Pixie"; 20];
    let mut t = scenario(House::Logos)
        .hand(A, &["Wild Wormhole"])
        .deck(A, &["Coward's End"])
        .artifacts(A, &["Pile of Skulls"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &enemies)
        .amber(B, 30)
        .start();
    t.set_damage("Troll", 1);
    t.set_damage("Krump", 1);
    t.play("Wild Wormhole");
    assert!(t.line(B).is_empty());
    for _ in 0..10 {
        t.choose("Troll");
    }
    for _ in 0..10 {
        t.choose("Krump");
    }
    assert!(!t.asks_target());
    assert_eq!((t.amber_on("Troll"), t.amber_on("Krump")), (10, 10));
    assert_eq!(t.amber(B), 10);
    assert_eq!(t.g.player(A).chains, 3);
}

#[test]
fn pile_of_skulls_ignores_enemies_destroyed_on_the_opponents_turn() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Pile of Skulls"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.fight("Dust Pixie", "Troll");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn relentless_assault_fights_with_three_different_creatures() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Relentless Assault"])
        .battleline(A, &["Troll", "Headhunter", "Krump", "Valdr"])
        .battleline(
            B,
            &["Dust Pixie", "Snufflegator", "Doc Bookton", "Niffle Ape"],
        )
        .start();
    t.set_exhausted("Troll", true);
    t.play("Relentless Assault");
    t.choose("Troll");
    t.choose("Dust Pixie");
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))), "different");
    t.choose("Headhunter");
    t.choose("Snufflegator");
    t.choose("Krump");
    t.choose("Doc Bookton");
    assert_eq!(t.discard(B), ["Dust Pixie", "Snufflegator", "Doc Bookton"]);
    assert_eq!(t.amber(A), 1, "Headhunter's Fight: ability");
    assert!(!t.asks_target(), "three at most");
    assert!(!t.exhausted("Valdr"));
    assert_eq!(t.discard(A), ["Relentless Assault"]);
}

#[test]
fn relentless_assault_may_stop_early() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Relentless Assault"])
        .battleline(A, &["Troll", "Headhunter"])
        .battleline(B, &["Dust Pixie", "Snufflegator"])
        .start();
    t.play("Relentless Assault");
    t.choose("Troll");
    t.choose("Dust Pixie");
    t.pass();
    assert!(!t.asks_target(), "declining ends the assault");
    assert!(!t.exhausted("Headhunter"));
    assert_eq!(t.line(B), ["Snufflegator"]);
}

#[test]
fn sound_the_horns_digs_for_a_brobnar_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Sound the Horns"])
        .deck(A, &["Punch", "Dust Pixie", "Troll", "Anger"])
        .start();
    t.play("Sound the Horns");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Punch", "Dust Pixie", "Sound the Horns"]);
    assert_eq!(t.deck_of(A), ["Anger"]);
}

#[test]
fn sound_the_horns_may_run_out_of_cards() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Sound the Horns"])
        .deck(A, &["Punch", "Dust Pixie"])
        .discard(A, &["Troll"])
        .start();
    t.play("Sound the Horns");
    assert!(t.hand_of(A).is_empty());
    assert!(t.deck_of(A).is_empty(), "no reshuffle");
    assert_eq!(
        t.discard(A),
        ["Troll", "Punch", "Dust Pixie", "Sound the Horns"]
    );
}

#[test]
fn sound_the_horns_takes_a_maverick_brobnar_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Sound the Horns"])
        .deck(A, &["Dust Pixie", "Troll"])
        .start();
    t.set_house("Dust Pixie", House::Brobnar);
    t.play("Sound the Horns");
    assert_eq!(t.hand_of(A), ["Dust Pixie"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn tremor_stuns_a_creature_and_its_neighbors() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Tremor"])
        .battleline(A, &["Troll"])
        .battleline(
            B,
            &["Dust Pixie", "Snufflegator", "Doc Bookton", "Niffle Ape"],
        )
        .start();
    t.play("Tremor");
    t.choose("Snufflegator");
    for (name, stunned) in [
        ("Dust Pixie", true),
        ("Snufflegator", true),
        ("Doc Bookton", true),
        ("Niffle Ape", false),
        ("Troll", false),
    ] {
        assert_eq!(t.stunned(name), stunned, "{name}");
    }
}

#[test]
fn tremor_on_a_lone_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Tremor"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Tremor");
    assert!(t.stunned("Troll"));
}

#[test]
fn unguarded_camp_captures_once_per_extra_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Unguarded Camp"])
        .battleline(A, &["Troll", "Headhunter", "Krump", "Valdr"])
        .battleline(B, &["Dust Pixie", "Snufflegator"])
        .amber(B, 5)
        .start();
    t.play("Unguarded Camp");
    // Two extra creatures: two different ones capture 1 each.
    assert!(t.asks_target());
    assert!(
        !t.is_legal(Choice::Target(t.find("Valdr"))),
        "chosen left to right, leaving room for the second"
    );
    t.choose("Headhunter");
    assert!(!t.is_legal(Choice::Target(t.find("Headhunter"))));
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Valdr");
    assert!(!t.asks_target());
    assert_eq!(t.amber_on("Headhunter"), 1);
    assert_eq!(t.amber_on("Valdr"), 1);
    assert_eq!(t.amber_on("Troll") + t.amber_on("Krump"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}

#[test]
fn unguarded_camp_against_an_empty_battleline_each_captures() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Unguarded Camp"])
        .battleline(A, &["Troll", "Headhunter", "Krump"])
        .amber(B, 2)
        .start();
    t.play("Unguarded Camp");
    // Three captures but 2 Æmber: the player chooses the two capturers.
    t.choose("Headhunter");
    assert!(!t.asks_target(), "Krump, right of it, is the only one left");
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber_on("Headhunter"), 1);
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn unguarded_camp_without_more_creatures_does_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Unguarded Camp"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.play("Unguarded Camp");
    assert!(!t.asks_target());
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn wardrummer_returns_the_other_friendly_brobnar_creatures() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Wardrummer"])
        .battleline(A, &["Troll", "Dust Pixie", "Krump"])
        .battleline(B, &["Headhunter"])
        .start();
    t.set_ward("Krump");
    t.play("Wardrummer");
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Wardrummer", "Dust Pixie", "Krump"]);
    assert!(!t.card("Krump").is_warded(), "the ward is used up");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.line(B), ["Headhunter"], "not enemies");
}

#[test]
fn yo_mama_mastery_heals_and_gives_taunt() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Yo Mama Mastery"])
        .battleline(A, &["Dust Pixie", "Troll", "Headhunter"])
        .battleline(B, &["Niffle Ape", "Snufflegator"])
        .start();
    t.set_damage("Troll", 7);
    t.play("Yo Mama Mastery");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 0, "fully healed");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert!(t.g.keywords(t.find("Troll")).contains(Keywords::TAUNT));
    let snuffle = t.find("Snufflegator");
    assert!(!t.g.can_be_fought(snuffle, t.find("Dust Pixie")));
    assert!(!t.g.can_be_fought(snuffle, t.find("Headhunter")));
    assert!(t.g.can_be_fought(snuffle, t.find("Troll")));
}
#[test]
fn phoenix_heart_returns_its_creature_and_deals_three_to_each() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Dust Pixie", "Headhunter"])
        .battleline(B, &["Troll", "Snufflegator"])
        .upgrade(A, "Phoenix Heart", "Dust Pixie")
        .start();
    t.set_house("Dust Pixie", House::Brobnar);
    t.fight("Dust Pixie", "Troll");
    assert_eq!(t.hand_of(A), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Phoenix Heart"]);
    assert_eq!(t.damage("Troll"), 4, "1 from the fight, 3 after");
    assert_eq!(t.damage("Headhunter"), 3);
    assert_eq!(t.damage("Snufflegator"), 3);
}

#[test]
fn phoenix_heart_on_an_enemy_creature_returns_it_to_its_owner() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Phoenix Heart", "Punch"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .start();
    t.play("Phoenix Heart");
    t.choose("Dust Pixie");
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.hand_of(B), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Phoenix Heart", "Punch"]);
    assert_eq!(t.discard(B), ["Niffle Ape"], "3 damage kills the ape");
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn the_warchest_counts_enemies_destroyed_in_fights_this_turn() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .artifacts(A, &["The Warchest"])
        .battleline(A, &["Krump", "Dust Pixie", "Headhunter"])
        .battleline(B, &["Dust Pixie", "Niffle Ape", "Snufflegator", "Troll"])
        .amber(B, 5)
        .start();
    t.fight("Krump", "Niffle Ape");
    t.fight("Headhunter", "Snufflegator");
    t.play("Punch");
    t.choose_card(t.find_all("Dust Pixie")[1]);
    t.set_house("Dust Pixie", House::Brobnar);
    t.fight("Dust Pixie", "Troll");
    assert_eq!(t.discard(A), ["Punch", "Dust Pixie"]);
    assert_eq!(t.amber(A), 2, "Headhunter's Fight: and Punch's bonus");
    t.action("The Warchest");
    assert_eq!(t.amber(A), 4, "two enemies died fighting, not Punch's");
}

#[test]
fn the_warchest_forgets_earlier_turns() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Warchest"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .start();
    t.fight("Troll", "Dust Pixie");
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.fight("Niffle Ape", "Troll");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.action("The Warchest");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn cowards_end_destroys_each_undamaged_creature_for_three_chains() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Coward's End"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie", "Niffle Ape", "Snufflegator"])
        .chains(A, 1)
        .start();
    t.set_damage("Troll", 1);
    t.set_damage("Snufflegator", 3);
    t.set_ward("Niffle Ape");
    t.play("Coward's End");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Niffle Ape", "Snufflegator"]);
    assert!(!t.card("Niffle Ape").is_warded(), "the ward is used up");
    assert_eq!(t.discard(A), ["Krump", "Coward’s End"]);
    assert_eq!(t.g.player(A).chains, 4);
    assert_eq!(t.g.player(B).chains, 0);
}

#[test]
fn pile_of_skulls_captures_once_per_enemy_destroyed_at_once() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Coward's End"])
        .artifacts(A, &["Pile of Skulls"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .amber(B, 5)
        .start();
    t.set_damage("Troll", 1);
    t.play("Coward's End");
    // Krump is destroyed too: only Troll is left to capture.
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(B), 3);
}
#[test]
fn smith_gains_two_only_with_more_creatures() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Smith"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Smith");
    assert_eq!(t.amber(A), 1 + 2);

    let mut t = scenario(House::Brobnar)
        .hand(A, &["Smith"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Smith");
    assert_eq!(t.amber(A), 1, "equal is not more");
}

#[test]
fn lomir_flamefist_needs_seven() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Lomir Flamefist"])
        .amber(B, 7)
        .start();
    t.play("Lomir Flamefist");
    assert_eq!(t.amber(B), 5);

    let mut t = scenario(House::Brobnar)
        .hand(A, &["Lomir Flamefist"])
        .amber(B, 6)
        .start();
    t.play("Lomir Flamefist");
    assert_eq!(t.amber(B), 6);
}
#[test]
fn troll_heals_three_when_it_reaps() {
    let mut t = scenario(House::Brobnar).battleline(A, &["Troll"]).start();
    t.set_damage("Troll", 5);
    t.reap("Troll");
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn earthshaker_destroys_each_creature_of_power_three_or_less() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Earthshaker"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Urchin", "Krump"])
        .start();
    t.play("Earthshaker");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Earthshaker"], "friendly creatures too");
    assert_eq!(t.line(B), ["Krump"]);
}
#[test]
fn barehanded_puts_every_artifact_on_its_owners_deck() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Barehanded"])
        .artifacts(A, &["Banner of Battle"])
        .artifacts(B, &["Lifeward"])
        .start();
    t.play("Barehanded");
    assert_eq!(t.deck_of(A)[0], "Banner of Battle");
    assert_eq!(t.deck_of(B)[0], "Lifeward");
}

#[test]
fn banner_of_battle_strengthens_friendly_creatures() {
    let t = scenario(House::Brobnar)
        .artifacts(A, &["Banner of Battle"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    assert_eq!((t.power("Krump"), t.power("Troll")), (7, 8));
}
#[test]
fn cannon_deals_two() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Cannon"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Cannon");
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn grenade_snib_costs_the_opponent_two_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Grenade Snib"])
        .amber(A, 3)
        .start();
    t.play("Punch");
    assert_eq!(
        t.amber(A),
        3 + 1 - 2,
        "B's Snib, A is its controller's opponent"
    );
}

#[test]
fn king_of_the_crag_shrinks_enemy_brobnar_creatures() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["King of the Crag", "Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    assert_eq!(t.power("Troll"), 8 - 2);
    assert_eq!(t.power("Dust Pixie"), 1, "not Brobnar");
    assert_eq!(t.power("Krump"), 6, "not an enemy");
}
#[test]
fn bilgum_avalanche_hits_enemies_after_a_key() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Bilgum Avalanche"])
        .battleline(A, &["Troll"])
        .amber(B, 6)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn take_that_smartypants_needs_three_logos_cards() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Take that, Smartypants"])
        .battleline(B, &["Doc Bookton", "Batdrone"])
        .artifacts(B, &["Anomaly Exploiter"])
        .amber(B, 4)
        .start();
    t.play("Take that, Smartypants");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn lava_ball_splashes_the_neighbors() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Lava Ball"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Lava Ball");
    t.choose("Krump");
    assert_eq!(
        (t.damage("Troll"), t.damage("Krump"), t.damage("Bumpsy")),
        (2, 4, 2)
    );
}

#[test]
fn iron_obelisk_counts_damaged_brobnar_creatures() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Iron Obelisk"])
        .battleline(A, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.set_damage("Troll", 1);
    t.set_damage("Dust Pixie", 1);
    assert_eq!(t.g.key_cost(B), 7, "only the damaged Brobnar Troll counts");
}

#[test]
fn pingle_and_autocannon_greet_creatures_entering_play() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Troll", "Krump"])
        .battleline(B, &["Pingle Who Annoys"])
        .artifacts(B, &["Autocannon"])
        .start();
    t.play("Troll");
    assert_eq!(t.damage("Troll"), 2, "Pingle 1 and Autocannon 1");
}

#[test]
fn mugwump_heals_and_grows_after_killing_in_a_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mugwump"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.fight("Mugwump", "Doc Bookton");
    assert_eq!(t.line(B), Vec::<&str>::new());
    assert_eq!(t.damage("Mugwump"), 0);
    assert_eq!(t.power("Mugwump"), 7);
}

#[test]
fn mugwump_does_not_grow_when_the_enemy_survives() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mugwump"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Mugwump", "Troll");
    assert_eq!(t.line(A), Vec::<&str>::new(), "8 damage destroys it");
    assert_eq!(t.damage("Troll"), 6);
}

#[test]
fn rogue_ogre_heals_and_captures_after_exactly_one_card() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Rogue Ogre"])
        .hand(A, &["Punch"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.set_damage("Rogue Ogre", 3);
    t.play("Punch");
    t.choose("Troll");
    t.end_turn();
    assert_eq!(t.damage("Rogue Ogre"), 1);
    assert_eq!(t.amber_on("Rogue Ogre"), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn rogue_ogre_does_nothing_after_two_cards() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Rogue Ogre"])
        .hand(A, &["Punch", "Punch"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.set_damage("Rogue Ogre", 3);
    t.play("Punch");
    t.choose("Troll");
    t.play("Punch");
    t.choose("Troll");
    t.end_turn();
    assert_eq!(t.damage("Rogue Ogre"), 3);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn kelifi_dragon_cannot_be_played_with_less_than_seven() {
    let t = scenario(House::Brobnar)
        .hand(A, &["Kelifi Dragon"])
        .amber(A, 6)
        .start();
    let dragon = t.find("Kelifi Dragon");
    assert!(!t.is_legal(Choice::Play(dragon)));
    assert!(t.is_legal(Choice::Discard(dragon)));
}

#[test]
fn kelifi_dragon_plays_with_seven_and_reaps_for_damage() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Kelifi Dragon"])
        .amber(A, 7)
        .battleline(B, &["Troll"])
        .start();
    t.play("Kelifi Dragon");
    assert_eq!(t.amber(A), 7, "playing it costs nothing");
    t.set_exhausted("Kelifi Dragon", false);
    t.reap("Kelifi Dragon");
    t.choose("Troll");
    assert_eq!(t.amber(A), 7 + 1 + 1, "reaping and its ability");
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn blood_money_puts_two_amber_on_an_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Blood Money"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Blood Money");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!((t.amber(A), t.amber(B)), (0, 0), "from the supply");
}

#[test]
fn follow_the_leader_lets_every_friendly_creature_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Follow the Leader"])
        .battleline(A, &["Dust Pixie", "Doc Bookton"])
        .battleline(B, &["Urchin", "Ember Imp"])
        .start();
    let pixie = t.find("Dust Pixie");
    assert!(!t.is_legal(Choice::Fight(pixie)));
    t.play("Follow the Leader");
    assert!(t.is_legal(Choice::Fight(pixie)));
    assert!(!t.is_legal(Choice::Reap(pixie)), "only fighting");
    t.fight("Doc Bookton", "Ember Imp");
    assert_eq!(t.line(B), ["Urchin"]);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.is_legal(Choice::Fight(pixie)), "the effect ended");
}

#[test]
fn brothers_in_battle_lets_the_chosen_house_fight() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brothers in Battle"])
        .battleline(A, &["Dust Pixie", "Doc Bookton"])
        .battleline(B, &["Ember Imp"])
        .start();
    t.play("Brothers in Battle");
    t.choose_house(House::Logos);
    assert!(t.is_legal(Choice::Fight(t.find("Doc Bookton"))));
    assert!(!t.is_legal(Choice::Fight(t.find("Dust Pixie"))));
}

#[test]
fn champions_challenge_leaves_one_champion_each_and_fights() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Champion’s Challenge"])
        .battleline(A, &["Troll", "Dust Pixie"])
        .battleline(B, &["Krump", "Bumpsy", "Urchin"])
        .start();
    t.play("Champion’s Challenge");
    assert_eq!(t.line(A), ["Troll"], "the Dust Pixie was destroyed");
    assert_eq!(t.damage("Troll"), 6, "Troll fought Krump");
    assert_eq!(t.line(B), Vec::<&str>::new());
    assert_eq!(t.discard(B).len(), 3);
}

#[test]
fn champions_challenge_ties_are_the_players_choice() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Champion’s Challenge"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton", "Bumpsy"])
        .start();
    t.play("Champion’s Challenge");
    t.choose("Bumpsy");
    assert_eq!(
        t.line(B),
        Vec::<&str>::new(),
        "Doc Bookton destroyed, Bumpsy fought"
    );
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn rock_hurling_giant_may_throw_for_each_brobnar_discard() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Rock-Hurling Giant"])
        .hand(A, &["Punch", "Anger"])
        .battleline(B, &["Troll"])
        .start();
    t.discard_card("Punch");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 4);
    t.discard_card("Anger");
    t.pass();
    assert_eq!(t.damage("Troll"), 4, "a may");
}

#[test]
fn tireless_crocag_cannot_reap_but_fights_whatever_house_is_active() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Tireless Crocag"])
        .battleline(B, &["Troll"])
        .start();
    let crocag = t.find("Tireless Crocag");
    assert!(!t.is_legal(Choice::Reap(crocag)), "cannot reap");
    assert!(
        t.is_legal(Choice::Fight(crocag)),
        "used as if it were Sanctum"
    );
}

#[test]
fn tireless_crocag_is_destroyed_once_the_opponent_has_no_creatures() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Tireless Crocag"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Tireless Crocag", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Tireless Crocag"], "no enemy creature left");

    let mut u = scenario(House::Brobnar)
        .hand(A, &["Tireless Crocag"])
        .start();
    u.play("Tireless Crocag");
    assert_eq!(
        u.discard(A),
        ["Tireless Crocag"],
        "destroyed as it enters play"
    );
}
