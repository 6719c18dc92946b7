//! Shadows, Worlds Collide.

use keysim_engine::ability::{
    filter, record, Ability, Behavior, Chooser, Event, Events, Expiry, Frame, HouseSpec, Queries,
    Query, Step, TargetSpec,
};
use keysim_engine::destroyed::target_destroyed;
use keysim_engine::select::each;
use keysim_engine::{CardRef, Game, Location, Zones};
use keysim_facts::{CardType, House, HOUSE_COUNT};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "a-vinda" => &A_VINDA,
        "breaker-hill" => &BREAKER_HILL,
        "hit-and-run" => &HIT_AND_RUN,
        "hock" => &HOCK,
        "hugger-mugger" => &HUGGER_MUGGER,
        "inky-gloom" => &INKY_GLOOM,
        "j-vinda" => &J_VINDA,
        "kymoor-eclipse" => &KYMOOR_ECLIPSE,
        "mug" => &MUG,
        "pestering-blow" => &PESTERING_BLOW,
        "symon" => &SYMON,
        "trust-no-one" => &TRUST_NO_ONE,
        "chain-gang" => &CHAIN_GANG,
        "fidgit" => &FIDGIT,
        "into-the-night" => &INTO_THE_NIGHT,
        "no-safety-in-numbers" => &NO_SAFETY_IN_NUMBERS,
        "spike-trap" => &SPIKE_TRAP,
        "subtle-chain" => &SUBTLE_CHAIN,
        "whisper" => &WHISPER,
        "finch-cloak" => &FINCH_CLOAK,
        "gambling-den" => &GAMBLING_DEN,
        "hunter-or-hunted" => &HUNTER_OR_HUNTED,
        "keyforgery" => &KEYFORGERY,
        "manchego" => &MANCHEGO,
        "the-quiet-anvil" => &THE_QUIET_ANVIL,
        "the-shadow-council" => &THE_SHADOW_COUNCIL,
        "weasand" => &WEASAND,
        "brobnar-plant" => &Plant::<{ House::Brobnar as u8 }>::BEHAVIOR,
        "dis-plant" => &Plant::<{ House::Dis as u8 }>::BEHAVIOR,
        "logos-plant" => &Plant::<{ House::Logos as u8 }>::BEHAVIOR,
        "saurian-plant" => &Plant::<{ House::Saurian as u8 }>::BEHAVIOR,
        "star-alliance-plant" => &Plant::<{ House::StarAlliance as u8 }>::BEHAVIOR,
        "untamed-plant" => &Plant::<{ House::Untamed as u8 }>::BEHAVIOR,
        _ => return None,
    })
}

/// 1 damage to a creature (A. Vinda, J. Vinda; the next step reads
/// whether it destroyed it with [`target_destroyed`]).
const ONE_DAMAGE: Step = Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.deal_damage(f.target(0), 1);
});

/// A. Vinda — Reap: 1 damage to a creature; if that destroys it, the
/// opponent discards a random card from hand.
static A_VINDA: Behavior = Behavior::reap(&[
    ONE_DAMAGE,
    Step::then(|g, f| {
        g.discard_random(f.opponent());
    })
    .only_if(target_destroyed),
]);

/// Breaker Hill — each of its neighbors gains "Action: steal 1".
static BREAKER_HILL: Behavior = Behavior {
    grants: Some(&STEAL_ONE_ACTION),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// "Action: steal 1."
static STEAL_ONE_ACTION: Behavior = Behavior::action(&[Step::steal(1)]);

/// Hit and Run — Play: 2 damage to a creature, then return a friendly
/// creature to your hand.
static HIT_AND_RUN: Behavior = Behavior::play(&[
    Step::deal_damage(TargetSpec::ANY_CREATURE, 2),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.return_to_hand(f.last_target()),
    ),
]);

/// Hock — Play: destroy an artifact; if you do, gain 1.
static HOCK: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::ARTIFACTS, filter::any), |g, f| {
        g.destroy(f.target(0))
    }),
    Step::gain(1).only_if(target_destroyed),
]);

