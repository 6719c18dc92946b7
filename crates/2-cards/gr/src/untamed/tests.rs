//! Tests of the Untamed cards of Grim Reminders: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Keywords};

/// Ten cards for a discard pile: a player with them is haunted.
const HAUNTING_PILE: [&str; 10] = ["Virtuous Works"; 10];

/// Nine cards for a discard pile: one short of haunted.
const ALMOST_HAUNTING_PILE: [&str; 9] = ["Virtuous Works"; 9];

// ----- Choking Ivy ------------------------------------------------------------

#[test]
fn choking_ivy_destroys_the_weakest_twice_when_you_are_not_haunted() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Choking Ivy"])
        .battleline(A, &["Dust Pixie", "Grenade Snib", "Troll"])
        .battleline(B, &["Bad Penny", "Krump"])
        .start();
    t.play("Choking Ivy");
    assert_eq!(t.line(A), ["Troll"], "power 1, then power 2");
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(
        t.location("Bad Penny"),
        Location::Hand,
        "its own Destroyed:"
    );
}

#[test]
fn choking_ivy_destroys_the_weakest_once_when_you_are_haunted() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Choking Ivy"])
        .battleline(A, &["Dust Pixie", "Grenade Snib", "Troll"])
        .battleline(B, &["Bad Penny", "Krump"])
        .discard(A, &HAUNTING_PILE)
        .start();
    t.play("Choking Ivy");
    assert_eq!(t.line(A), ["Grenade Snib", "Troll"]);
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn choking_ivy_reads_haunted_after_its_first_destructions() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Choking Ivy"])
        .battleline(A, &["Dust Pixie", "Grenade Snib", "Troll"])
        .discard(A, &ALMOST_HAUNTING_PILE)
        .start();
    t.play("Choking Ivy");
    assert_eq!(
        t.line(A),
        ["Grenade Snib", "Troll"],
        "Dust Pixie made the tenth card: no repeat"
    );
}

// ----- Curse of Fertility -----------------------------------------------------

#[test]
fn curse_of_fertility_enters_play_under_the_opponents_control() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Curse of Fertility"])
        .start();
    t.play("Curse of Fertility");
    assert_eq!(t.artifacts_of(B), ["Curse of Fertility"]);
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn curse_of_fertility_pays_the_opponent_when_its_controller_played_no_creature() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Curse of Fertility"])
        .start();
    t.end_turn();
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn curse_of_fertility_pays_nothing_after_its_controller_played_a_creature() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Curse of Fertility"])
        .hand(A, &["Dust Pixie"])
        .start();
    t.play("Dust Pixie");
    t.end_turn();
    assert_eq!(t.amber(B), 0);
}

// ----- Dark Heart of the Forest -----------------------------------------------

#[test]
fn dark_heart_of_the_forest_makes_a_haunted_player_skip_forging() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Dark Heart of the Forest"])
        .amber(B, 7)
        .discard(B, &HAUNTING_PILE)
        .start();
    t.end_turn();
    assert_eq!((t.keys(B), t.amber(B)), (0, 7));
}

#[test]
fn dark_heart_of_the_forest_lets_a_player_who_is_not_haunted_forge() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Dark Heart of the Forest"])
        .amber(B, 7)
        .discard(B, &ALMOST_HAUNTING_PILE)
        .start();
    t.end_turn();
    assert_eq!((t.keys(B), t.amber(B)), (1, 1));
}

// ----- Flying Broomstick ------------------------------------------------------

#[test]
fn flying_broomstick_gives_elusive() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .upgrade(A, "Flying Broomstick", "Snufflegator")
        .start();
    let gator = t.find("Snufflegator");
    assert!(t.g.keywords(gator).contains(Keywords::ELUSIVE));
}

#[test]
fn flying_broomstick_reap_clears_damage_amber_and_counters_from_a_creature() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Troll"])
        .upgrade(A, "Flying Broomstick", "Snufflegator")
        .start();
    let troll = t.find("Troll");
    t.set_damage("Troll", 3);
    t.set_amber_on("Troll", 2);
    t.g.add_power_counters(troll, 2);
    t.g.add_counters(troll, 1);
    t.set_stunned("Troll");
    t.reap("Snufflegator");
    t.choose("Troll");
    assert_eq!((t.damage("Troll"), t.amber_on("Troll")), (0, 0));
    assert_eq!(t.power("Troll"), 8, "its power counters are gone");
    assert_eq!(t.g.counters(troll), 0);
    assert!(t.stunned("Troll"), "a stun is a status, not a counter");
    assert_eq!(t.amber(A), 1, "the reap; the Æmber went to the supply");
    assert_eq!(t.amber(B), 0);
}

