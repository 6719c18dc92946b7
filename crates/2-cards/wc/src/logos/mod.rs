//! Logos, Worlds Collide.

use keysim_engine::ability::{filter, record, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::extra_plays;
use keysim_engine::select::each;
use keysim_engine::{CardRef, CopyHouse, Event, Flank, Frame, Game, Param, Player, Query, Zones};
use keysim_facts::House;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "babbling-bibliophile" => &BABBLING_BIBLIOPHILE,
        "daughter" => &DAUGHTER,
        "edai-edie-4x4" => &EDAI_EDIE_4X4,
        "hapsis" => &HAPSIS,
        "hologrammophone" => &HOLOGRAMMOPHONE,
        "information-exchange" => &INFORMATION_EXCHANGE,
        "quant" => &QUANT,
        "sanitation-engineer" => &SANITATION_ENGINEER,
        "tautau-vapors" => &TAUTAU_VAPORS,
        "thorium-plasmate" => &THORIUM_PLASMATE,
        "titan-guardian" => &TITAN_GUARDIAN,
        "wormhole-technician" => &WORMHOLE_TECHNICIAN,
        "cændle-unit" => &CAENDLE_UNIT,
        "code-monkey" => &CODE_MONKEY,
        "data-forge" => &DATA_FORGE,
        "discombobulator" => &DISCOMBOBULATOR,
        "dr-milli" => &DR_MILLI,
        "groupthink-tank" => &GROUPTHINK_TANK,
        "mini-groupthink-tank" => &MINI_GROUPTHINK_TANK,
        "reassembling-automaton" => &REASSEMBLING_AUTOMATON,
        "academy-training" => &ACADEMY_TRAINING,
        "hyde" => &HYDE,
        "mimic-gel" => &MIMIC_GEL,
        "prescriptive-grammarbot" => &PRESCRIPTIVE_GRAMMARBOT,
        "self-bolstering-automata" => &SELF_BOLSTERING_AUTOMATA,
        "universal-keylock" => &UNIVERSAL_KEYLOCK,
        "universal-recycle-bin" => &UNIVERSAL_RECYCLE_BIN,
        "zenzizenzizenzic" => &ZENZIZENZIZENZIC,
        "velum" => &VELUM,
        _ => return None,
    })
}

/// "Archive a card" (from your hand).
const ARCHIVE_A_CARD: Step = Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
    g.archive(f.controller, f.last_target())
});

/// Whether two cards share a house (each belongs to at least one house
/// the other belongs to).
fn share_a_house(g: &Game, a: CardRef, b: CardRef) -> bool {
    g.houses(a) & g.houses(b) != 0
}

/// How many of creature `c`'s neighbors share a house with it.
fn neighbors_sharing_a_house(g: &Game, c: CardRef) -> usize {
    g.neighbors(c).filter(|&n| share_a_house(g, c, n)).count()
}

/// Whether `p` controls a creature named `name`.
fn controls_named(g: &Game, p: Player, name: &str) -> bool {
    g.creatures(p).iter().any(|&c| g.def(c).name == name)
}

/// The hand size of the controller of `me`, raised by `more` while
/// `applies` holds ("during your draw cards step, refill your hand to N
/// additional cards").
fn refill_more(g: &Game, me: CardRef, q: &mut Query, more: i32, applies: bool) {
    if let Query::HandSize { player, value } = q {
        if *player == g.card(me).controller && applies {
            *value += more;
        }
    }
}

/// Babbling Bibliophile — Reap: draw 2.
static BABBLING_BIBLIOPHILE: Behavior = Behavior::reap(&[Step::draw(2)]);

/// Daughter — its controller refills to one more card.
static DAUGHTER: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|g, me, q| refill_more(g, me, q, 1, true)),
    ..Behavior::VANILLA
};

/// Edai "Edie" 4x4 — Play: archive a card. The opponent's keys cost 1 more
/// per card in its controller's archives.
static EDAI_EDIE_4X4: Behavior = Behavior {
    play: &[ARCHIVE_A_CARD],
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine {
                *value += g.player(mine).archives.len() as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Hapsis — after an enemy creature is destroyed fighting it, ward it and
/// draw a card.
static HAPSIS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            controller,
            fighting,
            ..
        } = ev
        {
            let mine = g.card(me).controller;
            if fighting == me && controller != mine && g.in_battleline(me) {
                g.ward(me);
                g.draw(mine, 1);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Hologrammophone — Action: ward a creature.
static HOLOGRAMMOPHONE: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.ward(f.last_target())
    })]);

