//! Æmber: gain, lose, steal, capture, chains and keys.

use super::ability::Event;
use super::action::GameAction;
use super::ids::{CardRef, Player};
use super::question::{AmberFromSupply, CanBeStolen, QueryClass};
use super::state::{Game, Location};

impl Game {
    /// `p` gains `n` Æmber.
    pub fn gain(&mut self, p: Player, n: u32) {
        if self.add_to_pool(p, n, CardRef::NONE) {
            let h = &mut self.turn_history.amber_gained[p.index()];
            *h = h.saturating_add(n.min(255) as u8);
        }
    }

    /// Moves up to `n` Æmber from `p`'s pool onto card `c` (not a capture:
    /// "move 1 Æmber from your pool to Safe Place"); returns how much moved.
    pub fn move_amber_to_card(&mut self, p: Player, c: CardRef, n: u32) -> u32 {
        let moved = n.min(self.player(p).amber as u32);
        self.player_mut(p).amber -= moved as u8;
        let a = &mut self.card_mut(c).amber;
        *a = a.saturating_add(moved as u8);
        moved
    }

    /// The one place Æmber is added to a player's pool (gained, stolen,
    /// returned from a card `from` leaving play), where a replacement
    /// effect may do something else instead ([`GameAction::Gain`]: Ether
    /// Spider captures it). Returns whether it reached the pool.
    pub(crate) fn add_to_pool(&mut self, p: Player, n: u32, from: CardRef) -> bool {
        self.add_to_pool_at(p, n, from, false, 0)
    }

    /// The Æmber a creature's reap gains for `p` (a replacement effect may
    /// steal it instead: Dimension Door); returns whether `p` gained it.
    pub(crate) fn gain_from_reap(&mut self, p: Player) -> bool {
        let gained = self.add_to_pool_at(p, 1, CardRef::NONE, true, 0);
        if gained {
            let h = &mut self.turn_history.amber_gained[p.index()];
            *h = h.saturating_add(1);
        }
        gained
    }

    /// [`Game::add_to_pool`] at `depth` replacements deep.
    pub(crate) fn add_to_pool_at(
        &mut self,
        p: Player,
        n: u32,
        from: CardRef,
        reaped: bool,
        depth: u8,
    ) -> bool {
        let n = n.min(255) as u8;
        let mut to = p;
        let mut amount = n;
        if n > 0 {
            match self.instead(GameAction::Gain {
                player: p,
                amount: n,
                from,
                reaped,
            }) {
                GameAction::Gain {
                    player, amount: a, ..
                } => (to, amount) = (player, a),
                other => {
                    self.perform_instead(other, depth);
                    return false;
                }
            }
        }
        let a = &mut self.player_mut(to).amber;
        *a = a.saturating_add(amount);
        to == p
    }

    /// Puts `n` Æmber on a creature in play (a gain captured instead).
    pub(crate) fn put_amber_on(&mut self, card: CardRef, n: u32) {
        if self.in_battleline(card) {
            let a = &mut self.card_mut(card).amber;
            *a = a.saturating_add(n.min(255) as u8);
            if n > 0 {
                self.emit(Event::Captured {
                    creature: card,
                    amount: n.min(255) as u8,
                });
            }
        }
    }

    /// `p` loses up to `n` Æmber; returns how much was lost.
    pub fn lose(&mut self, p: Player, n: u32) -> u32 {
        let a = &mut self.player_mut(p).amber;
        let taken = (*a as u32).min(n);
        *a -= taken as u8;
        taken
    }

    /// Takes up to `n` Æmber stolen or captured from `p`'s pool; returns
    /// how much. An effect may have it taken from the common supply
    /// instead ([`AmberFromSupply`]): the pool keeps it.
    fn take_from_pool(&mut self, p: Player, n: u32) -> u32 {
        if self.query(AmberFromSupply(p), false) {
            n.min(self.player(p).amber as u32)
        } else {
            self.lose(p, n)
        }
    }

    /// `from` gives up to `n` Æmber from their pool to `to` ("they must
    /// give you their remaining Æmber": not a steal); returns how much.
    pub fn give_amber(&mut self, from: Player, to: Player, n: u32) -> u32 {
        let given = self.lose(from, n);
        self.add_to_pool(to, given, CardRef::NONE);
        given
    }

    /// `p` steals up to `n` Æmber from the opponent; returns how much.
    pub fn steal(&mut self, p: Player, n: u32) -> u32 {
        self.steal_at(p, n, 0)
    }

