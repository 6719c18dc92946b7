//! A fight whose defender an ability names ("have it fight that enemy
//! creature, ignoring taunt": Endless Hordes): the creature is used to
//! fight as [`Game::fight_with`] uses it, and the defender is the named
//! creature instead of one its controller chooses. Taunt only limits which
//! creature a player may choose, so it does not apply; elusive and "cannot
//! be attacked" ([`CanAttack`](crate::question::Query::CanAttack)) still do.

use super::choice::Choice;
use super::ids::CardRef;
use super::question::CanFight;
use super::state::{Game, Task};

impl Game {
    /// "Fight `defender` with `attacker`" (from an ability): if the
    /// attacker is stunned, it is exhausted and loses its stun instead; if
    /// it is exhausted, cannot be used or cannot fight, or `defender` is
    /// not an enemy creature in play that it may attack, nothing happens.
    pub fn fight_creature(&mut self, attacker: CardRef, defender: CardRef) {
        if !self.in_battleline(attacker)
            || self.card(attacker).is_exhausted()
            || !self.may_use(attacker)
        {
            return;
        }
        if self.card(attacker).is_stunned() {
            self.use_card(Choice::RemoveStun(attacker));
            return;
        }
        let open = self.in_battleline(defender)
            && !self.card(defender).is_tagged()
            && self.card(defender).controller != self.card(attacker).controller;
        if !open || !self.query(CanFight(attacker), true) || !self.may_attack(attacker, defender) {
            return;
        }
        self.use_card(Choice::Fight(attacker));
        if let Some(Task::Fight {
            attacker: a,
            defender: d,
            ..
        }) = self.top_task()
        {
            if *a == attacker {
                *d = defender;
            }
        }
    }
}
