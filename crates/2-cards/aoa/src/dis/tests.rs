//! Tests of the Dis cards of Age of Ascension: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Keywords};

#[test]
fn aember_imp_stuns_each_creature_after_it_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Æmber Imp"])
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 1, "the reap still gains");
    assert!(t.stunned("Troll"), "the opponent's imp stuns A's creature");
}

#[test]
fn aember_imp_stuns_its_own_side_too() {
    let mut t = scenario(House::Dis).battleline(A, &["Æmber Imp"]).start();
    t.reap("Æmber Imp");
    assert_eq!(t.amber(A), 1);
    assert!(t.stunned("Æmber Imp"));
}

#[test]
fn aember_imp_elusive_does_not_stop_gabos_longarms_redirected_damage() {
    // FAQ: Gabos Longarms attacking Æmber Imp may still deal its damage to
    // another creature: elusive protects only the Imp.
    let mut t = scenario(House::Dis)
        .battleline(A, &["Gabos Longarms"])
        .battleline(B, &["Æmber Imp", "Krump"])
        .start();
    t.fight("Gabos Longarms", "Æmber Imp");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 5);
    assert_eq!(t.damage("Æmber Imp"), 0);
    assert_eq!(t.damage("Gabos Longarms"), 0, "elusive: no damage back");
}

#[test]
fn banish_puts_an_enemy_creature_into_the_opponents_archives() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Banish"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Banish");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.line(A), ["Troll"], "only an enemy can be chosen");
    assert_eq!(t.archives_of(B), ["Krump"]);
    assert_eq!(t.line(B), Vec::<&str>::new());
}

#[test]
fn banish_on_your_own_creature_the_opponent_took_puts_it_into_your_archives() {
    // A card leaving play goes to its owner's zone (rulebook "Leaves Play").
    let mut t = scenario(House::Dis)
        .hand(A, &["Banish"])
        .battleline(A, &["Krump"])
        .start();
    let krump = t.find("Krump");
    t.g.take_control(krump, B, Flank::Right);
    t.play("Banish");
    assert_eq!(t.archives_of(A), ["Krump"], "its owner's archives");
    assert!(t.archives_of(B).is_empty());
}

#[test]
fn banish_against_a_ward_only_removes_the_ward() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Banish"])
        .battleline(B, &["Krump"])
        .start();
    t.set_ward("Krump");
    t.play("Banish");
    assert_eq!(t.line(B), ["Krump"]);
    assert!(t.archives_of(B).is_empty());
}

#[test]
fn binding_irons_gives_the_opponent_three_chains() {
    let mut t = scenario(House::Dis).hand(A, &["Binding Irons"]).start();
    t.play("Binding Irons");
    assert_eq!(t.g.player(B).chains, 3);
    assert_eq!(t.g.player(A).chains, 0);
}

#[test]
fn cull_the_weak_destroys_the_least_powerful_enemy_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Cull the Weak"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Ganymede Archivist", "Krump"])
        .start();
    t.play("Cull the Weak");
    assert_eq!(t.discard(B), ["Ganymede Archivist"]);
    assert_eq!(
        t.line(A),
        ["Dust Pixie"],
        "a weaker friendly creature is spared"
    );
}

#[test]
fn cull_the_weak_with_a_tie_lets_the_player_choose() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Cull the Weak"])
        .battleline(B, &["Urchin", "Troll", "Bad Penny"])
        .start();
    t.play("Cull the Weak");
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Bad Penny");
    assert_eq!(t.line(B), ["Urchin", "Troll"]);
}

#[test]
fn exhume_plays_a_creature_of_another_house_from_the_discard_pile() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Exhume"])
        .discard(A, &["Troll", "Punch", "Krump"])
        .start();
    t.play("Exhume");
    assert!(
        !t.is_legal(Choice::Target(t.find("Punch"))),
        "only a creature"
    );
    t.choose("Troll");
    t.yes();
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Punch", "Krump", "Exhume"]);
}

