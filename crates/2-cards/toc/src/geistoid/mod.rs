//! Geistoid, Tokens of Change.

use keysim_engine::ability::{filter, Ability, Behavior, Frame, Step, TargetSpec};
use keysim_engine::control::FLANKS;
use keysim_engine::named_tokens::TokenType;
use keysim_engine::{select, CardRef, Flank, Game, Location, Player, Zones};
use keysim_facts::CardType;

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "suzerain" => &SUZERAIN,
        "inevitable-decay" => &INEVITABLE_DECAY,
        "recycler" => &RECYCLER,
        "spinnertech" => &SPINNERTECH,
        "administrator-rivet" => &ADMINISTRATOR_RIVET,
        "bump-in-the-night" => &BUMP_IN_THE_NIGHT,
        "looping-dirge" => &LOOPING_DIRGE,
        "sidekick" => &SIDEKICK,
        "minion" => &MINION,
        "phantasm" => &PHANTASM,
        "wrecker" => &WRECKER,
        "æmberologist" => &AEMBEROLOGIST,
        _ => return None,
    })
}

/// The options of "a player's deck": the ability's controller or their
/// opponent.
const PLAYERS: &[&str] = &["your deck", "your opponent's deck"];

/// The player a [`PLAYERS`] choice named.
fn chosen_player(f: &Frame) -> Player {
    if f.option == 0 {
        f.controller
    } else {
        f.opponent()
    }
}

/// The top card of `p`'s deck ([`CardRef::NONE`] when it is empty).
fn top_of_deck(g: &Game, p: Player) -> CardRef {
    g.player(p)
        .deck
        .as_slice()
        .last()
        .copied()
        .unwrap_or(CardRef::NONE)
}

/// The Minion token creature (Suzerain makes it).
struct Minion;

impl TokenType for Minion {
    const SLUG: &'static str = "minion";
}

/// Suzerain — After Reap: purge the top card of a deck its controller
/// chooses; if a card was purged, make a Minion.
static SUZERAIN: Behavior = Behavior::reap(&[
    Step::choose_one(PLAYERS, |g, f| {
        let top = top_of_deck(g, chosen_player(f));
        g.purge(top);
        f.done = top.is_some() && g.card(top).location == Location::Purged;
    }),
    Step::make_named_token::<Minion>().only_if(|_, f| f.done),
]);

/// Inevitable Decay — Play: destroy each artifact and upgrade; make a
/// token creature for each one destroyed.
static INEVITABLE_DECAY: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        let all = select::each(
            g,
            f.controller,
            Zones::ARTIFACTS.and(Zones::UPGRADES),
            |_| true,
        );
        for &c in all.iter() {
            f.push_target(c);
            g.destroy(c);
        }
    }),
    Step::then(|g, f| {
        let destroyed = f.picked.iter().filter(|&c| g.was_destroyed(c)).count();
        f.count = destroyed.min(u8::MAX as usize) as u8;
    }),
    Step::make_tokens_per_count(),
]);

/// Recycler — After Reap: discard the top 3 cards of your deck; make a
/// token creature for each creature card among them.
static RECYCLER: Behavior = Behavior::reap(&[
    Step::then(|g, f| {
        let mut creatures = 0;
        for _ in 0..3 {
            let c = g.discard_top_of_deck(f.controller);
            if c.is_some() && g.def(c).kind == CardType::Creature {
                creatures += 1;
            }
        }
        f.count = creatures;
    }),
    Step::make_tokens_per_count(),
]);

/// Spinnertech's Play: and Destroyed: ability: a card of your discard
/// pile goes on top of your deck, then make a token creature (from that
/// card, the deck's top).
const CARD_TO_TOP_THEN_TOKEN: Ability = &[
    Step::target(TargetSpec::new(Zones::DISCARD, filter::any), |g, f| {
        g.put_on_top_of_deck(f.last_target());
    }),
    Step::make_tokens(1),
];

/// Spinnertech — Play/Destroyed: put a card of your discard pile on top of
/// your deck; make a token creature.
static SPINNERTECH: Behavior = Behavior {
    play: CARD_TO_TOP_THEN_TOKEN,
    destroyed: CARD_TO_TOP_THEN_TOKEN,
    ..Behavior::VANILLA
};

