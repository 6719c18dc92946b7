//! Tests of the Dis cards of Call of the Archons: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;

#[test]
fn fear_returns_an_enemy_creature_to_hand() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Fear"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.play("Fear");
    assert_eq!(t.line(A), ["Troll"], "only enemies can be chosen");
    assert_eq!(t.line(B), Vec::<&str>::new());
    assert_eq!(t.hand_of(B), ["Doc Bookton"]);
}

#[test]
fn fear_with_captured_amber_returns_it_to_the_opponent() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Fear"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.set_amber_on("Doc Bookton", 2);
    t.play("Fear");
    assert_eq!(t.hand_of(B), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 2, "Æmber on a leaving creature goes to A");
}

#[test]
fn fear_against_a_ward_only_removes_the_ward() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Fear"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.set_ward("Doc Bookton");
    t.play("Fear");
    assert_eq!(t.line(B), ["Doc Bookton"]);
    assert!(!t.card("Doc Bookton").is_warded());
}

#[test]
fn hand_of_dis_destroys_a_creature_not_on_a_flank() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Hand of Dis"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Doc Bookton", "Ganymede Archivist"])
        .start();
    t.play("Hand of Dis");
    // A lone creature is on both flanks: only Doc Bookton qualifies.
    assert_eq!(t.discard(B), ["Doc Bookton"]);
    assert_eq!(t.line(A), ["Troll"]);
}

#[test]
fn hand_of_dis_with_only_flank_creatures_does_nothing() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Hand of Dis"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Doc Bookton"])
        .start();
    t.play("Hand of Dis");
    assert_eq!(t.line(B), ["Dust Pixie", "Doc Bookton"]);
    assert_eq!(t.discard(A), ["Hand of Dis"]);
}

#[test]
fn mind_barb_discards_a_random_card() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mind Barb"])
        .hand(B, &["Troll", "Punch"])
        .start();
    t.play("Mind Barb");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.hand_of(B).len(), 1);
    assert_eq!(t.discard(B).len(), 1);
}

#[test]
fn mind_barb_on_an_empty_hand() {
    let mut t = scenario(House::Dis).hand(A, &["Mind Barb"]).start();
    t.play("Mind Barb");
    assert_eq!(t.discard(B), Vec::<&str>::new());
    assert_eq!(t.discard(A), ["Mind Barb"]);
}

#[test]
fn dominator_bauble_uses_a_creature_of_another_house() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Dominator Bauble"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.action("Dominator Bauble");
    assert!(t.is_legal(Choice::Reap(t.find("Troll"))));
    t.fight("Troll", "Doc Bookton");
    assert_eq!(t.discard(B), ["Doc Bookton"]);
    assert!(t.exhausted("Troll"));
}

#[test]
fn dominator_bauble_on_an_exhausted_creature_does_nothing() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Dominator Bauble"])
        .battleline(A, &["Troll"])
        .start();
    t.set_exhausted("Troll", true);
    t.action("Dominator Bauble");
    assert!(t.exhausted("Dominator Bauble"));
    assert!(t.is_legal(Choice::EndTurn), "back in the main step");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn charette_captures_three() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Charette"])
        .amber(B, 5)
        .start();
    t.play("Charette");
    assert_eq!(t.amber_on("Charette"), 3);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn charette_captures_what_there_is() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Charette"])
        .amber(B, 2)
        .start();
    t.play("Charette");
    assert_eq!(t.amber_on("Charette"), 2);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn dust_imp_gives_its_controller_two_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Imp"])
        .start();
    t.fight("Troll", "Dust Imp");
    assert_eq!(t.discard(B), ["Dust Imp"]);
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn shooler_steals_from_four() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Shooler"])
        .amber(B, 4)
        .start();
    t.play("Shooler");
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}

#[test]
fn shooler_does_not_steal_from_three() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Shooler"])
        .amber(B, 3)
        .start();
    t.play("Shooler");
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn stealer_of_souls_purges_what_it_kills_in_a_fight() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Stealer of Souls"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.fight("Stealer of Souls", "Doc Bookton");
    assert_eq!(t.purged(B), ["Doc Bookton"]);
    assert_eq!(t.discard(B), Vec::<&str>::new());
    assert_eq!(t.amber(A), 1);
}

