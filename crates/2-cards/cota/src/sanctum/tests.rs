//! Tests of the Sanctum cards of Call of the Archons: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;

/// The enemy creatures `attacker` may choose to fight, by title.
fn defenders(t: &keysim_engine::scenario::Test, attacker: &str) -> Vec<&'static str> {
    let a = t.find(attacker);
    let enemy = t.g.card(a).controller.opponent();
    t.g.creatures(enemy)
        .iter()
        .filter(|&&d| t.g.can_be_fought(a, d))
        .map(|&d| t.g.def(d).name)
        .collect()
}

#[test]
fn cleansing_wave_gains_per_creature_actually_healed() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Cleansing Wave"])
        .battleline(A, &["Champion Anaphiel", "Raiding Knight"])
        .battleline(B, &["Staunch Knight", "Lady Maxena"])
        .start();
    t.set_damage("Champion Anaphiel", 2);
    t.set_damage("Staunch Knight", 1);
    t.play("Cleansing Wave");
    assert_eq!(t.damage("Champion Anaphiel"), 1);
    assert_eq!(t.damage("Staunch Knight"), 0);
    assert_eq!(t.amber(A), 2, "undamaged creatures are not healed");
}

#[test]
fn shield_of_justice_prevents_damage_to_friendly_creatures() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Shield of Justice"])
        .battleline(A, &["Raiding Knight"])
        .battleline(B, &["Champion Anaphiel"])
        .start();
    t.play("Shield of Justice");
    assert_eq!(t.amber(A), 1);
    t.fight("Raiding Knight", "Champion Anaphiel");
    assert_eq!(t.damage("Raiding Knight"), 0);
    assert_eq!(
        t.damage("Champion Anaphiel"),
        3,
        "enemies still take damage"
    );
    let knight = t.find("Raiding Knight");
    t.end_turn();
    assert!(
        t.g.can_be_damaged(knight),
        "only for the remainder of the turn"
    );
}

#[test]
fn shield_of_justice_keeps_armor_unspent() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Shield of Justice"])
        .battleline(A, &["Staunch Knight"])
        .start();
    t.play("Shield of Justice");
    let k = t.find("Staunch Knight");
    t.g.deal_damage(k, 5);
    assert_eq!(t.damage("Staunch Knight"), 0);
    assert_eq!(t.card("Staunch Knight").armor_used, 0);
}

#[test]
fn terms_of_redress_friendly_creature_captures_two() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Terms of Redress"])
        .battleline(A, &["Raiding Knight", "Staunch Knight"])
        .battleline(B, &["Lady Maxena"])
        .amber(B, 3)
        .start();
    t.play("Terms of Redress");
    let maxena = t.find("Lady Maxena");
    assert!(!t.is_legal(Choice::Target(maxena)), "friendly only");
    t.choose("Staunch Knight");
    assert_eq!(t.amber_on("Staunch Knight"), 2);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn terms_of_redress_without_friendly_creatures_does_nothing() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Terms of Redress"])
        .battleline(B, &["Lady Maxena"])
        .amber(B, 3)
        .start();
    t.play("Terms of Redress");
    assert_eq!(t.amber_on("Lady Maxena"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}

#[test]
fn hallowed_blaster_heals_three() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Hallowed Blaster"])
        .battleline(A, &["Champion Anaphiel"])
        .battleline(B, &["Lady Maxena"])
        .start();
    t.set_damage("Champion Anaphiel", 5);
    t.set_damage("Lady Maxena", 1);
    t.action("Hallowed Blaster");
    t.choose("Champion Anaphiel");
    assert_eq!(t.damage("Champion Anaphiel"), 2);
    assert_eq!(t.damage("Lady Maxena"), 1);
}

#[test]
fn champion_anaphiel_taunt_protects_its_neighbors() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Raiding Knight"])
        .battleline(
            B,
            &[
                "Staunch Knight",
                "Champion Anaphiel",
                "Lady Maxena",
                "Sergeant Zakiel",
            ],
        )
        .start();
    assert_eq!(
        defenders(&t, "Raiding Knight"),
        ["Champion Anaphiel", "Sergeant Zakiel"]
    );
}

#[test]
fn lady_maxena_stuns_then_returns_to_hand() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Lady Maxena"])
        .battleline(B, &["Staunch Knight"])
        .amber(B, 2)
        .start();
    t.play("Lady Maxena");
    // She may stun herself too: choose the enemy.
    t.choose("Staunch Knight");
    assert!(t.stunned("Staunch Knight"));
    assert!(!t.stunned("Lady Maxena"));
    t.set_exhausted("Lady Maxena", false);
    t.action("Lady Maxena");
    assert_eq!(t.hand_of(A), ["Lady Maxena"]);
    assert!(t.line(A).is_empty());
}

