//! Tests of the Sanctum cards of Winds of Exchange: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Identity, Location};
use keysim_facts::{House, Keywords};

/// The token creatures `p` controls.
fn tokens(t: &keysim_engine::scenario::Test, p: keysim_engine::Player) -> usize {
    t.g.creatures(p)
        .iter()
        .filter(|&&c| t.g.is_token(c))
        .count()
}

#[test]
fn batariel_of_the_grey_readies_each_disciple_after_it_reaps() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Batariel of the Grey"])
        .hand(A, &["Grey Abbess"])
        .deck(A, &["Troll", "Krump"])
        .token(A, "Disciple")
        .battleline(B, &["Raiding Knight"])
        .start();
    t.play("Grey Abbess");
    t.flank(Flank::Right);
    t.choose_option(1);
    assert_eq!(
        t.line(A),
        ["Batariel of the Grey", "Grey Abbess", "Disciple"]
    );
    assert!(t.exhausted("Disciple"), "a token enters play exhausted");
    t.set_exhausted("Raiding Knight", true);
    t.reap("Batariel of the Grey");
    assert!(!t.exhausted("Disciple"));
    assert!(t.exhausted("Grey Abbess"), "not a Disciple");
    assert!(t.exhausted("Raiding Knight"), "not a Disciple");
}

#[test]
fn grey_abbess_makes_a_token_and_gives_friendly_tokens_1_armor() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Krump"])
        .hand(A, &["Grey Abbess"])
        .deck(A, &["Troll"])
        .token(A, "Defender")
        .start();
    t.play("Grey Abbess");
    t.flank(Flank::Right);
    t.choose_option(0);
    assert_eq!(t.line(A), ["Defender", "Krump", "Grey Abbess"]);
    assert_eq!(t.g.identity(t.find("Defender")), Identity::Token);
    assert_eq!(t.armor("Defender"), 2, "1 printed, 1 from the Abbess");
    assert_eq!(t.armor("Krump"), 0, "not a token");
}

#[test]
fn disciple_gets_1_power_and_1_armor_per_monk_neighbor() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Revered Monk", "Disciple", "Batariel of the Grey"])
        .battleline(B, &["Krump", "Disciple", "Troll"])
        .start();
    let [mine, theirs] = [A, B].map(|p| {
        *t.g.creatures(p)
            .iter()
            .find(|&&c| t.g.def(c).name == "Disciple")
            .unwrap()
    });
    assert_eq!((t.g.power(mine), t.g.armor(mine)), (3, 2), "two Monks");
    assert_eq!((t.g.power(theirs), t.g.armor(theirs)), (1, 0), "none");
}

#[test]
fn revered_monk_gets_2_armor_per_sanctum_neighbor() {
    let t = scenario(House::Sanctum)
        .battleline(A, &["Sequis", "Revered Monk", "Raiding Knight"])
        .battleline(B, &["Krump", "Revered Monk", "Sequis"])
        .start();
    let [both, one] = [A, B].map(|p| t.g.creatures(p)[1]);
    assert_eq!(t.g.armor(both), 4);
    assert_eq!(t.g.armor(one), 2, "Krump is not Sanctum");
}

#[test]
fn halo_of_enlightenment_makes_a_token_for_the_player_who_plays_it() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis"])
        .hand(A, &["Halo of Enlightenment"])
        .deck(A, &["Troll"])
        .token(A, "Squire")
        .start();
    t.play("Halo of Enlightenment");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Sequis", "Squire"]);
}

#[test]
fn halo_of_enlightenment_protects_its_creature_while_its_controller_has_a_token() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Sequis", "Troll"])
        .upgrade(B, "Halo of Enlightenment", "Sequis")
        .deck(B, &["Troll"])
        .token(B, "Defender")
        .start();
    let (krump, sequis) = (t.find("Krump"), t.find("Sequis"));
    assert!(
        t.g.may_attack(krump, sequis),
        "no token: it can be attacked"
    );
    let defender = t.g.make_token(B, Flank::Right);
    assert!(!t.g.may_attack(krump, sequis));
    t.apply(Choice::Fight(krump));
    assert!(!t.is_legal(Choice::Target(sequis)));
    assert!(t.is_legal(Choice::Target(defender)));
}

