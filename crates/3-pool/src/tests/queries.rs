use super::scenario;
use keysim_engine::question::{CanReap, HouseChoice, KeyCost};
use keysim_engine::Player::{A, B};
use keysim_facts::{traits, House};

#[test]
fn a_constant_ability_answers_its_own_subject_only() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Tireless Crocag", "Troll"])
        .start();
    let crocag = t.find("Tireless Crocag");
    let troll = t.find("Troll");
    assert!(!t.g.query(CanReap(crocag), true), "Crocag cannot reap");
    assert!(t.g.query(CanReap(troll), true));
}

#[test]
fn an_unanswered_query_returns_its_start() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Tireless Crocag"])
        .start();
    assert_eq!(t.g.query(KeyCost(A), 4), 4);
    assert_eq!(t.g.query(KeyCost(B), 9), 9);
}

#[test]
fn several_answer_fields_come_back_as_a_tuple() {
    let t = scenario(House::Dis).battleline(A, &["Pitlord"]).start();
    assert_eq!(
        t.g.query(HouseChoice(A), (0, 0b100)),
        (1 << House::Dis as u32, 0b100)
    );
    assert_eq!(t.g.query(HouseChoice(B), (0, 0b100)), (0, 0b100));
}

#[test]
fn two_picaroons_without_their_changeling_trait_leave_each_other_out_of_their_power() {
    let t = scenario(House::Dis)
        .battleline(A, &["Troll", "Picaroon", "Picaroon", "Charette"])
        .battleline(B, &["Grey Aberrant"])
        .start();
    let picaroons = t.find_all("Picaroon");
    assert!(!t.g.has_trait(picaroons[0], traits::CHANGELING));
    assert_eq!(t.g.power(picaroons[0]), 8, "Troll only");
    assert_eq!(t.g.power(picaroons[1]), 4, "Charette only");
}
