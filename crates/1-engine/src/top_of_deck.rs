//! "Look at the top cards of your deck", the words every set writes the
//! same way: the cards looked at are taken into their owner's hand, where
//! their owner alone sees them (so the player choosing what becomes of
//! them knows them, and the opponent does not), remembered as the
//! ability's first targets, and the steps after it put each where the
//! card says: back on top ([`put_back`]), on the bottom ([`to_bottom`]),
//! into the discard pile ([`discard`]); "put them back in any order" is
//! [`Step::arrange_top_three`].

use crate::ability::{Frame, Param, Step};
use crate::{CardRef, Game, Location, Player};

impl Game {
    /// Plays the top card of `p`'s deck if it can be played ("play the top
    /// card of your deck"); returns whether it was. An empty deck is not
    /// reshuffled; a card that cannot be played stays on top.
    pub fn play_top_of_deck(&mut self, p: Player) -> bool {
        let top = self.player(p).deck.last().unwrap_or(CardRef::NONE);
        top.is_some() && self.play_from_anywhere(top, p)
    }

    /// Archives the top card of `p`'s deck into `p`'s archives, if there is
    /// one ("archive the top card of your deck"); returns it
    /// ([`CardRef::NONE`] with an empty deck).
    pub fn archive_top_of_deck(&mut self, p: Player) -> CardRef {
        let top = self.player(p).deck.last().unwrap_or(CardRef::NONE);
        if top.is_some() {
            self.archive(p, top);
        }
        top
    }
}

impl Step {
    /// "Look at the top `n` cards of your deck": they are taken into the
    /// hand, top card first as the ability's targets, [`Frame::count`]
    /// how many there were (fewer with a short deck, which is not
    /// reshuffled).
    pub const fn look_at_top(n: u32) -> Step {
        Step::then(look).with(Param::Number(n))
    }

    /// "Look at the top 3 cards of your deck and put them back in any
    /// order": one of the 6 orders (asked only with 2 cards or more; with
    /// 2, the orders naming a third card put the two as they name them).
    pub const fn arrange_top_three() -> Step {
        Step::choose_one(
            &[
                "1st, 2nd, 3rd (as they are)",
                "1st, 3rd, 2nd",
                "2nd, 1st, 3rd",
                "2nd, 3rd, 1st",
                "3rd, 1st, 2nd",
                "3rd, 2nd, 1st",
            ],
            |g, f| g.arrange_top_of_deck(f.controller, &TOP_THREE_ORDERS[f.option as usize]),
        )
        .only_if(|g, f| g.player(f.controller).deck.len() >= 2)
    }
}

/// The orders the top 3 cards of a deck can be put back in, top card
/// first, as positions from the top before ("2nd, 1st, 3rd": the second
/// card goes on top).
const TOP_THREE_ORDERS: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

fn look(g: &mut Game, f: &mut Frame) {
    for _ in 0..f.param().number() {
        let Some(top) = g.player(f.controller).deck.last() else {
            break;
        };
        g.return_to_hand(top);
        f.push_target(top);
    }
    f.count = f.target_count;
}

/// Whether [`Step::look_at_top`] found a card to look at (a condition for
/// the steps after it).
pub fn looked_at_any(_: &Game, f: &Frame) -> bool {
    f.count > 0
}

/// A card [`Step::look_at_top`] took that is still in its owner's hand
/// (a target filter: "discard one of them").
pub fn looked_at_in_hand(g: &Game, f: &Frame, c: CardRef) -> bool {
    f.chosen()[..f.count as usize].contains(&c) && g.card(c).location == Location::Hand
}

/// Puts back on top of the deck, in the order they were, the cards looked
/// at that are still in hand, but `kept` ([`CardRef::NONE`]: all of them).
pub fn put_back(g: &mut Game, f: &Frame, kept: CardRef) {
    for i in (0..f.count as usize).rev() {
        let c = f.target(i);
        if c != kept && g.card(c).location == Location::Hand {
            g.put_on_top_of_deck(c);
        }
    }
}

/// Discards card `c`, looked at: it is discarded from the top of the deck,
/// not from the hand (no "discarded from hand" reaction hears it).
pub fn discard(g: &mut Game, f: &Frame, c: CardRef) {
    g.put_on_top_of_deck(c);
    g.discard_top_of_deck(f.controller);
}

/// Puts card `c`, looked at, on the bottom of its owner's deck.
pub fn to_bottom(g: &mut Game, c: CardRef) {
    g.put_on_bottom_of_deck(c);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ability::Behavior;
    use crate::scenario::Scenario;
    use crate::CardPool;
    use crate::Choice;
    use crate::Player::{A, B};
    use keysim_facts::House;

    fn vanilla_pool() -> &'static CardPool {
        static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
        POOL.get_or_init(|| CardPool::from_lookup(|_| None))
    }

    /// Play: look at the top 2 cards; discard one, the other goes back.
    static LOOK_AND_DISCARD_ONE: Behavior = Behavior::play(&[
        Step::look_at_top(2),
        Step::target(
            crate::TargetSpec::new(crate::Zones::HAND, looked_at_in_hand),
            |g, f| {
                let c = f.last_target();
                put_back(g, f, c);
                discard(g, f, c);
            },
        )
        .only_if(looked_at_any),
    ]);

    /// Play: put the top 3 cards back in any order.
    static ARRANGE: Behavior = Behavior::play(&[Step::arrange_top_three()]);

    #[test]
    fn the_cards_looked_at_are_seen_by_their_owner_alone_while_chosen_from() {
        let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
            .behavior("Punch", &LOOK_AND_DISCARD_ONE)
            .hand(A, &["Punch", "Krump"])
            .deck(A, &["Troll", "Bumpsy", "Dust Pixie"])
            .start();
        t.play("Punch");
        let (troll, bumpsy) = (t.find("Troll"), t.find("Bumpsy"));
        assert!(t.is_legal(Choice::Target(troll)));
        assert!(t.is_legal(Choice::Target(bumpsy)));
        assert!(
            !t.is_legal(Choice::Target(t.find("Krump"))),
            "not looked at"
        );
        assert!(t.g.knows(A, troll));
        assert!(!t.g.knows(B, troll));
        t.choose("Bumpsy");
        assert_eq!(t.deck_of(A), ["Troll", "Dust Pixie"]);
        assert_eq!(t.discard(A), ["Bumpsy", "Punch"]);
        assert_eq!(t.hand_of(A), ["Krump"]);
    }

    #[test]
    fn with_an_empty_deck_nothing_is_looked_at_nor_asked() {
        let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
            .behavior("Punch", &LOOK_AND_DISCARD_ONE)
            .hand(A, &["Punch"])
            .deck(A, &[])
            .start();
        t.play("Punch");
        assert!(!t.asks_target());
        assert_eq!(t.discard(A), ["Punch"]);
    }

    #[test]
    fn the_top_3_cards_are_put_back_in_the_order_chosen() {
        let mut t = Scenario::new(vanilla_pool(), House::Brobnar)
            .behavior("Punch", &ARRANGE)
            .hand(A, &["Punch"])
            .deck(A, &["Troll", "Bumpsy", "Dust Pixie", "Krump"])
            .start();
        t.play("Punch");
        t.choose_option(4);
        assert_eq!(t.deck_of(A), ["Dust Pixie", "Troll", "Bumpsy", "Krump"]);
    }
}
