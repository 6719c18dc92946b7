//! Tests of the Ekwidon cards of Æmber Skies: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, DecisionKind, Location};
use keysim_facts::House;

#[test]
fn barter_and_games_pays_icons_destroys_shared_houses_and_discards_the_reveals() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Barter and Games", "Virtuous Works"])
        .hand(B, &["Troll"])
        .battleline(A, &["Champion Anaphiel"])
        .battleline(B, &["Krump", "Shooler"])
        .start();
    t.play("Barter and Games");
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (3, 0),
        "3 icons on Virtuous Works"
    );
    assert!(t.line(A).is_empty(), "Sanctum, as Virtuous Works");
    assert_eq!(t.line(B), ["Shooler"], "Krump is Brobnar, as Troll");
    assert!(t.discard(A).contains(&"Virtuous Works"));
    assert_eq!(t.discard(B), ["Krump", "Troll"]);
}

#[test]
fn barter_and_games_may_reveal_and_discard_a_card_from_archives() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Barter and Games"])
        .archives(A, &["Punch"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Barter and Games");
    assert_eq!(t.amber(A), 1, "Punch's icon");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Punch", "Barter and Games"]);
    assert_eq!(t.discard(B), ["Krump"]);
}

#[test]
fn game_changer_stops_friendly_ekwidon_reaps_and_gives_them_a_steal_action() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Game Changer", "Change Agent"])
        .amber(B, 2)
        .start();
    for name in ["Game Changer", "Change Agent"] {
        assert!(!t.is_legal(Choice::Reap(t.find(name))), "{name}");
    }
    t.action("Change Agent");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn game_changer_leaves_enemy_ekwidon_creatures_alone() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Change Agent"])
        .battleline(B, &["Game Changer"])
        .start();
    t.reap("Change Agent");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn skollenbuzzz_may_put_a_creature_from_hand_under_itself() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Skŏllĕnbŭzzz", "Troll", "Punch"])
        .start();
    t.play("Skŏllĕnbŭzzz");
    t.choose("Troll");
    assert_eq!(t.beneath_of("Skŏllĕnbŭzzz"), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Punch"]);
}

#[test]
fn skollenbuzzz_may_put_nothing_under_itself_after_reaping() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Skŏllĕnbŭzzz"])
        .hand(A, &["Troll"])
        .start();
    t.reap("Skŏllĕnbŭzzz");
    t.pass();
    assert!(t.beneath_of("Skŏllĕnbŭzzz").is_empty());
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn skollenbuzzz_destroyed_puts_its_creatures_into_play_and_goes_on_top_of_the_deck() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Skŏllĕnbŭzzz"])
        .grafted(A, "Troll", "Skŏllĕnbŭzzz")
        .grafted(A, "Krump", "Skŏllĕnbŭzzz")
        .deck(A, &["Punch"])
        .start();
    t.g.destroy(t.find("Skŏllĕnbŭzzz"));
    t.advance();
    while t.g.decision().map(|d| d.kind) != Some(DecisionKind::Main) {
        let first = t.choices()[0];
        t.apply(first);
    }
    let mut line = t.line(A);
    line.sort();
    assert_eq!(line, ["Krump", "Troll"]);
    assert_eq!(t.deck_of(A), ["Skŏllĕnbŭzzz", "Punch"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn three_sheets_to_the_wind_draws_3_then_discards_tops_and_purges_one_each() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Three Sheets to the Wind"])
        .deck(B, &["Troll", "Krump", "Punch", "Anger"])
        .start();
    t.play("Three Sheets to the Wind");
    assert!(t.hand_of(B).is_empty());
    assert_eq!(t.discard(B).len(), 1);
    assert_eq!(t.purged(B).len(), 1);
    assert_eq!(t.deck_of(B).len(), 2);
    assert_ne!(t.deck_of(B)[0], "Anger", "one of the 3 drawn is on top");
}

#[test]
fn aemberwind_exalts_itself_3_times_when_played_and_moves_1_to_the_pool_after_reaping() {
    let mut t = scenario(House::Ekwidon).hand(A, &["Æmberwind"]).start();
    t.play("Æmberwind");
    assert_eq!(t.amber_on("Æmberwind"), 3);
    t.set_exhausted("Æmberwind", false);
    t.reap("Æmberwind");
    assert_eq!(t.amber_on("Æmberwind"), 2);
    assert_eq!(t.amber(A), 2, "1 reaped, 1 moved");
}

#[test]
fn aemberwind_is_versatile_and_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Æmberwind"])
        .start();
    assert!(t
        .g
        .keywords(t.find("Æmberwind"))
        .contains(keysim_facts::Keywords::ELUSIVE));
    t.reap("Æmberwind");
    assert_eq!(t.amber(A), 1, "used while Brobnar is active");
}

#[test]
fn change_agent_makes_the_opponent_lose_1_per_card_beyond_5() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Change Agent"])
        .hand(B, &["Troll"; 8])
        .amber(B, 5)
        .start();
    t.reap("Change Agent");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn change_agent_takes_nothing_from_a_hand_of_5() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Change Agent"])
        .hand(B, &["Troll"; 5])
        .amber(B, 5)
        .start();
    t.reap("Change Agent");
    assert_eq!(t.amber(B), 5);
}

