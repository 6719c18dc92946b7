//! Resolving an ability step by step: asking for its targets, house or
//! option (who is asked, which candidates), then running its action.

use super::ability::{Ask, Count, Frame, HouseSpec, OptionSpec, Step, TargetSpec};
use super::ids::CardRef;
use super::state::{Game, Task};

impl Game {
    /// Resolves the next step of the ability at the top of the stack
    /// (index `idx`, frame `f`): a step with a choice of house or target
    /// runs at once when there is at most one answer, and otherwise waits
    /// for the decision.
    pub(super) fn step_ability(&mut self, idx: usize) {
        // The frame is read in place: nothing changes the stack until the
        // step's answers are counted.
        let Task::Ability(f) = &self.stack[idx] else {
            return;
        };
        if f.step as usize >= f.ability.len() {
            if f.again > 0 {
                // Once more, from the first step.
                let mut next = Frame::new(f.ability, f.source, f.controller);
                next.subject = f.subject;
                next.granted_by = f.granted_by;
                next.again = f.again - 1;
                self.stack[idx] = Task::Ability(next);
            } else {
                self.pop_task();
            }
            return;
        }
        let step: &'static Step = &f.ability[f.step as usize];
        if let Some(condition) = step.when {
            if !condition(self, f) {
                if let Task::Ability(f) = &mut self.stack[idx] {
                    f.step += 1;
                    if f.finished() {
                        self.retire(idx);
                    }
                }
                return;
            }
        }
        match step.ask {
            Ask::Nothing => self.run_step(idx, None),
            Ask::House(spec) => {
                let mut n = 0;
                let mut only = None;
                self.for_each_house(f, spec, |h| {
                    n += 1;
                    only = Some(h);
                });
                let n = if n == 1 && self.ask_every_decision {
                    2
                } else {
                    n
                };
                if let Task::Ability(f) = &mut self.stack[idx] {
                    if n <= 1 {
                        f.house = only;
                    } else {
                        f.asking = true;
                    }
                }
                if n <= 1 {
                    self.run_step(idx, None);
                }
            }
            Ask::CardName => {
                let mut n = 0;
                let mut only = None;
                self.for_each_name(|id| {
                    n += 1;
                    only = Some(id);
                });
                let ask = n > 1 || (n == 1 && self.ask_every_decision);
                if let (false, Some(id)) = (ask, only) {
                    let f = *f;
                    self.names.push(id, idx, &f);
                }
                if ask {
                    if let Task::Ability(f) = &mut self.stack[idx] {
                        f.asking = true;
                    }
                } else {
                    self.run_step(idx, None);
                }
            }
            Ask::Option(spec) => {
                let answers = spec.answers();
                if answers.start() == answers.end() && !self.ask_every_decision {
                    self.answer_option(idx, *answers.start());
                } else if let Task::Ability(f) = &mut self.stack[idx] {
                    f.asking = true;
                }
            }
            Ask::Number(bounds) => {
                let (min, max) = bounds(self, f);
                if min >= max && !self.ask_every_decision {
                    self.answer_option(idx, min);
                } else if let Task::Ability(f) = &mut self.stack[idx] {
                    f.asking = true;
                }
            }
            Ask::Cards(ref spec) => {
                let mut n = 0;
                let mut only = CardRef::NONE;
                self.for_each_candidate(f, spec, |c| {
                    n += 1;
                    only = c;
                });
                if n == 0 && f.step_picks > 0 {
                    // A step choosing several cards ran out of candidates.
                    if let Task::Ability(f) = &mut self.stack[idx] {
                        f.step += 1;
                        f.step_picks = 0;
                    }
                } else if n == 0 {
                    self.run_step(idx, Some(CardRef::NONE));
                } else if n == 1 && !spec.optional && !self.ask_every_decision {
                    self.run_step(idx, Some(only));
                } else if let Task::Ability(f) = &mut self.stack[idx] {
                    f.asking = true;
                }
            }
        }
    }