#[test]
fn heavy_subsidies_raises_key_costs_by_6_and_gives_each_creature_a_reap_gain() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Heavy Subsidies"])
        .battleline(A, &["Krump"])
        .start();
    assert_eq!(t.g.key_cost(A), 12);
    assert_eq!(t.g.key_cost(B), 12);
    t.reap("Krump");
    assert_eq!(t.amber(A), 2, "1 for reaping, 1 granted");
}

#[test]
fn renewed_life_makes_a_token_per_damage_healed() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Renewed Life"])
        .battleline(B, &["Troll"])
        .deck(A, &["Krump", "Krump", "Krump", "Krump"])
        .token(A, "Cleric")
        .start();
    t.set_damage("Troll", 3);
    t.play("Renewed Life");
    t.choose_option(0);
    t.choose_option(0);
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(tokens(&t, A), 3);
    assert_eq!(t.deck_of(A).len(), 1);
}

#[test]
fn renewed_life_on_an_undamaged_creature_makes_no_token() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Renewed Life"])
        .battleline(B, &["Troll"])
        .deck(A, &["Krump"])
        .token(A, "Cleric")
        .start();
    t.play("Renewed Life");
    assert_eq!(tokens(&t, A), 0);
    assert_eq!(t.amber(A), 1, "its bonus");
}

#[test]
fn sariel_the_steadfast_keeps_friendly_creatures_ready_on_the_opponents_turn() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sariel the Steadfast", "Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    assert_eq!(t.g.active_player(), B);
    let (krump, troll) = (t.find("Krump"), t.find("Troll"));
    t.g.exhaust(krump);
    t.g.exhaust(troll);
    assert!(!t.exhausted("Krump"), "not Sariel's controller's turn");
    assert!(t.exhausted("Troll"), "an enemy creature");
}

#[test]
fn sariel_the_steadfast_lets_friendly_creatures_exhaust_on_your_own_turn() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sariel the Steadfast", "Krump"])
        .start();
    t.g.exhaust(t.find("Krump"));
    assert!(t.exhausted("Krump"));
}

