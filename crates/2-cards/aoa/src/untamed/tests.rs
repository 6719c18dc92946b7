//! Tests of the Untamed cards of Age of Ascension: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{House, Keywords};

// ----- Dharna --------------------------------------------------------------

#[test]
fn dharna_gains_one_per_damaged_friendly_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dharna"])
        .battleline(A, &["Snufflegator", "Niffle Ape", "Dust Pixie"])
        .battleline(B, &["Troll"])
        .start();
    t.set_damage("Snufflegator", 1);
    t.set_damage("Niffle Ape", 2);
    t.set_damage("Troll", 1);
    t.play("Dharna");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 2, "two damaged friendly creatures; not Troll");
}

#[test]
fn dharna_reap_heals_two_from_a_friendly_creature() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dharna", "Snufflegator"])
        .battleline(B, &["Troll"])
        .start();
    t.set_damage("Snufflegator", 3);
    t.set_damage("Troll", 3);
    t.reap("Dharna");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "friendly only"
    );
    t.choose("Snufflegator");
    assert_eq!(t.damage("Snufflegator"), 1);
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.amber(A), 1);
}

// ----- Duskwitch -----------------------------------------------------------

#[test]
fn duskwitch_makes_friendly_creatures_enter_play_ready() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Snufflegator"])
        .battleline(A, &["Duskwitch"])
        .start();
    t.play("Snufflegator");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Snufflegator"));
    t.reap("Snufflegator");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn duskwitch_enters_play_ready_itself_but_not_enemy_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Duskwitch"])
        .hand(B, &["Troll"])
        .battleline(A, &["Dust Pixie"])
        .start();
    let (duskwitch, troll) = (t.find("Duskwitch"), t.find("Troll"));
    t.g.put_into_play(duskwitch, A, Flank::Right);
    assert!(
        !t.exhausted("Duskwitch"),
        "an ability on how cards enter play applies to itself"
    );
    t.g.put_into_play(troll, B, Flank::Left);
    assert!(t.exhausted("Troll"));
}

#[test]
fn duskwitch_omega_ends_the_step() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Duskwitch", "Dust Pixie"])
        .start();
    t.play("Duskwitch");
    assert_eq!(
        t.g.active_player(),
        B,
        "nothing more in step 3: the turn is over"
    );
    assert!(t.hand_of(A).contains(&"Dust Pixie"));
}

#[test]
fn duskwitch_is_elusive() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Troll"])
        .battleline(B, &["Duskwitch"])
        .start();
    t.set_house("Troll", House::Untamed);
    t.fight("Troll", "Duskwitch");
    assert_eq!(t.line(B), ["Duskwitch"]);
    assert_eq!(t.damage("Troll"), 0);
}

// ----- Fanghouse -----------------------------------------------------------

#[test]
fn fanghouse_assault_three_strikes_before_the_fight() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Fanghouse"])
        .battleline(B, &["Niffle Ape"])
        .start();
    t.fight("Fanghouse", "Niffle Ape");
    assert_eq!(t.discard(B), ["Niffle Ape"]);
    assert_eq!(t.damage("Fanghouse"), 0, "dead before it could strike back");
}

#[test]
fn fanghouse_hazardous_three_strikes_its_attacker_first() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Fanghouse"])
        .battleline(B, &["Niffle Ape"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.fight("Niffle Ape", "Fanghouse");
    assert_eq!(t.discard(B), ["Niffle Ape"]);
    assert_eq!(t.damage("Fanghouse"), 0);
}

// ----- Glimmer -------------------------------------------------------------

#[test]
fn glimmer_returns_a_card_from_the_discard_pile() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Glimmer"])
        .discard(A, &["Full Moon", "Troll"])
        .start();
    t.play("Glimmer");
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Full Moon"]);
}

#[test]
fn glimmer_alpha_forbids_a_second_glimmer_in_the_same_step() {
    // Alpha is a restriction on playing, checked in hand: after a card is
    // played in a step, no alpha card may be played.
    let mut t = scenario(House::Untamed)
        .hand(A, &["Glimmer", "Glimmer"])
        .start();
    t.play("Glimmer");
    let second = t.find_all("Glimmer")[1];
    assert!(!t.is_legal(Choice::Play(second)));
    assert!(t.is_legal(Choice::Discard(second)));
}

