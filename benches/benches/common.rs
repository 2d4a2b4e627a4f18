//! Criterion settings by group size, and lazily built fixtures, shared by the
//! criterion bench targets.

use std::cell::OnceCell;
use std::time::{Duration, Instant};

use benches::{Size, quick};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, SamplingMode};

/// Sets the sample count and times of the next benchmarks of `group` for
/// `size`. Large groups get few samples, each of a few iterations at most
/// ("flat" sampling): one operation at 667-of-1000 takes up to seconds, and
/// the whole default run must stay within minutes.
pub fn configure(group: &mut BenchmarkGroup<'_, WallTime>, size: Size) {
    let (samples, warm_up_ms, measurement_ms) = match (quick(), size.max_signers) {
        (true, n) if n >= 100 => (10, 100, 500),
        (true, _) => (10, 100, 300),
        (false, n) if n >= 1000 => (10, 200, 1500),
        (false, n) if n >= 100 => (15, 200, 1000),
        (false, _) => (30, 200, 700),
    };
    group.sample_size(samples);
    group.warm_up_time(Duration::from_millis(warm_up_ms));
    group.measurement_time(Duration::from_millis(measurement_ms));
    group.sampling_mode(if size.max_signers >= 100 {
        SamplingMode::Flat
    } else {
        SamplingMode::Auto
    });
}

/// The fixture in `cell`, built by `build` on first use only: a benchmark
/// that criterion's filter skips never pays for its fixture. Setup time is
/// reported on standard error, since at 667-of-1000 it takes a while.
pub fn lazy<'a, T>(cell: &'a OnceCell<T>, what: &str, build: impl FnOnce() -> T) -> &'a T {
    cell.get_or_init(|| {
        let start = Instant::now();
        eprintln!("setting up {what} ...");
        let fixture = build();
        eprintln!("set up {what} in {:.1} s", start.elapsed().as_secs_f64());
        fixture
    })
}

/// Criterion's settings for every target: fewer bootstrap resamples than its
/// default (10 000 instead of 100 000), which keeps the analysis of ~200
/// benchmarks from dominating the run time; confidence intervals stay
/// within a few percent of the default's.
pub fn criterion() -> Criterion {
    Criterion::default().nresamples(10_000)
}
