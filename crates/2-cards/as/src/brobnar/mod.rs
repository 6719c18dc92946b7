//! Brobnar, Æmber Skies.

use keysim_engine::ability::{
    filter, Ability, Behavior, Frame, Queries, Query, Reach, Step, TargetSpec,
};
use keysim_engine::{CardRef, Event, Events, Expiry, Game, GameAction, KeyColor, Zones};
use keysim_facts::{House, Keywords};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "belcher" => &BELCHER,
        "eruption" => &ERUPTION,
        "grat-tattuu" => &GRAT_TATTUU,
        "improvised-aviation" => &IMPROVISED_AVIATION,
        "on-the-mark" => &ON_THE_MARK,
        "brunx-and-bongle" => &BRUNX_AND_BONGLE,
        "clap-of-thunder" => &CLAP_OF_THUNDER,
        "crunch" => &CRUNCH,
        "nagoo-yani" => &NAGOO_YANI,
        "narplet" => &NARPLET,
        "strength-within" => &STRENGTH_WITHIN,
        "bosch-the-unyielding" => &BOSCH_THE_UNYIELDING,
        "cirrus-mace" => &CIRRUS_MACE,
        "db-gobber" => &DB_GOBBER,
        "dreadstarr-the-lone" => &DREADSTARR_THE_LONE,
        "fancy-donavon" => &FANCY_DONAVON,
        "incensed" => &INCENSED,
        "raince-furyheart" => &RAINCE_FURYHEART,
        "raise-your-glass" => &RAISE_YOUR_GLASS,
        "terrance-surefoot" => &TERRANCE_SUREFOOT,
        "armored-spikes" => &ARMORED_SPIKES,
        "bigger-guns-for-everyone" => &BIGGER_GUNS_FOR_EVERYONE,
        "akugyo" => &AKUGYO,
        "alien-puffer" => &ALIEN_PUFFER,
        "anvil-crawler" => &ANVIL_CRAWLER,
        "beehemoth" => &BEEHEMOTH,
        "blue-æmberdrake" => &BLUE_AEMBERDRAKE,
        "colossipede" => &COLOSSIPEDE,
        "falcron" => &FALCRON,
        "grinder-swarm" => &GRINDER_SWARM,
        "grizzled-wyvern" => &GRIZZLED_WYVERN,
        "hungry-hippogriff" => &HUNGRY_HIPPOGRIFF,
        "icarus-20" => &ICARUS_20,
        "impzilla" => &IMPZILLA,
        "lancet" => &LANCET,
        "malifi-dragon" => &MALIFI_DRAGON,
        "naja" => &NAJA,
        "red-æmberdrake" => &RED_AEMBERDRAKE,
        "rorqual" => &RORQUAL,
        "screeyan" => &SCREEYAN,
        "sentient-cloud" => &SENTIENT_CLOUD,
        "titanarpon" => &TITANARPON,
        "tyrannus-aquilae" => &TYRANNUS_AQUILAE,
        "volax" => &VOLAX,
        "yellow-æmberdrake" => &YELLOW_AEMBERDRAKE,
        _ => return None,
    })
}

/// Whether `c` is a creature in play controlled by `me`'s controller.
fn friendly_creature_of(g: &Game, me: CardRef, c: CardRef) -> bool {
    g.in_battleline(c) && g.card(c).controller == g.card(me).controller
}

/// Moves all the Æmber on the ability's source creature to its
/// controller's pool.
fn all_amber_on_source_to_pool(g: &mut Game, f: &mut Frame) {
    let n = g.card(f.source).amber as u32;
    g.take_amber_from(f.source, f.controller, n);
}

/// A target step that only records its choice.
fn record(_: &mut Game, _: &mut Frame) {}

