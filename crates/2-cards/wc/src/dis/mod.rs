//! Dis, Worlds Collide.

use keysim_engine::ability::{filter, record, Ability, Behavior, HouseSpec, Param, Queries, Reach};
use keysim_engine::key_cost;
use keysim_engine::select::each;
use keysim_engine::{
    control, CardRef, Event, Events, Expiry, Frame, Game, LastingEffect, Location, Player, Query,
    Step, TargetSpec, TraitSet, Zones,
};
use keysim_facts::{traits, House, Trait, HOUSE_COUNT};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "buzzle" => &BUZZLE,
        "dendrix" => &DENDRIX,
        "draining-touch" => &DRAINING_TOUCH,
        "etaromme" => &ETAROMME,
        "festering-touch" => &FESTERING_TOUCH,
        "harbinger-of-doom" => &HARBINGER_OF_DOOM,
        "impspector" => &IMPSPECTOR,
        "infurnace" => &INFURNACE,
        "lilithal" => &LILITHAL,
        "malison" => &MALISON,
        "rotgrub" => &ROTGRUB,
        "the-evil-eye" => &THE_EVIL_EYE,
        "borr-nit" => &BORR_NIT,
        "borr-nit-s-touch" => &BORR_NIT_S_TOUCH,
        "e-e-on-the-fringes" => &E_E_ON_THE_FRINGES,
        "giants--bane" => &GIANTS_BANE,
        "gleeful-mayhem" => &GLEEFUL_MAYHEM,
        "obsidian-forge" => &OBSIDIAN_FORGE,
        "snag" => &SNAG,
        "soul-fiddle" => &SOUL_FIDDLE,
        "greater-oxtet" => &GREATER_OXTET,
        "harvest-time" => &HARVEST_TIME,
        "lesser-oxtet" => &LESSER_OXTET,
        "lord-invidius" => &LORD_INVIDIUS,
        "noname" => &NONAME,
        "sinestra" => &LoseOnFlankPlay::<true>::BEHAVIOR,
        "snag-s-mirror" => &SNAG_S_MIRROR,
        "snaglet" => &SNAGLET,
        "beasts--bane" => &BEASTS_BANE,
        "demons--bane" => &DEMONS_BANE,
        "dexus" => &LoseOnFlankPlay::<false>::BEHAVIOR,
        "dinosaurs--bane" => &DINOSAURS_BANE,
        "humans--bane" => &HUMANS_BANE,
        "scientists--bane" => &SCIENTISTS_BANE,
        "thieves--bane" => &THIEVES_BANE,
        _ => return None,
    })
}

/// Any number of cards: every card a player can hold.
const ANY_NUMBER: u8 = keysim_engine::MAX_CARDS as u8;

/// Purges `c` (if any) and tells whether it was purged (a ward stops it).
fn purged(g: &mut Game, c: CardRef) -> bool {
    if c.is_none() {
        return false;
    }
    g.purge(c);
    g.card(c).location == Location::Purged
}

/// "You may purge one of this creature's neighbors; if you do, ready it."
const PURGE_NEIGHBOR_TO_READY: Ability = &[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::neighbor).optional(),
        |g, f| f.done = purged(g, f.target(0)),
    ),
    Step::then(|g, f| g.ready(f.source)).only_if(|_, f| f.done),
];

/// Buzzle — Play/Fight: you may purge a neighbor of it; if you do, it is
/// readied.
static BUZZLE: Behavior = Behavior {
    play: PURGE_NEIGHBOR_TO_READY,
    fight: PURGE_NEIGHBOR_TO_READY,
    ..Behavior::VANILLA
};

/// Dendrix — Fight: the opponent discards a card at random from hand.
static DENDRIX: Behavior = Behavior::fight(&[Step::then(|g, f| {
    g.discard_random(f.opponent());
})]);

/// Draining Touch — Play: destroy a creature that holds no Æmber.
static DRAINING_TOUCH: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, _, c| g.card(c).amber == 0),
    |g, f| g.destroy(f.target(0)),
)]);

/// How many creatures in play, not tagged for destruction, belong to each
/// house (by [`House::ALL`] index).
fn creatures_by_house(g: &Game) -> [usize; HOUSE_COUNT] {
    let mut counts = [0; HOUSE_COUNT];
    for c in g.all_creatures().filter(|&c| !g.card(c).is_tagged()) {
        for (n, h) in counts.iter_mut().zip(House::ALL) {
            *n += g.belongs_to(c, h) as usize;
        }
    }
    counts
}

