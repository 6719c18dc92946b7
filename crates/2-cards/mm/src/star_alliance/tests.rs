//! Tests of the Star Alliance cards of Mass Mutation: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
use keysim_facts::{House, Icons, Keywords};

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

#[test]
fn stealthster_is_elusive_as_a_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Stealthster"])
        .start();
    t.fight("Troll", "Stealthster");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.line(B), ["Stealthster"]);
}

#[test]
fn stealthster_played_as_an_upgrade_gives_its_creature_elusive() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Stealthster"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Stealthster");
    t.choose("Troll");
    assert!(t.g.keywords(t.find("Troll")).contains(Keywords::ELUSIVE));
    assert!(!t.g.keywords(t.find("Troll")).contains(Keywords::TAUNT));
}

#[test]
fn subdue_deals_one_and_stuns() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Subdue"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Subdue");
    assert_eq!(t.damage("Krump"), 1);
    assert!(t.stunned("Krump"));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn subject_kirby_allows_one_non_star_alliance_creature() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Subject Kirby", "Troll", "Krump", "Anger"])
        .start();
    assert!(!t.is_legal(Choice::Play(t.find("Troll"))));
    t.play("Subject Kirby");
    assert!(t.is_legal(Choice::Play(t.find("Troll"))));
    assert!(!t.is_legal(Choice::Play(t.find("Anger"))), "not a creature");
    t.play("Troll");
    t.flank(keysim_engine::Flank::Right);
    assert!(!t.is_legal(Choice::Play(t.find("Krump"))), "one creature");
}

#[test]
fn survey_puts_the_card_not_discarded_back_on_top_of_the_deck() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Survey"])
        .deck(A, &["Anger", "Punch", "Troll"])
        .start();
    t.play("Survey");
    t.choose("Punch");
    assert_eq!(t.discard(A), ["Punch", "Survey"]);
    assert_eq!(t.deck_of(A), ["Anger", "Troll"], "Anger stays on top");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn survey_may_discard_the_top_card() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Survey"])
        .deck(A, &["Anger", "Punch", "Troll"])
        .start();
    t.play("Survey");
    t.choose("Anger");
    assert_eq!(t.discard(A), ["Anger", "Survey"]);
    assert_eq!(t.deck_of(A), ["Punch", "Troll"]);
}

#[test]
fn teleporter_chief_tink_swaps_and_allows_using_the_other_creature() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Teleporter Chief Tink", "Krump", "Troll"])
        .start();
    t.action("Teleporter Chief Tink");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Troll", "Krump", "Teleporter Chief Tink"]);
    assert!(
        !t.is_legal(Choice::Reap(t.find("Krump"))),
        "only the creature swapped"
    );
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn ant1_10ny_captures_everything_and_gives_one_back_each_turn_end() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["ANT1-10NY"])
        .amber(B, 5)
        .start();
    t.play("ANT1-10NY");
    assert_eq!((t.amber_on("ANT1-10NY"), t.amber(B)), (5, 0));
    t.end_turn();
    assert_eq!((t.amber_on("ANT1-10NY"), t.amber(B)), (4, 1));
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber_on("ANT1-10NY"), 4, "not at the end of B's turn");
}

#[test]
fn armory_officer_nel_draws_after_any_upgrade_enters_play() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Way of the Wolf"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Armory Officer Nel"])
        .deck(B, &["Krump"])
        .start();
    t.play("Way of the Wolf");
    t.choose("Troll");
    assert_eq!(t.hand_of(B), ["Krump"], "its controller draws");
}

#[test]
fn armory_officer_nel_draws_nothing_for_an_upgrade_moved() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Armory Officer Nel", "Troll"])
        .upgrade(A, "Blast Shielding", "Troll")
        .deck(A, &["Krump"])
        .start();
    t.reap("Troll");
    t.choose("Armory Officer Nel");
    assert_eq!(t.armor("Armory Officer Nel"), 2);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn away_team_destroyed_archives_each_upgrade_with_its_owner() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Away Team"])
        .upgrade(A, "Way of the Wolf", "Away Team")
        .upgrade(B, "Blood of Titans", "Away Team")
        .start();
    let away = t.find("Away Team");
    t.g.destroy(away);
    t.advance();
    assert_eq!(t.discard(A), ["Away Team"]);
    assert_eq!(t.archives_of(A), ["Way of the Wolf"]);
    assert_eq!(t.archives_of(B), ["Blood of Titans"]);
}

