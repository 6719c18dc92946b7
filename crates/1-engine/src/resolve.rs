//! The resolution loop: the one decision the game waits for at any moment,
//! its legal choices, applying a choice, and running the game on to the
//! next decision.

use super::ability::{Ask, Event};
use super::choice::{Choice, ChoiceList, Decision, DecisionKind};
use super::history::bump;
use super::ids::{CardRef, Flank};
use super::moves::Place;
use super::state::{CardFacts, Game, Location, Phase, Task};

/// A choice that is not legal now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalChoice(pub Choice);

impl std::fmt::Display for IllegalChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} is not a legal choice now", self.0)
    }
}

impl std::error::Error for IllegalChoice {}

/// Where legal choices are sent: a list, or a counter.
pub(super) trait ChoiceSink {
    fn push(&mut self, c: Choice);
}

impl ChoiceSink for ChoiceList {
    #[inline]
    fn push(&mut self, c: Choice) {
        ChoiceList::push(self, c)
    }
}

/// Counts choices, keeping the first: enough to spot forced decisions
/// without filling a list.
pub(super) struct FirstTwo {
    count: usize,
    first: Choice,
}

impl Default for FirstTwo {
    fn default() -> Self {
        FirstTwo {
            count: 0,
            first: Choice::Pass,
        }
    }
}

impl ChoiceSink for FirstTwo {
    #[inline]
    fn push(&mut self, c: Choice) {
        if self.count == 0 {
            self.first = c;
        }
        self.count += 1;
    }
}

impl Game {
    /// The legal choices of the current decision (empty when the game is
    /// over). Never allocates.
    pub fn legal_choices(&self, out: &mut ChoiceList) {
        out.clear();
        if let Some(d) = self.pending {
            self.collect_choices(d, out);
        }
    }

    /// Sends every legal choice of decision `d` (the one the game waits
    /// for) to `out`.
    pub(super) fn collect_choices(&self, d: Decision, out: &mut impl ChoiceSink) {
        match d.kind {
            DecisionKind::Mulligan => {
                out.push(Choice::Keep);
                out.push(Choice::Mulligan);
            }
            DecisionKind::House => {
                let (forced, forbidden) = self.house_choice(self.active);
                // The houses that must be chosen and can be: with two
                // mandates the player picks either (the rulebook). One that
                // could not be chosen (on no identity card nor card in
                // play: a maverick Pitlord) forces nothing, per the FAQ.
                let must = if forced != 0 {
                    let mut probe = FirstTwo::default();
                    forced & self.choosable_houses(forbidden, &mut probe)
                } else {
                    0
                };
                if must != 0 {
                    for h in keysim_facts::House::ALL {
                        if must & (1 << h as u32) != 0 {
                            out.push(Choice::House(h));
                        }
                    }
                } else {
                    let mut offered = self.choosable_houses(forbidden, out);
                    if offered == 0 {
                        // Every house forbidden: the restrictions cannot
                        // all apply, so none does.
                        offered = self.choosable_houses(0, out);
                    }
                    debug_assert!(offered != 0);
                }
            }
            DecisionKind::Archives => {
                out.push(Choice::PickUpArchives);
                out.push(Choice::LeaveArchives);
                let archives = self.player(self.active).archives.as_slice();
                if archives
                    .iter()
                    .any(|&c| self.behavior(c).picks_up_archives_selectively)
                {
                    for &c in archives {
                        if self.may_leave_archives(c) {
                            out.push(Choice::Target(c));
                        }
                    }
                }
            }
            DecisionKind::Main => self.main_choices(out),
            DecisionKind::Placement { card } => self.placement_choices(card, out),
            DecisionKind::UpgradeHost { upgrade } => {
                if self.facts.has(upgrade, CardFacts::UPGRADE) {
                    for c in self.all_creatures() {
                        out.push(Choice::Target(c));
                    }
                } else {
                    // Attached to an artifact instead ([`crate::type_change`]).
                    self.artifact_hosts(out);
                }
            }
            DecisionKind::Defender { attacker } => {
                let enemy = self.card(attacker).controller.opponent();
                let any = self.ignores_taunt_and_elusive(attacker);
                let mask = if any { 0 } else { self.fightable(enemy) };
                for &c in self.creatures(enemy) {
                    if ((any && !self.card(c).is_tagged()) || mask & (1u128 << c.0) != 0)
                        && self.may_attack(attacker, c)
                    {
                        out.push(Choice::Target(c));
                    }
                }
            }
            DecisionKind::Use { creature } => self.use_choices(creature, &mut None, out),
            DecisionKind::Target { .. } => {
                let Some(Task::Ability(f)) = self.stack().last() else {
                    return;
                };
                match f.ability[f.step as usize].ask {
                    Ask::House(spec) => {
                        self.for_each_house(f, spec, |h| out.push(Choice::ChooseHouse(h)))
                    }
                    Ask::CardName => self.for_each_name(|id| out.push(Choice::NameCard(id))),
                    Ask::Option(spec) => {
                        for i in spec.answers() {
                            out.push(Choice::Option(i));
                        }
                    }
                    Ask::Number(bounds) => {
                        let (min, max) = bounds(self, f);
                        for i in min..=max.max(min) {
                            out.push(Choice::Option(i));
                        }
                    }
                    Ask::Cards(spec) => {
                        self.for_each_candidate(f, &spec, |c| out.push(Choice::Target(c)));
                        if spec.optional {
                            out.push(Choice::Pass);
                        }
                    }
                    Ask::Nothing => {}
                }
            }
            DecisionKind::TriggerOrder => {
                if let Some(Task::OrderTriggers { .. }) = self.stack().last() {
                    self.triggers_to_order(|c| out.push(Choice::Trigger(c)));
                    return;
                }
                for c in self.tagged_cards() {
                    if self.pending_destroyed(c) {
                        out.push(Choice::Trigger(c));
                    }
                }
            }
        }
    }

