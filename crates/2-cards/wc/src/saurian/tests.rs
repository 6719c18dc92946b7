//! Tests of the Saurian cards of Worlds Collide: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

#[test]
fn axiom_of_grisk_destroys_creatures_without_amber_but_the_warded_one() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Axiom of Grisk"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy", "Dextre"])
        .start();
    t.set_amber_on("Dextre", 1);
    t.play("Axiom of Grisk");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Troll"], "the ward is used up instead");
    assert!(!t.card("Troll").is_warded());
    assert_eq!(t.line(B), ["Dextre"], "Æmber on it");
    assert_eq!(t.g.player(A).chains, 2);
}

#[test]
fn brutodon_auxiliary_hurts_its_attacker_and_guards_its_neighbors() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Pitlord"])
        .battleline(B, &["Dextre", "Brutodon Auxiliary", "Doc Bookton"])
        .start();
    let pitlord = t.find("Pitlord");
    let dextre = t.find("Dextre");
    assert!(!t.g.can_be_fought(pitlord, dextre), "taunt");
    t.fight("Pitlord", "Brutodon Auxiliary");
    assert_eq!(t.damage("Pitlord"), 2 + 6, "hazardous 2, then the fight");
}

#[test]
fn chant_of_hubris_moves_one_amber_between_creatures() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Chant of Hubris"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy", "Dextre", "Doc Bookton"])
        .start();
    t.set_amber_on("Bumpsy", 2);
    t.set_amber_on("Dextre", 1);
    t.play("Chant of Hubris");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "no Æmber on it"
    );
    t.choose("Bumpsy");
    t.choose("Troll");
    assert_eq!(t.amber_on("Bumpsy"), 1);
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(A), 1, "its bonus only");
}

#[test]
fn imperial_scutum_gives_armor_and_sends_the_amber_to_the_supply() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton"])
        .upgrade(B, "Imperial Scutum", "Doc Bookton")
        .start();
    t.set_amber_on("Doc Bookton", 3);
    assert_eq!(t.armor("Doc Bookton"), 2);
    t.fight("Troll", "Doc Bookton");
    assert_eq!(t.discard(B).len(), 2, "both destroyed");
    assert_eq!(t.amber(A), 0, "no Æmber for the opponent");
}

#[test]
fn imperial_scutum_without_it_the_amber_goes_to_the_opponent() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.set_amber_on("Doc Bookton", 3);
    t.fight("Troll", "Doc Bookton");
    assert_eq!(t.amber(A), 3);
}

/// Bumpsy (with Imperial Scutum) and Doc Bookton (2 Æmber, which its
/// "Destroyed:" moves to Bumpsy) destroyed together on A's turn.
fn scutum_and_a_neighbor_destroyed_together() -> keysim_engine::scenario::Test {
    let mut t = scenario(House::Saurian)
        .battleline(B, &["Bumpsy", "Doc Bookton"])
        .upgrade(B, "Imperial Scutum", "Bumpsy")
        .behavior("Doc Bookton", &MOVE_AMBER_TO_NEIGHBOR_WHEN_DESTROYED)
        .start();
    t.set_amber_on("Doc Bookton", 2);
    let (bumpsy, doc) = (t.find("Bumpsy"), t.find("Doc Bookton"));
    t.g.destroy(bumpsy);
    t.g.destroy(doc);
    t.advance();
    t
}

#[test]
fn imperial_scutum_active_player_orders_the_destroyed_effects() {
    let mut t = scutum_and_a_neighbor_destroyed_together();
    t.choose("Bumpsy");
    assert_eq!(
        t.amber(A),
        2,
        "Scutum first: Doc Bookton's Æmber came later"
    );
    let mut t = scutum_and_a_neighbor_destroyed_together();
    t.choose("Doc Bookton");
    assert_eq!(t.amber(A), 0, "moved first, then sent to the supply");
}

/// "Destroyed: move the Æmber on this creature to a neighbor" (a stand-in
/// for Optio Gorkus of the ruling).
static MOVE_AMBER_TO_NEIGHBOR_WHEN_DESTROYED: keysim_engine::Behavior =
    keysim_engine::Behavior::destroyed(&[keysim_engine::ability::Step::then(|g, f| {
        let n = g.card(f.source).amber as u32;
        let neighbor = g.neighbors(f.source).next();
        if let Some(to) = neighbor {
            g.remove_amber(f.source, n);
            g.place_amber(to, n);
        }
    })]);

