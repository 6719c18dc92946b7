//! Tests of the Untamed cards of Mass Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank};
use keysim_facts::{traits, House, Icons, Keywords};

// ----- Cephaloist ----------------------------------------------------------

#[test]
fn cephaloist_keeps_four_aember_or_more_from_being_stolen() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(B, &["Cephaloist"])
        .amber(B, 4)
        .start();
    t.play("Urchin");
    assert_eq!(t.amber(B), 4);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn cephaloist_below_four_aember_can_be_stolen_from() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(B, &["Cephaloist"])
        .amber(B, 3)
        .start();
    t.play("Urchin");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 1);
}

// ----- Dæmo-Beast ----------------------------------------------------------

#[test]
fn daemo_beast_destroyed_steals_one() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Dæmo-Beast"])
        .amber(B, 2)
        .start();
    t.play("Punch");
    assert_eq!(t.discard(A), ["Dæmo-Beast", "Punch"]);
    assert_eq!(t.amber(A), 2, "Punch's Æmber and the steal");
    assert_eq!(t.amber(B), 1);
}

// ----- Dark Faerie ---------------------------------------------------------

#[test]
fn dark_faerie_fights_without_damage_back_and_gains_two() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dark Faerie"])
        .battleline(B, &["Snufflegator"])
        .start();
    t.fight("Dark Faerie", "Snufflegator");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.damage("Dark Faerie"), 0, "skirmish");
    assert_eq!(t.damage("Snufflegator"), 2);
}

// ----- Fandangle -----------------------------------------------------------

#[test]
fn fandangle_with_four_aember_non_untamed_creatures_enter_ready() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Fandangle"])
        .amber(A, 4)
        .start();
    t.play("Krump");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Krump"));
}

#[test]
fn fandangle_below_four_aember_creatures_enter_exhausted() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Krump"])
        .battleline(A, &["Fandangle"])
        .amber(A, 3)
        .start();
    t.play("Krump");
    t.flank(Flank::Right);
    assert!(t.exhausted("Krump"));
}

#[test]
fn fandangle_does_not_ready_untamed_creatures() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Snufflegator"])
        .battleline(A, &["Fandangle"])
        .amber(A, 4)
        .start();
    t.play("Snufflegator");
    t.flank(Flank::Right);
    assert!(t.exhausted("Snufflegator"));
}

// ----- Floomf --------------------------------------------------------------

#[test]
fn floomf_fight_gives_a_beast_two_power_counters() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Floomf", "Snufflegator", "Dew Faerie"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Floomf", "Dust Pixie");
    assert_eq!(t.damage("Floomf"), 0, "skirmish");
    assert!(
        !t.is_legal(Choice::Target(t.find("Dew Faerie"))),
        "a Faerie, not a Beast"
    );
    t.choose("Snufflegator");
    assert_eq!(t.power("Snufflegator"), 6);
}

// ----- Gloriana's Attendant ------------------------------------------------

#[test]
fn glorianas_attendant_has_no_ability_only_the_icons_enhance_placed() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Gloriana’s Attendant"])
        .start();
    t.set_icons(
        "Gloriana’s Attendant",
        Icons {
            amber: 2,
            ..Icons::NONE
        },
    );
    t.play("Gloriana’s Attendant");
    assert_eq!(t.line(A), ["Gloriana’s Attendant"]);
    assert_eq!(t.amber(A), 2, "the copy's two Æmber icons");
    assert_eq!(t.power("Gloriana’s Attendant"), 1);
}

// ----- Keyfrog -------------------------------------------------------------

#[test]
fn keyfrog_destroyed_forges_a_key_at_current_cost() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Keyfrog"])
        .amber(A, 6)
        .start();
    t.play("Punch");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1, "7 with Punch's Æmber, less 6");
}

#[test]
fn keyfrog_destroyed_without_enough_aember_forges_nothing() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Keyfrog"])
        .amber(A, 4)
        .start();
    t.play("Punch");
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.amber(A), 5);
}