// ----- The Witching Hour ------------------------------------------------------

#[test]
fn the_witching_hour_returns_each_witch_creature_from_your_discard_pile() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["The Witching Hour"])
        .discard(A, &["Witch of the Wilds", "Dust Pixie", "Chota Hazri"])
        .discard(B, &["Witch of the Wilds"])
        .start();
    t.play("The Witching Hour");
    assert_eq!(t.hand_of(A), ["Witch of the Wilds", "Chota Hazri"]);
    assert_eq!(t.discard(A), ["Dust Pixie", "The Witching Hour"]);
    assert_eq!(t.discard(B), ["Witch of the Wilds"], "yours only");
}

// ----- Witch Queen ------------------------------------------------------------

#[test]
fn witch_queen_makes_other_friendly_witches_enter_play_ready() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Witch Queen"])
        .hand(A, &["Chota Hazri", "Dust Pixie"])
        .start();
    t.play("Chota Hazri");
    t.flank(Flank::Right);
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Chota Hazri"));
    assert!(t.exhausted("Dust Pixie"), "not a Witch");
}

#[test]
fn witch_queen_in_the_center_gives_her_witches_skirmish_elusive_and_poison() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Chota Hazri", "Witch Queen", "Dust Pixie"])
        .start();
    let want = Keywords::SKIRMISH
        .with(Keywords::ELUSIVE)
        .with(Keywords::POISON);
    assert!(t.g.keywords(t.find("Chota Hazri")).contains(want));
    assert!(!t
        .g
        .keywords(t.find("Dust Pixie"))
        .contains(Keywords::POISON));
    assert!(!t
        .g
        .keywords(t.find("Witch Queen"))
        .contains(Keywords::POISON));
}

#[test]
fn witch_queen_in_the_center_returns_a_destroyed_witch_to_hand() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Chota Hazri", "Witch Queen", "Dust Pixie"])
        .start();
    t.g.destroy(t.find("Chota Hazri"));
    t.advance();
    assert_eq!(t.hand_of(A), ["Chota Hazri"]);
}

#[test]
fn witch_queen_off_center_gives_nothing() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Chota Hazri", "Witch Queen"])
        .start();
    assert!(!t
        .g
        .keywords(t.find("Chota Hazri"))
        .contains(Keywords::POISON));
    t.g.destroy(t.find("Chota Hazri"));
    t.advance();
    assert_eq!(t.discard(A), ["Chota Hazri"]);
}

// ----- Loyal Packmate ---------------------------------------------------------

#[test]
fn loyal_packmate_lets_enemies_fight_only_friendly_taunt_creatures() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(
            B,
            &[
                "Loyal Packmate",
                "Snufflegator",
                "Dust Pixie",
                "Krump",
                "Sanctum Guardian",
            ],
        )
        .start();
    t.apply(Choice::Fight(t.find("Troll")));
    assert!(t.is_legal(Choice::Target(t.find("Loyal Packmate"))));
    assert!(
        t.is_legal(Choice::Target(t.find("Sanctum Guardian"))),
        "it has taunt"
    );
    assert!(
        !t.is_legal(Choice::Target(t.find("Dust Pixie"))),
        "no taunt"
    );
}

#[test]
fn loyal_packmate_does_not_limit_its_own_side() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Loyal Packmate", "Snufflegator"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.fight("Snufflegator", "Dust Pixie");
    assert_eq!(t.line(B), ["Krump"]);
}

// ----- Narl Gibbus ------------------------------------------------------------

#[test]
fn narl_gibbus_enrages_itself_when_played_and_gains_skirmish_and_splash() {
    let mut t = scenario(House::Untamed).hand(A, &["Narl Gibbus"]).start();
    t.play("Narl Gibbus");
    assert!(t.card("Narl Gibbus").is_enraged());
    assert!(t
        .g
        .keywords(t.find("Narl Gibbus"))
        .contains(Keywords::SKIRMISH));
}

