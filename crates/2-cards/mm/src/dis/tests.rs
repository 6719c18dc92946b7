//! Tests of the Dis cards of Mass Mutation: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Icons};

/// Icons with `n` damage icons.
fn damage_icons(n: u8) -> Icons {
    Icons {
        damage: n,
        ..Icons::NONE
    }
}

#[test]
fn dark_aember_vault_draws_after_you_play_a_mutant_creature() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Dark Æmber Vault"])
        .hand(A, &["Dark Minion", "Charette"])
        .start();
    t.play("Dark Minion");
    assert_eq!(t.hand_of(A).len(), 2, "Charette and the card drawn");
    t.play("Charette");
    t.flank(Flank::Right);
    assert_eq!(t.hand_of(A).len(), 1, "Charette is no Mutant: no draw");
}

#[test]
fn dark_aember_vault_gives_friendly_mutants_two_power() {
    let t = scenario(House::Dis)
        .artifacts(A, &["Dark Æmber Vault"])
        .battleline(A, &["Dark Minion", "Charette"])
        .battleline(B, &["Dark Minion"])
        .start();
    let [mine, theirs] = [t.find_all("Dark Minion")[0], t.find_all("Dark Minion")[1]];
    assert_eq!(t.g.power(mine), 3);
    assert_eq!(t.g.power(theirs), 1, "not an enemy Mutant");
    assert_eq!(t.power("Charette"), 4);
}

#[test]
fn bonesaw_enters_play_ready_after_a_friendly_creature_was_destroyed() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Bonesaw"])
        .battleline(A, &["Dust Imp"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Dust Imp", "Troll");
    t.play("Bonesaw");
    assert!(!t.exhausted("Bonesaw"));
    t.reap("Bonesaw");
    assert_eq!(t.amber(A), 3, "Dust Imp's 2, then the reap");
}

#[test]
fn bonesaw_enters_play_exhausted_when_no_friendly_creature_was_destroyed() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Bonesaw"])
        .battleline(A, &["Charette"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Charette", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    t.play("Bonesaw");
    t.flank(Flank::Right);
    assert!(t.exhausted("Bonesaw"), "an enemy creature does not count");
}

#[test]
fn bonesaw_damage_icon_destroying_a_friendly_creature_does_not_ready_it() {
    // The FAQ: Bonesaw is in play before its icons resolve.
    let mut t = scenario(House::Dis)
        .hand(A, &["Bonesaw"])
        .battleline(A, &["Dust Imp"])
        .start();
    t.set_icons("Bonesaw", damage_icons(2));
    t.play("Bonesaw");
    t.flank(Flank::Right);
    t.choose("Dust Imp");
    t.choose("Dust Imp");
    assert_eq!(t.discard(A), ["Dust Imp"], "2 damage icons");
    assert!(t.exhausted("Bonesaw"));
}

#[test]
fn brabble_destroyed_on_its_controllers_turn_makes_the_opponent_lose_one() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Brabble"])
        .battleline(B, &["Troll"])
        .amber(B, 5)
        .start();
    t.fight("Brabble", "Troll");
    assert_eq!(t.amber(B), 4);
}

#[test]
fn brabble_destroyed_on_the_other_players_turn_makes_its_opponent_lose_three() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Brabble"])
        .amber(A, 5)
        .start();
    t.fight("Troll", "Brabble");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn dark_minion_destroyed_deals_one_damage_to_each_enemy_creature() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Dark Minion", "Charette"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.fight("Dark Minion", "Troll");
    assert_eq!(t.discard(A), ["Dark Minion"]);
    assert_eq!(t.damage("Troll"), 2, "1 in the fight, 1 when destroyed");
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.damage("Charette"), 0, "not a friendly creature");
}

#[test]
fn drecker_is_dealt_the_fight_damage_dealt_to_its_neighbor() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Brabble"])
        .battleline(B, &["Krump", "Drecker"])
        .start();
    t.fight("Brabble", "Krump");
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Drecker"), 2);
}

