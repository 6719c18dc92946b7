//! Shadows, Mass Mutation.

use keysim_engine::ability::{filter, Ability, Behavior, Queries, Reach};
use keysim_engine::host_gains::HostGains;
use keysim_engine::select::each;
use keysim_engine::{
    control, CardRef, Event, Events, Expiry, Flank, Frame, Game, GameAction, LastingEffect,
    Location, Query, Step, TargetSpec, Zones,
};
use keysim_facts::{traits, House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "bo-nithing" => &BO_NITHING,
        "dæmo-thief" => &DAEMO_THIEF,
        "dark-wave" => &DARK_WAVE,
        "francis-the-economist" => &FRANCIS_THE_ECONOMIST,
        "look-over-there" => &LOOK_OVER_THERE,
        "mutant-cutpurse" => &Behavior::VANILLA,
        "opportunist" => &OPPORTUNIST,
        "rad-penny" => &RAD_PENNY,
        "shoulder-id" => &SHOULDER_ID,
        "subtle-otto" => &SUBTLE_OTTO,
        "tempting-offer" => &TEMPTING_OFFER,
        "vandalize" => &VANDALIZE,
        "borrow" => &BORROW,
        "boss-zarek" => &BOSS_ZAREK,
        "lucky-dice" => &LUCKY_DICE,
        "miasma-bomb" => &MIASMA_BOMB,
        "ransack" => &RANSACK,
        "reckless-rizzo" => &RECKLESS_RIZZO,
        "safe-house" => &SAFE_HOUSE,
        "the-shadowsmith" => &THE_SHADOWSMITH,
        "doom-sigil" => &DOOM_SIGIL,
        "johnny-longfingers" => &JOHNNY_LONGFINGERS,
        "liam-say" => &LIAM_SAY,
        "mastermindy" => &MASTERMINDY,
        "mole" => &MOLE,
        "pincerator" => &PINCERATOR,
        "shadowsaurus" => &SHADOWSAURUS,
        "splinter" => &Behavior::VANILLA,
        _ => return None,
    })
}

/// Whether `c`, a card in play, is a Mutant.
fn is_mutant(g: &Game, c: CardRef) -> bool {
    g.has_trait(c, traits::MUTANT)
}

/// An enemy creature.
const ENEMY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::enemy);

/// A friendly creature.
const FRIENDLY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::friendly);

/// Bo Nithing — Play: steal 1 per key the opponent has forged.
static BO_NITHING: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.steal(f.controller, g.player(f.opponent()).keys as u32);
})]);

/// Dæmo-Thief — elusive; Destroyed: steal 1.
static DAEMO_THIEF: Behavior = Behavior::destroyed(&[Step::steal(1)]);

/// Dark Wave — Play: 2 damage to each creature that is not a Mutant.
static DARK_WAVE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let others = each(g, f.controller, Zones::CREATURES, |c| !is_mutant(g, c));
    g.deal_damage_each(&others, 2);
})]);

/// Francis the Economist — skirmish; Fight: both players gain 1.
static FRANCIS_THE_ECONOMIST: Behavior = Behavior::fight(&[Step::then(|g, f| {
    g.gain(f.controller, 1);
    g.gain(f.opponent(), 1);
})]);

/// Look Over There! — Play: 2 damage to a creature; steal 1 if it
/// survives.
static LOOK_OVER_THERE: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 2),
    // Any destruction has resolved.
    Step::steal(1).only_if(|g, f| f.target(0).is_some() && g.in_battleline(f.target(0))),
]);

/// Opportunist — its creature is elusive; Play: that creature captures 1.
static OPPORTUNIST: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.capture(g.card(f.source).host, 1);
    })],
    ..HostGains::<{ Keywords::ELUSIVE.0 }>::BEHAVIOR
};

/// Rad Penny — Play: steal 1. Destroyed: she is shuffled into her owner's
/// deck.
static RAD_PENNY: Behavior = Behavior {
    play: &[Step::steal(1)],
    destroyed: &[Step::then(|g, f| g.shuffle_into_deck(f.source))],
    ..Behavior::VANILLA
};

/// Shoulder Id — taunt; cannot fight; the damage it would deal by its
/// power is replaced by a steal of 1 (even damage that armor, a ward or
/// "cannot be dealt damage" would stop; none when it would deal no damage,
/// against skirmish or thanks to elusive: the FAQ).
static SHOULDER_ID: Behavior = Behavior {
    modifies: Queries::PERMISSIONS.and(Queries::REPLACEMENTS_BUT_READYING),
    modify: Some(|g, me, q| match *q {
        Query::CanFight { attacker, .. } if attacker == me => {
            *q = Query::CanFight {
                attacker,
                value: false,
            };
        }
        Query::Instead {
            action: GameAction::DealDamage { dealer, .. },
        } if dealer == me => {
            *q = Query::Instead {
                action: GameAction::Steal {
                    thief: g.card(me).controller,
                    amount: 1,
                },
            };
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Subtle Otto — Play: the opponent discards a random card from hand.
static SUBTLE_OTTO: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.discard_random(f.opponent());
})]);

