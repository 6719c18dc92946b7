//! Performance figures for `scripts/bench.sh`, measured with
//! `std::time::Instant` (no criterion, so the whole run takes seconds).
//!
//! `cargo run --release -p keysim-tools --bin bench_figures [-- --quick]`
//!
//! `-- --count-random N`, `-- --count-greedy N` and `-- --count-ismcts N`
//! play exactly N random games (engine only), greedy games or default-ISMCTS
//! searches, for instruction counts under callgrind: take the difference
//! between two sizes so fixed costs cancel. `--count-ismcts N SPEC` counts
//! the searches of another ISMCTS spec (`ismcts:rollout_turn_end=0`).
//!
//! `-- --profile-random` / `-- --profile-greedy` only play random (engine
//! only) or greedy games for 5 s, to run under `perf record` or callgrind;
//! the greedy mode prints each game's time, turns and board sizes on stderr.
//!
//! Prints one `key<TAB>value` line per figure on stdout:
//!
//! - `state_bytes`: `size_of::<Game>()`;
//! - `observation_bytes`: `size_of::<Observation>()`;
//! - `clone_ns`: median over 21 batches of the mean clone time of a mid-game
//!   state (each batch clones it 10^5 times);
//! - `legal_ns`: the same for legal-choice enumeration at that state;
//! - `decisions_per_game`: applied choices per random game (all of them,
//!   forced ones included); `agent_decisions_per_game`: those with more than
//!   one legal choice (the ones put to an agent);
//! - `turns_per_game`: turns per random game;
//! - `raw_random_games_per_s`: random games on one thread, engine only
//!   (`legal_choices` + `apply_unchecked`, no observation);
//! - `random_games_per_s`: random-vs-random through `agents::play_game`
//!   (an observation per agent decision, as `keysim match` does);
//! - `greedy_games_per_s`: greedy-vs-greedy through `play_game`;
//! - `ismcts_iter_per_s`, `ismcts_ms_per_decision`: the default ISMCTS agent
//!   (500 iterations, rollouts to the end of the player's next turn) over
//!   decisions from fixed mid-game positions; `ismcts_turn_*`: the same with
//!   rollouts to the end of the current turn (`rollout_turns=0`).
//!
//! Rates (games/s, iterations/s, ms per decision) are medians over 7 rounds
//! sharing the time budget (3 s per figure, 0.5 s with `--quick`): the
//! machine's speed drifts from second to second.

use std::hint::black_box;
use std::time::{Duration, Instant};

use keysim_agents::Agent;
use keysim_agents::{play_game, AgentSpec, IsmctsAgent, IsmctsParams};
use keysim_decks as deck;
use keysim_engine::{ChoiceList, Game, GameSetup, Observation, Player, Seat};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn starter_setup(seed: u64) -> GameSetup {
    let a = deck::resolve("Radiant Argus the Supreme").expect("embedded deck");
    let b = deck::resolve("Miss Onyx Censorius").expect("embedded deck");
    GameSetup::new(a, b, seed)
}

/// Plays random choices until turn `turn` (or the end); returns the game,
/// the number of applied choices and the number with more than one option.
fn random_until(setup: &GameSetup, seed: u64, turn: u16) -> (Game, u64, u64) {
    let mut g = Game::new(setup, keysim_cards::pool()).expect("setup");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut list = ChoiceList::new();
    let (mut all, mut contested) = (0u64, 0u64);
    while !g.is_over() && g.turn() < turn {
        g.legal_choices(&mut list);
        let c = if list.len() == 1 {
            list[0]
        } else {
            contested += 1;
            list[rng.gen_range(0..list.len())]
        };
        all += 1;
        g.apply_unchecked(c);
    }
    (g, all, contested)
}

/// Mid-game positions: turn 6 with at least two creatures on both sides.
fn mid_games(n: usize) -> Vec<Game> {
    (0..10_000u64)
        .map(|s| random_until(&starter_setup(s), s, 6).0)
        .filter(|g| {
            !g.is_over()
                && g.player(Player::A).battleline.len() >= 2
                && g.player(Player::B).battleline.len() >= 2
        })
        .take(n)
        .collect()
}

/// The decisions with more than one legal choice among `games`, as the
/// deciding player's observation and the legal choices.
fn mid_positions(games: &[Game]) -> Vec<(Observation, ChoiceList)> {
    games
        .iter()
        .filter_map(|g| {
            let d = g.decision()?;
            let mut l = ChoiceList::new();
            g.legal_choices(&mut l);
            (l.len() > 1).then(|| (g.observe(d.player), l))
        })
        .collect()
}

/// Median over `batches` of the mean time (ns) of `f` run `per_batch` times.
fn median_ns(batches: usize, per_batch: u32, mut f: impl FnMut()) -> f64 {
    let mut v: Vec<f64> = (0..batches)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..per_batch {
                f();
            }
            t.elapsed().as_nanos() as f64 / per_batch as f64
        })
        .collect();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// How many rounds a rate is measured in (its median is reported: the
