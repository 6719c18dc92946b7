//! Shadows, Age of Ascension.

use keysim_engine::ability::{
    filter, record, Ability, Behavior, Event, Events, Expiry, Frame, Queries, Query, Reach, Step,
    TargetSpec,
};
use keysim_engine::destroyed::{picked_destroyed, target_destroyed};
use keysim_engine::select::each;
use keysim_engine::{CardRef, Game, GameAction, Location, Tally, Zones};
use keysim_facts::{traits, House, Keywords};

/// The behaviour of a Shadows card this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "dusk-chronicles" => &DUSK_CHRONICLES,
        "furtive-investors" => &FURTIVE_INVESTORS,
        "gamgee" => &GAMGEE,
        "knuckles-bolton" => &Behavior::VANILLA,
        "lamindra" => &LAMINDRA,
        "life-for-a-life" => &LIFE_FOR_A_LIFE,
        "ronnie-wristclocks" => &RONNIE_WRISTCLOCKS,
        "sucker-punch" => &SUCKER_PUNCH,
        "swindle" => &SWINDLE,
        "throwing-stars" => &THROWING_STARS,
        "whistling-darts" => &WHISTLING_DARTS,
        "yantzee-gang" => &YANTZEE_GANG,
        "bonerot-venom" => &BONEROT_VENOM,
        "brend-the-fanatic" => &BREND_THE_FANATIC,
        "hideaway-hole" => &HIDEAWAY_HOLE,
        "little-niff" => &LITTLE_NIFF,
        "murkens" => &MURKENS,
        "nightforge" => &NIGHTFORGE,
        "perplexing-sophistry" => &PERPLEXING_SOPHISTRY,
        "redlock" => &REDLOCK,
        "guard-disguise" => &GUARD_DISGUISE,
        "heist-night" => &HEIST_NIGHT,
        "lethal-distraction" => &LETHAL_DISTRACTION,
        "plague-rat" => &PLAGUE_RAT,
        "rigged-lottery" => &RIGGED_LOTTERY,
        "sack-of-coins" => &SACK_OF_COINS,
        "scowly-caper" => &SCOWLY_CAPER,
        "shard-of-greed" => &SHARD_OF_GREED,
        _ => return None,
    })
}

/// Whether the opponent has more Æmber than the ability's controller.
fn opponent_has_more(g: &Game, f: &Frame) -> bool {
    g.player(f.opponent()).amber > g.player(f.controller).amber
}

/// Whether the ability's controller has more Æmber than the opponent.
fn controller_has_more(g: &Game, f: &Frame) -> bool {
    g.player(f.controller).amber > g.player(f.opponent()).amber
}

/// A card in the controller's hand.
const CARD_IN_HAND: TargetSpec = TargetSpec::new(Zones::HAND, filter::any);

/// An enemy creature.
const ENEMY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::enemy);

/// Dusk Chronicles — Play: draw a card if the opponent has more Æmber;
/// archive a card if you have more.
static DUSK_CHRONICLES: Behavior = Behavior::play(&[
    Step::draw(1).only_if(opponent_has_more),
    Step::target(CARD_IN_HAND, |g, f| g.archive(f.controller, f.target(0)))
        .only_if(controller_has_more),
]);

/// Furtive Investors — Play: if the opponent has more Æmber, gain 1 per
/// key they have forged.
static FURTIVE_INVESTORS: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.gain(f.controller, g.player(f.opponent()).keys as u32);
})
.only_if(opponent_has_more)]);

/// Gamgee — Reap: steal 1 if the opponent has more Æmber.
static GAMGEE: Behavior = Behavior::reap(&[Step::steal(1).only_if(opponent_has_more)]);

/// Lamindra — its neighbors are elusive.
static LAMINDRA: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Life for a Life — Play: sacrifice a friendly creature; if you do, 6
/// damage to a creature.
static LIFE_FOR_A_LIFE: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.destroy(f.target(0)),
    ),
    Step::deal_damage(TargetSpec::ANY_CREATURE, 6).only_if(target_destroyed),
]);

/// Ronnie Wristclocks — Play: steal 1, or 2 from an opponent with 7 or
/// more.
static RONNIE_WRISTCLOCKS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let amount = if g.player(f.opponent()).amber >= 7 {
        2
    } else {
        1
    };
    g.steal(f.controller, amount);
})]);

