//! Sanctum, Mass Mutation.

use keysim_engine::ability::{
    filter, Ability, Behavior, CardSlot, Chooser, Events, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::control;
use keysim_engine::select::each;
use keysim_engine::{BonusEffect, CardRef, Event, Expiry, Flank, Game, Location, Query, Zones};
use keysim_facts::{traits, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "ardent-hero" => &ARDENT_HERO,
        "bull-wark" => &BULL_WARK,
        "burning-glare" => &BURNING_GLARE,
        "commandeer" => &COMMANDEER,
        "dæmo-knight" => &DAEMO_KNIGHT,
        "fangs-of-gizelhart" => &FANGS_OF_GIZELHART,
        "font-of-the-eye" => &FONT_OF_THE_EYE,
        "general-xalvador" => &Behavior::VANILLA,
        "gizelhart-s-zealot" => &GIZELHARTS_ZEALOT,
        "lieutenant-gorvenal" => &LIEUTENANT_GORVENAL,
        "seeker-of-truth" => &SEEKER_OF_TRUTH,
        "squire-alys" => &SQUIRE_ALYS,
        "æmberheart" => &AEMBERHEART,
        "angry-mob" => &ANGRY_MOB,
        "baldric-the-bold" => &BALDRIC_THE_BOLD,
        "berinon" => &BERINON,
        "bring-low" => &BRING_LOW,
        "gizelhart-s-standard" => &GIZELHARTS_STANDARD,
        "purify" => &PURIFY,
        "scrivener-favian" => &SCRIVENER_FAVIAN,
        "book-of-malefaction" => &BOOK_OF_MALEFACTION,
        "call-to-action" => &CALL_TO_ACTION,
        "gizelhart-s-wrath" => &GIZELHARTS_WRATH,
        "lady-loreena" => &LADY_LOREENA,
        "mad-prophet-gizelhart" => &MAD_PROPHET_GIZELHART,
        "master-of-the-grey" => &MASTER_OF_THE_GREY,
        "purifier-of-souls" => &PURIFIER_OF_SOULS,
        _ => return None,
    })
}

/// Whether `c`, a card in play, is a Mutant.
fn is_mutant(g: &Game, c: CardRef) -> bool {
    g.has_trait(c, traits::MUTANT)
}

/// "A friendly creature captures 1."
const FRIENDLY_CREATURE_CAPTURES_ONE: Step = Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.target(0), 1);
    },
);

/// Ardent Hero — taunt; it cannot be dealt damage by Mutant creatures or
/// by creatures with power 5 or more: neither their power in a fight nor
/// their abilities, while a bonus icon's damage, dealt by a game step,
/// still hurts it (the FAQ on Rock-Hurling Giant).
static ARDENT_HERO: Behavior = Behavior {
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
                && g.is_creature_card(dealer)
                && (is_mutant(g, dealer) || g.power(dealer) >= 5)
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bull-wark — assault 2; its neighbors gain assault 2.
static BULL_WARK: Behavior = Behavior {
    modifies: Queries::ASSAULT_HAZARDOUS,
    modify: Some(|g, me, q| {
        if let Query::Assault { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Burning Glare — Play: stun an enemy creature, or each enemy Mutant
/// creature.
static BURNING_GLARE: Behavior = Behavior::play(&[
    Step::choose_one(
        &["stun an enemy creature", "stun each enemy Mutant creature"],
        |_, _| {},
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.stun(f.target(0))
    })
    .only_if(|_, f| f.option == 0),
    Step::then(|g, f| {
        let enemy = f.opponent();
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller == enemy && is_mutant(g, c)
        }) {
            g.stun(c);
        }
    })
    .only_if(|_, f| f.option == 1),
]);

/// Commandeer — Play: for the rest of the turn, after you play another
/// card, a friendly creature captures 1.
static COMMANDEER: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && card != e.source {
                g.trigger(COMMANDEERED_CAPTURE, e.source, e.controller);
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// What Commandeer does after each card played.
const COMMANDEERED_CAPTURE: Ability = &[FRIENDLY_CREATURE_CAPTURES_ONE];

/// Dæmo-Knight — Destroyed: steal 1.
static DAEMO_KNIGHT: Behavior = Behavior::destroyed(&[Step::steal(1)]);

/// Fangs of Gizelhart — Play: purge the most powerful creature.
static FANGS_OF_GIZELHART: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::most_powerful),
    |g, f| g.purge(f.target(0)),
)]);

