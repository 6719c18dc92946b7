//! Geistoid, Grim Reminders.

use keysim_engine::ability::{
    filter, Ability, Behavior, Events, Frame, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::control;
use keysim_engine::select::{each, Tally};
use keysim_engine::{CardRef, Event, Expiry, Flank, Game, Location, Player, Query, Zones};
use keysim_facts::{traits, CardType, House, Keywords};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_animating_force;
#[cfg(test)]
mod tests_new_words;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "a-strong-feeling" => &A_STRONG_FEELING,
        "animating-force" => &ANIMATING_FORCE,
        "call-of-need" => &CALL_OF_NEED,
        "dark-memento" => &DARK_MEMENTO,
        "empathic-malice" => &EMPATHIC_MALICE,
        "future-is-past" => &FUTURE_IS_PAST,
        "island-of-misfit-toys" => &ISLAND_OF_MISFIT_TOYS,
        "junkyard-cemetery" => &JUNKYARD_CEMETERY,
        "kaspara" => &KASPARA,
        "mender" => &MENDER,
        "miss-chievous" => &MISS_CHIEVOUS,
        "poltergeistoids" => &POLTERGEISTOIDS,
        "protective-playmate" => &PROTECTIVE_PLAYMATE,
        "replicative-growth" => &REPLICATIVE_GROWTH,
        "shadys" => &SHADYS,
        "synchronizer" => &SYNCHRONIZER,
        "varad-the-indulgent" => &VARAD_THE_INDULGENT,
        "well-of-memory" => &WELL_OF_MEMORY,
        "boiler" => &BOILER,
        "cursed-tomb" => &CURSED_TOMB,
        "dimo-elderghast" => &DIMO_ELDERGHAST,
        "echofly" => &ECHOFLY,
        "energy-vampirism" => &ENERGY_VAMPIRISM,
        "infiltrator" => &INFILTRATOR,
        "phantasmal-visit" => &PHANTASMAL_VISIT,
        "plow-sword" => &PLOW_SWORD,
        "return-to-rubble" => &RETURN_TO_RUBBLE,
        "soul-vial" => &SOUL_VIAL,
        "spontaneous-awakening" => &SPONTANEOUS_AWAKENING,
        "tangler" => &TANGLER,
        "thoughtcatcher" => &THOUGHTCATCHER,
        "tribute-collector" => &TRIBUTE_COLLECTOR,
        "veil-of-ectoplasm" => &VEIL_OF_ECTOPLASM,
        "be-our-geist" => &BE_OUR_GEIST,
        "boo" => &BOO,
        "darklamp" => &DARKLAMP,
        "hallowed-eve-festival" => &HALLOWED_EVE_FESTIVAL,
        "harvest-skimmer" => &HARVEST_SKIMMER,
        "haunted-house" => &HAUNTED_HOUSE,
        "in-here-somewhere…" => &IN_HERE_SOMEWHERE,
        "junk-restoration" => &JUNK_RESTORATION,
        "memette" => &MEMETTE,
        "reaver" => &REAVER,
        "snippy" => &SNIPPY,
        "touchstone" => &TOUCHSTONE,
        "webstur" => &WEBSTUR,
        "winds-of-death" => &WINDS_OF_DEATH,
        "ælbia-stray" => &AELBIA_STRAY,
        "ancestral-timekeeper" => &ANCESTRAL_TIMEKEEPER,
        "chronometer" => &CHRONOMETER,
        "precocious-fragment" => &PRECOCIOUS_FRAGMENT,
        "purse-a-phone" => &PURSE_A_PHONE,
        "tick-tock" => &TICK_TOCK,
        "soultender" => &SOULTENDER,
        "immortal-greking" => &IMMORTAL_GREKING,
        "singing-scythe" => &SINGING_SCYTHE,
        "scooboo" => &SCOOBOO,
        _ => return None,
    })
}

// ----- Shared words ----------------------------------------------------------

/// Whether the ability's controller is haunted.
fn haunted(g: &Game, f: &Frame) -> bool {
    g.is_haunted(f.controller)
}

/// Whether card `c` belongs to house Geistoid (in play or not).
fn geistoid(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.belongs_to(c, House::Geistoid)
}

/// A friendly creature (in play).
fn friendly_creature(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c)
}

/// Whether `c` is a creature in play controlled by `me`'s controller with
/// Æmber on it (the "each friendly creature with Æmber on it gains ..."
/// family: Dimo, Thoughtcatcher, Soul Vial, Darklamp).
fn friendly_with_amber(g: &Game, me: CardRef, c: CardRef) -> bool {
    g.in_battleline(c) && g.card(c).controller == g.card(me).controller && g.card(c).amber > 0
}

/// "A friendly creature captures 1."
const FRIENDLY_CAPTURES_ONE: Step = Step::target(
    TargetSpec::new(Zones::CREATURES, friendly_creature),
    |g, f| {
        g.capture(f.last_target(), 1);
    },
);

/// "Purge a card from a discard pile."
const PURGE_FROM_A_DISCARD_PILE: Step =
    Step::target(TargetSpec::new(Zones::ANY_DISCARD, filter::any), |g, f| {
        g.purge(f.last_target())
    });

/// Discards the top `n` cards of `p`'s deck, one at a time; returns how
/// many of them belong to house Geistoid.
fn discard_top(g: &mut Game, p: Player, n: u32) -> u32 {
    let mut geistoid = 0;
    for _ in 0..n {
        let c = g.discard_top_of_deck(p);
        if c.is_none() {
            break;
        }
        geistoid += g.belongs_to(c, House::Geistoid) as u32;
    }
    geistoid
}