/// Belcher — Action: discard cards from the top of your deck until a
/// creature card is discarded or the deck is empty; if a creature was,
/// deal damage equal to its printed power to an enemy creature.
static BELCHER: Behavior = Behavior::action(&[
    Step::then(|g, f| loop {
        let c = g.discard_top_of_deck(f.controller);
        if c.is_none() {
            return;
        }
        if g.is_creature_card(c) {
            f.done = true;
            f.count = g.def(c).power;
            return;
        }
    }),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.deal_damage(f.target(0), f.count as u32);
    })
    .only_if(|_, f| f.done),
]);

/// Eruption — versatile is printed (the engine's). Play: exalt it three
/// times. After Fight: 1 Æmber from it to your pool.
static ERUPTION: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        for _ in 0..3 {
            g.exalt(f.source);
        }
    })],
    fight: &[Step::then(|g, f| {
        g.take_amber_from(f.source, f.controller, 1);
    })],
    ..Behavior::VANILLA
};

/// Grat Tattuu — each other friendly Brobnar creature gets +2 power
/// (its enhance icons are printed on the deck's cards).
static GRAT_TATTUU: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card != me
                && friendly_creature_of(g, me, *card)
                && g.belongs_to(*card, House::Brobnar)
            {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Improvised Aviation's lasting effect waiting for the next creature
/// played ([`LastingEffect::value`](keysim_engine::LastingEffect)).
const AVIATION_WAITING: u8 = 0;
/// Improvised Aviation's lasting effect on the creature played.
const AVIATION_FLYING: u8 = 1;

/// What Improvised Aviation gives the creature: "After Fight: shuffle an
/// artifact in play into its owner's deck".
static SHUFFLE_AN_ARTIFACT_AFTER_FIGHT: Behavior = Behavior::fight(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::any),
    |g, f| g.shuffle_into_deck(f.target(0)),
)]);

/// Improvised Aviation — Play: the next creature you play this turn
/// enters play ready and, until the end of the turn, has "After Fight:
/// shuffle an artifact in play into its owner's deck".
static IMPROVISED_AVIATION: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::OTHER_BUT_FIGHT,
    lasting_modify: Some(|g, e, q| {
        if let Query::EntersReady { card, value } = q {
            if e.value == AVIATION_WAITING
                && g.card(*card).controller == e.controller
                && g.is_creature_card(*card)
            {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if e.value == AVIATION_WAITING && player == e.controller && g.is_creature_card(card) {
                g.end_lasting(e);
                g.add_lasting_with(
                    e.source,
                    e.controller,
                    Expiry::EndOfTurn,
                    card,
                    AVIATION_FLYING,
                );
            }
        }
    }),
    lasting_hears: Events::CARD_PLAYED,
    lasting_grants: Some(|_, e, c| {
        (e.value == AVIATION_FLYING && c == e.subject).then_some(&SHUFFLE_AN_ARTIFACT_AFTER_FIGHT)
    }),
    ..Behavior::VANILLA
};

/// On the Mark — Play: choose a friendly creature; all the Æmber on it is
/// moved onto an enemy creature (moved, not captured).
static ON_THE_MARK: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, filter::friendly), record),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        let (from, to) = (f.target(0), f.target(1));
        if from.is_some() && to.is_some() {
            let moved = g.remove_amber(from, g.card(from).amber as u32);
            g.place_amber(to, moved);
        }
    }),
]);

/// Brunx and Bongle — After Fight: if that fight was its first use this
/// turn, you may ready it and reap with it.
static BRUNX_AND_BONGLE: Behavior = Behavior::fight(&[Step::may(|g, f| {
    g.ready(f.source);
    g.reap_with(f.source);
})
.only_if(|g, f| g.in_battleline(f.source) && g.uses_this_turn(f.source) == 1)]);

/// Clap of Thunder — Play: destroy a least powerful creature; then ready
/// and enrage a most powerful creature (ties: its player chooses; the
/// most powerful is found after the destruction).
static CLAP_OF_THUNDER: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::least_powerful),
        |g, f| g.destroy(f.target(0)),
    ),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::most_powerful),
        |g, f| {
            g.ready(f.target(1));
            g.enrage(f.target(1));
        },
    ),
]);

