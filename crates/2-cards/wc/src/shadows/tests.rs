//! Tests of the Shadows cards of Worlds Collide: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::ability::{Behavior, Step};
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::House;

#[test]
fn a_vinda_kill_makes_the_opponent_discard_at_random() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["A. Vinda"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Troll"])
        .start();
    t.reap("A. Vinda");
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 1, "reaped");
    assert_eq!(t.discard(B), ["Dust Pixie", "Troll"]);
    assert!(t.hand_of(B).is_empty());
}

#[test]
fn a_vinda_without_a_kill_discards_nothing() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["A. Vinda"])
        .battleline(B, &["Troll"])
        .hand(B, &["Krump"])
        .start();
    t.reap("A. Vinda");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.hand_of(B), ["Krump"]);
}

#[test]
fn breaker_hill_gives_its_neighbors_an_action_to_steal_one() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Silvertooth", "Breaker Hill", "Dodger", "Umbra"])
        .amber(B, 3)
        .start();
    assert!(
        !t.is_legal(Choice::Action(t.find("Umbra"))),
        "not a neighbor"
    );
    assert!(!t.is_legal(Choice::Action(t.find("Breaker Hill"))));
    t.action("Silvertooth");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
    t.action("Dodger");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn breaker_hill_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Breaker Hill"])
        .start();
    t.fight("Troll", "Breaker Hill");
    assert_eq!(t.line(B), ["Breaker Hill"]);
    assert_eq!(t.damage("Breaker Hill"), 0);
}

#[test]
fn hit_and_run_deals_two_then_returns_a_friendly_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hit and Run"])
        .battleline(A, &["Silvertooth", "Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Hit and Run");
    t.choose("Troll");
    t.choose("Dodger");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.line(A), ["Silvertooth"]);
    assert_eq!(t.hand_of(A), ["Dodger"]);
}

#[test]
fn hit_and_run_without_a_friendly_creature_only_deals_damage() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hit and Run"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Hit and Run");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.line(B), ["Troll"], "an enemy creature is not returned");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn hock_destroys_an_artifact_and_gains_one() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hock"])
        .artifacts(B, &["The Warchest"])
        .start();
    t.play("Hock");
    assert_eq!(t.discard(B), ["The Warchest"]);
    assert_eq!(t.amber(A), 2, "1 bonus + 1");
}

#[test]
fn hock_without_an_artifact_gains_only_its_bonus() {
    let mut t = scenario(House::Shadows).hand(A, &["Hock"]).start();
    t.play("Hock");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn hugger_mugger_captures_then_steals_when_behind_on_keys() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hugger-Mugger"])
        .amber(B, 4)
        .keys(B, 1)
        .start();
    t.play("Hugger-Mugger");
    assert_eq!(t.amber_on("Hugger-Mugger"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn hugger_mugger_only_captures_when_keys_are_even() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hugger-Mugger"])
        .amber(B, 4)
        .keys(A, 1)
        .keys(B, 1)
        .start();
    t.play("Hugger-Mugger");
    assert_eq!(t.amber_on("Hugger-Mugger"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn inky_gloom_stops_reaping_on_the_opponents_next_turn_only() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Inky Gloom"])
        .battleline(A, &["Silvertooth"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Inky Gloom");
    t.reap("Silvertooth");
    assert_eq!(t.amber(A), 1, "your own creatures still reap this turn");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    t.reap("Silvertooth");
    assert_eq!(t.amber(A), 2, "the effect is over on your next turn");
}

#[test]
fn inky_gloom_expires_before_the_opponents_following_turn() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Inky Gloom"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Inky Gloom");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Troll");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn j_vinda_kill_steals_one() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["J. Vinda"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 2)
        .start();
    t.reap("J. Vinda");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!((t.amber(A), t.amber(B)), (2, 1), "reaped 1, stole 1");
}

#[test]
fn j_vinda_without_a_kill_steals_nothing() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["J. Vinda"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.reap("J. Vinda");
    t.choose("Troll");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn kymoor_eclipse_shuffles_every_flank_creature_into_its_owners_deck() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Kymoor Eclipse"])
        .battleline(A, &["Silvertooth", "Dodger", "Umbra"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Kymoor Eclipse");
    assert_eq!(t.line(A), ["Dodger"]);
    assert!(t.line(B).is_empty(), "a lone creature is on a flank");
    for (p, name) in [(A, "Silvertooth"), (A, "Umbra"), (B, "Troll")] {
        assert!(t.deck_of(p).contains(&name), "{name} in its owner's deck");
    }
}

#[test]
fn kymoor_eclipse_is_stopped_by_a_ward() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Kymoor Eclipse"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Troll");
    t.play("Kymoor Eclipse");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(!t.card("Troll").is_warded());
}

#[test]
fn mug_takes_one_amber_from_a_creature_and_deals_two() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Mug"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    t.play("Mug");
    assert_eq!(t.amber(A), 2, "1 bonus + 1 moved");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn mug_on_a_creature_without_amber_still_deals_two() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Mug"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Mug");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn pestering_blow_deals_one_and_enrages() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Pestering Blow"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Pestering Blow");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.damage("Troll"), 1);
    assert!(t.card("Troll").is_enraged());
}

