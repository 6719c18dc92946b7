//! The cards More Mutation printed in every house: each finds both halves
//! of a gigantic creature in its player's deck and discard pile, and puts
//! them somewhere ready to be played together.

use keysim_engine::ability::{record, Behavior, Step, TargetSpec};
use keysim_engine::{CardRef, Frame, Game, Zones};
use keysim_facts::Half;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "build-your-champion" => &BUILD_YOUR_CHAMPION,
        "digging-up-the-monster" => &DIGGING_UP_THE_MONSTER,
        "tomes-gigantica" => &TOMES_GIGANTICA,
        _ => return None,
    })
}

/// Where a search for gigantic halves looks: your deck and discard pile.
const SEARCHED: Zones = Zones::DECK.and(Zones::DISCARD);

/// Whether `c` is the `half` half of the gigantic creature titled `name`.
fn is_half(g: &Game, c: CardRef, half: Half, name: &str) -> bool {
    g.def(c).name == name && g.card(c).def.gigantic().is_some_and(|(h, _)| h == half)
}

/// The creature half of a gigantic creature whose icons half is also in
/// the searched zones: the pair can be found.
fn creature_half_with_partner(g: &Game, f: &Frame, c: CardRef) -> bool {
    let name = g.def(c).name;
    is_half(g, c, Half::Creature, name)
        && !keysim_engine::select::each(g, f.controller, SEARCHED, |o| {
            is_half(g, o, Half::Icons, name)
        })
        .is_empty()
}

/// The icons half of the creature half found first.
fn partner_of_first(g: &Game, f: &Frame, c: CardRef) -> bool {
    is_half(g, c, Half::Icons, g.def(f.target(0)).name)
}

/// The search of the deck and discard pile for both halves: first the
/// creature half (a search may fail), target 0.
const FIND_CREATURE_HALF: Step = Step::target(
    TargetSpec::new(SEARCHED, creature_half_with_partner).optional(),
    record,
);

/// Then its other half, target 1. Both are revealed once they are where
/// the card puts them (the opponent's knowledge of a hand or archives).
const FIND_ICONS_HALF: Step = Step::target(TargetSpec::new(SEARCHED, partner_of_first), record)
    .only_if(|_, f| f.target(0).is_some());

/// A searched deck is shuffled once the search is over.
const SHUFFLE_SEARCHED_DECK: Step = Step::then(|g, f| g.shuffle_deck(f.controller));

/// The two halves found ([`FIND_CREATURE_HALF`], [`FIND_ICONS_HALF`]),
/// none if the search failed.
fn halves_found(f: &Frame) -> [CardRef; 2] {
    if f.target(1).is_some() {
        [f.target(0), f.target(1)]
    } else {
        [CardRef::NONE; 2]
    }
}

/// Build Your Champion — Play: find both halves of a gigantic creature
/// in your deck or discard pile and archive them.
static BUILD_YOUR_CHAMPION: Behavior = Behavior::play(&[
    FIND_CREATURE_HALF,
    FIND_ICONS_HALF,
    SHUFFLE_SEARCHED_DECK,
    Step::then(|g, f| {
        for half in halves_found(f) {
            g.archive(f.controller, half);
            g.reveal(half, f.opponent());
        }
    }),
]);

/// Digging Up the Monster — Play: find both halves of a gigantic creature
/// in your deck or discard pile and put them on top of your deck, in the
/// order you choose.
static DIGGING_UP_THE_MONSTER: Behavior = Behavior::play(&[
    FIND_CREATURE_HALF,
    FIND_ICONS_HALF,
    SHUFFLE_SEARCHED_DECK,
    Step::choose_one(
        &["the creature half on top", "the other half on top"],
        |g, f| {
            let [creature, icons] = halves_found(f);
            let (top, second) = if f.option == 0 {
                (creature, icons)
            } else {
                (icons, creature)
            };
            g.put_on_top_of_deck(second);
            g.put_on_top_of_deck(top);
        },
    )
    .only_if(|_, f| f.target(1).is_some()),
]);

/// Tomes Gigantica — Play: find both halves of a gigantic creature in
/// your deck or discard pile and put them in your hand; purge this card.
static TOMES_GIGANTICA: Behavior = Behavior::play(&[
    FIND_CREATURE_HALF,
    FIND_ICONS_HALF,
    SHUFFLE_SEARCHED_DECK,
    Step::then(|g, f| {
        for half in halves_found(f) {
            g.return_to_hand(half);
            g.reveal(half, f.opponent());
        }
        g.purge(f.source);
    }),
]);

#[cfg(test)]
mod tests;
