//! What a player may know: the observation agents decide from.

use super::rng::GameRng;
use rand::{Rng, RngCore};

use super::choice::{Choice, ChoiceList, Decision, DecisionKind};
use super::ids::{CardRef, Player};
use super::state::{Game, Location, MAX_CARDS};
use super::zone::Zone;

/// A player's view of a game: public zones, their own hand and archives,
/// the opponent's cards in hand and archives that the player has seen, the
/// counts of hidden zones, and both deck lists (public in KeyForge).
///
/// It holds a *redacted* game: the cards of the hidden zones (the
/// opponent's hand, archives, deck and facedown cards beneath their cards,
/// and the order of the observer's own deck) are laid out in a canonical order that depends only on what the
/// observer knows, and the game's random generator is reset. Two games that
/// differ only in hidden information give equal observations, so an agent
/// that only sees an `Observation` cannot peek.
#[derive(Clone, Debug)]
pub struct Observation {
    game: Game,
    observer: Player,
    /// The cards of the observer's deck they are looking at now
    /// ([`looked_at_in_deck`]), a bit per card: they keep their places.
    looked_at: u128,
}

impl Game {
    /// What `p` may know of this game.
    pub fn observe(&self, p: Player) -> Observation {
        let mut g = *self;
        let opp = p.opponent();
        // The opponent's cards in hand and archives that `p` has seen stay
        // where they are; the other hidden cards form one pool, laid out
        // canonically.
        let known = self.known_hidden(opp);
        // A revealed top card of a deck stays on top.
        let (top_opp, top_mine) = (self.revealed_deck_top(opp), self.revealed_deck_top(p));
        let looked_at = looked_at_in_deck(self, p);
        // Cards in the game's table order: canonical, whatever the truth.
        let mut pool = [CardRef::NONE; MAX_CARDS];
        let mut mine = [CardRef::NONE; MAX_CARDS];
        let (mut n, mut m) = (0, 0);
        for c in self.all_cards() {
            let card = self.card(c);
            if card.def != card.printed {
                hide_token_card(&mut g, c);
            }
            if c == top_opp || c == top_mine {
                continue;
            }
            let hidden_zone = matches!(
                card.location,
                Location::Deck | Location::Hand | Location::Archives | Location::Beneath
            ) && !card.is_grafted();
            if hidden_zone && card.controller == opp && known & (1u128 << c.0) == 0 {
                pool[n] = c;
                n += 1;
            } else if card.location == Location::Deck
                && card.controller == p
                && looked_at & (1u128 << c.0) == 0
            {
                mine[m] = c;
                m += 1;
            }
        }
        let (hosts, k) = hidden_hosts(self, opp);
        deal_hidden(&mut g, opp, &pool[..n], known, &hosts[..k], top_opp);
        // The order of the observer's own deck is unknown to them, but for
        // a revealed top card and the cards they are looking at.
        if looked_at == 0 {
            refill(&mut g.player_mut(p).deck, &mine[..m]);
            if top_mine.is_some() {
                g.player_mut(p).deck.push(top_mine);
            }
        } else {
            let mut rest = mine[..m].iter();
            for c in g.player_mut(p).deck.as_mut_slice() {
                if looked_at & (1u128 << c.0) == 0 && *c != top_mine {
                    *c = *rest.next().expect("as many unseen cards as unseen places");
                }
            }
        }
        // What each player knows of the other's hidden cards, and nothing
        // about cards elsewhere.
        g.known[p.index()] = known;
        g.known[opp.index()] = self.known_hidden(p);
        g.rng = GameRng::seed_from_u64(0);
        // Finished tasks may name hidden cards (a card chosen from hand).
        for t in &mut g.stack[self.stack_len as usize..] {
            *t = super::state::Task::Destruction;
        }
        Observation {
            game: g,
            observer: p,
            looked_at,
        }
    }
}

/// The cards of `p`'s deck that `p` is looking at now: the candidates in
/// `p`'s deck of `p`'s pending choice of cards, when they are not the
/// whole deck ("look at your top 2 cards and discard one of them", not
/// "search your deck"). `p` knows these cards and their places: every
/// observation and sample keeps them where they are, as a revealed top
/// card stays on top.
fn looked_at_in_deck(g: &Game, p: Player) -> u128 {
    match g.decision() {
        Some(Decision {
            player,
            kind: DecisionKind::Target { .. },
        }) if player == p => {}
        _ => return 0,
    }
    let mut choices = ChoiceList::new();
    g.legal_choices(&mut choices);
    let mut looked_at = 0u128;
    let mut n = 0;
    for &c in choices.iter() {
        if let Choice::Target(c) = c {
            let card = g.card(c);
            if card.location == Location::Deck && card.controller == p {
                looked_at |= 1u128 << c.0;
                n += 1;
            }
        }
    }
    if n == g.player(p).deck.len() {
        0
    } else {
        looked_at
    }
}

