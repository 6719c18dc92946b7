//! Tests of the Unfathomable cards of Winds of Exchange: one ruling per
//! card and branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{CardRef, Choice, Flank, Identity, Player};
use keysim_facts::{House, Keywords};

/// Makes a token creature for `p` on its right flank, as a card would.
fn token_for(t: &mut Test, p: Player) -> CardRef {
    t.g.make_token(p, Flank::Right)
}

/// Ends A's turn, plays B's turn choosing `house` and ending it: A's next
/// turn has begun.
fn pass_a_round(t: &mut Test, house: House) {
    t.end_turn();
    t.apply(Choice::House(house));
    t.end_turn();
}

// ----- Brackish Shoreline ----------------------------------------------

#[test]
fn brackish_shoreline_keeps_a_creature_that_fought_exhausted_through_the_ready_step() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Brackish Shoreline"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Troll", "Dust Pixie");
    t.reap("Krump");
    t.end_turn();
    assert!(t.exhausted("Troll"), "it fought: not readied this turn");
    assert!(!t.exhausted("Krump"), "it reaped: readied as usual");
}

#[test]
fn brackish_shoreline_lasts_only_for_the_turn_of_the_fight() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Brackish Shoreline"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Urchin"])
        .start();
    t.fight("Troll", "Dust Pixie");
    pass_a_round(&mut t, House::Brobnar);
    t.apply(Choice::House(House::Brobnar));
    t.set_exhausted("Troll", true);
    t.end_turn();
    assert!(!t.exhausted("Troll"), "it did not fight this turn");
}

// ----- Bryozoarch ------------------------------------------------------------

#[test]
fn bryozoarch_destroys_your_left_flank_instead_of_the_opponents_action_resolving() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Bryozoarch"])
        .hand(B, &["Hypoxia"])
        .houses(B, [House::Unfathomable, House::Brobnar, House::Dis])
        .token(B, "Priest")
        .start();
    token_for(&mut t, B);
    t.end_turn();
    t.apply(Choice::House(House::Unfathomable));
    t.play("Hypoxia");
    assert_eq!(t.amber(B), 1, "the bonus icon still resolves");
    assert_eq!(t.line(B), ["Priest"], "the play effect did not resolve");
    assert_eq!(t.line(A), ["Bryozoarch"], "Krump, on the left flank");
}

#[test]
fn bryozoarch_does_not_replace_its_controllers_own_actions() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Krump", "Bryozoarch"])
        .hand(A, &["Hypoxia"])
        .token(B, "Priest")
        .start();
    token_for(&mut t, B);
    t.play("Hypoxia");
    assert!(t.line(B).is_empty());
    assert_eq!(t.line(A), ["Krump", "Bryozoarch"]);
}

#[test]
fn bryozoarch_leaves_an_action_with_no_play_effect_alone() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump", "Bryozoarch"])
        .hand(B, &["Virtuous Works"])
        .houses(B, [House::Sanctum, House::Brobnar, House::Dis])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    t.play("Virtuous Works");
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.line(A), ["Krump", "Bryozoarch"]);
}

// ----- Extrematode Infection ---------------------------------------------

#[test]
fn extrematode_infection_comes_with_3_hatch_counters() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Extrematode Infection"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Extrematode Infection");
    let infection = t.find("Extrematode Infection");
    assert_eq!(t.g.counters(infection), 3);
}

#[test]
fn extrematode_infection_loses_a_counter_at_the_start_of_its_controllers_turn() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Troll"])
        .upgrade(A, "Extrematode Infection", "Troll")
        .start();
    let infection = t.find("Extrematode Infection");
    t.g.add_counters(infection, 2);
    t.end_turn();
    assert_eq!(t.g.counters(infection), 2, "not on the opponent's turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.counters(infection), 1);
    assert_eq!(t.line(B), ["Troll"], "still hatching");
}

