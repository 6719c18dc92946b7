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
        t.is_legal(Choice::Target(t.find("Troll"))),
        "a creature without Æmber may be chosen"
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
    t.choose("Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 3);
}

/// "Repeat the preceding effect" resolves it again, its choice included:
/// the repeated damage may go to another creature.
#[test]
fn phalanx_strike_repeat_chooses_its_creature_again() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Phalanx Strike"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy", "Dextre"])
        .start();
    t.play("Phalanx Strike");
    t.choose("Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 2);
    t.choose("Troll");
    assert!(
        t.is_legal(Choice::Target(t.find("Bumpsy"))),
        "the same again"
    );
    t.choose("Dextre");
    assert_eq!(t.damage("Bumpsy"), 2);
    assert_eq!(t.damage("Dextre"), 2);
    assert_eq!(t.amber_on("Troll"), 1, "exalted");
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
fn senator_shrix_keyfrog_forging_is_not_optional_and_the_active_player_splits_the_cost() {
    // FAQ: Æmber on Senator Shrix counts toward forging, which is then
    // mandatory, and the active player decides how much comes from the
    // pool and how much from Senator Shrix; here A forges in their own
    // step 1.
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Senator Shrix"])
        .amber(A, 5)
        .ask_every_decision()
        .start();
    t.set_amber_on("Senator Shrix", 5);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.decision().map(|d| d.player), Some(A));
    assert!(!t.is_legal(Choice::Option(0)), "the pool alone cannot pay");
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
fn stomp_that_destroys_bad_penny_exalts_a_friendly_creature() {
    // Bad Penny returned to hand was still destroyed (FAQ Tolas).
    let mut t = scenario(House::Saurian)
        .hand(A, &["Stomp"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bad Penny"])
        .start();
    t.play("Stomp");
    t.choose("Bad Penny");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.amber_on("Krump"), 1);
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
    assert_eq!(t.g.check_bookkeeping(), Ok(()));
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

#[test]
fn cincinnatus_rex_exalts_itself_to_ready_each_other_friendly_card() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Cincinnatus Rex", "Troll"])
        .artifacts(A, &["The Golden Spiral"])
        .battleline(B, &["Dextre", "Bumpsy"])
        .start();
    t.set_exhausted("Troll", true);
    t.set_exhausted("The Golden Spiral", true);
    t.fight("Cincinnatus Rex", "Dextre");
    t.yes();
    assert_eq!(t.amber_on("Cincinnatus Rex"), 1);
    assert!(!t.exhausted("Troll") && !t.exhausted("The Golden Spiral"));
    assert!(t.exhausted("Cincinnatus Rex"), "other cards only");
}

#[test]
fn cincinnatus_rex_is_destroyed_when_there_are_no_enemy_creatures() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Cincinnatus Rex", "Troll"])
        .battleline(B, &["Dextre"])
        .start();
    t.set_exhausted("Troll", true);
    t.fight("Cincinnatus Rex", "Dextre");
    assert!(t.exhausted("Troll"), "destroyed before its Fight: ability");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Cincinnatus Rex"]);
}

#[test]
fn city_gates_a_dinosaur_captures_two() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["City Gates"])
        .battleline(A, &["Questor Jarta", "Troll"])
        .amber(B, 5)
        .start();
    t.action("City Gates");
    t.choose("Questor Jarta");
    assert_eq!(t.amber_on("Questor Jarta"), 2);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn city_gates_another_creature_captures_one() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["City Gates"])
        .battleline(A, &["Questor Jarta", "Troll"])
        .amber(B, 5)
        .start();
    t.action("City Gates");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(B), 4);
}

#[test]
fn crassosaurus_four_and_six_in_the_pools_must_capture_all_ten() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Crassosaurus"])
        .amber(A, 4)
        .amber(B, 6)
        .start();
    t.play("Crassosaurus");
    assert_eq!(t.amber_on("Crassosaurus"), 10, "do as much as you can");
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
    assert_eq!(t.line(A), ["Crassosaurus"]);
}

