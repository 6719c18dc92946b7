//! Tests of the Ekwidon cards of Winds of Exchange: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Identity, Location};
use keysim_facts::{House, Keywords};

/// Left flank, as the "make a token creature" flank choice numbers it.
const LEFT: u8 = 0;
/// Right flank.
const RIGHT: u8 = 1;

#[test]
fn antiquities_dealer_gains_2_while_you_control_an_artifact() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Antiquities Dealer"])
        .artifacts(A, &["Library of Babble"])
        .start();
    t.action("Antiquities Dealer");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn antiquities_dealer_gains_nothing_without_a_friendly_artifact() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Antiquities Dealer"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.action("Antiquities Dealer");
    assert_eq!(t.amber(A), 0, "an enemy artifact does not count");
}

#[test]
fn avid_collecting_returns_a_friendly_token_to_hand_as_its_own_card() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Avid Collecting", "Dthoshră, Recruiter"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll"])
        .token(A, "Trader")
        .start();
    t.g.make_token_on(A, Flank::Right);
    assert_eq!(t.line(A), ["Krump", "Trader"]);
    t.play("Avid Collecting");
    assert!(
        !t.asks_target(),
        "the only token is chosen: Krump is no token"
    );
    assert_eq!(t.line(A), ["Krump"]);
    assert!(t.hand_of(A).contains(&"Troll"), "the token is Troll again");
    assert_eq!(t.amber(A), 1, "its Æmber bonus");
}

#[test]
fn conductor_jarroya_readies_each_friendly_buggy_artifact_only() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Conductor Jărroyă"])
        .artifacts(A, &["Shĭgzisŏ Buggy", "Library of Babble"])
        .artifacts(B, &["Shĭsnyasĭ Buggy"])
        .start();
    for name in ["Shĭgzisŏ Buggy", "Library of Babble", "Shĭsnyasĭ Buggy"] {
        t.set_exhausted(name, true);
    }
    t.reap("Conductor Jărroyă");
    assert!(!t.exhausted("Shĭgzisŏ Buggy"));
    assert!(t.exhausted("Library of Babble"), "not a Buggy");
    assert!(t.exhausted("Shĭsnyasĭ Buggy"), "an enemy Buggy");
}

#[test]
fn transitory_philosopher_steals_1_per_enemy_artifact() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Transitory Philosopher"])
        .artifacts(A, &["Pile of Skulls"])
        .artifacts(B, &["Library of Babble", "Shĭgzisŏ Buggy"])
        .amber(B, 5)
        .start();
    t.action("Transitory Philosopher");
    assert_eq!((t.amber(A), t.amber(B)), (2, 3));
}

#[test]
fn exo_shell_system_makes_a_token_and_friendly_tokens_are_elusive() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Exo-shell System"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll"])
        .token(A, "Trader")
        .start();
    t.play("Exo-shell System");
    t.choose_option(LEFT);
    assert_eq!(t.line(A), ["Trader", "Krump"]);
    let token = t.find("Trader");
    assert!(t.g.keywords(token).contains(Keywords::ELUSIVE));
    assert!(!t.g.keywords(t.find("Krump")).contains(Keywords::ELUSIVE));
}

#[test]
fn gezdrutyo_steals_2_and_flips_into_a_token_that_is_itself_again_out_of_play() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Gĕzdrutyŏ the Arcane"])
        .battleline(B, &["Troll"])
        .token(A, "Trader")
        .amber(B, 3)
        .start();
    let me = t.find("Gĕzdrutyŏ the Arcane");
    t.action("Gĕzdrutyŏ the Arcane");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
    assert_eq!(t.g.identity(me), Identity::Token);
    assert_eq!(t.line(A), ["Trader"]);
    t.g.destroy(me);
    t.advance();
    assert_eq!(t.discard(A), ["Gĕzdrutyŏ the Arcane"]);
}

#[test]
fn gezrahi_blacksmith_lets_the_player_starting_a_turn_make_a_token() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Gezrăhi Blacksmith"])
        .battleline(B, &["Krump"])
        .token(B, "Trader")
        .start();
    t.end_turn();
    assert_eq!(t.g.decision().map(|d| d.player), Some(B), "B chooses");
    t.choose_option(0);
    t.choose_option(LEFT);
    assert_eq!(t.line(B), ["Trader", "Krump"]);
}

#[test]
fn gezrahi_blacksmith_lets_the_player_starting_a_turn_draw_instead() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Gezrăhi Blacksmith"])
        .token(B, "Trader")
        .start();
    t.end_turn();
    let before = t.hand_of(B).len();
    t.choose_option(1);
    assert_eq!(t.hand_of(B).len(), before + 1);
    assert!(t.line(B).is_empty());
}

