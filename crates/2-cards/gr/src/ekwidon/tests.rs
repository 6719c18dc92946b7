//! Tests of the Ekwidon cards of Grim Reminders: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
use keysim_facts::{House, Keywords};

/// Ten cards: a discard pile of them makes its player haunted.
const HAUNTING: [&str; 10] = ["Virtuous Works"; 10];

/// Chooses the first legal target, again and again while a target is
/// asked ("choose 9 creatures" with fewer in play).
fn choose_every_target(t: &mut Test) {
    while let Some(c) = t.choices().into_iter().find_map(|c| match c {
        Choice::Target(x) => Some(x),
        _ => None,
    }) {
        t.choose_card(c);
    }
}

#[test]
fn art_project_unforges_an_opponent_key_then_is_purged_and_they_draw_10() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Art Project"])
        .keys(B, 2)
        .start();
    t.play("Art Project");
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.purged(A), ["Art Project"]);
    assert_eq!(t.hand_of(B).len(), 10);
    assert_eq!(t.amber(A), 1, "its Æmber bonus");
}

#[test]
fn art_project_without_an_opponent_key_stays_in_the_discard_pile() {
    let mut t = scenario(House::Ekwidon).hand(A, &["Art Project"]).start();
    t.play("Art Project");
    assert_eq!(t.discard(A), ["Art Project"]);
    assert!(t.hand_of(B).is_empty(), "nothing unforged: no draw");
}

#[test]
fn azuretooth_takes_a_friendly_creatures_amber_and_gives_it_away_after_reaping() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Azuretooth", "Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    t.reap("Azuretooth");
    t.choose("Troll");
    assert_eq!(t.amber(A), 3, "1 reaped, 2 moved");
    assert_eq!(t.line(A), ["Azuretooth"]);
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.amber_on("Troll"), 0);
}

#[test]
fn azuretooth_may_give_itself_away_after_a_fight() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Azuretooth", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_amber_on("Azuretooth", 1);
    t.fight("Azuretooth", "Dust Pixie");
    t.choose("Azuretooth");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Azuretooth"]);
}

#[test]
fn curse_of_spontaneity_enters_play_under_the_opponent() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Curse of Spontaneity"])
        .start();
    t.play("Curse of Spontaneity");
    assert_eq!(t.artifacts_of(B), ["Curse of Spontaneity"]);
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn curse_of_spontaneity_discards_its_controllers_hand_before_they_draw() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Curse of Spontaneity"])
        .hand(A, &["Troll", "Krump"])
        .hand(B, &["Punch"])
        .start();
    t.end_turn();
    assert_eq!(t.discard(A), ["Troll", "Krump"]);
    assert_eq!(t.hand_of(A), ["Virtuous Works"; 6], "then they draw 6");
    assert_eq!(t.hand_of(B), ["Punch"], "the other player keeps theirs");
}

#[test]
fn ekwirres_fulcrum_lets_the_player_ending_their_turn_gain_1_for_2_opponent_cards() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Ekwirrĕ’s Fulcrum"])
        .start();
    t.end_turn();
    t.yes();
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.hand_of(B).len(), 2);
}

#[test]
fn ekwirres_fulcrum_declined_gives_nothing() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Ekwirrĕ’s Fulcrum"])
        .start();
    t.end_turn();
    t.no();
    assert_eq!(t.amber(A), 0);
    assert!(t.hand_of(B).is_empty());
}

#[test]
fn ekwirres_fulcrum_offers_the_gain_to_the_opponent_at_the_end_of_their_turn() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Ekwirrĕ’s Fulcrum"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.end_turn();
    t.no();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.yes();
    assert_eq!(t.amber(B), 1, "B ended the turn: B gains");
    assert_eq!(t.hand_of(A).len(), 8, "A drew 6, then 2");
}

#[test]
fn elenya_enters_play_under_the_opponent() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Elenya the Charming"])
        .start();
    t.play("Elenya the Charming");
    assert_eq!(t.line(B), ["Elenya the Charming"]);
}