/// Font of the Eye — Omni: a friendly creature captures 1 if an enemy
/// creature was destroyed this turn.
static FONT_OF_THE_EYE: Behavior = Behavior::omni(&[FRIENDLY_CREATURE_CAPTURES_ONE
    .only_if(|g, f| g.turn_history().creatures_destroyed[f.opponent().index()] > 0)]);

/// Gizelhart's Zealot — enters play ready and enraged.
static GIZELHARTS_ZEALOT: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|_, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        if let Event::EnteredPlay { card, .. } = ev {
            if card == me {
                g.enrage(me);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// Lieutenant Gorvenal — after its controller fights with a creature, it
/// captures 1.
static LIEUTENANT_GORVENAL: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Fought { controller, .. } = ev {
            if controller == g.card(me).controller {
                g.capture(me, 1);
            }
        }
    }),
    hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

/// Seeker of Truth — Fight: you may fight with a friendly non-Sanctum
/// creature (an exhausted one may be chosen, and then does nothing).
static SEEKER_OF_TRUTH: Behavior = Behavior::fight(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && !g.belongs_to(c, House::Sanctum)
    })
    .optional(),
    |g, f| g.fight_with(f.target(0)),
)]);

/// Squire Alys — Play: capture 2.
static SQUIRE_ALYS: Behavior = Behavior::play(&[Step::capture(2)]);

/// Æmberheart — Action: exalt, ward and fully heal a friendly creature.
static AEMBERHEART: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        let c = f.target(0);
        g.exalt(c);
        g.ward(c);
        g.fully_heal(c);
    },
)]);

/// Angry Mob — Before Fight: you may discard from the top of your deck
/// until an Angry Mob (which goes to your hand) or the deck runs out.
static ANGRY_MOB: Behavior = Behavior::before_fight(&[Step::may(|g, f| {
    let mob = g.def(f.source).name;
    loop {
        let c = g.discard_top_of_deck(f.controller);
        if c.is_none() {
            break;
        }
        if g.def(c).name == mob {
            g.return_to_hand(c);
            break;
        }
    }
})]);

/// Baldric the Bold — Before Fight: gain 2 if the creature it fights is
/// the most powerful enemy creature.
static BALDRIC_THE_BOLD: Behavior = Behavior::before_fight(&[Step::then(|g, f| {
    let fought = f.subject;
    let power = g.power(fought);
    let enemy = f.opponent();
    if g.in_battleline(fought) && g.creatures(enemy).iter().all(|&c| g.power(c) <= power) {
        g.gain(f.controller, 2);
    }
})]);

/// Berinon — enraged after a Mutant creature enters play (on either
/// side); Reap: capture 2.
static BERINON: Behavior = Behavior {
    reap: &[Step::capture(2)],
    on_event: Some(|g, me, ev| {
        if let Event::EnteredPlay { card, .. } = ev {
            if g.in_battleline(card) && is_mutant(g, card) {
                g.enrage(me);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// Bring Low — Play: capture all of the opponent's Æmber but 5, one at a
/// time onto friendly creatures of your choice.
static BRING_LOW: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = g.player(f.opponent()).amber.saturating_sub(5)),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.capture(f.last_target(), 1);
        },
    ),
]);

/// Gizelhart's Standard — friendly creatures with Æmber on them get +1
/// armor; Play: exalt a friendly creature.
static GIZELHARTS_STANDARD: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.exalt(f.target(0)),
    )],
    modifies: Queries::ARMOR,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if g.card(*card).controller == g.card(me).controller && g.card(*card).amber > 0 {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Purify — Play: purge a Mutant creature; if you do, its controller's
/// deck is discarded from the top until a non-Mutant creature, which
/// enters play under its owner's control (the owner choosing the flank);
/// one half of a gigantic creature does not (the rulebook's "Gigantic").
static PURIFY: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| is_mutant(g, c)),
        |g, f| {
            let c = f.target(0);
            if c.is_none() {
                return;
            }
            let controller = g.card(c).controller;
            g.purge(c);
            if g.card(c).location != Location::Purged {
                return;
            }
            loop {
                let top = g.discard_top_of_deck(controller);
                if top.is_none() {
                    break;
                }
                if g.is_creature_card(top) && !g.def(top).has_trait(traits::MUTANT) {
                    f.subject = top;
                    break;
                }
            }
            if f.subject.is_some() {
                let owner = g.card(f.subject).owner;
                if g.creatures(owner).is_empty() {
                    g.put_into_play(f.subject, owner, Flank::Right);
                }
            }
        },
    ),
    Step::choose_one(control::FLANKS, |g, f| {
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        g.put_into_play(f.subject, g.card(f.subject).owner, flank);
    })
    .chosen_by(Chooser::OwnerOf(CardSlot::Subject))
    .only_if(|g, f| {
        f.subject.is_some()
            && g.card(f.subject).location == Location::Discard
            && !g.is_gigantic_half(f.subject)
    }),
]);