#[test]
fn symon_puts_the_creature_it_fights_on_top_of_its_owners_deck() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Symon"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.fight("Symon", "Troll");
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.deck_of(B).first(), Some(&"Troll"), "on top");
    assert_eq!(t.damage("Symon"), 0, "skirmish");
}

#[test]
fn symon_leaves_a_creature_it_destroyed_in_the_discard_pile() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Symon"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Symon", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(!t.deck_of(B).contains(&"Dust Pixie"));
}

#[test]
fn trust_no_one_steals_one_with_a_friendly_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Trust No One"])
        .battleline(A, &["Silvertooth"])
        .battleline(B, &["Troll", "Dust Pixie", "Lamindra"])
        .amber(B, 5)
        .start();
    t.play("Trust No One");
    assert_eq!((t.amber(A), t.amber(B)), (1, 4));
}

#[test]
fn trust_no_one_alone_steals_one_per_enemy_house() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Trust No One"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .amber(B, 5)
        .start();
    t.play("Trust No One");
    assert_eq!((t.amber(A), t.amber(B)), (2, 3), "Brobnar and Untamed");
}

#[test]
fn trust_no_one_alone_steals_at_most_three() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Trust No One"])
        .battleline(B, &["Troll", "Dust Pixie", "Urchin", "Ember Imp"])
        .amber(B, 5)
        .start();
    t.play("Trust No One");
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (3, 2),
        "four houses, three stolen"
    );
}

#[test]
fn chain_gang_readies_after_you_play_subtle_chain() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Chain Gang"])
        .hand(A, &["Subtle Chain"])
        .hand(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.reap("Chain Gang");
    assert!(t.exhausted("Chain Gang"));
    t.play("Subtle Chain");
    assert!(!t.exhausted("Chain Gang"));
    assert_eq!(t.discard(B), ["Troll"], "Subtle Chain's discard");
    t.action("Chain Gang");
    assert_eq!((t.amber(A), t.amber(B)), (3, 1), "reap, bonus, steal");
    assert!(t.discard(A).is_empty());
    assert!(t.deck_of(A).contains(&"Subtle Chain"));
}

#[test]
fn chain_gang_steals_without_a_subtle_chain_to_shuffle() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Chain Gang"])
        .discard(A, &["Troll"])
        .amber(B, 2)
        .start();
    t.action("Chain Gang");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn chain_gang_ignores_other_cards_played() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Chain Gang"])
        .hand(A, &["Hock"])
        .start();
    t.reap("Chain Gang");
    t.play("Hock");
    assert!(t.exhausted("Chain Gang"));
}

#[test]
fn fidgit_plays_an_action_from_the_top_of_the_deck_as_yours() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Fidgit"])
        .deck(B, &["Virtuous Works", "Troll"])
        .start();
    t.reap("Fidgit");
    assert_eq!(t.amber(A), 4, "1 reaped + Virtuous Works' 3");
    assert_eq!(t.discard(B), ["Virtuous Works"], "back to its owner");
}

