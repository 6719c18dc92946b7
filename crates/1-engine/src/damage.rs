//! Dealing damage (armor, ward, redirection), lethal damage and destroying.

use super::ability::{DamageSource, Event, QueryClass};
use super::action::GameAction;
use super::ids::CardRef;
use super::question::CanBeDamagedBy;
use super::state::{flag, Game, Location, Task, MAX_CARDS};
use keysim_facts::Keywords;

impl Game {
    /// The card dealing the damage being dealt now, [`CardRef::NONE`] if
    /// none: the creature whose power, assault or hazardous deals it in a
    /// fight, or the card whose ability or reaction is resolving (the
    /// creature an upgrade granted the ability to, the card that started
    /// a lasting effect). A bonus icon's damage has none: a game step deals
    /// it (the FAQ on Ardent Hero). [`Query::CanBeDamagedBy`] asks with it.
    ///
    /// [`Query::CanBeDamagedBy`]: crate::Query::CanBeDamagedBy
    pub fn damage_dealer(&self) -> CardRef {
        self.dealing
    }

    /// Runs `deal` with `dealer` as the card dealing its damage
    /// ([`Game::damage_dealer`]).
    pub(crate) fn dealt_by<R>(&mut self, dealer: CardRef, deal: impl FnOnce(&mut Game) -> R) -> R {
        let outer = std::mem::replace(&mut self.dealing, dealer);
        let result = deal(self);
        self.dealing = outer;
        result
    }

    /// Deals `n` damage to a creature (not fight damage) and destroys it
    /// if that is lethal. Returns the damage actually dealt.
    pub fn deal_damage(&mut self, c: CardRef, n: u32) -> u32 {
        self.deal_damage_by(c, n, DamageSource::Other)
    }

    /// Deals `n` damage to a creature as [`Game::deal_damage`] does, dealt
    /// `by` what [`Event::Damaged`] reports (a damage bonus icon).
    pub fn deal_damage_by(&mut self, c: CardRef, n: u32, by: DamageSource) -> u32 {
        let (receiver, dealt) = self.apply_damage(c, n, by);
        if receiver.is_some() {
            self.check_lethal(receiver);
        }
        dealt
    }

    /// Deals `n` damage to each listed creature simultaneously.
    pub fn deal_damage_each(&mut self, targets: &[CardRef], n: u32) {
        self.deal_damage_each_with(targets, n, true);
    }

    /// Deals `n` damage to each listed creature simultaneously, damage
    /// that armor does not prevent ("this damage cannot be prevented by
    /// armor").
    pub fn deal_damage_each_through_armor(&mut self, targets: &[CardRef], n: u32) {
        self.deal_damage_each_with(targets, n, false);
    }

    fn deal_damage_each_with(&mut self, targets: &[CardRef], n: u32, armor_applies: bool) {
        self.deal_damage_at_once(targets.iter().map(|&c| (c, n)), armor_applies);
    }

    /// Assigns `n` more damage to creature `c`, dealt later by
    /// [`Game::deal_assigned_damage`] with the rest of the damage the
    /// ability assigns. All the damage of one ability is dealt at once (the
    /// rulebook: "all damage dealt by a card's ability is dealt
    /// simultaneously"), so an ability that chooses its creatures one at a
    /// time ("divide this damage among any number of creatures", "for each
    /// card revealed, deal 2 to a creature") assigns each choice and deals
    /// the whole in its last step: no choice sees another's result.
    pub fn assign_damage(&mut self, c: CardRef, n: u32) {
        if c.is_some() {
            let a = &mut self.card_mut(c).assigned_damage;
            *a = a.saturating_add(n.min(255) as u8);
        }
    }

    /// The damage assigned to `c` and not dealt yet ([`Game::assign_damage`]).
    pub fn assigned_damage(&self, c: CardRef) -> u32 {
        if c.is_some() {
            self.card(c).assigned_damage as u32
        } else {
            0
        }
    }

    /// Deals all the damage assigned with [`Game::assign_damage`] at once:
    /// each creature its total as one amount (one ward, one use of its
    /// armor), then destroys the creatures it killed.
    pub fn deal_assigned_damage(&mut self) {
        let assigned = self.take_assigned_damage();
        let hits = assigned
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .map(|(i, &n)| (CardRef(i as u8), n as u32));
        self.deal_damage_at_once(hits, true);
    }