/// Hugger-Mugger — Play: capture 1, then steal 1 if the opponent has
/// forged more keys.
static HUGGER_MUGGER: Behavior = Behavior::play(&[
    Step::capture(1),
    Step::steal(1).only_if(|g, f| g.player(f.opponent()).keys > g.player(f.controller).keys),
]);

/// Inky Gloom — Play: on the opponent's next turn, no creature can be used
/// to reap (the effect lasts until your next turn and holds only while the
/// opponent is the active player).
static INKY_GLOOM: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::COMBAT,
    lasting_modify: Some(|g, e, q| {
        if let Query::CanReap { value, .. } = q {
            if g.active_player() != e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// J. Vinda — Reap: 1 damage to a creature; if that destroys it, steal 1.
static J_VINDA: Behavior = Behavior::reap(&[ONE_DAMAGE, Step::steal(1).only_if(target_destroyed)]);

/// Kymoor Eclipse — Play: every flank creature, of both battlelines, is
/// shuffled into its owner's deck.
static KYMOOR_ECLIPSE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let flanks = each(g, f.controller, Zones::CREATURES, |c| g.on_flank(c));
    for &c in flanks.iter() {
        g.shuffle_into_deck(c);
    }
})]);

/// Mug — Play: move 1 Æmber from a creature to your pool, then 2 damage to
/// that creature.
static MUG: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let victim = f.target(0);
    g.take_amber_from(victim, f.controller, 1);
    g.deal_damage(victim, 2);
})]);

/// Pestering Blow — Play: 1 damage to a creature, and enrage it.
static PESTERING_BLOW: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        g.deal_damage(c, 1);
        g.enrage(c);
    })]);

/// Symon — Fight: the creature it fought goes on top of its owner's deck.
static SYMON: Behavior = Behavior::fight(&[Step::then(|g, f| {
    if g.in_battleline(f.subject) {
        g.put_on_top_of_deck(f.subject);
    }
})]);

/// Trust No One — Play: steal 1; with no friendly creature in play, steal
/// 1 per house among enemy creatures instead (3 at most).
static TRUST_NO_ONE: Behavior = Behavior::play(&[Step::then(|g, f| {
    let amount = if g.creatures(f.controller).is_empty() {
        let houses = g
            .creatures(f.opponent())
            .iter()
            .fold(0u32, |seen, &c| seen | g.houses(c));
        houses.count_ones().min(3)
    } else {
        1
    };
    g.steal(f.controller, amount);
})]);

/// Whether `c` is a copy of Subtle Chain.
fn is_subtle_chain(g: &Game, c: CardRef) -> bool {
    g.def(c).slug == "subtle-chain"
}

/// Chain Gang — readies after you play Subtle Chain. Action: steal 1, then
/// shuffle a Subtle Chain from your discard pile into your deck.
static CHAIN_GANG: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == g.card(me).controller && is_subtle_chain(g, card) {
                g.ready(me);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    action: &[
        Step::steal(1),
        Step::then(|g, f| {
            let chain = g
                .player(f.controller)
                .discard
                .iter()
                .find(|&c| is_subtle_chain(g, c));
            if let Some(chain) = chain {
                g.put_on_top_of_deck(chain);
                g.shuffle_deck(f.controller);
            }
        }),
    ],
    ..Behavior::VANILLA
};

/// Fidgit — Reap: discard the top card of the opponent's deck or (your
/// choice, if they have archives) a random card of their archives; if it
/// is an action, play it as if it were yours.
static FIDGIT: Behavior = Behavior::reap(&[
    Step::choose_one(
        &[
            "the top card of their deck",
            "a random card of their archives",
        ],
        record,
    )
    .only_if(|g, f| !g.player(f.opponent()).archives.is_empty()),
    Step::then(|g, f| {
        let card = if f.option == 1 {
            g.discard_random_from_archives(f.opponent())
        } else {
            g.discard_top_of_deck(f.opponent())
        };
        if card.is_some() && g.def(card).kind == CardType::Action {
            g.play_from_anywhere(card, f.controller);
        }
    }),
]);

