//! Dis, Æmber Skies.

use keysim_engine::ability::{filter, Ability, Behavior, Step, TargetSpec};
use keysim_engine::select::{self, Tally, Zones};
use keysim_engine::{
    CardRef, Event, Events, Expiry, Flank, Game, HouseSpec, Location, Player, Queries, Query,
};
use keysim_facts::{CardType, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "delta-p" => &DELTA_P,
        "demonic-shelf" => &DEMONIC_SHELF,
        "fiendish-apprentice" => &FIENDISH_APPRENTICE,
        "infernal-terran" => &INFERNAL_TERRAN,
        "phantasmaquid" => &PHANTASMAQUID,
        "talon-of-invidius" => &TALON_OF_INVIDIUS,
        "cauterize-vitality" => &CAUTERIZE_VITALITY,
        "chauncey" => &CHAUNCEY,
        "daat" => &DAAT,
        "ecstacy-siphon" => &ECSTACY_SIPHON,
        "they-tell-no-tales" => &THEY_TELL_NO_TALES,
        "trihard" => &TRIHARD,
        "a-gift-of-æmber" => &A_GIFT_OF_AMBER,
        "clipped-wings" => &CLIPPED_WINGS,
        "infinity-strop" => &INFINITY_STROP,
        "monsquito" => &MONSQUITO,
        "searine" => &SEARINE,
        "slayer" => &SLAYER,
        "suspendamander" => &SUSPENDAMANDER,
        "vapor-imp" => &VAPOR_IMP,
        "ven-omawk" => &VEN_OMAWK,
        "pendra-s-box" => &PENDRA_S_BOX,
        "tomb-of-agony" => &TOMB_OF_AGONY,
        _ => return None,
    })
}

/// An enemy creature.
const ENEMY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::enemy);
/// A creature of the controller's.
const FRIENDLY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::friendly);

/// Whether no creature of the opponent of `me`'s controller is in play.
fn no_enemy_creatures(g: &Game, me: CardRef) -> bool {
    g.creatures(g.card(me).controller.opponent()).is_empty()
}

/// Delta P — Play: destroy an enemy creature; while the opponent then
/// still controls more creatures than you, the whole effect repeats.
/// (The rulebook: a repeated effect resolves entirely again, its
/// instruction to repeat included. A pass that neither destroyed its
/// creature nor took a ward off it ends the repeats, so an indestructible
/// creature cannot loop it: the rulebook lets the active player stop an
/// endless loop.)
static DELTA_P: Behavior = Behavior::play(DELTA_P_PASS);

/// One pass of Delta P; [`keysim_engine::Frame::done`] records that the
/// creature chosen had a ward.
const DELTA_P_PASS: Ability = &[
    Step::target(ENEMY_CREATURE, |g, f| {
        let c = f.last_target();
        f.done = c.is_some() && g.card(c).is_warded();
        g.destroy(c);
    }),
    Step::then(|g, f| {
        let c = f.target(0);
        let progressed = c.is_some() && (f.done || g.was_destroyed(c));
        if progressed && g.creatures(f.opponent()).len() > g.creatures(f.controller).len() {
            // Once more in this stack entry (Frame::again), not nested in
            // a new one: a repeat per enemy creature outgrew the resolution
            // stack in a long soak.
            f.again = f.again.saturating_add(1);
        }
    }),
];

/// Demonic Shelf — Action: a friendly creature goes faceup beneath it;
/// then, for each card beneath it, 3 damage to a creature.
static DEMONIC_SHELF: Behavior = Behavior::action(&[
    Step::target(FRIENDLY_CREATURE, |g, f| g.graft(f.last_target(), f.source)),
    Step::then(|g, f| f.count = g.cards_beneath(f.source).count() as u8),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 3);
    }),
]);

/// Fiendish Apprentice — Play: for each friendly Dis creature, 3 damage
/// to an enemy creature. (Enhance is printed.)
static FIENDISH_APPRENTICE: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && g.belongs_to(c, House::Dis)
    })),
    Step::target_per_count(ENEMY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 3);
    }),
]);

