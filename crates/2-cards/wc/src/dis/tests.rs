//! Tests of the Dis cards of Worlds Collide: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Keywords};

#[test]
fn buzzle_played_may_purge_a_neighbor_and_is_readied() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Buzzle"])
        .battleline(A, &["Charette"])
        .start();
    t.play("Buzzle");
    t.flank(Flank::Right);
    t.choose("Charette");
    assert_eq!(t.purged(A), ["Charette"]);
    assert_eq!(t.line(A), ["Buzzle"]);
    assert!(!t.exhausted("Buzzle"), "readied after purging");
    t.reap("Buzzle");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn buzzle_may_keep_its_neighbors_and_stays_exhausted() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Buzzle"])
        .battleline(A, &["Charette"])
        .start();
    t.play("Buzzle");
    t.flank(Flank::Right);
    t.pass();
    assert_eq!(t.line(A), ["Charette", "Buzzle"]);
    assert!(t.exhausted("Buzzle"));
}

#[test]
fn buzzle_fights_with_skirmish_and_a_warded_neighbor_is_not_purged() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Charette", "Buzzle"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_ward("Charette");
    t.fight("Buzzle", "Dust Pixie");
    assert_eq!(t.damage("Buzzle"), 0, "skirmish: no damage back");
    t.choose("Charette");
    assert_eq!(
        t.line(A),
        ["Charette", "Buzzle"],
        "the ward is removed instead"
    );
    assert!(!t.card("Charette").is_warded());
    assert!(t.exhausted("Buzzle"), "not purged: not readied");
}

#[test]
fn dendrix_fight_discards_a_random_card_of_the_opponents_hand() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Dendrix"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Punch"])
        .start();
    t.fight("Dendrix", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie", "Punch"]);
    assert!(t.hand_of(B).is_empty());
}

#[test]
fn draining_touch_destroys_only_a_creature_without_amber() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Draining Touch"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_amber_on("Troll", 1);
    t.play("Draining Touch");
    assert_eq!(t.discard(B), ["Krump"], "the only creature without Æmber");
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn etaromme_destroys_a_creature_of_the_house_with_most_creatures() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Etaromme", "Charette"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Dust Pixie"])
        .start();
    t.reap("Etaromme");
    assert!(!t.is_legal(Choice::Target(t.find("Charette"))));
    assert!(!t.is_legal(Choice::Target(t.find("Dust Pixie"))));
    t.choose("Krump");
    assert_eq!(t.discard(B), ["Krump"]);
}

#[test]
fn etaromme_with_houses_tied_may_destroy_a_creature_of_either() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Etaromme", "Charette"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.reap("Etaromme");
    assert!(t.is_legal(Choice::Target(t.find("Troll"))));
    assert!(!t.is_legal(Choice::Target(t.find("Dust Pixie"))));
    t.choose("Charette");
    assert_eq!(t.discard(A), ["Charette"]);
}

#[test]
fn festering_touch_deals_three_to_an_already_damaged_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Festering Touch"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.set_damage("Troll", 1);
    t.play("Festering Touch");
    t.choose("Troll");
    t.choose("Krump");
    assert_eq!(t.damage("Troll"), 4, "1 already there, 3 more");
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.damage("Bumpsy"), 0);
}

#[test]
fn festering_touch_may_choose_a_single_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Festering Touch"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Festering Touch");
    t.choose("Krump");
    t.pass();
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (0, 1));
}

#[test]
fn harbinger_of_doom_destroyed_destroys_each_creature() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Harbinger of Doom", "Charette"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.fight("Harbinger of Doom", "Troll");
    assert!(t.line(A).is_empty());
    assert!(t.line(B).is_empty());
    assert_eq!(t.discard(B), ["Troll", "Krump"]);
}

#[test]
fn harbinger_of_doom_surviving_destroys_nothing() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Harbinger of Doom", "Charette"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.fight("Harbinger of Doom", "Dust Pixie");
    assert_eq!(t.line(A), ["Harbinger of Doom", "Charette"]);
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn impspector_destroyed_purges_a_random_card_of_the_opponents_hand() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Impspector"])
        .battleline(B, &["Troll"])
        .hand(B, &["Punch"])
        .start();
    t.fight("Impspector", "Troll");
    assert_eq!(t.discard(A), ["Impspector"]);
    assert_eq!(t.purged(B), ["Punch"]);
}