#[test]
fn lady_maxena_alone_stuns_herself() {
    let mut t = scenario(House::Sanctum).hand(A, &["Lady Maxena"]).start();
    t.play("Lady Maxena");
    assert!(t.stunned("Lady Maxena"));
}

#[test]
fn raiding_knight_captures_one() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Raiding Knight"])
        .amber(B, 2)
        .start();
    t.play("Raiding Knight");
    assert_eq!(t.amber_on("Raiding Knight"), 1);
    assert_eq!(t.amber(B), 1);

    let mut t = scenario(House::Sanctum)
        .hand(A, &["Raiding Knight"])
        .start();
    t.play("Raiding Knight");
    assert_eq!(t.amber_on("Raiding Knight"), 0, "nothing to capture");
}

#[test]
fn sergeant_zakiel_readies_and_fights_with_a_neighbor() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Sergeant Zakiel"])
        .battleline(A, &["Staunch Knight"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.set_exhausted("Staunch Knight", true);
    t.play("Sergeant Zakiel");
    t.flank(Flank::Right);
    // "You may": asked even with a single neighbor.
    assert!(t.asks_target());
    t.choose("Staunch Knight");
    // Staunch Knight on a flank: 6 power kills Doc Bookton (5).
    assert_eq!(t.discard(B), ["Doc Bookton"]);
    assert_eq!(t.damage("Staunch Knight"), 3, "5 minus 2 armor");
    assert!(t.exhausted("Staunch Knight"));
}

#[test]
fn sergeant_zakiel_may_decline() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Sergeant Zakiel"])
        .battleline(A, &["Staunch Knight"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.set_exhausted("Staunch Knight", true);
    t.play("Sergeant Zakiel");
    t.flank(Flank::Left);
    t.pass();
    assert!(t.exhausted("Staunch Knight"));
    assert_eq!(t.damage("Doc Bookton"), 0);
}

#[test]
fn sergeant_zakiel_ready_neighbor_stays_ready_with_no_enemy() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Sergeant Zakiel"])
        .battleline(A, &["Staunch Knight"])
        .start();
    t.set_exhausted("Staunch Knight", true);
    t.play("Sergeant Zakiel");
    t.flank(Flank::Left);
    t.choose("Staunch Knight");
    assert!(!t.exhausted("Staunch Knight"), "readied, nothing to fight");
}

#[test]
fn staunch_knight_gets_two_power_on_a_flank() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Raiding Knight", "Staunch Knight", "Lady Maxena"])
        .battleline(B, &["Staunch Knight", "Raiding Knight"])
        .start();
    let mine = t.find_all("Staunch Knight");
    assert_eq!(t.g.power(mine[0]), 4, "middle of A's battleline");
    assert_eq!(t.g.power(mine[1]), 6, "B's left flank");
}

#[test]
fn staunch_knight_alone_is_on_a_flank() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Staunch Knight"])
        .start();
    assert_eq!(t.power("Staunch Knight"), 6);
}

#[test]
fn protect_the_weak_gives_armor_and_taunt() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Raiding Knight"])
        .battleline(B, &["Staunch Knight", "Lady Maxena", "Sergeant Zakiel"])
        .upgrade(B, "Protect the Weak", "Lady Maxena")
        .start();
    assert_eq!(t.armor("Lady Maxena"), 3);
    assert_eq!(t.armor("Staunch Knight"), 2, "only its host");
    assert_eq!(defenders(&t, "Raiding Knight"), ["Lady Maxena"]);
    // 4 power against 3 armor: 1 damage.
    t.fight("Raiding Knight", "Lady Maxena");
    assert_eq!(t.damage("Lady Maxena"), 1);
    assert_eq!(t.damage("Raiding Knight"), 3, "5 minus 2 armor");
}

