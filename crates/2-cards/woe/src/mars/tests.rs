//! Tests of the Mars cards of Winds of Exchange: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Identity};
use keysim_facts::House;

/// Puts each of the next `n` tokens made on the right flank (the maker's
/// battleline is not empty, so each is asked).
fn tokens_on_right(t: &mut Test, n: usize) {
    for _ in 0..n {
        t.apply(Choice::Option(1));
    }
}

#[test]
fn martian_revolution_makes_a_token_for_each_friendly_creature_destroyed() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Martian Revolution"])
        .battleline(A, &["Tunk", "Troll", "Krump"])
        .battleline(B, &["Bumpsy"])
        .deck(A, &["Punch", "Anger", "Lava Ball", "Smith"])
        .token(A, "Grunt")
        .start();
    t.set_ward("Troll");
    t.play("Martian Revolution");
    assert_eq!(t.line(A), ["Troll"], "the ward saved Troll");
    tokens_on_right(&mut t, 2);
    assert_eq!(
        t.line(A),
        ["Troll", "Grunt", "Grunt"],
        "2 destroyed, 2 made"
    );
    assert_eq!(t.line(B), ["Bumpsy"], "enemy creatures untouched");
    assert_eq!(t.deck_of(A).len(), 2);
}

#[test]
fn martian_revolution_with_no_friendly_creature_makes_none() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Martian Revolution"])
        .battleline(B, &["Bumpsy"])
        .deck(A, &["Punch", "Anger"])
        .token(A, "Grunt")
        .start();
    t.play("Martian Revolution");
    assert!(t.line(A).is_empty());
    assert_eq!(t.deck_of(A).len(), 2);
}

#[test]
fn airlock_discards_a_non_mars_card_to_draw_one() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Airlock"])
        .hand(A, &["Troll", "Krump", "Tunk"])
        .deck(A, &["Punch"])
        .start();
    t.action("Airlock");
    assert!(
        !t.is_legal(Choice::Target(t.find("Tunk"))),
        "a Mars card cannot be discarded"
    );
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Krump", "Tunk", "Punch"]);
}

#[test]
fn airlock_with_only_mars_cards_in_hand_draws_nothing() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Airlock"])
        .hand(A, &["Tunk"])
        .deck(A, &["Punch"])
        .start();
    t.action("Airlock");
    assert_eq!(t.hand_of(A), ["Tunk"]);
    assert_eq!(t.deck_of(A), ["Punch"]);
}

#[test]
fn ironyx_banner_strengthens_friendly_ironyx_creatures_and_makes_a_token() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Ironyx Banner"])
        .battleline(A, &["Ironyx Rebel", "Tunk"])
        .battleline(B, &["Yxl the Iron Captain"])
        .deck(A, &["Punch"])
        .token(A, "Rebel")
        .start();
    t.play("Ironyx Banner");
    tokens_on_right(&mut t, 1);
    assert_eq!(t.line(A), ["Ironyx Rebel", "Tunk", "Rebel"]);
    assert_eq!(t.power("Ironyx Rebel"), 3);
    assert_eq!(t.armor("Ironyx Rebel"), 1);
    let token = t.find_all("Rebel")[0];
    assert_eq!(t.g.identity(token), Identity::Token);
    assert_eq!(t.g.power(token), 2, "the Rebel token is Ironyx too");
    assert_eq!(t.power("Tunk"), 6, "not Ironyx");
    assert_eq!(t.power("Yxl the Iron Captain"), 4, "not friendly");
    assert_eq!(t.armor("Yxl the Iron Captain"), 1);
}

#[test]
fn nyyon_outpost_trades_a_friendly_creature_for_2_tokens() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Nyyon Outpost"])
        .battleline(A, &["Tunk", "Troll"])
        .deck(A, &["Punch", "Anger"])
        .token(A, "Grunt")
        .start();
    t.action("Nyyon Outpost");
    t.choose("Troll");
    tokens_on_right(&mut t, 2);
    assert_eq!(t.line(A), ["Tunk", "Grunt", "Grunt"]);
    assert_eq!(
        t.deck_of(A),
        ["Troll"],
        "Troll at the bottom, then 2 tokens from the top"
    );
}

