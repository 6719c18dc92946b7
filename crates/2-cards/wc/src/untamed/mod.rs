//! Untamed, Worlds Collide.

use keysim_engine::ability::{
    filter, Ability, Behavior, Event, Events, Expiry, Frame, LastingEffect, Queries, Query, Step,
    TargetSpec,
};
use keysim_engine::host_gains::HostGains;
use keysim_engine::select::each;
use keysim_engine::{CardRef, Game, Location, Zones};
use keysim_facts::{traits, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "bramble-lynx" => &BRAMBLE_LYNX,
        "cauldron-boil" => &CAULDRON_BOIL,
        "deepwood-druid" => &DEEPWOOD_DRUID,
        "ghosthawk" => &GHOSTHAWK,
        "harmonia" => &HARMONIA,
        "imprinted-murmook" => &IMPRINTED_MURMOOK,
        "molephin" => &MOLEPHIN,
        "musthic-murmook" => &MUSTHIC_MURMOOK,
        "song-of-the-wild" => &SONG_OF_THE_WILD,
        "the-fittest" => &THE_FITTEST,
        "unnatural-selection" => &UNNATURAL_SELECTION,
        "unsuspecting-prey" => &UNSUSPECTING_PREY,
        "fangtooth-cavern" => &FANGTOOTH_CAVERN,
        "gebuk" => &GEBUK,
        "instrument-of-silence" => &INSTRUMENT_OF_SILENCE,
        "kangaphant" => &KANGAPHANT,
        "low-dawn" => &LOW_DAWN,
        "mab-the-mad" => &MAB_THE_MAD,
        "the-feathered-shaman" => &THE_FEATHERED_SHAMAN,
        "wild-spirit" => &WILD_SPIRIT,
        "creed-of-nature" => &CREED_OF_NATURE,
        "creed-of-nurture" => &CREED_OF_NURTURE,
        "eldest-bear" => &ELDEST_BEAR,
        "giant-gnawbill" => &GIANT_GNAWBILL,
        "moor-wolf" => &MOOR_WOLF,
        "nepeta-gigantica" => &NEPETA_GIGANTICA,
        "vineapple-tree" => &VINEAPPLE_TREE,
        "xenos-bloodshadow" => &Behavior::VANILLA,
        "toad" => &TOAD,
        _ => return None,
    })
}

/// Bramble Lynx — enters play ready if a creature was used to reap this
/// turn (skirmish is printed).
static BRAMBLE_LYNX: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me && g.turn_history().reaps > 0 {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Cauldron Boil — Play: each creature is dealt as much damage as it
/// already has, all at once.
static CAULDRON_BOIL: Behavior = Behavior::play(&[Step::then(|g, f| {
    let hurt = each(g, f.controller, Zones::CREATURES, |c| g.card(c).damage > 0);
    for &c in &*hurt {
        g.assign_damage(c, g.card(c).damage as u32);
    }
    g.deal_assigned_damage();
})]);

/// "Fully heal a neighboring creature."
const FULLY_HEAL_A_NEIGHBOR: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::neighbor),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.heal(c, g.card(c).damage as u32);
        }
    },
)];

/// Deepwood Druid — Play/Reap: fully heal a neighbor (deploy is printed).
static DEEPWOOD_DRUID: Behavior = Behavior {
    play: FULLY_HEAL_A_NEIGHBOR,
    reap: FULLY_HEAL_A_NEIGHBOR,
    ..Behavior::VANILLA
};

/// Ghosthawk — Play: you may reap with each of its neighbors, one after
/// the other: each reap resolves before the next neighbor is chosen
/// (deploy is printed).
static GHOSTHAWK: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::neighbor).up_to(2),
    |g, f| g.reap_with(f.last_target()),
)]);