// ----- Grovekeeper ---------------------------------------------------------

#[test]
fn grovekeeper_strengthens_its_neighbors_as_your_turn_ends() {
    let mut t = scenario(House::Untamed)
        .battleline(
            A,
            &["Dust Pixie", "Grovekeeper", "Niffle Ape", "Snufflegator"],
        )
        .start();
    t.end_turn();
    assert_eq!(t.power("Dust Pixie"), 2);
    assert_eq!(t.power("Niffle Ape"), 4);
    assert_eq!(t.power("Snufflegator"), 4, "not a neighbor");
    assert_eq!(t.power("Grovekeeper"), 3, "not itself");
}

#[test]
fn grovekeeper_does_nothing_as_the_opponents_turn_ends() {
    let mut t = scenario(House::Untamed)
        .battleline(B, &["Dust Pixie", "Grovekeeper"])
        .start();
    t.end_turn();
    assert_eq!(t.power("Dust Pixie"), 1);
}

// ----- Knoxx ---------------------------------------------------------------

#[test]
fn knoxx_gets_three_power_per_neighbor() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie", "Knoxx", "Niffle Ape"])
        .start();
    assert_eq!(t.power("Knoxx"), 9);
    let t = scenario(House::Untamed)
        .battleline(A, &["Knoxx", "Niffle Ape"])
        .start();
    assert_eq!(t.power("Knoxx"), 6);
    let t = scenario(House::Untamed).battleline(A, &["Knoxx"]).start();
    assert_eq!(t.power("Knoxx"), 3);
}

#[test]
fn knoxx_losing_a_neighbor_can_die_of_its_damage() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Nature's Call"])
        .battleline(A, &["Knoxx", "Niffle Ape"])
        .start();
    t.set_damage("Knoxx", 4);
    t.advance();
    assert_eq!(
        t.line(A),
        ["Knoxx", "Niffle Ape"],
        "6 power with its neighbor"
    );
    t.play("Nature's Call");
    t.choose("Niffle Ape");
    assert_eq!(t.discard(A), ["Knoxx", "Nature’s Call"], "3 power left");
}

// ----- Marmo Swarm ---------------------------------------------------------

#[test]
fn marmo_swarm_gets_one_power_per_amber_in_your_pool() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Marmo Swarm"])
        .battleline(B, &["Troll"])
        .amber(A, 3)
        .amber(B, 5)
        .start();
    assert_eq!(t.power("Marmo Swarm"), 5, "its controller's pool only");
}

#[test]
fn marmo_swarm_dies_when_spending_amber_drops_its_power_to_its_damage() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Marmo Swarm"])
        .amber(A, 7)
        .start();
    t.set_damage("Marmo Swarm", 4);
    t.advance();
    assert_eq!(t.line(A), ["Marmo Swarm"], "9 power with 7 in the pool");
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.end_turn();
    assert_eq!(t.keys(A), 1, "6 spent forging: 3 power left");
    assert_eq!(t.discard(A), ["Marmo Swarm"]);
}

// ----- Persistence Hunting -------------------------------------------------

#[test]
fn persistence_hunting_exhausts_each_enemy_creature_of_the_chosen_house() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Persistence Hunting"])
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Troll", "Dust Pixie", "Krump"])
        .start();
    t.play("Persistence Hunting");
    t.choose_house(House::Brobnar);
    assert!(t.exhausted("Troll") && t.exhausted("Krump"));
    assert!(!t.exhausted("Dust Pixie"), "another house");
    assert!(!t.exhausted("Bumpsy"), "friendly");
    assert_eq!(t.amber(A), 1);
}

// ----- Rustgnawer ----------------------------------------------------------

#[test]
fn rustgnawer_destroys_an_artifact_and_gains_its_amber_bonus() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Rustgnawer"])
        .battleline(B, &["Dust Pixie"])
        .artifacts(B, &["Mighty Javelin", "Cannon"])
        .start();
    t.fight("Rustgnawer", "Dust Pixie");
    t.choose("Mighty Javelin");
    assert_eq!(t.discard(B), ["Dust Pixie", "Mighty Javelin"]);
    assert_eq!(t.amber(A), 1, "its Æmber bonus");
}

