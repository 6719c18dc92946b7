//! Using cards: reaping, fighting, Action:, Omni:, removing a stun.

use super::ability::{Event, QueryClass};
use super::choice::Choice;
use super::history::bump;
use super::ids::{CardRef, Player};
use super::question::{CanReap, UseCost};
use super::state::{flag, Game, Location, Task};

/// Emits [`Event::Reaped`] for the ability's source, reaped by the
/// ability's controller.
static ANNOUNCE_REAP: &[super::ability::Step] = &[super::ability::Step::then(|g, f| {
    g.emit(Event::Reaped {
        creature: f.source,
        controller: f.controller,
    });
    if g.turn_history.first_reaper == Some(f.source) {
        g.turn_history.first_reap_heard = true;
    }
})];

impl Game {
    /// Whether the reap [`Event::Reaped`] announces for `creature` is the
    /// first reap of the turn ("after a creature reaps, if it is the first
    /// time a creature has reaped this turn"): `creature` reaped first, and
    /// that reap was not announced before (a second reap of the same
    /// creature is not the first; a reap made by its Reap: ability, though
    /// announced before, is not either).
    pub fn is_first_reap(&self, creature: CardRef) -> bool {
        self.turn_history.first_reaper == Some(creature) && !self.turn_history.first_reap_heard
    }

    /// Whether card `c` was used this turn (reaped, fought, Action:,
    /// Omni:, removed a stun, or used by an ability), wherever it is now.
    pub fn used_this_turn(&self, c: CardRef) -> bool {
        c.is_some() && self.used & (1u128 << c.0) != 0
    }

    /// Whether card `c` was used this turn while it was a creature ("if
    /// you used a creature this turn"): a mineralized creature used as an
    /// artifact (De-Animator) was not, an animated artifact (Animating
    /// Force) was, whatever either is now.
    pub fn used_as_creature_this_turn(&self, c: CardRef) -> bool {
        c.is_some() && self.turn_history.used_as_creatures & (1u128 << c.0) != 0
    }

