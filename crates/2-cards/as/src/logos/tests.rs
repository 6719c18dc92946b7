//! Tests of the Logos cards of Æmber Skies: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{House, Icons};

#[test]
fn arcenomometer_makes_the_opponent_lose_1_per_card_played_on_their_next_turn() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Arcenomometer"])
        .hand(A, &["Virtuous Works"])
        .hand(B, &["Virtuous Works"])
        .houses(B, [House::Sanctum, House::Brobnar, House::Dis])
        .amber(B, 2)
        .start();
    t.action("Arcenomometer");
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    t.play("Virtuous Works");
    assert_eq!(t.amber(B), 2 + 3 - 1);
}

#[test]
fn arcenomometer_ends_with_the_opponents_turn() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Arcenomometer"])
        .houses(A, [House::Logos, House::Sanctum, House::Dis])
        .hand(B, &["Virtuous Works"])
        .houses(B, [House::Sanctum, House::Brobnar, House::Dis])
        .deck(A, &["Virtuous Works"; 8])
        .start();
    t.action("Arcenomometer");
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    let amber = t.amber(A);
    t.play("Virtuous Works");
    assert_eq!(
        t.amber(A),
        amber + 3,
        "its controller's own plays cost nothing"
    );
}

#[test]
fn captain_nemo_destroys_an_artifact_and_a_creature_after_fighting() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Captain Nemo"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .artifacts(B, &["The Sting"])
        .start();
    t.fight("Captain Nemo", "Dust Pixie");
    t.choose("Krump");
    assert!(t.line(B).is_empty());
    assert!(t.artifacts_of(B).is_empty());
    assert!(t.discard(B).contains(&"The Sting"));
}

#[test]
fn empyrean_charge_forges_at_6_more_less_the_archived_cards_then_discards_the_archives() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Empyrean Charge"])
        .archives(A, &["Punch", "Anger"])
        .archives(B, &["Troll"])
        .amber(A, 9)
        .start();
    t.play("Empyrean Charge");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 9 + 1 - (6 + 6 - 3));
    assert!(t.archives_of(A).is_empty());
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn empyrean_charge_without_enough_amber_forges_nothing_and_still_discards_the_archives() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Empyrean Charge"])
        .archives(B, &["Troll"])
        .amber(A, 5)
        .start();
    t.play("Empyrean Charge");
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.amber(A), 6);
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn minervas_wings_stop_fighting_and_reaping_and_give_action_draw_2() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Minerva’s Wings", "Troll")
        .battleline(B, &["Krump"])
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
    assert!(!t.is_legal(Choice::Fight(troll)));
    t.action("Troll");
    assert_eq!(t.hand_of(A).len(), 2);
}

#[test]
fn nautilus_wards_a_creature_and_draws_when_played() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Nautilus"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Nautilus");
    t.flank(Flank::Right);
    t.choose("Troll");
    assert!(t.card("Troll").is_warded());
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn nautilus_wards_and_draws_after_a_fight() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Nautilus"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Nautilus", "Dust Pixie");
    assert!(t.card("Nautilus").is_warded(), "the only creature left");
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn weigh_the_anchor_stuns_one_enemy_per_creature_the_opponent_has_beyond_yours() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Weigh the Anchor"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .start();
    t.play("Weigh the Anchor");
    t.choose("Krump");
    t.choose("Troll");
    assert!(t.stunned("Krump"));
    assert!(t.stunned("Troll"));
    assert!(!t.stunned("Dust Pixie"));
}

#[test]
fn weigh_the_anchor_stuns_nothing_without_an_excess() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Weigh the Anchor"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Weigh the Anchor");
    assert!(!t.stunned("Krump"));
}

#[test]
fn cmd_prompt_allows_one_non_logos_card_after_reaping() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Cmd. Prompt"])
        .hand(A, &["Troll", "Krump"])
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Troll"))));
    t.reap("Cmd. Prompt");
    t.play("Troll");
    assert!(!t.is_legal(Choice::Play(t.find("Krump"))), "one card only");
}

#[test]
fn de_doss_keeps_the_opponent_from_playing_creatures_more_powerful_than_its_creature() {
    let t = scenario(House::Brobnar)
        .hand(A, &["Krump", "Punch"])
        .battleline(B, &["Mighty Tiger"])
        .upgrade(B, "De-Doss", "Mighty Tiger")
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Krump"))), "6 power over 4");
    assert!(t.is_legal(Choice::Play(t.find("Punch"))));
}