/// A creature whose power varies with something no move of a card signals
/// (Æmber in pools or on it, the discard pile) is checked against its
/// damage whenever the game settles (Marmo Swarm's rule).
fn damage_reaches_power(g: &Game, me: CardRef) -> bool {
    g.card(me).damage as i32 >= g.power(me)
}

// ----- Rares -----------------------------------------------------------------

/// A Strong Feeling — Play: each friendly creature with Æmber on it is
/// readied; then 1 Æmber goes from each friendly creature back to the
/// supply.
static A_STRONG_FEELING: Behavior = Behavior::play(&[Step::then(|g, f| {
    let charged = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller && g.card(c).amber > 0
    });
    for &c in charged.iter() {
        g.ready(c);
    }
    let friendly = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller
    });
    for &c in friendly.iter() {
        g.remove_amber(c, 1);
    }
})]);

/// Animating Force — an upgrade attached to an artifact, not a creature.
/// Play: you take control of its artifact and put it on a flank of your
/// battleline, a creature with 4 power and versatile while this stays
/// attached to it (`keysim_engine::type_change`: moved to another
/// creature, it leaves that artifact an artifact again and gives the new
/// creature nothing). Scrap: gain 1.
static ANIMATING_FORCE: Behavior = Behavior {
    play: &[
        Step::then(|g, f| {
            g.animate_host(f.source, f.controller, Flank::Right);
        })
        .only_if(|g, f| host_is_artifact(g, f) && g.creatures(f.controller).is_empty()),
        Step::choose_one(control::FLANKS, |g, f| {
            let flank = if f.option == 0 {
                Flank::Left
            } else {
                Flank::Right
            };
            g.animate_host(f.source, f.controller, flank);
        })
        .only_if(|g, f| host_is_artifact(g, f) && !g.creatures(f.controller).is_empty()),
    ],
    scrap: &[Step::gain(1)],
    attaches_to_artifact: true,
    gives_versatile: true,
    modifies: Queries::POWER.and(Queries::KEYWORDS),
    reach: Reach::Host,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if !g.is_animating(me) {
            return;
        }
        match q {
            Query::Power { card, value } if *card == g.card(me).host => *value += 4,
            Query::Keywords { card, value } if *card == g.card(me).host => {
                *value = value.with(Keywords::VERSATILE);
            }
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Whether the ability's upgrade is still attached to a card among the
/// artifacts.
fn host_is_artifact(g: &Game, f: &Frame) -> bool {
    let host = g.card(f.source).host;
    g.card(f.source).location == Location::Attached
        && host.is_some()
        && g.card(host).location == Location::Artifacts
}

/// Call of Need — Play: search your deck for any card (you may find none)
/// and discard it; the searched deck is shuffled.
static CALL_OF_NEED: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::DECK, filter::any).optional(),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.put_on_top_of_deck(c);
                g.discard_top_of_deck(f.controller);
            }
        },
    ),
    Step::then(|g, f| g.shuffle_deck(f.controller)),
]);

/// Discards the top card of `p`'s deck until `p` is haunted or the deck
/// is empty.
fn discard_until_haunted(g: &mut Game, p: Player) {
    while !g.is_haunted(p) && g.discard_top_of_deck(p).is_some() {}
}

/// "At the start of your turn, if you are not haunted, discard cards from
/// the top of your deck until you are haunted."
const HAUNT_YOURSELF: Ability = &[Step::then(|g, f| discard_until_haunted(g, f.controller))];

/// Dark Memento — at the start of your turn, if you are not haunted, you
/// discard cards from the top of your deck until you are (or it runs out).
/// Scrap: choose a player; discard the top card of their deck, again and
/// again while they are not haunted (and have a deck).
static DARK_MEMENTO: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) && !g.is_haunted(mine) {
            g.trigger(HAUNT_YOURSELF, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    scrap: &[Step::choose_one(
        &["your deck", "your opponent's deck"],
        |g, f| {
            let p = chosen_player(f);
            if g.discard_top_of_deck(p).is_some() {
                discard_until_haunted(g, p);
            }
        },
    )],
    ..Behavior::VANILLA
};

/// The player a "your deck / your opponent's deck" choice names.
fn chosen_player(f: &Frame) -> Player {
    if f.option == 0 {
        f.controller
    } else {
        f.opponent()
    }
}

/// Empathic Malice — Play: a friendly creature captures 3; if you are
/// haunted, this card goes to the bottom of your deck instead of your
/// discard pile (its enhance icons are printed on the deck's cards).
static EMPATHIC_MALICE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_creature),
        |g, f| {
            g.capture(f.last_target(), 3);
        },
    ),
    Step::then(|g, f| g.put_on_bottom_of_deck(f.source)).only_if(haunted),
]);

/// Future is Past — Play: each player's deck and discard pile change
/// places, and each deck is shuffled.
static FUTURE_IS_PAST: Behavior = Behavior::play(&[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        g.swap_deck_and_discard(p);
        g.shuffle_deck(p);
    }
})]);

/// Island of Misfit Toys — Action: every Geistoid card of your discard pile
/// goes to your hand, and the Island is purged.
static ISLAND_OF_MISFIT_TOYS: Behavior = Behavior::action(&[Step::then(|g, f| {
    let cards = each(g, f.controller, Zones::DISCARD, |c| {
        g.belongs_to(c, House::Geistoid)
    });
    for &c in cards.iter() {
        g.return_to_hand(c);
    }
    g.purge(f.source);
})]);

