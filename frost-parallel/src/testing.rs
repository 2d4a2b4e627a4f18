//! Test hook: run a step on both paths, for tests that compare them.

use rayon::ThreadPoolBuilder;

/// `step()` run once on a pool of one thread (the sequential path) and once
/// on a pool of four (the split path), both results returned: every split
/// site's test (here and in the conformance kit) compares them. Panics if
/// the operating system refuses threads.
pub fn sequential_and_split<R: Send>(step: impl Fn() -> R + Sync + Send) -> (R, R) {
    let pool = |threads| {
        ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a thread pool")
    };
    let sequential = pool(1).install(&step);
    let split = pool(4).install(&step);
    (sequential, split)
}
