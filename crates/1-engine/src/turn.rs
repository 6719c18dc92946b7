//! The turn around step 3: step 1 (forge a key), step 2 (choose a house,
//! archives), steps 4 and 5 (ready, draw), and the end of the turn.

use super::ability::{Event, Events, Expiry, QueryClass};
use super::choice::Choice;
use super::history::TurnHistory;
use super::ids::Player;
use super::question::HouseChoice;
use super::resolve::ChoiceSink;
use super::state::{flag, Game, Outcome, Phase, Task, MAX_TASKS};
use keysim_facts::House;

impl Game {
    /// The houses `p` must choose in step 2 (one of them; none: a free
    /// choice) and the houses `p` cannot choose, each a bit per house
    /// ([`HouseChoice`](super::question::HouseChoice)).
    pub fn house_choice(&self, p: Player) -> (u32, u32) {
        self.query(HouseChoice(p), (0, 0))
    }

    /// Offers as [`Choice::House`] each house the active player may
    /// choose (their identity card's and those of cards they control in
    /// play, each once), except those in `forbidden`; returns the houses
    /// offered, a bit per house. A card that belongs to several houses
    /// offers each of them.
    pub(super) fn choosable_houses(&self, forbidden: u32, out: &mut impl ChoiceSink) -> u32 {
        let p = self.player(self.active);
        let bit = |h: keysim_facts::House| 1u32 << h as u32;
        // Cards in play add a house only when one is of a house neither
        // on the identity card nor forbidden (a maverick, a card taken
        // control of): one pass of bit tests finds out, and only then are
        // they offered, in card order.
        let identity = p.houses.iter().fold(0, |m, &h| m | bit(h));
        let in_play = p
            .battleline
            .iter()
            .chain(p.artifacts.iter())
            .fold(0, |m, c| m | bit(self.card(c).house));
        let mut seen = forbidden;
        let mut offer = |h: keysim_facts::House| {
            if seen & bit(h) == 0 {
                seen |= bit(h);
                out.push(Choice::House(h));
            }
        };
        for h in p.houses {
            offer(h);
        }
        if in_play & !(identity | forbidden) != 0 {
            for c in p.battleline.iter().chain(p.artifacts.iter()) {
                offer(self.card(c).house);
            }
        }
        if self.answered(QueryClass::House) {
            let mut extra = 0u32;
            for c in p.battleline.iter().chain(p.artifacts.iter()) {
                extra |= self.houses(c);
            }
            for h in keysim_facts::House::ALL {
                if extra & (1 << h as u32) != 0 {
                    offer(h);
                }
            }
        }
        seen & !forbidden
    }

    /// Starts the active player's turn: lasting effects "until your next
    /// turn" end, then step 1 (forge a key), then step 2 (choose a house).
    pub(super) fn start_turn(&mut self) {
        if self.turn > self.turn_cap {
            // The cap's last turn was the last one played.
            self.turn = self.turn_cap;
            self.outcome = Some(Outcome::TurnCap);
            self.phase = Phase::Over;
            return;
        }
        let me = self.active;
        self.expire_lasting(|e| e.expiry == Expiry::StartOfNextTurn && e.controller == me);
        self.active_house = None;
        self.turn_history = TurnHistory::default();
        self.omega = false;
        self.title_use_count = 0;
        self.title_at_six = false;
        self.player_mut(me).keys_forged_last_turn = 0;
        self.phase = Phase::ChooseHouse;
        if self.may_hear(Events::TURN_STARTED) {
            // "At the start of your turn": abilities the reactions queue go
            // above this task, and step 1 follows them.
            self.push_task(Task::StartOfTurn);
            self.emit(Event::TurnStarted { player: me });
        } else if self.then_at_once() {
            self.forge_step();
        } else {
            self.push_task(Task::StartOfTurn);
        }
    }

    /// Instead of pushing the task of the next step of the turn when no
    /// card may react to the event before it: whether the resolution loop
    /// would start that task at once with nothing done in between (no
    /// lethal damage or destruction condition to check, no choice among
    /// rival replacements, the game not over, room on the stack). Then
    /// the work the task would count is counted, and the caller goes on
    /// with the step itself: the same game, without a task per step.
    #[inline]
    pub(super) fn then_at_once(&mut self) -> bool {
        if !self.nothing_to_check() || self.stack_len as usize >= MAX_TASKS {
            return false;
        }
        self.count_work();
        self.outcome.is_none()
    }

    /// Whether the resolution loop would go on with the top task at once:
    /// no lethal damage or destruction condition to check, no choice among
    /// rival replacements, the game not over.
    #[inline]
    pub(super) fn nothing_to_check(&self) -> bool {
        !(self.power_dirty
            || self.conditioned != 0
            || self.rival_damage != 0
            || self.outcome.is_some())
    }

    /// Step 1, once the abilities queued at the start of the turn
    /// resolved: forge a key, then step 2 (choose a house).
    #[inline]
    pub(super) fn forge_step(&mut self) {
        self.forge_key(self.active);
    }