#[test]
fn nyyon_outpost_makes_no_token_when_a_ward_keeps_the_creature() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Nyyon Outpost"])
        .battleline(A, &["Troll"])
        .deck(A, &["Punch", "Anger"])
        .token(A, "Grunt")
        .start();
    t.set_ward("Troll");
    t.action("Nyyon Outpost");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.deck_of(A).len(), 2);
}

#[test]
fn suspended_animation_archives_a_damaged_enemy_that_goes_home_to_hand() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Suspended Animation"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_damage("Krump", 1);
    t.play("Suspended Animation");
    assert_eq!(t.line(B), ["Troll"], "only the damaged one could be chosen");
    assert_eq!(t.archives_of(A), ["Krump"]);
    let krump = t.find("Krump");
    assert!(!t.g.discard_from_archives(krump), "not discarded");
    assert_eq!(
        t.hand_of(B),
        ["Krump"],
        "leaving A's archives, it goes to B's hand"
    );
}

#[test]
fn yxl_the_iron_captain_has_each_friendly_ironyx_creature_capture_2() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Yxl the Iron Captain"])
        .battleline(A, &["Ironyx Rebel", "Tunk"])
        .amber(B, 5)
        .start();
    t.play("Yxl the Iron Captain");
    t.flank(Flank::Right);
    assert_eq!(t.amber_on("Ironyx Rebel"), 2);
    assert_eq!(t.amber_on("Yxl the Iron Captain"), 2);
    assert_eq!(t.amber_on("Tunk"), 0, "not Ironyx");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn braindart_enrages_an_enemy_that_captures_from_its_own_side() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Braindart"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.play("Braindart");
    assert!(t.card("Troll").is_enraged());
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(B), 2);
    assert_eq!(t.amber(A), 1, "Braindart's own Æmber bonus only");
}

#[test]
fn clone_home_is_archived_when_friendly_creatures_outnumber_enemies() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Clone Home"])
        .battleline(A, &["Tunk"])
        .battleline(B, &["Troll"])
        .deck(A, &["Punch"])
        .token(A, "Grunt")
        .start();
    t.play("Clone Home");
    tokens_on_right(&mut t, 1);
    assert_eq!(t.line(A), ["Tunk", "Grunt"]);
    assert_eq!(t.archives_of(A), ["Clone Home"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn clone_home_is_discarded_when_the_sides_are_even() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Clone Home"])
        .battleline(B, &["Troll"])
        .deck(A, &["Punch"])
        .token(A, "Grunt")
        .start();
    t.play("Clone Home");
    assert_eq!(t.line(A), ["Grunt"]);
    assert!(t.archives_of(A).is_empty(), "1 against 1 is not more");
    assert_eq!(t.discard(A), ["Clone Home"]);
}

#[test]
fn genetic_blast_hits_every_creature_with_the_chosen_ones_title() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Genetic Blast"])
        .battleline(A, &["Krump", "Tunk"])
        .battleline(B, &["Krump", "Troll"])
        .start();
    t.play("Genetic Blast");
    t.choose("Krump");
    let krumps = t.find_all("Krump");
    assert_eq!(krumps.len(), 2);
    for k in krumps {
        assert_eq!(t.g.card(k).damage, 2);
    }
    assert_eq!(t.damage("Tunk"), 0);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn genetic_blast_on_a_token_hits_every_token_of_that_type() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Genetic Blast", "Clone Home"])
        .battleline(B, &["Troll"])
        .deck(A, &["Punch", "Anger", "Smith"])
        .token(A, "Grunt")
        .start();
    t.play("Clone Home");
    t.play("Genetic Blast");
    t.choose("Grunt");
    assert_eq!(t.damage("Grunt"), 2);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn glylyx_weaponsmith_is_its_printed_facts() {
    let t = scenario(House::Mars)
        .battleline(A, &["Glylyx Weaponsmith"])
        .start();
    assert_eq!(t.power("Glylyx Weaponsmith"), 4);
    assert_eq!(t.armor("Glylyx Weaponsmith"), 1);
}

#[test]
fn ironyx_propaganda_makes_a_token_after_its_creature_reaps_or_fights() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Tunk", "Zorg"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(A, "Ironyx Propaganda", "Tunk")
        .deck(A, &["Punch", "Anger", "Smith"])
        .token(A, "Grunt")
        .start();
    t.reap("Tunk");
    tokens_on_right(&mut t, 1);
    assert_eq!(t.line(A), ["Tunk", "Zorg", "Grunt"]);
    t.set_exhausted("Tunk", false);
    t.fight("Tunk", "Dust Pixie");
    tokens_on_right(&mut t, 1);
    assert_eq!(t.line(A), ["Tunk", "Zorg", "Grunt", "Grunt"]);
}

