//! Sanctum, Age of Ascension.

use keysim_engine::ability::{
    filter, Ability, Behavior, Chooser, Events, Param, Queries, Reach, Step, TargetSpec,
};
use keysim_engine::destroyed::picked_destroyed;
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Expiry, Flank, Frame, Game, LastingEffect, Player, Query, Zones, MAX_CARDS,
};
use keysim_facts::House;

/// The behaviour of a Sanctum card this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "lion-bautrem" => &LION_BAUTREM,
        "abond-the-armorsmith" => &ABOND_THE_ARMORSMITH,
        "aubade-the-grim" => &AUBADE_THE_GRIM,
        "bordan-the-redeemed" => &BORDAN_THE_REDEEMED,
        "challe-the-safeguard" => &Behavior::VANILLA,
        "golden-aura" => &GOLDEN_AURA,
        "hallowed-shield" => &HALLOWED_SHIELD,
        "healing-blast" => &HEALING_BLAST,
        "maruck-the-marked" => &MARUCK_THE_MARKED,
        "sir-marrows" => &SIR_MARROWS,
        "smite" => &SMITE,
        "the-grey-rider" => &THE_GREY_RIDER,
        "baron-mengevin" => &BARON_MENGEVIN,
        "barrister-joya" => &BARRISTER_JOYA,
        "brobnar-ambassador" => &BROBNAR_AMBASSADOR,
        "dis-ambassador" => &DIS_AMBASSADOR,
        "equalize" => &EQUALIZE,
        "free-markets" => &FREE_MARKETS,
        "haedroth-s-wall" => &HAEDROTHS_WALL,
        "logos-ambassador" => &LOGOS_AMBASSADOR,
        "mars-ambassador" => &MARS_AMBASSADOR,
        "prince-derric-unifier" => &PRINCE_DERRIC_UNIFIER,
        "rothais-the-fierce" => &Behavior::VANILLA,
        "shadows-ambassador" => &SHADOWS_AMBASSADOR,
        "untamed-ambassador" => &UNTAMED_AMBASSADOR,
        "anahita-the-trader" => &ANAHITA_THE_TRADER,
        "eye-of-judgment" => &EYE_OF_JUDGMENT,
        "martyr-s-end" => &MARTYRS_END,
        "mother-northelle" => &MOTHER_NORTHELLE,
        "opal-knight" => &OPAL_KNIGHT,
        "proclamation-346e" => &PROCLAMATION_346E,
        "seraphic-armor" => &SERAPHIC_ARMOR,
        "shard-of-hope" => &SHARD_OF_HOPE,
        _ => return None,
    })
}

/// "Lion" Bautrem — deploy; its neighbors get +2 power.
static LION_BAUTREM: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Whether `card` is another creature controlled by `player` than `me`.
fn other_friendly(g: &Game, player: Player, me: CardRef, card: CardRef) -> bool {
    card != me && g.card(card).controller == player
}

/// Abond the Armorsmith — other friendly creatures get +1 armor; Action:
/// they get +1 more for the rest of the turn (even if Abond leaves play).
static ABOND_THE_ARMORSMITH: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    modifies: Queries::ARMOR,
    reach: Reach::Friendly,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if other_friendly(g, g.card(me).controller, me, *card) {
                *value += 1;
            }
        }
    }),
    lasting_modifies: Queries::ARMOR,
    lasting_modify: Some(|g, e, q| {
        if let Query::Armor { card, value } = q {
            if other_friendly(g, e.controller, e.source, *card) {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Aubade the Grim — Play: capture 3. Reap: 1 Æmber on it goes back to
/// the supply.
static AUBADE_THE_GRIM: Behavior = Behavior {
    play: &[Step::capture(3)],
    reap: &[Step::then(|g, f| {
        g.remove_amber(f.source, 1);
    })],
    ..Behavior::VANILLA
};

/// Bordan the Redeemed — elusive; Action: capture 2.
static BORDAN_THE_REDEEMED: Behavior = Behavior::action(&[Step::capture(2)]);

/// The chosen creature cannot be dealt damage (a lasting effect with it as
/// its subject).
fn subject_undamageable(e: LastingEffect, q: &mut Query) {
    if let Query::CanBeDamaged { card, value } = q {
        if *card == e.subject {
            *value = false;
        }
    }
}

/// Golden Aura — Play: fully heal a creature; for the rest of the turn it
/// is of house Sanctum only and cannot be dealt damage.
static GOLDEN_AURA: Behavior = Behavior {
    play: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.fully_heal(c);
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
        }
    })],
    lasting_modifies: Queries::HOUSES.and(Queries::OTHER),
    lasting_modify: Some(|_, e, q| {
        if let Query::Houses { card, value } = q {
            if *card == e.subject {
                *value = 1 << House::Sanctum as u32;
            }
        }
        subject_undamageable(e, q);
    }),
    ..Behavior::VANILLA
};

