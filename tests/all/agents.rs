//! Agents: no peeking at hidden information, determinism, strength.
//!
//! The `#[ignore]`d tests are the measurements quoted in reports; run them
//! with `cargo test --release --test all agents::NAME -- --ignored --nocapture`.
//! `measure_ismcts_vs_greedy` takes `X` and `Y` (agent specs, default
//! `ismcts` and `greedy`), `PAIRS` (seeds, each played in both seats;
//! default 50) and `SEED0` (first seed, default 9000: the seeds the
//! defaults were tuned on; report figures from other seeds);
//! `measure_ismcts_speed` takes `X` (and `SLOW=1` to list decisions over
//! 150 ms).

use std::time::Instant;

use keysim_agents::{play_from, play_game, Agent, AgentSpec, IsmctsAgent, IsmctsParams};
use keysim_decks::{self as deck, DeckList};
use keysim_engine::{Choice, ChoiceList, DecisionKind, Game, GameSetup, Player, Seat};
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
    fn choose(&mut self, seat: &Seat, choices: &[Choice]) -> Choice {
        let c = self.inner.choose(seat, choices);
        self.log.push(c);
        c
    }
}

/// Plays a game from `setup` with uniformly random choices (seeded) until
/// `stop` says so at a decision with several choices; `None` if the game
/// ended first.
fn random_play_until(setup: &GameSetup, seed: u64, stop: impl Fn(&Game) -> bool) -> Option<Game> {
    let mut g = Game::new(setup, keysim_cards::pool()).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut list = ChoiceList::new();
    while !g.is_over() {
        g.legal_choices(&mut list);
        if list.len() > 1 && stop(&g) {
            return Some(g);
        }
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
    agent.choose(&g.seat(d.player), &list)
}

/// Where to stop a random game.
type Stop = Box<dyn Fn(&Game) -> bool>;

#[test]
fn agents_do_not_peek() {
    let setup = setup(7);
    // Decision points: a house choice, a step 3 decision with a few cards
    // played, and a step 3 decision later in the game.
    let stops: [Stop; 3] = [
        Box::new(|g: &Game| g.turn() >= 3 && g.decision().unwrap().kind == DecisionKind::House),
        Box::new(|g: &Game| {
            g.turn() >= 6
                && g.decision().unwrap().kind == DecisionKind::Main
                && !g.player(g.active_player()).battleline.is_empty()
        }),
        Box::new(|g: &Game| g.turn() >= 12 && g.decision().unwrap().kind == DecisionKind::Main),
    ];
    let specs = [
        "random",
        "greedy",
        "greedy:epsilon=0.3",
        "ismcts:iterations=200",
        "ismcts:iterations=60,house_playouts=1,determinizations=8,leaf=fitted,rollout_eval=fitted",
        "ismcts:iterations=60,search=house+target",
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
        (
            "ismcts:iterations=20,house_playouts=0.5,determinizations=4,leaf=fitted,tree_turns=0",
            "greedy",
        ),
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

/// Results of a duel, from the first agent's point of view.
#[derive(Default)]
struct Duel {
    wins: u32,
    losses: u32,
    unfinished: u32,
    /// Wins in seat A (the first deck) and in seat B.
    wins_as: [u32; 2],
}

/// Plays `x` against `y` on `pairs` game seeds, each seed twice with the
/// seats swapped (so each agent plays each deck on the same deals).
fn duel(x: &AgentSpec, y: &AgentSpec, pairs: u64, seed0: u64) -> Duel {
    let results: Vec<(Player, Option<Player>)> = (0..pairs * 2)
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
            (x_seat, g.winner())
        })
        .collect();
    let mut d = Duel::default();
    for (seat, winner) in results {
        match winner {
            Some(w) if w == seat => {
                d.wins += 1;
                d.wins_as[seat.index()] += 1;
            }
            Some(_) => d.losses += 1,
            None => d.unfinished += 1,
        }
    }
    d
}

#[test]
fn greedy_beats_random() {
    let d = duel(&spec("greedy"), &spec("random"), 20, 1000);
    println!(
        "greedy vs random over 40 games: {} wins, {} losses, {} unfinished",
        d.wins, d.losses, d.unfinished
    );
    assert!(
        d.wins >= 34,
        "greedy won only {} of 40 against random",
        d.wins
    );
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
    assert_eq!(
        agent.choose(&Seat::from(&obs), &[Choice::EndTurn]),
        Choice::EndTurn
    );
    assert_eq!(agent.stats().searches, 0);
}

/// A prior file in the temporary folder whose only nonzero weight is the
/// generic feature `feature`, 10; returns its path.
fn prior_liking(feature: &str) -> String {
    use keysim_agents::prior::{feature_count, GENERIC_NAMES};
    let mut w = vec![0.0; feature_count()];
    w[GENERIC_NAMES.iter().position(|&n| n == feature).unwrap()] = 10.0;
    let path = std::env::temp_dir().join(format!(
        "keysim-prior-{feature}-{}.json",
        std::process::id()
    ));
    std::fs::write(
        &path,
        keysim_agents::Prior::from_weights(&w, None).to_json(),
    )
    .unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn ismcts_with_a_prior_searches_the_priors_favourite_first() {
    // With one iteration only one step 3 choice is searched: the prior's
    // most likely; without a prior, any.
    let g = random_play_until(&setup(3), 3, |g| {
        let mut list = ChoiceList::new();
        g.legal_choices(&mut list);
        g.turn() >= 3
            && g.decision().unwrap().kind == DecisionKind::Main
            && list.iter().any(|c| matches!(c, Choice::Play(_)))
    })
    .unwrap();
    let end = prior_liking("end_turn");
    let play = prior_liking("play");
    for seed in 0..4 {
        let mut agent = spec(&format!("ismcts:iterations=1,prior={end}")).build(seed);
        assert_eq!(decide(agent.as_mut(), &g), Choice::EndTurn);
        let mut agent = spec(&format!("ismcts:iterations=1,prior={play}")).build(seed);
        assert!(matches!(decide(agent.as_mut(), &g), Choice::Play(_)));
    }
    // The spec names the prior and the widening, and reads back equal.
    let s = spec(&format!("ismcts:prior={end},widen=0.3"));
    assert!(
        s.to_string().ends_with(&format!(",prior={end},widen=0.3")),
        "{s}"
    );
    assert_eq!(spec(&s.to_string()), s);
    let e = AgentSpec::parse("ismcts:widen=0.3")
        .unwrap_err()
        .to_string();
    assert!(e.contains("widen only applies with a prior"), "{e}");
    let e = AgentSpec::parse("ismcts:prior=/no/such/prior.json")
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("cannot use prior file \"/no/such/prior.json\""),
        "{e}"
    );
    std::fs::remove_file(end).ok();
    std::fs::remove_file(play).ok();
}

// ----- Measurements (ignored by default) --------------------------------

#[test]
fn ismcts_makes_the_decisions_it_does_not_search_as_greedy_does() {
    // search=house: step 3 choices and targets are greedy's, with the same
    // seed the same choices, and no search is run for them.
    let mut checked = 0;
    for seed in 0..12u64 {
        let Some(g) = random_play_until(&setup(seed), seed, |g| {
            g.turn() >= 3 && g.decision().unwrap().kind != DecisionKind::House
        }) else {
            continue;
        };
        let mut hybrid = spec("ismcts:iterations=50,search=house").build(seed);
        let mut greedy = spec("greedy").build(seed);
        assert_eq!(decide(hybrid.as_mut(), &g), decide(greedy.as_mut(), &g));
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} positions reached");
    let g = random_play_until(&setup(3), 3, |g| {
        g.turn() >= 3 && g.decision().unwrap().kind == DecisionKind::Main
    })
    .unwrap();
    let mut agent = IsmctsAgent::new(1, spec_params("ismcts:iterations=50,search=house"));
    decide(&mut agent, &g);
    assert_eq!(agent.stats().searches, 0);
    let g = random_play_until(&setup(3), 3, |g| {
        g.turn() >= 3 && g.decision().unwrap().kind == DecisionKind::House
    })
    .unwrap();
    decide(&mut agent, &g);
    assert_eq!(agent.stats().searches, 1);
}

#[test]
fn ismcts_reuses_its_tree_within_a_turn_and_only_then() {
    // Two of A's decisions in a row in the same turn: the second search
    // starts from the subtree of the first choice (reuse=1), or from
    // nothing (reuse=0). A new turn always starts afresh.
    let g = random_play_until(&setup(4), 4, |g| {
        g.turn() >= 3 && g.decision().unwrap().kind == DecisionKind::Main
    })
    .unwrap();
    for (reuse, expect_reuse) in [("1", true), ("0", false)] {
        let mut agent = IsmctsAgent::new(
            4,
            spec_params(&format!("ismcts:iterations=200,reuse={reuse}")),
        );
        let mut g = g;
        let turn = g.turn();
        let me = g.active_player();
        let mut list = ChoiceList::new();
        let mut searched_in_turn = 0;
        while !g.is_over() && g.turn() == turn {
            g.legal_choices(&mut list);
            let c = decide(&mut agent, &g);
            if list.len() > 1 {
                searched_in_turn += 1;
            }
            g.apply(c).unwrap();
        }
        let reused = agent.stats().reused;
        if searched_in_turn >= 2 && expect_reuse {
            assert!(
                reused > 0,
                "reuse=1: a later search of the turn starts from a subtree"
            );
        } else {
            assert_eq!(reused, 0, "reuse={reuse}");
        }
        assert!(
            searched_in_turn >= 2,
            "the turn had {searched_in_turn} searched decisions"
        );
        // The next turn is the opponent's: nothing carries over to it, nor
        // to A's next turn.
        let before = agent.stats().reused;
        while !g.is_over() && g.turn() <= turn + 2 {
            g.legal_choices(&mut list);
            let d = g.decision().unwrap();
            let c = if d.player == me && d.kind == DecisionKind::House && list.len() > 1 {
                let c = decide(&mut agent, &g);
                assert_eq!(
                    agent.stats().reused,
                    before,
                    "a new turn's first search is fresh"
                );
                c
            } else {
                list[0]
            };
            g.apply(c).unwrap();
        }
    }
}

#[test]
fn ismcts_does_not_reuse_a_tree_from_another_game() {
    // Same turn, same player, but another deal: the search starts afresh.
    let stop = |g: &Game| {
        g.turn() == 5
            && g.active_player() == Player::A
            && g.decision().unwrap().kind == DecisionKind::Main
    };
    let (g1, g2) = (0..40u64)
        .find_map(|s| {
            let g1 = random_play_until(&setup(s), s, stop)?;
            let g2 = random_play_until(&setup(s + 100), s + 100, stop)?;
            Some((g1, g2))
        })
        .expect("two games reach A's turn 5");
    let mut agent = IsmctsAgent::new(1, spec_params("ismcts:iterations=100"));
    decide(&mut agent, &g1);
    decide(&mut agent, &g2);
    assert_eq!(agent.stats().searches, 2);
    assert_eq!(agent.stats().reused, 0);
}

fn spec_params(s: &str) -> IsmctsParams {
    match spec(s) {
        AgentSpec::Ismcts(p) => p,
        other => panic!("{s} is not ismcts: {other}"),
    }
}

#[test]
#[ignore]
fn measure_greedy_vs_random() {
    measure_duel("greedy", "random", 100);
}

fn measure_duel(x: &str, y: &str, pairs: u64) {
    let t = Instant::now();
    let seed0 = std::env::var("SEED0")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(9000);
    let d = duel(&spec(x), &spec(y), pairs, seed0);
    let n = d.wins + d.losses + d.unfinished;
    println!(
        "{x} vs {y}, starter decks, {n} games ({pairs} seeds from {seed0} x both seats): \
         {}-{} ({} unfinished), {:.1}%; as A (Radiant) {}/{pairs}, as B (Onyx) {}/{pairs} \
         ({:.1} s)",
        d.wins,
        d.losses,
        d.unfinished,
        100.0 * (d.wins as f64 + 0.5 * d.unfinished as f64) / n as f64,
        d.wins_as[0],
        d.wins_as[1],
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

/// Times the decisions of the agent it wraps, by kind of decision.
struct Timed {
    inner: IsmctsAgent,
    /// (kind, milliseconds) of each searched decision.
    times: Vec<(&'static str, f64)>,
}

impl Agent for Timed {
    fn choose(&mut self, seat: &Seat, choices: &[Choice]) -> Choice {
        let t = Instant::now();
        let c = self.inner.choose(seat, choices);
        let obs = seat.observe();
        let kind = match obs.decision().unwrap().kind {
            DecisionKind::House => "house",
            DecisionKind::Main => "main",
            DecisionKind::Mulligan => "mulligan",
            _ => "other",
        };
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        if ms > 150.0 && std::env::var("SLOW").is_ok() {
            let g = obs.game();
            println!(
                "slow {kind} {ms:.0} ms: {} choices, creatures {}+{}, hand {}, turn {}",
                choices.len(),
                g.creatures(Player::A).len(),
                g.creatures(Player::B).len(),
                g.player(obs.observer()).hand.len(),
                g.turn()
            );
        }
        self.times.push((kind, ms));
        c
    }
}

#[test]
#[ignore]
fn measure_ismcts_speed() {
    // Time ISMCTS decisions over whole games against greedy, one thread.
    let s = std::env::var("X").unwrap_or_else(|_| "ismcts".into());
    let AgentSpec::Ismcts(params) = spec(&s) else {
        panic!("not ismcts")
    };
    let mut iterations = 0;
    let mut time = 0.0;
    let mut times = Vec::new();
    for seed in 0..8u64 {
        let mut me = Timed {
            inner: IsmctsAgent::new(seed, params.clone()),
            times: Vec::new(),
        };
        let mut other = spec("greedy").build(seed);
        let agents: [&mut dyn Agent; 2] = if seed % 2 == 0 {
            [&mut me, &mut *other]
        } else {
            [&mut *other, &mut me]
        };
        let _ = play_game(&setup(seed), agents);
        let st = me.inner.stats();
        iterations += st.iterations;
        time += st.time.as_secs_f64();
        times.extend(me.times);
    }
    let searches = times.len();
    println!(
        "{s}: {searches} searched decisions in 8 games, {:.1} ms per decision, {:.0} \
         iterations/s",
        1000.0 * time / searches as f64,
        iterations as f64 / time
    );
    for kind in ["mulligan", "house", "main", "other"] {
        let mut v: Vec<f64> = times.iter().filter(|t| t.0 == kind).map(|t| t.1).collect();
        if v.is_empty() {
            continue;
        }
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "  {kind}: {} decisions, mean {:.1} ms, median {:.1} ms, max {:.1} ms",
            v.len(),
            v.iter().sum::<f64>() / v.len() as f64,
            v[v.len() / 2],
            v[v.len() - 1]
        );
    }
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

/// Prints a game of `X` (default ismcts, seat A) against greedy, one line
/// per turn (`SEED` picks the deal): a debugging aid.
#[test]
#[ignore]
fn debug_trace() {
    let x = std::env::var("X").unwrap_or_else(|_| "ismcts".into());
    let seed: u64 = std::env::var("SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(9000);
    let mut a = spec(&x).build(1);
    let mut b = spec("greedy").build(2);
    let mut g = Game::new(&setup(seed), keysim_cards::pool()).unwrap();
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
            let seat = g.seat(d.player);
            if d.player == Player::A {
                a.choose(&seat, &list)
            } else {
                b.choose(&seat, &list)
            }
        };
        let name = |r: keysim_engine::CardRef| g.def(r).name;
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
