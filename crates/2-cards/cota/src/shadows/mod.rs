//! Shadows, Call of the Archons.

use keysim_engine::ability::Events;
use keysim_engine::ability::{
    filter, record, Behavior, Event, Expiry, Frame, Queries, Query, Step, TargetSpec,
};
use keysim_engine::destroyed::{target_destroyed, PURGE_IF_DESTROYED};
use keysim_engine::select::each;
use keysim_engine::GameAction;
use keysim_engine::{CardRef, Flank, Game, Zones};
use keysim_facts::{traits, CardType, House, Keywords};

use keysim_engine::host_gains::HostGains;

/// The behaviour of a Shadows card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "nerve-blast" => &NERVE_BLAST,
        "poison-wave" => &POISON_WAVE,
        "too-much-to-protect" => &TOO_MUCH_TO_PROTECT,
        "seeker-needle" => &SEEKER_NEEDLE,
        "bad-penny" => &BAD_PENNY,
        "noddy-the-thief" => &NODDY_THE_THIEF,
        "dodger" => &DODGER,
        "shadow-self" => &SHADOW_SELF,
        "silvertooth" => &SILVERTOOTH,
        "urchin" => &URCHIN,
        "carlo-phantom" => &CARLO_PHANTOM,
        "customs-office" => &CUSTOMS_OFFICE,
        "deipno-spymaster" => &DEIPNO_SPYMASTER,
        "duskrunner" => &DUSKRUNNER,
        "ghostly-hand" => &GHOSTLY_HAND,
        "hidden-stash" => &HIDDEN_STASH,
        "magda-the-rat" => &MAGDA_THE_RAT,
        "masterplan" => &MASTERPLAN,
        "mooncurser" => &MOONCURSER,
        "pawn-sacrifice" => &PAWN_SACRIFICE,
        "relentless-whispers" => &RELENTLESS_WHISPERS,
        "ring-of-invisibility" => &RING_OF_INVISIBILITY,
        "umbra" => &UMBRA,
        "bait-and-switch" => &BAIT_AND_SWITCH,
        "routine-job" => &ROUTINE_JOB,
        "skeleton-key" => &SKELETON_KEY,
        "special-delivery" => &SPECIAL_DELIVERY,
        "macis-asp" => &Behavior::VANILLA,
        "silent-dagger" => &SILENT_DAGGER,
        "speed-sigil" => &SPEED_SIGIL,
        "mack-the-knife" => &MACK_THE_KNIFE,
        "old-bruno" => &OLD_BRUNO,
        "one-last-job" => &ONE_LAST_JOB,
        "oubliette" => &OUBLIETTE,
        "miasma" => &MIASMA,
        "bulleteye" => &BULLETEYE,
        "lights-out" => &LIGHTS_OUT,
        "finishing-blow" => &FINISHING_BLOW,
        "subtle-maul" => &SUBTLE_MAUL,
        "longfused-mines" => &LONGFUSED_MINES,
        "booby-trap" => &BOOBY_TRAP,
        "key-of-darkness" => &KEY_OF_DARKNESS,
        "treasure-map" => &TREASURE_MAP,
        "selwyn-the-fence" => &SELWYN_THE_FENCE,
        "smiling-ruth" => &SMILING_RUTH,
        "the-sting" => &THE_STING,
        "nexus" => &NEXUS,
        "faygin" => &FAYGIN,
        "sneklifter" => &SNEKLIFTER,
        "evasion-sigil" => &EVASION_SIGIL,
        "imperial-traitor" => &IMPERIAL_TRAITOR,
        "safe-place" => &SAFE_PLACE,
        _ => return None,
    })
}

/// Any creature, but only if the previous "if you do" succeeded (so no
/// target is asked for when it failed).
fn if_done(_: &Game, f: &Frame, _: CardRef) -> bool {
    f.done
}

/// A creature not chosen yet, if the last "if you do" succeeded.
fn if_done_unchosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.done && filter::not_chosen(g, f, c)
}

/// A card in the controller's hand.
const CARD_IN_HAND: TargetSpec = TargetSpec::new(Zones::HAND, filter::any);

