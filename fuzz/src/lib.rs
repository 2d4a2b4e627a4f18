//! Fuzzing of every decoder and of every protocol step that consumes other
//! parties' messages, for every ciphersuite.
//!
//! The harnesses themselves are [`fuzz_decoders`] and [`fuzz_protocol`]; the
//! main workspace's unpublished `engine-tests` crate compiles the same two
//! modules, so that its deterministic property tests run them on stable in
//! every `cargo test`. The rest of this crate routes fuzzer input to them:
//! the first byte chooses the ciphersuite, the rest is the harness's input.
//! One target per harness covers all six suites, so a fuzzing budget is not
//! split six ways.

extern crate alloc;

pub mod fuzz_decoders;
pub mod fuzz_protocol;
mod harnesses;

use std::sync::OnceLock;

use frost_core::Ciphersuite;
use fuzz_protocol::Fixture;
use frost_ed448::Ed448;
use frost_ed25519::Ed25519;
use frost_p256::P256;
use frost_ristretto255::Ristretto255;
use frost_secp256k1::Secp256k1;
use frost_secp256k1_tr::Secp256k1Tr;

pub use harnesses::{Aggregate, Dkg, JsonDecoders, RawDecoders, Sign, WireDecoders};

/// A ciphersuite under fuzzing, with its protocol fixture built once per
/// process (dealing a group for every input would dwarf the work under test).
pub trait Suite: Ciphersuite {
    /// The fixed group and key generation the protocol harnesses use.
    fn fixture() -> &'static Fixture<Self>;
}

macro_rules! suites {
    ($($suite:ty),+ $(,)?) => {
        $(
            impl Suite for $suite {
                fn fixture() -> &'static Fixture<Self> {
                    static FIXTURE: OnceLock<Fixture<$suite>> = OnceLock::new();
                    FIXTURE.get_or_init(Fixture::new)
                }
            }
        )+
    };
}

suites!(Ed25519, Ristretto255, Secp256k1, Secp256k1Tr, P256, Ed448);

/// A harness, run generically over the suite the input selects.
pub trait Harness {
    /// Runs the harness for suite `C` on `data`; panics on a finding.
    fn run<C: Suite>(data: &[u8]);
}

/// Runs harness `H` on `data[1..]` for the suite `data[0]` selects.
pub fn fuzz<H: Harness>(data: &[u8]) {
    let Some((selector, rest)) = data.split_first() else {
        return;
    };
    match selector % 6 {
        0 => H::run::<Ed25519>(rest),
        1 => H::run::<Secp256k1>(rest),
        2 => H::run::<Ristretto255>(rest),
        3 => H::run::<P256>(rest),
        4 => H::run::<Secp256k1Tr>(rest),
        _ => H::run::<Ed448>(rest),
    }
}