#[test]
fn narl_gibbus_enraged_splashes_3_and_takes_no_damage() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Narl Gibbus"])
        .battleline(B, &["Dust Pixie", "Krump", "Snufflegator"])
        .start();
    t.set_enraged("Narl Gibbus");
    t.fight("Narl Gibbus", "Krump");
    assert_eq!(t.damage("Narl Gibbus"), 0, "skirmish");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.damage("Snufflegator"), 3, "splash-attack 3");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
}

#[test]
fn narl_gibbus_calm_has_neither_skirmish_nor_splash() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Narl Gibbus"])
        .battleline(B, &["Dust Pixie", "Snufflegator", "Bad Penny"])
        .start();
    t.fight("Narl Gibbus", "Snufflegator");
    assert_eq!(t.damage("Snufflegator"), 3);
    assert_eq!(t.line(B), ["Dust Pixie", "Snufflegator", "Bad Penny"]);
    assert_eq!(
        t.location("Narl Gibbus"),
        Location::Discard,
        "4 damage back"
    );
}

#[test]
fn narl_gibbus_reap_enrages_it() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Narl Gibbus"])
        .start();
    t.reap("Narl Gibbus");
    assert!(t.card("Narl Gibbus").is_enraged());
    assert_eq!(t.amber(A), 1);
}

// ----- Rotfeast ---------------------------------------------------------------

#[test]
fn rotfeast_gains_1_each_time_a_creature_is_dealt_damage_this_turn() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Rotfeast"])
        .battleline(A, &["Mighty Tiger"])
        .battleline(B, &["Troll", "Bad Penny"])
        .start();
    t.play("Rotfeast");
    assert_eq!(t.amber(A), 1, "its bonus");
    t.fight("Mighty Tiger", "Troll");
    assert_eq!(t.amber(A), 3, "both fighters were dealt damage");
    let penny = t.find("Bad Penny");
    t.set_ward("Bad Penny");
    t.g.deal_damage(penny, 1);
    assert_eq!(t.amber(A), 3, "a ward prevented the damage: nothing dealt");
}

#[test]
fn rotfeast_ends_with_the_turn() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Rotfeast"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Rotfeast");
    t.end_turn();
    let krump = t.find("Krump");
    t.g.deal_damage(krump, 1);
    assert_eq!(t.amber(A), 1);
}

// ----- Till the Earth ---------------------------------------------------------

#[test]
fn till_the_earth_shuffles_both_discard_piles_into_the_decks() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Till the Earth"])
        .discard(A, &["Dust Pixie"])
        .discard(B, &["Krump", "Troll"])
        .deck(A, &[])
        .deck(B, &[])
        .start();
    t.play("Till the Earth");
    assert_eq!(t.deck_of(A), ["Dust Pixie"]);
    assert_eq!(t.deck_of(B).len(), 2);
    assert!(t.discard(B).is_empty());
    assert_eq!(t.discard(A), ["Till the Earth"], "itself, once it resolved");
}

// ----- Werewolf Curse ---------------------------------------------------------

#[test]
fn werewolf_curse_enrages_its_creature_when_played() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Werewolf Curse"])
        .battleline(A, &["Snufflegator", "Dust Pixie"])
        .start();
    t.play("Werewolf Curse");
    t.choose("Snufflegator");
    assert!(t.card("Snufflegator").is_enraged());
}

#[test]
fn werewolf_curse_splashes_3_then_goes_to_archives_after_the_fight() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .upgrade(A, "Werewolf Curse", "Snufflegator")
        .battleline(B, &["Bad Penny", "Dust Pixie", "Krump"])
        .start();
    t.fight("Snufflegator", "Dust Pixie");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(
        t.location("Bad Penny"),
        Location::Hand,
        "its own Destroyed:"
    );
    assert_eq!(t.archives_of(A), ["Werewolf Curse"]);
}

// ----- Æmberfly ---------------------------------------------------------------