#[test]
fn hayden_oswin_gains_one_per_upgrade_on_it() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Hayden Oswin", "Troll"])
        .upgrade(A, "Way of the Wolf", "Hayden Oswin")
        .upgrade(B, "Blood of Titans", "Hayden Oswin")
        .upgrade(A, "Observ-u-Max", "Troll")
        .start();
    t.reap("Hayden Oswin");
    assert_eq!(t.amber(A), 1 + 2);
}

#[test]
fn lcdr_trigon_resolves_the_discarded_cards_bonus_icons() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["LCdr. Trigon"])
        .battleline(B, &["Krump"])
        .deck(A, &["Anger", "Punch"])
        .start();
    t.set_icons(
        "Anger",
        Icons {
            damage: 1,
            draw: 1,
            ..Icons::NONE
        },
    );
    t.reap("LCdr. Trigon");
    t.choose("Krump");
    assert_eq!(t.amber(A), 1 + 1, "the reap and Anger's Æmber bonus");
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.hand_of(A), ["Punch"]);
    assert_eq!(t.discard(A), ["Anger"]);
}

#[test]
fn lcdr_trigon_with_an_empty_deck_resolves_nothing() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["LCdr. Trigon"])
        .deck(A, &[])
        .discard(A, &["Anger"])
        .start();
    t.reap("LCdr. Trigon");
    assert_eq!(t.amber(A), 1);
    assert_eq!(
        t.discard(A),
        ["Anger"],
        "the discard pile is not reshuffled"
    );
}

#[test]
fn mutagenesis_researchers_enhance_does_nothing_in_play() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Mutagenesis Researcher"])
        .battleline(B, &["Krump"])
        .deck(A, &["Anger"])
        .amber(B, 2)
        .start();
    t.play("Mutagenesis Researcher");
    assert_eq!(t.line(A), ["Mutagenesis Researcher"]);
    assert_eq!((t.amber(A), t.amber(B)), (0, 2));
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.damage("Krump"), 0);
    assert!(!t.asks_target());
}

#[test]
fn new_frontiers_archives_the_chosen_house_and_discards_the_rest() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["New Frontiers"])
        .battleline(A, &["Medic Ingram"])
        .battleline(B, &["Bumpsy"])
        .deck(A, &["Troll", "Dust Pixie", "Krump", "Anger"])
        .start();
    t.play("New Frontiers");
    t.choose_house(House::Brobnar);
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    assert_eq!(t.discard(A), ["Dust Pixie", "New Frontiers"]);
    assert_eq!(t.deck_of(A), ["Anger"]);
    assert!(t.g.knows(B, t.find("Troll")), "revealed");
}

#[test]
fn particle_sweep_deals_two_to_a_creature_that_is_not_a_mutant() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Particle Sweep"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Particle Sweep");
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn particle_sweep_destroys_a_mutant_instead() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Particle Sweep"])
        .battleline(B, &["Rogue Ogre", "Troll"])
        .start();
    t.play("Particle Sweep");
    t.choose("Rogue Ogre");
    assert_eq!(t.discard(B), ["Rogue Ogre"]);
}

/// Ambassador Liu discarding `card` (B starts with 5 Æmber): A's pool,
/// B's pool, Æmber on Liu.
fn liu_discarding(card: &str) -> (u8, u8, u8) {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Ambassador Liu"])
        .hand(A, &[card])
        .amber(B, 5)
        .start();
    t.action("Ambassador Liu");
    assert_eq!(t.discard(A), [card]);
    (t.amber(A), t.amber(B), t.amber_on("Ambassador Liu"))
}