#[test]
fn imperium_wards_two_friendly_creatures() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Imperium"])
        .battleline(A, &["Troll", "Krump", "Dextre"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.play("Imperium");
    assert!(!t.is_legal(Choice::Target(t.find("Bumpsy"))));
    t.choose("Troll");
    t.choose("Dextre");
    assert!(t.card("Troll").is_warded());
    assert!(t.card("Dextre").is_warded());
    assert!(!t.card("Krump").is_warded());
}

#[test]
fn legatus_raptor_exalts_itself_to_ready_and_use_another_creature() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Legatus Raptor", "Doc Bookton"])
        .battleline(B, &["Dextre"])
        .start();
    t.set_exhausted("Doc Bookton", true);
    t.fight("Legatus Raptor", "Dextre");
    t.yes();
    assert_eq!(t.amber_on("Legatus Raptor"), 1);
    assert_eq!(
        t.amber(A),
        1,
        "Doc Bookton reaped off-house (nothing to fight)"
    );
    assert!(t.exhausted("Doc Bookton"));
}

#[test]
fn legatus_raptor_without_exalting_uses_nothing() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Legatus Raptor", "Doc Bookton"])
        .battleline(B, &["Dextre"])
        .start();
    t.fight("Legatus Raptor", "Dextre");
    t.no();
    assert_eq!(t.amber_on("Legatus Raptor"), 0);
    assert!(!t.is_legal(Choice::Reap(t.find("Doc Bookton"))));
}

#[test]
fn odoac_the_patrician_captures_and_then_protects_the_pool() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Odoac the Patrician"])
        .amber(B, 3)
        .battleline(B, &["Urchin"])
        .start();
    t.play("Odoac the Patrician");
    assert_eq!(t.amber_on("Odoac the Patrician"), 1);
    assert_eq!(t.amber(A), 0);
    t.g.gain(A, 2);
    t.g.steal(B, 1);
    assert_eq!(t.amber(A), 2, "cannot be stolen while Odoac holds Æmber");
    let odoac = t.find("Odoac the Patrician");
    t.g.remove_amber(odoac, 1);
    t.g.steal(B, 1);
    assert_eq!(t.amber(A), 1, "an empty Odoac protects nothing");
}

#[test]
fn phalanx_strike_deals_one_per_friendly_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Phalanx Strike"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.play("Phalanx Strike");
    t.choose("Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 2);
    t.pass();
    assert_eq!(t.damage("Bumpsy"), 2, "not repeated");
    assert_eq!(t.amber_on("Troll"), 0);
}

#[test]
fn phalanx_strike_repeat_removes_a_ward_then_damages_the_same_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Phalanx Strike"])
        .battleline(A, &["Troll", "Krump", "Dextre"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_ward("Bumpsy");
    t.play("Phalanx Strike");
    t.choose("Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 0, "the ward took it");
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1, "exalted");
    assert_eq!(t.damage("Bumpsy"), 3);
}

#[test]
fn praefectus_ludo_sends_other_friendly_creatures_amber_to_the_supply() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton", "Praefectus Ludo"])
        .start();
    t.set_amber_on("Doc Bookton", 2);
    t.set_amber_on("Praefectus Ludo", 1);
    t.fight("Troll", "Doc Bookton");
    assert_eq!(t.amber(A), 0, "to the supply");
    t.g.destroy(t.find("Praefectus Ludo"));
    t.advance();
    assert_eq!(t.amber(A), 1, "not its own");
}

#[test]
fn questor_jarta_exalts_itself_to_gain_one() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Questor Jarta"])
        .start();
    t.reap("Questor Jarta");
    t.yes();
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.amber_on("Questor Jarta"), 1);
}

#[test]
fn questor_jarta_without_exalting_gains_only_the_reap() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Questor Jarta"])
        .start();
    t.reap("Questor Jarta");
    t.no();
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber_on("Questor Jarta"), 0);
}