/// Information Exchange — Play: steal 1, or 2 if the opponent stole from
/// you on their previous turn.
static INFORMATION_EXCHANGE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let stolen_from_me = g.game_history().amber_stolen_last_turn[f.opponent().index()] > 0;
    g.steal(f.controller, if stolen_from_me { 2 } else { 1 });
})]);

/// Quant — Reap: this turn, you may play one non-Logos action card.
static QUANT: Behavior = Behavior {
    reap: &[extra_plays::allow_one_non_house_action_play(House::Logos)],
    ..extra_plays::ALLOWS_NON_HOUSE_ACTION_PLAYS
};

/// Sanitation Engineer — Reap: discard a card from your hand.
static SANITATION_ENGINEER: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::HAND, filter::any),
    |g, f| g.discard_from_hand(f.last_target()),
)]);

/// Tautau Vapors — Play: draw 2, then archive a card.
static TAUTAU_VAPORS: Behavior = Behavior::play(&[Step::draw(2), ARCHIVE_A_CARD]);

/// Thorium Plasmate — Play: move an enemy creature to any place of its
/// battleline (the place chosen as a number, 0 the left flank); then 2
/// damage to it per neighbor sharing a house with it, dealt at once.
static THORIUM_PLASMATE: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), record),
    Step::choose_number_between(
        |g, f| {
            let line = g.creatures(g.card(f.target(0)).controller).len();
            (0, line.saturating_sub(1) as u8)
        },
        |g, f| {
            let moved = f.target(0);
            move_to_place(g, moved, f.option as usize);
            let n = neighbors_sharing_a_house(g, moved) as u32;
            if n > 0 {
                g.deal_damage(moved, 2 * n);
            }
        },
    )
    .only_if(|g, f| g.in_battleline(f.target(0))),
]);

/// Moves creature `c` to place `to` of its battleline (0 the left flank),
/// the creatures between shifting one place to close the gap.
fn move_to_place(g: &mut Game, c: CardRef, to: usize) {
    while let Some(at) = g.battleline_index(c) {
        let line = g.creatures(g.card(c).controller);
        let next = match at.cmp(&to) {
            std::cmp::Ordering::Less => line.get(at + 1),
            std::cmp::Ordering::Greater => line.get(at - 1),
            std::cmp::Ordering::Equal => None,
        };
        let Some(&other) = next else {
            break;
        };
        g.swap_creatures(c, other);
    }
}

/// Titan Guardian — Destroyed: draw 2 if it is not on a flank.
static TITAN_GUARDIAN: Behavior =
    Behavior::destroyed(&[Step::draw(2).only_if(|g, f| !g.on_flank(f.source))]);

/// Wormhole Technician — Reap: reveal the top card of your deck; play it if
/// it is a Logos card (it stays on top if it cannot be played), otherwise
/// archive it.
static WORMHOLE_TECHNICIAN: Behavior = Behavior::reap(&[Step::then(|g, f| {
    let Some(top) = g.player(f.controller).deck.last() else {
        return;
    };
    if g.belongs_to(top, House::Logos) {
        g.play_from_anywhere(top, f.controller);
    } else {
        g.archive(f.controller, top);
        g.reveal(top, f.opponent());
    }
})]);

/// Cændle Unit — after an enemy creature reaps, draw a card. Action:
/// capture 1.
static CAENDLE_UNIT: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Reaped { controller, .. } = ev {
            let mine = g.card(me).controller;
            if controller != mine {
                g.draw(mine, 1);
            }
        }
    }),
    hears: Events::REAPED,
    action: &[Step::capture(1)],
    ..Behavior::VANILLA
};

/// Code Monkey — Play: archive each of its neighbors; gain 2 if they were
/// two sharing a house (read before they leave play: the rulebook's
/// example).
static CODE_MONKEY: Behavior = Behavior::play(&[Step::then(|g, f| {
    let neighbors = each(g, f.controller, Zones::CREATURES, |c| {
        g.are_neighbors(f.source, c)
    });
    let shared = matches!(neighbors[..], [a, b] if share_a_house(g, a, b));
    for &c in &*neighbors {
        g.archive(f.controller, c);
    }
    if shared {
        g.gain(f.controller, 2);
    }
})]);

