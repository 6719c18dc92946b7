//! Tests of [`Game::attach_as_upgrade`](crate::Game::attach_as_upgrade):
//! a card being played attaches itself to a creature or an artifact as an
//! upgrade, and leaves play with it.

use crate::ability::{filter, Behavior, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::select::Zones;
use crate::Player::A;
use crate::{CardPool, Location};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Sanctum,
    )
}

/// A test card: "Play: attach this card to a creature or an artifact as an
/// upgrade."
static ATTACHES_ITSELF: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::IN_PLAY, filter::any),
    |g, f| {
        g.attach_as_upgrade(f.source, f.last_target());
    },
)]);

#[test]
fn a_played_action_attached_to_an_artifact_stays_until_the_artifact_leaves() {
    let mut t = scenario()
        .behavior("Virtuous Works", &ATTACHES_ITSELF)
        .hand(A, &["Virtuous Works"])
        .artifacts(A, &["Gauntlet of Command"])
        .start();
    t.play("Virtuous Works");
    let works = t.find("Virtuous Works");
    let gauntlet = t.find("Gauntlet of Command");
    assert_eq!(t.location("Virtuous Works"), Location::Attached);
    assert_eq!(t.g.card(works).host, gauntlet);
    assert!(t.discard(A).is_empty(), "not discarded once played");
    t.g.destroy(gauntlet);
    t.advance();
    assert_eq!(t.discard(A), ["Virtuous Works", "Gauntlet of Command"]);
}

#[test]
fn a_played_action_attached_to_a_creature_goes_with_it() {
    let mut t = scenario()
        .behavior("Virtuous Works", &ATTACHES_ITSELF)
        .hand(A, &["Virtuous Works"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Virtuous Works");
    assert_eq!(t.location("Virtuous Works"), Location::Attached);
    let troll = t.find("Troll");
    t.g.return_to_hand(troll);
    t.advance();
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Virtuous Works"]);
}

#[test]
fn a_card_not_being_played_is_not_attached() {
    let mut t = scenario()
        .hand(A, &["Virtuous Works"])
        .battleline(A, &["Troll"])
        .start();
    let (works, troll) = (t.find("Virtuous Works"), t.find("Troll"));
    assert!(!t.g.attach_as_upgrade(works, troll));
    assert_eq!(t.hand_of(A), ["Virtuous Works"]);
}