#[test]
fn the_promised_blade_goes_to_the_player_with_fewer_creatures_as_a_turn_starts() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["The Promised Blade"])
        .battleline(A, &["Krump", "Sequis"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    assert_eq!(t.artifacts_of(B), ["The Promised Blade"]);
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn the_promised_blade_stays_put_on_a_tie() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["The Promised Blade"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    assert_eq!(t.artifacts_of(A), ["The Promised Blade"]);
}

#[test]
fn the_promised_blade_omni_a_friendly_creature_captures_1() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Promised Blade"])
        .battleline(A, &["Krump", "Sequis"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.apply(Choice::Omni(t.find("The Promised Blade")));
    t.choose("Sequis");
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn zephon_the_opulent_cannot_be_used_with_fewer_than_2_friendly_tokens() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Zephon the Opulent"])
        .deck(A, &["Krump", "Troll"])
        .token(A, "Squire")
        .start();
    let zephon = t.find("Zephon the Opulent");
    assert!(!t.is_legal(Choice::Reap(zephon)));
    t.g.make_token(A, Flank::Left);
    assert!(!t.is_legal(Choice::Reap(zephon)), "one token");
    t.g.make_token(A, Flank::Left);
    t.reap("Zephon the Opulent");
    assert_eq!(t.amber(A), 3, "1 for reaping, 2 after");
}

#[test]
fn zephon_the_opulent_makes_2_tokens_when_played() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Zephon the Opulent"])
        .deck(A, &["Krump", "Troll"])
        .token(A, "Squire")
        .start();
    t.play("Zephon the Opulent");
    t.choose_option(0);
    t.choose_option(1);
    assert_eq!(t.line(A), ["Squire", "Zephon the Opulent", "Squire"]);
}

#[test]
fn hymn_to_duma_gives_friendly_creatures_an_omni_that_destroys_them_to_capture_2() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Hymn to Duma"])
        .battleline(A, &["Krump", "Sequis"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    assert!(
        !t.is_legal(Choice::Omni(t.find("Troll"))),
        "not an enemy creature"
    );
    t.apply(Choice::Omni(t.find("Krump")));
    assert_eq!(t.line(A), ["Sequis"], "Krump destroyed");
    assert_eq!(t.amber_on("Sequis"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn katerina_the_summoner_captures_when_played_and_after_reaping() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Katerina the Summoner"])
        .battleline(A, &["Sequis"])
        .amber(B, 3)
        .start();
    t.play("Katerina the Summoner");
    t.flank(Flank::Right);
    assert_eq!(t.amber_on("Katerina the Summoner"), 1);
    t.set_exhausted("Katerina the Summoner", false);
    t.reap("Katerina the Summoner");
    assert_eq!(t.amber_on("Katerina the Summoner"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn katerina_the_summoner_destroyed_makes_a_token_per_amber_on_her() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Katerina the Summoner"])
        .battleline(B, &["Troll"])
        .deck(A, &["Krump", "Krump", "Krump"])
        .token(A, "Squire")
        .start();
    t.set_amber_on("Katerina the Summoner", 2);
    t.fight("Katerina the Summoner", "Troll");
    while t.g.decision().map(|d| d.player) == Some(A) && t.is_legal(Choice::Option(0)) {
        t.choose_option(0);
    }
    assert_eq!(t.line(A), ["Squire", "Squire"]);
    assert_eq!(t.amber(B), 2, "her Æmber goes to the opponent");
}

#[test]
fn lightbringer_outpost_bottoms_a_friendly_creature_then_one_captures_3() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Lightbringer Outpost"])
        .battleline(A, &["Krump", "Sequis"])
        .deck(A, &["Troll"])
        .amber(B, 4)
        .start();
    t.action("Lightbringer Outpost");
    t.choose("Krump");
    assert_eq!(t.deck_of(A), ["Troll", "Krump"], "on the bottom");
    assert_eq!(t.amber_on("Sequis"), 3);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn lightbringer_outpost_captures_nothing_when_a_ward_keeps_the_creature_in_play() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Lightbringer Outpost"])
        .battleline(A, &["Krump", "Sequis"])
        .amber(B, 4)
        .start();
    t.set_ward("Krump");
    t.action("Lightbringer Outpost");
    t.choose("Krump");
    assert_eq!(t.line(A), ["Krump", "Sequis"]);
    assert_eq!(t.amber(B), 4);
    assert!(t
        .g
        .decision()
        .is_some_and(|d| d.kind == keysim_engine::DecisionKind::Main));
}

#[test]
fn martyr_of_the_vault_destroyed_leaves_an_opponent_with_7_or_more_at_5() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Martyr of the Vault"])
        .battleline(B, &["Troll"])
        .amber(B, 8)
        .start();
    t.fight("Martyr of the Vault", "Troll");
    assert!(t.line(A).is_empty());
    assert_eq!(t.amber(B), 5);
}

#[test]
fn martyr_of_the_vault_destroyed_spares_an_opponent_below_7() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Martyr of the Vault"])
        .battleline(B, &["Troll"])
        .amber(B, 6)
        .start();
    t.fight("Martyr of the Vault", "Troll");
    assert!(t.line(A).is_empty());
    assert_eq!(t.amber(B), 6);
}

#[test]
fn squire_recruitment_makes_a_token_per_friendly_knight() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Squire Recruitment"])
        .battleline(A, &["Sequis", "Krump", "Raiding Knight"])
        .battleline(B, &["Staunch Knight"])
        .deck(A, &["Troll", "Troll", "Troll"])
        .token(A, "Squire")
        .start();
    t.play("Squire Recruitment");
    t.choose_option(1);
    t.choose_option(1);
    assert_eq!(
        tokens(&t, A),
        2,
        "2 friendly Knights; the enemy's does not count"
    );
    assert_eq!(t.deck_of(A).len(), 1);
}

#[test]
fn absolve_heals_1_from_each_creature_and_each_one_healed_captures_1() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Absolve"])
        .battleline(A, &["Sequis", "Krump"])
        .battleline(B, &["Troll"])
        .amber(A, 2)
        .amber(B, 3)
        .start();
    t.set_damage("Sequis", 2);
    t.set_damage("Troll", 1);
    t.play("Absolve");
    assert_eq!((t.damage("Sequis"), t.damage("Troll")), (1, 0));
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(
        t.amber_on("Troll"),
        1,
        "an enemy creature healed captures too"
    );
    assert_eq!(t.amber_on("Krump"), 0, "undamaged: not healed");
    assert_eq!(t.amber(A), 2, "2 + 1 bonus − 1 captured by the Troll");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn battlefield_evangelist_makes_a_token_after_it_fights() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Battlefield Evangelist"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Troll"])
        .token(A, "Defender")
        .start();
    t.fight("Battlefield Evangelist", "Dust Pixie");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Battlefield Evangelist", "Defender"]);
}