    /// The options offered by the ask being decided, if the pending
    /// decision is an [`Ask::Option`] (to name the answers [`Choice::Option`]
    /// stands for).
    ///
    /// [`Choice::Option`]: crate::Choice::Option
    pub fn pending_options(&self) -> Option<OptionSpec> {
        match self.stack().last() {
            Some(Task::Ability(f)) if f.asking => match f.ability[f.step as usize].ask {
                Ask::Option(spec) => Some(spec),
                Ask::Number(bounds) => {
                    let (min, max) = bounds(self, f);
                    Some(OptionSpec::Number { min, max })
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Records the answer to an [`Ask::Option`] step and runs the step (for
    /// "may", only on yes).
    pub(super) fn answer_option(&mut self, idx: usize, option: u8) {
        let Task::Ability(f) = &mut self.stack[idx] else {
            return;
        };
        f.asking = false;
        f.option = option;
        let declined =
            matches!(f.ability[f.step as usize].ask, Ask::Option(OptionSpec::May)) && option == 0;
        if declined {
            f.step += 1;
            f.step_picks = 0;
        } else {
            self.run_step(idx, None);
        }
    }

    /// Runs the current step of the ability at stack index `idx`, with the
    /// chosen target (if the step has one).
    pub(super) fn run_step(&mut self, idx: usize, target: Option<CardRef>) {
        let Task::Ability(mut f) = self.stack[idx] else {
            return;
        };
        if let Some(t) = target {
            f.push_target(t);
        }
        let step: &'static Step = &f.ability[f.step as usize];
        f.repeat = false;
        let queued_before = self.stack_len;
        // The ability's card deals the damage its step deals, except a
        // bonus icon's (dealt by a game step: the FAQ on Ardent Hero).
        let dealer = if std::ptr::eq(f.ability, super::bonus::DAMAGE) {
            CardRef::NONE
        } else {
            f.source
        };
        let outer = std::mem::replace(&mut self.dealing, dealer);
        let again_before = f.again;
        (step.run)(self, &mut f);
        self.dealing = outer;
        // Abilities the step's action triggered together ("Leaves Play:"
        // of cards it moved at once) resolve in the active player's order.
        self.order_simultaneous(queued_before);
        if let (Some(spec), Some(t)) = (step.card_ask(), target) {
            if t.is_some() {
                match spec.count {
                    Count::One => {}
                    Count::PerCount => {
                        // Ask again while some of the count is left.
                        f.count = f.count.saturating_sub(1);
                        f.repeat |= f.count > 0;
                    }
                    Count::UpTo(n) | Count::Exactly(n) => {
                        // Ask again for the next card, until the step has them all.
                        f.step_picks += 1;
                        f.repeat |= f.step_picks < n;
                    }
                }
            }
        }
        if f.repeat {
            self.count_work();
        } else {
            f.step += 1;
            f.step_picks = 0;
        }
        f.repeat = false;
        if idx < self.stack_len as usize {
            if let Task::Ability(slot) = &mut self.stack[idx] {
                // A repeat queued while the step ran
                // ([`Game::trigger_or_repeat`]) is kept, and so is one the
                // step asked for itself (a "repeat this effect").
                f.again = slot
                    .again
                    .saturating_add(f.again.saturating_sub(again_before));
                *slot = f;
                if f.finished() {
                    self.retire(idx);
                }
            }
        }
    }

    /// Takes the finished ability frame at stack index `idx` off the stack
    /// at once, even under the tasks its last step queued (they move down
    /// one): a finished frame does nothing more, and abilities that queue
    /// one another from their last step (a token destroyed as it is made
    /// makes the next) would otherwise pile finished frames up to the
    /// stack's depth.
    fn retire(&mut self, idx: usize) {
        let n = self.stack_len as usize;
        self.stack[idx..n].rotate_left(1);
        self.stack_len -= 1;
    }

    /// Calls `each` for every legal candidate of a target step.
    pub(crate) fn for_each_candidate(
        &self,
        f: &Frame,
        spec: &TargetSpec,
        mut each: impl FnMut(CardRef),
    ) {
        // A step choosing several different cards never offers one it chose.
        let several = matches!(spec.count, Count::UpTo(_) | Count::Exactly(_));
        self.for_each_in(spec.zones, f.controller, true, |c| {
            if (spec.filter)(self, f, c) && !(several && f.picked.contains(c)) {
                each(c)
            }
        });
    }

    /// Calls `each` once for every house a "choose a house" step offers.
    pub(super) fn for_each_house(
        &self,
        f: &Frame,
        spec: HouseSpec,
        mut each: impl FnMut(keysim_facts::House),
    ) {
        let mut seen = 0u32;
        let mut offer = |h: keysim_facts::House| {
            if seen & (1 << h as u32) == 0 {
                seen |= 1 << h as u32;
                each(h);
            }
        };
        match spec {
            HouseSpec::OpponentIdentity => {
                for h in self.player(f.opponent()).houses {
                    offer(h);
                }
            }
            HouseSpec::Any => {
                for h in keysim_facts::House::ALL {
                    if h != keysim_facts::House::Neutral {
                        offer(h);
                    }
                }
            }
        }
    }
}
