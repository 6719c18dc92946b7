//! Subcommands with a file of their own, and the help of the flags every
//! subcommand shares (one wording everywhere).

pub mod coverage;
pub mod play;
pub mod replay;
pub mod train;
pub mod train_prior;

/// The help of `-q`/`--quiet`, the same in every subcommand.
pub const QUIET_HELP: &str = "No progress bar and no notes on standard error, only the result \
                              (warnings and errors stay)";

/// The help of `-j`/`--threads`, the same in every subcommand.
pub const THREADS_HELP: &str = "Worker threads [default: all cores]. Results do not depend on it";
