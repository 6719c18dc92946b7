//! Replacement ("instead") effects: the one place where effects in play see
//! a game action before it happens and may change it, send it elsewhere,
//! turn it into another action or prevent it.
//!
//! Every choke point of the game actions that the rules let an effect
//! replace asks [`Game::instead`] with the [`GameAction`] about to happen:
//! Æmber reaching a pool (gained, stolen, reaped, returned from a card),
//! steals, captures, damage, destruction, a card leaving play, a discard
//! from a hand, readying and exhausting. Constant abilities and lasting
//! effects answer it through [`Query::Instead`](super::Query::Instead)
//! (query class
//! [`QueryClass::Replacement`](super::QueryClass::Replacement), or
//! [`QueryClass::Readying`](super::QueryClass::Readying) for readying and
//! exhausting), so while no card with a replacement effect is in play the
//! cost is one bit test.

use super::ability::{Ability, Frame, Query, Step, TargetSpec};
use super::ids::{CardRef, Player};
use super::question::{Instead, Question};
use super::select::Zones;
use super::state::{Game, Task};
use super::zone::Location;

pub use super::action::GameAction;

/// The engine's own ability that asks the active player which of several
/// rival replacement effects applies to damage meant for creature
/// [`Frame::subject`] ([`Frame::count`] of it): a card whose effect would
/// replace it.
const CHOOSE_REPLACEMENT: Ability = &[Step::target(
    TargetSpec::new(Zones::IN_PLAY, |g, f, c| {
        let action = GameAction::Damage {
            card: f.subject,
            amount: f.count,
        };
        g.replacement_by(c, action).is_some()
    }),
    |g, f| g.deal_replaced_damage(f.subject, f.count, f.last_target()),
)];

/// The engine's own ability that has Æmber captured "by a creature
/// controlled by the active player" instead of another action: the active
/// player ([`Frame::controller`]) chooses a creature they control for each
/// of [`Frame::count`] Æmber, captured from the pool of
/// `Player::BOTH[f.tally[0]]`.
const CAPTURE_BY_ACTIVE_PLAYERS_CREATURE: Ability = &[Step::target_per_count(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        g.card(c).controller == f.controller
    }),
    |g, f| {
        let from = Player::BOTH[f.tally[0] as usize];
        g.capture_from(f.last_target(), from, 1);
    },
)];

/// The engine's own ability that has the player holding card
/// [`Frame::source`] in hand choose whether it is discarded or archived
/// instead ([`GameAction::MayArchiveInstead`]).
const ARCHIVE_OR_DISCARD: Ability = &[Step::choose_one(
    &["discard it", "archive it instead"],
    |g, f| {
        if g.card(f.source).location != Location::Hand {
            return;
        }
        if f.option == 1 {
            g.archive(f.controller, f.source);
        } else {
            g.discard_from_hand_now(f.source);
        }
    },
)];

/// How deep Æmber replacements may chain (a reaped gain stolen instead,
/// the stolen Æmber captured instead, ...): no Call of the Archons cards
/// chain more than two, and a chain that would go on (effects that keep
/// replacing each other's Æmber) stops here with the Æmber lost.
const MAX_REPLACEMENT_CHAIN: u8 = 4;

impl Game {
    /// What happens instead of `action`: the replacement effects in play
    /// may change it, replace it or prevent it ([`GameAction::Prevented`]).
    /// `action` itself if none applies.
    #[inline]
    pub fn instead(&self, action: GameAction) -> GameAction {
        let class = action.replacement_class();
        if !self.answered(class) {
            return action;
        }
        let mut q = Query::Instead { action };
        self.modify_now(class, &mut q);
        <Instead as Question>::answer(q, action)
    }

    /// What the replacement effect of card `c` alone makes of `action`, if
    /// it changes it.
    pub(crate) fn replacement_by(&self, c: CardRef, action: GameAction) -> Option<GameAction> {
        if self.text_blank(c) {
            return None;
        }
        let modify = self.behavior(c).modify?;
        let mut q = Query::Instead { action };
        modify(self, c, &mut q);
        match q {
            Query::Instead { action: r } if r != action => Some(r),
            _ => None,
        }
    }