#[test]
fn rustgnawer_gains_nothing_for_an_artifact_without_bonus() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Rustgnawer"])
        .battleline(B, &["Dust Pixie"])
        .artifacts(B, &["Mighty Javelin", "Cannon"])
        .start();
    t.fight("Rustgnawer", "Dust Pixie");
    t.choose("Cannon");
    assert_eq!(t.artifacts_of(B), ["Mighty Javelin"]);
    assert_eq!(t.amber(A), 0);
}

// ----- Song of Spring ------------------------------------------------------

#[test]
fn song_of_spring_shuffles_friendly_untamed_creatures_from_three_zones() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Song of Spring", "Dust Pixie", "Troll"])
        .discard(A, &["Niffle Ape", "Full Moon"])
        .battleline(A, &["Snufflegator", "Krump"])
        .battleline(B, &["Mighty Tiger"])
        .deck(A, &[])
        .start();
    t.play("Song of Spring");
    for not_offered in ["Troll", "Full Moon", "Krump", "Mighty Tiger"] {
        assert!(
            !t.is_legal(Choice::Target(t.find(not_offered))),
            "{not_offered}"
        );
    }
    t.choose("Dust Pixie");
    t.choose("Niffle Ape");
    t.choose("Snufflegator");
    assert!(!t.asks_target(), "nothing else to choose");
    let mut deck = t.deck_of(A);
    deck.sort();
    assert_eq!(deck, ["Dust Pixie", "Niffle Ape", "Snufflegator"]);
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn song_of_spring_may_shuffle_none() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Song of Spring", "Dust Pixie"])
        .deck(A, &[])
        .start();
    t.play("Song of Spring");
    t.pass();
    assert_eq!(t.hand_of(A), ["Dust Pixie"]);
    assert!(t.deck_of(A).is_empty());
}

#[test]
fn song_of_spring_with_no_untamed_creature_anywhere_does_nothing() {
    // Found by the soak: with nothing to choose the step still resolves.
    let mut t = scenario(House::Untamed)
        .hand(A, &["Song of Spring", "Troll"])
        .deck(A, &["Krump"])
        .start();
    t.play("Song of Spring");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.deck_of(A), ["Krump"]);
}

// ----- Tantadlin -----------------------------------------------------------

#[test]
fn tantadlin_deals_only_two_attacking_and_discards_from_archives() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Tantadlin"])
        .battleline(B, &["Troll"])
        .archives(B, &["Krump"])
        .start();
    t.fight("Tantadlin", "Troll");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Tantadlin"), 8);
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.discard(B), ["Krump"]);
}

#[test]
fn tantadlin_deals_only_two_defending() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Tantadlin"])
        .battleline(B, &["Ancient Bear"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.fight("Ancient Bear", "Tantadlin");
    assert_eq!(t.damage("Ancient Bear"), 2);
    assert_eq!(t.damage("Tantadlin"), 7, "assault 2, then 5");
}

// ----- They're Everywhere! -------------------------------------------------

#[test]
fn theyre_everywhere_hits_enemy_flanks_for_two_and_the_rest_for_one() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["They’re Everywhere!"])
        .battleline(A, &["Ancient Bear"])
        .battleline(B, &["Dust Pixie", "Niffle Ape", "Troll", "Snufflegator"])
        .start();
    t.play("They’re Everywhere!");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.damage("Snufflegator"), 2);
    assert_eq!(
        t.damage("Niffle Ape"),
        1,
        "not on a flank when the damage was dealt"
    );
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Ancient Bear"), 0, "friendly");
}

// ----- Æmberspine Mongrel --------------------------------------------------

#[test]
fn aemberspine_mongrel_gains_when_the_opponent_reaps() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Æmberspine Mongrel", "Dust Pixie"])
        .battleline(B, &["Niffle Ape"])
        .start();
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 1, "not for its own side's reaps");
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.reap("Niffle Ape");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn aemberspine_mongrel_hazardous_three() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Æmberspine Mongrel"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Æmberspine Mongrel");
    assert_eq!(t.damage("Troll"), 6, "3 before the fight, 3 in it");
}

// ----- Bumblebird ----------------------------------------------------------