#[test]
fn celestial_gorm_destroys_itself_and_returns_every_other_artifact_to_hand() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Celestial Gorm", "Library of Babble"])
        .artifacts(B, &["Lifeward"])
        .start();
    t.apply(Choice::Omni(t.find("Celestial Gorm")));
    assert_eq!(t.discard(A), ["Celestial Gorm"]);
    assert_eq!(t.hand_of(A), ["Library of Babble"]);
    assert_eq!(t.hand_of(B), ["Lifeward"], "to its owner's hand");
}

#[test]
fn colonel_mariana_each_friendly_knight_captures_1() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Colonel Mariana"])
        .battleline(A, &["Sequis", "Krump"])
        .battleline(B, &["Staunch Knight"])
        .amber(B, 5)
        .start();
    t.play("Colonel Mariana");
    t.flank(Flank::Right);
    assert_eq!(t.amber_on("Colonel Mariana"), 1, "a Knight herself");
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(t.amber_on("Krump"), 0);
    assert_eq!(t.amber_on("Staunch Knight"), 0, "an enemy Knight");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn kassiel_the_benevolent_plays_as_its_printed_numbers_its_enhance_is_on_other_cards() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Kassiel the Benevolent"])
        .start();
    t.play("Kassiel the Benevolent");
    assert_eq!(t.line(A), ["Kassiel the Benevolent"]);
    assert_eq!(
        (
            t.power("Kassiel the Benevolent"),
            t.armor("Kassiel the Benevolent")
        ),
        (2, 2)
    );
    assert_eq!(t.amber(A), 0, "no Æmber bonus of its own");
}

#[test]
fn membership_drive_makes_a_token_then_gains_1_per_friendly_token() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Membership Drive"])
        .deck(A, &["Troll", "Krump"])
        .token(A, "Defender")
        .token(B, "Defender")
        .deck(B, &["Troll"])
        .start();
    t.g.make_token(A, Flank::Left);
    t.g.make_token(B, Flank::Left);
    t.play("Membership Drive");
    t.choose_option(1);
    assert_eq!(tokens(&t, A), 2);
    assert_eq!(t.amber(A), 2, "an enemy token does not count");
}

#[test]
fn muster_archives_itself_when_the_opponent_has_more_amber() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Muster"])
        .deck(A, &["Troll"])
        .token(A, "Defender")
        .amber(B, 1)
        .start();
    t.play("Muster");
    assert_eq!(t.line(A), ["Defender"]);
    assert_eq!(t.archives_of(A), ["Muster"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn muster_goes_to_the_discard_pile_when_the_opponent_has_no_more_amber() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Muster"])
        .deck(A, &["Troll"])
        .token(A, "Defender")
        .amber(A, 1)
        .amber(B, 1)
        .start();
    t.play("Muster");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Muster"]);
}

#[test]
fn ostentatious_mount_gives_taunt_and_moves_its_creature_anywhere() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Ostentatious Mount"])
        .battleline(A, &["Krump", "Troll", "Sequis"])
        .start();
    t.play("Ostentatious Mount");
    t.choose("Krump");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll", "Krump", "Sequis"]);
    assert!(t.g.keywords(t.find("Krump")).contains(Keywords::TAUNT));
    assert!(!t.g.keywords(t.find("Troll")).contains(Keywords::TAUNT));
}