#[test]
fn protect_the_weak_played_from_hand() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Protect the Weak"])
        .battleline(A, &["Raiding Knight", "Staunch Knight"])
        .start();
    t.play("Protect the Weak");
    t.choose("Raiding Knight");
    assert_eq!(t.location("Protect the Weak"), Location::Attached);
    assert_eq!(t.armor("Raiding Knight"), 3);
    assert!(t
        .g
        .keywords(t.find("Raiding Knight"))
        .contains(keysim_facts::Keywords::TAUNT));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn armor_prevents_damage_once_per_turn() {
    // A 2-armor knight dealt 1 then 3 damage in one turn takes 2.
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Staunch Knight"])
        .start();
    let k = t.find("Staunch Knight");
    t.g.deal_damage(k, 1);
    assert_eq!(t.damage("Staunch Knight"), 0);
    t.g.deal_damage(k, 3);
    assert_eq!(t.damage("Staunch Knight"), 2);
    // Armor is back on the next turn.
    t.end_turn();
    t.g.deal_damage(k, 2);
    assert_eq!(t.damage("Staunch Knight"), 2);
}

#[test]
fn commander_remiel_uses_a_non_sanctum_creature() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Commander Remiel", "Raiding Knight", "Dust Pixie"])
        .start();
    t.reap("Commander Remiel");
    // Raiding Knight is Sanctum: Dust Pixie is the only candidate,
    // and with no enemy to fight, reaping is its only use.
    assert_eq!(t.amber(A), 2);
    assert!(t.exhausted("Dust Pixie"));
    assert!(!t.exhausted("Raiding Knight"));
}

#[test]
fn commander_remiel_may_fight_with_the_used_creature() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Commander Remiel", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.reap("Commander Remiel");
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn commander_remiel_without_non_sanctum_friends_does_nothing() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Commander Remiel", "Raiding Knight"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.reap("Commander Remiel");
    assert!(!t.asks_target());
    assert!(!t.exhausted("Raiding Knight"));
    assert!(t.is_legal(Choice::EndTurn), "back in step 3");
}

#[test]
fn commander_remiel_cannot_use_an_exhausted_creature() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Commander Remiel", "Dust Pixie"])
        .start();
    t.set_exhausted("Dust Pixie", true);
    t.reap("Commander Remiel");
    assert_eq!(t.amber(A), 1, "only Remiel's reap");
    assert!(t.is_legal(Choice::EndTurn));
}

#[test]
fn gatekeeper_leaves_the_opponent_five() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Gatekeeper"])
        .amber(B, 9)
        .start();
    t.play("Gatekeeper");
    assert_eq!(t.amber(B), 5);
    assert_eq!(t.amber_on("Gatekeeper"), 4);
}

#[test]
fn gatekeeper_at_exactly_seven_and_below() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Gatekeeper"])
        .amber(B, 7)
        .start();
    t.play("Gatekeeper");
    assert_eq!((t.amber(B), t.amber_on("Gatekeeper")), (5, 2));

    let mut t = scenario(House::Sanctum)
        .hand(A, &["Gatekeeper"])
        .amber(B, 6)
        .start();
    t.play("Gatekeeper");
    assert_eq!((t.amber(B), t.amber_on("Gatekeeper")), (6, 0));
}

#[test]
fn honorable_claim_each_friendly_knight_captures_one() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Honorable Claim"])
        .battleline(A, &["Raiding Knight", "Dust Pixie", "Staunch Knight"])
        .battleline(B, &["Lady Maxena"])
        .amber(B, 5)
        .start();
    t.play("Honorable Claim");
    assert_eq!(t.amber_on("Raiding Knight"), 1);
    assert_eq!(t.amber_on("Staunch Knight"), 1);
    assert_eq!(t.amber_on("Dust Pixie"), 0, "not a Knight");
    assert_eq!(t.amber_on("Lady Maxena"), 0, "not friendly");
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}

#[test]
fn honorable_claim_runs_out_of_amber() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Honorable Claim"])
        .battleline(A, &["Raiding Knight", "Staunch Knight"])
        .amber(B, 1)
        .start();
    t.play("Honorable Claim");
    // One Æmber for two Knights: the player chooses who captures first.
    t.choose("Staunch Knight");
    assert_eq!(t.amber_on("Staunch Knight"), 1);
    assert_eq!(t.amber_on("Raiding Knight"), 0);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn potion_of_invulnerability_is_sacrificed_and_protects_friends() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Potion of Invulnerability"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Champion Anaphiel"])
        .start();
    // Omni: usable whatever the active house.
    let potion = t.find("Potion of Invulnerability");
    t.apply(Choice::Omni(potion));
    assert_eq!(t.discard(A), ["Potion of Invulnerability"]);
    t.fight("Troll", "Champion Anaphiel");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.discard(B), ["Champion Anaphiel"]);
    let troll = t.find("Troll");
    t.end_turn();
    assert!(t.g.can_be_damaged(troll), "only for the rest of the turn");
}

