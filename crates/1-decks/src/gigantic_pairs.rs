//! Gigantic creatures listed by title. Both halves of a gigantic creature
//! share its title ("Niffle Kong"), so a deck list that names cards by title
//! (Decks of KeyForge's "Niffle Kong" ×2, a text line "2 Deusillus") cannot
//! say which copy is which half. A real deck holds the two halves in pairs
//! (the rulebook: a gigantic creature is played from both halves in hand),
//! so a deck's copies of one gigantic creature in one house are split
//! evenly between the halves: the surplus copies of the half listed more
//! often, the last ones listed, become the other half. A lone half stays as
//! it is.

use keysim_facts::{CardId, DeckCard, Half, House};

/// The (creature half, icons half) of the gigantic creature `card` is half
/// of, or `None`.
fn halves_of(card: CardId) -> Option<(CardId, CardId)> {
    card.gigantic().map(|(half, other)| match half {
        Half::Creature => (card, other),
        Half::Icons => (other, card),
    })
}

/// Splits each gigantic creature's copies evenly between its two halves,
/// per house; of an odd count the extra copy is the creature half.
pub(crate) fn pair_halves(cards: &mut [DeckCard]) {
    let mut seen: Vec<(CardId, House)> = Vec::new();
    for i in 0..cards.len() {
        let Some((creature, icons)) = halves_of(cards[i].card) else {
            continue;
        };
        let house = cards[i].house;
        if seen.contains(&(creature, house)) {
            continue;
        }
        seen.push((creature, house));
        let copies: Vec<usize> = (i..cards.len())
            .filter(|&j| {
                cards[j].house == house && halves_of(cards[j].card) == Some((creature, icons))
            })
            .collect();
        let icon_copies = copies.iter().filter(|&&j| cards[j].card == icons).count();
        let wanted = copies.len() / 2;
        let (from, to, surplus) = if icon_copies < wanted {
            (creature, icons, wanted - icon_copies)
        } else {
            (icons, creature, icon_copies - wanted)
        };
        let switched: Vec<usize> = copies
            .iter()
            .rev()
            .copied()
            .filter(|&j| cards[j].card == from)
            .take(surplus)
            .collect();
        for j in switched {
            cards[j].card = to;
        }
    }
}
