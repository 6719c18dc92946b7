//! Tests of the Star Alliance cards of Mass Mutation: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
use keysim_facts::{House, Keywords};

#[test]
fn access_denied_stops_its_creature_reaping_but_not_fighting() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(A, "Access Denied", "Troll")
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Troll"))));
    assert!(t.is_legal(Choice::Fight(t.find("Troll"))));
    assert!(
        t.is_legal(Choice::Reap(t.find("Krump"))),
        "only its creature"
    );
}

#[test]
fn detention_coil_stops_its_creature_fighting_but_not_reaping() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(A, "Detention Coil", "Troll")
        .start();
    assert!(!t.is_legal(Choice::Fight(t.find("Troll"))));
    assert!(t.is_legal(Choice::Reap(t.find("Troll"))));
    assert!(
        t.is_legal(Choice::Fight(t.find("Krump"))),
        "only its creature"
    );
}

#[test]
fn blast_shielding_gives_two_armor_and_may_move_to_a_neighbor_after_use() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump", "Bumpsy", "Ganger Chieftain"])
        .upgrade(A, "Blast Shielding", "Krump")
        .start();
    assert_eq!(t.armor("Krump"), 2);
    t.reap("Krump");
    assert_eq!(t.amber(A), 1, "the reap resolved first");
    assert!(t.is_legal(Choice::Target(t.find("Troll"))));
    assert!(
        !t.is_legal(Choice::Target(t.find("Ganger Chieftain"))),
        "not a neighbor"
    );
    t.choose("Bumpsy");
    assert_eq!(t.armor("Bumpsy"), 2);
    assert_eq!(t.armor("Krump"), 0);
}

#[test]
fn blast_shielding_may_stay_where_it_is() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .upgrade(A, "Blast Shielding", "Krump")
        .start();
    t.reap("Krump");
    t.pass();
    assert_eq!(t.armor("Krump"), 2);
    assert_eq!(t.armor("Troll"), 0);
}

#[test]
fn blast_shielding_on_an_enemy_creature_is_moved_by_that_creatures_controller() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Troll", "Krump"])
        .upgrade(A, "Blast Shielding", "Krump")
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Krump");
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    t.choose("Troll");
    assert_eq!(t.armor("Troll"), 2);
}

#[test]
fn crewman_jorg_steals_without_star_alliance_neighbors() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Crewman Jörg"])
        .amber(B, 2)
        .start();
    t.action("Crewman Jörg");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn crewman_jorg_steals_nothing_beside_a_star_alliance_creature() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Troll", "Crewman Jörg", "Medic Ingram"])
        .amber(B, 2)
        .start();
    t.action("Crewman Jörg");
    assert_eq!((t.amber(A), t.amber(B)), (0, 2));
}

#[test]
fn daemo_alien_keeps_one_of_the_top_three_and_puts_one_on_the_bottom() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Dæmo-Alien"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Anger", "Punch", "Troll", "Krump"])
        .start();
    t.fight("Dæmo-Alien", "Dust Pixie");
    t.choose("Punch");
    t.choose("Anger");
    assert_eq!(t.hand_of(A), ["Anger"]);
    assert_eq!(t.deck_of(A), ["Troll", "Krump", "Punch"]);
}

#[test]
fn daemo_alien_with_a_single_card_left_puts_it_into_the_hand() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Dæmo-Alien"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Anger"])
        .start();
    t.fight("Dæmo-Alien", "Dust Pixie");
    assert_eq!(t.hand_of(A), ["Anger"]);
    assert!(t.deck_of(A).is_empty());
}

#[test]
fn daemo_alien_destroyed_steals_one() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Dæmo-Alien"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.fight("Dæmo-Alien", "Troll");
    assert_eq!(t.discard(A), ["Dæmo-Alien"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn hadron_collision_removes_the_ward_and_deals_three_through_armor() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Hadron Collision"])
        .battleline(B, &["Sequis"])
        .start();
    t.set_ward("Sequis");
    t.play("Hadron Collision");
    assert!(!t.card("Sequis").is_warded());
    assert_eq!(t.damage("Sequis"), 3, "its 2 armor prevents nothing");
}

#[test]
fn observ_u_max_gives_its_creature_a_capture_on_fight_and_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Bumpsy"])
        .battleline(B, &["Dust Pixie", "Snufflegator"])
        .upgrade(A, "Observ-u-Max", "Troll")
        .amber(B, 3)
        .start();
    t.reap("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    t.fight("Bumpsy", "Dust Pixie");
    assert_eq!(t.amber_on("Bumpsy"), 0, "only its creature");
    t.set_exhausted("Troll", false);
    t.fight("Troll", "Snufflegator");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn scout_pete_may_discard_the_top_card_of_the_deck() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Scout Pete"])
        .deck(A, &["Anger", "Punch"])
        .start();
    t.play("Scout Pete");
    t.choose_option(1);
    assert_eq!(t.discard(A), ["Anger"]);
    assert_eq!(t.deck_of(A), ["Punch"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn scout_pete_may_leave_the_top_card_where_it_is() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Scout Pete"])
        .deck(A, &["Anger", "Punch"])
        .start();
    t.reap("Scout Pete");
    t.choose_option(0);
    assert_eq!(t.deck_of(A), ["Anger", "Punch"]);
    assert!(t.discard(A).is_empty());
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn securi_droid_has_taunt_as_a_creature() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Securi-Droid"])
        .start();
    let troll = t.find("Troll");
    assert!(!t.g.can_be_fought(troll, t.find("Dust Pixie")));
    assert!(t.g.can_be_fought(troll, t.find("Securi-Droid")));
}

#[test]
fn securi_droid_played_as_an_upgrade_gives_its_creature_taunt() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Securi-Droid"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Securi-Droid");
    t.choose("Troll");
    assert_eq!(t.location("Securi-Droid"), Location::Attached);
    assert!(t.g.keywords(t.find("Troll")).contains(Keywords::TAUNT));
}