#[test]
fn extrematode_infection_hatches_with_its_last_counter_destroying_its_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .upgrade(A, "Extrematode Infection", "Troll")
        .token(A, "Fish")
        .start();
    let infection = t.find("Extrematode Infection");
    t.g.add_counters(infection, 1);
    pass_a_round(&mut t, House::Brobnar);
    for _ in 0..3 {
        t.apply(Choice::Option(1));
    }
    assert!(t.line(B).is_empty(), "Troll destroyed");
    assert_eq!(t.line(A), ["Krump", "Fish", "Fish", "Fish"]);
    assert!(t.discard(A).contains(&"Extrematode Infection"));
}

// ----- Giltspine School ----------------------------------------------------

#[test]
fn giltspine_school_makes_3_tokens_that_do_not_ready_in_the_ready_step() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Giltspine School"])
        .token(A, "Priest")
        .start();
    t.play("Giltspine School");
    for _ in 0..3 {
        t.apply(Choice::Option(1));
    }
    assert_eq!(
        t.line(A),
        ["Giltspine School", "Priest", "Priest", "Priest"]
    );
    t.end_turn();
    assert!(!t.exhausted("Giltspine School"), "not a token: readied");
    for c in t.find_all("Priest") {
        assert!(t.g.card(c).is_exhausted(), "tokens stay exhausted");
    }
}

#[test]
fn giltspine_school_keeps_the_opponents_tokens_exhausted_too() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Giltspine School"])
        .token(B, "Priest")
        .start();
    let priest = token_for(&mut t, B);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.g.card(priest).is_exhausted(), "entered exhausted");
    t.end_turn();
    assert!(t.g.card(priest).is_exhausted(), "B's ready step left it");
}

// ----- Hypoxia ---------------------------------------------------------------

#[test]
fn hypoxia_destroys_every_token_creature_on_both_sides() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Hypoxia"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .token(A, "Fish")
        .token(B, "Priest")
        .deck(A, &["Bumpsy", "Troll"])
        .deck(B, &["Dust Pixie", "Urchin"])
        .start();
    token_for(&mut t, A);
    token_for(&mut t, B);
    t.play("Hypoxia");
    // The Fish's "Destroyed:" deals 2 to the most powerful enemy: Troll.
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.damage("Troll"), 2, "the Fish's Destroyed: ability");
    assert!(t.discard(A).contains(&"Bumpsy"), "the Fish was a Bumpsy");
    assert!(
        t.discard(B).contains(&"Dust Pixie"),
        "the Priest was a Dust Pixie"
    );
}

// ----- Offering to Kiligog -------------------------------------------------

#[test]
fn offering_to_kiligog_trades_a_destroyed_friendly_creature_for_a_card_beneath() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Offering to Kiligog"])
        .battleline(A, &["Krump"])
        .discard(A, &["Troll", "Hypoxia"])
        .start();
    let offering = t.find("Offering to Kiligog");
    t.apply(Choice::Omni(offering));
    t.choose_option(0);
    assert!(
        !t.is_legal(Choice::Target(t.find("Hypoxia"))),
        "not a creature"
    );
    t.choose("Krump");
    assert_eq!(t.beneath_of("Offering to Kiligog"), ["Krump"]);
    assert_eq!(t.discard(A), ["Troll", "Hypoxia"]);
}

#[test]
fn offering_to_kiligog_places_nothing_when_the_creature_is_not_destroyed() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Offering to Kiligog"])
        .battleline(A, &["Krump"])
        .discard(A, &["Troll"])
        .start();
    t.set_ward("Krump");
    let offering = t.find("Offering to Kiligog");
    t.apply(Choice::Omni(offering));
    t.choose_option(0);
    assert_eq!(t.line(A), ["Krump"], "the ward stopped it");
    assert!(t.beneath_of("Offering to Kiligog").is_empty());
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn offering_to_kiligog_puts_each_card_beneath_into_play_as_a_token() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Offering to Kiligog"])
        .beneath(A, "Troll", "Offering to Kiligog")
        .beneath(A, "Hypoxia", "Offering to Kiligog")
        .token(A, "Raider")
        .start();
    let offering = t.find("Offering to Kiligog");
    t.apply(Choice::Omni(offering));
    t.choose_option(1);
    t.apply(Choice::Option(0));
    assert_eq!(t.line(A), ["Raider", "Raider"]);
    assert!(t.beneath_of("Offering to Kiligog").is_empty());
    for c in t.find_all("Raider") {
        assert_eq!(t.g.identity(c), Identity::Token);
    }
}

