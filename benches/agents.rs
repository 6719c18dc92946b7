//! Agent benchmarks: one whole greedy-vs-greedy game, and ISMCTS decisions
//! from a fixed mid-game position (iterations=1000; iterations per second
//! are printed from the agent's own counters).
//!
//! `cargo bench --bench agents` (criterion).

use criterion::{criterion_group, criterion_main, Criterion};
// Not criterion's `black_box`: without its `real_blackbox` feature that is a
// volatile read, which costs ~1 µs on a 3 KB `Game` and swamps the clone.
use keysim::agents::{play_game, Agent, AgentSpec, Budget, IsmctsAgent, IsmctsParams};
use keysim::deck;
use keysim::engine::{ChoiceList, Game, GameSetup, Player};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::hint::black_box;

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

/// A mid-game position at an agent decision: turn 6, creatures on both
/// sides, more than one legal choice.
fn mid_game() -> Game {
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

fn bench(c: &mut Criterion) {
    let greedy = AgentSpec::parse("greedy").expect("spec");
    let mut seed = 0u64;
    let mut group = c.benchmark_group("agents");
    group.sample_size(10);
    group.bench_function("greedy game starter decks", |b| {
        b.iter(|| {
            seed += 1;
            let setup = starter_setup(seed);
            let mut a = greedy.build(2 * seed);
            let mut bb = greedy.build(2 * seed + 1);
            play_game(&setup, [&mut *a, &mut *bb]).turn()
        })
    });

    let g = mid_game();
    let d = g.decision().expect("decision");
    let obs = g.observe(d.player);
    let mut list = ChoiceList::new();
    g.legal_choices(&mut list);
    let params = IsmctsParams {
        budget: Budget::Iterations(1000),
        ..IsmctsParams::default()
    };
    let mut agent = IsmctsAgent::new(7, params);
    group.bench_function("ismcts decision iterations=1000", |b| {
        b.iter(|| agent.choose(black_box(&obs), list.as_slice()))
    });
    group.finish();
    let st = agent.stats();
    eprintln!(
        "ismcts: {} iterations in {:.3} s: {:.0} iterations/s",
        st.iterations,
        st.time.as_secs_f64(),
        st.iterations as f64 / st.time.as_secs_f64()
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
