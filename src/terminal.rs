//! How `keysim play` and `keysim replay` use a terminal: colour, and the
//! full-screen layout.
//!
//! Colour is painted over the plain text line by line ([`Painted`]), from
//! the shape of each line (a heading, a side of the board, a numbered
//! choice, a move), so the text itself never changes: with its escape
//! codes taken out, a coloured screen is the plain one, byte for byte. It
//! is ANSI by hand (SGR codes and the alternate screen are all these
//! screens need; no terminal crate is compiled in).

use std::io::{self, IsTerminal, Write};

use clap::ValueEnum;

/// When to colour the output (`--color`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour when standard output is a terminal, `NO_COLOR` is unset or
    /// empty and `TERM` is not `dumb`.
    #[default]
    Auto,
    /// Always colour, even into a pipe or a file.
    Always,
    /// Plain text.
    Never,
}

impl ColorChoice {
    /// Whether to colour standard output.
    pub fn enabled(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
                let dumb = std::env::var_os("TERM").is_some_and(|t| t == "dumb");
                io::stdout().is_terminal() && !no_color && !dumb
            }
        }
    }
}

/// Switches to the terminal's alternate screen (the full-screen layout).
pub const ENTER_FULL_SCREEN: &str = "\x1b[?1049h";
/// Back to the normal screen, as it was before.
pub const LEAVE_FULL_SCREEN: &str = "\x1b[?1049l";
/// Clears the screen and puts the cursor at its top left.
pub const CLEAR: &str = "\x1b[H\x1b[2J";

const RESET: &str = "\x1b[0m";
const BOLD: &str = "\x1b[1m";
const DIM: &str = "\x1b[2m";
const GREEN: &str = "\x1b[32m";
const RED: &str = "\x1b[31m";
const YELLOW: &str = "\x1b[33m";
const CYAN: &str = "\x1b[36m";

/// A writer that colours each line it passes on, or passes it on as it
/// is when colour is off. A line still open when it is flushed (a prompt)
/// is painted as it stands.
pub struct Painted<W: Write> {
    inner: W,
    color: bool,
    line: Vec<u8>,
}

impl<W: Write> Painted<W> {
    /// Wraps `inner`, colouring when `color` is on.
    pub fn new(inner: W, color: bool) -> Self {
        Painted {
            inner,
            color,
            line: Vec::new(),
        }
    }

    fn emit_line(&mut self) -> io::Result<()> {
        let text = String::from_utf8_lossy(&self.line).into_owned();
        self.line.clear();
        let (body, end) = match text.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (text.as_str(), ""),
        };
        write!(self.inner, "{}{end}", paint(body))
    }
}

impl<W: Write> Write for Painted<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if !self.color {
            return self.inner.write(buf);
        }
        for &b in buf {
            self.line.push(b);
            if b == b'\n' {
                self.emit_line()?;
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.line.is_empty() {
            self.emit_line()?;
        }
        self.inner.flush()
    }
}

impl<W: Write> Drop for Painted<W> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

/// One line of a play or replay screen, coloured by its shape (after the
/// escape codes it starts with, such as a full screen's [`CLEAR`]).
pub fn paint(line: &str) -> String {
    let codes = leading_codes(line);
    if !codes.is_empty() {
        return format!("{codes}{}", paint(&line[codes.len()..]));
    }
    let indent = line.len() - line.trim_start().len();
    let body = line.trim_start();
    let style = if line.starts_with("Setup · ") || line.starts_with("Turn ") {
        Some(BOLD)
    } else if indent == 0 && (line.starts_with("A (you)") || side_header(line, 'A')) {
        Some("\x1b[1;32m")
    } else if indent == 0 && side_header(line, 'B') {
        Some("\x1b[1;31m")
    } else if body.starts_with("— Turn ") {
        Some(CYAN)
    } else if body.starts_with("hint: ") {
        Some(YELLOW)
    } else if line.starts_with("You win") {
        Some("\x1b[1;32m")
    } else if line.starts_with("B wins") || line.starts_with("You concede") {
        Some("\x1b[1;31m")
    } else {
        None
    };
    if let Some(style) = style {
        return format!("{style}{line}{RESET}");
    }
    let pad = &line[..indent];
    // A numbered choice: its number stands out.
    if let Some((n, rest)) = body.split_once(". ") {
        if indent == 2 && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
            return format!("{pad}{BOLD}{CYAN}{n}.{RESET} {rest}");
        }
    }
    // A move: who made it, in their side's colour.
    for (who, colour) in [("A (you):", GREEN), ("A:", GREEN), ("B:", RED)] {
        if let Some(rest) = body.strip_prefix(who) {
            if indent == 2 {
                return format!("{pad}{colour}{who}{RESET}{rest}");
            }
        }
    }
    // A part of a side of the board: its label dimmed.
    if indent == 3 {
        if let Some((label, rest)) = body.split_once(": ") {
            if !label.is_empty() && label.len() < 30 {
                return format!("{pad}{DIM}{label}:{RESET} {rest}");
            }
        }
    }
    if line.starts_with("> ") || line == ">" {
        return format!("{BOLD}>{RESET}{}", &line[1..]);
    }
    line.to_string()
}

/// Whether `line` heads seat `seat`'s side of the board (`B  Deck name …`).
fn side_header(line: &str, seat: char) -> bool {
    let mut chars = line.chars();
    chars.next() == Some(seat) && line[1..].starts_with("  ") && line.contains("Æmber ")
}

/// The escape sequences (`ESC [ … final byte`) at the start of `line`.
fn leading_codes(line: &str) -> &str {
    let mut end = 0;
    while line[end..].starts_with("\x1b[") {
        match line[end + 2..].find(|c: char| ('@'..='~').contains(&c)) {
            Some(at) => end += 2 + at + 1,
            None => break,
        }
    }
    &line[..end]
}
