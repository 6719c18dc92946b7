//! Ctrl-C and SIGTERM: the signal handler is the command's, never the
//! library's; a run only watches the flag it is given.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Sets `stop` on the first Ctrl-C (the run starts no new game, finishes
/// those in flight and keeps its log whole); a second Ctrl-C exits at once
/// with code 130.
///
/// # Errors
/// A message if the handler cannot be installed.
pub fn on_ctrl_c(stop: Arc<AtomicBool>) -> Result<(), String> {
    ctrlc::set_handler(move || {
        if stop.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
        eprintln!("keysim: stopping: finishing the games in progress (Ctrl-C again to quit now)");
    })
    .map_err(|e| format!("cannot catch Ctrl-C: {e}"))
}