/// Sucker Punch — Play: 2 damage to an enemy creature; archive this card
/// if that destroys it.
static SUCKER_PUNCH: Behavior = Behavior::play(&[
    Step::target(ENEMY_CREATURE, |g, f| {
        g.deal_damage(f.target(0), 2);
    }),
    Step::then(|g, f| g.archive(f.controller, f.source)).only_if(target_destroyed),
]);

/// Swindle — Play: steal 3.
static SWINDLE: Behavior = Behavior::play(&[Step::steal(3)]);

/// Throwing Stars — Play: 1 damage to each of up to 3 creatures at once;
/// gain 1 per creature it destroys.
static THROWING_STARS: Behavior = Behavior::play(&[
    Step::target(TargetSpec::ANY_CREATURE.up_to(3), |g, f| {
        g.assign_damage(f.last_target(), 1);
    }),
    Step::then(|g, _| g.deal_assigned_damage()),
    // The destruction has resolved: a creature saved instead (Armageddon
    // Cloak) was not destroyed.
    Step::then(|g, f| g.gain(f.controller, picked_destroyed(g, f))),
]);

/// Whistling Darts — Play: 1 damage to each enemy creature.
static WHISTLING_DARTS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let enemies = each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.opponent()
    });
    g.deal_damage_each(&enemies, 1);
})]);

/// Yantzee Gang — Action: steal 1.
static YANTZEE_GANG: Behavior = Behavior::action(&[Step::steal(1)]);

/// Bonerot Venom — each time its creature is used, 2 damage to it once
/// that use is over.
static BONEROT_VENOM: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Used { card, .. } = ev {
            if card == g.card(me).host {
                g.trigger(DAMAGE_HOST_TWO, me, g.card(me).controller);
            }
        }
    }),
    hears: Events::USED,
    ..Behavior::VANILLA
};

/// 2 damage to the creature the source is attached to (none if it is no
/// longer attached).
const DAMAGE_HOST_TWO: Ability = &[Step::then(|g, f| {
    g.deal_damage(g.card(f.source).host, 2);
})];

/// Brend the Fanatic — Play: the opponent gains 1. Destroyed: steal 3.
static BREND_THE_FANATIC: Behavior = Behavior {
    play: &[Step::then(|g, f| g.gain(f.opponent(), 1))],
    destroyed: &[Step::steal(3)],
    ..Behavior::VANILLA
};

/// Hideaway Hole — Omni: sacrifice it; your creatures are elusive until
/// your next turn starts.
static HIDEAWAY_HOLE: Behavior = Behavior {
    omni: &[
        Step::sacrifice(),
        Step::then(|g, f| g.add_lasting(f.source, f.controller, Expiry::StartOfNextTurn)),
    ],
    lasting_modifies: Queries::KEYWORDS,
    lasting_modify: Some(|g, e, q| {
        if let Query::Keywords { card, value } = q {
            if g.in_battleline(*card) && g.card(*card).controller == e.controller {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Little Niff — after a neighbor is used to fight, steal 1 (even if the
/// neighbor did not survive: the FAQ). The neighbor is noted as its fight
/// starts, in a lasting effect that remembers it, and the steal follows
/// the fight.
static LITTLE_NIFF: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::FightStarting { attacker, .. } = ev {
            if g.are_neighbors(me, attacker) {
                let mine = g.card(me).controller;
                g.add_lasting_with(me, mine, Expiry::EndOfTurn, CardRef::NONE, attacker.0);
            }
        }
    }),
    hears: Events::FIGHT_STARTING,
    lasting_event: Some(|g, e, ev| {
        if let Event::Fought { attacker, .. } = ev {
            if attacker.0 == e.value {
                g.end_lasting(e);
                if g.in_battleline(e.source) {
                    g.steal(e.controller, 1);
                }
            }
        }
    }),
    lasting_hears: Events::FOUGHT,
    ..Behavior::VANILLA
};

/// Murkens — Play: play the top card of the opponent's deck, or (your
/// choice, if they have archives) a random card of their archives, as if
/// it were yours.
static MURKENS: Behavior = Behavior::play(&[
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
            g.random_card_in(f.opponent(), Location::Archives)
        } else {
            g.player(f.opponent()).deck.last().unwrap_or(CardRef::NONE)
        };
        g.play_from_anywhere(card, f.controller);
    }),
]);

/// Nightforge — Play: unless you forged a key this turn, you may forge a
/// key at 4 more than its current cost.
static NIGHTFORGE: Behavior = Behavior::play(&[Step::may(|g, f| {
    g.forge_key_paying(f.controller, g.key_cost(f.controller) + 4);
})
.only_if(|g, f| {
    g.player(f.controller).keys_forged_last_turn == 0
        && g.can_pay_for_key(f.controller, g.key_cost(f.controller) + 4)
})]);