#[test]
fn keyfrog_destroyed_on_the_opponents_turn_pays_the_key_cost_the_evil_eye_raised() {
    // "Keys cost +3 during your opponent's next turn" raises every key
    // forged in that turn: Keyfrog's controller, who played The Evil Eye,
    // forges at 9 when Keyfrog is destroyed on the opponent's turn.
    let mut t = scenario(House::Dis)
        .hand(A, &["The Evil Eye"])
        .battleline(A, &["Keyfrog"])
        .hand(B, &["Punch"])
        .amber(A, 7)
        .houses(B, [House::Brobnar, House::Dis, House::Mars])
        .start();
    t.play("The Evil Eye");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let mut rich = t.clone();
    t.play("Punch");
    assert_eq!(t.keys(A), 0, "8 Æmber cannot forge at 9");
    assert_eq!(t.amber(A), 8);
    rich.player_mut(A).amber = 9;
    rich.play("Punch");
    assert_eq!(rich.keys(A), 1);
    assert_eq!(rich.amber(A), 0);
}

// ----- Pismire -------------------------------------------------------------

#[test]
fn pismire_with_more_mutants_raises_the_opponents_keys_by_two() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Pismire", "Trimble"])
        .battleline(B, &["Dysania", "Troll"])
        .start();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6);
}

#[test]
fn pismire_with_as_many_mutants_changes_nothing() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Pismire", "Snufflegator"])
        .battleline(B, &["Dysania"])
        .start();
    assert_eq!(t.g.key_cost(B), 6);
}

// ----- Rapid Evolution -----------------------------------------------------

#[test]
fn rapid_evolution_gives_a_counter_per_aember_its_own_included() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Rapid Evolution"])
        .battleline(B, &["Troll"])
        .amber(A, 2)
        .start();
    t.play("Rapid Evolution");
    assert_eq!(t.power("Troll"), 11, "3 Æmber: 3 counters");
    assert_eq!(t.amber(A), 3);
}

// ----- Reclaimed by Nature -------------------------------------------------

#[test]
fn reclaimed_by_nature_purges_an_artifact_and_resolves_its_icons() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Reclaimed by Nature"])
        .artifacts(B, &["Lifeward"])
        .deck(A, &["Troll", "Krump"])
        .start();
    t.set_icons(
        "Lifeward",
        Icons {
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Reclaimed by Nature");
    assert_eq!(t.purged(B), ["Lifeward"]);
    assert_eq!(
        t.amber(A),
        2,
        "Reclaimed by Nature's Æmber and Lifeward's printed Æmber"
    );
    assert_eq!(t.hand_of(A), ["Troll"], "Lifeward's draw icon");
}

#[test]
fn reclaimed_by_nature_without_artifacts_resolves_nothing_more() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Reclaimed by Nature"])
        .start();
    t.play("Reclaimed by Nature");
    assert_eq!(t.amber(A), 1);
}

// ----- Resurgence ----------------------------------------------------------

#[test]
fn resurgence_returning_a_mutant_returns_another_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Resurgence"])
        .discard(A, &["Dæmo-Beast", "Snufflegator", "Niffle Ape", "Punch"])
        .start();
    t.play("Resurgence");
    t.choose("Dæmo-Beast");
    assert!(
        !t.is_legal(Choice::Target(t.find("Punch"))),
        "not a creature"
    );
    t.choose("Snufflegator");
    assert_eq!(t.hand_of(A), ["Dæmo-Beast", "Snufflegator"]);
}

#[test]
fn resurgence_returning_a_non_mutant_returns_only_it() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Resurgence"])
        .discard(A, &["Dæmo-Beast", "Snufflegator"])
        .start();
    t.play("Resurgence");
    t.choose("Snufflegator");
    assert_eq!(t.hand_of(A), ["Snufflegator"]);
    assert_eq!(t.discard(A), ["Dæmo-Beast", "Resurgence"]);
}