/// Hallowed Shield — Action: a creature cannot be dealt damage this turn.
static HALLOWED_SHIELD: Behavior = Behavior {
    action: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, 0);
        }
    })],
    lasting_modifies: Queries::OTHER,
    lasting_modify: Some(|_, e, q| subject_undamageable(e, q)),
    ..Behavior::VANILLA
};

/// Healing Blast — Play: fully heal a creature; gain 2 if that removed 4
/// damage or more.
static HEALING_BLAST: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        if g.fully_heal(f.target(0)) >= 4 {
            g.gain(f.controller, 2);
        }
    })]);

/// Maruck the Marked — after its armor prevents damage, it captures 1 for
/// each damage prevented.
static MARUCK_THE_MARKED: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::ArmorPrevented { card, amount } = ev {
            if card == me {
                g.capture(me, amount as u32);
            }
        }
    }),
    hears: Events::ARMOR_PREVENTED,
    ..Behavior::VANILLA
};

/// A friendly creature with the same title as the ability's source.
fn friendly_same_title(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.def(c).name == g.def(f.source).name
}

/// Sir Marrows — after the opponent gains Æmber by reaping, it captures
/// that Æmber. With several Sir Marrows, each tries to capture the same
/// Æmber, one by one in the order the reaping (active) player chooses: the
/// first of them in play queues the attempts for all. Once one took it from
/// the pool it is gone and the others capture nothing; a capture taken from
/// the common supply instead (Po's Pixies) leaves it there for the next
/// (FAQ, both rulings).
static SIR_MARROWS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::GainedByReaping { player, .. } = ev {
            let mine = g.card(me).controller;
            let first = g
                .creatures(mine)
                .iter()
                .find(|&&c| g.def(c).name == g.def(me).name);
            if player != mine && first == Some(&me) {
                g.trigger(SIR_MARROWS_CAPTURES, me, mine);
            }
        }
    }),
    hears: Events::GAINED_BY_REAPING,
    ..Behavior::VANILLA
};

/// The reaped Æmber, captured by the Sir Marrows the reaping player picks,
/// and again by the next one they pick while it is still in the pool.
const SIR_MARROWS_CAPTURES: Ability = &[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        friendly_same_title(g, f, c) && filter::not_chosen(g, f, c)
    }),
    |g, f| {
        let reaper = f.opponent();
        let before = g.player(reaper).amber;
        let captured = g.capture(f.last_target(), 1);
        f.repeat = captured == 1 && g.player(reaper).amber == before;
    },
)
.chosen_by(Chooser::Opponent)];

/// Smite's lasting effects, told apart by their `value`: the creature
/// fighting (listening for its fight), the creature it attacks, and the
/// attacked creature's neighbors (each ends when its subject leaves play).
const SMITE_FIGHTER: u8 = 0;
/// See [`SMITE_FIGHTER`].
const SMITE_ATTACKED: u8 = 1;
/// See [`SMITE_FIGHTER`].
const SMITE_NEIGHBOR: u8 = 2;

/// Records the neighbors `attacked` has now, for Smite's effect `e`.
fn record_neighbors(g: &mut Game, e: LastingEffect, attacked: CardRef) {
    g.expire_lasting(|x| x.source == e.source && x.value == SMITE_NEIGHBOR);
    let mut neighbors = [CardRef::NONE; 2];
    for (i, c) in g.neighbors(attacked).enumerate() {
        neighbors[i] = c;
    }
    for c in neighbors.into_iter().filter(|c| c.is_some()) {
        g.add_lasting_with(e.source, e.controller, e.expiry, c, SMITE_NEIGHBOR);
    }
}