#[test]
fn crassosaurus_the_player_splits_the_capture_between_the_pools() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Crassosaurus"])
        .amber(A, 5)
        .amber(B, 8)
        .start();
    t.play("Crassosaurus");
    assert!(!t.is_legal(Choice::Option(4)), "at least 5 from B");
    assert!(!t.is_legal(Choice::Option(9)), "B has only 8");
    t.choose_option(7);
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
    assert_eq!(t.amber_on("Crassosaurus"), 10);
}

#[test]
fn crassosaurus_with_fewer_than_ten_is_purged() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Crassosaurus"])
        .amber(A, 2)
        .amber(B, 3)
        .start();
    t.play("Crassosaurus");
    assert_eq!(t.purged(A), ["Crassosaurus"]);
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (0, 5),
        "its Æmber to the opponent"
    );
}

#[test]
fn diplo_macy_exalts_each_creature_before_it_fights_until_the_next_turn() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Diplo-macy"])
        .battleline(A, &["Troll", "Questor Jarta", "Krump"])
        .battleline(B, &["Bumpsy", "Dextre", "Pitlord"])
        .start();
    t.play("Diplo-macy");
    t.fight("Questor Jarta", "Bumpsy");
    assert_eq!(t.amber_on("Questor Jarta"), 0, "exalted, then destroyed");
    assert_eq!(t.amber(B), 1, "its Æmber went to B");
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    eprintln!("P {} {:?}", t.power("Pitlord"), t.g.decision());
    t.fight("Pitlord", "Krump");
    eprintln!(
        "AFTER line A {:?} B {:?} amber {} {} {:?}",
        t.line(A),
        t.line(B),
        t.amber(A),
        t.amber(B),
        t.g.decision()
    );
    assert_eq!(t.amber_on("Pitlord"), 1, "the opponent's creatures too");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Bumpsy");
    assert_eq!(t.amber_on("Troll"), 0, "over at A's next turn");
}

#[test]
fn favor_of_rex_resolves_a_creatures_play_ability_again() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Favor of Rex"])
        .battleline(A, &["Thero Centurion", "Troll"])
        .amber(B, 3)
        .start();
    t.play("Favor of Rex");
    t.choose("Thero Centurion");
    assert_eq!(t.amber_on("Thero Centurion"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn good_of_the_many_destroys_creatures_sharing_no_trait_in_their_battleline() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Good of the Many"])
        .battleline(A, &["Troll", "Krump", "Dextre"])
        .battleline(B, &["Doc Bookton", "Bumpsy"])
        .start();
    t.play("Good of the Many");
    assert_eq!(t.line(A), ["Troll", "Krump"], "two Giants");
    assert!(t.line(B).is_empty(), "a Human Scientist and a Giant");
}

#[test]
fn grimlocus_dux_exalts_itself_twice() {
    let mut t = scenario(House::Saurian).hand(A, &["Grimlocus Dux"]).start();
    t.play("Grimlocus Dux");
    assert_eq!(t.amber_on("Grimlocus Dux"), 2);
}

#[test]
fn imperial_forge_costs_eight_more_less_the_amber_on_friendly_creatures() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Imperial Forge"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .amber(A, 9)
        .start();
    t.set_amber_on("Troll", 3);
    t.set_amber_on("Krump", 1);
    t.set_amber_on("Bumpsy", 5);
    t.play("Imperial Forge");
    assert_eq!(t.keys(A), 1, "6 + 8 - 4 = 10, with its own bonus");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn imperial_forge_without_enough_forges_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Imperial Forge"])
        .battleline(A, &["Troll"])
        .amber(A, 9)
        .start();
    t.set_amber_on("Troll", 3);
    t.play("Imperial Forge");
    assert_eq!(t.keys(A), 0, "11 needed");
    assert_eq!(t.amber(A), 10);
}