#[test]
fn offering_to_kiligog_leaves_the_cards_beneath_when_the_deck_names_no_token() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Offering to Kiligog"])
        .beneath(A, "Troll", "Offering to Kiligog")
        .start();
    let offering = t.find("Offering to Kiligog");
    t.apply(Choice::Omni(offering));
    t.choose_option(1);
    assert!(t.line(A).is_empty());
    assert_eq!(t.beneath_of("Offering to Kiligog"), ["Troll"]);
}

// ----- Plunder ---------------------------------------------------------------

#[test]
fn plunder_discards_the_revealed_card_when_its_player_stops() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Plunder"])
        .hand(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Plunder");
    t.choose_option(1);
    assert_eq!(t.hand_of(B).len(), 2);
    let gone = t.discard(B)[0];
    assert!(["Troll", "Krump", "Bumpsy"].contains(&gone));
}

#[test]
fn plunder_reveals_each_card_once_and_discards_the_last_when_none_is_left() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Plunder"])
        .hand(B, &["Troll", "Krump"])
        .start();
    t.play("Plunder");
    let first = t.g.decision().expect("repeat or discard");
    assert_eq!(first.player, A);
    t.choose_option(0);
    assert_eq!(t.hand_of(B).len(), 1, "both revealed: the last one goes");
    assert_eq!(t.discard(B).len(), 1);
    let kept = t.find(t.hand_of(B)[0]);
    assert!(t.g.knows(A, kept), "the first revealed card stays known");
}

#[test]
fn plunder_on_an_empty_hand_does_nothing() {
    let mut t = scenario(House::Unfathomable).hand(A, &["Plunder"]).start();
    t.play("Plunder");
    assert!(t.discard(B).is_empty());
    assert_eq!(t.discard(A), ["Plunder"]);
}

// ----- Primordial Vault ------------------------------------------------------

#[test]
fn primordial_vault_makes_a_cultist_at_the_start_of_your_turn_whatever_your_token() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Primordial Vault"])
        .battleline(A, &["Krump"])
        .token(A, "Fish")
        .start();
    t.end_turn();
    assert_eq!(t.line(A), ["Krump"], "not on the opponent's turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::Option(0));
    assert_eq!(t.line(A), ["Cultist", "Krump"]);
    assert_eq!(t.g.identity(t.find("Cultist")), Identity::Token);
}

#[test]
fn primordial_vault_trades_4_cultists_for_tangaika() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Primordial Vault"])
        .token(A, "Cultist")
        .deck(
            A,
            &[
                "Troll",
                "Krump",
                "Bumpsy",
                "Urchin",
                "Tangaika",
                "Dust Pixie",
            ],
        )
        .start();
    for _ in 0..4 {
        token_for(&mut t, A);
    }
    t.action("Primordial Vault");
    choose_3_cultists(&mut t);
    assert!(t.line(A).is_empty());
    assert_eq!(t.hand_of(A), ["Tangaika"]);
    assert_eq!(t.deck_of(A).len(), 1);
    assert!(t.g.knows(B, t.find("Tangaika")), "revealed");
}

#[test]
fn primordial_vault_finds_nothing_unless_4_cultists_are_destroyed() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Primordial Vault"])
        .token(A, "Cultist")
        .deck(A, &["Troll", "Krump", "Bumpsy", "Urchin", "Dust Pixie"])
        .discard(A, &["Tangaika"])
        .start();
    for _ in 0..4 {
        token_for(&mut t, A);
    }
    let warded = t.find_all("Cultist")[0];
    t.g.ward(warded);
    t.action("Primordial Vault");
    choose_3_cultists(&mut t);
    assert_eq!(t.line(A), ["Cultist"], "the ward saved one");
    assert!(t.hand_of(A).is_empty());
    assert_eq!(t.discard(A)[0], "Tangaika");
}