#[test]
fn drecker_is_dealt_the_damage_its_attacking_neighbor_takes() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Charette", "Drecker"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Charette", "Dust Pixie");
    assert_eq!(t.damage("Charette"), 1);
    assert_eq!(t.damage("Drecker"), 1);
}

#[test]
fn two_neighboring_dreckers_each_take_the_damage_once() {
    // The FAQ: both take 2, simultaneously, and no more.
    let mut t = scenario(House::Dis)
        .battleline(A, &["Brabble"])
        .battleline(B, &["Drecker", "Drecker"])
        .start();
    let dreckers = t.find_all("Drecker");
    t.fight("Brabble", "Drecker");
    assert_eq!(t.g.card(dreckers[0]).damage, 2);
    assert_eq!(t.g.card(dreckers[1]).damage, 2);
}

#[test]
fn drecker_is_not_dealt_damage_its_neighbor_takes_outside_fights() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mark of Dis"])
        .battleline(B, &["Krump", "Drecker"])
        .start();
    t.play("Mark of Dis");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Drecker"), 0);
}

#[test]
fn drecker_reap_steals_one() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Drecker"])
        .amber(B, 2)
        .start();
    t.reap("Drecker");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn imp_losion_destroys_a_friendly_and_an_enemy_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Imp-losion"])
        .battleline(A, &["Charette", "Dust Imp"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Imp-losion");
    t.choose("Dust Imp");
    t.choose("Krump");
    assert_eq!(t.line(A), ["Charette"]);
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.amber(A), 3, "the bonus and Dust Imp's 2");
}

#[test]
fn mark_of_dis_forces_the_controller_of_a_surviving_creature_to_choose_its_house() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mark of Dis"])
        .battleline(B, &["Krump"])
        .houses(B, [House::Untamed, House::Brobnar, House::Logos])
        .start();
    t.play("Mark of Dis");
    assert_eq!(t.damage("Krump"), 2);
    t.end_turn();
    assert!(t.is_legal(Choice::House(House::Brobnar)));
    assert!(!t.is_legal(Choice::House(House::Untamed)));
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    t.end_turn();
    assert!(t.is_legal(Choice::House(House::Untamed)), "only one turn");
}

#[test]
fn mark_of_dis_forces_nothing_when_the_creature_is_destroyed() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mark of Dis"])
        .battleline(B, &["Dust Pixie"])
        .houses(B, [House::Untamed, House::Brobnar, House::Logos])
        .start();
    t.play("Mark of Dis");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    t.end_turn();
    assert!(t.is_legal(Choice::House(House::Logos)));
}

#[test]
fn mark_of_dis_on_a_friendly_creature_forces_your_own_next_turn() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mark of Dis"])
        .battleline(A, &["Krump"])
        .start();
    t.play("Mark of Dis");
    t.end_turn();
    assert!(t.is_legal(Choice::House(House::Logos)), "not the opponent");
    t.apply(Choice::House(House::Logos));
    t.end_turn();
    assert!(t.is_legal(Choice::House(House::Brobnar)));
    assert!(!t.is_legal(Choice::House(House::Dis)));
}

#[test]
fn mindfire_steals_one_for_each_bonus_icon_of_the_discarded_card() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mindfire"])
        .hand(B, &["Anger"])
        .amber(B, 5)
        .start();
    t.set_icons(
        "Anger",
        Icons {
            capture: 1,
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Mindfire");
    assert_eq!(t.discard(B), ["Anger"]);
    assert_eq!(t.amber(A), 3, "its printed Æmber, a capture and a draw");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn mindfire_steals_nothing_for_a_card_without_icons() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mindfire"])
        .hand(B, &["Troll"])
        .amber(B, 5)
        .start();
    t.play("Mindfire");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.amber(B), 5);
}

