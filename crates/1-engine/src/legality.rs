//! Step 3: what may be played, discarded and used now, and at what cost
//! (permissions, restrictions, the rule of six, alpha, omega, taunt,
//! elusive).

use super::ability::QueryClass;
use super::choice::Choice;
use super::ids::{CardRef, Player};
use super::question::{CanAct, CanAttack, CanFight, CanPlay, CanReap, CanUse, MustFight};
use super::question::{
    IgnoresTauntAndElusive, OffHouseFight, OffHousePlay, OffHouseReap, OffHouseUse,
};
use super::question::{PlayCost, UseCost};
use super::resolve::ChoiceSink;
use super::state::{CardFacts, Game, Task};
use keysim_facts::Keywords;

impl Game {
    pub(super) fn main_choices(&self, out: &mut impl ChoiceSink) {
        let me = self.active;
        let house = self.active_house;
        let ps = self.player(me);
        let first_turn_block = self.turn == 1 && self.turn_history.hand_actions >= 1;
        // With no permission, restriction or cost in play and no title at
        // six uses, only houses, exhaustion and the first-turn rule matter.
        let unrestricted = !self.title_at_six && !self.answered(QueryClass::Permissions);
        if unrestricted {
            // Only what `can_play` checks by the cards' facts is left.
            if !first_turn_block {
                let blocked = self.facts_unplayable_now();
                for c in ps.hand.iter() {
                    if Some(self.card(c).house) == house {
                        if blocked.is_some_and(|f| !self.facts.has(c, f))
                            && (!self.facts.has(c, CardFacts::PLAY_CONDITION)
                                || self.play_condition_met(c, me))
                        {
                            out.push(Choice::Play(c));
                        }
                        if self.may_discard_in_main(c) {
                            out.push(Choice::Discard(c));
                        }
                    }
                }
            }
        } else {
            for c in ps.hand.iter() {
                let in_house = Some(self.card(c).house) == house;
                // A permission to play an off-house card also lifts the
                // first-turn rule for it (FAQ: Phase Shift).
                let permitted = !in_house && self.query(OffHousePlay(me, c), false);
                if first_turn_block && !permitted {
                    continue;
                }
                if (in_house || permitted) && self.can_play(c, me) {
                    out.push(Choice::Play(c));
                }
                if in_house && self.may_discard_in_main(c) {
                    out.push(Choice::Discard(c));
                }
            }
        }
        if unrestricted {
            self.in_play_choices::<true>(out);
        } else {
            self.in_play_choices::<false>(out);
        }
        self.discard_return_choices(out);
        if self.tide.in_game && self.can_raise_tide(me) {
            out.push(Choice::RaiseTide);
        }
        out.push(Choice::EndTurn);
    }

    /// Step 3's uses of the active player's cards in play. `UNRESTRICTED`
    /// is [`Game::main_choices`]'s test that no permission, restriction or
    /// use cost is in play and no title was used six times: compiled apart,
    /// that common case skips the checks that cannot apply.
    #[inline(always)]
    fn in_play_choices<const UNRESTRICTED: bool>(&self, out: &mut impl ChoiceSink) {
        let me = self.active;
        let house = self.active_house;
        let ps = self.player(me);
        let mut fightable: Option<u128> = None;
        // Off its house, a creature is used only by an omni ability or by
        // a permission or combat effect: with neither effect nor granted
        // ability in play, only one with a printed omni ability can be.
        // A versatile card is used as if it were of the active house.
        let off_house_by_effect = !UNRESTRICTED
            || self.answered(QueryClass::Combat)
            || self.may_be_granted()
            || self.versatile_possible;
        for c in ps.battleline.iter() {
            let card = self.card(c);
            if card.is_exhausted() || !(UNRESTRICTED || self.may_use(c)) {
                continue;
            }
            if Some(card.house) == house || self.belongs_elsewhere(c, house) {
                self.use_choices(c, &mut fightable, out);
            } else if off_house_by_effect || self.facts.has(c, CardFacts::OMNI) {
                if (!UNRESTRICTED && self.query(OffHouseUse(me, c), false)) || self.is_versatile(c)
                {
                    self.use_choices(c, &mut fightable, out);
                } else {
                    self.off_house_choices(c, &mut fightable, out);
                }
            }
        }
        for c in ps.artifacts.iter() {
            // Only an artifact with a printed action or omni ability is used
            // (a mineralized one below).
            if !self.facts.has(c, CardFacts::ACTION | CardFacts::OMNI) {
                continue;
            }
            let card = self.card(c);
            if card.is_exhausted() || !(UNRESTRICTED || self.may_use(c)) {
                continue;
            }
            let printed = |f: u8| self.facts.has(c, f) && !self.text_blank(c);
            if printed(CardFacts::ACTION)
                && (Some(card.house) == house
                    || self.belongs_elsewhere(c, house)
                    || self.is_versatile(c)
                    || (!UNRESTRICTED && self.query(OffHouseUse(me, c), false)))
            {
                out.push(Choice::Action(c));
            }
            if printed(CardFacts::OMNI) {
                out.push(Choice::Omni(c));
            }
        }
        if self.type_changes_possible && self.mineralized != 0 {
            self.mineralized_action_choices::<UNRESTRICTED>(out);
        }
    }

