//! Selecting cards: where to look ([`Zones`], a set), "each card that …"
//! ([`each`], the one way to build such a list), and "for each …" counts
//! computed when the ability resolves ([`Tally`]). Target steps look in the
//! same [`Zones`] ([`TargetSpec::new`](crate::TargetSpec::new)).

use crate::ability::Frame;
use crate::{CardRef, Game, Location, Player, MAX_CARDS};

/// Where cards are looked for, relative to a player ("you"): a set of
/// zones, combined with [`Zones::and`] ("an artifact or a creature", "from
/// play or from your discard pile").
///
/// Cards are found in one fixed order, zone by zone: creatures (the active
/// player's battleline, then the other, each left to right), artifacts (the
/// active player's, then the other's), upgrades (in the game's card table
/// order), cards grafted onto cards in play (in the game's card table
/// order), your hand, your discard pile, your opponent's hand, your
/// opponent's discard pile, your archives, your purged cards, your
/// opponent's purged cards, your deck (top first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Zones(u16);

impl Zones {
    /// Creatures in play (both battlelines).
    pub const CREATURES: Zones = Zones(1);
    /// Artifacts in play (both players').
    pub const ARTIFACTS: Zones = Zones(1 << 1);
    /// Your hand.
    pub const HAND: Zones = Zones(1 << 2);
    /// Your discard pile.
    pub const DISCARD: Zones = Zones(1 << 3);
    /// Your opponent's hand (for a target, asked after the ability reveals
    /// it: [`Game::reveal_hand`]).
    pub const OPPONENT_HAND: Zones = Zones(1 << 4);
    /// Your opponent's discard pile.
    pub const OPPONENT_DISCARD: Zones = Zones(1 << 5);
    /// Your archives (the cards in them, whoever owns them: a card archived
    /// from the opponent is yours to choose while it is there).
    pub const ARCHIVES: Zones = Zones(1 << 6);
    /// Upgrades in play, on any creature ("destroy an upgrade").
    pub const UPGRADES: Zones = Zones(1 << 7);
    /// The cards you own that are purged, faceup out of the game ("a
    /// purged card you own").
    pub const PURGED: Zones = Zones(1 << 8);
    /// Cards grafted onto cards in play, faceup beneath them
    /// ([`Game::graft`]): "an action card grafted onto this" is this zone
    /// with a filter on the card's host.
    pub const GRAFTED: Zones = Zones(1 << 9);
    /// Your deck, top first ("search your deck for a card": the searching
    /// player sees its cards while choosing).
    pub const DECK: Zones = Zones(1 << 10);
    /// The cards your opponent owns that are purged ("a purged card", with
    /// [`Zones::PURGED`]: [`Zones::ANY_PURGED`]).
    pub const OPPONENT_PURGED: Zones = Zones(1 << 11);
    /// The piles of cards out of play that are searched one by one: hands,
    /// discard piles, archives and purged cards.
    const PILES: Zones = Zones(
        Zones::HAND.0
            | Zones::DISCARD.0
            | Zones::OPPONENT_HAND.0
            | Zones::OPPONENT_DISCARD.0
            | Zones::ARCHIVES.0
            | Zones::PURGED.0
            | Zones::OPPONENT_PURGED.0,
    );
    /// Creatures and artifacts in play.
    pub const IN_PLAY: Zones = Zones::CREATURES.and(Zones::ARTIFACTS);
    /// Either discard pile (yours first).
    pub const ANY_DISCARD: Zones = Zones::DISCARD.and(Zones::OPPONENT_DISCARD);
    /// Either player's purged cards (yours first).
    pub const ANY_PURGED: Zones = Zones::PURGED.and(Zones::OPPONENT_PURGED);

    /// The union of two sets.
    pub const fn and(self, other: Zones) -> Zones {
        Zones(self.0 | other.0)
    }

    /// Whether the set holds every zone of `other`.
    #[inline]
    pub const fn contains(self, other: Zones) -> bool {
        self.0 & other.0 == other.0
    }
}

