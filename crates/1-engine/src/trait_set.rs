//! A set of traits, as bits: what [`Game::traits`](crate::Game::traits)
//! gives for a card ("each trait of", "shares a trait with").

use keysim_facts::Trait;

// Every trait number has its bit.
const _: () = assert!(Trait::COUNT <= 128);

/// A set of [`Trait`]s (a bit per trait number): small and `Copy`.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct TraitSet(u128);

impl TraitSet {
    /// The empty set.
    pub const EMPTY: TraitSet = TraitSet(0);

    /// The set of the given traits (a card's printed list).
    pub fn of(traits: &[Trait]) -> TraitSet {
        let mut set = TraitSet::EMPTY;
        for &t in traits {
            set.insert(t);
        }
        set
    }

    /// Adds a trait.
    #[inline]
    pub fn insert(&mut self, t: Trait) {
        self.0 |= 1 << t.0;
    }

    /// Whether the set holds `t`.
    #[inline]
    pub fn contains(self, t: Trait) -> bool {
        self.0 & (1 << t.0) != 0
    }

    /// How many traits the set holds.
    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets have a trait in common.
    #[inline]
    pub fn intersects(self, other: TraitSet) -> bool {
        self.0 & other.0 != 0
    }

    /// The traits of either set.
    #[inline]
    pub fn union(self, other: TraitSet) -> TraitSet {
        TraitSet(self.0 | other.0)
    }

    /// The traits, by trait number.
    pub fn iter(self) -> impl Iterator<Item = Trait> {
        (0..Trait::COUNT as u8)
            .map(Trait)
            .filter(move |&t| self.contains(t))
    }
}

impl std::fmt::Debug for TraitSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter().map(Trait::name)).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_facts::traits;

    #[test]
    fn counts_compares_and_lists_its_traits() {
        let a = TraitSet::of(&[traits::KNIGHT, traits::HUMAN]);
        let b = TraitSet::of(&[traits::HUMAN]);
        let c = TraitSet::of(&[traits::BEAST]);
        assert_eq!(a.len(), 2);
        assert!(a.contains(traits::KNIGHT) && !a.contains(traits::BEAST));
        assert!(a.intersects(b) && !a.intersects(c));
        assert_eq!(a.union(c).len(), 3);
        assert!(TraitSet::EMPTY.is_empty());
        let mut by_number = vec![traits::KNIGHT, traits::HUMAN];
        by_number.sort();
        assert_eq!(a.iter().collect::<Vec<Trait>>(), by_number);
    }
}