// ----- Savage Clash --------------------------------------------------------

#[test]
fn savage_clash_spares_the_strongest_enemy_and_the_weakest_friend() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Savage Clash"])
        .battleline(A, &["Snufflegator", "Dust Pixie", "Niffle Ape"])
        .battleline(B, &["Krump", "Troll", "Urchin"])
        .start();
    t.play("Savage Clash");
    assert_eq!(t.line(A), ["Dust Pixie"]);
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn savage_clash_ties_are_chosen() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Savage Clash"])
        .battleline(A, &["Dew Faerie", "Keyfrog"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Savage Clash");
    t.choose("Keyfrog");
    assert_eq!(t.line(A), ["Keyfrog"]);
    assert_eq!(t.discard(A), ["Dew Faerie", "Savage Clash"]);
}

// ----- Commune -------------------------------------------------------------

#[test]
fn commune_loses_all_aember_then_gains_four_and_ends_the_step() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Commune", "Dust Pixie"])
        .amber(A, 7)
        .start();
    t.play("Commune");
    assert_eq!(t.amber(A), 4);
    assert!(
        !t.is_legal(Choice::Play(t.find("Dust Pixie"))),
        "omega: no more cards"
    );
}

// ----- Dark Harbinger ------------------------------------------------------

#[test]
fn dark_harbinger_readies_after_an_untamed_action_is_played() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Rapid Evolution"])
        .battleline(A, &["Dark Harbinger"])
        .start();
    t.set_exhausted("Dark Harbinger", true);
    t.play("Rapid Evolution");
    assert!(!t.exhausted("Dark Harbinger"));
}

#[test]
fn dark_harbinger_stays_exhausted_after_an_untamed_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie"])
        .battleline(A, &["Dark Harbinger"])
        .start();
    t.set_exhausted("Dark Harbinger", true);
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert!(t.exhausted("Dark Harbinger"));
}

// ----- Growth Surge --------------------------------------------------------

#[test]
fn growth_surge_gives_three_two_and_one_counters_from_a_flank() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Growth Surge"])
        .battleline(A, &["Dew Faerie", "Snufflegator", "Niffle Ape", "Troll"])
        .start();
    t.play("Growth Surge");
    t.choose("Dew Faerie");
    assert_eq!(t.card("Dew Faerie").power_counters, 3);
    assert_eq!(t.card("Snufflegator").power_counters, 2);
    assert_eq!(t.card("Niffle Ape").power_counters, 1);
    assert_eq!(t.card("Troll").power_counters, 0);
}

// ----- Lumilu --------------------------------------------------------------

#[test]
fn lumilu_reaps_one_per_other_friendly_beast() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Lumilu", "Snufflegator", "Niffle Ape", "Dew Faerie"])
        .battleline(B, &["Floomf"])
        .start();
    t.reap("Lumilu");
    assert_eq!(t.amber(A), 3, "1 for reaping and 2 Beasts");
}

// ----- Mushroom with a View ------------------------------------------------

#[test]
fn mushroom_with_a_view_heals_one_from_each_friendly_creature() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Mushroom with a View"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .start();
    t.set_damage("Troll", 3);
    t.set_damage("Krump", 1);
    t.set_damage("Bumpsy", 2);
    t.apply(Choice::Omni(t.find("Mushroom with a View")));
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!(t.damage("Bumpsy"), 2, "not friendly");
}

// ----- Trimble -------------------------------------------------------------

#[test]
fn trimble_gives_each_mutant_creature_skirmish() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Trimble", "Dust Pixie"])
        .battleline(B, &["Dysania"])
        .start();
    let skirmish = |name| t.g.keywords(t.find(name)).contains(Keywords::SKIRMISH);
    assert!(skirmish("Trimble"));
    assert!(skirmish("Dysania"), "an enemy Mutant too");
    assert!(!skirmish("Dust Pixie"));
}