#[test]
fn cogg_miller_may_destroy_an_artifact_and_its_owner_archives_a_random_card() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Cogg Miller"])
        .battleline(B, &["Dust Pixie"])
        .artifacts(B, &["Library of Babble"])
        .hand(B, &["Troll"])
        .start();
    t.fight("Cogg Miller", "Dust Pixie");
    t.choose("Library of Babble");
    assert!(t.discard(B).contains(&"Library of Babble"));
    assert_eq!(t.archives_of(B), ["Troll"]);
}

#[test]
fn cogg_miller_may_destroy_nothing() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Cogg Miller"])
        .battleline(B, &["Dust Pixie"])
        .artifacts(B, &["Library of Babble"])
        .hand(B, &["Troll"])
        .start();
    t.fight("Cogg Miller", "Dust Pixie");
    t.pass();
    assert_eq!(t.artifacts_of(B), ["Library of Babble"]);
    assert_eq!(t.hand_of(B), ["Troll"]);
}

#[test]
fn high_street_churn_stops_at_a_card_of_the_named_house_then_refills() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["High Street Churn"])
        .hand(B, &["Krump"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.play("High Street Churn");
    t.choose_house(House::Brobnar);
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.hand_of(B).len(), 6, "refilled");
}

#[test]
fn high_street_churn_empties_a_hand_without_the_named_house() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["High Street Churn"])
        .hand(B, &["Shooler", "Pitlord"])
        .houses(B, [House::Brobnar, House::Dis, House::Logos])
        .start();
    t.play("High Street Churn");
    assert!(
        !t.is_legal(Choice::ChooseHouse(House::Ekwidon)),
        "only their houses"
    );
    t.choose_house(House::Brobnar);
    assert_eq!(t.discard(B).len(), 2);
    assert_eq!(t.hand_of(B), ["Virtuous Works"; 6]);
}

#[test]
fn moon_light_special_discards_a_random_card_for_1() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Moon Light Special", "Troll"])
        .start();
    t.play("Moon Light Special");
    assert_eq!(t.discard(A), ["Troll", "Moon Light Special"]);
    assert_eq!(t.amber(A), 2, "its bonus and 1");
}

#[test]
fn moon_light_special_gains_nothing_with_an_empty_hand() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Moon Light Special"])
        .start();
    t.play("Moon Light Special");
    assert_eq!(t.amber(A), 1, "its bonus only");
}

#[test]
fn niche_market_gives_the_least_powerful_creature_a_steal_action() {
    let mut t = scenario(House::Untamed)
        .artifacts(B, &["Niche Market"])
        .battleline(A, &["Dust Pixie", "Mighty Tiger"])
        .battleline(B, &["Krump"])
        .amber(B, 2)
        .start();
    assert!(!t.is_legal(Choice::Action(t.find("Mighty Tiger"))));
    t.action("Dust Pixie");
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (1, 1),
        "whoever controls the market"
    );
}

