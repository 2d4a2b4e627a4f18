//! Runs one step a fixed number of times with a fixed seed, for counting
//! instructions with `valgrind --tool=callgrind`: a count that, unlike a
//! time, does not change with the load of a shared machine, so that two
//! commits can be compared on one. Counts compare versions of our own code
//! only: under valgrind, curve crates that pick a vector unit at run time
//! fall back to their portable code.
//!
//! ```sh
//! cargo build --release -p benches --example instructions
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/instructions ed25519 commit
//! ```
//!
//! Steps: `commit` (200 × `round1::commit`) and `dealer` (3 dealings at
//! 67-of-100), after a 2-of-3 dealing that every run shares.

use std::hint::black_box;
use std::process::ExitCode;

use frost_core::Ciphersuite;
use frost_core::keys::{IdentifierList, generate_with_dealer};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// Runs `step` of suite `C`; `false` for an unknown step.
fn run<C: Ciphersuite>(step: &str) -> bool {
    let mut rng = StdRng::seed_from_u64(7);
    let Ok((shares, _)) = generate_with_dealer::<C, _>(3, 2, IdentifierList::Default, &mut rng)
    else {
        return false;
    };
    let Some(share) = shares.values().next() else {
        return false;
    };
    match step {
        "commit" => {
            for _ in 0..200 {
                black_box(frost_core::round1::commit::<C, _>(
                    share.signing_share(),
                    &mut rng,
                ));
            }
        }
        "dealer" => {
            for _ in 0..3 {
                let dealt =
                    generate_with_dealer::<C, _>(100, 67, IdentifierList::Default, &mut rng);
                drop(black_box(dealt));
            }
        }
        _ => return false,
    }
    true
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let [_, suite, step] = args.as_slice() else {
        eprintln!("usage: instructions SUITE STEP (STEP: commit or dealer)");
        return ExitCode::FAILURE;
    };
    let ran = match suite.as_str() {
        "ed25519" => run::<frost_ed25519::Ed25519>(step),
        "ristretto255" => run::<frost_ristretto255::Ristretto255>(step),
        "secp256k1" => run::<frost_secp256k1::Secp256k1>(step),
        "p256" => run::<frost_p256::P256>(step),
        "ed448" => run::<frost_ed448::Ed448>(step),
        _ => false,
    };
    if ran {
        ExitCode::SUCCESS
    } else {
        eprintln!("unknown suite or step: {suite} {step}");
        ExitCode::FAILURE
    }
}
