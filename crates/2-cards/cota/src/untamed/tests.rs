//! Tests of the Untamed cards of Call of the Archons: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{self as cards, House};

#[test]
fn cooperative_hunting_divides_damage() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Cooperative Hunting"])
        .battleline(A, &["Snufflegator", "Hunting Witch", "Witch of the Eye"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .start();
    t.play("Cooperative Hunting");
    t.choose("Dust Pixie");
    t.choose("Niffle Ape");
    assert!(t.asks_target(), "one damage left");
    t.choose("Niffle Ape");
    assert!(!t.asks_target());
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Niffle Ape"), 2);
    assert_eq!(t.discard(A), ["Cooperative Hunting"]);
}

#[test]
fn cooperative_hunting_assigns_all_its_damage_before_dealing_any() {
    // The rulebook: all damage dealt by one ability is dealt at once. The
    // creature that will die of the first point is still there to be
    // chosen, and a ward stops everything assigned to its creature.
    let mut t = scenario(House::Untamed)
        .hand(A, &["Cooperative Hunting"])
        .battleline(A, &["Snufflegator", "Hunting Witch", "Witch of the Eye"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.set_ward("Troll");
    t.play("Cooperative Hunting");
    t.choose("Dust Pixie");
    assert_eq!(t.line(B), ["Dust Pixie", "Troll"], "nothing dealt yet");
    assert!(t.is_legal(Choice::Target(t.find("Dust Pixie"))));
    assert_eq!(t.g.assigned_damage(t.find("Dust Pixie")), 1);
    t.choose("Troll");
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Troll"), 0, "one ward stops both points at once");
    assert!(!t.card("Troll").is_warded());
    assert_eq!(t.g.assigned_damage(t.find("Troll")), 0);
}

#[test]
fn cooperative_hunting_without_friendly_creatures_deals_nothing() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Cooperative Hunting"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .start();
    t.play("Cooperative Hunting");
    assert!(!t.asks_target());
    assert_eq!((t.damage("Dust Pixie"), t.damage("Niffle Ape")), (0, 0));
}

#[test]
fn full_moon_gains_for_each_creature_played_this_turn() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Full Moon", "Snufflegator", "Niffle Ape", "Regrowth"])
        .start();
    t.play("Full Moon");
    assert_eq!(t.amber(A), 0);
    t.play("Snufflegator");
    assert_eq!(t.amber(A), 1);
    t.play("Niffle Ape");
    t.flank(Flank::Left);
    assert_eq!(t.amber(A), 2);
    t.play("Regrowth");
    assert_eq!(t.amber(A), 3, "only Regrowth's bonus: not a creature");
}

#[test]
fn lost_in_the_woods_shuffles_two_of_each() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Lost in the Woods"])
        .battleline(A, &["Snufflegator", "Niffle Ape", "Dust Pixie"])
        .battleline(B, &["Urchin", "Dodger", "Silvertooth"])
        .deck(A, &[])
        .deck(B, &[])
        .start();
    t.play("Lost in the Woods");
    t.choose("Snufflegator");
    t.choose("Niffle Ape");
    t.choose("Urchin");
    t.choose("Dodger");
    assert_eq!(t.line(A), ["Dust Pixie"]);
    assert_eq!(t.line(B), ["Silvertooth"]);
    let mut a = t.deck_of(A);
    a.sort();
    assert_eq!(a, ["Niffle Ape", "Snufflegator"]);
    let mut b = t.deck_of(B);
    b.sort();
    assert_eq!(b, ["Dodger", "Urchin"]);
}

