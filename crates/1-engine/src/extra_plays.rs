//! "This turn, you may play one non-`house` card" (Phase Shift, Helper
//! Bot): a permission to play one card of another house than the active
//! one, used up by the first such card played from hand.
//!
//! Every card granting it for the same house shares one lasting effect per
//! player that counts the plays left, whichever card started it, so two
//! such cards allow two plays (the FAQ on Phase Shift) and one play uses up
//! one permission, not one per card. A card writes the step
//! [`allow_one_non_house_play`] and takes the rest of its behaviour from
//! [`ALLOWS_NON_HOUSE_PLAYS`].

use crate::ability::{Behavior, Param, Queries, Step};
use crate::{CardRef, Event, Expiry, Frame, Game, LastingEffect, Query};
use keysim_facts::House;

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

/// Whether `e` is a permission of this kind (the card that started it has
/// this module's lasting behaviour).
fn is_permission(g: &Game, e: &LastingEffect) -> bool {
    g.behavior_of(e.source_def)
        .lasting_event
        .is_some_and(|f| std::ptr::fn_addr_eq(f, use_up as fn(&mut Game, LastingEffect, Event)))
}

/// "This turn, you may play one non-`house` card": one more play for the
/// ability's controller.
pub const fn allow_one_non_house_play(house: House) -> Step {
    Step::then(allow_one_more).with(Param::House(house))
}

fn allow_one_more(g: &mut Game, f: &mut Frame) {
    let house = f.param().house();
    let mine = g
        .lasting_effects()
        .iter()
        .find(|e| e.controller == f.controller && is_permission(g, e) && house_of(e) == house)
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
    lasting_modify: Some(permit),
    lasting_event: Some(use_up),
    ..Behavior::VANILLA
};

/// Cards not of the effect's house may be played by its controller.
fn permit(g: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::OffHousePlay {
        player,
        card,
        value,
    } = q
    {
        if *player == e.controller && !g.belongs_to(*card, house_of(&e)) {
            *value = true;
        }
    }
}

/// Only a card that needed the permission uses one play up: played from
/// hand, not of the effect's house nor of the active house (a card played
/// by another card's ability, like Wild Wormhole's, does not).
fn use_up(g: &mut Game, e: LastingEffect, ev: Event) {
    if let Event::CardPlayed { card, player } = ev {
        let house = g.card(card).house;
        if player == e.controller
            && g.played_from_hand(card)
            && house != house_of(&e)
            && Some(house) != g.active_house()
        {
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
    }
}
