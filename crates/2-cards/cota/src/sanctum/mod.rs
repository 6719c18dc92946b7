//! Sanctum, Call of the Archons.

use keysim_engine::ability::Events;
use keysim_engine::ability::{
    filter, Ability, Behavior, HouseSpec, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::destroyed::picked_destroyed;
use keysim_engine::select::each;
use keysim_engine::GameAction;
use keysim_engine::{
    CardRef, Event, Expiry, Frame, Game, LastingEffect, Player, Query, Zones, MAX_CARDS,
};
use keysim_facts::{traits, House, Keywords};

use crate::family::{enemy_destroyed_fighting, sacrifice_to_use};

/// The behaviour of a Sanctum card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cleansing-wave" => &CLEANSING_WAVE,
        "shield-of-justice" => &SHIELD_OF_JUSTICE,
        "terms-of-redress" => &TERMS_OF_REDRESS,
        "hallowed-blaster" => &HALLOWED_BLASTER,
        "champion-anaphiel" => &Behavior::VANILLA,
        "lady-maxena" => &LADY_MAXENA,
        "raiding-knight" => &RAIDING_KNIGHT,
        "sergeant-zakiel" => &SERGEANT_ZAKIEL,
        "staunch-knight" => &STAUNCH_KNIGHT,
        "protect-the-weak" => &PROTECT_THE_WEAK,
        "commander-remiel" => &COMMANDER_REMIEL,
        "gatekeeper" => &GATEKEEPER,
        "honorable-claim" => &HONORABLE_CLAIM,
        "potion-of-invulnerability" => &POTION_OF_INVULNERABILITY,
        "take-hostages" => &TAKE_HOSTAGES,
        "the-harder-they-come" => &THE_HARDER_THEY_COME,
        "virtuous-works" => &Behavior::VANILLA,
        "lord-golgotha" => &LORD_GOLGOTHA,
        "blinding-light" => &BLINDING_LIGHT,
        "clear-mind" => &CLEAR_MIND,
        "champion-tabris" => &CHAMPION_TABRIS,
        "sequis" => &SEQUIS,
        "hayyel-the-merchant" => &HAYYEL_THE_MERCHANT,
        "whispering-reliquary" => &WHISPERING_RELIQUARY,
        "inspiration" => &INSPIRATION,
        "protectrix" => &PROTECTRIX,
        "doorstep-to-heaven" => &DOORSTEP_TO_HEAVEN,
        "glorious-few" => &GLORIOUS_FEW,
        "bulwark" => &BULWARK,
        "grey-monk" => &GREY_MONK,
        "sigil-of-brotherhood" => &SIGIL_OF_BROTHERHOOD,
        "mantle-of-the-zealot" => &MANTLE_OF_THE_ZEALOT,
        "sanctum-guardian" => &SANCTUM_GUARDIAN,
        "veemos-lightbringer" => &VEEMOS_LIGHTBRINGER,
        "radiant-truth" => &RADIANT_TRUTH,
        "gorm-of-omm" => &GORM_OF_OMM,
        "the-spirit-s-way" => &THE_SPIRITS_WAY,
        "horseman-of-famine" => &HORSEMAN_OF_FAMINE,
        "horseman-of-pestilence" => &HORSEMAN_OF_PESTILENCE,
        "mighty-lance" => &MIGHTY_LANCE,
        "horseman-of-death" => &HORSEMAN_OF_DEATH,
        "francus" => &FRANCUS,
        "oath-of-poverty" => &OATH_OF_POVERTY,
        "duma-the-martyr" => &DUMA_THE_MARTYR,
        "jehu-the-bureaucrat" => &JEHU_THE_BUREAUCRAT,
        "shoulder-armor" => &SHOULDER_ARMOR,
        "round-table" => &ROUND_TABLE,
        "begone" => &BEGONE,
        "charge" => &CHARGE,
        "numquid-the-fair" => &NUMQUID_THE_FAIR,
        "armageddon-cloak" => &ARMAGEDDON_CLOAK,
        "the-vaultkeeper" => &THE_VAULTKEEPER,
        "epic-quest" => &EPIC_QUEST,
        "horseman-of-war" => &HORSEMAN_OF_WAR,
        "one-stood-against-many" => &ONE_STOOD_AGAINST_MANY,
        _ => return None,
    })
}

