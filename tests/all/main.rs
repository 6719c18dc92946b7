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
mod play_terminal;
mod replay;
// The README's examples are shell commands, run by bash.
#[cfg(unix)]
mod readme;
mod readme_marks;

/// Runs `keysim ARGS` with `input` on its standard input. A run that ends
/// early stops reading: the rest of the input is not needed, and a closed
/// pipe is no error here.
fn keysim_with_input(args: &[&str], input: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_keysim"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the keysim binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    child.wait_with_output().unwrap()
}