impl Game {
    /// Calls `each` for every card of `zones` as seen by `you`, in the order
    /// [`Zones`] names; creatures tagged for destruction are skipped when
    /// `skip_tagged` (they cannot be chosen).
    #[inline]
    pub(crate) fn for_each_in(
        &self,
        zones: Zones,
        you: Player,
        skip_tagged: bool,
        mut each: impl FnMut(CardRef),
    ) {
        if zones.contains(Zones::CREATURES) {
            // The active player's first ([`Game::all_creatures`]), in two
            // plain loops rather than a chained iterator.
            let a = self.active;
            for p in [a, a.opponent()] {
                for &c in self.creatures(p) {
                    if !(skip_tagged && self.card(c).is_tagged()) {
                        each(c);
                    }
                }
            }
        }
        if zones.contains(Zones::ARTIFACTS) {
            let a = self.active_player();
            for p in [a, a.opponent()] {
                for c in self.player(p).artifacts.iter() {
                    each(c);
                }
            }
        }
        if zones.contains(Zones::UPGRADES) {
            let mut bits = self.attached;
            while bits != 0 {
                let c = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                each(c);
            }
        }
        if zones.contains(Zones::GRAFTED) {
            let mut bits = self.beneath;
            while bits != 0 {
                let c = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                if self.card(c).is_grafted() {
                    each(c);
                }
            }
        }
        // The piles, only when one is asked for (most searches are of cards
        // in play).
        if zones.0 & Zones::PILES.0 != 0 {
            let piles = [
                (Zones::HAND, you, Location::Hand),
                (Zones::DISCARD, you, Location::Discard),
                (Zones::OPPONENT_HAND, you.opponent(), Location::Hand),
                (Zones::OPPONENT_DISCARD, you.opponent(), Location::Discard),
                (Zones::ARCHIVES, you, Location::Archives),
                (Zones::PURGED, you, Location::Purged),
                (Zones::OPPONENT_PURGED, you.opponent(), Location::Purged),
            ];
            for (zone, p, location) in piles {
                if zones.contains(zone) {
                    let ps = self.player(p);
                    let pile = match location {
                        Location::Hand => ps.hand.as_slice(),
                        Location::Discard => ps.discard.as_slice(),
                        Location::Purged => ps.purged.as_slice(),
                        _ => ps.archives.as_slice(),
                    };
                    for &c in pile {
                        each(c);
                    }
                }
            }
        }
        if zones.contains(Zones::DECK) {
            for &c in self.player(you).deck.as_slice().iter().rev() {
                each(c);
            }
        }
    }
}

/// A list of cards an ability acts on ("each …"), in the order they were
/// found; no heap data. Reads as a slice (`&cards[..]`, `cards.len()`,
/// `cards.iter()`).
#[derive(Clone, Copy)]
pub struct Cards {
    list: [CardRef; MAX_CARDS],
    len: usize,
}

impl std::ops::Deref for Cards {
    type Target = [CardRef];
    fn deref(&self) -> &[CardRef] {
        &self.list[..self.len]
    }
}

/// "Each card that …": the cards of `zones` (as seen by `you`) that `keep`
/// selects, in the order [`Zones`] names, creatures tagged for destruction
/// included. Build the list before acting, so what the action changes does
/// not change which cards it acts on.
pub fn each(g: &Game, you: Player, zones: Zones, keep: impl Fn(CardRef) -> bool) -> Cards {
    let mut out = Cards {
        list: [CardRef::NONE; MAX_CARDS],
        len: 0,
    };
    g.for_each_in(zones, you, false, |c| {
        if keep(c) {
            out.list[out.len] = c;
            out.len += 1;
        }
    });
    out
}

/// A number an ability computes when it resolves ("for each friendly
/// creature", "for each Æmber on enemy creatures"), written as data:
/// [`Step::count`](crate::Step::count) stores it in [`Frame::count`] for
/// the steps after it.
#[derive(Clone, Copy, Debug)]
pub enum Tally {
    /// How many cards of the zones the filter selects.
    Cards(Zones, fn(&Game, &Frame, CardRef) -> bool),
    /// How much Æmber is on the cards of the zones the filter selects.
    AmberOn(Zones, fn(&Game, &Frame, CardRef) -> bool),
}

impl Tally {
    /// The number, for the ability being resolved in `f`.
    pub fn of(self, g: &Game, f: &Frame) -> u32 {
        let mut n = 0;
        match self {
            Tally::Cards(zones, keep) => g.for_each_in(zones, f.controller, false, |c| {
                n += keep(g, f, c) as u32;
            }),
            Tally::AmberOn(zones, keep) => g.for_each_in(zones, f.controller, false, |c| {
                if keep(g, f, c) {
                    n += g.card(c).amber as u32;
                }
            }),
        }
        n
    }
}