/// Harmonia — each time its controller plays a creature while the enemy
/// has more creatures than they do, they gain 1 (elusive is printed).
static HARMONIA: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::CardPlayed { card, player } = ev {
            if player == mine
                && g.is_creature_card(card)
                && g.creatures(mine.opponent()).len() > g.creatures(mine).len()
            {
                g.gain(mine, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Imprinted Murmook — its controller's keys cost 1 less (elusive is
/// printed).
static IMPRINTED_MURMOOK: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            if *player == g.card(me).controller {
                *value -= 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Molephin — each time Æmber is stolen from its controller, 1 damage to
/// each enemy creature for each Æmber stolen (hazardous 3 is printed).
static MOLEPHIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::AmberStolen { thief, amount } = ev {
            if thief != mine {
                for _ in 0..amount {
                    let enemies = each(g, mine, Zones::CREATURES, |c| {
                        g.card(c).controller != mine && !g.card(c).is_tagged()
                    });
                    g.deal_damage_each(&enemies, 1);
                }
            }
        }
    }),
    hears: Events::AMBER_STOLEN,
    ..Behavior::VANILLA
};

/// Musthic Murmook — keys cost both players 1 more. Play: 4 damage to a
/// creature.
static MUSTHIC_MURMOOK: Behavior = Behavior {
    play: &[Step::deal_damage(TargetSpec::ANY_CREATURE, 4)],
    modifies: Queries::ECONOMY,
    modify: Some(|_, _, q| {
        if let Query::KeyCost { value, .. } = q {
            *value += 1;
        }
    }),
    ..Behavior::VANILLA
};

/// Song of the Wild — Play: for the rest of the turn, each friendly
/// creature gains "Reap: gain 1".
static SONG_OF_THE_WILD: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_grants: Some(|g, e, c| {
        (g.in_battleline(c) && g.card(c).controller == e.controller).then_some(&REAP_GAIN_ONE)
    }),
    ..Behavior::VANILLA
};

static REAP_GAIN_ONE: Behavior = Behavior::reap(&[Step::gain(1)]);

/// The Fittest — Play: a +1 power counter on each friendly creature.
static THE_FITTEST: Behavior = Behavior::play(&[Step::then(|g, f| {
    let friendly = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller
    });
    for &c in &*friendly {
        g.add_power_counters(c, 1);
    }
})]);

/// Unnatural Selection — Play: spare 3 friendly and 3 enemy creatures of
/// your choice; destroy every other creature.
static UNNATURAL_SELECTION: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).exactly(3),
        keysim_engine::ability::record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy).exactly(3),
        keysim_engine::ability::record,
    ),
    Step::then(|g, f| {
        let doomed = each(g, f.controller, Zones::CREATURES, |c| !f.picked.contains(c));
        for &c in &*doomed {
            g.destroy(c);
        }
    }),
]);

/// Unsuspecting Prey — Play: 2 damage to each of up to 3 undamaged
/// creatures.
static UNSUSPECTING_PREY: Behavior = Behavior::play(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, |g, _, c| g.card(c).damage == 0).up_to(3),
    2,
)]);

/// "Destroy the least powerful creature" (ties: the controller chooses).
const DESTROY_THE_LEAST_POWERFUL: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::least_powerful),
    |g, f| g.destroy(f.last_target()),
)];

/// Fangtooth Cavern — as its controller's turn ends, the least powerful
/// creature is destroyed.
static FANGTOOTH_CAVERN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.trigger(DESTROY_THE_LEAST_POWERFUL, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Gebuk — Destroyed: discard the top card of your deck; if it is a
/// creature, once Gebuk has left play, put it into play where Gebuk stood.
/// A lasting effect remembers that creature (its subject) and Gebuk's
/// position (its value) until it hears Gebuk's destruction.
static GEBUK: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| {
        let top = g.discard_top_of_deck(f.controller);
        if top.is_some() && g.is_creature_card(top) {
            let position = g.battleline_index(f.source).unwrap_or(0);
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::EndOfTurn,
                top,
                position as u8,
            );
        }
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::Destroyed { card, .. } = ev {
            if card == e.source {
                g.end_lasting(e);
                if g.card(e.subject).location == Location::Discard {
                    g.put_into_play_at(e.subject, e.controller, e.value as usize);
                }
            }
        }
    }),
    lasting_hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Instrument of Silence — its creature gains skirmish and "Fight: gain 1".
static INSTRUMENT_OF_SILENCE: Behavior = Behavior {
    grants: Some(&FIGHT_GAIN_ONE),
    ..HostGains::<{ Keywords::SKIRMISH.0 }>::BEHAVIOR
};