#[test]
fn stealer_of_souls_gains_for_bad_penny_returned_to_hand() {
    // FAQ (Tolas and Bad Penny): a creature its own "Destroyed:" ability
    // returns to hand was still destroyed. It cannot be purged from its
    // owner's hand, but the gain still happens.
    let mut t = scenario(House::Dis)
        .battleline(A, &["Stealer of Souls"])
        .battleline(B, &["Bad Penny"])
        .start();
    t.fight("Stealer of Souls", "Bad Penny");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert!(t.purged(B).is_empty());
    assert_eq!(t.amber(A), 1);
}

#[test]
fn stealer_of_souls_also_purges_an_attacker_it_kills() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Stealer of Souls"])
        .battleline(B, &["Headhunter"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Headhunter", "Stealer of Souls");
    assert_eq!(t.purged(B), ["Headhunter"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn stealer_of_souls_ignores_other_destructions() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Hand of Dis"])
        .battleline(A, &["Stealer of Souls"])
        .battleline(B, &["Dust Pixie", "Doc Bookton", "Dust Pixie"])
        .start();
    t.play("Hand of Dis");
    assert_eq!(t.discard(B), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn stealer_of_souls_dying_with_valdr_does_not_trigger() {
    // FAQ: both are destroyed at once, so Stealer is not in play.
    let mut t = scenario(House::Dis)
        .battleline(A, &["Stealer of Souls"])
        .battleline(B, &["Valdr"])
        .start();
    t.fight("Stealer of Souls", "Valdr");
    assert_eq!(t.discard(A), ["Stealer of Souls"]);
    assert_eq!(t.discard(B), ["Valdr"]);
    assert_eq!(t.location("Valdr"), Location::Discard);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn the_terror_gains_two_if_the_opponent_has_none() {
    let mut t = scenario(House::Dis).hand(A, &["The Terror"]).start();
    t.play("The Terror");
    assert_eq!(t.amber(A), 2);

    let mut t = scenario(House::Dis)
        .hand(A, &["The Terror"])
        .amber(B, 1)
        .start();
    t.play("The Terror");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn tocsin_reap_discards_a_random_card() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Tocsin"])
        .hand(B, &["Troll"])
        .start();
    t.reap("Tocsin");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.hand_of(B), Vec::<&str>::new());
}

#[test]
fn eater_of_the_dead_purges_its_fight_victim() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Eater of the Dead"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Eater of the Dead", "Dust Pixie");
    assert_eq!(t.purged(B), ["Dust Pixie"]);
    assert_eq!(t.power("Eater of the Dead"), 5);
}

#[test]
fn eater_of_the_dead_may_purge_from_its_own_pile() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Eater of the Dead"])
        .discard(A, &["Troll", "Punch"])
        .discard(B, &["Dust Pixie"])
        .start();
    t.reap("Eater of the Dead");
    assert!(t.asks_target(), "A chooses between both piles");
    t.choose("Troll");
    assert_eq!(t.purged(A), ["Troll"]);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.power("Eater of the Dead"), 5);
}

#[test]
fn eater_of_the_dead_may_eat_from_the_opponents_pile_but_must_eat() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Eater of the Dead"])
        .discard(A, &["Troll"])
        .discard(B, &["Dust Pixie", "Punch"])
        .start();
    t.reap("Eater of the Dead");
    assert!(!t.is_legal(Choice::Pass), "purging is not optional");
    assert!(
        !t.is_legal(Choice::Target(t.find("Punch"))),
        "creatures only"
    );
    t.choose("Dust Pixie");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.purged(B), ["Dust Pixie"]);
    assert_eq!(t.power("Eater of the Dead"), 5);
}

#[test]
fn eater_of_the_dead_must_eat_its_own_when_the_opponent_has_none() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Eater of the Dead"])
        .discard(A, &["Troll"])
        .discard(B, &["Punch"])
        .start();
    t.reap("Eater of the Dead");
    assert_eq!(t.purged(A), ["Troll"], "the only creature is forced");
    assert_eq!(t.power("Eater of the Dead"), 5);
}

#[test]
fn eater_of_the_dead_without_discarded_creatures_does_not_grow() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Eater of the Dead"])
        .discard(A, &["Punch"])
        .discard(B, &["Fear"])
        .start();
    t.reap("Eater of the Dead");
    assert!(t.purged(A).is_empty() && t.purged(B).is_empty());
    assert_eq!(t.power("Eater of the Dead"), 4);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn eater_of_the_dead_chooses_any_creature_in_the_opponents_pile() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Eater of the Dead"])
        .discard(B, &["Troll", "Dust Pixie"])
        .start();
    t.reap("Eater of the Dead");
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Troll"]);
}