/// Nerve Blast — Play: steal 1; if you do, 2 damage to a creature.
static NERVE_BLAST: Behavior = Behavior::play(&[
    Step::then(|g, f| f.done = g.steal(f.controller, 1) > 0),
    Step::target(TargetSpec::new(Zones::CREATURES, if_done), |g, f| {
        g.deal_damage(f.target(0), 2);
    }),
]);

/// Poison Wave — Play: 2 damage to each creature at once.
static POISON_WAVE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let all = each(g, f.controller, Zones::CREATURES, |_| true);
    g.deal_damage_each(&all, 2);
})]);

/// Too Much to Protect — Play: steal all but 6 enemy Æmber.
static TOO_MUCH_TO_PROTECT: Behavior = Behavior::play(&[Step::then(|g, f| {
    let excess = (g.player(f.opponent()).amber as u32).saturating_sub(6);
    g.steal(f.controller, excess);
})]);

/// Seeker Needle — Action: 1 damage; gain 1 if it destroys.
static SEEKER_NEEDLE: Behavior = Behavior::action(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.target(0), 1);
    }),
    Step::gain(1).only_if(target_destroyed),
]);

/// Bad Penny — Destroyed: return it to your hand.
static BAD_PENNY: Behavior = Behavior::destroyed(&[Step::then(|g, f| g.return_to_hand(f.source))]);

/// Noddy the Thief — Action: steal 1.
static NODDY_THE_THIEF: Behavior = Behavior::action(&[Step::steal(1)]);

/// Dodger — Fight: steal 1.
static DODGER: Behavior = Behavior::fight(&[Step::steal(1)]);

/// Shadow Self — no fight damage; soaks non-Specter neighbors' damage.
static SHADOW_SELF: Behavior = Behavior {
    modifies: Queries::FIGHT_DAMAGE.and(Queries::REPLACEMENTS_BUT_READYING),
    modify: Some(|g, me, q| match q {
        Query::FightDamage { dealer, value, .. } if *dealer == me => *value = 0,
        Query::Instead {
            action: GameAction::Damage { card, .. },
        } if *card != me && g.are_neighbors(me, *card) && !g.has_trait(*card, traits::SPECTER) => {
            *card = me
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Silvertooth — enters play ready.
static SILVERTOOTH: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|_, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Urchin — Play: steal 1.
static URCHIN: Behavior = Behavior::play(&[Step::steal(1)]);

/// Carlo Phantom — steal 1 each time you play an artifact.
static CARLO_PHANTOM: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller && g.def(card).kind == CardType::Artifact {
                g.steal(player, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Customs Office — enemy artifacts cost 1 to play.
static CUSTOMS_OFFICE: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::PlayCost {
            player,
            card,
            value,
        } = q
        {
            if *player != g.card(me).controller && g.def(*card).kind == CardType::Artifact {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Deipno Spymaster — Omni: a friend is usable this turn.
static DEIPNO_SPYMASTER: Behavior = Behavior {
    omni: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, f.target(0), 0);
        },
    )],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::OffHouseUse { card, value, .. } = q {
            if *card == e.subject {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Duskrunner — host gains "Reap: steal 1".
static DUSKRUNNER: Behavior = Behavior {
    grants: Some(&Behavior {
        reap: &[Step::steal(1)],
        ..Behavior::VANILLA
    }),
    ..Behavior::VANILLA
};

/// Ghostly Hand — Play: steal the enemy's only Æmber.
static GHOSTLY_HAND: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.player(f.opponent()).amber == 1 {
        g.steal(f.controller, 1);
    }
})]);

/// Hidden Stash — Play: archive a card from hand.
static HIDDEN_STASH: Behavior = Behavior::play(&[Step::target(CARD_IN_HAND, |g, f| {
    g.archive(f.controller, f.target(0))
})]);

/// Magda the Rat — Play: steal 2; leaving play: they steal 2.
static MAGDA_THE_RAT: Behavior = Behavior {
    play: &[Step::steal(2)],
    leaves_play: &[Step::then(|g, f| {
        g.steal(f.opponent(), 2);
    })],
    ..Behavior::VANILLA
};

/// Masterplan — hide a card beneath; Omni: play it, sacrifice.
static MASTERPLAN: Behavior = Behavior {
    play: &[Step::target(CARD_IN_HAND, |g, f| {
        g.put_beneath(f.target(0), f.source)
    })],
    omni: &[
        Step::then(|g, f| {
            g.play_from_anywhere(g.card_beneath(f.source), f.controller);
        }),
        Step::sacrifice(),
    ],
    ..Behavior::VANILLA
};

/// Mooncurser — Fight: steal 1.
static MOONCURSER: Behavior = Behavior::fight(&[Step::steal(1)]);

/// Pawn Sacrifice — Play: sacrifice a friend; if so 3 to 2.
static PAWN_SACRIFICE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.destroy(f.target(0)),
    ),
    Step::then(|g, f| f.done = target_destroyed(g, f)),
    Step::target(TargetSpec::new(Zones::CREATURES, if_done_unchosen), record),
    Step::target(
        TargetSpec::new(Zones::CREATURES, if_done_unchosen),
        |g, f| {
            g.deal_damage_each(&[f.target(1), f.target(2)], 3);
        },
    ),
]);