static FIGHT_GAIN_ONE: Behavior = Behavior::fight(&[Step::gain(1)]);

/// "Reap: destroy this creature."
static REAP_DESTROY_ITSELF: Behavior = Behavior::reap(&[Step::then(|g, f| g.destroy(f.source))]);

/// Kangaphant — every creature, itself included, has "Reap: destroy this
/// creature".
static KANGAPHANT: Behavior = Behavior {
    reap: REAP_DESTROY_ITSELF.reap,
    grants: Some(&REAP_DESTROY_ITSELF),
    grants_to: Some(|g, _, c| g.in_battleline(c)),
    ..Behavior::VANILLA
};

/// An Untamed creature card (in a discard pile).
fn untamed_creature_card(g: &Game, c: CardRef) -> bool {
    g.is_creature_card(c) && g.belongs_to(c, House::Untamed)
}

/// Low Dawn — Play: gain 2 if your discard pile holds 3 or more Untamed
/// creatures; then shuffle those creatures into your deck.
static LOW_DAWN: Behavior = Behavior::play(&[Step::then(|g, f| {
    let fallen = each(g, f.controller, Zones::DISCARD, |c| {
        untamed_creature_card(g, c)
    });
    if fallen.len() >= 3 {
        g.gain(f.controller, 2);
    }
    for &c in &*fallen {
        g.put_on_top_of_deck(c);
    }
    g.shuffle_deck(f.controller);
})]);

/// Mab the Mad — Reap: shuffle itself into its owner's deck.
static MAB_THE_MAD: Behavior = Behavior::reap(&[Step::then(|g, f| g.shuffle_into_deck(f.source))]);

/// The Feathered Shaman — Fight/Reap: ward each neighbor (elusive is
/// printed).
static THE_FEATHERED_SHAMAN: Behavior = Behavior::fight_and_reap(&[Step::then(|g, f| {
    let mut neighbors = [CardRef::NONE; 2];
    for (slot, n) in neighbors.iter_mut().zip(g.neighbors(f.source)) {
        *slot = n;
    }
    for n in neighbors {
        if n.is_some() {
            g.ward(n);
        }
    }
})]);

/// Wild Spirit — its creature gains "Reap: capture 1".
static WILD_SPIRIT: Behavior = Behavior {
    grants: Some(&REAP_CAPTURE_ONE),
    ..Behavior::VANILLA
};

static REAP_CAPTURE_ONE: Behavior = Behavior::reap(&[Step::capture(1)]);

