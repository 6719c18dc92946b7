//! Game values that constant abilities and lasting effects may change
//! (power, armor, keywords, assault, hazardous, hand size, key cost), and
//! the battleline geometry (flanks, neighbors).

use super::ability::{QueryClass, Reach};
use super::ids::{CardRef, Flank, Player};
use super::moves::Place;
use super::question::{
    self, Armor, Assault, CanBeDamaged, EntersReady, EntersStunned, HandSize, HasTrait, Hazardous,
    LosesTrait, SplashAttack,
};
use super::question::{Houses, IsFlank, KeyCost, Power, Question, TextBlank};
use super::state::{flag, Card, Game, Location};
use super::trait_set::TraitSet;
use keysim_facts::{CardType, Keywords, Trait};

impl Game {
    /// The answer to `question`, starting from `start`, after the constant
    /// abilities and lasting effects that answer its class (none are asked,
    /// and nothing is built, when no card in play or lasting effect
    /// declares the class): `g.query(CanReap(c), true)`.
    #[inline(always)]
    pub fn query<Q: Question>(&self, question: Q, start: Q::Answer) -> Q::Answer {
        if !self.answered(Q::CLASS) {
            return start;
        }
        let mut q = question.to_query(start);
        self.modify_now(Q::CLASS, &mut q);
        Q::answer(q, start)
    }

    /// Whether the card is a creature in a battleline.
    #[inline]
    pub fn in_battleline(&self, c: CardRef) -> bool {
        c.is_some() && self.card(c).location == Location::Battleline
    }

    /// Whether the text box of `c` is considered blank now ("text boxes are
    /// considered blank", Shadow of Dis): a card in play whose printed
    /// abilities and keywords do nothing. Its title, traits, power, armor
    /// and bonus icons stay, and so do the abilities its upgrades grant and
    /// the effects of other cards on it. Abilities that change how a card
    /// enters play still apply ([`Query::EntersReady`]: the FAQ ruling on
    /// Silvertooth and Shadow of Dis), and a card out of play is never
    /// blank.
    ///
    /// [`Query::EntersReady`]: super::question::Query::EntersReady
    #[inline]
    pub fn text_blank(&self, c: CardRef) -> bool {
        self.answered(QueryClass::Text)
            && self.card(c).location.in_play()
            && self.query(TextBlank(c), false)
    }

    /// Whether card `c` has trait `t`: printed on it, or gained from an
    /// ability ([`HasTrait`]: "a creature gains the Mutant trait"), and not
    /// lost ([`LosesTrait`]: "each creature loses each of its traits").
    /// The printed traits when no card or lasting effect answers
    /// [`QueryClass::Rare`]. `c` is a card, never [`CardRef::NONE`].
    #[inline(always)]
    pub fn has_trait(&self, c: CardRef, t: Trait) -> bool {
        let printed = self.def(c).has_trait(t);
        if self.answered(QueryClass::Rare) {
            self.query(HasTrait(c, t), printed) && !self.query(LosesTrait(c, t), false)
        } else {
            printed
        }
    }

    /// Each trait card `c` has now, as [`Game::has_trait`] answers for
    /// each: "for each of its traits", "shares a trait with". The printed
    /// traits when no card or lasting effect answers [`QueryClass::Rare`].
    pub fn traits(&self, c: CardRef) -> TraitSet {
        let printed = TraitSet::of(self.def(c).traits);
        if !self.answered(QueryClass::Rare) {
            return printed;
        }
        let mut set = TraitSet::EMPTY;
        for t in (0..Trait::COUNT as u8).map(Trait) {
            if self.has_trait(c, t) {
                set.insert(t);
            }
        }
        set
    }

    /// Whether cards `a` and `b` share a trait now ([`Game::traits`]).
    pub fn shares_trait(&self, a: CardRef, b: CardRef) -> bool {
        self.traits(a).intersects(self.traits(b))
    }

    /// A creature's current power (its armor's value while the two are
    /// switched: [`Game::power_armor_switched`]).
    #[inline]
    pub fn power(&self, c: CardRef) -> i32 {
        if self.power_armor_switched(c) {
            return self.unswitched_armor(c);
        }
        self.unswitched_power(c)
    }

    /// A creature's power before any switch of its power and armor.
    #[inline]
    pub(crate) fn unswitched_power(&self, c: CardRef) -> i32 {
        let card = self.card(c);
        let printed = card.def.def().power as i32 + card.power_counters as i32;
        self.query(Power(c), printed).max(0)
    }