/// A creature of a house with the most creatures in play (ties: any of
/// those houses).
fn of_a_most_numerous_house(g: &Game, _: &Frame, c: CardRef) -> bool {
    let counts = creatures_by_house(g);
    let most = counts.iter().copied().max().unwrap_or(0);
    House::ALL
        .iter()
        .zip(counts)
        .any(|(&h, n)| n == most && g.belongs_to(c, h))
}

/// Etaromme — Reap: destroy a creature of the house with the most
/// creatures in play.
static ETAROMME: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, of_a_most_numerous_house),
    |g, f| g.destroy(f.target(0)),
)]);

/// Festering Touch — Play: up to 2 creatures are each dealt 1 damage, or 3
/// if already damaged, all at once.
static FESTERING_TOUCH: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE.up_to(2), |g, f| {
        let c = f.last_target();
        if c.is_some() {
            let amount = if g.card(c).damage > 0 { 3 } else { 1 };
            g.assign_damage(c, amount);
        }
    }),
    Step::then(|g, _| g.deal_assigned_damage()),
]);

/// Harbinger of Doom — Destroyed: destroy each creature.
static HARBINGER_OF_DOOM: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |_| true) {
        g.destroy(c);
    }
})]);

/// Impspector — Destroyed: a random card of the opponent's hand is purged.
static IMPSPECTOR: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let c = g.random_card_in(f.opponent(), Location::Hand);
    g.purge(c);
})]);

/// The second card chosen from "a discard pile" comes from the pile of the
/// first.
fn in_the_pile_chosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.picked.is_empty() || g.card(c).owner == g.card(f.target(0)).owner
}

/// Infurnace — Play: purge up to 2 cards of one discard pile; the opponent
/// loses as much Æmber as their Æmber bonuses add up to.
static INFURNACE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, in_the_pile_chosen).up_to(2),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                let bonus = g.def(c).amber + g.card(c).icons.amber;
                g.purge(c);
                f.count += bonus;
            }
        },
    ),
    Step::then(|g, f| {
        g.lose(f.opponent(), f.count as u32);
    }),
]);

/// Lilithal — Fight/Reap: capture 1.
static LILITHAL: Behavior = Behavior::fight_and_reap(&[Step::capture(1)]);

/// The creature chosen first, while it is in play.
fn first_target_in_play(g: &Game, f: &Frame) -> bool {
    f.target(0).is_some() && g.in_battleline(f.target(0))
}

/// Malison — Fight: you may move an enemy creature to any position of its
/// battleline (counted from the left); then, if it is on a flank, it
/// captures 1 from its controller.
static MALISON: Behavior = Behavior::fight(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::enemy).optional(),
        record,
    ),
    Step::choose_number_between(
        |g, f| {
            let line = g.creatures(g.card(f.target(0)).controller);
            (0, line.len().saturating_sub(1) as u8)
        },
        |g, f| g.move_in_battleline(f.target(0), f.option as usize),
    )
    .only_if(first_target_in_play),
    Step::then(|g, f| {
        let c = f.target(0);
        if g.on_flank(c) {
            let side = g.card(c).controller;
            g.capture_from(c, side, 1);
        }
    })
    .only_if(first_target_in_play),
]);

/// Rotgrub — Play: the opponent loses 1. Reap: archive it.
static ROTGRUB: Behavior = Behavior {
    play: &[Step::opponent_loses(1)],
    reap: &[Step::then(|g, f| g.archive(f.controller, f.source))],
    ..Behavior::VANILLA
};

/// "Keys cost +3 during your opponent's next turn": a lasting effect until
/// the start of your next turn, applied while the opponent is active.
const KEYS_COST_THREE_MORE_NEXT_TURN: Step =
    Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn));

/// The lasting effect of [`KEYS_COST_THREE_MORE_NEXT_TURN`] (The Evil Eye,
/// Lesser Oxtet).
const KEYS_COST_THREE_MORE: Behavior = Behavior {
    lasting_modifies: Queries::ECONOMY,
    lasting_modify: Some(|g, e, q| key_cost::raise_during_opponents_turn(g, &e, q, 3)),
    ..Behavior::VANILLA
};

/// The Evil Eye — Play: during the opponent's next turn, keys cost +3.
static THE_EVIL_EYE: Behavior = Behavior {
    play: &[KEYS_COST_THREE_MORE_NEXT_TURN],
    ..KEYS_COST_THREE_MORE
};

