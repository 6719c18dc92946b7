//! Star Alliance, Worlds Collide.

use keysim_engine::ability::{filter, Ability, Behavior, Events, Queries, Reach, Step};
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Expiry, Frame, Game, LastingEffect, Player, Query, TargetSpec, Zones,
};
use keysim_facts::{traits, CardType, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "armsmaster-molina" => &ARMSMASTER_MOLINA,
        "chief-engineer-walls" => &CHIEF_ENGINEER_WALLS,
        "cloaking-dongle" => &CLOAKING_DONGLE,
        "com-officer-kirby" => &COM_OFFICER_KIRBY,
        "commander-chan" => &COMMANDER_CHAN,
        "first-officer-frane" => &FIRST_OFFICER_FRANE,
        "lieutenant-khrkhar" => &Behavior::VANILLA,
        "light-of-the-archons" => &LIGHT_OF_THE_ARCHONS,
        "medic-ingram" => &MEDIC_INGRAM,
        "red-alert" => &RED_ALERT,
        "sci-officer-qincan" => &SCI_OFFICER_QINCAN,
        "sensor-chief-garcia" => &SENSOR_CHIEF_GARCIA,
        "stealth-mode" => &STEALTH_MODE,
        "zap" => &ZAP,
        "cxo-taber" => &CXO_TABER,
        "force-field" => &FORCE_FIELD,
        "helmsman-spears" => &HELMSMAN_SPEARS,
        "information-officer-gray" => &INFORMATION_OFFICER_GRAY,
        "nurse-soto" => &NURSE_SOTO,
        "quadracorder" => &QUADRACORDER,
        "quintrino-flux" => &QUINTRINO_FLUX,
        "stunner" => &STUNNER,
        "transporter-platform" => &TRANSPORTER_PLATFORM,
        "universal-translator" => &UNIVERSAL_TRANSLATOR,
        "xenotraining" => &XENOTRAINING,
        "æmbertracker" => &AEMBERTRACKER,
        _ => return None,
    })
}

/// Whether a card belongs to house Star Alliance.
fn is_star_alliance(g: &Game, c: CardRef) -> bool {
    g.belongs_to(c, House::StarAlliance)
}

/// The houses the cards of `cards` belong to, a bit per house (a card
/// belonging to several houses represents each of them).
fn houses_among(g: &Game, cards: impl IntoIterator<Item = CardRef>) -> u32 {
    let neutral = 1 << House::Neutral as u32;
    cards.into_iter().fold(0, |bits, c| bits | g.houses(c)) & !neutral
}

/// How many houses are represented among the creatures in play.
fn houses_among_creatures(g: &Game) -> u32 {
    houses_among(g, g.all_creatures()).count_ones()
}

/// How many houses are represented among `p`'s creatures.
fn houses_among_creatures_of(g: &Game, p: Player) -> u32 {
    houses_among(g, g.creatures(p).iter().copied()).count_ones()
}

/// The upgrades attached to creature `host`.
fn upgrades_on(g: &Game, host: CardRef) -> usize {
    each(g, g.card(host).controller, Zones::UPGRADES, |u| {
        g.card(u).host == host
    })
    .len()
}

/// A card whose "Play/Fight/Reap:" ability is `ability`.
const fn play_fight_reap(ability: Ability) -> Behavior {
    Behavior {
        play: ability,
        fight: ability,
        reap: ability,
        ..Behavior::VANILLA
    }
}

/// Armsmaster Molina — hazardous 3; each of its neighbors gains hazardous 3.
static ARMSMASTER_MOLINA: Behavior = Behavior {
    modifies: Queries::OTHER,
    modify: Some(|g, me, q| {
        if let Query::Hazardous { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// An upgrade or a Robot card.
fn upgrade_or_robot(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).kind == CardType::Upgrade || g.def(c).has_trait(traits::ROBOT)
}

/// Chief Engineer Walls — Play/Fight/Reap: you may return an upgrade or a
/// Robot card from your discard pile to your hand.
static CHIEF_ENGINEER_WALLS: Behavior = play_fight_reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD, upgrade_or_robot).optional(),
    |g, f| g.return_to_hand(f.last_target()),
)]);

