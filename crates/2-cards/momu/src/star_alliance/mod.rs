//! Star Alliance, More Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Expiry, Queries, Step, TargetSpec};
use keysim_engine::{CardRef, Event, Events, Game, LastingEffect, Player, Query, Zones};
use keysim_facts::House;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cadet-allison2" | "cadet-allison" => &CADET_ALLISON,
        "j43g3r-v2" | "j43g3r-v" => &J43G3R_V,
        "gysgt-margot" => &GYSGT_MARGOT,
        _ => return None,
    })
}

/// Discard a random card from your hand; if you do, its house becomes your
/// active house.
const DISCARD_RANDOM_TO_CHANGE_HOUSE: Ability = &[Step::then(|g, f| {
    let discarded = g.discard_random(f.controller);
    if discarded.is_some() {
        let house = g.card(discarded).house;
        g.change_active_house(house);
    }
})];

/// Cadet Allison (gigantic) — Play/After Reap: discard a random card from
/// your hand; if you do, its house becomes your active house.
static CADET_ALLISON: Behavior = Behavior {
    play: DISCARD_RANDOM_TO_CHANGE_HOUSE,
    ..Behavior::reap(DISCARD_RANDOM_TO_CHANGE_HOUSE)
};

/// The bit of a J43G3R V lasting effect's value that makes it a
/// permission to fight (else to reap); the other bits count the creatures
/// still to be chosen.
const TO_FIGHT: u8 = 0x80;

/// The creatures a permission lets its controller choose.
const CREATURES_PERMITTED: u8 = 2;

/// Starts a permission, for the rest of the turn, to reap (or fight, as
/// `kind` says) with two non-Star Alliance creatures.
fn permit_two(g: &mut Game, source: CardRef, controller: Player, kind: u8) {
    g.add_lasting_with(
        source,
        controller,
        Expiry::EndOfTurn,
        CardRef::NONE,
        kind | CREATURES_PERMITTED,
    );
}

/// Whether the J43G3R V permission `e` of kind `kind` lets `player` use
/// `card` that way: a creature chosen with it (its subject), or, while
/// creatures are left to choose, any of their non-Star Alliance
/// creatures.
fn permits(g: &Game, e: &LastingEffect, kind: u8, player: Player, card: CardRef) -> bool {
    if e.value & TO_FIGHT != kind || player != e.controller || g.card(card).controller != player {
        return false;
    }
    let chosen = e.subject.is_some() && card == e.subject;
    let may_choose =
        e.subject.is_none() && e.value & !TO_FIGHT > 0 && !g.belongs_to(card, House::StarAlliance);
    chosen || may_choose
}

/// A creature used off-house under a permission becomes one of the
/// creatures chosen with it: the counting effect gives way to one for that
/// creature (its subject), and to one counting the creatures left.
fn choose_with_permission(g: &mut Game, e: LastingEffect, kind: u8, creature: CardRef, by: Player) {
    if e.subject.is_some()
        || e.value & TO_FIGHT != kind
        || by != e.controller
        || g.belongs_to(creature, House::StarAlliance)
        || g.active_house().is_some_and(|h| g.belongs_to(creature, h))
    {
        return;
    }
    let already = g.lasting_effects().iter().any(|x| {
        x.source_def == e.source_def && x.subject == creature && x.value & TO_FIGHT == kind
    });
    if already {
        return;
    }
    let left = e.value & !TO_FIGHT;
    g.end_lasting(e);
    g.add_lasting_with(e.source, e.controller, e.expiry, creature, kind);
    if left > 1 {
        g.add_lasting_with(
            e.source,
            e.controller,
            e.expiry,
            CardRef::NONE,
            kind | (left - 1),
        );
    }
}

/// J43G3R V (gigantic) — After Reap: this turn you may reap with up to 2
/// non-Star Alliance creatures. After Fight: this turn you may fight with
/// up to 2 non-Star Alliance creatures. The permission is for two
/// creatures, each of which may then be used that way again if readied
/// (as Combat Pheromones'): a creature is chosen by being used so off
/// house.
static J43G3R_V: Behavior = Behavior {
    reap: &[Step::then(|g, f| permit_two(g, f.source, f.controller, 0))],
    fight: &[Step::then(|g, f| {
        permit_two(g, f.source, f.controller, TO_FIGHT)
    })],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|g, e, q| match q {
        Query::OffHouseReap {
            player,
            card,
            value,
        } => *value |= permits(g, &e, 0, *player, *card),
        Query::OffHouseFight {
            player,
            card,
            value,
        } => *value |= permits(g, &e, TO_FIGHT, *player, *card),
        _ => {}
    }),
    lasting_event: Some(|g, e, ev| match ev {
        Event::Reaped {
            creature,
            controller,
        } => choose_with_permission(g, e, 0, creature, controller),
        Event::Fought {
            attacker,
            controller,
            ..
        } => choose_with_permission(g, e, TO_FIGHT, attacker, controller),
        _ => {}
    }),
    lasting_hears: Events::REAPED.and(Events::FOUGHT),
    ..Behavior::VANILLA
};

/// 2 damage to an enemy creature, then ward a friendly creature.
const STRIKE_AND_WARD: Ability = &[
    Step::deal_damage(TargetSpec::new(Zones::CREATURES, filter::enemy), 2),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.ward(f.last_target()),
    ),
];

/// GySgt. Margot — After Fight/After Reap: 2 damage to an enemy creature;
/// ward a friendly creature.
static GYSGT_MARGOT: Behavior = Behavior::fight_and_reap(STRIKE_AND_WARD);

#[cfg(test)]
mod tests;