/// Cleansing Wave — Play: heal 1 from each creature; gain 1 per heal.
static CLEANSING_WAVE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mut healed = 0;
    for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
        if g.heal(c, 1) > 0 {
            healed += 1;
        }
    }
    g.gain(f.controller, healed);
})]);

/// Shield of Justice — this turn, friendly creatures take no damage.
static SHIELD_OF_JUSTICE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::OTHER_BUT_FIGHT,
    lasting_modify: Some(friendly_undamageable),
    ..Behavior::VANILLA
};

/// Terms of Redress — Play: a friendly creature captures 2.
static TERMS_OF_REDRESS: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.target(0), 2);
    },
)]);

/// Hallowed Blaster — Action: heal 3 damage from a creature.
static HALLOWED_BLASTER: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.heal(f.target(0), 3);
    })]);

/// Lady Maxena — Play: stun a creature. Action: return her to hand.
static LADY_MAXENA: Behavior = Behavior {
    play: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.stun(f.target(0))
    })],
    action: &[Step::then(|g, f| g.return_to_hand(f.source))],
    ..Behavior::VANILLA
};

/// Raiding Knight — Play: capture 1.
static RAIDING_KNIGHT: Behavior = Behavior::play(&[Step::capture(1)]);

/// Sergeant Zakiel — Play: may ready and fight with a neighbor.
static SERGEANT_ZAKIEL: Behavior = Behavior::play(&[Step::ready_and_fight(
    TargetSpec::new(Zones::CREATURES, filter::neighbor).optional(),
)]);

/// Staunch Knight — +2 power while on a flank.
static STAUNCH_KNIGHT: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g: &Game, me: CardRef, q: &mut Query| {
        if let Query::Power { card, value } = q {
            if *card == me && g.on_flank(me) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Protect the Weak — host gets +1 armor and taunt.
static PROTECT_THE_WEAK: Behavior = Behavior {
    modifies: Queries::ARMOR.and(Queries::KEYWORDS),
    reach: Reach::Host,
    modify: Some(|g: &Game, me: CardRef, q: &mut Query| {
        let host = g.card(me).host;
        match q {
            Query::Armor { card, value } if *card == host => *value += 1,
            Query::Keywords { card, value } if *card == host => {
                *value = value.with(Keywords::TAUNT)
            }
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Friendly creatures cannot be dealt damage (a lasting effect).
fn friendly_undamageable(g: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::CanBeDamaged { card, value } = q {
        if g.card(*card).controller == e.controller {
            *value = false;
        }
    }
}

/// A friendly creature of another house than Sanctum.
fn friendly_non_sanctum(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && !g.belongs_to(c, House::Sanctum)
}

/// Blinding Light — Play: name a house; stun each of its creatures.
static BLINDING_LIGHT: Behavior = Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
    let Some(h) = f.house else { return };
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| g.belongs_to(c, h)) {
        g.stun(c);
    }
})]);

/// Clear Mind — Play: unstun each friendly creature.
static CLEAR_MIND: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller
    }) {
        g.unstun(c);
    }
})]);

/// Commander Remiel — Reap: use a friend from another house.
static COMMANDER_REMIEL: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_non_sanctum),
    |g, f| g.use_creature(f.target(0)),
)]);

/// Gatekeeper — Play: foe at 7+ keeps 5; capture the rest.
static GATEKEEPER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let theirs = g.player(f.opponent()).amber as u32;
    if theirs >= 7 {
        g.capture_from(f.source, f.opponent(), theirs - 5);
    }
})]);

/// Honorable Claim — Play: each friendly Knight captures 1 (when the
/// opponent has too little for all, the active player chooses which).
static HONORABLE_CLAIM: Behavior = Behavior::play(&[Step::each_captures(friendly_knight, 1)]);

/// A friendly Knight creature.
fn friendly_knight(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.has_trait(c, traits::KNIGHT)
}