/// Tempting Offer — Play: return an enemy creature to its owner's hand; if
/// it goes, the opponent gains 1.
static TEMPTING_OFFER: Behavior = Behavior::play(&[Step::target(ENEMY_CREATURE, |g, f| {
    let c = f.target(0);
    g.return_to_hand(c);
    if c.is_some() && g.card(c).location == Location::Hand {
        g.gain(f.opponent(), 1);
    }
})]);

/// One of the cards Vandalize took off the top of the opponent's deck,
/// still in the opponent's hand where it waits to be chosen.
fn looked_at(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.chosen()[..f.count as usize].contains(&c) && g.card(c).location == Location::Hand
}

/// Vandalize — Play: of the top 3 cards of the opponent's deck, one is
/// discarded and the others go back in the order you choose. The cards
/// wait in the opponent's hand, revealed to you, to be chosen from; each
/// goes back to the top of the deck (the discarded one to be discarded
/// from there).
static VANDALIZE: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let opponent = f.opponent();
        for _ in 0..3 {
            let Some(top) = g.player(opponent).deck.last() else {
                break;
            };
            g.return_to_hand(top);
            g.reveal(top, f.controller);
            f.push_target(top);
        }
        f.count = f.target_count;
    }),
    Step::target(TargetSpec::new(Zones::OPPONENT_HAND, looked_at), |g, f| {
        g.put_on_top_of_deck(f.last_target());
        g.discard_top_of_deck(f.opponent());
    })
    .only_if(|_, f| f.count > 0),
    // The card chosen goes on top, the other beneath it.
    Step::target(TargetSpec::new(Zones::OPPONENT_HAND, looked_at), |g, f| {
        let top = f.last_target();
        for i in 0..f.count as usize {
            let c = f.target(i);
            if c != top && g.card(c).location == Location::Hand {
                g.put_on_top_of_deck(c);
            }
        }
        g.put_on_top_of_deck(top);
    })
    .only_if(|g, f| (0..f.count as usize).any(|i| looked_at(g, f, f.target(i)))),
]);

/// "While under your control, it belongs to house Shadows": the lasting
/// effect's subject, while its controller controls it (Borrow,
/// Shadowsaurus).
fn shadows_while_yours(g: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::Houses { card, value } = q {
        if *card == e.subject && g.card(*card).controller == e.controller {
            *value = 1 << House::Shadows as u32;
        }
    }
}

/// Remembers the subject as a card that belongs to Shadows while the
/// ability's controller controls it ([`shadows_while_yours`]).
fn mark_subject_shadows(g: &mut Game, f: &Frame) {
    if f.subject.is_some() {
        g.add_lasting_with(
            f.source,
            f.controller,
            Expiry::SubjectLeavesPlay,
            f.subject,
            0,
        );
    }
}

/// Borrow — Play: take control of an enemy artifact; it belongs to Shadows
/// while you control it.
static BORROW: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::ARTIFACTS, filter::enemy),
        |g, f| {
            f.subject = f.target(0);
            mark_subject_shadows(g, f);
            g.take_control(f.subject, f.controller, Flank::Right);
        },
    )],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(shadows_while_yours),
    ..Behavior::VANILLA
};

