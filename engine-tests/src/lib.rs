//! The engine's own generic tests, written once and instantiated for every
//! ciphersuite of this workspace with [`engine_tests!`] (one file per suite
//! under `tests/`): the wire formats and their golden bytes
//! ([`serialization`]), what malicious parties can send and the hygiene of
//! secret types ([`hardening`]), and key tweaking ([`tweak`]).
//!
//! Not published: these tests pin this workspace's formats and behaviour. A
//! third-party ciphersuite instantiates the public conformance kit instead
//! (crate `frost-conformance`): `frost_conformance::ciphersuite_tests!`, which
//! signs, runs the key lifecycle, checks the RFC 9591 vectors and strict
//! decoding, and `frost_conformance::keygen_tests!` (refresh, resharing and
//! repair).
//!
//! The fuzzing harnesses that the property tests run on a fixed sample
//! ([`hardening::fuzz_decoders`], [`hardening::fuzz_protocol`]) are the
//! `cargo fuzz` project's own modules (`fuzz/src`), compiled here as well so
//! that `cargo test` runs them on stable.

extern crate alloc;

pub mod hardening;
pub mod serialization;
pub mod tweak;

use frost_core::{Ciphersuite, Scalar, ScalarBytes};
use rand_core::CryptoRng;

/// `RandomScalar()` (RFC 9591, Section 4.1): a uniformly random scalar.
fn random_scalar<C: Ciphersuite>(rng: &mut (impl CryptoRng + ?Sized)) -> Scalar<C> {
    <Scalar<C> as ff::Field>::random(rng)
}

/// `SerializeScalar` (RFC 9591, Section 4.1): the canonical encoding.
fn serialize_scalar<C: Ciphersuite>(scalar: &Scalar<C>) -> ScalarBytes<C> {
    ff::PrimeField::to_repr(scalar)
}

/// Expands into one `#[test]` per generic test of this crate, for the given
/// ciphersuite type.
#[macro_export]
macro_rules! engine_tests {
    ($suite:ty) => {
        $crate::serialization_tests!($suite);
        $crate::hardening_tests!($suite);
        $crate::tweak_tests!($suite);
    };
}
