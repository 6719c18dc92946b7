//! Forging keys: in step 1 at the current cost, or when an ability says
//! so, paying from the pool and from cards whose Æmber may be spent when
//! forging ([`Behavior::forge_bank`](super::ability::Behavior::forge_bank)).
//!
//! Æmber on such cards counts as if it were in the pool: a player who can
//! pay with it must forge in step 1, and chooses how much of the cost comes
//! from those cards (the FAQ ruling on Senator Shrix: the active player
//! makes the decision). A card that is itself spent as 1 Æmber
//! ([`SpentAsAmber`]: the Æmberling token creature) counts the same way,
//! and is discarded when spent, ignoring wards.

use super::ability::{Chooser, Event, Events, Frame, QueryClass, Step, TargetSpec};
use super::ids::{CardRef, Player};
use super::question::{CanForge, MayForgeKeys, OpponentSpendsAsPool, SpendsAsPool, SpentAsAmber};
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
            || (self.answered(QueryClass::Rare) && self.query(SpendsAsPool(c), false))
    }

    /// Whether `p` may spend the Æmber on `c`, a card in play, when
    /// forging: a card `p` controls that is a forge bank
    /// ([`Game::is_forge_bank`]), or a card of their opponent's whose
    /// Æmber an ability lets `p` spend ([`OpponentSpendsAsPool`]: Mole).
    pub fn is_forge_bank_for(&self, c: CardRef, p: Player) -> bool {
        if self.card(c).controller == p {
            self.is_forge_bank(c)
        } else {
            self.answered(QueryClass::Rare) && self.query(OpponentSpendsAsPool(c), false)
        }
    }

    /// Whether any card may be a forge bank now: one printed so in play, or
    /// a constant ability that may make one.
    fn banks_possible(&self) -> bool {
        self.forge_banks != 0 || self.answered(QueryClass::Rare)
    }

    /// Whether `c` is a card whose Æmber `p` may spend when forging, with
    /// Æmber on it, or a card `p` may spend itself as Æmber.
    fn is_stocked_bank(&self, c: CardRef, p: Player) -> bool {
        (self.card(c).amber > 0 && self.is_forge_bank_for(c, p)) || self.is_spent_as_amber(c, p)
    }

    /// Whether `p` may spend card `c` itself as 1 Æmber when forging
    /// ([`SpentAsAmber`]): a creature in play they control.
    fn is_spent_as_amber(&self, c: CardRef, p: Player) -> bool {
        self.card(c).controller == p
            && self.card(c).location == super::state::Location::Battleline
            && self.answered(QueryClass::Rare)
            && self.query(SpentAsAmber(c), false)
    }

    /// What `p` may spend of card `c` when forging: the Æmber on it, and 1
    /// more if the card itself may be spent.
    fn bank_worth(&self, c: CardRef, p: Player) -> u32 {
        let on_it = if self.card(c).amber > 0 && self.is_forge_bank_for(c, p) {
            self.card(c).amber as u32
        } else {
            0
        };
        on_it + self.is_spent_as_amber(c, p) as u32
    }

    /// Spends 1 Æmber of card `c` for `p`'s key: from the Æmber on it,
    /// else the card itself, discarded (ignoring wards). Returns whether
    /// anything was spent.
    fn spend_one_from(&mut self, c: CardRef, p: Player) -> bool {
        if self.card(c).amber > 0 && self.is_forge_bank_for(c, p) {
            self.card_mut(c).amber -= 1;
            true
        } else if self.is_spent_as_amber(c, p) {
            self.leave_play(c, super::state::Location::Discard, super::moves::Place::Top);
            true
        } else {
            false
        }
    }

    /// The cards in play whose Æmber `p` might spend when forging, in play
    /// order: theirs, then (while an ability may let them) their
    /// opponent's.
    fn bank_candidates(&self, p: Player) -> super::card_list::Vec80 {
        let mine = self.player(p);
        let theirs = self.player(p.opponent());
        let opponents_too = self.answered(QueryClass::Rare);
        mine.artifacts
            .iter()
            .chain(mine.battleline.iter())
            .chain(
                theirs
                    .artifacts
                    .iter()
                    .chain(theirs.battleline.iter())
                    .filter(|_| opponents_too),
            )
            .collect()
    }

    /// The Æmber `p` may spend when forging besides their pool: on cards
    /// they control that say so, or that an ability lets them spend.
    #[inline]
    pub fn forge_bank(&self, p: Player) -> u32 {
        if !self.banks_possible() {
            return 0;
        }
        self.forge_bank_of_cards(p)
    }

    /// [`Game::forge_bank`] when some card may pay: what each may.
    #[inline(never)]
    fn forge_bank_of_cards(&self, p: Player) -> u32 {
        self.bank_candidates(p)
            .into_iter()
            .map(|c| self.bank_worth(c, p))
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
            // Only the pool may pay: a player short of Æmber forges nothing
            // (without asking again what `forge_key_paying` would).
            if self.player(p).amber as u32 >= cost {
                self.forge_key_paying(p, cost);
            }
        } else if self.player(p).amber as u32 + bank >= cost && self.player(p).keys < 3 {
            self.forge_using_banks(p);
        }
    }

    /// "Forge a key at current cost", by an ability: as in step 1, when
    /// Æmber on cards may pay for it, the active player chooses how much of
    /// the cost those cards pay (the FAQ ruling on Senator Shrix and
    /// Keyfrog: "you make all necessary decisions"); otherwise as
    /// [`Game::forge_key_paying`]. False (and nothing happens) if `p`
    /// cannot forge a key now.
    pub fn forge_key_at_current_cost(&mut self, p: Player) -> bool {
        let cost = self.key_cost(p);
        if self.forge_bank(p) == 0 {
            return self.forge_key_paying(p, cost);
        }
        if self.player(p).keys >= 3 || !self.can_pay_for_key(p, cost) || !self.may_forge_keys(p) {
            return false;
        }
        self.forge_using_banks(p);
        true
    }

    /// Queues `p`'s forging at current cost with Æmber on cards that may
    /// pay, beneath the abilities reactions to [`Event::KeyForging`] queue.
    fn forge_using_banks(&mut self, p: Player) {
        let before = self.stack_len;
        self.emit(Event::KeyForging { player: p });
        self.push_task(Task::Ability(Frame::new(
            FORGE_USING_BANKS,
            CardRef::NONE,
            p,
        )));
        self.queue_beneath_reactions(before);
    }

    /// Forges a key for `p` paying `cost` Æmber, at any time an ability
    /// says so ("forge a key at +6 current cost", "at no cost"): false
    /// (and nothing happens) if `p` cannot pay, has no key left to forge or
    /// may not forge keys ([`Game::may_forge_keys`]).
    /// The pool pays first, then cards whose Æmber may pay, in play order.
    ///
    /// When reactions to [`Event::KeyForging`] queue abilities ("when a
    /// player would forge a key"), the key is forged once they resolved,
    /// unless one stopped it ([`Game::cancel_forge`]), if `p` can still
    /// pay then; true means the forging is underway.
    pub fn forge_key_paying(&mut self, p: Player, cost: u32) -> bool {
        if self.player(p).keys >= 3 || !self.can_pay_for_key(p, cost) || !self.may_forge_keys(p) {
            return false;
        }
        if self.may_hear(Events::KEY_FORGING) {
            let before = self.stack_len;
            self.emit(Event::KeyForging { player: p });
            if self.stack_len > before {
                let mut finish = Frame::new(FINISH_FORGING, CardRef::NONE, p);
                finish.count = cost.min(u8::MAX as u32) as u8;
                self.push_task(Task::Ability(finish));
                self.queue_beneath_reactions(before);
                return true;
            }
        }
        self.pay_for_key(p, cost);
        true
    }

    /// Moves the task just pushed beneath those pushed since the stack held
    /// `before` tasks (the abilities reactions queued): it resolves after
    /// them.
    fn queue_beneath_reactions(&mut self, before: u8) {
        let n = self.stack_len as usize;
        self.stack[before as usize..n].rotate_right(1);
    }

    /// "They do not forge that key (no Æmber is spent)": from an ability a
    /// reaction to [`Event::KeyForging`] queued, stops the forging waiting
    /// beneath it.
    pub fn cancel_forge(&mut self) {
        self.key_color_wanted = None;
        let n = self.stack_len as usize;
        if let Some(Task::Ability(f)) = self.stack[..n]
            .iter_mut()
            .rev()
            .find(|t| matches!(t, Task::Ability(f) if is_forging(f) && !forging_stopped(f)))
        {
            f.step = f.ability.len() as u8;
        }
    }

    /// Whether a key's forging waits beneath the ability resolving (an
    /// ability a reaction to [`Event::KeyForging`] queued), not stopped.
    pub fn forge_pending(&self) -> bool {
        self.stack()
            .iter()
            .any(|t| matches!(t, Task::Ability(f) if is_forging(f) && !forging_stopped(f)))
    }

    /// Pays `cost` for `p`'s key and forges it, if `p` still can.
    fn pay_for_key(&mut self, p: Player, cost: u32) {
        if self.player(p).keys >= 3 || !self.can_pay_for_key(p, cost) || !self.may_forge_keys(p) {
            self.key_color_wanted = None;
            return;
        }
        let pool = self.player(p).amber as u32;
        let mut short = cost.saturating_sub(pool);
        if short > 0 && self.banks_possible() {
            for c in self.bank_candidates(p) {
                while short > 0 && self.spend_one_from(c, p) {
                    short -= 1;
                }
            }
        }
        self.pay_and_forge(p, cost.min(pool), cost);
    }

    /// Takes `from_pool` from `p`'s pool (the rest of `cost` was paid from
    /// cards) and forges the key.
    fn pay_and_forge(&mut self, p: Player, from_pool: u32, cost: u32) {
        let ps = self.player_mut(p);
        ps.amber -= from_pool as u8;
        ps.keys += 1;
        ps.keys_forged_last_turn += 1;
        if ps.keys >= 3 {
            ps.forged = 0b111;
            self.outcome = Some(Outcome::Won(p));
            self.phase = Phase::Over;
        } else {
            // The forging player flips the key of the colour they choose as
            // the key is forged (the rulebook's "Forge a key"): the choice
            // is answered before what reacts to the key being forged.
            let before = self.stack_len;
            self.color_forged_key(p);
            let choosing_color = self.stack_len > before;
            self.emit(Event::KeyForged {
                player: p,
                paid: cost as u8,
            });
            if choosing_color {
                self.queue_above_reactions(before);
            }
        }
    }

    /// Moves the task at index `at` above those pushed after it (the
    /// abilities reactions queued): it resolves before them.
    fn queue_above_reactions(&mut self, at: u8) {
        let n = self.stack_len as usize;
        self.stack[at as usize..n].rotate_left(1);
    }
}