#[test]
fn ambassador_liu_steals_one_for_a_dis_or_shadows_card() {
    assert_eq!(liu_discarding("Urchin"), (1, 4, 0));
    assert_eq!(liu_discarding("Pitlord"), (1, 4, 0));
}

#[test]
fn ambassador_liu_gains_two_for_a_logos_or_untamed_card() {
    assert_eq!(liu_discarding("Dysania"), (2, 5, 0));
    assert_eq!(liu_discarding("Dust Pixie"), (2, 5, 0));
}

#[test]
fn ambassador_liu_captures_three_for_a_sanctum_or_saurian_card() {
    assert_eq!(liu_discarding("Sequis"), (0, 2, 3));
    assert_eq!(liu_discarding("Legatus Raptor"), (0, 2, 3));
}

#[test]
fn ambassador_liu_gets_nothing_for_another_house() {
    assert_eq!(liu_discarding("Troll"), (0, 5, 0));
}

#[test]
fn commander_dhrxgar_gains_when_an_upgrade_is_attached_to_it_or_a_neighbor() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Way of the Wolf", "Way of the Bear"])
        .battleline(A, &["Commander Dhrxgar", "Troll", "Krump"])
        .start();
    t.play("Way of the Wolf");
    t.choose("Troll");
    assert_eq!(t.amber(A), 1 + 1, "its Æmber bonus and Dhrxgar's 1");
    t.play("Way of the Bear");
    t.choose("Krump");
    assert_eq!(t.amber(A), 2 + 1, "not a neighbor: its bonus only");
}

#[test]
fn commander_dhrxgar_gains_when_an_upgrade_moves_next_to_it() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Troll", "Commander Dhrxgar"])
        .upgrade(A, "Blast Shielding", "Krump")
        .start();
    t.reap("Krump");
    t.choose("Troll");
    assert_eq!(t.amber(A), 1 + 1, "the reap and Dhrxgar's 1");
}

#[test]
fn commander_dhrxgar_gains_for_an_enemy_upgrade_too() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Way of the Wolf"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Commander Dhrxgar"])
        .start();
    t.play("Way of the Wolf");
    t.choose("Commander Dhrxgar");
    assert_eq!(t.amber(B), 1, "its controller gains");
}

#[test]
fn ensign_el_samra_resolves_the_bonus_icons_of_a_card_revealed_from_hand() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Ensign El-Samra"])
        .hand(A, &["Anger"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.set_icons(
        "Anger",
        Icons {
            draw: 2,
            ..Icons::NONE
        },
    );
    t.action("Ensign El-Samra");
    assert_eq!(t.amber(A), 1, "Anger's printed Æmber is a bonus icon");
    assert_eq!(t.hand_of(A), ["Anger", "Troll", "Krump"]);
    assert!(t.g.knows(B, t.find("Anger")), "revealed, and stays in hand");
}

#[test]
fn ensign_el_samra_resolves_nothing_for_a_card_without_icons() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Ensign El-Samra"])
        .hand(A, &["Troll"])
        .deck(A, &["Krump"])
        .start();
    t.action("Ensign El-Samra");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn hapless_cadet_has_taunt_and_destroyed_costs_the_opponent_three() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Hapless Cadet"])
        .amber(A, 4)
        .start();
    assert!(!t.g.can_be_fought(t.find("Troll"), t.find("Dust Pixie")));
    t.fight("Troll", "Hapless Cadet");
    assert_eq!(t.discard(B), ["Hapless Cadet"]);
    assert_eq!(t.amber(A), 1, "B's Destroyed: ability, against A");
}

#[test]
fn hold_the_line_draws_the_difference_when_outnumbered() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Hold the Line"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy", "Dust Pixie", "Urchin"])
        .deck(A, &["Anger", "Punch", "Troll", "Krump"])
        .start();
    t.play("Hold the Line");
    assert_eq!(t.hand_of(A).len(), 3);
}

