//! Abilities, lasting effects and events: triggering an ability, starting
//! and ending lasting effects, and telling reactions what happened.

use super::ability::{Ability, Event, Events, Expiry, Frame, LastingEffect, Query, QueryClass};
use super::ids::{CardRef, Player};
use super::state::{Game, Task, MAX_LASTING};

impl Game {
    /// Queues an ability of `source` for `controller` (resolves next).
    pub fn trigger(&mut self, ability: Ability, source: CardRef, controller: Player) {
        if !ability.is_empty() {
            self.push_task(Task::Ability(Frame::new(ability, source, controller)));
        }
    }

    /// Queues an ability of `source` for `controller` like
    /// [`Game::trigger`], unless the same ability of `source` for
    /// `controller` is already queued among the abilities waiting on top of
    /// the stack, not started: then that one resolves once more
    /// ([`Frame::again`]). For reactions to events that come many at once
    /// ("each time an enemy creature is destroyed" in a board wipe): they
    /// take one stack entry however many events there are.
    pub fn trigger_or_repeat(&mut self, ability: Ability, source: CardRef, controller: Player) {
        if ability.is_empty() {
            return;
        }
        let n = self.stack_len as usize;
        for t in self.stack[..n].iter_mut().rev() {
            if let Task::OrderTriggers { .. } = t {
                continue;
            }
            let Task::Ability(f) = t else { break };
            if f.step != 0 || f.asking || f.target_count != 0 {
                break;
            }
            if std::ptr::eq(f.ability, ability)
                && f.source == source
                && f.controller == controller
                && f.subject.is_none()
                && f.granted_by.is_none()
            {
                f.again = f.again.saturating_add(1);
                return;
            }
        }
        self.trigger(ability, source, controller);
    }

    /// Queues an ability about `subject` (the destroyed creature, ...).
    pub fn trigger_about(
        &mut self,
        ability: Ability,
        source: CardRef,
        controller: Player,
        subject: CardRef,
    ) {
        if !ability.is_empty() {
            let mut f = Frame::new(ability, source, controller);
            f.subject = subject;
            self.push_task(Task::Ability(f));
        }
    }

    /// Starts a lasting effect of `source`'s card for `controller`.
    pub fn add_lasting(&mut self, source: CardRef, controller: Player, expiry: Expiry) {
        self.add_lasting_with(source, controller, expiry, CardRef::NONE, 0);
    }

    /// Starts a lasting effect of `source`'s card for `controller` applied
    /// to `subject` (a chosen creature, ...; it ends early if `subject`
    /// leaves play), remembering `value` (a chosen house as `House as u8`,
    /// ...): see [`LastingEffect`].
    pub fn add_lasting_with(
        &mut self,
        source: CardRef,
        controller: Player,
        expiry: Expiry,
        subject: CardRef,
        value: u8,
    ) {
        if (self.lasting_count as usize) < MAX_LASTING {
            self.lasting[self.lasting_count as usize] = LastingEffect {
                source_def: self.card(source).def,
                source,
                controller,
                expiry,
                subject,
                value,
            };
            self.lasting_count += 1;
            self.refresh_lasting_queries();
        } else {
            self.abort(super::state::Limit::LastingEffects);
        }
    }

    /// Recomputes which query classes lasting effects answer, and whether
    /// one reacts to events or may grant abilities, after one started or
    /// ended.
    pub(super) fn refresh_lasting_queries(&mut self) {
        let mut q = 0u16;
        for e in self.lasting_effects() {
            let b = self.behavior_of(e.source_def);
            if b.lasting_modify.is_some() {
                q |= b.lasting_modifies.0;
            }
        }
        self.lasting_queries = q;
        self.lasting_heard = self.lasting_effects_hear();
        self.lasting_grants = self.lasting_may_grant();
        self.refresh_answered();
        self.power_dirty = true;
    }

    /// Ends one lasting effect equal to `e` (for effects that end when
    /// used, like "you may play one non-Logos card this turn").
    pub fn end_lasting(&mut self, e: LastingEffect) {
        let n = self.lasting_count as usize;
        if let Some(i) = self.lasting[..n].iter().position(|x| *x == e) {
            self.lasting.copy_within(i + 1..n, i);
            self.lasting_count -= 1;
            self.refresh_lasting_queries();
        }
    }

    /// "This turn, you may play (or use) one more card of a kind": one
    /// lasting effect per player and card title until the end of the turn,
    /// counting the permissions left in its value, so two of them allow two
    /// cards. Used up one at a time with [`Game::use_one_permission`].
    pub fn allow_one_more(&mut self, source: CardRef, controller: Player) {
        let def = self.card(source).def;
        let mine = self
            .lasting_effects()
            .iter()
            .find(|e| e.controller == controller && e.source_def == def)
            .copied();
        let allowed = match mine {
            Some(e) => {
                self.end_lasting(e);
                e.value.saturating_add(1)
            }
            None => 1,
        };
        self.add_lasting_with(
            source,
            controller,
            Expiry::EndOfTurn,
            CardRef::NONE,
            allowed,
        );
    }