/// Cloaking Dongle — its creature and each of that creature's neighbors
/// gain elusive.
static CLOAKING_DONGLE: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        if let Query::Keywords { card, value } = q {
            if host.is_some() && (*card == host || g.are_neighbors(host, *card)) {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "This turn, you may play (or use) one more card of a kind": one
/// lasting effect per player and card title, counting the permissions left
/// in its value, so two of them allow two cards.
fn allow_one_more(g: &mut Game, f: &mut Frame) {
    let def = g.card(f.source).def;
    let mine = g
        .lasting_effects()
        .iter()
        .find(|e| e.controller == f.controller && e.source_def == def)
        .copied();
    let allowed = match mine {
        Some(e) => {
            g.end_lasting(e);
            e.value.saturating_add(1)
        }
        None => 1,
    };
    g.add_lasting_with(
        f.source,
        f.controller,
        Expiry::EndOfTurn,
        CardRef::NONE,
        allowed,
    );
}

/// One permission of `e` ([`allow_one_more`]) is used up.
fn use_one_permission(g: &mut Game, e: LastingEffect) {
    g.end_lasting(e);
    if e.value > 1 {
        g.add_lasting_with(e.source, e.controller, e.expiry, CardRef::NONE, e.value - 1);
    }
}

/// Whether `card` needed an off-house permission: not of the active house.
fn off_house(g: &Game, card: CardRef) -> bool {
    g.active_house().is_none_or(|h| !g.belongs_to(card, h))
}

/// A non-Star Alliance artifact, upgrade or action card (Com. Officer
/// Kirby's permission).
fn kirby_may_play(g: &Game, card: CardRef) -> bool {
    matches!(
        g.def(card).kind,
        CardType::Artifact | CardType::Upgrade | CardType::Action
    ) && !is_star_alliance(g, card)
}

/// Com. Officer Kirby — Play/Fight/Reap: this turn you may play one
/// non-Star Alliance artifact, upgrade or action card.
static COM_OFFICER_KIRBY: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHousePlay {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller && kirby_may_play(g, *card) {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller
                && g.played_from_hand(card)
                && kirby_may_play(g, card)
                && off_house(g, card)
            {
                use_one_permission(g, e);
            }
        }
    }),
    ..play_fight_reap(&[Step::then(allow_one_more)])
};

/// A friendly creature other than the ability's source.
fn another_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && c != f.source
}

/// Commander Chan — Fight/Reap: use another friendly creature.
static COMMANDER_CHAN: Behavior = Behavior::fight_and_reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, another_friendly),
    |g, f| g.use_creature(f.last_target()),
)]);

/// First Officer Frane — Play/Fight/Reap: a friendly creature captures 1.
static FIRST_OFFICER_FRANE: Behavior = play_fight_reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.last_target(), 1);
    },
)]);

/// Light of the Archons — its creature gets +1 power and +1 armor per
/// upgrade on it.
static LIGHT_OF_THE_ARCHONS: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::ARMOR),
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        match q {
            Query::Power { card, value } | Query::Armor { card, value } if *card == host => {
                *value += upgrades_on(g, host) as i32;
            }
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Medic Ingram — Play/Fight/Reap: you may heal 3 damage from a creature
/// and ward it.
static MEDIC_INGRAM: Behavior =
    play_fight_reap(&[Step::target(TargetSpec::ANY_CREATURE.optional(), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.heal(c, 3);
            g.ward(c);
        }
    })]);

/// Red Alert — Play: each enemy creature takes as much damage as the enemy
/// creatures outnumber the friendly ones.
static RED_ALERT: Behavior = Behavior::play(&[Step::then(|g, f| {
    let theirs = g.creatures(f.opponent()).len();
    let ours = g.creatures(f.controller).len();
    if theirs > ours {
        let enemies = each(g, f.controller, Zones::CREATURES, |c| {
            filter::enemy(g, f, c)
        });
        g.deal_damage_each(&enemies, (theirs - ours) as u32);
    }
})]);

