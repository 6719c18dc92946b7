//! External agents: programs playing over the line protocol of
//! `keysim_agents::external` (`crates/4-agents/src/PROTOCOL.md`).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::Value;

use keysim_agents::external::decision_message;
use keysim_agents::{play_game, Agent, AgentSpec, ExternalAgent, ExternalParams};
use keysim_decks as deck;
use keysim_engine::{
    Choice, ChoiceList, ForfeitReason, Game, GameSetup, Location, Outcome, Player, Seat,
};
use keysim_sim::{run, MatchConfig};

fn fixture(name: &str) -> String {
    let p: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "fixtures", name]
        .iter()
        .collect();
    p.display().to_string()
}

fn reference_bot() -> String {
    let p: PathBuf = [env!("CARGO_MANIFEST_DIR"), "examples", "reference_bot.py"]
        .iter()
        .collect();
    p.display().to_string()
}

fn have(program: &str) -> bool {
    std::process::Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn starter_match(agent_a: AgentSpec, agent_b: AgentSpec, games: u64) -> MatchConfig {
    let a = deck::resolve("radiant").unwrap();
    let b = deck::resolve("onyx").unwrap();
    let mut cfg = MatchConfig::new(a, b, agent_a, agent_b);
    cfg.games = games;
    cfg.threads = 2;
    cfg.seed = 5;
    cfg
}

fn external(cmd: &str, limit_ms: u64) -> AgentSpec {
    AgentSpec::External(ExternalParams {
        cmd: cmd.to_string(),
        limit_ms,
    })
}

fn setup(seed: u64) -> GameSetup {
    GameSetup {
        decks: [
            deck::resolve("radiant").unwrap(),
            deck::resolve("onyx").unwrap(),
        ],
        chains: [0, 0],
        seed,
        first_player: None,
        turn_cap: 200,
    }
}

#[test]
fn the_reference_bot_plays_whole_games_and_beats_random() {
    if !have("python3") {
        println!("skipped: python3 is not installed, so the reference bot cannot run");
        return;
    }
    let cmd = format!("python3 {}", reference_bot());
    // A generous limit: this machine is shared while tests run.
    let cfg = starter_match(external(&cmd, 20_000), AgentSpec::Random, 6);
    let result = run(&cfg).unwrap();
    let bot = result.stats.decks[0];
    assert_eq!(result.stats.games, 6);
    assert_eq!(bot.forfeits_total(), 0, "{:?}", result.results);
    assert!(result.results.iter().all(|r| r.winner.is_some()));
    assert!(bot.wins >= 5, "the reference bot won {} of 6", bot.wins);
}

#[test]
fn a_crashing_bot_forfeits_and_the_run_goes_on() {
    let cfg = starter_match(
        external(&format!("sh {}", fixture("crash_bot.sh")), 5_000),
        AgentSpec::Random,
        4,
    );
    let result = run(&cfg).unwrap();
    assert_eq!(result.stats.games, 4);
    for r in &result.results {
        assert_eq!(r.forfeit, Some((Player::A, ForfeitReason::Crashed)));
        assert_eq!(r.winner, Some(Player::B));
    }
    let a = result.stats.decks[0];
    assert_eq!((a.losses, a.forfeits_total()), (4, 4));
    let table = result.report(&cfg).table();
    assert!(
        table.contains("forfeited 4 games (crashed 4), counted as losses"),
        "{table}"
    );
}

/// The forfeit of the agent of player A in a game against random.
fn forfeit_of(cmd: &str, limit_ms: u64) -> Option<(Player, ForfeitReason)> {
    let mut bot = ExternalAgent::new(ExternalParams {
        cmd: cmd.to_string(),
        limit_ms,
    });
    let mut random = AgentSpec::Random.build(1);
    let g = play_game(&setup(3), [&mut bot, random.as_mut()]);
    match g.outcome() {
        Some(Outcome::Forfeited { player, reason }) => Some((player, reason)),
        _ => None,
    }
}

#[test]
fn misbehaving_bots_forfeit_with_the_reason() {
    let sh = |name: &str| format!("sh {}", fixture(name));
    let a = |r| Some((Player::A, r));
    let start = Instant::now();
    assert_eq!(
        forfeit_of(&sh("timeout_bot.sh"), 300),
        a(ForfeitReason::TimedOut)
    );
    // The limit is enforced: the game did not wait for the bot's 30 s.
    assert!(start.elapsed() < Duration::from_secs(20));
    assert_eq!(
        forfeit_of(&sh("garbage_bot.sh"), 5_000),
        a(ForfeitReason::Malformed)
    );
    assert_eq!(
        forfeit_of(&sh("binary_bot.sh"), 5_000),
        a(ForfeitReason::Malformed)
    );
    assert_eq!(
        forfeit_of(&sh("illegal_bot.sh"), 5_000),
        a(ForfeitReason::Illegal)
    );
    assert_eq!(
        forfeit_of(&sh("wrong_version_bot.sh"), 5_000),
        a(ForfeitReason::Malformed)
    );
    assert_eq!(
        forfeit_of("/nonexistent/keysim-bot", 5_000),
        a(ForfeitReason::Crashed)
    );
}

#[test]
fn an_endless_answer_line_forfeits_at_once() {
    // Without a bound, the line grew for the whole time limit (336 MB a
    // second) and the bot forfeited by timing out.
    let start = Instant::now();
    assert_eq!(
        forfeit_of(&format!("sh {}", fixture("endless_line_bot.sh")), 20_000),
        Some((Player::A, ForfeitReason::Malformed))
    );
    assert!(
        start.elapsed() < Duration::from_secs(15),
        "{:?}",
        start.elapsed()
    );
}

/// Whether process `pid` is running (a zombie waiting for its parent
/// counts as ended).
fn running(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .is_ok_and(|stat| !matches!(stat.rsplit(')').next().map(str::trim_start), Some(s) if s.starts_with('Z')))
}

/// The grandchild that `grandchild_bot.sh` started (its id, from `pid_file`)
/// has ended by the time `limit` passes; kills it if not, so that a failing
/// test leaves nothing behind.
fn grandchild_ended(pid_file: &std::path::Path) -> bool {
    let pid = std::fs::read_to_string(pid_file)
        .unwrap()
        .trim()
        .to_string();
    let start = Instant::now();
    while running(&pid) && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let ended = !running(&pid);
    let _ = std::process::Command::new("kill")
        .args(["-9", &pid])
        .status();
    let _ = std::fs::remove_file(pid_file);
    ended
}

fn pid_file(test: &str) -> PathBuf {
    std::env::temp_dir().join(format!("keysim-{}-{test}.pid", std::process::id()))
}

#[test]
fn a_bot_that_times_out_takes_what_it_started_with_it() {
    let pids = pid_file("timeout-group");
    let cmd = format!(
        "sh {} {} hang",
        fixture("grandchild_bot.sh"),
        pids.display()
    );
    assert_eq!(
        forfeit_of(&cmd, 300),
        Some((Player::A, ForfeitReason::TimedOut))
    );
    assert!(grandchild_ended(&pids), "the bot's grandchild outlived it");
}

#[test]
fn a_bot_run_through_a_shell_leaves_nothing_running_after_its_game() {
    if !have("python3") {
        println!("skipped: python3 is not installed");
        return;
    }
    let pids = pid_file("shell-group");
    let cmd = format!(
        "sh -c 'sh {} {} python {}'",
        fixture("grandchild_bot.sh"),
        pids.display(),
        fixture("first_choice_bot.py")
    );
    assert_eq!(
        forfeit_of(&cmd, 20_000),
        None,
        "the bot plays the whole game"
    );
    assert!(
        grandchild_ended(&pids),
        "the bot's grandchild outlived its game"
    );
}

#[test]
fn a_forfeit_is_in_the_game_log() {
    let mut cfg = starter_match(
        external(&format!("sh {}", fixture("illegal_bot.sh")), 5_000),
        AgentSpec::Random,
        2,
    );
    cfg.log_games = 1;
    let result = run(&cfg).unwrap();
    assert!(
        result.logs[0].contains(
            "A (Radiant Argus the Supreme) forfeits on turn 1: the program playing for them \
             chose an illegal choice."
        ),
        "{}",
        result.logs[0]
    );
}

/// Every card id in a message.
fn ids(v: &Value, out: &mut Vec<u64>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                if k == "id" {
                    out.push(x.as_u64().unwrap());
                } else {
                    ids(x, out);
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| ids(x, out)),
        _ => {}
    }
}