/// Whether `f` is a key's forging, queued beneath abilities that reacted to
/// [`Event::KeyForging`].
fn is_forging(f: &Frame) -> bool {
    std::ptr::eq(f.ability, FINISH_FORGING) || std::ptr::eq(f.ability, FORGE_USING_BANKS)
}

/// Whether the forging `f` was stopped ([`Game::cancel_forge`]) or is
/// over.
fn forging_stopped(f: &Frame) -> bool {
    f.step as usize >= f.ability.len()
}

/// A key's forging at the cost in [`Frame::count`], once the abilities
/// that reacted to [`Event::KeyForging`] resolved.
static FINISH_FORGING: &[Step] = &[Step::then(|g, f| {
    g.pay_for_key(f.controller, f.count as u32)
})];

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

/// A key forged at current cost with Æmber on cards that may pay: the
/// active player (the forging player in step 1) chooses how much the cards
/// pay, and takes it one Æmber at a time from the cards they choose; then
/// the key is forged.
static FORGE_USING_BANKS: &[Step] = &[
    Step::choose_number_between(bank_share, |_, f| f.count = f.option)
        .chosen_by(Chooser::ActivePlayer),
    Step::target(
        TargetSpec::new(Zones::IN_PLAY, |g, f, c| g.is_stocked_bank(c, f.controller)),
        |g, f| {
            let c = f.last_target();
            if c.is_some() && f.count > 0 && g.spend_one_from(c, f.controller) {
                f.count -= 1;
                f.tally[0] += 1;
                f.repeat = f.count > 0;
            }
        },
    )
    .chosen_by(Chooser::ActivePlayer)
    .only_if(|_, f| f.count > 0),
    Step::then(|g, f| {
        let cost = g.key_cost(f.controller);
        let from_cards = f.tally[0] as u32;
        g.pay_and_forge(f.controller, cost.saturating_sub(from_cards), cost);
    }),
];