/// Sci. Officer Qincan — elusive; after a player chooses an active house
/// no card in play belongs to, steal 1.
static SCI_OFFICER_QINCAN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::HouseChosen { house, .. } = ev {
            let matching = each(
                g,
                g.card(me).controller,
                Zones::IN_PLAY.and(Zones::UPGRADES),
                |c| g.belongs_to(c, house),
            );
            if matching.is_empty() {
                g.steal(g.card(me).controller, 1);
            }
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// "During your opponent's next turn": the lasting effect `e` lasts until
/// its controller's next turn, and applies while the opponent is active.
fn during_opponents_turn(g: &Game, e: &keysim_engine::LastingEffect) -> bool {
    g.active_player() != e.controller
}

/// Sensor Chief Garcia — Play/Fight/Reap: during the opponent's next turn,
/// keys cost them 2 more.
static SENSOR_CHIEF_GARCIA: Behavior = Behavior {
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != e.controller && during_opponents_turn(g, &e) {
                *value += 2;
            }
        }
    }),
    ..play_fight_reap(&[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })])
};

/// Stealth Mode — Play: the opponent cannot play action cards during
/// their next turn.
static STEALTH_MODE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
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
                && during_opponents_turn(g, &e)
                && g.def(*card).kind == CardType::Action
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Zap — Play: for each house among the creatures in play, 1 damage to a
/// creature, each point dealt on its own (the same creature may be chosen
/// again).
static ZAP: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = houses_among_creatures(g) as u8),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 1);
    }),
]);

/// CxO Taber — Fight/Reap: this turn you may play or use one non-Star
/// Alliance card.
static CXO_TABER: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| match q {
        Query::OffHousePlay {
            player,
            card,
            value,
        }
        | Query::OffHouseUse {
            player,
            card,
            value,
        } if *player == e.controller && !is_star_alliance(g, *card) => *value = true,
        _ => {}
    }),
    lasting_event: Some(|g, e, ev| {
        let needed = match ev {
            Event::CardPlayed { card, player } => {
                player == e.controller && g.played_from_hand(card) && off_house(g, card)
            }
            Event::Used { card, player } => player == e.controller && off_house(g, card),
            _ => false,
        };
        if let Event::CardPlayed { card, .. } | Event::Used { card, .. } = ev {
            if needed && !is_star_alliance(g, card) {
                use_one_permission(g, e);
            }
        }
    }),
    ..Behavior::fight_and_reap(&[Step::then(allow_one_more)])
};

/// Force Field — its creature gains "Reap: ward this creature".
static FORCE_FIELD: Behavior = Behavior {
    grants: Some(&WARD_ITSELF_ON_REAP),
    ..Behavior::VANILLA
};

/// Reap: ward this creature.
static WARD_ITSELF_ON_REAP: Behavior = Behavior::reap(&[Step::then(|g, f| g.ward(f.source))]);

/// Any number of cards: every card a player can hold.
const ANY_NUMBER: u8 = keysim_engine::MAX_CARDS as u8;

/// Helmsman Spears — Fight/Reap: discard any number of cards from your
/// hand, then draw a card per card discarded.
static HELMSMAN_SPEARS: Behavior = Behavior::fight_and_reap(&[
    Step::target(
        TargetSpec::new(Zones::HAND, filter::any).up_to(ANY_NUMBER),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.discard_from_hand(c);
                f.count += 1;
            }
        },
    ),
    Step::then(|g, f| g.draw(f.controller, f.count as u32)),
]);

/// A non-Star Alliance card.
fn not_star_alliance(g: &Game, _: &Frame, c: CardRef) -> bool {
    !is_star_alliance(g, c)
}

