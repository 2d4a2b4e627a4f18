//! The scaling curve: how each step's time, each role's peak memory and each
//! message's size grow with the group, from 3 to 10,000 participants with the
//! threshold `t = ⌈2n/3⌉`.
//!
//! The harness (`examples/scaling.rs`) runs every role in a process of its
//! own, so that a role's peak memory is its own and not that of the setup
//! that made its inputs. Processes talk through lines of text: each child
//! prints one [`Record`] per line on standard output and the parent gathers
//! them into a [`Report`], which prints the tables ([`Report::markdown`]) and
//! draws the chart ([`chart::svg`]). This module holds what needs no test
//! hook of the FROST crates: the group sizes, the number of runs, the
//! measurement of time and memory, the records, the tables and the chart.

pub mod chart;
mod record;
mod report;

use std::time::{Duration, Instant};

pub use record::{Message, Record, Role, Step};
pub use report::Report;

use crate::Size;

/// The group sizes of the curve.
pub const SIZES: [u16; 6] = [3, 10, 100, 1000, 3000, 10_000];

/// The group of `n` participants with threshold `t = ⌈2n/3⌉`: more than two
/// thirds must sign, as in a bridge that tolerates a third of its signers
/// faulty.
pub fn group(n: u16) -> Size {
    let t = (u32::from(n) * 2).div_ceil(3);
    // t <= n, so it fits in a u16.
    Size::new(u16::try_from(t).unwrap_or(n), n)
}

/// How many times a step is timed at `n` participants: many runs where one
/// takes microseconds, few where one takes seconds. `heavy` is for the steps
/// whose cost grows with `n·t` (key generation's part 3).
pub fn runs(n: u16, heavy: bool) -> usize {
    match (n, heavy) {
        (0..=10, _) => 51,
        (11..=100, false) => 21,
        (11..=100, true) => 7,
        (101..=1000, false) => 7,
        (101..=1000, true) => 3,
        (1001..=3000, false) => 3,
        _ => 1,
    }
}

/// Runs `step` `runs` times, each on a fresh input from `prepare` (untimed),
/// and returns the median time. The first error stops the runs.
pub fn median_time<T, E>(
    runs: usize,
    mut prepare: impl FnMut() -> Result<T, E>,
    mut step: impl FnMut(T) -> Result<(), E>,
) -> Result<Duration, E> {
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs.max(1) {
        let input = prepare()?;
        let start = Instant::now();
        step(input)?;
        times.push(start.elapsed());
    }
    times.sort();
    Ok(times[times.len() / 2])
}

/// This process's peak resident memory in KiB (`VmHWM` of
/// `/proc/self/status`), or `None` where the system does not tell. A process
/// started by `exec` starts a new count, so a role run in its own process
/// measures only itself.
pub fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.trim_start_matches("VmHWM:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}

/// The thread count the parallel code paths will use: `RAYON_NUM_THREADS`
/// when set to a positive number, else every core. The harness passes the
/// environment on to each role, so that one command measures any count.
pub fn threads() -> usize {
    std::env::var("RAYON_NUM_THREADS")
        .ok()
        .and_then(|value| value.trim().parse::<usize>().ok())
        .filter(|&count| count > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_are_more_than_two_thirds() {
        let thresholds: Vec<u16> = SIZES.iter().map(|&n| group(n).min_signers).collect();
        assert_eq!(thresholds, [2, 7, 67, 667, 2000, 6667]);
        assert_eq!(group(1000), Size::new(667, 1000));
        assert_eq!(group(u16::MAX).min_signers, 43_690);
    }

    #[test]
    fn fewer_runs_as_steps_grow() {
        assert!(runs(3, false) > runs(100, false));
        assert!(runs(100, false) > runs(1000, false));
        assert!(runs(1000, true) < runs(1000, false));
        assert_eq!(runs(10_000, false), 1);
        assert_eq!(runs(3, true) % 2, 1, "an odd count has a true median");
    }

    #[test]
    fn median_is_the_middle_run_and_errors_stop() {
        let mut calls = 0;
        let time = median_time::<_, ()>(
            5,
            || {
                calls += 1;
                Ok(calls)
            },
            |call| {
                std::thread::sleep(Duration::from_millis(call));
                Ok(())
            },
        );
        assert!(time.is_ok_and(|t| t >= Duration::from_millis(3)));
        let failing = median_time(3, || Ok(()), |()| Err("refused"));
        assert_eq!(failing, Err("refused"));
    }

    #[test]
    fn peak_memory_grows_with_a_large_allocation() {
        let before = peak_memory_kib();
        let block = vec![1u8; 64 << 20];
        std::hint::black_box(&block);
        match (before, peak_memory_kib()) {
            (Some(before), Some(after)) => assert!(after >= before.max(64 << 10)),
            (None, None) => {}
            other => panic!("peak memory read inconsistently: {other:?}"),
        }
    }
}