#[test]
fn potion_of_invulnerability_does_not_protect_enemies() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Potion of Invulnerability"])
        .battleline(B, &["Troll"])
        .start();
    let potion = t.find("Potion of Invulnerability");
    t.apply(Choice::Omni(potion));
    let troll = t.find("Troll");
    t.g.deal_damage(troll, 3);
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn take_hostages_each_friendly_fight_captures() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Take Hostages"])
        .battleline(A, &["Raiding Knight", "Staunch Knight"])
        .battleline(B, &["Dust Pixie", "Snufflegator"])
        .amber(B, 5)
        .start();
    t.play("Take Hostages");
    t.fight("Raiding Knight", "Dust Pixie");
    assert_eq!(t.amber_on("Raiding Knight"), 1);
    t.fight("Staunch Knight", "Snufflegator");
    assert_eq!(t.amber_on("Staunch Knight"), 1);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn take_hostages_attacker_destroyed_captures_nothing() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Take Hostages"])
        .battleline(A, &["Raiding Knight"])
        .battleline(B, &["Troll"])
        .amber(B, 5)
        .start();
    t.play("Take Hostages");
    t.fight("Raiding Knight", "Troll");
    assert_eq!(t.discard(A), ["Take Hostages", "Raiding Knight"]);
    assert_eq!(t.amber(B), 5);
}

#[test]
fn take_hostages_ends_with_the_turn_and_ignores_enemy_fights() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Take Hostages"])
        .battleline(A, &["Raiding Knight"])
        .battleline(B, &["Troll"])
        .amber(A, 3)
        .amber(B, 3)
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.play("Take Hostages");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Raiding Knight");
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(A), 4, "Take Hostages' bonus only");
}

#[test]
fn the_harder_they_come_purges_a_creature_of_power_five_or_more() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["The Harder They Come"])
        .battleline(A, &["Raiding Knight"])
        .battleline(B, &["Dust Pixie", "Troll", "Snufflegator"])
        .start();
    t.play("The Harder They Come");
    // Troll (8) is the only creature with 5 or more power.
    assert_eq!(t.purged(B), ["Troll"]);
    assert_eq!(t.line(B), ["Dust Pixie", "Snufflegator"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn the_harder_they_come_counts_current_power() {
    // Staunch Knight has 6 power on a flank, 4 in the middle.
    let mut t = scenario(House::Sanctum)
        .hand(A, &["The Harder They Come"])
        .battleline(A, &["Staunch Knight"])
        .battleline(B, &["Raiding Knight", "Staunch Knight", "Lady Maxena"])
        .start();
    t.play("The Harder They Come");
    let theirs = t.find_all("Staunch Knight")[1];
    assert!(!t.is_legal(Choice::Target(theirs)), "4 power in the middle");
    t.choose("Staunch Knight");
    assert_eq!(t.purged(A), ["Staunch Knight"]);
    assert!(t.purged(B).is_empty());
}

#[test]
fn the_harder_they_come_with_no_big_creature_does_nothing() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["The Harder They Come"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("The Harder They Come");
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["The Harder They Come"]);
}

#[test]
fn the_harder_they_come_ward_prevents_the_purge() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["The Harder They Come"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Troll");
    t.play("The Harder They Come");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(!t.card("Troll").is_warded());
}

#[test]
fn virtuous_works_is_three_amber() {
    let id = keysim_facts::by_name("Virtuous Works", Some(341), None).unwrap();
    assert!(crate::pool().is_implemented(id));
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Virtuous Works"])
        .start();
    t.play("Virtuous Works");
    assert_eq!(t.amber(A), 3);
}

#[test]
fn lord_golgotha_damages_the_neighbors_of_the_creature_it_fights() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Lord Golgotha"])
        .battleline(
            B,
            &[
                "Dust Pixie",
                "Troll",
                "Staunch Knight",
                "Niffle Ape",
                "Snufflegator",
            ],
        )
        .start();
    // Staunch Knight (no taunt around) is fought; its neighbors are hit.
    t.fight("Lord Golgotha", "Staunch Knight");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.damage("Niffle Ape"), 0, "3 damage destroys the ape");
    assert_eq!(t.discard(B), ["Niffle Ape"]);
    assert_eq!(t.damage("Dust Pixie"), 0, "not a neighbor");
    assert_eq!(t.damage("Snufflegator"), 0, "not a neighbor");
    // Then the fight: 5 power against 2 armor.
    assert_eq!(t.damage("Staunch Knight"), 3);
    assert_eq!(t.damage("Lord Golgotha"), 2, "4 power minus 2 armor");
}