#[test]
fn ikwiji_outpost_puts_a_friendly_creature_under_the_deck_and_draws_3() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Ikwijĭ Outpost"])
        .battleline(A, &["Troll"])
        .deck(A, &["Punch", "Punch", "Punch", "Punch"])
        .start();
    t.action("Ikwijĭ Outpost");
    assert!(t.line(A).is_empty());
    assert_eq!(t.hand_of(A), ["Punch", "Punch", "Punch"]);
    assert_eq!(t.deck_of(A).last(), Some(&"Troll"), "on the bottom");
}

#[test]
fn ikwiji_outpost_draws_nothing_when_a_ward_keeps_the_creature() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Ikwijĭ Outpost"])
        .battleline(A, &["Troll"])
        .start();
    t.set_ward("Troll");
    t.action("Ikwijĭ Outpost");
    assert_eq!(t.line(A), ["Troll"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn market_crash_destroys_each_creature_but_tokens_and_gives_2_chains() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Market Crash"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .deck(A, &["Bumpsy"])
        .token(A, "Trader")
        .start();
    t.g.make_token_on(A, Flank::Right);
    t.play("Market Crash");
    assert_eq!(t.line(A), ["Trader"]);
    assert!(t.line(B).is_empty());
    assert_eq!(t.g.player(A).chains, 2);
}

#[test]
fn pull_up_stakes_shuffles_2_friendly_and_returns_4_enemy_creatures() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Pull Up Stakes"])
        .battleline(A, &["Krump", "Troll", "Bumpsy"])
        .battleline(
            B,
            &[
                "Dust Pixie",
                "Mighty Tiger",
                "Urchin",
                "Ancient Bear",
                "Snufflegator",
            ],
        )
        .deck(A, &[])
        .start();
    t.play("Pull Up Stakes");
    t.choose("Krump");
    t.choose("Troll");
    for name in ["Dust Pixie", "Mighty Tiger", "Urchin", "Ancient Bear"] {
        t.choose(name);
    }
    assert_eq!(t.line(A), ["Bumpsy"]);
    assert_eq!(t.deck_of(A).len(), 2);
    assert_eq!(t.line(B), ["Snufflegator"]);
    assert_eq!(t.hand_of(B).len(), 4);
}

#[test]
fn trade_secrets_steals_1_per_ekwidon_card_discarded() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Trade Secrets", "Hire On", "Market Crash", "Punch"])
        .amber(B, 5)
        .start();
    t.play("Trade Secrets");
    assert!(
        !t.is_legal(Choice::Target(t.find("Punch"))),
        "only Ekwidon cards"
    );
    t.choose("Hire On");
    t.choose("Market Crash");
    assert_eq!((t.amber(A), t.amber(B)), (2, 3));
    assert_eq!(t.hand_of(A), ["Punch"]);
}

#[test]
fn trade_secrets_may_discard_nothing() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Trade Secrets", "Hire On"])
        .amber(B, 5)
        .start();
    t.play("Trade Secrets");
    t.pass();
    assert_eq!(t.amber(B), 5);
    assert_eq!(t.hand_of(A), ["Hire On"]);
}

#[test]
fn tya_arhi_gives_friendly_non_tokens_a_token_when_destroyed() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Tya-Arhĭ, Esquire", "Krump"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Trader")
        .start();
    t.g.destroy(t.find("Krump"));
    t.advance();
    t.choose_option(RIGHT);
    assert_eq!(t.line(A), ["Tya-Arhĭ, Esquire", "Trader"]);
    // The token itself gains nothing.
    t.g.destroy(t.find("Trader"));
    t.advance();
    assert_eq!(t.line(A), ["Tya-Arhĭ, Esquire"]);
}

#[test]
fn auction_off_purges_an_artifact_and_its_controller_gains_1() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Auction Off"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.play("Auction Off");
    assert_eq!(t.purged(B), ["Library of Babble"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1), "its bonus; the gain");
}

#[test]
fn belligerent_guard_enters_ready_and_the_opponent_draws() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Belligerent Guard"])
        .start();
    t.play("Belligerent Guard");
    assert!(!t.exhausted("Belligerent Guard"));
    assert_eq!(t.hand_of(B).len(), 1);
}

#[test]
fn closed_door_negotiation_repeats_draw_and_steal_while_the_opponent_has_more() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Closed-Door Negotiation"])
        .amber(B, 6)
        .start();
    t.play("Closed-Door Negotiation");
    // 1 bonus; steals to 1 + 3 = 4 against 3: B no longer has more.
    assert_eq!((t.amber(A), t.amber(B)), (4, 3));
    assert_eq!(t.hand_of(B).len(), 3, "B drew before each steal");
}

#[test]
fn closed_door_negotiation_steals_once_when_the_opponent_is_not_ahead() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Closed-Door Negotiation"])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    t.play("Closed-Door Negotiation");
    assert_eq!((t.amber(A), t.amber(B)), (5, 2));
    assert_eq!(t.hand_of(B).len(), 1);
}