#[test]
fn bumblebird_gives_each_other_friendly_untamed_creature_two_counters() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Bumblebird"])
        .battleline(A, &["Dust Pixie", "Troll"])
        .battleline(B, &["Niffle Ape"])
        .start();
    t.play("Bumblebird");
    t.flank(Flank::Right);
    assert_eq!(t.power("Dust Pixie"), 3);
    assert_eq!(t.power("Troll"), 8, "not Untamed");
    assert_eq!(t.power("Niffle Ape"), 3, "an enemy");
    assert_eq!(t.power("Bumblebird"), 1, "not itself");
}

#[test]
fn bumblebird_alpha_must_be_played_first() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie", "Bumblebird"])
        .start();
    t.play("Dust Pixie");
    assert!(!t.is_legal(Choice::Play(t.find("Bumblebird"))));
}

// ----- Camouflage ----------------------------------------------------------

#[test]
fn camouflage_cannot_be_fought_by_creatures_not_on_a_flank() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Camouflage"])
        .battleline(A, &["Snufflegator", "Ancient Bear", "Niffle Ape"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .start();
    t.play("Camouflage");
    t.choose("Krump");
    let (krump, pixie) = (t.find("Krump"), t.find("Dust Pixie"));
    let (inner, flank) = (t.find("Ancient Bear"), t.find("Snufflegator"));
    assert!(!t.g.may_attack(inner, krump));
    assert!(t.g.may_attack(inner, pixie), "only its creature");
    assert!(t.g.may_attack(flank, krump));
    t.fight("Snufflegator", "Krump");
    assert_eq!(t.damage("Krump"), 4);
}

// ----- Niffle Grounds ------------------------------------------------------

#[test]
fn niffle_grounds_takes_taunt_away_for_the_turn() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Niffle Grounds"])
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Dust Pixie", "Champion Anaphiel"])
        .start();
    let (snuff, pixie) = (t.find("Snufflegator"), t.find("Dust Pixie"));
    assert!(!t.g.can_be_fought(snuff, pixie), "behind a taunt neighbor");
    t.action("Niffle Grounds");
    t.choose("Champion Anaphiel");
    assert!(!t
        .g
        .keywords(t.find("Champion Anaphiel"))
        .contains(Keywords::TAUNT));
    assert!(t.g.can_be_fought(snuff, pixie));
    t.end_turn();
    assert!(t
        .g
        .keywords(t.find("Champion Anaphiel"))
        .contains(Keywords::TAUNT));
}

#[test]
fn niffle_grounds_takes_elusive_away() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Niffle Grounds"])
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Urchin"])
        .start();
    t.action("Niffle Grounds");
    t.choose("Urchin");
    t.fight("Snufflegator", "Urchin");
    assert_eq!(t.discard(B), ["Urchin"]);
}

// ----- Panpaca, Anga and Panpaca, Jaga -------------------------------------

#[test]
fn panpaca_anga_raises_every_creature_to_its_right() {
    let t = scenario(House::Untamed)
        .battleline(
            A,
            &["Dust Pixie", "Panpaca, Anga", "Niffle Ape", "Snufflegator"],
        )
        .battleline(B, &["Troll"])
        .start();
    assert_eq!(t.power("Niffle Ape"), 5);
    assert_eq!(t.power("Snufflegator"), 6, "however far");
    assert_eq!(t.power("Dust Pixie"), 1, "on its left");
    assert_eq!(t.power("Panpaca, Anga"), 5);
    assert_eq!(t.power("Troll"), 8, "another battleline");
}

#[test]
fn panpaca_jaga_gives_skirmish_to_every_creature_to_its_left() {
    let mut t = scenario(House::Untamed)
        .battleline(
            A,
            &["Dust Pixie", "Niffle Ape", "Panpaca, Jaga", "Ancient Bear"],
        )
        .battleline(B, &["Troll"])
        .start();
    let skirmish = |t: &keysim_engine::scenario::Test, name: &str| {
        t.g.keywords(t.find(name)).contains(Keywords::SKIRMISH)
    };
    assert!(skirmish(&t, "Dust Pixie") && skirmish(&t, "Niffle Ape"));
    assert!(!skirmish(&t, "Ancient Bear"), "on its right");
    assert!(!skirmish(&t, "Troll"));
    t.fight("Niffle Ape", "Troll");
    assert_eq!(t.damage("Niffle Ape"), 0);
    assert_eq!(t.damage("Troll"), 3);
}