#[cfg(test)]
mod tests {
    use crate::ability::{Ability, Behavior, Event, Events, Queries, Query, Step};
    use crate::scenario::Scenario;
    use crate::Player::{A, B};
    use crate::{CardPool, DecisionKind};
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

    /// "You may spend this creature as if it were 1 Æmber in your pool."
    static SPENT_AS_AMBER: Behavior = Behavior {
        modifies: Queries::RARE,
        modify: Some(|_, me, q| {
            if let Query::SpentAsAmber { card, value } = q {
                if *card == me {
                    *value = true;
                }
            }
        }),
        ..Behavior::VANILLA
    };

    #[test]
    fn a_card_spent_as_amber_pays_for_a_key_forged_by_an_ability_and_is_discarded() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(A, &["Troll", "Krump"])
            .artifacts(A, &["The Warchest"])
            .behavior("Krump", &SPENT_AS_AMBER)
            .behavior("The Warchest", &FORGE_NOW)
            .amber(A, 5)
            .start();
        t.g.ward(t.find("Krump"));
        t.action("The Warchest");
        assert_eq!((t.keys(A), t.amber(A)), (1, 0), "the pool pays first");
        assert_eq!(t.line(A), ["Troll"], "a ward does not keep it");
        assert_eq!(t.discard(A), ["Krump"]);
        assert_eq!(t.g.turn_history().creatures_destroyed, [0, 0]);
    }

    #[test]
    fn a_card_spent_as_amber_is_left_alone_when_the_pool_pays() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(A, &["Krump"])
            .artifacts(A, &["The Warchest"])
            .behavior("Krump", &SPENT_AS_AMBER)
            .behavior("The Warchest", &FORGE_NOW)
            .amber(A, 6)
            .start();
        t.action("The Warchest");
        assert_eq!((t.keys(A), t.amber(A)), (1, 0));
        assert_eq!(t.line(A), ["Krump"]);
    }

    /// "When a player would forge a key, they do not forge it."
    static STOP_FORGING: Behavior = Behavior {
        on_event: Some(|g, me, ev| {
            if let Event::KeyForging { .. } = ev {
                g.trigger(CANCEL_FORGE, me, g.card(me).controller);
            }
        }),
        hears: Events::KEY_FORGING,
        ..Behavior::VANILLA
    };

    const CANCEL_FORGE: Ability = &[Step::then(|g, _| g.cancel_forge())];

    /// "When a player would forge a key, they lose 1 first."
    static TAX_THE_FORGE: Behavior = Behavior {
        on_event: Some(|g, me, ev| {
            if let Event::KeyForging { player } = ev {
                g.trigger(LOSE_ONE, me, player);
            }
        }),
        hears: Events::KEY_FORGING,
        ..Behavior::VANILLA
    };

    const LOSE_ONE: Ability = &[Step::then(|g, f| {
        g.lose(f.controller, 1);
    })];

    /// "You may spend Æmber on this card when forging keys."
    static BANK: Behavior = Behavior {
        forge_bank: true,
        ..Behavior::VANILLA
    };

    #[test]
    fn key_forging_stopped_in_step_one_spends_nothing() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(A, &["Troll"])
            .behavior("Troll", &STOP_FORGING)
            .amber(B, 7)
            .start();
        t.end_turn();
        assert_eq!((t.keys(B), t.amber(B)), (0, 7));
        assert!(!t.g.forge_pending());
    }

    #[test]
    fn key_forging_stopped_spends_nothing_from_cards_either() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(A, &["Troll"])
            .artifacts(B, &["The Warchest"])
            .behavior("Troll", &STOP_FORGING)
            .behavior("The Warchest", &BANK)
            .amber(B, 4)
            .start();
        t.set_amber_on("The Warchest", 2);
        t.end_turn();
        assert_eq!((t.keys(B), t.amber(B)), (0, 4));
        assert_eq!(t.amber_on("The Warchest"), 2);
    }

    #[test]
    fn key_forging_by_an_ability_can_be_stopped() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(B, &["Troll"])
            .artifacts(A, &["The Warchest"])
            .behavior("Troll", &STOP_FORGING)
            .behavior("The Warchest", &FORGE_NOW)
            .amber(A, 6)
            .start();
        t.action("The Warchest");
        assert_eq!((t.keys(A), t.amber(A)), (0, 6));
        assert!(t.g.decision().is_some_and(|d| d.kind == DecisionKind::Main));
    }

    #[test]
    fn key_forging_by_an_ability_waits_for_the_abilities_it_triggered() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(B, &["Troll"])
            .artifacts(A, &["The Warchest"])
            .behavior("Troll", &TAX_THE_FORGE)
            .behavior("The Warchest", &FORGE_NOW)
            .amber(A, 7)
            .start();
        t.action("The Warchest");
        assert_eq!((t.keys(A), t.amber(A)), (1, 0), "lost 1, then paid 6");
        assert!(t.g.decision().is_some_and(|d| d.kind == DecisionKind::Main));
    }

    #[test]
    fn key_forging_waits_for_the_abilities_it_triggered() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(A, &["Troll"])
            .behavior("Troll", &TAX_THE_FORGE)
            .amber(B, 7)
            .start();
        t.end_turn();
        assert_eq!((t.keys(B), t.amber(B)), (1, 0), "lost 1, then paid 6");
    }

    #[test]
    fn key_forging_needs_the_aember_still_there_once_they_resolved() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .battleline(A, &["Troll"])
            .behavior("Troll", &TAX_THE_FORGE)
            .amber(B, 6)
            .start();
        t.end_turn();
        assert_eq!((t.keys(B), t.amber(B)), (0, 5));
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