#[test]
fn exhume_may_leave_the_creature_where_it_is() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Exhume"])
        .discard(A, &["Troll"])
        .start();
    t.play("Exhume");
    t.no();
    assert!(t.line(A).is_empty());
    assert_eq!(t.location("Troll"), Location::Discard);
}

#[test]
fn exhume_does_not_reach_the_opponents_discard_pile() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Exhume"])
        .discard(B, &["Troll"])
        .start();
    t.play("Exhume");
    assert!(t.line(A).is_empty());
    assert_eq!(t.discard(B), ["Troll"]);
    assert!(t.is_legal(Choice::EndTurn), "nothing to choose");
}

#[test]
fn gub_off_the_flanks_gets_five_power_and_taunt() {
    let t = scenario(House::Dis)
        .battleline(A, &["Troll", "Gub", "Krump"])
        .start();
    assert_eq!(t.power("Gub"), 6);
    assert!(t.g.keywords(t.find("Gub")).contains(Keywords::TAUNT));
}

#[test]
fn gub_on_a_flank_is_a_one_power_creature() {
    let t = scenario(House::Dis)
        .battleline(A, &["Troll", "Gub"])
        .start();
    assert_eq!(t.power("Gub"), 1);
    assert!(!t.g.keywords(t.find("Gub")).contains(Keywords::TAUNT));
}

#[test]
fn gub_taunt_protects_its_neighbors() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Gub", "Dust Pixie"])
        .start();
    t.apply(Choice::Fight(t.find("Troll")));
    assert_eq!(t.discard(B), ["Gub"], "the only creature Troll may fight");
    assert_eq!(t.damage("Troll"), 6, "Gub fought with 6 power");
}

#[test]
fn misery_exploit_gains_one_per_damaged_enemy_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Misery Exploit"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy", "Doc Bookton"])
        .start();
    t.set_damage("Troll", 1);
    t.set_damage("Krump", 1);
    t.set_damage("Bumpsy", 2);
    t.play("Misery Exploit");
    assert_eq!(t.amber(A), 2, "a damaged friendly creature does not count");
}

#[test]
fn not_finished_with_you_shuffles_the_chosen_creatures_into_the_deck() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Not Finished with You"])
        .discard(A, &["Troll", "Punch", "Krump", "Bumpsy"])
        .start();
    t.play("Not Finished with You");
    assert!(!t.is_legal(Choice::Target(t.find("Punch"))));
    t.choose("Troll");
    t.choose("Krump");
    t.pass();
    assert_eq!(t.location("Troll"), Location::Deck);
    assert_eq!(t.location("Krump"), Location::Deck);
    assert_eq!(t.discard(A), ["Punch", "Bumpsy", "Not Finished with You"]);
}

#[test]
fn not_finished_with_you_may_shuffle_none() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Not Finished with You"])
        .discard(A, &["Troll"])
        .start();
    t.play("Not Finished with You");
    t.pass();
    assert_eq!(t.location("Troll"), Location::Discard);
    assert_eq!(t.discard(A), ["Troll", "Not Finished with You"]);
}

#[test]
fn streke_off_the_flanks_shrinks_the_opponents_hand() {
    let t = scenario(House::Dis)
        .battleline(A, &["Troll", "Streke", "Krump"])
        .start();
    assert_eq!(t.g.hand_size(B), 5);
    assert_eq!(t.g.hand_size(A), 6);
}

#[test]
fn streke_on_a_flank_does_nothing() {
    let t = scenario(House::Dis)
        .battleline(A, &["Troll", "Streke"])
        .start();
    assert_eq!(t.g.hand_size(B), 6);
}

#[test]
fn streke_opponent_draws_to_five() {
    let mut t = scenario(House::Dis)
        .battleline(B, &["Troll", "Streke", "Krump"])
        .deck(A, &["Punch"; 8])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 5);
}

#[test]
fn tezmal_forbids_the_chosen_house_on_the_opponents_next_turn() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Tezmal"])
        .houses(B, [House::Brobnar, House::Logos, House::Untamed])
        .start();
    t.reap("Tezmal");
    t.choose_house(House::Logos);
    t.end_turn();
    assert!(!t.is_legal(Choice::House(House::Logos)));
    assert!(t.is_legal(Choice::House(House::Brobnar)));
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "only for that turn");
}

