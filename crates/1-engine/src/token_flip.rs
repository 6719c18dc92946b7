//! Flipping a token creature faceup ("flip each token creature faceup",
//! Temporal Purge): the facedown card is its printed card from then on. A
//! creature card stays in play where it is, with its damage, status,
//! counters and upgrades (it does not enter play again); any other card,
//! or half of a gigantic creature (which cannot be in play alone), is put
//! into its owner's discard pile: it leaves play, but is not destroyed.

use crate::moves::Place;
use crate::{CardRef, Game, Location};
use keysim_facts::CardType;

impl Game {
    /// Flips token creature `c` faceup. Returns whether it stayed in play
    /// as a creature (false for a card that is not a token creature, or one
    /// that is put into its owner's discard pile).
    pub fn flip_token_faceup(&mut self, c: CardRef) -> bool {
        if c.is_none() || !self.is_token(c) || !self.in_battleline(c) {
            return false;
        }
        let card = *self.card(c);
        let printed = card.printed;
        if printed.def().kind == CardType::Creature && printed.gigantic().is_none() {
            self.set_identity(c, printed, card.deck_house);
            self.facedown &= !(1u128 << c.0);
            true
        } else {
            self.leave_play(c, Location::Discard, Place::Top);
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::scenario::Scenario;
    use crate::Player::A;
    use crate::{CardPool, Flank, Identity};
    use keysim_facts::House;

    fn vanilla_pool() -> &'static CardPool {
        static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
        POOL.get_or_init(|| CardPool::from_lookup(|_| None))
    }

    #[test]
    fn a_creature_card_flipped_faceup_stays_in_play_as_itself() {
        let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
            .battleline(A, &["Krump"])
            .deck(A, &["Troll"])
            .token(A, "Grumpus")
            .start();
        let token = t.g.make_token(A, Flank::Left);
        t.g.deal_damage(token, 1);
        t.advance();
        assert!(t.g.flip_token_faceup(token));
        assert_eq!(t.line(A), ["Troll", "Krump"]);
        assert_eq!(t.g.identity(token), Identity::Printed);
        assert_eq!(t.g.power(token), 8);
        assert_eq!(t.damage("Troll"), 1, "its damage stays");
        assert!(t.g.check_bookkeeping().is_ok());
    }

    #[test]
    fn a_card_of_another_type_flipped_faceup_is_discarded_not_destroyed() {
        let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
            .deck(A, &["Punch"])
            .token(A, "Grumpus")
            .start();
        let token = t.g.make_token(A, Flank::Left);
        t.advance();
        assert!(!t.g.flip_token_faceup(token));
        t.advance();
        assert!(t.line(A).is_empty());
        assert_eq!(t.discard(A), ["Punch"]);
        assert_eq!(t.g.turn_history().creatures_destroyed, [0, 0]);
        assert!(t.g.check_bookkeeping().is_ok());
    }

    #[test]
    fn a_token_made_a_copy_of_a_creature_is_still_a_token_until_flipped() {
        let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
            .battleline(A, &["Krump"])
            .deck(A, &["Troll"])
            .token(A, "Grumpus")
            .start();
        let token = t.g.make_token(A, Flank::Right);
        let krump = t.g.card(t.find("Krump")).def;
        t.g.become_copy(token, krump);
        t.advance();
        assert_eq!(t.line(A), ["Krump", "Krump"]);
        assert_eq!(t.g.identity(token), Identity::Token);
        assert!(t.g.is_token(token));
        assert!(t.g.flip_token_faceup(token));
        assert_eq!(t.g.identity(token), Identity::Printed);
        assert_eq!(t.line(A), ["Krump", "Troll"]);
        assert!(t.g.check_bookkeeping().is_ok());
    }

    #[test]
    fn a_printed_creature_is_no_token_to_flip() {
        let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
            .battleline(A, &["Krump"])
            .start();
        let krump = t.find("Krump");
        assert!(!t.g.flip_token_faceup(krump));
        assert_eq!(t.line(A), ["Krump"]);
    }
}
