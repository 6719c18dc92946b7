//! Damage divided among a creature's neighbors "as evenly as possible
//! instead" (Friendship). A replacement effect answers the damage meant
//! for a creature ([`GameAction::Damage`](crate::GameAction::Damage), what its armor left) with
//! [`GameAction::DividedAmongNeighbors`](crate::GameAction::DividedAmongNeighbors): its neighbors are dealt that
//! damage (each one's armor and ward apply), all of it to a single
//! neighbor, half to each of two; when the damage is odd, the active
//! player chooses which of the two takes the extra point (rulebook: the
//! active player makes the decisions an ability leaves open).
//!
//! The division resolves as an ability of the engine's own, after the
//! action that dealt the damage. The damage a division deals is not
//! divided again ([`Game::dividing_damage`]): a creature beside the one
//! whose damage is divided takes its share even if it would divide its
//! own damage, so two such creatures side by side never pass damage back
//! and forth without end (the rules leave that loop open; this reading
//! ends it).

use crate::ability::{Ability, Chooser, Frame, Step, TargetSpec};
use crate::select::Zones;
use crate::state::Task;
use crate::{CardRef, Game};

/// The engine's own ability dividing [`Frame::count`] damage between the
/// two creatures `CardRef(f.tally[0])` and `CardRef(f.tally[1])` (the
/// neighbors, or the one neighbor twice) of creature [`Frame::subject`]:
/// the active player chooses the one taking the larger share when the
/// damage is odd and both are still in play.
const DIVIDE: Ability = &[
    // Begins the division: from here on its damage is being dealt
    // ([`Game::dividing_damage`]).
    Step::then(|_, _| {}),
    Step::target(
        TargetSpec::new(Zones::CREATURES, one_of_the_two),
        deal_larger_share_to_chosen,
    )
    .chosen_by(Chooser::ActivePlayer)
    .only_if(|_, f| f.count % 2 == 1 && f.tally[0] != f.tally[1]),
    Step::then(deal_even_shares).only_if(|_, f| f.count % 2 == 0 || f.tally[0] == f.tally[1]),
];

impl Game {
    /// Whether the damage being dealt now is a division's
    /// ([`GameAction::DividedAmongNeighbors`](crate::GameAction::DividedAmongNeighbors)): a replacement effect that
    /// divides damage leaves it alone.
    pub fn dividing_damage(&self) -> bool {
        self.stack().iter().any(|t| {
            matches!(t, Task::Ability(f)
                if std::ptr::eq(f.ability, DIVIDE) && f.step >= 1 && (f.step as usize) < DIVIDE.len())
        })
    }

    /// Divides `amount` damage meant for `card` among its neighbors as
    /// evenly as possible ([`GameAction::DividedAmongNeighbors`](crate::GameAction::DividedAmongNeighbors)); nothing
    /// if it has none.
    pub(crate) fn divide_damage_among_neighbors(&mut self, card: CardRef, amount: u8) {
        let mut two = [CardRef::NONE; 2];
        let mut k = 0;
        for n in self.neighbors(card) {
            if k < 2 {
                two[k] = n;
                k += 1;
            }
        }
        if k == 0 || amount == 0 {
            return;
        }
        if k == 1 {
            two[1] = two[0];
        }
        let mut f = Frame::new(DIVIDE, card, self.active);
        f.subject = card;
        f.count = amount;
        f.tally = [two[0].0, two[1].0];
        self.push_task(Task::Ability(f));
    }
}

/// One of the two creatures the damage is divided between.
fn one_of_the_two(_: &Game, f: &Frame, c: CardRef) -> bool {
    c.0 == f.tally[0] || c.0 == f.tally[1]
}

fn deal_larger_share_to_chosen(g: &mut Game, f: &mut Frame) {
    let chosen = f.last_target();
    let other = CardRef(if chosen.0 == f.tally[0] {
        f.tally[1]
    } else {
        f.tally[0]
    });
    let half = f.count as u32 / 2;
    // Neither still in play: nothing is chosen, nothing dealt.
    if chosen.is_some() {
        g.deal_damage(chosen, half + 1);
        g.deal_damage(other, half);
    }
}

fn deal_even_shares(g: &mut Game, f: &mut Frame) {
    let (a, b) = (CardRef(f.tally[0]), CardRef(f.tally[1]));
    if a == b {
        g.deal_damage(a, f.count as u32);
    } else {
        g.deal_damage(a, f.count as u32 / 2);
        g.deal_damage(b, f.count as u32 / 2);
    }
}