#[test]
fn dthoshra_recruiter_makes_a_token_after_reaping() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Dthoshră, Recruiter"])
        .deck(A, &["Troll"])
        .token(A, "Trader")
        .start();
    t.reap("Dthoshră, Recruiter");
    t.choose_option(LEFT);
    assert_eq!(t.line(A), ["Trader", "Dthoshră, Recruiter"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn forced_retirement_pays_the_destroyed_creatures_controller() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Forced Retirement"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Forced Retirement");
    assert!(t.line(B).is_empty());
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
}

#[test]
fn forced_retirement_pays_nothing_when_a_ward_saves_the_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Forced Retirement"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Troll");
    t.play("Forced Retirement");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn gemcoat_vendor_steals_1_and_deals_itself_1() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Gemcoat Vendor"])
        .amber(B, 2)
        .start();
    t.action("Gemcoat Vendor");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    assert_eq!(t.damage("Gemcoat Vendor"), 1);
}

#[test]
fn general_za_orha_makes_one_token_per_opponent_key() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["General Ză-Orhă"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .token(A, "Trader")
        .keys(B, 2)
        .start();
    t.play("General Ză-Orhă");
    t.choose_option(LEFT);
    t.choose_option(RIGHT);
    assert_eq!(t.line(A), ["Trader", "General Ză-Orhă", "Trader"]);
}

#[test]
fn general_za_orha_makes_none_when_the_opponent_has_no_key() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["General Ză-Orhă"])
        .token(A, "Trader")
        .start();
    t.play("General Ză-Orhă");
    assert_eq!(t.line(A), ["General Ză-Orhă"]);
}

#[test]
fn generous_offer_steals_2_for_a_destroyed_friendly_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Generous Offer"])
        .battleline(A, &["Krump"])
        .amber(B, 3)
        .start();
    t.play("Generous Offer");
    assert!(t.line(A).is_empty());
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn generous_offer_steals_nothing_without_a_destruction() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Generous Offer"])
        .battleline(A, &["Krump"])
        .amber(B, 3)
        .start();
    t.set_ward("Krump");
    t.play("Generous Offer");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn hire_on_is_archived_with_6_amber_between_the_pools() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Hire On"])
        .deck(A, &["Troll"])
        .token(A, "Trader")
        .amber(A, 2)
        .amber(B, 4)
        .start();
    t.play("Hire On");
    assert_eq!(t.line(A), ["Trader"]);
    assert_eq!(t.archives_of(A), ["Hire On"]);
}

#[test]
fn hire_on_is_discarded_with_less_than_6_amber_between_the_pools() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Hire On"])
        .deck(A, &["Troll"])
        .token(A, "Trader")
        .amber(B, 5)
        .start();
    t.play("Hire On");
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Hire On"]);
}

#[test]
fn mass_buyout_pays_each_player_half_their_destroyed_creatures_rounded_up() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Mass Buyout"])
        .battleline(A, &["Krump", "Troll", "Bumpsy"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger", "Urchin", "Ancient Bear"])
        .start();
    t.set_ward("Bumpsy");
    t.play("Mass Buyout");
    assert_eq!(t.line(A), ["Bumpsy"], "the ward saved Bumpsy");
    assert!(t.line(B).is_empty());
    assert_eq!((t.amber(A), t.amber(B)), (1, 2), "2 of A's: 1; 4 of B's: 2");
}

#[test]
fn mass_buyout_rounds_an_odd_count_up() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Mass Buyout"])
        .battleline(B, &["Dust Pixie", "Mighty Tiger", "Urchin"])
        .start();
    t.play("Mass Buyout");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn ornate_talking_tray_destroys_itself_for_a_token() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Ornate Talking Tray"])
        .deck(A, &["Troll"])
        .token(A, "Trader")
        .start();
    t.apply(Choice::Omni(t.find("Ornate Talking Tray")));
    assert_eq!(t.discard(A), ["Ornate Talking Tray"]);
    assert_eq!(t.line(A), ["Trader"]);
}

#[test]
fn shopping_spree_draws_as_many_as_it_discarded() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Shopping Spree", "Punch", "Troll"])
        .deck(A, &["Krump", "Bumpsy", "Urchin"])
        .start();
    t.play("Shopping Spree");
    assert_eq!(t.hand_of(A).len(), 2);
    assert_eq!(t.discard(A).len(), 3, "Punch, Troll and Shopping Spree");
}

#[test]
fn shrewd_investor_may_give_1_to_capture_4() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Shrewd Investor"])
        .amber(B, 3)
        .start();
    t.play("Shrewd Investor");
    t.yes();
    assert_eq!(t.amber_on("Shrewd Investor"), 4);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn shrewd_investor_declined_captures_nothing() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Shrewd Investor"])
        .amber(B, 3)
        .start();
    t.play("Shrewd Investor");
    t.no();
    assert_eq!(t.amber_on("Shrewd Investor"), 0);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn shrewd_investor_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Shrewd Investor"])
        .start();
    t.fight("Krump", "Shrewd Investor");
    assert_eq!(t.damage("Shrewd Investor"), 0);
    assert_eq!(t.damage("Krump"), 0);
}