    /// Step 3's actions of the active player's mineralized artifacts that
    /// have no printed action: the one they gained
    /// ([`crate::type_change`]), used as a printed one is.
    #[inline(never)]
    fn mineralized_action_choices<const UNRESTRICTED: bool>(&self, out: &mut impl ChoiceSink) {
        let me = self.active;
        let house = self.active_house;
        for c in self.player(me).artifacts.iter() {
            let card = self.card(c);
            if !self.is_mineralized(c)
                || (self.facts.has(c, CardFacts::ACTION) && !self.text_blank(c))
                || card.is_exhausted()
                || !(UNRESTRICTED || self.may_use(c))
                || !self.has_granted_ability(c, |b| b.action)
            {
                continue;
            }
            if Some(card.house) == house
                || self.belongs_elsewhere(c, house)
                || self.is_versatile(c)
                || (!UNRESTRICTED && self.query(OffHouseUse(me, c), false))
            {
                out.push(Choice::Action(c));
            }
        }
    }

    /// The uses of a ready creature of the active player that is not of
    /// the active house: its omni ability, and the fights and reaps that
    /// effects permit ([`OffHouseFight`], [`OffHouseReap`]). `fightable` as
    /// for [`Game::has_defender`].
    fn off_house_choices(
        &self,
        c: CardRef,
        fightable: &mut Option<u128>,
        out: &mut impl ChoiceSink,
    ) {
        let me = self.active;
        let card = self.card(c);
        let omni = self.has_recorded_ability(c, CardFacts::OMNI, |b| b.omni);
        let fight = self.query(OffHouseFight(me, c), false);
        let reap = self.query(OffHouseReap(me, c), false);
        if card.is_stunned() {
            if omni || fight || reap {
                out.push(Choice::RemoveStun(c));
            }
            return;
        }
        let mut can_fight = false;
        if fight {
            can_fight = self.has_defender(c, fightable) && self.query(CanFight(c), true);
            if can_fight {
                out.push(Choice::Fight(c));
            }
        }
        if reap {
            // An enraged creature must fight if it is able to (here:
            // if fighting is permitted too).
            let must_fight = can_fight && (card.is_enraged() || self.query(MustFight(c), false));
            if !must_fight && self.query(CanReap(c), true) {
                out.push(Choice::Reap(c));
            }
        }
        if omni {
            out.push(Choice::Omni(c));
        }
    }

    /// The [`CardFacts`] that forbid playing a card now (alpha once the
    /// step has seen an action, an upgrade with no creature in play, an
    /// unplayable record), or `None` if no card may be played (after an
    /// omega card).
    #[inline]
    pub(super) fn facts_unplayable_now(&self) -> Option<u8> {
        if self.omega {
            return None;
        }
        let mut f = CardFacts::UNPLAYABLE;
        if self.turn_history.step_acted {
            f |= CardFacts::ALPHA;
        }
        if self.creatures(Player::A).is_empty() && self.creatures(Player::B).is_empty() {
            f |= CardFacts::UPGRADE;
        }
        Some(f)
    }

