//! An upgrade in play put into a battleline as a creature: a creature card
//! played as an upgrade ([`Behavior::plays_as_upgrade`](crate::Behavior::plays_as_upgrade))
//! whose text puts it "on a flank of your battleline as a creature"
//! (Pupgrade, when its creature is destroyed). It leaves its creature and
//! enters play as a creature, put into play (not played): a new object,
//! without what was on it as an upgrade.

use crate::moves::Place;
use crate::{CardRef, Flank, Game, Location, Player};

impl Game {
    /// Upgrade `c`, a creature card attached to a creature, leaves it and
    /// is put into play as a creature on `flank` of `player`'s battleline.
    /// Returns whether it entered the battleline (not when it is no longer
    /// attached, or is not a creature card).
    pub fn put_upgrade_into_battleline(
        &mut self,
        c: CardRef,
        player: Player,
        flank: Flank,
    ) -> bool {
        if c.is_none() || self.card(c).location != Location::Attached || !self.is_creature_card(c) {
            return false;
        }
        self.leave_play(c, Location::Limbo, Place::Top);
        self.put_into_play(c, player, flank)
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::{Behavior, Step};
    use crate::scenario::Scenario;
    use crate::Player::{A, B};
    use crate::{CardPool, Flank, Location};
    use keysim_facts::House;

    fn vanilla_pool() -> &'static CardPool {
        static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
        POOL.get_or_init(|| CardPool::from_lookup(|_| None))
    }

    /// A creature that may be played as an upgrade.
    static CREATURE_OR_UPGRADE: Behavior = Behavior {
        plays_as_upgrade: true,
        ..Behavior::VANILLA
    };

    /// Play: put the first upgrade attached to an enemy creature into the
    /// battleline as a creature.
    static PULL_OUT: Behavior = Behavior::play(&[Step::then(|g, f| {
        let host = g.creatures(f.opponent())[0];
        let upgrade = g
            .all_cards()
            .find(|&u| g.card(u).location == Location::Attached && g.card(u).host == host);
        if let Some(u) = upgrade {
            g.put_upgrade_into_battleline(u, f.controller, Flank::Right);
        }
    })]);

    #[test]
    fn an_attached_creature_card_enters_the_battleline_as_a_creature() {
        let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
            .behavior("Bumpsy", &CREATURE_OR_UPGRADE)
            .behavior("Punch", &PULL_OUT)
            .hand(A, &["Bumpsy", "Punch"])
            .battleline(B, &["Krump"])
            .start();
        t.play("Bumpsy");
        t.choose("Krump");
        assert_eq!(t.g.card(t.find("Bumpsy")).location, Location::Attached);
        t.play("Punch");
        assert_eq!(t.line(A), ["Bumpsy"]);
        assert_eq!(t.line(B), ["Krump"]);
        assert_eq!(t.g.card(t.find("Bumpsy")).host, crate::CardRef::NONE);
        assert!(t.exhausted("Bumpsy"), "put into play exhausted");
        assert!(t.g.check_bookkeeping().is_ok());
    }

    #[test]
    fn a_card_no_longer_attached_stays_where_it_is() {
        let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
            .hand(A, &["Bumpsy"])
            .start();
        let bumpsy = t.find("Bumpsy");
        assert!(!t.g.put_upgrade_into_battleline(bumpsy, A, Flank::Right));
        assert_eq!(t.hand_of(A), ["Bumpsy"]);
    }
}