/// Scrivener Favian — each capture bonus icon its controller resolves may
/// be a steal of 1 instead (after another card made the icon a capture
/// too: the FAQ on Amphora Captura).
static SCRIVENER_FAVIAN: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::BonusIconAs {
            player,
            icon: BonusEffect::Capture,
            value,
        } = q
        {
            if *player == g.card(me).controller {
                *value |= BonusEffect::Steal.bit();
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Book of Malefaction — a warrant counter on it for each Æmber stolen
/// from its controller; Omni: remove one to purge a creature.
static BOOK_OF_MALEFACTION: Behavior = Behavior {
    omni: &[
        Step::then(|g, f| f.done = g.remove_counters(f.source, 1) == 1),
        Step::target(TargetSpec::ANY_CREATURE, |g, f| g.purge(f.target(0))).only_if(|_, f| f.done),
    ],
    on_event: Some(|g, me, ev| {
        if let Event::AmberStolen { thief, amount } = ev {
            if thief != g.card(me).controller {
                g.add_counters(me, amount as u32);
            }
        }
    }),
    hears: Events::AMBER_STOLEN,
    ..Behavior::VANILLA
};

/// Call to Action — Play: ready each friendly Knight creature.
static CALL_TO_ACTION: Behavior = Behavior::play(&[Step::then(|g, f| {
    let knights = each(g, f.controller, Zones::CREATURES, |c| {
        filter::friendly(g, f, c) && g.has_trait(c, traits::KNIGHT)
    });
    for &c in &*knights {
        g.ready(c);
    }
})]);

/// Gizelhart's Wrath — Play: destroy each Mutant creature.
static GIZELHARTS_WRATH: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| is_mutant(g, c)) {
        g.destroy(c);
    }
})]);

/// Lady Loreena — taunt; creatures two places from it in its battleline
/// (its neighbors' neighbors) cannot be attacked unless they have taunt.
static LADY_LOREENA: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanAttack {
            attacker,
            defender,
            value,
        } = q
        {
            if *value && shielded_by_loreena(g, me, *attacker, *defender) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Whether Lady Loreena `me`'s wider taunt keeps `attacker` from attacking
/// `defender`: `defender`, without taunt, is two places from `me` in the
/// same battleline, and `attacker` does not ignore taunt.
fn shielded_by_loreena(g: &Game, me: CardRef, attacker: CardRef, defender: CardRef) -> bool {
    let controller = g.card(me).controller;
    if g.card(defender).controller != controller
        || !g.in_battleline(me)
        || !g.keywords(me).contains(keysim_facts::Keywords::TAUNT)
        || g.keywords(defender).contains(keysim_facts::Keywords::TAUNT)
        || g.query(
            keysim_engine::question::IgnoresTauntAndElusive(attacker),
            false,
        )
    {
        return false;
    }
    let line = g.creatures(controller);
    let at = |c: CardRef| line.iter().position(|&x| x == c);
    matches!((at(me), at(defender)), (Some(i), Some(j)) if i.abs_diff(j) == 2)
}

/// Mad Prophet Gizelhart — while in the center of its controller's
/// battleline, Action: fully heal each non-Mutant creature and gain 1 for
/// each creature healed.
static MAD_PROPHET_GIZELHART: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        let mut healed = 0;
        for &c in &*each(g, f.controller, Zones::CREATURES, |c| !is_mutant(g, c)) {
            if g.fully_heal(c) > 0 {
                healed += 1;
            }
        }
        g.gain(f.controller, healed);
    })],
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanAct { card, value } = q {
            if *card == me && !g.in_center(me) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Master of the Grey — the opponent resolves no bonus icons of the cards
/// they play, nor of those they resolve as if they had played them (the
/// FAQ on Ensign El-Samra, Reclaimed by Nature and Ultra Gravitron).
static MASTER_OF_THE_GREY: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::MayResolveBonusIcons { player, value, .. } = q {
            if *player != g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Purifier of Souls — no "Destroyed:" ability triggers.
static PURIFIER_OF_SOULS: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|_, _, q| {
        if let Query::DestroyedAbilitiesTrigger { value, .. } = q {
            *value = false;
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