    /// The current power of each of `p`'s creatures, in battleline order
    /// (what [`Game::power`] gives each), into `out`: one pass over the
    /// constant abilities for the whole battleline. `out` needs room for
    /// the battleline (at most [`SHARED_ZONE`](crate::SHARED_ZONE) creatures):
    /// panics otherwise.
    pub fn battleline_powers<'a>(&self, p: Player, out: &'a mut [i32]) -> &'a [i32] {
        let line = self.creatures(p);
        let n = line.len();
        let out = &mut out[..n];
        for (v, &c) in out.iter_mut().zip(line) {
            let card = self.card(c);
            *v = card.def.def().power as i32 + card.power_counters as i32;
        }
        // Printed power and +1 power counters are never negative: only a
        // modifier that may lower a power can need the floor at 0.
        let mut lowered = false;
        if self.answered(QueryClass::Power) {
            let mut bits = self.modifiers[QueryClass::Power as usize];
            while bits != 0 {
                let m = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                let b = self.behavior(m);
                let Some(f) = b.modify else {
                    continue;
                };
                if self.text_blank(m) {
                    continue;
                }
                lowered |= !b.raises_power_only;
                let ask = |v: &mut i32, c: CardRef| {
                    let mut q = Power(c).to_query(*v);
                    f(self, m, &mut q);
                    *v = Power::answer(q, *v);
                };
                // The creatures within its reach, without asking about each.
                let only = match b.reach {
                    Reach::Any => None,
                    Reach::Friendly if self.card(m).controller == p => None,
                    Reach::Friendly => continue,
                    Reach::Itself => Some(m),
                    Reach::Host => Some(self.card(m).host),
                };
                match only {
                    None => {
                        for (v, &c) in out.iter_mut().zip(line) {
                            ask(v, c);
                        }
                    }
                    Some(c) => {
                        if let Some(i) = line.iter().position(|&x| x == c) {
                            ask(&mut out[i], c);
                        }
                    }
                }
            }
            if self.lasting_queries & (1 << QueryClass::Power as u8) != 0 {
                for e in self.lasting_effects() {
                    let b = self.behavior_of(e.source_def);
                    if let (Some(f), true) = (
                        b.lasting_modify,
                        b.lasting_modifies.contains(QueryClass::Power),
                    ) {
                        lowered = true;
                        for (v, &c) in out.iter_mut().zip(line) {
                            let mut q = Power(c).to_query(*v);
                            f(self, *e, &mut q);
                            *v = Power::answer(q, *v);
                        }
                    }
                }
            }
        }
        if lowered {
            for v in out.iter_mut() {
                *v = (*v).max(0);
            }
        }
        self.switch_battleline_powers(line, out);
        out
    }

    /// A creature's current armor.
    #[inline]
    pub fn armor(&self, c: CardRef) -> i32 {
        if self.power_armor_switched(c) {
            return self.unswitched_power(c);
        }
        self.unswitched_armor(c)
    }

    /// A creature's armor before any switch of its power and armor.
    #[inline]
    pub(crate) fn unswitched_armor(&self, c: CardRef) -> i32 {
        self.query(Armor(c), self.def(c).armor as i32).max(0)
    }

    /// A card's current keywords.
    #[inline(always)]
    pub fn keywords(&self, c: CardRef) -> Keywords {
        let printed = if self.text_blank(c) {
            Keywords::NONE
        } else {
            self.def(c).keywords
        };
        self.query(question::Keywords(c), printed)
    }

    /// A creature's current assault value ([`Assault`](super::question::Assault)).
    #[inline]
    pub fn assault(&self, c: CardRef) -> u32 {
        let printed = if self.text_blank(c) {
            0
        } else {
            self.def(c).assault as u32
        };
        self.query(Assault(c), printed)
    }

    /// A creature's current hazardous value ([`Hazardous`](super::question::Hazardous)).
    #[inline]
    pub fn hazardous(&self, c: CardRef) -> u32 {
        let printed = if self.text_blank(c) {
            0
        } else {
            self.def(c).hazardous as u32
        };
        self.query(Hazardous(c), printed)
    }

    /// A creature's current splash-attack value ([`SplashAttack`](super::question::SplashAttack)).
    #[inline]
    pub fn splash_attack(&self, c: CardRef) -> u32 {
        let printed = if self.text_blank(c) {
            0
        } else {
            self.def(c).splash as u32
        };
        self.query(SplashAttack(c), printed)
    }

    /// Whether a creature can be dealt damage now.
    pub fn can_be_damaged(&self, c: CardRef) -> bool {
        !self.keywords(c).contains(Keywords::INVULNERABLE) && self.query(CanBeDamaged(c), true)
    }

    /// The number of cards `p` refills their hand to.
    #[inline]
    pub fn hand_size(&self, p: Player) -> usize {
        self.query(HandSize(p), 6).max(0) as usize
    }

    /// The current cost of a key for `p`.
    #[inline]
    pub fn key_cost(&self, p: Player) -> u32 {
        self.query(KeyCost(p), 6).max(0) as u32
    }

    /// "Check!": `p` has enough Æmber to forge a key at the start of their
    /// next turn (at the current cost).
    pub fn check(&self, p: Player) -> bool {
        self.can_pay_for_key(p, self.key_cost(p))
    }

    /// The creature's position in its controller's battleline.
    pub fn battleline_index(&self, c: CardRef) -> Option<usize> {
        if !self.in_battleline(c) {
            return None;
        }
        self.player(self.card(c).controller).battleline.position(c)
    }

    /// The houses card `c` belongs to, a bit per `House as u32`
    /// ([`Houses`](super::question::Houses); its printed house unless an effect says
    /// otherwise).
    #[inline]
    pub fn houses(&self, c: CardRef) -> u32 {
        self.query(Houses(c), 1 << self.card(c).house as u32)
    }

    /// Whether card `c` belongs to house `h`.
    #[inline]
    pub fn belongs_to(&self, c: CardRef, h: keysim_facts::House) -> bool {
        self.houses(c) & (1 << h as u32) != 0
    }

    /// Whether the creature is on a flank of its battleline.
    /// An effect may make it count as one ([`IsFlank`](super::question::IsFlank)).
    pub fn on_flank(&self, c: CardRef) -> bool {
        let at_end = match self.battleline_index(c) {
            Some(i) => {
                let n = self.player(self.card(c).controller).battleline.len();
                i == 0 || i + 1 == n
            }
            None => return false,
        };
        at_end || self.query(IsFlank(c), false)
    }

    /// Whether the creature is in the center of its battleline: the
    /// middle one of an odd number of creatures (Witch Queen, Aero O'Fore,
    /// Universal Welcome).
    pub fn in_center(&self, c: CardRef) -> bool {
        let line = self.creatures(self.card(c).controller);
        line.len() % 2 == 1 && self.battleline_index(c) == Some(line.len() / 2)
    }

    /// The creature's neighbors (up to two).
    pub fn neighbors(&self, c: CardRef) -> impl Iterator<Item = CardRef> + '_ {
        let (line, i) = match self.battleline_index(c) {
            Some(i) => (
                self.player(self.card(c).controller).battleline.as_slice(),
                i,
            ),
            None => (&[][..], 0),
        };
        let left = if i > 0 { line.get(i - 1) } else { None };
        let right = line.get(i + 1);
        left.into_iter().chain(right).copied()
    }

    /// Whether two creatures are neighbors.
    pub fn are_neighbors(&self, a: CardRef, b: CardRef) -> bool {
        a != b && self.neighbors(a).any(|n| n == b)
    }

    /// Creatures controlled by `p`, left to right.
    pub fn creatures(&self, p: Player) -> &[CardRef] {
        self.player(p).battleline.as_slice()
    }

    /// Every creature in play: the active player's first.
    pub fn all_creatures(&self) -> impl Iterator<Item = CardRef> + '_ {
        let a = self.active;
        self.creatures(a)
            .iter()
            .chain(self.creatures(a.opponent()).iter())
            .copied()
    }

    /// Whether the card is a creature (by type).
    pub fn is_creature_card(&self, c: CardRef) -> bool {
        matches!(
            self.def(c).kind,
            CardType::Creature | CardType::TokenCreature
        )
    }

    /// Puts a creature into `p`'s battleline on a flank, exhausted unless
    /// it enters play ready, and stunned if it enters play stunned.
    pub(crate) fn enter_battleline(&mut self, c: CardRef, p: Player, place: Place) {
        self.put(c, Location::Battleline, p, place);
        let ready = self.query(EntersReady(c), false);
        if self.query(EntersStunned(c), false) {
            self.card_mut(c).set(flag::STUNNED, true);
        }
        if self.power(c) <= 0 {
            // A creature with no power is destroyed at once.
            self.power_dirty = true;
        }
        self.card_mut(c).set(flag::EXHAUSTED, !ready);
        self.entered_play(c);
    }

    /// The battleline index for a creature entering on `flank`.
    pub(crate) fn flank_place(&self, p: Player, flank: Flank) -> Place {
        match flank {
            Flank::Left => Place::Bottom,
            Flank::Right => Place::At(self.player(p).battleline.len()),
        }
    }

    /// A card of the game by table, for tests and tools.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.card_count as usize]
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::{Behavior, Event, Events, Expiry, Queries, Query, Reach, Step};
    use crate::scenario::Scenario;
    use crate::CardPool;
    use crate::Player::{A, B};
    use keysim_facts::{House, Keywords};

    /// Every card vanilla, for cards given a hand-built behaviour.
    fn pool() -> &'static CardPool {
        static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
        POOL.get_or_init(|| CardPool::from_lookup(|_| None))
    }

    /// "Action: until your next turn, enemy creatures' text boxes are
    /// blank."
    static BLANK_ENEMIES: Behavior = Behavior {
        action: &[Step::then(|g, f| {
            g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
        })],
        lasting_modifies: Queries::TEXT,
        lasting_modify: Some(|g, e, q| {
            if let Query::TextBlank { card, value } = q {
                if g.in_battleline(*card) && g.card(*card).controller != e.controller {
                    *value = true;
                }
            }
        }),
        ..Behavior::VANILLA
    };

    /// "The opponent's keys cost +1; each time a creature reaps, its
    /// controller gains 1; enters play ready; Reap: gain 2."
    static TEXT: Behavior = Behavior {
        reap: &[Step::gain(2)],
        modifies: Queries::ECONOMY.and(Queries::OTHER),
        reach: Reach::Itself,
        modify: Some(|g, me, q| match q {
            Query::KeyCost { player, value } if *player != g.card(me).controller => *value += 1,
            Query::EntersReady { card, value } if *card == me => *value = true,
            _ => {}
        }),
        on_event: Some(|g, _, ev| {
            if let Event::Reaped { controller, .. } = ev {
                g.gain(controller, 1);
            }
        }),
        hears: Events::REAPED,
        ..Behavior::VANILLA
    };

    #[test]
    fn blank_text_boxes_silence_printed_abilities_and_keywords() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .artifacts(A, &["The Warchest"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Krump", "Urchin"])
            .behavior("The Warchest", &BLANK_ENEMIES)
            .behavior("Krump", &TEXT)
            .behavior("Troll", &TEXT)
            .start();
        assert_eq!(t.g.key_cost(A), 7);
        assert!(t.g.keywords(t.find("Urchin")).contains(Keywords::ELUSIVE));
        t.action("The Warchest");
        assert_eq!(t.g.key_cost(A), 6, "the enemy's constant ability");
        assert_eq!(t.g.key_cost(B), 7, "a friendly one stays");
        assert!(!t.g.keywords(t.find("Urchin")).contains(Keywords::ELUSIVE));
        assert!(t.g.text_blank(t.find("Krump")));
        assert!(!t.g.text_blank(t.find("Troll")));
        t.reap("Troll");
        assert_eq!(
            t.amber(A),
            1 + 2 + 1,
            "reaped, Reap: gain 2, Troll's reaction but not Krump's"
        );
        t.end_turn();
        t.apply(crate::Choice::House(House::Brobnar));
        t.reap("Krump");
        assert_eq!(t.amber(B), 1 + 1, "reaped and Troll's reaction, no Reap:");
        t.end_turn();
        t.apply(crate::Choice::House(House::Brobnar));
        assert!(!t.g.text_blank(t.find("Krump")), "until A's next turn");
        assert_eq!(t.g.key_cost(A), 7);
    }

    #[test]
    fn blank_text_box_keeps_its_own_way_of_entering_play() {
        let mut t = Scenario::new(pool(), House::Brobnar)
            .artifacts(A, &["The Warchest"])
            .hand(B, &["Krump"])
            .behavior("The Warchest", &BLANK_ENEMIES)
            .behavior("Krump", &TEXT)
            .start();
        t.action("The Warchest");
        t.end_turn();
        t.apply(crate::Choice::House(House::Brobnar));
        t.play("Krump");
        assert!(t.g.text_blank(t.find("Krump")));
        assert!(!t.exhausted("Krump"), "it entered play ready");
    }
}