#[test]
fn reap_the_wild_wind_pays_each_player_for_their_revealed_cards_icons() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Reap the Wild Wind", "Virtuous Works"])
        .hand(B, &["Fertility Chant"])
        .start();
    t.play("Reap the Wild Wind");
    assert_eq!((t.amber(A), t.amber(B)), (4, 4), "A: its bonus and 3");
    assert_eq!(t.hand_of(A), ["Virtuous Works"], "revealed cards stay");
    assert_eq!(t.hand_of(B), ["Fertility Chant"]);
}

#[test]
fn ace_jonavan_captures_1_and_each_aember_on_it_raises_key_costs() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Ace Jonavan"])
        .amber(B, 3)
        .start();
    t.play("Ace Jonavan");
    assert_eq!(t.amber_on("Ace Jonavan"), 1);
    assert_eq!((t.g.key_cost(A), t.g.key_cost(B)), (7, 7));
    t.set_amber_on("Ace Jonavan", 3);
    assert_eq!(t.g.key_cost(B), 9);
}

#[test]
fn aerial_pedlar_takes_the_least_powerful_enemy_to_use_and_goes_to_the_opponent() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Aerial Pedlar", "Troll"])
        .battleline(B, &["Krump", "Dust Pixie"])
        .start();
    t.reap("Aerial Pedlar");
    t.choose_option(1);
    t.choose_option(0);
    assert_eq!(t.line(A), ["Troll", "Dust Pixie"]);
    assert_eq!(t.line(B), ["Aerial Pedlar", "Krump"]);
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 2, "an Untamed creature used on an Ekwidon turn");
}

#[test]
fn contract_execution_deals_2_for_each_creature_played_this_turn() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Contract Execution", "Change Agent"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.play("Contract Execution");
    t.play("Change Agent");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 2);
}

#[test]
fn contract_execution_ends_with_the_turn() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Contract Execution"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Contract Execution");
    assert!(!t.asks_target(), "an action card played does not count");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn distributor_janoont_moves_1_aember_between_two_creatures() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Distributor Janŏŏnt", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.set_amber_on("Krump", 2);
    t.reap("Distributor Janŏŏnt");
    t.choose("Krump");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "another creature"
    );
    t.choose("Troll");
    assert_eq!((t.amber_on("Krump"), t.amber_on("Troll")), (1, 1));
}

#[test]
fn hoist_operations_archives_a_creature_with_its_owner() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Hoist Operations"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Hoist Operations");
    assert_eq!(t.archives_of(B), ["Krump"]);
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn skipper_huko_captures_1_and_exalts_each_enemy_flank_creature() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Skipper Hukŏ"])
        .battleline(B, &["Krump", "Troll", "Shooler"])
        .amber(B, 2)
        .start();
    t.reap("Skipper Hukŏ");
    assert_eq!(t.amber_on("Skipper Hukŏ"), 1);
    let on: Vec<u8> = ["Krump", "Troll", "Shooler"]
        .iter()
        .map(|n| t.amber_on(n))
        .collect();
    assert_eq!(on, [1, 0, 1]);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn skipper_huko_exalts_nobody_when_nothing_was_captured() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Skipper Hukŏ"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.reap("Skipper Hukŏ");
    assert_eq!((t.amber_on("Krump"), t.amber_on("Troll")), (0, 0));
}

#[test]
fn transparency_report_gains_2_with_no_active_house_card_in_hand() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Transparency Report", "Troll"])
        .start();
    t.play("Transparency Report");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn transparency_report_gains_nothing_with_an_active_house_card_in_hand() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Transparency Report", "Troll", "Change Agent"])
        .start();
    t.play("Transparency Report");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn vendor_hyertula_may_destroy_itself_to_take_an_artifact_that_becomes_ekwidon() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Vendor Hyertula"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.reap("Vendor Hyertula");
    t.yes();
    assert_eq!(t.discard(A), ["Vendor Hyertula"]);
    assert_eq!(t.artifacts_of(A), ["Library of Babble"]);
    let library = t.find("Library of Babble");
    assert!(t.g.belongs_to(library, House::Ekwidon));
    assert!(!t.g.belongs_to(library, House::Logos));
}

