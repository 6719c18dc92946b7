//! Forging keys: in step 1 at the current cost, or when an ability says
//! so, paying from the pool and from cards whose Æmber may be spent when
//! forging ([`Behavior::forge_bank`](super::ability::Behavior::forge_bank)).
//!
//! Æmber on such cards counts as if it were in the pool: a player who can
//! pay with it must forge in step 1, and chooses how much of the cost comes
//! from those cards (the FAQ ruling on Senator Shrix: the active player
//! makes the decision).

use super::ability::{Event, Frame, QueryClass, Step, TargetSpec};
use super::ids::{CardRef, Player};
use super::question::{CanForge, MayForgeKeys, SpendsAsPool};
use super::select::Zones;
use super::state::{CardFacts, Game, Outcome, Phase, Task};

impl Game {
    /// Whether the controller of `c`, a card in play, may spend the Æmber
    /// on it as if it were in their pool: printed on the card
    /// ([`Behavior::forge_bank`](super::ability::Behavior::forge_bank)) or
    /// given by a constant ability ([`SpendsAsPool`]: Senator Bracchus,
    /// The Callipygian Ideal).
    pub fn is_forge_bank(&self, c: CardRef) -> bool {
        self.facts.has(c, CardFacts::FORGE_BANK)
            || (self.answered(QueryClass::Economy) && self.query(SpendsAsPool(c), false))
    }

    /// Whether any card may be a forge bank now: one printed so in play, or
    /// a constant ability that may make one.
    fn banks_possible(&self) -> bool {
        self.forge_banks != 0 || self.answered(QueryClass::Economy)
    }

    /// Whether `c` is a card whose Æmber its controller may spend when
    /// forging, with Æmber on it.
    fn is_stocked_bank(&self, c: CardRef) -> bool {
        self.card(c).amber > 0 && self.is_forge_bank(c)
    }

    /// The Æmber `p` may spend when forging besides their pool: on cards
    /// they control that say so, or that an ability lets them spend.
    pub fn forge_bank(&self, p: Player) -> u32 {
        if !self.banks_possible() {
            return 0;
        }
        let ps = self.player(p);
        ps.artifacts
            .iter()
            .chain(ps.battleline.iter())
            .filter(|&c| self.is_stocked_bank(c))
            .map(|c| self.card(c).amber as u32)
            .sum()
    }

    /// Whether `p` has the Æmber to forge a key at `cost`.
    pub fn can_pay_for_key(&self, p: Player, cost: u32) -> bool {
        let pool = self.player(p).amber as u32;
        pool >= cost || pool + self.forge_bank(p) >= cost
    }

    /// Whether `p` may forge keys now, in step 1 or by an ability
    /// ([`MayForgeKeys`]: "cannot forge keys").
    pub fn may_forge_keys(&self, p: Player) -> bool {
        self.query(MayForgeKeys(p), true)
    }

    /// Step 1: forges a key if the player can afford one (mandatory); with
    /// Æmber on cards that may pay for it, the player chooses how much of
    /// the cost they pay.
    pub(super) fn forge_key(&mut self, p: Player) {
        if !self.query(CanForge(p), true) || !self.may_forge_keys(p) {
            return;
        }
        let cost = self.key_cost(p);
        let bank = self.forge_bank(p);
        if bank == 0 {
            self.forge_key_paying(p, cost);
        } else if self.player(p).amber as u32 + bank >= cost && self.player(p).keys < 3 {
            self.push_task(Task::Ability(Frame::new(
                FORGE_USING_BANKS,
                CardRef::NONE,
                p,
            )));
        }
    }

    /// Forges a key for `p` paying `cost` Æmber, at any time an ability
    /// says so ("forge a key at +6 current cost", "at no cost"): false
    /// (and nothing happens) if `p` cannot pay, has no key left to forge or
    /// may not forge keys ([`Game::may_forge_keys`]).
    /// The pool pays first, then cards whose Æmber may pay, in play order.
    pub fn forge_key_paying(&mut self, p: Player, cost: u32) -> bool {
        if self.player(p).keys >= 3 || !self.can_pay_for_key(p, cost) || !self.may_forge_keys(p) {
            return false;
        }
        let pool = self.player(p).amber as u32;
        let mut short = cost.saturating_sub(pool);
        if short > 0 && self.banks_possible() {
            let ps = self.player(p);
            let banks: super::card_list::Vec80 =
                ps.artifacts.iter().chain(ps.battleline.iter()).collect();
            for c in banks {
                if short > 0 && self.is_stocked_bank(c) {
                    let take = short.min(self.card(c).amber as u32);
                    self.card_mut(c).amber -= take as u8;
                    short -= take;
                }
            }
        }
        self.pay_and_forge(p, cost.min(pool), cost);
        true
    }