/// Infernal Terran — Play and After Reap: discard a card from your hand,
/// then steal 1. Scrap: discard your whole hand, then steal 1 for each
/// Æmber bonus icon on the cards that reached the discard pile.
static INFERNAL_TERRAN: Behavior = Behavior {
    play: DISCARD_THEN_STEAL,
    reap: DISCARD_THEN_STEAL,
    scrap: &[Step::then(|g, f| {
        let hand: Vec<CardRef> = g.player(f.controller).hand.iter().collect();
        let mut icons = 0;
        for c in hand {
            g.discard_from_hand(c);
            // A replacement may have kept it from the discard pile (archived
            // instead); a card that reached it counts, even if a reaction
            // then put it beneath a card (Bottomless Depths).
            if matches!(g.card(c).location, Location::Discard | Location::Beneath) {
                icons += g.bonus_icons(c).amber as u32;
            }
        }
        g.steal(f.controller, icons);
    })],
    ..Behavior::VANILLA
};

const DISCARD_THEN_STEAL: Ability = &[
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.discard_from_hand(f.last_target())
    }),
    Step::steal(1),
];

/// Phantasmaquid — the opponent cannot play creatures on their right
/// flank. As its controller's turn ends, it is destroyed if no enemy
/// creature is in play.
static PHANTASMAQUID: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::MayPlayOnFlank {
            player,
            flank: Flank::Right,
            value,
        } = q
        {
            if *player != g.card(me).controller {
                *value = false;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.trigger(DESTROY_IF_ALONE, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

const DESTROY_IF_ALONE: Ability =
    &[Step::then(|g, f| g.destroy(f.source)).only_if(|g, f| no_enemy_creatures(g, f.source))];

/// Talon of Invidius — Play: exalt it 3 times. Destroyed: all the Æmber
/// on it moves to one enemy creature of its controller's choice.
static TALON_OF_INVIDIUS: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for _ in 0..3 {
            g.exalt(f.source);
        }
    })],
    destroyed: &[Step::target(ENEMY_CREATURE, |g, f| {
        let n = g.remove_amber(f.source, u32::MAX);
        g.place_amber(f.last_target(), n);
    })],
    ..Behavior::VANILLA
};

/// Cauterize Vitality — Play: destroy a creature or an artifact; if it is
/// destroyed, the opponent loses 1 for each bonus icon it had (its Æmber
/// bonus included).
static CAUTERIZE_VITALITY: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::IN_PLAY, filter::any), |g, f| {
        g.destroy(f.last_target())
    }),
    Step::then(|g, f| {
        let c = f.target(0);
        if g.was_destroyed(c) {
            let i = g.bonus_icons(c);
            let icons = i.amber + i.capture + i.damage + i.draw + i.discard;
            g.lose(f.opponent(), icons as u32);
        }
    }),
]);

/// Chauncey — Action: destroy another friendly creature and Chauncey; if
/// both are destroyed, gain 3.
static CHAUNCEY: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && c != f.source
        }),
        |g, f| g.destroy(f.last_target()),
    ),
    Step::then(|g, f| g.destroy(f.source)),
    Step::gain(3).only_if(|g, f| g.was_destroyed(f.target(0)) && g.was_destroyed(f.source)),
]);

/// Daat — (alpha is printed) Play: choose a house; it becomes the active
/// house.
static DAAT: Behavior = Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
    if let Some(h) = f.house {
        g.change_active_house(h);
    }
})]);

/// Ecstacy Siphon — Play: for each card in the opponent's hand, 1 damage
/// to an enemy creature.
static ECSTACY_SIPHON: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = g.player(f.opponent()).hand.len() as u8),
    Step::target_per_count(ENEMY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 1);
    }),
]);

/// They Tell No Tales — Play: choose a house; each creature of it is
/// destroyed; gain 2 chains.
static THEY_TELL_NO_TALES: Behavior =
    Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
        if let Some(h) = f.house {
            let of_house = select::each(g, f.controller, Zones::CREATURES, |c| g.belongs_to(c, h));
            for &c in of_house.iter() {
                g.destroy(c);
            }
        }
        g.gain_chains(f.controller, 2);
    })]);

/// Trihard — Play: each player discards at random a third of the cards in
/// their hand, rounded down.
static TRIHARD: Behavior = Behavior::play(&[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        for _ in 0..g.player(p).hand.len() / 3 {
            g.discard_random(p);
        }
    }
})]);

/// A Gift of Æmber — Play: destroy up to 2 creatures; each player gains 1
/// for each creature of theirs destroyed this way.
static A_GIFT_OF_AMBER: Behavior = Behavior::play(&[
    Step::then(|g, f| f.tally = g.turn_history().creatures_destroyed),
    Step::target(TargetSpec::ANY_CREATURE.up_to(2), |g, f| {
        g.destroy(f.last_target())
    }),
    // The destructions have resolved: the history counts them by the
    // player who controlled each.
    Step::then(|g, f| {
        let now = g.turn_history().creatures_destroyed;
        for p in Player::BOTH {
            let n = now[p.index()].saturating_sub(f.tally[p.index()]);
            g.gain(p, n as u32);
        }
    }),
]);