#[test]
fn unlocked_gateway_destroys_each_creature_and_ends_the_step() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Unlocked Gateway", "Binding Irons"])
        .battleline(A, &["Gub"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Unlocked Gateway");
    assert!(t.line(A).is_empty());
    assert!(t.line(B).is_empty());
    assert!(
        !t.is_legal(Choice::Play(t.find("Binding Irons"))),
        "omega: nothing more is played"
    );
}

#[test]
fn yurk_discards_a_card_of_your_choice() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Yurk", "Punch", "Troll"])
        .start();
    t.play("Yurk");
    t.choose("Punch");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn old_yurk_discards_two_cards_of_your_choice() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Old Yurk", "Punch", "Troll", "Krump"])
        .start();
    t.play("Old Yurk");
    t.choose("Punch");
    t.choose("Krump");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Punch", "Krump"]);
}

#[test]
fn ancient_yurk_discards_three_cards_or_the_whole_hand() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Ancient Yurk", "Punch", "Troll"])
        .start();
    t.play("Ancient Yurk");
    t.choose("Punch");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.discard(A), ["Punch", "Troll"]);
    assert_eq!(t.line(A), ["Ancient Yurk"]);
}

#[test]
fn angwish_raises_the_opponents_key_cost_by_its_damage() {
    let mut t = scenario(House::Dis).battleline(A, &["Angwish"]).start();
    assert_eq!(t.g.key_cost(B), 6, "undamaged");
    t.set_damage("Angwish", 2);
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn bloodshard_imp_makes_each_reaping_creature_sacrificed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Bloodshard Imp"])
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 1, "the reap gains first");
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn bloodshard_imp_sacrifices_itself_after_reaping() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Bloodshard Imp", "Dust Imp"])
        .start();
    t.reap("Bloodshard Imp");
    assert_eq!(t.discard(A), ["Bloodshard Imp"]);
    t.reap("Dust Imp");
    assert_eq!(t.line(A), ["Dust Imp"], "the imp is gone");
}

#[test]
fn pain_reaction_hits_the_former_neighbors_after_the_creature_left_play() {
    // FAQ: the 2 damage to the neighbors comes after the destroyed
    // creature left play, to the creatures that were beside it.
    let mut t = scenario(House::Dis)
        .hand(A, &["Pain Reaction"])
        .battleline(B, &["Krump", "Dust Pixie", "Bumpsy", "Troll"])
        .start();
    t.play("Pain Reaction");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Bumpsy"), 2);
    assert_eq!(t.damage("Troll"), 0, "not a neighbor");
}

#[test]
fn pain_reaction_that_does_not_destroy_spares_the_neighbors() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Pain Reaction"])
        .battleline(B, &["Krump", "Troll", "Bumpsy"])
        .start();
    t.play("Pain Reaction");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.damage("Bumpsy"), 0);
}

#[test]
fn skullion_sacrifices_a_friendly_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Skullion"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Skullion");
    t.flank(Flank::Right);
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.line(A), ["Skullion"]);
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn skullion_alone_sacrifices_itself() {
    let mut t = scenario(House::Dis).hand(A, &["Skullion"]).start();
    t.play("Skullion");
    assert_eq!(t.discard(A), ["Skullion"]);
}

#[test]
fn soulkeeper_destroys_the_most_powerful_enemy_when_its_creature_dies() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Bumpsy"])
        .battleline(B, &["Dust Imp"])
        .upgrade(B, "Soulkeeper", "Dust Imp")
        .start();
    t.fight("Bumpsy", "Dust Imp");
    assert_eq!(t.amber(B), 2, "Dust Imp's own Destroyed:");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.line(A), ["Bumpsy"]);
}

#[test]
fn neffru_gives_each_destroyed_creatures_owner_one() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Bumpsy", "Neffru"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.fight("Troll", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
    t.set_damage("Bumpsy", 1);
    t.set_damage("Krump", 1);
    t.fight("Bumpsy", "Krump");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2), "both died: one each");
}