    /// One permission of `e` ([`Game::allow_one_more`]) is used up.
    pub fn use_one_permission(&mut self, e: LastingEffect) {
        self.end_lasting(e);
        if e.value > 1 {
            self.add_lasting_with(e.source, e.controller, e.expiry, CardRef::NONE, e.value - 1);
        }
    }

    /// Ends lasting effects matching `pred`.
    pub fn expire_lasting(&mut self, pred: impl Fn(&LastingEffect) -> bool) {
        let mut k = 0;
        for i in 0..self.lasting_count as usize {
            let e = self.lasting[i];
            if !pred(&e) {
                self.lasting[k] = e;
                k += 1;
            }
        }
        if k != self.lasting_count as usize {
            self.lasting_count = k as u8;
            self.refresh_lasting_queries();
        }
    }

    /// Tells every reaction in play and every lasting effect about `ev`.
    #[inline]
    pub(crate) fn emit(&mut self, ev: Event) {
        if self.may_hear(ev.kind()) {
            self.emit_now(ev);
        }
    }

    /// Whether an event of kind `kind` may have listeners: a reaction of a
    /// card in play (or in a discard pile) that hears it, or a lasting
    /// effect that reacts to events of that kind
    /// ([`crate::Behavior::lasting_event`],
    /// [`crate::Behavior::lasting_hears`]). Otherwise announcing it does
    /// nothing.
    #[inline]
    pub(crate) fn may_hear(&self, kind: Events) -> bool {
        (self.heard | self.lasting_heard) & kind.0 != 0
    }

    /// The kinds of events the active lasting effects react to (kept in
    /// `lasting_heard` as lasting effects start and end).
    pub(crate) fn lasting_effects_hear(&self) -> u32 {
        self.lasting_effects()
            .iter()
            .map(|e| self.behavior_of(e.source_def))
            .filter(|b| b.lasting_event.is_some())
            .fold(0, |heard, b| heard | b.lasting_hears.0)
    }

    #[inline(never)]
    fn emit_now(&mut self, ev: Event) {
        let queued_before = self.stack_len;
        self.tell_reactions(ev);
        self.order_simultaneous(queued_before);
    }

    /// Lets the active player order the abilities queued since the stack
    /// held `queued_before` tasks, if more than one was: they triggered at
    /// the same time (reactions to one event, "Leaves Play:" abilities of
    /// cards leaving play together), whichever player controls each. The
    /// [`Task::OrderTriggers`] asks which resolves next. A frame of no card
    /// is an engine procedure queued to follow them (a key's forging
    /// waiting for the reactions to [`Event::KeyForging`]), not a triggered
    /// ability: with one among them, nothing is ordered.
    pub(super) fn order_simultaneous(&mut self, queued_before: u8) {
        let queued = self.stack_len.saturating_sub(queued_before);
        if queued > 1
            && self.outcome.is_none()
            && self.stack()[queued_before as usize..]
                .iter()
                .all(|t| matches!(t, Task::Ability(f) if f.source.is_some()))
        {
            self.push_task(Task::OrderTriggers { count: queued });
        }
    }

    /// The cards naming the simultaneous abilities an
    /// [`Task::OrderTriggers`] on top of the stack orders, each once: the
    /// card that grants an ability ([`Frame::granted_by`]: Siren Horn's
    /// "Before Fight:" on its creature), otherwise its source (two queued
    /// by the same card are ordered as one: the later queued first).
    pub(super) fn triggers_to_order(&self, mut out: impl FnMut(CardRef)) {
        let n = self.stack_len as usize;
        let Some(&Task::OrderTriggers { count }) = self.stack().last() else {
            return;
        };
        let window = &self.stack[n - 1 - count as usize..n - 1];
        for (i, t) in window.iter().enumerate() {
            let Task::Ability(f) = t else { continue };
            let seen_earlier = window[..i]
                .iter()
                .any(|u| matches!(u, Task::Ability(e) if order_key(e) == order_key(f)));
            if !seen_earlier {
                out(order_key(f));
            }
        }
    }

    /// Resolves next the last queued of the simultaneous abilities named
    /// by `source` ([`Game::triggers_to_order`]) that the
    /// [`Task::OrderTriggers`] on top orders: it moves above the ordering
    /// task, which orders one fewer.
    pub(super) fn resolve_trigger_next(&mut self, source: CardRef) {
        let n = self.stack_len as usize;
        let Some(&Task::OrderTriggers { count }) = self.stack().last() else {
            return;
        };
        let from = n - 1 - count as usize;
        let chosen = (from..n - 1)
            .rev()
            .find(|&i| matches!(self.stack[i], Task::Ability(f) if order_key(&f) == source));
        if let Some(i) = chosen {
            self.stack[i..n].rotate_left(1);
            self.stack[n - 2] = Task::OrderTriggers { count: count - 1 };
        }
    }

