//! Standard output that a closed pipe does not interrupt.
//!
//! `println!` panics when standard output is a pipe whose reader has gone
//! (`frost demo | head`). What the command prints is a report for the
//! person running it; the work itself (files written, nonces consumed,
//! journal entries) must complete whether or not anyone still reads the
//! report. So lines go through `say!`, which drops output that
//! cannot be written and lets the command finish.

use std::fmt;
use std::io::Write;

/// Writes one line to standard output; a write error (a closed pipe, a full
/// disk behind a redirection) discards the line instead of panicking.
pub(crate) fn line(text: fmt::Arguments<'_>) {
    let mut out = std::io::stdout().lock();
    let _ignored_when_no_reader = writeln!(out, "{text}");
}

/// `println!` for the command's report: see the module `output`.
macro_rules! say {
    () => {
        crate::output::line(format_args!(""))
    };
    ($($arg:tt)*) => {
        crate::output::line(format_args!($($arg)*))
    };
}
