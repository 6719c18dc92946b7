//! Saurian, Worlds Collide.

use keysim_engine::ability::{
    filter, Behavior, Chooser, Expiry, HouseSpec, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::select::each;
use keysim_engine::{control, CardRef, Flank, Frame, Game, GameAction, Location, Query, Zones};
use keysim_facts::{traits, House};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "axiom-of-grisk" => &AXIOM_OF_GRISK,
        "brutodon-auxiliary" => &Behavior::VANILLA,
        "chant-of-hubris" => &CHANT_OF_HUBRIS,
        "imperial-scutum" => &IMPERIAL_SCUTUM,
        "imperium" => &IMPERIUM,
        "legatus-raptor" => &LEGATUS_RAPTOR,
        "odoac-the-patrician" => &ODOAC_THE_PATRICIAN,
        "phalanx-strike" => &PHALANX_STRIKE,
        "praefectus-ludo" => &PRAEFECTUS_LUDO,
        "questor-jarta" => &QUESTOR_JARTA,
        "rhetor-gallim" => &RHETOR_GALLIM,
        "senator-shrix" => &SENATOR_SHRIX,
        "the-golden-spiral" => &THE_GOLDEN_SPIRAL,
        "thero-centurion" => &THERO_CENTURION,
        "tribute" => &TRIBUTE,
        "tricerian-legionary" => &TRICERIAN_LEGIONARY,
        "ancient-power" => &ANCIENT_POWER,
        "centurion-stenopius" => &CENTURION_STENOPIUS,
        "city-state-interest" => &CITY_STATE_INTEREST,
        "draco-praeco" => &DRACO_PRAECO,
        "exile" => &EXILE,
        "library-of-polliasaurus" => &LIBRARY_OF_POLLIASAURUS,
        "orator-hissaro" => &ORATOR_HISSARO,
        "paraguardian" => &PARAGUARDIAN,
        "philophosaurus" => &PHILOPHOSAURUS,
        "regrettable-meteor" => &REGRETTABLE_METEOR,
        "sic-semper-tyrannosaurus" => &SIC_SEMPER_TYRANNOSAURUS,
        "stomp" => &STOMP,
        "tribune-pompitus" => &TRIBUNE_POMPITUS,
        _ => return None,
    })
}

/// "You may exalt this creature": on yes, the ability's source is exalted,
/// and [`Frame::done`] tells the "if you do" steps after it that it was.
const MAY_EXALT_ITSELF: Step = Step::may(|g, f| {
    f.done = g.in_battleline(f.source);
    g.exalt(f.source);
});

/// Whether the "if you do" of the step before held.
fn did(_: &Game, f: &Frame) -> bool {
    f.done
}

/// A friendly creature other than the ability's source.
fn other_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    c != f.source && filter::friendly(g, f, c)
}

/// Readies a creature and uses it ("ready and use").
fn ready_and_use(g: &mut Game, c: CardRef) {
    if g.in_battleline(c) {
        g.ready(c);
        g.use_creature(c);
    }
}

/// Axiom of Grisk — Play: ward a creature, destroy every creature without
/// Æmber on it, gain 2 chains.
static AXIOM_OF_GRISK: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| g.ward(f.last_target())),
    Step::then(|g, f| {
        let bare = each(g, f.controller, Zones::CREATURES, |c| g.card(c).amber == 0);
        for &c in bare.iter() {
            g.destroy(c);
        }
        g.gain_chains(f.controller, 2);
    }),
]);

/// A creature with Æmber on it.
fn holds_amber(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.card(c).amber > 0
}

/// Chant of Hubris — Play: 1 Æmber moves from one creature to another.
static CHANT_OF_HUBRIS: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, holds_amber),
        keysim_engine::ability::record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::not_chosen),
        |g, f| {
            if f.last_target().is_some() && g.remove_amber(f.target(0), 1) == 1 {
                g.place_amber(f.last_target(), 1);
            }
        },
    )
    .only_if(|_, f| f.target(0).is_some()),
]);