/// Perplexing Sophistry — Play: if you have more Æmber, the opponent
/// discards a random card from hand and you draw a card.
static PERPLEXING_SOPHISTRY: Behavior = Behavior::play(&[Step::then(|g, f| {
    g.discard_random(f.opponent());
    g.draw(f.controller, 1);
})
.only_if(controller_has_more)]);

/// Redlock — as your turn ends, gain 1 if you played no creature in it.
static REDLOCK: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) && g.turn_history().creatures_played == 0 {
            g.gain(mine, 1);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Guard Disguise — Action: sacrifice it; steal 3 from an opponent with 3
/// or fewer.
static GUARD_DISGUISE: Behavior = Behavior::action(&[
    Step::sacrifice(),
    Step::steal(3).only_if(|g, f| g.player(f.opponent()).amber <= 3),
]);

/// A friendly Thief creature.
fn friendly_thief(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.has_trait(c, traits::THIEF)
}

/// Heist Night — Play: steal 1 per friendly Thief creature.
static HEIST_NIGHT: Behavior = Behavior::play(&[
    Step::count(Tally::Cards(Zones::CREATURES, friendly_thief)),
    Step::then(|g, f| {
        g.steal(f.controller, f.count as u32);
    }),
]);

/// Lethal Distraction — Play: this turn, each time the chosen creature is
/// dealt damage, 2 more (added to that damage, not a damage of its own:
/// the FAQ).
static LETHAL_DISTRACTION: Behavior = Behavior {
    play: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        if f.target(0).is_some() {
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, f.target(0), 0);
        }
    })],
    lasting_modifies: Queries::REPLACEMENTS_BUT_READYING,
    lasting_modify: Some(|_, e, q| {
        if let Query::Instead {
            action: GameAction::Damage { card, amount },
        } = q
        {
            if *card == e.subject {
                *amount = amount.saturating_add(2);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Plague Rat — Play: each non-Rat creature is dealt 1 damage per Rat
/// creature in play.
static PLAGUE_RAT: Behavior = Behavior::play(&[Step::then(|g, f| {
    let is_rat = |c: CardRef| g.has_trait(c, traits::RAT);
    let rats = each(g, f.controller, Zones::CREATURES, is_rat).len() as u32;
    let others = each(g, f.controller, Zones::CREATURES, |c| !is_rat(c));
    g.deal_damage_each(&others, rats);
})]);

/// Rigged Lottery — Play: each player discards the top 5 cards of their
/// deck and gains 1 per Shadows card among them.
static RIGGED_LOTTERY: Behavior = Behavior::play(&[Step::then(|g, f| {
    let players = [f.controller, f.opponent()];
    let mut shadows = [0; 2];
    for (p, found) in players.into_iter().zip(&mut shadows) {
        for _ in 0..5 {
            let c = g.discard_top_of_deck(p);
            if c.is_some() && g.belongs_to(c, House::Shadows) {
                *found += 1;
            }
        }
    }
    for (p, found) in players.into_iter().zip(shadows) {
        g.gain(p, found);
    }
})]);

/// Sack of Coins — Play: 1 damage per Æmber in your pool, each point to a
/// creature of your choice (the FAQ), dealt at once.
static SACK_OF_COINS: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = g.player(f.controller).amber),
    Step::target_per_count(TargetSpec::ANY_CREATURE, |g, f| {
        g.assign_damage(f.last_target(), 1);
    }),
    Step::then(|g, _| g.deal_assigned_damage()),
]);

/// Scowly Caper — enters play under the opponent's control; usable
/// whatever the active house; as its controller's turn ends, destroys one
/// of its neighbors.
static SCOWLY_CAPER: Behavior = Behavior {
    enters_under_opponent: true,
    modifies: Queries::PERMISSIONS,
    modify: Some(|_, me, q| {
        if let Query::OffHouseUse { card, value, .. } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.trigger(DESTROY_A_NEIGHBOR, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Destroy a neighbor of the source.
const DESTROY_A_NEIGHBOR: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::neighbor),
    |g, f| g.destroy(f.target(0)),
)];

/// Shard of Greed — Action: gain 1 per friendly Shard.
static SHARD_OF_GREED: Behavior = Behavior::action(&[
    crate::family::COUNT_FRIENDLY_SHARDS,
    Step::then(|g, f| g.gain(f.controller, f.count as u32)),
]);

#[cfg(test)]
mod tests;