/// Junkyard Cemetery — its controller is haunted while their purged cards
/// and discard pile hold 10 or more cards together. Action: purge a card
/// from your discard pile.
static JUNKYARD_CEMETERY: Behavior = Behavior {
    action: &[Step::target(
        TargetSpec::new(Zones::DISCARD, filter::any),
        |g, f| g.purge(f.last_target()),
    )],
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::Haunted { player, value } = q {
            let p = g.player(*player);
            if *player == g.card(me).controller && p.purged.len() + p.discard.len() >= 10 {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// What Kaspara gives each friendly Geistoid creature, on play and when
/// destroyed: each player gains 1.
static EACH_PLAYER_GAINS_ONE: Behavior = Behavior {
    play: EACH_GAINS_ONE,
    destroyed: EACH_GAINS_ONE,
    ..Behavior::VANILLA
};

/// "Each player gains 1", an ability of a Geistoid creature.
const EACH_GAINS_ONE: Ability = &[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        g.gain(p, 1);
    }
})
.only_if(|g, f| g.belongs_to(f.source, House::Geistoid))];

/// Kaspara — its power is the Æmber in both pools together; each friendly
/// Geistoid creature (Kaspara included) has "Play/Destroyed: each player
/// gains 1".
static KASPARA: Behavior = Behavior {
    // Itself included: a card's grants reach the others only.
    play: EACH_GAINS_ONE,
    destroyed: EACH_GAINS_ONE,
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += (g.player(Player::A).amber + g.player(Player::B).amber) as i32;
            }
        }
    }),
    destroy_if: Some(damage_reaches_power),
    grants: Some(&EACH_PLAYER_GAINS_ONE),
    grants_to: Some(|g, me, c| {
        g.in_battleline(c)
            && g.card(c).controller == g.card(me).controller
            && g.belongs_to(c, House::Geistoid)
    }),
    ..Behavior::VANILLA
};

/// Mender's ability: purge a card from a discard pile, then fully heal and
/// ward each Robot creature.
const MEND: Ability = &[
    PURGE_FROM_A_DISCARD_PILE,
    Step::then(|g, f| {
        let robots = each(g, f.controller, Zones::CREATURES, |c| {
            g.has_trait(c, traits::ROBOT)
        });
        for &c in robots.iter() {
            g.heal(c, u32::MAX);
            g.ward(c);
        }
    }),
];

/// Mender — Play/After Reap: purge a card from a discard pile; fully heal
/// and ward each Robot creature.
static MENDER: Behavior = Behavior {
    play: MEND,
    reap: MEND,
    ..Behavior::VANILLA
};

/// "Each player discards the top 2 cards of their deck."
const EACH_DISCARDS_TOP_TWO: Ability = &[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        discard_top(g, p, 2);
    }
})];

/// Miss Chievous — after a friendly Geistoid creature enters play (itself
/// included), each player discards the top 2 cards of their deck. After
/// Reap: play the creature nearest the top of your discard pile.
static MISS_CHIEVOUS: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        let top_creature = g
            .player(f.controller)
            .discard
            .iter()
            .rev()
            .find(|&c| g.is_creature_card(c));
        if let Some(c) = top_creature {
            g.play_from_anywhere(c, f.controller);
        }
    })],
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::EnteredPlay { card, controller } = ev {
            if controller == mine && g.in_battleline(card) && g.belongs_to(card, House::Geistoid) {
                g.trigger(EACH_DISCARDS_TOP_TWO, me, mine);
            }
        }
    }),
    hears: Events::ENTERED_PLAY,
    ..Behavior::VANILLA
};

/// What Poltergeistoids and Spontaneous Awakening are once attached: the
/// card they are attached to belongs to house Geistoid (only).
fn host_belongs_to_geistoid(g: &Game, me: CardRef, q: &mut Query) {
    if let Query::Houses { card, value } = q {
        if g.card(me).location == Location::Attached && *card == g.card(me).host {
            *value = 1 << House::Geistoid as u32;
        }
    }
}

/// Attaches the card being played (the ability's source) to the card it
/// played ([`Frame::subject`]), if that card is in play.
fn attach_to_subject(g: &mut Game, f: &mut Frame) {
    g.attach_as_upgrade(f.source, f.subject);
}

/// Plays the card chosen last as if from hand, remembering it as the
/// frame's subject.
fn play_chosen(g: &mut Game, f: &mut Frame) {
    let c = f.last_target();
    if c.is_some() {
        f.subject = c;
        g.play_from_anywhere(c, f.controller);
    }
}

/// Poltergeistoids — Play: purge a card from a discard pile; if you do,
/// play a creature or artifact card you own from among your purged cards,
/// and this card is attached to it as an upgrade saying it belongs to house
/// Geistoid.
static POLTERGEISTOIDS: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::new(Zones::ANY_DISCARD, filter::any), |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.purge(c);
                f.done = g.card(c).location == Location::Purged;
            }
        }),
        Step::target(
            TargetSpec::new(Zones::PURGED, |g, _, c| {
                matches!(g.def(c).kind, CardType::Creature | CardType::Artifact)
            }),
            play_chosen,
        )
        .only_if(|_, f| f.done),
        Step::then(attach_to_subject).only_if(|_, f| f.subject.is_some()),
    ],
    modifies: Queries::HOUSES,
    modify: Some(host_belongs_to_geistoid),
    ..Behavior::VANILLA
};

/// Protective Playmate — while its controller is haunted it has +6 power;
/// otherwise it has elusive (taunt is printed).
static PROTECTIVE_PLAYMATE: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::KEYWORDS),
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let haunted = g.is_haunted(g.card(me).controller);
        match q {
            Query::Power { card, value } if *card == me && haunted => *value += 6,
            Query::Keywords { card, value } if *card == me && !haunted => {
                *value = value.with(Keywords::ELUSIVE);
            }
            _ => {}
        }
    }),
    destroy_if: Some(damage_reaches_power),
    ..Behavior::VANILLA
};