/// "Destroyed: the Æmber on this creature goes back to the supply" (what
/// Imperial Scutum and Praefectus Ludo give).
static AMBER_TO_SUPPLY_WHEN_DESTROYED: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let on_it = g.card(f.source).amber as u32;
    g.remove_amber(f.source, on_it);
})]);

/// Imperial Scutum — its creature gets +2 armor, and when destroyed its
/// Æmber goes to the supply.
static IMPERIAL_SCUTUM: Behavior = Behavior {
    grants: Some(&AMBER_TO_SUPPLY_WHEN_DESTROYED),
    modifies: Queries::ARMOR,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if *card == g.card(me).host {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Imperium — Play: ward 2 friendly creatures.
static IMPERIUM: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly).exactly(2),
    |g, f| g.ward(f.last_target()),
)]);

/// Legatus Raptor — Fight: it may exalt itself to ready and use another
/// friendly creature.
static LEGATUS_RAPTOR: Behavior = Behavior::fight(&[
    MAY_EXALT_ITSELF,
    Step::target(TargetSpec::new(Zones::CREATURES, other_friendly), |g, f| {
        ready_and_use(g, f.last_target())
    })
    .only_if(did),
]);

/// Odoac the Patrician — Play: capture 1. While it holds Æmber, its
/// controller's Æmber cannot be stolen.
static ODOAC_THE_PATRICIAN: Behavior = Behavior {
    play: &[Step::capture(1)],
    modifies: Queries::REPLACEMENTS,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action: GameAction::Steal { thief, .. },
        } = *q
        {
            let mine = g.card(me);
            if thief != mine.controller && mine.amber > 0 {
                *q = Query::Instead {
                    action: GameAction::Prevented,
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// 1 damage to the ability's first target for each friendly creature.
fn strike_first_target(g: &mut Game, f: &Frame) {
    let friendly = g.creatures(f.controller).len() as u32;
    g.deal_damage(f.target(0), friendly);
}

/// Phalanx Strike — Play: 1 damage to a creature per friendly creature;
/// exalting a friendly creature deals it again, as a separate effect (the
/// first may break a ward, the second still hits: FAQ).
static PHALANX_STRIKE: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| strike_first_target(g, f)),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).optional(),
        |g, f| {
            if f.last_target().is_some() {
                g.exalt(f.last_target());
                strike_first_target(g, f);
            }
        },
    )
    .only_if(|g, f| g.in_battleline(f.target(0))),
]);

/// Praefectus Ludo — each other friendly creature gains "Destroyed: the
/// Æmber on this creature goes back to the supply".
static PRAEFECTUS_LUDO: Behavior = Behavior {
    grants: Some(&AMBER_TO_SUPPLY_WHEN_DESTROYED),
    grants_to: Some(|g, me, c| c != me && g.card(c).controller == g.card(me).controller),
    ..Behavior::VANILLA
};

/// Questor Jarta — elusive; Reap: it may exalt itself to gain 1.
static QUESTOR_JARTA: Behavior = Behavior::reap(&[MAY_EXALT_ITSELF, Step::gain(1).only_if(did)]);

/// Starts Rhetor Gallim's tax: the opponent's keys cost 3 more during
/// their next turn.
fn tax_next_turn(g: &mut Game, f: &mut Frame) {
    g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn);
}

/// Rhetor Gallim — Play, and Reap if it exalts itself: the opponent's keys
/// cost +3 during their next turn.
static RHETOR_GALLIM: Behavior = Behavior {
    play: &[Step::then(tax_next_turn)],
    reap: &[MAY_EXALT_ITSELF, Step::then(tax_next_turn).only_if(did)],
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != e.controller && g.active_player() == *player {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Senator Shrix — its Æmber may pay for keys; Play/Reap: it may exalt
/// itself.
static SENATOR_SHRIX: Behavior = Behavior {
    play: &[MAY_EXALT_ITSELF],
    reap: &[MAY_EXALT_ITSELF],
    forge_bank: true,
    ..Behavior::VANILLA
};

/// The Golden Spiral — Action: exalt a friendly creature, then ready and
/// use it.
static THE_GOLDEN_SPIRAL: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.exalt(f.last_target());
        ready_and_use(g, f.last_target());
    },
)]);