#[test]
fn elenya_gives_the_most_powerful_friendly_creature_away_after_a_key_is_forged() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .battleline(A, &["Elenya the Charming", "Troll", "Krump"])
        .amber(A, 7)
        .start();
    t.play("Key Charge");
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.line(A), ["Elenya the Charming", "Krump"]);
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn elenya_ignores_the_opponents_keys() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Elenya the Charming", "Krump"])
        .amber(A, 7)
        .start();
    t.play("Key Charge");
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Elenya the Charming", "Krump"]);
}

#[test]
fn grisly_exchange_buries_5_opponent_discards_and_discards_5_of_your_deck() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Grisly Exchange"])
        .discard(
            B,
            &["Troll", "Krump", "Dust Pixie", "Bumpsy", "Punch", "Anger"],
        )
        .deck(
            A,
            &["Troll", "Krump", "Anger", "Punch", "Bumpsy", "Dust Pixie"],
        )
        .deck(B, &["Shooler"])
        .start();
    t.play("Grisly Exchange");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(
        t.deck_of(B),
        ["Shooler", "Anger", "Punch", "Bumpsy", "Dust Pixie", "Krump"]
    );
    assert_eq!(t.deck_of(A), ["Dust Pixie"]);
    assert_eq!(
        t.discard(A),
        [
            "Troll",
            "Krump",
            "Anger",
            "Punch",
            "Bumpsy",
            "Grisly Exchange"
        ]
    );
}

#[test]
fn midyear_festivities_pays_out_and_destroys_every_creature_when_fewer_than_9() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Midyear Festivities"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Krump", 3);
    t.play("Midyear Festivities");
    choose_every_target(&mut t);
    assert_eq!(t.amber(A), 3, "its bonus and Troll's 2");
    assert_eq!(t.amber(B), 3, "Krump's 3");
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
}

#[test]
fn midyear_festivities_spares_the_tenth_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Midyear Festivities"])
        .battleline(A, &["Troll", "Krump", "Bumpsy", "Dust Pixie", "Shooler"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Dust Pixie", "Pitlord"])
        .start();
    t.play("Midyear Festivities");
    choose_every_target(&mut t);
    assert_eq!(t.line(A).len() + t.line(B).len(), 1);
    assert_eq!(t.line(B), ["Pitlord"], "the last offered, never chosen");
}

#[test]
fn put_in_a_spin_gains_4_when_the_discard_belongs_to_the_named_house() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Put in a Spin"])
        .deck(B, &["Troll", "Shooler"])
        .amber(A, 1)
        .start();
    t.play("Put in a Spin");
    t.choose_house(House::Brobnar);
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.amber(A), 4);
}

#[test]
fn put_in_a_spin_gains_nothing_for_another_house() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Put in a Spin"])
        .deck(B, &["Troll", "Shooler"])
        .amber(A, 1)
        .start();
    t.play("Put in a Spin");
    t.choose_house(House::Dis);
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn put_in_a_spin_does_nothing_without_amber_to_lose() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Put in a Spin"])
        .deck(B, &["Troll", "Shooler"])
        .start();
    t.play("Put in a Spin");
    assert!(t.discard(B).is_empty(), "no house named, no discard");
    assert_eq!(t.deck_of(B), ["Troll", "Shooler"]);
}

#[test]
fn soul_exchange_on_the_opponent_returns_their_top_creature_and_destroys_one_of_theirs() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Soul Exchange"])
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .discard(B, &["Shooler", "Troll", "Punch"])
        .start();
    t.play("Soul Exchange");
    t.choose_option(1);
    assert_eq!(t.hand_of(B), ["Troll"], "the topmost creature, not Punch");
    t.choose("Krump");
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.line(A), ["Bumpsy"]);
}

#[test]
fn soul_exchange_on_yourself_returns_your_creature_and_destroys_one_of_yours() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Soul Exchange"])
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Krump"])
        .discard(A, &["Troll"])
        .start();
    t.play("Soul Exchange");
    t.choose_option(0);
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert!(t.line(A).is_empty(), "Bumpsy, the only choice, destroyed");
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn forbidden_tome_refills_a_haunted_hand_to_7() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Forbidden Tome"])
        .discard(A, &HAUNTING)
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 7);
}