#[test]
fn sinder_reap_destroys_a_friendly_creature() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Sinder", "Dust Imp", "Charette"])
        .start();
    t.reap("Sinder");
    t.choose("Dust Imp");
    assert_eq!(t.discard(A), ["Dust Imp"]);
    assert_eq!(t.amber(A), 3, "the reap and Dust Imp's 2");
}

#[test]
fn sinder_has_taunt() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Charette", "Sinder", "Dust Imp"])
        .start();
    // Its neighbors cannot be attacked: Sinder is the only defender.
    t.apply(Choice::Fight(t.find("Troll")));
    assert_eq!(t.discard(B), ["Sinder"], "8 damage, 2 absorbed by armor");
    assert_eq!(t.damage("Charette"), 0);
}

#[test]
fn snarette_captures_one_at_the_end_of_your_turn() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Snarette"])
        .amber(B, 3)
        .start();
    t.end_turn();
    assert_eq!(t.amber_on("Snarette"), 1);
    assert_eq!(t.amber(B), 2);
    t.apply(Choice::House(House::Dis));
    t.end_turn();
    assert_eq!(
        t.amber_on("Snarette"),
        1,
        "not at the end of the opponent's turn"
    );
}

#[test]
fn snarette_action_sends_its_amber_to_the_supply() {
    let mut t = scenario(House::Dis).battleline(A, &["Snarette"]).start();
    t.set_amber_on("Snarette", 3);
    t.action("Snarette");
    assert_eq!(t.amber_on("Snarette"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (0, 0), "to the supply");
}

#[test]
fn stirring_grave_archives_a_creature_from_your_discard_pile() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Stirring Grave"])
        .discard(A, &["Punch", "Troll"])
        .start();
    t.play("Stirring Grave");
    assert_eq!(t.archives_of(A), ["Troll"], "the only creature");
    assert_eq!(t.discard(A), ["Punch", "Stirring Grave"]);
}

#[test]
fn waking_nightmare_raises_keys_by_each_dis_creature_in_the_opponents_next_turn() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Waking Nightmare"])
        .battleline(A, &["Charette", "Troll"])
        .battleline(B, &["Shooler"])
        .amber(B, 8)
        .start();
    t.play("Waking Nightmare");
    assert_eq!(t.g.key_cost(B), 6, "not yet");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8, "Charette and Shooler");
    assert_eq!(t.keys(B), 1, "8 Æmber forges at 8");
    assert_eq!(t.g.key_cost(A), 8, "every key forged in that turn");
}

#[test]
fn waking_nightmare_cost_follows_the_dis_creatures_in_play() {
    // The FAQ: the cost changes as Dis creatures enter or leave play.
    let mut t = scenario(House::Dis)
        .hand(A, &["Waking Nightmare"])
        .battleline(A, &["Charette"])
        .battleline(B, &["Shooler"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .hand(B, &["Pitlord"])
        .start();
    t.play("Waking Nightmare");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8);
    t.apply(Choice::House(House::Dis));
    t.play("Pitlord");
    t.flank(Flank::Right);
    assert_eq!(t.g.key_cost(B), 9);
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 6, "over after that turn");
}

#[test]
fn break_key_unforges_a_key_of_an_opponent_ahead_who_gains_six() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Break-key"])
        .keys(B, 2)
        .keys(A, 1)
        .start();
    t.play("Break-key");
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 6);
}

#[test]
fn break_key_does_nothing_when_the_opponent_is_not_ahead() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Break-key"])
        .keys(B, 1)
        .keys(A, 1)
        .start();
    t.play("Break-key");
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn double_doom_returns_an_enemy_creature_and_discards_a_random_card() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Double Doom"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Double Doom");
    assert!(t.line(B).is_empty());
    assert_eq!(t.discard(B), ["Troll"], "the only card in hand");
}