/// Smite — Play: ready and fight with a friendly creature, then 2 damage
/// to each neighbor of the creature attacked: its neighbors now, or, if it
/// left play, those it had just before it left that are still in play (the
/// FAQ with Firespitter). Its lasting effects follow the neighbors through
/// the fight: recorded as the fight starts, again after any creature is
/// destroyed while the attacked one stays.
static SMITE: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| {
                let c = f.target(0);
                if c.is_some() {
                    f.count = g.turn_history().fights;
                    g.add_lasting_with(f.source, f.controller, Expiry::EndOfTurn, c, SMITE_FIGHTER);
                    g.ready_and_fight(c);
                }
            },
        ),
        Step::then(|g, f| {
            let fought = g.turn_history().fights != f.count;
            let attacked = match g.turn_history().last_fight {
                Some((attacker, defender)) if fought && attacker == f.target(0) => defender,
                _ => CardRef::NONE,
            };
            let mut hit = [CardRef::NONE; 2];
            if attacked.is_some() && g.in_battleline(attacked) {
                for (i, c) in g.neighbors(attacked).enumerate() {
                    hit[i] = c;
                }
            } else if attacked.is_some() {
                let recorded = g.lasting_effects().iter().filter(|e| {
                    e.source == f.source && e.value == SMITE_NEIGHBOR && g.in_battleline(e.subject)
                });
                for (i, e) in recorded.enumerate().take(2) {
                    hit[i] = e.subject;
                }
            }
            g.expire_lasting(|e| e.source == f.source);
            g.deal_damage_each(&hit, 2);
        }),
    ],
    lasting_event: Some(|g, e, ev| match ev {
        Event::FightStarting { attacker, defender }
            if e.value == SMITE_FIGHTER && attacker == e.subject =>
        {
            g.add_lasting_with(e.source, e.controller, e.expiry, defender, SMITE_ATTACKED);
            record_neighbors(g, e, defender);
        }
        Event::Destroyed { .. } if e.value == SMITE_ATTACKED => record_neighbors(g, e, e.subject),
        _ => {}
    }),
    lasting_hears: Events::FIGHT_STARTING.and(Events::DESTROYED),
    ..Behavior::VANILLA
};

/// "You may ready and fight with a neighboring creature."
static READY_AND_FIGHT_A_NEIGHBOR: &[Step] = &[Step::ready_and_fight(
    TargetSpec::new(Zones::CREATURES, filter::neighbor).optional(),
)];

/// The Grey Rider — deploy; Play/Fight/Reap: you may ready and fight with
/// a neighbor.
static THE_GREY_RIDER: Behavior = Behavior {
    play: READY_AND_FIGHT_A_NEIGHBOR,
    fight: READY_AND_FIGHT_A_NEIGHBOR,
    reap: READY_AND_FIGHT_A_NEIGHBOR,
    ..Behavior::VANILLA
};

/// Baron Mengevin — after you discard a Sanctum card from your hand, it
/// captures 1.
static BARON_MENGEVIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::DiscardedFromHand { card, player } = ev {
            if player == g.card(me).controller && g.belongs_to(card, House::Sanctum) {
                g.capture(me, 1);
            }
        }
    }),
    hears: Events::DISCARDED_FROM_HAND,
    ..Behavior::VANILLA
};

/// Barrister Joya — enemy creatures cannot reap.
static BARRISTER_JOYA: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanReap { card, value } = q {
            if g.card(*card).controller != g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// The houses of the cards in play, a bit per `House as u32`.
fn houses_in_play(g: &Game) -> u32 {
    g.all_cards()
        .filter(|&c| g.card(c).location.in_play())
        .fold(0, |houses, c| houses | g.houses(c))
}

/// Lifts the Æmber off the creatures `keep` selects into the supply, its
/// total in `f.count`, for [`EQUALIZE`] to put back one at a time.
fn lift_amber(g: &mut Game, f: &mut Frame, keep: fn(&Game, &Frame, CardRef) -> bool) {
    let mut total = 0;
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| keep(g, f, c)) {
        total += g.remove_amber(c, u32::MAX);
    }
    f.count = total.min(u8::MAX as u32) as u8;
}

/// Equalize — Play: the Æmber on friendly creatures is dealt out again
/// among friendly creatures, one at a time as the player chooses; then
/// the same for enemy creatures.
static EQUALIZE: Behavior = Behavior::play(&[
    Step::then(|g, f| lift_amber(g, f, filter::friendly)),
    Step::target_per_count(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| g.place_amber(f.last_target(), 1),
    ),
    Step::then(|g, f| lift_amber(g, f, filter::enemy)),
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.place_amber(f.last_target(), 1)
    }),
]);

/// Free Markets — Play: gain 1 for each house other than Sanctum among the
/// cards in play, at most 6.
static FREE_MARKETS: Behavior = Behavior::play(&[Step::then(|g, f| {
    let not_counted = 1 << House::Sanctum as u32 | 1 << House::Neutral as u32;
    let houses = houses_in_play(g) & !not_counted;
    g.gain(f.controller, houses.count_ones().min(6));
})]);