#[test]
fn forbidden_tome_leaves_a_player_who_is_not_haunted_at_6() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Forbidden Tome"])
        .discard(A, &HAUNTING[..9])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 6);
}

#[test]
fn fortune_reverser_destroys_the_other_upgrades_of_its_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Fortune Reverser"])
        .battleline(B, &["Troll", "Krump"])
        .upgrade(B, "Blood of Titans", "Troll")
        .upgrade(B, "Blood of Titans", "Krump")
        .start();
    t.play("Fortune Reverser");
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Blood of Titans"]);
    assert_eq!(t.power("Troll"), 8);
    assert_eq!(t.power("Krump"), 11, "another creature's upgrade stays");
}

#[test]
fn fortune_reverser_blanks_its_creatures_text() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Fortune Reverser", "Troll")
        .start();
    t.set_damage("Troll", 3);
    t.reap("Troll");
    assert_eq!(t.damage("Troll"), 3, "no Reap: heal");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn market_fluctuation_draws_3_for_the_haunted_and_discards_3_for_the_others() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Market Fluctuation"])
        .discard(A, &HAUNTING)
        .hand(B, &["Troll", "Krump", "Punch", "Anger"])
        .start();
    t.play("Market Fluctuation");
    assert_eq!(t.hand_of(A).len(), 3);
    assert_eq!(t.hand_of(B).len(), 1);
    assert_eq!(t.discard(B).len(), 3);
}

#[test]
fn market_fluctuation_discards_from_both_hands_when_nobody_is_haunted() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Market Fluctuation", "Troll", "Krump"])
        .hand(B, &["Punch", "Anger"])
        .start();
    t.play("Market Fluctuation");
    assert!(t.hand_of(A).is_empty());
    assert!(t.hand_of(B).is_empty());
    assert_eq!(t.discard(B).len(), 2, "as many as they have");
}

#[test]
fn pen_pal_exhausts_a_ready_enemy_and_each_player_gains_1() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Pen Pal"])
        .battleline(B, &["Krump"])
        .start();
    t.action("Pen Pal");
    assert!(t.exhausted("Krump"));
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn pen_pal_gives_nothing_for_an_already_exhausted_enemy() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Pen Pal"])
        .battleline(B, &["Krump"])
        .start();
    t.set_exhausted("Krump", true);
    t.action("Pen Pal");
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
}

#[test]
fn phobivore_stops_its_creature_being_used_while_its_controller_is_haunted() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Phobivore", "Troll")
        .discard(A, &HAUNTING)
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
    assert!(!t.is_legal(Choice::Fight(troll)));
}

#[test]
fn phobivore_lets_its_creature_be_used_while_not_haunted() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Phobivore", "Troll")
        .discard(B, &HAUNTING)
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 1, "the opponent's haunting does not count");
}

#[test]
fn ravening_morphazoid_has_poison_and_skirmish_only_while_haunted() {
    let haunted = scenario(House::Ekwidon)
        .battleline(A, &["Ravening Morphazoid"])
        .discard(A, &HAUNTING)
        .start();
    let k = haunted.g.keywords(haunted.find("Ravening Morphazoid"));
    assert!(k.contains(Keywords::POISON) && k.contains(Keywords::SKIRMISH));
    let calm = scenario(House::Ekwidon)
        .battleline(A, &["Ravening Morphazoid"])
        .start();
    let k = calm.g.keywords(calm.find("Ravening Morphazoid"));
    assert!(!k.contains(Keywords::POISON) && !k.contains(Keywords::SKIRMISH));
}

#[test]
fn ravening_morphazoid_draws_then_discards_after_reaping() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Ravening Morphazoid"])
        .hand(A, &["Troll"])
        .deck(A, &["Krump"])
        .start();
    t.reap("Ravening Morphazoid");
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn sandwyrm_shuffles_itself_into_its_deck_after_fighting() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Sandwyrm"])
        .battleline(B, &["Krump"])
        .start();
    t.fight("Sandwyrm", "Krump");
    assert_eq!(t.location("Sandwyrm"), Location::Deck);
    assert_eq!(t.discard(B), ["Krump"]);
}

