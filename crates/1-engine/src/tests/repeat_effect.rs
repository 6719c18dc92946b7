//! Unit tests of "repeat the preceding effect" ([`Step::repeat`]): the
//! effect resolves again, as a separate effect, its choices asked again.

use crate::ability::{Behavior, Step, TargetSpec};
use crate::scenario::Scenario;
use crate::Player::{A, B};
use crate::{CardPool, Choice};
use keysim_facts::House;

fn scenario() -> Scenario {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    Scenario::new(
        POOL.get_or_init(|| CardPool::from_lookup(|_| None)),
        House::Brobnar,
    )
}

/// 1 damage to a creature.
const ONE_DAMAGE: Step = Step::deal_damage(TargetSpec::ANY_CREATURE, 1);

/// Play: 1 damage to a creature; repeat the preceding effect.
static STRIKE_TWICE: Behavior = Behavior::play(&[ONE_DAMAGE, Step::repeat(&[ONE_DAMAGE])]);

#[test]
fn a_repeated_effect_asks_its_target_again() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .behavior("Anger", &STRIKE_TWICE)
        .battleline(B, &["Bumpsy", "Valdr"])
        .start();
    t.play("Anger");
    t.choose("Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 1, "the first effect resolved alone");
    assert!(
        t.is_legal(Choice::Target(t.find("Bumpsy"))),
        "the same again"
    );
    t.choose("Valdr");
    assert_eq!((t.damage("Bumpsy"), t.damage("Valdr")), (1, 1));
}

#[test]
fn a_repeated_effect_may_choose_the_same_target() {
    let mut t = scenario()
        .hand(A, &["Anger"])
        .behavior("Anger", &STRIKE_TWICE)
        .battleline(B, &["Bumpsy", "Valdr"])
        .start();
    t.play("Anger");
    t.choose("Bumpsy");
    t.choose("Bumpsy");
    assert_eq!((t.damage("Bumpsy"), t.damage("Valdr")), (2, 0));
}