#[test]
fn trimble_reaches_a_creature_that_gained_the_mutant_trait() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mutation of Fury"])
        .battleline(A, &["Trimble", "Dust Pixie"])
        .start();
    t.play("Mutation of Fury");
    t.choose("Dust Pixie");
    assert!(t
        .g
        .keywords(t.find("Dust Pixie"))
        .contains(Keywords::SKIRMISH));
}

// ----- Vault's Blessing ----------------------------------------------------

#[test]
fn vaults_blessing_each_player_gains_one_per_mutant_they_control() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Vault’s Blessing"])
        .battleline(A, &["Trimble", "Pismire", "Snufflegator"])
        .battleline(B, &["Dysania", "Troll"])
        .start();
    t.play("Vault’s Blessing");
    assert_eq!(t.amber(A), 3, "its own Æmber and 2 Mutants");
    assert_eq!(t.amber(B), 1);
}

// ----- Wild Bounty ---------------------------------------------------------

#[test]
fn wild_bounty_bonus_icons_are_all_the_icons_even_the_printed_aember() {
    // FAQ: "bonus icons" is every icon of the card, the Æmber always
    // printed on it included, not only those enhance added.
    let mut t = scenario(House::Untamed)
        .hand(A, &["Wild Bounty", "Rapid Evolution", "Vault’s Blessing"])
        .battleline(B, &["Troll"])
        .deck(A, &["Krump", "Bumpsy", "Valdr"])
        .start();
    t.set_icons(
        "Rapid Evolution",
        Icons {
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Wild Bounty");
    assert_eq!(t.amber(A), 0);
    t.play("Rapid Evolution");
    assert_eq!(t.amber(A), 2, "its printed Æmber twice");
    assert_eq!(t.hand_of(A).len(), 3, "its draw icon twice");
    assert_eq!(t.power("Troll"), 10, "2 Æmber when its Play: resolves");
    t.play("Vault’s Blessing");
    assert_eq!(t.amber(A), 3, "only the next card");
}

#[test]
fn wild_bounty_lasts_only_this_turn() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Wild Bounty"])
        .hand(B, &["Dust Pixie"])
        .start();
    t.play("Wild Bounty");
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.play("Dust Pixie");
    assert_eq!(t.amber(B), 2, "the opponent's card is not doubled");
    assert!(t.g.lasting_effects().is_empty());
}

// ----- Æmberlution ---------------------------------------------------------

#[test]
fn aemberlution_destroys_each_creature_then_hands_creatures_enter_ready() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Æmberlution", "Niffle Ape", "Dust Pixie", "Commune"])
        .hand(B, &["Krump", "Punch"])
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Æmberlution");
    assert_eq!(t.discard(A), ["Snufflegator"]);
    assert_eq!(t.discard(B), ["Troll"]);
    // The active player first, a creature at a time, on the flank they
    // choose.
    assert_eq!(t.g.decision().map(|d| d.player), Some(A));
    t.choose("Dust Pixie");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Niffle Ape", "Dust Pixie"]);
    assert_eq!(t.line(B), ["Krump"]);
    assert!(!t.exhausted("Krump"), "ready, before its own ready step");
    assert!(t.hand_of(A).contains(&"Commune"));
    assert_eq!(t.hand_of(B), ["Punch"]);
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(B),
        "omega ended the step, and the turn"
    );
}

#[test]
fn aemberlution_the_opponent_sees_the_revealed_hand() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Æmberlution", "Commune"])
        .hand(B, &["Punch"])
        .start();
    let (commune, punch) = (t.find("Commune"), t.find("Punch"));
    assert!(!t.g.knows(B, commune));
    t.play("Æmberlution");
    assert!(t.g.knows(B, commune));
    assert!(t.g.knows(A, punch));
}

