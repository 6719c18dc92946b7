//! Fights: choosing the defender, before-fight effects, simultaneous
//! damage, and Fight: abilities.

use super::ability::{Ability, DamageSource, Event, Frame, Step};
use super::action::GameAction;
use super::history::bump;
use super::ids::{CardRef, Player};
use super::question::{FightDamage, HasFightAbilities, QueryClass};
use super::state::{flag, Game, Task};
use keysim_facts::Keywords;

/// The stage of a fight cancelled before it happened ("exhaust that
/// creature with no effect").
const CANCELLED: u8 = u8::MAX;

impl Game {
    /// Cancels the fight about to happen (from a reaction to
    /// [`Event::FightStarting`]): it has no effect, and the attacker stays
    /// exhausted.
    pub fn cancel_fight(&mut self) {
        let n = self.stack_len as usize;
        if let Some(Task::Fight { stage, .. }) = self.stack[..n]
            .iter_mut()
            .rev()
            .find(|t| matches!(t, Task::Fight { .. }))
        {
            *stage = CANCELLED;
        }
    }

    /// "Deals damage to that creature rather than the one it is fighting"
    /// (from a "Before Fight:" ability, Gabos Longarms): in the fight about
    /// to happen, the attacker's damage goes to `c`. The defender still
    /// deals its damage to the attacker, and the defender's elusive
    /// protects only itself (the FAQ rulings on Gabos Longarms).
    pub fn redirect_fight_damage(&mut self, c: CardRef) {
        let n = self.stack_len as usize;
        if let Some(Task::Fight { redirect, .. }) = self.stack[..n]
            .iter_mut()
            .rev()
            .find(|t| matches!(t, Task::Fight { .. }))
        {
            *redirect = c;
        }
    }

    /// The fight being resolved, as `(attacker, defender)`: the innermost
    /// fight, from the moment its defender is chosen until it is over
    /// ("while attacking", "while fighting"); `None` outside fights.
    pub fn fight_in_progress(&self) -> Option<(CardRef, CardRef)> {
        match self
            .stack()
            .iter()
            .rev()
            .find(|t| matches!(t, Task::Fight { .. }))
        {
            Some(&Task::Fight {
                attacker,
                defender,
                stage,
                ..
            }) if defender.is_some() && stage != CANCELLED => Some((attacker, defender)),
            _ => None,
        }
    }

    /// A fight from its current stage; `[defender, redirect]` as in
    /// [`Task::Fight`]. Stages follow one another in this call while
    /// nothing was queued above the fight and the resolution loop would go
    /// on with it at once ([`Game::then_at_once`]).
    pub(super) fn step_fight(
        &mut self,
        idx: usize,
        attacker: CardRef,
        targets: [CardRef; 2],
        mut stage: u8,
        controller: Player,
    ) {
        loop {
            self.fight_stage(idx, attacker, targets, stage, controller);
            // The last stage and a cancelled fight take the task off the
            // stack: what is at `idx` now is another task.
            if stage >= 3 || self.stack_len as usize != idx + 1 {
                return;
            }
            let Task::Fight { stage: next, .. } = self.stack[idx] else {
                return;
            };
            if !self.then_at_once() {
                return;
            }
            stage = next;
        }
    }

    /// One stage of a fight; `[defender, redirect]` as in [`Task::Fight`].
    fn fight_stage(
        &mut self,
        idx: usize,
        attacker: CardRef,
        [defender, redirect]: [CardRef; 2],
        stage: u8,
        controller: Player,
    ) {
        let set_stage = |g: &mut Game, s: u8| {
            if let Task::Fight { stage, .. } = &mut g.stack[idx] {
                *stage = s;
            }
        };
        let both_there = self.in_battleline(attacker)
            && self.in_battleline(defender)
            && !self.card(attacker).is_tagged()
            && !self.card(defender).is_tagged();
        match stage {
            0 => {
                // Before the fight: reactions (which may cancel it),
                // assault, hazardous, "Before Fight:".
                set_stage(self, 1);
                if !both_there {
                    return;
                }
                self.emit(Event::FightStarting { attacker, defender });
                if matches!(
                    self.stack[idx],
                    Task::Fight {
                        stage: CANCELLED,
                        ..
                    }
                ) {
                    return;
                }
                self.start_of_fight(attacker, defender);
            }
            1 => {
                set_stage(self, 2);
                if !both_there {
                    set_stage(self, 3);
                    return;
                }
                self.splash(attacker, defender);
                self.resolve_fight_damage(attacker, defender, redirect);
            }
            2 => {
                set_stage(self, 3);
                if self.in_battleline(attacker)
                    && !self.card(attacker).is_tagged()
                    && self.has_fight_abilities(attacker)
                {
                    let p = self.card(attacker).controller;
                    self.trigger_own_about(attacker, p, |b| b.fight, defender);
                }
            }
            CANCELLED => self.pop_task(),
            _ => {
                let was_enraged = matches!(self.stack[idx], Task::Fight { enraged: true, .. });
                self.pop_task();
                if was_enraged && self.in_battleline(attacker) {
                    self.card_mut(attacker).set(flag::ENRAGE, false);
                }
                bump(&mut self.turn_history.fights);
                self.turn_history.last_fight = Some((attacker, defender));
                self.emit(Event::Fought {
                    attacker,
                    defender,
                    controller,
                });
            }
        }
    }

