use super::scenario;
use keysim_engine::Player::{A, B};
use keysim_facts::House;

#[test]
fn a_turn_records_plays_destruction_fights_reaps_and_amber() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .start();
    t.play("Punch");
    t.choose("Dust Pixie");
    t.reap("Krump");
    t.fight("Troll", "Bumpsy");
    let h = *t.g.turn_history();
    assert_eq!(h.cards_played, 1);
    assert_eq!(h.hand_actions, 1);
    assert_eq!(h.reaps, 1);
    assert_eq!(h.fights, 1);
    assert_eq!(h.creatures_destroyed, [0, 2]);
    assert_eq!(
        h.destroyed_in_fight,
        [0, 1],
        "Punch's kill was not in a fight"
    );
    assert_eq!(h.amber_gained[0], 2, "Punch's bonus Æmber and the reap");
    assert_eq!(t.g.game_history().creatures_destroyed, [0, 2]);

    t.end_turn();
    assert_eq!(
        t.g.turn_history().cards_played,
        0,
        "a new turn starts afresh"
    );
    assert_eq!(
        t.g.game_history().creatures_destroyed,
        [0, 2],
        "the game keeps count"
    );
}