#[test]
fn lord_golgotha_on_a_flank_target_hits_one_neighbor() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Lord Golgotha", "Dust Pixie"])
        .battleline(B, &["Troll", "Snufflegator"])
        .start();
    t.fight("Lord Golgotha", "Troll");
    assert_eq!(t.damage("Snufflegator"), 3);
    assert_eq!(t.damage("Dust Pixie"), 0, "its own side is untouched");
}

#[test]
fn blinding_light_stuns_each_creature_of_the_named_house() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Blinding Light"])
        .battleline(A, &["Raiding Knight", "Dust Pixie"])
        .battleline(B, &["Troll", "Snufflegator", "Niffle Ape"])
        .start();
    t.play("Blinding Light");
    t.choose_house(House::Untamed);
    assert!(t.stunned("Dust Pixie"), "friendly creatures too");
    assert!(t.stunned("Snufflegator") && t.stunned("Niffle Ape"));
    assert!(!t.stunned("Troll") && !t.stunned("Raiding Knight"));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn blinding_light_counts_a_maverick_by_its_house() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Blinding Light"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.set_house("Dust Pixie", House::Brobnar);
    t.play("Blinding Light");
    t.choose_house(House::Brobnar);
    assert!(t.stunned("Troll") && t.stunned("Dust Pixie"));
}

#[test]
fn clear_mind_unstuns_each_friendly_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Clear Mind"])
        .battleline(A, &["Raiding Knight", "Staunch Knight"])
        .battleline(B, &["Troll"])
        .start();
    t.set_stunned("Raiding Knight");
    t.set_stunned("Staunch Knight");
    t.set_stunned("Troll");
    t.set_exhausted("Staunch Knight", true);
    t.play("Clear Mind");
    assert!(!t.stunned("Raiding Knight") && !t.stunned("Staunch Knight"));
    assert!(t.stunned("Troll"), "enemies stay stunned");
    assert!(!t.exhausted("Raiding Knight"), "unstunning is not a use");
    assert!(t.exhausted("Staunch Knight"), "nor a ready");
    assert_eq!(t.amber(A), 1);
    // The knight can reap at once.
    t.reap("Raiding Knight");
    assert_eq!(t.amber(A), 2);
}
#[test]
fn champion_tabris_captures_after_a_fight_and_sequis_after_a_reap() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Champion Tabris", "Sequis"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Champion Tabris", "Dust Pixie");
    assert_eq!(t.amber_on("Champion Tabris"), 1);
    t.reap("Sequis");
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn hayyel_pays_for_artifacts_played() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Whispering Reliquary", "Sequis"])
        .battleline(A, &["Hayyel the Merchant"])
        .start();
    t.play("Whispering Reliquary");
    assert_eq!(t.amber(A), 1);
    t.play("Sequis");
    t.flank(keysim_engine::Flank::Right);
    assert_eq!(t.amber(A), 1, "a creature does not count");
}

#[test]
fn whispering_reliquary_returns_an_artifact_to_its_owner() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Whispering Reliquary"])
        .artifacts(B, &["Lifeward"])
        .start();
    t.action("Whispering Reliquary");
    t.choose("Lifeward");
    assert_eq!(t.hand_of(B), ["Lifeward"]);
}
#[test]
fn inspiration_readies_and_uses_a_friendly_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Inspiration"])
        .battleline(A, &["Sequis"])
        .amber(B, 2)
        .start();
    t.set_exhausted("Sequis", true);
    t.play("Inspiration");
    // No enemy to fight: reaping is the only use, made at once.
    assert_eq!(t.amber_on("Sequis"), 1, "reaped: Sequis captures");
    assert!(t.exhausted("Sequis"));
}

#[test]
fn protectrix_heals_and_shields_a_creature_for_the_turn() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Punch"])
        .battleline(A, &["Protectrix", "Sequis"])
        .start();
    t.set_damage("Sequis", 2);
    t.reap("Protectrix");
    t.choose("Sequis");
    assert_eq!(t.damage("Sequis"), 0);
    t.set_house("Punch", House::Sanctum);
    t.play("Punch");
    t.choose("Sequis");
    assert_eq!(t.damage("Sequis"), 0, "it cannot be dealt damage this turn");
}
#[test]
fn doorstep_to_heaven_cuts_both_pools_to_five() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Doorstep to Heaven"])
        .amber(A, 8)
        .amber(B, 6)
        .start();
    t.play("Doorstep to Heaven");
    assert_eq!((t.amber(A), t.amber(B)), (5, 5));
}