#[test]
fn guardian_demon_moves_healed_damage_to_another_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Guardian Demon"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Doc Bookton", "Dust Pixie"])
        .start();
    t.set_damage("Troll", 3);
    t.play("Guardian Demon");
    t.flank(Flank::Right);
    t.choose("Troll");
    t.choose_option(2);
    t.choose("Doc Bookton");
    assert_eq!(t.damage("Troll"), 1, "heals at most 2");
    assert_eq!(t.damage("Doc Bookton"), 2);
}

#[test]
fn guardian_demon_deals_only_what_it_healed() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Guardian Demon", "Troll"])
        .battleline(B, &["Doc Bookton", "Dust Pixie"])
        .start();
    t.set_damage("Troll", 1);
    t.reap("Guardian Demon");
    t.choose("Troll");
    t.choose_option(2);
    let troll = t.find("Troll");
    assert!(
        !t.is_legal(Choice::Target(troll)),
        "the damage goes to another creature"
    );
    t.choose("Doc Bookton");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.damage("Doc Bookton"), 1);
}

#[test]
fn guardian_demon_healing_nothing_deals_nothing() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Guardian Demon", "Troll"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.reap("Guardian Demon");
    t.choose("Troll");
    assert!(!t.asks_target());
    assert_eq!(t.damage("Doc Bookton"), 0);
}

#[test]
fn guardian_demon_fight_heals_itself() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Guardian Demon"])
        .battleline(B, &["Doc Bookton", "Dust Pixie"])
        .start();
    t.fight("Guardian Demon", "Dust Pixie");
    assert_eq!(t.damage("Guardian Demon"), 1);
    t.choose("Guardian Demon");
    t.choose_option(1);
    assert_eq!(t.damage("Guardian Demon"), 0);
    assert_eq!(t.damage("Doc Bookton"), 1, "the only other creature");
}

#[test]
fn lash_of_broken_dreams_raises_the_opponents_next_key() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Lash of Broken Dreams"])
        .amber(A, 6)
        .amber(B, 8)
        .start();
    t.action("Lash of Broken Dreams");
    assert_eq!(t.g.key_cost(A), 6, "not during A's own turn");
    t.end_turn();
    assert_eq!(t.keys(B), 0, "8 is not enough for a key at 9");
    assert_eq!(t.amber(B), 8);
    assert_eq!(t.g.key_cost(B), 9);
    assert_eq!(t.g.key_cost(A), 9, "every key forged in that turn");
    t.apply(Choice::House(House::Dis));
    t.end_turn();
    assert_eq!(t.keys(A), 1, "the effect is over on A's turn");
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn lash_of_broken_dreams_lets_a_rich_opponent_pay_nine() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Lash of Broken Dreams"])
        .amber(B, 10)
        .start();
    t.action("Lash of Broken Dreams");
    t.end_turn();
    assert_eq!((t.keys(B), t.amber(B)), (1, 1));
}

#[test]
fn succubus_shrinks_the_opponents_refill() {
    let deck = ["Troll"; 10];
    let mut t = scenario(House::Dis)
        .battleline(A, &["Succubus"])
        .deck(A, &deck)
        .deck(B, &deck)
        .start();
    assert_eq!((t.g.hand_size(A), t.g.hand_size(B)), (6, 5));
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 6);
    t.apply(Choice::House(House::Dis));
    t.end_turn();
    assert_eq!(t.hand_of(B).len(), 5);
}

#[test]
fn flame_wreathed_burns_an_attacker_before_the_fight() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Dust Pixie", "Troll"])
        .battleline(B, &["Succubus"])
        .upgrade(B, "Flame-Wreathed", "Succubus")
        .start();
    t.set_house("Dust Pixie", House::Dis);
    t.set_house("Troll", House::Dis);
    assert_eq!(t.power("Succubus"), 5);
    t.fight("Dust Pixie", "Succubus");
    assert_eq!(t.discard(A), ["Dust Pixie"]);
    assert_eq!(t.damage("Succubus"), 0, "the fight never happened");
    t.fight("Troll", "Succubus");
    assert_eq!(t.damage("Troll"), 2 + 5);
    assert_eq!(t.discard(B).len(), 2, "with its upgrade");
}

