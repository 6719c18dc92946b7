//! Tests of the engine words for "cannot forge keys", Æmber stolen or
//! captured from the common supply instead, refilling a hand outside step
//! 5, discarding at random from archives, exalting and being haunted.
//! Real cards are given hand-built behaviours (`Scenario::behavior`), in a
//! pool where every other card is vanilla.

use crate::ability::{Behavior, Queries, Query};
use crate::scenario::{Scenario, Test};
use crate::Player::{A, B};
use crate::{CardPool, DecisionKind, KeyColor, Location};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Untamed,
    )
}

/// The opponent of this card's controller cannot forge keys.
static OPPONENT_CANNOT_FORGE: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::MayForgeKeys { player, value } = q {
            if *player != g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

fn forge_blocked_for_b() -> Test {
    scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &OPPONENT_CANNOT_FORGE)
        .amber(A, 7)
        .amber(B, 7)
        .start()
}

#[test]
fn cannot_forge_keys_stops_forging_by_an_ability() {
    let mut t = forge_blocked_for_b();
    assert!(!t.g.may_forge_keys(B));
    assert!(!t.g.forge_key_paying(B, 6));
    assert_eq!((t.keys(B), t.amber(B)), (0, 7));
    assert!(t.g.forge_key_paying(A, 6), "its controller still forges");
    assert_eq!((t.keys(A), t.amber(A)), (1, 1));
}

#[test]
fn cannot_forge_keys_stops_forging_in_step_one() {
    let mut t = forge_blocked_for_b();
    t.end_turn();
    assert_eq!(t.g.active_player(), B);
    assert_eq!((t.keys(B), t.amber(B)), (0, 7));
}

/// Æmber stolen or captured from this card's controller's pool comes from
/// the common supply instead.
static POOL_TAKEN_FROM_SUPPLY: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::AmberFromSupply { player, value } = q {
            if *player == g.card(me).controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

fn supplied_pool(amber: u8) -> Test {
    scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &POOL_TAKEN_FROM_SUPPLY)
        .battleline(B, &["Troll"])
        .amber(A, amber)
        .start()
}

#[test]
fn a_steal_from_a_supplied_pool_comes_from_the_supply() {
    let mut t = supplied_pool(2);
    assert_eq!(t.g.steal(B, 1), 1, "still a steal");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
    assert_eq!(t.g.steal(B, 5), 2, "no more than the pool holds");
    assert_eq!((t.amber(A), t.amber(B)), (2, 3));
}

#[test]
fn a_capture_from_a_supplied_pool_comes_from_the_supply() {
    let mut t = supplied_pool(1);
    let troll = t.find("Troll");
    assert_eq!(t.g.capture(troll, 1), 1);
    assert_eq!(t.g.capture(troll, 1), 1, "the same Æmber again");
    assert_eq!((t.amber(A), t.amber_on("Troll")), (1, 2));
}

#[test]
fn nothing_is_taken_from_the_supply_for_an_empty_pool() {
    let mut t = supplied_pool(0);
    assert_eq!(t.g.steal(B, 1), 0);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn refilling_a_hand_draws_to_hand_size_less_chains() {
    let mut t = scenario()
        .hand(A, &["Troll"])
        .hand(B, &["Troll"])
        .chains(B, 1)
        .start();
    t.g.refill_hand(A);
    assert_eq!(t.hand_of(A).len(), 6);
    t.g.refill_hand(B);
    assert_eq!(t.hand_of(B).len(), 5, "one chain: one card fewer");
    assert_eq!(t.g.player(B).chains, 0, "and the chain is shed");
}

#[test]
fn a_random_card_of_the_archives_is_discarded() {
    let mut t = scenario().archives(B, &["Troll", "Krump"]).start();
    let c = t.g.discard_random_from_archives(B);
    assert_eq!(t.g.card(c).location, Location::Discard);
    assert_eq!(t.archives_of(B).len(), 1);
    t.g.discard_random_from_archives(B);
    assert!(
        t.g.discard_random_from_archives(B).is_none(),
        "empty archives"
    );
    assert_eq!(t.discard(B).len(), 2);
}

#[test]
fn an_exalted_creature_gets_one_amber_from_the_supply() {
    let mut t = scenario().battleline(A, &["Troll"]).amber(A, 2).start();
    let troll = t.find("Troll");
    t.g.exalt(troll);
    t.g.exalt(troll);
    assert_eq!(t.g.card(troll).amber, 2, "1 Æmber each time");
    assert_eq!(t.amber(A), 2, "from the supply, not the pool");
}

#[test]
fn a_player_is_haunted_with_ten_cards_in_their_discard_pile() {
    let nine = ["Troll"; 9];
    let t = scenario().discard(A, &nine).start();
    assert!(!t.g.is_haunted(A), "9 cards");
    let mut ten = nine.to_vec();
    ten.push("Krump");
    let t = scenario().discard(A, &ten).start();
    assert!(t.g.is_haunted(A), "10 cards");
    assert!(!t.g.is_haunted(B));
}

/// "Its controller is haunted while they have a card in their archives"
/// (a test card answering the haunted query).
static HAUNTED_WITH_ARCHIVES: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::Haunted { player, value } = q {
            if *player == g.card(me).controller && !g.player(*player).archives.is_empty() {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_card_in_play_may_make_a_player_haunted_otherwise() {
    let t = scenario()
        .behavior("Troll", &HAUNTED_WITH_ARCHIVES)
        .battleline(A, &["Troll"])
        .archives(A, &["Krump"])
        .archives(B, &["Krump"])
        .start();
    assert!(
        t.g.is_haunted(A),
        "haunted by the card, with an empty discard pile"
    );
    assert!(!t.g.is_haunted(B), "only its controller");
    let t = scenario()
        .behavior("Troll", &HAUNTED_WITH_ARCHIVES)
        .battleline(A, &["Troll"])
        .start();
    assert!(!t.g.is_haunted(A), "its condition does not hold");
}

/// A card that reads key colours (as The Red Baron does).
static READS_KEY_COLORS: Behavior = Behavior {
    reads_key_colors: true,
    ..Behavior::VANILLA
};

#[test]
fn without_a_card_that_reads_colours_keys_are_forged_red_then_blue_unasked() {
    let mut t = scenario().amber(B, 6).keys(B, 0).start();
    t.end_turn();
    assert_eq!(t.keys(B), 1, "B forged in step 1");
    assert!(t.g.key_forged(B, KeyColor::Red));
    assert_eq!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::House),
        "no colour is asked: the next decision is the house"
    );
    t.g.unforge_key(B);
    assert!(
        !t.g.key_forged(B, KeyColor::Red),
        "the key unforged is uncoloured"
    );
}

#[test]
fn with_a_card_that_reads_colours_the_forging_player_chooses_the_colour() {
    let mut t = scenario()
        .battleline(A, &["Troll"])
        .behavior("Troll", &READS_KEY_COLORS)
        .amber(B, 6)
        .keys(B, 1)
        .start();
    assert!(
        t.g.key_forged(B, KeyColor::Red),
        "a scenario's keys are red first"
    );
    t.end_turn();
    let d = t.g.decision().expect("the colour is asked");
    assert_eq!(d.player, B, "of the forging player");
    let mut choices = crate::ChoiceList::new();
    t.g.legal_choices(&mut choices);
    assert_eq!(choices.len(), 2, "blue or yellow, the unforged colours");
    t.choose_option(1);
    assert!(t.g.key_forged(B, KeyColor::Yellow));
    assert!(!t.g.key_forged(B, KeyColor::Blue));
    assert_eq!(t.keys(B), 2);
}
