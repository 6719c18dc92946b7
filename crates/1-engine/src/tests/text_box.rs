//! Tests of a card gaining another card's text box for a turn
//! ([`crate::text_box`]): abilities, constant abilities, reactions and
//! keywords, not power.

use crate::ability::{Behavior, Events, Queries, Reach, Step};
use crate::question::Query;
use crate::scenario::{Scenario, Test};
use crate::text_box::GAINS_TEXT_BOX;
use crate::Player::A;
use crate::{CardPool, Event, Expiry};
use keysim_facts::{House, Keywords};

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A test card whose lasting effects give text boxes.
static GIVES_TEXT_BOXES: Behavior = GAINS_TEXT_BOX;

/// A test card: "Reap: gain 2".
static REAP_GAIN_TWO: Behavior = Behavior::reap(&[Step::gain(2)]);

/// A test card: "This creature gets +2 power".
static TWO_MORE_POWER: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    modify: Some(|_, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A test card: "Each time this creature is used, gain 1".
static USED_GAIN_ONE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Used { card, player } = ev {
            if card == me {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::USED,
    ..Behavior::VANILLA
};

/// Krump gains `from`'s text box for the turn, from the Safe Place in play.
fn krump_gains(t: &mut Test, from: &str) {
    let (source, krump, from) = (t.find("Safe Place"), t.find("Krump"), t.find(from));
    t.g.gain_text_box(source, A, krump, from, Expiry::EndOfTurn);
}

fn scenario(neighbor: &str) -> Scenario {
    Scenario::new(vanilla_pool(), House::Brobnar)
        .behavior("Safe Place", &GIVES_TEXT_BOXES)
        .artifacts(A, &["Safe Place"])
        .battleline(A, &["Krump", neighbor])
}

#[test]
fn a_gained_text_box_gives_its_reap_ability() {
    let mut t = scenario("Troll").behavior("Troll", &REAP_GAIN_TWO).start();
    krump_gains(&mut t, "Troll");
    t.reap("Krump");
    assert_eq!(t.amber(A), 1 + 2, "the reap, then Troll's ability");
}

#[test]
fn a_gained_text_box_gives_its_constant_abilities_but_not_its_power() {
    let mut t = scenario("Troll").behavior("Troll", &TWO_MORE_POWER).start();
    let (krump, troll) = (t.power("Krump"), t.power("Troll"));
    krump_gains(&mut t, "Troll");
    assert_eq!(t.power("Krump"), krump + 2, "Krump's own power, +2");
    assert_eq!(t.power("Troll"), troll, "Troll keeps its own");
}

#[test]
fn a_gained_text_box_gives_its_reactions() {
    let mut t = scenario("Troll").behavior("Troll", &USED_GAIN_ONE).start();
    krump_gains(&mut t, "Troll");
    t.reap("Krump");
    assert_eq!(
        t.amber(A),
        1 + 1,
        "the reap, then the reaction to Krump's use"
    );
}

#[test]
fn a_gained_text_box_gives_its_keywords_until_the_end_of_the_turn() {
    let mut t = scenario("Looter Goblin").start();
    let krump = t.find("Krump");
    krump_gains(&mut t, "Looter Goblin");
    assert!(t.g.keywords(krump).contains(Keywords::ELUSIVE));
    t.end_turn();
    assert!(
        !t.g.keywords(krump).contains(Keywords::ELUSIVE),
        "for the turn only"
    );
}

/// A test card: "Each time this creature is used, its controller gains
/// 1" (reading its own controller, as most reactions do).
static USED_CONTROLLER_GAINS_ONE: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::Used { card, .. } = ev {
            if card == me {
                g.gain(mine, 1);
            }
        }
    }),
    hears: Events::USED,
    ..Behavior::VANILLA
};

#[test]
fn another_lasting_effect_of_the_source_gives_no_text_box() {
    // The source's behaviour carries the text-box fields for every lasting
    // effect it creates; one naming no gaining card (an ability it gained
    // created it) reacts to nothing and grants nothing.
    let mut t = scenario("Troll")
        .behavior("Troll", &USED_CONTROLLER_GAINS_ONE)
        .start();
    let (source, troll) = (t.find("Safe Place"), t.find("Troll"));
    t.g.add_lasting_with(source, A, Expiry::EndOfTurn, crate::CardRef::NONE, troll.0);
    t.reap("Krump");
    t.reap("Troll");
    assert_eq!(t.amber(A), 2 + 1, "two reaps and Troll's own reaction only");
}