    /// Takes `from_pool` from `p`'s pool (the rest of `cost` was paid from
    /// cards) and forges the key.
    fn pay_and_forge(&mut self, p: Player, from_pool: u32, cost: u32) {
        let ps = self.player_mut(p);
        ps.amber -= from_pool as u8;
        ps.keys += 1;
        ps.keys_forged_last_turn += 1;
        if ps.keys >= 3 {
            self.outcome = Some(Outcome::Won(p));
            self.phase = Phase::Over;
        } else {
            self.emit(Event::KeyForged {
                player: p,
                paid: cost as u8,
            });
        }
    }
}

/// How much of the key's cost the forging player takes from cards: at
/// least what the pool lacks, at most what the cards hold.
fn bank_share(g: &Game, f: &Frame) -> (u8, u8) {
    let cost = g.key_cost(f.controller);
    let pool = g.player(f.controller).amber as u32;
    let bank = g.forge_bank(f.controller);
    let least = cost.saturating_sub(pool);
    let most = bank.min(cost).max(least);
    (least.min(255) as u8, most.min(255) as u8)
}

/// Step 1 with Æmber on cards that may pay: choose how much the cards pay,
/// take it one Æmber at a time from the cards chosen, then forge.
static FORGE_USING_BANKS: &[Step] = &[
    Step::choose_number_between(bank_share, |_, f| f.count = f.option),
    Step::target(
        TargetSpec::new(Zones::IN_PLAY, |g, f, c| {
            g.card(c).controller == f.controller && g.is_stocked_bank(c)
        }),
        |g, f| {
            let c = f.last_target();
            if c.is_some() && f.count > 0 {
                g.card_mut(c).amber -= 1;
                f.count -= 1;
                f.tally[0] += 1;
                f.repeat = f.count > 0;
            }
        },
    )
    .only_if(|_, f| f.count > 0),
    Step::then(|g, f| {
        let cost = g.key_cost(f.controller);
        let from_cards = f.tally[0] as u32;
        g.pay_and_forge(f.controller, cost.saturating_sub(from_cards), cost);
    }),
];

#[cfg(test)]
mod tests {
    use crate::ability::{Behavior, Queries, Query, Step};
    use crate::scenario::Scenario;
    use crate::CardPool;
    use crate::Player::{A, B};
    use keysim_facts::House;

    /// Every card vanilla, for cards given a hand-built behaviour.
    fn pool() -> &'static CardPool {
        static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
        POOL.get_or_init(|| CardPool::from_lookup(|_| None))
    }

    /// "No player may forge their first key."
    static NO_FIRST_KEY: Behavior = Behavior {
        modifies: Queries::PERMISSIONS,
        modify: Some(|g, _, q| {
            if let Query::MayForgeKeys { player, value } = q {
                if g.player(*player).keys == 0 {
                    *value = false;
                }
            }
        }),
        ..Behavior::VANILLA
    };

    /// "Action: forge a key at current cost."
    static FORGE_NOW: Behavior = Behavior::action(&[Step::then(|g, f| {
        g.forge_key_paying(f.controller, g.key_cost(f.controller));
    })]);

    #[test]
    fn key_forging_forbidden_stops_step_one_for_both_players() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(A, &["Troll"])
            .behavior("Troll", &NO_FIRST_KEY)
            .amber(A, 6)
            .amber(B, 6)
            .keys(B, 1)
            .start();
        t.end_turn();
        assert_eq!((t.keys(B), t.amber(B)), (2, 0), "a second key is allowed");
        t.apply(crate::Choice::House(House::Brobnar));
        t.end_turn();
        assert_eq!((t.keys(A), t.amber(A)), (0, 6), "not a first key");
    }

    #[test]
    fn key_forging_forbidden_stops_forging_by_an_ability() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(A, &["Troll"])
            .artifacts(A, &["The Warchest"])
            .behavior("Troll", &NO_FIRST_KEY)
            .behavior("The Warchest", &FORGE_NOW)
            .amber(A, 6)
            .start();
        t.action("The Warchest");
        assert_eq!((t.keys(A), t.amber(A)), (0, 6));
    }

    #[test]
    fn key_forging_allowed_by_default_lets_an_ability_forge() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .artifacts(A, &["The Warchest"])
            .behavior("The Warchest", &FORGE_NOW)
            .amber(A, 6)
            .start();
        t.action("The Warchest");
        assert_eq!((t.keys(A), t.amber(A)), (1, 0));
    }
}