/// Haedroth's Wall — each friendly flank creature gets +2 power.
static HAEDROTHS_WALL: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Friendly,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.card(*card).controller == g.card(me).controller && g.on_flank(*card) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Whether `p` controls creatures of three different houses: three of
/// their creatures can each be given a house of its own among the houses it
/// belongs to (with one house each, three distinct houses).
fn controls_three_houses(g: &Game, p: Player) -> bool {
    let mut masks = [0u32; MAX_CARDS];
    let mut n = 0;
    let mut all = 0;
    for &c in g.creatures(p) {
        masks[n] = g.houses(c);
        all |= masks[n];
        n += 1;
    }
    if all.count_ones() < 3 {
        return false;
    }
    let masks = &masks[..n];
    // Three creatures get distinct houses when each pair of them covers
    // two houses and the three cover three (Hall's condition).
    for (i, &a) in masks.iter().enumerate() {
        for (j, &b) in masks.iter().enumerate().skip(i + 1) {
            if (a | b).count_ones() < 2 {
                continue;
            }
            for &c in &masks[j + 1..] {
                if (a | c).count_ones() >= 2
                    && (b | c).count_ones() >= 2
                    && (a | b | c).count_ones() >= 3
                {
                    return true;
                }
            }
        }
    }
    false
}

/// Prince Derric, Unifier — Play: gain 3 if you control creatures of 3
/// different houses.
static PRINCE_DERRIC_UNIFIER: Behavior = Behavior::play(&[Step::then(|g, f| {
    if controls_three_houses(g, f.controller) {
        g.gain(f.controller, 3);
    }
})]);

/// The Ambassadors' permission, while unspent (no subject): the house is
/// `value`'s low bits. Spent, its subject is the card it was spent on, and
/// [`PLAYED`] is set if that card was played rather than used.
const HOUSE_BITS: u8 = 0x1f;
/// See [`HOUSE_BITS`].
const PLAYED: u8 = 0x80;

/// The house an Ambassador's permission names.
fn permission_house(e: &LastingEffect) -> House {
    House::ALL
        .get((e.value & HOUSE_BITS) as usize)
        .copied()
        .unwrap_or(House::Neutral)
}

/// "Fight/Reap: you may play or use a `house` card this turn": the
/// permission, for one card, starts.
const fn play_or_use_this_turn(house: House) -> Step {
    Step::then(|g, f| {
        let house = f.param().house();
        g.add_lasting_with(
            f.source,
            f.controller,
            Expiry::EndOfTurn,
            CardRef::NONE,
            house as u8,
        );
    })
    .with(Param::House(house))
}

/// The six Ambassadors, each with its house: elusive; after it fights or
/// reaps, its controller may play or use one card of that house this turn
/// whatever the active house. Played, the card spends the permission; used,
/// the permission stays with that card, which may be used again (as the FAQ
/// rules for Combat Pheromones' "use").
const AMBASSADOR: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| match q {
        Query::OffHousePlay {
            player,
            card,
            value,
        } if *player == e.controller
            && e.subject.is_none()
            && g.belongs_to(*card, permission_house(&e)) =>
        {
            *value = true
        }
        Query::OffHouseUse {
            player,
            card,
            value,
        } if *player == e.controller => {
            let unspent = e.subject.is_none() && g.belongs_to(*card, permission_house(&e));
            let spent_on_it = *card == e.subject && e.value & PLAYED == 0;
            if unspent || spent_on_it {
                *value = true;
            }
        }
        _ => {}
    }),
    lasting_event: Some(|g, e, ev| {
        let (card, player, played) = match ev {
            Event::CardPlayed { card, player } if g.played_from_hand(card) => (card, player, true),
            Event::Used { card, player } => (card, player, false),
            _ => return,
        };
        let house = permission_house(&e);
        let off_house = !g.active_house().is_some_and(|h| g.belongs_to(card, h));
        if e.subject.is_some() || player != e.controller || !off_house || !g.belongs_to(card, house)
        {
            return;
        }
        // Another permission of the same card already spent on it this
        // very event, or earlier for a card used again.
        let already = g
            .lasting_effects()
            .iter()
            .any(|x| x.source_def == e.source_def && x.subject == card);
        if !already {
            g.end_lasting(e);
            let value = house as u8 | if played { PLAYED } else { 0 };
            g.add_lasting_with(e.source, e.controller, e.expiry, card, value);
        }
    }),
    lasting_hears: Events::CARD_PLAYED.and(Events::USED),
    ..Behavior::VANILLA
};

