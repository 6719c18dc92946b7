//! Logos, Tokens of Change.

use keysim_engine::ability::{filter, Behavior, Frame, Step, TargetSpec};
use keysim_engine::named_tokens::TokenType;
use keysim_engine::{outposts, select, Game, Zones};
use keysim_facts::House;

use crate::family::{archive_itself, archive_itself_if, MAKE_ONE_TOKEN};

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "beta-forge" => &BETA_FORGE,
        "cognitive-assumptions" => &COGNITIVE_ASSUMPTIONS,
        "dr-westing" => &DR_WESTING,
        "titan-outpost" => &TITAN_OUTPOST,
        "auto-autopsy-21" => &AUTO_AUTOPSY_2_1,
        "golis-artificer" => &GOLIS_ARTIFICER,
        "hypothesize" => &HYPOTHESIZE,
        "practical-methods" => &PRACTICAL_METHODS,
        "alpha-gamma" => &ALPHA_GAMMA,
        "chronicler" => &CHRONICLER,
        "savant" => &SAVANT,
        "spydrone" => &SPYDRONE,
        _ => return None,
    })
}

/// The Alpha-Gamma token creature (Beta-Forge makes it).
struct AlphaGamma;

impl TokenType for AlphaGamma {
    const SLUG: &'static str = "alpha-gamma";
}

/// What Beta-Forge's key costs: 12 more than the current cost, 1 less per
/// card in its controller's archives (never below nothing).
fn beta_forge_cost(g: &Game, f: &Frame) -> u32 {
    let archived = g.player(f.controller).archives.len() as u32;
    (g.key_cost(f.controller) + 12).saturating_sub(archived)
}

/// Beta-Forge — Action: make an Alpha-Gamma; you may forge a key at 12
/// more than the current cost, 1 less per card in your archives; if you
/// do, purge Beta-Forge.
static BETA_FORGE: Behavior = Behavior::action(&[
    Step::make_named_token::<AlphaGamma>(),
    Step::may(|g, f| f.done = g.forge_key_paying(f.controller, beta_forge_cost(g, f)))
        .only_if(|g, f| g.can_pay_for_key(f.controller, beta_forge_cost(g, f))),
    Step::then(|g, f| g.purge(f.source)).only_if(|_, f| f.done),
]);

/// Cognitive Assumptions — Play: reveal up to 3 Logos cards of your hand;
/// make a token creature for each.
static COGNITIVE_ASSUMPTIONS: Behavior = Behavior::play(&[
    Step::target(
        TargetSpec::new(Zones::HAND, |g, _, c| g.belongs_to(c, House::Logos)).up_to(3),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.reveal(c, f.opponent());
                f.count += 1;
            }
        },
    ),
    Step::make_tokens_per_count(),
]);

/// Dr. Westing — After Reap: make a token creature if it is on a flank.
static DR_WESTING: Behavior =
    Behavior::reap(&[Step::make_tokens(1).only_if(|g, f| g.on_flank(f.source))]);

/// Titan Outpost — Action: put a friendly creature on the bottom of its
/// owner's deck; if it went there, make a token creature and archive a
/// card from your hand.
static TITAN_OUTPOST: Behavior = Behavior::action(&[
    Step::bottom_a_friendly_creature(),
    Step::make_tokens(1).only_if(outposts::did),
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.archive(f.controller, f.last_target())
    })
    .only_if(outposts::did),
]);

/// Auto-Autopsy 2.1 — Play: make a token creature. Omni: destroy a
/// friendly creature; if it is destroyed, gain 1.
static AUTO_AUTOPSY_2_1: Behavior = Behavior {
    play: MAKE_ONE_TOKEN,
    omni: &[
        Step::target(
            TargetSpec::new(Zones::CREATURES, filter::friendly),
            |g, f| g.destroy(f.target(0)),
        ),
        Step::gain(1).only_if(|g, f| g.was_destroyed(f.target(0))),
    ],
    ..Behavior::VANILLA
};

/// Golis Artificer — After Reap: make a token creature (its enhancement is
/// printed on the deck's cards).
static GOLIS_ARTIFICER: Behavior = Behavior::reap(MAKE_ONE_TOKEN);

/// Hypothesize — Play: make a token creature; then, with 3 or more
/// friendly Logos cards in play (creatures, artifacts and upgrades, the
/// new token included), archive Hypothesize.
static HYPOTHESIZE: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    archive_itself_if(|g, f| {
        select::each(g, f.controller, Zones::IN_PLAY.and(Zones::UPGRADES), |c| {
            g.card(c).controller == f.controller && g.belongs_to(c, House::Logos)
        })
        .len()
            >= 3
    }),
]);

/// Practical Methods — Play: make a token creature; then destroy a
/// friendly creature and an enemy creature, both chosen first.
static PRACTICAL_METHODS: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |_, _| {},
    ),
    Step::target(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.destroy(f.target(0));
        g.destroy(f.target(1));
    }),
]);

/// Alpha-Gamma (token creature) — Destroyed: archive it (its own card,
/// once it leaves play).
static ALPHA_GAMMA: Behavior = Behavior::destroyed(&[Step::then(archive_itself)]);

/// Chronicler (token creature) — After Reap: archive the top card of your
/// deck.
static CHRONICLER: Behavior = Behavior::reap(&[Step::then(|g, f| {
    if let Some(&top) = g.player(f.controller).deck.as_slice().last() {
        g.archive(f.controller, top);
    }
})]);

/// Savant (token creature) — Action: you may put a card of your archives
/// into its owner's hand; if you do not, archive a card from your hand.
static SAVANT: Behavior = Behavior::action(&[
    Step::target(
        TargetSpec::new(Zones::ARCHIVES, filter::any).optional(),
        |g, f| g.return_to_hand(f.last_target()),
    ),
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |g, f| {
        g.archive(f.controller, f.last_target())
    })
    .only_if(|_, f| f.target(0).is_none()),
]);

/// Spydrone (token creature) — Action: draw a card (elusive is printed).
static SPYDRONE: Behavior = Behavior::action(&[Step::draw(1)]);