#[test]
fn onyx_knight_destroys_each_creature_with_odd_power() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Onyx Knight"])
        .battleline(A, &["Dust Pixie", "Troll"])
        .battleline(B, &["Ganymede Archivist", "Krump", "Bumpsy"])
        .start();
    t.play("Onyx Knight");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Troll", "Onyx Knight"]);
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn orb_of_invidius_stuns_each_creature_after_it_reaps() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .artifacts(B, &["Orb of Invidius"])
        .start();
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
    assert!(t.stunned("Troll"));
}

#[test]
fn ortannu_the_chained_returns_its_bindings_and_deals_splash_damage_for_each() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Ortannu the Chained"])
        .discard(A, &["Ortannu’s Binding", "Punch", "Ortannu’s Binding"])
        .battleline(B, &["Dust Pixie", "Krump", "Bumpsy", "Troll"])
        .start();
    t.reap("Ortannu the Chained");
    assert_eq!(t.hand_of(A), ["Ortannu’s Binding", "Ortannu’s Binding"]);
    assert_eq!(t.discard(A), ["Punch"]);
    t.choose("Krump");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!((t.damage("Krump"), t.damage("Bumpsy")), (2, 2));
    t.choose("Troll");
    assert_eq!(
        (t.damage("Krump"), t.damage("Bumpsy"), t.damage("Troll")),
        (2, 4, 2)
    );
    assert_eq!(t.amber(A), 1, "the reap");
}

#[test]
fn ortannu_the_chained_without_bindings_only_reaps() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Ortannu the Chained"])
        .discard(A, &["Punch"])
        .battleline(B, &["Krump"])
        .start();
    t.reap("Ortannu the Chained");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.damage("Krump"), 0);
    assert!(t.is_legal(Choice::EndTurn));
}

#[test]
fn ortannus_binding_damages_a_friendly_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Ortannu’s Binding"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Ortannu’s Binding");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.damage("Troll"), 2, "the only friendly creature");
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn shard_of_pain_damage_may_be_divided_among_enemy_creatures() {
    // Rules ("for each"): Shard of Pain's damage may be distributed among
    // several creatures.
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Shard of Pain", "Shard of Hate", "Shard of Life"])
        .artifacts(B, &["Shard of Hope"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.action("Shard of Pain");
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Krump");
    t.choose("Bumpsy");
    assert_eq!(t.damage("Krump"), 0, "dealt all at once, after the choices");
    t.choose("Krump");
    assert_eq!((t.damage("Krump"), t.damage("Bumpsy")), (2, 1));
}

#[test]
fn bronze_key_imp_stops_a_first_key_in_step_one() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Bronze Key Imp"])
        .amber(A, 6)
        .amber(B, 7)
        .keys(B, 1)
        .start();
    t.end_turn();
    assert_eq!((t.keys(B), t.amber(B)), (2, 1), "a second key is forged");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!((t.keys(A), t.amber(A)), (0, 6), "its own player too");
}

#[test]
fn bronze_key_imp_stops_a_first_key_forged_by_an_ability() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .battleline(B, &["Bronze Key Imp"])
        .amber(A, 7)
        .start();
    t.play("Key Charge");
    t.yes();
    assert_eq!((t.keys(A), t.amber(A)), (0, 6), "the 1 is lost, no key");
}

#[test]
fn silver_key_imp_stops_only_a_second_key() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .battleline(B, &["Silver Key Imp"])
        .amber(A, 7)
        .amber(B, 6)
        .keys(B, 1)
        .start();
    t.play("Key Charge");
    t.yes();
    assert_eq!((t.keys(A), t.amber(A)), (1, 0), "a first key is forged");
    t.end_turn();
    assert_eq!((t.keys(B), t.amber(B)), (1, 6), "not a second one");
}

#[test]
fn gold_key_imp_stops_the_third_key() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Gold Key Imp"])
        .amber(B, 6)
        .keys(B, 2)
        .start();
    t.end_turn();
    assert_eq!((t.keys(B), t.amber(B)), (2, 6));
    assert!(!t.g.is_over());
}

