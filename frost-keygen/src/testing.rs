//! The conformance kit of key generation: generic tests, written once and
//! instantiated by every ciphersuite crate, including a third party's, beside
//! the engine's (`frost_core::testing`).
//!
//! Enabled by the `test-helpers` feature, which ciphersuite crates turn on for
//! their tests only.

pub mod dkg_vectors;