#[test]
fn fidgit_discards_a_creature_without_playing_it() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Fidgit"])
        .deck(B, &["Troll", "Virtuous Works"])
        .start();
    t.reap("Fidgit");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(B), ["Troll"]);
    assert!(t.line(A) == ["Fidgit"] && t.line(B).is_empty());
}

#[test]
fn fidgit_may_take_a_random_card_of_the_archives() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Fidgit"])
        .archives(B, &["Virtuous Works"])
        .deck(B, &["Troll"])
        .start();
    t.reap("Fidgit");
    t.choose_option(1);
    assert_eq!(t.amber(A), 4);
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.deck_of(B), ["Troll"]);
}

#[test]
fn fidgit_may_take_the_top_card_when_there_are_archives() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Fidgit"])
        .archives(B, &["Virtuous Works"])
        .deck(B, &["Troll"])
        .start();
    t.reap("Fidgit");
    t.choose_option(0);
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.archives_of(B), ["Virtuous Works"]);
}

#[test]
fn into_the_night_lets_only_shadows_creatures_fight_until_your_next_turn() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Into the Night"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Urchin"])
        .start();
    t.play("Into the Night");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.is_legal(Choice::Fight(t.find("Krump"))));
    t.reap("Krump");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.is_legal(Choice::Fight(t.find("Troll"))));
}

#[test]
fn into_the_night_lets_shadows_creatures_fight() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Into the Night"])
        .battleline(A, &["Silvertooth"])
        .battleline(B, &["Urchin", "Troll"])
        .start();
    t.play("Into the Night");
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    t.fight("Urchin", "Silvertooth");
    assert_eq!(t.damage("Silvertooth"), 1);
}

#[test]
fn no_safety_in_numbers_hits_each_house_with_three_creatures_in_play() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["No Safety in Numbers"])
        .battleline(A, &["Troll", "Silvertooth"])
        .battleline(B, &["Krump", "Bumpsy", "Dust Pixie", "Urchin"])
        .start();
    t.play("No Safety in Numbers");
    assert_eq!(t.amber(A), 1);
    assert_eq!(
        (t.damage("Troll"), t.damage("Krump"), t.damage("Bumpsy")),
        (3, 3, 3),
        "3 Brobnar creatures, both sides counted"
    );
    assert_eq!(
        (t.damage("Silvertooth"), t.damage("Urchin")),
        (0, 0),
        "only 2 Shadows creatures"
    );
    assert_eq!(t.line(B), ["Krump", "Bumpsy", "Dust Pixie", "Urchin"]);
}

#[test]
fn no_safety_in_numbers_spares_houses_with_fewer_than_three() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["No Safety in Numbers"])
        .battleline(A, &["Troll", "Silvertooth"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.play("No Safety in Numbers");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (0, 0));
    assert_eq!(t.line(B), ["Krump", "Dust Pixie"]);
}

#[test]
fn spike_trap_sacrificed_deals_three_to_each_flank_creature() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Spike Trap"])
        .battleline(A, &["Silvertooth", "Troll", "Krump"])
        .battleline(B, &["Bumpsy", "Ganger Chieftain", "Dust Pixie"])
        .start();
    t.apply(Choice::Omni(t.find("Spike Trap")));
    assert_eq!(t.discard(A), ["Spike Trap", "Silvertooth"]);
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (0, 3));
    assert_eq!(t.damage("Bumpsy"), 3);
    assert_eq!(t.damage("Ganger Chieftain"), 0, "not on a flank");
    assert!(t.discard(B).contains(&"Dust Pixie"));
}