/// Erases the physical card under token creature `c` (a facedown card of
/// its owner's deck, which no player has seen): in the observation the
/// token is its token type through and through, and leaves play as that.
#[cold]
fn hide_token_card(g: &mut Game, c: CardRef) {
    if g.card(c).def.def().kind == keysim_facts::CardType::TokenCreature {
        let card = g.card_mut(c);
        card.printed = card.def;
        card.deck_house = card.house;
        card.icons = keysim_facts::Icons::NONE;
    }
}

/// Whether `c`, a card beneath another, is a facedown card held by `p`:
/// hidden from `p`'s opponent. A grafted card is faceup, seen by both
/// players, and stays where it is in every observation and sample.
fn is_hidden_beneath(g: &Game, c: CardRef, p: Player) -> bool {
    let card = g.card(c);
    card.controller == p && !card.is_grafted()
}

/// The cards that facedown cards held by `p` are beneath, one entry per
/// hidden card, sorted (public information), and their number.
fn hidden_hosts(g: &Game, p: Player) -> ([CardRef; MAX_CARDS], usize) {
    let mut hosts = [CardRef::NONE; MAX_CARDS];
    let mut k = 0;
    let mut bits = g.beneath;
    while bits != 0 {
        let c = CardRef(bits.trailing_zeros() as u8);
        bits &= bits - 1;
        if is_hidden_beneath(g, c, p) {
            hosts[k] = g.card(c).host;
            k += 1;
        }
    }
    hosts[..k].sort_unstable();
    (hosts, k)
}

/// Deals `pool` into `p`'s deck, hand and archives, keeping the `known`
/// cards where they are and filling each zone back to its size (in table
/// order: known cards first), then beneath `hosts` (one card each),
/// updating each card's location. `top`, a revealed top card of the deck
/// (not in `pool`), stays on top.
fn deal_hidden(
    g: &mut Game,
    p: Player,
    pool: &[CardRef],
    known: u128,
    hosts: &[CardRef],
    top: CardRef,
) {
    let (mut known_hand, mut kh) = ([CardRef::NONE; MAX_CARDS], 0);
    let (mut known_archives, mut ka) = ([CardRef::NONE; MAX_CARDS], 0);
    let o = g.player(p);
    let sizes = [o.deck.len(), o.hand.len(), o.archives.len()];
    let mut bits = known;
    while bits != 0 {
        let c = CardRef(bits.trailing_zeros() as u8);
        bits &= bits - 1;
        if g.card(c).location == Location::Hand {
            known_hand[kh] = c;
            kh += 1;
        } else {
            known_archives[ka] = c;
            ka += 1;
        }
    }
    let deck = sizes[0] - top.is_some() as usize;
    let hand = sizes[1] - kh;
    let archives = sizes[2] - ka;
    let o = g.player_mut(p);
    refill(&mut o.deck, &pool[..deck]);
    if top.is_some() {
        o.deck.push(top);
    }
    refill(&mut o.hand, &known_hand[..kh]);
    for &c in &pool[deck..deck + hand] {
        o.hand.push(c);
    }
    refill(&mut o.archives, &known_archives[..ka]);
    for &c in &pool[deck + hand..deck + hand + archives] {
        o.archives.push(c);
    }
    for (i, &c) in pool.iter().enumerate() {
        let (loc, host) = if i < deck {
            (Location::Deck, CardRef::NONE)
        } else if i < deck + hand {
            (Location::Hand, CardRef::NONE)
        } else if i < deck + hand + archives {
            (Location::Archives, CardRef::NONE)
        } else {
            (Location::Beneath, hosts[i - deck - hand - archives])
        };
        let bit = 1u128 << c.0;
        if loc == Location::Beneath {
            g.beneath |= bit;
        } else {
            g.beneath &= !bit;
        }
        let card = g.card_mut(c);
        card.location = loc;
        card.controller = p;
        card.host = host;
    }
}