#[test]
fn steward_su_uzyane_plays_as_its_printed_facts() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Steward Su-Uzyanĕ"])
        .start();
    t.play("Steward Su-Uzyanĕ");
    assert_eq!(t.line(A), ["Steward Su-Uzyanĕ"]);
    assert_eq!(t.power("Steward Su-Uzyanĕ"), 2);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn the_old_tinker_discards_then_draws_after_reaping() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["The Old Tinker"])
        .hand(A, &["Punch", "Troll"])
        .deck(A, &["Krump"])
        .start();
    t.reap("The Old Tinker");
    t.choose("Punch");
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(t.hand_of(A).len(), 2);
    assert!(t.hand_of(A).contains(&"Krump"));
}

#[test]
fn the_visible_hand_makes_2_tokens_and_reveals_the_hand() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["The Visible Hand", "Punch"])
        .deck(A, &["Troll", "Krump"])
        .token(A, "Trader")
        .start();
    t.play("The Visible Hand");
    t.choose_option(LEFT);
    assert_eq!(t.line(A), ["Trader", "Trader"]);
    assert!(t.g.knows(B, t.find("Punch")));
}

#[test]
fn trading_frenzy_has_each_side_capture_3_from_the_other() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Trading Frenzy"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll"])
        .amber(A, 2)
        .amber(B, 5)
        .start();
    t.play("Trading Frenzy");
    assert_eq!(t.amber_on("Krump"), 3);
    assert_eq!(t.amber_on("Troll"), 3, "A had 3 after the bonus");
    assert_eq!((t.amber(A), t.amber(B)), (0, 2));
}

#[test]
fn shigziso_buggy_gains_2_for_a_destroyed_friendly_creature() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Shĭgzisŏ Buggy"])
        .battleline(A, &["Krump"])
        .start();
    t.action("Shĭgzisŏ Buggy");
    assert!(t.line(A).is_empty());
    assert_eq!(t.amber(A), 2);
}

#[test]
fn shigziso_buggy_gains_nothing_when_the_creature_survives() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Shĭgzisŏ Buggy"])
        .battleline(A, &["Krump"])
        .start();
    t.set_ward("Krump");
    t.action("Shĭgzisŏ Buggy");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn shisnyasi_buggy_loses_1_to_draw_3() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Shĭsnyasĭ Buggy"])
        .amber(A, 1)
        .start();
    t.action("Shĭsnyasĭ Buggy");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.hand_of(A).len(), 3);
}

#[test]
fn shisnyasi_buggy_draws_nothing_with_an_empty_pool() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Shĭsnyasĭ Buggy"])
        .start();
    t.action("Shĭsnyasĭ Buggy");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn shizyoku_buggy_discards_2_cards_sharing_a_house_for_a_token() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Shĭzyokŭ Buggy"])
        .hand(A, &["Punch", "Troll", "Hire On"])
        .deck(A, &["Krump"])
        .token(A, "Trader")
        .start();
    t.action("Shĭzyokŭ Buggy");
    t.choose("Punch");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Punch", "Troll"]);
    assert_eq!(t.line(A), ["Trader"]);
}

#[test]
fn shizyoku_buggy_keeps_2_cards_of_different_houses() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Shĭzyokŭ Buggy"])
        .hand(A, &["Punch", "Hire On", "Krump"])
        .token(A, "Trader")
        .start();
    t.action("Shĭzyokŭ Buggy");
    t.choose("Punch");
    t.choose("Hire On");
    assert!(t.discard(A).is_empty());
    assert!(t.line(A).is_empty());
    assert!(t.g.knows(B, t.find("Punch")), "revealed all the same");
}

#[test]
fn strange_shell_cannot_fight_or_reap_and_goes_to_hand_by_its_action() {
    let mut t = scenario(House::Ekwidon)
        .deck(A, &["Troll"])
        .token(A, "Strange Shell")
        .battleline(B, &["Krump"])
        .start();
    let shell = t.g.make_token_on(A, Flank::Right);
    t.g.ready(shell);
    assert!(!t.is_legal(Choice::Reap(shell)));
    assert!(!t.is_legal(Choice::Fight(shell)));
    t.action("Strange Shell");
    assert!(t.line(A).is_empty());
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn a_diplomat_token_gives_each_player_1_after_reaping() {
    let mut t = scenario(House::Ekwidon)
        .deck(A, &["Troll"])
        .token(A, "Diplomat")
        .start();
    let d = t.g.make_token_on(A, Flank::Right);
    t.g.ready(d);
    assert!(t.g.keywords(d).contains(Keywords::ELUSIVE));
    t.reap("Diplomat");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn a_trader_token_steals_1_and_is_destroyed() {
    let mut t = scenario(House::Ekwidon)
        .deck(A, &["Troll"])
        .token(A, "Trader")
        .amber(B, 1)
        .start();
    let c = t.g.make_token_on(A, Flank::Right);
    t.g.ready(c);
    t.action("Trader");
    assert_eq!((t.amber(A), t.amber(B)), (1, 0));
    assert_eq!(t.discard(A), ["Troll"]);
}

#[test]
fn a_prospector_token_draws_a_card_when_destroyed() {
    let mut t = scenario(House::Ekwidon)
        .deck(A, &["Punch", "Troll"])
        .token(A, "Prospector")
        .start();
    let c = t.g.make_token_on(A, Flank::Right);
    t.g.destroy(c);
    t.advance();
    assert_eq!(t.discard(A), ["Punch"], "the token was the top card");
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.g.card(c).location, Location::Discard);
}

#[test]
fn aembitrage_raises_your_key_cost_by_1_only() {
    let t = scenario(House::Ekwidon)
        .artifacts(A, &["Æmbitrage"])
        .start();
    assert_eq!(t.g.key_cost(A), 7);
    assert_eq!(t.g.key_cost(B), 6);
}

#[test]
fn aembitrage_refills_your_hand_to_7() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Æmbitrage"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 7);
    t.apply(Choice::House(House::Logos));
    t.end_turn();
    assert_eq!(t.hand_of(B).len(), 6, "the opponent's hand is not");
}

