//! A card in play considered as another type.
//!
//! An artifact animated by an upgrade (Animating Force): the upgrade enters
//! play attached to an artifact ([`Behavior::attaches_to_artifact`]), and
//! its play puts the artifact on a flank of its player's battleline, where
//! it is a creature for as long as the upgrade stays attached
//! ([`Game::animate_host`]). The upgrade's own constant ability gives the
//! creature its power and keywords. When the upgrade leaves play, its card
//! is an artifact again: it goes back to its controller's artifacts (the
//! rules say nothing of a type change; we read it as Animator's ruling:
//! still in play, under the same control, ready or exhausted as it was,
//! with its counters and other upgrades, without the damage it had as a
//! creature). The upgrade moved to another creature ([`Game::move_upgrade`])
//! leaves its host the same way: the animation is its Play: ability's, on
//! "this artifact" it was played on, and it ends once the upgrade is no
//! longer attached to that artifact; the new host, always a creature in a
//! battleline, gains nothing from it (its power and keywords are given
//! only while animating). When the animated card leaves play it goes to
//! its owner's discard pile and its upgrades to theirs, as any card in play.
//!
//! A creature considered an artifact (De-Animator): while a card with
//! [`Behavior::mineralized_are_artifacts`] is in play, each card with a
//! mineralize counter on it ([`Game::mineralize`]) is an artifact. A
//! creature that becomes one leaves the battleline for its controller's
//! artifacts (the battleline closes up), still in play with its counters,
//! status, Æmber and upgrades, without its damage (as above); an effect on
//! "each creature" no longer reaches it, one on "an artifact" does. When
//! the last such card leaves play, each mineralized card that is a creature
//! by type goes back to a flank of its controller's battleline, chosen by
//! that controller ([`RETURN_MINERALIZED`]), still with its counters. A
//! card leaving play loses its mineralize counter, as every counter. A
//! gigantic creature (two cards in play as one) stays in the battleline:
//! its halves are never apart in play.
//!
//! [`Behavior::attaches_to_artifact`]: crate::Behavior::attaches_to_artifact
//! [`Behavior::mineralized_are_artifacts`]: crate::Behavior::mineralized_are_artifacts

use super::ability::{Ability, Step};
use super::control::FLANKS;
use super::ids::{CardRef, Flank, Player};
use super::resolve::ChoiceSink;
use super::state::{CardFacts, Game, Location};
use super::{Choice, Frame};

impl Game {
    /// Whether card `c` is an upgrade that enters play attached to an
    /// artifact ([`Behavior::attaches_to_artifact`](crate::Behavior::attaches_to_artifact)).
    #[inline]
    pub(crate) fn attaches_to_artifact(&self, c: CardRef) -> bool {
        self.facts.has(c, CardFacts::PLAY_CONDITION) && self.behavior(c).attaches_to_artifact
    }

    /// Whether an artifact is in play (on either side).
    pub(crate) fn artifact_in_play(&self) -> bool {
        Player::BOTH
            .iter()
            .any(|&p| !self.player(p).artifacts.is_empty())
    }

    /// The artifacts an upgrade that attaches to an artifact may be
    /// attached to: every artifact in play, the active player's first.
    pub(super) fn artifact_hosts(&self, out: &mut impl ChoiceSink) {
        for p in [self.active, self.active.opponent()] {
            for c in self.player(p).artifacts.iter() {
                out.push(Choice::Target(c));
            }
        }
    }

    /// "Take control of this artifact and put it on a flank of your
    /// battleline as a creature": `upgrade`'s host, an artifact in play,
    /// comes under `player`'s control and goes to `flank` of their
    /// battleline, where it is a creature while `upgrade` stays attached
    /// to it ([`Game::is_animating`]). Returns whether it did: not when
    /// `upgrade` is no longer attached or its host is not among the
    /// artifacts.
    pub fn animate_host(&mut self, upgrade: CardRef, player: Player, flank: Flank) -> bool {
        if upgrade.is_none() || self.card(upgrade).location != Location::Attached {
            return false;
        }
        let host = self.card(upgrade).host;
        if self.card(host).location != Location::Artifacts {
            return false;
        }
        self.take_control(host, player, flank);
        // A creature from now: its power is the upgrade's to say as it
        // enters the battleline.
        self.animating |= 1u128 << upgrade.0;
        self.move_artifact_to_battleline(host, flank);
        true
    }

    /// Whether `upgrade` is animating the artifact it is attached to
    /// ([`Game::animate_host`]).
    #[inline]
    pub fn is_animating(&self, upgrade: CardRef) -> bool {
        upgrade.is_some() && self.animating & (1u128 << upgrade.0) != 0
    }

    /// Whether card `c` is a creature by an upgrade that animates it.
    pub fn is_animated(&self, c: CardRef) -> bool {
        let mut bits = self.animating;
        while bits != 0 {
            let u = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            if self.card(u).host == c {
                return true;
            }
        }
        false
    }

    /// Card `c`, attached to `host` if an upgrade, has left play: it loses
    /// its mineralize counter, and if it animated `host`, `host` is an
    /// artifact again ([`Game::end_animation`]).
    #[inline(never)]
    pub(super) fn forget_type_change(&mut self, c: CardRef, host: CardRef) {
        self.mineralized &= !(1u128 << c.0);
        self.end_animation(c, host);
    }