/// "After Reap: move 1 Æmber from this creature to your pool."
static REAP_TAKES_ONE_FROM_ITSELF: Behavior = Behavior::reap(&[Step::then(|g, f| {
    g.take_amber_from(f.source, f.controller, 1);
})]);

/// Replicative Growth — Play: for the rest of the turn, each friendly
/// creature has "After Reap: move 1 Æmber from this creature to your
/// pool".
static REPLICATIVE_GROWTH: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_grants: Some(|g, e, c| {
        (g.in_battleline(c) && g.card(c).controller == e.controller)
            .then_some(&REAP_TAKES_ONE_FROM_ITSELF)
    }),
    ..Behavior::VANILLA
};

/// Shadys — Action: play a creature from your discard pile; if it is
/// Purse-a-phone, Shadys is destroyed.
static SHADYS: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::DISCARD, filter::creature_card),
        |g, f| {
            g.play_from_anywhere(f.last_target(), f.controller);
        },
    ),
    Step::then(|g, f| g.destroy(f.source))
        .only_if(|g, f| f.target(0).is_some() && g.def(f.target(0)).name == PURSE_A_PHONE_NAME),
]);

/// Purse-a-phone's title, which Shadys and Purse-a-phone name.
const PURSE_A_PHONE_NAME: &str = "Purse-a-phone";

/// Shadys's title, which Purse-a-phone names.
const SHADYS_NAME: &str = "Shadys";

/// What Synchronizer gives each friendly Clock creature: when destroyed,
/// half its time counters (rounded up) move to that Synchronizer.
static HALF_THE_TIME_TO_SYNCHRONIZER: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let half = g.counters(f.source).div_ceil(2);
    let moved = g.remove_counters(f.source, half);
    g.add_counters(f.granted_by, moved);
})]);

/// Synchronizer — each friendly Clock creature has "Destroyed: move half
/// its time counters (rounding up) to Synchronizer". Omni: move every time
/// counter on Synchronizer to a friendly Clock creature.
static SYNCHRONIZER: Behavior = Behavior {
    omni: &[Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && g.has_trait(c, traits::CLOCK)
        }),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                let moved = g.remove_counters(f.source, u32::MAX);
                g.add_counters(c, moved);
            }
        },
    )],
    grants: Some(&HALF_THE_TIME_TO_SYNCHRONIZER),
    grants_to: Some(|g, me, c| {
        g.in_battleline(c)
            && g.card(c).controller == g.card(me).controller
            && g.has_trait(c, traits::CLOCK)
    }),
    ..Behavior::VANILLA
};

/// Varad the Indulgent — +1 power per Æmber on it; after another friendly
/// Geistoid creature fights, it captures 1.
static VARAD_THE_INDULGENT: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += g.card(me).amber as i32;
            }
        }
    }),
    destroy_if: Some(damage_reaches_power),
    on_event: Some(|g, me, ev| {
        if let Event::Fought {
            attacker,
            controller,
            ..
        } = ev
        {
            if attacker != me
                && controller == g.card(me).controller
                && g.belongs_to(attacker, House::Geistoid)
            {
                g.capture(me, 1);
            }
        }
    }),
    hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

/// Well of Memory — Play: purge any number of cards from your hand, then
/// return that many cards from your discard pile to your hand, one by one.
/// Action: destroy it.
static WELL_OF_MEMORY: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::HAND, filter::any).up_to(keysim_engine::MAX_CARDS as u8),
            |g, f| {
                let c = f.last_target();
                if c.is_some() {
                    g.purge(c);
                    f.count += 1;
                }
            },
        ),
        Step::target_per_count(TargetSpec::new(Zones::DISCARD, filter::any), |g, f| {
            g.return_to_hand(f.last_target())
        }),
    ],
    action: &[Step::then(|g, f| g.destroy(f.source))],
    ..Behavior::VANILLA
};

// ----- Uncommons ---------------------------------------------------------------

/// Boiler — Destroyed: 6 damage to each enemy flank creature. Scrap: 1
/// damage to each enemy creature.
static BOILER: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| {
        let flanks = each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller != f.controller && g.on_flank(c)
        });
        g.deal_damage_each(&flanks, 6);
    })],
    scrap: &[Step::then(|g, f| {
        let enemies = each(g, f.controller, Zones::CREATURES, |c| {
            g.card(c).controller != f.controller
        });
        g.deal_damage_each(&enemies, 1);
    })],
    ..Behavior::VANILLA
};

/// "Destroyed: purge this creature."
static PURGED_WHEN_DESTROYED: Behavior =
    Behavior::destroyed(&[Step::then(|g, f| g.purge(f.source))]);

/// Cursed Tomb — each creature (of either side) with no Æmber on it has
/// "Destroyed: purge this creature"; with no creature in play, the Tomb is
/// purged (its enhance icons are printed on the deck's cards).
static CURSED_TOMB: Behavior = Behavior {
    grants: Some(&PURGED_WHEN_DESTROYED),
    grants_to: Some(|g, _, c| g.in_battleline(c) && g.card(c).amber == 0),
    purge_if: Some(|g, _| g.all_creatures().next().is_none()),
    ..Behavior::VANILLA
};