#[test]
fn glorious_few_pays_for_the_opponents_extra_creatures() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Glorious Few"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Troll", "Krump", "Urchin"])
        .start();
    t.play("Glorious Few");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn bulwark_gives_its_neighbors_two_armor() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Troll", "Bulwark", "Krump", "Urchin"])
        .start();
    assert_eq!(
        (t.armor("Troll"), t.armor("Krump"), t.armor("Urchin")),
        (2, 2, 0)
    );
    assert_eq!(t.armor("Bulwark"), 2, "its own printed armor only");
}

#[test]
fn grey_monk_armors_friends_and_heals_on_reap() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Grey Monk", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    assert_eq!((t.armor("Troll"), t.armor("Krump")), (1, 0));
    t.set_damage("Troll", 3);
    t.reap("Grey Monk");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
}
#[test]
fn sigil_of_brotherhood_lets_sanctum_creatures_be_used_this_turn() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Sigil of Brotherhood"])
        .battleline(A, &["Sequis", "Dodger"])
        .start();
    let sequis = t.find("Sequis");
    assert!(!t.is_legal(Choice::Reap(sequis)));
    t.apply(Choice::Omni(t.find("Sigil of Brotherhood")));
    assert!(t.is_legal(Choice::Reap(sequis)));
    assert!(!t.is_legal(Choice::Reap(t.find("Dodger"))), "Sanctum only");
}

#[test]
fn mantle_of_the_zealot_makes_its_creature_usable_off_house() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Dodger"])
        .upgrade(A, "Mantle of the Zealot", "Dodger")
        .start();
    t.reap("Dodger");
    assert_eq!(t.amber(A), 1);
}
#[test]
fn sanctum_guardian_swaps_places_with_a_friend() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sanctum Guardian", "Sequis", "Troll"])
        .start();
    t.reap("Sanctum Guardian");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Troll", "Sequis", "Sanctum Guardian"]);
}
#[test]
fn veemos_lightbringer_destroys_each_elusive_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Veemos Lightbringer"])
        .battleline(B, &["Urchin", "Troll"])
        .start();
    t.play("Veemos Lightbringer");
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn radiant_truth_stuns_the_enemy_middle() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Radiant Truth"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Radiant Truth");
    assert!(t.stunned("Krump"));
    assert!(!t.stunned("Troll") && !t.stunned("Bumpsy"));
}

#[test]
fn gorm_of_omm_destroys_another_artifact() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Gorm of Omm"])
        .artifacts(B, &["Lifeward"])
        .start();
    t.apply(Choice::Omni(t.find("Gorm of Omm")));
    assert!(t.artifacts_of(B).is_empty());
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn the_spirits_way_destroys_each_creature_of_power_three_or_more() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["The Spirit’s Way"])
        .battleline(B, &["Dust Pixie", "Troll", "Urchin"])
        .start();
    t.play("The Spirit’s Way");
    assert_eq!(t.line(B), ["Dust Pixie", "Urchin"]);
}

#[test]
fn horseman_of_famine_destroys_the_least_powerful_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Horseman of Famine"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Horseman of Famine");
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn horseman_of_pestilence_spares_horsemen() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Horseman of Pestilence"])
        .battleline(A, &["Horseman of Famine"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Horseman of Pestilence");
    t.flank(Flank::Right);
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Horseman of Famine"), 0);
    assert_eq!(t.damage("Horseman of Pestilence"), 0);
}
#[test]
fn mighty_lance_hits_a_creature_and_a_neighbor() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Mighty Lance"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Mighty Lance");
    t.choose("Krump");
    t.choose("Bumpsy");
    assert_eq!(
        (t.damage("Krump"), t.damage("Bumpsy"), t.damage("Troll")),
        (3, 3, 0)
    );
}

#[test]
fn mighty_lance_hits_the_neighbor_of_a_creature_it_kills() {
    // The rulebook's example: both creatures are chosen, then the damage to
    // both is dealt at once.
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Mighty Lance"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Mighty Lance");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn horseman_of_death_brings_the_horsemen_back() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Horseman of Death"])
        .discard(A, &["Horseman of Famine", "Sequis"])
        .start();
    t.play("Horseman of Death");
    assert_eq!(t.hand_of(A), ["Horseman of Famine"]);
}

