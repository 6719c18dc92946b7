//! Shadows, Tokens of Change.

use keysim_engine::ability::{filter, record, Behavior, Frame, Queries, Query, Step, TargetSpec};
use keysim_engine::named_tokens::TokenType;
use keysim_engine::{outposts, CardRef, Game, Zones, MAX_CARDS};

use crate::family::{archive_itself_if, MAKE_ONE_TOKEN};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "the-long-con" => &THE_LONG_CON,
        "big-sal" => &BIG_SAL,
        "kymoor-outpost" => &KYMOOR_OUTPOST,
        "rich-score" => &RICH_SCORE,
        "cover-operation" => &COVER_OPERATION,
        "lurking-hob" => &LURKING_HOB,
        "slipshot" => &SLIPSHOT,
        "sneaky-feats" => &SNEAKY_FEATS,
        "stooge" => &STOOGE,
        "cleaner" => &CLEANER,
        "prowler" => &PROWLER,
        "yardbird" => &YARDBIRD,
        _ => return None,
    })
}

/// The Stooge token creature (The Long Con makes it).
struct Stooge;

impl TokenType for Stooge {
    const SLUG: &'static str = "stooge";
}

/// The title of the Stooge token creature.
const STOOGE_TITLE: &str = "Stooge";

/// The title of the Yardbird token creature.
const YARDBIRD_TITLE: &str = "Yardbird";

/// Whether `c` is a Stooge the ability's controller controls.
fn friendly_stooge(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && g.def(c).name == STOOGE_TITLE
}

/// The Long Con — friendly Stooges cannot reap. Action: make a Stooge,
/// then destroy any number of friendly Stooges (chosen, then destroyed at
/// once); if 6 or more are destroyed, forge a key at no cost and purge The
/// Long Con.
static THE_LONG_CON: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanReap { card, value } = q {
            if g.card(*card).controller == g.card(me).controller
                && g.def(*card).name == STOOGE_TITLE
            {
                *value = false;
            }
        }
    }),
    action: &[
        Step::make_named_token::<Stooge>(),
        Step::target(
            TargetSpec::new(Zones::CREATURES, friendly_stooge).up_to(MAX_CARDS as u8),
            record,
        ),
        Step::then(|g, f| {
            for c in f.picked.iter() {
                g.destroy(c);
            }
        }),
        Step::then(|g, f| {
            g.forge_key_paying(f.controller, 0);
            g.purge(f.source);
        })
        .only_if(|g, f| f.picked.iter().filter(|&c| g.was_destroyed(c)).count() >= 6),
    ],
    ..Behavior::VANILLA
};

/// Big Sal — Play: make 2 token creatures (taunt is printed).
static BIG_SAL: Behavior = Behavior::play(&[Step::make_tokens(2)]);

/// Kymoor Outpost — Action: put a friendly creature on the bottom of its
/// owner's deck; if it went there, steal 1 and make a token creature.
static KYMOOR_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::steal(1).only_if(outposts::did),
    Step::make_tokens(1).only_if(outposts::did),
]);

/// Rich Score — Play: make a token creature, then steal half the friendly
/// token creatures, rounded up.
static RICH_SCORE: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, f| {
        let tokens = g.token_creatures(f.controller) as u32;
        g.steal(f.controller, tokens.div_ceil(2));
    }),
]);

/// Cover Operation — Play: make a token creature and ready it.
static COVER_OPERATION: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::then(|g, _| {
        let made = g.tokens_just_made().next();
        if let Some(token) = made {
            g.ready(token);
        }
    }),
]);

/// Lurking Hob — After Reap: make a token creature (its enhancement is
/// printed on the deck's cards).
static LURKING_HOB: Behavior = Behavior::reap(MAKE_ONE_TOKEN);

/// What Slipshot gives each of its neighbors: "Destroyed: ready the
/// Slipshot beside it".
static READY_SLIPSHOT_WHEN_DESTROYED: Behavior =
    Behavior::destroyed(&[Step::then(|g, f| g.ready(f.granted_by))]);

/// Slipshot — readies after a neighbor of it is destroyed. Play: make a
/// token creature. Reading: each neighbor carries "Destroyed: ready
/// Slipshot", so the neighbors are those it had as the creature was
/// destroyed, and Slipshot readies as that creature's Destroyed:
/// abilities resolve.
static SLIPSHOT: Behavior = Behavior {
    play: MAKE_ONE_TOKEN,
    grants: Some(&READY_SLIPSHOT_WHEN_DESTROYED),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

/// Sneaky Feats — Play: make a token creature; if you have stolen Æmber
/// this turn, archive Sneaky Feats.
static SNEAKY_FEATS: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    archive_itself_if(|g, f| g.turn_history().amber_stolen[f.controller.index()] > 0),
]);

/// Stooge (token creature) — Action: make a token creature if it is on a
/// flank.
static STOOGE: Behavior =
    Behavior::action(&[Step::make_tokens(1).only_if(|g, f| g.on_flank(f.source))]);

/// Cleaner (token creature) — Action: deal 3 damage to a creature.
static CLEANER: Behavior = Behavior::action(&[Step::deal_damage(TargetSpec::ANY_CREATURE, 3)]);

/// Prowler (token creature) — After Reap: steal 1 if the opponent has more
/// Æmber than you.
static PROWLER: Behavior = Behavior::reap(&[
    Step::steal(1).only_if(|g, f| g.player(f.opponent()).amber > g.player(f.controller).amber)
]);

/// Yardbird (token creature) — Before Fight: ready another Yardbird (on
/// either side; elusive is printed).
static YARDBIRD: Behavior = Behavior::before_fight(&[Step::target(
    TargetSpec::new(Zones::CREATURES, |g, f, c| {
        c != f.source && g.def(c).name == YARDBIRD_TITLE
    }),
    |g, f| g.ready(f.last_target()),
)]);
