//! Tests of the Dis cards of Tokens of Change: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Identity};
use keysim_facts::House;

/// Destroys the named card and lets the destruction resolve.
fn destroy(t: &mut Test, name: &str) {
    let c = t.find(name);
    t.g.destroy(c);
    t.advance();
}

#[test]
fn codex_of_true_names_returns_each_friendly_catena_fiend_and_as_many_enemy_creatures() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Codex of True Names"])
        .hand(A, &["Havoc", "Havoc"])
        .deck(A, &["Troll", "Krump", "Punch", "Punch"])
        .token(A, "Catena Fiend")
        .battleline(B, &["Bumpsy", "Dust Pixie", "Mighty Tiger"])
        .start();
    t.play("Havoc");
    t.choose_option(0);
    t.play("Havoc");
    t.flank(Flank::Right);
    t.choose_option(0);
    assert_eq!(
        t.line(A),
        ["Catena Fiend", "Catena Fiend", "Havoc", "Havoc"]
    );
    t.action("Codex of True Names");
    t.choose("Bumpsy");
    t.choose("Mighty Tiger");
    assert_eq!(t.discard(A), ["Codex of True Names"]);
    assert_eq!(
        t.hand_of(A),
        ["Krump", "Troll"],
        "the fiends, their own cards again"
    );
    assert_eq!(t.line(A), ["Havoc", "Havoc"]);
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.hand_of(B), ["Bumpsy", "Mighty Tiger"]);
}

#[test]
fn codex_of_true_names_without_catena_fiends_returns_no_enemy_creature() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Codex of True Names"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.action("Codex of True Names");
    assert_eq!(t.discard(A), ["Codex of True Names"]);
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
}

#[test]
fn beyond_all_darkness_makes_a_token_for_each_creature_destroyed_this_turn_only() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Beyond All Darkness"])
        .deck(A, &["Troll", "Krump", "Punch"])
        .token(A, "Facet")
        .battleline(B, &["Bumpsy", "Dust Pixie"])
        .start();
    t.play("Beyond All Darkness");
    destroy(&mut t, "Bumpsy");
    assert_eq!(t.line(A), ["Facet"], "an enemy creature destroyed");
    destroy(&mut t, "Facet");
    assert_eq!(
        t.line(A),
        ["Facet"],
        "its own token destroyed makes another"
    );
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    destroy(&mut t, "Dust Pixie");
    assert_eq!(t.line(A), ["Facet"], "the effect ended with the turn");
}

#[test]
fn the_amasser_makes_a_token_on_its_right_flank_for_each_card_the_opponent_draws() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Krump", "The Amasser"])
        .deck(A, &["Troll", "Bumpsy", "Punch"])
        .token(A, "Snare")
        .deck(B, &["Punch", "Punch"])
        .start();
    t.g.draw(B, 2);
    t.advance();
    assert_eq!(t.line(A), ["Krump", "The Amasser", "Snare", "Snare"]);
    t.g.draw(A, 1);
    t.advance();
    assert_eq!(t.line(A).len(), 4, "its controller's own draws make none");
}

#[test]
fn the_forsaken_makes_a_token_on_its_left_flank_when_the_opponent_discards_from_hand() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["The Forsaken", "Krump"])
        .hand(A, &["Mind Barb"])
        .deck(A, &["Troll", "Punch"])
        .token(A, "Thrall")
        .hand(B, &["Bumpsy"])
        .start();
    t.play("Mind Barb");
    assert_eq!(t.discard(B), ["Bumpsy"]);
    assert_eq!(t.line(A), ["Thrall", "The Forsaken", "Krump"]);
}

#[test]
fn the_forsaken_ignores_its_own_controllers_discards() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["The Forsaken"])
        .hand(A, &["Mind Barb"])
        .deck(A, &["Troll"])
        .token(A, "Thrall")
        .start();
    t.discard_card("Mind Barb");
    assert_eq!(t.line(A), ["The Forsaken"]);
}

#[test]
fn gate_warden_makes_a_token_and_then_enemy_creatures_cannot_reap() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gate Warden"])
        .deck(A, &["Troll"])
        .token(A, "Snare")
        .start();
    t.play("Gate Warden");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Gate Warden", "Snare"]);
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Gate Warden"])
        .deck(B, &["Troll"])
        .token(B, "Snare")
        .battleline(A, &["Krump"])
        .start();
    assert!(t.is_legal(Choice::Reap(t.find("Krump"))), "no token yet");
    t.g.make_token_on(B, Flank::Left);
    assert!(
        !t.is_legal(Choice::Reap(t.find("Krump"))),
        "a token in play"
    );
}