#[test]
fn de_doss_allows_creatures_no_more_powerful() {
    let t = scenario(House::Untamed)
        .hand(A, &["Mighty Tiger"])
        .battleline(B, &["Krump"])
        .upgrade(B, "De-Doss", "Krump")
        .start();
    assert!(t.is_legal(Choice::Play(t.find("Mighty Tiger"))));
}

#[test]
fn quantum_compass_archives_the_top_card_of_your_deck_on_any_turn_house() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Quantum Compass"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.apply(Choice::Omni(t.find("Quantum Compass")));
    assert_eq!(t.archives_of(A), ["Troll"]);
}

#[test]
fn rm_foler_destroys_an_enemy_creature_and_draws() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Rm-Foler"])
        .battleline(B, &["Krump"])
        .start();
    t.reap("Rm-Foler");
    assert!(t.line(B).is_empty());
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn rm_foler_draws_nothing_when_the_creature_is_not_destroyed() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Rm-Foler"])
        .battleline(B, &["Krump"])
        .start();
    t.set_ward("Krump");
    t.reap("Rm-Foler");
    assert_eq!(t.line(B), ["Krump"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn root_access_deals_2_to_each_enemy_creature_sharing_a_house_with_the_opponents_bottom_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Root Access"])
        .deck(B, &["Dust Pixie", "Troll"])
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Krump", "Mighty Tiger"])
        .start();
    t.play("Root Access");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Mighty Tiger"), 0);
    assert_eq!(t.damage("Bumpsy"), 0, "friendly creatures are spared");
}

#[test]
fn articulated_ren_may_exhaust_a_friendly_creature_at_the_end_of_the_turn_to_draw() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Articulated Ren", "Troll"])
        .start();
    t.end_turn();
    t.choose("Troll");
    assert!(t.exhausted("Troll"));
    assert_eq!(t.hand_of(A).len(), 7, "six for the turn, one for Ren");
}

#[test]
fn articulated_ren_may_exhaust_nothing() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Articulated Ren", "Troll"])
        .start();
    t.end_turn();
    t.pass();
    assert!(!t.exhausted("Troll"));
    assert_eq!(t.hand_of(A).len(), 6);
}

#[test]
fn articulated_ren_draws_nothing_for_an_already_exhausted_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Articulated Ren", "Troll"])
        .start();
    t.end_turn();
    // A creature that stayed exhausted through step 4 (Frost Giant's kind).
    t.set_exhausted("Troll", true);
    t.choose("Troll");
    assert_eq!(t.hand_of(A).len(), 6);
}

#[test]
fn brillix_ponder_scrap_draws_a_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Brillix Ponder"])
        .deck(A, &["Troll"])
        .start();
    t.discard_card("Brillix Ponder");
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn connectome_transfer_archives_each_flank_creature_with_its_owner() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Connectome Transfer"])
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Connectome Transfer");
    assert_eq!(t.line(A), ["Krump"]);
    assert!(t.line(B).is_empty());
    let mut mine = t.archives_of(A);
    mine.sort();
    assert_eq!(mine, ["Bumpsy", "Troll"]);
    assert_eq!(t.archives_of(B), ["Dust Pixie"]);
}

#[test]
fn ezra_paws_reveals_the_opponents_hand_and_draws() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Ezra Paws"])
        .hand(B, &["Troll"])
        .start();
    t.play("Ezra Paws");
    assert!(t.g.knows(A, t.find("Troll")));
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn placeholder_moves_and_damages_a_creature_then_again_while_it_survives() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Placeholder"])
        .battleline(B, &["Dust Pixie", "Troll", "Krump"])
        .start();
    t.play("Placeholder");
    t.choose("Troll");
    t.choose_option(0);
    assert_eq!(t.line(B), ["Troll", "Dust Pixie", "Krump"]);
    t.choose("Krump");
    t.choose_option(0);
    assert_eq!(t.line(B), ["Krump", "Troll", "Dust Pixie"]);
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Krump"), 2);
    assert!(!t.asks_target(), "repeated once");
}