/// Into the Night — Play: until your next turn, only Shadows creatures can
/// be used to fight.
static INTO_THE_NIGHT: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, _, q| {
        if let Query::CanFight { attacker, value } = q {
            if !g.belongs_to(*attacker, House::Shadows) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// No Safety in Numbers — Play: 3 damage to each creature of a house with
/// 3 or more creatures in play (both battlelines counted together).
static NO_SAFETY_IN_NUMBERS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let creatures = each(g, f.controller, Zones::CREATURES, |_| true);
    let mut per_house = [0u8; HOUSE_COUNT];
    for &c in creatures.iter() {
        let houses = g.houses(c);
        for (h, n) in per_house.iter_mut().enumerate() {
            if houses & (1 << h) != 0 {
                *n += 1;
            }
        }
    }
    let crowded = per_house
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n >= 3)
        .fold(0u32, |bits, (h, _)| bits | 1 << h);
    let hit = each(g, f.controller, Zones::CREATURES, |c| {
        g.houses(c) & crowded != 0
    });
    g.deal_damage_each(&hit, 3);
})]);

/// 3 damage to each flank creature of both battlelines.
fn three_to_each_flank(g: &mut Game, f: &mut Frame) {
    let flanks = each(g, f.controller, Zones::CREATURES, |c| g.on_flank(c));
    g.deal_damage_each(&flanks, 3);
}

/// Spike Trap — Omni: sacrifice it; if you do, 3 damage to each flank
/// creature.
static SPIKE_TRAP: Behavior = Behavior::omni(&[
    Step::then(|g, f| g.destroy(f.source)),
    Step::then(three_to_each_flank).only_if(|g, f| g.was_destroyed(f.source)),
]);

/// Subtle Chain — Play: the opponent discards a random card from hand.
static SUBTLE_CHAIN: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.discard_random(f.opponent());
})]);

/// Whisper — Action: lose 1; if you do, destroy a creature.
static WHISPER: Behavior = Behavior::action(&[
    Step::then(|g, f| f.done = g.lose(f.controller, 1) == 1),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| g.destroy(f.last_target()))
        .only_if(|_, f| f.done),
]);

/// Finch Cloak — Fight/Reap: steal 1 if you have less Æmber than the
/// opponent; otherwise each player gains 1.
static FINCH_CLOAK: Behavior = Behavior::fight_and_reap(&[Step::then(|g, f| {
    if g.player(f.controller).amber < g.player(f.opponent()).amber {
        g.steal(f.controller, 1);
    } else {
        g.gain(f.controller, 1);
        g.gain(f.opponent(), 1);
    }
})]);

/// Gambling Den — as each player's turn starts, that player may name a
/// house: they gain 2 if the top card of their deck is of that house, and
/// lose 2 if it is not (nothing happens with an empty deck).
static GAMBLING_DEN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::TurnStarted { player } = ev {
            g.trigger(GAMBLE_ON_THE_TOP_CARD, me, player);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// Gambling Den's bet, made by the player whose turn starts.
const GAMBLE_ON_THE_TOP_CARD: Ability = &[
    Step::may(|_, f| f.done = true),
    Step::choose_house(HouseSpec::Any, record).only_if(|_, f| f.done),
    Step::then(|g, f| {
        let (Some(named), Some(top)) = (f.house, g.player(f.controller).deck.last()) else {
            return;
        };
        if g.belongs_to(top, named) {
            g.gain(f.controller, 2);
        } else {
            g.lose(f.controller, 2);
        }
    })
    .only_if(|_, f| f.done),
];

/// Hunter or Hunted? — Play: ward a creature, or move a ward from a
/// creature to another one. Both modes are always offered, and any
/// creature may be chosen to move a ward from: with no ward on it, nothing
/// moves.
static HUNTER_OR_HUNTED: Behavior = Behavior::play(&[
    Step::choose_one(&["ward a creature", "move a ward"], record),
    Step::target(TargetSpec::ANY_CREATURE, |g, f| g.ward(f.last_target()))
        .only_if(|_, f| f.option == 0),
    Step::target(TargetSpec::ANY_CREATURE, record).only_if(|_, f| f.option == 1),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::not_chosen),
        |g, f| {
            if g.remove_ward(f.target(0)) {
                g.ward(f.last_target());
            }
        },
    )
    .only_if(|_, f| f.option == 1),
]);