    /// The places a creature being played may enter (a flank, or with
    /// deploy a position), and the creatures it may be attached to when it
    /// may be played as an upgrade. Out of line: kept apart, step 3's
    /// lists in [`Game::collect_choices`] keep their values in registers.
    #[inline(never)]
    fn placement_choices(&self, card: CardRef, out: &mut impl ChoiceSink) {
        let p = self.card(card).controller;
        let n = self.player(p).battleline.len();
        if n > 1 && self.enters_anywhere(card, self.keywords(card)) {
            let (left, right) = self.playable_flanks(p);
            for i in 0..=n {
                if (i > 0 || left) && (i < n || right) {
                    out.push(Choice::Position(i as u8));
                }
            }
        } else if n == 0 {
            // An empty battleline has one place.
            out.push(Choice::Flank(Flank::Left));
        } else {
            let (left, right) = self.playable_flanks(p);
            if left {
                out.push(Choice::Flank(Flank::Left));
            }
            if right {
                out.push(Choice::Flank(Flank::Right));
            }
        }
        if self.behavior(card).plays_as_upgrade {
            // As an upgrade instead, on any creature in play.
            for c in self.all_creatures() {
                if !self.card(c).is_tagged() {
                    out.push(Choice::Target(c));
                }
            }
        }
    }

    /// Applies a choice after checking that it is legal.
    ///
    /// # Errors
    /// [`IllegalChoice`] (and the game unchanged) if it is not legal now.
    pub fn apply(&mut self, choice: Choice) -> Result<(), IllegalChoice> {
        let mut list = ChoiceList::new();
        self.legal_choices(&mut list);
        if !list.contains(choice) {
            return Err(IllegalChoice(choice));
        }
        self.apply_unchecked(choice);
        Ok(())
    }

    /// Applies a choice known to be legal (from [`Game::legal_choices`]),
    /// then runs the game until the next decision. The fast path.
    pub fn apply_unchecked(&mut self, choice: Choice) {
        if let Some(d) = self.pending {
            self.answer(d, choice);
        }
        self.check_all_lethal();
        self.advance();
    }

