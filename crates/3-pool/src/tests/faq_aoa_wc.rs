//! The FAQ rulings of the newest rulebook that name Age of Ascension or
//! Worlds Collide cards and need cards of another house or set than the
//! card crate's own tests had: one test per ruling, each named after its
//! question, with the real cards the ruling names (every set's cards are in
//! this crate's pool). Rulings already tested with their real cards next to
//! those cards are not repeated here.

use super::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, DecisionKind, Flank};
use keysim_facts::House;

/// Places a creature being played on the right flank if asked.
fn place_right_if_asked(t: &mut Test) {
    if t.is_legal(Choice::Flank(Flank::Right)) {
        t.flank(Flank::Right);
    }
}

/// Mimicry as a copy of Eureka! after another card was played this turn:
/// Soulkeeper on my 2-power creature and Opal Knight played against a
/// 6-power and a 5-power creature: Soulkeeper's "Destroyed:" resolves
/// before the tagged creatures leave play, so it picks the 6-power one,
/// already tagged, and the 5-power one survives.
#[test]
fn faq_soulkeeper_with_opal_knight_destroys_only_the_six_power_creature() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Opal Knight"])
        .battleline(A, &["Ember Imp"])
        .upgrade(A, "Soulkeeper", "Ember Imp")
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    assert_eq!((t.power("Ember Imp"), t.power("Krump")), (2, 6));
    assert_eq!(t.power("Bumpsy"), 5);
    t.play("Opal Knight");
    place_right_if_asked(&mut t);
    assert_eq!(t.line(A), ["Opal Knight"], "5 power: odd, it stays");
    assert_eq!(t.line(B), ["Bumpsy"]);
    assert_eq!(t.discard(B), ["Krump"]);
}

/// Po's Pixies reap while the opponent has two Sir Marrows: each Sir
/// Marrows tries to capture the reaped Æmber, each capture is replaced by
/// Tantadlin given Terrordactyl's text box by Creed of Nurture: two
/// conflicting limits on its fight damage, the more restrictive applies,
/// so it deals 2.
#[test]
fn faq_tantadlin_with_terrordactyls_text_from_creed_of_nurture_deals_two() {
    let mut t = scenario(House::Untamed)
        .artifacts(A, &["Creed of Nurture"])
        .hand(A, &["Terrordactyl"])
        .battleline(A, &["Tantadlin"])
        .battleline(B, &["Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Creed of Nurture")));
    t.choose("Tantadlin");
    t.fight("Tantadlin", "Troll");
    assert_eq!(t.damage("Troll"), 2);
}

/// Interdimensional Graft and Forgemaster Og both act after the
/// opponent's key is forged: the active player (the one forging) chooses
/// The same, the Graft first: the 4 left go to the Graft's player, and Og
/// Unlocked Gateway destroys each creature, Jargogle among them with a
/// Wild Wormhole beneath it: omega waits for the "Destroyed:" abilities,
/// so the Wormhole is played, and the creature it plays from the deck was
/// not tagged for destruction and survives.
#[test]
fn faq_unlocked_gateway_with_jargogle_plays_its_wild_wormhole_whose_creature_survives() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Unlocked Gateway"])
        .battleline(A, &["Jargogle"])
        .beneath(A, "Wild Wormhole", "Jargogle")
        .battleline(B, &["Troll"])
        .deck(
            A,
            &[
                "Doc Bookton",
                "Mother",
                "Mother",
                "Mother",
                "Mother",
                "Mother",
                "Mother",
                "Mother",
            ],
        )
        .start();
    t.play("Unlocked Gateway");
    place_right_if_asked(&mut t);
    assert_eq!(t.line(A), ["Doc Bookton"]);
    assert!(t.line(B).is_empty());
    let discard = t.discard(A);
    for gone in ["Jargogle", "Wild Wormhole", "Unlocked Gateway"] {
        assert!(discard.contains(&gone), "{gone} is discarded");
    }
    assert_eq!(
        t.g.decision().map(|d| (d.player, d.kind)),
        Some((B, DecisionKind::House)),
        "then omega ended the step, and A's turn"
    );
}

/// A creature with Discombobulator, and the opponent's Gargantodon: the
/// opponent's steal fails, there is nothing for Gargantodon to replace.
#[test]
fn faq_discombobulator_against_gargantodon_the_steal_does_nothing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(A, &["Gargantodon"])
        .battleline(B, &["Troll"])
        .upgrade(B, "Discombobulator", "Troll")
        .amber(B, 3)
        .start();
    t.play("Urchin");
    place_right_if_asked(&mut t);
    while t.asks_target() {
        t.choose("Gargantodon");
    }
    assert_eq!(t.amber(B), 3);
    assert_eq!(t.amber(A), 0);
    assert_eq!(t.amber_on("Gargantodon") + t.amber_on("Urchin"), 0);
}

