//! "Switch a creature's power and armor": while the switch is in effect,
//! the creature's power is what its armor would be and its armor what its
//! power would be, each with all its modifiers
//! ([`PowerArmorSwitched`](crate::question::PowerArmorSwitched), class
//! `Rare`: a game where no card answers it asks nothing). A lasting effect
//! answers it for its subject, for the remainder of the turn (Lightsmith
//! Clariel); each switch in effect toggles it, so two cancel.

use super::ability::QueryClass;
use super::ids::CardRef;
use super::question::PowerArmorSwitched;
use super::state::Game;

impl Game {
    /// Whether creature `c`'s power and armor are switched now.
    #[inline]
    pub fn power_armor_switched(&self, c: CardRef) -> bool {
        self.answered(QueryClass::Rare) && self.query(PowerArmorSwitched(c), false)
    }

    /// Replaces, in `powers` (the unswitched powers of `line`, in order),
    /// the power of each creature whose power and armor are switched by its
    /// armor.
    pub(crate) fn switch_battleline_powers(&self, line: &[CardRef], powers: &mut [i32]) {
        if !self.answered(QueryClass::Rare) {
            return;
        }
        for (v, &c) in powers.iter_mut().zip(line) {
            if self.query(PowerArmorSwitched(c), false) {
                *v = self.unswitched_armor(c);
            }
        }
    }
}
