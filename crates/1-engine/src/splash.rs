//! "Deal N damage to a creature with M splash": an ability's damage to
//! one creature and the splash to each of its neighbors, all dealt at
//! once (the rulebook: the damage of one ability is simultaneous); and
//! damage to each neighbor of a creature alone.

use super::ids::CardRef;
use super::state::Game;

impl Game {
    /// Deals `damage` to creature `c` and `splash` to each of its
    /// neighbors, simultaneously (armor and wards apply to each).
    pub fn deal_damage_with_splash(&mut self, c: CardRef, damage: u32, splash: u32) {
        if c.is_none() || !self.in_battleline(c) {
            return;
        }
        let mut neighbors = [CardRef::NONE; 2];
        for (slot, n) in neighbors.iter_mut().zip(self.neighbors(c)) {
            *slot = n;
        }
        let hits = std::iter::once((c, damage)).chain(
            neighbors
                .into_iter()
                .filter(|n| n.is_some())
                .map(|n| (n, splash)),
        );
        self.deal_damage_at_once(hits, true);
    }
}

impl Game {
    /// Deals `n` damage to each neighbor of creature `c`, simultaneously,
    /// `c` itself untouched ("deal 2 damage to each neighbor of the
    /// creature fought": Bingle Bangbang, Fyre-Breath, Cirrus Mace).
    pub fn deal_damage_to_neighbors(&mut self, c: CardRef, n: u32) {
        let mut neighbors = [CardRef::NONE; 2];
        for (slot, neighbor) in neighbors.iter_mut().zip(self.neighbors(c)) {
            *slot = neighbor;
        }
        self.deal_damage_each(&neighbors, n);
    }
}