#[test]
fn kompsos_haruspex_friendly_play_abilities_resolve_after_reaping() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Kompsos Haruspex", "Thero Centurion"])
        .amber(B, 3)
        .start();
    t.reap("Thero Centurion");
    assert_eq!(t.amber_on("Thero Centurion"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn kompsos_haruspex_does_not_reach_enemy_creatures() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Kompsos Haruspex"])
        .battleline(B, &["Thero Centurion"])
        .amber(A, 3)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Saurian));
    t.reap("Thero Centurion");
    assert_eq!(t.amber_on("Thero Centurion"), 0);
}

#[test]
fn livia_the_elder_makes_fight_and_reap_abilities_both() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Livia the Elder", "Thero Centurion", "Questor Jarta"])
        .battleline(B, &["Ember Imp", "Bumpsy"])
        .amber(B, 3)
        .start();
    t.reap("Livia the Elder");
    t.yes();
    t.reap("Thero Centurion");
    assert_eq!(t.amber_on("Thero Centurion"), 1, "its Fight: after a reap");
    t.fight("Questor Jarta", "Ember Imp");
    t.yes();
    assert_eq!(t.amber_on("Questor Jarta"), 1, "its Reap: after a fight");
    assert_eq!(t.amber(A), 1 + 1 + 1, "two reaps and Questor Jarta's gain");
}

#[test]
fn livia_the_elder_without_exalting_changes_nothing() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Livia the Elder", "Thero Centurion"])
        .amber(B, 3)
        .start();
    t.reap("Livia the Elder");
    t.no();
    t.reap("Thero Centurion");
    assert_eq!(t.amber_on("Thero Centurion"), 0);
}

#[test]
fn primus_unguis_exalts_itself_and_raises_friendly_creatures() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Primus Unguis", "Troll"])
        .battleline(B, &["Bumpsy"])
        .start();
    assert_eq!(t.power("Troll"), 8);
    t.reap("Primus Unguis");
    assert_eq!(t.amber_on("Primus Unguis"), 1);
    assert_eq!(t.power("Troll"), 10);
    assert_eq!(t.power("Primus Unguis"), 7);
    assert_eq!(t.power("Bumpsy"), 5, "not the enemy's");
    assert_eq!(t.g.check_bookkeeping(), Ok(()));
}

#[test]
fn saurus_rex_in_the_center_exalts_itself_to_search_for_a_saurian_card() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Troll", "Saurus Rex", "Krump"])
        .deck(A, &["Dextre", "Questor Jarta", "Grimlocus Dux", "Bumpsy"])
        .start();
    t.reap("Saurus Rex");
    t.yes();
    t.choose("Grimlocus Dux");
    assert_eq!(t.hand_of(A), ["Grimlocus Dux"]);
    assert!(t.g.knows(B, t.find("Grimlocus Dux")), "revealed");
    let mut deck = t.deck_of(A);
    deck.sort();
    assert_eq!(deck, ["Bumpsy", "Dextre", "Questor Jarta"]);
    assert_eq!(t.amber_on("Saurus Rex"), 1);
}

#[test]
fn saurus_rex_off_center_does_nothing() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Saurus Rex", "Troll"])
        .deck(A, &["Questor Jarta"])
        .start();
    t.reap("Saurus Rex");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.amber_on("Saurus Rex"), 0, "not asked");
}

#[test]
fn saury_about_that_destroys_a_creature_and_its_controller_gains_one() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Saury About That"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Saury About That");
    t.choose("Troll");
    assert!(t.line(B).is_empty());
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
}

#[test]
fn senator_bracchus_exalts_itself_and_friendly_amber_pays_for_keys() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Senator Bracchus", "Troll"])
        .battleline(B, &["Bumpsy"])
        .amber(A, 2)
        .start();
    t.set_amber_on("Troll", 3);
    t.set_amber_on("Bumpsy", 5);
    t.reap("Senator Bracchus");
    assert_eq!(t.amber_on("Senator Bracchus"), 1);
    assert_eq!(t.g.forge_bank(A), 4);
    assert_eq!(t.g.forge_bank(B), 0);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber(A), 3, "2 and the reap");
    t.choose_option(3);
    while t.asks_target() {
        let troll = t.find("Troll");
        if t.is_legal(Choice::Target(troll)) {
            t.choose_card(troll);
        } else {
            t.choose("Senator Bracchus");
        }
    }
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber_on("Troll") + t.amber_on("Senator Bracchus"), 1);
}