#[test]
fn outflank_each_sanctum_flank_creature_captures_2_from_its_opponent() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Outflank"])
        .battleline(A, &["Sequis", "Krump", "Raiding Knight", "Staunch Knight"])
        .battleline(B, &["Staunch Knight", "Troll"])
        .amber(A, 5)
        .amber(B, 6)
        .start();
    t.play("Outflank");
    let line = t.g.creatures(A).to_vec();
    let amber: Vec<u8> = line.iter().map(|&c| t.g.card(c).amber).collect();
    assert_eq!(amber, [2, 0, 0, 2], "Raiding Knight is not on a flank");
    assert_eq!(
        t.g.card(t.g.creatures(B)[0]).amber,
        2,
        "the enemy's Sanctum flank"
    );
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 4, "5 + 1 bonus − 2");
}

#[test]
fn outflank_with_too_little_amber_lets_the_active_player_choose_who_captures() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Outflank"])
        .battleline(A, &["Sequis", "Krump", "Raiding Knight"])
        .amber(B, 2)
        .start();
    t.play("Outflank");
    t.choose("Raiding Knight");
    assert_eq!(t.amber_on("Raiding Knight"), 2);
    assert_eq!(t.amber_on("Sequis"), 0);
}

#[test]
fn pandulf_the_provoker_enrages_an_enemy_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Pandulf the Provoker"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Pandulf the Provoker");
    t.choose("Krump");
    assert!(t.card("Krump").is_enraged());
    assert!(!t.card("Troll").is_enraged());
    assert!(t
        .g
        .keywords(t.find("Pandulf the Provoker"))
        .contains(Keywords::TAUNT));
}

#[test]
fn request_donations_token_captures_2() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Request Donations"])
        .deck(A, &["Troll"])
        .token(A, "Squire")
        .amber(B, 3)
        .start();
    t.play("Request Donations");
    assert_eq!(t.amber_on("Squire"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn retribution_destroys_an_enemy_creature_when_outnumbered() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Retribution"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Retribution");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Krump"]);
}

#[test]
fn retribution_does_nothing_when_not_outnumbered() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Retribution"])
        .battleline(A, &["Sequis", "Raiding Knight"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Retribution");
    assert_eq!(t.line(B), ["Troll", "Krump"]);
    assert_eq!(t.discard(A), ["Retribution"]);
}

#[test]
fn cleric_token_captures_1_as_it_enters_play() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Request Donations"])
        .deck(A, &["Troll"])
        .token(A, "Cleric")
        .amber(B, 5)
        .start();
    t.play("Request Donations");
    assert_eq!(t.amber_on("Cleric"), 3, "1 as it entered, 2 from the card");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn defender_and_squire_tokens_play_as_their_printed_numbers() {
    let mut t = scenario(House::Sanctum)
        .deck(A, &["Troll", "Krump"])
        .token(A, "Defender")
        .token(B, "Squire")
        .deck(B, &["Troll"])
        .start();
    let defender = t.g.make_token(A, Flank::Left);
    let squire = t.g.make_token(B, Flank::Left);
    assert_eq!((t.g.power(defender), t.g.armor(defender)), (2, 1));
    assert!(t.g.keywords(squire).contains(Keywords::TAUNT));
    assert_eq!(t.g.card(squire).location, Location::Battleline);
}

#[test]
fn knightapult_lets_the_next_friendly_creature_enter_anywhere_ready() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Knightapult"])
        .battleline(A, &["Sequis", "Raiding Knight"])
        .hand(A, &["Colonel Mariana", "Batariel of the Grey"])
        .start();
    t.action("Knightapult");
    t.play("Colonel Mariana");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Sequis", "Colonel Mariana", "Raiding Knight"]);
    assert!(!t.exhausted("Colonel Mariana"), "enters ready");
    t.play("Batariel of the Grey");
    assert!(!t.is_legal(Choice::Position(1)), "only the next creature");
    t.flank(Flank::Right);
    assert!(t.exhausted("Batariel of the Grey"));
}