#[test]
fn technorachnophobia_steals_2_when_5_discarded_cards_share_a_house() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Technorachnophobia"])
        .deck(
            A,
            &[
                "Troll",
                "Krump",
                "Shooler",
                "Punch",
                "Anger",
                "Pitlord",
                "Bumpsy",
                "Dust Pixie",
                "Ember Imp",
                "Library of Babble",
                "Virtuous Works",
            ],
        )
        .amber(B, 3)
        .start();
    t.play("Technorachnophobia");
    assert_eq!(t.deck_of(A), ["Virtuous Works"], "10 discarded");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn technorachnophobia_steals_nothing_with_4_of_a_house_at_most() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Technorachnophobia"])
        .deck(
            A,
            &[
                "Troll",
                "Krump",
                "Shooler",
                "Punch",
                "Pitlord",
                "Dust Pixie",
                "Ember Imp",
                "Library of Babble",
                "Virtuous Works",
                "Anger",
            ],
        )
        .amber(B, 3)
        .start();
    t.play("Technorachnophobia");
    assert_eq!(t.discard(A).len(), 11, "10 discarded, and the card");
    assert_eq!((t.amber(A), t.amber(B)), (0, 3), "4 Brobnar, 3 Dis");
}

#[test]
fn de_escalation_destroys_each_creature_and_the_opponent_archives_3() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["De-escalation"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Shooler"])
        .deck(B, &["Punch", "Anger", "Bumpsy", "Pitlord"])
        .start();
    t.play("De-escalation");
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert_eq!(t.archives_of(B).len(), 3);
    assert_eq!(t.deck_of(B), ["Pitlord"]);
}

#[test]
fn estate_sale_purges_a_non_creature_card_for_2() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Estate Sale"])
        .discard(A, &["Troll", "Punch"])
        .start();
    t.play("Estate Sale");
    assert_eq!(t.purged(A), ["Punch"], "Troll is no choice");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn estate_sale_gains_nothing_without_a_non_creature_card() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Estate Sale"])
        .discard(A, &["Troll"])
        .start();
    t.play("Estate Sale");
    assert!(t.purged(A).is_empty());
    assert_eq!(t.amber(A), 0);
}

#[test]
fn historian_li_darkin_returns_each_top_discard_after_reaping() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Historian Li-Darkin"])
        .discard(A, &["Punch", "Anger"])
        .discard(B, &["Troll"])
        .start();
    t.reap("Historian Li-Darkin");
    assert_eq!(t.hand_of(A), ["Anger"]);
    assert_eq!(t.hand_of(B), ["Troll"]);
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn hoaxpitality_sets_a_friendly_creatures_power_to_an_enemys_for_the_turn() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Hoaxpitality"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Hoaxpitality");
    assert_eq!(t.power("Dust Pixie"), 8);
    t.end_turn();
    assert_eq!(t.power("Dust Pixie"), 1, "until the end of the turn");
}

#[test]
fn hoaxpitality_does_nothing_without_an_enemy_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Hoaxpitality"])
        .battleline(A, &["Dust Pixie"])
        .start();
    t.play("Hoaxpitality");
    assert!(!t.asks_target());
    assert_eq!(t.power("Dust Pixie"), 1);
}

#[test]
fn iron_heidy_and_its_neighbors_get_2_armor_while_haunted() {
    let t = scenario(House::Ekwidon)
        .battleline(A, &["Krump", "Iron Heidy", "Troll", "Dust Pixie"])
        .battleline(B, &["Bumpsy"])
        .discard(A, &HAUNTING)
        .start();
    let armor: Vec<i32> = ["Krump", "Iron Heidy", "Troll", "Dust Pixie", "Bumpsy"]
        .iter()
        .map(|n| t.armor(n))
        .collect();
    assert_eq!(armor, [2, 2, 2, 0, 0]);
}