#[test]
fn sow_salt_no_creature_can_reap_until_the_next_turn() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Sow Salt"])
        .battleline(A, &["Questor Jarta"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Sow Salt");
    assert!(!t.is_legal(Choice::Reap(t.find("Questor Jarta"))));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.is_legal(Choice::Reap(t.find("Troll"))));
    t.end_turn();
    t.apply(Choice::House(House::Saurian));
    assert!(t.is_legal(Choice::Reap(t.find("Questor Jarta"))));
}

#[test]
fn spartasaur_a_friendly_creature_destroyed_destroys_each_non_dinosaur() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Spartasaur", "Questor Jarta", "Troll"])
        .battleline(B, &["Bumpsy", "Grimlocus Dux"])
        .start();
    let jarta = t.find("Questor Jarta");
    t.g.destroy(jarta);
    t.advance();
    assert_eq!(t.line(A), ["Spartasaur"]);
    assert_eq!(t.line(B), ["Grimlocus Dux"]);
}

#[test]
fn spartasaur_gains_two_after_fighting_and_ignores_enemy_losses() {
    let mut t = scenario(House::Saurian)
        .battleline(A, &["Spartasaur", "Troll"])
        .battleline(B, &["Dextre", "Bumpsy"])
        .start();
    t.fight("Spartasaur", "Dextre");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.line(A), ["Spartasaur", "Troll"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
}

#[test]
fn tertiate_destroys_a_third_of_each_side_rounded_up() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Tertiate"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy", "Dextre", "Doc Bookton", "Shooler"])
        .start();
    t.play("Tertiate");
    t.choose("Bumpsy");
    assert!(!t.is_legal(Choice::Target(t.find("Bumpsy"))));
    t.choose("Shooler");
    assert!(!t.is_legal(Choice::Target(t.find("Dextre"))), "2 of 4");
    t.choose("Krump");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Dextre", "Doc Bookton"]);
}

#[test]
fn triumph_with_six_creatures_and_no_enemies_exalts_and_forges_for_free() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Triumph"])
        .battleline(
            A,
            &[
                "Troll",
                "Krump",
                "Bumpsy",
                "Dextre",
                "Doc Bookton",
                "Shooler",
            ],
        )
        .start();
    t.play("Triumph");
    assert_eq!(t.amber_on("Shooler"), 1);
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1, "its bonus kept");
}

#[test]
fn triumph_with_fewer_than_six_only_exalts() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Triumph"])
        .battleline(A, &["Troll", "Krump"])
        .start();
    t.play("Triumph");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.keys(A), 0);
}

#[test]
fn triumph_with_an_enemy_creature_does_nothing() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Triumph"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dextre"])
        .start();
    t.play("Triumph");
    assert_eq!(t.amber_on("Troll"), 0);
}

#[test]
fn gargantodon_enters_play_stunned_and_deals_only_four_when_fighting() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Gargantodon"])
        .battleline(A, &["Gargantodon"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Gargantodon");
    t.flank(keysim_engine::Flank::Right);
    let (ready, played) = (t.g.creatures(A)[0], t.g.creatures(A)[1]);
    assert!(t.g.card(played).is_stunned());
    assert!(!t.g.card(ready).is_stunned());
    t.apply(Choice::Fight(ready));
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.g.card(ready).damage, 8, "it takes the full 8");
}

#[test]
fn gargantodon_stolen_amber_is_captured_by_an_active_players_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Gargantodon"])
        .amber(B, 3)
        .start();
    t.play("Urchin");
    t.flank(keysim_engine::Flank::Right);
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (0, 2));
}

#[test]
fn gargantodon_discombobulator_amber_that_cannot_be_stolen_is_not_captured() {
    // Odoac the Patrician holding Æmber stands in for Discombobulator.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Gargantodon", "Odoac the Patrician"])
        .amber(B, 3)
        .start();
    t.set_amber_on("Odoac the Patrician", 1);
    t.play("Urchin");
    t.flank(keysim_engine::Flank::Right);
    assert_eq!(t.amber(B), 3, "nothing happens");
    assert_eq!(t.amber_on("Troll") + t.amber_on("Urchin"), 0);
}