/// Chooses 3 Cultists for Primordial Vault: the fourth is then the only
/// choice left, and the engine takes it.
fn choose_3_cultists(t: &mut Test) {
    for c in t.find_all("Cultist").into_iter().take(3) {
        t.choose_card(c);
    }
}

// ----- Sibyl Waimare -------------------------------------------------------

#[test]
fn sibyl_waimare_makes_the_opponent_mill_a_card_and_exhaust_its_house() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Sibyl Waimare", "Krump"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .deck(
            B,
            &[
                "Bumpsy",
                "Virtuous Works",
                "Virtuous Works",
                "Virtuous Works",
            ],
        )
        .start();
    t.end_turn();
    assert!(t.discard(B).contains(&"Bumpsy"));
    assert!(t.exhausted("Troll"), "a Brobnar creature");
    assert!(
        t.exhausted("Krump"),
        "each creature of that house, friend or foe"
    );
    assert!(!t.exhausted("Dust Pixie"));
}

#[test]
fn sibyl_waimare_exhausts_nothing_when_the_opponents_deck_is_empty() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Sibyl Waimare"])
        .battleline(B, &["Troll"])
        .deck(B, &[])
        .start();
    t.end_turn();
    assert!(t.discard(B).is_empty());
    assert!(!t.exhausted("Troll"));
}

// ----- Tangaika --------------------------------------------------------------

#[test]
fn tangaika_cannot_be_played_without_4_cultists() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Tangaika"])
        .token(A, "Cultist")
        .start();
    for _ in 0..3 {
        token_for(&mut t, A);
    }
    let tangaika = t.find("Tangaika");
    assert!(!t.is_legal(Choice::Play(tangaika)));
    token_for(&mut t, A);
    assert!(t.is_legal(Choice::Play(tangaika)));
}

#[test]
fn tangaika_gains_1_after_fighting_and_splashes_5() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Tangaika"])
        .battleline(B, &["Dust Pixie", "Troll", "Krump"])
        .start();
    t.fight("Tangaika", "Troll");
    assert_eq!(t.amber(A), 1);
    assert_eq!(
        t.line(B),
        ["Krump"],
        "Dust Pixie splashed to death, Troll fought"
    );
    assert_eq!(t.damage("Krump"), 5);
}

// ----- Weak Link ---------------------------------------------------------

#[test]
fn weak_link_raises_the_hosts_controllers_keys_while_it_is_exhausted() {
    let mut t = scenario(House::Brobnar)
        .battleline(B, &["Troll"])
        .upgrade(A, "Weak Link", "Troll")
        .start();
    assert_eq!(t.g.key_cost(B), 6, "ready");
    assert_eq!(t.g.key_cost(A), 6);
    t.set_exhausted("Troll", true);
    assert_eq!(t.g.key_cost(B), 12, "exhausted: 6 more");
    assert_eq!(t.g.key_cost(A), 6, "not the upgrade's controller's keys");
}

// ----- Azure Basin Outpost ---------------------------------------------------

#[test]
fn azure_basin_outpost_tucks_a_friendly_creature_to_exhaust_3_enemies() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Azure Basin Outpost"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy", "Dust Pixie", "Urchin"])
        .start();
    t.action("Azure Basin Outpost");
    t.choose("Troll");
    t.choose("Bumpsy");
    t.choose("Urchin");
    assert_eq!(*t.deck_of(A).last().unwrap(), "Krump", "on the bottom");
    assert!(t.exhausted("Troll") && t.exhausted("Bumpsy") && t.exhausted("Urchin"));
    assert!(!t.exhausted("Dust Pixie"));
}