/// Plays a game between greedy agents up to its `n`-th decision with more
/// than one choice.
fn mid_game(seed: u64, n: usize) -> Game {
    let mut g = Game::new(&setup(seed), keysim_cards::pool()).unwrap();
    let mut agents = [
        AgentSpec::parse("greedy").unwrap().build(1),
        AgentSpec::parse("greedy").unwrap().build(2),
    ];
    let mut list = ChoiceList::new();
    let mut seen = 0;
    while let Some(d) = g.decision() {
        g.legal_choices(&mut list);
        if list.len() > 1 {
            seen += 1;
            if seen == n {
                break;
            }
        }
        let c = agents[d.player.index()].choose(&g.seat(d.player), &list);
        g.apply_unchecked(c);
    }
    g
}

#[test]
fn messages_carry_no_hidden_card() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
    let mut checked = 0;
    for (seed, n) in [(1, 5), (2, 40), (3, 80), (4, 120), (5, 160)] {
        let g = mid_game(seed, n);
        let Some(d) = g.decision() else { continue };
        let me = d.player;
        let mut list = ChoiceList::new();
        g.legal_choices(&mut list);
        let message = decision_message(&g.observe(me), &list, 1);
        let v: Value = serde_json::from_str(&message).unwrap();
        // No card of a zone hidden from `me` is named, even by id, unless
        // `me` has seen it (a creature returned to the opponent's hand).
        let mut named = Vec::new();
        ids(&v, &mut named);
        assert!(!named.is_empty());
        for c in g.all_cards() {
            let card = g.card(c);
            let hidden = match card.location {
                Location::Deck => true,
                Location::Hand | Location::Archives | Location::Beneath => !g.knows(me, c),
                _ => false,
            };
            if hidden {
                assert!(
                    !named.contains(&(c.index() as u64)),
                    "hidden card {} ({}) in {message}",
                    c.index(),
                    g.def(c).name
                );
            }
        }
        let opponent = &v["observation"]["players"][me.opponent().index()];
        assert!(opponent.get("hand").is_none() && opponent.get("archives").is_none());
        assert_eq!(
            opponent["hand_count"].as_u64().unwrap() as usize,
            g.player(me.opponent()).hand.len()
        );
        // Games that differ only in what `me` cannot see (the opponent's
        // hidden cards and both deck orders, redealt) give the same message.
        for _ in 0..4 {
            let world = g.observe(me).sample(&mut rng);
            assert_eq!(decision_message(&world.observe(me), &list, 1), message);
        }
        checked += 1;
    }
    assert!(checked >= 4);
}