    /// The ways a ready creature can be used (ignoring its house).
    /// `fightable` as for [`Game::has_defender`].
    pub(super) fn use_choices(
        &self,
        c: CardRef,
        fightable: &mut Option<u128>,
        out: &mut impl ChoiceSink,
    ) {
        let card = self.card(c);
        if card.is_exhausted() || !self.in_battleline(c) {
            return;
        }
        if card.is_stunned() {
            out.push(Choice::RemoveStun(c));
            return;
        }
        let can_fight = self.has_defender(c, fightable) && self.query(CanFight(c), true);
        let must_fight = can_fight && (card.is_enraged() || self.query(MustFight(c), false));
        if !must_fight && self.query(CanReap(c), true) {
            out.push(Choice::Reap(c));
        }
        if can_fight {
            out.push(Choice::Fight(c));
        }
        // Most creatures have neither ability, printed or granted.
        let may_act =
            self.facts.has(c, CardFacts::ACTION | CardFacts::OMNI) || self.may_be_granted();
        if must_fight || !may_act {
            return;
        }
        if self.has_recorded_ability(c, CardFacts::ACTION, |b| b.action)
            && self.query(CanAct(c), true)
        {
            out.push(Choice::Action(c));
        }
        if self.has_recorded_ability(c, CardFacts::OMNI, |b| b.omni) && self.query(CanAct(c), true)
        {
            out.push(Choice::Omni(c));
        }
    }

    /// Whether `player` may play a card now (house aside): omega, alpha,
    /// the rule of six, an upgrade needing a creature, restrictions
    /// ([`CanPlay`](super::question::CanPlay)) and an affordable [`PlayCost`](super::question::PlayCost).
    #[inline(always)]
    pub fn can_play(&self, c: CardRef, player: Player) -> bool {
        match self.facts_unplayable_now() {
            Some(ruled_out) if !self.facts.has(c, ruled_out) => {}
            _ => return false,
        }
        if !self.title_use_allowed(c) {
            return false;
        }
        if self.facts.has(c, CardFacts::PLAY_CONDITION) && !self.play_condition_met(c, player) {
            return false;
        }
        self.query(CanPlay(player, c), true)
            && self.query(PlayCost(player, c), 0) <= self.player(player).amber as u32
    }

    /// Whether step 3 may discard card `c` of the active player's hand (of
    /// the active house): not a card discarded only by abilities
    /// ([`Behavior::discarded_only_by_abilities`], Cursed Relic).
    #[inline]
    fn may_discard_in_main(&self, c: CardRef) -> bool {
        !self.facts.has(c, CardFacts::PLAY_CONDITION)
            || !self.behavior(c).discarded_only_by_abilities
    }

    /// A card's own condition and cost to be played ("cannot be played
    /// unless ...", "you must lose 3 Æmber in order to play"), and for
    /// the half of a gigantic creature with its text, the other half in
    /// the same hand (the two are played together).
    fn play_condition_met(&self, c: CardRef, player: Player) -> bool {
        let b = self.behavior(c);
        b.play_condition.is_none_or(|met| met(self, player))
            && self.player(player).amber >= b.lose_to_play
            && self.gigantic_partner(c, player) != Some(CardRef::NONE)
            && (!b.attaches_to_artifact || self.artifact_in_play())
    }

    /// Whether its controller may use a card in play now (house, exhaustion
    /// and stun aside): the rule of six, restrictions ([`CanUse`](super::question::CanUse))
    /// and an affordable [`UseCost`](super::question::UseCost).
    #[inline]
    pub fn may_use(&self, c: CardRef) -> bool {
        if !self.title_use_allowed(c) {
            return false;
        }
        let player = self.card(c).controller;
        self.query(CanUse(player, c), true)
            && self.query(UseCost(player, c), 0) <= self.player(player).amber as u32
    }

    /// Whether `c`, a card being played (up to its [`crate::Event::CardPlayed`]),
    /// was played from hand in step 3, as opposed to by an ability ("play
    /// the top card of your deck"). A permission such as "you may play one
    /// non-Logos card" is only used up by cards played from hand.
    pub fn played_from_hand(&self, c: CardRef) -> bool {
        self.stack()
            .iter()
            .rev()
            .any(|t| matches!(t, Task::Play { card, from_hand: true, .. } if *card == c))
    }

    /// Whether alpha would let `c`, a card being played, be played: nothing
    /// else was played, used or discarded in the step before it. For what a
    /// card is played as when that is known only once its play has begun
    /// (Mimicry as a copy of an alpha card).
    pub fn alpha_allows_play(&self, c: CardRef) -> bool {
        !self.turn_history.step_acted
            || (self.played_from_hand(c) && self.turn_history.hand_actions == 1 && self.used == 0)
    }