#[test]
fn iron_heidy_gives_no_armor_while_not_haunted() {
    let t = scenario(House::Ekwidon)
        .battleline(A, &["Krump", "Iron Heidy"])
        .discard(B, &HAUNTING)
        .start();
    assert_eq!((t.armor("Krump"), t.armor("Iron Heidy")), (0, 0));
}

#[test]
fn legerdemain_returns_a_damaged_creature_and_its_controller_gains_1() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Legerdemain"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_damage("Troll", 2);
    t.play("Legerdemain");
    assert_eq!(t.hand_of(B), ["Troll"], "Krump, undamaged, is no choice");
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber(A), 1, "its Æmber bonus");
}

#[test]
fn legerdemain_pays_nothing_when_a_ward_keeps_the_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Legerdemain"])
        .battleline(B, &["Troll"])
        .start();
    t.set_damage("Troll", 2);
    t.set_ward("Troll");
    t.play("Legerdemain");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn permanent_record_exhausts_a_ready_friendly_creature_to_steal_2() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Permanent Record"])
        .battleline(A, &["Troll"])
        .amber(B, 3)
        .start();
    t.play("Permanent Record");
    assert!(t.exhausted("Troll"));
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn permanent_record_steals_nothing_for_an_exhausted_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Permanent Record"])
        .battleline(A, &["Troll"])
        .amber(B, 3)
        .start();
    t.set_exhausted("Troll", true);
    t.play("Permanent Record");
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn rumor_sower_stuns_an_enemy_sharing_a_house_with_the_discarded_card() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Rumor-sower"])
        .battleline(B, &["Shooler", "Krump"])
        .deck(B, &["Troll"])
        .start();
    t.reap("Rumor-sower");
    assert_eq!(t.discard(B), ["Troll"]);
    assert!(t.stunned("Krump"), "Brobnar, as Troll");
    assert!(!t.stunned("Shooler"));
}

#[test]
fn rumor_sower_stuns_nothing_when_no_enemy_shares_the_house() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Rumor-sower"])
        .battleline(B, &["Shooler"])
        .deck(B, &["Troll"])
        .start();
    t.reap("Rumor-sower");
    assert_eq!(t.discard(B), ["Troll"]);
    assert!(!t.stunned("Shooler"));
}

#[test]
fn security_detail_has_a_friendly_creature_and_its_neighbors_capture_1() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Security Detail"])
        .battleline(A, &["Troll", "Krump", "Bumpsy", "Dust Pixie"])
        .amber(B, 5)
        .start();
    t.play("Security Detail");
    t.choose("Krump");
    let on: Vec<u8> = ["Troll", "Krump", "Bumpsy", "Dust Pixie"]
        .iter()
        .map(|n| t.amber_on(n))
        .collect();
    assert_eq!(on, [1, 1, 1, 0]);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn siphonapterian_has_taunt_only_while_haunted() {
    let haunted = scenario(House::Ekwidon)
        .battleline(A, &["Siphonapterian"])
        .discard(A, &HAUNTING)
        .start();
    assert!(haunted
        .g
        .keywords(haunted.find("Siphonapterian"))
        .contains(Keywords::TAUNT));
    let calm = scenario(House::Ekwidon)
        .battleline(A, &["Siphonapterian"])
        .start();
    assert!(!calm
        .g
        .keywords(calm.find("Siphonapterian"))
        .contains(Keywords::TAUNT));
}

#[test]
fn siphonapterian_destroyed_on_the_opponents_turn_gains_its_controller_2() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Siphonapterian"])
        .start();
    t.fight("Troll", "Siphonapterian");
    assert_eq!(t.discard(B), ["Siphonapterian"]);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn siphonapterian_destroyed_on_its_controllers_turn_gains_nothing() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Siphonapterian"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Siphonapterian", "Troll");
    assert_eq!(t.discard(A), ["Siphonapterian"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn revived_za_orha_forges_a_key_when_behind_on_keys_then_is_purged() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Revived Ză-Orhă"])
        .keys(B, 1)
        .amber(A, 6)
        .start();
    t.play("Revived Ză-Orhă");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.purged(A), ["Revived Ză-Orhă"]);
}

