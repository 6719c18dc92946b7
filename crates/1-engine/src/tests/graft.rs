//! Unit tests of grafting (a card faceup beneath a card in play, seen by
//! both players) and of choosing cards grafted onto a card or in one's
//! own deck ([`Zones::GRAFTED`], [`Zones::DECK`]), on a pool where every
//! card plays as its printed facts.

use crate::ability::{filter, Behavior, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::select::{each, Zones};
use crate::Player::{A, B};
use crate::{CardPool, Location};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

#[test]
fn a_grafted_card_is_faceup_beneath_its_host_and_seen_by_both_players() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .battleline(A, &["Troll"])
        .start();
    let (anger, troll) = (t.find("Anger"), t.find("Troll"));
    assert!(!t.g.knows(B, anger), "in A's hand, unseen");
    t.g.graft(anger, troll);
    assert!(t.g.card(anger).is_grafted());
    assert_eq!(t.g.card(anger).host, troll);
    assert!(t.g.knows(B, anger), "faceup");
    assert_eq!(t.g.grafted_onto(troll).collect::<Vec<_>>(), [anger]);
    let seen = t.g.observe(B);
    let card = seen.game().card(anger);
    assert_eq!(
        card.location,
        Location::Beneath,
        "B's view keeps it in place"
    );
    assert_eq!(card.def, t.g.card(anger).def);
}

#[test]
fn a_card_put_beneath_facedown_is_not_grafted() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .battleline(A, &["Troll"])
        .start();
    let (anger, troll) = (t.find("Anger"), t.find("Troll"));
    t.g.put_beneath(anger, troll);
    assert!(!t.g.card(anger).is_grafted());
    assert!(!t.g.knows(B, anger));
    assert_eq!(t.g.grafted_onto(troll).count(), 0);
}

#[test]
fn a_grafted_card_goes_to_the_discard_pile_with_its_host_and_is_faceup_no_more() {
    let mut t = scenario()
        .battleline(A, &["Troll"])
        .grafted(A, "Anger", "Troll")
        .start();
    let (anger, troll) = (t.find("Anger"), t.find("Troll"));
    assert!(t.g.card(anger).is_grafted());
    t.g.destroy(troll);
    t.advance();
    assert_eq!(t.discard(A), ["Anger", "Troll"]);
    assert!(!t.g.card(anger).is_grafted());
}

#[test]
fn zones_grafted_selects_only_faceup_cards_beneath() {
    let t = scenario()
        .battleline(A, &["Troll"])
        .grafted(A, "Anger", "Troll")
        .beneath(A, "Punch", "Troll")
        .start();
    let grafted = each(&t.g, A, Zones::GRAFTED, |_| true);
    assert_eq!(&*grafted, [t.find("Anger")]);
}

/// Action: put a card of your deck into your hand.
static SEARCHES_DECK: Behavior = Behavior::action(&[
    Step::target(TargetSpec::new(Zones::DECK, filter::any), |g, f| {
        g.return_to_hand(f.last_target())
    }),
    Step::then(|g, f| g.shuffle_deck(f.controller)),
]);

#[test]
fn zones_deck_offers_each_card_of_your_deck_top_first() {
    let mut t = scenario()
        .artifacts(A, &["Lifeward"])
        .behavior("Lifeward", &SEARCHES_DECK)
        .deck(A, &["Anger", "Punch", "Troll"])
        .deck(B, &["Krump"])
        .start();
    let deck = each(&t.g, A, Zones::DECK, |_| true);
    let names: Vec<_> = deck.iter().map(|&c| t.g.def(c).name).collect();
    assert_eq!(names, ["Anger", "Punch", "Troll"]);
    t.g.active_house = Some(House::Dis);
    t.action("Lifeward");
    assert!(!t.is_legal(crate::Choice::Target(t.find("Krump"))));
    t.choose("Punch");
    assert_eq!(t.hand_of(A), ["Punch"]);
    assert_eq!(t.deck_of(A).len(), 2);
}

/// The crash of two real Worlds Collide decks (Infomancer, Memolith): a
/// card grafted onto a card of the opponent is public, so a world sampled
/// from the observer's view leaves it grafted where it is and deals only
/// the facedown cards beneath among the hidden hosts. The sample once took
/// it for a hidden card and dealt one card more than there were places.
#[test]
fn a_sampled_world_leaves_the_opponents_grafted_card_in_place() {
    let t = scenario()
        .battleline(B, &["Troll", "Krump"])
        .hand(B, &["Smith", "Bumpsy"])
        .grafted(B, "Anger", "Troll")
        .beneath(B, "Punch", "Krump")
        .start();
    let (anger, troll, krump) = (t.find("Anger"), t.find("Troll"), t.find("Krump"));
    let seen = t.g.observe(A);
    let mut rng = <rand_xoshiro::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(34);
    for _ in 0..20 {
        let world = seen.sample(&mut rng);
        let card = world.card(anger);
        assert_eq!(
            (card.location, card.host),
            (Location::Beneath, troll),
            "grafted, in view"
        );
        assert!(card.is_grafted());
        let facedown: Vec<_> = world
            .cards_beneath(krump)
            .filter(|&c| !world.card(c).is_grafted())
            .collect();
        assert_eq!(facedown.len(), 1, "one hidden card beneath Krump");
        assert_ne!(facedown[0], anger);
        assert_eq!(world.player(B).hand.len(), 2);
        world.check_bookkeeping().expect("a consistent world");
    }
}

#[test]
fn a_card_beneath_returns_to_its_owners_hand() {
    let mut t = scenario()
        .battleline(A, &["Troll"])
        .beneath(B, "Punch", "Troll")
        .start();
    let punch = t.find("Punch");
    t.g.return_to_hand(punch);
    assert_eq!(t.hand_of(B), ["Punch"]);
    assert!(t.beneath_of("Troll").is_empty());
    assert!(t.g.card(punch).host.is_none());
}