// ----- Soldiers to Flowers -------------------------------------------------

#[test]
fn soldiers_to_flowers_purges_untamed_creatures_and_pays_their_owners() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Soldiers to Flowers"])
        .discard(A, &["Dust Pixie", "Troll", "Niffle Ape", "Full Moon"])
        .discard(B, &["Snufflegator", "Krump"])
        .start();
    t.play("Soldiers to Flowers");
    let mut purged = t.purged(A);
    purged.sort();
    assert_eq!(purged, ["Dust Pixie", "Niffle Ape"]);
    assert_eq!(t.purged(B), ["Snufflegator"]);
    assert_eq!(t.discard(A), ["Troll", "Full Moon", "Soldiers to Flowers"]);
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.amber(A), 3, "its bonus and 2 purged");
    assert_eq!(t.amber(B), 1);
}

// ----- Way of the Porcupine ------------------------------------------------

#[test]
fn way_of_the_porcupine_gives_hazardous_three() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Way of the Porcupine"])
        .battleline(A, &["Ancient Bear"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Way of the Porcupine");
    t.choose("Ancient Bear");
    assert_eq!(t.g.hazardous(t.find("Ancient Bear")), 3);
    assert_eq!(t.g.hazardous(t.find("Troll")), 0);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Ancient Bear");
    assert_eq!(t.discard(B), ["Troll"], "3 before the fight, 5 in it");
}

// ----- Earthbind -----------------------------------------------------------

#[test]
fn earthbind_forbids_using_its_creature_until_a_card_is_discarded() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Full Moon"])
        .battleline(A, &["Dust Pixie", "Niffle Ape"])
        .upgrade(A, "Earthbind", "Dust Pixie")
        .start();
    assert!(!t.is_legal(Choice::Reap(t.find("Dust Pixie"))));
    assert!(t.is_legal(Choice::Reap(t.find("Niffle Ape"))));
    t.discard_card("Full Moon");
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 1);
}

// ----- Gravid Cycle --------------------------------------------------------

#[test]
fn gravid_cycle_returns_a_card_then_ends_the_step() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Gravid Cycle", "Dust Pixie"])
        .discard(A, &["Troll"])
        .start();
    t.play("Gravid Cycle");
    assert!(t.hand_of(A).contains(&"Troll"));
    assert_eq!(t.discard(A), ["Gravid Cycle"]);
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.g.active_player(), B, "omega: nothing more this step");
}

// ----- Heart of the Forest -------------------------------------------------

#[test]
fn heart_of_the_forest_stops_the_leader_forging() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Heart of the Forest"])
        .keys(A, 1)
        .amber(A, 6)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.end_turn();
    assert_eq!((t.keys(A), t.amber(A)), (1, 6), "1 key against 0");
}

#[test]
fn heart_of_the_forest_lets_the_trailing_player_forge() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Heart of the Forest"])
        .keys(A, 1)
        .amber(B, 6)
        .start();
    t.end_turn();
    assert_eq!((t.keys(B), t.amber(B)), (1, 0));
}

#[test]
fn heart_of_the_forest_lets_players_with_as_many_keys_forge() {
    let mut t = scenario(House::Untamed)
        .artifacts(B, &["Heart of the Forest"])
        .keys(A, 1)
        .keys(B, 1)
        .amber(B, 6)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 2);
}

#[test]
fn heart_of_the_forest_stops_forging_by_an_ability() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .artifacts(A, &["Heart of the Forest"])
        .keys(A, 1)
        .amber(A, 8)
        .start();
    t.play("Key Charge");
    t.yes();
    assert_eq!((t.keys(A), t.amber(A)), (1, 7));
}

// ----- Po's Pixies ---------------------------------------------------------