/// Relentless Whispers — Play: 2 damage; steal 1 if it kills.
static RELENTLESS_WHISPERS: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.target(0), 2);
    }),
    Step::steal(1).only_if(target_destroyed),
]);

/// Ring of Invisibility — host gains elusive and skirmish.
static RING_OF_INVISIBILITY: Behavior =
    HostGains::<{ Keywords::ELUSIVE.with(Keywords::SKIRMISH).0 }>::BEHAVIOR;

/// Umbra — Fight: steal 1.
static UMBRA: Behavior = Behavior::fight(&[Step::steal(1)]);

/// Steals 1 if the opponent has more Æmber than the controller.
fn steal_if_behind(g: &mut Game, f: &mut Frame) {
    if g.player(f.opponent()).amber > g.player(f.controller).amber {
        g.steal(f.controller, 1);
    }
}

/// Bait and Switch — Play: steal 1 if the opponent has more; once more if
/// they still have more (errata).
static BAIT_AND_SWITCH: Behavior =
    Behavior::play(&[Step::then(steal_if_behind), Step::then(steal_if_behind)]);

/// Routine Job — Play: steal 1, and 1 more per Routine Job in your discard
/// pile.
static ROUTINE_JOB: Behavior = Behavior::play(&[Step::then(|g, f| {
    let me = g.card(f.source).def;
    let copies = g
        .player(f.controller)
        .discard
        .iter()
        .filter(|&c| g.card(c).def == me)
        .count() as u32;
    g.steal(f.controller, 1 + copies);
})]);

/// Skeleton Key — Action: a friendly creature captures 1.
static SKELETON_KEY: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.capture(f.target(0), 1);
    },
)]);

/// A creature on a flank of its battleline.
fn flank_creature(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.on_flank(c)
}

/// Special Delivery — Omni: sacrifice it; 3 damage to a flank creature,
/// purged if that destroys it.
static SPECIAL_DELIVERY: Behavior = Behavior::omni(&[
    Step::sacrifice(),
    Step::target(TargetSpec::new(Zones::CREATURES, flank_creature), |g, f| {
        g.deal_damage(f.target(0), 3);
    }),
    PURGE_IF_DESTROYED,
]);

/// Silent Dagger — its creature gains "Reap: 4 damage to a flank creature".
static SILENT_DAGGER: Behavior = Behavior {
    grants: Some(&SILENT_DAGGER_REAP),
    ..Behavior::VANILLA
};

static SILENT_DAGGER_REAP: Behavior = Behavior::reap(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, flank_creature),
    4,
)]);