/// Creed of Nature — Omni: sacrifice it; a creature of your choice gains
/// skirmish and assault equal to its power for the rest of the turn.
static CREED_OF_NATURE: Behavior = Behavior {
    omni: &[
        Step::sacrifice(),
        Step::target(TargetSpec::ANY_CREATURE, |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
            }
        }),
    ],
    lasting_modifies: Queries::KEYWORDS.and(Queries::ASSAULT_HAZARDOUS),
    lasting_modify: Some(|g, e, q| match q {
        Query::Keywords { card, value } if *card == e.subject => {
            *value = value.with(Keywords::SKIRMISH);
        }
        Query::Assault { card, value } if *card == e.subject => {
            *value += g.power(e.subject).max(0) as u32;
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Creed of Nurture — Omni: sacrifice it; reveal a creature from your hand
/// and choose a creature in play: for the rest of the turn, the chosen
/// creature has the revealed creature's text box, its own title in it
/// naming the chosen creature. A lasting effect applied to the chosen
/// creature remembers the revealed card (its value) and gives the chosen
/// one that card's keywords, assault and hazardous values, triggered
/// abilities, constant abilities and reactions.
static CREED_OF_NURTURE: Behavior = Behavior {
    omni: &[
        Step::sacrifice(),
        Step::target(
            TargetSpec::new(Zones::HAND, filter::creature_card),
            |g, f| g.reveal(f.last_target(), f.opponent()),
        ),
        Step::target(TargetSpec::ANY_CREATURE, |g, f| {
            let (revealed, chosen) = (f.target(0), f.last_target());
            if chosen.is_some() {
                g.add_lasting_with(
                    f.source,
                    f.controller,
                    Expiry::EndOfTurn,
                    chosen,
                    revealed.0,
                );
            }
        })
        .only_if(|_, f| f.target(0).is_some()),
    ],
    lasting_grants: Some(|g, e, c| (c == e.subject).then(|| g.behavior(revealed_text(e)))),
    lasting_modify: Some(|g, e, q| {
        let revealed = g.def(revealed_text(e));
        match q {
            Query::Keywords { card, value } if *card == e.subject => {
                *value = value.with(revealed.keywords);
            }
            Query::Assault { card, value } if *card == e.subject => {
                *value += revealed.assault as u32;
            }
            Query::Hazardous { card, value } if *card == e.subject => {
                *value += revealed.hazardous as u32;
            }
            _ => {}
        }
        if let Some(constant) = g.behavior(revealed_text(e)).modify {
            constant(g, e.subject, q);
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Some(react) = g.behavior(revealed_text(e)).on_event {
            react(g, e.subject, ev);
        }
    }),
    // The revealed card's reactions, which may hear any kind.
    lasting_hears: Events::ALL,
    ..Behavior::VANILLA
};

/// The creature card whose text box Creed of Nurture's effect gives.
fn revealed_text(e: LastingEffect) -> CardRef {
    CardRef(e.value)
}

/// Eldest Bear — Before Fight: gain 2, while in the center of its
/// controller's battleline (assault 3 is printed).
static ELDEST_BEAR: Behavior =
    Behavior::before_fight(&[Step::gain(2).only_if(|g, f| g.in_center(f.source))]);

/// "Destroy an artifact of the active house", chosen by the player who
/// chose it.
const DESTROY_AN_ARTIFACT_OF_THE_HOUSE: Ability = &[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, |g, _, c| {
        g.active_house().is_some_and(|h| g.belongs_to(c, h))
    }),
    |g, f| g.destroy(f.last_target()),
)];

/// Giant Gnawbill — each time a player chooses their active house, they
/// destroy an artifact of that house.
static GIANT_GNAWBILL: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::HouseChosen { player, .. } = ev {
            g.trigger(DESTROY_AN_ARTIFACT_OF_THE_HOUSE, me, player);
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// Moor Wolf — Play: ready each other Wolf creature (skirmish is printed).
static MOOR_WOLF: Behavior = Behavior::play(&[Step::then(|g, f| {
    let pack = each(g, f.controller, Zones::CREATURES, |c| {
        c != f.source && g.has_trait(c, traits::WOLF)
    });
    for &c in &*pack {
        g.ready(c);
    }
})]);

/// A creature with power 5 or more, or a Giant.
fn big_or_giant(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.power(c) >= 5 || g.has_trait(c, traits::GIANT)
}

/// Nepeta Gigantica — Action: stun a creature with power 5 or more, or a
/// Giant.
static NEPETA_GIGANTICA: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, big_or_giant),
    |g, f| g.stun(f.last_target()),
)]);

/// The growth counters on Vineapple Tree `tree`: one lasting effect applied
/// to it that remembers how many there are, and ends when it leaves play.
fn growth_counters(g: &Game, tree: CardRef) -> Option<LastingEffect> {
    g.lasting_effects()
        .iter()
        .find(|e| e.source == tree && e.subject == tree)
        .copied()
}

/// Vineapple Tree — keys cost 1 more for each growth counter on it; each
/// time a player forges a key, its growth counters are removed. Action:
/// put a growth counter on it.
static VINEAPPLE_TREE: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        let tree = f.source;
        let before = growth_counters(g, tree).map_or(0, |counters| {
            g.end_lasting(counters);
            counters.value
        });
        g.add_lasting_with(
            tree,
            f.controller,
            Expiry::SubjectLeavesPlay,
            tree,
            before.saturating_add(1),
        );
    })],
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { .. } = ev {
            g.expire_lasting(|e| e.source == me && e.subject == me);
        }
    }),
    hears: Events::KEY_FORGED,
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|_, e, q| {
        if let Query::KeyCost { value, .. } = q {
            *value += e.value as i32;
        }
    }),
    ..Behavior::VANILLA
};

/// Toad — cannot reap.
static TOAD: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|_, me, q| {
        if let Query::CanReap { card, value } = q {
            if *card == me {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