    /// Whether one of the replacement effects in play, on its own, prevents
    /// `action` ("cannot": Æmber that cannot be stolen). A "cannot" takes
    /// precedence over the effects that would do something else instead
    /// (the FAQ ruling on Discombobulator and Gargantodon).
    pub(crate) fn prevented_by_any(&self, action: GameAction) -> bool {
        let class = action.replacement_class();
        let mut bits = self.modifiers[class as usize];
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            if self.replacement_by(c, action) == Some(GameAction::Prevented) {
                return true;
            }
        }
        self.lasting_effects().iter().any(|e| {
            let b = self.behavior_of(e.source_def);
            let mut q = Query::Instead { action };
            match b.lasting_modify {
                Some(f) if b.lasting_modifies.contains(class) => {
                    f(self, *e, &mut q);
                    q == (Query::Instead {
                        action: GameAction::Prevented,
                    })
                }
                _ => false,
            }
        })
    }

    /// The cards in play whose replacement effects would each change
    /// `action` in a different way (a bit per card; 0 when at most one
    /// applies, or all agree): which of them applies is the active
    /// player's choice (two Shadow Selfs beside one creature).
    pub(crate) fn rival_replacements(&self, action: GameAction) -> u128 {
        let mut bits = self.modifiers[action.replacement_class() as usize];
        let (mut found, mut first, mut differ) = (0u128, None, false);
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            if let Some(r) = self.replacement_by(c, action) {
                found |= 1u128 << c.0;
                match first {
                    None => first = Some(r),
                    Some(f) => differ |= f != r,
                }
            }
        }
        if differ {
            found
        } else {
            0
        }
    }

    /// Queues, for each creature whose damage waits for the choice of a
    /// replacement effect ([`Game::rival_replacements`]), the active
    /// player's choice of the card whose effect applies. Called when the
    /// game action that dealt the damage is over, before anything else
    /// resolves (the destruction it caused included).
    pub(super) fn ask_rival_replacements(&mut self) {
        let mut bits = std::mem::take(&mut self.rival_damage);
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            let mut f = Frame::new(CHOOSE_REPLACEMENT, c, self.active);
            f.subject = c;
            f.count = std::mem::take(&mut self.card_mut(c).assigned_damage);
            self.push_task(Task::Ability(f));
        }
    }

    /// Deals `amount` damage meant for `card` as the replacement effect of
    /// `by` makes it (or as the effects in play make it, if `by` is none).
    fn deal_replaced_damage(&mut self, card: CardRef, amount: u8, by: CardRef) {
        let action = GameAction::Damage { card, amount };
        let replaced = match by {
            c if c.is_some() => self.replacement_by(c, action).unwrap_or(action),
            _ => self.instead(action),
        };
        match replaced {
            GameAction::Damage { card, amount } if self.in_battleline(card) => {
                let m = self.card_mut(card);
                m.damage = m.damage.saturating_add(amount);
                self.check_lethal(card);
            }
            GameAction::Damage { .. } | GameAction::Prevented => {}
            other => self.perform_instead(other, 0),
        }
    }

    /// Carries out `replacement`, which an effect made happen instead of
    /// an action of another kind (Æmber reaped stolen instead, Æmber
    /// gained captured instead). The replacement is itself an action that
    /// effects may replace, up to [`MAX_REPLACEMENT_CHAIN`] deep.
    pub(crate) fn perform_instead(&mut self, replacement: GameAction, depth: u8) {
        if depth >= MAX_REPLACEMENT_CHAIN {
            return;
        }
        match replacement {
            GameAction::Prevented => {}
            GameAction::Gain {
                player,
                amount,
                from,
                reaped,
            } => {
                self.add_to_pool_at(player, amount as u32, from, reaped, depth + 1);
            }
            GameAction::PutOnCard { card, amount } => self.put_amber_on(card, amount as u32),
            GameAction::Steal { thief, amount } => {
                self.steal_at(thief, amount as u32, depth + 1);
            }
            GameAction::Capture {
                creature,
                from,
                amount,
            } if creature.is_none() => {
                let active = self.active;
                if amount > 0 && !self.creatures(active).is_empty() {
                    let mut f = Frame::new(CAPTURE_BY_ACTIVE_PLAYERS_CREATURE, creature, active);
                    f.count = amount;
                    f.tally[0] = from.index() as u8;
                    self.push_task(Task::Ability(f));
                }
            }
            GameAction::Capture {
                creature,
                from,
                amount,
            } => {
                self.capture_from(creature, from, amount as u32);
            }
            GameAction::Damage { card, amount } => {
                self.deal_damage(card, amount as u32);
            }
            GameAction::DividedAmongNeighbors { card, amount } => {
                self.divide_damage_among_neighbors(card, amount);
            }
            GameAction::DealDamage {
                receiver, amount, ..
            } => {
                self.deal_damage(receiver, amount as u32);
            }
            GameAction::Destroy { card } => self.destroy(card),
            GameAction::LeavePlay { card, to, .. } => {
                let owner = self.card(card).owner;
                self.put(card, to, owner, super::moves::Place::Top);
            }
            GameAction::Discard { card } => self.discard_from_hand_now(card),
            GameAction::MayArchiveInstead { card } => {
                if card.is_some() && self.card(card).location == Location::Hand {
                    let holder = self.card(card).controller;
                    self.push_task(Task::Ability(Frame::new(ARCHIVE_OR_DISCARD, card, holder)));
                }
            }
            GameAction::MakeTokens {
                player,
                amount,
                source,
            } => self.make_tokens_for(player, amount as u32, source),
            GameAction::ResolvePlayEffect { card, player } => {
                self.trigger_own(card, player, |b| b.play);
            }
            GameAction::Ready { card } => self.ready(card),
            GameAction::Exhaust { card } => self.exhaust(card),
            GameAction::PutBeneath { card, host } => {
                if card.is_some() && self.card(host).location.in_play() {
                    let holder = self.card(card).controller;
                    self.reveal(card, holder.opponent());
                    self.put_beneath(card, host);
                } else {
                    self.discard_from_hand_now(card);
                }
            }
        }
    }
}