/// "Reveal the top 5 cards of a player's deck, purge one, shuffle the
/// others into that deck" (Borr Nit, Borr Nit's Touch). The revealed cards
/// are taken into their owner's hand, seen by both players, for the choice.
const PURGE_ONE_OF_THE_TOP_FIVE: Ability = &[
    Step::choose_one(&["your deck", "your opponent's deck"], |g, f| {
        let p = if f.option == 0 {
            f.controller
        } else {
            f.opponent()
        };
        for _ in 0..5 {
            let Some(top) = g.player(p).deck.last() else {
                break;
            };
            g.return_to_hand(top);
            g.reveal(top, p.opponent());
            f.push_target(top);
        }
    }),
    Step::target(
        TargetSpec::new(Zones::HAND.and(Zones::OPPONENT_HAND), |_, f, c| {
            f.picked.contains(c)
        }),
        |g, f| {
            let chosen = f.last_target();
            g.purge(chosen);
            let revealed = f.picked;
            for c in revealed.iter().filter(|&c| c != chosen) {
                g.put_on_top_of_deck(c);
            }
            let p = if f.option == 0 {
                f.controller
            } else {
                f.opponent()
            };
            g.shuffle_deck(p);
        },
    )
    .only_if(|_, f| !f.picked.is_empty()),
];

/// Borr Nit — Reap: of the top 5 cards of a player's deck, one is purged
/// and the others shuffled back.
static BORR_NIT: Behavior = Behavior::reap(PURGE_ONE_OF_THE_TOP_FIVE);

/// Borr Nit's Touch — Play: as Borr Nit's reap.
static BORR_NIT_S_TOUCH: Behavior = Behavior::play(PURGE_ONE_OF_THE_TOP_FIVE);

/// "You may purge a Dis card from a discard pile; if you do, steal 1."
const PURGE_DIS_CARD_TO_STEAL: Ability = &[
    Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, |g, _, c| g.belongs_to(c, House::Dis)).optional(),
        |g, f| f.done = purged(g, f.target(0)),
    ),
    Step::steal(1).only_if(|_, f| f.done),
];

/// E'e on the Fringes — on your turn, after you discard a Dis card from
/// your hand, you may purge a Dis card from a discard pile to steal 1.
static E_E_ON_THE_FRINGES: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::DiscardedFromHand { card, player } = ev {
            if player == mine && g.active_player() == mine && g.belongs_to(card, House::Dis) {
                g.trigger(PURGE_DIS_CARD_TO_STEAL, me, mine);
            }
        }
    }),
    hears: Events::DISCARDED_FROM_HAND,
    ..Behavior::VANILLA
};

/// A creature with the trait the step carries (its number).
fn has_the_trait(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.has_trait(c, Trait(f.param().number() as u8))
}

/// "Play: destroy a `t` creature" (the six Banes).
const fn destroy_a_creature_with(t: Trait) -> Step {
    Step::target(TargetSpec::new(Zones::CREATURES, has_the_trait), |g, f| {
        g.destroy(f.target(0))
    })
    .with(Param::Number(t.0 as u32))
}

/// Giants' Bane — Play: destroy a Giant creature.
static GIANTS_BANE: Behavior = Behavior::play(&[destroy_a_creature_with(traits::GIANT)]);

/// The next house from index `from` of [`House::ALL`] with a creature in
/// play not tagged for destruction ([`HOUSE_COUNT`] if none).
fn next_house_with_creatures(g: &Game, from: usize) -> u8 {
    let counts = creatures_by_house(g);
    (from..HOUSE_COUNT)
        .find(|&i| counts[i] > 0)
        .unwrap_or(HOUSE_COUNT) as u8
}

/// Gleeful Mayhem — Play: for each house, in turn, 5 damage to a creature
/// of that house (the house being served is [`Frame::count`]).
static GLEEFUL_MAYHEM: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = next_house_with_creatures(g, 0)),
    Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            g.belongs_to(c, House::ALL[f.count as usize])
        }),
        |g, f| {
            g.deal_damage(f.last_target(), 5);
            f.count = next_house_with_creatures(g, f.count as usize + 1);
            f.repeat = (f.count as usize) < HOUSE_COUNT;
        },
    )
    .only_if(|_, f| (f.count as usize) < HOUSE_COUNT),
]);

/// What Obsidian Forge's key costs: the current cost +6, less 1 for each
/// creature sacrificed ([`Frame::count`]).
fn obsidian_forge_cost(g: &Game, f: &Frame) -> u32 {
    (g.key_cost(f.controller) + 6).saturating_sub(f.count as u32)
}