#[test]
fn azure_basin_outpost_exhausts_nothing_when_the_ward_keeps_the_creature() {
    let mut t = scenario(House::Unfathomable)
        .artifacts(A, &["Azure Basin Outpost"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Krump");
    t.action("Azure Basin Outpost");
    assert_eq!(t.line(A), ["Krump"]);
    assert!(!t.exhausted("Troll"));
}

// ----- Catch and Release -----------------------------------------------------

#[test]
fn catch_and_release_returns_every_creature_then_trims_hands_to_6() {
    let mut t = scenario(House::Unfathomable)
        .hand(
            A,
            &[
                "Catch and Release",
                "Hypoxia",
                "Plunder",
                "Befuddle",
                "Dragnet",
            ],
        )
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Bumpsy", "Urchin"])
        .hand(
            B,
            &[
                "Dust Pixie",
                "Mighty Tiger",
                "Silvertooth",
                "Faygin",
                "Sequis",
            ],
        )
        .start();
    t.play("Catch and Release");
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert_eq!(t.hand_of(A).len(), 6, "4 left + 2 returned");
    assert_eq!(t.hand_of(B).len(), 6, "5 + 2 returned, 1 discarded");
    assert_eq!(t.discard(B).len(), 1);
    assert_eq!(t.g.player(A).chains, 2);
}

// ----- Dragnet ---------------------------------------------------------------

#[test]
fn dragnet_returns_a_creature_with_its_neighbors_of_its_house() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Dragnet"])
        .battleline(B, &["Krump", "Troll", "Dust Pixie"])
        .start();
    t.play("Dragnet");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Dust Pixie"], "Untamed: stays");
    assert_eq!(t.hand_of(B).len(), 2);
}

// ----- Kelping Hands -----------------------------------------------------

#[test]
fn kelping_hands_gives_friendly_creatures_poison_for_the_turn() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Kelping Hands"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    let hands = t.find("Kelping Hands");
    t.apply(Choice::Omni(hands));
    assert!(t.artifacts_of(A).is_empty(), "destroyed");
    assert!(t.g.keywords(t.find("Krump")).contains(Keywords::POISON));
    assert!(!t.g.keywords(t.find("Troll")).contains(Keywords::POISON));
    t.fight("Krump", "Troll");
    assert!(t.line(B).is_empty(), "poisoned");
    t.end_turn();
    assert!(!t.g.keywords(t.find("Krump")).contains(Keywords::POISON));
}

// ----- Physaloha -------------------------------------------------------------

#[test]
fn physaloha_keeps_damaged_creatures_exhausted_through_the_ready_step() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Physaloha", "Troll", "Krump"])
        .start();
    t.set_damage("Troll", 2);
    t.set_exhausted("Troll", true);
    t.set_exhausted("Krump", true);
    t.end_turn();
    assert!(t.exhausted("Troll"), "damaged");
    assert!(!t.exhausted("Krump"), "undamaged");
}

// ----- Soleft and Flounderight -------------------------------------------

#[test]
fn soleft_destroyed_destroys_the_creature_on_the_opponents_left_flank() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Soleft"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    let soleft = t.find("Soleft");
    t.g.destroy(soleft);
    t.advance();
    assert_eq!(t.line(B), ["Krump", "Bumpsy"]);
}

#[test]
fn flounderight_destroyed_destroys_the_creature_on_the_opponents_right_flank() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Flounderight"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.fight("Flounderight", "Krump");
    assert_eq!(t.line(B), ["Troll", "Krump"], "Bumpsy on the right flank");
    assert!(t.line(A).is_empty());
}

// ----- Stir-Crazy ------------------------------------------------------------

#[test]
fn stir_crazy_has_each_ready_creature_capture_1_from_its_opponent() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Stir-Crazy"])
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Bumpsy"])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    t.set_exhausted("Troll", true);
    t.play("Stir-Crazy");
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!(t.amber_on("Troll"), 0, "exhausted");
    assert_eq!(t.amber_on("Bumpsy"), 1, "from A's pool");
    assert_eq!(t.amber(A), 3, "3 + 1 bonus - 1");
    assert_eq!(t.amber(B), 2);
}

// ----- Timoti the Dammed -------------------------------------------------

#[test]
fn timoti_the_dammed_stops_the_opponents_keys_while_you_control_a_token() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Timoti the Dammed"])
        .token(A, "Priest")
        .amber(B, 7)
        .start();
    t.play("Timoti the Dammed");
    t.apply(Choice::Option(1));
    assert_eq!(t.line(A), ["Timoti the Dammed", "Priest"]);
    assert!(!t.g.may_forge_keys(B));
    assert!(t.g.may_forge_keys(A));
    t.end_turn();
    assert_eq!(t.keys(B), 0, "B could not forge");
}