/// Speed Sigil — the first creature played each turn enters play ready.
static SPEED_SIGIL: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, _, q| {
        if let Query::EntersReady { card, value } = q {
            if g.is_creature_card(*card) && g.turn_history().creatures_played == 1 {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Mack the Knife — usable as if of the active house; Action: 1 damage to
/// a creature, and gain 1 if that destroys it.
static MACK_THE_KNIFE: Behavior = Behavior {
    action: &[
        Step::target(TargetSpec::ANY_CREATURE, |g, f| {
            g.deal_damage(f.target(0), 1);
        }),
        Step::gain(1).only_if(target_destroyed),
    ],
    modifies: Queries::PERMISSIONS,
    modify: Some(|_, me, q| {
        if let Query::OffHouseUse { card, value, .. } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Old Bruno — Play: capture 3.
static OLD_BRUNO: Behavior = Behavior::play(&[Step::capture(3)]);

/// One Last Job — Play: purge each friendly Shadows creature; steal 1 per
/// creature purged.
static ONE_LAST_JOB: Behavior = Behavior::play(&[Step::then(|g, f| {
    let gone = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller && g.belongs_to(c, House::Shadows)
    });
    let mut purged = 0;
    for &c in &*gone {
        g.purge(c);
        if g.card(c).location == keysim_engine::Location::Purged {
            purged += 1;
        }
    }
    g.steal(f.controller, purged);
})]);

/// Oubliette — Play: purge a creature with power 3 or lower.
static OUBLIETTE: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| g.power(c) <= 3),
    |g, f| g.purge(f.target(0)),
)]);

/// Miasma — Play: the opponent skips the "forge a key" step on their next
/// turn.
static MIASMA: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(
            f.source,
            f.controller,
            keysim_engine::Expiry::StartOfNextTurn,
        )
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let keysim_engine::Query::CanForge { player, value } = q {
            if *player != e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bulleteye — Reap: destroy a flank creature.
static BULLETEYE: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, flank_creature),
    |g, f| {
        g.destroy(f.target(0));
    },
)]);

/// Lights Out — Play: return 2 enemy creatures to their owner's hand.
static LIGHTS_OUT: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::enemy).exactly(2),
    |g, f| g.return_to_hand(f.last_target()),
)]);

/// Finishing Blow — Play: destroy a damaged creature; if you do, steal 1.
static FINISHING_BLOW: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| g.card(c).damage > 0),
        |g, f| g.destroy(f.target(0)),
    ),
    Step::steal(1).only_if(target_destroyed),
]);

/// Subtle Maul — Action: the opponent discards a random card from hand.
static SUBTLE_MAUL: Behavior = Behavior::action(&[Step::then(|g, f| {
    g.discard_random(f.opponent());
})]);

/// Longfused Mines — Omni: sacrifice it; 3 damage to each enemy creature
/// not on a flank.
static LONGFUSED_MINES: Behavior = Behavior::omni(&[Step::then(|g, f| {
    g.destroy(f.source);
    let hit = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.opponent() && !g.on_flank(c)
    });
    g.deal_damage_each(&hit, 3);
})]);

/// Booby Trap — Play: 4 damage to a creature not on a flank, 2 splash to
/// its neighbors.
static BOOBY_TRAP: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| !g.on_flank(c)),
    crate::family::four_with_two_splash,
)]);

/// Key of Darkness — Play: forge a key at +6 current cost, or at +2 if the
/// opponent has no Æmber.
static KEY_OF_DARKNESS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let extra = if g.player(f.opponent()).amber == 0 {
        2
    } else {
        6
    };
    g.forge_key_paying(f.controller, g.key_cost(f.controller) + extra);
})]);