/// Brobnar Ambassador — Fight/Reap: play or use one Brobnar card this turn.
static BROBNAR_AMBASSADOR: Behavior = Behavior {
    fight: &[play_or_use_this_turn(House::Brobnar)],
    reap: &[play_or_use_this_turn(House::Brobnar)],
    ..AMBASSADOR
};

/// Dis Ambassador — Fight/Reap: play or use one Dis card this turn.
static DIS_AMBASSADOR: Behavior = Behavior {
    fight: &[play_or_use_this_turn(House::Dis)],
    reap: &[play_or_use_this_turn(House::Dis)],
    ..AMBASSADOR
};

/// Logos Ambassador — Fight/Reap: play or use one Logos card this turn.
static LOGOS_AMBASSADOR: Behavior = Behavior {
    fight: &[play_or_use_this_turn(House::Logos)],
    reap: &[play_or_use_this_turn(House::Logos)],
    ..AMBASSADOR
};

/// Mars Ambassador — Fight/Reap: play or use one Mars card this turn.
static MARS_AMBASSADOR: Behavior = Behavior {
    fight: &[play_or_use_this_turn(House::Mars)],
    reap: &[play_or_use_this_turn(House::Mars)],
    ..AMBASSADOR
};

/// Shadows Ambassador — Fight/Reap: play or use one Shadows card this turn.
static SHADOWS_AMBASSADOR: Behavior = Behavior {
    fight: &[play_or_use_this_turn(House::Shadows)],
    reap: &[play_or_use_this_turn(House::Shadows)],
    ..AMBASSADOR
};

/// Untamed Ambassador — Fight/Reap: play or use one Untamed card this turn.
static UNTAMED_AMBASSADOR: Behavior = Behavior {
    fight: &[play_or_use_this_turn(House::Untamed)],
    reap: &[play_or_use_this_turn(House::Untamed)],
    ..AMBASSADOR
};

/// Anahita the Trader — Reap: give a friendly artifact to the opponent; if
/// you do, they give you 2.
static ANAHITA_THE_TRADER: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::ARTIFACTS, filter::friendly),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.take_control(c, f.opponent(), Flank::Right);
            if g.card(c).controller == f.opponent() {
                g.give_amber(f.opponent(), f.controller, 2);
            }
        }
    },
)]);

/// Eye of Judgment — Action: purge a creature from a discard pile.
static EYE_OF_JUDGMENT: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::ANY_DISCARD, filter::creature_card),
    |g, f| g.purge(f.target(0)),
)]);

/// Martyr's End — Play: destroy any number of friendly creatures, all at
/// once; gain 1 for each destroyed.
static MARTYRS_END: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly).up_to(MAX_CARDS as u8),
        keysim_engine::ability::record,
    ),
    Step::then(|g, f| {
        for c in f.picked.iter() {
            g.destroy(c);
        }
    }),
    // The destruction has resolved: count what it destroyed.
    Step::then(|g, f| g.gain(f.controller, picked_destroyed(g, f))),
]);

/// Mother Northelle — elusive; Reap: move 1 Æmber from a friendly creature
/// (any, with Æmber on it or not) to your pool.
static MOTHER_NORTHELLE: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::CREATURES, filter::friendly),
    |g, f| {
        g.take_amber_from(f.target(0), f.controller, 1);
    },
)]);

/// Opal Knight — Play: destroy each creature with even power.
static OPAL_KNIGHT: Behavior = Behavior::play(&[Step::then(|g, f| {
    for &c in &*each(g, f.controller, Zones::CREATURES, |c| g.power(c) % 2 == 0) {
        g.destroy(c);
    }
})]);

/// Proclamation 346E — the opponent's keys cost +2 while they do not
/// control creatures of 3 different houses.
static PROCLAMATION_346E: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != g.card(me).controller && !controls_three_houses(g, *player) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Seraphic Armor — its creature gets +1 armor; Play: fully heal it.
static SERAPHIC_ARMOR: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let host = g.card(f.source).host;
        g.fully_heal(host);
    })],
    modifies: Queries::ARMOR,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Armor { card, value } = q {
            if *card == g.card(me).host {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Shard of Hope — Action: a friendly creature captures 1 for each friendly
/// Shard.
static SHARD_OF_HOPE: Behavior = Behavior::action(&[
    crate::family::COUNT_FRIENDLY_SHARDS,
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.capture(f.target(0), f.count as u32);
        },
    ),
]);

#[cfg(test)]
mod tests;