#[test]
fn lost_in_the_woods_with_no_friendly_creatures() {
    // FAQ: resolve as much as you can — two enemies still go.
    let mut t = scenario(House::Untamed)
        .hand(A, &["Lost in the Woods"])
        .battleline(B, &["Urchin", "Dodger", "Silvertooth"])
        .deck(B, &[])
        .start();
    t.play("Lost in the Woods");
    t.choose("Urchin");
    t.choose("Silvertooth");
    assert_eq!(t.line(B), ["Dodger"]);
    assert_eq!(t.deck_of(B).len(), 2);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn regrowth_returns_a_creature_only() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Regrowth"])
        .discard(A, &["Full Moon", "Dust Pixie"])
        .start();
    t.play("Regrowth");
    assert_eq!(t.hand_of(A), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Full Moon", "Regrowth"]);

    let mut t = scenario(House::Untamed)
        .hand(A, &["Regrowth"])
        .discard(A, &["Full Moon"])
        .start();
    t.play("Regrowth");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn vanilla_cards_are_registered() {
    for name in ["Dust Pixie", "Snufflegator"] {
        let id = cards::by_name(name, Some(341), None).unwrap();
        assert!(crate::pool().is_implemented(id), "{name}");
    }
}

#[test]
fn dust_pixie_gives_two_amber() {
    let mut t = scenario(House::Untamed).hand(A, &["Dust Pixie"]).start();
    t.play("Dust Pixie");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn snufflegator_takes_no_damage_when_attacking() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Niffle Ape"])
        .start();
    t.fight("Snufflegator", "Niffle Ape");
    assert_eq!(t.damage("Snufflegator"), 0);
    assert_eq!(t.discard(B), ["Niffle Ape"]);
}

#[test]
fn niffle_ape_ignores_taunt_and_elusive() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Urchin", "Champion Anaphiel"])
        .start();
    // Urchin is a neighbor of a taunt creature and elusive.
    t.fight("Niffle Ape", "Urchin");
    assert_eq!(t.discard(B), ["Urchin"]);
    assert_eq!(t.damage("Niffle Ape"), 1);
}

#[test]
fn taunt_still_protects_from_other_attackers() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Urchin", "Champion Anaphiel"])
        .start();
    let urchin = t.find("Urchin");
    let snuff = t.find("Snufflegator");
    assert!(!t.g.can_be_fought(snuff, urchin));
}

#[test]
fn niffle_queen_boosts_beasts_and_niffles() {
    let t = scenario(House::Untamed)
        .battleline(
            A,
            &["Niffle Ape", "Niffle Queen", "Snufflegator", "Dust Pixie"],
        )
        .battleline(B, &["Mighty Tiger"])
        .start();
    assert_eq!(t.power("Niffle Ape"), 5, "beast and niffle: +2");
    assert_eq!(t.power("Snufflegator"), 5, "beast: +1");
    assert_eq!(t.power("Dust Pixie"), 1);
    assert_eq!(t.power("Niffle Queen"), 6, "not herself");
    assert_eq!(t.power("Mighty Tiger"), 4, "not enemies");
}

#[test]
fn hunting_witch_gains_for_other_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Hunting Witch", "Snufflegator", "Regrowth"])
        .start();
    t.play("Hunting Witch");
    assert_eq!(t.amber(A), 0, "not for itself");
    t.play("Snufflegator");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 1);
    t.play("Regrowth");
    assert_eq!(t.amber(A), 2, "Regrowth's bonus only");
}

#[test]
fn witch_of_the_eye_returns_any_card() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Witch of the Eye"])
        .discard(A, &["Full Moon", "Dust Pixie"])
        .start();
    t.reap("Witch of the Eye");
    t.choose("Full Moon");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.hand_of(A), ["Full Moon"]);
    assert_eq!(t.discard(A), ["Dust Pixie"]);
}

#[test]
fn ancient_bear_assault_kills_before_the_fight() {
    let id = cards::by_name("Ancient Bear", Some(341), None).unwrap();
    assert!(crate::pool().is_implemented(id));
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .battleline(B, &["Niffle Ape"])
        .start();
    // The 3-power ape survives 2 assault damage, then the fight.
    t.fight("Ancient Bear", "Niffle Ape");
    assert_eq!(t.discard(B), ["Niffle Ape"]);
    assert_eq!(t.damage("Ancient Bear"), 3);

    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Ancient Bear", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Ancient Bear"), 0, "the fight never happened");
}

#[test]
fn flaxia_gains_two_with_more_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Flaxia"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Flaxia");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 2, "Flaxia herself counts: 2 against 1");
}