#[test]
fn spike_trap_is_used_whatever_the_house() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Spike Trap"])
        .battleline(B, &["Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Spike Trap")));
    assert_eq!(t.damage("Troll"), 3);
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn subtle_chain_makes_the_opponent_discard_at_random() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Subtle Chain"])
        .hand(B, &["Troll"])
        .start();
    t.play("Subtle Chain");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn whisper_loses_one_to_destroy_a_creature() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Whisper"])
        .battleline(B, &["Troll", "Krump"])
        .amber(A, 2)
        .start();
    t.action("Whisper");
    t.choose("Troll");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn whisper_with_an_empty_pool_destroys_nothing() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Whisper"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Whisper");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(t.exhausted("Whisper"));
}

#[test]
fn finch_cloak_steals_when_behind() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Finch Cloak"])
        .amber(B, 3)
        .start();
    t.reap("Finch Cloak");
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (2, 2),
        "reaped 1 then behind by 2"
    );
}

#[test]
fn finch_cloak_gives_each_player_one_otherwise() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Finch Cloak"])
        .amber(B, 1)
        .start();
    t.reap("Finch Cloak");
    assert_eq!((t.amber(A), t.amber(B)), (2, 2), "even after reaping");
}

#[test]
fn finch_cloak_acts_after_a_fight_too() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Finch Cloak"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Finch Cloak", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

/// Ends A's turn; B, at the start of their turn, answers Gambling Den.
fn gamble(name: Option<House>, top: &str) -> keysim_engine::scenario::Test {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Gambling Den"])
        .deck(B, &[top, "Krump"])
        .amber(B, 3)
        .start();
    t.end_turn();
    match name {
        Some(h) => {
            t.yes();
            t.choose_house(h);
        }
        None => t.no(),
    }
    t
}

#[test]
fn gambling_den_pays_two_when_the_top_card_is_of_the_named_house() {
    let t = gamble(Some(House::Brobnar), "Troll");
    assert_eq!(t.amber(B), 5);
    assert_eq!(t.deck_of(B), ["Troll", "Krump"], "the card stays on top");
}

