//! Key colours with cards of several sets: a key's colour is chosen as it
//! is forged (the rulebook's "Forge a key": the player spends the Æmber,
//! then flips one of their key tokens), before anything that reacts to the
//! forging resolves.

use keysim_engine::KeyColor;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

use super::scenario;

#[test]
fn a_key_is_coloured_as_it_is_forged_before_strange_gizmo_destroys_turnkey() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Turnkey"])
        .artifacts(B, &["Strange Gizmo"])
        .hand(B, &["Viscount of Aerys"])
        .amber(B, 6)
        .keys(B, 1)
        .start();
    t.play("Turnkey");
    assert_eq!(t.keys(B), 0, "Turnkey unforged B's key");
    t.end_turn();
    assert_eq!(t.keys(B), 1, "B forged in step 1");
    assert_eq!(t.line(A), ["Turnkey"], "Strange Gizmo waits for the colour");
    t.choose_option(2);
    assert!(t.g.key_forged(B, KeyColor::Yellow));
    assert!(t.line(A).is_empty(), "Strange Gizmo destroyed Turnkey");
    assert_eq!(t.keys(B), 2, "Turnkey leaving play forged B's key");
    t.choose_option(1);
    assert!(t.g.key_forged(B, KeyColor::Blue));
    assert!(!t.g.key_forged(B, KeyColor::Red));
    assert!(t.g.check_bookkeeping().is_ok());
}