#[test]
fn knightapult_places_the_next_token_anywhere_ready() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Knightapult"])
        .battleline(A, &["Sequis", "Raiding Knight"])
        .hand(A, &["Muster"])
        .deck(A, &["Troll"])
        .token(A, "Squire")
        .start();
    t.action("Knightapult");
    t.play("Muster");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Sequis", "Squire", "Raiding Knight"]);
    assert!(!t.exhausted("Squire"));
}

#[test]
fn knightapult_ends_with_the_turn() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Knightapult"])
        .battleline(A, &["Sequis"])
        .start();
    t.action("Knightapult");
    assert_eq!(t.g.lasting_effects().len(), 1);
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn friendship_divides_its_creatures_damage_evenly_between_two_neighbors() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .upgrade(A, "Friendship", "Krump")
        .start();
    t.g.deal_damage(t.find("Krump"), 4);
    t.advance();
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!((t.damage("Troll"), t.damage("Bumpsy")), (2, 2));
}

#[test]
fn friendship_odd_damage_the_active_player_chooses_who_takes_the_extra_point() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .upgrade(A, "Friendship", "Krump")
        .battleline(B, &["Protectrix"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    t.fight("Protectrix", "Krump");
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(B),
        "the active player"
    );
    t.choose("Bumpsy");
    assert_eq!(t.damage("Krump"), 0);
    assert_eq!((t.damage("Troll"), t.damage("Bumpsy")), (2, 3), "5 divided");
}

#[test]
fn friendship_with_one_neighbor_sends_it_all_the_damage() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Krump", "Troll"])
        .upgrade(A, "Friendship", "Krump")
        .start();
    t.g.deal_damage(t.find("Krump"), 3);
    t.advance();
    assert_eq!((t.damage("Krump"), t.damage("Troll")), (0, 3));
}

#[test]
fn friendship_without_neighbors_lets_its_creature_take_the_damage() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Krump"])
        .upgrade(A, "Friendship", "Krump")
        .start();
    t.g.deal_damage(t.find("Krump"), 3);
    assert_eq!(t.damage("Krump"), 3);
}

#[test]
fn absolve_with_too_little_amber_lets_the_active_player_choose_who_captures() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Absolve"])
        .battleline(A, &["Sequis", "Raiding Knight"])
        .amber(B, 1)
        .start();
    t.set_damage("Sequis", 1);
    t.set_damage("Raiding Knight", 1);
    t.play("Absolve");
    t.choose("Raiding Knight");
    assert_eq!(t.amber_on("Raiding Knight"), 1);
    assert_eq!(t.amber_on("Sequis"), 0);
    assert_eq!((t.damage("Sequis"), t.damage("Raiding Knight")), (0, 0));
}

#[test]
fn a_disciple_token_beside_a_monk_gets_its_bonus() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Krump"])
        .hand(A, &["Grey Abbess"])
        .deck(A, &["Troll"])
        .token(A, "Disciple")
        .start();
    t.play("Grey Abbess");
    t.flank(Flank::Right);
    t.choose_option(1);
    assert_eq!(t.line(A), ["Krump", "Grey Abbess", "Disciple"]);
    let disciple = t.g.creatures(A)[2];
    assert_eq!(t.g.power(disciple), 2, "1 printed, 1 for its Monk neighbor");
    assert_eq!(t.g.armor(disciple), 2, "1 for the Monk, 1 from the Abbess");
}

