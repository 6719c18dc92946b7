//! "You may rearrange the creatures in a battleline" (Tactical Officer
//! Moon, Aero O'Fore, Lateral Thrusters): the player chooses creatures of
//! the line one at a time, and each takes the next place from the left,
//! swapping places with the creature that stood there; choosing none
//! keeps the order (a player who wants an exact order chooses every
//! creature). A creature that keeps its place (Aero O'Fore's "the other
//! friendly creatures") is the frame's [`Frame::subject`].

use crate::ability::{Frame, Step, TargetSpec};
use crate::{CardRef, Game, Player, Zones, MAX_CARDS};

/// The player whose battleline the step orders: the ability's controller,
/// or the opponent when a step before it chose option 1 ("rearrange the
/// opponent's battleline": Tactical Officer Moon).
fn rearranged_line(f: &Frame) -> Player {
    if f.option == 1 {
        f.opponent()
    } else {
        f.controller
    }
}

/// Whether `c` may be chosen to take the next place.
fn may_move(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.card(c).controller == rearranged_line(f) && c != f.subject
}

/// Puts the creature chosen last at the next place from the left
/// ([`Frame::count`] counts the places taken), skipping the place of the
/// creature that keeps it.
fn take_next_place(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    let line = g.creatures(rearranged_line(f));
    let mut slot = f.count as usize;
    if line.get(slot) == Some(&f.subject) {
        slot += 1;
    }
    if let Some(&there) = line.get(slot) {
        g.swap_creatures(c, there);
    }
    f.count = (slot + 1) as u8;
}

impl Step {
    /// "You may rearrange the creatures in your battleline" (or the
    /// opponent's, after a step that chose option 1): see the module.
    pub const fn rearrange_battleline() -> Step {
        Step::target(
            TargetSpec::new(Zones::CREATURES, may_move).up_to(MAX_CARDS as u8),
            take_next_place,
        )
    }
}