    /// Ends step 3: step 4 (ready cards), then [`Event::CardsReadied`],
    /// whose reactions resolve before [`Task::DrawStep`] goes on with step
    /// 5 ([`Game::draw_step`]).
    pub(crate) fn end_turn(&mut self) {
        let me = self.active;
        if self.answered(QueryClass::Readying) {
            // A replacement effect may change what readying a card does
            // (and move cards): ready each exhausted card of a copy of the
            // list (step 4 readies exhausted cards: a ready card is not
            // readied, so no replacement applies to it).
            let ps = self.player(me);
            let in_play: super::card_list::Vec80 =
                ps.battleline.iter().chain(ps.artifacts.iter()).collect();
            self.turn_history.readying_cards = true;
            for c in in_play {
                if self.card(c).has(flag::EXHAUSTED) && self.readies_in_ready_step(c) {
                    self.ready(c);
                }
            }
            self.turn_history.readying_cards = false;
        } else {
            let Game { players, cards, .. } = self;
            let ps = &players[me.index()];
            for &c in ps.battleline.as_slice() {
                cards[c.index()].set(flag::EXHAUSTED, false);
            }
            for &c in ps.artifacts.as_slice() {
                cards[c.index()].set(flag::EXHAUSTED, false);
            }
        }
        if self.may_hear(Events::CARDS_READIED) {
            // "At the end of your 'ready cards' step": abilities they queue
            // go above this task, and step 5 follows them.
            self.push_task(Task::DrawStep);
            self.emit(Event::CardsReadied { player: me });
        } else if self.then_at_once() {
            self.draw_step();
        } else {
            self.push_task(Task::DrawStep);
        }
    }

    /// Step 5 (draw cards), then the end of the turn: [`Event::TurnEnded`],
    /// whose reactions resolve before [`Task::EndOfTurn`] finishes the turn
    /// ([`Game::finish_turn`]).
    pub(super) fn draw_step(&mut self) {
        let me = self.active;
        if self.may_hear(Events::DREW) || self.draw_replacements_possible {
            // "After you draw a card": abilities the draws queue go above
            // this task, and the end of the turn follows them (so do the
            // questions of draws that may be replaced).
            self.push_task(Task::DrawStepOver);
            self.refill_hand(me);
            return;
        }
        self.refill_hand(me);
        self.end_turn_after_draws();
    }

    /// The end of the turn once step 5 is over: [`Event::TurnEnded`],
    /// then [`Task::EndOfTurn`].
    pub(super) fn end_turn_after_draws(&mut self) {
        let me = self.active;
        if self.may_hear(Events::TURN_ENDED) {
            // "End of turn effects are resolved when a player's turn is
            // over, after step 5": abilities they queue go above this task.
            self.push_task(Task::EndOfTurn);
            self.emit(Event::TurnEnded { player: me });
        } else if self.then_at_once() {
            self.finish_turn();
        } else {
            self.push_task(Task::EndOfTurn);
        }
    }

    /// "End your turn" (Book of Leq): step 3 ends once the abilities
    /// resolving now are done, as after an omega card; no more cards are
    /// played or used, and the turn goes on to step 4 (ready cards) and
    /// step 5 (draw cards). Nothing outside step 3.
    pub fn end_main_step(&mut self) {
        if self.phase == Phase::Main {
            self.omega = true;
        }
    }

    /// "Its house becomes your active house" (Book of Leq): the active
    /// house is `house` for the rest of the turn (not a house chosen in
    /// step 2: no [`Event::HouseChosen`]). Nothing before a house is chosen.
    pub fn change_active_house(&mut self, house: House) {
        if self.active_house.is_some() {
            self.active_house = Some(house);
        }
    }

    /// `p` refills their hand as in step 5: draws up to their hand size,
    /// fewer for their chains, shedding a chain if they draw ("refills
    /// their hand as if it were the end of their turn").
    pub fn refill_hand(&mut self, p: Player) {
        let size = self.hand_size(p);
        self.refill_to(p, size);
    }

    /// After the end-of-turn effects: lasting effects "for the remainder
    /// of the turn" end, per-turn state is reset, and the next player's
    /// turn starts.
    pub(super) fn finish_turn(&mut self) {
        let me = self.active;
        self.game_history.amber_stolen_last_turn[me.index()] =
            self.turn_history.amber_stolen[me.index()];
        self.game_history.creatures_played_last_turn[me.index()] =
            self.turn_history.creatures_played;
        self.expire_lasting(|e| e.expiry == Expiry::EndOfTurn);
        let mut used = std::mem::take(&mut self.used);
        while used != 0 {
            self.cards[used.trailing_zeros() as usize].uses = 0;
            used &= used - 1;
        }
        // Armor and elusive renew each turn: only cards that used them
        // hold such state (leaving play clears it too).
        let mut renewing = std::mem::take(&mut self.renewing);
        while renewing != 0 {
            let card = &mut self.cards[renewing.trailing_zeros() as usize];
            card.armor_used = 0;
            card.set(flag::ELUSIVE_USED, false);
            renewing &= renewing - 1;
        }
        if self.extra_turn.take() != Some(me) {
            self.active = me.opponent();
        }
        self.turn += 1;
        self.start_turn();
    }
}
