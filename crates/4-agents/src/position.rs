//! A position described for the learned network from one player's side:
//! the cards of each zone that player may see, each by its card-generic
//! description ([`card_features`]), and the public state.
//!
//! Zones (the features of their cards summed, a quarter each): the
//! player's hand, the part of it of the active house, the player's
//! creatures, those of them that can be used now (ready, of the active
//! house, on the player's own turn), the player's artifacts, the
//! opponent's creatures and the opponent's artifacts. Then the numbers
//! both players see: each side's Æmber, keys, key cost, chains, the counts
//! of its deck, hand, archives and discard pile, its creatures and
//! artifacts, their power and health, the Æmber they hold, how many are
//! ready or stunned; whose turn it is, the turn number and the tide.
//!
//! Only what `me` may know is read: the opponent's hand, archives and deck
//! are counted, never looked at, so a position encodes the same on the true
//! game, on `me`'s [`Observation`](keysim_engine::Observation) and on any
//! determinization of it.

use keysim_engine::{CardRef, Game, Player};
use keysim_facts::House;

use super::card_features::{self, CARD_DIM};

/// How many zones are described by their cards.
pub const ZONES: usize = 7;

/// How many public numbers follow the zones.
pub const PUBLIC: usize = 34;

/// How many numbers describe a position.
pub const POS_DIM: usize = ZONES * CARD_DIM + PUBLIC;

/// The scale of a zone's summed card features.
const ZONE_SCALE: f32 = 0.25;

/// Adds the features of `card` to zone `zone` of `out`.
#[inline]
fn add_card(g: &Game, out: &mut [f32; POS_DIM], zone: usize, card: CardRef) {
    let f = card_features::of(g.card(card).def);
    let z = &mut out[zone * CARD_DIM..(zone + 1) * CARD_DIM];
    for (o, v) in z.iter_mut().zip(f) {
        *o += v * ZONE_SCALE;
    }
}

