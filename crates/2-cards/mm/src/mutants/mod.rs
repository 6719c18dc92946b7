//! The mutants: 36 creatures, five or six in each of Mass Mutation's seven
//! houses (Dino-, Lyco-, Sacro-, Techno-, Umbra- and Xeno-), whose text boxes
//! recombine four abilities. The prefix gives one (Dino: a Play: exalt
//! for damage; Techno: a Reap: discard for a draw; Xeno: a Fight: look at
//! the top of the deck), the house's kind another (a Fiend's Destroyed:
//! steal, a Bot's Reap:, an Alien's Fight:, a Saurus's Play:), and the
//! keywords come from the card table (Lyco: skirmish, Umbra: elusive, the
//! Beasts skirmish, the Thieves elusive).

use keysim_engine::ability::{filter, Ability, Behavior, Frame, Step, TargetSpec};
use keysim_engine::{CardRef, Game, Zones};

/// The behaviour of a mutant, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        // Dis: the Fiends steal 1 when destroyed.
        "dino-fiend" => &DINO_FIEND,
        "lyco-fiend" | "sacro-fiend" | "umbra-fiend" => &FIEND,
        "techno-fiend" => &TECHNO_FIEND,
        "xeno-fiend" => &XENO_FIEND,
        // Logos: the Bots discard a card to draw one when they reap.
        "dino-bot" => &DINO_TECHNO,
        "lyco-bot" | "sacro-bot" | "umbra-bot" => &TECHNO,
        "xeno-bot" => &TECHNO_XENO,
        // Sanctum: the Knights have only their prefix's ability.
        "dino-knight" => &DINO,
        "lyco-knight" | "umbra-knight" => &Behavior::VANILLA,
        "techno-knight" => &TECHNO,
        "xeno-knight" => &XENO,
        // Saurian: the Sauruses may exalt themselves for damage when played.
        "lyco-saurus" | "sacro-saurus" | "umbra-saurus" => &DINO,
        "techno-saurus" => &DINO_TECHNO,
        "xeno-saurus" => &DINO_XENO,
        // Shadows: the Thieves are elusive.
        "dino-thief" => &DINO,
        "lyco-thief" | "sacro-thief" => &Behavior::VANILLA,
        "techno-thief" => &TECHNO,
        "xeno-thief" => &XENO,
        // Star Alliance: the Aliens look at the top of the deck when they
        // fight.
        "dino-alien" => &DINO_XENO,
        "lyco-alien" | "sacro-alien" | "umbra-alien" => &XENO,
        "techno-alien" => &TECHNO_XENO,
        // Untamed: the Beasts have skirmish.
        "dino-beast" => &DINO,
        "sacro-beast" | "umbra-beast" => &Behavior::VANILLA,
        "techno-beast" => &TECHNO,
        "xeno-beast" => &XENO,
        _ => return None,
    })
}

/// Play: this creature may exalt itself; if it does, deal 3 damage to a
/// creature.
const EXALT_FOR_DAMAGE: Ability = &[
    Step::may(|g, f| {
        f.done = g.in_battleline(f.source);
        g.exalt(f.source);
    }),
    Step::deal_damage(TargetSpec::ANY_CREATURE, 3).only_if(|_, f| f.done),
];

/// Reap: discard a card from your hand; if you do, draw a card.
const DISCARD_TO_DRAW: Ability = &[Step::target(
    TargetSpec::new(Zones::HAND, filter::any),
    |g, f| {
        let c = f.last_target();
        if c.is_some() {
            g.discard_from_hand(c);
            g.draw(f.controller, 1);
        }
    },
)];

/// Fight: look at the top 3 cards of your deck, put 1 into your hand and 1
/// on the bottom of your deck (the third stays on top). The cards looked
/// at are taken into the hand, seen by their owner alone, while the one
/// kept is chosen; the others go back on top in their order, and the one
/// for the bottom is chosen among them.
const LOOK_AT_THE_TOP_3: Ability = &[
    Step::then(|g, f| {
        for _ in 0..3 {
            let Some(top) = g.player(f.controller).deck.last() else {
                break;
            };
            g.return_to_hand(top);
            f.push_target(top);
        }
    }),
    Step::target(TargetSpec::new(Zones::HAND, looked_at), |g, f| {
        let kept = f.last_target();
        let looked = f.target_count as usize - 1;
        for i in (0..looked).rev() {
            let c = f.target(i);
            if c != kept {
                g.put_on_top_of_deck(c);
            }
        }
    }),
    Step::target(TargetSpec::new(Zones::DECK, looked_at_not_kept), |g, f| {
        g.put_on_bottom_of_deck(f.last_target());
    }),
];

/// One of the cards [`LOOK_AT_THE_TOP_3`] took into the hand.
fn looked_at(_: &Game, f: &Frame, c: CardRef) -> bool {
    f.chosen().contains(&c)
}

/// One of the cards looked at, back on the deck: not the one kept (the
/// last chosen).
fn looked_at_not_kept(_: &Game, f: &Frame, c: CardRef) -> bool {
    let chosen = f.chosen();
    chosen[..chosen.len().saturating_sub(1)].contains(&c) && c != f.last_target()
}

/// Destroyed: steal 1.
const STEAL_ONE: Ability = &[Step::steal(1)];

static DINO: Behavior = Behavior::play(EXALT_FOR_DAMAGE);
static TECHNO: Behavior = Behavior::reap(DISCARD_TO_DRAW);
static XENO: Behavior = Behavior::fight(LOOK_AT_THE_TOP_3);
static FIEND: Behavior = Behavior::destroyed(STEAL_ONE);

static DINO_FIEND: Behavior = Behavior {
    play: EXALT_FOR_DAMAGE,
    destroyed: STEAL_ONE,
    ..Behavior::VANILLA
};
static TECHNO_FIEND: Behavior = Behavior {
    reap: DISCARD_TO_DRAW,
    destroyed: STEAL_ONE,
    ..Behavior::VANILLA
};
static XENO_FIEND: Behavior = Behavior {
    fight: LOOK_AT_THE_TOP_3,
    destroyed: STEAL_ONE,
    ..Behavior::VANILLA
};
static DINO_TECHNO: Behavior = Behavior {
    play: EXALT_FOR_DAMAGE,
    reap: DISCARD_TO_DRAW,
    ..Behavior::VANILLA
};
static DINO_XENO: Behavior = Behavior {
    play: EXALT_FOR_DAMAGE,
    fight: LOOK_AT_THE_TOP_3,
    ..Behavior::VANILLA
};
static TECHNO_XENO: Behavior = Behavior {
    reap: DISCARD_TO_DRAW,
    fight: LOOK_AT_THE_TOP_3,
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;