#[test]
fn aemberfly_captures_1_after_a_fight() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Æmberfly"])
        .battleline(B, &["Bad Penny"])
        .amber(B, 2)
        .start();
    t.fight("Æmberfly", "Bad Penny");
    assert_eq!(t.amber_on("Æmberfly"), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn aemberfly_reap_moves_1_from_it_to_your_pool() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Æmberfly"])
        .start();
    t.set_amber_on("Æmberfly", 2);
    t.reap("Æmberfly");
    assert_eq!(t.amber(A), 2, "the reap and 1 from it");
    assert_eq!(t.amber_on("Æmberfly"), 1);
}

// ----- Blernean Hydra ---------------------------------------------------------

#[test]
fn blernean_hydra_splashes_as_much_as_its_damage() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Blernean Hydra"])
        .battleline(B, &["Krump", "Snufflegator", "Troll"])
        .start();
    t.set_damage("Blernean Hydra", 2);
    t.fight("Blernean Hydra", "Snufflegator");
    assert_eq!((t.damage("Krump"), t.damage("Troll")), (2, 2));
}

#[test]
fn blernean_hydra_undamaged_does_not_splash() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Blernean Hydra"])
        .battleline(B, &["Krump", "Dust Pixie", "Troll"])
        .start();
    t.fight("Blernean Hydra", "Dust Pixie");
    assert_eq!((t.damage("Krump"), t.damage("Troll")), (0, 0));
}

// ----- Grave Pixie ------------------------------------------------------------

#[test]
fn grave_pixie_is_archived_when_destroyed_while_you_are_haunted() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Grave Pixie"])
        .discard(A, &HAUNTING_PILE)
        .start();
    t.g.destroy(t.find("Grave Pixie"));
    t.advance();
    assert_eq!(t.archives_of(A), ["Grave Pixie"]);
}

#[test]
fn grave_pixie_goes_to_the_discard_pile_when_you_are_not_haunted() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Grave Pixie"])
        .start();
    t.g.destroy(t.find("Grave Pixie"));
    t.advance();
    assert_eq!(t.discard(A), ["Grave Pixie"]);
}

// ----- Haunting Witch ---------------------------------------------------------

#[test]
fn haunting_witch_gains_1_when_you_play_a_creature_while_haunted() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Haunting Witch"])
        .hand(A, &["Snufflegator"])
        .discard(A, &HAUNTING_PILE)
        .start();
    t.play("Snufflegator");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn haunting_witch_gains_nothing_when_you_are_not_haunted() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Haunting Witch"])
        .hand(A, &["Snufflegator"])
        .start();
    t.play("Snufflegator");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 0);
}

// ----- Invigorating Shower ----------------------------------------------------

#[test]
fn invigorating_shower_shuffles_the_chosen_house_from_your_discard_pile() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Invigorating Shower"])
        .discard(A, &["Dust Pixie", "Troll", "Snufflegator"])
        .deck(A, &[])
        .start();
    t.play("Invigorating Shower");
    t.choose_house(House::Untamed);
    assert_eq!(t.discard(A), ["Troll", "Invigorating Shower"]);
    let mut deck = t.deck_of(A);
    deck.sort();
    assert_eq!(deck, ["Dust Pixie", "Snufflegator"]);
}

// ----- Lost in the Wild -------------------------------------------------------

#[test]
fn lost_in_the_wild_shuffles_each_flank_creature_away() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Lost in the Wild"])
        .battleline(A, &["Dust Pixie", "Snufflegator", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Lost in the Wild");
    assert_eq!(t.line(A), ["Snufflegator"]);
    assert!(t.line(B).is_empty());
    assert_eq!(t.location("Krump"), Location::Deck);
}

#[test]
fn lost_in_the_wild_repeats_for_the_new_flanks_when_you_are_haunted() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Lost in the Wild"])
        .battleline(
            A,
            &[
                "Dust Pixie",
                "Snufflegator",
                "Troll",
                "Mighty Tiger",
                "Krump",
            ],
        )
        .discard(A, &HAUNTING_PILE)
        .start();
    t.play("Lost in the Wild");
    assert_eq!(t.line(A), ["Troll"]);
}

// ----- Skeletal Murmook -------------------------------------------------------

#[test]
fn skeletal_murmook_raises_the_opponents_keys_while_you_are_haunted() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Skeletal Murmook"])
        .discard(A, &HAUNTING_PILE)
        .start();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn skeletal_murmook_costs_nothing_while_you_are_not_haunted() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Skeletal Murmook"])
        .discard(B, &HAUNTING_PILE)
        .start();
    assert_eq!(t.g.key_cost(B), 6);
}

