//! Key colours: each player has a red, a blue and a yellow key (the
//! rulebook's "Keys"), and some cards read which of them are forged (The
//! Red Baron).
//!
//! The forging player chooses which unforged key to forge. While no card
//! of either deck reads key colours ([`Behavior::reads_key_colors`]) the
//! choice cannot matter, so it is not asked: keys are forged in the order
//! red, blue, yellow, and a game of such decks has no more decisions than
//! before colours existed.
//!
//! [`Behavior::reads_key_colors`]: crate::ability::Behavior::reads_key_colors

use crate::ability::{Frame, Step};
use crate::ids::{CardRef, Player};
use crate::state::{Game, Task};

/// The colour of a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum KeyColor {
    Red,
    Blue,
    Yellow,
}

impl KeyColor {
    /// The three colours, in the order keys are forged when the choice
    /// cannot matter.
    pub const ALL: [KeyColor; 3] = [KeyColor::Red, KeyColor::Blue, KeyColor::Yellow];

    /// The colour's bit in [`PlayerState::forged`](crate::PlayerState::forged).
    #[inline]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl Game {
    /// Whether `p`'s key of colour `color` is forged.
    pub fn key_forged(&self, p: Player, color: KeyColor) -> bool {
        self.player(p).forged & color.bit() != 0
    }

    /// Gives the key `p` has just forged its colour: the colour an ability
    /// named ([`Game::forge_key_of_color_at_current_cost`]), else the first
    /// unforged colour, or, when a card of the game reads colours and more
    /// than one is unforged, the one `p` chooses (asked next).
    pub(crate) fn color_forged_key(&mut self, p: Player) {
        if let Some((wanted_by, color)) = self.key_color_wanted {
            if wanted_by == p {
                self.key_color_wanted = None;
                if !self.key_forged(p, color) {
                    self.player_mut(p).forged |= color.bit();
                    return;
                }
            }
        }
        let unforged = self.unforged_colors(p);
        if self.key_colors_matter && unforged.len() > 1 {
            self.push_task(Task::Ability(Frame::new(
                CHOOSE_KEY_COLOR,
                CardRef::NONE,
                p,
            )));
        } else if let Some(&c) = unforged.first() {
            self.player_mut(p).forged |= c.bit();
        }
    }

    /// Unforges one of `p`'s forged keys: the last colour of the forging
    /// order that is forged.
    pub(crate) fn uncolor_unforged_key(&mut self, p: Player) {
        if let Some(&c) = KeyColor::ALL.iter().rev().find(|c| self.key_forged(p, **c)) {
            self.player_mut(p).forged &= !c.bit();
        }
    }

    /// `p`'s unforged colours, in forging order.
    fn unforged_colors(&self, p: Player) -> Vec3 {
        let mut out = Vec3::default();
        for c in KeyColor::ALL {
            if !self.key_forged(p, c) {
                out.push(c);
            }
        }
        out
    }
}

/// At most three colours, without heap data.
#[derive(Default)]
struct Vec3 {
    items: [Option<KeyColor>; 3],
    len: usize,
}

impl Vec3 {
    fn push(&mut self, c: KeyColor) {
        self.items[self.len] = Some(c);
        self.len += 1;
    }
    fn len(&self) -> usize {
        self.len
    }
    fn first(&self) -> Option<&KeyColor> {
        self.items[0].as_ref()
    }
    fn get(&self, i: usize) -> Option<KeyColor> {
        self.items.get(i).copied().flatten()
    }
}

/// The forging player picks the colour of the key just forged: the
/// number chosen is the index of an unforged colour in forging order.
static CHOOSE_KEY_COLOR: &[Step] = &[Step::choose_number_between(
    |g, f| {
        (
            0,
            (g.unforged_colors(f.controller).len() as u8).saturating_sub(1),
        )
    },
    |g, f| {
        if let Some(c) = g.unforged_colors(f.controller).get(f.option as usize) {
            g.player_mut(f.controller).forged |= c.bit();
        }
    },
)];