/// Potion of Invulnerability — Omni: sacrifice; no damage to friends.
static POTION_OF_INVULNERABILITY: Behavior = Behavior {
    omni: &[Step::then(|g, f| {
        g.destroy(f.source);
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
    })],
    lasting_modifies: Queries::OTHER_BUT_FIGHT,
    lasting_modify: Some(friendly_undamageable),
    ..Behavior::VANILLA
};

/// Take Hostages — this turn, friendly fighters capture 1.
static TAKE_HOSTAGES: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::Fought {
            attacker,
            controller,
            ..
        } = ev
        {
            if controller == e.controller {
                g.capture(attacker, 1);
            }
        }
    }),
    lasting_hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

/// Lord Golgotha — Before Fight: 3 to each neighbor of its foe
/// (the creature fought is the frame's subject).
static LORD_GOLGOTHA: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    let mut hit = [CardRef::NONE; 2];
    let mut n = 0;
    for c in g.neighbors(f.subject) {
        hit[n] = c;
        n += 1;
    }
    g.deal_damage_each(&hit[..n], 3);
})]);

/// A creature with 5 or more power.
fn power_five_or_more(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.power(c) >= 5
}

/// The Harder They Come — Play: purge a creature of power 5+.
static THE_HARDER_THEY_COME: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, power_five_or_more),
    |g, f| g.purge(f.target(0)),
)]);

/// Champion Tabris — Fight: capture 1.
static CHAMPION_TABRIS: Behavior = Behavior::fight(&[Step::capture(1)]);

/// Sequis — Reap: capture 1.
static SEQUIS: Behavior = Behavior::reap(&[Step::capture(1)]);

/// Hayyel the Merchant — each time you play an artifact, gain 1.
static HAYYEL_THE_MERCHANT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller
                && g.def(card).kind == keysim_facts::CardType::Artifact
            {
                g.gain(player, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Whispering Reliquary — Action: return an artifact to its owner's hand.
static WHISPERING_RELIQUARY: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::any),
    |g, f| {
        g.return_to_hand(f.target(0));
    },
)]);

/// Inspiration — Play: ready and use a friendly creature.
static INSPIRATION: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let c = f.target(0);
        g.ready(c);
        g.use_creature(c);
    },
)]);

