//! Untamed, Mass Mutation.

use keysim_engine::ability::{
    filter, record, Ability, Behavior, Event, Events, Expiry, Frame, LastingEffect, Queries, Query,
    Reach, Step, TargetSpec,
};
use keysim_engine::select::each;
use keysim_engine::{control, CardRef, Flank, Game, Location, Player, Zones};
use keysim_facts::{traits, CardType, Half, House, Keywords, Trait};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cephaloist" => &CEPHALOIST,
        "dæmo-beast" => &DAEMO_BEAST,
        "dark-faerie" => &DARK_FAERIE,
        "fandangle" => &FANDANGLE,
        "floomf" => &FLOOMF,
        "gloriana-s-attendant" => &Behavior::VANILLA,
        "keyfrog" => &KEYFROG,
        "pismire" => &PISMIRE,
        "rapid-evolution" => &RAPID_EVOLUTION,
        "reclaimed-by-nature" => &RECLAIMED_BY_NATURE,
        "resurgence" => &RESURGENCE,
        "savage-clash" => &SAVAGE_CLASH,
        "commune" => &COMMUNE,
        "dark-harbinger" => &DARK_HARBINGER,
        "growth-surge" => &GROWTH_SURGE,
        "lumilu" => &LUMILU,
        "mushroom-with-a-view" => &MUSHROOM_WITH_A_VIEW,
        "trimble" => &TRIMBLE,
        "vault-s-blessing" => &VAULT_S_BLESSING,
        "wild-bounty" => &WILD_BOUNTY,
        "æmberlution" => &AEMBERLUTION,
        "blossom-drake" => &BLOSSOM_DRAKE,
        "chonkers" => &CHONKERS,
        "dark-queen-gloriana" => &DARK_QUEEN_GLORIANA,
        "eunoia" => &EUNOIA,
        "look-what-i-found" => &LOOK_WHAT_I_FOUND,
        "mercy-malkin-queen" => &MERCY_MALKIN_QUEEN,
        "mutation-of-cunning" => &Mutation::<{ Keywords::ELUSIVE.0 }, 0>::BEHAVIOR,
        "mutation-of-fury" => &Mutation::<{ Keywords::NONE.0 }, 3>::BEHAVIOR,
        "mutation-of-instinct" => &Mutation::<{ Keywords::SKIRMISH.0 }, 0>::BEHAVIOR,
        "niffle-kong" | "niffle-kong2" => &NIFFLE_KONG,
        _ => return None,
    })
}

/// How many creatures `p` controls that have trait `t`.
fn creatures_with_trait(g: &Game, p: Player, t: Trait) -> usize {
    g.creatures(p)
        .iter()
        .filter(|&&c| g.has_trait(c, t))
        .count()
}

/// Whether `ev` is an enemy creature destroyed fighting `me` ("after an
/// enemy creature is destroyed fighting this creature").
fn enemy_destroyed_fighting(g: &Game, me: CardRef, ev: Event) -> bool {
    matches!(ev, Event::Destroyed { controller, fighting, .. }
        if fighting == me && controller != g.card(me).controller && g.in_battleline(me))
}

/// Cephaloist — while its controller has 4 Æmber or more, their Æmber
/// cannot be stolen.
static CEPHALOIST: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::CanBeStolen { player, value } = q {
            let mine = g.card(me).controller;
            if *player == mine && g.player(mine).amber >= 4 {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Dæmo-Beast — Destroyed: steal 1 (skirmish is printed).
static DAEMO_BEAST: Behavior = Behavior::destroyed(&[Step::steal(1)]);

/// Dark Faerie — Fight: gain 2 (skirmish is printed).
static DARK_FAERIE: Behavior = Behavior::fight(&[Step::gain(2)]);

/// Fandangle — while its controller has 4 Æmber or more, their non-Untamed
/// creatures enter play ready.
static FANDANGLE: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            let mine = g.card(me).controller;
            if g.card(*card).controller == mine
                && g.is_creature_card(*card)
                && !g.belongs_to(*card, House::Untamed)
                && g.player(mine).amber >= 4
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A Beast creature.
fn beast(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.has_trait(c, traits::BEAST)
}

/// Floomf — Fight: two +1 power counters on a Beast creature (skirmish is
/// printed).
static FLOOMF: Behavior = Behavior::fight(&[Step::target(
    TargetSpec::new(Zones::CREATURES, beast),
    |g, f| g.add_power_counters(f.last_target(), 2),
)]);

/// Keyfrog — Destroyed: its controller forges a key at current cost (with
/// Æmber on cards that may pay, the active player splits the cost).
static KEYFROG: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    g.forge_key_at_current_cost(f.controller);
})]);