// ----- Spoo-key Charge --------------------------------------------------------

#[test]
fn spoo_key_charge_forges_when_haunted_then_shuffles_your_discard_pile() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Spoo-key Charge"])
        .amber(A, 7)
        .discard(A, &HAUNTING_PILE)
        .deck(A, &[])
        .start();
    t.play("Spoo-key Charge");
    assert_eq!((t.keys(A), t.amber(A)), (1, 1));
    assert_eq!(t.deck_of(A).len(), 10);
    assert_eq!(t.discard(A), ["Spoo-key Charge"]);
}

#[test]
fn spoo_key_charge_only_shuffles_when_not_haunted() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Spoo-key Charge"])
        .amber(A, 7)
        .discard(A, &ALMOST_HAUNTING_PILE)
        .deck(A, &[])
        .start();
    t.play("Spoo-key Charge");
    assert_eq!((t.keys(A), t.amber(A)), (0, 7));
    assert_eq!(t.deck_of(A).len(), 9);
}

// ----- The Circle of Life -----------------------------------------------------

#[test]
fn the_circle_of_life_gives_2_to_each_haunted_player() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["The Circle of Life"])
        .discard(B, &HAUNTING_PILE)
        .start();
    t.play("The Circle of Life");
    assert_eq!(t.amber(A), 1, "its bonus: A is not haunted");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn the_circle_of_life_gives_2_to_you_when_you_are_haunted() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["The Circle of Life"])
        .discard(A, &HAUNTING_PILE)
        .start();
    t.play("The Circle of Life");
    assert_eq!((t.amber(A), t.amber(B)), (3, 0));
}

// ----- Warfaline --------------------------------------------------------------

#[test]
fn warfaline_shuffles_the_top_5_of_the_opponents_discard_pile() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Warfaline"])
        .discard(
            B,
            &[
                "Troll",
                "Krump",
                "Dust Pixie",
                "Bad Penny",
                "Snufflegator",
                "Urchin",
            ],
        )
        .deck(B, &[])
        .start();
    t.play("Warfaline");
    t.choose_option(1);
    assert_eq!(t.discard(B), ["Troll"], "the bottom card stays");
    assert_eq!(t.deck_of(B).len(), 5);
}

#[test]
fn warfaline_after_a_fight_may_shuffle_your_own_discard_pile() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Warfaline"])
        .battleline(B, &["Dust Pixie"])
        .discard(A, &["Troll", "Krump"])
        .deck(A, &[])
        .start();
    t.fight("Warfaline", "Dust Pixie");
    t.choose_option(0);
    assert!(t.discard(A).is_empty());
    assert_eq!(t.deck_of(A).len(), 2);
}

// ----- Æmber Storm ------------------------------------------------------------

#[test]
fn aember_storm_deals_1_per_aember_in_your_pool() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Æmber Storm"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .amber(A, 2)
        .start();
    t.play("Æmber Storm");
    t.choose("Krump");
    t.choose("Krump");
    t.choose("Dust Pixie");
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.amber(A), 3, "spent nothing");
}

// ----- Forgotten Guardian -----------------------------------------------------

#[test]
fn forgotten_guardian_purges_a_card_from_either_discard_pile() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Forgotten Guardian"])
        .discard(A, &["Dust Pixie"])
        .discard(B, &["Troll"])
        .start();
    t.play("Forgotten Guardian");
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Troll"]);
    assert_eq!(t.discard(A), ["Dust Pixie"]);
}

#[test]
fn forgotten_guardian_scrap_shuffles_a_purged_card_into_its_owners_deck() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Forgotten Guardian"])
        .purged(A, &["Troll"])
        .purged(B, &["Krump"])
        .deck(B, &[])
        .start();
    t.discard_card("Forgotten Guardian");
    t.choose("Krump");
    assert_eq!(t.deck_of(B), ["Krump"]);
    assert!(t.purged(B).is_empty());
    assert_eq!(t.purged(A), ["Troll"]);
}

// ----- Jervi ------------------------------------------------------------------