#[test]
fn flame_wreathed_is_played_on_a_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Flame-Wreathed"])
        .battleline(A, &["Succubus"])
        .start();
    t.play("Flame-Wreathed");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.power("Succubus"), 5);
    assert_eq!(t.g.hazardous(t.find("Succubus")), 2);
}

#[test]
fn ember_imp_stops_the_opponents_third_card() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch", "Punch", "Anger"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Ember Imp", "Doc Bookton"])
        .start();
    t.play("Punch");
    t.choose("Doc Bookton");
    t.play("Punch");
    t.choose("Doc Bookton");
    assert_eq!(t.line(B), ["Ember Imp"]);
    let anger = t.find("Anger");
    assert!(!t.is_legal(Choice::Play(anger)));
    assert!(t.is_legal(Choice::Discard(anger)), "discarding is allowed");
    assert!(
        t.is_legal(Choice::Reap(t.find("Troll"))),
        "using is allowed"
    );
}

#[test]
fn ember_imp_does_not_limit_its_controller() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Mind Barb", "Mind Barb", "Mind Barb"])
        .battleline(A, &["Ember Imp"])
        .start();
    t.play("Mind Barb");
    t.play("Mind Barb");
    t.play("Mind Barb");
    assert_eq!(t.discard(A).len(), 3);
}

#[test]
fn tentacus_makes_the_opponent_pay_for_artifacts() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Lash of Broken Dreams"])
        .battleline(B, &["Tentacus"])
        .start();
    let lash = t.find("Lash of Broken Dreams");
    assert!(!t.is_legal(Choice::Action(lash)), "nothing to pay with");
    t.player_mut(A).amber = 2;
    t.action("Lash of Broken Dreams");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    assert_eq!(t.g.lasting_effects().len(), 1);
}

#[test]
fn tentacus_does_not_tax_its_controller_or_creatures() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Lash of Broken Dreams"])
        .battleline(A, &["Tentacus", "Shooler"])
        .amber(B, 4)
        .start();
    t.action("Lash of Broken Dreams");
    t.reap("Shooler");
    assert_eq!((t.amber(A), t.amber(B)), (1, 4));
}

#[test]
fn control_the_weak_forces_the_opponents_house() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Control the Weak"])
        .houses(B, [House::Logos, House::Shadows, House::Untamed])
        .battleline(B, &["Troll"])
        .start();
    t.play("Control the Weak");
    assert_eq!(t.amber(A), 1);
    let troll = t.find("Troll");
    assert!(
        !t.is_legal(Choice::ChooseHouse(House::Brobnar)),
        "only houses on the identity card"
    );
    t.choose_house(House::Untamed);
    t.end_turn();
    assert_eq!(t.choices(), [Choice::House(House::Untamed)]);
    t.apply(Choice::House(House::Untamed));
    assert!(!t.is_legal(Choice::Reap(troll)));
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "only for one turn");
}

#[test]
fn shaffles_takes_one_at_the_end_of_its_controllers_turn() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Shaffles"])
        .amber(B, 2)
        .start();
    t.end_turn();
    assert_eq!(t.amber(B), 1);
    t.apply(Choice::House(House::Dis));
    t.end_turn();
    assert_eq!(t.amber(B), 1, "not at the end of the opponent's turn");
}

#[test]
fn shaffles_acts_after_the_draw_whatever_the_active_house() {
    // B's Shaffles, on B's turn with another house chosen: B draws up
    // to six first, then A loses 1; nothing if A has nothing.
    let mut t = scenario(House::Logos)
        .battleline(B, &["Shaffles"])
        .deck(B, &["Troll"; 8])
        .amber(A, 1)
        .start();
    t.end_turn();
    assert_eq!(t.amber(A), 1, "not at the end of A's turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.hand_of(B).len(), 6);
    assert_eq!(t.g.active_player(), A, "then A's turn starts");
    t.apply(Choice::House(House::Logos));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber(A), 0, "A has nothing to lose");
}

#[test]
fn shaffles_destroyed_during_the_turn_does_nothing_at_its_end() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Shaffles"])
        .amber(B, 2)
        .start();
    t.play("Punch");
    assert_eq!(t.discard(A), ["Shaffles", "Punch"]);
    t.end_turn();
    assert_eq!(t.amber(B), 2);
}