/// Pismire — while its controller has more Mutant creatures than their
/// opponent, the opponent's keys cost 2 more.
static PISMIRE: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine
                && creatures_with_trait(g, mine, traits::MUTANT)
                    > creatures_with_trait(g, *player, traits::MUTANT)
            {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Rapid Evolution — Play: a creature gets a +1 power counter per Æmber in
/// your pool (its own Æmber bonus included).
static RAPID_EVOLUTION: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let amber = g.player(f.controller).amber as u32;
        g.add_power_counters(f.last_target(), amber);
    })]);

/// Reclaimed by Nature — Play: purge an artifact and resolve its bonus
/// icons (its printed Æmber included) as if you had played it.
static RECLAIMED_BY_NATURE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::any),
    |g, f| {
        let artifact = f.last_target();
        if artifact.is_some() {
            g.purge(artifact);
            g.resolve_bonus_icons(artifact, f.controller);
        }
    },
)]);

/// A creature card in your discard pile not chosen yet.
fn creature_in_discard(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::creature_card(g, f, c) && filter::not_chosen(g, f, c)
}

/// Resurgence — Play: a creature from your discard pile to your hand;
/// another one too if the first is a Mutant (enhance is printed).
static RESURGENCE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::DISCARD, creature_in_discard),
        |g, f| g.return_to_hand(f.last_target()),
    ),
    Step::target(
        TargetSpec::new(Zones::DISCARD, creature_in_discard),
        |g, f| g.return_to_hand(f.last_target()),
    )
    .only_if(|g, f| f.target(0).is_some() && g.def(f.target(0)).has_trait(traits::MUTANT)),
]);

/// Savage Clash — Play: destroy every creature but the most powerful enemy
/// one and the least powerful friendly one (ties: you choose which stays).
static SAVAGE_CLASH: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            let power = g.power(c);
            filter::enemy(g, f, c)
                && g.creatures(f.opponent())
                    .iter()
                    .all(|&o| g.power(o) <= power)
        }),
        record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            let power = g.power(c);
            filter::friendly(g, f, c)
                && g.creatures(f.controller)
                    .iter()
                    .all(|&o| g.power(o) >= power)
        }),
        record,
    ),
    Step::then(|g, f| {
        let doomed = each(g, f.controller, Zones::CREATURES, |c| !f.picked.contains(c));
        for &c in &*doomed {
            g.destroy(c);
        }
    }),
]);

/// Commune — Play: lose all your Æmber, then gain 4 (omega is printed).
static COMMUNE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let all = g.player(f.controller).amber as u32;
    g.lose(f.controller, all);
    g.gain(f.controller, 4);
})]);

/// Dark Harbinger — after its controller plays an Untamed action card, it
/// readies.
static DARK_HARBINGER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller
                && g.def(card).kind == CardType::Action
                && g.belongs_to(card, House::Untamed)
            {
                g.ready(me);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Growth Surge — Play: three +1 power counters on a flank creature, two
/// on its neighbor (chosen if it has two), one on that neighbor's other
/// neighbor.
static GROWTH_SURGE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| g.on_flank(c)),
        record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| g.are_neighbors(f.target(0), c)),
        record,
    ),
    Step::then(|g, f| {
        let (first, second) = (f.target(0), f.target(1));
        let third = if second.is_some() {
            g.neighbors(second)
                .find(|&c| c != first)
                .unwrap_or(CardRef::NONE)
        } else {
            CardRef::NONE
        };
        for (creature, counters) in [(first, 3), (second, 2), (third, 1)] {
            if creature.is_some() {
                g.add_power_counters(creature, counters);
            }
        }
    }),
]);

/// Lumilu — Reap: gain 1 per other friendly Beast creature.
static LUMILU: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let others = g
        .creatures(f.controller)
        .iter()
        .filter(|&&c| c != f.source && g.has_trait(c, traits::BEAST))
        .count();
    g.gain(f.controller, others as u32);
})]);

/// Mushroom with a View — Omni: heal 1 damage from each friendly creature.
static MUSHROOM_WITH_A_VIEW: Behavior = Behavior::omni(&[Step::then(|g, f| {
    let friendly = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller
    });
    for &c in &*friendly {
        g.heal(c, 1);
    }
})]);

/// Trimble — each Mutant creature, on either side, has skirmish.
static TRIMBLE: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    modify: Some(|g, _, q| {
        if let Query::Keywords { card, value } = q {
            if g.in_battleline(*card) && g.has_trait(*card, traits::MUTANT) {
                *value = value.with(Keywords::SKIRMISH);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Vault's Blessing — Play: each player gains 1 per Mutant creature they
/// control.
static VAULT_S_BLESSING: Behavior = Behavior::play(&[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        let mutants = creatures_with_trait(g, p, traits::MUTANT);
        g.gain(p, mutants as u32);
    }
})]);

/// Wild Bounty — Play: the next card you play this turn (or resolve the
/// bonus icons of as if you had played it, as Fission Bloom's identical
/// text: the FAQ ruling with Ultra Gravitron) has each of its bonus icons
/// (its printed Æmber included, both halves' for a gigantic creature)
/// resolved once more, after they first resolved (enhance is printed).
static WILD_BOUNTY: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    ..crate::logos::NEXT_CARDS_ICONS_AGAIN
};