#[test]
fn ironyx_rebel_readies_only_its_mars_neighbors() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Ironyx Rebel"])
        .battleline(A, &["Tunk", "Troll", "Zorg"])
        .start();
    for name in ["Tunk", "Troll", "Zorg"] {
        t.set_exhausted(name, true);
    }
    t.play("Ironyx Rebel");
    // Deploy: it may enter between two creatures (index 1: after Tunk).
    let between = t
        .choices()
        .into_iter()
        .find(|c| matches!(c, Choice::Position(1)))
        .expect("deploy offers a place between Tunk and Troll");
    t.apply(between);
    assert_eq!(t.line(A), ["Tunk", "Ironyx Rebel", "Troll", "Zorg"]);
    assert!(!t.exhausted("Tunk"), "a Mars neighbor");
    assert!(t.exhausted("Troll"), "not Mars");
    assert!(t.exhausted("Zorg"), "not a neighbor");
}

#[test]
fn ironyx_vatminder_makes_a_token_when_played_and_when_destroyed() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Ironyx Vatminder"])
        .battleline(B, &["Troll"])
        .deck(A, &["Punch", "Anger"])
        .token(A, "Grunt")
        .start();
    t.play("Ironyx Vatminder");
    tokens_on_right(&mut t, 1);
    assert_eq!(t.line(A), ["Ironyx Vatminder", "Grunt"]);
    let vatminder = t.find("Ironyx Vatminder");
    t.g.destroy(vatminder);
    t.advance();
    tokens_on_right(&mut t, 1);
    assert_eq!(t.line(A), ["Grunt", "Grunt"]);
    assert_eq!(t.discard(A), ["Ironyx Vatminder"]);
}

#[test]
fn kaboom_archives_mars_creatures_with_their_owners_and_destroys_the_rest() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Kaboom!"])
        .battleline(A, &["Tunk", "Troll"])
        .battleline(B, &["Zorg", "Krump"])
        .start();
    t.play("Kaboom!");
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert_eq!(t.archives_of(A), ["Tunk"]);
    assert_eq!(t.archives_of(B), ["Zorg"]);
    assert_eq!(t.discard(A), ["Troll", "Kaboom!"]);
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.g.player(A).chains, 3);
}

#[test]
fn mk2_generator_enters_play_ready_and_makes_a_token() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Mk.2 Generator"])
        .deck(A, &["Punch"])
        .token(A, "Grunt")
        .start();
    t.play("Mk.2 Generator");
    assert!(!t.exhausted("Mk.2 Generator"));
    t.action("Mk.2 Generator");
    assert_eq!(t.line(A), ["Grunt"]);
}

#[test]
fn myx_raises_the_opponents_keys_by_1_per_friendly_mars_creature() {
    let t = scenario(House::Mars)
        .battleline(A, &["Myx, the Tallminded", "Tunk", "Troll"])
        .battleline(B, &["Zorg"])
        .start();
    assert_eq!(t.g.key_cost(B), 8, "Myx and Tunk");
    assert_eq!(t.g.key_cost(A), 6, "not A's own keys");
}

#[test]
fn scoop_up_archives_a_friendly_and_an_enemy_non_mars_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Scoop Up"])
        .battleline(A, &["Troll", "Dust Pixie", "Tunk"])
        .battleline(B, &["Krump", "Bumpsy", "Zorg"])
        .start();
    t.play("Scoop Up");
    assert!(!t.is_legal(Choice::Target(t.find("Tunk"))));
    t.choose("Troll");
    assert!(!t.is_legal(Choice::Target(t.find("Zorg"))));
    t.choose("Krump");
    assert_eq!(t.archives_of(A), ["Troll", "Krump"]);
    let krump = t.find("Krump");
    t.g.discard_from_archives(krump);
    assert_eq!(
        t.hand_of(B),
        ["Krump"],
        "the enemy card goes to its owner's hand"
    );
}