/// "Destroyed: if you are haunted, gain 1 for each Æmber on this
/// creature."
const GAIN_AMBER_ON_IT_IF_HAUNTED: Ability = &[Step::then(|g, f| {
    let n = g.card(f.source).amber as u32;
    g.gain(f.controller, n);
})
.only_if(|g, f| haunted(g, f) && g.card(f.source).amber > 0)];

/// What Dimo gives each friendly creature with Æmber on it: when destroyed,
/// if its controller is haunted, they gain 1 per Æmber on it.
static GAIN_ITS_AMBER_IF_HAUNTED: Behavior = Behavior::destroyed(GAIN_AMBER_ON_IT_IF_HAUNTED);

/// Dimo, Elderghast — each friendly creature with Æmber on it (itself
/// included) has
/// "Destroyed: if you are haunted, gain 1 per Æmber on it" (its enhance
/// icons are printed on the deck's cards).
static DIMO_ELDERGHAST: Behavior = Behavior {
    // Itself included: a card's grants reach the others only.
    destroyed: GAIN_AMBER_ON_IT_IF_HAUNTED,
    grants: Some(&GAIN_ITS_AMBER_IF_HAUNTED),
    grants_to: Some(friendly_with_amber),
    ..Behavior::VANILLA
};

/// Energy Vampirism — Play: a creature captures 1 from its own
/// controller's pool; then, for each Æmber on it, 1 damage to a creature
/// (chosen one at a time).
static ENERGY_VAMPIRISM: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_some() {
            let side = g.card(c).controller;
            g.capture_from(c, side, 1);
            f.count = g.card(c).amber;
        }
    }),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.last_target(), 1);
    }),
]);

/// Whether `c` is an action card.
fn action_card(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.def(c).kind == CardType::Action
}

/// Echofly — Action: return an action card from your discard pile to your
/// hand. Scrap: archive the action card nearest the top of your discard
/// pile.
static ECHOFLY: Behavior = Behavior {
    action: &[Step::target(
        TargetSpec::new(Zones::DISCARD, action_card),
        |g, f| g.return_to_hand(f.last_target()),
    )],
    scrap: &[Step::then(|g, f| {
        let top_action = g
            .player(f.controller)
            .discard
            .iter()
            .rev()
            .find(|&c| g.def(c).kind == CardType::Action);
        if let Some(c) = top_action {
            g.archive(f.controller, c);
        }
    })],
    ..Behavior::VANILLA
};

/// "At the end of your turn, destroy this creature's neighbors."
const DESTROY_NEIGHBORS: Ability = &[Step::then(|g, f| {
    let neighbors: Vec<CardRef> = g.neighbors(f.source).collect();
    for c in neighbors {
        g.destroy(c);
    }
})];

/// Infiltrator — at the end of its controller's turn, its neighbors are
/// destroyed (skirmish, treachery and versatile are printed: the engine
/// has it enter play under the opponent's control and lets it be used
/// whatever the active house).
static INFILTRATOR: Behavior = Behavior {
    on_event: Some(|g, me, ev| at_end_of_my_turn(g, me, ev, DESTROY_NEIGHBORS)),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Phantasmal Visit — Play: stun and exhaust a creature; if you are
/// haunted, archive this card.
static PHANTASMAL_VISIT: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.stun(f.last_target());
        g.exhaust(f.last_target());
    }),
    Step::then(|g, f| g.archive(f.controller, f.source)).only_if(haunted),
]);

/// Plow-Sword — Action: put a creature card from a discard pile on the
/// bottom of its owner's deck; if you do, 3 damage to a creature.
static PLOW_SWORD: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, filter::creature_card),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.put_on_bottom_of_deck(c);
                f.done = g.card(c).location == Location::Deck;
            }
        },
    ),
    Step::deal_damage(TargetSpec::ANY_CREATURE, 3).only_if(|_, f| f.done),
]);

/// Return to Rubble — Play: shuffle the top 10 cards of your discard pile
/// into your deck; if 10 were shuffled in ("if you do" needs the whole
/// effect), destroy each creature. With fewer, those there are shuffled
/// in and nothing is destroyed.
static RETURN_TO_RUBBLE: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let mut moved = 0;
        while moved < 10 {
            let Some(c) = g.player(f.controller).discard.last() else {
                break;
            };
            g.put_on_top_of_deck(c);
            moved += 1;
        }
        g.shuffle_deck(f.controller);
        f.done = moved == 10;
    }),
    Step::then(|g, f| {
        let all = each(g, f.controller, Zones::CREATURES, |_| true);
        for &c in all.iter() {
            g.destroy(c);
        }
    })
    .only_if(|_, f| f.done),
]);

/// "Destroyed: archive this creature."
static ARCHIVED_WHEN_DESTROYED: Behavior =
    Behavior::destroyed(&[Step::then(|g, f| g.archive(f.controller, f.source))]);

/// Soul Vial — each friendly creature with Æmber on it has "Destroyed:
/// archive this creature" (into its owner's archives).
static SOUL_VIAL: Behavior = Behavior {
    grants: Some(&ARCHIVED_WHEN_DESTROYED),
    grants_to: Some(friendly_with_amber),
    ..Behavior::VANILLA
};

/// "Destroyed: draw 1 card."
static DRAW_ONE_WHEN_DESTROYED: Behavior = Behavior::destroyed(&[Step::draw(1)]);