#[test]
fn annihilation_ritual_purges_destroyed_creatures_of_both_sides() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .artifacts(B, &["Annihilation Ritual"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Bumpsy"])
        .start();
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.purged(B), ["Dust Pixie"], "purged instead of discarded");
    assert_eq!(
        t.discard(A),
        ["Punch"],
        "an action is not a creature leaving play"
    );
    assert_eq!(
        t.g.turn_history().creatures_destroyed,
        [0, 1],
        "still destroyed"
    );
    t.fight("Troll", "Bumpsy");
    assert_eq!(t.purged(B), ["Dust Pixie", "Bumpsy"]);
}

#[test]
fn annihilation_ritual_leaves_other_moves_alone() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Fear"])
        .artifacts(A, &["Annihilation Ritual"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Fear");
    assert_eq!(t.hand_of(B), ["Dust Pixie"], "returned to hand, not purged");
    assert!(t.purged(B).is_empty());
}
#[test]
fn gateway_to_dis_destroys_every_creature_and_chains_its_player() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.play("Gateway to Dis");
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert_eq!(t.g.player(A).chains, 3);
}

#[test]
fn pit_demon_steals_one() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Pit Demon"])
        .amber(B, 2)
        .start();
    t.action("Pit Demon");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn lifeward_stops_creatures_on_the_opponents_next_turn_only() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Lifeward"])
        .hand(B, &["Krump", "Punch"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.apply(keysim_engine::Choice::Omni(t.find("Lifeward")));
    assert_eq!(t.discard(A), ["Lifeward"]);
    t.end_turn();
    t.apply(keysim_engine::Choice::House(House::Brobnar));
    let krump = t.find("Krump");
    let punch = t.find("Punch");
    assert!(!t.is_legal(keysim_engine::Choice::Play(krump)));
    assert!(t.is_legal(keysim_engine::Choice::Play(punch)));
    t.end_turn();
    assert!(
        t.g.lasting_effects().is_empty(),
        "over when A's turn starts"
    );
}
#[test]
fn arise_returns_the_chosen_houses_creatures_and_chains_you() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Arise!"])
        .discard(A, &["Shooler", "Punch", "Troll", "Charette"])
        .start();
    t.play("Arise!");
    t.choose_house(House::Dis);
    let mut hand = t.hand_of(A);
    hand.sort();
    assert_eq!(hand, ["Charette", "Shooler"]);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn creeping_oblivion_purges_up_to_two_from_one_pile() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Creeping Oblivion"])
        .discard(A, &["Shooler"])
        .discard(B, &["Punch", "Troll"])
        .start();
    t.play("Creeping Oblivion");
    t.choose("Punch");
    let shooler = t.find("Shooler");
    assert!(
        !t.is_legal(keysim_engine::Choice::Target(shooler)),
        "another pile"
    );
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Punch", "Troll"]);
}
#[test]
fn drumble_captures_everything_from_seven() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Drumble"])
        .amber(B, 7)
        .start();
    t.play("Drumble");
    assert_eq!(t.amber_on("Drumble"), 7);
    assert_eq!(t.amber(B), 0);

    let mut t = scenario(House::Dis)
        .hand(A, &["Drumble"])
        .amber(B, 6)
        .start();
    t.play("Drumble");
    assert_eq!(t.amber_on("Drumble"), 0);
}
#[test]
fn snudge_returns_an_artifact_or_a_flank_creature() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Snudge"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .artifacts(B, &["Lifeward"])
        .start();
    t.reap("Snudge");
    assert!(
        !t.is_legal(keysim_engine::Choice::Target(t.find("Krump"))),
        "not on a flank"
    );
    t.choose("Lifeward");
    assert_eq!(t.hand_of(B), ["Lifeward"]);
}
#[test]
fn library_of_the_damned_archives_a_card_from_hand() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Library of the Damned"])
        .hand(A, &["Punch"])
        .start();
    t.action("Library of the Damned");
    assert_eq!(t.archives_of(A), ["Punch"]);
}

#[test]
fn the_masters_destroy_a_creature_of_their_number() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Master of 1", "Master of 2", "Master of 3"])
        .battleline(B, &["Dust Pixie", "Urchin", "Bumpsy"])
        .start();
    t.reap("Master of 1");
    assert!(
        t.is_legal(keysim_engine::Choice::Pass),
        "a may: it can decline"
    );
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(t.line(B).contains(&"Urchin"), "one creature only");
}

