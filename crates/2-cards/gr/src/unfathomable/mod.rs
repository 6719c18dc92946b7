//! Unfathomable, Grim Reminders.

use keysim_engine::ability::{filter, Ability, Behavior, Step, TargetSpec};
use keysim_engine::select::{self, Zones};
use keysim_engine::{CardRef, Event, Events, Expiry, Game, Location, Player, Queries, Query};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "bottomless-depths" => &BOTTOMLESS_DEPTHS,
        "curse-of-confusion" => &CURSE_OF_CONFUSION,
        "thing-from-the-deep" => &THING_FROM_THE_DEEP,
        "addlefish" => &ADDLEFISH,
        "dirge-of-the-deep" => &DIRGE_OF_THE_DEEP,
        "dredge" => &DREDGE,
        "eldritch-synan" => &ELDRITCH_SYNAN,
        "nightmare-inducer" => &NIGHTMARE_INDUCER,
        "beam-of-forgetting" => &BEAM_OF_FORGETTING,
        "echoing-deathknell" => &ECHOING_DEATHKNELL,
        "koriki-germinator" => &KORIKI_GERMINATOR,
        // Enhance is printed: its icons are on the deck's cards already.
        "open-the-seal" => &Behavior::VANILLA,
        _ => return None,
    })
}

/// Exhausts each creature in play that shares a house with card `c`
/// (`c` may be out of play: its printed house counts).
fn exhaust_each_sharing_a_house(g: &mut Game, you: Player, c: CardRef, only_enemy: bool) {
    if c.is_none() {
        return;
    }
    let houses = g.houses(c);
    let sharing = select::each(g, you, Zones::CREATURES, |o| {
        g.houses(o) & houses != 0 && (!only_enemy || g.card(o).controller != you)
    });
    for &o in sharing.iter() {
        g.exhaust(o);
    }
}

/// Bottomless Depths — each card its controller discards from hand goes
/// on from their discard pile to lie facedown beneath it.
static BOTTOMLESS_DEPTHS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::DiscardedFromHand { card, player } = ev {
            if player == g.card(me).controller && g.card(card).location == Location::Discard {
                g.put_beneath(card, me);
            }
        }
    }),
    hears: Events::DISCARDED_FROM_HAND,
    ..Behavior::VANILLA
};

/// Curse of Confusion — (treachery is printed: it enters play under the
/// opponent's control) as its controller's turn ends, each of their
/// creatures of the active house is exhausted.
static CURSE_OF_CONFUSION: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.trigger(EXHAUST_ACTIVE_HOUSE, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Each creature of the controller's that belongs to the active house is
/// exhausted.
const EXHAUST_ACTIVE_HOUSE: Ability = &[Step::then(|g, f| {
    let Some(house) = g.active_house() else {
        return;
    };
    let theirs = select::each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller && g.belongs_to(c, house)
    });
    for &c in theirs.iter() {
        g.exhaust(c);
    }
})];

/// Thing from the Deep — playable only while an Open the Seal lies in its
/// player's discard pile. After Fight: steal 2.
static THING_FROM_THE_DEEP: Behavior = Behavior {
    play_condition: Some(|g, p| {
        g.player(p)
            .discard
            .iter()
            .any(|c| g.def(c).name == "Open the Seal")
    }),
    fight: &[Step::steal(2)],
    ..Behavior::VANILLA
};

/// Addlefish — After Fight: the opponent discards 2 random cards from
/// hand.
static ADDLEFISH: Behavior = Behavior::fight(&[Step::then(|g, f| {
    for _ in 0..2 {
        g.discard_random(f.opponent());
    }
})]);

/// Dirge of the Deep — Play: the bottom card of the opponent's deck is
/// discarded, and each creature (of either side) sharing a house with it
/// is exhausted. (Enhance is printed.)
static DIRGE_OF_THE_DEEP: Behavior = Behavior::play(&[Step::then(|g, f| {
    let bottom = g.discard_bottom_of_deck(f.opponent());
    exhaust_each_sharing_a_house(g, f.controller, bottom, false);
})]);

/// Dredge — Play: for the rest of the turn, each friendly creature gains
/// "After Reap: put a card of your discard pile on top of your deck".
static DREDGE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_grants: Some(|g, e, c| {
        (g.in_battleline(c) && g.card(c).controller == e.controller).then_some(&REAP_DREDGE)
    }),
    ..Behavior::VANILLA
};

static REAP_DREDGE: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::any),
    |g, f| g.put_on_top_of_deck(f.last_target()),
)]);

/// Eldritch Synan — a creature with damage on it cannot deal it damage.
static ELDRITCH_SYNAN: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::CanBeDamagedBy {
            card,
            dealer,
            value,
        } = q
        {
            let dealer = *dealer;
            if *card == me
                && dealer.is_some()
                && g.in_battleline(dealer)
                && g.card(dealer).damage > 0
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Nightmare Inducer — Action: choose a card of the opponent's discard
/// pile; each enemy creature sharing a house with it is exhausted, then it
/// goes to the bottom of the opponent's deck.
static NIGHTMARE_INDUCER: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::OPPONENT_DISCARD, filter::any),
    |g, f| {
        let c = f.last_target();
        exhaust_each_sharing_a_house(g, f.controller, c, true);
        g.put_on_bottom_of_deck(c);
    },
)]);

/// Beam of Forgetting — Play: a random card of the opponent's hand is
/// revealed and put on the bottom of their deck. (Enhance is printed.)
static BEAM_OF_FORGETTING: Behavior = Behavior::play(&[Step::then(|g, f| {
    let c = g.random_card_in(f.opponent(), Location::Hand);
    if c.is_some() {
        g.reveal(c, f.controller);
        g.put_on_bottom_of_deck(c);
    }
})]);

/// Echoing Deathknell — Play: 1 damage to each creature; as long as a pass
/// destroys one or more creatures, it is dealt again.
static ECHOING_DEATHKNELL: Behavior = Behavior::play(DEATHKNELL);

/// One pass of Echoing Deathknell: the creatures damaged are kept in
/// [`Frame::picked`]; once the destructions have resolved, another pass
/// follows if any of them was destroyed.
const DEATHKNELL: Ability = &[
    Step::then(|g, f| {
        let all = select::each(g, f.controller, Zones::CREATURES, |_| true);
        for &c in all.iter() {
            f.picked.insert(c);
        }
        g.deal_damage_each(&all, 1);
    }),
    Step::then(|g, f| {
        if f.picked.iter().any(|c| g.was_destroyed(c)) {
            g.trigger(DEATHKNELL, f.source, f.controller);
        }
    }),
];

/// Koriki Germinator — Play and After Reap: a card of either discard pile
/// goes to the bottom of its owner's deck.
static KORIKI_GERMINATOR: Behavior = Behavior {
    play: GERMINATE,
    reap: GERMINATE,
    ..Behavior::VANILLA
};

const GERMINATE: Ability = &[Step::target(
    TargetSpec::new(Zones::ANY_DISCARD, filter::any),
    |g, f| g.put_on_bottom_of_deck(f.last_target()),
)];

#[cfg(test)]
mod tests;