#[test]
fn essence_scale_destroys_a_friendly_creature_to_ready_and_use_one_of_its_house() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Essence Scale"])
        .battleline(A, &["Dust Imp", "Charette", "Troll"])
        .start();
    t.set_exhausted("Charette", true);
    t.set_exhausted("Troll", true);
    t.action("Essence Scale");
    t.choose("Dust Imp");
    // Charette, the only other Dis creature, is readied and reaps.
    assert_eq!(t.amber(A), 3, "Dust Imp's 2 and Charette's reap");
    assert!(t.exhausted("Charette"));
    assert!(t.exhausted("Troll"), "not Dis: not readied");
}

#[test]
fn essence_scale_uses_nothing_when_the_creature_is_not_destroyed() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Essence Scale"])
        .battleline(A, &["Dust Imp", "Charette"])
        .start();
    t.set_ward("Dust Imp");
    t.action("Essence Scale");
    t.choose("Dust Imp");
    assert_eq!(t.line(A), ["Dust Imp", "Charette"]);
    assert!(t.is_legal(Choice::EndTurn), "nothing is used");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn grim_reminder_archives_each_creature_of_the_house_and_gains_a_chain() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Grim Reminder"])
        .discard(A, &["Troll", "Punch", "Krump", "Charette"])
        .battleline(A, &["Bumpsy"])
        .start();
    t.play("Grim Reminder");
    t.choose_house(House::Brobnar);
    assert_eq!(t.archives_of(A).len(), 2);
    assert!(t.archives_of(A).contains(&"Troll") && t.archives_of(A).contains(&"Krump"));
    assert_eq!(t.discard(A), ["Punch", "Charette", "Grim Reminder"]);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn hystricog_destroys_only_a_damaged_creature() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Hystricog"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_damage("Krump", 1);
    t.action("Hystricog");
    assert_eq!(t.discard(B), ["Krump"], "the only damaged creature");
}

#[test]
fn picaroon_power_is_its_non_changeling_neighbors_power() {
    let t = scenario(House::Dis)
        .battleline(A, &["Charette", "Picaroon", "Troll", "Picaroon"])
        .start();
    let picaroons = t.find_all("Picaroon");
    assert_eq!(t.g.power(picaroons[0]), 12, "Charette 4 and Troll 8");
    assert_eq!(
        t.g.power(picaroons[1]),
        8,
        "Troll; the other is a Changeling"
    );
}

#[test]
fn picaroon_deploys_between_two_creatures_and_has_their_power() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Picaroon"])
        .battleline(A, &["Charette", "Troll"])
        .start();
    t.play("Picaroon");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Charette", "Picaroon", "Troll"]);
    assert_eq!(t.power("Picaroon"), 12);
}

#[test]
fn picaroon_with_no_neighbor_is_destroyed() {
    let mut t = scenario(House::Dis).hand(A, &["Picaroon"]).start();
    t.play("Picaroon");
    assert_eq!(t.discard(A), ["Picaroon"], "0 power");
}

/// Ends A's turn and B's (B choosing `b`), up to A's choice of a house.
fn to_a_choosing_a_house(t: &mut keysim_engine::scenario::Test, b: House) {
    t.end_turn();
    t.apply(Choice::House(b));
    t.end_turn();
}

#[test]
fn relentless_creeper_may_return_to_hand_after_you_choose_dis() {
    let mut t = scenario(House::Dis)
        .discard(A, &["Relentless Creeper"])
        .start();
    to_a_choosing_a_house(&mut t, House::Logos);
    t.apply(Choice::House(House::Dis));
    t.yes();
    assert_eq!(t.location("Relentless Creeper"), Location::Hand);
}

#[test]
fn relentless_creeper_may_stay_in_the_discard_pile() {
    let mut t = scenario(House::Dis)
        .discard(A, &["Relentless Creeper"])
        .start();
    to_a_choosing_a_house(&mut t, House::Logos);
    t.apply(Choice::House(House::Dis));
    t.no();
    assert_eq!(t.discard(A), ["Relentless Creeper"]);
}