/// Clipped Wings — Play, one of two: a random card of the opponent's hand
/// is purged, or the opponent's archives are shuffled into their deck.
static CLIPPED_WINGS: Behavior = Behavior::play(&[Step::choose_one(
    &[
        "purge a random card from your opponent's hand",
        "shuffle your opponent's archives into their deck",
    ],
    |g, f| {
        let them = f.opponent();
        if f.option == 0 {
            let c = g.random_card_in(them, Location::Hand);
            g.purge(c);
        } else {
            let archived: Vec<CardRef> = g.player(them).archives.iter().collect();
            for c in archived {
                g.put_on_top_of_deck(c);
            }
            g.shuffle_deck(them);
        }
    },
)]);

/// Infinity Strop — Play: 2 damage to a creature; if that destroys it, 4
/// damage to each creature sharing a house with it.
static INFINITY_STROP: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        g.deal_damage(c, 2);
    }),
    Step::then(|g, f| {
        let c = f.target(0);
        if !g.was_destroyed(c) {
            return;
        }
        let houses = g.houses(c);
        let sharing = select::each(g, f.controller, Zones::CREATURES, |o| {
            g.houses(o) & houses != 0
        });
        g.deal_damage_each(&sharing, 4);
    }),
]);

/// Monsquito — After Fight: it is fully healed; 2 damage to a creature.
static MONSQUITO: Behavior = Behavior::fight(&[
    Step::then(|g, f| {
        g.heal(f.source, u32::MAX);
    }),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 2);
    }),
]);

/// Searine — Scrap: 2 damage to a friendly creature. (Enhance is
/// printed.)
static SEARINE: Behavior = Behavior {
    scrap: &[Step::target(FRIENDLY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 2);
    })],
    ..Behavior::VANILLA
};

/// Slayer — (skirmish and splash-attack 3 are printed) destroyed once no
/// enemy creature is in play.
static SLAYER: Behavior = Behavior {
    destroy_if: Some(no_enemy_creatures),
    ..Behavior::VANILLA
};

/// Suspendamander — After Fight: choose a house; in their next turn the
/// opponent cannot play action cards of it.
static SUSPENDAMANDER: Behavior = Behavior {
    fight: &[Step::choose_house(HouseSpec::Any, |g, f| {
        if let Some(h) = f.house {
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::StartOfNextTurn,
                CardRef::NONE,
                h as u8,
            );
        }
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player != e.controller
                && g.active_player() == *player
                && g.def(*card).kind == CardType::Action
                && g.belongs_to(*card, e.house())
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Vapor Imp — After Reap: discard a random card from your hand; in their
/// next turn the opponent cannot play cards of its type. (Enhance is
/// printed.)
static VAPOR_IMP: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        let c = g.discard_random(f.controller);
        if c.is_some() {
            let kind = g.def(c).kind as u8;
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::StartOfNextTurn,
                CardRef::NONE,
                kind,
            );
        }
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player != e.controller
                && g.active_player() == *player
                && g.def(*card).kind as u8 == e.value
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Ven Omawk — (poison is printed) the opponent refills their hand to one
/// card fewer.
static VEN_OMAWK: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|g, me, q| {
        if let Query::HandSize { player, value } = q {
            if *player != g.card(me).controller {
                *value -= 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Pendra's Box — its creature gains "After Reap: exalt this creature and
/// each of its neighbors".
static PENDRA_S_BOX: Behavior = Behavior {
    grants: Some(&REAP_EXALT_WITH_NEIGHBORS),
    ..Behavior::VANILLA
};

static REAP_EXALT_WITH_NEIGHBORS: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let mut exalted = vec![f.source];
    exalted.extend(g.neighbors(f.source));
    for c in exalted {
        g.exalt(c);
    }
})]);

/// Tomb of Agony — its creature gains "After Reap: purge an enemy
/// creature".
static TOMB_OF_AGONY: Behavior = Behavior {
    grants: Some(&REAP_PURGE_AN_ENEMY),
    ..Behavior::VANILLA
};

static REAP_PURGE_AN_ENEMY: Behavior = Behavior::reap(&[Step::target(ENEMY_CREATURE, |g, f| {
    g.purge(f.last_target())
})]);

#[cfg(test)]
mod tests;
