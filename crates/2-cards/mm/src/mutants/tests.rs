//! Tests of the mutants: each of the four abilities, branch by branch, and
//! each of the 36 creatures carrying the abilities its name gives it.

use super::behavior;
use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_facts::{by_slug, House, Keywords};

#[test]
fn dino_knight_exalted_when_played_deals_3_damage() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Dino-Knight"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Dino-Knight");
    t.yes();
    assert_eq!(t.amber_on("Dino-Knight"), 1, "exalted");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 3);
}

#[test]
fn dino_knight_not_exalted_deals_no_damage() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Dino-Knight"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Dino-Knight");
    t.no();
    assert_eq!(t.amber_on("Dino-Knight"), 0);
    assert!(!t.asks_target());
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn techno_knight_reaping_discards_a_card_to_draw_one() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Techno-Knight"])
        .hand(A, &["Anger"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Techno-Knight");
    assert_eq!(t.discard(A), ["Anger"]);
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn techno_knight_reaping_with_an_empty_hand_draws_nothing() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Techno-Knight"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Techno-Knight");
    assert!(t.hand_of(A).is_empty(), "no discard, so no draw");
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn xeno_knight_fighting_keeps_one_of_three_and_puts_one_on_the_bottom() {
    // The deck from top to bottom: Troll, Krump, Anger, Dust Pixie.
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Xeno-Knight"])
        .battleline(B, &["Dextre"])
        .deck(A, &["Troll", "Krump", "Anger", "Dust Pixie"])
        .start();
    t.fight("Xeno-Knight", "Dextre");
    assert!(
        !t.is_legal(keysim_engine::Choice::Target(t.find("Dust Pixie"))),
        "only the top 3 are looked at"
    );
    t.choose("Krump");
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(
        t.deck_of(A),
        ["Anger", "Dust Pixie", "Troll"],
        "Anger back on top, Troll at the bottom"
    );
}

#[test]
fn xeno_knight_fighting_with_two_cards_in_the_deck_keeps_one_and_bottoms_the_other() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Xeno-Knight"])
        .battleline(B, &["Dextre"])
        .deck(A, &["Anger", "Troll"])
        .start();
    t.fight("Xeno-Knight", "Dextre");
    t.choose("Anger");
    assert_eq!(t.hand_of(A), ["Anger"]);
    assert_eq!(t.deck_of(A), ["Troll"]);
}

#[test]
fn xeno_knight_fighting_with_an_empty_deck_does_nothing() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Xeno-Knight"])
        .battleline(B, &["Dextre"])
        .deck(A, &[])
        .start();
    t.fight("Xeno-Knight", "Dextre");
    assert!(!t.asks_target());
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn lyco_fiend_destroyed_steals_1() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Lyco-Fiend"])
        .amber(A, 2)
        .start();
    t.fight("Troll", "Lyco-Fiend");
    assert_eq!(t.discard(B), ["Lyco-Fiend"]);
    assert_eq!(t.amber(B), 1, "stolen by its controller");
    assert_eq!(t.amber(A), 1);
}

/// Every mutant has the abilities its name gives it: the prefix one (Dino:
/// Play, Techno: Reap, Xeno: Fight) and its house's kind (Fiend:
/// Destroyed, Bot: Reap, Alien: Fight, Saurus: Play), and the keywords of
/// its kind (Lyco and Beast: skirmish; Umbra and Thief: elusive).
#[test]
fn every_mutant_has_the_abilities_of_its_prefix_and_kind() {
    let prefixes = ["dino", "lyco", "sacro", "techno", "umbra", "xeno"];
    let kinds = [
        "fiend", "bot", "knight", "saurus", "thief", "alien", "beast",
    ];
    let mut found = 0;
    for prefix in prefixes {
        for kind in kinds {
            let slug = format!("{prefix}-{kind}");
            let printed = by_slug(&slug, Some(479), None).filter(|id| id.def().set == "MM");
            let Some(id) = printed else {
                assert!(behavior(&slug).is_none(), "{slug} is not printed");
                continue;
            };
            found += 1;
            let b = behavior(&slug).unwrap_or_else(|| panic!("{slug} has no behaviour"));
            let play = prefix == "dino" || kind == "saurus";
            let reap = prefix == "techno" || kind == "bot";
            let fight = prefix == "xeno" || kind == "alien";
            let destroyed = kind == "fiend";
            assert_eq!(!b.play.is_empty(), play, "{slug}: Play");
            assert_eq!(!b.reap.is_empty(), reap, "{slug}: Reap");
            assert_eq!(!b.fight.is_empty(), fight, "{slug}: Fight");
            assert_eq!(!b.destroyed.is_empty(), destroyed, "{slug}: Destroyed");
            let keywords = id.def().keywords;
            assert_eq!(
                keywords.contains(Keywords::SKIRMISH),
                prefix == "lyco" || kind == "beast",
                "{slug}: skirmish"
            );
            assert_eq!(
                keywords.contains(Keywords::ELUSIVE),
                prefix == "umbra" || kind == "thief",
                "{slug}: elusive"
            );
        }
    }
    assert_eq!(found, 36);
}