#[test]
fn infurnace_purges_two_cards_of_a_pile_and_the_opponent_loses_their_bonus() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Infurnace"])
        .discard(B, &["Punch", "Anger", "Troll"])
        .amber(B, 5)
        .start();
    t.play("Infurnace");
    t.choose("Punch");
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Punch", "Troll"]);
    assert_eq!(t.amber(B), 4, "1 + 0 Æmber bonus");
}

#[test]
fn infurnace_takes_both_cards_from_one_discard_pile() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Infurnace"])
        .discard(A, &["Virtuous Works", "Krump"])
        .discard(B, &["Punch"])
        .amber(B, 5)
        .start();
    t.play("Infurnace");
    t.choose("Virtuous Works");
    assert!(!t.is_legal(Choice::Target(t.find("Punch"))));
    t.pass();
    assert_eq!(t.purged(A), ["Virtuous Works"]);
    assert_eq!(t.amber(B), 2, "Virtuous Works' 3");
}

#[test]
fn lilithal_captures_one_when_it_reaps_and_when_it_fights() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Lilithal"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.reap("Lilithal");
    assert_eq!((t.amber(A), t.amber(B), t.amber_on("Lilithal")), (1, 2, 1));
    t.set_exhausted("Lilithal", false);
    t.fight("Lilithal", "Dust Pixie");
    assert_eq!((t.amber(B), t.amber_on("Lilithal")), (1, 2));
}

#[test]
fn malison_moves_an_enemy_creature_to_a_flank_where_it_captures_from_its_side() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Malison"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .amber(B, 2)
        .start();
    t.fight("Malison", "Dust Pixie");
    t.choose("Krump");
    t.choose_option(0);
    assert_eq!(t.line(B), ["Krump", "Troll"]);
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber(B), 1, "captured from its own side");
}

#[test]
fn malison_moving_a_creature_off_the_flanks_captures_nothing() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Malison"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Dust Pixie"])
        .amber(B, 2)
        .start();
    t.fight("Malison", "Dust Pixie");
    t.choose("Troll");
    t.choose_option(1);
    assert_eq!(t.line(B), ["Krump", "Troll", "Bumpsy"]);
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn malison_may_move_nothing() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Malison"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .amber(B, 2)
        .start();
    t.fight("Malison", "Dust Pixie");
    t.pass();
    assert_eq!(t.amber(B), 2);
    assert!(t.is_legal(Choice::EndTurn));
}

#[test]
fn rotgrub_play_costs_the_opponent_one_and_its_reap_archives_it() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Rotgrub"])
        .amber(B, 2)
        .start();
    t.play("Rotgrub");
    assert_eq!(t.amber(B), 1);
    t.set_exhausted("Rotgrub", false);
    t.reap("Rotgrub");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.archives_of(A), ["Rotgrub"]);
    assert!(t.line(A).is_empty());
}

#[test]
fn the_evil_eye_raises_keys_by_three_during_the_opponents_next_turn() {
    let mut t = scenario(House::Dis)
        .hand(A, &["The Evil Eye"])
        .amber(B, 8)
        .start();
    t.play("The Evil Eye");
    assert_eq!(t.g.key_cost(A), 6, "not for you");
    assert_eq!(t.g.key_cost(B), 6, "not yet: during their turn");
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 9);
    assert_eq!(t.keys(B), 0, "8 Æmber cannot forge at 9");
    assert_eq!(t.g.key_cost(A), 9, "every key forged in that turn");
    t.apply(Choice::House(House::Dis));
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 6, "over once their turn is over");
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn borr_nit_purges_one_of_the_top_five_of_the_opponents_deck() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Borr Nit"])
        .hand(B, &["Lava Ball"])
        .deck(
            B,
            &["Troll", "Krump", "Punch", "Anger", "Bumpsy", "Dust Pixie"],
        )
        .start();
    t.reap("Borr Nit");
    t.choose_option(1);
    assert!(
        !t.is_legal(Choice::Target(t.find("Dust Pixie"))),
        "the sixth"
    );
    assert!(
        !t.is_legal(Choice::Target(t.find("Lava Ball"))),
        "not revealed"
    );
    assert!(t.g.knows(A, t.find("Punch")), "revealed to the reaper");
    assert!(!t.g.knows(A, t.find("Lava Ball")));
    t.choose("Punch");
    assert_eq!(t.purged(B), ["Punch"]);
    assert_eq!(t.hand_of(B), ["Lava Ball"]);
    let mut deck = t.deck_of(B);
    deck.sort();
    assert_eq!(deck, ["Anger", "Bumpsy", "Dust Pixie", "Krump", "Troll"]);
}