/// machine's speed drifts over seconds).
const ROUNDS: u32 = 7;

/// The median of `v`.
fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// Runs `f` (one game, numbered from 0) in [`ROUNDS`] rounds sharing
/// `budget`; returns the median of the rounds' games per second.
fn games_per_s(budget: Duration, mut f: impl FnMut(u64)) -> f64 {
    let round = budget / ROUNDS;
    let mut n = 0u64;
    let rates = (0..ROUNDS)
        .map(|_| {
            let t = Instant::now();
            let start = n;
            while n - start < 3 || t.elapsed() < round {
                f(n);
                n += 1;
            }
            (n - start) as f64 / t.elapsed().as_secs_f64()
        })
        .collect();
    median(rates)
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    // `--profile-greedy`: only greedy games for 5 s.
    if std::env::args().any(|a| a == "--profile-greedy") {
        let setups: Vec<GameSetup> = (0..64).map(starter_setup).collect();
        let greedy = AgentSpec::parse("greedy").unwrap();
        let r = games_per_s(Duration::from_secs(5), |i| {
            let mut a = greedy.build(2 * i);
            let mut b = greedy.build(2 * i + 1);
            let t = Instant::now();
            let g = play_game(&setups[(i % 64) as usize], [&mut *a, &mut *b]);
            eprintln!(
                "greedy game {i}: {:.0} ms, {} turns, lasting effects at the end {}, creatures {}+{}",
                t.elapsed().as_secs_f64() * 1000.0,
                g.turn(),
                g.lasting_effects().len(),
                g.player(Player::A).battleline.len(),
                g.player(Player::B).battleline.len()
            );
        });
        println!("greedy_games_per_s\t{r:.1}");
        return;
    }
    // `--count-random N` / `--count-play N`: exactly N random games, engine
    // only or through `play_game`, for instruction counts under callgrind
    // that can be compared between builds.
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args
        .iter()
        .position(|a| a == "--count-random" || a == "--count-play")
    {
        let n: u64 = args.get(i + 1).and_then(|v| v.parse().ok()).unwrap_or(200);
        let setups: Vec<GameSetup> = (0..64).map(starter_setup).collect();
        let random = AgentSpec::parse("random").unwrap();
        let mut turns = 0u64;
        for s in 0..n {
            let setup = &setups[(s % 64) as usize];
            let g = if args[i] == "--count-random" {
                random_until(setup, s, u16::MAX).0
            } else {
                let mut a = random.build(2 * s);
                let mut b = random.build(2 * s + 1);
                play_game(setup, [&mut *a, &mut *b])
            };
            turns += g.turn() as u64;
        }
        println!("games\t{n}\nturns\t{turns}");
        return;
    }
    // `--count-greedy N`: exactly N greedy-vs-greedy games through
    // `play_game`, for instruction counts under callgrind.
    if let Some(i) = args.iter().position(|a| a == "--count-greedy") {
        let n: u64 = args.get(i + 1).and_then(|v| v.parse().ok()).unwrap_or(20);
        let setups: Vec<GameSetup> = (0..64).map(starter_setup).collect();
        let greedy = AgentSpec::parse("greedy").unwrap();
        let mut turns = 0u64;
        for s in 0..n {
            let mut a = greedy.build(2 * s);
            let mut b = greedy.build(2 * s + 1);
            turns += play_game(&setups[(s % 64) as usize], [&mut *a, &mut *b]).turn() as u64;
        }
        println!("games\t{n}\nturns\t{turns}");
        return;
    }
    // `--count-ismcts N`: N default-ISMCTS decisions from the mid-game
    // positions, for instruction counts under callgrind, printing the
    // choice and the root's visits of each.
    if let Some(i) = args.iter().position(|a| a == "--count-ismcts") {
        let n: usize = args.get(i + 1).and_then(|v| v.parse().ok()).unwrap_or(8);
        let positions = mid_positions(&mid_games(8));
        let base = match args.get(i + 2).map(|s| AgentSpec::parse(s)) {
            None => IsmctsParams::default(),
            Some(Ok(AgentSpec::Ismcts(p))) => p,
            Some(_) => panic!("--count-ismcts N [SPEC]: SPEC is an ismcts spec"),
        };
        let params = IsmctsParams {
            reuse: false,
            ..base
        };
        let mut agent = IsmctsAgent::new(7, params);
        let mut visits = Vec::new();
        for k in 0..n {
            let (obs, l) = &positions[k % positions.len()];
            let chosen = black_box(agent.choose(&Seat::from(obs), l.as_slice()));
            // Printed so that builds can be checked to search alike.
            let me = obs.decision().expect("a decision").player;
            agent.root_visits(me, &mut visits);
            println!("choice {k}\t{chosen:?}\tvisits {visits:?}");
        }
        println!("iterations\t{}", agent.stats().iterations);
        return;
    }
    // `--profile-random`: only raw random games for 5 s (to run under a
    // profiler).
    if std::env::args().any(|a| a == "--profile-random") {
        let setups: Vec<GameSetup> = (0..64).map(starter_setup).collect();
        let r = games_per_s(Duration::from_secs(5), |i| {
            black_box(random_until(&setups[(i % 64) as usize], i, u16::MAX));
        });
        println!("raw_random_games_per_s\t{r:.0}");
        return;
    }
    let budget = Duration::from_millis(if quick { 500 } else { 3000 });
    let setups: Vec<GameSetup> = (0..64).map(starter_setup).collect();

    println!("state_bytes\t{}", std::mem::size_of::<Game>());
    println!("observation_bytes\t{}", std::mem::size_of::<Observation>());

    let mids = mid_games(8);
    let g = mids[0];
    let clone_ns = median_ns(21, 100_000, || {
        let c: Game = *black_box(&g);
        black_box(&c);
    });
    println!("clone_ns\t{clone_ns:.1}");
    let mut list = ChoiceList::new();
    let legal_ns = median_ns(21, 100_000, || {
        black_box(&g).legal_choices(&mut list);
        black_box(list.len());
    });
    println!("legal_ns\t{legal_ns:.1}");
    println!("legal_choices_mid_game\t{}", list.len());

    // Decisions per game over many random games.
    let n = 2000u64;
    let (mut all, mut contested, mut turns) = (0u64, 0u64, 0u64);
    for s in 0..n {
        let (g, a, c) = random_until(&setups[(s % 64) as usize], s, u16::MAX);
        all += a;
        contested += c;
        turns += g.turn() as u64;
    }
    println!("decisions_per_game\t{:.1}", all as f64 / n as f64);
    println!(
        "agent_decisions_per_game\t{:.1}",
        contested as f64 / n as f64
    );
    println!("turns_per_game\t{:.1}", turns as f64 / n as f64);

    let raw = games_per_s(budget, |i| {
        black_box(random_until(&setups[(i % 64) as usize], i, u16::MAX));
    });
    println!("raw_random_games_per_s\t{raw:.0}");

    let random = AgentSpec::parse("random").unwrap();
    let rps = games_per_s(budget, |i| {
        let mut a = random.build(2 * i);
        let mut b = random.build(2 * i + 1);
        black_box(play_game(&setups[(i % 64) as usize], [&mut *a, &mut *b]));
    });
    println!("random_games_per_s\t{rps:.0}");

    let greedy = AgentSpec::parse("greedy").unwrap();
    let (mut g_turns, mut g_games, mut g_slowest) = (0u64, 0u64, 0f64);
    let gps = games_per_s(budget, |i| {
        let t = Instant::now();
        let mut a = greedy.build(2 * i);
        let mut b = greedy.build(2 * i + 1);
        let g = play_game(&setups[(i % 64) as usize], [&mut *a, &mut *b]);
        g_turns += g.turn() as u64;
        g_games += 1;
        g_slowest = g_slowest.max(t.elapsed().as_secs_f64());
    });
    println!("greedy_games_per_s\t{gps:.1}");
    println!(
        "greedy_turns_per_game\t{:.1}",
        g_turns as f64 / g_games as f64
    );
    println!("greedy_slowest_game_ms\t{:.0}", g_slowest * 1000.0);

    // ISMCTS: one decision from each mid-game position, repeated until the
    // budget has passed: the default agent (two-turn rollouts) and rollouts
    // to the end of the current turn. Every search starts from an empty
    // tree (no reuse: the positions do not follow one another).
    let positions = mid_positions(&mids);
    for (key, rollout_turns) in [("", IsmctsParams::DEFAULT_ROLLOUT_TURNS), ("_turn", 0)] {
        let params = IsmctsParams {
            rollout_turns,
            reuse: false,
            ..IsmctsParams::default()
        };
        let mut agent = IsmctsAgent::new(7, params);
        // Each round searches every position at least once.
        let mut k = 0usize;
        let (mut rates, mut ms) = (Vec::new(), Vec::new());
        for _ in 0..ROUNDS {
            let before = agent.stats();
            let t = Instant::now();
            let first = k;
            while k - first < positions.len() || t.elapsed() < budget / ROUNDS {
                let (obs, l) = &positions[k % positions.len()];
                black_box(agent.choose(&Seat::from(obs), l.as_slice()));
                k += 1;
            }
            let st = agent.stats();
            let time = (st.time - before.time).as_secs_f64();
            rates.push((st.iterations - before.iterations) as f64 / time);
            ms.push(time * 1000.0 / (st.searches - before.searches) as f64);
        }
        println!("ismcts{key}_iter_per_s\t{:.0}", median(rates));
        println!("ismcts{key}_ms_per_decision\t{:.2}", median(ms));
    }
}