/// Crunch's After Fight/After Reap: +1 power counters equal to a chosen
/// neighbor's power.
const CRUNCH_GROWS: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::neighbor),
    |g, f| {
        let n = f.target(0);
        if n.is_some() {
            let power = g.power(n).max(0) as u32;
            g.add_power_counters(f.source, power);
        }
    },
)];

/// Crunch — After Fight/After Reap: +1 power counters equal to the power
/// of a neighbor of its player's choice.
static CRUNCH: Behavior = Behavior {
    fight: CRUNCH_GROWS,
    reap: CRUNCH_GROWS,
    ..Behavior::VANILLA
};

/// Nagoo Yani's Play/After Fight: 4 damage to an enemy creature.
const FOUR_TO_AN_ENEMY: Ability = &[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, filter::enemy),
    4,
)];

/// Nagoo Yani — Play/After Fight: 4 damage to an enemy creature. Scrap:
/// 2 damage to each enemy flank creature.
static NAGOO_YANI: Behavior = Behavior {
    play: FOUR_TO_AN_ENEMY,
    fight: FOUR_TO_AN_ENEMY,
    scrap: &[Step::then(|g, f| {
        let flanks: Vec<CardRef> = g
            .creatures(f.opponent())
            .iter()
            .copied()
            .filter(|&c| g.on_flank(c))
            .collect();
        g.deal_damage_each(&flanks, 2);
    })],
    ..Behavior::VANILLA
};

/// Narplet — each of its neighbors has versatile.
static NARPLET: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    gives_versatile: true,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value = value.with(Keywords::VERSATILE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Strength Within — while attached, the opponent of its creature's
/// controller pays 1 more per damage on that creature for each key (its
/// enhance icons are printed on the deck's cards).
static STRENGTH_WITHIN: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let host = g.card(me).host;
            if host.is_some() && *player != g.card(host).controller {
                *value += g.card(host).damage as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bosch the Unyielding — taunt is printed. After Fight: all its damage is
/// healed.
static BOSCH_THE_UNYIELDING: Behavior = Behavior::fight(&[Step::then(|g, f| {
    g.heal(f.source, u32::MAX);
})]);

/// Cirrus Mace — Action: two +1 power counters on a creature, then 2
/// damage to each of its neighbors.
static CIRRUS_MACE: Behavior =
    Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_none() {
            return;
        }
        g.add_power_counters(c, 2);
        g.deal_damage_to_neighbors(c, 2);
    })]);

/// D.B. Gobber — After Reap: the opponent loses 1. Scrap: each player
/// holding 7 or more loses 2.
static DB_GOBBER: Behavior = Behavior {
    reap: &[Step::opponent_loses(1)],
    scrap: &[Step::then(|g, f| {
        let rich: Vec<_> = [f.controller, f.opponent()]
            .into_iter()
            .filter(|&p| g.player(p).amber >= 7)
            .collect();
        for p in rich {
            g.lose(p, 2);
        }
    })],
    ..Behavior::VANILLA
};