#[test]
fn terrordactyl_enters_stunned_and_hits_the_neighbors_of_what_it_fights() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Terrordactyl"])
        .battleline(A, &["Terrordactyl"])
        .battleline(B, &["Dextre", "Bumpsy", "Doc Bookton", "Troll"])
        .start();
    t.play("Terrordactyl");
    t.flank(keysim_engine::Flank::Right);
    let (ready, played) = (t.g.creatures(A)[0], t.g.creatures(A)[1]);
    assert!(t.g.card(played).is_stunned());
    t.apply(Choice::Fight(ready));
    t.choose("Bumpsy");
    assert_eq!(t.line(B), ["Bumpsy", "Doc Bookton", "Troll"], "Dextre died");
    assert_eq!(t.damage("Doc Bookton"), 4);
    assert_eq!(t.damage("Troll"), 0, "not a neighbor of Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 4, "only 4 from the fight");
}

#[test]
fn the_callipygian_ideal_exalts_its_creature_whose_amber_pays_for_keys() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["The Callipygian Ideal"])
        .battleline(A, &["Troll", "Krump"])
        .amber(A, 5)
        .start();
    t.set_amber_on("Krump", 2);
    t.play("The Callipygian Ideal");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.g.forge_bank(A), 1, "Troll's Æmber only");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 1, "5 in the pool and 1 on Troll");
    assert_eq!(t.amber_on("Troll"), 0);
}

#[test]
fn imperial_road_plays_a_saurian_creature_stunned() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Imperial Road"])
        .hand(A, &["Grimlocus Dux", "Krump"])
        .start();
    t.apply(Choice::Omni(t.find("Imperial Road")));
    assert_eq!(t.line(A), ["Grimlocus Dux"], "the only Saurian creature");
    assert!(t.stunned("Grimlocus Dux"));
    assert_eq!(t.amber_on("Grimlocus Dux"), 2, "its Play: ability resolved");
    assert!(t.g.lasting_effects().is_empty(), "over once it was played");
}

#[test]
fn the_colosseum_gains_glory_from_enemies_destroyed_fighting() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Colosseum"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dextre", "Bumpsy", "Doc Bookton"])
        .start();
    let colosseum = t.find("The Colosseum");
    let glory =
        |t: &keysim_engine::scenario::Test| super::glory(&t.g, colosseum).map_or(0, |e| e.value);
    t.fight("Troll", "Dextre");
    assert_eq!(glory(&t), 1);
    let doc = t.find("Doc Bookton");
    t.g.destroy(doc);
    t.advance();
    assert_eq!(glory(&t), 1, "not destroyed fighting");
    t.fight("Krump", "Bumpsy");
    assert_eq!(glory(&t), 2, "Bumpsy destroyed fighting");
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    t.g.deal_damage(t.find("Troll"), 7);
    t.end_turn();
    assert_eq!(glory(&t), 2, "no friendly creature counts");
}

#[test]
fn the_colosseum_with_six_glory_removes_them_and_forges_a_key() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Colosseum"])
        .amber(A, 7)
        .start();
    let colosseum = t.find("The Colosseum");
    super::set_glory(&mut t.g, colosseum, 7);
    t.apply(Choice::Omni(colosseum));
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1);
    assert_eq!(super::glory(&t.g, colosseum).map(|e| e.value), Some(1));
}

#[test]
fn the_colosseum_with_fewer_than_six_glory_does_nothing() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Colosseum"])
        .amber(A, 7)
        .start();
    let colosseum = t.find("The Colosseum");
    super::set_glory(&mut t.g, colosseum, 5);
    t.apply(Choice::Omni(colosseum));
    assert_eq!(t.keys(A), 0);
    assert_eq!(super::glory(&t.g, colosseum).map(|e| e.value), Some(5));
}