#[test]
fn insurance_policy_costs_1_to_play_and_pays_4_if_destroyed_on_another_turn() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Insurance Policy"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .amber(A, 2)
        .start();
    t.play("Insurance Policy");
    t.choose("Troll");
    assert_eq!(t.amber(A), 1, "lost 1");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.set_damage("Troll", 7);
    t.fight("Krump", "Troll");
    assert_eq!(t.discard(A), ["Insurance Policy", "Troll"]);
    assert_eq!(t.amber(A), 5, "1 + 4 on B's turn");
}

#[test]
fn insurance_policy_pays_nothing_if_destroyed_on_its_controllers_turn() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Troll"])
        .upgrade(A, "Insurance Policy", "Troll")
        .start();
    t.g.destroy(t.find("Troll"));
    t.advance();
    assert_eq!(t.amber(A), 0);
}

#[test]
fn the_aember_road_gains_per_trade_counter_and_changes_sides() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Æmber Road"])
        .start();
    t.apply(Choice::Omni(t.find("The Æmber Road")));
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.artifacts_of(B), ["The Æmber Road"]);
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    let road = t.find("The Æmber Road");
    t.g.ready(road);
    t.apply(Choice::Omni(road));
    assert_eq!(t.amber(B), 2, "2 trade counters");
    assert_eq!(t.artifacts_of(A), ["The Æmber Road"]);
}

#[test]
fn token_of_appreciation_forges_at_7_more_less_1_per_friendly_token() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Token of Appreciation"])
        .battleline(A, &["Krump"])
        .deck(A, &["Troll", "Bumpsy"])
        .token(A, "Trader")
        .amber(A, 11)
        .start();
    t.g.make_token_on(A, Flank::Right);
    t.play("Token of Appreciation");
    t.choose_option(LEFT);
    assert_eq!(t.keys(A), 1, "6 + 7 - 2 tokens = 11");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn token_of_appreciation_forges_nothing_when_the_cost_is_out_of_reach() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Token of Appreciation"])
        .deck(A, &["Troll"])
        .token(A, "Trader")
        .amber(A, 11)
        .start();
    t.play("Token of Appreciation");
    assert_eq!(t.keys(A), 0, "6 + 7 - 1 = 12");
    assert_eq!(t.amber(A), 11);
}

#[test]
fn tourist_trap_makes_a_token_then_trades_it_for_an_enemy_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Tourist Trap"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Troll", "Bumpsy"])
        .deck(A, &["Urchin"])
        .token(A, "Trader")
        .start();
    t.play("Tourist Trap");
    t.choose_option(RIGHT);
    let trap = t.find("Tourist Trap");
    t.g.ready(trap);
    t.action("Tourist Trap");
    assert!(!t.is_legal(Choice::Target(t.find("Krump"))), "tokens only");
    t.choose("Troll");
    t.choose_option(LEFT);
    t.choose_option(RIGHT);
    assert_eq!(t.line(A), ["Troll", "Krump"]);
    assert_eq!(t.line(B), ["Bumpsy", "Trader"]);
}

#[test]
fn exchange_program_swaps_a_friendly_and_an_enemy_flank_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Exchange Program"])
        .battleline(A, &["Krump", "Urchin", "Mighty Tiger"])
        .battleline(B, &["Troll", "Bumpsy", "Dust Pixie"])
        .start();
    t.play("Exchange Program");
    assert!(!t.is_legal(Choice::Target(t.find("Urchin"))), "not a flank");
    t.choose("Krump");
    assert!(!t.is_legal(Choice::Target(t.find("Bumpsy"))));
    t.choose("Troll");
    t.choose_option(RIGHT);
    t.choose_option(LEFT);
    assert_eq!(t.line(A), ["Urchin", "Mighty Tiger", "Troll"]);
    assert_eq!(t.line(B), ["Krump", "Bumpsy", "Dust Pixie"]);
}

