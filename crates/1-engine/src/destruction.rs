//! Destruction: lethal damage, tagging for destruction, Destroyed: abilities,
//! and leaving play.

use super::ability::{Event, QueryClass};
use super::ids::{CardRef, Player};
use super::moves::Place;
use super::question::DestroyedAbilitiesTrigger;
use super::state::{flag, Game, Location, MAX_CARDS, SHARED_ZONE};
use keysim_facts::CardId;

impl Game {
    /// Records a creature controlled by `controller` destroyed.
    pub(crate) fn record_destroyed(&mut self, controller: Player) {
        let i = controller.index();
        super::history::bump(&mut self.turn_history.creatures_destroyed[i]);
        let g = &mut self.game_history.creatures_destroyed[i];
        *g = g.saturating_add(1);
    }

    /// Destroys every creature whose damage has reached its power (power
    /// can drop when a constant ability leaves play).
    #[inline]
    pub(crate) fn check_all_lethal(&mut self) {
        if self.power_dirty {
            self.check_all_lethal_now();
        }
    }

    /// A constant ability's power reads something the engine does not
    /// watch for power changes (the Æmber on a creature: Essence
    /// Entangler's "-1 power per Æmber"): the card calls this when that
    /// changes, and the next check for lethal damage looks at every
    /// creature. Nothing else pays for it.
    pub fn power_may_have_changed(&mut self) {
        self.power_dirty = true;
    }