    /// Upgrade `upgrade` no longer animates `host`, the artifact it was
    /// attached to (it left play, or was moved to another creature,
    /// [`Game::move_upgrade`]): `host` is an artifact again (unless a
    /// creature card, or another upgrade still animates it) and goes back
    /// among its controller's artifacts. Nothing if `upgrade` was not
    /// animating.
    pub(super) fn end_animation(&mut self, upgrade: CardRef, host: CardRef) {
        let bit = 1u128 << upgrade.0;
        if self.animating & bit == 0 {
            return;
        }
        self.animating &= !bit;
        if host.is_some() && !self.is_creature_card(host) && !self.is_animated(host) {
            self.move_battleline_artifact_to_artifacts(host);
        }
    }

    /// Puts a mineralize counter on creature `c` ("put a mineralize
    /// counter on a creature", De-Animator): while a card that makes such
    /// cards artifacts is in play, it becomes one at once. Nothing for a
    /// card out of the battleline.
    pub fn mineralize(&mut self, c: CardRef) {
        if !self.in_battleline(c) {
            return;
        }
        self.mineralized |= 1u128 << c.0;
        if self.mineralized_are_artifacts() {
            self.creature_becomes_artifact(c);
        }
    }

    /// Whether card `c` has a mineralize counter on it. (No card counts
    /// them or removes one: the engine keeps whether, not how many.)
    #[inline]
    pub fn is_mineralized(&self, c: CardRef) -> bool {
        c.is_some() && self.mineralized & (1u128 << c.0) != 0
    }

    /// Whether a card in play makes the mineralized cards artifacts
    /// ([`Behavior::mineralized_are_artifacts`](crate::Behavior::mineralized_are_artifacts)).
    pub fn mineralized_are_artifacts(&self) -> bool {
        Player::BOTH.iter().any(|&p| {
            let ps = self.player(p);
            ps.battleline
                .iter()
                .chain(ps.artifacts.iter())
                .any(|c| self.behavior(c).mineralized_are_artifacts)
        })
    }

    /// Each mineralized creature becomes an artifact (a card that makes
    /// them so has entered play).
    pub fn mineralized_become_artifacts(&mut self) {
        let mut bits = self.mineralized;
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            self.creature_becomes_artifact(c);
        }
    }

    /// Creature `c` leaves its controller's battleline for their
    /// artifacts, staying in play, without its damage.
    fn creature_becomes_artifact(&mut self, c: CardRef) {
        if !self.in_battleline(c) || self.card(c).host.is_some() {
            // Not a creature now, or a gigantic creature's half.
            return;
        }
        self.card_mut(c).damage = 0;
        let p = self.card(c).controller;
        self.put(c, Location::Artifacts, p, super::moves::Place::Top);
        // Neighbors changed: constant abilities may read them.
        self.power_dirty = true;
    }

    /// Whether mineralized card `c`, among the artifacts, is a creature
    /// again now that no card makes it an artifact.
    fn creature_again(&self, c: CardRef) -> bool {
        self.card(c).location == Location::Artifacts
            && (self.is_creature_card(c) || self.is_animated(c))
            && !self.mineralized_are_artifacts()
    }

    /// Checks the type changes ([`Game::check_bookkeeping`]): each
    /// animating upgrade is attached, each mineralized card is in play,
    /// and a creature card among the artifacts is mineralized.
    pub(super) fn check_type_changes(&self) -> Result<(), String> {
        if self.animating & !self.attached != 0 {
            return Err(format!(
                "animating upgrades {:#x} are not all attached ({:#x})",
                self.animating, self.attached
            ));
        }
        for p in Player::BOTH {
            let ps = self.player(p);
            for c in ps.artifacts.iter() {
                if self.is_creature_card(c) && !self.is_mineralized(c) {
                    return Err(format!(
                        "creature card {} is among the artifacts, not mineralized",
                        c.0
                    ));
                }
            }
        }
        let mut bits = self.mineralized;
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            if !matches!(
                self.card(c).location,
                Location::Battleline | Location::Artifacts
            ) {
                return Err(format!("mineralized card {} is not in play", c.0));
            }
        }
        Ok(())
    }
}

/// Mineralized card `f.subject` goes back to the flank `f.option` names
/// (0 the left) of its controller's battleline.
fn back_to_flank(g: &mut Game, f: &mut Frame) {
    let flank = if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    };
    if g.creature_again(f.subject) {
        g.move_artifact_to_battleline(f.subject, flank);
    }
}

/// A mineralized card, a creature again, goes back to its controller's
/// battleline: on the flank they choose, at once when it is empty.
const BACK_TO_BATTLELINE: Ability = &[
    Step::then(back_to_flank).only_if(|g, f| g.creatures(f.controller).is_empty()),
    Step::choose_one(FLANKS, back_to_flank)
        .only_if(|g, f| g.creature_again(f.subject) && !g.creatures(f.controller).is_empty()),
];

/// Leaves play (of a card with
/// [`Behavior::mineralized_are_artifacts`](crate::Behavior::mineralized_are_artifacts)):
/// if no other such card is in play, each mineralized creature card
/// among the artifacts goes back to its controller's battleline, each
/// controller choosing the flank (the active player's cards first).
pub const RETURN_MINERALIZED: Ability = &[Step::then(|g, f| {
    let mut back = [CardRef::NONE; crate::MAX_CARDS];
    let mut n = 0;
    // Queued last resolves first: the opponent's are queued first.
    for p in [g.active_player().opponent(), g.active_player()] {
        for c in g.player(p).artifacts.iter().rev() {
            if g.is_mineralized(c) && g.creature_again(c) {
                back[n] = c;
                n += 1;
            }
        }
    }
    for &c in &back[..n] {
        let controller = g.card(c).controller;
        g.trigger_about(BACK_TO_BATTLELINE, f.source, controller, c);
    }
})];