#[test]
fn rhetor_gallim_raises_the_opponents_keys_during_their_next_turn() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Rhetor Gallim"])
        .amber(B, 8)
        .start();
    t.play("Rhetor Gallim");
    assert_eq!(t.g.key_cost(B), 6, "not during this turn");
    t.end_turn();
    assert_eq!(t.keys(B), 0, "9 needed");
    assert_eq!(t.g.key_cost(B), 9);
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 6, "over at A's next turn");
}

#[test]
fn rhetor_gallim_reap_taxes_only_when_it_exalts_itself() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Rhetor Gallim", "Dextre"])
        .start();
    t.reap("Rhetor Gallim");
    t.no();
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 6);
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Rhetor Gallim"])
        .start();
    t.reap("Rhetor Gallim");
    t.yes();
    assert_eq!(t.amber_on("Rhetor Gallim"), 1);
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 9);
}

#[test]
fn senator_shrix_exalts_itself_when_played_and_reaping() {
    let mut t = scenario(House::Saurian).hand(A, &["Senator Shrix"]).start();
    t.play("Senator Shrix");
    t.yes();
    assert_eq!(t.amber_on("Senator Shrix"), 1);
    t.set_exhausted("Senator Shrix", false);
    t.reap("Senator Shrix");
    t.no();
    assert_eq!(t.amber_on("Senator Shrix"), 1);
}

#[test]
fn senator_shrix_amber_pays_for_keys() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Senator Shrix"])
        .amber(A, 2)
        .start();
    t.set_amber_on("Senator Shrix", 4);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A) as u32 + t.amber_on("Senator Shrix") as u32, 0);
}

#[test]
fn senator_shrix_opponent_destroys_keyfrog_forcing_a_forge_with_shrix_amber() {
    // The active player decides how much comes from the pool and how much
    // from Senator Shrix (FAQ); here A forges in their own step 1.
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Senator Shrix"])
        .amber(A, 5)
        .ask_every_decision()
        .start();
    t.set_amber_on("Senator Shrix", 5);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.choose_option(2);
    while t.asks_target() {
        t.choose("Senator Shrix");
    }
    assert_eq!(t.keys(A), 1, "forging is not optional");
    assert_eq!((t.amber(A), t.amber_on("Senator Shrix")), (1, 3));
}

#[test]
fn the_golden_spiral_exalts_readies_and_uses_a_friendly_creature() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["The Golden Spiral"])
        .battleline(A, &["Doc Bookton"])
        .start();
    t.set_exhausted("Doc Bookton", true);
    t.action("The Golden Spiral");
    assert_eq!(t.amber_on("Doc Bookton"), 1);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn thero_centurion_captures_when_played_and_after_fighting() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Thero Centurion"])
        .battleline(B, &["Dextre"])
        .amber(B, 3)
        .start();
    t.play("Thero Centurion");
    assert_eq!(t.amber_on("Thero Centurion"), 1);
    t.set_exhausted("Thero Centurion", false);
    t.fight("Thero Centurion", "Dextre");
    assert_eq!(t.amber_on("Thero Centurion"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn tribute_most_powerful_captures_two_and_again_when_exalted() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Tribute", "Tribute"])
        .battleline(A, &["Troll", "Krump"])
        .amber(B, 10)
        .start();
    t.play("Tribute");
    t.no();
    assert_eq!(t.amber_on("Troll"), 2, "Troll is the most powerful");
    assert_eq!(t.amber_on("Krump"), 0);
    t.play("Tribute");
    t.yes();
    assert_eq!(t.amber_on("Troll"), 2 + 1 + 2 + 2);
    assert_eq!(t.amber(B), 10 - 6);
}

#[test]
fn tricerian_legionary_wards_a_friendly_creature_and_taunts() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Tricerian Legionary"])
        .battleline(A, &["Dextre"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.play("Tricerian Legionary");
    t.flank(keysim_engine::Flank::Right);
    assert!(!t.is_legal(Choice::Target(t.find("Bumpsy"))));
    t.choose("Dextre");
    assert!(t.card("Dextre").is_warded());
    let bumpsy = t.find("Bumpsy");
    assert!(!t.g.can_be_fought(bumpsy, t.find("Dextre")), "taunt");
}

#[test]
fn ancient_power_wards_each_friendly_creature_with_amber() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Ancient Power"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_amber_on("Troll", 1);
    t.set_amber_on("Bumpsy", 1);
    t.play("Ancient Power");
    assert!(t.card("Troll").is_warded());
    assert!(!t.card("Krump").is_warded(), "no Æmber on it");
    assert!(!t.card("Bumpsy").is_warded(), "not friendly");
}

#[test]
fn centurion_stenopius_grows_three_per_amber_and_exalts_itself() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Centurion Stenopius"])
        .battleline(B, &["Dextre"])
        .start();
    t.play("Centurion Stenopius");
    t.yes();
    assert_eq!(t.power("Centurion Stenopius"), 3 + 3);
    t.set_exhausted("Centurion Stenopius", false);
    t.fight("Centurion Stenopius", "Dextre");
    t.yes();
    assert_eq!(t.power("Centurion Stenopius"), 3 + 6);
    t.set_exhausted("Centurion Stenopius", false);
    t.reap("Centurion Stenopius");
    t.no();
    assert_eq!(t.amber_on("Centurion Stenopius"), 2);
}

