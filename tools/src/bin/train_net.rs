//! Trains the learned policy and value by search distillation
//! (`keysim_train::distill`) and writes one network file per generation.
//!
//! ```sh
//! cargo run --release -p keysim-tools --bin train_net -- \
//!   --sets CotA,AoA,WC --decks-per-set 40 --generations 2 --games 120 \
//!   --iterations 100 --gate-games 120 --epochs 8 --l2 0.0001 --seed 1 --threads 2 \
//!   --out agents/models/net
//! ```
//!
//! The training decks are seeded random decks of the named sets
//! (`random:SET:1` to `random:SET:N`, as `keysim` names them). Each
//! generation's summary goes to standard error as it finishes, with the
//! time it took; `DIR/gen-G.json` is each candidate and `DIR/final.json`
//! the network the run ends with.

use std::process::ExitCode;
use std::time::Instant;

use keysim_agents::{Budget, IsmctsParams};
use keysim_decks::random_deck;
use keysim_sim::sprt::Sprt;
use keysim_train::distill::{distill, DistillConfig};
use keysim_train::net_fit::FitParams;

fn value<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

fn number(args: &[String], name: &str, default: u64) -> Result<u64, String> {
    match value(args, name) {
        Some(v) => v
            .parse()
            .map_err(|_| format!("{name} takes a whole number, not {v:?}")),
        None => Ok(default),
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sets = value(&args, "--sets").unwrap_or("CotA,AoA,WC");
    let per_set = number(&args, "--decks-per-set", 40)?;
    let mut decks = Vec::new();
    for set in sets.split(',') {
        for i in 1..=per_set {
            decks.push(random_deck(set.trim(), i).map_err(|e| e.to_string())?);
        }
    }
    let out = value(&args, "--out")
        .unwrap_or("agents/models/net")
        .to_string();
    let cfg = DistillConfig {
        decks,
        decks_named: format!("random:SET:1..{per_set} for SET in {sets}"),
        generations: number(&args, "--generations", 2)? as u32,
        games: number(&args, "--games", 120)?,
        search: IsmctsParams {
            budget: Budget::Iterations(number(&args, "--iterations", 100)? as u32),
            ..IsmctsParams::default()
        },
        gate_games: number(&args, "--gate-games", 120)?,
        gate_test: Sprt::new(0.0, 50.0, 0.05, 0.05).map_err(|e| e.to_string())?,
        fit: FitParams {
            epochs: number(&args, "--epochs", 8)? as u32,
            l2: match value(&args, "--l2") {
                Some(v) => v
                    .parse()
                    .map_err(|_| format!("--l2 takes a number, not {v:?}"))?,
                None => FitParams::default().l2,
            },
            seed: number(&args, "--seed", 1)?,
            ..FitParams::default()
        },
        seed: number(&args, "--seed", 1)?,
        threads: number(&args, "--threads", 2)? as usize,
    };
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot create {out}: {e}"))?;
    let start = Instant::now();
    eprintln!(
        "training on {} decks: {} generations of {} self-play games at {} iterations",
        cfg.decks.len(),
        cfg.generations,
        cfg.games,
        number(&args, "--iterations", 100)?
    );
    let last = distill(&cfg, |g| {
        eprintln!("[{:.0} s] {}", start.elapsed().as_secs_f64(), g.summary());
        let path = format!("{out}/gen-{}.json", g.candidate.generation);
        std::fs::write(&path, g.candidate.to_json()).map_err(|e| format!("{path}: {e}"))
    })?;
    let path = format!("{out}/final.json");
    std::fs::write(&path, last.to_json()).map_err(|e| format!("{path}: {e}"))?;
    eprintln!(
        "[{:.0} s] wrote {path} (generation {})",
        start.elapsed().as_secs_f64(),
        last.generation
    );
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("train_net: {e}");
            ExitCode::from(2)
        }
    }
}