#[test]
fn vendor_hyertula_declined_takes_nothing() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Vendor Hyertula"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.reap("Vendor Hyertula");
    t.no();
    assert_eq!(t.line(A), ["Vendor Hyertula"]);
    assert_eq!(t.artifacts_of(B), ["Library of Babble"]);
}

#[test]
fn vested_harold_scrapped_archives_a_friendly_and_an_enemy_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Vĕsted Harŏld"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.discard_card("Vĕsted Harŏld");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.archives_of(B), ["Krump"]);
}

#[test]
fn requisition_writ_pays_1_to_take_an_enemy_creature_after_reaping() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Change Agent"])
        .upgrade(A, "Requisition Writ", "Change Agent")
        .battleline(B, &["Krump"])
        .start();
    t.reap("Change Agent");
    t.choose_option(1);
    assert_eq!((t.amber(A), t.amber(B)), (0, 1), "the reaped 1 paid");
    assert_eq!(t.line(A), ["Change Agent", "Krump"]);
}

#[test]
fn suggestion_box_keeps_1_of_the_top_5_and_discards_the_rest() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Change Agent"])
        .upgrade(A, "Suggestion Box", "Change Agent")
        .deck(
            A,
            &["Troll", "Krump", "Punch", "Anger", "Bumpsy", "Shooler"],
        )
        .start();
    t.reap("Change Agent");
    t.choose("Punch");
    assert_eq!(t.hand_of(A), ["Punch"]);
    assert_eq!(t.discard(A).len(), 4);
    assert_eq!(t.deck_of(A), ["Shooler"]);
    assert_eq!(t.location("Troll"), Location::Discard);
}

#[test]
fn shard_of_change_swaps_a_hand_card_for_a_discard_of_its_type_per_friendly_shard() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Shard of Change", "Shard of Pain"])
        .artifacts(B, &["Shard of Hope"])
        .hand(A, &["Troll", "Punch", "Bumpsy"])
        .discard(A, &["Krump", "Anger"])
        .start();
    t.action("Shard of Change");
    t.choose("Troll");
    assert!(t.hand_of(A).contains(&"Krump"), "the only creature there");
    t.choose("Punch");
    assert_eq!(t.hand_of(A), ["Bumpsy", "Krump", "Anger"]);
    assert_eq!(t.discard(A), ["Troll", "Punch"]);
    assert!(!t.asks_target(), "2 friendly Shards: 2 swaps");
}

#[test]
fn shard_of_change_swaps_are_optional_and_no_discard() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Shard of Change"])
        .hand(A, &["Vĕsted Harŏld"])
        .discard(A, &["Change Agent"])
        .battleline(B, &["Krump"])
        .start();
    t.action("Shard of Change");
    t.choose("Vĕsted Harŏld");
    assert_eq!(t.hand_of(A), ["Change Agent"]);
    assert_eq!(t.discard(A), ["Vĕsted Harŏld"]);
    assert_eq!(t.line(B), ["Krump"], "swapped, not discarded: no scrap");
}

#[test]
fn shard_of_change_may_swap_nothing() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Shard of Change"])
        .hand(A, &["Troll"])
        .discard(A, &["Krump"])
        .start();
    t.action("Shard of Change");
    t.pass();
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Krump"]);
}

#[test]
fn aerial_pedlar_goes_to_the_opponent_even_with_no_enemy_creature_to_take() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Aerial Pedlar", "Troll"])
        .start();
    t.reap("Aerial Pedlar");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Aerial Pedlar"]);
}

#[test]
fn distributor_janoont_moves_nothing_from_a_creature_without_aember() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Distributor Janŏŏnt", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.reap("Distributor Janŏŏnt");
    t.choose("Krump");
    t.choose("Troll");
    assert_eq!((t.amber_on("Krump"), t.amber_on("Troll")), (0, 0));
}

#[test]
fn vested_harold_scrapped_archives_the_enemy_creature_without_a_friendly_one() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Vĕsted Harŏld"])
        .battleline(B, &["Krump"])
        .start();
    t.discard_card("Vĕsted Harŏld");
    assert_eq!(t.archives_of(B), ["Krump"]);
}
