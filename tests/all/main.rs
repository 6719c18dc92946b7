//! The tests of the `keysim` command and of whole games between agents, in
//! one test executable (each file of this folder is one module).

mod agents;
mod cli;
mod cli_decks;
mod cli_files;
mod cli_flags;
mod cli_jobs;
mod cli_report;
mod cli_runs;
mod cli_train;
mod external_agents;
mod play;
mod replay;
// The README's examples are shell commands, run by bash.
#[cfg(unix)]
mod readme;