#[test]
fn timoti_the_dammed_lets_keys_be_forged_without_a_token() {
    let t = scenario(House::Unfathomable)
        .battleline(A, &["Timoti the Dammed"])
        .amber(B, 7)
        .start();
    assert!(t.g.may_forge_keys(B));
}

// ----- Watch Your Step ---------------------------------------------------

#[test]
fn watch_your_step_makes_2_ready_tokens_when_another_house_is_chosen() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Watch Your Step"])
        .battleline(A, &["Krump"])
        .token(A, "Priest")
        .start();
    t.play("Watch Your Step");
    t.choose_house(House::Unfathomable);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.apply(Choice::Option(1));
    t.apply(Choice::Option(1));
    assert_eq!(t.line(A), ["Krump", "Priest", "Priest"]);
    for c in t.find_all("Priest") {
        assert!(!t.g.card(c).is_exhausted(), "readied");
    }
}

#[test]
fn watch_your_step_makes_nothing_when_the_named_house_is_chosen() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Watch Your Step"])
        .battleline(A, &["Krump"])
        .token(A, "Priest")
        .start();
    t.play("Watch Your Step");
    t.choose_house(House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.line(A), ["Krump"]);
}

// ----- Yanthi Ghostfin ---------------------------------------------------

#[test]
fn yanthi_ghostfin_purges_a_creature_from_a_discard_pile_to_make_a_token() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Yanthi Ghostfin"])
        .discard(B, &["Troll", "Krump", "Hypoxia"])
        .token(A, "Fish")
        .start();
    assert!(t
        .g
        .keywords(t.find("Yanthi Ghostfin"))
        .contains(Keywords::ELUSIVE));
    t.reap("Yanthi Ghostfin");
    assert!(
        !t.is_legal(Choice::Target(t.find("Hypoxia"))),
        "not a creature"
    );
    t.choose("Troll");
    t.apply(Choice::Option(1));
    assert_eq!(t.purged(B), ["Troll"]);
    assert_eq!(t.line(A), ["Yanthi Ghostfin", "Fish"]);
}

#[test]
fn yanthi_ghostfin_makes_no_token_with_no_creature_to_purge() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Yanthi Ghostfin"])
        .discard(B, &["Hypoxia"])
        .token(A, "Fish")
        .start();
    t.reap("Yanthi Ghostfin");
    assert_eq!(t.line(A), ["Yanthi Ghostfin"]);
}

// ----- Abyssal Sight -------------------------------------------------------

#[test]
fn abyssal_sight_destroys_a_friendly_creature_to_pick_a_discard_from_the_opponents_hand() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Abyssal Sight"])
        .battleline(A, &["Krump"])
        .hand(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Abyssal Sight");
    assert!(t.g.knows(A, t.find("Troll")), "A looked at the hand");
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.hand_of(B), ["Bumpsy"]);
}

#[test]
fn abyssal_sight_sees_nothing_when_the_creature_survives() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Abyssal Sight"])
        .battleline(A, &["Krump"])
        .hand(B, &["Troll", "Bumpsy"])
        .start();
    t.set_ward("Krump");
    t.play("Abyssal Sight");
    assert!(!t.g.knows(A, t.find("Troll")));
    assert_eq!(t.hand_of(B).len(), 2);
}

// ----- Adult Swim ----------------------------------------------------------

#[test]
fn adult_swim_puts_each_creature_of_power_3_or_less_on_top_of_its_owners_deck() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Adult Swim"])
        .battleline(A, &["Krump", "Silvertooth", "Urchin"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Adult Swim");
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.line(B), ["Troll"]);
    let top_a = &t.deck_of(A)[..2];
    assert!(top_a.contains(&"Silvertooth") && top_a.contains(&"Urchin"));
    assert_eq!(t.deck_of(B)[0], "Dust Pixie");
}

// ----- Befuddle --------------------------------------------------------------