#[test]
fn exchange_program_swaps_nothing_without_an_enemy_creature() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Exchange Program"])
        .battleline(A, &["Krump"])
        .start();
    t.play("Exchange Program");
    assert_eq!(t.line(A), ["Krump"]);
    assert!(t.line(B).is_empty());
}

#[test]
fn niffle_paw_destroys_its_creature_after_reaping_and_moves_on() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Dthoshră, Recruiter", "Krump"])
        .battleline(B, &["Troll"])
        .upgrade(A, "Niffle Paw", "Dthoshră, Recruiter")
        .start();
    t.reap("Dthoshră, Recruiter");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.discard(A), ["Dthoshră, Recruiter"]);
    let paw = t.find("Niffle Paw");
    assert_eq!(t.g.card(paw).host, t.find("Troll"));
    assert_eq!(t.amber(A), 1, "the reap itself");
}

#[test]
fn outnegotiate_steals_per_aember_icon_and_bottoms_the_card() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Outnegotiate"])
        .discard(B, &["Dust Pixie", "Troll"])
        .amber(B, 5)
        .start();
    t.set_icons(
        "Dust Pixie",
        keysim_facts::Icons {
            amber: 1,
            ..keysim_facts::Icons::NONE
        },
    );
    t.play("Outnegotiate");
    t.choose("Dust Pixie");
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (4, 2),
        "bonus 1; 2 + 1 icons stolen"
    );
    assert_eq!(t.deck_of(B).last(), Some(&"Dust Pixie"));
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn puzzling_trinket_lets_an_aember_icon_resolve_as_a_draw() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Puzzling Trinket"])
        .hand(A, &["Avid Collecting"])
        .deck(A, &["Troll"])
        .start();
    t.play("Avid Collecting");
    // Asked in turn: capture instead? damage instead? draw instead?
    t.no();
    t.no();
    t.yes();
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn sandhopper_returns_a_creature_and_may_play_a_non_ekwidon_creature() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Sandhopper"])
        .battleline(A, &["Krump"])
        .hand(A, &["Troll", "Antiquities Dealer"])
        .start();
    t.action("Sandhopper");
    assert!(!t.is_legal(Choice::Target(t.find("Antiquities Dealer"))));
    // Krump, the only friendly creature, goes back without a choice.
    t.choose("Troll");
    assert_eq!(t.line(A), ["Troll"]);
    assert!(t.hand_of(A).contains(&"Krump"));
}

#[test]
fn sandhopper_plays_nothing_when_the_creature_stays() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Sandhopper"])
        .battleline(A, &["Krump"])
        .hand(A, &["Troll"])
        .start();
    t.set_ward("Krump");
    t.action("Sandhopper");
    assert_eq!(t.line(A), ["Krump"]);
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn scrapscrounger_swaps_an_artifact_of_the_discard_with_a_card_in_hand() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Scrapscrounger"])
        .discard(A, &["Library of Babble", "Troll"])
        .hand(A, &["Punch", "Krump"])
        .start();
    t.reap("Scrapscrounger");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "artifacts only"
    );
    // The only artifact of the discard pile is chosen without asking.
    t.choose("Punch");
    assert_eq!(t.hand_of(A), ["Krump", "Library of Babble"]);
    assert_eq!(t.discard(A), ["Troll", "Punch"]);
}

/// A test card with a "Scrap: gain 1" ability, to show whether a card
/// left the hand by a discard.
static SCRAP_GAINS_ONE: keysim_engine::ability::Behavior = keysim_engine::ability::Behavior {
    scrap: &[keysim_engine::Step::gain(1)],
    ..keysim_engine::ability::Behavior::VANILLA
};

#[test]
fn scrapscrounger_swaps_without_discarding_so_no_scrap_ability_resolves() {
    let mut t = scenario(House::Ekwidon)
        .behavior("Punch", &SCRAP_GAINS_ONE)
        .battleline(A, &["Scrapscrounger"])
        .discard(A, &["Library of Babble"])
        .hand(A, &["Punch", "Krump"])
        .start();
    t.reap("Scrapscrounger");
    t.choose("Punch");
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(
        t.amber(A),
        1,
        "the reap's 1 only: a swap is not a discard, Punch's scrap is not resolved"
    );
}

#[test]
fn shizyoku_swopper_changes_sides_with_the_creature_it_fought() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Shĭzyokŭ Swopper", "Krump"])
        .battleline(B, &["Urchin", "Mighty Tiger"])
        .start();
    t.fight("Shĭzyokŭ Swopper", "Mighty Tiger");
    t.choose_option(RIGHT);
    t.choose_option(LEFT);
    assert_eq!(t.line(A), ["Krump", "Mighty Tiger"]);
    assert_eq!(t.line(B), ["Shĭzyokŭ Swopper", "Urchin"]);
}

#[test]
fn shizyoku_swopper_swaps_nothing_when_the_creature_fought_dies() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Shĭzyokŭ Swopper"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Shĭzyokŭ Swopper", "Dust Pixie");
    assert_eq!(t.line(A), ["Shĭzyokŭ Swopper"]);
    assert!(t.line(B).is_empty());
}