#[test]
fn revived_za_orha_stays_when_not_behind_on_keys() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Revived Ză-Orhă"])
        .keys(A, 1)
        .keys(B, 1)
        .amber(A, 6)
        .start();
    t.play("Revived Ză-Orhă");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.line(A), ["Revived Ză-Orhă"]);
}

#[test]
fn revived_za_orha_destroyed_while_haunted_is_archived() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Revived Ză-Orhă"])
        .discard(A, &HAUNTING)
        .start();
    t.g.destroy(t.find("Revived Ză-Orhă"));
    t.advance();
    assert_eq!(t.archives_of(A), ["Revived Ză-Orhă"]);
}

#[test]
fn revived_za_orha_destroyed_while_not_haunted_is_discarded() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Revived Ză-Orhă"])
        .start();
    t.g.destroy(t.find("Revived Ză-Orhă"));
    t.advance();
    assert_eq!(t.discard(A), ["Revived Ză-Orhă"]);
}

#[test]
fn skreel_swarm_deals_1_to_each_enemy_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Skreel Swarm"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.play("Skreel Swarm");
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.line(A), ["Dust Pixie"], "friendly creatures are spared");
}

#[test]
fn skreel_swarm_scrapped_may_go_from_the_discard_pile_to_archives() {
    let mut t = scenario(House::Ekwidon).hand(A, &["Skreel Swarm"]).start();
    t.discard_card("Skreel Swarm");
    t.yes();
    assert_eq!(t.archives_of(A), ["Skreel Swarm"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn skreel_swarm_scrapped_may_stay_in_the_discard_pile() {
    let mut t = scenario(House::Ekwidon).hand(A, &["Skreel Swarm"]).start();
    t.discard_card("Skreel Swarm");
    t.no();
    assert_eq!(t.discard(A), ["Skreel Swarm"]);
}

#[test]
fn tachyon_manifold_gives_another_turn_and_10_cards_to_the_opponent_then_is_purged() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Tachyon Manifold"])
        .deck(B, &["Virtuous Works"; 12])
        .start();
    t.action("Tachyon Manifold");
    assert_eq!(t.hand_of(B).len(), 10);
    assert_eq!(t.purged(A), ["Tachyon Manifold"]);
    t.end_turn();
    assert_eq!(t.g.active_player(), A, "A takes another turn");
}

#[test]
fn bonded_auctioneer_destroys_an_artifact_and_pays_its_controller_1() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Bonded Auctioneer"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.reap("Bonded Auctioneer");
    assert_eq!(t.discard(B), ["Library of Babble"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1), "A reaped, B was paid");
}

#[test]
fn bonded_auctioneer_pays_nothing_without_an_artifact() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Bonded Auctioneer"])
        .start();
    t.reap("Bonded Auctioneer");
    assert_eq!((t.amber(A), t.amber(B)), (1, 0));
}

#[test]
fn bonded_auctioneer_scrapped_returns_an_artifact_to_its_owners_hand() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Bonded Auctioneer"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.discard_card("Bonded Auctioneer");
    assert_eq!(t.hand_of(B), ["Library of Babble"]);
}

#[test]
fn gegrrokuu_sapper_takes_an_enemy_artifact_and_goes_to_the_opponent() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Gegrrŏkŭŭ Sapper"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.play("Gegrrŏkŭŭ Sapper");
    assert_eq!(t.artifacts_of(A), ["Library of Babble"]);
    assert_eq!(t.line(B), ["Gegrrŏkŭŭ Sapper"]);
}

#[test]
fn gegrrokuu_sapper_goes_to_the_opponent_even_with_no_artifact_to_take() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Gegrrŏkŭŭ Sapper"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.fight("Gegrrŏkŭŭ Sapper", "Dust Pixie");
    t.choose_option(0);
    assert_eq!(
        t.line(B),
        ["Gegrrŏkŭŭ Sapper", "Krump"],
        "B chose the left flank"
    );
}