#[test]
fn francus_captures_after_killing_in_a_fight() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Francus"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.fight("Francus", "Dust Pixie");
    assert_eq!(t.amber_on("Francus"), 1);
}

#[test]
fn oath_of_poverty_trades_your_artifacts_for_amber() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Oath of Poverty"])
        .artifacts(A, &["Gorm of Omm", "Whispering Reliquary"])
        .artifacts(B, &["Lifeward"])
        .start();
    t.play("Oath of Poverty");
    assert!(t.artifacts_of(A).is_empty());
    assert_eq!(t.artifacts_of(B), ["Lifeward"]);
    assert_eq!(t.amber(A), 1 + 4, "its bonus and 2 per artifact");
}

#[test]
fn duma_heals_the_others_and_draws_two_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Duma the Martyr", "Troll"])
        .start();
    t.set_damage("Troll", 4);
    t.play("Punch");
    t.choose("Duma the Martyr");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.hand_of(B).len(), 2);
}
#[test]
fn jehu_pays_for_choosing_sanctum() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Jehu the Bureaucrat"])
        .houses(B, [House::Sanctum, House::Dis, House::Logos])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    assert_eq!(t.amber(B), 2);
}

#[test]
fn shoulder_armor_works_only_on_a_flank() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Sequis", "Troll"])
        .upgrade(A, "Shoulder Armor", "Sequis")
        .start();
    assert_eq!((t.power("Sequis"), t.armor("Sequis")), (4 + 2, 2 + 2));
    let t = scenario(House::Sanctum)
        .battleline(A, &["Troll", "Sequis", "Krump"])
        .upgrade(A, "Shoulder Armor", "Sequis")
        .start();
    assert_eq!((t.power("Sequis"), t.armor("Sequis")), (4, 2));
}

#[test]
fn round_table_strengthens_friendly_knights() {
    let t = scenario(House::Sanctum)
        .artifacts(A, &["Round Table"])
        .battleline(A, &["Sequis", "Troll"])
        .start();
    assert_eq!(t.power("Sequis"), 5);
    assert!(t
        .g
        .keywords(t.find("Sequis"))
        .contains(keysim_facts::Keywords::TAUNT));
    assert_eq!(t.power("Troll"), 8, "not a Knight");
}

#[test]
fn begone_destroys_each_dis_creature_when_chosen() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Begone!"])
        .battleline(A, &["Shooler"])
        .battleline(B, &["Ember Imp", "Troll"])
        .start();
    t.play("Begone!");
    t.choose_option(0);
    assert_eq!(t.line(A), Vec::<&str>::new());
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn begone_gains_one_when_chosen() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Begone!"])
        .battleline(B, &["Ember Imp"])
        .start();
    t.play("Begone!");
    assert_eq!(t.choices().len(), 2, "both modes are offered");
    t.choose_option(1);
    assert_eq!(t.line(B), ["Ember Imp"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn charge_gives_each_creature_played_this_turn_a_damage_play_ability() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Charge!", "Sequis", "Grey Monk"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Charge!");
    assert_eq!(t.amber(A), 1);
    t.play("Sequis");
    assert_eq!(t.damage("Troll"), 2, "the only enemy creature");
    t.end_turn();
    assert_eq!(t.damage("Troll"), 2, "the effect ended with the turn");
}

#[test]
fn numquid_repeats_while_the_opponent_has_more_creatures() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Numquid the Fair"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie", "Urchin"])
        .start();
    t.play("Numquid the Fair");
    // 1 vs 4: destroy, 1 vs 3: again, 1 vs 2: again, 1 vs 1: stop.
    t.choose("Troll");
    t.choose("Krump");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Urchin"]);
    assert!(!t.asks_target());
}

#[test]
fn numquid_stops_once_the_opponent_no_longer_has_more() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Numquid the Fair"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Numquid the Fair");
    t.flank(Flank::Right);
    t.choose("Troll");
    assert_eq!(t.line(B), ["Krump"], "2 vs 1 after the first: no repeat");
}

#[test]
fn armageddon_cloak_saves_its_creature_once() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Sequis"])
        .upgrade(B, "Armageddon Cloak", "Sequis")
        .start();
    t.fight("Troll", "Sequis");
    assert_eq!(
        t.damage("Troll"),
        2 + 4,
        "hazardous 2, then Sequis's 4 power"
    );
    assert_eq!(t.line(B), ["Sequis"], "destroyed instead of it: the Cloak");
    assert_eq!(t.damage("Sequis"), 0, "fully healed");
    assert_eq!(t.discard(B), ["Armageddon Cloak"]);
}

