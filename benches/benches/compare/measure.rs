//! Side-by-side timing: the reference and our implementation run the same
//! step alternately, sample after sample, so that load changes on the
//! machine hit both alike; each side's time is the median over its samples.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// How long to measure one step.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Stop sampling once both sides have run this long in total...
    pub time: Duration,
    /// ...and have at least this many samples.
    pub min_samples: usize,
    /// Never take more samples than this.
    pub max_samples: usize,
}

/// Median time of one run of a step, for each side.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// The reference implementation.
    pub reference: Duration,
    /// Ours.
    pub ours: Duration,
}

impl Timing {
    /// How many times faster ours is: reference time / our time.
    pub fn ratio(&self) -> f64 {
        self.reference.as_secs_f64() / self.ours.as_secs_f64()
    }
}

/// A step on one side: `setup` makes the input of one run, untimed (e.g.
/// fresh nonces for a signing round); `run` is the timed operation.
pub struct Side<S, R> {
    pub setup: S,
    pub run: R,
}

impl<I, O, S: FnMut() -> I, R: FnMut(I) -> O> Side<S, R> {
    /// Times `iterations` runs together and returns the time of one. Inputs
    /// are made before the clock starts and outputs dropped after it stops.
    fn sample(&mut self, iterations: usize) -> Duration {
        let inputs: Vec<I> = (0..iterations).map(|_| (self.setup)()).collect();
        let mut outputs = Vec::with_capacity(iterations);
        let start = Instant::now();
        for input in inputs {
            outputs.push(black_box((self.run)(black_box(input))));
        }
        let elapsed = start.elapsed();
        drop(outputs);
        elapsed / u32::try_from(iterations).unwrap_or(u32::MAX)
    }

    /// Runs once or twice to warm up, and returns how many runs make a
    /// sample of about `SAMPLE` (so that very fast steps are not dominated by
    /// the clock's resolution). Steps slower than `SAMPLE` run only once
    /// here: at 667-of-1000 one run takes up to seconds.
    fn calibrate(&mut self) -> usize {
        const SAMPLE: Duration = Duration::from_millis(2);
        let first = self.sample(1);
        if first >= SAMPLE {
            return 1;
        }
        let once = self.sample(1).max(Duration::from_nanos(100));
        let iterations = SAMPLE.as_nanos().div_ceil(once.as_nanos());
        usize::try_from(iterations).unwrap_or(1).clamp(1, 10_000)
    }
}

/// Times the reference against ours, alternating samples, within `budget`.
pub fn compare<RI, RO, OI, OO>(
    budget: Budget,
    mut reference: Side<impl FnMut() -> RI, impl FnMut(RI) -> RO>,
    mut ours: Side<impl FnMut() -> OI, impl FnMut(OI) -> OO>,
) -> Timing {
    let reference_iterations = reference.calibrate();
    let our_iterations = ours.calibrate();
    let mut reference_times = Vec::new();
    let mut our_times = Vec::new();
    let start = Instant::now();
    while reference_times.len() < budget.max_samples
        && (reference_times.len() < budget.min_samples || start.elapsed() < budget.time)
    {
        reference_times.push(reference.sample(reference_iterations));
        our_times.push(ours.sample(our_iterations));
    }
    Timing {
        reference: median(&mut reference_times),
        ours: median(&mut our_times),
    }
}

/// The median of `times` (the mean of the two middle ones for an even
/// count).
pub fn median(times: &mut [Duration]) -> Duration {
    times.sort_unstable();
    match times.len() {
        0 => Duration::ZERO,
        n if n % 2 == 1 => times[n / 2],
        n => (times[n / 2 - 1] + times[n / 2]) / 2,
    }
}

/// Times one side alone within `budget` (for a step the reference cannot run
/// in the time of a benchmark run).
pub fn alone<I, O>(
    budget: Budget,
    mut side: Side<impl FnMut() -> I, impl FnMut(I) -> O>,
) -> Duration {
    let iterations = side.calibrate();
    let mut times = Vec::new();
    let start = Instant::now();
    while times.len() < budget.max_samples
        && (times.len() < budget.min_samples || start.elapsed() < budget.time)
    {
        times.push(side.sample(iterations));
    }
    median(&mut times)
}