    /// Destroys each card in play whose [`Behavior::destroy_if`] holds
    /// ("if your opponent has no creatures in play, destroy this"), and
    /// purges each whose [`Behavior::purge_if`] holds.
    ///
    /// [`Behavior::destroy_if`]: super::ability::Behavior::destroy_if
    #[inline(never)]
    pub(super) fn check_destroy_conditions(&mut self) {
        let mut bits = self.conditioned;
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            let b = self.behavior(c);
            if let Some(condition) = b.destroy_if {
                if !self.card(c).is_tagged() && !self.text_blank(c) && condition(self, c) {
                    self.destroy(c);
                }
            }
            if let Some(condition) = b.purge_if {
                let card = self.card(c);
                if card.location.in_play()
                    && !card.is_tagged()
                    && !self.text_blank(c)
                    && condition(self, c)
                {
                    self.purge(c);
                }
            }
        }
    }

    #[inline(never)]
    pub(super) fn check_all_lethal_now(&mut self) {
        self.power_dirty = false;
        if !self.power_may_be_lowered() {
            // Power is at least the printed power plus counters: only a
            // creature with at least that much damage (or with no power of
            // its own) can be destroyed, and only its power is asked.
            for p in Player::BOTH {
                for i in 0..self.creatures(p).len() {
                    let c = self.creatures(p)[i];
                    let card = self.card(c);
                    let own = card.def.def().power as i32 + card.power_counters as i32;
                    if !card.is_tagged()
                        && card.damage as i32 >= own.max(0)
                        && card.damage as i32 >= self.power(c)
                    {
                        self.destroy(c);
                    }
                }
            }
            return;
        }
        let mut powers = [0i32; SHARED_ZONE];
        for p in Player::BOTH {
            // Tagging a creature for destruction leaves it in play, so the
            // powers stay valid through the loop.
            let n = self.battleline_powers(p, &mut powers).len();
            for (i, &power) in powers[..n].iter().enumerate() {
                let c = self.player(p).battleline.as_slice()[i];
                let card = self.card(c);
                if !card.is_tagged() && card.damage as i32 >= power {
                    self.destroy(c);
                }
            }
        }
    }

    /// Whether a constant ability or lasting effect in play could make a
    /// creature's power lower than its printed power plus counters.
    pub(super) fn power_may_be_lowered(&self) -> bool {
        if self.lasting_queries & (1 << QueryClass::Power as u8) != 0 {
            return true;
        }
        if self.answered(QueryClass::Rare) {
            // A switch of power and armor ([`Game::power_armor_switched`]).
            return true;
        }
        let mut bits = self.modifiers[QueryClass::Power as usize];
        while bits != 0 {
            let m = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            if !self.behavior(m).raises_power_only {
                return true;
            }
        }
        false
    }

    /// Whether card `c` was destroyed: it is out of play and its last
    /// departure from play was a destruction that completed, to the discard pile or elsewhere by its
    /// own "Destroyed:" ability (Bad Penny returned to hand still was: the
    /// FAQ on Tolas), or it is tagged for a destruction still under way. A
    /// card saved by a replacement effect ("destroy the Cloak instead",
    /// Armageddon Cloak) was not destroyed, nor one a ward protected.
    ///
    /// Every "for each creature destroyed this way" and "if this destroys
    /// it" reads this, in the ability's step after the one that destroyed
    /// or damaged the card: the destruction has resolved by then.
    pub fn was_destroyed(&self, c: CardRef) -> bool {
        if c.is_none() {
            return false;
        }
        let card = self.card(c);
        if card.location.in_play() {
            card.is_tagged()
        } else {
            self.destroyed & (1u128 << c.0) != 0
        }
    }

    /// The cards tagged for destruction, in card order.
    pub(super) fn tagged_cards(&self) -> impl Iterator<Item = CardRef> {
        let mut bits = self.tagged;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let c = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                c
            })
        })
    }

    pub(super) fn pending_destroyed(&self, c: CardRef) -> bool {
        let card = self.card(c);
        card.has(flag::DESTROYED_PENDING) && card.location.in_play()
    }

    #[cold]
    #[inline(never)]
    pub(super) fn pending_destroyed_count(&self) -> usize {
        self.tagged_cards()
            .filter(|&c| {
                self.pending_destroyed(c)
                    && self.has_ability(c, |b| b.destroyed)
                    && self.destroyed_abilities_trigger(c)
            })
            .count()
    }

    /// Whether the "Destroyed:" abilities of `c` trigger
    /// ([`Query::DestroyedAbilitiesTrigger`](crate::Query::DestroyedAbilitiesTrigger)).
    fn destroyed_abilities_trigger(&self, c: CardRef) -> bool {
        !self.answered(QueryClass::Rare) || self.query(DestroyedAbilitiesTrigger(c), true)
    }

    pub(super) fn resolve_destroyed(&mut self, c: CardRef) {
        self.card_mut(c).set(flag::DESTROYED_PENDING, false);
        if self.destroyed_abilities_trigger(c) {
            let p = self.card(c).controller;
            self.trigger_own(c, p, |b| b.destroyed);
        }
    }

    /// Every tagged card still in play goes to its owner's discard pile,
    /// then "after destroyed" reactions fire.
    pub(super) fn flush_destroyed(&mut self) {
        let tagged: super::card_list::Vec80 = self
            .tagged_cards()
            .filter(|&c| self.card(c).location.in_play())
            .collect();
        // Each event's card, controller and creature fought, and apart the
        // record the card was: two arrays without padding, zero-filled, so
        // that each is cleared as one block rather than field by field
        // (this runs whenever a card is destroyed). Only the first `n`
        // entries are read.
        let mut events = [(CardRef(0), Player::A, CardRef(0)); MAX_CARDS];
        let mut was = [CardId(0); MAX_CARDS];
        let mut n = 0;
        let queued_before = self.stack_len;
        for &c in tagged.iter() {
            self.destroyed |= 1u128 << c.0;
            let card = *self.card(c);
            if card.location == Location::Battleline {
                events[n] = (c, card.controller, card.fighting);
                was[n] = card.def;
                n += 1;
            }
            self.leave_play(c, Location::Discard, Place::Top);
        }
        // The cards left play together: their "Leaves Play:" abilities
        // resolve in the active player's order.
        self.order_simultaneous(queued_before);
        // Creatures that left play during their own "Destroyed:" ability
        // (returned to hand, ...) still count as destroyed (the FAQ on
        // Tolas and Bad Penny), by the player who controlled them, and in
        // the fight they were destroyed in.
        for p in Player::BOTH {
            let mut moved = std::mem::take(&mut self.destroyed_elsewhere[p.index()]);
            while moved != 0 {
                let c = CardRef(moved.trailing_zeros() as u8);
                moved &= moved - 1;
                self.destroyed |= 1u128 << c.0;
                let fighting = std::mem::replace(&mut self.card_mut(c).fighting, CardRef::NONE);
                // Already its printed card again if it left play as a
                // token or a copy (its identity then is not kept).
                events[n] = (c, p, fighting);
                was[n] = self.card(c).def;
                n += 1;
            }
        }
        for (&(card, controller, fighting), &was) in events[..n].iter().zip(&was[..n]) {
            self.record_destroyed(controller);
            self.emit(Event::Destroyed {
                card,
                controller,
                fighting,
                was,
            });
        }
    }
}
