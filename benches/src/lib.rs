//! Fixtures and settings shared by the benchmarks of the FROST crates.
//!
//! Every benchmarked step (dealer key generation, round one, round two,
//! aggregation with and without a cheater, verification, batch verification,
//! and decoding a signing package) is written once here, generically over
//! [`frost_core::Ciphersuite`], and instantiated for each suite by
//! [`for_each_suite`]. The criterion benches (`benches/signing.rs`,
//! `benches/dkg.rs`) and the side-by-side comparison with the reference
//! implementation (`benches/compare/`) time the same fixtures.
//!
//! Fixtures are built with real protocol runs, once per suite and group
//! size, and each checks its own outputs (the aggregate verifies; the
//! aggregate with a corrupted share names exactly its signer; participant 1's
//! key generation part 3 accepts every share and yields the group key the
//! commitments imply) so that a benchmark never times a failing path by
//! accident. The distributed key generation fixture, the one user of a
//! frost-core test hook (`dkg::part1_with_coefficients`, behind the
//! `test-helpers` feature that only the dev-dependencies enable), lives with
//! the bench targets in `benches/fixtures/dkg.rs`, so that this library never
//! links a test hook. [`extrapolate`] estimates the reference's key
//! generation where it is too slow to run.
//!
//! [`scaling`] holds the measurement, tables and chart of the scaling curve
//! (`examples/scaling.rs`: each step's time, each role's peak memory and
//! each message's size from 3 to 10,000 participants).
//!
//! Randomness is a seeded [`StdRng`](rand::rngs::StdRng): runs are
//! reproducible. It is not a secret-keeping generator; these fixtures are
//! benchmarks, never keys to use.

mod batch;
mod config;
mod estimate;
mod parallel;
pub mod scaling;
mod setup_error;
mod signing;
mod suites;

pub use batch::{BATCH_SIZE, BatchFixture};
pub use config::{
    FULL_ENV, QUICK_ENV, SIZES_ENV, SUITES_ENV, Size, dkg_sizes, full, quick, sizes, suite_selected,
};
pub use estimate::extrapolate;
pub use parallel::{parallel_map, parallel_map_with};
pub use setup_error::SetupError;
pub use signing::{MESSAGE, SigningFixture, dealer_keygen};
pub use suites::{SuiteVisitor, for_each_suite};

/// The generator every fixture and benchmark draws from, seeded so that runs
/// repeat exactly.
pub fn bench_rng(seed: u64) -> rand::rngs::StdRng {
    use rand::SeedableRng;
    rand::rngs::StdRng::seed_from_u64(seed)
}