/// Æmberlution — Play: destroy each creature; then each player reveals
/// their hand and puts each creature card from it into play ready, one at
/// a time in the order and on the flanks they choose, the active player
/// first (omega is printed). The two halves of a gigantic creature in one
/// hand enter together as that creature; a half without the other stays
/// in hand (the rulebook's "Gigantic").
static AEMBERLUTION: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let all = each(g, f.controller, Zones::CREATURES, |_| true);
        for &c in &*all {
            g.destroy(c);
        }
    }),
    // The destructions have resolved. The active player's creatures are
    // queued last: they resolve first.
    Step::then(|g, f| {
        for p in [f.opponent(), f.controller] {
            g.reveal_hand(p, p.opponent());
            let creatures = each(g, p, Zones::HAND, |c| enters_from_hand(g, c)).len();
            for _ in 0..creatures {
                g.trigger_or_repeat(PUT_A_CREATURE_FROM_HAND_INTO_PLAY_READY, f.source, p);
            }
        }
    }),
]);

/// Whether creature card `c`, in its holder's hand, is one Æmberlution
/// puts into play: a creature card, or for a gigantic creature the half
/// with its text while the other half is in the same hand (the two enter
/// as one creature).
fn enters_from_hand(g: &Game, c: CardRef) -> bool {
    if !g.is_creature_card(c) {
        return false;
    }
    match g.card(c).def.gigantic() {
        None => true,
        Some((Half::Creature, _)) => other_half_in_hand(g, c).is_some(),
        Some((Half::Icons, _)) => false,
    }
}

/// The other half of gigantic half `c` in its holder's hand, if any.
fn other_half_in_hand(g: &Game, c: CardRef) -> CardRef {
    let holder = g.card(c).controller;
    g.other_half_among(c, g.player(holder).hand.as_slice())
}

/// "Put a creature from your hand into play ready, on a flank of your
/// choice" (the flank is asked only when the battleline is not empty).
const PUT_A_CREATURE_FROM_HAND_INTO_PLAY_READY: Ability = &[
    Step::target(
        TargetSpec::new(Zones::HAND, |g, _, c| enters_from_hand(g, c)),
        |g, f| {
            let c = f.last_target();
            if c.is_some() && g.creatures(f.controller).is_empty() {
                enter_ready_from_hand(g, f.controller, c, Flank::Right);
            }
        },
    ),
    Step::choose_one(control::FLANKS, |g, f| {
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        enter_ready_from_hand(g, f.controller, f.target(0), flank);
    })
    .only_if(|g, f| f.target(0).is_some() && g.card(f.target(0)).location == Location::Hand),
];

/// Puts creature card `c` from `p`'s hand into play ready on `flank`, with
/// its other half if it is half of a gigantic creature.
fn enter_ready_from_hand(g: &mut Game, p: Player, c: CardRef, flank: Flank) {
    let entered = if g.is_gigantic_half(c) {
        let other = other_half_in_hand(g, c);
        g.put_halves_into_play(c, other, p, flank)
    } else if g.put_into_play(c, p, flank) {
        c
    } else {
        CardRef::NONE
    };
    g.ready(entered);
}

/// Blossom Drake — +1 power per artifact in play; each artifact's text box
/// is blank (its traits stay).
static BLOSSOM_DRAKE: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::TEXT),
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value } if *card == me => {
            let artifacts =
                g.player(Player::A).artifacts.len() + g.player(Player::B).artifacts.len();
            *value += artifacts as i32;
        }
        Query::TextBlank { card, value } if g.card(*card).location == Location::Artifacts => {
            *value = true;
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Chonkers — Play: a +1 power counter on itself. After an enemy creature
/// is destroyed fighting it, its +1 power counters double (skirmish is
/// printed).
static CHONKERS: Behavior = Behavior {
    play: &[Step::then(|g, f| g.add_power_counters(f.source, 1))],
    on_event: Some(|g, me, ev| {
        if enemy_destroyed_fighting(g, me, ev) {
            let counters = g.card(me).power_counters as u32;
            g.add_power_counters(me, counters);
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Dark Queen Gloriana — Play: return a friendly non-Untamed creature to
/// hand (enhance is printed).
static DARK_QUEEN_GLORIANA: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && !g.belongs_to(c, House::Untamed)
    }),
    |g, f| g.return_to_hand(f.last_target()),
)]);