/// Protectrix — Reap: you may fully heal a creature; if you do, it cannot
/// be dealt damage for the rest of the turn.
static PROTECTRIX: Behavior = Behavior {
    reap: &[Step::target(TargetSpec::ANY_CREATURE.optional(), |g, f| {
        let c = f.target(0);
        if c.is_some() {
            let damage = g.card(c).damage as u32;
            g.heal(c, damage);
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
        }
    })],
    lasting_modifies: Queries::OTHER_BUT_FIGHT,
    lasting_modify: Some(|_, e, q| {
        if let Query::CanBeDamaged { card, value } = q {
            if *card == e.subject {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Doorstep to Heaven — Play: each player with 6 or more goes down to 5.
static DOORSTEP_TO_HEAVEN: Behavior = Behavior::play(&[Step::then(|g, _| {
    for p in [Player::A, Player::B] {
        let a = g.player(p).amber as u32;
        if a >= 6 {
            g.lose(p, a - 5);
        }
    }
})]);

/// Glorious Few — Play: gain 1 per creature the opponent has in excess of
/// you.
static GLORIOUS_FEW: Behavior = Behavior::play(&[Step::then(|g, f| {
    let mine = g.creatures(f.controller).len();
    let theirs = g.creatures(f.opponent()).len();
    g.gain(f.controller, theirs.saturating_sub(mine) as u32);
})]);

/// Bulwark — each of its neighbors gets +2 armor.
static BULWARK: Behavior = Behavior {
    modifies: Queries::ARMOR,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Grey Monk — each friendly creature gets +1 armor; Reap: heal 2 damage
/// from a creature.
static GREY_MONK: Behavior = Behavior {
    reap: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.heal(f.target(0), 2);
    })],
    modifies: Queries::ARMOR,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if g.card(*card).controller == g.card(me).controller {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Sigil of Brotherhood — Omni: sacrifice it; this turn you may use
/// friendly Sanctum creatures whatever the active house.
static SIGIL_OF_BROTHERHOOD: Behavior = Behavior {
    omni: &[sacrifice_to_use(House::Sanctum)],
    ..crate::family::USE_HOUSE_THIS_TURN
};

/// Mantle of the Zealot — its creature may be used as if it belonged to the
/// active house.
static MANTLE_OF_THE_ZEALOT: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::OffHouseUse { card, value, .. } = q {
            if *card == g.card(me).host {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Fight/Reap: swap this creature with another friendly creature."
static SWAP_WITH_A_FRIEND: &[Step] = &[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        c != f.source && filter::friendly(g, f, c)
    }),
    |g, f| g.swap_creatures(f.source, f.target(0)),
)];

/// Sanctum Guardian — Fight/Reap: swap it with another friendly creature.
static SANCTUM_GUARDIAN: Behavior = Behavior::fight_and_reap(SWAP_WITH_A_FRIEND);

/// Destroys each creature with elusive.
pub(crate) fn destroy_each_elusive(g: &mut Game, f: &mut Frame) {
    let elusive = |c| g.keywords(c).contains(Keywords::ELUSIVE);
    for &c in &*each(g, f.controller, Zones::CREATURES, elusive) {
        g.destroy(c);
    }
}

/// Veemos Lightbringer — Play: destroy each elusive creature.
static VEEMOS_LIGHTBRINGER: Behavior = Behavior::play(&[Step::then(destroy_each_elusive)]);

/// Radiant Truth — Play: stun each enemy creature not on a flank.
static RADIANT_TRUTH: Behavior = Behavior::play(&[Step::then(|g, f| {
    let inner = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller != f.controller && !g.on_flank(c)
    });
    for &c in &*inner {
        g.stun(c);
    }
})]);

/// Gorm of Omm — Omni: sacrifice it; destroy an artifact.
static GORM_OF_OMM: Behavior = Behavior::omni(&[
    Step::sacrifice(),
    Step::target(
        TargetSpec::new(Zones::ARTIFACTS, |g, f, c| {
            c != f.source && !g.card(c).is_tagged()
        }),
        |g, f| g.destroy(f.target(0)),
    ),
]);

/// The Spirit's Way — Play: destroy each creature with power 3 or more.
static THE_SPIRITS_WAY: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| g.power(c) >= 3) {
        g.destroy(c);
    }
})]);

/// "Destroy the least powerful creature" (ties: the controller chooses).
static DESTROY_THE_LEAST_POWERFUL: &[Step] = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::least_powerful),
    |g, f| g.destroy(f.target(0)),
)];

/// Horseman of Famine — Play/Fight/Reap: destroy the least powerful
/// creature.
static HORSEMAN_OF_FAMINE: Behavior = Behavior {
    play: DESTROY_THE_LEAST_POWERFUL,
    fight: DESTROY_THE_LEAST_POWERFUL,
    reap: DESTROY_THE_LEAST_POWERFUL,
    ..Behavior::VANILLA
};

/// "1 damage to each non-Horseman creature."
static ONE_TO_EACH_NON_HORSEMAN: &[Step] = &[Step::then(|g, f| {
    let hit = each(g, f.controller, Zones::CREATURES, |c| {
        !g.has_trait(c, traits::HORSEMAN)
    });
    g.deal_damage_each(&hit, 1);
})];

/// Horseman of Pestilence — Play/Fight/Reap: 1 damage to each non-Horseman
/// creature.
static HORSEMAN_OF_PESTILENCE: Behavior = Behavior {
    play: ONE_TO_EACH_NON_HORSEMAN,
    fight: ONE_TO_EACH_NON_HORSEMAN,
    reap: ONE_TO_EACH_NON_HORSEMAN,
    ..Behavior::VANILLA
};

