//! "Gains the text box of" another card for as long as a lasting effect
//! lasts (Doppelganger): the card gains the other card's triggered and
//! action abilities ([`Behavior::lasting_grants`]), its constant abilities
//! ([`Behavior::modify`], read as if written on the gaining card), its
//! reactions ([`Behavior::on_event`]) and its printed keywords, but not its
//! power, armor, traits, house or name. A card that gains a text box sets
//! its lasting-effect fields from [`GAINS_TEXT_BOX`] and starts the effect
//! with [`Game::gain_text_box`]; the effect ends when it expires or the
//! gaining card leaves play. The text box read is the chosen card's at
//! each moment (its printed one once it left play).

use super::ability::{Behavior, Event, Events, LastingEffect, Queries};
use super::question::Query;
use super::state::Game;
use crate::{CardRef, Expiry, Player};

/// The lasting-effect fields of a card whose lasting effects give a text
/// box ([`Game::gain_text_box`]): write
/// `Behavior { on_event: ..., ..GAINS_TEXT_BOX }`.
pub const GAINS_TEXT_BOX: Behavior = Behavior {
    lasting_grants: Some(granted_text_box),
    lasting_modify: Some(text_box_modify),
    lasting_event: Some(text_box_reactions),
    // The chosen card's reactions, which may hear any kind.
    lasting_hears: Events::ALL,
    lasting_modifies: Queries::ALL,
    ..Behavior::VANILLA
};

impl Game {
    /// A lasting effect of `source` for `controller`: `gainer` gains the
    /// text box of `from` until `expiry` (or until `gainer` leaves play).
    /// `source`'s behaviour must have [`GAINS_TEXT_BOX`]'s fields.
    pub fn gain_text_box(
        &mut self,
        source: CardRef,
        controller: Player,
        gainer: CardRef,
        from: CardRef,
        expiry: Expiry,
    ) {
        if gainer.is_some() && from.is_some() && gainer != from {
            self.add_lasting_with(source, controller, expiry, gainer, from.0);
        }
    }
}

/// The card whose text box the effect gives, if `e` is a text-box effect.
/// The gaining card's other lasting effects (those of the abilities it
/// gained, which it is the source of) share its behaviour's lasting fields
/// but name no gaining card and no chosen card: they give no text box.
fn text_box_of(g: &Game, e: LastingEffect) -> Option<CardRef> {
    let from = CardRef(e.value);
    (e.subject.is_some() && from.0 < g.card_count).then_some(from)
}

/// [`Behavior::lasting_grants`]: the chosen card's abilities, to the
/// gaining card only.
fn granted_text_box(g: &Game, e: LastingEffect, c: CardRef) -> Option<&'static Behavior> {
    let from = text_box_of(g, e)?;
    (c == e.subject).then(|| g.behavior(from))
}

/// [`Behavior::lasting_modify`]: the chosen card's printed keywords on the
/// gaining card, and its constant abilities as the gaining card's.
fn text_box_modify(g: &Game, e: LastingEffect, q: &mut Query) {
    let me = e.subject;
    let Some(from) = text_box_of(g, e) else {
        return;
    };
    if let Query::Keywords { card, value } = q {
        if *card == me {
            *value = value.with(g.def(from).keywords);
        }
    }
    let b = g.behavior(from);
    if let Some(f) = b.modify {
        if q.stat_of().is_none_or(|card| b.reach.includes(g, me, card)) {
            f(g, me, q);
        }
    }
}

/// [`Behavior::lasting_event`]: the chosen card's reactions, as the
/// gaining card's.
fn text_box_reactions(g: &mut Game, e: LastingEffect, ev: Event) {
    let Some(from) = text_box_of(g, e) else {
        return;
    };
    let b = g.behavior(from);
    if let (Some(f), true) = (b.on_event, b.hears.contains(ev.kind())) {
        f(g, e.subject, ev);
    }
}