#[test]
fn aemberlution_puts_both_halves_of_a_gigantic_creature_into_play_as_one() {
    // The rulebook's "Gigantic": putting both halves into play puts the
    // creature into play.
    let mut t = scenario(House::Untamed)
        .hand(A, &["Æmberlution", "{niffle-kong2}", "{niffle-kong}"])
        .start();
    t.play("Æmberlution");
    assert_eq!(t.line(A), ["Niffle Kong"], "one creature");
    assert!(!t.hand_of(A).contains(&"Niffle Kong"), "A's hand refilled");
    let kong = t.g.creatures(A)[0];
    assert_eq!(t.g.identity(kong), keysim_engine::Identity::Gigantic);
    assert!(!t.g.card(kong).is_exhausted(), "ready");
    assert_eq!(t.g.power(kong), 12);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn aemberlution_leaves_one_half_of_a_gigantic_creature_in_hand() {
    // The rulebook's "Gigantic": putting one half into play fails.
    let mut t = scenario(House::Untamed)
        .hand(A, &["Æmberlution", "{niffle-kong}", "Dust Pixie"])
        .hand(B, &["{niffle-kong2}"])
        .start();
    t.play("Æmberlution");
    assert_eq!(t.line(A), ["Dust Pixie"]);
    assert!(t.line(B).is_empty());
    let kongs = t.hand_of(A).iter().filter(|&&n| n == "Niffle Kong").count();
    assert_eq!(kongs, 1, "still in A's hand, refilled");
    assert_eq!(t.hand_of(B), ["Niffle Kong"]);
}

// ----- Blossom Drake -------------------------------------------------------

#[test]
fn blossom_drake_gets_one_power_per_artifact_in_play() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Blossom Drake"])
        .artifacts(A, &["Mushroom with a View"])
        .artifacts(B, &["Lifeward", "Safe Place"])
        .start();
    assert_eq!(t.power("Blossom Drake"), 7);
}

#[test]
fn blossom_drake_blanks_each_artifacts_text_box() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Snufflegator"])
        .battleline(A, &["Blossom Drake"])
        .artifacts(B, &["Autocannon"])
        .start();
    assert!(t.g.text_blank(t.find("Autocannon")));
    assert!(!t.g.text_blank(t.find("Blossom Drake")));
    t.play("Snufflegator");
    t.flank(Flank::Right);
    assert_eq!(t.damage("Snufflegator"), 0, "Autocannon has no ability");
}

// ----- Chonkers ------------------------------------------------------------

#[test]
fn chonkers_play_gives_itself_a_power_counter() {
    let mut t = scenario(House::Untamed).hand(A, &["Chonkers"]).start();
    t.play("Chonkers");
    assert_eq!(t.power("Chonkers"), 2);
}

#[test]
fn chonkers_doubles_its_counters_after_destroying_an_enemy_in_a_fight() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Chonkers"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.g.add_power_counters(t.find("Chonkers"), 3);
    t.fight("Chonkers", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.card("Chonkers").power_counters, 6);
    assert_eq!(t.power("Chonkers"), 7);
    assert_eq!(t.damage("Chonkers"), 0, "skirmish");
}

#[test]
fn chonkers_keeps_its_counters_when_the_enemy_survives() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Chonkers"])
        .battleline(B, &["Troll"])
        .start();
    t.g.add_power_counters(t.find("Chonkers"), 3);
    t.fight("Chonkers", "Troll");
    assert_eq!(t.card("Chonkers").power_counters, 3);
}

// ----- Dark Queen Gloriana -------------------------------------------------