#[test]
fn hold_the_line_draws_nothing_when_not_outnumbered() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Hold the Line"])
        .battleline(A, &["Troll", "Ganger Chieftain"])
        .battleline(B, &["Krump", "Bumpsy"])
        .deck(A, &["Anger", "Punch"])
        .start();
    t.play("Hold the Line");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn jon_cargo_archives_each_card_sharing_the_discarded_cards_house() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["J.O.N. Cargo"])
        .hand(A, &["Troll", "Dust Pixie", "Punch"])
        .deck(A, &["Krump"])
        .start();
    t.reap("J.O.N. Cargo");
    assert_eq!(t.discard(A), ["Krump"]);
    assert_eq!(t.archives_of(A), ["Troll", "Punch"]);
    assert_eq!(t.hand_of(A), ["Dust Pixie"]);
    assert!(t.g.knows(B, t.find("Dust Pixie")), "the hand was revealed");
}

#[test]
fn jon_cargo_archives_nothing_with_an_empty_deck() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["J.O.N. Cargo"])
        .hand(A, &["Troll"])
        .deck(A, &[])
        .start();
    t.reap("J.O.N. Cargo");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn kartanoo_uses_an_opponents_artifact_as_if_it_were_yours() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Kartanoo"])
        .artifacts(B, &["Library of Babble"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Kartanoo");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert!(t.exhausted("Library of Babble"));
}

#[test]
fn matter_maker_allows_playing_upgrades_of_any_house() {
    let mut t = scenario(House::StarAlliance)
        .artifacts(A, &["Matter Maker"])
        .hand(A, &["Way of the Wolf", "Anger", "Troll"])
        .battleline(A, &["Krump"])
        .start();
    assert!(t.is_legal(Choice::Play(t.find("Way of the Wolf"))));
    assert!(!t.is_legal(Choice::Play(t.find("Anger"))));
    assert!(!t.is_legal(Choice::Play(t.find("Troll"))));
    t.play("Way of the Wolf");
    assert_eq!(t.location("Way of the Wolf"), Location::Attached);
}

#[test]
fn without_matter_maker_an_upgrade_of_another_house_cannot_be_played() {
    let t = scenario(House::StarAlliance)
        .hand(A, &["Way of the Wolf"])
        .battleline(A, &["Krump"])
        .artifacts(B, &["Matter Maker"])
        .start();
    assert!(
        !t.is_legal(Choice::Play(t.find("Way of the Wolf"))),
        "the opponent's Matter Maker"
    );
}

#[test]
fn z_force_agent_14_gains_one_per_upgrade_on_it_after_fighting() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["Z-Force Agent 14"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(A, "Way of the Wolf", "Z-Force Agent 14")
        .upgrade(A, "Access Denied", "Z-Force Agent 14")
        .start();
    t.fight("Z-Force Agent 14", "Dust Pixie");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn z_particle_tracker_finds_an_upgrade_in_the_deck_after_a_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(A, "Z-Particle Tracker", "Troll")
        .deck(A, &["Krump", "Way of the Wolf", "Anger", "Blood of Titans"])
        .start();
    t.fight("Troll", "Dust Pixie");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "not an upgrade"
    );
    t.choose("Blood of Titans");
    assert_eq!(t.hand_of(A), ["Blood of Titans"]);
    assert_eq!(t.deck_of(A).len(), 3);
}

#[test]
fn z_ray_blaster_adds_three_power_and_blasts_the_neighbors_of_the_creature_fought() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy", "Krump", "Dust Pixie", "Urchin"])
        .upgrade(A, "Z-Ray Blaster", "Troll")
        .start();
    assert_eq!(t.power("Troll"), 11);
    t.fight("Troll", "Krump");
    assert_eq!(t.damage("Bumpsy"), 3);
    assert_eq!(t.line(B), ["Bumpsy", "Urchin"], "Krump and Dust Pixie");
    assert_eq!(t.damage("Urchin"), 0);
}

#[test]
fn z_wave_emitter_wards_its_creature_at_the_start_of_its_controllers_turn() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Z-Wave Emitter", "Troll")
        .start();
    t.end_turn();
    assert!(!t.card("Troll").is_warded(), "not on the opponent's turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(t.card("Troll").is_warded());
}