/// Dreadstarr the Lone — versatile while no other friendly Brobnar
/// creature is in play. After Fight: the opponent loses 1.
static DREADSTARR_THE_LONE: Behavior = Behavior {
    fight: &[Step::opponent_loses(1)],
    modifies: Queries::KEYWORDS,
    reach: Reach::Itself,
    gives_versatile: true,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == me
                && !g
                    .creatures(g.card(me).controller)
                    .iter()
                    .any(|&c| c != me && g.belongs_to(c, House::Brobnar))
            {
                *value = value.with(Keywords::VERSATILE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Fancy Donavon — Scrap: ready and fight with a friendly creature that is
/// not Brobnar (its enhance icons are printed on the deck's cards).
static FANCY_DONAVON: Behavior = Behavior {
    scrap: &[Step::target(
        TargetSpec::new(Zones::CREATURES, |g, f, c| {
            filter::friendly(g, f, c) && !g.belongs_to(c, House::Brobnar)
        }),
        |g, f| {
            let c = f.target(0);
            g.ready_and_fight(c);
        },
    )],
    ..Behavior::VANILLA
};

/// What Incensed gives each friendly creature: "After Fight: gain 1".
static FIGHT_GAIN_ONE: Behavior = Behavior::fight(&[Step::gain(1)]);

/// Incensed — Play: for the rest of the turn, each friendly creature has
/// "After Fight: gain 1".
static INCENSED: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_grants: Some(|g, e, c| {
        (g.in_battleline(c) && g.card(c).controller == e.controller).then_some(&FIGHT_GAIN_ONE)
    }),
    ..Behavior::VANILLA
};

/// Raince Furyheart — skirmish is printed. Before Fight: exalt the
/// creature it fights.
static RAINCE_FURYHEART: Behavior =
    Behavior::before_fight(&[Step::then(|g, f| g.exalt(f.subject))]);

/// Raise Your Glass — Play: ready a least powerful friendly creature (ties:
/// its player chooses) and use it.
static RAISE_YOUR_GLASS: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::friendly(g, f, c)
            && g.creatures(f.controller)
                .iter()
                .all(|&o| g.power(o) >= g.power(c))
    }),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.ready(c);
            g.use_creature(c);
        }
    },
)]);

/// Terrance Surefoot's Play/After Reap: capture 1.
const CAPTURE_ONE: Ability = &[Step::capture(1)];

/// Terrance Surefoot — elusive is printed. After an enemy creature reaps,
/// 1 Æmber on it returns to the supply. Play/After Reap: capture 1.
static TERRANCE_SUREFOOT: Behavior = Behavior {
    play: CAPTURE_ONE,
    reap: CAPTURE_ONE,
    on_event: Some(|g, me, ev| {
        if let Event::Reaped { controller, .. } = ev {
            if controller != g.card(me).controller {
                g.remove_amber(me, 1);
            }
        }
    }),
    hears: Events::REAPED,
    ..Behavior::VANILLA
};