/// Thero Centurion — Play/Fight: capture 1.
static THERO_CENTURION: Behavior = Behavior {
    play: &[Step::capture(1)],
    fight: &[Step::capture(1)],
    ..Behavior::VANILLA
};

/// A most powerful friendly creature (ties: the player chooses).
fn most_powerful_friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
    let power = g.power(c);
    filter::friendly(g, f, c)
        && g.creatures(f.controller)
            .iter()
            .all(|&o| g.power(o) <= power)
}

/// Tribute — Play: the most powerful friendly creature captures 2, and
/// again if it is exalted.
static TRIBUTE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, most_powerful_friendly),
        |g, f| {
            g.capture(f.target(0), 2);
        },
    ),
    Step::may(|g, f| {
        g.exalt(f.target(0));
        g.capture(f.target(0), 2);
    })
    .only_if(|g, f| g.in_battleline(f.target(0))),
]);

/// Tricerian Legionary — taunt; Play: ward a friendly creature.
static TRICERIAN_LEGIONARY: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| g.ward(f.last_target()),
)]);

/// Ancient Power — Play: ward each friendly creature with Æmber on it.
static ANCIENT_POWER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let stocked = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller && g.card(c).amber > 0
    });
    for &c in stocked.iter() {
        g.ward(c);
    }
})]);

/// Centurion Stenopius — +3 power per Æmber on it; Play/Fight/Reap: it may
/// exalt itself.
static CENTURION_STENOPIUS: Behavior = Behavior {
    play: &[MAY_EXALT_ITSELF],
    fight: &[MAY_EXALT_ITSELF],
    reap: &[MAY_EXALT_ITSELF],
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += 3 * g.card(me).amber as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// City-State Interest — Play: each friendly creature captures 1; when the
/// opponent has less Æmber than there are friendly creatures, the player
/// chooses which capture.
static CITY_STATE_INTEREST: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let mine = g.creatures(f.controller).len() as u32;
        let theirs = g.player(f.opponent()).amber as u32;
        f.count = theirs.min(mine) as u8;
        if theirs >= mine {
            let line = each(g, f.controller, Zones::CREATURES, |c| {
                g.card(c).controller == f.controller
            });
            for &c in line.iter() {
                g.capture(c, 1);
            }
            f.count = 0;
        }
    }),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && filter::not_chosen(g, f, c)
        }),
        |g, f| {
            g.capture(f.last_target(), 1);
        },
    ),
]);

/// Draco Praeco — Reap: it may exalt itself to enrage each creature of a
/// house of the player's choice.
static DRACO_PRAECO: Behavior = Behavior::reap(&[
    MAY_EXALT_ITSELF,
    Step::choose_house(HouseSpec::Any, |g, f| {
        let Some(house) = f.house else { return };
        let of_house = each(g, f.controller, Zones::CREATURES, |c| {
            g.belongs_to(c, house)
        });
        for &c in of_house.iter() {
            g.enrage(c);
        }
    })
    .only_if(did),
]);

/// Gives the ability's subject to the controller's opponent on the flank
/// they choose ([`Frame::option`], asked when their battleline is not
/// empty).
fn give_subject_to_opponent(g: &mut Game, f: &mut Frame) {
    let flank = if g.creatures(f.opponent()).is_empty() || f.option == 1 {
        Flank::Right
    } else {
        Flank::Left
    };
    g.take_control(f.subject, f.opponent(), flank);
}

/// Exile — Play: the opponent takes control of a friendly creature (they
/// choose its flank).
static EXILE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            f.subject = f.last_target();
            if g.in_battleline(f.subject) && g.creatures(f.opponent()).is_empty() {
                give_subject_to_opponent(g, f);
            }
        },
    ),
    Step::choose_one(control::FLANKS, give_subject_to_opponent)
        .chosen_by(Chooser::Opponent)
        .only_if(|g, f| g.in_battleline(f.subject) && g.card(f.subject).controller == f.controller),
]);

