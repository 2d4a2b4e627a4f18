//! The conformance kit of key generation: generic tests, written once and
//! instantiated by every ciphersuite crate, including a third party's, beside
//! the engine's (`frost_core::testing`): [`keygen_tests!`](crate::keygen_tests)
//! instantiates the key lifecycle's tests, and [`dkg_vectors`] checks a
//! suite's known answers of distributed key generation.
//!
//! Enabled by the `test-helpers` feature, which ciphersuite crates turn on for
//! their tests only.

pub mod dkg_vectors;
pub mod lifecycle;