/// Spontaneous Awakening — Play: if your opponent is haunted, destroy an
/// enemy artifact, Cyborg creature or Robot creature; if you do, play that
/// card from its owner's discard pile as if it were in your hand, and this
/// card is attached to it as an upgrade saying it belongs to house
/// Geistoid.
static SPONTANEOUS_AWAKENING: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::IN_PLAY, |g, f, c| {
                filter::enemy(g, f, c)
                    && (g.def(c).kind == CardType::Artifact
                        || (g.in_battleline(c)
                            && (g.has_trait(c, traits::CYBORG) || g.has_trait(c, traits::ROBOT))))
            }),
            |g, f| g.destroy(f.last_target()),
        )
        .only_if(|g, f| g.is_haunted(f.opponent())),
        Step::then(|g, f| {
            let c = f.target(0);
            if g.was_destroyed(c) && g.card(c).location == Location::Discard {
                f.subject = c;
                g.play_from_anywhere(c, f.controller);
            }
        })
        .only_if(|_, f| f.target_count > 0),
        Step::then(attach_to_subject).only_if(|_, f| f.subject.is_some()),
    ],
    modifies: Queries::HOUSES,
    modify: Some(host_belongs_to_geistoid),
    ..Behavior::VANILLA
};

/// Tangler — After Reap: stun a creature and each of its neighbors.
/// Scrap: stun a creature.
static TANGLER: Behavior = Behavior {
    reap: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        let neighbors: Vec<CardRef> = g.neighbors(c).collect();
        g.stun(c);
        for n in neighbors {
            g.stun(n);
        }
    })],
    scrap: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.stun(f.last_target())
    })],
    ..Behavior::VANILLA
};

/// Thoughtcatcher — each friendly creature with Æmber on it (itself
/// included) has
/// "Destroyed: draw 1" (its enhance icons are printed on the deck's cards).
static THOUGHTCATCHER: Behavior = Behavior {
    // Itself included: a card's grants reach the others only.
    destroyed: &[Step::draw(1).only_if(|g, f| g.card(f.source).amber > 0)],
    grants: Some(&DRAW_ONE_WHEN_DESTROYED),
    grants_to: Some(friendly_with_amber),
    ..Behavior::VANILLA
};

/// Tribute Collector — Play/After Fight: a friendly creature captures 1
/// (taunt is printed).
static TRIBUTE_COLLECTOR: Behavior = Behavior {
    play: &[FRIENDLY_CAPTURES_ONE],
    fight: &[FRIENDLY_CAPTURES_ONE],
    ..Behavior::VANILLA
};

/// Veil of Ectoplasm — Play: for each Geistoid card in your discard pile,
/// a friendly creature (chosen each time) captures 1.
static VEIL_OF_ECTOPLASM: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::DISCARD, geistoid)),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, friendly_creature),
        |g, f| {
            g.capture(f.last_target(), 1);
        },
    ),
]);

// ----- Commons -----------------------------------------------------------------

/// Be Our Geist — Play: play a creature from the discard pile of a haunted
/// player (either), as if from your hand.
static BE_OUR_GEIST: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ANY_DISCARD, |g, _, c| {
        g.is_creature_card(c) && g.is_haunted(g.card(c).owner)
    }),
    |g, f| {
        g.play_from_anywhere(f.last_target(), f.controller);
    },
)]);

/// Boo! — Play: choose a player; the top 10 cards of their deck are
/// discarded.
static BOO: Behavior = Behavior::play(&[Step::choose_one(
    &["your deck", "your opponent's deck"],
    |g, f| {
        discard_top(g, chosen_player(f), 10);
    },
)]);

/// Darklamp — each friendly creature with Æmber on it has elusive. Play:
/// capture 1.
static DARKLAMP: Behavior = Behavior {
    play: &[Step::capture(1)],
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if friendly_with_amber(g, me, *card) {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Hallowed Eve Festival — Play: discard the top 5 cards of your deck; for
/// each Geistoid card among them, a friendly creature (chosen each time)
/// captures 1.
static HALLOWED_EVE_FESTIVAL: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = discard_top(g, f.controller, 5) as u8),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, friendly_creature),
        |g, f| {
            g.capture(f.last_target(), 1);
        },
    ),
]);

/// Harvest Skimmer — After Reap: discard the top card of your deck; if it
/// is a creature, gain 1.
static HARVEST_SKIMMER: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let c = g.discard_top_of_deck(f.controller);
    if c.is_some() && g.is_creature_card(c) {
        g.gain(f.controller, 1);
    }
})]);

/// "Discard the top card of your deck."
const DISCARD_TOP_ONE: Ability = &[Step::then(|g, f| {
    discard_top(g, f.controller, 1);
})];

/// Haunted House — at the start of your turn, if you are not haunted,
/// discard the top card of your deck. Omni: if you are haunted, gain 1.
static HAUNTED_HOUSE: Behavior = Behavior {
    omni: &[Step::gain(1).only_if(haunted)],
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) && !g.is_haunted(mine) {
            g.trigger(DISCARD_TOP_ONE, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// In Here Somewhere… — Play: if you are haunted, archive 2 cards of your
/// discard pile; otherwise discard the top 5 cards of your deck.
static IN_HERE_SOMEWHERE: Behavior = Behavior::play(&[
    // Haunted is read once: archiving may leave fewer than 10 cards.
    Step::then(|g, f| f.done = haunted(g, f)),
    Step::target(
        TargetSpec::new(Zones::DISCARD, filter::any).exactly(2),
        |g, f| g.archive(f.controller, f.last_target()),
    )
    .only_if(|_, f| f.done),
    Step::then(|g, f| {
        discard_top(g, f.controller, 5);
    })
    .only_if(|_, f| !f.done),
]);

/// Junk Restoration — Play: discard the top 3 cards of your deck; you may
/// put one of them into your hand (its enhance icons are printed on the
/// deck's cards).
static JUNK_RESTORATION: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let before = g.player(f.controller).discard.len();
        discard_top(g, f.controller, 3);
        f.count = (g.player(f.controller).discard.len() - before) as u8;
    }),
    Step::target(
        TargetSpec::new(Zones::DISCARD, |g, f, c| {
            let pile = &g.player(f.controller).discard;
            pile.position(c)
                .is_some_and(|i| i + f.count as usize >= pile.len())
        })
        .optional(),
        |g, f| g.return_to_hand(f.last_target()),
    ),
]);