/// Boss Zarek — each friendly creature with Æmber on it is elusive.
static BOSS_ZAREK: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            let c = g.card(*card);
            if c.controller == g.card(me).controller
                && c.location == Location::Battleline
                && c.amber > 0
            {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Lucky Dice — Omni: sacrifice it; during the opponent's next turn,
/// friendly creatures cannot be dealt damage.
static LUCKY_DICE: Behavior = Behavior {
    omni: &[
        Step::sacrifice(),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)),
    ],
    lasting_modifies: Queries::OTHER_BUT_FIGHT,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanBeDamaged { card, value } = q {
            if g.active_player() != e.controller && g.card(*card).controller == e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Miasma Bomb — Action: sacrifice it; the opponent skips step 1 (forge a
/// key) of their next turn.
static MIASMA_BOMB: Behavior = Behavior {
    action: &[
        Step::sacrifice(),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)),
    ],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::CanForge { player, value } = q {
            if *player != e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Ransack — Play: steal 1 and discard the top card of your deck, again
/// while the card discarded is a Shadows card.
static RANSACK: Behavior = Behavior::play(&[Step::then(|g, f| loop {
    g.steal(f.controller, 1);
    let top = g.discard_top_of_deck(f.controller);
    if top.is_none() || !g.belongs_to(top, House::Shadows) {
        break;
    }
})]);

/// Reckless Rizzo — elusive; Action: steal 2, and it loses elusive until
/// your next turn starts.
static RECKLESS_RIZZO: Behavior = Behavior {
    action: &[
        Step::steal(2),
        Step::then(|g, f| {
            g.add_lasting_with(f.source, f.controller, Expiry::StartOfNextTurn, f.source, 0);
        }),
    ],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|_, e, q| {
        if let Query::Keywords { card, value } = q {
            if *card == e.subject {
                *value = value.without(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Safe House — Action: archive a friendly creature from play.
static SAFE_HOUSE: Behavior = Behavior::action(&[Step::target(FRIENDLY_CREATURE, |g, f| {
    g.archive(f.controller, f.target(0));
})]);

/// The Shadowsmith — each Mutant creature, on either side, is elusive.
static THE_SHADOWSMITH: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Any,
    modify: Some(|g, _, q| {
        if let Query::Keywords { card, value } = q {
            if g.in_battleline(*card) && is_mutant(g, *card) {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Doom Sigil — every creature has poison; destroyed when no creature is
/// in play.
static DOOM_SIGIL: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Any,
    modify: Some(|g, _, q| {
        if let Query::Keywords { card, value } = q {
            if g.in_battleline(*card) {
                *value = value.with(Keywords::POISON);
            }
        }
    }),
    destroy_if: Some(|g, _| g.all_creatures().next().is_none()),
    ..Behavior::VANILLA
};

/// "Destroyed: steal 1."
const DESTROYED_STEAL_ONE: Ability = &[Step::steal(1)];

/// What Johnny Longfingers gives each friendly Mutant creature.
static DESTROYED_STEAL_ONE_GAINED: Behavior = Behavior::destroyed(DESTROYED_STEAL_ONE);

/// Johnny Longfingers — each friendly Mutant creature, itself included,
/// has "Destroyed: steal 1".
static JOHNNY_LONGFINGERS: Behavior = Behavior {
    destroyed: DESTROYED_STEAL_ONE,
    grants: Some(&DESTROYED_STEAL_ONE_GAINED),
    grants_to: Some(|g, me, c| {
        g.in_battleline(c) && g.card(c).controller == g.card(me).controller && is_mutant(g, c)
    }),
    ..Behavior::VANILLA
};

/// "You may deal 1 damage to a creature" (Liam Say).
const MAY_DEAL_ONE: Ability = &[Step::deal_damage(TargetSpec::ANY_CREATURE.optional(), 1)];

/// Liam Say — elusive; as your turn starts, you may deal 1 damage to a
/// creature.
static LIAM_SAY: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(MAY_DEAL_ONE, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Mastermindy — elusive; as your turn ends, a scheme counter on it;
/// Action: remove them all and steal 1 per counter removed.
static MASTERMINDY: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if ev
            == (Event::TurnEnded {
                player: g.card(me).controller,
            })
        {
            g.add_counters(me, 1);
        }
    }),
    hears: Events::TURN_ENDED,
    action: &[Step::then(|g, f| {
        let schemes = g.counters(f.source);
        let removed = g.remove_counters(f.source, schemes);
        g.steal(f.controller, removed);
    })],
    ..Behavior::VANILLA
};

/// Mole — the opponent of its creature's controller may spend the Æmber on
/// that creature as if it were in their pool.
static MOLE: Behavior = Behavior {
    modifies: Queries::RARE,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::OpponentSpendsAsPool { card, value } = q {
            if *card == g.card(me).host {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// 1 damage to each flank creature, on both sides (Pincerator).
const DAMAGE_EACH_FLANK: Ability = &[Step::then(|g, f| {
    let flanks = each(g, f.controller, Zones::CREATURES, |c| g.on_flank(c));
    g.deal_damage_each(&flanks, 1);
})];

/// Pincerator — as each turn ends, 1 damage to each flank creature.
static PINCERATOR: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TurnEnded { .. } = ev {
            g.trigger(DAMAGE_EACH_FLANK, me, g.card(me).controller);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Shadowsaurus — Action: the Æmber on an enemy creature goes to the
/// opponent's pool; if there was any, take control of that creature, which
/// belongs to Shadows while you control it.
static SHADOWSAURUS: Behavior = Behavior {
    action: &[
        Step::target(ENEMY_CREATURE, |g, f| {
            let c = f.target(0);
            if c.is_none() {
                return;
            }
            let on_it = g.card(c).amber as u32;
            g.take_amber_from(c, f.opponent(), on_it);
            if on_it > 0 {
                f.subject = c;
                mark_subject_shadows(g, f);
            }
        }),
        Step::then(control::take_subject_if_no_choice),
        Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
            .only_if(control::flank_choice_needed),
    ],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(shadows_while_yours),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