#[test]
fn uncommon_currency_trades_places_with_an_enemy_artifact() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Uncommon Currency"])
        .artifacts(B, &["Library of Babble"])
        .start();
    t.action("Uncommon Currency");
    assert_eq!(t.artifacts_of(A), ["Library of Babble"]);
    assert_eq!(t.artifacts_of(B), ["Uncommon Currency"]);
}

#[test]
fn puzzling_trinket_lets_an_aember_icon_resolve_as_a_capture() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Puzzling Trinket"])
        .hand(A, &["Avid Collecting"])
        .battleline(A, &["Krump"])
        .amber(B, 2)
        .start();
    t.play("Avid Collecting");
    t.yes();
    assert_eq!(t.amber_on("Krump"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
}

#[test]
fn puzzling_trinket_leaves_the_opponents_icons_alone() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(B, &["Puzzling Trinket"])
        .hand(A, &["Avid Collecting"])
        .start();
    t.play("Avid Collecting");
    assert_eq!(t.amber(A), 1, "no choice offered");
}

#[test]
fn envoy_of_ekwirre_trades_places_and_everything_on_it_with_a_neighbor() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Krump", "Envoy of Ekwirrĕ", "Troll"])
        .upgrade(A, "Insurance Policy", "Troll")
        .start();
    t.set_damage("Troll", 3);
    t.set_amber_on("Envoy of Ekwirrĕ", 2);
    let (envoy, troll) = (t.find("Envoy of Ekwirrĕ"), t.find("Troll"));
    t.g.add_power_counters(envoy, 1);
    t.reap("Envoy of Ekwirrĕ");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Krump", "Troll", "Envoy of Ekwirrĕ"]);
    assert_eq!(t.damage("Envoy of Ekwirrĕ"), 3);
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(
        (t.amber_on("Troll"), t.amber_on("Envoy of Ekwirrĕ")),
        (2, 0)
    );
    assert_eq!(t.g.card(troll).power_counters, 1);
    assert_eq!(t.g.card(envoy).power_counters, 0);
    assert_eq!(t.g.card(t.find("Insurance Policy")).host, envoy);
}

#[test]
fn envoy_of_ekwirre_dies_from_the_damage_it_takes_over() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Envoy of Ekwirrĕ", "Troll"])
        .start();
    t.set_damage("Troll", 6);
    t.reap("Envoy of Ekwirrĕ");
    assert_eq!(t.line(A), ["Troll"], "6 damage on a 5-power creature");
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn flea_market_pays_1_to_play_a_random_card_of_the_opponents_hand() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Flea Market"])
        .hand(B, &["Troll"])
        .amber(A, 1)
        .start();
    t.action("Flea Market");
    t.yes();
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.g.card(t.find("Troll")).owner, B);
}

#[test]
fn flea_market_declined_only_shows_the_card() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Flea Market"])
        .hand(B, &["Troll"])
        .amber(A, 1)
        .start();
    t.action("Flea Market");
    assert!(t.g.knows(A, t.find("Troll")));
    t.no();
    assert_eq!(t.hand_of(B), ["Troll"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn flea_market_offers_nothing_without_aember_to_give() {
    let mut t = scenario(House::Ekwidon)
        .artifacts(A, &["Flea Market"])
        .hand(B, &["Troll"])
        .start();
    t.action("Flea Market");
    assert!(t.g.knows(A, t.find("Troll")));
    assert_eq!(t.hand_of(B), ["Troll"]);
}

#[test]
fn freelancer_goes_to_the_player_starting_a_turn_usable_in_any_house() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Troll"])
        .battleline(B, &["Urchin"])
        .upgrade(A, "Freelancer", "Troll")
        .start();
    let troll = t.find("Troll");
    assert!(
        t.is_legal(Choice::Reap(troll)),
        "a Brobnar creature, Ekwidon active"
    );
    t.end_turn();
    t.choose_option(RIGHT);
    assert_eq!(t.line(B), ["Urchin", "Troll"]);
    assert_eq!(
        t.g.card(t.find("Freelancer")).controller,
        A,
        "only the creature moves"
    );
    t.apply(Choice::House(House::Dis));
    t.g.ready(troll);
    assert!(t.is_legal(Choice::Reap(troll)));
}

#[test]
fn molluscaller_makes_friendly_strange_shells_fight_at_plus_3() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Molluscaller"])
        .battleline(B, &["Krump"])
        .deck(A, &["Troll"])
        .token(A, "Strange Shell")
        .start();
    let shell = t.g.make_token_on(A, Flank::Right);
    t.g.ready(shell);
    assert!(!t.is_legal(Choice::Fight(shell)));
    t.reap("Molluscaller");
    assert_eq!(t.g.power(shell), 4);
    assert!(t.is_legal(Choice::Fight(shell)), "it lost 'cannot fight'");
    assert!(!t.is_legal(Choice::Action(shell)), "and its Action");
    t.end_turn();
    assert_eq!(t.g.power(shell), 1, "for the rest of the turn only");
}

