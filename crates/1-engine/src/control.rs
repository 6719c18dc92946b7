//! Changing control of a creature: the player who gains it chooses the
//! flank it goes to (asked only when their battleline is not empty). The
//! creature is the ability's subject ([`Frame::subject`]), set by an
//! earlier step.
//!
//! An ability that takes control writes the two steps
//! `Step::then(take_subject_if_no_choice)` and
//! `Step::choose_one(FLANKS, take_subject_on_chosen_flank).only_if(flank_choice_needed)`;
//! one that gives a creature back to its owner uses the `return_subject`
//! variants, asked of the owner.
//!
//! "Until this card leaves play" (Harland Mindlock, Collar of
//! Subordination): [`hold_subject`] remembers the creature in a lasting
//! effect of the card, and the card's `leaves_play` is [`GIVE_BACK_HELD`].
//!
//! "Swap control of" two cards of different sides is [`swap_control`].

use crate::ability::{Ability, CardSlot, Chooser, Step};
use crate::{CardRef, Expiry, Flank, Frame, Game, Player};

/// The options of the flank choice.
pub const FLANKS: &[&str] = &["left flank", "right flank"];

fn flank(option: u8) -> Flank {
    if option == 0 {
        Flank::Left
    } else {
        Flank::Right
    }
}

/// Whether `c` is a creature in play that `to` does not control yet.
fn movable(g: &Game, c: CardRef, to: Player) -> bool {
    c.is_some() && g.in_battleline(c) && g.card(c).controller != to
}

/// Takes control of the subject for the ability's controller at once when
/// there is no flank to choose (their battleline is empty).
pub fn take_subject_if_no_choice(g: &mut Game, f: &mut Frame) {
    if movable(g, f.subject, f.controller) && g.creatures(f.controller).is_empty() {
        g.take_control(f.subject, f.controller, Flank::Right);
    }
}

/// Whether the ability's controller must choose a flank for the subject.
pub fn flank_choice_needed(g: &Game, f: &Frame) -> bool {
    movable(g, f.subject, f.controller)
}

/// Takes control of the subject on the flank chosen ([`Frame::option`]).
pub fn take_subject_on_chosen_flank(g: &mut Game, f: &mut Frame) {
    g.take_control(f.subject, f.controller, flank(f.option));
}

/// Gives the subject back to its owner at once when the owner has no
/// flank to choose.
pub fn return_subject_if_no_choice(g: &mut Game, f: &mut Frame) {
    if f.subject.is_none() {
        return;
    }
    let owner = g.card(f.subject).owner;
    if movable(g, f.subject, owner) && g.creatures(owner).is_empty() {
        g.take_control(f.subject, owner, Flank::Right);
    }
}

/// Whether the subject's owner must choose a flank to get it back.
pub fn return_flank_choice_needed(g: &Game, f: &Frame) -> bool {
    f.subject.is_some() && movable(g, f.subject, g.card(f.subject).owner)
}

/// Gives the subject back to its owner on the flank they chose.
pub fn return_subject_on_chosen_flank(g: &mut Game, f: &mut Frame) {
    let owner = g.card(f.subject).owner;
    g.take_control(f.subject, owner, flank(f.option));
}

/// Remembers that the ability's card holds the subject until it leaves
/// play (a lasting effect that also ends if the subject leaves play).
pub fn hold_subject(g: &mut Game, f: &mut Frame) {
    if f.subject.is_some() {
        g.add_lasting_with(
            f.source,
            f.controller,
            Expiry::SubjectLeavesPlay,
            f.subject,
            0,
        );
    }
}

/// Leaves play: the creature this card held goes back to its owner, who
/// chooses the flank.
pub const GIVE_BACK_HELD: Ability = &[
    Step::then(|g, f| {
        let held = g
            .lasting_effects()
            .iter()
            .find(|e| e.source == f.source && e.expiry == Expiry::SubjectLeavesPlay)
            .copied();
        if let Some(e) = held {
            f.subject = e.subject;
            g.end_lasting(e);
        }
    }),
    Step::then(return_subject_if_no_choice),
    Step::choose_one(FLANKS, return_subject_on_chosen_flank)
        .chosen_by(Chooser::OwnerOf(CardSlot::Subject))
        .only_if(return_flank_choice_needed),
];

/// The subject goes to the ability's controller, on the flank they choose.
const TAKE_SUBJECT: Ability = &[
    Step::then(take_subject_if_no_choice),
    Step::choose_one(FLANKS, take_subject_on_chosen_flank).only_if(flank_choice_needed),
];

/// "Swap control of" cards `a` and `b` in play, controlled by different
/// players (WoE's exchanges: Exchange Program, Uncommon Currency): each
/// goes to the player who controlled the other. An artifact changes sides
/// at once; a creature is taken by its new controller, who chooses its
/// flank, in abilities of `source` queued to resolve next (`b`'s new
/// controller's first). Returns whether the swap takes place: both cards
/// in play, on different sides.
pub fn swap_control(g: &mut Game, a: CardRef, b: CardRef, source: CardRef) -> bool {
    let in_play = |c: CardRef| c.is_some() && g.card(c).location.in_play();
    if !in_play(a) || !in_play(b) || g.card(a).controller == g.card(b).controller {
        return false;
    }
    let (a_goes_to, b_goes_to) = (g.card(b).controller, g.card(a).controller);
    // Queued last resolves first: `a` is queued first.
    for (c, to) in [(a, a_goes_to), (b, b_goes_to)] {
        if g.in_battleline(c) {
            g.trigger_about(TAKE_SUBJECT, source, to, c);
        } else {
            g.take_control(c, to, Flank::Right);
        }
    }
    true
}
