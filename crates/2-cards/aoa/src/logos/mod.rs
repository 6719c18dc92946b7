//! Logos, Age of Ascension.

use keysim_engine::ability::{
    filter, record, Ability, Behavior, Events, HouseSpec, Queries, Step, TargetSpec,
};
use keysim_engine::destroyed::target_destroyed;
use keysim_engine::extra_plays;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Expiry, Frame, Game, LastingEffect, Location, Query, Tally, Zones,
};
use keysim_facts::{CardType, House};

/// The behaviour of a Logos card this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "archimedes" => &ARCHIMEDES,
        "binate-rupture" => &BINATE_RUPTURE,
        "cutthroat-research" => &CUTTHROAT_RESEARCH,
        "eyegor" => &EYEGOR,
        "helper-bot" => &HELPER_BOT,
        "hexpion" => &HEXPION,
        "pip-pip" => &PIP_PIP,
        "poke" => &POKE,
        "professor-sutterkin" => &PROFESSOR_SUTTERKIN,
        "standardized-testing" => &STANDARDIZED_TESTING,
        "titan-librarian" => &TITAN_LIBRARIAN,
        "zyx-researcher" => &ZYX_RESEARCHER,
        "backup-copy" => &BACKUP_COPY,
        "director-of-zyx" => &DIRECTOR_OF_ZYX,
        "eureka" => &EUREKA,
        "fila-the-researcher" => &FILA_THE_RESEARCHER,
        "jargogle" => &JARGOGLE,
        "memory-chip" => &MEMORY_CHIP,
        "quantum-fingertrap" => &QUANTUM_FINGERTRAP,
        "seismo-entangler" => &SEISMO_ENTANGLER,
        "[redacted]" => &REDACTED,
        "entropic-swirl" => &ENTROPIC_SWIRL,
        "fetchdrones" => &FETCHDRONES,
        "master-the-theory" => &MASTER_THE_THEORY,
        "project-zyx" => &PROJECT_ZYX,
        "scientifical-hack" => &SCIENTIFICAL_HACK,
        "shard-of-knowledge" => &SHARD_OF_KNOWLEDGE,
        "the-curator" => &THE_CURATOR,
        _ => return None,
    })
}

/// "Archive a card" (from your hand).
const ARCHIVE_A_CARD: Step = Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
    g.archive(f.controller, f.last_target())
});

/// Archimedes — each of its neighbors gains "Destroyed: archive this
/// creature".
static ARCHIMEDES: Behavior = Behavior {
    grants: Some(&ARCHIVED_WHEN_DESTROYED),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// "Destroyed: archive this creature."
static ARCHIVED_WHEN_DESTROYED: Behavior =
    Behavior::destroyed(&[Step::then(|g, f| g.archive(f.controller, f.source))]);

/// Binate Rupture — Play: each player doubles their Æmber pool.
static BINATE_RUPTURE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let pools = [f.controller, f.opponent()].map(|p| (p, g.player(p).amber as u32));
    for (p, n) in pools {
        g.gain(p, n);
    }
})]);

/// Cutthroat Research — Play: steal 2 if the opponent has 8 or more.
static CUTTHROAT_RESEARCH: Behavior = Behavior::play(&[Step::then(|g, f| {
    if g.player(f.opponent()).amber >= 8 {
        g.steal(f.controller, 2);
    }
})]);

/// Eyegor — Play: of the top 3 cards of your deck, one goes to your hand
/// and the others to your discard pile. The three are taken into the
/// hand (seen by you alone), one is kept, and the others go back to the
/// deck's top to be discarded from there.
static EYEGOR: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        for _ in 0..3 {
            let Some(top) = g.player(f.controller).deck.last() else {
                break;
            };
            g.return_to_hand(top);
            f.push_target(top);
        }
    }),
    Step::target(
        TargetSpec::new(Zones::HAND, |_, f, c| f.chosen().contains(&c)),
        |g, f| {
            let kept = f.last_target();
            let looked_at = f.chosen().len() - 1;
            for i in 0..looked_at {
                let c = f.target(i);
                if c != kept {
                    g.put_on_top_of_deck(c);
                    g.discard_top_of_deck(f.controller);
                }
            }
        },
    )
    .only_if(|_, f| f.target_count > 0),
]);

/// Helper Bot — Play: this turn, you may play one more non-Logos card
/// (the same permission as Phase Shift's, counted with it).
static HELPER_BOT: Behavior = Behavior {
    play: &[extra_plays::allow_one_non_house_play(House::Logos)],
    ..extra_plays::ALLOWS_NON_HOUSE_PLAYS
};