    /// The damage assigned to each card ([`Game::assign_damage`]), by card
    /// index, none assigned any more.
    fn take_assigned_damage(&mut self) -> [u8; MAX_CARDS] {
        let mut assigned = [0; MAX_CARDS];
        for (a, card) in assigned.iter_mut().zip(&mut self.cards) {
            *a = std::mem::take(&mut card.assigned_damage);
        }
        assigned
    }

    /// Puts all the damage assigned with [`Game::assign_damage`] on its
    /// creatures as damage tokens, without dealing it ("redistribute the
    /// damage", "move damage"): armor, wards and damage prevention do not
    /// apply, and a creature may get more than its power. Then destroys
    /// each creature with as much damage as its power.
    pub fn place_assigned_damage(&mut self) {
        let assigned = self.take_assigned_damage();
        let mut placed = [CardRef::NONE; MAX_CARDS];
        let mut k = 0;
        for (i, &n) in assigned.iter().enumerate() {
            let c = CardRef(i as u8);
            if n > 0 && self.in_battleline(c) {
                if self.card(c).damage == 0 {
                    self.fresh_damage |= 1u128 << c.0;
                }
                let card = self.card_mut(c);
                card.damage = card.damage.saturating_add(n);
                placed[k] = c;
                k += 1;
            }
        }
        for &c in &placed[..k] {
            self.check_lethal(c);
        }
    }

    /// Takes up to `n` damage tokens off a creature without healing it (the
    /// first half of moving or redistributing damage); returns how many.
    pub fn remove_damage(&mut self, c: CardRef, n: u32) -> u32 {
        if !self.in_battleline(c) {
            return 0;
        }
        let card = self.card_mut(c);
        let removed = (card.damage as u32).min(n);
        card.damage -= removed as u8;
        removed
    }

    /// Deals each listed amount to its creature, then checks lethal damage
    /// for all of them: simultaneous damage.
    pub(crate) fn deal_damage_at_once(
        &mut self,
        targets: impl Iterator<Item = (CardRef, u32)>,
        armor_applies: bool,
    ) {
        let mut hit = [CardRef::NONE; 2 * MAX_CARDS];
        let mut k = 0;
        for (c, n) in targets {
            let (r, _) = self.apply_damage_with(c, n, armor_applies, DamageSource::Other);
            if r.is_some() && k < hit.len() {
                hit[k] = r;
                k += 1;
            }
        }
        for &c in &hit[..k] {
            self.check_lethal(c);
        }
    }

    /// Applies damage dealt `by` a source without the lethal check:
    /// protection, ward, armor, redirection. Returns the creature that
    /// received it and the amount.
    pub(crate) fn apply_damage(&mut self, c: CardRef, n: u32, by: DamageSource) -> (CardRef, u32) {
        self.apply_damage_with(c, n, true, by)
    }

    fn apply_damage_with(
        &mut self,
        c: CardRef,
        n: u32,
        armor_applies: bool,
        by: DamageSource,
    ) -> (CardRef, u32) {
        if n == 0 || !self.in_battleline(c) {
            return (CardRef::NONE, 0);
        }
        if !self.can_be_damaged(c) {
            return (CardRef::NONE, 0);
        }
        if self.dealing.is_some()
            && self.answered(QueryClass::Rare)
            && !self.query(CanBeDamagedBy(c, self.dealing), true)
        {
            return (CardRef::NONE, 0);
        }
        if self.consume_ward(c) {
            return (CardRef::NONE, 0);
        }
        let armor = if armor_applies {
            self.armor(c).max(0) as u32
        } else {
            0
        };
        let card = self.card_mut(c);
        let left = armor.saturating_sub(card.armor_used as u32);
        let prevented = left.min(n);
        card.armor_used += prevented as u8;
        self.renewing |= 1u128 << c.0;
        if prevented > 0 {
            self.emit(Event::ArmorPrevented {
                card: c,
                amount: prevented as u8,
            });
        }
        let n = n - prevented;
        if n == 0 {
            return (CardRef::NONE, 0);
        }
        let action = GameAction::Damage {
            card: c,
            amount: n.min(255) as u8,
        };
        if self.answered(QueryClass::Replacement) && self.rival_replacements(action) != 0 {
            // Several effects would take this damage elsewhere: the active
            // player chooses which applies once the action dealing it is
            // over (`ask_rival_replacements`).
            self.assign_damage(c, n);
            self.rival_damage |= 1u128 << c.0;
            return (CardRef::NONE, 0);
        }
        let (receiver, n) = match self.instead(action) {
            GameAction::Damage { card, amount } if self.in_battleline(card) => (card, amount),
            GameAction::Damage { .. } | GameAction::Prevented => return (CardRef::NONE, 0),
            other => {
                self.perform_instead(other, 0);
                return (CardRef::NONE, 0);
            }
        };
        if self.card(receiver).damage == 0 {
            self.fresh_damage |= 1u128 << receiver.0;
        }
        let card = self.card_mut(receiver);
        card.damage = card.damage.saturating_add(n);
        self.emit(Event::Damaged {
            card: receiver,
            amount: n,
            by,
        });
        (receiver, n as u32)
    }