    /// Runs every reaction in play, in a discard pile and of a lasting
    /// effect to `ev`. Those that act at once have acted when it returns;
    /// those that queue an ability have queued it.
    fn tell_reactions(&mut self, ev: Event) {
        let kind = ev.kind();
        let mut bits = self.reactors;
        while bits != 0 {
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let c = CardRef(i);
            let b = self.behavior(c);
            if let (Some(f), true) = (b.on_event, b.hears.contains(kind)) {
                if self.card(c).location.in_play() && !self.text_blank(c) {
                    let outer = std::mem::replace(&mut self.dealing, c);
                    f(self, c, ev);
                    self.dealing = outer;
                }
            }
        }
        let mut bits = self.discard_reactors;
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            let b = self.behavior_of(self.card(c).printed);
            if let (Some(f), true) = (b.in_discard, b.hears.contains(kind)) {
                if self.card(c).location == super::state::Location::Discard {
                    f(self, c, ev);
                }
            }
        }
        let n = self.lasting_count as usize;
        if n == 0 {
            return;
        }
        // The effects active when the event happened hear it, each once:
        // an effect that ends (or is renewed) while an earlier one reacts
        // is skipped, and one started now does not hear the event that
        // started it.
        let active = self.lasting;
        for e in &active[..n] {
            let b = self.behavior_of(e.source_def);
            let (Some(f), true) = (b.lasting_event, b.lasting_hears.contains(kind)) else {
                continue;
            };
            if self.lasting_effects().contains(e) {
                let outer = std::mem::replace(&mut self.dealing, e.source);
                f(self, *e, ev);
                self.dealing = outer;
            }
        }
    }

    /// Lets the constant abilities and lasting effects that answer `class`
    /// modify `q` (through [`Game::query`]).
    #[inline(never)]
    pub(super) fn modify_now(&self, class: QueryClass, q: &mut Query) {
        if class != QueryClass::Text && self.answered(QueryClass::Text) {
            return self.modify_with_blank_text(class, q);
        }
        let mut bits = self.modifiers[class as usize];
        let stat_of = q.stat_of();
        while bits != 0 {
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let c = CardRef(i);
            let b = self.behavior(c);
            if let Some(f) = b.modify {
                if stat_of.is_none_or(|card| b.reach.includes(self, c, card)) {
                    f(self, c, q);
                }
            }
        }
        self.modify_by_lasting(class, q);
    }

    /// [`Game::modify_now`] while some text boxes may be blank: blank text
    /// boxes silence constant abilities, except when asking which text
    /// boxes are blank, and a card's own ability changing how it enters
    /// play. Kept apart so that games without blank text boxes do not pay
    /// for the check.
    #[cold]
    #[inline(never)]
    fn modify_with_blank_text(&self, class: QueryClass, q: &mut Query) {
        let mut bits = self.modifiers[class as usize];
        let stat_of = q.stat_of();
        let entering = match *q {
            Query::EntersReady { card, .. } | Query::EntersStunned { card, .. } => card,
            _ => CardRef::NONE,
        };
        while bits != 0 {
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let c = CardRef(i);
            let b = self.behavior(c);
            if c != entering && self.text_blank(c) {
                continue;
            }
            if let Some(f) = b.modify {
                if stat_of.is_none_or(|card| b.reach.includes(self, c, card)) {
                    f(self, c, q);
                }
            }
        }
        self.modify_by_lasting(class, q);
    }

    /// The lasting effects' part of [`Game::modify_now`].
    #[inline(always)]
    fn modify_by_lasting(&self, class: QueryClass, q: &mut Query) {
        if self.lasting_queries & (1 << class as u8) == 0 {
            return;
        }
        for e in self.lasting_effects() {
            let b = self.behavior_of(e.source_def);
            if let (Some(f), true) = (b.lasting_modify, b.lasting_modifies.contains(class)) {
                f(self, *e, q);
            }
        }
    }

    /// Whether any constant ability or lasting effect answers queries of
    /// `class` now.
    #[inline]
    pub(crate) fn answered(&self, class: QueryClass) -> bool {
        self.answered_classes & (1 << class as u16) != 0
    }
}

/// The card that names a queued ability when simultaneous abilities are
/// ordered: the card granting it, otherwise its source.
fn order_key(f: &Frame) -> CardRef {
    if f.granted_by.is_some() {
        f.granted_by
    } else {
        f.source
    }
}
