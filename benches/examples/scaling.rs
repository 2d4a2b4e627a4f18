//! The scaling curve: for groups of n = 3, 10, 100, 1,000, 3,000 and 10,000
//! participants with threshold `t = ⌈2n/3⌉`, the time of the dealer, of round
//! two for one signer, of aggregation (with and without one bad share) and
//! of key generation's part 3 for one participant; the peak memory of each
//! role, each run in a process of its own; and the wire size of each
//! message. Prints the tables, and writes them and a log–log chart to
//! `target/scaling/`.
//!
//! ```sh
//! cargo run --release -p benches --example scaling                 # every size
//! cargo run --release -p benches --example scaling -- --sizes 3,10,100 \
//!     --suite secp256k1 --svg benches/scaling.svg
//! RAYON_NUM_THREADS=1 cargo run --release -p benches --example scaling
//! ```
//!
//! Key generation runs up to `--dkg-max` participants (3,000 by default):
//! its participant holds `n·t` decoded points, 12 GiB at 10,000 on Ed25519,
//! and takes half an hour to decode them (see BENCHMARKS.md); from
//! `--dkg-shared-from` participants (5,000) its setup has the others share
//! one polynomial. The thread count follows `RAYON_NUM_THREADS` and is
//! printed with the results.

// Shared with the bench targets; the harness uses its setup and inputs.
#[allow(dead_code)]
#[path = "../benches/fixtures/dkg.rs"]
mod dkg;
#[path = "scaling/files.rs"]
mod files;
#[path = "scaling/harness.rs"]
mod harness;
#[path = "scaling/roles.rs"]
mod roles;
#[path = "scaling/setup.rs"]
mod setup;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match harness::main(&args) {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("scaling: {error}");
            ExitCode::FAILURE
        }
    }
}