/// Obsidian Forge — Action: sacrifice any number of friendly creatures;
/// then you may forge a key at +6 current cost, 1 less per creature
/// destroyed this way; if you do, destroy the Forge.
static OBSIDIAN_FORGE: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).up_to(ANY_NUMBER),
        |g, f| g.destroy(f.last_target()),
    ),
    // The destructions resolved: a warded creature stayed in play.
    Step::then(|g, f| f.count = f.picked.iter().filter(|&c| !g.in_battleline(c)).count() as u8),
    Step::may(|g, f| {
        if g.forge_key_paying(f.controller, obsidian_forge_cost(g, f)) {
            g.destroy(f.source);
        }
    })
    .only_if(|g, f| g.can_pay_for_key(f.controller, obsidian_forge_cost(g, f))),
]);

/// Snag — Fight: on their next turn, the opponent must choose the house of
/// the creature fought.
static SNAG: Behavior = Behavior {
    fight: &[Step::then(|g, f| {
        if f.subject.is_some() {
            let house = g.card(f.subject).house;
            g.add_lasting_with(
                f.source,
                f.controller,
                Expiry::StartOfNextTurn,
                CardRef::NONE,
                house as u8,
            );
        }
    })],
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::HouseChoice { player, forced, .. } = q {
            if *player != e.controller {
                *forced |= 1 << e.house() as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Soul Fiddle — Action: enrage a creature.
static SOUL_FIDDLE: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        if f.target(0).is_some() {
            g.enrage(f.target(0));
        }
    })]);

/// Greater Oxtet — at the end of your "ready cards" step, purge a card of
/// your choice from your hand; if you do, it gets two +1 power counters.
static GREATER_OXTET: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::CardsReadied { player: mine }) {
            g.trigger(PURGE_FROM_HAND_TO_GROW, me, mine);
        }
    }),
    hears: Events::CARDS_READIED,
    ..Behavior::VANILLA
};

const PURGE_FROM_HAND_TO_GROW: Ability = &[Step::target(
    TargetSpec::new(Zones::HAND, filter::any),
    |g, f| {
        if purged(g, f.target(0)) {
            g.add_power_counters(f.source, 2);
        }
    },
)];

/// The traits of the cards in play.
fn traits_in_play(g: &Game, you: Player) -> TraitSet {
    each(g, you, Zones::IN_PLAY.and(Zones::UPGRADES), |_| true)
        .iter()
        .fold(TraitSet::EMPTY, |all, &c| all.union(g.traits(c)))
}

/// The `n`-th trait (from 0, by trait number) of the cards in play.
fn nth_trait_in_play(g: &Game, you: Player, n: u8) -> Option<Trait> {
    traits_in_play(g, you).iter().nth(n as usize)
}

/// Harvest Time — Play: choose a trait (one of the cards in play, by
/// number order); each card in play with it is purged, and each player
/// gains 1 for each of them they controlled.
static HARVEST_TIME: Behavior = Behavior::play(&[Step::choose_number_between(
    |g, f| {
        let kinds = traits_in_play(g, f.controller).len();
        (0, kinds.saturating_sub(1) as u8)
    },
    |g, f| {
        let Some(chosen) = nth_trait_in_play(g, f.controller, f.option) else {
            return;
        };
        let with_it = each(g, f.controller, Zones::IN_PLAY.and(Zones::UPGRADES), |c| {
            g.has_trait(c, chosen)
        });
        let mut gained = [0u32; 2];
        for &c in &*with_it {
            if !g.card(c).location.in_play() {
                continue;
            }
            let controller = g.card(c).controller;
            if purged(g, c) {
                gained[controller.index()] += 1;
            }
        }
        for p in [f.controller, f.opponent()] {
            g.gain(p, gained[p.index()]);
        }
    },
)
.only_if(|g, f| !traits_in_play(g, f.controller).is_empty())]);

/// Lesser Oxtet — Play: purge each card in your hand. Reap: during the
/// opponent's next turn, keys cost +3.
static LESSER_OXTET: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for &c in &*each(g, f.controller, Zones::HAND, |_| true) {
            g.purge(c);
        }
    })],
    reap: &[KEYS_COST_THREE_MORE_NEXT_TURN],
    ..KEYS_COST_THREE_MORE
};