    /// The cards used this turn ([`Game::used_this_turn`]), in card table
    /// order.
    pub fn cards_used_this_turn(&self) -> impl Iterator<Item = CardRef> + '_ {
        let mut bits = self.used;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let c = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                c
            })
        })
    }

    /// How many times card `c` was used this turn.
    pub fn uses_this_turn(&self, c: CardRef) -> u8 {
        if self.used_this_turn(c) {
            self.card(c).uses
        } else {
            0
        }
    }

    /// Uses a card as the choice says (reap, fight, action, omni, remove
    /// stun), counting it for the rule of six.
    pub(super) fn use_card(&mut self, how: Choice) {
        self.turn_history.step_acted = true;
        if let Choice::RemoveStun(c)
        | Choice::Reap(c)
        | Choice::Fight(c)
        | Choice::Action(c)
        | Choice::Omni(c) = how
        {
            self.used |= 1u128 << c.0;
            let card = self.card_mut(c);
            card.uses = card.uses.saturating_add(1);
            let p = card.controller;
            // Counted by its type now: a creature is in a battleline.
            let bit = 1u128 << c.0;
            if self.in_battleline(c) && self.turn_history.used_as_creatures & bit == 0 {
                self.turn_history.used_as_creatures |= bit;
                bump(&mut self.turn_history.creatures_used);
            }
            let mut costly = false;
            if self.answered(QueryClass::Permissions) {
                let cost = self.query(UseCost(p, c), 0);
                self.steal(p.opponent(), cost);
                costly = self.has_cost_to_use(c);
            }
            self.emit(Event::Used { card: c, player: p });
            if costly {
                return self.pay_to_use(c, p, how);
            }
        }
        self.perform_use(how);
    }

    /// The use itself, once it is counted and announced (and its cost
    /// paid, [`crate::use_cost`]): exhausting, reaping, fighting, ...
    #[inline(always)]
    pub(super) fn perform_use(&mut self, how: Choice) {
        match how {
            Choice::RemoveStun(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                self.card_mut(c).set(flag::STUNNED, false);
            }
            Choice::Reap(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                let p = self.card(c).controller;
                if self.gain_from_reap(p) {
                    self.emit(Event::GainedByReaping {
                        player: p,
                        creature: c,
                    });
                }
                bump(&mut self.turn_history.reaps);
                self.turn_history.first_reaper.get_or_insert(c);
                // "After a creature reaps" is heard once its own Reap:
                // abilities resolved, so a Reap: ability it gains while they
                // resolve still counts for this reap (the FAQ ruling on Nexus
                // using Spectral Tunneler).
                self.push_task(Task::Ability(super::ability::Frame::new(
                    ANNOUNCE_REAP,
                    c,
                    p,
                )));
                self.trigger_own(c, p, |b| b.reap);
            }
            Choice::Fight(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                self.push_task(Task::Fight {
                    attacker: c,
                    defender: CardRef::NONE,
                    stage: 0,
                    controller: self.card(c).controller,
                    redirect: CardRef::NONE,
                    enraged: self.card(c).is_enraged(),
                });
            }
            Choice::Action(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                let p = self.card(c).controller;
                self.trigger_own(c, p, |b| b.action);
            }
            Choice::Omni(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                let p = self.card(c).controller;
                self.trigger_own(c, p, |b| b.omni);
            }
            _ => {}
        }
    }

    /// "Ready and fight with" a creature (from an ability): nothing for no
    /// card or a card out of the battleline.
    pub fn ready_and_fight(&mut self, c: CardRef) {
        if c.is_some() && self.in_battleline(c) {
            self.ready(c);
            self.fight_with(c);
        }
    }

    /// "Fight with" a creature (from an ability): if it is stunned, it is
    /// exhausted and loses its stun instead; if it is exhausted or has
    /// nothing to fight, nothing happens.
    pub fn fight_with(&mut self, c: CardRef) {
        if !self.in_battleline(c) || self.card(c).is_exhausted() || !self.may_use(c) {
            return;
        }
        if self.card(c).is_stunned() {
            self.use_card(Choice::RemoveStun(c));
        } else if self.can_fight(c) {
            self.use_card(Choice::Fight(c));
        }
    }

    /// "Reap with" a creature (from an ability): if it is stunned, it is
    /// exhausted and loses its stun instead; if it is exhausted, cannot be
    /// used or cannot reap, nothing happens. The ability names the reap, so
    /// an enraged creature reaps (and stays enraged: the FAQ ruling on
    /// Ghosthawk).
    pub fn reap_with(&mut self, c: CardRef) {
        if !self.in_battleline(c) || self.card(c).is_exhausted() || !self.may_use(c) {
            return;
        }
        if self.card(c).is_stunned() {
            self.use_card(Choice::RemoveStun(c));
        } else if self.query(CanReap(c), true) {
            self.use_card(Choice::Reap(c));
        }
    }

    /// "Use an artifact as if it were yours": `p` uses artifact `c`,
    /// whoever controls it (its Action: ability, or else its Omni:), with
    /// `p` as the ability's controller. Returns false (nothing happens) if
    /// it is not a ready artifact in play with such an ability.
    pub fn use_artifact_as_yours(&mut self, c: CardRef, p: Player) -> bool {
        if c.is_none()
            || self.card(c).location != Location::Artifacts
            || self.card(c).is_exhausted()
        {
            return false;
        }
        let b = self.behavior(c);
        let ability = if !b.action.is_empty() {
            b.action
        } else {
            b.omni
        };
        if ability.is_empty() {
            return false;
        }
        self.used |= 1u128 << c.0;
        self.count_title_use(c);
        self.exhaust(c);
        self.emit(Event::Used { card: c, player: p });
        self.trigger(ability, c, p);
        true
    }

    /// "Use" a creature (from an ability): its controller chooses how.
    pub fn use_creature(&mut self, c: CardRef) {
        if self.in_battleline(c) && !self.card(c).is_exhausted() && self.may_use(c) {
            self.push_task(Task::Use { creature: c });
        }
    }
}