#[test]
fn jervi_reap_takes_a_card_of_your_choice_from_your_deck() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Jervi"])
        .deck(A, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.reap("Jervi");
    t.choose("Krump");
    assert_eq!(t.hand_of(A), ["Krump"]);
    let mut deck = t.deck_of(A);
    deck.sort();
    assert_eq!(deck, ["Dust Pixie", "Troll"]);
}

#[test]
fn jervi_scrap_archives_a_card_from_your_discard_pile() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Jervi"])
        .discard(A, &["Troll"])
        .start();
    t.discard_card("Jervi");
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Jervi"]);
}

// ----- Ghost Tree -------------------------------------------------------------

#[test]
fn ghost_tree_deals_no_fight_damage_while_you_are_haunted() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ghost Tree"])
        .battleline(B, &["Troll"])
        .discard(A, &HAUNTING_PILE)
        .start();
    t.fight("Ghost Tree", "Troll");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("Ghost Tree"), 8);
}

#[test]
fn ghost_tree_fights_at_full_power_while_you_are_not_haunted() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ghost Tree"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Ghost Tree", "Troll");
    assert_eq!(t.location("Troll"), Location::Discard);
}

#[test]
fn ghost_tree_scrap_discards_the_top_5_cards_of_your_deck() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Ghost Tree"])
        .deck(
            A,
            &[
                "Troll",
                "Krump",
                "Dust Pixie",
                "Bad Penny",
                "Urchin",
                "Snufflegator",
            ],
        )
        .start();
    t.discard_card("Ghost Tree");
    assert_eq!(t.deck_of(A), ["Snufflegator"]);
    assert_eq!(t.discard(A).len(), 6, "Ghost Tree and five");
}

// ----- Bog Spitter ------------------------------------------------------------

#[test]
fn bog_spitter_after_a_fight_discards_at_random_from_the_opponents_hand() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Bog Spitter"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Troll"])
        .start();
    t.fight("Bog Spitter", "Dust Pixie");
    t.choose_option(1);
    assert_eq!(t.discard(B), ["Dust Pixie", "Troll"]);
}

#[test]
fn bog_spitter_may_discard_from_your_own_hand_and_scrap_it() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Bog Spitter"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .hand(A, &["Witch of the Spore"])
        .start();
    t.fight("Bog Spitter", "Dust Pixie");
    t.choose_option(0);
    assert_eq!(t.discard(A), ["Witch of the Spore"]);
    assert_eq!(
        t.damage("Krump"),
        3,
        "its Scrap: resolved, Krump the only enemy"
    );
}

#[test]
fn bog_spitter_scrap_steals_1_from_an_opponent_with_6() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Bog Spitter"])
        .amber(B, 6)
        .start();
    t.discard_card("Bog Spitter");
    assert_eq!((t.amber(A), t.amber(B)), (1, 5));
}

#[test]
fn bog_spitter_scrap_steals_nothing_from_an_opponent_with_5() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Bog Spitter"])
        .amber(B, 5)
        .start();
    t.discard_card("Bog Spitter");
    assert_eq!((t.amber(A), t.amber(B)), (0, 5));
}

// ----- Witch of the Spore -----------------------------------------------------

#[test]
fn witch_of_the_spore_poisons_what_it_fights() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Witch of the Spore"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Witch of the Spore", "Troll");
    assert_eq!(t.location("Troll"), Location::Discard);
}

#[test]
fn witch_of_the_spore_scrap_deals_3_to_an_enemy_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Witch of the Spore"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.discard_card("Witch of the Spore");
    assert!(
        !t.is_legal(Choice::Target(t.find("Dust Pixie"))),
        "enemies only"
    );
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3);
}

// ----- Sabira the Medium ------------------------------------------------------

#[test]
fn sabira_the_medium_gains_3_when_you_shuffle_your_discard_pile_into_your_deck() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Sabira the Medium"])
        .hand(A, &["Till the Earth"])
        .discard(A, &["Troll"])
        .discard(B, &["Krump"])
        .start();
    t.play("Till the Earth");
    assert_eq!(t.amber(A), 3, "A's pile; B's shuffle is not A's");
}