/// Mimic Gel copying Crash Muldoon: the copy enters play ready, and its
/// deploy lets it enter anywhere in the battleline.
#[test]
fn faq_mimic_gel_copying_crash_muldoon_enters_ready_and_may_deploy() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Mimic Gel"])
        .battleline(A, &["Dextre", "Doc Bookton"])
        .battleline(B, &["Crash Muldoon", "Troll"])
        .start();
    t.play("Mimic Gel");
    t.choose("Crash Muldoon");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Dextre", "Crash Muldoon", "Doc Bookton"]);
    let gel = t.g.creatures(A)[1];
    assert!(!t.g.card(gel).is_exhausted(), "entered ready");
}

/// Mimic Gel copying an Auto-Legionary that became a creature: the Gel is
/// a 5-power creature that may be used as if it belonged to the active
/// house.
#[test]
fn faq_mimic_gel_copying_an_active_auto_legionary_is_a_five_power_creature() {
    let mut t = scenario(House::Saurian)
        .houses(A, [House::Saurian, House::Logos, House::Brobnar])
        .artifacts(A, &["Auto-Legionary"])
        .hand(A, &["Mimic Gel"])
        .battleline(A, &["Troll"])
        .start();
    t.action("Auto-Legionary");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Troll", "Auto-Legionary"]);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    t.play("Mimic Gel");
    t.choose_card(t.g.creatures(A)[1]);
    place_right_if_asked(&mut t);
    let gel = *t.g.creatures(A).last().unwrap();
    assert_eq!(t.g.power(gel), 5);
    assert!(!t.g.belongs_to(gel, House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.set_exhausted("Troll", true);
    assert!(
        t.is_legal(Choice::Reap(gel)),
        "used as if of the active house"
    );
}

/// which resolves first. Og first: the 4 left are lost.
#[test]
fn faq_forgemaster_og_with_interdimensional_graft_the_forger_picks_og_first() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Interdimensional Graft"])
        .battleline(B, &["Forgemaster Og"])
        .amber(B, 10)
        .start();
    t.play("Interdimensional Graft");
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    let d = t.g.decision().expect("an order to choose");
    assert_eq!((d.player, d.kind), (B, DecisionKind::TriggerOrder));
    t.choose("Forgemaster Og");
    assert_eq!((t.amber(A), t.amber(B)), (1, 0), "lost, nothing to give");
}

/// finds nothing left.
#[test]
fn faq_forgemaster_og_with_interdimensional_graft_the_forger_picks_the_graft_first() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Interdimensional Graft"])
        .battleline(B, &["Forgemaster Og"])
        .amber(B, 10)
        .start();
    t.play("Interdimensional Graft");
    t.end_turn();
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    t.choose("Interdimensional Graft");
    assert_eq!((t.amber(A), t.amber(B)), (5, 0), "the 4 left were given");
}

/// one from the common supply, so both capture and the pool keeps it.
#[test]
fn faq_pos_pixies_reaping_against_two_sir_marrows_both_capture_from_the_supply() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Po’s Pixies"])
        .battleline(B, &["Sir Marrows", "Sir Marrows"])
        .amber(A, 2)
        .start();
    t.reap("Po’s Pixies");
    let marrows = t.find_all("Sir Marrows");
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(A),
        "A picks the first"
    );
    t.choose_card(marrows[1]);
    assert_eq!(t.g.card(marrows[0]).amber, 1);
    assert_eq!(t.g.card(marrows[1]).amber, 1);
    assert_eq!(t.amber(A), 3, "2 and the reap, none taken from the pool");
}

/// Mimicry as a copy of Eureka! after another card was played this turn:
/// the copy has alpha, so it would not be played and would go back to
/// hand. With Eureka! the only action card to copy, Mimicry cannot be
/// played and stays in hand.
#[test]
fn faq_mimicry_as_eureka_after_another_card_is_not_played_and_stays_in_hand() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie", "Mimicry"])
        .discard(B, &["Eureka!"])
        .start();
    let mimicry = t.find("Mimicry");
    assert!(t.is_legal(Choice::Play(mimicry)), "first thing in step 3");
    t.play("Dust Pixie");
    place_right_if_asked(&mut t);
    assert!(!t.is_legal(Choice::Play(mimicry)));
    assert_eq!(t.hand_of(A), ["Mimicry"]);
}

/// The same with another action card in the pile: Mimicry may still be
/// played, as a copy of that card, not of Eureka!.
#[test]
fn faq_mimicry_after_another_card_is_not_offered_eureka_to_copy() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie", "Mimicry", "Troll"])
        .discard(B, &["Eureka!", "Foggify"])
        .battleline(B, &["Krump"])
        .ask_every_decision()
        .start();
    t.play("Dust Pixie");
    place_right_if_asked(&mut t);
    t.play("Mimicry");
    let offered: Vec<&str> = t
        .choices()
        .into_iter()
        .filter_map(|c| match c {
            Choice::Target(x) => Some(t.g.def(x).name),
            _ => None,
        })
        .collect();
    assert_eq!(offered, ["Foggify"]);
    t.choose("Foggify");
    assert!(
        t.archives_of(A).is_empty(),
        "Eureka!'s archiving did not happen"
    );
}