#[test]
fn guilty_hearts_destroys_creatures_holding_amber() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Guilty Hearts"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_amber_on("Troll", 1);
    t.play("Guilty Hearts");
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn hysteria_returns_every_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Hysteria"])
        .battleline(A, &["Shooler"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Hysteria");
    assert_eq!(t.hand_of(A), ["Shooler"]);
    assert_eq!(t.hand_of(B), ["Troll"]);
}

#[test]
fn key_to_dis_destroys_each_creature() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Key to Dis"])
        .battleline(A, &["Shooler"])
        .battleline(B, &["Troll"])
        .start();
    t.apply(keysim_engine::Choice::Omni(t.find("Key to Dis")));
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert!(t.discard(A).contains(&"Key to Dis"));
}
#[test]
fn soul_snatcher_pays_the_owner_of_each_destroyed_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .artifacts(B, &["Soul Snatcher"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Punch");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn tolas_pays_the_opponent_of_each_destroyed_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Tolas", "Dust Pixie"])
        .start();
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 1 + 1, "Punch's bonus and Tolas");
}

#[test]
fn pandemonium_makes_each_undamaged_creature_capture() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Pandemonium"])
        .battleline(A, &["Shooler"])
        .battleline(B, &["Troll", "Krump"])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    t.set_damage("Krump", 1);
    t.play("Pandemonium");
    assert_eq!(t.amber_on("Shooler"), 1);
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber_on("Krump"), 0);
}

#[test]
fn dance_of_doom_destroys_each_creature_of_the_chosen_power() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Dance of Doom"])
        .battleline(A, &["Bumpsy", "Ember Imp"])
        .battleline(B, &["Doc Bookton", "Troll"])
        .start();
    t.play("Dance of Doom");
    t.choose_option(5);
    assert_eq!(t.line(A), ["Ember Imp"]);
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn dance_of_doom_may_name_a_number_no_creature_has() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Dance of Doom"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Dance of Doom");
    assert_eq!(t.choices().len(), 31, "0 to 30");
    t.choose_option(7);
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn gongoozle_makes_the_owner_discard_if_the_creature_survives() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gongoozle"])
        .battleline(B, &["Troll"])
        .hand(B, &["Punch"])
        .start();
    t.play("Gongoozle");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.discard(B), ["Punch"]);
}

#[test]
fn gongoozle_discards_nothing_if_the_creature_is_destroyed() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gongoozle"])
        .battleline(B, &["Ember Imp"])
        .hand(B, &["Punch"])
        .start();
    t.play("Gongoozle");
    assert_eq!(t.discard(B), ["Ember Imp"]);
    assert_eq!(t.hand_of(B), ["Punch"]);
}

#[test]
fn hecatomb_pays_each_player_for_their_destroyed_dis_creatures() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Hecatomb"])
        .battleline(A, &["Ember Imp", "Troll"])
        .battleline(B, &["Shooler", "Charette", "Urchin"])
        .start();
    t.play("Hecatomb");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Urchin"]);
    assert_eq!(t.amber(A), 1 + 1, "bonus icon and one creature");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn tendrils_of_pain_deals_one_damage_to_each_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Tendrils of Pain"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Tendrils of Pain");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Krump"), 1);
}

#[test]
fn tendrils_of_pain_deals_three_more_after_the_opponent_forged() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Tendrils of Pain"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.player_mut(B).keys_forged_last_turn = 1;
    t.play("Tendrils of Pain");
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.damage("Krump"), 4);
}

#[test]
fn key_hammer_unforges_the_key_forged_last_turn() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Key Hammer"])
        .keys(B, 2)
        .start();
    t.player_mut(B).keys_forged_last_turn = 1;
    t.play("Key Hammer");
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 6);
}

#[test]
fn key_hammer_without_a_fresh_key_only_gives_amber() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Key Hammer"])
        .keys(B, 2)
        .start();
    t.play("Key Hammer");
    assert_eq!(t.keys(B), 2);
    assert_eq!(t.amber(B), 6);
}

#[test]
fn three_fates_destroys_the_three_most_powerful_creatures() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Three Fates"])
        .battleline(A, &["Troll", "Ember Imp"])
        .battleline(B, &["Krump", "Doc Bookton", "Bumpsy", "Urchin"])
        .start();
    t.play("Three Fates");
    // Troll (8) and Krump (6) are forced; then a tie between the 5s.
    t.choose("Bumpsy");
    assert_eq!(t.line(A), ["Ember Imp"]);
    assert_eq!(t.line(B), ["Doc Bookton", "Urchin"]);
}