#[test]
fn city_state_interest_each_friendly_creature_captures_one() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["City-State Interest"])
        .battleline(A, &["Troll", "Krump"])
        .amber(B, 3)
        .start();
    t.play("City-State Interest");
    assert_eq!((t.amber_on("Troll"), t.amber_on("Krump")), (1, 1));
    assert_eq!(t.amber(B), 1);
}

#[test]
fn city_state_interest_short_of_amber_the_player_chooses_who_captures() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["City-State Interest"])
        .battleline(A, &["Troll", "Krump", "Dextre"])
        .amber(B, 1)
        .start();
    t.play("City-State Interest");
    t.choose("Krump");
    assert_eq!((t.amber_on("Troll"), t.amber_on("Krump")), (0, 1));
    assert_eq!(t.amber(B), 0);
}

#[test]
fn draco_praeco_exalts_itself_to_enrage_a_house() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Draco Praeco", "Troll", "Dextre"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.reap("Draco Praeco");
    t.yes();
    t.choose_house(House::Brobnar);
    assert!(t.card("Troll").is_enraged());
    assert!(t.card("Bumpsy").is_enraged(), "each creature, enemy too");
    assert!(!t.card("Dextre").is_enraged());
    assert_eq!(t.amber_on("Draco Praeco"), 1);
}

#[test]
fn draco_praeco_without_exalting_enrages_nothing() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Draco Praeco", "Troll"])
        .start();
    t.reap("Draco Praeco");
    t.no();
    assert!(!t.card("Troll").is_enraged());
}

#[test]
fn exile_gives_a_friendly_creature_to_the_opponent_who_picks_the_flank() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Exile"])
        .battleline(A, &["Troll", "Dextre"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.play("Exile");
    assert!(
        !t.is_legal(Choice::Target(t.find("Bumpsy"))),
        "friendly only"
    );
    t.choose("Troll");
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    t.choose_option(0);
    assert_eq!(t.line(B), ["Troll", "Bumpsy"]);
    assert_eq!(t.line(A), ["Dextre"]);
}

#[test]
fn exile_to_an_empty_battleline_asks_no_flank() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Exile"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Exile");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(t.line(A).is_empty());
}

#[test]
fn library_of_polliasaurus_moves_one_amber_from_a_friendly_creature() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Library of Polliasaurus"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Bumpsy", 2);
    t.action("Library of Polliasaurus");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Bumpsy"), 2);
}