/// Armored Spikes — its creature gets +2 armor and hazardous 2.
static ARMORED_SPIKES: Behavior = Behavior {
    modifies: Queries::ARMOR.and(Queries::ASSAULT_HAZARDOUS),
    reach: Reach::Host,
    modify: Some(|g, me, q| match q {
        Query::Armor { card, value } if *card == g.card(me).host => *value += 2,
        Query::Hazardous { card, value } if *card == g.card(me).host => *value += 2,
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// What Bigger Guns for Everyone gives its creature: "After Fight: 5
/// damage to a creature".
static FIGHT_DEAL_FIVE: Behavior =
    Behavior::fight(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 5)]);

/// Bigger Guns for Everyone — its creature gains "After Fight: 5 damage
/// to a creature".
static BIGGER_GUNS_FOR_EVERYONE: Behavior = Behavior {
    grants: Some(&FIGHT_DEAL_FIVE),
    ..Behavior::VANILLA
};

/// Akugyo — Æmber that would reach the opponent's pool (gained, reaped,
/// stolen) is captured by Akugyo instead. After Fight: 2 Æmber from it
/// to your pool.
static AKUGYO: Behavior = Behavior {
    fight: &[Step::then(|g, f| {
        g.take_amber_from(f.source, f.controller, 2);
    })],
    modifies: Queries::REPLACEMENTS_BUT_READYING,
    modify: Some(|g, me, q| {
        if let Query::Instead {
            action:
                GameAction::Gain {
                    player,
                    amount,
                    from,
                    ..
                },
        } = *q
        {
            if player != g.card(me).controller && from != me {
                *q = Query::Instead {
                    action: GameAction::PutOnCard { card: me, amount },
                };
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Alien Puffer — hazardous 3 is printed. Destroyed: gain 2.
static ALIEN_PUFFER: Behavior = Behavior::destroyed(&[Step::gain(2)]);

/// Anvil Crawler — each player refills their hand to one more card.
static ANVIL_CRAWLER: Behavior = Behavior {
    modifies: Queries::HAND_SIZE,
    modify: Some(|_, _, q| {
        if let Query::HandSize { value, .. } = q {
            *value += 1;
        }
    }),
    ..Behavior::VANILLA
};

/// Beehemoth's start of turn: a +1 power counter on a creature.
const BEEHEMOTH_FEEDS: Ability = &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.add_power_counters(f.target(0), 1)
})];

/// Beehemoth — poison is printed. At the start of your turn, a +1 power
/// counter on a creature. After Reap: move it anywhere in your
/// battleline, then remove every +1 power counter from its (new)
/// neighbors and gain 1 per counter removed.
static BEEHEMOTH: Behavior = Behavior {
    reap: &[Step::choose_number_between(
        |g, f| {
            let n = g.creatures(f.controller).len().max(1) - 1;
            (0, n.min(u8::MAX as usize) as u8)
        },
        |g, f| {
            if !g.in_battleline(f.source) {
                return;
            }
            g.move_in_battleline(f.source, f.option as usize);
            let neighbors: Vec<CardRef> = g.neighbors(f.source).collect();
            let mut removed = 0;
            for n in neighbors {
                let counters = g.card(n).power_counters as u32;
                g.remove_power_counters(n, counters);
                removed += counters;
            }
            g.gain(f.controller, removed);
        },
    )],
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(BEEHEMOTH_FEEDS, me, mine);
        }
    }),
    hears: Events::TURN_STARTED,
    ..Behavior::VANILLA
};

/// An Æmberdrake of colour `COLOR` (a [`KeyColor`] as `u8`): "Destroyed:
/// gain 4, then forge your key of that colour at current cost" (nothing
/// if that key is forged already).
struct Aemberdrake<const COLOR: u8>;

impl<const COLOR: u8> Aemberdrake<COLOR> {
    const DESTROYED: Ability = &[Step::gain(4), Step::then(forge_colored::<COLOR>)];
    const BEHAVIOR: Behavior = Behavior {
        destroyed: Self::DESTROYED,
        reads_key_colors: true,
        ..Behavior::VANILLA
    };
}

/// The ability's controller forges their key of colour `COLOR` at current
/// cost.
fn forge_colored<const COLOR: u8>(g: &mut Game, f: &mut Frame) {
    let color = KeyColor::ALL
        .into_iter()
        .find(|&c| c as u8 == COLOR)
        .unwrap_or(KeyColor::Red);
    g.forge_key_of_color_at_current_cost(f.controller, color);
}

/// Blue Æmberdrake — Destroyed: gain 4; forge your blue key at current
/// cost.
static BLUE_AEMBERDRAKE: Behavior = Aemberdrake::<{ KeyColor::Blue as u8 }>::BEHAVIOR;

/// Red Æmberdrake — Destroyed: gain 4; forge your red key at current
/// cost.
static RED_AEMBERDRAKE: Behavior = Aemberdrake::<{ KeyColor::Red as u8 }>::BEHAVIOR;

/// Yellow Æmberdrake — Destroyed: gain 4; forge your yellow key at
/// current cost.
static YELLOW_AEMBERDRAKE: Behavior = Aemberdrake::<{ KeyColor::Yellow as u8 }>::BEHAVIOR;

/// "After Fight: move each Æmber on this creature to your pool".
static FIGHT_AMBER_TO_POOL: Behavior = Behavior::fight(&[Step::then(all_amber_on_source_to_pool)]);

