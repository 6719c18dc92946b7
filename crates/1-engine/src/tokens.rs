//! Token creatures (Winds of Exchange on). Each deck of a token set names
//! its token type ([`PlayerState::token`](crate::state::PlayerState)).
//! "Make a token creature" puts the top card of the maker's deck into play
//! facedown as a copy of that type ([`Game::make_token`]), on the flank
//! its maker chooses (asked only when their battleline is not empty); it
//! is its own card again once it leaves play. An empty deck, or a deck
//! that names no token type, makes none.
//!
//! A token that may enter anywhere in the battleline (deploy printed on
//! its type, or [`Query::EntersAnywhere`](crate::Query::EntersAnywhere):
//! "you may have it enter anywhere in your battleline", Knightapult) is made at the
//! position its maker chooses instead, once their battleline has two
//! creatures or more (with fewer, its flanks are every position).
//!
//! An ability writes `Step::make_tokens(n)` (or
//! [`Step::make_tokens_per_count`] after a [`Step::count`]); the steps
//! after it find the tokens it made with [`Game::tokens_just_made`]
//! ("make 2 token creatures; enrage them").

use crate::ability::{Ability, Frame, Param, Step};
use crate::control::FLANKS;
use crate::identity::Identity;
use crate::state::Task;
use crate::{CardRef, Flank, Game, Player};
use keysim_facts::CardId;

/// One token, its flank chosen when the maker's battleline has one (its
/// position, when it deploys): the choice is a frame of its own, queued
/// above, so that this one is over once it is queued (a token destroyed
/// as it enters play may make the next one: Redeemer Amara under Plague
/// Wind, and no frame of the last one waits beneath it).
const MAKE_ONE: Ability = &[Step::then(make_one_or_ask_where)];

/// The flank of the token about to be made.
const MAKE_ONE_ON_FLANK: Ability = &[Step::choose_one(FLANKS, make_one_on_chosen_flank)];

/// The position of the token about to be made, which deploys.
const MAKE_ONE_AT_POSITION: Ability = &[Step::choose_number_between(
    positions,
    make_one_at_chosen_position,
)];

impl Step {
    /// "Make `n` token creatures": one at a time, each on the flank the
    /// ability's controller chooses, before the ability's next step.
    pub const fn make_tokens(n: u32) -> Step {
        Step::then(queue_tokens).with(Param::Number(n))
    }

    /// "For each …, make a token creature": as many as [`Frame::count`]
    /// (set by a [`Step::count`] before it).
    pub const fn make_tokens_per_count() -> Step {
        Step::then(queue_tokens_per_count)
    }
}

impl Game {
    /// The tokens the last "make token creatures" step made that are
    /// still in play.
    pub fn tokens_just_made(&self) -> impl Iterator<Item = CardRef> + '_ {
        let made = self.tokens_made;
        self.all_cards()
            .filter(move |c| made & (1u128 << c.0) != 0 && self.in_battleline(*c))
    }

    /// Makes a token creature for `p` at position `index` of their
    /// battleline (counted from the left), as a token that deploys enters,
    /// and remembers it among [`Game::tokens_just_made`].
    pub fn make_token_at(&mut self, p: Player, index: usize) -> CardRef {
        let Some(token) = self.player(p).token else {
            return CardRef::NONE;
        };
        let Some(&c) = self.player(p).deck.as_slice().last() else {
            return CardRef::NONE;
        };
        self.set_identity(c, token, token.def().house);
        self.facedown |= 1u128 << c.0;
        self.put_into_play_at(c, p, index);
        self.tokens_made |= 1u128 << c.0;
        c
    }

    /// Whether card `c` is a token creature now.
    pub fn is_token(&self, c: CardRef) -> bool {
        self.identity(c) == Identity::Token
    }

    /// How many token creatures `p` controls ("for each friendly token
    /// creature").
    pub fn token_creatures(&self, p: Player) -> usize {
        self.creatures(p)
            .iter()
            .filter(|&&c| self.is_token(c))
            .count()
    }

    /// Whether `p` controls a token creature ("while you control a token
    /// creature": Timoti the Dammed, Fathom Reaver).
    pub fn controls_a_token(&self, p: Player) -> bool {
        self.creatures(p).iter().any(|&c| self.is_token(c))
    }

    /// Makes a token creature for `p` on `flank` and remembers it among
    /// [`Game::tokens_just_made`].
    pub fn make_token_on(&mut self, p: Player, flank: Flank) -> CardRef {
        let c = self.make_token(p, flank);
        if c.is_some() {
            self.tokens_made |= 1u128 << c.0;
        }
        c
    }

    /// Queues `n` token creatures for `p`, made as an ability of `source`
    /// that resolves next (a replacement's outcome,
    /// [`GameAction::MakeTokens`](crate::GameAction::MakeTokens)).
    pub(crate) fn make_tokens_for(&mut self, p: Player, n: u32, source: CardRef) {
        queue(self, &Frame::new(&[], source, p), n);
    }

    /// "Make a Cultist": a token creature of the type `kind` names rather
    /// than the deck's (Primordial Vault), made from the top card of `p`'s
    /// deck on `flank`; remembered among [`Game::tokens_just_made`].
    /// Returns the token, or [`CardRef::NONE`] when the deck is empty.
    pub fn make_token_as(&mut self, p: Player, flank: Flank, kind: CardId) -> CardRef {
        let Some(&c) = self.player(p).deck.as_slice().last() else {
            return CardRef::NONE;
        };
        self.enter_as_token(c, p, flank, kind)
    }

    /// "Put it into play facedown as a token creature" (Offering to
    /// Kiligog): card `c`, out of play, enters play under `p`'s control on
    /// `flank` as a copy of `p`'s deck's token type; remembered among
    /// [`Game::tokens_just_made`]. Returns the token, or [`CardRef::NONE`]
    /// when the deck names no token type or `c` is in play.
    pub fn put_into_play_as_token(&mut self, c: CardRef, p: Player, flank: Flank) -> CardRef {
        match self.player(p).token {
            Some(kind) if c.is_some() && !self.card(c).location.in_play() => {
                self.enter_as_token(c, p, flank, kind)
            }
            _ => CardRef::NONE,
        }
    }

    /// Card `c` enters play as a token of type `kind`: facedown, as every
    /// token creature is (what an observation keeps of it, which shows the
    /// token type only).
    fn enter_as_token(&mut self, c: CardRef, p: Player, flank: Flank, kind: CardId) -> CardRef {
        self.set_identity(c, kind, kind.def().house);
        self.facedown |= 1u128 << c.0;
        if !self.put_into_play(c, p, flank) {
            self.facedown &= !(1u128 << c.0);
            self.revert_identity(c);
            return CardRef::NONE;
        }
        self.tokens_made |= 1u128 << c.0;
        c
    }
}

