//! Decisions and choices: the engine asks one question at a time.

use super::ids::{CardRef, Flank, Player};
use keysim_facts::House;

/// One legal answer to the engine's current question. Small and `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// Setup: keep the opening hand.
    Keep,
    /// Setup: shuffle the opening hand back and draw one card fewer.
    Mulligan,
    /// Step 2: the active house for the turn.
    House(House),
    /// Step 2: add every archived card to the hand.
    PickUpArchives,
    /// Step 2: leave the archives as they are.
    LeaveArchives,
    /// Step 3: play this card from hand.
    Play(CardRef),
    /// Step 3: discard this card from hand.
    Discard(CardRef),
    /// Use this creature to reap.
    Reap(CardRef),
    /// Use this creature to fight (the opponent's creature is asked next).
    Fight(CardRef),
    /// Use this card's "Action:" ability.
    Action(CardRef),
    /// Use this card's "Omni:" ability.
    Omni(CardRef),
    /// Use this stunned creature: exhaust it and remove its stun.
    RemoveStun(CardRef),
    /// Step 3: return this card from the active player's discard pile to
    /// their hand, by its own permission
    /// ([`crate::Behavior::returns_from_discard`]).
    ReturnFromDiscard(CardRef),
    /// Step 3: end the step (ready cards, draw, end the turn).
    EndTurn,
    /// Step 3: the tide's Omni, in a game with the tide: raise the tide
    /// and gain 3 chains ([`crate::tide`]).
    RaiseTide,
    /// Put the creature entering play on this flank.
    Flank(Flank),
    /// Deploy: put the creature entering play at this index of the battleline.
    Position(u8),
    /// Choose this card (a target, an upgrade's creature, a creature to fight).
    Target(CardRef),
    /// Decline an optional ("may") effect, or choose nothing more.
    Pass,
    /// Resolve this card's pending triggered ability next.
    Trigger(CardRef),
    /// Choose this house for an ability ("choose a house"), asked as a
    /// [`DecisionKind::Target`] decision.
    ChooseHouse(House),
    /// Name a title for an ability ("name a card"), asked as a
    /// [`DecisionKind::Target`] decision: see [`crate::name_a_card`]. The
    /// index of the name among those offered, in their order
    /// ([`Game::offered_name`](crate::Game::offered_name) gives the card
    /// record it stands for), rather than the record itself: a record id
    /// would make every choice twice as large.
    NameCard(u8),
    /// Choose this option of an ability's ask: 1 (yes) or 0 (no) for
    /// "may", a mode's index for "choose one", or the number chosen.
    Option(u8),
}

/// What kind of question the engine is asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecisionKind {
    /// Keep or mulligan the opening hand.
    Mulligan,
    /// Choose the active house.
    House,
    /// Pick up the archives or not.
    Archives,
    /// Step 3: play, discard, use, or end the turn.
    Main,
    /// Choose a flank (or, with deploy, a position) for this creature.
    Placement { card: CardRef },
    /// Choose the creature this upgrade attaches to.
    UpgradeHost { upgrade: CardRef },
    /// Choose the enemy creature this creature fights.
    Defender { attacker: CardRef },
    /// Choose how to use this creature (reap, fight, action).
    Use { creature: CardRef },
    /// Choose a target for the ability of `source`: a card
    /// ([`Choice::Target`]), a house ([`Choice::ChooseHouse`]) for a
    /// "choose a house" step, a title ([`Choice::NameCard`]) for a "name a
    /// card" step, or an option ([`Choice::Option`]) for "may",
    /// "choose one" and "choose a number".
    Target { source: CardRef },
    /// Choose which of several simultaneous triggers resolves next.
    TriggerOrder,
}

/// A question: who answers it and what kind it is. The legal answers come
/// from [`crate::Game::legal_choices`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub player: Player,
    pub kind: DecisionKind,
}

/// Capacity of a [`ChoiceList`]. Worst case is step 3 with every card of
/// both decks (80) controlled by the active player: each card in hand gives
/// at most 2 choices (play, discard), each creature at most 4 (reap, fight,
/// action, omni), plus end turn: 80 * 4 + 1 < 512.
pub const MAX_CHOICES: usize = 512;

/// The legal choices of a decision, in a fixed-capacity buffer that never
/// allocates.
#[derive(Clone)]
pub struct ChoiceList {
    len: usize,
    items: [Choice; MAX_CHOICES],
}

impl Default for ChoiceList {
    fn default() -> Self {
        ChoiceList {
            len: 0,
            items: [Choice::Pass; MAX_CHOICES],
        }
    }
}

impl std::fmt::Debug for ChoiceList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl ChoiceList {
    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }

    /// Appends a choice.
    #[inline]
    pub fn push(&mut self, c: Choice) {
        self.items[self.len] = c;
        self.len += 1;
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The choices.
    #[inline]
    pub fn as_slice(&self) -> &[Choice] {
        &self.items[..self.len]
    }

    /// Number of choices.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there is no choice.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `c` is among the choices.
    pub fn contains(&self, c: Choice) -> bool {
        self.as_slice().contains(&c)
    }
}

impl std::ops::Deref for ChoiceList {
    type Target = [Choice];
    fn deref(&self) -> &[Choice] {
        self.as_slice()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choice_is_small() {
        assert_eq!(std::mem::size_of::<Choice>(), 2);
    }
}