/// Writes the description of `g` from `me`'s side into `out` (see the
/// module documentation).
pub fn encode(g: &Game, me: Player, out: &mut [f32; POS_DIM]) {
    out.fill(0.0);
    let my_turn = g.active_player() == me;
    let active: Option<House> = if my_turn { g.active_house() } else { None };
    let mine = g.player(me);
    for c in mine.hand.iter() {
        add_card(g, out, 0, c);
        if active.is_some_and(|h| g.card(c).house == h) {
            add_card(g, out, 1, c);
        }
    }
    for &c in g.creatures(me) {
        add_card(g, out, 2, c);
        let card = g.card(c);
        if active.is_some_and(|h| card.house == h) && !card.is_exhausted() {
            add_card(g, out, 3, c);
        }
    }
    for c in mine.artifacts.iter() {
        add_card(g, out, 4, c);
    }
    for &c in g.creatures(me.opponent()) {
        add_card(g, out, 5, c);
    }
    for c in g.player(me.opponent()).artifacts.iter() {
        add_card(g, out, 6, c);
    }
    let mut at = ZONES * CARD_DIM;
    for p in [me, me.opponent()] {
        let s = g.player(p);
        let (mut power, mut health, mut held, mut ready, mut stunned) = (0i32, 0i32, 0u32, 0, 0);
        for &c in g.creatures(p) {
            let card = g.card(c);
            let pw = g.power(c).max(0);
            power += pw;
            health += (pw + g.armor(c).max(0) - card.damage as i32).max(0);
            held += card.amber as u32;
            ready += !card.is_exhausted() as i32;
            stunned += card.is_stunned() as i32;
        }
        let values = [
            s.amber as f32 / 6.0,
            s.keys as f32 / 3.0,
            g.key_cost(p) as f32 / 10.0,
            s.chains as f32 / 6.0,
            s.deck.len() as f32 / 30.0,
            s.hand.len() as f32 / 8.0,
            s.archives.len() as f32 / 4.0,
            s.discard.len() as f32 / 30.0,
            g.creatures(p).len() as f32 / 6.0,
            s.artifacts.len() as f32 / 4.0,
            power as f32 / 20.0,
            health as f32 / 25.0,
            held as f32 / 4.0,
            ready as f32 / 6.0,
            stunned as f32 / 3.0,
            g.tide_is_high(p) as u8 as f32,
        ];
        out[at..at + values.len()].copy_from_slice(&values);
        at += values.len();
    }
    out[at] = my_turn as u8 as f32;
    out[at + 1] = (g.turn() as f32 / 40.0).min(1.5);
    debug_assert_eq!(at + 2, POS_DIM);
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_decks as deck;
    use keysim_engine::scenario::Scenario;
    use keysim_engine::{ChoiceList, GameSetup};
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    fn encoded(g: &Game, me: Player) -> Box<[f32; POS_DIM]> {
        let mut x = Box::new([0.0; POS_DIM]);
        encode(g, me, &mut x);
        x
    }

    fn zone(x: &[f32; POS_DIM], z: usize) -> &[f32] {
        &x[z * CARD_DIM..(z + 1) * CARD_DIM]
    }

    #[test]
    fn each_zone_holds_the_cards_its_player_sees() {
        let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
            .hand(Player::A, &["Punch", "Dust Pixie"])
            .battleline(Player::A, &["Troll"])
            .battleline(Player::B, &["Dust Pixie"])
            .hand(Player::B, &["Punch"])
            .amber(Player::A, 4)
            .start();
        let x = encoded(&t.g, Player::A);
        let punch = card_features::of(t.g.card(t.find("Punch")).def);
        let troll = card_features::of(t.g.card(t.find("Troll")).def);
        // The whole hand, then its Brobnar part (Punch, not the Untamed pixie).
        let scaled = |f: &[f32; CARD_DIM]| f.map(|v| v * ZONE_SCALE);
        assert_eq!(zone(&x, 1), scaled(punch));
        assert!(zone(&x, 0)
            .iter()
            .zip(punch)
            .all(|(z, p)| *z >= p * ZONE_SCALE));
        // Troll is ready and Brobnar: usable now.
        assert_eq!(zone(&x, 2), scaled(troll));
        assert_eq!(zone(&x, 3), scaled(troll));
        assert_ne!(zone(&x, 5).iter().sum::<f32>(), 0.0, "the enemy pixie");
        assert_eq!(x[ZONES * CARD_DIM], 4.0 / 6.0, "A's Æmber");
        assert_eq!(x[POS_DIM - 2], 1.0, "A's turn");
        // From B's side, nothing is usable and B's hand is B's own.
        let y = encoded(&t.g, Player::B);
        assert_eq!(zone(&y, 0), scaled(punch));
        assert!(zone(&y, 1).iter().chain(zone(&y, 3)).all(|&v| v == 0.0));
        assert_eq!(x[POS_DIM - 1], y[POS_DIM - 1]);
    }

    #[test]
    fn a_position_encodes_what_its_player_may_know_and_nothing_more() {
        let decks = deck::embedded();
        let setup = GameSetup::new(decks[0].clone(), decks[1].clone(), 5);
        let mut g = Game::new(&setup, keysim_cards::pool()).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut list = ChoiceList::new();
        let mut checked = 0;
        while g.decision().is_some() && g.turn() < 12 {
            for me in [Player::A, Player::B] {
                let truth = encoded(&g, me);
                let obs = g.observe(me);
                assert_eq!(truth, encoded(obs.game(), me));
                // Any deal of the hidden cards gives the same description.
                let other = obs.sample(&mut rng);
                assert_eq!(truth, encoded(&other, me));
                checked += 1;
            }
            g.legal_choices(&mut list);
            let c = list[rng.gen_range(0..list.len())];
            g.apply_unchecked(c);
        }
        assert!(checked > 40, "{checked} positions checked");
    }
}