#[test]
fn dark_queen_gloriana_returns_a_friendly_non_untamed_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dark Queen Gloriana"])
        .battleline(A, &["Krump", "Snufflegator", "Bumpsy"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Dark Queen Gloriana");
    t.flank(Flank::Right);
    assert!(!t.is_legal(Choice::Target(t.find("Snufflegator"))));
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Krump");
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(t.line(A), ["Snufflegator", "Bumpsy", "Dark Queen Gloriana"]);
}

// ----- Eunoia --------------------------------------------------------------

#[test]
fn eunoia_gains_one_and_heals_two_after_destroying_an_enemy_in_a_fight() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Eunoia"])
        .battleline(B, &["Niffle Ape"])
        .start();
    t.set_damage("Eunoia", 2);
    t.fight("Eunoia", "Niffle Ape");
    assert_eq!(t.discard(B), ["Niffle Ape"]);
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.damage("Eunoia"), 3, "2 + 3 from the fight, 2 healed");
}

#[test]
fn eunoia_gains_nothing_when_the_enemy_survives() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Eunoia"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Eunoia", "Troll");
    assert_eq!(t.amber(A), 0);
}

// ----- Look What I Found! --------------------------------------------------

#[test]
fn look_what_i_found_returns_one_card_of_each_type() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Look What I Found!"])
        .discard(
            A,
            &["Punch", "Safe Place", "Troll", "Krump", "Blood of Titans"],
        )
        .start();
    t.play("Look What I Found!");
    t.choose("Krump");
    // Omega ended the turn: the hand was refilled with the deck's fillers.
    let mut hand: Vec<_> = t
        .hand_of(A)
        .into_iter()
        .filter(|&c| c != keysim_engine::scenario::FILLER)
        .collect();
    hand.sort();
    assert_eq!(hand, ["Blood of Titans", "Krump", "Punch", "Safe Place"]);
    assert_eq!(t.discard(A), ["Troll", "Look What I Found!"]);
}

// ----- Mercy, Malkin Queen -------------------------------------------------

#[test]
fn mercy_malkin_queen_wards_a_friendly_cat_entering_play() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Floomf", "Snufflegator"])
        .battleline(A, &["Mercy, Malkin Queen"])
        .start();
    t.play("Floomf");
    t.flank(Flank::Right);
    assert!(t.card("Floomf").is_warded());
    t.play("Snufflegator");
    t.flank(Flank::Right);
    assert!(!t.card("Snufflegator").is_warded(), "a Beast, not a Cat");
}

#[test]
fn mercy_malkin_queen_ignores_enemy_cats() {
    let mut t = scenario(House::Untamed)
        .hand(B, &["Floomf"])
        .battleline(A, &["Mercy, Malkin Queen"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.play("Floomf");
    assert!(!t.card("Floomf").is_warded());
}

#[test]
fn mercy_malkin_queen_fight_readies_a_friendly_beast() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Mercy, Malkin Queen", "Snufflegator", "Dew Faerie"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_exhausted("Snufflegator", true);
    t.set_exhausted("Dew Faerie", true);
    t.fight("Mercy, Malkin Queen", "Dust Pixie");
    assert!(!t.is_legal(Choice::Target(t.find("Dew Faerie"))));
    assert!(!t.exhausted("Snufflegator"));
    assert!(t.exhausted("Dew Faerie"));
}

// ----- Mutation of Cunning, of Fury, of Instinct ---------------------------

#[test]
fn mutation_of_cunning_gives_elusive_and_the_mutant_trait_until_my_next_turn() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mutation of Cunning"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Mutation of Cunning");
    let troll = t.find("Troll");
    assert!(t.g.keywords(troll).contains(Keywords::ELUSIVE));
    assert!(t.g.has_trait(troll, traits::MUTANT));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.g.has_trait(troll, traits::MUTANT), "through their turn");
    t.end_turn();
    assert!(!t.g.has_trait(troll, traits::MUTANT));
    assert!(!t.g.keywords(troll).contains(Keywords::ELUSIVE));
    assert!(t.g.has_trait(troll, traits::GIANT), "printed traits stay");
}

