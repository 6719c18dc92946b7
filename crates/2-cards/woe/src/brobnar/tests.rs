//! Tests of the Brobnar cards of Winds of Exchange: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Identity};
use keysim_facts::House;

#[test]
fn crogg_the_clumsy_splashes_2_on_each_neighbor_of_the_creature_it_attacks() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Crogg the Clumsy"])
        .battleline(B, &["Krump", "Bumpsy", "Troll"])
        .start();
    t.fight("Crogg the Clumsy", "Bumpsy");
    assert_eq!(
        t.line(B),
        ["Krump", "Troll"],
        "Bumpsy destroyed in the fight"
    );
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Crogg the Clumsy"), 5, "fight damage only");
}

#[test]
fn brawl_in_makes_2_enraged_tokens_from_the_top_of_the_deck_on_chosen_flanks() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brawl In"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll", "Bumpsy", "Punch"])
        .token(A, "Grumpus")
        .start();
    t.play("Brawl In");
    t.apply(Choice::Option(0));
    t.apply(Choice::Option(1));
    assert_eq!(t.line(A), ["Grumpus", "Krump", "Grumpus"]);
    for c in t.find_all("Grumpus") {
        assert_eq!(t.g.identity(c), Identity::Token);
        assert!(t.g.card(c).is_enraged());
    }
    assert_eq!(t.deck_of(A).len(), 1, "the top 2 cards became the tokens");
}

#[test]
fn brawl_in_with_an_empty_battleline_asks_no_flank_for_the_first_token() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brawl In"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Grumpus")
        .start();
    t.play("Brawl In");
    t.apply(Choice::Option(0));
    assert_eq!(t.line(A), ["Grumpus", "Grumpus"]);
    assert!(t.deck_of(A).is_empty());
}

#[test]
fn brawl_in_with_an_empty_deck_makes_no_token() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brawl In"])
        .deck(A, &[])
        .token(A, "Grumpus")
        .start();
    t.play("Brawl In");
    assert!(t.line(A).is_empty());
}

#[test]
fn a_grumpus_token_leaving_play_is_its_own_card_again() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Brawl In"])
        .deck(A, &["Troll"])
        .token(A, "Grumpus")
        .battleline(B, &["Krump", "Bumpsy", "Mighty Tiger"])
        .start();
    t.play("Brawl In");
    let token = t.find("Grumpus");
    t.g.ready(token);
    t.fight("Grumpus", "Bumpsy");
    assert_eq!(t.damage("Krump"), 1, "splash-attack 1");
    assert_eq!(t.damage("Mighty Tiger"), 1);
    assert_eq!(
        t.discard(A),
        ["Brawl In", "Troll"],
        "Grumpus died fighting Bumpsy: it is Troll again"
    );
}