#[test]
fn relentless_creeper_stays_when_another_house_or_player_chooses() {
    let mut t = scenario(House::Dis)
        .discard(A, &["Relentless Creeper"])
        .start();
    to_a_choosing_a_house(&mut t, House::Dis);
    assert_eq!(
        t.discard(A),
        ["Relentless Creeper"],
        "the opponent chose Dis"
    );
    t.apply(Choice::House(House::Logos));
    assert_eq!(t.discard(A), ["Relentless Creeper"]);
    assert!(t.is_legal(Choice::EndTurn), "nothing asked");
}

#[test]
fn etan_s_jar_stops_both_players_playing_the_named_card() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Etan’s Jar", "Shooler", "Charette"])
        .hand(B, &["Shooler", "Pitlord"])
        .houses(B, [House::Dis, House::Brobnar, House::Logos])
        .start();
    t.play("Etan’s Jar");
    t.name_card("Shooler");
    assert!(!t.is_legal(Choice::Play(t.find("Shooler"))));
    assert!(t.is_legal(Choice::Play(t.find("Charette"))));
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    let theirs = t.find_all("Shooler")[1];
    assert!(!t.is_legal(Choice::Play(theirs)));
    assert!(t.is_legal(Choice::Play(t.find("Pitlord"))));
}

#[test]
fn etan_s_jar_stops_nothing_once_it_leaves_play() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Etan’s Jar", "Shooler"])
        .artifacts(A, &["Gorm of Omm"])
        .start();
    t.play("Etan’s Jar");
    t.name_card("Shooler");
    assert!(!t.is_legal(Choice::Play(t.find("Shooler"))));
    t.apply(Choice::Omni(t.find("Gorm of Omm")));
    assert_eq!(t.discard(A), ["Gorm of Omm", "Etan’s Jar"]);
    assert!(t.is_legal(Choice::Play(t.find("Shooler"))));
}

#[test]
fn wail_of_the_damned_destroys_only_a_creature_without_bonus_icons() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Wail of the Damned"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.set_icons("Troll", damage_icons(1));
    t.play("Wail of the Damned");
    assert_eq!(
        t.discard(B),
        ["Krump"],
        "Dust Pixie's printed Æmber is an icon"
    );
}

#[test]
fn maleficorn_with_a_damage_icon_deals_a_bonus_damage() {
    // The FAQ: Maleficorn is in play before its own icons resolve.
    let mut t = scenario(House::Dis)
        .hand(A, &["Maleficorn"])
        .battleline(B, &["Krump"])
        .start();
    t.set_icons("Maleficorn", damage_icons(1));
    t.play("Maleficorn");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 2);
}

#[test]
fn maleficorn_adds_nothing_to_icon_damage_on_a_friendly_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mindfire"])
        .battleline(A, &["Maleficorn", "Charette"])
        .battleline(B, &["Krump"])
        .start();
    t.set_icons("Mindfire", damage_icons(1));
    t.play("Mindfire");
    t.choose("Charette");
    assert_eq!(t.damage("Charette"), 1);
}

#[test]
fn maleficorn_adds_nothing_to_damage_of_an_ability() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mark of Dis"])
        .battleline(A, &["Maleficorn"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Mark of Dis");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 2);
}

#[test]
fn painmail_destroys_its_creature_when_a_player_chooses_dis() {
    let mut t = scenario(House::Dis)
        .battleline(B, &["Krump"])
        .upgrade(A, "Painmail", "Krump")
        .houses(B, [House::Dis, House::Brobnar, House::Logos])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.archives_of(A), ["Painmail"], "its owner's archives");
}

#[test]
fn painmail_stays_when_another_house_is_chosen() {
    let mut t = scenario(House::Dis)
        .battleline(B, &["Krump"])
        .upgrade(A, "Painmail", "Krump")
        .houses(B, [House::Dis, House::Brobnar, House::Logos])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.location("Painmail"), Location::Attached);
}

