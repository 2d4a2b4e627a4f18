//! The boundary's cost in instructions: `sign` or `aggregate` of
//! FROST(Ed25519) at `MIN`-of-`MAX`, 20 times, from Rust on the wire bytes
//! (`rust`) or through the `extern "C"` function (`c`), each call inside a
//! function of its own so that callgrind counts the calls and nothing else.
//! Unlike a time, the count does not move with the load of the machine.
//!
//! ```sh
//! cargo build --release -p frost-ffi --example boundary_instructions
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     --toggle-collect='measured_*' \
//!     target/release/examples/boundary_instructions sign c 67 100
//! ```
//!
//! The inputs are drawn from a fixed seed; the C ABI's nonces come from
//! `frost_commit` (the operating system's generator), outside the count.

use std::process::ExitCode;

use frost_ed25519::round1::SigningNonces;
use frost_ffi::FrostHandle;
use rand::SeedableRng;
use rand::rngs::StdRng;

#[path = "../benches/boundary/fixture.rs"]
// The typed values are for the criterion bench's `rust` rows only.
#[allow(dead_code)]
mod fixture;

use fixture::Group;

const CALLS: usize = 20;

#[inline(never)]
#[unsafe(no_mangle)]
fn measured_sign_rust(group: &Group, nonces: SigningNonces, package: &[u8]) {
    group.sign_from_bytes(nonces, package);
}

#[inline(never)]
#[unsafe(no_mangle)]
fn measured_sign_c(group: &Group, handle: FrostHandle, package: &[u8]) {
    group.sign_c(handle, package);
}

#[inline(never)]
#[unsafe(no_mangle)]
fn measured_aggregate_rust(group: &Group) {
    group.aggregate_from_bytes();
}

#[inline(never)]
#[unsafe(no_mangle)]
fn measured_aggregate_c(group: &Group) {
    group.aggregate_c();
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [step, path, min, max] = args.as_slice() else {
        eprintln!("usage: boundary_instructions sign|aggregate rust|c MIN MAX");
        return ExitCode::FAILURE;
    };
    let (Ok(min), Ok(max)) = (min.parse(), max.parse()) else {
        eprintln!("MIN and MAX are numbers");
        return ExitCode::FAILURE;
    };
    let mut rng = StdRng::seed_from_u64(7);
    let group = Group::new(min, max, &mut rng);
    for _ in 0..CALLS {
        match (step.as_str(), path.as_str()) {
            ("sign", "rust") => {
                let (nonces, package) = group.fresh_rust(&mut rng);
                measured_sign_rust(&group, nonces, &package.serialize());
            }
            ("sign", "c") => {
                let (handle, package) = group.fresh_c();
                measured_sign_c(&group, handle, &package);
            }
            ("aggregate", "rust") => measured_aggregate_rust(&group),
            ("aggregate", "c") => measured_aggregate_c(&group),
            _ => {
                eprintln!("unknown step {step} {path}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