#[test]
fn the_vaultkeeper_keeps_your_amber_from_thieves() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Urchin"])
        .hand(A, &["Urchin"])
        .battleline(B, &["The Vaultkeeper"])
        .amber(B, 3)
        .start();
    t.play("Urchin");
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn epic_quest_archives_each_friendly_knight() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Epic Quest"])
        .battleline(A, &["Sequis", "Grey Monk"])
        .start();
    t.play("Epic Quest");
    assert_eq!(t.archives_of(A), ["Sequis"]);
    assert_eq!(t.line(A), ["Grey Monk"]);
}

#[test]
fn epic_quest_forges_for_free_after_seven_sanctum_cards() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Epic Quest"])
        .start();
    t.turn_history_mut().played_by_house[House::Sanctum as usize] = 6;
    t.apply(Choice::Omni(t.find("Epic Quest")));
    assert_eq!(t.keys(A), 0, "six is not enough");
    t.turn_history_mut().played_by_house[House::Sanctum as usize] = 7;
    t.set_exhausted("Epic Quest", false);
    t.apply(Choice::Omni(t.find("Epic Quest")));
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.discard(A), ["Epic Quest"]);
}

#[test]
fn horseman_of_war_lets_every_friendly_creature_fight_and_only_fight() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Horseman of War"])
        .battleline(A, &["Troll", "Sequis"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Horseman of War");
    t.flank(Flank::Right);
    let troll = t.find("Troll");
    let sequis = t.find("Sequis");
    assert!(t.is_legal(Choice::Fight(troll)), "off-house fighting");
    assert!(!t.is_legal(Choice::Reap(troll)));
    assert!(
        !t.is_legal(Choice::Reap(sequis)),
        "in-house creatures only fight too"
    );
    t.fight("Troll", "Krump");
    assert_eq!(t.line(B), Vec::<&str>::new());
}

#[test]
fn armageddon_cloak_saves_only_once_from_a_lasting_cause() {
    // Experimental Therapy makes the Batdrone a Brobnar creature too, and
    // King of the Crag takes its 2 power away: destroyed, saved by the
    // Cloak, destroyed again with the Cloak gone (not saved forever).
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["King of the Crag"])
        .battleline(B, &["Batdrone"])
        .upgrade(B, "Armageddon Cloak", "Batdrone")
        .upgrade(B, "Experimental Therapy", "Batdrone")
        .hand(A, &["Punch"])
        .start();
    t.play("Punch");
    assert_eq!(t.line(B), Vec::<&str>::new());
    let mut discard = t.discard(B);
    discard.sort();
    assert_eq!(
        discard,
        ["Armageddon Cloak", "Batdrone", "Experimental Therapy"]
    );
}

#[test]
fn one_stood_against_many_fights_three_times_against_different_creatures() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["One Stood Against Many"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Bad Penny", "Bumpsy"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("One Stood Against Many");
    t.choose("Bad Penny");
    assert_eq!(t.damage("Troll"), 1, "readied, then fought");
    assert!(
        !t.is_legal(Choice::Target(t.find("Bad Penny"))),
        "a different creature"
    );
    t.choose("Dust Pixie");
    // The third fight has one creature left to fight: chosen at once.
    assert!(t.line(B).is_empty(), "three fights, three creatures");
    assert_eq!(t.damage("Troll"), 7, "1 + 1 + 5");
    assert!(
        t.g.lasting_effects().is_empty(),
        "the restriction ends with the card"
    );
}

#[test]
fn one_stood_against_many_never_fights_the_same_creature_twice() {
    // Urchin's elusive prevents the first fight's damage; it cannot be
    // fought again, so after Dust Pixie there is nothing left to fight.
    let mut t = scenario(House::Sanctum)
        .hand(A, &["One Stood Against Many"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Urchin", "Dust Pixie"])
        .start();
    t.play("One Stood Against Many");
    t.choose("Urchin");
    assert_eq!(
        t.line(B),
        ["Urchin"],
        "the second fight could only be Dust Pixie"
    );
    assert_eq!(t.g.turn_history().fights, 2, "no third fight");
    assert!(t.g.lasting_effects().is_empty());
    assert!(
        !t.exhausted("Troll"),
        "readied a third time, with nothing to fight"
    );
}