/// Colossipede — each friendly creature with Æmber on it has "After
/// Fight: move each Æmber on this creature to your pool" (its own ability,
/// the others' granted). Play: exalt each creature.
static COLOSSIPEDE: Behavior = Behavior {
    fight: &[Step::then(all_amber_on_source_to_pool)],
    play: &[Step::then(|g, _| {
        let all: Vec<CardRef> = g.all_creatures().collect();
        for c in all {
            g.exalt(c);
        }
    })],
    grants: Some(&FIGHT_AMBER_TO_POOL),
    grants_to: Some(|g, me, c| friendly_creature_of(g, me, c) && g.card(c).amber > 0),
    ..Behavior::VANILLA
};

/// What Falcron gives its neighbors: "After Reap: steal 1".
static REAP_STEAL_ONE: Behavior = Behavior::reap(&[Step::steal(1)]);

/// Falcron — each of its neighbors has "After Reap: steal 1".
static FALCRON: Behavior = Behavior {
    grants: Some(&REAP_STEAL_ONE),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// Grinder Swarm — +1 power per creature in play (itself included).
/// After Fight: capture 2.
static GRINDER_SWARM: Behavior = Behavior {
    fight: &[Step::capture(2)],
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += g.all_creatures().count() as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Grizzled Wyvern — Play: capture 6 in all, its player choosing how many
/// come from the opponent's pool (the rest from their own); then, with
/// fewer than 6 Æmber on it, it is destroyed.
static GRIZZLED_WYVERN: Behavior = Behavior::play(&[
    Step::choose_number(0, 6, |g, f| {
        let from_opponent = f.option as u32;
        g.capture_from(f.source, f.opponent(), from_opponent);
        g.capture_from(f.source, f.controller, 6 - from_opponent);
    }),
    Step::then(|g, f| {
        if g.card(f.source).amber < 6 {
            g.destroy(f.source);
        }
    }),
]);

/// "Destroyed: move each Æmber on this creature to your pool".
static DESTROYED_AMBER_TO_POOL: Behavior =
    Behavior::destroyed(&[Step::then(all_amber_on_source_to_pool)]);

/// Hungry Hippogriff — each other friendly creature has "Destroyed: move
/// each Æmber on this creature to your pool" (its enhance icons are
/// printed on the deck's cards).
static HUNGRY_HIPPOGRIFF: Behavior = Behavior {
    grants: Some(&DESTROYED_AMBER_TO_POOL),
    grants_to: Some(|g, me, c| c != me && friendly_creature_of(g, me, c)),
    ..Behavior::VANILLA
};

/// What Icarus 2.0 gives each friendly creature: "Action: draw a card".
static ACTION_DRAW_ONE: Behavior = Behavior::action(&[Step::draw(1)]);

/// Icarus 2.0 — each friendly creature has "Action: draw a card" (its own
/// ability, the others' granted).
static ICARUS_20: Behavior = Behavior {
    action: &[Step::draw(1)],
    grants: Some(&ACTION_DRAW_ONE),
    grants_to: Some(friendly_creature_of),
    ..Behavior::VANILLA
};

/// Impzilla — skirmish is printed. After Fight: destroy a most powerful
/// enemy creature (ties: its player chooses).
static IMPZILLA: Behavior = Behavior::fight(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        filter::enemy(g, f, c)
            && g.creatures(f.opponent())
                .iter()
                .all(|&o| g.power(o) <= g.power(c))
    }),
    |g, f| g.destroy(f.target(0)),
)]);

/// What Lancet gives each friendly creature: "After Fight: capture 1".
static FIGHT_CAPTURE_ONE: Behavior = Behavior::fight(&[Step::capture(1)]);

/// Lancet — each friendly creature has "After Fight: capture 1" (its own
/// ability, the others' granted).
static LANCET: Behavior = Behavior {
    fight: &[Step::capture(1)],
    grants: Some(&FIGHT_CAPTURE_ONE),
    grants_to: Some(friendly_creature_of),
    ..Behavior::VANILLA
};