#[test]
fn gambling_den_costs_two_when_the_top_card_is_of_another_house() {
    let t = gamble(Some(House::Dis), "Troll");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn gambling_den_does_nothing_when_no_house_is_named() {
    let t = gamble(None, "Troll");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn gambling_den_offers_its_own_controller_the_bet_too() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Gambling Den"])
        .deck(
            A,
            &[
                "Krump", "Krump", "Krump", "Krump", "Krump", "Krump", "Troll",
            ],
        )
        .start();
    t.end_turn();
    t.no();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(
        t.g.decision().is_some_and(|d| d.player == A),
        "A is asked at the start of their turn"
    );
    t.yes();
    t.choose_house(House::Brobnar);
    assert_eq!(t.deck_of(A), ["Troll"], "six cards drawn, Troll on top");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn hunter_or_hunted_wards_a_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hunter or Hunted?"])
        .battleline(A, &["Silvertooth"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Hunter or Hunted?");
    t.choose_option(0);
    t.choose("Silvertooth");
    assert_eq!(t.amber(A), 1);
    assert!(t.card("Silvertooth").is_warded());
    assert!(!t.card("Troll").is_warded());
}

#[test]
fn hunter_or_hunted_moves_a_ward_to_another_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hunter or Hunted?"])
        .battleline(A, &["Silvertooth"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Troll");
    t.play("Hunter or Hunted?");
    t.choose_option(1);
    t.choose("Troll");
    assert!(!t.card("Troll").is_warded());
    assert!(t.card("Silvertooth").is_warded());
}

/// "Move a ward" is offered with no ward in play (the FAQ: a choice that
/// does nothing is legal): a creature without one is chosen, and nothing
/// moves.
#[test]
fn hunter_or_hunted_may_move_a_ward_when_no_creature_is_warded() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hunter or Hunted?"])
        .battleline(A, &["Silvertooth"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Hunter or Hunted?");
    assert!(t.is_legal(Choice::Option(1)), "move a ward");
    t.choose_option(1);
    t.choose("Troll");
    assert!(!t.card("Troll").is_warded());
    assert!(!t.card("Silvertooth").is_warded());
}

#[test]
fn hunter_or_hunted_may_still_ward_while_a_ward_is_in_play() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hunter or Hunted?"])
        .battleline(A, &["Silvertooth"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Troll");
    t.play("Hunter or Hunted?");
    t.choose_option(0);
    t.choose("Silvertooth");
    assert!(t.card("Troll").is_warded() && t.card("Silvertooth").is_warded());
}

#[test]
fn manchego_steals_two_from_a_short_deck() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Manchego"])
        .deck(A, &["Troll", "Troll", "Troll", "Troll", "Troll"])
        .amber(B, 3)
        .start();
    t.play("Manchego");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn manchego_steals_nothing_from_a_long_deck() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Manchego"])
        .deck(A, &["Troll", "Troll", "Troll", "Troll", "Troll", "Troll"])
        .amber(B, 3)
        .start();
    t.play("Manchego");
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn manchego_may_shuffle_itself_into_the_deck_after_reaping() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Manchego"])
        .start();
    t.reap("Manchego");
    t.yes();
    assert_eq!(t.amber(A), 1);
    assert!(t.line(A).is_empty());
    assert!(t.deck_of(A).contains(&"Manchego"));
}

#[test]
fn manchego_may_stay_after_fighting() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Manchego"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Manchego", "Dust Pixie");
    t.no();
    assert_eq!(t.line(A), ["Manchego"]);
}

#[test]
fn the_quiet_anvil_lowers_every_key_cost_by_two() {
    let t = scenario(House::Shadows)
        .artifacts(B, &["The Quiet Anvil"])
        .start();
    assert_eq!((t.g.key_cost(A), t.g.key_cost(B)), (4, 4));
}

#[test]
fn the_quiet_anvil_is_destroyed_after_a_key_is_forged() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["The Quiet Anvil"])
        .amber(B, 5)
        .start();
    t.end_turn();
    assert_eq!((t.keys(B), t.amber(B)), (1, 1), "forged at 4");
    assert_eq!(t.discard(A), ["The Quiet Anvil"]);
    assert_eq!(t.g.key_cost(B), 6);
}

#[test]
fn the_shadow_council_steals_two_from_the_center() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Silvertooth", "The Shadow Council", "Dodger"])
        .amber(B, 3)
        .start();
    t.action("The Shadow Council");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn the_shadow_council_alone_is_in_the_center() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["The Shadow Council"])
        .amber(B, 3)
        .start();
    t.action("The Shadow Council");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn the_shadow_council_off_center_has_no_action() {
    let t = scenario(House::Shadows)
        .battleline(A, &["The Shadow Council", "Silvertooth", "Dodger"])
        .start();
    let council = t.find("The Shadow Council");
    assert!(!t.is_legal(Choice::Action(council)));
    assert!(t.is_legal(Choice::Reap(council)));
}

#[test]
fn the_shadow_council_in_an_even_battleline_has_no_action() {
    let t = scenario(House::Shadows)
        .battleline(A, &["Silvertooth", "The Shadow Council"])
        .start();
    assert!(!t.is_legal(Choice::Action(t.find("The Shadow Council"))));
}

#[test]
fn weasand_on_a_flank_is_destroyed() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Weasand"])
        .battleline(A, &["Silvertooth"])
        .start();
    t.play("Weasand");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Silvertooth"]);
    assert_eq!(t.discard(A), ["Weasand"]);
}

#[test]
fn weasand_deployed_between_two_creatures_stays() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Weasand"])
        .battleline(A, &["Silvertooth", "Dodger"])
        .start();
    t.play("Weasand");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Silvertooth", "Weasand", "Dodger"]);
}

#[test]
fn weasand_gains_two_after_any_key_is_forged() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Silvertooth", "Weasand", "Dodger"])
        .amber(B, 6)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn each_plant_gains_one_when_any_player_chooses_its_house() {
    let plants = [
        ("Brobnar Plant", House::Brobnar),
        ("Dis Plant", House::Dis),
        ("Logos Plant", House::Logos),
        ("Saurian Plant", House::Saurian),
        ("Star Alliance Plant", House::StarAlliance),
        ("Untamed Plant", House::Untamed),
    ];
    for (plant, house) in plants {
        let mut t = scenario(House::Shadows)
            .battleline(A, &[plant])
            .houses(B, [house, House::Shadows, House::Sanctum])
            .start();
        t.end_turn();
        t.apply(Choice::House(house));
        assert_eq!(t.amber(A), 1, "{plant}: the opponent chose {house:?}");
    }
}

