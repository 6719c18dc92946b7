//! Bonus icons as abilities (a rule of the game, not a card): capture,
//! damage and discard icons need a target; an icon a card lets its player
//! resolve as another kind asks which ([`BonusIconAs`]).

use super::ability::{filter, Ability, Frame, Step, TargetSpec};
use super::ids::{CardRef, Player};
use super::question::BonusIconAs;
use super::select::Zones;
use super::state::Game;
use keysim_facts::Icons;

/// Capture icon: a friendly creature captures 1 Æmber.
pub static CAPTURE: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.target(0), 1);
    },
)];

/// Damage icon: deal 1 damage to a creature.
pub static DAMAGE: Ability = &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.deal_damage(f.target(0), 1);
})];

/// Discard icon: choose a card in your hand (of any house) and discard it;
/// nothing happens with an empty hand.
pub static DISCARD: Ability = &[Step::target(
    TargetSpec::new(crate::select::Zones::HAND, filter::any),
    |g, f| {
        g.discard_from_hand(f.target(0));
    },
)];

/// A kind of bonus icon, in the order a card's icons resolve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum BonusIcon {
    Amber,
    Capture,
    Damage,
    Draw,
    Discard,
}

impl BonusIcon {
    /// Every kind, in the order they resolve.
    pub const ALL: [BonusIcon; 5] = [
        BonusIcon::Amber,
        BonusIcon::Capture,
        BonusIcon::Damage,
        BonusIcon::Draw,
        BonusIcon::Discard,
    ];

    /// This kind's bit in a set of kinds
    /// ([`crate::question::BonusIconAs`]).
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// Resolves one bonus icon of kind `icon` of `card` for `player`.
pub(crate) fn resolve_one(g: &mut Game, card: CardRef, player: Player, icon: BonusIcon) {
    match icon {
        BonusIcon::Amber => g.gain(player, 1),
        BonusIcon::Capture => g.trigger(CAPTURE, card, player),
        BonusIcon::Damage => g.trigger(DAMAGE, card, player),
        BonusIcon::Draw => g.draw(player, 1),
        BonusIcon::Discard => g.trigger(DISCARD, card, player),
    }
}

/// Whether the player resolving an icon of kind `own` may resolve it as
/// one of kind `other` instead.
fn may_resolve_as(g: &Game, f: &Frame, own: BonusIcon, other: BonusIcon) -> bool {
    own != other && g.query(BonusIconAs(f.controller, own), own.bit()) & other.bit() != 0
}

/// The kind numbered `i` in [`BonusIcon::ALL`].
const fn kind(i: u8) -> BonusIcon {
    BonusIcon::ALL[i as usize]
}

/// "You may resolve it as an icon of kind `J` instead", for an icon of
/// kind `K`: asked only if a card allows it and no other kind was chosen.
struct InsteadAs<const K: u8, const J: u8>;

impl<const K: u8, const J: u8> InsteadAs<K, J> {
    const STEP: Step = Step::may(|g, f| {
        f.done = true;
        resolve_one(g, f.source, f.controller, kind(J));
    })
    .only_if(|g, f| !f.done && may_resolve_as(g, f, kind(K), kind(J)));
}

/// One bonus icon of kind `K` that some card lets its player resolve as
/// another kind ([`crate::question::BonusIconAs`]): each other kind
/// allowed is offered in turn ("you may resolve it as a capture icon
/// instead"); declined, the icon resolves as itself.
pub(crate) struct ResolveAs<const K: u8>;

impl<const K: u8> ResolveAs<K> {
    pub(crate) const ABILITY: Ability = &[
        InsteadAs::<K, 0>::STEP,
        InsteadAs::<K, 1>::STEP,
        InsteadAs::<K, 2>::STEP,
        InsteadAs::<K, 3>::STEP,
        InsteadAs::<K, 4>::STEP,
        Step::then(|g, f| resolve_one(g, f.source, f.controller, kind(K))).only_if(|_, f| !f.done),
    ];
}

/// The first kind of icon `icons` holds, in the order they resolve.
pub(crate) fn first_kind(icons: Icons) -> Option<BonusIcon> {
    let counts = [
        icons.amber,
        icons.capture,
        icons.damage,
        icons.draw,
        icons.discard,
    ];
    BonusIcon::ALL
        .into_iter()
        .zip(counts)
        .find(|&(_, n)| n > 0)
        .map(|(k, _)| k)
}

/// `icons` less one icon of kind `icon`.
pub(crate) fn less_one(icons: Icons, icon: BonusIcon) -> Icons {
    let mut rest = icons;
    let n = match icon {
        BonusIcon::Amber => &mut rest.amber,
        BonusIcon::Capture => &mut rest.capture,
        BonusIcon::Damage => &mut rest.damage,
        BonusIcon::Draw => &mut rest.draw,
        BonusIcon::Discard => &mut rest.discard,
    };
    *n = n.saturating_sub(1);
    rest
}

/// The ability resolving one icon of kind `icon` that may be resolved as
/// another kind.
pub(crate) fn resolve_as(icon: BonusIcon) -> Ability {
    match icon {
        BonusIcon::Amber => ResolveAs::<0>::ABILITY,
        BonusIcon::Capture => ResolveAs::<1>::ABILITY,
        BonusIcon::Damage => ResolveAs::<2>::ABILITY,
        BonusIcon::Draw => ResolveAs::<3>::ABILITY,
        BonusIcon::Discard => ResolveAs::<4>::ABILITY,
    }
}