#[test]
fn borr_nit_s_touch_may_purge_from_your_own_deck() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Borr Nit’s Touch"])
        .deck(A, &["Troll", "Krump"])
        .deck(B, &["Punch"])
        .start();
    t.play("Borr Nit’s Touch");
    t.choose_option(0);
    assert!(t.g.knows(B, t.find("Troll")), "revealed to the opponent");
    t.choose("Krump");
    assert_eq!(t.purged(A), ["Krump"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
    assert_eq!(t.hand_of(A), Vec::<&str>::new());
    assert_eq!(t.deck_of(B), ["Punch"]);
}

#[test]
fn e_e_on_the_fringes_purges_a_dis_card_after_you_discard_one_and_steals() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["E’e on the Fringes"])
        .hand(A, &["Charette"])
        .discard(B, &["Shooler", "Troll"])
        .amber(B, 2)
        .start();
    t.discard_card("Charette");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "only a Dis card"
    );
    t.choose("Shooler");
    assert_eq!(t.purged(B), ["Shooler"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn e_e_on_the_fringes_may_decline() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["E’e on the Fringes"])
        .hand(A, &["Charette"])
        .amber(B, 2)
        .start();
    t.discard_card("Charette");
    t.pass();
    assert_eq!(t.discard(A), ["Charette"]);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn e_e_on_the_fringes_ignores_a_discard_of_another_house() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["E’e on the Fringes"])
        .hand(A, &["Punch"])
        .discard(A, &["Shooler"])
        .amber(B, 2)
        .start();
    t.discard_card("Punch");
    assert!(t.is_legal(Choice::EndTurn), "nothing asked");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn e_e_on_the_fringes_ignores_the_opponents_discards() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["E’e on the Fringes", "Dendrix"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Shooler"])
        .amber(B, 2)
        .start();
    t.fight("Dendrix", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie", "Shooler"]);
    assert!(t.is_legal(Choice::EndTurn), "nothing asked");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn the_banes_each_destroy_a_creature_with_their_trait() {
    let banes = [
        ("Giants’ Bane", "Troll"),
        ("Beasts’ Bane", "Snufflegator"),
        ("Demons’ Bane", "Shooler"),
        ("Dinosaurs’ Bane", "Legatus Raptor"),
        ("Humans’ Bane", "Grey Monk"),
        ("Scientists’ Bane", "Dr. Milli"),
        ("Thieves’ Bane", "Urchin"),
    ];
    for (bane, victim) in banes {
        let mut t = scenario(House::Dis)
            .hand(A, &[bane])
            .battleline(B, &["Dust Pixie", victim])
            .start();
        t.play(bane);
        assert_eq!(t.amber(A), 1, "{bane}: Æmber bonus");
        assert_eq!(t.discard(B), [victim], "{bane}");
        assert_eq!(t.line(B), ["Dust Pixie"], "{bane}: a Faerie is spared");
    }
}

#[test]
fn a_bane_without_such_a_creature_destroys_nothing() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Giants’ Bane"])
        .battleline(B, &["Dust Pixie", "Shooler"])
        .start();
    t.play("Giants’ Bane");
    assert_eq!(t.line(B), ["Dust Pixie", "Shooler"]);
}

#[test]
fn gleeful_mayhem_deals_five_to_a_creature_of_each_house() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gleeful Mayhem"])
        .battleline(A, &["Charette"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.play("Gleeful Mayhem");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 5);
    assert_eq!(t.damage("Krump"), 0, "one creature per house");
    assert_eq!(t.discard(A), ["Charette", "Gleeful Mayhem"]);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

#[test]
fn obsidian_forge_forges_cheaper_for_each_creature_sacrificed() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Obsidian Forge"])
        .battleline(A, &["Charette", "Shooler", "Tocsin"])
        .amber(A, 10)
        .start();
    t.action("Obsidian Forge");
    t.choose("Charette");
    t.choose("Shooler");
    t.pass();
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0, "6 + 6 - 2");
    assert_eq!(t.line(A), ["Tocsin"]);
    assert_eq!(t.discard(A), ["Charette", "Shooler", "Obsidian Forge"]);
}

#[test]
fn obsidian_forge_may_decline_to_forge_and_stays() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Obsidian Forge"])
        .battleline(A, &["Charette"])
        .amber(A, 12)
        .start();
    t.action("Obsidian Forge");
    t.pass();
    t.no();
    assert_eq!((t.keys(A), t.amber(A)), (0, 12));
    assert_eq!(t.artifacts_of(A), ["Obsidian Forge"]);
}

