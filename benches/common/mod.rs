//! Positions shared by the benchmarks: the starter decks, random play, and
//! a fixed mid-game position.

use keysim_decks as deck;
use keysim_engine::{ChoiceList, Game, GameSetup, Player};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The two starter decks, seeded.
pub fn starter_setup(seed: u64) -> GameSetup {
    let a = deck::resolve("Radiant Argus the Supreme").expect("embedded deck");
    let b = deck::resolve("Miss Onyx Censorius").expect("embedded deck");
    GameSetup::new(a, b, seed)
}

/// Plays random choices until turn `turn` (or the end), returning the game.
pub fn random_until(seed: u64, turn: u16) -> Game {
    let mut g = Game::new(&starter_setup(seed), keysim_cards::pool()).expect("setup");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut list = ChoiceList::new();
    while !g.is_over() && g.turn() < turn {
        g.legal_choices(&mut list);
        let c = list[rng.gen_range(0..list.len())];
        g.apply_unchecked(c);
    }
    g
}

/// A mid-game position at an agent decision: turn 6, creatures on both
/// sides, more than one legal choice.
pub fn mid_game() -> Game {
    let mut list = ChoiceList::new();
    (0..1000)
        .map(|s| random_until(s, 6))
        .find(|g| {
            if g.is_over()
                || g.player(Player::A).battleline.len() < 2
                || g.player(Player::B).battleline.len() < 2
            {
                return false;
            }
            g.legal_choices(&mut list);
            list.len() > 1
        })
        .expect("a seed reaches turn 6 with boards and a real decision")
}