/// Keyforgery — when the opponent would forge a key on their turn (the
/// errata), they name a house and a random card of your hand is revealed:
/// if it is not of that house, Keyforgery is destroyed and the key is not
/// forged, no Æmber spent (with an empty hand nothing is revealed and the
/// key is forged).
static KEYFORGERY: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::KeyForging { player } = ev {
            if player != mine && g.active_player() == player {
                g.trigger(CALL_THE_FORGERY, me, mine);
            }
        }
    }),
    hears: Events::KEY_FORGING,
    ..Behavior::VANILLA
};

/// Keyforgery's challenge: the forging player names a house, then a random
/// card of your hand decides.
const CALL_THE_FORGERY: Ability = &[
    Step::choose_house(HouseSpec::Any, record)
        .chosen_by(Chooser::Opponent)
        .only_if(|g, _| g.forge_pending()),
    Step::then(|g, f| {
        let Some(named) = f.house else {
            return;
        };
        let revealed = g.random_card_in(f.controller, Location::Hand);
        if revealed.is_none() {
            return;
        }
        g.reveal(revealed, f.opponent());
        if !g.belongs_to(revealed, named) {
            g.destroy(f.source);
            g.cancel_forge();
        }
    })
    .only_if(|g, _| g.forge_pending()),
];

/// "You may shuffle this creature into your deck."
const MAY_SHUFFLE_INTO_DECK: Ability = &[Step::may(|g, f| g.shuffle_into_deck(f.source))];

/// Manchego — Play: steal 2 if your deck has 5 or fewer cards. Fight/Reap:
/// you may shuffle it into your deck.
static MANCHEGO: Behavior = Behavior {
    play: &[Step::steal(2).only_if(|g, f| g.player(f.controller).deck.len() <= 5)],
    fight: MAY_SHUFFLE_INTO_DECK,
    reap: MAY_SHUFFLE_INTO_DECK,
    ..Behavior::VANILLA
};

/// The Quiet Anvil — keys cost 2 less; destroyed after any key is forged.
static THE_QUIET_ANVIL: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|_, _, q| {
        if let Query::KeyCost { value, .. } = q {
            *value -= 2;
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

/// The Shadow Council — while in the center of your battleline, it has
/// "Action: steal 2" (its action cannot be used elsewhere).
static THE_SHADOW_COUNCIL: Behavior = Behavior {
    action: &[Step::steal(2)],
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

/// Weasand — destroyed whenever it is on a flank; after any player forges
/// a key, you gain 2.
static WEASAND: Behavior = Behavior {
    destroy_if: Some(|g, me| g.on_flank(me)),
    on_event: Some(|g, me, ev| {
        if let Event::KeyForged { .. } = ev {
            g.gain(g.card(me).controller, 2);
        }
    }),
    hears: Events::KEY_FORGED,
    ..Behavior::VANILLA
};

/// The Plants (Brobnar Plant, Dis Plant, ...): after any player chooses
/// house `H` (`House as u8`) as their active house, you gain 1.
pub struct Plant<const H: u8>;

impl<const H: u8> Plant<H> {
    /// The creature's behaviour.
    pub const BEHAVIOR: Behavior = Behavior {
        on_event: Some(Self::gain_on_house_chosen),
        hears: Events::HOUSE_CHOSEN,
        ..Behavior::VANILLA
    };

    fn gain_on_house_chosen(g: &mut Game, me: CardRef, ev: Event) {
        if let Event::HouseChosen { house, .. } = ev {
            if house as u8 == H {
                g.gain(g.card(me).controller, 1);
            }
        }
    }
}

#[cfg(test)]
mod tests;
