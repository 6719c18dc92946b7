//! Creature status: ready, exhaust, stun, ward, enrage, heal, power counters.

use super::action::GameAction;
use super::ids::{CardRef, Player};
use super::question::QueryClass;
use super::state::{flag, Game};

impl Game {
    /// Readies a card.
    #[inline]
    pub fn ready(&mut self, c: CardRef) {
        self.set_exhausted(c, false);
    }

    /// Exhausts a card.
    #[inline]
    pub fn exhaust(&mut self, c: CardRef) {
        self.set_exhausted(c, true);
    }

    /// Exhausts (`on`) or readies a card in play, unless a replacement
    /// effect says otherwise. Step 4 readies every card each turn, so the
    /// replacement path stays out of line behind the answered-class bit.
    #[inline]
    fn set_exhausted(&mut self, c: CardRef, on: bool) {
        if c.is_some() && self.card(c).location.in_play() {
            if self.answered(QueryClass::Readying) {
                self.set_exhausted_unless_replaced(c, on);
            } else {
                self.card_mut(c).set(flag::EXHAUSTED, on);
            }
        }
    }

    #[inline(never)]
    fn set_exhausted_unless_replaced(&mut self, c: CardRef, on: bool) {
        let action = if on {
            GameAction::Exhaust { card: c }
        } else {
            GameAction::Ready { card: c }
        };
        let readied = !on && self.card(c).has(flag::EXHAUSTED);
        match self.instead(action) {
            same if same == action => {
                self.card_mut(c).set(flag::EXHAUSTED, on);
                if readied {
                    self.tell_readied(c);
                }
            }
            other => self.perform_instead(other, 0),
        }
    }

    /// Stuns a creature (no effect if it is already stunned).
    pub fn stun(&mut self, c: CardRef) {
        if self.in_battleline(c) {
            self.card_mut(c).set(flag::STUNNED, true);
        }
    }

    /// Removes a creature's stun (without exhausting or using it).
    pub fn unstun(&mut self, c: CardRef) {
        if self.in_battleline(c) {
            self.card_mut(c).set(flag::STUNNED, false);
        }
    }

    /// Wards a creature.
    pub fn ward(&mut self, c: CardRef) {
        if self.in_battleline(c) {
            self.card_mut(c).set(flag::WARD, true);
        }
    }

    /// Removes a creature's ward without it preventing anything ("remove
    /// a ward", "move a ward from a creature to another creature"); returns
    /// whether it had one.
    pub fn remove_ward(&mut self, c: CardRef) -> bool {
        self.in_battleline(c) && self.consume_ward(c)
    }

    /// Whether `p` is haunted: 10 or more cards in their discard pile (the
    /// rulebook's "Haunted"), or what a card says makes them haunted
    /// ([`Haunted`](super::question::Haunted), class `Queries::RARE`).
    pub fn is_haunted(&self, p: Player) -> bool {
        self.query(
            super::question::Haunted(p),
            self.player(p).discard.len() >= 10,
        )
    }

    /// Enrages a creature.
    pub fn enrage(&mut self, c: CardRef) {
        if self.in_battleline(c) {
            self.card_mut(c).set(flag::ENRAGE, true);
        }
    }

    /// A creature loses all of its armor until the end of the turn
    /// (armor renews each turn); returns how much it lost.
    pub fn lose_armor_this_turn(&mut self, c: CardRef) -> u32 {
        if !self.in_battleline(c) {
            return 0;
        }
        let armor = self.armor(c).clamp(0, 255) as u8;
        let card = self.card_mut(c);
        let lost = armor.saturating_sub(card.armor_used);
        card.armor_used = armor;
        self.renewing |= 1u128 << c.0;
        lost as u32
    }

    /// "Fully heal" a creature: removes all its damage; returns how much
    /// (0 for no card, or a card out of play).
    pub fn fully_heal(&mut self, c: CardRef) -> u32 {
        if c.is_none() {
            return 0;
        }
        let damage = self.card(c).damage as u32;
        self.heal(c, damage)
    }

    /// Heals up to `n` damage; returns how much was removed.
    pub fn heal(&mut self, c: CardRef, n: u32) -> u32 {
        if !self.in_battleline(c) {
            return 0;
        }
        let card = self.card_mut(c);
        let healed = (card.damage as u32).min(n);
        card.damage -= healed as u8;
        healed
    }