/// Whether the ability's controller is haunted.
fn haunted(g: &Game, f: &Frame) -> bool {
    g.is_haunted(f.controller)
}

/// Administrator Rivet — Play: make a token creature; then, if you are
/// haunted, each friendly token creature captures 1.
static ADMINISTRATOR_RIVET: Behavior = Behavior::play(&[
    Step::make_tokens(1),
    Step::each_captures(|g, f, c| filter::friendly(g, f, c) && g.is_token(c), 1).only_if(haunted),
]);

/// Bump in the Night's effect: 2 damage to an enemy creature, and a token
/// creature if that destroys it.
const BUMP: Ability = &[BUMP_DAMAGE, BUMP_TOKEN];

/// The first part of [`BUMP`]: 2 damage to an enemy creature.
const BUMP_DAMAGE: Step = Step::deal_damage(TargetSpec::new(Zones::CREATURES, filter::enemy), 2);

/// The second part of [`BUMP`]: a token creature if the damage destroyed
/// the creature.
const BUMP_TOKEN: Step = Step::make_tokens(1).only_if(|g, f| g.was_destroyed(f.target(0)));

/// Bump in the Night — Play: deal 2 damage to an enemy creature and make a
/// token creature if that destroys it; if you are haunted, all of that
/// again (another target may be chosen).
static BUMP_IN_THE_NIGHT: Behavior =
    Behavior::play(&[BUMP_DAMAGE, BUMP_TOKEN, Step::repeat(BUMP).only_if(haunted)]);

/// Looping Dirge — Play: make a token creature if you are haunted (its
/// enhancement is printed on the deck's cards).
static LOOPING_DIRGE: Behavior = Behavior::play(&[Step::make_tokens(1).only_if(haunted)]);

/// Sidekick — Play: a card of your hand enters play as a token creature,
/// on the flank you choose.
static SIDEKICK: Behavior = Behavior::play(&[
    Step::target(TargetSpec::new(Zones::HAND, filter::any), |_, _| {}),
    Step::choose_one(FLANKS, |g, f| {
        let flank = if f.option == 0 {
            Flank::Left
        } else {
            Flank::Right
        };
        g.put_into_play_as_token(f.target(0), f.controller, flank);
    })
    .only_if(|g, f| f.target(0).is_some() && g.player(f.controller).token.is_some()),
]);

/// Phantasm (token creature) — After Reap: discard a card from your hand.
static PHANTASM: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::HAND, filter::any),
    |g, f| g.discard_from_hand(f.last_target()),
)]);

/// Wrecker (token creature) — After Reap: discard the top card of a deck
/// its controller chooses.
static WRECKER: Behavior = Behavior::reap(&[Step::choose_one(PLAYERS, |g, f| {
    g.discard_top_of_deck(chosen_player(f));
})]);

/// The top card of the discard pile of the haunted player the ability's
/// controller named goes on top of its owner's deck.
fn discard_top_to_deck(g: &mut Game, p: Player) {
    if let Some(&top) = g.player(p).discard.as_slice().last() {
        g.put_on_top_of_deck(top);
    }
}

/// Minion (token creature) — After Reap: the top card of a haunted
/// player's discard pile goes on top of its owner's deck (the controller
/// chooses when both players are haunted; nothing happens when neither
/// is).
static MINION: Behavior = Behavior::reap(&[
    Step::then(|g, f| {
        let (me, them) = (g.is_haunted(f.controller), g.is_haunted(f.opponent()));
        match (me, them) {
            (true, false) => discard_top_to_deck(g, f.controller),
            (false, true) => discard_top_to_deck(g, f.opponent()),
            _ => {}
        }
    }),
    Step::choose_one(
        &["your discard pile", "your opponent's discard pile"],
        |g, f| discard_top_to_deck(g, chosen_player(f)),
    )
    .only_if(|g, f| g.is_haunted(f.controller) && g.is_haunted(f.opponent())),
]);

/// Æmberologist (token creature) — Action: capture 1.
static AEMBEROLOGIST: Behavior = Behavior::action(&[Step::capture(1)]);
