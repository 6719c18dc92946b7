//! Tests of [`Step::name_a_card`](crate::ability::Step::name_a_card): one
//! decision per name, whose answers are the distinct titles of the game's
//! cards, kept in order for the steps after it.

use crate::ability::{record, Behavior, Step};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice, DecisionKind};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card: "Play: name 2 cards; gain 1 for each card in your
/// opponent's hand with the first name, and 10 for each with the second."
static NAMES_TWO: Behavior = Behavior::play(&[
    Step::name_a_card(record),
    Step::name_a_card(record),
    Step::then(|g, f| {
        let hand = g.player(f.opponent()).hand;
        let (Some(first), Some(second)) = (g.named(f, 0), g.named(f, 1)) else {
            return;
        };
        let count = |name| hand.iter().filter(|&c| g.is_named(c, name)).count() as u32;
        g.gain(f.controller, count(first) + 10 * count(second));
    }),
]);

/// The names offered by the decision being asked, as titles.
fn offered(t: &crate::scenario::Test) -> Vec<&'static str> {
    t.choices()
        .into_iter()
        .map(|c| match c {
            Choice::NameCard(i) => t.g.offered_name(i).expect("an offered name").def().name,
            other => panic!("not a name: {other:?}"),
        })
        .collect()
}

#[test]
fn each_title_of_both_decks_is_offered_once() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &NAMES_TWO)
        .hand(A, &["Anger", "Troll"])
        .hand(B, &["Troll", "Krump", "Krump"])
        .deck(A, &["Bumpsy"])
        .deck(B, &["Dust Pixie"])
        .start();
    t.play("Anger");
    assert!(matches!(
        t.g.decision().map(|d| (d.player, d.kind)),
        Some((A, DecisionKind::Target { .. }))
    ));
    let mut names = offered(&t);
    names.sort_unstable();
    assert_eq!(names, ["Anger", "Bumpsy", "Dust Pixie", "Krump", "Troll"]);
}

#[test]
fn the_names_are_kept_in_the_order_named() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &NAMES_TWO)
        .hand(A, &["Anger"])
        .hand(B, &["Troll", "Krump", "Krump"])
        .deck(A, &["Bumpsy"])
        .deck(B, &["Dust Pixie"])
        .start();
    let before = t.amber(A);
    t.play("Anger");
    t.name_card("Troll");
    t.name_card("Krump");
    assert_eq!(
        t.amber(A) - before,
        1 + 1 + 20,
        "Anger's bonus, 1 Troll, 2 Krumps"
    );
}

#[test]
fn the_same_title_may_be_named_twice() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &NAMES_TWO)
        .hand(A, &["Anger"])
        .hand(B, &["Krump", "Krump"])
        .deck(A, &["Bumpsy"])
        .deck(B, &["Dust Pixie"])
        .start();
    let before = t.amber(A);
    t.play("Anger");
    t.name_card("Krump");
    t.name_card("Krump");
    assert_eq!(t.amber(A) - before, 1 + 2 + 20);
}

#[test]
fn a_title_shared_by_an_evil_twin_is_one_name_matching_both() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &NAMES_TWO)
        .hand(A, &["Anger"])
        .hand(B, &["{kaupe}", "{kaupe-evil-twin}"])
        .deck(A, &["Bumpsy"])
        .deck(B, &["Dust Pixie"])
        .start();
    t.play("Anger");
    let names = offered(&t);
    assert_eq!(names.iter().filter(|&&n| n == "Kaupe").count(), 1);
    let before = t.amber(A);
    t.name_card("Kaupe");
    t.name_card("Dust Pixie");
    assert_eq!(t.amber(A) - before, 2, "both Kaupes match the name");
}

#[test]
fn a_players_observation_offers_the_same_names_as_the_game() {
    let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Anger", &NAMES_TWO)
        .hand(A, &["Anger", "Troll"])
        .hand(B, &["Krump", "Bumpsy"])
        .deck(A, &["Punch", "Lava Ball"])
        .deck(B, &["Dust Pixie", "Mighty Tiger"])
        .start();
    t.play("Anger");
    let mut truth = crate::ChoiceList::new();
    t.g.legal_choices(&mut truth);
    for p in [A, B] {
        let mut seen = crate::ChoiceList::new();
        t.g.observe(p).game().legal_choices(&mut seen);
        assert_eq!(seen.as_slice(), truth.as_slice(), "{p}'s view");
    }
}
