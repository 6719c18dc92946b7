//! "This turn, you may play one non-`house` card" (Phase Shift, Helper
//! Bot) and "... one non-`house` action card" (Quant): a permission to play
//! one card of another house than the active one, used up by the first
//! such card played from hand.
//!
//! Every card granting it for the same house and the same kind of cards
//! shares one lasting effect per player that counts the plays left,
//! whichever card started it, so two such cards allow two plays (the FAQ
//! on Phase Shift) and one play uses up one permission, not one per card.
//! An action card that both kinds allow uses up the narrower one (the
//! action permission), keeping the other for a card only it allows. A card
//! writes the step [`allow_one_non_house_play`] (or
//! [`allow_one_non_house_action_play`]) and takes the rest of its
//! behaviour from [`ALLOWS_NON_HOUSE_PLAYS`] (or
//! [`ALLOWS_NON_HOUSE_ACTION_PLAYS`]).

use crate::ability::{Behavior, Events, LastingKind, Param, Queries, Step};
use crate::{CardRef, Event, Expiry, Frame, Game, LastingEffect, Query};
use keysim_facts::{CardType, House};

/// The most plays one lasting effect counts (3 bits of its value; the
/// house takes the 5 others).
const MOST_PLAYS: u8 = 7;

/// The lasting effect's value: the house and the plays left.
fn pack(house: House, plays: u8) -> u8 {
    house as u8 | plays.min(MOST_PLAYS) << 5
}

/// The house of a lasting effect of this kind.
fn house_of(e: &LastingEffect) -> House {
    House::ALL
        .get((e.value & 0b1_1111) as usize)
        .copied()
        .unwrap_or(House::Neutral)
}

/// The plays a lasting effect of this kind has left.
fn plays_of(e: &LastingEffect) -> u8 {
    e.value >> 5
}

/// Whether `e` is a permission of this module for action cards only
/// (`ACTIONS_ONLY`) or for any card (the card that started it has the
/// module's lasting behaviour of that kind).
fn is_permission<const ACTIONS_ONLY: bool>(g: &Game, e: &LastingEffect) -> bool {
    let kind = if ACTIONS_ONLY {
        LastingKind::NonHouseActionPlays
    } else {
        LastingKind::NonHousePlays
    };
    g.behavior_of(e.source_def).lasting_kind == kind
}

/// Whether a permission for action cards only (`ACTIONS_ONLY`) or for any
/// card covers `card`, by its type.
fn covers<const ACTIONS_ONLY: bool>(g: &Game, card: CardRef) -> bool {
    !ACTIONS_ONLY || g.def(card).kind == CardType::Action
}

/// "This turn, you may play one non-`house` card": one more play for the
/// ability's controller.
pub const fn allow_one_non_house_play(house: House) -> Step {
    Step::then(allow_one_more::<false>).with(Param::House(house))
}

/// "This turn, you may play one non-`house` action card" (Quant): one more
/// play of an action card for the ability's controller.
pub const fn allow_one_non_house_action_play(house: House) -> Step {
    Step::then(allow_one_more::<true>).with(Param::House(house))
}

fn allow_one_more<const ACTIONS_ONLY: bool>(g: &mut Game, f: &mut Frame) {
    let house = f.param().house();
    let mine = g
        .lasting_effects()
        .iter()
        .find(|e| {
            e.controller == f.controller
                && is_permission::<ACTIONS_ONLY>(g, e)
                && house_of(e) == house
        })
        .copied();
    let plays = match mine {
        Some(e) => {
            g.end_lasting(e);
            plays_of(&e) + 1
        }
        None => 1,
    };
    g.add_lasting_with(
        f.source,
        f.controller,
        Expiry::EndOfTurn,
        CardRef::NONE,
        pack(house, plays),
    );
}

/// The behaviour of a card granting the permission, but its step: `..`
/// it into the card's own.
pub const ALLOWS_NON_HOUSE_PLAYS: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(permit::<false>),
    lasting_event: Some(use_up::<false>),
    lasting_hears: Events::CARD_PLAYED,
    lasting_kind: LastingKind::NonHousePlays,
    ..Behavior::VANILLA
};

/// The behaviour of a card granting the permission for action cards only,
/// but its step ([`allow_one_non_house_action_play`]).
pub const ALLOWS_NON_HOUSE_ACTION_PLAYS: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(permit::<true>),
    lasting_event: Some(use_up::<true>),
    lasting_hears: Events::CARD_PLAYED,
    lasting_kind: LastingKind::NonHouseActionPlays,
    ..Behavior::VANILLA
};

/// Cards (action cards, if `ACTIONS_ONLY`) not of the effect's house may be
/// played by its controller.
fn permit<const ACTIONS_ONLY: bool>(g: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::OffHousePlay {
        player,
        card,
        value,
    } = q
    {
        if *player == e.controller
            && !g.belongs_to(*card, house_of(&e))
            && covers::<ACTIONS_ONLY>(g, *card)
        {
            *value = true;
        }
    }
}

/// Only a card that needed the permission uses one play up: played from
/// hand, not of the effect's house nor of the active house (a card played
/// by another card's ability, like Wild Wormhole's, does not), of a kind
/// the permission covers. An action card that both kinds of permission of
/// one house allow uses up the one for action cards: its effect leaves the
/// play to the other kind's effect when both hear it, and that one uses the
/// action permission up instead of itself, whichever hears first.
fn use_up<const ACTIONS_ONLY: bool>(g: &mut Game, e: LastingEffect, ev: Event) {
    let Event::CardPlayed { card, player } = ev else {
        return;
    };
    let house = g.card(card).house;
    if player != e.controller
        || !g.played_from_hand(card)
        || house == house_of(&e)
        || Some(house) == g.active_house()
        || !covers::<ACTIONS_ONLY>(g, card)
    {
        return;
    }
    let twin_of_other_kind = g
        .lasting_effects()
        .iter()
        .find(|o| {
            o.controller == e.controller
                && house_of(o) == house_of(&e)
                && if ACTIONS_ONLY {
                    is_permission::<false>(g, o)
                } else {
                    is_permission::<true>(g, o)
                }
        })
        .copied();
    match twin_of_other_kind {
        Some(_) if ACTIONS_ONLY => {}
        Some(actions) if covers::<true>(g, card) => use_one_play(g, actions),
        _ => use_one_play(g, e),
    }
}

/// Takes one play off permission `e`, ending it with its last.
fn use_one_play(g: &mut Game, e: LastingEffect) {
    g.end_lasting(e);
    if plays_of(&e) > 1 {
        g.add_lasting_with(
            e.source,
            e.controller,
            e.expiry,
            CardRef::NONE,
            pack(house_of(&e), plays_of(&e) - 1),
        );
    }
}