#[test]
fn flaxia_gains_nothing_on_a_tie() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Flaxia"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Flaxia");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn grasping_vines_returns_up_to_three_artifacts_to_their_owners() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Grasping Vines"])
        .artifacts(A, &["Hallowed Blaster"])
        .artifacts(B, &["Cannon", "Library of Babble", "Seeker Needle"])
        .start();
    t.play("Grasping Vines");
    t.choose("Hallowed Blaster");
    t.choose("Cannon");
    t.choose("Seeker Needle");
    assert!(!t.asks_target(), "three at most");
    assert_eq!(t.hand_of(A), ["Hallowed Blaster"]);
    assert_eq!(t.hand_of(B), ["Cannon", "Seeker Needle"]);
    assert_eq!(t.artifacts_of(B), ["Library of Babble"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn grasping_vines_may_stop_early() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Grasping Vines"])
        .artifacts(B, &["Cannon", "Library of Babble"])
        .start();
    t.play("Grasping Vines");
    assert!(t.asks_target(), "up to: asked even for none");
    t.choose("Cannon");
    t.pass();
    assert_eq!(t.hand_of(B), ["Cannon"]);
    assert_eq!(t.artifacts_of(B), ["Library of Babble"]);
    assert_eq!(t.discard(A), ["Grasping Vines"]);
}

#[test]
fn grasping_vines_without_artifacts() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Grasping Vines"])
        .start();
    t.play("Grasping Vines");
    assert!(!t.asks_target());
    assert_eq!(t.discard(A), ["Grasping Vines"]);
}

#[test]
fn nocturnal_maneuver_exhausts_up_to_three_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Nocturnal Maneuver"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Troll", "Niffle Ape", "Snufflegator"])
        .start();
    t.play("Nocturnal Maneuver");
    t.choose("Troll");
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Target(troll)), "not twice");
    t.choose("Niffle Ape");
    t.choose("Dust Pixie");
    assert!(!t.asks_target(), "three at most");
    assert!(t.exhausted("Troll") && t.exhausted("Niffle Ape"));
    assert!(t.exhausted("Dust Pixie"), "friendly creatures too");
    assert!(!t.exhausted("Snufflegator"));
}

#[test]
fn nocturnal_maneuver_may_exhaust_fewer() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Nocturnal Maneuver"])
        .battleline(B, &["Troll", "Niffle Ape"])
        .start();
    t.play("Nocturnal Maneuver");
    t.choose("Niffle Ape");
    t.pass();
    assert!(t.exhausted("Niffle Ape"));
    assert!(!t.exhausted("Troll"));
}

#[test]
fn piranha_monkeys_damage_every_other_creature_on_play_and_reap() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Piranha Monkeys"])
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Dust Pixie", "Staunch Knight", "Troll"])
        .start();
    t.play("Piranha Monkeys");
    t.flank(Flank::Left);
    assert_eq!(t.damage("Piranha Monkeys"), 0);
    assert_eq!(t.damage("Snufflegator"), 2, "friendly creatures too");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Staunch Knight"), 0, "2 armor");
    assert_eq!(t.damage("Troll"), 2);
    t.set_exhausted("Piranha Monkeys", false);
    t.reap("Piranha Monkeys");
    assert_eq!(t.discard(A), ["Snufflegator"]);
    assert_eq!(t.damage("Staunch Knight"), 2, "armor already spent");
    assert_eq!(t.damage("Troll"), 4);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn way_of_the_bear_gives_its_creature_assault_two() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Way of the Bear"])
        .battleline(A, &["Snufflegator", "Niffle Ape"])
        .battleline(B, &["Mighty Tiger", "Dust Pixie"])
        .start();
    t.play("Way of the Bear");
    t.choose("Niffle Ape");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.g.assault(t.find("Niffle Ape")), 2);
    assert_eq!(t.g.assault(t.find("Snufflegator")), 0, "only its host");
    // Assault kills the 1-power pixie before the fight: no damage back.
    t.fight("Niffle Ape", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Niffle Ape"), 0);
}

#[test]
fn way_of_the_bear_adds_to_printed_assault() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .upgrade(A, "Way of the Bear", "Ancient Bear")
        .battleline(B, &["Troll"])
        .start();
    assert_eq!(t.g.assault(t.find("Ancient Bear")), 4);
    // 4 before the fight, then 5: the Troll's 8 power is reached.
    t.fight("Ancient Bear", "Troll");
    assert_eq!(t.discard(B), ["Troll"]);
    let mut mine = t.discard(A);
    mine.sort();
    assert_eq!(mine, ["Ancient Bear", "Way of the Bear"], "8 back");
}

#[test]
fn save_the_pack_destroys_each_damaged_creature_and_gains_a_chain() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Save the Pack"])
        .battleline(A, &["Snufflegator", "Dust Pixie"])
        .battleline(B, &["Troll", "Niffle Ape"])
        .chains(A, 2)
        .start();
    t.set_damage("Snufflegator", 1);
    t.set_damage("Troll", 3);
    t.play("Save the Pack");
    assert_eq!(t.line(A), ["Dust Pixie"]);
    assert_eq!(t.line(B), ["Niffle Ape"]);
    assert_eq!(t.discard(A), ["Snufflegator", "Save the Pack"]);
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.g.player(A).chains, 3);
    assert_eq!(t.g.player(B).chains, 0);
}

