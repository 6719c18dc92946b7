//! Engine benchmarks: the size and clone cost of a mid-game state, legal
//! choice enumeration, and whole random games between the starter decks.
//!
//! `cargo bench --bench engine` (criterion). The state size is printed once.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use keysim::deck;
use keysim::engine::{ChoiceList, Game, GameSetup};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn starter_setup(seed: u64) -> GameSetup {
    let a = deck::resolve("Radiant Argus the Supreme").expect("embedded deck");
    let b = deck::resolve("Miss Onyx Censorius").expect("embedded deck");
    GameSetup::new(a, b, seed)
}

/// Plays random choices until turn `turn` (or the end), returning the game.
fn random_until(seed: u64, turn: u16) -> Game {
    let mut g = Game::new(&starter_setup(seed)).expect("setup");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut list = ChoiceList::new();
    while !g.is_over() && g.turn() < turn {
        g.legal_choices(&mut list);
        let c = list[rng.gen_range(0..list.len())];
        g.apply_unchecked(c);
    }
    g
}

/// A mid-game position: turn 6 with creatures on both sides.
fn mid_game() -> Game {
    (0..1000)
        .map(|s| random_until(s, 6))
        .find(|g| {
            !g.is_over()
                && g.player(keysim::engine::Player::A).battleline.len() >= 2
                && g.player(keysim::engine::Player::B).battleline.len() >= 2
        })
        .expect("a seed reaches turn 6 with boards")
}

fn bench(c: &mut Criterion) {
    let g = mid_game();
    eprintln!("state size: {} bytes", std::mem::size_of::<Game>());
    c.bench_function("clone mid-game state", |b| b.iter(|| black_box(&g).clone()));
    let mut list = ChoiceList::new();
    c.bench_function("legal choices mid-game", |b| {
        b.iter(|| {
            black_box(&g).legal_choices(&mut list);
            list.len()
        })
    });
    let mut seed = 0u64;
    c.bench_function("random game starter decks", |b| {
        b.iter(|| {
            seed += 1;
            let g = random_until(seed, u16::MAX);
            g.turn()
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
