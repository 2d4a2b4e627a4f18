//! # frost-core
//!
//! The generic engine of FROST threshold Schnorr signatures
//! ([RFC 9591](https://www.rfc-editor.org/rfc/rfc9591)). A group signing key is
//! split into shares; any `min_signers` of the `max_signers` holders produce, in
//! two rounds, one ordinary Schnorr signature that verifies under the group key.
//!
//! Everything here is generic over a [`Ciphersuite`]; applications use a
//! ciphersuite crate (`frost-ed25519`, `frost-ristretto255`, `frost-secp256k1`,
//! `frost-secp256k1-tr` for BIP340/Taproot, `frost-p256`, `frost-ed448`),
//! which binds this engine to one curve and hash and re-exports the API with
//! concrete types.
//!
//! | RFC 9591 | here |
//! |---|---|
//! | §3.1 group and scalar encodings, §6 ciphersuites | [`Ciphersuite`] (protocol), [`Arithmetic`] (speed), [`SignatureScheme`] |
//! | §6 `H1`, `H3`, `H4`, `H5` (and `HDKG`, `HID`) | [`hashes`] |
//! | §6 `H2`, the challenge hash | [`Ciphersuite::h2`] |
//! | §6.4, §6.5 `hash_to_field` (RFC 9380 §5.3.1 `expand_message_xmd`), SEC1 encodings | crate `frost-suite-kit`, the building blocks of a suite crate |
//! | §4.1 nonce generation, §5.1 round one | [`round1`] |
//! | §4.2 polynomials, Lagrange coefficients | [`polynomial`] |
//! | §4.3 list operations, §4.4 binding factors | `binding_factor.rs` |
//! | §4.5 group commitment | `group_commitment.rs` |
//! | §4.6 signature challenge | `challenge.rs` |
//! | §5.2 round two, §5.4 share verification | [`round2`] |
//! | §5.3 aggregation | [`aggregate()`] |
//! | §4.4 to §5.4 computed once per session | [`SigningSession`] |
//! | §5.4 share verification, many shares at once | [`ShareBatch`] |
//! | Appendix A signature encoding | [`Signature`] |
//! | Appendix B single-party Schnorr | [`SigningKey`], [`VerifyingKey::verify`] |
//! | Appendix C.2 VSS commitment and `derive_group_info`; key packages | [`keys`] |
//! | every step of a large group on every core (feature `parallel`) | [`parallel`] |
//! | Appendix C dealer, distributed key generation, refresh, resharing, repair | crate `frost-keygen` |
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod aggregate;
mod arithmetic;
pub mod batch_weights;
mod binding_factor;
mod challenge;
mod ciphersuite;
mod ciphersuite_api;
mod culprit_search;
#[cfg(test)]
mod dev_suite;
mod element;
mod error;
mod group_commitment;
pub mod hashes;
mod identifier;
mod key_transform;
pub mod keys;
mod nonce_pool;
#[cfg(feature = "std")]
mod os_rng;
pub mod outcome;
pub mod parallel;
pub mod polynomial;
pub mod round1;
pub mod round2;
pub mod scalar_mul;
pub mod serialization;
mod signature;
pub mod signature_scheme;
mod signature_share;
mod signing_key;
mod signing_package;
mod signing_session;
mod verify;

pub use aggregate::{aggregate, aggregate_transformed};
pub use arithmetic::{Arithmetic, Generic};
pub use ciphersuite::{
    Ciphersuite, Element, ElementBytes, EncodedElements, EncodingError, Scalar, ScalarBytes,
};
pub use ciphersuite::{random_scalar, scalar_little_endian, serialize_scalar};
pub use element::EncodedElement;
pub use error::Error;
pub use identifier::Identifier;
pub use key_transform::{AdditiveTweak, KeyTransform};
#[cfg(feature = "std")]
pub use os_rng::{OsRng, os_rng};
pub use signature::Signature;
pub use signature_scheme::SignatureScheme;
pub use signing_key::SigningKey;
pub use signing_package::SigningPackage;
pub use signing_session::{ShareBatch, SigningSession};
pub use verify::{BatchItem, VerifyingKey, verify_batch};

/// The header's bytes and the one table of every crate's message-type codes,
/// from the wire kit (`frost-wire`).
pub use frost_wire::wire_codes;

/// Re-exported so that ciphersuite crates and applications name the same
/// versions of the traits.
pub use {ff, group, rand_core};

/// Paths the [`ciphersuite_api!`] expansion needs, so that suite crates do not
/// depend on `alloc` by name.
#[doc(hidden)]
pub mod __private {
    pub use alloc::collections::BTreeMap;
    pub use alloc::vec::Vec;
    pub use frost_wire;
    #[cfg(feature = "serde")]
    pub use serde;
}

/// Writes bytes as lowercase hex, without branching on their values.
pub(crate) fn fmt_hex(f: &mut core::fmt::Formatter<'_>, bytes: &[u8]) -> core::fmt::Result {
    frost_wire::write_lower_hex(f, bytes)
}