#[test]
fn pitlord_forces_its_controller_to_choose_dis() {
    let mut t = scenario(House::Dis)
        .houses(A, [House::Dis, House::Brobnar, House::Shadows])
        .battleline(A, &["Pitlord"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.choices(), [Choice::House(House::Dis)]);
}

#[test]
fn restringuntus_forbids_the_chosen_house_while_in_play() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Restringuntus"])
        .houses(B, [House::Brobnar, House::Logos, House::Untamed])
        .battleline(B, &["Troll"])
        .start();
    t.play("Restringuntus");
    t.choose_house(House::Logos);
    t.end_turn();
    assert_eq!(
        t.choices(),
        [Choice::House(House::Brobnar), Choice::House(House::Untamed)]
    );
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    t.fight("Restringuntus", "Troll");
    assert_eq!(t.discard(A), ["Restringuntus"]);
    t.end_turn();
    assert!(t.is_legal(Choice::House(House::Logos)), "it left play");
}

#[test]
fn truebaru_costs_three_amber_to_play() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Truebaru"])
        .amber(A, 2)
        .start();
    let truebaru = t.find("Truebaru");
    assert!(!t.is_legal(Choice::Play(truebaru)), "2 Æmber is not enough");
    t.player_mut(A).amber = 4;
    t.play("Truebaru");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn truebaru_destroyed_gains_five() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Truebaru"])
        .battleline(B, &["Troll"])
        .start();
    t.set_damage("Truebaru", 6);
    t.fight("Truebaru", "Troll");
    assert_eq!(t.discard(A), ["Truebaru"]);
    assert_eq!(t.amber(A), 5);
}

#[test]
fn guardian_demon_may_heal_less_than_two() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Guardian Demon", "Troll"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.set_damage("Troll", 3);
    t.reap("Guardian Demon");
    t.choose("Troll");
    t.choose_option(1);
    t.choose("Doc Bookton");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Doc Bookton"), 1);
}

#[test]
fn poltergeist_uses_then_destroys_an_artifact() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Poltergeist", "Troll"])
        .artifacts(B, &["Screaming Cave"])
        .start();
    t.play("Poltergeist");
    assert_eq!(
        t.hand_of(A),
        Vec::<&str>::new(),
        "A's hand shuffled into A's deck"
    );
    assert_eq!(t.discard(B), ["Screaming Cave"]);
}

#[test]
fn sacrificial_altar_trades_a_human_for_a_creature_from_discard() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Sacrificial Altar"])
        .battleline(A, &["Doc Bookton"])
        .discard(A, &["Troll"])
        .start();
    t.action("Sacrificial Altar");
    assert_eq!(t.purged(A), ["Doc Bookton"]);
    assert_eq!(t.line(A), ["Troll"]);
}

#[test]
fn sacrificial_altar_without_a_human_plays_nothing() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Sacrificial Altar"])
        .battleline(A, &["Krump"])
        .discard(A, &["Troll"])
        .start();
    t.action("Sacrificial Altar");
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn screaming_cave_shuffles_hand_and_discard_into_the_deck() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Screaming Cave"])
        .hand(A, &["Troll"])
        .discard(A, &["Punch", "Krump"])
        .deck(A, &["Anger"])
        .start();
    t.action("Screaming Cave");
    assert_eq!(t.hand_of(A), Vec::<&str>::new());
    assert_eq!(t.discard(A), Vec::<&str>::new());
    assert_eq!(t.deck_of(A).len(), 4);
}

#[test]
fn red_hot_armor_turns_armor_into_damage() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Red-Hot Armor"])
        .battleline(B, &["Sequis", "Troll"])
        .start();
    t.play("Red-Hot Armor");
    assert_eq!(
        t.damage("Sequis"),
        2,
        "2 armor lost: 2 damage, not absorbed"
    );
    assert_eq!(t.damage("Troll"), 0);
    t.end_turn();
    assert_eq!(t.armor("Sequis"), 2, "armor returns next turn");
}

#[test]
fn collar_of_subordination_takes_its_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Collar of Subordination"])
        .battleline(A, &["Ember Imp"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Collar of Subordination");
    t.choose("Troll");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Ember Imp", "Troll"]);
    assert_eq!(t.line(B), Vec::<&str>::new());
}

#[test]
fn overlord_greking_claims_the_creature_it_destroys_in_a_fight() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Overlord Greking", "Ember Imp"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.fight("Overlord Greking", "Krump");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Krump", "Overlord Greking", "Ember Imp"]);
    assert_eq!(t.line(B), ["Troll"]);
    assert!(t.exhausted("Krump"), "put into play exhausted");
    let krump = t.find("Krump");
    assert_eq!(t.g.card(krump).owner, B, "still B's card");
}

