//! Card identity: what a physical card is now, apart from what is printed
//! on it.
//!
//! A physical card keeps its printed record for the whole game
//! ([`Card::printed`](crate::Card::printed), the card its owner put in the
//! deck, with its deck house). What it is now ([`Card::def`](crate::Card::def)
//! and [`Card::house`](crate::Card::house)) is what every rule reads, and
//! differs from the printed card only in play:
//!
//! - a **token creature** (Winds of Exchange on) is a facedown card of the
//!   deck made a copy of the deck's token type ([`Game::make_token`]);
//! - a **copy** is a card that is another card for as long as it is in play
//!   or being played ([`Game::become_copy`]: Mimic Gel, Mimicry);
//! - a **gigantic creature** is two cards played together as one creature:
//!   the half with the creature's text is in play, the half with its bonus
//!   icons is joined to it ([`Location::Joined`]). Out of play they are two
//!   cards, in play one creature.
//!
//! Whenever a card leaves play it is its printed card again, and a
//! gigantic creature splits into its two halves, both going where it goes.
//! What left play is reported as what it was at that moment (last known
//! information): [`Event::Destroyed`](crate::Event::Destroyed) carries the
//! identity the card had when it was destroyed.
//!
//! Games without such cards pay nothing for this: a card's identity is its
//! printed card until one of the calls here changes it, and leaving play
//! checks one comparison the card's fields already hold.

use super::ability::{Ability, CopyHouse, Step, TargetSpec};
use super::ids::{CardRef, Flank, Player};
use super::select::Zones;
use super::state::{Game, Location};
use keysim_facts::{CardId, CardType};

/// What a card is now, relative to its printed card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Identity {
    /// Its printed card.
    Printed,
    /// A token creature: facedown in play as a copy of its deck's token
    /// type ([`Game::make_token`]), or of another creature an ability makes
    /// it a copy of for a while ([`Game::become_copy`]: Mirror Shell).
    Token,
    /// A copy of another card ([`Game::become_copy`]).
    Copy,
    /// A gigantic creature in play: this card, the half with the
    /// creature's text, with the other half joined to it.
    Gigantic,
    /// The half of a gigantic creature in play that is joined to the other
    /// ([`Location::Joined`]): part of that creature, not a card in play.
    GiganticHalf,
}

/// The engine's own ability that asks the controller of a card entering
/// play as a copy ([`Frame::source`](crate::Frame::source)) which other
/// creature in play it copies.
pub(crate) const CHOOSE_CREATURE_TO_COPY: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, |_, f, c| c != f.source),
    |g, f| {
        if let Some(house) = g.behavior(f.source).enters_as_copy {
            g.enter_as_copy_of(f.source, f.last_target(), house);
        }
    },
)];

/// The engine's own ability that asks the player playing the creature half
/// of a gigantic creature ([`Frame::source`](crate::Frame::source)) which of
/// the other halves in their hand joins it, when they hold more than one
/// (each may carry other enhancement icons); `done` carries whether it is
/// played from hand. The play then starts with the chosen half joined.
pub(crate) const CHOOSE_OTHER_HALF: Ability = &[Step::target(
    TargetSpec::new(Zones::HAND, |g, f, c| {
        g.gigantic_halves(f.source, c).is_some()
    }),
    |g, f| {
        let (creature, half) = (f.source, f.last_target());
        if half.is_some() && g.card(creature).location == Location::Hand {
            g.join_gigantic(creature, half, f.controller);
            g.start_play(creature, f.controller, f.done);
        }
    },
)];

impl Game {
    /// What card `c` is now, relative to its printed card.
    pub fn identity(&self, c: CardRef) -> Identity {
        let card = self.card(c);
        if card.location == Location::Joined {
            Identity::GiganticHalf
        } else if self.facedown & (1u128 << c.0) != 0 {
            Identity::Token
        } else if card.def != card.printed {
            if card.def.def().kind == CardType::TokenCreature {
                Identity::Token
            } else {
                Identity::Copy
            }
        } else if card.location == Location::Battleline && card.host.is_some() {
            Identity::Gigantic
        } else {
            Identity::Printed
        }
    }

    /// Card `c` becomes a copy of card record `id` until it leaves play:
    /// its title, house, type, power, armor, keywords, traits and abilities
    /// are `id`'s; its damage, counters, status and upgrades stay (a copy
    /// of the printed card, unmodified by effects on the copied one: the
    /// FAQ on Mimic Gel). Call it before the card enters play or is played
    /// to have it enter or be played as the copy.
    pub fn become_copy(&mut self, c: CardRef, id: CardId) {
        if c.is_some() {
            self.set_identity(c, id, id.def().house);
        }
    }

    /// Card `c`, about to enter play, becomes a copy of creature `of`'s
    /// card, keeping its own house or taking the copy's as `house` says
    /// ([`Behavior::enters_as_copy`](crate::Behavior::enters_as_copy)).
    pub(crate) fn enter_as_copy_of(&mut self, c: CardRef, of: CardRef, house: CopyHouse) {
        if c.is_none() || of.is_none() {
            return;
        }
        let id = self.card(of).def;
        let house = match house {
            CopyHouse::Copied => id.def().house,
            CopyHouse::Own => self.card(c).house,
        };
        self.set_identity(c, id, house);
    }