#[test]
fn gold_key_imp_allows_a_second_key() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Gold Key Imp"])
        .amber(B, 6)
        .keys(B, 1)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 2);
}

#[test]
fn spyyyder_has_poison_attacking_a_flank_creature() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Spyyyder"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.fight("Spyyyder", "Krump");
    assert_eq!(t.discard(B), ["Krump"], "poison destroys it");
    assert_eq!(t.damage("Spyyyder"), 0, "skirmish");
}

#[test]
fn spyyyder_has_no_poison_attacking_a_creature_off_the_flanks() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Spyyyder"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.fight("Spyyyder", "Krump");
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.line(B), ["Troll", "Krump", "Bumpsy"]);
    assert!(!t.g.keywords(t.find("Spyyyder")).contains(Keywords::POISON));
}

#[test]
fn spyyyder_has_no_poison_when_attacked() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Spyyyder"])
        .start();
    t.fight("Troll", "Spyyyder");
    assert_eq!(t.damage("Troll"), 2, "a flank creature, but attacking");
    assert_eq!(t.line(A), ["Troll"]);
}

#[test]
fn wretched_doll_puts_a_doom_counter_then_destroys_its_creature() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Wretched Doll"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.action("Wretched Doll");
    t.choose("Krump");
    assert_eq!(t.line(B), ["Krump", "Bumpsy"], "only a counter");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    t.action("Wretched Doll");
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.line(B), ["Bumpsy"], "no new counter this time");
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn wretched_doll_counter_leaves_with_its_creature() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Banish"])
        .artifacts(A, &["Wretched Doll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.action("Wretched Doll");
    t.choose("Krump");
    t.play("Banish");
    t.choose("Krump");
    assert!(t.g.lasting_effects().is_empty(), "no doom counter in play");
}

#[test]
fn wretched_doll_counters_of_another_doll_count() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Wretched Doll"])
        .artifacts(B, &["Wretched Doll"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    let mine = t.g.player(A).artifacts.as_slice()[0];
    t.apply(Choice::Action(mine));
    t.choose("Troll");
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    let theirs = t.g.player(B).artifacts.as_slice()[0];
    t.apply(Choice::Action(theirs));
    assert_eq!(
        t.discard(A),
        ["Troll"],
        "B's Doll destroys A's doomed creature"
    );
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn shadow_of_dis_blanks_enemy_creatures_until_your_next_turn() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Shadow of Dis"])
        .battleline(A, &["Troll", "Gub", "Krump"])
        .battleline(B, &["Bumpsy", "Streke", "Æmber Imp"])
        .start();
    assert_eq!(t.g.hand_size(A), 5, "Streke before");
    t.play("Shadow of Dis");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.g.hand_size(A), 6, "Streke's text is blank");
    assert!(!t
        .g
        .keywords(t.find("Æmber Imp"))
        .contains(Keywords::ELUSIVE));
    assert_eq!(t.power("Gub"), 6, "friendly creatures keep their text");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(!t
        .g
        .keywords(t.find("Æmber Imp"))
        .contains(Keywords::ELUSIVE));
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    assert!(
        t.g.keywords(t.find("Æmber Imp"))
            .contains(Keywords::ELUSIVE),
        "over at the start of A's next turn"
    );
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn shadow_of_dis_silences_enemy_reactions_and_destroyed_abilities() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Shadow of Dis"])
        .battleline(A, &["Shooler", "Tezmal"])
        .battleline(B, &["Bloodshard Imp", "Dust Imp"])
        .start();
    t.play("Shadow of Dis");
    t.reap("Tezmal");
    t.choose_house(House::Logos);
    assert_eq!(t.line(A), ["Shooler", "Tezmal"], "not sacrificed");
    t.fight("Shooler", "Dust Imp");
    assert_eq!(t.discard(B), ["Dust Imp"]);
    assert_eq!(t.amber(B), 0, "Dust Imp's Destroyed: is blank");
}

#[test]
fn shadow_of_dis_blanks_play_abilities_of_creatures_the_opponent_plays() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Shadow of Dis"])
        .hand(B, &["Charette"])
        .amber(A, 3)
        .start();
    t.play("Shadow of Dis");
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    t.play("Charette");
    assert_eq!(t.amber_on("Charette"), 0, "no capture");
    assert_eq!(t.amber(A), 4);
}

