//! Bonus icons as abilities (a rule of the game, not a card): capture,
//! damage and discard icons need a target, and an icon a card lets its
//! player resolve as another asks which ([`RESOLVE_AS`]).

use super::ability::{filter, Ability, DamageSource, Frame, Param, Step, TargetSpec};
use super::question::BonusIconAs;
use super::select::Zones;
use super::state::Game;

/// What a bonus icon may be resolved as: the five kinds of icons, a
/// steal of 1 Æmber (Scrivener Favian's "steal 1 instead" of a capture)
/// and a token creature made (Whimsical Conjuror's "make a token creature
/// instead" of an Æmber icon).
/// [`BonusIconAs`] answers with a bit per effect (`1 << effect as u8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum BonusEffect {
    Amber,
    Capture,
    Damage,
    Draw,
    Discard,
    Steal,
    Token,
}

impl BonusEffect {
    /// Every effect, in the order an icon resolves and [`RESOLVE_AS`]
    /// offers them.
    pub const ALL: [BonusEffect; 7] = [
        BonusEffect::Amber,
        BonusEffect::Capture,
        BonusEffect::Damage,
        BonusEffect::Draw,
        BonusEffect::Discard,
        BonusEffect::Steal,
        BonusEffect::Token,
    ];

    /// This effect's bit in a [`BonusIconAs`] answer.
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The effect numbered `n` (`effect as u8`); a token past the end.
    pub const fn from_index(n: u8) -> BonusEffect {
        match n {
            0 => BonusEffect::Amber,
            1 => BonusEffect::Capture,
            2 => BonusEffect::Damage,
            3 => BonusEffect::Draw,
            4 => BonusEffect::Discard,
            5 => BonusEffect::Steal,
            _ => BonusEffect::Token,
        }
    }
}

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

/// One bonus icon its player may resolve as something else
/// ([`BonusIconAs`]): the icon's kind is [`Frame::count`]
/// (`BonusEffect as u8`). For each other effect offered, in order, the
/// player may switch to it (the effect switched to is asked about in
/// turn); then the icon resolves as the effect chosen.
pub static RESOLVE_AS: Ability = &[
    offer(BonusEffect::Amber),
    offer(BonusEffect::Capture),
    offer(BonusEffect::Damage),
    offer(BonusEffect::Draw),
    offer(BonusEffect::Discard),
    offer(BonusEffect::Steal),
    offer(BonusEffect::Token),
    Step::then(resolve_as_chosen),
];

/// "You may resolve it as `effect` instead", asked only when the icon's
/// current effect may become `effect`.
const fn offer(effect: BonusEffect) -> Step {
    Step::may(|_, f| f.count = f.param().number() as u8)
        .with(Param::Number(effect as u32))
        .only_if(offered)
}

/// Whether the step's effect is offered for the icon as it stands.
fn offered(g: &Game, f: &Frame) -> bool {
    let effect = BonusEffect::from_index(f.param().number() as u8);
    let current = BonusEffect::from_index(f.count);
    effect != current
        && g.query(BonusIconAs(f.controller, current), current.bit()) & effect.bit() != 0
}

/// Resolves the icon as the effect in [`Frame::count`].
fn resolve_as_chosen(g: &mut Game, f: &mut Frame) {
    match BonusEffect::from_index(f.count) {
        BonusEffect::Amber => g.gain(f.controller, 1),
        BonusEffect::Capture => g.trigger(CAPTURE, f.source, f.controller),
        BonusEffect::Damage => g.trigger(DAMAGE, f.source, f.controller),
        BonusEffect::Draw => g.draw(f.controller, 1),
        BonusEffect::Discard => g.trigger(DISCARD, f.source, f.controller),
        BonusEffect::Steal => {
            g.steal(f.controller, 1);
        }
        BonusEffect::Token => g.make_tokens_for(f.controller, 1, f.source),
    }
}