/// "Archive the top card of your discard pile."
const ARCHIVE_TOP_OF_DISCARD: Ability = &[Step::then(|g, f| {
    if let Some(c) = g.player(f.controller).discard.last() {
        g.archive(f.controller, c);
    }
})];

/// Memette — Play/Destroyed: archive the top card of your discard pile.
static MEMETTE: Behavior = Behavior {
    play: ARCHIVE_TOP_OF_DISCARD,
    destroyed: ARCHIVE_TOP_OF_DISCARD,
    ..Behavior::VANILLA
};

/// Reaver — After Reap: move 1 Æmber from a friendly creature to your
/// pool; if you do, discard a card from your hand (its enhance icons are
/// printed on the deck's cards).
static REAVER: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, friendly_creature),
        |g, f| {
            f.done = g.take_amber_from(f.last_target(), f.controller, 1) == 1;
        },
    ),
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.discard_from_hand(f.last_target())
    })
    .only_if(|_, f| f.done),
]);

/// Snippy — Play: 2 damage to a creature. Scrap: destroy an enemy flank
/// creature (skirmish is printed).
static SNIPPY: Behavior = Behavior {
    play: &[Step::deal_damage(TargetSpec::ANY_CREATURE, 2)],
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && g.on_flank(c)
        }),
        |g, f| g.destroy(f.last_target()),
    )],
    ..Behavior::VANILLA
};

/// Touchstone — After Reap: if you are haunted, draw 2; otherwise discard
/// the top 2 cards of your deck.
static TOUCHSTONE: Behavior = Behavior::reap(&[Step::then(|g, f| {
    if g.is_haunted(f.controller) {
        g.draw(f.controller, 2);
    } else {
        discard_top(g, f.controller, 2);
    }
})]);

/// Webstur — After Fight: once for each damage on it, you may discard the
/// top card of each player's deck (asked again after each yes) (taunt is
/// printed).
static WEBSTUR: Behavior = Behavior::fight(&[
    Step::then(|g, f| f.count = g.card(f.source).damage),
    Step::may(|g, f| {
        for p in [f.controller, f.opponent()] {
            discard_top(g, p, 1);
        }
        f.count -= 1;
        f.repeat = f.count > 0;
    })
    .only_if(|_, f| f.count > 0),
]);

/// Winds of Death — Play: each player archives each creature card of their
/// discard pile; then each creature is destroyed.
static WINDS_OF_DEATH: Behavior = Behavior::play(&[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        let creatures: Vec<CardRef> = g
            .player(p)
            .discard
            .iter()
            .filter(|&c| g.is_creature_card(c))
            .collect();
        for c in creatures {
            g.archive(p, c);
        }
    }
    let all = each(g, f.controller, Zones::CREATURES, |_| true);
    for &c in all.iter() {
        g.destroy(c);
    }
})]);

/// Ælbia Stray — enters play ready if its controller is haunted. After
/// Reap: capture 1.
static AELBIA_STRAY: Behavior = Behavior {
    reap: &[Step::capture(1)],
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me && g.is_haunted(g.card(me).controller) {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

// ----- Specials ----------------------------------------------------------------

/// The Clocks' turn end: each friendly Clock creature gets a time counter.
fn wind_friendly_clocks(g: &mut Game, f: &Frame) {
    let clocks = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller && g.has_trait(c, traits::CLOCK)
    });
    for &c in clocks.iter() {
        g.add_counters(c, 1);
    }
}

/// "At the end of your turn, ..." for a Clock creature: queues `ability`.
fn at_end_of_my_turn(g: &mut Game, me: CardRef, ev: Event, ability: Ability) {
    let mine = g.card(me).controller;
    if ev == (Event::TurnEnded { player: mine }) {
        g.trigger(ability, me, mine);
    }
}

/// Ancestral Timekeeper's turn end: wind the Clocks; with 12 or more time
/// counters on it, it is purged and, if it is, you take another turn.
const ANCESTRAL_TIMEKEEPER_CHIMES: Ability = &[Step::then(|g, f| {
    wind_friendly_clocks(g, f);
    if g.counters(f.source) >= 12 {
        g.purge(f.source);
        if g.card(f.source).location == Location::Purged {
            g.take_another_turn(f.controller);
        }
    }
})];

