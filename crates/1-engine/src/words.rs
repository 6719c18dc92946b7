//! Card words with parameters: ready-made steps that carry their number
//! ([`Step::with`]), so "Reap: gain 1" and "Play: gain 2" are one word
//! ([`Step::gain`]) and not two closures.

use crate::ability::{Frame, Param, Step, TargetSpec};
use crate::Game;

impl Step {
    /// "Gain `n` Æmber."
    pub const fn gain(n: u32) -> Step {
        Step::then(|g, f| g.gain(f.controller, f.param().number())).with(Param::Number(n))
    }

    /// "Steal `n` Æmber."
    pub const fn steal(n: u32) -> Step {
        Step::then(|g, f| {
            g.steal(f.controller, f.param().number());
        })
        .with(Param::Number(n))
    }

    /// "Capture `n` Æmber": this card takes it from the opponent's pool.
    pub const fn capture(n: u32) -> Step {
        Step::then(|g, f| {
            g.capture_from(f.source, f.opponent(), f.param().number());
        })
        .with(Param::Number(n))
    }

    /// "Draw `n` cards."
    pub const fn draw(n: u32) -> Step {
        Step::then(|g, f| g.draw(f.controller, f.param().number())).with(Param::Number(n))
    }

    /// "Your opponent loses `n` Æmber."
    pub const fn opponent_loses(n: u32) -> Step {
        Step::then(|g, f| {
            g.lose(f.opponent(), f.param().number());
        })
        .with(Param::Number(n))
    }

    /// "Deal `n` damage to" a card `spec` chooses.
    pub const fn deal_damage(spec: TargetSpec, n: u32) -> Step {
        Step::target(spec, deal_damage_to_target).with(Param::Number(n))
    }

    /// "Sacrifice this card" (its controller destroys it).
    pub const fn sacrifice() -> Step {
        Step::then(|g, f| g.destroy(f.source))
    }
}

/// [`Step::deal_damage`]: the step's number of damage to the card chosen.
fn deal_damage_to_target(g: &mut Game, f: &mut Frame) {
    g.deal_damage(f.last_target(), f.param().number());
}