fn queue_tokens(g: &mut Game, f: &mut Frame) {
    queue(g, f, f.param().number());
}

fn queue_tokens_per_count(g: &mut Game, f: &mut Frame) {
    queue(g, f, f.count as u32);
}

/// Queues `n` single makes above the ability, as one stack entry that
/// resolves `n` times ([`Frame::again`]: a board wipe's worth of tokens
/// stays within the stack's depth), all before the ability's next step.
fn queue(g: &mut Game, f: &Frame, n: u32) {
    g.tokens_made = 0;
    if g.player(f.controller).token.is_none() || n == 0 {
        return;
    }
    let mut one = Frame::new(MAKE_ONE, f.source, f.controller);
    one.granted_by = f.granted_by;
    one.again = (n - 1).min(u8::MAX.into()) as u8;
    g.push_task(Task::Ability(one));
}

/// Whether a token can be made: the deck names a type and has a card.
fn can_make(g: &Game, p: Player) -> bool {
    g.player(p).token.is_some() && !g.player(p).deck.is_empty()
}

/// Makes the token on the right of an empty battleline, or asks where.
fn make_one_or_ask_where(g: &mut Game, f: &mut Frame) {
    if !can_make(g, f.controller) {
        return;
    }
    if g.creatures(f.controller).is_empty() {
        g.make_token_on(f.controller, Flank::Right);
        return;
    }
    let ask = if deploys(g, f.controller) {
        MAKE_ONE_AT_POSITION
    } else {
        MAKE_ONE_ON_FLANK
    };
    let mut choice = Frame::new(ask, f.source, f.controller);
    choice.granted_by = f.granted_by;
    g.push_task(Task::Ability(choice));
}

/// Whether `p`'s next token would enter play anywhere in their battleline
/// (printed deploy of the token type, or [`Game::enters_anywhere`] for the
/// card about to become the token), with two creatures or more there.
fn deploys(g: &Game, p: Player) -> bool {
    let (Some(token), Some(&top)) = (g.player(p).token, g.player(p).deck.as_slice().last()) else {
        return false;
    };
    g.creatures(p).len() > 1 && g.enters_anywhere(top, token.def().keywords)
}

/// Every position of the maker's battleline, from its left flank to its
/// right.
fn positions(g: &Game, f: &Frame) -> (u8, u8) {
    (
        0,
        g.creatures(f.controller).len().min(u8::MAX as usize) as u8,
    )
}

fn make_one_at_chosen_position(g: &mut Game, f: &mut Frame) {
    g.make_token_at(f.controller, f.option as usize);
}

fn make_one_on_chosen_flank(g: &mut Game, f: &mut Frame) {
    let flank = if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    };
    g.make_token_on(f.controller, flank);
}