/// An agent that times each decision of the agent it wraps.
struct Timed<'a> {
    inner: &'a mut ExternalAgent,
    times: Vec<Duration>,
    bytes: usize,
}

impl Agent for Timed<'_> {
    fn choose(&mut self, seat: &Seat, choices: &[Choice]) -> Choice {
        self.try_choose(seat, choices).unwrap_or(choices[0])
    }
    fn try_choose(&mut self, seat: &Seat, choices: &[Choice]) -> Result<Choice, ForfeitReason> {
        self.bytes += decision_message(&seat.observe(), choices, 1).len();
        let start = Instant::now();
        let c = self.inner.try_choose(seat, choices);
        self.times.push(start.elapsed());
        c
    }
}

/// The protocol's cost per decision: the time from building the message to
/// reading the answer of a Python bot that answers the first choice at
/// once. A measurement, not a test:
/// `cargo test --release --test all -- --ignored --nocapture external_agents::measure_protocol_overhead`
#[test]
#[ignore]
fn measure_protocol_overhead() {
    if !have("python3") {
        println!("skipped: python3 is not installed");
        return;
    }
    let mut times = Vec::new();
    let mut bytes = 0;
    for seed in 0..10 {
        let mut bot = ExternalAgent::new(ExternalParams {
            cmd: format!("python3 {}", fixture("first_choice_bot.py")),
            limit_ms: 60_000,
        });
        let mut timed = Timed {
            inner: &mut bot,
            times: Vec::new(),
            bytes: 0,
        };
        let mut random = AgentSpec::Random.build(seed);
        let g = play_game(&setup(seed), [&mut timed, random.as_mut()]);
        assert!(!matches!(g.outcome(), Some(Outcome::Forfeited { .. })));
        // The first decision also starts the program.
        times.extend(timed.times.iter().skip(1));
        bytes += timed.bytes;
    }
    times.sort();
    let n = times.len();
    let total: Duration = times.iter().sum();
    println!(
        "{n} decisions over 10 games: mean {:.3} ms, median {:.3} ms, 90th percentile {:.3} ms \
         per decision; messages average {} bytes",
        total.as_secs_f64() * 1e3 / n as f64,
        times[n / 2].as_secs_f64() * 1e3,
        times[n * 9 / 10].as_secs_f64() * 1e3,
        bytes / (n + 10)
    );
}