#[test]
fn a_plant_ignores_other_houses() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Brobnar Plant"])
        .houses(B, [House::Brobnar, House::Shadows, House::Sanctum])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    assert_eq!(t.amber(A), 0);
}

#[test]
fn a_plant_hears_its_controllers_own_choice() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Dis Plant"])
        .houses(A, [House::Dis, House::Shadows, House::Sanctum])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    assert_eq!(t.amber(A), 1);
}

/// B starts a turn able to forge, against A's Keyforgery and a hand of
/// Brobnar cards.
fn forging_against_keyforgery() -> keysim_engine::scenario::Test {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Keyforgery"])
        .deck(A, &["Troll"; 8])
        .amber(B, 7)
        .start();
    t.end_turn();
    t
}

#[test]
fn keyforgery_stops_the_key_when_the_revealed_card_is_of_another_house() {
    let mut t = forging_against_keyforgery();
    assert!(t.g.decision().is_some_and(|d| d.player == B), "B names");
    t.choose_house(House::Dis);
    assert_eq!((t.keys(B), t.amber(B)), (0, 7), "no Æmber spent");
    assert_eq!(t.discard(A), ["Keyforgery"]);
}

#[test]
fn keyforgery_lets_the_key_be_forged_when_the_house_is_named_right() {
    let mut t = forging_against_keyforgery();
    t.choose_house(House::Brobnar);
    assert_eq!((t.keys(B), t.amber(B)), (1, 1));
    assert_eq!(t.artifacts_of(A), ["Keyforgery"]);
}

#[test]
fn keyforgery_does_not_challenge_its_controller() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Keyforgery"])
        .amber(A, 6)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    t.end_turn();
    assert_eq!((t.keys(A), t.amber(A)), (1, 0));
    assert_eq!(t.artifacts_of(A), ["Keyforgery"]);
}

/// "Action: your opponent forges a key at current cost" (a test's card).
static OPPONENT_FORGES_NOW: Behavior = Behavior::action(&[Step::then(|g, f| {
    g.forge_key_paying(f.opponent(), g.key_cost(f.opponent()));
})]);

#[test]
fn keyforgery_errata_only_challenges_a_key_forged_on_the_opponents_turn() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Keyforgery", "The Warchest"])
        .behavior("The Warchest", &OPPONENT_FORGES_NOW)
        .hand(A, &["Troll"])
        .amber(B, 6)
        .start();
    t.action("The Warchest");
    assert_eq!((t.keys(B), t.amber(B)), (1, 0), "forged on A's turn");
    assert_eq!(t.artifacts_of(A), ["Keyforgery", "The Warchest"]);
}

#[test]
fn keyforgery_challenges_a_key_forged_by_an_ability() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .artifacts(B, &["Keyforgery"])
        .hand(B, &["Troll"])
        .amber(A, 7)
        .start();
    t.play("Key Charge");
    t.yes();
    t.choose_house(House::Dis);
    assert_eq!((t.keys(A), t.amber(A)), (0, 6), "only Key Charge's 1 lost");
    assert_eq!(t.discard(B), ["Keyforgery"]);
    assert!(t.g.knows(A, t.find("Troll")), "the revealed card is seen");
}

#[test]
fn keyforgery_with_an_empty_hand_reveals_nothing_and_the_key_is_forged() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .artifacts(B, &["Keyforgery"])
        .amber(A, 7)
        .start();
    t.play("Key Charge");
    t.yes();
    t.choose_house(House::Dis);
    assert_eq!((t.keys(A), t.amber(A)), (1, 0));
    assert_eq!(t.artifacts_of(B), ["Keyforgery"]);
}