fn refill<const N: usize>(z: &mut Zone<N>, cards: &[CardRef]) {
    z.clear();
    for &c in cards {
        z.push(c);
    }
}

impl Observation {
    /// The observing player.
    pub fn observer(&self) -> Player {
        self.observer
    }

    /// The redacted game: everything public plus the observer's own hand
    /// and archives. Hidden zones hold the right number of cards in a
    /// canonical order, so their contents mean nothing.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The decision being asked.
    pub fn decision(&self) -> Option<Decision> {
        self.game.decision()
    }

    /// The legal choices (computed from public information and the
    /// observer's own cards only).
    pub fn legal_choices(&self, out: &mut ChoiceList) {
        self.game.legal_choices(out)
    }

    /// A determinization: a complete game consistent with this observation.
    /// The unseen cards of the opponent (hand, archives, deck: every card
    /// there but those the observer knows) are shuffled
    /// together and dealt back with the same counts, the observer's deck is
    /// shuffled (but for a revealed top card and the cards the observer is
    /// looking at), and the game's generator is reseeded from `rng`.
    pub fn sample(&self, rng: &mut impl RngCore) -> Game {
        let mut g = self.game;
        let opp = self.observer.opponent();
        let known = g.known_hidden(opp);
        let (top_opp, top_mine) = (g.revealed_deck_top(opp), g.revealed_deck_top(self.observer));
        let o = g.player(opp);
        let mut pool = [CardRef::NONE; MAX_CARDS];
        let mut n = 0;
        for c in o.deck.iter().chain(o.hand.iter()).chain(o.archives.iter()) {
            if known & (1u128 << c.0) == 0 && c != top_opp {
                pool[n] = c;
                n += 1;
            }
        }
        let mut bits = g.beneath;
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            if is_hidden_beneath(&g, c, opp) {
                pool[n] = c;
                n += 1;
            }
        }
        let (hosts, k) = hidden_hosts(&g, opp);
        let pool = &mut pool[..n];
        for i in (1..n).rev() {
            let j = rng.gen_range(0..=i);
            pool.swap(i, j);
        }
        deal_hidden(&mut g, opp, pool, known, &hosts[..k], top_opp);
        let d = g.player_mut(self.observer).deck.as_mut_slice();
        if self.looked_at == 0 {
            // A revealed top card stays on top.
            let unseen = d.len() - top_mine.is_some() as usize;
            for i in (1..unseen).rev() {
                let j = rng.gen_range(0..=i);
                d.swap(i, j);
            }
        } else {
            // So do the cards the observer is looking at.
            let mut places = [0u8; MAX_CARDS];
            let mut n = 0;
            for (i, c) in d.iter().enumerate() {
                if self.looked_at & (1u128 << c.0) == 0 && *c != top_mine {
                    places[n] = i as u8;
                    n += 1;
                }
            }
            for i in (1..n).rev() {
                let j = rng.gen_range(0..=i);
                d.swap(places[i] as usize, places[j] as usize);
            }
        }
        g.rng = GameRng::seed_from_u64(rng.next_u64());
        g
    }
}

/// An agent's seat at a game: which player it is and, on request, what
/// that player may know ([`Seat::observe`]). A seat gives no other access
/// to the game, so an agent still cannot peek; building the observation is
/// left to the agents that need one (a random agent does not).
#[derive(Clone, Copy, Debug)]
pub struct Seat<'a> {
    source: SeatSource<'a>,
    player: Player,
}

#[derive(Clone, Copy, Debug)]
enum SeatSource<'a> {
    Game(&'a Game),
    Observation(&'a Observation),
}

impl Game {
    /// Player `p`'s seat at this game.
    pub fn seat(&self, p: Player) -> Seat<'_> {
        Seat {
            source: SeatSource::Game(self),
            player: p,
        }
    }
}

impl<'a> From<&'a Observation> for Seat<'a> {
    /// The seat of the observer of `obs`.
    fn from(obs: &'a Observation) -> Seat<'a> {
        Seat {
            source: SeatSource::Observation(obs),
            player: obs.observer,
        }
    }
}

impl Seat<'_> {
    /// The player in this seat.
    pub fn player(&self) -> Player {
        self.player
    }

    /// What the player may know of the game now.
    pub fn observe(&self) -> Observation {
        match self.source {
            SeatSource::Game(g) => g.observe(self.player),
            SeatSource::Observation(o) => o.clone(),
        }
    }
}