#[test]
fn befuddle_lets_the_opponent_play_only_the_named_house_next_turn() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Befuddle"])
        .hand(B, &["Krump", "Dust Pixie", "Troll"])
        .houses(B, [House::Brobnar, House::Untamed, House::Dis])
        .start();
    t.play("Befuddle");
    t.choose_house(House::Untamed);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.is_legal(Choice::Play(t.find("Krump"))));
    assert!(
        !t.is_legal(Choice::Play(t.find("Dust Pixie"))),
        "not active"
    );
    t.end_turn();
    t.apply(Choice::House(House::Unfathomable));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(
        t.is_legal(Choice::Play(t.find("Krump"))),
        "only their next turn"
    );
}

// ----- Covetous Hema -------------------------------------------------------

#[test]
fn covetous_hema_captures_3_and_is_elusive_only_off_the_flanks() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Covetous Hema"])
        .battleline(A, &["Krump"])
        .token(A, "Fish")
        .amber(B, 4)
        .start();
    t.play("Covetous Hema");
    t.flank(Flank::Right);
    let hema = t.find("Covetous Hema");
    assert_eq!(t.amber_on("Covetous Hema"), 3);
    assert_eq!(t.amber(B), 1);
    assert!(
        !t.g.keywords(hema).contains(Keywords::ELUSIVE),
        "on a flank"
    );
    t.g.make_token(A, Flank::Right);
    assert!(
        t.g.keywords(hema).contains(Keywords::ELUSIVE),
        "in the middle"
    );
}

// ----- Crushing Deep -------------------------------------------------------

#[test]
fn crushing_deep_raises_keys_by_3_per_opponent_key_during_their_next_turn() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Crushing Deep"])
        .keys(B, 2)
        .amber(B, 11)
        .start();
    t.play("Crushing Deep");
    assert_eq!(t.g.key_cost(B), 6, "not during A's own turn");
    t.end_turn();
    assert_eq!(t.keys(B), 2, "11 is less than 6 + 3 x 2");
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.g.key_cost(B), 12);
    assert_eq!(t.g.key_cost(A), 12, "every key during that turn");
}

// ----- Fathom Reaver -------------------------------------------------------

#[test]
fn fathom_reaver_shrinks_the_opponents_refill_while_you_control_a_token() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Fathom Reaver"])
        .token(A, "Priest")
        .start();
    t.play("Fathom Reaver");
    t.apply(Choice::Option(1));
    assert_eq!(t.g.hand_size(B), 5);
    assert_eq!(t.g.hand_size(A), 6);
    let priest = t.find("Priest");
    t.g.destroy(priest);
    t.advance();
    assert_eq!(t.g.hand_size(B), 6, "no token");
}

// ----- Initiation ----------------------------------------------------------

#[test]
fn initiation_makes_a_token_and_archives_itself_with_a_small_hand() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Initiation", "Hypoxia"])
        .token(A, "Cultist")
        .start();
    t.play("Initiation");
    assert_eq!(t.line(A), ["Cultist"]);
    assert_eq!(t.archives_of(A), ["Initiation"]);
}

#[test]
fn initiation_goes_to_the_discard_pile_with_4_cards_in_hand() {
    let mut t = scenario(House::Unfathomable)
        .hand(
            A,
            &["Initiation", "Hypoxia", "Plunder", "Befuddle", "Dragnet"],
        )
        .token(A, "Cultist")
        .start();
    t.play("Initiation");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Initiation"]);
}

// ----- Kamalani ------------------------------------------------------------

#[test]
fn kamalani_destroyed_makes_2_tokens() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Kamalani"])
        .battleline(B, &["Troll"])
        .token(A, "Raider")
        .start();
    t.fight("Kamalani", "Troll");
    t.apply(Choice::Option(0));
    t.apply(Choice::Option(0));
    assert_eq!(t.line(A), ["Raider", "Raider"]);
}

// ----- Kelpminder ----------------------------------------------------------

#[test]
fn kelpminder_is_a_5_power_creature_with_no_ability() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Kelpminder"])
        .battleline(B, &["Dust Pixie"])
        .start();
    assert_eq!(t.power("Kelpminder"), 5);
    t.fight("Kelpminder", "Dust Pixie");
    assert!(t.line(B).is_empty());
    assert_eq!(t.damage("Kelpminder"), 1);
}