    /// The start of a fight: the attacker's assault, the defender's
    /// hazardous and the attacker's "Before Fight:" abilities (printed and
    /// granted) happen at the same timing point, so the active player
    /// orders them (FAQ: Siren Horn on a creature with assault). Each is
    /// an ability of its own on the stack: a creature one of them
    /// destroys leaves play before the next resolves (Fyre-Breath then
    /// finds no neighbors of a defender assault destroyed).
    fn start_of_fight(&mut self, attacker: CardRef, defender: CardRef) {
        let queued_before = self.stack_len;
        let p = self.card(attacker).controller;
        self.trigger_own_about(attacker, p, |b| b.before_fight, defender);
        if self.hazardous(defender) > 0 {
            let mut f = Frame::new(HAZARDOUS, defender, self.card(defender).controller);
            f.subject = attacker;
            self.push_task(Task::Ability(f));
        }
        if self.assault(attacker) > 0 {
            let mut f = Frame::new(ASSAULT, attacker, p);
            f.subject = defender;
            self.push_task(Task::Ability(f));
        }
        self.order_simultaneous(queued_before);
    }

    /// Whether `c`'s "After Fight:" abilities, printed and gained, resolve
    /// ([`HasFightAbilities`]: "loses all After Fight effects").
    fn has_fight_abilities(&self, c: CardRef) -> bool {
        !self.answered(QueryClass::Rare) || self.query(HasFightAbilities(c), true)
    }

    /// Splash-attack: as it attacks, the attacker also deals its
    /// splash-attack value to each neighbor of the creature it attacks
    /// (damage it deals, not fight damage), just before the fight damage.
    fn splash(&mut self, attacker: CardRef, defender: CardRef) {
        let splash = self.splash_attack(attacker);
        if splash == 0 {
            return;
        }
        let mut hit = [CardRef::NONE; 2];
        for (slot, n) in hit.iter_mut().zip(self.neighbors(defender)) {
            *slot = n;
        }
        let n = hit.iter().filter(|c| c.is_some()).count();
        self.dealt_by(attacker, |g| g.deal_damage_each(&hit[..n], splash));
    }

    /// Both creatures deal damage equal to their power to each other,
    /// simultaneously (elusive, skirmish, poison, fight-damage modifiers);
    /// with `redirect` (a creature still in play), the attacker's damage
    /// goes to it instead of the defender. Poison and "destroyed fighting"
    /// follow the creature actually dealt the damage, wherever a
    /// replacement effect moved it.
    pub(super) fn resolve_fight_damage(
        &mut self,
        attacker: CardRef,
        defender: CardRef,
        redirect: CardRef,
    ) {
        let redirected = redirect.is_some()
            && redirect != defender
            && self.in_battleline(redirect)
            && !self.card(redirect).is_tagged();
        let elusive = self.keywords(defender).contains(Keywords::ELUSIVE)
            && !self.card(defender).has(flag::ELUSIVE_USED);
        self.card_mut(defender).set(flag::ELUSIVE_USED, true);
        self.renewing |= 1u128 << defender.0;
        let dodged = elusive && !self.ignores_taunt_and_elusive(attacker);
        if dodged && !redirected {
            return;
        }
        let hit = if redirected { redirect } else { defender };
        let to_hit = self.fight_damage(attacker, hit, attacker);
        let to_attacker = if dodged || self.keywords(attacker).contains(Keywords::SKIRMISH) {
            0
        } else {
            self.fight_damage(defender, attacker, attacker)
        };
        let to_hit = self.damage_by_creature(attacker, hit, to_hit);
        let to_attacker = self.damage_by_creature(defender, attacker, to_attacker);
        let (r1, d1) = self.dealt_by(attacker, |g| {
            g.apply_damage(hit, to_hit, DamageSource::Fight)
        });
        let (r2, d2) = self.dealt_by(defender, |g| {
            g.apply_damage(attacker, to_attacker, DamageSource::Fight)
        });
        // Poison destroys whichever creature the damage was dealt to, also
        // one a replacement effect moved it to (Shadow Self taking a
        // neighbour's damage): the damage is still dealt by the poison
        // creature's power during a fight.
        if d1 > 0 && self.keywords(attacker).contains(Keywords::POISON) {
            self.destroy(r1);
        }
        if d2 > 0 && self.keywords(defender).contains(Keywords::POISON) {
            self.destroy(r2);
        }
        for r in [r1, r2] {
            if r.is_some() {
                self.check_lethal(r);
            }
        }
        if self.card(defender).is_tagged() {
            self.card_mut(defender).fighting = attacker;
        }
        if self.card(attacker).is_tagged() {
            self.card_mut(attacker).fighting = defender;
        }
    }

