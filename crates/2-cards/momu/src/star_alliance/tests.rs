//! Tests of the Star Alliance cards of More Mutation: one ruling per card
//! and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::House;

#[test]
fn cadet_allison_played_makes_the_discarded_cards_house_active() {
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["{cadet-allison}", "{cadet-allison2}", "Krump"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Cadet Allison");
    t.flank(Flank::Right);
    assert_eq!(t.discard(A), ["Krump"], "the only card left in hand");
    assert_eq!(t.g.active_house(), Some(House::Brobnar));
    let troll = t.find("Troll");
    assert!(
        t.is_legal(Choice::Reap(troll)),
        "Brobnar creatures may be used"
    );
}

#[test]
fn cadet_allison_with_an_empty_hand_keeps_the_active_house() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["{cadet-allison}"])
        .start();
    t.reap("Cadet Allison");
    assert_eq!(t.g.active_house(), Some(House::StarAlliance));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn gysgt_margot_reaping_deals_two_and_wards_a_friendly_creature() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["GySgt. Margot", "Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.reap("GySgt. Margot");
    t.choose("Bumpsy");
    t.choose("Troll");
    assert_eq!(t.damage("Bumpsy"), 2);
    assert!(t.card("Troll").is_warded());
}

#[test]
fn gysgt_margot_after_fight_may_ward_itself() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["GySgt. Margot"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.fight("GySgt. Margot", "Dust Pixie");
    assert_eq!(t.damage("Krump"), 2, "the only enemy creature left");
    assert!(
        t.card("GySgt. Margot").is_warded(),
        "the only friendly creature"
    );
}

#[test]
fn j43g3r_v_after_reap_two_non_star_alliance_creatures_may_reap() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["{j43g3r-v}", "Troll", "Dust Pixie", "Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    assert!(!t.is_legal(Choice::Reap(troll)), "not before");
    t.reap("J43G3R V");
    assert!(!t.is_legal(Choice::Fight(troll)), "only to reap");
    t.reap("Troll");
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 3);
    assert!(!t.is_legal(Choice::Reap(krump)), "two creatures at most");
    t.set_exhausted("Troll", false);
    assert!(
        t.is_legal(Choice::Reap(troll)),
        "a chosen one may reap again"
    );
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn j43g3r_v_after_fight_two_non_star_alliance_creatures_may_fight() {
    let mut t = scenario(House::StarAlliance)
        .battleline(A, &["{j43g3r-v}", "Troll", "Krump", "Dust Pixie"])
        .battleline(B, &["Bumpsy", "Dextre", "Doc Bookton", "Urchin"])
        .start();
    let (troll, pixie) = (t.find("Troll"), t.find("Dust Pixie"));
    t.fight("J43G3R V", "Dextre");
    assert!(!t.is_legal(Choice::Reap(troll)), "only to fight");
    t.fight("Troll", "Bumpsy");
    t.fight("Krump", "Doc Bookton");
    assert_eq!(t.line(B), ["Urchin"]);
    assert!(!t.is_legal(Choice::Fight(pixie)), "two creatures at most");
    assert!(!t.is_legal(Choice::Reap(pixie)));
}