#[test]
fn obsidian_forge_warded_creature_sacrificed_does_not_reduce_the_cost() {
    // FAQ: a warded creature is not destroyed this way, so it does not
    // reduce the cost of the key.
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Obsidian Forge"])
        .battleline(A, &["Charette", "Shooler"])
        .amber(A, 10)
        .start();
    t.set_ward("Shooler");
    t.action("Obsidian Forge");
    t.choose("Charette");
    t.choose("Shooler");
    assert_eq!(t.line(A), ["Shooler"]);
    assert_eq!(t.keys(A), 0, "11 to pay: not offered");
    assert_eq!(t.artifacts_of(A), ["Obsidian Forge"]);
    assert!(t.is_legal(Choice::EndTurn));
}

#[test]
fn snag_makes_the_opponent_choose_the_house_of_the_creature_fought() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Snag"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .houses(B, [House::Untamed, House::Brobnar, House::Logos])
        .start();
    t.fight("Snag", "Dust Pixie");
    t.end_turn();
    assert!(t.is_legal(Choice::House(House::Untamed)));
    assert!(!t.is_legal(Choice::House(House::Brobnar)));
    assert!(!t.is_legal(Choice::House(House::Logos)));
}

#[test]
fn snag_destroyed_in_the_fight_forces_nothing() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Snag"])
        .battleline(B, &["Troll"])
        .houses(B, [House::Untamed, House::Brobnar, House::Logos])
        .start();
    t.fight("Snag", "Troll");
    t.end_turn();
    assert!(t.is_legal(Choice::House(House::Untamed)));
    assert!(t.is_legal(Choice::House(House::Logos)));
}

#[test]
fn soul_fiddle_enrages_a_creature() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Soul Fiddle"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Soul Fiddle");
    assert!(t.card("Troll").is_enraged());
}

#[test]
fn greater_oxtet_purges_from_hand_after_readying_and_before_drawing() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Greater Oxtet"])
        .hand(A, &["Punch", "Anger"])
        .start();
    assert!(t
        .g
        .keywords(t.find("Greater Oxtet"))
        .contains(Keywords::TAUNT));
    t.end_turn();
    t.choose("Anger");
    assert_eq!(t.purged(A), ["Anger"]);
    assert_eq!(t.power("Greater Oxtet"), 6);
    assert_eq!(t.hand_of(A).len(), 6, "drawn after the purge");
}

#[test]
fn greater_oxtet_with_an_empty_hand_gets_no_counters() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Greater Oxtet"])
        .start();
    t.end_turn();
    assert_eq!(t.power("Greater Oxtet"), 4);
    assert!(t.purged(A).is_empty());
    assert_eq!(t.g.active_player(), B);
}

#[test]
fn harvest_time_purges_each_card_with_the_trait_and_pays_their_controllers() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Harvest Time"])
        .battleline(A, &["Charette"])
        .battleline(B, &["Shooler", "Troll", "Tocsin"])
        .start();
    t.play("Harvest Time");
    // The traits in play, by number: Demon, Giant.
    t.choose_option(0);
    assert_eq!(t.purged(A), ["Charette"]);
    assert_eq!(t.purged(B), ["Shooler", "Tocsin"]);
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn harvest_time_a_warded_creature_is_not_purged_nor_paid_for() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Harvest Time"])
        .battleline(B, &["Shooler", "Troll", "Krump"])
        .start();
    t.set_ward("Krump");
    t.play("Harvest Time");
    t.choose_option(1);
    assert_eq!(t.purged(B), ["Troll"]);
    assert_eq!(t.line(B), ["Shooler", "Krump"]);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn harvest_time_with_no_card_in_play_asks_nothing() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Harvest Time"])
        .discard(B, &["Shooler"])
        .start();
    t.play("Harvest Time");
    assert!(t.is_legal(Choice::EndTurn));
    assert_eq!(t.discard(B), ["Shooler"], "only cards in play are purged");
    assert_eq!(t.discard(A), ["Harvest Time"]);
}