#[test]
fn a_fair_game_scores_both_hands_against_the_top_of_the_other_deck() {
    let mut t = scenario(House::Dis)
        .hand(A, &["A Fair Game", "Tocsin", "Bumpsy"])
        .deck(A, &["Pitlord", "Gateway to Dis"])
        .hand(B, &["Krump", "Anger", "Shooler"])
        .deck(B, &["Troll", "Punch"])
        .start();
    t.play("A Fair Game");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.amber(A), 2, "Krump and Anger are Brobnar, like Troll");
    assert!(t.g.knows(A, t.find("Shooler")));
    assert!(t.discard(A).contains(&"Pitlord"));
    assert_eq!(t.amber(B), 1, "Tocsin is Dis, like Pitlord");
    assert!(t.g.knows(B, t.find("Bumpsy")));
}

#[test]
fn a_fair_game_gains_nothing_from_an_empty_deck() {
    let mut t = scenario(House::Dis)
        .hand(A, &["A Fair Game", "Tocsin"])
        .deck(A, &[])
        .hand(B, &["Krump"])
        .deck(B, &[])
        .start();
    t.play("A Fair Game");
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
    assert!(t.g.knows(A, t.find("Krump")), "the hand is still revealed");
}

#[test]
fn gabos_longarms_deals_its_damage_to_the_creature_it_chooses() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Gabos Longarms"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.fight("Gabos Longarms", "Dust Pixie");
    t.choose("Troll");
    assert_eq!(
        t.damage("Troll"),
        5,
        "the chosen creature takes Gabos's damage"
    );
    assert_eq!(
        t.line(B),
        ["Dust Pixie", "Troll"],
        "the creature fought takes none"
    );
    assert_eq!(t.damage("Gabos Longarms"), 1, "and still deals its own");
}

#[test]
fn gabos_longarms_ruling_elusive_protects_only_the_creature_fought() {
    // FAQ: elusive prevents damage only to the elusive creature; Gabos's
    // damage may still go to another creature, even an elusive one.
    let mut t = scenario(House::Dis)
        .battleline(A, &["Gabos Longarms"])
        .battleline(B, &["Urchin", "Troll"])
        .start();
    t.fight("Gabos Longarms", "Urchin");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 5);
    assert_eq!(
        t.damage("Gabos Longarms"),
        0,
        "the elusive creature deals none"
    );

    let mut u = scenario(House::Dis)
        .battleline(A, &["Gabos Longarms"])
        .battleline(B, &["Troll", "Urchin"])
        .start();
    u.fight("Gabos Longarms", "Troll");
    u.choose("Urchin");
    assert_eq!(u.discard(B), ["Urchin"], "not attacked, so not protected");
    assert_eq!(u.discard(A), ["Gabos Longarms"], "Troll still hits back");
}

/// "Choose a house" may name any house, one no card of the game belongs
/// to included (the FAQ: a choice that does nothing is legal): the
/// opponent then keeps all three of theirs.
#[test]
fn restringuntus_may_name_a_house_no_card_of_the_game_belongs_to() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Restringuntus"])
        .houses(A, [House::Dis, House::Mars, House::Sanctum])
        .houses(B, [House::Brobnar, House::Logos, House::Untamed])
        .battleline(B, &["Troll"])
        .start();
    t.play("Restringuntus");
    assert!(t.is_legal(Choice::ChooseHouse(House::Saurian)));
    t.choose_house(House::Saurian);
    t.end_turn();
    assert_eq!(
        t.choices(),
        [
            Choice::House(House::Brobnar),
            Choice::House(House::Logos),
            Choice::House(House::Untamed)
        ]
    );
}

/// Pandemonium when the pool the opponent's creatures take from holds too
/// little for both: the active player chooses which captures (the FAQ on
/// Sir Marrows); the friendly creature, taking from a full pool, captures
/// too.
#[test]
fn pandemonium_short_of_amber_the_active_player_chooses_who_captures() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Pandemonium"])
        .battleline(A, &["Shooler"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 5)
        .start();
    t.play("Pandemonium");
    assert_eq!(t.amber(A), 1, "its bonus: 1 for two enemy creatures");
    assert!(t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Troll"), 0, "nothing left on its side");
    assert_eq!(t.amber_on("Shooler"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (0, 4));
}
