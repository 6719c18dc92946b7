//! Engine benchmarks: the size and clone cost of a mid-game state, legal
//! choice enumeration, observation, and whole random games between the
//! starter decks (engine only, and through `agents::play_game`).
//!
//! `cargo bench --bench engine` (criterion). The state size is printed once.
//! Agent benchmarks (greedy games, ISMCTS) are in `benches/agents.rs`; the
//! one-table summary is `scripts/bench.sh`.

mod common;

use common::{mid_game, random_until, starter_setup};
use criterion::{criterion_group, criterion_main, Criterion};
// Not criterion's `black_box`: without its `real_blackbox` feature that is a
// volatile read, which costs ~1 µs on a 3 KB `Game` and swamps the clone.
use keysim_agents::{play_game, AgentSpec};
use keysim_engine::{ChoiceList, Game};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let g = mid_game();
    eprintln!("state size: {} bytes", std::mem::size_of::<Game>());
    c.bench_function("clone mid-game state", |b| {
        b.iter(|| {
            let c: Game = *black_box(&g);
            black_box(&c);
        })
    });
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
    let random = AgentSpec::parse("random").expect("spec");
    let setup = starter_setup(0);
    let mut seed = 0u64;
    c.bench_function("random game play_game (with observations)", |b| {
        b.iter(|| {
            seed += 1;
            let mut a = random.build(2 * seed);
            let mut bb = random.build(2 * seed + 1);
            play_game(&setup, [&mut *a, &mut *bb]).turn()
        })
    });
    let d = g.decision().expect("mid-game decision");
    c.bench_function("observe mid-game", |b| {
        b.iter(|| {
            let o = black_box(&g).observe(d.player);
            black_box(&o);
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