#[test]
fn save_the_pack_gains_a_chain_with_nothing_damaged() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Save the Pack"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Save the Pack");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn save_the_pack_ward_saves_a_damaged_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Save the Pack"])
        .battleline(B, &["Troll"])
        .start();
    t.set_damage("Troll", 2);
    t.set_ward("Troll");
    t.play("Save the Pack");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(!t.card("Troll").is_warded());
}
#[test]
fn nepenthe_seed_returns_a_card_from_the_discard_pile() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Nepenthe Seed"])
        .discard(A, &["Punch", "Fear"])
        .start();
    t.apply(Choice::Omni(t.find("Nepenthe Seed")));
    t.choose("Punch");
    assert_eq!(t.hand_of(A), ["Punch"]);
}

#[test]
fn murmook_raises_the_opponents_keys() {
    let t = scenario(House::Untamed).battleline(A, &["Murmook"]).start();
    assert_eq!((t.g.key_cost(A), t.g.key_cost(B)), (6, 7));
}

#[test]
fn dew_faerie_reaps_for_two() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dew Faerie"])
        .start();
    t.reap("Dew Faerie");
    assert_eq!(t.amber(A), 2);
}
#[test]
fn fertility_chant_gives_the_opponent_two() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Fertility Chant"])
        .start();
    t.play("Fertility Chant");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn fogbank_stops_the_opponents_fights_on_their_next_turn() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Fogbank"])
        .battleline(B, &["Krump"])
        .houses(B, [House::Brobnar, House::Dis, House::Sanctum])
        .start();
    t.play("Fogbank");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let krump = t.find("Krump");
    assert!(!t.is_legal(Choice::Fight(krump)));
}

#[test]
fn lifeweb_steals_two_after_three_enemy_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Lifeweb"])
        .amber(B, 4)
        .start();
    t.game_history_mut().creatures_played_last_turn = [0, 3];
    t.play("Lifeweb");
    assert_eq!(t.amber(B), 2);

    let mut t = scenario(House::Untamed)
        .hand(A, &["Lifeweb"])
        .amber(B, 4)
        .start();
    t.game_history_mut().creatures_played_last_turn = [0, 2];
    t.play("Lifeweb");
    assert_eq!(t.amber(B), 4);
}

#[test]
fn lifeweb_reads_the_creatures_the_opponent_really_played() {
    let mut t = scenario(House::Untamed)
        .hand(B, &["Dust Pixie", "Snufflegator", "Niffle Ape"])
        .houses(B, [House::Untamed, House::Dis, House::Sanctum])
        .amber(B, 4)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.play("Dust Pixie");
    t.play("Snufflegator");
    t.flank(Flank::Right);
    t.play("Niffle Ape");
    t.flank(Flank::Right);
    t.end_turn();
    assert_eq!(t.g.game_history().creatures_played_last_turn, [0, 3]);
}

#[test]
fn mushroom_man_grows_with_each_unforged_key() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Mushroom Man"])
        .keys(A, 1)
        .start();
    assert_eq!(t.power("Mushroom Man"), 2 + 3 * 2);
}

#[test]
fn teliga_pays_for_each_enemy_creature_played() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie"])
        .battleline(B, &["Teliga"])
        .start();
    t.play("Dust Pixie");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn way_of_the_wolf_gives_skirmish() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .upgrade(A, "Way of the Wolf", "Snufflegator")
        .battleline(B, &["Krump"])
        .start();
    t.fight("Snufflegator", "Krump");
    assert_eq!(t.damage("Snufflegator"), 0);
}

#[test]
fn word_of_returning_burns_and_takes_back_captured_amber() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Word of Returning"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_amber_on("Troll", 2);
    t.play("Word of Returning");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.amber(A), 2 + 1, "the Æmber back, and the card's bonus");
}
#[test]
fn troop_call_gathers_the_niffles() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Troop Call"])
        .battleline(A, &["Niffle Ape", "Snufflegator"])
        .discard(A, &["Niffle Ape", "Dust Pixie"])
        .start();
    t.play("Troop Call");
    assert_eq!(t.hand_of(A), ["Niffle Ape", "Niffle Ape"]);
    assert_eq!(t.line(A), ["Snufflegator"]);
}
#[test]
fn briar_grubbling_is_hazardous() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Briar Grubbling"])
        .start();
    t.fight("Troll", "Briar Grubbling");
    assert_eq!(t.damage("Troll"), 5 + 2, "hazardous 5, then the fight");
}