    /// "Make a token creature": the top card of `p`'s deck is put into
    /// play facedown on `flank`, a copy of the deck's token type, under
    /// `p`'s control (not played). Returns the token, or
    /// [`CardRef::NONE`] when the deck is empty or names no token type.
    pub fn make_token(&mut self, p: Player, flank: Flank) -> CardRef {
        let Some(token) = self.player(p).token else {
            return CardRef::NONE;
        };
        let Some(&c) = self.player(p).deck.as_slice().last() else {
            return CardRef::NONE;
        };
        self.make_token_from(c, token, p, flank)
    }

    /// Card `c`, out of play (the top of a deck, a card in hand), is put
    /// into play facedown on `flank` under `p`'s control as a token
    /// creature of type `token` (not played): Space Invaders' revealed
    /// creatures, Blorb Hive's Blorbs. Returns `c`, or [`CardRef::NONE`]
    /// if it could not enter play.
    pub fn make_token_from(
        &mut self,
        c: CardRef,
        token: CardId,
        p: Player,
        flank: Flank,
    ) -> CardRef {
        if c.is_none() || self.card(c).location.in_play() {
            return CardRef::NONE;
        }
        self.set_identity(c, token, token.def().house);
        self.facedown |= 1u128 << c.0;
        self.put_into_play(c, p, flank);
        c
    }

    /// Card `c` is `id`, playing as `house`, from now until it leaves
    /// play: its recorded facts and, in play, the engine's lists of cards
    /// with constant abilities and reactions follow.
    pub(crate) fn set_identity(&mut self, c: CardRef, id: CardId, house: keysim_facts::House) {
        let location = self.card(c).location;
        if location.in_play() {
            self.forget_in_play(c);
        }
        let card = self.card_mut(c);
        card.def = id;
        card.house = house;
        self.facts.record(c, id, self.pool);
        if location.in_play() {
            self.note_in_play(c, location);
        }
        self.power_dirty = true;
    }

    /// Card `c`, which just left play, is its printed card again.
    #[cold]
    #[inline(never)]
    pub(crate) fn revert_identity(&mut self, c: CardRef) {
        let card = *self.card(c);
        self.set_identity(c, card.printed, card.deck_house);
    }

    /// Whether card `c` is half of a gigantic creature, by what it is now
    /// (a token made from a half is not). An ability that plays or puts
    /// into play one such card by itself fails (the rulebook's
    /// "Gigantic"); see [`Game::put_halves_into_play`].
    pub fn is_gigantic_half(&self, c: CardRef) -> bool {
        c.is_some() && self.card(c).def.gigantic().is_some()
    }

    /// Whether `a` and `b` are the two halves of one gigantic creature
    /// (one of each half, same title: a reprint's half completes its first
    /// printing's): `(creature half, icons half)`.
    pub fn gigantic_halves(&self, a: CardRef, b: CardRef) -> Option<(CardRef, CardRef)> {
        if a.is_none() || b.is_none() || a == b {
            return None;
        }
        let (half_a, _) = self.card(a).def.gigantic()?;
        let (half_b, _) = self.card(b).def.gigantic()?;
        if half_a == half_b || self.def(a).name != self.def(b).name {
            return None;
        }
        Some(if half_a == keysim_facts::Half::Creature {
            (a, b)
        } else {
            (b, a)
        })
    }

    /// The first card of `cards` that is the other half of gigantic half
    /// `c`, or [`CardRef::NONE`].
    pub fn other_half_among(&self, c: CardRef, cards: &[CardRef]) -> CardRef {
        cards
            .iter()
            .copied()
            .find(|&o| self.gigantic_halves(c, o).is_some())
            .unwrap_or(CardRef::NONE)
    }

    /// How many cards of `player`'s hand are the other half of gigantic
    /// half `c`.
    pub(crate) fn other_halves_in_hand(&self, c: CardRef, player: Player) -> usize {
        self.player(player)
            .hand
            .as_slice()
            .iter()
            .filter(|&&o| self.gigantic_halves(c, o).is_some())
            .count()
    }

    /// The half of a gigantic creature that `player` must hold in hand
    /// beside `c` to play them together, if `c` is the half with the
    /// creature's text (the other half cannot be played by itself):
    /// `Some(half)` when it is in hand, `Some(NONE)` when it is not.
    pub(crate) fn gigantic_partner(&self, c: CardRef, player: Player) -> Option<CardRef> {
        let (keysim_facts::Half::Creature, _) = self.card(c).printed.gigantic()? else {
            return None;
        };
        Some(self.other_half_among(c, self.player(player).hand.as_slice()))
    }

    /// Joins `half`, the icons half of a gigantic creature, to `creature`,
    /// the half being played or put into play under `player`'s control: it
    /// leaves its zone and becomes part of the creature until the creature
    /// leaves play.
    pub(crate) fn join_gigantic(&mut self, creature: CardRef, half: CardRef, player: Player) {
        self.put(half, Location::Joined, player, super::moves::Place::Top);
        self.card_mut(half).host = creature;
        self.card_mut(creature).host = half;
    }
}