#[test]
fn yxlix_mesmerist_has_any_creature_capture_from_its_own_side() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Yxlix Mesmerist", "Tunk"])
        .battleline(B, &["Troll"])
        .amber(A, 2)
        .amber(B, 2)
        .start();
    t.action("Yxlix Mesmerist");
    t.choose("Tunk");
    assert_eq!(t.amber_on("Tunk"), 1);
    assert_eq!(
        t.amber(A),
        1,
        "a friendly creature captures from its own side: A's"
    );
    assert_eq!(t.amber(B), 2);
}

#[test]
fn green_aeronaut_gives_a_nautilixian_splash_attack_3_this_turn() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Green Aeronaut", "Nautilixian"])
        .battleline(B, &["Krump", "Dust Pixie", "Troll"])
        .start();
    t.action("Green Aeronaut");
    t.fight("Nautilixian", "Dust Pixie");
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.damage("Troll"), 3);
    t.end_turn();
    assert!(
        t.g.lasting_effects().is_empty(),
        "over at the end of the turn"
    );
}

#[test]
fn red_aeronaut_puts_a_nautilixian_from_the_deck_into_play_on_a_chosen_flank() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Red Aeronaut"])
        .battleline(A, &["Tunk"])
        .deck(A, &["Punch", "Nautilixian", "Anger"])
        .start();
    t.play("Red Aeronaut");
    t.flank(Flank::Right);
    t.choose_option(0);
    assert_eq!(t.line(A), ["Nautilixian", "Tunk", "Red Aeronaut"]);
    assert!(t.exhausted("Nautilixian"), "put into play, exhausted");
    assert_eq!(t.deck_of(A).len(), 2);
}

#[test]
fn red_aeronaut_finds_a_nautilixian_in_the_discard_pile() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Red Aeronaut"])
        .discard(A, &["Nautilixian"])
        .deck(A, &["Punch"])
        .start();
    t.play("Red Aeronaut");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Red Aeronaut", "Nautilixian"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn red_aeronaut_gives_a_nautilixian_5_power_this_turn() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Red Aeronaut", "Nautilixian"])
        .start();
    t.action("Red Aeronaut");
    assert_eq!(t.power("Nautilixian"), 11);
    t.end_turn();
    assert_eq!(t.power("Nautilixian"), 6);
}

#[test]
fn white_aeronaut_wards_and_fully_heals_a_nautilixian() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["White Aeronaut", "Nautilixian"])
        .start();
    t.set_damage("Nautilixian", 4);
    t.action("White Aeronaut");
    assert_eq!(t.damage("Nautilixian"), 0);
    assert!(t.card("Nautilixian").is_warded());
}

#[test]
fn a_grunt_token_is_a_3_power_martian() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Clone Home"])
        .deck(A, &["Punch"])
        .token(A, "Grunt")
        .start();
    t.play("Clone Home");
    assert_eq!(t.power("Grunt"), 3);
    assert_eq!(t.g.identity(t.find("Grunt")), Identity::Token);
}

#[test]
fn a_rebel_token_deals_1_damage_after_it_reaps() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Clone Home"])
        .battleline(B, &["Troll"])
        .deck(A, &["Punch"])
        .token(A, "Rebel")
        .start();
    t.play("Clone Home");
    let rebel = t.find("Rebel");
    t.g.ready(rebel);
    t.reap("Rebel");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert!(t.deck_of(A).is_empty(), "the token is Punch facedown");
}

/// The Blorb token type.
fn blorb() -> keysim_facts::CardId {
    keysim_facts::by_slug("blorb", None, None).expect("Blorb is a token type")
}

