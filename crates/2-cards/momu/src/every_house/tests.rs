//! Tests of the cards More Mutation printed in every house: each finds
//! both halves of a gigantic creature (Tormax) and puts them somewhere.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
use keysim_facts::{by_slug, Half, House};

/// The half of Tormax, `half`, in the game.
fn tormax(t: &keysim_engine::scenario::Test, half: Half) -> keysim_engine::CardRef {
    let slug = match half {
        Half::Creature => "tormax",
        Half::Icons => "tormax2",
    };
    let id = by_slug(slug, None, None).unwrap();
    t.g.all_cards()
        .find(|&c| t.g.card(c).printed == id)
        .expect("half in the game")
}

#[test]
fn build_your_champion_archives_both_halves_from_deck_and_discard() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Build Your Champion"])
        .deck(A, &["Krump", "{tormax}", "Troll"])
        .discard(A, &["{tormax2}"])
        .start();
    t.play("Build Your Champion");
    t.choose("Tormax");
    assert_eq!(t.archives_of(A), ["Tormax", "Tormax"]);
    assert_eq!(t.discard(A), ["Build Your Champion"]);
    assert_eq!(t.deck_of(A).len(), 2, "Krump and Troll stay");
    assert_eq!(t.amber(A), 1, "its Æmber bonus");
    for half in [Half::Creature, Half::Icons] {
        assert!(t.g.knows(B, tormax(&t, half)), "revealed to the opponent");
    }
}

#[test]
fn build_your_champion_cannot_find_half_a_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Build Your Champion"])
        .deck(A, &["Krump", "{tormax}"])
        .start();
    t.play("Build Your Champion");
    assert!(t.archives_of(A).is_empty(), "no pair to find");
    assert_eq!(
        t.g.card(tormax(&t, Half::Creature)).location,
        Location::Deck
    );
}

#[test]
fn build_your_champion_the_search_may_fail() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Build Your Champion"])
        .deck(A, &["{tormax}", "{tormax2}"])
        .start();
    t.play("Build Your Champion");
    t.pass();
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.deck_of(A), ["Tormax", "Tormax"]);
}

#[test]
fn digging_up_the_monster_puts_both_halves_on_top_in_the_chosen_order() {
    for (option, top) in [(0, Half::Creature), (1, Half::Icons)] {
        let mut t = scenario(House::Dis)
            .hand(A, &["Digging Up the Monster"])
            .deck(A, &["Krump", "Troll", "{tormax}", "Bumpsy", "Punch"])
            .discard(A, &["{tormax2}"])
            .start();
        t.play("Digging Up the Monster");
        t.choose("Tormax");
        t.choose_option(option);
        assert_eq!(&t.deck_of(A)[..2], ["Tormax", "Tormax"]);
        let deck = t.g.player(A).deck.as_slice();
        assert_eq!(deck[deck.len() - 1], tormax(&t, top), "option {option}");
        assert_eq!(t.discard(A), ["Digging Up the Monster"]);
    }
}

#[test]
fn digging_up_the_monster_then_wild_wormhole_plays_no_half() {
    // The rulebook's "Gigantic": an effect that plays one half fails, even
    // with the other half next in the deck.
    let mut t = scenario(House::Logos)
        .hand(A, &["Digging Up the Monster", "Wild Wormhole"])
        .deck(A, &["Krump", "{tormax}", "{tormax2}"])
        .start();
    t.set_house("Digging Up the Monster", House::Logos); // its Logos printing
    t.play("Digging Up the Monster");
    t.choose("Tormax");
    t.choose_option(0);
    t.play("Wild Wormhole");
    assert!(t.line(A).is_empty());
    assert_eq!(t.deck_of(A), ["Tormax", "Tormax", "Krump"]);
}

#[test]
fn tomes_gigantica_puts_both_halves_in_hand_and_is_purged() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Tomes Gigantica"])
        .deck(A, &["Krump", "{tormax2}"])
        .discard(A, &["{tormax}", "Troll"])
        .start();
    t.play("Tomes Gigantica");
    t.choose("Tormax");
    assert_eq!(t.hand_of(A), ["Tormax", "Tormax"]);
    assert_eq!(t.purged(A), ["Tomes Gigantica"]);
    assert!(t.g.knows(B, tormax(&t, Half::Icons)), "revealed");
    assert_eq!(t.discard(A), ["Troll"]);
    assert!(
        t.is_legal(Choice::Play(tormax(&t, Half::Creature))),
        "ready to be played together"
    );
}