    /// [`Game::steal`] at `depth` replacements deep ([`GameAction::Steal`]:
    /// The Vaultkeeper prevents it). Nothing happens if the opponent's
    /// Æmber cannot be stolen ([`CanBeStolen`]).
    pub(crate) fn steal_at(&mut self, p: Player, n: u32, depth: u8) -> u32 {
        if !self.query(CanBeStolen(p.opponent()), true) {
            return 0;
        }
        let steal = GameAction::Steal {
            thief: p,
            amount: n.min(255) as u8,
        };
        let mut replaced = self.instead(steal);
        // Only a replacement effect in play can have changed the steal.
        if self.answered(QueryClass::Replacement)
            && replaced != steal
            && self.prevented_by_any(steal)
        {
            // "Cannot be stolen" wins over "captured instead".
            replaced = GameAction::Prevented;
        }
        let (thief, n) = match replaced {
            GameAction::Steal { thief, amount } => (thief, amount as u32),
            other => {
                self.perform_instead(other, depth);
                return 0;
            }
        };
        let taken = self.take_from_pool(thief.opponent(), n);
        let h = &mut self.turn_history.amber_stolen[thief.index()];
        *h = h.saturating_add(taken as u8);
        self.add_to_pool_at(thief, taken, CardRef::NONE, false, depth);
        if taken > 0 {
            self.emit(Event::AmberStolen {
                thief,
                amount: taken as u8,
            });
        }
        taken
    }

    /// `creature` captures up to `n` Æmber from its controller's opponent;
    /// returns how much.
    pub fn capture(&mut self, creature: CardRef, n: u32) -> u32 {
        if !self.in_battleline(creature) {
            return 0;
        }
        let from = self.card(creature).controller.opponent();
        self.capture_from(creature, from, n)
    }

    /// `creature` captures up to `n` Æmber from `from`'s pool ("captures 1
    /// from its own side"); returns how much.
    pub fn capture_from(&mut self, creature: CardRef, from: Player, n: u32) -> u32 {
        if !self.in_battleline(creature) {
            return 0;
        }
        let (creature, from, n) = match self.instead(GameAction::Capture {
            creature,
            from,
            amount: n.min(255) as u8,
        }) {
            GameAction::Capture {
                creature,
                from,
                amount,
            } if self.in_battleline(creature) => (creature, from, amount as u32),
            GameAction::Capture { .. } => return 0,
            other => {
                self.perform_instead(other, 0);
                return 0;
            }
        };
        let taken = self.take_from_pool(from, n);
        let a = &mut self.card_mut(creature).amber;
        *a = a.saturating_add(taken as u8);
        if taken > 0 {
            self.emit(Event::Captured {
                creature,
                amount: taken as u8,
            });
        }
        taken
    }

    /// Places `n` Æmber from the common supply on a creature or an
    /// artifact in play.
    pub fn place_amber(&mut self, card: CardRef, n: u32) {
        if self.in_battleline(card)
            || card.is_some() && self.card(card).location == Location::Artifacts
        {
            let a = &mut self.card_mut(card).amber;
            *a = a.saturating_add(n as u8);
        }
    }

    /// Moves up to `n` Æmber from a creature to `to`'s pool ("return the
    /// Æmber on it to your pool"); returns how much.
    pub fn take_amber_from(&mut self, creature: CardRef, to: Player, n: u32) -> u32 {
        if creature.is_none() {
            return 0;
        }
        let a = &mut self.card_mut(creature).amber;
        let taken = (*a as u32).min(n);
        *a -= taken as u8;
        self.add_to_pool(to, taken, CardRef::NONE);
        taken
    }

    /// Removes up to `n` Æmber from a card to the common supply ("discard
    /// 1 Æmber from this creature"; redistributing starts by lifting it
    /// off); returns how much.
    pub fn remove_amber(&mut self, card: CardRef, n: u32) -> u32 {
        if card.is_none() {
            return 0;
        }
        let a = &mut self.card_mut(card).amber;
        let removed = (*a as u32).min(n);
        *a -= removed as u8;
        removed
    }

    /// `p` gains `n` chains (at most 24 in all, the end of the chain
    /// table).
    pub fn gain_chains(&mut self, p: Player, n: u32) {
        let c = &mut self.player_mut(p).chains;
        *c = (*c as u32 + n).min(24) as u8;
    }
}
