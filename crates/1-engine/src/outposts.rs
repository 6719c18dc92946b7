//! "Put a friendly creature on the bottom of its owner's deck. If you do,
//! …" (the Outposts of Winds of Exchange and Tokens of Change): one step
//! chooses the creature and moves it, and sets [`Frame::done`] only when it
//! reached the deck (a ward, or a replacement, may keep it in play); the
//! steps of "if you do" write `.only_if(outposts::did)`.

use crate::ability::{filter, Frame, Step, TargetSpec};
use crate::select::Zones;
use crate::{Game, Location};

impl Step {
    /// "Put a friendly creature on the bottom of its owner's deck", with
    /// [`Frame::done`] telling whether it went there.
    pub const fn bottom_a_friendly_creature() -> Step {
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            bottom_chosen,
        )
    }
}

fn bottom_chosen(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_none() {
        return;
    }
    g.put_on_bottom_of_deck(c);
    f.done = g.card(c).location == Location::Deck;
}

/// Whether the creature went to the bottom of the deck ("if you do").
pub fn did(_: &Game, f: &Frame) -> bool {
    f.done
}
