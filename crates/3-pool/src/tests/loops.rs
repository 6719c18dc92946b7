//! Loops the rulebook lets the active player stop ("the active player
//! chooses how many times they want to resolve the loop"), each found by
//! the long soak as a game that never ended.

use keysim_engine::Player::{A, B};
use keysim_facts::House;

use super::scenario;

#[test]
fn reassembling_automaton_with_no_power_is_destroyed_rather_than_rebuilt_for_ever() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Plague Wind"])
        .battleline(B, &["Reassembling Automaton", "Troll"])
        .start();
    t.play("Plague Wind");
    assert!(!t.asks_target(), "no flank to choose: it is not rebuilt");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(t.discard(B).contains(&"Reassembling Automaton"));
    assert_eq!(t.g.turn_history().creatures_destroyed, [0, 1]);
}

#[test]
fn self_bolstering_automata_with_no_power_is_rebuilt_until_its_counters_give_it_power() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Plague Wind"])
        .battleline(B, &["Self-Bolstering Automata", "Troll"])
        .start();
    t.play("Plague Wind");
    // Power 1 - 3: rebuilt with two counters (power 0), destroyed again,
    // rebuilt with two more (power 2).
    t.choose_option(0);
    assert!(t.asks_target());
    t.choose_option(1);
    assert!(!t.asks_target());
    assert_eq!(t.line(B), ["Troll", "Self-Bolstering Automata"]);
    assert_eq!(t.power("Self-Bolstering Automata"), 2);
}

#[test]
fn redeemer_amara_under_plague_wind_makes_dying_mutant_tokens_until_the_deck_is_out() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Plague Wind"])
        .battleline(A, &["Dew Faerie"])
        .battleline(B, &["Redeemer Amara"])
        .token(B, "Sentinel")
        .start();
    let deck = t.deck_of(B).len();
    t.play("Plague Wind");
    // Dew Faerie is destroyed; every Sentinel (a Mutant) made under
    // Plague Wind has no power left and is destroyed, making the next.
    for made in 0..deck {
        assert!(t.asks_target(), "the flank of token {made}");
        assert!(t.g.stack_depth() <= 4, "finished abilities leave the stack");
        t.choose_option(0);
    }
    assert!(t.g.outcome().is_none(), "no capacity outgrown");
    assert!(t.deck_of(B).is_empty());
    assert_eq!(t.line(B), ["Redeemer Amara"]);
    assert_eq!(t.discard(B).len(), deck);
}