    /// Carries out a choice for decision `d` (the one the game waits for)
    /// without running the game on.
    pub(super) fn answer(&mut self, d: Decision, choice: Choice) {
        match d.kind {
            DecisionKind::Mulligan => {
                let p = d.player;
                if choice == Choice::Mulligan {
                    let n = self.player(p).hand.len();
                    while let Some(c) = self.player(p).hand.last() {
                        self.put(c, Location::Deck, p, Place::Top);
                    }
                    self.shuffle_deck(p);
                    self.draw(p, n.saturating_sub(1) as u32);
                }
                if p == self.first_player {
                    self.phase = Phase::Mulligan(p.opponent());
                } else {
                    self.start_turn();
                }
            }
            DecisionKind::House => {
                if let Choice::House(h) = choice {
                    self.active_house = Some(h);
                    self.game_history.last_house[self.active.index()] = Some(h);
                    self.emit(Event::HouseChosen {
                        player: self.active,
                        house: h,
                    });
                }
                self.phase = if self.player(self.active).archives.is_empty()
                    || !self.may_pick_up_archives(self.active)
                {
                    Phase::Main
                } else {
                    Phase::Archives
                };
            }
            DecisionKind::Archives => {
                if choice == Choice::PickUpArchives {
                    self.pick_up_archives();
                }
                let mut more = false;
                if let Choice::Target(c) = choice {
                    // One card picked up (The Archivist): the rest is
                    // asked about again.
                    let owner = self.card(c).owner;
                    self.put(c, Location::Hand, owner, Place::Top);
                    more = !self.player(self.active).archives.is_empty();
                }
                if !more {
                    self.phase = Phase::Main;
                }
            }
            DecisionKind::Main => match choice {
                Choice::Play(c) => {
                    bump(&mut self.turn_history.hand_actions);
                    self.turn_history.step_acted = true;
                    self.count_title_use(c);
                    self.start_play(c, self.active, true);
                }
                Choice::Discard(c) => {
                    bump(&mut self.turn_history.hand_actions);
                    self.turn_history.step_acted = true;
                    self.discard_from_hand(c);
                }
                Choice::EndTurn => self.end_turn(),
                Choice::RaiseTide => self.use_tide_omni(),
                Choice::ReturnFromDiscard(c) => self.return_from_discard(c),
                other => self.use_card(other),
            },
            DecisionKind::Placement { card } => {
                let p = self.card(card).controller;
                // The play moves past its placement first: what reacts to
                // the card entering play queues above it.
                self.set_top_stage(1);
                match choice {
                    // Played as an upgrade ([`Behavior::plays_as_upgrade`]).
                    Choice::Target(host) => self.attach(card, host),
                    Choice::Flank(f) => {
                        let place = self.flank_place(p, f);
                        self.enter_battleline(card, p, place);
                    }
                    Choice::Position(i) => self.enter_battleline(card, p, Place::At(i as usize)),
                    _ => self.enter_battleline(card, p, Place::Top),
                }
            }
            DecisionKind::UpgradeHost { upgrade } => {
                // As for a placement, the play moves on first.
                self.set_top_stage(1);
                if let Choice::Target(host) = choice {
                    self.attach(upgrade, host);
                }
            }
            DecisionKind::Defender { .. } => {
                if let (Choice::Target(d), Some(Task::Fight { defender, .. })) =
                    (choice, self.top_task())
                {
                    *defender = d;
                }
            }
            DecisionKind::Use { .. } => {
                self.pop_task();
                self.use_card(choice);
            }
            DecisionKind::Target { .. } => {
                let idx = self.stack_len as usize - 1;
                let target = match choice {
                    Choice::Target(c) => Some(c),
                    _ => None,
                };
                if let Choice::Option(i) = choice {
                    self.answer_option(idx, i);
                    return;
                }
                if let Task::Ability(f) = &mut self.stack[idx] {
                    f.asking = false;
                    if let Choice::ChooseHouse(h) = choice {
                        f.house = Some(h);
                        self.run_step(idx, None);
                        return;
                    }
                    if let Choice::NameCard(id) = choice {
                        let f = *f;
                        self.names.push(id, idx, &f);
                        self.run_step(idx, None);
                        return;
                    }
                }
                match target {
                    Some(c) => self.run_step(idx, Some(c)),
                    None => {
                        // Declined "may", or chose no more cards: the step is over.
                        if let Task::Ability(f) = &mut self.stack[idx] {
                            f.step += 1;
                            f.step_picks = 0;
                        }
                    }
                }
            }
            DecisionKind::TriggerOrder => {
                if let Choice::Trigger(c) = choice {
                    if let Some(Task::OrderTriggers { .. }) = self.stack().last() {
                        self.resolve_trigger_next(c);
                    } else {
                        self.resolve_destroyed(c);
                    }
                }
            }
        }
    }

    /// The decision the game waits for, if any (see [`Game::decision`]).
    #[inline(always)]
    pub(crate) fn waiting(&self) -> Option<Decision> {
        if self.outcome.is_some() {
            return None;
        }
        match self.stack().last() {
            Some(top) => self.top_decision(top),
            None => self.phase_decision(),
        }
    }

    /// The decision the top task `top` waits for, if any (otherwise the
    /// task has a piece to resolve).
    #[inline(always)]
    pub(super) fn top_decision(&self, top: &Task) -> Option<Decision> {
        let (player, kind) = match top {
            Task::Ability(f) if f.asking => (
                f.ability[f.step as usize].chooser.player(self, f),
                DecisionKind::Target { source: f.source },
            ),
            &Task::Play {
                card,
                player,
                stage: 0,
                ..
            } => {
                if self.facts.has(card, CardFacts::UPGRADE) || self.attaches_to_artifact(card) {
                    (player, DecisionKind::UpgradeHost { upgrade: card })
                } else {
                    (player, DecisionKind::Placement { card })
                }
            }
            &Task::Fight {
                attacker, defender, ..
            // Fights and uses are the active player's, whoever controls the card.
            } if defender.is_none() => (self.active, DecisionKind::Defender { attacker }),
            &Task::Use { creature } => (self.active, DecisionKind::Use { creature }),
            // Simultaneous "Destroyed:" abilities: the active player orders
            // them (only possible with two cards tagged or more).
            Task::Destruction
                if self.tagged & self.tagged.wrapping_sub(1) != 0
                    && self.pending_destroyed_count() > 1 =>
            {
                (self.active, DecisionKind::TriggerOrder)
            }
            // Abilities queued at the same time: the active player orders them.
            &Task::OrderTriggers { count } if count > 1 => {
                (self.active, DecisionKind::TriggerOrder)
            }
            _ => return None,
        };
        Some(Decision { player, kind })
    }