#[test]
fn big_magnet_takes_every_upgrade_in_play_onto_a_friendly_creature() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Big Magnet"])
        .battleline(A, &["Tunk", "Zorg"])
        .battleline(B, &["Krump"])
        .upgrade(A, "Red Planet Ray Gun", "Zorg")
        .upgrade(B, "Blood of Titans", "Krump")
        .start();
    t.play("Big Magnet");
    t.choose("Tunk");
    let tunk = t.find("Tunk");
    for name in ["Red Planet Ray Gun", "Blood of Titans"] {
        let u = t.find(name);
        assert_eq!(t.g.card(u).host, tunk, "{name} moved to Tunk");
        assert_eq!(t.g.card(u).controller, A, "{name} is A's now");
    }
    assert_eq!(t.power("Tunk"), 11, "Blood of Titans' +5");
    assert_eq!(t.power("Krump"), 6);
}

#[test]
fn blorb_hive_destroys_a_friendly_creature_to_make_2_blorbs() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Blorb Hive"])
        .battleline(A, &["Tunk", "Troll"])
        .deck(A, &["Punch", "Anger", "Smith"])
        .token(A, "Grunt")
        .start();
    let omni = Choice::Omni(t.find("Blorb Hive"));
    t.apply(omni);
    t.choose("Tunk");
    tokens_on_right(&mut t, 2);
    assert_eq!(
        t.line(A),
        ["Troll", "Blorb", "Blorb"],
        "Blorbs, not the deck's Grunts"
    );
    assert_eq!(t.discard(A), ["Tunk"]);
    assert_eq!(t.artifacts_of(A), ["Blorb Hive"], "only 2 Blorbs");
}

#[test]
fn blorb_hive_makes_no_blorb_when_a_ward_saves_the_creature() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Blorb Hive"])
        .battleline(A, &["Tunk"])
        .deck(A, &["Punch", "Anger"])
        .start();
    t.set_ward("Tunk");
    let omni = Choice::Omni(t.find("Blorb Hive"));
    t.apply(omni);
    assert_eq!(t.line(A), ["Tunk"]);
    assert_eq!(t.deck_of(A).len(), 2);
}

#[test]
fn blorb_hive_with_10_blorbs_destroys_itself_and_forges_a_key_for_free() {
    let deck = ["Punch"; 12];
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Blorb Hive"])
        .battleline(A, &["Tunk"])
        .deck(A, &deck)
        .start();
    for _ in 0..8 {
        let top = *t.g.player(A).deck.as_slice().last().unwrap();
        t.g.make_token_from(top, blorb(), A, keysim_engine::Flank::Right);
    }
    let omni = Choice::Omni(t.find("Blorb Hive"));
    t.apply(omni);
    t.choose("Tunk");
    tokens_on_right(&mut t, 2);
    assert_eq!(t.find_all("Blorb").len(), 10);
    assert_eq!(t.keys(A), 1, "forged at no cost");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.discard(A), ["Tunk", "Blorb Hive"]);
}

#[test]
fn a_blorb_cannot_reap_and_brings_the_hive_back_when_destroyed() {
    let mut t = scenario(House::Mars)
        .discard(A, &["Blorb Hive"])
        .deck(A, &["Punch"])
        .start();
    let top = *t.g.player(A).deck.as_slice().last().unwrap();
    t.g.make_token_from(top, blorb(), A, keysim_engine::Flank::Right);
    t.g.ready(top);
    assert!(!t.is_legal(Choice::Reap(top)), "a Blorb cannot reap");
    t.g.destroy(top);
    t.advance();
    assert_eq!(t.hand_of(A), ["Blorb Hive"]);
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn borka_rikk_makes_a_token_each_time_a_mars_card_is_discarded_from_hand() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Borka Rikk"])
        .hand(A, &["Tunk", "Troll"])
        .deck(A, &["Punch", "Anger"])
        .token(A, "Grunt")
        .start();
    t.discard_card("Tunk");
    tokens_on_right(&mut t, 1);
    assert_eq!(t.line(A), ["Borka Rikk", "Grunt"]);
    let troll = t.find("Troll");
    t.g.discard_from_hand(troll);
    t.advance();
    assert_eq!(t.line(A), ["Borka Rikk", "Grunt"], "Troll is not Mars");
}

#[test]
fn grondal_makes_2_tokens_when_played() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Grondal"])
        .deck(A, &["Punch", "Anger"])
        .token(A, "Grunt")
        .start();
    t.play("Grondal");
    tokens_on_right(&mut t, 2);
    assert_eq!(t.line(A), ["Grondal", "Grunt", "Grunt"]);
}