/// Treasure Map — Play: gain 3 if no other card was played this turn; you
/// cannot play cards for the rest of the turn.
static TREASURE_MAP: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        if g.turn_history().cards_played == 1 {
            g.gain(f.controller, 3);
        }
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::CanPlay { player, value, .. } = q {
            if *player == e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Selwyn the Fence — Fight/Reap: 1 Æmber from one of your cards in play
/// to your pool (any of them may be chosen, with Æmber on it or not).
static SELWYN_THE_FENCE: Behavior = Behavior::fight_and_reap(FENCE);

const FENCE: keysim_engine::ability::Ability = &[Step::target(
    TargetSpec::new(Zones::IN_PLAY, filter::friendly),
    |g, f| {
        g.take_amber_from(f.target(0), f.controller, 1);
    },
)];

/// Smiling Ruth — Reap: if you forged a key this turn, take control of an
/// enemy flank creature (on the flank of your choice).
static SMILING_RUTH: Behavior = Behavior::reap(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::enemy(g, f, c) && g.on_flank(c)
        }),
        |g, f| {
            if g.creatures(f.controller).is_empty() {
                g.take_control(f.target(0), f.controller, Flank::Right);
            }
        },
    )
    .only_if(|g, f| g.player(f.controller).keys_forged_last_turn > 0),
    Step::choose_one(&["left flank", "right flank"], |g, f| {
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        g.take_control(f.target(0), f.controller, flank);
    })
    .only_if(|g, f| {
        let c = f.target(0);
        c.is_some() && g.in_battleline(c) && g.card(c).controller != f.controller
    }),
]);

/// The Sting — you skip your "forge a key" step; you get the Æmber the
/// opponent spends forging keys. Action: sacrifice it.
static THE_STING: Behavior = Behavior {
    action: &[Step::then(|g, f| g.destroy(f.source))],
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanForge { player, value } = q {
            if *player == g.card(me).controller {
                *value = false;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { player, paid } = ev {
            let mine = g.card(me).controller;
            if player != mine {
                g.gain(mine, paid as u32);
            }
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// Nexus — Reap: use an opponent's artifact as if it were yours.
static NEXUS: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::enemy),
    |g, f| {
        g.use_artifact_as_yours(f.target(0), f.controller);
    },
)]);

/// Faygin — Reap: an Urchin from play or from your discard pile to its
/// owner's hand.
static FAYGIN: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::IN_PLAY.and(Zones::DISCARD), |g, _, c| {
        g.def(c).name == "Urchin"
    }),
    |g, f| g.return_to_hand(f.target(0)),
)]);

/// Sneklifter — Play: take control of an enemy artifact; while you
/// control it, it is of house Shadows unless it belongs to one of your
/// houses.
static SNEKLIFTER: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::ARTIFACTS, filter::enemy),
        |g, f| {
            let a = f.target(0);
            if a.is_some() {
                g.take_control(a, f.controller, Flank::Right);
                g.add_lasting_with(f.source, f.controller, Expiry::SubjectLeavesPlay, a, 0);
            }
        },
    )],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|g, e, q| {
        if let Query::Houses { card, value } = q {
            let mine = g.player(e.controller).houses;
            let own_house = mine.iter().any(|&h| *value & (1 << h as u32) != 0);
            if *card == e.subject && g.card(*card).controller == e.controller && !own_house {
                *value = 1 << keysim_facts::House::Shadows as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Evasion Sigil — before a creature fights, its controller discards the
/// top card of their deck; if it is of the active house, the creature is
/// exhausted with no effect.
static EVASION_SIGIL: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::FightStarting { attacker, .. } = ev {
            let top = g.discard_top_of_deck(g.card(attacker).controller);
            if top.is_some() && g.active_house().is_some_and(|h| g.belongs_to(top, h)) {
                g.cancel_fight();
            }
        }
    }),
    hears: Events::FIGHT_STARTING,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;

/// Imperial Traitor — Play: look at your opponent's hand; you may purge a
/// Sanctum card from it.
static IMPERIAL_TRAITOR: Behavior = Behavior::play(&[
    Step::then(|g, f| g.reveal_hand(f.opponent(), f.controller)),
    Step::target(
        TargetSpec::new(Zones::OPPONENT_HAND, |g, _, c| {
            g.belongs_to(c, House::Sanctum)
        })
        .optional(),
        |g, f| g.purge(f.target(0)),
    ),
]);

/// Safe Place — Æmber on it may be spent when forging keys; Action: move
/// 1 Æmber from your pool onto it.
static SAFE_PLACE: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.move_amber_to_card(f.controller, f.source, 1);
    })],
    forge_bank: true,
    ..Behavior::VANILLA
};