#[test]
fn shadow_of_dis_silvertooth_still_enters_play_ready() {
    // FAQ: Silvertooth's ability changes how it enters play, before Shadow
    // of Dis applies to it.
    let mut t = scenario(House::Dis)
        .hand(A, &["Shadow of Dis"])
        .hand(B, &["Silvertooth"])
        .houses(B, [House::Shadows, House::Untamed, House::Logos])
        .start();
    t.play("Shadow of Dis");
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    t.play("Silvertooth");
    assert!(!t.exhausted("Silvertooth"));
}

#[test]
fn shadow_of_dis_glimmer_alpha_still_applies_in_hand() {
    // FAQ: alpha restricts playing from hand, before the text box is
    // blank: the second Glimmer cannot be played.
    let mut t = scenario(House::Dis)
        .hand(A, &["Shadow of Dis"])
        .hand(B, &["Glimmer", "Glimmer"])
        .houses(B, [House::Shadows, House::Untamed, House::Logos])
        .start();
    t.play("Shadow of Dis");
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    let glimmers = t.find_all("Glimmer");
    t.apply(Choice::Play(glimmers[0]));
    assert_eq!(t.line(B), ["Glimmer"]);
    assert!(!t.is_legal(Choice::Play(glimmers[1])));
}

#[test]
fn shadow_of_dis_duskwitch_loses_omega_once_in_play() {
    // FAQ: omega applies after the card is played, when Duskwitch is in
    // play with a blank text box: more cards may be played.
    let mut t = scenario(House::Dis)
        .hand(A, &["Shadow of Dis"])
        .hand(B, &["Duskwitch", "Dust Pixie"])
        .houses(B, [House::Shadows, House::Untamed, House::Logos])
        .start();
    t.play("Shadow of Dis");
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.play("Duskwitch");
    assert!(t.is_legal(Choice::Play(t.find("Dust Pixie"))));
}

#[test]
fn duskwitch_without_shadow_of_dis_ends_the_step() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Duskwitch", "Dust Pixie"])
        .start();
    t.play("Duskwitch");
    assert!(!t.is_legal(Choice::Play(t.find("Dust Pixie"))));
}

#[test]
fn unlocked_gateway_omega_waits_for_destroyed_abilities() {
    // FAQ (Unlocked Gateway and Jargogle): omega ends the step only once
    // the Destroyed: abilities it triggered have resolved.
    let mut t = scenario(House::Dis)
        .hand(A, &["Unlocked Gateway"])
        .battleline(A, &["Dust Imp"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Unlocked Gateway");
    assert_eq!(t.amber(A), 2, "Dust Imp's Destroyed: resolved");
    assert_eq!(t.discard(A), ["Dust Imp", "Unlocked Gateway"]);
}

#[test]
fn soulkeeper_rules_example_with_phoenix_heart() {
    // Rules (destroyed): Groggins (here Troll) with Phoenix Heart fights a
    // Dust Imp with Soulkeeper; Soulkeeper destroys Troll, whose Phoenix
    // Heart returns it to hand and deals 3 damage to each creature, which
    // destroys Drumble and Shaffles.
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(A, "Phoenix Heart", "Troll")
        .battleline(B, &["Dust Imp", "Drumble", "Shaffles"])
        .upgrade(B, "Soulkeeper", "Dust Imp")
        .start();
    t.fight("Troll", "Dust Imp");
    assert_eq!(t.amber(B), 2, "Dust Imp's own Destroyed:");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert!(t.line(A).is_empty());
    assert!(t.line(B).is_empty());
    let mut discarded = t.discard(B);
    discarded.sort();
    assert_eq!(discarded, ["Drumble", "Dust Imp", "Shaffles", "Soulkeeper"]);
}

#[test]
fn pain_reaction_on_a_flank_creature_hits_its_one_neighbor() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Pain Reaction"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.play("Pain Reaction");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!(t.damage("Troll"), 0, "only the enemy line");
}