    /// Destroys the creature if its damage reaches its power. The damage
    /// just placed on it is no longer fresh afterwards: a creature that
    /// survives it counts as having survived damage.
    pub(crate) fn check_lethal(&mut self, c: CardRef) {
        let lethal = self.in_battleline(c) && !self.card(c).is_tagged() && {
            let card = self.card(c);
            let own = card.def.def().power as i32 + card.power_counters as i32;
            // Less damage than its own power is not lethal unless an
            // effect can lower its power: then its power is not asked.
            (card.damage as i32 >= own.max(0) || self.power_may_be_lowered())
                && card.damage as i32 >= self.power(c)
        };
        if c.is_some() {
            self.fresh_damage &= !(1u128 << c.0);
        }
        if lethal {
            self.destroy(c);
        }
    }

    /// Whether creature `c` has damage on it that it survived ("gets +4
    /// power while damaged", a bonus it gets only if it survives the
    /// damage, Gron Nine-Toes): damage dealt to it while it had none does
    /// not count until its lethal check is over, so that check reads its
    /// power without the bonus. Damage added to damage it already had
    /// counts at once.
    pub fn has_survived_damage(&self, c: CardRef) -> bool {
        self.card(c).damage > 0 && self.fresh_damage & (1u128 << c.0) == 0
    }

    /// Destroys a card in play: it is tagged for destruction, its
    /// "Destroyed:" abilities resolve, then it goes to the discard pile.
    /// A ward prevents it; invulnerable creatures cannot be destroyed.
    pub fn destroy(&mut self, c: CardRef) {
        if c.is_none() || !self.card(c).location.in_play() || self.card(c).is_tagged() {
            return;
        }
        match self.instead(GameAction::Destroy { card: c }) {
            GameAction::Destroy { card } if card == c => {}
            GameAction::Destroy { card } => return self.destroy(card),
            other => return self.perform_instead(other, 0),
        }
        if self.card(c).location == Location::Battleline
            && self.keywords(c).contains(Keywords::INVULNERABLE)
        {
            return;
        }
        if self.consume_ward(c) {
            return;
        }
        if self.grantors & !self.attached != 0 && self.granted_by_cards_in_play(c) {
            self.granted_when_tagged |= 1u128 << c.0;
        }
        self.card_mut(c)
            .set(flag::TAGGED | flag::DESTROYED_PENDING, true);
        self.tagged |= 1u128 << c.0;
        if !self.stack().iter().any(|t| matches!(t, Task::Destruction)) {
            self.push_task(Task::Destruction);
        }
    }

    /// "... instead": a card tagged for destruction is not destroyed after
    /// all (from its own "Destroyed:" ability, e.g. Armageddon Cloak): it
    /// stays in play and no longer counts as destroyed.
    pub fn cancel_destruction(&mut self, c: CardRef) {
        if c.is_some() && self.card(c).location.in_play() {
            let card = self.card_mut(c);
            card.set(flag::TAGGED | flag::DESTROYED_PENDING, false);
            card.fighting = CardRef::NONE;
            self.tagged &= !(1u128 << c.0);
            self.granted_when_tagged &= !(1u128 << c.0);
            self.power_dirty = true;
        }
    }
}
