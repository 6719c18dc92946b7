//! Bonus icons as abilities (a rule of the game, not a card): capture,
//! damage and discard icons need a target.

use super::ability::{filter, Ability, DamageSource, Step, TargetSpec};
use super::select::Zones;

/// Capture icon: a friendly creature captures 1 Æmber.
pub static CAPTURE: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.target(0), 1);
    },
)];

/// Damage icon: deal 1 damage to a creature, dealt by the icon
/// ([`DamageSource::BonusIcon`]).
pub static DAMAGE: Ability = &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.deal_damage_by(f.target(0), 1, DamageSource::BonusIcon);
})];

/// Discard icon: choose a card in your hand (of any house) and discard it;
/// nothing happens with an empty hand.
pub static DISCARD: Ability = &[Step::target(
    TargetSpec::new(crate::select::Zones::HAND, filter::any),
    |g, f| {
        g.discard_from_hand(f.target(0));
    },
)];