#[test]
fn talent_scout_plays_an_enemy_creature_then_changes_sides() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Talent Scout"])
        .hand(B, &["Troll", "Bumpsy", "Punch"])
        .battleline(B, &["Krump"])
        .start();
    t.play("Talent Scout");
    assert!(t.g.knows(A, t.find("Punch")), "the hand is revealed");
    assert!(
        !t.is_legal(Choice::Target(t.find("Punch"))),
        "creatures only"
    );
    t.choose("Troll");
    t.flank(Flank::Left);
    t.choose_option(LEFT);
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.line(B), ["Talent Scout", "Krump"]);
    assert_eq!(t.amber(A), 1, "its bonus");
}

#[test]
fn talent_scout_may_be_used_whatever_house_is_active() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Talent Scout"])
        .start();
    assert!(t.is_legal(Choice::Reap(t.find("Talent Scout"))));
}

#[test]
fn staff_up_turns_reaped_aember_into_tokens_for_the_turn() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Staff Up"])
        .battleline(A, &["Gemcoat Vendor", "Antiquities Dealer"])
        .deck(A, &["Troll", "Krump", "Bumpsy"])
        .token(A, "Trader")
        .amber(B, 3)
        .start();
    t.play("Staff Up");
    t.reap("Antiquities Dealer");
    t.choose_option(LEFT);
    assert_eq!(t.amber(A), 0);
    assert_eq!(
        t.line(A),
        ["Trader", "Gemcoat Vendor", "Antiquities Dealer"]
    );
    t.action("Gemcoat Vendor");
    t.choose_option(RIGHT);
    assert_eq!(t.amber(B), 2, "the steal still takes B's Æmber");
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.find_all("Trader").len(), 2);
}

#[test]
fn staff_up_ends_with_the_turn() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Staff Up"])
        .battleline(A, &["Antiquities Dealer"])
        .token(A, "Trader")
        .start();
    t.play("Staff Up");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Ekwidon));
    t.reap("Antiquities Dealer");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.line(A), ["Antiquities Dealer"]);
}

#[test]
fn corner_the_market_stops_the_opponent_playing_cards_on_their_next_turn() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Corner the Market", "Hire On"])
        .hand(B, &["Troll", "Krump"])
        .start();
    t.play("Corner the Market");
    assert!(t.is_legal(Choice::Play(t.find("Hire On"))), "A still plays");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    assert!(!t.is_legal(Choice::Play(troll)));
    assert!(t.is_legal(Choice::Discard(troll)));
    t.discard_card("Troll");
    t.choose_option(1);
    assert_eq!(t.archives_of(B), ["Troll"], "archived instead");
    t.discard_card("Krump");
    t.choose_option(0);
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.g.card(krump).location, Location::Discard);
}

#[test]
fn corner_the_market_is_over_once_the_opponents_turn_is() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Corner the Market"])
        .hand(B, &["Troll"])
        .start();
    t.play("Corner the Market");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Play(troll)));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.is_legal(Choice::Play(troll)), "B plays again");
}

#[test]
fn cursed_relic_can_be_neither_played_nor_discarded_in_the_main_step() {
    let t = scenario(House::Ekwidon)
        .hand(A, &["Cursed Relic", "Hire On"])
        .start();
    let relic = t.find("Cursed Relic");
    assert!(!t.is_legal(Choice::Play(relic)));
    assert!(!t.is_legal(Choice::Discard(relic)));
    assert!(t.is_legal(Choice::Discard(t.find("Hire On"))));
}

#[test]
fn cursed_relic_is_discarded_by_a_card_ability() {
    let mut t = scenario(House::Ekwidon)
        .hand(A, &["Shopping Spree", "Cursed Relic"])
        .deck(A, &["Troll"])
        .start();
    t.play("Shopping Spree");
    assert_eq!(t.discard(A), ["Cursed Relic", "Shopping Spree"]);
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn niffle_paw_still_destroys_its_creature_with_no_other_creature_to_move_to() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Dthoshră, Recruiter"])
        .upgrade(A, "Niffle Paw", "Dthoshră, Recruiter")
        .start();
    t.reap("Dthoshră, Recruiter");
    assert!(t.line(A).is_empty());
    assert_eq!(t.discard(A).len(), 2, "the creature and Niffle Paw");
}

#[test]
fn gezdrutyo_stays_itself_when_its_controllers_deck_names_no_token() {
    let mut t = scenario(House::Ekwidon)
        .battleline(A, &["Gĕzdrutyŏ the Arcane"])
        .amber(B, 2)
        .start();
    let me = t.find("Gĕzdrutyŏ the Arcane");
    t.action("Gĕzdrutyŏ the Arcane");
    assert_eq!(t.amber(A), 2);
    assert_eq!(t.g.identity(me), Identity::Printed);
}