#[test]
fn fuzzy_gruen_gives_the_opponent_one() {
    let mut t = scenario(House::Untamed).hand(A, &["Fuzzy Gruen"]).start();
    t.play("Fuzzy Gruen");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn inka_the_spider_stuns_on_play() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Inka the Spider"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Inka the Spider");
    t.choose("Troll");
    assert!(t.stunned("Troll"));
}

#[test]
fn perilous_wild_and_curiosity_destroy_by_keyword_and_trait() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Perilous Wild", "Curiosity"])
        .battleline(B, &["Urchin", "Doc Bookton", "Troll"])
        .start();
    t.play("Perilous Wild");
    assert_eq!(t.line(B), ["Doc Bookton", "Troll"]);
    t.play("Curiosity");
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn mighty_tiger_and_lupo_hit_an_enemy() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mighty Tiger", "Lupo the Scarred"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Mighty Tiger");
    t.play("Lupo the Scarred");
    t.flank(Flank::Right);
    assert_eq!(t.damage("Troll"), 6);
}

#[test]
fn halacor_gives_friendly_flanks_skirmish() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator", "Halacor", "Dust Pixie", "Niffle Ape"])
        .start();
    let skirmish = |n: &str| t.g.keywords(t.find(n)).contains(cards::Keywords::SKIRMISH);
    assert!(skirmish("Snufflegator") && skirmish("Niffle Ape"));
    assert!(!skirmish("Dust Pixie") && !skirmish("Halacor"));
}

#[test]
fn kindrith_longshot_reaps_for_two_damage() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Kindrith Longshot"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Kindrith Longshot");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn natures_call_returns_up_to_three_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Nature’s Call"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Nature’s Call");
    t.choose("Troll");
    t.pass();
    assert_eq!(t.hand_of(B), ["Troll"]);
}

#[test]
fn ritual_of_balance_steals_from_six() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Ritual of Balance"])
        .amber(B, 6)
        .start();
    t.action("Ritual of Balance");
    assert_eq!(t.amber(B), 5);
}
#[test]
fn stampede_needs_three_creatures_used() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Stampede"])
        .battleline(A, &["Snufflegator", "Dust Pixie", "Niffle Ape"])
        .amber(B, 4)
        .start();
    t.reap("Snufflegator");
    t.reap("Dust Pixie");
    t.reap("Niffle Ape");
    t.play("Stampede");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn vigor_pays_for_a_full_three_healed() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Vigor"])
        .battleline(A, &["Snufflegator"])
        .start();
    t.set_damage("Snufflegator", 3);
    t.play("Vigor");
    assert_eq!(t.damage("Snufflegator"), 0);
    assert_eq!(t.amber(A), 1 + 1, "its bonus and the full heal");
}

#[test]
fn world_tree_puts_a_creature_back_on_the_deck() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["World Tree"])
        .discard(A, &["Punch", "Troll"])
        .start();
    t.action("World Tree");
    assert_eq!(t.deck_of(A)[0], "Troll");
}

#[test]
fn ritual_of_the_hunt_lets_untamed_creatures_be_used() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Ritual of the Hunt"])
        .battleline(A, &["Dew Faerie"])
        .start();
    t.apply(Choice::Omni(t.find("Ritual of the Hunt")));
    t.reap("Dew Faerie");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn the_common_cold_may_destroy_all_mars_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["The Common Cold"])
        .battleline(A, &["Zorg"])
        .battleline(B, &["Tunk", "Troll", "Urchin"])
        .start();
    t.play("The Common Cold");
    assert_eq!(t.line(B), ["Tunk", "Troll"], "1 damage killed the Urchin");
    t.yes();
    assert_eq!(t.line(A), Vec::<&str>::new());
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.damage("Troll"), 1);
}

#[test]
fn the_common_cold_may_spare_the_mars_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["The Common Cold"])
        .battleline(A, &["Zorg"])
        .start();
    t.play("The Common Cold");
    t.no();
    assert_eq!(t.line(A), ["Zorg"]);
    assert_eq!(t.damage("Zorg"), 1);
}

#[test]
fn the_common_cold_asks_nothing_without_mars_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["The Common Cold"])
        .battleline(B, &["Troll"])
        .start();
    t.play("The Common Cold");
    assert!(!t.asks_target());
}

