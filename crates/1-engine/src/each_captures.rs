//! "Each creature that … captures N" ([`Step::each_captures`]): every
//! such creature captures, and when a pool holds too little for all of
//! them the active player chooses, one at a time, which creatures capture
//! while it lasts (the FAQ ruling on two Sir Marrows: the active player
//! decides which creature captures the Æmber there is).

use crate::ability::{CaptureFrom, Capturers, Chooser, Frame, Param, Step, TargetSpec};
use crate::select::{each, Zones};
use crate::{CardRef, Game, Player, MAX_CARDS};

impl Step {
    /// "Each creature that `who` selects captures `amount`" from its
    /// opponent. When every pool they take from holds enough, they all
    /// capture at once; otherwise the active player chooses the creatures
    /// one at a time, each capturing as it is chosen, until every one was
    /// chosen or the pools they take from are empty.
    pub const fn each_captures(who: fn(&Game, &Frame, CardRef) -> bool, amount: u8) -> Step {
        Step::capturing(Capturers {
            who,
            amount,
            from: CaptureFrom::Opponent,
        })
    }

    /// [`Step::each_captures`], each creature taking the Æmber from its own
    /// controller's pool ("captures 1 from their own side").
    pub const fn each_captures_from_own_side(
        who: fn(&Game, &Frame, CardRef) -> bool,
        amount: u8,
    ) -> Step {
        Step::capturing(Capturers {
            who,
            amount,
            from: CaptureFrom::OwnSide,
        })
    }

    const fn capturing(capturers: Capturers) -> Step {
        Step::target(
            TargetSpec::new(Zones::CREATURES, to_choose).exactly(MAX_CARDS as u8),
            capture_chosen_or_all,
        )
        .chosen_by(Chooser::ActivePlayer)
        .with(Param::Capturers(capturers))
    }
}

/// The capturers the step carries.
fn capturers(f: &Frame) -> Option<Capturers> {
    match f.param() {
        Param::Capturers(k) => Some(k),
        _ => None,
    }
}

/// The player whose pool `c` takes its Æmber from.
fn pool_of(g: &Game, k: Capturers, c: CardRef) -> Player {
    let controller = g.card(c).controller;
    match k.from {
        CaptureFrom::Opponent => controller.opponent(),
        CaptureFrom::OwnSide => controller,
    }
}

/// Whether some pool holds less than the creatures taking from it would
/// capture.
fn short(g: &Game, f: &Frame, k: Capturers) -> bool {
    let mut wanted = [0u32; 2];
    for &c in each(g, f.controller, Zones::CREATURES, |c| (k.who)(g, f, c)).iter() {
        wanted[pool_of(g, k, c).index()] += k.amount as u32;
    }
    [Player::A, Player::B]
        .into_iter()
        .any(|p| wanted[p.index()] > g.player(p).amber as u32)
}

/// A creature the active player may choose to capture next: one that
/// captures and has not yet, whose pool still holds Æmber, while some pool
/// is short (from the first choice on, the step goes on choosing).
fn to_choose(g: &Game, f: &Frame, c: CardRef) -> bool {
    let Some(k) = capturers(f) else {
        return false;
    };
    (k.who)(g, f, c) && g.player(pool_of(g, k, c)).amber > 0 && (f.step_picks > 0 || short(g, f, k))
}

/// The chosen creature captures; with nothing to choose (every pool holds
/// enough), each creature captures, in the order they are found.
fn capture_chosen_or_all(g: &mut Game, f: &mut Frame) {
    let Some(k) = capturers(f) else {
        return;
    };
    let chosen = f.last_target();
    if chosen.is_some() {
        g.capture_from(chosen, pool_of(g, k, chosen), k.amount as u32);
    } else if f.step_picks == 0 {
        for &c in each(g, f.controller, Zones::CREATURES, |c| (k.who)(g, f, c)).iter() {
            g.capture_from(c, pool_of(g, k, c), k.amount as u32);
        }
    }
}