    /// The damage creature `dealer` deals `receiver` by its power, once
    /// the replacement effects in play saw it ([`GameAction::DealDamage`]):
    /// `amount`, what an effect made of it, or none when an effect
    /// prevented it or replaced it with another action (carried out here:
    /// Shoulder Id steals instead).
    fn damage_by_creature(&mut self, dealer: CardRef, receiver: CardRef, amount: u32) -> u32 {
        // With no replacement effect in play, `instead` hands the action
        // back unchanged: the amount stands, without building the action
        // and comparing it.
        if amount == 0 || !self.answered(QueryClass::Replacement) {
            return amount;
        }
        let action = GameAction::DealDamage {
            dealer,
            receiver,
            amount: amount.min(u8::MAX as u32) as u8,
        };
        match self.instead(action) {
            replaced if replaced == action => amount,
            GameAction::DealDamage {
                receiver: r,
                amount,
                ..
            } if r == receiver => amount as u32,
            GameAction::Prevented => 0,
            other => {
                self.perform_instead(other, 0);
                0
            }
        }
    }

    pub(super) fn fight_damage(
        &self,
        dealer: CardRef,
        receiver: CardRef,
        attacker: CardRef,
    ) -> u32 {
        let power = self.power(dealer);
        self.query(FightDamage(dealer, receiver, attacker), power)
            .max(0) as u32
    }
}

/// Assault, as an ability of the attacker ([`Frame::source`]) at the start
/// of a fight: its assault value, as it resolves, to the defender
/// ([`Frame::subject`]), while both are still in play.
const ASSAULT: Ability = &[Step::then(|g, f| {
    start_of_fight_damage(g, f.source, f.subject, Game::assault)
})];

/// Hazardous, as an ability of the defender ([`Frame::source`]) at the
/// start of a fight: its hazardous value to the attacker
/// ([`Frame::subject`]), while both are still in play.
const HAZARDOUS: Ability = &[Step::then(|g, f| {
    start_of_fight_damage(g, f.source, f.subject, Game::hazardous)
})];

/// `from` deals `value(from)` to `to`, both still in play and not
/// destroyed.
fn start_of_fight_damage(
    g: &mut Game,
    from: CardRef,
    to: CardRef,
    value: fn(&Game, CardRef) -> u32,
) {
    let there = |g: &Game, c: CardRef| g.in_battleline(c) && !g.card(c).is_tagged();
    if !there(g, from) || !there(g, to) {
        return;
    }
    let n = value(g, from);
    if n > 0 {
        g.dealt_by(from, |g| g.deal_damage(to, n));
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::{Behavior, Queries, Query, Reach};
    use crate::scenario::Scenario;
    use crate::CardPool;
    use crate::Player::{A, B};
    use keysim_facts::{House, Keywords};

    /// Every card vanilla, for cards given a hand-built behaviour.
    fn pool() -> &'static CardPool {
        static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
        POOL.get_or_init(|| CardPool::from_lookup(|_| None))
    }

    /// "Gains poison while attacking."
    static POISON_WHILE_ATTACKING: Behavior = Behavior {
        modifies: Queries::KEYWORDS,
        reach: Reach::Itself,
        modify: Some(|g, me, q| {
            if let Query::Keywords { card, value } = q {
                if *card == me && g.fight_in_progress().is_some_and(|(a, _)| a == me) {
                    *value = value.with(Keywords::POISON);
                }
            }
        }),
        ..Behavior::VANILLA
    };

    #[test]
    fn fight_in_progress_names_the_attacker_and_defender_during_the_fight() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(A, &["Troll"])
            .battleline(B, &["Pitlord"])
            .behavior("Troll", &POISON_WHILE_ATTACKING)
            .start();
        let troll = t.find("Troll");
        assert_eq!(t.g.fight_in_progress(), None);
        assert!(!t.g.keywords(troll).contains(Keywords::POISON));
        t.fight("Troll", "Pitlord");
        assert_eq!(t.discard(B), ["Pitlord"], "poisoned while attacking");
        assert_eq!(t.g.fight_in_progress(), None, "the fight is over");
    }
}