/// Data Forge — Play: you may forge a key at the current cost plus 10, the
/// 10 reduced by 1 per card in your hand (never below the current cost).
static DATA_FORGE: Behavior = Behavior::play(&[Step::may(|g, f| {
    g.forge_key_paying(f.controller, data_forge_cost(g, f));
})
.only_if(|g, f| g.can_pay_for_key(f.controller, data_forge_cost(g, f)))]);

/// The cost of Data Forge's key for the ability's controller.
fn data_forge_cost(g: &Game, f: &Frame) -> u32 {
    let hand = g.player(f.controller).hand.len() as u32;
    g.key_cost(f.controller) + 10u32.saturating_sub(hand)
}

/// Discombobulator — its creature's controller's Æmber cannot be stolen.
static DISCOMBOBULATOR: Behavior = Behavior {
    modifies: Queries::REPLACEMENTS_BUT_READYING.and(Queries::RARE),
    modify: Some(|g, me, q| {
        if let Query::CanBeStolen { player, value } = q {
            let host = g.card(me).host;
            if host.is_some() && *player == g.card(host).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Dr. Milli — Play: archive a card per enemy creature beyond the number
/// of your other creatures.
static DR_MILLI: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let mine = g
            .creatures(f.controller)
            .iter()
            .filter(|&&c| c != f.source)
            .count();
        let theirs = g.creatures(f.opponent()).len();
        f.count = theirs.saturating_sub(mine).min(u8::MAX as usize) as u8;
    }),
    Step::target_per_count(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.archive(f.controller, f.last_target())
    }),
]);

/// Groupthink Tank — Action: 4 damage to each creature sharing a house
/// with a neighbor.
static GROUPTHINK_TANK: Behavior = Behavior::action(&[Step::then(|g, f| {
    let hit = each(g, f.controller, Zones::CREATURES, |c| {
        neighbors_sharing_a_house(g, c) >= 1
    });
    g.deal_damage_each(&hit, 4);
})]);

/// Mini Groupthink Tank — Play/Fight/Reap: 8 damage to a creature sharing
/// a house with both of its neighbors.
static MINI_GROUPTHINK_TANK: Behavior = {
    const EIGHT_TO_A_GROUPTHINKER: &[Step] = &[Step::deal_damage(
        TargetSpec::new(Zones::CREATURES, |g, _, c| {
            neighbors_sharing_a_house(g, c) == 2
        }),
        8,
    )];
    Behavior {
        play: EIGHT_TO_A_GROUPTHINKER,
        fight: EIGHT_TO_A_GROUPTHINKER,
        reap: EIGHT_TO_A_GROUPTHINKER,
        ..Behavior::VANILLA
    }
};

/// "Destroyed: if you have any other creatures in play, instead fully heal
/// it, exhaust it, move it to a flank (chosen) and give it the step's
/// number of +1 power counters" (Reassembling Automaton: none;
/// Self-Bolstering Automata: two).
///
/// A creature with no power (a "-3 power for the turn" on it) that gains
/// no counters would be destroyed again at once, rebuilt again, and so on:
/// a loop, which the rulebook lets the active player resolve as many times
/// as they choose before stopping it. Each time round, the loop leaves the
/// game as it was, so the count changes nothing: it stops with the
/// destruction going through (a creature with no power cannot stay in
/// play), and the creature is not rebuilt. Counters end the loop by
/// themselves: each rebuild raises the power.
const REASSEMBLE: Step = Step::choose_one(&["left flank", "right flank"], |g, f| {
    let me = f.source;
    g.cancel_destruction(me);
    let damage = g.card(me).damage as u32;
    g.heal(me, damage);
    g.exhaust(me);
    g.move_to_flank(
        me,
        if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        },
    );
    g.add_power_counters(me, f.param().number());
})
.only_if(|g, f| {
    g.in_battleline(f.source)
        && g.creatures(f.controller).iter().any(|&c| c != f.source)
        && (f.param().number() > 0 || g.power(f.source) > 0)
});