    /// How many times `c` was used this turn (reaping, fighting, Action:,
    /// Omni:, removing a stun), including a use resolving now: 1 during
    /// its first use.
    pub fn times_used_this_turn(&self, c: CardRef) -> u32 {
        self.card(c).uses as u32
    }

    pub(super) fn title_use_allowed(&self, c: CardRef) -> bool {
        if !self.title_at_six {
            return true;
        }
        let id = self.card(c).def;
        !self.title_uses[..self.title_use_count as usize]
            .iter()
            .any(|&(t, n)| t == id && n >= 6)
    }

    /// Counts a play or use of the card's title for the rule of six.
    /// Inlined: a call per card played or used cost more than the count.
    #[inline(always)]
    pub(crate) fn count_title_use(&mut self, c: CardRef) {
        let id = self.card(c).def;
        let n = self.title_use_count as usize;
        if let Some(e) = self.title_uses[..n].iter_mut().find(|(t, _)| *t == id) {
            e.1 += 1;
            if e.1 >= 6 {
                self.title_at_six = true;
            }
        } else if n < self.title_uses.len() {
            self.title_uses[n] = (id, 1);
            self.title_use_count += 1;
        } else {
            self.abort(super::state::Limit::TitlesPerTurn);
        }
    }

    /// The card `c` being played counts for the rule of six as a play of
    /// `copy`'s title instead of its own (a card played as a copy of
    /// another: the FAQ ruling on Mimicry).
    pub fn count_play_as(&mut self, c: CardRef, copy: CardRef) {
        let own = self.card(c).def;
        let n = self.title_use_count as usize;
        if let Some(e) = self.title_uses[..n].iter_mut().find(|(t, _)| *t == own) {
            e.1 = e.1.saturating_sub(1);
        }
        self.title_at_six = self.title_uses[..n].iter().any(|e| e.1 >= 6);
        self.count_title_use(copy);
    }

    /// Whether `attacker` has an enemy creature it may fight.
    pub fn can_fight(&self, attacker: CardRef) -> bool {
        let enemy = self.card(attacker).controller.opponent();
        if self.creatures(enemy).is_empty() {
            return false;
        }
        self.has_defender(attacker, &mut None) && self.query(CanFight(attacker), true)
    }

    /// Whether `attacker` has an enemy creature it may fight: one in
    /// [`Game::fightable`] of its opponent, or any if it ignores taunt and
    /// elusive, that [`CanAttack`](super::question::CanAttack) allows.
    /// `fightable` holds that mask once worked out (`None` before), for the
    /// other creatures of the same player to share.
    #[inline(always)]
    pub(super) fn has_defender(&self, attacker: CardRef, fightable: &mut Option<u128>) -> bool {
        let enemy = self.card(attacker).controller.opponent();
        if !self.answered(QueryClass::Combat) {
            if self.creatures(enemy).is_empty() {
                return false;
            }
            // With none tagged for destruction, a battleline always has a
            // creature that can be fought: one with taunt, or any if none
            // has it.
            if self.tagged == 0 {
                return true;
            }
            return *fightable.get_or_insert_with(|| self.fightable(enemy)) != 0
                || self.ignores_taunt_and_elusive(attacker);
        }
        let fightable = *fightable.get_or_insert_with(|| self.fightable(enemy));
        self.has_defender_it_may_attack(attacker, fightable)
    }

    /// [`Game::has_defender`] when a card in play may forbid attacks
    /// ([`CanAttack`](super::question::CanAttack)).
    fn has_defender_it_may_attack(&self, attacker: CardRef, fightable: u128) -> bool {
        let enemy = self.card(attacker).controller.opponent();
        let any = self.ignores_taunt_and_elusive(attacker);
        if !any && fightable == 0 {
            return false;
        }
        self.creatures(enemy).iter().any(|&d| {
            let open = if any {
                !self.card(d).is_tagged()
            } else {
                fightable & (1u128 << d.0) != 0
            };
            open && self.may_attack(attacker, d)
        })
    }

    /// Whether `attacker` may fight `defender` ([`CanAttack`](super::question::CanAttack)).
    #[inline]
    pub fn may_attack(&self, attacker: CardRef, defender: CardRef) -> bool {
        self.query(CanAttack(attacker, defender), true)
    }

    /// Whether card `c` has versatile: it may be used as if it belonged
    /// to the active house. Only read in a game where some card has it
    /// printed or can give it.
    #[inline]
    fn is_versatile(&self, c: CardRef) -> bool {
        self.versatile_possible && self.keywords(c).contains(Keywords::VERSATILE)
    }