/// Malifi Dragon — at the end of your turn, gain 2 if you hold 4 or less.
static MALIFI_DRAGON: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) && g.player(mine).amber <= 4 {
            g.gain(mine, 2);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Naja — After Reap: gain 3.
static NAJA: Behavior = Behavior::reap(&[Step::gain(3)]);

/// Rorqual's After Fight/After Reap: it is exalted.
const EXALT_ITSELF: Ability = &[Step::then(|g, f| g.exalt(f.source))];

/// Rorqual — +1 power per Æmber on it. After Fight/After Reap: exalt it.
/// Action: all its Æmber to your pool.
static RORQUAL: Behavior = Behavior {
    fight: EXALT_ITSELF,
    reap: EXALT_ITSELF,
    action: &[Step::then(all_amber_on_source_to_pool)],
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
    ..Behavior::VANILLA
};

/// Screeyan — at the end of your turn, the opponent discards the top card
/// of their deck and cannot choose that card's house in their next
/// "choose a house" step (the restriction ends once they chose, or at the
/// start of your next turn).
static SCREEYAN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            let c = g.discard_top_of_deck(mine.opponent());
            if c.is_some() {
                let house = g.def(c).house as u8;
                g.add_lasting_with(me, mine, Expiry::StartOfNextTurn, CardRef::NONE, house);
            }
        }
    }),
    hears: Events::TURN_ENDED,
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|_, e, q| {
        if let Query::HouseChoice {
            player, forbidden, ..
        } = q
        {
            if *player != e.controller {
                *forbidden |= 1 << e.value as u32;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::HouseChosen { player, .. } = ev {
            if player != e.controller {
                g.end_lasting(e);
            }
        }
    }),
    lasting_hears: Events::HOUSE_CHOSEN,
    ..Behavior::VANILLA
};

/// What Sentient Cloud gives: "After Fight: gain 2".
static FIGHT_GAIN_TWO: Behavior = Behavior::fight(&[Step::gain(2)]);

/// Sentient Cloud — each friendly creature with the highest power among
/// friendly creatures (our reading; ties all count) has "After Fight:
/// gain 2" (itself too when it has that power: its own ability).
static SENTIENT_CLOUD: Behavior = Behavior {
    fight: &[Step::gain(2).only_if(|g, f| highest_friendly_power(g, f.source, f.source))],
    grants: Some(&FIGHT_GAIN_TWO),
    grants_to: Some(highest_friendly_power),
    ..Behavior::VANILLA
};

/// Whether `c` is a friendly creature of `me`'s controller with the
/// highest power among them.
fn highest_friendly_power(g: &Game, me: CardRef, c: CardRef) -> bool {
    let mine = g.card(me).controller;
    friendly_creature_of(g, me, c) && g.creatures(mine).iter().all(|&o| g.power(o) <= g.power(c))
}

/// Titanarpon — elusive is printed. The first creature its controller
/// plays each turn enters play ready (as Speed Sigil reads "first": the
/// turn's count of creatures played is 1).
static TITANARPON: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            let mine = g.card(me).controller;
            if g.card(*card).controller == mine
                && g.active_player() == mine
                && g.is_creature_card(*card)
                && g.turn_history().creatures_played == 1
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Tyrannus Aquilae — at the end of each player's turn, it captures 1.
/// After Fight: 1 Æmber from it to your pool.
static TYRANNUS_AQUILAE: Behavior = Behavior {
    fight: &[Step::then(|g, f| {
        g.take_amber_from(f.source, f.controller, 1);
    })],
    on_event: Some(|g, me, ev| {
        if let Event::TurnEnded { .. } = ev {
            g.capture(me, 1);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Volax — Destroyed: gain as much Æmber as your pool holds.
static VOLAX: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let pool = g.player(f.controller).amber as u32;
    g.gain(f.controller, pool);
})]);

#[cfg(test)]
mod tests;
