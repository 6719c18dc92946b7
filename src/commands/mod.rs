//! Subcommands with a file of their own.

pub mod train;
pub mod train_prior;
