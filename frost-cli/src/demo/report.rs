//! How the demo reports (one line per message for small groups, totals and
//! progress bars for large ones) and how it runs its participants.

use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

use crate::CliResult;

/// Groups above this size are reported in totals, with progress bars,
/// instead of one line per message.
pub(super) const DETAILED_UP_TO: u16 = 10;

/// How the demo reports: one line per message for small groups, totals and
/// progress bars for large ones.
pub(super) struct Report {
    pub(super) detailed: bool,
}

impl Report {
    pub(super) fn step(&self, title: &str) {
        say!();
        say!("{title}");
    }

    /// A line for one message, shown for small groups only.
    pub(super) fn message(&self, text: impl FnOnce() -> String) {
        if self.detailed {
            say!("  {}", text());
        }
    }

    /// A summary line, shown for large groups only.
    pub(super) fn total(&self, text: impl FnOnce() -> String) {
        if !self.detailed {
            say!("  {}", text());
        }
    }

    /// A progress bar over `len` items, hidden for small groups (and by
    /// indicatif when standard error is not a terminal).
    pub(super) fn progress(&self, len: usize, what: &str) -> ProgressBar {
        if self.detailed {
            return ProgressBar::hidden();
        }
        let style = ProgressStyle::with_template(
            "  {msg:<32} [{bar:32}] {pos}/{len} ({elapsed}, about {eta} left)",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
        ProgressBar::new(len as u64)
            .with_style(style)
            .with_message(what.to_owned())
    }
}

pub(super) fn took(start: Instant) -> String {
    let elapsed: Duration = start.elapsed();
    if elapsed.as_secs() >= 1 {
        format!("{:.2} s", elapsed.as_secs_f64())
    } else {
        format!("{:.1} ms", elapsed.as_secs_f64() * 1000.0)
    }
}

/// Runs `work` for every item, in order: one after the other for small
/// groups (so that their lines print in order), spread over the machine's
/// cores for large ones, as independent participants would run. `init`
/// makes each worker's own state (e.g. its copy of the packages received).
pub(super) fn for_each_participant<T: Send, S, R: Send>(
    report: &Report,
    items: Vec<T>,
    bar: &ProgressBar,
    init: impl Fn() -> CliResult<S> + Sync,
    work: impl Fn(&mut S, T) -> CliResult<R> + Sync,
) -> CliResult<Vec<R>> {
    let workers = if report.detailed {
        1
    } else {
        std::thread::available_parallelism().map_or(1, usize::from)
    };
    let chunk = items.len().div_ceil(workers).max(1);
    let mut chunks: Vec<Vec<T>> = Vec::with_capacity(workers);
    let mut items = items.into_iter().peekable();
    while items.peek().is_some() {
        chunks.push(items.by_ref().take(chunk).collect());
    }
    let run = |chunk: Vec<T>| -> CliResult<Vec<R>> {
        let mut state = init()?;
        chunk
            .into_iter()
            .map(|item| {
                let result = work(&mut state, item);
                bar.inc(1);
                result
            })
            .collect()
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| scope.spawn(|| run(chunk)))
            .collect();
        let mut results = Vec::new();
        for handle in handles {
            results.extend(
                handle
                    .join()
                    .map_err(|_| "a participant's thread panicked".to_owned())??,
            );
        }
        Ok(results)
    })
}