#[test]
fn ritual_of_tognath_destroys_two_friendly_creatures() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Ritual of Tognath"])
        .battleline(A, &["Charette", "Dust Imp", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Ritual of Tognath");
    assert!(!t.is_legal(Choice::Target(t.find("Krump"))));
    t.choose("Dust Imp");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Charette"]);
    assert_eq!(t.amber(A), 5, "3 bonus and Dust Imp's 2");
}

#[test]
fn skixuno_destroys_each_other_creature_and_grows_for_each() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Skixuno", "Shooler"])
        .battleline(A, &["Charette"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_ward("Krump");
    t.play("Skixuno");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Skixuno"]);
    assert_eq!(t.line(B), ["Krump"], "its ward was removed instead");
    assert_eq!(t.power("Skixuno"), 3, "two destroyed");
    assert!(!t.is_legal(Choice::Play(t.find("Shooler"))), "omega");
}

#[test]
fn skixuno_counts_bad_penny_and_not_a_creature_armageddon_cloak_saves() {
    // Bad Penny returned to hand was still destroyed (FAQ Tolas); Troll,
    // saved by the Cloak destroyed instead, was not.
    let mut t = scenario(House::Dis)
        .hand(A, &["Skixuno"])
        .battleline(B, &["Bad Penny", "Troll", "Krump"])
        .upgrade(B, "Armageddon Cloak", "Troll")
        .start();
    t.play("Skixuno");
    t.choose("Bad Penny");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.power("Skixuno"), 3, "Bad Penny and Krump");
}

#[test]
fn the_pale_star_makes_every_creature_one_power_and_no_armor_this_turn() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["The Pale Star"])
        .battleline(A, &["Sinder", "Charette"])
        .battleline(B, &["Troll"])
        .start();
    t.set_damage("Troll", 1);
    t.apply(Choice::Omni(t.find("The Pale Star")));
    assert_eq!(t.discard(A), ["The Pale Star"]);
    assert_eq!(t.discard(B), ["Troll"], "1 damage is lethal at 1 power");
    assert_eq!((t.power("Sinder"), t.armor("Sinder")), (1, 0));
    t.end_turn();
    assert_eq!(
        (t.power("Sinder"), t.armor("Sinder")),
        (6, 2),
        "this turn only"
    );
}

#[test]
fn turnkey_unforges_a_key_and_the_opponent_forges_one_free_when_it_leaves() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Turnkey", "Imp-losion"])
        .battleline(B, &["Krump"])
        .keys(B, 1)
        .amber(B, 2)
        .start();
    t.play("Turnkey");
    assert_eq!(t.keys(B), 0);
    t.play("Imp-losion");
    assert_eq!(t.keys(B), 1, "forged when Turnkey left play");
    assert_eq!(t.amber(B), 2, "at no cost");
}

#[test]
fn turnkey_without_a_key_to_unforge_promises_nothing() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Turnkey", "Imp-losion"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Turnkey");
    t.play("Imp-losion");
    assert_eq!(t.keys(B), 0);
}

#[test]
fn desire_raises_every_key_by_four() {
    let t = scenario(House::Dis).battleline(A, &["Desire"]).start();
    assert_eq!((t.g.key_cost(A), t.g.key_cost(B)), (10, 10));
}

#[test]
fn desire_reap_forges_a_key_one_cheaper_for_each_friendly_sin() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Desire", "Envy", "Charette"])
        .amber(A, 7)
        .start();
    t.reap("Desire");
    assert_eq!(t.keys(A), 1, "10 less 2 Sins");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn desire_reap_forges_nothing_without_enough_amber() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Desire"])
        .amber(A, 7)
        .start();
    t.reap("Desire");
    assert_eq!(t.keys(A), 0, "9 needed");
    assert_eq!(t.amber(A), 8);
}

