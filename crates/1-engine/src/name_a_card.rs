//! "Name a card": a step whose answer is a card title, chosen as a decision
//! ([`Choice::NameCard`](crate::Choice::NameCard), by its index among the
//! names offered: [`Game::offered_name`]) and kept for the steps
//! of the same ability after it ([`Game::named`]: Dark Discovery; Etan's
//! Jar and the cards that forbid a named card could use it too). The names
//! are kept in the game, beside the ability's frame rather than in it, so
//! that every frame of the stack stays as small as it was: only the
//! ability that named last can read them.
//!
//! Which names are offered is a reading of ours. The rules let a player
//! name any card, but an effect that compares names can only ever match a
//! card of the game, and any name of no card of the game has the same
//! effect as any other such name. So the names offered are the distinct
//! titles of the cards of both decks (deck lists are public in KeyForge),
//! each once, in card-record order, each stood for by the lowest record id
//! among the game's cards of that title (reprints and evil twins share a
//! title: one name for them all). A token creature counts by its token
//! type, since the card that makes it is hidden, so that a player's
//! observation and every sample of it offer the same names as the game.
//! Agents may leave names out for themselves; the rules offer them all.

use super::ability::{Ask, Frame, Step};
use super::choice::Choice;
use super::ids::CardRef;
use super::resolve::ChoiceSink;
use super::state::{Game, MAX_CARDS};
use keysim_facts::{CardId, CardType};

/// How many names one ability keeps: the most a card names is 2 (Dark
/// Discovery). A name step past that is still asked, and overwrites the
/// last name.
pub const MAX_NAMED: usize = 2;

/// No name, in [`Names`].
const UNNAMED: CardId = CardId(u16::MAX);

/// The cards named by the "name a card" steps of the ability that named
/// last, and which ability that is (its card, its place on the stack and
/// the step that named last), so that another ability reads none of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Names {
    ids: [CardId; MAX_NAMED],
    source: CardRef,
    depth: u8,
    step: u8,
}

impl Default for Names {
    fn default() -> Self {
        Names {
            ids: [UNNAMED; MAX_NAMED],
            source: CardRef::NONE,
            depth: 0,
            step: 0,
        }
    }
}

impl Names {
    /// Records `id`, just named by the current step of frame `f`, at stack
    /// index `depth`: after the names of the earlier steps of the same
    /// ability, or as the first name of a new one.
    pub(crate) fn push(&mut self, id: CardId, depth: usize, f: &Frame) {
        let same = self.source == f.source && self.depth as usize == depth && self.step < f.step;
        if !same {
            *self = Names::default();
        }
        let slot = self
            .ids
            .iter()
            .position(|&n| n == UNNAMED)
            .unwrap_or(MAX_NAMED - 1);
        self.ids[slot] = id;
        self.source = f.source;
        self.depth = depth as u8;
        self.step = f.step;
    }
}

impl Step {
    /// "Name a card": the chooser names a title of the game's cards, which
    /// `run` and the later steps of the ability read with
    /// [`Game::named`], in the order named.
    pub const fn name_a_card(run: fn(&mut Game, &mut Frame)) -> Step {
        Step {
            ask: Ask::CardName,
            ..Step::then(run)
        }
    }
}

impl Game {
    /// The record standing for card `c`'s title as every player sees it: a
    /// token creature's type, any other card's printed record.
    fn public_title(&self, c: CardRef) -> CardId {
        let card = self.card(c);
        if card.def.def().kind == CardType::TokenCreature {
            card.def
        } else {
            card.printed
        }
    }

    /// Calls `each` once for every name a "name a card" step offers: each
    /// distinct title of the game's cards, by its lowest record id, in
    /// record order (see the module's reading).
    pub(crate) fn for_each_name(&self, mut each: impl FnMut(CardId)) {
        let mut names = [UNNAMED; MAX_CARDS];
        let mut n = 0;
        for c in self.all_cards() {
            let id = self.public_title(c);
            let title = id.def().name;
            match names[..n].iter_mut().find(|k| k.def().name == title) {
                Some(k) => *k = (*k).min(id),
                None if n < MAX_CARDS => {
                    names[n] = id;
                    n += 1;
                }
                None => {}
            }
        }
        names[..n].sort_unstable();
        for &id in &names[..n] {
            each(id);
        }
    }

    /// A [`Choice::NameCard`] for each name offered, by its index. Out of
    /// line, like the placements: a case of the legal choices that random
    /// play on most decks never reaches.
    ///
    /// [`Choice::NameCard`]: crate::Choice::NameCard
    #[inline(never)]
    pub(super) fn name_choices(&self, out: &mut impl ChoiceSink) {
        let mut i = 0;
        self.for_each_name(|_| {
            out.push(Choice::NameCard(i));
            i += 1;
        });
    }

    /// The card record standing for the name a [`Choice::NameCard`]`(i)`
    /// offers: the `i`-th of the names offered now, in the order of the
    /// module's reading, if there are that many.
    ///
    /// [`Choice::NameCard`]: crate::Choice::NameCard
    pub fn offered_name(&self, i: u8) -> Option<CardId> {
        let mut n = 0;
        let mut found = None;
        self.for_each_name(|id| {
            if n == i as usize {
                found = Some(id);
            }
            n += 1;
        });
        found
    }

    /// The `i`-th card named by the "name a card" steps of the ability of
    /// frame `f`, if it named that many.
    pub fn named(&self, f: &Frame, i: usize) -> Option<CardId> {
        let names = &self.names;
        if names.source != f.source {
            return None;
        }
        names.ids.get(i).copied().filter(|&id| id != UNNAMED)
    }

    /// Whether card `c` has the title `name` names ("if they are the named
    /// cards"): reprints and evil twins of one title all match.
    pub fn is_named(&self, c: CardRef, name: CardId) -> bool {
        c.is_some() && self.def(c).name == name.def().name
    }
}