/// Mighty Lance — Play: 3 damage to a creature and 3 to a neighbor of it,
/// both chosen first and dealt at once (the rulebook's example of
/// simultaneous damage).
static MIGHTY_LANCE: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, keysim_engine::ability::record),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| g.are_neighbors(f.target(0), c)),
        |g, f| {
            g.deal_damage_each(&[f.target(0), f.target(1)], 3);
        },
    ),
]);

/// Horseman of Death — Play: each Horseman creature in your discard pile
/// returns to your hand.
static HORSEMAN_OF_DEATH: Behavior = Behavior::play(&[Step::then(|g, f| {
    let back = each(g, f.controller, Zones::DISCARD, |c| {
        g.def(c).has_trait(traits::HORSEMAN) && g.is_creature_card(c)
    });
    for &c in &*back {
        g.return_to_hand(c);
    }
})]);

/// Francus — after an enemy creature is destroyed fighting it, it captures
/// 1.
static FRANCUS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if enemy_destroyed_fighting(g, me, ev).is_some() {
            g.capture(me, 1);
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Oath of Poverty — Play: destroy each of your artifacts; gain 2 for each.
static OATH_OF_POVERTY: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let mine = each(g, f.controller, Zones::ARTIFACTS, |c| {
            g.card(c).controller == f.controller
        });
        for &c in &*mine {
            g.destroy(c);
            f.picked.insert(c);
        }
    }),
    // The destruction has resolved: count what it destroyed.
    Step::then(|g, f| g.gain(f.controller, 2 * picked_destroyed(g, f))),
]);

/// Duma the Martyr — Destroyed: fully heal each other friendly creature;
/// draw 2.
static DUMA_THE_MARTYR: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let friends = each(g, f.controller, Zones::CREATURES, |c| {
        c != f.source && g.card(c).controller == f.controller
    });
    for &c in &*friends {
        let damage = g.card(c).damage as u32;
        g.heal(c, damage);
    }
    g.draw(f.controller, 2);
})]);

/// Jehu the Bureaucrat — after you choose Sanctum as your active house,
/// gain 2.
static JEHU_THE_BUREAUCRAT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev
            == (Event::HouseChosen {
                player: mine,
                house: House::Sanctum,
            })
        {
            g.gain(mine, 2);
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// Shoulder Armor — while its creature is on a flank, +2 armor and +2
/// power.
static SHOULDER_ARMOR: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::ARMOR),
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let host = g.card(me).host;
        match q {
            Query::Power { card, value } | Query::Armor { card, value }
                if *card == host && g.on_flank(host) =>
            {
                *value += 2
            }
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Round Table — each friendly Knight creature gets +1 power and taunt.
static ROUND_TABLE: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::KEYWORDS),
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value }
            if g.card(*card).controller == g.card(me).controller
                && g.has_trait(*card, traits::KNIGHT) =>
        {
            *value += 1
        }
        Query::Keywords { card, value }
            if g.card(*card).controller == g.card(me).controller
                && g.has_trait(*card, traits::KNIGHT) =>
        {
            *value = value.with(Keywords::TAUNT)
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Begone! — Play: choose one: destroy each Dis creature, or gain 1.
static BEGONE: Behavior = Behavior::play(&[Step::choose_one(
    &["destroy each Dis creature", "gain 1"],
    |g, f| match f.option {
        0 => {
            for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
                g.belongs_to(c, House::Dis)
            }) {
                g.destroy(c);
            }
        }
        _ => {
            g.gain(f.controller, 1);
        }
    },
)]);

/// Charge! — Play: for the rest of the turn, each creature you play gains
/// a Play: ability dealing 2 damage to an enemy creature.
static CHARGE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && g.is_creature_card(card) {
                g.trigger(CHARGED_CREATURE_PLAY, card, player);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// The Play: ability Charge! gives: 2 damage to an enemy creature.
const CHARGED_CREATURE_PLAY: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    |g, f| {
        g.deal_damage(f.target(0), 2);
    },
)];