#[test]
fn sabira_the_medium_gains_3_when_an_empty_deck_is_refilled_to_draw() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Sabira the Medium"])
        .discard(
            A,
            &[
                "Troll",
                "Krump",
                "Dust Pixie",
                "Bad Penny",
                "Urchin",
                "Snufflegator",
            ],
        )
        .deck(A, &[])
        .start();
    t.end_turn();
    assert_eq!(t.amber(A), 3);
}

#[test]
fn sabira_the_medium_ignores_the_opponents_shuffle() {
    let mut t = scenario(House::Untamed)
        .battleline(B, &["Sabira the Medium"])
        .hand(A, &["Spoo-key Charge"])
        .discard(A, &["Troll"])
        .start();
    t.play("Spoo-key Charge");
    assert_eq!(t.amber(B), 0);
}

// ----- Cauldron ---------------------------------------------------------------

#[test]
fn cauldron_puts_the_top_card_of_your_deck_faceup_under_it() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Cauldron"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.apply(Choice::Omni(t.find("Cauldron")));
    assert_eq!(t.beneath_of("Cauldron"), ["Troll"]);
    assert!(t.card("Troll").is_grafted(), "faceup");
    assert_eq!(t.deck_of(A), ["Krump"]);
    assert!(t.line(A).is_empty(), "only 1 card under it");
}

#[test]
fn cauldron_plays_its_3_cards_one_at_a_time_in_the_order_you_choose() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Cauldron"])
        .grafted(A, "Dust Pixie", "Cauldron")
        .grafted(A, "Virtuous Works", "Cauldron")
        .deck(A, &["Snufflegator", "Krump"])
        .start();
    t.apply(Choice::Omni(t.find("Cauldron")));
    t.choose("Virtuous Works");
    assert_eq!(t.amber(A), 3, "Virtuous Works resolved first");
    t.choose("Snufflegator");
    // Dust Pixie, the last one, is played without asking; its flank is asked.
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Snufflegator", "Dust Pixie"]);
    assert_eq!(t.amber(A), 5);
    assert!(t.beneath_of("Cauldron").is_empty());
    assert_eq!(t.discard(A), ["Virtuous Works"]);
}

// ----- Came Back Wrong --------------------------------------------------------

#[test]
fn came_back_wrong_plays_a_creature_from_your_discard_pile_and_curses_it() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Came Back Wrong"])
        .discard(A, &["Mighty Tiger", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Came Back Wrong");
    t.choose("Mighty Tiger");
    assert_eq!(t.damage("Krump"), 4, "Mighty Tiger's Play: resolved");
    assert_eq!(t.line(A), ["Mighty Tiger"]);
    assert_eq!(t.location("Came Back Wrong"), Location::Attached);
    assert_eq!(t.card("Came Back Wrong").host, t.find("Mighty Tiger"));
    assert_eq!(t.power("Mighty Tiger"), 2);
    assert!(t
        .g
        .keywords(t.find("Mighty Tiger"))
        .contains(Keywords::POISON));
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn came_back_wrong_with_no_creature_in_your_discard_pile_is_discarded() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Came Back Wrong"])
        .discard(A, &["Virtuous Works"])
        .discard(B, &["Troll"])
        .start();
    t.play("Came Back Wrong");
    assert!(t.line(A).is_empty());
    assert_eq!(t.discard(A), ["Virtuous Works", "Came Back Wrong"]);
}

#[test]
fn haunting_witch_counts_itself_when_played_while_haunted() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Haunting Witch"])
        .discard(A, &HAUNTING_PILE)
        .start();
    t.play("Haunting Witch");
    assert_eq!(
        t.amber(A),
        1,
        "it is in play as it is played: a creature you played"
    );
}

#[test]
fn cauldron_leaves_a_card_that_cannot_be_played_under_it() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Cauldron"])
        .grafted(A, "Kelifi Dragon", "Cauldron")
        .grafted(A, "Virtuous Works", "Cauldron")
        .deck(A, &["Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Cauldron")));
    t.choose("Virtuous Works");
    t.choose("Kelifi Dragon");
    assert_eq!(t.amber(A), 3);
    assert_eq!(t.line(A), ["Troll"], "played last, by itself");
    assert_eq!(
        t.beneath_of("Cauldron"),
        ["Kelifi Dragon"],
        "needs 7 Æmber to be played"
    );
}
