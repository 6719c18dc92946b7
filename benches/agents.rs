//! Agent benchmarks: one whole greedy-vs-greedy game, and ISMCTS decisions
//! from a fixed mid-game position (the default agent: 500 iterations,
//! rollouts to the end of the player's next turn; iterations per second are
//! printed from the agent's own counters).
//!
//! `cargo bench --bench agents` (criterion).

mod common;

use common::{mid_game, starter_setup};
use criterion::{criterion_group, criterion_main, Criterion};
// Not criterion's `black_box`: without its `real_blackbox` feature that is a
// volatile read, which costs ~1 µs on a 3 KB `Game` and swamps the clone.
use keysim_agents::{play_game, Agent, AgentSpec, IsmctsAgent, IsmctsParams};
use keysim_engine::{ChoiceList, Seat};
use std::hint::black_box;

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
    // The same position again and again: every search starts from an
    // empty tree (no reuse).
    let params = IsmctsParams {
        reuse: false,
        ..IsmctsParams::default()
    };
    let mut agent = IsmctsAgent::new(7, params);
    group.bench_function("ismcts decision (default agent)", |b| {
        b.iter(|| agent.choose(&Seat::from(black_box(&obs)), list.as_slice()))
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