// ----- Skullback Crab ------------------------------------------------------

#[test]
fn skullback_crab_steals_1_and_poisons_what_it_fights() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Skullback Crab"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.action("Skullback Crab");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    let crab = t.find("Skullback Crab");
    t.g.ready(crab);
    t.fight("Skullback Crab", "Troll");
    assert!(t.line(B).is_empty(), "poison");
}

// ----- Sunk Cost -------------------------------------------------------------

#[test]
fn sunk_cost_makes_a_token_when_the_discard_is_of_the_named_house() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Sunk Cost"])
        .hand(B, &["Troll"])
        .token(A, "Fish")
        .start();
    t.play("Sunk Cost");
    t.choose_house(House::Brobnar);
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.line(A), ["Fish"]);
}

#[test]
fn sunk_cost_makes_nothing_when_the_discard_is_of_another_house() {
    let mut t = scenario(House::Unfathomable)
        .hand(A, &["Sunk Cost"])
        .hand(B, &["Troll"])
        .token(A, "Fish")
        .start();
    t.play("Sunk Cost");
    t.choose_house(House::Mars);
    assert_eq!(t.discard(B), ["Troll"]);
    assert!(t.line(A).is_empty());
}

// ----- Toxicuda Venom --------------------------------------------------------

#[test]
fn toxicuda_venom_gives_its_creature_poison() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Troll"])
        .upgrade(A, "Toxicuda Venom", "Bumpsy")
        .start();
    t.fight("Bumpsy", "Troll");
    assert!(t.line(B).is_empty(), "poison");
}

// ----- Token creatures -------------------------------------------------------

#[test]
fn a_cultist_token_destroys_itself_to_ward_a_friendly_creature() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Krump"])
        .token(A, "Cultist")
        .start();
    let cultist = token_for(&mut t, A);
    t.g.ready(cultist);
    t.action("Cultist");
    assert!(t.card("Krump").is_warded());
    assert_eq!(t.line(A), ["Krump"]);
}

#[test]
fn a_warded_cultist_token_survives_and_wards_nothing() {
    let mut t = scenario(House::Unfathomable)
        .battleline(A, &["Krump"])
        .token(A, "Cultist")
        .start();
    let cultist = token_for(&mut t, A);
    t.g.ready(cultist);
    t.g.ward(cultist);
    t.action("Cultist");
    assert_eq!(t.line(A), ["Krump", "Cultist"]);
    assert!(!t.card("Krump").is_warded());
}

#[test]
fn a_fish_token_destroyed_deals_2_to_the_most_powerful_enemy_creature() {
    let mut t = scenario(House::Unfathomable)
        .token(A, "Fish")
        .battleline(B, &["Troll", "Krump"])
        .start();
    let fish = token_for(&mut t, A);
    t.g.destroy(fish);
    t.advance();
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn a_fish_token_lets_its_controller_choose_among_tied_most_powerful_enemies() {
    let mut t = scenario(House::Unfathomable)
        .token(A, "Fish")
        .battleline(B, &["Krump", "Valdr", "Dust Pixie"])
        .start();
    let fish = token_for(&mut t, A);
    t.g.destroy(fish);
    t.advance();
    assert!(!t.is_legal(Choice::Target(t.find("Dust Pixie"))));
    t.choose("Valdr");
    assert_eq!(t.damage("Valdr"), 2);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn a_priest_token_exhausts_an_enemy_creature() {
    let mut t = scenario(House::Unfathomable)
        .token(A, "Priest")
        .battleline(B, &["Troll"])
        .start();
    let priest = token_for(&mut t, A);
    t.g.ready(priest);
    t.action("Priest");
    assert!(t.exhausted("Troll"));
}

#[test]
fn a_raider_token_has_poison_only_during_its_controllers_turn() {
    let mut t = scenario(House::Unfathomable)
        .token(A, "Raider")
        .battleline(B, &["Troll"])
        .start();
    let raider = token_for(&mut t, A);
    assert!(t.g.keywords(raider).contains(Keywords::POISON));
    t.end_turn();
    assert!(!t.g.keywords(raider).contains(Keywords::POISON));
}