#[test]
fn grondal_destroys_the_least_powerful_creature_as_its_controllers_turn_starts() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Dust Pixie", "Troll"])
        .battleline(B, &["Grondal", "Krump"])
        .start();
    t.end_turn();
    assert_eq!(t.line(A), ["Troll"], "Dust Pixie, the least powerful");
    assert_eq!(t.line(B), ["Grondal", "Krump"]);
}

#[test]
fn grondal_lets_its_controller_choose_among_tied_least_powerful_creatures() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Krump", "Troll"])
        .battleline(B, &["Grondal", "Krump"])
        .start();
    t.end_turn();
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    let theirs = t.find_all("Krump")[1];
    t.choose_card(theirs);
    assert_eq!(t.line(A), ["Krump", "Troll"]);
    assert_eq!(t.line(B), ["Grondal"]);
}

#[test]
fn nautilixian_can_be_used_only_after_a_friendly_mars_creature_was() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Nautilixian", "Tunk"])
        .start();
    let nautilixian = t.find("Nautilixian");
    assert!(!t.is_legal(Choice::Reap(nautilixian)));
    t.reap("Tunk");
    assert!(t.is_legal(Choice::Reap(nautilixian)));
}

#[test]
fn nautilixian_keeps_friendly_pilots_from_damage_and_destruction() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Nautilixian", "Green Aeronaut"])
        .battleline(B, &["White Aeronaut"])
        .start();
    let (ours, theirs) = (t.find("Green Aeronaut"), t.find("White Aeronaut"));
    t.g.deal_damage(ours, 3);
    t.g.deal_damage(theirs, 1);
    t.g.destroy(ours);
    t.advance();
    assert_eq!(t.line(A), ["Nautilixian", "Green Aeronaut"]);
    assert_eq!(t.damage("Green Aeronaut"), 0);
    assert_eq!(
        t.g.card(theirs).damage,
        1,
        "an enemy pilot is not protected"
    );
}

#[test]
fn r_evolution_gives_its_creature_and_its_namesakes_a_reap_that_deals_2() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Tunk", "Tunk", "Zorg"])
        .battleline(B, &["Troll", "Krump"])
        .upgrade(A, "R-Evolution", "Tunk")
        .start();
    let tunks = t.find_all("Tunk");
    t.apply(Choice::Reap(tunks[1]));
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2, "the other Tunk has the same name");
    t.apply(Choice::Reap(tunks[0]));
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 2, "its own creature");
    t.reap("Zorg");
    assert!(!t.asks_target(), "Zorg has another name");
}

#[test]
fn replay_pod_keeps_destroyed_mars_creatures_to_return_them_to_hand() {
    let mut t = scenario(House::Mars)
        .artifacts(A, &["Replay Pod"])
        .battleline(A, &["Tunk", "Troll"])
        .start();
    let (tunk, troll) = (t.find("Tunk"), t.find("Troll"));
    t.g.destroy(tunk);
    t.g.destroy(troll);
    t.advance();
    assert_eq!(t.beneath_of("Replay Pod"), ["Tunk"]);
    assert_eq!(t.discard(A), ["Troll"], "not Mars");
    t.action("Replay Pod");
    assert_eq!(t.hand_of(A), ["Tunk"]);
    assert_eq!(t.purged(A), ["Replay Pod"]);
}

#[test]
fn revo_hooligans_paints_an_artifact_into_house_mars() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Revo Hooligans"])
        .artifacts(A, &["The Sting"])
        .start();
    t.reap("Revo Hooligans");
    let sting = t.find("The Sting");
    assert_eq!(t.g.counters(sting), 1);
    assert!(t.g.belongs_to(sting, House::Mars));
    assert!(
        !t.g.belongs_to(sting, House::Shadows),
        "instead of its house"
    );
    assert!(t.is_legal(Choice::Action(sting)), "usable with Mars active");
    t.g.remove_counters(sting, 1);
    assert!(t.g.belongs_to(sting, House::Shadows));
    assert!(!t.g.belongs_to(sting, House::Mars), "the paint is gone");
}

