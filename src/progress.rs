//! What a run shows on standard error while it plays: a progress bar
//! (indicatif) when standard error is a terminal, and notes.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use keysim_sim::jobs::{MakeObserver, Observer};
use keysim_sim::ProgressView;

/// The view of a run's games: a bar if `show` and standard error is a
/// terminal.
pub fn games_view(show: bool) -> Option<ProgressView> {
    (show && std::io::stderr().is_terminal()).then_some(draw_games as ProgressView)
}

/// The observer of a job: a bar and notes if `show`, nothing otherwise.
pub fn job_observer(show: bool) -> Option<MakeObserver> {
    show.then_some(|| Box::new(Bar::new(false)) as Box<dyn Observer>)
}

/// Draws a bar of `total` games on standard error until `finished` is set;
/// `read` gives the games done and deck A's wins so far.
fn draw_games(
    total: u64,
    read: &(dyn Fn() -> (u64, u64) + Sync),
    finished: &AtomicBool,
    start: Instant,
) {
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    let style =
        ProgressStyle::with_template("{elapsed_precise} [{wide_bar}] {pos}/{len} games, {msg}")
            .map(|s| s.progress_chars("=> "))
            .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    loop {
        let done_flag = finished.load(Ordering::Relaxed);
        let (done, wins) = read();
        let secs = start.elapsed().as_secs_f64().max(1e-9);
        let rate = if done > 0 {
            format!("{:.1}%", 100.0 * wins as f64 / done as f64)
        } else {
            "-".to_string()
        };
        bar.set_message(format!(
            "{:.0} games/s, deck A wins {rate}",
            done as f64 / secs
        ));
        bar.set_position(done);
        if done_flag {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    bar.finish_and_clear();
}

/// A job's progress bar on standard error, drawn only when standard error
/// is a terminal and not `quiet`; notes go to standard error unless
/// `quiet`.
#[derive(Debug)]
pub struct Bar {
    bar: Option<ProgressBar>,
    quiet: bool,
}

impl Bar {
    /// A bar for a job.
    pub fn new(quiet: bool) -> Bar {
        let bar = (!quiet && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::new(0);
            let style = ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {pos}/{len} games, {per_sec}, {msg}",
            )
            .map(|s| s.progress_chars("=> "))
            .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            bar
        });
        Bar { bar, quiet }
    }
}

impl Observer for Bar {
    fn progress(&mut self, done: u64, total: u64, estimate: &str) {
        if let Some(bar) = &self.bar {
            bar.set_length(total.max(done));
            bar.set_position(done);
            bar.set_message(estimate.to_string());
        }
    }

    fn note(&mut self, line: &str) {
        if self.quiet {
            return;
        }
        match &self.bar {
            Some(bar) => bar.println(line),
            None => eprintln!("{line}"),
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