/// Library of Polliasaurus — Action: 1 Æmber from a friendly creature to
/// the pool.
static LIBRARY_OF_POLLIASAURUS: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c) && holds_amber(g, f, c)
    }),
    |g, f| {
        g.take_amber_from(f.last_target(), f.controller, 1);
    },
)]);

/// Orator Hissaro — deploy; Play: its neighbors are readied, exalted and of
/// house Saurian (only) for the rest of the turn.
static ORATOR_HISSARO: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let beside = each(g, f.controller, Zones::CREATURES, |c| {
            g.are_neighbors(f.source, c)
        });
        for &c in beside.iter() {
            g.ready(c);
            g.exalt(c);
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
        }
    })],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|_, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject {
                *value = 1 << House::Saurian as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Paraguardian — Reap: it may exalt itself to ward each of its neighbors.
static PARAGUARDIAN: Behavior = Behavior::reap(&[
    MAY_EXALT_ITSELF,
    Step::then(|g, f| {
        let beside = each(g, f.controller, Zones::CREATURES, |c| {
            g.are_neighbors(f.source, c)
        });
        for &c in beside.iter() {
            g.ward(c);
        }
    })
    .only_if(did),
]);

/// One of the cards Philophosaurus looked at, still in its controller's
/// hand.
fn looked_at_in_hand(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.chosen()[..f.count as usize].contains(&c) && g.card(c).location == Location::Hand
}

/// Philophosaurus — Reap: it may look at the top 3 cards of the deck, to
/// archive one, keep one in hand and discard one. The cards are taken into
/// the hand (seen by their owner alone) to be chosen from; the one
/// discarded goes back to the top of the deck to be discarded from there.
static PHILOPHOSAURUS: Behavior = Behavior::reap(&[
    Step::may(|g, f| {
        for _ in 0..3 {
            let Some(top) = g.player(f.controller).deck.last() else {
                break;
            };
            g.return_to_hand(top);
            f.push_target(top);
        }
        f.count = f.target_count;
    }),
    Step::target(TargetSpec::new(Zones::HAND, looked_at_in_hand), |g, f| {
        g.archive(f.controller, f.last_target());
    })
    .only_if(|_, f| f.count > 0),
    Step::target(TargetSpec::new(Zones::HAND, looked_at_in_hand), |g, f| {
        let kept = f.last_target();
        for i in 0..f.count as usize {
            let c = f.target(i);
            if c != kept && g.card(c).location == Location::Hand {
                g.put_on_top_of_deck(c);
                g.discard_top_of_deck(f.controller);
            }
        }
    })
    .only_if(|g, f| (0..f.count as usize).any(|i| looked_at_in_hand(g, f, f.target(i)))),
]);

/// Regrettable Meteor — Play: destroy each Dinosaur creature and each
/// creature with power 6 or more.
static REGRETTABLE_METEOR: Behavior = Behavior::play(&[Step::then(|g, f| {
    let doomed = each(g, f.controller, Zones::CREATURES, |c| {
        g.def(c).has_trait(traits::DINOSAUR) || g.power(c) >= 6
    });
    for &c in doomed.iter() {
        g.destroy(c);
    }
})]);

/// Sic Semper Tyrannosaurus — Play: the Æmber on the most powerful creature
/// goes to the pool, and that creature is destroyed.
static SIC_SEMPER_TYRANNOSAURUS: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::most_powerful),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            let on_it = g.card(c).amber as u32;
            g.take_amber_from(c, f.controller, on_it);
            g.destroy(c);
        }
    },
)]);

/// Stomp — Play: 5 damage to a creature; if that destroys it, exalt a
/// friendly creature.
static STOMP: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        f.done = g.deal_damage(f.last_target(), 5) > 0;
    }),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.exalt(f.last_target()),
    )
    .only_if(|g, f| f.done && !g.card(f.target(0)).location.in_play()),
]);

/// Tribune Pompitus — each friendly creature gets +2 power per Æmber on
/// it; Before Fight: it may exalt itself.
static TRIBUNE_POMPITUS: Behavior = Behavior {
    before_fight: &[MAY_EXALT_ITSELF],
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, _, q| {
        if let Query::Power { card, value } = q {
            *value += 2 * g.card(*card).amber as i32;
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
