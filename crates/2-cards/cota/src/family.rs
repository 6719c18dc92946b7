//! Card families of this set, written once with their parameters: cards
//! whose texts differ only by a house, a keyword or a number share one body
//! here, and each card names its parameter.

use keysim_engine::{CardRef, Event, Expiry, Frame, Game, Query};

/// "Omni: sacrifice this; for the rest of the turn, you may use friendly
/// `house` creatures" (Sigil of Brotherhood, Ritual of the Hunt): the
/// engine's word, shared with the later sets.
pub use keysim_engine::use_house::{sacrifice_to_use, USE_HOUSE_THIS_TURN};

/// The player who controlled an enemy creature `me` destroyed in a fight
/// ("after an enemy creature is destroyed fighting this creature").
pub fn enemy_destroyed_fighting(g: &Game, me: CardRef, ev: Event) -> Option<keysim_engine::Player> {
    match ev {
        Event::Destroyed {
            controller,
            fighting,
            ..
        } if fighting == me && controller != g.card(me).controller => Some(controller),
        _ => None,
    }
}

/// "Each enemy creature this destroys in a fight costs its controller 1
/// Æmber" (Krump, Grommid).
pub fn fight_kill_costs_one(g: &mut Game, me: CardRef, ev: Event) {
    if let Some(loser) = enemy_destroyed_fighting(g, me, ev) {
        g.lose(loser, 1);
    }
}

/// "Deal 4 damage to the chosen creature, with 2 splash" (Lava Ball, Booby
/// Trap): 2 damage to each of its neighbors.
pub fn four_with_two_splash(g: &mut Game, f: &mut Frame) {
    g.deal_damage_with_splash(f.target(0), 4, 2);
}

/// "Your opponent's keys cost +1" (Murmook, Grabber Jammer).
pub fn opponent_keys_cost_one_more(g: &Game, me: CardRef, q: &mut Query) {
    if let Query::KeyCost { player, value } = q {
        if *player != g.card(me).controller {
            *value += 1;
        }
    }
}

/// Starts the card's lasting effect remembering the house chosen, until
/// `expiry` (Brothers in Battle, Control the Weak, Restringuntus; "while
/// this stays in play" has the card as its subject).
pub fn remember_chosen_house(g: &mut Game, f: &Frame, expiry: Expiry) {
    if let Some(h) = f.house {
        let subject = match expiry {
            Expiry::SubjectLeavesPlay => f.source,
            _ => CardRef::NONE,
        };
        g.add_lasting_with(f.source, f.controller, expiry, subject, h as u8);
    }
}