#[test]
fn envy_with_two_sins_captures_all_the_opponents_amber() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Envy", "Pride"])
        .amber(B, 4)
        .start();
    t.reap("Envy");
    assert_eq!(t.amber_on("Envy"), 4);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn envy_alone_captures_nothing() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Envy", "Charette"])
        .amber(B, 4)
        .start();
    t.reap("Envy");
    assert_eq!(t.amber_on("Envy"), 0);
    assert_eq!(t.amber(B), 4);
}

#[test]
fn envy_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Envy"])
        .start();
    t.fight("Troll", "Envy");
    assert_eq!((t.damage("Envy"), t.damage("Troll")), (0, 0));
}

#[test]
fn gluttony_play_exalts_it_once_per_friendly_sin() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gluttony"])
        .battleline(A, &["Pride", "Charette"])
        .start();
    t.play("Gluttony");
    t.flank(Flank::Right);
    assert_eq!(t.amber_on("Gluttony"), 2, "Pride and itself");
}

#[test]
fn gluttony_reap_moves_the_amber_of_friendly_creatures_to_your_pool() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Gluttony", "Charette"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Gluttony", 2);
    t.set_amber_on("Charette", 1);
    t.set_amber_on("Troll", 3);
    t.reap("Gluttony");
    assert_eq!(t.amber(A), 4);
    assert_eq!(t.amber_on("Troll"), 3, "not an enemy's");
}

#[test]
fn greed_refills_one_more_card_for_each_friendly_sin() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Greed", "Pride"])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 8);
}

#[test]
fn greed_of_the_opponent_changes_nothing_for_you() {
    let mut t = scenario(House::Dis).battleline(B, &["Greed"]).start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 6);
}

#[test]
fn pride_reap_wards_each_friendly_sin() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Pride", "Envy", "Charette"])
        .battleline(B, &["Greed"])
        .start();
    t.reap("Pride");
    assert!(t.card("Pride").is_warded() && t.card("Envy").is_warded());
    assert!(!t.card("Charette").is_warded());
    assert!(!t.card("Greed").is_warded(), "not an enemy Sin");
}

#[test]
fn sloth_gains_for_each_sin_when_no_creature_was_used() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Sloth", "Envy"])
        .start();
    t.end_turn();
    assert_eq!(t.amber(A), 2);
}

#[test]
fn sloth_gains_nothing_after_a_creature_was_used() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Sloth", "Envy"])
        .start();
    t.reap("Envy");
    t.end_turn();
    assert_eq!(t.amber(A), 1, "only the reap");
}

#[test]
fn wrath_fight_enrages_an_enemy_creature_for_each_friendly_sin() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Wrath", "Pride"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.fight("Wrath", "Troll");
    assert_eq!(t.discard(B), ["Troll"], "poison");
    assert_eq!(t.damage("Wrath"), 0, "skirmish");
    t.choose("Krump");
    t.choose("Bumpsy");
    assert!(t.card("Krump").is_enraged() && t.card("Bumpsy").is_enraged());
}

#[test]
fn exchange_officer_uses_a_friendly_star_alliance_creature() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Exchange Officer", "Explo-rover", "Charette"])
        .start();
    t.reap("Exchange Officer");
    // Explo-rover is the only Star Alliance card, and can only reap.
    assert_eq!(t.amber(A), 2);
    assert!(t.exhausted("Explo-rover"));
    assert!(!t.exhausted("Charette"));
}

#[test]
fn exchange_officer_uses_a_friendly_star_alliance_artifact() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Exchange Officer"])
        .artifacts(A, &["Transporter Platform"])
        .battleline(A, &["Charette"])
        .start();
    t.play("Exchange Officer");
    t.flank(Flank::Right);
    t.choose("Charette");
    assert_eq!(t.hand_of(A), ["Charette"]);
    assert!(t.exhausted("Transporter Platform"));
}

#[test]
fn dark_aember_vault_draws_nothing_after_a_creature_that_is_not_a_mutant() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Dark Æmber Vault"])
        .hand(A, &["Dodger"])
        .start();
    t.play("Dodger");
    assert!(t.hand_of(A).is_empty());
}
