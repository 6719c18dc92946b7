//! Unit tests of [`Event::Damaged`]: damage a creature was dealt, after
//! armor and wards, and what dealt it ([`DamageSource`]): a fight, a damage
//! bonus icon or anything else.

use crate::ability::{Behavior, DamageSource, Event, Events};
use crate::scenario::{Scenario, Test};
use crate::CardPool;
use crate::Player::{A, B};
use keysim_facts::{House, Icons};

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

/// A witness: after a creature is dealt damage in a fight, A gains that
/// much; by a damage bonus icon, B does; by anything else, nobody.
static WITNESS: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Damaged { amount, by, .. } = ev {
            match by {
                DamageSource::Fight => g.gain(A, amount as u32),
                DamageSource::BonusIcon => g.gain(B, amount as u32),
                DamageSource::Other => {}
            }
        }
    }),
    hears: Events::DAMAGED,
    ..Behavior::VANILLA
};

/// The board of `s`, with a witness (an artifact of B's).
fn witnessed(s: Scenario) -> Test {
    s.artifacts(B, &["Gorm of Omm"])
        .behavior("Gorm of Omm", &WITNESS)
        .start()
}

#[test]
fn fight_damage_is_reported_for_both_creatures_as_fight_damage() {
    let mut t = witnessed(
        Scenario::new(vanilla_pool(), House::Brobnar)
            .battleline(A, &["Troll"])
            .battleline(B, &["Krump"]),
    );
    t.fight("Troll", "Krump");
    assert_eq!(t.discard(B), ["Krump"]);
    assert_eq!(t.amber(A), 14, "8 to Krump and 6 to Troll");
    assert_eq!(t.amber(B), 0);
}

#[test]
fn damage_bonus_icon_damage_is_reported_as_dealt_by_the_icon() {
    let mut t = witnessed(
        Scenario::new(vanilla_pool(), House::Brobnar)
            .hand(A, &["Punch"])
            .battleline(B, &["Krump"]),
    );
    t.set_icons(
        "Punch",
        Icons {
            damage: 1,
            ..Icons::NONE
        },
    );
    t.play("Punch");
    assert_eq!(t.damage("Krump"), 1);
    assert_eq!(t.amber(B), 1, "dealt by the icon");
    assert_eq!(t.amber(A), 1, "only Punch's printed Æmber");
}

#[test]
fn damage_dealt_otherwise_is_reported_as_other_damage() {
    let mut t = witnessed(Scenario::new(vanilla_pool(), House::Brobnar).battleline(B, &["Krump"]));
    let krump = t.find("Krump");
    t.g.deal_damage(krump, 2);
    t.advance();
    assert_eq!(t.damage("Krump"), 2);
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
}

#[test]
fn only_the_damage_armor_and_wards_let_through_is_reported() {
    let mut t = witnessed(
        Scenario::new(vanilla_pool(), House::Brobnar).battleline(B, &["Champion Anaphiel"]),
    );
    let champion = t.find("Champion Anaphiel");
    t.g.deal_damage_by(champion, 1, DamageSource::BonusIcon);
    t.advance();
    assert_eq!(t.amber(B), 0, "its 1 armor took it all: nothing dealt");
    t.set_ward("Champion Anaphiel");
    t.g.deal_damage_by(champion, 3, DamageSource::BonusIcon);
    t.advance();
    assert_eq!(t.amber(B), 0, "the ward was removed instead");
    t.g.deal_damage_by(champion, 3, DamageSource::BonusIcon);
    t.advance();
    assert_eq!(t.damage("Champion Anaphiel"), 3);
    assert_eq!(t.amber(B), 3);
}
