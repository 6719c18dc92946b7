//! Fits the weights of `agents::eval::win_probability`: a logistic model of
//! "the player whose turn has just ended wins" over `eval::features`.
//!
//! `cargo run --release -p keysim-tools --bin fit_eval [-- --games N --seed S]`
//!
//! Plays N games (default 2,000) between greedy agents (epsilon 0.05, for
//! variety) over every pairing of the seven decks of `scripts/strength.sh`,
//! records the features at the start of every turn and the game's winner,
//! and fits the model by Newton's method with a small L2 penalty on the
//! games of even index. Prints the log-loss and accuracy on the games of odd
//! index (held out) for the fitted model and for the hand-weighted
//! `eval::value`, then the weights as a Rust array for `eval::WEIGHTS`.

use keysim_agents::eval::{self, FEATURE_NAMES, N_FEATURES};
use keysim_agents::AgentSpec;
use keysim_decks as deck;
use keysim_engine::{ChoiceList, Game, GameSetup, Outcome, Player};
use keysim_train::fit::{fit_logistic, Example};
use rayon::prelude::*;

const DECKS: [&str; 7] = [
    "Radiant Argus the Supreme",
    "Miss Onyx Censorius",
    "Sahl the Aegian",
    "Titanfang, Tower Fighter",
    "The Countess of Windhedge",
    "Gregg, the Adjutant of Myths",
    "Birrit Provost Jeeves Aguda",
];

/// One position: the features for the player whose turn just ended, the
/// hand-weighted value for them, and whether they won.
struct Sample {
    x: [f64; N_FEATURES],
    hand_value: f64,
    won: bool,
}

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Plays game `i` and returns its positions at the start of each turn.
fn play(i: u64, seed: u64) -> Vec<Sample> {
    let a = deck::resolve(DECKS[(i % 7) as usize]).expect("embedded deck");
    let b = deck::resolve(DECKS[((i / 7) % 7) as usize]).expect("embedded deck");
    let setup = GameSetup::new(a, b, keysim_engine::mix_seed(seed, i));
    let spec = AgentSpec::parse("greedy:epsilon=0.05").expect("spec");
    let mut agents = [spec.build(2 * i + seed), spec.build(2 * i + 1 + seed)];
    let mut g = Game::new(&setup, keysim_cards::pool()).expect("setup");
    let mut list = ChoiceList::new();
    let mut positions: Vec<(Player, [f64; N_FEATURES], f64)> = Vec::new();
    let mut turn = g.turn();
    while let Some(d) = g.decision() {
        g.legal_choices(&mut list);
        let c = if list.len() == 1 {
            list[0]
        } else {
            agents[d.player.index()].choose(&g.seat(d.player), &list)
        };
        g.apply_unchecked(c);
        if g.turn() != turn && !g.is_over() {
            turn = g.turn();
            let ended = g.active_player().opponent();
            positions.push((ended, eval::features(&g, ended), eval::value(&g, ended)));
        }
    }
    let Some(Outcome::Won(w)) = g.outcome() else {
        return Vec::new();
    };
    positions
        .into_iter()
        .map(|(p, x, hand_value)| Sample {
            x,
            hand_value,
            won: p == w,
        })
        .collect()
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Mean log-loss and accuracy of predictions `p` for `data`.
fn score(data: &[&Sample], p: impl Fn(&Sample) -> f64) -> (f64, f64) {
    let (mut loss, mut right) = (0.0, 0usize);
    for s in data {
        let q = p(s).clamp(1e-6, 1.0 - 1e-6);
        loss -= if s.won { q.ln() } else { (1.0 - q).ln() };
        right += ((q > 0.5) == s.won) as usize;
    }
    (loss / data.len() as f64, right as f64 / data.len() as f64)
}

fn main() {
    let games = arg("--games", 2000);
    let seed = arg("--seed", 1);
    let by_game: Vec<Vec<Sample>> = (0..games).into_par_iter().map(|i| play(i, seed)).collect();
    let train: Vec<&Sample> = by_game.iter().step_by(2).flatten().collect();
    let test: Vec<&Sample> = by_game.iter().skip(1).step_by(2).flatten().collect();
    eprintln!(
        "{games} games, {} positions to fit, {} held out",
        train.len(),
        test.len()
    );
    // The same fit `keysim train` uses (L2 penalty 1, not on the bias).
    let examples: Vec<Example> = train
        .iter()
        .map(|s| Example {
            x: s.x,
            target: s.won as u8 as f64,
        })
        .collect();
    let w = fit_logistic(&examples, 1.0, &[0.0; N_FEATURES]).weights;
    let model = |s: &Sample| sigmoid(s.x.iter().zip(&w).map(|(x, w)| x * w).sum());
    let (l_fit, a_fit) = score(&test, model);
    let (l_hand, a_hand) = score(&test, |s| s.hand_value);
    let (l_base, _) = score(&test, |_| 0.5);
    println!("held-out positions: {}", test.len());
    println!(
        "log-loss: fitted {l_fit:.4}, hand-weighted eval::value {l_hand:.4}, coin {l_base:.4}"
    );
    println!("accuracy: fitted {a_fit:.3}, hand-weighted eval::value {a_hand:.3}");
    println!("pub const WEIGHTS: [f64; N_FEATURES] = [");
    for (name, v) in FEATURE_NAMES.iter().zip(w) {
        println!("    {v:.4}, // {name}");
    }
    println!("];");
}