/// Hexpion — Destroyed: archive it and the top card of your deck.
static HEXPION: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    g.archive(f.controller, f.source);
    g.archive_top_of_deck(f.controller);
})]);

/// Pip Pip — after an enemy creature reaps, it is stunned.
static PIP_PIP: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Reaped {
            creature,
            controller,
        } = ev
        {
            if controller != g.card(me).controller {
                g.stun(creature);
            }
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Poke — Play: 1 damage to an enemy creature; draw a card if it destroys
/// it.
static POKE: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.deal_damage(f.target(0), 1);
    }),
    Step::draw(1).only_if(target_destroyed),
]);

/// A friendly Logos creature.
fn friendly_logos(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.belongs_to(c, House::Logos)
}

/// Professor Sutterkin — Reap: draw a card per friendly Logos creature.
static PROFESSOR_SUTTERKIN: Behavior = Behavior::reap(&[
    Step::count(Tally::Cards(Zones::CREATURES, friendly_logos)),
    Step::then(|g, f| g.draw(f.controller, f.count as u32)),
]);

/// Standardized Testing — Play: destroy each creature of the lowest power
/// and each of the highest.
static STANDARDIZED_TESTING: Behavior = Behavior::play(&[Step::then(|g, f| {
    let powers = || g.all_creatures().map(|c| g.power(c));
    let (Some(lowest), Some(highest)) = (powers().min(), powers().max()) else {
        return;
    };
    let doomed = each(g, f.controller, Zones::CREATURES, |c| {
        let p = g.power(c);
        p == lowest || p == highest
    });
    for &c in &*doomed {
        g.destroy(c);
    }
})]);

/// Titan Librarian — at the end of your turn, if it is not on a flank,
/// archive a card.
static TITAN_LIBRARIAN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) && !g.on_flank(me) {
            g.trigger(ARCHIVE_FROM_HAND, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

const ARCHIVE_FROM_HAND: Ability = &[ARCHIVE_A_CARD];

/// Z.Y.X. Researcher — Play: archive the top card of your deck or of your
/// discard pile.
static ZYX_RESEARCHER: Behavior = Behavior::play(&[Step::choose_one(
    &[
        "archive the top of your deck",
        "archive the top of your discard",
    ],
    |g, f| {
        if f.option == 0 {
            g.archive_top_of_deck(f.controller);
        } else if let Some(top) = g.player(f.controller).discard.last() {
            g.archive(f.controller, top);
        }
    },
)]);

/// Backup Copy — its creature gains "Destroyed: put this creature on top
/// of your deck".
static BACKUP_COPY: Behavior = Behavior {
    grants: Some(&BACKUP_COPY_GAINS),
    ..Behavior::VANILLA
};

static BACKUP_COPY_GAINS: Behavior =
    Behavior::destroyed(&[Step::then(|g, f| g.put_on_top_of_deck(f.source))]);

/// Director of Z.Y.X. — at the start of your turn, archive the top card of
/// your deck.
static DIRECTOR_OF_ZYX: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.archive_top_of_deck(mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Eureka! — Play: gain 2; archive 2 random cards from your hand.
static EUREKA: Behavior = Behavior::play(&[
    Step::gain(2),
    Step::then(|g, f| {
        for _ in 0..2 {
            let c = g.random_card_in(f.controller, Location::Hand);
            g.archive(f.controller, c);
        }
    }),
]);

/// Fila the Researcher — after a creature is played next to her, draw a
/// card.
static FILA_THE_RESEARCHER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, .. } = ev {
            if g.are_neighbors(me, card) {
                g.draw(g.card(me).controller, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Jargogle — Play: put a card from your hand facedown beneath it.
/// Destroyed: on your turn, play that card; otherwise archive it.
static JARGOGLE: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::HAND, filter::any),
        |g, f| g.put_beneath(f.last_target(), f.source),
    )],
    destroyed: &[Step::then(|g, f| {
        let hidden = g.card_beneath(f.source);
        if hidden.is_none() {
            return;
        }
        if g.active_player() == f.controller {
            g.play_from_anywhere(hidden, f.controller);
        } else {
            g.archive(f.controller, hidden);
        }
    })],
    ..Behavior::VANILLA
};

/// Memory Chip — after you choose Logos as your active house, archive a
/// card.
static MEMORY_CHIP: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev
            == (Event::HouseChosen {
                player: mine,
                house: House::Logos,
            })
        {
            g.trigger(ARCHIVE_FROM_HAND, me, mine);
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// Quantum Fingertrap — Action: swap two creatures of one battleline.
static QUANTUM_FINGERTRAP: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, _, c| {
            g.creatures(g.card(c).controller).len() >= 2
        }),
        record,
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            c != f.target(0) && g.card(c).controller == g.card(f.target(0)).controller
        }),
        |g, f| g.swap_creatures(f.target(0), f.target(1)),
    )
    .only_if(|_, f| f.target(0).is_some()),
]);