#[test]
fn lesser_oxtet_purges_your_hand_and_its_reap_raises_the_opponents_keys() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Lesser Oxtet", "Punch", "Anger"])
        .start();
    t.play("Lesser Oxtet");
    assert_eq!(t.purged(A), ["Punch", "Anger"]);
    t.set_exhausted("Lesser Oxtet", false);
    t.reap("Lesser Oxtet");
    assert_eq!(t.g.key_cost(B), 6);
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 9);
    assert_eq!(t.g.key_cost(A), 9, "every key forged in that turn");
}

#[test]
fn lord_invidius_in_the_center_takes_an_enemy_flank_creature_into_dis() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Charette", "Lord Invidius", "Shooler"])
        .battleline(B, &["Troll", "Dust Pixie", "Krump"])
        .start();
    t.reap("Lord Invidius");
    assert!(!t.is_legal(Choice::Target(t.find("Dust Pixie"))));
    t.choose("Troll");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Charette", "Lord Invidius", "Shooler", "Troll"]);
    assert!(t.exhausted("Troll"));
    let troll = t.find("Troll");
    assert!(t.g.belongs_to(troll, House::Dis));
    assert!(!t.g.belongs_to(troll, House::Brobnar));
}

#[test]
fn lord_invidius_off_center_only_reaps() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Lord Invidius", "Charette"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Lord Invidius");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.line(B), ["Troll"]);
    assert!(t.is_legal(Choice::EndTurn));
}

#[test]
fn noname_gets_one_power_per_purged_card_and_purges_from_a_discard_pile() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Noname"])
        .purged(A, &["Punch"])
        .purged(B, &["Troll"])
        .discard(B, &["Krump"])
        .start();
    t.play("Noname");
    assert_eq!(t.purged(B), ["Troll", "Krump"]);
    assert_eq!(t.power("Noname"), 4, "1 + 3 purged cards");
}

#[test]
fn noname_reaps_and_fights_purging_a_discarded_card() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Noname"])
        .battleline(B, &["Dust Pixie"])
        .discard(A, &["Punch", "Anger"])
        .start();
    t.reap("Noname");
    t.choose("Anger");
    assert_eq!(t.purged(A), ["Anger"]);
    t.set_exhausted("Noname", false);
    t.fight("Noname", "Dust Pixie");
    t.choose("Dust Pixie");
    assert_eq!(t.purged(B), ["Dust Pixie"]);
    assert_eq!(t.power("Noname"), 3);
}

#[test]
fn sinestra_costs_the_opponent_one_for_a_creature_on_their_left_flank() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Troll", "Krump"])
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Sinestra"])
        .amber(A, 3)
        .start();
    t.play("Troll");
    t.flank(Flank::Left);
    assert_eq!(t.amber(A), 2);
    t.play("Krump");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 2, "the right flank costs nothing");
}

#[test]
fn dexus_costs_the_opponent_one_for_a_creature_on_their_right_flank() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Troll", "Krump"])
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Dexus"])
        .amber(A, 3)
        .start();
    t.play("Troll");
    t.flank(Flank::Left);
    assert_eq!(t.amber(A), 3);
    t.play("Krump");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn sinestra_and_dexus_both_trigger_for_the_first_creature_played() {
    // FAQ: with no creatures in play, the first creature played is on both
    // flanks, so the opponent loses 2.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Troll"])
        .battleline(B, &["Sinestra", "Dexus"])
        .amber(A, 3)
        .start();
    t.play("Troll");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn sinestra_ignores_its_controllers_own_creatures() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Charette"])
        .battleline(A, &["Sinestra"])
        .amber(A, 3)
        .start();
    t.play("Charette");
    t.flank(Flank::Left);
    assert_eq!(t.amber(A), 3);
}

#[test]
fn snag_s_mirror_forbids_the_house_the_opponent_just_chose() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Snag’s Mirror"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(!t.is_legal(Choice::House(House::Brobnar)));
    assert!(t.is_legal(Choice::House(House::Dis)));
    t.apply(Choice::House(House::Dis));
    t.end_turn();
    assert!(!t.is_legal(Choice::House(House::Dis)), "both ways");
    assert!(
        t.is_legal(Choice::House(House::Brobnar)),
        "only the next turn"
    );
}

#[test]
fn snaglet_steals_two_if_the_opponent_chooses_the_house_named() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Snaglet"])
        .amber(B, 3)
        .start();
    t.action("Snaglet");
    t.choose_house(House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn snaglet_steals_nothing_if_the_opponent_chooses_another_house() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Snaglet"])
        .amber(B, 3)
        .start();
    t.action("Snaglet");
    t.choose_house(House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
    assert_eq!(t.location("Snaglet"), Location::Battleline);
}
