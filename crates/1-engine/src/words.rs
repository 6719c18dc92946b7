//! Card words with parameters: ready-made steps that carry their number
//! ([`Step::with`]), so "Reap: gain 1" and "Play: gain 2" are one word
//! ([`Step::gain`]) and not two closures.

use crate::ability::{Ability, Frame, Param, Step, TargetSpec};
use crate::state::Task;
use crate::{CardRef, Game, Zones};
use keysim_facts::CardType;

impl Step {
    /// "Gain `n` Æmber."
    pub const fn gain(n: u32) -> Step {
        Step::then(|g, f| g.gain(f.controller, f.param().number())).with(Param::Number(n))
    }

    /// "Ready and fight with" a creature `spec` chooses (Anger, Gauntlet
    /// of Command; "you may" with an optional `spec`: Ganger Chieftain).
    pub const fn ready_and_fight(spec: TargetSpec) -> Step {
        Step::target(spec, |g, f| g.ready_and_fight(f.last_target()))
    }

    /// "Play the top card of your deck" (Wild Wormhole, Bot Bookton,
    /// Near-Future Lens): an empty deck is not reshuffled, and a card that
    /// cannot be played stays on top.
    pub const fn play_top_of_deck() -> Step {
        Step::then(|g, f| {
            g.play_top_of_deck(f.controller);
        })
    }

    /// "Archive the top card of your deck" (Random Access Archives,
    /// Research Smoko, Graphton): nothing with an empty deck.
    pub const fn archive_top_of_deck() -> Step {
        Step::then(|g, f| {
            g.archive_top_of_deck(f.controller);
        })
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

    /// "Return a card of type `kind` from your discard pile to your hand"
    /// (Look What I Found, Multi-Dimensional Rescue: a step per type, each
    /// skipped when the pile holds none).
    pub const fn return_from_discard_of_type(kind: CardType) -> Step {
        Step::target(
            TargetSpec::new(Zones::DISCARD, of_the_steps_type),
            |g, f| g.return_to_hand(f.last_target()),
        )
        .with(Param::Number(kind as u32))
    }

    /// "Sacrifice this card" (its controller destroys it).
    pub const fn sacrifice() -> Step {
        Step::then(|g, f| g.destroy(f.source))
    }

    /// "Repeat the preceding effect": `effect` resolves once more, from
    /// its first step, as an ability of the same card for the same player
    /// (about the same subject), before the rest of this ability: its
    /// choices are asked again (a target may be another card or the same
    /// one), and it is a separate effect (its damage is dealt apart from
    /// the first time's: the FAQ on Phalanx Strike). Write the preceding
    /// effect's step as a constant and use it in both places: `STRIKE`
    /// where it first resolves, `Step::repeat(&[STRIKE])` where it repeats.
    pub const fn repeat(effect: Ability) -> Step {
        Step::then(resolve_again).with(Param::Effect(effect))
    }
}

/// [`Step::repeat`]: queues the effect the step carries on top of the
/// stack, so it resolves next.
fn resolve_again(g: &mut Game, f: &mut Frame) {
    if let Param::Effect(effect) = f.param() {
        if !effect.is_empty() {
            let mut again = Frame::new(effect, f.source, f.controller);
            again.subject = f.subject;
            again.granted_by = f.granted_by;
            g.push_task(Task::Ability(again));
        }
    }
}

/// [`Step::return_from_discard_of_type`]: a card of the type the step
/// carries.
fn of_the_steps_type(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.def(c).kind as u32 == f.param().number()
}

/// [`Step::deal_damage`]: the step's number of damage to the card chosen.
fn deal_damage_to_target(g: &mut Game, f: &mut Frame) {
    g.deal_damage(f.last_target(), f.param().number());
}