    /// Gives a creature `n` +1 power counters.
    pub fn add_power_counters(&mut self, c: CardRef, n: u32) {
        if self.in_battleline(c) {
            let card = self.card_mut(c);
            card.power_counters = card.power_counters.saturating_add(n as u8);
        }
    }

    /// Puts `n` counters of the kind its text names on card `c` in play
    /// ("put a fuse counter on The Big One"); returns how many it has now.
    pub fn add_counters(&mut self, c: CardRef, n: u32) -> u32 {
        if c.is_none() || !self.card(c).location.in_play() {
            return 0;
        }
        let counters = &mut self.card_mut(c).counters;
        *counters = counters.saturating_add(n.min(255) as u8);
        *counters as u32
    }

    /// Removes up to `n` of the counters [`Game::add_counters`] put on card
    /// `c`; returns how many it lost.
    pub fn remove_counters(&mut self, c: CardRef, n: u32) -> u32 {
        if c.is_none() {
            return 0;
        }
        let counters = &mut self.card_mut(c).counters;
        let lost = (*counters as u32).min(n);
        *counters -= lost as u8;
        lost
    }

    /// The counters [`Game::add_counters`] put on card `c`.
    pub fn counters(&self, c: CardRef) -> u32 {
        if c.is_none() {
            return 0;
        }
        self.card(c).counters as u32
    }

    /// Removes up to `n` of a creature's +1 power counters ("loses a +1
    /// power counter"); returns how many it lost. A creature whose damage
    /// now reaches its power is destroyed.
    pub fn remove_power_counters(&mut self, c: CardRef, n: u32) -> u32 {
        if !self.in_battleline(c) {
            return 0;
        }
        let card = self.card_mut(c);
        let lost = (card.power_counters as u32).min(n);
        card.power_counters -= lost as u8;
        self.power_dirty = true;
        lost
    }
}

#[cfg(test)]
mod tests {
    use crate::scenario::Scenario;
    use crate::Player::A;
    use crate::{CardPool, Choice};
    use keysim_facts::House;

    #[test]
    fn losing_power_counters_lowers_power_and_can_destroy() {
        let pool: &'static CardPool = Box::leak(Box::new(CardPool::from_lookup(|_| None)));
        let mut t = Scenario::new(pool, House::Brobnar)
            .battleline(A, &["Troll"])
            .start();
        let troll = t.find("Troll");
        t.g.add_power_counters(troll, 2);
        t.set_damage("Troll", 8);
        t.end_turn();
        assert_eq!(t.power("Troll"), 10);
        assert_eq!(t.g.remove_power_counters(troll, 1), 1);
        assert_eq!(t.power("Troll"), 9);
        assert_eq!(t.g.remove_power_counters(troll, 5), 1, "only the one left");
        t.apply(Choice::House(House::Brobnar));
        assert_eq!(t.discard(A), ["Troll"], "8 damage on 8 power");
    }

    #[test]
    fn removing_a_ward_leaves_the_creature_unprotected() {
        let pool: &'static CardPool = Box::leak(Box::new(CardPool::from_lookup(|_| None)));
        let mut t = Scenario::new(pool, House::Brobnar)
            .battleline(A, &["Troll", "Krump"])
            .start();
        let (troll, krump) = (t.find("Troll"), t.find("Krump"));
        t.set_ward("Troll");
        assert!(!t.g.remove_ward(krump), "Krump had no ward");
        assert!(t.g.remove_ward(troll));
        assert!(!t.card("Troll").is_warded());
        t.g.deal_damage(troll, 3);
        assert_eq!(t.damage("Troll"), 3, "no ward left to prevent the damage");
    }

    #[test]
    fn counters_stay_on_a_card_in_play_and_go_when_it_leaves() {
        let pool: &'static CardPool = Box::leak(Box::new(CardPool::from_lookup(|_| None)));
        let mut t = Scenario::new(pool, House::Brobnar)
            .artifacts(A, &["The Warchest"])
            .hand(A, &["Troll"])
            .start();
        let chest = t.find("The Warchest");
        assert_eq!(t.g.add_counters(chest, 1), 1);
        assert_eq!(t.g.add_counters(chest, 2), 3);
        assert_eq!(t.g.remove_counters(chest, 5), 3, "only those it has");
        assert_eq!(t.g.add_counters(chest, 4), 4);
        let troll = t.find("Troll");
        assert_eq!(t.g.add_counters(troll, 1), 0, "not in play");
        t.g.return_to_hand(chest);
        assert_eq!(t.g.counters(chest), 0, "a new object next time");
    }
}