#[test]
fn space_invaders_puts_revealed_creatures_into_play_as_tokens() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Space Invaders", "Troll", "Krump", "Punch"])
        .battleline(A, &["Tunk"])
        .token(A, "Grunt")
        .start();
    t.play("Space Invaders");
    t.choose("Troll");
    tokens_on_right(&mut t, 1);
    t.choose("Krump");
    tokens_on_right(&mut t, 1);
    if t.asks_target() {
        t.pass();
    }
    assert_eq!(t.line(A), ["Tunk", "Grunt", "Grunt"]);
    assert_eq!(t.hand_of(A), ["Punch"]);
    let troll = t.find_all("Grunt")[0];
    assert_eq!(t.g.identity(troll), Identity::Token);
}

#[test]
fn zizok_readies_after_its_splash_damage_destroys_an_enemy() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Zizok"])
        .battleline(B, &["Dust Pixie", "Troll", "Krump"])
        .start();
    t.fight("Zizok", "Troll");
    assert_eq!(t.line(B), ["Troll", "Krump"], "Dust Pixie died of splash");
    assert!(!t.exhausted("Zizok"));
    assert_eq!(t.damage("Zizok"), 0, "skirmish");
}

#[test]
fn zizok_stays_exhausted_when_its_splash_destroys_nothing() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Zizok"])
        .battleline(B, &["Krump", "Dust Pixie", "Troll"])
        .start();
    t.fight("Zizok", "Dust Pixie");
    assert_eq!(
        t.line(B),
        ["Krump", "Troll"],
        "only the creature fought died"
    );
    assert_eq!(t.damage("Krump"), 1);
    assert!(
        t.exhausted("Zizok"),
        "a creature destroyed by fight damage does not count"
    );
}

#[test]
fn purple_aeronaut_arms_a_nautilixian_once_4_friendly_pilots_are_used() {
    let mut t = scenario(House::Mars)
        .battleline(
            A,
            &[
                "Purple Aeronaut",
                "Green Aeronaut",
                "White Aeronaut",
                "Red Aeronaut",
                "Nautilixian",
            ],
        )
        .battleline(B, &["Dust Pixie", "Troll", "Krump"])
        .start();
    for name in ["Purple Aeronaut", "Green Aeronaut", "White Aeronaut"] {
        t.reap(name);
    }
    assert!(t.g.lasting_effects().is_empty(), "3 pilots are not enough");
    t.reap("Red Aeronaut");
    t.fight("Nautilixian", "Dust Pixie");
    assert!(t.line(B).is_empty(), "Fight: destroy each enemy creature");
}

#[test]
fn purple_aeronaut_gives_nothing_with_3_pilots_used() {
    let mut t = scenario(House::Mars)
        .battleline(
            A,
            &[
                "Purple Aeronaut",
                "Green Aeronaut",
                "White Aeronaut",
                "Nautilixian",
            ],
        )
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    for name in ["Purple Aeronaut", "Green Aeronaut", "White Aeronaut"] {
        t.reap(name);
    }
    t.fight("Nautilixian", "Dust Pixie");
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn a_researcher_token_archives_a_revealed_mars_card() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Tunk", "Troll"])
        .deck(A, &["Punch"])
        .token(A, "Researcher")
        .start();
    let top = t.find("Punch");
    let researcher = keysim_facts::by_slug("researcher", None, None).unwrap();
    t.g.make_token_from(top, researcher, A, keysim_engine::Flank::Right);
    t.g.ready(top);
    t.apply(Choice::Omni(top));
    assert_eq!(t.archives_of(A), ["Tunk"], "Troll is not Mars");
    assert_eq!(t.hand_of(A), ["Troll"]);
}

/// The Mars cards of Winds of Exchange that go in decks (the token types
/// are named by the deck, not put in it).
const MARS_DECK_CARDS: &[&str] = &[
    "big-magnet",
    "blorb-hive",
    "borka-rikk",
    "grondal",
    "martian-revolution",
    "nautilixian",
    "r-evolution",
    "replay-pod",
    "revo-hooligans",
    "airlock",
    "ironyx-banner",
    "memrox-the-red",
    "nyyon-outpost",
    "space-invaders",
    "suspended-animation",
    "yxl-the-iron-captain",
    "zizok",
    "braindart",
    "clone-home",
    "genetic-blast",
    "glylyx-weaponsmith",
    "ironyx-propaganda",
    "ironyx-rebel",
    "ironyx-vatminder",
    "kaboom",
    "mk2-generator",
    "myx-the-tallminded",
    "scoop-up",
    "yxlix-mesmerist",
    "green-aeronaut",
    "purple-aeronaut",
    "red-aeronaut",
    "white-aeronaut",
];