/// Lord Invidius — while in the center of your battleline, Reap: take
/// control of an enemy flank creature and exhaust it; it belongs to house
/// Dis while you control it.
static LORD_INVIDIUS: Behavior = Behavior {
    reap: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, |g, f, c| {
                filter::enemy(g, f, c) && g.on_flank(c)
            }),
            |g, f| {
                f.subject = f.target(0);
                if f.subject.is_some() {
                    g.add_lasting_with(
                        f.source,
                        f.controller,
                        Expiry::SubjectLeavesPlay,
                        f.subject,
                        0,
                    );
                }
            },
        )
        .only_if(|g, f| g.in_center(f.source)),
        Step::then(control::take_subject_if_no_choice),
        Step::choose_one(control::FLANKS, control::take_subject_on_chosen_flank)
            .only_if(control::flank_choice_needed),
        Step::then(|g, f| {
            if f.subject.is_some() && g.card(f.subject).controller == f.controller {
                g.exhaust(f.subject);
            }
        }),
    ],
    lasting_modifies: Queries::HOUSES,
    lasting_modify: Some(|g, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject && g.card(*card).controller == e.controller {
                *value = 1 << House::Dis as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Purge a card in a discard pile" (Noname).
const PURGE_FROM_A_DISCARD_PILE: Ability = &[Step::target(
    TargetSpec::new(Zones::ANY_DISCARD, filter::any),
    |g, f| g.purge(f.target(0)),
)];

/// Noname — +1 power for each purged card (both players'). Play/Fight/Reap:
/// purge a card in a discard pile.
static NONAME: Behavior = Behavior {
    play: PURGE_FROM_A_DISCARD_PILE,
    fight: PURGE_FROM_A_DISCARD_PILE,
    reap: PURGE_FROM_A_DISCARD_PILE,
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                let purged = g.player(Player::A).purged.len() + g.player(Player::B).purged.len();
                *value += purged as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "After your opponent plays a creature on their left (`LEFT`) or right
/// flank, they lose 1" (Sinestra, Dexus). A creature played into an empty
/// battleline is on both flanks (the FAQ).
struct LoseOnFlankPlay<const LEFT: bool>;

impl<const LEFT: bool> LoseOnFlankPlay<LEFT> {
    /// The creature's behaviour.
    const BEHAVIOR: Behavior = Behavior {
        on_event: Some(Self::on_event),
        hears: Events::CARD_PLAYED,
        ..Behavior::VANILLA
    };

    fn on_event(g: &mut Game, me: CardRef, ev: Event) {
        let Event::CardPlayed { card, player } = ev else {
            return;
        };
        if player == g.card(me).controller || g.card(card).controller != player {
            return;
        }
        let line = g.creatures(player);
        let flank = if LEFT { line.first() } else { line.last() };
        if flank == Some(&card) {
            g.lose(player, 1);
        }
    }
}

/// "The opponent of the effect's controller cannot choose its house on
/// their next turn" (Snag's Mirror).
fn opponent_cannot_choose_the_house(_: &Game, e: LastingEffect, q: &mut Query) {
    if let Query::HouseChoice {
        player, forbidden, ..
    } = q
    {
        if *player != e.controller {
            *forbidden |= 1 << e.house() as u32;
        }
    }
}

/// Snag's Mirror — after a player chooses their active house, their
/// opponent cannot choose it on their next turn.
static SNAG_S_MIRROR: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::HouseChosen { player, house } = ev {
            g.add_lasting_with(
                me,
                player,
                Expiry::StartOfNextTurn,
                CardRef::NONE,
                house as u8,
            );
        }
    }),
    hears: Events::HOUSE_CHOSEN,
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(opponent_cannot_choose_the_house),
    ..Behavior::VANILLA
};

/// Snaglet — Action: choose a house; if the opponent chooses it on their
/// next turn, steal 2.
static SNAGLET: Behavior = Behavior {
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
    lasting_event: Some(|g, e, ev| {
        if let Event::HouseChosen { player, house } = ev {
            if player != e.controller && house == e.house() {
                g.steal(e.controller, 2);
            }
        }
    }),
    lasting_hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// Beasts' Bane — Play: destroy a Beast creature.
static BEASTS_BANE: Behavior = Behavior::play(&[destroy_a_creature_with(traits::BEAST)]);

/// Demons' Bane — Play: destroy a Demon creature.
static DEMONS_BANE: Behavior = Behavior::play(&[destroy_a_creature_with(traits::DEMON)]);

/// Dinosaurs' Bane — Play: destroy a Dinosaur creature.
static DINOSAURS_BANE: Behavior = Behavior::play(&[destroy_a_creature_with(traits::DINOSAUR)]);

/// Humans' Bane — Play: destroy a Human creature.
static HUMANS_BANE: Behavior = Behavior::play(&[destroy_a_creature_with(traits::HUMAN)]);

/// Scientists' Bane — Play: destroy a Scientist creature.
static SCIENTISTS_BANE: Behavior = Behavior::play(&[destroy_a_creature_with(traits::SCIENTIST)]);

/// Thieves' Bane — Play: destroy a Thief creature.
static THIEVES_BANE: Behavior = Behavior::play(&[destroy_a_creature_with(traits::THIEF)]);

#[cfg(test)]
mod tests;
