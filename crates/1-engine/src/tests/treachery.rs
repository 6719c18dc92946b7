//! Treachery (Winds of Exchange on): a card printed with it enters play
//! under the opponent of the player who played it, whose flank the active
//! player chooses; the player who played it still resolves its bonus icons.

use crate::scenario::Scenario;
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::House;

fn scenario(house: House) -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(POOL.get_or_init(|| CardPool::from_lookup(|_| None)), house)
}

#[test]
fn a_treachery_artifact_played_enters_play_under_the_opponent() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Curse of Forgetfulness"])
        .start();
    t.play("Curse of Forgetfulness");
    assert!(t.g.player(A).artifacts.is_empty());
    assert_eq!(t.g.player(B).artifacts.len(), 1);
    assert_eq!(t.card("Curse of Forgetfulness").owner, A, "still A's card");
}

#[test]
fn a_treachery_creature_played_enters_the_opponents_battleline() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Elenya the Charming"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Elenya the Charming");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Elenya the Charming"]);
}