    /// The turn-level decision of the current phase (with nothing on the
    /// stack).
    #[inline(always)]
    pub(super) fn phase_decision(&self) -> Option<Decision> {
        let kind = match self.phase {
            Phase::Mulligan(p) => {
                return Some(Decision {
                    player: p,
                    kind: DecisionKind::Mulligan,
                })
            }
            Phase::ChooseHouse => DecisionKind::House,
            Phase::Archives => DecisionKind::Archives,
            Phase::Main => DecisionKind::Main,
            Phase::Over => return None,
        };
        Some(Decision {
            player: self.active,
            kind,
        })
    }

    /// Runs the game until it needs a decision or ends. Decisions with a
    /// single legal answer inside an ability (a forced target, the only
    /// flank of an empty battleline) are answered automatically.
    pub(crate) fn advance(&mut self) {
        self.pending = self.run_to_decision();
        debug_assert_eq!(self.pending, self.waiting());
    }

    /// Runs the game on; returns the decision it stopped at.
    pub(super) fn run_to_decision(&mut self) -> Option<Decision> {
        self.work_since_decision = 0;
        loop {
            if self.outcome.is_some() {
                self.phase = Phase::Over;
                self.stack_len = 0;
                return None;
            }
            if self.rival_damage != 0 {
                self.ask_rival_replacements();
            }
            // The top task, read in place (a task is 48 bytes: each step
            // copies only the fields it needs).
            let Some(idx) = (self.stack_len as usize).checked_sub(1) else {
                if self.phase == Phase::Main && self.omega {
                    self.end_turn();
                    continue;
                }
                return self.phase_decision();
            };
            if let Some(d) = self.top_decision(&self.stack[idx]) {
                // A decision inside a card's resolution: answered here if
                // it has a single answer.
                let mut first = FirstTwo::default();
                self.collect_choices(d, &mut first);
                match first.count {
                    0 => self.abandon_top(),
                    1 if !self.ask_every_decision => self.answer(d, first.first),
                    _ => return Some(d),
                }
                continue;
            }
            match self.stack[idx] {
                Task::Ability(_) => self.step_ability(idx),
                Task::Play {
                    card,
                    player,
                    stage,
                    icons,
                    ..
                } => self.step_play(idx, card, player, stage, icons),
                Task::BonusIcons { .. } => self.step_bonus_icons(idx),
                Task::Fight {
                    attacker,
                    defender,
                    stage,
                    controller,
                    redirect,
                    ..
                } => self.step_fight(idx, attacker, [defender, redirect], stage, controller),
                Task::Use { .. } => {}
                Task::Destruction => {
                    if let Some(c) = self.tagged_cards().find(|&c| self.pending_destroyed(c)) {
                        self.resolve_destroyed(c);
                    } else {
                        self.pop_task();
                        self.flush_destroyed();
                    }
                }
                Task::DrawStep => {
                    self.pop_task();
                    self.draw_step();
                }
                Task::DrawStepOver => {
                    self.pop_task();
                    self.end_turn_after_draws();
                }
                Task::EndOfTurn => {
                    self.pop_task();
                    self.finish_turn();
                }
                Task::StartOfTurn => {
                    self.pop_task();
                    self.forge_step();
                }
                // Nothing left to order.
                Task::OrderTriggers { .. } => self.pop_task(),
            }
            self.check_all_lethal();
            if self.conditioned != 0 {
                self.check_destroy_conditions();
            }
        }
    }

    /// A waiting task with no legal answer: resolve as much as possible by
    /// dropping it.
    pub(super) fn abandon_top(&mut self) {
        let idx = self.stack_len as usize - 1;
        match &mut self.stack[idx] {
            Task::Ability(f) => {
                f.asking = false;
                f.step += 1;
            }
            Task::Play { card, .. } => {
                // An upgrade with no creature to attach to is discarded.
                let c = *card;
                let owner = self.card(c).owner;
                self.put(c, Location::Discard, owner, Place::Top);
                self.pop_task();
            }
            Task::Fight {
                attacker,
                defender,
                controller,
                ..
            } => {
                let fought = Event::Fought {
                    attacker: *attacker,
                    defender: *defender,
                    controller: *controller,
                };
                self.pop_task();
                bump(&mut self.turn_history.fights);
                self.emit(fought);
            }
            _ => self.pop_task(),
        }
    }
}