/// A deck of every new Sanctum card of the set once, filled with Call of
/// the Archons Brobnar creatures, making tokens of type `token`.
fn deck_of_every_sanctum_card(token: &str) -> keysim_facts::DeckList {
    use keysim_facts::{CardType, DeckCard};
    let mut cards: Vec<DeckCard> = keysim_facts::all()
        .iter()
        .enumerate()
        .filter(|(_, d)| d.set == "WoE" && d.kind != CardType::TokenCreature)
        .filter(|(_, d)| super::behavior(d.slug).is_some())
        .map(|(i, _)| DeckCard::new(keysim_facts::CardId(i as u16)))
        .collect();
    for name in ["Troll", "Krump", "Bumpsy", "Ganger Chieftain", "Smaaash"] {
        while cards.len() < 36 && cards.iter().filter(|c| c.card.def().name == name).count() < 2 {
            cards.push(DeckCard::new(
                keysim_facts::by_name(name, None, None).unwrap(),
            ));
        }
    }
    keysim_facts::DeckList {
        name: format!("Sanctum of Winds of Exchange, {token}"),
        houses: [House::Brobnar, House::Logos, House::Sanctum],
        cards,
        token: keysim_facts::by_name(token, None, None),
        ..Default::default()
    }
}

#[test]
fn random_games_with_every_sanctum_card_keep_the_engines_bookkeeping() {
    use keysim_engine::{ChoiceList, Game, GameSetup, Outcome};
    let tokens = ["Disciple", "Cleric", "Defender", "Squire"];
    let mut state = 0x5eed_u64;
    let mut list = ChoiceList::new();
    let mut finished = 0;
    for i in 0..40u64 {
        let a = deck_of_every_sanctum_card(tokens[i as usize % 4]);
        let b = deck_of_every_sanctum_card(tokens[(i as usize + 1) % 4]);
        let mut g = Game::new(&GameSetup::new(a, b, i), crate::pool()).expect("valid setup");
        let mut steps = 0;
        while !g.is_over() {
            g.legal_choices(&mut list);
            assert!(!list.is_empty(), "game {i}: a live game has a choice");
            // SplitMix64: a seeded uniform choice.
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^= z >> 31;
            let c = list[(z % list.len() as u64) as usize];
            g.apply(c).expect("legal");
            if let Err(e) = g.check_bookkeeping() {
                panic!("game {i}, step {steps}: {e}");
            }
            steps += 1;
            assert!(steps < 100_000, "game {i} does not end");
        }
        assert!(
            !matches!(g.outcome(), Some(Outcome::Aborted(_))),
            "game {i}: {:?}",
            g.outcome()
        );
        finished += matches!(g.outcome(), Some(Outcome::Won(_))) as u32;
    }
    assert!(finished > 0, "some games are won");
}

#[test]
fn renewed_life_healing_much_damage_makes_that_many_tokens() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Renewed Life"])
        .battleline(B, &["Troll"])
        .deck(A, &["Krump"; 20])
        .token(A, "Cleric")
        .start();
    t.set_damage("Troll", 7);
    t.play("Renewed Life");
    while t
        .g
        .decision()
        .is_some_and(|d| d.kind != keysim_engine::DecisionKind::Main)
    {
        t.choose_option(1);
    }
    assert_eq!(t.g.outcome(), None);
    assert_eq!(tokens(&t, A), 7);
}

#[test]
fn katerina_with_20_amber_makes_20_tokens_in_one_stack_entry() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Katerina the Summoner"])
        .battleline(B, &["Troll"])
        .deck(A, &["Krump"; 24])
        .token(A, "Defender")
        .start();
    t.set_amber_on("Katerina the Summoner", 20);
    t.fight("Katerina the Summoner", "Troll");
    while t
        .g
        .decision()
        .is_some_and(|d| d.kind != keysim_engine::DecisionKind::Main)
    {
        t.choose_option(1);
    }
    assert_eq!(t.g.outcome(), None, "no engine capacity outgrown");
    assert_eq!(tokens(&t, A), 20);
}