#[test]
fn gegrrokuu_sapper_scrapped_trades_a_friendly_artifact_for_an_enemy_one() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Gegrrŏkŭŭ Sapper"])
        .artifacts(A, &["Tachyon Manifold"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.discard_card("Gegrrŏkŭŭ Sapper");
    assert!(t.artifacts_of(A).is_empty());
    assert_eq!(t.discard(B), ["Library of Babble"]);
}

#[test]
fn gegrrokuu_sapper_scrapped_without_a_friendly_artifact_destroys_nothing() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Gegrrŏkŭŭ Sapper"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.discard_card("Gegrrŏkŭŭ Sapper");
    assert_eq!(t.artifacts_of(B), ["Library of Babble"]);
}

#[test]
fn incarnation_pod_puts_a_discarded_card_under_its_owners_deck() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Incarnation Pod"])
        .discard(B, &["Troll", "Krump"])
        .deck(B, &["Punch"])
        .start();
    t.action("Incarnation Pod");
    t.choose("Troll");
    assert_eq!(t.deck_of(B), ["Punch", "Troll"]);
    assert_eq!(t.discard(B), ["Krump"]);
}

#[test]
fn incarnation_pod_scrapped_purges_the_bottom_card_of_each_deck() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Incarnation Pod"])
        .deck(A, &["Punch", "Anger"])
        .deck(B, &["Troll", "Krump"])
        .start();
    t.discard_card("Incarnation Pod");
    assert_eq!(t.purged(A), ["Anger"]);
    assert_eq!(t.purged(B), ["Krump"]);
    assert_eq!((t.deck_of(A), t.deck_of(B)), (vec!["Punch"], vec!["Troll"]));
}

#[test]
fn tutor_bin_rillo_discards_up_to_3_and_the_opponent_draws() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Tutor Bin-Rillo", "Troll", "Krump", "Punch"])
        .start();
    t.play("Tutor Bin-Rillo");
    t.choose("Troll");
    t.choose("Punch");
    t.pass();
    assert_eq!(t.discard(A), ["Troll", "Punch"]);
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(t.hand_of(B).len(), 1);
}

#[test]
fn tutor_bin_rillo_scrapped_has_each_player_draw() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Tutor Bin-Rillo"])
        .start();
    t.discard_card("Tutor Bin-Rillo");
    assert_eq!((t.hand_of(A).len(), t.hand_of(B).len()), (1, 1));
}

#[test]
fn a_scrap_card_discarded_by_another_card_on_its_owners_turn_resolves() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Tutor Bin-Rillo", "Incarnation Pod"])
        .deck(A, &["Punch", "Anger"])
        .deck(B, &["Troll", "Krump"])
        .start();
    t.play("Tutor Bin-Rillo");
    t.choose("Incarnation Pod");
    assert_eq!(t.purged(A), ["Anger"], "Incarnation Pod's scrap");
    assert_eq!(t.purged(B), ["Krump"]);
}

#[test]
fn zavel_plays_an_artifact_from_your_discard_pile_and_gains_1_for_it() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Zavel, “Archaeologist”"])
        .discard(A, &["Troll", "Library of Babble"])
        .start();
    t.play("Zavel, “Archaeologist”");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "only artifacts"
    );
    t.choose("Library of Babble");
    assert_eq!(t.artifacts_of(A), ["Library of Babble"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn zavel_may_play_nothing_after_reaping() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Zavel, “Archaeologist”"])
        .discard(A, &["Library of Babble"])
        .start();
    t.reap("Zavel, “Archaeologist”");
    t.pass();
    assert_eq!(t.discard(A), ["Library of Babble"]);
    assert_eq!(t.amber(A), 1, "the reap only");
}

#[test]
fn zavel_gains_nothing_for_an_artifact_played_from_hand() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Zavel, “Archaeologist”"])
        .hand(A, &["Tachyon Manifold"])
        .start();
    t.play("Tachyon Manifold");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn curse_of_spontaneity_scraps_the_cards_it_discards_on_their_owners_turn() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Curse of Spontaneity"])
        .hand(A, &["Tutor Bin-Rillo"])
        .start();
    t.end_turn();
    assert_eq!(t.discard(A), ["Tutor Bin-Rillo"]);
    assert_eq!(t.hand_of(B).len(), 1, "Tutor Bin-Rillo's scrap: each draws");
}