#[test]
fn placeholder_stops_when_the_creature_is_destroyed() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Placeholder"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Placeholder");
    t.choose("Dust Pixie");
    t.choose_option(0);
    assert_eq!(t.line(B), ["Troll"]);
    assert!(!t.asks_target());
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn quantum_mouse_may_resolve_a_draw_icon_as_a_discard_icon() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch", "Troll"])
        .battleline(A, &["Quantum Mouse"])
        .battleline(B, &["Krump"])
        .deck(A, &["Bumpsy"])
        .start();
    t.set_icons(
        "Punch",
        Icons {
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Punch");
    t.yes();
    t.choose("Krump");
    assert_eq!(
        t.discard(A),
        ["Troll", "Punch"],
        "Troll, the only card in hand, discarded instead of a draw"
    );
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

#[test]
fn quantum_mouse_declined_the_icon_draws() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Quantum Mouse"])
        .battleline(B, &["Krump"])
        .deck(A, &["Bumpsy"])
        .start();
    t.set_icons(
        "Punch",
        Icons {
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Punch");
    t.no();
    assert_eq!(t.hand_of(A), ["Bumpsy"]);
}

#[test]
fn skippy_the_glorious_archives_the_top_card_of_your_deck_when_played() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Skippy the Glorious"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.play("Skippy the Glorious");
    assert_eq!(t.archives_of(A), ["Troll"]);
}

#[test]
fn skippy_the_glorious_scrap_uses_an_opponents_artifact_and_draws() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Skippy the Glorious"])
        .artifacts(B, &["Library of Babble"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.discard_card("Skippy the Glorious");
    assert_eq!(t.hand_of(A).len(), 2, "one by the artifact, one by Skippy");
    assert!(t.exhausted("Library of Babble"));
}

#[test]
fn skippy_the_glorious_scrap_with_no_artifact_to_use_draws_nothing() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Skippy the Glorious"])
        .start();
    t.discard_card("Skippy the Glorious");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn wurm_tunnel_removes_1_amber_from_a_creature_to_draw_2() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Wurm Tunnel"])
        .battleline(B, &["Krump"])
        .start();
    t.set_amber_on("Krump", 2);
    t.play("Wurm Tunnel");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(A), 0, "the Æmber goes to the supply");
    assert_eq!(t.hand_of(A).len(), 2);
}

#[test]
fn wurm_tunnel_draws_nothing_from_a_creature_without_amber() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Wurm Tunnel"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Wurm Tunnel");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn holo_camo_protects_its_ready_creature_from_damage() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Krump"])
        .upgrade(B, "Holo-Camo", "Krump")
        .start();
    t.play("Punch");
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn holo_camo_does_not_protect_an_exhausted_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Krump"])
        .upgrade(B, "Holo-Camo", "Krump")
        .start();
    t.set_exhausted("Krump", true);
    t.play("Punch");
    assert_eq!(t.damage("Krump"), 3);
}

#[test]
fn reallocation_accessory_archives_a_card_then_deals_1_per_card_in_the_chosen_archives() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Reallocation Accessory", "Troll")
        .hand(A, &["Punch"])
        .archives(A, &["Anger"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.reap("Troll");
    t.choose_option(0);
    t.choose("Krump");
    t.choose("Bumpsy");
    assert_eq!(t.archives_of(A).len(), 2);
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.damage("Bumpsy"), 1);
}

#[test]
fn reallocation_accessory_may_count_the_opponents_archives() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Reallocation Accessory", "Troll")
        .hand(A, &["Punch"])
        .battleline(B, &["Krump"])
        .start();
    t.reap("Troll");
    t.choose_option(1);
    assert_eq!(t.damage("Krump"), 0, "the opponent's archives are empty");
    assert_eq!(t.archives_of(A), ["Punch"]);
}

#[test]
fn void_shields_ward_its_creature_at_the_end_of_its_controllers_turn() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Void Shields", "Troll")
        .start();
    assert!(!t.card("Troll").is_warded());
    t.end_turn();
    assert!(t.card("Troll").is_warded());
}

#[test]
fn titan_sentry_keeps_players_from_picking_up_their_archives() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Titan Sentry"])
        .archives(B, &["Troll"])
        .houses(B, [House::Brobnar, House::Dis, House::Sanctum])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.is_legal(Choice::PickUpArchives));
    assert_eq!(t.archives_of(B), ["Troll"]);
}

#[test]
fn titan_sentry_archives_a_random_card_of_the_chosen_players_hand() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Titan Sentry"])
        .hand(B, &["Troll"])
        .start();
    t.play("Titan Sentry");
    t.choose_option(1);
    assert_eq!(t.archives_of(B), ["Troll"], "into their own archives");
    assert!(t.hand_of(B).is_empty());
}

#[test]
fn titan_sentry_may_archive_from_your_own_hand() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Titan Sentry"])
        .hand(A, &["Punch"])
        .start();
    t.reap("Titan Sentry");
    t.choose_option(0);
    assert_eq!(t.archives_of(A), ["Punch"]);
}