/// Reassembling Automaton — Destroyed: with another friendly creature in
/// play, it is healed, exhausted and moved to a flank instead.
static REASSEMBLING_AUTOMATON: Behavior = Behavior::destroyed(&[REASSEMBLE.with(Param::Number(0))]);

/// Academy Training — its creature belongs to Logos while the upgrade's
/// controller controls it, and gains "Reap: draw a card".
static ACADEMY_TRAINING: Behavior = Behavior {
    modifies: Queries::HOUSES,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Houses { card, value } = q {
            let host = g.card(me).host;
            if *card == host && g.card(host).controller == g.card(me).controller {
                *value = 1 << House::Logos as u32;
            }
        }
    }),
    grants: Some(&ACADEMY_TRAINING_GAINS),
    ..Behavior::VANILLA
};

static ACADEMY_TRAINING_GAINS: Behavior = Behavior::reap(&[Step::draw(1)]);

/// Archives the creature named `partner` from the discard pile of the
/// ability's controller, then, if it was, the ability's source ("archive
/// Velum from your discard pile; if you do, archive Hyde").
fn archive_partner_then_self(g: &mut Game, f: &Frame, partner: &str) {
    let found = g
        .player(f.controller)
        .discard
        .iter()
        .find(|&c| g.def(c).name == partner);
    if let Some(c) = found {
        g.archive(f.controller, c);
        g.archive(f.controller, f.source);
    }
}

/// Hyde — Reap: draw a card, or 2 if you control Velum. Destroyed:
/// archive Velum from your discard pile, and if you do, Hyde.
static HYDE: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        let n = if controls_named(g, f.controller, "Velum") {
            2
        } else {
            1
        };
        g.draw(f.controller, n);
    })],
    destroyed: &[Step::then(|g, f| archive_partner_then_self(g, f, "Velum"))],
    ..Behavior::VANILLA
};

/// Mimic Gel — played only while a creature is in play; it enters play as
/// a copy of another creature in play, still belonging to Logos.
static MIMIC_GEL: Behavior = Behavior {
    play_condition: Some(|g, _| g.all_creatures().next().is_some()),
    enters_as_copy: Some(CopyHouse::Own),
    ..Behavior::VANILLA
};

/// Prescriptive Grammarbot — Reap: enrage a creature.
static PRESCRIPTIVE_GRAMMARBOT: Behavior =
    Behavior::reap(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.enrage(f.last_target())
    })]);

/// Self-Bolstering Automata — as Reassembling Automaton, and it gets two
/// +1 power counters.
static SELF_BOLSTERING_AUTOMATA: Behavior =
    Behavior::destroyed(&[REASSEMBLE.with(Param::Number(2))]);

/// Universal Keylock — keys cost 3 more; after a player forges a key, it
/// is destroyed.
static UNIVERSAL_KEYLOCK: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|_, _, q| {
        if let Query::KeyCost { value, .. } = q {
            *value += 3;
        }
    }),
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { .. } = ev {
            g.destroy(me);
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// Universal Recycle Bin — Action: archive a purged card you own.
static UNIVERSAL_RECYCLE_BIN: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::PURGED, filter::any),
    |g, f| g.archive(f.controller, f.last_target()),
)]);

/// Zenzizenzizenzic — in the center of its battleline, its controller
/// refills to two more cards.
static ZENZIZENZIZENZIC: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|g, me, q| {
        let center = g.battleline_index(me).is_some_and(|i| {
            let n = g.creatures(g.card(me).controller).len();
            n % 2 == 1 && i == n / 2
        });
        refill_more(g, me, q, 2, center)
    }),
    ..Behavior::VANILLA
};

/// Velum — Reap: archive a card, or 2 if you control Hyde. Destroyed:
/// archive Hyde from your discard pile, and if you do, Velum.
static VELUM: Behavior = Behavior {
    reap: &[
        Step::then(|g, f| {
            f.count = if controls_named(g, f.controller, "Hyde") {
                2
            } else {
                1
            }
        }),
        Step::target_per_count(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
            g.archive(f.controller, f.last_target())
        }),
    ],
    destroyed: &[Step::then(|g, f| archive_partner_then_self(g, f, "Hyde"))],
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