#[test]
fn auto_legionary_becomes_a_five_power_creature_on_the_chosen_flank() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Auto-Legionary"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.action("Auto-Legionary");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Auto-Legionary", "Troll"]);
    assert!(t.artifacts_of(A).is_empty());
    assert_eq!(t.power("Auto-Legionary"), 5);
    assert!(t.exhausted("Auto-Legionary"), "used for its action");
    t.g.deal_damage(t.find("Auto-Legionary"), 4);
    t.advance();
    assert_eq!(t.line(A), ["Auto-Legionary", "Troll"], "4 damage of 5");
}

#[test]
fn auto_legionary_errata_is_used_as_if_of_the_active_house() {
    let mut t = scenario(House::Saurian)
        .artifacts(A, &["Auto-Legionary"])
        .start();
    t.action("Auto-Legionary");
    assert_eq!(t.line(A), ["Auto-Legionary"], "no flank to choose");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    let legionary = t.find("Auto-Legionary");
    assert!(t.is_legal(Choice::Reap(legionary)), "used with Dis active");
    assert!(
        !t.g.belongs_to(legionary, House::Dis),
        "without belonging to it"
    );
    t.reap("Auto-Legionary");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn auto_legionary_as_an_artifact_is_no_creature() {
    let t = scenario(House::Logos)
        .artifacts(A, &["Auto-Legionary"])
        .start();
    let legionary = t.find("Auto-Legionary");
    assert!(!t.is_legal(Choice::Action(legionary)), "a Saurian artifact");
    assert!(t.line(A).is_empty());
}

#[test]
fn saurian_constant_abilities_keep_to_what_they_declare() {
    let mut t = scenario(House::Saurian)
        .battleline(
            A,
            &[
                "Centurion Stenopius",
                "Tribune Pompitus",
                "Primus Unguis",
                "Odoac the Patrician",
                "Gargantodon",
                "Terrordactyl",
                "Senator Bracchus",
                "Praefectus Ludo",
                "Cincinnatus Rex",
            ],
        )
        .artifacts(A, &["Auto-Legionary", "The Colosseum"])
        .battleline(B, &["Troll", "Krump"])
        .upgrade(B, "Imperial Scutum", "Troll")
        .upgrade(B, "The Callipygian Ideal", "Krump")
        .start();
    for c in [
        "Centurion Stenopius",
        "Tribune Pompitus",
        "Primus Unguis",
        "Troll",
        "Krump",
    ] {
        t.set_amber_on(c, 2);
    }
    t.action("Auto-Legionary");
    t.choose_option(1);
    assert_eq!(t.g.check_bookkeeping(), Ok(()));
}

/// "Repeat the preceding effect" finds the most powerful friendly creature
/// again: with a tie, the player chooses again, another creature this time.
#[test]
fn tribute_repeated_chooses_among_tied_creatures_again() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Tribute"])
        .battleline(A, &["Troll", "Troll"])
        .amber(B, 10)
        .start();
    let trolls = t.find_all("Troll");
    t.play("Tribute");
    t.choose_card(trolls[0]);
    t.yes();
    assert!(t.is_legal(Choice::Target(trolls[0])), "the same one may be");
    t.choose_card(trolls[1]);
    let on = |t: &keysim_engine::scenario::Test, i: usize| t.g.card(trolls[i]).amber;
    assert_eq!((on(&t, 0), on(&t, 1)), (2 + 1, 2));
    assert_eq!(t.amber(B), 10 - 4);
}

/// Any creature may be chosen to move Æmber from (the FAQ: a choice that
/// does nothing is legal): with none on it, nothing moves.
#[test]
fn chant_of_hubris_may_move_from_a_creature_without_amber() {
    let mut t = scenario(House::Saurian)
        .hand(A, &["Chant of Hubris"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_amber_on("Bumpsy", 2);
    t.play("Chant of Hubris");
    t.choose("Troll");
    assert_eq!(t.amber_on("Bumpsy"), 2, "the other one, the only one left");
    assert_eq!(t.amber_on("Troll"), 0);
}