#[test]
fn orator_hissaro_readies_exalts_and_makes_its_neighbors_saurian() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Orator Hissaro"])
        .battleline(A, &["Troll", "Krump", "Dextre"])
        .start();
    for c in ["Troll", "Krump", "Dextre"] {
        t.set_exhausted(c, true);
    }
    t.play("Orator Hissaro");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Troll", "Orator Hissaro", "Krump", "Dextre"]);
    assert_eq!((t.amber_on("Troll"), t.amber_on("Krump")), (1, 1));
    assert_eq!(t.amber_on("Dextre"), 0, "not a neighbor");
    assert!(!t.exhausted("Troll") && !t.exhausted("Krump"));
    assert!(t.exhausted("Dextre"));
    let troll = t.find("Troll");
    assert!(t.g.belongs_to(troll, House::Saurian));
    assert!(!t.g.belongs_to(troll, House::Brobnar));
    t.reap("Troll");
    assert_eq!(t.amber(A), 1, "used as a Saurian creature");
    t.end_turn();
    assert!(t.g.belongs_to(troll, House::Brobnar), "for the turn only");
}

#[test]
fn paraguardian_exalts_itself_to_ward_its_neighbors() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Troll", "Paraguardian", "Krump", "Dextre"])
        .start();
    t.reap("Paraguardian");
    t.yes();
    assert!(t.card("Troll").is_warded() && t.card("Krump").is_warded());
    assert!(!t.card("Dextre").is_warded());
    assert!(!t.card("Paraguardian").is_warded());
}

#[test]
fn paraguardian_without_exalting_wards_nothing() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Troll", "Paraguardian"])
        .start();
    t.reap("Paraguardian");
    t.no();
    assert!(!t.card("Troll").is_warded());
}

#[test]
fn philophosaurus_archives_one_keeps_one_and_discards_one_of_the_top_three() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Philophosaurus"])
        .deck(A, &["Troll", "Krump", "Dextre", "Bumpsy"])
        .start();
    t.reap("Philophosaurus");
    t.yes();
    t.choose("Krump");
    t.choose("Dextre");
    assert_eq!(t.archives_of(A), ["Krump"]);
    assert_eq!(t.hand_of(A), ["Dextre"]);
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.deck_of(A), ["Bumpsy"]);
}

#[test]
fn philophosaurus_with_one_card_left_archives_it() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Philophosaurus"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Philophosaurus");
    t.yes();
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn philophosaurus_may_decline_to_look() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Philophosaurus"])
        .deck(A, &["Troll", "Krump", "Dextre"])
        .start();
    t.reap("Philophosaurus");
    t.no();
    assert_eq!(t.deck_of(A), ["Troll", "Krump", "Dextre"]);
}

#[test]
fn regrettable_meteor_destroys_dinosaurs_and_creatures_of_power_six_or_more() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Regrettable Meteor"])
        .battleline(A, &["Questor Jarta", "Dextre"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Regrettable Meteor");
    assert_eq!(t.line(A), ["Dextre"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
}

#[test]
fn sic_semper_tyrannosaurus_takes_the_amber_and_destroys_the_most_powerful() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Sic Semper Tyrannosaurus"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.set_amber_on("Troll", 3);
    t.play("Sic Semper Tyrannosaurus");
    assert_eq!(t.amber(A), 3);
    assert_eq!(t.line(B), ["Bumpsy"]);
}

#[test]
fn stomp_that_destroys_exalts_a_friendly_creature() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Stomp"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Stomp");
    t.choose("Bumpsy");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.amber_on("Krump"), 1);
}

#[test]
fn stomp_that_does_not_destroy_exalts_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Stomp"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Stomp");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 5);
    assert_eq!(t.amber_on("Krump"), 0);
}

#[test]
fn stomp_on_a_warded_creature_exalts_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Stomp"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_ward("Bumpsy");
    t.play("Stomp");
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert_eq!(t.amber_on("Krump"), 0);
}

#[test]
fn tribune_pompitus_raises_friendly_creatures_by_their_amber() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Tribune Pompitus", "Troll"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_amber_on("Troll", 2);
    t.set_amber_on("Bumpsy", 1);
    assert_eq!(t.power("Troll"), 8 + 4);
    assert_eq!(t.power("Bumpsy"), 5, "enemy creatures are not raised");
    t.fight("Tribune Pompitus", "Bumpsy");
    t.yes();
    assert_eq!(t.amber_on("Tribune Pompitus"), 1);
    assert_eq!(
        t.line(B).len(),
        0,
        "6 power after exalting before the fight"
    );
    assert_eq!(t.damage("Tribune Pompitus"), 5 - 2);
}