#[test]
fn key_charge_loses_one_then_may_forge_at_current_cost() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .amber(A, 7)
        .start();
    t.play("Key Charge");
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0, "1 lost, 6 paid");
}

#[test]
fn key_charge_may_keep_the_amber() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .amber(A, 7)
        .start();
    t.play("Key Charge");
    t.no();
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.amber(A), 6);
}

#[test]
fn key_charge_with_no_amber_to_lose_forges_nothing() {
    let mut t = scenario(House::Untamed).hand(A, &["Key Charge"]).start();
    t.play("Key Charge");
    assert!(!t.asks_target(), "no Æmber lost: no offer to forge");
    assert_eq!(t.keys(A), 0);
}

#[test]
fn chota_hazri_may_forge_when_it_enters_play() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Chota Hazri"])
        .amber(A, 9)
        .start();
    t.play("Chota Hazri");
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn giant_sloth_needs_an_untamed_discard_first() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Giant Sloth"])
        .hand(A, &["Dust Pixie"])
        .start();
    let sloth = t.find("Giant Sloth");
    assert!(!t.is_legal(Choice::Action(sloth)));
    assert!(!t.is_legal(Choice::Reap(sloth)), "no use at all");
    t.discard_card("Dust Pixie");
    t.action("Giant Sloth");
    assert_eq!(t.amber(A), 3);
}

#[test]
fn scout_gives_skirmish_then_fights_with_both() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Scout"])
        .battleline(A, &["Mighty Tiger", "Snufflegator"])
        .battleline(B, &["Krump", "Urchin"])
        .start();
    t.play("Scout");
    t.choose("Mighty Tiger");
    t.choose("Snufflegator");
    t.choose("Krump");
    assert_eq!(t.damage("Mighty Tiger"), 0, "skirmish");
    assert_eq!(t.damage("Krump"), 4);
    t.choose("Krump");
    assert_eq!(t.line(B), ["Urchin"]);
    assert_eq!(t.damage("Snufflegator"), 0);
}

#[test]
fn bear_flute_heals_an_ancient_bear() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Bear Flute"])
        .battleline(A, &["Ancient Bear"])
        .start();
    t.set_damage("Ancient Bear", 3);
    t.action("Bear Flute");
    assert_eq!(t.damage("Ancient Bear"), 0);
}

#[test]
fn bear_flute_fetches_every_ancient_bear_when_none_is_in_play() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Bear Flute"])
        .deck(A, &["Ancient Bear", "Troll"])
        .discard(A, &["Ancient Bear", "Punch"])
        .start();
    t.action("Bear Flute");
    assert_eq!(t.hand_of(A), ["Ancient Bear", "Ancient Bear"]);
    assert_eq!(t.discard(A), Vec::<&str>::new());
    assert_eq!(t.deck_of(A).len(), 2);
}

#[test]
fn witch_of_the_wilds_allows_one_off_house_untamed_card() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Witch of the Wilds"])
        .hand(A, &["Dust Pixie", "Mighty Tiger"])
        .start();
    let tiger = t.find("Mighty Tiger");
    assert!(t.is_legal(Choice::Play(tiger)));
    assert!(
        !t.is_legal(Choice::Discard(tiger)),
        "only playing is allowed"
    );
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert!(!t.is_legal(Choice::Play(tiger)), "one card a turn");
}

#[test]
fn bigtwig_fights_only_stunned_creatures() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Bigtwig"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    let bigtwig = t.find("Bigtwig");
    assert!(!t.is_legal(Choice::Fight(bigtwig)), "no stunned enemy");
    t.set_stunned("Krump");
    assert!(t.is_legal(Choice::Fight(bigtwig)));
    t.apply(Choice::Fight(bigtwig));
    // Krump, the only creature it may fight, was chosen for it.
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.damage("Bigtwig"), 6);
}

#[test]
fn bigtwig_reap_stuns_and_exhausts() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Bigtwig"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Bigtwig");
    t.choose("Troll");
    assert!(t.stunned("Troll"));
    assert!(t.exhausted("Troll"));
}

#[test]
fn mimicry_copies_an_action_card_of_the_opponents_discard() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mimicry"])
        .discard(B, &["Punch", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Mimicry");
    assert_eq!(t.damage("Krump"), 3, "Punch's Play: ability");
    assert_eq!(t.amber(A), 1, "Punch's Æmber bonus");
    assert_eq!(t.discard(A), ["Mimicry"]);
}
