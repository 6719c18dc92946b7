//! Agents: no peeking at hidden information, determinism, strength.
//!
//! The `#[ignore]`d tests are the measurements quoted in reports; run them
//! with `cargo test --release --test agents -- --ignored --nocapture`.

use std::time::Instant;

use keysim::agents::{play_from, play_game, Agent, AgentSpec, IsmctsAgent, IsmctsParams};
use keysim::deck::{self, DeckList};
use keysim::engine::{Choice, ChoiceList, DecisionKind, Game, GameSetup, Observation, Player};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;

fn starters() -> [DeckList; 2] {
    [
        deck::resolve("Radiant Argus the Supreme").expect("starter deck"),
        deck::resolve("Miss “Onyx” Censorius").expect("starter deck"),
    ]
}

fn setup(seed: u64) -> GameSetup {
    let [a, b] = starters();
    GameSetup::new(a, b, seed)
}

fn spec(s: &str) -> AgentSpec {
    AgentSpec::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Records the choices of the agent it wraps.
struct Recorder {
    inner: Box<dyn Agent>,
    log: Vec<Choice>,
}

impl Agent for Recorder {
    fn choose(&mut self, obs: &Observation, choices: &[Choice]) -> Choice {
        let c = self.inner.choose(obs, choices);
        self.log.push(c);
        c
    }
}

/// Plays a game from `setup` with uniformly random choices (seeded) until
/// `stop` says so at a decision with several choices; `None` if the game
/// ended first.
fn random_play_until(setup: &GameSetup, seed: u64, stop: impl Fn(&Game) -> bool) -> Option<Game> {
    let mut g = Game::new(setup).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut list = ChoiceList::new();
    while !g.is_over() {
        g.legal_choices(&mut list);
        if list.len() > 1 && stop(&g) {
            return Some(g);
        }
        // Keep random play from discarding everything: prefer non-discards.
        let c = list[rng.gen_range(0..list.len())];
        g.apply_unchecked(c);
    }
    None
}

/// The public parts of a game as `p` sees them, spelled out.
fn public_parts(g: &Game, p: Player) -> String {
    let mut s = format!(
        "turn {} active {} phase {:?} house {:?} decision {:?}\n",
        g.turn(),
        g.active_player(),
        g.phase(),
        g.active_house(),
        g.decision()
    );
    for q in Player::BOTH {
        let ps = g.player(q);
        s += &format!(
            "{q}: amber {} keys {} chains {} battleline {:?} artifacts {:?} discard {:?} purged \
             {:?} deck size {} hand size {} archives size {}\n",
            ps.amber,
            ps.keys,
            ps.chains,
            ps.battleline,
            ps.artifacts,
            ps.discard,
            ps.purged,
            ps.deck.len(),
            ps.hand.len(),
            ps.archives.len(),
        );
        for c in ps.battleline.iter().chain(ps.artifacts.iter()) {
            let card = g.card(c);
            s += &format!(
                "  {c:?} dmg {} amber {} pc {} exh {} stun {} power {}\n",
                card.damage,
                card.amber,
                card.power_counters,
                card.is_exhausted(),
                card.is_stunned(),
                g.power(c)
            );
        }
    }
    let me = g.player(p);
    s += &format!("own hand {:?} own archives {:?}\n", me.hand, me.archives);
    s
}

fn hand_set(g: &Game, p: Player) -> Vec<u8> {
    let mut v: Vec<u8> = g.player(p).hand.iter().map(|c| c.0).collect();
    v.sort();
    v
}

/// Two games at the same decision of `p`, identical in everything `p` may
/// know, but with the opponent's hand and both deck orders different.
fn twin_games(g: &Game, p: Player) -> (Game, Game) {
    let obs = g.observe(p);
    let opp = p.opponent();
    for seed in 0..1000u64 {
        let mut r1 = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut r2 = Xoshiro256PlusPlus::seed_from_u64(seed + 10_000);
        let g1 = obs.sample(&mut r1);
        let g2 = obs.sample(&mut r2);
        let differ = hand_set(&g1, opp) != hand_set(&g2, opp)
            && hand_set(&g1, opp) != hand_set(g, opp)
            && g1.player(p).deck.as_slice() != g2.player(p).deck.as_slice()
            && g1.player(opp).deck.as_slice() != g2.player(opp).deck.as_slice();
        if differ {
            return (g1, g2);
        }
    }
    panic!("no twin found")
}

fn assert_same_observation(x: &Game, y: &Game, p: Player) {
    assert_eq!(public_parts(x, p), public_parts(y, p), "public parts");
    let (ox, oy) = (x.observe(p), y.observe(p));
    assert_eq!(public_parts(ox.game(), p), public_parts(x, p));
    assert_eq!(
        format!("{:?}", ox),
        format!("{:?}", oy),
        "observations of games that differ only in hidden information are equal"
    );
}

fn decide(agent: &mut dyn Agent, g: &Game) -> Choice {
    let d = g.decision().expect("a decision");
    let mut list = ChoiceList::new();
    g.legal_choices(&mut list);
    agent.choose(&g.observe(d.player), &list)
}

#[test]
fn agents_do_not_peek() {
    let setup = setup(7);
    // Decision points: a house choice, a step 3 decision with a few cards
    // played, and a step 3 decision later in the game.
    let stops: [Box<dyn Fn(&Game) -> bool>; 3] = [
        Box::new(|g: &Game| g.turn() >= 3 && g.decision().unwrap().kind == DecisionKind::House),
        Box::new(|g: &Game| {
            g.turn() >= 6
                && g.decision().unwrap().kind == DecisionKind::Main
                && g.player(g.active_player()).battleline.len() >= 1
        }),
        Box::new(|g: &Game| g.turn() >= 12 && g.decision().unwrap().kind == DecisionKind::Main),
    ];
    let specs = [
        "random",
        "greedy",
        "greedy:epsilon=0.3",
        "ismcts:iterations=200",
    ];
    for (k, stop) in stops.iter().enumerate() {
        let g = random_play_until(&setup, 100 + k as u64, stop).expect("game reaches the point");
        let p = g.decision().unwrap().player;
        let (g1, g2) = twin_games(&g, p);
        assert_same_observation(&g, &g1, p);
        assert_same_observation(&g1, &g2, p);
        for s in specs {
            for agent_seed in [1u64, 2, 3] {
                let sp = spec(s);
                let c0 = decide(&mut *sp.build(agent_seed), &g);
                let c1 = decide(&mut *sp.build(agent_seed), &g1);
                let c2 = decide(&mut *sp.build(agent_seed), &g2);
                assert_eq!(c0, c1, "{s} seed {agent_seed} at point {k}");
                assert_eq!(c1, c2, "{s} seed {agent_seed} at point {k}");
            }
        }
    }
}

fn recorded_game(a: &AgentSpec, b: &AgentSpec, game_seed: u64) -> (Game, Vec<Choice>, Vec<Choice>) {
    let mut ra = Recorder {
        inner: a.build(game_seed ^ 0xA),
        log: Vec::new(),
    };
    let mut rb = Recorder {
        inner: b.build(game_seed ^ 0xB),
        log: Vec::new(),
    };
    let g = play_game(&setup(game_seed), [&mut ra, &mut rb]);
    (g, ra.log, rb.log)
}

#[test]
fn same_seeds_same_game() {
    let pairs = [
        ("random", "random"),
        ("greedy:epsilon=0.2", "random"),
        ("ismcts:iterations=40", "greedy"),
    ];
    for (a, b) in pairs {
        let (a, b) = (spec(a), spec(b));
        let (g1, a1, b1) = recorded_game(&a, &b, 11);
        let (g2, a2, b2) = recorded_game(&a, &b, 11);
        assert!(g1.is_over());
        assert!(!a1.is_empty() && !b1.is_empty());
        assert_eq!(a1, a2, "{a} replays");
        assert_eq!(b1, b2, "{b} replays");
        assert_eq!(g1.outcome(), g2.outcome());
        assert_eq!(g1.turn(), g2.turn());
        // A different agent seed changes the game.
        if a == spec("random") {
            let mut x = a.build(1);
            let mut y = b.build(2);
            let g3 = play_game(&setup(11), [&mut *x, &mut *y]);
            assert!(g3.is_over());
        }
    }
}

/// Plays `x` against `y` on `pairs` game seeds, each seed twice with the
/// seats swapped. Returns (x wins, y wins, no winner).
fn duel(x: &AgentSpec, y: &AgentSpec, pairs: u64, seed0: u64) -> (u32, u32, u32) {
    let results: Vec<(u32, u32, u32)> = (0..pairs * 2)
        .into_par_iter()
        .map(|i| {
            let game_seed = seed0 + i / 2;
            let x_seat = if i % 2 == 0 { Player::A } else { Player::B };
            let mut ax = x.build(game_seed.wrapping_mul(31) ^ 1);
            let mut ay = y.build(game_seed.wrapping_mul(31) ^ 2);
            let agents: [&mut dyn Agent; 2] = if x_seat == Player::A {
                [&mut *ax, &mut *ay]
            } else {
                [&mut *ay, &mut *ax]
            };
            let g = play_game(&setup(game_seed), agents);
            match g.winner() {
                Some(w) if w == x_seat => (1, 0, 0),
                Some(_) => (0, 1, 0),
                None => (0, 0, 1),
            }
        })
        .collect();
    results
        .iter()
        .fold((0, 0, 0), |s, r| (s.0 + r.0, s.1 + r.1, s.2 + r.2))
}

#[test]
fn greedy_beats_random() {
    let (g, r, d) = duel(&spec("greedy"), &spec("random"), 20, 1000);
    println!("greedy vs random over 40 games: {g} wins, {r} losses, {d} unfinished");
    assert!(g >= 34, "greedy won only {g} of 40 against random");
}

#[test]
fn play_game_plays_to_the_end() {
    let mut a = spec("random").build(1);
    let mut b = spec("greedy").build(2);
    let g = play_game(&setup(3), [&mut *a, &mut *b]);
    assert!(g.is_over());
    assert!(g.decision().is_none());
    // play_from continues a game in progress.
    let mid = random_play_until(&setup(4), 4, |g| g.turn() >= 5).unwrap();
    let g = play_from(mid, [&mut *a, &mut *b]);
    assert!(g.is_over());
}

#[test]
fn ismcts_returns_the_only_choice_without_search() {
    let mut agent = IsmctsAgent::new(1, IsmctsParams::default());
    let g = random_play_until(&setup(5), 5, |g| g.turn() >= 2).unwrap();
    let obs = g.observe(g.decision().unwrap().player);
    assert_eq!(agent.choose(&obs, &[Choice::EndTurn]), Choice::EndTurn);
    assert_eq!(agent.stats().searches, 0);
}

// ----- Measurements (ignored by default) --------------------------------

#[test]
#[ignore]
fn measure_greedy_vs_random() {
    let t = Instant::now();
    let (g, r, d) = duel(&spec("greedy"), &spec("random"), 100, 5000);
    println!(
        "greedy vs random, starter decks, 200 games (100 seeds x both seats): greedy {g}, random \
         {r}, unfinished {d} ({:.1} s)",
        t.elapsed().as_secs_f64()
    );
}

fn measure_duel(x: &str, y: &str, pairs: u64) {
    let t = Instant::now();
    let (a, b, d) = duel(&spec(x), &spec(y), pairs, 9000);
    let n = a + b + d;
    println!(
        "{x} vs {y}, starter decks, {n} games ({pairs} seeds x both seats): {a}-{b} ({d} \
         unfinished), {:.1}% ({:.1} s)",
        100.0 * (a as f64 + 0.5 * d as f64) / n as f64,
        t.elapsed().as_secs_f64()
    );
}

#[test]
#[ignore]
fn measure_ismcts_vs_greedy() {
    let x = std::env::var("X").unwrap_or_else(|_| "ismcts".into());
    let y = std::env::var("Y").unwrap_or_else(|_| "greedy".into());
    let pairs = std::env::var("PAIRS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    measure_duel(&x, &y, pairs);
}

#[test]
#[ignore]
fn measure_ismcts_speed() {
    // Time ISMCTS decisions over whole games against greedy, one thread.
    let s = std::env::var("X").unwrap_or_else(|_| "ismcts".into());
    let AgentSpec::Ismcts(params) = spec(&s) else {
        panic!("not ismcts")
    };
    let mut searches = 0;
    let mut iterations = 0;
    let mut time = 0.0;
    for seed in 0..4 {
        let mut me = IsmctsAgent::new(seed, params.clone());
        let mut other = spec("greedy").build(seed);
        let mid = Game::new(&setup(seed)).unwrap();
        let _ = play_from(mid, [&mut me, &mut *other]);
        let st = me.stats();
        searches += st.searches;
        iterations += st.iterations;
        time += st.time.as_secs_f64();
    }
    println!(
        "{s}: {searches} searched decisions, {:.1} ms per decision, {:.0} iterations/s",
        1000.0 * time / searches as f64,
        iterations as f64 / time
    );
}

#[test]
#[ignore]
fn measure_greedy_speed() {
    let t = Instant::now();
    let mut n = 0;
    for seed in 0..10 {
        let mut a = spec("greedy").build(seed);
        let mut b = spec("greedy").build(seed + 1);
        let g = play_game(&setup(seed), [&mut *a, &mut *b]);
        n += g.turn() as u64;
    }
    println!(
        "greedy self-play: {:.2} ms per turn",
        1000.0 * t.elapsed().as_secs_f64() / n as f64
    );
}

#[test]
#[ignore]
fn debug_trace() {
    let x = std::env::var("X").unwrap_or_else(|_| "ismcts".into());
    let seed: u64 = std::env::var("SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(9000);
    let mut a = spec(&x).build(1);
    let mut b = spec("greedy").build(2);
    let mut g = Game::new(&setup(seed)).unwrap();
    let mut list = ChoiceList::new();
    let mut line = String::new();
    let mut last_turn = 0;
    while let Some(d) = g.decision() {
        if g.turn() != last_turn {
            println!("{line}");
            last_turn = g.turn();
            let (pa, pb) = (g.player(Player::A), g.player(Player::B));
            line = format!(
                "T{} {} [A {}a {}k {}c | B {}a {}k {}c]:",
                g.turn(),
                g.active_player(),
                pa.amber,
                pa.keys,
                pa.battleline.len(),
                pb.amber,
                pb.keys,
                pb.battleline.len()
            );
        }
        g.legal_choices(&mut list);
        let c = if list.len() == 1 {
            list[0]
        } else {
            let obs = g.observe(d.player);
            if d.player == Player::A { a.choose(&obs, &list) } else { b.choose(&obs, &list) }
        };
        let name = |r: keysim::engine::CardRef| g.def(r).name;
        line += &match c {
            Choice::Play(r) => format!(" play {}", name(r)),
            Choice::Discard(r) => format!(" discard {}", name(r)),
            Choice::Reap(r) => format!(" reap {}", name(r)),
            Choice::Fight(r) => format!(" fight {}", name(r)),
            Choice::Action(r) => format!(" action {}", name(r)),
            Choice::Omni(r) => format!(" omni {}", name(r)),
            Choice::Target(r) => format!(" ->{}", name(r)),
            Choice::House(h) => format!(" {h}:"),
            other => format!(" {other:?}"),
        };
        g.apply_unchecked(c);
    }
    println!("{line}\nwinner {:?}", g.winner());
}
