//! Abilities granted by upgrades to the creature they are attached to, by
//! other cards in play to the cards they select ("each of its neighbors
//! gains ..."), and by lasting effects ("for the remainder of the turn,
//! each friendly creature gains ...").

use super::ability::{Ability, Behavior, Frame};
use super::ids::{CardRef, Player};
use super::state::{Game, Limit, Location, Task, MAX_GRANTED};

impl Game {
    /// The behaviours `c` gains from the upgrades attached to it
    /// ([`Behavior::grants`]), in card table order, then from cards in
    /// play and lasting effects ([`Behavior::lasting_grants`]).
    pub fn granted(&self, c: CardRef) -> impl Iterator<Item = &'static Behavior> + '_ {
        self.granted_by(c).map(|(_, b)| b)
    }

    /// The upgrades attached to `c` and the other cards that grant it
    /// abilities, with the behaviour each grants: for a lasting effect, the
    /// card that created it.
    pub(super) fn granted_by(
        &self,
        c: CardRef,
    ) -> impl Iterator<Item = (CardRef, &'static Behavior)> + '_ {
        let mut bits = self.grantors;
        let lasting = self.lasting_effects().iter().filter_map(move |e| {
            let grant = self.behavior_of(e.source_def).lasting_grants?;
            grant(self, *e, c).map(|b| (e.source, b))
        });
        std::iter::from_fn(move || {
            while bits != 0 {
                let u = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                let card = self.card(u);
                // An upgrade being destroyed grants nothing more (Armageddon
                // Cloak saves its creature once).
                if card.location == Location::Attached {
                    if card.host == c && !card.is_tagged() {
                        if let Some(b) = self.behavior_of(card.def).grants {
                            return Some((u, b));
                        }
                    } else if !card.is_tagged() {
                        // The other creatures it names ("this creature and
                        // each creature with the same name", R-Evolution).
                        let b = self.behavior_of(card.def);
                        if let (Some(granted), Some(to)) = (b.grants, b.grants_to) {
                            if to(self, u, c) {
                                return Some((u, granted));
                            }
                        }
                    }
                } else if let Some(b) = self.grants_from_card_in_play(u, c) {
                    // A tagged creature has only what it had when tagged.
                    if !self.card(c).is_tagged() || self.granted_when_tagged & (1u128 << c.0) != 0 {
                        return Some((u, b));
                    }
                }
            }
            None
        })
        .chain(lasting)
    }

    /// Whether any card or lasting effect may grant abilities now (a quick
    /// test before looking for them).
    #[inline]
    pub(super) fn may_be_granted(&self) -> bool {
        self.grantors != 0 || self.lasting_grants
    }

    /// Whether a lasting effect may grant abilities
    /// ([`Behavior::lasting_grants`]): most lasting effects grant none
    /// (kept in `lasting_grants` as lasting effects start and end).
    pub(crate) fn lasting_may_grant(&self) -> bool {
        self.lasting_effects()
            .iter()
            .any(|e| self.behavior_of(e.source_def).lasting_grants.is_some())
    }

    /// The behaviour card `u`, in play and not an upgrade, gives `c`
    /// ([`Behavior::grants_to`]), if it selects `c`.
    fn grants_from_card_in_play(&self, u: CardRef, c: CardRef) -> Option<&'static Behavior> {
        let b = self.behavior_of(self.card(u).def);
        match (b.grants, b.grants_to) {
            (Some(granted), Some(to)) if (u != c || b.grants_itself) && to(self, u, c) => {
                Some(granted)
            }
            _ => None,
        }
    }

    /// Whether a card in play that is not an upgrade gives `c` abilities
    /// now ([`Behavior::grants_to`]).
    pub(super) fn granted_by_cards_in_play(&self, c: CardRef) -> bool {
        let mut bits = self.grantors & !self.attached;
        while bits != 0 {
            let u = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            if self.grants_from_card_in_play(u, c).is_some() {
                return true;
            }
        }
        false
    }

    /// Whether `c` has the ability `pick` selects, printed or granted by
    /// an upgrade.
    pub fn has_ability(&self, c: CardRef, pick: fn(&Behavior) -> Ability) -> bool {
        (!pick(self.behavior(c)).is_empty() && !self.text_blank(c))
            || self.has_granted_ability(c, pick)
    }

    /// [`Game::has_ability`] for an ability [`CardFacts`] records:
    /// `printed` is its fact.
    #[inline]
    pub(super) fn has_recorded_ability(
        &self,
        c: CardRef,
        printed: u8,
        pick: fn(&Behavior) -> Ability,
    ) -> bool {
        (self.facts.has(c, printed) && !self.text_blank(c)) || self.has_granted_ability(c, pick)
    }

    /// Whether an upgrade attached to `c` grants it the ability `pick`
    /// selects.
    #[inline]
    pub(super) fn has_granted_ability(&self, c: CardRef, pick: fn(&Behavior) -> Ability) -> bool {
        self.may_be_granted() && self.granted(c).any(|b| !pick(b).is_empty())
    }

    /// Queues `c`'s ability that `pick` selects for `p`: the printed one
    /// resolves first, then the same kind of ability granted by each
    /// attached upgrade, all with `c` as the source (and the upgrade as
    /// [`Frame::granted_by`] for granted ones). A card in play whose text
    /// box is blank ([`Game::text_blank`]) has only the granted ones.
    pub(crate) fn trigger_own(&mut self, c: CardRef, p: Player, pick: fn(&Behavior) -> Ability) {
        self.trigger_own_about(c, p, pick, CardRef::NONE);
    }

    /// [`Game::trigger_own`] with `subject` as every frame's
    /// [`Frame::subject`].
    pub(super) fn trigger_own_about(
        &mut self,
        c: CardRef,
        p: Player,
        pick: fn(&Behavior) -> Ability,
        subject: CardRef,
    ) {
        if self.may_be_granted() {
            let mut granted: [(Ability, CardRef); MAX_GRANTED] =
                [(&[], CardRef::NONE); MAX_GRANTED];
            let mut n = 0;
            let mut overflow = false;
            for (u, b) in self.granted_by(c) {
                let a = pick(b);
                if a.is_empty() {
                    continue;
                }
                if n == MAX_GRANTED {
                    overflow = true;
                    break;
                }
                granted[n] = (a, u);
                n += 1;
            }
            if overflow {
                self.abort(Limit::GrantedAbilities);
                return;
            }
            // The stack is last in, first out.
            for &(a, u) in granted[..n].iter().rev() {
                let mut f = Frame::new(a, c, p);
                f.subject = subject;
                f.granted_by = u;
                self.push_task(Task::Ability(f));
            }
        }
        if !self.text_blank(c) {
            self.trigger_about(pick(self.behavior(c)), c, p, subject);
        }
    }
}