/// A deck of every Mars card above, with Call of the Archons Brobnar and
/// Untamed cards, making tokens of type `token`.
fn mars_deck(token: &str) -> keysim_facts::DeckList {
    let id = |slug: &str| keysim_facts::by_slug(slug, None, None).expect(slug);
    let others = [
        "troll",
        "krump",
        "bumpsy",
        "punch",
        "anger",
        "smith",
        "dust-pixie",
    ];
    let cards = MARS_DECK_CARDS
        .iter()
        .chain(others.iter())
        .map(|s| keysim_facts::DeckCard::new(id(s)))
        .collect();
    keysim_facts::DeckList {
        name: format!("Mars soak ({token})"),
        houses: [House::Mars, House::Brobnar, House::Untamed],
        cards,
        token: Some(id(token)),
        prophecies: Vec::new(),
        archon_power: None,
    }
}

#[test]
fn random_games_with_every_mars_card_keep_the_engines_bookkeeping() {
    let tokens = ["grunt", "rebel", "researcher", "blorb"];
    let mut list = keysim_engine::ChoiceList::new();
    for seed in 0..40u64 {
        let a = mars_deck(tokens[seed as usize % 4]);
        let b = mars_deck(tokens[(seed as usize + 1) % 4]);
        let setup = keysim_engine::GameSetup::new(a, b, seed);
        let mut g = keysim_engine::Game::new(&setup, crate::pool()).expect("valid setup");
        let mut steps = 0u64;
        while !g.is_over() {
            g.legal_choices(&mut list);
            assert!(!list.is_empty(), "game {seed}: a live game has a choice");
            let pick = keysim_engine::mix_seed(seed, steps) as usize % list.len();
            g.apply(list[pick]).expect("legal");
            if let Err(e) = g.check_bookkeeping() {
                panic!("game {seed}, step {steps}: {e}");
            }
            steps += 1;
            assert!(steps < 100_000, "game {seed} does not end");
        }
        assert!(
            !matches!(g.outcome(), Some(keysim_engine::Outcome::Aborted(_))),
            "game {seed} outgrew a capacity: {:?}",
            g.outcome()
        );
    }
}

#[test]
fn memrox_the_red_gains_1_per_archived_card() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Memrox the Red"])
        .archives(A, &["Punch", "Anger", "Troll"])
        .start();
    t.action("Memrox the Red");
    assert_eq!(t.amber(A), 3);
}

#[test]
fn memrox_the_red_keeps_the_opponents_cards_in_your_archives() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Suspended Animation"])
        .battleline(A, &["Memrox the Red"])
        .battleline(B, &["Krump"])
        .archives(A, &["Punch"])
        .start();
    t.set_damage("Krump", 1);
    t.play("Suspended Animation");
    assert_eq!(t.archives_of(A), ["Punch", "Krump"]);
    let (krump, punch) = (t.find("Krump"), t.find("Punch"));
    assert!(!t.g.discard_from_archives(krump), "B's card cannot leave");
    assert!(t.hand_of(B).is_empty());
    assert!(t.g.discard_from_archives(punch), "A's own card can");
    assert_eq!(t.archives_of(A), ["Krump"]);
}

#[test]
fn without_memrox_the_opponents_card_goes_home_when_it_leaves() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Suspended Animation"])
        .battleline(A, &["Memrox the Red"])
        .battleline(B, &["Krump"])
        .start();
    t.set_damage("Krump", 1);
    t.play("Suspended Animation");
    let memrox = t.find("Memrox the Red");
    t.g.destroy(memrox);
    t.advance();
    let krump = t.find("Krump");
    t.g.discard_from_archives(krump);
    assert_eq!(t.hand_of(B), ["Krump"]);
}