/// Numquid the Fair — Play: destroy an enemy creature; again while the
/// opponent still controls more creatures than you.
static NUMQUID_THE_FAIR: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.destroy(f.target(0));
    }),
    // The destruction has resolved: count again.
    Step::then(|g, f| {
        let theirs = g.creatures(f.opponent()).len();
        let mine = g.creatures(f.controller).len();
        let target = f.target(0);
        let stuck = target.is_some()
            && g.in_battleline(target)
            && g.keywords(target).contains(Keywords::INVULNERABLE);
        if theirs > mine && !stuck && (f.count as usize) < MAX_CARDS {
            let times = f.count + 1;
            *f = Frame::new(f.ability, f.source, f.controller);
            f.count = times;
            f.repeat = true;
        }
    }),
]);

/// Armageddon Cloak — its creature gains hazardous 2 and a Destroyed:
/// ability that fully heals it and destroys the Cloak instead.
static ARMAGEDDON_CLOAK: Behavior = Behavior {
    modifies: Queries::ASSAULT_HAZARDOUS,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Hazardous { card, value } = q {
            if *card == g.card(me).host {
                *value += 2;
            }
        }
    }),
    grants: Some(&ARMAGEDDON_CLOAK_GAINS),
    ..Behavior::VANILLA
};

/// Destroyed: fully heal this creature and destroy the Cloak instead.
static ARMAGEDDON_CLOAK_GAINS: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    g.cancel_destruction(f.source);
    let damage = g.card(f.source).damage;
    g.heal(f.source, damage as u32);
    g.destroy(f.granted_by);
})]);

/// The Vaultkeeper — your Æmber cannot be stolen.
static THE_VAULTKEEPER: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS_BUT_READYING,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Steal { thief, .. },
        } = *q
        {
            if thief != g.card(me).controller {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Epic Quest — Play: archive each friendly Knight. Omni: after playing 7
/// or more Sanctum cards this turn, sacrifice it and forge a key at no
/// cost.
static EPIC_QUEST: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
            friendly_knight(g, f, c)
        }) {
            g.archive(f.controller, c);
        }
    })],
    omni: &[Step::then(|g, f| {
        if g.turn_history().played_by_house[House::Sanctum as usize] >= 7 {
            g.destroy(f.source);
            g.forge_key_paying(f.controller, 0);
        }
    })],
    ..Behavior::VANILLA
};

/// Horseman of War — Play: for the rest of the turn, each friendly creature
/// may be used as if of the active house, but only to fight.
static HORSEMAN_OF_WAR: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|g, e, q| match q {
        Query::OffHouseFight { player, value, .. } if *player == e.controller => *value = true,
        Query::CanReap { card, value } | Query::CanAct { card, value }
            if g.card(*card).controller == e.controller && g.is_creature_card(*card) =>
        {
            *value = false
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;

/// "Ready and fight with the chosen creature", remembering how many fights
/// this turn came before it in [`Frame::count`].
fn ready_and_fight_chosen(g: &mut Game, f: &mut Frame) {
    let c = f.target(0);
    if c.is_some() && g.in_battleline(c) {
        f.count = g.turn_history().fights;
        g.ready_and_fight(c);
    }
}

/// After a fight of the chosen creature: it may not fight that creature
/// again during this ability (a lasting effect of this card).
fn not_the_same_creature_again(g: &mut Game, f: &mut Frame) {
    let c = f.target(0);
    let fought = g.turn_history().fights != f.count;
    if let (true, Some((attacker, defender))) = (fought, g.turn_history().last_fight) {
        if attacker == c {
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, defender, c.0);
        }
    }
}

/// One Stood Against Many — Play: ready and fight with a friendly creature
/// three times, each fight against a different enemy creature, one at a
/// time.
static ONE_STOOD_AGAINST_MANY: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            keysim_engine::ability::record,
        ),
        Step::then(ready_and_fight_chosen),
        Step::then(not_the_same_creature_again),
        Step::then(ready_and_fight_chosen),
        Step::then(not_the_same_creature_again),
        Step::then(ready_and_fight_chosen),
        Step::then(|g, f| g.expire_lasting(|e| e.source == f.source)),
    ],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|_, e, q| {
        if let Query::CanAttack {
            attacker,
            defender,
            value,
        } = q
        {
            if attacker.0 == e.value && *defender == e.subject {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};