#[test]
fn pos_pixies_amber_stolen_comes_from_the_supply_and_is_still_stolen() {
    // FAQ (Nerve Blast): the steal takes Æmber from the common supply, and
    // "if you do" is met.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Nerve Blast"])
        .battleline(B, &["Po’s Pixies", "Troll"])
        .amber(B, 2)
        .start();
    t.play("Nerve Blast");
    t.choose("Troll");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn pos_pixies_protect_only_their_controllers_pool() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Nerve Blast"])
        .battleline(A, &["Po’s Pixies"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.play("Nerve Blast");
    t.choose("Troll");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn pos_pixies_leave_nothing_to_steal_from_an_empty_pool() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Nerve Blast"])
        .battleline(B, &["Po’s Pixies", "Troll"])
        .start();
    t.play("Nerve Blast");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.damage("Troll"), 0, "nothing stolen: no damage");
}

// ----- Punctuated Equilibrium ----------------------------------------------

#[test]
fn punctuated_equilibrium_discards_both_hands_and_refills_them() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Punctuated Equilibrium", "Dust Pixie", "Troll"])
        .hand(B, &["Krump", "Niffle Ape", "Mighty Tiger"])
        .chains(B, 1)
        .start();
    t.play("Punctuated Equilibrium");
    assert_eq!(
        t.discard(A),
        ["Dust Pixie", "Troll", "Punctuated Equilibrium"]
    );
    assert_eq!(t.discard(B), ["Krump", "Niffle Ape", "Mighty Tiger"]);
    assert_eq!(t.hand_of(A).len(), 6);
    assert_eq!(t.hand_of(B).len(), 5, "one chain: one card fewer");
    assert_eq!(t.g.player(B).chains, 0, "and the chain is shed");
}

// ----- Quicksand -----------------------------------------------------------

#[test]
fn quicksand_spares_a_player_with_a_ready_untamed_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Quicksand"])
        .battleline(A, &["Dust Pixie", "Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .start();
    t.play("Quicksand");
    assert_eq!(t.line(A), ["Dust Pixie", "Krump"]);
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn quicksand_takes_both_sides_without_ready_untamed_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Quicksand"])
        .battleline(A, &["Dust Pixie", "Krump"])
        .battleline(B, &["Troll", "Niffle Ape"])
        .start();
    t.set_exhausted("Dust Pixie", true);
    t.set_exhausted("Niffle Ape", true);
    t.play("Quicksand");
    assert_eq!(t.line(A), ["Dust Pixie"]);
    assert_eq!(t.line(B), ["Niffle Ape"]);
}

#[test]
fn quicksand_lets_you_choose_between_tied_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Quicksand"])
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Krump", "Champion Anaphiel", "Bumpsy"])
        .start();
    t.play("Quicksand");
    assert!(!t.is_legal(Choice::Target(t.find("Bumpsy"))));
    t.choose("Champion Anaphiel");
    assert_eq!(t.line(B), ["Krump", "Bumpsy"]);
}

// ----- Roxador -------------------------------------------------------------

#[test]
fn roxador_deals_only_two_and_stuns_the_creature_fought() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Roxador"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Roxador", "Troll");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Roxador"), 0, "skirmish");
    assert!(t.stunned("Troll"));
}

#[test]
fn roxador_deals_only_two_defending() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Roxador"])
        .battleline(B, &["Ancient Bear"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.fight("Ancient Bear", "Roxador");
    assert_eq!(t.damage("Ancient Bear"), 2);
    assert_eq!(t.discard(A), ["Roxador"]);
}

// ----- Shard of Life -------------------------------------------------------

#[test]
fn shard_of_life_shuffles_a_card_per_friendly_shard() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Shard of Life", "Shard of Life"])
        .artifacts(B, &["Shard of Life"])
        .discard(A, &["Dust Pixie", "Troll", "Full Moon"])
        .deck(A, &[])
        .start();
    t.action("Shard of Life");
    t.choose("Troll");
    t.choose("Full Moon");
    assert!(!t.asks_target(), "two friendly Shards: two cards");
    let mut deck = t.deck_of(A);
    deck.sort();
    assert_eq!(deck, ["Full Moon", "Troll"]);
    assert_eq!(t.discard(A), ["Dust Pixie"]);
}

#[test]
fn shard_of_life_alone_shuffles_one_card() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Shard of Life"])
        .discard(A, &["Dust Pixie", "Troll"])
        .deck(A, &[])
        .start();
    t.action("Shard of Life");
    t.choose("Troll");
    assert_eq!(t.deck_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Dust Pixie"]);
}