/// Seismo-entangler — Action: choose a house; during the opponent's next
/// turn, creatures of that house cannot reap.
static SEISMO_ENTANGLER: Behavior = Behavior {
    action: &[Step::choose_house(HouseSpec::Any, |g, f| {
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
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|g: &Game, e: LastingEffect, q: &mut Query| {
        if let Query::CanReap { card, value } = q {
            if g.active_player() != e.controller && g.belongs_to(*card, e.house()) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// [REDACTED] — after you choose Logos, 1 Æmber from the supply on it;
/// then, with 4 or more on it, sacrifice it and forge a key at no cost.
static REDACTED: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev
            == (Event::HouseChosen {
                player: mine,
                house: House::Logos,
            })
        {
            g.trigger(REDACTED_GROWS, me, mine);
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// The one ability of [REDACTED]: the forging is part of it, not a
/// reaction to the Æmber on it (FAQ).
const REDACTED_GROWS: Ability = &[Step::then(|g, f| {
    g.place_amber(f.source, 1);
    if g.card(f.source).location == Location::Artifacts && g.card(f.source).amber >= 4 {
        g.destroy(f.source);
        g.forge_key_paying(f.controller, 0);
    }
})];

/// Entropic Swirl — Play: for each trait of a creature, 2 damage to it and
/// gain 1 (each 2 damage dealt on its own).
static ENTROPIC_SWIRL: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_none() {
            return;
        }
        let traits = g.traits(c).len() as u32;
        for _ in 0..traits {
            g.deal_damage(c, 2);
        }
        g.gain(f.controller, traits);
    })]);

/// Fetchdrones — Action: discard the top 2 cards of your deck; per Logos
/// card among them, a friendly creature captures 2.
static FETCHDRONES: Behavior = Behavior::action(&[
    Step::then(|g, f| {
        let mut logos = 0;
        for _ in 0..2 {
            let c = g.discard_top_of_deck(f.controller);
            if c.is_some() && g.belongs_to(c, House::Logos) {
                logos += 1;
            }
        }
        f.count = logos;
    }),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            if f.last_target().is_some() {
                g.capture(f.last_target(), 2);
            }
        },
    ),
]);

/// Master the Theory — Play: with no friendly creature in play, you may
/// archive a card per enemy creature.
static MASTER_THE_THEORY: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::CREATURES, filter::enemy))
        .only_if(|g, f| g.creatures(f.controller).is_empty()),
    Step::target_per_count(
        TargetSpec::new(Zones::HAND, filter::any).optional(),
        |g, f| g.archive(f.controller, f.last_target()),
    ),
]);

/// Project Z.Y.X. — Fight/Reap: you may play a card from your archives as
/// if it were in your hand and of the active house.
static PROJECT_ZYX: Behavior = Behavior::fight_and_reap(&[Step::target(
    TargetSpec::new(Zones::ARCHIVES, |g, f, c| g.can_play(c, f.controller)).optional(),
    |g, f| {
        g.play_from_anywhere(f.last_target(), f.controller);
    },
)]);

/// Scientifical Hack — Omni: sacrifice it; this turn, you may use friendly
/// artifacts whatever their house.
static SCIENTIFICAL_HACK: Behavior = Behavior {
    omni: &[
        Step::sacrifice(),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)),
    ],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHouseUse {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller
                && g.card(*card).controller == e.controller
                && g.card(*card).location == Location::Artifacts
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Shard of Knowledge — Action: draw a card per friendly Shard.
static SHARD_OF_KNOWLEDGE: Behavior = Behavior::action(&[
    crate::family::COUNT_FRIENDLY_SHARDS,
    Step::then(|g, f| g.draw(f.controller, f.count as u32)),
]);

/// The Curator — friendly artifacts enter play ready.
static THE_CURATOR: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if g.card(*card).controller == g.card(me).controller
                && g.def(*card).kind == CardType::Artifact
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