    /// Whether card `c` belongs to `house` by an effect although its
    /// printed house differs ([`Houses`](super::question::Houses)).
    #[inline]
    fn belongs_elsewhere(&self, c: CardRef, house: Option<keysim_facts::House>) -> bool {
        self.answered(QueryClass::House) && house.is_some_and(|h| self.belongs_to(c, h))
    }

    /// The creatures of `p` that an attacker without taunt-ignoring may
    /// choose, as a bit set of card indices: a creature can be fought unless
    /// it lacks taunt and a neighbor has it.
    pub(super) fn fightable(&self, p: Player) -> u128 {
        let line = self.creatures(p);
        let check_keywords = self.answered(QueryClass::Keywords) || self.answered(QueryClass::Text);
        if !check_keywords {
            // Taunt is then only printed: in a line without it, every
            // creature not tagged for destruction can be fought.
            let (mut all, mut facts) = (0u128, 0u8);
            for &c in line {
                all |= 1u128 << c.0;
                facts |= self.facts.get(c);
            }
            if facts & CardFacts::TAUNT == 0 {
                return all & !self.tagged;
            }
        }
        let taunt = |c: CardRef| {
            if check_keywords {
                self.keywords(c).contains(Keywords::TAUNT)
            } else {
                self.facts.has(c, CardFacts::TAUNT)
            }
        };
        // One pass: whether the previous creature has taunt is known, the
        // next one's is looked up once and carried over.
        let mut taunts = line.iter().map(|&c| taunt(c));
        let mut mask = 0u128;
        let mut left_taunt = false;
        let mut me_taunt = taunts.next().unwrap_or(false);
        for &c in line {
            let right_taunt = taunts.next().unwrap_or(false);
            if (me_taunt || !(left_taunt || right_taunt)) && !self.card(c).is_tagged() {
                mask |= 1u128 << c.0;
            }
            left_taunt = me_taunt;
            me_taunt = right_taunt;
        }
        mask
    }

    /// Whether `attacker` may choose `defender` to fight (taunt).
    pub fn can_be_fought(&self, attacker: CardRef, defender: CardRef) -> bool {
        if !self.in_battleline(defender) || self.card(defender).is_tagged() {
            return false;
        }
        if self.ignores_taunt_and_elusive(attacker) {
            return true;
        }
        if self.keywords(defender).contains(Keywords::TAUNT) {
            return true;
        }
        !self
            .neighbors(defender)
            .any(|n| self.keywords(n).contains(Keywords::TAUNT))
    }

    pub(super) fn ignores_taunt_and_elusive(&self, attacker: CardRef) -> bool {
        self.query(IgnoresTauntAndElusive(attacker), false)
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::{Behavior, Queries, Query};
    use crate::scenario::Scenario;
    use crate::CardPool;
    use crate::Choice;
    use crate::Player::{A, B};
    use keysim_facts::House;

    /// "Creatures must fight when used, if able", given to a card of the
    /// test.
    static EVERY_CREATURE_MUST_FIGHT: Behavior = Behavior {
        modifies: Queries::COMBAT,
        modify: Some(|_, _, q| {
            if let Query::MustFight { value, .. } = q {
                *value = true;
            }
        }),
        ..Behavior::VANILLA
    };

    fn scenario() -> Scenario {
        let pool: &'static CardPool = Box::leak(Box::new(CardPool::from_lookup(|_| None)));
        Scenario::new(pool, House::Brobnar).behavior("Dust Pixie", &EVERY_CREATURE_MUST_FIGHT)
    }

    #[test]
    fn a_creature_that_must_fight_cannot_reap_while_it_can_fight() {
        let t = scenario()
            .battleline(A, &["Troll"])
            .battleline(B, &["Dust Pixie"])
            .start();
        let troll = t.find("Troll");
        assert!(t.is_legal(Choice::Fight(troll)));
        assert!(!t.is_legal(Choice::Reap(troll)));
    }

    #[test]
    fn a_creature_that_must_fight_reaps_when_it_cannot_fight() {
        let t = scenario().battleline(A, &["Troll", "Dust Pixie"]).start();
        let troll = t.find("Troll");
        assert!(t.is_legal(Choice::Reap(troll)), "no enemy to fight");
    }
}
