//! Brobnar, Worlds Collide.

use keysim_engine::ability::{Ability, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::{CardRef, Event, Expiry, Frame, Game, Query, Zones};
use keysim_facts::traits;

/// The behaviour of a Brobnar card of this file that this set printed
/// first, by slug. The Mega creatures play their base creature's
/// behaviour (Mega Cowfyne, Mega Ganger Chieftain and Mega Groke that of
/// the earlier set that printed the base), and the seven Brews are one
/// card.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "alaka" => &ALAKA,
        "alaka-s-brew" => &BREW,
        "ballcano" => &BALLCANO,
        "barn-razing" => &BARN_RAZING,
        "berserker-slam" => &BERSERKER_SLAM,
        "gron-nine-toes" => &GRON_NINE_TOES,
        "irestaff" => &IRESTAFF,
        "mogghunter" => &MOGGHUNTER,
        "narp" => &NARP,
        "shorty" => &SHORTY,
        "stilt-kin" => &STILT_KIN,
        "warriors--refrain" => &WARRIORS_REFRAIN,
        "mega-alaka" => &ALAKA,
        "mega-cowfyne" => return keysim_aoa::behavior("cowfyne"),
        "mega-ganger-chieftain" => return keysim_cota::behavior("ganger-chieftain"),
        "mega-groke" => return keysim_aoa::behavior("groke"),
        "mega-gron-nine-toes" => &GRON_NINE_TOES,
        "mega-mogghunter" => &MOGGHUNTER,
        "mega-narp" => &NARP,
        "mega-shorty" => &SHORTY,
        "chieftain-s-brew" | "cowfyne-s-brew" | "groke-s-brew" | "gron-s-brew"
        | "mogghunter-s-brew" | "narp-s-brew" | "shorty-s-brew" => &BREW,
        _ => return None,
    })
}

/// Alaka (and Mega Alaka) — enters play ready if a creature was used to
/// fight this turn.
static ALAKA: Behavior = Behavior {
    modifies: Queries::OTHER,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me && g.turn_history().fights > 0 {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Alaka's Brew (and the six other Brews) — Play: two +1 power counters on
/// a creature.
static BREW: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.add_power_counters(f.target(0), 2)
})]);

/// Ballcano — Play: 4 damage to each creature; gain 2 chains.
static BALLCANO: Behavior = Behavior::play(&[Step::then(|g, f| {
    let creatures = each(g, f.controller, Zones::CREATURES, |_| true);
    g.deal_damage_each(&creatures, 4);
    g.gain_chains(f.controller, 2);
})]);

/// Barn Razing — Play: this turn, the opponent loses 1 each time a
/// friendly creature fights.
static BARN_RAZING: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::Fought { controller, .. } = ev {
            if controller == e.controller {
                g.lose(e.controller.opponent(), 1);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A creature on a flank of its battleline.
fn flank_creature(g: &Game, _: &Frame, c: CardRef) -> bool {
    g.on_flank(c)
}

/// Berserker Slam — Play: 4 damage to a flank creature; if that destroys
/// it, its controller loses 1.
static BERSERKER_SLAM: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::CREATURES, flank_creature), |g, f| {
        let c = f.target(0);
        if c.is_some() {
            let controller = g.card(c).controller;
            g.deal_damage(c, 4);
            if g.card(c).is_tagged() {
                f.tally[controller.index()] = 1;
            }
        }
    }),
    // The destruction has resolved: a creature that stayed in play was not
    // destroyed after all.
    Step::then(|g, f| {
        if !g.in_battleline(f.target(0)) {
            for p in keysim_engine::Player::BOTH {
                if f.tally[p.index()] > 0 {
                    g.lose(p, 1);
                }
            }
        }
    }),
]);

/// Gron Nine-Toes (and Mega Gron Nine-Toes) — +4 power while it has damage
/// it survived.
static GRON_NINE_TOES: Behavior = Behavior {
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me && g.has_survived_damage(me) {
                *value += 4;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Irestaff — Action: enrage a creature and give it a +1 power counter.
static IRESTAFF: Behavior = Behavior::action(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    g.enrage(f.target(0));
    g.add_power_counters(f.target(0), 1);
})]);

/// Mogghunter (and Mega Mogghunter) — Fight: 2 damage to a flank creature.
static MOGGHUNTER: Behavior = Behavior::fight(&[Step::deal_damage(
    TargetSpec::new(Zones::CREATURES, flank_creature),
    2,
)]);

/// Narp (and Mega Narp) — its neighbors cannot reap.
static NARP: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanReap { card, value } = q {
            if g.are_neighbors(me, *card) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Shorty (and Mega Shorty; assault 4) — Reap: enrage it.
static SHORTY: Behavior = Behavior::reap(&[Step::then(|g, f| g.enrage(f.source))]);

/// Ready this card and fight with it.
const READY_AND_FIGHT_ITSELF: Ability = &[Step::then(|g, f| {
    g.ready(f.source);
    g.fight_with(f.source);
})];

/// Stilt-Kin (skirmish) — after a Giant creature is played beside it, it
/// readies and fights.
static STILT_KIN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, .. } = ev {
            if g.are_neighbors(me, card) && g.def(card).has_trait(traits::GIANT) {
                let mine = g.card(me).controller;
                g.trigger(READY_AND_FIGHT_ITSELF, me, mine);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Warriors' Refrain — Play: stun each creature with power 3 or lower.
static WARRIORS_REFRAIN: Behavior = Behavior::play(&[Step::then(|g, f| {
    let weak = each(g, f.controller, Zones::CREATURES, |c| g.power(c) <= 3);
    for &c in weak.iter() {
        g.stun(c);
    }
})]);

#[cfg(test)]
mod tests;