/// Eunoia — after an enemy creature is destroyed fighting it, its
/// controller gains 1 and it heals 2.
static EUNOIA: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if enemy_destroyed_fighting(g, me, ev) {
            g.gain(g.card(me).controller, 1);
            g.heal(me, 2);
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Look What I Found — Play: return one action, one artifact, one creature
/// and one upgrade from your discard pile to your hand (omega is printed).
static LOOK_WHAT_I_FOUND: Behavior = Behavior::play(&[
    Step::return_from_discard_of_type(CardType::Action),
    Step::return_from_discard_of_type(CardType::Artifact),
    Step::return_from_discard_of_type(CardType::Creature),
    Step::return_from_discard_of_type(CardType::Upgrade),
]);

/// Mercy Malkin Queen — after a friendly Cat creature enters play, it
/// gains a ward. Fight: ready a friendly Beast creature (skirmish is
/// printed).
static MERCY_MALKIN_QUEEN: Behavior = Behavior {
    fight: &[Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && beast(g, f, c)
        }),
        |g, f| g.ready(f.last_target()),
    )],
    on_event: Some(|g, me, ev| {
        if let Event::EnteredPlay { card, controller } = ev {
            if controller == g.card(me).controller
                && g.in_battleline(card)
                && g.has_trait(card, traits::CAT)
            {
                g.ward(card);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// The Mutations — Play: until the start of your next turn, a creature
/// gains the keywords `K` (a [`Keywords`] set's bits), assault `ASSAULT`
/// and the Mutant trait: Mutation of Cunning (elusive), of Fury (assault
/// 3), of Instinct (skirmish). A lasting effect applied to the creature.
struct Mutation<const K: u32, const ASSAULT: u32>;

impl<const K: u32, const ASSAULT: u32> Mutation<K, ASSAULT> {
    const BEHAVIOR: Behavior = Behavior {
        play: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.add_lasting_with(f.source, f.controller, Expiry::StartOfNextTurn, c, 0);
            }
        })],
        lasting_modifies: Queries::KEYWORDS.and(Queries::OTHER).and(Queries::RARE),
        lasting_modify: Some(Self::lasting_modify),
        ..Behavior::VANILLA
    };

    fn lasting_modify(_: &Game, e: LastingEffect, q: &mut Query) {
        match q {
            Query::Keywords { card, value } if *card == e.subject => {
                *value = value.with(Keywords(K));
            }
            Query::Assault { card, value } if *card == e.subject => *value += ASSAULT,
            Query::HasTrait { card, which, value }
                if *card == e.subject && *which == traits::MUTANT =>
            {
                *value = true;
            }
            _ => {}
        }
    }
}

/// A Niffle creature card.
fn niffle_creature_card(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.is_creature_card(c) && g.def(c).has_trait(traits::NIFFLE)
}

/// Whether Niffle Kong's "if you do" holds: the friendly Niffle creature
/// chosen was destroyed.
fn niffle_destroyed(g: &Game, f: &Frame) -> bool {
    f.target(0).is_some() && !g.card(f.target(0)).location.in_play()
}

/// Niffle Kong (both halves: a gigantic creature) — Play: search your
/// deck and discard pile for any number of Niffle creatures, reveal them,
/// put them into your hand, shuffle your deck. Fight/Reap: you may destroy
/// a friendly Niffle creature (itself included); if it is destroyed, 3
/// damage to a creature, steal 1 and destroy an enemy artifact.
static NIFFLE_KONG: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::DECK.and(Zones::DISCARD), niffle_creature_card).up_to(u8::MAX),
            |g, f| {
                let c = f.last_target();
                if c.is_some() {
                    g.return_to_hand(c);
                    g.reveal(c, f.opponent());
                }
            },
        ),
        Step::then(|g, f| g.shuffle_deck(f.controller)),
    ],
    fight: NIFFLE_SACRIFICE,
    reap: NIFFLE_SACRIFICE,
    ..Behavior::VANILLA
};

/// Niffle Kong's Fight/Reap ability.
const NIFFLE_SACRIFICE: Ability = &[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && g.has_trait(c, traits::NIFFLE)
        })
        .optional(),
        |g, f| g.destroy(f.last_target()),
    ),
    // The destruction has resolved.
    Step::deal_damage(TargetSpec::ANY_CREATURE, 3).only_if(niffle_destroyed),
    Step::steal(1).only_if(niffle_destroyed),
    Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::enemy), |g, f| {
        g.destroy(f.last_target())
    })
    .only_if(niffle_destroyed),
];

#[cfg(test)]
mod tests;