#[test]
fn mutation_of_fury_gives_assault_three() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mutation of Fury"])
        .battleline(A, &["Dew Faerie"])
        .battleline(B, &["Niffle Ape"])
        .start();
    t.play("Mutation of Fury");
    t.choose("Dew Faerie");
    assert!(t.g.has_trait(t.find("Dew Faerie"), traits::MUTANT));
    t.fight("Dew Faerie", "Niffle Ape");
    assert_eq!(t.discard(B), ["Niffle Ape"], "assault 3 before the fight");
    assert_eq!(t.damage("Dew Faerie"), 0);
}

#[test]
fn mutation_of_instinct_gives_skirmish() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Mutation of Instinct"])
        .battleline(A, &["Dew Faerie"])
        .battleline(B, &["Niffle Ape"])
        .start();
    t.play("Mutation of Instinct");
    t.choose("Dew Faerie");
    assert!(t.g.has_trait(t.find("Dew Faerie"), traits::MUTANT));
    t.fight("Dew Faerie", "Niffle Ape");
    assert_eq!(t.damage("Dew Faerie"), 0, "skirmish");
    assert_eq!(t.damage("Niffle Ape"), 2);
}

// ----- Niffle Kong ---------------------------------------------------------

/// Plays Niffle Kong from both halves in A's hand.
fn play_niffle_kong(t: &mut keysim_engine::scenario::Test) {
    let creature =
        t.g.all_cards()
            .find(|&c| t.g.card(c).printed.def().slug == "niffle-kong")
            .expect("the creature half");
    t.apply(Choice::Play(creature));
}

#[test]
fn niffle_kong_play_searches_deck_and_discard_for_niffles() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{niffle-kong}", "{niffle-kong2}"])
        .deck(A, &["Troll", "Niffle Ape", "Krump"])
        .discard(A, &["Niffle Queen", "Snufflegator"])
        .start();
    play_niffle_kong(&mut t);
    assert_eq!(t.line(A), ["Niffle Kong"]);
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))));
    t.choose("Niffle Ape");
    t.choose("Niffle Queen");
    let mut hand = t.hand_of(A);
    hand.sort();
    assert_eq!(hand, ["Niffle Ape", "Niffle Queen"]);
    assert_eq!(t.deck_of(A).len(), 2);
    assert_eq!(t.discard(A), ["Snufflegator"]);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn niffle_kong_reap_destroying_a_niffle_damages_steals_and_destroys_an_artifact() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{niffle-kong}", "{niffle-kong2}"])
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Krump"])
        .artifacts(B, &["Safe Place"])
        .amber(B, 3)
        .start();
    play_niffle_kong(&mut t);
    t.flank(Flank::Right);
    t.set_exhausted("Niffle Kong", false);
    t.reap("Niffle Kong");
    t.choose("Niffle Ape");
    t.choose("Krump");
    assert_eq!(t.discard(A), ["Niffle Ape"]);
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.amber(A), 2, "1 for reaping, 1 stolen");
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.discard(B), ["Safe Place"]);
}

#[test]
fn niffle_kong_may_decline_to_destroy_a_niffle() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{niffle-kong}", "{niffle-kong2}"])
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Krump"])
        .artifacts(B, &["Safe Place"])
        .amber(B, 3)
        .start();
    play_niffle_kong(&mut t);
    t.flank(Flank::Right);
    t.set_exhausted("Niffle Kong", false);
    t.reap("Niffle Kong");
    t.pass();
    assert_eq!(t.line(A), ["Niffle Ape", "Niffle Kong"]);
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.artifacts_of(B), ["Safe Place"]);
}

#[test]
fn niffle_kong_may_destroy_itself() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{niffle-kong}", "{niffle-kong2}"])
        .battleline(B, &["Krump"])
        .amber(B, 3)
        .start();
    play_niffle_kong(&mut t);
    t.set_exhausted("Niffle Kong", false);
    t.reap("Niffle Kong");
    t.choose("Niffle Kong");
    assert_eq!(t.discard(A), ["Niffle Kong", "Niffle Kong"], "both halves");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.amber(B), 2);
}