/// Ancestral Timekeeper — at the end of your turn, each friendly Clock
/// creature gets a time counter; at 12 or more on it, it is purged and, if
/// it is, you take another turn after this one.
static ANCESTRAL_TIMEKEEPER: Behavior = Behavior {
    on_event: Some(|g, me, ev| at_end_of_my_turn(g, me, ev, ANCESTRAL_TIMEKEEPER_CHIMES)),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Chronometer's turn end: wind the Clocks; with 6 or more time counters on
/// it, it is destroyed, and if it is, a card of a discard pile is purged.
const CHRONOMETER_CHIMES: Ability = &[
    Step::then(|g, f| {
        wind_friendly_clocks(g, f);
        if g.counters(f.source) >= 6 {
            g.destroy(f.source);
        }
    }),
    PURGE_FROM_A_DISCARD_PILE.only_if(|g, f| g.was_destroyed(f.source)),
];

/// Chronometer — at the end of your turn, each friendly Clock creature
/// gets a time counter; at 6 or more on it, it is destroyed and, if it is,
/// you purge a card from a discard pile.
static CHRONOMETER: Behavior = Behavior {
    on_event: Some(|g, me, ev| at_end_of_my_turn(g, me, ev, CHRONOMETER_CHIMES)),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Tick-Tock's turn end: wind the Clocks; with 3 or more time counters on
/// it, it is destroyed, and if it is, up to 3 cards of your hand and
/// discard pile are archived.
const TICK_TOCK_CHIMES: Ability = &[
    Step::then(|g, f| {
        wind_friendly_clocks(g, f);
        if g.counters(f.source) >= 3 {
            g.destroy(f.source);
        }
    }),
    Step::target(
        TargetSpec::new(Zones::HAND.and(Zones::DISCARD), filter::any).up_to(3),
        |g, f| g.archive(f.controller, f.last_target()),
    )
    .only_if(|g, f| g.was_destroyed(f.source)),
];

/// Tick-Tock — at the end of your turn, each friendly Clock creature gets a
/// time counter; at 3 or more on it, it is destroyed and, if it is, you
/// archive up to 3 cards from your hand and discard pile.
static TICK_TOCK: Behavior = Behavior {
    on_event: Some(|g, me, ev| at_end_of_my_turn(g, me, ev, TICK_TOCK_CHIMES)),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Precocious Fragment — After Reap: if you are haunted, gain 1; otherwise
/// discard the top card of your deck.
static PRECOCIOUS_FRAGMENT: Behavior = Behavior::reap(&[Step::then(|g, f| {
    if g.is_haunted(f.controller) {
        g.gain(f.controller, 1);
    } else {
        discard_top(g, f.controller, 1);
    }
})]);

/// Purse-a-phone — every player's keys cost 2 less. Destroyed: if Shadys
/// is in your discard pile, it returns to your hand.
static PURSE_A_PHONE: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| {
        let shadys = g
            .player(f.controller)
            .discard
            .iter()
            .find(|&c| g.def(c).name == SHADYS_NAME);
        if let Some(c) = shadys {
            g.return_to_hand(c);
        }
    })],
    modifies: Queries::ECONOMY,
    modify: Some(|_, _, q| {
        if let Query::KeyCost { value, .. } = q {
            *value -= 2;
        }
    }),
    ..Behavior::VANILLA
};

/// Soultender's ability: the Æmber on each Specter creature goes back to
/// the supply; each Specter creature is fully healed and warded.
const TEND_SOULS: Ability = &[Step::then(|g, f| {
    let specters = each(g, f.controller, Zones::CREATURES, |c| {
        g.has_trait(c, traits::SPECTER)
    });
    for &c in specters.iter() {
        g.remove_amber(c, u32::MAX);
        g.heal(c, u32::MAX);
        g.ward(c);
    }
})];

/// Soultender — Play/After Reap: the Æmber on each Specter creature goes
/// to the supply; each Specter creature is fully healed and warded.
static SOULTENDER: Behavior = Behavior {
    play: TEND_SOULS,
    reap: TEND_SOULS,
    ..Behavior::VANILLA
};

/// Immortal Greking — Play: take control of an enemy creature and put it
/// at the place of your battleline you choose; while Immortal Greking stays
/// in play, that creature belongs to Greking's house (only). Destroyed: if
/// you are haunted, archive Immortal Greking.
static IMMORTAL_GREKING: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
            let c = f.last_target();
            if c.is_none() {
                return;
            }
            g.take_control(c, f.controller, Flank::Right);
            if g.in_battleline(c) && g.card(c).controller == f.controller {
                f.subject = c;
                let house = g.card(f.source).house;
                g.add_lasting_with(
                    f.source,
                    f.controller,
                    Expiry::SubjectLeavesPlay,
                    c,
                    house as u8,
                );
            }
        }),
        Step::choose_number_between(
            |g, f| {
                let last = g.creatures(f.controller).len().saturating_sub(1);
                (0, last.min(u8::MAX as usize) as u8)
            },
            |g, f| g.move_in_battleline(f.subject, f.option as usize),
        )
        .only_if(|g, f| f.subject.is_some() && g.creatures(f.controller).len() > 1),
    ],
    destroyed: &[Step::then(|g, f| g.archive(f.controller, f.source)).only_if(haunted)],
    leaves_play: &[Step::then(|g, f| {
        let source = f.source;
        g.expire_lasting(|e| e.source == source);
    })],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|_, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject {
                *value = 1 << e.house() as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Singing Scythe — while you are haunted, step 3 may return it from your
/// discard pile to your hand; its creature gains "After Reap: if you are
/// haunted, purge a card from a discard pile".
static SINGING_SCYTHE: Behavior = Behavior {
    grants: Some(&REAP_PURGES_WHILE_HAUNTED),
    returns_from_discard: Some(|g, p| g.is_haunted(p)),
    ..Behavior::VANILLA
};

/// "After Reap: if you are haunted, purge a card from a discard pile."
static REAP_PURGES_WHILE_HAUNTED: Behavior =
    Behavior::reap(&[PURGE_FROM_A_DISCARD_PILE.only_if(haunted)]);

/// Scooboo — while it is in your discard pile, each card you would draw
/// during your turn may be replaced: discard the top 3 cards of your deck
/// and return Scooboo from your discard pile to your hand.
static SCOOBOO: Behavior = Behavior {
    instead_of_drawing: Some(|g, me| {
        let owner = g.card(me).owner;
        discard_top(g, owner, 3);
        g.return_to_hand(me);
    }),
    ..Behavior::VANILLA
};
