//! Unit tests of the trait accessors ([`Game::has_trait`], [`Game::traits`],
//! [`Game::shares_trait`]): a trait gained ([`Query::HasTrait`]) or lost
//! ([`Query::LosesTrait`]) reads the same through each, and a loss wins
//! over a gain whichever card answers first.

use crate::ability::{Behavior, Queries, Query};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, TraitSet};
use keysim_facts::{traits, House};

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Untamed,
    )
}

/// Each enemy creature has the Beast trait.
static ENEMIES_ARE_BEASTS: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::HasTrait { card, which, value } = q {
            if *which == traits::BEAST && g.card(*card).controller != g.card(me).controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Each creature in a battleline loses the Giant trait.
static NO_GIANTS: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, _, q| {
        if let Query::LosesTrait { card, which, value } = q {
            if *which == traits::GIANT && g.in_battleline(*card) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Each creature in a battleline loses each of its traits.
static NO_TRAITS: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, _, q| {
        if let Query::LosesTrait { card, value, .. } = q {
            if g.in_battleline(*card) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn without_an_answer_every_accessor_reads_the_printed_traits() {
    let t = scenario()
        .battleline(A, &["Snufflegator", "Niffle Ape"])
        .battleline(B, &["Troll"])
        .start();
    let (gator, ape, troll) = (
        t.find("Snufflegator"),
        t.find("Niffle Ape"),
        t.find("Troll"),
    );
    assert_eq!(
        t.g.traits(ape),
        TraitSet::of(&[traits::BEAST, traits::NIFFLE])
    );
    assert_eq!(t.g.traits(ape).len(), 2);
    assert!(t.g.has_trait(ape, traits::NIFFLE));
    assert!(t.g.shares_trait(gator, ape), "both Beasts");
    assert!(!t.g.shares_trait(gator, troll));
}

#[test]
fn a_gained_trait_is_read_by_every_accessor() {
    let t = scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &ENEMIES_ARE_BEASTS)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Troll"])
        .start();
    let (gator, troll) = (t.find("Snufflegator"), t.find("Troll"));
    assert!(t.g.has_trait(troll, traits::BEAST));
    assert_eq!(
        t.g.traits(troll),
        TraitSet::of(&[traits::GIANT, traits::BEAST])
    );
    assert_eq!(t.g.traits(troll).len(), 2, "its printed Giant and Beast");
    assert!(t.g.shares_trait(troll, gator), "a Beast now");
    assert!(t.g.shares_trait(gator, troll));
}

#[test]
fn a_lost_trait_is_read_by_every_accessor() {
    let t = scenario()
        .artifacts(A, &["Safe Place"])
        .behavior("Safe Place", &NO_GIANTS)
        .battleline(A, &["Krump", "Niffle Ape"])
        .battleline(B, &["Troll"])
        .start();
    let (krump, ape, troll) = (t.find("Krump"), t.find("Niffle Ape"), t.find("Troll"));
    assert!(!t.g.has_trait(troll, traits::GIANT));
    assert!(t.g.traits(troll).is_empty());
    assert_eq!(t.g.traits(troll).len(), 0);
    assert!(!t.g.shares_trait(krump, troll), "neither is a Giant now");
    assert_eq!(
        t.g.traits(ape),
        TraitSet::of(&[traits::BEAST, traits::NIFFLE]),
        "other traits kept"
    );
}

#[test]
fn a_loss_wins_over_a_gain_whichever_card_answers_first() {
    for (first, second) in [
        (&ENEMIES_ARE_BEASTS, &NO_TRAITS),
        (&NO_TRAITS, &ENEMIES_ARE_BEASTS),
    ] {
        let t = scenario()
            .artifacts(A, &["Safe Place", "Round Table"])
            .behavior("Safe Place", first)
            .behavior("Round Table", second)
            .battleline(A, &["Snufflegator"])
            .battleline(B, &["Troll"])
            .start();
        let (gator, troll) = (t.find("Snufflegator"), t.find("Troll"));
        assert!(!t.g.has_trait(troll, traits::BEAST), "gained, then lost");
        assert!(!t.g.has_trait(troll, traits::GIANT), "printed, then lost");
        assert!(t.g.traits(troll).is_empty());
        assert!(!t.g.shares_trait(troll, gator));
        assert!(
            t.g.has_trait(t.find("Round Table"), traits::LOCATION),
            "an artifact keeps its traits"
        );
    }
}