#[test]
fn havoc_makes_a_token_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Havoc"])
        .deck(A, &["Troll"])
        .token(A, "Facet")
        .start();
    t.play("Havoc");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Havoc", "Facet"]);
    assert_eq!(t.g.identity(t.find("Facet")), Identity::Token);
}

#[test]
fn levy_of_souls_raises_keys_by_each_friendly_token_during_the_opponents_next_turn() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Levy of Souls"])
        .battleline(A, &["Krump"])
        .deck(
            A,
            &[
                "Troll", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch", "Punch",
            ],
        )
        .token(A, "Facet")
        .start();
    t.action("Levy of Souls");
    t.choose_option(0);
    assert_eq!(t.g.key_cost(B), 6, "not during its controller's own turn");
    t.g.make_token_on(A, Flank::Right);
    t.end_turn();
    assert_eq!(t.g.key_cost(B), 8, "2 friendly tokens");
    assert_eq!(t.g.key_cost(A), 8, "every key");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(
        t.g.key_cost(B),
        6,
        "over at the start of the controller's turn"
    );
}

#[test]
fn unbinding_archives_itself_when_a_friendly_creature_was_destroyed_this_turn() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Unbinding"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll"])
        .token(A, "Facet")
        .start();
    destroy(&mut t, "Krump");
    t.play("Unbinding");
    assert_eq!(t.line(A), ["Facet"]);
    assert_eq!(t.archives_of(A), ["Unbinding"]);
}

#[test]
fn unbinding_goes_to_the_discard_pile_when_no_friendly_creature_was_destroyed() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Unbinding"])
        .deck(A, &["Troll"])
        .token(A, "Facet")
        .battleline(B, &["Bumpsy"])
        .start();
    destroy(&mut t, "Bumpsy");
    t.play("Unbinding");
    assert_eq!(t.line(A), ["Facet"]);
    assert_eq!(t.discard(A), ["Unbinding"]);
}

#[test]
fn catena_fiend_steals_1_and_deals_3_to_a_friendly_creature_after_a_fight() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Catena Fiend", "Troll"])
        .battleline(B, &["Bumpsy"])
        .amber(B, 2)
        .start();
    t.fight("Catena Fiend", "Bumpsy");
    t.choose("Troll");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 1);
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn facet_gains_1_when_destroyed_on_its_controllers_turn_only() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Facet"])
        .battleline(B, &["Facet"])
        .start();
    let [mine, theirs] = [t.g.creatures(A)[0], t.g.creatures(B)[0]];
    t.g.destroy(mine);
    t.advance();
    t.g.destroy(theirs);
    t.advance();
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 0, "not its controller's turn");
}

#[test]
fn snare_makes_the_opponent_lose_1_when_destroyed_on_its_controllers_turn_only() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Snare"])
        .battleline(B, &["Snare"])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    let [mine, theirs] = [t.g.creatures(A)[0], t.g.creatures(B)[0]];
    t.g.destroy(mine);
    t.advance();
    t.g.destroy(theirs);
    t.advance();
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 3, "not B's turn");
}

#[test]
fn thrall_makes_the_opponent_discard_a_random_card_when_destroyed() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Thrall"])
        .hand(B, &["Bumpsy"])
        .start();
    destroy(&mut t, "Thrall");
    assert_eq!(t.discard(B), ["Bumpsy"]);
}

#[test]
fn beyond_all_darkness_makes_a_token_for_each_creature_of_a_board_wipe() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Beyond All Darkness"])
        .deck(A, &["Troll", "Krump", "Punch", "Punch"])
        .token(A, "Facet")
        .battleline(B, &["Bumpsy", "Dust Pixie", "Mighty Tiger"])
        .start();
    t.play("Beyond All Darkness");
    for c in t.g.creatures(B).to_vec() {
        t.g.destroy(c);
    }
    t.advance();
    t.choose_option(0);
    t.choose_option(0);
    assert_eq!(t.line(A), ["Facet", "Facet", "Facet"]);
    assert!(t.line(B).is_empty());
}

#[test]
fn the_amasser_makes_a_token_for_each_card_the_opponent_draws_at_the_end_of_their_turn() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["The Amasser"])
        .deck(A, &["Punch"; 12])
        .token(A, "Snare")
        .deck(B, &["Troll"; 4])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.hand_of(B).len(), 4);
    assert_eq!(
        t.line(A),
        ["The Amasser", "Snare", "Snare", "Snare", "Snare"],
        "B drew 4 cards"
    );
}