/// Information Officer Gray — Play/Fight/Reap: you may reveal a
/// non-Star Alliance card from your hand and archive it.
static INFORMATION_OFFICER_GRAY: Behavior = play_fight_reap(&[Step::target(
    TargetSpec::new(Zones::HAND, not_star_alliance).optional(),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.reveal(c, f.opponent());
            g.archive(f.controller, c);
        }
    },
)]);

/// Nurse Soto — deploy; Play/Fight/Reap: heal 3 damage from each of its
/// neighbors.
static NURSE_SOTO: Behavior = play_fight_reap(&[Step::then(|g, f| {
    let mut beside = [CardRef::NONE; 2];
    for (slot, n) in beside.iter_mut().zip(g.neighbors(f.source)) {
        *slot = n;
    }
    for c in beside.into_iter().filter(|c| c.is_some()) {
        g.heal(c, 3);
    }
})]);

/// Quadracorder — the opponent's keys cost +1 per house among its
/// controller's creatures, at most +3.
static QUADRACORDER: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine {
                *value += houses_among_creatures_of(g, mine).min(3) as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Quintrino Flux — Play: choose a friendly and an enemy creature; destroy
/// them and each creature with the power of either.
static QUINTRINO_FLUX: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |_, _| {},
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        let chosen = [f.target(0), f.target(1)];
        let powers = chosen.map(|c| c.is_some().then(|| g.power(c)));
        let doomed = each(g, f.controller, Zones::CREATURES, |c| {
            chosen.contains(&c) || powers.contains(&Some(g.power(c)))
        });
        for &c in &*doomed {
            g.destroy(c);
        }
    }),
]);

/// Stunner — its creature gains "Fight/Reap: you may stun a creature".
static STUNNER: Behavior = Behavior {
    grants: Some(&MAY_STUN),
    ..Behavior::VANILLA
};

/// Fight/Reap: you may stun a creature.
static MAY_STUN: Behavior =
    Behavior::fight_and_reap(&[Step::target(TargetSpec::ANY_CREATURE.optional(), |g, f| {
        g.stun(f.last_target())
    })]);

/// Transporter Platform — Action: return a friendly creature and each
/// upgrade on it to their owners' hands.
static TRANSPORTER_PLATFORM: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let creature = f.last_target();
        if creature.is_none() {
            return;
        }
        let upgrades = each(g, f.controller, Zones::UPGRADES, |u| {
            g.card(u).host == creature
        });
        for &u in &*upgrades {
            g.return_to_hand(u);
        }
        g.return_to_hand(creature);
    },
)]);

/// Universal Translator — its creature gains "Fight/Reap: use a friendly
/// non-Star Alliance creature".
static UNIVERSAL_TRANSLATOR: Behavior = Behavior {
    grants: Some(&USE_A_FRIENDLY_NON_STAR_ALLIANCE_CREATURE),
    ..Behavior::VANILLA
};

/// A friendly non-Star Alliance creature.
fn friendly_non_star_alliance(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && !is_star_alliance(g, c)
}

/// Fight/Reap: use a friendly non-Star Alliance creature.
static USE_A_FRIENDLY_NON_STAR_ALLIANCE_CREATURE: Behavior =
    Behavior::fight_and_reap(&[Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_non_star_alliance),
        |g, f| g.use_creature(f.last_target()),
    )]);

/// Xenotraining — Play: per house among friendly creatures, a friendly
/// creature captures 1.
static XENOTRAINING: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = houses_among_creatures_of(g, f.controller) as u8),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.capture(f.last_target(), 1);
        },
    ),
]);

/// Æmbertracker — Play: 2 damage, through armor, to each enemy creature
/// with Æmber on it.
static AEMBERTRACKER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let holding = each(g, f.controller, Zones::CREATURES, |c| {
        filter::enemy(g, f, c) && g.card(c).amber > 0
    });
    g.deal_damage_each_through_armor(&holding, 2);
})]);

#[cfg(test)]
mod tests;
